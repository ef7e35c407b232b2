/* SPDX-License-Identifier: MIT */
/*
 * ref_ec.h: the precompiles' point encodings and validity rules, on the
 * reference integers of ref_int.h, for tests that see the library only
 * through include/bn254.h (and for the fuzz targets' expected statuses).
 * G1 points are x || y (EIP-196); G2 points x_im || x_re || y_im || y_re
 * (EIP-197); the point at infinity is all zeros. Needs bn254.h for the
 * status type only.
 */
#ifndef BN254_TEST_REF_EC_H
#define BN254_TEST_REF_EC_H

#include <stdint.h>

#include "bn254.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The EIP-197 G2 generator in precompile word order (EIP-197, "Definition of
 * the groups"). */
#define BN254_REF_G2_GEN_HEX \
    "198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2" \
    "1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed" \
    "090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b" \
    "12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa"

/* G1 = (1, 2) (EIP-196) and the G2 generator, encoded. */
void bn254_ref_g1_gen(uint8_t out[64]);
void bn254_ref_g2_gen(uint8_t out[128]);

/* p and r as 32 big-endian bytes. */
void bn254_ref_p_be(uint8_t out[32]);
void bn254_ref_r_be(uint8_t out[32]);

/* 1 if all n bytes are zero. */
int bn254_ref_all_zero(const uint8_t *b, size_t n);

/* The status EIP-196 gives one G1 encoding: both words below p (else
 * not-in-field), then infinity or y^2 = x^3 + 3 (else not-on-curve). */
bn254_status bn254_ref_g1_status(const uint8_t in[64]);
/* The same for a G2 encoding on the twist y^2 = x^3 + 3/(9 + u), without the
 * subgroup condition. */
bn254_status bn254_ref_g2_curve_status(const uint8_t in[128]);

/* -P: every y word w becomes p - w (0 stays 0, so -O = O). */
void bn254_ref_g1_neg(uint8_t out[64], const uint8_t in[64]);
void bn254_ref_g2_neg(uint8_t out[128], const uint8_t in[128]);

/* A + B by the affine chord-and-tangent rule (Silverman, "The Arithmetic of
 * Elliptic Curves", III.2.3), on encodings of points of the curve (G1) or of
 * the twist (G2). */
void bn254_ref_g1_add(uint8_t out[64], const uint8_t a[64], const uint8_t b[64]);
void bn254_ref_g2_add(uint8_t out[128], const uint8_t a[128], const uint8_t b[128]);

#ifdef __cplusplus
}
#endif

#endif /* BN254_TEST_REF_EC_H */
