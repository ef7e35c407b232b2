/* SPDX-License-Identifier: MIT */
/*
 * peer_revm.c: revm's BN254 precompiles in the peer harness, through the C
 * ABI of revm/src/lib.rs (revm-precompile's run_add, run_mul and run_pair:
 * the padding, decoding, checks and encoding are revm's). Linked with the
 * static library cargo builds there, once per backend (arkworks, the
 * default; substrate-bn with --features substrate), as two harnesses:
 * -DBN254_PEER_REVM_NAME="revm_arkworks" or "revm_substrate".
 *
 * revm's errors tell a word >= p (Bn254FieldPointNotAMember) and a bad
 * pairing length (Bn254PairLength) apart, but one error stands for both a
 * point off the curve and a G2 point outside the subgroup
 * (Bn254AffineGFailedToCreate), so that one is checked as either.
 * The gas is revm's own (gas_used of the call's output). No micro
 * benchmarks: the precompile functions are what revm exposes.
 */
#include <stddef.h>
#include <stdint.h>

#include "harness.h"

#ifndef BN254_PEER_REVM_NAME
#define BN254_PEER_REVM_NAME "revm"
#endif

const char *bn254_peer_revm_backend(void);
int bn254_peer_revm_call(uint32_t op, uint8_t *out, size_t *out_len, uint64_t *gas_used,
                         const uint8_t *in, size_t in_len);

static const char *bn254_revm_call(uint32_t op, uint8_t *out, const uint8_t *in, size_t len) {
    size_t out_len = 0;
    uint64_t gas = 0;
    switch (bn254_peer_revm_call(op, out, &out_len, &gas, in, len)) {
    case 0:
        return out_len == (op == 2 ? 32u : 64u) ? (const char *)0 : "wrong output length";
    case 1:
        return "not-in-field";
    case 2:
        return "not-on-curve|not-in-subgroup";
    case 3:
        return "input-length";
    default:
        return "another error";
    }
}

static const char *bn254_revm_ecadd(uint8_t *out, const uint8_t *in, size_t in_len) {
    return bn254_revm_call(0, out, in, in_len);
}

static const char *bn254_revm_ecmul(uint8_t *out, const uint8_t *in, size_t in_len) {
    return bn254_revm_call(1, out, in, in_len);
}

static const char *bn254_revm_ecpairing(uint8_t *out, const uint8_t *in, size_t in_len) {
    return bn254_revm_call(2, out, in, in_len);
}

/* revm's gas_used for a call that succeeds (the differential run asks only
 * then): the call made once more. */
static uint64_t bn254_revm_gas(size_t op, const uint8_t *in, size_t in_len) {
    uint8_t out[64];
    size_t out_len = 0;
    uint64_t gas = 0;
    (void)bn254_peer_revm_call((uint32_t)op, out, &out_len, &gas, in, in_len);
    return gas;
}

static const char *bn254_revm_init(void) {
    return (const char *)0;
}

static const char *bn254_revm_describe(void) {
    return bn254_peer_revm_backend();
}

const bn254_peer bn254_peer_impl = {
    BN254_PEER_REVM_NAME,
    bn254_revm_init,
    bn254_revm_describe,
    bn254_revm_ecadd,
    bn254_revm_ecmul,
    bn254_revm_ecpairing,
    (const bn254_peer_micro *)0,
    0,
    "one error for not-on-curve and not-in-subgroup (Bn254AffineGFailedToCreate)",
    bn254_revm_gas,
    (const char *(*)(size_t, const uint8_t *, size_t))0,
};
