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

#define BN254_FP2_VERIFY(a) \
    VERIFY_CHECK(bn254_fp_is_canonical(&(a)->c0) && bn254_fp_is_canonical(&(a)->c1))

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

static BN254_ALWAYS_INLINE void bn254_fp2_add(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
    bn254_fp_add(&r->c0, &a->c0, &b->c0);
    bn254_fp_add(&r->c1, &a->c1, &b->c1);
}

static BN254_ALWAYS_INLINE void bn254_fp2_sub(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
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

#endif /* BN254_FP2_IMPL_H */
