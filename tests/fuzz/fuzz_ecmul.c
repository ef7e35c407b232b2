/* SPDX-License-Identifier: MIT */
/*
 * fuzz_ecmul.c: libFuzzer target for bn254_ecmul (0x07, EIP-196).
 *
 * 1. The fuzz input is the precompile input (any length, exact-size heap
 *    copy): status as EIP-196's rules give it by the reference arithmetic;
 *    zero output on error; nothing written past 64 bytes.
 * 2. With P the decoded point (or [c] G for a c taken from the input when
 *    the input's point is not valid), a = the input's scalar and b = the
 *    32 bytes after it (any 256-bit values):
 *      ecmul(P, a) = [a] P by plain double-and-add (no GLV, no wNAF, no
 *      reduction of a), and decodes/re-encodes to itself;
 *      ecadd(ecmul(P, a), ecmul(P, b)) = ecmul(P, (a + b) mod r), and
 *      = ecmul(P, a + b) too when a + b < 2^256;
 *      ecmul(P, 2) = ecadd(P, P); ecmul(P, a) = ecmul(P, a mod r);
 *      ecmul(P, r - 1) = -P; out aliasing in gives the same bytes;
 *    and inside: the GLV split of a mod r gives halves below 2^128 with
 *    k = +-k1 +- k2 lambda (mod r), checked with reference arithmetic; both
 *    wNAFs have odd digits below 2^4 in absolute value, at least 4 zeros
 *    after each non-zero digit, and sum back to their half.
 */
#include "fuzz_common.h"

/* lambda, the GLV eigenvalue (consts.h; test_glv.c checks it against its own
 * copy and lambda^2 + lambda + 1 = 0 mod r). */
static const uint64_t fuzz_lambda[4] = {BN254_GLV_LAMBDA};

/* a mod r from big-endian bytes, on reference integers */
static void fuzz_ref_mod_r(uint64_t r[4], const uint8_t be[32]) {
    uint64_t t[4];
    bn254_ref_from_be(t, be);
    bn254_ref_mod(r, t, 4, bn254_ref_r);
}

/* ecmul through the API on P's encoding and a big-endian scalar. */
static void fuzz_mul(uint8_t out[64], const uint8_t pe[64], const uint8_t s[32]) {
    uint8_t in[96];
    memcpy(in, pe, 64);
    memcpy(in + 64, s, 32);
    BN254_CHECK(bn254_fuzz_call_copy(bn254_ecmul, out, 64, in, 96) == BN254_OK);
}

static void fuzz_add(uint8_t out[64], const uint8_t a[64], const uint8_t b[64]) {
    uint8_t in[128];
    memcpy(in, a, 64);
    memcpy(in + 64, b, 64);
    BN254_CHECK(bn254_fuzz_call_copy(bn254_ecadd, out, 64, in, 128) == BN254_OK);
}

static void fuzz_wnaf(const bn254_scalar *k) {
    signed char d[BN254_WNAF_MAX];
    size_t n = bn254_scalar_wnaf(d, k, BN254_GLV_WINDOW), i, last = 0;
    int seen = 0;
    uint64_t acc[4], term[4];
    const uint64_t *m = bn254_ref_r; /* any modulus > 2^129 works */
    BN254_CHECK(n <= BN254_WNAF_MAX);
    bn254_ref_set_u64(acc, 0);
    for (i = n; i-- > 0;) {
        /* acc = 2 acc + d[i] */
        bn254_ref_addmod(acc, acc, acc, m);
        if (d[i] != 0) {
            int v = d[i] < 0 ? -d[i] : d[i];
            BN254_CHECK(v % 2 == 1 && v < 16);
            if (seen) BN254_CHECK(last - i >= BN254_GLV_WINDOW);
            seen = 1, last = i;
            bn254_ref_set_u64(term, (uint64_t)v);
            if (d[i] > 0) {
                bn254_ref_addmod(acc, acc, term, m);
            } else {
                bn254_ref_submod(acc, acc, term, m);
            }
        }
    }
    BN254_CHECK(n == 0 || d[n - 1] != 0);
    BN254_CHECK(bn254_ref_cmp(acc, k->l) == 0);
}

