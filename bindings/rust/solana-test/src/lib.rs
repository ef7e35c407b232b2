// SPDX-License-Identifier: MIT
//! The shared part of the Solana differential tests: the operations of
//! `bn254_precompiles::solana` and of `solana-bn254` behind one table, and the random and
//! adversarial corpus they run on (also written to a file by `src/bin/corpus.rs`
//! for the Firedancer harness, bench/peers/solana/). Points come from
//! arkworks (ark-bn254 0.5, what solana-bn254 itself is built on), never from
//! the library under test.

use ark_bn254::{Fq, Fq2, Fr, G1Affine, G1Projective, G2Affine, G2Projective};
use ark_ec::{AffineRepr, CurveGroup, PrimeGroup};
use ark_ff::{BigInteger, PrimeField};
use ark_serialize::CanonicalSerialize;

/// Every operation both crates have, by its syscall entry point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Op {
    G1AddBe,
    G1AddLe,
    G1MulBe,
    G1MulLe,
    G1MulV0Be,
    G1MulV0Le,
    G2AddBe,
    G2AddLe,
    G2MulBe,
    G2MulLe,
    PairingBe,
    PairingLe,
    PairingV0Be,
    PairingV0Le,
    G1CompressBe,
    G1CompressLe,
    G1DecompressBe,
    G1DecompressLe,
    G2CompressBe,
    G2CompressLe,
    G2DecompressBe,
    G2DecompressLe,
}

pub const OPS: [Op; 22] = [
    Op::G1AddBe,
    Op::G1AddLe,
    Op::G1MulBe,
    Op::G1MulLe,
    Op::G1MulV0Be,
    Op::G1MulV0Le,
    Op::G2AddBe,
    Op::G2AddLe,
    Op::G2MulBe,
    Op::G2MulLe,
    Op::PairingBe,
    Op::PairingLe,
    Op::PairingV0Be,
    Op::PairingV0Le,
    Op::G1CompressBe,
    Op::G1CompressLe,
    Op::G1DecompressBe,
    Op::G1DecompressLe,
    Op::G2CompressBe,
    Op::G2CompressLe,
    Op::G2DecompressBe,
    Op::G2DecompressLe,
];

impl Op {
    /// Name in the corpus file (bench/peers/solana.sh and peer_firedancer_solana.c read these).
    pub fn name(self) -> &'static str {
        match self {
            Op::G1AddBe => "g1_add_be",
            Op::G1AddLe => "g1_add_le",
            Op::G1MulBe => "g1_mul_be",
            Op::G1MulLe => "g1_mul_le",
            Op::G1MulV0Be => "g1_mul_v0_be",
            Op::G1MulV0Le => "g1_mul_v0_le",
            Op::G2AddBe => "g2_add_be",
            Op::G2AddLe => "g2_add_le",
            Op::G2MulBe => "g2_mul_be",
            Op::G2MulLe => "g2_mul_le",
            Op::PairingBe => "pairing_be",
            Op::PairingLe => "pairing_le",
            Op::PairingV0Be => "pairing_v0_be",
            Op::PairingV0Le => "pairing_v0_le",
            Op::G1CompressBe => "g1_compress_be",
            Op::G1CompressLe => "g1_compress_le",
            Op::G1DecompressBe => "g1_decompress_be",
            Op::G1DecompressLe => "g1_decompress_le",
            Op::G2CompressBe => "g2_compress_be",
            Op::G2CompressLe => "g2_compress_le",
            Op::G2DecompressBe => "g2_decompress_be",
            Op::G2DecompressLe => "g2_decompress_le",
        }
    }

    pub fn le(self) -> bool {
        self.name().ends_with("_le")
    }
}

/// The result of one call: the output, or the error's Debug form (the two
/// crates' error enums have the same variant names).
pub type Outcome = Result<Vec<u8>, String>;

