// SPDX-License-Identifier: MIT
//! bn254 installed as revm's BN254 backend with `revm::install_crypto`, then
//! every vector (go-ethereum's and ours) and random valid and invalid inputs
//! (points from substrate-bn) through
//!   1. revm's precompile entry points (`Precompiles::{istanbul, byzantium,
//!      latest}` -> `Precompile::execute`, one of them with one gas too few)
//!      and a real transaction (revm's mainnet context and EVM; a contract
//!      that STATICCALLs 0x06/0x07/0x08 and returns the success flag and the
//!      output): the printed outcomes (output bytes, gas, halt reason) are
//!      compared with the same calls in a separate process that runs revm's
//!      default backend (src/bin/revm_default.rs), because the installed
//!      provider is process-global;
//!   2. the provider methods directly, compared with revm's default backend
//!      called directly (`DefaultCrypto`, which does not read the installed
//!      provider) and with substrate-bn (the backend of revm's `bn` feature),
//!      error variants included;
//!   3. for vectors, the expected output or error of the file.
//! Also checks that revm called our provider for every call that reaches a
//! backend, and that the random inputs produced every kind of outcome.
//! Prints `revm: N vectors + M random, 0 mismatches`.
//!
//! BN254_TEST_SEED replays a run; BN254_REVM_RANDOM scales the random count
//! (default 1: 1000 ecadd + 1000 ecmul + 400 ecpairing).

use std::collections::BTreeMap;
use std::process::Command;
use std::sync::atomic::Ordering;

use bn254_revm_test::backends::Backend;
use bn254_revm_test::{count_from_env, evm, gen, hex, provider, vectors, Op, Rng};
use revm::precompile::PrecompileHalt;

struct Case {
    op: Op,
    input: Vec<u8>,
    label: String,
    /// For vectors: the file's output, or revm's halt variant for its error.
    expected: Option<Result<Vec<u8>, &'static str>>,
}

fn cases() -> (Vec<Case>, usize, usize) {
    let vecs = vectors::all();
    let pools = gen::Pools::new(&vecs);
    let mut cases: Vec<Case> = vecs
        .iter()
        .map(|v| Case {
            op: v.op,
            input: v.input.clone(),
            label: format!("{} {}/{}", v.source, v.op.name(), v.name),
            expected: Some(match &v.expected {
                Ok(out) => Ok(out.clone()),
                Err(token) => Err(vectors::revm_halt_name(token)),
            }),
        })
        .collect();
    let n_vectors = cases.len();
    let scale = count_from_env("BN254_REVM_RANDOM", 1).max(1);
    let mut rng = Rng::from_env(0x43);
    for (op, n) in [(Op::Add, 1000), (Op::Mul, 1000), (Op::Pairing, 400)] {
        for (i, input) in gen::cases(op, &mut rng, &pools, n * scale)
            .into_iter()
            .enumerate()
        {
            cases.push(Case {
                op,
                input,
                label: format!("random {}#{i}", op.name()),
                expected: None,
            });
        }
    }
    let n_random = cases.len() - n_vectors;
    (cases, n_vectors, n_random)
}

/// The default backend's outcome lines, from the other process.
fn default_backend_lines(cases: &[Case]) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("revm-cases.txt");
    let text: String = cases
        .iter()
        .map(|c| format!("{} {}\n", c.op.name(), hex(&c.input)))
        .collect();
    std::fs::write(&file, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_revm_default"))
        .arg(&file)
        .output()
        .expect("run revm_default");
    assert!(
        out.status.success(),
        "revm_default failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(
        lines.len(),
        cases.len(),
        "one line per case from revm_default"
    );
    lines
}

fn kind(r: &Result<[u8; 64], PrecompileHalt>, op: Op) -> String {
    match r {
        Ok(out) if op == Op::Pairing => format!("ok-{}", out[31]),
        Ok(_) => "ok".into(),
        Err(h) => format!("{h:?}"),
    }
}

