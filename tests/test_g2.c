/* SPDX-License-Identifier: MIT */
/*
 * test_g2.c: the twist E': y^2 = x^3 + 3/(9+u) and G2. Known answers
 * ([2]G2, [3]G2, [x0]G2, [k]G2 and psi(G2) = [p]G2) computed independently
 * with Python big integers (affine double-and-add over Fp2 from the curve
 * definition); twist membership against square-root-built and perturbed
 * points; the group law case by case (O+O, P+O, O+P, P+P, P+(-P), P+Q) over
 * twist points of any order, with scaled Jacobian inputs; psi against the
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

/* The textbook affine sum (reference integers): the library has no affine
 * G2 addition to compare with. */
#define g2_aff_add_ref bn254_ref_g2_add_aff

/* Jacobian add and mixed add on (a, b) (scaled and unscaled) against want. */
static void check_sum(const bn254_g2_aff *a, const bn254_g2_aff *b, const bn254_g2_aff *want) {
    bn254_g2_jac ja, jb, r;
    bn254_test_g2_scale(&ja, a);
    bn254_test_g2_scale(&jb, b);
    bn254_g2_jac_add(&r, &ja, &jb);
    assert_g2_jac_is(&r, want);
    bn254_g2_jac_add_aff(&r, &ja, b);
    assert_g2_jac_is(&r, want);
    bn254_g2_jac_from_aff(&ja, a);
    bn254_g2_jac_from_aff(&jb, b);
    bn254_g2_jac_add(&r, &ja, &jb);
    assert_g2_jac_is(&r, want);
    bn254_g2_jac_add_aff(&r, &ja, b);
    assert_g2_jac_is(&r, want);
}

static void check_dbl(const bn254_g2_aff *a, const bn254_g2_aff *want) {
    bn254_g2_jac ja, r;
    bn254_test_g2_scale(&ja, a);
    bn254_g2_jac_dbl(&r, &ja);
    assert_g2_jac_is(&r, want);
    bn254_g2_jac_from_aff(&ja, a);
    bn254_g2_jac_dbl(&r, &ja);
    assert_g2_jac_is(&r, want);
}

/* A twist point of any order (usually not in G2) or a G2 point. */
static void rand_point(bn254_g2_aff *r, int in_g2) {
    if (in_g2) {
        bn254_ref_rand_g2(r);
    } else {
        bn254_ref_rand_twist(r);
    }
}

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
    bn254_g2_aff g, g2, g3, w, s, o;
    bn254_g2_jac gj, r;
    uint64_t k[4];
    size_t i;
    (void)state;
    bn254_test_g2_generator(&g);
    g2_from_kat(&g2, bn254_kat_g2_row("2"));
    g2_from_kat(&g3, bn254_kat_g2_row("3"));
    bn254_g2_aff_set_infinity(&o);
    assert_true(bn254_g2_aff_is_on_curve(&g));
    assert_true(bn254_g2_aff_is_on_curve(&g2));
    assert_true(bn254_g2_aff_is_on_curve(&g3));

    check_sum(&g, &g, &g2);
    check_dbl(&g, &g2);
    check_sum(&g2, &g, &g3);
    check_sum(&g, &g2, &g3);
    g2_aff_add_ref(&s, &g, &g2);
    assert_g2_aff_eq(&s, &g3);
    g2_aff_add_ref(&s, &g, &g);
    assert_g2_aff_eq(&s, &g2);
    bn254_g2_aff_neg(&w, &g3);
    check_sum(&g3, &w, &o);

    /* [k]G2 by the reference ladder */
    for (i = 0; i < bn254_kat_g2_mul_count; i++) {
        bn254_test_int_from_hex(k, bn254_kat_g2_mul[i].k);
        g2_from_kat(&w, &bn254_kat_g2_mul[i]);
        assert_true(bn254_g2_aff_is_on_curve(&w));
        bn254_ref_g2_mul(&r, &g, k, 4);
        assert_g2_jac_is(&r, &w);
        bn254_g2_jac_to_aff(&s, &r);
        assert_g2_aff_eq(&s, &w);
    }

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

    /* [r]G2 = O */
    bn254_ref_g2_mul(&r, &g, bn254_ref_r, 4);
    assert_true(bn254_g2_jac_is_infinity(&r));
}

/* ---- twist membership ----------------------------------------------------- */

