/* SPDX-License-Identifier: MIT */
/*
 * modinv_impl.h: inversion modulo p of plain integers (modinv.h).
 *
 * With 128-bit products: the optimised binary GCD of Pornin ("Optimized
 * Binary GCD for Modular Inversion", ePrint 2020/972, Algorithm 2, k = 62),
 * in variable time: batches of 62 iterations of the binary GCD computed on
 * 124-bit approximations of a and b (their low and their top 62 bits), each
 * batch a 2x2 matrix of update factors with rows of at most 2^62 applied to
 * the full a, b (exactly divisible by 2^62) and to the Bezout coefficients
 * modulo p (made divisible by adding a multiple of p found with p^-1 mod
 * 2^62, as in Bernstein and Yang, "Fast constant-time gcd computation and
 * modular inversion", ePrint 2019/266). Numbers are 5 signed limbs of 62
 * bits (the representation of libsecp256k1's modinv64 by Wuille). At most 9
 * batches (Pornin's bound), about 6 on random inputs.
 *
 * Without __int128: Bernstein-Yang divsteps in their variable-time 32-bit
 * form: batches of 30 divsteps on the low 32 bits of f and g, runs of zero
 * bits skipped with one shift, up to 8 divsteps of the non-swapping branch at
 * once by choosing w = -g / f mod 2^k, 9 signed limbs of 30 bits, 64-bit
 * products (libsecp256k1's modinv32, whose analysis of the bounds carries
 * over; the code here is this library's own).
 *
 * Binary extended Euclid (Hankerson, Menezes, Vanstone, "Guide to Elliptic
 * Curve Cryptography", Alg. 2.22): the reference for both (tests/test_fp.c
 * compares them).
 */
#ifndef BN254_MODINV_IMPL_H
#define BN254_MODINV_IMPL_H

#include "consts.h"
#include "int128.h"
#include "modinv.h"
#include "u256.h"
#include "util.h"

#if BN254_HAVE_INT128
__extension__ typedef __int128 bn254_i128;

#define BN254_M62 (((uint64_t)1 << 62) - 1)

/* Value sum v[i] 2^(62 i); v[0..3] in [0, 2^62) when normalised, v[4] signed. */
typedef struct {
    int64_t v[5];
} bn254_s62;

/* p in 62-bit limbs, and p^-1 mod 2^62 (consts.h). */
static const bn254_s62 bn254_inv_p = {{BN254_P_S62}};
static const uint64_t bn254_inv_p_inv62 = BN254_P_INV_MOD_2_62;

static void bn254_s62_from_u256(bn254_s62 *r, const uint64_t l[4]) {
    r->v[0] = (int64_t)(l[0] & BN254_M62);
    r->v[1] = (int64_t)(((l[0] >> 62) | (l[1] << 2)) & BN254_M62);
    r->v[2] = (int64_t)(((l[1] >> 60) | (l[2] << 4)) & BN254_M62);
    r->v[3] = (int64_t)(((l[2] >> 58) | (l[3] << 6)) & BN254_M62);
    r->v[4] = (int64_t)(l[3] >> 56);
}

static void bn254_s62_to_u256(uint64_t l[4], const bn254_s62 *a) {
    const uint64_t *v = (const uint64_t *)(const void *)a->v;
    l[0] = v[0] | (v[1] << 62);
    l[1] = (v[1] >> 2) | (v[2] << 60);
    l[2] = (v[2] >> 4) | (v[3] << 58);
    l[3] = (v[3] >> 6) | (v[4] << 56);
}

