/* SPDX-License-Identifier: MIT */
/*
 * internal.h: test support that needs the library's internals, for the
 * programs that compile src/bn254.c into themselves (the layer tests, the
 * fuzz targets and their replay): include it after src/bn254.c. Builds field elements and points
 * from reference integers and hex literals (ref_int.h), draws random ones (rng.h) biased towards
 * the edge values where carry bugs live (0, 1, p-1, limb boundaries, long runs of equal bits),
 * gives the EIP-196/197 generators, and maps Fp12 to the w-basis the known answers are written in.
 * No cmocka: failures abort.
 */
#ifndef BN254_TEST_INTERNAL_H
#define BN254_TEST_INTERNAL_H

#ifndef BN254_PRECOMPILE_IMPL_H
#error "include src/bn254.c before tests/support/internal.h"
#endif

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "lib_refs.h"
#include "hex.h"
#include "ref_ec.h"
#include "ref_int.h"
#include "rng.h"

/* ---- field elements from integers -------------------------------------- */

/* From a canonical integer (< p). */
BN254_UNUSED static void bn254_test_fp_from_int(bn254_fp *r, const uint64_t v[4]) {
    BN254_CHECK(bn254_ref_cmp(v, bn254_ref_p) < 0);
    bn254_kern_fp_from_int(r, v);
}

/* From any 256-bit value, reduced mod p first (by subtraction: 2^256 < 6p). */
BN254_UNUSED static void bn254_test_fp_from_raw(bn254_fp *r, const uint64_t raw[4]) {
    uint64_t t[4];
    memcpy(t, raw, sizeof t);
    while (bn254_ref_cmp(t, bn254_ref_p) >= 0) (void)bn254_ref_sub(t, t, bn254_ref_p);
    bn254_kern_fp_from_int(r, t);
}

/* From a field element literal of ref_int.h: "[-]HEX[/HEX]". */
BN254_UNUSED static void bn254_test_fp_from_hex(bn254_fp *r, const char *s) {
    uint64_t v[4];
    if (bn254_ref_parse_fp(v, s) != 0) {
        fprintf(stderr, "bad field element literal '%s'\n", s);
        BN254_CHECK(!"malformed literal");
    }
    bn254_kern_fp_from_int(r, v);
}

BN254_UNUSED static void bn254_test_fp2_from_hex(bn254_fp2 *r, const char *c0, const char *c1) {
    bn254_test_fp_from_hex(&r->c0, c0);
    bn254_test_fp_from_hex(&r->c1, c1);
}

/* Any 256-bit integer from up to 64 hex digits (scalars, exponents). */
BN254_UNUSED static void bn254_test_int_from_hex(uint64_t r[4], const char *hex) {
    if (bn254_ref_from_hex(r, hex) != 0) {
        fprintf(stderr, "bad hex integer '%s'\n", hex);
        BN254_CHECK(!"malformed hex");
    }
}

/* 64 lower-case digits and a NUL. */
BN254_UNUSED static void bn254_test_fp_to_hex(char out[65], const bn254_fp *a) {
    uint8_t b[32];
    bn254_fp_to_be32(b, a);
    bn254_hex_encode(out, b, 32);
}

/* ---- edge values --------------------------------------------------------- */

/* 0, 1, 2, p-1, p-2, (p-1)/2, 2^64-1, 2^64, 2^128-1, 2^128, 2^192-1, 2^192,
 * 2^253-1 and R mod p (the Montgomery one, as a raw value): rows 0 .. 13. */
#define BN254_TEST_N_EDGES 14

BN254_UNUSED static const uint64_t *bn254_test_edge(size_t i) {
    static uint64_t table[BN254_TEST_N_EDGES][4];
    static int filled = 0;
    static const uint64_t r_mod_p[4] = {BN254_FP_ONE_MONT};
    if (!filled) {
        size_t k;
        for (k = 0; k < 3; k++) bn254_ref_set_u64(table[k], k);
        (void)bn254_ref_sub_u64(table[3], bn254_ref_p, 1);
        (void)bn254_ref_sub_u64(table[4], bn254_ref_p, 2);
        bn254_ref_shr1(table[5], table[3]);
        /* 2^(64k) - 1 and 2^(64k) for k = 1, 2, 3 */
        for (k = 0; k < 3; k++) {
            memset(table[6 + 2 * k], 0, 32);
            memset(table[6 + 2 * k], 0xff, 8 * (k + 1));
            (void)bn254_ref_add_u64(table[7 + 2 * k], table[6 + 2 * k], 1);
        }
        memset(table[12], 0xff, 32);
        table[12][3] = 0x1fffffffffffffffULL;
        memcpy(table[13], r_mod_p, 32);
        filled = 1;
    }
    BN254_CHECK(i < BN254_TEST_N_EDGES);
    return table[i];
}

