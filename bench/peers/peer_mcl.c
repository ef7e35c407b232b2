/* SPDX-License-Identifier: MIT */
/*
 * peer_mcl.c: herumi/mcl in the peer harness, through its C API
 * (include/mcl/bn.h, curve MCL_BN_SNARK1, which is alt_bn128 with the
 * twist y^2 = x^3 + 3/(9+u) of EIP-197). mcl has no EVM precompile layer,
 * so this file is that layer, written here, as an EVM client would wrap the
 * library: EIP-196 zero padding and truncation, 32-byte big-endian words
 * checked < p (by mcl's deserializer, which rejects them), (0,0) as
 * infinity, the curve checks, and for EIP-197 the length rule, the G2 order
 * check, imaginary part first, pairs with an infinity left out (they
 * contribute 1) and the product of Miller loops with one final
 * exponentiation. Errors are reported in input order, as bn254 does.
 * Build: -DMCL_FP_BIT=256 -DMCL_FR_BIT=256 and link mcl's libmcl.a built
 * with the same values (bench/peers/run.sh does both).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mcl/bn.h>

#include "harness.h"
#include "hex.h"
#include "ref_ec.h" /* BN254_REF_G2_GEN_HEX */

static const char bn254_mcl_not_in_field[] = "not-in-field";
static const char bn254_mcl_not_on_curve[] = "not-on-curve";
static const char bn254_mcl_not_in_subgroup[] = "not-in-subgroup";
static const char bn254_mcl_input_length[] = "input-length";

static int bn254_mcl_all_zero(const uint8_t *b, size_t n) {
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++) acc |= b[i];
    return acc == 0;
}

/* A 32-byte big-endian word into Fp; mcl's serialized form is little-endian. */
static int bn254_mcl_fp_decode(mclBnFp *x, const uint8_t be[32]) {
    uint8_t le[32];
    int i;
    for (i = 0; i < 32; i++) le[i] = be[31 - i];
    return mclBnFp_deserialize(x, le, sizeof le) == sizeof le;
}

static void bn254_mcl_fp_encode(uint8_t be[32], const mclBnFp *x) {
    uint8_t le[32];
    int i;
    memset(le, 0, sizeof le);
    (void)mclBnFp_serialize(le, sizeof le, x);
    for (i = 0; i < 32; i++) be[i] = le[31 - i];
}

/* EIP-196: x || y; (0,0) is infinity, else the point must be on the curve. */
static const char *bn254_mcl_g1_decode(mclBnG1 *p, const uint8_t in[64]) {
    if (bn254_mcl_all_zero(in, 64)) {
        mclBnG1_clear(p);
        return NULL;
    }
    if (!bn254_mcl_fp_decode(&p->x, in) || !bn254_mcl_fp_decode(&p->y, in + 32)) {
        return bn254_mcl_not_in_field;
    }
    mclBnFp_setInt(&p->z, 1);
    /* the order check is off (mclBn_verifyOrderG1(0)): G1 has cofactor 1 */
    return mclBnG1_isValid(p) ? NULL : bn254_mcl_not_on_curve;
}

/* EIP-197: x_im || x_re || y_im || y_re; all zero is infinity; order r. */
static const char *bn254_mcl_g2_decode(mclBnG2 *q, const uint8_t in[128]) {
    if (bn254_mcl_all_zero(in, 128)) {
        mclBnG2_clear(q);
        return NULL;
    }
    if (!bn254_mcl_fp_decode(&q->x.d[1], in) || !bn254_mcl_fp_decode(&q->x.d[0], in + 32) ||
        !bn254_mcl_fp_decode(&q->y.d[1], in + 64) || !bn254_mcl_fp_decode(&q->y.d[0], in + 96)) {
        return bn254_mcl_not_in_field;
    }
    mclBnFp_setInt(&q->z.d[0], 1);
    mclBnFp_clear(&q->z.d[1]);
    /* curve only here (mclBn_verifyOrderG2(0)), so the two errors stay apart */
    if (!mclBnG2_isValid(q)) return bn254_mcl_not_on_curve;
    return mclBnG2_isValidOrder(q) ? NULL : bn254_mcl_not_in_subgroup;
}

static void bn254_mcl_g1_encode(uint8_t out[64], const mclBnG1 *p) {
    mclBnG1 a;
    if (mclBnG1_isZero(p)) {
        memset(out, 0, 64);
        return;
    }
    mclBnG1_normalize(&a, p);
    bn254_mcl_fp_encode(out, &a.x);
    bn254_mcl_fp_encode(out + 32, &a.y);
}

