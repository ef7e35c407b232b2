/* SPDX-License-Identifier: MIT */
/*
 * test_glv.c: scalars and GLV multiplication on G1. scalar_reduce against
 * Python known answers and against the shift-subtract reduction of the
 * reference integers (support/ref_int.h); the GLV split (k1, k2 < 2^128 and
 * k = +-k1 +- k2 lambda mod r, checked with reference mod-r arithmetic and,
 * for edge scalars, on points with the reference ladder); the wNAF recoding
 * (digit set, spacing, exact reconstruction, for every width 2..8); and bn254_g1_mul_glv against
 * the double-and-add reference ladder for small scalars, 2^k - 1, 2^k, 2^k + 1, multiples of r,
 * 2^256 - 1, random scalars and the point at infinity, plus the known answers for [k]G of
 * support/kat.h.
 */
#include "support/kat.h"
#include "support/layer.h"

/* ---- constants and mod-r arithmetic (reference integers, ref_int.h) ------- */

/* lambda, with lambda^2 + lambda + 1 = 0 mod r (Python checked; so does
 * test_glv_constants), written here rather than taken from consts.h so that
 * the library's constant is checked against it. */
static const uint64_t LAMBDA[4] = {0x8b17ea66b99c90ddULL, 0x5bfc41088d8daaa7ULL,
                                   0xb3c4d79d41a91758ULL, 0};
/* beta with phi(x, y) = (beta x, y) = [lambda](x, y) (Python checked on G). */
#define BETA_HEX "59e26bcea0d48bacd4f263f1acdb5c4f5763473177fffffe"

static void u256_set(uint64_t r[4], uint64_t l0, uint64_t l1, uint64_t l2, uint64_t l3) {
    r[0] = l0, r[1] = l1, r[2] = l2, r[3] = l3;
}

/* r = a mod r for any 256-bit a, and the ring operations mod r. */
static void modr_reduce(uint64_t r[4], const uint64_t a[4]) {
    bn254_ref_mod(r, a, 4, bn254_ref_r);
}

static void modr_add(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    bn254_ref_addmod(r, a, b, bn254_ref_r);
}

static void modr_neg(uint64_t r[4], const uint64_t a[4]) {
    bn254_ref_negmod(r, a, bn254_ref_r);
}

static void modr_mul(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    bn254_ref_mulmod(r, a, b, bn254_ref_r);
}

/* ---- point helpers ------------------------------------------------------------ */

static void scalar_hex(const char *what, const uint64_t k[4]) {
    print_error("%s: 0x%016llx%016llx%016llx%016llx\n", what, (unsigned long long)k[3],
                (unsigned long long)k[2], (unsigned long long)k[1], (unsigned long long)k[0]);
}

/* bn254_g1_mul_glv(P, k) against the reference ladder. */
#define check_glv(p, k) check_glv_at((p), (k), __FILE__, __LINE__)
static void check_glv_at(const bn254_g1_aff *p, const uint64_t k[4], const char *file, int line) {
    bn254_scalar s;
    bn254_g1_jac got, ref;
    bn254_g1_aff want;
    memcpy(s.l, k, sizeof s.l);
    bn254_g1_mul_glv(&got, p, &s);
    bn254_ref_g1_mul(&ref, p, k, 4);
    bn254_g1_jac_to_aff(&want, &ref);
    if (!bn254_g1_jac_equal(&got, &ref)) scalar_hex("GLV multiplication differs for k", k);
    bn254_test_jac_is(bn254_test_pt_g1(NULL, &got), bn254_test_pt_g1(&want, NULL), file, line);
}

/* ---- scalar_reduce ------------------------------------------------------------ */

