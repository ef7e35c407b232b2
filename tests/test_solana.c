/* SPDX-License-Identifier: MIT */
/*
 * test_solana.c (ctest bn254.solana): the square roots of Fp and Fp2 that
 * decompression needs, and the Solana syscall functions of bn254_solana.h.
 *
 * Independent answers: the curve points of the vector files (vectors/, from
 * @noble/curves, and go-ethereum's when argv[1] names their folder) must be
 * the roots the square roots find, up to sign; a residue test of its own
 * (a in Fp2 is a square iff its norm is a square in Fp; every element of Fp
 * is a square in Fp2; exactly one of a, -a is a square in Fp, as p = 3 mod 4);
 * and every successful EVM vector, which in Solana's BE encoding must give
 * the same bytes (and in LE the same bytes reversed per word). The flag,
 * length and error rules are those of solana-bn254 3.2.1 on arkworks 0.5
 * (doc/solana.md); the differential test against that crate itself is
 * bindings/rust/solana-test.
 */
#include "support/layer.h"
#include "support/vector_file.h"

#ifndef BN254_TEST_VECTOR_DIR
#error "tests/CMakeLists.txt defines BN254_TEST_VECTOR_DIR, the project's vectors/ folder"
#endif

static const char *geth_dir;

static void load(bn254_vector_file *f, const char *dir, const char *name) {
    char path[4096], err[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (bn254_vector_file_load(f, path, err, sizeof err) != 0) fail_msg("%s", err);
}

static void swap_chunks(uint8_t *b, size_t n, size_t chunk) {
    size_t c, i;
    for (c = 0; c < n; c += chunk) {
        for (i = 0; i < chunk / 2; i++) {
            uint8_t t = b[c + i];
            b[c + i] = b[c + chunk - 1 - i];
            b[c + chunk - 1 - i] = t;
        }
    }
}

/* ---- square roots -------------------------------------------------------------- */

static void check_g1_root(const uint8_t in[64], size_t *n) {
    bn254_g1_aff p;
    bn254_fp rhs, three, r, neg;
    if (bn254_is_zero_bytes(in, 64) || !bn254_fp_from_be32(&p.x, in) ||
        !bn254_fp_from_be32(&p.y, in + 32)) {
        return;
    }
    p.infinity = 0;
    if (!bn254_g1_aff_is_on_curve(&p)) return;
    bn254_fp_set_u64(&three, 3);
    bn254_fp_sqr(&rhs, &p.x);
    bn254_fp_mul(&rhs, &rhs, &p.x);
    bn254_fp_add(&rhs, &rhs, &three);
    assert_true(bn254_fp_sqrt(&r, &rhs));
    bn254_fp_neg(&neg, &r);
    assert_true(bn254_fp_equal(&r, &p.y) || bn254_fp_equal(&neg, &p.y));
    (*n)++;
}

static void check_g2_root(uint8_t in[128], size_t *n) {
    bn254_g2_aff q;
    bn254_fp2 rhs, r, neg;
    if (bn254_is_zero_bytes(in, 128) || bn254_sol_decode_g2(&q, in, BN254_SOL_G2_TWIST) != 0 ||
        q.infinity) {
        return;
    }
    bn254_fp2_sqr(&rhs, &q.x);
    bn254_fp2_mul(&rhs, &rhs, &q.x);
    bn254_fp2_add(&rhs, &rhs, &bn254_twist_b);
    assert_true(bn254_fp2_sqrt(&r, &rhs));
    bn254_fp2_neg(&neg, &r);
    assert_true(bn254_fp2_equal(&r, &q.y) || bn254_fp2_equal(&neg, &q.y));
    (*n)++;
}

/* The points of the pairing and ecadd vectors (ours, and go-ethereum's). */
static void test_sqrt_vector_points(void **state) {
    const char *dirs[2];
    size_t nd = 0, d, i, k, n1 = 0, n2 = 0;
    (void)state;
    dirs[nd++] = BN254_TEST_VECTOR_DIR;
    if (geth_dir != NULL) dirs[nd++] = geth_dir;
    for (d = 0; d < nd; d++) {
        bn254_vector_file f;
        uint8_t buf[192];
        load(&f, dirs[d], d == 0 ? "ecpairing.json" : "bn256Pairing.json");
        for (i = 0; i < f.n; i++) {
            for (k = 0; k + 192 <= f.v[i].input_len; k += 192) {
                memcpy(buf, f.v[i].input + k, 192);
                check_g1_root(buf, &n1);
                check_g2_root(buf + 64, &n2);
            }
        }
        bn254_vector_file_free(&f);
        load(&f, dirs[d], d == 0 ? "ecadd.json" : "bn256Add.json");
        for (i = 0; i < f.n; i++) {
            if (f.v[i].input_len >= 128) {
                check_g1_root(f.v[i].input, &n1);
                check_g1_root(f.v[i].input + 64, &n1);
            }
        }
        bn254_vector_file_free(&f);
    }
    printf("sqrt: %lu G1 and %lu G2 vector points are roots of their curve equations\n",
           (unsigned long)n1, (unsigned long)n2);
    assert_true(n1 > 20 && n2 > 20);
}

static void test_fp_sqrt_residues(void **state) {
    int i, squares = 0;
    bn254_fp a, na, r, s, zero;
    (void)state;
    bn254_fp_set_zero(&zero);
    assert_true(bn254_fp_sqrt(&r, &zero) && bn254_fp_is_zero(&r));
    for (i = 0; i < 200; i++) {
        int qa, qn;
        bn254_test_rand_nonzero_fp(&a);
        bn254_fp_neg(&na, &a);
        qa = bn254_fp_sqrt(&r, &a);
        if (qa) {
            bn254_fp_sqr(&s, &r);
            assert_fp_equal(&s, &a);
        }
        qn = bn254_fp_sqrt(&r, &na);
        assert_int_equal(qa + qn, 1); /* -1 is not a square: p = 3 mod 4 */
        squares += qa;
        bn254_fp_sqr(&s, &a); /* a^2 always */
        assert_true(bn254_fp_sqrt(&r, &s));
    }
    assert_true(squares > 60 && squares < 140);
}

static void test_fp2_sqrt_residues(void **state) {
    int i, squares = 0;
    bn254_fp2 a, r, s;
    bn254_fp norm, t, rn;
    (void)state;
    for (i = 0; i < 200; i++) {
        int q;
        bn254_test_rand_nonzero_fp2(&a);
        bn254_fp_sqr(&norm, &a.c0);
        bn254_fp_sqr(&t, &a.c1);
        bn254_fp_add(&norm, &norm, &t);
        q = bn254_fp2_sqrt(&r, &a);
        assert_int_equal(q, bn254_fp_sqrt(&rn, &norm)); /* Euler via the norm */
        if (q) {
            bn254_fp2_sqr(&s, &r);
            assert_fp2_equal(&s, &a);
        }
        squares += q;
        bn254_fp2_sqr(&s, &a);
        assert_true(bn254_fp2_sqrt(&r, &s));
        bn254_fp2_sqr(&r, &r);
        assert_fp2_equal(&r, &s);
        /* every element of Fp is a square in Fp2 (u^2 = -1) */
        bn254_fp_set_zero(&a.c1);
        assert_true(bn254_fp2_sqrt(&r, &a));
        bn254_fp2_sqr(&s, &r);
        assert_fp2_equal(&s, &a);
    }
    assert_true(squares > 60 && squares < 140);
}

/* ---- Solana BE = EVM on every successful vector ---------------------------------- */

static void check_same(const char *what, bn254_solana_status st, const uint8_t *got,
                       const bn254_vector *v, size_t n) {
    if (st != BN254_SOLANA_OK || memcmp(got, v->expected, n) != 0) {
        fail_msg("%s %s: status %s, or other bytes than the EVM vector", what, v->name,
                 bn254_solana_status_str(st));
    }
}

static size_t run_evm_file(const char *dir, const char *name, int op) {
    bn254_vector_file f;
    size_t i, n = 0;
    uint8_t in[1 << 14], out[64];
    load(&f, dir, name);
    for (i = 0; i < f.n; i++) {
        const bn254_vector *v = &f.v[i];
        bn254_solana_status st;
        size_t len = v->input_len;
        if (v->expected == NULL || len > sizeof in) continue;
        memcpy(in, v->input, len);
        if (op == 0 && len <= 128) {
            st = bn254_solana_g1_add(out, in, len, BN254_SOLANA_BE);
            check_same("g1_add_be", st, out, v, 64);
            memset(in + len, 0, 128 - len); /* LE: exactly 128 */
            swap_chunks(in, 128, 32);
            st = bn254_solana_g1_add(out, in, 128, BN254_SOLANA_LE);
            swap_chunks(out, 64, 32);
            check_same("g1_add_le", st, out, v, 64);
            n++;
        } else if (op == 1 && len <= 96) {
            st = bn254_solana_g1_mul(out, in, len, BN254_SOLANA_BE);
            check_same("g1_mul_be", st, out, v, 64);
            st = bn254_solana_g1_mul(out, in, len, BN254_SOLANA_BE | BN254_SOLANA_V0);
            check_same("g1_mul_v0_be", st, out, v, 64);
            memset(in + len, 0, 96 - len);
            swap_chunks(in, 96, 32);
            st = bn254_solana_g1_mul(out, in, 96, BN254_SOLANA_LE);
            swap_chunks(out, 64, 32);
            check_same("g1_mul_le", st, out, v, 64);
            n++;
        } else if (op == 2 && len % 192 == 0) {
            size_t k;
            st = bn254_solana_pairing(out, in, len, BN254_SOLANA_BE);
            check_same("pairing_be", st, out, v, 32);
            for (k = 0; k < len; k += 192) {
                swap_chunks(in + k, 64, 32);
                swap_chunks(in + k + 64, 128, 64);
            }
            st = bn254_solana_pairing(out, in, len, BN254_SOLANA_LE);
            swap_chunks(out, 32, 32);
            check_same("pairing_le", st, out, v, 32);
            n++;
        }
    }
    bn254_vector_file_free(&f);
    return n;
}

static void test_solana_evm_vectors(void **state) {
    size_t n = 0;
    (void)state;
    n += run_evm_file(BN254_TEST_VECTOR_DIR, "ecadd.json", 0);
    n += run_evm_file(BN254_TEST_VECTOR_DIR, "ecmul.json", 1);
    n += run_evm_file(BN254_TEST_VECTOR_DIR, "ecpairing.json", 2);
    n += run_evm_file(BN254_TEST_VECTOR_DIR "/distinct", "ecpairing.json", 2);
    if (geth_dir != NULL) {
        n += run_evm_file(geth_dir, "bn256Add.json", 0);
        n += run_evm_file(geth_dir, "bn256ScalarMul.json", 1);
        n += run_evm_file(geth_dir, "bn256Pairing.json", 2);
    }
    printf("solana: %lu successful EVM vectors give the same bytes BE and LE%s\n", (unsigned long)n,
           geth_dir ? " (with go-ethereum's)" : "");
    assert_true(n > 50);
}

/* ---- the rules ---------------------------------------------------------------------- */

/* A G1 point and a G2 point of G2 from the first pairing vector. */
static void sample_points(uint8_t g1[64], uint8_t g2[128]) {
    bn254_vector_file f;
    load(&f, BN254_TEST_VECTOR_DIR "/distinct", "ecpairing.json");
    memcpy(g1, f.v[0].input, 64);
    memcpy(g2, f.v[0].input + 64, 128);
    bn254_vector_file_free(&f);
}

static void test_solana_rules(void **state) {
    uint8_t g1[64], g2[128], in[512], out[128], ref[128], c[64];
    (void)state;
    sample_points(g1, g2);
    /* lengths: BE pads up to 128, LE exactly 128; errors zero the output */
    memset(in, 0, sizeof in);
    memcpy(in, g1, 64);
    assert_int_equal(bn254_solana_g1_add(ref, in, 64, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_memory_equal(ref, g1, 64); /* P + O */
    memset(out, 0xaa, sizeof out);
    assert_int_equal(bn254_solana_g1_add(out, in, 129, BN254_SOLANA_BE),
                     BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    assert_true(bn254_is_zero_bytes(out, 64));
    assert_int_equal(bn254_solana_g1_add(out, in, 127, BN254_SOLANA_LE),
                     BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    assert_int_equal(bn254_solana_g1_mul(out, in, 97, BN254_SOLANA_BE),
                     BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    assert_int_equal(bn254_solana_g1_mul(out, in, 128, BN254_SOLANA_BE | BN254_SOLANA_V0),
                     BN254_SOLANA_OK);
    assert_int_equal(bn254_solana_g2_add(out, in, 255, BN254_SOLANA_BE),
                     BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    assert_int_equal(bn254_solana_pairing(out, in, 193, BN254_SOLANA_BE),
                     BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    assert_int_equal(bn254_solana_pairing(out, in, 191, BN254_SOLANA_BE | BN254_SOLANA_V0),
                     BN254_SOLANA_OK); /* no whole pair: the empty product */
    assert_int_equal(out[31], 1);
    assert_int_equal(bn254_solana_g1_compress(out, in, 63, 0), BN254_SOLANA_ERR_INVALID_INPUT_SIZE);
    /* flags: bit 7 of y is ignored in an uncompressed point, bit 6 makes it
     * infinity, both are an error */
    memcpy(in, g1, 64);
    memcpy(in + 64, g1, 64);
    in[96] |= 0x80;
    assert_int_equal(bn254_solana_g1_add(out, in, 128, BN254_SOLANA_BE), BN254_SOLANA_OK);
    in[96] &= 0x3f;
    assert_int_equal(bn254_solana_g1_add(ref, in, 128, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_memory_equal(out, ref, 64); /* P + P either way */
    in[96] |= 0x40;
    assert_int_equal(bn254_solana_g1_add(out, in, 128, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_memory_equal(out, g1, 64); /* P + O */
    in[96] |= 0xc0;
    assert_int_equal(bn254_solana_g1_add(out, in, 128, BN254_SOLANA_BE),
                     BN254_SOLANA_ERR_INVALID_INPUT_DATA);
    /* G2 addition checks the twist apart: off the twist is GroupError */
    memcpy(in, g2, 128);
    memcpy(in + 128, g2, 128);
    in[255] ^= 1;
    assert_int_equal(bn254_solana_g2_add(out, in, 256, BN254_SOLANA_BE), BN254_SOLANA_ERR_GROUP);
    /* compression round trips, both signs, both endiannesses */
    assert_int_equal(bn254_solana_g1_compress(c, g1, 64, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_int_equal(bn254_solana_g1_decompress(out, c, 32, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_memory_equal(out, g1, 64);
    c[0] ^= 0x80; /* the other root: -P */
    assert_int_equal(bn254_solana_g1_decompress(out, c, 32, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_memory_equal(out, g1, 32);
    assert_memory_not_equal(out + 32, g1 + 32, 32);
    c[0] |= 0xc0;
    assert_int_equal(bn254_solana_g1_decompress(out, c, 32, BN254_SOLANA_BE),
                     BN254_SOLANA_ERR_G1_DECOMPRESS);
    memcpy(in, g2, 128);
    swap_chunks(in, 128, 64);
    assert_int_equal(bn254_solana_g2_compress(c, in, 128, BN254_SOLANA_LE), BN254_SOLANA_OK);
    assert_int_equal(bn254_solana_g2_decompress(out, c, 64, BN254_SOLANA_LE), BN254_SOLANA_OK);
    assert_memory_equal(out, in, 128);
    /* infinity: all zero both ways, and the flag form */
    memset(in, 0, 128);
    assert_int_equal(bn254_solana_g2_compress(c, in, 128, 0), BN254_SOLANA_OK);
    assert_true(bn254_is_zero_bytes(c, 64));
    in[64] = 0x40;
    assert_int_equal(bn254_solana_g2_compress(c, in, 128, 0), BN254_SOLANA_OK);
    assert_int_equal(c[0], 0x40);
    assert_int_equal(bn254_solana_g2_decompress(out, c, 64, 0), BN254_SOLANA_OK);
    assert_true(bn254_is_zero_bytes(out, 128));
    /* out may alias in */
    memcpy(in, g1, 64);
    memcpy(in + 64, g1, 64);
    assert_int_equal(bn254_solana_g1_add(in, in, 128, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_memory_equal(in, ref, 64);
    /* compute units (Agave's prices, bn254_solana.h) */
    assert_int_equal(bn254_solana_group_op_cu(BN254_SOLANA_G1_ADD, 128), 334);
    assert_int_equal(bn254_solana_group_op_cu(BN254_SOLANA_G1_MUL | 0x80, 96), 3840);
    assert_int_equal(bn254_solana_group_op_cu(BN254_SOLANA_G2_ADD, 256), 535);
    assert_int_equal(bn254_solana_group_op_cu(BN254_SOLANA_G2_MUL, 160), 15670);
    assert_int_equal(bn254_solana_group_op_cu(BN254_SOLANA_PAIRING, 0), 36364 + 85 + 32);
    assert_int_equal(bn254_solana_group_op_cu(BN254_SOLANA_PAIRING, 384),
                     36364 + 12121 + 85 + 384 + 32);
    assert_int_equal(bn254_solana_group_op_cu(BN254_SOLANA_G1_SUB, 128), 0);
    assert_int_equal(bn254_solana_group_op_cu(0x100, 128), 0);
#if SIZE_MAX > UINT32_MAX
    /* 12121 (k - 1) overflows 64 bits: the price saturates */
    assert_int_equal(bn254_solana_group_op_cu(BN254_SOLANA_PAIRING, SIZE_MAX), UINT64_MAX);
#else
    /* a 32-bit size_t: the longest input has an exact price */
    assert_int_equal(bn254_solana_group_op_cu(BN254_SOLANA_PAIRING, SIZE_MAX),
                     36364 + 12121 * ((uint64_t)SIZE_MAX / 192 - 1) + 85 + (uint64_t)SIZE_MAX + 32);
#endif
    assert_int_equal(bn254_solana_compression_cu(BN254_SOLANA_G2_DECOMPRESS | 0x80), 13710);
    assert_int_equal(bn254_solana_compression_cu(4), 0);
    assert_string_equal(bn254_solana_status_str(BN254_SOLANA_ERR_GROUP), "group-error");
    assert_string_equal(bn254_solana_status_str((bn254_solana_status)99), "unknown");
}

/* ---- every rule, one case each ------------------------------------------------------- */

/* The rules of bn254_solana.h, case by case (each error path and each flag
 * of each op), with answers from the rules themselves and the reference
 * arithmetic: a compressed point is x with bit 7 set iff y > p - y as
 * integers (arkworks' YIsNegative), G2 sums and multiples come from the
 * affine rule on reference integers and double-and-add (ref_curve.h). */

/* An integer as 32 big-endian bytes. */
static void be_of(uint8_t out[32], const uint64_t v[4]) {
    bn254_ref_to_be(out, v);
}

/* Is y (32 BE bytes, < p) the larger of y, p - y? On reference integers. */
static int ref_is_larger(const uint8_t y[32]) {
    uint64_t a[4], n[4];
    bn254_ref_from_be(a, y);
    bn254_ref_negmod(n, a, bn254_ref_p);
    return bn254_ref_cmp(a, n) > 0;
}

/* The status, and on an error the zeroed output. */
static void expect_status(bn254_solana_status got, bn254_solana_status want, const uint8_t *out,
                          size_t n) {
    assert_int_equal(got, want);
    if (want != BN254_SOLANA_OK) assert_true(bn254_is_zero_bytes(out, n));
}

static void test_solana_each_rule(void **state) {
    uint8_t g1[64], g2[128], in[512], out[128], c[64], want[128], half_lo[32], half_hi[32], pbe[32];
    uint64_t t[4];
    bn254_g1_aff p1;
    bn254_g2_aff q, q2, tw;
    int i;
    (void)state;
    sample_points(g1, g2);
    bn254_test_g1_from_encoding(&p1, g1);
    bn254_test_g2_from_encoding(&q, g2);
    be_of(pbe, bn254_ref_p);
    bn254_ref_shr1(t, bn254_ref_p); /* (p - 1)/2 */
    be_of(half_lo, t);
    bn254_ref_add_u64(t, t, 1); /* (p + 1)/2 */
    be_of(half_hi, t);

    /* compute units of compression (Agave: 100 + the op's own price) and every status name */
    assert_int_equal(bn254_solana_compression_cu(BN254_SOLANA_G1_COMPRESS), 130);
    assert_int_equal(bn254_solana_compression_cu(BN254_SOLANA_G1_DECOMPRESS | 0x80), 498);
    assert_int_equal(bn254_solana_compression_cu(BN254_SOLANA_G2_COMPRESS), 186);
    assert_int_equal(bn254_solana_compression_cu(BN254_SOLANA_G2_DECOMPRESS), 13710);
    assert_string_equal(bn254_solana_status_str(BN254_SOLANA_OK), "ok");
    assert_string_equal(bn254_solana_status_str(BN254_SOLANA_ERR_INVALID_INPUT_DATA),
                        "invalid-input-data");
    assert_string_equal(bn254_solana_status_str(BN254_SOLANA_ERR_G1_DECOMPRESS),
                        "g1-decompression-failed");
    assert_string_equal(bn254_solana_status_str(BN254_SOLANA_ERR_G2_DECOMPRESS),
                        "g2-decompression-failed");
    assert_string_equal(bn254_solana_status_str(BN254_SOLANA_ERR_G1_COMPRESS),
                        "g1-compression-failed");
    assert_string_equal(bn254_solana_status_str(BN254_SOLANA_ERR_G2_COMPRESS),
                        "g2-compression-failed");
    assert_string_equal(bn254_solana_status_str(BN254_SOLANA_ERR_INVALID_INPUT_SIZE),
                        "invalid-input-size");

    /* G1 words >= p: x = p, or y = p (flags clear), in addition, multiplication, pairing */
    memset(in, 0, sizeof in);
    memcpy(in, pbe, 32);
    in[63] = 2; /* (p, 2) */
    expect_status(bn254_solana_g1_add(out, in, 128, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 64);
    memcpy(in, g1, 32);
    memcpy(in + 32, pbe, 32); /* (x, p) */
    expect_status(bn254_solana_g1_add(out, in, 128, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 64);
    /* off the curve: first point, then second; multiplication; pairing */
    memcpy(in, g1, 64);
    in[63] ^= 1;
    expect_status(bn254_solana_g1_add(out, in, 64, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 64);
    memcpy(in + 64, in, 64);
    memcpy(in, g1, 64);
    expect_status(bn254_solana_g1_add(out, in, 128, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 64);
    memcpy(in, in + 64, 64);
    memset(in + 64, 0, 32);
    in[95] = 5;
    expect_status(bn254_solana_g1_mul(out, in, 96, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 64);
    memcpy(in + 64, g2, 128); /* (P off the curve, Q) */
    expect_status(bn254_solana_pairing(out, in, 192, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 32);

    /* G2: both flags; words >= p; off the twist in multiplication and pairing
     * (InvalidInputData there, GroupError only in addition); on the twist
     * outside G2; the infinity flag */
    memcpy(in, g2, 128);
    memcpy(in + 128, g2, 128);
    in[64] |= 0xc0;
    expect_status(bn254_solana_g2_add(out, in, 256, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 128);
    memcpy(in, g2, 128);
    memcpy(in + 32, pbe, 32); /* x_re = p */
    expect_status(bn254_solana_g2_add(out, in, 256, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 128);
    memcpy(in, g2, 128);
    in[127] ^= 1;
    expect_status(bn254_solana_g2_add(out, in, 256, BN254_SOLANA_BE), BN254_SOLANA_ERR_GROUP, out,
                  128);
    memset(in + 128, 0, 32);
    in[159] = 7;
    expect_status(bn254_solana_g2_mul(out, in, 160, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 128);
    memmove(in + 64, in, 128);
    memcpy(in, g1, 64);
    expect_status(bn254_solana_pairing(out, in, 192, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 32);
    bn254_ref_rand_twist(&tw);
    assert_false(bn254_ref_g2_in_subgroup(&tw));
    bn254_test_encode_g2(in, &tw);
    memset(in + 128, 0, 32);
    in[159] = 3;
    expect_status(bn254_solana_g2_mul(out, in, 160, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 128);
    expect_status(bn254_solana_g2_mul(out, in, 159, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_DATA, out, 128);
    memcpy(in, g2, 128);
    in[64] |= 0x40; /* infinity flag: [k] O = O */
    expect_status(bn254_solana_g2_mul(out, in, 160, BN254_SOLANA_BE), BN254_SOLANA_OK, out, 128);
    assert_true(bn254_is_zero_bytes(out, 128));

    /* G2 addition: LE, and Q + (-Q) = O (the all-zero encoding) */
    bn254_g2_aff_neg(&q2, &q);
    bn254_test_encode_g2(in, &q);
    bn254_test_encode_g2(in + 128, &q2);
    swap_chunks(in, 256, 64);
    expect_status(bn254_solana_g2_add(out, in, 256, BN254_SOLANA_LE), BN254_SOLANA_OK, out, 128);
    assert_true(bn254_is_zero_bytes(out, 128));
    bn254_ref_rand_g2(&q2);
    bn254_test_encode_g2(in, &q);
    bn254_test_encode_g2(in + 128, &q2);
    {
        bn254_g2_aff s;
        bn254_ref_g2_add_aff(&s, &q, &q2);
        bn254_test_encode_g2(want, &s);
    }
    assert_int_equal(bn254_solana_g2_add(out, in, 256, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_memory_equal(out, want, 128);

    /* G2 multiplication: k = 0, k = r (reduced to 0), random k BE and LE against
     * double-and-add */
    bn254_test_encode_g2(in, &q);
    memset(in + 128, 0, 32);
    expect_status(bn254_solana_g2_mul(out, in, 160, BN254_SOLANA_BE), BN254_SOLANA_OK, out, 128);
    assert_true(bn254_is_zero_bytes(out, 128));
    be_of(in + 128, bn254_ref_r);
    assert_int_equal(bn254_solana_g2_mul(out, in, 160, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_true(bn254_is_zero_bytes(out, 128));
    for (i = 0; i < 4; i++) {
        uint64_t k[4];
        bn254_g2_aff m;
        bn254_test_rand256(k);
        bn254_ref_g2_mul_aff(&m, &q, k, 4);
        bn254_test_encode_g2(want, &m);
        bn254_test_encode_g2(in, &q);
        be_of(in + 128, k);
        assert_int_equal(bn254_solana_g2_mul(out, in, 160, BN254_SOLANA_BE), BN254_SOLANA_OK);
        assert_memory_equal(out, want, 128);
        swap_chunks(in, 128, 64);
        swap_chunks(in + 128, 32, 32);
        assert_int_equal(bn254_solana_g2_mul(out, in, 160, BN254_SOLANA_LE), BN254_SOLANA_OK);
        swap_chunks(out, 128, 64);
        assert_memory_equal(out, want, 128);
    }

    /* G1 compression: all zero (no flag), the infinity flag (flag), LE, a word
     * >= p, and the sign bit for y = (p - 1)/2 (smaller) and (p + 1)/2 (larger),
     * the curve unchecked */
    memset(in, 0, 64);
    expect_status(bn254_solana_g1_compress(c, in, 64, BN254_SOLANA_BE), BN254_SOLANA_OK, c, 32);
    assert_true(bn254_is_zero_bytes(c, 32));
    memcpy(in, g1, 64);
    in[32] |= 0x40;
    assert_int_equal(bn254_solana_g1_compress(c, in, 64, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_int_equal(c[0], 0x40);
    assert_true(bn254_is_zero_bytes(c + 1, 31));
    memcpy(in, pbe, 32);
    expect_status(bn254_solana_g1_compress(c, in, 64, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_G1_COMPRESS, c, 32);
    memcpy(in, g1, 32);
    memcpy(in + 32, half_lo, 32);
    assert_int_equal(bn254_solana_g1_compress(c, in, 64, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_memory_equal(c, g1, 32);
    memcpy(in + 32, half_hi, 32);
    assert_int_equal(bn254_solana_g1_compress(c, in, 64, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_int_equal(c[0], g1[0] | 0x80);
    assert_memory_equal(c + 1, g1 + 1, 31);
    memset(in + 32, 0, 32); /* y = 0 = -y: not the larger */
    memcpy(in, g1, 32);
    in[0] = 0; /* x < p, not zero: the point is not all zero */
    assert_int_equal(bn254_solana_g1_compress(c, in, 64, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_memory_equal(c, in, 32);
    memcpy(in, g1, 64);
    swap_chunks(in, 64, 32);
    assert_int_equal(bn254_solana_g1_compress(c, in, 64, BN254_SOLANA_LE), BN254_SOLANA_OK);
    swap_chunks(c, 32, 32);
    memcpy(want, g1, 32);
    if (ref_is_larger(g1 + 32)) want[0] |= 0x80;
    assert_memory_equal(c, want, 32);

    /* G1 decompression: length, all zero, the infinity flag, both flags, x >= p,
     * x^3 + 3 not a square, LE round trip */
    expect_status(bn254_solana_g1_decompress(out, want, 33, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_SIZE, out, 64);
    memset(in, 0, 32);
    expect_status(bn254_solana_g1_decompress(out, in, 32, BN254_SOLANA_BE), BN254_SOLANA_OK, out,
                  64);
    assert_true(bn254_is_zero_bytes(out, 64));
    memcpy(in, g1, 32);
    in[0] |= 0x40;
    assert_int_equal(bn254_solana_g1_decompress(out, in, 32, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_true(bn254_is_zero_bytes(out, 64));
    memcpy(in, pbe, 32);
    expect_status(bn254_solana_g1_decompress(out, in, 32, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_G1_DECOMPRESS, out, 64);
    {
        /* the first x = 1, 2, ... with x^3 + 3 a non-residue (reference square root) */
        uint64_t x = 1;
        for (;; x++) {
            bn254_fp fx, rhs, root;
            uint64_t xl[4] = {0, 0, 0, 0};
            xl[0] = x;
            bn254_test_fp_from_int(&fx, xl);
            bn254_fp_sqr(&rhs, &fx);
            bn254_fp_mul(&rhs, &rhs, &fx);
            bn254_fp_add(&rhs, &rhs, &bn254_g1_b);
            if (!bn254_ref_fp_sqrt(&root, &rhs)) break;
        }
        memset(in, 0, 32);
        in[31] = (uint8_t)x;
        expect_status(bn254_solana_g1_decompress(out, in, 32, BN254_SOLANA_BE),
                      BN254_SOLANA_ERR_G1_DECOMPRESS, out, 64);
    }
    swap_chunks(want, 32, 32);
    assert_int_equal(bn254_solana_g1_decompress(out, want, 32, BN254_SOLANA_LE), BN254_SOLANA_OK);
    swap_chunks(out, 64, 32);
    assert_memory_equal(out, g1, 64);

    /* G2 compression: length, a word >= p, the sign from y_re when y_im = 0
     * (the curve unchecked) */
    expect_status(bn254_solana_g2_compress(c, g2, 127, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_SIZE, c, 64);
    memcpy(in, g2, 128);
    memcpy(in + 96, pbe, 32);
    expect_status(bn254_solana_g2_compress(c, in, 128, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_G2_COMPRESS, c, 64);
    memset(in + 64, 0, 32);
    memcpy(in + 96, half_hi, 32);
    assert_int_equal(bn254_solana_g2_compress(c, in, 128, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_int_equal(c[0], g2[0] | 0x80);
    assert_memory_equal(c + 1, g2 + 1, 63);
    memcpy(in + 96, half_lo, 32);
    assert_int_equal(bn254_solana_g2_compress(c, in, 128, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_memory_equal(c, g2, 64);

    /* G2 decompression: length, all zero, both flags, x_im >= p, x_re >= p, no
     * root, and both signs (the flag chooses between y and -y) */
    expect_status(bn254_solana_g2_decompress(out, c, 63, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_INVALID_INPUT_SIZE, out, 128);
    memset(in, 0, 64);
    assert_int_equal(bn254_solana_g2_decompress(out, in, 64, BN254_SOLANA_BE), BN254_SOLANA_OK);
    assert_true(bn254_is_zero_bytes(out, 128));
    memcpy(in, g2, 64);
    in[0] |= 0xc0;
    expect_status(bn254_solana_g2_decompress(out, in, 64, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_G2_DECOMPRESS, out, 128);
    memcpy(in, pbe, 32);
    expect_status(bn254_solana_g2_decompress(out, in, 64, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_G2_DECOMPRESS, out, 128);
    memcpy(in, g2, 32);
    memcpy(in + 32, pbe, 32);
    expect_status(bn254_solana_g2_decompress(out, in, 64, BN254_SOLANA_BE),
                  BN254_SOLANA_ERR_G2_DECOMPRESS, out, 128);
    {
        /* the first x = t u (t = 1, 2, ...) off the twist: x^3 + b' not a square */
        uint64_t x = 1;
        for (;; x++) {
            bn254_fp2 fx, rhs, root;
            uint64_t xl[4] = {0, 0, 0, 0};
            xl[0] = x;
            bn254_fp_set_zero(&fx.c0);
            bn254_test_fp_from_int(&fx.c1, xl);
            bn254_fp2_sqr(&rhs, &fx);
            bn254_fp2_mul(&rhs, &rhs, &fx);
            bn254_fp2_add(&rhs, &rhs, &bn254_twist_b);
            if (!bn254_ref_fp2_sqrt(&root, &rhs)) break;
        }
        memset(in, 0, 64);
        in[31] = (uint8_t)x;
        expect_status(bn254_solana_g2_decompress(out, in, 64, BN254_SOLANA_BE),
                      BN254_SOLANA_ERR_G2_DECOMPRESS, out, 128);
    }
    for (i = 0; i < 2; i++) {
        bn254_g2_aff m = q;
        if (i) bn254_g2_aff_neg(&m, &q);
        bn254_test_encode_g2(want, &m);
        memcpy(in, want, 64);
        /* the sign of y: y_im decides, y_re when y_im = 0 (never for this point) */
        if (ref_is_larger(bn254_is_zero_bytes(want + 64, 32) ? want + 96 : want + 64)) {
            in[0] |= 0x80;
        }
        assert_int_equal(bn254_solana_g2_decompress(out, in, 64, BN254_SOLANA_BE), BN254_SOLANA_OK);
        assert_memory_equal(out, want, 128);
    }
}

int main(int argc, char **argv) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sqrt_vector_points), cmocka_unit_test(test_fp_sqrt_residues),
        cmocka_unit_test(test_fp2_sqrt_residues),  cmocka_unit_test(test_solana_evm_vectors),
        cmocka_unit_test(test_solana_rules),       cmocka_unit_test(test_solana_each_rule),
    };
    if (argc > 1 && argv[1][0] != '\0') geth_dir = argv[1];
    bn254_test_init("solana");
    return cmocka_run_group_tests_name("solana", tests, NULL, NULL);
}
