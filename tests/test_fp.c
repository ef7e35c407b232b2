/* SPDX-License-Identifier: MIT */
/*
 * test_fp.c: the base field. Known answers computed independently with
 * Python big integers (a*b mod p etc. from the definition), the field laws
 * (support/field_laws.h) on edge values and edge-biased random elements
 * against the reference integers, aliasing of every operation, encoding
 * boundaries (p-1 accepted; p, p+1, 2^256-1 rejected), and the C99 fallback
 * multiplier: this file is also built with BN254_FORCE_NO_INT128
 * (ctest bn254.fp_noint128), so both multipliers must meet the same answers.
 */
#include "support/layer.h"

/* ---- the field laws (support/field_laws.h), against reference integers ------ */

/* The edge values of support/internal.h and their negations. */
static void edge_fp(bn254_fp *a, int i) {
    bn254_test_fp_from_raw(a, bn254_test_edge((size_t)i / 2));
    if (i % 2) bn254_fp_neg(a, a);
}

#define BN254_TF fp
#define BN254_TF_RAND(a) bn254_test_rand_fp(a)
#define BN254_TF_REF_MUL(r, a, b) bn254_ref_fp_mul((r), (a), (b))
#define BN254_TF_N_EDGES (2 * BN254_TEST_N_EDGES)
#define BN254_TF_EDGE(a, i) edge_fp((a), (i))
#define BN254_TF_CANONICAL(a) bn254_fp_is_canonical(a)
#define BN254_TF_HALF
#define BN254_TF_ROUNDS (4 * bn254_test_iters)
#include "support/field_laws.h"

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
    bn254_test_fp_from_hex(&m, "-1"); /* p - 1 */
    bn254_fp_set_one(&one);
    bn254_fp_sqr(&t, &m);
    assert_fp_equal(&t, &one);
    bn254_fp_inv(&t, &m);
    assert_fp_equal(&t, &m);
    bn254_fp_add(&t, &m, &one);
    assert_true(bn254_fp_is_zero(&t));
    bn254_test_fp_from_hex(&d, "ffffffffffffffffffffffffffffffffffffffffffffffff");
    bn254_fp_mul(&t, &d, &d);
    bn254_test_fp_from_hex(&want,
                           "2c1e8d981110f1aded7948a39bab3e80e0e407c3583ff80270bb17072fcc56eb");
    assert_fp_equal(&t, &want);
    bn254_fp_inv(&t, &d);
    bn254_test_fp_from_hex(&want,
                           "2fb94cc8ae8e43f923dac66f0df2db07d41907a4b39423a78ee4e0f8d4984a77");
    assert_fp_equal(&t, &want);
    /* inverse of zero is defined as zero */
    bn254_fp_set_zero(&t);
    bn254_fp_inv(&t, &t);
    assert_true(bn254_fp_is_zero(&t));
}

