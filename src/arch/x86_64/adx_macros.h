/* SPDX-License-Identifier: MIT */
/*
 * adx_macros.h: building blocks shared by the x86-64 MULX/ADX kernels
 * (included by the .S files after asm_macros.h). Style, as in the aarch64
 * kernels: register aliases and constants are C-preprocessor #defines,
 * multi-instruction helpers are assembler .macro blocks named bn254_x64_*,
 * one instruction a line.
 *
 *   bn254_x64_mul_add / bn254_x64_redc_round   one CIOS round of fp_mul
 *                         (multiply-accumulate, then reduce one limb);
 *   bn254_x64_redc        Montgomery reduction of eight limbs held in r8-r15
 *                         (< p 2^256) to a canonical value, stored to memory;
 *   bn254_x64_row_*, bn254_x64_mont_round   the same CIOS steps on a
 *                         five-register window with caller-chosen temporaries
 *                         and no zero register (the fused Fp2 kernels run two
 *                         windows at once and need every register);
 *   bn254_x64_csub_store  the final conditional subtraction of p;
 *   bn254_x64_constants   p, n0 (from consts.h, generated) and a zero limb
 *                         as local data.
 * Register conventions are documented at each macro.
 */
#ifndef BN254_ADX_MACROS_H
#define BN254_ADX_MACROS_H

#include "../../consts.h"

/* p (4 limbs, least significant first), n0 = -p^-1 mod 2^64 and a zero
 * limb (a memory operand for ADCX/ADOX where no register is free to hold
 * zero), placed by each file after its code, addressed RIP-relative. */
    .macro bn254_x64_constants
    BN254_ASM_RODATA
    .p2align 5
.Lbn254_x64_p:
    .quad BN254_P_0, BN254_P_1, BN254_P_2, BN254_P_3
.Lbn254_x64_n0:
    .quad BN254_N0
.Lbn254_x64_zero:
    .quad 0
    .endm

/* (t0..t3, fresh t4) += a * rdx, a at ao(ab): low halves of the products on
 * the OF chain, high halves on CF; lo/hi hold product halves, rax = 0 after. */
    .macro bn254_x64_mul_add ab, ao, t0, t1, t2, t3, t4, lo, hi
    xorl %eax, %eax
    mulxq \ao+0(\ab), \lo, \hi
    adoxq \lo, \t0
    adcxq \hi, \t1
    mulxq \ao+8(\ab), \lo, \hi
    adoxq \lo, \t1
    adcxq \hi, \t2
    mulxq \ao+16(\ab), \lo, \hi
    adoxq \lo, \t2
    adcxq \hi, \t3
    mulxq \ao+24(\ab), \lo, \t4
    adoxq \lo, \t3
    adcxq %rax, \t4
    adoxq %rax, \t4
    .endm

/* One Montgomery reduction round on limbs t0..t4 held in registers: add
 * m p at t0 with m = t0 n0, so t0 becomes 0 and t1..t4 hold the rest (CIOS
 * steps (B) and (C)); lo/hi hold product halves. */
    .macro bn254_x64_redc_round t0, t1, t2, t3, t4, lo=%rbx, hi=%rbp
    movq \t0, %rdx
    imulq .Lbn254_x64_n0(%rip), %rdx
    xorl %eax, %eax
    mulxq .Lbn254_x64_p(%rip), \lo, \hi
    adoxq \lo, \t0
    adcxq \hi, \t1
    mulxq .Lbn254_x64_p+8(%rip), \lo, \hi
    adoxq \lo, \t1
    adcxq \hi, \t2
    mulxq .Lbn254_x64_p+16(%rip), \lo, \hi
    adoxq \lo, \t2
    adcxq \hi, \t3
    mulxq .Lbn254_x64_p+24(%rip), \lo, \hi
    adoxq \lo, \t3
    adcxq \hi, \t4
    adoxq %rax, \t4
    .endm

/* t += the two pending carries (CF and OF); rax = 0 */
    .macro bn254_x64_carry t
    adcxq %rax, \t
    adoxq %rax, \t
    .endm

/* r8..r15 (T = sum r_k 2^(64k) < p 2^256) -> oo(ob)[0..4) = T / 2^256 mod p,
 * canonical. Clobbers rax, rbx, rbp, rdx and the flags. */
    .macro bn254_x64_redc ob, oo
    bn254_x64_redc_round %r8, %r9, %r10, %r11, %r12
    bn254_x64_carry %r13
    bn254_x64_carry %r14
    bn254_x64_carry %r15
    bn254_x64_redc_round %r9, %r10, %r11, %r12, %r13
    bn254_x64_carry %r14
    bn254_x64_carry %r15
    bn254_x64_redc_round %r10, %r11, %r12, %r13, %r14
    bn254_x64_carry %r15
    bn254_x64_redc_round %r11, %r12, %r13, %r14, %r15
    movq %r12, %rbx
    subq .Lbn254_x64_p(%rip), %rbx
    movq %r13, %rbp
    sbbq .Lbn254_x64_p+8(%rip), %rbp
    movq %r14, %rax
    sbbq .Lbn254_x64_p+16(%rip), %rax
    movq %r15, %rdx
    sbbq .Lbn254_x64_p+24(%rip), %rdx
    cmovcq %r12, %rbx
    cmovcq %r13, %rbp
    cmovcq %r14, %rax
    cmovcq %r15, %rdx
    movq %rbx, \oo+0(\ob)
    movq %rbp, \oo+8(\ob)
    movq %rax, \oo+16(\ob)
    movq %rdx, \oo+24(\ob)
    .endm

