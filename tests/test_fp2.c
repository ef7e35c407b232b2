/* SPDX-License-Identifier: MIT */
/*
 * test_fp2.c: Fp2 = Fp[u]/(u^2 + 1) is a field and the library computes in
 * it correctly: known answers computed outside the library, Karatsuba and
 * complex squaring against the schoolbook definition, the ring and field
 * laws, the special multiplications (by xi = 9 + u, by Fp scalars), the
 * Frobenius a^p = conj(a), every aliasing pattern, and the edge coordinates
 * 0, 1, 2, (p-1)/2, p-1.
 */
#include "support/layer.h"

/* ---- independent helpers --------------------------------------------------- */

/* The definition: (a0 + a1 u)(b0 + b1 u) = (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u. */
static void schoolbook_mul(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
    bn254_fp t0, t1, t2, t3;
    bn254_fp_mul(&t0, &a->c0, &b->c0);
    bn254_fp_mul(&t1, &a->c1, &b->c1);
    bn254_fp_mul(&t2, &a->c0, &b->c1);
    bn254_fp_mul(&t3, &a->c1, &b->c0);
    bn254_fp_sub(&r->c0, &t0, &t1);
    bn254_fp_add(&r->c1, &t2, &t3);
}

static void fp2_from_u64(bn254_fp2 *r, uint64_t c0, uint64_t c1) {
    bn254_fp_set_u64(&r->c0, c0);
    bn254_fp_set_u64(&r->c1, c1);
}

static int fp2_is_canonical(const bn254_fp2 *a) {
    return bn254_fp_is_canonical(&a->c0) && bn254_fp_is_canonical(&a->c1);
}

/* Edge coordinates: 0, 1, 2, (p-1)/2, p-1 (rows 0, 1, 2, 5, 3 of bn254_test_edge). */
#define N_EDGE_FP 5
#define N_EDGE_FP2 (N_EDGE_FP * N_EDGE_FP)
static void edge_fp2(bn254_fp2 *r, int i) {
    static const int rows[N_EDGE_FP] = {0, 1, 2, 5, 3};
    bn254_test_fp_from_raw(&r->c0, bn254_test_edge((size_t)rows[i % N_EDGE_FP]));
    bn254_test_fp_from_raw(&r->c1, bn254_test_edge((size_t)rows[i / N_EDGE_FP]));
}

/* ---- known answers ----------------------------------------------------------
 * Computed by tools/gen_tower_kat.py (Python 3 big integers) from the definition
 * (a0 + a1 u)(b0 + b1 u) = (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u with u^2 = -1,
 * inverses as conj(a) * pow(a0^2 + a1^2, p - 2, p); not by this library.
 * The inputs are arbitrary: a_i, b_i = SHA-256("fp2 a0"), ... mod p.
 */
#define KAT_A0 "2aed1a8aed047c66785fd4b9eef30f036dac588bfb049642843ec0393330d15e"
#define KAT_A1 "19488e9a80b9919b58b1646484177ecc79af04523c89fafa37277cfbefa36a41"
#define KAT_B0 "0a2b95c3b3dc083243fb121668b60026d3bd61f007cc1d79f5b718da646c71a1"
#define KAT_B1 "12fb5df01a9b0b93c14c94a21b9b6ea425f501c9ee298f0b40c13760e644bf9a"

