/* SPDX-License-Identifier: MIT */
/*
 * fp12_impl.h: quadratic extension over Fp6, with the pairing-specific
 * operations: sparse multiplication by a line, Frobenius maps, cyclotomic
 * squaring (Granger, Scott, "Faster squaring in the cyclotomic subgroup of
 * sixth degree extensions", ePrint 2009/565, Sec. 3.2).
 */
#ifndef BN254_FP12_IMPL_H
#define BN254_FP12_IMPL_H

#include "consts.h"
#include "fp12.h"
#include "fp2.h"
#include "fp6.h"

/* Frobenius coefficients gamma_{k,i}, i = 1..5 (consts.h). */
static const bn254_fp2 bn254_gamma1[5] = {
    BN254_FP2_CONST(BN254_GAMMA1_1), BN254_FP2_CONST(BN254_GAMMA1_2),
    BN254_FP2_CONST(BN254_GAMMA1_3), BN254_FP2_CONST(BN254_GAMMA1_4),
    BN254_FP2_CONST(BN254_GAMMA1_5)};
static const bn254_fp bn254_gamma2[5] = {{{BN254_FP_CONST(BN254_GAMMA2_1)}},
                                         {{BN254_FP_CONST(BN254_GAMMA2_2)}},
                                         {{BN254_FP_CONST(BN254_GAMMA2_3)}},
                                         {{BN254_FP_CONST(BN254_GAMMA2_4)}},
                                         {{BN254_FP_CONST(BN254_GAMMA2_5)}}};
static const bn254_fp2 bn254_gamma3[5] = {
    BN254_FP2_CONST(BN254_GAMMA3_1), BN254_FP2_CONST(BN254_GAMMA3_2),
    BN254_FP2_CONST(BN254_GAMMA3_3), BN254_FP2_CONST(BN254_GAMMA3_4),
    BN254_FP2_CONST(BN254_GAMMA3_5)};

static BN254_INLINE void bn254_fp12_set_one(bn254_fp12 *r) {
    bn254_fp6_set_one(&r->c0);
    bn254_fp6_set_zero(&r->c1);
}

static BN254_INLINE int bn254_fp12_equal(const bn254_fp12 *a, const bn254_fp12 *b) {
    return bn254_fp6_equal(&a->c0, &b->c0) && bn254_fp6_equal(&a->c1, &b->c1);
}

static int bn254_fp12_is_one(const bn254_fp12 *a) {
    bn254_fp12 one;
    bn254_fp12_set_one(&one);
    return bn254_fp12_equal(a, &one);
}

static void bn254_fp12_mul(bn254_fp12 *r, const bn254_fp12 *a, const bn254_fp12 *b) {
    /* (a0 + a1 w)(b0 + b1 w) = (a0 b0 + a1 b1 v) + ((a0 + a1)(b0 + b1) - a0 b0 - a1 b1) w */
    bn254_fp6 t0, t1, s, u;
    bn254_fp6_mul(&t0, &a->c0, &b->c0);
    bn254_fp6_mul(&t1, &a->c1, &b->c1);
    bn254_fp6_add(&s, &a->c0, &a->c1);
    bn254_fp6_add(&u, &b->c0, &b->c1);
    bn254_fp6_mul(&s, &s, &u);
    bn254_fp6_sub(&s, &s, &t0);
    bn254_fp6_sub(&r->c1, &s, &t1);
    bn254_fp6_mul_v(&t1, &t1);
    bn254_fp6_add(&r->c0, &t0, &t1);
}

static void bn254_fp12_sqr(bn254_fp12 *r, const bn254_fp12 *a) {
    /* Complex squaring: (a0 + a1 w)^2 = (a0^2 + a1^2 v) + 2 a0 a1 w with
     * a0^2 + a1^2 v = (a0 + a1)(a0 + a1 v) - a0 a1 - a0 a1 v. */
    bn254_fp6 m, s, t;
    bn254_fp6_mul(&m, &a->c0, &a->c1);
    bn254_fp6_add(&s, &a->c0, &a->c1);
    bn254_fp6_mul_v(&t, &a->c1);
    bn254_fp6_add(&t, &t, &a->c0);
    bn254_fp6_mul(&s, &s, &t);
    bn254_fp6_sub(&s, &s, &m);
    bn254_fp6_mul_v(&t, &m);
    bn254_fp6_sub(&r->c0, &s, &t);
    bn254_fp6_add(&r->c1, &m, &m);
}

