/* SPDX-License-Identifier: MIT */
/*
 * kernels_x86_64.h: the x86_64 backend (BN254_BACKEND_X86_64), included only
 * by arch/kernels.h. One backend with its dispatch inside this file:
 *
 *  - Montgomery multiplication and squaring, and the fused Fp2 products
 *    with lazy reduction, in MULX/ADCX/ADOX assembly (fp_mont_adx.S,
 *    fp2_mont_adx.S). They need BMI2 and ADX, so they run when
 *    cpu_x86_64.h found both at load time, or always with
 *    BN254_X86_ADX_ALWAYS (-DBN254_X86_ADX=ON); on other CPUs the c64
 *    product (c64_mont.h) and the Fp2 formulas (fp2_formulas.h) run
 *    instead, and bn254_backend() says "x86_64-noadx".
 *  - Modular addition, subtraction and multiplication by xi = 9 + u as GNU
 *    inline assembly (baseline x86-64, no ADX: used on every x86-64 CPU), so
 *    they inline into every caller: ADD/ADC (SUB/SBB) chains and branch-free
 *    corrections. Compilers turn the portable C into long SETcc/OR sequences
 *    and spills; these are a few cycles each. Same contract and results as
 *    the u256.h functions they replace: inputs < p, output < p, r may alias
 *    a or b.
 *  - The representation and the inversion of mont_repr.h.
 */
#ifndef BN254_KERNELS_X86_64_H
#define BN254_KERNELS_X86_64_H

#include <stdint.h>

#include "../../consts.h"
#include "../../u256.h"
#include "../../util.h"
#include "../c64_mont.h"
#include "cpu_x86_64.h"

/* r = a b / 2^256 mod p and r = a^2 / 2^256 mod p (Montgomery), canonical. */
void bn254_asm_fp_mul_adx(bn254_fp *r, const bn254_fp *a, const bn254_fp *b);
void bn254_asm_fp_sqr_adx(bn254_fp *r, const bn254_fp *a);
/* Fp2 products with lazy reduction: r = a b, r = a^2 (u^2 = -1), canonical.
 * The assembly reads c0 at byte offset 0 and c1 at 32 (kernels.h asserts it). */
void bn254_asm_fp2_mul_adx(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b);
void bn254_asm_fp2_sqr_adx(bn254_fp2 *r, const bn254_fp2 *a);

/* The limbs an inline-assembly statement reads, as an input operand. The
 * statements load a[0..3] through a pointer register; without this operand gcc
 * does not know they read those limbs, and -O3 reused the result of an earlier,
 * identical statement after a[] had been overwritten (a loop of in-place
 * doublings returned the second doubling for the eighth; tests/test_fp.c).
 * The two multiplications by 9 below use all fourteen free registers, which
 * leaves none for such operands at -O0: they are volatile instead (never
 * merged with another statement, never moved), with the "memory" clobber. */
#define BN254_X64_IN4(x) "m"(*(const uint64_t(*)[4])(x))

/* 8p, 4p, 2p, p as five limbs each, for bn254_x64_fp_mul9_{add,sub}. */
static const uint64_t bn254_x64_p_multiples[20] = {BN254_P_TIMES8_5, BN254_P_TIMES4_5,
                                                   BN254_P_TIMES2_5, BN254_P_TIMES1_5};

/* r = a + b mod p: t = a + b (< 2^255, no carry out), then t - p unless it borrows. */
static BN254_ALWAYS_INLINE void bn254_x64_fp_add(uint64_t r[4], const uint64_t a[4],
                                                 const uint64_t b[4], const uint64_t p[4]) {
    uint64_t t0, t1, t2, t3, s0, s1, s2, s3;
    __asm__("movq 0(%[a]), %[t0]\n\t"
            "movq 8(%[a]), %[t1]\n\t"
            "movq 16(%[a]), %[t2]\n\t"
            "movq 24(%[a]), %[t3]\n\t"
            "addq 0(%[b]), %[t0]\n\t"
            "adcq 8(%[b]), %[t1]\n\t"
            "adcq 16(%[b]), %[t2]\n\t"
            "adcq 24(%[b]), %[t3]\n\t"
            "movq %[t0], %[s0]\n\t"
            "movq %[t1], %[s1]\n\t"
            "movq %[t2], %[s2]\n\t"
            "movq %[t3], %[s3]\n\t"
            "subq 0(%[p]), %[s0]\n\t"
            "sbbq 8(%[p]), %[s1]\n\t"
            "sbbq 16(%[p]), %[s2]\n\t"
            "sbbq 24(%[p]), %[s3]\n\t"
            "cmovcq %[t0], %[s0]\n\t"
            "cmovcq %[t1], %[s1]\n\t"
            "cmovcq %[t2], %[s2]\n\t"
            "cmovcq %[t3], %[s3]\n\t"
            : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [s0] "=&r"(s0),
              [s1] "=&r"(s1), [s2] "=&r"(s2), [s3] "=&r"(s3)
            : [a] "r"(a), [b] "r"(b), [p] "r"(p), BN254_X64_IN4(p), BN254_X64_IN4(a),
              BN254_X64_IN4(b)
            : "cc", "memory");
    r[0] = s0, r[1] = s1, r[2] = s2, r[3] = s3;
}

