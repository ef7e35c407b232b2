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

typedef struct {
    const rel_vectors *set;
    pthread_barrier_t *start;
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

    if (rel_vectors_load(&set, argc, argv, 1) != 0) return 2;
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
    printf("threads: %d threads x %d rounds x %lu vectors%s = %lu calls, %lu failure(s)\n",
           REL_THREADS, rounds, (unsigned long)set.ncases, split ? " / 8 (split)" : "", calls,
           failures);
    rel_vectors_free(&set);
    return failures ? 1 : 0;
}