static void test_fp2_known_answers(void **state) {
    bn254_fp2 a, b, m1, one_m1, want, got;
    (void)state;
    bn254_test_fp2_from_hex(&a, KAT_A0, KAT_A1);
    bn254_test_fp2_from_hex(&b, KAT_B0, KAT_B1);
    bn254_test_fp2_from_hex(&m1, "-1", "-1");   /* -1 - u */
    bn254_test_fp2_from_hex(&one_m1, "1", "-1"); /* 1 - u */

    /* a * b */
    bn254_test_fp2_from_hex(&want,
                            "1cfa331919f2174b9163e9dab97696944480e0f23f52a5ff6fd021378cd54641",
                            "2d7cc6ce2b8297cf8c56a50b03e6e4d44bedd90d665cfb8ce1e25a2e11230f8a");
    bn254_fp2_mul(&got, &a, &b);
    assert_fp2_equal(&got, &want);
    bn254_fp2_mul(&got, &b, &a);
    assert_fp2_equal(&got, &want);

    /* a^2 */
    bn254_test_fp2_from_hex(&want,
                            "2e9ba1b8f4b0a2f83503a4ddbf1b32eae2b573e71c496cad89610675016fbe38",
                            "07fc7e12caa0771c86ebb0f57698b38c91d92b6ca525bc7519168f9699b7036b");
    bn254_fp2_sqr(&got, &a);
    assert_fp2_equal(&got, &want);
    bn254_fp2_mul(&got, &a, &a);
    assert_fp2_equal(&got, &want);

    /* a^-1 */
    bn254_test_fp2_from_hex(&want,
                            "0338f0af1922201d69dbf5ec7314032d6470092a749dacb736739d7cdb8c23c4",
                            "116f819ead21753945533e8bebfaf588cf3c70101886d89f7ddf9596d188943b");
    bn254_fp2_inv(&got, &a);
    assert_fp2_equal(&got, &want);

    /* a * (9 + u) */
    bn254_test_fp2_from_hex(&want,
                            "164f3b23ac136cdad87b2e2757ea9dc33cd62e9fbb82c37fca297066f1a9051c",
                            "1c8495bb0d927a0bfd0affb20c3fca5fbf4c6a9911a5744c47ff68a2657e9b44");
    bn254_fp2_mul_xi(&got, &a);
    assert_fp2_equal(&got, &want);

    /* (-1 - u)^2 = 2u */
    bn254_test_fp2_from_hex(&want, "0", "2");
    bn254_fp2_sqr(&got, &m1);
    assert_fp2_equal(&got, &want);
    bn254_fp2_mul(&got, &m1, &m1);
    assert_fp2_equal(&got, &want);

    /* (-1 - u) * b */
    bn254_test_fp2_from_hex(&want,
                            "08cfc82c66bf03617d51828bb2e56e7d52379fd9e65d71914b0a1e8681d84df9",
                            "133d5abf12ba8c63b3089efdfd2fe9929dcf06d7727c1e0805a83bdb8dcbcc0c");
    bn254_fp2_mul(&got, &m1, &b);
    assert_fp2_equal(&got, &want);

    /* (-1 - u)^-1 = (-1 + u)/2 */
    bn254_test_fp2_from_hex(&want, "-1/2", "1/2");
    bn254_fp2_inv(&got, &m1);
    assert_fp2_equal(&got, &want);

    /* (1 - u)^-1 = (1 + u)/2 */
    bn254_test_fp2_from_hex(&want, "1/2", "1/2");
    bn254_fp2_inv(&got, &one_m1);
    assert_fp2_equal(&got, &want);
}

/* ---- multiplication -------------------------------------------------------- */

static void test_fp2_mul_vs_schoolbook(void **state) {
    int i, j;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp2 a, b, got, want;
        bn254_test_rand_fp2(&a);
        bn254_test_rand_fp2(&b);
        bn254_fp2_mul(&got, &a, &b);
        schoolbook_mul(&want, &a, &b);
        assert_fp2_equal(&got, &want);
        assert_true(fp2_is_canonical(&got));
    }
    /* every pair of edge elements */
    for (i = 0; i < N_EDGE_FP2; i++) {
        for (j = 0; j < N_EDGE_FP2; j++) {
            bn254_fp2 a, b, got, want;
            edge_fp2(&a, i);
            edge_fp2(&b, j);
            bn254_fp2_mul(&got, &a, &b);
            schoolbook_mul(&want, &a, &b);
            assert_fp2_equal(&got, &want);
            assert_true(fp2_is_canonical(&got));
        }
    }
}

