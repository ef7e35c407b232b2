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

/* The definition, (a0 + a1 u)(b0 + b1 u) = (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u,
 * on reference integers (ref_curve.h). */
#define schoolbook_mul bn254_ref_fp2_mul_elems

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

/* The field laws (support/field_laws.h), against the reference product. */
#define BN254_TF fp2
#define BN254_TF_RAND(a) bn254_test_rand_fp2(a)
#define BN254_TF_REF_MUL(r, a, b) schoolbook_mul((r), (a), (b))
#define BN254_TF_N_EDGES N_EDGE_FP2
#define BN254_TF_EDGE(a, i) edge_fp2((a), (i))
#define BN254_TF_CANONICAL(a) fp2_is_canonical(a)
#define BN254_TF_HALF
#include "support/field_laws.h"

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
    /* op(x, y) = (want_re, want_im) on the named inputs a, b, -1 - u, 1 - u;
     * products also commuted, squares also as products */
    enum { IN_A, IN_B, IN_M1, IN_1M1 };
    enum { MUL, SQR, INV, MUL_XI };
    static const struct {
        const char *what;
        int op, x, y;
        const char *want_re, *want_im;
    } kat[] = {
        {"a b", MUL, IN_A, IN_B, "1cfa331919f2174b9163e9dab97696944480e0f23f52a5ff6fd021378cd54641",
         "2d7cc6ce2b8297cf8c56a50b03e6e4d44bedd90d665cfb8ce1e25a2e11230f8a"},
        {"a^2", SQR, IN_A, 0, "2e9ba1b8f4b0a2f83503a4ddbf1b32eae2b573e71c496cad89610675016fbe38",
         "07fc7e12caa0771c86ebb0f57698b38c91d92b6ca525bc7519168f9699b7036b"},
        {"a^-1", INV, IN_A, 0, "0338f0af1922201d69dbf5ec7314032d6470092a749dacb736739d7cdb8c23c4",
         "116f819ead21753945533e8bebfaf588cf3c70101886d89f7ddf9596d188943b"},
        {"a (9 + u)", MUL_XI, IN_A, 0,
         "164f3b23ac136cdad87b2e2757ea9dc33cd62e9fbb82c37fca297066f1a9051c",
         "1c8495bb0d927a0bfd0affb20c3fca5fbf4c6a9911a5744c47ff68a2657e9b44"},
        {"(-1 - u)^2 = 2u", SQR, IN_M1, 0, "0", "2"},
        {"(-1 - u) b", MUL, IN_M1, IN_B,
         "08cfc82c66bf03617d51828bb2e56e7d52379fd9e65d71914b0a1e8681d84df9",
         "133d5abf12ba8c63b3089efdfd2fe9929dcf06d7727c1e0805a83bdb8dcbcc0c"},
        {"(-1 - u)^-1 = (-1 + u)/2", INV, IN_M1, 0, "-1/2", "1/2"},
        {"(1 - u)^-1 = (1 + u)/2", INV, IN_1M1, 0, "1/2", "1/2"},
    };
    bn254_fp2 in[4], want, got, alt;
    size_t i;
    (void)state;
    bn254_test_fp2_from_hex(&in[IN_A], KAT_A0, KAT_A1);
    bn254_test_fp2_from_hex(&in[IN_B], KAT_B0, KAT_B1);
    bn254_test_fp2_from_hex(&in[IN_M1], "-1", "-1");
    bn254_test_fp2_from_hex(&in[IN_1M1], "1", "-1");
    for (i = 0; i < BN254_ARRAY_LEN(kat); i++) {
        const bn254_fp2 *x = &in[kat[i].x], *y = &in[kat[i].y];
        bn254_test_fp2_from_hex(&want, kat[i].want_re, kat[i].want_im);
        switch (kat[i].op) {
        case MUL:
            bn254_fp2_mul(&got, x, y);
            bn254_fp2_mul(&alt, y, x);
            break;
        case SQR:
            bn254_fp2_sqr(&got, x);
            bn254_fp2_mul(&alt, x, x);
            break;
        case INV:
            bn254_fp2_inv(&got, x);
            alt = got;
            break;
        default:
            bn254_fp2_mul_xi(&got, x);
            alt = got;
            break;
        }
        if (!bn254_fp2_equal(&got, &want) || !bn254_fp2_equal(&alt, &want)) {
            print_error("known answer %s\n", kat[i].what);
        }
        assert_fp2_equal(&got, &want);
        assert_fp2_equal(&alt, &want);
    }
}

/* ---- multiplication -------------------------------------------------------- */

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
        bn254_test_fp2_elem(&a, i);
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

/* Addition and subtraction are coordinate by coordinate (the laws they obey:
 * field_laws.h). */
static void test_fp2_componentwise(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters + N_EDGE_FP2; i++) {
        bn254_fp2 a, b, x, y;
        bn254_test_fp2_elem(&a, i);
        bn254_test_fp2_elem(&b, i < N_EDGE_FP2 ? N_EDGE_FP2 - 1 - i : i);
        bn254_fp2_add(&x, &a, &b);
        bn254_fp_add(&y.c0, &a.c0, &b.c0);
        bn254_fp_add(&y.c1, &a.c1, &b.c1);
        assert_fp2_equal(&x, &y);
        bn254_fp2_sub(&x, &a, &b);
        bn254_fp_sub(&y.c0, &a.c0, &b.c0);
        bn254_fp_sub(&y.c1, &a.c1, &b.c1);
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

/* (add, sub, mul, neg, sqr, inv, ...: field_laws.h) */
static void test_fp2_aliasing_special(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp2 a, b, want, r;
        bn254_fp s;
        bn254_test_rand_fp2(&a);
        bn254_test_rand_fp2(&b);
        BN254_TEST_UNOP_ALIASING(bn254_fp2, bn254_fp2_equal, "conj", bn254_fp2_conj, &a);
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
        BN254_TF_TESTS,
        cmocka_unit_test(test_fp2_u_squared),
        cmocka_unit_test(test_fp2_conj),
        cmocka_unit_test(test_fp2_frobenius_is_conj),
        cmocka_unit_test(test_fp2_mul_xi),
        cmocka_unit_test(test_fp2_mul_fp),
        cmocka_unit_test(test_fp2_componentwise),
        cmocka_unit_test(test_fp2_predicates),
        cmocka_unit_test(test_fp2_aliasing_special),
    };
    bn254_test_init("fp2");
    return cmocka_run_group_tests_name("fp2", tests, NULL, NULL);
}
