/* SPDX-License-Identifier: MIT */
/*
 * guest_fpmul26.c: a standalone prototype (not the library's arithmetic) of
 * a Montgomery multiplication modulo the BN254 base-field prime p (EIP-196)
 * in an unsaturated representation for rv32im, to measure what such a
 * representation costs before anyone builds a backend on it:
 *
 *   a = sum a_i 2^(26 i), i = 0..9, every a_i < 2^26 (260 bits); R = 2^260
 *   r = a b R^-1 mod p, r < 2p for a, b < 2p (R > 4p)
 *
 * Finely integrated product scanning (Koc, Acar, Kaliski, "Analyzing and
 * comparing Montgomery multiplication algorithms", IEEE Micro 1996): column k
 * sums the products a_i b_j and m_i p_j with i + j = k, then (k < 10) picks
 * m_k = S_k (-p^-1) mod 2^26 so that the column vanishes. Each 52-bit product
 * is split, without carries, into its low 26 bits (column k) and its high 26
 * bits (column k + 1): with one operand stored shifted left by 6 (b_j << 6,
 * p_j << 6 < 2^32), mulhu gives the product >> 26 and mul the low 26 bits
 * << 6, so a product costs mul, mulhu, one shift and two additions, and a
 * column (at most 20 low parts, 20 high parts and a carry, < 41 2^26 < 2^32)
 * never overflows a 32-bit register: no carry detection at all.
 * 200 products (100 of a b, 100 of m p): about 1,000 instructions before any
 * load, store or spill, against 128 products at about 8 instructions for the
 * 8 x 32-bit saturated form of src/arch/kernels_c32.h.
 *
 * The program checks the prototype against a plain reference (schoolbook
 * product, bitwise remainder, times R^-1 mod p) on edge and random inputs,
 * prints "fpmul26: N random + M edge inputs, 0 mismatches" and exits 1 on a
 * mismatch; then it counts a chain of 1000 multiplications in region
 * fp26_mul_x1000 (and the same with the final reduction to [0, p),
 * fp26_mul_canonical_x1000). Runs under qemu-user, rvsim and SP1's executor.
 */
#include <stddef.h>
#include <stdint.h>

#include "guest_rt.h"

#define N26 10
#define MASK26 0x3ffffffu

/* p in 26-bit limbs, the same limbs shifted left by 6, and -p^-1 mod 2^26:
 * computed at start-up from p's 32-bit words (fp26_setup), not typed in. */
static uint32_t fp26_p[N26], fp26_ps[N26], fp26_pinv;

/* p (EIP-196) as eight little-endian 32-bit words. */
static const uint32_t fp26_p32[8] = {0xd87cfd47u, 0x3c208c16u, 0x6871ca8du, 0x97816a91u,
                                     0x8181585du, 0xb85045b6u, 0xe131a029u, 0x30644e72u};

static void fp26_from32(uint32_t r[N26], const uint32_t w[8]) {
    int i;
    for (i = 0; i < N26; i++) {
        int bit = 26 * i, word = bit / 32, off = bit % 32;
        uint64_t v = w[word] >> off;
        if (word + 1 < 8) v |= (uint64_t)w[word + 1] << (32 - off);
        r[i] = (uint32_t)v & MASK26;
    }
}

static void fp26_to32(uint32_t w[8], const uint32_t a[N26]) {
    int i;
    for (i = 0; i < 8; i++) w[i] = 0;
    for (i = 0; i < N26; i++) {
        int bit = 26 * i, word = bit / 32, off = bit % 32;
        w[word] |= a[i] << off;
        if (off > 6 && word + 1 < 8) w[word + 1] |= a[i] >> (32 - off);
    }
}

static void fp26_setup(void) {
    uint32_t x = 1;
    int i;
    fp26_from32(fp26_p, fp26_p32);
    for (i = 0; i < N26; i++) fp26_ps[i] = fp26_p[i] << 6;
    /* p^-1 mod 2^26 by Newton's iteration x = x (2 - p x), 5 steps from 1 */
    for (i = 0; i < 5; i++) x *= 2u - fp26_p[0] * x;
    fp26_pinv = (0u - x) & MASK26;
}

/* One product into the running column sums: lo 26 bits to cur, high part to next. */
#define FP26_MAC(cur, next, x, ys)                                                                 \
    do {                                                                                           \
        uint32_t x_ = (x), ys_ = (ys);                                                             \
        (cur) += (x_ * ys_) >> 6;                                                                  \
        (next) += (uint32_t)(((uint64_t)x_ * ys_) >> 32);                                          \
    } while (0)

