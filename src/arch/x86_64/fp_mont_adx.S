/* SPDX-License-Identifier: MIT *
 * Assembled only as part of src/arch/kernels.S, which includes it.
 */
/*
 * fp_mont_adx.S: Montgomery multiplication and squaring modulo the BN254
 * base prime with BMI2 MULX and the two independent ADX carry chains ADCX
 * (CF) and ADOX (OF).
 *
 *   void bn254_asm_fp_mul_adx(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
 *   void bn254_asm_fp_sqr_adx(uint64_t r[4], const uint64_t a[4]);
 *   r = a b / 2^256 mod p (r = a^2 / 2^256 mod p), for a, b < p; r < p.
 *   r may alias a or b (r is written only at the end).
 *
 * Both are Montgomery reductions by 128-bit digits: m = (t mod 2^128) N mod
 * 2^128 with N = -p^-1 mod 2^128 (Montgomery 1985 with radix 2^128), so the
 * chain of dependent reduction rounds (digit, then digit times p, then the
 * next digit from the new low limbs) has two links instead of the four of
 * 64-bit CIOS. A single product is latency-bound (the chain of IMUL and
 * MULX latencies, not MULX throughput, sets its time), so this is what
 * makes it faster: 10% less latency on Zen 5 than 64-bit CIOS (d7a1412, 2026-11-30), with 50%
 * more instructions (so no gain while another thread keeps the core's ALUs
 * busy; doc/performance.md).
 *
 * Multiplication, CIOS (Koc, Acar, Kaliski 1996) with radix 2^128: round
 * j = 0, 1 adds a b[2j] and a b[2j+1] 2^64 to a six-register window, then
 * bn254_x64_mont_round2 divides it by 2^128. With the window after round j
 * written as t_j = (a (b mod 2^(128 j)) + M_j p) / 2^(128 j), M_j < 2^(128 j):
 * t_j < 2p, and during a round it stays below 2p + 2p 2^128 < 2^384 (six
 * limbs, nothing carries out). The result t_2 = (a b + M p) / 2^256 <
 * p^2 / 2^256 + p < 2p: one conditional subtraction.
 *
 * Squaring: the 512-bit square T from 6 cross products (doubled) and 4
 * squares (10 MULX instead of 16), then a reduction of the low half only:
 * the digits depend only on T mod 2^256, so REDC(T) = (T_lo + M p) / 2^256
 * + T_hi exactly, where the first term is at most p (T_lo < 2^256,
 * M < 2^256) and T_hi < p^2 / 2^256 < p: below 2p, one conditional
 * subtraction. The two 128-bit rounds run on a six-register window holding
 * T_lo while T_hi waits in four other registers.
 *
 * System V AMD64 ABI only; p, n0 and N0_HI come from adx_macros.h (p and
 * n0 from the generated consts.h). Every saved register has its CFI record.
 */
#include "../asm_macros.h"
#include "adx_macros.h"

/*
 * Multiplication registers: rdi = r, rsi = a, rdx -> rcx = b; window
 * r8..r13 (rotating by two registers a round); r15 = the digit's high limb;
 * rax/rbx product halves; rdx the MULX multiplier. Saves rbx, r12, r13, r15.
 */
    .macro bn254_x64_fp_mul_round j, t0, t1, t2, t3, t4, t5
    movq 16*\j(%rcx), %rdx
    .if \j == 0
    bn254_x64_row_first %rsi, 0, \t0, \t1, \t2, \t3, \t4, %rax
    .else
    bn254_x64_row_fresh %rsi, 0, \t0, \t1, \t2, \t3, \t4, %rax, %rbx
    .endif
    movq 16*\j+8(%rcx), %rdx
    bn254_x64_row_fresh %rsi, 0, \t1, \t2, \t3, \t4, \t5, %rax, %rbx
    bn254_x64_mont_round2 \t0, \t1, \t2, \t3, \t4, \t5, %r15, %rax, %rbx
    .endm

    .text
BN254_ASM_FUNC(bn254_asm_fp_mul_adx)
    .cfi_startproc
    BN254_ASM_LANDING
    bn254_x64_push %rbx
    bn254_x64_push %r12
    bn254_x64_push %r13
    bn254_x64_push %r15
    movq %rdx, %rcx
    bn254_x64_fp_mul_round 0, %r8, %r9, %r10, %r11, %r12, %r13
    bn254_x64_fp_mul_round 1, %r10, %r11, %r12, %r13, %r8, %r9
    /* t = (r12, r13, r8, r9) < 2p */
    bn254_x64_csub_store %r12, %r13, %r8, %r9, %rax, %rbx, %rcx, %rdx, %rdi, 0
    bn254_x64_pop %r15
    bn254_x64_pop %r13
    bn254_x64_pop %r12
    bn254_x64_pop %rbx
    ret
    .cfi_endproc
BN254_ASM_END(bn254_asm_fp_mul_adx)

/*
 * Squaring registers: rdi = r, rsi = a (then the digit's high limb); the
 * square in r8..r15; T_lo's window r8..r11, rax, rcx (then r10, r11, rax,
 * rcx, r8, r9); rbx/rbp product halves; rdx the MULX multiplier. Saves rbx,
 * rbp, r12-r15.
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
    /* (T_lo + M p) / 2^256 on the window r8..r11, rax, rcx */
    xorl %eax, %eax
    xorl %ecx, %ecx
    bn254_x64_mont_round2 %r8, %r9, %r10, %r11, %rax, %rcx, %rsi, %rbx, %rbp
    xorl %r8d, %r8d
    xorl %r9d, %r9d
    bn254_x64_mont_round2 %r10, %r11, %rax, %rcx, %r8, %r9, %rsi, %rbx, %rbp
    /* + T_hi: below 2p */
    addq %r12, %rax
    adcq %r13, %rcx
    adcq %r14, %r8
    adcq %r15, %r9
    bn254_x64_csub_store %rax, %rcx, %r8, %r9, %r10, %r11, %rbx, %rbp, %rdi, 0
    bn254_x64_pop_callee_saved
    ret
    .cfi_endproc
BN254_ASM_END(bn254_asm_fp_sqr_adx)

