/* SPDX-License-Identifier: MIT */
/*
 * test_ecmul.c: the scalar-multiplication paths of ecmul (glv.h) against
 * their slower references. Every path, the width-w NAF of the scalar alone
 * for w = 2..5, GLV, and the dispatcher bn254_g1_mul that picks one by the
 * scalar's length (with the shortcuts for k = 0, +-1 and the swap to r - k),
 * must equal plain double-and-add with general additions (support/ref_curve.h), and
 * so each other (GLV also in its affine form where the build has G1 kernels:
 * bn254.ecmul_hooks_g1), on edge scalars (0..64, 2^b - 1, 2^b, 2^b + 1 for every
 * length b around each threshold, r - 1, r, r + 1, multiples of r, 2^256 - 1,
 * r minus short scalars) and random ones, on the generator, random points
 * and infinity. Also the two new G1 pieces under them: doubling of an affine
 * point and the common-Z table of odd multiples. And through bn254.h: the
 * k = 1 and k = r - 1 shortcuts give the input point and its negation.
 */
#include "support/layer.h"

BN254_STATIC_ASSERT(thresholds_ordered, 1 < BN254_ECMUL_W2_MAX_BITS &&
                                            BN254_ECMUL_W2_MAX_BITS <= BN254_ECMUL_W3_MAX_BITS &&
                                            BN254_ECMUL_W3_MAX_BITS <= BN254_ECMUL_W4_MAX_BITS &&
                                            BN254_ECMUL_W4_MAX_BITS < 254);

/* 2^b - 1, 2^b (b < 256) */
static void pow2_minus1(uint64_t r[4], int b) {
    int i;
    memset(r, 0, 4 * sizeof r[0]);
    for (i = 0; i < b; i++) r[i / 64] |= (uint64_t)1 << (i % 64);
}

static void pow2(uint64_t r[4], int b) {
    memset(r, 0, 4 * sizeof r[0]);
    r[b / 64] = (uint64_t)1 << (b % 64);
}

/* a random scalar of exactly b bits (1 <= b <= 256) */
static void rand_bits(uint64_t r[4], int b) {
    int i;
    bn254_test_rand256(r);
    for (i = b; i < 256; i++) r[i / 64] &= ~((uint64_t)1 << (i % 64));
    r[(b - 1) / 64] |= (uint64_t)1 << ((b - 1) % 64);
}

static void scalar_hex(const char *what, const uint64_t k[4]) {
    print_error("%s: 0x%016llx%016llx%016llx%016llx\n", what, (unsigned long long)k[3],
                (unsigned long long)k[2], (unsigned long long)k[1], (unsigned long long)k[0]);
}

static void jac_equal_at(const bn254_g1_jac *got, const bn254_g1_jac *want, const uint64_t k[4],
                         const char *what, const char *file, int line) {
    if (!bn254_g1_jac_equal(got, want)) {
        print_error("%s:%d: %s differs from double-and-add\n", file, line, what);
        scalar_hex("k", k);
        _fail(file, line);
    }
}

