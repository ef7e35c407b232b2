/* SPDX-License-Identifier: MIT */
/*
 * glv.h: G1 scalar multiplication by the GLV method: k = k1 + k2 lambda
 * (mod r) with |k1|, |k2| about 2^127 (scalar.h), then the joint interleaved
 * width-5 NAF of k1 on P and k2 on phi(P) (Shamir's trick), phi(x, y) =
 * (beta x, y) = [lambda] P; and the shorter paths ecmul takes for short
 * scalars. Uses g1.h, fp.h (for beta) and scalar.h.
 */
#ifndef BN254_GLV_H
#define BN254_GLV_H

#include <stdint.h>

#include "g1.h"
#include "scalar.h"

/* Window width of the wNAF recoding: 2^(w-2) = 8 precomputed odd multiples. */
#define BN254_GLV_WINDOW 5

/* r = [k] a for any 256-bit k (reduced mod r first): the joint width-5 NAF
 * of the two halves over the odd multiples a, ..., 15a and their phi images
 * (bn254_g1_odd_multiples: no inversion). The generic path of ecmul. With
 * the backend's G1 kernels (BN254_G1_AFFINE_KERNELS, g1.h), where the
 * number of calls is what counts, it is bn254_g1_mul_glv_aff instead. */
static void bn254_g1_mul_glv(bn254_g1_jac *r, const bn254_g1_aff *a, const bn254_scalar *k);

#if BN254_G1_AFFINE_KERNELS
/* r = [k] a the same way in affine coordinates, every step one
 * bn254_g1_aff_add: about 128 doublings and 43 additions, 16 for the table
 * and 8 field multiplications. Only with G1 kernels (elsewhere each
 * addition would cost an inversion); the tests compare it with the
 * Jacobian form where it is built (bn254.ecmul_hooks_g1). */
static void bn254_g1_mul_glv_aff(bn254_g1_aff *r, const bn254_g1_aff *a, const bn254_scalar *k);
#endif

/* r = [k] a for any 256-bit k, not reduced, by the width-w NAF of k alone
 * (2 <= w <= 5): 2^(w-2) odd multiples, none for w = 2 (plain NAF
 * double-and-add with mixed additions of +-a). The path for short scalars. */
static void bn254_g1_mul_wnaf(bn254_g1_jac *r, const bn254_g1_aff *a, const bn254_scalar *k, int w);

/*
 * Scalar-multiplication paths by the length n of the scalar k mod r, or of
 * r - (k mod r) with -a when that is shorter (so r - 1 is as short as 1):
 * n = 0 gives infinity and n = 1 gives +-a without any arithmetic (no
 * inversion either); then the width-w NAF of k alone for n up to the
 * thresholds below, and GLV beyond. Each extra bit of window halves the
 * additions' share of the doublings but doubles the table, and the GLV split
 * halves the doublings but not the additions (two half-length NAFs), which
 * is why it only pays from about 150 bits on. The thresholds are where the
 * mean Fp multiplication counts of bench/opcount/opcount.sh --sweep cross (19.7,
 * 49.6 and 145 bits), checked in instructions (rvsim, rv32im gcc and
 * clang) and ns (x86-64); doc/architecture.md. A build may
 * override them.
 */
#ifndef BN254_ECMUL_W2_MAX_BITS
#define BN254_ECMUL_W2_MAX_BITS 19
#endif
#ifndef BN254_ECMUL_W3_MAX_BITS
#define BN254_ECMUL_W3_MAX_BITS 49
#endif
#ifndef BN254_ECMUL_W4_MAX_BITS
#define BN254_ECMUL_W4_MAX_BITS 146
#endif

/* r = [k] a, affine, for any 256-bit k: ecmul's multiplication. */
static void bn254_g1_mul(bn254_g1_aff *r, const bn254_g1_aff *a, const bn254_scalar *k);

#endif /* BN254_GLV_H */
