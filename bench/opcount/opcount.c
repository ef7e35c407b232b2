/* SPDX-License-Identifier: MIT */
/*
 * opcount.c: exact counts of field operations (Fp multiplications,
 * squarings, inversions, additions; Fp2 multiplications and squarings) in the
 * library's algorithms: ecmul on each path, the Miller-loop steps, the
 * final exponentiation, and whole ecpairing calls. bench/opcount/opcount.sh builds it
 * with -finstrument-functions and -fno-inline over the c64 backend (no
 * assembly, so an Fp2 product is its three Fp products: the backend's Fp2
 * kernels compute with its Fp kernels, which are counted as Fp operations
 * while an Fp2 kernel runs), so every call of a field function passes
 * through bn254_opc_enter below, which counts the functions it knows.
 * Counting by calls needs no hook in the library itself.
 *
 *   opcount [hex-scalar...]    extra ecmul scalars (big-endian hex) to count
 *   opcount --check [hex...]   the same, and exit 1 unless the shortcuts hold:
 *                              ecmul by 1 and by r - 1 without any field
 *                              operation, by 2^256 - 1 in at most 1500 Fp mul +
 *                              sqr, ecpairing of (P, Q), (-P, Q) without a
 *                              Miller loop (below 5000 Fp mul + sqr: the
 *                              validation) and of two distinct pairs with one
 *                              (above 20000); ecpairing_cached with both G2
 *                              points prepared below 0.7 of the same call
 *                              uncached, 4 pairs with 3 prepared below 0.72
 *   opcount --sweep            per scalar length n = 2..254: mean Fp mul + sqr and
 *                              add/sub of each ecmul path forced (wNAF of widths
 *                              2..5 alone, GLV), over 16 random n-bit scalars: the
 *                              data behind the thresholds in glv.h (CSV)
 *
 * Prints Markdown tables; exits non-zero if a result is wrong (each counted
 * computation is checked against a second way of computing it).
 */
#include "../../src/bn254.c"
#include "../../tests/support/lib_refs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- counting ---------------------------------------------------------------- */

typedef struct {
    unsigned long mul, sqr, inv, add, half, mul2, sqr2, mulfp2;
} bn254_opc_counts;

static bn254_opc_counts bn254_opc;

void __cyg_profile_func_enter(void *fn, void *site) __attribute__((no_instrument_function));
void __cyg_profile_func_exit(void *fn, void *site) __attribute__((no_instrument_function));

/* A function's address as an integer, to compare with the hook's argument. */
#define BN254_OPC_ADDR(f) ((unsigned long)(size_t)(f))

/* > 0 while one of the backend's Fp2 kernels runs: its Fp kernel calls are
 * the Fp operations of the Fp2 product (the Fp layer is not called there). */
static int bn254_opc_in_fp2_kernel;

static int bn254_opc_is_fp2_kernel(unsigned long a) __attribute__((no_instrument_function));
static int bn254_opc_is_fp2_kernel(unsigned long a) {
    return a == BN254_OPC_ADDR(bn254_kern_fp2_mul) || a == BN254_OPC_ADDR(bn254_kern_fp2_sqr) ||
           a == BN254_OPC_ADDR(bn254_kern_fp2_mul_xi);
}

