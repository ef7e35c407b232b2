/* SPDX-License-Identifier: MIT */
/*
 * test_fp6.c: Fp6 = Fp2[v]/(v^3 - xi), xi = 9 + u, is computed correctly:
 * known answers computed outside the library, Karatsuba multiplication and
 * Chung-Hasan squaring against the schoolbook product, the ring and field
 * laws, the defining relation v^3 = xi, the sparse products (by v, by an Fp2
 * scalar, by b0 + b1 v) against dense ones, and every aliasing pattern.
 */
#include "support/layer.h"

/* ---- independent helpers --------------------------------------------------- */

/* Schoolbook: sum a_i b_j v^(i+j), then v^3 = xi, v^4 = xi v. */
static void schoolbook_mul(bn254_fp6 *r, const bn254_fp6 *a, const bn254_fp6 *b) {
    const bn254_fp2 *ac[3], *bc[3];
    bn254_fp2 acc[5], t;
    int i, j;
    ac[0] = &a->c0, ac[1] = &a->c1, ac[2] = &a->c2;
    bc[0] = &b->c0, bc[1] = &b->c1, bc[2] = &b->c2;
    for (i = 0; i < 5; i++) bn254_fp2_set_zero(&acc[i]);
    for (i = 0; i < 3; i++)
        for (j = 0; j < 3; j++) {
            bn254_fp2_mul(&t, ac[i], bc[j]);
            bn254_fp2_add(&acc[i + j], &acc[i + j], &t);
        }
    bn254_fp2_mul_xi(&t, &acc[3]);
    bn254_fp2_add(&r->c0, &acc[0], &t);
    bn254_fp2_mul_xi(&t, &acc[4]);
    bn254_fp2_add(&r->c1, &acc[1], &t);
    r->c2 = acc[2];
}

static void fp6_set(bn254_fp6 *r, const bn254_fp2 *c0, const bn254_fp2 *c1, const bn254_fp2 *c2) {
    r->c0 = *c0;
    r->c1 = *c1;
    r->c2 = *c2;
}

static void rand_nonzero_fp6(bn254_fp6 *a) {
    do {
        bn254_test_rand_fp6(a);
    } while (bn254_fp6_is_zero(a));
}

/* Edge Fp2 values: 0, 1, -1, u, -1 - u, 2^-1 (coordinates (p+1)/2). */
#define N_EDGE_FP2 6
static void edge_fp2(bn254_fp2 *r, int i) {
    bn254_fp2_set_zero(r);
    switch (i) {
    case 1:
        bn254_fp_set_one(&r->c0);
        break;
    case 2:
        bn254_fp_set_one(&r->c0);
        bn254_fp_neg(&r->c0, &r->c0);
        break;
    case 3:
        bn254_fp_set_one(&r->c1);
        break;
    case 4:
        bn254_test_fp_from_raw(&r->c0, bn254_test_edge(3)); /* p - 1 */
        r->c1 = r->c0;
        break;
    case 5:
        bn254_fp_set_u64(&r->c0, 2);
        bn254_fp2_inv(r, r);
        break;
    default:
        break;
    }
}

/* Edge Fp6 value number i < N_EDGE_FP2^3: coordinates from the edge Fp2 set. */
#define N_EDGE_FP6 (N_EDGE_FP2 * N_EDGE_FP2 * N_EDGE_FP2)
static void edge_fp6(bn254_fp6 *r, int i) {
    edge_fp2(&r->c0, i % N_EDGE_FP2);
    edge_fp2(&r->c1, (i / N_EDGE_FP2) % N_EDGE_FP2);
    edge_fp2(&r->c2, i / (N_EDGE_FP2 * N_EDGE_FP2));
}

/* The k-th coordinate (in v) of a. */
static bn254_fp2 *coord(bn254_fp6 *a, int k) {
    return k == 0 ? &a->c0 : k == 1 ? &a->c1 : &a->c2;
}

/* Random element, or (1 time in 4) one with random coordinates zeroed. */
static void rand_sparse_fp6(bn254_fp6 *r) {
    uint64_t m = bn254_test_rand64();
    bn254_test_rand_fp6(r);
    if (m & 3) return;
    if (m & 4) bn254_fp2_set_zero(&r->c0);
    if (m & 8) bn254_fp2_set_zero(&r->c1);
    if (m & 16) bn254_fp2_set_zero(&r->c2);
}