/* Every path on (p, k) against double-and-add over all 256 bits of k. */
#define check_paths(p, k) check_paths_at((p), (k), __FILE__, __LINE__)
static void check_paths_at(const bn254_g1_aff *p, const uint64_t k[4], const char *file, int line) {
    bn254_scalar s, kr;
    bn254_g1_jac ref, got;
    bn254_g1_aff want, aff, alias;
    int w;
    memcpy(s.l, k, sizeof s.l);
    bn254_ref_g1_mul(&ref, p, k, 4);
    bn254_g1_jac_to_aff(&want, &ref);

    bn254_g1_mul_glv(&got, p, &s);
    jac_equal_at(&got, &ref, k, "GLV", file, line);
#if BN254_G1_AFFINE_KERNELS
    /* GLV in affine coordinates (the form for the backend's G1 kernels) */
    bn254_g1_mul_glv_aff(&aff, p, &s);
    bn254_g1_jac_from_aff(&got, &aff);
    jac_equal_at(&got, &ref, k, "affine GLV", file, line);
#endif
    /* the wNAF paths take any 256-bit scalar; the dispatcher gives them k mod r */
    bn254_scalar_reduce(&kr, &s);
    for (w = 2; w <= 5; w++) {
        char what[32];
        snprintf(what, sizeof what, "wNAF w=%d of k", w);
        bn254_g1_mul_wnaf(&got, p, &s, w);
        jac_equal_at(&got, &ref, k, what, file, line);
        snprintf(what, sizeof what, "wNAF w=%d of k mod r", w);
        bn254_g1_mul_wnaf(&got, p, &kr, w);
        jac_equal_at(&got, &ref, k, what, file, line);
    }

    bn254_g1_mul(&aff, p, &s);
    if (aff.infinity != want.infinity ||
        (!aff.infinity && (!bn254_fp_equal(&aff.x, &want.x) || !bn254_fp_equal(&aff.y, &want.y)))) {
        print_error("%s:%d: bn254_g1_mul differs from double-and-add\n", file, line);
        scalar_hex("k", k);
        _fail(file, line);
    }
    alias = *p; /* output aliasing the input point */
    bn254_g1_mul(&alias, &alias, &s);
    assert_int_equal(alias.infinity, aff.infinity);
    if (!aff.infinity) {
        bn254_test_assert_coords_equal(&alias.x, &aff.x, 1, file, line);
        bn254_test_assert_coords_equal(&alias.y, &aff.y, 1, file, line);
    }
}

static void random_point_or_generator(bn254_g1_aff *p, int i) {
    if (i % 4 == 0) {
        bn254_test_g1_generator(p);
    } else {
        bn254_ref_rand_g1(p);
    }
}

/* ---- G1 pieces ----------------------------------------------------------------- */

static void test_dbl_aff(void **state) {
    bn254_g1_aff a;
    bn254_g1_jac got, want;
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        random_point_or_generator(&a, i);
        bn254_g1_jac_dbl_aff(&got, &a);
        bn254_g1_jac_from_aff(&want, &a);
        bn254_g1_jac_add(&want, &want, &want); /* general addition: doubles a == b */
        assert_true(bn254_g1_jac_equal(&got, &want));
        assert_true(bn254_g1_jac_is_on_curve(&got));
        /* the Jacobian doubling on the same point, Z = 1 and Z != 1 */
        bn254_g1_jac_from_aff(&want, &a);
        bn254_g1_jac_dbl(&want, &want);
        assert_true(bn254_g1_jac_equal(&got, &want));
        bn254_g1_jac_dbl(&want, &got); /* 4a both ways */
        bn254_g1_jac_add(&got, &got, &got);
        assert_true(bn254_g1_jac_equal(&got, &want));
    }
    bn254_g1_aff_set_infinity(&a);
    bn254_g1_jac_dbl_aff(&got, &a);
    assert_true(bn254_g1_jac_is_infinity(&got));
}

static void test_odd_multiples(void **state) {
    bn254_g1_aff a, t[BN254_G1_ODD_MULTIPLES_MAX];
    bn254_fp z;
    size_t n, i;
    int it;
    (void)state;
    for (it = 0; it < bn254_test_iters_div(8); it++) {
        random_point_or_generator(&a, it);
        for (n = 1; n <= BN254_G1_ODD_MULTIPLES_MAX; n++) {
            bn254_g1_jac acc, twice, entry;
            bn254_g1_odd_multiples(t, &z, &a, n);
            /* entry i is (2i + 1) a as the Jacobian point (x_i, y_i, z) */
            bn254_g1_jac_from_aff(&acc, &a);
            bn254_g1_jac_add(&twice, &acc, &acc);
            for (i = 0; i < n; i++) {
                assert_false(t[i].infinity);
                entry.x = t[i].x;
                entry.y = t[i].y;
                entry.z = z;
                if (!bn254_g1_jac_equal(&entry, &acc)) {
                    print_error("odd_multiples: entry %u of %u is not %u a\n", (unsigned)i,
                                (unsigned)n, (unsigned)(2 * i + 1));
                }
                assert_true(bn254_g1_jac_equal(&entry, &acc));
                bn254_g1_jac_add(&acc, &acc, &twice);
            }
            if (n == 1) assert_true(bn254_fp_is_one(&z));
        }
    }
}

