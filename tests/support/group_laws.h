/* SPDX-License-Identifier: MIT */
/*
 * group_laws.h: the group-law tests that G1 and G2 share, written once.
 * test_g1.c and test_g2.c each include it after defining
 *   BN254_TG          the group: g1 or g2 (the library's bn254_<g>_* names);
 *   BN254_TG_F        its coordinate field: fp or fp2;
 *   BN254_TG_RAND(p, i)  a random point for round i;
 *   BN254_TG_GENERATOR(g) the generator;
 *   BN254_TG_KAT_COUNT, BN254_TG_KAT(i, k, p)  known multiples: row i gives
 *                     the scalar k (4 limbs) and [k] generator = p (kat.h);
 *   BN254_TG_KAT_NAMED(k, p)  the known multiple of the hex scalar k;
 * and, for G1 only, BN254_TG_AFF_ADD, the library's affine addition, which
 * is then checked wherever a sum is; for G2, BN254_TG_SLOW = 4 (fewer rounds
 * of the aliasing test, whose reference sums cost an Fp2 inversion each).
 * Every expected sum comes from the affine chord-and-tangent rule on
 * reference integers (ref_curve.h), so nothing here trusts the formulas
 * under test. The tests, named
 * test_<g>_<law>, are for the including file's cmocka table:
 *   known_multiples  [k] G by the reference ladder against known answers,
 *                 [r] G = O and [r + 2] G = 2G
 *   small_multiples  2G, 3G, 3G - 2G, 3G - 3G by every formula, and by the
 *                 reference affine sum
 *   add_infinity  O + O, dbl(O), P + O, O + P
 *   add_double    P + P by every formula, Jacobian inputs scaled by random Z
 *   add_negation  P + (-P) = O both ways
 *   add_generic   P + Q = Q + P, (P + Q) - Q = P, (P + Q) + S = P + (Q + S)
 *   jac_helpers   jac_equal, to_aff, from_aff and negation, infinities too
 *   aliasing      r == a, r == b, r == a == b for every addition formula
 *   on_curve      perturbed points: (x, y + d) and (x + d, y), affine and
 *                 Jacobian, and the Jacobian same-curve check
 */
#ifndef BN254_TG
#error "define BN254_TG (g1 or g2), BN254_TG_F and BN254_TG_RAND before group_laws.h"
#endif

#ifndef BN254_TG_SLOW
#define BN254_TG_SLOW 1
#endif

#define BN254_TG_CAT_(a, b, c) a##b##c
#define BN254_TG_CAT(a, b, c) BN254_TG_CAT_(a, b, c)
/* bn254_<g>_<name> and bn254_<f>_<name> (the library), test_<g>_<name> (the
 * tests), bn254_test_<g>_<name> (the helpers, also for the including file) */
#define TG(name) BN254_TG_CAT(bn254_, BN254_TG, _##name)
#define TF(name) BN254_TG_CAT(bn254_, BN254_TG_F, _##name)
#define TG_TEST(name) BN254_TG_CAT(test_, BN254_TG, _##name)
#define TG_HELPER(name) BN254_TG_CAT(bn254_test_, BN254_TG, _##name)
#define TG_AFF TG(aff)
#define TG_JAC TG(jac)
#define TG_ELEM BN254_TG_CAT(bn254_, BN254_TG_F, )
#define TG_SCALE BN254_TG_CAT(bn254_test_, BN254_TG, _scale)
#define TG_REF_ADD BN254_TG_CAT(bn254_ref_, BN254_TG, _add_aff)
#define TG_ASSERT_JAC_IS BN254_TG_CAT(assert_, BN254_TG, _jac_is)
#define TG_ASSERT_AFF_EQ BN254_TG_CAT(assert_, BN254_TG, _aff_eq)
#define TG_ASSERT_F_EQUAL BN254_TG_CAT(assert_, BN254_TG_F, _equal)

/* Every addition formula on (a, b) against want: the Jacobian addition and
 * mixed addition on scaled (random Z) and unscaled (Z = 1) inputs, and the
 * affine addition where the group has one. */