static int fp6_is_one(const bn254_fp6 *a) {
    return bn254_fp2_is_one(&a->c0) && bn254_fp2_is_zero(&a->c1) && bn254_fp2_is_zero(&a->c2);
}

/* The field laws (support/field_laws.h), against the schoolbook product. */
#define BN254_TF fp6
#define BN254_TF_IS_ONE fp6_is_one
#define BN254_TF_RAND(a) rand_sparse_fp6(a)
#define BN254_TF_REF_MUL(r, a, b) schoolbook_mul((r), (a), (b))
#define BN254_TF_N_EDGES N_EDGE_FP6
#define BN254_TF_EDGE(a, i) edge_fp6((a), (i))
#include "support/field_laws.h"

/* ---- known answers ----------------------------------------------------------
 * Computed by tools/gen_tower_kat.py (Python 3 big integers): Fp2 from the definition
 * (a0 + a1 u)(b0 + b1 u) = (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u, Fp6 products
 * as the schoolbook sum a_i b_j v^(i+j) reduced by v^3 = 9 + u; not by this
 * library. The inputs are arbitrary: SHA-256("fp6 a0"), ... mod p.
 * Each row is (c0 real, c0 imaginary), ...
 */
static const char *const kat_a[6] = {
    "225055b36ba3d1f0bdef83b1496c936047007080003a9f49f19c530ef48a4f39",
    "055a75764bce554a5c3ec6aa17da0049f97a0e93ef78019cb7e3e4c57c87041f",
    "2d3af19bdb2c4745743f725816e05586cc4245487cb37f67ec8b65d0aac573eb",
    "14f6aaced13d30632c97f6654b486ac0fdf029c8030965aeb61cdd6de455e6a9",
    "0c27ed0d675895a630a11f1e6ba4a51091c48463ef17634e7f1ac45ab21260ed",
    "0e0c7351fad96ab2259a734f4c30576728d485f9e50ac114585e35d769d1b25a"};
static const char *const kat_b[6] = {
    "1f497664b7d6c03d252f0e853e2da9ab5a86cf9185e85cd461bae215f49a5f28",
    "0fe488d51fcc7466a120f530e5cd25d02b2c80cfa5a5f2aa9955f1c69e95b5f0",
    "189f373c78498b9dbde46ff9212173465ed8a8b9b398776167d08412228c202a",
    "2027a2d9dcfb621ce1008c58d568ba902ec8f61d4a39dca5278bb56ee19c0175",
    "2d2ef1c4369d3fae441ed615ccb292ec0a9c80821059a51b7c0328dbbd3da2b4",
    "15212c68e639a0ecf92d9211ab5f8ae9b8c0430dd1035f4707421c31aea0168f"};
static const char *const kat_ab[6] = {
    "085b59c50858f10147ee5b8901029101b9d10b5b440cd151d00c02171247d73d",
    "13ef5a4c8d043903ee55125dd92b3225da29311a23fa6a6442a1cee2d382ccc7",
    "13d54800a832cdc036a3820537eebfd515dc03547eb42975c8dac652ee16bf22",
    "2e8fd8c89d1e0e9212f902c1f62099c0f66dc822edc753313ba4a4b4baefcf9e",
    "1184ff67a43be2bd8b1e4a20481ce2946ee6743696e4c68991ec7446380e6965",
    "05aff641ccab0083dd19a3fc91bd6712173c5ea27fa0246a8233f9f3680d22bb"};
static const char *const kat_a2[6] = {
    "200177996806236d3e07c6eec0b3ece7ddf5a184510ca28835e7ac97dda7f113",
    "0c5a639ea734db3fbff10221ca4690c60ea228b2853eec483455a97753aa1e81",
    "098505be941075afe0f2516fc2e937846af2c3c7694648c0347107eaa8f28a5a",
    "211f38c2d856627a6b18677b0b1d83d5c354edc44e22521b5417fe45dfcfe647",
    "215089b81883a2f8a33e77f53a142deb702519f8c852b37a067733810a7dc5a6",
    "2cad6ec357dd2fa6ae307e58e06979b9bf4612c5223dacc542ff98112f1633d2"};

