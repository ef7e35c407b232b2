/* SPDX-License-Identifier: MIT */
/*
 * fp12_ifma.h: Fp12 products in AVX-512 IFMA lanes (x86-64 backend).
 *
 * Why lanes. VPMADD52LUQ/HUQ multiply eight pairs of 52-bit numbers at once
 * (low and high halves of the 104-bit products, added to 64-bit
 * accumulators). One element of Fp does not fill eight lanes, but an element
 * of Fp12 does: f = g0 + g1 w + ... + g5 w^5 over Fp2 (w^6 = xi = 9 + u, the
 * w-basis of fp12.h), with g_k in lane k (lanes 6 and 7 idle). A product is
 * then the polynomial product modulo w^6 - xi, computed as six rounds in
 * which every lane k adds g_{k-s} h_s (times xi where k < s wraps around),
 * each Fp2 product by Karatsuba in three unreduced double-width sums, and one
 * Montgomery reduction per coordinate at the end: 36 Fp2 products, 108
 * 256-bit products, 12 reductions, and no reduced additions in between. The
 * multiplications of a pairing are long chains of such products (the Miller
 * loop's f, the final exponentiation), so a chain stays in lanes and converts
 * once at each end (fp12.h, bn254_fp12_acc).
 *
 * Representation. Radix 2^52, five limbs per lane (limb j of lane k in
 * bits 64 k .. 64 k + 51 of vector j), Montgomery form with R' = 2^260
 * (a R' mod p), reduction constant n0' = -p^-1 mod 2^52. At rest every limb
 * is in [0, 2^52) and every value in [0, 2p). A reduction of T < 84 p^2
 * (= floor(2^260 / p) p^2) leaves T / 2^260 + p < 2p; every accumulation
 * below stays under that bound (48 p^2 at most: six terms of 8 p^2).
 * Algorithm: Montgomery, "Modular multiplication without trial division",
 * Math. Comp. 44 (1985), in its separated operand-scanning form; radix 2^52
 * with IFMA as in Gueron, Krasnov, "Accelerating big integer arithmetic
 * using Intel IFMA extensions", ARITH 2016, and Drucker, Gueron, "Fast
 * modular squaring with AVX512IFMA", ePrint 2018/335.
 *
 * Conversions. A scalar element a R (R = 2^256, canonical) read limb for limb
 * into lanes is a R = (a / 16) R': the value divided by 16. The exact
 * conversions multiply by 16 (in) and by 2^256 / 2^260 (out). A Miller-loop
 * line enters without conversion (bn254_kern_fp12x_mul_by_line multiplies by
 * the line divided by 16); the Fp12 layer counts those factors and removes
 * them when it converts out.
 *
 * Cost (8-lane instructions; 50 IFMA per 256-bit product, 55 per
 * reduction): product 6 x 150 + 2 x 55 = 1010 IFMA and ~350 other
 * instructions, against 18 scalar Fp2 products and ~60 Fp2 additions; line
 * product (3 rounds) 3 x 200 + 110; cyclotomic squaring (Granger, Scott,
 * "Faster squaring in the cyclotomic subgroup of sixth degree extensions",
 * ePrint 2009/565, in lanes: x_i^2 + xi y_i^2 and 2 x_i y_i side by side)
 * 2 x 200 + 110. The 512-bit IFMA issues about once a cycle on the Zen 5
 * machine measured (doc/performance.md), so the IFMA count bounds the time.
 *
 * Every function needs AVX-512F and AVX-512 IFMA; callers check
 * bn254_cpu_ifma (cpu_x86_64.h) first. Functions carry the target attribute,
 * so the rest of the library is compiled for the baseline ISA.
 *
 * BN254_IFMA_EMULATE (CMake BN254_X86_IFMA=EMULATE, tests only): the same
 * text compiled against ifma_emu.h, a portable C emulation of the
 * intrinsics that also checks their operand contracts (factors below 2^52,
 * aligned loads and stores), on any CPU.
 */
#ifndef BN254_FP12_IFMA_H
#define BN254_FP12_IFMA_H

#include <stdint.h>

#if defined(BN254_IFMA_EMULATE)
#include "ifma_emu.h"
#define BN254_IFMA_TARGET
#else
#include <immintrin.h>
#define BN254_IFMA_TARGET __attribute__((target("avx512f,avx512ifma")))
/* The instruction reads only bits 0..51 of each factor (ifma_emu.h masks). */
#define BN254_IFMA_LOW52(x) (x)
#endif
#define BN254_IFMA_ALIGN __attribute__((aligned(64)))
#define BN254_IFMA_INLINE static __inline__ __attribute__((always_inline)) BN254_IFMA_TARGET
#define BN254_IFMA_FN static BN254_IFMA_TARGET

