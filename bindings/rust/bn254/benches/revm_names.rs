// SPDX-License-Identifier: MIT
//! Benchmark under the names and on the inputs of revm's own BN254 benches
//! (crates/precompile/bench/eip1962.rs): "bn254 add precompile", "bn254 mul
//! precompile", "ecpairing precompile". Each input is timed three ways in
//! the same process, interleaved: the C function through bn254-precompiles-sys (the C
//! figure), the safe `bn254_precompiles::ec*` call, and the revm-shaped path (pad, split,
//! `bn254_precompiles::revm::*`, as revm's run_add/run_mul/run_pair call their provider).
//! With go-ethereum's vectors available ($BN254_GETH_VECTORS or
//! ../shared/vectors), also every benchmarkable vector as <op>/<Name>
//! (C and safe only), for the cross-binding table of bench/bindings.sh.
//!
//!   cargo bench --bench revm_names [-- [--quick] [--tsv] [filter...]]
//!
//! Reports the median of 5 samples in ns/op (each sample >= 0.1 s, or
//! BN254_BENCH_SAMPLE_MS) of wall time and, on 64-bit Linux, of the thread's
//! CPU time, which on a shared machine is the steadier of the two;
//! --quick: one short sample (a smoke run); --tsv: lines
//! "name<TAB>variant<TAB>wall ns/op<TAB>cpu ns/op".

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::Instant;

/// CPU time of the calling thread in ns (CLOCK_THREAD_CPUTIME_ID), where
/// the C library's clock_gettime is known to take a 64-bit timespec.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn thread_cpu_ns() -> Option<u128> {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: ts is a valid timespec for the call to fill.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (rc == 0).then(|| ts.sec as u128 * 1_000_000_000 + ts.nsec as u128)
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn thread_cpu_ns() -> Option<u128> {
    None
}

use bn254_precompiles::sys;

/// revm's bench inputs (eip1962.rs): the ecadd input is go-ethereum's
/// chfast1, the pairing input go-ethereum's jeff1 (two pairs).
const REVM_ADD: &str = "\
18b18acfb4c2c30276db5411368e7185b311dd124691610c5d3b74034e093dc9\
063c909c4720840cb5134cb9f59fa749755796819658d32efc0d288198f37266\
07c2b7f58a84bd6145f00c9c2bc0bb1a187f20ff2c92963a88019e7c6a014eed\
06614e20c147e940f2d70da3f74c9a17df361706a4485c742bd6788478fa17d7";
const REVM_MUL: &str = "\
18b18acfb4c2c30276db5411368e7185b311dd124691610c5d3b74034e093dc9\
063c909c4720840cb5134cb9f59fa749755796819658d32efc0d288198f37266\
06614e20c147e940f2d70da3f74c9a17df361706a4485c742bd6788478fa17d7";
const REVM_PAIR: &str = "\
1c76476f4def4bb94541d57ebba1193381ffa7aa76ada664dd31c16024c43f59\
3034dd2920f673e204fee2811c678745fc819b55d3e9d294e45c9b03a76aef41\
209dd15ebff5d46c4bd888e51a93cf99a7329636c63514396b4a452003a35bf7\
04bf11ca01483bfa8b34b43561848d28905960114c8ac04049af4b6315a41678\
2bb8324af6cfc93537a2ad1a445cfd0ca2a71acd7ac41fadbf933c2a51be344d\
120a2a4cf30c1bf9845f20c6fe39e07ea2cce61f0c9bb048165fe5e4de877550\
111e129f1cf1097710d41c4ac70fcdfa5ba2023c6ff1cbeac322de49d1b6df7c\
2032c61a830e3c17286de9462bf242fca2883585b93870a73853face6a6bf411\
198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2\
1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed\
090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b\
12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa";

use common::Op;

fn raw(op: Op, input: &[u8]) -> u32 {
    let mut out = [0u8; 64];
    // SAFETY: out has 64 bytes, enough for every op.
    unsafe {
        match op {
            Op::Add => sys::bn254_ecadd(out.as_mut_ptr(), input.as_ptr(), input.len()),
            Op::Mul => sys::bn254_ecmul(out.as_mut_ptr(), input.as_ptr(), input.len()),
            Op::Pairing => sys::bn254_ecpairing(out.as_mut_ptr(), input.as_ptr(), input.len()),
        }
    }
}

fn safe(op: Op, input: &[u8]) -> bool {
    match op {
        Op::Add => bn254_precompiles::ecadd(input).is_ok(),
        Op::Mul => bn254_precompiles::ecmul(input).is_ok(),
        Op::Pairing => bn254_precompiles::ecpairing(input).is_ok(),
    }
}

fn right_pad<const N: usize>(input: &[u8]) -> [u8; N] {
    let mut v = [0u8; N];
    let n = input.len().min(N);
    v[..n].copy_from_slice(&input[..n]);
    v
}

