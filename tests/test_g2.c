/* SPDX-License-Identifier: MIT */
/*
 * test_g2.c: the twist E': y^2 = x^3 + 3/(9+u) and G2. Known answers
 * ([2]G2, [3]G2, [x0]G2, [k]G2 and psi(G2) = [p]G2, support/kat.h) computed
 * outside the library; twist membership of fixed points; by the tests G2
 * shares with G1 (support/group_laws.h), square-root-built and perturbed
 * points and the group law case by case (O+O, P+O, O+P, P+P, P+(-P), P+Q)
 * over twist points of any order against the reference affine sum, with
 * scaled Jacobian inputs; psi against the
 * reference ladder ([p mod r] on G2, and psi^2 - [t] psi + [p] = 0 on the
 * whole twist), psi2 = psi o psi, mul_x0 against the ladder, and the fast
 * subgroup check against the definition [r]Q = O on G2 points, random twist
 * points, points of small order (cofactor primes 10069, 5864401,
 * 1875725156269) and G2 points plus small-order points.
 */
#include "support/kat.h"
#include "support/layer.h"

/* ---- helpers ------------------------------------------------------------ */

static void g2_from_kat(bn254_g2_aff *r, const bn254_kat_g2 *row) {
    bn254_test_fp2_from_hex(&r->x, row->x_re, row->x_im);
    bn254_test_fp2_from_hex(&r->y, row->y_re, row->y_im);
    r->infinity = 0;
}

/* Row i of the known multiples of the generator (kat.h). */
static void kat_row(size_t i, uint64_t k[4], bn254_g2_aff *p) {
    bn254_test_int_from_hex(k, bn254_kat_g2_mul[i].k);
    g2_from_kat(p, &bn254_kat_g2_mul[i]);
}

/* A twist point of any order (usually not in G2) or a G2 point. */
static void rand_point(bn254_g2_aff *r, int in_g2) {
    if (in_g2) {
        bn254_ref_rand_g2(r);
    } else {
        bn254_ref_rand_twist(r);
    }
}

/* The group laws G2 shares with G1 (add_infinity, add_double, add_negation,
 * add_generic, jac_helpers, aliasing, on_curve), on twist points of any
 * order, a G2 point every eighth round. */
#define BN254_TG g2
#define BN254_TG_F fp2
#define BN254_TG_RAND(p, i) rand_point((p), (i) % 8 == 0)
#define BN254_TG_GENERATOR(g) bn254_test_g2_generator(g)
#define BN254_TG_KAT_COUNT bn254_kat_g2_mul_count
#define BN254_TG_KAT(i, k, p) kat_row((i), (k), (p))
#define BN254_TG_KAT_NAMED(k, p) g2_from_kat((p), bn254_kat_g2_row(k))
#define BN254_TG_SLOW 4
#include "support/group_laws.h"

/* The BN parameter x0 = 4965661367192848881 (typed here: consts.h's copy is
 * what mul_x0 is checked against). */
static const uint64_t x0_k[1] = {4965661367192848881ULL};

/* p mod r = p - r and the trace t = p + 1 - r = 6 x0^2 + 1 (both < 2^128). */
static void p_mod_r_and_trace(uint64_t p_mod_r[4], uint64_t trace[4]) {
    (void)bn254_ref_sub(p_mod_r, bn254_ref_p, bn254_ref_r);
    (void)bn254_ref_add_u64(trace, p_mod_r, 1);
}

/* Cofactor quotients h / q for the prime factors q of h = 2p - r
 * = 21888242871839275222246405745257275088844257914179612981679871602714643921549
 * (Python: sympy.factorint(h) = 10069 * 5864401 * 1875725156269 * 1976...909). */
static const struct {
    uint64_t q;
    const char *quotient;
} small_orders[] = {
    {10069ULL, "13af7a58fce699e28bcf65b5681da207142f7671af4486c3cd334915f1659"},
    {5864401ULL, "8a712e264567a5f8660434f091d47f2c69679e3e75d3865bed56710dfd"},
    {1875725156269ULL, "1c5dc56f7cb3fd5082f93b227489973709a73657455809a5954261"},
};

