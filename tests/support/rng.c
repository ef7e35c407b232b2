/* SPDX-License-Identifier: MIT */
/*
 * rng.c: the tests' seeded generator (rng.h). The state is one global: each
 * test program is single-threaded where it draws random numbers.
 */
#include "rng.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int bn254_test_iters = BN254_TEST_ITERS_DEFAULT;

static uint64_t bn254_test_state[4];

static uint64_t bn254_test_rotl(uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

/* splitmix64 (Steele, Lea, Flood, OOPSLA 2014): fills the state from one word. */
static uint64_t bn254_test_splitmix64(uint64_t *s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void bn254_test_rng_seed(uint64_t seed) {
    int i;
    for (i = 0; i < 4; i++) bn254_test_state[i] = bn254_test_splitmix64(&seed);
}

void bn254_test_rng_init(const char *name, const char *backend) {
    const char *seed_env = getenv("BN254_TEST_SEED"), *iters_env = getenv("BN254_TEST_ITERS");
    uint64_t seed = seed_env ? strtoull(seed_env, NULL, 0) : (uint64_t)time(NULL);
    if (iters_env) bn254_test_iters = atoi(iters_env) > 0 ? atoi(iters_env) : 1;
    bn254_test_rng_seed(seed);
    printf("[ %s ] BN254_TEST_SEED=%llu BN254_TEST_ITERS=%d backend=%s\n", name,
           (unsigned long long)seed, bn254_test_iters, backend);
    fflush(stdout);
}

uint64_t bn254_test_rand64(void) {
    uint64_t *s = bn254_test_state;
    uint64_t result = bn254_test_rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = bn254_test_rotl(s[3], 45);
    return result;
}

void bn254_test_rand_bytes(uint8_t *out, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) out[i] = (uint8_t)bn254_test_rand64();
}

int bn254_test_reduced(void) {
    return bn254_test_iters < BN254_TEST_ITERS_DEFAULT;
}

int bn254_test_iters_div(int d) {
    return bn254_test_iters / d > 0 ? bn254_test_iters / d : 1;
}

void bn254_test_rand256(uint64_t l[4]) {
    int i;
    if ((bn254_test_rand64() & 3) == 0) {
        int bit = 0, pos = 0;
        l[0] = l[1] = l[2] = l[3] = 0;
        while (pos < 256) {
            int run = 1 + (int)(bn254_test_rand64() % 64);
            for (; run > 0 && pos < 256; run--, pos++)
                if (bit) l[pos / 64] |= (uint64_t)1 << (pos % 64);
            bit ^= 1;
        }
    } else {
        for (i = 0; i < 4; i++) l[i] = bn254_test_rand64();
    }
}
