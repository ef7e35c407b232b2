/* SPDX-License-Identifier: MIT */
/*
 * adx_macros.h: building blocks shared by the x86-64 MULX/ADX kernels
 * (included by the .S files after asm_macros.h; each file places
 * BN254_X64_CONSTANTS, the local constants .Lbn254_x64_p and .Lbn254_x64_n0,
 * after its code):
 *   MUL512  a full 256x256 -> 512-bit product into memory;
 *   REDC    Montgomery reduction of eight limbs held in r8-r15 (< p 2^256)
 *           to a canonical value, stored to memory;
 *   LOAD8 / SUB8  eight-limb loads and subtractions.
 * Register conventions are documented at each macro; rax is the zero sink.
 */
#ifndef BN254_ADX_MACROS_H
#define BN254_ADX_MACROS_H

/* p (4 limbs, least significant first) and n0 = -p^-1 mod 2^64, the
 * Montgomery constant (see src/consts.h, recomputed in tests/test_consts.c). */
#define BN254_X64_CONSTANTS                                                     \
    BN254_ASM_RODATA;                                                           \
    .p2align 5;                                                                 \
    .Lbn254_x64_p:                                                              \
    .quad 0x3c208c16d87cfd47, 0x97816a916871ca8d, 0xb85045b68181585d, 0x30644e72e131a029; \
    .Lbn254_x64_n0:                                                             \
    .quad 0x87d20782e4866389

/* OUT[0..8) = A[0..4) * B[0..4), operands and output addressed as off(base). */
#define MUL512(AB, AO, BB, BO, OB, OO)          \
    movq BO+0(BB), %rdx;                        \
    mulxq AO+0(AB), %r8, %r9;                   \
    mulxq AO+8(AB), %r13, %r10;                 \
    addq %r13, %r9;                             \
    mulxq AO+16(AB), %r13, %r11;                \
    adcq %r13, %r10;                            \
    mulxq AO+24(AB), %r13, %r12;                \
    adcq %r13, %r11;                            \
    adcq $0, %r12;                              \
    movq %r8, OO+0(OB);                         \
    MUL512_ROW(AB, AO, BB, BO+8, %r9, %r10, %r11, %r12, %r8);   \
    movq %r9, OO+8(OB);                         \
    MUL512_ROW(AB, AO, BB, BO+16, %r10, %r11, %r12, %r8, %r9);  \
    movq %r10, OO+16(OB);                       \
    MUL512_ROW(AB, AO, BB, BO+24, %r11, %r12, %r8, %r9, %r10);  \
    movq %r11, OO+24(OB);                       \
    movq %r12, OO+32(OB);                       \
    movq %r8, OO+40(OB);                        \
    movq %r9, OO+48(OB);                        \
    movq %r10, OO+56(OB)

/* (T0..T3, fresh T4) += A * B[i]: low halves on the OF chain, high on CF. */
#define MUL512_ROW(AB, AO, BB, BO, T0, T1, T2, T3, T4) \
    movq BO(BB), %rdx;                          \
    xorl %eax, %eax;                            \
    mulxq AO+0(AB), %r13, %r14;                 \
    adoxq %r13, T0;                             \
    adcxq %r14, T1;                             \
    mulxq AO+8(AB), %r13, %r14;                 \
    adoxq %r13, T1;                             \
    adcxq %r14, T2;                             \
    mulxq AO+16(AB), %r13, %r14;                \
    adoxq %r13, T2;                             \
    adcxq %r14, T3;                             \
    mulxq AO+24(AB), %r13, T4;                  \
    adoxq %r13, T3;                             \
    adcxq %rax, T4;                             \
    adoxq %rax, T4

/* One Montgomery reduction round on limbs T0..T7 held in registers: add
 * m p at T0 with m = T0 n0, so T0 becomes 0; carries run up to T7. */
#define REDC_ROUND4(T0, T1, T2, T3, T4)         \
    movq T0, %rdx;                              \
    imulq .Lbn254_x64_n0(%rip), %rdx;           \
    xorl %eax, %eax;                            \
    mulxq .Lbn254_x64_p(%rip), %rbx, %rbp;      \
    adoxq %rbx, T0;                             \
    adcxq %rbp, T1;                             \
    mulxq .Lbn254_x64_p+8(%rip), %rbx, %rbp;    \
    adoxq %rbx, T1;                             \
    adcxq %rbp, T2;                             \
    mulxq .Lbn254_x64_p+16(%rip), %rbx, %rbp;   \
    adoxq %rbx, T2;                             \
    adcxq %rbp, T3;                             \
    mulxq .Lbn254_x64_p+24(%rip), %rbx, %rbp;   \
    adoxq %rbx, T3;                             \
    adcxq %rbp, T4;                             \
    adoxq %rax, T4

#define CARRY(T)                                \
    adcxq %rax, T;                              \
    adoxq %rax, T

/* r8..r15 (T = sum r_k 2^(64k) < p 2^256) -> OB[OO..OO+32) = T / 2^256 mod p, canonical. */
#define REDC(OB, OO)                            \
    REDC_ROUND4(%r8, %r9, %r10, %r11, %r12);    \
    CARRY(%r13); CARRY(%r14); CARRY(%r15);      \
    REDC_ROUND4(%r9, %r10, %r11, %r12, %r13);   \
    CARRY(%r14); CARRY(%r15);                   \
    REDC_ROUND4(%r10, %r11, %r12, %r13, %r14);  \
    CARRY(%r15);                                \
    REDC_ROUND4(%r11, %r12, %r13, %r14, %r15);  \
    movq %r12, %rbx;                            \
    subq .Lbn254_x64_p(%rip), %rbx;             \
    movq %r13, %rbp;                            \
    sbbq .Lbn254_x64_p+8(%rip), %rbp;           \
    movq %r14, %rax;                            \
    sbbq .Lbn254_x64_p+16(%rip), %rax;          \
    movq %r15, %rdx;                            \
    sbbq .Lbn254_x64_p+24(%rip), %rdx;          \
    cmovcq %r12, %rbx;                          \
    cmovcq %r13, %rbp;                          \
    cmovcq %r14, %rax;                          \
    cmovcq %r15, %rdx;                          \
    movq %rbx, OO+0(OB);                        \
    movq %rbp, OO+8(OB);                        \
    movq %rax, OO+16(OB);                       \
    movq %rdx, OO+24(OB)

/* r8..r15 = the 8 limbs at off(base) */
#define LOAD8(B, O)                             \
    movq O+0(B), %r8;                           \
    movq O+8(B), %r9;                           \
    movq O+16(B), %r10;                         \
    movq O+24(B), %r11;                         \
    movq O+32(B), %r12;                         \
    movq O+40(B), %r13;                         \
    movq O+48(B), %r14;                         \
    movq O+56(B), %r15

/* r8..r15 -= the 8 limbs at off(base); leaves the borrow in CF */
#define SUB8(B, O)                              \
    subq O+0(B), %r8;                           \
    sbbq O+8(B), %r9;                           \
    sbbq O+16(B), %r10;                         \
    sbbq O+24(B), %r11;                         \
    sbbq O+32(B), %r12;                         \
    sbbq O+40(B), %r13;                         \
    sbbq O+48(B), %r14;                         \
    sbbq O+56(B), %r15

#endif /* BN254_ADX_MACROS_H */
