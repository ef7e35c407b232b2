/* SPDX-License-Identifier: MIT */
/*
 * solana_impl.h: Solana's alt_bn128 syscalls, as solana-bn254 3.2.1 defines
 * them on arkworks 0.5 (ark-ec short_weierstrass/mod.rs deserialize_with_mode
 * and serialize_with_mode, ark-ff Fp::deserialize_with_flags,
 * serialization_flags.rs SWFlags; doc/solana.md lists every rule).
 *
 * Every input is first brought into the EVM's big-endian layout (the LE
 * encodings are the BE bytes reversed per coordinate: 32-byte chunks for Fp
 * words and scalars, 64-byte chunks for Fp2 elements), then decoded there
 * with arkworks' flag rules; outputs are encoded in the BE layout and
 * reversed back for LE.
 */
#ifndef BN254_SOLANA_IMPL_H
#define BN254_SOLANA_IMPL_H

#include "../include/bn254_solana.h"
#include "fp.h"
#include "fp12.h"
#include "fp2.h"
#include "g1.h"
#include "g2.h"
#include "glv.h"
#include "pairing.h"
#include "precompile.h"
#include "scalar.h"
#include "solana.h"

/* arkworks' SWFlags in the most significant byte of a word (ark-ec
 * serialization_flags.rs): bit 7 YIsNegative, bit 6 PointAtInfinity, both
 * set: no flags value at all (an error). */
#define BN254_SOL_FLAG_NEG 0x80u
#define BN254_SOL_FLAG_INF 0x40u
#define BN254_SOL_FLAG_MASK 0x3fu

/* Reverse each chunk-byte chunk of b[0..n) (n a multiple of chunk): LE <-> BE. */
static void bn254_sol_swap(uint8_t *b, size_t n, size_t chunk) {
    size_t c, i;
    for (c = 0; c < n; c += chunk) {
        for (i = 0; i < chunk / 2; i++) {
            uint8_t t = b[c + i];
            b[c + i] = b[c + chunk - 1 - i];
            b[c + chunk - 1 - i] = t;
        }
    }
}

/* Reads the flags of the BE word w (its first byte) and clears them; 0 if
 * both are set (arkworks: SWFlags::from_u8 is None). */
static int bn254_sol_take_flags(unsigned *flags, uint8_t w[32]) {
    *flags = w[0] & (BN254_SOL_FLAG_NEG | BN254_SOL_FLAG_INF);
    w[0] &= BN254_SOL_FLAG_MASK;
    return *flags != (BN254_SOL_FLAG_NEG | BN254_SOL_FLAG_INF);
}

/* 1 if y is the larger of y, -y as arkworks orders field elements (as
 * integers in [0, p)): SWFlags::from_y_coordinate is YIsNegative. */
static int bn254_sol_fp_is_larger(const bn254_fp *y) {
    uint8_t a[32], b[32];
    bn254_fp n;
    int i;
    bn254_fp_neg(&n, y);
    bn254_fp_to_be32(a, y);
    bn254_fp_to_be32(b, &n);
    for (i = 0; i < 32; i++) {
        if (a[i] != b[i]) return a[i] > b[i];
    }
    return 0;
}

/* The same in Fp2, ordered by the imaginary part, then the real part
 * (ark-ff quadratic_extension.rs, Ord for QuadExtField). */
static int bn254_sol_fp2_is_larger(const bn254_fp2 *y) {
    return bn254_fp_is_zero(&y->c1) ? bn254_sol_fp_is_larger(&y->c0)
                                    : bn254_sol_fp_is_larger(&y->c1);
}

/*
 * A G1 point from 64 BE bytes x || y, as solana-bn254 reads one (PodG1 into
 * G1Affine): all zero is infinity; else x < p, y's flags valid and the rest
 * of y < p (else 0), the infinity flag gives infinity whatever x and y are;
 * then, if check, the curve (else 0). in is modified (flags cleared).
 */
static int bn254_sol_decode_g1(bn254_g1_aff *r, uint8_t in[64], int check) {
    unsigned f;
    if (bn254_is_zero_bytes(in, 64)) {
        bn254_g1_aff_set_infinity(r);
        return 1;
    }
    if (!bn254_sol_take_flags(&f, in + 32)) return 0;
    r->infinity = 0;
    if (!bn254_fp_from_be32(&r->x, in) || !bn254_fp_from_be32(&r->y, in + 32)) return 0;
    if (f & BN254_SOL_FLAG_INF) {
        bn254_g1_aff_set_infinity(r);
        return 1;
    }
    return !check || bn254_g1_aff_is_on_curve(r);
}

