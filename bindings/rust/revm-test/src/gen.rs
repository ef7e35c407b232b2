// SPDX-License-Identifier: MIT
//! Random precompile inputs, valid and invalid. Valid points come from
//! substrate-bn (`k * generator` for random k), an implementation
//! independent of ours and of revm's default backend (arkworks); nothing here
//! calls our library. Invalid ones are valid inputs with one 32-byte word
//! replaced by a value at a boundary (p, p+1, p-1, 2^256-1, x+p, y+1, ...),
//! G2 points on the twist but outside the order-r subgroup (made here from
//! a random x and a square root in substrate-bn's Fq2), wrong lengths, and
//! random bytes. Material from the vector files (points and pairs, valid or
//! not) is mixed in.

use bn::{AffineG2, Fq, Fq2, Fr, Group, G1, G2};

use crate::vectors::Vector;
use crate::{Op, Rng};

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

/// a - b mod 2^256, big-endian.
pub fn sub256(a: &[u8; 32], b: &[u8; 32]) -> [u8; 32] {
    let mut out = [0u8; 32];
    let mut borrow = 0i16;
    for i in (0..32).rev() {
        let mut d = a[i] as i16 - b[i] as i16 - borrow;
        borrow = (d < 0) as i16;
        if d < 0 {
            d += 256;
        }
        out[i] = d as u8;
    }
    out
}

pub fn small(v: u8) -> [u8; 32] {
    let mut w = [0u8; 32];
    w[31] = v;
    w
}

fn fq_bytes(f: Fq) -> [u8; 32] {
    let mut b = [0u8; 32];
    f.to_big_endian(&mut b).expect("32 bytes");
    b
}

/// EVM encoding of a G1 point: x || y, infinity as 64 zero bytes.
pub fn enc_g1(p: G1) -> [u8; 64] {
    let mut out = [0u8; 64];
    if let Some(a) = bn::AffineG1::from_jacobian(p) {
        out[..32].copy_from_slice(&fq_bytes(a.x()));
        out[32..].copy_from_slice(&fq_bytes(a.y()));
    }
    out
}

/// EVM encoding of affine G2 coordinates (EIP-197): x_im || x_re || y_im || y_re.
fn enc_g2_xy(x: Fq2, y: Fq2) -> [u8; 128] {
    let mut out = [0u8; 128];
    out[..32].copy_from_slice(&fq_bytes(x.imaginary()));
    out[32..64].copy_from_slice(&fq_bytes(x.real()));
    out[64..96].copy_from_slice(&fq_bytes(y.imaginary()));
    out[96..].copy_from_slice(&fq_bytes(y.real()));
    out
}

/// EVM encoding of a G2 point, infinity as 128 zero bytes.
pub fn enc_g2(q: G2) -> [u8; 128] {
    match AffineG2::from_jacobian(q) {
        Some(a) => enc_g2_xy(a.x(), a.y()),
        None => [0u8; 128],
    }
}

/// A random scalar (substrate-bn reduces the 256-bit value mod r).
pub fn rand_fr(rng: &mut Rng) -> Fr {
    Fr::from_slice(&rng.bytes::<32>()).expect("32 bytes")
}

fn rand_nonzero_fr(rng: &mut Rng) -> Fr {
    loop {
        let k = rand_fr(rng);
        if !k.is_zero() {
            return k;
        }
    }
}

/// A random element of Fq (top bits cleared: below 2^253 < p).
fn rand_fq(rng: &mut Rng) -> Fq {
    let mut b = rng.bytes::<32>();
    b[0] &= 0x1f;
    Fq::from_slice(&b).expect("below p")
}

pub fn rand_g1(rng: &mut Rng) -> G1 {
    G1::one() * rand_nonzero_fr(rng)
}

pub fn rand_g2(rng: &mut Rng) -> G2 {
    G2::one() * rand_nonzero_fr(rng)
}