/*
 * The inner loop of the binary GCD (Pornin, ePrint 2020/972, Algorithm 2,
 * with k = 62): exactly 62 iterations on the 124-bit approximations
 * a~ = ahi 2^64 + alo and b~ (b~ odd), each iteration one halving of a~, with
 * the conditional swap and the subtraction when a~ is odd; returns the update
 * factors as t = (u, v, q, r) with 2^62 (b', a') = (u b + v a, q b + r a)
 * (Pornin's (f1, g1) and (f0, g0) for the pair (b, a), the order of
 * bn254_s62_update_fg). Variable time: a run of z zero bits is z iterations
 * at once (a~ >>= z, the b row times 2^z), and the number z comes from
 * d = a~ - b~ before the swap picks d or -d (both have the same trailing
 * zeros), so the shift does not wait for the selection. bit = 2^(iterations
 * left) caps the run. Every row of factors has |f| + |g| <= 2^62 (Pornin,
 * Appendix A.1).
 */
#if BN254_HAVE_X86_64_GNU_ASM
/* The loop in inline assembly (baseline x86-64: sub/sbb, cmov, tzcnt, which
 * runs as bsf, the same here, where its input is never 0, on CPUs without
 * BMI1, and shrd): 5 cycles of dependent latency per iteration; gcc 12's
 * code of the C form below takes a third longer on Zen 4 (216af08,
 * 2026-12-04). */
static void bn254_bgcd62_inner(uint64_t alo, uint64_t ahi, uint64_t blo, uint64_t bhi,
                               int64_t t[4]) {
    uint64_t f0 = 1, g0 = 0, f1 = 0, g1 = 1, bit, dlo, dhi, elo, ehi;
    unsigned z = (unsigned)__builtin_ctzll(alo | ((uint64_t)1 << 62));
    /* the halvings before a~ is odd (z < 64: a shift of ahi by 64 - z) */
    alo = (alo >> z) | ((ahi << 1) << (63 - z));
    ahi >>= z;
    g1 <<= z;
    bit = ((uint64_t)1 << 62) >> z;
    if (bit != 1) {
        /* per iteration, a~ and b~ odd: e = b~ - a~, d = a~ - b~ (carry: a~ < b~);
         * on the carry b~ = a~, a~ = e and the rows swap before the
         * subtraction; z = tz(d | bit); a~ >>= z, row b <<= z */
        __asm__("1:\n\t"
                "mov %[blo], %[elo]\n\t"
                "sub %[alo], %[elo]\n\t"
                "mov %[bhi], %[ehi]\n\t"
                "sbb %[ahi], %[ehi]\n\t"
                "mov %[alo], %[dlo]\n\t"
                "sub %[blo], %[dlo]\n\t"
                "mov %[ahi], %[dhi]\n\t"
                "sbb %[bhi], %[dhi]\n\t"
                "mov %[dlo], %%rcx\n\t"
                "cmovc %[alo], %[blo]\n\t"
                "cmovc %[ahi], %[bhi]\n\t"
                "cmovc %[elo], %[dlo]\n\t"
                "cmovc %[ehi], %[dhi]\n\t"
                /* e's registers are free: the old row a or row b, then minus the new row b */
                "mov %[f0], %[elo]\n\t"
                "cmovc %[f1], %[elo]\n\t"
                "mov %[g0], %[ehi]\n\t"
                "cmovc %[g1], %[ehi]\n\t"
                "cmovc %[f0], %[f1]\n\t"
                "cmovc %[g0], %[g1]\n\t"
                "or %[bit], %%rcx\n\t"
                "tzcnt %%rcx, %%rcx\n\t"
                "sub %[f1], %[elo]\n\t"
                "sub %[g1], %[ehi]\n\t"
                "mov %[elo], %[f0]\n\t"
                "mov %[ehi], %[g0]\n\t"
                "shrd %%cl, %[dhi], %[dlo]\n\t"
                "shr %%cl, %[dhi]\n\t"
                "mov %[dlo], %[alo]\n\t"
                "mov %[dhi], %[ahi]\n\t"
                "shl %%cl, %[f1]\n\t"
                "shl %%cl, %[g1]\n\t"
                "shr %%cl, %[bit]\n\t"
                "cmp $1, %[bit]\n\t"
                "jne 1b\n\t"
                : [alo] "+&r"(alo), [ahi] "+&r"(ahi), [blo] "+&r"(blo), [bhi] "+&r"(bhi),
                  [f0] "+&r"(f0), [g0] "+&r"(g0), [f1] "+&r"(f1), [g1] "+&r"(g1), [bit] "+&r"(bit),
                  [dlo] "=&r"(dlo), [dhi] "=&r"(dhi), [elo] "=&r"(elo), [ehi] "=&r"(ehi)
                :
                : "cc", "rcx");
    }
    t[0] = (int64_t)g1, t[1] = (int64_t)f1, t[2] = (int64_t)g0, t[3] = (int64_t)f0;
}
#else
static void bn254_bgcd62_inner(uint64_t alo, uint64_t ahi, uint64_t blo, uint64_t bhi,
                               int64_t t[4]) {
    uint64_t f0 = 1, g0 = 0, f1 = 0, g1 = 1, bit, m, dlo, dhi, elo, ehi, df, dg;
    unsigned z = (unsigned)__builtin_ctzll(alo | ((uint64_t)1 << 62));
    alo = (alo >> z) | ((ahi << 1) << (63 - z));
    ahi >>= z;
    g1 <<= z;
    bit = ((uint64_t)1 << 62) >> z;
    while (bit != 1) {
        dlo = alo - blo, dhi = ahi - bhi - (alo < blo);
        elo = blo - alo, ehi = bhi - ahi - (blo < alo);
        m = (uint64_t)((int64_t)dhi >> 63); /* a~ < b~: both are below 2^124 */
        z = (unsigned)__builtin_ctzll(dlo | bit);
        df = f0 - f1, dg = g0 - g1;
        blo ^= (blo ^ alo) & m, bhi ^= (bhi ^ ahi) & m;
        alo = dlo ^ ((dlo ^ elo) & m), ahi = dhi ^ ((dhi ^ ehi) & m);
        f1 ^= (f1 ^ f0) & m, g1 ^= (g1 ^ g0) & m;
        f0 = (df ^ m) - m, g0 = (dg ^ m) - m;
        alo = (alo >> z) | ((ahi << 1) << (63 - z));
        ahi >>= z;
        f1 <<= z, g1 <<= z;
        bit >>= z;
    }
    t[0] = (int64_t)g1, t[1] = (int64_t)f1, t[2] = (int64_t)g0, t[3] = (int64_t)f0;
}
#endif

