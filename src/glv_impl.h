/* SPDX-License-Identifier: MIT */
/*
 * glv_impl.h: scalar recoding and GLV scalar multiplication on G1.
 * Gallant, Lambert, Vanstone, "Faster point multiplication on elliptic
 * curves with efficient endomorphisms", CRYPTO 2001 (decomposition, Sec. 4,
 * by Babai rounding; the two divisions by r are replaced by multiplications
 * with constants pre-scaled by 2^256, see consts.h). wNAF recoding and
 * interleaving from Hankerson, Menezes, Vanstone, "Guide to Elliptic Curve
 * Cryptography", Alg. 3.35 and 3.51.
 */
#ifndef BN254_GLV_IMPL_H
#define BN254_GLV_IMPL_H

#include "consts.h"
#include "fp.h"
#include "g1.h"
#include "glv.h"
#include "u256.h"

static const bn254_fp bn254_glv_beta = {{BN254_FP_CONST(BN254_GLV_BETA)}};

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

/* p = the table entry of the odd digit dgt: t[|dgt| / 2], negated if dgt < 0. */
static BN254_INLINE void bn254_g1_wnaf_entry(bn254_g1_aff *p, const bn254_g1_aff *t, int dgt) {
    if (dgt < 0) {
        bn254_g1_aff_neg(p, &t[-dgt >> 1]);
    } else {
        *p = t[dgt >> 1];
    }
}

/* One NAF and its table of odd multiples. */
typedef struct {
    const signed char *d;
    size_t n;
    const bn254_g1_aff *t;
} bn254_g1_wnaf_stream;

/*
 * acc = sum over the m (1 or 2) streams s and positions i of [s.d[i] 2^i] P_s,
 * where s.t holds the odd multiples of P_s: left to right, one doubling per
 * digit position for all streams (HMV Alg. 3.51). The accumulator starts
 * as the top digit's table entry (no doubling of infinity) and its first
 * doubling is the cheaper one of an affine point.
 */
static void bn254_g1_wnaf_loop(bn254_g1_jac *acc, const bn254_g1_wnaf_stream *s, size_t m) {
    bn254_g1_aff p, first;
    int have = 0; /* 0: acc is infinity, 1: acc is first (affine), 2: acc is Jacobian */
    size_t i = 0, k;
    for (k = 0; k < m; k++) i = s[k].n > i ? s[k].n : i;
    while (i-- > 0) {
        if (have == 2) {
            bn254_g1_jac_dbl(acc, acc);
        } else if (have == 1) {
            bn254_g1_jac_dbl_aff(acc, &first);
            have = 2;
        }
        for (k = 0; k < m; k++) {
            int dgt = i < s[k].n ? s[k].d[i] : 0;
            if (dgt == 0) continue;
            bn254_g1_wnaf_entry(&p, s[k].t, dgt);
            if (have == 0) {
                first = p;
                have = 1;
                continue;
            }
            if (have == 1) {
                bn254_g1_jac_from_aff(acc, &first);
                have = 2;
            }
            bn254_g1_jac_add_aff(acc, acc, &p);
        }
    }
    if (have == 1) {
        bn254_g1_jac_from_aff(acc, &first);
    } else if (have == 0) {
        bn254_g1_jac_set_infinity(acc);
    }
}

