/* SPDX-License-Identifier: MIT *
 * Assembled only as part of src/arch/kernels.S, which includes it.
 */
/*
 * fp2_mont_adx.S: Fp2 = Fp[u]/(u^2 + 1) multiplication and squaring as two
 * interleaved Montgomery products, one per coordinate, with MULX and the
 * two carry chains ADCX/ADOX.
 *
 *   void bn254_asm_fp2_mul_adx(uint64_t r[8], const uint64_t a[8], const uint64_t b[8]);
 *     c0 = a0 b0 + (p - a1) b1  (= a0 b0 - a1 b1 mod p)
 *     c1 = a1 b0 + a0 b1
 *   void bn254_asm_fp2_sqr_adx(uint64_t r[8], const uint64_t a[8]);
 *     c0 = (a0 + a1)(a0 - a1 + p)
 *     c1 = a0 (2 a1)
 *
 * Each coordinate is one CIOS Montgomery multiplication (Koc, Acar, Kaliski
 * 1996) of a sum of products: per limb i of the multipliers, its rows are
 * added to a five-register window, then one reduction round divides it by
 * 2^64. Lazy reduction (ePrint 2010/526, Sec. 3) in register form: one
 * reduction per coordinate for the sum of two products. The rounds of c0
 * and c1 alternate in the instruction stream; their dependency chains
 * (t0 -> m -> t1 -> next m ...) are independent, so while one waits on its
 * IMUL/MULX latency the other's rows keep MULX and both carry chains busy.
 * Nothing goes through memory between the products and the reductions.
 * This costs 104 multiplications against 88 for the Karatsuba form with
 * three 512-bit products and two reductions (the previous kernel), but that
 * form spent its time on stores, reloads and 512-bit subtractions, and ran
 * each reduction as one long chain; on Zen 5 this one measured 16% faster
 * (d076624, 2026-11-30; doc/performance.md).
 *
 * Bounds (p < 2^254). In each coordinate the multiplicands (the operands
 * read from memory) sum to at most 2p: a0 + (p - a1) and a1 + a0 (each
 * term in [0, p]), a0 + a1 < 2p and 2 a1 < 2p; every multiplier is below
 * 2p. Write the window after round i as t_i = (X_i + M_i p) / 2^(64 i),
 * where X_i < 2p 2^(64 i) is the part of the sum of products seen so far
 * and M_i < 2^(64 i): t_i < 3p, and during a round the window stays below
 * 3p + (2p + p) 2^64 < 2^320, so nothing carries out of its fifth register.
 * The result t_4 = (X + M p) / 2^256 < 4p^2 / 2^256 + p < 2p (4p < 2^256):
 * one conditional subtraction makes it canonical.
 *
 * Layout: c0 in limbs 0..3, c1 in limbs 4..7, Montgomery form, canonical in
 * and out; r may alias a or b (r is written only at the end).
 * Registers (System V): rdi = r (saved in the frame, then a temporary),
 * rsi = a, rdx -> rcx = b; windows c0 = r8..r12 and c1 = r13, r14, r15, rbx,
 * rbp, rotating by one register per round; rax/rdi product halves; rdx the
 * MULX multiplier. Saves rbx, rbp, r12-r15 (with CFI records).
 */
#include "../asm_macros.h"
#include "adx_macros.h"

    .macro bn254_x64_fp2_prologue frame
    BN254_ASM_LANDING
    bn254_x64_push_callee_saved
    subq $\frame, %rsp
    .cfi_adjust_cfa_offset \frame
    .endm

    .macro bn254_x64_fp2_epilogue frame
    addq $\frame, %rsp
    .cfi_adjust_cfa_offset -\frame
    bn254_x64_pop_callee_saved
    ret
    .endm

/* ---- multiplication ------------------------------------------------------ */

/* Stack frame */
#define M_NA1 0     /* p - a1, 4 limbs */
#define M_R 32      /* saved r pointer */
#define M_SIZE 40

