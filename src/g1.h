/* SPDX-License-Identifier: MIT */
/*
 * g1.h: the group G1 = E(Fp), E: y^2 = x^3 + 3, of prime order r (cofactor 1).
 *
 * Affine points, bn254_g1_aff { x, y, infinity } (defined with the field
 * types in arch/kernels.h, because the optional G1 kernels take it), carry an
 * explicit infinity flag (the EVM encodes infinity as (0,0), which is not a
 * curve point). Jacobian points (X, Y, Z) stand for (X/Z^2, Y/Z^3); infinity
 * is Z = 0. Every operation handles every input, including infinity, P + P
 * and P + (-P). Full aliasing allowed. Uses fp.h, and of the kernel boundary
 * only the G1 kernels.
 */
#ifndef BN254_G1_H
#define BN254_G1_H

#include "fp.h"

/* 1 if the backend adds affine points itself (arch/kernels.h, the G1
 * kernels; the hooks backend with its G1 hooks): bn254_g1_aff_add and
 * bn254_g1_aff_neg are then one kernel call each after the special cases,
 * and the GLV multiplication (glv.h) takes its affine form. */
#define BN254_G1_AFFINE_KERNELS BN254_KERN_G1_AFFINE

typedef struct {
    bn254_fp x, y, z;
} bn254_g1_jac;

/* b = 3 of the curve (consts.h). */
static const bn254_fp bn254_g1_b;

/* 1 if (x, y) satisfies y^2 = x^3 + 3 (infinity counts as on the curve). */
static int bn254_g1_aff_is_on_curve(const bn254_g1_aff *a);
static void bn254_g1_aff_set_infinity(bn254_g1_aff *r);
static void bn254_g1_aff_neg(bn254_g1_aff *r, const bn254_g1_aff *a);
/* r = a + b in affine coordinates: one field inversion (the cheapest way to
 * add two affine points and return an affine result, as ecadd must), or one
 * G1 kernel call. */
static void bn254_g1_aff_add(bn254_g1_aff *r, const bn254_g1_aff *a, const bn254_g1_aff *b);

static void bn254_g1_jac_set_infinity(bn254_g1_jac *r);
static int bn254_g1_jac_is_infinity(const bn254_g1_jac *a);
static void bn254_g1_jac_from_aff(bn254_g1_jac *r, const bn254_g1_aff *a);
/* One inversion. */
static void bn254_g1_jac_to_aff(bn254_g1_aff *r, const bn254_g1_jac *a);
/* Same points? (projective comparison, no inversion) */
static int bn254_g1_jac_equal(const bn254_g1_jac *a, const bn254_g1_jac *b);
static void bn254_g1_jac_neg(bn254_g1_jac *r, const bn254_g1_jac *a);

/* 1 if a satisfies Y^2 = X^3 + 3 Z^6 (infinity counts as on the curve). */
static int bn254_g1_jac_is_on_curve(const bn254_g1_jac *a);
/* 1 if a and b lie on the same curve y^2 = x^3 + c (either at infinity
 * counts): the BN254_VERIFY check of the group law, which also holds on the
 * isomorphic curves of bn254_g1_odd_multiples. */
static int bn254_g1_jac_same_curve(const bn254_g1_jac *a, const bn254_g1_jac *b);

/* The group law of group_law.h (shared with G2): r = 2a (dbl-2009-l scaled
 * by 1/2, 3M + 4S), r = a + b (add-2007-bl, 11M + 5S), r = a + b with b
 * affine (madd-2007-bl, 7M + 4S); formulas from the Explicit-Formulas
 * Database, hyperelliptic.org/EFD/g1p/auto-shortw-jacobian-0.html. */
static void bn254_g1_jac_dbl(bn254_g1_jac *r, const bn254_g1_jac *a);
static void bn254_g1_jac_add(bn254_g1_jac *r, const bn254_g1_jac *a, const bn254_g1_jac *b);
static void bn254_g1_jac_add_aff(bn254_g1_jac *r, const bn254_g1_jac *a, const bn254_g1_aff *b);

/* r = 2a for an affine a (Z = 1): bn254_g1_jac_dbl's formulas with Z = 1, 2M + 4S. */
static void bn254_g1_jac_dbl_aff(bn254_g1_jac *r, const bn254_g1_aff *a);

/*
 * The odd multiples a, 3a, ..., (2n - 1)a of a finite point a, all on one
 * common Z and without any inversion ("effective affine", as libsecp256k1's
 * odd-multiples tables, after Longa, Miri, "New composite operations and
 * precomputation scheme for elliptic curve cryptosystems over prime fields",
 * PKC 2008, Sec. 4): with d = 2a = (X, Y, Z), a is moved to the isomorphic
 * curve y^2 = x^3 + 3 Z^6 by (x, y) -> (x Z^2, y Z^3), where d is affine, so
 * every further multiple is one mixed addition of d whose Z grows by a known
 * factor; one backward pass of those factors then brings every entry to the
 * last one's Z. Because a = 0, doubling and mixed addition do not involve b,
 * so they run unchanged on such a curve; r_i are the affine coordinates of
 * (2i + 1)a on the curve y^2 = x^3 + 3 z^6, and a Jacobian result (X, Y, W)
 * computed there is (X, Y, W z) on E. Cost for n >= 2: 2M + 4S for d,
 * 3M + 1S to move a, 4M + 2S for 3a, 7M + 4S for each further entry
 * (madd-2007-bl, whose Z3 = 2 Z1 H gives the factor 2H), 4M + 1S per entry
 * in the backward pass (one M less for the last but one) and 1M for z:
 * 117 multiplications and squarings for n = 8. For n = 1, r_0 = a and z = 1. a must have
 * order above 2n - 1 (every finite point of G1 has order r);
 * n <= BN254_G1_ODD_MULTIPLES_MAX. r must not overlap a.
 */
#define BN254_G1_ODD_MULTIPLES_MAX 8
static void bn254_g1_odd_multiples(bn254_g1_aff *r, bn254_fp *z, const bn254_g1_aff *a, size_t n);

#endif /* BN254_G1_H */
