/* SPDX-License-Identifier: MIT */
/* ref_int.c: the reference integers of ref_int.h. */
#include "ref_int.h"

#include <stdlib.h>
#include <string.h>

#include "hex.h"
#include "../../src/consts.h"

const uint64_t bn254_ref_p[4] = {BN254_P_LIMBS};
const uint64_t bn254_ref_r[4] = {BN254_R_LIMBS};

void bn254_ref_set_u64(uint64_t r[4], uint64_t v) {
    r[0] = v, r[1] = r[2] = r[3] = 0;
}

int bn254_ref_is_zero(const uint64_t a[4]) {
    return (a[0] | a[1] | a[2] | a[3]) == 0;
}

int bn254_ref_cmp(const uint64_t a[4], const uint64_t b[4]) {
    int i;
    for (i = 3; i >= 0; i--) {
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    }
    return 0;
}

uint64_t bn254_ref_add(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t carry = 0;
    int i;
    for (i = 0; i < 4; i++) {
        uint64_t s = a[i] + carry, c = s < carry;
        r[i] = s + b[i];
        carry = c | (r[i] < s);
    }
    return carry;
}

uint64_t bn254_ref_sub(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
    uint64_t borrow = 0;
    int i;
    for (i = 0; i < 4; i++) {
        uint64_t d = a[i] - b[i], c = a[i] < b[i];
        c |= d < borrow;
        r[i] = d - borrow;
        borrow = c;
    }
    return borrow;
}

uint64_t bn254_ref_add_u64(uint64_t r[4], const uint64_t a[4], uint64_t v) {
    uint64_t b[4];
    bn254_ref_set_u64(b, v);
    return bn254_ref_add(r, a, b);
}

uint64_t bn254_ref_sub_u64(uint64_t r[4], const uint64_t a[4], uint64_t v) {
    uint64_t b[4];
    bn254_ref_set_u64(b, v);
    return bn254_ref_sub(r, a, b);
}

void bn254_ref_shr1(uint64_t r[4], const uint64_t a[4]) {
    int i;
    for (i = 0; i < 4; i++) r[i] = (a[i] >> 1) | (i < 3 ? a[i + 1] << 63 : 0);
}

/* Schoolbook on 32-bit words with 64-bit column sums (no 128-bit type, and
 * not the library's 64-bit multiply-accumulate). */
void bn254_ref_mul_wide(uint64_t w[8], const uint64_t a[4], const uint64_t b[4]) {
    uint32_t x[8], y[8], z[16];
    int i, j;
    for (i = 0; i < 8; i++) {
        x[i] = (uint32_t)(a[i / 2] >> (32 * (i % 2)));
        y[i] = (uint32_t)(b[i / 2] >> (32 * (i % 2)));
    }
    memset(z, 0, sizeof z);
    for (i = 0; i < 8; i++) {
        uint64_t carry = 0;
        for (j = 0; j < 8; j++) {
            carry += (uint64_t)x[i] * y[j] + z[i + j];
            z[i + j] = (uint32_t)carry;
            carry >>= 32;
        }
        z[i + 8] = (uint32_t)carry;
    }
    for (i = 0; i < 8; i++) w[i] = (uint64_t)z[2 * i] | (uint64_t)z[2 * i + 1] << 32;
}

int bn254_ref_bit(const uint64_t *e, size_t n, size_t i) {
    return i / 64 < n ? (int)((e[i / 64] >> (i % 64)) & 1) : 0;
}

void bn254_ref_from_be(uint64_t r[4], const uint8_t b[32]) {
    int i, j;
    for (i = 0; i < 4; i++) {
        r[i] = 0;
        for (j = 0; j < 8; j++) r[i] = (r[i] << 8) | b[8 * (3 - i) + j];
    }
}

void bn254_ref_to_be(uint8_t b[32], const uint64_t a[4]) {
    int i, j;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 8; j++) b[8 * (3 - i) + j] = (uint8_t)(a[i] >> (56 - 8 * j));
}

int bn254_ref_from_hex(uint64_t r[4], const char *hex) {
    size_t n, i;
    if (hex[0] == '0' && (hex[1] == 'x' || hex[1] == 'X')) hex += 2;
    n = strlen(hex);
    if (n == 0 || n > 64) return -1;
    bn254_ref_set_u64(r, 0);
    for (i = 0; i < n; i++) {
        int v = bn254_hex_digit(hex[n - 1 - i]);
        if (v < 0) return -1;
        r[i / 16] |= (uint64_t)v << (4 * (i % 16));
    }
    return 0;
}