#define BN254_IFMA_M52 ((uint64_t)0xfffffffffffff)

/* What the backend's name (bn254_backend()) ends with while the lanes run. */
#if defined(BN254_IFMA_EMULATE)
#define BN254_IFMA_NAME "-ifma-emulated"
#else
#define BN254_IFMA_NAME "-ifma"
#endif

/* bn254_kern_fp12x_mul_by_line multiplies by the line divided by this (the
 * factor of reading an R-form value as an R'-form one, 2^260 / 2^256). */
#define BN254_KERN_FP12X_LINE_DIV 16

/* 8 lanes of Fp, 8 lanes of Fp2 (the working types). */
typedef struct {
    __m512i l[5];
} bn254_ifma_fp;
typedef struct {
    bn254_ifma_fp c0, c1;
} bn254_ifma_fp2;

/* An Fp12 element stored in lanes (g_k in lane k); the type kernels.h gives
 * the layers above, which never look inside. */
typedef struct {
    BN254_IFMA_ALIGN uint64_t c[2][5][8];
} bn254_kern_fp12x;

static const uint64_t bn254_ifma_p[5] = {BN254_IFMA_P};
static const uint64_t bn254_ifma_p2[5] = {BN254_IFMA_P2};
static const uint64_t bn254_ifma_one[5] = {BN254_IFMA_ONE};
static const uint64_t bn254_ifma_to_r[5] = {BN254_IFMA_TO_R};
/* Frobenius coefficients gamma_{k,i} in R' form, lane i (i = 0: one). */
static const BN254_IFMA_ALIGN uint64_t bn254_ifma_gamma1[2][5][8] = {{BN254_IFMA_GAMMA1_C0},
                                                                     {BN254_IFMA_GAMMA1_C1}};
static const BN254_IFMA_ALIGN uint64_t bn254_ifma_gamma2[5][8] = {BN254_IFMA_GAMMA2_C0};
static const BN254_IFMA_ALIGN uint64_t bn254_ifma_gamma3[2][5][8] = {{BN254_IFMA_GAMMA3_C0},
                                                                     {BN254_IFMA_GAMMA3_C1}};
/* Lane k <- lane (k - s) mod 6: the operand rotation of round s. */
static const BN254_IFMA_ALIGN int64_t bn254_ifma_rot[6][8] = {
    {0, 1, 2, 3, 4, 5, 6, 7}, {5, 0, 1, 2, 3, 4, 6, 7}, {4, 5, 0, 1, 2, 3, 6, 7},
    {3, 4, 5, 0, 1, 2, 6, 7}, {2, 3, 4, 5, 0, 1, 6, 7}, {1, 2, 3, 4, 5, 0, 6, 7}};

/* ---- Fp in lanes -------------------------------------------------------- */

BN254_IFMA_INLINE __m512i bn254_ifma_bc(uint64_t v) {
    return _mm512_set1_epi64((long long)v);
}

/* Carries: each limb's bits from 52 up (signed) move to the next limb. */
BN254_IFMA_INLINE void bn254_ifma_norm(bn254_ifma_fp *r) {
    const __m512i m = bn254_ifma_bc(BN254_IFMA_M52);
    int j;
    for (j = 0; j < 4; j++) {
        __m512i c = _mm512_srai_epi64(r->l[j], 52);
        r->l[j] = _mm512_and_si512(r->l[j], m);
        r->l[j + 1] = _mm512_add_epi64(r->l[j + 1], c);
    }
}

/* r = v mod p in [0, 2p) for normalized 0 <= v < 2^259 (< 43 p): subtract
 * q p with q = floor(v_4 K / 2^52), K = floor(2^260 / p) = 84; q <= floor(v / p)
 * <= q + 1 because v_4 2^208 <= v < (v_4 + 1) 2^208 and K > 2^260 / p - 1. */
