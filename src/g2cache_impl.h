/* SPDX-License-Identifier: MIT */
/*
 * g2cache_impl.h: the prepared-G2 cache (g2cache.h has the design: sets,
 * tags, admission on the second miss, LRU among unreferenced entries, one
 * state word per entry with readers' references and a writer's busy bit).
 */
#ifndef BN254_G2CACHE_IMPL_H
#define BN254_G2CACHE_IMPL_H

#include "g2cache.h"
#include "pairing.h"

/* The atomic operations used, as GCC/Clang builtins (they exist in C99 mode
 * too), or plain memory operations where the target has no lock-free ones. */
#if BN254_G2C_ATOMIC
#define BN254_G2C_LOAD(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#define BN254_G2C_STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)
#define BN254_G2C_STORE_RELEASE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELEASE)
#define BN254_G2C_ADD(p, v) ((void)__atomic_fetch_add((p), (v), __ATOMIC_RELAXED))
#define BN254_G2C_SUB_RELEASE(p, v) ((void)__atomic_fetch_sub((p), (v), __ATOMIC_RELEASE))
#define BN254_G2C_CAS_ACQUIRE(p, expected, v) \
    __atomic_compare_exchange_n((p), (expected), (v), 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)
#define BN254_G2C_TICK(p) __atomic_fetch_add((p), 1u, __ATOMIC_RELAXED)
#else
#define BN254_G2C_LOAD(p) (*(p))
#define BN254_G2C_STORE(p, v) ((void)(*(p) = (v)))
#define BN254_G2C_STORE_RELEASE(p, v) ((void)(*(p) = (v)))
#define BN254_G2C_ADD(p, v) ((void)(*(p) += (v)))
#define BN254_G2C_SUB_RELEASE(p, v) ((void)(*(p) -= (v)))
#define BN254_G2C_CAS_ACQUIRE(p, expected, v) bn254_g2c_cas_plain((p), (expected), (v))
#define BN254_G2C_TICK(p) ((*(p))++)
static int bn254_g2c_cas_plain(uint32_t *p, uint32_t *expected, uint32_t v) {
    if (*p != *expected) {
        *expected = *p;
        return 0;
    }
    *p = v;
    return 1;
}
#endif

BN254_STATIC_ASSERT(g2c_header, sizeof(struct bn254_g2_cache) <= BN254_G2C_HEADER);

/* Entry i and the admission filter: the header is 64-byte aligned and the
 * stride a multiple of 64, so both are aligned (through void *: the casts
 * from bytes are exact). */
static bn254_g2c_entry *bn254_g2c_entry_at(const bn254_g2_cache *c, size_t i) {
    return (bn254_g2c_entry *)(void *)((uint8_t *)(uintptr_t)c + BN254_G2C_HEADER +
                                       i * BN254_G2C_STRIDE);
}

static uint32_t *bn254_g2c_filter(const bn254_g2_cache *c) {
    return (uint32_t *)(void *)((uint8_t *)(uintptr_t)c + BN254_G2C_HEADER +
                                (size_t)c->entries * BN254_G2C_STRIDE);
}

static bn254_g2_cache *bn254_g2c_init(void *mem, size_t len, unsigned flags) {
    const size_t per = BN254_G2C_STRIDE + 4 * BN254_G2C_DK_PER_ENTRY;
    uintptr_t start, base;
    size_t n, i;
    bn254_g2_cache *c;
    uint32_t *dk;
    /* 128 bytes: the header and up to 63 bytes to align it, so that the
     * capacity does not depend on the alignment of mem */
    if (mem == NULL || len < 128 + per) return NULL;
    start = (uintptr_t)mem;
    base = (start + 63) & ~(uintptr_t)63;
    n = (len - 128) / per;
    if (n > 0x00ffffffu) n = 0x00ffffffu; /* 2^24 entries (280 GB): the tags' index range */
    c = (bn254_g2_cache *)base;
    c->entries = (uint32_t)n;
    c->sets = (uint32_t)((n + BN254_G2C_WAYS - 1) / BN254_G2C_WAYS);
    c->dk_slots = (uint32_t)(n * BN254_G2C_DK_PER_ENTRY); /* a bucket per entry */
    c->tick = 0;
    c->flags = flags & BN254_G2_CACHE_MANUAL;
    c->hits = c->misses = c->inserts = c->evictions = 0;
    for (i = 0; i < n; i++) {
        bn254_g2c_entry *e = bn254_g2c_entry_at(c, i);
        e->state = 0;
        e->tag = 0;
        e->stamp = 0;
    }
    dk = bn254_g2c_filter(c);
    for (i = 0; i < c->dk_slots; i++) dk[i] = 0;
    c->magic = BN254_G2C_MAGIC;
    return c;
}

