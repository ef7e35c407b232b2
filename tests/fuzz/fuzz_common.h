/* SPDX-License-Identifier: MIT */
/*
 * fuzz_common.h: shared by the libFuzzer targets of tests/fuzz/. Each target
 * includes ../../src/bn254.c first (the internals are static), then this file.
 *
 *   - BN254_FUZZ_CHECK: a failed property prints and aborts (a finding);
 *   - a reader that hands out fuzz bytes, zeros once they run out;
 *   - reference arithmetic mod p and mod r on 32-bit words, shift-and-subtract
 *     reduction: slow, and shares no code with the Montgomery kernels, so the
 *     targets can check field results, range checks and curve membership
 *     against something that cannot have the same bug;
 *   - reference scalar multiplications (plain double-and-add) on G1 and G2,
 *     the [r]Q = O subgroup check, an Fp2 square root (to reach twist points
 *     that are not in G2), the G2 encoder the library does not need;
 *   - the asm-versus-C switch (bn254_fuzz_set_force_c below).
 */
#ifndef BN254_FUZZ_COMMON_H
#define BN254_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../hex_const.h"

#ifndef BN254_PRECOMPILE_IMPL_H
#error "include ../../src/bn254.c before fuzz_common.h"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define BN254_FUZZ_CHECK(cond)                                                                     \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: property failed: %s\n", __FILE__, __LINE__, #cond);            \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

/*
 * Asm kernels versus the portable C ones, at the level of whole precompile
 * calls: where the kernels are chosen at run time (x86-64 with CPUID, see
 * arch/kernels.h) and the CPU has ADX, bn254_kern_force_portable pins the
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
    for (i = out_len; i < sizeof buf; i++) BN254_FUZZ_CHECK(buf[i] == 0xa5);
    if (st != BN254_OK) {
        for (i = 0; i < out_len; i++) BN254_FUZZ_CHECK(buf[i] == 0);
    }
    if (bn254_fuzz_can_force_c()) {
        uint8_t c[64 + 16];
        bn254_status st_c;
        memset(c, 0x5a, sizeof c);
        bn254_fuzz_set_force_c(1);
        st_c = fn(c, in_len ? in : NULL, in_len);
        bn254_fuzz_set_force_c(0);
        BN254_FUZZ_CHECK(st_c == st);
        BN254_FUZZ_CHECK(memcmp(c, buf, out_len) == 0);
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
        BN254_FUZZ_CHECK(copy != NULL);
        memcpy(copy, in, in_len);
    }
    st = bn254_fuzz_call(fn, out, out_len, copy, in_len);
    free(copy);
    return st;
}

BN254_UNUSED static int bn254_fuzz_all_zero(const uint8_t *b, size_t n) {
    size_t i;
    for (i = 0; i < n; i++)
        if (b[i] != 0) return 0;
    return 1;
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

/* ---- reference arithmetic on 8 x 32-bit words (little-endian) --------------- */

typedef struct {
    uint32_t w[8];
} bn254_ref_u256;

static const uint8_t bn254_ref_p_be[32] = {
    0x30, 0x64, 0x4e, 0x72, 0xe1, 0x31, 0xa0, 0x29, 0xb8, 0x50, 0x45, 0xb6, 0x81, 0x81, 0x58, 0x5d,
    0x97, 0x81, 0x6a, 0x91, 0x68, 0x71, 0xca, 0x8d, 0x3c, 0x20, 0x8c, 0x16, 0xd8, 0x7c, 0xfd, 0x47};
static const uint8_t bn254_ref_r_be[32] = {
    0x30, 0x64, 0x4e, 0x72, 0xe1, 0x31, 0xa0, 0x29, 0xb8, 0x50, 0x45, 0xb6, 0x81, 0x81, 0x58, 0x5d,
    0x28, 0x33, 0xe8, 0x48, 0x79, 0xb9, 0x70, 0x91, 0x43, 0xe1, 0xf5, 0x93, 0xf0, 0x00, 0x00, 0x01};

BN254_UNUSED static void bn254_ref_from_be(bn254_ref_u256 *r, const uint8_t b[32]) {
    int i;
    for (i = 0; i < 8; i++) {
        const uint8_t *q = b + 28 - 4 * i;
        r->w[i] = ((uint32_t)q[0] << 24) | ((uint32_t)q[1] << 16) | ((uint32_t)q[2] << 8) | q[3];
    }
}

