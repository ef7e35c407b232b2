/* SPDX-License-Identifier: MIT */
/*
 * adx_macros.h: building blocks shared by the x86-64 MULX/ADX kernels
 * (included by the .S files after asm_macros.h). Style, as in the aarch64
 * kernels: register aliases and constants are C-preprocessor #defines,
 * multi-instruction helpers are assembler .macro blocks named bn254_x64_*,
 * one instruction a line.
 *
 *   bn254_x64_mul512      a full 256x256 -> 512-bit product into memory;
 *   bn254_x64_redc        Montgomery reduction of eight limbs held in r8-r15
 *                         (< p 2^256) to a canonical value, stored to memory;
 *   bn254_x64_load8 / bn254_x64_sub8   eight-limb loads and subtractions;
 *   bn254_x64_constants   p and n0 (from consts.h, generated) as local data.
 * Register conventions are documented at each macro; rax is the zero sink.
 */
#ifndef BN254_ADX_MACROS_H
#define BN254_ADX_MACROS_H

#include "../../consts.h"

/* p (4 limbs, least significant first) and n0 = -p^-1 mod 2^64, placed by
 * each file after its code, addressed RIP-relative. */
    .macro bn254_x64_constants
    BN254_ASM_RODATA
    .p2align 5
.Lbn254_x64_p:
    .quad BN254_P_0, BN254_P_1, BN254_P_2, BN254_P_3
.Lbn254_x64_n0:
    .quad BN254_N0
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

/* (t0..t3, fresh t4) += a * b[i], b[i] at bo(bb); r13/r14 hold product halves. */
    .macro bn254_x64_mul512_row ab, ao, bb, bo, t0, t1, t2, t3, t4
    movq \bo(\bb), %rdx
    bn254_x64_mul_add \ab, \ao, \t0, \t1, \t2, \t3, \t4, %r13, %r14
    .endm

/* oo(ob)[0..8) = a[0..4) * b[0..4), a at ao(ab), b at bo(bb); uses r8-r14. */
    .macro bn254_x64_mul512 ab, ao, bb, bo, ob, oo
    movq \bo+0(\bb), %rdx
    mulxq \ao+0(\ab), %r8, %r9
    mulxq \ao+8(\ab), %r13, %r10
    addq %r13, %r9
    mulxq \ao+16(\ab), %r13, %r11
    adcq %r13, %r10
    mulxq \ao+24(\ab), %r13, %r12
    adcq %r13, %r11
    adcq $0, %r12
    movq %r8, \oo+0(\ob)
    bn254_x64_mul512_row \ab, \ao, \bb, \bo+8, %r9, %r10, %r11, %r12, %r8
    movq %r9, \oo+8(\ob)
    bn254_x64_mul512_row \ab, \ao, \bb, \bo+16, %r10, %r11, %r12, %r8, %r9
    movq %r10, \oo+16(\ob)
    bn254_x64_mul512_row \ab, \ao, \bb, \bo+24, %r11, %r12, %r8, %r9, %r10
    movq %r11, \oo+24(\ob)
    movq %r12, \oo+32(\ob)
    movq %r8, \oo+40(\ob)
    movq %r9, \oo+48(\ob)
    movq %r10, \oo+56(\ob)
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

/* r8..r15 = the 8 limbs at o(b) */
    .macro bn254_x64_load8 b, o
    movq \o+0(\b), %r8
    movq \o+8(\b), %r9
    movq \o+16(\b), %r10
    movq \o+24(\b), %r11
    movq \o+32(\b), %r12
    movq \o+40(\b), %r13
    movq \o+48(\b), %r14
    movq \o+56(\b), %r15
    .endm

/* r8..r15 -= the 8 limbs at o(b); leaves the borrow in CF */
    .macro bn254_x64_sub8 b, o
    subq \o+0(\b), %r8
    sbbq \o+8(\b), %r9
    sbbq \o+16(\b), %r10
    sbbq \o+24(\b), %r11
    sbbq \o+32(\b), %r12
    sbbq \o+40(\b), %r13
    sbbq \o+48(\b), %r14
    sbbq \o+56(\b), %r15
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