static void test_fp2_ring_laws(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp2 a, b, c, x, y, t, one, zero;
        bn254_test_rand_fp2(&a);
        bn254_test_rand_fp2(&b);
        bn254_test_rand_fp2(&c);
        bn254_fp2_set_one(&one);
        bn254_fp2_set_zero(&zero);

        /* a b = b a */
        bn254_fp2_mul(&x, &a, &b);
        bn254_fp2_mul(&y, &b, &a);
        assert_fp2_equal(&x, &y);
        /* (a b) c = a (b c) */
        bn254_fp2_mul(&x, &a, &b);
        bn254_fp2_mul(&x, &x, &c);
        bn254_fp2_mul(&y, &b, &c);
        bn254_fp2_mul(&y, &a, &y);
        assert_fp2_equal(&x, &y);
        /* a (b + c) = a b + a c and (a - b) c = a c - b c */
        bn254_fp2_add(&t, &b, &c);
        bn254_fp2_mul(&x, &a, &t);
        bn254_fp2_mul(&y, &a, &b);
        bn254_fp2_mul(&t, &a, &c);
        bn254_fp2_add(&y, &y, &t);
        assert_fp2_equal(&x, &y);
        bn254_fp2_sub(&t, &a, &b);
        bn254_fp2_mul(&x, &t, &c);
        bn254_fp2_mul(&y, &a, &c);
        bn254_fp2_mul(&t, &b, &c);
        bn254_fp2_sub(&y, &y, &t);
        assert_fp2_equal(&x, &y);
        /* identities */
        bn254_fp2_mul(&x, &a, &one);
        assert_fp2_equal(&x, &a);
        bn254_fp2_mul(&x, &a, &zero);
        assert_true(bn254_fp2_is_zero(&x));
        bn254_fp2_add(&x, &a, &zero);
        assert_fp2_equal(&x, &a);
    }
}

static void test_fp2_sqr(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters + N_EDGE_FP2; i++) {
        bn254_fp2 a, got, want;
        if (i < N_EDGE_FP2)
            edge_fp2(&a, i);
        else
            bn254_test_rand_fp2(&a);
        bn254_fp2_sqr(&got, &a);
        schoolbook_mul(&want, &a, &a);
        assert_fp2_equal(&got, &want);
        assert_true(fp2_is_canonical(&got));
        bn254_fp2_mul(&want, &a, &a);
        assert_fp2_equal(&got, &want);
    }
}

/* u^2 = -1: the defining relation, through every multiplication path. */
static void test_fp2_u_squared(void **state) {
    bn254_fp2 u, got, want;
    (void)state;
    fp2_from_u64(&u, 0, 1);
    bn254_fp2_set_one(&want);
    bn254_fp2_neg(&want, &want);
    bn254_fp2_sqr(&got, &u);
    assert_fp2_equal(&got, &want);
    bn254_fp2_mul(&got, &u, &u);
    assert_fp2_equal(&got, &want);
    /* -1 = p - 1 in the real part */
    bn254_test_fp2_from_hex(&want, "-1", "0");
    assert_fp2_equal(&got, &want);
}

static void test_fp2_inv(void **state) {
    int i;
    bn254_fp2 zero, r;
    (void)state;
    for (i = 0; i < bn254_test_iters + N_EDGE_FP2; i++) {
        bn254_fp2 a, ai, t;
        if (i < N_EDGE_FP2)
            edge_fp2(&a, i);
        else
            bn254_test_rand_nonzero_fp2(&a);
        if (bn254_fp2_is_zero(&a)) continue;
        bn254_fp2_inv(&ai, &a);
        assert_true(fp2_is_canonical(&ai));
        schoolbook_mul(&t, &a, &ai);
        assert_true(bn254_fp2_is_one(&t));
        bn254_fp2_inv(&t, &ai); /* (a^-1)^-1 = a */
        assert_fp2_equal(&t, &a);
    }
    /* inv(0) = 0 by contract */
    bn254_fp2_set_zero(&zero);
    bn254_fp2_set_one(&r);
    bn254_fp2_inv(&r, &zero);
    assert_true(bn254_fp2_is_zero(&r));
}

