/* SPDX-License-Identifier: MIT */
/*
 * test_hooks.c: the hooks backend (BN254_BACKEND_HOOKS) with the host hooks of
 * hooks_host.c, whose inversion hint this file replaces by one that can lie.
 * Built three times (tests/CMakeLists.txt): field hooks only, with the Fp2
 * hook, and with the Fp2 and G1 hooks.
 *
 *  - a wrong inversion hint (zero, one, the input, the input + 1, p, 2^256 - 1,
 *    the true inverse + 1, the true inverse - p... ) never gives a wrong
 *    inverse: the library checks it and inverts by itself; a right hint is
 *    used with one multiplication to check it;
 *  - every vector (ours, and go-ethereum's when its folder is argv[1]) with
 *    an honest hint and with each lie: hooks_host.c aborts the program if
 *    the library calls a hook against its contract (operands >= p, equal x
 *    in g1_add, y = 0 in g1_dbl, points off the curve, a zero to invert);
 *  - scalar multiplication against repeated addition for small scalars and
 *    against negation for r - k, where the G1 hooks' double-and-add meets
 *    its special cases (accumulator equal to, or opposite to, a table entry).
 */
#include "support/layer.h"
#include "support/vector_file.h"

/* the Montgomery product as an independent check of the hooks' results */
#include "../src/arch/c64_mont.h"

/* hooks_host.c, linked with its honest hint renamed (tests/CMakeLists.txt) */
#include "hooks_host.h"

static const char *geth_dir;

enum {
    LIE_NONE, /* the true inverse */
    LIE_ZERO,
    LIE_ONE,
    LIE_INPUT,
    LIE_PLUS_ONE, /* the true inverse + 1 mod p */
    LIE_P,        /* p itself: not canonical */
    LIE_P_PLUS,   /* the true inverse + p, still below 2^256: not canonical */
    LIE_ONES,     /* 2^256 - 1 */
    LIE_COUNT
};
static int lie = LIE_NONE;
static unsigned long lies_told;

void bn254_hook_fp_inv_hint(uint32_t r[8], const uint32_t a[8]) {
    uint32_t t[8];
    const uint32_t *p = bn254_hooks_host_modulus();
    uint64_t c = 0;
    int i;
    bn254_hooks_host_inv_hint(t, a);
    switch (lie) {
    case LIE_NONE:
        break;
    case LIE_ZERO:
        memset(t, 0, sizeof t);
        break;
    case LIE_ONE:
        memset(t, 0, sizeof t), t[0] = 1;
        break;
    case LIE_INPUT:
        memcpy(t, a, sizeof t);
        break;
    case LIE_PLUS_ONE: {
        static const uint32_t one[8] = {1, 0, 0, 0, 0, 0, 0, 0};
        bn254_hook_fp_add(t, t, one);
        break;
    }
    case LIE_P:
        memcpy(t, p, sizeof t);
        break;
    case LIE_P_PLUS:
        for (i = 0; i < 8; i++) {
            c += (uint64_t)t[i] + p[i];
            t[i] = (uint32_t)c;
            c >>= 32;
        }
        break;
    case LIE_ONES:
        memset(t, 0xff, sizeof t);
        break;
    }
    if (lie != LIE_NONE) lies_told++;
    memcpy(r, t, sizeof t);
}

/* Inversion with every kind of hint: a^-1 a = 1 by the 64-bit Montgomery
 * kernel (not the hooks), and the same value as the binary extended Euclid. */
static void test_inverse_hint(void **state) {
    int it, l;
    (void)state;
    for (l = 0; l < LIE_COUNT; l++) {
        lie = l;
        for (it = 0; it < 4 * bn254_test_iters; it++) {
            bn254_fp a, x;
            uint64_t want[4], t[4];
            static const uint64_t r2[4] = {BN254_MONT_R2};
            unsigned long mul_before;
            bn254_test_rand_fp(&a);
            if (bn254_fp_is_zero(&a)) continue;
            mul_before = bn254_hooks_host_calls[0];
            bn254_fp_inv(&x, &a);
            bn254_modinv_binary(want, a.l);
            assert_memory_equal(x.l, want, sizeof want);
            /* plain x a = 1: (x a / R) R^2 / R */
            bn254_c64_mul(t, x.l, a.l);
            bn254_c64_mul(t, t, r2);
            assert_true(bn254_u256_is_one(t));
            /* an honest hint costs one checking multiplication; a non-canonical
             * one is refused before any multiplication */
            if (l == LIE_NONE) assert_int_equal(bn254_hooks_host_calls[0] - mul_before, 1);
            if (l == LIE_P || l == LIE_P_PLUS || l == LIE_ONES)
                assert_int_equal(bn254_hooks_host_calls[0] - mul_before, 0);
        }
    }
    lie = LIE_NONE;
    assert_true(lies_told > 0);
}

