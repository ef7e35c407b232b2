/* SPDX-License-Identifier: MIT */
/*
 * asm_macros.h: shared preamble of the assembly kernels (.S files, run
 * through the C preprocessor): symbol declaration per object format, hidden
 * visibility (the kernels are internal to libbn254.a), CET landing pads, and
 * the ELF notes every object must carry (BN254_ASM_NOTES, emitted once at
 * the end of src/arch/kernels.S, the one assembly entry): a non-executable
 * stack, and the GNU property note that says the code is IBT/SHSTK (x86-64
 * CET) or BTI/PAC (AArch64) compatible. Without that
 * note in every object, the linker drops the property from the whole program.
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

/*
 * GNU program property note (NT_GNU_PROPERTY_TYPE_0 = 5, owner "GNU"), one
 * property of type pr_type with a 4-byte value, padded to 8 bytes (x86-64
 * psABI and AArch64 ELF ABI, "Program Property"):
 *   x86-64: GNU_PROPERTY_X86_FEATURE_1_AND = 0xc0000002, bit 0 IBT (every
 *           entry starts with endbr64), bit 1 SHSTK (plain call/ret only);
 *           emitted when the compiler says CET is on (__CET__ holds those
 *           two bits, as -fcf-protection sets them).
 *   AArch64: GNU_PROPERTY_AARCH64_FEATURE_1_AND = 0xc0000000, bit 0 BTI
 *           (each entry is a landing pad), bit 1 PAC (the return address
 *           never leaves x30), with -mbranch-protection.
 */
#if defined(__ELF__) && defined(__x86_64__) && defined(__CET__)
#define BN254_ASM_PROPERTY_TYPE 0xc0000002
#define BN254_ASM_PROPERTY_BITS (__CET__ & 3)
#elif defined(__ELF__) && defined(__aarch64__) && defined(__ARM_FEATURE_BTI_DEFAULT)
#define BN254_ASM_PROPERTY_TYPE 0xc0000000
#define BN254_ASM_PROPERTY_BITS 3
#elif defined(__ELF__) && defined(__aarch64__) && defined(__ARM_FEATURE_PAC_DEFAULT)
#define BN254_ASM_PROPERTY_TYPE 0xc0000000
#define BN254_ASM_PROPERTY_BITS 2
#endif

#if defined(BN254_ASM_PROPERTY_TYPE)
#define BN254_ASM_PROPERTY_NOTE                \
    .pushsection .note.gnu.property, "a";     \
    .p2align 3;                                \
    .long 4;                                   \
    .long 16;                                  \
    .long 5;                                   \
    .asciz "GNU";                              \
    .long BN254_ASM_PROPERTY_TYPE;             \
    .long 4;                                   \
    .long BN254_ASM_PROPERTY_BITS;             \
    .long 0;                                   \
    .popsection
#else
#define BN254_ASM_PROPERTY_NOTE
#endif

#define BN254_ASM_NOTES  \
    BN254_ASM_NOEXEC_STACK; \
    BN254_ASM_PROPERTY_NOTE

#endif /* BN254_ASM_MACROS_H */
