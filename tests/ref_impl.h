/* SPDX-License-Identifier: MIT */
/*
 * ref_impl.h: slow, obviously-correct reference implementations that the
 * fast paths are tested against (never used by the library):
 *   exponentiation by arbitrary-length exponents, square roots,
 *   schoolbook Fp12 multiplication in the w-basis, double-and-add scalar
 *   multiplication with general additions only, the naive [r]Q == O subgroup
 *   check, and the final exponentiation as one big power.
 * Include after test_util.h.
 */
#ifndef BN254_REF_IMPL_H
#define BN254_REF_IMPL_H

#include "test_util.h"

/* Exponents: little-endian 64-bit limbs, n limbs. */
BN254_UNUSED static int bn254_ref_bit(const uint64_t *e, size_t n, size_t i) {
    return i / 64 < n ? (int)((e[i / 64] >> (i % 64)) & 1) : 0;
}

BN254_UNUSED static void bn254_ref_fp_pow(bn254_fp *r, const bn254_fp *a, const uint64_t *e, size_t n) {
    bn254_fp acc, base = *a;
    size_t i;
    bn254_fp_set_one(&acc);
    for (i = 64 * n; i-- > 0;) {
        bn254_fp_sqr(&acc, &acc);
        if (bn254_ref_bit(e, n, i)) bn254_fp_mul(&acc, &acc, &base);
    }
    *r = acc;
}

BN254_UNUSED static void bn254_ref_fp2_pow(bn254_fp2 *r, const bn254_fp2 *a, const uint64_t *e, size_t n) {
    bn254_fp2 acc, base = *a;
    size_t i;
    bn254_fp2_set_one(&acc);
    for (i = 64 * n; i-- > 0;) {
        bn254_fp2_sqr(&acc, &acc);
        if (bn254_ref_bit(e, n, i)) bn254_fp2_mul(&acc, &acc, &base);
    }
    *r = acc;
}

/* Schoolbook Fp12 product in the w-basis (w^6 = xi): independent of the
 * Karatsuba tower formulas in fp6_impl.h/fp12_impl.h. */
BN254_UNUSED static void bn254_ref_fp12_to_w(bn254_fp2 g[6], const bn254_fp12 *a) {
    g[0] = a->c0.c0, g[2] = a->c0.c1, g[4] = a->c0.c2;
    g[1] = a->c1.c0, g[3] = a->c1.c1, g[5] = a->c1.c2;
}

BN254_UNUSED static void bn254_ref_fp12_from_w(bn254_fp12 *a, const bn254_fp2 g[6]) {
    a->c0.c0 = g[0], a->c0.c1 = g[2], a->c0.c2 = g[4];
    a->c1.c0 = g[1], a->c1.c1 = g[3], a->c1.c2 = g[5];
}

/* Hex w-basis coordinates g0 .. g5, each (real, imaginary), to an element. */
BN254_UNUSED static void bn254_test_fp12_from_hex(bn254_fp12 *r, const char *const h[12]) {
    bn254_fp2 g[6];
    int i;
    for (i = 0; i < 6; i++) bn254_test_fp2_from_hex(&g[i], h[2 * i], h[2 * i + 1]);
    bn254_ref_fp12_from_w(r, g);
}

BN254_UNUSED static void bn254_ref_fp12_mul(bn254_fp12 *r, const bn254_fp12 *a, const bn254_fp12 *b) {
    bn254_fp2 ga[6], gb[6], acc[11], res[6], t;
    int i, j;
    bn254_ref_fp12_to_w(ga, a);
    bn254_ref_fp12_to_w(gb, b);
    for (i = 0; i < 11; i++) bn254_fp2_set_zero(&acc[i]);
    for (i = 0; i < 6; i++)
        for (j = 0; j < 6; j++) {
            bn254_fp2_mul(&t, &ga[i], &gb[j]);
            bn254_fp2_add(&acc[i + j], &acc[i + j], &t);
        }
    for (i = 0; i < 6; i++) {
        res[i] = acc[i];
        if (i + 6 < 11) { /* w^(i+6) = xi w^i */
            bn254_fp2_mul_xi(&t, &acc[i + 6]);
            bn254_fp2_add(&res[i], &res[i], &t);
        }
    }
    bn254_ref_fp12_from_w(r, res);
}

