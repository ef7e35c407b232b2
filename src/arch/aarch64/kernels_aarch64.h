/* SPDX-License-Identifier: MIT */
/*
 * kernels_aarch64.h: the aarch64 backend (BN254_BACKEND_AARCH64), included
 * only by arch/kernels.h. Montgomery multiplication and squaring in assembly
 * (fp_mont_arm64.S, MUL/UMULH: every AArch64 CPU has them, so this is chosen
 * at compile time); the rest of the kernel set is kernels_mont64.h's.
 */
#ifndef BN254_KERNELS_AARCH64_H
#define BN254_KERNELS_AARCH64_H

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

#include "../kernels_mont64.h"

#define BN254_KERN_FP12X 0 /* no Fp12 lanes */

static const char *bn254_kern_backend_name(void) {
    return "aarch64";
}

#endif /* BN254_KERNELS_AARCH64_H */
