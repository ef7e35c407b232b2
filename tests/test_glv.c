/* SPDX-License-Identifier: MIT */
/*
 * test_glv.c: scalars and GLV multiplication on G1. scalar_reduce against
 * Python known answers and against a shift-subtract reduction written here;
 * the GLV split (k1, k2 < 2^128 and k = +-k1 +- k2 lambda mod r, checked with
 * this file's own mod-r arithmetic and, for edge scalars, on points with the
 * reference ladder); the wNAF recoding (digit set, spacing, exact
 * reconstruction, for every width 2..8); and bn254_g1_mul_glv against the
 * double-and-add reference ladder for small scalars, 2^k - 1, 2^k, 2^k + 1,
 * multiples of r, 2^256 - 1, random scalars and the point at infinity, plus
 * Python known answers for [k]G.
 */
#include "test_util.h"
#include "ref_impl.h"

/* ---- this file's own 256-bit and mod-r arithmetic ------------------------ */

/* r and lambda, from the brief (Python checked lambda^2 + lambda + 1 = 0 mod r). */
static const uint64_t R_ORDER[4] = {0x43e1f593f0000001ULL, 0x2833e84879b97091ULL,
                                    0xb85045b68181585dULL, 0x30644e72e131a029ULL};
static const uint64_t LAMBDA[4] = {0x8b17ea66b99c90ddULL, 0x5bfc41088d8daaa7ULL,
                                   0xb3c4d79d41a91758ULL, 0};
/* beta with phi(x, y) = (beta x, y) = [lambda](x, y) (Python checked on G). */
#define BETA_HEX "59e26bcea0d48bacd4f263f1acdb5c4f5763473177fffffe"

static int u256_cmp(const uint64_t a[4], const uint64_t b[4]) {
    int i;
    for (i = 3; i >= 0; i--) {
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    }
    return 0;
}

/* r = a - b (mod 2^256) */
static void u256_sub(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t borrow = 0;
    int i;
    for (i = 0; i < 4; i++) {
        uint64_t d = a[i] - b[i] - borrow;
        borrow = (a[i] < b[i]) || (a[i] == b[i] && borrow);
        r[i] = d;
    }
}

/* r = a + b (mod 2^256), returns the carry */
static uint64_t u256_add(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t carry = 0;
    int i;
    for (i = 0; i < 4; i++) {
        uint64_t s = a[i] + b[i], c = s < a[i];
        r[i] = s + carry;
        carry = c | (r[i] < s);
    }
    return carry;
}

static void u256_set(uint64_t r[4], uint64_t l0, uint64_t l1, uint64_t l2, uint64_t l3) {
    r[0] = l0, r[1] = l1, r[2] = l2, r[3] = l3;
}

/* r = a mod R_ORDER by one bit at a time: acc = 2 acc + bit, minus r if >= r. */
static void modr_reduce(uint64_t r[4], const uint64_t a[4]) {
    uint64_t acc[4] = {0, 0, 0, 0};
    int i;
    for (i = 255; i >= 0; i--) {
        acc[3] = (acc[3] << 1) | (acc[2] >> 63);
        acc[2] = (acc[2] << 1) | (acc[1] >> 63);
        acc[1] = (acc[1] << 1) | (acc[0] >> 63);
        acc[0] = (acc[0] << 1) | ((a[i / 64] >> (i % 64)) & 1);
        if (u256_cmp(acc, R_ORDER) >= 0) u256_sub(acc, acc, R_ORDER);
    }
    memcpy(r, acc, sizeof acc);
}

/* a, b < r: (a + b) < 2^255 fits */
static void modr_add(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    (void)u256_add(r, a, b);
    if (u256_cmp(r, R_ORDER) >= 0) u256_sub(r, r, R_ORDER);
}

static void modr_neg(uint64_t r[4], const uint64_t a[4]) {
    static const uint64_t zero[4] = {0, 0, 0, 0};
    if (u256_cmp(a, zero) == 0) {
        memset(r, 0, 4 * sizeof r[0]);
    } else {
        u256_sub(r, R_ORDER, a);
    }
}

/* r = a b mod r by double-and-add over the bits of b (any 256-bit a, b). */
static void modr_mul(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t ar[4], acc[4] = {0, 0, 0, 0};
    int i;
    modr_reduce(ar, a);
    for (i = 255; i >= 0; i--) {
        modr_add(acc, acc, acc);
        if ((b[i / 64] >> (i % 64)) & 1) modr_add(acc, acc, ar);
    }
    memcpy(r, acc, sizeof acc);
}

/* ---- point helpers ------------------------------------------------------------ */