/* Run one vector file through the internal precompile bodies. */
static int run_file(const char *path, const char *op) {
    bn254_vector_file f;
    char err[256];
    size_t i;
    int failures = 0;
    if (bn254_vector_file_load(&f, path, err, sizeof err) != 0) {
        print_error("%s\n", err);
        return 1;
    }
    for (i = 0; i < f.n; i++) {
        const bn254_vector *v = &f.v[i];
        uint8_t out[64];
        size_t out_len = strcmp(op, "ecpairing") == 0 ? 32 : 64;
        bn254_status st;
        if (strcmp(op, "ecadd") == 0) {
            st = bn254_precompile_ecadd(out, v->input, v->input_len);
        } else if (strcmp(op, "ecmul") == 0) {
            st = bn254_precompile_ecmul(out, v->input, v->input_len);
        } else {
            st = bn254_precompile_ecpairing(out, v->input, v->input_len, NULL);
        }
        if (v->expected_error != NULL ? strcmp(bn254_status_str(st), v->expected_error) != 0
                                      : st != BN254_OK || memcmp(out, v->expected, out_len) != 0) {
            print_error("%s %s: wrong result with backend %s, lie %d\n", path, v->name,
                        bn254_kern_backend_name(), lie);
            failures++;
        }
    }
    bn254_vector_file_free(&f);
    return failures;
}

/* Our vectors, and go-ethereum's unless only_ours; the pairing only if asked. */
static int run_all_vectors(int with_pairing, int only_ours) {
    static const char *ops[3] = {"ecadd", "ecmul", "ecpairing"};
    static const char *geth[3] = {"bn256Add.json", "bn256ScalarMul.json", "bn256Pairing.json"};
    char path[4096];
    int failures = 0, i;
    for (i = 0; i < (with_pairing ? 3 : 2); i++) {
        snprintf(path, sizeof path, "%s/%s.json", BN254_TEST_VECTOR_DIR, ops[i]);
        failures += run_file(path, ops[i]);
        if (geth_dir != NULL && !only_ours) {
            snprintf(path, sizeof path, "%s/%s", geth_dir, geth[i]);
            failures += run_file(path, ops[i]);
        }
    }
    return failures;
}

/* Every vector with an honest hint, then our ecadd and ecmul vectors with
 * each lie (the pairing inverts once, in the final exponentiation: with one
 * lie). */
static void test_vectors(void **state) {
    int l;
    (void)state;
    lie = LIE_NONE;
    assert_int_equal(run_all_vectors(1, 0), 0);
    for (l = 1; l < LIE_COUNT; l++) {
        lie = l;
        assert_int_equal(run_all_vectors(l == LIE_PLUS_ONE, 1), 0);
    }
    lie = LIE_NONE;
}

/* ecmul of G by k as 96 input bytes. */
static void ecmul_g(uint8_t out[64], const uint64_t k[4]) {
    uint8_t in[96];
    memset(in, 0, sizeof in);
    in[31] = 1;
    in[63] = 2;
    bn254_store_be256(in + 64, k);
    assert_int_equal(bn254_precompile_ecmul(out, in, sizeof in), BN254_OK);
}

/* out = a + b through ecadd. */
static void ecadd_bytes(uint8_t out[64], const uint8_t a[64], const uint8_t b[64]) {
    uint8_t in[128];
    memcpy(in, a, 64);
    memcpy(in + 64, b, 64);
    assert_int_equal(bn254_precompile_ecadd(out, in, sizeof in), BN254_OK);
}

/* [k]G = G + ... + G for k < 80; [r - k]G = -[k]G; [k]G + [r - k]G = O;
 * and the scalars around the GLV lattice, where a half is 0 or tiny. */
static void test_ecmul_special(void **state) {
    uint8_t sum[64], got[64], neg[64], zero[64];
    uint64_t k[4] = {0, 0, 0, 0}, rk[4];
    static const uint64_t glv_lambda[4] = {BN254_GLV_LAMBDA};
    int i;
    (void)state;
    memset(zero, 0, sizeof zero);
    memset(sum, 0, sizeof sum); /* infinity */
    for (i = 0; i < 80; i++) {
        k[0] = (uint64_t)i;
        ecmul_g(got, k);
        assert_memory_equal(got, sum, 64);
        /* r - k: the negation of [k]G */
        (void)bn254_u256_sub(rk, bn254_u256_r, k);
        ecmul_g(neg, rk);
        ecadd_bytes(got, sum, neg);
        assert_memory_equal(got, zero, 64);
        { /* sum += G */
            uint8_t g[64];
            memset(g, 0, sizeof g);
            g[31] = 1;
            g[63] = 2;
            ecadd_bytes(sum, sum, g);
        }
    }
    /* lambda + d for small d: k1 = d, k2 = 1 (or the like) */
    for (i = -3; i <= 3; i++) {
        uint64_t l[4], d[4] = {0, 0, 0, 0}, dl[4];
        uint8_t a[64], b[64], c[64];
        memcpy(l, glv_lambda, sizeof l);
        d[0] = (uint64_t)(i < 0 ? -i : i);
        if (i < 0) {
            (void)bn254_u256_sub(l, l, d);
        } else {
            (void)bn254_u256_add(l, l, d);
        }
        ecmul_g(a, l);
        ecmul_g(b, glv_lambda);
        ecmul_g(c, d);
        if (i < 0) { /* c = -[d]G: ecmul by r - d */
            (void)bn254_u256_sub(dl, bn254_u256_r, d);
            ecmul_g(c, dl);
        }
        ecadd_bytes(b, b, c);
        assert_memory_equal(a, b, 64);
    }
}

int main(int argc, char **argv) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_inverse_hint),
        cmocka_unit_test(test_vectors),
        cmocka_unit_test(test_ecmul_special),
    };
    geth_dir = argc > 1 && argv[1][0] != '\0' ? argv[1] : NULL;
    bn254_test_init("hooks");
    print_message("hooks: backend %s\n", bn254_kern_backend_name());
    return cmocka_run_group_tests_name("hooks", tests, NULL, NULL);
}
