/* SPDX-License-Identifier: MIT */
/*
 * kernels_c32.h: the c32 backend (BN254_BACKEND_C32), included only by
 * arch/kernels.h: Montgomery arithmetic (R = 2^256) on eight 32-bit words in
 * C99, for targets without a 64x64->128 product (rv32im, wasm32, armhf,
 * i686), with fused Fp2 products and a one-pass multiplication by xi; the
 * representation and the inversion are those of mont_repr.h. The element
 * storage stays bn254_fp's four 64-bit limbs; word 2i is the low half of
 * limb i, word 2i+1 the high half (read by shifts, so any byte order works;
 * on a 32-bit little-endian target that is two plain word loads).
 *
 * Multiplication is Montgomery in the separated operand scanning order (SOS,
 * Koc, Acar, Kaliski, "Analyzing and comparing Montgomery multiplication
 * algorithms", IEEE Micro 1996) with both halves written as product scanning
 * (Comba, "Exponentiation cryptosystems on the IBM PC", IBM Systems Journal
 * 1990): first the 512-bit product T = a b column by column, then the
 * reduction T + m p column by column, where each column first finishes m_k.
 * Each half keeps only 16 words live (a and b, then m and p), which fits the
 * 31 registers of RISC-V. A product column sums into a three-word accumulator;
 * one 32x32->64 product costs mul, mulhu and six additions and comparisons on
 * rv32im (no carry flag; "hi + carry" never overflows because the high word of
 * a product is at most 2^32 - 2). Squaring computes each cross product a_i a_j
 * (i < j) once, doubles the sum and adds the squares a_i^2 (28 + 8 products
 * instead of 64). Because p < 2^254, T + m p < 2 p R and the result of the
 * reduction is below 2p without a ninth word (the "no final carry" bound of
 * the 64-bit backend); one conditional subtraction makes it canonical.
 *
 * Addition and subtraction modulo p run on the same words, so that on 32-bit
 * targets no 64-bit carry arithmetic is emitted. Every macro and helper here
 * is forced inline: on rv32im gcc otherwise calls the accumulation helpers,
 * and the call overhead would double the cost.
 * All functions allow r to alias a or b.
 */
#ifndef BN254_KERNELS_C32_H
#define BN254_KERNELS_C32_H

#include <stdint.h>

#include "../consts.h"
#include "../util.h"

/* p and -p^-1 mod 2^32 as 32-bit words. */
#define BN254_C32_P0 ((uint32_t)(BN254_P_0 & 0xffffffffu))
#define BN254_C32_P1 ((uint32_t)(BN254_P_0 >> 32))
#define BN254_C32_P2 ((uint32_t)(BN254_P_1 & 0xffffffffu))
#define BN254_C32_P3 ((uint32_t)(BN254_P_1 >> 32))
#define BN254_C32_P4 ((uint32_t)(BN254_P_2 & 0xffffffffu))
#define BN254_C32_P5 ((uint32_t)(BN254_P_2 >> 32))
#define BN254_C32_P6 ((uint32_t)(BN254_P_3 & 0xffffffffu))
#define BN254_C32_P7 ((uint32_t)(BN254_P_3 >> 32))

/* Word i of a 4x64 element, and the element from eight words. */
#define BN254_C32_LO(x, i) ((uint32_t)(x)[i])
#define BN254_C32_HI(x, i) ((uint32_t)((x)[i] >> 32))
#define BN254_C32_LOAD8(w, x) \
    uint32_t w##0 = BN254_C32_LO(x, 0), w##1 = BN254_C32_HI(x, 0), w##2 = BN254_C32_LO(x, 1), \
             w##3 = BN254_C32_HI(x, 1), w##4 = BN254_C32_LO(x, 2), w##5 = BN254_C32_HI(x, 2), \
             w##6 = BN254_C32_LO(x, 3), w##7 = BN254_C32_HI(x, 3)
#define BN254_C32_JOIN(lo, hi) ((uint64_t)(lo) | ((uint64_t)(hi) << 32))

/*
 * The column accumulator of product scanning, in one of two forms:
 *   MAC(x, y):  accumulator += x y
 *   NEXT(out):  out = its low word; shift it down one word
 *   ADDW(t):    accumulator += t, right after NEXT
 *   SET(w):     accumulator = w;  LOW: its low word
 * Narrow (default): three words (c2:c1:c0) with carries by comparison, for
 * machines whose 64-bit additions are pairs of 32-bit ones (rv32im has no
 * carry flag: mul, mulhu and six additions and comparisons per product). The
 * high word of x y is at most 2^32 - 2, so adding the carry of the low word
 * into it cannot overflow.
 * Wide (BN254_C32_WIDE, the default for wasm32, whose i64 arithmetic is
 * native): c0 sums the low halves of the products and c1 the high halves in
 * 64 bits, without any comparison; a column holds at most 17 terms.
 */
#if !defined(BN254_C32_WIDE)
#if defined(__wasm__)
#define BN254_C32_WIDE 1
#else
#define BN254_C32_WIDE 0
#endif
#endif

#if BN254_C32_WIDE
#define BN254_C32_ACC_DECL uint64_t c0 = 0, c1 = 0
#define BN254_C32_MAC(x, y) \
    do { \
        uint64_t pr_ = (uint64_t)(x) * (y); \
        c0 += (uint32_t)pr_; \
        c1 += pr_ >> 32; \
    } while (0)
