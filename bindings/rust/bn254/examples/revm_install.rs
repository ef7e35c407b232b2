// SPDX-License-Identifier: MIT
//! How a revm user makes bn254 the BN254 backend of revm's precompiles.
//!
//! revm (revm-precompile's interface.rs) has a `Crypto` trait (`Send + Sync
//! + Debug`, one method per primitive, revm's own backends as defaults) and
//! `install_crypto`, which sets the provider once for the process. So that
//! this workspace never depends on revm, the module `revm_precompile` below
//! is a local stand-in with the same shape (revm 43's names); with revm,
//! delete it and import the real items instead: `use revm::precompile::{Crypto,
//! PrecompileHalt}; use revm::install_crypto;`. Everything after the stand-in
//! is what a user writes. The same provider against the real revm 43, with
//! every vector through revm's entry points and transactions, is in
//! bindings/rust/revm-test/src/provider.rs and bindings/rust/revm-test/tests/revm.rs.
//!
//! Run: cargo run --example revm_install

mod revm_precompile {
    use std::fmt::Debug;
    use std::sync::Mutex;

    /// The BN254 variants of revm's halt reasons, plus one for the stand-in.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum PrecompileHalt {
        Bn254FieldPointNotAMember,
        Bn254AffineGFailedToCreate,
        Bn254PairLength,
        Other(&'static str),
    }

    /// The BN254 methods of revm's trait (revm's defaults call its own
    /// backends; the stand-in has none).
    pub trait Crypto: Send + Sync + Debug {
        fn bn254_g1_add(&self, _p1: &[u8], _p2: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
            Err(PrecompileHalt::Other("no default backend in the stand-in"))
        }
        fn bn254_g1_mul(&self, _point: &[u8], _scalar: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
            Err(PrecompileHalt::Other("no default backend in the stand-in"))
        }
        fn bn254_pairing_check(&self, _pairs: &[(&[u8], &[u8])]) -> Result<bool, PrecompileHalt> {
            Err(PrecompileHalt::Other("no default backend in the stand-in"))
        }
    }

    static CRYPTO: Mutex<Option<&'static dyn Crypto>> = Mutex::new(None);

    /// Installs the provider; false if one is installed already.
    pub fn install_crypto<C: Crypto + 'static>(crypto: C) -> bool {
        let mut slot = CRYPTO.lock().unwrap();
        if slot.is_some() {
            return false;
        }
        *slot = Some(Box::leak(Box::new(crypto)));
        true
    }

    pub fn crypto() -> &'static dyn Crypto {
        CRYPTO.lock().unwrap().expect("no provider installed")
    }
}

// ---- the user's code -------------------------------------------------------
use bn254_precompiles::revm::{g1_point_add, g1_point_mul, pairing_check, RevmError};
use revm_precompile::{install_crypto, Crypto, PrecompileHalt};

fn halt(e: RevmError) -> PrecompileHalt {
    match e {
        RevmError::Bn254FieldPointNotAMember => PrecompileHalt::Bn254FieldPointNotAMember,
        RevmError::Bn254AffineGFailedToCreate => PrecompileHalt::Bn254AffineGFailedToCreate,
        RevmError::Bn254PairLength => PrecompileHalt::Bn254PairLength,
    }
}

#[derive(Debug)]
struct Bn254C;

impl Crypto for Bn254C {
    fn bn254_g1_add(&self, p1: &[u8], p2: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        g1_point_add(p1, p2).map_err(halt)
    }
    fn bn254_g1_mul(&self, point: &[u8], scalar: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        g1_point_mul(point, scalar).map_err(halt)
    }
    fn bn254_pairing_check(&self, pairs: &[(&[u8], &[u8])]) -> Result<bool, PrecompileHalt> {
        pairing_check(pairs).map_err(halt)
    }
}

fn main() {
    assert!(install_crypto(Bn254C), "a provider was installed already");

    // What revm's precompiles then do: G = (1, 2); G + G, 2 * G, e(G, ...) on no pairs.
    let mut g = [0u8; 64];
    g[31] = 1;
    g[63] = 2;
    let mut two = [0u8; 32];
    two[31] = 2;
    let crypto = revm_precompile::crypto();
    let sum = crypto.bn254_g1_add(&g, &g).unwrap();
    assert_eq!(crypto.bn254_g1_mul(&g, &two).unwrap(), sum);
    assert_eq!(crypto.bn254_pairing_check(&[]), Ok(true));
    let mut off_curve = g;
    off_curve[63] = 3;
    assert_eq!(
        crypto.bn254_g1_add(&off_curve, &g),
        Err(PrecompileHalt::Bn254AffineGFailedToCreate)
    );
    println!(
        "bn254 installed as revm's BN254 backend ({}); 2G.x[0] = {:#04x}",
        bn254_precompiles::backend(),
        sum[0]
    );
}
