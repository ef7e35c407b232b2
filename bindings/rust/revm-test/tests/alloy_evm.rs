// SPDX-License-Identifier: MIT
//! reth's per-EVM route: two EVMs from alloy-evm's `EthEvmFactory` (what
//! reth's EthEvmConfig builds), one with our three precompiles mapped into
//! its `PrecompilesMap` (src/reth.rs), one untouched (revm's default
//! backend; nothing is installed process-wide in this test's process). Every
//! vector and random valid and invalid inputs go through a transaction to a
//! contract that STATICCALLs the precompile; the results (output, gas, halt)
//! must be identical, and the mapped precompiles must have been called once
//! per transaction. Prints `alloy-evm: N vectors + M random, 0 mismatches`.
//!
//! BN254_TEST_SEED replays a run; BN254_REVM_RANDOM scales the random count
//! (default 1: 300 ecadd + 300 ecmul + 120 ecpairing).

use std::sync::atomic::Ordering;

use alloy_evm::{EthEvmFactory, Evm, EvmEnv, EvmFactory};
use bn254_revm_test::{count_from_env, evm, gen, hex, reth, vectors, Op, Rng};

#[test]
fn alloy_evm_precompiles_map_route() {
    assert_eq!(format!("{:?}", revm::precompile::crypto()), "DefaultCrypto");
    let vecs = vectors::all();
    let pools = gen::Pools::new(&vecs);
    let mut cases: Vec<(Op, Vec<u8>, String)> = vecs
        .iter()
        .map(|v| {
            (
                v.op,
                v.input.clone(),
                format!("{} {}/{}", v.source, v.op.name(), v.name),
            )
        })
        .collect();
    let n_vectors = cases.len();
    let scale = count_from_env("BN254_REVM_RANDOM", 1).max(1);
    let mut rng = Rng::from_env(0x39);
    for (op, n) in [(Op::Add, 300), (Op::Mul, 300), (Op::Pairing, 120)] {
        for (i, input) in gen::cases(op, &mut rng, &pools, n * scale)
            .into_iter()
            .enumerate()
        {
            cases.push((op, input, format!("random {}#{i}", op.name())));
        }
    }
    let n_random = cases.len() - n_vectors;

    let factory = EthEvmFactory::default();
    let env = EvmEnv::default();
    let mut ours = factory.create_evm(evm::db(), env.clone());
    reth::map_bn254(ours.precompiles_mut());
    let mut theirs = factory.create_evm(evm::db(), env);

    let before = reth::MAPPED_CALLS.load(Ordering::Relaxed);
    let mut mismatches = 0usize;
    let mut failed_calls = 0usize;
    for (op, input, label) in &cases {
        let a = ours.transact_raw(evm::tx(*op, input)).map(|r| r.result);
        let b = theirs.transact_raw(evm::tx(*op, input)).map(|r| r.result);
        if let Ok(r) = &a {
            // The contract returns the STATICCALL's success word first.
            failed_calls += r.output().map_or(false, |o| o.len() >= 32 && o[31] == 0) as usize;
        }
        if format!("{a:?}") != format!("{b:?}") {
            mismatches += 1;
            if mismatches <= 10 {
                eprintln!(
                    "MISMATCH {label}: input {}\n  mapped:  {a:?}\n  default: {b:?}",
                    hex(input)
                );
            }
        }
    }
    let calls = reth::MAPPED_CALLS.load(Ordering::Relaxed) - before;
    assert_eq!(
        calls as usize,
        cases.len(),
        "one call of the mapped precompile per transaction"
    );
    assert!(
        failed_calls > 0 && failed_calls < cases.len(),
        "{failed_calls} failed precompile calls"
    );
    println!(
        "alloy-evm: {n_vectors} vectors + {n_random} random, {mismatches} mismatches \
         (PrecompilesMap::map_precompile vs the unmapped EVM; {calls} mapped calls, {failed_calls} failing)"
    );
    assert_eq!(mismatches, 0);
}
