/* SPDX-License-Identifier: MIT */
/*
 * test_precompile.c: the public API of the shipped library (include/bn254.h
 * and libbn254.a only, nothing from src/). Gas schedules of both revisions
 * with saturation; status strings; the documented calling contract on every
 * call made here (status, output zeroed on error even when pre-filled,
 * no write past the 64/32 output bytes, no read past in_len -- inputs are
 * passed in exact-size heap buffers for the sanitizer --, out aliasing in,
 * bytes past 128/96 ignored); NULL empty input; right-padding and
 * truncation; error precedence (first failing point in input order, field
 * before curve within a point, all pairs validated before pairing, G1 before
 * G2); known answers computed independently with Python big integers; and
 * pairing products whose value follows from bilinearity (e(P,Q) e(-P,Q) = 1,
 * e(2P,Q) e(-P,2Q) = 1, ...) over lengths 0..400, 100 pairs, batch
 * boundaries (15, 16, 17, 31, 32, 33 pairs) and infinities at them.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "bn254.h"

/* ---- seeded generator (BN254_TEST_SEED, BN254_TEST_ITERS, as the layer tests) */

static uint64_t rng_state;
static int test_iters = 64;

static uint64_t rand64(void) {
    /* splitmix64 */
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void test_init(void) {
    const char *seed_env = getenv("BN254_TEST_SEED"), *iters_env = getenv("BN254_TEST_ITERS");
    uint64_t seed = seed_env ? strtoull(seed_env, NULL, 0) : (uint64_t)time(NULL);
    if (iters_env) test_iters = atoi(iters_env) > 0 ? atoi(iters_env) : 1;
    rng_state = seed;
    printf("[ precompile ] BN254_TEST_SEED=%llu BN254_TEST_ITERS=%d backend=%s\n",
           (unsigned long long)seed, test_iters, bn254_backend());
}

static int max_int(int a, int b) {
    return a > b ? a : b;
}

/* ---- byte helpers ---------------------------------------------------------- */

static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* n bytes from 2n hex digits */
static void from_hex(uint8_t *out, const char *hex, size_t n) {
    size_t i;
    assert_int_equal(strlen(hex), 2 * n);
    for (i = 0; i < n; i++) {
        int hi = hexval(hex[2 * i]), lo = hexval(hex[2 * i + 1]);
        assert_true(hi >= 0 && lo >= 0);
        out[i] = (uint8_t)(hi << 4 | lo);
    }
}

static void print_hex(const char *what, const uint8_t *b, size_t n) {
    size_t i;
    print_error("%s: ", what);
    for (i = 0; i < n; i++) print_error("%02x", b[i]);
    print_error("\n");
}

static int all_bytes(const uint8_t *b, size_t n, uint8_t v) {
    size_t i;
    for (i = 0; i < n; i++)
        if (b[i] != v) return 0;
    return 1;
}

#define P_HEX "30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47"

/* out = p - a for a 32-byte big-endian word 0 < a < p; 0 stays 0 */
static void word_neg(uint8_t out[32], const uint8_t a[32]) {
    uint8_t p[32];
    int i, borrow = 0;
    if (all_bytes(a, 32, 0)) {
        memset(out, 0, 32);
        return;
    }
    from_hex(p, P_HEX, 32);
    for (i = 31; i >= 0; i--) {
        int d = p[i] - a[i] - borrow;
        borrow = d < 0;
        out[i] = (uint8_t)(d + (borrow ? 256 : 0));
    }
    assert_int_equal(borrow, 0);
}

/* out = a + v for a 32-byte big-endian word (mod 2^256) */
static void word_add_small(uint8_t out[32], const uint8_t a[32], unsigned v) {
    int i;
    unsigned carry = v;
    for (i = 31; i >= 0; i--) {
        unsigned s = a[i] + (carry & 0xff);
        carry = (carry >> 8) + (s >> 8);
        out[i] = (uint8_t)s;
    }
}

/* -P for a G1 encoding x || y, -Q for a G2 encoding x_im || x_re || y_im || y_re */
static void g1_neg(uint8_t out[64], const uint8_t in[64]) {
    memmove(out, in, 32);
    word_neg(out + 32, in + 32);
}

static void g2_neg(uint8_t out[128], const uint8_t in[128]) {
    memmove(out, in, 64);
    word_neg(out + 64, in + 64);
    word_neg(out + 96, in + 96);
}

/* ---- known points (Python big integers, affine double-and-add) ------------- */

#define G1X "0000000000000000000000000000000000000000000000000000000000000001"
#define G1Y "0000000000000000000000000000000000000000000000000000000000000002"
#define G1_2X "030644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd3"
#define G1_2Y "15ed738c0e0a7c92e7845f96b2ae9c0a68a6a449e3538fc7ff3ebf7a5a18a2c4"
#define G1_3X "0769bf9ac56bea3ff40232bcb1b6bd159315d84715b8e679f2d355961915abf0"
#define G1_3Y "2ab799bee0489429554fdb7c8d086475319e63b40b9c5b57cdf1ff3dd9fe2261"
#define NEG_G1Y "30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd45"
/* [2^256 - 1]G */
#define G1_MX "2f588cffe99db877a4434b598ab28f81e0522910ea52b45f0adaa772b2d5d352"
#define G1_MY "12f42fa8fd34fb1b33d8c6a718b6590198389b26fc9d8808d971f8b009777a97"
#define R_HEX "30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001"
#define RM1_HEX "30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000"
#define RP2_HEX "30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000003"
#define FF_HEX "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"

/* EIP-197 order: x_im, x_re, y_im, y_re */
static const char *const g2_hex[4] = {
    "198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2",
    "1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed",
    "090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b",
    "12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa"};
static const char *const g2x2_hex[4] = {
    "203e205db4f19b37b60121b83a7333706db86431c6d835849957ed8c3928ad79",
    "27dc7234fd11d3e8c36c59277c3e6f149d5cd3cfa9a62aee49f8130962b4b3b9",
    "195e8aa5b7827463722b8c153931579d3505566b4edf48d498e185f0509de152",
    "04bb53b8977e5f92a0bc372742c4830944a59b4fe6b1c0466e2a6dad122b5d2e"};
static const char *const g2x3_hex[4] = {
    "1014772f57bb9742735191cd5dcfe4ebbc04156b6878a0a7c9824f32ffb66e85",
    "06064e784db10e9051e52826e192715e8d7e478cb09a5e0012defa0694fbc7f5",
    "021e2335f3354bb7922ffcc2f38d3323dd9453ac49b55441452aeaca147711b2",
    "058e1d5681b5b9e0074b0f9c8d2c68a069b920d74521e79765036d57666c5597"};
/* On the twist (x = u), not in G2: Python checked [r]Q != O. */
static const char *const nong2_hex[4] = {
    "0000000000000000000000000000000000000000000000000000000000000001",
    "0000000000000000000000000000000000000000000000000000000000000000",
    "07bca656753ef8cbee60335acbffe3def91636952d4ab9eb0b839c7f3566c0e2",
    "0cf32d3c49a2cb8a092f24ec3201e68dc299b6216e6321ee60573e3a7f596ea8"};

static uint8_t G1[64], NG1[64], G1x2[64], G1x3[64], G1M[64], O1[64];
static uint8_t G2[128], G2x2[128], G2x3[128], NONG2[128], OFFG2[128], O2[128];
static uint8_t PW[32]; /* p */

static void g2_from_hex(uint8_t out[128], const char *const h[4]) {
    int i;
    for (i = 0; i < 4; i++) from_hex(out + 32 * i, h[i], 32);
}

static int setup_points(void **state) {
    (void)state;
    from_hex(G1, G1X G1Y, 64);
    from_hex(NG1, G1X NEG_G1Y, 64);
    from_hex(G1x2, G1_2X G1_2Y, 64);
    from_hex(G1x3, G1_3X G1_3Y, 64);
    from_hex(G1M, G1_MX G1_MY, 64);
    memset(O1, 0, sizeof O1);
    g2_from_hex(G2, g2_hex);
    g2_from_hex(G2x2, g2x2_hex);
    g2_from_hex(G2x3, g2x3_hex);
    g2_from_hex(NONG2, nong2_hex);
    /* G2 with y_re + 1: (y + 1)^2 = y^2 only for y + 1 = -y, not the case */
    memcpy(OFFG2, G2, 128);
    word_add_small(OFFG2 + 96, G2 + 96, 1);
    memset(O2, 0, sizeof O2);
    from_hex(PW, P_HEX, 32);
    return 0;
}

/* ---- calling every operation under the documented contract --------------- */

typedef bn254_status (*op_fn)(uint8_t *, const uint8_t *, size_t);

static bn254_status op_ecadd(uint8_t *o, const uint8_t *i, size_t n) {
    return bn254_ecadd(o, i, n);
}
static bn254_status op_ecmul(uint8_t *o, const uint8_t *i, size_t n) {
    return bn254_ecmul(o, i, n);
}
static bn254_status op_ecpairing(uint8_t *o, const uint8_t *i, size_t n) {
    return bn254_ecpairing(o, i, n);
}

#define CANARY 32

/*
 * Call op on in[0..in_len) and check the contract:
 *   - the input comes from an exact-size heap buffer (NULL when empty);
 *   - the output buffer is pre-filled with 0xff, with 0xff canaries after it;
 *   - status == want_st; on error the out_len bytes are zero; the canaries
 *     are untouched; on success the output equals want_out (if given);
 *   - (CHECK_ALIAS) the same call with out aliasing the input buffer gives
 *     the same status and output, and writes nothing past out_len;
 *   - (CHECK_GARBAGE) for ecadd/ecmul with canon <= in_len: garbage appended
 *     after the canon bytes changes nothing.
 * The output is copied to got (if non-NULL). The slow pairing tests skip the
 * optional checks on most calls (every op gets them elsewhere).
 */
#define CHECK_ALIAS 1
#define CHECK_GARBAGE 2
#define CHECK_ALL (CHECK_ALIAS | CHECK_GARBAGE)
#define run_op(op, out_len, canon, in, in_len, want_st, want_out, got)                           \
    run_op_at((op), (out_len), (canon), (in), (in_len), (want_st), (want_out), (got), CHECK_ALL, \
              __FILE__, __LINE__)
#define run_op_only(flags, op, out_len, canon, in, in_len, want_st, want_out, got)               \
    run_op_at((op), (out_len), (canon), (in), (in_len), (want_st), (want_out), (got), (flags),   \
              __FILE__, __LINE__)
/* The same call with out == in (a buffer of max(in_len, out_len) bytes plus
 * canaries): same status and output, nothing written past out_len. */
static void check_aliased(op_fn op, size_t out_len, const uint8_t *in, size_t in_len,
                          bn254_status want_st, const uint8_t *want_out, const char *file,
                          int line) {
    size_t alias_len = (in_len > out_len ? in_len : out_len) + CANARY, i;
    uint8_t *alias = malloc(alias_len);
    bn254_status st;
    assert_non_null(alias);
    memset(alias, 0xff, alias_len);
    if (in_len > 0) memcpy(alias, in, in_len);
    st = op(alias, alias, in_len);
    if (st != want_st || memcmp(alias, want_out, out_len) != 0) {
        print_error("%s:%d: aliased call differs (status %s)\n", file, line, bn254_status_str(st));
        print_hex("aliased ", alias, out_len);
        print_hex("separate", want_out, out_len);
        free(alias);
        _fail(file, line);
    }
    for (i = out_len; i < alias_len; i++) {
        uint8_t want = i < in_len ? in[i] : 0xff;
        if (alias[i] != want) {
            print_error("%s:%d: aliased call wrote byte %u\n", file, line, (unsigned)i);
            free(alias);
            _fail(file, line);
        }
    }
    free(alias);
}

/* Garbage appended after the canonical length (in_len >= canon) changes nothing. */
static void check_garbage(op_fn op, size_t out_len, size_t canon, const uint8_t *in,
                          bn254_status want_st, const uint8_t *want_out, const char *file,
                          int line) {
    static const size_t extra[] = {1, 31, 32, 64, 200};
    size_t e;
    for (e = 0; e < sizeof extra / sizeof extra[0]; e++) {
        uint8_t out[64];
        uint8_t *g = malloc(canon + extra[e]);
        bn254_status st;
        assert_non_null(g);
        memcpy(g, in, canon);
        memset(g + canon, 0xff, extra[e]);
        memset(out, 0xa5, sizeof out);
        st = op(out, g, canon + extra[e]);
        free(g);
        if (st != want_st || memcmp(out, want_out, out_len) != 0) {
            print_error("%s:%d: %u garbage bytes after %u changed the result (status %s)\n", file,
                        line, (unsigned)extra[e], (unsigned)canon, bn254_status_str(st));
            _fail(file, line);
        }
    }
}

static void run_op_at(op_fn op, size_t out_len, size_t canon, const uint8_t *in, size_t in_len,
                      bn254_status want_st, const uint8_t *want_out, uint8_t *got, int flags,
                      const char *file, int line) {
    uint8_t out[64 + CANARY];
    uint8_t *exact = NULL;
    bn254_status st;

    if (in_len > 0) {
        exact = malloc(in_len);
        assert_non_null(exact);
        memcpy(exact, in, in_len);
    }
    memset(out, 0xff, sizeof out);
    st = op(out, exact, in_len);
    free(exact);
    if (st != want_st) {
        print_error("%s:%d: status %s (%d), expected %s (%d)\n", file, line, bn254_status_str(st),
                    (int)st, bn254_status_str(want_st), (int)want_st);
        _fail(file, line);
    }
    if (st != BN254_OK && !all_bytes(out, out_len, 0)) {
        print_hex("output after error", out, out_len);
        _fail(file, line);
    }
    if (!all_bytes(out + out_len, CANARY, 0xff)) {
        print_error("%s:%d: wrote past the %u output bytes\n", file, line, (unsigned)out_len);
        _fail(file, line);
    }
    if (st == BN254_OK && want_out != NULL && memcmp(out, want_out, out_len) != 0) {
        print_hex("got     ", out, out_len);
        print_hex("expected", want_out, out_len);
        _fail(file, line);
    }
    if (got != NULL) memcpy(got, out, out_len);
    if (flags & CHECK_ALIAS) check_aliased(op, out_len, in, in_len, st, out, file, line);
    if ((flags & CHECK_GARBAGE) && canon != 0 && in_len >= canon) {
        check_garbage(op, out_len, canon, in, st, out, file, line);
    }
}

/* Convenience wrappers. */
#define ecadd_is(in, len, st, want) run_op(op_ecadd, 64, 128, (in), (len), (st), (want), NULL)
#define ecmul_is(in, len, st, want) run_op(op_ecmul, 64, 96, (in), (len), (st), (want), NULL)

/* ecadd of two 64-byte encodings */
#define ecadd2(a, b, st, want)                                                                 \
    do {                                                                                       \
        uint8_t in_[128];                                                                      \
        memcpy(in_, (a), 64);                                                                  \
        memcpy(in_ + 64, (b), 64);                                                             \
        ecadd_is(in_, 128, (st), (want));                                                      \
    } while (0)

/* ecmul of a 64-byte point and a hex scalar */
#define ecmul2(pt, khex, st, want)                                                             \
    do {                                                                                       \
        uint8_t in_[96];                                                                       \
        memcpy(in_, (pt), 64);                                                                 \
        from_hex(in_ + 64, (khex), 32);                                                        \
        ecmul_is(in_, 96, (st), (want));                                                       \
    } while (0)

/* [k]P through the API (for building inputs) */
static void ecmul_u64(uint8_t out[64], const uint8_t pt[64], uint64_t k) {
    uint8_t in[96];
    int i;
    memcpy(in, pt, 64);
    memset(in + 64, 0, 32);
    for (i = 0; i < 8; i++) in[95 - i] = (uint8_t)(k >> (8 * i));
    assert_int_equal(bn254_ecmul(out, in, sizeof in), BN254_OK);
}

/* ---- pairing inputs ---------------------------------------------------------- */

typedef struct {
    uint8_t *b;
    size_t n; /* pairs */
} pairs;

static void pairs_init(pairs *p, size_t n) {
    p->n = n;
    p->b = calloc(n ? n * 192 : 1, 1);
    assert_non_null(p->b);
}

static void pairs_set(pairs *p, size_t i, const uint8_t g1[64], const uint8_t g2[128]) {
    assert_true(i < p->n);
    memcpy(p->b + 192 * i, g1, 64);
    memcpy(p->b + 192 * i + 64, g2, 128);
}

static const uint8_t ONE32[32] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
static const uint8_t ZERO32[32] = {0};

#define pairing_is(p, st, want)                                                                 \
    run_op(op_ecpairing, 32, 0, (p)->b, (p)->n * 192, (st), (want), NULL)
/* without the aliased second call: for the long inputs */
#define pairing_fast_is(p, st, want)                                                            \
    run_op_only(0, op_ecpairing, 32, 0, (p)->b, (p)->n * 192, (st), (want), NULL)

/*
 * A product equal to 1 over n >= 2 pairs: m = n/2 (n even) or (n-3)/2 pairs
 * (P_j, Q_j) first, their negations (-P_j, Q_j) after them (so the
 * cancelling factors land in different Miller-loop batches), and for odd n a
 * final triple (2G, -G2), (-G, G2), (3G, G2): e(G, G2)^(-2 - 1 + 3) = 1.
 * P_j = [k_j]G with random k_j < 2^63, Q_j cycling through G2, 2G2, 3G2.
 */
static void build_true(pairs *p, size_t n) {
    size_t m = n % 2 == 0 ? n / 2 : (n - 3) / 2, j;
    const uint8_t *qs[3];
    uint8_t pj[64], nj[64], ng2[128];
    assert_true(n >= 2);
    qs[0] = G2, qs[1] = G2x2, qs[2] = G2x3;
    pairs_init(p, n);
    for (j = 0; j < m; j++) {
        ecmul_u64(pj, G1, 1 + (rand64() >> 1));
        g1_neg(nj, pj);
        pairs_set(p, j, pj, qs[j % 3]);
        pairs_set(p, m + j, nj, qs[j % 3]);
    }
    if (n % 2 == 1) {
        g2_neg(ng2, G2);
        pairs_set(p, 2 * m, G1x2, ng2);
        pairs_set(p, 2 * m + 1, NG1, G2);
        pairs_set(p, 2 * m + 2, G1x3, G2);
    }
}

/* ---- gas, strings, empty inputs ------------------------------------------------ */

static void test_gas(void **state) {
    size_t len;
    (void)state;
    assert_true(bn254_ecadd_gas(BN254_BYZANTIUM) == 500);
    assert_true(bn254_ecadd_gas(BN254_ISTANBUL) == 150);
    assert_true(bn254_ecmul_gas(BN254_BYZANTIUM) == 40000);
    assert_true(bn254_ecmul_gas(BN254_ISTANBUL) == 6000);
    assert_true(bn254_ecpairing_gas(BN254_BYZANTIUM, 0) == 100000);
    assert_true(bn254_ecpairing_gas(BN254_ISTANBUL, 0) == 45000);
    assert_true(bn254_ecpairing_gas(BN254_BYZANTIUM, 191) == 100000);
    assert_true(bn254_ecpairing_gas(BN254_BYZANTIUM, 192) == 180000);
    assert_true(bn254_ecpairing_gas(BN254_ISTANBUL, 192) == 79000);
    assert_true(bn254_ecpairing_gas(BN254_BYZANTIUM, 384) == 260000);
    assert_true(bn254_ecpairing_gas(BN254_ISTANBUL, 384) == 113000);
    assert_true(bn254_ecpairing_gas(BN254_ISTANBUL, 383) == 79000);
    /* k = floor(len / 192) */
    for (len = 0; len < 5000; len++) {
        uint64_t k = len / 192;
        assert_true(bn254_ecpairing_gas(BN254_BYZANTIUM, len) == 100000 + 80000 * k);
        assert_true(bn254_ecpairing_gas(BN254_ISTANBUL, len) == 45000 + 34000 * k);
    }
#if SIZE_MAX > 0xffffffffu
    /* Saturation. Python: the largest k with base + per k <= 2^64 - 1 is
     * 230584300921368 (Byzantium, gas 18446744073709540000) and
     * 542551296285573 (Istanbul, gas 18446744073709527000). */
    assert_true(bn254_ecpairing_gas(BN254_BYZANTIUM, (size_t)230584300921368ULL * 192) ==
                18446744073709540000ULL);
    assert_true(bn254_ecpairing_gas(BN254_BYZANTIUM, (size_t)230584300921368ULL * 192 + 191) ==
                18446744073709540000ULL);
    assert_true(bn254_ecpairing_gas(BN254_BYZANTIUM, (size_t)230584300921369ULL * 192) ==
                UINT64_MAX);
    assert_true(bn254_ecpairing_gas(BN254_ISTANBUL, (size_t)542551296285573ULL * 192) ==
                18446744073709527000ULL);
    assert_true(bn254_ecpairing_gas(BN254_ISTANBUL, (size_t)542551296285574ULL * 192) ==
                UINT64_MAX);
    assert_true(bn254_ecpairing_gas(BN254_BYZANTIUM, SIZE_MAX) == UINT64_MAX);
    assert_true(bn254_ecpairing_gas(BN254_ISTANBUL, SIZE_MAX) == UINT64_MAX);
    assert_true(bn254_ecpairing_gas(BN254_ISTANBUL, SIZE_MAX / 2) == UINT64_MAX);
#else
    /* 32-bit size_t: no saturation possible */
    assert_true(bn254_ecpairing_gas(BN254_BYZANTIUM, SIZE_MAX) ==
                100000 + 80000 * (uint64_t)(SIZE_MAX / 192));
    assert_true(bn254_ecpairing_gas(BN254_ISTANBUL, SIZE_MAX) ==
                45000 + 34000 * (uint64_t)(SIZE_MAX / 192));
#endif
}

/*
 * A revision value outside the enum prices as Istanbul (bn254.h, the comment
 * of bn254_revision): only BN254_BYZANTIUM selects the Byzantium schedule.
 * The values are what a caller could pass by casting: the next numbers (a
 * later fork), a large one, and -1 (whatever the enum's integer type is).
 */
static void test_gas_other_revisions(void **state) {
    static const int others[] = {2, 3, 7, 255, 256, 65535, 0x7fffffff, -1};
    size_t i;
    (void)state;
    for (i = 0; i < sizeof others / sizeof others[0]; i++) {
        bn254_revision rev = (bn254_revision)others[i];
        assert_true(bn254_ecadd_gas(rev) == 150);
        assert_true(bn254_ecmul_gas(rev) == 6000);
        assert_true(bn254_ecpairing_gas(rev, 0) == 45000);
        assert_true(bn254_ecpairing_gas(rev, 191) == 45000);
        assert_true(bn254_ecpairing_gas(rev, 2 * 192) == 113000);
        assert_true(bn254_ecpairing_gas(rev, SIZE_MAX) ==
                    bn254_ecpairing_gas(BN254_ISTANBUL, SIZE_MAX));
    }
}

static void test_strings(void **state) {
    const char *b;
    (void)state;
    assert_string_equal(bn254_status_str(BN254_OK), "ok");
    assert_string_equal(bn254_status_str(BN254_ERR_INPUT_LENGTH), "input-length");
    assert_string_equal(bn254_status_str(BN254_ERR_NOT_IN_FIELD), "not-in-field");
    assert_string_equal(bn254_status_str(BN254_ERR_NOT_ON_CURVE), "not-on-curve");
    assert_string_equal(bn254_status_str(BN254_ERR_NOT_IN_SUBGROUP), "not-in-subgroup");
    assert_string_equal(bn254_status_str((bn254_status)5), "unknown");
    assert_string_equal(bn254_status_str((bn254_status)99), "unknown");
    assert_string_equal(bn254_status_str((bn254_status)1000), "unknown");
    b = bn254_backend();
    assert_non_null(b);
    assert_true(strlen(b) > 0);
}

static void test_empty_input(void **state) {
    uint8_t out[64];
    static const uint8_t zero64[64] = {0};
    (void)state;
    /* NULL with length 0, directly (run_op passes NULL for empty inputs too) */
    memset(out, 0xff, sizeof out);
    assert_int_equal(bn254_ecadd(out, NULL, 0), BN254_OK);
    assert_memory_equal(out, zero64, 64);
    memset(out, 0xff, sizeof out);
    assert_int_equal(bn254_ecmul(out, NULL, 0), BN254_OK);
    assert_memory_equal(out, zero64, 64);
    memset(out, 0xff, sizeof out);
    assert_int_equal(bn254_ecpairing(out, NULL, 0), BN254_OK);
    assert_memory_equal(out, ONE32, 32);
    ecadd_is(NULL, 0, BN254_OK, zero64);
    ecmul_is(NULL, 0, BN254_OK, zero64);
    run_op(op_ecpairing, 32, 0, NULL, 0, BN254_OK, ONE32, NULL);
}

/* ---- ecadd, ecmul: known answers and padding ------------------------------------ */

static void test_ecadd_known(void **state) {
    (void)state;
    ecadd2(G1, G1, BN254_OK, G1x2);
    ecadd2(G1, G1x2, BN254_OK, G1x3);
    ecadd2(G1x2, G1, BN254_OK, G1x3);
    ecadd2(G1x3, NG1, BN254_OK, G1x2);
    ecadd2(G1, NG1, BN254_OK, O1);
    ecadd2(NG1, G1, BN254_OK, O1);
    ecadd2(G1, O1, BN254_OK, G1);
    ecadd2(O1, G1, BN254_OK, G1);
    ecadd2(O1, O1, BN254_OK, O1);
    ecadd2(NG1, NG1, BN254_OK, NULL);
    /* 64 bytes: the second point is padded to (0, 0) */
    ecadd_is(G1, 64, BN254_OK, G1);
    ecadd_is(G1x3, 64, BN254_OK, G1x3);
}

static void test_ecmul_known(void **state) {
    uint8_t neg2[64];
    (void)state;
    g1_neg(neg2, G1x2);
    ecmul2(G1, "0000000000000000000000000000000000000000000000000000000000000000", BN254_OK, O1);
    ecmul2(G1, "0000000000000000000000000000000000000000000000000000000000000001", BN254_OK, G1);
    ecmul2(G1, "0000000000000000000000000000000000000000000000000000000000000002", BN254_OK,
           G1x2);
    ecmul2(G1, "0000000000000000000000000000000000000000000000000000000000000003", BN254_OK,
           G1x3);
    ecmul2(G1, R_HEX, BN254_OK, O1);
    ecmul2(G1, RM1_HEX, BN254_OK, NG1);
    ecmul2(G1, RP2_HEX, BN254_OK, G1x2);
    ecmul2(G1, FF_HEX, BN254_OK, G1M);
    ecmul2(NG1, RM1_HEX, BN254_OK, G1);
    ecmul2(NG1, "0000000000000000000000000000000000000000000000000000000000000002", BN254_OK,
           neg2);
    ecmul2(O1, FF_HEX, BN254_OK, O1);
    ecmul2(O1, "0000000000000000000000000000000000000000000000000000000000000005", BN254_OK, O1);
    ecmul2(O1, R_HEX, BN254_OK, O1);
    /* 64 bytes: scalar padded to 0 */
    ecmul_is(G1, 64, BN254_OK, O1);
}

static void test_padding(void **state) {
    /* result(in, len) == result(in padded with zeros to the canonical length),
     * for every length, with garbage after len that must not be read (the
     * exact-size copy makes the sanitizer catch an over-read). */
    uint8_t add_in[200], mul_in[200], padded[128], want[64];
    size_t len;
    bn254_status st;
    int round;
    (void)state;
    for (round = 0; round < 2; round++) {
        memcpy(add_in, round == 0 ? G1 : G1x2, 64);
        memcpy(add_in + 64, round == 1 ? NG1 : G1x3, 64);
        memset(add_in + 128, 0xff, sizeof add_in - 128);
        memcpy(mul_in, round == 1 ? G1x3 : G1, 64);
        from_hex(mul_in + 64, round == 0 ? FF_HEX : RM1_HEX, 32);
        memset(mul_in + 96, 0xee, sizeof mul_in - 96);
        for (len = 0; len <= sizeof add_in; len++) {
            memset(padded, 0, sizeof padded);
            memcpy(padded, add_in, len < 128 ? len : 128);
            memset(want, 0x11, sizeof want);
            st = bn254_ecadd(want, padded, 128);
            run_op_only(CHECK_ALIAS, op_ecadd, 64, 128, add_in, len, st, want, NULL);
            memset(padded, 0, sizeof padded);
            memcpy(padded, mul_in, len < 96 ? len : 96);
            st = bn254_ecmul(want, padded, 96);
            run_op_only(CHECK_ALIAS, op_ecmul, 64, 96, mul_in, len, st, want, NULL);
        }
    }
    /* Truncation known answers. G + G: the words of the second G are
     * 0...01 and 0...02, so 95 bytes leave it (0, 0) = O (sum G), 96 bytes
     * give (1, 0) (off the curve), 127 bytes too, 128 bytes give 2G. */
    memcpy(add_in, G1, 64);
    memcpy(add_in + 64, G1, 64);
    ecadd_is(add_in, 95, BN254_OK, G1);
    ecadd_is(add_in, 96, BN254_ERR_NOT_ON_CURVE, NULL);
    ecadd_is(add_in, 127, BN254_ERR_NOT_ON_CURVE, NULL);
    ecadd_is(add_in, 128, BN254_OK, G1x2);
    /* a first point cut inside its y word: (1, 0) off the curve */
    ecadd_is(add_in, 40, BN254_ERR_NOT_ON_CURVE, NULL);
    ecadd_is(add_in, 63, BN254_ERR_NOT_ON_CURVE, NULL);
    ecadd_is(add_in, 31, BN254_OK, O1);
    ecadd_is(add_in, 32, BN254_ERR_NOT_ON_CURVE, NULL);
    /* G * 2: 95 bytes give scalar 0; G * 2^249 is unaffected by cutting the
     * trailing zero bytes of its scalar */
    memcpy(mul_in, G1, 64);
    from_hex(mul_in + 64, "0000000000000000000000000000000000000000000000000000000000000002", 32);
    ecmul_is(mul_in, 95, BN254_OK, O1);
    ecmul_is(mul_in, 96, BN254_OK, G1x2);
    from_hex(mul_in + 64, "0200000000000000000000000000000000000000000000000000000000000000", 32);
    ecmul_is(mul_in, 96, BN254_OK, NULL);
    {
        uint8_t full[64], cut[64];
        run_op(op_ecmul, 64, 96, mul_in, 96, BN254_OK, NULL, full);
        run_op(op_ecmul, 64, 96, mul_in, 65, BN254_OK, NULL, cut);
        assert_memory_equal(full, cut, 64);
        assert_false(all_bytes(full, 64, 0));
    }
}

static void test_random_consistency(void **state) {
    /* [a]G + [b]G = [a + b]G, [b]([a]G) = [a]([b]G), with a, b < 2^255 */
    uint8_t in[96], A[64], B[64], C[64], ab[64], ba[64], s[32];
    int i, j, carry;
    (void)state;
    for (i = 0; i < test_iters; i++) {
        uint8_t a[32], b[32];
        for (j = 0; j < 32; j++) a[j] = (uint8_t)rand64(), b[j] = (uint8_t)rand64();
        if (i % 4 == 0) memset(a, 0xff, 16); /* long runs */
        a[0] &= 0x7f, b[0] &= 0x7f;
        for (j = 31, carry = 0; j >= 0; j--) {
            int t = a[j] + b[j] + carry;
            s[j] = (uint8_t)t;
            carry = t >> 8;
        }
        memcpy(in, G1, 64);
        memcpy(in + 64, a, 32);
        assert_int_equal(bn254_ecmul(A, in, 96), BN254_OK);
        memcpy(in + 64, b, 32);
        assert_int_equal(bn254_ecmul(B, in, 96), BN254_OK);
        memcpy(in + 64, s, 32);
        assert_int_equal(bn254_ecmul(C, in, 96), BN254_OK);
        ecadd2(A, B, BN254_OK, C);
        ecadd2(B, A, BN254_OK, C);
        memcpy(in, A, 64);
        memcpy(in + 64, b, 32);
        run_op_only(0, op_ecmul, 64, 96, in, 96, BN254_OK, NULL, ab);
        memcpy(in, B, 64);
        memcpy(in + 64, a, 32);
        run_op_only(0, op_ecmul, 64, 96, in, 96, BN254_OK, NULL, ba);
        assert_memory_equal(ab, ba, 64);
    }
}

/* ---- errors ---------------------------------------------------------------------- */

static void test_ecadd_errors(void **state) {
    uint8_t bad_field_y[64], bad_field_x[64], off[64], ff[64], x_p[64], y_p2[64], zero_p[64];
    (void)state;
    /* (1, p + 2): y >= p although (1, 2) mod p is on the curve */
    memcpy(y_p2, G1, 32);
    word_add_small(y_p2 + 32, PW, 2);
    /* (p + 1, 2), (p, p), (2^256-1, 2^256-1), (0, p) */
    word_add_small(bad_field_x, PW, 1);
    memcpy(bad_field_x + 32, G1 + 32, 32);
    memcpy(bad_field_y, PW, 32);
    memcpy(bad_field_y + 32, PW, 32);
    memset(ff, 0xff, 64);
    memset(zero_p, 0, 32);
    memcpy(zero_p + 32, PW, 32);
    memcpy(x_p, PW, 32);
    memset(x_p + 32, 0, 32); /* (p, 0): not a disguised infinity */
    /* (1, 3) off the curve */
    memcpy(off, G1, 64);
    off[63] = 3;

    ecadd2(y_p2, G1, BN254_ERR_NOT_IN_FIELD, NULL);
    ecadd2(G1, y_p2, BN254_ERR_NOT_IN_FIELD, NULL);
    ecadd2(bad_field_x, O1, BN254_ERR_NOT_IN_FIELD, NULL);
    ecadd2(bad_field_y, O1, BN254_ERR_NOT_IN_FIELD, NULL);
    ecadd2(ff, G1, BN254_ERR_NOT_IN_FIELD, NULL);
    ecadd2(zero_p, G1, BN254_ERR_NOT_IN_FIELD, NULL);
    ecadd2(x_p, G1, BN254_ERR_NOT_IN_FIELD, NULL);
    ecadd2(O1, x_p, BN254_ERR_NOT_IN_FIELD, NULL);
    ecadd2(off, G1, BN254_ERR_NOT_ON_CURVE, NULL);
    ecadd2(G1, off, BN254_ERR_NOT_ON_CURVE, NULL);
    ecadd2(O1, off, BN254_ERR_NOT_ON_CURVE, NULL);
    ecadd2(off, off, BN254_ERR_NOT_ON_CURVE, NULL);
    /* first failing point in input order decides */
    ecadd2(off, y_p2, BN254_ERR_NOT_ON_CURVE, NULL);
    ecadd2(y_p2, off, BN254_ERR_NOT_IN_FIELD, NULL);
    ecadd2(off, ff, BN254_ERR_NOT_ON_CURVE, NULL);
    /* within a point, the field check of both words precedes the curve
     * check: (1, p + 2) and (3, p): not on the curve either way, but
     * not-in-field wins even though the x word alone is fine */
    {
        uint8_t t[64];
        memset(t, 0, 32);
        t[31] = 3;
        memcpy(t + 32, PW, 32);
        ecadd2(t, G1, BN254_ERR_NOT_IN_FIELD, NULL);
        ecadd2(G1, t, BN254_ERR_NOT_IN_FIELD, NULL);
    }
    /* (0, 1), (1, 0) are not infinity */
    {
        uint8_t t[64];
        memset(t, 0, 64);
        t[63] = 1;
        ecadd2(t, G1, BN254_ERR_NOT_ON_CURVE, NULL);
        memset(t, 0, 64);
        t[31] = 1;
        ecadd2(G1, t, BN254_ERR_NOT_ON_CURVE, NULL);
    }
    /* p - 1 is a valid word (x = p - 1 with a random y is just off the curve) */
    {
        uint8_t t[64];
        word_add_small(t, PW, 0);
        t[31] -= 1;
        memcpy(t + 32, G1 + 32, 32);
        ecadd2(t, G1, BN254_ERR_NOT_ON_CURVE, NULL);
    }
}

static void test_ecmul_errors(void **state) {
    uint8_t in[96], off[64];
    (void)state;
    memcpy(off, G1, 64);
    off[63] = 3;
    /* any scalar is valid: errors come from the point only */
    memcpy(in, off, 64);
    memset(in + 64, 0, 32);
    ecmul_is(in, 96, BN254_ERR_NOT_ON_CURVE, NULL); /* even with scalar 0 */
    memset(in + 64, 0xff, 32);
    ecmul_is(in, 96, BN254_ERR_NOT_ON_CURVE, NULL);
    memcpy(in, PW, 32);
    memset(in + 32, 0, 32);
    ecmul_is(in, 96, BN254_ERR_NOT_IN_FIELD, NULL);
    memcpy(in, G1, 32);
    word_add_small(in + 32, PW, 2);
    ecmul_is(in, 96, BN254_ERR_NOT_IN_FIELD, NULL);
    ecmul_is(in, 64, BN254_ERR_NOT_IN_FIELD, NULL);
    memcpy(in, off, 64);
    ecmul_is(in, 64, BN254_ERR_NOT_ON_CURVE, NULL);
    memcpy(in, G1, 64);
    memset(in + 64, 0xff, 32);
    ecmul_is(in, 96, BN254_OK, G1M);
}

static void test_pairing_errors(void **state) {
    pairs p;
    uint8_t g1_nf[64], g1_off[64], g2_nf[128], g2_nf_y[128], g2_swapped[128], t[128];
    size_t len;
    (void)state;
    memcpy(g1_nf, G1, 32);
    word_add_small(g1_nf + 32, PW, 2); /* (1, p + 2) */
    memcpy(g1_off, G1, 64);
    g1_off[63] = 3;
    memcpy(g2_nf, G2, 128);
    word_add_small(g2_nf, PW, 0); /* x_im = p */
    memcpy(g2_nf_y, OFFG2, 128);
    word_add_small(g2_nf_y + 64, PW, 5); /* off the twist and y_im >= p */
    /* re and im swapped: the classic word-order bug must not validate */
    memcpy(g2_swapped, G2 + 32, 32);
    memcpy(g2_swapped + 32, G2, 32);
    memcpy(g2_swapped + 64, G2 + 96, 32);
    memcpy(g2_swapped + 96, G2 + 64, 32);

    /* the length check comes first, whatever the content */
    {
        uint8_t junk[400];
        memset(junk, 0xff, sizeof junk);
        for (len = 1; len < sizeof junk; len++) {
            if (len % 192 == 0) continue;
            run_op(op_ecpairing, 32, 0, junk, len, BN254_ERR_INPUT_LENGTH, NULL, NULL);
        }
        run_op(op_ecpairing, 32, 0, junk, 192, BN254_ERR_NOT_IN_FIELD, NULL, NULL);
    }

    /* one pair: each kind of error, G1 before G2, field before curve */
    pairs_init(&p, 1);
    pairs_set(&p, 0, g1_nf, G2);
    pairing_is(&p, BN254_ERR_NOT_IN_FIELD, NULL);
    pairs_set(&p, 0, g1_nf, OFFG2);
    pairing_is(&p, BN254_ERR_NOT_IN_FIELD, NULL);
    pairs_set(&p, 0, g1_off, g2_nf);
    pairing_is(&p, BN254_ERR_NOT_ON_CURVE, NULL);
    pairs_set(&p, 0, g1_off, NONG2);
    pairing_is(&p, BN254_ERR_NOT_ON_CURVE, NULL);
    pairs_set(&p, 0, g1_off, O2); /* checked although its partner is infinity */
    pairing_is(&p, BN254_ERR_NOT_ON_CURVE, NULL);
    pairs_set(&p, 0, g1_nf, O2);
    pairing_is(&p, BN254_ERR_NOT_IN_FIELD, NULL);
    pairs_set(&p, 0, G1, g2_nf);
    pairing_is(&p, BN254_ERR_NOT_IN_FIELD, NULL);
    pairs_set(&p, 0, G1, g2_nf_y);
    pairing_is(&p, BN254_ERR_NOT_IN_FIELD, NULL);
    pairs_set(&p, 0, G1, OFFG2);
    pairing_is(&p, BN254_ERR_NOT_ON_CURVE, NULL);
    pairs_set(&p, 0, G1, g2_swapped);
    pairing_is(&p, BN254_ERR_NOT_ON_CURVE, NULL);
    pairs_set(&p, 0, G1, NONG2);
    pairing_is(&p, BN254_ERR_NOT_IN_SUBGROUP, NULL);
    pairs_set(&p, 0, O1, NONG2); /* checked although its partner is infinity */
    pairing_is(&p, BN254_ERR_NOT_IN_SUBGROUP, NULL);
    pairs_set(&p, 0, O1, OFFG2);
    pairing_is(&p, BN254_ERR_NOT_ON_CURVE, NULL);
    pairs_set(&p, 0, O1, g2_nf);
    pairing_is(&p, BN254_ERR_NOT_IN_FIELD, NULL);
    /* (0, 0, 0, 1) and (0, 0, 1, 0) are not infinity */
    memset(t, 0, 128);
    t[127] = 1;
    pairs_set(&p, 0, G1, t);
    pairing_is(&p, BN254_ERR_NOT_ON_CURVE, NULL);
    memset(t, 0, 128);
    t[95] = 1;
    pairs_set(&p, 0, O1, t);
    pairing_is(&p, BN254_ERR_NOT_ON_CURVE, NULL);
    /* -G2 is valid (y words p - y): e(G, -G2) != 1 */
    g2_neg(t, G2);
    pairs_set(&p, 0, G1, t);
    pairing_is(&p, BN254_OK, ZERO32);
    free(p.b);

    /* several pairs: the first failing point in input order decides, and
     * everything is validated before any pairing */
    pairs_init(&p, 3);
    pairs_set(&p, 0, G1, NONG2);
    pairs_set(&p, 1, g1_nf, G2);
    pairs_set(&p, 2, g1_off, G2);
    pairing_is(&p, BN254_ERR_NOT_IN_SUBGROUP, NULL);
    pairs_set(&p, 0, G1, G2);
    pairing_is(&p, BN254_ERR_NOT_IN_FIELD, NULL);
    pairs_set(&p, 1, G1, OFFG2);
    pairing_is(&p, BN254_ERR_NOT_ON_CURVE, NULL);
    pairs_set(&p, 1, NG1, G2);
    pairs_set(&p, 2, O1, NONG2); /* a true product, then an invalid pair */
    pairing_is(&p, BN254_ERR_NOT_IN_SUBGROUP, NULL);
    pairs_set(&p, 2, O1, O2);
    pairing_is(&p, BN254_OK, ONE32);
    free(p.b);

    /* the last pair of 20 has a G2 point outside the subgroup */
    build_true(&p, 20);
    pairing_is(&p, BN254_OK, ONE32);
    memcpy(p.b + 19 * 192 + 64, NONG2, 128);
    pairing_is(&p, BN254_ERR_NOT_IN_SUBGROUP, NULL);
    memcpy(p.b + 19 * 192, O1, 64);
    pairing_is(&p, BN254_ERR_NOT_IN_SUBGROUP, NULL);
    /* ... or a G1 point off the curve, or a word >= p, in the last pair */
    memcpy(p.b + 19 * 192 + 64, G2, 128);
    memcpy(p.b + 19 * 192, g1_off, 64);
    pairing_is(&p, BN254_ERR_NOT_ON_CURVE, NULL);
    memcpy(p.b + 19 * 192, G1, 64);
    memcpy(p.b + 19 * 192 + 160, PW, 32);
    pairing_is(&p, BN254_ERR_NOT_IN_FIELD, NULL);
    free(p.b);
}

/* ---- pairing products --------------------------------------------------------------- */

static void test_pairing_lengths(void **state) {
    /* (G, G2), (-G, G2), then garbage: only lengths 0, 192 and 384 are
     * accepted; the prefixes give 1 (empty), e(G, G2) != 1 and 1 */
    uint8_t buf[400];
    size_t len;
    (void)state;
    memcpy(buf, G1, 64);
    memcpy(buf + 64, G2, 128);
    memcpy(buf + 192, NG1, 64);
    memcpy(buf + 256, G2, 128);
    memset(buf + 384, 0xff, sizeof buf - 384);
    for (len = 0; len <= 400; len++) {
        if (len % 192 != 0) {
            run_op(op_ecpairing, 32, 0, buf, len, BN254_ERR_INPUT_LENGTH, NULL, NULL);
        } else {
            run_op(op_ecpairing, 32, 0, buf, len, BN254_OK, len == 192 ? ZERO32 : ONE32, NULL);
        }
    }
}

static void test_pairing_bilinear(void **state) {
    /* small products whose value follows from bilinearity */
    pairs p;
    uint8_t ng2[128], a[64], na[64], a2[64];
    int i;
    (void)state;
    g2_neg(ng2, G2);
    pairs_init(&p, 2);
    pairs_set(&p, 0, G1x2, G2); /* e(2G, G2) e(-G, 2G2) */
    pairs_set(&p, 1, NG1, G2x2);
    pairing_is(&p, BN254_OK, ONE32);
    pairs_set(&p, 0, G1x3, G2); /* e(3G, G2) e(-G, 3G2) */
    pairs_set(&p, 1, NG1, G2x3);
    pairing_is(&p, BN254_OK, ONE32);
    pairs_set(&p, 0, G1, ng2); /* e(G, -G2) e(G, G2) */
    pairs_set(&p, 1, G1, G2);
    pairing_is(&p, BN254_OK, ONE32);
    pairs_set(&p, 0, G1x2, G2); /* e(2G, G2) e(-G, 3G2) != 1 */
    pairs_set(&p, 1, NG1, G2x3);
    pairing_is(&p, BN254_OK, ZERO32);
    pairs_set(&p, 0, G1, G2); /* e(G, G2) e(G, G2) != 1 */
    pairs_set(&p, 1, G1, G2);
    pairing_is(&p, BN254_OK, ZERO32);
    /* an infinity does not cancel anything: e(G, G2) * 1 */
    pairs_set(&p, 0, G1, G2);
    pairs_set(&p, 1, NG1, O2);
    pairing_is(&p, BN254_OK, ZERO32);
    free(p.b);
    /* random a: e([a]G, 2G2) e(-[2a]G, G2) = 1, e([a]G, 2G2) e(-[a]G, G2) != 1 */
    pairs_init(&p, 2);
    for (i = 0; i < max_int(1, test_iters / 8); i++) {
        uint64_t k = 1 + (rand64() >> 2);
        ecmul_u64(a, G1, k);
        ecmul_u64(a2, G1, 2 * k);
        g1_neg(na, a2);
        pairs_set(&p, 0, a, G2x2);
        pairs_set(&p, 1, na, G2);
        pairing_fast_is(&p, BN254_OK, ONE32);
        g1_neg(na, a);
        pairs_set(&p, 1, na, G2);
        pairing_fast_is(&p, BN254_OK, ZERO32);
    }
    free(p.b);
}

static void test_pairing_100(void **state) {
    /* 50 x [(P_j, Q), (-P_j, Q)] gives 1; one -P_j replaced by 2P_j gives 0 */
    pairs p;
    uint8_t pj[64], nj[64];
    static const size_t modify[] = {33, 99};
    size_t j, m;
    (void)state;
    pairs_init(&p, 100);
    for (j = 0; j < 50; j++) {
        ecmul_u64(pj, G1, 1000 + 7 * j);
        g1_neg(nj, pj);
        pairs_set(&p, 2 * j, pj, G2);
        pairs_set(&p, 2 * j + 1, nj, G2);
    }
    pairing_fast_is(&p, BN254_OK, ONE32);
    for (m = 0; m < sizeof modify / sizeof modify[0]; m++) {
        size_t i = modify[m];
        uint8_t saved[64], twice[64];
        memcpy(saved, p.b + 192 * i, 64);
        ecmul_u64(twice, p.b + 192 * (i - 1), 2); /* 2 P_j in place of -P_j */
        memcpy(p.b + 192 * i, twice, 64);
        pairing_fast_is(&p, BN254_OK, ZERO32);
        memcpy(p.b + 192 * i, saved, 64);
    }
    free(p.b);
}

static void test_pairing_batches(void **state) {
    /* true and false products around the multi-Miller-loop batch size */
    static const size_t sizes[] = {2, 3, 15, 16, 17, 31, 32, 33};
    size_t s, m;
    (void)state;
    for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s];
        size_t where[2];
        pairs p;
        build_true(&p, n);
        pairing_fast_is(&p, BN254_OK, ONE32);
        /* break it at the first pair and at the last pair (alone in its batch
         * for 17 and 33): the G1 point negated (e(P,Q)^2 != 1 appears) */
        where[0] = 0, where[1] = n - 1;
        for (m = 0; m < 2; m++) {
            uint8_t saved[64];
            memcpy(saved, p.b + 192 * where[m], 64);
            g1_neg(p.b + 192 * where[m], saved);
            pairing_fast_is(&p, BN254_OK, ZERO32);
            memcpy(p.b + 192 * where[m], saved, 64);
        }
        free(p.b);
    }
}

