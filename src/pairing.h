/* SPDX-License-Identifier: MIT */
/*
 * pairing.h: the optimal ate pairing e: G1 x G2 -> GT (Vercauteren, "Optimal
 * pairings", IEEE TIT 2010) as a multi-Miller loop over up to
 * BN254_MILLER_BATCH pairs sharing one Fp12 squaring per step, plus the final
 * exponentiation f -> f^((p^12 - 1)/r * c) for a fixed c coprime to r
 * (see pairing_impl.h); c does not change whether a product equals 1.
 * Uses fp12.h, g1.h and g2.h. Outputs may alias inputs.
 */
#ifndef BN254_PAIRING_H
#define BN254_PAIRING_H

#include "consts.h"
#include "fp12.h"
#include "g1.h"
#include "g2.h"

/* Pairs per multi-Miller loop (the size of its per-pair state, about 300
 * bytes a pair); the precompile streams inputs in batches of this size, so
 * stack use is fixed whatever the input length. */
#define BN254_MILLER_BATCH 16

/* Homogeneous projective twist point (X/Z, Y/Z), the Miller loop's accumulator. */
typedef struct {
    bn254_fp2 x, y, z;
} bn254_g2_proj;

/*
 * The Q-only part of a Miller-loop line. Every line of the loop (tangent at T,
 * chord through T and Q, see pairing_impl.h) evaluated at P = (xP, yP) is
 *   l(P) = c0 (-yP) + c1 xP w + c3 w^3,
 * with c0, c1, c3 in Fp2 that depend on Q (and the step) only: the lines of a
 * fixed Q can be computed once and evaluated at any P by two Fp2 x Fp
 * products (the fixed-argument Miller loop: Scott, "Implementing cryptographic
 * pairings", Pairing 2007, Sec. 4; Costello, Stebila, "Fixed argument
 * pairings", Latincrypt 2010).
 */
typedef struct {
    bn254_fp2 c0, c1, c3;
} bn254_line_coeffs;

/*
 * A prepared G2 point: the BN254_ATE_LINES (consts.h) lines of the Miller loop
 * of a finite Q in G2, in the order the loop uses them (per digit after the
 * leading one: its tangent, then its chord if the digit is non-zero; then the
 * two Frobenius chords), each divided by its c0 (c0 = 1 stored): a line is
 * only needed up to a factor in Fp2, which the final exponentiation removes
 * (Fp2 lies in Fp6, and (p^12 - 1)/r is a multiple of p^6 - 1). A prepared
 * line then enters f as 1 + l1 w + l3 w^3 (the loop divides by -yP too),
 * 10 Fp2 mul instead of 13, a pair of them 20 instead of 23 (fp12.h); so a
 * Miller loop over prepared points gives the value over the points up to
 * such a factor, and the same pairing. 16.5 KiB.
 */
typedef struct {
    bn254_line_coeffs line[BN254_ATE_LINES];
} bn254_g2_prepared;

/* r = the lines of q, q finite and in G2 (the G2 work of one Miller loop:
 * 65 doublings, 23 additions, no Fp12 arithmetic). */
static void bn254_g2_prepare(bn254_g2_prepared *r, const bn254_g2_aff *q);

/*
 * f = prod_i f_{6x0+2,Q_i}(P_i) * l_{T_i,psi(Q_i)}(P_i) * l_{T_i',-psi^2(Q_i)}(P_i)
 * for n <= BN254_MILLER_BATCH pairs of valid points, one Fp12 squaring per
 * step for all of them, f in the given form (read once per call: fp12.h); a
 * pair with an infinity contributes 1, and f = 1 when n = 0. prep[i] (prep
 * itself may be NULL: none) is NULL or the prepared q[i] (bn254_g2_prepare),
 * whose lines are then read instead of computed (each divided by its own
 * factor in Fp2, bn254_g2_prepared). Each line is taken up to a factor in Fp*
 * (bn254_fp12_acc_mul_by_line), the same for every call with the same number
 * of pairs on the same CPU, so that products of Miller loops without prepared
 * points compare exactly with each other; the final exponentiation removes
 * both kinds of factor.
 */
static void bn254_miller_loop_batch(bn254_fp12_acc *f, const bn254_g1_aff *p, const bn254_g2_aff *q,
                                    const bn254_g2_prepared *const *prep, size_t n,
                                    bn254_fp12_form form);

