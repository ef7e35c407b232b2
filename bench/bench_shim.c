/* SPDX-License-Identifier: MIT */
/*
 * bench_shim.c: micro benchmarks of the internal layers. The internals are
 * static, so this file compiles the whole library into its own translation
 * unit (with the library's flags, see bench/CMakeLists.txt) and exports only
 * the table of bench_shim.h.
 *
 * Operands are fixed multiples of the generators: P1 = [kA] G1 and
 * P2 = [kB] G1 with G1 = (1, 2), Q1 = the EIP-197 G2 generator and
 * Q2 = [x0] Q1, so every field element is a full-size, random-looking value.
 * Each run chains its operations (the output of one is the input of the
 * next) and leaves the last result in the heap context, so the compiler can
 * neither drop nor hoist the work; the timings are latencies.
 */
#include "bench_shim.h"

#include <stdlib.h>

#include "../src/bn254.c"
#include "../tests/support/lib_refs.h"
#include "../tests/support/hex.h"
#include "../tests/support/ref_ec.h"

struct bn254_bench_ctx {
    bn254_fp fp[2];
    bn254_fp2 fp2[2];
    bn254_fp6 fp6[2];
    bn254_fp12 fp12[2];
    bn254_fp12_line line; /* a line evaluated at P */
    bn254_g1_jac jac[2];
    bn254_g1_aff p[2];
    bn254_g2_aff q[2];
    bn254_scalar k;
    uint8_t input[2 * BN254_PAIR_LEN];
    uint8_t out[BN254_PAIRING_OUTPUT_LEN];
    uint64_t sink;
};

/* Scalars for P1 and P2 (below r), and a full 256-bit one for g1_mul_glv. */
static const char bn254_bench_ka[] =
    "2b7e151628aed2a6abf7158809cf4f3c762e7160f38b4da56a784d9045190cfe";
static const char bn254_bench_kb[] =
    "1b2d1d1b0d5a2e3c5f8f3a8e7d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1";
static const char bn254_bench_kfull[] =
    "b7e151628aed2a6abf7158809cf4f3c762e7160f38b4da56a784d9045190cfe9";

bn254_bench_ctx *bn254_bench_ctx_new(void) {
    return (bn254_bench_ctx *)calloc(1, sizeof(bn254_bench_ctx));
}

void bn254_bench_ctx_free(bn254_bench_ctx *ctx) {
    free(ctx);
}

/* A scalar from one of the constant strings above. */
static void bn254_bench_scalar(bn254_scalar *k, const char *hex) {
    uint8_t be[32];
    if (bn254_hex_to_bytes(be, sizeof be, hex) != 0) abort();
    bn254_scalar_from_be32(k, be);
}

/* P1, P2 (affine and Jacobian with Z != 1), Q1, Q2; every micro starts here. */
static const char *bn254_bench_setup_points(bn254_bench_ctx *c) {
    bn254_g1_aff g;
    bn254_g2_jac qj;
    bn254_scalar k;
    uint8_t buf[128];

    bn254_fp_set_u64(&g.x, 1);
    bn254_fp_set_u64(&g.y, 2);
    g.infinity = 0;
    bn254_bench_scalar(&k, bn254_bench_ka);
    bn254_g1_mul_glv(&c->jac[0], &g, &k);
    bn254_g1_jac_to_aff(&c->p[0], &c->jac[0]);
    bn254_bench_scalar(&k, bn254_bench_kb);
    bn254_g1_mul_glv(&c->jac[1], &g, &k);
    bn254_g1_jac_to_aff(&c->p[1], &c->jac[1]);

    bn254_ref_g2_gen(buf);
    if (bn254_decode_g2(&c->q[0], buf, 0) != BN254_OK) {
        return "the EIP-197 G2 generator does not decode as a twist point";
    }
    bn254_g2_mul_x0(&qj, &c->q[0]);
    bn254_g2_jac_to_aff(&c->q[1], &qj);

    if (c->p[0].infinity || c->p[1].infinity || !bn254_g1_aff_is_on_curve(&c->p[0]) ||
        !bn254_g1_aff_is_on_curve(&c->p[1]) || c->q[1].infinity ||
        !bn254_g2_aff_is_on_curve(&c->q[1])) {
        return "a multiple of a generator is not on its curve";
    }
    return NULL;
}

