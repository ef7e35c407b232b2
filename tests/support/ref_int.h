/* SPDX-License-Identifier: MIT */
/*
 * ref_int.h: reference integers for the tests and benchmarks. 256-bit
 * values are 4 little-endian 64-bit limbs (as the library's u256.h, but
 * written separately and as plainly as possible: products on 32-bit halves,
 * reduction by shift and subtract, inversion by the binary extended
 * Euclid and, as a second algorithm, by Fermat), so a result checked
 * against them cannot share a bug with the library's Montgomery kernels.
 * p and r come from src/consts.h, the one place the primes are written.
 * Needs no part of the library.
 */
#ifndef BN254_TEST_REF_INT_H
#define BN254_TEST_REF_INT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The base field prime p and the group order r (EIP-196). */
extern const uint64_t bn254_ref_p[4];
extern const uint64_t bn254_ref_r[4];

/* ---- plain integers (results mod 2^256) ---- */
void bn254_ref_set_u64(uint64_t r[4], uint64_t v);
int bn254_ref_is_zero(const uint64_t a[4]);
int bn254_ref_cmp(const uint64_t a[4], const uint64_t b[4]);                     /* -1, 0, 1 */
uint64_t bn254_ref_add(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]); /* carry */
uint64_t bn254_ref_sub(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]); /* borrow */
/* r = a + v (v < 2^64, returns the carry) and a - v (returns the borrow). */
uint64_t bn254_ref_add_u64(uint64_t r[4], const uint64_t a[4], uint64_t v);
uint64_t bn254_ref_sub_u64(uint64_t r[4], const uint64_t a[4], uint64_t v);
void bn254_ref_shr1(uint64_t r[4], const uint64_t a[4]);
/* w = a b (8 limbs); w must not overlap a or b. */
void bn254_ref_mul_wide(uint64_t w[8], const uint64_t a[4], const uint64_t b[4]);
/* Bit i of the n-limb number e (0 past its end). */
int bn254_ref_bit(const uint64_t *e, size_t n, size_t i);

/* ---- bytes and hex ---- */
void bn254_ref_from_be(uint64_t r[4], const uint8_t b[32]);
void bn254_ref_to_be(uint8_t b[32], const uint64_t a[4]);
/* Up to 64 big-endian hex digits (optional 0x); 0, or -1 if malformed. */
int bn254_ref_from_hex(uint64_t r[4], const char *hex);
/*
 * A field element literal mod p: "[-]HEX[/HEX]" (hex integers below p; '-'
 * negates, '/' divides), so that known answers next to p, such as
 * -G = (1, -2) or 2G = (-23/16, -11/64) = ("-17/10", "-b/40"), are written
 * without typing p. 0, or -1 if malformed or a division by zero.
 */
int bn254_ref_parse_fp(uint64_t r[4], const char *s);

/* ---- arithmetic mod m (m odd, 2 < m < 2^255; inputs below m) ---- */
/* r = x mod m for any n-limb x. */
void bn254_ref_mod(uint64_t r[4], const uint64_t *x, size_t n, const uint64_t m[4]);
void bn254_ref_addmod(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4]);
void bn254_ref_submod(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4]);
void bn254_ref_negmod(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]);
/* Any 256-bit a, b. */
void bn254_ref_mulmod(uint64_t r[4], const uint64_t a[4], const uint64_t b[4], const uint64_t m[4]);
/* a^e for an n-limb exponent e. */
void bn254_ref_powmod(uint64_t r[4], const uint64_t a[4], const uint64_t *e, size_t n,
                      const uint64_t m[4]);
/* The inverse mod a prime m (0 for a = 0), r may alias a: by the binary
 * extended Euclid (fast; aborts unless a r = 1), and as a^(m - 2) (Fermat:
 * about 380 products, for the tests that want an inversion sharing nothing
 * with a GCD). */
void bn254_ref_invmod(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]);
void bn254_ref_invmod_fermat(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]);

/* ---- Fp2 = Fp[u]/(u^2 + 1) on reference integers ---- */
typedef struct {
    uint64_t c0[4], c1[4]; /* c0 + c1 u */
} bn254_ref_fp2;

void bn254_ref_fp2_add(bn254_ref_fp2 *r, const bn254_ref_fp2 *a, const bn254_ref_fp2 *b);
void bn254_ref_fp2_sub(bn254_ref_fp2 *r, const bn254_ref_fp2 *a, const bn254_ref_fp2 *b);
void bn254_ref_fp2_mul(bn254_ref_fp2 *r, const bn254_ref_fp2 *a, const bn254_ref_fp2 *b);
/* conj(a) / (c0^2 + c1^2); 0 for a = 0. */
void bn254_ref_fp2_inv(bn254_ref_fp2 *r, const bn254_ref_fp2 *a);
/* b' = 3/(9 + u), the coefficient of the twist y^2 = x^3 + b' (EIP-197);
 * computed on the first call (not thread-safe). */
void bn254_ref_twist_b(bn254_ref_fp2 *b);

#ifdef __cplusplus
}
#endif

#endif /* BN254_TEST_REF_INT_H */
