/* SPDX-License-Identifier: MIT */
/*
 * bn254_lib.c: the C library for cgo. cgo compiles the C files of the
 * package directory, so this one includes the library's single translation
 * unit from the repository (with the #cgo flags of bn254.go, which select
 * the assembly kernels that bn254_amd64.S and bn254_arm64.S bring in).
 */
#include "../../src/bn254.c"