static void test_scalar_reduce(void **state) {
    /* known answers from Python: k mod r */
    static const struct {
        const char *k, *want;
    } kat[] = {
        {"0", "0"},
        {"30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000",
         "30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000"},      /* r-1 */
        {"30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001", "0"}, /* r */
        {"30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000002", "1"}, /* r+1 */
        {"60c89ce5c263405370a08b6d0302b0ba5067d090f372e12287c3eb27e0000002", "0"}, /* 2r */
        {"f1f5883e65f820d099915c908786b9d1c903896a609f32d65369cbe3b000303e",
         "3039"}, /* 5r + 12345 */
        {"f1f5883e65f820d099915c908786b9d1c903896a609f32d65369cbe3b0000004",
         "30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000"}, /* 5r - 1 */
        {"ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
         "0e0a77c19a07df2f666ea36f7879462e36fc76959f60cd29ac96341c4ffffffa"}, /* 2^256-1 */
    };
    bn254_scalar k, got;
    uint64_t want[4];
    size_t i;
    int it;
    (void)state;
    for (i = 0; i < BN254_ARRAY_LEN(kat); i++) {
        bn254_test_int_from_hex(k.l, kat[i].k);
        bn254_test_int_from_hex(want, kat[i].want);
        bn254_scalar_reduce(&got, &k);
        if (bn254_ref_cmp(got.l, want) != 0) scalar_hex("reduce of", k.l);
        assert_memory_equal(got.l, want, sizeof want);
        /* in place */
        bn254_scalar_reduce(&k, &k);
        assert_memory_equal(k.l, want, sizeof want);
        /* the reference reduction agrees on the known answers */
        bn254_test_int_from_hex(k.l, kat[i].k);
        modr_reduce(k.l, k.l);
        assert_memory_equal(k.l, want, sizeof want);
    }
    for (it = 0; it < 4 * bn254_test_iters; it++) {
        bn254_test_rand256(k.l);
        if (it % 4 == 1) k.l[3] |= 0xf000000000000000ULL; /* >= 5r sometimes */
        bn254_scalar_reduce(&got, &k);
        modr_reduce(want, k.l);
        assert_memory_equal(got.l, want, sizeof want);
        assert_true(bn254_ref_cmp(got.l, bn254_ref_r) < 0);
    }
}

static void test_scalar_from_be32(void **state) {
    uint8_t b[32];
    bn254_scalar s;
    int i;
    (void)state;
    for (i = 0; i < 32; i++) b[i] = (uint8_t)(i + 1);
    bn254_scalar_from_be32(&s, b);
    assert_true(s.l[3] == 0x0102030405060708ULL);
    assert_true(s.l[2] == 0x090a0b0c0d0e0f10ULL);
    assert_true(s.l[1] == 0x1112131415161718ULL);
    assert_true(s.l[0] == 0x191a1b1c1d1e1f20ULL);
    assert_false(bn254_scalar_is_zero(&s));
    memset(b, 0, sizeof b);
    bn254_scalar_from_be32(&s, b);
    assert_true(bn254_scalar_is_zero(&s));
    for (i = 0; i < 256; i++) {
        memset(b, 0, sizeof b);
        b[31 - i / 8] = (uint8_t)(1u << (i % 8));
        bn254_scalar_from_be32(&s, b);
        assert_false(bn254_scalar_is_zero(&s));
        assert_true(s.l[i / 64] == (uint64_t)1 << (i % 64));
    }
}

/* ---- GLV split ------------------------------------------------------------------- */

/* k1, k2 < 2^128 and k = (-1)^neg1 k1 + (-1)^neg2 k2 lambda (mod r). */
static void check_split(const uint64_t k[4], int on_points) {
    bn254_scalar ks, k1, k2;
    int neg1 = -1, neg2 = -1;
    uint64_t t1[4], t2[4], sum[4];
    memcpy(ks.l, k, sizeof ks.l);
    bn254_scalar_split_glv(&k1, &neg1, &k2, &neg2, &ks);
    if (k1.l[2] | k1.l[3] | k2.l[2] | k2.l[3] || (neg1 != 0 && neg1 != 1) ||
        (neg2 != 0 && neg2 != 1)) {
        scalar_hex("split of", k);
        scalar_hex("k1", k1.l);
        scalar_hex("k2", k2.l);
    }
    assert_true(neg1 == 0 || neg1 == 1);
    assert_true(neg2 == 0 || neg2 == 1);
    assert_true(k1.l[2] == 0 && k1.l[3] == 0);
    assert_true(k2.l[2] == 0 && k2.l[3] == 0);
    memcpy(t1, k1.l, sizeof t1);
    if (neg1) modr_neg(t1, t1);
    modr_mul(t2, k2.l, LAMBDA);
    if (neg2) modr_neg(t2, t2);
    modr_add(sum, t1, t2);
    if (bn254_ref_cmp(sum, k) != 0) scalar_hex("split of", k);
    assert_memory_equal(sum, k, sizeof sum);

    if (on_points) {
        /* [k]G = +-[k1]G +- [k2]phi(G), phi(G) = (beta, 2), by the reference ladder */
        bn254_g1_aff g, phig, a1;
        bn254_g1_jac lhs, r1, r2;
        bn254_test_g1_generator(&g);
        bn254_test_fp_from_hex(&phig.x, BETA_HEX);
        bn254_fp_set_u64(&phig.y, 2);
        phig.infinity = 0;
        bn254_ref_g1_mul(&lhs, &g, k, 4);
        bn254_ref_g1_mul(&r1, &g, k1.l, 4);
        bn254_ref_g1_mul(&r2, &phig, k2.l, 4);
        if (neg1) bn254_g1_jac_neg(&r1, &r1);
        if (neg2) bn254_g1_jac_neg(&r2, &r2);
        bn254_g1_jac_add(&r1, &r1, &r2);
        bn254_g1_jac_to_aff(&a1, &r1);
        assert_g1_jac_is(&lhs, &a1);
    }
}