/* ---- known answers (support/kat.h) ----------------------------------------- */

static void test_known_answers(void **state) {
    /* ([k]G2 for the known multiples, [r]G2 = O and 2G2, 3G2 by every
     * formula: test_g2_known_multiples, test_g2_small_multiples) */
    bn254_g2_aff g, w, s;
    bn254_g2_jac gj, r;
    (void)state;
    bn254_test_g2_generator(&g);
    /* [x0]G2 by mul_x0 (and the ladder with x0 typed here) */
    g2_from_kat(&w, bn254_kat_g2_row("44e992b44a6909f1"));
    bn254_g2_mul_x0(&r, &g);
    assert_g2_jac_is(&r, &w);
    bn254_ref_g2_mul(&r, &g, x0_k, 1);
    assert_g2_jac_is(&r, &w);

    /* psi(G2) = [p]G2 = [p - r]G2 */
    g2_from_kat(&w, bn254_kat_g2_row("6f4d8248eeb859fbf83e9682e87cfd46"));
    bn254_g2_aff_psi(&s, &g);
    assert_g2_aff_eq(&s, &w);
    bn254_g2_jac_from_aff(&gj, &g);
    bn254_g2_jac_psi(&r, &gj);
    assert_g2_jac_is(&r, &w);
}

/* ---- twist membership ----------------------------------------------------- */

static void test_fixed_points(void **state) {
    /* (random and perturbed points: group_laws.h) */
    bn254_g2_aff p, q;
    (void)state;
    bn254_test_g2_generator(&p);
    assert_true(bn254_g2_aff_is_on_curve(&p));
    g2_from_kat(&p, &bn254_kat_twist_not_g2);
    assert_true(bn254_g2_aff_is_on_curve(&p));
    /* swapping the EIP-197 word order (re <-> im) leaves the twist */
    bn254_test_g2_generator(&p);
    q = p;
    q.x.c0 = p.x.c1, q.x.c1 = p.x.c0, q.y.c0 = p.y.c1, q.y.c1 = p.y.c0;
    assert_false(bn254_g2_aff_is_on_curve(&q));
    /* infinity, whatever its coordinates */
    bn254_g2_aff_set_infinity(&q);
    assert_true(bn254_g2_aff_is_on_curve(&q));
    bn254_test_rand_fp2(&q.x);
    assert_true(bn254_g2_aff_is_on_curve(&q));
    /* (0, 0) without the flag; the G1 generator (1, 2) embedded in Fp2 */
    bn254_fp2_set_zero(&q.x);
    bn254_fp2_set_zero(&q.y);
    q.infinity = 0;
    assert_false(bn254_g2_aff_is_on_curve(&q));
    bn254_fp2_set_zero(&q.x);
    bn254_fp2_set_zero(&q.y);
    bn254_fp_set_u64(&q.x.c0, 1);
    bn254_fp_set_u64(&q.y.c0, 2);
    assert_false(bn254_g2_aff_is_on_curve(&q));
}

/* ---- psi and mul_x0 --------------------------------------------------------- */

