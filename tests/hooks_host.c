/* SPDX-License-Identifier: MIT */
/*
 * hooks_host.c: a host implementation of the accelerator hooks of
 * include/bn254_hooks.h, for testing the library's hooks backend natively
 * (BN254_BACKEND=hooks with BN254_HOOKS_IMPL=tests/hooks_host.c, the
 * "hooks" preset) and for tests/test_hooks.c, which includes this file.
 *
 * Written apart from the library on purpose (none of its code or constants):
 * the hooks' 32-bit words, and for products 64-bit words (unsigned __int128:
 * a 64-bit GCC or Clang host, as every build of the hooks tests is), with
 * schoolbook products and Montgomery reduction (REDC, Montgomery, "Modular
 * multiplication without trial division", Math. Comp. 1985) with -p^-1 mod
 * 2^64 found by Newton's iteration and R^2 mod p by doubling, so a plain
 * product is REDC(REDC(a b) R^2); the binary extended Euclid for
 * inverses; the affine chord-and-tangent formulas. Like a zkVM it checks each hook's contract
 * (canonical operands, distinct x for g1_add, y != 0 for g1_dbl, a != 0 for
 * the inversion, points on y^2 = x^3 + 3) and aborts the program if the
 * library breaks one. Hook calls are counted per kind.
 *
 * A translation unit of its own (tests/CMakeLists.txt compiles it once per
 * build tree for the tests that link it, optimised even in Debug trees:
 * it is the stand-in for a zkVM, not code under test, and at -O0 with the
 * sanitizers it took nine tenths of the hooks tests' time); hooks_host.h
 * declares what it offers them beyond the hooks.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bn254_hooks.h"
#include "hooks_host.h"

unsigned long bn254_hooks_host_calls[7];

/* p as EIP-196 writes it; its little-endian words in hh_p once loaded (the
 * library's own limbs of p live only in the generated src/consts.h). */
static const char hh_p_hex[] = "30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47";
static uint32_t hh_p[8];
static int hh_p_ready;
static uint64_t hh_p64[4]; /* p in 64-bit words, for products */
static uint64_t hh_n0;     /* -p^-1 mod 2^64 */
static uint64_t hh_r2[4];  /* 2^512 mod p */
static int hh_ready;

static void hh_fail(const char *what) {
    fprintf(stderr, "hooks_host: contract violated: %s\n", what);
    abort();
}

static void hh_load_p(void) {
    int i;
    if (hh_p_ready) return;
    for (i = 0; i < 64; i++) {
        char ch = hh_p_hex[i];
        uint32_t d = (uint32_t)(ch <= '9' ? ch - '0' : ch - 'a' + 10);
        int bit = 4 * (63 - i);
        hh_p[bit / 32] |= d << (bit % 32);
    }
    hh_p_ready = 1;
}

/* Every hook checks its operands first, so this loads p before any use. */
static int hh_less_p(const uint32_t a[8]) {
    int i;
    hh_load_p();
    for (i = 7; i >= 0; i--) {
        if (a[i] != hh_p[i]) return a[i] < hh_p[i];
    }
    return 0;
}

static void hh_check(const uint32_t a[8], const char *what) {
    if (!hh_less_p(a)) hh_fail(what);
}

static int hh_is_zero(const uint32_t a[8]) {
    uint32_t acc = 0;
    int i;
    for (i = 0; i < 8; i++) acc |= a[i];
    return acc == 0;
}

/* r = a + b mod p (a, b < p). */
static void hh_add(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    uint32_t s[8], d[8];
    uint64_t c = 0;
    int64_t bo = 0;
    int i;
    for (i = 0; i < 8; i++) {
        c += (uint64_t)a[i] + b[i];
        s[i] = (uint32_t)c;
        c >>= 32;
    }
    for (i = 0; i < 8; i++) {
        bo += (int64_t)s[i] - hh_p[i];
        d[i] = (uint32_t)bo;
        bo = bo < 0 ? -1 : 0;
    }
    /* a + b < 2^255: the sum has no ninth word, so s >= p iff no borrow */
    memcpy(r, bo == 0 ? d : s, sizeof d);
    (void)c;
}

