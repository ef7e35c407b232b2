/* SPDX-License-Identifier: MIT */
/*
 * adx_macros.h: building blocks shared by the x86-64 MULX/ADX kernels
 * (included by the .S files after asm_macros.h). Style, as in the aarch64
 * kernels: register aliases and constants are C-preprocessor #defines,
 * multi-instruction helpers are assembler .macro blocks named bn254_x64_*,
 * one instruction a line.
 *
 *   bn254_x64_row_*       one row of a product, a * rdx, added to a window
 *                         of registers (CIOS step (A));
 *   bn254_x64_mont_round  one reduction round by a 64-bit digit (steps (B),
 *                         (C)): two windows of these run interleaved in the
 *                         Fp2 kernels;
 *   bn254_x64_mont_round2 one reduction round by a 128-bit digit, half as
 *                         many dependent rounds: the Fp kernels;
 *   bn254_x64_csub_store  the final conditional subtraction of p;
 *   bn254_x64_constants   p, n0 (from consts.h, generated), the high limb of
 *                         -p^-1 mod 2^128 and a zero limb as local data.
 * None needs a zero register: the fused Fp2 kernels need every register.
 * Register conventions are documented at each macro.
 */
#ifndef BN254_ADX_MACROS_H
#define BN254_ADX_MACROS_H

#include "../../consts.h"

/*
 * -p^-1 mod 2^128 = n0 + BN254_X64_N0_HI 2^64, the digit inverse of the
 * 128-bit reduction rounds. Derived from p by Hensel lifting n0: with
 * p n0 = -1 + c 2^64 (mod 2^128), N0_HI = c n0 mod 2^64 (python:
 * -pow(p, -1, 2**128) >> 64). A wrong value makes every fp_mul and fp_sqr
 * wrong, which tests/test_kernels.c would report at once.
 */
#define BN254_X64_N0_HI 0x9ede7d651eca6ac9

/* p (4 limbs, least significant first), n0 = -p^-1 mod 2^64, N0_HI, and a
 * zero limb (a memory operand for ADCX/ADOX where no register is free to
 * hold zero), placed once after both files' code by src/arch/kernels.S,
 * addressed RIP-relative. */
    .macro bn254_x64_constants
    BN254_ASM_RODATA
    .p2align 5
.Lbn254_x64_p:
    .quad BN254_P_0, BN254_P_1, BN254_P_2, BN254_P_3
.Lbn254_x64_n0:
    .quad BN254_N0
.Lbn254_x64_n0_hi:
    .quad BN254_X64_N0_HI
.Lbn254_x64_zero:
    .quad 0
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

/* (t0..t5) += x * rdx where the carries may reach t5 (t0..t5 all hold
 * limbs); below 2^384 by the caller's bound. */
    .macro bn254_x64_row_acc6 xb, xo, t0, t1, t2, t3, t4, t5, lo, hi
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
    adcxq .Lbn254_x64_zero(%rip), \t5
    adoxq .Lbn254_x64_zero(%rip), \t5
    .endm

/*
 * (t0..t5) += m p with the 128-bit digit m = (t0 + t1 2^64)(-p^-1) mod 2^128:
 * t0 and t1 become 0, the value is divisible by 2^128, and t2..t5 hold it
 * shifted down by two limbs. m's high limb comes straight from t0 and t1
 * (hi(t0 n0) + t0 N0_HI + t1 n0), so the round waits on one IMUL and one
 * MULX instead of two dependent 64-bit rounds: the chain of a 4-limb
 * Montgomery product is two of these. Below 2^384 by the caller's bound;
 * mh, lo, hi are scratch, rdx is clobbered.
 */
    .macro bn254_x64_mont_round2 t0, t1, t2, t3, t4, t5, mh, lo, hi
    movq \t0, %rdx
    mulxq .Lbn254_x64_n0(%rip), %rdx, \mh
    movq \t0, \lo
    imulq .Lbn254_x64_n0_hi(%rip), \lo
    addq \lo, \mh
    movq \t1, \lo
    imulq .Lbn254_x64_n0(%rip), \lo
    addq \lo, \mh
    bn254_x64_row_acc6 %rip, .Lbn254_x64_p, \t0, \t1, \t2, \t3, \t4, \t5, \lo, \hi
    movq \mh, %rdx
    bn254_x64_row_acc %rip, .Lbn254_x64_p, \t1, \t2, \t3, \t4, \t5, \lo, \hi
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
