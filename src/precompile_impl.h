/* SPDX-License-Identifier: MIT */
/*
 * precompile_impl.h: the EVM byte boundary. Decoding and validation of
 * EIP-196/197 inputs, encoding of outputs, and the three precompile bodies.
 * This is the only place that knows the EVM's word order (G2 imaginary part
 * first) and the (0,0) encoding of infinity.
 */
#ifndef BN254_PRECOMPILE_IMPL_H
#define BN254_PRECOMPILE_IMPL_H

#include "../include/bn254.h"
#include "fp.h"
#include "fp12.h"
#include "fp2.h"
#include "g1.h"
#include "g2.h"
#include "glv.h"
#include "pairing.h"

/* Copy in[0..in_len) into buf[0..want), zero-padding or truncating:
 * EIP-196 reads inputs as if right-padded with zeros. Never reads past in_len. */
static void bn254_pad_input(uint8_t *buf, size_t want, const uint8_t *in, size_t in_len) {
    size_t n = in_len < want ? in_len : want;
    if (n > 0) bn254_copy(buf, in, n);
    if (n < want) bn254_zero(buf + n, want - n);
}

static int bn254_is_zero_bytes(const uint8_t *b, size_t n) {
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++) acc |= b[i];
    return acc == 0;
}

/* G1 point from x || y (64 bytes), without the curve check: (0,0) is
 * infinity (both words are in the field, so it skips the conversions);
 * 0 if a word is >= p. */
static int bn254_parse_g1(bn254_g1_aff *r, const uint8_t in[64]) {
    if (bn254_is_zero_bytes(in, 64)) {
        bn254_g1_aff_set_infinity(r);
        return 1;
    }
    r->infinity = 0;
    return bn254_fp_from_be32(&r->x, in) && bn254_fp_from_be32(&r->y, in + 32);
}

/* G2 point from x_im || x_re || y_im || y_re (128 bytes, EIP-197 order:
 * imaginary part first), without the twist and subgroup checks; as above. */
static int bn254_parse_g2(bn254_g2_aff *r, const uint8_t in[128]) {
    if (bn254_is_zero_bytes(in, 128)) {
        bn254_g2_aff_set_infinity(r);
        return 1;
    }
    r->infinity = 0;
    return bn254_fp_from_be32(&r->x.c1, in) && bn254_fp_from_be32(&r->x.c0, in + 32) &&
           bn254_fp_from_be32(&r->y.c1, in + 64) && bn254_fp_from_be32(&r->y.c0, in + 96);
}

/* Decoding with the EIP-196/197 checks in their order: field, curve. */
static bn254_status bn254_decode_g1(bn254_g1_aff *r, const uint8_t in[64]) {
    if (!bn254_parse_g1(r, in)) return BN254_ERR_NOT_IN_FIELD;
    if (!bn254_g1_aff_is_on_curve(r)) return BN254_ERR_NOT_ON_CURVE;
    return BN254_OK;
}

/* Field, twist, then (if asked) subgroup. */
static bn254_status bn254_decode_g2(bn254_g2_aff *r, const uint8_t in[128], int check_subgroup) {
    if (!bn254_parse_g2(r, in)) return BN254_ERR_NOT_IN_FIELD;
    if (!bn254_g2_aff_is_on_curve(r)) return BN254_ERR_NOT_ON_CURVE;
    if (check_subgroup && !bn254_g2_aff_is_in_subgroup(r)) return BN254_ERR_NOT_IN_SUBGROUP;
    return BN254_OK;
}

static void bn254_encode_g1(uint8_t out[64], const bn254_g1_aff *a) {
    if (a->infinity) {
        bn254_zero(out, 64);
        return;
    }
    bn254_fp_to_be32(out, &a->x);
    bn254_fp_to_be32(out + 32, &a->y);
}

static bn254_status bn254_precompile_ecadd(uint8_t out[64], const uint8_t *in, size_t in_len) {
    uint8_t buf[BN254_ECADD_INPUT_LEN];
    bn254_g1_aff a, b;
    bn254_status st;
    bn254_pad_input(buf, sizeof buf, in, in_len);
    if ((st = bn254_decode_g1(&a, buf)) != BN254_OK || (st = bn254_decode_g1(&b, buf + 64)) != BN254_OK) {
        bn254_zero(out, 64);
        return st;
    }
    bn254_g1_aff_add(&a, &a, &b);
    bn254_encode_g1(out, &a);
    return BN254_OK;
}

