/* SPDX-License-Identifier: MIT */
/*
 * fp2.h: Fp2 = Fp[u]/(u^2 + 1), elements c0 + c1 u (c0 is the real part).
 * p = 3 mod 4, so -1 is a non-residue and u^2 = -1 gives a field.
 * The type bn254_fp2 is defined with bn254_fp in arch/kernels.h (the fused
 * kernels take it). Canonical at the boundary (both coordinates in [0, p));
 * full aliasing allowed everywhere. Uses fp.h and the Fp2 kernels of
 * arch/kernels.h.
 */
#ifndef BN254_FP2_H
#define BN254_FP2_H

#include "fp.h"

static void bn254_fp2_set_zero(bn254_fp2 *r);
static void bn254_fp2_set_one(bn254_fp2 *r);
static int bn254_fp2_is_zero(const bn254_fp2 *a);
static int bn254_fp2_is_one(const bn254_fp2 *a);
static int bn254_fp2_equal(const bn254_fp2 *a, const bn254_fp2 *b);

/* r = a + b, a - b, -a, 2a, 3a, a/2, conjugate c0 - c1 u. */
static void bn254_fp2_add(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b);
static void bn254_fp2_sub(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b);
static void bn254_fp2_neg(bn254_fp2 *r, const bn254_fp2 *a);
static void bn254_fp2_dbl(bn254_fp2 *r, const bn254_fp2 *a);
static void bn254_fp2_tpl(bn254_fp2 *r, const bn254_fp2 *a);
static void bn254_fp2_half(bn254_fp2 *r, const bn254_fp2 *a);
static void bn254_fp2_conj(bn254_fp2 *r, const bn254_fp2 *a);

/* r = a * b, a^2: the backend's Fp2 kernels (arch/kernels.h: fused products
 * with lazy reduction on x86_64 with ADX and on c32, one call with the Fp2
 * hook, else Karatsuba, 3M, and complex squaring, 2M, by arch/fp2_formulas.h);
 * r = a * s for s in Fp. */
static void bn254_fp2_mul(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b);
static void bn254_fp2_sqr(bn254_fp2 *r, const bn254_fp2 *a);
static void bn254_fp2_mul_fp(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp *s);

/* r = a * xi with xi = 9 + u, the non-residue defining Fp6: the backend's
 * kernel (one pass per coordinate on x86_64 and c32, else by additions). */
static void bn254_fp2_mul_xi(bn254_fp2 *r, const bn254_fp2 *a);

/* r = a^-1 = conj(a) / (c0^2 + c1^2); r = 0 when a = 0. One Fp inversion. */
static void bn254_fp2_inv(bn254_fp2 *r, const bn254_fp2 *a);

/*
 * r = a square root of a and 1 if a is a square in Fp2 (0 included), else 0
 * with r unspecified. Adj and Rodriguez-Henriquez, "Square root computation
 * over even extension fields", ePrint 2012/685, Algorithm 9 (q = p = 3 mod
 * 4): two exponentiations in Fp2 by about p/4 and p/2, then checked by
 * squaring. Which root is returned is not specified.
 */
static int bn254_fp2_sqrt(bn254_fp2 *r, const bn254_fp2 *a);

#endif /* BN254_FP2_H */
