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

/* T = 2T and the Q-only coefficients of the tangent line at T (pairing.h). */
static void bn254_line_dbl(bn254_line_coeffs *l, bn254_g2_proj *t) {
    /* A = XY/2, B = Y^2, C = Z^2, E = 3b'C, F = 3E, G = (B + F)/2,
     * H = (Y + Z)^2 - B - C = 2YZ;
     * X3 = A (B - F), Y3 = G^2 - 3E^2, Z3 = B H. */
    bn254_fp2 a, b, c, e, f, g, t0;
    bn254_fp2_mul(&a, &t->x, &t->y);
    bn254_fp2_half(&a, &a);
    bn254_fp2_sqr(&b, &t->y);
    bn254_fp2_sqr(&c, &t->z);
    bn254_fp2_mul(&e, &c, &bn254_twist_3b);
    bn254_fp2_tpl(&f, &e);
    bn254_fp2_add(&g, &b, &f);
    bn254_fp2_half(&g, &g);
    bn254_fp2_add(&l->c0, &t->y, &t->z);
    bn254_fp2_sqr(&l->c0, &l->c0);
    bn254_fp2_add(&t0, &b, &c);
    bn254_fp2_sub(&l->c0, &l->c0, &t0);
    bn254_fp2_sqr(&l->c1, &t->x);

    /* line: c0 = H (times -yP), c1 = 3X^2 (times xP), c3 = E - B */
    bn254_fp2_tpl(&l->c1, &l->c1);
    bn254_fp2_sub(&l->c3, &e, &b);

    bn254_fp2_sub(&t0, &b, &f);
    bn254_fp2_mul(&t->x, &a, &t0);
    bn254_fp2_sqr(&g, &g);
    bn254_fp2_sqr(&t0, &e);
    bn254_fp2_tpl(&t0, &t0);
    bn254_fp2_sub(&t->y, &g, &t0);
    bn254_fp2_mul(&t->z, &b, &l->c0);
    VERIFY_CHECK(bn254_g2_proj_is_on_curve(t));
}

/* T = T + Q (Q affine, not infinity) and the Q-only coefficients of the chord. */
static void bn254_line_add(bn254_line_coeffs *l, bn254_g2_proj *t, const bn254_fp2 *xq,
                           const bn254_fp2 *yq) {
    /* N = Y - yQ Z, L = X - xQ Z, C = N^2, D = L^2, E = L D, F = Z C, G = X D,
     * H = E + F - 2G; X3 = L H, Y3 = N (G - H) - Y E, Z3 = Z E. */
    bn254_fp2 c, d, e, f, g, h, t0;
    bn254_fp2_mul(&l->c1, yq, &t->z);
    bn254_fp2_sub(&l->c1, &t->y, &l->c1);
    bn254_fp2_mul(&l->c0, xq, &t->z);
    bn254_fp2_sub(&l->c0, &t->x, &l->c0);

    /* line: c0 = L (times -yP), c1 = N (times xP), c3 = L yQ - N xQ */
    bn254_fp2_mul(&l->c3, &l->c0, yq);
    bn254_fp2_mul(&t0, &l->c1, xq);
    bn254_fp2_sub(&l->c3, &l->c3, &t0);

    bn254_fp2_sqr(&c, &l->c1);
    bn254_fp2_sqr(&d, &l->c0);
    bn254_fp2_mul(&e, &l->c0, &d);
    bn254_fp2_mul(&f, &t->z, &c);
    bn254_fp2_mul(&g, &t->x, &d);
    bn254_fp2_add(&h, &e, &f);
    bn254_fp2_sub(&h, &h, &g);
    bn254_fp2_sub(&h, &h, &g);
    bn254_fp2_mul(&t->x, &l->c0, &h);
    bn254_fp2_sub(&t0, &g, &h);
    bn254_fp2_mul(&t0, &t0, &l->c1);
    bn254_fp2_mul(&g, &t->y, &e);
    bn254_fp2_sub(&t->y, &t0, &g);
    bn254_fp2_mul(&t->z, &t->z, &e);
    VERIFY_CHECK(bn254_g2_proj_is_on_curve(t));
}

/* The two Frobenius points of the optimal ate pairing's last lines:
 * q1 = psi(Q), q2 = -psi^2(Q). */