/* ---- the paths ------------------------------------------------------------------ */

static void test_small_scalars(void **state) {
    bn254_g1_aff p;
    uint64_t k[4];
    int pt;
    (void)state;
    for (pt = 0; pt < 2; pt++) {
        random_point_or_generator(&p, pt == 0 ? 0 : 1);
        for (bn254_ref_set_u64(k, 0); k[0] <= 64; k[0]++) check_paths(&p, k);
    }
}

static void test_threshold_edges(void **state) {
    /* for every length b from one below to two above each threshold:
     * 2^b - 1 and 2^(b-1) (both b bits), 2^(b-1) + 1, 2^b (b + 1 bits),
     * random b-bit scalars, and r minus each of them (the dispatcher swaps
     * to the short one with -P) */
    static const int thresholds[] = {BN254_ECMUL_W2_MAX_BITS, BN254_ECMUL_W3_MAX_BITS,
                                     BN254_ECMUL_W4_MAX_BITS};
    bn254_g1_aff p;
    uint64_t k[4], one[4] = {1, 0, 0, 0}, m[4];
    size_t t;
    int b, j;
    (void)state;
    for (t = 0; t < BN254_ARRAY_LEN(thresholds); t++) {
        for (b = thresholds[t] - 1; b <= thresholds[t] + 2; b++) {
            random_point_or_generator(&p, b);
            pow2_minus1(k, b);
            check_paths(&p, k);
            (void)bn254_ref_sub(m, bn254_ref_r, k);
            check_paths(&p, m);
            pow2(k, b - 1);
            check_paths(&p, k);
            (void)bn254_ref_add(k, k, one);
            check_paths(&p, k);
            (void)bn254_ref_sub(m, bn254_ref_r, k);
            check_paths(&p, m);
            pow2(k, b);
            check_paths(&p, k);
            for (j = 0; j < 2; j++) {
                rand_bits(k, b);
                check_paths(&p, k);
                (void)bn254_ref_sub(m, bn254_ref_r, k);
                check_paths(&p, m);
            }
        }
    }
}

static void test_order_edges(void **state) {
    /* r - 2 .. r + 2, 2r - 1, 2r, 2r + 1, 5r, 5r + 1 (5r + 1 < 2^256),
     * 2^256 - 1, 2^256 - r, (r - 1) / 2, (r + 1) / 2, r - 2^b for a few b */
    static const int shifts[] = {1, 8, 19, 20, 49, 50, 64, 127, 128, 146, 147, 200, 252};
    bn254_g1_aff p;
    uint64_t k[4], m[4], two[4] = {2, 0, 0, 0};
    int pt, j;
    size_t i;
    (void)state;
    for (pt = 0; pt < 2; pt++) {
        random_point_or_generator(&p, pt == 0 ? 0 : 1);
        (void)bn254_ref_sub(k, bn254_ref_r, two);
        for (j = 0; j < 5; j++, k[0]++) check_paths(&p, k); /* r - 2 .. r + 2 */
        (void)bn254_ref_add(m, bn254_ref_r, bn254_ref_r);
        m[0]--;
        for (j = 0; j < 3; j++, m[0]++) check_paths(&p, m); /* 2r - 1 .. 2r + 1 */
        (void)bn254_ref_add(k, bn254_ref_r, bn254_ref_r);
        (void)bn254_ref_add(k, k, bn254_ref_r);
        (void)bn254_ref_add(k, k, bn254_ref_r);
        (void)bn254_ref_add(k, k, bn254_ref_r);
        check_paths(&p, k);
        k[0]++;
        check_paths(&p, k);
        memset(k, 0xff, sizeof k);
        check_paths(&p, k);
        memset(m, 0, sizeof m);
        (void)bn254_ref_sub(k, m, bn254_ref_r); /* 2^256 - r */
        check_paths(&p, k);
        memcpy(k, bn254_ref_r, sizeof k);
        bn254_u256_shr1(k, k); /* (r - 1) / 2 */
        check_paths(&p, k);
        k[0]++;
        check_paths(&p, k);
        for (i = 0; i < BN254_ARRAY_LEN(shifts); i++) {
            pow2(m, shifts[i]);
            (void)bn254_ref_sub(k, bn254_ref_r, m);
            check_paths(&p, k);
        }
    }
}

