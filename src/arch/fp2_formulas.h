/* SPDX-License-Identifier: MIT */
/*
 * fp2_formulas.h: Fp2 kernels by formulas on a backend's Fp kernels
 * (bn254_kern_fp_*, which the including backend file defines first), for the
 * backends without fused Fp2 code of their own: c64 and aarch64 always,
 * x86_64 on CPUs without ADX, hooks without the Fp2 hook. Karatsuba
 * multiplication (3M) and complex squaring (2M) (Devegili, O hEigeartaigh,
 * Scott, Dahab, "Multiplication and squaring on pairing-friendly fields",
 * ePrint 2006/471, Sec. 3), and the multiplication by xi = 9 + u by
 * additions. Operand for operand the formulas of fp2_impl.h's _ref
 * functions, so a backend that uses them makes the same Fp calls.
 */
#ifndef BN254_FP2_FORMULAS_H
#define BN254_FP2_FORMULAS_H

#include "../util.h"

/* r = a b: (a0 b0 - a1 b1) + ((a0 + a1)(b0 + b1) - a0 b0 - a1 b1) u. */
BN254_UNUSED static void bn254_kern_fp2_mul_formula(bn254_fp2 *r, const bn254_fp2 *a,
                                                   const bn254_fp2 *b) {
    bn254_fp t0, t1, s0, s1;
    bn254_kern_fp_mul(&t0, &a->c0, &b->c0);
    bn254_kern_fp_mul(&t1, &a->c1, &b->c1);
    bn254_kern_fp_add(&s0, &a->c0, &a->c1);
    bn254_kern_fp_add(&s1, &b->c0, &b->c1);
    bn254_kern_fp_mul(&s0, &s0, &s1);
    bn254_kern_fp_sub(&r->c0, &t0, &t1);
    bn254_kern_fp_sub(&s0, &s0, &t0);
    bn254_kern_fp_sub(&r->c1, &s0, &t1);
}

/* r = a^2: (a0 + a1)(a0 - a1) + 2 a0 a1 u. */
BN254_UNUSED static void bn254_kern_fp2_sqr_formula(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_fp s, d, m;
    bn254_kern_fp_add(&s, &a->c0, &a->c1);
    bn254_kern_fp_sub(&d, &a->c0, &a->c1);
    bn254_kern_fp_mul(&m, &a->c0, &a->c1);
    bn254_kern_fp_mul(&r->c0, &s, &d);
    bn254_kern_fp_add(&r->c1, &m, &m);
}

/* r = a (9 + u) = (9 a0 - a1) + (9 a1 + a0) u, 9x as 8x + x by doublings. */
BN254_UNUSED static void bn254_kern_fp2_mul_xi_formula(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_fp n0, n1, c0;
    bn254_kern_fp_add(&n0, &a->c0, &a->c0);
    bn254_kern_fp_add(&n0, &n0, &n0);
    bn254_kern_fp_add(&n0, &n0, &n0);
    bn254_kern_fp_add(&n0, &n0, &a->c0);
    bn254_kern_fp_add(&n1, &a->c1, &a->c1);
    bn254_kern_fp_add(&n1, &n1, &n1);
    bn254_kern_fp_add(&n1, &n1, &n1);
    bn254_kern_fp_add(&n1, &n1, &a->c1);
    bn254_kern_fp_sub(&c0, &n0, &a->c1);
    bn254_kern_fp_add(&r->c1, &a->c0, &n1);
    r->c0 = c0;
}

#endif /* BN254_FP2_FORMULAS_H */
