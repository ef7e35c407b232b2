/* SPDX-License-Identifier: MIT */
/*
 * kernels.h: THE kernel boundary. The field layers (fp, fp2) call only the
 * bn254_kern_* functions below, and the group layer (g1) only the optional
 * G1 kernels; this file and the one backend file it includes are the only
 * code that knows how elements are stored and which instructions compute
 * them (the model is blst's vect.h). Nothing above Fp2 names a backend, a
 * hook or a limb (tools/check_layers.sh checks it).
 *
 * The backend: exactly one of the following, chosen by target.h from the
 * compiler and target unless the build names one (CMake: the option
 * BN254_BACKEND, whose AUTO leaves the choice to target.h); the name after
 * BN254_BACKEND_ is the backend's name everywhere (the CMake value, this
 * macro lowercased, what bn254_backend() returns):
 *   BN254_BACKEND_C64      kernels_c64.h: 4 x 64-bit Montgomery in C99
 *                          (unsigned __int128 where the compiler has it,
 *                          32-bit halves otherwise: int128.h)
 *   BN254_BACKEND_X86_64   x86_64/kernels_x86_64.h: MULX/ADCX/ADOX assembly
 *                          for the products where CPUID reports BMI2 and ADX
 *                          (BN254_X86_ADX_ALWAYS: assumed), the c64 product
 *                          otherwise; inline-assembly sums on every CPU
 *   BN254_BACKEND_AARCH64  aarch64/kernels_aarch64.h: MUL/UMULH assembly
 *   BN254_BACKEND_C32      kernels_c32.h: 8 x 32-bit Montgomery in C99, for
 *                          targets without a 64x64->128 product
 *   BN254_BACKEND_HOOKS    kernels_hooks.h: the plain integer, the arithmetic
 *                          by the integrator's hooks (include/bn254_hooks.h;
 *                          options BN254_HOOKS_FP2, BN254_HOOKS_G1)
 * A new backend is one file that defines the kernel set below, one line in
 * the include list at the end of this file (its assembly, if any, one line in
 * kernels.S), and one CMake value.
 *
 * Element types (defined here, shared by every backend): bn254_fp is one
 * element of Fp in the backend's representation, four little-endian 64-bit
 * limbs, always canonical (< p) at this boundary; bn254_fp2 is c0 + c1 u;
 * bn254_g1_aff an affine point of G1 (the G1 kernels take it; g1.h documents
 * it). Every kernel allows its output to alias any input.
 *
 * The kernel set, which every backend file defines whole:
 *   BN254_KERN_MONTGOMERY       1: elements are stored as a R mod p
 *                               (R = 2^256); 0: as the integer a itself
 *   BN254_KERN_FP_CONST(NAME)   the limbs of consts.h's NAME_MONT or NAME_INT,
 *                               whichever is this representation
 *   bn254_kern_fp_mul(r, a, b)  r = a b, and _sqr(r, a): r = a^2
 *   bn254_kern_fp_add(r, a, b)  r = a + b, and _sub: r = a - b (mod p)
 *   bn254_kern_fp2_mul(r, a, b) r = a b in Fp2 (u^2 = -1), _sqr: r = a^2,
 *   bn254_kern_fp2_mul_xi(r, a) r = a (9 + u)
 *   bn254_kern_fp_from_int(r, a)  r = the element of the integer a < p;
 *   bn254_kern_fp_to_int(a, r)    the integer of an element
 *   bn254_kern_fp_inv(r, a)     r = a^-1 for a != 0
 *   bn254_kern_backend_name()   the string bn254_backend() returns
 *   BN254_KERN_G1_AFFINE        1 if the backend adds affine points of G1
 *                               itself; it then also defines, for finite
 *                               points (the group layer has decided every
 *                               special case; they write x and y only):
 *       bn254_kern_g1_add(r, a, b)  r = a + b for a.x != b.x
 *       bn254_kern_g1_dbl(r, a)     r = 2a for a.y != 0
 *       bn254_kern_g1_neg(r, a)     r = -a
 *   BN254_KERN_FP12X            1 if the backend can hold Fp12 elements in
 *                               vector lanes for long product chains; it then
 *                               defines the type bn254_kern_fp12x and, for the
 *                               Fp12 layer only (g[0..5] the coefficients of
 *                               w^0..w^5, w^6 = 9 + u, in this representation):
 *       bn254_kern_fp12x_enabled()   1 if the lanes may run on this CPU
 *       bn254_kern_fp12x_from(x, g), _to(g, x), _set_one(x), _is_one(x)
 *       bn254_kern_fp12x_mul(r, a, b), _conj(r, a), _frobenius(r, a),
 *       _frobenius2, _frobenius3, _cyclo_sqr(r, a) (a cyclotomic)
 *       bn254_kern_fp12x_mul_by_line(r, a, l0, l1, l3)  r = a (l0 + l1 w +
 *                                    l3 w^3) / BN254_KERN_FP12X_LINE_DIV
 * and, only where the backend chooses between kernels at run time:
 *   BN254_KERN_RUNTIME_SWITCH 1: the tests then run both sides of the choice
 *   (tests/support/lib_refs.h, bn254_kern_force_portable, writes the
 *   backend's flags). For every other backend this file defines it as 0.
 */