/* Round i of both coordinates (x = c0 window, y = c1 window):
 *   c0 += a0 b0[i] + (p - a1) b1[i],  c1 += a1 b0[i] + a0 b1[i],
 * then one reduction round each. */
    .macro bn254_x64_fp2_mul_round i, x0, x1, x2, x3, x4, y0, y1, y2, y3, y4
    movq 8*\i(%rcx), %rdx
    .if \i == 0
    bn254_x64_row_first %rsi, 0, \x0, \x1, \x2, \x3, \x4, %rax
    bn254_x64_row_first %rsi, 32, \y0, \y1, \y2, \y3, \y4, %rax
    .else
    bn254_x64_row_fresh %rsi, 0, \x0, \x1, \x2, \x3, \x4, %rax, %rdi
    bn254_x64_row_fresh %rsi, 32, \y0, \y1, \y2, \y3, \y4, %rax, %rdi
    .endif
    movq 32+8*\i(%rcx), %rdx
    bn254_x64_row_acc %rsp, M_NA1, \x0, \x1, \x2, \x3, \x4, %rax, %rdi
    bn254_x64_row_acc %rsi, 0, \y0, \y1, \y2, \y3, \y4, %rax, %rdi
    bn254_x64_mont_round \x0, \x1, \x2, \x3, \x4, %rax, %rdi
    bn254_x64_mont_round \y0, \y1, \y2, \y3, \y4, %rax, %rdi
    .endm

    .text
BN254_ASM_FUNC(bn254_asm_fp2_mul_adx)
    .cfi_startproc
    bn254_x64_fp2_prologue M_SIZE
    movq %rdi, M_R(%rsp)
    movq %rdx, %rcx
    /* M_NA1 = p - a1, in (0, p] */
    movq .Lbn254_x64_p(%rip), %r8
    movq .Lbn254_x64_p+8(%rip), %r9
    movq .Lbn254_x64_p+16(%rip), %r10
    movq .Lbn254_x64_p+24(%rip), %r11
    subq 32(%rsi), %r8
    sbbq 40(%rsi), %r9
    sbbq 48(%rsi), %r10
    sbbq 56(%rsi), %r11
    movq %r8, M_NA1+0(%rsp)
    movq %r9, M_NA1+8(%rsp)
    movq %r10, M_NA1+16(%rsp)
    movq %r11, M_NA1+24(%rsp)

    bn254_x64_fp2_mul_round 0, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbx, %rbp
    bn254_x64_fp2_mul_round 1, %r9, %r10, %r11, %r12, %r8, %r14, %r15, %rbx, %rbp, %r13
    bn254_x64_fp2_mul_round 2, %r10, %r11, %r12, %r8, %r9, %r15, %rbx, %rbp, %r13, %r14
    bn254_x64_fp2_mul_round 3, %r11, %r12, %r8, %r9, %r10, %rbx, %rbp, %r13, %r14, %r15

    /* c0 = (r12, r8, r9, r10), c1 = (rbp, r13, r14, r15), each < 2p */
    movq M_R(%rsp), %rcx
    bn254_x64_csub_store %r12, %r8, %r9, %r10, %rax, %rsi, %rdi, %rdx, %rcx, 0
    bn254_x64_csub_store %rbp, %r13, %r14, %r15, %rax, %rsi, %rdi, %rdx, %rcx, 32
    bn254_x64_fp2_epilogue M_SIZE
    .cfi_endproc
BN254_ASM_END(bn254_asm_fp2_mul_adx)

/* ---- squaring ------------------------------------------------------------ */

/* Stack frame */
#define S_S 0       /* a0 + a1, 4 limbs, < 2p */
#define S_D 32      /* a0 - a1 + p, 4 limbs, < 2p */
#define S_A2 64     /* 2 a1, 4 limbs, < 2p */
#define S_R 96      /* saved r pointer */
#define S_SIZE 104

