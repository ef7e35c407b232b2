/* SPDX-License-Identifier: MIT */
/*
 * test_stack.c (ctest bn254.stack): the deepest stack use of each entry
 * point, and proof that ecpairing's does not grow with the number of pairs.
 *
 * Each measurement runs one call in a fresh thread whose stack is a buffer
 * of ours (pthread_attr_setstack, 256 KiB), painted with a byte pattern
 * before the thread starts; after the join, the lowest byte no longer equal
 * to the pattern is the high-water mark. glibc keeps the thread descriptor
 * and TLS at the top of that buffer, so a thread doing nothing is measured
 * too (the baseline) and the tables give both the raw figure and the net
 * one (raw - baseline), which is the library's. Inputs are built (through
 * the API) before the thread starts.
 *
 * bn254_ecpairing_cached is measured on a miss, an insertion (the path that
 * prepares a point) and hits, and may use at most 1 KiB more than ecpairing.
 *
 * Fails if any call goes wrong, or if 2, 16, 17, 100 or 1000 pairs use more
 * than REL_MARGIN bytes (a pattern byte written by chance can hide a few
 * bytes) above 1 pair: the batch of 16 pairs is the whole working set
 * whatever the length. (They may use less: the input's pairs all share the
 * G2 generator, so ecpairing merges each couple ([k] G1, G2), ([-k] G1, G2)
 * into a sum at infinity, and an even length runs no Miller loop at all.)
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "bn254_solana.h"
#include "rel_util.h"

#define REL_STACK_SIZE (256 * 1024)
#define REL_PATTERN 0x5c
#define REL_MARGIN 256

typedef struct {
    const rel_op *op; /* NULL (and sol NULL): the baseline, a thread that returns at once */
    /* a Solana function of bn254_solana.h instead, with its flags */
    bn254_solana_status (*sol)(uint8_t *, const uint8_t *, size_t, unsigned);
    unsigned flags;
    bn254_solana_status sol_st;
    bn254_g2_cache *cache; /* with op ecpairing: bn254_ecpairing_cached on it */
    const uint8_t *in;
    size_t len;
    bn254_status st;
    uint8_t out[128];
} rel_job;

static void *rel_run(void *arg) {
    rel_job *j = (rel_job *)arg;
    if (j->op != NULL && j->cache != NULL) {
        j->st = bn254_ecpairing_cached(j->out, j->in, j->len, j->cache);
    } else if (j->op != NULL) {
        j->st = j->op->fn(j->out, j->in, j->len);
    }
    if (j->sol != NULL) j->sol_st = j->sol(j->out, j->in, j->len, j->flags);
    return NULL;
}

/* Bytes of the thread's stack buffer touched by the job; 0 on failure. */
static size_t rel_measure(rel_job *j, uint8_t *stack) {
    pthread_attr_t attr;
    pthread_t t;
    size_t i;
    memset(stack, REL_PATTERN, REL_STACK_SIZE);
    if (pthread_attr_init(&attr) != 0 || pthread_attr_setstack(&attr, stack, REL_STACK_SIZE) != 0 ||
        pthread_create(&t, &attr, rel_run, j) != 0) {
        fprintf(stderr, "cannot start a thread on our own stack\n");
        return 0;
    }
    pthread_join(t, NULL);
    pthread_attr_destroy(&attr);
    for (i = 0; i < REL_STACK_SIZE && stack[i] == REL_PATTERN; i++) {
    }
    return REL_STACK_SIZE - i;
}

