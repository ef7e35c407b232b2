/* SPDX-License-Identifier: MIT */
/* hex.c: hex digits to bytes and back (hex.h). */
#include "hex.h"

#include <stdlib.h>
#include <string.h>

int bn254_hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* out[0..n) from the 2n digits at hex (which has at least that many chars). */
static int bn254_hex_digits_to_bytes(uint8_t *out, size_t n, const char *hex) {
    size_t i;
    for (i = 0; i < n; i++) {
        int hi = bn254_hex_digit(hex[2 * i]), lo = bn254_hex_digit(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return -1;
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return 0;
}

int bn254_hex_to_bytes(uint8_t *out, size_t n, const char *hex) {
    if (strlen(hex) != 2 * n) return -1;
    return bn254_hex_digits_to_bytes(out, n, hex);
}

int bn254_hex_decode(uint8_t **out, size_t *out_len, const char *hex, size_t hex_len) {
    uint8_t *buf;
    if (hex_len >= 2 && hex[0] == '0' && (hex[1] == 'x' || hex[1] == 'X')) hex += 2, hex_len -= 2;
    if (hex_len % 2 != 0) return -1;
    buf = (uint8_t *)malloc(hex_len / 2 + 1); /* +1: never malloc(0) */
    if (buf == NULL) return -1;
    if (bn254_hex_digits_to_bytes(buf, hex_len / 2, hex) != 0) {
        free(buf);
        return -1;
    }
    *out = buf;
    *out_len = hex_len / 2;
    return 0;
}

void bn254_hex_encode(char *dst, const uint8_t *b, size_t n) {
    static const char digits[] = "0123456789abcdef";
    size_t i;
    for (i = 0; i < n; i++) {
        dst[2 * i] = digits[b[i] >> 4];
        dst[2 * i + 1] = digits[b[i] & 15];
    }
    dst[2 * n] = '\0';
}