static void bn254_line_frobenius_points(bn254_g2_aff *q1, bn254_g2_aff *q2, const bn254_g2_aff *q) {
    bn254_g2_aff_psi(q1, q);
    bn254_g2_aff_psi2(q2, q);
    bn254_g2_aff_neg(q2, q2);
}

/* The line l evaluated at P (xp, -yp given): l0 = c0 (-yP), l1 = c1 xP. */
static void bn254_line_eval_at(bn254_fp12_line *e, const bn254_line_coeffs *l, const bn254_fp *xp,
                               const bn254_fp *neg_yp) {
    bn254_fp2_mul_fp(&e->l0, &l->c0, neg_yp);
    bn254_fp2_mul_fp(&e->l1, &l->c1, xp);
    e->l3 = l->c3;
}

/* A prepared line (c0 = 1) at P, divided by -yP: 1 + c1 (xP / -yP) w +
 * c3 (1 / -yP) w^3, from xn = xP / -yP and yi = 1 / -yP. */
static void bn254_line_eval_prepared(bn254_fp12_line *e, const bn254_line_coeffs *l,
                                     const bn254_fp *xn, const bn254_fp *yi) {
    bn254_fp2_set_one(&e->l0);
    bn254_fp2_mul_fp(&e->l1, &l->c1, xn);
    bn254_fp2_mul_fp(&e->l3, &l->c3, yi);
}

/* The lines of one Miller-loop step on their way into f: a line evaluated at
 * its P waits here until a second one comes, and the two enter f together
 * (bn254_fp12_acc_mul_by_lines: 23 Fp2 mul instead of 26); bn254_lines_flush
 * takes a last odd one before f is squared. Lines commute, so f is the same
 * element as with one line at a time. */
typedef struct {
    bn254_fp12_line held; /* the waiting line */
    int have;             /* 1 if a line waits */
} bn254_lines;

/* f *= the line e (evaluated at its P), now or with the next line. */
static void bn254_lines_mul(bn254_fp12_acc *f, bn254_lines *ls, const bn254_fp12_line *e) {
    if (!ls->have) {
        ls->held = *e;
        ls->have = 1;
        return;
    }
    bn254_fp12_acc_mul_by_lines(f, f, &ls->held, e);
    ls->have = 0;
}

/* f *= line l of pair j at its P: prepared (x = xP / -yP, y = 1 / -yP) or
 * computed (x = xP, y = -yP). Not inlined: inlined, gcc 12 -O3 put the line
 * products' temporaries into the Miller loop's own frame, 3.4 KB more stack
 * (tests/reliability/stack_bound.py). */
static BN254_NOINLINE void bn254_line_mul_at(bn254_fp12_acc *f, bn254_lines *ls,
                                             const bn254_line_coeffs *l, int prepared,
                                             const bn254_fp *x, const bn254_fp *y) {
    bn254_fp12_line e;
    if (prepared) {
        bn254_line_eval_prepared(&e, l, x, y);
    } else {
        bn254_line_eval_at(&e, l, x, y);
    }
    bn254_lines_mul(f, ls, &e);
}

static void bn254_lines_flush(bn254_fp12_acc *f, bn254_lines *ls) {
    if (!ls->have) return;
    bn254_fp12_acc_mul_by_line(f, f, &ls->held.l0, &ls->held.l1, &ls->held.l3);
    ls->have = 0;
}

/*
 * Each line divided by its c0 (pairing.h), with one Fp2 inversion for all of
 * them (Montgomery's simultaneous inversion, "Speeding the Pollard and
 * elliptic curve methods of factorization", Math. Comp. 1987, Sec. 10.3.1),
 * in place: going up, c1 and c3 of line i are multiplied by P_(i-1) = c0_0
 * ... c0_(i-1) while P_i is formed; coming down from P_(n-1)^-1, line i's
 * P_(i-1) / P_i = 1 / c0_i is applied and the running inverse moves on by
 * c0_i. No c0 is 0: H = 2YZ of a tangent (T has odd order, so Y != 0) and
 * L = X - xQ Z of a chord (the loop never meets T = +-Q; tools/prove).
 */