void __cyg_profile_func_enter(void *fn, void *site) {
    unsigned long a = (unsigned long)(size_t)fn;
    (void)site;
    if (bn254_opc_is_fp2_kernel(a)) {
        bn254_opc_in_fp2_kernel++;
    } else if (bn254_opc_in_fp2_kernel > 0) {
        if (a == BN254_OPC_ADDR(bn254_kern_fp_mul)) {
            bn254_opc.mul++;
        } else if (a == BN254_OPC_ADDR(bn254_kern_fp_sqr)) {
            bn254_opc.sqr++;
        } else if (a == BN254_OPC_ADDR(bn254_kern_fp_add) ||
                   a == BN254_OPC_ADDR(bn254_kern_fp_sub)) {
            bn254_opc.add++;
        }
    }
    if (a == BN254_OPC_ADDR(bn254_fp_mul)) {
        bn254_opc.mul++;
    } else if (a == BN254_OPC_ADDR(bn254_fp_sqr)) {
        bn254_opc.sqr++;
    } else if (a == BN254_OPC_ADDR(bn254_fp_inv)) {
        bn254_opc.inv++;
    } else if (a == BN254_OPC_ADDR(bn254_fp_add) || a == BN254_OPC_ADDR(bn254_fp_sub)) {
        bn254_opc.add++; /* dbl, tpl and neg are made of these */
    } else if (a == BN254_OPC_ADDR(bn254_fp_half)) {
        bn254_opc.half++;
    } else if (a == BN254_OPC_ADDR(bn254_fp2_mul)) {
        bn254_opc.mul2++;
    } else if (a == BN254_OPC_ADDR(bn254_fp2_sqr)) {
        bn254_opc.sqr2++;
    } else if (a == BN254_OPC_ADDR(bn254_fp2_mul_fp)) {
        bn254_opc.mulfp2++;
    }
}

void __cyg_profile_func_exit(void *fn, void *site) {
    (void)site;
    if (bn254_opc_is_fp2_kernel((unsigned long)(size_t)fn)) bn254_opc_in_fp2_kernel--;
}

static int bn254_opc_failed;

/* 1 if two Miller-loop values give the same pairing: prepared lines are
 * taken up to an Fp2 factor (pairing.h), which the final exponentiation
 * removes. */
static int bn254_opc_same_pairing(const bn254_fp12 *a, const bn254_fp12 *b) {
    bn254_fp12 ea, eb;
    bn254_final_exp(&ea, a);
    bn254_final_exp(&eb, b);
    return bn254_fp12_equal(&ea, &eb);
}

static void bn254_opc_check(int ok, const char *what) {
    if (!ok) {
        fprintf(stderr, "opcount: WRONG RESULT: %s\n", what);
        bn254_opc_failed = 1;
    }
}

static void bn254_opc_row_header(const char *first) {
    printf("| %s | Fp2 mul | Fp2 sqr | Fp2 x Fp | Fp mul | Fp sqr | Fp mul + sqr | Fp inv |"
           " Fp add/sub |\n",
           first);
    printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
}

/* One row from the counts c divided by div (per-step averages), one decimal
 * when not whole. */
static void bn254_opc_num(unsigned long v, unsigned long div) {
    if (v % div == 0) {
        printf(" %lu |", v / div);
    } else {
        printf(" %.1f |", (double)v / (double)div);
    }
}

static void bn254_opc_row(const char *name, const bn254_opc_counts *c, unsigned long div) {
    printf("| %s |", name);
    bn254_opc_num(c->mul2, div);
    bn254_opc_num(c->sqr2, div);
    bn254_opc_num(c->mulfp2, div);
    bn254_opc_num(c->mul, div);
    bn254_opc_num(c->sqr, div);
    bn254_opc_num(c->mul + c->sqr, div);
    bn254_opc_num(c->inv, div);
    bn254_opc_num(c->add + c->half, div);
    printf("\n");
}

#define BN254_OPC_RESET() memset(&bn254_opc, 0, sizeof bn254_opc)
#define BN254_OPC_TAKE(dst) ((dst) = bn254_opc)

/* ---- ecmul ----------------------------------------------------------------------- */

