/* SPDX-License-Identifier: MIT */
/*
 * fuzz_common.h: shared by the libFuzzer targets of tests/fuzz/, each of
 * which includes it first. It brings the library (src/bn254.c through
 * tests/support/library.h: the static internals each target uses and the
 * EVM entry points, which the targets and tests/support/api.c call), the
 * common test support (tests/support: reference integers and encodings,
 * reference curve arithmetic, BN254_CHECK, whose failure is a finding) and
 * what only the fuzz targets need:
 *   - every precompile call made twice, dispatched and forced to the portable
 *     C kernels, with the output contract checked (bn254_fuzz_call);
 *   - a reader that hands out fuzz bytes, zeros once they run out;
 *   - a twist point from fuzz bytes (bn254_fuzz_twist_point).
 */
#ifndef BN254_FUZZ_COMMON_H
#define BN254_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BN254_INTERNALS_ONLY
#define BN254_EVM_ENTRIES
#include "../support/library.h"

#include "../support/internal.h"
#include "../support/ref_curve.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * Asm kernels versus the portable C ones, at the level of whole precompile
 * calls: where the kernels are chosen at run time (the x86_64 backend with
 * CPUID, arch/kernels.h) and the CPU has ADX, bn254_kern_force_portable pins the
 * portable C kernels. Every call is then made twice, dispatched and forced
 * to C, and output and status must be identical. Elsewhere (no asm, or asm
 * chosen at compile time) the second call would be the same code: skipped.
 * run_fuzz.sh builds the targets with the assembly kernels where CMake would.
 */
#if BN254_KERN_RUNTIME_SWITCH
BN254_UNUSED static int bn254_fuzz_can_force_c(void) {
    return bn254_cpu_detect_adx();
}
BN254_UNUSED static void bn254_fuzz_set_force_c(int on) {
    bn254_kern_force_portable(on);
}
#else
BN254_UNUSED static int bn254_fuzz_can_force_c(void) {
    return 0;
}
BN254_UNUSED static void bn254_fuzz_set_force_c(int on) {
    (void)on;
}
#endif

typedef bn254_status (*bn254_fuzz_fn)(uint8_t *out, const uint8_t *in, size_t in_len);

/* One precompile call (twice when asm and C can be told apart). Also checks
 * the output contract: zeroed on error, nothing written past out_len. */
BN254_UNUSED static bn254_status bn254_fuzz_call(bn254_fuzz_fn fn, uint8_t *out, size_t out_len,
                                                 const uint8_t *in, size_t in_len) {
    uint8_t buf[64 + 16];
    bn254_status st;
    size_t i;
    memset(buf, 0xa5, sizeof buf);
    st = fn(buf, in_len ? in : NULL, in_len);
    for (i = out_len; i < sizeof buf; i++) BN254_CHECK(buf[i] == 0xa5);
    if (st != BN254_OK) {
        for (i = 0; i < out_len; i++) BN254_CHECK(buf[i] == 0);
    }
    if (bn254_fuzz_can_force_c()) {
        uint8_t c[64 + 16];
        bn254_status st_c;
        memset(c, 0x5a, sizeof c);
        bn254_fuzz_set_force_c(1);
        st_c = fn(c, in_len ? in : NULL, in_len);
        bn254_fuzz_set_force_c(0);
        BN254_CHECK(st_c == st);
        BN254_CHECK(memcmp(c, buf, out_len) == 0);
    }
    memcpy(out, buf, out_len);
    return st;
}

/* Calls on an exact-size heap copy, so ASan catches a read past in_len. */
BN254_UNUSED static bn254_status bn254_fuzz_call_copy(bn254_fuzz_fn fn, uint8_t *out,
                                                      size_t out_len, const uint8_t *in,
                                                      size_t in_len) {
    uint8_t *copy = NULL;
    bn254_status st;
    if (in_len > 0) {
        copy = (uint8_t *)malloc(in_len);
        BN254_CHECK(copy != NULL);
        memcpy(copy, in, in_len);
    }
    st = bn254_fuzz_call(fn, out, out_len, copy, in_len);
    free(copy);
    return st;
}

/* ---- fuzz bytes ------------------------------------------------------------ */

typedef struct {
    const uint8_t *data;
    size_t size, pos;
} bn254_fuzz_reader;

/* The next n bytes, zero past the end. (memcpy/memset rather than a byte
 * loop: gcc 12 vectorises the loop and warns falsely on aarch64/riscv64.) */
BN254_UNUSED static void bn254_fuzz_take(bn254_fuzz_reader *rd, uint8_t *out, size_t n) {
    size_t avail = rd->pos < rd->size ? rd->size - rd->pos : 0;
    size_t k = avail < n ? avail : n;
    if (k > 0) memcpy(out, rd->data + rd->pos, k);
    if (k < n) memset(out + k, 0, n - k);
    rd->pos += k;
}

BN254_UNUSED static unsigned bn254_fuzz_byte(bn254_fuzz_reader *rd) {
    return rd->pos < rd->size ? rd->data[rd->pos++] : 0;
}

BN254_UNUSED static uint64_t bn254_fuzz_u64(bn254_fuzz_reader *rd) {
    uint8_t b[8];
    bn254_fuzz_take(rd, b, 8);
    return bn254_load_be64(b);
}

/* A twist point with x derived from the fuzz bytes (the first x = x0 + k,
 * k = 0, 1, ..., with x^3 + b' a square); usually of order a multiple of r,
 * not in G2. */
BN254_UNUSED static void bn254_fuzz_twist_point(bn254_g2_aff *r, bn254_fuzz_reader *rd) {
    bn254_fp2 x, one;
    uint8_t w[32];
    /* words below 0x30 00.. are below p */
    bn254_fuzz_take(rd, w, 32);
    w[0] &= 0x2f;
    BN254_CHECK(bn254_fp_from_be32(&x.c0, w));
    bn254_fuzz_take(rd, w, 32);
    w[0] &= 0x2f;
    BN254_CHECK(bn254_fp_from_be32(&x.c1, w));
    bn254_fp2_set_one(&one);
    while (!bn254_ref_twist_at(r, &x)) bn254_fp2_add(&x, &x, &one);
    BN254_CHECK(bn254_g2_aff_is_on_curve(r));
}

#endif /* BN254_FUZZ_COMMON_H */