BN254_UNUSED static void bn254_ref_to_be(uint8_t b[32], const bn254_ref_u256 *a) {
    int i;
    for (i = 0; i < 8; i++) {
        uint8_t *q = b + 28 - 4 * i;
        q[0] = (uint8_t)(a->w[i] >> 24), q[1] = (uint8_t)(a->w[i] >> 16);
        q[2] = (uint8_t)(a->w[i] >> 8), q[3] = (uint8_t)a->w[i];
    }
}

/* Big-endian bytes compare as numbers byte by byte: the range check of a
 * 32-byte word, with no limb code at all. */
BN254_UNUSED static int bn254_ref_be_less(const uint8_t a[32], const uint8_t b[32]) {
    return memcmp(a, b, 32) < 0;
}

BN254_UNUSED static int bn254_ref_cmp(const bn254_ref_u256 *a, const bn254_ref_u256 *b) {
    int i;
    for (i = 7; i >= 0; i--) {
        if (a->w[i] != b->w[i]) return a->w[i] < b->w[i] ? -1 : 1;
    }
    return 0;
}

BN254_UNUSED static uint32_t bn254_ref_add(bn254_ref_u256 *r, const bn254_ref_u256 *a,
                                           const bn254_ref_u256 *b) {
    uint64_t c = 0;
    int i;
    for (i = 0; i < 8; i++) {
        c += (uint64_t)a->w[i] + b->w[i];
        r->w[i] = (uint32_t)c;
        c >>= 32;
    }
    return (uint32_t)c;
}

BN254_UNUSED static uint32_t bn254_ref_sub(bn254_ref_u256 *r, const bn254_ref_u256 *a,
                                           const bn254_ref_u256 *b) {
    uint64_t borrow = 0;
    int i;
    for (i = 0; i < 8; i++) {
        uint64_t t = (uint64_t)a->w[i] - b->w[i] - borrow;
        r->w[i] = (uint32_t)t;
        borrow = (t >> 32) & 1;
    }
    return (uint32_t)borrow;
}

/* r = x mod m for x of n words, bit by bit (m < 2^255, so 2 rem + 1 fits). */
BN254_UNUSED static void bn254_ref_mod(bn254_ref_u256 *r, const uint32_t *x, size_t n,
                                       const bn254_ref_u256 *m) {
    bn254_ref_u256 rem;
    size_t bit;
    memset(&rem, 0, sizeof rem);
    for (bit = 32 * n; bit-- > 0;) {
        int i;
        for (i = 7; i > 0; i--) rem.w[i] = (rem.w[i] << 1) | (rem.w[i - 1] >> 31);
        rem.w[0] = (rem.w[0] << 1) | ((x[bit / 32] >> (bit % 32)) & 1);
        if (bn254_ref_cmp(&rem, m) >= 0) (void)bn254_ref_sub(&rem, &rem, m);
    }
    *r = rem;
}

BN254_UNUSED static void bn254_ref_mulmod(bn254_ref_u256 *r, const bn254_ref_u256 *a,
                                          const bn254_ref_u256 *b, const bn254_ref_u256 *m) {
    uint32_t prod[16];
    int i, j;
    memset(prod, 0, sizeof prod);
    for (i = 0; i < 8; i++) {
        uint64_t c = 0;
        for (j = 0; j < 8; j++) {
            c += (uint64_t)a->w[i] * b->w[j] + prod[i + j];
            prod[i + j] = (uint32_t)c;
            c >>= 32;
        }
        prod[i + 8] = (uint32_t)c;
    }
    bn254_ref_mod(r, prod, 16, m);
}

/* a, b < m */
BN254_UNUSED static void bn254_ref_addmod(bn254_ref_u256 *r, const bn254_ref_u256 *a,
                                          const bn254_ref_u256 *b, const bn254_ref_u256 *m) {
    uint32_t c = bn254_ref_add(r, a, b);
    if (c || bn254_ref_cmp(r, m) >= 0) (void)bn254_ref_sub(r, r, m);
}

BN254_UNUSED static void bn254_ref_submod(bn254_ref_u256 *r, const bn254_ref_u256 *a,
                                          const bn254_ref_u256 *b, const bn254_ref_u256 *m) {
    if (bn254_ref_sub(r, a, b)) (void)bn254_ref_add(r, r, m);
}

BN254_UNUSED static void bn254_ref_set_small(bn254_ref_u256 *r, uint32_t v) {
    memset(r, 0, sizeof *r);
    r->w[0] = v;
}

static bn254_ref_u256 bn254_ref_p, bn254_ref_r;
/* b' = 3/(9+u), the twist constant, computed here by Fermat inversion. */
static bn254_ref_u256 bn254_ref_twist_b[2];

