/* SPDX-License-Identifier: MIT */
/*
 * pairing_impl.h: Miller loop with line evaluations in homogeneous projective
 * coordinates on the D-type twist, and the final exponentiation.
 *
 * Lines. Untwisting maps (x', y') in E'(Fp2) to (x' w^2, y' w^3) in E(Fp12).
 * The line through T (and Q) evaluated at P = (xP, yP) then only has
 * w^0, w^1, w^3 terms (the sparse shape of fp12.h):
 *   tangent at T = (X:Y:Z):   -2YZ yP + 3X^2 xP w + (3b'Z^2 - Y^2) w^3
 *   chord T, Q = (xQ, yQ):    -L yP + N xP w + (L yQ - N xQ) w^3,
 *                             N = Y - yQ Z, L = X - xQ Z
 * (each scaled by an Fp2 factor, which the final exponentiation kills).
 * Step formulas: Costello, Lange, Naehrig, "Faster pairing computations on
 * curves with high-degree twists", PKC 2010, and Aranha, Karabina, Longa,
 * Gebotys, Lopez, "Faster explicit formulas for computing pairings over
 * ordinary curves", ePrint 2010/526, Sec. 4 (eqs. 10-13).
 */
#ifndef BN254_PAIRING_IMPL_H
#define BN254_PAIRING_IMPL_H

#include "consts.h"
#include "fp12.h"
#include "fp2.h"
#include "g1.h"
#include "g2.h"
#include "pairing.h"

static const bn254_fp2 bn254_twist_3b = BN254_FP2_CONST(BN254_TWIST_3B);
static const signed char bn254_ate_naf[] = BN254_ATE_NAF;

#if defined(BN254_VERIFY)
/* 1 if T = (X : Y : Z), homogeneous (x = X/Z, y = Y/Z), is on the twist:
 * Y^2 Z = X^3 + b' Z^3; the BN254_VERIFY check of the Miller-loop steps. */
static int bn254_g2_proj_is_on_curve(const bn254_g2_proj *t) {
    bn254_fp2 lhs, rhs, z3;
    bn254_fp2_sqr(&lhs, &t->y);
    bn254_fp2_mul(&lhs, &lhs, &t->z);
    bn254_fp2_sqr(&rhs, &t->x);
    bn254_fp2_mul(&rhs, &rhs, &t->x);
    bn254_fp2_sqr(&z3, &t->z);
    bn254_fp2_mul(&z3, &z3, &t->z);
    bn254_fp2_mul(&z3, &z3, &bn254_twist_b);
    bn254_fp2_add(&rhs, &rhs, &z3);
    return bn254_fp2_equal(&lhs, &rhs);
}
#endif

/* A line value l0 + l1 w + l3 w^3. */
typedef struct {
    bn254_fp2 l0, l1, l3;
} bn254_line;

/* T = 2T and the tangent line at T evaluated at P (xp, -yp given). */
static void bn254_line_dbl(bn254_line *l, bn254_g2_proj *t, const bn254_fp *xp,
                           const bn254_fp *neg_yp) {
    /* A = XY/2, B = Y^2, C = Z^2, E = 3b'C, F = 3E, G = (B + F)/2,
     * H = (Y + Z)^2 - B - C = 2YZ;
     * X3 = A (B - F), Y3 = G^2 - 3E^2, Z3 = B H. */
    bn254_fp2 a, b, c, e, f, g, h, xx, t0;
    bn254_fp2_mul(&a, &t->x, &t->y);
    bn254_fp2_half(&a, &a);
    bn254_fp2_sqr(&b, &t->y);
    bn254_fp2_sqr(&c, &t->z);
    bn254_fp2_mul(&e, &c, &bn254_twist_3b);
    bn254_fp2_tpl(&f, &e);
    bn254_fp2_add(&g, &b, &f);
    bn254_fp2_half(&g, &g);
    bn254_fp2_add(&h, &t->y, &t->z);
    bn254_fp2_sqr(&h, &h);
    bn254_fp2_add(&t0, &b, &c);
    bn254_fp2_sub(&h, &h, &t0);
    bn254_fp2_sqr(&xx, &t->x);

    /* line: l0 = -H yP, l1 = 3X^2 xP, l3 = E - B */
    bn254_fp2_mul_fp(&l->l0, &h, neg_yp);
    bn254_fp2_tpl(&xx, &xx);
    bn254_fp2_mul_fp(&l->l1, &xx, xp);
    bn254_fp2_sub(&l->l3, &e, &b);

    bn254_fp2_sub(&t0, &b, &f);
    bn254_fp2_mul(&t->x, &a, &t0);
    bn254_fp2_sqr(&g, &g);
    bn254_fp2_sqr(&t0, &e);
    bn254_fp2_tpl(&t0, &t0);
    bn254_fp2_sub(&t->y, &g, &t0);
    bn254_fp2_mul(&t->z, &b, &h);
    VERIFY_CHECK(bn254_g2_proj_is_on_curve(t));
}

