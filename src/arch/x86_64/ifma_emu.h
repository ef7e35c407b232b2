/* SPDX-License-Identifier: MIT */
/*
 * ifma_emu.h: the AVX-512 intrinsics of fp12_ifma.h in portable C, so that
 * the lane kernels can be built and tested on any CPU (BN254_IFMA_EMULATE,
 * CMake -DBN254_X86_IFMA=EMULATE; tests only: on a Zen 4, gcc 12 -O3, a lane
 * product takes about 40 times as long as on the real instructions, and a
 * 16-pair ecpairing 9 times). Included only by fp12_ifma.h, instead of
 * <immintrin.h>.
 *
 * From SIMDe (libsimde-dev, 0.7.4 in Debian 12), with SIMDE_NO_NATIVE: its
 * portable C implementations on every host, never the host's own vector
 * instructions, so the same code runs on x86-64 without AVX-512 and on other
 * architectures: the vector type and _mm512_set1_epi64, _mm512_setr_epi64,
 * _mm512_setzero_si512, _mm512_and_si512, _mm512_slli_epi64,
 * _mm512_permutexvar_epi64, _mm512_mask_permutexvar_epi64,
 * _mm512_mask_blend_epi64, _mm512_maskz_mov_epi64, and the aligned load and
 * store behind the alignment check below. SIMDe's mask type simde__mmask8
 * stands in for __mmask8, an alias that SIMDe 0.7.4 does not define.
 *
 * Written here, because SIMDe 0.7.4 has no AVX-512 IFMA and no 64-bit
 * arithmetic shift by an immediate, and computes its 64-bit additions and
 * subtractions on signed lanes (overflow, which the kernels' wrapping
 * columns do all the time, is undefined behaviour in C; UBSan stops there),
 * from the Operation sections of the Intel 64 and IA-32 Architectures
 * Software Developer's Manual, vol. 2 ("VPMADD52LUQ", "VPMADD52HUQ";
 * "PSRAW/PSRAD/PSRAQ", the EVEX VPSRAQ form; "PADDB/PADDW/PADDD/PADDQ",
 * "PSUBQ") and the Intel Intrinsics Guide entries of _mm512_madd52lo_epu64,
 * _mm512_madd52hi_epu64, _mm512_srai_epi64, _mm512_add_epi64 and
 * _mm512_sub_epi64, in unsigned arithmetic: per 64-bit lane j,
 *   madd52lo(a, b, c)_j = a_j + (b_j[51:0] c_j[51:0])[51:0]    (mod 2^64)
 *   madd52hi(a, b, c)_j = a_j + (b_j[51:0] c_j[51:0])[103:52]  (mod 2^64)
 *   srai(a, n)_j = a_j shifted right n bits, the sign bit copied in
 *                  (n > 63: every bit the sign bit)
 *   add(a, b)_j = a_j + b_j, sub(a, b)_j = a_j - b_j           (mod 2^64).
 *
 * Contracts, checked on every call (a violation prints the operation and
 * the lane, then aborts), which the hardware would not report:
 *   - madd52lo/hi: both factors below 2^52 (the kernels' limbs are
 *     normalized; the instruction would silently drop the higher bits). The
 *     one product that reads the low 52 bits of a wider column on purpose,
 *     the Montgomery factor in bn254_ifma_redc, masks its operand first
 *     (BN254_IFMA_LOW52, the identity on the real instructions).
 *   - madd52lo/hi: the accumulator does not overflow as a signed 64-bit
 *     column (the kernels carry columns with arithmetic shifts, so a column
 *     past 2^63 - 1 would read as negative).
 *   - _mm512_load_si512, _mm512_store_si512: the address is a multiple of
 *     64 (the instructions raise #GP otherwise; SIMDe's portable code would
 *     not).
 */
#ifndef BN254_IFMA_EMU_H
#define BN254_IFMA_EMU_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "../../int128.h"
#include "../../util.h"

#if !defined(SIMDE_NO_NATIVE)
#define SIMDE_NO_NATIVE
#endif
#include <simde/x86/avx512.h>

typedef simde__m512i bn254_emu_v;
typedef simde__mmask8 bn254_emu_mask8;

static void bn254_emu_fail(const char *op, int lane, uint64_t x, uint64_t y) {
    fprintf(stderr,
            "bn254 ifma emulation: %s: contract violated in lane %d "
            "(0x%016llx, 0x%016llx)\n",
            op, lane, (unsigned long long)x, (unsigned long long)y);
    abort();
}

static BN254_INLINE void bn254_emu_get(uint64_t r[8], bn254_emu_v v) {
    simde_mm512_storeu_si512(r, v);
}

static BN254_INLINE bn254_emu_v bn254_emu_put(const uint64_t v[8]) {
    return simde_mm512_loadu_si512(v);
}

#define BN254_EMU_M52 ((uint64_t)0xfffffffffffff)

