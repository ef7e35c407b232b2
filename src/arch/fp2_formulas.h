/* SPDX-License-Identifier: MIT */
/*
 * fp2_formulas.h: Fp2 kernels by formulas on a backend's Fp kernels
 * (bn254_kern_fp_*, which the including backend file defines first), for the
 * backends without fused Fp2 code of their own: c64 and aarch64 always
 * (kernels_mont64.h), x86_64 on CPUs without ADX, hooks without the Fp2
 * hook. Karatsuba multiplication (3M) and complex squaring (2M) (Devegili,
 * O hEigeartaigh, Scott, Dahab, "Multiplication and squaring on
 * pairing-friendly fields", ePrint 2006/471, Sec. 3), and the multiplication
 * by xi = 9 + u by additions. The only place these formulas are written:
 * tests/test_kernels.c checks every backend's Fp2 kernels against a
 * schoolbook product instead.
 *
 * The includer says which it needs, so that none is compiled unused:
 * BN254_FP2_FORMULAS_MUL (the product and the square) and
 * BN254_FP2_FORMULAS_XI (the multiplication by xi), each 0 or 1.
 */
#ifndef BN254_FP2_FORMULAS_H
#define BN254_FP2_FORMULAS_H

#include "../util.h"

#if !defined(BN254_FP2_FORMULAS_MUL) || !defined(BN254_FP2_FORMULAS_XI)
#error "define BN254_FP2_FORMULAS_MUL and BN254_FP2_FORMULAS_XI before fp2_formulas.h"
#endif

#if BN254_FP2_FORMULAS_MUL
/* r = a b: (a0 b0 - a1 b1) + ((a0 + a1)(b0 + b1) - a0 b0 - a1 b1) u. */
static void bn254_kern_fp2_mul_formula(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
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
static void bn254_kern_fp2_sqr_formula(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_fp s, d, m;
    bn254_kern_fp_add(&s, &a->c0, &a->c1);
    bn254_kern_fp_sub(&d, &a->c0, &a->c1);
    bn254_kern_fp_mul(&m, &a->c0, &a->c1);
    bn254_kern_fp_mul(&r->c0, &s, &d);
    bn254_kern_fp_add(&r->c1, &m, &m);
}

#endif

#if BN254_FP2_FORMULAS_XI
/* r = a (9 + u) = (9 a0 - a1) + (9 a1 + a0) u, 9x as 8x + x by doublings. */
static void bn254_kern_fp2_mul_xi_formula(bn254_fp2 *r, const bn254_fp2 *a) {
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
#endif

#endif /* BN254_FP2_FORMULAS_H */