static void TG_HELPER(check_sum)(const TG_AFF *a, const TG_AFF *b, const TG_AFF *want) {
    TG_JAC ja, jb, r;
    int scaled;
#ifdef BN254_TG_AFF_ADD
    TG_AFF s;
    BN254_TG_AFF_ADD(&s, a, b);
    TG_ASSERT_AFF_EQ(&s, want);
    assert_true(TG(aff_is_on_curve)(&s));
#endif
    for (scaled = 0; scaled < 2; scaled++) {
        if (scaled) {
            TG_SCALE(&ja, a);
            TG_SCALE(&jb, b);
        } else {
            TG(jac_from_aff)(&ja, a);
            TG(jac_from_aff)(&jb, b);
        }
        TG(jac_add)(&r, &ja, &jb);
        TG_ASSERT_JAC_IS(&r, want);
        TG(jac_add_aff)(&r, &ja, b);
        TG_ASSERT_JAC_IS(&r, want);
    }
}

/* Doubling of a scaled and an unscaled copy. */
static void TG_HELPER(check_dbl)(const TG_AFF *a, const TG_AFF *want) {
    TG_JAC ja, r;
    TG_SCALE(&ja, a);
    TG(jac_dbl)(&r, &ja);
    TG_ASSERT_JAC_IS(&r, want);
    TG(jac_from_aff)(&ja, a);
    TG(jac_dbl)(&r, &ja);
    TG_ASSERT_JAC_IS(&r, want);
}

static void TG_TEST(known_multiples)(void **state) {
    TG_AFF g, want, s;
    TG_JAC r;
    uint64_t k[4];
    size_t i;
    (void)state;
    BN254_TG_GENERATOR(&g);
    for (i = 0; i < BN254_TG_KAT_COUNT; i++) {
        BN254_TG_KAT(i, k, &want);
        assert_true(TG(aff_is_on_curve)(&want));
        BN254_TG_CAT(bn254_ref_, BN254_TG, _mul)(&r, &g, k, 4);
        TG_ASSERT_JAC_IS(&r, &want);
        TG(jac_to_aff)(&s, &r);
        TG_ASSERT_AFF_EQ(&s, &want);
    }
    BN254_TG_CAT(bn254_ref_, BN254_TG, _mul)(&r, &g, bn254_ref_r, 4);
    assert_true(TG(jac_is_infinity)(&r));
    BN254_TG_KAT_NAMED("2", &want);
    (void)bn254_ref_add_u64(k, bn254_ref_r, 2);
    BN254_TG_CAT(bn254_ref_, BN254_TG, _mul)(&r, &g, k, 4);
    TG_ASSERT_JAC_IS(&r, &want);
}

static void TG_TEST(small_multiples)(void **state) {
    TG_AFF g, g2, g3, s, o;
    TG_JAC gj, r, t;
    (void)state;
    BN254_TG_GENERATOR(&g);
    BN254_TG_KAT_NAMED("2", &g2);
    BN254_TG_KAT_NAMED("3", &g3);
    TG(aff_set_infinity)(&o);
    assert_true(TG(aff_is_on_curve)(&g));
    /* the reference sum itself: G + G = 2G, G + 2G = 3G */
    TG_REF_ADD(&s, &g, &g);
    TG_ASSERT_AFF_EQ(&s, &g2);
    TG_REF_ADD(&s, &g, &g2);
    TG_ASSERT_AFF_EQ(&s, &g3);
    /* 2G, 3G = 2G + G = G + 2G by every formula, and dbl then add */
    TG_HELPER(check_sum)(&g, &g, &g2);
    TG_HELPER(check_dbl)(&g, &g2);
    TG_HELPER(check_sum)(&g2, &g, &g3);
    TG_HELPER(check_sum)(&g, &g2, &g3);
    TG(jac_from_aff)(&gj, &g);
    TG(jac_dbl)(&t, &gj);
    TG(jac_add)(&r, &t, &gj);
    TG_ASSERT_JAC_IS(&r, &g3);
    TG(jac_add_aff)(&r, &t, &g);
    TG_ASSERT_JAC_IS(&r, &g3);
    /* 3G - 2G = G, 3G + (-3G) = O */
    TG(aff_neg)(&s, &g2);
    TG_HELPER(check_sum)(&g3, &s, &g);
    TG(aff_neg)(&s, &g3);
    TG_HELPER(check_sum)(&g3, &s, &o);
}