/* a + the low (hi = 0) or high (hi = 1) 52 bits of the 104-bit products b c. */
static BN254_INLINE bn254_emu_v bn254_emu_madd52(bn254_emu_v a, bn254_emu_v b, bn254_emu_v c,
                                                 int hi, const char *op) {
    uint64_t va[8], vb[8], vc[8];
    int j;
    bn254_emu_get(va, a);
    bn254_emu_get(vb, b);
    bn254_emu_get(vc, c);
    for (j = 0; j < 8; j++) {
        uint64_t ph, pl, x;
        if ((vb[j] | vc[j]) >> 52) bn254_emu_fail(op, j, vb[j], vc[j]);
        bn254_mac(&ph, &pl, vb[j] & BN254_EMU_M52, vc[j] & BN254_EMU_M52, 0, 0);
        /* the product is below 2^104: bits 52..103 are pl's top 12 and ph's low 40 */
        x = hi ? ((pl >> 52) | (ph << 12)) & BN254_EMU_M52 : pl & BN254_EMU_M52;
        if (!(va[j] >> 63) && ((va[j] + x) >> 63)) bn254_emu_fail(op, j, va[j], x);
        va[j] += x;
    }
    return bn254_emu_put(va);
}

static BN254_INLINE bn254_emu_v bn254_emu_madd52lo_epu64(bn254_emu_v a, bn254_emu_v b,
                                                         bn254_emu_v c) {
    return bn254_emu_madd52(a, b, c, 0, "_mm512_madd52lo_epu64");
}

static BN254_INLINE bn254_emu_v bn254_emu_madd52hi_epu64(bn254_emu_v a, bn254_emu_v b,
                                                         bn254_emu_v c) {
    return bn254_emu_madd52(a, b, c, 1, "_mm512_madd52hi_epu64");
}

/* In unsigned arithmetic (>> of a negative signed value is implementation-
 * defined in C): the logical shift, then the sign bit into the vacated top bits. */
static BN254_INLINE bn254_emu_v bn254_emu_srai_epi64(bn254_emu_v a, unsigned int imm8) {
    uint64_t v[8];
    unsigned int n = imm8 & 0xff;
    int j;
    bn254_emu_get(v, a);
    for (j = 0; j < 8; j++) {
        uint64_t sign = v[j] >> 63;
        if (n > 63) {
            v[j] = sign ? ~(uint64_t)0 : 0;
        } else if (n > 0) {
            v[j] = (v[j] >> n) | (sign ? ~(~(uint64_t)0 >> n) : 0);
        }
    }
    return bn254_emu_put(v);
}

static BN254_INLINE bn254_emu_v bn254_emu_add_epi64(bn254_emu_v a, bn254_emu_v b) {
    uint64_t va[8], vb[8];
    int j;
    bn254_emu_get(va, a);
    bn254_emu_get(vb, b);
    for (j = 0; j < 8; j++) va[j] += vb[j];
    return bn254_emu_put(va);
}

static BN254_INLINE bn254_emu_v bn254_emu_sub_epi64(bn254_emu_v a, bn254_emu_v b) {
    uint64_t va[8], vb[8];
    int j;
    bn254_emu_get(va, a);
    bn254_emu_get(vb, b);
    for (j = 0; j < 8; j++) va[j] -= vb[j];
    return bn254_emu_put(va);
}

static BN254_INLINE void bn254_emu_check_aligned(const void *p, const char *op) {
    if ((uintptr_t)p & 63) bn254_emu_fail(op, 0, (uint64_t)(uintptr_t)p, 64);
}

static BN254_INLINE bn254_emu_v bn254_emu_load_si512(const void *p) {
    bn254_emu_check_aligned(p, "_mm512_load_si512");
    return simde_mm512_load_si512(p);
}

static BN254_INLINE void bn254_emu_store_si512(void *p, bn254_emu_v a) {
    bn254_emu_check_aligned(p, "_mm512_store_si512");
    simde_mm512_store_si512(p, a);
}

/* The Montgomery factor's operand, reduced to the 52 bits the instruction reads. */
#define BN254_IFMA_LOW52(x) \
    simde_mm512_and_si512((x), simde_mm512_set1_epi64((int64_t)BN254_EMU_M52))

/*
 * The names fp12_ifma.h uses, as macros, so that the lane kernels compile
 * from the same text as on the real instructions. (A test that compares this
 * emulation with the instructions defines BN254_IFMA_EMU_NO_NAMES and calls
 * the bn254_emu_ and simde_ functions directly.)
 */
#if !defined(BN254_IFMA_EMU_NO_NAMES)
#define __m512i bn254_emu_v
#define __mmask8 bn254_emu_mask8
#define _mm512_set1_epi64 simde_mm512_set1_epi64
#define _mm512_setr_epi64 simde_mm512_setr_epi64
#define _mm512_setzero_si512 simde_mm512_setzero_si512
#define _mm512_add_epi64 bn254_emu_add_epi64
#define _mm512_sub_epi64 bn254_emu_sub_epi64
#define _mm512_and_si512 simde_mm512_and_si512
#define _mm512_slli_epi64 simde_mm512_slli_epi64
#define _mm512_permutexvar_epi64 simde_mm512_permutexvar_epi64
#define _mm512_mask_permutexvar_epi64 simde_mm512_mask_permutexvar_epi64
#define _mm512_mask_blend_epi64 simde_mm512_mask_blend_epi64
#define _mm512_maskz_mov_epi64 simde_mm512_maskz_mov_epi64
#define _mm512_load_si512 bn254_emu_load_si512
#define _mm512_store_si512 bn254_emu_store_si512
#define _mm512_madd52lo_epu64 bn254_emu_madd52lo_epu64
#define _mm512_madd52hi_epu64 bn254_emu_madd52hi_epu64
#define _mm512_srai_epi64 bn254_emu_srai_epi64
#endif

#endif /* BN254_IFMA_EMU_H */
