/* SPDX-License-Identifier: MIT */
/*
 * g2_impl.h: twist group law, the psi endomorphism and the G2 subgroup check.
 * The group-law formulas mirror g1_impl.h over Fp2 (a = 0 on both curves).
 */
#ifndef BN254_G2_IMPL_H
#define BN254_G2_IMPL_H

#include "consts.h"
#include "fp2.h"
#include "g2.h"

static const bn254_fp2 bn254_twist_b = BN254_FP2_CONST(BN254_TWIST_B);
static const bn254_fp2 bn254_psi_cx = BN254_FP2_CONST(BN254_GAMMA1_2);
static const bn254_fp2 bn254_psi_cy = BN254_FP2_CONST(BN254_GAMMA1_3);
static const bn254_fp bn254_psi2_cx = {{BN254_FP_CONST(BN254_GAMMA2_2)}};
static const signed char bn254_x0_naf[] = BN254_X0_NAF;

static int bn254_g2_aff_is_on_curve(const bn254_g2_aff *a) {
    bn254_fp2 lhs, rhs;
    if (a->infinity) return 1;
    bn254_fp2_sqr(&lhs, &a->y);
    bn254_fp2_sqr(&rhs, &a->x);
    bn254_fp2_mul(&rhs, &rhs, &a->x);
    bn254_fp2_add(&rhs, &rhs, &bn254_twist_b);
    return bn254_fp2_equal(&lhs, &rhs);
}

static BN254_INLINE void bn254_g2_aff_set_infinity(bn254_g2_aff *r) {
    bn254_fp2_set_zero(&r->x);
    bn254_fp2_set_zero(&r->y);
    r->infinity = 1;
}

static BN254_INLINE void bn254_g2_aff_neg(bn254_g2_aff *r, const bn254_g2_aff *a) {
    r->x = a->x;
    bn254_fp2_neg(&r->y, &a->y);
    r->infinity = a->infinity;
}

static BN254_INLINE void bn254_g2_jac_set_infinity(bn254_g2_jac *r) {
    bn254_fp2_set_one(&r->x);
    bn254_fp2_set_one(&r->y);
    bn254_fp2_set_zero(&r->z);
}

static BN254_INLINE int bn254_g2_jac_is_infinity(const bn254_g2_jac *a) {
    return bn254_fp2_is_zero(&a->z);
}

static BN254_INLINE void bn254_g2_jac_from_aff(bn254_g2_jac *r, const bn254_g2_aff *a) {
    if (a->infinity) {
        bn254_g2_jac_set_infinity(r);
        return;
    }
    r->x = a->x;
    r->y = a->y;
    bn254_fp2_set_one(&r->z);
}

BN254_UNUSED static void bn254_g2_jac_to_aff(bn254_g2_aff *r, const bn254_g2_jac *a) {
    bn254_fp2 zi, zi2;
    if (bn254_g2_jac_is_infinity(a)) {
        bn254_g2_aff_set_infinity(r);
        return;
    }
    bn254_fp2_inv(&zi, &a->z);
    bn254_fp2_sqr(&zi2, &zi);
    bn254_fp2_mul(&r->x, &a->x, &zi2);
    bn254_fp2_mul(&zi2, &zi2, &zi);
    bn254_fp2_mul(&r->y, &a->y, &zi2);
    r->infinity = 0;
}

static int bn254_g2_jac_equal(const bn254_g2_jac *a, const bn254_g2_jac *b) {
    bn254_fp2 z1z1, z2z2, l, r;
    int ia = bn254_g2_jac_is_infinity(a), ib = bn254_g2_jac_is_infinity(b);
    if (ia || ib) return ia && ib;
    bn254_fp2_sqr(&z1z1, &a->z);
    bn254_fp2_sqr(&z2z2, &b->z);
    bn254_fp2_mul(&l, &a->x, &z2z2);
    bn254_fp2_mul(&r, &b->x, &z1z1);
    if (!bn254_fp2_equal(&l, &r)) return 0;
    bn254_fp2_mul(&z1z1, &z1z1, &a->z);
    bn254_fp2_mul(&z2z2, &z2z2, &b->z);
    bn254_fp2_mul(&l, &a->y, &z2z2);
    bn254_fp2_mul(&r, &b->y, &z1z1);
    return bn254_fp2_equal(&l, &r);
}