#ifndef BN254_KERNELS_H
#define BN254_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "../consts.h"
#include "../int128.h"
#include "../modinv.h"
#include "../target.h"
#include "../u256.h"
#include "../util.h"

typedef struct {
    uint64_t l[4];
} bn254_fp;

typedef struct {
    bn254_fp c0, c1;
} bn254_fp2;

typedef struct {
    bn254_fp x, y;
    int infinity;
} bn254_g1_aff;

/* Fused Fp2 assembly reads c1 at byte offset 32, and the G1 hooks read an
 * affine point's x || y as one 64-byte value. */
BN254_STATIC_ASSERT(fp_size, sizeof(bn254_fp) == 32);
BN254_STATIC_ASSERT(fp2_layout, sizeof(bn254_fp2) == 64 && offsetof(bn254_fp2, c1) == 32);
BN254_STATIC_ASSERT(g1_aff_layout, offsetof(bn254_g1_aff, y) == sizeof(bn254_fp));

#if 1 != defined(BN254_BACKEND_C64) + defined(BN254_BACKEND_X86_64) + \
             defined(BN254_BACKEND_AARCH64) + defined(BN254_BACKEND_C32) + \
             defined(BN254_BACKEND_HOOKS)
#error "define exactly one of BN254_BACKEND_{C64,X86_64,AARCH64,C32,HOOKS} (CMake: BN254_BACKEND)"
#endif

#if defined(BN254_BACKEND_C64)
#include "kernels_c64.h"
#elif defined(BN254_BACKEND_X86_64)
#include "x86_64/kernels_x86_64.h"
#elif defined(BN254_BACKEND_AARCH64)
#include "aarch64/kernels_aarch64.h"
#elif defined(BN254_BACKEND_C32)
#include "kernels_c32.h"
#elif defined(BN254_BACKEND_HOOKS)
#include "kernels_hooks.h"
#endif

#if !defined(BN254_KERN_MONTGOMERY) || !defined(BN254_KERN_FP_CONST) || \
    !defined(BN254_KERN_G1_AFFINE)
#error "the backend file does not define the whole kernel set (arch/kernels.h)"
#endif

#if !defined(BN254_KERN_FP12X)
#error "the backend file does not say whether it has Fp12 lanes (BN254_KERN_FP12X)"
#endif

#if !defined(BN254_KERN_RUNTIME_SWITCH)
#define BN254_KERN_RUNTIME_SWITCH 0
#endif

#endif /* BN254_KERNELS_H */