static void fuzz_glv(const bn254_scalar *k) {
    bn254_scalar kr, k1, k2;
    int neg1, neg2;
    uint64_t r1[4], r2[4], sum[4], want[4];
    bn254_scalar_reduce(&kr, k);
    bn254_scalar_split_glv(&k1, &neg1, &k2, &neg2, &kr);
    BN254_CHECK((k1.l[2] | k1.l[3] | k2.l[2] | k2.l[3]) == 0);
    memcpy(r1, k1.l, sizeof r1);
    memcpy(r2, k2.l, sizeof r2);
    if (neg1) bn254_ref_negmod(r1, r1, bn254_ref_r);
    if (neg2) bn254_ref_negmod(r2, r2, bn254_ref_r);
    bn254_ref_mulmod(r2, r2, fuzz_lambda, bn254_ref_r);
    bn254_ref_addmod(sum, r1, r2, bn254_ref_r);
    bn254_ref_mod(want, k->l, 4, bn254_ref_r);
    BN254_CHECK(bn254_ref_cmp(sum, want) == 0);
    fuzz_wnaf(&k1);
    fuzz_wnaf(&k2);
}

static void fuzz_point(const bn254_g1_aff *p, const uint8_t a[32], const uint8_t b[32]) {
    uint8_t pe[64], out[64], out2[64], ab[64], t[32], in[96];
    bn254_g1_aff ref, back;
    bn254_scalar ka, kb;
    uint64_t ra[4], rb[4], rs[4], sa[4], sb[4];
    const uint64_t *r = bn254_ref_r;

    bn254_encode_g1(pe, p);
    bn254_scalar_from_be32(&ka, a);
    bn254_scalar_from_be32(&kb, b);
    fuzz_glv(&ka);
    fuzz_glv(&kb);

    /* against double-and-add with the unreduced scalar */
    fuzz_mul(out, pe, a);
    bn254_ref_g1_mul_aff(&ref, p, ka.l, 4);
    bn254_encode_g1(out2, &ref);
    BN254_CHECK(memcmp(out, out2, 64) == 0);
    BN254_CHECK(bn254_decode_g1(&back, out) == BN254_OK);
    bn254_encode_g1(out2, &back);
    BN254_CHECK(memcmp(out, out2, 64) == 0);

    /* a mod r gives the same point */
    fuzz_ref_mod_r(ra, a);
    bn254_ref_to_be(t, ra);
    fuzz_mul(out2, pe, t);
    BN254_CHECK(memcmp(out, out2, 64) == 0);

    /* [a] P + [b] P = [(a + b) mod r] P, and = [a + b] P without overflow */
    fuzz_mul(out2, pe, b);
    fuzz_add(ab, out, out2);
    fuzz_ref_mod_r(rb, b);
    bn254_ref_addmod(rs, ra, rb, r);
    bn254_ref_to_be(t, rs);
    fuzz_mul(out2, pe, t);
    BN254_CHECK(memcmp(ab, out2, 64) == 0);
    bn254_ref_from_be(sa, a);
    bn254_ref_from_be(sb, b);
    if (bn254_ref_add(rs, sa, sb) == 0) {
        bn254_ref_to_be(t, rs);
        fuzz_mul(out2, pe, t);
        BN254_CHECK(memcmp(ab, out2, 64) == 0);
    }

    /* ecmul(P, 2) = ecadd(P, P) */
    memset(t, 0, 32);
    t[31] = 2;
    fuzz_mul(out, pe, t);
    fuzz_add(out2, pe, pe);
    BN254_CHECK(memcmp(out, out2, 64) == 0);

    /* ecmul(P, r - 1) = -P */
    (void)bn254_ref_sub_u64(rs, bn254_ref_r, 1);
    bn254_ref_to_be(t, rs);
    fuzz_mul(out, pe, t);
    bn254_g1_aff_neg(&back, p);
    bn254_encode_g1(out2, &back);
    BN254_CHECK(memcmp(out, out2, 64) == 0);

    /* out aliasing in */
    memcpy(in, pe, 64);
    memcpy(in + 64, a, 32);
    BN254_CHECK(bn254_ecmul(in, in, 96) == BN254_OK);
    fuzz_mul(out, pe, a);
    BN254_CHECK(memcmp(in, out, 64) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t out[64], buf[96], b[32], c[32];
    bn254_status st;
    bn254_fuzz_reader rd;
    bn254_g1_aff p;

    st = bn254_fuzz_call(bn254_ecmul, out, 64, data, size);
    bn254_pad_input(buf, sizeof buf, data, size);
    BN254_CHECK(st == bn254_ref_g1_status(buf));

    rd.data = data, rd.size = size, rd.pos = 96;
    bn254_fuzz_take(&rd, b, 32);
    if (st == BN254_OK) {
        BN254_CHECK(bn254_decode_g1(&p, buf) == BN254_OK);
    } else {
        /* not a valid point: P = [c] G with c = the input's x word */
        bn254_g1_aff g;
        bn254_scalar k;
        memcpy(c, buf, 32);
        bn254_scalar_from_be32(&k, c);
        bn254_test_g1_generator(&g);
        bn254_ref_g1_mul_aff(&p, &g, k.l, 4);
    }
    fuzz_point(&p, buf + 64, b);
    return 0;
}
