/* SPDX-License-Identifier: MIT */
/*
 * hex_const.h: constant inputs written in hex, shared by the benchmarks
 * (bench/), the fuzz targets (tests/fuzz/) and the reliability tests
 * (tests/reliability/). Header-only, no library dependency.
 */
#ifndef BN254_HEX_CONST_H
#define BN254_HEX_CONST_H

#include <stddef.h>
#include <stdint.h>

/* The EIP-197 G2 generator in precompile order: x_im, x_re, y_im, y_re
 * (EIP-197, "Definition of the groups"). */
#define BN254_G2_GEN_EVM_HEX                                               \
    "198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2"     \
    "1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed"     \
    "090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b"     \
    "12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa"

static inline int bn254_hex_const_digit(char c) {
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return c - '0';
}

/* out[0..n) from the first 2n digits of hex, which must be well formed:
 * for constant strings only (no error path). */
static inline void bn254_hex_const_bytes(uint8_t *out, size_t n, const char *hex) {
    size_t i;
    for (i = 0; i < n; i++) {
        out[i] = (uint8_t)(bn254_hex_const_digit(hex[2 * i]) << 4 | bn254_hex_const_digit(hex[2 * i + 1]));
    }
}

#endif /* BN254_HEX_CONST_H */