BN254_IFMA_INLINE void bn254_ifma_reduce(bn254_ifma_fp *r, const bn254_ifma_fp *v) {
    const __m512i z = _mm512_setzero_si512();
    __m512i q = _mm512_madd52hi_epu64(z, v->l[4], bn254_ifma_bc(BN254_IFMA_QK));
    int j;
    *r = *v;
    for (j = 0; j < 5; j++) {
        __m512i pj = bn254_ifma_bc(bn254_ifma_p[j]);
        r->l[j] = _mm512_sub_epi64(r->l[j], _mm512_madd52lo_epu64(z, q, pj));
        if (j < 4) r->l[j + 1] = _mm512_sub_epi64(r->l[j + 1], _mm512_madd52hi_epu64(z, q, pj));
    }
    bn254_ifma_norm(r);
}

/* r = 2p - a (a <= 2p), in (0, 2p]. */
BN254_IFMA_INLINE void bn254_ifma_neg(bn254_ifma_fp *r, const bn254_ifma_fp *a) {
    int j;
    for (j = 0; j < 5; j++) r->l[j] = _mm512_sub_epi64(bn254_ifma_bc(bn254_ifma_p2[j]), a->l[j]);
    bn254_ifma_norm(r);
}

/* (9 + u)(a0 + a1 u) = (9 a0 - a1) + (9 a1 + a0) u; both sums < 20 p. */
BN254_IFMA_INLINE void bn254_ifma_fp2_mul_xi(bn254_ifma_fp2 *r, const bn254_ifma_fp2 *a) {
    bn254_ifma_fp c0, c1;
    int j;
    for (j = 0; j < 5; j++) {
        __m512i a0 = a->c0.l[j], a1 = a->c1.l[j];
        __m512i n0 = _mm512_add_epi64(_mm512_slli_epi64(a0, 3), a0);
        __m512i n1 = _mm512_add_epi64(_mm512_slli_epi64(a1, 3), a1);
        c0.l[j] = _mm512_sub_epi64(_mm512_add_epi64(n0, bn254_ifma_bc(bn254_ifma_p2[j])), a1);
        c1.l[j] = _mm512_add_epi64(n1, a0);
    }
    bn254_ifma_norm(&c0);
    bn254_ifma_norm(&c1);
    bn254_ifma_reduce(&r->c0, &c0);
    bn254_ifma_reduce(&r->c1, &c1);
}

/* Double-width accumulator of one coordinate: column c (weight 2^(52 c)) gets
 * the low halves of a_i b_j with i + j = c and the high halves with i + j = c - 1. */
BN254_IFMA_INLINE void bn254_ifma_acc(__m512i t[10], const bn254_ifma_fp *a,
                                      const bn254_ifma_fp *b) {
    int i, j;
    for (i = 0; i < 5; i++) {
        for (j = 0; j < 5; j++) {
            t[i + j] = _mm512_madd52lo_epu64(t[i + j], a->l[i], b->l[j]);
            t[i + j + 1] = _mm512_madd52hi_epu64(t[i + j + 1], a->l[i], b->l[j]);
        }
    }
}

/* r = T / 2^260 mod p in [0, 2p), T < 84 p^2 in t; t is consumed. */
BN254_IFMA_INLINE void bn254_ifma_redc(bn254_ifma_fp *r, __m512i t[10]) {
    const __m512i z = _mm512_setzero_si512(), n0 = bn254_ifma_bc(BN254_IFMA_N0);
    int i, j;
    for (i = 0; i < 5; i++) {
        /* t_i + m p_0 = 0 mod 2^52, from the low 52 bits of the column t_i */
        __m512i m = _mm512_madd52lo_epu64(z, BN254_IFMA_LOW52(t[i]), n0);
        for (j = 0; j < 5; j++) {
            __m512i pj = bn254_ifma_bc(bn254_ifma_p[j]);
            t[i + j] = _mm512_madd52lo_epu64(t[i + j], m, pj);
            t[i + j + 1] = _mm512_madd52hi_epu64(t[i + j + 1], m, pj);
        }
        t[i + 1] = _mm512_add_epi64(t[i + 1], _mm512_srai_epi64(t[i], 52));
    }
    for (j = 0; j < 5; j++) r->l[j] = t[5 + j];
    bn254_ifma_norm(r);
}

BN254_IFMA_INLINE void bn254_ifma_zero(__m512i t[10]) {
    int j;
    for (j = 0; j < 10; j++) t[j] = _mm512_setzero_si512();
}