/* ---- the machine's bounds ------------------------------------------------ */

/*
 * On x86-64 with the ADX kernels: what the field kernels are measured
 * against. "cpu_cycle" is a chain of dependent register additions, one
 * core clock each, so its ns/op is the length of a cycle at the clock the
 * core runs at during the benchmarks (perf counters are not needed).
 * "mulx_throughput" is independent MULX instructions (16 per loop pass, no
 * dependencies between them): its ns/op is the best a multiplication-bound
 * kernel can do per 64x64 -> 128-bit product. A 4-limb Montgomery product
 * needs 32 MULX and 4 IMUL at least.
 */
#if defined(BN254_BACKEND_X86_64) && (defined(__GNUC__) || defined(__clang__))
#define BN254_BENCH_X64_BOUNDS 1

static int bn254_bench_have_mulx(void) {
    return bn254_x64_adx_active(); /* BMI2 and ADX, as the kernels need */
}

static const char *bn254_bench_setup_none(bn254_bench_ctx *c) {
    (void)c;
    return NULL;
}

static void bn254_bench_cpu_cycle(bn254_bench_ctx *c, uint64_t n) {
    uint64_t x = c->sink, one = 1, blocks = (n + 15) / 16;
    __asm__ volatile("1:\n\t"
                     ".rept 16\n\t"
                     "addq %[one], %[x]\n\t"
                     ".endr\n\t"
                     "decq %[n]\n\t"
                     "jnz 1b"
                     : [n] "+r"(blocks), [x] "+r"(x)
                     : [one] "r"(one)
                     : "cc");
    c->sink = x;
}

static void bn254_bench_mulx_throughput(bn254_bench_ctx *c, uint64_t n) {
    uint64_t a = c->fp[0].l[0] | 1, b = c->fp[0].l[1] | 1, blocks = (n + 15) / 16;
    uint64_t h0, h1, h2, h3, l0, l1, l2, l3;
    __asm__ volatile(
        "1:\n\t"
        ".rept 2\n\t"
        "mulxq %[a], %[l0], %[h0]\n\t"
        "mulxq %[b], %[l1], %[h1]\n\t"
        "mulxq %[a], %[l2], %[h2]\n\t"
        "mulxq %[b], %[l3], %[h3]\n\t"
        "mulxq %[a], %[l0], %[h0]\n\t"
        "mulxq %[b], %[l1], %[h1]\n\t"
        "mulxq %[a], %[l2], %[h2]\n\t"
        "mulxq %[b], %[l3], %[h3]\n\t"
        ".endr\n\t"
        "decq %[n]\n\t"
        "jnz 1b"
        : [n] "+r"(blocks), [l0] "=&r"(l0), [l1] "=&r"(l1), [l2] "=&r"(l2), [l3] "=&r"(l3),
          [h0] "=&r"(h0), [h1] "=&r"(h1), [h2] "=&r"(h2), [h3] "=&r"(h3)
        : [a] "r"(a), [b] "r"(b), "d"(a)
        : "cc");
    c->sink += l0 ^ l1 ^ l2 ^ l3 ^ h0 ^ h1 ^ h2 ^ h3;
}

/* "ifma_throughput": independent 512-bit VPMADD52LUQ (16 per loop pass), the
 * bound of the Fp12 lane kernels: ns per instruction, each eight 52 x 52-bit
 * half products. Only where the lanes run on the instructions themselves (not
 * with BN254_X86_IFMA=OFF, and not on their emulation, whatever the CPU). */
static int bn254_bench_have_ifma(void) {
#if BN254_KERN_FP12X && !defined(BN254_IFMA_EMULATE)
    return bn254_kern_fp12x_enabled();
#else
    return 0;
#endif
}

__attribute__((target("avx512f,avx512ifma"))) static void
bn254_bench_ifma_throughput(bn254_bench_ctx *c, uint64_t n) {
    uint64_t blocks = (n + 15) / 16;
    __asm__ volatile("vpternlogq $0xff, %%zmm0, %%zmm0, %%zmm0\n\t"
                     "vmovdqa64 %%zmm0, %%zmm1\n\t"
                     "1:\n\t"
                     ".irp r, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17\n\t"
                     "vpmadd52luq %%zmm0, %%zmm1, %%zmm\\r\n\t"
                     ".endr\n\t"
                     "decq %[n]\n\t"
                     "jnz 1b"
                     : [n] "+r"(blocks)
                     :
                     : "cc", "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8",
                       "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15", "xmm16",
                       "xmm17");
    c->sink += blocks;
}
#else
#define BN254_BENCH_X64_BOUNDS 0
#endif

