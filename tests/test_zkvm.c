/* SPDX-License-Identifier: MIT */
/*
 * test_zkvm.c: the zkvm_accelerators.h ABI (libbn254_zkvm.a through
 * bn254_zkvm.h only, C11) on every vector, ours and go-ethereum's (folder in
 * argv[1]): each input is laid out as an EVM caller would (padded or
 * truncated to two points, point and scalar, or pairs) and the result must be
 * the vector's output, or ZKVM_EFAIL with a zeroed result for every error
 * vector. Each call is repeated with the result aliasing an input. Plus the
 * ABI's own cases: the types' layout, num_pairs == 0, invalid points, and a
 * num_pairs whose byte length overflows.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bn254.h"
#include "bn254_zkvm.h"
#include "support/vector_file.h"

static const char *bn254_zkvm_test_geth_dir;

/* Loads one vector file; fails the test if it cannot. */
static void bn254_zkvm_test_load(bn254_vector_file *f, const char *path) {
    char err[256];
    if (bn254_vector_file_load(f, path, err, sizeof err) != 0) fail_msg("%s: %s", path, err);
    assert_true(f->n > 0);
}

/* EVM-style input bytes [from, from + n) of v, zero beyond its length. */
static void bn254_zkvm_test_slice(uint8_t *dst, const bn254_vector *v, size_t from, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) dst[i] = from + i < v->input_len ? v->input[from + i] : 0;
}

static int bn254_zkvm_test_is_zero(const uint8_t *b, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        if (b[i] != 0) return 0;
    }
    return 1;
}

/* The result of one call against the vector: its output, or EFAIL and zeros. */
static void bn254_zkvm_test_check(const bn254_vector *v, zkvm_status st, const uint8_t *out,
                                  const char *how) {
    if (v->expected_error != NULL) {
        if (st != ZKVM_EFAIL)
            fail_msg("%s (%s): expected ZKVM_EFAIL (%s)", v->name, how, v->expected_error);
        if (!bn254_zkvm_test_is_zero(out, 64)) fail_msg("%s (%s): result not zeroed", v->name, how);
    } else {
        if (st != ZKVM_EOK) fail_msg("%s (%s): expected ZKVM_EOK", v->name, how);
        assert_int_equal(v->expected_len, 64);
        if (memcmp(out, v->expected, 64) != 0) fail_msg("%s (%s): wrong result", v->name, how);
    }
}

static void bn254_zkvm_test_g1_add_file(const char *path) {
    bn254_vector_file f;
    size_t i;
    bn254_zkvm_test_load(&f, path);
    for (i = 0; i < f.n; i++) {
        const bn254_vector *v = &f.v[i];
        zkvm_bn254_g1_point p1, p2, r;
        zkvm_status st;
        bn254_zkvm_test_slice(p1.data, v, 0, 64);
        bn254_zkvm_test_slice(p2.data, v, 64, 64);
        memset(r.data, 0xa5, 64); /* poison: every byte must be written */
        st = zkvm_bn254_g1_add(&p1, &p2, &r);
        bn254_zkvm_test_check(v, st, r.data, "separate result");
        st = zkvm_bn254_g1_add(&p1, &p2, &p1);
        bn254_zkvm_test_check(v, st, p1.data, "result = p1");
        bn254_zkvm_test_slice(p1.data, v, 0, 64);
        st = zkvm_bn254_g1_add(&p1, &p2, &p2);
        bn254_zkvm_test_check(v, st, p2.data, "result = p2");
        bn254_zkvm_test_slice(p2.data, v, 64, 64);
        r = p1;
        st = zkvm_bn254_g1_add(&r, &r, &r); /* P + P, all three the same object */
        {
            uint8_t in[128], out[64];
            memcpy(in, p1.data, 64);
            memcpy(in + 64, p1.data, 64);
            assert_int_equal(st == ZKVM_EOK, bn254_ecadd(out, in, sizeof in) == BN254_OK);
            assert_memory_equal(r.data, out, 64);
        }
    }
    printf("zkvm_bn254_g1_add: %lu vectors of %s\n", (unsigned long)f.n, path);
    bn254_vector_file_free(&f);
}