/* r = a - b mod p (a, b < p). */
static void hh_sub(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    uint32_t d[8];
    int64_t bo = 0;
    uint64_t c = 0;
    int i;
    for (i = 0; i < 8; i++) {
        bo += (int64_t)a[i] - b[i];
        d[i] = (uint32_t)bo;
        bo = bo < 0 ? -1 : 0;
    }
    if (bo != 0) {
        for (i = 0; i < 8; i++) {
            c += (uint64_t)d[i] + hh_p[i];
            d[i] = (uint32_t)c;
            c >>= 32;
        }
    }
    memcpy(r, d, sizeof d);
}

#ifndef __SIZEOF_INT128__
#error "tests/hooks_host.c multiplies with unsigned __int128 (a 64-bit GCC or Clang host)"
#endif
__extension__ typedef unsigned __int128 hh_u128;

/* r = REDC(t) = t 2^-256 mod p for t < p 2^256 (8 words, destroyed). */
static void hh_redc(uint64_t r[4], uint64_t t[9]) {
    int i, j;
    t[8] = 0;
    for (i = 0; i < 4; i++) {
        uint64_t m = t[i] * hh_n0;
        hh_u128 c = 0;
        for (j = 0; j < 4; j++) {
            c += (hh_u128)m * hh_p64[j] + t[i + j];
            t[i + j] = (uint64_t)c;
            c >>= 64;
        }
        for (j = i + 4; c != 0 && j < 9; j++) {
            c += t[j];
            t[j] = (uint64_t)c;
            c >>= 64;
        }
    }
    /* t / 2^256 < 2p: one conditional subtraction */
    {
        uint64_t d[4], bo = 0;
        for (i = 0; i < 4; i++) {
            uint64_t x = t[4 + i], y = hh_p64[i] + bo;
            bo = (y < bo) | (x < y);
            d[i] = x - y;
        }
        memcpy(r, t[8] != 0 || bo == 0 ? d : t + 4, sizeof d);
    }
}

/* t = a b, 8 words (schoolbook). */
static void hh_mul_wide(uint64_t t[9], const uint64_t a[4], const uint64_t b[4]) {
    int i, j;
    memset(t, 0, 9 * sizeof(uint64_t));
    for (i = 0; i < 4; i++) {
        hh_u128 c = 0;
        for (j = 0; j < 4; j++) {
            c += (hh_u128)a[i] * b[j] + t[i + j];
            t[i + j] = (uint64_t)c;
            c >>= 64;
        }
        t[i + 4] = (uint64_t)c;
    }
}

static void hh_to64(uint64_t r[4], const uint32_t a[8]) {
    int i;
    for (i = 0; i < 4; i++) r[i] = (uint64_t)a[2 * i] | (uint64_t)a[2 * i + 1] << 32;
}

static void hh_to32(uint32_t r[8], const uint64_t a[4]) {
    int i;
    for (i = 0; i < 4; i++) {
        r[2 * i] = (uint32_t)a[i];
        r[2 * i + 1] = (uint32_t)(a[i] >> 32);
    }
}

static void hh_init(void) {
    uint32_t r2[8];
    uint64_t x = 1;
    int i;
    if (hh_ready) return;
    hh_load_p();
    hh_to64(hh_p64, hh_p);
    /* Newton: x = p0^-1 mod 2^64 doubles its correct bits each step */
    for (i = 0; i < 6; i++) x *= 2 - hh_p64[0] * x;
    hh_n0 = 0 - x;
    /* R^2 = 2^512 mod p by 512 doublings of 1 */
    memset(r2, 0, sizeof r2);
    r2[0] = 1;
    for (i = 0; i < 512; i++) hh_add(r2, r2, r2);
    hh_to64(hh_r2, r2);
    hh_ready = 1;
}