/* T = T + Q (Q affine, not infinity) and the chord line evaluated at P. */
static void bn254_line_add(bn254_line *l, bn254_g2_proj *t, const bn254_fp2 *xq,
                           const bn254_fp2 *yq, const bn254_fp *xp, const bn254_fp *neg_yp) {
    /* N = Y - yQ Z, L = X - xQ Z, C = N^2, D = L^2, E = L D, F = Z C, G = X D,
     * H = E + F - 2G; X3 = L H, Y3 = N (G - H) - Y E, Z3 = Z E. */
    bn254_fp2 n, lam, c, d, e, f, g, h, t0;
    bn254_fp2_mul(&n, yq, &t->z);
    bn254_fp2_sub(&n, &t->y, &n);
    bn254_fp2_mul(&lam, xq, &t->z);
    bn254_fp2_sub(&lam, &t->x, &lam);

    /* line: l0 = -L yP, l1 = N xP, l3 = L yQ - N xQ */
    bn254_fp2_mul_fp(&l->l0, &lam, neg_yp);
    bn254_fp2_mul_fp(&l->l1, &n, xp);
    bn254_fp2_mul(&l->l3, &lam, yq);
    bn254_fp2_mul(&t0, &n, xq);
    bn254_fp2_sub(&l->l3, &l->l3, &t0);

    bn254_fp2_sqr(&c, &n);
    bn254_fp2_sqr(&d, &lam);
    bn254_fp2_mul(&e, &lam, &d);
    bn254_fp2_mul(&f, &t->z, &c);
    bn254_fp2_mul(&g, &t->x, &d);
    bn254_fp2_add(&h, &e, &f);
    bn254_fp2_sub(&h, &h, &g);
    bn254_fp2_sub(&h, &h, &g);
    bn254_fp2_mul(&t->x, &lam, &h);
    bn254_fp2_sub(&t0, &g, &h);
    bn254_fp2_mul(&t0, &t0, &n);
    bn254_fp2_mul(&g, &t->y, &e);
    bn254_fp2_sub(&t->y, &t0, &g);
    bn254_fp2_mul(&t->z, &t->z, &e);
    VERIFY_CHECK(bn254_g2_proj_is_on_curve(t));
}

/* The multi-Miller loop of at most BN254_MILLER_BATCH pairs (the size of its
 * per-pair state), f in the given form: the pairing stream runs one per full
 * batch. */
