/* SPDX-License-Identifier: MIT */
/*
 * fp.h: the base field Fp, p = 36x0^4 + 36x0^3 + 24x0^2 + 6x0 + 1 (254 bits).
 *
 * Representation: 4 little-endian 64-bit limbs in Montgomery form
 * (a is stored as a*R mod p, R = 2^256), always canonical in [0, p) at
 * this layer's boundary. Every function allows full aliasing of its
 * arguments (r == a == b). Everything is variable time (inputs are public).
 *
 * The limb kernels (mul, sqr, add, sub) live behind this contract: the
 * portable C99 ones in fp_c_impl.h, assembly ones in src/arch/. Upper layers
 * never touch limbs except through the functions below.
 */
#ifndef BN254_FP_H
#define BN254_FP_H

#include <stdint.h>

#include "util.h"

typedef struct {
    uint64_t l[4];
} bn254_fp;

/* r = 0, r = 1 (Montgomery form of one). */
static void bn254_fp_set_zero(bn254_fp *r);
static void bn254_fp_set_one(bn254_fp *r);
/* r = small integer v (v < 2^64), in Montgomery form. */
static void bn254_fp_set_u64(bn254_fp *r, uint64_t v);

/* Predicates, 1 or 0. */
static int bn254_fp_is_zero(const bn254_fp *a);
static int bn254_fp_is_one(const bn254_fp *a);
static int bn254_fp_equal(const bn254_fp *a, const bn254_fp *b);
/* 1 if the limbs are < p (always true for values produced by this layer). */
static int bn254_fp_is_canonical(const bn254_fp *a);

/* r = a + b, a - b, -a, 2a, 3a, a/2 (mod p). */
static void bn254_fp_add(bn254_fp *r, const bn254_fp *a, const bn254_fp *b);
static void bn254_fp_sub(bn254_fp *r, const bn254_fp *a, const bn254_fp *b);
static void bn254_fp_neg(bn254_fp *r, const bn254_fp *a);
static void bn254_fp_dbl(bn254_fp *r, const bn254_fp *a);
static void bn254_fp_tpl(bn254_fp *r, const bn254_fp *a);
static void bn254_fp_half(bn254_fp *r, const bn254_fp *a);

/* r = a * b, a^2 (Montgomery multiplication: one reduction each). */
static void bn254_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b);
static void bn254_fp_sqr(bn254_fp *r, const bn254_fp *a);

/* r = a^-1, variable time (Bernstein-Yang divsteps with __int128, else the
 * binary extended Euclid bn254_fp_inv_binary); r = 0 when a = 0. */
static void bn254_fp_inv(bn254_fp *r, const bn254_fp *a);
static void bn254_fp_inv_binary(bn254_fp *r, const bn254_fp *a);

/*
 * Decode a 32-byte big-endian integer; returns 0 (r untouched) if it is >= p,
 * else 1 with r set to its Montgomery form. Encode is the inverse.
 */
static int bn254_fp_from_be32(bn254_fp *r, const uint8_t in[32]);
static void bn254_fp_to_be32(uint8_t out[32], const bn254_fp *a);

#endif /* BN254_FP_H */