macro_rules! dispatch {
    ($krate:path, $op:expr, $input:expr) => {{
        use s::compression::prelude as c;
        use s::versioned::*;
        use $krate as s;
        let i = $input;
        let e = |x: &dyn core::fmt::Debug| format!("{:?}", x);
        match $op {
            Op::G1AddBe => {
                alt_bn128_versioned_g1_addition(VersionedG1Addition::V0, i, Endianness::BE)
                    .map_err(|x| e(&x))
            }
            Op::G1AddLe => {
                alt_bn128_versioned_g1_addition(VersionedG1Addition::V0, i, Endianness::LE)
                    .map_err(|x| e(&x))
            }
            Op::G1MulBe => alt_bn128_versioned_g1_multiplication(
                VersionedG1Multiplication::V1,
                i,
                Endianness::BE,
            )
            .map_err(|x| e(&x)),
            Op::G1MulLe => alt_bn128_versioned_g1_multiplication(
                VersionedG1Multiplication::V1,
                i,
                Endianness::LE,
            )
            .map_err(|x| e(&x)),
            Op::G1MulV0Be => alt_bn128_versioned_g1_multiplication(
                VersionedG1Multiplication::V0,
                i,
                Endianness::BE,
            )
            .map_err(|x| e(&x)),
            Op::G1MulV0Le => alt_bn128_versioned_g1_multiplication(
                VersionedG1Multiplication::V0,
                i,
                Endianness::LE,
            )
            .map_err(|x| e(&x)),
            Op::G2AddBe => {
                alt_bn128_versioned_g2_addition(VersionedG2Addition::V0, i, Endianness::BE)
                    .map_err(|x| e(&x))
            }
            Op::G2AddLe => {
                alt_bn128_versioned_g2_addition(VersionedG2Addition::V0, i, Endianness::LE)
                    .map_err(|x| e(&x))
            }
            Op::G2MulBe => alt_bn128_versioned_g2_multiplication(
                VersionedG2Multiplication::V0,
                i,
                Endianness::BE,
            )
            .map_err(|x| e(&x)),
            Op::G2MulLe => alt_bn128_versioned_g2_multiplication(
                VersionedG2Multiplication::V0,
                i,
                Endianness::LE,
            )
            .map_err(|x| e(&x)),
            Op::PairingBe => alt_bn128_versioned_pairing(VersionedPairing::V1, i, Endianness::BE)
                .map_err(|x| e(&x)),
            Op::PairingLe => alt_bn128_versioned_pairing(VersionedPairing::V1, i, Endianness::LE)
                .map_err(|x| e(&x)),
            Op::PairingV0Be => alt_bn128_versioned_pairing(VersionedPairing::V0, i, Endianness::BE)
                .map_err(|x| e(&x)),
            Op::PairingV0Le => alt_bn128_versioned_pairing(VersionedPairing::V0, i, Endianness::LE)
                .map_err(|x| e(&x)),
            Op::G1CompressBe => c::alt_bn128_g1_compress_be(i)
                .map(|o| o.to_vec())
                .map_err(|x| e(&x)),
            Op::G1CompressLe => c::alt_bn128_g1_compress_le(i)
                .map(|o| o.to_vec())
                .map_err(|x| e(&x)),
            Op::G1DecompressBe => c::alt_bn128_g1_decompress_be(i)
                .map(|o| o.to_vec())
                .map_err(|x| e(&x)),
            Op::G1DecompressLe => c::alt_bn128_g1_decompress_le(i)
                .map(|o| o.to_vec())
                .map_err(|x| e(&x)),
            Op::G2CompressBe => c::alt_bn128_g2_compress_be(i)
                .map(|o| o.to_vec())
                .map_err(|x| e(&x)),
            Op::G2CompressLe => c::alt_bn128_g2_compress_le(i)
                .map(|o| o.to_vec())
                .map_err(|x| e(&x)),
            Op::G2DecompressBe => c::alt_bn128_g2_decompress_be(i)
                .map(|o| o.to_vec())
                .map_err(|x| e(&x)),
            Op::G2DecompressLe => c::alt_bn128_g2_decompress_le(i)
                .map(|o| o.to_vec())
                .map_err(|x| e(&x)),
        }
    }};
}

/// `op` through bn254_precompiles::solana.
pub fn ours(op: Op, input: &[u8]) -> Outcome {
    dispatch!(bn254_precompiles::solana, op, input)
}

/// `op` through solana-bn254 (the reference).
pub fn theirs(op: Op, input: &[u8]) -> Outcome {
    dispatch!(solana_bn254, op, input)
}

// ---- points from arkworks, in Solana's encodings -------------------------------

