/* SPDX-License-Identifier: MIT */
/*
 * fuzz_ecpairing.c: libFuzzer target for bn254_ecpairing (0x08, EIP-197).
 *
 * 1. The fuzz input is the precompile input (exact-size heap copy): the status
 *    must be what EIP-197's rules give, checked with the reference arithmetic
 *    of tests/support (length, then pair by pair: G1 field, G1 curve, G2 field, twist, and the
 *    subgroup by [r]Q = O); zero output on error, else 31 zero bytes and 0
 *    or 1; nothing written past 32 bytes.
 * 2. When the input is valid, appending a pair (P, Q) and (-P, Q), with P and
 *    Q derived from the input, leaves the answer unchanged; so do appending
 *    (O, Q) and (P, O), reversing the pairs, and (one time in eight) padding
 *    with cancelling pairs across the 16-pair batch boundary.
 * 3. A structured input from the fuzz bytes: n <= 5 pairs ([a_i] G1, [b_i] G2)
 *    with a last pair chosen so that sum a_i b_i = 0 mod r (answer 1), then
 *    changed by one G1 (answer 0); or the same input with one pair replaced
 *    by a twist point (T, [r] T, [h] T or T + G2, from an Fp2 square root of
 *    fuzz bytes), a word >= p or a flipped byte, whose status must be that
 *    of the reference; on twist points the fast subgroup check must agree
 *    with [r] Q = O.
 * Pairings are slow, so each input runs section 1 and one of 2 and 3. Every
 * call is made again through bn254_ecpairing_cached (one cache for the
 * process), which must answer the same.
 */
#include "fuzz_common.h"

/* Longer raw inputs add time, not coverage: pairs are independent. */
#define FUZZ_MAX_PAIRS 8

static bn254_status fuzz_ref_status(const uint8_t *in, size_t len) {
    size_t i;
    if (len % BN254_PAIR_LEN != 0) return BN254_ERR_INPUT_LENGTH;
    for (i = 0; i < len / BN254_PAIR_LEN; i++) {
        const uint8_t *c = in + i * BN254_PAIR_LEN;
        bn254_status st = bn254_ref_g1_status(c);
        bn254_g2_aff q;
        if (st != BN254_OK) return st;
        st = bn254_ref_g2_curve_status(c + 64);
        if (st != BN254_OK) return st;
        BN254_CHECK(bn254_decode_g2(&q, c + 64, 0) == BN254_OK);
        if (!bn254_ref_g2_in_subgroup(&q)) return BN254_ERR_NOT_IN_SUBGROUP;
    }
    return BN254_OK;
}

/* ecpairing through the prepared-G2 path, on one cache of 8 entries for the
 * whole process (the fuzzer's points come back, enter on their second miss
 * and evict each other). */
static bn254_status fuzz_ecpairing_cached(uint8_t *out, const uint8_t *in, size_t len) {
    static uint8_t mem[BN254_G2_CACHE_BYTES(8)];
    static bn254_g2_cache *cache;
    if (cache == NULL) cache = bn254_g2_cache_init(mem, sizeof mem, 0);
    return bn254_ecpairing_cached(out, in, len, cache);
}

/* Checks the output format; returns the answer bit or -1 on error. Every
 * call also goes through the cached path, which must give the same status
 * and bytes. */
static int fuzz_pairing(const uint8_t *in, size_t len) {
    uint8_t out[32], cached[32];
    bn254_status st = bn254_fuzz_call_copy(bn254_ecpairing, out, 32, in, len);
    bn254_status cst = bn254_fuzz_call_copy(fuzz_ecpairing_cached, cached, 32, in, len);
    BN254_CHECK(cst == st && memcmp(cached, out, 32) == 0);
    if (st != BN254_OK) return -1;
    BN254_CHECK(bn254_ref_all_zero(out, 31) && out[31] <= 1);
    return out[31];
}

static void fuzz_put_pair(uint8_t *dst, const bn254_g1_aff *p, const bn254_g2_aff *q) {
    bn254_encode_g1(dst, p);
    bn254_test_encode_g2(dst + 64, q);
}

