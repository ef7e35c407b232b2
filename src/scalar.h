/* SPDX-License-Identifier: MIT */
/*
 * scalar.h: the scalars of ecmul, any 256-bit integer read modulo the group
 * order r, and their recodings for scalar multiplication: the GLV split into
 * two halves of about 128 bits and the width-w NAF. Integers only (u256.h):
 * nothing here knows about points or field elements, so the Jacobian and the
 * affine scalar multiplications of glv.h share it. Variable time.
 */
#ifndef BN254_SCALAR_H
#define BN254_SCALAR_H

#include <stddef.h>
#include <stdint.h>

#include "u256.h"

/* Any 256-bit integer (an ecmul scalar), little-endian 64-bit limbs. */
typedef struct {
    uint64_t l[4];
} bn254_scalar;

static void bn254_scalar_from_be32(bn254_scalar *r, const uint8_t in[32]);
static int bn254_scalar_is_zero(const bn254_scalar *a);
/* r = k mod r (the group order); k any 256-bit value. */
static void bn254_scalar_reduce(bn254_scalar *r, const bn254_scalar *k);
/* r = (the group order) - k for 0 < k < the group order: [k] P = [r] (-P). */
static void bn254_scalar_negate(bn254_scalar *r, const bn254_scalar *k);
/* Number of significant bits of a (0 for a = 0). */
static int bn254_scalar_bits(const bn254_scalar *a);

/* A wNAF of a value below 2^256 has at most 257 digits. */
#define BN254_WNAF_MAX 257

/*
 * GLV decomposition of k < r: k = (-1)^neg1 k1 + (-1)^neg2 k2 lambda (mod r)
 * with k1, k2 < 2^128 (checked in the tests over edge and random scalars).
 */
static void bn254_scalar_split_glv(bn254_scalar *k1, int *neg1, bn254_scalar *k2, int *neg2,
                                   const bn254_scalar *k);

/*
 * Width-w NAF of k: digits[i] in {0, +-1, +-3, ..., +-(2^(w-1) - 1)}, least
 * significant first, k = sum digits[i] 2^i. Returns the number of digits
 * (at most BN254_WNAF_MAX); digits must hold BN254_WNAF_MAX entries.
 */
static size_t bn254_scalar_wnaf(signed char digits[BN254_WNAF_MAX], const bn254_scalar *k, int w);

#endif /* BN254_SCALAR_H */