static void test_random(void **state) {
    bn254_g1_aff p;
    uint64_t k[4];
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters_div(4); i++) {
        random_point_or_generator(&p, i);
        bn254_test_rand256(k);
        check_paths(&p, k);
        rand_bits(k, 1 + (int)(bn254_test_rand64() % 256)); /* every length */
        check_paths(&p, k);
    }
}

static void test_infinity(void **state) {
    bn254_g1_aff o, r;
    bn254_g1_jac j;
    bn254_scalar s;
    int i, w;
    (void)state;
    bn254_g1_aff_set_infinity(&o);
    for (i = 0; i < 8; i++) {
        if (i < 3) {
            bn254_ref_set_u64(s.l, (uint64_t)i);
        } else if (i == 3) {
            (void)bn254_ref_sub(s.l, bn254_ref_r, (const uint64_t[4]){1, 0, 0, 0});
        } else {
            bn254_test_rand256(s.l);
        }
        bn254_g1_mul(&r, &o, &s);
        assert_true(r.infinity);
        bn254_g1_mul_glv(&j, &o, &s);
        assert_true(bn254_g1_jac_is_infinity(&j));
#if BN254_G1_AFFINE_KERNELS
        bn254_g1_mul_glv_aff(&r, &o, &s);
        assert_true(r.infinity);
#endif
        for (w = 2; w <= 5; w++) {
            bn254_g1_mul_wnaf(&j, &o, &s, w);
            assert_true(bn254_g1_jac_is_infinity(&j));
        }
    }
}

/* ---- through bn254.h ---------------------------------------------------------------- */

static void test_api_shortcuts(void **state) {
    /* ecmul(P, k) for k = 1 and r + 1 (= 1 mod r): the output is P's own
     * encoding; k = r - 1 gives (x, p - y); k = 2 gives ecadd(P, P) */
    bn254_g1_aff p;
    uint8_t in[96], out[64], want[64], add_in[128];
    uint64_t k[4], one[4] = {1, 0, 0, 0};
    bn254_fp ny;
    int i;
    (void)state;
    for (i = 0; i < 8; i++) {
        random_point_or_generator(&p, i);
        bn254_encode_g1(in, &p);
        bn254_ref_set_u64(k, 1);
        bn254_store_be256(in + 64, k);
        assert_int_equal(bn254_ecmul(out, in, sizeof in), BN254_OK);
        assert_memory_equal(out, in, 64);
        (void)bn254_ref_add(k, bn254_ref_r, one);
        bn254_store_be256(in + 64, k);
        assert_int_equal(bn254_ecmul(out, in, sizeof in), BN254_OK);
        assert_memory_equal(out, in, 64);
        (void)bn254_ref_sub(k, bn254_ref_r, one);
        bn254_store_be256(in + 64, k);
        assert_int_equal(bn254_ecmul(out, in, sizeof in), BN254_OK);
        bn254_fp_neg(&ny, &p.y);
        bn254_fp_to_be32(want, &p.x);
        bn254_fp_to_be32(want + 32, &ny);
        assert_memory_equal(out, want, 64);
        /* k = 2: the affine doubling of ecadd(P, P) */
        bn254_ref_set_u64(k, 2);
        bn254_store_be256(in + 64, k);
        assert_int_equal(bn254_ecmul(out, in, sizeof in), BN254_OK);
        memcpy(add_in, in, 64);
        memcpy(add_in + 64, in, 64);
        assert_int_equal(bn254_ecadd(want, add_in, sizeof add_in), BN254_OK);
        assert_memory_equal(out, want, 64);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dbl_aff),       cmocka_unit_test(test_odd_multiples),
        cmocka_unit_test(test_small_scalars), cmocka_unit_test(test_threshold_edges),
        cmocka_unit_test(test_order_edges),   cmocka_unit_test(test_random),
        cmocka_unit_test(test_infinity),      cmocka_unit_test(test_api_shortcuts),
    };
    bn254_test_init("ecmul");
    return cmocka_run_group_tests_name("ecmul", tests, NULL, NULL);
}