BN254_UNUSED static void bn254_ref_powmod(bn254_ref_u256 *r, const bn254_ref_u256 *a,
                                          const bn254_ref_u256 *e, const bn254_ref_u256 *m) {
    bn254_ref_u256 acc;
    int bit;
    bn254_ref_set_small(&acc, 1);
    for (bit = 255; bit >= 0; bit--) {
        bn254_ref_mulmod(&acc, &acc, &acc, m);
        if ((e->w[bit / 32] >> (bit % 32)) & 1) bn254_ref_mulmod(&acc, &acc, a, m);
    }
    *r = acc;
}

BN254_UNUSED static void bn254_ref_init(void) {
    static int done = 0;
    bn254_ref_u256 t, e, two, inv82;
    if (done) return;
    bn254_ref_from_be(&bn254_ref_p, bn254_ref_p_be);
    bn254_ref_from_be(&bn254_ref_r, bn254_ref_r_be);
    /* 1/(9+u) = (9-u)/82, so b' = 27/82 - (3/82) u */
    bn254_ref_set_small(&two, 2);
    (void)bn254_ref_sub(&e, &bn254_ref_p, &two);
    bn254_ref_set_small(&t, 82);
    bn254_ref_powmod(&inv82, &t, &e, &bn254_ref_p);
    bn254_ref_set_small(&t, 27);
    bn254_ref_mulmod(&bn254_ref_twist_b[0], &t, &inv82, &bn254_ref_p);
    bn254_ref_set_small(&t, 3);
    bn254_ref_mulmod(&t, &t, &inv82, &bn254_ref_p);
    bn254_ref_set_small(&e, 0);
    bn254_ref_submod(&bn254_ref_twist_b[1], &e, &t, &bn254_ref_p);
    done = 1;
}

/* Reference status of one 64-byte G1 word pair, by EIP-196's rules. */
BN254_UNUSED static bn254_status bn254_ref_g1_status(const uint8_t in[64]) {
    bn254_ref_u256 x, y, lhs, rhs, three;
    if (!bn254_ref_be_less(in, bn254_ref_p_be) || !bn254_ref_be_less(in + 32, bn254_ref_p_be)) {
        return BN254_ERR_NOT_IN_FIELD;
    }
    if (bn254_fuzz_all_zero(in, 64)) return BN254_OK;
    bn254_ref_from_be(&x, in);
    bn254_ref_from_be(&y, in + 32);
    bn254_ref_mulmod(&lhs, &y, &y, &bn254_ref_p);
    bn254_ref_mulmod(&rhs, &x, &x, &bn254_ref_p);
    bn254_ref_mulmod(&rhs, &rhs, &x, &bn254_ref_p);
    bn254_ref_set_small(&three, 3);
    bn254_ref_addmod(&rhs, &rhs, &three, &bn254_ref_p);
    return bn254_ref_cmp(&lhs, &rhs) == 0 ? BN254_OK : BN254_ERR_NOT_ON_CURVE;
}

/* (a0 + a1 u)(b0 + b1 u) with u^2 = -1, on reference words. */
BN254_UNUSED static void bn254_ref_fp2_mul(bn254_ref_u256 r[2], const bn254_ref_u256 a[2],
                                           const bn254_ref_u256 b[2]) {
    bn254_ref_u256 t0, t1, t2, t3;
    bn254_ref_mulmod(&t0, &a[0], &b[0], &bn254_ref_p);
    bn254_ref_mulmod(&t1, &a[1], &b[1], &bn254_ref_p);
    bn254_ref_mulmod(&t2, &a[0], &b[1], &bn254_ref_p);
    bn254_ref_mulmod(&t3, &a[1], &b[0], &bn254_ref_p);
    bn254_ref_submod(&r[0], &t0, &t1, &bn254_ref_p);
    bn254_ref_addmod(&r[1], &t2, &t3, &bn254_ref_p);
}