static void test_glv_constants(void **state) {
    /* lambda^2 + lambda + 1 = 0 (mod r) in reference arithmetic, and
     * phi(G) = (beta, 2) = [lambda]G by the reference ladder */
    uint64_t t[4], one[4] = {1, 0, 0, 0}, zero[4] = {0, 0, 0, 0};
    bn254_g1_aff g, phig;
    bn254_g1_jac r;
    (void)state;
    modr_mul(t, LAMBDA, LAMBDA);
    modr_add(t, t, LAMBDA);
    modr_add(t, t, one);
    assert_memory_equal(t, zero, sizeof t);
    bn254_test_g1_generator(&g);
    bn254_test_fp_from_hex(&phig.x, BETA_HEX);
    bn254_fp_set_u64(&phig.y, 2);
    phig.infinity = 0;
    assert_true(bn254_g1_aff_is_on_curve(&phig));
    bn254_ref_g1_mul(&r, &g, LAMBDA, 4);
    assert_g1_jac_is(&r, &phig);
    /* the library's beta is the same constant */
    assert_fp_equal(&bn254_glv_beta, &phig.x);
}

static void test_split_edges(void **state) {
    uint64_t k[4], lam1[4], one[4] = {1, 0, 0, 0};
    int i;
    (void)state;
    (void)bn254_ref_add(lam1, LAMBDA, one);

    u256_set(k, 0, 0, 0, 0);
    check_split(k, 1);
    u256_set(k, 1, 0, 0, 0);
    check_split(k, 1);
    u256_set(k, 2, 0, 0, 0);
    check_split(k, 1);
    (void)bn254_ref_sub(k, bn254_ref_r, one); /* r - 1 */
    check_split(k, 1);
    (void)bn254_ref_sub(k, k, one); /* r - 2 */
    check_split(k, 1);
    check_split(LAMBDA, 1);
    check_split(lam1, 1);
    (void)bn254_ref_sub(k, bn254_ref_r, LAMBDA); /* r - lambda */
    check_split(k, 1);
    (void)bn254_ref_sub(k, k, one); /* r - lambda - 1 = lambda^2 */
    check_split(k, 1);
    u256_set(k, 0, 0x8000000000000000ULL, 0, 0); /* 2^127 */
    check_split(k, 1);
    u256_set(k, 0, 0, 1, 0); /* 2^128 */
    check_split(k, 1);
    u256_set(k, ~0ULL, ~0ULL, 0, 0); /* 2^128 - 1 */
    check_split(k, 1);
    u256_set(k, 0, 0, 0, 0x2000000000000000ULL); /* 2^253 */
    check_split(k, 1);
    (void)bn254_ref_sub(k, bn254_ref_r, one);
    bn254_ref_shr1(k, k); /* (r - 1) / 2 */
    check_split(k, 1);
    /* the short lattice vectors' entries: 2x0 + 1, 6x0^2 + 2x0, 6x0^2 + 4x0 + 1 */
    u256_set(k, 0x89d3256894d213e3ULL, 0, 0, 0);
    check_split(k, 1);
    u256_set(k, 0x8211bbeb7d4f1128ULL, 0x6f4d8248eeb859fcULL, 0, 0);
    check_split(k, 1);
    u256_set(k, 0x0be4e1541221250bULL, 0x6f4d8248eeb859fdULL, 0, 0);
    check_split(k, 1);
    /* random k < r, and k near r and near small multiples of lambda */
    for (i = 0; i < 8 * bn254_test_iters; i++) {
        bn254_test_rand256(k);
        modr_reduce(k, k);
        check_split(k, i < bn254_test_iters_div(8));
        modr_mul(k, k, LAMBDA);
        check_split(k, 0);
        (void)bn254_ref_sub(k, bn254_ref_r, one);
        k[0] -= (uint64_t)i + 1;
        check_split(k, 0);
    }
}

