/* SPDX-License-Identifier: MIT */
/*
 * lib_refs.h: functions on the library's internals that only the tests, the
 * benchmarks and the tools call, kept out of src/ so that the library holds
 * only what its entry points run (tools/check_unused.sh checks that src/
 * defines no function the library does not call). Header-only and without
 * the C library, so that every program that compiles src/bn254.c itself can
 * take it: the layer tests and fuzz targets (through internal.h), the
 * benchmark shim, bench/opcount and the RISC-V guests. Include it after
 * src/bn254.c.
 */
#ifndef BN254_TEST_LIB_REFS_H
#define BN254_TEST_LIB_REFS_H

#ifndef BN254_PRECOMPILE_IMPL_H
#error "include src/bn254.c before tests/support/lib_refs.h"
#endif

/* r = the small integer v (v < 2^64) as a field element. */
BN254_UNUSED static void bn254_fp_set_u64(bn254_fp *r, uint64_t v) {
    uint64_t raw[4];
    raw[0] = v, raw[1] = raw[2] = raw[3] = 0;
    bn254_kern_fp_from_int(r, raw);
    BN254_FP_VERIFY(r);
}

/* 1 if the integer a is 1 (the binary inversion's and the hooks' tests). */
BN254_UNUSED static int bn254_u256_is_one(const uint64_t a[4]) {
    return a[0] == 1 && (a[1] | a[2] | a[3]) == 0;
}

/* r = a^-1 mod p for 0 <= a < p (r = 0 for a = 0), by the inversion of the
 * library (modinv.h, factor 1), and the same by the binary extended Euclid:
 * the slow reference of the tests. r may alias a. */
BN254_UNUSED static void bn254_modinv_var(uint64_t r[4], const uint64_t a[4]) {
    static const uint64_t one[4] = {1, 0, 0, 0};
    bn254_modinv_var_scaled(r, a, one);
}

/* Invariants x1 a = u, x2 a = v (mod p); u, v shrink until one is 1. */
BN254_UNUSED static void bn254_modinv_binary(uint64_t r[4], const uint64_t a[4]) {
    uint64_t u[4], v[4], x1[4] = {1, 0, 0, 0}, x2[4] = {0, 0, 0, 0};
    if (bn254_u256_is_zero(a)) {
        r[0] = r[1] = r[2] = r[3] = 0;
        return;
    }
    bn254_copy(u, a, sizeof u);
    bn254_copy(v, bn254_u256_p, sizeof v);
    while (!bn254_u256_is_one(u) && !bn254_u256_is_one(v)) {
        while ((u[0] & 1) == 0) {
            bn254_u256_shr1(u, u);
            bn254_u256_half_mod_p(x1, x1);
        }
        while ((v[0] & 1) == 0) {
            bn254_u256_shr1(v, v);
            bn254_u256_half_mod_p(x2, x2);
        }
        if (!bn254_u256_less(u, v)) {
            (void)bn254_u256_sub(u, u, v);
            bn254_u256_sub_mod_p(x1, x1, x2);
        } else {
            (void)bn254_u256_sub(v, v, u);
            bn254_u256_sub_mod_p(x2, x2, x1);
        }
    }
    bn254_copy(r, bn254_u256_is_one(u) ? x1 : x2, 4 * sizeof(uint64_t));
}

/* n Jacobian points to affine with one field inversion (Montgomery's
 * simultaneous-inversion trick); scratch must hold n elements; r and a must
 * not overlap. */