/* ---- random elements --------------------------------------------------------- */

/* Edge values 1 time in 8, else edge-biased random bits mod p. */
BN254_UNUSED static void bn254_test_rand_fp(bn254_fp *r) {
    uint64_t raw[4];
    if (bn254_test_rand64() % 8 == 0) {
        bn254_test_fp_from_raw(r, bn254_test_edge(bn254_test_rand64() % BN254_TEST_N_EDGES));
        return;
    }
    bn254_test_rand256(raw);
    raw[3] &= 0x3fffffffffffffffULL;
    bn254_test_fp_from_raw(r, raw);
}

/* n random coordinates: a tower element is its Fp coordinates in the order
 * of its members (Fp2: 2, Fp6: 6, Fp12: 12). */
BN254_UNUSED static void bn254_test_rand_coords(bn254_fp *c, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) bn254_test_rand_fp(&c[i]);
}

BN254_UNUSED static void bn254_test_rand_fp2(bn254_fp2 *r) {
    bn254_test_rand_coords(&r->c0, 2);
}

BN254_UNUSED static void bn254_test_rand_fp6(bn254_fp6 *r) {
    bn254_test_rand_coords(&r->c0.c0, 6);
}

BN254_UNUSED static void bn254_test_rand_fp12(bn254_fp12 *r) {
    bn254_test_rand_coords(&r->c0.c0.c0, 12);
}

BN254_UNUSED static int bn254_test_fp12_is_zero(const bn254_fp12 *a) {
    return bn254_fp6_is_zero(&a->c0) && bn254_fp6_is_zero(&a->c1);
}

BN254_UNUSED static void bn254_test_rand_nonzero_fp(bn254_fp *a) {
    do {
        bn254_test_rand_fp(a);
    } while (bn254_fp_is_zero(a));
}

BN254_UNUSED static void bn254_test_rand_nonzero_fp2(bn254_fp2 *a) {
    do {
        bn254_test_rand_fp2(a);
    } while (bn254_fp2_is_zero(a));
}

BN254_UNUSED static void bn254_test_rand_nonzero_fp12(bn254_fp12 *a) {
    do {
        bn254_test_rand_fp12(a);
    } while (bn254_test_fp12_is_zero(a));
}

/* ---- Fp12 in the w-basis --------------------------------------------------------
 * Known answers list an Fp12 element as its coordinates g0 .. g5 in the basis
 * 1, w, ..., w^5 (w^6 = xi): g_i is c(i%2).c(i/2) of the tower. */

BN254_UNUSED static void bn254_test_fp12_to_w(bn254_fp2 g[6], const bn254_fp12 *a) {
    g[0] = a->c0.c0, g[2] = a->c0.c1, g[4] = a->c0.c2;
    g[1] = a->c1.c0, g[3] = a->c1.c1, g[5] = a->c1.c2;
}

BN254_UNUSED static void bn254_test_fp12_from_w(bn254_fp12 *a, const bn254_fp2 g[6]) {
    a->c0.c0 = g[0], a->c0.c1 = g[2], a->c0.c2 = g[4];
    a->c1.c0 = g[1], a->c1.c1 = g[3], a->c1.c2 = g[5];
}

/* Fp12 addition, subtraction, negation and zero, coordinate by coordinate
 * in the w-basis: the library's Fp12 layer has no use for them, the tests'
 * ring laws do. */
BN254_UNUSED static void
bn254_test_fp12_map2(bn254_fp12 *r, const bn254_fp12 *a, const bn254_fp12 *b,
                     void (*op)(bn254_fp2 *, const bn254_fp2 *, const bn254_fp2 *)) {
    bn254_fp2 ga[6], gb[6];
    int i;
    bn254_test_fp12_to_w(ga, a);
    bn254_test_fp12_to_w(gb, b);
    for (i = 0; i < 6; i++) op(&ga[i], &ga[i], &gb[i]);
    bn254_test_fp12_from_w(r, ga);
}

