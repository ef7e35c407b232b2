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
 *
 * Binary extended Euclid (Hankerson, Menezes, Vanstone, "Guide to Elliptic
 * Curve Cryptography", Alg. 2.22): the fallback without __int128 and the
 * reference for the first (tests/test_fp.c compares them).
 */
#ifndef BN254_MODINV_IMPL_H
#define BN254_MODINV_IMPL_H

#include "consts.h"
#include "int128.h"
#include "modinv.h"
#include "u256.h"
#include "util.h"

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
/* (2i + 1)^-1 mod 256 (consts.h). */
static const uint8_t bn254_inv_odd_mod256[128] = {BN254_INV_ODD_MOD256};

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
        x = bn254_inv_odd_mod256[(f & 0xff) >> 1];
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

/* r = a^-1 mod p for 0 <= a < p (r = 0 for a = 0). */
static void bn254_modinv_divsteps62(uint64_t r[4], const uint64_t a[4]) {
    bn254_s62 f = bn254_inv_p, g, d = {{0, 0, 0, 0, 0}}, e = {{1, 0, 0, 0, 0}};
    int64_t eta = -1, t[4];
    int len = 5, k;
    if (bn254_u256_is_zero(a)) {
        r[0] = r[1] = r[2] = r[3] = 0;
        return;
    }
    bn254_s62_from_u256(&g, a);
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
#endif /* BN254_HAVE_INT128 */

static void bn254_modinv_var(uint64_t r[4], const uint64_t a[4]) {
#if BN254_HAVE_INT128
    bn254_modinv_divsteps62(r, a);
#else
    bn254_modinv_binary(r, a);
#endif
}

#endif /* BN254_MODINV_IMPL_H */