/* ---- wNAF ---------------------------------------------------------------------- */

/* acc (5 limbs) += v 2^pos for 0 <= v < 2^8, pos < 260 */
static void add_shifted(uint64_t acc[5], unsigned v, size_t pos) {
    uint64_t add[6] = {0, 0, 0, 0, 0, 0}, carry = 0;
    size_t i;
    add[pos / 64] = (uint64_t)v << (pos % 64);
    if (pos % 64 != 0) add[pos / 64 + 1] = (uint64_t)v >> (64 - pos % 64);
    assert_true(add[5] == 0);
    for (i = 0; i < 5; i++) {
        uint64_t s = acc[i] + add[i], c = s < acc[i];
        acc[i] = s + carry;
        carry = c | (acc[i] < s);
    }
    assert_true(carry == 0);
}

static void check_wnaf(const uint64_t k[4], int w) {
    bn254_scalar s;
    signed char d[BN254_WNAF_MAX];
    uint64_t pos[5] = {0, 0, 0, 0, 0}, neg[5] = {0, 0, 0, 0, 0}, want[5];
    size_t len, i, j;
    int bound = 1 << (w - 1);
    memcpy(s.l, k, sizeof s.l);
    memset(d, 0x55, sizeof d);
    len = bn254_scalar_wnaf(d, &s, w);
    assert_true(len <= BN254_WNAF_MAX);
    for (i = 0; i < len; i++) {
        int v = d[i];
        if (v == 0) continue;
        if ((v & 1) == 0 || v >= bound || v <= -bound) {
            scalar_hex("wnaf of", k);
            print_error("w = %d, digit %d at %u\n", w, v, (unsigned)i);
        }
        assert_true(v & 1);
        assert_true(v < bound && v > -bound);
        /* the next w - 1 digits are zero */
        for (j = i + 1; j < i + (size_t)w && j < len; j++) {
            if (d[j] != 0) {
                scalar_hex("wnaf of", k);
                print_error("w = %d, digits at %u and %u\n", w, (unsigned)i, (unsigned)j);
            }
            assert_int_equal(d[j], 0);
        }
        if (v > 0) {
            add_shifted(pos, (unsigned)v, i);
        } else {
            add_shifted(neg, (unsigned)-v, i);
        }
    }
    /* pos - neg == k: pos == neg + k */
    memcpy(want, neg, sizeof want);
    {
        uint64_t carry = 0;
        for (i = 0; i < 5; i++) {
            uint64_t add = i < 4 ? k[i] : 0, t = want[i] + add, c = t < want[i];
            want[i] = t + carry;
            carry = c | (want[i] < t);
        }
        assert_true(carry == 0);
    }
    if (memcmp(pos, want, sizeof want) != 0) {
        scalar_hex("wnaf does not reconstruct", k);
        print_error("w = %d, %u digits\n", w, (unsigned)len);
    }
    assert_memory_equal(pos, want, sizeof want);
}

