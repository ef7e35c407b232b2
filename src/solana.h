/* SPDX-License-Identifier: MIT */
/*
 * solana.h: Solana's alt_bn128 syscalls (include/bn254_solana.h) on the
 * library's layers: the byte layouts of solana-bn254 (arkworks' flags, the
 * little-endian order, Solana's length rules) over the EVM boundary's input
 * reading and encodings (precompile.h), the group layers and the pairing
 * stream. The only place that knows arkworks' serialization flags.
 *
 * Every function: out may alias in (the input is fully read into the
 * library's buffers before out is written); on error out is zeroed.
 */
#ifndef BN254_SOLANA_H_INTERNAL
#define BN254_SOLANA_H_INTERNAL

#include <stddef.h>
#include <stdint.h>

#include "../include/bn254_solana.h"
#include "g2.h"

/* r = [k] a on the twist for a in G2 (k any 256-bit integer, read mod r):
 * width-5 NAF, 8 precomputed odd multiples, about 254 doublings and 51
 * additions in Jacobian coordinates. */
static void bn254_sol_g2_mul(bn254_g2_aff *r, const bn254_g2_aff *a, const uint8_t k_be[32]);

/* The syscall bodies; the contracts are bn254_solana.h's. */
static bn254_solana_status bn254_sol_g1_add(uint8_t out[64], const uint8_t *in, size_t in_len,
                                            unsigned flags);
static bn254_solana_status bn254_sol_g1_mul(uint8_t out[64], const uint8_t *in, size_t in_len,
                                            unsigned flags);
static bn254_solana_status bn254_sol_g2_add(uint8_t out[128], const uint8_t *in, size_t in_len,
                                            unsigned flags);
static bn254_solana_status bn254_sol_g2_mul_op(uint8_t out[128], const uint8_t *in, size_t in_len,
                                               unsigned flags);
static bn254_solana_status bn254_sol_pairing(uint8_t out[32], const uint8_t *in, size_t in_len,
                                             unsigned flags);
static bn254_solana_status bn254_sol_g1_compress(uint8_t out[32], const uint8_t *in, size_t in_len,
                                                 unsigned flags);
static bn254_solana_status bn254_sol_g1_decompress(uint8_t out[64], const uint8_t *in,
                                                   size_t in_len, unsigned flags);
static bn254_solana_status bn254_sol_g2_compress(uint8_t out[64], const uint8_t *in, size_t in_len,
                                                 unsigned flags);
static bn254_solana_status bn254_sol_g2_decompress(uint8_t out[128], const uint8_t *in,
                                                   size_t in_len, unsigned flags);

#endif /* BN254_SOLANA_H_INTERNAL */