/* (f, g) = (u f + v g, q f + r g) / 2^62, exactly, on the low len limbs (the
 * higher ones are sign extension: f and g shrink by about 62 bits a batch). */
static void bn254_s62_update_fg(bn254_s62 *f, bn254_s62 *g, int len, const int64_t t[4]) {
    bn254_i128 cf, cg;
    int k;
    cf = (bn254_i128)t[0] * f->v[0] + (bn254_i128)t[1] * g->v[0];
    cg = (bn254_i128)t[2] * f->v[0] + (bn254_i128)t[3] * g->v[0];
    cf >>= 62; /* the low 62 bits are zero by construction */
    cg >>= 62;
    for (k = 1; k < len; k++) {
        cf += (bn254_i128)t[0] * f->v[k] + (bn254_i128)t[1] * g->v[k];
        cg += (bn254_i128)t[2] * f->v[k] + (bn254_i128)t[3] * g->v[k];
        f->v[k - 1] = (int64_t)((uint64_t)cf & BN254_M62);
        g->v[k - 1] = (int64_t)((uint64_t)cg & BN254_M62);
        cf >>= 62;
        cg >>= 62;
    }
    f->v[len - 1] = (int64_t)cf;
    g->v[len - 1] = (int64_t)cg;
}

/* r = a + s p for s = +1 or -1, limbs normalised (the top one signed). */
static void bn254_s62_add_signed_p(bn254_s62 *r, const bn254_s62 *a, int64_t s) {
    int64_t c = 0;
    int k;
    for (k = 0; k < 5; k++) {
        c += a->v[k] + s * bn254_inv_p.v[k];
        r->v[k] = k < 4 ? (int64_t)((uint64_t)c & BN254_M62) : c;
        c >>= 62;
    }
}

