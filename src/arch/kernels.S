/* SPDX-License-Identifier: MIT */
/*
 * kernels.S: the one assembly entry of the library. Every build compiles the
 * same two files, src/bn254.c and this one (blst's build/assembly.S is the
 * model): the backend that src/target.h chooses, or that the build names, pulls
 * in its assembly here, under the same macros that make arch/kernels.h
 * include its backend file; for a backend without assembly (c64, c32, hooks)
 * this assembles to an object with no code. The ELF notes (non-executable
 * stack, CET/BTI properties: asm_macros.h) are emitted once, here, for
 * every object.
 */
#include "../target.h"
#include "asm_macros.h"

#if defined(BN254_BACKEND_X86_64)
#include "x86_64/fp_mont_adx.S"
#include "x86_64/fp2_mont_adx.S"
    bn254_x64_constants /* p, n0, ... for both files (adx_macros.h) */
#elif defined(BN254_BACKEND_AARCH64)
#include "aarch64/fp_mont_arm64.S"
#endif

    BN254_ASM_NOTES