#[test]
fn revm_with_bn254_as_crypto_provider() {
    assert!(
        revm::install_crypto(provider::Bn254C),
        "a provider was installed already"
    );
    assert_eq!(format!("{:?}", revm::precompile::crypto()), "Bn254C");

    let (cases, n_vectors, n_random) = cases();
    let mut mismatches = Vec::new();

    // 1. Entry points and transactions: ours here, the default elsewhere.
    let calls_before = provider::CALLS.load(Ordering::Relaxed);
    let mut revm_evm = evm::revm_evm();
    let ours: Vec<String> = cases
        .iter()
        .map(|c| evm::outcome_line(&mut revm_evm, c.op, &c.input))
        .collect();
    let calls = provider::CALLS.load(Ordering::Relaxed) - calls_before;
    // Istanbul set, Byzantium set and the transaction reach the provider
    // (the out-of-gas call does not), unless revm rejects a pairing length.
    let reaching = cases
        .iter()
        .filter(|c| c.op != Op::Pairing || c.input.len() % 192 == 0)
        .count() as u64;
    assert_eq!(calls, 3 * reaching, "calls of our provider by revm");
    let theirs = default_backend_lines(&cases);
    for (i, c) in cases.iter().enumerate() {
        if ours[i] != theirs[i] {
            mismatches.push(format!(
                "{} (entry points, transaction): input {}\n  bn254:   {}\n  default: {}",
                c.label,
                hex(&c.input),
                ours[i],
                theirs[i]
            ));
        }
    }

    // 2. and 3. The provider itself against revm's default and substrate-bn,
    // and the vectors' expected values.
    let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
    for c in &cases {
        let got = Backend::Bn254.call(c.op, &c.input);
        for other in [Backend::Arkworks, Backend::SubstrateBn] {
            let want = other.call(c.op, &c.input);
            if got != want {
                mismatches.push(format!(
                    "{} (provider vs {}): input {}\n  bn254: {:?}\n  {}: {:?}",
                    c.label,
                    other.name(),
                    hex(&c.input),
                    got,
                    other.name(),
                    want
                ));
            }
        }
        if let Some(expected) = &c.expected {
            let ok = match (&got, expected) {
                (Ok(out), Ok(exp)) if c.op == Op::Pairing => {
                    exp.len() == 32 && exp[..] == out[..32]
                }
                (Ok(out), Ok(exp)) => exp[..] == out[..],
                (Err(h), Err(name)) => format!("{h:?}") == *name,
                _ => false,
            };
            if !ok {
                mismatches.push(format!(
                    "{}: got {:?}, the file says {:?}",
                    c.label, got, expected
                ));
            }
        } else {
            *kinds
                .entry(format!("{} {}", c.op.name(), kind(&got, c.op)))
                .or_default() += 1;
        }
    }
    eprintln!("random outcomes (bn254 provider): {kinds:?}");
    for want in [
        "ecadd ok",
        "ecadd Bn254FieldPointNotAMember",
        "ecadd Bn254AffineGFailedToCreate",
        "ecmul ok",
        "ecmul Bn254FieldPointNotAMember",
        "ecmul Bn254AffineGFailedToCreate",
        "ecpairing ok-1",
        "ecpairing ok-0",
        "ecpairing Bn254FieldPointNotAMember",
        "ecpairing Bn254AffineGFailedToCreate",
        "ecpairing Bn254PairLength",
    ] {
        assert!(
            kinds.get(want).copied().unwrap_or(0) > 0,
            "no random case gave {want}"
        );
    }

    for m in mismatches.iter().take(10) {
        eprintln!("MISMATCH {m}");
    }
    println!(
        "revm: {n_vectors} vectors + {n_random} random, {} mismatches \
         (entry points + transactions vs revm's default backend in another process; \
         provider vs DefaultCrypto and substrate-bn; {calls} provider calls)",
        mismatches.len()
    );
    assert!(mismatches.is_empty(), "{} mismatches", mismatches.len());
}
