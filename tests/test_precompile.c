/* SPDX-License-Identifier: MIT */
/*
 * test_precompile.c: the public API of the shipped library (include/bn254.h
 * and libbn254.a only; of src/ only the generated constants, through the
 * reference integers of tests/support). Gas schedules of both revisions
 * with saturation; status strings; the documented calling contract on every
 * call made here (status, output zeroed on error even when pre-filled,
 * no write past the 64/32 output bytes, no read past in_len -- inputs are
 * passed in exact-size heap buffers for the sanitizer --, out aliasing in,
 * bytes past 128/96 ignored); NULL empty input; right-padding and
 * truncation; error precedence, as one table of named inputs (first failing
 * point in input order, field before curve within a point, an invalid
 * pair after a true product, G1 before G2); known answers computed outside
 * the library (support/kat.h); and
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
#include "support/api.h"
#include "support/kat.h"
#include "support/ref_ec.h"
#include "support/ref_int.h"
#include "support/rng.h"

/* ---- byte helpers ---------------------------------------------------------- */

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

/* out = the 32-byte big-endian word v + k, for v = p (from = NULL) or a word */
static void word_add(uint8_t out[32], const uint8_t *from, uint64_t k) {
    uint64_t v[4];
    if (from == NULL) {
        memcpy(v, bn254_ref_p, sizeof v);
    } else {
        bn254_ref_from_be(v, from);
    }
    (void)bn254_ref_add_u64(v, v, k);
    bn254_ref_to_be(out, v);
}

/* -P for a G1 encoding x || y, -Q for a G2 encoding x_im || x_re || y_im || y_re */
#define g1_neg bn254_ref_g1_neg
#define g2_neg bn254_ref_g2_neg

/* ---- named inputs ----------------------------------------------------------
 * Every point and scalar the tests use, built once (setup_points): valid
 * points from the known answers of support/kat.h, invalid ones by changing
 * a word. 64-byte G1 encodings, 128-byte G2 encodings, 32-byte scalars and
 * pairing outputs. */
enum {
    /* G1: G, -G, 2G, 3G, [2^256 - 1]G, O */
    B_G1,
    B_NG1,
    B_G1X2,
    B_G1X3,
    B_G1M,
    B_O1,
    B_G1_Y_P2,  /* (1, p + 2): y >= p although (1, 2) mod p is on the curve */
    B_G1_X_P1,  /* (p + 1, 2) */
    B_G1_PP,    /* (p, p) */
    B_G1_FF,    /* (2^256 - 1, 2^256 - 1) */
    B_G1_0P,    /* (0, p) */
    B_G1_P0,    /* (p, 0): not a disguised infinity */
    B_G1_OFF,   /* (1, 3): off the curve */
    B_G1_3P,    /* (3, p): off the curve and y >= p */
    B_G1_01,    /* (0, 1): not infinity */
    B_G1_10,    /* (1, 0): not infinity */
    B_G1_PM1_2, /* (p - 1, 2): valid words, off the curve */
    /* G2: the generator, 2G2, 3G2, -G2, O */
    B_G2,
    B_G2X2,
    B_G2X3,
    B_NG2,
    B_O2,
    B_G2_NOT_G2, /* on the twist, not in G2 */
    B_G2_OFF,    /* G2 with y_re + 1: (y + 1)^2 = y^2 only for y + 1 = -y, not the case */
    B_G2_XIM_P,  /* G2 with x_im = p */
    B_G2_YIM_P5, /* B_G2_OFF with y_im = p + 5: off the twist and y_im >= p */
    B_G2_SWAP,   /* G2 with re and im swapped: the classic word-order bug */
    B_G2_0001,   /* (0, 0, 0, 1): not infinity */
    B_G2_0010,   /* (0, 0, 1, 0): not infinity */
    /* scalars */
    B_S0,
    B_S1,
    B_S2,
    B_S3,
    B_S5,
    B_SR,
    B_SRM1,
    B_SRP2,
    B_SFF,
    /* p as a word, and the pairing outputs 1 and 0 */
    B_P,
    B_TRUE,
    B_FALSE,
    B_COUNT
};
static uint8_t blocks[B_COUNT][128];
#define BLOCK_LEN(b) ((b) <= B_G1_PM1_2 ? 64 : (b) <= B_G2_0010 ? 128 : 32)

