/* SPDX-License-Identifier: MIT */
/*
 * g1_impl.h: G1 group law in affine and Jacobian coordinates. The affine
 * addition and negation are the only code that chooses between this layer's
 * formulas and the backend's G1 kernels (BN254_G1_AFFINE_KERNELS, g1.h).
 */
#ifndef BN254_G1_IMPL_H
#define BN254_G1_IMPL_H

#include "consts.h"
#include "fp.h"
#include "g1.h"

static const bn254_fp bn254_g1_b = {{BN254_FP_CONST(BN254_G1_B)}}; /* y^2 = x^3 + 3 */

static int bn254_g1_aff_is_on_curve(const bn254_g1_aff *a) {
    bn254_fp lhs, rhs;
    if (a->infinity) return 1;
    bn254_fp_sqr(&lhs, &a->y);
    bn254_fp_sqr(&rhs, &a->x);
    bn254_fp_mul(&rhs, &rhs, &a->x);
    bn254_fp_add(&rhs, &rhs, &bn254_g1_b);
    return bn254_fp_equal(&lhs, &rhs);
}

static BN254_INLINE void bn254_g1_aff_set_infinity(bn254_g1_aff *r) {
    bn254_fp_set_zero(&r->x);
    bn254_fp_set_zero(&r->y);
    r->infinity = 1;
}

static BN254_INLINE void bn254_g1_aff_neg(bn254_g1_aff *r, const bn254_g1_aff *a) {
#if BN254_G1_AFFINE_KERNELS
    bn254_kern_g1_neg(r, a);
#else
    r->x = a->x;
    bn254_fp_neg(&r->y, &a->y);
#endif
    r->infinity = a->infinity;
}

/* r = a + b. Special cases first (the G1 kernels take neither infinity nor
 * b = -a, and doubling needs y != 0: no point of order 2 on this curve, but
 * one with y = 0 would be its own negative), then one kernel call, or the
 * chord-and-tangent formulas with one inversion: lambda = 3x^2 / 2y
 * (doubling) or (y2 - y1) / (x2 - x1), x3 = lambda^2 - x1 - x2,
 * y3 = lambda (x1 - x3) - y1. */
static void bn254_g1_aff_add(bn254_g1_aff *r, const bn254_g1_aff *a, const bn254_g1_aff *b) {
#if !BN254_G1_AFFINE_KERNELS
    bn254_fp lambda, num, den, x3, y3;
#endif
    if (a->infinity) {
        *r = *b;
        return;
    }
    if (b->infinity) {
        *r = *a;
        return;
    }
    if (bn254_fp_equal(&a->x, &b->x)) {
        if (!bn254_fp_equal(&a->y, &b->y) || bn254_fp_is_zero(&a->y)) {
            bn254_g1_aff_set_infinity(r); /* b = -a */
            return;
        }
#if BN254_G1_AFFINE_KERNELS
        bn254_kern_g1_dbl(r, a);
#else
        bn254_fp_sqr(&num, &a->x);
        bn254_fp_tpl(&num, &num);
        bn254_fp_dbl(&den, &a->y);
#endif
    } else {
#if BN254_G1_AFFINE_KERNELS
        bn254_kern_g1_add(r, a, b);
#else
        bn254_fp_sub(&num, &b->y, &a->y);
        bn254_fp_sub(&den, &b->x, &a->x);
#endif
    }
#if !BN254_G1_AFFINE_KERNELS
    bn254_fp_inv(&den, &den);
    bn254_fp_mul(&lambda, &num, &den);
    bn254_fp_sqr(&x3, &lambda);
    bn254_fp_sub(&x3, &x3, &a->x);
    bn254_fp_sub(&x3, &x3, &b->x);
    bn254_fp_sub(&y3, &a->x, &x3);
    bn254_fp_mul(&y3, &y3, &lambda);
    bn254_fp_sub(&r->y, &y3, &a->y);
    r->x = x3;
#endif
    r->infinity = 0;
    VERIFY_CHECK(bn254_g1_aff_is_on_curve(r));
}

static BN254_INLINE void bn254_g1_jac_set_infinity(bn254_g1_jac *r) {
    bn254_fp_set_one(&r->x);
    bn254_fp_set_one(&r->y);
    bn254_fp_set_zero(&r->z);
}

