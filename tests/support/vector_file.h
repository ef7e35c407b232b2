/* SPDX-License-Identifier: MIT */
/*
 * vector_file.h: reader for precompile test vectors in go-ethereum's JSON
 * format, a JSON array of objects
 *   {"Input": hex, "Expected": hex, "Name": str, "Gas": n, "NoBenchmark": bool}
 * where failing vectors carry "ExpectedError": token instead of "Expected".
 * Shared by the vector, kernel and reliability tests and the benchmarks;
 * test code, so it allocates.
 */
#ifndef BN254_VECTOR_FILE_H
#define BN254_VECTOR_FILE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
    char *name;
    uint8_t *input;
    size_t input_len;
    uint8_t *expected; /* NULL when the vector expects an error */
    size_t expected_len;
    char *expected_error; /* NULL, or a bn254_status_str() token */
    uint64_t gas;
    int has_gas;
    int no_benchmark;
} bn254_vector;

typedef struct {
    bn254_vector *v;
    size_t n;
} bn254_vector_file;

/* Load path; returns 0 on success, else -1 with a message in err. */
int bn254_vector_file_load(bn254_vector_file *f, const char *path, char *err, size_t err_len);
void bn254_vector_file_free(bn254_vector_file *f);

#ifdef __cplusplus
}
#endif

#endif /* BN254_VECTOR_FILE_H */