/* r = a b R^-1 mod p, r < 2p, for a, b < 2p; r may alias a or b. */
static void fp26_mul(uint32_t r[N26], const uint32_t a[N26], const uint32_t b[N26]) {
    uint32_t bs[N26], m[N26], t[N26];
    uint32_t cur = 0, next = 0, carry;
    int i, k;
    for (i = 0; i < N26; i++) bs[i] = b[i] << 6;
#pragma GCC unroll 19
    for (k = 0; k < 2 * N26 - 1; k++) {
        int lo = k < N26 ? 0 : k - (N26 - 1), hi = k < N26 ? k : N26 - 1;
#pragma GCC unroll 10
        for (i = lo; i <= hi; i++) FP26_MAC(cur, next, a[i], bs[k - i]);
        if (k < N26) {
#pragma GCC unroll 10
            for (i = 0; i < k; i++) FP26_MAC(cur, next, m[i], fp26_ps[k - i]);
            m[k] = (cur * fp26_pinv) & MASK26;
            /* m_k p_0: its low part cancels the column's low 26 bits */
            cur += (m[k] * fp26_ps[0]) >> 6;
            next += (uint32_t)(((uint64_t)m[k] * fp26_ps[0]) >> 32);
            carry = cur >> 26;
        } else {
#pragma GCC unroll 10
            for (i = k - (N26 - 1); i < N26; i++) FP26_MAC(cur, next, m[i], fp26_ps[k - i]);
            t[k - N26] = cur & MASK26;
            carry = cur >> 26;
        }
        cur = next + carry;
        next = 0;
    }
    t[N26 - 1] = cur; /* < 2^21: the result is below 2p < 2^255 */
    for (i = 0; i < N26; i++) r[i] = t[i];
}

/* r = a mod p for a < 2p (one conditional subtraction on 26-bit limbs). */
static void fp26_canonical(uint32_t r[N26], const uint32_t a[N26]) {
    uint32_t d[N26], borrow = 0;
    int i;
    for (i = 0; i < N26; i++) {
        uint32_t v = a[i] - fp26_p[i] - borrow;
        d[i] = v & MASK26;
        borrow = v >> 31;
    }
    for (i = 0; i < N26; i++) r[i] = borrow ? a[i] : d[i];
}

/* ---- the reference: a b R^-1 mod p on eight 32-bit words ------------------------ */