int bn254_ref_parse_fp(uint64_t r[4], const char *s) {
    char num[65];
    const char *slash;
    uint64_t d[4];
    int neg = s[0] == '-';
    size_t len;
    if (neg) s++;
    slash = strchr(s, '/');
    len = slash != NULL ? (size_t)(slash - s) : strlen(s);
    if (len >= sizeof num) return -1;
    memcpy(num, s, len);
    num[len] = '\0';
    if (bn254_ref_from_hex(r, num) != 0 || bn254_ref_cmp(r, bn254_ref_p) >= 0) return -1;
    if (slash != NULL) {
        if (bn254_ref_from_hex(d, slash + 1) != 0 || bn254_ref_cmp(d, bn254_ref_p) >= 0 ||
            bn254_ref_is_zero(d)) {
            return -1;
        }
        bn254_ref_invmod(d, d, bn254_ref_p);
        bn254_ref_mulmod(r, r, d, bn254_ref_p);
    }
    if (neg) bn254_ref_negmod(r, r, bn254_ref_p);
    return 0;
}

void bn254_ref_mod(uint64_t r[4], const uint64_t *x, size_t n, const uint64_t m[4]) {
    uint64_t rem[4] = {0, 0, 0, 0};
    size_t i;
    int bit;
    /* rem = 2 rem + bit, minus m when >= m: rem < m < 2^255 keeps 2 rem + 1 in range */
    for (i = n; i-- > 0;) {
        for (bit = 63; bit >= 0; bit--) {
            rem[3] = (rem[3] << 1) | (rem[2] >> 63);
            rem[2] = (rem[2] << 1) | (rem[1] >> 63);
            rem[1] = (rem[1] << 1) | (rem[0] >> 63);
            rem[0] = (rem[0] << 1) | ((x[i] >> bit) & 1);
            if (rem[3] > m[3] || (rem[3] == m[3] && bn254_ref_cmp(rem, m) >= 0)) {
                (void)bn254_ref_sub(rem, rem, m);
            }
        }
    }
    memcpy(r, rem, sizeof rem);
}

void bn254_ref_addmod(uint64_t r[4], const uint64_t a[4], const uint64_t b[4],
                      const uint64_t m[4]) {
    (void)bn254_ref_add(r, a, b); /* a + b < 2m < 2^256 */
    if (bn254_ref_cmp(r, m) >= 0) (void)bn254_ref_sub(r, r, m);
}

void bn254_ref_submod(uint64_t r[4], const uint64_t a[4], const uint64_t b[4],
                      const uint64_t m[4]) {
    if (bn254_ref_sub(r, a, b)) (void)bn254_ref_add(r, r, m);
}

void bn254_ref_negmod(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]) {
    static const uint64_t zero[4] = {0, 0, 0, 0};
    bn254_ref_submod(r, zero, a, m);
}

void bn254_ref_mulmod(uint64_t r[4], const uint64_t a[4], const uint64_t b[4],
                      const uint64_t m[4]) {
    uint64_t w[8];
    bn254_ref_mul_wide(w, a, b);
    bn254_ref_mod(r, w, 8, m);
}

void bn254_ref_powmod(uint64_t r[4], const uint64_t a[4], const uint64_t *e, size_t n,
                      const uint64_t m[4]) {
    uint64_t acc[4], base[4];
    size_t i;
    bn254_ref_mod(base, a, 4, m);
    bn254_ref_set_u64(acc, 1);
    for (i = 64 * n; i-- > 0;) {
        bn254_ref_mulmod(acc, acc, acc, m);
        if (bn254_ref_bit(e, n, i)) bn254_ref_mulmod(acc, acc, base, m);
    }
    memcpy(r, acc, sizeof acc);
}

/* r = a^-1 mod m (0 for a = 0 mod m) by the binary extended Euclid (Guide
 * to Elliptic Curve Cryptography, Hankerson, Menezes, Vanstone, Algorithm
 * 2.22): x1 a = u and x2 a = v (mod m) while u and v shrink until one is 1.
 * A few hundred shifts and subtractions where Fermat costs about 380
 * products; checked by one product (a r = 1), which aborts if m and a are
 * not coprime or the loop went wrong. */
static int ref_is_one(const uint64_t a[4]) {
    return a[0] == 1 && (a[1] | a[2] | a[3]) == 0;
}

/* x = x / 2 mod m for x < m */
static void ref_half_mod(uint64_t x[4], const uint64_t m[4]) {
    if (x[0] & 1) (void)bn254_ref_add(x, x, m); /* x + m < 2^256: m < 2^255 */
    bn254_ref_shr1(x, x);
}

