/* SPDX-License-Identifier: MIT */
/*
 * test_fp.c: the base field. Known answers computed independently with
 * Python big integers (a*b mod p etc. from the definition), field axioms on
 * edge-biased random elements, aliasing of every operation, encoding
 * boundaries (p-1 accepted; p, p+1, 2^256-1 rejected), and the C99 fallback
 * multiplier: this file is also built with BN254_FORCE_NO_INT128
 * (ctest bn254.fp_noint128), so both multipliers must meet the same answers.
 */
#include "test_util.h"

/* a and b are the first two words of go-ethereum's jeff1 pairing input. */
#define KA "1c76476f4def4bb94541d57ebba1193381ffa7aa76ada664dd31c16024c43f59"
#define KB "3034dd2920f673e204fee2811c678745fc819b55d3e9d294e45c9b03a76aef41"

static void test_known_answers(void **state) {
    static const struct {
        const char *name, *value;
    } kat[] = {
        {"a*b", "02b87a63f38b1d6e46d23bf02de949692d899e47f5326d316fc46dc63d09f36a"},
        {"a^2", "2c3e3cdb05f0b3f26cc2b6f66a5ba940c70e6559aa182ca736d9014f13826dd3"},
        {"1/a", "23dc39054ad47a257405aa0d0e975d883c3abb896cd7171819e1e057bd1a8720"},
        {"a+b", "1c46d6258db41f7191f072495687481be6ffd86ee225ae6c856dd04cf3b23153"},
        {"a-b", "1ca5b8b90e2a7800f89338b420baea4b1cff76e60b359e5d34f5b27355d64d5f"},
        {"b-a", "13be95b9d3072828bfbd0d0260c66e127a81f3ab5d3c2c30072ad9a382a6afe8"},
        {"a/2", "266d4af1179075f17ec90d9a9e9138c88cc0891def8fb8790ca926bb7ea09e50"},
    };
    bn254_fp a, b, got[7], want;
    size_t i;
    (void)state;
    bn254_test_fp_from_hex(&a, KA);
    bn254_test_fp_from_hex(&b, KB);
    bn254_fp_mul(&got[0], &a, &b);
    bn254_fp_sqr(&got[1], &a);
    bn254_fp_inv(&got[2], &a);
    bn254_fp_add(&got[3], &a, &b);
    bn254_fp_sub(&got[4], &a, &b);
    bn254_fp_sub(&got[5], &b, &a);
    bn254_fp_half(&got[6], &a);
    for (i = 0; i < BN254_ARRAY_LEN(kat); i++) {
        bn254_test_fp_from_hex(&want, kat[i].value);
        if (!bn254_fp_equal(&got[i], &want)) print_error("known answer %s\n", kat[i].name);
        assert_fp_equal(&got[i], &want);
    }
}

static void test_known_edges(void **state) {
    /* (p-1)^2 = 1, 1/(p-1) = p-1, (2^192-1)^2 and its inverse (Python). */
    bn254_fp m, t, one, d, want;
    (void)state;
    bn254_test_fp_from_hex(&m, "30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd46");
    bn254_fp_set_one(&one);
    bn254_fp_sqr(&t, &m);
    assert_fp_equal(&t, &one);
    bn254_fp_inv(&t, &m);
    assert_fp_equal(&t, &m);
    bn254_fp_add(&t, &m, &one);
    assert_true(bn254_fp_is_zero(&t));
    bn254_test_fp_from_hex(&d, "ffffffffffffffffffffffffffffffffffffffffffffffff");
    bn254_fp_mul(&t, &d, &d);
    bn254_test_fp_from_hex(&want, "2c1e8d981110f1aded7948a39bab3e80e0e407c3583ff80270bb17072fcc56eb");
    assert_fp_equal(&t, &want);
    bn254_fp_inv(&t, &d);
    bn254_test_fp_from_hex(&want, "2fb94cc8ae8e43f923dac66f0df2db07d41907a4b39423a78ee4e0f8d4984a77");
    assert_fp_equal(&t, &want);
    /* inverse of zero is defined as zero */
    bn254_fp_set_zero(&t);
    bn254_fp_inv(&t, &t);
    assert_true(bn254_fp_is_zero(&t));
}

