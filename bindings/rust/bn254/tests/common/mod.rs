// SPDX-License-Identifier: MIT
//! Test support shared by the vector and differential tests: a reader for
//! the vector files (go-ethereum's precompile test format, plus our
//! `ExpectedError`; see vectors/README.md), their locations, a seeded PRNG,
//! and the generator of random valid and invalid precompile inputs. No
//! dependencies: the offline build has no serde.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::env;
use std::fs;
use std::path::{Path, PathBuf};

/// One vector: `expected` is the output, or `Err(token)` for an error vector.
pub struct Vector {
    pub name: String,
    pub input: Vec<u8>,
    pub expected: Result<Vec<u8>, String>,
    pub gas: u64,
    pub no_benchmark: bool,
}

#[derive(Debug)]
enum Json {
    Str(String),
    Num(u64),
    Bool(bool),
    Arr(Vec<Json>),
    Obj(BTreeMap<String, Json>),
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Parser<'a> {
    fn ws(&mut self) {
        while self.i < self.s.len() && (self.s[self.i] as char).is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) {
        self.ws();
        assert_eq!(
            self.s.get(self.i),
            Some(&c),
            "JSON: expected '{}' at {}",
            c as char,
            self.i
        );
        self.i += 1;
    }
    fn peek(&mut self) -> u8 {
        self.ws();
        *self.s.get(self.i).expect("JSON: unexpected end")
    }
    fn value(&mut self) -> Json {
        match self.peek() {
            b'"' => Json::Str(self.string()),
            b'[' => {
                self.eat(b'[');
                let mut v = Vec::new();
                if self.peek() == b']' {
                    self.i += 1;
                    return Json::Arr(v);
                }
                loop {
                    v.push(self.value());
                    if self.peek() == b',' {
                        self.i += 1;
                    } else {
                        self.eat(b']');
                        return Json::Arr(v);
                    }
                }
            }
            b'{' => {
                self.eat(b'{');
                let mut m = BTreeMap::new();
                if self.peek() == b'}' {
                    self.i += 1;
                    return Json::Obj(m);
                }
                loop {
                    self.ws();
                    let k = self.string();
                    self.eat(b':');
                    m.insert(k, self.value());
                    if self.peek() == b',' {
                        self.i += 1;
                    } else {
                        self.eat(b'}');
                        return Json::Obj(m);
                    }
                }
            }
            b't' | b'f' => {
                let t = self.s[self.i..].starts_with(b"true");
                self.i += if t { 4 } else { 5 };
                Json::Bool(t)
            }
            c if c.is_ascii_digit() => {
                let start = self.i;
                while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                    self.i += 1;
                }
                let text = std::str::from_utf8(&self.s[start..self.i]).unwrap();
                Json::Num(text.parse().expect("JSON: number"))
            }
            c => panic!("JSON: unexpected '{}' at {}", c as char, self.i),
        }
    }
    /// Strings of the vector files are plain ASCII (hex, names, tokens).
    fn string(&mut self) -> String {
        self.eat(b'"');
        let start = self.i;
        while self.s[self.i] != b'"' {
            assert_ne!(
                self.s[self.i], b'\\',
                "JSON: escapes are not used by the vector files"
            );
            self.i += 1;
        }
        self.i += 1;
        String::from_utf8(self.s[start..self.i - 1].to_vec()).unwrap()
    }
}

pub fn unhex(s: &str) -> Vec<u8> {
    assert!(s.len() % 2 == 0, "odd hex length");
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex digit"))
        .collect()
}

pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{:02x}", x)).collect()
}

pub fn load(path: &Path) -> Vec<Vector> {
    let text = fs::read(path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    let mut p = Parser { s: &text, i: 0 };
    let arr = match p.value() {
        Json::Arr(a) => a,
        other => panic!("{}: not an array: {:?}", path.display(), other),
    };
    arr.into_iter()
        .map(|item| {
            let mut m = match item {
                Json::Obj(m) => m,
                other => panic!("{}: not an object: {:?}", path.display(), other),
            };
            let mut s = |k: &str| match m.remove(k) {
                Some(Json::Str(s)) => Some(s),
                None => None,
                Some(other) => panic!("{}: {} is {:?}", path.display(), k, other),
            };
            let name = s("Name").expect("Name");
            let input = unhex(&s("Input").expect("Input"));
            let expected = match (s("Expected"), s("ExpectedError")) {
                (Some(e), None) => Ok(unhex(&e)),
                (None, Some(t)) => Err(t),
                _ => panic!(
                    "{}: {}: needs Expected or ExpectedError",
                    path.display(),
                    name
                ),
            };
            let gas = match m.remove("Gas") {
                Some(Json::Num(g)) => g,
                other => panic!("{}: {}: Gas is {:?}", path.display(), name, other),
            };
            let no_benchmark = matches!(m.remove("NoBenchmark"), Some(Json::Bool(true)));
            Vector {
                name,
                input,
                expected,
                gas,
                no_benchmark,
            }
        })
        .collect()
}

/// The repository root (bindings/rust/bn254/../../..), in a checkout.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..")
}

