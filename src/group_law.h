/* SPDX-License-Identifier: MIT */
/*
 * group_law.h: the group law of a short Weierstrass curve y^2 = x^3 + b
 * (a = 0) in affine and Jacobian coordinates, written once and instantiated
 * for G1 over Fp (g1_impl.h) and for the twist over Fp2 (g2_impl.h): one
 * set of formulas, so the two groups cannot drift apart (blst's ec_ops.h
 * is the model, with an include template instead of function macros, like
 * tests/support/group_laws.h). The including file defines first
 *   BN254_GL     the group: g1 or g2 (the functions are bn254_<g>_<name>,
 *                on the types bn254_<g>_aff and bn254_<g>_jac of <g>.h);
 *   BN254_GL_F   its coordinate field: fp or fp2 (bn254_<f>_* of <f>.h);
 *   BN254_GL_B   the curve's b, a constant of that field;
 *   BN254_GL_SQR_CHEAP  1 if a squaring costs clearly less than a
 *                multiplication in that field (Fp2: 2M against 3M by
 *                Karatsuba), 0 if about the same (Fp);
 * and this file undefines them at its end. It has no include guard on
 * purpose; it includes nothing (the includer has the field and group
 * contracts already).
 *
 * Formulas from the Explicit-Formulas Database, short Weierstrass curves
 * with a = 0 in Jacobian coordinates (X, Y, Z) ~ (X/Z^2, Y/Z^3),
 * hyperelliptic.org/EFD/g1p/auto-shortw-jacobian-0.html: doubling
 * dbl-2009-l in its halved form, addition add-2007-bl, mixed addition
 * madd-2007-bl. Every operation handles every input, infinity (Z = 0),
 * P + P and P + (-P) included; full aliasing is allowed. Under
 * BN254_VERIFY the group law checks that its result lies on the curve of
 * its inputs (jac_same_curve: the check also holds on the isomorphic curves
 * y^2 = x^3 + c that G1's odd-multiples tables use).
 *
 * One instance may leave a function unused (G1's scalar multiplication
 * never compares Jacobian points, G2 never adds to a Jacobian point built
 * from one affine doubling): BN254_UNUSED marks them. Costs are in M and S of
 * the coordinate field.
 */
#if !defined(BN254_GL) || !defined(BN254_GL_F) || !defined(BN254_GL_B) || \
    !defined(BN254_GL_SQR_CHEAP)
#error "define BN254_GL, BN254_GL_F, BN254_GL_B and BN254_GL_SQR_CHEAP before group_law.h"
#endif

#define BN254_GL_CAT_(a, b, c) a##b##c
#define BN254_GL_CAT(a, b, c) BN254_GL_CAT_(a, b, c)
#define GL(name) BN254_GL_CAT(bn254_, BN254_GL, _##name)
#define GF(name) BN254_GL_CAT(bn254_, BN254_GL_F, _##name)
#define GL_F BN254_GL_CAT(bn254_, BN254_GL_F, )
#define GL_AFF GL(aff)
#define GL_JAC GL(jac)

/* 1 if (x, y) satisfies y^2 = x^3 + b (infinity counts as on the curve). */
BN254_UNUSED static int GL(aff_is_on_curve)(const GL_AFF *a) {
    GL_F lhs, rhs;
    if (a->infinity) return 1;
    GF(sqr)(&lhs, &a->y);
    GF(sqr)(&rhs, &a->x);
    GF(mul)(&rhs, &rhs, &a->x);
    GF(add)(&rhs, &rhs, &BN254_GL_B);
    return GF(equal)(&lhs, &rhs);
}

BN254_UNUSED static BN254_INLINE void GL(aff_set_infinity)(GL_AFF *r) {
    GF(set_zero)(&r->x);
    GF(set_zero)(&r->y);
    r->infinity = 1;
}

BN254_UNUSED static BN254_INLINE void GL(jac_set_infinity)(GL_JAC *r) {
    GF(set_one)(&r->x);
    GF(set_one)(&r->y);
    GF(set_zero)(&r->z);
}

BN254_UNUSED static BN254_INLINE int GL(jac_is_infinity)(const GL_JAC *a) {
    return GF(is_zero)(&a->z);
}

BN254_UNUSED static BN254_INLINE void GL(jac_from_aff)(GL_JAC *r, const GL_AFF *a) {
    if (a->infinity) {
        GL(jac_set_infinity)(r);
        return;
    }
    r->x = a->x;
    r->y = a->y;
    GF(set_one)(&r->z);
}