/*
 * (d, e) = (u d + v e, q d + r e) / 2^62 mod p, with d and e kept in (-2p, p)
 * and never normalised on the way (the range argument of Bernstein-Yang,
 * ePrint 2019/266, Sec. 6/8): adding u p for a negative d and v p for a
 * negative e makes the numerators those of d + p, e + p in (-p, p), so
 * |u d + v e| < (|u| + |v|) p <= 2^62 p; a further md p with md in
 * (-2^62, 0] clears the low 62 bits, and the quotient lies in (-2p, p).
 */
static void bn254_s62_update_de(bn254_s62 *d, bn254_s62 *e, const int64_t t[4]) {
    const int64_t u = t[0], v = t[1], q = t[2], r = t[3];
    const int64_t sd = d->v[4] >> 63, se = e->v[4] >> 63; /* -1 when negative */
    int64_t md = (u & sd) + (v & se), me = (q & sd) + (r & se);
    bn254_i128 cd, ce;
    int k;
    cd = (bn254_i128)u * d->v[0] + (bn254_i128)v * e->v[0];
    ce = (bn254_i128)q * d->v[0] + (bn254_i128)r * e->v[0];
    /* md -= (p^-1 (cd + md p)) mod 2^62: then cd + md p = 0 mod 2^62 */
    md -= (int64_t)((bn254_inv_p_inv62 * (uint64_t)cd + (uint64_t)md) & BN254_M62);
    me -= (int64_t)((bn254_inv_p_inv62 * (uint64_t)ce + (uint64_t)me) & BN254_M62);
    cd += (bn254_i128)md * bn254_inv_p.v[0];
    ce += (bn254_i128)me * bn254_inv_p.v[0];
    cd >>= 62;
    ce >>= 62;
    for (k = 1; k < 5; k++) {
        cd += (bn254_i128)u * d->v[k] + (bn254_i128)v * e->v[k] + (bn254_i128)md * bn254_inv_p.v[k];
        ce += (bn254_i128)q * d->v[k] + (bn254_i128)r * e->v[k] + (bn254_i128)me * bn254_inv_p.v[k];
        d->v[k - 1] = (int64_t)((uint64_t)cd & BN254_M62);
        e->v[k - 1] = (int64_t)((uint64_t)ce & BN254_M62);
        cd >>= 62;
        ce >>= 62;
    }
    d->v[4] = (int64_t)cd;
    e->v[4] = (int64_t)ce;
}

/* r = -a on the low len limbs, normalised (the top one signed). */
static void bn254_s62_neg(bn254_s62 *a, int len) {
    int64_t c = 0;
    int k;
    for (k = 0; k < len; k++) {
        c -= a->v[k];
        a->v[k] = k < len - 1 ? (int64_t)((uint64_t)c & BN254_M62) : c;
        c >>= 62;
    }
}

/* floor(a / 2^(62 j + off)) mod 2^62 for a >= 0 on len limbs, off < 62. */
static uint64_t bn254_s62_bits62(const bn254_s62 *a, int len, int j, int off) {
    uint64_t x = (uint64_t)a->v[j] >> off;
    if (j + 1 < len) x |= (uint64_t)a->v[j + 1] << (62 - off);
    return x & BN254_M62;
}

