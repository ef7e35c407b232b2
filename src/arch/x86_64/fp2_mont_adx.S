/* SPDX-License-Identifier: MIT */
/*
 * fp2_mont_adx.S: Fp2 = Fp[u]/(u^2 + 1) multiplication and squaring with
 * lazy reduction (Aranha, Karabina, Longa, Gebotys, Lopez, "Faster explicit
 * formulas for computing pairings over ordinary curves", ePrint 2010/526,
 * Sec. 3): the three (two) 256x256-bit products are formed in full, combined
 * at double width, and only the two coordinates are Montgomery-reduced:
 * 48 + 2 x 20 = 88 64-bit multiplications instead of 3 x 36 = 108, and the
 * independent products give the CPU parallel work.
 *
 *   void bn254_asm_fp2_mul_adx(uint64_t r[8], const uint64_t a[8], const uint64_t b[8]);
 *     (a0 + a1 u)(b0 + b1 u): c0 = a0 b0 - a1 b1, c1 = (a0 + a1)(b0 + b1) - a0 b0 - a1 b1
 *   void bn254_asm_fp2_sqr_adx(uint64_t r[8], const uint64_t a[8]);
 *     (a0 + a1 u)^2:          c0 = (a0 + a1)(a0 - a1 + p), c1 = a0 (2 a1)
 *
 * Layout: c0 in limbs 0..3, c1 in limbs 4..7, Montgomery form, canonical in
 * and out; r may alias a or b. Bounds: sums a0 + a1 < 2p < 2^255 need no
 * reduction; every double-width value fed to REDC is below p 2^256
 * (c1 < 2p^2, c0 < p^2 or c0 + p 2^256 when negative, squaring < 4p^2), so
 * REDC returns a value below 2p and one conditional subtraction ends it.
 *
 * Registers (System V): rdi = r, rsi = a, rdx -> rcx = b; bn254_x64_mul512
 * uses r8-r12 as its rotating window and r13/r14 for product halves;
 * bn254_x64_redc holds the 8 limbs in r8-r15 with rbx/rbp for product
 * halves. rax is the zero carry sink. Intermediates live in a stack frame.
 * Saves rbx, rbp, r12-r15 (with CFI records).
 */
#include "../asm_macros.h"
#include "adx_macros.h"

/* Stack frame */
#define F_SA 0     /* a0 + a1 (or a0 + a1 for the square), 4 limbs */
#define F_SB 32    /* b0 + b1 (or a0 - a1 + p), 4 limbs */
#define F_T0 64    /* 8 limbs */
#define F_T1 128   /* 8 limbs */
#define F_T2 192   /* 8 limbs */
#define F_R 256    /* saved r pointer */
#define F_SIZE 264

/* dst(%rsp) = x[0..4) + x[4..8), the sum of the two coordinates at x (both
 * < p, so the sum is < 2p < 2^255 and stays unreduced); uses r8-r11. */
    .macro bn254_x64_sum_halves x, dst
    movq 0(\x), %r8
    movq 8(\x), %r9
    movq 16(\x), %r10
    movq 24(\x), %r11
    addq 32(\x), %r8
    adcq 40(\x), %r9
    adcq 48(\x), %r10
    adcq 56(\x), %r11
    movq %r8, \dst+0(%rsp)
    movq %r9, \dst+8(%rsp)
    movq %r10, \dst+16(%rsp)
    movq %r11, \dst+24(%rsp)
    .endm

    .macro bn254_x64_fp2_prologue
    BN254_ASM_LANDING
    bn254_x64_push_callee_saved
    subq $F_SIZE, %rsp
    .cfi_adjust_cfa_offset F_SIZE
    movq %rdi, F_R(%rsp)
    .endm

    .macro bn254_x64_fp2_epilogue
    addq $F_SIZE, %rsp
    .cfi_adjust_cfa_offset -F_SIZE
    bn254_x64_pop_callee_saved
    ret
    .endm

    .text