static BN254_INLINE void bn254_g2_jac_neg(bn254_g2_jac *r, const bn254_g2_jac *a) {
    r->x = a->x;
    bn254_fp2_neg(&r->y, &a->y);
    r->z = a->z;
}

BN254_UNUSED static int bn254_g2_jac_is_on_curve(const bn254_g2_jac *a) {
    bn254_fp2 lhs, rhs, z6;
    if (bn254_g2_jac_is_infinity(a)) return 1;
    bn254_fp2_sqr(&lhs, &a->y);
    bn254_fp2_sqr(&rhs, &a->x);
    bn254_fp2_mul(&rhs, &rhs, &a->x);
    bn254_fp2_sqr(&z6, &a->z);
    bn254_fp2_mul(&z6, &z6, &a->z);
    bn254_fp2_sqr(&z6, &z6);
    bn254_fp2_mul(&z6, &z6, &bn254_twist_b);
    bn254_fp2_add(&rhs, &rhs, &z6);
    return bn254_fp2_equal(&lhs, &rhs);
}

/* The group law comes in _impl functions; the public names add the
 * BN254_VERIFY checks. */
static void bn254_g2_jac_dbl_impl(bn254_g2_jac *r, const bn254_g2_jac *a) {
    /* dbl-2009-l (bn254_g1_jac_dbl uses its halved form). A point with Y = 0
     * has order 2; then Z3 = 2YZ = 0 gives infinity, as it should. */
    bn254_fp2 A, B, C, D, E, F, t;
    bn254_fp2_sqr(&A, &a->x);
    bn254_fp2_sqr(&B, &a->y);
    bn254_fp2_sqr(&C, &B);
    bn254_fp2_add(&D, &a->x, &B);
    bn254_fp2_sqr(&D, &D);
    bn254_fp2_sub(&D, &D, &A);
    bn254_fp2_sub(&D, &D, &C);
    bn254_fp2_dbl(&D, &D);
    bn254_fp2_tpl(&E, &A);
    bn254_fp2_sqr(&F, &E);
    bn254_fp2_mul(&r->z, &a->y, &a->z);
    bn254_fp2_dbl(&r->z, &r->z);
    bn254_fp2_dbl(&t, &D);
    bn254_fp2_sub(&r->x, &F, &t);
    bn254_fp2_sub(&t, &D, &r->x);
    bn254_fp2_mul(&t, &E, &t);
    bn254_fp2_dbl(&C, &C);
    bn254_fp2_dbl(&C, &C);
    bn254_fp2_dbl(&C, &C);
    bn254_fp2_sub(&r->y, &t, &C);
}

static void bn254_g2_jac_add_impl(bn254_g2_jac *r, const bn254_g2_jac *a, const bn254_g2_jac *b) {
    /* add-2007-bl, as bn254_g1_jac_add */
    bn254_fp2 z1z1, z2z2, u1, u2, s1, s2, h, i, j, rr, v, t;
    if (bn254_g2_jac_is_infinity(a)) {
        *r = *b;
        return;
    }
    if (bn254_g2_jac_is_infinity(b)) {
        *r = *a;
        return;
    }
    bn254_fp2_sqr(&z1z1, &a->z);
    bn254_fp2_sqr(&z2z2, &b->z);
    bn254_fp2_mul(&u1, &a->x, &z2z2);
    bn254_fp2_mul(&u2, &b->x, &z1z1);
    bn254_fp2_mul(&s1, &a->y, &b->z);
    bn254_fp2_mul(&s1, &s1, &z2z2);
    bn254_fp2_mul(&s2, &b->y, &a->z);
    bn254_fp2_mul(&s2, &s2, &z1z1);
    bn254_fp2_sub(&h, &u2, &u1);
    bn254_fp2_sub(&rr, &s2, &s1);
    if (bn254_fp2_is_zero(&h)) {
        if (bn254_fp2_is_zero(&rr)) {
            bn254_g2_jac_dbl(r, a);
        } else {
            bn254_g2_jac_set_infinity(r);
        }
        return;
    }
    bn254_fp2_dbl(&rr, &rr);
    bn254_fp2_dbl(&i, &h);
    bn254_fp2_sqr(&i, &i);
    bn254_fp2_mul(&j, &h, &i);
    bn254_fp2_mul(&v, &u1, &i);
    bn254_fp2_add(&t, &a->z, &b->z);
    bn254_fp2_sqr(&t, &t);
    bn254_fp2_sub(&t, &t, &z1z1);
    bn254_fp2_sub(&t, &t, &z2z2);
    bn254_fp2_mul(&r->z, &t, &h);
    bn254_fp2_sqr(&r->x, &rr);
    bn254_fp2_sub(&r->x, &r->x, &j);
    bn254_fp2_sub(&r->x, &r->x, &v);
    bn254_fp2_sub(&r->x, &r->x, &v);
    bn254_fp2_sub(&t, &v, &r->x);
    bn254_fp2_mul(&t, &t, &rr);
    bn254_fp2_mul(&s1, &s1, &j);
    bn254_fp2_dbl(&s1, &s1);
    bn254_fp2_sub(&r->y, &t, &s1);
}