static BN254_INLINE int bn254_g1_jac_is_infinity(const bn254_g1_jac *a) {
    return bn254_fp_is_zero(&a->z);
}

static BN254_INLINE void bn254_g1_jac_from_aff(bn254_g1_jac *r, const bn254_g1_aff *a) {
    if (a->infinity) {
        bn254_g1_jac_set_infinity(r);
        return;
    }
    r->x = a->x;
    r->y = a->y;
    bn254_fp_set_one(&r->z);
}

static void bn254_g1_jac_to_aff(bn254_g1_aff *r, const bn254_g1_jac *a) {
    bn254_fp zi, zi2;
    if (bn254_g1_jac_is_infinity(a)) {
        bn254_g1_aff_set_infinity(r);
        return;
    }
    if (bn254_fp_is_one(&a->z)) { /* already affine (the affine GLV, glv_impl.h) */
        r->x = a->x;
        r->y = a->y;
        r->infinity = 0;
        return;
    }
    bn254_fp_inv(&zi, &a->z);
    bn254_fp_sqr(&zi2, &zi);
    bn254_fp_mul(&r->x, &a->x, &zi2);
    bn254_fp_mul(&zi2, &zi2, &zi);
    bn254_fp_mul(&r->y, &a->y, &zi2);
    r->infinity = 0;
}

BN254_UNUSED static int bn254_g1_jac_equal(const bn254_g1_jac *a, const bn254_g1_jac *b) {
    /* X1 Z2^2 = X2 Z1^2 and Y1 Z2^3 = Y2 Z1^3 */
    bn254_fp z1z1, z2z2, l, r;
    int ia = bn254_g1_jac_is_infinity(a), ib = bn254_g1_jac_is_infinity(b);
    if (ia || ib) return ia && ib;
    bn254_fp_sqr(&z1z1, &a->z);
    bn254_fp_sqr(&z2z2, &b->z);
    bn254_fp_mul(&l, &a->x, &z2z2);
    bn254_fp_mul(&r, &b->x, &z1z1);
    if (!bn254_fp_equal(&l, &r)) return 0;
    bn254_fp_mul(&z1z1, &z1z1, &a->z);
    bn254_fp_mul(&z2z2, &z2z2, &b->z);
    bn254_fp_mul(&l, &a->y, &z2z2);
    bn254_fp_mul(&r, &b->y, &z1z1);
    return bn254_fp_equal(&l, &r);
}

static BN254_INLINE void bn254_g1_jac_neg(bn254_g1_jac *r, const bn254_g1_jac *a) {
    r->x = a->x;
    bn254_fp_neg(&r->y, &a->y);
    r->z = a->z;
}

/* num / den = Y^2 / Z^6 - X^3 / Z^6, the c of the curve y^2 = x^3 + c through a. */
static void bn254_g1_jac_curve_c(bn254_fp *num, bn254_fp *den, const bn254_g1_jac *a) {
    bn254_fp t;
    bn254_fp_sqr(num, &a->y);
    bn254_fp_sqr(&t, &a->x);
    bn254_fp_mul(&t, &t, &a->x);
    bn254_fp_sub(num, num, &t);
    bn254_fp_sqr(den, &a->z);
    bn254_fp_mul(&t, den, &a->z);
    bn254_fp_sqr(den, &t);
}

BN254_UNUSED static int bn254_g1_jac_same_curve(const bn254_g1_jac *a, const bn254_g1_jac *b) {
    bn254_fp na, da, nb, db;
    if (bn254_g1_jac_is_infinity(a) || bn254_g1_jac_is_infinity(b)) return 1;
    bn254_g1_jac_curve_c(&na, &da, a);
    bn254_g1_jac_curve_c(&nb, &db, b);
    bn254_fp_mul(&na, &na, &db);
    bn254_fp_mul(&nb, &nb, &da);
    return bn254_fp_equal(&na, &nb);
}

BN254_UNUSED static int bn254_g1_jac_is_on_curve(const bn254_g1_jac *a) {
    bn254_fp num, den;
    if (bn254_g1_jac_is_infinity(a)) return 1;
    bn254_g1_jac_curve_c(&num, &den, a);
    bn254_fp_mul(&den, &den, &bn254_g1_b);
    return bn254_fp_equal(&num, &den);
}

/* The group law below comes in _impl functions; under BN254_VERIFY the public
 * names check that the result lies on the curve of the inputs. */
