/* SPDX-License-Identifier: MIT */
/*
 * hooks_host.h: what tests/hooks_host.c offers its tests beyond the hooks of
 * include/bn254_hooks.h (which it defines): its call counts, its modulus, and
 * its honest inversion hint under a name of its own when a test supplies a
 * lying bn254_hook_fp_inv_hint (compiled with
 * BN254_HOOKS_HOST_INV_HINT=bn254_hooks_host_inv_hint, tests/CMakeLists.txt).
 */
#ifndef BN254_TEST_HOOKS_HOST_H
#define BN254_TEST_HOOKS_HOST_H

#include <stdint.h>

/* Calls per hook: mul, add, sub, inv_hint, fp2_mul, g1_add, g1_dbl. */
extern unsigned long bn254_hooks_host_calls[7];

/* p in the hooks' eight little-endian 32-bit words. */
const uint32_t *bn254_hooks_host_modulus(void);

/* The true inverse of a (0 < a < p), counted as an inv_hint call. */
void bn254_hooks_host_inv_hint(uint32_t r[8], const uint32_t a[8]);

#endif
