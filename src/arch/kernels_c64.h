/* SPDX-License-Identifier: MIT */
/*
 * kernels_c64.h: the c64 backend (BN254_BACKEND_C64), included only by
 * arch/kernels.h: portable C99 on four 64-bit limbs in Montgomery form. The
 * product is c64_mont.h's CIOS; the rest of the kernel set is
 * kernels_mont64.h's.
 */
#ifndef BN254_KERNELS_C64_H
#define BN254_KERNELS_C64_H

#include "../util.h"
#include "c64_mont.h"

static BN254_INLINE void bn254_kern_fp_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    bn254_c64_mul(r->l, a->l, b->l);
}

static BN254_INLINE void bn254_kern_fp_sqr(bn254_fp *r, const bn254_fp *a) {
    bn254_c64_sqr(r->l, a->l);
}

#include "kernels_mont64.h"

#if defined(BN254_IFMA_EMULATE)
/* The x86-64 Fp12 lanes on their portable emulation (tests on hosts that are
 * not x86-64: CMake -DBN254_X86_IFMA=EMULATE). */
#include "x86_64/fp12_ifma_emulated.h"
#else
#define BN254_KERN_FP12X 0 /* no Fp12 lanes */
#endif

static const char *bn254_kern_backend_name(void) {
#if BN254_KERN_FP12X
    if (bn254_kern_fp12x_enabled()) return "c64" BN254_IFMA_NAME;
#endif
    return "c64";
}

#endif /* BN254_KERNELS_C64_H */
