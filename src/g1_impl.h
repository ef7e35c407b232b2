/* SPDX-License-Identifier: MIT */
/*
 * g1_impl.h: G1 over Fp: the group law of group_law.h (shared with G2), and
 * what only G1 needs: the affine addition with one inversion (ecadd) and the
 * odd-multiples tables of the scalar multiplication. The affine addition and
 * negation are the only code that chooses between this layer's formulas and
 * the backend's G1 kernels (BN254_G1_AFFINE_KERNELS, g1.h).
 */
#ifndef BN254_G1_IMPL_H
#define BN254_G1_IMPL_H

#include "consts.h"
#include "fp.h"
#include "g1.h"

static const bn254_fp bn254_g1_b = {{BN254_FP_CONST(BN254_G1_B)}}; /* y^2 = x^3 + 3 */

/* The group law shared with G2 (group_law.h), over Fp. */
#define BN254_GL g1
#define BN254_GL_F fp
#define BN254_GL_B bn254_g1_b
#define BN254_GL_SQR_CHEAP 0
#include "group_law.h"

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

#endif /* BN254_G1_IMPL_H */
