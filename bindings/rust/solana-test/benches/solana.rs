// SPDX-License-Identifier: MIT
//! criterion: bn254_precompiles::solana beside solana-bn254 3.2.1 (arkworks) on the
//! distinct-point vectors of vectors/distinct (the EVM layout is Solana's
//! BE one): G1 addition and multiplication BE and LE, the pairings, and
//! G2 addition, multiplication, compression and decompression on those
//! vectors' points. Same inputs, one group per input, both crates in it.

use bn254_solana_test::{ours, swap, theirs, Op};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

fn vectors(name: &str) -> Vec<(String, Vec<u8>)> {
    let path = format!(
        "{}/../../../vectors/distinct/{}.json",
        env!("CARGO_MANIFEST_DIR"),
        name
    );
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    v.as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let s = c["Input"].as_str().unwrap();
            let b = (0..s.len() / 2)
                .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap())
                .collect();
            (c["Name"].as_str().unwrap().to_string(), b)
        })
        .collect()
}

fn pair(c: &mut Criterion, name: &str, op: Op, input: &[u8]) {
    assert_eq!(ours(op, input), theirs(op, input), "{}", name);
    assert!(ours(op, input).is_ok(), "{}", name);
    let mut g = c.benchmark_group(name);
    g.bench_function("solana-bn254", |b| b.iter(|| theirs(op, black_box(input))));
    g.bench_function("bn254", |b| b.iter(|| ours(op, black_box(input))));
    g.finish();
}

fn benches(c: &mut Criterion) {
    let add = vectors("ecadd");
    let mul = vectors("ecmul");
    let pairing = vectors("ecpairing");
    let (n, a) = &add[0];
    pair(c, &format!("g1_add_be/{}", n), Op::G1AddBe, a);
    pair(c, &format!("g1_add_le/{}", n), Op::G1AddLe, &swap(a, 32));
    let (n, m) = &mul[0];
    pair(c, &format!("g1_mul_be/{}", n), Op::G1MulBe, m);
    pair(c, &format!("g1_mul_le/{}", n), Op::G1MulLe, &swap(m, 32));
    for (n, p) in &pairing {
        if !p.is_empty() && p.len() % 192 == 0 {
            pair(c, &format!("pairing_be/{}", n), Op::PairingBe, p);
        }
    }
    let p = &pairing.iter().find(|(_, p)| p.len() >= 384).unwrap().1;
    let (q1, q2) = (&p[64..192], &p[256..384]);
    pair(c, "g2_add_be", Op::G2AddBe, &[q1, q2].concat());
    pair(c, "g2_mul_be", Op::G2MulBe, &[q1, &m[64..96]].concat());
    pair(c, "g1_compress_be", Op::G1CompressBe, &a[..64]);
    pair(c, "g2_compress_be", Op::G2CompressBe, q1);
    let c1 = ours(Op::G1CompressBe, &a[..64]).unwrap();
    let c2 = ours(Op::G2CompressBe, q1).unwrap();
    pair(c, "g1_decompress_be", Op::G1DecompressBe, &c1);
    pair(c, "g2_decompress_be", Op::G2DecompressBe, &c2);
}

criterion_group!(solana, benches);
criterion_main!(solana);
