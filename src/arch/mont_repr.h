/* SPDX-License-Identifier: MIT */
/*
 * mont_repr.h: the representation kernels of the Montgomery backends (c64,
 * x86_64, aarch64, c32), written once on the backend's bn254_kern_fp_mul,
 * which the including backend file defines first. An element a is stored as
 * a R mod p, R = 2^256 (Montgomery, "Modular multiplication without trial
 * division", Math. Comp. 1985); consts.h carries every field constant in that
 * form as NAME_MONT.
 */
#ifndef BN254_MONT_REPR_H
#define BN254_MONT_REPR_H

#include <stdint.h>

#include "../consts.h"
#include "../modinv.h"
#include "../util.h"

#define BN254_KERN_MONTGOMERY 1
#define BN254_KERN_FP_CONST(name) name##_MONT

/* r = a R mod p for the integer a < p: the product of a and R^2 divided by R. */
static BN254_INLINE void bn254_kern_fp_from_int(bn254_fp *r, const uint64_t a[4]) {
    static const bn254_fp r2 = {{BN254_MONT_R2}};
    bn254_fp t;
    t.l[0] = a[0], t.l[1] = a[1], t.l[2] = a[2], t.l[3] = a[3];
    bn254_kern_fp_mul(r, &t, &r2);
}

/* r = the integer a: the product of a R and 1 divided by R. */
static BN254_INLINE void bn254_kern_fp_to_int(uint64_t r[4], const bn254_fp *a) {
    static const bn254_fp one_int = {{1, 0, 0, 0}};
    bn254_fp t;
    bn254_kern_fp_mul(&t, a, &one_int);
    r[0] = t.l[0], r[1] = t.l[1], r[2] = t.l[2], r[3] = t.l[3];
}

/* r = a^-1 for a != 0: the inverse of the stored integer a R is a^-1 R^-1,
 * and the inversion multiplies in R^2 for free (modinv.h), giving a^-1 R. */
static BN254_INLINE void bn254_kern_fp_inv(bn254_fp *r, const bn254_fp *a) {
    static const uint64_t r2[4] = {BN254_MONT_R2};
    bn254_modinv_var_scaled(r->l, a->l, r2);
}

#endif /* BN254_MONT_REPR_H */