static void bn254_opc_scalar_hex(bn254_scalar *k, const char *hex) {
    size_t n = strlen(hex), i;
    memset(k->l, 0, sizeof k->l);
    if (n > 64) {
        fprintf(stderr, "opcount: scalar longer than 64 hex digits: %s\n", hex);
        exit(2);
    }
    for (i = 0; i < n; i++) {
        char ch = hex[n - 1 - i];
        unsigned v;
        if (ch >= '0' && ch <= '9') {
            v = (unsigned)(ch - '0');
        } else if (ch >= 'a' && ch <= 'f') {
            v = (unsigned)(ch - 'a' + 10);
        } else if (ch >= 'A' && ch <= 'F') {
            v = (unsigned)(ch - 'A' + 10);
        } else {
            fprintf(stderr, "opcount: not a hex scalar: %s\n", hex);
            exit(2);
        }
        k->l[i / 16] |= (uint64_t)v << (4 * (i % 16));
    }
}

/* [k] g by plain double-and-add over all 256 bits (not counted). */
static void bn254_opc_ref_mul(bn254_g1_aff *r, const bn254_g1_aff *g, const bn254_scalar *k) {
    bn254_g1_aff acc;
    int i;
    bn254_g1_aff_set_infinity(&acc);
    for (i = 255; i >= 0; i--) {
        bn254_g1_aff_add(&acc, &acc, &acc);
        if ((k->l[i / 64] >> (i % 64)) & 1) bn254_g1_aff_add(&acc, &acc, g);
    }
    *r = acc;
}

/* Counts of the last ecmul and of the two ecpairing calls, for --check. */
static bn254_opc_counts bn254_opc_last, bn254_opc_pair_shared, bn254_opc_pair_distinct;
/* ... and of the cached calls: 2 pairs both prepared, 4 pairs uncached, 4 with 3 prepared */
static bn254_opc_counts bn254_opc_kzg_cached, bn254_opc_g16, bn254_opc_g16_cached;

static unsigned long bn254_opc_ms(const bn254_opc_counts *c) {
    return c->mul + c->sqr;
}

static void bn254_opc_ecmul(const char *name, const bn254_g1_aff *g, const char *hex) {
    bn254_scalar k;
    bn254_g1_aff got, want;
    bn254_opc_counts c;
    bn254_opc_scalar_hex(&k, hex);
    BN254_OPC_RESET();
    bn254_g1_mul(&got, g, &k);
    BN254_OPC_TAKE(c);
    bn254_opc_ref_mul(&want, g, &k);
    bn254_opc_check(
        got.infinity == want.infinity &&
            (got.infinity || (bn254_fp_equal(&got.x, &want.x) && bn254_fp_equal(&got.y, &want.y))),
        name);
    bn254_opc_row(name, &c, 1);
    bn254_opc_last = c;
}

/* ---- pairing ---------------------------------------------------------------------- */

/* The EIP-197 G2 generator (x = x0 + x1 u, y = y0 + y1 u). */
static const char *const bn254_opc_g2[4] = {
    "1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed",
    "198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2",
    "12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa",
    "090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b"};

static void bn254_opc_fp_hex(bn254_fp *r, const char *hex) {
    bn254_scalar k;
    uint8_t be[32];
    bn254_opc_scalar_hex(&k, hex);
    bn254_store_be256(be, k.l);
    if (!bn254_fp_from_be32(r, be)) {
        fprintf(stderr, "opcount: constant not below p\n");
        exit(2);
    }
}

static void bn254_opc_cached(const uint8_t *in2, const bn254_g1_aff *p, const bn254_g2_aff *q);

