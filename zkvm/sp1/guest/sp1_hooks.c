/* SPDX-License-Identifier: MIT */
/*
 * sp1_hooks.c: the library's accelerator hooks (include/bn254_hooks.h) on
 * SP1's BN254 precompiles, for a library built with
 * BN254_BACKEND=hooks (and BN254_HOOKS_FP2, BN254_HOOKS_G1):
 *
 *   bn254_hook_fp_mul/add/sub  BN254_FP_MUL / FP_ADD / FP_SUB
 *   bn254_hook_fp2_mul         BN254_FP2_MUL (Fp[u]/(u^2 + 1), c0 then c1)
 *   bn254_hook_g1_add          BN254_ADD (affine, x then y)
 *   bn254_hook_g1_dbl          BN254_DOUBLE
 *   bn254_hook_fp_inv_hint     SP1's FP_INV hook: the element goes to fd 21
 *                              as [32 as a big-endian u32 || a || p], both
 *                              big-endian, and the executor answers a^-1
 *                              (big-endian) on the hint stream; nothing in
 *                              the proof vouches for it, so the library
 *                              checks it (a * h = 1, one BN254_FP_MUL)
 *
 * SP1's precompiles work in place (the result replaces the first operand)
 * and want 8-byte aligned pointers on v6 (4 on v5); the hooks' contract is
 * r = f(a, b) with r allowed to alias a or b. So: r = a: the call as it is;
 * r = b: the commutative calls swap operands, a subtraction goes through a
 * copy; otherwise a is copied into r first. The library passes its own
 * 8-byte aligned storage (arrays of uint64_t); a misaligned pointer (some
 * other caller) goes through aligned copies. Values are canonical in and
 * out (SP1 reduces its inputs modulo p and returns canonical results).
 *
 * BN254_ADD has no point at infinity and refuses P = Q (and P = -Q has no
 * affine answer): the library decides infinity, P = Q and P = -Q before it
 * calls the G1 hooks (src/g1_impl.h), as bn254_hooks.h promises.
 */
#include <stddef.h>
#include <stdint.h>

#include "bn254_hooks.h"
#include "sp1_rt.h"
#include "sp1_syscalls.h"

#define BN254_SP1_ALIGN_MASK ((uintptr_t)7)

typedef struct {
    uint64_t l[4];
} bn254_sp1_fe; /* 8 words, 8-byte aligned */

typedef struct {
    uint64_t l[8];
} bn254_sp1_fe2; /* 16 words: an Fp2 element or an affine point */

static int bn254_sp1_misaligned(const void *a, const void *b, const void *c) {
    return (((uintptr_t)a | (uintptr_t)b | (uintptr_t)c) & BN254_SP1_ALIGN_MASK) != 0;
}

/* Word copy of n words (the compiler must not turn it into a memcpy call). */
static void bn254_sp1_copy(uint32_t *d, const uint32_t *s, int n) {
    int i;
    for (i = 0; i < n; i++) d[i] = s[i];
}

/*
 * r = op(a, b) for an in-place precompile on n words (8 or 16). commutative:
 * whether op(a, b) = op(b, a).
 */
static void bn254_sp1_binop(uint32_t code, int n, int commutative, uint32_t *r, const uint32_t *a,
                            const uint32_t *b) {
    if (bn254_sp1_misaligned(r, a, b)) {
        bn254_sp1_fe2 x, y;
        bn254_sp1_copy((uint32_t *)(void *)x.l, a, n);
        bn254_sp1_copy((uint32_t *)(void *)y.l, b, n);
        bn254_sp1_ecall2(code, x.l, y.l);
        bn254_sp1_copy(r, (const uint32_t *)(const void *)x.l, n);
        return;
    }
    if (r == a) {
        bn254_sp1_ecall2(code, r, b);
    } else if (r == b) {
        if (commutative) {
            bn254_sp1_ecall2(code, r, a);
        } else {
            bn254_sp1_fe2 x;
            bn254_sp1_copy((uint32_t *)(void *)x.l, a, n);
            bn254_sp1_ecall2(code, x.l, b);
            bn254_sp1_copy(r, (const uint32_t *)(const void *)x.l, n);
        }
    } else {
        bn254_sp1_copy(r, a, n);
        bn254_sp1_ecall2(code, r, b);
    }
}

