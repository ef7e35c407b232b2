/* SPDX-License-Identifier: MIT */
/*
 * test_consts.c: every constant of src/consts.h recomputed from its
 * definition, through arithmetic that does not use the constant itself:
 * p and r from x0, the Montgomery constants by raw modular doubling, the
 * twist coefficient, the Frobenius coefficients as powers of xi, the GLV
 * endomorphism and lattice basis on the generator, and the NAF tables.
 */
#include "support/layer.h"

/* Evaluate 36x^4 + 36x^3 + c2 x^2 + 6x + 1 at x0 into 4 limbs. */
static void bn_poly(uint64_t out[4], uint64_t c2) {
    uint64_t x[4] = {BN254_X0, 0, 0, 0}, acc[4] = {36, 0, 0, 0}, w[8], c[4] = {0, 0, 0, 0};
    const uint64_t coef[4] = {36, c2, 6, 1};
    int i;
    /* Horner: acc = ((36 x + 36) x + c2) x + 6) x + 1 */
    for (i = 0; i < 4; i++) {
        uint64_t carry;
        bn254_u256_mul_wide(w, acc, x);
        memcpy(acc, w, sizeof acc);
        c[0] = coef[i];
        carry = bn254_addc(&acc[0], acc[0], c[0], 0);
        carry = bn254_addc(&acc[1], acc[1], 0, carry);
        carry = bn254_addc(&acc[2], acc[2], 0, carry);
        (void)bn254_addc(&acc[3], acc[3], 0, carry);
    }
    memcpy(out, acc, sizeof acc);
}

static void test_p_and_r(void **state) {
    uint64_t v[4];
    (void)state;
    bn_poly(v, 24);
    assert_memory_equal(v, bn254_ref_p, sizeof v);
    bn_poly(v, 18);
    assert_memory_equal(v, bn254_ref_r, sizeof v);
}

/* raw = 2^k mod p by k modular doublings of 1 (addition is the same in any
 * representation, so this does not depend on the Montgomery constants). */
static void pow2_mod_p(uint64_t out[4], int k) {
    uint64_t t[4] = {1, 0, 0, 0};
    while (k-- > 0) bn254_u256_add_mod_p(t, t, t);
    memcpy(out, t, sizeof t);
}

static void test_montgomery(void **state) {
    static const uint64_t one[4] = {BN254_FP_ONE_MONT}, r2[4] = {BN254_MONT_R2},
                          r3[4] = {BN254_MONT_R3}, b3[4] = {BN254_G1_B_MONT};
    uint64_t v[4], three[4];
    (void)state;
    assert_true((uint64_t)(BN254_N0 * bn254_ref_p[0]) == UINT64_MAX); /* n0 p = -1 mod 2^64 */
    pow2_mod_p(v, 256);
    assert_memory_equal(v, one, sizeof v);
    pow2_mod_p(v, 512);
    assert_memory_equal(v, r2, sizeof v);
    pow2_mod_p(v, 768);
    assert_memory_equal(v, r3, sizeof v);
    pow2_mod_p(v, 256);
    bn254_u256_add_mod_p(three, v, v);
    bn254_u256_add_mod_p(three, three, v);
    assert_memory_equal(three, b3, sizeof three); /* curve b = 3, Montgomery form */
}

static void test_twist_b(void **state) {
    /* b' (9 + u) = 3 and 3b' = 3 * b' */
    bn254_fp2 b = bn254_twist_b, t, three;
    (void)state;
    bn254_fp2_mul_xi(&t, &b);
    bn254_fp_set_u64(&three.c0, 3);
    bn254_fp_set_zero(&three.c1);
    assert_fp2_equal(&t, &three);
    bn254_fp2_tpl(&t, &b);
    assert_fp2_equal(&t, &bn254_twist_3b);
}

/* out = in / d for a small d, on 4 limbs (long division, 32 bits at a time). */
static void div_small(uint64_t out[4], const uint64_t in[4], uint32_t d) {
    uint64_t rem = 0;
    int i;
    for (i = 7; i >= 0; i--) {
        uint64_t cur = (rem << 32) | ((in[i / 2] >> (32 * (i % 2))) & 0xffffffffu);
        uint64_t q = cur / d;
        rem = cur % d;
        if (i % 2)
            out[i / 2] = q << 32;
        else
            out[i / 2] |= q;
    }
    assert_true(rem == 0);
}

