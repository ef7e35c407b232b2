// SPDX-License-Identifier: MIT
//! Solana's alt_bn128 syscalls with the API of the crate `solana-bn254`
//! 3.2.1 (the version Agave pins), on the bn254 C library
//! (`include/bn254_solana.h`): the same modules, function names and
//! signatures, constants and error types, and the same result for every
//! input, byte for byte (the differential test of `bindings/rust/solana-test`
//! runs both crates on a random and adversarial corpus). So a validator that
//! writes `use bn254_precompiles::solana as solana_bn254;` keeps its `solana_bn254::...`
//! paths:
//!
//! | solana-bn254 | here |
//! |---|---|
//! | `prelude::alt_bn128_g1_addition_be`, `_le`, `alt_bn128_g2_addition_*` | [`prelude`] |
//! | `prelude::alt_bn128_g1_multiplication_*`, `alt_bn128_g2_multiplication_*` | [`prelude`] |
//! | `prelude::alt_bn128_pairing_be`, `_le` | [`prelude`] |
//! | `versioned::alt_bn128_versioned_*` (the syscall's entry points) | [`versioned`] |
//! | `compression::prelude::alt_bn128_g1_compress_be`, ... | [`compression::prelude`] |
//! | `AltBn128Error`, `compression::prelude::AltBn128CompressionError` | [`AltBn128Error`], [`compression::AltBn128CompressionError`] |
//!
//! Differences: no arkworks types anywhere (solana-bn254 exposes none in
//! these functions either); [`PodG1`] and [`PodG2`] are plain byte wrappers
//! without bytemuck's `Pod` derive; the error types implement `Display` with
//! solana-bn254's messages and `std::error::Error` under the `std` feature
//! (solana-bn254 uses thiserror). Like solana-bn254 the module needs an
//! allocator (its functions return `Vec<u8>`): it is there with the `alloc`
//! feature (on by default through `std`).
//!
//! The subtraction op codes exist as constants only, as in solana-bn254:
//! neither crate has a subtraction function and Agave rejects those codes.
//! [`compute_units`] has the prices Agave charges.
//!
//! ```
//! use bn254_precompiles::solana::prelude::*;
//! // (1, 2) + (1, 2) = 2 (1, 2), big-endian, input zero-padded to 128 bytes
//! let mut p = [0u8; 64];
//! p[31] = 1;
//! p[63] = 2;
//! let sum = alt_bn128_g1_addition_be(&[p, p].concat()).unwrap();
//! let mut mul = p.to_vec();
//! mul.extend_from_slice(&[0u8; 31]);
//! mul.push(2);
//! assert_eq!(alt_bn128_g1_multiplication_be(&mul).unwrap(), sum);
//! // lengths are checked: an LE call takes exactly 128 bytes, a BE one at most 128
//! assert_eq!(alt_bn128_g1_addition_be(&[0u8; 129]), Err(AltBn128Error::InvalidInputData));
//! ```

use alloc::vec::Vec;
use core::fmt;

use crate::sys;

/// One call into the C library: `out` of N bytes, the status mapped by `map`.
fn call<const N: usize, E>(
    f: unsafe extern "C" fn(*mut u8, *const u8, usize, u32) -> sys::bn254_solana_status,
    input: &[u8],
    flags: u32,
    map: fn(sys::bn254_solana_status) -> E,
) -> Result<[u8; N], E> {
    let mut out = [0u8; N];
    // SAFETY: out has the N bytes the function writes (each caller passes the
    // function's output size); it reads at most input.len() bytes of input.
    let status = unsafe { f(out.as_mut_ptr(), input.as_ptr(), input.len(), flags) };
    if status == sys::BN254_SOLANA_OK {
        Ok(out)
    } else {
        Err(map(status))
    }
}

fn group_error(status: sys::bn254_solana_status) -> AltBn128Error {
    match status {
        sys::BN254_SOLANA_ERR_GROUP => AltBn128Error::GroupError,
        _ => AltBn128Error::InvalidInputData,
    }
}

fn flags(endianness: &versioned::Endianness) -> u32 {
    match endianness {
        versioned::Endianness::BE => sys::BN254_SOLANA_BE,
        versioned::Endianness::LE => sys::BN254_SOLANA_LE,
    }
}

