/* SPDX-License-Identifier: MIT */
/*
 * fp6_impl.h: cubic extension arithmetic. Karatsuba multiplication and the
 * Chung-Hasan squaring "SQR2" from Devegili, O hEigeartaigh, Scott, Dahab,
 * "Multiplication and squaring on pairing-friendly fields", ePrint 2006/471,
 * Sec. 4; inversion as in Scott, "Implementing cryptographic pairings"
 * (Pairing 2007), Sec. 3.2.
 */
#ifndef BN254_FP6_IMPL_H
#define BN254_FP6_IMPL_H

#include "fp2.h"
#include "fp6.h"

static BN254_INLINE void bn254_fp6_set_zero(bn254_fp6 *r) {
    bn254_fp2_set_zero(&r->c0);
    bn254_fp2_set_zero(&r->c1);
    bn254_fp2_set_zero(&r->c2);
}

static BN254_INLINE void bn254_fp6_set_one(bn254_fp6 *r) {
    bn254_fp2_set_one(&r->c0);
    bn254_fp2_set_zero(&r->c1);
    bn254_fp2_set_zero(&r->c2);
}

static BN254_INLINE int bn254_fp6_is_zero(const bn254_fp6 *a) {
    return bn254_fp2_is_zero(&a->c0) && bn254_fp2_is_zero(&a->c1) && bn254_fp2_is_zero(&a->c2);
}

static BN254_INLINE int bn254_fp6_equal(const bn254_fp6 *a, const bn254_fp6 *b) {
    return bn254_fp2_equal(&a->c0, &b->c0) && bn254_fp2_equal(&a->c1, &b->c1) &&
           bn254_fp2_equal(&a->c2, &b->c2);
}

static BN254_INLINE void bn254_fp6_add(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp6 *b) {
    bn254_fp2_add(&r->c0, &a->c0, &b->c0);
    bn254_fp2_add(&r->c1, &a->c1, &b->c1);
    bn254_fp2_add(&r->c2, &a->c2, &b->c2);
}

static BN254_INLINE void bn254_fp6_sub(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp6 *b) {
    bn254_fp2_sub(&r->c0, &a->c0, &b->c0);
    bn254_fp2_sub(&r->c1, &a->c1, &b->c1);
    bn254_fp2_sub(&r->c2, &a->c2, &b->c2);
}

static BN254_INLINE void bn254_fp6_neg(bn254_fp6 *r, const bn254_fp6 *a) {
    bn254_fp2_neg(&r->c0, &a->c0);
    bn254_fp2_neg(&r->c1, &a->c1);
    bn254_fp2_neg(&r->c2, &a->c2);
}

static void bn254_fp6_mul(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp6 *b) {
    /* v_i = a_i b_i;
     * c0 = v0 + xi ((a1 + a2)(b1 + b2) - v1 - v2)
     * c1 = (a0 + a1)(b0 + b1) - v0 - v1 + xi v2
     * c2 = (a0 + a2)(b0 + b2) - v0 - v2 + v1 */
    bn254_fp2 v0, v1, v2, s, t, c0, c1, c2;
    bn254_fp2_mul(&v0, &a->c0, &b->c0);
    bn254_fp2_mul(&v1, &a->c1, &b->c1);
    bn254_fp2_mul(&v2, &a->c2, &b->c2);

    bn254_fp2_add(&s, &a->c1, &a->c2);
    bn254_fp2_add(&t, &b->c1, &b->c2);
    bn254_fp2_mul(&c0, &s, &t);
    bn254_fp2_sub(&c0, &c0, &v1);
    bn254_fp2_sub(&c0, &c0, &v2);
    bn254_fp2_mul_xi(&c0, &c0);
    bn254_fp2_add(&c0, &c0, &v0);

    bn254_fp2_add(&s, &a->c0, &a->c1);
    bn254_fp2_add(&t, &b->c0, &b->c1);
    bn254_fp2_mul(&c1, &s, &t);
    bn254_fp2_sub(&c1, &c1, &v0);
    bn254_fp2_sub(&c1, &c1, &v1);
    bn254_fp2_mul_xi(&t, &v2);
    bn254_fp2_add(&c1, &c1, &t);

    bn254_fp2_add(&s, &a->c0, &a->c2);
    bn254_fp2_add(&t, &b->c0, &b->c2);
    bn254_fp2_mul(&c2, &s, &t);
    bn254_fp2_sub(&c2, &c2, &v0);
    bn254_fp2_sub(&c2, &c2, &v2);
    bn254_fp2_add(&c2, &c2, &v1);

    r->c0 = c0;
    r->c1 = c1;
    r->c2 = c2;
}

