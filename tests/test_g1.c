/* SPDX-License-Identifier: MIT */
/*
 * test_g1.c: the G1 group law. Known multiples of the generator computed
 * outside the library (support/kat.h); the curve-membership test against
 * fixed points and points built by square roots; and, by the tests G1 shares
 * with G2 (support/group_laws.h), every addition case (O+O, P+O, O+P, P+P,
 * P+(-P), P+Q) through all four formulas (affine add, Jacobian dbl, add and
 * mixed add) against the reference affine sum, with Jacobian inputs scaled
 * by random Z and results checked against X = x Z^2, Y = y Z^3 directly;
 * jac_equal, to_aff, the batch conversion (with infinities), negation,
 * perturbed points, and aliasing of every operation.
 */
#include "support/kat.h"
#include "support/layer.h"

/* ---- helpers ------------------------------------------------------------ */

static void g1_from_kat(bn254_g1_aff *r, const bn254_kat_g1 *row) {
    bn254_test_fp_from_hex(&r->x, row->x);
    bn254_test_fp_from_hex(&r->y, row->y);
    r->infinity = 0;
}

/* Row i of the known multiples of the generator (kat.h). */
static void kat_row(size_t i, uint64_t k[4], bn254_g1_aff *p) {
    bn254_test_int_from_hex(k, bn254_kat_g1_mul[i].k);
    g1_from_kat(p, &bn254_kat_g1_mul[i]);
}

/* A random point for round i: the generator first, then points built by
 * square roots (ref_curve.h). */
static void rand_point(bn254_g1_aff *p, int i) {
    if (i == 0) {
        bn254_test_g1_generator(p);
    } else {
        bn254_ref_rand_g1(p);
    }
}

/* The group laws G1 shares with G2 (add_infinity, add_double, add_negation,
 * add_generic, jac_helpers, aliasing, on_curve), with the affine addition. */
#define BN254_TG g1
#define BN254_TG_F fp
#define BN254_TG_RAND(p, i) rand_point((p), (i))
#define BN254_TG_GENERATOR(g) bn254_test_g1_generator(g)
#define BN254_TG_KAT_COUNT bn254_kat_g1_mul_count
#define BN254_TG_KAT(i, k, p) kat_row((i), (k), (p))
#define BN254_TG_KAT_NAMED(k, p) g1_from_kat((p), bn254_kat_g1_row(k))
#define BN254_TG_AFF_ADD bn254_g1_aff_add
#include "support/group_laws.h"

/* ---- curve membership ----------------------------------------------------- */

static void test_fixed_points(void **state) {
    bn254_g1_aff g, p, q;
    bn254_fp rhs, root;
    int i;
    (void)state;
    bn254_test_g1_generator(&g);
    assert_true(bn254_g1_aff_is_on_curve(&g));
    /* -G = (1, p - 2) (known answer) */
    bn254_test_fp_from_hex(&q.x, "1");
    bn254_test_fp_from_hex(&q.y, "-2");
    q.infinity = 0;
    assert_true(bn254_g1_aff_is_on_curve(&q));
    /* infinity counts as on the curve, whatever its coordinates */
    bn254_g1_aff_set_infinity(&p);
    assert_true(bn254_g1_aff_is_on_curve(&p));
    bn254_fp_set_u64(&p.x, 5);
    bn254_fp_set_u64(&p.y, 7);
    assert_true(bn254_g1_aff_is_on_curve(&p));
    /* (0, 0) without the infinity flag is not a curve point (0 != 3) */
    bn254_fp_set_zero(&p.x);
    bn254_fp_set_zero(&p.y);
    p.infinity = 0;
    assert_false(bn254_g1_aff_is_on_curve(&p));
    /* (1, 3), (1, 1), (2, 2) are off the curve */
    bn254_fp_set_u64(&p.x, 1);
    bn254_fp_set_u64(&p.y, 3);
    assert_false(bn254_g1_aff_is_on_curve(&p));
    bn254_fp_set_u64(&p.y, 1);
    assert_false(bn254_g1_aff_is_on_curve(&p));
    bn254_fp_set_u64(&p.x, 2);
    bn254_fp_set_u64(&p.y, 2);
    assert_false(bn254_g1_aff_is_on_curve(&p));

    /* an x with x^3 + 3 a non-square has no point at all (the random
     * points and perturbed ones: group_laws.h) */
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_test_rand_fp(&q.x);
        bn254_fp_sqr(&rhs, &q.x);
        bn254_fp_mul(&rhs, &rhs, &q.x);
        bn254_fp_add(&rhs, &rhs, &bn254_g1_b);
        q.infinity = 0;
        if (!bn254_ref_fp_sqrt(&root, &rhs)) {
            bn254_test_rand_fp(&q.y);
            assert_false(bn254_g1_aff_is_on_curve(&q));
        } else {
            q.y = root;
            assert_true(bn254_g1_aff_is_on_curve(&q));
        }
    }
}

/* ---- batch conversion ------------------------------------------------------- */

static void test_to_aff_batch(void **state) {
    /* n = 1..9 (and 0); by round: positions independently infinite with
     * probability 1/3, no infinity, all infinite. Exact-size heap arrays so
     * the sanitizer sees any access out of bounds. */
    int it, reps = bn254_test_iters < 3 ? 3 : bn254_test_iters;
    size_t n, i;
    (void)state;
    for (it = 0; it < reps; it++) {
        for (n = 0; n <= 9; n++) {
            bn254_g1_aff *want = malloc((n ? n : 1) * sizeof *want);
            bn254_g1_aff *got = malloc((n ? n : 1) * sizeof *got);
            bn254_g1_jac *in = malloc((n ? n : 1) * sizeof *in);
            bn254_fp *scratch = malloc((n ? n : 1) * sizeof *scratch);
            assert_non_null(want);
            assert_non_null(got);
            assert_non_null(in);
            assert_non_null(scratch);
            for (i = 0; i < n; i++) {
                int inf = it % 3 == 0 ? bn254_test_rand64() % 3 == 0 : it % 3 == 2;
                if (inf) {
                    bn254_g1_aff_set_infinity(&want[i]);
                } else {
                    bn254_ref_rand_g1(&want[i]);
                }
                bn254_test_g1_scale(&in[i], &want[i]);
                memset(&got[i], 0xa5, sizeof got[i]);
            }
            bn254_g1_jac_to_aff_batch(got, in, scratch, n);
            for (i = 0; i < n; i++) {
                bn254_g1_aff one;
                bn254_g1_jac_to_aff(&one, &in[i]);
                assert_g1_aff_eq(&got[i], &one);
                assert_g1_aff_eq(&got[i], &want[i]);
            }
            free(want);
            free(got);
            free(in);
            free(scratch);
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixed_points),
        cmocka_unit_test(test_to_aff_batch),
        BN254_TG_TESTS,
    };
    bn254_test_init("g1");
    return cmocka_run_group_tests_name("g1", tests, NULL, NULL);
}
