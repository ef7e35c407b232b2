/* SPDX-License-Identifier: MIT */
/*
 * fp_mont_adx.S: Montgomery multiplication modulo the BN254 base prime with
 * BMI2 MULX and the two independent ADX carry chains ADCX (CF) and ADOX (OF).
 *
 *   void bn254_asm_fp_mul_adx(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
 *   r = a * b / 2^256 mod p, for a, b < p; r < p. r may alias a or b.
 *
 * Algorithm: CIOS (Koc, Acar, Kaliski 1996), one round per limb b[i]:
 *   (A) u = t + a * b[i]             (5 limbs; low halves of the products go
 *                                     down the OF chain, high halves down CF)
 *   (B) m = u[0] * n0 mod 2^64       (n0 = -p^-1 mod 2^64)
 *   (C) t = (u + m * p) / 2^64       (u[0] + lo(m p[0]) = 0: limb 0 drops)
 * Because p < 2^254 (top limb below 2^63 - 1), t < 2p < 2^255 after every
 * round, so t never needs a sixth limb and the last carry of each chain
 * lands in u[4] without overflow (the "no final carry" variant; see
 * fp_c_impl.h for the same algorithm in C). One conditional subtraction
 * (SUB/SBB, then CMOV on the borrow) makes the result canonical.
 *
 * Registers: rdi = r, rsi = a, rcx = b, rdx = multiplier for MULX,
 * r10/r11 = product halves, rax = 0 (carry sink); the five limbs of t rotate
 * through r8, r9, rbx, r12, r13 (after a round the zero limb becomes the
 * next round's top limb). Clobbers rax, rcx, rdx, r8-r11, flags; saves rbx,
 * r12, r13 (with CFI records). System V AMD64 ABI only; p and n0 come from
 * the generated consts.h through adx_macros.h.
 */
#include "../asm_macros.h"
#include "adx_macros.h"

#define T_A %r8
#define T_B %r9
#define T_C %rbx
#define T_D %r12
#define T_E %r13

    .text
BN254_ASM_FUNC(bn254_asm_fp_mul_adx)
    .cfi_startproc
    BN254_ASM_LANDING
    bn254_x64_push %rbx
    bn254_x64_push %r12
    bn254_x64_push %r13
    movq %rdx, %rcx

    /* round 0: t = a * b[0] */
    movq 0(%rcx), %rdx
    mulxq 0(%rsi), T_A, T_B
    mulxq 8(%rsi), %r10, T_C
    addq %r10, T_B
    mulxq 16(%rsi), %r10, T_D
    adcq %r10, T_C
    mulxq 24(%rsi), %r10, T_E
    adcq %r10, T_D
    adcq $0, T_E
    bn254_x64_redc_round T_A, T_B, T_C, T_D, T_E, %r10, %r11

    /* rounds 1..3, the limbs of t rotating by one register each round */
    movq 8(%rcx), %rdx
    bn254_x64_mul_add %rsi, 0, T_B, T_C, T_D, T_E, T_A, %r10, %r11  /* (A) */
    bn254_x64_redc_round T_B, T_C, T_D, T_E, T_A, %r10, %r11  /* (B), (C) */
    movq 16(%rcx), %rdx
    bn254_x64_mul_add %rsi, 0, T_C, T_D, T_E, T_A, T_B, %r10, %r11  /* (A) */
    bn254_x64_redc_round T_C, T_D, T_E, T_A, T_B, %r10, %r11  /* (B), (C) */
    movq 24(%rcx), %rdx
    bn254_x64_mul_add %rsi, 0, T_D, T_E, T_A, T_B, T_C, %r10, %r11  /* (A) */
    bn254_x64_redc_round T_D, T_E, T_A, T_B, T_C, %r10, %r11  /* (B), (C) */

    /* t = (T_E, T_A, T_B, T_C), least significant first; r = t - p unless that borrows */
    movq T_E, %r10
    subq .Lbn254_x64_p(%rip), %r10
    movq T_A, %r11
    sbbq .Lbn254_x64_p+8(%rip), %r11
    movq T_B, %rax
    sbbq .Lbn254_x64_p+16(%rip), %rax
    movq T_C, %rdx
    sbbq .Lbn254_x64_p+24(%rip), %rdx
    cmovcq T_E, %r10
    cmovcq T_A, %r11
    cmovcq T_B, %rax
    cmovcq T_C, %rdx
    movq %r10, 0(%rdi)
    movq %r11, 8(%rdi)
    movq %rax, 16(%rdi)
    movq %rdx, 24(%rdi)

    bn254_x64_pop %r13
    bn254_x64_pop %r12
    bn254_x64_pop %rbx
    ret
    .cfi_endproc