/* ---- Fp, Fp2 ------------------------------------------------------------ */

static const char *bn254_bench_setup_fp(bn254_bench_ctx *c) {
    const char *err = bn254_bench_setup_points(c);
    c->fp[0] = c->p[0].x;
    c->fp[1] = c->p[0].y;
    return err;
}

static const char *bn254_bench_setup_fp2(bn254_bench_ctx *c) {
    const char *err = bn254_bench_setup_points(c);
    c->fp2[0] = c->q[0].x;
    c->fp2[1] = c->q[0].y;
    return err;
}

static void bn254_bench_fp_mul(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp_mul(&c->fp[0], &c->fp[0], &c->fp[1]);
}

static void bn254_bench_fp_sqr(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp_sqr(&c->fp[0], &c->fp[0]);
}

static void bn254_bench_fp_add(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp_add(&c->fp[0], &c->fp[0], &c->fp[1]);
}

static void bn254_bench_fp_inv(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp_inv(&c->fp[0], &c->fp[0]);
}

static void bn254_bench_fp2_mul(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp2_mul(&c->fp2[0], &c->fp2[0], &c->fp2[1]);
}

static void bn254_bench_fp2_sqr(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp2_sqr(&c->fp2[0], &c->fp2[0]);
}

/* The line evaluation's product: both coordinates times one Fp element. */
static void bn254_bench_fp2_mul_fp(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp2_mul_fp(&c->fp2[0], &c->fp2[0], &c->fp[0]);
}

static const char *bn254_bench_setup_fp2_fp(bn254_bench_ctx *c) {
    const char *err = bn254_bench_setup_fp2(c);
    c->fp[0] = c->p[0].x;
    return err;
}

/* ---- Fp6 ---------------------------------------------------------------- */

/* The c0 halves of the two Fp12 operands below. */
static const char *bn254_bench_setup_fp6(bn254_bench_ctx *c);

static void bn254_bench_fp6_mul(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp6_mul(&c->fp6[0], &c->fp6[0], &c->fp6[1]);
}

static void bn254_bench_fp6_sqr(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp6_sqr(&c->fp6[0], &c->fp6[0]);
}

/* ---- Fp12 --------------------------------------------------------------- */

/* Two dense Fp12 values: Miller loop outputs of (P1, Q1) and (P2, Q2). */
static const char *bn254_bench_setup_fp12(bn254_bench_ctx *c) {
    const char *err = bn254_bench_setup_points(c);
    if (err != NULL) return err;
    bn254_miller_loop(&c->fp12[0], &c->p[0], &c->q[0], 1);
    bn254_miller_loop(&c->fp12[1], &c->p[1], &c->q[1], 1);
    return NULL;
}

static const char *bn254_bench_setup_fp6(bn254_bench_ctx *c) {
    const char *err = bn254_bench_setup_fp12(c);
    c->fp6[0] = c->fp12[0].c0;
    c->fp6[1] = c->fp12[1].c0;
    return err;
}

/* A value of the cyclotomic subgroup, where cyclo_sqr is valid: e(P1, Q1). */
static const char *bn254_bench_setup_cyclo(bn254_bench_ctx *c) {
    bn254_fp12 a, b;
    const char *err = bn254_bench_setup_fp12(c);
    if (err != NULL) return err;
    bn254_final_exp(&a, &c->fp12[0]);
    c->fp12[0] = a;
    bn254_fp12_cyclo_sqr(&a, &c->fp12[0]);
    bn254_fp12_sqr(&b, &c->fp12[0]);
    if (!bn254_fp12_equal(&a, &b)) {
        return "fp12_cyclo_sqr differs from fp12_sqr on a final_exp output";
    }
    return NULL;
}

/* A Miller-loop value and a line from two doubling steps at Q2 (so Z != 1). */
static const char *bn254_bench_setup_line(bn254_bench_ctx *c) {
    bn254_g2_proj t;
    bn254_line_coeffs l;
    bn254_fp neg_yp;
    const char *err = bn254_bench_setup_fp12(c);
    if (err != NULL) return err;
    t.x = c->q[1].x;
    t.y = c->q[1].y;
    bn254_fp2_set_one(&t.z);
    bn254_fp_neg(&neg_yp, &c->p[0].y);
    bn254_line_dbl(&l, &t);
    bn254_line_dbl(&l, &t);
    bn254_line_eval_at(&c->line, &l, &c->p[0].x, &neg_yp);
    return NULL;
}