static void bn254_fp12_mul_by_line(bn254_fp12 *r, const bn254_fp12 *a, const bn254_fp2 *l0,
                                   const bn254_fp2 *l1, const bn254_fp2 *l3) {
    /* b = b0 + b1 w with b0 = (l0, 0, 0), b1 = (l1, l3, 0). Karatsuba over Fp6:
     * a0 b0 is 3 Fp2 mul, a1 b1 and (a0 + a1)(b0 + b1) are sparse 5 Fp2 mul each.
     * For l0 = 1 (the prepared lines, pairing_impl.h) a0 b0 = a0, and
     * a b = (a0 + a1 b1 v) + (a1 + a0 b1) w: 10 Fp2 mul. */
    bn254_fp6 t0, t1, s;
    bn254_fp2 k0;
    if (bn254_fp2_is_one(l0)) {
        bn254_fp6_mul_01(&t0, &a->c0, l1, l3);
        bn254_fp6_mul_01(&t1, &a->c1, l1, l3);
        bn254_fp6_mul_v(&t1, &t1);
        bn254_fp6_add(&r->c1, &a->c1, &t0);
        bn254_fp6_add(&r->c0, &a->c0, &t1);
        return;
    }
    bn254_fp6_mul_fp2(&t0, &a->c0, l0);
    bn254_fp6_mul_01(&t1, &a->c1, l1, l3);
    bn254_fp6_add(&s, &a->c0, &a->c1);
    bn254_fp2_add(&k0, l0, l1);
    bn254_fp6_mul_01(&s, &s, &k0, l3);
    bn254_fp6_sub(&s, &s, &t0);
    bn254_fp6_sub(&r->c1, &s, &t1);
    bn254_fp6_mul_v(&t1, &t1);
    bn254_fp6_add(&r->c0, &t0, &t1);
}

/* r = a (b0 + b1 w) with b1 = (g1, g3, 0), Karatsuba over Fp6 with a1 b1
 * sparse: 6 + 5 + 6 = 17 Fp2 mul. b0 is overwritten; r may alias a. */
static void bn254_fp12_mul_by_01234(bn254_fp12 *r, const bn254_fp12 *a, bn254_fp6 *b0,
                                    const bn254_fp2 *g1, const bn254_fp2 *g3) {
    /* (a0 + a1 w)(b0 + b1 w) = (a0 b0 + a1 b1 v) + ((a0 + a1)(b0 + b1) - a0 b0 - a1 b1) w;
     * a is read before r is written */
    bn254_fp6 t0, t1, u;
    bn254_fp6_add(&u, &a->c0, &a->c1);
    bn254_fp6_mul(&t0, &a->c0, b0);
    bn254_fp6_mul_01(&t1, &a->c1, g1, g3);
    bn254_fp2_add(&b0->c0, &b0->c0, g1);
    bn254_fp2_add(&b0->c1, &b0->c1, g3);
    bn254_fp6_mul(&u, &u, b0);
    bn254_fp6_sub(&u, &u, &t0);
    bn254_fp6_sub(&r->c1, &u, &t1);
    bn254_fp6_mul_v(&t1, &t1);
    bn254_fp6_add(&r->c0, &t0, &t1);
}

/*
 * Two lines into a at once (the sparse-sparse, then sparse-dense products of
 * Grewal, Azarderakhsh, Longa, Hu, Jao, "Efficient implementation of
 * bilinear pairings on ARM processors", SAC 2012, ePrint 2012/408; the
 * shape of gnark-crypto's line pairs). With x_ij = a_i b_j and w^6 = xi,
 *   (a0 + a1 w + a3 w^3)(b0 + b1 w + b3 w^3)
 *     = (x00 + xi x33) + (x01 + x10) w + x11 w^2 + (x03 + x30) w^3 + (x13 + x31) w^4,
 * each cross sum by Karatsuba: 6 Fp2 mul; 5 when a0 = 1 (x00 = b0, and
 * x01 + x10 = b1 + a1 b0, x03 + x30 = b3 + a3 b0), 3 when b0 = 1 too (the
 * prepared lines). The result b = b0 + b1 w has b0 = (g0, g2, g4) dense and
 * b1 = (g1, g3, 0): then 17 Fp2 mul (bn254_fp12_mul_by_01234).
 */