/// Our vector files: tests/vectors/*.json, symlinks to the repository's
/// vectors/ in a checkout, copies in the packaged crate.
pub fn ours_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/vectors")
}

/// go-ethereum's vector folder: $BN254_GETH_VECTORS, else ../shared/vectors
/// beside the repository. None if absent, which fails when
/// BN254_REQUIRE_GETH_VECTORS=1 (as in CI).
pub fn geth_dir() -> Option<PathBuf> {
    let dir = match env::var_os("BN254_GETH_VECTORS") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => repo_root().join("../shared/vectors"),
    };
    if dir.join("bn256Pairing.json").is_file() {
        return Some(dir);
    }
    if env::var("BN254_REQUIRE_GETH_VECTORS").as_deref() == Ok("1") {
        panic!(
            "go-ethereum vectors not found in {} (BN254_REQUIRE_GETH_VECTORS=1)",
            dir.display()
        );
    }
    eprintln!(
        "warning: go-ethereum vectors not found in {}: skipped",
        dir.display()
    );
    None
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Mul,
    Pairing,
}

impl Op {
    pub const ALL: [Op; 3] = [Op::Add, Op::Mul, Op::Pairing];
    pub fn ours_file(self) -> &'static str {
        match self {
            Op::Add => "ecadd.json",
            Op::Mul => "ecmul.json",
            Op::Pairing => "ecpairing.json",
        }
    }
    pub fn geth_file(self) -> &'static str {
        match self {
            Op::Add => "bn256Add.json",
            Op::Mul => "bn256ScalarMul.json",
            Op::Pairing => "bn256Pairing.json",
        }
    }
}

/// Every vector of one op: ours, then go-ethereum's when present.
pub fn all_vectors(op: Op) -> Vec<Vector> {
    let mut v = load(&ours_dir().join(op.ours_file()));
    if let Some(dir) = geth_dir() {
        v.extend(load(&dir.join(op.geth_file())));
    }
    v
}

/// splitmix64 (Steele, Lea, Flood 2014): a small seeded generator.
pub struct Rng(u64);

impl Rng {
    /// Seed from $BN254_TEST_SEED (printed, so a failure can be replayed).
    pub fn from_env(default: u64) -> Rng {
        let seed = env::var("BN254_TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default);
        eprintln!("BN254_TEST_SEED={}", seed);
        Rng(seed)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e3779b97f4a7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58476d1ce4e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d049bb133111eb);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
    pub fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }
}

/// The BN254 base field modulus p (EIP-196).
pub const P: [u8; 32] = [
    0x30, 0x64, 0x4e, 0x72, 0xe1, 0x31, 0xa0, 0x29, 0xb8, 0x50, 0x45, 0xb6, 0x81, 0x81, 0x58, 0x5d,
    0x97, 0x81, 0x6a, 0x91, 0x68, 0x71, 0xca, 0x8d, 0x3c, 0x20, 0x8c, 0x16, 0xd8, 0x7c, 0xfd, 0x47,
];
/// The group order r (EIP-196).
pub const R: [u8; 32] = [
    0x30, 0x64, 0x4e, 0x72, 0xe1, 0x31, 0xa0, 0x29, 0xb8, 0x50, 0x45, 0xb6, 0x81, 0x81, 0x58, 0x5d,
    0x28, 0x33, 0xe8, 0x48, 0x79, 0xb9, 0x70, 0x91, 0x43, 0xe1, 0xf5, 0x93, 0xf0, 0x00, 0x00, 0x01,
];

/// a + b mod 2^256, big-endian.
pub fn add256(a: &[u8; 32], b: &[u8; 32]) -> [u8; 32] {
    let mut out = [0u8; 32];
    let mut carry = 0u16;
    for i in (0..32).rev() {
        let s = a[i] as u16 + b[i] as u16 + carry;
        out[i] = s as u8;
        carry = s >> 8;
    }
    out
}

fn small(v: u8) -> [u8; 32] {
    let mut w = [0u8; 32];
    w[31] = v;
    w
}

/// Material for random inputs, taken from the vector files: valid and
/// invalid G1 points (64 bytes), whole 192-byte pairing chunks (valid pairs,
/// pairs with a G2 point outside the subgroup, off-curve, ...).
pub struct Pools {
    pub g1: Vec<Vec<u8>>,
    pub pair_chunks: Vec<Vec<u8>>,
    /// Single pairs that fail, by error (not-in-field, not-on-curve,
    /// not-in-subgroup): sorted by the library itself, which only decides
    /// what the inputs are made of, never what a test expects.
    pub bad_chunks: [Vec<Vec<u8>>; 3],
}

