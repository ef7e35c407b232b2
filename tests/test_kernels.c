/* SPDX-License-Identifier: MIT */
/*
 * test_kernels.c: the field backend in use (assembly, c32, hooks) against
 * the portable 64-bit C kernels, and the precompiles with the dispatch forced
 * each way.
 *
 *  - the kernels in use (arch/kernels.h) give the same limbs as the portable
 *    C ones on edge values (0, 1, p-1, limb boundaries, long carry runs) and
 *    on random values (for the plain representation of the hooks backend the
 *    reference is the plain product, two Montgomery products with R^2); when
 *    the backend in use is the portable 64-bit one itself that compares C
 *    with itself, so the whole program reports SKIP to ctest;
 *  - the fused Fp2 kernels and the multiplication by xi against formulas;
 *  - with run-time dispatch (x86-64), every vector (ours, and go-ethereum's
 *    when its folder is given as argv[1]) with the portable kernels forced
 *    and with the assembly ones.
 */
#include "test_util.h"
#include "vector_file.h"

static const char *geth_dir;

/* The reference product of two stored elements in this build's
 * representation: Montgomery a b / R, or plain a b = (a b / R) R^2 / R. */
static void ref_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    bn254_c64_mul(r->l, a->l, b->l);
    if (!BN254_KERN_MONTGOMERY) {
        static const uint64_t r2[4] = {BN254_MONT_R2};
        bn254_c64_mul(r->l, r->l, r2);
    }
}

/* The active kernels against the portable C ones (kernels_c64.h, u256.h) on
 * a pair of elements, including every aliasing of output and inputs. */
static void check_one(const bn254_fp *a, const bn254_fp *b) {
    bn254_fp want, got, alias;
    ref_mul(&want, a, b);
    bn254_kern_fp_mul(&got, a, b);
    assert_memory_equal(&want, &got, sizeof want);
    alias = *a; /* r == a */
    bn254_kern_fp_mul(&alias, &alias, b);
    assert_memory_equal(&want, &alias, sizeof want);
    alias = *b; /* r == b */
    bn254_kern_fp_mul(&alias, a, &alias);
    assert_memory_equal(&want, &alias, sizeof want);
    ref_mul(&want, a, a);
    bn254_kern_fp_sqr(&got, a);
    assert_memory_equal(&want, &got, sizeof want);
    alias = *a;
    bn254_kern_fp_sqr(&alias, &alias);
    assert_memory_equal(&want, &alias, sizeof want);
    bn254_u256_add_mod_p(want.l, a->l, b->l);
    bn254_kern_fp_add(&got, a, b);
    assert_memory_equal(&want, &got, sizeof want);
    alias = *a;
    bn254_kern_fp_add(&alias, &alias, b);
    assert_memory_equal(&want, &alias, sizeof want);
    bn254_u256_sub_mod_p(want.l, a->l, b->l);
    bn254_kern_fp_sub(&got, a, b);
    assert_memory_equal(&want, &got, sizeof want);
    alias = *b;
    bn254_kern_fp_sub(&alias, a, &alias);
    assert_memory_equal(&want, &alias, sizeof want);
}

static void test_kernels_edges(void **state) {
    size_t i, j;
    (void)state;
    for (i = 0; i < BN254_ARRAY_LEN(bn254_test_edges); i++)
        for (j = 0; j < BN254_ARRAY_LEN(bn254_test_edges); j++) {
            bn254_fp a, b;
            /* raw edge limbs as field elements, and as stored values */
            bn254_test_fp_from_raw(&a, bn254_test_edges[i]);
            bn254_test_fp_from_raw(&b, bn254_test_edges[j]);
            check_one(&a, &b);
            if (bn254_u256_less(bn254_test_edges[i], bn254_u256_p) &&
                bn254_u256_less(bn254_test_edges[j], bn254_u256_p)) {
                memcpy(a.l, bn254_test_edges[i], sizeof a.l);
                memcpy(b.l, bn254_test_edges[j], sizeof b.l);
                check_one(&a, &b);
            }
        }
}

static void test_kernels_random(void **state) {
    int it;
    (void)state;
    for (it = 0; it < 256 * bn254_test_iters; it++) {
        bn254_fp a, b;
        bn254_test_rand_fp(&a);
        bn254_test_rand_fp(&b);
        check_one(&a, &b);
    }
}

/* The fused Fp2 kernels, where the backend has them, against the reference
 * formulas on the Fp layer, including aliasing. */