/* A multiply-xorshift mix over the key's 16 words (the finaliser constants of
 * splitmix64, Steele, Lea, Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014). A spread, not a secret: see g2cache.h. */
static uint64_t bn254_g2c_hash(const uint8_t key[128]) {
    uint64_t h = 0x9e3779b97f4a7c15u;
    size_t i;
    for (i = 0; i < 16; i++) {
        h ^= bn254_load_be64(key + 8 * i);
        h *= 0xbf58476d1ce4e5b9u;
        h ^= h >> 31;
    }
    h *= 0x94d049bb133111ebu;
    return h ^ (h >> 29);
}

/* The tag (never 0, the empty tag), the set's first entry and its size. */
static uint32_t bn254_g2c_tag(uint64_t h) {
    return (uint32_t)h | 1u;
}

static size_t bn254_g2c_set(const bn254_g2_cache *c, uint64_t h, size_t *ways) {
    size_t first = (size_t)((uint32_t)(h >> 32) % c->sets) * BN254_G2C_WAYS;
    *ways = c->entries - first < BN254_G2C_WAYS ? c->entries - first : BN254_G2C_WAYS;
    return first;
}

static int bn254_g2c_key_equal(const uint8_t a[128], const uint8_t b[128]) {
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < 128; i++) acc |= (uint8_t)(a[i] ^ b[i]);
    return acc == 0;
}

/* A reader's reference on a valid entry nobody writes; 0 if it is not one. */
static int bn254_g2c_acquire(bn254_g2c_entry *e) {
    uint32_t s = BN254_G2C_LOAD(&e->state);
    while ((s & (BN254_G2C_VALID | BN254_G2C_BUSY)) == BN254_G2C_VALID &&
           (s & BN254_G2C_REFS) != BN254_G2C_REFS) {
        if (BN254_G2C_CAS_ACQUIRE(&e->state, &s, s + 1)) return 1;
    }
    return 0;
}

static void bn254_g2c_release(bn254_g2c_entry *e) {
    BN254_G2C_SUB_RELEASE(&e->state, 1u);
}

static void bn254_g2c_session_start(bn254_g2c_session *ses, bn254_g2_cache *cache, int add) {
    ses->n = 0;
    ses->filter_writes = 0;
    ses->add = add;
    ses->cache = cache != NULL && cache->magic == BN254_G2C_MAGIC ? cache : NULL;
    ses->tick = ses->cache != NULL ? BN254_G2C_TICK(&ses->cache->tick) : 0;
}

/* Adds the reference on e to the session; a second one on the same entry
 * (the same key again in this call) is dropped at once. Room: see
 * BN254_G2C_HOLDS. */
static void bn254_g2c_session_hold(bn254_g2c_session *ses, bn254_g2c_entry *e) {
    size_t i;
    for (i = 0; i < ses->n; i++) {
        if (ses->held[i] == e) {
            bn254_g2c_release(e);
            return;
        }
    }
    VERIFY_CHECK(ses->n < BN254_G2C_HOLDS);
    ses->held[ses->n++] = e;
}

static const bn254_g2_prepared *bn254_g2c_session_find(bn254_g2c_session *ses, bn254_g2_aff *q,
                                                       const uint8_t key[128], uint64_t h) {
    bn254_g2_cache *c = ses->cache;
    uint32_t tag = bn254_g2c_tag(h);
    size_t first, ways, w;
    if (c == NULL) return NULL;
    first = bn254_g2c_set(c, h, &ways);
    for (w = 0; w < ways; w++) {
        bn254_g2c_entry *e = bn254_g2c_entry_at(c, first + w);
        if (BN254_G2C_LOAD(&e->tag) != tag || !bn254_g2c_acquire(e)) continue;
        if (!bn254_g2c_key_equal(e->key, key)) { /* a tag collision, or replaced meanwhile */
            bn254_g2c_release(e);
            continue;
        }
        BN254_G2C_STORE(&e->stamp, ses->tick);
        if (!ses->add) BN254_G2C_ADD(&c->hits, 1u);
        q->x = e->x;
        q->y = e->y;
        q->infinity = 0;
        bn254_g2c_session_hold(ses, e);
        return &e->lines;
    }
    if (!ses->add) BN254_G2C_ADD(&c->misses, 1u);
    return NULL;
}

