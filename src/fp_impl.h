/* SPDX-License-Identifier: MIT */
/*
 * fp_impl.h: Fp on top of the limb kernels. Kernel selection happens here
 * and nowhere else (see arch/arch.h): the assembly kernels when compiled in
 * (x86-64: when the CPU has ADX), else the portable C kernels of
 * fp_c_impl.h, which stay compiled everywhere as the reference.
 */
#ifndef BN254_FP_IMPL_H
#define BN254_FP_IMPL_H

#include "arch/arch.h"
#include "consts.h"
#include "cpu.h"
#include "fp.h"
#include "fp_c_impl.h"
#include "fp_inv_impl.h"
#include "int128.h"
#if defined(BN254_ASM_X86_64)
#include "arch/x86_64/fp_addsub_inline.h"
#endif

/* The multiplication kernels, dispatched. */
static BN254_INLINE void bn254_fp_kernel_mul(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
#if defined(BN254_ASM_X86_64) && defined(BN254_X86_ADX_ALWAYS)
    bn254_asm_fp_mul_adx(r, a, b);
#elif defined(BN254_ASM_X86_64)
    if (BN254_EXPECT(bn254_cpu_adx, 1)) {
        bn254_asm_fp_mul_adx(r, a, b);
    } else {
        bn254_fp_c_mul(r, a, b);
    }
#elif defined(BN254_ASM_AARCH64)
    bn254_asm_fp_mul_arm64(r, a, b);
#else
    bn254_fp_c_mul(r, a, b);
#endif
}

static BN254_INLINE void bn254_fp_kernel_sqr(uint64_t r[4], const uint64_t a[4]) {
#if defined(BN254_ASM_X86_64) && defined(BN254_X86_ADX_ALWAYS)
    bn254_asm_fp_sqr_adx(r, a);
#elif defined(BN254_ASM_X86_64)
    if (BN254_EXPECT(bn254_cpu_adx, 1)) {
        bn254_asm_fp_sqr_adx(r, a);
    } else {
        bn254_fp_c_sqr(r, a);
    }
#elif defined(BN254_ASM_AARCH64)
    bn254_asm_fp_sqr_arm64(r, a);
#else
    bn254_fp_c_sqr(r, a);
#endif
}

static const bn254_fp bn254_fp_one = {BN254_ONE};
static const uint64_t bn254_fp_r2[4] = BN254_R2_RAW;
static const uint64_t bn254_fp_r3[4] = BN254_R3_RAW;

static BN254_INLINE void bn254_fp_set_zero(bn254_fp *r) {
    r->l[0] = r->l[1] = r->l[2] = r->l[3] = 0;
}

static BN254_INLINE void bn254_fp_set_one(bn254_fp *r) {
    *r = bn254_fp_one;
}

static BN254_INLINE int bn254_fp_is_zero(const bn254_fp *a) {
    return (a->l[0] | a->l[1] | a->l[2] | a->l[3]) == 0;
}

static BN254_INLINE int bn254_fp_equal(const bn254_fp *a, const bn254_fp *b) {
    return ((a->l[0] ^ b->l[0]) | (a->l[1] ^ b->l[1]) | (a->l[2] ^ b->l[2]) |
            (a->l[3] ^ b->l[3])) == 0;
}

static BN254_INLINE int bn254_fp_is_one(const bn254_fp *a) {
    return bn254_fp_equal(a, &bn254_fp_one);
}

/* Plain 256-bit comparison a < b on raw limbs. */
static BN254_INLINE int bn254_u256_less(const uint64_t a[4], const uint64_t b[4]) {
    int i;
    for (i = 3; i >= 0; i--) {
        if (a[i] != b[i]) return a[i] < b[i];
    }
    return 0;
}

static BN254_INLINE int bn254_fp_is_canonical(const bn254_fp *a) {
    return bn254_u256_less(a->l, bn254_fp_p);
}

/* Addition kernels: inline x86-64 assembly where available, else C. */
static BN254_ALWAYS_INLINE void bn254_fp_kernel_add(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
#if defined(BN254_ASM_X86_64)
    bn254_x64_fp_add(r, a, b, bn254_fp_p);
#else
    bn254_fp_c_add(r, a, b);
#endif
}