static void bn254_fp12_mul_by_lines(bn254_fp12 *r, const bn254_fp12 *a, const bn254_fp12_line *la,
                                    const bn254_fp12_line *lb) {
    bn254_fp2 x00, x11, x33, s, t, g1, g3;
    bn254_fp6 b0;
    int one_a = bn254_fp2_is_one(&la->l0), one_b = bn254_fp2_is_one(&lb->l0);
    if (one_b && !one_a) { /* the line with l0 = 1 first */
        const bn254_fp12_line *x = la;
        la = lb;
        lb = x;
        one_a = 1;
        one_b = 0;
    }
    bn254_fp2_mul(&x11, &la->l1, &lb->l1);
    bn254_fp2_mul(&x33, &la->l3, &lb->l3);
    bn254_fp2_mul_xi(&b0.c0, &x33);
    b0.c1 = x11;
    bn254_fp2_add(&s, &la->l1, &la->l3);
    bn254_fp2_add(&t, &lb->l1, &lb->l3);
    bn254_fp2_mul(&b0.c2, &s, &t);
    bn254_fp2_sub(&b0.c2, &b0.c2, &x11);
    bn254_fp2_sub(&b0.c2, &b0.c2, &x33);
    if (one_a && one_b) {
        bn254_fp2_set_one(&x00);
        bn254_fp2_add(&b0.c0, &b0.c0, &x00);
        bn254_fp2_add(&g1, &la->l1, &lb->l1);
        bn254_fp2_add(&g3, &la->l3, &lb->l3);
    } else if (one_a) {
        bn254_fp2_add(&b0.c0, &b0.c0, &lb->l0);
        bn254_fp2_mul(&g1, &la->l1, &lb->l0);
        bn254_fp2_add(&g1, &g1, &lb->l1);
        bn254_fp2_mul(&g3, &la->l3, &lb->l0);
        bn254_fp2_add(&g3, &g3, &lb->l3);
    } else {
        bn254_fp2_mul(&x00, &la->l0, &lb->l0);
        bn254_fp2_add(&b0.c0, &b0.c0, &x00);
        bn254_fp2_add(&s, &la->l0, &la->l1);
        bn254_fp2_add(&t, &lb->l0, &lb->l1);
        bn254_fp2_mul(&g1, &s, &t);
        bn254_fp2_sub(&g1, &g1, &x00);
        bn254_fp2_sub(&g1, &g1, &x11);
        bn254_fp2_add(&s, &la->l0, &la->l3);
        bn254_fp2_add(&t, &lb->l0, &lb->l3);
        bn254_fp2_mul(&g3, &s, &t);
        bn254_fp2_sub(&g3, &g3, &x00);
        bn254_fp2_sub(&g3, &g3, &x33);
    }
    bn254_fp12_mul_by_01234(r, a, &b0, &g1, &g3);
}

static BN254_INLINE void bn254_fp12_conj(bn254_fp12 *r, const bn254_fp12 *a) {
    r->c0 = a->c0;
    bn254_fp6_neg(&r->c1, &a->c1);
}

static void bn254_fp12_inv(bn254_fp12 *r, const bn254_fp12 *a) {
    /* (c0 + c1 w)^-1 = (c0 - c1 w) / (c0^2 - c1^2 v) */
    bn254_fp6 t0, t1;
    bn254_fp6_sqr(&t0, &a->c0);
    bn254_fp6_sqr(&t1, &a->c1);
    bn254_fp6_mul_v(&t1, &t1);
    bn254_fp6_sub(&t0, &t0, &t1);
    bn254_fp6_inv(&t0, &t0);
    bn254_fp6_mul(&r->c0, &a->c0, &t0);
    bn254_fp6_mul(&r->c1, &a->c1, &t0);
    bn254_fp6_neg(&r->c1, &r->c1);
}

/* g_i -> conj(g_i) * gamma[i-1] for i = 1..5 (g0 just conjugated): the p- and
 * p^3-power Frobenius differ only in their coefficient table. */
static void bn254_fp12_frobenius_odd(bn254_fp12 *r, const bn254_fp12 *a, const bn254_fp2 gamma[5]) {
    bn254_fp2_conj(&r->c0.c0, &a->c0.c0);
    bn254_fp2_conj(&r->c1.c0, &a->c1.c0);
    bn254_fp2_mul(&r->c1.c0, &r->c1.c0, &gamma[0]); /* g1 */
    bn254_fp2_conj(&r->c0.c1, &a->c0.c1);
    bn254_fp2_mul(&r->c0.c1, &r->c0.c1, &gamma[1]); /* g2 */
    bn254_fp2_conj(&r->c1.c1, &a->c1.c1);
    bn254_fp2_mul(&r->c1.c1, &r->c1.c1, &gamma[2]); /* g3 */
    bn254_fp2_conj(&r->c0.c2, &a->c0.c2);
    bn254_fp2_mul(&r->c0.c2, &r->c0.c2, &gamma[3]); /* g4 */
    bn254_fp2_conj(&r->c1.c2, &a->c1.c2);
    bn254_fp2_mul(&r->c1.c2, &r->c1.c2, &gamma[4]); /* g5 */
}