mod consts {
    /// Size of the EC point field, in bytes.
    pub const ALT_BN128_FIELD_SIZE: usize = 32;
    /// Size of the extension field element (Fq2), in bytes.
    pub const ALT_BN128_FQ2_SIZE: usize = ALT_BN128_FIELD_SIZE * 2;
    /// Size of a G1 point, x || y.
    pub const ALT_BN128_G1_POINT_SIZE: usize = ALT_BN128_FIELD_SIZE * 2;
    #[deprecated(since = "3.1.0", note = "Please use `ALT_BN128_G1_POINT_SIZE` instead")]
    pub const ALT_BN128_POINT_SIZE: usize = ALT_BN128_G1_POINT_SIZE;
    /// Size of a G2 point, two Fq2 elements.
    pub const ALT_BN128_G2_POINT_SIZE: usize = ALT_BN128_FQ2_SIZE * 2;
}
pub use consts::*;

/// Little-endian bit of the syscall op codes.
const LE_FLAG: u64 = 0x80;

mod ops {
    use super::consts::*;
    use super::LE_FLAG;

    pub const ALT_BN128_G1_ADDITION_INPUT_SIZE: usize = ALT_BN128_G1_POINT_SIZE * 2; // 128
    pub const ALT_BN128_G2_ADDITION_INPUT_SIZE: usize = ALT_BN128_G2_POINT_SIZE * 2; // 256
    #[deprecated(
        since = "3.2.0",
        note = "Please use `ALT_BN128_G1_ADDITION_INPUT_SIZE` instead"
    )]
    pub const ALT_BN128_ADDITION_INPUT_SIZE: usize = ALT_BN128_G1_ADDITION_INPUT_SIZE;
    #[deprecated(since = "3.2.0", note = "Please use `ALT_BN128_G1_POINT_SIZE` instead")]
    pub const ALT_BN128_ADDITION_OUTPUT_SIZE: usize = ALT_BN128_G1_POINT_SIZE;
    #[deprecated(
        since = "3.1.0",
        note = "Please use `ALT_BN128_G1_ADDITION_INPUT_SIZE` instead"
    )]
    pub const ALT_BN128_ADDITION_INPUT_LEN: usize = ALT_BN128_G1_ADDITION_INPUT_SIZE;
    #[deprecated(since = "3.1.0", note = "Please use `ALT_BN128_G1_POINT_SIZE` instead")]
    pub const ALT_BN128_ADDITION_OUTPUT_LEN: usize = ALT_BN128_G1_POINT_SIZE;

    pub const ALT_BN128_G1_ADD_BE: u64 = 0;
    pub const ALT_BN128_G1_SUB_BE: u64 = 1;
    #[deprecated(since = "3.1.0", note = "Please use `ALT_BN128_G1_ADD_BE` instead")]
    pub const ALT_BN128_ADD: u64 = ALT_BN128_G1_ADD_BE;
    #[deprecated(since = "3.1.0", note = "Please use `ALT_BN128_G1_SUB_BE` instead")]
    pub const ALT_BN128_SUB: u64 = ALT_BN128_G1_SUB_BE;
    pub const ALT_BN128_G2_ADD_BE: u64 = 4;
    pub const ALT_BN128_G2_SUB_BE: u64 = 5;
    pub const ALT_BN128_G1_ADD_LE: u64 = ALT_BN128_G1_ADD_BE | LE_FLAG;
    pub const ALT_BN128_G1_SUB_LE: u64 = ALT_BN128_G1_SUB_BE | LE_FLAG;
    pub const ALT_BN128_G2_ADD_LE: u64 = ALT_BN128_G2_ADD_BE | LE_FLAG;
    pub const ALT_BN128_G2_SUB_LE: u64 = ALT_BN128_G2_SUB_BE | LE_FLAG;

    pub const ALT_BN128_G1_MULTIPLICATION_INPUT_SIZE: usize =
        ALT_BN128_G1_POINT_SIZE + ALT_BN128_FIELD_SIZE; // 96
    pub const ALT_BN128_G2_MULTIPLICATION_INPUT_SIZE: usize =
        ALT_BN128_G2_POINT_SIZE + ALT_BN128_FIELD_SIZE; // 160
    #[deprecated(
        since = "3.2.0",
        note = "Please use `ALT_BN128_G1_MULTIPLICATION_INPUT_SIZE` instead"
    )]
    pub const ALT_BN128_MULTIPLICATION_INPUT_SIZE: usize = ALT_BN128_G1_MULTIPLICATION_INPUT_SIZE;
    #[deprecated(since = "3.2.0", note = "Please use `ALT_BN128_G1_POINT_SIZE` instead")]
    pub const ALT_BN128_MULTIPLICATION_OUTPUT_SIZE: usize = ALT_BN128_G1_POINT_SIZE;
    #[deprecated(
        since = "3.1.0",
        note = "Please use `ALT_BN128_G1_MULTIPLICATION_INPUT_SIZE` instead"
    )]
    pub const ALT_BN128_MULTIPLICATION_INPUT_LEN: usize = ALT_BN128_G1_MULTIPLICATION_INPUT_SIZE;
    #[deprecated(since = "3.1.0", note = "Please use `ALT_BN128_G1_POINT_SIZE` instead")]
    pub const ALT_BN128_MULTIPLICATION_OUTPUT_LEN: usize = ALT_BN128_G1_POINT_SIZE;
    pub const ALT_BN128_G1_MUL_BE: u64 = 2;
    #[deprecated(since = "3.1.0", note = "Please use `ALT_BN128_G1_MUL_BE` instead")]
    pub const ALT_BN128_MUL: u64 = ALT_BN128_G1_MUL_BE;
    pub const ALT_BN128_G2_MUL_BE: u64 = 6;
    pub const ALT_BN128_G1_MUL_LE: u64 = ALT_BN128_G1_MUL_BE | LE_FLAG;
    pub const ALT_BN128_G2_MUL_LE: u64 = ALT_BN128_G2_MUL_BE | LE_FLAG;

    pub const ALT_BN128_PAIRING_ELEMENT_SIZE: usize =
        ALT_BN128_G1_POINT_SIZE + ALT_BN128_G2_POINT_SIZE; // 192
    pub const ALT_BN128_PAIRING_OUTPUT_SIZE: usize = 32;
    #[deprecated(
        since = "3.1.0",
        note = "Please use `ALT_BN128_PAIRING_ELEMENT_SIZE` instead"
    )]
    pub const ALT_BN128_PAIRING_ELEMENT_LEN: usize = ALT_BN128_PAIRING_ELEMENT_SIZE;
    #[deprecated(
        since = "3.1.0",
        note = "Please use `ALT_BN128_PAIRING_OUTPUT_SIZE` instead"
    )]
    pub const ALT_BN128_PAIRING_OUTPUT_LEN: usize = ALT_BN128_PAIRING_OUTPUT_SIZE;
    pub const ALT_BN128_PAIRING_BE: u64 = 3;
    #[deprecated(since = "3.1.0", note = "Please use `ALT_BN128_PAIRING_BE` instead")]
    pub const ALT_BN128_PAIRING: u64 = ALT_BN128_PAIRING_BE;
    pub const ALT_BN128_PAIRING_LE: u64 = ALT_BN128_PAIRING_BE | LE_FLAG;
}