/* r = a - b mod p: t = a - b; if that borrowed, add p. The masked limbs of p
 * are prepared before the ADD/ADC chain (AND would clear the carry). */
static BN254_ALWAYS_INLINE void bn254_x64_fp_sub(uint64_t r[4], const uint64_t a[4],
                                                 const uint64_t b[4], const uint64_t p[4]) {
    uint64_t t0, t1, t2, t3, m, x0, x1, x2;
    __asm__("movq 0(%[a]), %[t0]\n\t"
            "movq 8(%[a]), %[t1]\n\t"
            "movq 16(%[a]), %[t2]\n\t"
            "movq 24(%[a]), %[t3]\n\t"
            "subq 0(%[b]), %[t0]\n\t"
            "sbbq 8(%[b]), %[t1]\n\t"
            "sbbq 16(%[b]), %[t2]\n\t"
            "sbbq 24(%[b]), %[t3]\n\t"
            "sbbq %[m], %[m]\n\t" /* m = borrow ? ~0 : 0 */
            "movq 0(%[p]), %[x0]\n\t"
            "movq 8(%[p]), %[x1]\n\t"
            "movq 16(%[p]), %[x2]\n\t"
            "andq %[m], %[x0]\n\t"
            "andq %[m], %[x1]\n\t"
            "andq %[m], %[x2]\n\t"
            "andq 24(%[p]), %[m]\n\t"
            "addq %[x0], %[t0]\n\t"
            "adcq %[x1], %[t1]\n\t"
            "adcq %[x2], %[t2]\n\t"
            "adcq %[m], %[t3]\n\t"
            : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [m] "=&r"(m),
              [x0] "=&r"(x0), [x1] "=&r"(x1), [x2] "=&r"(x2)
            : [a] "r"(a), [b] "r"(b), [p] "r"(p), BN254_X64_IN4(p), BN254_X64_IN4(a),
              BN254_X64_IN4(b)
            : "cc", "memory");
    r[0] = t0, r[1] = t1, r[2] = t2, r[3] = t3;
}

/* One conditional subtraction step of a 5-limb value: t -= K unless t < K. */
#define BN254_X64_CSUB5(K0, K1, K2, K3, K4) \
    "movq %[t0], %[s0]\n\t" \
    "movq %[t1], %[s1]\n\t" \
    "movq %[t2], %[s2]\n\t" \
    "movq %[t3], %[s3]\n\t" \
    "movq %[t4], %[s4]\n\t" \
    "subq " K0 ", %[s0]\n\t" \
    "sbbq " K1 ", %[s1]\n\t" \
    "sbbq " K2 ", %[s2]\n\t" \
    "sbbq " K3 ", %[s3]\n\t" \
    "sbbq " K4 ", %[s4]\n\t" \
    "cmovncq %[s0], %[t0]\n\t" \
    "cmovncq %[s1], %[t1]\n\t" \
    "cmovncq %[s2], %[t2]\n\t" \
    "cmovncq %[s3], %[t3]\n\t" \
    "cmovncq %[s4], %[t4]\n\t"

/* s = 8a over five limbs (a shifted left by 3). */
#define BN254_X64_TIMES8_TO_S \
    "movq 0(%[a]), %[s0]\n\t" \
    "movq 8(%[a]), %[s1]\n\t" \
    "movq 16(%[a]), %[s2]\n\t" \
    "movq 24(%[a]), %[s3]\n\t" \
    "movq %[s3], %[s4]\n\t" \
    "shrq $61, %[s4]\n\t" \
    "shldq $3, %[s2], %[s3]\n\t" \
    "shldq $3, %[s1], %[s2]\n\t" \
    "shldq $3, %[s0], %[s1]\n\t" \
    "shlq $3, %[s0]\n\t"