/*
 * ecpairing's working set while it streams through its input (one call, one
 * pass, each pair seen once): the batch p, q [0..n) of at most
 * BN254_MILLER_BATCH valid finite pairs, no two of which share a point up to
 * sign (as bn254_pairing_batch_add leaves it), and acc, the product of the
 * multi-Miller loops of the batches already run (have_acc = 0: none yet, acc
 * unset), in the form of Fp12 chain given at init (fp12.h: the call reads
 * the CPU's choice once). Its size is fixed (3.9 KiB on x86-64), so the
 * stack use of a pairing does not depend on the number of pairs.
 */
typedef struct {
    bn254_g1_aff p[BN254_MILLER_BATCH];
    bn254_g2_aff q[BN254_MILLER_BATCH];
    const bn254_g2_prepared *prep[BN254_MILLER_BATCH]; /* NULL or q[i]'s lines */
    size_t n;
    bn254_fp12_acc acc;
    int have_acc;
    bn254_fp12_form form;
} bn254_pairing_stream;

/*
 * Adds the pair (p, q) to the batch s->p, s->q [0..s->n), s->n <
 * BN254_MILLER_BATCH (the rest of the stream untouched), or merges it into a
 * pair of the batch that shares a point up to sign, by bilinearity:
 * e(P, Q') e(+-P, Q) = e(P, Q' +- Q) and e(P', Q) e(P, +-Q) = e(P' +- P, Q);
 * a merged pair is placed again in the same way (its new point may match
 * another pair), and a merged sum at infinity drops its pair (it contributes
 * 1). So no two pairs of the batch share a G1 or a G2 point up to sign, none
 * has an infinity, and the product of the batch's pairings is the same
 * element of GT as with (p, q) appended. p and q must be finite and valid (p
 * on the curve, q in G2: bilinearity holds on G1 x G2 only), as every pair of
 * the batch is. pq is NULL or the prepared q, and s->prep[j] that of s->q[j]:
 * a merge that keeps a G2 point keeps its lines (when the two pairs' points
 * are opposite, the kept one is the one with lines), one that adds G2 points
 * drops them. Costs at most n comparisons of x coordinates per pair placed,
 * and one affine addition (one inversion) per merge. (The stream rather than
 * its arrays: six arguments at most, passed in registers on x86-64, so that
 * gcc's stack usage stays static: doc/testing.md, the stack bound.)
 */
static void bn254_pairing_batch_add(bn254_pairing_stream *s, const bn254_g1_aff *p,
                                    const bn254_g2_aff *q, const bn254_g2_prepared *pq);

/* s = the empty product; its Miller loops run in the given form. */
static void bn254_pairing_stream_init(bn254_pairing_stream *s, bn254_fp12_form form);

/*
 * Appends the pair (p, q) to the product: nothing if p or q is infinity (the
 * pair contributes 1), else bn254_pairing_batch_add into the batch (prep: NULL
 * or the prepared q, read until the batch's Miller loop has run), and when
 * that fills the batch, its multi-Miller loop is multiplied into acc and the
 * batch starts empty; returns 1 then (every prepared point given so far may
 * be released), else 0. p must be on the curve and q in G2 (validated:
 * merging needs bilinearity). Reads p and q only during the call.
 */
static int bn254_pairing_stream_add(bn254_pairing_stream *s, const bn254_g1_aff *p,
                                    const bn254_g2_aff *q, const bn254_g2_prepared *prep);

/*
 * f = the product of the Miller loops of every pair added (the batch left
 * over is run here), whose final exponentiation is that of the plain
 * multi-Miller loop over all pairs; returns 1. Returns 0, f untouched, if no
 * pair is left (all at infinity or merged away: the product is 1).
 */
static int bn254_pairing_stream_finish(bn254_fp12 *f, bn254_pairing_stream *s);

/* r = a^x0 for a in the cyclotomic subgroup (NAF of x0, cyclotomic squarings). */
static void bn254_fp12_acc_cyclo_exp_x0(bn254_fp12_acc *r, const bn254_fp12_acc *a);

/* r = f^((p^12 - 1)/r * c), the final exponentiation with
 * c = 2x0(6x0^2 + 3x0 + 1), prime to r (so r is 1 iff f^((p^12 - 1)/r) is),
 * the hard part in the given form; bn254_final_exp_is_one: whether it is 1,
 * with no conversion out of the lanes. f must be non-zero. */
static void bn254_final_exp_acc(bn254_fp12_acc *r, const bn254_fp12 *f, bn254_fp12_form form);
static int bn254_final_exp_is_one(const bn254_fp12 *f, bn254_fp12_form form);

#endif /* BN254_PAIRING_H */