static void test_encoding(void **state) {
    /* p-1 decodes; p, p+1, 2^255, 2^256-1 do not; round trip of random values. */
    uint8_t reject[4][32], buf[32], out[32];
    uint64_t v[4];
    bn254_fp a, before;
    size_t i;
    int it;
    (void)state;
    for (i = 0; i < 2; i++) {
        (void)bn254_ref_add_u64(v, bn254_ref_p, i);
        bn254_ref_to_be(reject[i], v);
    }
    memset(reject[2], 0, 32);
    reject[2][0] = 0x80;
    memset(reject[3], 0xff, 32);
    for (i = 0; i < 4; i++) {
        bn254_fp_set_u64(&a, 7);
        before = a;
        assert_int_equal(bn254_fp_from_be32(&a, reject[i]), 0);
        assert_fp_equal(&a, &before); /* untouched on failure */
    }
    (void)bn254_ref_sub_u64(v, bn254_ref_p, 1);
    bn254_ref_to_be(buf, v);
    assert_int_equal(bn254_fp_from_be32(&a, buf), 1);
    bn254_fp_neg(&before, &a);
    assert_true(bn254_fp_is_one(&before));
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

/* Chains of in-place operations (r == a == b, the same pointers again and
 * again), the pattern that made gcc -O3 reuse one inline-assembly addition for
 * the next when the statement did not name the limbs it reads. Addition,
 * subtraction and doubling are the same on the stored limbs whatever the
 * representation, so the reference is modular arithmetic on those limbs. */
static void test_in_place_chains(void **state) {
    int round, i;
    (void)state;
    for (round = 0; round < 64; round++) {
        bn254_fp x, y, z;
        uint64_t rx[4], ry[4], rz[4];
        bn254_test_rand_fp(&x);
        bn254_test_rand_fp(&z);
        y = x;
        memcpy(rx, x.l, sizeof rx);
        memcpy(ry, y.l, sizeof ry);
        memcpy(rz, z.l, sizeof rz);
        /* nothing but the operations in the loops, as in the failing program */
        for (i = 0; i < 8; i++) bn254_fp_add(&x, &x, &x);
        for (i = 0; i < 8; i++) bn254_fp_sub(&y, &y, &z);
        for (i = 0; i < 8; i++) bn254_ref_addmod(rx, rx, rx, bn254_ref_p);
        for (i = 0; i < 8; i++) bn254_ref_submod(ry, ry, rz, bn254_ref_p);
        assert_memory_equal(x.l, rx, sizeof rx);
        assert_memory_equal(y.l, ry, sizeof ry);
    }
}

static void test_inversions_agree(void **state) {
    /* The inversion (bn254_fp_inv: the binary GCD on 62-bit limbs with
     * __int128, the divsteps on 30-bit limbs without, as in the fp_noint128 build of this file) and
     * the binary extended Euclid give the same inverse; the inverse table is right. */
    int it;
    unsigned i;
    (void)state;
    for (it = 0; it < 16 * bn254_test_iters; it++) {
        bn254_fp a, x, y;
        bn254_test_rand_fp(&a);
        uint64_t fast[4], slow[4], v[4];
        bn254_fp_inv(&x, &a);
        /* the two integer algorithms agree on the stored value */
        bn254_modinv_var(fast, a.l);
        bn254_modinv_binary(slow, a.l);
        assert_memory_equal(fast, slow, sizeof fast);
        /* and the backend's inversion is the binary Euclid's inverse of the
         * value, in any representation */
        bn254_kern_fp_to_int(v, &a);
        bn254_modinv_binary(slow, v);
        bn254_kern_fp_from_int(&y, slow);
        assert_fp_equal(&x, &y);
    }
#if !BN254_HAVE_INT128
    for (i = 1; i < 256; i += 2) assert_int_equal((uint8_t)(i * bn254_inv_odd_mod256[i]), 1);
#endif
    /* fixed inputs, whatever the seed, so that every path of the last
     * normalisation (adding p, subtracting it once or twice) runs in every
     * run: 1..512 and p - 1..p - 512 against the reference integers' binary
     * Euclid, the first 8 at each end against Fermat too (with 30-bit
     * divsteps, p - 496 is one that ends at or above p) */
    for (i = 1; i <= 1024; i++) {
        uint64_t a[4], want[4], got[4];
        bn254_ref_set_u64(a, i <= 512 ? i : i - 512);
        if (i > 512) bn254_ref_negmod(a, a, bn254_ref_p);
        bn254_ref_invmod(want, a, bn254_ref_p);
        bn254_modinv_var(got, a);
        assert_memory_equal(got, want, sizeof got);
        if ((i - 1) % 512 < 8) {
            bn254_ref_invmod_fermat(want, a, bn254_ref_p);
            assert_memory_equal(got, want, sizeof got);
        }
    }
}

/* r = scale a^-1 mod p by the library (modinv.h), checked against the binary
 * Euclid (lib_refs.h) times scale and, with fermat, the reference integers
 * of support (ref_int.h: a^(p-2), slow), and a r = scale. */
static void check_inverse(const uint64_t a[4], const uint64_t scale[4], int fermat) {
    uint64_t got[4], want[4], back[4], bin[4];
    bn254_modinv_var_scaled(got, a, scale);
    if (fermat) {
        bn254_ref_invmod_fermat(want, a, bn254_ref_p);
        bn254_ref_mulmod(want, want, scale, bn254_ref_p);
        assert_memory_equal(got, want, sizeof got);
    }
    bn254_modinv_binary(bin, a);
    bn254_ref_mulmod(bin, bin, scale, bn254_ref_p);
    assert_memory_equal(got, bin, sizeof got);
    bn254_ref_mulmod(back, got, a, bn254_ref_p);
    assert_memory_equal(back, scale, sizeof back);
}

/* A random integer below p (long runs of equal bits 1 time in 4). */
static void rand_below_p(uint64_t a[4]) {
    bn254_test_rand256(a);
    a[3] &= 0x3fffffffffffffffULL;
    while (bn254_ref_cmp(a, bn254_ref_p) >= 0) (void)bn254_ref_sub(a, a, bn254_ref_p);
}

static void test_inversion_edges(void **state) {
    /* The inversion on the values that stress its variable-time paths: 1,
     * 2^k (the longest run of halvings: 2^253 needs every one of the
     * 2 * 254 - 1 iterations of Pornin's bound), p - 2^k and p - 1 (the top
     * bits of a equal to those of p, where the approximations tie), 2^k - 1,
     * (p +- 1)/2, alternating bit patterns, small and large neighbours of
     * each other, and the slowest inputs a hill-climbing search over the
     * iteration counts found (tools outside the repository, run once: one
     * for the binary GCD, one for the earlier divsteps), each with scale 1,
     * a random scale and the Montgomery scale R^2 mod p. The bound of 9
     * batches is a VERIFY_CHECK in modinv_impl.h: on in this build. */
    static const char *const hard[] = {
        "1f5686967a788bde1963c60fb794a697ab961204422082945467b3f2677ca4b9",
        "2bfdfaab9d99853b81fab94f0460252d7aa73236f768d6c802d7288b52cc4818",
        "30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd46",
        "30644e72e131a029b85045b68181585d00000000000000000000000000000000",
        "30644e72e131a029000000000000000000000000000000000000000000000001",
        "2aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "1555555555555555555555555555555555555555555555555555555555555555",
        "0000000000000000000000000000000100000000000000000000000000000001",
        "00000000000000000000000000000000ffffffffffffffffffffffffffffffff",
        "000000000000000000000000000000000fffffffffffffffffffffffffffffff",
        "0fffffffffffffffffffffffffffffff00000000000000000000000000000001",
    };
    uint64_t a[4], s[4], one[4] = {1, 0, 0, 0}, r2[4];
    size_t i;
    int k, j;
    (void)state;
    bn254_ref_set_u64(r2, 1);
    for (k = 0; k < 512; k++) bn254_ref_addmod(r2, r2, r2, bn254_ref_p); /* 2^512 mod p */
    rand_below_p(s);
    for (j = 0; j < 3; j++) {
        const uint64_t *sc = j == 0 ? one : j == 1 ? s : r2;
        for (k = 0; k < 254; k++) {
            memset(a, 0, sizeof a);
            a[k / 64] = (uint64_t)1 << (k % 64);
            check_inverse(a, sc, 0); /* 2^k */
            (void)bn254_ref_sub(a, bn254_ref_p, a);
            check_inverse(a, sc, 0); /* p - 2^k */
            memset(a, 0, sizeof a);
            a[k / 64] = (uint64_t)1 << (k % 64);
            (void)bn254_ref_sub_u64(a, a, 1);
            if (!bn254_ref_is_zero(a)) check_inverse(a, sc, 0); /* 2^k - 1 */
        }
        for (k = 1; k < 1000; k++) { /* small values and p minus small values */
            bn254_ref_set_u64(a, (uint64_t)k);
            check_inverse(a, sc, 0);
            (void)bn254_ref_sub(a, bn254_ref_p, a);
            check_inverse(a, sc, 0);
        }
        (void)bn254_ref_sub_u64(a, bn254_ref_p, 1);
        bn254_ref_shr1(a, a); /* (p - 1)/2 */
        check_inverse(a, sc, 1);
        (void)bn254_ref_add_u64(a, a, 1); /* (p + 1)/2 */
        check_inverse(a, sc, 1);
        for (i = 0; i < BN254_ARRAY_LEN(hard); i++) {
            assert_int_equal(bn254_ref_from_hex(a, hard[i]), 0);
            check_inverse(a, sc, 1);
        }
    }
    for (k = 0; k < 64 * bn254_test_iters; k++) { /* random values, random scales */
        rand_below_p(a);
        rand_below_p(s);
        if (!bn254_ref_is_zero(a)) check_inverse(a, s, k < 8);
    }
    /* 0 has no inverse: 0, as documented */
    memset(a, 0, sizeof a);
    bn254_modinv_var_scaled(s, a, one);
    assert_true(bn254_ref_is_zero(s));
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
    printf("int128 path: %d, x86-64 inline assembly: %d\n", BN254_HAVE_INT128,
           BN254_HAVE_X86_64_GNU_ASM);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_known_answers),    cmocka_unit_test(test_known_edges),
        cmocka_unit_test(test_encoding),         BN254_TF_TESTS,
        cmocka_unit_test(test_small_integers),   cmocka_unit_test(test_mac_primitive),
        cmocka_unit_test(test_inversions_agree), cmocka_unit_test(test_inversion_edges),
        cmocka_unit_test(test_in_place_chains),
    };
    bn254_test_init("fp");
    return cmocka_run_group_tests_name("fp", tests, NULL, NULL);
}