/// splitmix64: a fixed, seeded stream (the corpus is the same every run).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e3779b97f4a7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58476d1ce4e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d049bb133111eb);
        z ^ (z >> 31)
    }
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn fr(&mut self) -> Fr {
        Fr::from_le_bytes_mod_order(&self.bytes(32))
    }
    pub fn fq(&mut self) -> Fq {
        Fq::from_le_bytes_mod_order(&self.bytes(32))
    }
}

/// 32-byte big-endian word of a base-field element.
pub fn fq_be(x: &Fq) -> [u8; 32] {
    let mut b = [0u8; 32];
    b.copy_from_slice(&x.into_bigint().to_bytes_be());
    b
}

/// G1 point, BE: x || y (infinity: 64 zero bytes).
pub fn g1_be(p: &G1Affine) -> Vec<u8> {
    match p.xy() {
        None => vec![0u8; 64],
        Some((x, y)) => [fq_be(&x), fq_be(&y)].concat(),
    }
}

/// G2 point, BE: x_im || x_re || y_im || y_re.
pub fn g2_be(p: &G2Affine) -> Vec<u8> {
    match p.xy() {
        None => vec![0u8; 128],
        Some((x, y)) => [fq_be(&x.c1), fq_be(&x.c0), fq_be(&y.c1), fq_be(&y.c0)].concat(),
    }
}

/// The BE layout reversed per chunk (LE): 32 for G1 and scalars, 64 for G2.
pub fn swap(b: &[u8], chunk: usize) -> Vec<u8> {
    b.chunks(chunk)
        .flat_map(|c| c.iter().rev().copied())
        .collect()
}

pub fn rand_g1(rng: &mut Rng) -> G1Affine {
    (G1Projective::generator() * rng.fr()).into_affine()
}

pub fn rand_g2(rng: &mut Rng) -> G2Affine {
    (G2Projective::generator() * rng.fr()).into_affine()
}

/// A point of the twist outside G2 (a random x whose x^3 + b' is a square,
/// no cofactor clearing; such a point is in G2 with probability 1/(2p - r)).
pub fn rand_twist_not_g2(rng: &mut Rng) -> G2Affine {
    loop {
        let x = Fq2::new(rng.fq(), rng.fq());
        if let Some(p) = G2Affine::get_point_from_x_unchecked(x, rng.next() & 1 == 1) {
            if !p.is_in_correct_subgroup_assuming_on_curve() {
                return p;
            }
        }
    }
}

/// A G1 point off the curve: a random x with a random y.
pub fn off_curve_g1(rng: &mut Rng) -> Vec<u8> {
    [fq_be(&rng.fq()), fq_be(&rng.fq())].concat()
}

/// p + k as a 32-byte BE word (k small): a word >= p.
pub fn p_plus(k: u8) -> [u8; 32] {
    let mut b = [0u8; 32];
    b.copy_from_slice(&Fq::MODULUS.to_bytes_be());
    let mut i = 31;
    let mut carry = k as u16;
    while carry > 0 {
        let s = b[i] as u16 + carry;
        b[i] = s as u8;
        carry = s >> 8;
        if i == 0 {
            break;
        }
        i -= 1;
    }
    b
}

/// Compressed G1 point as arkworks writes it (LE), then BE.
pub fn g1_compressed_be(p: &G1Affine) -> Vec<u8> {
    let mut le = [0u8; 32];
    p.serialize_compressed(&mut le[..]).unwrap();
    swap(&le, 32)
}

pub fn g2_compressed_be(p: &G2Affine) -> Vec<u8> {
    let mut le = [0u8; 64];
    p.serialize_compressed(&mut le[..]).unwrap();
    swap(&le, 64)
}

/// Scalars at the edges: 0, 1, 2, r - 1, r, r + 1, 2^255, 2^256 - 1.
pub fn edge_scalars() -> Vec<[u8; 32]> {
    let r = Fr::MODULUS.to_bytes_be();
    let mut out = Vec::new();
    let mut w = [0u8; 32];
    out.push(w);
    w[31] = 1;
    out.push(w);
    w[31] = 2;
    out.push(w);
    let mut rm1 = [0u8; 32];
    rm1.copy_from_slice(&r);
    rm1[31] -= 1;
    out.push(rm1);
    let mut rr = [0u8; 32];
    rr.copy_from_slice(&r);
    out.push(rr);
    rr[31] += 1;
    out.push(rr);
    let mut top = [0u8; 32];
    top[0] = 0x80;
    out.push(top);
    out.push([0xff; 32]);
    out
}

