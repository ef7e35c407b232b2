/* SPDX-License-Identifier: MIT */
/*
 * test_threads.c (ctest bn254.threads; also run under TSan by
 * .ci/reliability.sh): the library is thread-safe and reentrant.
 *
 * 8 threads start together (a barrier) and each runs the full vector set
 * several times (BN254_REL_ROUNDS, default 2), each thread in its own order
 * (a different starting vector), with its own output and input buffers,
 * comparing every result with the vector's Expected output or error. Any
 * shared mutable state in the library would show as a wrong answer here, and
 * as a data race under TSan. With BN254_REL_SPLIT set (valgrind, which runs
 * one thread at a time), the threads share the set instead: thread i runs
 * the vectors whose index is i mod 8, so the set runs once per round.
 *
 * Prepared G2 points: every ecpairing vector also runs through
 * bn254_ecpairing_cached on two caches all threads share, one of 64 entries
 * and one of 5 (so that entries are written, evicted and read by different
 * threads at once), each call twice in a row (the second one admits its
 * points); every answer must be the vector's. At the end the small cache
 * must have hit, stored and evicted, and no entry may be left referenced or
 * busy. Under TSan this is the test of the cache's thread-safety contract
 * (bn254.h): no lock, and no data race.
 *
 *   test_threads <op>=<file.json>...
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rel_util.h"

#define REL_THREADS 8

/* 1 if an entry of the cache in mem has readers or a writer (white box, as
 * src/g2cache.h lays the memory out: a 64-byte header after the alignment,
 * entries of BN254_G2_CACHE_ENTRY_BYTES less the 16 bytes of their
 * admission-filter tags, each starting with its state word, valid bit 30). */
#define BN254_REL_STATIC_ASSERT(name, cond) typedef char rel_static_assert_##name[(cond) ? 1 : -1]
BN254_REL_STATIC_ASSERT(entry_stride, (BN254_G2_CACHE_ENTRY_BYTES - 16) % 64 == 0);
static int rel_cache_busy(const uint8_t *mem, size_t len) {
    const uint8_t *base = mem + (64 - (uintptr_t)mem % 64) % 64 + 64;
    size_t n = (len - 128) / BN254_G2_CACHE_ENTRY_BYTES, i;
    for (i = 0; i < n; i++) {
        uint32_t state;
        memcpy(&state, base + i * (BN254_G2_CACHE_ENTRY_BYTES - 16), 4);
        if ((state & ~0x40000000u) != 0) return 1;
    }
    return 0;
}

typedef struct {
    const rel_vectors *set;
    pthread_barrier_t *start;
    bn254_g2_cache *caches[2]; /* shared by all threads */
    int id, rounds, split;
    unsigned long calls, failures;
} rel_worker;

static void *rel_work(void *arg) {
    rel_worker *w = (rel_worker *)arg;
    size_t n = w->set->ncases, i, longest = 0;
    uint8_t out[64], *in;
    char prefix[32];
    int r;
    for (i = 0; i < n; i++) {
        if (w->set->cases[i].v->input_len > longest) longest = w->set->cases[i].v->input_len;
    }
    in = (uint8_t *)malloc(longest ? longest : 1);
    if (in == NULL) {
        w->failures++;
        return NULL;
    }
    snprintf(prefix, sizeof prefix, "[thread %d] ", w->id);
    pthread_barrier_wait(w->start);
    for (r = 0; r < w->rounds; r++) {
        for (i = 0; i < n; i++) {
            /* a different order per thread, so different operations overlap */
            const rel_case *c = &w->set->cases[(i + (size_t)w->id * n / REL_THREADS) % n];
            bn254_status st;
            size_t len;
            if (w->split) {
                if (i % REL_THREADS != (size_t)w->id) continue;
                c = &w->set->cases[i];
            }
            len = c->v->input_len;
            memcpy(in, c->v->input, len);
            memset(out, 0xa5, sizeof out);
            st = c->op->fn(out, len ? in : NULL, len);
            w->calls++;
            w->failures += (unsigned long)rel_check(c, st, out, prefix);
            if (c->op->fn == bn254_ecpairing) {
                int k;
                for (k = 0; k < 4; k++) {
                    memset(out, 0xa5, sizeof out);
                    st = bn254_ecpairing_cached(out, len ? in : NULL, len, w->caches[k / 2]);
                    w->calls++;
                    w->failures += (unsigned long)rel_check(c, st, out, prefix);
                }
            }
        }
    }
    free(in);
    return NULL;
}

