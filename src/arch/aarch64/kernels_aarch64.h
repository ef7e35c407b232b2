/* SPDX-License-Identifier: MIT */
/*
 * kernels_aarch64.h: the aarch64 backend (BN254_BACKEND_AARCH64), included
 * only by arch/kernels.h. Montgomery multiplication and squaring in assembly
 * (fp_mont_arm64.S, MUL/UMULH: every AArch64 CPU has them, so this is chosen
 * at compile time); addition and subtraction the integer ones of u256.h, Fp2
 * the formulas of fp2_formulas.h, the representation and the inversion those
 * of mont_repr.h.
 */
#ifndef BN254_KERNELS_AARCH64_H
#define BN254_KERNELS_AARCH64_H

#include "../../u256.h"
#include "../../util.h"

/* r = a b / 2^256 mod p and r = a^2 / 2^256 mod p (Montgomery), canonical;
 * r may alias a or b. */
void bn254_asm_fp_mul_arm64(bn254_fp *r, const bn254_fp *a, const bn254_fp *b);
void bn254_asm_fp_sqr_arm64(bn254_fp *r, const bn254_fp *a);

static BN254_INLINE void bn254_kern_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    bn254_asm_fp_mul_arm64(r, a, b);
}

static BN254_INLINE void bn254_kern_fp_sqr(bn254_fp *r, const bn254_fp *a) {
    bn254_asm_fp_sqr_arm64(r, a);
}

static BN254_ALWAYS_INLINE void bn254_kern_fp_add(bn254_fp *r, const bn254_fp *a,
                                                  const bn254_fp *b) {
    bn254_u256_add_mod_p(r->l, a->l, b->l);
}

static BN254_ALWAYS_INLINE void bn254_kern_fp_sub(bn254_fp *r, const bn254_fp *a,
                                                  const bn254_fp *b) {
    bn254_u256_sub_mod_p(r->l, a->l, b->l);
}

#include "../fp2_formulas.h"
#include "../mont_repr.h"

static BN254_INLINE void bn254_kern_fp2_mul(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
    bn254_kern_fp2_mul_formula(r, a, b);
}

static BN254_INLINE void bn254_kern_fp2_sqr(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_kern_fp2_sqr_formula(r, a);
}

static BN254_INLINE void bn254_kern_fp2_mul_xi(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_kern_fp2_mul_xi_formula(r, a);
}

static const char *bn254_kern_backend_name(void) {
    return "aarch64";
}

#define BN254_KERN_G1_AFFINE 0
#define BN254_KERN_FP12X 0 /* no Fp12 lanes */

#endif /* BN254_KERNELS_AARCH64_H */