/* The set-up before main, so that threads (tests/reliability's threads test
 * on a hooks build) never race on the lazy initialisation above, whose |=
 * into hh_p is not idempotent under concurrency. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((constructor)) static void hh_init_early(void) {
    hh_init();
}
#endif

/* r = a b mod p. */
static void hh_mul(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    uint64_t a64[4], b64[4], t[9], u[4];
    hh_init();
    hh_to64(a64, a);
    hh_to64(b64, b);
    hh_mul_wide(t, a64, b64);
    hh_redc(u, t); /* a b / R */
    hh_mul_wide(t, u, hh_r2);
    hh_redc(u, t); /* a b / R * R^2 / R */
    hh_to32(r, u);
}

static void hh_shr1(uint32_t a[8]) {
    int i;
    for (i = 0; i < 7; i++) a[i] = (a[i] >> 1) | (a[i + 1] << 31);
    a[7] >>= 1;
}

/* a / 2 mod p. */
static void hh_half(uint32_t a[8]) {
    if (a[0] & 1) { /* a + p < 2^255: add, then shift */
        uint64_t c = 0;
        int i;
        for (i = 0; i < 8; i++) {
            c += (uint64_t)a[i] + hh_p[i];
            a[i] = (uint32_t)c;
            c >>= 32;
        }
    }
    hh_shr1(a);
}

static int hh_is_one(const uint32_t a[8]) {
    uint32_t acc = a[0] ^ 1;
    int i;
    for (i = 1; i < 8; i++) acc |= a[i];
    return acc == 0;
}

/* r = a^-1 mod p for 0 < a < p: binary extended Euclid with the invariants
 * x1 a = u, x2 a = v (mod p) (Hankerson, Menezes, Vanstone, "Guide to
 * Elliptic Curve Cryptography", Alg. 2.22). */
