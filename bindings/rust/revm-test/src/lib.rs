// SPDX-License-Identifier: MIT
//! Support for the revm consumer tests and the backend bench (see
//! Cargo.toml): the vector files, a seeded generator of random valid and
//! invalid precompile inputs built with substrate-bn (an implementation
//! independent of ours and of revm's default, arkworks), our revm crypto
//! provider, a contract that calls a precompile through STATICCALL, and the
//! outcome of one input through revm's entry points and a transaction,
//! printed so two processes can compare them line by line.

pub mod backends;
pub mod evm;
pub mod gen;
pub mod provider;
pub mod reth;
pub mod vectors;
pub mod verifiers;

/// The three precompiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    Add,
    Mul,
    Pairing,
}

impl Op {
    pub const ALL: [Op; 3] = [Op::Add, Op::Mul, Op::Pairing];

    /// The precompile's address byte (0x06, 0x07, 0x08).
    pub fn address_byte(self) -> u8 {
        match self {
            Op::Add => 6,
            Op::Mul => 7,
            Op::Pairing => 8,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Op::Add => "ecadd",
            Op::Mul => "ecmul",
            Op::Pairing => "ecpairing",
        }
    }

    pub fn parse(s: &str) -> Op {
        match s {
            "ecadd" => Op::Add,
            "ecmul" => Op::Mul,
            "ecpairing" => Op::Pairing,
            other => panic!("unknown op {other}"),
        }
    }

    /// Istanbul gas (EIP-1108), written out here from the EIP: ecadd 150,
    /// ecmul 6000, ecpairing 45000 + 34000 per 192-byte pair.
    pub fn istanbul_gas(self, input_len: usize) -> u64 {
        match self {
            Op::Add => 150,
            Op::Mul => 6000,
            Op::Pairing => 45_000 + 34_000 * (input_len / 192) as u64,
        }
    }
}

pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

pub fn unhex(s: &str) -> Vec<u8> {
    let s = s.strip_prefix("0x").unwrap_or(s);
    assert!(s.len() % 2 == 0, "odd hex length");
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex digit"))
        .collect()
}

/// splitmix64 (Steele, Lea, Flood 2014): a small seeded generator, so a
/// failing run can be replayed with BN254_TEST_SEED.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// Seed from $BN254_TEST_SEED, else `default`; printed.
    pub fn from_env(default: u64) -> Rng {
        let seed = std::env::var("BN254_TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default);
        eprintln!("BN254_TEST_SEED={seed}");
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e3779b97f4a7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58476d1ce4e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d049bb133111eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }

    pub fn bytes<const N: usize>(&mut self) -> [u8; N] {
        let mut b = [0u8; N];
        for x in b.iter_mut() {
            *x = self.next_u64() as u8;
        }
        b
    }

    pub fn vec(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next_u64() as u8).collect()
    }

    pub fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }
}

/// A number of random cases from $name (a count), else `default`.
pub fn count_from_env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}
