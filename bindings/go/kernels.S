/* SPDX-License-Identifier: MIT */
/*
 * kernels.S: the library's one assembly entry, src/arch/kernels.S, in the
 * cgo build (cgo compiles only the files of the package directory). What it
 * assembles is src/target.h's choice, the same as bn254_lib.c's: the
 * assembly of the target's backend, or nothing.
 */
#include "../../src/arch/kernels.S"