static void test_wnaf(void **state) {
    static const uint64_t edges[][4] = {
        {0, 0, 0, 0},
        {1, 0, 0, 0},
        {2, 0, 0, 0},
        {15, 0, 0, 0},
        {16, 0, 0, 0},
        {17, 0, 0, 0},
        {31, 0, 0, 0},
        {0xffULL, 0, 0, 0},
        {~0ULL, 0, 0, 0},
        {~0ULL, ~0ULL, 0, 0},
        {~0ULL, ~0ULL, ~0ULL, 0},
        {~0ULL, ~0ULL, ~0ULL, ~0ULL}, /* 2^256 - 1: the carry reaches bit 256 */
        {0, 0, 0, 0x8000000000000000ULL},
        {1, 0, 0, 0x8000000000000000ULL},
        {~0ULL, ~0ULL, ~0ULL, 0x7fffffffffffffffULL},
        {0x5555555555555555ULL, 0x5555555555555555ULL, 0x5555555555555555ULL,
         0x5555555555555555ULL},
        {0xaaaaaaaaaaaaaaaaULL, 0xaaaaaaaaaaaaaaaaULL, 0xaaaaaaaaaaaaaaaaULL,
         0xaaaaaaaaaaaaaaaaULL},
        {0xf0f0f0f0f0f0f0f0ULL, 0x0f0f0f0f0f0f0f0fULL, 0xf0f0f0f0f0f0f0f0ULL,
         0x0f0f0f0f0f0f0f0fULL},
        {0, ~0ULL, 0, ~0ULL},
        {~0ULL, 0, ~0ULL, 0},
    };
    uint64_t k[4];
    size_t i;
    int w, it;
    (void)state;
    for (w = 2; w <= 8; w++) {
        for (i = 0; i < BN254_ARRAY_LEN(edges); i++) check_wnaf(edges[i], w);
        (void)bn254_ref_sub_u64(k, bn254_ref_r, 1);
        check_wnaf(k, w);
        for (i = 0; i < 256; i++) { /* 2^i - 1, 2^i, 2^i + 1 */
            memset(k, 0, sizeof k);
            k[i / 64] = (uint64_t)1 << (i % 64);
            check_wnaf(k, w);
            k[0] |= 1;
            check_wnaf(k, w);
            memset(k, 0, sizeof k);
            {
                size_t b;
                for (b = 0; b < i; b++) k[b / 64] |= (uint64_t)1 << (b % 64);
            }
            check_wnaf(k, w);
        }
    }
    for (it = 0; it < 8 * bn254_test_iters; it++) {
        bn254_test_rand256(k);
        check_wnaf(k, BN254_GLV_WINDOW);
        check_wnaf(k, 2 + it % 7);
    }
    /* the window the multiplication uses: 2^(w-2) = 8 table entries, |d| < 16 */
    assert_int_equal(BN254_GLV_WINDOW, 5);
}

/* ---- GLV multiplication ------------------------------------------------------------ */

static void test_glv_small_scalars(void **state) {
    bn254_g1_aff p;
    uint64_t k[4] = {0, 0, 0, 0};
    (void)state;
    bn254_ref_rand_g1(&p);
    for (k[0] = 0; k[0] <= 300; k[0]++) check_glv(&p, k);
}

static void test_glv_powers_of_two(void **state) {
    /* 2^k - 1, 2^k, 2^k + 1 for k = 1..255, and 2^256 - 1 */
    bn254_g1_aff p;
    uint64_t k[4];
    size_t i, b;
    (void)state;
    bn254_ref_rand_g1(&p);
    for (i = 1; i <= 255; i++) {
        memset(k, 0, sizeof k);
        k[i / 64] = (uint64_t)1 << (i % 64);
        check_glv(&p, k);
        k[0] |= 1;
        check_glv(&p, k);
        memset(k, 0, sizeof k);
        for (b = 0; b < i; b++) k[b / 64] |= (uint64_t)1 << (b % 64);
        check_glv(&p, k);
    }
    memset(k, 0xff, sizeof k);
    check_glv(&p, k);
}

static void test_glv_edges(void **state) {
    /* multiples of r and their neighbours, the split's edge scalars, on a
     * random point and on G */
    bn254_g1_aff p;
    uint64_t k[4], one[4] = {1, 0, 0, 0}, m[4];
    int pt, j;
    (void)state;
    for (pt = 0; pt < 2; pt++) {
        if (pt == 0) {
            bn254_test_g1_generator(&p);
        } else {
            bn254_ref_rand_g1(&p);
        }
        /* j r - 1, j r, j r + 1 for j = 1..5 (5r + 1 < 2^256) */
        memset(m, 0, sizeof m);
        for (j = 1; j <= 5; j++) {
            (void)bn254_ref_add(m, m, bn254_ref_r);
            (void)bn254_ref_sub(k, m, one);
            check_glv(&p, k);
            check_glv(&p, m);
            (void)bn254_ref_add(k, m, one);
            check_glv(&p, k);
        }
        memset(k, 0xff, sizeof k); /* 2^256 - 1 */
        check_glv(&p, k);
        check_glv(&p, LAMBDA);
        (void)bn254_ref_add(k, LAMBDA, one);
        check_glv(&p, k);
        (void)bn254_ref_sub(k, bn254_ref_r, LAMBDA);
        check_glv(&p, k);
        u256_set(k, 0, 0x8000000000000000ULL, 0, 0);
        check_glv(&p, k);
        u256_set(k, 0, 0, 1, 0);
        check_glv(&p, k);
        u256_set(k, ~0ULL, ~0ULL, 0, 0);
        check_glv(&p, k);
    }
}