/* One inversion, none for Z = 1 (G1's affine GLV leaves its result there). */
BN254_UNUSED static void GL(jac_to_aff)(GL_AFF *r, const GL_JAC *a) {
    GL_F zi, zi2;
    if (GL(jac_is_infinity)(a)) {
        GL(aff_set_infinity)(r);
        return;
    }
    if (GF(is_one)(&a->z)) {
        r->x = a->x;
        r->y = a->y;
        r->infinity = 0;
        return;
    }
    GF(inv)(&zi, &a->z);
    GF(sqr)(&zi2, &zi);
    GF(mul)(&r->x, &a->x, &zi2);
    GF(mul)(&zi2, &zi2, &zi);
    GF(mul)(&r->y, &a->y, &zi2);
    r->infinity = 0;
}

/* Same point? X1 Z2^2 = X2 Z1^2 and Y1 Z2^3 = Y2 Z1^3 (no inversion). */
BN254_UNUSED static int GL(jac_equal)(const GL_JAC *a, const GL_JAC *b) {
    GL_F z1z1, z2z2, l, r;
    int ia = GL(jac_is_infinity)(a), ib = GL(jac_is_infinity)(b);
    if (ia || ib) return ia && ib;
    GF(sqr)(&z1z1, &a->z);
    GF(sqr)(&z2z2, &b->z);
    GF(mul)(&l, &a->x, &z2z2);
    GF(mul)(&r, &b->x, &z1z1);
    if (!GF(equal)(&l, &r)) return 0;
    GF(mul)(&z1z1, &z1z1, &a->z);
    GF(mul)(&z2z2, &z2z2, &b->z);
    GF(mul)(&l, &a->y, &z2z2);
    GF(mul)(&r, &b->y, &z1z1);
    return GF(equal)(&l, &r);
}

BN254_UNUSED static BN254_INLINE void GL(jac_neg)(GL_JAC *r, const GL_JAC *a) {
    r->x = a->x;
    GF(neg)(&r->y, &a->y);
    r->z = a->z;
}

/* num / den = Y^2 / Z^6 - X^3 / Z^6, the c of the curve y^2 = x^3 + c through a. */
BN254_UNUSED static void GL(jac_curve_c)(GL_F *num, GL_F *den, const GL_JAC *a) {
    GL_F t;
    GF(sqr)(num, &a->y);
    GF(sqr)(&t, &a->x);
    GF(mul)(&t, &t, &a->x);
    GF(sub)(num, num, &t);
    GF(sqr)(den, &a->z);
    GF(mul)(&t, den, &a->z);
    GF(sqr)(den, &t);
}

/* 1 if a and b lie on the same curve y^2 = x^3 + c (either at infinity counts). */
BN254_UNUSED static int GL(jac_same_curve)(const GL_JAC *a, const GL_JAC *b) {
    GL_F na, da, nb, db;
    if (GL(jac_is_infinity)(a) || GL(jac_is_infinity)(b)) return 1;
    GL(jac_curve_c)(&na, &da, a);
    GL(jac_curve_c)(&nb, &db, b);
    GF(mul)(&na, &na, &db);
    GF(mul)(&nb, &nb, &da);
    return GF(equal)(&na, &nb);
}

/* 1 if a satisfies Y^2 = X^3 + b Z^6 (infinity counts as on the curve). */
BN254_UNUSED static int GL(jac_is_on_curve)(const GL_JAC *a) {
    GL_F num, den;
    if (GL(jac_is_infinity)(a)) return 1;
    GL(jac_curve_c)(&num, &den, a);
    GF(mul)(&den, &den, &BN254_GL_B);
    return GF(equal)(&num, &den);
}

/* X3 and Y3 of a doubling, the caller computing Z3 = Y Z (jac_dbl_impl):
 * the (X3/4, Y3/8) of dbl-2009-l, L = 3X^2/2, S = Y^2, T = X S,
 * X3 = L^2 - 2T, Y3 = L (T - X3) - S^2. x3 may alias x, y3 y. Where a squaring is cheaper than a
 * multiplication (BN254_GL_SQR_CHEAP), T = ((X + S)^2 - X^2 - S^2)/2 takes a
 * squaring instead of the multiplication (X^2 and S^2 are needed anyway),
 * as dbl-2009-l computes its 4XB. */
BN254_UNUSED static BN254_ALWAYS_INLINE void GL(dbl_xy)(GL_F *x3, GL_F *y3, const GL_F *x,
                                                        const GL_F *y) {
    GL_F l, s, t, u;
#if BN254_GL_SQR_CHEAP
    GL_F xx, ss;
    GF(sqr)(&xx, x);
    GF(tpl)(&l, &xx);
    GF(half)(&l, &l);
    GF(sqr)(&s, y);
    GF(sqr)(&ss, &s);
    GF(add)(&t, x, &s);
    GF(sqr)(&t, &t);
    GF(sub)(&t, &t, &xx);
    GF(sub)(&t, &t, &ss);
    GF(half)(&t, &t);
#else
    GF(sqr)(&l, x);
    GF(tpl)(&l, &l);
    GF(half)(&l, &l);
    GF(sqr)(&s, y);
    GF(mul)(&t, x, &s);
#endif
    GF(sqr)(&u, &l);
    GF(sub)(&u, &u, &t);
    GF(sub)(x3, &u, &t);
    GF(sub)(&t, &t, x3);
    GF(mul)(&t, &t, &l);
#if BN254_GL_SQR_CHEAP
    GF(sub)(y3, &t, &ss);
#else
    GF(sqr)(&s, &s);
    GF(sub)(y3, &t, &s);
#endif
}