BN254_UNUSED static void bn254_g1_jac_to_aff_batch(bn254_g1_aff *r, const bn254_g1_jac *a,
                                                   bn254_fp *scratch, size_t n) {
    /* scratch[i] = z_0 ... z_i (skipping infinities); one inversion of the
     * total product, then walk back peeling one z at a time. */
    bn254_fp acc, inv, zi, zi2;
    size_t i;
    if (n == 0) return;
    bn254_fp_set_one(&acc);
    for (i = 0; i < n; i++) {
        if (!bn254_g1_jac_is_infinity(&a[i])) bn254_fp_mul(&acc, &acc, &a[i].z);
        scratch[i] = acc;
    }
    bn254_fp_inv(&inv, &acc);
    for (i = n; i-- > 0;) {
        if (bn254_g1_jac_is_infinity(&a[i])) {
            bn254_g1_aff_set_infinity(&r[i]);
            continue;
        }
        /* inv = (z_0 ... z_i)^-1, so z_i^-1 = inv * (z_0 ... z_{i-1}) */
        if (i > 0) {
            bn254_fp_mul(&zi, &inv, &scratch[i - 1]);
        } else {
            zi = inv;
        }
        bn254_fp_mul(&inv, &inv, &a[i].z);
        bn254_fp_sqr(&zi2, &zi);
        bn254_fp_mul(&r[i].x, &a[i].x, &zi2);
        bn254_fp_mul(&zi2, &zi2, &zi);
        bn254_fp_mul(&r[i].y, &a[i].y, &zi2);
        r[i].infinity = 0;
    }
}

/*
 * The plain multi-Miller loop over any number of pairs, merging nothing (the
 * library streams pairs through bn254_pairing_stream): f = the product of
 * bn254_miller_loop_batch over batches of BN254_MILLER_BATCH pairs, so with
 * the same factor in Fp* per line as the library's; f = 1 when n = 0.
 */
BN254_UNUSED static void bn254_miller_loop(bn254_fp12 *f, const bn254_g1_aff *p,
                                           const bn254_g2_aff *q, size_t n) {
    const bn254_fp12_form form = bn254_fp12_acc_form(); /* once for the call */
    size_t start, m;
    bn254_fp12_acc acc, g;
    bn254_fp12_acc_set_one(&acc, form);
    for (start = 0; start < n; start += m) {
        m = n - start < BN254_MILLER_BATCH ? n - start : BN254_MILLER_BATCH;
        bn254_miller_loop_batch(start == 0 ? &acc : &g, p + start, q + start, NULL, m, form);
        if (start > 0) bn254_fp12_acc_mul(&acc, &acc, &g);
    }
    bn254_fp12_acc_to(f, &acc);
}

/* r = a^x0 for a in the cyclotomic subgroup, on bn254_fp12. */
BN254_UNUSED static void bn254_fp12_cyclo_exp_x0(bn254_fp12 *r, const bn254_fp12 *a) {
    bn254_fp12_acc x;
    bn254_fp12_acc_from(&x, a, bn254_fp12_acc_form());
    bn254_fp12_acc_cyclo_exp_x0(&x, &x);
    bn254_fp12_acc_to(r, &x);
}

/* r = f^((p^12 - 1)/r * c) (bn254_final_exp_acc), on bn254_fp12. */
BN254_UNUSED static void bn254_final_exp(bn254_fp12 *r, const bn254_fp12 *f) {
    bn254_fp12_acc x;
    bn254_final_exp_acc(&x, f, bn254_fp12_acc_form());
    bn254_fp12_acc_to(r, &x);
}

/* The portable kernels (on = 1) or what the CPU supports (on = 0), where
 * the backend chooses at run time (BN254_KERN_RUNTIME_SWITCH): writes the
 * backend's choice as its constructor does (the x86_64 backend's CPU-feature
 * flags; the emulated lanes' switch), a no-op elsewhere. Tests only: the
 * library writes these flags once, before main. */
BN254_UNUSED static void bn254_kern_force_portable(int on) {
#if defined(BN254_BACKEND_X86_64) && BN254_CPU_DETECTION
    bn254_cpu_adx = on ? 0 : bn254_cpu_detect_adx();
#if !defined(BN254_X86_IFMA_OFF)
    bn254_cpu_ifma = on ? 0 : bn254_cpu_detect_ifma();
#endif
#elif defined(BN254_IFMA_EMULATE)
    bn254_ifma_emu_on = !on;
#else
    (void)on;
#endif
}

#endif /* BN254_TEST_LIB_REFS_H */