static int ref_cmp(const uint32_t a[8], const uint32_t b[8]) {
    int i;
    for (i = 7; i >= 0; i--)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

static void ref_sub_p(uint32_t a[8]) {
    uint32_t borrow = 0;
    int i;
    for (i = 0; i < 8; i++) {
        uint64_t d = (uint64_t)a[i] - fp26_p32[i] - borrow;
        a[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
}

/* r = a b mod p: the 512-bit product, then its remainder bit by bit. */
static void ref_mulmod(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) {
    uint32_t prod[16] = {0}, rem[8] = {0};
    int i, j, bit;
    for (i = 0; i < 8; i++) {
        uint64_t c = 0;
        for (j = 0; j < 8; j++) {
            c += (uint64_t)a[i] * b[j] + prod[i + j];
            prod[i + j] = (uint32_t)c;
            c >>= 32;
        }
        prod[i + 8] = (uint32_t)c;
    }
    for (bit = 511; bit >= 0; bit--) {
        for (j = 7; j > 0; j--) rem[j] = rem[j] << 1 | rem[j - 1] >> 31;
        rem[0] = rem[0] << 1 | ((prod[bit / 32] >> (bit % 32)) & 1);
        if (ref_cmp(rem, fp26_p32) >= 0) ref_sub_p(rem);
    }
    for (i = 0; i < 8; i++) r[i] = rem[i];
}

/* R^-1 mod p = 2^-260: 260 halvings of 1 modulo p (x/2, or (x + p)/2 when odd). */
static void ref_rinv(uint32_t r[8]) {
    int i, k;
    for (i = 0; i < 8; i++) r[i] = i == 0;
    for (k = 0; k < 260; k++) {
        uint32_t c = 0;
        if (r[0] & 1) { /* r + p < 2^255: no ninth word */
            uint64_t s = 0;
            for (i = 0; i < 8; i++) {
                s += (uint64_t)r[i] + fp26_p32[i];
                r[i] = (uint32_t)s;
                s >>= 32;
            }
        }
        for (i = 7; i >= 0; i--) {
            uint32_t w = r[i];
            r[i] = w >> 1 | c << 31;
            c = w & 1;
        }
    }
}

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint32_t rng32(void) { /* xorshift64* (Vigna 2016) */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (uint32_t)((rng_state * 0x2545f4914f6cdd1du) >> 32);
}

/* A random value below p, or with twice below 2p. */
static void rng_below_p(uint32_t w[8], int twice) {
    int i;
    for (;;) { /* below 2^254 (2^255 with twice), then rejected until below p (2p) */
        uint32_t lim[8], c = 0;
        for (i = 0; i < 8; i++) w[i] = rng32();
        w[7] &= twice ? 0x7fffffffu : 0x3fffffffu;
        for (i = 0; i < 8; i++) { /* lim = p or 2p */
            lim[i] = twice ? (fp26_p32[i] << 1 | c) : fp26_p32[i];
            c = fp26_p32[i] >> 31;
        }
        if (ref_cmp(w, lim) < 0) return;
    }
}

static void print_count(const char *s, unsigned long n) {
    char buf[96];
    size_t len = 0, i;
    char digits[24];
    int nd = 0;
    for (i = 0; s[i]; i++) buf[len++] = s[i];
    do {
        digits[nd++] = (char)('0' + n % 10);
        n /= 10;
    } while (n);
    while (nd) buf[len++] = digits[--nd];
    (void)bn254_guest_write_all(1, buf, len);
}

int main(int argc, char **argv) {
    uint32_t rinv[8], x32[8], y32[8], want[8], got32[8], x[N26], y[N26], z[N26];
    unsigned long bad = 0, random_n = 2000, edge_n = 0;
    unsigned long k;
    int i, e1, e2;
    (void)argc;
    (void)argv;
    fp26_setup();
    ref_rinv(rinv);

    /* edge inputs: 0, 1, p - 1, 2^255 - ... below 2p, and p itself (lazy inputs) */
    for (e1 = 0; e1 < 5; e1++) {
        for (e2 = 0; e2 < 5; e2++) {
            uint32_t v[2][8];
            int which[2] = {e1, e2}, s;
            for (s = 0; s < 2; s++) {
                for (i = 0; i < 8; i++) v[s][i] = 0;
                if (which[s] == 1) v[s][0] = 1;
                if (which[s] == 2 || which[s] == 3 || which[s] == 4) {
                    for (i = 0; i < 8; i++) v[s][i] = fp26_p32[i];
                    if (which[s] == 2) v[s][0] -= 1; /* p - 1 */
                    if (which[s] == 4) {             /* 2p - 1 */
                        uint32_t c = 0;
                        for (i = 0; i < 8; i++) {
                            uint32_t w = v[s][i];
                            v[s][i] = w << 1 | c;
                            c = w >> 31;
                        }
                        v[s][0] -= 1;
                    }
                }
            }
            fp26_from32(x, v[0]);
            fp26_from32(y, v[1]);
            fp26_mul(z, x, y);
            fp26_canonical(z, z);
            fp26_to32(got32, z);
            /* the reference takes canonical operands */
            if (ref_cmp(v[0], fp26_p32) >= 0) ref_sub_p(v[0]);
            if (ref_cmp(v[1], fp26_p32) >= 0) ref_sub_p(v[1]);
            ref_mulmod(want, v[0], v[1]);
            ref_mulmod(want, want, rinv);
            if (ref_cmp(got32, want) != 0) bad++;
            edge_n++;
        }
    }
    for (k = 0; k < random_n; k++) {
        rng_below_p(x32, k & 1);
        rng_below_p(y32, (k >> 1) & 1);
        fp26_from32(x, x32);
        fp26_from32(y, y32);
        fp26_mul(z, x, y);
        for (i = 0; i < N26; i++) bad += z[i] >> 26 != 0 && i < N26 - 1; /* limbs stay 26-bit */
        fp26_canonical(z, z);
        fp26_to32(got32, z);
        if (ref_cmp(x32, fp26_p32) >= 0) ref_sub_p(x32);
        if (ref_cmp(y32, fp26_p32) >= 0) ref_sub_p(y32);
        ref_mulmod(want, x32, y32);
        ref_mulmod(want, want, rinv);
        if (ref_cmp(got32, want) != 0) bad++;
    }
    print_count("fpmul26: ", random_n);
    print_count(" random + ", edge_n);
    print_count(" edge inputs, ", bad);
    (void)bn254_guest_write_all(1, " mismatches\n", 12);
    if (bad) return 1;

    rng_below_p(x32, 0);
    rng_below_p(y32, 0);
    fp26_from32(x, x32);
    fp26_from32(y, y32);
    bn254_guest_region_begin("fp26_mul_x1000");
    for (k = 0; k < 1000 / 8; k++) {
        fp26_mul(x, x, y);
        fp26_mul(x, x, y);
        fp26_mul(x, x, y);
        fp26_mul(x, x, y);
        fp26_mul(x, x, y);
        fp26_mul(x, x, y);
        fp26_mul(x, x, y);
        fp26_mul(x, x, y);
    }
    bn254_guest_region_end();
    bn254_guest_region_begin("fp26_mul_canonical_x1000");
    for (k = 0; k < 1000 / 8; k++) {
        fp26_mul(x, x, y);
        fp26_canonical(x, x);
        fp26_mul(x, x, y);
        fp26_canonical(x, x);
        fp26_mul(x, x, y);
        fp26_canonical(x, x);
        fp26_mul(x, x, y);
        fp26_canonical(x, x);
        fp26_mul(x, x, y);
        fp26_canonical(x, x);
        fp26_mul(x, x, y);
        fp26_canonical(x, x);
        fp26_mul(x, x, y);
        fp26_canonical(x, x);
        fp26_mul(x, x, y);
        fp26_canonical(x, x);
    }
    bn254_guest_region_end();
    fp26_to32(got32, x);
    print_count("fpmul26: chain result word 0 = ", got32[0]);
    (void)bn254_guest_write_all(1, "\n", 1);
    return 0;
}
