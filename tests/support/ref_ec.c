/* SPDX-License-Identifier: MIT */
/* ref_ec.c: encodings and validity rules on reference integers (ref_ec.h). */
#include "ref_ec.h"

#include <stdlib.h>
#include <string.h>

#include "hex.h"
#include "ref_int.h"

void bn254_ref_g1_gen(uint8_t out[64]) {
    memset(out, 0, 64);
    out[31] = 1, out[63] = 2;
}

void bn254_ref_g2_gen(uint8_t out[128]) {
    if (bn254_hex_to_bytes(out, 128, BN254_REF_G2_GEN_HEX) != 0) abort();
}

void bn254_ref_p_be(uint8_t out[32]) {
    bn254_ref_to_be(out, bn254_ref_p);
}

void bn254_ref_r_be(uint8_t out[32]) {
    bn254_ref_to_be(out, bn254_ref_r);
}

int bn254_ref_all_zero(const uint8_t *b, size_t n) {
    size_t i;
    for (i = 0; i < n; i++)
        if (b[i] != 0) return 0;
    return 1;
}

/* n words of 32 bytes into integers; 0 if one is not below p. */
static int bn254_ref_words(uint64_t (*w)[4], const uint8_t *in, int n) {
    int i;
    for (i = 0; i < n; i++) {
        bn254_ref_from_be(w[i], in + 32 * i);
        if (bn254_ref_cmp(w[i], bn254_ref_p) >= 0) return 0;
    }
    return 1;
}

bn254_status bn254_ref_g1_status(const uint8_t in[64]) {
    uint64_t w[2][4], lhs[4], rhs[4], three[4];
    if (!bn254_ref_words(w, in, 2)) return BN254_ERR_NOT_IN_FIELD;
    if (bn254_ref_all_zero(in, 64)) return BN254_OK;
    bn254_ref_mulmod(lhs, w[1], w[1], bn254_ref_p);
    bn254_ref_mulmod(rhs, w[0], w[0], bn254_ref_p);
    bn254_ref_mulmod(rhs, rhs, w[0], bn254_ref_p);
    bn254_ref_set_u64(three, 3);
    bn254_ref_addmod(rhs, rhs, three, bn254_ref_p);
    return bn254_ref_cmp(lhs, rhs) == 0 ? BN254_OK : BN254_ERR_NOT_ON_CURVE;
}

/* Encoding words to (x, y) and back: n = 2 for G1 (x, y: zero imaginary
 * parts), n = 4 for G2 (x_im, x_re, y_im, y_re). */
static void bn254_ref_split(bn254_ref_fp2 *x, bn254_ref_fp2 *y, uint64_t (*w)[4], int n) {
    memset(x, 0, sizeof *x);
    memset(y, 0, sizeof *y);
    memcpy(x->c0, w[n / 2 - 1], 32);
    memcpy(y->c0, w[n - 1], 32);
    if (n == 4) {
        memcpy(x->c1, w[0], 32);
        memcpy(y->c1, w[2], 32);
    }
}

static void bn254_ref_join(uint8_t *out, const bn254_ref_fp2 *x, const bn254_ref_fp2 *y, int n) {
    bn254_ref_to_be(out + 32 * (n / 2 - 1), x->c0);
    bn254_ref_to_be(out + 32 * (n - 1), y->c0);
    if (n == 4) {
        bn254_ref_to_be(out, x->c1);
        bn254_ref_to_be(out + 64, y->c1);
    }
}

bn254_status bn254_ref_g2_curve_status(const uint8_t in[128]) {
    uint64_t w[4][4];
    bn254_ref_fp2 x, y, lhs, rhs, b;
    if (!bn254_ref_words(w, in, 4)) return BN254_ERR_NOT_IN_FIELD;
    if (bn254_ref_all_zero(in, 128)) return BN254_OK;
    bn254_ref_split(&x, &y, w, 4);
    bn254_ref_fp2_mul(&lhs, &y, &y);
    bn254_ref_fp2_mul(&rhs, &x, &x);
    bn254_ref_fp2_mul(&rhs, &rhs, &x);
    bn254_ref_twist_b(&b);
    bn254_ref_fp2_add(&rhs, &rhs, &b);
    return bn254_ref_cmp(lhs.c0, rhs.c0) == 0 && bn254_ref_cmp(lhs.c1, rhs.c1) == 0
               ? BN254_OK
               : BN254_ERR_NOT_ON_CURVE;
}