static void bn254_g1_mul_glv(bn254_g1_jac *r, const bn254_g1_aff *a, const bn254_scalar *k) {
    enum { TABLE = 1 << (BN254_GLV_WINDOW - 2) };
    bn254_scalar kr, k1, k2;
    int neg1, neg2;
    signed char d1[BN254_WNAF_MAX], d2[BN254_WNAF_MAX];
    size_t n1, n2, i;
    bn254_g1_aff t1[TABLE], t2[TABLE];
    bn254_g1_wnaf_stream s[2];
    bn254_fp common_z;

#if BN254_G1_HOOKS /* the integrator's affine G1 hooks (glv_hooks_impl.h) */
    bn254_g1_aff ra;
    bn254_g1_mul_hooks(&ra, a, k);
    bn254_g1_jac_from_aff(r, &ra);
    return;
#endif
    bn254_scalar_reduce(&kr, k);
    if (a->infinity || bn254_scalar_is_zero(&kr)) {
        bn254_g1_jac_set_infinity(r);
        return;
    }
    bn254_scalar_split_glv(&k1, &neg1, &k2, &neg2, &kr);
    n1 = bn254_scalar_wnaf(d1, &k1, BN254_GLV_WINDOW);
    n2 = bn254_scalar_wnaf(d2, &k2, BN254_GLV_WINDOW);

    /* Odd multiples P, 3P, ..., 15P on one common Z (g1.h: the main loop
     * then runs on an isomorphic curve with mixed additions, and its result
     * gets that Z multiplied back in). phi of each entry is one
     * multiplication. */
    bn254_g1_odd_multiples(t1, &common_z, a, TABLE);
    for (i = 0; i < TABLE; i++) {
        bn254_fp_mul(&t2[i].x, &t1[i].x, &bn254_glv_beta);
        t2[i].y = t1[i].y;
        t2[i].infinity = 0;
        if (neg1) bn254_fp_neg(&t1[i].y, &t1[i].y);
        if (neg2) bn254_fp_neg(&t2[i].y, &t2[i].y);
    }

    s[0].d = d1, s[0].n = n1, s[0].t = t1;
    s[1].d = d2, s[1].n = n2, s[1].t = t2;
    bn254_g1_wnaf_loop(r, s, 2);
    bn254_fp_mul(&r->z, &r->z, &common_z); /* back from the isomorphic curve */
    VERIFY_CHECK(bn254_g1_jac_is_on_curve(r));
}

static void bn254_g1_mul_wnaf(bn254_g1_jac *r, const bn254_g1_aff *a, const bn254_scalar *k,
                              int w) {
    signed char d[BN254_WNAF_MAX];
    bn254_g1_aff t[BN254_G1_ODD_MULTIPLES_MAX];
    bn254_g1_wnaf_stream s;
    bn254_fp common_z;
    size_t n;
    VERIFY_CHECK(w >= 2 && ((size_t)1 << (w - 2)) <= BN254_G1_ODD_MULTIPLES_MAX);
    if (a->infinity || bn254_scalar_is_zero(k)) {
        bn254_g1_jac_set_infinity(r);
        return;
    }
    n = bn254_scalar_wnaf(d, k, w);
    bn254_g1_odd_multiples(t, &common_z, a, (size_t)1 << (w - 2));
    s.d = d, s.n = n, s.t = t;
    bn254_g1_wnaf_loop(r, &s, 1);
    if (w > 2) bn254_fp_mul(&r->z, &r->z, &common_z);
    VERIFY_CHECK(bn254_g1_jac_is_on_curve(r));
}

static void bn254_g1_mul(bn254_g1_aff *r, const bn254_g1_aff *a, const bn254_scalar *k) {
    bn254_scalar kr, kn;
    bn254_g1_aff base;
    bn254_g1_jac acc;
    int n, nn;

    bn254_scalar_reduce(&kr, k);
    if (a->infinity || bn254_scalar_is_zero(&kr)) {
        bn254_g1_aff_set_infinity(r);
        return;
    }
    /* [k] a = [r - k] (-a): take the shorter of the two scalars. */
    base = *a;
    (void)bn254_u256_sub(kn.l, bn254_u256_r, kr.l);
    n = bn254_scalar_bits(&kr);
    nn = bn254_scalar_bits(&kn);
    if (nn < n) {
        kr = kn;
        n = nn;
        bn254_g1_aff_neg(&base, &base);
    }
    if (n == 1) { /* k = +-1: the point itself, no arithmetic */
        *r = base;
        return;
    }
    if (n <= BN254_ECMUL_W2_MAX_BITS) {
        bn254_g1_mul_wnaf(&acc, &base, &kr, 2);
    } else if (n <= BN254_ECMUL_W3_MAX_BITS) {
        bn254_g1_mul_wnaf(&acc, &base, &kr, 3);
    } else if (n <= BN254_ECMUL_W4_MAX_BITS) {
        bn254_g1_mul_wnaf(&acc, &base, &kr, 4);
    } else {
        bn254_g1_mul_glv(&acc, &base, &kr);
    }
    bn254_g1_jac_to_aff(r, &acc);
}

#endif /* BN254_GLV_IMPL_H */