static void bn254_opc_pairing(void) {
    bn254_g1_aff p[2];
    bn254_g2_aff q[2];
    bn254_g2_proj t;
    bn254_line_coeffs l;
    bn254_fp2 l0, l1;
    bn254_fp12 f, g, h;
    bn254_fp neg_yp;
    bn254_scalar k;
    bn254_opc_counts c, c2;
    uint8_t in[2 * BN254_PAIR_LEN], out[32];
    size_t i, steps = 0, adds = 0;

    /* P = [5] G1 and -P; Q = the G2 generator, both pairs (P, Q), (-P, Q) */
    bn254_fp_set_u64(&p[0].x, 1);
    bn254_fp_set_u64(&p[0].y, 2);
    p[0].infinity = 0;
    bn254_opc_scalar_hex(&k, "5");
    bn254_g1_mul(&p[0], &p[0], &k);
    bn254_g1_aff_neg(&p[1], &p[0]);
    bn254_opc_fp_hex(&q[0].x.c0, bn254_opc_g2[0]);
    bn254_opc_fp_hex(&q[0].x.c1, bn254_opc_g2[1]);
    bn254_opc_fp_hex(&q[0].y.c0, bn254_opc_g2[2]);
    bn254_opc_fp_hex(&q[0].y.c1, bn254_opc_g2[3]);
    q[0].infinity = 0;
    q[1] = q[0];
    bn254_opc_check(bn254_g2_aff_is_on_curve(&q[0]), "G2 generator on the twist");

    printf("\n");
    bn254_opc_row_header("pairing operation");

    /* Miller-loop steps on T = 2Q, then the line products on a dense f */
    t.x = q[0].x;
    t.y = q[0].y;
    bn254_fp2_set_one(&t.z);
    bn254_fp_neg(&neg_yp, &p[0].y);
    bn254_line_dbl(&l, &t);
    BN254_OPC_RESET();
    bn254_line_dbl(&l, &t);
    BN254_OPC_TAKE(c);
    bn254_opc_row("doubling step + tangent coefficients (bn254_line_dbl)", &c, 1);
    BN254_OPC_RESET();
    bn254_line_add(&l, &t, &q[0].x, &q[0].y);
    BN254_OPC_TAKE(c);
    bn254_opc_row("addition step + chord coefficients (bn254_line_add)", &c, 1);
    BN254_OPC_RESET();
    bn254_fp2_mul_fp(&l0, &l.c0, &neg_yp);
    bn254_fp2_mul_fp(&l1, &l.c1, &p[0].x);
    BN254_OPC_TAKE(c);
    bn254_opc_row("line evaluated at P (2 Fp2 x Fp, in bn254_line_mul_at)", &c, 1);

    bn254_miller_loop(&f, p, q, 1);
    BN254_OPC_RESET();
    bn254_fp12_mul_by_line(&g, &f, &l0, &l1, &l.c3);
    BN254_OPC_TAKE(c);
    bn254_opc_row("sparse line product (bn254_fp12_mul_by_line)", &c, 1);
    {
        bn254_fp12_line la;
        la.l0 = l0, la.l1 = l1, la.l3 = l.c3;
        BN254_OPC_RESET();
        bn254_fp12_mul_by_lines(&h, &f, &la, &la);
        BN254_OPC_TAKE(c);
        bn254_opc_row("two line products at once (bn254_fp12_mul_by_lines)", &c, 1);
        bn254_fp12_mul_by_line(&g, &g, &l0, &l1, &l.c3);
        bn254_opc_check(bn254_fp12_equal(&g, &h), "two lines at once = one at a time");
    }
    BN254_OPC_RESET();
    bn254_fp12_sqr(&g, &f);
    BN254_OPC_TAKE(c);
    bn254_opc_row("Fp12 squaring (bn254_fp12_sqr)", &c, 1);
    BN254_OPC_RESET();
    bn254_fp12_mul(&h, &f, &g);
    BN254_OPC_TAKE(c);
    bn254_opc_row("Fp12 multiplication (bn254_fp12_mul)", &c, 1);

    /* whole Miller loop of one pair; per-step average of the loop */
    for (i = 1; i < BN254_ARRAY_LEN(bn254_ate_naf); i++) {
        steps++;
        if (bn254_ate_naf[i] != 0) adds++;
    }
    BN254_OPC_RESET();
    bn254_miller_loop(&f, p, q, 1);
    BN254_OPC_TAKE(c);
    bn254_opc_row("Miller loop, 1 pair (whole)", &c, 1);
    printf("| (%lu doubling steps, %lu addition steps, 2 Frobenius lines) | | | | | | | | |\n",
           (unsigned long)steps, (unsigned long)adds);
    BN254_OPC_RESET();
    bn254_miller_loop(&g, p, q, 2);
    BN254_OPC_TAKE(c2);
    bn254_opc_row("Miller loop, 2 pairs (whole)", &c2, 1);
    {
        /* the same loops over prepared points (bn254_g2_cache): the lines read */
        static bn254_g2_prepared pre;
        const bn254_g2_prepared *pp[2];
        bn254_fp12_acc fa;
        bn254_fp12 fp;
        BN254_OPC_RESET();
        bn254_g2_prepare(&pre, &q[0]);
        BN254_OPC_TAKE(c);
        bn254_opc_row("G2 point prepared (bn254_g2_prepare, 88 lines)", &c, 1);
        pp[0] = pp[1] = &pre;
        BN254_OPC_RESET();
        bn254_miller_loop_batch(&fa, p, q, pp, 1, bn254_fp12_acc_form());
        BN254_OPC_TAKE(c);
        bn254_opc_row("Miller loop, 1 pair, Q prepared", &c, 1);
        bn254_fp12_acc_to(&fp, &fa);
        bn254_opc_check(bn254_opc_same_pairing(&fp, &f), "Miller loop over a prepared point");
        BN254_OPC_RESET();
        bn254_miller_loop_batch(&fa, p, q, pp, 2, bn254_fp12_acc_form());
        BN254_OPC_TAKE(c);
        bn254_opc_row("Miller loop, 2 pairs, both prepared", &c, 1);
        bn254_fp12_acc_to(&fp, &fa);
        bn254_opc_check(bn254_opc_same_pairing(&fp, &g), "Miller loop over two prepared points");
    }

    BN254_OPC_RESET();
    bn254_fp12_cyclo_sqr(&h, &f); /* f is not cyclotomic: only the count matters here */
    BN254_OPC_TAKE(c);
    bn254_opc_row("cyclotomic squaring (bn254_fp12_cyclo_sqr)", &c, 1);
    BN254_OPC_RESET();
    bn254_final_exp(&h, &f);
    BN254_OPC_TAKE(c);
    bn254_opc_row("final exponentiation (whole)", &c, 1);
    BN254_OPC_RESET();
    bn254_fp12_cyclo_exp_x0(&g, &h);
    BN254_OPC_TAKE(c);
    bn254_opc_row("  of which one exponentiation by x0", &c, 1);
    BN254_OPC_RESET();
    bn254_fp12_inv(&g, &f);
    BN254_OPC_TAKE(c);
    bn254_opc_row("  of which the Fp12 inversion", &c, 1);

    /* e(P, Q) e(-P, Q) = 1 through the precompile: validation, loop, exponentiation */
    bn254_encode_g1(in, &p[0]);
    bn254_encode_g1(in + BN254_PAIR_LEN, &p[1]);
    for (i = 0; i < 2; i++) {
        uint8_t *b = in + i * BN254_PAIR_LEN + 64;
        bn254_fp_to_be32(b, &q[i].x.c1);
        bn254_fp_to_be32(b + 32, &q[i].x.c0);
        bn254_fp_to_be32(b + 64, &q[i].y.c1);
        bn254_fp_to_be32(b + 96, &q[i].y.c0);
    }
    BN254_OPC_RESET();
    bn254_opc_check(bn254_g2_aff_is_in_subgroup(&q[0]), "G2 generator in G2");
    BN254_OPC_TAKE(c);
    bn254_opc_row("G2 subgroup check (one point)", &c, 1);
    BN254_OPC_RESET();
    bn254_opc_check(bn254_ecpairing(out, in, sizeof in) == BN254_OK && out[31] == 1,
                    "ecpairing (P, Q), (-P, Q)");
    BN254_OPC_TAKE(c);
    bn254_opc_row("ecpairing (P, Q), (-P, Q): 2 pairs sharing Q", &c, 1);
    bn254_opc_pair_shared = c;
    /* (P, Q), (2P, Q'): distinct points, nothing merges */
    bn254_opc_scalar_hex(&k, "2");
    bn254_g1_mul(&p[1], &p[0], &k);
    bn254_encode_g1(in + BN254_PAIR_LEN, &p[1]);
    {
        bn254_g2_jac qj;
        uint8_t *b = in + BN254_PAIR_LEN + 64;
        bn254_g2_mul_x0(&qj, &q[0]);
        bn254_g2_jac_to_aff(&q[1], &qj);
        bn254_fp_to_be32(b, &q[1].x.c1);
        bn254_fp_to_be32(b + 32, &q[1].x.c0);
        bn254_fp_to_be32(b + 64, &q[1].y.c1);
        bn254_fp_to_be32(b + 96, &q[1].y.c0);
    }
    BN254_OPC_RESET();
    bn254_opc_check(bn254_ecpairing(out, in, sizeof in) == BN254_OK && out[31] == 0,
                    "ecpairing (P, Q), (2P, [x0]Q)");
    BN254_OPC_TAKE(c);
    bn254_opc_row("ecpairing (P, Q), (2P, [x0]Q): 2 distinct pairs", &c, 1);
    bn254_opc_pair_distinct = c;
    bn254_opc_cached(in, p, q);
}