static void TG_TEST(add_infinity)(void **state) {
    TG_AFF o, p;
    TG_JAC jo, r;
    int i;
    (void)state;
    TG(aff_set_infinity)(&o);
    TG_HELPER(check_sum)(&o, &o, &o);
    TG_HELPER(check_dbl)(&o, &o);
    TG(jac_set_infinity)(&jo);
    assert_true(TG(jac_is_infinity)(&jo));
    TG(jac_dbl)(&r, &jo);
    assert_true(TG(jac_is_infinity)(&r));
    TG(jac_add)(&r, &jo, &jo);
    assert_true(TG(jac_is_infinity)(&r));
    TG(jac_add_aff)(&r, &jo, &o);
    assert_true(TG(jac_is_infinity)(&r));
    for (i = 0; i < bn254_test_iters; i++) {
        BN254_TG_RAND(&p, i);
        TG_HELPER(check_sum)(&p, &o, &p);
        TG_HELPER(check_sum)(&o, &p, &p);
    }
}

static void TG_TEST(add_double)(void **state) {
    /* P + P: the addition formulas must detect the doubling (the two
     * Jacobian copies scaled by different Z) and agree with dbl */
    TG_AFF p, want;
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        BN254_TG_RAND(&p, i);
        TG_REF_ADD(&want, &p, &p);
        assert_true(TG(aff_is_on_curve)(&want));
        TG_HELPER(check_sum)(&p, &p, &want);
        TG_HELPER(check_dbl)(&p, &want);
    }
}

static void TG_TEST(add_negation)(void **state) {
    TG_AFF p, n, o;
    int i;
    (void)state;
    TG(aff_set_infinity)(&o);
    for (i = 0; i < bn254_test_iters; i++) {
        BN254_TG_RAND(&p, i);
        TG(aff_neg)(&n, &p);
        TG_HELPER(check_sum)(&p, &n, &o);
        TG_HELPER(check_sum)(&n, &p, &o);
    }
}

static void TG_TEST(add_generic)(void **state) {
    /* P + Q for P != +-Q: every formula gives the reference sum; the sum is
     * commutative and associative, and (P + Q) - Q = P */
    TG_AFF p, q, s, pq, qs, l, rr, mq, back;
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        BN254_TG_RAND(&p, i);
        BN254_TG_RAND(&q, i + 1);
        BN254_TG_RAND(&s, i + 2);
        if (TF(equal)(&p.x, &q.x)) continue; /* edge-biased x can repeat */
        TG_REF_ADD(&pq, &p, &q);
        assert_true(TG(aff_is_on_curve)(&pq));
        TG_HELPER(check_sum)(&p, &q, &pq);
        TG_HELPER(check_sum)(&q, &p, &pq);
        TG(aff_neg)(&mq, &q);
        TG_REF_ADD(&back, &pq, &mq);
        TG_ASSERT_AFF_EQ(&back, &p);
        TG_REF_ADD(&l, &pq, &s);
        TG_REF_ADD(&qs, &q, &s);
        TG_REF_ADD(&rr, &p, &qs);
        TG_ASSERT_AFF_EQ(&l, &rr);
    }
}