BN254_ASM_END(bn254_asm_fp_mul_adx)

/*
 * void bn254_asm_fp_sqr_adx(uint64_t r[4], const uint64_t a[4]);
 * r = a^2 / 2^256 mod p: the 512-bit square from 6 cross products (doubled)
 * and 4 squares (10 MULX instead of 16), then bn254_x64_redc: a^2 < p^2
 * is below p 2^256, so one conditional subtraction ends it.
 * Registers: square limbs t0..t7 in r8-r15, rbx/rbp product halves (and
 * bn254_x64_redc's), rax zero, rdx multiplier, rsi = a, rdi = r. Saves rbx,
 * rbp, r12-r15 (with CFI records).
 */
BN254_ASM_FUNC(bn254_asm_fp_sqr_adx)
    .cfi_startproc
    BN254_ASM_LANDING
    bn254_x64_push_callee_saved
    /* cross products a_i a_j, i < j, into t1..t6 */
    movq 0(%rsi), %rdx
    mulxq 8(%rsi), %r9, %r10        /* a0 a1 -> t1, t2 */
    mulxq 16(%rsi), %rbx, %r11      /* a0 a2 -> t2, t3 */
    addq %rbx, %r10
    mulxq 24(%rsi), %rbx, %r12      /* a0 a3 -> t3, t4 */
    adcq %rbx, %r11
    adcq $0, %r12
    movq 8(%rsi), %rdx
    xorl %eax, %eax
    mulxq 16(%rsi), %rbx, %rbp      /* a1 a2 -> t3, t4 */
    adoxq %rbx, %r11
    adcxq %rbp, %r12
    mulxq 24(%rsi), %rbx, %r13      /* a1 a3 -> t4, t5 */
    adoxq %rbx, %r12
    adcxq %rax, %r13
    adoxq %rax, %r13
    movq 16(%rsi), %rdx
    mulxq 24(%rsi), %rbx, %r14      /* a2 a3 -> t5, t6 */
    addq %rbx, %r13
    adcq $0, %r14
    /* double them: t1..t7 = 2 (t1..t6) */
    xorl %r15d, %r15d
    addq %r9, %r9
    adcq %r10, %r10
    adcq %r11, %r11
    adcq %r12, %r12
    adcq %r13, %r13
    adcq %r14, %r14
    adcq %r15, %r15
    /* add the squares a_i^2 at t(2i), t(2i+1) */
    movq 0(%rsi), %rdx
    mulxq %rdx, %r8, %rbp
    addq %rbp, %r9
    movq 8(%rsi), %rdx
    mulxq %rdx, %rbx, %rbp
    adcq %rbx, %r10
    adcq %rbp, %r11
    movq 16(%rsi), %rdx
    mulxq %rdx, %rbx, %rbp
    adcq %rbx, %r12
    adcq %rbp, %r13
    movq 24(%rsi), %rdx
    mulxq %rdx, %rbx, %rbp
    adcq %rbx, %r14
    adcq %rbp, %r15
    bn254_x64_redc %rdi, 0
    bn254_x64_pop_callee_saved
    ret
    .cfi_endproc
BN254_ASM_END(bn254_asm_fp_sqr_adx)

    bn254_x64_constants
    BN254_ASM_NOTES