/* Reference field and twist checks of one 128-byte G2 encoding (no subgroup). */
BN254_UNUSED static bn254_status bn254_ref_g2_curve_status(const uint8_t in[128]) {
    bn254_ref_u256 x[2], y[2], lhs[2], rhs[2];
    int i;
    for (i = 0; i < 4; i++) {
        if (!bn254_ref_be_less(in + 32 * i, bn254_ref_p_be)) return BN254_ERR_NOT_IN_FIELD;
    }
    if (bn254_fuzz_all_zero(in, 128)) return BN254_OK;
    bn254_ref_from_be(&x[1], in); /* imaginary part first */
    bn254_ref_from_be(&x[0], in + 32);
    bn254_ref_from_be(&y[1], in + 64);
    bn254_ref_from_be(&y[0], in + 96);
    bn254_ref_fp2_mul(lhs, y, y);
    bn254_ref_fp2_mul(rhs, x, x);
    bn254_ref_fp2_mul(rhs, rhs, x);
    bn254_ref_addmod(&rhs[0], &rhs[0], &bn254_ref_twist_b[0], &bn254_ref_p);
    bn254_ref_addmod(&rhs[1], &rhs[1], &bn254_ref_twist_b[1], &bn254_ref_p);
    return bn254_ref_cmp(&lhs[0], &rhs[0]) == 0 && bn254_ref_cmp(&lhs[1], &rhs[1]) == 0
               ? BN254_OK
               : BN254_ERR_NOT_ON_CURVE;
}

/* 256-bit scalar (library limbs) from reference words, and back. */
BN254_UNUSED static void bn254_ref_to_scalar(bn254_scalar *k, const bn254_ref_u256 *a) {
    uint8_t be[32];
    bn254_ref_to_be(be, a);
    bn254_scalar_from_be32(k, be);
}

/* ---- points ------------------------------------------------------------------ */

BN254_UNUSED static void bn254_fuzz_g1_gen(bn254_g1_aff *g) {
    bn254_fp_set_u64(&g->x, 1);
    bn254_fp_set_u64(&g->y, 2);
    g->infinity = 0;
}

BN254_UNUSED static void bn254_fuzz_g2_gen(bn254_g2_aff *g) {
    uint8_t b[128];
    bn254_hex_const_bytes(b, sizeof b, BN254_G2_GEN_EVM_HEX);
    BN254_FUZZ_CHECK(bn254_decode_g2(g, b, 1) == BN254_OK);
}

/* Bit i of a 256-bit scalar. */
BN254_UNUSED static int bn254_fuzz_bit(const bn254_scalar *k, int i) {
    return (int)((k->l[i / 64] >> (i % 64)) & 1);
}

/* [k] a by plain double-and-add with general additions: no GLV, no wNAF, no
 * reduction of k (the order of a divides r, so [k] a = [k mod r] a). */
BN254_UNUSED static void bn254_ref_g1_mul(bn254_g1_aff *r, const bn254_g1_aff *a,
                                          const bn254_scalar *k) {
    bn254_g1_jac acc, base;
    int i;
    bn254_g1_jac_set_infinity(&acc);
    bn254_g1_jac_from_aff(&base, a);
    for (i = 255; i >= 0; i--) {
        bn254_g1_jac_dbl(&acc, &acc);
        if (bn254_fuzz_bit(k, i)) bn254_g1_jac_add(&acc, &acc, &base);
    }
    bn254_g1_jac_to_aff(r, &acc);
}

BN254_UNUSED static void bn254_ref_g2_mul_jac(bn254_g2_jac *r, const bn254_g2_aff *a,
                                              const bn254_scalar *k) {
    bn254_g2_jac acc, base;
    int i, top = 255;
    bn254_g2_jac_set_infinity(&acc);
    bn254_g2_jac_from_aff(&base, a);
    while (top >= 0 && !bn254_fuzz_bit(k, top)) top--;
    for (i = top; i >= 0; i--) {
        bn254_g2_jac_dbl(&acc, &acc);
        if (bn254_fuzz_bit(k, i)) bn254_g2_jac_add(&acc, &acc, &base);
    }
    *r = acc;
}

BN254_UNUSED static void bn254_ref_g2_mul(bn254_g2_aff *r, const bn254_g2_aff *a,
                                          const bn254_scalar *k) {
    bn254_g2_jac t;
    bn254_ref_g2_mul_jac(&t, a, k);
    bn254_g2_jac_to_aff(r, &t);
}

/* The slow subgroup check: [r] Q = O. */
BN254_UNUSED static int bn254_ref_g2_in_subgroup(const bn254_g2_aff *a) {
    bn254_g2_jac t;
    bn254_scalar r;
    memcpy(r.l, bn254_u256_r, sizeof r.l);
    bn254_ref_g2_mul_jac(&t, a, &r);
    return bn254_g2_jac_is_infinity(&t);
}

/* EIP-197 encoding: x_im || x_re || y_im || y_re; infinity is 128 zeros. */
BN254_UNUSED static void bn254_fuzz_encode_g2(uint8_t out[128], const bn254_g2_aff *a) {
    if (a->infinity) {
        memset(out, 0, 128);
        return;
    }
    bn254_fp_to_be32(out, &a->x.c1);
    bn254_fp_to_be32(out + 32, &a->x.c0);
    bn254_fp_to_be32(out + 64, &a->y.c1);
    bn254_fp_to_be32(out + 96, &a->y.c0);
}

