/* SPDX-License-Identifier: MIT */
/*
 * test_util.h: shared by the layer tests (each includes ../src/bn254.c, built
 * with BN254_VERIFY, so the static internals are reachable):
 *   - a seeded xoshiro256** generator (BN254_TEST_SEED, printed at start) and
 *     an iteration count (BN254_TEST_ITERS, default 64; lower under emulators);
 *   - edge-biased random field elements and scalars: 0, 1, p-1, limb
 *     boundaries and long runs of 0/1 bits, where carry bugs live
 *     (the idea of libsecp256k1's testrand256_test);
 *   - hex conversion and hex-printing equality assertions;
 *   - the EIP-196/197 generators.
 */
#ifndef BN254_TEST_UTIL_H
#define BN254_TEST_UTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "../src/bn254.c"

/* Exit status of a test program that cannot run in this build or on this
 * machine: ctest reports it as skipped (SKIP_RETURN_CODE), never passed. */
#define BN254_TEST_SKIP 77

/* ---- random numbers --------------------------------------------------- */

static uint64_t bn254_test_rng[4];
static int bn254_test_iters = 64;

/* The iteration count for tests d times slower than the default ones (at
 * least 1). */
BN254_UNUSED static int bn254_test_iters_div(int d) {
    return bn254_test_iters / d > 0 ? bn254_test_iters / d : 1;
}