// ---- the corpus ------------------------------------------------------------------

/// One input of one op.
pub struct Case {
    pub op: Op,
    pub what: &'static str,
    pub input: Vec<u8>,
}

/// The canonical-length input of op in the BE layout, from valid parts.
fn valid_be(op: Op, rng: &mut Rng) -> Vec<u8> {
    match op {
        Op::G1AddBe | Op::G1AddLe => [g1_be(&rand_g1(rng)), g1_be(&rand_g1(rng))].concat(),
        Op::G1MulBe | Op::G1MulLe => [g1_be(&rand_g1(rng)), rng.bytes(32)].concat(),
        Op::G1MulV0Be | Op::G1MulV0Le => [g1_be(&rand_g1(rng)), rng.bytes(64)].concat(),
        Op::G2AddBe | Op::G2AddLe => {
            [g2_be(&rand_g2(rng)), g2_be(&rand_twist_not_g2(rng))].concat()
        }
        Op::G2MulBe | Op::G2MulLe => [g2_be(&rand_g2(rng)), rng.bytes(32)].concat(),
        Op::PairingBe | Op::PairingLe | Op::PairingV0Be | Op::PairingV0Le => {
            [g1_be(&rand_g1(rng)), g2_be(&rand_g2(rng))].concat()
        }
        Op::G1CompressBe | Op::G1CompressLe => g1_be(&rand_g1(rng)),
        Op::G1DecompressBe | Op::G1DecompressLe => g1_compressed_be(&rand_g1(rng)),
        Op::G2CompressBe | Op::G2CompressLe => g2_be(&rand_g2(rng)),
        Op::G2DecompressBe | Op::G2DecompressLe => g2_compressed_be(&rand_g2(rng)),
    }
}

/// The LE layout of a BE input of op (points per coordinate, scalars whole).
pub fn to_le(op: Op, be: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(be.len());
    let mut i = 0;
    let mut push = |part: &[u8], chunk: usize| out.extend(swap(part, chunk));
    // the element layout of each op: (bytes, chunk) repeated
    let layout: &[(usize, usize)] = match op {
        Op::G1AddBe | Op::G1AddLe => &[(64, 32)],
        Op::G1MulBe | Op::G1MulLe | Op::G1MulV0Be | Op::G1MulV0Le => {
            &[(64, 32), (32, 32), (32, 32)]
        }
        Op::G2AddBe | Op::G2AddLe => &[(128, 64)],
        Op::G2MulBe | Op::G2MulLe => &[(128, 64), (32, 32)],
        Op::PairingBe | Op::PairingLe | Op::PairingV0Be | Op::PairingV0Le => &[(64, 32), (128, 64)],
        Op::G1CompressBe | Op::G1CompressLe | Op::G1DecompressBe | Op::G1DecompressLe => {
            &[(32, 32)]
        }
        Op::G2CompressBe | Op::G2CompressLe => &[(128, 64)],
        Op::G2DecompressBe | Op::G2DecompressLe => &[(64, 64)],
    };
    let mut k = 0;
    while i + layout[k % layout.len()].0 <= be.len() {
        let (n, c) = layout[k % layout.len()];
        push(&be[i..i + n], c);
        i += n;
        k += 1;
    }
    out.extend_from_slice(&be[i..]); // a partial tail stays as it is
    out
}

/// Puts a BE input into op's endianness.
fn enc(op: Op, be: Vec<u8>) -> Vec<u8> {
    if op.le() {
        to_le(op, &be)
    } else {
        be
    }
}

/// Canonical input length of op (the V0 pairing: one pair).
pub fn canonical_len(op: Op) -> usize {
    match op {
        Op::G1AddBe | Op::G1AddLe => 128,
        Op::G1MulBe | Op::G1MulLe => 96,
        Op::G1MulV0Be | Op::G1MulV0Le => 128,
        Op::G2AddBe | Op::G2AddLe => 256,
        Op::G2MulBe | Op::G2MulLe => 160,
        Op::PairingBe | Op::PairingLe | Op::PairingV0Be | Op::PairingV0Le => 192,
        Op::G1CompressBe | Op::G1CompressLe => 64,
        Op::G1DecompressBe | Op::G1DecompressLe => 32,
        Op::G2CompressBe | Op::G2CompressLe => 128,
        Op::G2DecompressBe | Op::G2DecompressLe => 64,
    }
}