static void bn254_bench_fp12_mul(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp12_mul(&c->fp12[0], &c->fp12[0], &c->fp12[1]);
}

static void bn254_bench_fp12_sqr(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp12_sqr(&c->fp12[0], &c->fp12[0]);
}

static void bn254_bench_fp12_cyclo_sqr(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_fp12_cyclo_sqr(&c->fp12[0], &c->fp12[0]);
}

static void bn254_bench_fp12_mul_by_line(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        bn254_fp12_mul_by_line(&c->fp12[0], &c->fp12[0], &c->line.l0, &c->line.l1, &c->line.l3);
    }
}

/* The same three on bn254_fp12_acc, the form the pairing's chains take: AVX-512
 * IFMA lanes where the CPU has them (arch/x86_64/fp12_ifma.h), else the rows
 * above. The value is converted in and out once per call of the loop. */
static void bn254_bench_fp12_acc_mul(bn254_bench_ctx *c, uint64_t n) {
    bn254_fp12_acc a, b;
    uint64_t i;
    bn254_fp12_acc_from(&a, &c->fp12[0], bn254_fp12_acc_form());
    bn254_fp12_acc_from(&b, &c->fp12[1], bn254_fp12_acc_form());
    for (i = 0; i < n; i++) bn254_fp12_acc_mul(&a, &a, &b);
    bn254_fp12_acc_to(&c->fp12[0], &a);
}

static void bn254_bench_fp12_acc_cyclo_sqr(bn254_bench_ctx *c, uint64_t n) {
    bn254_fp12_acc a;
    uint64_t i;
    bn254_fp12_acc_from(&a, &c->fp12[0], bn254_fp12_acc_form());
    for (i = 0; i < n; i++) bn254_fp12_acc_cyclo_sqr(&a, &a);
    bn254_fp12_acc_to(&c->fp12[0], &a);
}

static void bn254_bench_fp12_acc_mul_by_line(bn254_bench_ctx *c, uint64_t n) {
    bn254_fp12_acc a;
    uint64_t i;
    bn254_fp12_acc_from(&a, &c->fp12[0], bn254_fp12_acc_form());
    for (i = 0; i < n; i++) {
        bn254_fp12_acc_mul_by_line(&a, &a, &c->line.l0, &c->line.l1, &c->line.l3);
    }
    bn254_fp12_acc_to(&c->fp12[0], &a);
}

/* Two lines per call (the same line twice: the cost does not depend on the
 * values), against two calls of fp12_acc_mul_by_line. */
static void bn254_bench_fp12_acc_mul_by_lines(bn254_bench_ctx *c, uint64_t n) {
    bn254_fp12_acc a;
    uint64_t i;
    bn254_fp12_acc_from(&a, &c->fp12[0], bn254_fp12_acc_form());
    for (i = 0; i < n; i++) bn254_fp12_acc_mul_by_lines(&a, &a, &c->line, &c->line);
    bn254_fp12_acc_to(&c->fp12[0], &a);
}

/* ---- G1, G2 ------------------------------------------------------------- */

static const char *bn254_bench_setup_glv(bn254_bench_ctx *c) {
    const char *err = bn254_bench_setup_points(c);
    bn254_bench_scalar(&c->k, bn254_bench_kfull);
    return err;
}

static const char *bn254_bench_setup_subgroup(bn254_bench_ctx *c) {
    const char *err = bn254_bench_setup_points(c);
    if (err != NULL) return err;
    if (!bn254_g2_aff_is_in_subgroup(&c->q[0])) return "the G2 generator fails the subgroup check";
    return NULL;
}

static void bn254_bench_g1_add_jacobian(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_g1_jac_add(&c->jac[0], &c->jac[0], &c->jac[1]);
}

static void bn254_bench_g1_dbl_jacobian(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) bn254_g1_jac_dbl(&c->jac[0], &c->jac[0]);
}

/* The point stays P1; the result's bits flow into the low limb of the
 * scalar, which keeps its top bit (and so its full length). */