/*
 * 1 if the tag of h was missed before (and forget it), else remember it: the
 * admission filter, buckets of BN254_G2C_DK_PER_ENTRY tags (one bucket per
 * entry), so that a point seen once (a proof's own G2 point, new on every
 * call) never displaces a prepared one. A tag goes to a free place of its
 * bucket, else over the place after the session's last write: the points of
 * one call never overwrite each other's tags (up to a bucket's size), so a
 * verifying key's points all get in on their second call.
 */
static int bn254_g2c_admit(bn254_g2c_session *ses, uint64_t h) {
    const bn254_g2_cache *c = ses->cache;
    uint32_t tag = bn254_g2c_tag(h);
    uint32_t *bucket =
        bn254_g2c_filter(c) + (size_t)((uint32_t)(h >> 8) % c->entries) * BN254_G2C_DK_PER_ENTRY;
    size_t i, free_at = BN254_G2C_DK_PER_ENTRY;
    for (i = 0; i < BN254_G2C_DK_PER_ENTRY; i++) {
        uint32_t t = BN254_G2C_LOAD(&bucket[i]);
        if (t == tag) {
            BN254_G2C_STORE(&bucket[i], 0u);
            return 1;
        }
        if (t == 0 && free_at == BN254_G2C_DK_PER_ENTRY) free_at = i;
    }
    if (free_at == BN254_G2C_DK_PER_ENTRY) {
        free_at = (size_t)((ses->tick + ses->filter_writes++) % BN254_G2C_DK_PER_ENTRY);
    }
    BN254_G2C_STORE(&bucket[free_at], tag);
    return 0;
}

static const bn254_g2_prepared *bn254_g2c_session_insert(bn254_g2c_session *ses,
                                                         const bn254_g2_aff *q,
                                                         const uint8_t key[128], uint64_t h) {
    bn254_g2_cache *c = ses->cache;
    uint32_t tag = bn254_g2c_tag(h), want = 0, age = 0;
    bn254_g2c_entry *victim = NULL;
    size_t first, ways, w;
    if (c == NULL) return NULL;
    if (!ses->add && ((c->flags & BN254_G2_CACHE_MANUAL) || !bn254_g2c_admit(ses, h))) return NULL;
    first = bn254_g2c_set(c, h, &ways);
    for (w = 0; w < ways; w++) {
        bn254_g2c_entry *e = bn254_g2c_entry_at(c, first + w);
        uint32_t s = BN254_G2C_LOAD(&e->state), a;
        if (s == 0) {
            /* free: entries are taken first free first and never freed, so
             * the rest of the set is free too (and holds no key) */
            victim = e, want = 0;
            break;
        }
        if (BN254_G2C_LOAD(&e->tag) == tag) return NULL; /* there, or being written */
        if (s != BN254_G2C_VALID) continue;              /* read or written: not a victim */
        a = ses->tick - BN254_G2C_LOAD(&e->stamp);       /* wraps consistently */
        if (victim == NULL || a > age) victim = e, want = s, age = a;
    }
    /* Take it only if it is still as seen: free, or valid with no reader. */
    if (victim == NULL || !BN254_G2C_CAS_ACQUIRE(&victim->state, &want, BN254_G2C_BUSY)) {
        return NULL;
    }
    if (want != 0) BN254_G2C_ADD(&c->evictions, 1u);
    BN254_G2C_STORE(&victim->tag, tag);
    BN254_G2C_STORE(&victim->stamp, ses->tick);
    bn254_copy(victim->key, key, 128);
    victim->x = q->x;
    victim->y = q->y;
    bn254_g2_prepare(&victim->lines, q);
    /* publish, with the one reference this call holds */
    BN254_G2C_STORE_RELEASE(&victim->state, BN254_G2C_VALID | 1u);
    BN254_G2C_ADD(&c->inserts, 1u);
    bn254_g2c_session_hold(ses, victim);
    return &victim->lines;
}

static void bn254_g2c_session_release(bn254_g2c_session *ses) {
    size_t i;
    for (i = 0; i < ses->n; i++) bn254_g2c_release(ses->held[i]);
    ses->n = 0;
}

static void bn254_g2c_stats(const bn254_g2_cache *cache, bn254_g2_cache_stats *r) {
    r->hits = r->misses = r->inserts = r->evictions = r->capacity = 0;
    if (cache == NULL || cache->magic != BN254_G2C_MAGIC) return;
    r->capacity = cache->entries;
    r->hits = BN254_G2C_LOAD(&cache->hits);
    r->misses = BN254_G2C_LOAD(&cache->misses);
    r->inserts = BN254_G2C_LOAD(&cache->inserts);
    r->evictions = BN254_G2C_LOAD(&cache->evictions);
}

#endif /* BN254_G2CACHE_IMPL_H */
