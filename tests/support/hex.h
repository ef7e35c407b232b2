/* SPDX-License-Identifier: MIT */
/*
 * hex.h: the one hex decoder and encoder of the tests and benchmarks
 * (vector files, known answers, constants). Big-endian byte strings; either
 * case on input, lower case on output. Needs no part of the library.
 */
#ifndef BN254_TEST_HEX_H
#define BN254_TEST_HEX_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The value of one hex digit, or -1. */
int bn254_hex_digit(char c);

/* out[0..n) from exactly 2n digits (no prefix); 0, or -1 on a bad digit or
 * length (out is then unspecified). */
int bn254_hex_to_bytes(uint8_t *out, size_t n, const char *hex);

/* hex_len digits (an optional 0x prefix, an even count) into a malloc'd
 * buffer; 0, or -1 on a bad digit, odd length or no memory. */
int bn254_hex_decode(uint8_t **out, size_t *out_len, const char *hex, size_t hex_len);

/* 2n lower-case digits and a NUL into dst (2n + 1 bytes). */
void bn254_hex_encode(char *dst, const uint8_t *b, size_t n);

#ifdef __cplusplus
}
#endif

#endif /* BN254_TEST_HEX_H */
