/* SPDX-License-Identifier: MIT */
/*
 * kernels.h: THE kernel boundary. The field layers (fp, fp2) call only the
 * bn254_kern_* functions below; this is the only file that sees the backends,
 * the CPU feature flag and the assembly prototypes (the model is blst's
 * vect.h). Everything above fp2 is backend-agnostic.
 *
 * Element types. bn254_fp is one element of Fp in the backend's
 * representation, four little-endian 64-bit limbs, always canonical (< p) at
 * this boundary; bn254_fp2 is c0 + c1 u. The Montgomery backends store a R mod
 * p (R = 2^256); constants come from consts.h in the matching form through
 * BN254_FP_CONST (fp.h).
 *
 * Backends (one file each, selected at compile time; x86-64 also at run time):
 *   kernels_c64.h              portable C99, 4 x 64-bit Montgomery: always
 *                              compiled, the fallback and the test oracle
 *   x86_64/kernels_x86_64.h    MULX/ADCX/ADOX assembly for mul, sqr and fused
 *                              Fp2 products (used when cpu_x86_64.h finds BMI2
 *                              and ADX, or always with BN254_X86_ADX_ALWAYS),
 *                              inline-assembly add/sub/mul-by-xi on every CPU
 *   aarch64/kernels_aarch64.h  MUL/UMULH assembly for mul and sqr
 *   kernels_c32.h              portable C99, 8 x 32-bit Montgomery, for
 *                              targets without a 64x64->128 product
 *   kernels_hooks.h            plain (non-Montgomery) representation whose
 *                              arithmetic calls the integrator's accelerator
 *                              hooks (include/bn254_hooks.h)
 * The field backend is one of BN254_FIELD_C64 (with the assembly of
 * BN254_ASM_X86_64 or BN254_ASM_AARCH64, if defined), BN254_FIELD_C32 and
 * BN254_FIELD_HOOKS (CMake BN254_FIELD_BACKEND defines one; if several are
 * defined, hooks wins over c32, c32 over c64, so that a test can override the
 * build's choice). With none defined: c32 where the compiler has no
 * unsigned __int128 (or BN254_FORCE_NO_INT128), else c64. A new backend is
 * one file plus one branch in each function of the "dispatch" section below.
 *
 * Every kernel allows its output to alias any input.
 */
#ifndef BN254_KERNELS_H
#define BN254_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "../consts.h"
#include "../int128.h"
#include "../u256.h"
#include "../util.h"

typedef struct {
    uint64_t l[4];
} bn254_fp;

typedef struct {
    bn254_fp c0, c1;
} bn254_fp2;

/* Fused Fp2 assembly reads c1 at byte offset 32; limbs are never cast from
 * structs anywhere else. */
BN254_STATIC_ASSERT(fp_size, sizeof(bn254_fp) == 32);
BN254_STATIC_ASSERT(fp2_layout, sizeof(bn254_fp2) == 64 && offsetof(bn254_fp2, c1) == 32);

/* The backend: exactly one of BN254_KERN_{C64,C32,HOOKS} is 1, and with c64
 * BN254_KERN_ASM_X86_64 or BN254_KERN_ASM_AARCH64 may be 1. */
#if defined(BN254_FIELD_HOOKS)
#define BN254_KERN_HOOKS 1
#elif defined(BN254_FIELD_C32) || (!defined(BN254_FIELD_C64) && !BN254_HAVE_INT128)
#define BN254_KERN_C32 1
#else
#define BN254_KERN_C64 1
#endif
#ifndef BN254_KERN_HOOKS
#define BN254_KERN_HOOKS 0
#endif
#ifndef BN254_KERN_C32
#define BN254_KERN_C32 0
#endif
#ifndef BN254_KERN_C64
#define BN254_KERN_C64 0
#endif
#if BN254_KERN_C64 && defined(BN254_ASM_X86_64)
#define BN254_KERN_ASM_X86_64 1
#else
#define BN254_KERN_ASM_X86_64 0
#endif
#if BN254_KERN_C64 && defined(BN254_ASM_AARCH64)
#define BN254_KERN_ASM_AARCH64 1
#else
#define BN254_KERN_ASM_AARCH64 0
#endif

#include "kernels_c64.h"
#if BN254_KERN_ASM_X86_64
#include "x86_64/cpu_x86_64.h"
#include "x86_64/kernels_x86_64.h"
#elif BN254_KERN_ASM_AARCH64
#include "aarch64/kernels_aarch64.h"
#elif BN254_KERN_C32
#include "kernels_c32.h"
#elif BN254_KERN_HOOKS
#include "kernels_hooks.h"
#endif

/* 1: elements are stored in Montgomery form (a R mod p); 0: as the plain
 * integer (the hooks backend). */
#define BN254_KERN_MONTGOMERY (!BN254_KERN_HOOKS)

/* 1 if this build can switch between assembly and portable kernels at run
 * time (x86-64 with CPUID detection); tests then run both paths. */
#if BN254_KERN_ASM_X86_64 && !defined(BN254_X86_ADX_ALWAYS) && BN254_CPU_DETECTION
#define BN254_KERN_RUNTIME_SWITCH 1
#else
#define BN254_KERN_RUNTIME_SWITCH 0
#endif

