// SPDX-License-Identifier: MIT
//! solana-bn254's own test vectors through bn254_precompiles::solana, read at test time
//! (never copied into this repository):
//!  1. the JSON cases of its repository (anza-xyz/solana-sdk, tag
//!     bn254@v3.2.1, bn254/tests/data/*.json), run as its
//!     solana-bn254's tests/curve_operations.rs runs them (BE, then the same in LE, and the
//!     compression round trip of each pairing input), from the checkout in
//!     $BN254_SOLANA_SDK (default: peers/solana-sdk beside this repository);
//!     without a checkout this part says SKIPPED;
//!  2. the points of the compression tests in the crate's own source
//!     (src/compression.rs of solana-bn254 3.2.1 in the cargo registry, found
//!     with `cargo metadata`), compressed and decompressed both ways and
//!     compared with arkworks' own compressed encoding.

use ark_serialize::CanonicalDeserialize;
use bn254_precompiles::solana::compression::prelude::*;
use bn254_precompiles::solana::prelude::*;
use bn254_solana_test::swap;
use std::path::PathBuf;

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap())
        .collect()
}

fn cases(dir: &PathBuf, name: &str) -> Vec<(String, Vec<u8>, Vec<u8>)> {
    let text = std::fs::read_to_string(dir.join(name)).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v.as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["Name"].as_str().unwrap_or("").to_string(),
                unhex(c["Input"].as_str().unwrap()),
                unhex(c["Expected"].as_str().unwrap_or("")),
            )
        })
        .collect()
}

#[test]
fn repository_vectors() {
    let root = std::env::var_os("BN254_SOLANA_SDK")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../../peers/solana-sdk")
        });
    let dir = root.join("bn254/tests/data");
    if !dir.is_dir() {
        println!("solana-bn254 repository vectors: SKIPPED (no {}; set BN254_SOLANA_SDK to a checkout of anza-xyz/solana-sdk at bn254@v3.2.1)", dir.display());
        return;
    }
    let mut n = 0;
    for (name, mut input, want) in cases(&dir, "addition_cases.json") {
        assert_eq!(alt_bn128_g1_addition_be(&input).unwrap(), want, "{}", name);
        input.resize(128, 0);
        let le: [u8; 128] = swap(&input, 32).try_into().unwrap();
        assert_eq!(
            alt_bn128_g1_addition_le(&le).unwrap(),
            swap(&want, 32),
            "{} LE",
            name
        );
        n += 1;
    }
    for (name, input, want) in cases(&dir, "addition_g2_cases.json") {
        let be: [u8; 256] = input.clone().try_into().unwrap();
        assert_eq!(alt_bn128_g2_addition_be(&be).unwrap(), want, "{}", name);
        let le: [u8; 256] = swap(&input, 64).try_into().unwrap();
        assert_eq!(
            alt_bn128_g2_addition_le(&le).unwrap(),
            swap(&want, 64),
            "{} LE",
            name
        );
        n += 1;
    }
    for (name, mut input, want) in cases(&dir, "multiplication_cases.json") {
        assert_eq!(
            alt_bn128_g1_multiplication_be(&input).unwrap(),
            want,
            "{}",
            name
        );
        input.resize(96, 0);
        let le: [u8; 96] = [swap(&input[..64], 32), swap(&input[64..], 32)]
            .concat()
            .try_into()
            .unwrap();
        assert_eq!(
            alt_bn128_g1_multiplication_le(&le).unwrap(),
            swap(&want, 32),
            "{} LE",
            name
        );
        n += 1;
    }
    for (name, input, want) in cases(&dir, "multiplication_g2_cases.json") {
        let be: [u8; 160] = input.clone().try_into().unwrap();
        assert_eq!(
            alt_bn128_g2_multiplication_be(&be).unwrap(),
            want,
            "{}",
            name
        );
        let le: [u8; 160] = [swap(&input[..128], 64), swap(&input[128..], 32)]
            .concat()
            .try_into()
            .unwrap();
        assert_eq!(
            alt_bn128_g2_multiplication_le(&le).unwrap(),
            swap(&want, 64),
            "{} LE",
            name
        );
        n += 1;
    }
    for (name, input, want) in cases(&dir, "pairing_cases.json") {
        assert_eq!(alt_bn128_pairing_be(&input).unwrap(), want, "{}", name);
        let le: Vec<u8> = input
            .chunks(192)
            .flat_map(|p| [swap(&p[..64], 32), swap(&p[64..], 64)].concat())
            .collect();
        assert_eq!(
            alt_bn128_pairing_le(&le).unwrap(),
            swap(&want, 32),
            "{} LE",
            name
        );
        n += 1;
        if input.len() >= 192 {
            let (g1, g2) = (&input[..64], &input[64..192]);
            assert_eq!(
                alt_bn128_g1_decompress_be(&alt_bn128_g1_compress_be(g1).unwrap())
                    .unwrap()
                    .to_vec(),
                g1
            );
            assert_eq!(
                alt_bn128_g2_decompress_be(&alt_bn128_g2_compress_be(g2).unwrap())
                    .unwrap()
                    .to_vec(),
                g2
            );
            let (l1, l2) = (swap(g1, 32), swap(g2, 64));
            assert_eq!(
                alt_bn128_g1_decompress_le(&alt_bn128_g1_compress_le(&l1).unwrap())
                    .unwrap()
                    .to_vec(),
                l1
            );
            assert_eq!(
                alt_bn128_g2_decompress_le(&alt_bn128_g2_compress_le(&l2).unwrap())
                    .unwrap()
                    .to_vec(),
                l2
            );
            n += 1;
        }
    }
    println!(
        "solana-bn254 repository vectors: {} cases passed (from {})",
        n,
        dir.display()
    );
    assert!(n > 40);
}

