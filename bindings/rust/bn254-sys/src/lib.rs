// SPDX-License-Identifier: MIT
//! Raw FFI declarations of `include/bn254.h`, the public API of the bn254 C
//! library: Ethereum's BN254 (alt_bn128) precompiles ecadd (0x06, EIP-196),
//! ecmul (0x07, EIP-196) and ecpairing (0x08, EIP-197) with their gas
//! functions. The build script compiles the library from source (`c/` in
//! this crate; see build.rs) and links it statically. Use the `bn254-precompiles` crate
//! for a safe API; every function here is `unsafe` only because it takes raw
//! pointers, and is documented in full in the C header. `no_std`; the C
//! library allocates nothing and has no mutable global state beyond a
//! CPU-feature flag set once at load time.
//!
//! The Solana syscalls of `include/bn254_solana.h` (the `bn254_solana_*`
//! functions) are declared here too.
//!
//! The C enums cross the boundary as `u32` (checked at build time by
//! `abi_check.c`).
//!
//! # Safety
//!
//! Besides valid pointers and lengths, the caller guarantees that no thread
//! writes the `in_len` input bytes while a call runs (a concurrent write is
//! a data race, undefined behaviour). The safe crate gets this for free from
//! `&[u8]`.
#![no_std]
#![allow(non_camel_case_types)]

/// `bn254_status`: result of a precompile call.
pub type bn254_status = u32;
pub const BN254_OK: bn254_status = 0;
/// ecpairing: length not a multiple of 192.
pub const BN254_ERR_INPUT_LENGTH: bn254_status = 1;
/// A 32-byte coordinate word is >= p.
pub const BN254_ERR_NOT_IN_FIELD: bn254_status = 2;
/// A point is neither on its curve nor the all-zero encoding of infinity.
pub const BN254_ERR_NOT_ON_CURVE: bn254_status = 3;
/// A G2 point is on the twist but not of order r.
pub const BN254_ERR_NOT_IN_SUBGROUP: bn254_status = 4;

/// `bn254_revision`: gas schedule.
pub type bn254_revision = u32;
/// EIP-196/197 prices.
pub const BN254_BYZANTIUM: bn254_revision = 0;
/// EIP-1108 prices.
pub const BN254_ISTANBUL: bn254_revision = 1;

pub const BN254_ECADD_INPUT_LEN: usize = 128;
pub const BN254_ECMUL_INPUT_LEN: usize = 96;
pub const BN254_PAIR_LEN: usize = 192;
pub const BN254_POINT_LEN: usize = 64;
pub const BN254_PAIRING_OUTPUT_LEN: usize = 32;

extern "C" {
    /// ecadd (0x06). `out`: 64 writable bytes; `input`: `in_len` readable
    /// bytes (may be null when `in_len` is 0). `out` may alias `input`.
    pub fn bn254_ecadd(out: *mut u8, input: *const u8, in_len: usize) -> bn254_status;
    /// ecmul (0x07). Same contract as `bn254_ecadd`.
    pub fn bn254_ecmul(out: *mut u8, input: *const u8, in_len: usize) -> bn254_status;
    /// ecpairing (0x08). `out`: 32 writable bytes.
    pub fn bn254_ecpairing(out: *mut u8, input: *const u8, in_len: usize) -> bn254_status;
    pub fn bn254_ecadd_gas(rev: bn254_revision) -> u64;
    pub fn bn254_ecmul_gas(rev: bn254_revision) -> u64;
    pub fn bn254_ecpairing_gas(rev: bn254_revision, in_len: usize) -> u64;
    /// NUL-terminated static string; never null.
    pub fn bn254_status_str(status: bn254_status) -> *const u8;
    /// NUL-terminated static string; never null.
    pub fn bn254_backend() -> *const u8;
}

/// `bn254_g2_cache`: a cache of prepared G2 points in the caller's memory
/// (opaque; see `include/bn254.h`).
#[repr(C)]
pub struct bn254_g2_cache {
    _opaque: [u8; 0],
}

/// `bn254_g2_cache_stats`: a cache's counters.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct bn254_g2_cache_stats {
    pub capacity: u64,
    pub hits: u64,
    pub misses: u64,
    pub inserts: u64,
    pub evictions: u64,
}

/// Bytes of one cache entry; a cache of `n` entries takes
/// `BN254_G2_CACHE_BYTES_BASE + n * BN254_G2_CACHE_ENTRY_BYTES` bytes
/// (`BN254_G2_CACHE_BYTES(n)`).
pub const BN254_G2_CACHE_ENTRY_BYTES: usize = 17232;
/// The header and alignment slack of `BN254_G2_CACHE_BYTES(n)`.
pub const BN254_G2_CACHE_BYTES_BASE: usize = 128;
/// `bn254_g2_cache_init` flag: only points given to `bn254_g2_cache_add` enter.
pub const BN254_G2_CACHE_MANUAL: u32 = 1;