/// A point on the twist y^2 = x^3 + 3/(9+i) that is not of order r: random
/// x until x^3 + b' is a square. The twist's group order is r times a large
/// cofactor (EIP-197's subgroup check exists for such points), so such a
/// point is outside the subgroup unless a ~2^-254 event happens, which
/// substrate-bn's checked constructor rules out here.
pub fn g2_off_subgroup(rng: &mut Rng) -> [u8; 128] {
    loop {
        let x = Fq2::new(rand_fq(rng), rand_fq(rng));
        let rhs = x * x * x + G2::b();
        if let Some(y) = rhs.sqrt() {
            assert!(y * y == rhs, "substrate-bn's Fq2 sqrt");
            if AffineG2::new(x, y).is_err() {
                return enc_g2_xy(x, y);
            }
        }
    }
}

/// k pairs whose pairing product is 1: (a_i G1, b_i G2) for i < k-1, and
/// (-(sum a_i b_i)/c G1, c G2), so the exponents cancel (bilinearity).
pub fn pairing_product_one(rng: &mut Rng, k: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(k * 192);
    if k == 0 {
        return out;
    }
    let mut sum = Fr::zero();
    for _ in 0..k - 1 {
        let (a, b) = (rand_nonzero_fr(rng), rand_nonzero_fr(rng));
        sum = sum + a * b;
        out.extend_from_slice(&enc_g1(G1::one() * a));
        out.extend_from_slice(&enc_g2(G2::one() * b));
    }
    let c = rand_nonzero_fr(rng);
    let a = -sum * c.inverse().expect("c != 0");
    out.extend_from_slice(&enc_g1(G1::one() * a));
    out.extend_from_slice(&enc_g2(G2::one() * c));
    out
}

/// k random pairs (product 1 only by a negligible chance).
pub fn pairing_random(rng: &mut Rng, k: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(k * 192);
    for _ in 0..k {
        out.extend_from_slice(&enc_g1(rand_g1(rng)));
        out.extend_from_slice(&enc_g2(rand_g2(rng)));
    }
    out
}

/// One 32-byte word of `buf` (word index below `words`) replaced by a value
/// at a boundary, or bumped.
pub fn mutate_word(rng: &mut Rng, buf: &mut [u8], words: usize) {
    let words = words.min(buf.len() / 32);
    if words == 0 {
        return;
    }
    let at = rng.below(words) * 32;
    let mut w = [0u8; 32];
    w.copy_from_slice(&buf[at..at + 32]);
    let new = match rng.below(10) {
        0 => P,
        1 => add256(&P, &small(1)),
        2 => sub256(&P, &small(1)),
        3 => [0xff; 32],
        4 => [0u8; 32],
        5 => add256(&w, &P), // the same residue, out of range (w < p here)
        6 => add256(&w, &small(1)), // off the curve, almost always
        7 => R,
        8 => sub256(&P, &w), // -y: keeps the point on the curve when w is y
        _ => rng.bytes::<32>(),
    };
    buf[at..at + 32].copy_from_slice(&new);
}

/// Points and pairs taken from the vector files (valid and invalid).
pub struct Pools {
    g1: Vec<[u8; 64]>,
    pairs: Vec<[u8; 192]>,
}

impl Pools {
    pub fn new(vectors: &[Vector]) -> Pools {
        let mut g1 = Vec::new();
        let mut pairs = Vec::new();
        for v in vectors {
            match v.op {
                Op::Add | Op::Mul => {
                    if v.input.len() >= 64 {
                        g1.push(v.input[..64].try_into().unwrap());
                    }
                    if let Ok(out) = &v.expected {
                        g1.push(out[..64].try_into().unwrap());
                    }
                }
                Op::Pairing => {
                    for c in v.input.chunks_exact(192) {
                        pairs.push(c.try_into().unwrap());
                        g1.push(c[..64].try_into().unwrap());
                    }
                }
            }
        }
        assert!(!g1.is_empty() && !pairs.is_empty());
        Pools { g1, pairs }
    }
}

/// A G1 point for a case: random, infinity, from the files, or -P.
fn g1_item(rng: &mut Rng, pools: &Pools) -> [u8; 64] {
    match rng.below(10) {
        0 => [0u8; 64],
        1 => *rng.pick(&pools.g1),
        2 => enc_g1(-rand_g1(rng)),
        _ => enc_g1(rand_g1(rng)),
    }
}

