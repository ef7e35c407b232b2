/* SPDX-License-Identifier: MIT */
/*
 * g2.h: points of the D-type sextic twist E': y^2 = x^3 + b', b' = 3/(9+u),
 * over Fp2, and the group G2 = E'[r] of order r (the twist's cofactor is
 * 2p - r, so most twist points are NOT in G2: the subgroup check matters).
 *
 * Representation as in g1.h: affine with an infinity flag, Jacobian with
 * Z = 0 for infinity; every operation handles every input (points of small
 * order off the subgroup included). Full aliasing allowed. Uses only fp2.h.
 */
#ifndef BN254_G2_H
#define BN254_G2_H

#include "fp2.h"

typedef struct {
    bn254_fp2 x, y;
    int infinity;
} bn254_g2_aff;

typedef struct {
    bn254_fp2 x, y, z;
} bn254_g2_jac;

/* b' of the twist (consts.h). */
static const bn254_fp2 bn254_twist_b;

/* 1 if (x, y) is on the twist (infinity counts as on it). */
static int bn254_g2_aff_is_on_curve(const bn254_g2_aff *a);
static void bn254_g2_aff_set_infinity(bn254_g2_aff *r);
static void bn254_g2_aff_neg(bn254_g2_aff *r, const bn254_g2_aff *a);

static void bn254_g2_jac_set_infinity(bn254_g2_jac *r);
static int bn254_g2_jac_is_infinity(const bn254_g2_jac *a);
static void bn254_g2_jac_from_aff(bn254_g2_jac *r, const bn254_g2_aff *a);
static void bn254_g2_jac_to_aff(bn254_g2_aff *r, const bn254_g2_jac *a);
static int bn254_g2_jac_equal(const bn254_g2_jac *a, const bn254_g2_jac *b);
static void bn254_g2_jac_neg(bn254_g2_jac *r, const bn254_g2_jac *a);

/* 1 if a satisfies Y^2 = X^3 + b' Z^6 (infinity counts as on the twist). */
static int bn254_g2_jac_is_on_curve(const bn254_g2_jac *a);
/* 1 if a and b lie on the same curve y^2 = x^3 + c (the BN254_VERIFY check). */
static int bn254_g2_jac_same_curve(const bn254_g2_jac *a, const bn254_g2_jac *b);

/* The group law of group_law.h, the same formulas as G1's over Fp2: r = 2a
 * (dbl-2009-l halved, 3M + 4S), r = a + b (add-2007-bl, 11M + 5S), r = a + b
 * with b affine (madd-2007-bl, 7M + 4S), r = 2a for an affine a (2M + 4S). */
static void bn254_g2_jac_dbl(bn254_g2_jac *r, const bn254_g2_jac *a);
static void bn254_g2_jac_add(bn254_g2_jac *r, const bn254_g2_jac *a, const bn254_g2_jac *b);
static void bn254_g2_jac_add_aff(bn254_g2_jac *r, const bn254_g2_jac *a, const bn254_g2_aff *b);
static void bn254_g2_jac_dbl_aff(bn254_g2_jac *r, const bn254_g2_aff *a);

/*
 * psi = untwist o Frobenius o twist: (x, y) -> (conj(x) gamma_{1,2},
 * conj(y) gamma_{1,3}); psi2 = psi o psi: (x, y) -> (x gamma_{2,2}, -y).
 * On G2, psi acts as multiplication by p.
 */
static void bn254_g2_jac_psi(bn254_g2_jac *r, const bn254_g2_jac *a);
static void bn254_g2_jac_psi2(bn254_g2_jac *r, const bn254_g2_jac *a);
static void bn254_g2_aff_psi(bn254_g2_aff *r, const bn254_g2_aff *a);
static void bn254_g2_aff_psi2(bn254_g2_aff *r, const bn254_g2_aff *a);

/* r = [x0] a, the BN parameter, by its NAF (62 doublings, 22 mixed additions). */
static void bn254_g2_mul_x0(bn254_g2_jac *r, const bn254_g2_aff *a);

/*
 * 1 if a (on the twist) lies in G2. Uses the endomorphism criterion of
 * Dai, Lin, Zhao, Zhou, "Fast subgroup membership testings for G1, G2 and GT
 * on pairing-friendly curves", ePrint 2022/348, for BN curves:
 *   Q in G2  <=>  [x0 + 1] Q + psi([x0] Q) + psi^2([x0] Q) = psi^3([2 x0] Q)
 * i.e. one 63-bit multiplication instead of a 254-bit one. Infinity is in G2.
 */
static int bn254_g2_aff_is_in_subgroup(const bn254_g2_aff *a);

#endif /* BN254_G2_H */