/*
 * Window macros. A window is five registers t0..t4, least significant first,
 * holding the running CIOS value; rdx is the MULX multiplier, lo/hi receive
 * product halves, x is four limbs at xo(xb). Low halves of the products go
 * down the OF chain (ADOX), high halves down CF (ADCX); each macro starts
 * both chains from zero (XOR on lo, which is then overwritten), so two
 * windows whose macros alternate are independent chains for the CPU.
 */

/* (fresh t0..t4) = x * rdx: the first row of a product (ADD/ADC only). */
    .macro bn254_x64_row_first xb, xo, t0, t1, t2, t3, t4, lo
    mulxq \xo+0(\xb), \t0, \t1
    mulxq \xo+8(\xb), \lo, \t2
    addq \lo, \t1
    mulxq \xo+16(\xb), \lo, \t3
    adcq \lo, \t2
    mulxq \xo+24(\xb), \lo, \t4
    adcq \lo, \t3
    adcq $0, \t4
    .endm

/* (t0..t3, fresh t4) += x * rdx. t4 takes the top product half and both
 * final carries, and cannot overflow: a high half is at most 2^64 - 2. */
    .macro bn254_x64_row_fresh xb, xo, t0, t1, t2, t3, t4, lo, hi
    xorq \lo, \lo
    mulxq \xo+0(\xb), \lo, \hi
    adoxq \lo, \t0
    adcxq \hi, \t1
    mulxq \xo+8(\xb), \lo, \hi
    adoxq \lo, \t1
    adcxq \hi, \t2
    mulxq \xo+16(\xb), \lo, \hi
    adoxq \lo, \t2
    adcxq \hi, \t3
    mulxq \xo+24(\xb), \lo, \t4
    adoxq \lo, \t3
    adcxq .Lbn254_x64_zero(%rip), \t4
    adoxq .Lbn254_x64_zero(%rip), \t4
    .endm

/* (t0..t4) += x * rdx. The caller's bound keeps the sum below 2^320, so
 * nothing carries out of t4. */
    .macro bn254_x64_row_acc xb, xo, t0, t1, t2, t3, t4, lo, hi
    xorq \lo, \lo
    mulxq \xo+0(\xb), \lo, \hi
    adoxq \lo, \t0
    adcxq \hi, \t1
    mulxq \xo+8(\xb), \lo, \hi
    adoxq \lo, \t1
    adcxq \hi, \t2
    mulxq \xo+16(\xb), \lo, \hi
    adoxq \lo, \t2
    adcxq \hi, \t3
    mulxq \xo+24(\xb), \lo, \hi
    adoxq \lo, \t3
    adcxq \hi, \t4
    adoxq .Lbn254_x64_zero(%rip), \t4
    .endm

/* (t0..t4) += m p with m = t0 n0 mod 2^64: t0 becomes 0, so the value is
 * now divisible by 2^64 and t1..t4 hold it shifted down by one limb (CIOS
 * steps (B) and (C)). Below 2^320 by the caller's bound, as row_acc. */
    .macro bn254_x64_mont_round t0, t1, t2, t3, t4, lo, hi
    movq \t0, %rdx
    imulq .Lbn254_x64_n0(%rip), %rdx
    xorq \lo, \lo
    mulxq .Lbn254_x64_p(%rip), \lo, \hi
    adoxq \lo, \t0
    adcxq \hi, \t1
    mulxq .Lbn254_x64_p+8(%rip), \lo, \hi
    adoxq \lo, \t1
    adcxq \hi, \t2
    mulxq .Lbn254_x64_p+16(%rip), \lo, \hi
    adoxq \lo, \t2
    adcxq \hi, \t3
    mulxq .Lbn254_x64_p+24(%rip), \lo, \hi
    adoxq \lo, \t3
    adcxq \hi, \t4
    adoxq .Lbn254_x64_zero(%rip), \t4
    .endm

/* oo(ob)[0..4) = l - p if that does not borrow, else l (l = l0..l3 < 2p);
 * s0..s3 are scratch. */
    .macro bn254_x64_csub_store l0, l1, l2, l3, s0, s1, s2, s3, ob, oo
    movq \l0, \s0
    subq .Lbn254_x64_p(%rip), \s0
    movq \l1, \s1
    sbbq .Lbn254_x64_p+8(%rip), \s1
    movq \l2, \s2
    sbbq .Lbn254_x64_p+16(%rip), \s2
    movq \l3, \s3
    sbbq .Lbn254_x64_p+24(%rip), \s3
    cmovcq \l0, \s0
    cmovcq \l1, \s1
    cmovcq \l2, \s2
    cmovcq \l3, \s3
    movq \s0, \oo+0(\ob)
    movq \s1, \oo+8(\ob)
    movq \s2, \oo+16(\ob)
    movq \s3, \oo+24(\ob)
    .endm

/* Saving and restoring callee-saved registers with their CFI records, so
 * that debuggers and profilers unwind through the kernels. */
    .macro bn254_x64_push reg
    pushq \reg
    .cfi_adjust_cfa_offset 8
    .cfi_rel_offset \reg, 0
    .endm

    .macro bn254_x64_pop reg
    popq \reg
    .cfi_adjust_cfa_offset -8
    .cfi_restore \reg
    .endm

/* All six callee-saved registers of the System V ABI. */
    .macro bn254_x64_push_callee_saved
    bn254_x64_push %rbx
    bn254_x64_push %rbp
    bn254_x64_push %r12
    bn254_x64_push %r13
    bn254_x64_push %r14
    bn254_x64_push %r15
    .endm

    .macro bn254_x64_pop_callee_saved
    bn254_x64_pop %r15
    bn254_x64_pop %r14
    bn254_x64_pop %r13
    bn254_x64_pop %r12
    bn254_x64_pop %rbp
    bn254_x64_pop %rbx
    .endm

#endif /* BN254_ADX_MACROS_H */