/* Round i of both coordinates: c0 += S D[i], c1 += A2 a0[i], then one
 * reduction round each. */
    .macro bn254_x64_fp2_sqr_round i, x0, x1, x2, x3, x4, y0, y1, y2, y3, y4
    movq S_D+8*\i(%rsp), %rdx
    .if \i == 0
    bn254_x64_row_first %rsp, S_S, \x0, \x1, \x2, \x3, \x4, %rax
    movq 8*\i(%rsi), %rdx
    bn254_x64_row_first %rsp, S_A2, \y0, \y1, \y2, \y3, \y4, %rax
    .else
    bn254_x64_row_fresh %rsp, S_S, \x0, \x1, \x2, \x3, \x4, %rax, %rdi
    movq 8*\i(%rsi), %rdx
    bn254_x64_row_fresh %rsp, S_A2, \y0, \y1, \y2, \y3, \y4, %rax, %rdi
    .endif
    bn254_x64_mont_round \x0, \x1, \x2, \x3, \x4, %rax, %rdi
    bn254_x64_mont_round \y0, \y1, \y2, \y3, \y4, %rax, %rdi
    .endm

BN254_ASM_FUNC(bn254_asm_fp2_sqr_adx)
    .cfi_startproc
    bn254_x64_fp2_prologue S_SIZE
    movq %rdi, S_R(%rsp)
    movq 0(%rsi), %r8
    movq 8(%rsi), %r9
    movq 16(%rsi), %r10
    movq 24(%rsi), %r11
    movq 32(%rsi), %r12
    movq 40(%rsi), %r13
    movq 48(%rsi), %r14
    movq 56(%rsi), %r15
    /* S = a0 + a1 */
    movq %r8, %rax
    movq %r9, %rbx
    movq %r10, %rcx
    movq %r11, %rdx
    addq %r12, %rax
    adcq %r13, %rbx
    adcq %r14, %rcx
    adcq %r15, %rdx
    movq %rax, S_S+0(%rsp)
    movq %rbx, S_S+8(%rsp)
    movq %rcx, S_S+16(%rsp)
    movq %rdx, S_S+24(%rsp)
    /* D = a0 + p - a1 */
    movq .Lbn254_x64_p(%rip), %rax
    movq .Lbn254_x64_p+8(%rip), %rbx
    movq .Lbn254_x64_p+16(%rip), %rcx
    movq .Lbn254_x64_p+24(%rip), %rdx
    addq %r8, %rax
    adcq %r9, %rbx
    adcq %r10, %rcx
    adcq %r11, %rdx
    subq %r12, %rax
    sbbq %r13, %rbx
    sbbq %r14, %rcx
    sbbq %r15, %rdx
    movq %rax, S_D+0(%rsp)
    movq %rbx, S_D+8(%rsp)
    movq %rcx, S_D+16(%rsp)
    movq %rdx, S_D+24(%rsp)
    /* A2 = 2 a1 */
    addq %r12, %r12
    adcq %r13, %r13
    adcq %r14, %r14
    adcq %r15, %r15
    movq %r12, S_A2+0(%rsp)
    movq %r13, S_A2+8(%rsp)
    movq %r14, S_A2+16(%rsp)
    movq %r15, S_A2+24(%rsp)

    bn254_x64_fp2_sqr_round 0, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %rbx, %rbp
    bn254_x64_fp2_sqr_round 1, %r9, %r10, %r11, %r12, %r8, %r14, %r15, %rbx, %rbp, %r13
    bn254_x64_fp2_sqr_round 2, %r10, %r11, %r12, %r8, %r9, %r15, %rbx, %rbp, %r13, %r14
    bn254_x64_fp2_sqr_round 3, %r11, %r12, %r8, %r9, %r10, %rbx, %rbp, %r13, %r14, %r15

    movq S_R(%rsp), %rcx
    bn254_x64_csub_store %r12, %r8, %r9, %r10, %rax, %rsi, %rdi, %rdx, %rcx, 0
    bn254_x64_csub_store %rbp, %r13, %r14, %r15, %rax, %rsi, %rdi, %rdx, %rcx, 32
    bn254_x64_fp2_epilogue S_SIZE
    .cfi_endproc
BN254_ASM_END(bn254_asm_fp2_sqr_adx)