/*
 * r = scale a^-1 mod p for 0 <= a < p and scale < p (r = 0 for a = 0): the
 * optimised binary GCD of Pornin (ePrint 2020/972, Algorithm 2) on (a, b) =
 * (a, p) with k = 62, in variable time. Each batch takes n = max(len(a),
 * len(b), 124) and the approximations x~ = (x mod 2^62) + 2^62 floor(x /
 * 2^(n-62)) (exact while n <= 124), runs the 62 iterations of the inner loop
 * on them, and applies the factors to a and b, exactly divisible by 2^62
 * (bn254_s62_update_fg); a result below zero (the approximations may order
 * a~ and b~ unlike a and b) is negated with its row of factors (Pornin's
 * step). The same factors move the Bezout coefficients e (of a, starting at
 * the scale) and d (of b, starting at 0) with their division by 2^62 modulo
 * p (bn254_s62_update_de, which needs only the row bound |f| + |g| <= 2^62),
 * so no correction factor remains at the end. Pornin's Appendix A proves
 * that each batch shortens len(a) + len(b) by at least 62 bits, so a = 0
 * after at most ceil((2 * 254 - 1) / 62) = 9 batches (about 6 on random
 * inputs); then b = gcd(a, p) = 1 and the inverse is d. a and b stay >= 0;
 * their top limbs are dropped while both are zero (len >= 2).
 */
static void bn254_modinv_bgcd62(uint64_t r[4], const uint64_t a[4], const uint64_t scale[4]) {
    bn254_s62 b = bn254_inv_p, g, d = {{0, 0, 0, 0, 0}}, e;
    int64_t t[4], any;
    int len = 5, batches = 0, k;
    if (bn254_u256_is_zero(a)) {
        r[0] = r[1] = r[2] = r[3] = 0;
        return;
    }
    bn254_s62_from_u256(&g, a); /* g is the a of the algorithm */
    bn254_s62_from_u256(&e, scale);
    for (;;) {
        uint64_t alo, ahi, blo, bhi;
        while (len > 2 && (b.v[len - 1] | g.v[len - 1]) == 0) len--;
        if (len == 2) { /* n <= 124: the values themselves */
            alo = (uint64_t)g.v[0] | (uint64_t)g.v[1] << 62, ahi = (uint64_t)g.v[1] >> 2;
            blo = (uint64_t)b.v[0] | (uint64_t)b.v[1] << 62, bhi = (uint64_t)b.v[1] >> 2;
        } else {
            /* n = 62 (len - 1) + bl > 124; the top bits from bit n - 62 */
            int bl = 64 - __builtin_clzll((uint64_t)(b.v[len - 1] | g.v[len - 1]));
            int j = bl == 62 ? len - 1 : len - 2, off = bl == 62 ? 0 : bl;
            uint64_t xa = bn254_s62_bits62(&g, len, j, off), xb = bn254_s62_bits62(&b, len, j, off);
            alo = (uint64_t)g.v[0] | xa << 62, ahi = xa >> 2;
            blo = (uint64_t)b.v[0] | xb << 62, bhi = xb >> 2;
        }
        bn254_bgcd62_inner(alo, ahi, blo, bhi, t);
        batches++;
        VERIFY_CHECK(batches <= 9);
        bn254_s62_update_fg(&b, &g, len, t);
        if (b.v[len - 1] < 0) {
            bn254_s62_neg(&b, len);
            t[0] = -t[0], t[1] = -t[1];
        }
        if (g.v[len - 1] < 0) {
            bn254_s62_neg(&g, len);
            t[2] = -t[2], t[3] = -t[3];
        }
        bn254_s62_update_de(&d, &e, t);
        for (any = 0, k = 0; k < len; k++) any |= g.v[k];
        if (any == 0) break;
    }
    VERIFY_CHECK(b.v[0] == 1);
    /* d in (-2p, p) (bn254_s62_update_de's bound, strict): adding p at most
     * twice puts it in [0, p), and it is never p or more (a subtraction of p
     * here was never taken in the coverage run; now a check) */
    while (d.v[4] < 0) bn254_s62_add_signed_p(&d, &d, 1);
#if defined(BN254_VERIFY)
    {
        bn254_s62 tmp;
        bn254_s62_add_signed_p(&tmp, &d, -1);
        VERIFY_CHECK(tmp.v[4] < 0);
    }
#endif
    bn254_s62_to_u256(r, &d);
}
#else /* !BN254_HAVE_INT128 */

