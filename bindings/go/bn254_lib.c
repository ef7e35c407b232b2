/* SPDX-License-Identifier: MIT */
/*
 * bn254_lib.c: the C library for cgo. cgo compiles the C files of the
 * package directory, so this one includes the library's single translation
 * unit from the repository, and kernels.S its one assembly entry; the
 * backend is src/target.h's choice, as in every build of the library.
 */
#include "../../src/bn254.c"