static bn254_status bn254_precompile_ecmul(uint8_t out[64], const uint8_t *in, size_t in_len) {
    uint8_t buf[BN254_ECMUL_INPUT_LEN];
    bn254_g1_aff a;
    bn254_scalar k;
    bn254_status st;
    bn254_pad_input(buf, sizeof buf, in, in_len);
    if ((st = bn254_decode_g1(&a, buf)) != BN254_OK) {
        bn254_zero(out, 64);
        return st;
    }
    bn254_scalar_from_be32(&k, buf + 64);
    bn254_g1_mul(&a, &a, &k);
    bn254_encode_g1(out, &a);
    return BN254_OK;
}

/* acc *= Miller loop of one batch (acc starts as the first batch's value). */
static void bn254_pairing_accumulate(bn254_fp12 *acc, int *have_acc, const bn254_g1_aff *p,
                                     const bn254_g2_aff *q, size_t n) {
    bn254_fp12 f;
    bn254_miller_loop(&f, p, q, n);
    if (*have_acc) {
        bn254_fp12_mul(acc, acc, &f);
    } else {
        *acc = f;
        *have_acc = 1;
    }
}

/*
 * acc = the product of the Miller loops of the pairs in[0..pairs), every
 * point of which is valid (pass 1 checked them): parsed again without the
 * checks, in fixed-size batches (one multi-Miller loop each, so stack use
 * does not grow with the input). Within a batch, a pair that shares its G1
 * or its G2 point, up to sign, with a pair already there is merged into it
 * (bn254_pairing_batch_add: e(P, Q) e(P, Q') = e(P, Q + Q')), and a merged
 * sum at infinity drops its pair; pairs with an infinity are skipped. The
 * final exponentiation of acc is the same as without merging. Returns 0 if
 * no pair is left (the product is 1; acc untouched).
 */
static int bn254_pairing_miller_merged(bn254_fp12 *acc, const uint8_t *in, size_t pairs) {
    bn254_g1_aff ps[BN254_MILLER_BATCH], p;
    bn254_g2_aff qs[BN254_MILLER_BATCH], q;
    size_t i, n = 0;
    int have_acc = 0;
    for (i = 0; i < pairs; i++) {
        const uint8_t *chunk = in + i * BN254_PAIR_LEN;
        (void)bn254_parse_g1(&p, chunk);
        (void)bn254_parse_g2(&q, chunk + 64);
        if (p.infinity || q.infinity) continue; /* contributes 1 */
        bn254_pairing_batch_add(ps, qs, &n, &p, &q);
        if (n == BN254_MILLER_BATCH) {
            bn254_pairing_accumulate(acc, &have_acc, ps, qs, n);
            n = 0;
        }
    }
    if (n > 0) bn254_pairing_accumulate(acc, &have_acc, ps, qs, n);
    return have_acc;
}

static bn254_status bn254_precompile_ecpairing(uint8_t out[32], const uint8_t *in, size_t in_len) {
    bn254_g1_aff p;
    bn254_g2_aff q;
    bn254_fp12 acc, f;
    size_t pairs, i;
    int one;
    bn254_status st;

    if (in_len % BN254_PAIR_LEN != 0) {
        bn254_zero(out, 32);
        return BN254_ERR_INPUT_LENGTH;
    }
    pairs = in_len / BN254_PAIR_LEN;

    /* Pass 1: validate every point before any pairing work, so that an invalid
     * pair anywhere costs only validation (and the error is the first one);
     * merging in pass 2 relies on every point being valid. */
    for (i = 0; i < pairs; i++) {
        const uint8_t *chunk = in + i * BN254_PAIR_LEN;
        if ((st = bn254_decode_g1(&p, chunk)) != BN254_OK ||
            (st = bn254_decode_g2(&q, chunk + 64, 1)) != BN254_OK) {
            bn254_zero(out, 32);
            return st;
        }
    }

    /* Pass 2: Miller loops (merging pairs that share a point), one final
     * exponentiation; out may alias in, so it is written only after. */
    one = 1; /* the empty product */
    if (bn254_pairing_miller_merged(&acc, in, pairs)) {
        bn254_final_exp(&f, &acc);
        one = bn254_fp12_is_one(&f);
    }
    bn254_zero(out, 32);
    out[31] = (uint8_t)one;
    return BN254_OK;
}

#endif /* BN254_PRECOMPILE_IMPL_H */