static void test_glv_random(void **state) {
    /* random points, each with random 256-bit, reduced, 128-bit and
     * top-heavy scalars */
    bn254_g1_aff p;
    uint64_t k[4];
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters_div(8); i++) {
        bn254_ref_rand_g1(&p);
        bn254_test_rand256(k);
        check_glv(&p, k);
        modr_reduce(k, k);
        check_glv(&p, k);
        k[2] = k[3] = 0;
        check_glv(&p, k);
        bn254_test_rand256(k);
        k[3] |= 0xfff0000000000000ULL;
        check_glv(&p, k);
    }
}

static void test_glv_infinity(void **state) {
    bn254_g1_aff o;
    bn254_g1_jac r;
    bn254_scalar s;
    uint64_t k[4];
    int i;
    (void)state;
    bn254_g1_aff_set_infinity(&o);
    for (i = 0; i < 16; i++) {
        if (i < 4) {
            u256_set(k, (uint64_t)i, 0, 0, 0);
        } else {
            bn254_test_rand256(k);
        }
        memcpy(s.l, k, sizeof s.l);
        bn254_g1_mul_glv(&r, &o, &s);
        assert_true(bn254_g1_jac_is_infinity(&r));
    }
    memset(s.l, 0xff, sizeof s.l);
    bn254_g1_mul_glv(&r, &o, &s);
    assert_true(bn254_g1_jac_is_infinity(&r));
}

/* The empty sums the callers never make (they shortcut k = 0 first): the
 * wNAF loop over streams whose digits are all zero, or which have none, is
 * infinity; the bit length of 0 is 0, of 2^i is i + 1. */
static void test_empty_sums(void **state) {
    static const signed char zeros[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    bn254_g1_aff t[1];
    bn254_g1_wnaf_stream st[2];
    bn254_g1_jac r;
    bn254_scalar k;
    int i;
    (void)state;
    bn254_test_g1_generator(&t[0]);
    st[0].d = zeros;
    st[0].n = sizeof zeros;
    st[0].t = t;
    st[1] = st[0];
    st[1].n = 0;
    bn254_g1_jac_from_aff(&r, &t[0]);
    bn254_g1_wnaf_loop(&r, st, 2);
    assert_true(bn254_g1_jac_is_infinity(&r));
    bn254_g1_jac_from_aff(&r, &t[0]);
    bn254_g1_wnaf_loop(&r, st + 1, 1);
    assert_true(bn254_g1_jac_is_infinity(&r));
    memset(k.l, 0, sizeof k.l);
    assert_int_equal(bn254_scalar_bits(&k), 0);
    for (i = 0; i < 256; i++) {
        memset(k.l, 0, sizeof k.l);
        k.l[i / 64] = (uint64_t)1 << (i % 64);
        assert_int_equal(bn254_scalar_bits(&k), i + 1);
    }
}

static void test_glv_known_answers(void **state) {
    /* [k]G known answers (kat.h), as in test_g1.c */
    bn254_g1_aff g, want;
    bn254_g1_jac r;
    bn254_scalar s;
    size_t i;
    (void)state;
    bn254_test_g1_generator(&g);
    for (i = 0; i < bn254_kat_g1_mul_count; i++) {
        bn254_test_int_from_hex(s.l, bn254_kat_g1_mul[i].k);
        bn254_test_fp_from_hex(&want.x, bn254_kat_g1_mul[i].x);
        bn254_test_fp_from_hex(&want.y, bn254_kat_g1_mul[i].y);
        want.infinity = 0;
        bn254_g1_mul_glv(&r, &g, &s);
        assert_g1_jac_is(&r, &want);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scalar_reduce),
        cmocka_unit_test(test_scalar_from_be32),
        cmocka_unit_test(test_glv_constants),
        cmocka_unit_test(test_split_edges),
        cmocka_unit_test(test_wnaf),
        cmocka_unit_test(test_glv_known_answers),
        cmocka_unit_test(test_glv_small_scalars),
        cmocka_unit_test(test_glv_powers_of_two),
        cmocka_unit_test(test_glv_edges),
        cmocka_unit_test(test_glv_random),
        cmocka_unit_test(test_glv_infinity),
        cmocka_unit_test(test_empty_sums),
    };
    bn254_test_init("glv");
    return cmocka_run_group_tests_name("glv", tests, NULL, NULL);
}