static void test_on_curve(void **state) {
    bn254_g2_aff p, q;
    bn254_fp2 d, t, c1, c2;
    int i;
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

    for (i = 0; i < bn254_test_iters; i++) {
        rand_point(&p, i % 8 == 0);
        assert_true(bn254_g2_aff_is_on_curve(&p));
        bn254_g2_aff_neg(&q, &p);
        assert_true(bn254_g2_aff_is_on_curve(&q));
        /* (x, y + d) is on the twist only for d = 0 or d = -2y */
        bn254_test_rand_nonzero_fp2(&d);
        bn254_fp2_dbl(&t, &p.y);
        bn254_fp2_add(&t, &t, &d);
        if (!bn254_fp2_is_zero(&t)) {
            q = p;
            bn254_fp2_add(&q.y, &q.y, &d);
            assert_false(bn254_g2_aff_is_on_curve(&q));
        }
        /* (x + d, y) is on it iff (x + d)^3 = x^3 */
        q = p;
        bn254_fp2_add(&q.x, &q.x, &d);
        bn254_fp2_sqr(&c1, &q.x);
        bn254_fp2_mul(&c1, &c1, &q.x);
        bn254_fp2_sqr(&c2, &p.x);
        bn254_fp2_mul(&c2, &c2, &p.x);
        assert_int_equal(bn254_g2_aff_is_on_curve(&q), bn254_fp2_equal(&c1, &c2));
    }
}

/* ---- group law ------------------------------------------------------------- */

static void test_add_infinity(void **state) {
    bn254_g2_aff o, p;
    bn254_g2_jac jo, r;
    int i;
    (void)state;
    bn254_g2_aff_set_infinity(&o);
    check_sum(&o, &o, &o);
    check_dbl(&o, &o);
    bn254_g2_jac_set_infinity(&jo);
    assert_true(bn254_g2_jac_is_infinity(&jo));
    bn254_g2_jac_dbl(&r, &jo);
    assert_true(bn254_g2_jac_is_infinity(&r));
    bn254_g2_jac_add(&r, &jo, &jo);
    assert_true(bn254_g2_jac_is_infinity(&r));
    bn254_g2_jac_add_aff(&r, &jo, &o);
    assert_true(bn254_g2_jac_is_infinity(&r));
    for (i = 0; i < bn254_test_iters; i++) {
        rand_point(&p, i % 8 == 0);
        check_sum(&p, &o, &p);
        check_sum(&o, &p, &p);
    }
}

static void test_add_double(void **state) {
    /* P + P = dbl(P) = textbook tangent formula, for twist points of any order */
    bn254_g2_aff p, want;
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        rand_point(&p, i % 8 == 0);
        g2_aff_add_ref(&want, &p, &p);
        assert_true(bn254_g2_aff_is_on_curve(&want));
        check_sum(&p, &p, &want);
        check_dbl(&p, &want);
    }
}

static void test_add_negation(void **state) {
    bn254_g2_aff p, n, o;
    int i;
    (void)state;
    bn254_g2_aff_set_infinity(&o);
    for (i = 0; i < bn254_test_iters; i++) {
        rand_point(&p, i % 8 == 0);
        bn254_g2_aff_neg(&n, &p);
        check_sum(&p, &n, &o);
        check_sum(&n, &p, &o);
    }
}

static void test_add_generic(void **state) {
    /* P + Q = the chord formula; commutative, associative, (P + Q) - Q = P */
    bn254_g2_aff p, q, s, pq, qs, l, rr, mq, back;
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        rand_point(&p, i % 8 == 0);
        rand_point(&q, i % 8 == 1);
        rand_point(&s, 0);
        if (bn254_fp2_equal(&p.x, &q.x)) continue;
        g2_aff_add_ref(&pq, &p, &q);
        assert_true(bn254_g2_aff_is_on_curve(&pq));
        check_sum(&p, &q, &pq);
        check_sum(&q, &p, &pq);
        bn254_g2_aff_neg(&mq, &q);
        g2_aff_add_ref(&back, &pq, &mq);
        assert_g2_aff_eq(&back, &p);
        g2_aff_add_ref(&l, &pq, &s);
        g2_aff_add_ref(&qs, &q, &s);
        g2_aff_add_ref(&rr, &p, &qs);
        assert_g2_aff_eq(&l, &rr);
    }
}