#define assert_g1_jac_is(j, a) g1_jac_is((j), (a), __FILE__, __LINE__)
static void g1_jac_is(const bn254_g1_jac *j, const bn254_g1_aff *a, const char *file, int line) {
    bn254_fp z2, z3, t;
    if (a->infinity) {
        if (!bn254_fp_is_zero(&j->z)) {
            print_error("%s:%d: expected infinity (Z = 0)\n", file, line);
            _fail(file, line);
        }
        return;
    }
    if (bn254_fp_is_zero(&j->z)) {
        print_error("%s:%d: unexpected infinity (Z = 0)\n", file, line);
        _fail(file, line);
    }
    bn254_fp_sqr(&z2, &j->z);
    bn254_fp_mul(&z3, &z2, &j->z);
    bn254_fp_mul(&t, &a->x, &z2);
    bn254_test_assert_fp_equal(&j->x, &t, file, line);
    bn254_fp_mul(&t, &a->y, &z3);
    bn254_test_assert_fp_equal(&j->y, &t, file, line);
}

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
    bn254_ref_g1_mul(&ref, p, k);
    bn254_g1_jac_to_aff(&want, &ref);
    if (!bn254_g1_jac_equal(&got, &ref)) scalar_hex("GLV multiplication differs for k", k);
    g1_jac_is(&got, &want, file, line);
}

/* ---- scalar_reduce ------------------------------------------------------------ */

