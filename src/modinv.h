/* SPDX-License-Identifier: MIT */
/*
 * modinv.h: inversion modulo p of plain integers, variable time (inputs are
 * public): Pornin's optimised binary GCD on 62-bit limbs where 128-bit
 * products exist, Bernstein-Yang divsteps on 30-bit limbs elsewhere (the
 * binary extended Euclid of tests/support/lib_refs.h is the tests' reference
 * for both). The field layer wraps them for its representation (fp_impl.h).
 * Uses only u256.h.
 */
#ifndef BN254_MODINV_H
#define BN254_MODINV_H

#include <stdint.h>

#include "u256.h"

/* r = s a^-1 mod p for 0 <= a < p (r = 0 for a = 0) and s < p, by the
 * best algorithm this build has; r may alias a. Both carry the factor s for
 * free (it is the starting Bezout coefficient), so the field layer gets its
 * representation's inverse without a multiplication (Montgomery: s = R^2,
 * (a R)^-1 R^2 = a^-1 R). */
static void bn254_modinv_var_scaled(uint64_t r[4], const uint64_t a[4], const uint64_t s[4]);

#endif /* BN254_MODINV_H */