/* Lane permutation and selection. */
BN254_IFMA_INLINE void bn254_ifma_perm(bn254_ifma_fp *r, const bn254_ifma_fp *a, __m512i idx) {
    int j;
    for (j = 0; j < 5; j++) r->l[j] = _mm512_permutexvar_epi64(idx, a->l[j]);
}
BN254_IFMA_INLINE void bn254_ifma_fp2_perm(bn254_ifma_fp2 *r, const bn254_ifma_fp2 *a,
                                           __m512i idx) {
    bn254_ifma_perm(&r->c0, &a->c0, idx);
    bn254_ifma_perm(&r->c1, &a->c1, idx);
}
/* r = a, with the lanes in m taken from b. */
BN254_IFMA_INLINE void bn254_ifma_blend(bn254_ifma_fp *r, __mmask8 m, const bn254_ifma_fp *a,
                                        const bn254_ifma_fp *b) {
    int j;
    for (j = 0; j < 5; j++) r->l[j] = _mm512_mask_blend_epi64(m, a->l[j], b->l[j]);
}

/* The operands of one round of a lane product: a and b over Fp2, with the
 * sums a0 + a1 and b0 + b1 that Karatsuba multiplies (normalized, < 4p and
 * < 8p: bn254_ifma_round_sums). */
typedef struct {
    bn254_ifma_fp a0, a1, as, b0, b1, bs;
} bn254_ifma_round;

BN254_IFMA_INLINE void bn254_ifma_round_sums(bn254_ifma_round *o) {
    int j;
    for (j = 0; j < 5; j++) {
        o->as.l[j] = _mm512_add_epi64(o->a0.l[j], o->a1.l[j]);
        o->bs.l[j] = _mm512_add_epi64(o->b0.l[j], o->b1.l[j]);
    }
    bn254_ifma_norm(&o->as);
    bn254_ifma_norm(&o->bs);
}

/* 24 p^2 in 10 limbs: added to a difference of double-width sums to keep it >= 0. */
static const uint64_t bn254_ifma_p2x24[10] = {BN254_IFMA_P2X24};

/* r = sum over the n rounds of a b, per lane: Karatsuba at double width,
 * three sums of n 256-bit products (P00 = sum a0 b0, P11 = sum a1 b1,
 * Pss = sum (a0 + a1)(b0 + b1), each in its own pass so that ten accumulators
 * are live), then c0 = P00 - P11 + 24 p^2 and c1 = Pss - P00 - P11
 * (= sum a0 b1 + a1 b0 >= 0), one reduction each. Callers keep P11 below
 * 24 p^2 and both results below 84 p^2 (so r < 2p): six rounds of a, b < 2p
 * give at most 24 p^2 and 48 p^2; the two rounds of the cyclotomic squaring,
 * with some b < 4p, 12 p^2 and 36 p^2. */
BN254_IFMA_INLINE void bn254_ifma_karatsuba(bn254_ifma_fp2 *r, const bn254_ifma_round *o, int n) {
    __m512i p00[10], p11[10], pss[10];
    int s, j;
    bn254_ifma_zero(p00);
    for (s = 0; s < n; s++) bn254_ifma_acc(p00, &o[s].a0, &o[s].b0);
    bn254_ifma_zero(p11);
    for (s = 0; s < n; s++) bn254_ifma_acc(p11, &o[s].a1, &o[s].b1);
    bn254_ifma_zero(pss);
    for (s = 0; s < n; s++) bn254_ifma_acc(pss, &o[s].as, &o[s].bs);
    for (j = 0; j < 10; j++) {
        pss[j] = _mm512_sub_epi64(pss[j], _mm512_add_epi64(p00[j], p11[j]));
        p00[j] = _mm512_add_epi64(p00[j], bn254_ifma_bc(bn254_ifma_p2x24[j]));
        p00[j] = _mm512_sub_epi64(p00[j], p11[j]);
    }
    bn254_ifma_redc(&r->c0, p00);
    bn254_ifma_redc(&r->c1, pss);
}

/* ---- storage ------------------------------------------------------------ */

BN254_IFMA_INLINE void bn254_ifma_load(bn254_ifma_fp2 *r, const bn254_kern_fp12x *a) {
    int j;
    for (j = 0; j < 5; j++) {
        r->c0.l[j] = _mm512_load_si512(a->c[0][j]);
        r->c1.l[j] = _mm512_load_si512(a->c[1][j]);
    }
}
BN254_IFMA_INLINE void bn254_ifma_store(bn254_kern_fp12x *r, const bn254_ifma_fp2 *a) {
    int j;
    for (j = 0; j < 5; j++) {
        _mm512_store_si512(r->c[0][j], a->c0.l[j]);
        _mm512_store_si512(r->c[1][j], a->c1.l[j]);
    }
}
BN254_IFMA_INLINE void bn254_ifma_const(bn254_ifma_fp *r, const uint64_t c[5][8]) {
    int j;
    for (j = 0; j < 5; j++) r->l[j] = _mm512_load_si512(c[j]);
}