/* ecpairing_cached of the two verifier shapes: 2 distinct pairs with both
 * G2 points prepared (a KZG check), and 4 distinct pairs with 3 of them
 * prepared (a Groth16 check: the proof's B is new on every call), against
 * the same calls without a cache. in: the 2 distinct pairs above; p, q their
 * points. */
static void bn254_opc_cached(const uint8_t *in2, const bn254_g1_aff *p, const bn254_g2_aff *q) {
    static uint8_t mem[BN254_G2_CACHE_BYTES(8)];
    uint8_t in[4 * BN254_PAIR_LEN], out[32], want[32];
    bn254_g2_cache *cache;
    bn254_opc_counts c;
    bn254_scalar k;
    size_t i;
    bn254_g2_aff qi = q[1]; /* [x0] Q */
    /* pairs 3 and 4: ([3]P, [x0]^2 Q) and ([5]P, [x0]^3 Q) */
    memcpy(in, in2, 2 * BN254_PAIR_LEN);
    for (i = 2; i < 4; i++) {
        bn254_g1_aff pi;
        bn254_g2_jac qj;
        bn254_opc_scalar_hex(&k, i == 2 ? "3" : "5");
        bn254_g1_mul(&pi, &p[0], &k);
        bn254_g2_mul_x0(&qj, &qi);
        bn254_g2_jac_to_aff(&qi, &qj);
        bn254_encode_g1(in + i * BN254_PAIR_LEN, &pi);
        bn254_fp_to_be32(in + i * BN254_PAIR_LEN + 64, &qi.x.c1);
        bn254_fp_to_be32(in + i * BN254_PAIR_LEN + 96, &qi.x.c0);
        bn254_fp_to_be32(in + i * BN254_PAIR_LEN + 128, &qi.y.c1);
        bn254_fp_to_be32(in + i * BN254_PAIR_LEN + 160, &qi.y.c0);
    }
    printf("\n");
    bn254_opc_row_header("ecpairing with prepared G2 points (bn254_g2_cache)");
    cache = bn254_g2_cache_init(mem, sizeof mem, BN254_G2_CACHE_MANUAL);
    bn254_opc_check(cache != NULL, "bn254_g2_cache_init");
    for (i = 0; i < 4; i++) {
        bn254_opc_check(bn254_g2_cache_add(cache, in + i * BN254_PAIR_LEN + 64) == BN254_OK,
                        "bn254_g2_cache_add");
    }
    bn254_opc_check(bn254_ecpairing(want, in2, 2 * BN254_PAIR_LEN) == BN254_OK, "ecpairing 2");
    BN254_OPC_RESET();
    bn254_opc_check(bn254_ecpairing_cached(out, in2, 2 * BN254_PAIR_LEN, cache) == BN254_OK &&
                        memcmp(out, want, 32) == 0,
                    "ecpairing_cached, 2 pairs");
    BN254_OPC_TAKE(c);
    bn254_opc_row("2 distinct pairs, both G2 prepared (KZG shape)", &c, 1);
    bn254_opc_kzg_cached = c;
    BN254_OPC_RESET();
    bn254_opc_check(bn254_ecpairing(want, in, sizeof in) == BN254_OK, "ecpairing 4");
    BN254_OPC_TAKE(c);
    bn254_opc_row("4 distinct pairs, no cache", &c, 1);
    bn254_opc_g16 = c;
    /* pair 1's G2 point is the proof's: a cache without it */
    cache = bn254_g2_cache_init(mem, sizeof mem, BN254_G2_CACHE_MANUAL);
    for (i = 1; i < 4; i++) {
        bn254_opc_check(bn254_g2_cache_add(cache, in + i * BN254_PAIR_LEN + 64) == BN254_OK,
                        "bn254_g2_cache_add");
    }
    BN254_OPC_RESET();
    bn254_opc_check(bn254_ecpairing_cached(out, in, sizeof in, cache) == BN254_OK &&
                        memcmp(out, want, 32) == 0,
                    "ecpairing_cached, 4 pairs");
    BN254_OPC_TAKE(c);
    bn254_opc_row("4 distinct pairs, 3 G2 prepared (Groth16 shape)", &c, 1);
    bn254_opc_g16_cached = c;
}

