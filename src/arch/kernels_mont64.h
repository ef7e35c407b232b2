/* SPDX-License-Identifier: MIT */
/*
 * kernels_mont64.h: the rest of the kernel set of a 4 x 64-bit Montgomery
 * backend that has only its two products of its own (c64: portable C,
 * aarch64: assembly): addition and subtraction by the integer ones of u256.h,
 * Fp2 by the formulas of fp2_formulas.h, the representation and the
 * inversion of mont_repr.h, and no G1 kernels. The backend file defines
 * bn254_kern_fp_mul, bn254_kern_fp_sqr, bn254_kern_backend_name and whether it
 * has Fp12 lanes, and includes this file after its products.
 */
#ifndef BN254_KERNELS_MONT64_H
#define BN254_KERNELS_MONT64_H

#include "../u256.h"
#include "../util.h"

static BN254_ALWAYS_INLINE void bn254_kern_fp_add(bn254_fp *r, const bn254_fp *a,
                                                  const bn254_fp *b) {
    bn254_u256_add_mod_p(r->l, a->l, b->l);
}

static BN254_ALWAYS_INLINE void bn254_kern_fp_sub(bn254_fp *r, const bn254_fp *a,
                                                  const bn254_fp *b) {
    bn254_u256_sub_mod_p(r->l, a->l, b->l);
}

#define BN254_FP2_FORMULAS_MUL 1
#define BN254_FP2_FORMULAS_XI 1
#include "fp2_formulas.h"
#include "mont_repr.h"

static BN254_INLINE void bn254_kern_fp2_mul(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
    bn254_kern_fp2_mul_formula(r, a, b);
}

static BN254_INLINE void bn254_kern_fp2_sqr(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_kern_fp2_sqr_formula(r, a);
}

static BN254_INLINE void bn254_kern_fp2_mul_xi(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_kern_fp2_mul_xi_formula(r, a);
}

#define BN254_KERN_G1_AFFINE 0

#endif /* BN254_KERNELS_MONT64_H */