static void TG_TEST(jac_helpers)(void **state) {
    /* jac_equal, to_aff, from_aff, neg */
    TG_AFF p, q, n, o, s;
    TG_JAC a, b;
    TG_ELEM t;
    int i;
    (void)state;
    TG(aff_set_infinity)(&o);
    /* two infinities with different X, Y are equal; to_aff, neg keep O */
    TG_SCALE(&a, &o);
    TG_SCALE(&b, &o);
    assert_true(TG(jac_equal)(&a, &b));
    TG(jac_set_infinity)(&b);
    assert_true(TG(jac_equal)(&a, &b));
    TG(jac_to_aff)(&s, &a);
    assert_true(s.infinity);
    TG(jac_neg)(&b, &a);
    assert_true(TG(jac_is_infinity)(&b));
    TG(aff_neg)(&s, &o);
    assert_true(s.infinity);
    TG(jac_from_aff)(&a, &o);
    assert_true(TG(jac_is_infinity)(&a));
    for (i = 0; i < bn254_test_iters; i++) {
        BN254_TG_RAND(&p, i);
        BN254_TG_RAND(&q, i + 1);
        TG_SCALE(&a, &p);
        TG_SCALE(&b, &p);
        assert_true(TG(jac_equal)(&a, &b));
        assert_true(TG(jac_equal)(&b, &a));
        assert_true(TG(jac_equal)(&a, &a));
        TG(jac_to_aff)(&s, &a);
        TG_ASSERT_AFF_EQ(&s, &p);
        TG(jac_from_aff)(&b, &p);
        TG_ASSERT_JAC_IS(&b, &p);
        TG(jac_to_aff)(&s, &b);
        TG_ASSERT_AFF_EQ(&s, &p);
        /* -P: same x, y + (-y) = 0; same X/Z^2, different Y/Z^3 */
        TG(aff_neg)(&n, &p);
        assert_false(n.infinity);
        TG_ASSERT_F_EQUAL(&n.x, &p.x);
        TF(add)(&t, &n.y, &p.y);
        assert_true(TF(is_zero)(&t));
        TG_SCALE(&b, &n);
        assert_false(TG(jac_equal)(&a, &b));
        TG(jac_neg)(&b, &a);
        TG_ASSERT_JAC_IS(&b, &n);
        b = a;
        TG(jac_neg)(&b, &b); /* in place */
        TG_ASSERT_JAC_IS(&b, &n);
        s = n;
        TG(aff_neg)(&s, &s);
        TG_ASSERT_AFF_EQ(&s, &p);
        /* unrelated Q, infinity, and X off by one are different */
        TG_SCALE(&b, &q);
        if (!TF(equal)(&p.x, &q.x) || !TF(equal)(&p.y, &q.y)) {
            assert_false(TG(jac_equal)(&a, &b));
        }
        TG_SCALE(&b, &o);
        assert_false(TG(jac_equal)(&a, &b));
        assert_false(TG(jac_equal)(&b, &a));
        b = a;
        TF(set_one)(&t);
        TF(add)(&b.x, &b.x, &t);
        assert_false(TG(jac_equal)(&a, &b));
    }
}

static void TG_TEST(aliasing)(void **state) {
    /* r == a, r == b, r == a == b for the operand pairs O+O, P+O, O+P, P+P,
     * P+(-P), P+Q (operands O, P, Q, -P): the reference sum every time */
    TG_AFF pts[3], o, a, b, want;
    TG_JAC ja, jb, r;
    int i, ia, ib;
    (void)state;
    TG(aff_set_infinity)(&o);
    for (i = 0; i < bn254_test_iters_div(BN254_TG_SLOW); i++) {
        BN254_TG_RAND(&pts[0], i);
        BN254_TG_RAND(&pts[1], i + 1);
        TG(aff_neg)(&pts[2], &pts[0]);
        for (ia = 0; ia < 4; ia++) {
            for (ib = 0; ib < 5; ib++) {
                int dbl = ib == 4; /* the doubling, with every input the output */
                TG_AFF s;
                a = ia == 0 ? o : pts[ia - 1];
                b = dbl ? a : ib == 0 ? o : pts[ib - 1];
                TG_REF_ADD(&want, &a, &b);
                TG_SCALE(&ja, &a);
                TG_SCALE(&jb, &b);
#ifdef BN254_TG_AFF_ADD
                s = a;
                BN254_TG_AFF_ADD(&s, &s, dbl ? &s : &b);
                TG_ASSERT_AFF_EQ(&s, &want);
                s = b;
                BN254_TG_AFF_ADD(&s, &a, &s);
                TG_ASSERT_AFF_EQ(&s, &want);
#else
                (void)s;
#endif
                r = ja;
                TG(jac_add)(&r, &r, dbl ? &r : &jb);
                TG_ASSERT_JAC_IS(&r, &want);
                if (dbl) {
                    r = ja;
                    TG(jac_dbl)(&r, &r);
                    TG_ASSERT_JAC_IS(&r, &want);
                    continue;
                }
                r = jb;
                TG(jac_add)(&r, &ja, &r);
                TG_ASSERT_JAC_IS(&r, &want);
                r = ja;
                TG(jac_add_aff)(&r, &r, &b);
                TG_ASSERT_JAC_IS(&r, &want);
            }
        }
    }
}

