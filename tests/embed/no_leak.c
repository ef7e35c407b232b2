/* SPDX-License-Identifier: MIT */
/*
 * no_leak.c: compiled into the program of the embedding parent project
 * (tests/embed/CMakeLists.txt). The library's own build settings belong to
 * the library's targets; if one of them reached a target of the parent, this
 * file does not compile.
 */
#if defined(BN254_BACKEND_C64) || defined(BN254_BACKEND_X86_64) || \
    defined(BN254_BACKEND_AARCH64) || defined(BN254_BACKEND_C32) || \
    defined(BN254_BACKEND_HOOKS) || defined(BN254_X86_ADX_ALWAYS) || defined(BN254_HOOKS_FP2) || \
    defined(BN254_HOOKS_G1) || defined(BN254_FORCE_NO_INT128) || defined(BN254_FREESTANDING) || \
    defined(BN254_VERIFY) || defined(BN254_BUILDING)
#error "a build setting of bn254 reached a target of the parent project"
#endif

/* ISO C wants at least one declaration in a translation unit. */
typedef int bn254_embed_no_leak;