/// Offsets (in the BE layout of a canonical input) of the points' y words
/// whose first byte carries the flags, and of the words checked against p.
fn flag_bytes(op: Op) -> Vec<usize> {
    match op {
        Op::G1AddBe | Op::G1AddLe => vec![32, 96],
        Op::G1MulBe
        | Op::G1MulLe
        | Op::G1MulV0Be
        | Op::G1MulV0Le
        | Op::G1CompressBe
        | Op::G1CompressLe => vec![32],
        Op::G2AddBe | Op::G2AddLe => vec![64, 192],
        Op::G2MulBe | Op::G2MulLe | Op::G2CompressBe | Op::G2CompressLe => vec![64],
        Op::PairingBe | Op::PairingLe | Op::PairingV0Be | Op::PairingV0Le => vec![32, 128],
        Op::G1DecompressBe | Op::G1DecompressLe | Op::G2DecompressBe | Op::G2DecompressLe => {
            vec![0]
        }
    }
}

/// Every 32-byte word of a canonical BE input that is a coordinate.
fn coord_words(op: Op) -> Vec<usize> {
    let n = canonical_len(op);
    match op {
        Op::G1MulBe | Op::G1MulLe | Op::G1MulV0Be | Op::G1MulV0Le => vec![0, 32],
        Op::G2MulBe | Op::G2MulLe => vec![0, 32, 64, 96],
        _ => (0..n / 32).map(|i| i * 32).collect(),
    }
}

/// The corpus: for every op, every length 0..=1000 (random bytes, and valid
/// inputs cut or extended with zeros or random bytes), then adversarial
/// inputs of the canonical length: words >= p, flag bits on every point
/// (infinity, negative, both) over valid, zero and random words, points off
/// the curve, twist points outside G2, infinity encodings, edge scalars,
/// pairings whose product is 1, and compress/decompress round trips.
pub fn corpus(seed: u64) -> Vec<Case> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for &op in OPS.iter() {
        let canon = canonical_len(op);
        // every length, three fillings
        for len in 0..=1000usize {
            out.push(Case {
                op,
                what: "length/random",
                input: rng.bytes(len),
            });
            // (a V0 pairing runs every whole pair of any length: there the
            // valid prefixes are every 8th length and those around each pair)
            let v0_pairing = matches!(op, Op::PairingV0Be | Op::PairingV0Le);
            if !v0_pairing || len % 8 == 0 || matches!(len % 192, 0 | 1 | 191) {
                let mut v = Vec::new();
                while v.len() < len {
                    v.extend(enc(op, valid_be(op, &mut rng)));
                }
                v.truncate(len);
                out.push(Case {
                    op,
                    what: "length/valid-cut",
                    input: v,
                });
            }
            if len > canon {
                let mut v = enc(op, valid_be(op, &mut rng));
                v.resize(len, 0);
                out.push(Case {
                    op,
                    what: "length/valid-zero-tail",
                    input: v,
                });
            }
        }
        // valid inputs
        for _ in 0..64 {
            out.push(Case {
                op,
                what: "valid",
                input: enc(op, valid_be(op, &mut rng)),
            });
        }
        // all zero, and all zero but one flag byte
        out.push(Case {
            op,
            what: "zero",
            input: vec![0u8; canon],
        });
        for &fb in &flag_bytes(op) {
            for flag in [0x40u8, 0x80, 0xc0, 0x3f, 0x01] {
                let mut z = vec![0u8; canon];
                z[fb] = flag;
                out.push(Case {
                    op,
                    what: "zero+flag",
                    input: enc(op, z),
                });
                // the same flag on a valid input, and on random words below p
                let mut v = valid_be(op, &mut rng);
                v[fb] |= flag;
                out.push(Case {
                    op,
                    what: "valid+flag",
                    input: enc(op, v),
                });
                let mut v = valid_be(op, &mut rng);
                v[fb] = (v[fb] & 0x3f) | (flag & 0xc0);
                out.push(Case {
                    op,
                    what: "valid+flag-only",
                    input: enc(op, v),
                });
                let mut v = valid_be(op, &mut rng);
                for &w in &coord_words(op) {
                    v[w..w + 32].copy_from_slice(&fq_be(&rng.fq()));
                }
                v[fb] |= flag;
                out.push(Case {
                    op,
                    what: "random-words+flag",
                    input: enc(op, v),
                });
                // infinity flag with a word >= p beside it
                let mut v = valid_be(op, &mut rng);
                let w = coord_words(op)[0];
                v[w..w + 32].copy_from_slice(&p_plus(0));
                v[fb] = (v[fb] & 0x3f) | flag;
                out.push(Case {
                    op,
                    what: "word>=p+flag",
                    input: enc(op, v),
                });
            }
        }
        // words >= p: p, p + 1, the top bits, 2^256 - 1, in every coordinate
        for &w in &coord_words(op) {
            for bad in [p_plus(0), p_plus(1), p_plus(200), [0xff; 32], {
                let mut t = [0u8; 32];
                t[0] = 0x3f;
                t
            }] {
                let mut v = valid_be(op, &mut rng);
                v[w..w + 32].copy_from_slice(&bad);
                out.push(Case {
                    op,
                    what: "word>=p",
                    input: enc(op, v),
                });
            }
            // y replaced by -y or a random word: off the curve (or the other root)
            let mut v = valid_be(op, &mut rng);
            v[w..w + 32].copy_from_slice(&fq_be(&rng.fq()));
            out.push(Case {
                op,
                what: "random-word",
                input: enc(op, v),
            });
        }
        out.extend(special(op, &mut rng));
    }
    out
}

