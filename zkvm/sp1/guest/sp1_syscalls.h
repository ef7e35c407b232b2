/* SPDX-License-Identifier: MIT */
/*
 * sp1_syscalls.h: the SP1 system calls the bn254 guests use, and one inline
 * ECALL. SP1's ABI (sp1-zkvm's entrypoint crate, crates/zkvm/entrypoint/src/
 * syscalls/mod.rs, read at v6.4.0 and v5.2.4; the numbers are the same in
 * both): the call number in t0, the arguments in a0, a1 and a2, a result (if
 * any) in t0, which the executor overwrites on every ECALL. Byte 1 of a
 * number is set for calls that have their own proving table (the
 * precompiles, which SP1's SDK counts as syscalls beside the instructions).
 *
 * Pointers passed to the BN254 precompiles must be 8-byte aligned on SP1 v6
 * (RV64IM) and 4-byte aligned on v5 (RV32IM); an element is 8 little-endian
 * 32-bit words, a point x then y (16 words), an Fp2 element c0 then c1; the
 * result replaces the first operand.
 */
#ifndef BN254_SP1_SYSCALLS_H
#define BN254_SP1_SYSCALLS_H

#include <stdint.h>

#define BN254_SP1_HALT 0x00000000u
#define BN254_SP1_WRITE 0x00000002u
#define BN254_SP1_HINT_LEN 0x000000f0u
#define BN254_SP1_HINT_READ 0x000000f1u
#define BN254_SP1_BN254_ADD 0x0001010eu
#define BN254_SP1_BN254_DOUBLE 0x0000010fu
#define BN254_SP1_BN254_FP_ADD 0x00010126u
#define BN254_SP1_BN254_FP_SUB 0x00010127u
#define BN254_SP1_BN254_FP_MUL 0x00010128u
#define BN254_SP1_BN254_FP2_ADD 0x00010129u
#define BN254_SP1_BN254_FP2_SUB 0x0001012au
#define BN254_SP1_BN254_FP2_MUL 0x0001012bu

/* File descriptors of WRITE (sp1-primitives consts::fd: 10 + the old number). */
#define BN254_SP1_FD_STDOUT 1
#define BN254_SP1_FD_STDERR 2
#define BN254_SP1_FD_PUBLIC_VALUES 13
#define BN254_SP1_FD_FP_INV \
    21 /* hook: [len BE u32 || a BE || p BE] -> a^-1 BE on the hint stream */

/* HINT_LEN's answer when the hint stream is empty (u64::MAX on v6, u32::MAX on v5). */
#define BN254_SP1_HINT_NONE ((uintptr_t)-1)

/* One SP1 ECALL: returns t0 after the call. The "memory" clobber: the call
 * reads and writes guest memory through its pointer arguments. */
static inline uintptr_t bn254_sp1_ecall(uint32_t code, uintptr_t arg0, uintptr_t arg1,
                                        uintptr_t arg2) {
    register uintptr_t t0 __asm__("t0") = code;
    register uintptr_t a0 __asm__("a0") = arg0;
    register uintptr_t a1 __asm__("a1") = arg1;
    register uintptr_t a2 __asm__("a2") = arg2;
    __asm__ volatile("ecall" : "+r"(t0) : "r"(a0), "r"(a1), "r"(a2) : "memory");
    return t0;
}

/* Two-operand form for the precompiles (a2 is not read). */
static inline void bn254_sp1_ecall2(uint32_t code, void *x, const void *y) {
    register uintptr_t t0 __asm__("t0") = code;
    register void *a0 __asm__("a0") = x;
    register const void *a1 __asm__("a1") = y;
    __asm__ volatile("ecall" : "+r"(t0) : "r"(a0), "r"(a1) : "memory");
}

#endif /* BN254_SP1_SYSCALLS_H */