/* ---- dispatch -------------------------------------------------------------- */

/* 1 if the multiplication kernels in use are assembly. */
static BN254_ALWAYS_INLINE int bn254_kern_asm_active(void) {
#if BN254_KERN_ASM_X86_64 && defined(BN254_X86_ADX_ALWAYS)
    return 1;
#elif BN254_KERN_ASM_X86_64
    return BN254_EXPECT(bn254_cpu_adx, 1);
#elif BN254_KERN_ASM_AARCH64
    return 1;
#else
    return 0;
#endif
}

/* The backend in use, as bn254_backend() reports it. */
static const char *bn254_kern_backend_name(void) {
    if (bn254_kern_asm_active()) {
#if BN254_KERN_ASM_X86_64
        return "x86_64-adx";
#elif BN254_KERN_ASM_AARCH64
        return "aarch64";
#endif
    }
#if BN254_KERN_HOOKS
    return BN254_HOOKS_BACKEND_NAME;
#elif BN254_KERN_C32
    return "c32";
#else
    return BN254_HAVE_INT128 ? "c-int128" : "c";
#endif
}

/* Tests only: with BN254_KERN_RUNTIME_SWITCH, use the portable kernels
 * (on = 1) or what the CPU supports again (on = 0); otherwise no effect. */
BN254_UNUSED static void bn254_kern_force_portable(int on) {
#if BN254_KERN_RUNTIME_SWITCH
    bn254_cpu_adx = on ? 0 : bn254_cpu_detect_adx();
#else
    (void)on;
#endif
}

/* r = a b, r = a^2 (Montgomery: a b / R mod p; plain: a b mod p). */
static BN254_INLINE void bn254_kern_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
#if BN254_KERN_ASM_X86_64
    if (bn254_kern_asm_active()) {
        bn254_asm_fp_mul_adx(r, a, b);
        return;
    }
#elif BN254_KERN_ASM_AARCH64
    bn254_asm_fp_mul_arm64(r, a, b);
    return;
#elif BN254_KERN_C32
    bn254_c32_mul(r->l, a->l, b->l);
    return;
#elif BN254_KERN_HOOKS
    bn254_hooks_fp_mul(r, a, b);
    return;
#endif
    bn254_c64_mul(r->l, a->l, b->l);
}

static BN254_INLINE void bn254_kern_fp_sqr(bn254_fp *r, const bn254_fp *a) {
#if BN254_KERN_ASM_X86_64
    if (bn254_kern_asm_active()) {
        bn254_asm_fp_sqr_adx(r, a);
        return;
    }
#elif BN254_KERN_ASM_AARCH64
    bn254_asm_fp_sqr_arm64(r, a);
    return;
#elif BN254_KERN_C32
    bn254_c32_sqr(r->l, a->l);
    return;
#elif BN254_KERN_HOOKS
    bn254_hooks_fp_mul(r, a, a);
    return;
#endif
    bn254_c64_sqr(r->l, a->l);
}

/* r = a + b, r = a - b (mod p): the same in any representation. */
static BN254_ALWAYS_INLINE void bn254_kern_fp_add(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
#if BN254_KERN_ASM_X86_64
    bn254_x64_fp_add(r->l, a->l, b->l, bn254_u256_p);
#elif BN254_KERN_C32
    bn254_c32_add(r->l, a->l, b->l);
#elif BN254_KERN_HOOKS
    bn254_hooks_fp_add(r, a, b);
#else
    bn254_u256_add_mod_p(r->l, a->l, b->l);
#endif
}

static BN254_ALWAYS_INLINE void bn254_kern_fp_sub(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
#if BN254_KERN_ASM_X86_64
    bn254_x64_fp_sub(r->l, a->l, b->l, bn254_u256_p);
#elif BN254_KERN_C32
    bn254_c32_sub(r->l, a->l, b->l);
#elif BN254_KERN_HOOKS
    bn254_hooks_fp_sub(r, a, b);
#else
    bn254_u256_sub_mod_p(r->l, a->l, b->l);
#endif
}

/*
 * Fused Fp2 kernels, where a backend has them: each returns 1 when it computed
 * r, 0 when this backend has no such kernel right now, and the caller
 * (fp2_impl.h) then uses the formulas on the Fp kernels. In a build without
 * them these are constant 0 and vanish.
 *   mul: r = a b (u^2 = -1); sqr: r = a^2; mul_xi: r = a (9 + u).
 */
static BN254_INLINE int bn254_kern_fp2_mul(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
#if BN254_KERN_ASM_X86_64
    if (bn254_kern_asm_active()) {
        bn254_asm_fp2_mul_adx(r, a, b);
        return 1;
    }
#elif BN254_KERN_C32
    bn254_c32_fp2_mul(r, a, b);
    return 1;
#elif BN254_KERN_HOOKS
    return bn254_hooks_fp2_mul(r, a, b);
#endif
    (void)r, (void)a, (void)b;
    return 0;
}

