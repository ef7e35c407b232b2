/* SPDX-License-Identifier: MIT */
/*
 * api.h: the three precompiles as one table, and the helpers the tests of
 * the public API share: checking a call against a vector (status token,
 * output, zeroed output on error) and building valid inputs through the API
 * itself. Uses include/bn254.h only: links against libbn254, or against a
 * test program that compiles src/bn254.c itself.
 */
#ifndef BN254_TEST_API_H
#define BN254_TEST_API_H

#include <stddef.h>
#include <stdint.h>

#include "bn254.h"
#include "vector_file.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef bn254_status (*bn254_api_fn)(uint8_t *out, const uint8_t *in, size_t in_len);

typedef struct {
    const char *name; /* "ecadd", "ecmul", "ecpairing" */
    bn254_api_fn fn;
    size_t out_len;        /* 64, 64, 32 */
    const char *geth_file; /* go-ethereum's vector file of the operation */
} bn254_api_op;

extern const bn254_api_op bn254_api_ops[3];

/* The operation called name[0..len), or NULL. */
const bn254_api_op *bn254_api_op_named(const char *name, size_t len);

/* The gas the library charges for op on in_len bytes. */
uint64_t bn254_api_gas(const bn254_api_op *op, bn254_revision rev, size_t in_len);

/*
 * A result against its vector: the status token (ExpectedError), the output
 * bytes (Expected), every output byte zero on error. Returns 0, or 1 after
 * printing why to stderr (prefix first, then "FAIL <op>/<name>"). Makes no
 * allocation of its own.
 */
int bn254_api_check(const char *prefix, const bn254_api_op *op, const bn254_vector *v,
                    bn254_status st, const uint8_t *out);

/* [k] P through bn254_ecmul for an encoded G1 point P and a 32-byte
 * big-endian k; returns the status. */
bn254_status bn254_api_mul(uint8_t out[64], const uint8_t p[64], const uint8_t k[32]);

/* The same for k < 2^64; aborts if the call fails (the callers build valid
 * inputs). */
void bn254_api_g1_mul(uint8_t out[64], const uint8_t p[64], uint64_t k);

#ifdef __cplusplus
}
#endif

#endif /* BN254_TEST_API_H */
