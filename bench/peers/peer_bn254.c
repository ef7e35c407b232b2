/* SPDX-License-Identifier: MIT */
/*
 * peer_bn254.c: this library in the peer harness, through include/bn254.h
 * only, linked against libbn254.a as shipped. The precompile entry points
 * already take and give EVM bytes, so the adapter only turns a status into
 * its token; the gas is the library's own (bn254_*_gas, Istanbul). No micro
 * benchmarks here: the comparison takes ours from bench/bench_internal,
 * which reaches the internals.
 */
#include "bn254.h"
#include "harness.h"

static const char *bn254_peer_token(bn254_status st) {
    return st == BN254_OK ? (const char *)0 : bn254_status_str(st);
}

static const char *bn254_peer_ecadd(uint8_t *out, const uint8_t *in, size_t in_len) {
    return bn254_peer_token(bn254_ecadd(out, in, in_len));
}

static const char *bn254_peer_ecmul(uint8_t *out, const uint8_t *in, size_t in_len) {
    return bn254_peer_token(bn254_ecmul(out, in, in_len));
}

static const char *bn254_peer_ecpairing(uint8_t *out, const uint8_t *in, size_t in_len) {
    return bn254_peer_token(bn254_ecpairing(out, in, in_len));
}

static const char *bn254_peer_init(void) {
    return (const char *)0;
}

static const char *bn254_peer_describe(void) {
    return bn254_backend();
}

static uint64_t bn254_peer_gas(size_t op, const uint8_t *in, size_t in_len) {
    (void)in;
    return op == 0   ? bn254_ecadd_gas(BN254_ISTANBUL)
           : op == 1 ? bn254_ecmul_gas(BN254_ISTANBUL)
                     : bn254_ecpairing_gas(BN254_ISTANBUL, in_len);
}

const bn254_peer bn254_peer_impl = {
    "bn254",
    bn254_peer_init,
    bn254_peer_describe,
    bn254_peer_ecadd,
    bn254_peer_ecmul,
    bn254_peer_ecpairing,
    (const bn254_peer_micro *)0,
    0,
    (const char *)0,
    bn254_peer_gas,
    (const char *(*)(size_t, const uint8_t *, size_t))0,
};
