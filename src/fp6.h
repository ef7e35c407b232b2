/* SPDX-License-Identifier: MIT */
/*
 * fp6.h: Fp6 = Fp2[v]/(v^3 - xi), xi = 9 + u; elements c0 + c1 v + c2 v^2.
 * Full aliasing allowed. Uses only fp2.h.
 */
#ifndef BN254_FP6_H
#define BN254_FP6_H

#include "fp2.h"

typedef struct {
    bn254_fp2 c0, c1, c2;
} bn254_fp6;

static void bn254_fp6_set_zero(bn254_fp6 *r);
static void bn254_fp6_set_one(bn254_fp6 *r);
static int bn254_fp6_is_zero(const bn254_fp6 *a);
static int bn254_fp6_equal(const bn254_fp6 *a, const bn254_fp6 *b);

static void bn254_fp6_add(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp6 *b);
static void bn254_fp6_sub(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp6 *b);
static void bn254_fp6_neg(bn254_fp6 *r, const bn254_fp6 *a);

/* r = a * b (Karatsuba, 6 Fp2 mul), a^2 (Chung-Hasan SQR2, 2 mul + 3 sqr). */
static void bn254_fp6_mul(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp6 *b);
static void bn254_fp6_sqr(bn254_fp6 *r, const bn254_fp6 *a);

/* r = a * v = xi c2 + c0 v + c1 v^2 (a shift, additions only). */
static void bn254_fp6_mul_v(bn254_fp6 *r, const bn254_fp6 *a);
/* r = a * s for s in Fp2 (3 Fp2 mul). */
static void bn254_fp6_mul_fp2(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp2 *s);
/* r = a * (b0 + b1 v): sparse, 5 Fp2 mul (used by the line multiplication). */
static void bn254_fp6_mul_01(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp2 *b0,
                             const bn254_fp2 *b1);

/* r = a^-1; r = 0 when a = 0. One Fp inversion. */
static void bn254_fp6_inv(bn254_fp6 *r, const bn254_fp6 *a);

#endif /* BN254_FP6_H */