static void bn254_zkvm_test_g1_mul_file(const char *path) {
    bn254_vector_file f;
    size_t i;
    bn254_zkvm_test_load(&f, path);
    for (i = 0; i < f.n; i++) {
        const bn254_vector *v = &f.v[i];
        zkvm_bn254_g1_point p, r;
        zkvm_bn254_scalar k;
        zkvm_status st;
        bn254_zkvm_test_slice(p.data, v, 0, 64);
        bn254_zkvm_test_slice(k.data, v, 64, 32);
        memset(r.data, 0xa5, 64);
        st = zkvm_bn254_g1_mul(&p, &k, &r);
        bn254_zkvm_test_check(v, st, r.data, "separate result");
        st = zkvm_bn254_g1_mul(&p, &k, &p);
        bn254_zkvm_test_check(v, st, p.data, "result = point");
    }
    printf("zkvm_bn254_g1_mul: %lu vectors of %s\n", (unsigned long)f.n, path);
    bn254_vector_file_free(&f);
}

static void bn254_zkvm_test_pairing_file(const char *path) {
    bn254_vector_file f;
    size_t i, ran = 0;
    bn254_zkvm_test_load(&f, path);
    for (i = 0; i < f.n; i++) {
        const bn254_vector *v = &f.v[i];
        size_t k = v->input_len / sizeof(zkvm_bn254_pairing_pair);
        zkvm_bn254_pairing_pair *pairs;
        zkvm_status st;
        bool verified = true;
        if (v->input_len % sizeof(zkvm_bn254_pairing_pair) != 0) {
            /* not a whole number of pairs: only the EVM wrapper sees such input */
            assert_non_null(v->expected_error);
            assert_string_equal(v->expected_error, "input-length");
            continue;
        }
        /* exactly k pairs on the heap (none for k = 0: then NULL) */
        pairs = k ? (zkvm_bn254_pairing_pair *)malloc(k * sizeof *pairs) : NULL;
        if (k) {
            assert_non_null(pairs);
            memcpy(pairs, v->input, v->input_len);
        }
        st = zkvm_bn254_pairing(pairs, k, &verified);
        if (v->expected_error != NULL) {
            if (st != ZKVM_EFAIL || verified) fail_msg("%s: expected ZKVM_EFAIL, false", v->name);
        } else {
            assert_int_equal(v->expected_len, 32);
            if (st != ZKVM_EOK) fail_msg("%s: expected ZKVM_EOK", v->name);
            if (verified != (v->expected[31] == 1)) fail_msg("%s: wrong verdict", v->name);
        }
        free(pairs);
        ran++;
    }
    printf("zkvm_bn254_pairing: %lu of %lu vectors of %s (the rest: input-length)\n",
           (unsigned long)ran, (unsigned long)f.n, path);
    bn254_vector_file_free(&f);
}

static void bn254_zkvm_test_ours(void **state) {
    (void)state;
    bn254_zkvm_test_g1_add_file(BN254_TEST_VECTOR_DIR "/ecadd.json");
    bn254_zkvm_test_g1_mul_file(BN254_TEST_VECTOR_DIR "/ecmul.json");
    bn254_zkvm_test_pairing_file(BN254_TEST_VECTOR_DIR "/ecpairing.json");
}

static void bn254_zkvm_test_geth(void **state) {
    char path[4096];
    (void)state;
    if (bn254_zkvm_test_geth_dir == NULL) skip();
    snprintf(path, sizeof path, "%s/bn256Add.json", bn254_zkvm_test_geth_dir);
    bn254_zkvm_test_g1_add_file(path);
    snprintf(path, sizeof path, "%s/bn256ScalarMul.json", bn254_zkvm_test_geth_dir);
    bn254_zkvm_test_g1_mul_file(path);
    snprintf(path, sizeof path, "%s/bn256Pairing.json", bn254_zkvm_test_geth_dir);
    bn254_zkvm_test_pairing_file(path);
}

