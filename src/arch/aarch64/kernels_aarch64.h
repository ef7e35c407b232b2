/* SPDX-License-Identifier: MIT */
/*
 * kernels_aarch64.h: the AArch64 backend (fp_mont_arm64.S), included only by
 * arch/kernels.h. Every AArch64 CPU has MUL/UMULH: chosen at compile time.
 */
#ifndef BN254_KERNELS_AARCH64_H
#define BN254_KERNELS_AARCH64_H

/* r = a b / 2^256 mod p and r = a^2 / 2^256 mod p (Montgomery), canonical;
 * r may alias a or b. */
void bn254_asm_fp_mul_arm64(bn254_fp *r, const bn254_fp *a, const bn254_fp *b);
void bn254_asm_fp_sqr_arm64(bn254_fp *r, const bn254_fp *a);

#endif /* BN254_KERNELS_AARCH64_H */