/* xorshift64*: a fixed sequence, so the sweep is reproducible */
static uint64_t bn254_opc_rng = 0x9e3779b97f4a7c15ULL;
static uint64_t bn254_opc_rand(void) {
    bn254_opc_rng ^= bn254_opc_rng >> 12;
    bn254_opc_rng ^= bn254_opc_rng << 25;
    bn254_opc_rng ^= bn254_opc_rng >> 27;
    return bn254_opc_rng * 0x2545f4914f6cdd1dULL;
}

static void bn254_opc_sweep(const bn254_g1_aff *g) {
    enum { SAMPLES = 16, PATHS = 5 };
    static const char *const names[PATHS] = {"w2", "w3", "w4", "w5", "glv"};
    int n, s, path;
    printf("bits");
    for (path = 0; path < PATHS; path++) printf(",%s_mulsqr,%s_addsub", names[path], names[path]);
    printf("\n");
    for (n = 2; n <= 254; n++) {
        unsigned long ms[PATHS] = {0}, as[PATHS] = {0};
        for (s = 0; s < SAMPLES; s++) {
            bn254_scalar k;
            int i;
            for (i = 0; i < 4; i++) k.l[i] = bn254_opc_rand();
            for (i = n; i < 256; i++) k.l[i / 64] &= ~((uint64_t)1 << (i % 64));
            k.l[(n - 1) / 64] |= (uint64_t)1 << ((n - 1) % 64);
            for (path = 0; path < PATHS; path++) {
                bn254_g1_jac r;
                BN254_OPC_RESET();
                if (path < 4) {
                    bn254_g1_mul_wnaf(&r, g, &k, path + 2);
                } else {
                    bn254_g1_mul_glv(&r, g, &k);
                }
                ms[path] += bn254_opc.mul + bn254_opc.sqr;
                as[path] += bn254_opc.add + bn254_opc.half;
            }
        }
        printf("%d", n);
        for (path = 0; path < PATHS; path++) {
            printf(",%.1f,%.1f", (double)ms[path] / SAMPLES, (double)as[path] / SAMPLES);
        }
        printf("\n");
    }
}