/* Section 2: answer-preserving changes of a valid input. */
static void fuzz_preserving(const uint8_t *in, size_t len, int answer, bn254_fuzz_reader *rd) {
    size_t pairs = len / BN254_PAIR_LEN, extra = 2, i;
    uint8_t *buf;
    bn254_g1_aff p, np, g1, inf1;
    bn254_g2_aff q, g2, inf2;
    uint64_t a[1], b[1];
    unsigned mode = bn254_fuzz_byte(rd);

    if (mode % 8 == 0) extra = 18; /* 9 cancelling couples: crosses a batch */
    a[0] = bn254_fuzz_u64(rd) | 1;
    b[0] = bn254_fuzz_u64(rd) | 1;
    bn254_test_g1_generator(&g1);
    bn254_test_g2_generator(&g2);
    bn254_ref_g1_mul_aff(&p, &g1, a, 1);
    bn254_ref_g2_mul_aff(&q, &g2, b, 1);
    bn254_g1_aff_neg(&np, &p);
    bn254_g1_aff_set_infinity(&inf1);
    bn254_g2_aff_set_infinity(&inf2);

    buf = (uint8_t *)malloc((pairs + extra) * BN254_PAIR_LEN);
    BN254_CHECK(buf != NULL);
    if (len) memcpy(buf, in, len);
    for (i = 0; i < extra; i += 2) {
        fuzz_put_pair(buf + (pairs + i) * BN254_PAIR_LEN, &p, &q);
        fuzz_put_pair(buf + (pairs + i + 1) * BN254_PAIR_LEN, &np, &q);
    }
    BN254_CHECK(fuzz_pairing(buf, (pairs + extra) * BN254_PAIR_LEN) == answer);
    /* infinity on either side contributes 1 */
    fuzz_put_pair(buf + pairs * BN254_PAIR_LEN, &inf1, &q);
    fuzz_put_pair(buf + (pairs + 1) * BN254_PAIR_LEN, &p, &inf2);
    BN254_CHECK(fuzz_pairing(buf, (pairs + 2) * BN254_PAIR_LEN) == answer);
    /* the product does not depend on the order of the pairs */
    if (pairs >= 2) {
        for (i = 0; i < pairs; i++) {
            memcpy(buf + i * BN254_PAIR_LEN, in + (pairs - 1 - i) * BN254_PAIR_LEN, BN254_PAIR_LEN);
        }
        BN254_CHECK(fuzz_pairing(buf, len) == answer);
    }
    free(buf);
}

/* A twist point from the fuzz bytes, then T, [r] T (order dividing the
 * cofactor), [h] T (in G2) or T + G2 as the mode says; the fast subgroup
 * check must agree with [r] Q = O on it. */
static void fuzz_twist(bn254_g2_aff *t, bn254_fuzz_reader *rd, unsigned mode) {
    bn254_g2_aff g2;
    uint64_t h[4];
    bn254_g2_jac j;
    int fast, slow;
    bn254_fuzz_twist_point(t, rd);
    switch (mode % 4) {
    case 1:
        bn254_ref_g2_mul_aff(t, t, bn254_ref_r, 4);
        break;
    case 2:
        bn254_ref_twist_cofactor(h);
        bn254_ref_g2_mul_aff(t, t, h, 4);
        break;
    case 3:
        bn254_test_g2_generator(&g2);
        bn254_g2_jac_from_aff(&j, &g2);
        bn254_g2_jac_add_aff(&j, &j, t);
        bn254_g2_jac_to_aff(t, &j);
        break;
    default:
        break;
    }
    fast = bn254_g2_aff_is_in_subgroup(t);
    slow = bn254_ref_g2_in_subgroup(t);
    BN254_CHECK(fast == slow);
    if (mode % 4 == 2) BN254_CHECK(fast);
}

