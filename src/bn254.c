/* SPDX-License-Identifier: MIT */
/*
 * bn254.c: the library's single translation unit. It includes every layer's
 * implementation in dependency order (so all internals are static and inline
 * across layers without LTO) and defines the public API of include/bn254.h,
 * the only non-static symbols of the library.
 *
 *   solana      the Solana syscalls' encodings (bn254_solana.h)
 *   precompile  decode/validate/encode, ecadd, ecmul, ecpairing
 *   g2cache     prepared G2 points in the caller's memory (bn254_g2_cache)
 *   pairing     Miller loop, final exponentiation
 *   glv > scalar   scalar multiplication on G1 > scalars mod r, GLV split, wNAF
 *   g2          twist points, psi, subgroup check       g1   curve points
 *   fp12 > fp6 > fp2 > fp                              extension tower
 *   arch/kernels.h     the kernel boundary: exactly one backend of arch/
 *   modinv > u256                                      plain integers
 *   util, int128, consts                               shims, constants
 * (tools/check_layers.sh checks that includes only point down this list.)
 */
#include "../include/bn254.h"
#include "../include/bn254_solana.h"

#include "util.h"
#include "int128.h"
#include "consts.h"
#include "u256_impl.h"
#include "modinv_impl.h"
#include "arch/kernels.h"
#include "fp_impl.h"
#include "fp2_impl.h"
#include "fp6_impl.h"
#include "fp12_impl.h"
#include "g1_impl.h"
#include "g2_impl.h"
#include "scalar_impl.h"
#include "glv_impl.h"
#include "pairing_impl.h"
#include "g2cache_impl.h"
#include "precompile_impl.h"
#include "solana_impl.h"

/* The entry points. A white-box test program (tests/support/library.h)
 * defines BN254_INTERNALS_ONLY to include this file for its static functions
 * alone: the compiler then emits only the functions the test uses instead of
 * the whole library (the same code and flags; about half a layer test's
 * compile time). BN254_EVM_ENTRIES keeps the EVM ones below (not the Solana
 * ones) for a test that calls them. */
#if !defined(BN254_INTERNALS_ONLY) || defined(BN254_EVM_ENTRIES)
bn254_status bn254_ecadd(uint8_t out[64], const uint8_t *in, size_t in_len) {
    return bn254_precompile_ecadd(out, in, in_len);
}

bn254_status bn254_ecmul(uint8_t out[64], const uint8_t *in, size_t in_len) {
    return bn254_precompile_ecmul(out, in, in_len);
}

bn254_status bn254_ecpairing(uint8_t out[32], const uint8_t *in, size_t in_len) {
    return bn254_precompile_ecpairing(out, in, in_len, NULL);
}

/* ---- prepared G2 points (bn254_g2_cache) ------------------------------------ */

/* The sizes bn254.h states are those of g2cache.h's layout: an entry is its
 * stride and its admission-filter tags, the overhead the header and the
 * worst alignment slack. */
BN254_STATIC_ASSERT(g2_cache_entry_bytes,
                    BN254_G2_CACHE_ENTRY_BYTES == BN254_G2C_STRIDE + 4 * BN254_G2C_DK_PER_ENTRY);
BN254_STATIC_ASSERT(g2_cache_overhead, BN254_G2_CACHE_BYTES(0) >= BN254_G2C_HEADER + 63);

bn254_g2_cache *bn254_g2_cache_init(void *mem, size_t mem_len, unsigned flags) {
    return bn254_g2c_init(mem, mem_len, flags);
}

bn254_status bn254_g2_cache_add(bn254_g2_cache *cache, const uint8_t in[128]) {
    return bn254_precompile_g2_cache_add(cache, in);
}

bn254_status bn254_ecpairing_cached(uint8_t out[32], const uint8_t *in, size_t in_len,
                                    bn254_g2_cache *cache) {
    return bn254_precompile_ecpairing(out, in, in_len, cache);
}

void bn254_g2_cache_get_stats(const bn254_g2_cache *cache, bn254_g2_cache_stats *stats) {
    bn254_g2c_stats(cache, stats);
}

int bn254_g2_cache_thread_safe(void) {
    return BN254_G2C_ATOMIC;
}

#endif /* !BN254_INTERNALS_ONLY || BN254_EVM_ENTRIES */

/*
 * Gas schedules: EIP-196/197 (Byzantium) and EIP-1108 (Istanbul). Only
 * BN254_BYZANTIUM selects the Byzantium prices; every other value, a value
 * outside the enum included, prices as Istanbul, as bn254.h documents. The
 * one test below is the whole rule, so the three functions cannot disagree.
 */
static int bn254_gas_is_byzantium(bn254_revision rev) {
    return rev == BN254_BYZANTIUM;
}

uint64_t bn254_ecadd_gas(bn254_revision rev) {
    return bn254_gas_is_byzantium(rev) ? 500 : 150;
}

uint64_t bn254_ecmul_gas(bn254_revision rev) {
    return bn254_gas_is_byzantium(rev) ? 40000 : 6000;
}

uint64_t bn254_ecpairing_gas(bn254_revision rev, size_t in_len) {
    uint64_t base = bn254_gas_is_byzantium(rev) ? 100000 : 45000;
    uint64_t per_pair = bn254_gas_is_byzantium(rev) ? 80000 : 34000;
    uint64_t k = (uint64_t)(in_len / BN254_PAIR_LEN);
    if (k > (UINT64_MAX - base) / per_pair) return UINT64_MAX;
    return base + per_pair * k;
}