static void bn254_fp6_sqr(bn254_fp6 *r, const bn254_fp6 *a) {
    /* SQR2: s0 = a0^2, s1 = 2 a0 a1, s2 = (a0 - a1 + a2)^2, s3 = 2 a1 a2, s4 = a2^2;
     * c0 = s0 + xi s3, c1 = s1 + xi s4, c2 = s1 + s2 + s3 - s0 - s4. */
    bn254_fp2 s0, s1, s2, s3, s4, t;
    bn254_fp2_sqr(&s0, &a->c0);
    bn254_fp2_mul(&s1, &a->c0, &a->c1);
    bn254_fp2_dbl(&s1, &s1);
    bn254_fp2_sub(&t, &a->c0, &a->c1);
    bn254_fp2_add(&t, &t, &a->c2);
    bn254_fp2_sqr(&s2, &t);
    bn254_fp2_mul(&s3, &a->c1, &a->c2);
    bn254_fp2_dbl(&s3, &s3);
    bn254_fp2_sqr(&s4, &a->c2);

    bn254_fp2_add(&r->c2, &s1, &s2);
    bn254_fp2_add(&r->c2, &r->c2, &s3);
    bn254_fp2_sub(&r->c2, &r->c2, &s0);
    bn254_fp2_sub(&r->c2, &r->c2, &s4);
    bn254_fp2_mul_xi(&t, &s3);
    bn254_fp2_add(&r->c0, &s0, &t);
    bn254_fp2_mul_xi(&t, &s4);
    bn254_fp2_add(&r->c1, &s1, &t);
}

static BN254_INLINE void bn254_fp6_mul_v(bn254_fp6 *r, const bn254_fp6 *a) {
    bn254_fp2 t;
    bn254_fp2_mul_xi(&t, &a->c2);
    r->c2 = a->c1;
    r->c1 = a->c0;
    r->c0 = t;
}

static void bn254_fp6_mul_fp2(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp2 *s) {
    bn254_fp2 k = *s; /* s may alias a coordinate of r */
    bn254_fp2_mul(&r->c0, &a->c0, &k);
    bn254_fp2_mul(&r->c1, &a->c1, &k);
    bn254_fp2_mul(&r->c2, &a->c2, &k);
}

static void bn254_fp6_mul_01(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp2 *b0,
                             const bn254_fp2 *b1) {
    /* (a0 + a1 v + a2 v^2)(b0 + b1 v)
     *   = (a0 b0 + xi a2 b1) + (a0 b1 + a1 b0) v + (a1 b1 + a2 b0) v^2,
     * the middle term by Karatsuba: (a0 + a1)(b0 + b1) - a0 b0 - a1 b1. */
    bn254_fp2 t0, t1, s, u, c0, c1, c2;
    bn254_fp2_mul(&t0, &a->c0, b0);
    bn254_fp2_mul(&t1, &a->c1, b1);

    bn254_fp2_mul(&c0, &a->c2, b1);
    bn254_fp2_mul_xi(&c0, &c0);
    bn254_fp2_add(&c0, &c0, &t0);

    bn254_fp2_add(&s, &a->c0, &a->c1);
    bn254_fp2_add(&u, b0, b1);
    bn254_fp2_mul(&c1, &s, &u);
    bn254_fp2_sub(&c1, &c1, &t0);
    bn254_fp2_sub(&c1, &c1, &t1);

    bn254_fp2_mul(&c2, &a->c2, b0);
    bn254_fp2_add(&c2, &c2, &t1);

    r->c0 = c0;
    r->c1 = c1;
    r->c2 = c2;
}

static void bn254_fp6_inv(bn254_fp6 *r, const bn254_fp6 *a) {
    /* t0 = a0^2 - xi a1 a2, t1 = xi a2^2 - a0 a1, t2 = a1^2 - a0 a2,
     * N = a0 t0 + xi (a2 t1 + a1 t2) in Fp2; a^-1 = (t0 + t1 v + t2 v^2) / N. */
    bn254_fp2 t0, t1, t2, s, n;
    bn254_fp2_sqr(&t0, &a->c0);
    bn254_fp2_mul(&s, &a->c1, &a->c2);
    bn254_fp2_mul_xi(&s, &s);
    bn254_fp2_sub(&t0, &t0, &s);

    bn254_fp2_sqr(&t1, &a->c2);
    bn254_fp2_mul_xi(&t1, &t1);
    bn254_fp2_mul(&s, &a->c0, &a->c1);
    bn254_fp2_sub(&t1, &t1, &s);

    bn254_fp2_sqr(&t2, &a->c1);
    bn254_fp2_mul(&s, &a->c0, &a->c2);
    bn254_fp2_sub(&t2, &t2, &s);

    bn254_fp2_mul(&n, &a->c2, &t1);
    bn254_fp2_mul(&s, &a->c1, &t2);
    bn254_fp2_add(&n, &n, &s);
    bn254_fp2_mul_xi(&n, &n);
    bn254_fp2_mul(&s, &a->c0, &t0);
    bn254_fp2_add(&n, &n, &s);

    bn254_fp2_inv(&n, &n);
    bn254_fp2_mul(&r->c0, &t0, &n);
    bn254_fp2_mul(&r->c1, &t1, &n);
    bn254_fp2_mul(&r->c2, &t2, &n);
}

#endif /* BN254_FP6_IMPL_H */