/* The 52-bit limbs of a canonical 4 x 64-bit value. */
static void bn254_ifma_split(uint64_t r[5], const uint64_t a[4]) {
    r[0] = a[0] & BN254_IFMA_M52;
    r[1] = ((a[0] >> 52) | (a[1] << 12)) & BN254_IFMA_M52;
    r[2] = ((a[1] >> 40) | (a[2] << 24)) & BN254_IFMA_M52;
    r[3] = ((a[2] >> 28) | (a[3] << 36)) & BN254_IFMA_M52;
    r[4] = a[3] >> 16;
}

/* ---- Fp12 in lanes ------------------------------------------------------ */

/* g_k of a scalar element (Montgomery R, canonical), read as it is: each
 * lane holds g_k / 16 in R' form (see the file comment). */
static void bn254_ifma_read(bn254_kern_fp12x *r, const bn254_fp2 g[6]) {
    int k, j;
    bn254_zero(r, sizeof *r);
    for (k = 0; k < 6; k++) {
        uint64_t l0[5], l1[5];
        bn254_ifma_split(l0, g[k].c0.l);
        bn254_ifma_split(l1, g[k].c1.l);
        for (j = 0; j < 5; j++) {
            r->c[0][j][k] = l0[j];
            r->c[1][j][k] = l1[j];
        }
    }
}

/* r = a (exact). */
BN254_IFMA_FN void bn254_kern_fp12x_from(bn254_kern_fp12x *r, const bn254_fp2 g[6]) {
    bn254_ifma_fp2 v;
    int c, j;
    bn254_ifma_read(r, g);
    bn254_ifma_load(&v, r);
    for (c = 0; c < 2; c++) { /* times 16: a shift, then one reduction of < 16 p */
        bn254_ifma_fp *x = c ? &v.c1 : &v.c0;
        for (j = 0; j < 5; j++) x->l[j] = _mm512_slli_epi64(x->l[j], 4);
        bn254_ifma_norm(x);
        bn254_ifma_reduce(x, x);
    }
    bn254_ifma_store(r, &v);
}

/* g = a (exact, canonical): Montgomery product by 2^256 mod p, then < p. */
BN254_IFMA_FN void bn254_kern_fp12x_to(bn254_fp2 g[6], const bn254_kern_fp12x *a) {
    bn254_ifma_fp2 v;
    bn254_kern_fp12x t;
    __m512i acc[10];
    bn254_ifma_fp c;
    int k, j, i;
    for (j = 0; j < 5; j++) c.l[j] = bn254_ifma_bc(bn254_ifma_to_r[j]);
    bn254_ifma_load(&v, a);
    bn254_ifma_zero(acc);
    bn254_ifma_acc(acc, &v.c0, &c);
    bn254_ifma_redc(&v.c0, acc);
    bn254_ifma_zero(acc);
    bn254_ifma_acc(acc, &v.c1, &c);
    bn254_ifma_redc(&v.c1, acc);
    bn254_ifma_store(&t, &v);
    for (k = 0; k < 6; k++) {
        for (i = 0; i < 2; i++) {
            const uint64_t *l = &t.c[i][0][k];
            uint64_t x[4], y[4];
            x[0] = l[0] | (l[8] << 52);
            x[1] = (l[8] >> 12) | (l[16] << 40);
            x[2] = (l[16] >> 24) | (l[24] << 28);
            x[3] = (l[24] >> 36) | (l[32] << 16);
            /* < 2p -> < p */
            if (bn254_u256_sub(y, x, bn254_u256_p) == 0) bn254_copy(x, y, sizeof x);
            bn254_copy(i ? g[k].c1.l : g[k].c0.l, x, sizeof x);
        }
    }
}

BN254_IFMA_FN void bn254_kern_fp12x_set_one(bn254_kern_fp12x *r) {
    int j;
    bn254_zero(r, sizeof *r);
    for (j = 0; j < 5; j++) r->c[0][j][0] = bn254_ifma_one[j];
}

/* r = a b: C_k = sum_s a_{k-s} b_s, with xi b_s where k < s (w^6 = xi): six
 * rounds, round s with a rotated by s lanes and b_s on every lane. */
