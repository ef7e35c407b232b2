/* SPDX-License-Identifier: MIT */
/*
 * kat.h: known multiples of the generators, computed outside the library
 * (Python big integers, affine double-and-add from the curve equations),
 * shared by the G1, GLV, G2 and public-API tests. Coordinates are field
 * element literals of ref_int.h ("[-]HEX[/HEX]"): the ones next to p are
 * written as -2 or -23/16 rather than as digits of p. Scalars are hex.
 */
#ifndef BN254_TEST_KAT_H
#define BN254_TEST_KAT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* [k] G1 = (x, y) for G1 = (1, 2). */
typedef struct {
    const char *k, *x, *y;
} bn254_kat_g1;

extern const bn254_kat_g1 bn254_kat_g1_mul[];
extern const size_t bn254_kat_g1_mul_count;

/* [k] G2 = (x_re + x_im u, y_re + y_im u) for the EIP-197 generator. */
typedef struct {
    const char *k, *x_re, *x_im, *y_re, *y_im;
} bn254_kat_g2;

extern const bn254_kat_g2 bn254_kat_g2_mul[];
extern const size_t bn254_kat_g2_mul_count;

/* A twist point outside G2 (k unused): x = u, the first x = c + u (c = 0,
 * 1, ...) with x^3 + b' a square; Python checked [r]Q != O. */
extern const bn254_kat_g2 bn254_kat_twist_not_g2;

/* Two Fp12 elements as w-basis coordinates g0 .. g5, each (real, imaginary):
 * an arbitrary A, and C = A^((p^6 - 1)(p^2 + 1)), in the cyclotomic subgroup
 * (tools/gen_tower_kat.py; test_fp12.c and test_pairing.c). */
extern const char *const bn254_kat_fp12_a[12];
extern const char *const bn254_kat_fp12_c[12];

/* The row of scalar k (aborts if there is none). */
const bn254_kat_g1 *bn254_kat_g1_row(const char *k);
const bn254_kat_g2 *bn254_kat_g2_row(const char *k);

/* A row's point as its precompile encoding (EIP-196/197 word order). */
void bn254_kat_g1_encode(uint8_t out[64], const bn254_kat_g1 *row);
void bn254_kat_g2_encode(uint8_t out[128], const bn254_kat_g2 *row);

#ifdef __cplusplus
}
#endif

#endif /* BN254_TEST_KAT_H */