int main(int argc, char **argv) {
    rel_vectors set;
    pthread_t tid[REL_THREADS];
    rel_worker w[REL_THREADS];
    pthread_barrier_t start;
    const char *env = getenv("BN254_REL_ROUNDS");
    int rounds = env != NULL && atoi(env) > 0 ? atoi(env) : 2, i;
    int split = getenv("BN254_REL_SPLIT") != NULL;
    unsigned long calls = 0, failures = 0;
    static uint8_t mem_big[BN254_G2_CACHE_BYTES(64)], mem_small[BN254_G2_CACHE_BYTES(5)];
    bn254_g2_cache *caches[2];
    bn254_g2_cache_stats stats[2];

    if (rel_vectors_load(&set, argc, argv, 1) != 0) return 2;
    if (!bn254_g2_cache_thread_safe()) {
        fprintf(stderr, "bn254_g2_cache_thread_safe() is 0 on this target\n");
        return 1;
    }
    caches[0] = bn254_g2_cache_init(mem_big, sizeof mem_big, 0);
    caches[1] = bn254_g2_cache_init(mem_small, sizeof mem_small, 0);
    if (caches[0] == NULL || caches[1] == NULL) return 2;
    if (set.ncases == 0) {
        fprintf(stderr, "no vectors given\n");
        return 2;
    }
    pthread_barrier_init(&start, NULL, REL_THREADS);
    for (i = 0; i < REL_THREADS; i++) {
        memset(&w[i], 0, sizeof w[i]);
        w[i].set = &set;
        w[i].start = &start;
        w[i].id = i;
        w[i].rounds = rounds;
        w[i].split = split;
        w[i].caches[0] = caches[0];
        w[i].caches[1] = caches[1];
        if (pthread_create(&tid[i], NULL, rel_work, &w[i]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            return 2;
        }
    }
    for (i = 0; i < REL_THREADS; i++) {
        pthread_join(tid[i], NULL);
        calls += w[i].calls;
        failures += w[i].failures;
    }
    pthread_barrier_destroy(&start);
    printf("threads: %d threads x %d rounds x %lu vectors%s (ecpairing: also 4 times cached) = "
           "%lu calls, %lu failure(s)\n",
           REL_THREADS, rounds, (unsigned long)set.ncases, split ? " / 8 (split)" : "", calls,
           failures);
    for (i = 0; i < 2; i++) {
        bn254_g2_cache_get_stats(caches[i], &stats[i]);
        printf("threads: shared cache of %lu entries: %lu hits, %lu misses, %lu inserts, %lu "
               "evictions\n",
               (unsigned long)stats[i].capacity, (unsigned long)stats[i].hits,
               (unsigned long)stats[i].misses, (unsigned long)stats[i].inserts,
               (unsigned long)stats[i].evictions);
    }
    /* the caches were used, and written under contention; nothing is left
     * held: a call that returned has dropped every reference (white box:
     * the first word of an entry is its state, g2cache.h) */
    if (stats[1].hits == 0 || stats[1].inserts == 0 || stats[1].evictions == 0 ||
        stats[0].hits == 0) {
        fprintf(stderr, "threads: the shared caches were not exercised\n");
        failures++;
    }
    if (rel_cache_busy(mem_big, sizeof mem_big) || rel_cache_busy(mem_small, sizeof mem_small)) {
        fprintf(stderr,
                "threads: an entry is still referenced or busy after every call returned\n");
        failures++;
    }
    rel_vectors_free(&set);
    return failures ? 1 : 0;
}