/// solana-bn254's error of the group operations and the pairing, with its
/// `u64` codes. This crate returns `InvalidInputData` and `GroupError` only,
/// where solana-bn254 does (the others are unreachable in both).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AltBn128Error {
    InvalidInputData,
    GroupError,
    SliceOutOfBounds,
    UnexpectedError,
    TryIntoVecError(Vec<u8>),
    ProjectiveToG1Failed,
}

impl fmt::Display for AltBn128Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AltBn128Error::InvalidInputData => write!(f, "The input data is invalid"),
            AltBn128Error::GroupError => write!(f, "Invalid group data"),
            AltBn128Error::SliceOutOfBounds => {
                write!(f, "Slice data is going out of input data bounds")
            }
            AltBn128Error::UnexpectedError => write!(f, "Unexpected error"),
            AltBn128Error::TryIntoVecError(v) => {
                write!(f, "Failed to convert a byte slice into a vector {:?}", v)
            }
            AltBn128Error::ProjectiveToG1Failed => {
                write!(f, "Failed to convert projective to affine g1")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for AltBn128Error {}

impl From<u64> for AltBn128Error {
    fn from(v: u64) -> AltBn128Error {
        match v {
            1 => AltBn128Error::InvalidInputData,
            2 => AltBn128Error::GroupError,
            3 => AltBn128Error::SliceOutOfBounds,
            4 => AltBn128Error::TryIntoVecError(Vec::new()),
            5 => AltBn128Error::ProjectiveToG1Failed,
            _ => AltBn128Error::UnexpectedError,
        }
    }
}

impl From<AltBn128Error> for u64 {
    fn from(v: AltBn128Error) -> u64 {
        match v {
            AltBn128Error::InvalidInputData => 1,
            AltBn128Error::GroupError => 2,
            AltBn128Error::SliceOutOfBounds => 3,
            AltBn128Error::TryIntoVecError(_) => 4,
            AltBn128Error::ProjectiveToG1Failed => 5,
            AltBn128Error::UnexpectedError => 6,
        }
    }
}

/// A G1 point as 64 bytes (solana-bn254's `PodG1`, without the bytemuck derive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(transparent)]
pub struct PodG1(pub [u8; ALT_BN128_G1_POINT_SIZE]);

/// A G2 point as 128 bytes (solana-bn254's `PodG2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(transparent)]
pub struct PodG2(pub [u8; ALT_BN128_G2_POINT_SIZE]);

/// The syscall implementations by version, as Agave calls them.
pub mod versioned {
    pub use super::consts::*;
    #[allow(deprecated)]
    pub use super::ops::{
        ALT_BN128_ADD, ALT_BN128_ADDITION_INPUT_LEN, ALT_BN128_ADDITION_INPUT_SIZE,
        ALT_BN128_ADDITION_OUTPUT_LEN, ALT_BN128_ADDITION_OUTPUT_SIZE, ALT_BN128_MUL,
        ALT_BN128_MULTIPLICATION_INPUT_LEN, ALT_BN128_MULTIPLICATION_INPUT_SIZE,
        ALT_BN128_MULTIPLICATION_OUTPUT_LEN, ALT_BN128_MULTIPLICATION_OUTPUT_SIZE,
        ALT_BN128_PAIRING, ALT_BN128_PAIRING_ELEMENT_LEN, ALT_BN128_PAIRING_OUTPUT_LEN,
        ALT_BN128_SUB,
    };
    pub use super::ops::{
        ALT_BN128_G1_ADDITION_INPUT_SIZE, ALT_BN128_G1_ADD_BE, ALT_BN128_G1_ADD_LE,
        ALT_BN128_G1_MULTIPLICATION_INPUT_SIZE, ALT_BN128_G1_MUL_BE, ALT_BN128_G1_MUL_LE,
        ALT_BN128_G1_SUB_BE, ALT_BN128_G1_SUB_LE, ALT_BN128_G2_ADDITION_INPUT_SIZE,
        ALT_BN128_G2_ADD_BE, ALT_BN128_G2_ADD_LE, ALT_BN128_G2_MULTIPLICATION_INPUT_SIZE,
        ALT_BN128_G2_MUL_BE, ALT_BN128_G2_MUL_LE, ALT_BN128_G2_SUB_BE, ALT_BN128_G2_SUB_LE,
        ALT_BN128_PAIRING_BE, ALT_BN128_PAIRING_ELEMENT_SIZE, ALT_BN128_PAIRING_LE,
        ALT_BN128_PAIRING_OUTPUT_SIZE,
    };
    use super::*;

    /// Byte order of a call.
    pub enum Endianness {
        BE,
        LE,
    }

    /// Versions of the G1 addition syscall.
    pub enum VersionedG1Addition {
        V0,
    }
    /// Versions of the G2 addition syscall.
    pub enum VersionedG2Addition {
        V0,
    }
    /// Versions of the G1 multiplication syscall: V0 takes up to 128 bytes
    /// (BE; exactly 128 LE) and ignores bytes 96..128, V1 up to 96.
    pub enum VersionedG1Multiplication {
        V0,
        V1,
    }
    /// Versions of the G2 multiplication syscall.
    pub enum VersionedG2Multiplication {
        V0,
    }
    /// Versions of the pairing syscall: V0 takes any length and ignores a
    /// trailing partial pair, V1 needs a multiple of 192.
    pub enum VersionedPairing {
        V0,
        V1,
    }

    pub fn alt_bn128_versioned_g1_addition(
        _version: VersionedG1Addition,
        input: &[u8],
        endianness: Endianness,
    ) -> Result<Vec<u8>, AltBn128Error> {
        call::<64, _>(
            sys::bn254_solana_g1_add,
            input,
            flags(&endianness),
            group_error,
        )
        .map(|o| o.to_vec())
    }

    pub fn alt_bn128_versioned_g2_addition(
        _version: VersionedG2Addition,
        input: &[u8],
        endianness: Endianness,
    ) -> Result<Vec<u8>, AltBn128Error> {
        call::<128, _>(
            sys::bn254_solana_g2_add,
            input,
            flags(&endianness),
            group_error,
        )
        .map(|o| o.to_vec())
    }

    pub fn alt_bn128_versioned_g1_multiplication(
        version: VersionedG1Multiplication,
        input: &[u8],
        endianness: Endianness,
    ) -> Result<Vec<u8>, AltBn128Error> {
        let v = match version {
            VersionedG1Multiplication::V0 => sys::BN254_SOLANA_V0,
            VersionedG1Multiplication::V1 => 0,
        };
        call::<64, _>(
            sys::bn254_solana_g1_mul,
            input,
            flags(&endianness) | v,
            group_error,
        )
        .map(|o| o.to_vec())
    }

    pub fn alt_bn128_versioned_g2_multiplication(
        _version: VersionedG2Multiplication,
        input: &[u8],
        endianness: Endianness,
    ) -> Result<Vec<u8>, AltBn128Error> {
        call::<128, _>(
            sys::bn254_solana_g2_mul,
            input,
            flags(&endianness),
            group_error,
        )
        .map(|o| o.to_vec())
    }

    pub fn alt_bn128_versioned_pairing(
        version: VersionedPairing,
        input: &[u8],
        endianness: Endianness,
    ) -> Result<Vec<u8>, AltBn128Error> {
        let v = match version {
            VersionedPairing::V0 => sys::BN254_SOLANA_V0,
            VersionedPairing::V1 => 0,
        };
        call::<32, _>(
            sys::bn254_solana_pairing,
            input,
            flags(&endianness) | v,
            group_error,
        )
        .map(|o| o.to_vec())
    }
}

/// What Solana programs and other downstream code use.
pub mod prelude {
    pub use super::consts::*;
    #[allow(deprecated)]
    pub use super::ops::{
        ALT_BN128_ADD, ALT_BN128_ADDITION_INPUT_LEN, ALT_BN128_ADDITION_INPUT_SIZE,
        ALT_BN128_ADDITION_OUTPUT_LEN, ALT_BN128_ADDITION_OUTPUT_SIZE, ALT_BN128_MUL,
        ALT_BN128_MULTIPLICATION_INPUT_LEN, ALT_BN128_MULTIPLICATION_INPUT_SIZE,
        ALT_BN128_MULTIPLICATION_OUTPUT_LEN, ALT_BN128_MULTIPLICATION_OUTPUT_SIZE,
        ALT_BN128_PAIRING, ALT_BN128_PAIRING_ELEMENT_LEN, ALT_BN128_PAIRING_OUTPUT_LEN,
        ALT_BN128_SUB,
    };
    pub use super::ops::{
        ALT_BN128_G1_ADDITION_INPUT_SIZE, ALT_BN128_G1_ADD_BE, ALT_BN128_G1_ADD_LE,
        ALT_BN128_G1_MULTIPLICATION_INPUT_SIZE, ALT_BN128_G1_MUL_BE, ALT_BN128_G1_MUL_LE,
        ALT_BN128_G1_SUB_BE, ALT_BN128_G1_SUB_LE, ALT_BN128_G2_ADDITION_INPUT_SIZE,
        ALT_BN128_G2_ADD_BE, ALT_BN128_G2_ADD_LE, ALT_BN128_G2_MULTIPLICATION_INPUT_SIZE,
        ALT_BN128_G2_MUL_BE, ALT_BN128_G2_MUL_LE, ALT_BN128_G2_SUB_BE, ALT_BN128_G2_SUB_LE,
        ALT_BN128_PAIRING_BE, ALT_BN128_PAIRING_ELEMENT_SIZE, ALT_BN128_PAIRING_LE,
        ALT_BN128_PAIRING_OUTPUT_SIZE,
    };
    use super::versioned::*;
    pub use super::AltBn128Error;
    use super::*;

    #[inline(always)]
    pub fn alt_bn128_g1_addition_be(input: &[u8]) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_g1_addition(VersionedG1Addition::V0, input, Endianness::BE)
    }

    #[deprecated(
        since = "3.1.0",
        note = "Please use `alt_bn128_g1_addition_be` instead"
    )]
    #[inline(always)]
    pub fn alt_bn128_addition(input: &[u8]) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_g1_addition_be(input)
    }

    #[inline(always)]
    pub fn alt_bn128_g1_addition_le(
        input: &[u8; ALT_BN128_G1_ADDITION_INPUT_SIZE],
    ) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_g1_addition(VersionedG1Addition::V0, input, Endianness::LE)
    }

    #[inline(always)]
    pub fn alt_bn128_g2_addition_be(
        input: &[u8; ALT_BN128_G2_ADDITION_INPUT_SIZE],
    ) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_g2_addition(VersionedG2Addition::V0, input, Endianness::BE)
    }

    #[inline(always)]
    pub fn alt_bn128_g2_addition_le(
        input: &[u8; ALT_BN128_G2_ADDITION_INPUT_SIZE],
    ) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_g2_addition(VersionedG2Addition::V0, input, Endianness::LE)
    }

    #[inline(always)]
    pub fn alt_bn128_g1_multiplication_be(input: &[u8]) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_g1_multiplication(VersionedG1Multiplication::V1, input, Endianness::BE)
    }

    #[deprecated(
        since = "3.1.0",
        note = "Please use `alt_bn128_g1_multiplication_be` instead"
    )]
    #[inline(always)]
    pub fn alt_bn128_multiplication(input: &[u8]) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_g1_multiplication_be(input)
    }

    #[deprecated(
        since = "3.1.0",
        note = "Please use `alt_bn128_g1_multiplication_be` instead"
    )]
    #[inline(always)]
    pub fn alt_bn128_multiplication_128(input: &[u8]) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_g1_multiplication(VersionedG1Multiplication::V0, input, Endianness::BE)
    }

    #[inline(always)]
    pub fn alt_bn128_g1_multiplication_le(
        input: &[u8; ALT_BN128_G1_MULTIPLICATION_INPUT_SIZE],
    ) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_g1_multiplication(VersionedG1Multiplication::V1, input, Endianness::LE)
    }

    #[inline(always)]
    pub fn alt_bn128_g2_multiplication_be(
        input: &[u8; ALT_BN128_G2_MULTIPLICATION_INPUT_SIZE],
    ) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_g2_multiplication(VersionedG2Multiplication::V0, input, Endianness::BE)
    }

    #[inline(always)]
    pub fn alt_bn128_g2_multiplication_le(
        input: &[u8; ALT_BN128_G2_MULTIPLICATION_INPUT_SIZE],
    ) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_g2_multiplication(VersionedG2Multiplication::V0, input, Endianness::LE)
    }

    #[inline(always)]
    pub fn alt_bn128_pairing_be(input: &[u8]) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_pairing(VersionedPairing::V1, input, Endianness::BE)
    }

    /// The version-0 length rule (any length, a trailing partial pair ignored).
    #[deprecated(since = "3.1.0", note = "Please use `alt_bn128_pairing_be` instead")]
    #[inline(always)]
    pub fn alt_bn128_pairing(input: &[u8]) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_pairing(VersionedPairing::V0, input, Endianness::BE)
    }

    #[inline(always)]
    pub fn alt_bn128_pairing_le(input: &[u8]) -> Result<Vec<u8>, AltBn128Error> {
        alt_bn128_versioned_pairing(VersionedPairing::V1, input, Endianness::LE)
    }
}

