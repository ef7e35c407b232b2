// SPDX-License-Identifier: MIT
//! Prints the side-by-side table of benches/backends.rs from criterion's
//! output folder (its `new/benchmark.json` and `new/estimates.json` files):
//! one row per input, per backend the median time per call and the gas rate
//! (gas / time, in Mgas/s: Istanbul prices for the precompile calls, the
//! transaction's gas for the verifier calls), and each backend's time over
//! ours; one column per entry of `Backend::ALL`. Usage: bench_table <target>/criterion; `bench_table --backend`
//! prints our library's field backend (x86_64, c64, ...).
//! An example rather than a binary so that it is built with the same
//! features as the bench (dev-dependencies count in feature unification).

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use bn254_revm_test::backends::Backend;

/// A column's title: the backend's name, and what it is to a revm user.
fn title(name: &str) -> String {
    match name {
        "arkworks" => "arkworks (revm default)".into(),
        "substrate-bn" => "substrate-bn (revm `bn`)".into(),
        other => other.into(),
    }
}

fn read(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn walk(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n == "new") && p.join("benchmark.json").is_file() {
                found.push(p);
            } else {
                walk(&p, found);
            }
        }
    }
}

fn time(ns: f64) -> String {
    if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.1} us", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

fn main() {
    let root = std::env::args()
        .nth(1)
        .expect("usage: bench_table <target>/criterion | --backend");
    if root == "--backend" {
        println!("{}", bn254_precompiles::backend());
        return;
    }
    let mut dirs = Vec::new();
    walk(Path::new(&root), &mut dirs);
    // (op rank, gas, name without its trailing number, that number, group)
    // -> backend -> median ns: cdetrio2 sorts before cdetrio10.
    type Key = (usize, u64, String, u64, String);
    let mut rows: BTreeMap<Key, BTreeMap<String, f64>> = BTreeMap::new();
    for d in dirs {
        let bench = read(&d.join("benchmark.json"));
        let est = read(&d.join("estimates.json"));
        let group = bench["group_id"].as_str().unwrap_or("?").to_string();
        let function = bench["function_id"].as_str().unwrap_or("?").to_string();
        let gas = bench["throughput"]["Elements"].as_u64().unwrap_or(0);
        let ns = est["median"]["point_estimate"].as_f64().unwrap_or(f64::NAN);
        let rank = ["ecadd", "ecmul", "ecpairing"]
            .iter()
            .position(|op| group.starts_with(op))
            .unwrap_or(3);
        let stem = group
            .trim_end_matches(|c: char| c.is_ascii_digit())
            .to_string();
        let number = group[stem.len()..].parse().unwrap_or(0);
        rows.entry((rank, gas, stem, number, group))
            .or_default()
            .insert(function, ns);
    }
    assert!(!rows.is_empty(), "no criterion results in {root}");
    let names: Vec<&str> = Backend::ALL.iter().map(|b| b.name()).collect();
    let others: Vec<&str> = names.iter().copied().filter(|n| *n != "bn254").collect();
    let mut head = String::from("| input | gas |");
    let mut rule = String::from("|---|---:|");
    for n in &names {
        head += &format!(" {} |", title(n));
        rule += "---:|";
    }
    for n in &others {
        head += &format!(" {n} / bn254 |");
        rule += "---:|";
    }
    println!("{head}");
    println!("{rule}");
    for ((_, gas, _, _, group), by) in &rows {
        let cell = |b: &str| match by.get(b) {
            Some(&ns) => format!("{} ({:.1} Mgas/s)", time(ns), *gas as f64 * 1e3 / ns),
            None => "-".into(),
        };
        let ratio = |b: &str| match (by.get(b), by.get("bn254")) {
            (Some(x), Some(y)) => format!("{:.2}x", x / y),
            _ => "-".into(),
        };
        let mut line = format!("| {group} | {gas} |");
        for n in &names {
            line += &format!(" {} |", cell(n));
        }
        for n in &others {
            line += &format!(" {} |", ratio(n));
        }
        println!("{line}");
    }
}