static void bn254_bench_g1_mul_glv(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        bn254_g1_mul_glv(&c->jac[0], &c->p[0], &c->k);
        c->k.l[0] ^= c->jac[0].x.l[0];
    }
}

/* Q1 and -Q1 alternate, on the check's result; both are in G2. */
static void bn254_bench_g2_subgroup_check(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        int in = bn254_g2_aff_is_in_subgroup(&c->q[0]);
        c->sink += (uint64_t)in;
        if (in) bn254_g2_aff_neg(&c->q[0], &c->q[0]);
    }
}

/* ---- pairing ------------------------------------------------------------ */

/* The pairing runs below flip P1 to -P1 on a bit of their output. */
static void bn254_bench_chain_p(bn254_bench_ctx *c, const bn254_fp12 *f) {
    if (f->c0.c0.c0.l[0] & 1) bn254_g1_aff_neg(&c->p[0], &c->p[0]);
}

static void bn254_bench_miller_loop_1(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        bn254_miller_loop(&c->fp12[0], c->p, c->q, 1);
        bn254_bench_chain_p(c, &c->fp12[0]);
    }
}

static void bn254_bench_miller_loop_2(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        bn254_miller_loop(&c->fp12[0], c->p, c->q, 2);
        bn254_bench_chain_p(c, &c->fp12[0]);
    }
}

/* After the first call the input is in GT; final_exp has no data-dependent
 * shortcut but the (variable-time, same-size) inversion, so the cost holds. */
static void bn254_bench_final_exp(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        bn254_fp12 r;
        bn254_final_exp(&r, &c->fp12[0]);
        c->fp12[0] = r;
    }
}

/* "miller_loop_1_scalar", "final_exp_scalar": the same two with the lanes
 * switched off (the scalar tower every CPU without IFMA runs), listed only
 * where the lanes run, so one run measures both paths (bench/limit.py).
 * The flag is the library's CPU-feature flag; the benchmarks run one at a
 * time on one thread. */
#if BN254_KERN_FP12X
static int bn254_bench_have_lanes(void) {
    return bn254_kern_fp12x_enabled();
}

static void bn254_bench_miller_loop_1_scalar(bn254_bench_ctx *c, uint64_t n) {
    bn254_cpu_ifma = 0;
    bn254_bench_miller_loop_1(c, n);
    bn254_cpu_ifma = bn254_cpu_detect_ifma();
}

static void bn254_bench_final_exp_scalar(bn254_bench_ctx *c, uint64_t n) {
    bn254_cpu_ifma = 0;
    bn254_bench_final_exp(c, n);
    bn254_cpu_ifma = bn254_cpu_detect_ifma();
}
#endif

static void bn254_bench_pairing_1(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        bn254_fp12 f;
        bn254_miller_loop(&f, c->p, c->q, 1);
        bn254_final_exp(&c->fp12[0], &f);
        bn254_bench_chain_p(c, &c->fp12[0]);
    }
}

/* e(P1, Q1) e(-P1, Q1) = 1, as 384 bytes of precompile input. */
static const char *bn254_bench_setup_pairing_check(bn254_bench_ctx *c) {
    bn254_g1_aff neg;
    const char *err = bn254_bench_setup_points(c);
    size_t i;
    if (err != NULL) return err;
    bn254_g1_aff_neg(&neg, &c->p[0]);
    bn254_encode_g1(c->input, &c->p[0]);
    bn254_ref_g2_gen(c->input + 64);
    bn254_encode_g1(c->input + BN254_PAIR_LEN, &neg);
    bn254_ref_g2_gen(c->input + BN254_PAIR_LEN + 64);
    if (bn254_ecpairing(c->out, c->input, sizeof c->input) != BN254_OK) {
        return "bn254_ecpairing rejects e(P, Q) e(-P, Q)";
    }
    for (i = 0; i + 1 < sizeof c->out; i++) {
        if (c->out[i] != 0) return "bn254_ecpairing output is not 0 or 1";
    }
    if (c->out[sizeof c->out - 1] != 1) return "bn254_ecpairing says e(P, Q) e(-P, Q) != 1";
    return NULL;
}

