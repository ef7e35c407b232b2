/* SPDX-License-Identifier: MIT */
/*
 * modinv_impl.h: inversion modulo p of plain integers (modinv.h).
 *
 * Bernstein-Yang divsteps ("Fast constant-time gcd computation and modular
 * inversion", ePrint 2019/266), in their variable-time form: batches of 62
 * divsteps computed on the low 64 bits of f and g only, runs of zero bits
 * skipped with one shift, and up to 8 divsteps of the non-swapping branch
 * done at once by choosing w = -g / f mod 2^k. Each batch yields a 2x2
 * transition matrix with entries below 2^62, applied to the full f, g (exactly
 * divisible by 2^62) and to the Bezout coefficients d, e modulo p (made
 * divisible by adding a multiple of p found with p^-1 mod 2^62). Numbers are
 * 5 signed limbs of 62 bits; this needs 128-bit signed products.
 * Without __int128 the same algorithm runs in its 32-bit form: batches of 30
 * divsteps on the low 32 bits, 9 signed limbs of 30 bits, 64-bit products
 * (the two forms of libsecp256k1's modinv64/modinv32 by Wuille, whose
 * analysis of the bounds carries over; the code here is this library's own).
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

/* f^-1 mod 256 at index f & 0xff for odd f (consts.h): several non-swapping
 * divsteps at once. Indexed by the byte itself, not (f & 0xff) >> 1: the
 * shift sat on the loop's critical path (2-5% of an inversion on Zen 4). */
static const uint8_t bn254_inv_odd_mod256[256] = {BN254_INV_ODD_MOD256};

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

/* Up to 62 divsteps on the low bits of f (odd) and g; eta = -delta. Returns
 * the new eta; t = (u, v, q, r) with 2^62 (f', g') = (u f + v g, q f + r g). */
static int64_t bn254_divsteps62_var(int64_t eta, uint64_t f, uint64_t g, int64_t t[4]) {
    uint64_t u = 1, v = 0, q = 0, r = 1, tmp, x, w;
    int i = 62, zeros, limit;
    for (;;) {
        /* g even: g /= 2 (the f row is doubled instead of halving g's row). */
        zeros = __builtin_ctzll(g | (UINT64_MAX << i));
        g >>= zeros;
        u <<= zeros;
        v <<= zeros;
        eta -= zeros;
        i -= zeros;
        if (i == 0) break;
        /* g odd and delta > 0: (f, g) = (g, -f), delta = -delta. (A masked,
         * branch-free swap measured slower here: the branch predicts well.) */
        if (eta < 0) {
            eta = -eta;
            tmp = f, f = g, g = 0 - tmp;
            tmp = u, u = q, q = 0 - tmp;
            tmp = v, v = r, r = 0 - tmp;
        }
        /* The next eta + 1 divsteps cannot swap: do up to 8 of them at once,
         * g += w f with w = -g / f mod 2^limit (f^-1 mod 2^8 from a table). */
        limit = (eta + 1) > i ? i : (int)(eta + 1);
        if (limit > 8) limit = 8;
        x = bn254_inv_odd_mod256[f & 0xff];
        w = (0 - g * x) & ((UINT64_MAX >> (64 - limit)));
        g += f * w;
        q += u * w;
        r += v * w;
    }
    t[0] = (int64_t)u, t[1] = (int64_t)v, t[2] = (int64_t)q, t[3] = (int64_t)r;
    return eta;
}

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

/* r = scale a^-1 mod p for 0 <= a < p and scale < p (r = 0 for a = 0). */
static void bn254_modinv_divsteps62(uint64_t r[4], const uint64_t a[4], const uint64_t scale[4]) {
    bn254_s62 f = bn254_inv_p, g, d = {{0, 0, 0, 0, 0}}, e;
    int64_t eta = -1, t[4];
    int len = 5, k;
    if (bn254_u256_is_zero(a)) {
        r[0] = r[1] = r[2] = r[3] = 0;
        return;
    }
    bn254_s62_from_u256(&g, a);
    bn254_s62_from_u256(&e, scale); /* the Bezout coefficient of g carries the scale */
    for (;;) {
        uint64_t f_lo = (uint64_t)f.v[0] | (len > 1 ? (uint64_t)f.v[1] << 62 : 0);
        uint64_t g_lo = (uint64_t)g.v[0] | (len > 1 ? (uint64_t)g.v[1] << 62 : 0);
        int64_t gz = 0, ftop, gtop;
        eta = bn254_divsteps62_var(eta, f_lo, g_lo, t);
        bn254_s62_update_de(&d, &e, t);
        bn254_s62_update_fg(&f, &g, len, t);
        for (k = 0; k < len; k++) gz |= g.v[k];
        if (gz == 0) break;
        /* Drop the top limb when both top limbs are only sign (0 or -1):
         * fold it into the limb below, which becomes the signed top. */
        ftop = f.v[len - 1], gtop = g.v[len - 1];
        if (len > 1 && (ftop == 0 || ftop == -1) && (gtop == 0 || gtop == -1)) {
            f.v[len - 2] += (int64_t)((uint64_t)ftop << 62);
            g.v[len - 2] += (int64_t)((uint64_t)gtop << 62);
            len--;
        }
    }
    /* f = +-1 = gcd: the inverse is d f; d in (-2p, p). */
    if (f.v[len - 1] < 0) { /* d = -d, limb-wise negation then carry */
        int64_t c = 0;
        for (k = 0; k < 5; k++) {
            c -= d.v[k];
            d.v[k] = k < 4 ? (int64_t)((uint64_t)c & BN254_M62) : c;
            c >>= 62;
        }
    }
    /* now d in (-2p, 2p): into [0, p) */
    while (d.v[4] < 0) bn254_s62_add_signed_p(&d, &d, 1);
    for (;;) {
        bn254_s62 tmp;
        bn254_s62_add_signed_p(&tmp, &d, -1);
        if (tmp.v[4] < 0) break;
        d = tmp;
    }
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

/* Number of trailing zero bits of x != 0, by a de Bruijn sequence (Leiserson,
 * Prokop, Randall, "Using de Bruijn sequences to index a 1 in a computer
 * word", 1998): rv32im has no count-trailing-zeros instruction. */
static BN254_INLINE int bn254_ctz32(uint32_t x) {
    static const uint8_t pos[32] = {0,  1,  28, 2,  29, 14, 24, 3,  30, 22, 20,
                                    15, 25, 17, 4,  8,  31, 27, 13, 23, 21, 19,
                                    16, 7,  26, 12, 18, 6,  11, 5,  10, 9};
    return pos[((x & (0 - x)) * 0x077cb531u) >> 27];
}

/* Up to 30 divsteps on the low bits of f (odd) and g, as divsteps62_var.
 * This and the two updates stay separate functions: inlined into the loop of
 * bn254_modinv_divsteps30, gcc 12 for rv32im spills so much that an
 * inversion takes 2,000 instructions (9%) more. */
static BN254_NOINLINE int32_t bn254_divsteps30_var(int32_t eta, uint32_t f, uint32_t g, int32_t t[4]) {
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
    bn254_modinv_divsteps62(r, a, s);
#else
    bn254_modinv_divsteps30(r, a, s);
#endif
}

#endif /* BN254_MODINV_IMPL_H */