#define BN254_C32_NEXT(out) \
    do { \
        (out) = (uint32_t)c0; \
        c0 = (c0 >> 32) + c1; \
        c1 = 0; \
    } while (0)
#define BN254_C32_ADDW(t) (c0 += (uint32_t)(t))
#define BN254_C32_SET(w) (c0 = (w), c1 = 0)
#define BN254_C32_LOW ((uint32_t)c0)
#else
#define BN254_C32_ACC_DECL uint32_t c0 = 0, c1 = 0, c2 = 0
#define BN254_C32_MAC(x, y) \
    do { \
        uint64_t pr_ = (uint64_t)(x) * (y); \
        uint32_t lo_ = (uint32_t)pr_, hi_ = (uint32_t)(pr_ >> 32); \
        c0 += lo_; \
        hi_ += c0 < lo_; \
        c1 += hi_; \
        c2 += c1 < hi_; \
    } while (0)
#define BN254_C32_NEXT(out) \
    do { \
        (out) = c0; \
        c0 = c1; \
        c1 = c2; \
        c2 = 0; \
    } while (0)
/* (c1:c0) += t, right after NEXT (c1 is then a small carry count, c2 = 0). */
#define BN254_C32_ADDW(t) \
    do { \
        uint32_t t_ = (t); \
        c0 += t_; \
        c1 += c0 < t_; \
    } while (0)
#define BN254_C32_SET(w) (c0 = (w), c1 = 0, c2 = 0)
#define BN254_C32_LOW c0
#endif

/*
 * Carry chains over words: c (bo) is the carry (borrow) in and out, 0 or 1.
 *   ADC(x, y): x = x + y + c;   SBB(x, y): x = x - y - bo.
 * Narrow: by comparisons, five instructions a word on rv32im. Wide: in one
 * 64-bit sum. SMALL_INLINE: the modular addition and subtraction are forced
 * inline on RISC-V, where a call would cost a quarter of them, and left to
 * the compiler elsewhere: in wasm32 forcing them into every caller triples
 * the size of the module for nothing measurable, and on a host (the portable
 * test builds) it makes gcc take five times longer per translation unit
 * under ASan (158 s instead of 30 s), for no gain.
 */
#if BN254_C32_WIDE
#define BN254_C32_ADC(x, y) \
    do { \
        uint64_t t_ = (uint64_t)(x) + (y) + c; \
        (x) = (uint32_t)t_; \
        c = (uint32_t)(t_ >> 32); \
    } while (0)
#define BN254_C32_SBB(x, y) \
    do { \
        uint64_t t_ = (uint64_t)(x) - (y) - bo; \
        (x) = (uint32_t)t_; \
        bo = (uint32_t)(t_ >> 63); \
    } while (0)
#define BN254_C32_SMALL_INLINE BN254_INLINE
#else
#define BN254_C32_ADC(x, y) \
    do { \
        uint32_t y_ = (y), s_ = (x) + y_, k_ = s_ < y_; \
        (x) = s_ + c; \
        c = k_ | ((x) < c); \
    } while (0)
#define BN254_C32_SBB(x, y) \
    do { \
        uint32_t y_ = (y), d_ = (x) - y_, k_ = (x) < y_; \
        (x) = d_ - bo; \
        bo = k_ | (d_ < bo); \
    } while (0)
#if defined(__riscv)
#define BN254_C32_SMALL_INLINE BN254_ALWAYS_INLINE
#else
#define BN254_C32_SMALL_INLINE BN254_INLINE
#endif
#endif

/*
 * Column k < 8 of the reduction: T_k and the products m_i p_(k-i) (i < k) are
 * in the accumulator; m_k = c0 n0 mod 2^32 makes the column vanish, so of
 * m_k p_0 only the high word and the carry of the (zero) low word remain.
 */
#if BN254_C32_WIDE
#define BN254_C32_RED_M(m) \
    do { \
        (m) = (uint32_t)c0 * (uint32_t)BN254_N0_32; \
        BN254_C32_MAC((m), BN254_C32_P0); /* the low word becomes zero */ \
        c0 = (c0 >> 32) + c1; \
        c1 = 0; \
    } while (0)
#else
#define BN254_C32_RED_M(m) \
    do { \
        uint32_t hi_; \
        (m) = c0 * (uint32_t)BN254_N0_32; \
        hi_ = (uint32_t)(((uint64_t)(m) * BN254_C32_P0) >> 32); \
        hi_ += c0 != 0; /* c0 + lo(m p0) = 2^32 unless c0 = 0 */ \
        c1 += hi_; \
        c2 += c1 < hi_; \
        c0 = c1; \
        c1 = c2; \
        c2 = 0; \
    } while (0)
#endif

/*
 * Montgomery reduction of T = T0..T15 < p R (all uint32_t variables of the
 * caller) to r < 2p in r0..r7, column by column.
 */