/// Truncation (the EVM zero-pads), trailing bytes (ignored by ecadd/ecmul;
/// a bad length for ecpairing), or nothing.
fn relength(rng: &mut Rng, mut v: Vec<u8>, pad_max: usize) -> Vec<u8> {
    if rng.chance(8) {
        let n = rng.below(v.len() + 1);
        v.truncate(n);
    } else if rng.chance(8) {
        let n = 1 + rng.below(pad_max);
        let extra = rng.vec(n);
        v.extend_from_slice(&extra);
    }
    v
}

pub fn ecadd_case(rng: &mut Rng, pools: &Pools) -> Vec<u8> {
    if rng.chance(25) {
        let n = rng.below(200);
        return rng.vec(n);
    }
    let a = g1_item(rng, pools);
    let b = match rng.below(8) {
        0 => a, // doubling
        1 => {
            // -a, when a is a valid affine point: (x, p - y)
            let mut n = a;
            if n != [0u8; 64] {
                let y: [u8; 32] = n[32..].try_into().unwrap();
                n[32..].copy_from_slice(&sub256(&P, &y));
            }
            n
        }
        _ => g1_item(rng, pools),
    };
    let mut v = [a, b].concat();
    if rng.chance(3) {
        mutate_word(rng, &mut v, 4);
    }
    relength(rng, v, 64)
}

pub fn ecmul_case(rng: &mut Rng, pools: &Pools) -> Vec<u8> {
    if rng.chance(25) {
        let n = rng.below(200);
        return rng.vec(n);
    }
    let p = g1_item(rng, pools);
    let scalar = match rng.below(12) {
        0 => [0u8; 32],
        1 => small(1),
        2 => small(2),
        3 => sub256(&R, &small(1)),
        4 => R,
        5 => add256(&R, &small(1)),
        6 => [0xff; 32],
        7 => {
            let mut s = [0u8; 32];
            s[24..].copy_from_slice(&rng.bytes::<8>());
            s
        }
        _ => rng.bytes::<32>(), // a full 256-bit scalar, mostly >= r
    };
    let mut v = [&p[..], &scalar[..]].concat();
    if rng.chance(4) {
        mutate_word(rng, &mut v, 2);
    }
    relength(rng, v, 64)
}

pub fn ecpairing_case(rng: &mut Rng, pools: &Pools) -> Vec<u8> {
    if rng.chance(25) {
        let n = 192 * rng.below(3) + if rng.chance(2) { rng.below(192) } else { 0 };
        return rng.vec(n);
    }
    let k = rng.below(5);
    let mut v = match rng.below(10) {
        0..=4 => pairing_product_one(rng, k),
        5 | 6 => pairing_random(rng, k),
        _ => {
            let mut v = Vec::new();
            for _ in 0..k {
                let pair: [u8; 192] = *rng.pick(&pools.pairs);
                v.extend_from_slice(&pair);
            }
            v
        }
    };
    if k > 0 {
        let at = rng.below(k) * 192;
        match rng.below(12) {
            0 => v[at..at + 64].fill(0),       // G1 at infinity
            1 => v[at + 64..at + 192].fill(0), // G2 at infinity
            2 => v[at + 64..at + 192].copy_from_slice(&g2_off_subgroup(rng)),
            3..=5 => mutate_word(rng, &mut v[at..at + 192], 6),
            6 => {
                let g: [u8; 64] = *rng.pick(&pools.g1);
                v[at..at + 64].copy_from_slice(&g);
            }
            _ => {}
        }
    }
    if rng.chance(12) {
        let n = rng.below(v.len() + 1);
        v.truncate(n);
    } else if rng.chance(12) {
        let n = 1 + rng.below(191);
        let extra = rng.vec(n);
        v.extend_from_slice(&extra);
    }
    v
}

/// `n` random inputs for one op.
pub fn cases(op: Op, rng: &mut Rng, pools: &Pools, n: usize) -> Vec<Vec<u8>> {
    (0..n)
        .map(|_| match op {
            Op::Add => ecadd_case(rng, pools),
            Op::Mul => ecmul_case(rng, pools),
            Op::Pairing => ecpairing_case(rng, pools),
        })
        .collect()
}
