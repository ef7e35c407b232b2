/* SPDX-License-Identifier: MIT */
/*
 * test_g1.c: the G1 group law. Known multiples of the generator computed
 * outside the library (support/kat.h); the curve-membership test against points built by square
 * roots and against perturbed points; every addition case (O+O, P+O, O+P,
 * P+P, P+(-P), P+Q) through all four formulas (affine add, Jacobian dbl, add
 * and mixed add), with Jacobian inputs scaled by random Z and results checked
 * against X = x Z^2, Y = y Z^3 directly; jac_equal, to_aff, the batch
 * conversion (with infinities), negation, and aliasing of every operation.
 */
#include "support/kat.h"
#include "support/layer.h"

/* ---- helpers ------------------------------------------------------------ */

static void g1_from_kat(bn254_g1_aff *r, const bn254_kat_g1 *row) {
    bn254_test_fp_from_hex(&r->x, row->x);
    bn254_test_fp_from_hex(&r->y, row->y);
    r->infinity = 0;
}

/* All four addition formulas on (a, b) against the expected sum; each Jacobian
 * input freshly scaled by a random Z. */
static void check_sum(const bn254_g1_aff *a, const bn254_g1_aff *b, const bn254_g1_aff *want) {
    bn254_g1_aff s;
    bn254_g1_jac ja, jb, r;
    bn254_g1_aff_add(&s, a, b);
    assert_g1_aff_eq(&s, want);
    assert_true(bn254_g1_aff_is_on_curve(&s));
    bn254_test_g1_scale(&ja, a);
    bn254_test_g1_scale(&jb, b);
    bn254_g1_jac_add(&r, &ja, &jb);
    assert_g1_jac_is(&r, want);
    bn254_g1_jac_add_aff(&r, &ja, b);
    assert_g1_jac_is(&r, want);
    /* unscaled Jacobian (Z = 1) as well */
    bn254_g1_jac_from_aff(&ja, a);
    bn254_g1_jac_from_aff(&jb, b);
    bn254_g1_jac_add(&r, &ja, &jb);
    assert_g1_jac_is(&r, want);
    bn254_g1_jac_add_aff(&r, &ja, b);
    assert_g1_jac_is(&r, want);
}

/* Doubling: dbl of a scaled and an unscaled copy. */
static void check_dbl(const bn254_g1_aff *a, const bn254_g1_aff *want) {
    bn254_g1_jac ja, r;
    bn254_test_g1_scale(&ja, a);
    bn254_g1_jac_dbl(&r, &ja);
    assert_g1_jac_is(&r, want);
    bn254_g1_jac_from_aff(&ja, a);
    bn254_g1_jac_dbl(&r, &ja);
    assert_g1_jac_is(&r, want);
}

/* ---- known answers (kat.h) ----------------------------------------------- */

static void test_known_answers(void **state) {
    bn254_g1_aff g, g2, g3, s, want;
    bn254_g1_jac gj, r, t;
    uint64_t k[4];
    size_t i;
    (void)state;
    bn254_test_g1_generator(&g);
    g1_from_kat(&g2, bn254_kat_g1_row("2"));
    g1_from_kat(&g3, bn254_kat_g1_row("3"));
    assert_true(bn254_g1_aff_is_on_curve(&g));
    assert_true(bn254_g1_aff_is_on_curve(&g2));
    assert_true(bn254_g1_aff_is_on_curve(&g3));

    /* 2G by every formula */
    check_sum(&g, &g, &g2);
    check_dbl(&g, &g2);
    /* 3G = 2G + G = G + 2G, and dbl then add */
    check_sum(&g2, &g, &g3);
    check_sum(&g, &g2, &g3);
    bn254_g1_jac_from_aff(&gj, &g);
    bn254_g1_jac_dbl(&t, &gj);
    bn254_g1_jac_add(&r, &t, &gj);
    assert_g1_jac_is(&r, &g3);
    bn254_g1_jac_add_aff(&r, &t, &g);
    assert_g1_jac_is(&r, &g3);
    /* 3G - 2G = G, 3G + (-3G) = O */
    bn254_g1_aff_neg(&s, &g2);
    check_sum(&g3, &s, &g);
    bn254_g1_aff_neg(&s, &g3);
    bn254_g1_aff_set_infinity(&want);
    check_sum(&g3, &s, &want);

    /* [k]G by the reference ladder (general additions only) */
    for (i = 0; i < bn254_kat_g1_mul_count; i++) {
        bn254_test_int_from_hex(k, bn254_kat_g1_mul[i].k);
        g1_from_kat(&want, &bn254_kat_g1_mul[i]);
        assert_true(bn254_g1_aff_is_on_curve(&want));
        bn254_ref_g1_mul(&r, &g, k, 4);
        assert_g1_jac_is(&r, &want);
        bn254_g1_jac_to_aff(&s, &r);
        assert_g1_aff_eq(&s, &want);
    }
    /* [r]G = O, [r + 2]G = 2G: G has order r */
    bn254_ref_g1_mul(&r, &g, bn254_ref_r, 4);
    assert_true(bn254_g1_jac_is_infinity(&r));
    (void)bn254_ref_add_u64(k, bn254_ref_r, 2);
    bn254_ref_g1_mul(&r, &g, k, 4);
    assert_g1_jac_is(&r, &g2);
}