static BN254_ALWAYS_INLINE void bn254_fp_kernel_sub(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]) {
#if defined(BN254_ASM_X86_64)
    bn254_x64_fp_sub(r, a, b, bn254_fp_p);
#else
    bn254_fp_c_sub(r, a, b);
#endif
}

static BN254_ALWAYS_INLINE void bn254_fp_add(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    bn254_fp_kernel_add(r->l, a->l, b->l);
}

static BN254_ALWAYS_INLINE void bn254_fp_sub(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    bn254_fp_kernel_sub(r->l, a->l, b->l);
}

static BN254_ALWAYS_INLINE void bn254_fp_neg(bn254_fp *r, const bn254_fp *a) {
    static const uint64_t zero[4] = {0, 0, 0, 0};
    bn254_fp_kernel_sub(r->l, zero, a->l);
}

static BN254_ALWAYS_INLINE void bn254_fp_dbl(bn254_fp *r, const bn254_fp *a) {
    bn254_fp_kernel_add(r->l, a->l, a->l);
}

static BN254_ALWAYS_INLINE void bn254_fp_tpl(bn254_fp *r, const bn254_fp *a) {
    bn254_fp t;
    bn254_fp_kernel_add(t.l, a->l, a->l);
    bn254_fp_kernel_add(r->l, t.l, a->l);
}

static BN254_INLINE void bn254_fp_half(bn254_fp *r, const bn254_fp *a) {
    /* a/2 = a >> 1 if a is even, (a + p) >> 1 if odd; a + p < 2^255 fits. */
    uint64_t t[4], c = 0;
    if (a->l[0] & 1) {
        c = bn254_addc(&t[0], a->l[0], bn254_fp_p[0], c);
        c = bn254_addc(&t[1], a->l[1], bn254_fp_p[1], c);
        c = bn254_addc(&t[2], a->l[2], bn254_fp_p[2], c);
        (void)bn254_addc(&t[3], a->l[3], bn254_fp_p[3], c);
    } else {
        t[0] = a->l[0], t[1] = a->l[1], t[2] = a->l[2], t[3] = a->l[3];
    }
    r->l[0] = (t[0] >> 1) | (t[1] << 63);
    r->l[1] = (t[1] >> 1) | (t[2] << 63);
    r->l[2] = (t[2] >> 1) | (t[3] << 63);
    r->l[3] = t[3] >> 1;
}

static BN254_INLINE void bn254_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    bn254_fp_kernel_mul(r->l, a->l, b->l);
    VERIFY_CHECK(bn254_fp_is_canonical(r));
}

static BN254_INLINE void bn254_fp_sqr(bn254_fp *r, const bn254_fp *a) {
    bn254_fp_kernel_sqr(r->l, a->l);
    VERIFY_CHECK(bn254_fp_is_canonical(r));
}

BN254_UNUSED static void bn254_fp_set_u64(bn254_fp *r, uint64_t v) {
    uint64_t raw[4];
    raw[0] = v, raw[1] = raw[2] = raw[3] = 0;
    bn254_fp_kernel_mul(r->l, raw, bn254_fp_r2); /* v * R^2 / R = v R */
}

/* In-place halving of a value x in [0, p) modulo p, on raw limbs. */
static BN254_INLINE void bn254_u256_half_mod_p(uint64_t x[4]) {
    uint64_t c = 0;
    if (x[0] & 1) {
        c = bn254_addc(&x[0], x[0], bn254_fp_p[0], c);
        c = bn254_addc(&x[1], x[1], bn254_fp_p[1], c);
        c = bn254_addc(&x[2], x[2], bn254_fp_p[2], c);
        (void)bn254_addc(&x[3], x[3], bn254_fp_p[3], c);
    }
    x[0] = (x[0] >> 1) | (x[1] << 63);
    x[1] = (x[1] >> 1) | (x[2] << 63);
    x[2] = (x[2] >> 1) | (x[3] << 63);
    x[3] >>= 1;
}