static BN254_INLINE int bn254_kern_fp2_sqr(bn254_fp2 *r, const bn254_fp2 *a) {
#if BN254_KERN_ASM_X86_64
    if (bn254_kern_asm_active()) {
        bn254_asm_fp2_sqr_adx(r, a);
        return 1;
    }
#elif BN254_KERN_C32
    /* (a0 + a1)(a0 - a1) and (2 a0) a1 with the sums unreduced: products
     * below 2 p^2 < p R, which one Montgomery reduction takes */
    bn254_fp s, d;
    bn254_c32_add_unreduced(s.l, a->c0.l, a->c1.l);
    bn254_c32_sub(d.l, a->c0.l, a->c1.l);
    bn254_kern_fp_mul(&s, &s, &d);
    bn254_c32_add_unreduced(d.l, a->c0.l, a->c0.l);
    bn254_kern_fp_mul(&r->c1, &d, &a->c1);
    r->c0 = s;
    return 1;
#elif BN254_KERN_HOOKS
    return bn254_hooks_fp2_mul(r, a, a);
#endif
    (void)r, (void)a;
    return 0;
}

static BN254_INLINE int bn254_kern_fp2_mul_xi(bn254_fp2 *r, const bn254_fp2 *a) {
#if BN254_KERN_ASM_X86_64
    /* each coordinate in one pass with one reduction (kernels_x86_64.h) */
    bn254_fp c0;
    bn254_x64_fp_mul9_sub(c0.l, a->c0.l, a->c1.l, bn254_u256_p, bn254_x64_p_multiples);
    bn254_x64_fp_mul9_add(r->c1.l, a->c1.l, a->c0.l, bn254_u256_p, bn254_x64_p_multiples);
    r->c0 = c0;
    return 1;
#elif BN254_KERN_C32
    bn254_c32_fp2_mul_xi(r, a);
    return 1;
#elif BN254_KERN_HOOKS
    bn254_hooks_fp2_mul_xi(r, a);
    return 1;
#else
    (void)r, (void)a;
    return 0;
#endif
}

/* ---- representation ------------------------------------------------------- */

#if BN254_KERN_MONTGOMERY
/* r = the element whose value is the integer a < p; a = the value of r. */
static BN254_INLINE void bn254_kern_fp_from_int(bn254_fp *r, const uint64_t a[4]) {
    static const bn254_fp r2 = {{BN254_MONT_R2}};
    bn254_fp t;
    t.l[0] = a[0], t.l[1] = a[1], t.l[2] = a[2], t.l[3] = a[3];
    bn254_kern_fp_mul(r, &t, &r2); /* a R^2 / R = a R */
}

static BN254_INLINE void bn254_kern_fp_to_int(uint64_t r[4], const bn254_fp *a) {
    static const bn254_fp one_int = {{1, 0, 0, 0}};
    bn254_fp t;
    bn254_kern_fp_mul(&t, a, &one_int); /* a R / R = a */
    r[0] = t.l[0], r[1] = t.l[1], r[2] = t.l[2], r[3] = t.l[3];
}

/* r = a^-1 given inv = the integer inverse of a's stored limbs: for
 * Montgomery, (a R)^-1 = a^-1 R^-1, and one product with R^3 gives a^-1 R.
 * bn254_kern_inv_scale: s with s (stored a)^-1 = stored a^-1, which the
 * inversion multiplies in for free: R^2 mod p. */
static const uint64_t bn254_kern_inv_scale[4] = {BN254_MONT_R2};
static BN254_INLINE void bn254_kern_fp_from_stored_inverse(bn254_fp *r, const uint64_t inv[4]) {
    static const bn254_fp r3 = {{BN254_MONT_R3}};
    bn254_fp t;
    t.l[0] = inv[0], t.l[1] = inv[1], t.l[2] = inv[2], t.l[3] = inv[3];
    bn254_kern_fp_mul(r, &t, &r3);
}
#else
/* Plain representation: the stored limbs are the value. */
static BN254_INLINE void bn254_kern_fp_from_int(bn254_fp *r, const uint64_t a[4]) {
    r->l[0] = a[0], r->l[1] = a[1], r->l[2] = a[2], r->l[3] = a[3];
}

static BN254_INLINE void bn254_kern_fp_to_int(uint64_t r[4], const bn254_fp *a) {
    r[0] = a->l[0], r[1] = a->l[1], r[2] = a->l[2], r[3] = a->l[3];
}

static BN254_INLINE void bn254_kern_fp_from_stored_inverse(bn254_fp *r, const uint64_t inv[4]) {
    bn254_kern_fp_from_int(r, inv);
}

static const uint64_t bn254_kern_inv_scale[4] = {1, 0, 0, 0};
#endif

/*
 * r = a^-1 for a != 0 if the backend has a faster way than the integer
 * inversion of fp_impl.h (the hooks backend's checked hint): 1 when r is
 * set, 0 to let the caller invert.
 */
static BN254_INLINE int bn254_kern_fp_inv(bn254_fp *r, const bn254_fp *a) {
#if BN254_KERN_HOOKS
    return bn254_hooks_fp_inv(r, a);
#else
    (void)r, (void)a;
    return 0;
#endif
}

#endif /* BN254_KERNELS_H */
