/* SPDX-License-Identifier: MIT */
/*
 * target.h: what the compiler and the target offer, decided once and by the
 * preprocessor alone, so that the C unity file and the one assembly entry
 * (src/arch/kernels.S) agree whatever builds them: CMake, cargo's cc crate,
 * setuptools, cgo, a plain `cc -c src/bn254.c src/arch/kernels.S`. Nothing
 * here but #if and #define, so assembly files may include it:
 *   BN254_HAVE_INT128  1 where unsigned __int128 is a native 64 x 64 -> 128
 *                      product: the compiler has the type and the target is
 *                      64-bit (on 32-bit targets that have it, clang on
 *                      wasm32, it is a library call, __multi3, slower than
 *                      32-bit halves); BN254_FORCE_NO_INT128 makes it 0
 *                      (tests, the portable preset); int128.h uses it;
 *   BN254_HAVE_X86_64_GNU_ASM  1 where GNU C inline assembly for x86-64 is
 *                      available (gcc, clang; the 64-bit ABI, not x32):
 *                      the inversion's inner loop (modinv_impl.h) uses it,
 *                      in the baseline instruction set only;
 *                      BN254_FORCE_NO_X86_64_GNU_ASM makes it 0 (the tests
 *                      of that loop's C form on x86-64), and so does
 *                      BN254_NO_ASM (a build that wants no assembly);
 *   the default backend of src/arch/kernels.h, below.
 *
 * A build may name its backend by defining one BN254_BACKEND_<NAME> (CMake's
 * BN254_BACKEND option, a binding's override); otherwise this file defines
 * one from the compiler and the target:
 *   x86_64   GNU C (gcc, clang) producing ELF for the 64-bit x86-64 ABI
 *            (System V; not x32, not Windows, not Mach-O, which is written
 *            for but not tested)
 *   aarch64  GNU C producing ELF for 64-bit AArch64
 *   c64      elsewhere, where BN254_HAVE_INT128 (riscv64, s390x, ...), and
 *            wherever the x86-64 Fp12 lanes run on their emulation
 *            (BN254_IFMA_EMULATE, tests: c64 hosts them off x86-64)
 *   c32      every other C99 compiler (rv32, armhf, i686, wasm32, MSVC)
 * BN254_NO_ASM (a build that wants no assembly: bindings' switches) skips the
 * first two. The hooks backend is never chosen by default.
 */
#ifndef BN254_TARGET_H
#define BN254_TARGET_H

#if defined(__SIZEOF_INT128__) && defined(__SIZEOF_POINTER__) && !defined(BN254_FORCE_NO_INT128)
#if __SIZEOF_POINTER__ == 8
#define BN254_HAVE_INT128 1
#endif
#endif
#if !defined(BN254_HAVE_INT128)
#define BN254_HAVE_INT128 0
#endif

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__) && !defined(__ILP32__) && \
    !defined(BN254_FORCE_NO_X86_64_GNU_ASM) && !defined(BN254_NO_ASM)
#define BN254_HAVE_X86_64_GNU_ASM 1
#else
#define BN254_HAVE_X86_64_GNU_ASM 0
#endif

#if !defined(BN254_BACKEND_C64) && !defined(BN254_BACKEND_X86_64) && \
    !defined(BN254_BACKEND_AARCH64) && !defined(BN254_BACKEND_C32) && \
    !defined(BN254_BACKEND_HOOKS)
#if (defined(__GNUC__) || defined(__clang__)) && defined(__ELF__) && defined(__x86_64__) && \
    !defined(__ILP32__) && !defined(BN254_NO_ASM)
#define BN254_BACKEND_X86_64
#elif (defined(__GNUC__) || defined(__clang__)) && defined(__ELF__) && defined(__aarch64__) && \
    !defined(__ILP32__) && !defined(BN254_NO_ASM)
#define BN254_BACKEND_AARCH64
#elif BN254_HAVE_INT128 || defined(BN254_IFMA_EMULATE)
#define BN254_BACKEND_C64
#else
#define BN254_BACKEND_C32
#endif
#endif

#endif /* BN254_TARGET_H */
