/* SPDX-License-Identifier: MIT */
/*
 * g2_impl.h: the twist over Fp2: the group law of group_law.h (shared with
 * G1; a = 0 on both curves), the psi endomorphism and the G2 subgroup check.
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

/* The group law shared with G1 (group_law.h), over Fp2. */
#define BN254_GL g2
#define BN254_GL_F fp2
#define BN254_GL_B bn254_twist_b
#define BN254_GL_SQR_CHEAP 1
#include "group_law.h"

static BN254_INLINE void bn254_g2_aff_neg(bn254_g2_aff *r, const bn254_g2_aff *a) {
    r->x = a->x;
    bn254_fp2_neg(&r->y, &a->y);
    r->infinity = a->infinity;
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
    bn254_g2_jac_dbl_aff(&acc, a); /* the leading digit, doubled from Z = 1: 2M + 4S */
    for (i = 1; i < BN254_ARRAY_LEN(bn254_x0_naf); i++) {
        if (i > 1) bn254_g2_jac_dbl(&acc, &acc);
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
