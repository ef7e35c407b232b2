// SPDX-License-Identifier: MIT
//! Every vector, ours (vectors/*.json, expected values from @noble/curves)
//! and go-ethereum's (read from $BN254_GETH_VECTORS or ../shared/vectors),
//! through the safe API and through the revm-shaped functions called the
//! way revm's precompile crate calls its provider; gas of every vector.

mod common;

use bn254_precompiles::revm::{self, RevmError};
use bn254_precompiles::{Error, Revision};
use common::{all_vectors, hex, Op, Vector};

fn safe_call(op: Op, input: &[u8]) -> Result<Vec<u8>, Error> {
    match op {
        Op::Add => bn254_precompiles::ecadd(input).map(|o| o.to_vec()),
        Op::Mul => bn254_precompiles::ecmul(input).map(|o| o.to_vec()),
        Op::Pairing => bn254_precompiles::ecpairing(input).map(|o| o.to_vec()),
    }
}

fn right_pad(input: &[u8], n: usize) -> Vec<u8> {
    let mut v = input.to_vec();
    v.resize(n.max(v.len()), 0);
    v.truncate(n);
    v
}

/// What revm's run_add / run_mul / run_pair do around their provider:
/// pad, split, call; the pairing length check happens before the call.
fn revm_call(op: Op, input: &[u8]) -> Result<Vec<u8>, RevmError> {
    match op {
        Op::Add => {
            let v = right_pad(input, 128);
            revm::g1_point_add(&v[..64], &v[64..]).map(|o| o.to_vec())
        }
        Op::Mul => {
            let v = right_pad(input, 96);
            revm::g1_point_mul(&v[..64], &v[64..96]).map(|o| o.to_vec())
        }
        Op::Pairing => {
            if input.len() % 192 != 0 {
                return Err(RevmError::Bn254PairLength);
            }
            let pairs: Vec<(&[u8], &[u8])> = input
                .chunks_exact(192)
                .map(|c| (&c[..64], &c[64..]))
                .collect();
            revm::pairing_check(&pairs).map(|ok| {
                let mut w = vec![0u8; 32];
                w[31] = ok as u8;
                w
            })
        }
    }
}

fn revm_kind(token: &str) -> RevmError {
    match token {
        "not-in-field" => RevmError::Bn254FieldPointNotAMember,
        "not-on-curve" | "not-in-subgroup" => RevmError::Bn254AffineGFailedToCreate,
        "input-length" => RevmError::Bn254PairLength,
        other => panic!("unknown error token {}", other),
    }
}

/// Gas by the EIPs' formulas, written out here (not taken from the library).
fn eip_gas(op: Op, rev: Revision, len: usize) -> u64 {
    let k = (len / 192) as u64;
    match (op, rev) {
        (Op::Add, Revision::Byzantium) => 500,
        (Op::Add, Revision::Istanbul) => 150,
        (Op::Mul, Revision::Byzantium) => 40_000,
        (Op::Mul, Revision::Istanbul) => 6_000,
        (Op::Pairing, Revision::Byzantium) => 100_000 + 80_000 * k,
        (Op::Pairing, Revision::Istanbul) => 45_000 + 34_000 * k,
    }
}

fn lib_gas(op: Op, rev: Revision, len: usize) -> u64 {
    match op {
        Op::Add => bn254_precompiles::ecadd_gas(rev),
        Op::Mul => bn254_precompiles::ecmul_gas(rev),
        Op::Pairing => bn254_precompiles::ecpairing_gas(rev, len),
    }
}

fn check(op: Op, v: &Vector, failures: &mut Vec<String>) {
    let got = safe_call(op, &v.input);
    let ok = match (&got, &v.expected) {
        (Ok(out), Ok(exp)) => out == exp,
        (Err(e), Err(token)) => e.token() == token,
        _ => false,
    };
    if !ok {
        failures.push(format!(
            "{:?}/{}: got {:?}, expected {:?}",
            op,
            v.name,
            got.map(|o| hex(&o)),
            v.expected.as_ref().map(|o| hex(o))
        ));
    }
    let got_revm = revm_call(op, &v.input);
    let want_revm = match &v.expected {
        Ok(exp) => Ok(exp.clone()),
        Err(token) => Err(revm_kind(token)),
    };
    if got_revm != want_revm {
        failures.push(format!(
            "{:?}/{} (revm-shaped): got {:?}",
            op, v.name, got_revm
        ));
    }
    if v.gas != lib_gas(op, Revision::Istanbul, v.input.len()) {
        failures.push(format!("{:?}/{}: gas {} in the file", op, v.name, v.gas));
    }
    for rev in [Revision::Byzantium, Revision::Istanbul] {
        if lib_gas(op, rev, v.input.len()) != eip_gas(op, rev, v.input.len()) {
            failures.push(format!("{:?}/{}: {:?} gas", op, v.name, rev));
        }
    }
}

fn run(op: Op) {
    let vectors = all_vectors(op);
    assert!(!vectors.is_empty());
    let mut failures = Vec::new();
    for v in &vectors {
        check(op, v, &mut failures);
    }
    let errors = vectors.iter().filter(|v| v.expected.is_err()).count();
    eprintln!(
        "{:?}: {} vectors ({} error vectors)",
        op,
        vectors.len(),
        errors
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn ecadd_vectors() {
    run(Op::Add);
}

#[test]
fn ecmul_vectors() {
    run(Op::Mul);
}

#[test]
fn ecpairing_vectors() {
    run(Op::Pairing);
}

#[test]
fn tokens_match_the_c_library() {
    for e in [
        Error::InputLength,
        Error::NotInField,
        Error::NotOnCurve,
        Error::NotInSubgroup,
    ] {
        assert_eq!(e.token(), bn254_precompiles::status_str(e.status()));
        assert_eq!(Error::check(e.status()), Err(e));
        assert_eq!(format!("{}", e), format!("bn254: {}", e.token()));
    }
    assert_eq!(Error::check(bn254_precompiles::sys::BN254_OK), Ok(()));
    assert_eq!(
        bn254_precompiles::status_str(bn254_precompiles::sys::BN254_OK),
        "ok"
    );
}

#[test]
fn pairing_gas_saturates() {
    if usize::BITS == 64 {
        assert_eq!(
            bn254_precompiles::ecpairing_gas(Revision::Istanbul, usize::MAX),
            u64::MAX
        );
    }
}

#[test]
fn backend_is_reported() {
    let b = bn254_precompiles::backend();
    eprintln!("backend: {}", b);
    let known = [
        "c64",
        "c32",
        "x86_64",
        "x86_64-ifma",
        "x86_64-noadx",
        "aarch64",
    ];
    assert!(known.contains(&b), "backend {}", b);
}
