// SPDX-License-Identifier: MIT
//! criterion: revm's BN254 backends side by side on the same inputs,
//! each called as revm calls its provider (src/backends.rs): arkworks
//! (revm's default), substrate-bn (revm's `bn` feature) and bn254 (ours).
//! Inputs: go-ethereum's benchmark vectors (bn256*.json, NoBenchmark ones
//! left out), plus random points from substrate-bn with a fixed seed: ecadd
//! of two distinct points, ecmul of a point by a full 256-bit scalar, and
//! ecpairing of 1, 2, 4 and 8 distinct pairs (product 1 from 2 pairs on, so
//! the answer is "true" as in a proof check), and the ecpairing calls of
//! gnark's Solidity verifiers (vectors/verifiers/ecpairing.json, those not
//! marked NoBenchmark: "ecpairing/verifier-<name>"). Every backend's answer is
//! checked against the others' before timing. Benchmark ids are
//! "<op>/<case>/<backend>"; the throughput is the Istanbul gas of the call,
//! so criterion's elem/s is gas/s. Then the whole verifier calls of
//! vectors/verifiers/ (gnark's Groth16 and PLONK Solidity verifiers; src/
//! verifiers.rs): per verifier one transaction per iteration, the distinct
//! proofs of its key in turn, with each backend selected in revm through the
//! `Switch` provider (ids "verifier/<name>/<backend>", throughput the gas
//! the transaction used). bench.sh prints the table.
//!
//!   cargo bench --bench backends [-- <filter>] [-- --quick]
//!   cargo test --release --bench backends     (each benchmark once)

use std::hint::black_box;
use std::time::Duration;

use bn254_revm_test::backends::Backend;
use bn254_revm_test::gen::{enc_g1, pairing_product_one, pairing_random, rand_g1};
use bn254_revm_test::verifiers::{self, VerifierEvm};
use bn254_revm_test::{vectors, Op, Rng};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn inputs() -> Vec<(Op, String, Vec<u8>)> {
    let mut v = Vec::new();
    for op in Op::ALL {
        for vec in vectors::geth(op) {
            if !vec.no_benchmark && vec.expected.is_ok() {
                v.push((op, vec.name, vec.input));
            }
        }
    }
    // the ecpairing calls of gnark's Solidity verifiers (Groth16's 4 pairs,
    // PLONK's 2), those not marked NoBenchmark
    let file = verifiers::dir().join("ecpairing.json");
    for vec in vectors::load(&file, Op::Pairing, "verifiers") {
        if !vec.no_benchmark {
            // the file's output is go-ethereum's built-in's; revm's default agrees
            let out = Backend::Arkworks
                .call(Op::Pairing, &vec.input)
                .map(|o| o[..32].to_vec());
            assert_eq!(
                out.ok(),
                vec.expected.ok(),
                "{}: revm's default vs the file",
                vec.name
            );
            v.push((Op::Pairing, format!("verifier-{}", vec.name), vec.input));
        }
    }
    let mut rng = Rng::new(0xbe);
    let (a, b) = (rand_g1(&mut rng), rand_g1(&mut rng));
    assert!(a != b);
    v.push((
        Op::Add,
        "random_distinct".into(),
        [enc_g1(a), enc_g1(b)].concat(),
    ));
    let mut scalar = rng.bytes::<32>();
    scalar[0] |= 0x80; // a full 256-bit scalar (above r: reduced by the backend)
    v.push((
        Op::Mul,
        "random_256bit".into(),
        [&enc_g1(rand_g1(&mut rng))[..], &scalar[..]].concat(),
    ));
    for k in [1, 2, 4, 8] {
        let input = if k == 1 {
            pairing_random(&mut rng, 1)
        } else {
            pairing_product_one(&mut rng, k)
        };
        v.push((Op::Pairing, format!("random_{k}_pairs"), input));
    }
    v
}

fn backends(c: &mut Criterion) {
    for (op, name, input) in inputs() {
        let want = Backend::Bn254.call(op, &input);
        assert!(want.is_ok(), "{}/{name}: {want:?}", op.name());
        for b in Backend::ALL {
            assert_eq!(
                b.call(op, &input),
                want,
                "{}/{name}: {} disagrees",
                op.name(),
                b.name()
            );
        }
        let mut group = c.benchmark_group(format!("{}/{name}", op.name()));
        group.throughput(Throughput::Elements(op.istanbul_gas(input.len())));
        for b in Backend::ALL.into_iter().filter(|b| b.for_repeated_input()) {
            group.bench_function(b.name(), |bench| {
                bench.iter(|| b.call(op, black_box(&input)))
            });
        }
        group.finish();
    }
}

fn verifier_calls(c: &mut Criterion) {
    if !revm::install_crypto(verifiers::Switch) {
        assert_eq!(
            format!("{:?}", revm::precompile::crypto()),
            "Switch",
            "another provider is installed"
        );
    }
    for v in verifiers::load_all() {
        let mut evm = VerifierEvm::new(&v);
        verifiers::select(Backend::ALL[0]);
        let gas = evm.call(&v.proofs[0]).gas;
        let mut group = c.benchmark_group(format!("verifier/{}", v.name));
        group.throughput(Throughput::Elements(gas));
        for b in Backend::ALL {
            // criterion runs each function at once: the selection holds for it
            verifiers::select(b);
            for p in &v.proofs {
                let o = evm.call(p);
                assert!(
                    v.accepts(&o),
                    "{} with {}: a valid proof gives {o}",
                    v.name,
                    b.name()
                );
            }
            let mut i = 0;
            group.bench_function(b.name(), |bench| {
                bench.iter(|| {
                    let o = evm.call(black_box(&v.proofs[i % v.proofs.len()]));
                    i += 1;
                    o
                })
            });
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    // Short samples: about 40 inputs x 3 backends; the lead's quiet-machine
    // run can pass --measurement-time / --sample-size.
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    targets = backends, verifier_calls
}
criterion_main!(benches);