static void test_frobenius_coefficients(void **state) {
    /* gamma_{1,1} = xi^((p-1)/6); gamma_{1,i} = gamma_{1,1}^i;
     * gamma_{2,i} = gamma_{1,i}^(p+1) = g conj(g);
     * gamma_{3,i} = gamma_{1,i}^(p^2+p+1) = g^2 conj(g). */
    uint64_t e[4], pm1[4];
    bn254_fp2 xi, g1, g, t;
    int i;
    (void)state;
    memcpy(pm1, bn254_ref_p, sizeof pm1);
    pm1[0] -= 1;
    div_small(e, pm1, 6);
    bn254_fp_set_u64(&xi.c0, 9);
    bn254_fp_set_one(&xi.c1);
    bn254_ref_fp2_pow(&g1, &xi, e, 4);
    g = g1;
    for (i = 0; i < 5; i++) {
        if (i > 0) bn254_fp2_mul(&g, &g, &g1);
        assert_fp2_equal(&g, &bn254_gamma1[i]);
        bn254_fp2_conj(&t, &g);
        bn254_fp2_mul(&t, &t, &g);
        assert_true(bn254_fp_is_zero(&t.c1));
        assert_fp_equal(&t.c0, &bn254_gamma2[i]);
        bn254_fp2_conj(&t, &g);
        bn254_fp2_mul(&t, &t, &g);
        bn254_fp2_mul(&t, &t, &g);
        assert_fp2_equal(&t, &bn254_gamma3[i]);
    }
    /* psi constants are gamma_{1,2}, gamma_{1,3}, gamma_{2,2} */
    assert_fp2_equal(&bn254_psi_cx, &bn254_gamma1[1]);
    assert_fp2_equal(&bn254_psi_cy, &bn254_gamma1[2]);
    assert_fp_equal(&bn254_psi2_cx, &bn254_gamma2[1]);
}

static void test_glv_constants(void **state) {
    static const uint64_t lambda[4] = {BN254_GLV_LAMBDA};
    static const uint64_t a1[4] = {BN254_GLV_A1, 0, 0, 0}, a2[4] = {BN254_GLV_A2},
                          mb1[4] = {BN254_GLV_MINUS_B1}, g1[4] = {BN254_GLV_G1},
                          g2[4] = {BN254_GLV_G2};
    uint64_t x0[4] = {BN254_X0, 0, 0, 0}, t[4], w[8];
    bn254_fp beta3;
    bn254_g1_aff g, phig;
    bn254_g1_jac lg, pj, s1, s2;
    const uint64_t *scaled[2], *num[2];
    int i;
    (void)state;
    /* beta: a primitive cube root of unity */
    bn254_fp_sqr(&beta3, &bn254_glv_beta);
    bn254_fp_mul(&beta3, &beta3, &bn254_glv_beta);
    assert_true(bn254_fp_is_one(&beta3));
    assert_false(bn254_fp_is_one(&bn254_glv_beta));
    /* phi(G) = (beta x, y) = [lambda] G */
    bn254_test_g1_generator(&g);
    phig = g;
    bn254_fp_mul(&phig.x, &g.x, &bn254_glv_beta);
    bn254_ref_g1_mul(&lg, &g, lambda, 4);
    bn254_g1_jac_from_aff(&pj, &phig);
    assert_true(bn254_g1_jac_equal(&lg, &pj));
    /* basis: a1 = b2 = 2x0 + 1, -b1 = 6x0^2 + 2x0, a2 = 6x0^2 + 4x0 + 1 */
    assert_true(BN254_GLV_A1 == 2 * BN254_X0 + 1);
    bn254_u256_mul_wide(w, x0, x0);
    {
        uint64_t six[4] = {6, 0, 0, 0}, two_x0[4], c = 0;
        memcpy(t, w, sizeof t);         /* x0^2 */
        bn254_u256_mul_wide(w, t, six); /* 6x0^2 (fits: 129 bits) */
        memcpy(t, w, sizeof t);
        two_x0[0] = 2 * BN254_X0, two_x0[1] = BN254_X0 >> 63, two_x0[2] = two_x0[3] = 0;
        c = bn254_addc(&t[0], t[0], two_x0[0], 0);
        c = bn254_addc(&t[1], t[1], two_x0[1], c);
        (void)bn254_addc(&t[2], t[2], 0, c);
        assert_memory_equal(t, mb1, sizeof t);
        c = bn254_addc(&t[0], t[0], two_x0[0] + 1, 0); /* + 2x0 + 1 */
        c = bn254_addc(&t[1], t[1], two_x0[1], c);
        (void)bn254_addc(&t[2], t[2], 0, c);
        assert_memory_equal(t, a2, sizeof t);
    }
    /* a1 + b1 lambda = 0 and a2 + b2 lambda = 0 (mod r), on the generator:
     * [a1] G = [-b1] phi(G) and [a2] G + [a1] phi(G) = O */
    bn254_ref_g1_mul(&s1, &g, a1, 4);
    bn254_ref_g1_mul(&s2, &phig, mb1, 4);
    assert_true(bn254_g1_jac_equal(&s1, &s2));
    bn254_ref_g1_mul(&s1, &g, a2, 4);
    bn254_ref_g1_mul(&s2, &phig, a1, 4);
    bn254_g1_jac_add(&s1, &s1, &s2);
    assert_true(bn254_g1_jac_is_infinity(&s1));
    /* Babai constants: |g r - 2^256 b| <= r/2 for (g1, b2) and (g2, -b1) */
    scaled[0] = g1, num[0] = a1, scaled[1] = g2, num[1] = mb1;
    for (i = 0; i < 2; i++) {
        uint64_t d[4], hi[4], c = 0;
        int k;
        bn254_u256_mul_wide(w, scaled[i], bn254_ref_r);
        /* difference of the 512-bit values w and num << 256 */
        memcpy(hi, w + 4, sizeof hi);
        memcpy(d, w, sizeof d);
        (void)bn254_u256_sub(hi, hi, num[i]);
        if (hi[3] >> 63) { /* negative: negate the 512-bit pair (hi, d) */
            static const uint64_t zero[4] = {0, 0, 0, 0};
            (void)bn254_u256_sub(d, zero, d);
            (void)bn254_u256_sub(hi, zero, hi);
            if (d[0] | d[1] | d[2] | d[3]) {
                static const uint64_t onev[4] = {1, 0, 0, 0};
                (void)bn254_u256_sub(hi, hi, onev);
            }
        }
        assert_true((hi[0] | hi[1] | hi[2] | hi[3]) == 0);
        /* 2 d <= r */
        c = 0;
        for (k = 0; k < 4; k++) c = bn254_addc(&d[k], d[k], d[k], c);
        assert_true(c == 0 && !bn254_u256_less(bn254_ref_r, d));
    }
}