/* 2a as (X3/4, Y3/8, Z3/2) of dbl-2009-l, the same point: dbl_xy and
 * Z3 = Y Z. 3M + 4S with 6 additions and one halving (Fp), or 2M + 5S with
 * 10 and two (Fp2), against 2M + 5S and 14 additions for dbl-2009-l as
 * written (libsecp256k1's secp256k1_gej_double doubles in the same halved
 * form). Infinity (Z = 0) maps to Z3 = 0, and so would a point with Y = 0
 * (order 2; neither curve has one: both group orders are odd). r may alias
 * a: Z3 is computed first, from the inputs. */
BN254_UNUSED static void GL(jac_dbl_impl)(GL_JAC *r, const GL_JAC *a) {
    GF(mul)(&r->z, &a->y, &a->z);
    GL(dbl_xy)(&r->x, &r->y, &a->x, &a->y);
}

/* r = 2a for an affine a (Z = 1, so Z3 = Y): 2M + 4S (Fp), 1M + 5S (Fp2). */
BN254_UNUSED static void GL(jac_dbl_aff_impl)(GL_JAC *r, const GL_AFF *a) {
    if (a->infinity) {
        GL(jac_set_infinity)(r);
        return;
    }
    r->z = a->y;
    GL(dbl_xy)(&r->x, &r->y, &a->x, &a->y);
}

BN254_UNUSED static void GL(jac_dbl)(GL_JAC *r, const GL_JAC *a) {
    BN254_VERIFY_ONLY(GL_JAC in = *a;)
    GL(jac_dbl_impl)(r, a);
    VERIFY_CHECK(GL(jac_same_curve)(r, &in));
}

BN254_UNUSED static void GL(jac_dbl_aff)(GL_JAC *r, const GL_AFF *a) {
    GL(jac_dbl_aff_impl)(r, a);
    BN254_VERIFY_ONLY({
        GL_JAC in;
        GL(jac_from_aff)(&in, a);
        VERIFY_CHECK(GL(jac_same_curve)(r, &in));
    })
}

/* add-2007-bl, 11M + 5S: U1 = X1 Z2^2, U2 = X2 Z1^2, S1 = Y1 Z2^3,
 * S2 = Y2 Z1^3, H = U2 - U1, I = (2H)^2, J = H I, rr = 2 (S2 - S1), V = U1 I,
 * X3 = rr^2 - J - 2V, Y3 = rr (V - X3) - 2 S1 J, Z3 = ((Z1 + Z2)^2 - Z1Z1 - Z2Z2) H.
 * H = 0 means a = +-b: a doubling, or infinity. */
BN254_UNUSED static void GL(jac_add_impl)(GL_JAC *r, const GL_JAC *a, const GL_JAC *b) {
    GL_F z1z1, z2z2, u1, u2, s1, s2, h, i, j, rr, v, t;
    if (GL(jac_is_infinity)(a)) {
        *r = *b;
        return;
    }
    if (GL(jac_is_infinity)(b)) {
        *r = *a;
        return;
    }
    GF(sqr)(&z1z1, &a->z);
    GF(sqr)(&z2z2, &b->z);
    GF(mul)(&u1, &a->x, &z2z2);
    GF(mul)(&u2, &b->x, &z1z1);
    GF(mul)(&s1, &a->y, &b->z);
    GF(mul)(&s1, &s1, &z2z2);
    GF(mul)(&s2, &b->y, &a->z);
    GF(mul)(&s2, &s2, &z1z1);
    GF(sub)(&h, &u2, &u1);
    GF(sub)(&rr, &s2, &s1);
    if (GF(is_zero)(&h)) {
        if (GF(is_zero)(&rr)) {
            GL(jac_dbl)(r, a); /* a == b */
        } else {
            GL(jac_set_infinity)(r); /* a == -b */
        }
        return;
    }
    GF(dbl)(&rr, &rr);
    GF(dbl)(&i, &h);
    GF(sqr)(&i, &i);
    GF(mul)(&j, &h, &i);
    GF(mul)(&v, &u1, &i);
    GF(add)(&t, &a->z, &b->z);
    GF(sqr)(&t, &t);
    GF(sub)(&t, &t, &z1z1);
    GF(sub)(&t, &t, &z2z2);
    GF(mul)(&r->z, &t, &h);
    GF(sqr)(&r->x, &rr);
    GF(sub)(&r->x, &r->x, &j);
    GF(sub)(&r->x, &r->x, &v);
    GF(sub)(&r->x, &r->x, &v);
    GF(sub)(&t, &v, &r->x);
    GF(mul)(&t, &t, &rr);
    GF(mul)(&s1, &s1, &j);
    GF(dbl)(&s1, &s1);
    GF(sub)(&r->y, &t, &s1);
}

