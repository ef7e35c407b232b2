// SPDX-License-Identifier: MIT
//! Ethereum's BN254 (alt_bn128) precompiles on bytes, backed by the bn254 C
//! library (compiled from source by `bn254-precompiles-sys`):
//!
//! | function | precompile | spec |
//! |---|---|---|
//! | [`ecadd`] | 0x06 | EIP-196 |
//! | [`ecmul`] | 0x07 | EIP-196 |
//! | [`ecpairing`] | 0x08 | EIP-197 |
//!
//! Inputs follow the EVM rules exactly: ecadd and ecmul read their input as
//! if zero-padded or truncated to 128 and 96 bytes, ecpairing needs a
//! multiple of 192 bytes. Every failure is an [`Error`], one variant per C
//! status; any failure is an EVM failure of the call (all gas consumed).
//! Gas is priced apart, before running, by [`ecadd_gas`], [`ecmul_gas`] and
//! [`ecpairing_gas`] for a [`Revision`].
//!
//! [`cache`] has prepared G2 points for verifiers' pairings:
//! [`ecpairing_cached`] with a [`G2Cache`] gives [`ecpairing`]'s result for
//! every input and skips the work of the G2 points it holds.
//!
//! [`revm`] has the three backend functions in the shape revm's `Crypto`
//! trait calls them, with revm's error distinction. [`solana`] has Solana's
//! alt_bn128 syscalls with the API of the crate `solana-bn254` (feature
//! `alloc`).
//!
//! ```
//! // ecmul input: x || y || s, 32-byte big-endian words: here 2 * (1, 2)
//! let mut input = [0u8; 96];
//! input[31] = 1;
//! input[63] = 2;
//! input[95] = 2;
//! let doubled = bn254_precompiles::ecmul(&input).expect("a valid point");
//! let sum = bn254_precompiles::ecadd(&[&input[..64], &input[..64]].concat()).unwrap();
//! assert_eq!(doubled, sum);
//! assert_eq!(bn254_precompiles::ecmul_gas(bn254_precompiles::Revision::Istanbul), 6000);
//! // Every error is an EVM failure of the call: all gas consumed, no output.
//! assert_eq!(bn254_precompiles::ecpairing(&[0u8; 191]), Err(bn254_precompiles::Error::InputLength));
//! assert_eq!(bn254_precompiles::ecpairing_check(&[]), Ok(true));
//! ```
//!
//! `no_std`. Feature `alloc` (on by default through `std`) is needed only by
//! [`revm::pairing_check`] and [`solana`]; `std` adds `std::error::Error` impls.
//! Variable time: precompile inputs are public; do not use on secrets.
#![no_std]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

use core::fmt;

pub use bn254_precompiles_sys as sys;

#[cfg(all(feature = "std", target_has_atomic = "32", target_has_atomic = "ptr"))]
pub use cache::shared_g2_cache;
pub use cache::{ecpairing_cached, ecpairing_check_cached, G2Cache, G2CacheError, G2CacheStats};

pub mod cache;
pub mod revm;
/// Solana's alt_bn128 syscalls with the API of `solana-bn254` (needs `alloc`).
#[cfg(feature = "alloc")]
pub mod solana;

/// ecadd input: x1 || y1 || x2 || y2.
pub const ECADD_INPUT_LEN: usize = sys::BN254_ECADD_INPUT_LEN;
/// ecmul input: x || y || s.
pub const ECMUL_INPUT_LEN: usize = sys::BN254_ECMUL_INPUT_LEN;
/// One ecpairing pair: G1 (x, y) then G2 (x_im, x_re, y_im, y_re).
pub const PAIR_LEN: usize = sys::BN254_PAIR_LEN;
/// ecadd and ecmul output: x || y; infinity is 64 zero bytes.
pub const POINT_LEN: usize = sys::BN254_POINT_LEN;
/// ecpairing output: the 32-byte big-endian word 1 or 0.
pub const PAIRING_OUTPUT_LEN: usize = sys::BN254_PAIRING_OUTPUT_LEN;

/// Why a precompile call failed: one variant per `bn254_status` error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Error {
    /// ecpairing: the input length is not a multiple of 192 (EIP-197).
    InputLength,
    /// A 32-byte coordinate word is >= p (EIP-196/197).
    NotInField,
    /// A point is not on its curve (G1: y^2 = x^3 + 3; G2: the twist) and
    /// is not the all-zero encoding of infinity.
    NotOnCurve,
    /// A G2 point is on the twist but not in the order-r subgroup (EIP-197).
    NotInSubgroup,
}