/* Section 3: a structured input whose answer follows from the scalars. */
static void fuzz_structured(bn254_fuzz_reader *rd, int invalid) {
    uint8_t buf[5 * BN254_PAIR_LEN];
    unsigned mode = bn254_fuzz_byte(rd), how = bn254_fuzz_byte(rd);
    size_t n = 1 + mode % 5, len, i, bad;
    bn254_g1_aff g1, p;
    bn254_g2_aff g2, q;
    bn254_g1_jac j;
    uint64_t sum[4], term[4], ra[4], rb[4];

    bn254_test_g1_generator(&g1);
    bn254_test_g2_generator(&g2);
    bn254_ref_set_u64(sum, 0);
    /* pairs 0 .. n-2: random 64-bit (or 8-bit) scalars; 0 gives an infinity */
    for (i = 0; i + 1 < n; i++) {
        uint64_t a = bn254_fuzz_u64(rd) >> (mode & 0x20 ? 56 : 0);
        uint64_t b = bn254_fuzz_u64(rd) >> (mode & 0x40 ? 56 : 0);
        bn254_ref_set_u64(ra, a);
        bn254_ref_set_u64(rb, b);
        bn254_ref_g1_mul_aff(&p, &g1, ra, 1);
        bn254_ref_g2_mul_aff(&q, &g2, rb, 1);
        fuzz_put_pair(buf + i * BN254_PAIR_LEN, &p, &q);
        bn254_ref_mulmod(term, ra, rb, bn254_ref_r);
        bn254_ref_addmod(sum, sum, term, bn254_ref_r);
    }
    /* last pair ([-sum] G1, G2): the product is e(G1, G2)^0 = 1 */
    bn254_ref_negmod(term, sum, bn254_ref_r);
    bn254_ref_g1_mul_aff(&p, &g1, term, 4);
    fuzz_put_pair(buf + (n - 1) * BN254_PAIR_LEN, &p, &g2);
    len = n * BN254_PAIR_LEN;
    if (!invalid) {
        BN254_CHECK(fuzz_pairing(buf, len) == 1);
        /* one more G1 in the last pair: the product is e(G1, G2) != 1 */
        bn254_g1_jac_from_aff(&j, &p);
        bn254_g1_jac_add_aff(&j, &j, &g1);
        bn254_g1_jac_to_aff(&p, &j);
        bn254_encode_g1(buf + (n - 1) * BN254_PAIR_LEN, &p);
        BN254_CHECK(fuzz_pairing(buf, len) == 0);
        return;
    }
    /* one pair made invalid (or not): the status must be the reference one */
    bad = how % n;
    switch ((how >> 3) % 4) {
    case 0: { /* a twist point, in G2 or not */
        bn254_g2_aff t;
        fuzz_twist(&t, rd, how >> 5);
        bn254_test_encode_g2(buf + bad * BN254_PAIR_LEN + 64, &t);
        break;
    }
    case 1: { /* one word >= p: p + d or 2^256 - 1 - d */
        uint8_t *w = buf + bad * BN254_PAIR_LEN + 32 * ((how >> 5) % 6);
        unsigned d = bn254_fuzz_byte(rd);
        if (how & 0x80) {
            memset(w, 0xff, 32);
            w[31] = (uint8_t)(0xff - d);
        } else {
            uint16_t c = d;
            int b;
            bn254_ref_p_be(w);
            for (b = 31; b >= 0 && c; b--) {
                c = (uint16_t)(c + w[b]);
                w[b] = (uint8_t)c;
                c >>= 8;
            }
        }
        break;
    }
    case 2: /* one byte changed: usually off the curve */
        buf[bad * BN254_PAIR_LEN + bn254_fuzz_byte(rd) % BN254_PAIR_LEN] ^=
            (uint8_t)(1 + bn254_fuzz_byte(rd) % 255);
        break;
    default:
        break;
    }
    /* the other pairs are valid by construction: the reference status of
     * the changed pair is the status of the whole input */
    {
        uint8_t out[32];
        bn254_status want = fuzz_ref_status(buf + bad * BN254_PAIR_LEN, BN254_PAIR_LEN);
        BN254_CHECK(bn254_fuzz_call_copy(bn254_ecpairing, out, 32, buf, len) == want);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    bn254_status st;
    uint8_t out[32];
    bn254_fuzz_reader rd;
    unsigned which;

    if (size > FUZZ_MAX_PAIRS * BN254_PAIR_LEN) return 0;
    st = bn254_fuzz_call(bn254_ecpairing, out, 32, data, size);
    BN254_CHECK(st == fuzz_ref_status(data, size));
    if (st == BN254_OK) BN254_CHECK(bn254_ref_all_zero(out, 31) && out[31] <= 1);
    /* Pairings are slow: each input runs one of sections 2 and 3 (chosen by
     * its last byte), not all of them. */
    rd.data = data, rd.size = size, rd.pos = 0;
    which = size ? data[size - 1] % 3 : 0;
    if (which == 0 && st == BN254_OK) {
        fuzz_preserving(data, size, out[31], &rd);
    } else {
        fuzz_structured(&rd, which == 2);
    }
    return 0;
}