/* The part of madd-2007-bl after H = U2 - X1 != 0 and S2 - Y1 are known:
 * rr = 2 (S2 - Y1), HH = H^2, I = 4 HH, J = H I, V = X1 I,
 * X3 = rr^2 - J - 2V, Y3 = rr (V - X3) - 2 Y1 J, Z3 = (Z1 + H)^2 - Z1Z1 - HH.
 * r may alias a; y1 (a's Y, or a copy) is read before r->y is written. */
BN254_UNUSED static BN254_INLINE void GL(madd_finish)(GL_JAC *r, const GL_JAC *a, const GL_F *y1,
                                                      const GL_F *z1z1, const GL_F *h,
                                                      const GL_F *s2_minus_y1) {
    GL_F rr, hh, i, j, v, t;
    GF(dbl)(&rr, s2_minus_y1);
    GF(sqr)(&hh, h);
    GF(dbl)(&i, &hh);
    GF(dbl)(&i, &i);
    GF(mul)(&j, h, &i);
    GF(mul)(&v, &a->x, &i);
    GF(add)(&t, &a->z, h);
    GF(sqr)(&t, &t);
    GF(sub)(&t, &t, z1z1);
    GF(sub)(&r->z, &t, &hh);
    GF(sqr)(&t, &rr);
    GF(sub)(&t, &t, &j);
    GF(sub)(&t, &t, &v);
    GF(mul)(&j, &j, y1);
    GF(sub)(&r->x, &t, &v);
    GF(sub)(&t, &v, &r->x);
    GF(mul)(&t, &t, &rr);
    GF(dbl)(&j, &j);
    GF(sub)(&r->y, &t, &j);
}

/* madd-2007-bl (Z2 = 1), 7M + 4S: U2 = X2 Z1^2, S2 = Y2 Z1^3, H = U2 - X1,
 * then madd_finish. */
BN254_UNUSED static void GL(jac_add_aff_impl)(GL_JAC *r, const GL_JAC *a, const GL_AFF *b) {
    GL_F z1z1, u2, s2, h, rr, y1;
    if (b->infinity) {
        *r = *a;
        return;
    }
    if (GL(jac_is_infinity)(a)) {
        GL(jac_from_aff)(r, b);
        return;
    }
    y1 = a->y;
    GF(sqr)(&z1z1, &a->z);
    GF(mul)(&u2, &b->x, &z1z1);
    GF(mul)(&s2, &b->y, &a->z);
    GF(mul)(&s2, &s2, &z1z1);
    GF(sub)(&h, &u2, &a->x);
    GF(sub)(&rr, &s2, &a->y);
    if (GF(is_zero)(&h)) {
        if (GF(is_zero)(&rr)) {
            GL(jac_dbl)(r, a);
        } else {
            GL(jac_set_infinity)(r);
        }
        return;
    }
    GL(madd_finish)(r, a, &y1, &z1z1, &h, &rr);
}

BN254_UNUSED static void GL(jac_add)(GL_JAC *r, const GL_JAC *a, const GL_JAC *b) {
    BN254_VERIFY_ONLY(GL_JAC in = *a;)
    VERIFY_CHECK(GL(jac_same_curve)(a, b));
    GL(jac_add_impl)(r, a, b);
    VERIFY_CHECK(GL(jac_same_curve)(r, &in));
}

BN254_UNUSED static void GL(jac_add_aff)(GL_JAC *r, const GL_JAC *a, const GL_AFF *b) {
    BN254_VERIFY_ONLY(GL_JAC in = *a; GL_JAC bj; GL(jac_from_aff)(&bj, b);)
    VERIFY_CHECK(GL(jac_same_curve)(&in, &bj));
    GL(jac_add_aff_impl)(r, a, b);
    VERIFY_CHECK(GL(jac_same_curve)(r, &in));
}

#undef GL_JAC
#undef GL_AFF
#undef GL_F
#undef GF
#undef GL
#undef BN254_GL_CAT
#undef BN254_GL_CAT_
#undef BN254_GL
#undef BN254_GL_F
#undef BN254_GL_B
#undef BN254_GL_SQR_CHEAP
