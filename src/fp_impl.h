/* SPDX-License-Identifier: MIT */
/*
 * fp_impl.h: Fp on the kernel boundary. The products, sums, inversion and
 * representation changes are the backend's (arch/kernels.h); what is left
 * here is representation-independent: comparisons, halving, byte encoding,
 * and the BN254_VERIFY contract checks.
 */
#ifndef BN254_FP_IMPL_H
#define BN254_FP_IMPL_H

#include "arch/kernels.h"
#include "fp.h"
#include "u256.h"

static const bn254_fp bn254_fp_one = {{BN254_FP_CONST(BN254_FP_ONE)}};

static BN254_INLINE int bn254_fp_is_canonical(const bn254_fp *a) {
    return bn254_u256_less(a->l, bn254_u256_p);
}
#if defined(BN254_VERIFY)
/* The operand check of every Fp operation, out of line: inlined, the checks
 * doubled the code and the compile time of a BN254_VERIFY build (test_g1.c,
 * gcc 12 -O3: 8.2 -> 4.1 s, 457 -> 289 kB of text). */
static BN254_NOINLINE void bn254_fp_verify_at(const bn254_fp *a, const char *file, int line,
                                              const char *what) {
    if (!bn254_fp_is_canonical(a)) BN254_VERIFY_FAIL(file, line, what);
}
#define BN254_FP_VERIFY(a) bn254_fp_verify_at((a), __FILE__, __LINE__, "canonical " #a)
#else
#define BN254_FP_VERIFY(a) ((void)0)
#endif

static BN254_INLINE void bn254_fp_set_zero(bn254_fp *r) {
    r->l[0] = r->l[1] = r->l[2] = r->l[3] = 0;
}

static BN254_INLINE void bn254_fp_set_one(bn254_fp *r) {
    *r = bn254_fp_one;
}

static BN254_INLINE int bn254_fp_is_zero(const bn254_fp *a) {
    BN254_FP_VERIFY(a);
    return bn254_u256_is_zero(a->l);
}

static BN254_INLINE int bn254_fp_equal(const bn254_fp *a, const bn254_fp *b) {
    BN254_FP_VERIFY(a);
    BN254_FP_VERIFY(b);
    return ((a->l[0] ^ b->l[0]) | (a->l[1] ^ b->l[1]) | (a->l[2] ^ b->l[2]) |
            (a->l[3] ^ b->l[3])) == 0;
}

static BN254_INLINE int bn254_fp_is_one(const bn254_fp *a) {
    return bn254_fp_equal(a, &bn254_fp_one);
}

static BN254_ALWAYS_INLINE void bn254_fp_add(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    BN254_FP_VERIFY(a);
    BN254_FP_VERIFY(b);
    bn254_kern_fp_add(r, a, b);
    BN254_FP_VERIFY(r);
}

static BN254_ALWAYS_INLINE void bn254_fp_sub(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    BN254_FP_VERIFY(a);
    BN254_FP_VERIFY(b);
    bn254_kern_fp_sub(r, a, b);
    BN254_FP_VERIFY(r);
}

static BN254_ALWAYS_INLINE void bn254_fp_neg(bn254_fp *r, const bn254_fp *a) {
    static const bn254_fp zero = {{0, 0, 0, 0}};
    bn254_fp_sub(r, &zero, a);
}

static BN254_ALWAYS_INLINE void bn254_fp_dbl(bn254_fp *r, const bn254_fp *a) {
    bn254_fp_add(r, a, a);
}

static BN254_ALWAYS_INLINE void bn254_fp_tpl(bn254_fp *r, const bn254_fp *a) {
    bn254_fp t;
    bn254_fp_add(&t, a, a);
    bn254_fp_add(r, &t, a);
}

static BN254_INLINE void bn254_fp_half(bn254_fp *r, const bn254_fp *a) {
    /* halving commutes with the Montgomery factor: (a/2) R = (a R)/2 mod p */
    BN254_FP_VERIFY(a);
    bn254_u256_half_mod_p(r->l, a->l);
    BN254_FP_VERIFY(r);
}

static BN254_INLINE void bn254_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    BN254_FP_VERIFY(a);
    BN254_FP_VERIFY(b);
    bn254_kern_fp_mul(r, a, b);
    BN254_FP_VERIFY(r);
}

static BN254_INLINE void bn254_fp_sqr(bn254_fp *r, const bn254_fp *a) {
    BN254_FP_VERIFY(a);
    bn254_kern_fp_sqr(r, a);
    BN254_FP_VERIFY(r);
}

static void bn254_fp_inv(bn254_fp *r, const bn254_fp *a) {
    BN254_FP_VERIFY(a);
    if (bn254_fp_is_zero(a)) {
        bn254_fp_set_zero(r);
        return;
    }
    bn254_kern_fp_inv(r, a);
    BN254_FP_VERIFY(r);
}

static int bn254_fp_from_be32(bn254_fp *r, const uint8_t in[32]) {
    uint64_t raw[4];
    bn254_load_be256(raw, in);
    if (!bn254_u256_less(raw, bn254_u256_p)) return 0;
    bn254_kern_fp_from_int(r, raw);
    BN254_FP_VERIFY(r);
    return 1;
}

static void bn254_fp_to_be32(uint8_t out[32], const bn254_fp *a) {
    uint64_t raw[4];
    BN254_FP_VERIFY(a);
    bn254_kern_fp_to_int(raw, a);
    bn254_store_be256(out, raw);
}

/* r = a^e for a 256-bit exponent e (little-endian limbs), left to right;
 * variable time (public inputs). For the square roots of fp and fp2. */
static void bn254_fp_pow_u256(bn254_fp *r, const bn254_fp *a, const uint64_t e[4]) {
    bn254_fp acc = bn254_fp_one, base = *a;
    int i;
    for (i = 255; i >= 0; i--) {
        bn254_fp_sqr(&acc, &acc);
        if ((e[i / 64] >> (i % 64)) & 1) bn254_fp_mul(&acc, &acc, &base);
    }
    *r = acc;
}

static int bn254_fp_sqrt(bn254_fp *r, const bn254_fp *a) {
    uint64_t e[4];
    bn254_fp t, s;
    /* (p + 1)/4 = (p >> 2) + 1 as p = 3 mod 4; the low limb of p >> 2 is far
     * below 2^64 - 1, so the increment does not carry */
    bn254_u256_shr1(e, bn254_u256_p);
    bn254_u256_shr1(e, e);
    e[0] += 1;
    bn254_fp_pow_u256(&t, a, e);
    bn254_fp_sqr(&s, &t);
    *r = t;
    return bn254_fp_equal(&s, a);
}

#endif /* BN254_FP_IMPL_H */