int main(void) {
    static const size_t pair_counts[] = {0, 1, 2, 16, 17, 100, 1000};
    enum { NPC = sizeof pair_counts / sizeof pair_counts[0] };
    size_t used[NPC], baseline, hi = 0, i;
    uint8_t *stack, *pairs, in[128];
    rel_job job;
    int fail = 0;

    if (rel_under_valgrind()) {
        /* valgrind marks a finished thread's stack unreadable, and its own
         * figures would not be the library's */
        printf("stack: skipped under valgrind\n");
        return BN254_TEST_SKIP;
    }
    /* page-aligned, as pthread_attr_setstack wants on some systems */
    stack = (uint8_t *)mmap(NULL, REL_STACK_SIZE, PROT_READ | PROT_WRITE,
                            MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    pairs = (uint8_t *)malloc(1000 * BN254_PAIR_LEN);
    if (stack == (uint8_t *)MAP_FAILED || pairs == NULL) return 2;
    rel_pairing_input(pairs, 1000);

    memset(&job, 0, sizeof job);
    baseline = rel_measure(&job, stack);
    if (baseline == 0) return 2;
    printf("stack: thread buffer %d KiB, baseline (empty thread) %lu bytes%s\n",
           REL_STACK_SIZE / 1024, (unsigned long)baseline,
           REL_SANITIZED ? " [sanitizer build: its frames and fake stacks, not the library's]"
                         : "");
    printf("| call | raw bytes | net bytes |\n|---|---:|---:|\n");

    /* ecadd P + Q and ecmul P * (2^256 - 1): the longest paths */
    rel_g1_mul(in, 3);
    rel_g1_mul(in + 64, 11);
    job.op = &bn254_api_ops[0], job.in = in, job.len = 128;
    i = rel_measure(&job, stack);
    printf("| ecadd | %lu | %ld |\n", (unsigned long)i, (long)i - (long)baseline);
    fail |= job.st != BN254_OK;
    memset(in + 64, 0xff, 32);
    job.op = &bn254_api_ops[1], job.in = in, job.len = 96;
    i = rel_measure(&job, stack);
    printf("| ecmul | %lu | %ld |\n", (unsigned long)i, (long)i - (long)baseline);
    fail |= job.st != BN254_OK;

    for (i = 0; i < NPC; i++) {
        job.op = &bn254_api_ops[2], job.in = pairs, job.len = pair_counts[i] * BN254_PAIR_LEN;
        memset(job.out, 0, sizeof job.out);
        used[i] = rel_measure(&job, stack);
        printf("| ecpairing, %lu pairs | %lu | %ld |\n", (unsigned long)pair_counts[i],
               (unsigned long)used[i], (long)used[i] - (long)baseline);
        /* an odd prefix ends with ([k] G1, G2) whose partner is cut off */
        if (job.st != BN254_OK || job.out[31] != (pair_counts[i] % 2 == 0)) {
            fprintf(stderr, "FAIL: ecpairing with %lu pairs: %s/%u\n",
                    (unsigned long)pair_counts[i], bn254_status_str(job.st), job.out[31]);
            fail = 1;
        }
        if (pair_counts[i] > 0) {
            if (used[i] > hi) hi = used[i];
        }
    }
    /* pair_counts: [1] = 1 (one Miller loop of one batch), [4] = 17, [6] = 1000 */
    if (used[6] > used[4] + REL_MARGIN) {
        fprintf(stderr, "FAIL: 1000 pairs use %lu bytes of stack, 17 pairs %lu\n",
                (unsigned long)used[6], (unsigned long)used[4]);
        fail = 1;
    }
    if (hi > used[1] + REL_MARGIN) {
        fprintf(stderr, "FAIL: ecpairing stack use grows with the length: %lu bytes, 1 pair %lu\n",
                (unsigned long)hi, (unsigned long)used[1]);
        fail = 1;
    }
    /* bn254_ecpairing_cached: a miss, the miss that prepares the points (the
     * insertion path), then hits, on 1, 17 and 1000 pairs: within 1 KiB of
     * ecpairing's bound (bn254.h says about 300 bytes more) */
    {
        static uint8_t mem[BN254_G2_CACHE_BYTES(4)];
        static const size_t counts[] = {1, 1, 1, 17, 1000};
        static const char *const how[] = {"a miss", "inserting", "a hit", "hits", "hits"};
        bn254_g2_cache *cache = bn254_g2_cache_init(mem, sizeof mem, 0);
        bn254_g2_cache_stats cs;
        size_t k;
        uint8_t *one = pairs + 2 * BN254_PAIR_LEN; /* ([2] G1, G2): a Miller loop */
        for (k = 0; k < sizeof counts / sizeof counts[0]; k++) {
            memset(&job, 0, sizeof job);
            job.op = &bn254_api_ops[2], job.cache = cache;
            job.in = counts[k] == 1 ? one : pairs, job.len = counts[k] * BN254_PAIR_LEN;
            i = rel_measure(&job, stack);
            printf("| ecpairing_cached, %lu pairs, %s | %lu | %ld |\n", (unsigned long)counts[k],
                   how[k], (unsigned long)i, (long)i - (long)baseline);
            if (job.st != BN254_OK || job.out[31] != (counts[k] == 1 ? 0 : counts[k] % 2 == 0)) {
                fprintf(stderr, "FAIL: ecpairing_cached with %lu pairs: %s/%u\n",
                        (unsigned long)counts[k], bn254_status_str(job.st), job.out[31]);
                fail = 1;
            }
            if (i > hi + 1024) {
                fprintf(stderr, "FAIL: ecpairing_cached uses %lu bytes of stack, ecpairing %lu\n",
                        (unsigned long)i, (unsigned long)hi);
                fail = 1;
            }
        }
        bn254_g2_cache_get_stats(cache, &cs);
        if (cs.inserts != 1 || cs.hits == 0) {
            fprintf(stderr, "FAIL: the cache was not used (%lu inserts, %lu hits)\n",
                    (unsigned long)cs.inserts, (unsigned long)cs.hits);
            fail = 1;
        }
    }
    /* the Solana entry points on valid inputs: the pairing (BE and LE) must
     * stay within the EVM pairing's bound, whatever the number of pairs */
    {
        static const struct {
            const char *name;
            bn254_solana_status (*fn)(uint8_t *, const uint8_t *, size_t, unsigned);
            size_t off, len;
        } sol[] = {
            {"solana g1_add", bn254_solana_g1_add, 0, 128},
            {"solana g1_mul", bn254_solana_g1_mul, 0, 96},
            {"solana g2_add", bn254_solana_g2_add, 64, 256},
            {"solana g2_mul", bn254_solana_g2_mul, 64, 160},
            {"solana g1_compress", bn254_solana_g1_compress, 0, 64},
            {"solana g2_compress", bn254_solana_g2_compress, 64, 128},
            {"solana pairing, 1000 pairs", bn254_solana_pairing, 0, 1000 * BN254_PAIR_LEN},
        };
        static uint8_t g2two[256], g1two[128]; /* two points of a group */
        size_t k;
        memcpy(g1two, pairs, 64);
        memcpy(g1two + 64, pairs + BN254_PAIR_LEN, 64);
        memcpy(g2two, pairs + 64, 128);
        memcpy(g2two + 128, pairs + 64, 128);
        for (k = 0; k < sizeof sol / sizeof sol[0]; k++) {
            memset(&job, 0, sizeof job);
            job.sol = sol[k].fn, job.in = pairs + sol[k].off, job.len = sol[k].len;
            if (sol[k].fn == bn254_solana_g2_add) job.in = g2two;
            if (sol[k].fn == bn254_solana_g1_add) job.in = g1two;
            i = rel_measure(&job, stack);
            printf("| %s | %lu | %ld |\n", sol[k].name, (unsigned long)i, (long)i - (long)baseline);
            if (job.sol_st != BN254_SOLANA_OK) {
                fprintf(stderr, "FAIL: %s: %s\n", sol[k].name, bn254_solana_status_str(job.sol_st));
                fail = 1;
            }
            if (sol[k].fn == bn254_solana_pairing && i > hi + REL_MARGIN) {
                fprintf(stderr, "FAIL: the Solana pairing uses %lu bytes, ecpairing %lu\n",
                        (unsigned long)i, (unsigned long)hi);
                fail = 1;
            }
        }
    }
    printf("stack: ecpairing uses at most %ld bytes (net of the thread's own %lu) for 1 to 1000 "
           "pairs: %s\n",
           (long)hi - (long)baseline, (unsigned long)baseline, fail ? "FAILED" : "bounded");
    free(pairs);
    munmap(stack, REL_STACK_SIZE);
    return fail;
}
