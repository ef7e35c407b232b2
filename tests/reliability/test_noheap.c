/* SPDX-License-Identifier: MIT */
/*
 * test_noheap.c (ctest bn254.noheap): the library never allocates.
 *
 * This executable defines malloc, calloc, realloc, free, posix_memalign,
 * aligned_alloc and memalign itself, forwarding to glibc's __libc_* entry
 * points. libbn254.a is linked into it, so any allocation the library made
 * would land here. Calls are counted only while a flag is set around each
 * library call; vector files are loaded (and inputs built) before. The test
 * runs every public function on every vector, and a 1000-pair pairing, and
 * fails on any counted call. A self-test first checks that the interposition
 * sees a call at all, so a silently bypassed hook cannot pass.
 *
 * Sanitizers (ASan, TSan, MSan) and valgrind own malloc, and other C
 * libraries have no __libc_malloc: there the test reports itself skipped
 * (exit 77).
 *
 *   test_noheap <op>=<file.json>...
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rel_util.h"

#if defined(__GLIBC__) && !REL_SANITIZED
#define REL_INTERPOSE 1
#else
#define REL_INTERPOSE 0
#endif

static volatile int rel_armed;
static volatile unsigned long rel_calls;
static const char *volatile rel_last_fn;

#if REL_INTERPOSE
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *p, size_t size);
extern void __libc_free(void *p);
extern void *__libc_memalign(size_t align, size_t size);
/* C99 headers do not declare these (POSIX, C11, obsolete). */
int posix_memalign(void **r, size_t align, size_t size);
void *aligned_alloc(size_t align, size_t size);
void *memalign(size_t align, size_t size);

static void rel_count(const char *fn) {
    if (rel_armed) {
        rel_calls++;
        rel_last_fn = fn;
    }
}

void *malloc(size_t size) {
    rel_count("malloc");
    return __libc_malloc(size);
}

void *calloc(size_t n, size_t size) {
    rel_count("calloc");
    return __libc_calloc(n, size);
}

void *realloc(void *p, size_t size) {
    rel_count("realloc");
    return __libc_realloc(p, size);
}

void free(void *p) {
    rel_count("free");
    __libc_free(p);
}

int posix_memalign(void **r, size_t align, size_t size) {
    void *p;
    rel_count("posix_memalign");
    if (align < sizeof(void *) || (align & (align - 1)) != 0) return EINVAL;
    p = __libc_memalign(align, size);
    if (p == NULL) return ENOMEM;
    *r = p;
    return 0;
}

void *aligned_alloc(size_t align, size_t size) {
    rel_count("aligned_alloc");
    return __libc_memalign(align, size);
}

void *memalign(size_t align, size_t size) {
    rel_count("memalign");
    return __libc_memalign(align, size);
}
#endif

static unsigned long rel_failures;

/* The counted window: one call of every public function on one input. */
static bn254_status rel_call(const rel_op *op, uint8_t *out, const uint8_t *in, size_t len) {
    bn254_status st;
    volatile uint64_t gas = 0;
    volatile const char *s;
    rel_calls = 0;
    rel_armed = 1;
    st = op->fn(out, in, len);
    gas += bn254_ecadd_gas(BN254_ISTANBUL) + bn254_ecmul_gas(BN254_BYZANTIUM);
    gas += bn254_ecpairing_gas(BN254_ISTANBUL, len);
    s = bn254_status_str(st);
    s = bn254_backend();
    rel_armed = 0;
    (void)gas, (void)s;
    if (rel_calls != 0) {
        fprintf(stderr, "FAIL %s (%lu bytes): %lu heap call(s), last %s\n", op->name,
                (unsigned long)len, rel_calls, rel_last_fn);
        rel_failures++;
    }
    return st;
}

int main(int argc, char **argv) {
    rel_vectors set;
    uint8_t out[64], *big;
    size_t i, calls = 0;
    const size_t pairs = 1000;
    bn254_status st;

    if (!REL_INTERPOSE || rel_under_valgrind()) {
        printf("noheap: skipped (%s owns malloc, or no glibc)\n",
               REL_SANITIZED ? "a sanitizer" : "valgrind");
        return BN254_TEST_SKIP;
    }
    if (rel_vectors_load(&set, argc, argv, 1) != 0) return 2;
    big = (uint8_t *)malloc(pairs * BN254_PAIR_LEN);
    if (big == NULL) return 2;
    rel_pairing_input(big, pairs);

    /* self-test: the hook sees a call made through a pointer the compiler
     * cannot see through (so the malloc/free pair is not optimized away) */
    {
        void *(*volatile m)(size_t) = malloc;
        void (*volatile f)(void *) = free;
        void *p;
        rel_calls = 0;
        rel_armed = 1;
        p = m(16);
        f(p);
        rel_armed = 0;
        if (rel_calls != 2) {
            fprintf(stderr, "FAIL: the malloc/free interposition saw %lu of 2 calls\n", rel_calls);
            return 1;
        }
    }

    for (i = 0; i < set.ncases; i++) {
        const rel_case *c = &set.cases[i];
        memset(out, 0xa5, sizeof out);
        st = rel_call(c->op, out, c->v->input_len ? c->v->input : NULL, c->v->input_len);
        rel_failures += (unsigned long)rel_check(c, st, out, "");
        calls++;
    }
    st = rel_call(&bn254_api_ops[2], out, big, pairs * BN254_PAIR_LEN);
    if (st != BN254_OK || out[31] != 1) {
        fprintf(stderr, "FAIL: the %lu-pair pairing gives %s/%u, not ok/1\n", (unsigned long)pairs,
                bn254_status_str(st), out[31]);
        rel_failures++;
    }
    calls++;
    free(big);
    rel_vectors_free(&set);
    printf("noheap: %lu calls (%lu vectors and a %lu-pair pairing), %s\n", (unsigned long)calls,
           (unsigned long)set.ncases, (unsigned long)pairs,
           rel_failures ? "FAILED" : "no heap call");
    return rel_failures ? 1 : 0;
}
