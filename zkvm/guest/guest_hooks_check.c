/* SPDX-License-Identifier: MIT */
/*
 * guest_hooks_check.c: checks the hook ECALLs (hooks_ecall.c as answered by
 * rvsim) against the library's own arithmetic, two independent
 * implementations: points P_k = [k]G come from bn254_ecmul, then
 *   - G1_ADD(P_i, P_j) and G1_DBL(P_i) must equal bn254_ecadd's P_i + P_j and
 *     P_i + P_i, also with the result aliasing an operand;
 *   - every P_k must satisfy y^2 = x^3 + 3 computed with FP_MUL and FP_ADD;
 *   - FP_ADD/FP_SUB/FP_MUL/FP_INV_HINT/FP2_MUL must satisfy field identities on
 *     the coordinates and on 0, 1, p - 1 (p from EIP-196).
 * Runs under rvsim only (qemu-user has no hook ECALLs). Prints one line and
 * exits 0, or 1 after listing the failures. With one argument it breaks a hook
 * contract on purpose and rvsim must stop the run (status 125):
 *   inv-zero, add-equal-x, not-canonical, not-on-curve.
 */
#include <stdint.h>

#include "bn254.h"
#include "bn254_hooks.h"
#include "guest_rt.h"
#include "../../src/consts.h"

#define BN254_HC_POINTS 8

/* p - 1, little-endian words, from the 64-bit limbs of src/consts.h (the
 * low limb of p is odd, so p - 1 only changes limb 0). */
#define BN254_HC_LIMB(x) (uint32_t)((x) & 0xffffffffu), (uint32_t)((x) >> 32)
static const uint32_t bn254_hc_p_minus_1[8] = {BN254_HC_LIMB(BN254_P_0 - 1),
                                               BN254_HC_LIMB(BN254_P_1), BN254_HC_LIMB(BN254_P_2),
                                               BN254_HC_LIMB(BN254_P_3)};

static unsigned long bn254_hc_checks, bn254_hc_failures;

static void bn254_hc_expect(int ok, const char *what) {
    bn254_hc_checks++;
    if (!ok) {
        bn254_hc_failures++;
        bn254_guest_log("FAIL ");
        bn254_guest_log(what);
        bn254_guest_log("\n");
    }
}

static int bn254_hc_equal(const uint32_t *a, const uint32_t *b, int words) {
    int i;
    for (i = 0; i < words; i++) {
        if (a[i] != b[i]) return 0;
    }
    return 1;
}

/* 32 big-endian bytes <-> 8 little-endian words. */
static void bn254_hc_from_be(uint32_t w[8], const uint8_t be[32]) {
    int i;
    for (i = 0; i < 8; i++) {
        const uint8_t *q = be + 28 - 4 * i;
        w[i] = (uint32_t)q[0] << 24 | (uint32_t)q[1] << 16 | (uint32_t)q[2] << 8 | q[3];
    }
}

static void bn254_hc_set_small(uint32_t w[8], uint32_t v) {
    int i;
    for (i = 0; i < 8; i++) w[i] = 0;
    w[0] = v;
}

static void bn254_hc_copy(uint32_t *d, const uint32_t *s, int words) {
    int i;
    for (i = 0; i < words; i++) d[i] = s[i];
}

/* P_k = [k]G (G = (1, 2)) by the library, as 16 words x || y; k >= 1. */
static void bn254_hc_point(uint32_t p[16], uint8_t enc[64], uint32_t k) {
    uint8_t in[96] = {0};
    in[31] = 1;
    in[63] = 2;
    in[92] = (uint8_t)(k >> 24);
    in[93] = (uint8_t)(k >> 16);
    in[94] = (uint8_t)(k >> 8);
    in[95] = (uint8_t)k;
    if (bn254_ecmul(enc, in, sizeof in) != BN254_OK) bn254_hc_expect(0, "ecmul of G");
    bn254_hc_from_be(p, enc);
    bn254_hc_from_be(p + 8, enc + 32);
}