BN254_UNUSED static void bn254_fuzz_fp2_pow(bn254_fp2 *r, const bn254_fp2 *a, const uint64_t e[4]) {
    bn254_fp2 acc;
    int i;
    bn254_fp2_set_one(&acc);
    for (i = 255; i >= 0; i--) {
        bn254_fp2_sqr(&acc, &acc);
        if ((e[i / 64] >> (i % 64)) & 1) bn254_fp2_mul(&acc, &acc, a);
    }
    *r = acc;
}

/*
 * A square root in Fp2 for p = 3 mod 4 (Adj, Rodriguez-Henriquez, "Square root
 * computation over even extension fields", IEEE TC 2014, Alg. 9). Returns 0 if
 * a is not a square.
 */
BN254_UNUSED static int bn254_fuzz_fp2_sqrt(bn254_fp2 *r, const bn254_fp2 *a) {
    uint64_t e1[4], e2[4];
    bn254_fp2 a1, alpha, x0, t, minus_one;
    int i;
    /* e1 = (p - 3)/4, e2 = (p - 1)/2 */
    for (i = 0; i < 4; i++) e1[i] = e2[i] = bn254_u256_p[i];
    e1[0] -= 3, e2[0] -= 1;
    for (i = 0; i < 4; i++) {
        e1[i] = (e1[i] >> 2) | (i < 3 ? e1[i + 1] << 62 : 0);
        e2[i] = (e2[i] >> 1) | (i < 3 ? e2[i + 1] << 63 : 0);
    }
    bn254_fuzz_fp2_pow(&a1, a, e1);
    bn254_fp2_mul(&x0, &a1, a);
    bn254_fp2_mul(&alpha, &a1, &x0);
    bn254_fp2_set_one(&minus_one);
    bn254_fp2_neg(&minus_one, &minus_one);
    if (bn254_fp2_equal(&alpha, &minus_one)) {
        /* x = u x0 */
        bn254_fp_neg(&t.c0, &x0.c1);
        t.c1 = x0.c0;
    } else {
        bn254_fp2 b, one;
        bn254_fp2_set_one(&one);
        bn254_fp2_add(&b, &alpha, &one);
        bn254_fuzz_fp2_pow(&b, &b, e2);
        bn254_fp2_mul(&t, &b, &x0);
    }
    bn254_fp2_sqr(&alpha, &t);
    if (!bn254_fp2_equal(&alpha, a)) return 0;
    *r = t;
    return 1;
}

/* A twist point with x derived from the fuzz bytes (first x that works,
 * counting up); usually of order a multiple of r not in G2. */
BN254_UNUSED static void bn254_fuzz_twist_point(bn254_g2_aff *r, bn254_fuzz_reader *rd) {
    bn254_fp2 rhs, one;
    uint8_t w[32];
    /* words below 0x30 00.. are below p */
    bn254_fuzz_take(rd, w, 32);
    w[0] &= 0x2f;
    BN254_FUZZ_CHECK(bn254_fp_from_be32(&r->x.c0, w));
    bn254_fuzz_take(rd, w, 32);
    w[0] &= 0x2f;
    BN254_FUZZ_CHECK(bn254_fp_from_be32(&r->x.c1, w));
    bn254_fp2_set_one(&one);
    r->infinity = 0;
    for (;;) {
        bn254_fp2_sqr(&rhs, &r->x);
        bn254_fp2_mul(&rhs, &rhs, &r->x);
        bn254_fp2_add(&rhs, &rhs, &bn254_twist_b);
        if (bn254_fuzz_fp2_sqrt(&r->y, &rhs)) break;
        bn254_fp2_add(&r->x, &r->x, &one);
    }
    BN254_FUZZ_CHECK(bn254_g2_aff_is_on_curve(r));
}

/* The twist's cofactor h = 2p - r: [h] T lies in G2 for every twist point T. */
BN254_UNUSED static void bn254_fuzz_twist_cofactor(bn254_scalar *h) {
    uint64_t c = 0, b = 0;
    int i;
    for (i = 0; i < 4; i++) c = bn254_addc(&h->l[i], bn254_u256_p[i], bn254_u256_p[i], c);
    for (i = 0; i < 4; i++) b = bn254_subb(&h->l[i], h->l[i], bn254_u256_r[i], b);
}

#endif /* BN254_FUZZ_COMMON_H */