static void bn254_miller_loop_batch(bn254_fp12_acc *f, const bn254_g1_aff *p,
                                    const bn254_g2_aff *q, size_t n, bn254_fp12_form form) {
    /* Per-pair state; pairs with an infinity are dropped up front. */
    bn254_g2_proj t[BN254_MILLER_BATCH];
    bn254_fp2 neg_qy[BN254_MILLER_BATCH];
    bn254_fp neg_py[BN254_MILLER_BATCH];
    size_t idx[BN254_MILLER_BATCH];
    size_t i, j, m = 0;
    bn254_line l;

    VERIFY_CHECK(n <= BN254_MILLER_BATCH); /* both callers guarantee it */
    bn254_fp12_acc_set_one(f, form);
    for (j = 0; j < n; j++) {
        if (p[j].infinity || q[j].infinity) continue;
        idx[m] = j;
        t[m].x = q[j].x;
        t[m].y = q[j].y;
        bn254_fp2_set_one(&t[m].z);
        bn254_fp2_neg(&neg_qy[m], &q[j].y);
        bn254_fp_neg(&neg_py[m], &p[j].y);
        m++;
    }
    if (m == 0) return;

    /* 6x0 + 2 in NAF, leading 1 consumed by T = Q; f = 1 needs no squaring
     * on the first step. */
    for (i = 1; i < BN254_ARRAY_LEN(bn254_ate_naf); i++) {
        if (i > 1) bn254_fp12_acc_sqr(f, f);
        for (j = 0; j < m; j++) {
            bn254_line_dbl(&l, &t[j], &p[idx[j]].x, &neg_py[j]);
            bn254_fp12_acc_mul_by_line(f, f, &l.l0, &l.l1, &l.l3);
        }
        if (bn254_ate_naf[i] == 0) continue;
        for (j = 0; j < m; j++) {
            const bn254_fp2 *yq = bn254_ate_naf[i] > 0 ? &q[idx[j]].y : &neg_qy[j];
            bn254_line_add(&l, &t[j], &q[idx[j]].x, yq, &p[idx[j]].x, &neg_py[j]);
            bn254_fp12_acc_mul_by_line(f, f, &l.l0, &l.l1, &l.l3);
        }
    }

    /* The two Frobenius lines of the optimal ate pairing: with
     * Q1 = psi(Q) and Q2 = -psi^2(Q), add lines T + Q1 and (T + Q1) + Q2. */
    for (j = 0; j < m; j++) {
        bn254_g2_aff q1, q2;
        bn254_g2_aff_psi(&q1, &q[idx[j]]);
        bn254_g2_aff_psi2(&q2, &q[idx[j]]);
        bn254_g2_aff_neg(&q2, &q2);
        bn254_line_add(&l, &t[j], &q1.x, &q1.y, &p[idx[j]].x, &neg_py[j]);
        bn254_fp12_acc_mul_by_line(f, f, &l.l0, &l.l1, &l.l3);
        bn254_line_add(&l, &t[j], &q2.x, &q2.y, &p[idx[j]].x, &neg_py[j]);
        bn254_fp12_acc_mul_by_line(f, f, &l.l0, &l.l1, &l.l3);
    }
}

static void bn254_pairing_batch_add(bn254_g1_aff *ps, bn254_g2_aff *qs, size_t *n,
                                    const bn254_g1_aff *p, const bn254_g2_aff *q) {
    bn254_g1_aff cp = *p; /* the pair being placed */
    bn254_g2_aff cq = *q;
    size_t j = 0;
    VERIFY_CHECK(*n < BN254_MILLER_BATCH && !p->infinity && !q->infinity);
    while (j < *n) {
        if (bn254_fp_equal(&ps[j].x, &cp.x)) {
            /* P_j = +-cp (equal x on y^2 = x^3 + 3): (P_j, Q_j +- cq) */
            bn254_g2_jac s;
            if (!bn254_fp_equal(&ps[j].y, &cp.y)) bn254_g2_aff_neg(&cq, &cq);
            bn254_g2_jac_from_aff(&s, &qs[j]);
            bn254_g2_jac_add_aff(&s, &s, &cq);
            bn254_g2_jac_to_aff(&cq, &s);
            cp = ps[j];
        } else if (bn254_fp2_equal(&qs[j].x, &cq.x)) {
            /* Q_j = +-cq (equal x on the twist): (P_j +- cp, Q_j) */
            if (!bn254_fp2_equal(&qs[j].y, &cq.y)) bn254_g1_aff_neg(&cp, &cp);
            bn254_g1_aff_add(&cp, &ps[j], &cp);
            cq = qs[j];
        } else {
            j++;
            continue;
        }
        /* Pair j is now merged into (cp, cq): take it out of the batch, and
         * place (cp, cq) afresh, since its new point may match another pair;
         * at infinity it contributes 1 and is dropped. Each merge shortens
         * the batch, so this ends. Only cq can be infinity (Q_j - Q): the
         * second branch adds P_j and +-cp of different x, never opposite. */
        --*n;
        ps[j] = ps[*n];
        qs[j] = qs[*n];
        VERIFY_CHECK(!cp.infinity);
        if (cq.infinity) return;
        j = 0;
    }
    ps[*n] = cp;
    qs[*n] = cq;
    ++*n;
}