static void bn254_fp12_frobenius(bn254_fp12 *r, const bn254_fp12 *a) {
    bn254_fp12_frobenius_odd(r, a, bn254_gamma1);
}

static void bn254_fp12_frobenius3(bn254_fp12 *r, const bn254_fp12 *a) {
    bn254_fp12_frobenius_odd(r, a, bn254_gamma3);
}

static void bn254_fp12_frobenius2(bn254_fp12 *r, const bn254_fp12 *a) {
    /* x^(p^2) fixes Fp2, so only the Fp coefficients gamma_{2,i} apply. */
    r->c0.c0 = a->c0.c0;
    bn254_fp2_mul_fp(&r->c1.c0, &a->c1.c0, &bn254_gamma2[0]);
    bn254_fp2_mul_fp(&r->c0.c1, &a->c0.c1, &bn254_gamma2[1]);
    bn254_fp2_mul_fp(&r->c1.c1, &a->c1.c1, &bn254_gamma2[2]);
    bn254_fp2_mul_fp(&r->c0.c2, &a->c0.c2, &bn254_gamma2[3]);
    bn254_fp2_mul_fp(&r->c1.c2, &a->c1.c2, &bn254_gamma2[4]);
}

/* (x + y s)^2 in Fp4 = Fp2[s]/(s^2 - xi): (x^2 + xi y^2) + 2xy s, 3 Fp2 sqr. */
static BN254_INLINE void bn254_fp4_sqr(bn254_fp2 *rx, bn254_fp2 *ry, const bn254_fp2 *x,
                                       const bn254_fp2 *y) {
    bn254_fp2 t0, t1, s;
    bn254_fp2_sqr(&t0, x);
    bn254_fp2_sqr(&t1, y);
    bn254_fp2_add(&s, x, y);
    bn254_fp2_sqr(&s, &s);
    bn254_fp2_sub(&s, &s, &t0);
    bn254_fp2_sub(ry, &s, &t1);
    bn254_fp2_mul_xi(&t1, &t1);
    bn254_fp2_add(rx, &t0, &t1);
}

static void bn254_fp12_cyclo_sqr(bn254_fp12 *r, const bn254_fp12 *a) {
    /* View Fp12 as Fp4[t]/(t^3 - s) with s = w^3, t = w:
     *   f = A0 + A1 t + A2 t^2, A0 = g0 + g3 s, A1 = g1 + g4 s, A2 = g2 + g5 s.
     * On the cyclotomic subgroup (Granger-Scott):
     *   f^2 = (3 A0^2 - 2 conj(A0)) + (3 s A2^2 + 2 conj(A1)) t + (3 A1^2 - 2 conj(A2)) t^2
     * where conj(x + y s) = x - y s. Each coordinate is 3t -+ 2g = 2(t -+ g) + t. */
    bn254_fp2 a0x, a0y, a1x, a1y, a2x, a2y, t;
    bn254_fp4_sqr(&a0x, &a0y, &a->c0.c0, &a->c1.c1);
    bn254_fp4_sqr(&a1x, &a1y, &a->c1.c0, &a->c0.c2);
    bn254_fp4_sqr(&a2x, &a2y, &a->c0.c1, &a->c1.c2);

    /* A0' : g0' = 3 a0x - 2 g0, g3' = 3 a0y + 2 g3 */
    bn254_fp2_sub(&t, &a0x, &a->c0.c0);
    bn254_fp2_dbl(&t, &t);
    bn254_fp2_add(&r->c0.c0, &t, &a0x);
    bn254_fp2_add(&t, &a0y, &a->c1.c1);
    bn254_fp2_dbl(&t, &t);
    bn254_fp2_add(&r->c1.c1, &t, &a0y);

    /* A1' = 3 s A2^2 + 2 conj(A1), s (x + y s) = xi y + x s:
     * g1' = 3 xi a2y + 2 g1, g4' = 3 a2x - 2 g4 */
    bn254_fp2_mul_xi(&a2y, &a2y);
    bn254_fp2_add(&t, &a2y, &a->c1.c0);
    bn254_fp2_dbl(&t, &t);
    bn254_fp2_add(&r->c1.c0, &t, &a2y);
    bn254_fp2_sub(&t, &a2x, &a->c0.c2);
    bn254_fp2_dbl(&t, &t);
    bn254_fp2_add(&r->c0.c2, &t, &a2x);

    /* A2' : g2' = 3 a1x - 2 g2, g5' = 3 a1y + 2 g5 */
    bn254_fp2_sub(&t, &a1x, &a->c0.c1);
    bn254_fp2_dbl(&t, &t);
    bn254_fp2_add(&r->c0.c1, &t, &a1x);
    bn254_fp2_add(&t, &a1y, &a->c1.c2);
    bn254_fp2_dbl(&t, &t);
    bn254_fp2_add(&r->c1.c2, &t, &a1y);
}