static BN254_INLINE void bn254_u256_shr1(uint64_t x[4]) {
    x[0] = (x[0] >> 1) | (x[1] << 63);
    x[1] = (x[1] >> 1) | (x[2] << 63);
    x[2] = (x[2] >> 1) | (x[3] << 63);
    x[3] >>= 1;
}

/* x -= y on raw 256-bit limbs (caller guarantees x >= y). */
static BN254_INLINE void bn254_u256_sub(uint64_t x[4], const uint64_t y[4]) {
    uint64_t b = 0;
    b = bn254_subb(&x[0], x[0], y[0], b);
    b = bn254_subb(&x[1], x[1], y[1], b);
    b = bn254_subb(&x[2], x[2], y[2], b);
    (void)bn254_subb(&x[3], x[3], y[3], b);
}

static BN254_INLINE int bn254_u256_is_one(const uint64_t x[4]) {
    return x[0] == 1 && (x[1] | x[2] | x[3]) == 0;
}

/*
 * Binary extended Euclid (Hankerson-Menezes-Vanstone, "Guide to Elliptic
 * Curve Cryptography", Alg. 2.22), variable time: the fallback without
 * __int128 and the reference for the divsteps inversion. Invariants:
 * x1 * A = u, x2 * A = v (mod p), with A the stored integer a*R. It returns
 * A^-1 = a^-1 R^-1; one Montgomery multiplication by R^3 gives a^-1 R.
 */
BN254_UNUSED static void bn254_fp_inv_binary(bn254_fp *r, const bn254_fp *a) {
    uint64_t u[4], v[4], x1[4] = {1, 0, 0, 0}, x2[4] = {0, 0, 0, 0};
    if (bn254_fp_is_zero(a)) {
        bn254_fp_set_zero(r);
        return;
    }
    bn254_copy(u, a->l, sizeof u);
    bn254_copy(v, bn254_fp_p, sizeof v);
    while (!bn254_u256_is_one(u) && !bn254_u256_is_one(v)) {
        while ((u[0] & 1) == 0) {
            bn254_u256_shr1(u);
            bn254_u256_half_mod_p(x1);
        }
        while ((v[0] & 1) == 0) {
            bn254_u256_shr1(v);
            bn254_u256_half_mod_p(x2);
        }
        if (!bn254_u256_less(u, v)) {
            bn254_u256_sub(u, v);
            bn254_fp_kernel_sub(x1, x1, x2);
        } else {
            bn254_u256_sub(v, u);
            bn254_fp_kernel_sub(x2, x2, x1);
        }
    }
    bn254_fp_kernel_mul(r->l, bn254_u256_is_one(u) ? x1 : x2, bn254_fp_r3);
    VERIFY_CHECK(bn254_fp_is_canonical(r));
}

static void bn254_fp_inv(bn254_fp *r, const bn254_fp *a) {
#if BN254_HAVE_INT128
    uint64_t t[4];
    if (bn254_fp_is_zero(a)) {
        bn254_fp_set_zero(r);
        return;
    }
    bn254_u256_inv_mod_p_var(t, a->l); /* (aR)^-1 = a^-1 R^-1 */
    bn254_fp_kernel_mul(r->l, t, bn254_fp_r3);
    VERIFY_CHECK(bn254_fp_is_canonical(r));
#else
    bn254_fp_inv_binary(r, a);
#endif
}

static int bn254_fp_from_be32(bn254_fp *r, const uint8_t in[32]) {
    uint64_t raw[4];
    bn254_load_be256(raw, in);
    if (!bn254_u256_less(raw, bn254_fp_p)) return 0;
    bn254_fp_kernel_mul(r->l, raw, bn254_fp_r2);
    return 1;
}

static void bn254_fp_to_be32(uint8_t out[32], const bn254_fp *a) {
    static const uint64_t one_raw[4] = {1, 0, 0, 0};
    uint64_t raw[4];
    bn254_fp_kernel_mul(raw, a->l, one_raw); /* a R * 1 / R = a */
    bn254_store_be256(out, raw);
}

#endif /* BN254_FP_IMPL_H */