static void bn254_g1_jac_dbl_impl(bn254_g1_jac *r, const bn254_g1_jac *a) {
    /* 2a as (X3/4, Y3/8, Z3/2) of dbl-2009-l, the same point: L = 3X^2/2,
     * S = Y^2, T = X S, X3 = L^2 - 2T, Y3 = L (T - X3) - S^2, Z3 = Y Z.
     * 3M + 4S with 6 additions and one halving, against 2M + 5S and 14
     * additions for dbl-2009-l (libsecp256k1's secp256k1_gej_double doubles
     * in the same halved form): 3-5% fewer instructions per ecmul on rv32im,
     * 5% less time with the x86-64 kernels, 10% with the portable ones.
     * Infinity (Z = 0) maps to Z3 = 0; there is no point of order 2 on this
     * curve. r may alias a: each input is read before its output is written. */
    bn254_fp l, s, t, u;
    bn254_fp_sqr(&l, &a->x);
    bn254_fp_tpl(&l, &l);
    bn254_fp_half(&l, &l);
    bn254_fp_sqr(&s, &a->y);
    bn254_fp_mul(&t, &a->x, &s);
    bn254_fp_mul(&r->z, &a->y, &a->z);
    bn254_fp_sqr(&u, &l);
    bn254_fp_sub(&u, &u, &t);
    bn254_fp_sub(&r->x, &u, &t);
    bn254_fp_sub(&t, &t, &r->x);
    bn254_fp_mul(&t, &t, &l);
    bn254_fp_sqr(&s, &s);
    bn254_fp_sub(&r->y, &t, &s);
}

static void bn254_g1_jac_add_impl(bn254_g1_jac *r, const bn254_g1_jac *a, const bn254_g1_jac *b) {
    /* add-2007-bl: U1 = X1 Z2^2, U2 = X2 Z1^2, S1 = Y1 Z2^3, S2 = Y2 Z1^3,
     * H = U2 - U1, I = (2H)^2, J = H I, rr = 2 (S2 - S1), V = U1 I,
     * X3 = rr^2 - J - 2V, Y3 = rr (V - X3) - 2 S1 J, Z3 = ((Z1 + Z2)^2 - Z1Z1 - Z2Z2) H */
    bn254_fp z1z1, z2z2, u1, u2, s1, s2, h, i, j, rr, v, t;
    if (bn254_g1_jac_is_infinity(a)) {
        *r = *b;
        return;
    }
    if (bn254_g1_jac_is_infinity(b)) {
        *r = *a;
        return;
    }
    bn254_fp_sqr(&z1z1, &a->z);
    bn254_fp_sqr(&z2z2, &b->z);
    bn254_fp_mul(&u1, &a->x, &z2z2);
    bn254_fp_mul(&u2, &b->x, &z1z1);
    bn254_fp_mul(&s1, &a->y, &b->z);
    bn254_fp_mul(&s1, &s1, &z2z2);
    bn254_fp_mul(&s2, &b->y, &a->z);
    bn254_fp_mul(&s2, &s2, &z1z1);
    bn254_fp_sub(&h, &u2, &u1);
    bn254_fp_sub(&rr, &s2, &s1);
    if (bn254_fp_is_zero(&h)) {
        if (bn254_fp_is_zero(&rr)) {
            bn254_g1_jac_dbl(r, a); /* a == b */
        } else {
            bn254_g1_jac_set_infinity(r); /* a == -b */
        }
        return;
    }
    bn254_fp_dbl(&rr, &rr);
    bn254_fp_dbl(&i, &h);
    bn254_fp_sqr(&i, &i);
    bn254_fp_mul(&j, &h, &i);
    bn254_fp_mul(&v, &u1, &i);
    bn254_fp_add(&t, &a->z, &b->z);
    bn254_fp_sqr(&t, &t);
    bn254_fp_sub(&t, &t, &z1z1);
    bn254_fp_sub(&t, &t, &z2z2);
    bn254_fp_mul(&r->z, &t, &h);
    bn254_fp_sqr(&r->x, &rr);
    bn254_fp_sub(&r->x, &r->x, &j);
    bn254_fp_sub(&r->x, &r->x, &v);
    bn254_fp_sub(&r->x, &r->x, &v);
    bn254_fp_sub(&t, &v, &r->x);
    bn254_fp_mul(&t, &t, &rr);
    bn254_fp_mul(&s1, &s1, &j);
    bn254_fp_dbl(&s1, &s1);
    bn254_fp_sub(&r->y, &t, &s1);
}