/* ---- the 32-bit form: 30-bit signed limbs, 64-bit products ---------------- */

#define BN254_M30 ((uint32_t)0x3fffffff)

/* Value sum v[i] 2^(30 i); v[0..7] in [0, 2^30) when normalised, v[8] signed. */
typedef struct {
    int32_t v[9];
} bn254_s30;

/* p in 30-bit limbs, and p^-1 mod 2^30 (consts.h). */
static const bn254_s30 bn254_inv_p30 = {{BN254_P_S30}};
static const uint32_t bn254_inv_p_inv30 = BN254_P_INV_MOD_2_30;

static void bn254_s30_from_u256(bn254_s30 *r, const uint64_t l[4]) {
    int k;
    for (k = 0; k < 9; k++) {
        int bit = 30 * k, w = bit / 64, off = bit % 64;
        uint64_t x = l[w] >> off;
        if (off > 34 && w < 3) x |= l[w + 1] << (64 - off);
        r->v[k] = (int32_t)((uint32_t)x & BN254_M30);
    }
}

/* Normalised limbs (v[8] >= 0) back to four 64-bit limbs. */
static void bn254_s30_to_u256(uint64_t l[4], const bn254_s30 *a) {
    int k;
    l[0] = l[1] = l[2] = l[3] = 0;
    for (k = 0; k < 9; k++) {
        int bit = 30 * k, w = bit / 64, off = bit % 64;
        uint64_t x = (uint64_t)(uint32_t)a->v[k];
        l[w] |= x << off;
        if (off > 34 && w < 3) l[w + 1] |= x >> (64 - off);
    }
}

/* f^-1 mod 256 at index f & 0xff for odd f (consts.h): several non-swapping
 * divsteps at once. Indexed by the byte itself, not (f & 0xff) >> 1: the
 * shift sat on the loop's critical path (2-5% of an inversion on Zen 4;
 * 216af08, 2026-12-04). */
static const uint8_t bn254_inv_odd_mod256[256] = {BN254_INV_ODD_MOD256};

/* Number of trailing zero bits of x != 0, by a de Bruijn sequence (Leiserson,
 * Prokop, Randall, "Using de Bruijn sequences to index a 1 in a computer
 * word", 1998): rv32im has no count-trailing-zeros instruction. */
static BN254_INLINE int bn254_ctz32(uint32_t x) {
    static const uint8_t pos[32] = {0,  1,  28, 2,  29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4,  8,
                                    31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6,  11, 5,  10, 9};
    return pos[((x & (0 - x)) * 0x077cb531u) >> 27];
}

/* Up to 30 divsteps on the low bits of f (odd) and g; eta = -delta. Returns
 * the new eta; t = (u, v, q, r) with 2^30 (f', g') = (u f + v g, q f + r g).
 * This and the two updates stay separate functions: inlined into the loop of
 * bn254_modinv_divsteps30, gcc 12 for rv32im spills so much that an
 * inversion takes 2,000 instructions (9%) more (2789d4a, 2026-11-30). */