/* ---- curve membership ----------------------------------------------------- */

static void test_on_curve(void **state) {
    bn254_g1_aff g, p, q;
    bn254_fp d, t, rhs, root;
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

    for (i = 0; i < bn254_test_iters; i++) {
        /* random points built by square roots are on the curve, as is -P */
        bn254_ref_rand_g1(&p);
        assert_true(bn254_g1_aff_is_on_curve(&p));
        bn254_g1_aff_neg(&q, &p);
        assert_true(bn254_g1_aff_is_on_curve(&q));
        /* (x, y + d) is on the curve only for d = 0 or d = -2y */
        bn254_test_rand_nonzero_fp(&d);
        bn254_fp_dbl(&t, &p.y);
        bn254_fp_add(&t, &t, &d);
        if (bn254_fp_is_zero(&t)) continue;
        q = p;
        bn254_fp_add(&q.y, &q.y, &d);
        assert_false(bn254_g1_aff_is_on_curve(&q));
        /* (x + d, y) is on the curve iff (x + d)^3 = x^3 (x + d is x beta or
         * x beta^2, beta a cube root of unity): decided by comparing cubes. */
        q = p;
        bn254_fp_add(&q.x, &q.x, &d);
        bn254_fp_sqr(&t, &q.x);
        bn254_fp_mul(&t, &t, &q.x);
        bn254_fp_sqr(&rhs, &p.x);
        bn254_fp_mul(&rhs, &rhs, &p.x);
        if (!bn254_fp_equal(&t, &rhs)) assert_false(bn254_g1_aff_is_on_curve(&q));
        /* an x with x^3 + 3 a non-square has no point at all */
        bn254_test_rand_fp(&q.x);
        bn254_fp_sqr(&rhs, &q.x);
        bn254_fp_mul(&rhs, &rhs, &q.x);
        bn254_fp_add(&rhs, &rhs, &bn254_g1_b);
        if (!bn254_ref_fp_sqrt(&root, &rhs)) {
            bn254_test_rand_fp(&q.y);
            assert_false(bn254_g1_aff_is_on_curve(&q));
        } else {
            q.y = root;
            assert_true(bn254_g1_aff_is_on_curve(&q));
        }
    }
}

/* ---- group law, case by case ------------------------------------------------ */

static void test_add_infinity(void **state) {
    /* O + O, P + O, O + P, dbl(O) */
    bn254_g1_aff o, p;
    bn254_g1_jac jo, r;
    int i;
    (void)state;
    bn254_g1_aff_set_infinity(&o);
    check_sum(&o, &o, &o);
    check_dbl(&o, &o);
    bn254_g1_jac_set_infinity(&jo);
    assert_true(bn254_g1_jac_is_infinity(&jo));
    bn254_g1_jac_dbl(&r, &jo);
    assert_true(bn254_g1_jac_is_infinity(&r));
    bn254_g1_jac_add(&r, &jo, &jo);
    assert_true(bn254_g1_jac_is_infinity(&r));
    bn254_g1_jac_add_aff(&r, &jo, &o);
    assert_true(bn254_g1_jac_is_infinity(&r));
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_ref_rand_g1(&p);
        check_sum(&p, &o, &p);
        check_sum(&o, &p, &p);
    }
    bn254_test_g1_generator(&p);
    check_sum(&p, &o, &p);
    check_sum(&o, &p, &p);
}

static void test_add_double(void **state) {
    /* P + P: the addition formulas must detect the doubling (with the two
     * Jacobian copies scaled by different Z), and agree with dbl and with
     * 2P computed as (P + Q) + (P - Q) for an unrelated Q. */
    bn254_g1_aff p, q, pq, pmq, mq, want;
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_ref_rand_g1(&p);
        bn254_ref_rand_g1(&q);
        if (bn254_fp_equal(&p.x, &q.x)) continue; /* edge-biased x can repeat */
        bn254_g1_aff_add(&pq, &p, &q);
        bn254_g1_aff_neg(&mq, &q);
        bn254_g1_aff_add(&pmq, &p, &mq);
        bn254_g1_aff_add(&want, &pq, &pmq);
        check_sum(&p, &p, &want);
        check_dbl(&p, &want);
    }
}