static void test_pairing_infinity_batches(void **state) {
    /* infinity pairs (O, Q), (P, O), (O, O) inserted at and around the batch
     * boundary contribute 1: a true product stays true, a false one false.
     * One form of infinity pair per core size, all three used. */
    static const size_t n_core[] = {16, 17, 31, 32};
    pairs core, p;
    size_t c, i, j;
    (void)state;
    for (c = 0; c < sizeof n_core / sizeof n_core[0]; c++) {
        /* pairs 16 and 17 (1-based) infinite: core pairs 0..14, two
         * infinities, the rest of the core, then one more at the end */
        size_t n = n_core[c] + 3;
        const uint8_t *g1 = c % 3 == 1 ? G1x3 : O1, *g2 = c % 3 == 0 ? G2x2 : O2;
        build_true(&core, n_core[c]);
        pairs_init(&p, n);
        for (i = 0, j = 0; i < n; i++) {
            if (i == 15 || i == 16 || i == n - 1) {
                pairs_set(&p, i, g1, g2);
            } else {
                memcpy(p.b + 192 * i, core.b + 192 * j++, 192);
            }
        }
        assert_int_equal(j, core.n);
        pairing_fast_is(&p, BN254_OK, ONE32);
        /* false: negate the G1 point of the pair right after the infinities */
        g1_neg(p.b + 192 * 17, p.b + 192 * 17);
        pairing_fast_is(&p, BN254_OK, ZERO32);
        free(p.b);
        free(core.b);
    }
    /* all-infinity inputs of 1, 16, 17 and 33 pairs give 1 */
    {
        static const size_t all[] = {1, 16, 17, 33};
        for (c = 0; c < sizeof all / sizeof all[0]; c++) {
            pairs_init(&p, all[c]);
            for (i = 0; i < p.n; i++) {
                pairs_set(&p, i, i % 3 == 0 ? G1 : O1, i % 3 == 1 ? G2 : O2);
            }
            pairing_is(&p, BN254_OK, ONE32);
            free(p.b);
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gas),
        cmocka_unit_test(test_gas_other_revisions),
        cmocka_unit_test(test_strings),
        cmocka_unit_test(test_empty_input),
        cmocka_unit_test(test_ecadd_known),
        cmocka_unit_test(test_ecmul_known),
        cmocka_unit_test(test_padding),
        cmocka_unit_test(test_random_consistency),
        cmocka_unit_test(test_ecadd_errors),
        cmocka_unit_test(test_ecmul_errors),
        cmocka_unit_test(test_pairing_errors),
        cmocka_unit_test(test_pairing_lengths),
        cmocka_unit_test(test_pairing_bilinear),
        cmocka_unit_test(test_pairing_100),
        cmocka_unit_test(test_pairing_batches),
        cmocka_unit_test(test_pairing_infinity_batches),
    };
    test_init();
    return cmocka_run_group_tests_name("precompile", tests, setup_points, NULL);
}