/* The part of madd-2007-bl after H = U2 - X1 != 0 and S2 - Y1 are known:
 * rr = 2 (S2 - Y1), HH = H^2, I = 4 HH, J = H I, V = X1 I,
 * X3 = rr^2 - J - 2V, Y3 = rr (V - X3) - 2 Y1 J, Z3 = (Z1 + H)^2 - Z1Z1 - HH.
 * r may alias a; y1 (a's Y, or a copy) is read before r->y is written. */
static BN254_INLINE void bn254_g1_madd_finish(bn254_g1_jac *r, const bn254_g1_jac *a,
                                              const bn254_fp *y1, const bn254_fp *z1z1,
                                              const bn254_fp *h, const bn254_fp *s2_minus_y1) {
    bn254_fp rr, hh, i, j, v, t;
    bn254_fp_dbl(&rr, s2_minus_y1);
    bn254_fp_sqr(&hh, h);
    bn254_fp_dbl(&i, &hh);
    bn254_fp_dbl(&i, &i);
    bn254_fp_mul(&j, h, &i);
    bn254_fp_mul(&v, &a->x, &i);
    bn254_fp_add(&t, &a->z, h);
    bn254_fp_sqr(&t, &t);
    bn254_fp_sub(&t, &t, z1z1);
    bn254_fp_sub(&r->z, &t, &hh);
    bn254_fp_sqr(&t, &rr);
    bn254_fp_sub(&t, &t, &j);
    bn254_fp_sub(&t, &t, &v);
    bn254_fp_mul(&j, &j, y1);
    bn254_fp_sub(&r->x, &t, &v);
    bn254_fp_sub(&t, &v, &r->x);
    bn254_fp_mul(&t, &t, &rr);
    bn254_fp_dbl(&j, &j);
    bn254_fp_sub(&r->y, &t, &j);
}

static void bn254_g1_jac_add_aff_impl(bn254_g1_jac *r, const bn254_g1_jac *a, const bn254_g1_aff *b) {
    /* madd-2007-bl (Z2 = 1): U2 = X2 Z1^2, S2 = Y2 Z1^3, H = U2 - X1, HH = H^2,
     * I = 4 HH, J = H I, rr = 2 (S2 - Y1), V = X1 I, X3 = rr^2 - J - 2V,
     * Y3 = rr (V - X3) - 2 Y1 J, Z3 = (Z1 + H)^2 - Z1Z1 - HH */
    bn254_fp z1z1, u2, s2, h, rr, y1;
    if (b->infinity) {
        *r = *a;
        return;
    }
    if (bn254_g1_jac_is_infinity(a)) {
        bn254_g1_jac_from_aff(r, b);
        return;
    }
    y1 = a->y;
    bn254_fp_sqr(&z1z1, &a->z);
    bn254_fp_mul(&u2, &b->x, &z1z1);
    bn254_fp_mul(&s2, &b->y, &a->z);
    bn254_fp_mul(&s2, &s2, &z1z1);
    bn254_fp_sub(&h, &u2, &a->x);
    bn254_fp_sub(&rr, &s2, &a->y);
    if (bn254_fp_is_zero(&h)) {
        if (bn254_fp_is_zero(&rr)) {
            bn254_g1_jac_dbl(r, a);
        } else {
            bn254_g1_jac_set_infinity(r);
        }
        return;
    }
    bn254_g1_madd_finish(r, a, &y1, &z1z1, &h, &rr);
}

static void bn254_g1_jac_dbl(bn254_g1_jac *r, const bn254_g1_jac *a) {
    BN254_VERIFY_ONLY(bn254_g1_jac in = *a;)
    bn254_g1_jac_dbl_impl(r, a);
    VERIFY_CHECK(bn254_g1_jac_same_curve(r, &in));
}

BN254_UNUSED static void bn254_g1_jac_add(bn254_g1_jac *r, const bn254_g1_jac *a,
                                          const bn254_g1_jac *b) {
    BN254_VERIFY_ONLY(bn254_g1_jac in = *a;)
    VERIFY_CHECK(bn254_g1_jac_same_curve(a, b));
    bn254_g1_jac_add_impl(r, a, b);
    VERIFY_CHECK(bn254_g1_jac_same_curve(r, &in));
}

