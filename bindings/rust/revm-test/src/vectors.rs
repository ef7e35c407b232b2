// SPDX-License-Identifier: MIT
//! The vector files: go-ethereum's (bn256Add.json, bn256ScalarMul.json,
//! bn256Pairing.json, read from $BN254_GETH_VECTORS or ../shared/vectors
//! beside the repository, never copied here) and ours (vectors/*.json of this
//! repository, expected values from @noble/curves, with `ExpectedError`
//! tokens for failing inputs). Format: [{Input, Expected | ExpectedError,
//! Name, Gas, NoBenchmark}].

use std::path::{Path, PathBuf};

use crate::{unhex, Op};

pub struct Vector {
    /// "geth" or "ours".
    pub source: &'static str,
    pub op: Op,
    pub name: String,
    pub input: Vec<u8>,
    /// The output, or the error token of our files ("not-in-field",
    /// "not-on-curve", "not-in-subgroup", "input-length").
    pub expected: Result<Vec<u8>, String>,
    pub gas: u64,
    pub no_benchmark: bool,
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..")
}

/// go-ethereum's vector folder; panics when it is missing (these tests are
/// about those vectors).
pub fn geth_dir() -> PathBuf {
    let dir = match std::env::var_os("BN254_GETH_VECTORS") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => repo_root().join("../shared/vectors"),
    };
    assert!(
        dir.join("bn256Pairing.json").is_file(),
        "go-ethereum's vectors not found in {} (set BN254_GETH_VECTORS)",
        dir.display()
    );
    dir
}

fn geth_file(op: Op) -> &'static str {
    match op {
        Op::Add => "bn256Add.json",
        Op::Mul => "bn256ScalarMul.json",
        Op::Pairing => "bn256Pairing.json",
    }
}

pub fn load(path: &Path, op: Op, source: &'static str) -> Vec<Vector> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: serde_json::Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let items = json
        .as_array()
        .unwrap_or_else(|| panic!("{}: not an array", path.display()));
    items
        .iter()
        .map(|item| {
            let s = |k: &str| item.get(k).and_then(|v| v.as_str());
            let name = s("Name").expect("Name").to_string();
            let expected = match (s("Expected"), s("ExpectedError")) {
                (Some(e), None) => Ok(unhex(e)),
                (None, Some(t)) => Err(t.to_string()),
                _ => panic!(
                    "{}: {name}: needs Expected or ExpectedError",
                    path.display()
                ),
            };
            Vector {
                source,
                op,
                input: unhex(s("Input").expect("Input")),
                gas: item.get("Gas").and_then(|g| g.as_u64()).expect("Gas"),
                no_benchmark: item
                    .get("NoBenchmark")
                    .and_then(|b| b.as_bool())
                    .unwrap_or(false),
                name,
                expected,
            }
        })
        .collect()
}

/// go-ethereum's vectors of one op.
pub fn geth(op: Op) -> Vec<Vector> {
    load(&geth_dir().join(geth_file(op)), op, "geth")
}

/// Our vectors of one op.
pub fn ours(op: Op) -> Vec<Vector> {
    load(
        &repo_root()
            .join("vectors")
            .join(format!("{}.json", op.name())),
        op,
        "ours",
    )
}

/// Every vector of every op: go-ethereum's, then ours.
pub fn all() -> Vec<Vector> {
    let mut v = Vec::new();
    for op in Op::ALL {
        v.extend(geth(op));
        v.extend(ours(op));
    }
    v
}

/// revm's halt variant for one of our error tokens (EIP-196/197 failures;
/// revm does not tell an off-curve point from one outside the subgroup).
pub fn revm_halt_name(token: &str) -> &'static str {
    match token {
        "not-in-field" => "Bn254FieldPointNotAMember",
        "not-on-curve" | "not-in-subgroup" => "Bn254AffineGFailedToCreate",
        "input-length" => "Bn254PairLength",
        other => panic!("unknown error token {other}"),
    }
}
