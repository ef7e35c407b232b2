/* SPDX-License-Identifier: MIT */
/*
 * kernels_hooks.h: the hooks backend (BN254_BACKEND_HOOKS), included only by
 * arch/kernels.h. Elements are the plain canonical integers (no Montgomery
 * factor: the form zkVM field accelerators take), and the arithmetic calls
 * the integrator's functions of include/bn254_hooks.h: Fp multiplication
 * (also squaring), addition and subtraction always; Fp2 multiplication and
 * squaring with BN254_HOOKS_FP2 (else the formulas of fp2_formulas.h on the
 * Fp hooks); the inversion hint, which is checked here with one
 * multiplication before it is used. With BN254_HOOKS_G1 the backend also has
 * the G1 kernels (arch/kernels.h): affine addition and doubling are one hook
 * call each, and negation is p - y on the integer, no call at all.
 *
 * A hook sees 32-bit words. On little-endian targets the 64-bit limbs of
 * bn254_fp already are those words in memory, so the library passes its own
 * storage; compiler barriers around each call keep the accesses of both
 * sides in order even if link-time optimisation inlines a hook written in C
 * that reads the words as uint32_t. Elsewhere the words are copied.
 */
#ifndef BN254_KERNELS_HOOKS_H
#define BN254_KERNELS_HOOKS_H

#include <stdint.h>

#include "../../include/bn254_hooks.h"
#include "../consts.h"
#include "../modinv.h"
#include "../u256.h"
#include "../util.h"

#if defined(BN254_HOOKS_FP2)
#define BN254_HOOKS_FP2_NAME "-fp2"
#else
#define BN254_HOOKS_FP2_NAME ""
#endif
#if defined(BN254_HOOKS_G1)
#define BN254_HOOKS_G1_NAME "-g1"
#else
#define BN254_HOOKS_G1_NAME ""
#endif
/* bn254_backend(): "hooks", "hooks-fp2", "hooks-g1", "hooks-fp2-g1". */
#define BN254_HOOKS_BACKEND_NAME "hooks" BN254_HOOKS_FP2_NAME BN254_HOOKS_G1_NAME

#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && (defined(__GNUC__) || defined(__clang__))
#define BN254_HOOKS_DIRECT 1
#define BN254_HOOKS_BARRIER() __asm__ volatile("" ::: "memory")
/* The words of the n elements at the start of object *x (a bn254_fp, a
 * bn254_fp2, or an affine point whose x and y are adjacent). The empty asm
 * hides where the pointer comes from: gcc 12 otherwise tracks an Fp2 back to
 * one of its coordinates and warns that a 16-word hook reads past it. */
static BN254_ALWAYS_INLINE uint32_t *bn254_hooks_words(const void *x) {
    void *p = (void *)(uintptr_t)x;
    __asm__("" : "+r"(p));
    return (uint32_t *)p;
}
#define BN254_HOOKS_IN(x, n) ((const uint32_t *)bn254_hooks_words(x))
#define BN254_HOOKS_OUT(x, n) bn254_hooks_words(x)
#else
#define BN254_HOOKS_DIRECT 0
#endif

#if !BN254_HOOKS_DIRECT
/* n elements of 4 limbs <-> 8 n words, for any byte order. */
static void bn254_hooks_to_words(uint32_t *w, const uint64_t *l, int n) {
    int i;
    for (i = 0; i < 4 * n; i++) {
        w[2 * i] = (uint32_t)l[i];
        w[2 * i + 1] = (uint32_t)(l[i] >> 32);
    }
}

static void bn254_hooks_from_words(uint64_t *l, const uint32_t *w, int n) {
    int i;
    for (i = 0; i < 4 * n; i++) l[i] = (uint64_t)w[2 * i] | ((uint64_t)w[2 * i + 1] << 32);
}
#endif

/*
 * One call of a two-operand hook on n-element values: r = hook(a, b).
 * r, a and b point to objects that start with n consecutive bn254_fp.
 */
