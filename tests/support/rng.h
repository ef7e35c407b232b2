/* SPDX-License-Identifier: MIT */
/*
 * rng.h: the one random generator of the tests, xoshiro256** (Blackman,
 * Vigna, "Scrambled linear pseudorandom number generators", ACM TOMS 2021)
 * seeded from BN254_TEST_SEED (or the clock) and printed at start, so any
 * failure can be replayed; the iteration count from BN254_TEST_ITERS
 * (default 64; the emulated cross builds lower it). Needs no part of the
 * library: layer, API and reliability tests share it.
 */
#ifndef BN254_TEST_RNG_H
#define BN254_TEST_RNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Iterations of a property loop (BN254_TEST_ITERS, at least 1). */
extern int bn254_test_iters;
#define BN254_TEST_ITERS_DEFAULT 64

/* 1 when BN254_TEST_ITERS is below the default (valgrind and emulation): the
 * tests whose cost is fixed inputs, not iterations, then take a reduced form. */
int bn254_test_reduced(void);

/* Seeds the generator and reads the iteration count; prints one line
 * "[ name ] BN254_TEST_SEED=... BN254_TEST_ITERS=... backend=...". */
void bn254_test_rng_init(const char *name, const char *backend);

/* A fixed seed, printed by nobody: for the benchmarks' reproducible inputs. */
void bn254_test_rng_seed(uint64_t seed);

uint64_t bn254_test_rand64(void);
void bn254_test_rand_bytes(uint8_t *out, size_t n);

/* The iteration count for a test d times slower than the default (at least 1). */
int bn254_test_iters_div(int d);

/* 256 random bits as 4 little-endian limbs; 1 time in 4 made of long runs of
 * equal bits, where carry bugs live (the idea of libsecp256k1's
 * testrand256_test). */
void bn254_test_rand256(uint64_t l[4]);

#ifdef __cplusplus
}
#endif

#endif /* BN254_TEST_RNG_H */