BN254_ASM_FUNC(bn254_asm_fp2_mul_adx)
    .cfi_startproc
    bn254_x64_fp2_prologue
    movq %rdx, %rcx
    /* SA = a0 + a1, SB = b0 + b1 (each < 2p < 2^255: no reduction) */
    bn254_x64_sum_halves %rsi, F_SA
    bn254_x64_sum_halves %rcx, F_SB

    bn254_x64_mul512 %rsi, 0, %rcx, 0, %rsp, F_T0     /* T0 = a0 b0 */
    bn254_x64_mul512 %rsi, 32, %rcx, 32, %rsp, F_T1   /* T1 = a1 b1 */
    bn254_x64_mul512 %rsp, F_SA, %rsp, F_SB, %rsp, F_T2 /* T2 = (a0 + a1)(b0 + b1) */

    movq F_R(%rsp), %rdi
    /* c1 = T2 - T0 - T1 = a0 b1 + a1 b0 >= 0 */
    bn254_x64_load8 %rsp, F_T2
    bn254_x64_sub8 %rsp, F_T0
    bn254_x64_sub8 %rsp, F_T1
    bn254_x64_redc %rdi, 32

    /* c0 = T0 - T1, plus p 2^256 if that is negative */
    bn254_x64_load8 %rsp, F_T0
    bn254_x64_sub8 %rsp, F_T1
    sbbq %rax, %rax
    movq .Lbn254_x64_p(%rip), %rbx
    movq .Lbn254_x64_p+8(%rip), %rbp
    movq .Lbn254_x64_p+16(%rip), %rsi
    andq %rax, %rbx
    andq %rax, %rbp
    andq %rax, %rsi
    andq .Lbn254_x64_p+24(%rip), %rax
    addq %rbx, %r12
    adcq %rbp, %r13
    adcq %rsi, %r14
    adcq %rax, %r15
    movq F_R(%rsp), %rdi
    bn254_x64_redc %rdi, 0
    bn254_x64_fp2_epilogue
    .cfi_endproc
BN254_ASM_END(bn254_asm_fp2_mul_adx)

BN254_ASM_FUNC(bn254_asm_fp2_sqr_adx)
    .cfi_startproc
    bn254_x64_fp2_prologue
    /* SA = a0 + a1, SB = a0 - a1 + p (both in [0, 2p)), T2 slot = 2 a1 */
    bn254_x64_sum_halves %rsi, F_SA
    movq 0(%rsi), %r12
    movq 8(%rsi), %r13
    movq 16(%rsi), %r14
    movq 24(%rsi), %r15
    addq .Lbn254_x64_p(%rip), %r12
    adcq .Lbn254_x64_p+8(%rip), %r13
    adcq .Lbn254_x64_p+16(%rip), %r14
    adcq .Lbn254_x64_p+24(%rip), %r15
    subq 32(%rsi), %r12
    sbbq 40(%rsi), %r13
    sbbq 48(%rsi), %r14
    sbbq 56(%rsi), %r15
    movq %r12, F_SB+0(%rsp)
    movq %r13, F_SB+8(%rsp)
    movq %r14, F_SB+16(%rsp)
    movq %r15, F_SB+24(%rsp)
    movq 32(%rsi), %r8
    movq 40(%rsi), %r9
    movq 48(%rsi), %r10
    movq 56(%rsi), %r11
    addq %r8, %r8
    adcq %r9, %r9
    adcq %r10, %r10
    adcq %r11, %r11
    movq %r8, F_T2+0(%rsp)
    movq %r9, F_T2+8(%rsp)
    movq %r10, F_T2+16(%rsp)
    movq %r11, F_T2+24(%rsp)

    bn254_x64_mul512 %rsp, F_SA, %rsp, F_SB, %rsp, F_T0 /* T0 = (a0 + a1)(a0 - a1 + p) */
    bn254_x64_mul512 %rsi, 0, %rsp, F_T2, %rsp, F_T1    /* T1 = a0 (2 a1) */

    movq F_R(%rsp), %rdi
    bn254_x64_load8 %rsp, F_T1
    bn254_x64_redc %rdi, 32
    bn254_x64_load8 %rsp, F_T0
    movq F_R(%rsp), %rdi
    bn254_x64_redc %rdi, 0
    bn254_x64_fp2_epilogue
    .cfi_endproc
BN254_ASM_END(bn254_asm_fp2_sqr_adx)

    bn254_x64_constants
    BN254_ASM_NOTES
