/* SPDX-License-Identifier: MIT */
/*
 * abi_check.c: compile-time checks of the assumptions bn254-sys's Rust
 * declarations make about include/bn254.h. Rust has no C enum type, so the
 * two enums cross the FFI boundary as u32; this file fails the build if the
 * C compiler gives them another size (e.g. with -fshort-enums) or if the
 * enumerator values differ from the constants in src/lib.rs. It defines no
 * code.
 */
#include <stddef.h>

#include "bn254.h"
#include "bn254_solana.h"

#define BN254_SYS_CHECK(name, cond) typedef char bn254_sys_check_##name[(cond) ? 1 : -1]

BN254_SYS_CHECK(status_size, sizeof(bn254_status) == 4);
BN254_SYS_CHECK(revision_size, sizeof(bn254_revision) == 4);
BN254_SYS_CHECK(ok, BN254_OK == 0);
BN254_SYS_CHECK(input_length, BN254_ERR_INPUT_LENGTH == 1);
BN254_SYS_CHECK(not_in_field, BN254_ERR_NOT_IN_FIELD == 2);
BN254_SYS_CHECK(not_on_curve, BN254_ERR_NOT_ON_CURVE == 3);
BN254_SYS_CHECK(not_in_subgroup, BN254_ERR_NOT_IN_SUBGROUP == 4);
BN254_SYS_CHECK(byzantium, BN254_BYZANTIUM == 0);
BN254_SYS_CHECK(istanbul, BN254_ISTANBUL == 1);

/* the G2 cache: sizes, the flag, and the stats struct's layout (5 x u64) */
BN254_SYS_CHECK(g2_cache_entry, BN254_G2_CACHE_ENTRY_BYTES == 17232);
BN254_SYS_CHECK(g2_cache_base, BN254_G2_CACHE_BYTES(0) == 128);
BN254_SYS_CHECK(g2_cache_manual, BN254_G2_CACHE_MANUAL == 1);
BN254_SYS_CHECK(g2_cache_stats, sizeof(bn254_g2_cache_stats) == 40 &&
                                    offsetof(bn254_g2_cache_stats, capacity) == 0 &&
                                    offsetof(bn254_g2_cache_stats, hits) == 8 &&
                                    offsetof(bn254_g2_cache_stats, misses) == 16 &&
                                    offsetof(bn254_g2_cache_stats, inserts) == 24 &&
                                    offsetof(bn254_g2_cache_stats, evictions) == 32);

BN254_SYS_CHECK(solana_status_size, sizeof(bn254_solana_status) == 4);
BN254_SYS_CHECK(solana_ok, BN254_SOLANA_OK == 0);
BN254_SYS_CHECK(solana_invalid_input_data, BN254_SOLANA_ERR_INVALID_INPUT_DATA == 1);
BN254_SYS_CHECK(solana_group, BN254_SOLANA_ERR_GROUP == 2);
BN254_SYS_CHECK(solana_g1_decompress, BN254_SOLANA_ERR_G1_DECOMPRESS == 3);
BN254_SYS_CHECK(solana_g2_decompress, BN254_SOLANA_ERR_G2_DECOMPRESS == 4);
BN254_SYS_CHECK(solana_g1_compress, BN254_SOLANA_ERR_G1_COMPRESS == 5);
BN254_SYS_CHECK(solana_g2_compress, BN254_SOLANA_ERR_G2_COMPRESS == 6);
BN254_SYS_CHECK(solana_invalid_input_size, BN254_SOLANA_ERR_INVALID_INPUT_SIZE == 7);
BN254_SYS_CHECK(solana_flags, BN254_SOLANA_BE == 0 && BN254_SOLANA_LE == 1 && BN254_SOLANA_V0 == 2);

/* ISO C forbids an empty translation unit. */
typedef int bn254_sys_abi_check_unit;