void bn254_ref_invmod(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]) {
    uint64_t a0[4], u[4], v[4], x1[4], x2[4], check[4];
    bn254_ref_mod(a0, a, 4, m); /* r may alias a */
    memcpy(u, a0, sizeof u);
    if (bn254_ref_is_zero(u)) {
        bn254_ref_set_u64(r, 0);
        return;
    }
    memcpy(v, m, sizeof v);
    bn254_ref_set_u64(x1, 1);
    bn254_ref_set_u64(x2, 0);
    while (!ref_is_one(u) && !ref_is_one(v)) {
        if (bn254_ref_is_zero(u) || bn254_ref_is_zero(v)) abort(); /* gcd(a, m) > 1 */
        while ((u[0] & 1) == 0) {
            bn254_ref_shr1(u, u);
            ref_half_mod(x1, m);
        }
        while ((v[0] & 1) == 0) {
            bn254_ref_shr1(v, v);
            ref_half_mod(x2, m);
        }
        if (bn254_ref_cmp(u, v) >= 0) {
            (void)bn254_ref_sub(u, u, v);
            bn254_ref_submod(x1, x1, x2, m);
        } else {
            (void)bn254_ref_sub(v, v, u);
            bn254_ref_submod(x2, x2, x1, m);
        }
    }
    memcpy(r, ref_is_one(u) ? x1 : x2, 4 * sizeof(uint64_t));
    bn254_ref_mulmod(check, r, a0, m);
    if (!ref_is_one(check)) abort();
}

void bn254_ref_invmod_fermat(uint64_t r[4], const uint64_t a[4], const uint64_t m[4]) {
    uint64_t e[4];
    (void)bn254_ref_sub_u64(e, m, 2);
    bn254_ref_powmod(r, a, e, 4, m);
}

void bn254_ref_fp2_add(bn254_ref_fp2 *r, const bn254_ref_fp2 *a, const bn254_ref_fp2 *b) {
    bn254_ref_addmod(r->c0, a->c0, b->c0, bn254_ref_p);
    bn254_ref_addmod(r->c1, a->c1, b->c1, bn254_ref_p);
}

void bn254_ref_fp2_sub(bn254_ref_fp2 *r, const bn254_ref_fp2 *a, const bn254_ref_fp2 *b) {
    bn254_ref_submod(r->c0, a->c0, b->c0, bn254_ref_p);
    bn254_ref_submod(r->c1, a->c1, b->c1, bn254_ref_p);
}

/* The definition: (a0 + a1 u)(b0 + b1 u) = (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u. */
void bn254_ref_fp2_mul(bn254_ref_fp2 *r, const bn254_ref_fp2 *a, const bn254_ref_fp2 *b) {
    uint64_t t0[4], t1[4], t2[4], t3[4];
    bn254_ref_mulmod(t0, a->c0, b->c0, bn254_ref_p);
    bn254_ref_mulmod(t1, a->c1, b->c1, bn254_ref_p);
    bn254_ref_mulmod(t2, a->c0, b->c1, bn254_ref_p);
    bn254_ref_mulmod(t3, a->c1, b->c0, bn254_ref_p);
    bn254_ref_submod(r->c0, t0, t1, bn254_ref_p);
    bn254_ref_addmod(r->c1, t2, t3, bn254_ref_p);
}

void bn254_ref_fp2_inv(bn254_ref_fp2 *r, const bn254_ref_fp2 *a) {
    uint64_t n[4], t[4];
    bn254_ref_mulmod(n, a->c0, a->c0, bn254_ref_p);
    bn254_ref_mulmod(t, a->c1, a->c1, bn254_ref_p);
    bn254_ref_addmod(n, n, t, bn254_ref_p);
    bn254_ref_invmod(n, n, bn254_ref_p);
    bn254_ref_mulmod(r->c0, a->c0, n, bn254_ref_p);
    bn254_ref_mulmod(t, a->c1, n, bn254_ref_p);
    bn254_ref_negmod(r->c1, t, bn254_ref_p);
}

void bn254_ref_twist_b(bn254_ref_fp2 *b) {
    /* computed once (an inversion): the tests that use it are single-threaded */
    static bn254_ref_fp2 cached;
    static int done = 0;
    if (!done) {
        bn254_ref_fp2 xi, three;
        memset(&xi, 0, sizeof xi);
        memset(&three, 0, sizeof three);
        xi.c0[0] = 9, xi.c1[0] = 1, three.c0[0] = 3;
        bn254_ref_fp2_inv(&xi, &xi);
        bn254_ref_fp2_mul(&cached, &three, &xi);
        done = 1;
    }
    *b = cached;
}