static void test_psi(void **state) {
    bn254_g2_aff q, pa, p2a, ppa, o, s;
    bn254_g2_jac qj, r, t, u;
    uint64_t p_mod_r[4], trace[4];
    int i;
    (void)state;
    p_mod_r_and_trace(p_mod_r, trace);
    bn254_g2_aff_set_infinity(&o);
    bn254_g2_aff_psi(&pa, &o);
    assert_true(pa.infinity);
    bn254_g2_aff_psi2(&pa, &o);
    assert_true(pa.infinity);
    bn254_test_g2_scale(&qj, &o);
    bn254_g2_jac_psi(&r, &qj);
    assert_true(bn254_g2_jac_is_infinity(&r));
    bn254_g2_jac_psi2(&r, &qj);
    assert_true(bn254_g2_jac_is_infinity(&r));
    s = o;
    bn254_g2_aff_psi(&s, &s);
    assert_true(s.infinity);
    r = qj;
    bn254_g2_jac_psi2(&r, &r);
    assert_true(bn254_g2_jac_is_infinity(&r));
    for (i = 0; i < bn254_test_iters; i++) {
        int in_g2 = i % 8 == 0;
        rand_point(&q, in_g2);
        /* affine and Jacobian (random Z) variants agree */
        bn254_g2_aff_psi(&pa, &q);
        bn254_g2_aff_psi2(&p2a, &q);
        assert_true(bn254_g2_aff_is_on_curve(&pa));
        assert_true(bn254_g2_aff_is_on_curve(&p2a));
        bn254_test_g2_scale(&qj, &q);
        bn254_g2_jac_psi(&r, &qj);
        assert_g2_jac_is(&r, &pa);
        bn254_g2_jac_psi2(&r, &qj);
        assert_g2_jac_is(&r, &p2a);
        /* in place */
        s = q;
        bn254_g2_aff_psi(&s, &s);
        assert_g2_aff_eq(&s, &pa);
        s = q;
        bn254_g2_aff_psi2(&s, &s);
        assert_g2_aff_eq(&s, &p2a);
        r = qj;
        bn254_g2_jac_psi(&r, &r);
        assert_g2_jac_is(&r, &pa);
        r = qj;
        bn254_g2_jac_psi2(&r, &r);
        assert_g2_jac_is(&r, &p2a);
        /* psi2 = psi o psi */
        bn254_g2_aff_psi(&ppa, &pa);
        assert_g2_aff_eq(&ppa, &p2a);
        bn254_g2_jac_psi(&t, &qj);
        bn254_g2_jac_psi(&t, &t);
        assert_g2_jac_is(&t, &p2a);
        if (in_g2) {
            /* on G2, psi is multiplication by p = (p - r) mod r */
            bn254_ref_g2_mul(&u, &q, p_mod_r, 4);
            assert_g2_jac_is(&u, &pa);
        } else if (i % 8 == 1) {
            /* on the whole twist: psi^2 - [t] psi + [p] = 0 (psi is the
             * p-power Frobenius of E' seen through the twist) */
            bn254_ref_g2_mul(&u, &pa, trace, 4); /* [t] psi(Q) */
            bn254_g2_jac_neg(&u, &u);
            bn254_g2_jac_from_aff(&t, &p2a);
            bn254_g2_jac_add(&u, &u, &t);
            bn254_ref_g2_mul(&t, &q, bn254_ref_p, 4); /* [p] Q */
            bn254_g2_jac_add(&u, &u, &t);
            assert_true(bn254_g2_jac_is_infinity(&u));
        }
    }
}

static void test_mul_x0(void **state) {
    bn254_g2_aff q, want, o;
    bn254_g2_jac r;
    int i;
    (void)state;
    bn254_g2_aff_set_infinity(&o);
    bn254_g2_mul_x0(&r, &o);
    assert_true(bn254_g2_jac_is_infinity(&r));
    for (i = 0; i < bn254_test_iters; i++) {
        rand_point(&q, i % 8 == 0);
        bn254_ref_g2_mul_aff(&want, &q, x0_k, 1);
        bn254_g2_mul_x0(&r, &q);
        assert_g2_jac_is(&r, &want);
    }
}

/* ---- subgroup check --------------------------------------------------------- */

/* The fast check and the definition must agree, and equal expect. */
#define check_subgroup(q, expect) check_subgroup_at((q), (expect), __FILE__, __LINE__)
static void check_subgroup_at(const bn254_g2_aff *q, int expect, const char *file, int line) {
    int fast = bn254_g2_aff_is_in_subgroup(q), ref = bn254_ref_g2_in_subgroup(q);
    if (fast != expect || ref != expect) {
        print_error("%s:%d: subgroup check: fast %d, reference [r]Q = O %d, expected %d\n", file,
                    line, fast, ref, expect);
        _fail(file, line);
    }
}