BN254_IFMA_FN void bn254_kern_fp12x_mul(bn254_kern_fp12x *r, const bn254_kern_fp12x *a,
                                        const bn254_kern_fp12x *b) {
    bn254_ifma_fp2 va, vb, vx, ar;
    bn254_ifma_round o[6];
    int s, j;
    bn254_ifma_load(&va, a);
    bn254_ifma_load(&vb, b);
    bn254_ifma_fp2_mul_xi(&vx, &vb);
    for (s = 0; s < 6; s++) {
        const __m512i bs = _mm512_set1_epi64(s);
        const __mmask8 wrap = (__mmask8)((1u << s) - 1); /* lanes k < s */
        bn254_ifma_fp2_perm(&ar, &va, _mm512_load_si512(bn254_ifma_rot[s]));
        o[s].a0 = ar.c0;
        o[s].a1 = ar.c1;
        for (j = 0; j < 5; j++) { /* b_s on every lane, xi b_s on the lanes that wrap */
            __m512i b0 = _mm512_permutexvar_epi64(bs, vb.c0.l[j]);
            __m512i b1 = _mm512_permutexvar_epi64(bs, vb.c1.l[j]);
            o[s].b0.l[j] = _mm512_mask_permutexvar_epi64(b0, wrap, bs, vx.c0.l[j]);
            o[s].b1.l[j] = _mm512_mask_permutexvar_epi64(b1, wrap, bs, vx.c1.l[j]);
        }
        bn254_ifma_round_sums(&o[s]);
    }
    bn254_ifma_karatsuba(&va, o, 6);
    bn254_ifma_store(r, &va);
}

/* r = a (l0 + l1 w + l3 w^3) / 16: three rounds (s = 0, 1, 3) against the
 * line's coefficients broadcast to every lane, xi l_s where k < s. The
 * coefficients are scalar elements read as they are (the factor 1/16). */
static void bn254_ifma_split2(uint64_t r[2][5], const bn254_fp2 *v) {
    bn254_ifma_split(r[0], v->c0.l);
    bn254_ifma_split(r[1], v->c1.l);
}
/* b on every lane, x on the lanes in wrap. */
BN254_IFMA_INLINE void bn254_ifma_pick(bn254_ifma_round *o, __mmask8 wrap, const uint64_t b[2][5],
                                       const uint64_t x[2][5]) {
    int j;
    for (j = 0; j < 5; j++) {
        o->b0.l[j] = _mm512_mask_blend_epi64(wrap, bn254_ifma_bc(b[0][j]), bn254_ifma_bc(x[0][j]));
        o->b1.l[j] = _mm512_mask_blend_epi64(wrap, bn254_ifma_bc(b[1][j]), bn254_ifma_bc(x[1][j]));
    }
}
BN254_IFMA_FN void bn254_kern_fp12x_mul_by_line(bn254_kern_fp12x *r, const bn254_kern_fp12x *a,
                                                const bn254_fp2 *l0, const bn254_fp2 *l1,
                                                const bn254_fp2 *l3) {
    static const int shift[3] = {0, 1, 3};
    bn254_fp2 x1, x3;
    uint64_t c[5][2][5];
    bn254_ifma_fp2 va, ar;
    bn254_ifma_round o[3];
    int s;
    bn254_kern_fp2_mul_xi(&x1, l1);
    bn254_kern_fp2_mul_xi(&x3, l3);
    bn254_ifma_split2(c[0], l0);
    bn254_ifma_split2(c[1], l1);
    bn254_ifma_split2(c[2], &x1);
    bn254_ifma_split2(c[3], l3);
    bn254_ifma_split2(c[4], &x3);
    bn254_ifma_load(&va, a);
    for (s = 0; s < 3; s++) {
        bn254_ifma_fp2_perm(&ar, &va, _mm512_load_si512(bn254_ifma_rot[shift[s]]));
        o[s].a0 = ar.c0;
        o[s].a1 = ar.c1;
    }
    bn254_ifma_pick(&o[0], 0, (const uint64_t(*)[5])c[0], (const uint64_t(*)[5])c[0]);
    bn254_ifma_pick(&o[1], 0x01, (const uint64_t(*)[5])c[1], (const uint64_t(*)[5])c[2]);
    bn254_ifma_pick(&o[2], 0x07, (const uint64_t(*)[5])c[3], (const uint64_t(*)[5])c[4]);
    for (s = 0; s < 3; s++) bn254_ifma_round_sums(&o[s]);
    bn254_ifma_karatsuba(&va, o, 3);
    bn254_ifma_store(r, &va);
}

