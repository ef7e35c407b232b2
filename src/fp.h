/* SPDX-License-Identifier: MIT */
/*
 * fp.h: the base field Fp, p = 36x0^4 + 36x0^3 + 24x0^2 + 6x0 + 1 (254 bits).
 *
 * bn254_fp (arch/kernels.h) holds an element in the backend's
 * representation: Montgomery form a R mod p (R = 2^256) for the c64, x86_64,
 * aarch64 and c32 backends, the plain integer a for the hooks backend;
 * canonical in [0, p) at this layer's boundary. Every function allows full
 * aliasing of its arguments (r == a == b). Everything is variable time
 * (inputs are public).
 *
 * This layer is built on the kernel boundary (arch/kernels.h) and the integer
 * layer (u256.h) only; the layers above use this contract and fp2.h, never
 * the limbs (the group layer also calls the optional G1 kernels).
 * Under BN254_VERIFY every operation checks that its inputs and output are
 * canonical.
 */
#ifndef BN254_FP_H
#define BN254_FP_H

#include <stdint.h>

#include "arch/kernels.h"
#include "util.h"

/* A field constant of consts.h in this build's representation (the backend
 * picks NAME_MONT or NAME_INT):
 * static const bn254_fp b = {{BN254_FP_CONST(BN254_G1_B)}}; */
#define BN254_FP_CONST(name) BN254_KERN_FP_CONST(name)
/* The same for an Fp2 constant NAME_C0 + NAME_C1 u: a whole bn254_fp2 initializer. */
#define BN254_FP2_CONST(name) \
    { \
        {{BN254_FP_CONST(name##_C0)}}, { \
            { \
                BN254_FP_CONST(name##_C1) \
            } \
        } \
    }

/* r = 0, r = 1. */
static void bn254_fp_set_zero(bn254_fp *r);
static void bn254_fp_set_one(bn254_fp *r);

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

/* r = a * b, a^2. */
static void bn254_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b);
static void bn254_fp_sqr(bn254_fp *r, const bn254_fp *a);

/* r = a^-1; r = 0 when a = 0. The backend's inversion (arch/kernels.h):
 * Pornin's optimised binary GCD (modinv.h) on 62-bit limbs where 128-bit
 * products exist, Bernstein-Yang divsteps on 30-bit limbs elsewhere; the
 * hooks backend tries its checked hint first. */
static void bn254_fp_inv(bn254_fp *r, const bn254_fp *a);

/*
 * r = a square root of a and 1 if a is a square (0 included), else 0 with r
 * unspecified. p = 3 mod 4, so r = a^((p+1)/4) (Cohen, "A Course in
 * Computational Algebraic Number Theory", Sec. 1.5.1), checked by squaring:
 * about 254 squarings and 130 products. Which of the two roots is returned
 * is not specified (callers that need one choose by comparing r with -r).
 */
static int bn254_fp_sqrt(bn254_fp *r, const bn254_fp *a);

/*
 * Decode a 32-byte big-endian integer; returns 0 (r untouched) if it is >= p,
 * else 1 with r set to that element. Encode is the inverse.
 */
static int bn254_fp_from_be32(bn254_fp *r, const uint8_t in[32]);
static void bn254_fp_to_be32(uint8_t out[32], const bn254_fp *a);

#endif /* BN254_FP_H */