#define G1 blocks[B_G1]
#define NG1 blocks[B_NG1]
#define G1x2 blocks[B_G1X2]
#define G1x3 blocks[B_G1X3]
#define G1M blocks[B_G1M]
#define O1 blocks[B_O1]
#define G2 blocks[B_G2]
#define G2x2 blocks[B_G2X2]
#define G2x3 blocks[B_G2X3]
#define NONG2 blocks[B_G2_NOT_G2]
#define OFFG2 blocks[B_G2_OFF]
#define O2 blocks[B_O2]
#define PW blocks[B_P]
#define ONE32 blocks[B_TRUE]
#define ZERO32 blocks[B_FALSE]

static void g1_of_kat(int b, const char *k) {
    bn254_kat_g1_encode(blocks[b], bn254_kat_g1_row(k));
}

static void scalar_of(int b, const uint64_t v[4]) {
    bn254_ref_to_be(blocks[b], v);
}

static int setup_points(void **state) {
    uint64_t v[4];
    uint8_t *t;
    (void)state;
    memset(blocks, 0, sizeof blocks);
    bn254_ref_g1_gen(G1);
    g1_of_kat(B_NG1, "30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000");
    g1_of_kat(B_G1X2, "2");
    g1_of_kat(B_G1X3, "3");
    g1_of_kat(B_G1M, "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff");
    word_add(PW, NULL, 0);
    memcpy(blocks[B_G1_Y_P2], G1, 32);
    word_add(blocks[B_G1_Y_P2] + 32, NULL, 2);
    word_add(blocks[B_G1_X_P1], NULL, 1);
    memcpy(blocks[B_G1_X_P1] + 32, G1 + 32, 32);
    memcpy(blocks[B_G1_PP], PW, 32);
    memcpy(blocks[B_G1_PP] + 32, PW, 32);
    memset(blocks[B_G1_FF], 0xff, 64);
    memcpy(blocks[B_G1_0P] + 32, PW, 32);
    memcpy(blocks[B_G1_P0], PW, 32);
    memcpy(blocks[B_G1_OFF], G1, 64);
    blocks[B_G1_OFF][63] = 3;
    blocks[B_G1_3P][31] = 3;
    memcpy(blocks[B_G1_3P] + 32, PW, 32);
    blocks[B_G1_01][63] = 1;
    blocks[B_G1_10][31] = 1;
    (void)bn254_ref_sub_u64(v, bn254_ref_p, 1);
    bn254_ref_to_be(blocks[B_G1_PM1_2], v);
    memcpy(blocks[B_G1_PM1_2] + 32, G1 + 32, 32);

    bn254_ref_g2_gen(G2);
    bn254_kat_g2_encode(G2x2, bn254_kat_g2_row("2"));
    bn254_kat_g2_encode(G2x3, bn254_kat_g2_row("3"));
    g2_neg(blocks[B_NG2], G2);
    bn254_kat_g2_encode(NONG2, &bn254_kat_twist_not_g2);
    memcpy(OFFG2, G2, 128);
    word_add(OFFG2 + 96, G2 + 96, 1);
    memcpy(blocks[B_G2_XIM_P], G2, 128);
    memcpy(blocks[B_G2_XIM_P], PW, 32);
    memcpy(blocks[B_G2_YIM_P5], OFFG2, 128);
    word_add(blocks[B_G2_YIM_P5] + 64, NULL, 5);
    t = blocks[B_G2_SWAP];
    memcpy(t, G2 + 32, 32);
    memcpy(t + 32, G2, 32);
    memcpy(t + 64, G2 + 96, 32);
    memcpy(t + 96, G2 + 64, 32);
    blocks[B_G2_0001][127] = 1;
    blocks[B_G2_0010][95] = 1;

    blocks[B_S1][31] = 1, blocks[B_S2][31] = 2, blocks[B_S3][31] = 3, blocks[B_S5][31] = 5;
    scalar_of(B_SR, bn254_ref_r);
    (void)bn254_ref_sub_u64(v, bn254_ref_r, 1);
    scalar_of(B_SRM1, v);
    (void)bn254_ref_add_u64(v, bn254_ref_r, 2);
    scalar_of(B_SRP2, v);
    memset(blocks[B_SFF], 0xff, 32);
    blocks[B_TRUE][31] = 1;
    return 0;
}

