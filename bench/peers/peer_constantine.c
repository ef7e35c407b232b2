/* SPDX-License-Identifier: MIT */
/*
 * peer_constantine.c: Constantine's BN254 precompiles in the peer harness,
 * through its C API for EVM precompiles
 * (include/constantine/protocols/ethereum_evm_precompiles.h:
 * ctt_eth_evm_bn254_g1add, _g1mul, _ecpairingcheck), which take and give
 * the EVM's bytes: padding, truncation, the length rule and every check are
 * Constantine's, so this adapter only turns a status into its token.
 * Linked against Constantine's static library (libconstantine.a, from
 * Constantine's own build; bench/peers/README.md).
 *
 * Known bug (doc/testing.md, "Differential run"): at e6bee85 the pairing
 * check answers 1 for any input in which one pair has a point at infinity
 * (its loop sets foundInfinity and returns 1 without the other pairs'
 * product), where EIP-197 wants the product of the other pairs, e.g. 0 for
 * (O, G2), (G1, G2). The vector check accepts that one wrong answer as the
 * documented bug (known_bug below: the input has such a pair) and does not
 * time it; the differential run compares the raw answers.
 */
#include <stddef.h>
#include <stdint.h>

#include <constantine/protocols/ethereum_evm_precompiles.h>

#include "harness.h"

static const char *bn254_ctt_token(ctt_evm_status st) {
    switch (st) {
    case cttEVM_Success:
        return (const char *)0;
    case cttEVM_IntLargerThanModulus:
        return "not-in-field";
    case cttEVM_PointNotOnCurve:
        return "not-on-curve";
    case cttEVM_PointNotInSubgroup:
        return "not-in-subgroup";
    case cttEVM_InvalidInputSize:
        return "input-length";
    default:
        return ctt_evm_status_to_string(st); /* no EIP rule: the check fails on it */
    }
}

static const char *bn254_ctt_ecadd(uint8_t *out, const uint8_t *in, size_t in_len) {
    return bn254_ctt_token(ctt_eth_evm_bn254_g1add(out, 64, in, in_len));
}

static const char *bn254_ctt_ecmul(uint8_t *out, const uint8_t *in, size_t in_len) {
    return bn254_ctt_token(ctt_eth_evm_bn254_g1mul(out, 64, in, in_len));
}

static const char *bn254_ctt_ecpairing(uint8_t *out, const uint8_t *in, size_t in_len) {
    return bn254_ctt_token(ctt_eth_evm_bn254_ecpairingcheck(out, 32, in, in_len));
}

static int bn254_ctt_zero(const uint8_t *p, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        if (p[i] != 0) return 0;
    }
    return 1;
}

/* The infinity bug above: a pairing input of whole pairs, one of which has
 * an all-zero G1 (64 bytes) or G2 (128 bytes) half, answered with success
 * and 1. */
static const char *bn254_ctt_known_bug(size_t op, const uint8_t *in, size_t in_len) {
    uint8_t out[32];
    size_t off;
    if (op != 2 || in_len % 192 != 0) return (const char *)0;
    if (bn254_ctt_ecpairing(out, in, in_len) != (const char *)0 || out[31] != 1) {
        return (const char *)0;
    }
    for (off = 0; off < in_len; off += 192) {
        if (bn254_ctt_zero(in + off, 64) || bn254_ctt_zero(in + off + 64, 128)) {
            return "Constantine e6bee85: ecpairing answers 1 when any pair has a point at "
                   "infinity (doc/testing.md, Differential run; tests/differential/known.tsv)";
        }
    }
    return (const char *)0;
}

static const char *bn254_ctt_init(void) {
    return (const char *)0;
}

static const char *bn254_ctt_describe(void) {
    return "ctt_eth_evm_bn254_* (constantine/ethereum_evm_precompiles.nim)";
}

const bn254_peer bn254_peer_impl = {
    "constantine",
    bn254_ctt_init,
    bn254_ctt_describe,
    bn254_ctt_ecadd,
    bn254_ctt_ecmul,
    bn254_ctt_ecpairing,
    (const bn254_peer_micro *)0,
    0,
    (const char *)0,
    (uint64_t (*)(size_t, const uint8_t *, size_t))0, /* no gas in Constantine's EVM API */
    bn254_ctt_known_bug,
};