#define BN254_C32_REDUCE() \
    do { \
        uint32_t m0, m1, m2, m3, m4, m5, m6, m7; \
        BN254_C32_SET(T0); \
        BN254_C32_RED_M(m0); \
        BN254_C32_ADDW(T1); \
        BN254_C32_MAC(m0, BN254_C32_P1); \
        BN254_C32_RED_M(m1); \
        BN254_C32_ADDW(T2); \
        BN254_C32_MAC(m0, BN254_C32_P2); \
        BN254_C32_MAC(m1, BN254_C32_P1); \
        BN254_C32_RED_M(m2); \
        BN254_C32_ADDW(T3); \
        BN254_C32_MAC(m0, BN254_C32_P3); \
        BN254_C32_MAC(m1, BN254_C32_P2); \
        BN254_C32_MAC(m2, BN254_C32_P1); \
        BN254_C32_RED_M(m3); \
        BN254_C32_ADDW(T4); \
        BN254_C32_MAC(m0, BN254_C32_P4); \
        BN254_C32_MAC(m1, BN254_C32_P3); \
        BN254_C32_MAC(m2, BN254_C32_P2); \
        BN254_C32_MAC(m3, BN254_C32_P1); \
        BN254_C32_RED_M(m4); \
        BN254_C32_ADDW(T5); \
        BN254_C32_MAC(m0, BN254_C32_P5); \
        BN254_C32_MAC(m1, BN254_C32_P4); \
        BN254_C32_MAC(m2, BN254_C32_P3); \
        BN254_C32_MAC(m3, BN254_C32_P2); \
        BN254_C32_MAC(m4, BN254_C32_P1); \
        BN254_C32_RED_M(m5); \
        BN254_C32_ADDW(T6); \
        BN254_C32_MAC(m0, BN254_C32_P6); \
        BN254_C32_MAC(m1, BN254_C32_P5); \
        BN254_C32_MAC(m2, BN254_C32_P4); \
        BN254_C32_MAC(m3, BN254_C32_P3); \
        BN254_C32_MAC(m4, BN254_C32_P2); \
        BN254_C32_MAC(m5, BN254_C32_P1); \
        BN254_C32_RED_M(m6); \
        BN254_C32_ADDW(T7); \
        BN254_C32_MAC(m0, BN254_C32_P7); \
        BN254_C32_MAC(m1, BN254_C32_P6); \
        BN254_C32_MAC(m2, BN254_C32_P5); \
        BN254_C32_MAC(m3, BN254_C32_P4); \
        BN254_C32_MAC(m4, BN254_C32_P3); \
        BN254_C32_MAC(m5, BN254_C32_P2); \
        BN254_C32_MAC(m6, BN254_C32_P1); \
        BN254_C32_RED_M(m7); \
        BN254_C32_ADDW(T8); \
        BN254_C32_MAC(m1, BN254_C32_P7); \
        BN254_C32_MAC(m2, BN254_C32_P6); \
        BN254_C32_MAC(m3, BN254_C32_P5); \
        BN254_C32_MAC(m4, BN254_C32_P4); \
        BN254_C32_MAC(m5, BN254_C32_P3); \
        BN254_C32_MAC(m6, BN254_C32_P2); \
        BN254_C32_MAC(m7, BN254_C32_P1); \
        BN254_C32_NEXT(r0); \
        BN254_C32_ADDW(T9); \
        BN254_C32_MAC(m2, BN254_C32_P7); \
        BN254_C32_MAC(m3, BN254_C32_P6); \
        BN254_C32_MAC(m4, BN254_C32_P5); \
        BN254_C32_MAC(m5, BN254_C32_P4); \
        BN254_C32_MAC(m6, BN254_C32_P3); \
        BN254_C32_MAC(m7, BN254_C32_P2); \
        BN254_C32_NEXT(r1); \
        BN254_C32_ADDW(T10); \
        BN254_C32_MAC(m3, BN254_C32_P7); \
        BN254_C32_MAC(m4, BN254_C32_P6); \
        BN254_C32_MAC(m5, BN254_C32_P5); \
        BN254_C32_MAC(m6, BN254_C32_P4); \
        BN254_C32_MAC(m7, BN254_C32_P3); \
        BN254_C32_NEXT(r2); \
        BN254_C32_ADDW(T11); \
        BN254_C32_MAC(m4, BN254_C32_P7); \
        BN254_C32_MAC(m5, BN254_C32_P6); \
        BN254_C32_MAC(m6, BN254_C32_P5); \
        BN254_C32_MAC(m7, BN254_C32_P4); \
        BN254_C32_NEXT(r3); \
        BN254_C32_ADDW(T12); \
        BN254_C32_MAC(m5, BN254_C32_P7); \
        BN254_C32_MAC(m6, BN254_C32_P6); \
        BN254_C32_MAC(m7, BN254_C32_P5); \
        BN254_C32_NEXT(r4); \
        BN254_C32_ADDW(T13); \
        BN254_C32_MAC(m6, BN254_C32_P7); \
        BN254_C32_MAC(m7, BN254_C32_P6); \
        BN254_C32_NEXT(r5); \
        BN254_C32_ADDW(T14); \
        BN254_C32_MAC(m7, BN254_C32_P7); \
        BN254_C32_NEXT(r6); \
        r7 = BN254_C32_LOW + T15; /* < 2p < 2^255 in total: no carry out of the top word */ \
    } while (0)

