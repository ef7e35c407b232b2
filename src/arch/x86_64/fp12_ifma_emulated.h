/* SPDX-License-Identifier: MIT */
/*
 * fp12_ifma_emulated.h: the Fp12 lane kernels of fp12_ifma.h on their
 * portable emulation (ifma_emu.h) in a backend without CPUID detection, for
 * hosts that are not x86-64 (BN254_IFMA_EMULATE with the c64 backend; CMake
 * -DBN254_X86_IFMA=EMULATE, tests only). Included by kernels_c64.h; the
 * x86_64 backend hosts the same kernels itself (kernels_x86_64.h).
 *
 * The lanes run unless a test forces the scalar tower
 * (bn254_kern_force_portable, as the x86_64 backend's CPU-feature flags do):
 * bn254_ifma_emu_on is the library's only mutable global in this build,
 * which is for tests.
 */
#ifndef BN254_FP12_IFMA_EMULATED_H
#define BN254_FP12_IFMA_EMULATED_H

#if !defined(BN254_IFMA_EMULATE)
#error "fp12_ifma_emulated.h is the emulated lanes' (BN254_IFMA_EMULATE) only"
#endif

#include "../../util.h"

#define BN254_KERN_FP12X 1
#include "fp12_ifma.h"

static int bn254_ifma_emu_on = 1;

static BN254_ALWAYS_INLINE int bn254_kern_fp12x_enabled(void) {
    return bn254_ifma_emu_on;
}

#define BN254_KERN_RUNTIME_SWITCH 1 /* bn254_ifma_emu_on (tests/support/lib_refs.h) */

#endif /* BN254_FP12_IFMA_EMULATED_H */
