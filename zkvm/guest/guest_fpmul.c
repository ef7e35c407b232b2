/* SPDX-License-Identifier: MIT */
/*
 * guest_fpmul.c: instructions per Fp multiplication, squaring and inversion
 * in a RISC-V guest, measured by rvsim's regions. The field layer is static,
 * so this file compiles the library itself (src/bn254.c, with the library's
 * own definitions and options) and uses only the fp.h contract: set, mul, sqr,
 * inv, to_be32. Each region runs a chain (every result feeds the next call,
 * so nothing can be hoisted or dropped) unrolled 8 times, so the loop adds
 * under half an instruction per operation; divide a region's count by its
 * operation count (the region names say how many). The last values are
 * printed so the work is observable.
 */
#include "../../src/bn254.c"
#include "../../tests/support/lib_refs.h"

#include "guest_rt.h"

#define BN254_FPMUL_N 1000 /* multiplications and squarings per region */
#define BN254_FPMUL_INV_N 16

static void bn254_fpmul_print(const char *label, const bn254_fp *a) {
    static const char digits[] = "0123456789abcdef";
    uint8_t be[32];
    char line[96];
    size_t n = 0, i;
    bn254_fp_to_be32(be, a);
    for (i = 0; label[i]; i++) line[n++] = label[i];
    line[n++] = ' ';
    for (i = 0; i < 32; i++) {
        line[n++] = digits[be[i] >> 4];
        line[n++] = digits[be[i] & 15];
    }
    line[n++] = '\n';
    (void)bn254_guest_write_all(1, line, n);
}

int main(int argc, char **argv) {
    bn254_fp a, b, c;
    int i;
    (void)argc;
    (void)argv;
    /* full-size operands: small integers in Montgomery form, mixed a little */
    bn254_fp_set_u64(&a, 0x243f6a8885a308d3u);
    bn254_fp_set_u64(&b, 0x13198a2e03707344u);
    bn254_fp_mul(&a, &a, &b);
    bn254_fp_mul(&b, &a, &a);
    c = a;

    bn254_guest_region_begin("fp_mul_x1000");
    for (i = 0; i < BN254_FPMUL_N / 8; i++) {
        bn254_fp_mul(&a, &a, &b);
        bn254_fp_mul(&a, &a, &b);
        bn254_fp_mul(&a, &a, &b);
        bn254_fp_mul(&a, &a, &b);
        bn254_fp_mul(&a, &a, &b);
        bn254_fp_mul(&a, &a, &b);
        bn254_fp_mul(&a, &a, &b);
        bn254_fp_mul(&a, &a, &b);
    }
    bn254_guest_region_end();

    bn254_guest_region_begin("fp_sqr_x1000");
    for (i = 0; i < BN254_FPMUL_N / 8; i++) {
        bn254_fp_sqr(&b, &b);
        bn254_fp_sqr(&b, &b);
        bn254_fp_sqr(&b, &b);
        bn254_fp_sqr(&b, &b);
        bn254_fp_sqr(&b, &b);
        bn254_fp_sqr(&b, &b);
        bn254_fp_sqr(&b, &b);
        bn254_fp_sqr(&b, &b);
    }
    bn254_guest_region_end();

    bn254_guest_region_begin("fp_inv_x16");
    for (i = 0; i < BN254_FPMUL_INV_N; i++) {
        bn254_fp_inv(&c, &c);
        bn254_fp_add(&c, &c, &a); /* a different input each time (one cheap addition) */
    }
    bn254_guest_region_end();

    bn254_fpmul_print("mul", &a);
    bn254_fpmul_print("sqr", &b);
    bn254_fpmul_print("inv", &c);
    return 0;
}