/// The path of revm's run_add / run_mul / run_pair after the gas check.
fn revm_shaped(op: Op, input: &[u8]) -> bool {
    match op {
        Op::Add => {
            let v = right_pad::<128>(input);
            bn254_precompiles::revm::g1_point_add(&v[..64], &v[64..]).is_ok()
        }
        Op::Mul => {
            let v = right_pad::<96>(input);
            bn254_precompiles::revm::g1_point_mul(&v[..64], &v[64..96]).is_ok()
        }
        Op::Pairing => {
            let mut pairs = Vec::with_capacity(input.len() / 192);
            for c in input.chunks_exact(192) {
                pairs.push((&c[..64], &c[64..]));
            }
            bn254_precompiles::revm::pairing_check(&pairs).is_ok()
        }
    }
}

struct Config {
    quick: bool,
    sample_ns: u128,
}

/// Median (wall, CPU) ns/op of each variant, samples interleaved across
/// variants; CPU is NaN where the thread's CPU clock is not available.
fn measure(cfg: &Config, variants: &[&dyn Fn() -> bool]) -> Vec<(f64, f64)> {
    // Calibrate on the first variant: enough iterations for one sample.
    let mut iters: u64 = 1;
    loop {
        let t = Instant::now();
        for _ in 0..iters {
            assert!(variants[0]());
        }
        let ns = t.elapsed().as_nanos();
        if cfg.quick || ns * 2 >= cfg.sample_ns || iters >= 1 << 30 {
            break;
        }
        iters *= 2;
    }
    let samples = if cfg.quick { 1 } else { 5 };
    let mut wall: Vec<Vec<f64>> = vec![Vec::new(); variants.len()];
    let mut cpu: Vec<Vec<f64>> = vec![Vec::new(); variants.len()];
    for _ in 0..samples {
        for (i, f) in variants.iter().enumerate() {
            let c0 = thread_cpu_ns();
            let t = Instant::now();
            for _ in 0..iters {
                if !f() {
                    panic!("a benchmarked call failed");
                }
            }
            wall[i].push(t.elapsed().as_nanos() as f64 / iters as f64);
            cpu[i].push(match (c0, thread_cpu_ns()) {
                (Some(a), Some(b)) => (b - a) as f64 / iters as f64,
                _ => f64::NAN,
            });
        }
    }
    let median = |mut s: Vec<f64>| {
        s.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
        s[s.len() / 2]
    };
    wall.into_iter()
        .zip(cpu)
        .map(|(w, c)| (median(w), median(c)))
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let quick = args.iter().any(|a| a == "--quick");
    let tsv = args.iter().any(|a| a == "--tsv");
    let filters: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let sample_ms: u128 = std::env::var("BN254_BENCH_SAMPLE_MS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    let cfg = Config {
        quick,
        sample_ns: sample_ms * 1_000_000,
    };
    let wanted =
        |name: &str| filters.is_empty() || filters.iter().any(|f| name.contains(f.as_str()));

    let mut cases: Vec<(String, Op, Vec<u8>, bool)> = vec![
        (
            "bn254 add precompile".into(),
            Op::Add,
            common::unhex(REVM_ADD),
            true,
        ),
        (
            "bn254 mul precompile".into(),
            Op::Mul,
            common::unhex(REVM_MUL),
            true,
        ),
        (
            "ecpairing precompile".into(),
            Op::Pairing,
            common::unhex(REVM_PAIR),
            true,
        ),
    ];
    if let Some(dir) = common::geth_dir() {
        for (op, prefix) in [
            (Op::Add, "ecadd"),
            (Op::Mul, "ecmul"),
            (Op::Pairing, "ecpairing"),
        ] {
            for v in common::load(&dir.join(op.geth_file())) {
                if !v.no_benchmark && v.expected.is_ok() {
                    cases.push((format!("{}/{}", prefix, v.name), op, v.input, false));
                }
            }
        }
    }

    if !tsv {
        println!(
            "backend {}; thread CPU time (wall time) in ns/op, median of {} samples",
            bn254_precompiles::backend(),
            if quick { 1 } else { 5 }
        );
        println!(
            "{:<30} {:>22} {:>22} {:>22}",
            "name", "C (sys)", "bn254_precompiles::ec*", "revm-shaped"
        );
    }
    for (name, op, input, revm_case) in &cases {
        if !wanted(name) {
            continue;
        }
        let (op, input) = (*op, &input[..]);
        let c = move || raw(op, input) == sys::BN254_OK;
        let s = move || safe(op, input);
        let r = move || revm_shaped(op, input);
        let variants: Vec<&dyn Fn() -> bool> = if *revm_case {
            vec![&c, &s, &r]
        } else {
            vec![&c, &s]
        };
        let ns = measure(&cfg, &variants);
        if tsv {
            for (label, (wall, cpu)) in ["c", "safe", "revm"].iter().zip(&ns) {
                println!("{}\t{}\t{:.1}\t{:.1}", name, label, wall, cpu);
            }
        } else {
            let cell = |v: Option<&(f64, f64)>| {
                v.map(|(w, c)| format!("{:.1} ({:.1})", c, w))
                    .unwrap_or_default()
            };
            println!(
                "{:<30} {:>22} {:>22} {:>22}",
                name,
                cell(ns.get(0)),
                cell(ns.get(1)),
                cell(ns.get(2))
            );
        }
    }
}
