/* SPDX-License-Identifier: MIT */
/*
 * test_kernels.c: the backend this program is built with (the build's,
 * tests/CMakeLists.txt: or c32, or hooks) against the portable 64-bit C
 * product of c64_mont.h, and the precompiles with the dispatch forced each
 * way.
 *
 *  - the kernels in use (arch/kernels.h) give the same limbs as the c64
 *    product and the u256.h sums on edge values (0, 1, p-1, limb
 *    boundaries, long carry runs) and on random values (for the plain
 *    representation of the hooks backend the reference is the plain product,
 *    two Montgomery products with R^2); when the backend in use computes
 *    with that product itself that would compare C with itself: the c64
 *    build (bn254.kernels_c64) leaves these two tests out, x86_64 on a CPU
 *    without ADX/BMI2 reports SKIP to ctest;
 *  - the backend's Fp2 kernels against the schoolbook product of the c64
 *    product (no formula shared with arch/fp2_formulas.h, so it fails on
 *    every backend, c64 and aarch64 included, if the formulas are wrong) on
 *    random values and on every combination of edge coordinates;
 *  - the multiplication by xi against the same schoolbook product by 9 + u;
 *  - with run-time dispatch (x86_64), every vector (ours, and go-ethereum's
 *    when its folder is given as argv[1]) with the portable kernels forced
 *    and with the assembly ones.
 */
#include "support/api.h"
#include "support/layer.h"

/* The oracle: the c64 product, whatever the backend of this program. */
#include "../src/arch/c64_mont.h"

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