/* out = x - p over eight words; returns the borrow out. */
static uint32_t bn254_c32_sub_p(uint32_t out[8], const uint32_t x[8]) {
    static const uint32_t p[8] = {BN254_C32_P0, BN254_C32_P1, BN254_C32_P2, BN254_C32_P3,
                                  BN254_C32_P4, BN254_C32_P5, BN254_C32_P6, BN254_C32_P7};
    uint32_t bo = 0;
    int i;
    for (i = 0; i < 8; i++) {
        out[i] = x[i];
        BN254_C32_SBB(out[i], p[i]);
    }
    return bo;
}

/* r = x - p if x >= p, else x, for x < 2p, stored as four 64-bit limbs.
 * The top word decides except when it equals p's (probability ~2^-29). */
static BN254_ALWAYS_INLINE void bn254_c32_store_reduced(uint64_t r[4], uint32_t x0, uint32_t x1,
                                                        uint32_t x2, uint32_t x3, uint32_t x4,
                                                        uint32_t x5, uint32_t x6, uint32_t x7) {
    int ge = x7 > BN254_C32_P7;
    if (BN254_EXPECT(x7 == BN254_C32_P7, 0)) {
        uint32_t x[8], d[8];
        x[0] = x0, x[1] = x1, x[2] = x2, x[3] = x3, x[4] = x4, x[5] = x5, x[6] = x6, x[7] = x7;
        ge = !bn254_c32_sub_p(d, x);
    }
    if (ge) {
        uint32_t bo = 0;
        BN254_C32_SBB(x0, BN254_C32_P0);
        BN254_C32_SBB(x1, BN254_C32_P1);
        BN254_C32_SBB(x2, BN254_C32_P2);
        BN254_C32_SBB(x3, BN254_C32_P3);
        BN254_C32_SBB(x4, BN254_C32_P4);
        BN254_C32_SBB(x5, BN254_C32_P5);
        BN254_C32_SBB(x6, BN254_C32_P6);
        x7 = x7 - BN254_C32_P7 - bo;
    }
    r[0] = BN254_C32_JOIN(x0, x1);
    r[1] = BN254_C32_JOIN(x2, x3);
    r[2] = BN254_C32_JOIN(x4, x5);
    r[3] = BN254_C32_JOIN(x6, x7);
}

/* T0..T15 = a b, column by column, for words a0..a7, b0..b7 (any values: the
 * whole 512-bit product); the accumulator c0..c2 starts and ends at zero. */
#define BN254_C32_PRODUCT() \
    do { \
        BN254_C32_MAC(a0, b0); \
        BN254_C32_NEXT(T0); \
        BN254_C32_MAC(a0, b1); \
        BN254_C32_MAC(a1, b0); \
        BN254_C32_NEXT(T1); \
        BN254_C32_MAC(a0, b2); \
        BN254_C32_MAC(a1, b1); \
        BN254_C32_MAC(a2, b0); \
        BN254_C32_NEXT(T2); \
        BN254_C32_MAC(a0, b3); \
        BN254_C32_MAC(a1, b2); \
        BN254_C32_MAC(a2, b1); \
        BN254_C32_MAC(a3, b0); \
        BN254_C32_NEXT(T3); \
        BN254_C32_MAC(a0, b4); \
        BN254_C32_MAC(a1, b3); \
        BN254_C32_MAC(a2, b2); \
        BN254_C32_MAC(a3, b1); \
        BN254_C32_MAC(a4, b0); \
        BN254_C32_NEXT(T4); \
        BN254_C32_MAC(a0, b5); \
        BN254_C32_MAC(a1, b4); \
        BN254_C32_MAC(a2, b3); \
        BN254_C32_MAC(a3, b2); \
        BN254_C32_MAC(a4, b1); \
        BN254_C32_MAC(a5, b0); \
        BN254_C32_NEXT(T5); \
        BN254_C32_MAC(a0, b6); \
        BN254_C32_MAC(a1, b5); \
        BN254_C32_MAC(a2, b4); \
        BN254_C32_MAC(a3, b3); \
        BN254_C32_MAC(a4, b2); \
        BN254_C32_MAC(a5, b1); \
        BN254_C32_MAC(a6, b0); \
        BN254_C32_NEXT(T6); \
        BN254_C32_MAC(a0, b7); \
        BN254_C32_MAC(a1, b6); \
        BN254_C32_MAC(a2, b5); \
        BN254_C32_MAC(a3, b4); \
        BN254_C32_MAC(a4, b3); \
        BN254_C32_MAC(a5, b2); \
        BN254_C32_MAC(a6, b1); \
        BN254_C32_MAC(a7, b0); \
        BN254_C32_NEXT(T7); \
        BN254_C32_MAC(a1, b7); \
        BN254_C32_MAC(a2, b6); \
        BN254_C32_MAC(a3, b5); \
        BN254_C32_MAC(a4, b4); \
        BN254_C32_MAC(a5, b3); \
        BN254_C32_MAC(a6, b2); \
        BN254_C32_MAC(a7, b1); \
        BN254_C32_NEXT(T8); \
        BN254_C32_MAC(a2, b7); \
        BN254_C32_MAC(a3, b6); \
        BN254_C32_MAC(a4, b5); \
        BN254_C32_MAC(a5, b4); \
        BN254_C32_MAC(a6, b3); \
        BN254_C32_MAC(a7, b2); \
        BN254_C32_NEXT(T9); \
        BN254_C32_MAC(a3, b7); \
        BN254_C32_MAC(a4, b6); \
        BN254_C32_MAC(a5, b5); \
        BN254_C32_MAC(a6, b4); \
        BN254_C32_MAC(a7, b3); \
        BN254_C32_NEXT(T10); \
        BN254_C32_MAC(a4, b7); \
        BN254_C32_MAC(a5, b6); \
        BN254_C32_MAC(a6, b5); \
        BN254_C32_MAC(a7, b4); \
        BN254_C32_NEXT(T11); \
        BN254_C32_MAC(a5, b7); \
        BN254_C32_MAC(a6, b6); \
        BN254_C32_MAC(a7, b5); \
        BN254_C32_NEXT(T12); \
        BN254_C32_MAC(a6, b7); \
        BN254_C32_MAC(a7, b6); \
        BN254_C32_NEXT(T13); \
        BN254_C32_MAC(a7, b7); \
        BN254_C32_NEXT(T14); \
        BN254_C32_NEXT(T15); \
    } while (0)