#if BN254_HOOKS_DIRECT
#define BN254_HOOKS_CALL2(hook, r, a, b, n) \
    do { \
        BN254_HOOKS_BARRIER(); \
        hook(BN254_HOOKS_OUT(r, n), BN254_HOOKS_IN(a, n), BN254_HOOKS_IN(b, n)); \
        BN254_HOOKS_BARRIER(); \
    } while (0)
#define BN254_HOOKS_CALL1(hook, r, a, n) \
    do { \
        BN254_HOOKS_BARRIER(); \
        hook(BN254_HOOKS_OUT(r, n), BN254_HOOKS_IN(a, n)); \
        BN254_HOOKS_BARRIER(); \
    } while (0)
#else
#define BN254_HOOKS_CALL2(hook, r, a, b, n) \
    do { \
        uint32_t wr_[16], wa_[16], wb_[16]; \
        bn254_hooks_to_words(wa_, (const uint64_t *)(const void *)(a), (n)); \
        bn254_hooks_to_words(wb_, (const uint64_t *)(const void *)(b), (n)); \
        hook(wr_, wa_, wb_); \
        bn254_hooks_from_words((uint64_t *)(void *)(r), wr_, (n)); \
    } while (0)
#define BN254_HOOKS_CALL1(hook, r, a, n) \
    do { \
        uint32_t wr_[16], wa_[16]; \
        bn254_hooks_to_words(wa_, (const uint64_t *)(const void *)(a), (n)); \
        hook(wr_, wa_); \
        bn254_hooks_from_words((uint64_t *)(void *)(r), wr_, (n)); \
    } while (0)
#endif

/* ---- the kernel set ------------------------------------------------------ */

#define BN254_KERN_MONTGOMERY 0
#define BN254_KERN_FP_CONST(name) name##_INT

static BN254_INLINE void bn254_kern_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    BN254_HOOKS_CALL2(bn254_hook_fp_mul, r, a, b, 1);
}

static BN254_INLINE void bn254_kern_fp_sqr(bn254_fp *r, const bn254_fp *a) {
    BN254_HOOKS_CALL2(bn254_hook_fp_mul, r, a, a, 1);
}

static BN254_ALWAYS_INLINE void bn254_kern_fp_add(bn254_fp *r, const bn254_fp *a,
                                                  const bn254_fp *b) {
    BN254_HOOKS_CALL2(bn254_hook_fp_add, r, a, b, 1);
}

static BN254_ALWAYS_INLINE void bn254_kern_fp_sub(bn254_fp *r, const bn254_fp *a,
                                                  const bn254_fp *b) {
    BN254_HOOKS_CALL2(bn254_hook_fp_sub, r, a, b, 1);
}

#if defined(BN254_HOOKS_FP2)
#define BN254_FP2_FORMULAS_MUL 0 /* the Fp2 hook */
#else
#define BN254_FP2_FORMULAS_MUL 1
#endif
#define BN254_FP2_FORMULAS_XI 0 /* bn254_kern_fp2_mul_xi below */
#include "fp2_formulas.h"

static BN254_INLINE void bn254_kern_fp2_mul(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
#if defined(BN254_HOOKS_FP2)
    BN254_HOOKS_CALL2(bn254_hook_fp2_mul, r, a, b, 2);
#else
    bn254_kern_fp2_mul_formula(r, a, b);
#endif
}

static BN254_INLINE void bn254_kern_fp2_sqr(bn254_fp2 *r, const bn254_fp2 *a) {
#if defined(BN254_HOOKS_FP2)
    BN254_HOOKS_CALL2(bn254_hook_fp2_mul, r, a, a, 2);
#else
    bn254_kern_fp2_sqr_formula(r, a);
#endif
}

/* r = a (9 + u) = (9 a0 - a1) + (a0 + 9 a1) u: one Fp2 call, or two
 * multiplications by 9 and two additions (instead of the ten additions of
 * the generic formula, each of which would be a call here). */
