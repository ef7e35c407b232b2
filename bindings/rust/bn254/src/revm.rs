// SPDX-License-Identifier: MIT
//! The three BN254 backend functions in the shape revm calls them: revm's
//! precompile crate pads the call input itself, splits it into points, and
//! asks its `Crypto` provider (`bn254_g1_add`, `bn254_g1_mul`,
//! `bn254_pairing_check`; installed once with `install_crypto`) for the
//! result. These functions are such a provider's bodies: they join the
//! pieces back into the precompile's input layout and make one C call.
//!
//! Errors keep revm's distinction (the names of its `PrecompileHalt`
//! variants): a coordinate >= p is [`RevmError::Bn254FieldPointNotAMember`];
//! an off-curve point, or a G2 point outside the subgroup, is
//! [`RevmError::Bn254AffineGFailedToCreate`]. Points are checked in input
//! order, the field check of a point's words before its curve check, so the
//! first faulty point decides, as in revm's own backends.
//!
//! revm passes slices of exactly 64 (G1), 32 (scalar) and 128 (G2) bytes.
//! Other lengths do not panic: a slice is read as if zero-padded or
//! truncated to its size, the EVM's rule for the whole input.

use core::fmt;

#[cfg(feature = "alloc")]
use crate::PAIR_LEN;
use crate::{Error, ECADD_INPUT_LEN, ECMUL_INPUT_LEN};

const G1_LEN: usize = 64;
#[cfg(feature = "alloc")]
const G2_LEN: usize = 128;
const SCALAR_LEN: usize = 32;

/// revm's BN254 failure kinds, named as its `PrecompileHalt` variants so a
/// provider maps them with one `match`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RevmError {
    /// A coordinate word is not below the field modulus p.
    Bn254FieldPointNotAMember,
    /// A point is not on its curve, or a G2 point is not in the subgroup.
    Bn254AffineGFailedToCreate,
    /// The pairing input length is not a multiple of 192. revm checks this
    /// before calling its provider, so the functions here never return it;
    /// it completes the mapping from [`Error`].
    Bn254PairLength,
}

impl From<Error> for RevmError {
    fn from(e: Error) -> Self {
        match e {
            Error::NotInField => RevmError::Bn254FieldPointNotAMember,
            Error::NotOnCurve | Error::NotInSubgroup => RevmError::Bn254AffineGFailedToCreate,
            Error::InputLength => RevmError::Bn254PairLength,
        }
    }
}

impl fmt::Display for RevmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RevmError::Bn254FieldPointNotAMember => "bn254: field point not a member",
            RevmError::Bn254AffineGFailedToCreate => "bn254: affine point failed to create",
            RevmError::Bn254PairLength => "bn254: invalid pair length",
        })
    }
}

#[cfg(feature = "std")]
impl std::error::Error for RevmError {}

/// Copies `src` into `dst`, truncated or zero-padded to `dst.len()` (`dst`
/// starts zeroed).
fn put(dst: &mut [u8], src: &[u8]) {
    let n = src.len().min(dst.len());
    dst[..n].copy_from_slice(&src[..n]);
}

/// G1 addition (ecadd, 0x06) of two 64-byte points.
pub fn g1_point_add(p1: &[u8], p2: &[u8]) -> Result<[u8; 64], RevmError> {
    let mut input = [0u8; ECADD_INPUT_LEN];
    put(&mut input[..G1_LEN], p1);
    put(&mut input[G1_LEN..], p2);
    crate::ecadd(&input).map_err(RevmError::from)
}

/// G1 scalar multiplication (ecmul, 0x07) of a 64-byte point by a 32-byte
/// big-endian scalar (any 256-bit value).
pub fn g1_point_mul(point: &[u8], scalar: &[u8]) -> Result<[u8; 64], RevmError> {
    let mut input = [0u8; ECMUL_INPUT_LEN];
    put(&mut input[..G1_LEN], point);
    put(&mut input[G1_LEN..G1_LEN + SCALAR_LEN], scalar);
    crate::ecmul(&input).map_err(RevmError::from)
}

/// Pairing check (ecpairing, 0x08) of (64-byte G1, 128-byte G2) pairs: true
/// if the product of the pairings is 1, also for no pairs.
#[cfg(feature = "alloc")]
pub fn pairing_check(pairs: &[(&[u8], &[u8])]) -> Result<bool, RevmError> {
    pairing_check_cached(pairs, None)
}

/// [`pairing_check`] with a cache of prepared G2 points (`None`: none; a
/// provider would pass [`crate::shared_g2_cache`]): the same result for
/// every input.
#[cfg(feature = "alloc")]
pub fn pairing_check_cached(
    pairs: &[(&[u8], &[u8])],
    cache: Option<&crate::G2Cache>,
) -> Result<bool, RevmError> {
    let mut input = alloc::vec![0u8; pairs.len() * PAIR_LEN];
    for (chunk, (g1, g2)) in input.chunks_exact_mut(PAIR_LEN).zip(pairs) {
        put(&mut chunk[..G1_LEN], g1);
        put(&mut chunk[G1_LEN..G1_LEN + G2_LEN], g2);
    }
    crate::ecpairing_check_cached(&input, cache).map_err(RevmError::from)
}
