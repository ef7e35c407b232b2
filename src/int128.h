/* SPDX-License-Identifier: MIT */
/*
 * int128.h: the two double-width primitives the portable field kernels need,
 * 64x64->128 multiply-accumulate and add-with-carry, selected at compile time:
 *   - unsigned __int128 where it is a native product (BN254_HAVE_INT128,
 *     target.h: gcc/clang on 64-bit targets);
 *   - a pure C99 fallback built from 32-bit halves, for 32-bit targets and
 *     for testing (define BN254_FORCE_NO_INT128 to select it anywhere).
 * Both compute the exact same values; only speed differs.
 */
#ifndef BN254_INT128_H
#define BN254_INT128_H

#include <stdint.h>

#include "target.h"
#include "util.h"

#if BN254_HAVE_INT128
__extension__ typedef unsigned __int128 bn254_u128;
#endif

/* (*hi, *lo) = a * b + c + d. Cannot overflow: (2^64-1)^2 + 2(2^64-1) = 2^128-1. */
static BN254_INLINE void bn254_mac(uint64_t *hi, uint64_t *lo, uint64_t a, uint64_t b, uint64_t c,
                                   uint64_t d) {
#if BN254_HAVE_INT128
    bn254_u128 t = (bn254_u128)a * b + c + d;
    *lo = (uint64_t)t;
    *hi = (uint64_t)(t >> 64);
#else
    /* Schoolbook on 32-bit halves; every partial sum below fits in 64 bits. */
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    uint64_t l = (p00 & 0xffffffffu) | (mid << 32);
    uint64_t h = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    l += c;
    h += (l < c);
    l += d;
    h += (l < d);
    *lo = l;
    *hi = h;
#endif
}

/* Add and subtract with carry in plain C99 comparisons: gcc 12 compiles these
 * to better code than unsigned __int128 sums or the overflow builtins (the
 * portable Montgomery multiplication measured 37 vs 45 ns at 3760140, 2026-11-30). */
/* *r = a + b + carry_in (carry_in in {0,1}); returns carry out. */
static BN254_INLINE uint64_t bn254_addc(uint64_t *r, uint64_t a, uint64_t b, uint64_t carry) {
    uint64_t s = a + b;
    uint64_t c1 = s < a;
    uint64_t t = s + carry;
    uint64_t c2 = t < s;
    *r = t;
    return c1 | c2;
}

/* *r = a - b - borrow_in (borrow_in in {0,1}); returns borrow out. */
static BN254_INLINE uint64_t bn254_subb(uint64_t *r, uint64_t a, uint64_t b, uint64_t borrow) {
    uint64_t d = a - b;
    uint64_t b1 = a < b;
    uint64_t t = d - borrow;
    uint64_t b2 = d < borrow;
    *r = t;
    return b1 | b2;
}

#endif /* BN254_INT128_H */
