/* SPDX-License-Identifier: MIT */
/*
 * fp2_impl.h: Fp2 arithmetic on the kernel boundary: the products and the
 * multiplication by xi are the backend's kernels (fused assembly, hooks, or
 * the formulas of arch/fp2_formulas.h), the rest is written here.
 */
#ifndef BN254_FP2_IMPL_H
#define BN254_FP2_IMPL_H

#include "arch/kernels.h"
#include "fp.h"
#include "fp2.h"
#include "u256.h"

#define BN254_FP2_VERIFY(a) \
    do { \
        BN254_FP_VERIFY(&(a)->c0); \
        BN254_FP_VERIFY(&(a)->c1); \
    } while (0)

static BN254_INLINE void bn254_fp2_set_zero(bn254_fp2 *r) {
    bn254_fp_set_zero(&r->c0);
    bn254_fp_set_zero(&r->c1);
}

static BN254_INLINE void bn254_fp2_set_one(bn254_fp2 *r) {
    bn254_fp_set_one(&r->c0);
    bn254_fp_set_zero(&r->c1);
}

static BN254_INLINE int bn254_fp2_is_zero(const bn254_fp2 *a) {
    return bn254_fp_is_zero(&a->c0) && bn254_fp_is_zero(&a->c1);
}

static BN254_INLINE int bn254_fp2_is_one(const bn254_fp2 *a) {
    return bn254_fp_is_one(&a->c0) && bn254_fp_is_zero(&a->c1);
}

static BN254_INLINE int bn254_fp2_equal(const bn254_fp2 *a, const bn254_fp2 *b) {
    return bn254_fp_equal(&a->c0, &b->c0) && bn254_fp_equal(&a->c1, &b->c1);
}

static BN254_ALWAYS_INLINE void bn254_fp2_add(bn254_fp2 *r, const bn254_fp2 *a,
                                              const bn254_fp2 *b) {
    bn254_fp_add(&r->c0, &a->c0, &b->c0);
    bn254_fp_add(&r->c1, &a->c1, &b->c1);
}

static BN254_ALWAYS_INLINE void bn254_fp2_sub(bn254_fp2 *r, const bn254_fp2 *a,
                                              const bn254_fp2 *b) {
    bn254_fp_sub(&r->c0, &a->c0, &b->c0);
    bn254_fp_sub(&r->c1, &a->c1, &b->c1);
}

static BN254_ALWAYS_INLINE void bn254_fp2_neg(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_fp_neg(&r->c0, &a->c0);
    bn254_fp_neg(&r->c1, &a->c1);
}

static BN254_ALWAYS_INLINE void bn254_fp2_dbl(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_fp_dbl(&r->c0, &a->c0);
    bn254_fp_dbl(&r->c1, &a->c1);
}

static BN254_ALWAYS_INLINE void bn254_fp2_tpl(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_fp_tpl(&r->c0, &a->c0);
    bn254_fp_tpl(&r->c1, &a->c1);
}

static BN254_INLINE void bn254_fp2_half(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_fp_half(&r->c0, &a->c0);
    bn254_fp_half(&r->c1, &a->c1);
}

static BN254_ALWAYS_INLINE void bn254_fp2_conj(bn254_fp2 *r, const bn254_fp2 *a) {
    r->c0 = a->c0;
    bn254_fp_neg(&r->c1, &a->c1);
}

static BN254_INLINE void bn254_fp2_mul(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
    BN254_FP2_VERIFY(a);
    BN254_FP2_VERIFY(b);
    bn254_kern_fp2_mul(r, a, b);
    BN254_FP2_VERIFY(r);
}

static BN254_INLINE void bn254_fp2_sqr(bn254_fp2 *r, const bn254_fp2 *a) {
    BN254_FP2_VERIFY(a);
    bn254_kern_fp2_sqr(r, a);
    BN254_FP2_VERIFY(r);
}

static BN254_INLINE void bn254_fp2_mul_fp(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp *s) {
    bn254_fp k = *s; /* s may alias a coordinate of r */
    bn254_fp_mul(&r->c0, &a->c0, &k);
    bn254_fp_mul(&r->c1, &a->c1, &k);
}

static void bn254_fp2_mul_xi(bn254_fp2 *r, const bn254_fp2 *a) {
    BN254_FP2_VERIFY(a);
    bn254_kern_fp2_mul_xi(r, a);
    BN254_FP2_VERIFY(r);
}

static void bn254_fp2_inv(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_fp n, t;
    bn254_fp_sqr(&n, &a->c0);
    bn254_fp_sqr(&t, &a->c1);
    bn254_fp_add(&n, &n, &t); /* norm c0^2 + c1^2, zero only for a = 0 */
    bn254_fp_inv(&n, &n);
    bn254_fp_mul(&r->c0, &a->c0, &n);
    bn254_fp_neg(&t, &a->c1);
    bn254_fp_mul(&r->c1, &t, &n);
}

/* r = a^e for a 256-bit exponent e (little-endian limbs), left to right,
 * variable time: the square root's exponentiations. */
static void bn254_fp2_pow_u256(bn254_fp2 *r, const bn254_fp2 *a, const uint64_t e[4]) {
    bn254_fp2 acc, base = *a;
    int i;
    bn254_fp2_set_one(&acc);
    for (i = 255; i >= 0; i--) {
        bn254_fp2_sqr(&acc, &acc);
        if ((e[i / 64] >> (i % 64)) & 1) bn254_fp2_mul(&acc, &acc, &base);
    }
    *r = acc;
}

static int bn254_fp2_sqrt(bn254_fp2 *r, const bn254_fp2 *a) {
    /* ePrint 2012/685, Algorithm 9, with q = p = 3 mod 4: a1 = a^((p-3)/4),
     * alpha = a1^2 a = a^((p-1)/2), a0 = alpha^p alpha (the norm of alpha;
     * alpha^p is its conjugate). a0 = -1 means a is not a square. Else
     * x0 = a1 a = a^((p+1)/4) and the root is u x0 if alpha = -1, else
     * (1 + alpha)^((p-1)/2) x0. */
    uint64_t e[4];
    bn254_fp2 a1, alpha, a0, x0, b, x, minus_one;
    bn254_fp2_set_one(&minus_one);
    bn254_fp2_neg(&minus_one, &minus_one);
    bn254_u256_shr1(e, bn254_u256_p); /* (p - 1)/2 = p >> 1 */
    bn254_u256_shr1(e, e);            /* (p - 3)/4 = p >> 2 */
    bn254_fp2_pow_u256(&a1, a, e);
    bn254_fp2_sqr(&alpha, &a1);
    bn254_fp2_mul(&alpha, &alpha, a);
    bn254_fp2_conj(&a0, &alpha);
    bn254_fp2_mul(&a0, &a0, &alpha);
    if (bn254_fp2_equal(&a0, &minus_one)) return 0;
    bn254_fp2_mul(&x0, &a1, a);
    if (bn254_fp2_equal(&alpha, &minus_one)) {
        /* u (c0 + c1 u) = -c1 + c0 u */
        bn254_fp_neg(&x.c0, &x0.c1);
        x.c1 = x0.c0;
    } else {
        bn254_fp2_set_one(&b);
        bn254_fp2_add(&b, &b, &alpha);
        bn254_u256_shr1(e, bn254_u256_p);
        bn254_fp2_pow_u256(&b, &b, e);
        bn254_fp2_mul(&x, &b, &x0);
    }
    bn254_fp2_sqr(&b, &x);
    *r = x;
    return bn254_fp2_equal(&b, a);
}

#endif /* BN254_FP2_IMPL_H */
