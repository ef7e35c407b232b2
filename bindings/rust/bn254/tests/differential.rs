// SPDX-License-Identifier: MIT
//! Differential tests against the C API: random valid and invalid inputs
//! (points from the vector files, words set to p, p+1, p-1, 2^256-1, x+p,
//! y+1, r, random; infinity; truncated and over-long inputs; random bytes)
//! through the safe functions and the revm-shaped functions, compared with a
//! direct `bn254-precompiles-sys` call on the same (for revm: the concatenated) input.
//! Checks outputs, the error variant of every status, that the raw call
//! writes the whole output buffer (zeros on error), and that every status
//! an operation can return was produced. BN254_TEST_SEED replays a run;
//! BN254_DIFF_ITERS scales the counts (default 1 = 3000/2000/400 inputs).

mod common;

use bn254_precompiles::revm::{self, RevmError};
use bn254_precompiles::{sys, Error};
use common::{Op, Pools, Rng};

/// The C function itself; `out` starts as 0xa5 bytes so a partial write shows.
fn raw(op: Op, input: &[u8]) -> (sys::bn254_status, Vec<u8>) {
    let n = if op == Op::Pairing { 32 } else { 64 };
    let mut out = vec![0xa5u8; n];
    // SAFETY: out holds n bytes, the output size of op; input is a slice.
    let st = unsafe {
        match op {
            Op::Add => sys::bn254_ecadd(out.as_mut_ptr(), input.as_ptr(), input.len()),
            Op::Mul => sys::bn254_ecmul(out.as_mut_ptr(), input.as_ptr(), input.len()),
            Op::Pairing => sys::bn254_ecpairing(out.as_mut_ptr(), input.as_ptr(), input.len()),
        }
    };
    (st, out)
}

fn safe(op: Op, input: &[u8]) -> Result<Vec<u8>, Error> {
    match op {
        Op::Add => bn254_precompiles::ecadd(input).map(|o| o.to_vec()),
        Op::Mul => bn254_precompiles::ecmul(input).map(|o| o.to_vec()),
        Op::Pairing => bn254_precompiles::ecpairing(input).map(|o| o.to_vec()),
    }
}

/// The error each raw status must map to, written out per status.
fn expected_error(st: sys::bn254_status) -> Error {
    match st {
        sys::BN254_ERR_INPUT_LENGTH => Error::InputLength,
        sys::BN254_ERR_NOT_IN_FIELD => Error::NotInField,
        sys::BN254_ERR_NOT_ON_CURVE => Error::NotOnCurve,
        sys::BN254_ERR_NOT_IN_SUBGROUP => Error::NotInSubgroup,
        other => panic!("status {} outside the C enum", other),
    }
}

fn expected_revm(st: sys::bn254_status) -> RevmError {
    match st {
        sys::BN254_ERR_NOT_IN_FIELD => RevmError::Bn254FieldPointNotAMember,
        sys::BN254_ERR_NOT_ON_CURVE | sys::BN254_ERR_NOT_IN_SUBGROUP => {
            RevmError::Bn254AffineGFailedToCreate
        }
        sys::BN254_ERR_INPUT_LENGTH => RevmError::Bn254PairLength,
        other => panic!("status {} outside the C enum", other),
    }
}

/// Splits `len` into two random slice lengths around `size` (revm always
/// passes exactly `size`; shorter and longer slices must pad and truncate).
fn slice_len(rng: &mut Rng, size: usize) -> usize {
    if rng.chance(4) {
        rng.below(size + 16)
    } else {
        size
    }
}

fn padded(src: &[u8], size: usize) -> Vec<u8> {
    let mut v = src[..src.len().min(size)].to_vec();
    v.resize(size, 0);
    v
}

/// A piece of `src` of a random length around `size`, as a revm-shaped
/// function might get it: a prefix of `src`, zeros up to `size`, and random
/// bytes past `size` (which must be ignored).
fn piece(rng: &mut Rng, src: &[u8], size: usize) -> Vec<u8> {
    let n = slice_len(rng, size);
    let mut v = src[..src.len().min(n)].to_vec();
    v.resize(n.min(size).max(v.len()), 0);
    while v.len() < n {
        v.push(rng.next() as u8);
    }
    v
}