const char *bn254_status_str(bn254_status status) {
    switch (status) {
    case BN254_OK:
        return "ok";
    case BN254_ERR_INPUT_LENGTH:
        return "input-length";
    case BN254_ERR_NOT_IN_FIELD:
        return "not-in-field";
    case BN254_ERR_NOT_ON_CURVE:
        return "not-on-curve";
    case BN254_ERR_NOT_IN_SUBGROUP:
        return "not-in-subgroup";
    }
    return "unknown";
}

const char *bn254_backend(void) {
    return bn254_kern_backend_name();
}

/* ---- Solana (bn254_solana.h) ------------------------------------------------ */

#ifndef BN254_INTERNALS_ONLY
bn254_solana_status bn254_solana_g1_add(uint8_t out[64], const uint8_t *in, size_t in_len,
                                        unsigned flags) {
    return bn254_sol_g1_add(out, in, in_len, flags);
}

bn254_solana_status bn254_solana_g1_mul(uint8_t out[64], const uint8_t *in, size_t in_len,
                                        unsigned flags) {
    return bn254_sol_g1_mul(out, in, in_len, flags);
}

bn254_solana_status bn254_solana_g2_add(uint8_t out[128], const uint8_t *in, size_t in_len,
                                        unsigned flags) {
    return bn254_sol_g2_add(out, in, in_len, flags);
}

bn254_solana_status bn254_solana_g2_mul(uint8_t out[128], const uint8_t *in, size_t in_len,
                                        unsigned flags) {
    return bn254_sol_g2_mul_op(out, in, in_len, flags);
}

bn254_solana_status bn254_solana_pairing(uint8_t out[32], const uint8_t *in, size_t in_len,
                                         unsigned flags) {
    return bn254_sol_pairing(out, in, in_len, flags);
}

bn254_solana_status bn254_solana_g1_compress(uint8_t out[32], const uint8_t *in, size_t in_len,
                                             unsigned flags) {
    return bn254_sol_g1_compress(out, in, in_len, flags);
}

bn254_solana_status bn254_solana_g1_decompress(uint8_t out[64], const uint8_t *in, size_t in_len,
                                               unsigned flags) {
    return bn254_sol_g1_decompress(out, in, in_len, flags);
}

bn254_solana_status bn254_solana_g2_compress(uint8_t out[64], const uint8_t *in, size_t in_len,
                                             unsigned flags) {
    return bn254_sol_g2_compress(out, in, in_len, flags);
}

bn254_solana_status bn254_solana_g2_decompress(uint8_t out[128], const uint8_t *in, size_t in_len,
                                               unsigned flags) {
    return bn254_sol_g2_decompress(out, in, in_len, flags);
}

#endif /* BN254_INTERNALS_ONLY */

/*
 * Compute units, as Agave charges them before it runs an op (syscalls/src/
 * lib.rs, SyscallAltBn128 and SyscallAltBn128Compression; the prices are
 * SVMTransactionExecutionCost's defaults in program-runtime/src/
 * execution_budget.rs, the G2 ones as Firedancer 178b48f has them in
 * src/flamenco/vm/fd_vm_base.h). The pairing adds sha256_base_cost (85), the
 * input length and the output length (32) to its per-pair price.
 */
static uint64_t bn254_sol_sat_add(uint64_t a, uint64_t b) {
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

#define BN254_SOL_OP(code) \
    case (code): \
    case (code) | BN254_SOLANA_LE_FLAG

uint64_t bn254_solana_group_op_cu(uint64_t op, size_t in_len) {
    uint64_t k = (uint64_t)(in_len / BN254_PAIR_LEN), others;
    switch (op) {
        BN254_SOL_OP(BN254_SOLANA_G1_ADD) : return 334;
        BN254_SOL_OP(BN254_SOLANA_G2_ADD) : return 535;
        BN254_SOL_OP(BN254_SOLANA_G1_MUL) : return 3840;
        BN254_SOL_OP(BN254_SOLANA_G2_MUL) : return 15670;
        BN254_SOL_OP(BN254_SOLANA_PAIRING) : others = k > 1 ? k - 1 : 0;
        others = others > UINT64_MAX / 12121 ? UINT64_MAX : others * 12121;
        return bn254_sol_sat_add(bn254_sol_sat_add(36364 + 85 + 32, others), (uint64_t)in_len);
    }
    return 0;
}

uint64_t bn254_solana_compression_cu(uint64_t op) {
    switch (op) {
        BN254_SOL_OP(BN254_SOLANA_G1_COMPRESS) : return 100 + 30;
        BN254_SOL_OP(BN254_SOLANA_G1_DECOMPRESS) : return 100 + 398;
        BN254_SOL_OP(BN254_SOLANA_G2_COMPRESS) : return 100 + 86;
        BN254_SOL_OP(BN254_SOLANA_G2_DECOMPRESS) : return 100 + 13610;
    }
    return 0;
}
const char *bn254_solana_status_str(bn254_solana_status status) {
    switch (status) {
    case BN254_SOLANA_OK:
        return "ok";
    case BN254_SOLANA_ERR_INVALID_INPUT_DATA:
        return "invalid-input-data";
    case BN254_SOLANA_ERR_GROUP:
        return "group-error";
    case BN254_SOLANA_ERR_G1_DECOMPRESS:
        return "g1-decompression-failed";
    case BN254_SOLANA_ERR_G2_DECOMPRESS:
        return "g2-decompression-failed";
    case BN254_SOLANA_ERR_G1_COMPRESS:
        return "g1-compression-failed";
    case BN254_SOLANA_ERR_G2_COMPRESS:
        return "g2-compression-failed";
    case BN254_SOLANA_ERR_INVALID_INPUT_SIZE:
        return "invalid-input-size";
    }
    return "unknown";
}