/* r = conj(a) = a^(p^6): g1, g3, g5 negated. */
BN254_IFMA_FN void bn254_kern_fp12x_conj(bn254_kern_fp12x *r, const bn254_kern_fp12x *a) {
    bn254_ifma_fp2 v, n;
    bn254_ifma_load(&v, a);
    bn254_ifma_neg(&n.c0, &v.c0);
    bn254_ifma_neg(&n.c1, &v.c1);
    bn254_ifma_blend(&v.c0, 0x2a, &v.c0, &n.c0);
    bn254_ifma_blend(&v.c1, 0x2a, &v.c1, &n.c1);
    bn254_ifma_store(r, &v);
}

/* r = a^2 for a in the cyclotomic subgroup (Granger-Scott, as fp12_impl.h):
 * with A_i = x_i + y_i s = g_i + g_{i+3} s over Fp4 = Fp2[s]/(s^2 - xi), lanes
 * 0-2 compute X_i = x_i^2 + xi y_i^2, lanes 3-5 Y_i = 2 x_i y_i, and then
 *   g0' = 3 X0 - 2 g0, g1' = 3 xi Y2 + 2 g1, g2' = 3 X1 - 2 g2,
 *   g3' = 3 Y0 + 2 g3, g4' = 3 X2 - 2 g4, g5' = 3 Y1 + 2 g5. */
BN254_IFMA_FN void bn254_kern_fp12x_cyclo_sqr(bn254_kern_fp12x *r, const bn254_kern_fp12x *a) {
    const __mmask8 upper = 0x38;
    const __m512i x_idx = _mm512_setr_epi64(0, 1, 2, 0, 1, 2, 6, 7);
    const __m512i y_idx = _mm512_setr_epi64(3, 4, 5, 3, 4, 5, 6, 7);
    bn254_ifma_fp2 g, x, dbl, xg, y, t, tx;
    bn254_ifma_round o[2];
    int c, j;
    bn254_ifma_load(&g, a);
    /* round 1: lanes 0-2 x_i x_i, lanes 3-5 x_i (2 y_i) */
    bn254_ifma_fp2_perm(&x, &g, x_idx);
    for (c = 0; c < 2; c++) {
        const bn254_ifma_fp *gc = c ? &g.c1 : &g.c0;
        bn254_ifma_fp *d = c ? &dbl.c1 : &dbl.c0;
        for (j = 0; j < 5; j++) d->l[j] = _mm512_add_epi64(gc->l[j], gc->l[j]); /* < 4p */
        bn254_ifma_norm(d);
    }
    bn254_ifma_blend(&o[0].a0, upper, &g.c0, &x.c0);
    bn254_ifma_blend(&o[0].a1, upper, &g.c1, &x.c1);
    bn254_ifma_blend(&o[0].b0, upper, &g.c0, &dbl.c0);
    bn254_ifma_blend(&o[0].b1, upper, &g.c1, &dbl.c1);
    /* round 2: lanes 0-2 y_i (xi y_i); lanes 3-5 add nothing (zero operand) */
    bn254_ifma_fp2_mul_xi(&xg, &g);
    bn254_ifma_fp2_perm(&y, &g, y_idx);
    for (j = 0; j < 5; j++) {
        o[1].a0.l[j] = _mm512_maskz_mov_epi64((__mmask8)~upper, y.c0.l[j]);
        o[1].a1.l[j] = _mm512_maskz_mov_epi64((__mmask8)~upper, y.c1.l[j]);
    }
    bn254_ifma_fp2_perm(&t, &xg, y_idx);
    o[1].b0 = t.c0;
    o[1].b1 = t.c1;
    bn254_ifma_round_sums(&o[0]);
    bn254_ifma_round_sums(&o[1]);
    bn254_ifma_karatsuba(&t, o, 2); /* X0 X1 X2 Y0 Y1 Y2 */
    bn254_ifma_fp2_perm(&t, &t, _mm512_setr_epi64(0, 5, 1, 3, 2, 4, 6, 7));
    bn254_ifma_fp2_mul_xi(&tx, &t);
    bn254_ifma_blend(&t.c0, 0x02, &t.c0, &tx.c0);
    bn254_ifma_blend(&t.c1, 0x02, &t.c1, &tx.c1);
    /* 3 T -+ 2 g = T + 2 (T + G), G = g on lanes 1, 3, 5 and 2p - g on 0, 2, 4 */
    for (c = 0; c < 2; c++) {
        const bn254_ifma_fp *gc = c ? &g.c1 : &g.c0;
        bn254_ifma_fp *tc = c ? &t.c1 : &t.c0, ng, s;
        bn254_ifma_neg(&ng, gc);
        bn254_ifma_blend(&ng, 0x2a, &ng, gc);
        for (j = 0; j < 5; j++) {
            __m512i d = _mm512_add_epi64(tc->l[j], ng.l[j]);
            s.l[j] = _mm512_add_epi64(tc->l[j], _mm512_add_epi64(d, d)); /* < 10 p */
        }
        bn254_ifma_norm(&s);
        bn254_ifma_reduce(tc, &s);
    }
    bn254_ifma_store(r, &t);
}