static void test_fp2_kernels(void **state) {
    int it;
    bn254_fp2 probe = {{{0, 0, 0, 0}}, {{0, 0, 0, 0}}};
    (void)state;
    if (!bn254_kern_fp2_mul(&probe, &probe, &probe)) { /* no fused kernels here */
        skip();
        return;
    }
    for (it = 0; it < 64 * bn254_test_iters; it++) {
        bn254_fp2 a, b, want, got;
        bn254_test_rand_fp2(&a);
        bn254_test_rand_fp2(&b);
        bn254_fp2_mul_ref(&want, &a, &b);
        assert_true(bn254_kern_fp2_mul(&got, &a, &b));
        assert_fp2_equal(&got, &want);
        got = a;
        assert_true(bn254_kern_fp2_mul(&got, &got, &b));
        assert_fp2_equal(&got, &want);
        got = b;
        assert_true(bn254_kern_fp2_mul(&got, &a, &got));
        assert_fp2_equal(&got, &want);
        bn254_fp2_sqr_ref(&want, &a);
        assert_true(bn254_kern_fp2_sqr(&got, &a));
        assert_fp2_equal(&got, &want);
        got = a;
        assert_true(bn254_kern_fp2_sqr(&got, &got));
        assert_fp2_equal(&got, &want);
    }
}

/* Multiplication by xi = 9 + u (one-pass asm on x86-64) against additions,
 * on edge values (where 9a + p - b is largest) and random ones. */
static void test_mul_xi(void **state) {
    size_t i, j;
    int it;
    (void)state;
    for (i = 0; i < BN254_ARRAY_LEN(bn254_test_edges); i++)
        for (j = 0; j < BN254_ARRAY_LEN(bn254_test_edges); j++) {
            bn254_fp2 a, want, got;
            bn254_test_fp_from_raw(&a.c0, bn254_test_edges[i]);
            bn254_test_fp_from_raw(&a.c1, bn254_test_edges[j]);
            bn254_fp2_mul_xi_ref(&want, &a);
            bn254_fp2_mul_xi(&got, &a);
            assert_fp2_equal(&got, &want);
            bn254_fp2_mul_xi(&a, &a);
            assert_fp2_equal(&a, &want);
        }
    for (it = 0; it < 64 * bn254_test_iters; it++) {
        bn254_fp2 a, want, got;
        bn254_test_rand_fp2(&a);
        bn254_fp2_mul_xi_ref(&want, &a);
        bn254_fp2_mul_xi(&got, &a);
        assert_fp2_equal(&got, &want);
    }
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
            st = bn254_precompile_ecpairing(out, v->input, v->input_len);
        }
        if (v->expected_error != NULL ? strcmp(bn254_status_str(st), v->expected_error) != 0
                                      : st != BN254_OK || memcmp(out, v->expected, out_len) != 0) {
            print_error("%s %s: wrong result with backend %s\n", path, v->name,
                        bn254_kern_backend_name());
            failures++;
        }
    }
    bn254_vector_file_free(&f);
    return failures;
}

static int run_all_vectors(void) {
    static const char *ops[3] = {"ecadd", "ecmul", "ecpairing"};
    static const char *geth[3] = {"bn256Add.json", "bn256ScalarMul.json", "bn256Pairing.json"};
    char path[4096];
    int failures = 0, i;
    for (i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s.json", BN254_TEST_VECTOR_DIR, ops[i]);
        failures += run_file(path, ops[i]);
        if (geth_dir != NULL) {
            snprintf(path, sizeof path, "%s/%s", geth_dir, geth[i]);
            failures += run_file(path, ops[i]);
        }
    }
    return failures;
}

/* Every vector with the backend in use; with run-time dispatch, forced to
 * the portable kernels and back to the assembly ones. */
static void test_vectors_each_path(void **state) {
    (void)state;
    if (!BN254_KERN_RUNTIME_SWITCH) { /* one path */
        assert_int_equal(run_all_vectors(), 0);
        return;
    }
    bn254_kern_force_portable(1);
    assert_int_equal(run_all_vectors(), 0);
    bn254_kern_force_portable(0);
    if (!bn254_kern_asm_active()) {
        print_message("CPU without ADX: only the portable path ran\n");
        return;
    }
    assert_int_equal(run_all_vectors(), 0);
}

int main(int argc, char **argv) {
#if BN254_KERN_C64 && !BN254_KERN_ASM_X86_64 && !BN254_KERN_ASM_AARCH64
    (void)argc, (void)argv;
    puts("kernels: the backend in use is the c64 reference itself: nothing to compare (SKIP)");
    return BN254_TEST_SKIP;
#endif
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kernels_edges),
        cmocka_unit_test(test_kernels_random),
        cmocka_unit_test(test_fp2_kernels),
        cmocka_unit_test(test_mul_xi),
        cmocka_unit_test(test_vectors_each_path),
    };
    geth_dir = argc > 1 && argv[1][0] != '\0' ? argv[1] : NULL;
    bn254_test_init("kernels");
    print_message("kernels: backend %s\n", bn254_kern_backend_name());
    return cmocka_run_group_tests_name("kernels", tests, NULL, NULL);
}
