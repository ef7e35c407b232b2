// SPDX-License-Identifier: MIT
//! bn254_precompiles::solana against solana-bn254 3.2.1 (the crate Agave's syscalls
//! wrap) on the whole corpus of src/lib.rs: every function, both
//! endiannesses, every input length 0..=1000, flags, words >= p, points off
//! the curve and outside G2, infinity encodings, edge scalars, pairings and
//! compression round trips. A disagreement is any difference in the result:
//! the output bytes, or the error variant. Prints the counts per operation
//! and every disagreement (the first 20 in full); fails on any.

use bn254_solana_test::{corpus, ours, theirs, Op, Outcome, OPS};
use std::collections::BTreeMap;

#[derive(Default)]
struct Count {
    cases: usize,
    ok: usize,
    err: usize,
    mismatch: usize,
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{:02x}", x)).collect()
}

#[test]
fn differential_corpus() {
    let cases = corpus(0x5eed_b254);
    // both crates on every case, on two threads (the machine has two cores)
    let half = cases.len() / 2;
    let run = |part: &[bn254_solana_test::Case]| -> Vec<(Outcome, Outcome)> {
        part.iter()
            .map(|c| (ours(c.op, &c.input), theirs(c.op, &c.input)))
            .collect()
    };
    let results: Vec<(Outcome, Outcome)> = std::thread::scope(|s| {
        let h = s.spawn(|| run(&cases[half..]));
        let mut first = run(&cases[..half]);
        first.extend(h.join().unwrap());
        first
    });
    let mut counts: BTreeMap<Op, Count> = BTreeMap::new();
    let mut shown = 0;
    for (c, (a, b)) in cases.iter().zip(results) {
        let n = counts.entry(c.op).or_default();
        n.cases += 1;
        if a == b {
            if a.is_ok() {
                n.ok += 1;
            } else {
                n.err += 1;
            }
        } else {
            n.mismatch += 1;
            if shown < 20 {
                shown += 1;
                eprintln!(
                    "MISMATCH {} ({}, {} bytes): input {}\n  ours   {:?}\n  theirs {:?}",
                    c.op.name(),
                    c.what,
                    c.input.len(),
                    hex(&c.input),
                    a.map(|v| hex(&v)),
                    b.map(|v| hex(&v))
                );
            }
        }
    }
    let mut total = Count::default();
    println!(
        "{:<18} {:>7} {:>7} {:>7} {:>9}",
        "op", "cases", "ok", "error", "mismatch"
    );
    for op in OPS {
        let n = &counts[&op];
        println!(
            "{:<18} {:>7} {:>7} {:>7} {:>9}",
            op.name(),
            n.cases,
            n.ok,
            n.err,
            n.mismatch
        );
        total.cases += n.cases;
        total.ok += n.ok;
        total.err += n.err;
        total.mismatch += n.mismatch;
    }
    println!(
        "solana differential: {} cases, {} ok, {} errors agreed, {} mismatches",
        total.cases, total.ok, total.err, total.mismatch
    );
    assert_eq!(
        total.mismatch, 0,
        "bn254_precompiles::solana and solana-bn254 disagree"
    );
    // the corpus must exercise both outcomes of every op
    for op in OPS {
        assert!(
            counts[&op].ok > 0 && counts[&op].err > 0,
            "{} lacks ok or error cases",
            op.name()
        );
    }
}