/* r = a^(p^k), k = 1 or 3: conj(g_i) gamma_{k,i} per lane,
 * (a0 - a1 u)(y0 + y1 u) = (a0 y0 + a1 y1) + (a0 y1 + a1 (2p - y0)) u. */
BN254_IFMA_FN void bn254_ifma_frobenius_odd(bn254_kern_fp12x *r, const bn254_kern_fp12x *a,
                                            const uint64_t gamma[2][5][8]) {
    bn254_ifma_fp2 v;
    bn254_ifma_fp y0, y1, ny0;
    __m512i t0[10], t1[10];
    bn254_ifma_load(&v, a);
    bn254_ifma_const(&y0, gamma[0]);
    bn254_ifma_const(&y1, gamma[1]);
    bn254_ifma_neg(&ny0, &y0);
    bn254_ifma_zero(t0);
    bn254_ifma_zero(t1);
    bn254_ifma_acc(t0, &v.c0, &y0);
    bn254_ifma_acc(t0, &v.c1, &y1);
    bn254_ifma_acc(t1, &v.c0, &y1);
    bn254_ifma_acc(t1, &v.c1, &ny0);
    bn254_ifma_redc(&v.c0, t0);
    bn254_ifma_redc(&v.c1, t1);
    bn254_ifma_store(r, &v);
}
BN254_IFMA_FN void bn254_kern_fp12x_frobenius(bn254_kern_fp12x *r, const bn254_kern_fp12x *a) {
    bn254_ifma_frobenius_odd(r, a, bn254_ifma_gamma1);
}
BN254_IFMA_FN void bn254_kern_fp12x_frobenius3(bn254_kern_fp12x *r, const bn254_kern_fp12x *a) {
    bn254_ifma_frobenius_odd(r, a, bn254_ifma_gamma3);
}
/* r = a^(p^2): g_i gamma_{2,i} with gamma_{2,i} in Fp. */
BN254_IFMA_FN void bn254_kern_fp12x_frobenius2(bn254_kern_fp12x *r, const bn254_kern_fp12x *a) {
    bn254_ifma_fp2 v;
    bn254_ifma_fp y;
    __m512i t0[10], t1[10];
    bn254_ifma_load(&v, a);
    bn254_ifma_const(&y, bn254_ifma_gamma2);
    bn254_ifma_zero(t0);
    bn254_ifma_zero(t1);
    bn254_ifma_acc(t0, &v.c0, &y);
    bn254_ifma_acc(t1, &v.c1, &y);
    bn254_ifma_redc(&v.c0, t0);
    bn254_ifma_redc(&v.c1, t1);
    bn254_ifma_store(r, &v);
}

/* 1 if a = 1 (compared in the canonical scalar form). */
BN254_IFMA_FN int bn254_kern_fp12x_is_one(const bn254_kern_fp12x *a) {
    static const bn254_fp2 one = {{{BN254_KERN_FP_CONST(BN254_FP_ONE)}}, {{0, 0, 0, 0}}};
    bn254_fp2 g[6];
    int k, j, d = 0;
    bn254_kern_fp12x_to(g, a);
    for (j = 0; j < 4; j++) d |= (g[0].c0.l[j] != one.c0.l[j]) | (g[0].c1.l[j] != 0);
    for (k = 1; k < 6; k++)
        for (j = 0; j < 4; j++) d |= (g[k].c0.l[j] != 0) | (g[k].c1.l[j] != 0);
    return !d;
}

#endif /* BN254_FP12_IFMA_H */
