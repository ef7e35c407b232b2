// SPDX-License-Identifier: MIT
//! Our library as revm's BN254 crypto provider: revm-precompile's `Crypto`
//! trait (interface.rs in revm-precompile 43) has one method per primitive
//! with revm's own backends as defaults; a provider overrides the three BN254
//! methods and is installed once per process with `revm::install_crypto`.
//! revm pads the call input and splits it into points before calling the
//! provider (bn254.rs: run_add, run_mul, run_pair); `bn254_precompiles::revm` has bodies
//! of that shape. The counter lets a test prove that revm really called us.
//!
//! This is what a revm user writes:
//!
//! ```no_run
//! assert!(revm::install_crypto(bn254_revm_test::provider::Bn254C));
//! ```

use std::sync::atomic::{AtomicU64, Ordering};

use bn254_precompiles::revm::{
    g1_point_add, g1_point_mul, pairing_check, pairing_check_cached, RevmError,
};
use revm::precompile::{Crypto, PrecompileHalt};

/// Calls of the three methods of [`Bn254C`] in this process.
pub static CALLS: AtomicU64 = AtomicU64::new(0);

/// revm's halt reason for one of our errors.
pub fn halt(e: RevmError) -> PrecompileHalt {
    match e {
        RevmError::Bn254FieldPointNotAMember => PrecompileHalt::Bn254FieldPointNotAMember,
        RevmError::Bn254AffineGFailedToCreate => PrecompileHalt::Bn254AffineGFailedToCreate,
        RevmError::Bn254PairLength => PrecompileHalt::Bn254PairLength,
    }
}

/// The provider: bn254 for BN254, revm's defaults for everything else.
#[derive(Clone, Copy, Debug, Default)]
pub struct Bn254C;

impl Crypto for Bn254C {
    fn bn254_g1_add(&self, p1: &[u8], p2: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        CALLS.fetch_add(1, Ordering::Relaxed);
        g1_point_add(p1, p2).map_err(halt)
    }

    fn bn254_g1_mul(&self, point: &[u8], scalar: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        CALLS.fetch_add(1, Ordering::Relaxed);
        g1_point_mul(point, scalar).map_err(halt)
    }

    fn bn254_pairing_check(&self, pairs: &[(&[u8], &[u8])]) -> Result<bool, PrecompileHalt> {
        CALLS.fetch_add(1, Ordering::Relaxed);
        pairing_check(pairs).map_err(halt)
    }
}

/// The same provider with ecpairing through the process-wide cache of
/// prepared G2 points (`bn254_precompiles::shared_g2_cache`: 64 entries,
/// 1.1 MB, shared by every EVM of the process): the same results, and a
/// verifier's key points are prepared once instead of on every call.
#[derive(Clone, Copy, Debug, Default)]
pub struct Bn254CCached;

impl Crypto for Bn254CCached {
    fn bn254_g1_add(&self, p1: &[u8], p2: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        Bn254C.bn254_g1_add(p1, p2)
    }

    fn bn254_g1_mul(&self, point: &[u8], scalar: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        Bn254C.bn254_g1_mul(point, scalar)
    }

    fn bn254_pairing_check(&self, pairs: &[(&[u8], &[u8])]) -> Result<bool, PrecompileHalt> {
        CALLS.fetch_add(1, Ordering::Relaxed);
        pairing_check_cached(pairs, bn254_precompiles::shared_g2_cache()).map_err(halt)
    }
}
