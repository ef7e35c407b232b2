// SPDX-License-Identifier: MIT
//! The three BN254 backends a revm user can have, called the same way, for
//! the bench: revm's default (arkworks: `DefaultCrypto`, revm's own code),
//! substrate-bn (the crate revm's `bn` feature wraps; that feature replaces
//! the default for the whole build, so it is called here directly through
//! the small adapter below, which follows EIP-196/197 as revm's does), and
//! bn254 (our provider). Each call does what revm's run_add / run_mul /
//! run_pair do around the provider: zero-pad the input, split it into
//! points, call.

use bn::{AffineG1, AffineG2, Fq, Fq2, Fr, Group, Gt, G1, G2};
use revm::precompile::{Crypto, DefaultCrypto, PrecompileHalt};

use crate::gen::enc_g1;
use crate::provider::{Bn254C, Bn254CCached};
use crate::Op;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Arkworks,
    SubstrateBn,
    Bn254,
    /// bn254 with the shared G2 cache (provider::Bn254CCached)
    Bn254Cache,
}

impl Backend {
    pub const ALL: [Backend; 4] = [
        Backend::Arkworks,
        Backend::SubstrateBn,
        Backend::Bn254,
        Backend::Bn254Cache,
    ];

    /// Whether a benchmark of one input repeated measures it fairly (a
    /// cache would serve the repeats: only distinct calls, such as a
    /// verifier's proofs, measure it).
    pub fn for_repeated_input(self) -> bool {
        self != Backend::Bn254Cache
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Arkworks => "arkworks",
            Backend::SubstrateBn => "substrate-bn",
            Backend::Bn254 => "bn254",
            Backend::Bn254Cache => "bn254-cache",
        }
    }

    /// The backend as revm's crypto provider trait.
    pub fn crypto(self) -> &'static dyn Crypto {
        match self {
            Backend::Arkworks => &DefaultCrypto,
            Backend::SubstrateBn => &SubstrateBn,
            Backend::Bn254 => &Bn254C,
            Backend::Bn254Cache => &Bn254CCached,
        }
    }

    /// One precompile call's work: the 64-byte point, or for ecpairing the
    /// result in byte 31 (the output word).
    pub fn call(self, op: Op, input: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        let c = self.crypto();
        match op {
            Op::Add => {
                let v = right_pad::<128>(input);
                c.bn254_g1_add(&v[..64], &v[64..])
            }
            Op::Mul => {
                let v = right_pad::<96>(input);
                c.bn254_g1_mul(&v[..64], &v[64..])
            }
            Op::Pairing => {
                if input.len() % 192 != 0 {
                    return Err(PrecompileHalt::Bn254PairLength);
                }
                let pairs: Vec<(&[u8], &[u8])> = input
                    .chunks_exact(192)
                    .map(|c| (&c[..64], &c[64..]))
                    .collect();
                let ok = c.bn254_pairing_check(&pairs)?;
                let mut out = [0u8; 64];
                out[31] = ok as u8;
                Ok(out)
            }
        }
    }
}

fn right_pad<const N: usize>(input: &[u8]) -> [u8; N] {
    let mut v = [0u8; N];
    let n = input.len().min(N);
    v[..n].copy_from_slice(&input[..n]);
    v
}

/// substrate-bn behind revm's `Crypto` trait (BN254 methods only).
#[derive(Debug)]
pub struct SubstrateBn;

fn fq(word: &[u8]) -> Result<Fq, PrecompileHalt> {
    Fq::from_slice(&word[..32]).map_err(|_| PrecompileHalt::Bn254FieldPointNotAMember)
}

/// A G1 point: both words below p, then (0, 0) is infinity, else it must be
/// on the curve (EIP-196; G1 has cofactor 1).
fn g1(b: &[u8]) -> Result<G1, PrecompileHalt> {
    let (x, y) = (fq(&b[..32])?, fq(&b[32..64])?);
    if x.is_zero() && y.is_zero() {
        return Ok(G1::zero());
    }
    AffineG1::new(x, y)
        .map(G1::from)
        .map_err(|_| PrecompileHalt::Bn254AffineGFailedToCreate)
}

/// A G2 point (EIP-197): x_im, x_re, y_im, y_re below p; all zero is
/// infinity, else on the twist and in the order-r subgroup.
fn g2(b: &[u8]) -> Result<G2, PrecompileHalt> {
    let (x_im, x_re, y_im, y_re) = (
        fq(&b[..32])?,
        fq(&b[32..64])?,
        fq(&b[64..96])?,
        fq(&b[96..128])?,
    );
    let (x, y) = (Fq2::new(x_re, x_im), Fq2::new(y_re, y_im));
    if x.is_zero() && y.is_zero() {
        return Ok(G2::zero());
    }
    AffineG2::new(x, y)
        .map(G2::from)
        .map_err(|_| PrecompileHalt::Bn254AffineGFailedToCreate)
}

impl Crypto for SubstrateBn {
    fn bn254_g1_add(&self, p1: &[u8], p2: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        Ok(enc_g1(g1(p1)? + g1(p2)?))
    }

    fn bn254_g1_mul(&self, point: &[u8], scalar: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        let p = g1(point)?;
        // Any 256-bit scalar: s P = (s mod r) P, as P has order r.
        let s = Fr::from_slice(&scalar[..32]).expect("32 bytes");
        Ok(enc_g1(p * s))
    }

    fn bn254_pairing_check(&self, pairs: &[(&[u8], &[u8])]) -> Result<bool, PrecompileHalt> {
        let mut parsed = Vec::with_capacity(pairs.len());
        for (a, b) in pairs {
            let (p, q) = (g1(a)?, g2(b)?);
            // A pair with a point at infinity contributes e = 1.
            if !p.is_zero() && !q.is_zero() {
                parsed.push((p, q));
            }
        }
        Ok(parsed.is_empty() || bn::pairing_batch(&parsed) == Gt::one())
    }
}
