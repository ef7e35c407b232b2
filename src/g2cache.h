/* SPDX-License-Identifier: MIT */
/*
 * g2cache.h: the prepared-G2 cache of include/bn254.h (bn254_g2_cache) in the
 * caller's memory: entries keyed by 128 opaque bytes (the precompile layer's
 * encoding of a G2 point), each holding the point and its Miller-loop lines
 * (pairing.h, bn254_g2_prepared). Knows nothing of the EVM layout; uses only
 * pairing.h (and the public header for the type's name).
 *
 * Layout of the memory (after aligning its start to 64 bytes): the header
 * (struct bn254_g2_cache, 64 bytes), the entries (BN254_G2C_STRIDE bytes
 * each), the admission filter (BN254_G2C_DK_PER_ENTRY 32-bit tags per entry).
 * BN254_G2_CACHE_BYTES(n) of the public header is exactly this plus 63 bytes
 * of alignment slack (bn254.c checks the arithmetic at compile time).
 *
 * Lookups. A 64-bit hash of the key (bn254_g2c_hash) picks a set of
 * BN254_G2C_WAYS entries and gives a 32-bit tag; a lookup compares the tags of
 * its set and then the whole key of a matching entry: a hit is always a full
 * 128-byte match. Insertion admits a key on its second miss only (the
 * admission filter remembers the tags of keys missed once), and replaces the
 * least recently used entry of its set that no call is reading. The filter
 * has a bucket of BN254_G2C_DK_PER_ENTRY tags per entry.
 *
 * Concurrency. Each entry has one 32-bit state word: a valid bit, a busy bit
 * (a writer owns the entry) and a count of the calls reading it. Readers take
 * a reference only on a valid, not busy entry (compare-and-swap, acquire), read
 * key and lines while they hold it and drop it with a release; a writer takes
 * an entry only when nobody reads it (compare-and-swap from a state without
 * references to busy, acquire), writes it, and publishes it with a release
 * store. So every read of an entry's data happens after the writes that made
 * it and before any later overwrite: no data race, nothing waits (a busy or
 * referenced entry is simply a miss or not a victim). Tags, use stamps, the
 * admission filter and the counters are relaxed atomics: they only steer the
 * heuristics. Where the target has no lock-free 32-bit and pointer-size
 * atomics (BN254_G2C_ATOMIC 0: rv32 guests without the A extension), the same
 * code runs with plain loads and stores, and the cache is for one thread.
 */
#ifndef BN254_G2CACHE_H
#define BN254_G2CACHE_H

#include <stddef.h>
#include <stdint.h>

#include "../include/bn254.h"
#include "g2.h"
#include "pairing.h"

#if defined(__GNUC__) && defined(__GCC_ATOMIC_INT_LOCK_FREE) && \
    defined(__GCC_ATOMIC_POINTER_LOCK_FREE) && __GCC_ATOMIC_INT_LOCK_FREE == 2 && \
    __GCC_ATOMIC_POINTER_LOCK_FREE == 2
#define BN254_G2C_ATOMIC 1
#else
#define BN254_G2C_ATOMIC 0
#endif

/* Entries per set (the last set may be smaller), admission-filter tags per
 * entry, bytes per entry and of the header. */
#define BN254_G2C_WAYS 8
#define BN254_G2C_DK_PER_ENTRY 4
#define BN254_G2C_HEADER 64
#define BN254_G2C_MAGIC 0x62673263u /* "bg2c" */

/* One prepared point. state: BN254_G2C_VALID | BN254_G2C_BUSY | readers. */
typedef struct {
    uint32_t state, tag, stamp, unused;
    uint8_t key[128];
    bn254_fp2 x, y; /* the point, decoded and checked */
    bn254_g2_prepared lines;
} bn254_g2c_entry;

#define BN254_G2C_VALID 0x40000000u
#define BN254_G2C_BUSY 0x80000000u
#define BN254_G2C_REFS 0x3fffffffu
/* sizeof(bn254_g2c_entry) rounded up to 64 bytes (a cache line per state word) */
#define BN254_G2C_STRIDE ((sizeof(bn254_g2c_entry) + 63) / 64 * 64)

struct bn254_g2_cache {
    uint32_t magic, entries, sets, dk_slots;
    uint32_t tick, flags; /* flags: of bn254_g2_cache_init */
    size_t hits, misses, inserts, evictions;
};

/*
 * One ecpairing call's use of a cache: the entries it holds a reference to,
 * and the call's use stamp. NULL cache: no cache (every function is then a
 * no-op returning "not found"). At most one reference per pair of the pairing
 * stream's batch: every pair found or inserted enters the batch (its points
 * are finite), the same entry twice is held once, and the caller releases the
 * session whenever a full batch has run its Miller loop
 * (precompile_impl.h, bn254_pairing_read_pairs).
 */
#define BN254_G2C_HOLDS BN254_MILLER_BATCH
typedef struct {
    bn254_g2_cache *cache;
    bn254_g2c_entry *held[BN254_G2C_HOLDS];
    size_t n;
    uint32_t tick, filter_writes;
    int add; /* 1: bn254_g2_cache_add's session (lookups not counted, insertion forced) */
} bn254_g2c_session;

/* The cache in mem[0..len), reset (no entry), or NULL if len is below
 * BN254_G2_CACHE_BYTES(1) or mem is NULL. Not while another thread uses it. */
static bn254_g2_cache *bn254_g2c_init(void *mem, size_t len, unsigned flags);

/* 64-bit hash of a key (not keyed: see the public header on what an
 * adversary can do with that). */
static uint64_t bn254_g2c_hash(const uint8_t key[128]);

/* ses = a call's session on cache (NULL: none; a cache whose magic is wrong
 * counts as none), an ecpairing's (add 0) or bn254_g2_cache_add's (add 1).
 * (A session field rather than an argument: at most six arguments, in
 * registers on x86-64, keep gcc's stack usage static.) */
static void bn254_g2c_session_start(bn254_g2c_session *ses, bn254_g2_cache *cache, int add);

/*
 * The prepared point of key (h = bn254_g2c_hash(key)), held until the next
 * bn254_g2c_session_release, with *q set to the point; NULL (a miss, counted)
 * if it is not in the cache.
 */
static const bn254_g2_prepared *bn254_g2c_session_find(bn254_g2c_session *ses, bn254_g2_aff *q,
                                                       const uint8_t key[128], uint64_t h);

/*
 * After a miss on key: q is its point, decoded and in G2 (finite). Admits it
 * in an add session (ses->add), or if its tag is in the admission filter of a
 * cache not made BN254_G2_CACHE_MANUAL (else records the tag there and
 * returns NULL),
 * then prepares it into a free or the least recently used unreferenced entry
 * of its set and returns its lines, held as by _find; NULL if nothing was
 * stored (not admitted, or every entry of the set in use).
 */
static const bn254_g2_prepared *bn254_g2c_session_insert(bn254_g2c_session *ses,
                                                         const bn254_g2_aff *q,
                                                         const uint8_t key[128], uint64_t h);

/* Drops every reference of the session (after the Miller loop that read them). */
static void bn254_g2c_session_release(bn254_g2c_session *ses);

/* The counters, as bn254_g2_cache_get_stats reports them. */
static void bn254_g2c_stats(const bn254_g2_cache *cache, bn254_g2_cache_stats *r);

#endif /* BN254_G2CACHE_H */