/// The directory of solana-bn254's source, from cargo metadata.
fn crate_dir() -> PathBuf {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--locked", "--offline"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("cargo metadata output");
    let pkg = v["packages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "solana-bn254")
        .expect("solana-bn254 in the metadata");
    PathBuf::from(pkg["manifest_path"].as_str().unwrap())
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The byte array literal `let NAME = [ ... ];` of a Rust source.
fn array_literal(src: &str, name: &str) -> Vec<u8> {
    let start = src
        .find(&format!("let {} = [", name))
        .unwrap_or_else(|| panic!("no {}", name));
    let body = &src[start..];
    let open = body.find('[').unwrap();
    let close = body.find(']').unwrap();
    body[open + 1..close]
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<u8>().unwrap())
        .collect()
}

#[test]
fn crate_source_compression_points() {
    let path = crate_dir().join("src/compression.rs");
    let src = std::fs::read_to_string(&path).unwrap();
    let g1 = array_literal(&src, "g1_be");
    let g2 = array_literal(&src, "g2_be");
    assert_eq!((g1.len(), g2.len()), (64, 128));
    let p1 = ark_bn254::G1Affine::deserialize_uncompressed(&swap(&g1, 32)[..]).unwrap();
    let p2 = ark_bn254::G2Affine::deserialize_uncompressed(&swap(&g2, 64)[..]).unwrap();
    let mut n = 0;
    for (be, want) in [
        (g1.clone(), bn254_solana_test::g1_compressed_be(&p1)),
        (
            bn254_solana_test::g1_be(&-p1),
            bn254_solana_test::g1_compressed_be(&-p1),
        ),
    ] {
        let c = alt_bn128_g1_compress_be(&be).unwrap();
        assert_eq!(c.to_vec(), want);
        assert_eq!(alt_bn128_g1_decompress_be(&c).unwrap().to_vec(), be);
        let cl = alt_bn128_g1_compress_le(&swap(&be, 32)).unwrap();
        assert_eq!(cl.to_vec(), swap(&want, 32));
        assert_eq!(
            alt_bn128_g1_decompress_le(&cl).unwrap().to_vec(),
            swap(&be, 32)
        );
        n += 1;
    }
    for (be, want) in [
        (g2.clone(), bn254_solana_test::g2_compressed_be(&p2)),
        (
            bn254_solana_test::g2_be(&-p2),
            bn254_solana_test::g2_compressed_be(&-p2),
        ),
    ] {
        let c = alt_bn128_g2_compress_be(&be).unwrap();
        assert_eq!(c.to_vec(), want);
        assert_eq!(alt_bn128_g2_decompress_be(&c).unwrap().to_vec(), be);
        let cl = alt_bn128_g2_compress_le(&swap(&be, 64)).unwrap();
        assert_eq!(cl.to_vec(), swap(&want, 64));
        assert_eq!(
            alt_bn128_g2_decompress_le(&cl).unwrap().to_vec(),
            swap(&be, 64)
        );
        n += 1;
    }
    // infinity both ways, as the crate's own tests
    assert_eq!(
        alt_bn128_g1_decompress_be(&alt_bn128_g1_compress_be(&[0u8; 64]).unwrap()).unwrap(),
        [0u8; 64]
    );
    assert_eq!(
        alt_bn128_g2_decompress_be(&alt_bn128_g2_compress_be(&[0u8; 128]).unwrap()).unwrap(),
        [0u8; 128]
    );
    println!("solana-bn254 crate-source compression points: {} points, both signs and endiannesses (from {})", n * 2, path.display());
}