static void bn254_g2_prepared_normalize(bn254_g2_prepared *r) {
    bn254_fp2 acc, inv;
    size_t i;
    bn254_fp2_set_one(&acc);
    for (i = 0; i < BN254_ATE_LINES; i++) {
        bn254_line_coeffs *l = &r->line[i];
        VERIFY_CHECK(!bn254_fp2_is_zero(&l->c0));
        bn254_fp2_mul(&l->c1, &l->c1, &acc);
        bn254_fp2_mul(&l->c3, &l->c3, &acc);
        bn254_fp2_mul(&acc, &acc, &l->c0);
    }
    bn254_fp2_inv(&inv, &acc);
    for (i = BN254_ATE_LINES; i-- > 0;) {
        bn254_line_coeffs *l = &r->line[i];
        bn254_fp2_mul(&l->c1, &l->c1, &inv);
        bn254_fp2_mul(&l->c3, &l->c3, &inv);
        bn254_fp2_mul(&inv, &inv, &l->c0);
        bn254_fp2_set_one(&l->c0);
    }
}

/* The lines of q as the loop computes them, before bn254_g2_prepared_normalize. */
static void bn254_g2_prepare_lines(bn254_g2_prepared *r, const bn254_g2_aff *q) {
    bn254_g2_proj t;
    bn254_g2_aff q1, q2;
    bn254_fp2 neg_qy;
    size_t i, k = 0;
    VERIFY_CHECK(!q->infinity);
    t.x = q->x;
    t.y = q->y;
    bn254_fp2_set_one(&t.z);
    bn254_fp2_neg(&neg_qy, &q->y);
    /* the schedule of bn254_miller_loop_batch, for one point and no P */
    for (i = 1; i < BN254_ARRAY_LEN(bn254_ate_naf); i++) {
        bn254_line_dbl(&r->line[k++], &t);
        if (bn254_ate_naf[i] == 0) continue;
        bn254_line_add(&r->line[k++], &t, &q->x, bn254_ate_naf[i] > 0 ? &q->y : &neg_qy);
    }
    bn254_line_frobenius_points(&q1, &q2, q);
    bn254_line_add(&r->line[k++], &t, &q1.x, &q1.y);
    bn254_line_add(&r->line[k++], &t, &q2.x, &q2.y);
    VERIFY_CHECK(k == BN254_ATE_LINES);
}

static void bn254_g2_prepare(bn254_g2_prepared *r, const bn254_g2_aff *q) {
    bn254_g2_prepare_lines(r, q);
    bn254_g2_prepared_normalize(r);
}

/*
 * For the pairs with a prepared point: y[j] = -yP becomes 1 / -yP and x[j] =
 * xP becomes xP / -yP, by one inversion for all of them (Montgomery's trick
 * as in bn254_g2_prepared_normalize: going up, y[j] is replaced by the
 * product of the y's before it; coming down, that times the inverse of the
 * product up to j is 1 / y[j], and the inverse moves on by y[j], which is
 * -yP of pair j's point p[idx[j]] again). -yP != 0: G1 has no point of
 * order 2. Not inlined: the inversion's frame stays out of the loop's.
 */
static BN254_NOINLINE void bn254_prepared_pairs_at(bn254_fp *x, bn254_fp *y,
                                                   const bn254_g2_prepared *const *pre,
                                                   const bn254_g1_aff *p, const size_t *idx,
                                                   size_t m) {
    bn254_fp acc, inv, yj;
    size_t j;
    int any = 0;
    bn254_fp_set_one(&acc);
    for (j = 0; j < m; j++) {
        if (pre[j] == NULL) continue;
        any = 1;
        yj = y[j];
        y[j] = acc;
        bn254_fp_mul(&acc, &acc, &yj);
    }
    if (!any) return;
    bn254_fp_inv(&inv, &acc);
    for (j = m; j-- > 0;) {
        if (pre[j] == NULL) continue;
        bn254_fp_mul(&y[j], &y[j], &inv);
        bn254_fp_mul(&x[j], &x[j], &y[j]);
        bn254_fp_neg(&yj, &p[idx[j]].y);
        bn254_fp_mul(&inv, &inv, &yj);
    }
}

/* The multi-Miller loop of at most BN254_MILLER_BATCH pairs (the size of its
 * per-pair state), f in the given form: the pairing stream runs one per full
 * batch. A pair with a prepared point reads line k of it where a pair without
 * computes line k from its T and Q; both evaluate it at their P the same way. */