/* The library's P + Q, as 16 words. */
static void bn254_hc_lib_add(uint32_t r[16], const uint8_t p[64], const uint8_t q[64]) {
    uint8_t in[128], out[64];
    int i;
    for (i = 0; i < 64; i++) {
        in[i] = p[i];
        in[64 + i] = q[i];
    }
    if (bn254_ecadd(out, in, sizeof in) != BN254_OK) bn254_hc_expect(0, "library ecadd");
    bn254_hc_from_be(r, out);
    bn254_hc_from_be(r + 8, out + 32);
}

static int bn254_hc_streq(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return *a == *b;
}

/* Breaks one hook contract; rvsim must stop the run before this returns. */
static int bn254_hc_misuse(const char *what) {
    uint32_t p[16], r[16], x[8];
    uint8_t enc[64];
    bn254_hc_point(p, enc, 5);
    if (bn254_hc_streq(what, "inv-zero")) {
        bn254_hc_set_small(x, 0);
        bn254_hook_fp_inv_hint(r, x);
    } else if (bn254_hc_streq(what, "add-equal-x")) {
        bn254_hook_g1_add(r, p, p);
    } else if (bn254_hc_streq(what, "not-canonical")) {
        bn254_hc_copy(x, bn254_hc_p_minus_1, 8);
        x[0] += 1; /* p itself */
        bn254_hook_fp_mul(r, x, x);
    } else if (bn254_hc_streq(what, "not-on-curve")) {
        p[8] ^= 1; /* y + 1 or y - 1 */
        bn254_hook_g1_dbl(r, p);
    } else {
        bn254_guest_log("guest_hooks_check: unknown misuse\n");
        return 2;
    }
    bn254_guest_log("guest_hooks_check: the hook accepted a contract violation\n");
    return 1;
}