static void fp6_from_hex(bn254_fp6 *r, const char *const h[6]) {
    bn254_test_fp2_from_hex(&r->c0, h[0], h[1]);
    bn254_test_fp2_from_hex(&r->c1, h[2], h[3]);
    bn254_test_fp2_from_hex(&r->c2, h[4], h[5]);
}

static void test_fp6_known_answers(void **state) {
    bn254_fp6 a, b, want, got;
    (void)state;
    fp6_from_hex(&a, kat_a);
    fp6_from_hex(&b, kat_b);
    fp6_from_hex(&want, kat_ab);
    bn254_fp6_mul(&got, &a, &b);
    assert_fp6_equal(&got, &want);
    bn254_fp6_mul(&got, &b, &a);
    assert_fp6_equal(&got, &want);
    fp6_from_hex(&want, kat_a2);
    bn254_fp6_sqr(&got, &a);
    assert_fp6_equal(&got, &want);
    bn254_fp6_mul(&got, &a, &a);
    assert_fp6_equal(&got, &want);
}

/* ---- multiplication -------------------------------------------------------- */

/* v^3 = xi, the defining relation, by the dense product and by mul_v. */
static void test_fp6_v_cubed(void **state) {
    bn254_fp6 v, x, want;
    (void)state;
    bn254_fp6_set_zero(&v);
    bn254_fp2_set_one(&v.c1);
    bn254_fp6_set_zero(&want);
    bn254_fp_set_u64(&want.c0.c0, 9);
    bn254_fp_set_u64(&want.c0.c1, 1);
    bn254_fp6_mul(&x, &v, &v);
    bn254_fp6_mul(&x, &x, &v);
    assert_fp6_equal(&x, &want);
    bn254_fp6_sqr(&x, &v);
    bn254_fp6_mul(&x, &x, &v);
    assert_fp6_equal(&x, &want);
    bn254_fp6_set_one(&x);
    bn254_fp6_mul_v(&x, &x);
    bn254_fp6_mul_v(&x, &x);
    bn254_fp6_mul_v(&x, &x);
    assert_fp6_equal(&x, &want);
    /* and v^2 is the basis element (0, 0, 1) */
    bn254_fp6_sqr(&x, &v);
    bn254_fp6_set_zero(&want);
    bn254_fp2_set_one(&want.c2);
    assert_fp6_equal(&x, &want);
}

static void test_fp6_mul_v(void **state) {
    int i;
    bn254_fp6 v;
    (void)state;
    bn254_fp6_set_zero(&v);
    bn254_fp2_set_one(&v.c1);
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp6 a, got, want;
        rand_sparse_fp6(&a);
        bn254_fp6_mul_v(&got, &a);
        schoolbook_mul(&want, &a, &v);
        assert_fp6_equal(&got, &want);
    }
}

static void test_fp6_mul_fp2(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp6 a, s6, got, want;
        bn254_fp2 s, zero;
        rand_sparse_fp6(&a);
        if (i < N_EDGE_FP2)
            edge_fp2(&s, i);
        else
            bn254_test_rand_fp2(&s);
        bn254_fp2_set_zero(&zero);
        fp6_set(&s6, &s, &zero, &zero);
        bn254_fp6_mul_fp2(&got, &a, &s);
        schoolbook_mul(&want, &a, &s6);
        assert_fp6_equal(&got, &want);
    }
}

static void test_fp6_mul_01(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters + N_EDGE_FP2 * N_EDGE_FP2; i++) {
        bn254_fp6 a, b, got, want;
        bn254_fp2 b0, b1, zero;
        rand_sparse_fp6(&a);
        if (i < N_EDGE_FP2 * N_EDGE_FP2) {
            edge_fp2(&b0, i % N_EDGE_FP2);
            edge_fp2(&b1, i / N_EDGE_FP2);
        } else {
            bn254_test_rand_fp2(&b0);
            bn254_test_rand_fp2(&b1);
        }
        bn254_fp2_set_zero(&zero);
        fp6_set(&b, &b0, &b1, &zero);
        bn254_fp6_mul_01(&got, &a, &b0, &b1);
        schoolbook_mul(&want, &a, &b);
        assert_fp6_equal(&got, &want);
    }
}

/* Addition and subtraction are coordinate by coordinate (the laws they obey:
 * field_laws.h). */
