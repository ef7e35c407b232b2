// SPDX-License-Identifier: MIT
//! Real proof verifiers in revm: gnark's Solidity verifiers (Groth16 and
//! PLONK, vectors/verifiers/), each deployed by a CREATE transaction and
//! called by a transaction per case (every valid proof, every mutated one:
//! src/verifiers.rs), once per backend of `Backend::ALL` (revm's default
//! arkworks, substrate-bn, bn254, and bn254 with the shared cache of
//! prepared G2 points, warm after a key's first calls) through the `Switch` provider installed
//! with `revm::install_crypto`, and once by revm untouched (nothing
//! installed) in another process (src/bin/revm_verifiers.rs). Every backend
//! must give the untouched revm's outcome: status, output and gas used; the
//! status and output must be go-ethereum's (recorded in the files, from its
//! built-in precompiles), and exactly the valid proofs must be accepted.
//! Also checks that our provider was called, and that the cache had a hit
//! per case. Prints `revm-verifiers: N verifier cases (...), 0 mismatches`.
//!
//! A new backend is a new variant of `Backend`: it joins `Backend::ALL`, so
//! this test and the bench's verifier groups run it too.

use std::collections::BTreeMap;
use std::process::Command;
use std::sync::atomic::Ordering;

use bn254_revm_test::backends::Backend;
use bn254_revm_test::{hex, provider, verifiers};

#[test]
fn verifiers_in_revm() {
    assert!(
        revm::install_crypto(verifiers::Switch),
        "a provider was installed already"
    );
    let vs = verifiers::load_all();

    let out = Command::new(env!("CARGO_BIN_EXE_revm_verifiers"))
        .output()
        .expect("run revm_verifiers");
    assert!(
        out.status.success(),
        "revm_verifiers failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let untouched: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let total: usize = vs.iter().map(|v| v.cases.len()).sum();
    assert_eq!(
        untouched.len(),
        total,
        "one line per case from revm_verifiers"
    );

    let mut mismatches: Vec<String> = Vec::new();
    let mut outcomes: BTreeMap<String, usize> = BTreeMap::new();
    for b in Backend::ALL {
        verifiers::select(b);
        let calls_before = provider::CALLS.load(Ordering::Relaxed);
        let mut line = 0;
        for v in &vs {
            let mut evm = verifiers::VerifierEvm::new(v);
            for c in &v.cases {
                let o = evm.call(&c.calldata);
                let got = format!("{} {} | {o}", v.name, c.name);
                if got != untouched[line] {
                    mismatches.push(format!(
                        "{}: {got}\n  revm untouched: {}",
                        b.name(),
                        untouched[line]
                    ));
                }
                if o.status != c.geth_status || o.output != c.geth_return {
                    mismatches.push(format!(
                        "{} {} ({}): {} {}, go-ethereum: {} {}",
                        v.name,
                        c.name,
                        b.name(),
                        o.status,
                        hex(&o.output),
                        c.geth_status,
                        hex(&c.geth_return)
                    ));
                }
                if v.accepts(&o) != c.valid {
                    mismatches.push(format!(
                        "{} {} ({}): valid {}, but {o}",
                        v.name,
                        c.name,
                        b.name(),
                        c.valid
                    ));
                }
                if b == Backend::ALL[0] {
                    let kind = match (o.status.as_str(), c.valid) {
                        ("success", false) => "returned false".to_string(),
                        (s, _) => s.to_string(),
                    };
                    *outcomes.entry(kind).or_default() += 1;
                }
                line += 1;
            }
        }
        // Our provider (provider::Bn254C counts its calls) ran exactly when
        // it was selected; a new backend must say here whether it calls it.
        let calls = provider::CALLS.load(Ordering::Relaxed) - calls_before;
        match b {
            Backend::Bn254 | Backend::Bn254Cache => assert!(
                calls > 0,
                "{} was selected, but our provider was not called",
                b.name()
            ),
            Backend::Arkworks | Backend::SubstrateBn => {
                assert_eq!(
                    calls,
                    0,
                    "{} was selected, but our provider was called",
                    b.name()
                )
            }
        }
    }
    for m in mismatches.iter().take(10) {
        eprintln!("MISMATCH {m}");
    }
    let valid: usize = vs
        .iter()
        .map(|v| v.cases.iter().filter(|c| c.valid).count())
        .sum();
    let cache = bn254_precompiles::shared_g2_cache().unwrap().stats();
    println!("revm-verifiers: the shared G2 cache: {cache:?}");
    assert!(
        cache.hits >= total as u64,
        "the cached backend ran without the cache's hits"
    );
    let names: Vec<&str> = Backend::ALL.iter().map(|b| b.name()).collect();
    eprintln!("outcomes (revm untouched): {outcomes:?}");
    println!(
        "revm-verifiers: {total} verifier cases ({} verifiers, {valid} valid proofs, {} mutated), {} mismatches \
         (backends {} through install_crypto vs revm untouched in another process: status, output, gas; \
         status and output vs go-ethereum's built-ins)",
        vs.len(),
        total - valid,
        mismatches.len(),
        names.join(", ")
    );
    assert!(mismatches.is_empty(), "{} mismatches", mismatches.len());
}
