/* SPDX-License-Identifier: MIT */
/*
 * fp12.h: Fp12 = Fp6[w]/(w^2 - v); elements c0 + c1 w. Uses only fp6.h
 * (and fp2.h for the Fp2 coefficients of sparse operands).
 *
 * The tower and its w-basis. Since w^2 = v and v^3 = xi, w^6 = xi, and
 *   f = c0 + c1 w = g0 + g1 w + g2 w^2 + g3 w^3 + g4 w^4 + g5 w^5  (g_i in Fp2)
 * with
 *   g0 = c0.c0   g2 = c0.c1   g4 = c0.c2
 *   g1 = c1.c0   g3 = c1.c1   g5 = c1.c2
 * The Frobenius map multiplies g_i by gamma_{k,i} = xi^(i (p^k - 1)/6)
 * (consts.h). A Miller-loop line on the D-type twist is sparse: only
 * g0, g1 and g3 are non-zero (see pairing_impl.h), i.e. c0 = (l0, 0, 0),
 * c1 = (l1, l3, 0).
 *
 * Full aliasing allowed.
 */
#ifndef BN254_FP12_H
#define BN254_FP12_H

#include "fp2.h"
#include "fp6.h"

typedef struct {
    bn254_fp6 c0, c1;
} bn254_fp12;

static void bn254_fp12_set_one(bn254_fp12 *r);
static int bn254_fp12_is_one(const bn254_fp12 *a);
static int bn254_fp12_equal(const bn254_fp12 *a, const bn254_fp12 *b);

/* r = a * b (Karatsuba, 3 Fp6 mul), a^2 (complex squaring, 2 Fp6 mul). */
static void bn254_fp12_mul(bn254_fp12 *r, const bn254_fp12 *a, const bn254_fp12 *b);
static void bn254_fp12_sqr(bn254_fp12 *r, const bn254_fp12 *a);

/* r = a * (l0 + l1 w + l3 w^3), a line value (13 Fp2 mul instead of 18). */
static void bn254_fp12_mul_by_line(bn254_fp12 *r, const bn254_fp12 *a, const bn254_fp2 *l0,
                                   const bn254_fp2 *l1, const bn254_fp2 *l3);
/* A line value l0 + l1 w + l3 w^3 (a Miller-loop line evaluated at P). */
typedef struct {
    bn254_fp2 l0, l1, l3;
} bn254_fp12_line;

/* r = a * la * lb: the two lines' product first (6 Fp2 mul), then a by it
 * (17): 23 Fp2 mul instead of 26. r may alias a. */
static void bn254_fp12_mul_by_lines(bn254_fp12 *r, const bn254_fp12 *a, const bn254_fp12_line *la,
                                    const bn254_fp12_line *lb);

/* r = a^-1 (one Fp inversion; r = 0 when a = 0); r = conj(a) = c0 - c1 w = a^(p^6). */
static void bn254_fp12_inv(bn254_fp12 *r, const bn254_fp12 *a);
static void bn254_fp12_conj(bn254_fp12 *r, const bn254_fp12 *a);

/* r = a^p, a^(p^2), a^(p^3) by the precomputed coefficients. */
static void bn254_fp12_frobenius(bn254_fp12 *r, const bn254_fp12 *a);
static void bn254_fp12_frobenius2(bn254_fp12 *r, const bn254_fp12 *a);
static void bn254_fp12_frobenius3(bn254_fp12 *r, const bn254_fp12 *a);

/*
 * r = a^2 for a in the cyclotomic subgroup (a^(p^4 - p^2 + 1) = 1, true after
 * the easy part of the final exponentiation); Granger-Scott, 9 Fp2 sqr.
 * Wrong for other inputs.
 */
static void bn254_fp12_cyclo_sqr(bn254_fp12 *r, const bn254_fp12 *a);