/* The active kernels against the portable C ones (c64_mont.h, u256.h) on
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
    for (i = 0; i < BN254_TEST_N_EDGES; i++)
        for (j = 0; j < BN254_TEST_N_EDGES; j++) {
            bn254_fp a, b;
            /* raw edge limbs as field elements, and as stored values */
            bn254_test_fp_from_raw(&a, bn254_test_edge(i));
            bn254_test_fp_from_raw(&b, bn254_test_edge(j));
            check_one(&a, &b);
            if (bn254_u256_less(bn254_test_edge(i), bn254_u256_p) &&
                bn254_u256_less(bn254_test_edge(j), bn254_u256_p)) {
                memcpy(a.l, bn254_test_edge(i), sizeof a.l);
                memcpy(b.l, bn254_test_edge(j), sizeof b.l);
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

/* Fp2 products from the portable C kernels alone (c64_mont.h, u256.h),
 * independent of the dispatch, in this build's representation (ref_mul):
 * the reference of the edge test below. */
static void ref_fp2_mul_c64(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
    bn254_fp t0, t1, t2, t3;
    ref_mul(&t0, &a->c0, &b->c0);
    ref_mul(&t1, &a->c1, &b->c1);
    ref_mul(&t2, &a->c0, &b->c1);
    ref_mul(&t3, &a->c1, &b->c0);
    bn254_u256_sub_mod_p(r->c0.l, t0.l, t1.l);
    bn254_u256_add_mod_p(r->c1.l, t2.l, t3.l);
}

/* The kernel's product a b equals want, also with r aliasing a and b. */
static void check_fp2_mul(const bn254_fp2 *a, const bn254_fp2 *b, const bn254_fp2 *want) {
    bn254_fp2 got;
    bn254_kern_fp2_mul(&got, a, b);
    assert_fp2_equal(&got, want);
    got = *a;
    bn254_kern_fp2_mul(&got, &got, b);
    assert_fp2_equal(&got, want);
    got = *b;
    bn254_kern_fp2_mul(&got, a, &got);
    assert_fp2_equal(&got, want);
}

/* The backend's Fp2 kernels (fused ones, a hook, or Karatsuba and complex
 * squaring by arch/fp2_formulas.h) against the schoolbook product of the
 * portable C kernels (ref_fp2_mul_c64: four products, no formula in common),
 * including aliasing. */
static void test_fp2_kernels(void **state) {
    int it;
    (void)state;
    for (it = 0; it < 64 * bn254_test_iters; it++) {
        bn254_fp2 a, b, want, got;
        bn254_test_rand_fp2(&a);
        bn254_test_rand_fp2(&b);
        ref_fp2_mul_c64(&want, &a, &b);
        check_fp2_mul(&a, &b, &want);
        ref_fp2_mul_c64(&want, &a, &a);
        bn254_kern_fp2_sqr(&got, &a);
        assert_fp2_equal(&got, &want);
        got = a;
        bn254_kern_fp2_sqr(&got, &got);
        assert_fp2_equal(&got, &want);
    }
}

/* Stored limbs: the Montgomery form of edge i (as a field element), or for
 * odd forms the raw edge itself where it is below p. */
static int edge_limbs(bn254_fp *r, size_t i, int raw) {
    if (!raw) {
        bn254_test_fp_from_raw(r, bn254_test_edge(i));
        return 1;
    }
    if (!bn254_u256_less(bn254_test_edge(i), bn254_u256_p)) return 0;
    memcpy(r->l, bn254_test_edge(i), sizeof r->l);
    return 1;
}

/* The Fp2 kernels on every combination of edge coordinates (both as field
 * elements and as raw stored limbs: 0, p - 1, limb boundaries, where the
 * fused kernels' p - a1 and a0 - a1 + p terms reach their extremes), against
 * the portable C kernels, with r aliasing a and b. */
static void test_fp2_kernels_edges(void **state) {
    const size_t n = BN254_TEST_N_EDGES;
    size_t i, j, k, l;
    int raw;
    (void)state;
    for (raw = 0; raw < 2; raw++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                bn254_fp2 a, want, got;
                if (!edge_limbs(&a.c0, i, raw) || !edge_limbs(&a.c1, j, raw)) continue;
                ref_fp2_mul_c64(&want, &a, &a);
                bn254_kern_fp2_sqr(&got, &a);
                assert_fp2_equal(&got, &want);
                got = a;
                bn254_kern_fp2_sqr(&got, &got);
                assert_fp2_equal(&got, &want);
                for (k = 0; k < n; k++)
                    for (l = 0; l < n; l++) {
                        bn254_fp2 b;
                        if (!edge_limbs(&b.c0, k, raw) || !edge_limbs(&b.c1, l, raw)) continue;
                        ref_fp2_mul_c64(&want, &a, &b);
                        check_fp2_mul(&a, &b, &want);
                    }
            }
}

/* Multiplication by xi = 9 + u (one pass on x86_64 and c32, additions by
 * arch/fp2_formulas.h elsewhere) against the schoolbook product by xi, on
 * edge values (where 9a + p - b is largest) and random ones. */
static void test_mul_xi(void **state) {
    size_t i, j;
    int it;
    bn254_fp2 xi;
    (void)state;
    bn254_fp_set_u64(&xi.c0, 9);
    bn254_fp_set_one(&xi.c1);
    for (i = 0; i < BN254_TEST_N_EDGES; i++)
        for (j = 0; j < BN254_TEST_N_EDGES; j++) {
            bn254_fp2 a, want, got;
            bn254_test_fp_from_raw(&a.c0, bn254_test_edge(i));
            bn254_test_fp_from_raw(&a.c1, bn254_test_edge(j));
            ref_fp2_mul_c64(&want, &a, &xi);
            bn254_fp2_mul_xi(&got, &a);
            assert_fp2_equal(&got, &want);
            bn254_fp2_mul_xi(&a, &a);
            assert_fp2_equal(&a, &want);
        }
    for (it = 0; it < 64 * bn254_test_iters; it++) {
        bn254_fp2 a, want, got;
        bn254_test_rand_fp2(&a);
        ref_fp2_mul_c64(&want, &a, &xi);
        bn254_fp2_mul_xi(&got, &a);
        assert_fp2_equal(&got, &want);
    }
}

/* ---- results next to p ------------------------------------------------------------ */

/* q = v / 9 for a 5-limb v (long division on 32-bit halves, for 32-bit
 * hosts too); returns the remainder. */
static uint32_t div9(uint64_t q[5], const uint64_t v[5]) {
    uint64_t rem = 0;
    int i;
    for (i = 9; i >= 0; i--) {
        uint64_t cur = (rem << 32) | ((v[i / 2] >> (32 * (i & 1))) & 0xffffffffu);
        uint64_t d = cur / 9;
        rem = cur % 9;
        if (i & 1) {
            q[i / 2] = d << 32;
        } else {
            q[i / 2] |= d;
        }
    }
    return (uint32_t)rem;
}

/*
 * The kernels' last comparisons with p decided below the top word: a square
 * a^2 / R = t (plain: a^2 = t) for the first t = p - 1, p - 2, ... whose t R
 * is a square (its top 32 bits are p's; the root from the reference integers,
 * a^((p + 1)/4)), and products by xi whose coordinate 9 a1 + a0 is exactly
 * k p (k = 1..8) before reduction: a1 = floor(k p / 9), a0 = k p - 9 a1, so
 * the c1 of the product is 0. Answers: t itself, and the schoolbook product.
 */
static void test_results_next_to_p(void **state) {
    uint64_t t[4], u[4], s[4], chk[4], e[4], rmod[4];
    static const uint64_t two256[5] = {0, 0, 0, 0, 1};
    bn254_fp a, got, want;
    bn254_fp2 xi;
    int k, found = 0;
    (void)state;
    bn254_ref_mod(rmod, two256, 5, bn254_ref_p);
    bn254_ref_add_u64(e, bn254_ref_p, 1); /* (p + 1)/4 */
    bn254_ref_shr1(e, e);
    bn254_ref_shr1(e, e);
    bn254_ref_sub_u64(t, bn254_ref_p, 1);
    for (k = 0; k < 64 && !found; k++, bn254_ref_sub_u64(t, t, 1)) {
        if (BN254_KERN_MONTGOMERY) {
            bn254_ref_mulmod(u, t, rmod, bn254_ref_p);
        } else {
            memcpy(u, t, sizeof u);
        }
        bn254_ref_powmod(s, u, e, 4, bn254_ref_p);
        bn254_ref_mulmod(chk, s, s, bn254_ref_p);
        if (bn254_ref_cmp(chk, u) != 0) continue;
        found = 1;
        memcpy(a.l, s, sizeof a.l);
        bn254_kern_fp_sqr(&got, &a);
        assert_memory_equal(got.l, t, sizeof t);
        bn254_kern_fp_mul(&got, &a, &a);
        assert_memory_equal(got.l, t, sizeof t);
        check_one(&a, &a);
    }
    assert_true(found);

    bn254_fp_set_u64(&xi.c0, 9);
    bn254_fp_set_one(&xi.c1);
    for (k = 1; k <= 8; k++) {
        uint64_t kp[5] = {0, 0, 0, 0, 0}, q[5];
        bn254_fp2 x, w2, g2;
        int j;
        for (j = 0; j < k; j++) kp[4] += bn254_ref_add(kp, kp, bn254_ref_p);
        memset(x.c0.l, 0, sizeof x.c0.l);
        x.c0.l[0] = div9(q, kp);
        assert_true(q[4] == 0 && bn254_ref_cmp(q, bn254_ref_p) < 0);
        memcpy(x.c1.l, q, sizeof x.c1.l);
        ref_fp2_mul_c64(&w2, &x, &xi);
        bn254_kern_fp2_mul_xi(&g2, &x);
        assert_fp2_equal(&g2, &w2);
        assert_true(bn254_u256_is_zero(g2.c1.l));
        /* the other coordinate's pass, 9 a0 + p - a1, on the swapped pair */
        want = x.c0;
        x.c0 = x.c1;
        x.c1 = want;
        ref_fp2_mul_c64(&w2, &x, &xi);
        bn254_kern_fp2_mul_xi(&g2, &x);
        assert_fp2_equal(&g2, &w2);
    }
}

/* Every vector of one file through the precompiles (compiled into this
 * program, so with the dispatch as forced); returns the failures. */
static int run_file(const char *path, const bn254_api_op *op) {
    bn254_vector_file f;
    char err[256], prefix[64];
    size_t i;
    int failures = 0;
    if (bn254_vector_file_load(&f, path, err, sizeof err) != 0) {
        print_error("%s\n", err);
        return 1;
    }
    snprintf(prefix, sizeof prefix, "[backend %s] ", bn254_kern_backend_name());
    for (i = 0; i < f.n; i++) {
        uint8_t out[64];
        bn254_status st = op->fn(out, f.v[i].input, f.v[i].input_len);
        failures += bn254_api_check(prefix, op, &f.v[i], st, out);
    }
    bn254_vector_file_free(&f);
    return failures;
}

static int run_all_vectors(void) {
    char path[4096];
    int failures = 0, i;
    for (i = 0; i < 3; i++) {
        const bn254_api_op *op = &bn254_api_ops[i];
        snprintf(path, sizeof path, "%s/%s.json", BN254_TEST_VECTOR_DIR, op->name);
        failures += run_file(path, op);
        if (geth_dir != NULL) {
            snprintf(path, sizeof path, "%s/%s", geth_dir, op->geth_file);
            failures += run_file(path, op);
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
    assert_string_equal(bn254_kern_backend_name(), "x86_64-noadx");
    assert_int_equal(run_all_vectors(), 0);
    bn254_kern_force_portable(0);
    /* "x86_64", or "x86_64-ifma..." where the Fp12 lanes run */
    assert_true(strcmp(bn254_kern_backend_name(), "x86_64") == 0 ||
                strncmp(bn254_kern_backend_name(), "x86_64-ifma", 11) == 0);
    assert_int_equal(run_all_vectors(), 0);
}

int main(int argc, char **argv) {
#if defined(BN254_BACKEND_C64)
    /* the c64 backend's Fp product is the reference itself: its Fp2 kernels,
     * the products by xi, the results next to p and the vectors only */
    const struct CMUnitTest c64_tests[] = {
        cmocka_unit_test(test_fp2_kernels),
        cmocka_unit_test(test_fp2_kernels_edges),
        cmocka_unit_test(test_mul_xi),
        cmocka_unit_test(test_results_next_to_p),
        cmocka_unit_test(test_vectors_each_path),
    };
    geth_dir = argc > 1 && argv[1][0] != '\0' ? argv[1] : NULL;
    bn254_test_init("kernels");
    return cmocka_run_group_tests_name("kernels", c64_tests, NULL, NULL);
#endif
    if (strcmp(bn254_kern_backend_name(), "x86_64-noadx") == 0) {
        /* x86_64 without ADX/BMI2: the products would be C against C */
        puts("kernels: this CPU does not run the assembly kernels: nothing to compare (SKIP)");
        return BN254_TEST_SKIP;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kernels_edges),
        cmocka_unit_test(test_kernels_random),
        cmocka_unit_test(test_fp2_kernels),
        cmocka_unit_test(test_fp2_kernels_edges),
        cmocka_unit_test(test_mul_xi),
        cmocka_unit_test(test_results_next_to_p),
        cmocka_unit_test(test_vectors_each_path),
    };
    geth_dir = argc > 1 && argv[1][0] != '\0' ? argv[1] : NULL;
    bn254_test_init("kernels");
    print_message("kernels: backend %s\n", bn254_kern_backend_name());
    return cmocka_run_group_tests_name("kernels", tests, NULL, NULL);
}