impl Pools {
    pub fn new() -> Pools {
        let mut g1 = vec![vec![0u8; 64]];
        let mut pair_chunks = Vec::new();
        let mut bad_chunks: [Vec<Vec<u8>>; 3] = Default::default();
        for op in Op::ALL {
            for v in all_vectors(op) {
                match op {
                    Op::Add | Op::Mul => {
                        if let Ok(out) = &v.expected {
                            g1.push(out.clone()); // a valid point (or infinity)
                        }
                        if v.input.len() >= 64 {
                            g1.push(v.input[..64].to_vec());
                        }
                    }
                    Op::Pairing => {
                        for c in v.input.chunks_exact(192) {
                            pair_chunks.push(c.to_vec());
                            g1.push(c[..64].to_vec());
                        }
                        for c in v.input.chunks_exact(192) {
                            let slot = match bn254_precompiles::ecpairing(c) {
                                Err(bn254_precompiles::Error::NotInField) => 0,
                                Err(bn254_precompiles::Error::NotOnCurve) => 1,
                                Err(bn254_precompiles::Error::NotInSubgroup) => 2,
                                _ => continue,
                            };
                            bad_chunks[slot].push(c.to_vec());
                        }
                    }
                }
            }
        }
        assert!(
            bad_chunks.iter().all(|b| !b.is_empty()),
            "no failing pair of some kind"
        );
        Pools {
            g1,
            pair_chunks,
            bad_chunks,
        }
    }

    /// One 32-byte word replaced by a value near a boundary, or bumped.
    pub fn mutate_word(rng: &mut Rng, buf: &mut [u8]) {
        if buf.len() < 32 {
            return;
        }
        let at = rng.below(buf.len() / 32) * 32;
        let mut w = [0u8; 32];
        w.copy_from_slice(&buf[at..at + 32]);
        let p_minus_1 = {
            let mut t = P;
            t[31] -= 1;
            t
        };
        let new = match rng.below(9) {
            0 => P,
            1 => add256(&P, &small(1)),
            2 => p_minus_1,
            3 => [0xff; 32],
            4 => [0u8; 32],
            5 => add256(&w, &P),        // x + p: the same residue, out of range
            6 => add256(&w, &small(1)), // off the curve, usually
            7 => R,
            _ => {
                let mut t = [0u8; 32];
                t.copy_from_slice(&rng.bytes(32));
                t
            }
        };
        buf[at..at + 32].copy_from_slice(&new);
    }

    /// Random length change: truncation, or random trailing bytes.
    fn relength(rng: &mut Rng, mut v: Vec<u8>, pad_max: usize) -> Vec<u8> {
        if rng.chance(4) {
            let n = rng.below(v.len() + 1);
            v.truncate(n);
        } else if rng.chance(6) {
            let n = 1 + rng.below(pad_max);
            let extra = rng.bytes(n);
            v.extend_from_slice(&extra);
        }
        v
    }

    fn g1_item(&self, rng: &mut Rng) -> Vec<u8> {
        let mut p = rng.pick(&self.g1).clone();
        if rng.chance(3) {
            Self::mutate_word(rng, &mut p);
        }
        p
    }

    pub fn ecadd_input(&self, rng: &mut Rng) -> Vec<u8> {
        if rng.chance(20) {
            let n = rng.below(200);
            return rng.bytes(n);
        }
        let mut v = self.g1_item(rng);
        v.extend_from_slice(&self.g1_item(rng));
        Self::relength(rng, v, 64)
    }

    pub fn ecmul_input(&self, rng: &mut Rng) -> Vec<u8> {
        if rng.chance(20) {
            let n = rng.below(200);
            return rng.bytes(n);
        }
        let mut v = self.g1_item(rng);
        let scalar = match rng.below(6) {
            0 => [0u8; 32],
            1 => small(1),
            2 => R,
            3 => [0xff; 32],
            _ => {
                let mut t = [0u8; 32];
                t.copy_from_slice(&rng.bytes(32));
                t
            }
        };
        v.extend_from_slice(&scalar);
        Self::relength(rng, v, 64)
    }

    pub fn ecpairing_input(&self, rng: &mut Rng) -> Vec<u8> {
        if rng.chance(20) {
            let n = rng.below(400);
            return rng.bytes(n);
        }
        let k = rng.below(4);
        let mut v = Vec::with_capacity(k * 192);
        for _ in 0..k {
            let from = if rng.chance(6) {
                rng.pick(&self.bad_chunks)
            } else {
                &self.pair_chunks
            };
            let mut c = rng.pick(from).clone();
            if rng.chance(4) {
                let g: &Vec<u8> = rng.pick(&self.g1);
                c[..64].copy_from_slice(&g[..64]);
            }
            if rng.chance(4) {
                Self::mutate_word(rng, &mut c);
            }
            v.extend_from_slice(&c);
        }
        if rng.chance(8) {
            let n = rng.below(v.len() + 1);
            v.truncate(n);
        } else if rng.chance(8) {
            let n = 1 + rng.below(191);
            let extra = rng.bytes(n);
            v.extend_from_slice(&extra);
        }
        v
    }
}