/* r = a b / 2^256 mod p, canonical, for a, b < 2^256 with a b < p R (a, b < p;
 * or one of them an unreduced sum below 2p). */
static BN254_ALWAYS_INLINE void bn254_c32_mul(uint64_t r[4], const uint64_t a[4],
                                              const uint64_t b[4]) {
    BN254_C32_LOAD8(a, a);
    BN254_C32_LOAD8(b, b);
    BN254_C32_ACC_DECL;
    uint32_t T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15;
    uint32_t r0, r1, r2, r3, r4, r5, r6, r7;
    BN254_C32_PRODUCT();
    BN254_C32_REDUCE();
    bn254_c32_store_reduced(r, r0, r1, r2, r3, r4, r5, r6, r7);
}

/*
 * (y:x) += 2 (u_hi:u_lo) words ... : one step of squaring's final pass, which
 * adds the square s = a_i^2 (two words) and the carry cy into the doubled
 * cross-product words. The low word of a square is never 2^32 - 1 (squares
 * are 0 or 1 mod 4), so lo + cy cannot overflow; hi + 1 cannot either.
 */
#define BN254_C32_SQR_DIAG(x, y, ai) \
    do { \
        uint64_t s_ = (uint64_t)(ai) * (ai); \
        uint32_t lo_ = (uint32_t)s_ + cy, hi_ = (uint32_t)(s_ >> 32); \
        (x) += lo_; \
        hi_ += (x) < lo_; \
        (y) += hi_; \
        cy = (y) < hi_; \
    } while (0)

/* r = a^2 / 2^256 mod p, for a < p. */
static BN254_ALWAYS_INLINE void bn254_c32_sqr(uint64_t r[4], const uint64_t a[4]) {
    BN254_C32_LOAD8(a, a);
    uint32_t cy = 0;
    BN254_C32_ACC_DECL;
    uint32_t T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15;
    uint32_t r0, r1, r2, r3, r4, r5, r6, r7;
    /* U = sum of a_i a_j 2^(32(i+j)) over i < j, in T1..T15 */
    BN254_C32_MAC(a0, a1);
    BN254_C32_NEXT(T1);
    BN254_C32_MAC(a0, a2);
    BN254_C32_NEXT(T2);
    BN254_C32_MAC(a0, a3);
    BN254_C32_MAC(a1, a2);
    BN254_C32_NEXT(T3);
    BN254_C32_MAC(a0, a4);
    BN254_C32_MAC(a1, a3);
    BN254_C32_NEXT(T4);
    BN254_C32_MAC(a0, a5);
    BN254_C32_MAC(a1, a4);
    BN254_C32_MAC(a2, a3);
    BN254_C32_NEXT(T5);
    BN254_C32_MAC(a0, a6);
    BN254_C32_MAC(a1, a5);
    BN254_C32_MAC(a2, a4);
    BN254_C32_NEXT(T6);
    BN254_C32_MAC(a0, a7);
    BN254_C32_MAC(a1, a6);
    BN254_C32_MAC(a2, a5);
    BN254_C32_MAC(a3, a4);
    BN254_C32_NEXT(T7);
    BN254_C32_MAC(a1, a7);
    BN254_C32_MAC(a2, a6);
    BN254_C32_MAC(a3, a5);
    BN254_C32_NEXT(T8);
    BN254_C32_MAC(a2, a7);
    BN254_C32_MAC(a3, a6);
    BN254_C32_MAC(a4, a5);
    BN254_C32_NEXT(T9);
    BN254_C32_MAC(a3, a7);
    BN254_C32_MAC(a4, a6);
    BN254_C32_NEXT(T10);
    BN254_C32_MAC(a4, a7);
    BN254_C32_MAC(a5, a6);
    BN254_C32_NEXT(T11);
    BN254_C32_MAC(a5, a7);
    BN254_C32_NEXT(T12);
    BN254_C32_MAC(a6, a7);
    BN254_C32_NEXT(T13);
    T14 = BN254_C32_LOW; /* U < a^2 / 2 < 2^507: U fits in T1..T14 and T15 = 0 */
    /* T = 2 U + sum of a_i^2 2^(64 i) */
    T15 = T14 >> 31;
    T14 = (T14 << 1) | (T13 >> 31);
    T13 = (T13 << 1) | (T12 >> 31);
    T12 = (T12 << 1) | (T11 >> 31);
    T11 = (T11 << 1) | (T10 >> 31);
    T10 = (T10 << 1) | (T9 >> 31);
    T9 = (T9 << 1) | (T8 >> 31);
    T8 = (T8 << 1) | (T7 >> 31);
    T7 = (T7 << 1) | (T6 >> 31);
    T6 = (T6 << 1) | (T5 >> 31);
    T5 = (T5 << 1) | (T4 >> 31);
    T4 = (T4 << 1) | (T3 >> 31);
    T3 = (T3 << 1) | (T2 >> 31);
    T2 = (T2 << 1) | (T1 >> 31);
    T1 = T1 << 1;
    T0 = 0;
    BN254_C32_SQR_DIAG(T0, T1, a0);
    BN254_C32_SQR_DIAG(T2, T3, a1);
    BN254_C32_SQR_DIAG(T4, T5, a2);
    BN254_C32_SQR_DIAG(T6, T7, a3);
    BN254_C32_SQR_DIAG(T8, T9, a4);
    BN254_C32_SQR_DIAG(T10, T11, a5);
    BN254_C32_SQR_DIAG(T12, T13, a6);
    BN254_C32_SQR_DIAG(T14, T15, a7); /* a^2 < 2^508: no carry out */
    BN254_C32_SET(0);
    BN254_C32_REDUCE();
    bn254_c32_store_reduced(r, r0, r1, r2, r3, r4, r5, r6, r7);
}
#undef BN254_C32_SQR_DIAG

