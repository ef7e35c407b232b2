/* SPDX-License-Identifier: MIT */
/*
 * ref_curve.h: slow, obviously correct reference arithmetic on the
 * library's types, which the fast paths are tested against (never used by
 * the library): powers by arbitrary exponents, square roots, the schoolbook
 * Fp12 product in the w-basis, the Frobenius map as the power by p, the final
 * exponentiation as one big power, double-and-add scalar multiplication
 * (plain, over every bit of the scalar), the definition of G2 membership
 * [r]Q = O, and random points of G1, G2 and the whole twist. Include after
 * internal.h. Exponents and scalars are little-endian 64-bit limbs, n of them.
 */
#ifndef BN254_TEST_REF_CURVE_H
#define BN254_TEST_REF_CURVE_H

#include "internal.h"

/* ---- products on reference integers (ref_int.h) ------------------------------
 * Shift-and-subtract reduction, the definition (a0 + a1 u)(b0 + b1 u) =
 * (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u: nothing of the library's kernels but
 * the conversion of its representation to integers and back. */

BN254_UNUSED static void bn254_ref_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    uint64_t x[4], y[4];
    bn254_kern_fp_to_int(x, a);
    bn254_kern_fp_to_int(y, b);
    bn254_ref_mulmod(x, x, y, bn254_ref_p);
    bn254_test_fp_from_int(r, x);
}

BN254_UNUSED static void bn254_ref_fp2_mul_elems(bn254_fp2 *r, const bn254_fp2 *a,
                                                 const bn254_fp2 *b) {
    bn254_ref_fp2 x, y;
    bn254_kern_fp_to_int(x.c0, &a->c0);
    bn254_kern_fp_to_int(x.c1, &a->c1);
    bn254_kern_fp_to_int(y.c0, &b->c0);
    bn254_kern_fp_to_int(y.c1, &b->c1);
    bn254_ref_fp2_mul(&x, &x, &y);
    bn254_test_fp_from_int(&r->c0, x.c0);
    bn254_test_fp_from_int(&r->c1, x.c1);
}

/* ---- powers ----------------------------------------------------------------- */

BN254_UNUSED static void bn254_ref_fp_pow(bn254_fp *r, const bn254_fp *a, const uint64_t *e,
                                          size_t n) {
    bn254_fp acc, base = *a;
    size_t i;
    bn254_fp_set_one(&acc);
    for (i = 64 * n; i-- > 0;) {
        bn254_fp_sqr(&acc, &acc);
        if (bn254_ref_bit(e, n, i)) bn254_fp_mul(&acc, &acc, &base);
    }
    *r = acc;
}

