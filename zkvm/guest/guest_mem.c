/* SPDX-License-Identifier: MIT */
/*
 * guest_mem.c: memcpy, memmove, memset and memcmp for the freestanding
 * guests. gcc and clang call them even in freestanding code (structure
 * copies and zeroing; GCC manual, "Standards"), and the library's big
 * structure copies go through them, so they move a register-sized word at a
 * time when both pointers allow it: their instructions are part of every
 * count. Built with -fno-builtin (and, for gcc, -fno-tree-loop-distribute-
 * patterns) so the compiler does not turn these loops back into calls to
 * themselves.
 */
#include <stdint.h>

#include "guest_rt.h"

/* A word that may alias any object (the callers pass arbitrary types). */
typedef uintptr_t __attribute__((may_alias)) bn254_guest_word;
#define BN254_GUEST_WSIZE sizeof(bn254_guest_word)

static int bn254_guest_aligned2(const void *a, const void *b) {
    return (((uintptr_t)a | (uintptr_t)b) & (BN254_GUEST_WSIZE - 1)) == 0;
}

void *memcpy(void *dst, const void *src, size_t n) {
    unsigned char *d = (unsigned char *)dst;
    const unsigned char *s = (const unsigned char *)src;
    if (bn254_guest_aligned2(d, s)) {
        for (; n >= 4 * BN254_GUEST_WSIZE; n -= 4 * BN254_GUEST_WSIZE) {
            bn254_guest_word w0 = ((const bn254_guest_word *)(const void *)s)[0];
            bn254_guest_word w1 = ((const bn254_guest_word *)(const void *)s)[1];
            bn254_guest_word w2 = ((const bn254_guest_word *)(const void *)s)[2];
            bn254_guest_word w3 = ((const bn254_guest_word *)(const void *)s)[3];
            ((bn254_guest_word *)(void *)d)[0] = w0;
            ((bn254_guest_word *)(void *)d)[1] = w1;
            ((bn254_guest_word *)(void *)d)[2] = w2;
            ((bn254_guest_word *)(void *)d)[3] = w3;
            d += 4 * BN254_GUEST_WSIZE;
            s += 4 * BN254_GUEST_WSIZE;
        }
        for (; n >= BN254_GUEST_WSIZE; n -= BN254_GUEST_WSIZE) {
            *(bn254_guest_word *)(void *)d = *(const bn254_guest_word *)(const void *)s;
            d += BN254_GUEST_WSIZE;
            s += BN254_GUEST_WSIZE;
        }
    }
    while (n--) *d++ = *s++;
    return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
    unsigned char *d = (unsigned char *)dst;
    const unsigned char *s = (const unsigned char *)src;
    if (d == s || n == 0) return dst;
    if (d < s || d >= s + n) return memcpy(dst, src, n); /* forward copy is safe */
    while (n--) d[n] = s[n];                             /* overlap with d above s */
    return dst;
}

void *memset(void *dst, int c, size_t n) {
    unsigned char *d = (unsigned char *)dst;
    if (bn254_guest_aligned2(d, d)) {
        bn254_guest_word w = (bn254_guest_word)-1 / 255 * (unsigned char)c; /* c in every byte */
        for (; n >= 4 * BN254_GUEST_WSIZE; n -= 4 * BN254_GUEST_WSIZE) {
            ((bn254_guest_word *)(void *)d)[0] = w;
            ((bn254_guest_word *)(void *)d)[1] = w;
            ((bn254_guest_word *)(void *)d)[2] = w;
            ((bn254_guest_word *)(void *)d)[3] = w;
            d += 4 * BN254_GUEST_WSIZE;
        }
        for (; n >= BN254_GUEST_WSIZE; n -= BN254_GUEST_WSIZE) {
            *(bn254_guest_word *)(void *)d = w;
            d += BN254_GUEST_WSIZE;
        }
    }
    while (n--) *d++ = (unsigned char)c;
    return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
    for (; n > 0; n--, x++, y++) {
        if (*x != *y) return *x < *y ? -1 : 1;
    }
    return 0;
}
