/* SPDX-License-Identifier: MIT */
/*
 * arch.h: the assembly kernel interface. Every kernel works on 4 x 64-bit
 * little-endian limbs with the BN254 base prime p and n0 = -p^-1 mod 2^64
 * baked in, takes canonical inputs (< p) and returns canonical outputs, and
 * allows its output to alias any input. The portable C kernels in
 * fp_c_impl.h compute exactly the same values and are the test oracle.
 *
 * Selection (CMake option BN254_ASM, which defines one of these):
 *   BN254_ASM_X86_64   MULX/ADCX/ADOX kernels (src/arch/x86_64/), used when
 *                      CPUID reports BMI2 and ADX (cpu_impl.h), or always
 *                      with BN254_X86_ADX_ALWAYS (-DBN254_X86_ADX=ON);
 *   BN254_ASM_AARCH64  MUL/UMULH kernels (src/arch/aarch64/), compile time;
 *   neither            portable C only.
 */
#ifndef BN254_ARCH_H
#define BN254_ARCH_H

#include <stdint.h>

#if defined(BN254_ASM_X86_64)
/* r = a b / 2^256 mod p (Montgomery multiplication), r = a^2 / 2^256 mod p. */
void bn254_asm_fp_mul_adx(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
void bn254_asm_fp_sqr_adx(uint64_t r[4], const uint64_t a[4]);
/* Fp2 as 8 limbs (c0 in 0..3, c1 in 4..7): r = a b, r = a^2, lazy reduction. */
void bn254_asm_fp2_mul_adx(uint64_t *r, const uint64_t *a, const uint64_t *b);
void bn254_asm_fp2_sqr_adx(uint64_t *r, const uint64_t *a);
#endif

#if defined(BN254_ASM_AARCH64)
void bn254_asm_fp_mul_arm64(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
void bn254_asm_fp_sqr_arm64(uint64_t r[4], const uint64_t a[4]);
#endif

#endif /* BN254_ARCH_H */