impl Error {
    /// The C library's token: "input-length", "not-in-field",
    /// "not-on-curve" or "not-in-subgroup" (as in `bn254_status_str`).
    pub fn token(self) -> &'static str {
        match self {
            Error::InputLength => "input-length",
            Error::NotInField => "not-in-field",
            Error::NotOnCurve => "not-on-curve",
            Error::NotInSubgroup => "not-in-subgroup",
        }
    }

    /// The `bn254_status` value of this error.
    pub fn status(self) -> sys::bn254_status {
        match self {
            Error::InputLength => sys::BN254_ERR_INPUT_LENGTH,
            Error::NotInField => sys::BN254_ERR_NOT_IN_FIELD,
            Error::NotOnCurve => sys::BN254_ERR_NOT_ON_CURVE,
            Error::NotInSubgroup => sys::BN254_ERR_NOT_IN_SUBGROUP,
        }
    }

    /// Maps a `bn254_status` to `Ok(())` or its error. The C API returns
    /// only the five enumerated values; should it ever return another, the
    /// call is still reported as failed (the EVM outcome of every error is
    /// the same) rather than panicking in a node.
    pub fn check(status: sys::bn254_status) -> Result<(), Error> {
        match status {
            sys::BN254_OK => Ok(()),
            sys::BN254_ERR_INPUT_LENGTH => Err(Error::InputLength),
            sys::BN254_ERR_NOT_IN_FIELD => Err(Error::NotInField),
            sys::BN254_ERR_NOT_ON_CURVE => Err(Error::NotOnCurve),
            sys::BN254_ERR_NOT_IN_SUBGROUP => Err(Error::NotInSubgroup),
            _ => {
                debug_assert!(false, "bn254: unknown status {}", status);
                Err(Error::NotOnCurve)
            }
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bn254: {}", self.token())
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}

/// Gas schedule of a hard fork.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Revision {
    /// EIP-196/197: ecadd 500, ecmul 40000, ecpairing 100000 + 80000 k.
    Byzantium,
    /// EIP-1108 (Istanbul and later): ecadd 150, ecmul 6000,
    /// ecpairing 45000 + 34000 k.
    Istanbul,
}

impl Revision {
    fn raw(self) -> sys::bn254_revision {
        match self {
            Revision::Byzantium => sys::BN254_BYZANTIUM,
            Revision::Istanbul => sys::BN254_ISTANBUL,
        }
    }
}

/// ecadd (0x06, EIP-196): the sum of two G1 points, x || y.
pub fn ecadd(input: &[u8]) -> Result<[u8; 64], Error> {
    let mut out = [0u8; 64];
    // SAFETY: out has the 64 bytes the C function writes; it reads at most
    // input.len() bytes of input.
    let status = unsafe { sys::bn254_ecadd(out.as_mut_ptr(), input.as_ptr(), input.len()) };
    Error::check(status).map(|()| out)
}

/// ecmul (0x07, EIP-196): a G1 point times a 256-bit scalar, x || y.
pub fn ecmul(input: &[u8]) -> Result<[u8; 64], Error> {
    let mut out = [0u8; 64];
    // SAFETY: as in ecadd.
    let status = unsafe { sys::bn254_ecmul(out.as_mut_ptr(), input.as_ptr(), input.len()) };
    Error::check(status).map(|()| out)
}

/// ecpairing (0x08, EIP-197): the 32-byte word 1 if the product of the
/// pairings of the input pairs is 1 (also for the empty input), else 0.
pub fn ecpairing(input: &[u8]) -> Result<[u8; 32], Error> {
    let mut out = [0u8; 32];
    // SAFETY: out has the 32 bytes the C function writes.
    let status = unsafe { sys::bn254_ecpairing(out.as_mut_ptr(), input.as_ptr(), input.len()) };
    Error::check(status).map(|()| out)
}

/// [`ecpairing`] as a boolean: `Ok(true)` when the output word is 1.
pub fn ecpairing_check(input: &[u8]) -> Result<bool, Error> {
    ecpairing(input).map(|word| word[31] == 1)
}

/// Gas of one ecadd call: 500 (Byzantium) or 150 (Istanbul).
pub fn ecadd_gas(rev: Revision) -> u64 {
    // SAFETY: no pointers.
    unsafe { sys::bn254_ecadd_gas(rev.raw()) }
}

/// Gas of one ecmul call: 40000 (Byzantium) or 6000 (Istanbul).
pub fn ecmul_gas(rev: Revision) -> u64 {
    // SAFETY: no pointers.
    unsafe { sys::bn254_ecmul_gas(rev.raw()) }
}

/// Gas of one ecpairing call on `input_len` bytes: base + per-pair price
/// times `input_len / 192` (rounded down, also for a bad length), saturating.
pub fn ecpairing_gas(rev: Revision, input_len: usize) -> u64 {
    // SAFETY: no pointers.
    unsafe { sys::bn254_ecpairing_gas(rev.raw(), input_len) }
}

/// The field-arithmetic backend in use at run time: "x86_64", "x86_64-ifma" (with
/// the AVX-512 IFMA lanes), "x86_64-noadx", "aarch64", "c64", "c32" (for
/// benchmark reports).
pub fn backend() -> &'static str {
    // SAFETY: bn254_backend returns a NUL-terminated string in static storage.
    unsafe { static_c_str(sys::bn254_backend()) }
}

/// The static NUL-terminated ASCII string at `p` (core::ffi::CStr needs a
/// newer Rust than this crate's minimum, 1.63).
unsafe fn static_c_str(p: *const u8) -> &'static str {
    let mut n = 0;
    while *p.add(n) != 0 {
        n += 1;
    }
    let bytes = core::slice::from_raw_parts(p, n);
    core::str::from_utf8(bytes).unwrap_or("?")
}

/// `bn254_status_str` of a raw status (tests compare it with [`Error::token`]).
pub fn status_str(status: sys::bn254_status) -> &'static str {
    // SAFETY: bn254_status_str returns a NUL-terminated string in static storage.
    unsafe { static_c_str(sys::bn254_status_str(status)) }
}
