/* SPDX-License-Identifier: MIT */
/*
 * test_kernels.c: the assembly kernels against the portable C kernels, and
 * the precompiles with the dispatch forced each way.
 *
 *  - every asm kernel compiled into this build gives the same limbs as the
 *    C kernel on edge values (0, 1, p-1, limb boundaries, long carry runs)
 *    and on random values;
 *  - on x86-64, every vector (ours, and go-ethereum's when its folder is
 *    given as argv[1]) gives the expected output with bn254_cpu_adx forced
 *    to 0 (portable C) and, when the CPU has ADX, to 1.
 * Without assembly in the build, the kernel tests are skipped, not passed.
 */
#include "test_util.h"
#include "vector_file.h"

typedef void (*bn254_kernel_mul)(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
typedef void (*bn254_kernel_sqr)(uint64_t r[4], const uint64_t a[4]);

typedef struct {
    const char *name;
    bn254_kernel_mul mul;
    bn254_kernel_sqr sqr;
    int usable; /* the CPU can run it */
} bn254_asm_kernel;

static bn254_asm_kernel kernels[2];
static size_t n_kernels;
static const char *geth_dir;

static void collect_kernels(void) {
#if defined(BN254_ASM_X86_64)
    kernels[n_kernels].name = "x86_64-adx";
    kernels[n_kernels].mul = bn254_asm_fp_mul_adx;
    kernels[n_kernels].sqr = bn254_asm_fp_sqr_adx;
#if defined(BN254_X86_ADX_ALWAYS)
    kernels[n_kernels].usable = 1;
#else
    kernels[n_kernels].usable = bn254_cpu_adx;
#endif
    n_kernels++;
#endif
#if defined(BN254_ASM_AARCH64)
    kernels[n_kernels].name = "aarch64";
    kernels[n_kernels].mul = bn254_asm_fp_mul_arm64;
    kernels[n_kernels].sqr = bn254_asm_fp_sqr_arm64;
    kernels[n_kernels].usable = 1;
    n_kernels++;
#endif
}

static void check_one(const bn254_asm_kernel *k, const bn254_fp *a, const bn254_fp *b) {
    uint64_t want[4], got[4], alias[4];
    bn254_fp_c_mul(want, a->l, b->l);
    k->mul(got, a->l, b->l);
    assert_memory_equal(want, got, sizeof want);
    memcpy(alias, a->l, sizeof alias); /* r == a */
    k->mul(alias, alias, b->l);
    assert_memory_equal(want, alias, sizeof want);
    memcpy(alias, b->l, sizeof alias); /* r == b */
    k->mul(alias, a->l, alias);
    assert_memory_equal(want, alias, sizeof want);
    bn254_fp_c_sqr(want, a->l);
    k->sqr(got, a->l);
    assert_memory_equal(want, got, sizeof want);
    memcpy(alias, a->l, sizeof alias);
    k->sqr(alias, alias);
    assert_memory_equal(want, alias, sizeof want);
}

static void test_kernels_edges(void **state) {
    size_t k, i, j;
    (void)state;
    if (n_kernels == 0) skip();
    for (k = 0; k < n_kernels; k++) {
        if (!kernels[k].usable) continue;
        for (i = 0; i < BN254_ARRAY_LEN(bn254_test_edges); i++)
            for (j = 0; j < BN254_ARRAY_LEN(bn254_test_edges); j++) {
                bn254_fp a, b;
                /* raw edge limbs as field elements, and as Montgomery values */
                bn254_test_fp_from_raw(&a, bn254_test_edges[i]);
                bn254_test_fp_from_raw(&b, bn254_test_edges[j]);
                check_one(&kernels[k], &a, &b);
                if (bn254_u256_less(bn254_test_edges[i], bn254_fp_p) &&
                    bn254_u256_less(bn254_test_edges[j], bn254_fp_p)) {
                    memcpy(a.l, bn254_test_edges[i], sizeof a.l);
                    memcpy(b.l, bn254_test_edges[j], sizeof b.l);
                    check_one(&kernels[k], &a, &b);
                }
            }
    }
}

static void test_kernels_random(void **state) {
    size_t k;
    int it;
    (void)state;
    if (n_kernels == 0) skip();
    for (k = 0; k < n_kernels; k++) {
        if (!kernels[k].usable) continue;
        for (it = 0; it < 256 * bn254_test_iters; it++) {
            bn254_fp a, b;
            bn254_test_rand_fp(&a);
            bn254_test_rand_fp(&b);
            check_one(&kernels[k], &a, &b);
        }
    }
}

/* The fused Fp2 kernels (bn254_fp2_mul/sqr when the dispatch picks them)
 * against the reference formulas on the Fp layer, including aliasing. */
static void test_fp2_kernels(void **state) {
    (void)state;
#if !defined(BN254_ASM_X86_64)
    skip();
#else
    int it;
    if (!bn254_cpu_adx) skip();
    for (it = 0; it < 64 * bn254_test_iters; it++) {
        bn254_fp2 a, b, want, got;
        bn254_test_rand_fp2(&a);
        bn254_test_rand_fp2(&b);
        bn254_fp2_mul_ref(&want, &a, &b);
        bn254_asm_fp2_mul_adx(got.c0.l, a.c0.l, b.c0.l);
        assert_fp2_equal(&got, &want);
        got = a;
        bn254_asm_fp2_mul_adx(got.c0.l, got.c0.l, b.c0.l);
        assert_fp2_equal(&got, &want);
        got = b;
        bn254_asm_fp2_mul_adx(got.c0.l, a.c0.l, got.c0.l);
        assert_fp2_equal(&got, &want);
        bn254_fp2_sqr_ref(&want, &a);
        bn254_asm_fp2_sqr_adx(got.c0.l, a.c0.l);
        assert_fp2_equal(&got, &want);
        got = a;
        bn254_asm_fp2_sqr_adx(got.c0.l, got.c0.l);
        assert_fp2_equal(&got, &want);
    }
#endif
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
            print_error("%s %s: wrong result with bn254_cpu_adx = %d\n", path, v->name,
                        bn254_cpu_adx);
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

static void test_vectors_each_path(void **state) {
    int saved = bn254_cpu_adx;
    (void)state;
#if !defined(BN254_ASM_X86_64) || defined(BN254_X86_ADX_ALWAYS)
    skip(); /* only run-time dispatch has two paths to force */
#endif
    bn254_cpu_adx = 0;
    assert_int_equal(run_all_vectors(), 0);
    if (saved) {
        bn254_cpu_adx = 1;
        assert_int_equal(run_all_vectors(), 0);
    } else {
        print_message("CPU without ADX: only the portable path ran\n");
    }
    bn254_cpu_adx = saved;
}

int main(int argc, char **argv) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kernels_edges),
        cmocka_unit_test(test_kernels_random),
        cmocka_unit_test(test_fp2_kernels),
        cmocka_unit_test(test_mul_xi),
        cmocka_unit_test(test_vectors_each_path),
    };
    geth_dir = argc > 1 && argv[1][0] != '\0' ? argv[1] : NULL;
    bn254_test_init("kernels");
    collect_kernels();
    return cmocka_run_group_tests_name("kernels", tests, NULL, NULL);
}