static BN254_NOINLINE int32_t bn254_divsteps30_var(int32_t eta, uint32_t f, uint32_t g,
                                                   int32_t t[4]) {
    uint32_t u = 1, v = 0, q = 0, r = 1, tmp, x, w;
    int i = 30, zeros, limit;
    for (;;) {
        zeros = bn254_ctz32(g | (UINT32_MAX << i));
        g >>= zeros;
        u <<= zeros;
        v <<= zeros;
        eta -= zeros;
        i -= zeros;
        if (i == 0) break;
        if (eta < 0) {
            eta = -eta;
            tmp = f, f = g, g = 0 - tmp;
            tmp = u, u = q, q = 0 - tmp;
            tmp = v, v = r, r = 0 - tmp;
        }
        limit = (eta + 1) > i ? i : (int)(eta + 1);
        if (limit > 8) limit = 8;
        x = bn254_inv_odd_mod256[f & 0xff];
        w = (0 - g * x) & (UINT32_MAX >> (32 - limit));
        g += f * w;
        q += u * w;
        r += v * w;
    }
    /* |u| + |v| and |q| + |r| are at most 2^30: the int32_t casts are exact */
    t[0] = (int32_t)u, t[1] = (int32_t)v, t[2] = (int32_t)q, t[3] = (int32_t)r;
    return eta;
}

/* (f, g) = (u f + v g, q f + r g) / 2^30, exactly, on the len low limbs (the
 * ones above are sign extension and stay so). The products are below 2^60
 * and the sums below 2^62: int64_t holds them. */
static BN254_NOINLINE void bn254_s30_update_fg(bn254_s30 *f, bn254_s30 *g, int len,
                                               const int32_t t[4]) {
    const int64_t u = t[0], v = t[1], q = t[2], r = t[3];
    int64_t cf, cg;
    int k;
    cf = u * f->v[0] + v * g->v[0];
    cg = q * f->v[0] + r * g->v[0];
    cf >>= 30; /* the low 30 bits are zero by construction */
    cg >>= 30;
    for (k = 1; k < len; k++) {
        cf += u * f->v[k] + v * g->v[k];
        cg += q * f->v[k] + r * g->v[k];
        f->v[k - 1] = (int32_t)((uint32_t)cf & BN254_M30);
        g->v[k - 1] = (int32_t)((uint32_t)cg & BN254_M30);
        cf >>= 30;
        cg >>= 30;
    }
    f->v[len - 1] = (int32_t)cf;
    g->v[len - 1] = (int32_t)cg;
}

/* r = a + s p for s = +1 or -1, limbs normalised (the top one signed). */
static void bn254_s30_add_signed_p(bn254_s30 *r, const bn254_s30 *a, int32_t s) {
    int32_t c = 0;
    int k;
    for (k = 0; k < 9; k++) {
        c += a->v[k] + s * bn254_inv_p30.v[k];
        r->v[k] = k < 8 ? (int32_t)((uint32_t)c & BN254_M30) : c;
        c >>= 30;
    }
}

/* a in (-3p, 3p) with normalised limbs -> a mod p in [0, p). Once per
 * inversion: d and e stay in (-2p, p) during the batches. */
static void bn254_s30_normalise(bn254_s30 *a) {
    bn254_s30 t;
    while (a->v[8] < 0) bn254_s30_add_signed_p(a, a, 1);
    for (;;) { /* subtract p while that stays non-negative */
        bn254_s30_add_signed_p(&t, a, -1);
        if (t.v[8] < 0) break;
        *a = t;
    }
}

/*
 * (d, e) = (u d + v e, q d + r e) / 2^30 mod p, d and e in (-2p, p) in and
 * out. The multiple md of p that makes the low 30 bits vanish starts as
 * u (or v) when d (or e) is negative, which adds p to d (e) for the
 * bound: u (d + p [d < 0]) + v (e + p [e < 0]) lies in (-2^30 p, 2^30 p),
 * and taking the exact md off that start subtracts less than 2^30 p, so the
 * quotient lies in (-2p, p) (the range analysis of libsecp256k1's modinv32).
 */
