/* SPDX-License-Identifier: MIT */
/*
 * modinv.h: inversion modulo p of plain integers, variable time (inputs are
 * public). Two algorithms side by side: Bernstein-Yang divsteps (the fast
 * one: 62-bit limbs where 128-bit products exist, 30-bit limbs elsewhere) and
 * the binary extended Euclid (the tests' reference for the first). The field
 * layer wraps them for its representation (fp_impl.h). Uses only u256.h.
 */
#ifndef BN254_MODINV_H
#define BN254_MODINV_H

#include <stdint.h>

#include "u256.h"

/* r = s a^-1 mod p for 0 <= a < p (r = 0 for a = 0) and s < p, by the
 * best algorithm this build has; r may alias a. The divsteps carry the factor
 * s for free, so
 * the field layer gets its representation's inverse without a
 * multiplication (Montgomery: s = R^2, (a R)^-1 R^2 = a^-1 R). */
static void bn254_modinv_var_scaled(uint64_t r[4], const uint64_t a[4], const uint64_t s[4]);

#endif /* BN254_MODINV_H */