/* t += s (five limbs), then t mod p for t < 16p: subtract 8p, 4p, 2p, p
 * wherever that does not go negative (binary long division). */
#define BN254_X64_ADD_S_AND_REDUCE \
    "addq %[s0], %[t0]\n\t" \
    "adcq %[s1], %[t1]\n\t" \
    "adcq %[s2], %[t2]\n\t" \
    "adcq %[s3], %[t3]\n\t" \
    "adcq %[s4], %[t4]\n\t" BN254_X64_CSUB5("0(%[k])", "8(%[k])", "16(%[k])", "24(%[k])", \
                                            "32(%[k])") \
        BN254_X64_CSUB5("40(%[k])", "48(%[k])", "56(%[k])", "64(%[k])", "72(%[k])") \
            BN254_X64_CSUB5("80(%[k])", "88(%[k])", "96(%[k])", "104(%[k])", "112(%[k])") \
                BN254_X64_CSUB5("120(%[k])", "128(%[k])", "136(%[k])", "144(%[k])", "152(%[k])")

#define BN254_X64_MUL9_OPERANDS \
    : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), \
      [s0] "=&r"(s0), [s1] "=&r"(s1), [s2] "=&r"(s2), [s3] "=&r"(s3), [s4] "=&r"(s4)  \
    : [a] "r"(a), [b] "r"(b), [p] "r"(p), [k] "r"(k)                                  \
    : "cc", "memory"

/*
 * The two coordinates of a multiplication by xi = 9 + u, each in one pass
 * with a single reduction instead of four doublings and two additions:
 *   bn254_x64_fp_mul9_sub: r = 9a - b  (t = 8a + (a + p - b) in (0, 10p))
 *   bn254_x64_fp_mul9_add: r = 9a + b  (t = 8a + (a + b)     in [0, 10p))
 * k holds 8p, 4p, 2p, p as five limbs each. Inputs < p, output < p.
 */
static BN254_ALWAYS_INLINE void bn254_x64_fp_mul9_sub(uint64_t r[4], const uint64_t a[4],
                                                      const uint64_t b[4], const uint64_t p[4],
                                                      const uint64_t k[20]) {
    uint64_t t0, t1, t2, t3, t4, s0, s1, s2, s3, s4;
    __asm__ __volatile__(
        BN254_X64_TIMES8_TO_S
        "xorl %k[t4], %k[t4]\n\t"
        "movq 0(%[a]), %[t0]\n\t"
        "movq 8(%[a]), %[t1]\n\t"
        "movq 16(%[a]), %[t2]\n\t"
        "movq 24(%[a]), %[t3]\n\t"
        "addq 0(%[p]), %[t0]\n\t"
        "adcq 8(%[p]), %[t1]\n\t"
        "adcq 16(%[p]), %[t2]\n\t"
        "adcq 24(%[p]), %[t3]\n\t"
        "subq 0(%[b]), %[t0]\n\t"
        "sbbq 8(%[b]), %[t1]\n\t"
        "sbbq 16(%[b]), %[t2]\n\t"
        "sbbq 24(%[b]), %[t3]\n\t" BN254_X64_ADD_S_AND_REDUCE BN254_X64_MUL9_OPERANDS);
    r[0] = t0, r[1] = t1, r[2] = t2, r[3] = t3;
}

static BN254_ALWAYS_INLINE void bn254_x64_fp_mul9_add(uint64_t r[4], const uint64_t a[4],
                                                      const uint64_t b[4], const uint64_t p[4],
                                                      const uint64_t k[20]) {
    uint64_t t0, t1, t2, t3, t4, s0, s1, s2, s3, s4;
    (void)p;
    __asm__ __volatile__(
        BN254_X64_TIMES8_TO_S
        "xorl %k[t4], %k[t4]\n\t"
        "movq 0(%[a]), %[t0]\n\t"
        "movq 8(%[a]), %[t1]\n\t"
        "movq 16(%[a]), %[t2]\n\t"
        "movq 24(%[a]), %[t3]\n\t"
        "addq 0(%[b]), %[t0]\n\t"
        "adcq 8(%[b]), %[t1]\n\t"
        "adcq 16(%[b]), %[t2]\n\t"
        "adcq 24(%[b]), %[t3]\n\t" BN254_X64_ADD_S_AND_REDUCE BN254_X64_MUL9_OPERANDS);
    r[0] = t0, r[1] = t1, r[2] = t2, r[3] = t3;
}

/* ---- the kernel set ------------------------------------------------------ */