static void bn254_pairing_stream_init(bn254_pairing_stream *s, bn254_fp12_form form) {
    s->n = 0;
    s->have_acc = 0;
    s->form = form;
}

/* acc *= the multi-Miller loop of the batch (acc = it, for the first), batch emptied. */
static void bn254_pairing_stream_flush(bn254_pairing_stream *s) {
    bn254_fp12_acc f;
    bn254_miller_loop_batch(&f, s->p, s->q, s->n, s->form);
    if (s->have_acc) {
        bn254_fp12_acc_mul(&s->acc, &s->acc, &f);
    } else {
        s->acc = f;
        s->have_acc = 1;
    }
    s->n = 0;
}

static void bn254_pairing_stream_add(bn254_pairing_stream *s, const bn254_g1_aff *p,
                                     const bn254_g2_aff *q) {
    if (p->infinity || q->infinity) return; /* contributes 1 */
    bn254_pairing_batch_add(s->p, s->q, &s->n, p, q);
    if (s->n == BN254_MILLER_BATCH) bn254_pairing_stream_flush(s);
}

static int bn254_pairing_stream_finish(bn254_fp12 *f, bn254_pairing_stream *s) {
    if (s->n > 0) bn254_pairing_stream_flush(s);
    if (!s->have_acc) return 0;
    bn254_fp12_acc_to(f, &s->acc);
    return 1;
}

/*
 * a^x0 for a in the cyclotomic subgroup, where a^-1 = conj(a): left-to-right
 * over the width-4 NAF of x0 with the table a, a^3, a^5, a^7 (Hankerson,
 * Menezes, Vanstone, "Guide to ECC", Alg. 3.36): 63 cyclotomic squarings and
 * 16 multiplications (3 for the table), against 23 over the plain NAF.
 */
static void bn254_fp12_acc_cyclo_exp_x0(bn254_fp12_acc *r, const bn254_fp12_acc *a) {
    static const signed char wnaf[] = BN254_X0_WNAF4;
    bn254_fp12_acc odd[4], a2, acc, t;
    size_t i, k;
    odd[0] = *a;
    bn254_fp12_acc_cyclo_sqr(&a2, a);
    for (k = 1; k < 4; k++) bn254_fp12_acc_mul(&odd[k], &odd[k - 1], &a2);
    acc = odd[(wnaf[0] - 1) / 2]; /* leading digit, positive */
    for (i = 1; i < BN254_ARRAY_LEN(wnaf); i++) {
        bn254_fp12_acc_cyclo_sqr(&acc, &acc);
        if (wnaf[i] > 0) {
            bn254_fp12_acc_mul(&acc, &acc, &odd[(wnaf[i] - 1) / 2]);
        } else if (wnaf[i] < 0) {
            bn254_fp12_acc_conj(&t, &odd[(-wnaf[i] - 1) / 2]);
            bn254_fp12_acc_mul(&acc, &acc, &t);
        }
    }
    *r = acc;
}