int main(int argc, char **argv) {
    static const uint32_t ks[BN254_HC_POINTS] = {1,       2,           3,           7,
                                                 1000003, 0x9e3779b9u, 0x7f4a7c15u, 0xfffffffbu};
    uint32_t pts[BN254_HC_POINTS][16], r[16], s[16], t[16];
    uint8_t enc[BN254_HC_POINTS][64];
    uint32_t zero[8], one[8], three[8];
    int i, j;

    if (argc > 1) return bn254_hc_misuse(argv[1]);
    bn254_hc_set_small(zero, 0);
    bn254_hc_set_small(one, 1);
    bn254_hc_set_small(three, 3);
    for (i = 0; i < BN254_HC_POINTS; i++) bn254_hc_point(pts[i], enc[i], ks[i]);

    /* group law against the library */
    for (i = 0; i < BN254_HC_POINTS; i++) {
        bn254_hc_lib_add(s, enc[i], enc[i]);
        bn254_hook_g1_dbl(r, pts[i]);
        bn254_hc_expect(bn254_hc_equal(r, s, 16), "g1_dbl = library P + P");
        bn254_hc_copy(t, pts[i], 16);
        bn254_hook_g1_dbl(t, t);
        bn254_hc_expect(bn254_hc_equal(t, s, 16), "g1_dbl in place");
        for (j = 0; j < BN254_HC_POINTS; j++) {
            if (j == i) continue;
            bn254_hc_lib_add(s, enc[i], enc[j]);
            bn254_hook_g1_add(r, pts[i], pts[j]);
            bn254_hc_expect(bn254_hc_equal(r, s, 16), "g1_add = library P + Q");
            bn254_hc_copy(t, pts[i], 16);
            bn254_hook_g1_add(t, t, pts[j]);
            bn254_hc_expect(bn254_hc_equal(t, s, 16), "g1_add, result in a");
            bn254_hc_copy(t, pts[j], 16);
            bn254_hook_g1_add(t, pts[i], t);
            bn254_hc_expect(bn254_hc_equal(t, s, 16), "g1_add, result in b");
        }
    }

    /* the curve equation with the field hooks */
    for (i = 0; i < BN254_HC_POINTS; i++) {
        const uint32_t *x = pts[i], *y = pts[i] + 8;
        bn254_hook_fp_mul(r, y, y);
        bn254_hook_fp_mul(s, x, x);
        bn254_hook_fp_mul(s, s, x);
        bn254_hook_fp_add(s, s, three);
        bn254_hc_expect(bn254_hc_equal(r, s, 8), "y^2 = x^3 + 3 with fp_mul, fp_add");
    }

    /* field identities on every pair of coordinates */
    for (i = 0; i < 2 * BN254_HC_POINTS; i++) {
        const uint32_t *a = pts[i / 2] + 8 * (i % 2);
        const uint32_t *b = pts[(i + 3) % BN254_HC_POINTS] + 8 * ((i / 3) % 2);
        uint32_t u[8], v[8], w[8];
        bn254_hook_fp_mul(u, a, b);
        bn254_hook_fp_mul(v, b, a);
        bn254_hc_expect(bn254_hc_equal(u, v, 8), "fp_mul commutes");
        bn254_hook_fp_add(u, a, b);
        bn254_hook_fp_sub(u, u, b);
        bn254_hc_expect(bn254_hc_equal(u, a, 8), "(a + b) - b = a");
        bn254_hook_fp_sub(u, a, a);
        bn254_hc_expect(bn254_hc_equal(u, zero, 8), "a - a = 0");
        bn254_hook_fp_inv_hint(u, a);
        bn254_hook_fp_mul(u, u, a);
        bn254_hc_expect(bn254_hc_equal(u, one, 8), "a * a^-1 = 1");
        /* a (b + 1) = a b + a */
        bn254_hook_fp_add(u, b, one);
        bn254_hook_fp_mul(u, a, u);
        bn254_hook_fp_mul(v, a, b);
        bn254_hook_fp_add(v, v, a);
        bn254_hc_expect(bn254_hc_equal(u, v, 8), "a (b + 1) = a b + a");
        /* Fp2: (a + bu)(b + au) = (ab - ba) + (a^2 + b^2) u = 0 + (a^2 + b^2) u */
        bn254_hc_copy(r, a, 8);
        bn254_hc_copy(r + 8, b, 8);
        bn254_hc_copy(s, b, 8);
        bn254_hc_copy(s + 8, a, 8);
        bn254_hook_fp2_mul(t, r, s);
        bn254_hook_fp_mul(w, a, a);
        bn254_hook_fp_mul(v, b, b);
        bn254_hook_fp_add(u, w, v);
        bn254_hc_expect(bn254_hc_equal(t, zero, 8) && bn254_hc_equal(t + 8, u, 8),
                        "fp2_mul (a + bu)(b + au)");
        /* in place: (a + bu)^2 = (a^2 - b^2) + 2ab u */
        bn254_hook_fp2_mul(r, r, r);
        bn254_hook_fp_sub(u, w, v);
        bn254_hook_fp_mul(w, a, b);
        bn254_hook_fp_add(w, w, w);
        bn254_hc_expect(bn254_hc_equal(r, u, 8) && bn254_hc_equal(r + 8, w, 8),
                        "fp2_mul (a + bu)^2 in place");
    }

    /* wrap-around at p */
    bn254_hook_fp_add(r, bn254_hc_p_minus_1, one);
    bn254_hc_expect(bn254_hc_equal(r, zero, 8), "(p - 1) + 1 = 0");
    bn254_hook_fp_sub(r, zero, one);
    bn254_hc_expect(bn254_hc_equal(r, bn254_hc_p_minus_1, 8), "0 - 1 = p - 1");
    bn254_hook_fp_mul(r, bn254_hc_p_minus_1, bn254_hc_p_minus_1);
    bn254_hc_expect(bn254_hc_equal(r, one, 8), "(p - 1)^2 = 1");
    bn254_hook_fp_inv_hint(r, bn254_hc_p_minus_1);
    bn254_hc_expect(bn254_hc_equal(r, bn254_hc_p_minus_1, 8), "(p - 1)^-1 = p - 1");

    {
        char line[80];
        const char *msg =
            bn254_hc_failures ? "guest_hooks_check: FAILED " : "guest_hooks_check: ok ";
        unsigned long v = bn254_hc_checks;
        size_t n = 0, k, d = 0;
        char digits[24];
        for (k = 0; msg[k]; k++) line[n++] = msg[k];
        do {
            digits[d++] = (char)('0' + v % 10);
            v /= 10;
        } while (v);
        while (d) line[n++] = digits[--d];
        for (k = 0; " checks\n"[k]; k++) line[n++] = " checks\n"[k];
        (void)bn254_guest_write_all(1, line, n);
    }
    return bn254_hc_failures ? 1 : 0;
}