static void bn254_g2_jac_add_aff_impl(bn254_g2_jac *r, const bn254_g2_jac *a, const bn254_g2_aff *b) {
    /* madd-2007-bl, as bn254_g1_jac_add_aff */
    bn254_fp2 z1z1, u2, s2, h, hh, i, j, rr, v, t, y1;
    if (b->infinity) {
        *r = *a;
        return;
    }
    if (bn254_g2_jac_is_infinity(a)) {
        bn254_g2_jac_from_aff(r, b);
        return;
    }
    y1 = a->y;
    bn254_fp2_sqr(&z1z1, &a->z);
    bn254_fp2_mul(&u2, &b->x, &z1z1);
    bn254_fp2_mul(&s2, &b->y, &a->z);
    bn254_fp2_mul(&s2, &s2, &z1z1);
    bn254_fp2_sub(&h, &u2, &a->x);
    bn254_fp2_sub(&rr, &s2, &a->y);
    if (bn254_fp2_is_zero(&h)) {
        if (bn254_fp2_is_zero(&rr)) {
            bn254_g2_jac_dbl(r, a);
        } else {
            bn254_g2_jac_set_infinity(r);
        }
        return;
    }
    bn254_fp2_dbl(&rr, &rr);
    bn254_fp2_sqr(&hh, &h);
    bn254_fp2_dbl(&i, &hh);
    bn254_fp2_dbl(&i, &i);
    bn254_fp2_mul(&j, &h, &i);
    bn254_fp2_mul(&v, &a->x, &i);
    bn254_fp2_add(&t, &a->z, &h);
    bn254_fp2_sqr(&t, &t);
    bn254_fp2_sub(&t, &t, &z1z1);
    bn254_fp2_sub(&r->z, &t, &hh);
    bn254_fp2_sqr(&t, &rr);
    bn254_fp2_sub(&t, &t, &j);
    bn254_fp2_sub(&t, &t, &v);
    bn254_fp2_mul(&j, &j, &y1); /* Y1 J: a->y may alias r->y, hence the copy y1 */
    bn254_fp2_sub(&r->x, &t, &v);
    bn254_fp2_sub(&t, &v, &r->x);
    bn254_fp2_mul(&t, &t, &rr);
    bn254_fp2_dbl(&j, &j);
    bn254_fp2_sub(&r->y, &t, &j);
}

static void bn254_g2_jac_dbl(bn254_g2_jac *r, const bn254_g2_jac *a) {
    VERIFY_CHECK(bn254_g2_jac_is_on_curve(a));
    bn254_g2_jac_dbl_impl(r, a);
    VERIFY_CHECK(bn254_g2_jac_is_on_curve(r));
}

static void bn254_g2_jac_add(bn254_g2_jac *r, const bn254_g2_jac *a, const bn254_g2_jac *b) {
    VERIFY_CHECK(bn254_g2_jac_is_on_curve(a) && bn254_g2_jac_is_on_curve(b));
    bn254_g2_jac_add_impl(r, a, b);
    VERIFY_CHECK(bn254_g2_jac_is_on_curve(r));
}

