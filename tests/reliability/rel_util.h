/* SPDX-License-Identifier: MIT */
/*
 * rel_util.h: shared by the reliability tests (tests/reliability/), which use
 * the shipped library through include/bn254.h only, on top of the common
 * test support (tests/support: the precompile table, vector files and
 * checks, encodings):
 *   - vector sets: arguments "<op>=<file.json>" loaded before any test
 *     starts (the loader allocates);
 *   - valid inputs built through the API: a pairing input of n pairs whose
 *     answer is 1 (e(P, Q) e(-P, Q) ...), distinct points by ecmul;
 *   - the sanitizer in use, if any, and whether valgrind runs us: the tests
 *     that measure or interpose adapt, or exit with BN254_TEST_SKIP
 *     (support/check.h) where they cannot do their job.
 * Everything here is static: each test is one .c file and the support library.
 */
#ifndef BN254_REL_UTIL_H
#define BN254_REL_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bn254.h"
#include "support/api.h"
#include "support/check.h"
#include "support/ref_ec.h"
#include "support/vector_file.h"

#if defined(__GNUC__) || defined(__clang__)
#define REL_UNUSED __attribute__((unused))
#else
#define REL_UNUSED
#endif

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define REL_ASAN 1
#endif
#if __has_feature(thread_sanitizer)
#define REL_TSAN 1
#endif
#if __has_feature(memory_sanitizer)
#define REL_MSAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(REL_ASAN)
#define REL_ASAN 1
#endif
#if defined(__SANITIZE_THREAD__) && !defined(REL_TSAN)
#define REL_TSAN 1
#endif
#if defined(REL_ASAN) || defined(REL_TSAN) || defined(REL_MSAN)
#define REL_SANITIZED 1
#else
#define REL_SANITIZED 0
#endif

/* valgrind preloads its own malloc (vgpreload_memcheck-*.so in LD_PRELOAD),
 * which replaces even the executable's, and tracks thread stacks itself. */
REL_UNUSED static int rel_under_valgrind(void) {
    const char *p = getenv("LD_PRELOAD");
    return p != NULL && strstr(p, "vgpreload") != NULL;
}

typedef bn254_api_op rel_op;

/* One vector with its operation. */
typedef struct {
    const rel_op *op;
    const bn254_vector *v;
} rel_case;

typedef struct {
    bn254_vector_file files[16];
    size_t nfiles;
    rel_case *cases;
    size_t ncases;
} rel_vectors;

/* Loads argv[first..argc) of the form <op>=<file.json>; 0 or -1 (printed). */
REL_UNUSED static int rel_vectors_load(rel_vectors *set, int argc, char **argv, int first) {
    int a;
    size_t i, n = 0;
    memset(set, 0, sizeof *set);
    for (a = first; a < argc; a++) {
        const char *eq = strchr(argv[a], '=');
        char err[256];
        if (eq == NULL || set->nfiles == sizeof set->files / sizeof set->files[0]) {
            fprintf(stderr, "bad vector argument '%s' (want <op>=<file.json>)\n", argv[a]);
            return -1;
        }
        if (bn254_vector_file_load(&set->files[set->nfiles], eq + 1, err, sizeof err) != 0) {
            fprintf(stderr, "%s: %s\n", eq + 1, err);
            return -1;
        }
        n += set->files[set->nfiles++].n;
    }
    set->cases = (rel_case *)calloc(n ? n : 1, sizeof *set->cases);
    if (set->cases == NULL) return -1;
    for (a = first; a < argc; a++) {
        const bn254_vector_file *f = &set->files[a - first];
        const rel_op *op = bn254_api_op_named(argv[a], (size_t)(strchr(argv[a], '=') - argv[a]));
        if (op == NULL) {
            fprintf(stderr, "unknown op in '%s'\n", argv[a]);
            return -1;
        }
        for (i = 0; i < f->n; i++) {
            set->cases[set->ncases].op = op;
            set->cases[set->ncases++].v = &f->v[i];
        }
    }
    return 0;
}

REL_UNUSED static void rel_vectors_free(rel_vectors *set) {
    size_t i;
    for (i = 0; i < set->nfiles; i++) bn254_vector_file_free(&set->files[i]);
    free(set->cases);
}

/* A result against its vector (bn254_api_check): 0, or 1 after printing why. */
REL_UNUSED static int rel_check(const rel_case *c, bn254_status st, const uint8_t *out,
                                const char *prefix) {
    return bn254_api_check(prefix, c->op, c->v, st, out);
}

/* ---- inputs built through the API ---------------------------------------- */

/* [k] G1 for G1 = (1, 2), through bn254_ecmul; k small. */
REL_UNUSED static void rel_g1_mul(uint8_t out[64], uint64_t k) {
    uint8_t g[64];
    bn254_ref_g1_gen(g);
    bn254_api_g1_mul(out, g, k);
}

/*
 * n pairs (n even) ([k] G1, G2), ([-k] G1, G2) for k = 1, 2, ..., so the
 * answer is 1 and no two G1 points of a couple repeat. buf: n * 192 bytes.
 */
REL_UNUSED static void rel_pairing_input(uint8_t *buf, size_t n) {
    uint8_t g2[128], p[64];
    size_t i;
    bn254_ref_g2_gen(g2);
    for (i = 0; i + 1 < n; i += 2) {
        uint8_t *a = buf + i * BN254_PAIR_LEN, *b = a + BN254_PAIR_LEN;
        rel_g1_mul(p, (uint64_t)(i / 2 + 1));
        memcpy(a, p, 64);
        memcpy(a + 64, g2, 128);
        bn254_ref_g1_neg(b, p);
        memcpy(b + 64, g2, 128);
    }
    if (n % 2 == 1) { /* odd n: the last pair is (O, G2), which contributes 1 */
        uint8_t *a = buf + (n - 1) * BN254_PAIR_LEN;
        memset(a, 0, 64);
        memcpy(a + 64, g2, 128);
    }
}

#endif /* BN254_REL_UTIL_H */
