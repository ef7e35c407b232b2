/* SPDX-License-Identifier: MIT */
/*
 * bn254_hooks.h: the accelerator hooks of bn254's "hooks" backend. A
 * library built with BN254_BACKEND=hooks (CMake; the definition
 * BN254_BACKEND_HOOKS for other build systems) keeps base-field elements as
 * plain canonical integers and calls these functions, which the integrator
 * defines (typically as the zkVM's field or curve system calls), for the
 * field arithmetic. Everything else (decoding, validation, the tower, the
 * pairing, the special cases of the group law) stays in the library.
 *
 * Values: a base-field element (p of EIP-196,
 * p = 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47)
 * is 8 little-endian 32-bit words, least significant first, always canonical
 * (< p) in and out. An Fp2 element c0 + c1 u (u^2 = -1) is c0 then c1, 16
 * words; an affine G1 point on y^2 = x^3 + 3 is x then y, 16 words. Every
 * pointer is 4-byte aligned, and r may alias a or b (read the inputs before
 * writing r). On little-endian targets the library passes pointers into its
 * own element storage (arrays of uint64_t): implement the hooks in another
 * translation unit or in assembly / as a system call, not as inline functions
 * that read them through another type after link-time inlining.
 *
 * Always used (field backend):
 *   bn254_hook_fp_mul, bn254_hook_fp_add, bn254_hook_fp_sub   r = a * b, a + b, a - b mod p
 *   bn254_hook_fp_inv_hint   r = a^-1 mod p for a != 0. Only a hint: the
 *       library checks r < p and a * r = 1 with one bn254_hook_fp_mul and,
 *       if the hint is wrong, inverts by itself (modinv.h), so
 *       a wrong hint costs time, never a wrong result. A zkVM answers it from
 *       the host without proving it (for instance a hint or "unconstrained"
 *       call); the check is the proof.
 *
 * Optional, each switched on by a compile-time definition of the library
 * build (CMake options of the same name):
 *   BN254_HOOKS_FP2: bn254_hook_fp2_mul   r = a * b in Fp2 = Fp[u]/(u^2 + 1):
 *       every Fp2 multiplication and squaring, and the multiplication by
 *       xi = 9 + u, is one call instead of several Fp calls.
 *   BN254_HOOKS_G1: bn254_hook_g1_add   r = a + b for affine points with
 *       a != b and a != -b (x coordinates differ); bn254_hook_g1_dbl r = 2a
 *       for y != 0. ecadd is then one call, and ecmul an affine
 *       double-and-add on these calls (GLV split, width-5 NAF). The library
 *       handles infinity, P = Q, P = -Q and y = 0 (impossible on this curve,
 *       guarded anyway) before calling, because zkVM curve system calls do
 *       not. Without this switch, ecmul runs on the field hooks.
 * The hooks an enabled switch does not use need not be defined.
 */
#ifndef BN254_HOOKS_H
#define BN254_HOOKS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

void bn254_hook_fp_mul(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void bn254_hook_fp_add(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void bn254_hook_fp_sub(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void bn254_hook_fp_inv_hint(uint32_t r[8], const uint32_t a[8]);

/* BN254_HOOKS_FP2 */
void bn254_hook_fp2_mul(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]);

/* BN254_HOOKS_G1 */
void bn254_hook_g1_add(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]);
void bn254_hook_g1_dbl(uint32_t r[16], const uint32_t a[16]);

#ifdef __cplusplus
}
#endif

#endif /* BN254_HOOKS_H */