extern "C" {
    /// Makes `mem[0..mem_len)` an empty cache (any alignment); null if `mem`
    /// is null or `mem_len` is below `BN254_G2_CACHE_BYTES(1)`. Not while
    /// another thread uses the memory.
    pub fn bn254_g2_cache_init(mem: *mut u8, mem_len: usize, flags: u32) -> *mut bn254_g2_cache;
    /// Prepares the 128-byte G2 point `input` into `cache` (both non-null).
    pub fn bn254_g2_cache_add(cache: *mut bn254_g2_cache, input: *const u8) -> bn254_status;
    /// ecpairing with `cache` (null: none); the same status and output as
    /// `bn254_ecpairing` for every input.
    pub fn bn254_ecpairing_cached(
        out: *mut u8,
        input: *const u8,
        in_len: usize,
        cache: *mut bn254_g2_cache,
    ) -> bn254_status;
    /// The counters of `cache` (all zero for null); `stats` non-null.
    pub fn bn254_g2_cache_get_stats(cache: *const bn254_g2_cache, stats: *mut bn254_g2_cache_stats);
    /// 1 if a cache may be shared by threads in this build, else 0.
    pub fn bn254_g2_cache_thread_safe() -> i32;
}

/// `bn254_solana_status`: result of a Solana syscall function
/// (`bn254_solana.h`; each error names the solana-bn254 variant it stands for).
pub type bn254_solana_status = u32;
pub const BN254_SOLANA_OK: bn254_solana_status = 0;
/// `AltBn128Error::InvalidInputData`.
pub const BN254_SOLANA_ERR_INVALID_INPUT_DATA: bn254_solana_status = 1;
/// `AltBn128Error::GroupError` (G2 addition, a point off the twist).
pub const BN254_SOLANA_ERR_GROUP: bn254_solana_status = 2;
/// `AltBn128CompressionError::G1DecompressionFailed`.
pub const BN254_SOLANA_ERR_G1_DECOMPRESS: bn254_solana_status = 3;
/// `AltBn128CompressionError::G2DecompressionFailed`.
pub const BN254_SOLANA_ERR_G2_DECOMPRESS: bn254_solana_status = 4;
/// `AltBn128CompressionError::G1CompressionFailed`.
pub const BN254_SOLANA_ERR_G1_COMPRESS: bn254_solana_status = 5;
/// `AltBn128CompressionError::G2CompressionFailed`.
pub const BN254_SOLANA_ERR_G2_COMPRESS: bn254_solana_status = 6;
/// `AltBn128CompressionError::InvalidInputSize`.
pub const BN254_SOLANA_ERR_INVALID_INPUT_SIZE: bn254_solana_status = 7;

/// Big-endian (EIP-196/197 layout).
pub const BN254_SOLANA_BE: u32 = 0;
/// Little-endian (arkworks' layout).
pub const BN254_SOLANA_LE: u32 = 1;
/// The syscalls' version-0 length rules (G1 multiplication, pairing).
pub const BN254_SOLANA_V0: u32 = 2;

extern "C" {
    /// G1 addition. `out`: 64 writable bytes; `input`: `in_len` readable bytes
    /// (may be null when `in_len` is 0); `flags`: `BN254_SOLANA_LE` and/or
    /// `BN254_SOLANA_V0`. `out` may alias `input`. Every function below has
    /// the same contract with its own output size.
    pub fn bn254_solana_g1_add(
        out: *mut u8,
        input: *const u8,
        in_len: usize,
        flags: u32,
    ) -> bn254_solana_status;
    /// G1 multiplication; `out`: 64 bytes.
    pub fn bn254_solana_g1_mul(
        out: *mut u8,
        input: *const u8,
        in_len: usize,
        flags: u32,
    ) -> bn254_solana_status;
    /// G2 addition; `out`: 128 bytes.
    pub fn bn254_solana_g2_add(
        out: *mut u8,
        input: *const u8,
        in_len: usize,
        flags: u32,
    ) -> bn254_solana_status;
    /// G2 multiplication; `out`: 128 bytes.
    pub fn bn254_solana_g2_mul(
        out: *mut u8,
        input: *const u8,
        in_len: usize,
        flags: u32,
    ) -> bn254_solana_status;
    /// Pairing check; `out`: 32 bytes.
    pub fn bn254_solana_pairing(
        out: *mut u8,
        input: *const u8,
        in_len: usize,
        flags: u32,
    ) -> bn254_solana_status;
    /// G1 compression; `out`: 32 bytes.
    pub fn bn254_solana_g1_compress(
        out: *mut u8,
        input: *const u8,
        in_len: usize,
        flags: u32,
    ) -> bn254_solana_status;
    /// G1 decompression; `out`: 64 bytes.
    pub fn bn254_solana_g1_decompress(
        out: *mut u8,
        input: *const u8,
        in_len: usize,
        flags: u32,
    ) -> bn254_solana_status;
    /// G2 compression; `out`: 64 bytes.
    pub fn bn254_solana_g2_compress(
        out: *mut u8,
        input: *const u8,
        in_len: usize,
        flags: u32,
    ) -> bn254_solana_status;
    /// G2 decompression; `out`: 128 bytes.
    pub fn bn254_solana_g2_decompress(
        out: *mut u8,
        input: *const u8,
        in_len: usize,
        flags: u32,
    ) -> bn254_solana_status;
    /// Compute units of `sol_alt_bn128_group_op` (0 for a rejected op).
    pub fn bn254_solana_group_op_cu(op: u64, in_len: usize) -> u64;
    /// Compute units of `sol_alt_bn128_compression` (0 for an unknown op).
    pub fn bn254_solana_compression_cu(op: u64) -> u64;
    /// NUL-terminated static string; never null.
    pub fn bn254_solana_status_str(status: bn254_solana_status) -> *const u8;
}