/// Op-specific adversarial inputs.
fn special(op: Op, rng: &mut Rng) -> Vec<Case> {
    let mut v: Vec<(&'static str, Vec<u8>)> = Vec::new();
    match op {
        Op::G1AddBe | Op::G1AddLe => {
            let p = rand_g1(rng);
            v.push(("p+p", [g1_be(&p), g1_be(&p)].concat()));
            v.push(("p-p", [g1_be(&p), g1_be(&-p)].concat()));
            v.push(("p+O", [g1_be(&p), vec![0; 64]].concat()));
            v.push(("O+p", [vec![0; 64], g1_be(&p)].concat()));
            v.push(("off+p", [off_curve_g1(rng), g1_be(&p)].concat()));
            v.push(("p+off", [g1_be(&p), off_curve_g1(rng)].concat()));
            for len in [0usize, 1, 31, 32, 63, 64, 65, 127] {
                let mut x = [g1_be(&p), g1_be(&p)].concat();
                x.truncate(len);
                v.push(("short", x));
            }
        }
        Op::G1MulBe | Op::G1MulLe | Op::G1MulV0Be | Op::G1MulV0Le => {
            for s in edge_scalars() {
                let p = rand_g1(rng);
                let mut x = [g1_be(&p), s.to_vec()].concat();
                if matches!(op, Op::G1MulV0Be | Op::G1MulV0Le) {
                    x.extend(rng.bytes(32));
                }
                v.push(("edge-scalar", x.clone()));
                x[..64].copy_from_slice(&[0u8; 64]);
                v.push(("O*edge-scalar", x.clone()));
                x[..64].copy_from_slice(&off_curve_g1(rng));
                v.push(("off*edge-scalar", x));
            }
        }
        Op::G2AddBe | Op::G2AddLe => {
            let p = rand_g2(rng);
            let t = rand_twist_not_g2(rng);
            v.push(("p+p", [g2_be(&p), g2_be(&p)].concat()));
            v.push(("t+t", [g2_be(&t), g2_be(&t)].concat()));
            v.push(("t-t", [g2_be(&t), g2_be(&-t)].concat()));
            v.push(("p+O", [g2_be(&p), vec![0; 128]].concat()));
            v.push(("O+t", [vec![0; 128], g2_be(&t)].concat()));
            let mut off = g2_be(&p);
            off[96..128].copy_from_slice(&fq_be(&rng.fq()));
            v.push(("off+p", [off.clone(), g2_be(&p)].concat()));
            v.push(("p+off", [g2_be(&p), off.clone()].concat()));
            let mut big = g2_be(&p);
            big[0..32].copy_from_slice(&p_plus(0));
            v.push(("off+bigword", [off.clone(), big.clone()].concat()));
            v.push(("bigword+off", [big, off].concat()));
        }
        Op::G2MulBe | Op::G2MulLe => {
            for s in edge_scalars() {
                let mut x = [g2_be(&rand_g2(rng)), s.to_vec()].concat();
                v.push(("edge-scalar", x.clone()));
                x[..128].copy_from_slice(&g2_be(&rand_twist_not_g2(rng)));
                v.push(("not-in-G2", x.clone()));
                x[..128].copy_from_slice(&[0u8; 128]);
                v.push(("O*edge-scalar", x));
            }
        }
        Op::PairingBe | Op::PairingLe | Op::PairingV0Be | Op::PairingV0Le => {
            let p = rand_g1(rng);
            let q = rand_g2(rng);
            let one = [g1_be(&p), g2_be(&q), g1_be(&-p), g2_be(&q)].concat();
            v.push(("e(P,Q)e(-P,Q)=1", one.clone()));
            let a = rng.fr();
            let pa = (p * a).into_affine();
            let qa = (q * a).into_affine();
            v.push((
                "e(aP,Q)e(-P,aQ)=1",
                [g1_be(&pa), g2_be(&q), g1_be(&-p), g2_be(&qa)].concat(),
            ));
            v.push((
                "O pairs",
                [vec![0u8; 64], g2_be(&q), g1_be(&p), vec![0u8; 128]].concat(),
            ));
            let t = rand_twist_not_g2(rng);
            v.push(("not-in-G2", [g1_be(&p), g2_be(&t)].concat()));
            v.push(("O,not-in-G2", [vec![0u8; 64], g2_be(&t)].concat()));
            v.push((
                "off-curve G1 with O",
                [off_curve_g1(rng), vec![0u8; 128]].concat(),
            ));
            let mut many = Vec::new();
            for _ in 0..20 {
                many.extend_from_slice(&one[..192]);
            }
            for _ in 0..20 {
                many.extend_from_slice(&one[192..]);
            }
            v.push(("40 pairs =1", many.clone()));
            many[40 * 192 - 1] ^= 1;
            v.push(("40 pairs, last broken", many));
            v.push(("empty", Vec::new()));
        }
        Op::G1CompressBe | Op::G1CompressLe => {
            let p = rand_g1(rng);
            v.push(("-p", g1_be(&-p)));
            v.push(("off-curve", off_curve_g1(rng)));
            let mut y0 = off_curve_g1(rng);
            y0[32..].copy_from_slice(&[0u8; 32]);
            v.push(("y=0", y0));
        }
        Op::G1DecompressBe | Op::G1DecompressLe => {
            for _ in 0..64 {
                v.push(("random x", fq_be(&rng.fq()).to_vec()));
                let mut x = fq_be(&rng.fq()).to_vec();
                x[0] |= 0x80;
                v.push(("random x, neg", x));
            }
            let p = rand_g1(rng);
            v.push(("-p", g1_compressed_be(&-p)));
            let mut one = vec![0u8; 32];
            one[31] = 1;
            v.push(("x=1", one.clone()));
            one[0] = 0x80;
            v.push(("x=1 neg", one));
            let mut zero = vec![0u8; 32];
            zero[0] = 0x80;
            v.push(("x=0 neg", zero));
        }
        Op::G2CompressBe | Op::G2CompressLe => {
            let p = rand_g2(rng);
            v.push(("-p", g2_be(&-p)));
            v.push(("not-in-G2", g2_be(&rand_twist_not_g2(rng))));
            let mut yim0 = g2_be(&p);
            yim0[64..96].copy_from_slice(&[0u8; 32]);
            v.push(("y_im=0 (off)", yim0));
        }
        Op::G2DecompressBe | Op::G2DecompressLe => {
            for _ in 0..64 {
                v.push(("random x", [fq_be(&rng.fq()), fq_be(&rng.fq())].concat()));
                let mut x = [fq_be(&rng.fq()), fq_be(&rng.fq())].concat();
                x[0] |= 0x80;
                v.push(("random x, neg", x));
                let mut re = [[0u8; 32], fq_be(&rng.fq())].concat();
                if rng.next() & 1 == 1 {
                    re[0] |= 0x80;
                }
                v.push(("x in Fp", re));
            }
            let p = rand_g2(rng);
            v.push(("-p", g2_compressed_be(&-p)));
            v.push(("not-in-G2", g2_compressed_be(&rand_twist_not_g2(rng))));
        }
    }
    v.into_iter()
        .map(|(what, be)| Case {
            op,
            what,
            input: enc(op, be),
        })
        .collect()
}
