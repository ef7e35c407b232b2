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
//! The two C enums cross the boundary as `u32` (checked at build time by
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
