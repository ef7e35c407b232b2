// SPDX-License-Identifier: MIT
//! The G2 cache (src/cache.rs) against the path without one: every pairing
//! vector (ours and go-ethereum's) three times on caches of 1, 9 and 64
//! entries, random inputs from 8 threads on one cache, `add` on every valid
//! and failing point of the vectors, a cache in caller-owned memory, the
//! shared cache and revm's `pairing_check_cached`, each compared with
//! `ecpairing`; the counters show the cache was used.

mod common;

use std::sync::Arc;

use bn254_precompiles::cache::g2_cache_bytes;
use bn254_precompiles::revm;
use bn254_precompiles::{ecpairing, ecpairing_cached, shared_g2_cache, Error, G2Cache};
use common::{all_vectors, Op, Pools, Rng};

fn same_as_uncached(input: &[u8], cache: Option<&G2Cache>, what: &str) {
    let want = ecpairing(input);
    let got = ecpairing_cached(input, cache);
    assert_eq!(got, want, "{what} ({} bytes)", input.len());
}

fn pairing_inputs() -> Vec<Vec<u8>> {
    let v: Vec<Vec<u8>> = all_vectors(Op::Pairing)
        .into_iter()
        .map(|v| v.input)
        .collect();
    assert!(!v.is_empty(), "no pairing vectors");
    v
}

#[test]
fn vectors_through_caches() {
    let ins = pairing_inputs();
    for entries in [1usize, 9, 64] {
        let c = G2Cache::new(entries).unwrap();
        for _ in 0..3 {
            for input in &ins {
                same_as_uncached(input, Some(&c), "vector");
            }
        }
        let s = c.stats();
        println!("g2cache {entries} entries: {s:?}");
        assert_eq!(s.capacity, entries as u64);
        assert!(s.hits > 0 && s.inserts > 0, "the cache was not used: {s:?}");
        if entries == 1 {
            assert!(s.evictions > 0, "one entry and no eviction: {s:?}");
        }
    }
    same_as_uncached(&ins[0], None, "no cache");
    assert!(G2Cache::new(0).is_err());
}

#[test]
fn threads_share_a_cache() {
    let pools = Arc::new(Pools::new());
    let c = Arc::new(G2Cache::new(8).unwrap());
    let n = if std::env::var("BN254_TEST_QUICK").is_ok() {
        50
    } else {
        300
    };
    let threads: Vec<_> = (0..8u64)
        .map(|t| {
            let (pools, c) = (Arc::clone(&pools), Arc::clone(&c));
            std::thread::spawn(move || {
                let mut rng = Rng::from_env(2000 + t);
                for _ in 0..n {
                    same_as_uncached(&pools.ecpairing_input(&mut rng), Some(&c), "8 threads");
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let s = c.stats();
    println!("g2cache: 8 threads x {n} random pairing inputs: {s:?}");
    assert!(s.hits > 0, "no hit: {s:?}");
}

#[test]
fn add_stores_valid_points_only() {
    let pools = Pools::new();
    let c = G2Cache::new_manual(16).unwrap();
    // calls only read a manual cache
    for ch in &pools.pair_chunks {
        same_as_uncached(ch, Some(&c), "manual, empty");
        same_as_uncached(ch, Some(&c), "manual, empty, again");
    }
    let s = c.stats();
    assert_eq!(
        (s.inserts, s.hits),
        (0, 0),
        "a manual cache stored points: {s:?}"
    );
    // add gives ecpairing's error for (infinity, point)
    let mut valid = std::collections::BTreeSet::new();
    for kind in std::iter::once(&pools.pair_chunks).chain(pools.bad_chunks.iter()) {
        for ch in kind {
            let g2: [u8; 128] = ch[64..192].try_into().unwrap();
            let mut pair = vec![0u8; 64];
            pair.extend_from_slice(&g2);
            let want = ecpairing(&pair).map(|_| ());
            assert_eq!(c.add(&g2), want, "add of {:?}", &g2[..8]);
            if want.is_ok() && g2 != [0u8; 128] {
                valid.insert(g2.to_vec());
            }
        }
    }
    let s = c.stats();
    assert!(
        s.inserts == valid.len() as u64 || s.evictions > 0,
        "{} valid points, {s:?}",
        valid.len()
    );
    for ch in &pools.pair_chunks {
        same_as_uncached(ch, Some(&c), "manual, filled");
    }
    assert!(c.stats().hits > 0, "no hit after add: {:?}", c.stats());
    assert!(matches!(c.add(&[0xffu8; 128]), Err(Error::NotInField)));
}

#[test]
fn caller_owned_memory() {
    let len = g2_cache_bytes(3);
    let mut mem = vec![0u8; len + 7];
    // SAFETY: mem outlives the cache and is not touched while it lives.
    let c = unsafe { G2Cache::from_raw(mem.as_mut_ptr().add(7), len, false) }.unwrap();
    assert_eq!(c.stats().capacity, 3);
    for input in pairing_inputs().iter().take(40) {
        same_as_uncached(input, Some(&c), "caller-owned memory");
        same_as_uncached(input, Some(&c), "caller-owned memory, again");
    }
    assert!(c.stats().inserts > 0);
    drop(c);
    // SAFETY: as above; too small for one entry.
    assert!(unsafe { G2Cache::from_raw(mem.as_mut_ptr(), g2_cache_bytes(1) - 1, false) }.is_err());
}

#[test]
fn shared_cache_and_revm() {
    let shared = shared_g2_cache().expect("a shared cache on this target");
    assert!(std::ptr::eq(shared, shared_g2_cache().unwrap()));
    let before = shared.stats();
    for _ in 0..3 {
        for input in pairing_inputs() {
            same_as_uncached(&input, Some(shared), "shared cache");
            if input.len() % 192 == 0 {
                let pairs: Vec<(&[u8], &[u8])> = input
                    .chunks_exact(192)
                    .map(|c| (&c[..64], &c[64..]))
                    .collect();
                assert_eq!(
                    revm::pairing_check_cached(&pairs, Some(shared)),
                    revm::pairing_check(&pairs),
                    "revm::pairing_check_cached"
                );
            }
        }
    }
    let after = shared.stats();
    println!("g2cache shared: {after:?}");
    assert_eq!(
        after.capacity,
        bn254_precompiles::cache::SHARED_G2_CACHE_ENTRIES as u64
    );
    assert!(after.hits > before.hits);
}
