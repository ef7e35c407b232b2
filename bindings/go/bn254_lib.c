/* SPDX-License-Identifier: MIT */
/*
 * bn254_lib.c: the C library for cgo. cgo compiles the C files of the
 * package directory, so this one includes the library's single translation
 * unit from the repository (with the #cgo flags of bn254.go, which select
 * the assembly kernels that bn254_amd64.S and bn254_arm64.S bring in).
 */
/* The backend (src/arch/kernels.h wants exactly one): the assembly one the
 * #cgo lines chose, else the portable one CMake's AUTO would take: 4 x 64-bit
 * limbs where the compiler has unsigned __int128, 8 x 32-bit limbs elsewhere. */
#if !defined(BN254_BACKEND_X86_64) && !defined(BN254_BACKEND_AARCH64)
#if defined(__SIZEOF_INT128__)
#define BN254_BACKEND_C64
#else
#define BN254_BACKEND_C32
#endif
#endif
#include "../../src/bn254.c"