/// G1 and G2 compression (the `sol_alt_bn128_compression` syscall).
pub mod compression {
    use super::*;

    /// Everything of solana-bn254's `compression::prelude`.
    pub mod prelude {
        pub use super::alt_bn128_compression_size::*;
        pub use super::consts::*;
        pub use super::target_arch::*;
        pub use super::AltBn128CompressionError;
    }

    mod consts {
        use super::super::LE_FLAG;
        pub const ALT_BN128_G1_COMPRESS_BE: u64 = 0;
        pub const ALT_BN128_G1_DECOMPRESS_BE: u64 = 1;
        pub const ALT_BN128_G2_COMPRESS_BE: u64 = 2;
        pub const ALT_BN128_G2_DECOMPRESS_BE: u64 = 3;
        #[deprecated(
            since = "3.1.0",
            note = "Please use `ALT_BN128_G1_COMPRESS_BE` instead"
        )]
        pub const ALT_BN128_G1_COMPRESS: u64 = ALT_BN128_G1_COMPRESS_BE;
        #[deprecated(
            since = "3.1.0",
            note = "Please use `ALT_BN128_G1_DECOMPRESS_BE` instead"
        )]
        pub const ALT_BN128_G1_DECOMPRESS: u64 = ALT_BN128_G1_DECOMPRESS_BE;
        #[deprecated(
            since = "3.1.0",
            note = "Please use `ALT_BN128_G2_COMPRESS_BE` instead"
        )]
        pub const ALT_BN128_G2_COMPRESS: u64 = ALT_BN128_G2_COMPRESS_BE;
        #[deprecated(
            since = "3.1.0",
            note = "Please use `ALT_BN128_G2_DECOMPRESS_BE` instead"
        )]
        pub const ALT_BN128_G2_DECOMPRESS: u64 = ALT_BN128_G2_DECOMPRESS_BE;
        pub const ALT_BN128_G1_COMPRESS_LE: u64 = ALT_BN128_G1_COMPRESS_BE | LE_FLAG;
        pub const ALT_BN128_G1_DECOMPRESS_LE: u64 = ALT_BN128_G1_DECOMPRESS_BE | LE_FLAG;
        pub const ALT_BN128_G2_COMPRESS_LE: u64 = ALT_BN128_G2_COMPRESS_BE | LE_FLAG;
        pub const ALT_BN128_G2_DECOMPRESS_LE: u64 = ALT_BN128_G2_DECOMPRESS_BE | LE_FLAG;
    }

    mod alt_bn128_compression_size {
        use super::super::consts::{ALT_BN128_G1_POINT_SIZE, ALT_BN128_G2_POINT_SIZE};
        #[deprecated(since = "3.1.0", note = "Please use `ALT_BN128_G1_POINT_SIZE` instead")]
        pub const G1: usize = ALT_BN128_G1_POINT_SIZE;
        #[deprecated(since = "3.1.0", note = "Please use `ALT_BN128_G2_POINT_SIZE` instead")]
        pub const G2: usize = ALT_BN128_G2_POINT_SIZE;
        pub const ALT_BN128_G1_COMPRESSED_POINT_SIZE: usize = ALT_BN128_G1_POINT_SIZE / 2; // 32
        #[deprecated(
            since = "3.1.0",
            note = "Please use `ALT_BN128_G1_COMPRESSED_POINT_SIZE` instead"
        )]
        pub const G1_COMPRESSED: usize = ALT_BN128_G1_COMPRESSED_POINT_SIZE;
        pub const ALT_BN128_G2_COMPRESSED_POINT_SIZE: usize = ALT_BN128_G2_POINT_SIZE / 2; // 64
        #[deprecated(
            since = "3.1.0",
            note = "Please use `ALT_BN128_G2_COMPRESSED_POINT_SIZE` instead"
        )]
        pub const G2_COMPRESSED: usize = ALT_BN128_G2_COMPRESSED_POINT_SIZE;
    }

    /// solana-bn254's error of compression and decompression, with its `u64`
    /// codes.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum AltBn128CompressionError {
        UnexpectedError,
        G1DecompressionFailed,
        G2DecompressionFailed,
        G1CompressionFailed,
        G2CompressionFailed,
        InvalidInputSize,
    }

    impl fmt::Display for AltBn128CompressionError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(match self {
                AltBn128CompressionError::UnexpectedError => "Unexpected error",
                AltBn128CompressionError::G1DecompressionFailed => "Failed to decompress g1",
                AltBn128CompressionError::G2DecompressionFailed => "Failed to decompress g2",
                AltBn128CompressionError::G1CompressionFailed => "Failed to compress affine g1",
                AltBn128CompressionError::G2CompressionFailed => "Failed to compress affine g2",
                AltBn128CompressionError::InvalidInputSize => "Invalid input size",
            })
        }
    }

    #[cfg(feature = "std")]
    impl std::error::Error for AltBn128CompressionError {}

    impl From<u64> for AltBn128CompressionError {
        fn from(v: u64) -> AltBn128CompressionError {
            match v {
                1 => AltBn128CompressionError::G1DecompressionFailed,
                2 => AltBn128CompressionError::G2DecompressionFailed,
                3 => AltBn128CompressionError::G1CompressionFailed,
                4 => AltBn128CompressionError::G2CompressionFailed,
                5 => AltBn128CompressionError::InvalidInputSize,
                _ => AltBn128CompressionError::UnexpectedError,
            }
        }
    }

    impl From<AltBn128CompressionError> for u64 {
        fn from(v: AltBn128CompressionError) -> u64 {
            match v {
                AltBn128CompressionError::G1DecompressionFailed => 1,
                AltBn128CompressionError::G2DecompressionFailed => 2,
                AltBn128CompressionError::G1CompressionFailed => 3,
                AltBn128CompressionError::G2CompressionFailed => 4,
                AltBn128CompressionError::InvalidInputSize => 5,
                AltBn128CompressionError::UnexpectedError => 6,
            }
        }
    }

    fn compression_error(status: sys::bn254_solana_status) -> AltBn128CompressionError {
        match status {
            sys::BN254_SOLANA_ERR_G1_DECOMPRESS => AltBn128CompressionError::G1DecompressionFailed,
            sys::BN254_SOLANA_ERR_G2_DECOMPRESS => AltBn128CompressionError::G2DecompressionFailed,
            sys::BN254_SOLANA_ERR_G1_COMPRESS => AltBn128CompressionError::G1CompressionFailed,
            sys::BN254_SOLANA_ERR_G2_COMPRESS => AltBn128CompressionError::G2CompressionFailed,
            sys::BN254_SOLANA_ERR_INVALID_INPUT_SIZE => AltBn128CompressionError::InvalidInputSize,
            _ => AltBn128CompressionError::UnexpectedError,
        }
    }

    mod target_arch {
        use super::super::consts::{ALT_BN128_G1_POINT_SIZE, ALT_BN128_G2_POINT_SIZE};
        use super::alt_bn128_compression_size::*;
        use super::{call, compression_error, sys, AltBn128CompressionError};

        /// Reverses each `CHUNK_SIZE`-byte chunk of `bytes`: BE <-> LE for
        /// points (`<32, 64>` G1, `<64, 128>` G2) and scalars (`<32, 32>`).
        pub fn convert_endianness<const CHUNK_SIZE: usize, const ARRAY_SIZE: usize>(
            bytes: &[u8; ARRAY_SIZE],
        ) -> [u8; ARRAY_SIZE] {
            let mut out = *bytes;
            for chunk in out.chunks_exact_mut(CHUNK_SIZE) {
                chunk.reverse();
            }
            out
        }

        macro_rules! compression_fns {
            ($(#[$m:meta])* $name:ident, $f:ident, $n:expr, $flags:expr) => {
                $(#[$m])*
                #[inline(always)]
                pub fn $name(input: &[u8]) -> Result<[u8; $n], AltBn128CompressionError> {
                    call::<{ $n }, _>(sys::$f, input, $flags, compression_error)
                }
            };
        }

        compression_fns!(
            alt_bn128_g1_compress_be,
            bn254_solana_g1_compress,
            ALT_BN128_G1_COMPRESSED_POINT_SIZE,
            sys::BN254_SOLANA_BE
        );
        compression_fns!(
            alt_bn128_g1_compress_le,
            bn254_solana_g1_compress,
            ALT_BN128_G1_COMPRESSED_POINT_SIZE,
            sys::BN254_SOLANA_LE
        );
        compression_fns!(
            alt_bn128_g1_decompress_be,
            bn254_solana_g1_decompress,
            ALT_BN128_G1_POINT_SIZE,
            sys::BN254_SOLANA_BE
        );
        compression_fns!(
            alt_bn128_g1_decompress_le,
            bn254_solana_g1_decompress,
            ALT_BN128_G1_POINT_SIZE,
            sys::BN254_SOLANA_LE
        );
        compression_fns!(
            alt_bn128_g2_compress_be,
            bn254_solana_g2_compress,
            ALT_BN128_G2_COMPRESSED_POINT_SIZE,
            sys::BN254_SOLANA_BE
        );
        compression_fns!(
            alt_bn128_g2_compress_le,
            bn254_solana_g2_compress,
            ALT_BN128_G2_COMPRESSED_POINT_SIZE,
            sys::BN254_SOLANA_LE
        );
        compression_fns!(
            alt_bn128_g2_decompress_be,
            bn254_solana_g2_decompress,
            ALT_BN128_G2_POINT_SIZE,
            sys::BN254_SOLANA_BE
        );
        compression_fns!(
            alt_bn128_g2_decompress_le,
            bn254_solana_g2_decompress,
            ALT_BN128_G2_POINT_SIZE,
            sys::BN254_SOLANA_LE
        );
        compression_fns!(
            #[deprecated(
                since = "3.2.0",
                note = "Please use `alt_bn128_g1_compress_be` instead"
            )]
            alt_bn128_g1_compress,
            bn254_solana_g1_compress,
            ALT_BN128_G1_COMPRESSED_POINT_SIZE,
            sys::BN254_SOLANA_BE
        );
        compression_fns!(
            #[deprecated(
                since = "3.2.0",
                note = "Please use `alt_bn128_g1_decompress_be` instead"
            )]
            alt_bn128_g1_decompress,
            bn254_solana_g1_decompress,
            ALT_BN128_G1_POINT_SIZE,
            sys::BN254_SOLANA_BE
        );
        compression_fns!(
            #[deprecated(
                since = "3.2.0",
                note = "Please use `alt_bn128_g2_compress_be` instead"
            )]
            alt_bn128_g2_compress,
            bn254_solana_g2_compress,
            ALT_BN128_G2_COMPRESSED_POINT_SIZE,
            sys::BN254_SOLANA_BE
        );
        compression_fns!(
            #[deprecated(
                since = "3.2.0",
                note = "Please use `alt_bn128_g2_decompress_be` instead"
            )]
            alt_bn128_g2_decompress,
            bn254_solana_g2_decompress,
            ALT_BN128_G2_POINT_SIZE,
            sys::BN254_SOLANA_BE
        );
    }
}

/// Compute units Agave charges per syscall (not part of solana-bn254).
pub mod compute_units {
    use crate::sys;

    /// `sol_alt_bn128_group_op` with `op` on `input_len` bytes; 0 for an op
    /// Agave rejects (the subtraction codes, unknown codes).
    pub fn group_op(op: u64, input_len: usize) -> u64 {
        // SAFETY: no pointers.
        unsafe { sys::bn254_solana_group_op_cu(op, input_len) }
    }

    /// `sol_alt_bn128_compression` with `op`; 0 for an unknown op.
    pub fn compression(op: u64) -> u64 {
        // SAFETY: no pointers.
        unsafe { sys::bn254_solana_compression_cu(op) }
    }
}