static void test_jac_helpers(void **state) {
    /* jac_equal, to_aff, from_aff, neg */
    bn254_g2_aff p, q, n, o, s;
    bn254_g2_jac a, b;
    bn254_fp2 t;
    int i;
    (void)state;
    bn254_g2_aff_set_infinity(&o);
    bn254_test_g2_scale(&a, &o);
    bn254_test_g2_scale(&b, &o);
    assert_true(bn254_g2_jac_equal(&a, &b));
    bn254_g2_jac_to_aff(&s, &a);
    assert_true(s.infinity);
    bn254_g2_jac_neg(&b, &a);
    assert_true(bn254_g2_jac_is_infinity(&b));
    bn254_g2_aff_neg(&s, &o);
    assert_true(s.infinity);
    bn254_g2_jac_from_aff(&a, &o);
    assert_true(bn254_g2_jac_is_infinity(&a));
    for (i = 0; i < bn254_test_iters; i++) {
        rand_point(&p, i % 8 == 0);
        rand_point(&q, 0);
        bn254_test_g2_scale(&a, &p);
        bn254_test_g2_scale(&b, &p);
        assert_true(bn254_g2_jac_equal(&a, &b));
        assert_true(bn254_g2_jac_equal(&a, &a));
        bn254_g2_jac_to_aff(&s, &a);
        assert_g2_aff_eq(&s, &p);
        bn254_g2_jac_from_aff(&b, &p);
        assert_g2_jac_is(&b, &p);
        /* -P */
        bn254_g2_aff_neg(&n, &p);
        assert_fp2_equal(&n.x, &p.x);
        bn254_fp2_add(&t, &n.y, &p.y);
        assert_true(bn254_fp2_is_zero(&t));
        bn254_test_g2_scale(&b, &n);
        assert_false(bn254_g2_jac_equal(&a, &b));
        bn254_g2_jac_neg(&b, &a);
        assert_g2_jac_is(&b, &n);
        b = a;
        bn254_g2_jac_neg(&b, &b);
        assert_g2_jac_is(&b, &n);
        s = n;
        bn254_g2_aff_neg(&s, &s);
        assert_g2_aff_eq(&s, &p);
        /* unrelated Q, infinity, X off by one */
        bn254_test_g2_scale(&b, &q);
        if (!bn254_fp2_equal(&p.x, &q.x) || !bn254_fp2_equal(&p.y, &q.y)) {
            assert_false(bn254_g2_jac_equal(&a, &b));
        }
        bn254_test_g2_scale(&b, &o);
        assert_false(bn254_g2_jac_equal(&a, &b));
        assert_false(bn254_g2_jac_equal(&b, &a));
        b = a;
        bn254_fp_add(&b.x.c1, &b.x.c1, &bn254_fp_one);
        assert_false(bn254_g2_jac_equal(&a, &b));
    }
}

static void test_aliasing(void **state) {
    bn254_g2_aff pts[3], o, a, b, want, s;
    bn254_g2_jac ja, jb, r;
    int i, ia, ib;
    (void)state;
    bn254_g2_aff_set_infinity(&o);
    for (i = 0; i < bn254_test_iters_div(4); i++) {
        rand_point(&pts[0], i % 4 == 0);
        rand_point(&pts[1], 0);
        bn254_g2_aff_neg(&pts[2], &pts[0]);
        for (ia = 0; ia < 4; ia++) {
            for (ib = 0; ib < 4; ib++) {
                a = ia == 0 ? o : pts[ia - 1];
                b = ib == 0 ? o : pts[ib - 1];
                g2_aff_add_ref(&want, &a, &b);
                bn254_test_g2_scale(&ja, &a);
                bn254_test_g2_scale(&jb, &b);
                r = ja;
                bn254_g2_jac_add(&r, &r, &jb);
                assert_g2_jac_is(&r, &want);
                r = jb;
                bn254_g2_jac_add(&r, &ja, &r);
                assert_g2_jac_is(&r, &want);
                r = ja;
                bn254_g2_jac_add_aff(&r, &r, &b);
                assert_g2_jac_is(&r, &want);
            }
            a = ia == 0 ? o : pts[ia - 1];
            g2_aff_add_ref(&want, &a, &a);
            bn254_test_g2_scale(&ja, &a);
            r = ja;
            bn254_g2_jac_add(&r, &r, &r);
            assert_g2_jac_is(&r, &want);
            r = ja;
            bn254_g2_jac_dbl(&r, &r);
            assert_g2_jac_is(&r, &want);
            /* psi, psi2 in place */
            bn254_g2_aff_psi(&want, &a);
            r = ja;
            bn254_g2_jac_psi(&r, &r);
            assert_g2_jac_is(&r, &want);
            s = a;
            bn254_g2_aff_psi(&s, &s);
            assert_g2_aff_eq(&s, &want);
            bn254_g2_aff_psi2(&want, &a);
            r = ja;
            bn254_g2_jac_psi2(&r, &r);
            assert_g2_jac_is(&r, &want);
            s = a;
            bn254_g2_aff_psi2(&s, &s);
            assert_g2_aff_eq(&s, &want);
            /* mul_x0 (affine in, Jacobian out: nothing to alias) */
            bn254_ref_g2_mul_aff(&want, &a, x0_k, 1);
            bn254_g2_mul_x0(&r, &a);
            assert_g2_jac_is(&r, &want);
        }
    }
}

/* ---- psi and mul_x0 --------------------------------------------------------- */

static void test_psi(void **state) {
    bn254_g2_aff q, pa, p2a, ppa, o;
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
        cmocka_unit_test(test_known_answers),       cmocka_unit_test(test_on_curve),
        cmocka_unit_test(test_add_infinity),        cmocka_unit_test(test_add_double),
        cmocka_unit_test(test_add_negation),        cmocka_unit_test(test_add_generic),
        cmocka_unit_test(test_jac_helpers),         cmocka_unit_test(test_aliasing),
        cmocka_unit_test(test_psi),                 cmocka_unit_test(test_mul_x0),
        cmocka_unit_test(test_subgroup_g2),         cmocka_unit_test(test_subgroup_twist),
        cmocka_unit_test(test_subgroup_small_order),
    };
    bn254_test_init("g2");
    return cmocka_run_group_tests_name("g2", tests, NULL, NULL);
}