/* A word w < p to p - w (0 stays 0). */
static void bn254_ref_neg_word(uint8_t out[32], const uint8_t in[32]) {
    uint64_t v[4];
    bn254_ref_from_be(v, in);
    bn254_ref_negmod(v, v, bn254_ref_p);
    bn254_ref_to_be(out, v);
}

void bn254_ref_g1_neg(uint8_t out[64], const uint8_t in[64]) {
    memmove(out, in, 32);
    bn254_ref_neg_word(out + 32, in + 32);
}

void bn254_ref_g2_neg(uint8_t out[128], const uint8_t in[128]) {
    memmove(out, in, 64);
    bn254_ref_neg_word(out + 64, in + 64);
    bn254_ref_neg_word(out + 96, in + 96);
}

/*
 * (x3, y3) = A + B by the chord-and-tangent rule on curves y^2 = x^3 + b
 * over Fp2 (b does not appear in it); G1 points have zero imaginary parts,
 * which the rule keeps. Returns 0, or 1 for the point at infinity. A and B
 * are finite points of the curve.
 */
static int bn254_ref_aff_add(bn254_ref_fp2 *x3, bn254_ref_fp2 *y3, const bn254_ref_fp2 *xa,
                             const bn254_ref_fp2 *ya, const bn254_ref_fp2 *xb,
                             const bn254_ref_fp2 *yb) {
    bn254_ref_fp2 l, t;
    if (memcmp(xa, xb, sizeof *xa) != 0) {
        /* chord: l = (yb - ya) / (xb - xa) */
        bn254_ref_fp2_sub(&l, yb, ya);
        bn254_ref_fp2_sub(&t, xb, xa);
    } else {
        bn254_ref_fp2_add(&t, ya, yb);
        if (bn254_ref_is_zero(t.c0) && bn254_ref_is_zero(t.c1)) return 1; /* B = -A */
        /* tangent: l = 3 x^2 / 2y */
        bn254_ref_fp2_mul(&l, xa, xa);
        bn254_ref_fp2_add(&t, &l, &l);
        bn254_ref_fp2_add(&l, &t, &l);
        bn254_ref_fp2_add(&t, ya, ya);
    }
    bn254_ref_fp2_inv(&t, &t);
    bn254_ref_fp2_mul(&l, &l, &t);
    /* x3 = l^2 - xa - xb, y3 = l (xa - x3) - ya */
    bn254_ref_fp2_mul(x3, &l, &l);
    bn254_ref_fp2_sub(x3, x3, xa);
    bn254_ref_fp2_sub(x3, x3, xb);
    bn254_ref_fp2_sub(&t, xa, x3);
    bn254_ref_fp2_mul(y3, &l, &t);
    bn254_ref_fp2_sub(y3, y3, ya);
    return 0;
}

/* A + B on encodings of n words (2: G1, 4: G2). */
static void bn254_ref_add_words(uint8_t *out, const uint8_t *a, const uint8_t *b, int n) {
    uint64_t wa[4][4], wb[4][4];
    size_t len = 32 * (size_t)n;
    bn254_ref_fp2 xa, ya, xb, yb, x3, y3;
    if (bn254_ref_all_zero(a, len) || bn254_ref_all_zero(b, len)) {
        memmove(out, bn254_ref_all_zero(a, len) ? b : a, len);
        return;
    }
    (void)bn254_ref_words(wa, a, n);
    (void)bn254_ref_words(wb, b, n);
    bn254_ref_split(&xa, &ya, wa, n);
    bn254_ref_split(&xb, &yb, wb, n);
    if (bn254_ref_aff_add(&x3, &y3, &xa, &ya, &xb, &yb)) {
        memset(out, 0, len);
    } else {
        bn254_ref_join(out, &x3, &y3, n);
    }
}

void bn254_ref_g1_add(uint8_t out[64], const uint8_t a[64], const uint8_t b[64]) {
    bn254_ref_add_words(out, a, b, 2);
}

void bn254_ref_g2_add(uint8_t out[128], const uint8_t a[128], const uint8_t b[128]) {
    bn254_ref_add_words(out, a, b, 4);
}
