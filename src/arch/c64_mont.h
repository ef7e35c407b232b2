/* SPDX-License-Identifier: MIT */
/*
 * c64_mont.h: Montgomery multiplication on four 64-bit limbs in C99 (with
 * unsigned __int128 where the compiler has it, a 32-bit-halves multiplier
 * otherwise: int128.h): the product of the c64 backend (kernels_c64.h), the
 * run-time fallback of the x86_64 backend, and the oracle against which the
 * tests (which include this file themselves) check every other backend.
 *
 * Multiplication is Montgomery CIOS (Koc, Acar, Kaliski, "Analyzing and
 * comparing Montgomery multiplication algorithms", IEEE Micro 1996) in the
 * "no final carry" form: because the top limb of p is below (2^64 - 1)/2 - 1,
 * the running sum never needs a fifth limb (gnark-crypto team, "Faster
 * big-integer modular multiplication for most moduli", 2020). Inputs < p give
 * a result < 2p, made canonical by one conditional subtraction.
 * Both functions allow r to alias a or b.
 */
#ifndef BN254_C64_MONT_H
#define BN254_C64_MONT_H

#include "../consts.h"
#include "../int128.h"
#include "../u256.h"
#include "../util.h"

/* One CIOS round: t = (t + a * bi + m p) / 2^64 with m chosen to clear limb 0. */
#define BN254_C64_CIOS_ROUND(bi) \
    do { \
        uint64_t A, C, m, lo; \
        bn254_mac(&A, &t0, a[0], (bi), t0, 0); \
        m = t0 * BN254_N0; \
        bn254_mac(&C, &lo, m, BN254_P_0, t0, 0); \
        (void)lo; /* zero by the choice of m */ \
        bn254_mac(&A, &t1, a[1], (bi), t1, A); \
        bn254_mac(&C, &t0, m, BN254_P_1, t1, C); \
        bn254_mac(&A, &t2, a[2], (bi), t2, A); \
        bn254_mac(&C, &t1, m, BN254_P_2, t2, C); \
        bn254_mac(&A, &t3, a[3], (bi), t3, A); \
        bn254_mac(&C, &t2, m, BN254_P_3, t3, C); \
        t3 = C + A; \
    } while (0)

/* r = a b / 2^256 mod p, for a, b < p. */
static BN254_INLINE void bn254_c64_mul(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t t0 = 0, t1 = 0, t2 = 0, t3 = 0, t[4];
    uint64_t b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3];
    BN254_C64_CIOS_ROUND(b0);
    BN254_C64_CIOS_ROUND(b1);
    BN254_C64_CIOS_ROUND(b2);
    BN254_C64_CIOS_ROUND(b3);
    t[0] = t0, t[1] = t1, t[2] = t2, t[3] = t3;
    bn254_u256_reduce_once(r, t);
}
#undef BN254_C64_CIOS_ROUND

static BN254_INLINE void bn254_c64_sqr(uint64_t r[4], const uint64_t a[4]) {
    bn254_c64_mul(r, a, a);
}

#endif /* BN254_C64_MONT_H */