/*
 * bn254_fp12_acc: an Fp12 element held for a long chain of products (the
 * Miller loop's f, the hard part of the final exponentiation) in the
 * representation the backend computes such chains fastest in, its form:
 * eight vector lanes where the backend has them and the CPU runs them
 * (arch/kernels.h, BN254_KERN_FP12X: AVX-512 IFMA on x86-64), a bn254_fp12
 * otherwise.
 *
 * The form is chosen when a chain starts and travels with its values:
 * bn254_fp12_acc_form() reads the CPU's choice (the only function that does),
 * bn254_fp12_acc_set_one and _from take a form, and every other operation
 * computes in the form of its operands and gives its result that form. A
 * precompile call reads the choice once and hands it to each chain it starts
 * (pairing.h), so that a change of the choice during a call (a test forcing
 * the scalar tower through bn254_kern_force_portable; a program that calls
 * the library before the CPU-feature constructor has run) cannot make a
 * value be read in the other form. Operands of one operation must have the
 * same form (VERIFY_CHECK). bn254_fp12_acc_from and _to convert exactly.
 */
typedef enum { BN254_FP12_SCALAR = 0, BN254_FP12_LANES = 1 } bn254_fp12_form;

typedef struct {
#if BN254_KERN_FP12X
    union {
        bn254_kern_fp12x x; /* the lanes */
        bn254_fp12 s;
    } v;
    bn254_fp12_form form; /* which member of v holds the value */
#else
    union {
        bn254_fp12 s;
    } v;
#endif
} bn254_fp12_acc;

/* The form a chain started now takes: BN254_FP12_LANES where the lanes run. */
static bn254_fp12_form bn254_fp12_acc_form(void);
static void bn254_fp12_acc_set_one(bn254_fp12_acc *r, bn254_fp12_form form);
static void bn254_fp12_acc_from(bn254_fp12_acc *r, const bn254_fp12 *a, bn254_fp12_form form);
static void bn254_fp12_acc_to(bn254_fp12 *r, const bn254_fp12_acc *a);
static int bn254_fp12_acc_is_one(const bn254_fp12_acc *a);
/* r = a b, r = a^2, r = conj(a), r = a^(p^k) (k = 1, 2, 3), and r = a^2 for a
 * cyclotomic (as bn254_fp12_cyclo_sqr). */
static void bn254_fp12_acc_mul(bn254_fp12_acc *r, const bn254_fp12_acc *a, const bn254_fp12_acc *b);
static void bn254_fp12_acc_sqr(bn254_fp12_acc *r, const bn254_fp12_acc *a);
static void bn254_fp12_acc_conj(bn254_fp12_acc *r, const bn254_fp12_acc *a);
static void bn254_fp12_acc_frobenius(bn254_fp12_acc *r, const bn254_fp12_acc *a);
static void bn254_fp12_acc_frobenius2(bn254_fp12_acc *r, const bn254_fp12_acc *a);
static void bn254_fp12_acc_frobenius3(bn254_fp12_acc *r, const bn254_fp12_acc *a);
static void bn254_fp12_acc_cyclo_sqr(bn254_fp12_acc *r, const bn254_fp12_acc *a);
/*
 * r = a (l0 + l1 w + l3 w^3) c for a constant c in Fp*: c = 1 in the scalar
 * form, c = 1/BN254_KERN_FP12X_LINE_DIV in lanes (the line enters the lanes
 * without a conversion). A Miller-loop line is only defined up to such a
 * factor, and the final exponentiation removes every element of Fp*.
 */
static void bn254_fp12_acc_mul_by_line(bn254_fp12_acc *r, const bn254_fp12_acc *a,
                                       const bn254_fp2 *l0, const bn254_fp2 *l1,
                                       const bn254_fp2 *l3);
/* r = a la lb c^2 (la, lb as in bn254_fp12_mul_by_lines, c as above): the
 * scalar form multiplies the lines together first, the lanes take one line
 * at a time. */
static void bn254_fp12_acc_mul_by_lines(bn254_fp12_acc *r, const bn254_fp12_acc *a,
                                        const bn254_fp12_line *la, const bn254_fp12_line *lb);

#endif /* BN254_FP12_H */