static void TG_TEST(on_curve)(void **state) {
    /* random points and their negations are on the curve; (x, y + d) only
     * for d = 0 or d = -2y; (x + d, y) iff (x + d)^3 = x^3 (x + d = x beta
     * or x beta^2, beta a cube root of unity) */
    TG_AFF p, q;
    TG_JAC jp, jq, jo;
    TG_ELEM d, t, c1, c2;
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        BN254_TG_RAND(&p, i);
        assert_true(TG(aff_is_on_curve)(&p));
        TG(aff_neg)(&q, &p);
        assert_true(TG(aff_is_on_curve)(&q));
        do {
            BN254_TG_CAT(bn254_test_rand_, BN254_TG_F, )(&d);
        } while (TF(is_zero)(&d));
        TF(add)(&t, &p.y, &p.y);
        TF(add)(&t, &t, &d);
        if (!TF(is_zero)(&t)) {
            q = p;
            TF(add)(&q.y, &q.y, &d);
            assert_false(TG(aff_is_on_curve)(&q));
        }
        /* the Jacobian checks (contracts of BN254_VERIFY builds): on the curve
         * iff the affine point is; the curve y^2 = x^3 + c through each point
         * is the same iff both are on this curve (q is on its own); infinity
         * is on every curve */
        TG_SCALE(&jp, &p);
        TG_SCALE(&jq, &q);
        assert_true(TG(jac_is_on_curve)(&jp));
        assert_int_equal(TG(jac_is_on_curve)(&jq), TG(aff_is_on_curve)(&q));
        assert_true(TG(jac_same_curve)(&jq, &jq));
        assert_int_equal(TG(jac_same_curve)(&jp, &jq), TG(aff_is_on_curve)(&q));
        TG(jac_set_infinity)(&jo);
        assert_true(TG(jac_is_on_curve)(&jo));
        assert_true(TG(jac_same_curve)(&jo, &jq));
        assert_true(TG(jac_same_curve)(&jq, &jo));
        q = p;
        TF(add)(&q.x, &q.x, &d);
        TF(sqr)(&c1, &q.x);
        TF(mul)(&c1, &c1, &q.x);
        TF(sqr)(&c2, &p.x);
        TF(mul)(&c2, &c2, &p.x);
        assert_int_equal(TG(aff_is_on_curve)(&q), TF(equal)(&c1, &c2));
    }
}

/* The cmocka table entries of the tests above (one level of expansion more,
 * so that cmocka names them test_<g>_<law>). */
#define BN254_TG_UNIT(f) cmocka_unit_test(f)
#define BN254_TG_TESTS \
    BN254_TG_UNIT(TG_TEST(known_multiples)), BN254_TG_UNIT(TG_TEST(small_multiples)), \
        BN254_TG_UNIT(TG_TEST(add_infinity)), BN254_TG_UNIT(TG_TEST(add_double)), \
        BN254_TG_UNIT(TG_TEST(add_negation)), BN254_TG_UNIT(TG_TEST(add_generic)), \
        BN254_TG_UNIT(TG_TEST(jac_helpers)), BN254_TG_UNIT(TG_TEST(aliasing)), \
        BN254_TG_UNIT(TG_TEST(on_curve))
