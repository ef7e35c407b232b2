/* SPDX-License-Identifier: MIT */
/*
 * glv_hooks_impl.h: G1 scalar multiplication on the integrator's affine G1
 * hooks (BN254_FIELD_HOOKS with BN254_HOOKS_G1, include/bn254_hooks.h). With
 * the group law one call each, what counts is the number of calls: the
 * scalar is split by GLV (glv.h) into two halves of about 128 bits, recoded
 * in width-5 NAF, and evaluated by one interleaved affine double-and-add
 * (Hankerson, Menezes, Vanstone, "Guide to Elliptic Curve Cryptography",
 * Alg. 3.51) on the odd multiples P, 3P, ..., 15P and their images under
 * phi(x, y) = (beta x, y): about 128 doublings and 43 additions, 16 table
 * calls and 8 field multiplications. Every special case of the affine
 * group law (infinity, equal or opposite points) is handled by
 * bn254_g1_aff_add before a hook is called. Negation is p - y on the
 * integer (the plain representation), so it costs no call.
 */
#ifndef BN254_GLV_HOOKS_IMPL_H
#define BN254_GLV_HOOKS_IMPL_H

#include "fp.h"
#include "g1.h"
#include "glv.h"
#include "u256.h"

#if BN254_G1_HOOKS

/* r = -a for an affine point, by the integer p - y. */
static void bn254_g1_aff_neg_int(bn254_g1_aff *r, const bn254_g1_aff *a) {
    r->x = a->x;
    r->infinity = a->infinity;
    if (bn254_u256_is_zero(a->y.l)) {
        r->y = a->y;
    } else {
        (void)bn254_u256_sub(r->y.l, bn254_u256_p, a->y.l);
    }
}

/* r = [k] a for any 256-bit k. */
static void bn254_g1_mul_hooks(bn254_g1_aff *r, const bn254_g1_aff *a, const bn254_scalar *k) {
    enum { TABLE = 1 << (BN254_GLV_WINDOW - 2) };
    static const bn254_fp beta = {{BN254_FP_CONST(BN254_GLV_BETA)}};
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
        bn254_fp_mul(&t2[0][i].x, &t1[0][i].x, &beta);
        t2[0][i].y = t1[0][i].y;
        t2[0][i].infinity = t1[0][i].infinity;
        bn254_g1_aff_neg_int(&t1[1][i], &t1[0][i]);
        bn254_g1_aff_neg_int(&t2[1][i], &t2[0][i]);
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

#endif /* BN254_G1_HOOKS */

#endif /* BN254_GLV_HOOKS_IMPL_H */