BN254_UNUSED static void bn254_ref_fp2_pow(bn254_fp2 *r, const bn254_fp2 *a, const uint64_t *e,
                                           size_t n) {
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
BN254_UNUSED static void bn254_ref_fp12_mul(bn254_fp12 *r, const bn254_fp12 *a,
                                            const bn254_fp12 *b) {
    bn254_fp2 ga[6], gb[6], acc[11], t;
    int i, j;
    bn254_test_fp12_to_w(ga, a);
    bn254_test_fp12_to_w(gb, b);
    for (i = 0; i < 11; i++) bn254_fp2_set_zero(&acc[i]);
    for (i = 0; i < 6; i++)
        for (j = 0; j < 6; j++) {
            bn254_fp2_mul(&t, &ga[i], &gb[j]);
            bn254_fp2_add(&acc[i + j], &acc[i + j], &t);
        }
    for (i = 0; i < 5; i++) { /* w^(i+6) = xi w^i */
        bn254_fp2_mul_xi(&t, &acc[i + 6]);
        bn254_fp2_add(&acc[i], &acc[i], &t);
    }
    bn254_test_fp12_from_w(r, acc);
}

BN254_UNUSED static void bn254_ref_fp12_pow(bn254_fp12 *r, const bn254_fp12 *a, const uint64_t *e,
                                            size_t n) {
    bn254_fp12 acc, base = *a;
    size_t i;
    bn254_fp12_set_one(&acc);
    for (i = 64 * n; i-- > 0;) {
        bn254_ref_fp12_mul(&acc, &acc, &acc);
        if (bn254_ref_bit(e, n, i)) bn254_ref_fp12_mul(&acc, &acc, &base);
    }
    *r = acc;
}

/* a^(p^k) by k powers by p: the definition of the Frobenius map. */
BN254_UNUSED static void bn254_ref_fp12_frobenius(bn254_fp12 *r, const bn254_fp12 *a, int k) {
    *r = *a;
    while (k-- > 0) bn254_ref_fp12_pow(r, r, bn254_ref_p, 4);
}

/* f^((p^6 - 1)(p^2 + 1)) by Frobenius-as-power: lands in the cyclotomic subgroup. */
BN254_UNUSED static void bn254_ref_easy_part(bn254_fp12 *r, const bn254_fp12 *f) {
    bn254_fp12 t, inv;
    bn254_ref_fp12_frobenius(&t, f, 6);
    bn254_fp12_inv(&inv, f);
    bn254_ref_fp12_mul(&t, &t, &inv); /* f^(p^6 - 1) */
    bn254_ref_fp12_frobenius(r, &t, 2);
    bn254_ref_fp12_mul(r, r, &t); /* ^(p^2 + 1) */
}

/* The library's final exponent as one power: f^((p^12 - 1)/r * c), computed
 * as the easy part, then ^d with d = c (p^4 - p^2 + 1)/r, c = 2x0(6x0^2 + 3x0
 * + 1) (BN254_FINAL_EXP_D of consts.h, which only the tests use: the library
 * computes the hard part by the x0 chain of pairing_impl.h). */
BN254_UNUSED static void bn254_ref_final_exp(bn254_fp12 *r, const bn254_fp12 *f) {
    static const uint64_t d[BN254_FINAL_EXP_D_LIMBS] = {BN254_FINAL_EXP_D};
    bn254_fp12 t;
    bn254_ref_easy_part(&t, f);
    bn254_ref_fp12_pow(r, &t, d, BN254_FINAL_EXP_D_LIMBS);
}

/* ---- square roots (p = 3 mod 4) ------------------------------------------------ */

/* a^((p+1)/4); 0 if a is not a square. */
BN254_UNUSED static int bn254_ref_fp_sqrt(bn254_fp *r, const bn254_fp *a) {
    uint64_t e[4];
    bn254_fp s, chk;
    (void)bn254_ref_add_u64(e, bn254_ref_p, 1);
    bn254_ref_shr1(e, e);
    bn254_ref_shr1(e, e);
    bn254_ref_fp_pow(&s, a, e, 4);
    bn254_fp_sqr(&chk, &s);
    if (!bn254_fp_equal(&chk, a)) return 0;
    *r = s;
    return 1;
}

/* Adj, Rodriguez-Henriquez, "Square root computation over even extension
 * fields", IEEE TC 2014 (ePrint 2012/685), Alg. 9; 0 if a is not a square. */
BN254_UNUSED static int bn254_ref_fp2_sqrt(bn254_fp2 *r, const bn254_fp2 *a) {
    uint64_t e[4];
    bn254_fp2 a1, alpha, a0, x0, minus_one, b, t;
    (void)bn254_ref_sub_u64(e, bn254_ref_p, 3); /* (p - 3)/4 */
    bn254_ref_shr1(e, e);
    bn254_ref_shr1(e, e);
    bn254_ref_fp2_pow(&a1, a, e, 4);
    bn254_fp2_mul(&x0, &a1, a);
    bn254_fp2_mul(&alpha, &a1, &x0);
    bn254_fp2_conj(&a0, &alpha); /* alpha^p */
    bn254_fp2_mul(&a0, &a0, &alpha);
    bn254_fp2_set_one(&minus_one);
    bn254_fp2_neg(&minus_one, &minus_one);
    if (bn254_fp2_equal(&a0, &minus_one)) return 0;
    if (bn254_fp2_equal(&alpha, &minus_one)) { /* x = u x0 */
        bn254_fp_neg(&t.c0, &x0.c1);
        t.c1 = x0.c0;
    } else {
        bn254_fp2_set_one(&b);
        bn254_fp2_add(&b, &b, &alpha);
        (void)bn254_ref_sub_u64(e, bn254_ref_p, 1); /* (p - 1)/2 */
        bn254_ref_shr1(e, e);
        bn254_ref_fp2_pow(&b, &b, e, 4);
        bn254_fp2_mul(&t, &b, &x0);
    }
    bn254_fp2_sqr(&b, &t);
    if (!bn254_fp2_equal(&b, a)) return 0;
    *r = t;
    return 1;
}

/* ---- scalar multiplication ------------------------------------------------------ */

/* [k] a by double-and-add over all 64n bits: no GLV, no wNAF, no reduction
 * of k (the doubling and addition formulas it uses are checked against the
 * reference affine sums in group_laws.h). */
BN254_UNUSED static void bn254_ref_g1_mul(bn254_g1_jac *r, const bn254_g1_aff *a, const uint64_t *k,
                                          size_t n) {
    bn254_g1_jac acc, base;
    size_t i;
    bn254_g1_jac_from_aff(&base, a);
    bn254_g1_jac_set_infinity(&acc);
    for (i = 64 * n; i-- > 0;) {
        bn254_g1_jac_dbl(&acc, &acc);
        if (bn254_ref_bit(k, n, i)) bn254_g1_jac_add(&acc, &acc, &base);
    }
    *r = acc;
}

BN254_UNUSED static void bn254_ref_g2_mul(bn254_g2_jac *r, const bn254_g2_aff *a, const uint64_t *k,
                                          size_t n) {
    bn254_g2_jac acc, base;
    size_t i;
    bn254_g2_jac_from_aff(&base, a);
    bn254_g2_jac_set_infinity(&acc);
    for (i = 64 * n; i-- > 0;) {
        bn254_g2_jac_dbl(&acc, &acc);
        if (bn254_ref_bit(k, n, i)) bn254_g2_jac_add(&acc, &acc, &base);
    }
    *r = acc;
}

/* The same with an affine result. */
BN254_UNUSED static void bn254_ref_g1_mul_aff(bn254_g1_aff *r, const bn254_g1_aff *a,
                                              const uint64_t *k, size_t n) {
    bn254_g1_jac t;
    bn254_ref_g1_mul(&t, a, k, n);
    bn254_g1_jac_to_aff(r, &t);
}

BN254_UNUSED static void bn254_ref_g2_mul_aff(bn254_g2_aff *r, const bn254_g2_aff *a,
                                              const uint64_t *k, size_t n) {
    bn254_g2_jac t;
    bn254_ref_g2_mul(&t, a, k, n);
    bn254_g2_jac_to_aff(r, &t);
}

/* The definition of G2 membership: [r] Q = O. */
BN254_UNUSED static int bn254_ref_g2_in_subgroup(const bn254_g2_aff *a) {
    bn254_g2_jac t;
    bn254_ref_g2_mul(&t, a, bn254_ref_r, 4);
    return bn254_g2_jac_is_infinity(&t);
}

/* The twist's cofactor h = 2p - r: [h] T lies in G2 for every twist point T. */
BN254_UNUSED static void bn254_ref_twist_cofactor(uint64_t h[4]) {
    (void)bn254_ref_add(h, bn254_ref_p, bn254_ref_p);
    (void)bn254_ref_sub(h, h, bn254_ref_r);
}

/* A + B by the affine chord-and-tangent rule on reference integers (ref_ec.h):
 * nothing of the library's group law or field arithmetic. */
BN254_UNUSED static void bn254_ref_g1_add_aff(bn254_g1_aff *r, const bn254_g1_aff *a,
                                              const bn254_g1_aff *b) {
    uint8_t ea[64], eb[64], s[64];
    bn254_test_encode_g1(ea, a);
    bn254_test_encode_g1(eb, b);
    bn254_ref_g1_add(s, ea, eb);
    bn254_test_g1_from_encoding(r, s);
}

BN254_UNUSED static void bn254_ref_g2_add_aff(bn254_g2_aff *r, const bn254_g2_aff *a,
                                              const bn254_g2_aff *b) {
    uint8_t ea[128], eb[128], s[128];
    bn254_test_encode_g2(ea, a);
    bn254_test_encode_g2(eb, b);
    bn254_ref_g2_add(s, ea, eb);
    bn254_test_g2_from_encoding(r, s);
}

/* ---- random points -------------------------------------------------------------- */

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

/* The twist point with abscissa x, if x^3 + b' is a square (1), else 0. */
BN254_UNUSED static int bn254_ref_twist_at(bn254_g2_aff *r, const bn254_fp2 *x) {
    bn254_fp2 rhs;
    bn254_fp2_sqr(&rhs, x);
    bn254_fp2_mul(&rhs, &rhs, x);
    bn254_fp2_add(&rhs, &rhs, &bn254_twist_b);
    if (!bn254_ref_fp2_sqrt(&r->y, &rhs)) return 0;
    r->x = *x;
    r->infinity = 0;
    return 1;
}

/* Random twist point, almost never in G2 (the twist cofactor is 2p - r). */
BN254_UNUSED static void bn254_ref_rand_twist(bn254_g2_aff *r) {
    bn254_fp2 x;
    do {
        bn254_test_rand_fp2(&x);
    } while (!bn254_ref_twist_at(r, &x));
}

/* Random G2 point: [k] G2 for a random 256-bit k, by the reference ladder. */
BN254_UNUSED static void bn254_ref_rand_g2(bn254_g2_aff *r) {
    bn254_g2_aff g;
    uint64_t k[4];
    bn254_test_g2_generator(&g);
    bn254_test_rand256(k);
    bn254_ref_g2_mul_aff(r, &g, k, 4);
}

#endif /* BN254_TEST_REF_CURVE_H */
