/* SPDX-License-Identifier: MIT */
/*
 * asm_macros.h: shared preamble of the assembly kernels (.S files, run
 * through the C preprocessor): symbol declaration per object format, hidden
 * visibility (the kernels are internal to libbn254.a), CET landing pads, and
 * a non-executable stack note.
 */
#ifndef BN254_ASM_MACROS_H
#define BN254_ASM_MACROS_H

#if defined(__APPLE__)
/* Apple's arm64 assembler reads ';' as a comment: it separates statements
 * with '%%' instead. */
#if defined(__aarch64__)
#define BN254_ASM_SEP %%
#else
#define BN254_ASM_SEP ;
#endif
#define BN254_ASM_SYM(name) _##name
#define BN254_ASM_FUNC(name)                        \
    .globl BN254_ASM_SYM(name) BN254_ASM_SEP        \
    .private_extern BN254_ASM_SYM(name) BN254_ASM_SEP \
    .p2align 5 BN254_ASM_SEP                        \
    BN254_ASM_SYM(name):
#define BN254_ASM_END(name)
#define BN254_ASM_RODATA .section __TEXT,__const
#else
#define BN254_ASM_SYM(name) name
#define BN254_ASM_FUNC(name)        \
    .globl name;                    \
    .hidden name;                   \
    .type name, @function;          \
    .p2align 5;                     \
    name:
#define BN254_ASM_END(name) .size name, .- name
#define BN254_ASM_RODATA .section .rodata
#endif

/* ELF objects say they need no executable stack. */
#if defined(__linux__) && defined(__ELF__)
#define BN254_ASM_NOEXEC_STACK .section .note.GNU-stack, "", @progbits
#else
#define BN254_ASM_NOEXEC_STACK
#endif

#if defined(__x86_64__) && defined(__CET__)
#define BN254_ASM_LANDING endbr64
#else
#define BN254_ASM_LANDING
#endif

#endif /* BN254_ASM_MACROS_H */