static void bn254_miller_loop_batch(bn254_fp12_acc *f, const bn254_g1_aff *p, const bn254_g2_aff *q,
                                    const bn254_g2_prepared *const *prep, size_t n,
                                    bn254_fp12_form form) {
    /* Per-pair state; pairs with an infinity are dropped up front. */
    bn254_g2_proj t[BN254_MILLER_BATCH];
    bn254_fp2 neg_qy[BN254_MILLER_BATCH];
    bn254_fp neg_py[BN254_MILLER_BATCH]; /* -yP; 1 / -yP for a prepared pair */
    bn254_fp px[BN254_MILLER_BATCH];     /* xP; xP / -yP for a prepared pair */
    const bn254_g2_prepared *pre[BN254_MILLER_BATCH];
    size_t idx[BN254_MILLER_BATCH];
    size_t i, j, m = 0, k = 0;
    bn254_line_coeffs l;
    bn254_lines ls;

    VERIFY_CHECK(n <= BN254_MILLER_BATCH); /* both callers guarantee it */
    bn254_fp12_acc_set_one(f, form);
    for (j = 0; j < n; j++) {
        if (p[j].infinity || q[j].infinity) continue;
        idx[m] = j;
        pre[m] = prep != NULL ? prep[j] : NULL;
        t[m].x = q[j].x;
        t[m].y = q[j].y;
        bn254_fp2_set_one(&t[m].z);
        bn254_fp2_neg(&neg_qy[m], &q[j].y);
        bn254_fp_neg(&neg_py[m], &p[j].y);
        px[m] = p[j].x;
        m++;
    }
    if (m == 0) return;
    bn254_prepared_pairs_at(px, neg_py, pre, p, idx, m);
    ls.have = 0;

    /* 6x0 + 2 in NAF, leading 1 consumed by T = Q; f = 1 needs no squaring
     * on the first step. k counts the lines of each pair (bn254_g2_prepared). */
    for (i = 1; i < BN254_ARRAY_LEN(bn254_ate_naf); i++) {
        if (i > 1) {
            bn254_lines_flush(f, &ls);
            bn254_fp12_acc_sqr(f, f);
        }
        for (j = 0; j < m; j++) {
            const bn254_line_coeffs *c = &l;
            if (pre[j] != NULL) {
                c = &pre[j]->line[k];
            } else {
                bn254_line_dbl(&l, &t[j]);
            }
            bn254_line_mul_at(f, &ls, c, pre[j] != NULL, &px[j], &neg_py[j]);
        }
        k++;
        if (bn254_ate_naf[i] == 0) continue;
        for (j = 0; j < m; j++) {
            const bn254_line_coeffs *c = &l;
            if (pre[j] != NULL) {
                c = &pre[j]->line[k];
            } else {
                const bn254_fp2 *yq = bn254_ate_naf[i] > 0 ? &q[idx[j]].y : &neg_qy[j];
                bn254_line_add(&l, &t[j], &q[idx[j]].x, yq);
            }
            bn254_line_mul_at(f, &ls, c, pre[j] != NULL, &px[j], &neg_py[j]);
        }
        k++;
    }

    /* The two Frobenius lines of the optimal ate pairing: with
     * Q1 = psi(Q) and Q2 = -psi^2(Q), add lines T + Q1 and (T + Q1) + Q2. */
    VERIFY_CHECK(k + 2 == BN254_ATE_LINES);
    for (j = 0; j < m; j++) {
        if (pre[j] != NULL) {
            bn254_line_mul_at(f, &ls, &pre[j]->line[k], 1, &px[j], &neg_py[j]);
            bn254_line_mul_at(f, &ls, &pre[j]->line[k + 1], 1, &px[j], &neg_py[j]);
        } else {
            bn254_g2_aff q1, q2;
            bn254_line_frobenius_points(&q1, &q2, &q[idx[j]]);
            bn254_line_add(&l, &t[j], &q1.x, &q1.y);
            bn254_line_mul_at(f, &ls, &l, 0, &px[j], &neg_py[j]);
            bn254_line_add(&l, &t[j], &q2.x, &q2.y);
            bn254_line_mul_at(f, &ls, &l, 0, &px[j], &neg_py[j]);
        }
    }
    bn254_lines_flush(f, &ls);
}