/* How much of a G2 point is checked (solana-bn254: compression reads with
 * Validate::No; G2 addition checks the twist apart; the rest Validate::Yes). */
enum { BN254_SOL_G2_FIELD, BN254_SOL_G2_TWIST, BN254_SOL_G2_SUBGROUP };

/* A G2 point from 128 BE bytes x_im || x_re || y_im || y_re, the flags in
 * y_im; as bn254_sol_decode_g1. Returns OK, INVALID_INPUT_DATA for the
 * bytes, GROUP (TWIST) or INVALID_INPUT_DATA (SUBGROUP) for the point. */
static bn254_solana_status bn254_sol_decode_g2(bn254_g2_aff *r, uint8_t in[128], int check) {
    unsigned f;
    if (bn254_is_zero_bytes(in, 128)) {
        bn254_g2_aff_set_infinity(r);
        return BN254_SOLANA_OK;
    }
    if (!bn254_sol_take_flags(&f, in + 64)) return BN254_SOLANA_ERR_INVALID_INPUT_DATA;
    r->infinity = 0;
    if (!bn254_fp_from_be32(&r->x.c1, in) || !bn254_fp_from_be32(&r->x.c0, in + 32) ||
        !bn254_fp_from_be32(&r->y.c1, in + 64) || !bn254_fp_from_be32(&r->y.c0, in + 96)) {
        return BN254_SOLANA_ERR_INVALID_INPUT_DATA;
    }
    if (f & BN254_SOL_FLAG_INF) {
        bn254_g2_aff_set_infinity(r);
        return BN254_SOLANA_OK;
    }
    if (check == BN254_SOL_G2_FIELD) return BN254_SOLANA_OK;
    if (!bn254_g2_aff_is_on_curve(r)) {
        return check == BN254_SOL_G2_TWIST ? BN254_SOLANA_ERR_GROUP
                                           : BN254_SOLANA_ERR_INVALID_INPUT_DATA;
    }
    if (check == BN254_SOL_G2_SUBGROUP && !bn254_g2_aff_is_in_subgroup(r)) {
        return BN254_SOLANA_ERR_INVALID_INPUT_DATA;
    }
    return BN254_SOLANA_OK;
}

/* x_im || x_re || y_im || y_re, BE; infinity as 128 zero bytes. */
static void bn254_sol_encode_g2(uint8_t out[128], const bn254_g2_aff *a) {
    if (a->infinity) {
        bn254_zero(out, 128);
        return;
    }
    bn254_fp_to_be32(out, &a->x.c1);
    bn254_fp_to_be32(out + 32, &a->x.c0);
    bn254_fp_to_be32(out + 64, &a->y.c1);
    bn254_fp_to_be32(out + 96, &a->y.c0);
}

/* Output of a successful op: the BE encoding in out, reversed for LE. */
static bn254_solana_status bn254_sol_done(uint8_t *out, size_t n, size_t chunk, unsigned flags) {
    if (flags & BN254_SOLANA_LE) bn254_sol_swap(out, n, chunk);
    return BN254_SOLANA_OK;
}

static bn254_solana_status bn254_sol_fail(uint8_t *out, size_t n, bn254_solana_status st) {
    bn254_zero(out, n);
    return st;
}

/* solana-bn254's length rule of G1 addition and multiplication: BE inputs
 * up to want bytes (zero-padded), LE exactly want. */
static int bn254_sol_len_ok(size_t in_len, size_t want, unsigned flags) {
    return (flags & BN254_SOLANA_LE) ? in_len == want : in_len <= want;
}