static void test_encoding(void **state) {
    /* p-1 decodes; p, p+1, 2^255, 2^256-1 do not; round trip of random values. */
    static const char *reject[] = {
        "30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47",
        "30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd48",
        "8000000000000000000000000000000000000000000000000000000000000000",
        "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
    };
    uint8_t buf[32], out[32];
    bn254_fp a, before;
    size_t i;
    int it;
    (void)state;
    for (i = 0; i < BN254_ARRAY_LEN(reject); i++) {
        int j;
        for (j = 0; j < 32; j++)
            buf[j] = (uint8_t)(bn254_test_hexval(reject[i][2 * j]) << 4 |
                               bn254_test_hexval(reject[i][2 * j + 1]));
        bn254_fp_set_u64(&a, 7);
        before = a;
        assert_int_equal(bn254_fp_from_be32(&a, buf), 0);
        assert_fp_equal(&a, &before); /* untouched on failure */
    }
    memset(buf, 0, sizeof buf);
    buf[31] = 1;
    assert_int_equal(bn254_fp_from_be32(&a, buf), 1);
    assert_true(bn254_fp_is_one(&a));
    for (it = 0; it < bn254_test_iters; it++) {
        bn254_test_rand_fp(&a);
        bn254_fp_to_be32(buf, &a);
        assert_int_equal(bn254_fp_from_be32(&before, buf), 1);
        assert_fp_equal(&a, &before);
        bn254_fp_to_be32(out, &before);
        assert_memory_equal(buf, out, 32);
    }
}

static void test_axioms(void **state) {
    int it;
    (void)state;
    for (it = 0; it < 4 * bn254_test_iters; it++) {
        bn254_fp a, b, c, t, u, v, one;
        bn254_test_rand_fp(&a);
        bn254_test_rand_fp(&b);
        bn254_test_rand_fp(&c);
        bn254_fp_set_one(&one);
        /* commutativity, associativity, distributivity */
        bn254_fp_mul(&t, &a, &b);
        bn254_fp_mul(&u, &b, &a);
        assert_fp_equal(&t, &u);
        bn254_fp_mul(&t, &t, &c);
        bn254_fp_mul(&u, &b, &c);
        bn254_fp_mul(&u, &a, &u);
        assert_fp_equal(&t, &u);
        bn254_fp_add(&t, &b, &c);
        bn254_fp_mul(&t, &a, &t);
        bn254_fp_mul(&u, &a, &b);
        bn254_fp_mul(&v, &a, &c);
        bn254_fp_add(&u, &u, &v);
        assert_fp_equal(&t, &u);
        bn254_fp_add(&t, &a, &b);
        bn254_fp_add(&u, &b, &a);
        assert_fp_equal(&t, &u);
        /* (a + b) - b = a, a - a = 0, a + (-a) = 0, -(-a) = a */
        bn254_fp_add(&t, &a, &b);
        bn254_fp_sub(&t, &t, &b);
        assert_fp_equal(&t, &a);
        bn254_fp_neg(&t, &a);
        bn254_fp_add(&u, &t, &a);
        assert_true(bn254_fp_is_zero(&u));
        bn254_fp_neg(&t, &t);
        assert_fp_equal(&t, &a);
        /* sqr = mul(a, a); dbl = a + a; tpl = 3a; half(2a) = a; a * 1 = a */
        bn254_fp_sqr(&t, &a);
        bn254_fp_mul(&u, &a, &a);
        assert_fp_equal(&t, &u);
        bn254_fp_dbl(&t, &a);
        bn254_fp_add(&u, &a, &a);
        assert_fp_equal(&t, &u);
        bn254_fp_tpl(&t, &a);
        bn254_fp_add(&u, &u, &a);
        assert_fp_equal(&t, &u);
        bn254_fp_dbl(&t, &a);
        bn254_fp_half(&t, &t);
        assert_fp_equal(&t, &a);
        bn254_fp_half(&t, &a);
        bn254_fp_add(&t, &t, &t);
        assert_fp_equal(&t, &a);
        bn254_fp_mul(&t, &a, &one);
        assert_fp_equal(&t, &a);
        /* a * a^-1 = 1 */
        if (!bn254_fp_is_zero(&a)) {
            bn254_fp_inv(&t, &a);
            bn254_fp_mul(&t, &t, &a);
            assert_true(bn254_fp_is_one(&t));
        }
        assert_true(bn254_fp_is_canonical(&a));
    }
}

static void test_small_integers(void **state) {
    /* set_u64 agrees with repeated addition of one, and (2^64-1)+1 = 2^64. */
    bn254_fp acc, t, one;
    uint64_t i;
    (void)state;
    bn254_fp_set_zero(&acc);
    bn254_fp_set_one(&one);
    for (i = 0; i < 300; i++) {
        bn254_fp_set_u64(&t, i);
        assert_fp_equal(&t, &acc);
        bn254_fp_add(&acc, &acc, &one);
    }
    bn254_fp_set_u64(&t, UINT64_MAX);
    bn254_fp_add(&t, &t, &one);
    bn254_test_fp_from_hex(&acc, "10000000000000000");
    assert_fp_equal(&t, &acc);
}

/* Each binary operation with r == a, r == b and r == a == b must equal the
 * result into a separate variable. */
typedef void (*bn254_fp_binop)(bn254_fp *, const bn254_fp *, const bn254_fp *);
typedef void (*bn254_fp_unop)(bn254_fp *, const bn254_fp *);