static void bn254_g1_jac_add_aff(bn254_g1_jac *r, const bn254_g1_jac *a, const bn254_g1_aff *b) {
    BN254_VERIFY_ONLY(bn254_g1_jac in = *a; bn254_g1_jac bj; bn254_g1_jac_from_aff(&bj, b);)
    VERIFY_CHECK(bn254_g1_jac_same_curve(&in, &bj));
    bn254_g1_jac_add_aff_impl(r, a, b);
    VERIFY_CHECK(bn254_g1_jac_same_curve(r, &in));
}

static void bn254_g1_jac_dbl_aff(bn254_g1_jac *r, const bn254_g1_aff *a) {
    /* bn254_g1_jac_dbl's halved formulas with Z = 1 (then Z3 = Y): 2M + 4S. */
    bn254_fp l, s, t, u;
    if (a->infinity) {
        bn254_g1_jac_set_infinity(r);
        return;
    }
    bn254_fp_sqr(&l, &a->x);
    bn254_fp_tpl(&l, &l);
    bn254_fp_half(&l, &l);
    bn254_fp_sqr(&s, &a->y);
    bn254_fp_mul(&t, &a->x, &s);
    r->z = a->y;
    bn254_fp_sqr(&u, &l);
    bn254_fp_sub(&u, &u, &t);
    bn254_fp_sub(&r->x, &u, &t);
    bn254_fp_sub(&t, &t, &r->x);
    bn254_fp_mul(&t, &t, &l);
    bn254_fp_sqr(&s, &s);
    bn254_fp_sub(&r->y, &t, &s);
    BN254_VERIFY_ONLY({
        bn254_g1_jac in;
        bn254_g1_jac_from_aff(&in, a);
        VERIFY_CHECK(bn254_g1_jac_same_curve(r, &in));
    })
}

/* acc += d for acc = (X, Y, Z) with Z != 1 and d affine (both on the same
 * curve y^2 = x^3 + c, acc != +-d): madd-2007-bl as bn254_g1_jac_add_aff,
 * without its special cases, and zr = 2H, the factor with Z3 = Z zr. */
static void bn254_g1_jac_add_aff_zr(bn254_g1_jac *acc, bn254_fp *zr, const bn254_g1_aff *d) {
    bn254_fp z1z1, u2, s2, h, rr;
    bn254_fp_sqr(&z1z1, &acc->z);
    bn254_fp_mul(&u2, &d->x, &z1z1);
    bn254_fp_mul(&s2, &d->y, &acc->z);
    bn254_fp_mul(&s2, &s2, &z1z1);
    bn254_fp_sub(&h, &u2, &acc->x);
    bn254_fp_sub(&rr, &s2, &acc->y);
    VERIFY_CHECK(!bn254_fp_is_zero(&h));
    bn254_fp_dbl(zr, &h);
    bn254_g1_madd_finish(acc, acc, &acc->y, &z1z1, &h, &rr);
}

/* acc = a + d for affine a != +-d (on the same curve y^2 = x^3 + c):
 * mmadd-2007-bl, 4M + 2S: H = X2 - X1, I = 4H^2, J = H I, rr = 2(Y2 - Y1),
 * V = X1 I, X3 = rr^2 - J - 2V, Y3 = rr (V - X3) - 2 Y1 J, Z3 = 2H. */
static void bn254_g1_aff_add_to_jac(bn254_g1_jac *acc, const bn254_g1_aff *a,
                                    const bn254_g1_aff *d) {
    bn254_fp h, hh, i4, j, rr, v, t;
    bn254_fp_sub(&h, &d->x, &a->x);
    bn254_fp_sub(&rr, &d->y, &a->y);
    VERIFY_CHECK(!bn254_fp_is_zero(&h));
    bn254_fp_dbl(&rr, &rr);
    bn254_fp_sqr(&hh, &h);
    bn254_fp_dbl(&i4, &hh);
    bn254_fp_dbl(&i4, &i4);
    bn254_fp_mul(&j, &h, &i4);
    bn254_fp_mul(&v, &a->x, &i4);
    bn254_fp_sqr(&t, &rr);
    bn254_fp_sub(&t, &t, &j);
    bn254_fp_sub(&t, &t, &v);
    bn254_fp_sub(&acc->x, &t, &v);
    bn254_fp_sub(&t, &v, &acc->x);
    bn254_fp_mul(&t, &t, &rr);
    bn254_fp_mul(&j, &j, &a->y);
    bn254_fp_dbl(&j, &j);
    bn254_fp_sub(&acc->y, &t, &j);
    bn254_fp_dbl(&acc->z, &h);
}