static BN254_NOINLINE void bn254_s30_update_de(bn254_s30 *d, bn254_s30 *e, const int32_t t[4]) {
    const int32_t sd = d->v[8] >> 31, se = e->v[8] >> 31; /* 0 or -1 */
    const int64_t u = t[0], v = t[1], q = t[2], r = t[3];
    int64_t cd, ce, md, me;
    int k;
    md = (t[0] & sd) + (t[1] & se);
    me = (t[2] & sd) + (t[3] & se);
    cd = u * d->v[0] + v * e->v[0];
    ce = q * d->v[0] + r * e->v[0];
    md -= (int64_t)((bn254_inv_p_inv30 * (uint32_t)cd + (uint32_t)md) & BN254_M30);
    me -= (int64_t)((bn254_inv_p_inv30 * (uint32_t)ce + (uint32_t)me) & BN254_M30);
    cd += md * bn254_inv_p30.v[0];
    ce += me * bn254_inv_p30.v[0];
    cd >>= 30; /* zero low bits by the choice of md, me */
    ce >>= 30;
    for (k = 1; k < 9; k++) {
        cd += u * d->v[k] + v * e->v[k] + md * bn254_inv_p30.v[k];
        ce += q * d->v[k] + r * e->v[k] + me * bn254_inv_p30.v[k];
        d->v[k - 1] = (int32_t)((uint32_t)cd & BN254_M30);
        e->v[k - 1] = (int32_t)((uint32_t)ce & BN254_M30);
        cd >>= 30;
        ce >>= 30;
    }
    d->v[8] = (int32_t)cd;
    e->v[8] = (int32_t)ce;
}

/* r = scale a^-1 mod p for 0 <= a < p and scale < p (r = 0 for a = 0). f and
 * g shrink by about 30 bits every two batches; their top limbs are dropped as
 * soon as both are mere sign extension (the variable-length loop of
 * libsecp256k1). */
static void bn254_modinv_divsteps30(uint64_t r[4], const uint64_t a[4], const uint64_t scale[4]) {
    bn254_s30 f = bn254_inv_p30, g, d = {{0, 0, 0, 0, 0, 0, 0, 0, 0}}, e;
    int32_t eta = -1, t[4];
    int len = 9, k;
    bn254_s30_from_u256(&g, a);
    bn254_s30_from_u256(&e, scale); /* the Bezout coefficient of g carries the scale */
    for (;;) {
        uint32_t f_lo = (uint32_t)f.v[0] | ((uint32_t)f.v[1] << 30);
        uint32_t g_lo = (uint32_t)g.v[0] | ((uint32_t)g.v[1] << 30);
        int32_t fn, gn, any = 0;
        eta = bn254_divsteps30_var(eta, f_lo, g_lo, t);
        bn254_s30_update_de(&d, &e, t);
        bn254_s30_update_fg(&f, &g, len, t);
        for (k = 0; k < len; k++) any |= g.v[k];
        if (any == 0) break;
        fn = f.v[len - 1], gn = g.v[len - 1];
        if (len > 2 && ((fn ^ (fn >> 31)) | (gn ^ (gn >> 31))) == 0) {
            /* both top limbs 0 or -1: fold the sign into the limb below */
            f.v[len - 2] = (int32_t)((uint32_t)f.v[len - 2] | ((uint32_t)fn << 30));
            g.v[len - 2] = (int32_t)((uint32_t)g.v[len - 2] | ((uint32_t)gn << 30));
            len--;
        }
    }
    /* f = +-1 = gcd: the inverse is d f */
    if (f.v[len - 1] < 0) {
        int32_t c = 0;
        for (k = 0; k < 9; k++) { /* d = -d */
            c -= d.v[k];
            d.v[k] = k < 8 ? (int32_t)((uint32_t)c & BN254_M30) : c;
            c >>= 30;
        }
    }
    bn254_s30_normalise(&d);
    bn254_s30_to_u256(r, &d);
}
#endif /* BN254_HAVE_INT128 */

static void bn254_modinv_var_scaled(uint64_t r[4], const uint64_t a[4], const uint64_t s[4]) {
#if BN254_HAVE_INT128
    bn254_modinv_bgcd62(r, a, s);
#else
    bn254_modinv_divsteps30(r, a, s);
#endif
}

#endif /* BN254_MODINV_IMPL_H */
