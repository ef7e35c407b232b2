// SPDX-License-Identifier: MIT
//! Prepared G2 points: a cache for [`ecpairing_cached`] (the C library's
//! `bn254_g2_cache`). Each entry is a G2 point that passed every check,
//! keyed by its 128 input bytes, with its Miller-loop lines: a pair whose G2
//! point is found skips decoding, the subgroup check and the G2 half of the
//! Miller loop. A verifier's key points (Groth16's beta, gamma, delta; KZG's
//! [1]2 and [x]2) come back on every call and hit.
//!
//! [`ecpairing_cached`] gives [`crate::ecpairing`]'s output or error for
//! every input, whatever the cache holds. A point enters on its second miss
//! (a proof's own G2 point, new on every call, never displaces a key's), or,
//! in a [`G2Cache::new_manual`] cache, only through [`G2Cache::add`]. A cache
//! is `Sync` on targets with 32-bit and pointer-size atomics (any number of
//! threads call it at once, without a lock); elsewhere it is for one thread.
//! [`G2Cache::new`] allocates its memory (feature `alloc`);
//! [`G2Cache::from_raw`] takes memory the caller owns (`no_std` without
//! `alloc`, e.g. a static buffer in a zkVM guest).

use crate::{sys, Error};

/// Bytes of a cache of `n` entries (about 16.8 KiB each).
pub const fn g2_cache_bytes(n: usize) -> usize {
    sys::BN254_G2_CACHE_BYTES_BASE + n * sys::BN254_G2_CACHE_ENTRY_BYTES
}

/// A cache's counters since it was made (each exact once the calls that
/// count it have returned).
pub type G2CacheStats = sys::bn254_g2_cache_stats;

/// A cache of prepared G2 points in memory it owns (or borrows, for
/// [`G2Cache::from_raw`]).
pub struct G2Cache {
    cache: *mut sys::bn254_g2_cache,
    #[cfg(feature = "alloc")]
    owned: Option<(*mut u8, usize)>,
}

// SAFETY: the C cache is safe to share between threads where its atomics are
// lock-free (bn254_g2_cache_thread_safe, checked by the constructors under
// this cfg): every access goes through the C functions, which synchronise
// on each entry's state word; the struct's pointers are never written after
// construction.
#[cfg(all(target_has_atomic = "32", target_has_atomic = "ptr"))]
unsafe impl Send for G2Cache {}
#[cfg(all(target_has_atomic = "32", target_has_atomic = "ptr"))]
unsafe impl Sync for G2Cache {}

/// Why a cache could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum G2CacheError {
    /// Fewer than 1 or more than 2^24 entries, or memory below
    /// `g2_cache_bytes(1)`.
    Size,
    /// The C library, as built, cannot share a cache between threads,
    /// though this target's Rust has the atomics (a mismatch of the C
    /// compiler's and Rust's view of the target).
    NotThreadSafe,
}

impl core::fmt::Display for G2CacheError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            G2CacheError::Size => "bn254: a G2 cache holds 1 to 2^24 entries",
            G2CacheError::NotThreadSafe => {
                "bn254: the C library's G2 cache is not thread-safe here"
            }
        })
    }
}

#[cfg(feature = "std")]
impl std::error::Error for G2CacheError {}

fn check_thread_safe() -> Result<(), G2CacheError> {
    // SAFETY: no pointers.
    let safe = unsafe { sys::bn254_g2_cache_thread_safe() } == 1;
    if cfg!(all(target_has_atomic = "32", target_has_atomic = "ptr")) && !safe {
        return Err(G2CacheError::NotThreadSafe);
    }
    Ok(())
}

impl G2Cache {
    /// An empty cache of `entries` entries whose points enter on their
    /// second miss, in memory it allocates.
    #[cfg(feature = "alloc")]
    pub fn new(entries: usize) -> Result<G2Cache, G2CacheError> {
        G2Cache::alloc(entries, 0)
    }

    /// An empty cache of `entries` entries that calls only read: points
    /// enter through [`G2Cache::add`] alone (for a caller that knows its
    /// verifying keys: no input can evict them).
    #[cfg(feature = "alloc")]
    pub fn new_manual(entries: usize) -> Result<G2Cache, G2CacheError> {
        G2Cache::alloc(entries, sys::BN254_G2_CACHE_MANUAL)
    }