BN254_UNUSED static void bn254_ref_fp12_pow(bn254_fp12 *r, const bn254_fp12 *a, const uint64_t *e, size_t n) {
    bn254_fp12 acc, base = *a;
    size_t i;
    bn254_fp12_set_one(&acc);
    for (i = 64 * n; i-- > 0;) {
        bn254_ref_fp12_mul(&acc, &acc, &acc);
        if (bn254_ref_bit(e, n, i)) bn254_ref_fp12_mul(&acc, &acc, &base);
    }
    *r = acc;
}

static const uint64_t bn254_ref_p[4] = {BN254_P_LIMBS};
static const uint64_t bn254_ref_r[4] = {BN254_R_LIMBS};

/* a^(p^k) by k powers by p: the definition of the Frobenius map. */
BN254_UNUSED static void bn254_ref_fp12_frobenius(bn254_fp12 *r, const bn254_fp12 *a, int k) {
    *r = *a;
    while (k-- > 0) bn254_ref_fp12_pow(r, r, bn254_ref_p, 4);
}

/*
 * The library's final exponent as one power: f^((p^12 - 1)/r * c), computed
 * as f^((p^6 - 1)(p^2 + 1)) then ^d with d = c (p^4 - p^2 + 1)/r,
 * c = 2x0(6x0^2 + 3x0 + 1) (tools/gen_consts.py prints d).
 */
static const uint64_t bn254_ref_final_d[15] = {
    0xcaa4152366144ab4ULL, 0x114dc0ec2cab7ffdULL, 0x0cf0888c7a0ff6cfULL, 0x65c5644e949b6a90ULL,
    0x1be2458885117085ULL, 0x5b35eb719e58db4bULL, 0x2566c550aeb7e0e2ULL, 0x0c974024a316619fULL,
    0xd147cb7d3a5203dcULL, 0x621d9bfed77c2ad0ULL, 0x26473fbcd1c3ec1eULL, 0xe86518527b5e4036ULL,
    0x29259e9712ca7b71ULL, 0x1891045f68d15763ULL, 0x00679dd974c68787ULL};

/* f^((p^6 - 1)(p^2 + 1)) by Frobenius-as-power: lands in the cyclotomic subgroup. */
BN254_UNUSED static void bn254_ref_easy_part(bn254_fp12 *r, const bn254_fp12 *f) {
    bn254_fp12 t, inv;
    bn254_ref_fp12_frobenius(&t, f, 6);
    bn254_fp12_inv(&inv, f);
    bn254_ref_fp12_mul(&t, &t, &inv); /* f^(p^6 - 1) */
    bn254_ref_fp12_frobenius(r, &t, 2);
    bn254_ref_fp12_mul(r, r, &t); /* ^(p^2 + 1) */
}

BN254_UNUSED static void bn254_ref_final_exp(bn254_fp12 *r, const bn254_fp12 *f) {
    bn254_fp12 t;
    bn254_ref_easy_part(&t, f);
    bn254_ref_fp12_pow(r, &t, bn254_ref_final_d, 15);
}

/* Square root in Fp (p = 3 mod 4): a^((p+1)/4); returns 0 if a is not a square. */
BN254_UNUSED static int bn254_ref_fp_sqrt(bn254_fp *r, const bn254_fp *a) {
    uint64_t e[4];
    bn254_fp s, chk;
    memcpy(e, bn254_ref_p, sizeof e);
    e[0] += 1; /* p + 1: no carry, p is odd */
    bn254_u256_shr1(e, e);
    bn254_u256_shr1(e, e);
    bn254_ref_fp_pow(&s, a, e, 4);
    bn254_fp_sqr(&chk, &s);
    if (!bn254_fp_equal(&chk, a)) return 0;
    *r = s;
    return 1;
}

/*
 * Square root in Fp2 for p = 3 mod 4 (Adj, Rodriguez-Henriquez, "Square root
 * computation over even extension fields", ePrint 2012/685, Alg. 9).
 * Returns 0 if a is not a square.
 */