static void test_aliasing(void **state) {
    static const bn254_fp_binop bin[] = {bn254_fp_add, bn254_fp_sub, bn254_fp_mul};
    static const bn254_fp_unop un[] = {bn254_fp_neg, bn254_fp_dbl, bn254_fp_tpl, bn254_fp_half,
                                       bn254_fp_sqr, bn254_fp_inv};
    int it;
    size_t k;
    (void)state;
    for (it = 0; it < bn254_test_iters; it++) {
        bn254_fp a, b, want, t;
        bn254_test_rand_fp(&a);
        bn254_test_rand_fp(&b);
        for (k = 0; k < BN254_ARRAY_LEN(bin); k++) {
            bin[k](&want, &a, &b);
            t = a;
            bin[k](&t, &t, &b);
            assert_fp_equal(&t, &want);
            t = b;
            bin[k](&t, &a, &t);
            assert_fp_equal(&t, &want);
            bin[k](&want, &a, &a);
            t = a;
            bin[k](&t, &t, &t);
            assert_fp_equal(&t, &want);
        }
        for (k = 0; k < BN254_ARRAY_LEN(un); k++) {
            un[k](&want, &a);
            t = a;
            un[k](&t, &t);
            assert_fp_equal(&t, &want);
        }
    }
}

static void test_inversion_edges(void **state) {
    /* Every edge value (and its negation) times its inverse is one. */
    size_t i;
    (void)state;
    for (i = 0; i < BN254_ARRAY_LEN(bn254_test_edges); i++) {
        bn254_fp a, t;
        int neg;
        for (neg = 0; neg < 2; neg++) {
            bn254_test_fp_from_raw(&a, bn254_test_edges[i]);
            if (neg) bn254_fp_neg(&a, &a);
            if (bn254_fp_is_zero(&a)) continue;
            bn254_fp_inv(&t, &a);
            bn254_fp_mul(&t, &t, &a);
            assert_true(bn254_fp_is_one(&t));
        }
    }
}

static void test_inversions_agree(void **state) {
    /* The divsteps inversion (bn254_fp_inv: 62-bit limbs with __int128, 30-bit
     * limbs without, as in the fp_noint128 build of this file) and the binary
     * extended Euclid give the same inverse; the inverse table is right. */
    int it;
    unsigned i;
    (void)state;
    for (it = 0; it < 16 * bn254_test_iters; it++) {
        bn254_fp a, x, y;
        bn254_test_rand_fp(&a);
        uint64_t fast[4], slow[4];
        bn254_fp_inv(&x, &a);
        /* the two integer algorithms agree on the stored value, and the
         * field layer's fix-up maps the result to the inverse */
        bn254_modinv_var(fast, a.l);
        bn254_modinv_binary(slow, a.l);
        assert_memory_equal(fast, slow, sizeof fast);
        bn254_kern_fp_from_stored_inverse(&y, slow);
        assert_fp_equal(&x, &y);
    }
    for (i = 0; i < 128; i++) assert_int_equal((uint8_t)((2 * i + 1) * bn254_inv_odd_mod256[i]), 1);
}

static void test_mac_primitive(void **state) {
    /* The 64x64->128 multiply-accumulate at its extremes (this file is built
     * with and without __int128): (2^64-1)^2 + 2(2^64-1) = 2^128 - 1. */
    uint64_t hi, lo;
    (void)state;
    bn254_mac(&hi, &lo, UINT64_MAX, UINT64_MAX, UINT64_MAX, UINT64_MAX);
    assert_true(hi == UINT64_MAX && lo == UINT64_MAX);
    bn254_mac(&hi, &lo, UINT64_MAX, UINT64_MAX, 0, 0);
    assert_true(hi == UINT64_MAX - 1 && lo == 1);
    bn254_mac(&hi, &lo, 0x100000000ULL, 0x100000000ULL, 1, 0);
    assert_true(hi == 1 && lo == 1);
    bn254_mac(&hi, &lo, 0xdeadbeefcafebabeULL, 0x0123456789abcdefULL, 0, 0);
    /* Python: 0xdeadbeefcafebabe * 0x0123456789abcdef = 0xfd5bdeeeb2a01d7eb689f4ea447d62 */
    assert_true(hi == 0x00fd5bdeeeb2a01dULL && lo == 0x7eb689f4ea447d62ULL);
    printf("int128 path: %d\n", BN254_HAVE_INT128);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_known_answers),   cmocka_unit_test(test_known_edges),
        cmocka_unit_test(test_encoding),        cmocka_unit_test(test_axioms),
        cmocka_unit_test(test_small_integers),  cmocka_unit_test(test_aliasing),
        cmocka_unit_test(test_inversion_edges), cmocka_unit_test(test_mac_primitive),
        cmocka_unit_test(test_inversions_agree),
    };
    bn254_test_init("fp");
    return cmocka_run_group_tests_name("fp", tests, NULL, NULL);
}