/* The standard's layout: 8-byte aligned, no padding; an array of pairs is the input. */
static void bn254_zkvm_test_layout(void **state) {
    (void)state;
    assert_int_equal(sizeof(zkvm_bn254_g1_point), 64);
    assert_int_equal(sizeof(zkvm_bn254_g2_point), 128);
    assert_int_equal(sizeof(zkvm_bn254_scalar), 32);
    assert_int_equal(sizeof(zkvm_bn254_pairing_pair), 192);
    assert_int_equal(offsetof(zkvm_bn254_pairing_pair, g2), 64);
    assert_int_equal(_Alignof(zkvm_bn254_g1_point), 8);
    assert_int_equal(_Alignof(zkvm_bn254_pairing_pair), 8);
    assert_int_equal(ZKVM_EOK, 0);
    assert_int_equal(ZKVM_EFAIL, -1);
}

static void bn254_zkvm_test_no_pairs(void **state) {
    zkvm_bn254_pairing_pair one;
    bool verified = false;
    (void)state;
    assert_int_equal(zkvm_bn254_pairing(NULL, 0, &verified), ZKVM_EOK);
    assert_true(verified);
    verified = false;
    memset(&one, 0xff, sizeof one); /* never read when num_pairs is 0 */
    assert_int_equal(zkvm_bn254_pairing(&one, 0, &verified), ZKVM_EOK);
    assert_true(verified);
}

static void bn254_zkvm_test_invalid(void **state) {
    zkvm_bn254_g1_point g, bad, r;
    zkvm_bn254_scalar k;
    zkvm_bn254_pairing_pair pair;
    bool verified;
    (void)state;
    memset(&g, 0, sizeof g);
    g.data[31] = 1; /* G1 = (1, 2) */
    g.data[63] = 2;
    bad = g;
    bad.data[63] = 3; /* (1, 3): not on the curve */
    memset(&k, 0, sizeof k);
    k.data[31] = 5;

    memset(r.data, 0xa5, 64);
    assert_int_equal(zkvm_bn254_g1_add(&g, &bad, &r), ZKVM_EFAIL);
    assert_true(bn254_zkvm_test_is_zero(r.data, 64));
    memset(r.data, 0xa5, 64);
    assert_int_equal(zkvm_bn254_g1_add(&bad, &g, &r), ZKVM_EFAIL);
    assert_true(bn254_zkvm_test_is_zero(r.data, 64));
    memset(r.data, 0xa5, 64);
    assert_int_equal(zkvm_bn254_g1_mul(&bad, &k, &r), ZKVM_EFAIL);
    assert_true(bn254_zkvm_test_is_zero(r.data, 64));
    memset(k.data, 0, 32); /* [0] of an invalid point still fails */
    memset(r.data, 0xa5, 64);
    assert_int_equal(zkvm_bn254_g1_mul(&bad, &k, &r), ZKVM_EFAIL);
    assert_true(bn254_zkvm_test_is_zero(r.data, 64));

    /* an invalid G1 point next to G2 infinity, and a G2 word >= p */
    memset(&pair, 0, sizeof pair);
    pair.g1 = bad;
    verified = true;
    assert_int_equal(zkvm_bn254_pairing(&pair, 1, &verified), ZKVM_EFAIL);
    assert_false(verified);
    memset(&pair, 0, sizeof pair);
    memset(pair.g2.data, 0xff, 32);
    verified = true;
    assert_int_equal(zkvm_bn254_pairing(&pair, 1, &verified), ZKVM_EFAIL);
    assert_false(verified);
}

/* num_pairs * 192 past SIZE_MAX: refused without reading the pairs. */
static void bn254_zkvm_test_overflow(void **state) {
    zkvm_bn254_pairing_pair pair;
    bool verified = true;
    (void)state;
    memset(&pair, 0, sizeof pair);
    assert_int_equal(zkvm_bn254_pairing(&pair, SIZE_MAX / 192 + 1, &verified), ZKVM_EFAIL);
    assert_false(verified);
}

int main(int argc, char **argv) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bn254_zkvm_test_layout),  cmocka_unit_test(bn254_zkvm_test_no_pairs),
        cmocka_unit_test(bn254_zkvm_test_invalid), cmocka_unit_test(bn254_zkvm_test_overflow),
        cmocka_unit_test(bn254_zkvm_test_ours),    cmocka_unit_test(bn254_zkvm_test_geth),
    };
    bn254_zkvm_test_geth_dir = argc > 1 && argv[1][0] != '\0' ? argv[1] : NULL;
    return cmocka_run_group_tests_name("zkvm", tests, NULL, NULL);
}