int main(int argc, char **argv) {
    static const struct {
        const char *name, *hex;
    } scalars[] = {
        {"1", "1"},
        {"2", "2"},
        {"9", "9"},
        {"r - 1", "30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000"},
        {"2^16 - 1 (16 bits)", "ffff"},
        {"2^32 - 1 (32 bits)", "ffffffff"},
        {"0x11138ce750fa15c2 (61 bits)", "11138ce750fa15c2"},
        {"2^64 - 1 (64 bits)", "ffffffffffffffff"},
        {"2^128 (129 bits)", "100000000000000000000000000000000"},
        {"2^128 - 1 (128 bits)", "ffffffffffffffffffffffffffffffff"},
        {"2^160 - 1 (160 bits)", "ffffffffffffffffffffffffffffffffffffffff"},
        {"(r - 1) / 2 (253 bits)",
         "183227397098d014dc2822db40c0ac2e9419f4243cdcb848a1f0fac9f8000000"},
        {"2^256 - 1", "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"},
    };
    bn254_g1_aff g;
    size_t i;
    int a, check = 0;
    unsigned long ms_one = 1, ms_rm1 = 1, ms_max = 0;

    bn254_fp_set_u64(&g.x, 1);
    bn254_fp_set_u64(&g.y, 2);
    g.infinity = 0;
    if (argc == 2 && strcmp(argv[1], "--sweep") == 0) {
        bn254_opc_sweep(&g);
        return 0;
    }
    printf("Field operations counted by bench/opcount (calls of the Fp and Fp2 functions;\n"
           "Fp2 products over the portable kernels: 3 Fp mul each, squarings 2).\n\n");
    bn254_opc_row_header("ecmul [k] G1, k =");
    if (argc > 1 && strcmp(argv[1], "--check") == 0) check = 1;
    for (i = 0; i < BN254_ARRAY_LEN(scalars); i++) {
        bn254_opc_ecmul(scalars[i].name, &g, scalars[i].hex);
        if (strcmp(scalars[i].hex, "1") == 0) {
            ms_one = bn254_opc_ms(&bn254_opc_last) + bn254_opc_last.inv;
        } else if (strcmp(scalars[i].name, "r - 1") == 0) {
            ms_rm1 = bn254_opc_ms(&bn254_opc_last) + bn254_opc_last.inv;
        } else if (strcmp(scalars[i].name, "2^256 - 1") == 0) {
            ms_max = bn254_opc_ms(&bn254_opc_last);
        }
    }
    for (a = 1 + check; a < argc; a++) bn254_opc_ecmul(argv[a], &g, argv[a]);
    bn254_opc_pairing();
    if (check) {
        bn254_opc_check(ms_one == 0, "ecmul by 1 uses field multiplications");
        bn254_opc_check(ms_rm1 == 0, "ecmul by r - 1 uses field multiplications");
        bn254_opc_check(ms_max <= 1500, "ecmul by 2^256 - 1 above 1500 Fp mul + sqr");
        bn254_opc_check(bn254_opc_ms(&bn254_opc_pair_shared) < 5000,
                        "ecpairing (P, Q), (-P, Q) runs a Miller loop");
        bn254_opc_check(bn254_opc_ms(&bn254_opc_pair_distinct) > 20000,
                        "ecpairing of two distinct pairs runs no Miller loop");
        /* prepared points skip the G2 work: 16721 of 25223 and 28546 of 41299
         * Fp mul + sqr when written (doc/architecture.md) */
        bn254_opc_check(bn254_opc_ms(&bn254_opc_kzg_cached) * 10 <
                            bn254_opc_ms(&bn254_opc_pair_distinct) * 7,
                        "2 prepared pairs above 0.7 of the uncached call");
        bn254_opc_check(bn254_opc_ms(&bn254_opc_g16_cached) * 100 <
                            bn254_opc_ms(&bn254_opc_g16) * 72,
                        "4 pairs with 3 prepared above 0.72 of the uncached call");
        if (!bn254_opc_failed) printf("\nopcount --check: shortcuts and ceilings hold\n");
    }
    return bn254_opc_failed;
}