static void test_add_negation(void **state) {
    /* P + (-P) = O in every formula, in both orders */
    bn254_g1_aff p, n, o;
    int i;
    (void)state;
    bn254_g1_aff_set_infinity(&o);
    bn254_test_g1_generator(&p);
    bn254_g1_aff_neg(&n, &p);
    check_sum(&p, &n, &o);
    check_sum(&n, &p, &o);
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_ref_rand_g1(&p);
        bn254_g1_aff_neg(&n, &p);
        check_sum(&p, &n, &o);
        check_sum(&n, &p, &o);
    }
}

static void test_add_generic(void **state) {
    /* P + Q for P != +-Q: all formulas agree with the affine sum; the sum is
     * commutative and associative, and (P + Q) - Q = P. */
    bn254_g1_aff p, q, s, pq, qs, l, rr, mq, back;
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_ref_rand_g1(&p);
        bn254_ref_rand_g1(&q);
        bn254_ref_rand_g1(&s);
        if (bn254_fp_equal(&p.x, &q.x)) continue;
        bn254_g1_aff_add(&pq, &p, &q);
        check_sum(&p, &q, &pq);
        check_sum(&q, &p, &pq);
        bn254_g1_aff_neg(&mq, &q);
        bn254_g1_aff_add(&back, &pq, &mq);
        assert_g1_aff_eq(&back, &p);
        bn254_g1_aff_add(&l, &pq, &s);
        bn254_g1_aff_add(&qs, &q, &s);
        bn254_g1_aff_add(&rr, &p, &qs);
        assert_g1_aff_eq(&l, &rr);
    }
}

/* ---- Jacobian helpers ----------------------------------------------------- */

static void test_jac_equal(void **state) {
    bn254_g1_aff p, q, n, o;
    bn254_g1_jac a, b;
    int i;
    (void)state;
    bn254_g1_aff_set_infinity(&o);
    /* two infinities with different X, Y are equal */
    bn254_test_g1_scale(&a, &o);
    bn254_test_g1_scale(&b, &o);
    assert_true(bn254_g1_jac_equal(&a, &b));
    bn254_g1_jac_set_infinity(&b);
    assert_true(bn254_g1_jac_equal(&a, &b));
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_ref_rand_g1(&p);
        bn254_ref_rand_g1(&q);
        bn254_test_g1_scale(&a, &p);
        bn254_test_g1_scale(&b, &p);
        assert_true(bn254_g1_jac_equal(&a, &b));
        assert_true(bn254_g1_jac_equal(&b, &a));
        assert_true(bn254_g1_jac_equal(&a, &a));
        /* -P: same X/Z^2, different Y/Z^3 */
        bn254_g1_aff_neg(&n, &p);
        bn254_test_g1_scale(&b, &n);
        assert_false(bn254_g1_jac_equal(&a, &b));
        /* unrelated Q */
        bn254_test_g1_scale(&b, &q);
        if (!bn254_fp_equal(&p.x, &q.x) || !bn254_fp_equal(&p.y, &q.y)) {
            assert_false(bn254_g1_jac_equal(&a, &b));
        }
        /* a finite point and infinity */
        bn254_test_g1_scale(&b, &o);
        assert_false(bn254_g1_jac_equal(&a, &b));
        assert_false(bn254_g1_jac_equal(&b, &a));
        /* same Z, X off by one */
        b = a;
        bn254_fp_add(&b.x, &b.x, &bn254_fp_one);
        assert_false(bn254_g1_jac_equal(&a, &b));
    }
}

static void test_to_aff(void **state) {
    bn254_g1_aff p, o, s;
    bn254_g1_jac a;
    int i;
    (void)state;
    bn254_g1_aff_set_infinity(&o);
    bn254_test_g1_scale(&a, &o);
    bn254_g1_jac_to_aff(&s, &a);
    assert_true(s.infinity);
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_ref_rand_g1(&p);
        bn254_test_g1_scale(&a, &p);
        bn254_g1_jac_to_aff(&s, &a);
        assert_g1_aff_eq(&s, &p);
        bn254_g1_jac_from_aff(&a, &p);
        assert_g1_jac_is(&a, &p);
        bn254_g1_jac_to_aff(&s, &a);
        assert_g1_aff_eq(&s, &p);
    }
    bn254_g1_jac_from_aff(&a, &o);
    assert_true(bn254_g1_jac_is_infinity(&a));
}

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