static void test_fp2_conj(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp2 a, b, c, x, y, n;
        bn254_fp t;
        bn254_test_rand_fp2(&a);
        bn254_test_rand_fp2(&b);
        /* conj(a) a = a0^2 + a1^2 in Fp */
        bn254_fp2_conj(&c, &a);
        bn254_fp2_mul(&x, &c, &a);
        bn254_fp_mul(&n.c0, &a.c0, &a.c0);
        bn254_fp_mul(&t, &a.c1, &a.c1);
        bn254_fp_add(&n.c0, &n.c0, &t);
        bn254_fp_set_zero(&n.c1);
        assert_fp2_equal(&x, &n);
        /* conj is (c0, -c1), an involution and a ring homomorphism */
        assert_fp_equal(&c.c0, &a.c0);
        bn254_fp_add(&t, &c.c1, &a.c1);
        assert_true(bn254_fp_is_zero(&t));
        bn254_fp2_conj(&x, &c);
        assert_fp2_equal(&x, &a);
        bn254_fp2_mul(&x, &a, &b);
        bn254_fp2_conj(&x, &x);
        bn254_fp2_conj(&y, &b);
        bn254_fp2_mul(&y, &c, &y);
        assert_fp2_equal(&x, &y);
    }
}

/* conj is the Frobenius: a^p = conj(a) (u^p = -u since p = 3 mod 4). */
static void test_fp2_frobenius_is_conj(void **state) {
    int i, n = bn254_test_iters_div(4);
    (void)state;
    for (i = 0; i < n; i++) {
        bn254_fp2 a, x, y;
        bn254_test_rand_fp2(&a);
        bn254_ref_fp2_pow(&x, &a, bn254_ref_p, 4);
        bn254_fp2_conj(&y, &a);
        assert_fp2_equal(&x, &y);
    }
}

static void test_fp2_mul_xi(void **state) {
    int i;
    bn254_fp2 xi;
    (void)state;
    fp2_from_u64(&xi, 9, 1);
    for (i = 0; i < bn254_test_iters + N_EDGE_FP2; i++) {
        bn254_fp2 a, got, want;
        if (i < N_EDGE_FP2)
            edge_fp2(&a, i);
        else
            bn254_test_rand_fp2(&a);
        bn254_fp2_mul_xi(&got, &a);
        schoolbook_mul(&want, &a, &xi);
        assert_fp2_equal(&got, &want);
        assert_true(fp2_is_canonical(&got));
    }
}

static void test_fp2_mul_fp(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp2 a, s2, got, want;
        bn254_fp s;
        bn254_test_rand_fp2(&a);
        bn254_test_rand_fp(&s);
        s2.c0 = s;
        bn254_fp_set_zero(&s2.c1);
        bn254_fp2_mul_fp(&got, &a, &s);
        schoolbook_mul(&want, &a, &s2);
        assert_fp2_equal(&got, &want);
    }
}