static void test_scalar_reduce(void **state) {
    /* known answers from Python: k mod r */
    static const struct {
        const char *k, *want;
    } kat[] = {
        {"0", "0"},
        {"30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000",
         "30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000"}, /* r-1 */
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
        bn254_test_raw_from_hex(k.l, kat[i].k);
        bn254_test_raw_from_hex(want, kat[i].want);
        bn254_scalar_reduce(&got, &k);
        if (u256_cmp(got.l, want) != 0) scalar_hex("reduce of", k.l);
        assert_memory_equal(got.l, want, sizeof want);
        /* in place */
        bn254_scalar_reduce(&k, &k);
        assert_memory_equal(k.l, want, sizeof want);
        /* this file's reducer agrees on the known answers */
        bn254_test_raw_from_hex(k.l, kat[i].k);
        modr_reduce(k.l, k.l);
        assert_memory_equal(k.l, want, sizeof want);
    }
    for (it = 0; it < 4 * bn254_test_iters; it++) {
        bn254_test_rand256(k.l);
        if (it % 4 == 1) k.l[3] |= 0xf000000000000000ULL; /* >= 5r sometimes */
        bn254_scalar_reduce(&got, &k);
        modr_reduce(want, k.l);
        assert_memory_equal(got.l, want, sizeof want);
        assert_true(u256_cmp(got.l, R_ORDER) < 0);
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
    if (u256_cmp(sum, k) != 0) scalar_hex("split of", k);
    assert_memory_equal(sum, k, sizeof sum);

    if (on_points) {
        /* [k]G = +-[k1]G +- [k2]phi(G), phi(G) = (beta, 2), by the reference ladder */
        bn254_g1_aff g, phig, a1;
        bn254_g1_jac lhs, r1, r2;
        bn254_test_g1_generator(&g);
        bn254_test_fp_from_hex(&phig.x, BETA_HEX);
        bn254_fp_set_u64(&phig.y, 2);
        phig.infinity = 0;
        bn254_ref_g1_mul(&lhs, &g, k);
        bn254_ref_g1_mul(&r1, &g, k1.l);
        bn254_ref_g1_mul(&r2, &phig, k2.l);
        if (neg1) bn254_g1_jac_neg(&r1, &r1);
        if (neg2) bn254_g1_jac_neg(&r2, &r2);
        bn254_g1_jac_add(&r1, &r1, &r2);
        bn254_g1_jac_to_aff(&a1, &r1);
        assert_g1_jac_is(&lhs, &a1);
    }
}

static void test_glv_constants(void **state) {
    /* lambda^2 + lambda + 1 = 0 (mod r) in this file's arithmetic, and
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
    bn254_ref_g1_mul(&r, &g, LAMBDA);
    assert_g1_jac_is(&r, &phig);
    /* the library's beta is the same constant */
    assert_fp_equal(&bn254_glv_beta, &phig.x);
}

static void test_split_edges(void **state) {
    uint64_t k[4], lam1[4], one[4] = {1, 0, 0, 0};
    int i;
    (void)state;
    (void)u256_add(lam1, LAMBDA, one);

    u256_set(k, 0, 0, 0, 0);
    check_split(k, 1);
    u256_set(k, 1, 0, 0, 0);
    check_split(k, 1);
    u256_set(k, 2, 0, 0, 0);
    check_split(k, 1);
    u256_sub(k, R_ORDER, one); /* r - 1 */
    check_split(k, 1);
    u256_sub(k, k, one); /* r - 2 */
    check_split(k, 1);
    check_split(LAMBDA, 1);
    check_split(lam1, 1);
    u256_sub(k, R_ORDER, LAMBDA); /* r - lambda */
    check_split(k, 1);
    u256_sub(k, k, one); /* r - lambda - 1 = lambda^2 */
    check_split(k, 1);
    u256_set(k, 0, 0x8000000000000000ULL, 0, 0); /* 2^127 */
    check_split(k, 1);
    u256_set(k, 0, 0, 1, 0); /* 2^128 */
    check_split(k, 1);
    u256_set(k, ~0ULL, ~0ULL, 0, 0); /* 2^128 - 1 */
    check_split(k, 1);
    u256_set(k, 0, 0, 0, 0x2000000000000000ULL); /* 2^253 */
    check_split(k, 1);
    u256_set(k, 0xa1f0fac9f8000000ULL, 0x9419f4243cdcb848ULL, 0xdc2822db40c0ac2eULL,
             0x183227397098d014ULL); /* (r - 1) / 2 */
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
        u256_sub(k, R_ORDER, one);
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
        {0x43e1f593f0000000ULL, 0x2833e84879b97091ULL, 0xb85045b68181585dULL,
         0x30644e72e131a029ULL}, /* r - 1 */
        {0, ~0ULL, 0, ~0ULL},
        {~0ULL, 0, ~0ULL, 0},
    };
    uint64_t k[4];
    size_t i;
    int w, it;
    (void)state;
    for (w = 2; w <= 8; w++) {
        for (i = 0; i < BN254_ARRAY_LEN(edges); i++) check_wnaf(edges[i], w);
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
            (void)u256_add(m, m, R_ORDER);
            u256_sub(k, m, one);
            check_glv(&p, k);
            check_glv(&p, m);
            (void)u256_add(k, m, one);
            check_glv(&p, k);
        }
        memset(k, 0xff, sizeof k); /* 2^256 - 1 */
        check_glv(&p, k);
        check_glv(&p, LAMBDA);
        (void)u256_add(k, LAMBDA, one);
        check_glv(&p, k);
        u256_sub(k, R_ORDER, LAMBDA);
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

static void test_glv_known_answers(void **state) {
    /* [k]G from Python (affine double-and-add), as in test_g1.c */
    static const struct {
        const char *k, *x, *y;
    } kat[] = {
        {"2", "030644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd3",
         "15ed738c0e0a7c92e7845f96b2ae9c0a68a6a449e3538fc7ff3ebf7a5a18a2c4"},
        {"3", "0769bf9ac56bea3ff40232bcb1b6bd159315d84715b8e679f2d355961915abf0",
         "2ab799bee0489429554fdb7c8d086475319e63b40b9c5b57cdf1ff3dd9fe2261"},
        {"deadbeef", "1fd9bf9c6c9fc892f0b4f856657cd9309f43e2f1cfa3ed4724c40bd74ea13803",
         "18ee06de0e49deaf292d55f31fd13e603489f81bfa4ec6f2443ba2274621703f"},
        {"ffffffffffffffffffffffffffffffff",
         "2f341669a4213947dec095a447c16cb7880d2dcf362dc0ee0cf8cc074905fe14",
         "03b9858feadc5e60d56eb056bb833104bb102aa618282e5a21ce4a7a36893166"},
        {"30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000", "1",
         "30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd45"},
        {"183227397098d014dc2822db40c0ac2e9419f4243cdcb848a1f0fac9f8000000",
         "16c372d654908a9ae463a429149fd61b49e61926c29d6b83d6c2945ebebf69f5",
         "0bd73965d13c74f86c48cf10239fafde44a4c6cd431c0f50e55bfd943ac76190"},
        {"ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
         "2f588cffe99db877a4434b598ab28f81e0522910ea52b45f0adaa772b2d5d352",
         "12f42fa8fd34fb1b33d8c6a718b6590198389b26fc9d8808d971f8b009777a97"},
        {"1b8a0b25f5e1c1b2c46e7a0d7d19b1ae9b0dc3e5e5f6f9d5d6c0a5b4e3f2a190",
         "1308d91aa16df47b53bcac808122ba3bd7dbef03761a5299b623b5c9242c86d7",
         "2be28fadf341dc991cf030b7c8852cd35737f43a8cfc0959b30a31f23ad4320a"},
    };
    bn254_g1_aff g, want;
    bn254_g1_jac r;
    bn254_scalar s;
    size_t i;
    (void)state;
    bn254_test_g1_generator(&g);
    for (i = 0; i < BN254_ARRAY_LEN(kat); i++) {
        bn254_test_raw_from_hex(s.l, kat[i].k);
        bn254_test_fp_from_hex(&want.x, kat[i].x);
        bn254_test_fp_from_hex(&want.y, kat[i].y);
        want.infinity = 0;
        bn254_g1_mul_glv(&r, &g, &s);
        assert_g1_jac_is(&r, &want);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scalar_reduce),     cmocka_unit_test(test_scalar_from_be32),
        cmocka_unit_test(test_glv_constants),     cmocka_unit_test(test_split_edges),
        cmocka_unit_test(test_wnaf),              cmocka_unit_test(test_glv_known_answers),
        cmocka_unit_test(test_glv_small_scalars), cmocka_unit_test(test_glv_powers_of_two),
        cmocka_unit_test(test_glv_edges),         cmocka_unit_test(test_glv_random),
        cmocka_unit_test(test_glv_infinity),
    };
    bn254_test_init("glv");
    return cmocka_run_group_tests_name("glv", tests, NULL, NULL);
}