static void test_naf_tables(void **state) {
    /* Each NAF has no two adjacent non-zero digits and evaluates to its value:
     * 6x0 + 2 (65 bits, as hi:lo) and x0. */
    static const signed char ate[] = BN254_ATE_NAF, x0naf[] = BN254_X0_NAF;
    uint64_t lo = 0, hi = 0, want_lo, want_hi, v = 0;
    size_t i;
    (void)state;
    for (i = 0; i < BN254_ARRAY_LEN(ate); i++) {
        uint64_t carry = lo >> 63;
        hi = (hi << 1) | carry;
        lo <<= 1;
        if (ate[i] > 0) {
            hi += bn254_addc(&lo, lo, 1, 0);
        } else if (ate[i] < 0) {
            hi -= bn254_subb(&lo, lo, 1, 0);
        }
        if (i > 0) assert_false(ate[i] != 0 && ate[i - 1] != 0);
    }
    /* 6 x0 + 2 = 29793968203157093288 = 0x1_9d797039be763ba8 */
    bn254_mac(&want_hi, &want_lo, 6, BN254_X0, 2, 0);
    assert_true(lo == want_lo && hi == want_hi);
    for (i = 0; i < BN254_ARRAY_LEN(x0naf); i++) {
        v = 2 * v + (uint64_t)(int64_t)x0naf[i];
        if (i > 0) assert_false(x0naf[i] != 0 && x0naf[i - 1] != 0);
    }
    assert_true(v == BN254_X0);
}

static void test_wnaf4_table(void **state) {
    /* Width-4 NAF of x0: digits odd and |d| <= 7, at least 3 zeros after each
     * non-zero digit (towards the least significant end), value x0. */
    static const signed char w[] = BN254_X0_WNAF4;
    uint64_t v = 0;
    size_t i, last = 0;
    int seen = 0;
    (void)state;
    for (i = 0; i < BN254_ARRAY_LEN(w); i++) {
        v = 2 * v + (uint64_t)(int64_t)w[i];
        if (w[i] != 0) {
            assert_true((w[i] & 1) != 0 && w[i] >= -7 && w[i] <= 7);
            if (seen) assert_true(i - last >= 4);
            seen = 1;
            last = i;
        }
    }
    assert_true(v == BN254_X0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_p_and_r),       cmocka_unit_test(test_montgomery),
        cmocka_unit_test(test_twist_b),       cmocka_unit_test(test_frobenius_coefficients),
        cmocka_unit_test(test_glv_constants), cmocka_unit_test(test_naf_tables),
        cmocka_unit_test(test_wnaf4_table),
    };
    bn254_test_init("consts");
    return cmocka_run_group_tests_name("consts", tests, NULL, NULL);
}