/* r = a + b mod p, for a, b < p. */
static BN254_C32_SMALL_INLINE void bn254_c32_add(uint64_t r[4], const uint64_t a[4],
                                                 const uint64_t b[4]) {
    BN254_C32_LOAD8(a, a);
    BN254_C32_LOAD8(b, b);
    uint32_t c = 0;
    BN254_C32_ADC(a0, b0);
    BN254_C32_ADC(a1, b1);
    BN254_C32_ADC(a2, b2);
    BN254_C32_ADC(a3, b3);
    BN254_C32_ADC(a4, b4);
    BN254_C32_ADC(a5, b5);
    BN254_C32_ADC(a6, b6);
    a7 += b7 + c; /* a + b < 2p < 2^255 */
    bn254_c32_store_reduced(r, a0, a1, a2, a3, a4, a5, a6, a7);
}

/* r = a - b mod p, for a, b < p. */
static BN254_C32_SMALL_INLINE void bn254_c32_sub(uint64_t r[4], const uint64_t a[4],
                                                 const uint64_t b[4]) {
    BN254_C32_LOAD8(a, a);
    BN254_C32_LOAD8(b, b);
    uint32_t bo = 0;
    BN254_C32_SBB(a0, b0);
    BN254_C32_SBB(a1, b1);
    BN254_C32_SBB(a2, b2);
    BN254_C32_SBB(a3, b3);
    BN254_C32_SBB(a4, b4);
    BN254_C32_SBB(a5, b5);
    BN254_C32_SBB(a6, b6);
    BN254_C32_SBB(a7, b7);
    if (bo) { /* wrapped below zero: add p */
        uint32_t c = 0;
        BN254_C32_ADC(a0, BN254_C32_P0);
        BN254_C32_ADC(a1, BN254_C32_P1);
        BN254_C32_ADC(a2, BN254_C32_P2);
        BN254_C32_ADC(a3, BN254_C32_P3);
        BN254_C32_ADC(a4, BN254_C32_P4);
        BN254_C32_ADC(a5, BN254_C32_P5);
        BN254_C32_ADC(a6, BN254_C32_P6);
        a7 += BN254_C32_P7 + c; /* the carry out of the top word cancels the borrow */
    }
    r[0] = BN254_C32_JOIN(a0, a1);
    r[1] = BN254_C32_JOIN(a2, a3);
    r[2] = BN254_C32_JOIN(a4, a5);
    r[3] = BN254_C32_JOIN(a6, a7);
}

/* ---- fused Fp2 kernels: lazy reduction ----------------------------------
 * An Fp2 product needs three 512-bit products but only two reductions
 * (Karatsuba with the reduction after the additions: Aranha, Karabina,
 * Longa, Gebotys, Lopez, "Faster explicit formulas for computing pairings
 * over ordinary curves", Eurocrypt 2011, ePrint 2010/526, Sec. 3): a
 * reduction is almost half the work of a multiplication here. Every value
 * reduced is below p R, so one reduction still gives a result below 2p. */

/* r = x + y on four 64-bit limbs by 32-bit words, without reduction (the sum
 * of two canonical elements is below 2p < 2^255). */