/* ---- calling every operation under the documented contract --------------- */

typedef bn254_api_fn op_fn;
#define op_ecadd bn254_ecadd
#define op_ecmul bn254_ecmul

/*
 * ecpairing, also through the prepared-G2 path: every pairing input of this
 * file (the named error table, the hostile lengths, the bilinear products of
 * 0..400 pairs) goes twice through bn254_ecpairing_cached on one cache of 8
 * entries kept for the whole run (the second call may hit what the first
 * admitted), from an exact-size copy, and
 * must give bn254_ecpairing's status and 32 bytes. bn254_ecpairing runs
 * last, on the caller's buffers (out may alias in).
 */
static uint8_t g2c_mem[BN254_G2_CACHE_BYTES(8)];
static bn254_g2_cache *g2c;
static unsigned long g2c_calls;

static bn254_status op_ecpairing(uint8_t *out, const uint8_t *in, size_t in_len) {
    uint8_t got[2][33];
    bn254_status cst[2], st;
    uint8_t *copy = NULL;
    int k;
    if (g2c == NULL) g2c = bn254_g2_cache_init(g2c_mem, sizeof g2c_mem, 0);
    assert_non_null(g2c);
    if (in_len > 0) {
        copy = malloc(in_len);
        assert_non_null(copy);
        memcpy(copy, in, in_len);
    }
    for (k = 0; k < 2; k++) {
        memset(got[k], 0xa5, sizeof got[k]);
        cst[k] = bn254_ecpairing_cached(got[k], copy, in_len, g2c);
    }
    free(copy);
    st = bn254_ecpairing(out, in, in_len);
    g2c_calls++;
    for (k = 0; k < 2; k++) {
        if (cst[k] != st || memcmp(got[k], out, 32) != 0 || got[k][32] != 0xa5) {
            print_error("ecpairing (%u bytes): cached call %d gives %s, uncached %s\n",
                        (unsigned)in_len, k + 1, bn254_status_str(cst[k]), bn254_status_str(st));
            fail();
        }
    }
    return st;
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
#define run_op(op, out_len, canon, in, in_len, want_st, want_out, got) \
    run_op_at((op), (out_len), (canon), (in), (in_len), (want_st), (want_out), (got), CHECK_ALL, \
              __FILE__, __LINE__)
#define run_op_only(flags, op, out_len, canon, in, in_len, want_st, want_out, got) \
    run_op_at((op), (out_len), (canon), (in), (in_len), (want_st), (want_out), (got), (flags), \
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

/* op on the concatenation a || b (a_len + b_len <= 128 bytes) */
static void run_concat(op_fn op, size_t canon, const uint8_t *a, size_t a_len, const uint8_t *b,
                       size_t b_len, bn254_status st, const uint8_t *want, const char *file,
                       int line) {
    uint8_t in[128];
    memcpy(in, a, a_len);
    memcpy(in + a_len, b, b_len);
    run_op_at(op, 64, canon, in, a_len + b_len, st, want, NULL, CHECK_ALL, file, line);
}

/* ecadd of two 64-byte encodings; ecmul of a 64-byte point and a 32-byte scalar */
#define ecadd2(a, b, st, want) \
    run_concat(op_ecadd, 128, (a), 64, (b), 64, (st), (want), __FILE__, __LINE__)
#define ecmul2(pt, k, st, want) \
    run_concat(op_ecmul, 96, (pt), 64, (k), 32, (st), (want), __FILE__, __LINE__)

/* [k]P through the API (for building inputs) */
#define ecmul_u64 bn254_api_g1_mul

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

#define pairing_is(p, st, want) \
    run_op(op_ecpairing, 32, 0, (p)->b, (p)->n * 192, (st), (want), NULL)
/* without the aliased second call: for the long inputs */
#define pairing_fast_is(p, st, want) \
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
        ecmul_u64(pj, G1, 1 + (bn254_test_rand64() >> 1));
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
    /* [k]P = want for named points and scalars */
    static const struct {
        int p, k, want;
    } kat[] = {
        {B_G1, B_S0, B_O1},    {B_G1, B_S1, B_G1},    {B_G1, B_S2, B_G1X2},   {B_G1, B_S3, B_G1X3},
        {B_G1, B_SR, B_O1},    {B_G1, B_SRM1, B_NG1}, {B_G1, B_SRP2, B_G1X2}, {B_G1, B_SFF, B_G1M},
        {B_NG1, B_SRM1, B_G1}, {B_O1, B_SFF, B_O1},   {B_O1, B_S5, B_O1},     {B_O1, B_SR, B_O1},
    };
    uint8_t neg2[64];
    size_t i;
    (void)state;
    for (i = 0; i < sizeof kat / sizeof kat[0]; i++) {
        run_concat(op_ecmul, 96, blocks[kat[i].p], 64, blocks[kat[i].k], 32, BN254_OK,
                   blocks[kat[i].want], "ecmul known answer", (int)i);
    }
    g1_neg(neg2, G1x2);
    ecmul2(NG1, blocks[B_S2], BN254_OK, neg2);
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
        memcpy(mul_in + 64, blocks[round == 0 ? B_SFF : B_SRM1], 32);
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
    memcpy(mul_in + 64, blocks[B_S2], 32);
    ecmul_is(mul_in, 95, BN254_OK, O1);
    ecmul_is(mul_in, 96, BN254_OK, G1x2);
    memset(mul_in + 64, 0, 32);
    mul_in[64] = 2; /* 2^249 */
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
    for (i = 0; i < bn254_test_iters; i++) {
        uint8_t a[32], b[32];
        bn254_test_rand_bytes(a, 32);
        bn254_test_rand_bytes(b, 32);
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

/*
 * Invalid inputs (and valid ones beside them), as named inputs in input
 * order and the status the EIP-196/197 rules give: the first failing point
 * in input order decides, within a point the field check of every word
 * precedes the curve check, and an invalid pair fails the call whatever
 * the pairs before it multiply to.
 * Each row runs under the whole calling contract of run_op.
 */
#define NO_OUT (-1)
static const struct {
    const char *what;
    int op;    /* index into bn254_api_ops */
    int in[7]; /* named inputs, concatenated; ends at B_COUNT */
    bn254_status st;
    int out; /* the named output on success, or NO_OUT */
} error_rows[] = {
    /* ecadd */
    {"(1, p+2) + G", 0, {B_G1_Y_P2, B_G1, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"G + (1, p+2)", 0, {B_G1, B_G1_Y_P2, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(p+1, 2) + O", 0, {B_G1_X_P1, B_O1, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(p, p) + O", 0, {B_G1_PP, B_O1, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(2^256-1, 2^256-1) + G", 0, {B_G1_FF, B_G1, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(0, p) + G", 0, {B_G1_0P, B_G1, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(p, 0) + G", 0, {B_G1_P0, B_G1, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"O + (p, 0)", 0, {B_O1, B_G1_P0, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(1, 3) + G", 0, {B_G1_OFF, B_G1, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"G + (1, 3)", 0, {B_G1, B_G1_OFF, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"O + (1, 3)", 0, {B_O1, B_G1_OFF, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(1, 3) + (1, 3)", 0, {B_G1_OFF, B_G1_OFF, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(1, 3) + (1, p+2)", 0, {B_G1_OFF, B_G1_Y_P2, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(1, p+2) + (1, 3)", 0, {B_G1_Y_P2, B_G1_OFF, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(1, 3) + (2^256-1, ..)", 0, {B_G1_OFF, B_G1_FF, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(3, p) + G", 0, {B_G1_3P, B_G1, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"G + (3, p)", 0, {B_G1, B_G1_3P, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(0, 1) + G", 0, {B_G1_01, B_G1, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"G + (1, 0)", 0, {B_G1, B_G1_10, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(p-1, 2) + G", 0, {B_G1_PM1_2, B_G1, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    /* ecmul: any scalar is valid, errors come from the point only */
    {"(1, 3) * 0", 1, {B_G1_OFF, B_S0, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(1, 3) * (2^256-1)", 1, {B_G1_OFF, B_SFF, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(p, 0) * (2^256-1)", 1, {B_G1_P0, B_SFF, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(1, p+2) * (2^256-1)", 1, {B_G1_Y_P2, B_SFF, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(1, p+2), no scalar", 1, {B_G1_Y_P2, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(1, 3), no scalar", 1, {B_G1_OFF, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"G * (2^256-1)", 1, {B_G1, B_SFF, B_COUNT}, BN254_OK, B_G1M},
    /* ecpairing, one pair: each kind of error, G1 before G2, field before curve */
    {"((1, p+2), G2)", 2, {B_G1_Y_P2, B_G2, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"((1, p+2), off)", 2, {B_G1_Y_P2, B_G2_OFF, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"((1, 3), x_im = p)", 2, {B_G1_OFF, B_G2_XIM_P, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"((1, 3), not in G2)", 2, {B_G1_OFF, B_G2_NOT_G2, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    /* checked although its partner is infinity */
    {"((1, 3), O)", 2, {B_G1_OFF, B_O2, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"((1, p+2), O)", 2, {B_G1_Y_P2, B_O2, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(G, x_im = p)", 2, {B_G1, B_G2_XIM_P, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(G, y_im = p+5)", 2, {B_G1, B_G2_YIM_P5, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(G, off)", 2, {B_G1, B_G2_OFF, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(G, re/im swapped)", 2, {B_G1, B_G2_SWAP, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(G, not in G2)", 2, {B_G1, B_G2_NOT_G2, B_COUNT}, BN254_ERR_NOT_IN_SUBGROUP, NO_OUT},
    {"(O, not in G2)", 2, {B_O1, B_G2_NOT_G2, B_COUNT}, BN254_ERR_NOT_IN_SUBGROUP, NO_OUT},
    {"(O, off)", 2, {B_O1, B_G2_OFF, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(O, x_im = p)", 2, {B_O1, B_G2_XIM_P, B_COUNT}, BN254_ERR_NOT_IN_FIELD, NO_OUT},
    {"(G, (0, 0, 0, 1))", 2, {B_G1, B_G2_0001, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    {"(O, (0, 0, 1, 0))", 2, {B_O1, B_G2_0010, B_COUNT}, BN254_ERR_NOT_ON_CURVE, NO_OUT},
    /* -G2 is valid (y words p - y): e(G, -G2) != 1 */
    {"(G, -G2)", 2, {B_G1, B_NG2, B_COUNT}, BN254_OK, B_FALSE},
    /* several pairs: the first failing point decides */
    {"(G, not G2), ((1, p+2), G2), ((1, 3), G2)",
     2,
     {B_G1, B_G2_NOT_G2, B_G1_Y_P2, B_G2, B_G1_OFF, B_G2, B_COUNT},
     BN254_ERR_NOT_IN_SUBGROUP,
     NO_OUT},
    {"(G, G2), ((1, p+2), G2), ((1, 3), G2)",
     2,
     {B_G1, B_G2, B_G1_Y_P2, B_G2, B_G1_OFF, B_G2, B_COUNT},
     BN254_ERR_NOT_IN_FIELD,
     NO_OUT},
    {"(G, G2), (G, off), ((1, 3), G2)",
     2,
     {B_G1, B_G2, B_G1, B_G2_OFF, B_G1_OFF, B_G2, B_COUNT},
     BN254_ERR_NOT_ON_CURVE,
     NO_OUT},
    /* a true product, then an invalid pair */
    {"(G, G2), (-G, G2), (O, not G2)",
     2,
     {B_G1, B_G2, B_NG1, B_G2, B_O1, B_G2_NOT_G2, B_COUNT},
     BN254_ERR_NOT_IN_SUBGROUP,
     NO_OUT},
    {"(G, G2), (-G, G2), (O, O)",
     2,
     {B_G1, B_G2, B_NG1, B_G2, B_O1, B_O2, B_COUNT},
     BN254_OK,
     B_TRUE},
};

static void test_error_table(void **state) {
    static const size_t canon[3] = {128, 96, 0}; /* bytes that are read: garbage after */
    size_t i, k;
    (void)state;
    for (i = 0; i < sizeof error_rows / sizeof error_rows[0]; i++) {
        const bn254_api_op *op = &bn254_api_ops[error_rows[i].op];
        uint8_t in[6 * 128];
        size_t len = 0;
        for (k = 0; error_rows[i].in[k] != B_COUNT; k++) {
            int b = error_rows[i].in[k];
            memcpy(in + len, blocks[b], BLOCK_LEN(b));
            len += BLOCK_LEN(b);
        }
        /* failures name the row (as the "file") and its index (as the "line") */
        run_op_at(op->fn, op->out_len, canon[error_rows[i].op], in, len, error_rows[i].st,
                  error_rows[i].out == NO_OUT ? NULL : blocks[error_rows[i].out], NULL, CHECK_ALL,
                  error_rows[i].what, (int)i);
    }
}

static void test_pairing_errors(void **state) {
    pairs p;
    size_t len;
    (void)state;
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

    /* the last pair of 20 has a G2 point outside the subgroup */
    build_true(&p, 20);
    pairing_is(&p, BN254_OK, ONE32);
    memcpy(p.b + 19 * 192 + 64, NONG2, 128);
    pairing_is(&p, BN254_ERR_NOT_IN_SUBGROUP, NULL);
    memcpy(p.b + 19 * 192, O1, 64);
    pairing_is(&p, BN254_ERR_NOT_IN_SUBGROUP, NULL);
    /* ... or a G1 point off the curve, or a word >= p, in the last pair */
    memcpy(p.b + 19 * 192 + 64, G2, 128);
    memcpy(p.b + 19 * 192, blocks[B_G1_OFF], 64);
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
    for (i = 0; i < bn254_test_iters_div(8); i++) {
        uint64_t k = 1 + (bn254_test_rand64() >> 2);
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

/* The cached path was really used: hits and inserts (a failure otherwise). */
static int report_cache(void **state) {
    bn254_g2_cache_stats c;
    (void)state;
    bn254_g2_cache_get_stats(g2c, &c);
    printf("precompile: %lu pairing calls also cached twice: %lu hits, %lu misses, %lu inserts, "
           "%lu evictions, 0 mismatches\n",
           g2c_calls, (unsigned long)c.hits, (unsigned long)c.misses, (unsigned long)c.inserts,
           (unsigned long)c.evictions);
    return g2c_calls > 0 && (c.hits == 0 || c.inserts == 0);
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
        cmocka_unit_test(test_error_table),
        cmocka_unit_test(test_pairing_errors),
        cmocka_unit_test(test_pairing_lengths),
        cmocka_unit_test(test_pairing_bilinear),
        cmocka_unit_test(test_pairing_100),
        cmocka_unit_test(test_pairing_batches),
        cmocka_unit_test(test_pairing_infinity_batches),
    };
    bn254_test_rng_init("precompile", bn254_backend());
    return cmocka_run_group_tests_name("precompile", tests, setup_points, report_cache);
}
