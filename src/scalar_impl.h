/* SPDX-License-Identifier: MIT */
/*
 * scalar_impl.h: ecmul's scalars and their recodings (scalar.h).
 * Gallant, Lambert, Vanstone, "Faster point multiplication on elliptic
 * curves with efficient endomorphisms", CRYPTO 2001 (decomposition, Sec. 4,
 * by Babai rounding; the two divisions by r are replaced by multiplications
 * with constants pre-scaled by 2^256, see consts.h). wNAF recoding from
 * Hankerson, Menezes, Vanstone, "Guide to Elliptic Curve Cryptography",
 * Alg. 3.35.
 */
#ifndef BN254_SCALAR_IMPL_H
#define BN254_SCALAR_IMPL_H

#include "consts.h"
#include "int128.h"
#include "scalar.h"
#include "u256.h"
#include "util.h"

static void bn254_scalar_from_be32(bn254_scalar *r, const uint8_t in[32]) {
    bn254_load_be256(r->l, in);
}

static BN254_INLINE int bn254_scalar_is_zero(const bn254_scalar *a) {
    return bn254_u256_is_zero(a->l);
}

static void bn254_scalar_reduce(bn254_scalar *r, const bn254_scalar *k) {
    /* 2^256 / r < 6: at most five subtractions. */
    uint64_t t[4];
    bn254_copy(t, k->l, sizeof t);
    while (!bn254_u256_less(t, bn254_u256_r)) (void)bn254_u256_sub(t, t, bn254_u256_r);
    bn254_copy(r->l, t, sizeof t);
}

static int bn254_scalar_bits(const bn254_scalar *a) {
    int i, b;
    for (i = 3; i >= 0; i--) {
        uint64_t w = a->l[i];
        if (w == 0) continue;
        for (b = 63; !((w >> b) & 1); b--) {
        }
        return 64 * i + b + 1;
    }
    return 0;
}

static BN254_INLINE void bn254_scalar_negate(bn254_scalar *r, const bn254_scalar *k) {
    (void)bn254_u256_sub(r->l, bn254_u256_r, k->l);
}

static void bn254_scalar_split_glv(bn254_scalar *k1, int *neg1, bn254_scalar *k2, int *neg2,
                                   const bn254_scalar *k) {
    static const uint64_t g1[4] = {BN254_GLV_G1}, g2[4] = {BN254_GLV_G2};
    static const uint64_t a1[4] = {BN254_GLV_A1, 0, 0, 0}, a2[4] = {BN254_GLV_A2};
    static const uint64_t minus_b1[4] = {BN254_GLV_MINUS_B1};
    uint64_t w[8], c1[4], c2[4], t[4], u[4];
    /* c1 = floor(k g1 / 2^256) ~ k b2 / r, c2 = floor(k g2 / 2^256) ~ -k b1 / r */
    bn254_u256_mul_wide(w, k->l, g1);
    bn254_copy(c1, w + 4, sizeof c1);
    bn254_u256_mul_wide(w, k->l, g2);
    bn254_copy(c2, w + 4, sizeof c2);
    /* k1 = k - c1 a1 - c2 a2 and k2 = -c1 b1 - c2 b2 = c1 (-b1) - c2 a1: both
     * small, so computing mod 2^256 and reading them as signed is exact. */
    bn254_u256_mul_wide(w, c1, a1);
    (void)bn254_u256_sub(t, k->l, w);
    bn254_u256_mul_wide(w, c2, a2);
    (void)bn254_u256_sub(t, t, w);
    *neg1 = bn254_u256_abs(t);
    bn254_copy(k1->l, t, sizeof t);

    bn254_u256_mul_wide(w, c1, minus_b1);
    bn254_copy(u, w, sizeof u);
    bn254_u256_mul_wide(w, c2, a1);
    (void)bn254_u256_sub(u, u, w);
    *neg2 = bn254_u256_abs(u);
    bn254_copy(k2->l, u, sizeof u);
}

static size_t bn254_scalar_wnaf(signed char digits[BN254_WNAF_MAX], const bn254_scalar *k, int w) {
    /* Five limbs: adding back a negative digit may carry past bit 255. */
    uint64_t t[5];
    const uint64_t mask = ((uint64_t)1 << w) - 1, half = (uint64_t)1 << (w - 1);
    size_t len = 0;
    bn254_copy(t, k->l, 4 * sizeof(uint64_t));
    t[4] = 0;
    while ((t[0] | t[1] | t[2] | t[3] | t[4]) != 0) {
        int d = 0;
        if (t[0] & 1) {
            uint64_t m = t[0] & mask, c = 0;
            int i;
            if (m >= half) { /* negative digit m - 2^w: t += 2^w - m */
                d = (int)m - (int)(mask + 1);
                c = bn254_addc(&t[0], t[0], (mask + 1) - m, 0);
                for (i = 1; i < 5 && c; i++) c = bn254_addc(&t[i], t[i], 0, c);
            } else { /* positive digit m: t -= m (only clears low bits) */
                d = (int)m;
                t[0] -= m;
            }
        }
        digits[len++] = (signed char)d;
        t[0] = (t[0] >> 1) | (t[1] << 63);
        t[1] = (t[1] >> 1) | (t[2] << 63);
        t[2] = (t[2] >> 1) | (t[3] << 63);
        t[3] = (t[3] >> 1) | (t[4] << 63);
        t[4] >>= 1;
    }
    return len;
}

#endif /* BN254_SCALAR_IMPL_H */