static BN254_C32_SMALL_INLINE void bn254_c32_add_unreduced(uint64_t r[4], const uint64_t x[4],
                                                           const uint64_t y[4]) {
    BN254_C32_LOAD8(a, x);
    BN254_C32_LOAD8(b, y);
    uint32_t c = 0;
    BN254_C32_ADC(a0, b0);
    BN254_C32_ADC(a1, b1);
    BN254_C32_ADC(a2, b2);
    BN254_C32_ADC(a3, b3);
    BN254_C32_ADC(a4, b4);
    BN254_C32_ADC(a5, b5);
    BN254_C32_ADC(a6, b6);
    a7 += b7 + c;
    r[0] = BN254_C32_JOIN(a0, a1);
    r[1] = BN254_C32_JOIN(a2, a3);
    r[2] = BN254_C32_JOIN(a4, a5);
    r[3] = BN254_C32_JOIN(a6, a7);
}

/* t = x y, the whole 512-bit product of two values below 2^256. Not inlined:
 * the fused Fp2 multiplication calls it three times. */
static void bn254_c32_product(uint32_t t[16], const uint64_t x[4], const uint64_t y[4]) {
    BN254_C32_LOAD8(a, x);
    BN254_C32_LOAD8(b, y);
    BN254_C32_ACC_DECL;
    uint32_t T0, T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15;
    BN254_C32_PRODUCT();
    t[0] = T0, t[1] = T1, t[2] = T2, t[3] = T3, t[4] = T4, t[5] = T5, t[6] = T6, t[7] = T7;
    t[8] = T8, t[9] = T9, t[10] = T10, t[11] = T11, t[12] = T12, t[13] = T13, t[14] = T14;
    t[15] = T15;
}

/* r = t / 2^256 mod p, canonical, for t < p 2^256 (16 words). */
static void bn254_c32_redc(uint64_t r[4], const uint32_t t[16]) {
    uint32_t T0 = t[0], T1 = t[1], T2 = t[2], T3 = t[3], T4 = t[4], T5 = t[5], T6 = t[6], T7 = t[7],
             T8 = t[8], T9 = t[9], T10 = t[10], T11 = t[11], T12 = t[12], T13 = t[13], T14 = t[14],
             T15 = t[15];
    uint32_t r0, r1, r2, r3, r4, r5, r6, r7;
    BN254_C32_ACC_DECL;
    BN254_C32_REDUCE();
    bn254_c32_store_reduced(r, r0, r1, r2, r3, r4, r5, r6, r7);
}

/* r = a b in Fp2 (u^2 = -1), Montgomery form: with T0 = a0 b0, T1 = a1 b1,
 * T2 = (a0 + a1)(b0 + b1) (sums below 2p, unreduced),
 * c0 = redc(T0 - T1, plus p 2^256 if negative: then in (p R - p^2, p R)),
 * c1 = redc(T2 - T0 - T1 = a0 b1 + a1 b0 < 2 p^2). */
static void bn254_c32_fp2_mul(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
    uint64_t sa[4], sb[4];
    uint32_t t0[16], t1[16], t2[16], bo0 = 0, bo1 = 0;
    int i;
    bn254_c32_product(t0, a->c0.l, b->c0.l);
    bn254_c32_product(t1, a->c1.l, b->c1.l);
    bn254_c32_add_unreduced(sa, a->c0.l, a->c1.l);
    bn254_c32_add_unreduced(sb, b->c0.l, b->c1.l);
    bn254_c32_product(t2, sa, sb);
    /* one pass: t0 = t0 - t1 (borrow bo0), t2 = t2 - t0 - t1 (borrow bo1 in 0..2) */
    for (i = 0; i < 16; i++) {
        uint32_t x = t0[i], y = t1[i], z = t2[i], d, f, g, b1, b2, b3;
        d = x - y, b1 = x < y;
        t0[i] = d - bo0;
        bo0 = b1 | (d < bo0);
        f = z - x, b1 = z < x;
        g = f - y, b2 = f < y;
        t2[i] = g - bo1, b3 = g < bo1;
        bo1 = b1 + b2 + b3;
    }
    if (bo0) { /* T0 < T1: add p 2^256 */
        uint32_t c = 0;
        static const uint32_t p[8] = {BN254_C32_P0, BN254_C32_P1, BN254_C32_P2, BN254_C32_P3,
                                      BN254_C32_P4, BN254_C32_P5, BN254_C32_P6, BN254_C32_P7};
        for (i = 0; i < 8; i++) BN254_C32_ADC(t0[8 + i], p[i]);
    }
    bn254_c32_redc(r->c0.l, t0);
    bn254_c32_redc(r->c1.l, t2);
}

/* ---- multiplication by xi = 9 + u ------------------------------------- */

/* kp for k = 8, 4, 2, 1 as nine words (consts.h: five 64-bit limbs each). */
#define BN254_C32_P9(l0, l1, l2, l3, l4) \
    {(uint32_t)(l0),         (uint32_t)((l0) >> 32), (uint32_t)(l1), \
     (uint32_t)((l1) >> 32), (uint32_t)(l2),         (uint32_t)((l2) >> 32), \
     (uint32_t)(l3),         (uint32_t)((l3) >> 32), (uint32_t)(l4)}
#define BN254_C32_P9_OF(limbs) BN254_C32_P9_EXPAND(limbs)
#define BN254_C32_P9_EXPAND(...) BN254_C32_P9(__VA_ARGS__)
static const uint32_t bn254_c32_p_multiples[4][9] = {
    BN254_C32_P9_OF(BN254_P_TIMES8_5), BN254_C32_P9_OF(BN254_P_TIMES4_5),
    BN254_C32_P9_OF(BN254_P_TIMES2_5), BN254_C32_P9_OF(BN254_P_TIMES1_5)};