static BN254_INLINE void bn254_kern_fp2_mul_xi(bn254_fp2 *r, const bn254_fp2 *a) {
#if defined(BN254_HOOKS_FP2)
    static const bn254_fp2 xi = {{{9, 0, 0, 0}}, {{1, 0, 0, 0}}};
    BN254_HOOKS_CALL2(bn254_hook_fp2_mul, r, a, &xi, 2);
#else
    static const bn254_fp nine = {{9, 0, 0, 0}};
    bn254_fp t0, t1;
    bn254_kern_fp_mul(&t0, &a->c0, &nine);
    bn254_kern_fp_mul(&t1, &a->c1, &nine);
    bn254_kern_fp_sub(&t0, &t0, &a->c1);
    bn254_kern_fp_add(&r->c1, &t1, &a->c0);
    r->c0 = t0;
#endif
}

/* The plain representation: the stored limbs are the value. */
static BN254_INLINE void bn254_kern_fp_from_int(bn254_fp *r, const uint64_t a[4]) {
    r->l[0] = a[0], r->l[1] = a[1], r->l[2] = a[2], r->l[3] = a[3];
}

static BN254_INLINE void bn254_kern_fp_to_int(uint64_t r[4], const bn254_fp *a) {
    r[0] = a->l[0], r[1] = a->l[1], r[2] = a->l[2], r[3] = a->l[3];
}

/* r = a^-1 from the hint, checked: 1 if the hint was a canonical inverse (r
 * set), 0 if not (r untouched). */
static int bn254_hooks_fp_inv_hint(bn254_fp *r, const bn254_fp *a) {
    bn254_fp h, t;
    BN254_HOOKS_CALL1(bn254_hook_fp_inv_hint, &h, a, 1);
    /* a non-canonical hint must not reach another hook (their contract) */
    if (!bn254_u256_less(h.l, bn254_u256_p)) return 0;
    bn254_kern_fp_mul(&t, &h, a);
    if (((t.l[0] ^ 1) | t.l[1] | t.l[2] | t.l[3]) != 0) return 0;
    *r = h;
    return 1;
}

/* r = a^-1 for a != 0: the checked hint, or, if it was wrong, the library's
 * own inversion of the integer (modinv.h), so a wrong hint costs time only. */
static BN254_INLINE void bn254_kern_fp_inv(bn254_fp *r, const bn254_fp *a) {
    static const uint64_t one[4] = {1, 0, 0, 0};
    if (!bn254_hooks_fp_inv_hint(r, a)) bn254_modinv_var_scaled(r->l, a->l, one);
}

static const char *bn254_kern_backend_name(void) {
    return BN254_HOOKS_BACKEND_NAME;
}

#if defined(BN254_HOOKS_G1)
#define BN254_KERN_G1_AFFINE 1

/* r = a + b (a.x != b.x) and r = 2a (a.y != 0) for finite points: one call
 * of bn254_hook_g1_add / _dbl on x || y each. */
static BN254_INLINE void bn254_kern_g1_add(bn254_g1_aff *r, const bn254_g1_aff *a,
                                           const bn254_g1_aff *b) {
    BN254_HOOKS_CALL2(bn254_hook_g1_add, r, a, b, 2);
}

static BN254_INLINE void bn254_kern_g1_dbl(bn254_g1_aff *r, const bn254_g1_aff *a) {
    BN254_HOOKS_CALL1(bn254_hook_g1_dbl, r, a, 2);
}

/* r = -a: p - y on the integer (0 stays 0), without a call. */
static BN254_INLINE void bn254_kern_g1_neg(bn254_g1_aff *r, const bn254_g1_aff *a) {
    r->x = a->x;
    if (bn254_u256_is_zero(a->y.l)) {
        r->y = a->y;
    } else {
        (void)bn254_u256_sub(r->y.l, bn254_u256_p, a->y.l);
    }
}
#else
#define BN254_KERN_G1_AFFINE 0
#endif

#define BN254_KERN_FP12X 0 /* no Fp12 lanes */

#endif /* BN254_KERNELS_HOOKS_H */