/* The input zero-padded (or truncated) to n bytes, as EIP-196 reads it. */
static void bn254_mcl_pad(uint8_t *buf, size_t n, const uint8_t *in, size_t in_len) {
    size_t take = in_len < n ? in_len : n;
    if (take > 0) memcpy(buf, in, take);
    memset(buf + take, 0, n - take);
}

static const char *bn254_mcl_ecadd(uint8_t *out, const uint8_t *in, size_t in_len) {
    uint8_t buf[128];
    mclBnG1 p, q, r;
    const char *err;
    bn254_mcl_pad(buf, sizeof buf, in, in_len);
    if ((err = bn254_mcl_g1_decode(&p, buf)) != NULL ||
        (err = bn254_mcl_g1_decode(&q, buf + 64)) != NULL) {
        memset(out, 0, 64);
        return err;
    }
    mclBnG1_add(&r, &p, &q);
    bn254_mcl_g1_encode(out, &r);
    return NULL;
}

static const char *bn254_mcl_ecmul(uint8_t *out, const uint8_t *in, size_t in_len) {
    uint8_t buf[96];
    mclBnG1 p, r;
    mclBnFr s;
    const char *err;
    bn254_mcl_pad(buf, sizeof buf, in, in_len);
    if ((err = bn254_mcl_g1_decode(&p, buf)) != NULL) {
        memset(out, 0, 64);
        return err;
    }
    /* any 256-bit scalar: reduced mod r, which the point's order allows */
    (void)mclBnFr_setBigEndianMod(&s, buf + 64, 32);
    mclBnG1_mul(&r, &p, &s);
    bn254_mcl_g1_encode(out, &r);
    return NULL;
}

/* Pairs on the stack up to this many; more come from the heap. */
#define BN254_MCL_STACK_PAIRS 16

static const char *bn254_mcl_ecpairing(uint8_t *out, const uint8_t *in, size_t in_len) {
    mclBnG1 g1_stack[BN254_MCL_STACK_PAIRS], *g1 = g1_stack;
    mclBnG2 g2_stack[BN254_MCL_STACK_PAIRS], *g2 = g2_stack;
    size_t k = in_len / 192, i, used = 0;
    const char *err = NULL;
    memset(out, 0, 32);
    if (in_len % 192 != 0) return bn254_mcl_input_length;
    if (k > BN254_MCL_STACK_PAIRS) {
        g1 = (mclBnG1 *)malloc(k * sizeof *g1);
        g2 = (mclBnG2 *)malloc(k * sizeof *g2);
        if (g1 == NULL || g2 == NULL) abort();
    }
    for (i = 0; i < k && err == NULL; i++) {
        if ((err = bn254_mcl_g1_decode(&g1[used], in + 192 * i)) != NULL) break;
        if ((err = bn254_mcl_g2_decode(&g2[used], in + 192 * i + 64)) != NULL) break;
        /* e(O, Q) = e(P, O) = 1: such a pair changes nothing */
        if (!mclBnG1_isZero(&g1[used]) && !mclBnG2_isZero(&g2[used])) used++;
    }
    if (err == NULL) {
        int one = 1;
        if (used > 0) {
            mclBnGT f;
            mclBn_millerLoopVec(&f, g1, g2, used);
            mclBn_finalExp(&f, &f);
            one = mclBnGT_isOne(&f);
        }
        out[31] = (uint8_t)one;
    }
    if (g1 != g1_stack) {
        free(g1);
        free(g2);
    }
    return err;
}

static const char *bn254_mcl_init(void) {
    if (mclBn_init(MCL_BN_SNARK1, MCLBN_COMPILED_TIME_VAR) != 0) {
        return "mclBn_init(MCL_BN_SNARK1) failed: was libmcl.a built with MCL_FP_BIT=256 "
               "MCL_FR_BIT=256?";
    }
    mclBn_verifyOrderG1(0);
    mclBn_verifyOrderG2(0);
    return NULL;
}

static const char *bn254_mcl_describe(void) {
    static char buf[64];
    int v = mclBn_getVersion(); /* 0xABC for A.BC */
    snprintf(buf, sizeof buf, "mclBn_getVersion %x.%02x, MCL_FP_BIT=%d", v >> 8, v & 0xff,
             MCL_FP_BIT);
    return buf;
}

/* ---- micro benchmarks, on the operands bench/bench_shim.c uses ---- */

static struct {
    mclBnG1 p;
    mclBnG2 q;
    mclBnFp fp[2];
    mclBnFp2 fp2[2];
    mclBnGT f;
} bn254_mcl_m;