/* r = 9 x + y (neg = 0) or 9 x - y (neg = 1) mod p, for x, y < p, in one
 * pass: w = 9 x + (y or p - y) < 10 p < 2^258 in nine words, then the
 * binary long division by 8p, 4p, 2p, p (one comparison of the top words
 * each, a subtraction when it fits). */
static BN254_ALWAYS_INLINE void bn254_c32_mul9_add(uint64_t r[4], const uint64_t x[4],
                                                   const uint64_t y[4], int neg) {
    static const uint32_t p[8] = {BN254_C32_P0, BN254_C32_P1, BN254_C32_P2, BN254_C32_P3,
                                  BN254_C32_P4, BN254_C32_P5, BN254_C32_P6, BN254_C32_P7};
    uint32_t w[9], z[8], c = 0, bo = 0;
    int i, k;
    for (i = 0; i < 8; i++) { /* 9 x: the carry is at most 8 */
        uint64_t t = (uint64_t)(i & 1 ? BN254_C32_HI(x, i >> 1) : BN254_C32_LO(x, i >> 1)) * 9 + c;
        w[i] = (uint32_t)t;
        c = (uint32_t)(t >> 32);
    }
    w[8] = c;
    for (i = 0; i < 8; i++) z[i] = i & 1 ? BN254_C32_HI(y, i >> 1) : BN254_C32_LO(y, i >> 1);
    if (neg) { /* z = p - y */
        for (i = 0; i < 8; i++) {
            uint32_t d = p[i];
            BN254_C32_SBB(d, z[i]);
            z[i] = d;
        }
    }
    c = 0;
    for (i = 0; i < 8; i++) BN254_C32_ADC(w[i], z[i]);
    w[8] += c;
    for (k = 0; k < 4; k++) {
        const uint32_t *m = bn254_c32_p_multiples[k];
        int ge = 1;
        for (i = 8; i >= 0; i--) {
            if (w[i] != m[i]) {
                ge = w[i] > m[i];
                break;
            }
        }
        if (ge) {
            bo = 0;
            for (i = 0; i < 9; i++) BN254_C32_SBB(w[i], m[i]);
        }
    }
    r[0] = BN254_C32_JOIN(w[0], w[1]);
    r[1] = BN254_C32_JOIN(w[2], w[3]);
    r[2] = BN254_C32_JOIN(w[4], w[5]);
    r[3] = BN254_C32_JOIN(w[6], w[7]);
}

/* r = a (9 + u) = (9 a0 - a1) + (9 a1 + a0) u. */
static void bn254_c32_fp2_mul_xi(bn254_fp2 *r, const bn254_fp2 *a) {
    uint64_t c0[4];
    bn254_c32_mul9_add(c0, a->c0.l, a->c1.l, 1);
    bn254_c32_mul9_add(r->c1.l, a->c1.l, a->c0.l, 0);
    r->c0.l[0] = c0[0], r->c0.l[1] = c0[1], r->c0.l[2] = c0[2], r->c0.l[3] = c0[3];
}

/* ---- the kernel set ------------------------------------------------------ */

static BN254_INLINE void bn254_kern_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    bn254_c32_mul(r->l, a->l, b->l);
}

static BN254_INLINE void bn254_kern_fp_sqr(bn254_fp *r, const bn254_fp *a) {
    bn254_c32_sqr(r->l, a->l);
}

static BN254_ALWAYS_INLINE void bn254_kern_fp_add(bn254_fp *r, const bn254_fp *a,
                                                  const bn254_fp *b) {
    bn254_c32_add(r->l, a->l, b->l);
}

static BN254_ALWAYS_INLINE void bn254_kern_fp_sub(bn254_fp *r, const bn254_fp *a,
                                                  const bn254_fp *b) {
    bn254_c32_sub(r->l, a->l, b->l);
}

static BN254_INLINE void bn254_kern_fp2_mul(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
    bn254_c32_fp2_mul(r, a, b);
}

/* (a0 + a1)(a0 - a1) and (2 a0) a1 with the sums unreduced: products below
 * 2 p^2 < p R, which one Montgomery reduction takes. */
static BN254_INLINE void bn254_kern_fp2_sqr(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_fp s, d;
    bn254_c32_add_unreduced(s.l, a->c0.l, a->c1.l);
    bn254_c32_sub(d.l, a->c0.l, a->c1.l);
    bn254_kern_fp_mul(&s, &s, &d);
    bn254_c32_add_unreduced(d.l, a->c0.l, a->c0.l);
    bn254_kern_fp_mul(&r->c1, &d, &a->c1);
    r->c0 = s;
}

static BN254_INLINE void bn254_kern_fp2_mul_xi(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_c32_fp2_mul_xi(r, a);
}

#include "mont_repr.h"

static const char *bn254_kern_backend_name(void) {
    return "c32";
}

#define BN254_KERN_G1_AFFINE 0
#define BN254_KERN_FP12X 0 /* no Fp12 lanes */

#endif /* BN254_KERNELS_C32_H */