/// revm-shaped call on random pieces, and the concatenation the raw call gets.
fn revm_case(op: Op, rng: &mut Rng, input: &[u8]) -> Option<(Result<Vec<u8>, RevmError>, Vec<u8>)> {
    let tail = |at: usize| input.get(at..).unwrap_or(&[]);
    match op {
        Op::Add => {
            let p1 = piece(rng, input, 64);
            let p2 = piece(rng, tail(64), 64);
            let mut joined = padded(&p1, 64);
            joined.extend_from_slice(&padded(&p2, 64));
            Some((revm::g1_point_add(&p1, &p2).map(|o| o.to_vec()), joined))
        }
        Op::Mul => {
            let p = piece(rng, input, 64);
            let s = piece(rng, tail(64), 32);
            let mut joined = padded(&p, 64);
            joined.extend_from_slice(&padded(&s, 32));
            Some((revm::g1_point_mul(&p, &s).map(|o| o.to_vec()), joined))
        }
        Op::Pairing => {
            if input.len() % 192 != 0 {
                return None; // revm rejects the length before calling its provider
            }
            let pairs: Vec<(&[u8], &[u8])> = input
                .chunks_exact(192)
                .map(|c| (&c[..64], &c[64..]))
                .collect();
            let got = revm::pairing_check(&pairs).map(|ok| {
                let mut w = vec![0u8; 32];
                w[31] = ok as u8;
                w
            });
            Some((got, input.to_vec()))
        }
    }
}

fn run(op: Op, iters: usize, seed: u64) {
    let pools = Pools::new();
    let mut rng = Rng::from_env(seed);
    let mut seen = [0usize; 5];
    for i in 0..iters {
        let input = match op {
            Op::Add => pools.ecadd_input(&mut rng),
            Op::Mul => pools.ecmul_input(&mut rng),
            Op::Pairing => pools.ecpairing_input(&mut rng),
        };
        let (st, out) = raw(op, &input);
        assert!((st as usize) < seen.len(), "{:?} #{}: status {}", op, i, st);
        seen[st as usize] += 1;
        let got = safe(op, &input);
        if st == sys::BN254_OK {
            assert_eq!(
                got.as_deref(),
                Ok(&out[..]),
                "{:?} #{}: {}",
                op,
                i,
                common::hex(&input)
            );
        } else {
            assert!(
                out.iter().all(|&b| b == 0),
                "{:?} #{}: output not zeroed",
                op,
                i
            );
            assert_eq!(
                got,
                Err(expected_error(st)),
                "{:?} #{}: {}",
                op,
                i,
                common::hex(&input)
            );
        }
        if let Some((got_revm, joined)) = revm_case(op, &mut rng, &input) {
            let (st2, out2) = raw(op, &joined);
            let want = if st2 == sys::BN254_OK {
                Ok(out2)
            } else {
                Err(expected_revm(st2))
            };
            assert_eq!(
                got_revm,
                want,
                "{:?} #{} revm-shaped: {}",
                op,
                i,
                common::hex(&joined)
            );
        }
    }
    eprintln!(
        "{:?}: {} inputs, statuses ok/len/field/curve/subgroup = {:?}",
        op, iters, seen
    );
    let must = match op {
        Op::Add | Op::Mul => vec![
            sys::BN254_OK,
            sys::BN254_ERR_NOT_IN_FIELD,
            sys::BN254_ERR_NOT_ON_CURVE,
        ],
        Op::Pairing => (0..5).collect(),
    };
    for st in must {
        assert!(
            seen[st as usize] > 0,
            "{:?}: the generator never produced status {}",
            op,
            st
        );
    }
    if op != Op::Pairing {
        assert_eq!(
            seen[1] + seen[4],
            0,
            "{:?} returned input-length or not-in-subgroup",
            op
        );
    }
}

fn iters(base: usize) -> usize {
    let scale: usize = std::env::var("BN254_DIFF_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    base * scale.max(1)
}

#[test]
fn ecadd_differential() {
    run(Op::Add, iters(3000), 0x06);
}

#[test]
fn ecmul_differential() {
    run(Op::Mul, iters(2000), 0x07);
}

#[test]
fn ecpairing_differential() {
    run(Op::Pairing, iters(400), 0x08);
}

/// Aliasing and NULL: the C API allows both; the safe API never passes them,
/// but the raw crate is public, so check the contract it documents.
#[test]
fn raw_aliasing_and_empty_input() {
    let mut buf = [0u8; 128];
    buf[31] = 1;
    buf[63] = 2;
    buf[95] = 1;
    buf[127] = 2; // (1,2) + (1,2)
    let expected = bn254_precompiles::ecadd(&buf).unwrap();
    // SAFETY: buf has 128 bytes; out (its first 64) may alias the input.
    let st = unsafe { sys::bn254_ecadd(buf.as_mut_ptr(), buf.as_ptr(), 128) };
    assert_eq!(st, sys::BN254_OK);
    assert_eq!(&buf[..64], &expected[..]);
    let mut out = [0xffu8; 32];
    // SAFETY: NULL input with length 0 is allowed by bn254.h.
    let st = unsafe { sys::bn254_ecpairing(out.as_mut_ptr(), core::ptr::null(), 0) };
    assert_eq!(st, sys::BN254_OK);
    assert_eq!(out[31], 1);
    assert_eq!(bn254_precompiles::ecpairing_check(&[]), Ok(true));
    assert_eq!(revm::pairing_check(&[]), Ok(true));
}