static bn254_solana_status bn254_sol_g1_add(uint8_t out[64], const uint8_t *in, size_t in_len,
                                            unsigned flags) {
    uint8_t buf[128];
    bn254_g1_aff a, b;
    if (!bn254_sol_len_ok(in_len, 128, flags)) {
        return bn254_sol_fail(out, 64, BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    }
    bn254_pad_input(buf, 128, in, in_len);
    if (flags & BN254_SOLANA_LE) bn254_sol_swap(buf, 128, 32);
    if (!bn254_sol_decode_g1(&a, buf, 1) || !bn254_sol_decode_g1(&b, buf + 64, 1)) {
        return bn254_sol_fail(out, 64, BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    }
    bn254_g1_aff_add(&a, &a, &b);
    bn254_encode_g1(out, &a);
    return bn254_sol_done(out, 64, 32, flags);
}

static bn254_solana_status bn254_sol_g1_mul(uint8_t out[64], const uint8_t *in, size_t in_len,
                                            unsigned flags) {
    uint8_t buf[128];
    size_t want = (flags & BN254_SOLANA_V0) ? 128 : 96;
    bn254_g1_aff a;
    bn254_scalar k;
    if (!bn254_sol_len_ok(in_len, want, flags)) {
        return bn254_sol_fail(out, 64, BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    }
    /* V0 takes 128 bytes and ignores the last 32: they are not read. */
    bn254_pad_input(buf, 96, in, in_len);
    if (flags & BN254_SOLANA_LE) bn254_sol_swap(buf, 96, 32);
    if (!bn254_sol_decode_g1(&a, buf, 1)) {
        return bn254_sol_fail(out, 64, BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    }
    bn254_scalar_from_be32(&k, buf + 64);
    bn254_g1_mul(&a, &a, &k);
    bn254_encode_g1(out, &a);
    return bn254_sol_done(out, 64, 32, flags);
}

static bn254_solana_status bn254_sol_g2_add(uint8_t out[128], const uint8_t *in, size_t in_len,
                                            unsigned flags) {
    uint8_t buf[256];
    bn254_g2_aff a, b;
    bn254_g2_jac s;
    bn254_solana_status st;
    if (in_len != 256) return bn254_sol_fail(out, 128, BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    BN254_READ_INPUT(buf, in, 256);
    if (flags & BN254_SOLANA_LE) bn254_sol_swap(buf, 256, 64);
    if ((st = bn254_sol_decode_g2(&a, buf, BN254_SOL_G2_TWIST)) != BN254_SOLANA_OK ||
        (st = bn254_sol_decode_g2(&b, buf + 128, BN254_SOL_G2_TWIST)) != BN254_SOLANA_OK) {
        return bn254_sol_fail(out, 128, st);
    }
    bn254_g2_jac_from_aff(&s, &a);
    bn254_g2_jac_add_aff(&s, &s, &b);
    bn254_g2_jac_to_aff(&a, &s);
    bn254_sol_encode_g2(out, &a);
    return bn254_sol_done(out, 128, 64, flags);
}

/* Width-5 NAF (Solinas, "Efficient arithmetic on Koblitz curves", DCC 19
 * (2000), Sec. 4, via scalar.h's recoding) over the odd multiples a, 3a,
 * ..., 15a. */
static void bn254_sol_g2_mul(bn254_g2_aff *r, const bn254_g2_aff *a, const uint8_t k_be[32]) {
    bn254_scalar k;
    signed char digits[BN254_WNAF_MAX];
    bn254_g2_jac odd[8], acc, twice;
    size_t n, i;
    bn254_scalar_from_be32(&k, k_be);
    bn254_scalar_reduce(&k, &k); /* a has order r (or is infinity) */
    if (a->infinity || bn254_scalar_is_zero(&k)) {
        bn254_g2_aff_set_infinity(r);
        return;
    }
    bn254_g2_jac_from_aff(&odd[0], a);
    bn254_g2_jac_dbl(&twice, &odd[0]);
    for (i = 1; i < 8; i++) bn254_g2_jac_add(&odd[i], &odd[i - 1], &twice);
    n = bn254_scalar_wnaf(digits, &k, 5);
    bn254_g2_jac_set_infinity(&acc);
    while (n-- > 0) {
        int d = digits[n];
        bn254_g2_jac_dbl(&acc, &acc);
        if (d > 0) {
            bn254_g2_jac_add(&acc, &acc, &odd[(d - 1) / 2]);
        } else if (d < 0) {
            bn254_g2_jac t;
            bn254_g2_jac_neg(&t, &odd[(-d - 1) / 2]);
            bn254_g2_jac_add(&acc, &acc, &t);
        }
    }
    bn254_g2_jac_to_aff(r, &acc);
}

static bn254_solana_status bn254_sol_g2_mul_op(uint8_t out[128], const uint8_t *in, size_t in_len,
                                               unsigned flags) {
    uint8_t buf[160];
    bn254_g2_aff a;
    bn254_solana_status st;
    if (in_len != 160) return bn254_sol_fail(out, 128, BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    BN254_READ_INPUT(buf, in, 160);
    if (flags & BN254_SOLANA_LE) {
        bn254_sol_swap(buf, 128, 64);
        bn254_sol_swap(buf + 128, 32, 32);
    }
    if ((st = bn254_sol_decode_g2(&a, buf, BN254_SOL_G2_SUBGROUP)) != BN254_SOLANA_OK) {
        return bn254_sol_fail(out, 128, st);
    }
    bn254_sol_g2_mul(&a, &a, buf + 128);
    bn254_sol_encode_g2(out, &a);
    return bn254_sol_done(out, 128, 64, flags);
}

/* The pairs of a pairing, read and checked one at a time into the pairing
 * stream (as bn254_pairing_read_pairs does for ecpairing; the stream's frame
 * stays in this callee, not beside the final exponentiation's). */
static BN254_NOINLINE bn254_solana_status bn254_sol_pairing_read(bn254_fp12 *acc, int *have_acc,
                                                                 const uint8_t *in, size_t pairs,
                                                                 unsigned flags,
                                                                 bn254_fp12_form form) {
    bn254_pairing_stream s;
    uint8_t pair[BN254_PAIR_LEN];
    bn254_g1_aff p;
    bn254_g2_aff q;
    size_t i;
    bn254_solana_status st;
    bn254_pairing_stream_init(&s, form);
    for (i = 0; i < pairs; i++) {
        BN254_READ_INPUT(pair, in + i * BN254_PAIR_LEN, BN254_PAIR_LEN);
        if (flags & BN254_SOLANA_LE) {
            bn254_sol_swap(pair, 64, 32);
            bn254_sol_swap(pair + 64, 128, 64);
        }
        if (!bn254_sol_decode_g1(&p, pair, 1)) return BN254_SOLANA_ERR_INVALID_INPUT_DATA;
        st = bn254_sol_decode_g2(&q, pair + 64, BN254_SOL_G2_SUBGROUP);
        if (st != BN254_SOLANA_OK) return st;
        (void)bn254_pairing_stream_add(&s, &p, &q, NULL);
    }
    *have_acc = bn254_pairing_stream_finish(acc, &s);
    return BN254_SOLANA_OK;
}

static bn254_solana_status bn254_sol_pairing(uint8_t out[32], const uint8_t *in, size_t in_len,
                                             unsigned flags) {
    bn254_fp12 acc;
    int have_acc = 0, one = 1;
    bn254_solana_status st;
    if (!(flags & BN254_SOLANA_V0) && in_len % BN254_PAIR_LEN != 0) {
        return bn254_sol_fail(out, 32, BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    }
    if (in_len >= BN254_PAIR_LEN) {
        const bn254_fp12_form form = bn254_fp12_acc_form(); /* once per call (fp12.h) */
        st = bn254_sol_pairing_read(&acc, &have_acc, in, in_len / BN254_PAIR_LEN, flags, form);
        if (st != BN254_SOLANA_OK) return bn254_sol_fail(out, 32, st);
        if (have_acc) one = bn254_final_exp_is_one(&acc, form);
    }
    bn254_zero(out, 32);
    out[(flags & BN254_SOLANA_LE) ? 0 : 31] = (uint8_t)one;
    return BN254_SOLANA_OK;
}

/* The first byte of a compressed BE output gets the flags. */
static bn254_solana_status bn254_sol_g1_compress(uint8_t out[32], const uint8_t *in, size_t in_len,
                                                 unsigned flags) {
    uint8_t buf[64];
    bn254_g1_aff a;
    if (in_len != 64) return bn254_sol_fail(out, 32, BN254_SOLANA_ERR_INVALID_INPUT_SIZE);
    BN254_READ_INPUT(buf, in, 64);
    if (bn254_is_zero_bytes(buf, 64)) { /* solana-bn254's own case: no flag */
        bn254_zero(out, 32);
        return BN254_SOLANA_OK;
    }
    if (flags & BN254_SOLANA_LE) bn254_sol_swap(buf, 64, 32);
    if (!bn254_sol_decode_g1(&a, buf, 0)) {
        return bn254_sol_fail(out, 32, BN254_SOLANA_ERR_G1_COMPRESS);
    }
    if (a.infinity) { /* arkworks: zero with the infinity flag */
        bn254_zero(out, 32);
        out[0] = BN254_SOL_FLAG_INF;
    } else {
        bn254_fp_to_be32(out, &a.x);
        if (bn254_sol_fp_is_larger(&a.y)) out[0] |= BN254_SOL_FLAG_NEG;
    }
    return bn254_sol_done(out, 32, 32, flags);
}

static bn254_solana_status bn254_sol_g1_decompress(uint8_t out[64], const uint8_t *in,
                                                   size_t in_len, unsigned flags) {
    uint8_t buf[32];
    unsigned f;
    bn254_g1_aff a;
    bn254_fp rhs;
    if (in_len != 32) return bn254_sol_fail(out, 64, BN254_SOLANA_ERR_INVALID_INPUT_SIZE);
    BN254_READ_INPUT(buf, in, 32);
    if (bn254_is_zero_bytes(buf, 32)) {
        bn254_zero(out, 64);
        return BN254_SOLANA_OK;
    }
    if (flags & BN254_SOLANA_LE) bn254_sol_swap(buf, 32, 32);
    if (!bn254_sol_take_flags(&f, buf) || !bn254_fp_from_be32(&a.x, buf)) {
        return bn254_sol_fail(out, 64, BN254_SOLANA_ERR_G1_DECOMPRESS);
    }
    if (f & BN254_SOL_FLAG_INF) {
        bn254_zero(out, 64);
        return BN254_SOLANA_OK;
    }
    /* y^2 = x^3 + 3 (ark-ec Affine::get_ys_from_x_unchecked) */
    bn254_fp_sqr(&rhs, &a.x);
    bn254_fp_mul(&rhs, &rhs, &a.x);
    bn254_fp_add(&rhs, &rhs, &bn254_g1_b);
    if (!bn254_fp_sqrt(&a.y, &rhs)) return bn254_sol_fail(out, 64, BN254_SOLANA_ERR_G1_DECOMPRESS);
    /* YIsNegative takes the larger root, YIsPositive the smaller */
    if (bn254_sol_fp_is_larger(&a.y) != ((f & BN254_SOL_FLAG_NEG) != 0)) {
        bn254_fp_neg(&a.y, &a.y);
    }
    a.infinity = 0;
    bn254_encode_g1(out, &a);
    return bn254_sol_done(out, 64, 32, flags);
}

static bn254_solana_status bn254_sol_g2_compress(uint8_t out[64], const uint8_t *in, size_t in_len,
                                                 unsigned flags) {
    uint8_t buf[128];
    bn254_g2_aff a;
    if (in_len != 128) return bn254_sol_fail(out, 64, BN254_SOLANA_ERR_INVALID_INPUT_SIZE);
    BN254_READ_INPUT(buf, in, 128);
    if (bn254_is_zero_bytes(buf, 128)) {
        bn254_zero(out, 64);
        return BN254_SOLANA_OK;
    }
    if (flags & BN254_SOLANA_LE) bn254_sol_swap(buf, 128, 64);
    if (bn254_sol_decode_g2(&a, buf, BN254_SOL_G2_FIELD) != BN254_SOLANA_OK) {
        return bn254_sol_fail(out, 64, BN254_SOLANA_ERR_G2_COMPRESS);
    }
    if (a.infinity) {
        bn254_zero(out, 64);
        out[0] = BN254_SOL_FLAG_INF;
    } else {
        bn254_fp_to_be32(out, &a.x.c1);
        bn254_fp_to_be32(out + 32, &a.x.c0);
        if (bn254_sol_fp2_is_larger(&a.y)) out[0] |= BN254_SOL_FLAG_NEG;
    }
    return bn254_sol_done(out, 64, 64, flags);
}

static bn254_solana_status bn254_sol_g2_decompress(uint8_t out[128], const uint8_t *in,
                                                   size_t in_len, unsigned flags) {
    uint8_t buf[64];
    unsigned f;
    bn254_g2_aff a;
    bn254_fp2 rhs;
    if (in_len != 64) return bn254_sol_fail(out, 128, BN254_SOLANA_ERR_INVALID_INPUT_SIZE);
    BN254_READ_INPUT(buf, in, 64);
    if (bn254_is_zero_bytes(buf, 64)) {
        bn254_zero(out, 128);
        return BN254_SOLANA_OK;
    }
    if (flags & BN254_SOLANA_LE) bn254_sol_swap(buf, 64, 64);
    if (!bn254_sol_take_flags(&f, buf) || !bn254_fp_from_be32(&a.x.c1, buf) ||
        !bn254_fp_from_be32(&a.x.c0, buf + 32)) {
        return bn254_sol_fail(out, 128, BN254_SOLANA_ERR_G2_DECOMPRESS);
    }
    if (f & BN254_SOL_FLAG_INF) {
        bn254_zero(out, 128);
        return BN254_SOLANA_OK;
    }
    bn254_fp2_sqr(&rhs, &a.x);
    bn254_fp2_mul(&rhs, &rhs, &a.x);
    bn254_fp2_add(&rhs, &rhs, &bn254_twist_b);
    if (!bn254_fp2_sqrt(&a.y, &rhs)) {
        return bn254_sol_fail(out, 128, BN254_SOLANA_ERR_G2_DECOMPRESS);
    }
    if (bn254_sol_fp2_is_larger(&a.y) != ((f & BN254_SOL_FLAG_NEG) != 0)) {
        bn254_fp2_neg(&a.y, &a.y);
    }
    a.infinity = 0;
    bn254_sol_encode_g2(out, &a);
    return bn254_sol_done(out, 128, 64, flags);
}

#endif /* BN254_SOLANA_IMPL_H */
