/* SPDX-License-Identifier: MIT */
/*
 * check.h: BN254_CHECK(cond), a check that stays in every build: when cond
 * is false it prints the file, line and condition and aborts. For test code
 * outside cmocka (fuzz targets, their replay, reliability tests, helpers).
 * And BN254_TEST_SKIP, the exit status of a test that cannot run.
 */
#ifndef BN254_TEST_CHECK_H
#define BN254_TEST_CHECK_H

#ifdef __cplusplus
extern "C" {
#endif

/* Exit status of a test program that cannot do its job in this build or on
 * this machine: ctest reports it as skipped (SKIP_RETURN_CODE 77), never as
 * passed. */
#define BN254_TEST_SKIP 77

#define BN254_CHECK(cond) ((cond) ? (void)0 : bn254_check_failed(__FILE__, __LINE__, #cond))

/* Prints "<file>:<line>: property failed: <what>" and aborts. */
void bn254_check_failed(const char *file, int line, const char *what);

#ifdef __cplusplus
}
#endif

#endif /* BN254_TEST_CHECK_H */