/* The output (1) is folded back into the input without changing it. */
static void bn254_bench_pairing_check_2(bn254_bench_ctx *c, uint64_t n) {
    uint64_t i;
    for (i = 0; i < n; i++) {
        bn254_status st = bn254_ecpairing(c->out, c->input, sizeof c->input);
        c->sink += (uint64_t)st;
        c->input[BN254_PAIR_LEN - 1] ^= (uint8_t)(c->out[sizeof c->out - 1] ^ 1);
    }
}

const bn254_bench_micro bn254_bench_micros[] = {
#if BN254_BENCH_X64_BOUNDS
    {"cpu_cycle", bn254_bench_setup_none, bn254_bench_cpu_cycle, bn254_bench_have_mulx},
    {"mulx_throughput", bn254_bench_setup_fp, bn254_bench_mulx_throughput, bn254_bench_have_mulx},
    {"ifma_throughput", bn254_bench_setup_none, bn254_bench_ifma_throughput, bn254_bench_have_ifma},
#endif
    {"fp_mul", bn254_bench_setup_fp, bn254_bench_fp_mul, NULL},
    {"fp_sqr", bn254_bench_setup_fp, bn254_bench_fp_sqr, NULL},
    {"fp_add", bn254_bench_setup_fp, bn254_bench_fp_add, NULL},
    {"fp_inv", bn254_bench_setup_fp, bn254_bench_fp_inv, NULL},
    {"fp2_mul", bn254_bench_setup_fp2, bn254_bench_fp2_mul, NULL},
    {"fp2_sqr", bn254_bench_setup_fp2, bn254_bench_fp2_sqr, NULL},
    {"fp2_mul_fp", bn254_bench_setup_fp2_fp, bn254_bench_fp2_mul_fp, NULL},
    {"fp6_mul", bn254_bench_setup_fp6, bn254_bench_fp6_mul, NULL},
    {"fp6_sqr", bn254_bench_setup_fp6, bn254_bench_fp6_sqr, NULL},
    {"fp12_mul", bn254_bench_setup_fp12, bn254_bench_fp12_mul, NULL},
    {"fp12_sqr", bn254_bench_setup_fp12, bn254_bench_fp12_sqr, NULL},
    {"fp12_cyclo_sqr", bn254_bench_setup_cyclo, bn254_bench_fp12_cyclo_sqr, NULL},
    {"fp12_mul_by_line", bn254_bench_setup_line, bn254_bench_fp12_mul_by_line, NULL},
    {"fp12_acc_mul", bn254_bench_setup_fp12, bn254_bench_fp12_acc_mul, NULL},
    {"fp12_acc_cyclo_sqr", bn254_bench_setup_cyclo, bn254_bench_fp12_acc_cyclo_sqr, NULL},
    {"fp12_acc_mul_by_line", bn254_bench_setup_line, bn254_bench_fp12_acc_mul_by_line, NULL},
    {"fp12_acc_mul_by_lines", bn254_bench_setup_line, bn254_bench_fp12_acc_mul_by_lines, NULL},
    {"g1_add_jacobian", bn254_bench_setup_points, bn254_bench_g1_add_jacobian, NULL},
    {"g1_dbl_jacobian", bn254_bench_setup_points, bn254_bench_g1_dbl_jacobian, NULL},
    {"g1_mul_glv", bn254_bench_setup_glv, bn254_bench_g1_mul_glv, NULL},
    {"g2_subgroup_check", bn254_bench_setup_subgroup, bn254_bench_g2_subgroup_check, NULL},
    {"miller_loop_1", bn254_bench_setup_points, bn254_bench_miller_loop_1, NULL},
    {"miller_loop_2", bn254_bench_setup_points, bn254_bench_miller_loop_2, NULL},
    {"final_exp", bn254_bench_setup_fp12, bn254_bench_final_exp, NULL},
#if BN254_KERN_FP12X
    {"miller_loop_1_scalar", bn254_bench_setup_points, bn254_bench_miller_loop_1_scalar,
     bn254_bench_have_lanes},
    {"final_exp_scalar", bn254_bench_setup_fp12, bn254_bench_final_exp_scalar,
     bn254_bench_have_lanes},
#endif
    {"pairing_1", bn254_bench_setup_points, bn254_bench_pairing_1, NULL},
    {"pairing_check_2", bn254_bench_setup_pairing_check, bn254_bench_pairing_check_2, NULL},
};

const size_t bn254_bench_micro_count = BN254_ARRAY_LEN(bn254_bench_micros);