static void hh_inv(uint32_t r[8], const uint32_t a[8]) {
    uint32_t u[8], v[8], x1[8] = {1, 0, 0, 0, 0, 0, 0, 0}, x2[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    memcpy(u, a, sizeof u);
    memcpy(v, hh_p, sizeof v);
    while (!hh_is_one(u) && !hh_is_one(v)) {
        int i, u_ge_v = 1;
        while ((u[0] & 1) == 0) hh_shr1(u), hh_half(x1);
        while ((v[0] & 1) == 0) hh_shr1(v), hh_half(x2);
        for (i = 7; i >= 0; i--) {
            if (u[i] != v[i]) {
                u_ge_v = u[i] > v[i];
                break;
            }
        }
        if (u_ge_v) { /* u - v, never below zero; p is prime, so the loop ends */
            int64_t bo = 0;
            for (i = 0; i < 8; i++) {
                bo += (int64_t)u[i] - v[i];
                u[i] = (uint32_t)bo;
                bo = bo < 0 ? -1 : 0;
            }
            hh_sub(x1, x1, x2);
        } else {
            int64_t bo = 0;
            for (i = 0; i < 8; i++) {
                bo += (int64_t)v[i] - u[i];
                v[i] = (uint32_t)bo;
                bo = bo < 0 ? -1 : 0;
            }
            hh_sub(x2, x2, x1);
        }
    }
    memcpy(r, hh_is_one(u) ? x1 : x2, 8 * sizeof(uint32_t));
}

static void hh_check_point(const uint32_t a[16], const char *what) {
    static const uint32_t three[8] = {3, 0, 0, 0, 0, 0, 0, 0};
    uint32_t l[8], rr[8];
    hh_check(a, what);
    hh_check(a + 8, what);
    hh_mul(l, a + 8, a + 8);
    hh_mul(rr, a, a);
    hh_mul(rr, rr, a);
    hh_add(rr, rr, three);
    if (memcmp(l, rr, sizeof l) != 0) hh_fail(what);
}

/* r = (x3, y3) from lambda and the two x (y1 of a). */
static void hh_chord(uint32_t r[16], const uint32_t lambda[8], const uint32_t a[16],
                     const uint32_t x2[8]) {
    uint32_t x3[8], y3[8];
    hh_mul(x3, lambda, lambda);
    hh_sub(x3, x3, a);
    hh_sub(x3, x3, x2);
    hh_sub(y3, a, x3);
    hh_mul(y3, y3, lambda);
    hh_sub(y3, y3, a + 8);
    memcpy(r, x3, sizeof x3);
    memcpy(r + 8, y3, sizeof y3);
}

void bn254_hook_fp_mul(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    bn254_hooks_host_calls[0]++;
    hh_check(a, "fp_mul: a >= p");
    hh_check(b, "fp_mul: b >= p");
    hh_mul(r, a, b);
}

void bn254_hook_fp_add(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    bn254_hooks_host_calls[1]++;
    hh_check(a, "fp_add: a >= p");
    hh_check(b, "fp_add: b >= p");
    hh_add(r, a, b);
}

void bn254_hook_fp_sub(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    bn254_hooks_host_calls[2]++;
    hh_check(a, "fp_sub: a >= p");
    hh_check(b, "fp_sub: b >= p");
    hh_sub(r, a, b);
}

const uint32_t *bn254_hooks_host_modulus(void) {
    hh_load_p();
    return hh_p;
}

#ifndef BN254_HOOKS_HOST_INV_HINT
#define BN254_HOOKS_HOST_INV_HINT bn254_hook_fp_inv_hint
#endif
void BN254_HOOKS_HOST_INV_HINT(uint32_t r[8], const uint32_t a[8]);
void BN254_HOOKS_HOST_INV_HINT(uint32_t r[8], const uint32_t a[8]) {
    bn254_hooks_host_calls[3]++;
    hh_check(a, "fp_inv_hint: a >= p");
    if (hh_is_zero(a)) hh_fail("fp_inv_hint: a = 0");
    hh_inv(r, a);
}

void bn254_hook_fp2_mul(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]) {
    /* (a0 + a1 u)(b0 + b1 u) = (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u */
    uint32_t t0[8], t1[8], c0[8], c1[8];
    int i;
    bn254_hooks_host_calls[4]++;
    for (i = 0; i < 4; i++) hh_check((i < 2 ? a : b) + 8 * (i % 2), "fp2_mul: word >= p");
    hh_mul(t0, a, b);
    hh_mul(t1, a + 8, b + 8);
    hh_sub(c0, t0, t1);
    hh_mul(t0, a, b + 8);
    hh_mul(t1, a + 8, b);
    hh_add(c1, t0, t1);
    memcpy(r, c0, sizeof c0);
    memcpy(r + 8, c1, sizeof c1);
}

void bn254_hook_g1_add(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]) {
    uint32_t num[8], den[8], lambda[8], x2[8];
    bn254_hooks_host_calls[5]++;
    hh_check_point(a, "g1_add: a not on the curve");
    hh_check_point(b, "g1_add: b not on the curve");
    if (memcmp(a, b, 8 * sizeof(uint32_t)) == 0) hh_fail("g1_add: equal x (a = b or a = -b)");
    hh_sub(num, b + 8, a + 8);
    hh_sub(den, b, a);
    hh_inv(den, den);
    hh_mul(lambda, num, den);
    memcpy(x2, b, sizeof x2); /* r may alias b */
    hh_chord(r, lambda, a, x2);
}

void bn254_hook_g1_dbl(uint32_t r[16], const uint32_t a[16]) {
    uint32_t num[8], den[8], lambda[8], x[8];
    bn254_hooks_host_calls[6]++;
    hh_check_point(a, "g1_dbl: a not on the curve");
    if (hh_is_zero(a + 8)) hh_fail("g1_dbl: y = 0");
    hh_mul(num, a, a);
    hh_add(den, num, num);
    hh_add(num, den, num); /* 3 x^2 */
    hh_add(den, a + 8, a + 8);
    hh_inv(den, den);
    hh_mul(lambda, num, den);
    memcpy(x, a, sizeof x);
    hh_chord(r, lambda, a, x);
}
