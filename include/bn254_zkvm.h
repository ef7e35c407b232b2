/* SPDX-License-Identifier: MIT */
/*
 * bn254_zkvm.h: the BN254 functions of the zkVM accelerator C interface
 * (zkvm_accelerators.h, eth-act/zkvm-standards,
 * standards/c-interface-accelerators/, read at commit d5f1813), implemented
 * in software by libbn254_zkvm.a on top of libbn254.a:
 *
 *   zkvm_bn254_g1_add   precompile 0x06, EIP-196
 *   zkvm_bn254_g1_mul   precompile 0x07, EIP-196
 *   zkvm_bn254_pairing  precompile 0x08, EIP-197
 *
 * Encodings are the EIPs': 32-byte big-endian words, a G1 point is x || y,
 * a G2 point is x_im || x_re || y_im || y_re, (0,0) and (0,0,0,0) encode
 * infinity, the scalar is any 256-bit big-endian value. Every input is fully
 * validated by the library (field, curve, G2 subgroup); an invalid input gives
 * ZKVM_EFAIL with the result zeroed (all 64 bytes, or *verified = false).
 * Results may alias inputs. num_pairs == 0 gives ZKVM_EOK and true.
 *
 * The standard's types carry 8-byte alignment specifiers, so this header
 * needs C11 (or C++11); the library itself stays C99. If a program also
 * includes the zkVM's own zkvm_accelerators.h, it must include that one
 * first: its types and prototypes are then used and these are not repeated.
 * Inputs are public; nothing here is constant time.
 */
#ifndef BN254_ZKVM_H
#define BN254_ZKVM_H

#ifndef ZKVM_ACCELERATORS_H /* the standard's header was not included first */
#ifndef BN254_ZKVM_TYPES_DEFINED
#define BN254_ZKVM_TYPES_DEFINED

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Status of every function: 0 on success, non-zero on failure. */
typedef enum { ZKVM_EOK = 0, ZKVM_EFAIL = -1 } zkvm_status;

#if defined(__cplusplus)
#if __cplusplus >= 201103L
#define BN254_ZKVM_ALIGN8 alignas(8)
#else
#error "bn254_zkvm.h needs C++11 or later (alignas)"
#endif
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define BN254_ZKVM_ALIGN8 _Alignas(8)
#else
#error "bn254_zkvm.h needs C11 or later (_Alignas), as the standard's zkvm_accelerators.h does"
#endif

/* The standard's byte arrays: sizes multiple of 8 bytes, 8-byte aligned. */
typedef struct {
    BN254_ZKVM_ALIGN8 uint8_t data[32];
} zkvm_bytes_32;
typedef struct {
    BN254_ZKVM_ALIGN8 uint8_t data[64];
} zkvm_bytes_64;
typedef struct {
    BN254_ZKVM_ALIGN8 uint8_t data[128];
} zkvm_bytes_128;

typedef zkvm_bytes_64 zkvm_bn254_g1_point;  /* x || y */
typedef zkvm_bytes_128 zkvm_bn254_g2_point; /* x_im || x_re || y_im || y_re */
typedef zkvm_bytes_32 zkvm_bn254_scalar;    /* big-endian */

/* One EIP-197 pair: 192 bytes, no padding, so an array is the precompile input. */
typedef struct {
    zkvm_bn254_g1_point g1;
    zkvm_bn254_g2_point g2;
} zkvm_bn254_pairing_pair;

#ifdef __cplusplus
}
#endif

#endif /* BN254_ZKVM_TYPES_DEFINED */
#endif /* ZKVM_ACCELERATORS_H */

#ifdef __cplusplus
extern "C" {
#endif

/*
 * ecadd (0x06): *result = *p1 + *p2.
 * Returns ZKVM_EOK, or ZKVM_EFAIL if a word is >= p or a point is not on
 * y^2 = x^3 + 3 (nor (0,0)); on failure *result is 64 zero bytes.
 * result may alias p1 or p2.
 */
zkvm_status zkvm_bn254_g1_add(const zkvm_bn254_g1_point *p1, const zkvm_bn254_g1_point *p2,
                              zkvm_bn254_g1_point *result);

/*
 * ecmul (0x07): *result = [*scalar] *point, for any 256-bit scalar.
 * Returns ZKVM_EOK, or ZKVM_EFAIL for an invalid point (zeroed result).
 * result may alias point.
 */
zkvm_status zkvm_bn254_g1_mul(const zkvm_bn254_g1_point *point, const zkvm_bn254_scalar *scalar,
                              zkvm_bn254_g1_point *result);

/*
 * ecpairing (0x08): *verified = (e(P_1, Q_1) * ... * e(P_k, Q_k) == 1),
 * k = num_pairs; pairs may be NULL when num_pairs is 0 (then true).
 * Returns ZKVM_EOK, or ZKVM_EFAIL (and *verified = false) if any point is
 * invalid, including a G2 point outside the order-r subgroup, or if
 * num_pairs * 192 overflows size_t.
 */
zkvm_status zkvm_bn254_pairing(const zkvm_bn254_pairing_pair *pairs, size_t num_pairs,
                               bool *verified);

#ifdef __cplusplus
}
#endif

#endif /* BN254_ZKVM_H */
