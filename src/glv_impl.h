/* SPDX-License-Identifier: MIT */
/*
 * glv_impl.h: scalar multiplication on G1: GLV (Gallant, Lambert, Vanstone,
 * "Faster point multiplication on elliptic curves with efficient
 * endomorphisms", CRYPTO 2001) on the split and recoding of scalar.h, with
 * the interleaving of Hankerson, Menezes, Vanstone, "Guide to Elliptic Curve
 * Cryptography", Alg. 3.51, in Jacobian coordinates or, on the backend's G1
 * kernels, in affine ones (chosen once, in bn254_g1_mul_glv); the single
 * wNAF for short scalars; and ecmul's choice among them.
 */
#ifndef BN254_GLV_IMPL_H
#define BN254_GLV_IMPL_H

#include "consts.h"
#include "fp.h"
#include "g1.h"
#include "glv.h"
#include "scalar.h"

static const bn254_fp bn254_glv_beta = {{BN254_FP_CONST(BN254_GLV_BETA)}};

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

#if BN254_G1_AFFINE_KERNELS /* every step one call of the backend's G1 kernels */
    bn254_g1_aff ra;
    bn254_g1_mul_glv_aff(&ra, a, k);
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

#if BN254_G1_AFFINE_KERNELS
/* The affine form (glv.h). With the group law one kernel call each, what
 * counts is the number of calls: every special case of the affine group law
 * (infinity, equal or opposite points) is handled by bn254_g1_aff_add, and
 * the table holds both signs of every entry (negation costs no call there). */
static void bn254_g1_mul_glv_aff(bn254_g1_aff *r, const bn254_g1_aff *a, const bn254_scalar *k) {
    enum { TABLE = 1 << (BN254_GLV_WINDOW - 2) };
    bn254_scalar kr, k1, k2;
    int neg1, neg2;
    signed char d1[BN254_WNAF_MAX], d2[BN254_WNAF_MAX];
    size_t n1, n2, i;
    /* [sign][index]: t1 the multiples of a, t2 their images under phi, each
     * with the sign of its GLV half folded in, and both negations */
    bn254_g1_aff t1[2][TABLE], t2[2][TABLE], twice, acc;

    bn254_scalar_reduce(&kr, k);
    if (a->infinity || bn254_scalar_is_zero(&kr)) {
        bn254_g1_aff_set_infinity(r);
        return;
    }
    bn254_scalar_split_glv(&k1, &neg1, &k2, &neg2, &kr);
    n1 = bn254_scalar_wnaf(d1, &k1, BN254_GLV_WINDOW);
    n2 = bn254_scalar_wnaf(d2, &k2, BN254_GLV_WINDOW);

    t1[0][0] = *a;
    bn254_g1_aff_add(&twice, a, a);
    for (i = 1; i < TABLE; i++) bn254_g1_aff_add(&t1[0][i], &t1[0][i - 1], &twice);
    for (i = 0; i < TABLE; i++) {
        bn254_fp_mul(&t2[0][i].x, &t1[0][i].x, &bn254_glv_beta);
        t2[0][i].y = t1[0][i].y;
        t2[0][i].infinity = t1[0][i].infinity;
        bn254_g1_aff_neg(&t1[1][i], &t1[0][i]);
        bn254_g1_aff_neg(&t2[1][i], &t2[0][i]);
    }

    bn254_g1_aff_set_infinity(&acc);
    for (i = (n1 > n2 ? n1 : n2); i-- > 0;) {
        if (!acc.infinity) bn254_g1_aff_add(&acc, &acc, &acc);
        if (i < n1 && d1[i] != 0) {
            int d = d1[i];
            bn254_g1_aff_add(&acc, &acc, &t1[(d < 0) ^ neg1][(d < 0 ? -d : d) >> 1]);
        }
        if (i < n2 && d2[i] != 0) {
            int d = d2[i];
            bn254_g1_aff_add(&acc, &acc, &t2[(d < 0) ^ neg2][(d < 0 ? -d : d) >> 1]);
        }
    }
    *r = acc;
    VERIFY_CHECK(bn254_g1_aff_is_on_curve(r));
}
#endif

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
    bn254_scalar_negate(&kn, &kr);
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