BN254_UNUSED static void bn254_test_fp12_set_zero(bn254_fp12 *r) {
    memset(r, 0, sizeof *r);
}

BN254_UNUSED static void bn254_test_fp12_add(bn254_fp12 *r, const bn254_fp12 *a,
                                             const bn254_fp12 *b) {
    bn254_test_fp12_map2(r, a, b, bn254_fp2_add);
}

BN254_UNUSED static void bn254_test_fp12_sub(bn254_fp12 *r, const bn254_fp12 *a,
                                             const bn254_fp12 *b) {
    bn254_test_fp12_map2(r, a, b, bn254_fp2_sub);
}

BN254_UNUSED static void bn254_test_fp12_neg(bn254_fp12 *r, const bn254_fp12 *a) {
    bn254_fp12 zero;
    bn254_test_fp12_set_zero(&zero);
    bn254_test_fp12_map2(r, &zero, a, bn254_fp2_sub);
}

/* Hex w-basis coordinates g0 .. g5, each (real, imaginary), to an element. */
BN254_UNUSED static void bn254_test_fp12_from_hex(bn254_fp12 *r, const char *const h[12]) {
    bn254_fp2 g[6];
    int i;
    for (i = 0; i < 6; i++) bn254_test_fp2_from_hex(&g[i], h[2 * i], h[2 * i + 1]);
    bn254_test_fp12_from_w(r, g);
}

/* ---- generators and encodings (EIP-196 G1 = (1, 2); EIP-197 G2) ------------------ */

BN254_UNUSED static void bn254_test_g1_generator(bn254_g1_aff *g) {
    bn254_fp_set_u64(&g->x, 1);
    bn254_fp_set_u64(&g->y, 2);
    g->infinity = 0;
}

/* Precompile encodings (EIP-196/197: G1 x || y, G2 x_im || x_re || y_im ||
 * y_re, infinity all zeros) written and read word by word with reference
 * integers: not by the library's decoder, and without any check. The
 * library itself has no G2 encoder (the precompiles never output G2 points). */
BN254_UNUSED static void bn254_test_encode_words(uint8_t *out, const bn254_fp *const *w, int n,
                                                 int infinity) {
    int i;
    memset(out, 0, 32 * (size_t)n);
    for (i = 0; i < n && !infinity; i++) bn254_fp_to_be32(out + 32 * i, w[i]);
}

/* Returns 1 for the all-zero encoding (infinity). */
BN254_UNUSED static int bn254_test_decode_words(bn254_fp *const *w, int n, const uint8_t *in) {
    uint64_t v[4];
    int i;
    for (i = 0; i < n; i++) {
        bn254_ref_from_be(v, in + 32 * i);
        bn254_test_fp_from_int(w[i], v);
    }
    return bn254_ref_all_zero(in, 32 * (size_t)n);
}

BN254_UNUSED static void bn254_test_encode_g1(uint8_t out[64], const bn254_g1_aff *a) {
    const bn254_fp *w[2];
    w[0] = &a->x, w[1] = &a->y;
    bn254_test_encode_words(out, w, 2, a->infinity);
}

BN254_UNUSED static void bn254_test_encode_g2(uint8_t out[128], const bn254_g2_aff *a) {
    const bn254_fp *w[4];
    w[0] = &a->x.c1, w[1] = &a->x.c0, w[2] = &a->y.c1, w[3] = &a->y.c0;
    bn254_test_encode_words(out, w, 4, a->infinity);
}

BN254_UNUSED static void bn254_test_g1_from_encoding(bn254_g1_aff *r, const uint8_t in[64]) {
    bn254_fp *w[2];
    w[0] = &r->x, w[1] = &r->y;
    r->infinity = bn254_test_decode_words(w, 2, in);
}

BN254_UNUSED static void bn254_test_g2_from_encoding(bn254_g2_aff *r, const uint8_t in[128]) {
    bn254_fp *w[4];
    w[0] = &r->x.c1, w[1] = &r->x.c0, w[2] = &r->y.c1, w[3] = &r->y.c0;
    r->infinity = bn254_test_decode_words(w, 4, in);
}

BN254_UNUSED static void bn254_test_g2_generator(bn254_g2_aff *g) {
    uint8_t b[128];
    bn254_ref_g2_gen(b);
    bn254_test_g2_from_encoding(g, b);
}

#endif /* BN254_TEST_INTERNAL_H */
