/* SPDX-License-Identifier: MIT */
/*
 * harness.h: the interface between the peer-benchmark driver (harness.c)
 * and one library's adapter (peer_bn254.c, peer_mcl.c, peer_evmone.cc,
 * peer_revm.c). An adapter exposes
 * the three precompiles with the EVM byte interface, doing the whole path an
 * EVM client does (decode, validate, compute, encode), plus optional micro
 * benchmarks of the operations the library has in its public API. The
 * driver checks every answer against the vector files before it times
 * anything, and times every case the same way for every library. The Go
 * harness (geth/main.go) follows the same rules and writes the same JSON.
 * With --corpus the driver times nothing: it runs every case of a
 * differential corpus (tests/differential/) once and writes each answer.
 */
#ifndef BN254_PEER_HARNESS_H
#define BN254_PEER_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * One precompile call: out gets 64 bytes (ecadd, ecmul) or 32 (ecpairing).
 * Returns NULL on success, else the error token of the EIP rule that failed,
 * as bn254_status_str() spells it ("not-in-field", "not-on-curve",
 * "not-in-subgroup", "input-length"). A library whose errors do not tell
 * every rule apart returns the tokens its error may stand for, joined by
 * '|' ("not-on-curve|not-in-subgroup"), or "failed" when it only says that
 * the call failed; the check then accepts any of those, and error_classes
 * below says so in the results.
 */
typedef const char *(*bn254_peer_fn)(uint8_t *out, const uint8_t *in, size_t in_len);

typedef struct {
    const char *name; /* the name bench/bench_internal gives the same operation */
    /* Build the operands; NULL, or why the library failed a sanity check. */
    const char *(*setup)(void);
    /* n operations, each on the previous one's output where that makes sense. */
    void (*run)(uint64_t n);
} bn254_peer_micro;

typedef struct {
    const char *name;          /* short id, also the JSON file name: "bn254", "mcl" */
    const char *(*init)(void); /* NULL, or why the library cannot be used */
    /* After init: what the library says about itself (version, backend). */
    const char *(*describe)(void);
    bn254_peer_fn ecadd, ecmul, ecpairing;
    const bn254_peer_micro *micros;
    size_t micro_count;
    /* NULL when every EIP rule has its own token, else how far the
     * library's errors tell them apart (printed with the check). */
    const char *error_classes;
    /* The library's own price of a call of precompile op (0 ecadd, 1 ecmul,
     * 2 ecpairing) on in[0..in_len), at Istanbul prices; NULL when the
     * library has no gas schedule (the differential run then compares
     * output and status only). Last, so that an adapter written before it
     * leaves it NULL. */
    uint64_t (*gas)(size_t op, const uint8_t *in, size_t in_len);
    /* NULL, or: given an input whose answer was wrong, the documented bug
     * of the library that this input triggers (a sentence naming where it
     * is documented), else NULL. The vector check then counts the answer
     * as that bug instead of a failure, and the case is not timed. Never
     * consulted in a differential run, whose comparer has its own list. */
    const char *(*known_bug)(size_t op, const uint8_t *in, size_t in_len);
} bn254_peer;

/* Defined by the adapter linked into the harness. */
extern const bn254_peer bn254_peer_impl;

/* A value the compiler must assume is read: results of micro runs go here. */
extern volatile uint64_t bn254_peer_sink;

#ifdef __cplusplus
}
#endif

#endif /* BN254_PEER_HARNESS_H */