/* ---- bn254_fp12_acc: the scalar form, or lanes where they run ------------ */

#if BN254_KERN_FP12X
/* The value's own form (fp12.h); r takes the form of the operation's operands. */
#define BN254_FP12_ACC_LANES(a) ((a)->form == BN254_FP12_LANES)
#define BN254_FP12_ACC_SET_FORM(r, f) ((r)->form = (f))

/* The w-basis coefficients g0..g5 of a (see fp12.h) and back. */
static void bn254_fp12_to_w(bn254_fp2 g[6], const bn254_fp12 *a) {
    g[0] = a->c0.c0, g[1] = a->c1.c0, g[2] = a->c0.c1;
    g[3] = a->c1.c1, g[4] = a->c0.c2, g[5] = a->c1.c2;
}
static void bn254_fp12_from_w(bn254_fp12 *r, const bn254_fp2 g[6]) {
    r->c0.c0 = g[0], r->c1.c0 = g[1], r->c0.c1 = g[2];
    r->c1.c1 = g[3], r->c0.c2 = g[4], r->c1.c2 = g[5];
}
#else
#define BN254_FP12_ACC_SET_FORM(r, f) ((void)(r), (void)(f))
#endif

static bn254_fp12_form bn254_fp12_acc_form(void) {
#if BN254_KERN_FP12X
    return bn254_kern_fp12x_enabled() ? BN254_FP12_LANES : BN254_FP12_SCALAR;
#else
    return BN254_FP12_SCALAR;
#endif
}

static void bn254_fp12_acc_set_one(bn254_fp12_acc *r, bn254_fp12_form form) {
#if BN254_KERN_FP12X
    if (form == BN254_FP12_LANES) {
        bn254_kern_fp12x_set_one(&r->v.x);
        r->form = form;
        return;
    }
#endif
    VERIFY_CHECK(form == BN254_FP12_SCALAR);
    (void)form;
    bn254_fp12_set_one(&r->v.s);
    BN254_FP12_ACC_SET_FORM(r, BN254_FP12_SCALAR);
}

static void bn254_fp12_acc_from(bn254_fp12_acc *r, const bn254_fp12 *a, bn254_fp12_form form) {
#if BN254_KERN_FP12X
    if (form == BN254_FP12_LANES) {
        bn254_fp2 g[6];
        bn254_fp12_to_w(g, a);
        bn254_kern_fp12x_from(&r->v.x, g);
        r->form = form;
        return;
    }
#endif
    VERIFY_CHECK(form == BN254_FP12_SCALAR);
    (void)form;
    r->v.s = *a;
    BN254_FP12_ACC_SET_FORM(r, BN254_FP12_SCALAR);
}

static void bn254_fp12_acc_to(bn254_fp12 *r, const bn254_fp12_acc *a) {
#if BN254_KERN_FP12X
    if (BN254_FP12_ACC_LANES(a)) {
        bn254_fp2 g[6];
        bn254_kern_fp12x_to(g, &a->v.x);
        bn254_fp12_from_w(r, g);
        return;
    }
#endif
    *r = a->v.s;
}

static int bn254_fp12_acc_is_one(const bn254_fp12_acc *a) {
#if BN254_KERN_FP12X
    if (BN254_FP12_ACC_LANES(a)) return bn254_kern_fp12x_is_one(&a->v.x);
#endif
    return bn254_fp12_is_one(&a->v.s);
}

static void bn254_fp12_acc_mul(bn254_fp12_acc *r, const bn254_fp12_acc *a,
                               const bn254_fp12_acc *b) {
#if BN254_KERN_FP12X
    VERIFY_CHECK(a->form == b->form);
    if (BN254_FP12_ACC_LANES(a)) {
        bn254_kern_fp12x_mul(&r->v.x, &a->v.x, &b->v.x);
        r->form = BN254_FP12_LANES;
        return;
    }
#endif
    bn254_fp12_mul(&r->v.s, &a->v.s, &b->v.s);
    BN254_FP12_ACC_SET_FORM(r, BN254_FP12_SCALAR);
}

