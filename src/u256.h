/* SPDX-License-Identifier: MIT */
/*
 * u256.h: plain 256-bit integers (4 little-endian 64-bit limbs, uint64_t[4]).
 * The one place for integer helpers: the field layer uses them for canonical
 * checks and conversions, the portable kernels for modular addition, the
 * inversions for their bookkeeping, the scalars (scalar.h) for reduction and
 * the GLV split. Nothing here knows about Montgomery form. Outputs may alias
 * inputs unless a comment says otherwise. Variable time.
 */
#ifndef BN254_U256_H
#define BN254_U256_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

/* The primes as integers (consts.h): p (base field) and r (group order). */
static const uint64_t bn254_u256_p[4];
static const uint64_t bn254_u256_r[4];

/* Predicates, 1 or 0. */
static int bn254_u256_is_zero(const uint64_t a[4]);
static int bn254_u256_less(const uint64_t a[4], const uint64_t b[4]); /* a < b */

/* r = a + b, a - b mod 2^256; both return the carry (borrow) out. */
static uint64_t bn254_u256_add(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
static uint64_t bn254_u256_sub(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
/* r = a >> 1. */
static void bn254_u256_shr1(uint64_t r[4], const uint64_t a[4]);
/* w = a * b, 8 limbs (schoolbook); w must not overlap a or b. */
static void bn254_u256_mul_wide(uint64_t w[8], const uint64_t a[4], const uint64_t b[4]);
/* Read a as two's complement: replace it by |a| and return 1 if it was negative. */
static int bn254_u256_abs(uint64_t a[4]);

/* Arithmetic modulo p on canonical integers (inputs and output in [0, p)):
 * the portable kernels' addition and subtraction, and halving. */
static void bn254_u256_add_mod_p(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
static void bn254_u256_sub_mod_p(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
static void bn254_u256_half_mod_p(uint64_t r[4], const uint64_t a[4]);
/* r = a - p if a >= p, else a; for a < 2p. */
static void bn254_u256_reduce_once(uint64_t r[4], const uint64_t a[4]);

#endif /* BN254_U256_H */