    #[cfg(feature = "alloc")]
    fn alloc(entries: usize, flags: u32) -> Result<G2Cache, G2CacheError> {
        if entries == 0 || entries > 1 << 24 {
            return Err(G2CacheError::Size);
        }
        check_thread_safe()?;
        let len = g2_cache_bytes(entries);
        let mem = alloc::boxed::Box::into_raw(alloc::vec![0u8; len].into_boxed_slice()) as *mut u8;
        // SAFETY: mem has len writable bytes, owned by the G2Cache from here
        // (freed in Drop) and used only through the C functions.
        let cache = unsafe { sys::bn254_g2_cache_init(mem, len, flags) };
        debug_assert!(!cache.is_null());
        Ok(G2Cache {
            cache,
            owned: Some((mem, len)),
        })
    }

    /// A cache in `mem[0..len)`, memory the caller owns; `manual` as in
    /// [`G2Cache::new_manual`].
    ///
    /// # Safety
    ///
    /// `mem` is valid for `len` bytes of reads and writes, is not used in
    /// any other way while the returned cache (or a copy of its pointer)
    /// lives, and outlives it.
    pub unsafe fn from_raw(
        mem: *mut u8,
        len: usize,
        manual: bool,
    ) -> Result<G2Cache, G2CacheError> {
        check_thread_safe()?;
        let flags = if manual {
            sys::BN254_G2_CACHE_MANUAL
        } else {
            0
        };
        let cache = sys::bn254_g2_cache_init(mem, len, flags);
        if cache.is_null() {
            return Err(G2CacheError::Size);
        }
        Ok(G2Cache {
            cache,
            #[cfg(feature = "alloc")]
            owned: None,
        })
    }

    /// Prepares the G2 point `g2` (x_im, x_re, y_im, y_re, as in a pair)
    /// into the cache now. Returns the error ecpairing would give the point
    /// (`NotInField`, `NotOnCurve`, `NotInSubgroup`); stores only a valid
    /// point, and never infinity (128 zero bytes, valid).
    pub fn add(&self, g2: &[u8; 128]) -> Result<(), Error> {
        // SAFETY: the cache is live; g2 has the 128 bytes the C function reads.
        Error::check(unsafe { sys::bn254_g2_cache_add(self.cache, g2.as_ptr()) })
    }

    /// The cache's counters.
    pub fn stats(&self) -> G2CacheStats {
        let mut s = G2CacheStats::default();
        // SAFETY: the cache is live; s is a writable stats struct.
        unsafe { sys::bn254_g2_cache_get_stats(self.cache, &mut s) };
        s
    }

    fn raw(&self) -> *mut sys::bn254_g2_cache {
        self.cache
    }
}

#[cfg(feature = "alloc")]
impl Drop for G2Cache {
    fn drop(&mut self) {
        if let Some((mem, len)) = self.owned {
            // SAFETY: mem and len are the boxed slice of G2Cache::alloc,
            // which nothing uses once the cache is dropped.
            unsafe {
                drop(alloc::boxed::Box::from_raw(
                    core::ptr::slice_from_raw_parts_mut(mem, len),
                ));
            }
        }
    }
}

impl core::fmt::Debug for G2Cache {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("G2Cache")
            .field("stats", &self.stats())
            .finish()
    }
}

/// [`crate::ecpairing`] with a cache of prepared G2 points (`None`: none):
/// the same output and error for every input.
pub fn ecpairing_cached(input: &[u8], cache: Option<&G2Cache>) -> Result<[u8; 32], Error> {
    let mut out = [0u8; 32];
    let c = cache.map_or(core::ptr::null_mut(), G2Cache::raw);
    // SAFETY: out has the 32 bytes the C function writes; the cache, if
    // any, is live for the call.
    let status =
        unsafe { sys::bn254_ecpairing_cached(out.as_mut_ptr(), input.as_ptr(), input.len(), c) };
    Error::check(status).map(|()| out)
}

/// [`ecpairing_cached`] as a boolean: `Ok(true)` when the output word is 1.
pub fn ecpairing_check_cached(input: &[u8], cache: Option<&G2Cache>) -> Result<bool, Error> {
    ecpairing_cached(input, cache).map(|word| word[31] == 1)
}

/// The process-wide cache (feature `std`, targets with atomics):
/// [`SHARED_G2_CACHE_ENTRIES`] entries (1.1 MB) with admission on the
/// second miss, made on first use; `None` if it could not be made.
#[cfg(all(feature = "std", target_has_atomic = "32", target_has_atomic = "ptr"))]
pub fn shared_g2_cache() -> Option<&'static G2Cache> {
    static SHARED: std::sync::OnceLock<Option<G2Cache>> = std::sync::OnceLock::new();
    SHARED
        .get_or_init(|| G2Cache::new(SHARED_G2_CACHE_ENTRIES).ok())
        .as_ref()
}

/// Entries of [`shared_g2_cache`]: the keys of some twenty verifiers (a
/// Groth16 key has 3 G2 points, a KZG key 2).
pub const SHARED_G2_CACHE_ENTRIES: usize = 64;