/* The unary operations: the kernel in lanes, the tower's function otherwise. */
#if BN254_KERN_FP12X
#define BN254_FP12_ACC_UNARY(r, a, kern, scalar) \
    do { \
        if (BN254_FP12_ACC_LANES(a)) { \
            kern(&(r)->v.x, &(a)->v.x); \
            (r)->form = BN254_FP12_LANES; \
            return; \
        } \
        scalar(&(r)->v.s, &(a)->v.s); \
        (r)->form = BN254_FP12_SCALAR; \
    } while (0)
#else
#define BN254_FP12_ACC_UNARY(r, a, kern, scalar) scalar(&(r)->v.s, &(a)->v.s)
#endif

static void bn254_fp12_acc_sqr(bn254_fp12_acc *r, const bn254_fp12_acc *a) {
#if BN254_KERN_FP12X
    if (BN254_FP12_ACC_LANES(a)) {
        bn254_kern_fp12x_mul(&r->v.x, &a->v.x, &a->v.x);
        r->form = BN254_FP12_LANES;
        return;
    }
#endif
    bn254_fp12_sqr(&r->v.s, &a->v.s);
    BN254_FP12_ACC_SET_FORM(r, BN254_FP12_SCALAR);
}

static void bn254_fp12_acc_conj(bn254_fp12_acc *r, const bn254_fp12_acc *a) {
    BN254_FP12_ACC_UNARY(r, a, bn254_kern_fp12x_conj, bn254_fp12_conj);
}

static void bn254_fp12_acc_frobenius(bn254_fp12_acc *r, const bn254_fp12_acc *a) {
    BN254_FP12_ACC_UNARY(r, a, bn254_kern_fp12x_frobenius, bn254_fp12_frobenius);
}

static void bn254_fp12_acc_frobenius2(bn254_fp12_acc *r, const bn254_fp12_acc *a) {
    BN254_FP12_ACC_UNARY(r, a, bn254_kern_fp12x_frobenius2, bn254_fp12_frobenius2);
}

static void bn254_fp12_acc_frobenius3(bn254_fp12_acc *r, const bn254_fp12_acc *a) {
    BN254_FP12_ACC_UNARY(r, a, bn254_kern_fp12x_frobenius3, bn254_fp12_frobenius3);
}

static void bn254_fp12_acc_cyclo_sqr(bn254_fp12_acc *r, const bn254_fp12_acc *a) {
    BN254_FP12_ACC_UNARY(r, a, bn254_kern_fp12x_cyclo_sqr, bn254_fp12_cyclo_sqr);
}

static void bn254_fp12_acc_mul_by_line(bn254_fp12_acc *r, const bn254_fp12_acc *a,
                                       const bn254_fp2 *l0, const bn254_fp2 *l1,
                                       const bn254_fp2 *l3) {
#if BN254_KERN_FP12X
    if (BN254_FP12_ACC_LANES(a)) {
        bn254_kern_fp12x_mul_by_line(&r->v.x, &a->v.x, l0, l1, l3);
        r->form = BN254_FP12_LANES;
        return;
    }
#endif
    bn254_fp12_mul_by_line(&r->v.s, &a->v.s, l0, l1, l3);
    BN254_FP12_ACC_SET_FORM(r, BN254_FP12_SCALAR);
}

static void bn254_fp12_acc_mul_by_lines(bn254_fp12_acc *r, const bn254_fp12_acc *a,
                                        const bn254_fp12_line *la, const bn254_fp12_line *lb) {
#if BN254_KERN_FP12X
    if (BN254_FP12_ACC_LANES(a)) {
        bn254_kern_fp12x_mul_by_line(&r->v.x, &a->v.x, &la->l0, &la->l1, &la->l3);
        bn254_kern_fp12x_mul_by_line(&r->v.x, &r->v.x, &lb->l0, &lb->l1, &lb->l3);
        r->form = BN254_FP12_LANES;
        return;
    }
#endif
    bn254_fp12_mul_by_lines(&r->v.s, &a->v.s, la, lb);
    BN254_FP12_ACC_SET_FORM(r, BN254_FP12_SCALAR);
}

#endif /* BN254_FP12_IMPL_H */