static void test_fp2_add_sub_neg(void **state) {
    int i;
    bn254_fp2 zero, r;
    (void)state;
    for (i = 0; i < bn254_test_iters + N_EDGE_FP2; i++) {
        bn254_fp2 a, b, x, y;
        if (i < N_EDGE_FP2) {
            edge_fp2(&a, i);
            edge_fp2(&b, N_EDGE_FP2 - 1 - i);
        } else {
            bn254_test_rand_fp2(&a);
            bn254_test_rand_fp2(&b);
        }
        /* componentwise in Fp */
        bn254_fp2_add(&x, &a, &b);
        bn254_fp_add(&y.c0, &a.c0, &b.c0);
        bn254_fp_add(&y.c1, &a.c1, &b.c1);
        assert_fp2_equal(&x, &y);
        assert_true(fp2_is_canonical(&x));
        bn254_fp2_sub(&x, &a, &b);
        bn254_fp_sub(&y.c0, &a.c0, &b.c0);
        bn254_fp_sub(&y.c1, &a.c1, &b.c1);
        assert_fp2_equal(&x, &y);
        assert_true(fp2_is_canonical(&x));
        /* (a + b) - b = a, a - b = a + (-b) */
        bn254_fp2_add(&x, &a, &b);
        bn254_fp2_sub(&x, &x, &b);
        assert_fp2_equal(&x, &a);
        bn254_fp2_neg(&y, &b);
        bn254_fp2_add(&y, &a, &y);
        bn254_fp2_sub(&x, &a, &b);
        assert_fp2_equal(&x, &y);
        /* a + (-a) = 0, -(-a) = a, -a = (-1) a */
        bn254_fp2_neg(&x, &a);
        assert_true(fp2_is_canonical(&x));
        bn254_fp2_add(&y, &a, &x);
        assert_true(bn254_fp2_is_zero(&y));
        bn254_fp2_neg(&y, &x);
        assert_fp2_equal(&y, &a);
        bn254_fp2_set_one(&y);
        bn254_fp2_neg(&y, &y);
        bn254_fp2_mul(&y, &y, &a);
        assert_fp2_equal(&x, &y);
    }
    bn254_fp2_set_zero(&zero);
    bn254_fp2_set_one(&r);
    bn254_fp2_neg(&r, &zero); /* -0 = 0, canonically */
    assert_true(bn254_fp2_is_zero(&r));
}

static void test_fp2_dbl_tpl_half(void **state) {
    int i;
    bn254_fp2 two, three, two_inv;
    (void)state;
    fp2_from_u64(&two, 2, 0);
    fp2_from_u64(&three, 3, 0);
    bn254_fp2_inv(&two_inv, &two);
    for (i = 0; i < bn254_test_iters + N_EDGE_FP2; i++) {
        bn254_fp2 a, x, y;
        if (i < N_EDGE_FP2)
            edge_fp2(&a, i);
        else
            bn254_test_rand_fp2(&a);
        /* dbl = a + a = 2a */
        bn254_fp2_dbl(&x, &a);
        bn254_fp2_add(&y, &a, &a);
        assert_fp2_equal(&x, &y);
        schoolbook_mul(&y, &a, &two);
        assert_fp2_equal(&x, &y);
        /* tpl = a + a + a = 3a */
        bn254_fp2_tpl(&x, &a);
        bn254_fp2_add(&y, &a, &a);
        bn254_fp2_add(&y, &y, &a);
        assert_fp2_equal(&x, &y);
        schoolbook_mul(&y, &a, &three);
        assert_fp2_equal(&x, &y);
        assert_true(fp2_is_canonical(&x));
        /* half * 2 = a, half = a * 2^-1 */
        bn254_fp2_half(&x, &a);
        assert_true(fp2_is_canonical(&x));
        bn254_fp2_add(&y, &x, &x);
        assert_fp2_equal(&y, &a);
        schoolbook_mul(&y, &a, &two_inv);
        assert_fp2_equal(&x, &y);
    }
}

static void test_fp2_predicates(void **state) {
    bn254_fp2 a, b;
    (void)state;
    bn254_fp2_set_zero(&a);
    assert_true(bn254_fp2_is_zero(&a));
    assert_false(bn254_fp2_is_one(&a));
    bn254_fp2_set_one(&a);
    assert_true(bn254_fp2_is_one(&a));
    assert_false(bn254_fp2_is_zero(&a));
    fp2_from_u64(&b, 1, 0);
    assert_true(bn254_fp2_equal(&a, &b));
    /* one, but with an imaginary part: neither zero nor one */
    fp2_from_u64(&b, 1, 1);
    assert_false(bn254_fp2_is_one(&b));
    assert_false(bn254_fp2_is_zero(&b));
    assert_false(bn254_fp2_equal(&a, &b));
    /* u alone is not zero, and differs from 1 */
    fp2_from_u64(&b, 0, 1);
    assert_false(bn254_fp2_is_zero(&b));
    assert_false(bn254_fp2_is_one(&b));
    fp2_from_u64(&a, 0, 2);
    assert_false(bn254_fp2_equal(&a, &b));
}