static void bn254_pairing_batch_add(bn254_pairing_stream *st, const bn254_g1_aff *p,
                                    const bn254_g2_aff *q, const bn254_g2_prepared *pq) {
    bn254_g1_aff *ps = st->p;
    bn254_g2_aff *qs = st->q;
    const bn254_g2_prepared **pps = st->prep;
    size_t *n = &st->n;
    bn254_g1_aff cp = *p; /* the pair being placed, and cq's lines */
    bn254_g2_aff cq = *q;
    const bn254_g2_prepared *cl = pq;
    size_t j = 0;
    VERIFY_CHECK(*n < BN254_MILLER_BATCH && !p->infinity && !q->infinity);
    while (j < *n) {
        if (bn254_fp_equal(&ps[j].x, &cp.x)) {
            /* P_j = +-cp (equal x on y^2 = x^3 + 3): (P_j, Q_j +- cq), a new
             * G2 point without lines */
            bn254_g2_jac s;
            if (!bn254_fp_equal(&ps[j].y, &cp.y)) bn254_g2_aff_neg(&cq, &cq);
            bn254_g2_jac_from_aff(&s, &qs[j]);
            bn254_g2_jac_add_aff(&s, &s, &cq);
            bn254_g2_jac_to_aff(&cq, &s);
            cp = ps[j];
            cl = NULL;
        } else if (bn254_fp2_equal(&qs[j].x, &cq.x)) {
            /* Q_j = +-cq (equal x on the twist): (P_j +- cp, Q_j), or, to keep
             * the lines of cq when only cq has them, (cp +- P_j, cq) */
            int same = bn254_fp2_equal(&qs[j].y, &cq.y);
            if (pps[j] == NULL && cl != NULL) {
                bn254_g1_aff pj = ps[j];
                if (!same) bn254_g1_aff_neg(&pj, &pj);
                bn254_g1_aff_add(&cp, &cp, &pj);
            } else {
                if (!same) bn254_g1_aff_neg(&cp, &cp);
                bn254_g1_aff_add(&cp, &ps[j], &cp);
                cq = qs[j];
                cl = pps[j];
            }
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
        pps[j] = pps[*n];
        VERIFY_CHECK(!cp.infinity);
        if (cq.infinity) return;
        j = 0;
    }
    ps[*n] = cp;
    qs[*n] = cq;
    pps[*n] = cl;
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
    bn254_miller_loop_batch(&f, s->p, s->q, s->prep, s->n, s->form);
    if (s->have_acc) {
        bn254_fp12_acc_mul(&s->acc, &s->acc, &f);
    } else {
        s->acc = f;
        s->have_acc = 1;
    }
    s->n = 0;
}

static int bn254_pairing_stream_add(bn254_pairing_stream *s, const bn254_g1_aff *p,
                                    const bn254_g2_aff *q, const bn254_g2_prepared *prep) {
    if (p->infinity || q->infinity) return 0; /* contributes 1 */
    bn254_pairing_batch_add(s, p, q, prep);
    if (s->n < BN254_MILLER_BATCH) return 0;
    bn254_pairing_stream_flush(s);
    return 1;
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
    bn254_fp12_acc_cyclo_sqr(&t0, &t0);    /* a^(2x) */
    bn254_fp12_acc_cyclo_sqr(&t1, &t0);    /* a^(4x) */
    bn254_fp12_acc_mul(&t2, &t1, &t0);     /* a^(6x) */
    bn254_fp12_acc_cyclo_exp_x0(&t3, &t2); /* a^(6x^2) */
    bn254_fp12_acc_cyclo_sqr(&t5, &t3);    /* a^(12x^2) */
    bn254_fp12_acc_cyclo_exp_x0(&t5, &t5); /* a^(12x^3) */
    bn254_fp12_acc_mul(&l1, &t5, &t3);
    bn254_fp12_acc_mul(&l1, &l1, &t1); /* a^l1 */
    bn254_fp12_acc_conj(&c, &a);
    bn254_fp12_acc_mul(&l3, &l1, &c);  /* a^l3 = a^(l1 - 1) */
    bn254_fp12_acc_mul(&l2, &l1, &t0); /* a^l2 = a^(l1 + 2x) */
    bn254_fp12_acc_mul(&l0, &l2, &t3);
    bn254_fp12_acc_mul(&l0, &l0, &a); /* a^l0 = a^(l2 + 6x^2 + 1) */

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