static void bn254_g2_jac_add_aff(bn254_g2_jac *r, const bn254_g2_jac *a, const bn254_g2_aff *b) {
    VERIFY_CHECK(bn254_g2_jac_is_on_curve(a) && bn254_g2_aff_is_on_curve(b));
    bn254_g2_jac_add_aff_impl(r, a, b);
    VERIFY_CHECK(bn254_g2_jac_is_on_curve(r));
}

static void bn254_g2_jac_psi(bn254_g2_jac *r, const bn254_g2_jac *a) {
    /* Affine x = X/Z^2 maps to conj(X)/conj(Z)^2 gamma_{1,2}: conjugate all
     * three coordinates and scale X and Y. */
    bn254_fp2_conj(&r->x, &a->x);
    bn254_fp2_mul(&r->x, &r->x, &bn254_psi_cx);
    bn254_fp2_conj(&r->y, &a->y);
    bn254_fp2_mul(&r->y, &r->y, &bn254_psi_cy);
    bn254_fp2_conj(&r->z, &a->z);
}

static void bn254_g2_jac_psi2(bn254_g2_jac *r, const bn254_g2_jac *a) {
    /* gamma_{1,2}^(p+1) = gamma_{2,2} in Fp and gamma_{1,3}^(p+1) = -1. */
    bn254_fp2_mul_fp(&r->x, &a->x, &bn254_psi2_cx);
    bn254_fp2_neg(&r->y, &a->y);
    r->z = a->z;
}

static void bn254_g2_aff_psi(bn254_g2_aff *r, const bn254_g2_aff *a) {
    bn254_fp2_conj(&r->x, &a->x);
    bn254_fp2_mul(&r->x, &r->x, &bn254_psi_cx);
    bn254_fp2_conj(&r->y, &a->y);
    bn254_fp2_mul(&r->y, &r->y, &bn254_psi_cy);
    r->infinity = a->infinity;
}

static void bn254_g2_aff_psi2(bn254_g2_aff *r, const bn254_g2_aff *a) {
    bn254_fp2_mul_fp(&r->x, &a->x, &bn254_psi2_cx);
    bn254_fp2_neg(&r->y, &a->y);
    r->infinity = a->infinity;
}

static void bn254_g2_mul_x0(bn254_g2_jac *r, const bn254_g2_aff *a) {
    /* Left-to-right signed binary over the NAF of x0 (leading digit 1), with
     * mixed additions of the affine a and -a (7M + 4S instead of 11M + 5S). */
    bn254_g2_aff neg;
    bn254_g2_jac acc;
    size_t i;
    bn254_g2_aff_neg(&neg, a);
    bn254_g2_jac_from_aff(&acc, a);
    for (i = 1; i < BN254_ARRAY_LEN(bn254_x0_naf); i++) {
        bn254_g2_jac_dbl(&acc, &acc);
        if (bn254_x0_naf[i] > 0) {
            bn254_g2_jac_add_aff(&acc, &acc, a);
        } else if (bn254_x0_naf[i] < 0) {
            bn254_g2_jac_add_aff(&acc, &acc, &neg);
        }
    }
    *r = acc;
}

static int bn254_g2_aff_is_in_subgroup(const bn254_g2_aff *a) {
    bn254_g2_jac xq, lhs, t, rhs;
    if (a->infinity) return 1;
    bn254_g2_mul_x0(&xq, a);
    /* lhs = [x0] Q + Q + psi([x0] Q) + psi^2([x0] Q) */
    bn254_g2_jac_add_aff(&lhs, &xq, a);
    bn254_g2_jac_psi(&t, &xq);
    bn254_g2_jac_add(&lhs, &lhs, &t);
    bn254_g2_jac_psi2(&t, &xq);
    bn254_g2_jac_add(&lhs, &lhs, &t);
    /* rhs = psi^3([2 x0] Q) */
    bn254_g2_jac_dbl(&rhs, &xq);
    bn254_g2_jac_psi2(&rhs, &rhs);
    bn254_g2_jac_psi(&rhs, &rhs);
    return bn254_g2_jac_equal(&lhs, &rhs);
}

#endif /* BN254_G2_IMPL_H */
