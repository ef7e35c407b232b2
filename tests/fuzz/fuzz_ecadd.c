/* SPDX-License-Identifier: MIT */
/*
 * fuzz_ecadd.c: libFuzzer target for bn254_ecadd (0x06, EIP-196).
 *
 * 1. The fuzz input itself is the precompile input (any length; an exact-size
 *    heap copy, so a read past in_len is an ASan report). Its status must be
 *    the one EIP-196's rules give when checked by the reference arithmetic of
 *    tests/support/ref_ec.h (first point first, field before curve); on error the
 *    output is zero; nothing is written past 64 bytes.
 * 2. On the decoded points when valid, and always on two points derived from
 *    the input as [k1] G and [k2] G (k2 = k1, -k1, 0 or free, to reach
 *    P + P, P + (-P) and P + O):
 *      ecadd(P, Q) = Jacobian P + Q (different formulas), = ecadd(Q, P);
 *      the result decodes and re-encodes to itself (decode(encode(x)) = x);
 *      ecmul(P, 2) = ecadd(P, P); ecadd(P, -P) = O; ecadd(P, O) = P;
 *      out aliasing in gives the same bytes; bytes past 128 are ignored.
 */
#include "fuzz_common.h"

static void fuzz_encode_input(uint8_t in[128], const bn254_g1_aff *p, const bn254_g1_aff *q) {
    bn254_encode_g1(in, p);
    bn254_encode_g1(in + 64, q);
}

/* Properties of a valid pair; want is P + Q by the Jacobian formulas. */
static void fuzz_pair(const bn254_g1_aff *p, const bn254_g1_aff *q) {
    uint8_t in[160], out[64], out2[64], want[64], alias[128];
    bn254_g1_aff sum, neg;
    bn254_g1_jac j;

    fuzz_encode_input(in, p, q);
    BN254_CHECK(bn254_fuzz_call_copy(bn254_ecadd, out, 64, in, 128) == BN254_OK);
    bn254_g1_jac_from_aff(&j, p);
    bn254_g1_jac_add_aff(&j, &j, q);
    bn254_g1_jac_to_aff(&sum, &j);
    bn254_encode_g1(want, &sum);
    BN254_CHECK(memcmp(out, want, 64) == 0);

    /* decode(encode(x)) = x: the output is a valid point that re-encodes to itself */
    BN254_CHECK(bn254_ref_g1_status(out) == BN254_OK);
    BN254_CHECK(bn254_decode_g1(&sum, out) == BN254_OK);
    bn254_encode_g1(out2, &sum);
    BN254_CHECK(memcmp(out, out2, 64) == 0);

    /* commutative */
    fuzz_encode_input(in, q, p);
    BN254_CHECK(bn254_fuzz_call_copy(bn254_ecadd, out2, 64, in, 128) == BN254_OK);
    BN254_CHECK(memcmp(out, out2, 64) == 0);

    /* out aliasing in; then trailing bytes past 128 are ignored */
    fuzz_encode_input(alias, p, q);
    BN254_CHECK(bn254_ecadd(alias, alias, 128) == BN254_OK);
    BN254_CHECK(memcmp(alias, out, 64) == 0);
    fuzz_encode_input(in, p, q);
    memset(in + 128, 0xff, 32);
    BN254_CHECK(bn254_fuzz_call_copy(bn254_ecadd, out2, 64, in, 160) == BN254_OK);
    BN254_CHECK(memcmp(out, out2, 64) == 0);

    /* ecmul(P, 2) = ecadd(P, P) */
    fuzz_encode_input(in, p, p);
    BN254_CHECK(bn254_fuzz_call_copy(bn254_ecadd, out, 64, in, 128) == BN254_OK);
    memset(in + 64, 0, 32);
    in[95] = 2;
    BN254_CHECK(bn254_fuzz_call_copy(bn254_ecmul, out2, 64, in, 96) == BN254_OK);
    BN254_CHECK(memcmp(out, out2, 64) == 0);

    /* P + (-P) = O, P + O = P (with O given as 64 bytes or as a short input) */
    bn254_g1_aff_neg(&neg, p);
    fuzz_encode_input(in, p, &neg);
    BN254_CHECK(bn254_fuzz_call_copy(bn254_ecadd, out, 64, in, 128) == BN254_OK);
    BN254_CHECK(bn254_ref_all_zero(out, 64));
    bn254_encode_g1(in, p);
    BN254_CHECK(bn254_fuzz_call_copy(bn254_ecadd, out, 64, in, 64) == BN254_OK);
    BN254_CHECK(memcmp(out, in, 64) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint8_t out[64], buf[128];
    bn254_status st, want;
    bn254_fuzz_reader rd;
    bn254_g1_aff p, q, g;
    bn254_scalar k1, k2;
    uint8_t kb[32];
    unsigned mode;

    st = bn254_fuzz_call(bn254_ecadd, out, 64, data, size);
    bn254_pad_input(buf, sizeof buf, data, size);
    want = bn254_ref_g1_status(buf);
    if (want == BN254_OK) want = bn254_ref_g1_status(buf + 64);
    BN254_CHECK(st == want);
    if (st == BN254_OK) {
        BN254_CHECK(bn254_decode_g1(&p, buf) == BN254_OK);
        BN254_CHECK(bn254_decode_g1(&q, buf + 64) == BN254_OK);
        fuzz_pair(&p, &q);
    }

    /* Points derived from the input bytes. */
    rd.data = data, rd.size = size, rd.pos = 0;
    mode = bn254_fuzz_byte(&rd);
    bn254_fuzz_take(&rd, kb, 32);
    bn254_scalar_from_be32(&k1, kb);
    bn254_fuzz_take(&rd, kb, 32);
    bn254_scalar_from_be32(&k2, kb);
    switch (mode & 3) {
    case 0: /* P + P */
        k2 = k1;
        break;
    case 1: /* P + (-P): k2 = r - (k1 mod r) */
        bn254_ref_mod(k2.l, k1.l, 4, bn254_ref_r);
        (void)bn254_ref_sub(k2.l, bn254_ref_r, k2.l);
        break;
    case 2: /* P + O */
        memset(&k2, 0, sizeof k2);
        break;
    default:
        break;
    }
    bn254_test_g1_generator(&g);
    bn254_ref_g1_mul_aff(&p, &g, k1.l, 4);
    bn254_ref_g1_mul_aff(&q, &g, k2.l, 4);
    fuzz_pair(&p, &q);
    return 0;
}