/*
 * Final exponentiation by (p^12 - 1)/r = (p^6 - 1)(p^2 + 1) (p^4 - p^2 + 1)/r.
 * Easy part: f^(p^6 - 1) = conj(f) / f, then ^(p^2 + 1) by one Frobenius;
 * the result is in the cyclotomic subgroup, where inversion is conjugation.
 * Hard part (Fuentes-Castaneda, Knapp, Rodriguez-Henriquez, "Faster hashing
 * to G2", SAC 2011, Sec. 6; also Duquesne, Ghammam, ePrint 2015/192): raise to
 * c (p^4 - p^2 + 1)/r with c = 2x0(6x0^2 + 3x0 + 1), which equals
 * l0 + l1 p + l2 p^2 + l3 p^3 with
 *   l1 = 12x^3 + 6x^2 + 4x,  l3 = l1 - 1,  l2 = l1 + 2x,  l0 = l2 + 6x^2 + 1
 * (polynomial identity in x, checked in tools/gen_consts.py and by the tests).
 * Cost: 3 exponentiations by x0, 3 cyclotomic squarings, 10 multiplications,
 * 3 Frobenius maps; the easy part on bn254_fp12 (it inverts), the hard part
 * on bn254_fp12_acc in the given form (lanes where they run).
 */
static void bn254_final_exp_acc(bn254_fp12_acc *r, const bn254_fp12 *f, bn254_fp12_form form) {
    bn254_fp12 e, b;
    bn254_fp12_acc a, c, t0, t1, t2, t3, t5, l0, l1, l2, l3;
    /* easy part */
    bn254_fp12_inv(&b, f);
    bn254_fp12_conj(&e, f);
    bn254_fp12_mul(&e, &e, &b);
    bn254_fp12_frobenius2(&b, &e);
    bn254_fp12_mul(&e, &e, &b);

    /* hard part */
    bn254_fp12_acc_from(&a, &e, form);
    bn254_fp12_acc_cyclo_exp_x0(&t0, &a);
    bn254_fp12_acc_cyclo_sqr(&t0, &t0);   /* a^(2x) */
    bn254_fp12_acc_cyclo_sqr(&t1, &t0);   /* a^(4x) */
    bn254_fp12_acc_mul(&t2, &t1, &t0);    /* a^(6x) */
    bn254_fp12_acc_cyclo_exp_x0(&t3, &t2); /* a^(6x^2) */
    bn254_fp12_acc_cyclo_sqr(&t5, &t3);   /* a^(12x^2) */
    bn254_fp12_acc_cyclo_exp_x0(&t5, &t5); /* a^(12x^3) */
    bn254_fp12_acc_mul(&l1, &t5, &t3);
    bn254_fp12_acc_mul(&l1, &l1, &t1);    /* a^l1 */
    bn254_fp12_acc_conj(&c, &a);
    bn254_fp12_acc_mul(&l3, &l1, &c);     /* a^l3 = a^(l1 - 1) */
    bn254_fp12_acc_mul(&l2, &l1, &t0);    /* a^l2 = a^(l1 + 2x) */
    bn254_fp12_acc_mul(&l0, &l2, &t3);
    bn254_fp12_acc_mul(&l0, &l0, &a);     /* a^l0 = a^(l2 + 6x^2 + 1) */

    bn254_fp12_acc_frobenius(&l1, &l1);
    bn254_fp12_acc_frobenius2(&l2, &l2);
    bn254_fp12_acc_frobenius3(&l3, &l3);
    bn254_fp12_acc_mul(&l0, &l0, &l1);
    bn254_fp12_acc_mul(&l0, &l0, &l2);
    bn254_fp12_acc_mul(r, &l0, &l3);
}

static int bn254_final_exp_is_one(const bn254_fp12 *f, bn254_fp12_form form) {
    bn254_fp12_acc x;
    bn254_final_exp_acc(&x, f, form);
    return bn254_fp12_acc_is_one(&x);
}

#endif /* BN254_PAIRING_IMPL_H */