/* P = [kA] (1, 2) with bench_shim.c's kA, Q = the EIP-197 G2 generator. */
static const char *bn254_mcl_setup_points(void) {
    static const char ka[] = "2b7e151628aed2a6abf7158809cf4f3c762e7160f38b4da56a784d9045190cfe";
    uint8_t buf[128];
    mclBnG1 g;
    mclBnFr k;
    mclBnFp_setInt(&g.x, 1);
    mclBnFp_setInt(&g.y, 2);
    mclBnFp_setInt(&g.z, 1);
    if (!mclBnG1_isValid(&g)) return "(1, 2) is not on mcl's curve";
    if (bn254_hex_to_bytes(buf, 32, ka) != 0) return "bad scalar constant";
    (void)mclBnFr_setBigEndianMod(&k, buf, 32);
    mclBnG1_mul(&bn254_mcl_m.p, &g, &k);
    mclBnG1_normalize(&bn254_mcl_m.p, &bn254_mcl_m.p);
    if (bn254_hex_to_bytes(buf, sizeof buf, BN254_REF_G2_GEN_HEX) != 0) return "bad G2 constant";
    if (bn254_mcl_g2_decode(&bn254_mcl_m.q, buf) != NULL) return "the G2 generator is rejected";
    bn254_mcl_m.fp[0] = bn254_mcl_m.p.x;
    bn254_mcl_m.fp[1] = bn254_mcl_m.p.y;
    bn254_mcl_m.fp2[0] = bn254_mcl_m.q.x;
    bn254_mcl_m.fp2[1] = bn254_mcl_m.q.y;
    return NULL;
}

static void bn254_mcl_fp_mul(uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) mclBnFp_mul(&bn254_mcl_m.fp[0], &bn254_mcl_m.fp[0], &bn254_mcl_m.fp[1]);
    bn254_peer_sink += bn254_mcl_m.fp[0].d[0];
}

static void bn254_mcl_fp2_mul(uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        mclBnFp2_mul(&bn254_mcl_m.fp2[0], &bn254_mcl_m.fp2[0], &bn254_mcl_m.fp2[1]);
    }
    bn254_peer_sink += bn254_mcl_m.fp2[0].d[0].d[0];
}

/* As bench_shim.c does: P flips to -P on a bit of the output. */
static void bn254_mcl_miller_loop_1(uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        mclBn_millerLoop(&bn254_mcl_m.f, &bn254_mcl_m.p, &bn254_mcl_m.q);
        if (bn254_mcl_m.f.d[0].d[0] & 1) mclBnG1_neg(&bn254_mcl_m.p, &bn254_mcl_m.p);
    }
}

static const char *bn254_mcl_setup_final_exp(void) {
    const char *err = bn254_mcl_setup_points();
    if (err != NULL) return err;
    mclBn_millerLoop(&bn254_mcl_m.f, &bn254_mcl_m.p, &bn254_mcl_m.q);
    return NULL;
}

static void bn254_mcl_final_exp(uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) mclBn_finalExp(&bn254_mcl_m.f, &bn254_mcl_m.f);
    bn254_peer_sink += bn254_mcl_m.f.d[0].d[0];
}

static void bn254_mcl_g2_subgroup_check(uint64_t n) {
    uint64_t i, acc = 0;
    for (i = 0; i < n; i++) acc += (uint64_t)mclBnG2_isValidOrder(&bn254_mcl_m.q);
    bn254_peer_sink += acc;
}

/* mcl's C API has no cyclotomic squaring: no fp12_cyclo_sqr row. */
static const bn254_peer_micro bn254_mcl_micros[] = {
    {"fp_mul", bn254_mcl_setup_points, bn254_mcl_fp_mul},
    {"fp2_mul", bn254_mcl_setup_points, bn254_mcl_fp2_mul},
    {"miller_loop_1", bn254_mcl_setup_points, bn254_mcl_miller_loop_1},
    {"final_exp", bn254_mcl_setup_final_exp, bn254_mcl_final_exp},
    {"g2_subgroup_check", bn254_mcl_setup_points, bn254_mcl_g2_subgroup_check},
};

const bn254_peer bn254_peer_impl = {
    "mcl",
    bn254_mcl_init,
    bn254_mcl_describe,
    bn254_mcl_ecadd,
    bn254_mcl_ecmul,
    bn254_mcl_ecpairing,
    bn254_mcl_micros,
    sizeof bn254_mcl_micros / sizeof bn254_mcl_micros[0],
    NULL,
    NULL, /* no gas schedule in mcl */
    NULL,
};