/* ---- aliasing ----------------------------------------------------------------
 * Each operation with r == a, r == b and r == a == b must match the result
 * into a separate output. */

static void test_fp2_aliasing(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp2 a, b, want, r;
        bn254_fp s;
        bn254_test_rand_fp2(&a);
        bn254_test_rand_fp2(&b);
        BN254_TEST_BINOP_ALIASING(bn254_fp2, bn254_fp2_equal, "add", bn254_fp2_add, &a, &b);
        BN254_TEST_BINOP_ALIASING(bn254_fp2, bn254_fp2_equal, "sub", bn254_fp2_sub, &a, &b);
        BN254_TEST_BINOP_ALIASING(bn254_fp2, bn254_fp2_equal, "mul", bn254_fp2_mul, &a, &b);
        BN254_TEST_UNOP_ALIASING(bn254_fp2, bn254_fp2_equal, "neg", bn254_fp2_neg, &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp2, bn254_fp2_equal, "dbl", bn254_fp2_dbl, &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp2, bn254_fp2_equal, "tpl", bn254_fp2_tpl, &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp2, bn254_fp2_equal, "half", bn254_fp2_half, &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp2, bn254_fp2_equal, "conj", bn254_fp2_conj, &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp2, bn254_fp2_equal, "sqr", bn254_fp2_sqr, &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp2, bn254_fp2_equal, "inv", bn254_fp2_inv, &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp2, bn254_fp2_equal, "mul_xi", bn254_fp2_mul_xi, &a);

        /* mul_fp: r == a; the scalar aliasing a coordinate of r (and of a) */
        bn254_test_rand_fp(&s);
        bn254_fp2_mul_fp(&want, &a, &s);
        r = a;
        bn254_fp2_mul_fp(&r, &r, &s);
        assert_fp2_equal(&r, &want);
        bn254_fp2_mul_fp(&want, &a, &a.c0);
        r = a;
        bn254_fp2_mul_fp(&r, &r, &r.c0);
        assert_fp2_equal(&r, &want);
        bn254_fp2_mul_fp(&want, &a, &a.c1);
        r = a;
        bn254_fp2_mul_fp(&r, &r, &r.c1);
        assert_fp2_equal(&r, &want);
        bn254_fp2_mul_fp(&want, &b, &a.c0);
        r = a;
        bn254_fp2_mul_fp(&r, &b, &r.c0);
        assert_fp2_equal(&r, &want);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fp2_known_answers),
        cmocka_unit_test(test_fp2_mul_vs_schoolbook),
        cmocka_unit_test(test_fp2_ring_laws),
        cmocka_unit_test(test_fp2_sqr),
        cmocka_unit_test(test_fp2_u_squared),
        cmocka_unit_test(test_fp2_inv),
        cmocka_unit_test(test_fp2_conj),
        cmocka_unit_test(test_fp2_frobenius_is_conj),
        cmocka_unit_test(test_fp2_mul_xi),
        cmocka_unit_test(test_fp2_mul_fp),
        cmocka_unit_test(test_fp2_add_sub_neg),
        cmocka_unit_test(test_fp2_dbl_tpl_half),
        cmocka_unit_test(test_fp2_predicates),
        cmocka_unit_test(test_fp2_aliasing),
    };
    bn254_test_init("fp2");
    return cmocka_run_group_tests_name("fp2", tests, NULL, NULL);
}
