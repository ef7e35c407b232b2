/* SPDX-License-Identifier: MIT */
/*
 * g1.h: the group G1 = E(Fp), E: y^2 = x^3 + 3, of prime order r (cofactor 1).
 *
 * Affine points carry an explicit infinity flag (the EVM encodes infinity as
 * (0,0), which is not a curve point). Jacobian points (X, Y, Z) stand for
 * (X/Z^2, Y/Z^3); infinity is Z = 0. Every operation handles every input,
 * including infinity, P + P and P + (-P). Full aliasing allowed.
 * Uses only fp.h.
 */
#ifndef BN254_G1_H
#define BN254_G1_H

#include "fp.h"

typedef struct {
    bn254_fp x, y;
    int infinity;
} bn254_g1_aff;

typedef struct {
    bn254_fp x, y, z;
} bn254_g1_jac;

/* 1 if (x, y) satisfies y^2 = x^3 + 3 (infinity counts as on the curve). */
static int bn254_g1_aff_is_on_curve(const bn254_g1_aff *a);
static void bn254_g1_aff_set_infinity(bn254_g1_aff *r);
static void bn254_g1_aff_neg(bn254_g1_aff *r, const bn254_g1_aff *a);
/* r = a + b in affine coordinates: one field inversion (the cheapest way to
 * add two affine points and return an affine result, as ecadd must). */
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
 * isomorphic curves of bn254_g1_jac_to_common_z. */
static int bn254_g1_jac_same_curve(const bn254_g1_jac *a, const bn254_g1_jac *b);

/* r = 2a (dbl-2009-l, 2M + 5S), r = a + b (add-2007-bl, 11M + 5S),
 * r = a + b with b affine (madd-2007-bl, 7M + 4S); formulas from the
 * Explicit-Formulas Database, hyperelliptic.org/EFD/g1p/auto-shortw-jacobian-0.html. */
static void bn254_g1_jac_dbl(bn254_g1_jac *r, const bn254_g1_jac *a);
static void bn254_g1_jac_add(bn254_g1_jac *r, const bn254_g1_jac *a, const bn254_g1_jac *b);
static void bn254_g1_jac_add_aff(bn254_g1_jac *r, const bn254_g1_jac *a, const bn254_g1_aff *b);

/*
 * Bring n finite Jacobian points to one common Z without any inversion
 * ("effective affine", as libsecp256k1's odd-multiples tables): with
 * Z = z_0 ... z_(n-1) and c_i = Z / z_i (prefix and suffix products),
 * r_i = (x_i c_i^2, y_i c_i^3) are the affine coordinates of the points on
 * the isomorphic curve y^2 = x^3 + 3 Z^6, reached by (x, y) -> (x Z^2, y Z^3).
 * Because a = 0, doubling and mixed addition do not involve b, so they run
 * unchanged on those coordinates; a Jacobian result (X, Y, W) there is
 * (X, Y, W Z) on E. scratch must hold n elements; r and a must not overlap.
 */
static void bn254_g1_jac_to_common_z(bn254_g1_aff *r, bn254_fp *z, const bn254_g1_jac *a,
                                     bn254_fp *scratch, size_t n);

/*
 * Convert n Jacobian points to affine with one field inversion
 * (Montgomery's simultaneous-inversion trick). scratch must hold n
 * elements. r and a must not overlap.
 */
static void bn254_g1_jac_to_aff_batch(bn254_g1_aff *r, const bn254_g1_jac *a, bn254_fp *scratch,
                                      size_t n);

#endif /* BN254_G1_H */
