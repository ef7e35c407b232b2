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
#include "g2cache.h"
#include "glv.h"
#include "pairing.h"
#include "precompile.h"

/* Read once: BN254_READ_INPUT (precompile.h) is the only way the caller's
 * input is read. */

/* Zeros that bn254_pad_input copies: the longest padded input is ecadd's. */
static const uint8_t bn254_pad_zeros[BN254_ECADD_INPUT_LEN] = {0};

/* Copy in[0..in_len) into buf[0..want), zero-padding or truncating:
 * EIP-196 reads inputs as if right-padded with zeros. Never reads past in_len.
 * Inlined with a constant want, both the
 * full-length copy and the clear before a short copy are copies of constant
 * size (vector moves): gcc makes a copy or clear of run-time length, and even
 * a constant-size memset, into rep movs / rep stos, whose start-up cost
 * (~10 ns on Zen 5; 8604340, 2026-12-02) was half of a call on infinity or empty inputs. */
static BN254_INLINE void bn254_pad_input(uint8_t *buf, size_t want, const uint8_t *in,
                                         size_t in_len) {
    VERIFY_CHECK(want <= sizeof bn254_pad_zeros);
    if (in_len >= want) {
        BN254_READ_INPUT(buf, in, want);
        return;
    }
    bn254_copy(buf, bn254_pad_zeros, want);
    if (in_len > 0) BN254_READ_INPUT(buf, in, in_len);
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
    if ((st = bn254_decode_g1(&a, buf)) != BN254_OK ||
        (st = bn254_decode_g1(&b, buf + 64)) != BN254_OK) {
        bn254_zero(out, 64);
        return st;
    }
    /* a + O = a and O + b = b: the result is an input point's own bytes (words
     * < p are their canonical encoding), without the round trip out of
     * Montgomery form. (0,0) + (0,0) copies zeros. */
    if (b.infinity || a.infinity) {
        bn254_copy(out, b.infinity ? buf : buf + 64, 64);
        return BN254_OK;
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

/*
 * ecpairing in one pass over its input: each 192-byte pair is copied once,
 * decoded and validated (EIP-197: field, curve, G2 subgroup), and its points
 * go into the pairing stream (pairing.h), which merges pairs that share a
 * point within its 16-pair batch and runs a multi-Miller loop whenever the
 * batch is full; one final exponentiation at the end. The first pair that
 * fails, in input order, gives the error, as when every pair was validated
 * before any pairing work (go-ethereum decodes every pair first): the pairs
 * before it all passed. On that path the Miller loops of the batches already
 * full are wasted work, at most that of a valid input of the same length,
 * whose gas a failing call consumes anyway. out may alias in: it is written
 * only after the last read. The Fp12 chains (the Miller loops, the final
 * exponentiation) all take the form read once at the start (fp12.h).
 *
 * With a cache (g2cache.h; NULL: none), the G2 bytes of a pair whose G1 point
 * is valid and finite are looked up first: a hit gives the point (valid: only
 * valid points are stored) and its lines, so the status is the one decoding
 * would give, and the pair enters the stream with its lines; a miss decodes
 * and checks as without a cache, and a valid point may then be prepared into
 * it. The pairs' error order is the same: the G1 point is decoded first.
 */
static BN254_NOINLINE bn254_status bn254_pairing_read_pairs(bn254_fp12 *acc, int *have_acc,
                                                            const uint8_t *in, size_t pairs,
                                                            bn254_g2_cache *cache,
                                                            bn254_fp12_form form) {
    bn254_pairing_stream s;
    bn254_g2c_session ses;
    uint8_t pair[BN254_PAIR_LEN];
    bn254_g1_aff p;
    bn254_g2_aff q;
    size_t i;
    bn254_status st = BN254_OK;
    bn254_pairing_stream_init(&s, form);
    bn254_g2c_session_start(&ses, cache, 0);
    for (i = 0; i < pairs; i++) {
        const bn254_g2_prepared *lines = NULL;
        const uint8_t *key = pair + 64;
        BN254_READ_INPUT(pair, in + i * BN254_PAIR_LEN, BN254_PAIR_LEN);
        if ((st = bn254_decode_g1(&p, pair)) != BN254_OK) break;
        if (ses.cache != NULL && !p.infinity && !bn254_is_zero_bytes(key, 128)) {
            uint64_t h = bn254_g2c_hash(key);
            lines = bn254_g2c_session_find(&ses, &q, key, h);
            if (lines == NULL) {
                if ((st = bn254_decode_g2(&q, key, 1)) != BN254_OK) break;
                lines = bn254_g2c_session_insert(&ses, &q, key, h);
            }
        } else if ((st = bn254_decode_g2(&q, key, 1)) != BN254_OK) {
            break;
        }
        /* a full batch has run its Miller loop: its lines are read */
        if (bn254_pairing_stream_add(&s, &p, &q, lines)) bn254_g2c_session_release(&ses);
    }
    if (st == BN254_OK) *have_acc = bn254_pairing_stream_finish(acc, &s);
    bn254_g2c_session_release(&ses);
    return st;
}

/* bn254_g2_cache_add: in[0..128) decoded as a pair's G2 point (read once)
 * and, if valid and finite, prepared into the cache unless it is there. */
static bn254_status bn254_precompile_g2_cache_add(bn254_g2_cache *cache, const uint8_t *in) {
    uint8_t key[128];
    bn254_g2c_session ses;
    bn254_g2_aff q;
    bn254_status st;
    uint64_t h;
    BN254_READ_INPUT(key, in, 128);
    if ((st = bn254_decode_g2(&q, key, 1)) != BN254_OK || q.infinity) return st;
    bn254_g2c_session_start(&ses, cache, 1);
    h = bn254_g2c_hash(key);
    if (bn254_g2c_session_find(&ses, &q, key, h) == NULL) {
        (void)bn254_g2c_session_insert(&ses, &q, key, h);
    }
    bn254_g2c_session_release(&ses);
    return BN254_OK;
}

/* ecpairing, with a cache or none (cache NULL). */
static bn254_status bn254_precompile_ecpairing(uint8_t out[32], const uint8_t *in, size_t in_len,
                                               bn254_g2_cache *cache) {
    bn254_fp12 acc;
    int have_acc = 0, one;
    bn254_status st;

    if (in_len % BN254_PAIR_LEN != 0) {
        bn254_zero(out, 32);
        return BN254_ERR_INPUT_LENGTH;
    }
    one = 1; /* the empty product: no input, no call into the pairing's large frame */
    if (in_len > 0) {
        const bn254_fp12_form form = bn254_fp12_acc_form();
        /* The stream's batch lives in the callee only, not beside the final
         * exponentiation's temporaries (the stack bound, doc/testing.md). */
        st = bn254_pairing_read_pairs(&acc, &have_acc, in, in_len / BN254_PAIR_LEN, cache, form);
        if (st != BN254_OK) {
            bn254_zero(out, 32);
            return st;
        }
        if (have_acc) one = bn254_final_exp_is_one(&acc, form);
    }
    bn254_zero(out, 32);
    out[31] = (uint8_t)one;
    return BN254_OK;
}

#endif /* BN254_PRECOMPILE_IMPL_H */