BN254_UNUSED static int bn254_ref_fp2_sqrt(bn254_fp2 *r, const bn254_fp2 *a) {
    uint64_t e[4];
    bn254_fp2 a1, alpha, a0, x0, minus_one, b, chk;
    memcpy(e, bn254_ref_p, sizeof e);
    e[0] -= 3; /* (p - 3)/4 */
    bn254_u256_shr1(e, e);
    bn254_u256_shr1(e, e);
    bn254_ref_fp2_pow(&a1, a, e, 4);
    bn254_fp2_mul(&alpha, &a1, a);
    bn254_fp2_mul(&alpha, &alpha, &a1);
    bn254_fp2_conj(&a0, &alpha); /* alpha^p */
    bn254_fp2_mul(&a0, &a0, &alpha);
    bn254_fp2_set_one(&minus_one);
    bn254_fp2_neg(&minus_one, &minus_one);
    if (bn254_fp2_equal(&a0, &minus_one)) return 0;
    bn254_fp2_mul(&x0, &a1, a);
    if (bn254_fp2_equal(&alpha, &minus_one)) {
        bn254_fp2 u; /* x = u x0 */
        bn254_fp_set_zero(&u.c0);
        bn254_fp_set_one(&u.c1);
        bn254_fp2_mul(r, &u, &x0);
    } else {
        bn254_fp2_set_one(&b);
        bn254_fp2_add(&b, &b, &alpha);
        memcpy(e, bn254_ref_p, sizeof e);
        e[0] -= 1; /* (p - 1)/2 */
        bn254_u256_shr1(e, e);
        bn254_ref_fp2_pow(&b, &b, e, 4);
        bn254_fp2_mul(r, &b, &x0);
    }
    bn254_fp2_sqr(&chk, r);
    return bn254_fp2_equal(&chk, a);
}

/* Double-and-add over all 256 bits with the general Jacobian addition only. */
BN254_UNUSED static void bn254_ref_g1_mul(bn254_g1_jac *r, const bn254_g1_aff *a, const uint64_t k[4]) {
    bn254_g1_jac acc, base;
    int i;
    bn254_g1_jac_from_aff(&base, a);
    bn254_g1_jac_set_infinity(&acc);
    for (i = 255; i >= 0; i--) {
        bn254_g1_jac_add(&acc, &acc, &acc);
        if ((k[i / 64] >> (i % 64)) & 1) bn254_g1_jac_add(&acc, &acc, &base);
    }
    *r = acc;
}

BN254_UNUSED static void bn254_ref_g2_mul(bn254_g2_jac *r, const bn254_g2_jac *a, const uint64_t *k, size_t n) {
    bn254_g2_jac acc, base = *a;
    size_t i;
    bn254_g2_jac_set_infinity(&acc);
    for (i = 64 * n; i-- > 0;) {
        bn254_g2_jac_add(&acc, &acc, &acc);
        if (bn254_ref_bit(k, n, i)) bn254_g2_jac_add(&acc, &acc, &base);
    }
    *r = acc;
}

/* The definition of G2 membership: [r] Q = O. */
BN254_UNUSED static int bn254_ref_g2_in_subgroup(const bn254_g2_aff *a) {
    bn254_g2_jac q, t;
    bn254_g2_jac_from_aff(&q, a);
    bn254_ref_g2_mul(&t, &q, bn254_ref_r, 4);
    return bn254_g2_jac_is_infinity(&t);
}

/* Random G1 point: random x until x^3 + 3 is a square (cofactor 1: in G1). */
BN254_UNUSED static void bn254_ref_rand_g1(bn254_g1_aff *r) {
    for (;;) {
        bn254_fp rhs;
        bn254_test_rand_fp(&r->x);
        bn254_fp_sqr(&rhs, &r->x);
        bn254_fp_mul(&rhs, &rhs, &r->x);
        bn254_fp_add(&rhs, &rhs, &bn254_g1_b);
        if (bn254_ref_fp_sqrt(&r->y, &rhs)) break;
    }
    if (bn254_test_rand64() & 1) bn254_fp_neg(&r->y, &r->y);
    r->infinity = 0;
}

/* Random twist point, almost never in G2 (the twist cofactor is 2p - r). */
BN254_UNUSED static void bn254_ref_rand_twist(bn254_g2_aff *r) {
    for (;;) {
        bn254_fp2 rhs;
        bn254_test_rand_fp2(&r->x);
        bn254_fp2_sqr(&rhs, &r->x);
        bn254_fp2_mul(&rhs, &rhs, &r->x);
        bn254_fp2_add(&rhs, &rhs, &bn254_twist_b);
        if (bn254_ref_fp2_sqrt(&r->y, &rhs)) break;
    }
    r->infinity = 0;
}

/* Random G2 point: [k] G2 for a random 256-bit k, by the reference ladder. */
BN254_UNUSED static void bn254_ref_rand_g2(bn254_g2_aff *r) {
    bn254_g2_aff g;
    bn254_g2_jac gj, t;
    uint64_t k[4];
    bn254_test_g2_generator(&g);
    bn254_g2_jac_from_aff(&gj, &g);
    bn254_test_rand256(k);
    bn254_ref_g2_mul(&t, &gj, k, 4);
    bn254_g2_jac_to_aff(r, &t);
}

#endif /* BN254_REF_IMPL_H */