static void test_fp6_componentwise(void **state) {
    int i, k;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp6 a, b, x, y;
        rand_sparse_fp6(&a);
        rand_sparse_fp6(&b);
        bn254_fp6_add(&x, &a, &b);
        bn254_fp6_sub(&y, &a, &b);
        for (k = 0; k < 3; k++) {
            bn254_fp2 t;
            bn254_fp2_add(&t, coord(&a, k), coord(&b, k));
            assert_fp2_equal(coord(&x, k), &t);
            bn254_fp2_sub(&t, coord(&a, k), coord(&b, k));
            assert_fp2_equal(coord(&y, k), &t);
        }
    }
}

static void test_fp6_predicates(void **state) {
    bn254_fp6 a, b;
    int k;
    (void)state;
    bn254_fp6_set_zero(&a);
    assert_true(bn254_fp6_is_zero(&a));
    bn254_fp6_set_one(&b);
    assert_false(bn254_fp6_is_zero(&b));
    assert_false(bn254_fp6_equal(&a, &b));
    assert_true(bn254_fp2_is_one(&b.c0));
    assert_true(bn254_fp2_is_zero(&b.c1) && bn254_fp2_is_zero(&b.c2));
    /* a single non-zero coordinate anywhere makes it non-zero and unequal */
    for (k = 0; k < 3; k++) {
        bn254_fp2 *c = k == 0 ? &a.c0 : k == 1 ? &a.c1 : &a.c2;
        bn254_fp6_set_zero(&a);
        bn254_fp_set_one(&c->c1);
        assert_false(bn254_fp6_is_zero(&a));
        bn254_fp6_set_zero(&b);
        assert_false(bn254_fp6_equal(&a, &b));
        b = a;
        assert_true(bn254_fp6_equal(&a, &b));
    }
}

/* ---- aliasing ---------------------------------------------------------------- */

/* (add, sub, mul, neg, sqr, inv, ...: field_laws.h) */
static void test_fp6_aliasing_special(void **state) {
    int i, j, k;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp6 a, b, want, r;
        bn254_fp2 s, b0, b1;
        rand_nonzero_fp6(&a);
        rand_nonzero_fp6(&b);
        BN254_TEST_UNOP_ALIASING(bn254_fp6, bn254_fp6_equal, "mul_v", bn254_fp6_mul_v, &a);

        /* mul_fp2: r == a, and the scalar inside r (== a) */
        bn254_test_rand_fp2(&s);
        bn254_fp6_mul_fp2(&want, &a, &s);
        r = a;
        bn254_fp6_mul_fp2(&r, &r, &s);
        assert_fp6_equal(&r, &want);
        for (k = 0; k < 3; k++) {
            bn254_fp6_mul_fp2(&want, &a, coord(&a, k));
            r = a;
            bn254_fp6_mul_fp2(&r, &r, coord(&r, k));
            assert_fp6_equal(&r, &want);
        }

        /* mul_01: r == a, and b0, b1 inside r (== a) in every position */
        bn254_test_rand_fp2(&b0);
        bn254_test_rand_fp2(&b1);
        bn254_fp6_mul_01(&want, &a, &b0, &b1);
        r = a;
        bn254_fp6_mul_01(&r, &r, &b0, &b1);
        assert_fp6_equal(&r, &want);
        for (j = 0; j < 3; j++) {
            for (k = 0; k < 3; k++) {
                bn254_fp6_mul_01(&want, &a, coord(&a, j), coord(&a, k));
                r = a;
                bn254_fp6_mul_01(&r, &r, coord(&r, j), coord(&r, k));
                assert_fp6_equal(&r, &want);
                /* r distinct from a but holding b0, b1 */
                bn254_fp6_mul_01(&want, &b, coord(&a, j), coord(&a, k));
                r = a;
                bn254_fp6_mul_01(&r, &b, coord(&r, j), coord(&r, k));
                assert_fp6_equal(&r, &want);
            }
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fp6_known_answers),    BN254_TF_TESTS,
        cmocka_unit_test(test_fp6_v_cubed),          cmocka_unit_test(test_fp6_mul_v),
        cmocka_unit_test(test_fp6_mul_fp2),          cmocka_unit_test(test_fp6_mul_01),
        cmocka_unit_test(test_fp6_componentwise),    cmocka_unit_test(test_fp6_predicates),
        cmocka_unit_test(test_fp6_aliasing_special),
    };
    bn254_test_init("fp6");
    return cmocka_run_group_tests_name("fp6", tests, NULL, NULL);
}