static void bn254_g1_odd_multiples(bn254_g1_aff *r, bn254_fp *z, const bn254_g1_aff *a, size_t n) {
    bn254_fp zr[BN254_G1_ODD_MULTIPLES_MAX], zz, c;
    bn254_g1_jac d, acc;
    bn254_g1_aff dd;
    size_t k;
    VERIFY_CHECK(!a->infinity && n >= 1 && n <= BN254_G1_ODD_MULTIPLES_MAX);
    r[0] = *a;
    if (n == 1) {
        bn254_fp_set_one(z);
        return;
    }
    /* d = 2a; on the curve scaled by Z(d), d is (X, Y) and a is (x Z^2, y Z^3) */
    bn254_g1_jac_dbl_aff(&d, a);
    dd.x = d.x;
    dd.y = d.y;
    dd.infinity = 0;
    bn254_fp_sqr(&zz, &d.z);
    bn254_fp_mul(&r[0].x, &a->x, &zz);
    bn254_fp_mul(&zz, &zz, &d.z);
    bn254_fp_mul(&r[0].y, &a->y, &zz);

    /* 3a = a + d, both affine there */
    bn254_g1_aff_add_to_jac(&acc, &r[0], &dd);
    zr[1] = acc.z;
    r[1].x = acc.x;
    r[1].y = acc.y;
    r[1].infinity = 0;
    for (k = 2; k < n; k++) {
        bn254_g1_jac_add_aff_zr(&acc, &zr[k], &dd);
        r[k].x = acc.x;
        r[k].y = acc.y;
        r[k].infinity = 0;
    }

    /* Entry k has Z_k = zr[1] ... zr[k]; multiply it by c = Z_(n-1) / Z_k. */
    c = zr[n - 1];
    for (k = n - 1; k-- > 0;) {
        if (k < n - 2) bn254_fp_mul(&c, &c, &zr[k + 1]);
        bn254_fp_sqr(&zz, &c);
        bn254_fp_mul(&r[k].x, &r[k].x, &zz);
        bn254_fp_mul(&zz, &zz, &c);
        bn254_fp_mul(&r[k].y, &r[k].y, &zz);
    }
    bn254_fp_mul(z, &acc.z, &d.z);
}

BN254_UNUSED static void bn254_g1_jac_to_aff_batch(bn254_g1_aff *r, const bn254_g1_jac *a, bn254_fp *scratch,
                                      size_t n) {
    /* scratch[i] = z_0 ... z_i (skipping infinities); one inversion of the
     * total product, then walk back peeling one z at a time. */
    bn254_fp acc, inv, zi, zi2;
    size_t i;
    if (n == 0) return;
    bn254_fp_set_one(&acc);
    for (i = 0; i < n; i++) {
        if (!bn254_g1_jac_is_infinity(&a[i])) bn254_fp_mul(&acc, &acc, &a[i].z);
        scratch[i] = acc;
    }
    bn254_fp_inv(&inv, &acc);
    for (i = n; i-- > 0;) {
        if (bn254_g1_jac_is_infinity(&a[i])) {
            bn254_g1_aff_set_infinity(&r[i]);
            continue;
        }
        /* inv = (z_0 ... z_i)^-1, so z_i^-1 = inv * (z_0 ... z_{i-1}) */
        if (i > 0) {
            bn254_fp_mul(&zi, &inv, &scratch[i - 1]);
        } else {
            zi = inv;
        }
        bn254_fp_mul(&inv, &inv, &a[i].z);
        bn254_fp_sqr(&zi2, &zi);
        bn254_fp_mul(&r[i].x, &a[i].x, &zi2);
        bn254_fp_mul(&zi2, &zi2, &zi);
        bn254_fp_mul(&r[i].y, &a[i].y, &zi2);
        r[i].infinity = 0;
    }
}

#endif /* BN254_G1_IMPL_H */
