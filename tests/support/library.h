/* SPDX-License-Identifier: MIT */
/*
 * library.h: the library compiled into a white-box test program (the layer
 * tests, the fuzz targets): src/bn254.c, one translation unit whose static
 * internals the test calls. A program that defines BN254_INTERNALS_ONLY
 * (with BN254_EVM_ENTRIES: the EVM entry points too) before including it
 * gets the internals without the entry points, so the compiler emits only
 * the functions it uses; the others are not warned about.
 */
#ifndef BN254_TEST_LIBRARY_H
#define BN254_TEST_LIBRARY_H

#ifdef BN254_INTERNALS_ONLY
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#endif
#include "../../src/bn254.c"
#ifdef BN254_INTERNALS_ONLY
#pragma GCC diagnostic pop
#endif

#endif