void bn254_hook_fp_mul(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    bn254_sp1_binop(BN254_SP1_BN254_FP_MUL, 8, 1, r, a, b);
}

void bn254_hook_fp_add(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    bn254_sp1_binop(BN254_SP1_BN254_FP_ADD, 8, 1, r, a, b);
}

void bn254_hook_fp_sub(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    bn254_sp1_binop(BN254_SP1_BN254_FP_SUB, 8, 0, r, a, b);
}

void bn254_hook_fp2_mul(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]) {
    bn254_sp1_binop(BN254_SP1_BN254_FP2_MUL, 16, 1, r, a, b);
}

void bn254_hook_g1_add(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]) {
    bn254_sp1_binop(BN254_SP1_BN254_ADD, 16, 1, r, a, b);
}

void bn254_hook_g1_dbl(uint32_t r[16], const uint32_t a[16]) {
    if (bn254_sp1_misaligned(r, a, a)) {
        bn254_sp1_fe2 x;
        bn254_sp1_copy((uint32_t *)(void *)x.l, a, 16);
        bn254_sp1_ecall2(BN254_SP1_BN254_DOUBLE, x.l, NULL);
        bn254_sp1_copy(r, (const uint32_t *)(const void *)x.l, 16);
        return;
    }
    if (r != a) bn254_sp1_copy(r, a, 16);
    bn254_sp1_ecall2(BN254_SP1_BN254_DOUBLE, r, NULL);
}

/* p (EIP-196), big-endian: the modulus the FP_INV hook inverts modulo. */
static const uint8_t bn254_sp1_p_be[32] = {
    0x30, 0x64, 0x4e, 0x72, 0xe1, 0x31, 0xa0, 0x29, 0xb8, 0x50, 0x45, 0xb6, 0x81, 0x81, 0x58, 0x5d,
    0x97, 0x81, 0x6a, 0x91, 0x68, 0x71, 0xca, 0x8d, 0x3c, 0x20, 0x8c, 0x16, 0xd8, 0x7c, 0xfd, 0x47};

void bn254_hook_fp_inv_hint(uint32_t r[8], const uint32_t a[8]) {
    /* [len || a || p]: 4 + 32 + 32 bytes, big-endian throughout */
    uint8_t req[68];
    const uint8_t *h;
    size_t len = 0;
    int i;
    req[0] = 0;
    req[1] = 0;
    req[2] = 0;
    req[3] = 32;
    for (i = 0; i < 8; i++) {
        uint32_t w = a[7 - i];
        req[4 + 4 * i] = (uint8_t)(w >> 24);
        req[5 + 4 * i] = (uint8_t)(w >> 16);
        req[6 + 4 * i] = (uint8_t)(w >> 8);
        req[7 + 4 * i] = (uint8_t)w;
    }
    for (i = 0; i < 32; i++) req[36 + i] = bn254_sp1_p_be[i];
    (void)bn254_sp1_ecall(BN254_SP1_WRITE, BN254_SP1_FD_FP_INV, (uintptr_t)req, sizeof req);
    h = (const uint8_t *)bn254_sp1_hint_read(&len);
    if (h == NULL || len != 32) {
        /* no answer: a hint the library's check rejects (it then inverts by itself) */
        for (i = 0; i < 8; i++) r[i] = 0;
        return;
    }
    for (i = 0; i < 8; i++) {
        const uint8_t *w = h + 4 * (7 - i);
        r[i] = (uint32_t)w[0] << 24 | (uint32_t)w[1] << 16 | (uint32_t)w[2] << 8 | w[3];
    }
}