/* ---- negation and aliasing -------------------------------------------------- */

static void test_neg(void **state) {
    bn254_g1_aff p, n, nn, o, s;
    bn254_g1_jac j, jn;
    bn254_fp t;
    int i;
    (void)state;
    bn254_g1_aff_set_infinity(&o);
    bn254_g1_aff_neg(&n, &o);
    assert_true(n.infinity);
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_ref_rand_g1(&p);
        bn254_g1_aff_neg(&n, &p);
        assert_false(n.infinity);
        assert_fp_equal(&n.x, &p.x);
        bn254_fp_add(&t, &n.y, &p.y);
        assert_true(bn254_fp_is_zero(&t));
        bn254_g1_aff_neg(&nn, &n);
        assert_g1_aff_eq(&nn, &p);
        /* Jacobian negation of a scaled point represents -P */
        bn254_test_g1_scale(&j, &p);
        bn254_g1_jac_neg(&jn, &j);
        assert_g1_jac_is(&jn, &n);
        bn254_g1_jac_neg(&j, &j); /* in place */
        assert_g1_jac_is(&j, &n);
        /* in place affine */
        s = p;
        bn254_g1_aff_neg(&s, &s);
        assert_g1_aff_eq(&s, &n);
    }
    bn254_test_g1_scale(&j, &o);
    bn254_g1_jac_neg(&jn, &j);
    assert_true(bn254_g1_jac_is_infinity(&jn));
}

static void test_aliasing(void **state) {
    /* r == a, r == b, r == a == b for every case class: the result must be
     * the one computed into a separate output. */
    bn254_g1_aff pts[3], o, a, b, want_aff, s;
    bn254_g1_jac ja, jb, want, r;
    int i, ia, ib;
    (void)state;
    bn254_g1_aff_set_infinity(&o);
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_ref_rand_g1(&pts[0]);
        bn254_ref_rand_g1(&pts[1]);
        bn254_g1_aff_neg(&pts[2], &pts[0]);
        /* operand choices: O, P, Q, -P; pairs cover O+O, P+O, O+P, P+P, P+(-P), P+Q */
        for (ia = 0; ia < 4; ia++) {
            for (ib = 0; ib < 4; ib++) {
                a = ia == 0 ? o : pts[ia - 1];
                b = ib == 0 ? o : pts[ib - 1];
                bn254_test_g1_scale(&ja, &a);
                bn254_test_g1_scale(&jb, &b);

                /* aff_add */
                bn254_g1_aff_add(&want_aff, &a, &b);
                s = a;
                bn254_g1_aff_add(&s, &s, &b);
                assert_g1_aff_eq(&s, &want_aff);
                s = b;
                bn254_g1_aff_add(&s, &a, &s);
                assert_g1_aff_eq(&s, &want_aff);

                /* jac_add */
                bn254_g1_jac_add(&want, &ja, &jb);
                assert_g1_jac_is(&want, &want_aff);
                r = ja;
                bn254_g1_jac_add(&r, &r, &jb);
                assert_g1_jac_is(&r, &want_aff);
                r = jb;
                bn254_g1_jac_add(&r, &ja, &r);
                assert_g1_jac_is(&r, &want_aff);

                /* jac_add_aff, r == a */
                r = ja;
                bn254_g1_jac_add_aff(&r, &r, &b);
                assert_g1_jac_is(&r, &want_aff);
            }
            /* r == a == b (doubling) for add, aff_add and dbl */
            a = ia == 0 ? o : pts[ia - 1];
            bn254_g1_aff_add(&want_aff, &a, &a);
            s = a;
            bn254_g1_aff_add(&s, &s, &s);
            assert_g1_aff_eq(&s, &want_aff);
            bn254_test_g1_scale(&ja, &a);
            r = ja;
            bn254_g1_jac_add(&r, &r, &r);
            assert_g1_jac_is(&r, &want_aff);
            r = ja;
            bn254_g1_jac_dbl(&r, &r);
            assert_g1_jac_is(&r, &want_aff);
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_known_answers), cmocka_unit_test(test_on_curve),
        cmocka_unit_test(test_add_infinity),  cmocka_unit_test(test_add_double),
        cmocka_unit_test(test_add_negation),  cmocka_unit_test(test_add_generic),
        cmocka_unit_test(test_jac_equal),     cmocka_unit_test(test_to_aff),
        cmocka_unit_test(test_to_aff_batch),  cmocka_unit_test(test_neg),
        cmocka_unit_test(test_aliasing),
    };
    bn254_test_init("g1");
    return cmocka_run_group_tests_name("g1", tests, NULL, NULL);
}