static void test_subgroup_g2(void **state) {
    /* (a) G2 points and (d) infinity are accepted */
    bn254_g2_aff q;
    int i;
    (void)state;
    bn254_test_g2_generator(&q);
    check_subgroup(&q, 1);
    g2_from_kat(&q, bn254_kat_g2_row("2"));
    check_subgroup(&q, 1);
    g2_from_kat(&q, bn254_kat_g2_row("44e992b44a6909f1"));
    check_subgroup(&q, 1);
    bn254_g2_aff_set_infinity(&q);
    check_subgroup(&q, 1);
    for (i = 0; i < bn254_test_iters_div(8); i++) {
        bn254_ref_rand_g2(&q);
        check_subgroup(&q, 1);
    }
}

static void test_subgroup_twist(void **state) {
    /* (b) random twist points (in G2 with probability 1/h) are rejected */
    bn254_g2_aff q;
    int i;
    (void)state;
    g2_from_kat(&q, &bn254_kat_twist_not_g2);
    check_subgroup(&q, 0);
    for (i = 0; i < bn254_test_iters_div(8); i++) {
        bn254_ref_rand_twist(&q);
        check_subgroup(&q, 0);
    }
}

static void test_subgroup_small_order(void **state) {
    /* (c) H = [r] R has order dividing h (the pure cofactor part of a random
     * twist point R); S = [h/q] H has order q or 1 for each prime q | h.
     * H, S, -S, psi(S) and G + S for G in G2 are all outside G2 unless
     * infinite. ([h/q] R alone would keep R's G2 part: order q r.) */
    bn254_g2_aff rr, h, s, t, g;
    bn254_g2_jac sj, gj, tj;
    uint64_t k[4], qk[1];
    size_t j;
    int i, found = 0;
    (void)state;
    for (i = 0; i < (bn254_test_iters / 8 > 2 ? bn254_test_iters / 8 : 2); i++) {
        bn254_ref_rand_twist(&rr);
        bn254_ref_g2_mul_aff(&h, &rr, bn254_ref_r, 4);
        check_subgroup(&h, h.infinity);
        for (j = 0; j < BN254_ARRAY_LEN(small_orders); j++) {
            bn254_test_int_from_hex(k, small_orders[j].quotient);
            bn254_ref_g2_mul(&sj, &h, k, 4);
            bn254_g2_jac_to_aff(&s, &sj);
            /* [q] S = O: S really has order q (or 1) */
            qk[0] = small_orders[j].q;
            bn254_ref_g2_mul(&tj, &s, qk, 1);
            assert_true(bn254_g2_jac_is_infinity(&tj));
            if (s.infinity) { /* probability 1/q: R had no q-part */
                check_subgroup(&s, 1);
                continue;
            }
            found++;
            assert_true(bn254_g2_aff_is_on_curve(&s));
            check_subgroup(&s, 0);
            bn254_g2_aff_neg(&t, &s);
            check_subgroup(&t, 0);
            bn254_g2_aff_psi(&t, &s);
            check_subgroup(&t, 0);
            /* G + S with G = G2 generator and a random G2 point */
            if (j == 0) {
                bn254_ref_rand_g2(&g);
            } else {
                bn254_test_g2_generator(&g);
            }
            bn254_g2_jac_from_aff(&gj, &g);
            bn254_g2_jac_add(&tj, &gj, &sj);
            bn254_g2_jac_to_aff(&t, &tj);
            check_subgroup(&t, 0);
        }
    }
    assert_true(found > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_known_answers),
        cmocka_unit_test(test_fixed_points),
        BN254_TG_TESTS,
        cmocka_unit_test(test_psi),
        cmocka_unit_test(test_mul_x0),
        cmocka_unit_test(test_subgroup_g2),
        cmocka_unit_test(test_subgroup_twist),
        cmocka_unit_test(test_subgroup_small_order),
    };
    bn254_test_init("g2");
    return cmocka_run_group_tests_name("g2", tests, NULL, NULL);
}