/* 1 if the multiplication kernels in use are the ADX assembly. */
static BN254_ALWAYS_INLINE int bn254_x64_adx_active(void) {
#if defined(BN254_X86_ADX_ALWAYS)
    return 1;
#elif BN254_CPU_DETECTION
    return BN254_EXPECT(bn254_cpu_adx, 1);
#else
    return 0;
#endif
}

static BN254_INLINE void bn254_kern_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    if (bn254_x64_adx_active()) {
        bn254_asm_fp_mul_adx(r, a, b);
        return;
    }
    bn254_c64_mul(r->l, a->l, b->l);
}

static BN254_INLINE void bn254_kern_fp_sqr(bn254_fp *r, const bn254_fp *a) {
    if (bn254_x64_adx_active()) {
        bn254_asm_fp_sqr_adx(r, a);
        return;
    }
    bn254_c64_sqr(r->l, a->l);
}

static BN254_ALWAYS_INLINE void bn254_kern_fp_add(bn254_fp *r, const bn254_fp *a,
                                                  const bn254_fp *b) {
    bn254_x64_fp_add(r->l, a->l, b->l, bn254_u256_p);
}

static BN254_ALWAYS_INLINE void bn254_kern_fp_sub(bn254_fp *r, const bn254_fp *a,
                                                  const bn254_fp *b) {
    bn254_x64_fp_sub(r->l, a->l, b->l, bn254_u256_p);
}

#define BN254_FP2_FORMULAS_MUL 1 /* the fallback without ADX */
#define BN254_FP2_FORMULAS_XI 0  /* bn254_kern_fp2_mul_xi below */
#include "../fp2_formulas.h"
#include "../mont_repr.h"

static BN254_INLINE void bn254_kern_fp2_mul(bn254_fp2 *r, const bn254_fp2 *a, const bn254_fp2 *b) {
    if (bn254_x64_adx_active()) {
        bn254_asm_fp2_mul_adx(r, a, b);
        return;
    }
    bn254_kern_fp2_mul_formula(r, a, b);
}

static BN254_INLINE void bn254_kern_fp2_sqr(bn254_fp2 *r, const bn254_fp2 *a) {
    if (bn254_x64_adx_active()) {
        bn254_asm_fp2_sqr_adx(r, a);
        return;
    }
    bn254_kern_fp2_sqr_formula(r, a);
}

/* Each coordinate in one pass with one reduction. Not marked inline: the
 * library calls it (the two passes are 200 instructions at 1275b16) rather than copy it
 * into the Miller loop, whose other callees then stay inlined. */
static void bn254_kern_fp2_mul_xi(bn254_fp2 *r, const bn254_fp2 *a) {
    bn254_fp c0;
    bn254_x64_fp_mul9_sub(c0.l, a->c0.l, a->c1.l, bn254_u256_p, bn254_x64_p_multiples);
    bn254_x64_fp_mul9_add(r->c1.l, a->c1.l, a->c0.l, bn254_u256_p, bn254_x64_p_multiples);
    r->c0 = c0;
}

#define BN254_KERN_G1_AFFINE 0

/* Fp12 in AVX-512 IFMA lanes, where the CPU has it (fp12_ifma.h): only with
 * CPUID detection, whose flag says whether the lanes may run, and not with
 * BN254_X86_IFMA_OFF (-DBN254_X86_IFMA=OFF: the scalar tower on every CPU). */
#if BN254_CPU_DETECTION && !defined(BN254_X86_IFMA_OFF)
#define BN254_KERN_FP12X 1
#include "fp12_ifma.h"
static BN254_ALWAYS_INLINE int bn254_kern_fp12x_enabled(void) {
    return bn254_cpu_ifma;
}
#else
#define BN254_KERN_FP12X 0
#endif

/* "x86_64" with the ADX kernels, "x86_64-noadx" with the portable product;
 * "-ifma" appended while the Fp12 lanes run ("-ifma-emulated" on their
 * emulation), so that a benchmark's header names the path it measured. */
static const char *bn254_kern_backend_name(void) {
    int adx = bn254_x64_adx_active();
#if BN254_KERN_FP12X
    if (bn254_kern_fp12x_enabled()) {
        return adx ? "x86_64" BN254_IFMA_NAME : "x86_64-noadx" BN254_IFMA_NAME;
    }
#endif
    return adx ? "x86_64" : "x86_64-noadx";
}

/* With CPUID detection the tests run both products (arch/kernels.h). */
#if BN254_CPU_DETECTION
#define BN254_KERN_RUNTIME_SWITCH 1
#endif

#endif /* BN254_KERNELS_X86_64_H */
