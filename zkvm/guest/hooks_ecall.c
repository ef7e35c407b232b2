/* SPDX-License-Identifier: MIT */
/*
 * hooks_ecall.c: the library's BN254 accelerator hooks (plain field backend)
 * implemented as ECALLs, the way a zkVM guest reaches its precompiles:
 * a7 = hook number, a0 = r, a1 = a, a2 = b (pointers to 8 little-endian
 * 32-bit words per field element, canonical). rvsim answers them (see
 * zkvm/rvsim/README.md for the table); a zkVM port replaces this file with
 * calls to its own syscalls. The "memory" clobber tells the compiler that the
 * ECALL reads *a and *b and writes *r.
 */
#include <stdint.h>

#include "bn254_hooks.h" /* the prototypes defined here */

#define BN254_HOOK_FP_MUL 0x100
#define BN254_HOOK_FP_ADD 0x101
#define BN254_HOOK_FP_SUB 0x102
#define BN254_HOOK_FP2_MUL 0x103
#define BN254_HOOK_FP_INV_HINT 0x104
#define BN254_HOOK_G1_ADD 0x105
#define BN254_HOOK_G1_DBL 0x106

static void bn254_hook_ecall(long num, uint32_t *r, const uint32_t *a, const uint32_t *b) {
    register uint32_t *a0 __asm__("a0") = r;
    register const uint32_t *a1 __asm__("a1") = a;
    register const uint32_t *a2 __asm__("a2") = b;
    register long a7 __asm__("a7") = num;
    __asm__ volatile("ecall" : "+r"(a0) : "r"(a1), "r"(a2), "r"(a7) : "memory");
}

void bn254_hook_fp_mul(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    bn254_hook_ecall(BN254_HOOK_FP_MUL, r, a, b);
}

void bn254_hook_fp_add(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    bn254_hook_ecall(BN254_HOOK_FP_ADD, r, a, b);
}

void bn254_hook_fp_sub(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    bn254_hook_ecall(BN254_HOOK_FP_SUB, r, a, b);
}

void bn254_hook_fp2_mul(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]) {
    bn254_hook_ecall(BN254_HOOK_FP2_MUL, r, a, b);
}

void bn254_hook_fp_inv_hint(uint32_t r[8], const uint32_t a[8]) {
    bn254_hook_ecall(BN254_HOOK_FP_INV_HINT, r, a, a);
}

void bn254_hook_g1_add(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]) {
    bn254_hook_ecall(BN254_HOOK_G1_ADD, r, a, b);
}

void bn254_hook_g1_dbl(uint32_t r[16], const uint32_t a[16]) {
    bn254_hook_ecall(BN254_HOOK_G1_DBL, r, a, a);
}
