/* SPDX-License-Identifier: MIT */
/*
 * precompile.h: the contract of the EVM byte boundary (precompile_impl.h)
 * that the layer above it (solana.h, the Solana syscalls' encodings) shares:
 * the one way the library reads a caller's input, and the helpers that copy,
 * pad and encode on the library's own buffers. The EVM precompile bodies
 * themselves are bn254.c's business only.
 */
#ifndef BN254_PRECOMPILE_H
#define BN254_PRECOMPILE_H

#include <stddef.h>
#include <stdint.h>

#include "g1.h"
#include "util.h"

/*
 * Read once. The caller's input is read in one place only, BN254_READ_INPUT,
 * which copies bytes into the library's own buffers, and each input byte is
 * copied at most once per call; decoding, validation and every later step
 * work on the copies and the values parsed from them. So the result is
 * always that of one input, the bytes as they were copied, even if the
 * caller's buffer changes during the call (a data race in C, but what a
 * binding that releases its interpreter lock around a mutable buffer
 * allows). A test build may define BN254_READ_INPUT before including
 * bn254.c to watch every read (tests/test_read_once.c); it must copy n bytes
 * from src to dst.
 */
#ifndef BN254_READ_INPUT
#define BN254_READ_INPUT(dst, src, n) bn254_copy((dst), (src), (n))
#endif

/* Copy in[0..in_len) into buf[0..want), zero-padding or truncating (want <=
 * 128, the longest padded input): reads min(in_len, want) bytes of in, once,
 * through BN254_READ_INPUT, and never past in_len. */
static void bn254_pad_input(uint8_t *buf, size_t want, const uint8_t *in, size_t in_len);

/* 1 if b[0..n) are all zero. */
static int bn254_is_zero_bytes(const uint8_t *b, size_t n);

/* x || y as two 32-byte big-endian words; infinity as 64 zero bytes. */
static void bn254_encode_g1(uint8_t out[64], const bn254_g1_aff *a);

#endif /* BN254_PRECOMPILE_H */