BN254_UNUSED static uint64_t bn254_test_rotl(uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

/* xoshiro256** (Blackman, Vigna, "Scrambled linear pseudorandom number generators", 2018) */
BN254_UNUSED static uint64_t bn254_test_rand64(void) {
    uint64_t *s = bn254_test_rng;
    uint64_t result = bn254_test_rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = bn254_test_rotl(s[3], 45);
    return result;
}

/* Seed from BN254_TEST_SEED (or the clock), iterations from BN254_TEST_ITERS. */
BN254_UNUSED static void bn254_test_init(const char *name) {
    const char *seed_env = getenv("BN254_TEST_SEED"), *iters_env = getenv("BN254_TEST_ITERS");
    uint64_t seed = seed_env ? strtoull(seed_env, NULL, 0) : (uint64_t)time(NULL);
    int i;
    if (iters_env) bn254_test_iters = atoi(iters_env) > 0 ? atoi(iters_env) : 1;
    /* splitmix64 to fill the state from one word */
    for (i = 0; i < 4; i++) {
        uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        bn254_test_rng[i] = z ^ (z >> 31);
    }
    printf("[ %s ] BN254_TEST_SEED=%llu BN254_TEST_ITERS=%d backend=%s\n", name,
           (unsigned long long)(seed - 4 * 0x9e3779b97f4a7c15ULL), bn254_test_iters,
           bn254_backend());
}

/* 256 random bits, 1 time in 4 made of long runs of equal bits. */
BN254_UNUSED static void bn254_test_rand256(uint64_t l[4]) {
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

static const uint64_t bn254_test_edges[][4] = {
    {0, 0, 0, 0},
    {1, 0, 0, 0},
    {2, 0, 0, 0},
    {0x3c208c16d87cfd46ULL, 0x97816a916871ca8dULL, 0xb85045b68181585dULL, 0x30644e72e131a029ULL}, /* p-1 */
    {0x3c208c16d87cfd45ULL, 0x97816a916871ca8dULL, 0xb85045b68181585dULL, 0x30644e72e131a029ULL}, /* p-2 */
    {0x9e10460b6c3e7ea3ULL, 0xcbc0b548b438e546ULL, 0xdc2822db40c0ac2eULL, 0x183227397098d014ULL}, /* (p-1)/2 */
    {0xffffffffffffffffULL, 0, 0, 0},
    {0, 1, 0, 0},
    {0xffffffffffffffffULL, 0xffffffffffffffffULL, 0, 0},
    {0, 0, 1, 0},
    {0xffffffffffffffffULL, 0xffffffffffffffffULL, 0xffffffffffffffffULL, 0},
    {0, 0, 0, 1},
    {0xffffffffffffffffULL, 0xffffffffffffffffULL, 0xffffffffffffffffULL, 0x1fffffffffffffffULL},
    {BN254_FP_ONE_MONT}, /* R mod p as a raw value */
};

/* Field element from raw limbs (reduced by repeated subtraction, then to Montgomery). */
BN254_UNUSED static void bn254_test_fp_from_raw(bn254_fp *r, const uint64_t raw[4]) {
    uint64_t t[4];
    memcpy(t, raw, sizeof t);
    while (!bn254_u256_less(t, bn254_u256_p)) (void)bn254_u256_sub(t, t, bn254_u256_p);
    bn254_kern_fp_from_int(r, t);
}

/* Random field element: edge values 1 time in 8, else edge-biased random bits mod p. */
BN254_UNUSED static void bn254_test_rand_fp(bn254_fp *r) {
    uint64_t raw[4];
    if (bn254_test_rand64() % 8 == 0) {
        bn254_test_fp_from_raw(r, bn254_test_edges[bn254_test_rand64() % BN254_ARRAY_LEN(bn254_test_edges)]);
        return;
    }
    bn254_test_rand256(raw);
    raw[3] &= 0x3fffffffffffffffULL;
    bn254_test_fp_from_raw(r, raw);
}

BN254_UNUSED static void bn254_test_rand_fp2(bn254_fp2 *r) {
    bn254_test_rand_fp(&r->c0);
    bn254_test_rand_fp(&r->c1);
}

BN254_UNUSED static void bn254_test_rand_fp6(bn254_fp6 *r) {
    bn254_test_rand_fp2(&r->c0);
    bn254_test_rand_fp2(&r->c1);
    bn254_test_rand_fp2(&r->c2);
}

BN254_UNUSED static void bn254_test_rand_fp12(bn254_fp12 *r) {
    bn254_test_rand_fp6(&r->c0);
    bn254_test_rand_fp6(&r->c1);
}

BN254_UNUSED static int bn254_test_fp12_is_zero(const bn254_fp12 *a) {
    return bn254_fp6_is_zero(&a->c0) && bn254_fp6_is_zero(&a->c1);
}

BN254_UNUSED static void bn254_test_rand_nonzero_fp12(bn254_fp12 *a) {
    do {
        bn254_test_rand_fp12(a);
    } while (bn254_test_fp12_is_zero(a));
}

/* ---- hex --------------------------------------------------------------- */

BN254_UNUSED static int bn254_test_hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Big-endian hex (up to 64 digits, optional 0x) to raw limbs. */
BN254_UNUSED static void bn254_test_raw_from_hex(uint64_t l[4], const char *hex) {
    size_t n, i;
    if (hex[0] == '0' && (hex[1] == 'x' || hex[1] == 'X')) hex += 2;
    n = strlen(hex);
    assert_true(n <= 64);
    l[0] = l[1] = l[2] = l[3] = 0;
    for (i = 0; i < n; i++) {
        int v = bn254_test_hexval(hex[n - 1 - i]);
        assert_true(v >= 0);
        l[i / 16] |= (uint64_t)v << (4 * (i % 16));
    }
}

/* Canonical integer in hex (must be < p) to a field element. */
BN254_UNUSED static void bn254_test_fp_from_hex(bn254_fp *r, const char *hex) {
    uint64_t raw[4];
    bn254_test_raw_from_hex(raw, hex);
    assert_true(bn254_u256_less(raw, bn254_u256_p));
    bn254_kern_fp_from_int(r, raw);
}

BN254_UNUSED static void bn254_test_fp2_from_hex(bn254_fp2 *r, const char *c0, const char *c1) {
    bn254_test_fp_from_hex(&r->c0, c0);
    bn254_test_fp_from_hex(&r->c1, c1);
}

BN254_UNUSED static void bn254_test_fp_to_hex(char out[65], const bn254_fp *a) {
    uint8_t b[32];
    int i;
    bn254_fp_to_be32(b, a);
    for (i = 0; i < 32; i++) sprintf(out + 2 * i, "%02x", b[i]);
}

#define assert_fp_equal(a, b) bn254_test_assert_fp_equal((a), (b), __FILE__, __LINE__)
BN254_UNUSED static void bn254_test_assert_fp_equal(const bn254_fp *a, const bn254_fp *b, const char *file,
                                       int line) {
    if (!bn254_fp_equal(a, b)) {
        char ha[65], hb[65];
        bn254_test_fp_to_hex(ha, a);
        bn254_test_fp_to_hex(hb, b);
        print_error("%s:%d: Fp values differ\n  0x%s\n  0x%s\n", file, line, ha, hb);
        _fail(file, line);
    }
}

#define assert_fp2_equal(a, b) bn254_test_assert_fp2_equal((a), (b), __FILE__, __LINE__)
BN254_UNUSED static void bn254_test_assert_fp2_equal(const bn254_fp2 *a, const bn254_fp2 *b, const char *file,
                                        int line) {
    bn254_test_assert_fp_equal(&a->c0, &b->c0, file, line);
    bn254_test_assert_fp_equal(&a->c1, &b->c1, file, line);
}

#define assert_fp6_equal(a, b) bn254_test_assert_fp6_equal((a), (b), __FILE__, __LINE__)
BN254_UNUSED static void bn254_test_assert_fp6_equal(const bn254_fp6 *a, const bn254_fp6 *b, const char *file,
                                        int line) {
    bn254_test_assert_fp2_equal(&a->c0, &b->c0, file, line);
    bn254_test_assert_fp2_equal(&a->c1, &b->c1, file, line);
    bn254_test_assert_fp2_equal(&a->c2, &b->c2, file, line);
}

#define assert_fp12_equal(a, b) bn254_test_assert_fp12_equal((a), (b), __FILE__, __LINE__)
BN254_UNUSED static void bn254_test_assert_fp12_equal(const bn254_fp12 *a, const bn254_fp12 *b,
                                         const char *file, int line) {
    bn254_test_assert_fp6_equal(&a->c0, &b->c0, file, line);
    bn254_test_assert_fp6_equal(&a->c1, &b->c1, file, line);
}

/* ---- generators (EIP-196 G1 = (1, 2); EIP-197 G2) ---------------------- */

BN254_UNUSED static void bn254_test_g1_generator(bn254_g1_aff *g) {
    bn254_fp_set_u64(&g->x, 1);
    bn254_fp_set_u64(&g->y, 2);
    g->infinity = 0;
}

BN254_UNUSED static void bn254_test_g2_generator(bn254_g2_aff *g) {
    bn254_test_fp2_from_hex(&g->x, "1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed",
                            "198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2");
    bn254_test_fp2_from_hex(&g->y, "12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa",
                            "090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b");
    g->infinity = 0;
}

#endif /* BN254_TEST_UTIL_H */
