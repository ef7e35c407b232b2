/* SPDX-License-Identifier: MIT */
/*
 * test_g2cache.c (ctest bn254.g2cache): prepared G2 points (include/bn254.h,
 * bn254_g2_cache; src/g2cache.h) against the path without a cache.
 *
 * The property: bn254_ecpairing_cached gives the status and the 32 output
 * bytes of bn254_ecpairing on every input, whatever the cache holds. Every
 * call below is made both ways and compared (and against the vector's
 * Expected output where there is one); the counters (bn254_g2_cache_get_stats)
 * and a look at the entries show that the cache was really used: hits
 * where a key was stored, none where it was not.
 *   - each prepared line is the computed line divided by its c0; the
 *     Miller loop over prepared points gives the pairing of the loop over
 *     the points, for every subset prepared; merging in the batch keeps
 *     lines only where the G2 point stays;
 *   - every vector (ours, distinct, verifiers, go-ethereum's when argv[1]
 *     names their folder) three times in a row and the whole set again, on
 *     caches of 1, 9 and 64 entries;
 *   - a stored key with each of its 1024 bits flipped in turn (never a hit);
 *   - G2 points that fail a check (word >= p, off the twist, outside G2),
 *     infinity, and G2 points paired with G1 infinity: never stored;
 *   - a full cache: eviction of the least recently used entry of a set, and
 *     40 keys through 9 entries; an entry being read is never the victim;
 *   - a tag match with another key, a writer's entry and one with every
 *     reader reference taken: misses, never a second entry;
 *   - the same key in several pairs of one call (merged, opposite, across
 *     the 16-pair batch), and pairs sharing their G1 point with cached keys;
 *   - a cache filled by one verifying key, then used with another;
 *   - a BN254_G2_CACHE_MANUAL cache: calls only read it, bn254_g2_cache_add
 *     stores valid points only (and each once);
 *   - random inputs over small pools of points, and verifier calls with
 *     random bytes changed.
 * (Threads: tests/reliability/test_threads.c, under TSan in CI; read once:
 * tests/test_read_once.c; stack: tests/reliability/test_stack.c.)
 */
#include "support/layer.h"

#include "support/api.h"
#include "support/vector_file.h"

static const char *geth_dir;
static unsigned long n_calls, n_mismatch;

/* ---- helpers ------------------------------------------------------------------ */

/* A cache of n entries in fresh heap memory at a random misalignment (the
 * library aligns it); freed by free_cache. */
typedef struct {
    uint8_t *mem;
    bn254_g2_cache *c;
} test_cache;

static void new_cache(test_cache *t, size_t n) {
    size_t off = (size_t)(bn254_test_rand64() % 64);
    t->mem = (uint8_t *)malloc(BN254_G2_CACHE_BYTES(n) + off);
    assert_non_null(t->mem);
    t->c = bn254_g2_cache_init(t->mem + off, BN254_G2_CACHE_BYTES(n), 0);
    assert_non_null(t->c);
}

static void free_cache(test_cache *t) {
    free(t->mem);
    t->mem = NULL;
    t->c = NULL;
}

static bn254_g2_cache_stats stats(const bn254_g2_cache *c) {
    bn254_g2_cache_stats s;
    bn254_g2_cache_get_stats(c, &s);
    return s;
}

/* in through both paths: the same status and output, else a failure naming
 * what. Returns the status; *bit the answer (or -1 on error). */
#define both(in, len, c, what) both_at((in), (len), (c), (what), __FILE__, __LINE__)
static bn254_status both_at(const uint8_t *in, size_t len, bn254_g2_cache *c, const char *what,
                            const char *file, int line) {
    uint8_t out[33], want[33];
    bn254_status st, want_st;
    memset(out, 0xa5, sizeof out);
    memset(want, 0x5a, sizeof want);
    want_st = bn254_ecpairing(want, in, len);
    st = bn254_ecpairing_cached(out, in, len, c);
    n_calls++;
    if (st != want_st || memcmp(out, want, 32) != 0 || out[32] != 0xa5) {
        n_mismatch++;
        print_error("%s:%d: %s (%lu bytes): cached %s/%u, uncached %s/%u\n", file, line, what,
                    (unsigned long)len, bn254_status_str(st), out[31], bn254_status_str(want_st),
                    want[31]);
        _fail(file, line);
    }
    return st;
}

/* The entry of c holding key (white box), or NULL. */
static bn254_g2c_entry *entry_of(const bn254_g2_cache *c, const uint8_t key[128]) {
    size_t i;
    for (i = 0; i < c->entries; i++) {
        bn254_g2c_entry *e = bn254_g2c_entry_at(c, i);
        if ((e->state & BN254_G2C_VALID) && memcmp(e->key, key, 128) == 0) return e;
    }
    return NULL;
}

/* 1 if some valid entry of c holds key. */
static int cache_holds(const bn254_g2_cache *c, const uint8_t key[128]) {
    return entry_of(c, key) != NULL;
}

/* Valid entries of c, and that no call holds a reference any more. */
static size_t cache_valid_entries(const bn254_g2_cache *c) {
    size_t i, n = 0;
    for (i = 0; i < c->entries; i++) {
        const bn254_g2c_entry *e = bn254_g2c_entry_at(c, i);
        assert_int_equal(e->state & (BN254_G2C_BUSY | BN254_G2C_REFS), 0);
        n += (e->state & BN254_G2C_VALID) != 0;
    }
    return n;
}

static void put_pair(uint8_t *dst, const bn254_g1_aff *p, const bn254_g2_aff *q) {
    bn254_test_encode_g1(dst, p);
    bn254_test_encode_g2(dst + 64, q);
}

static bn254_g1_aff g1_pool[4];
static bn254_g2_aff g2_pool[4];

static int setup_pools(void **state) {
    size_t i;
    (void)state;
    bn254_test_g1_generator(&g1_pool[0]);
    for (i = 1; i < 4; i++) bn254_ref_rand_g1(&g1_pool[i]);
    bn254_test_g2_generator(&g2_pool[0]);
    for (i = 1; i < 4; i++) bn254_ref_rand_g2(&g2_pool[i]);
    return 0;
}

/* ---- the cache's memory --------------------------------------------------------- */

static void test_init(void **state) {
    static uint8_t mem[BN254_G2_CACHE_BYTES(3) + 64];
    bn254_g2_cache *not_cache;
    bn254_g2_cache_stats s;
    size_t off;
    uint8_t out[32], in[BN254_PAIR_LEN];
    (void)state;
    assert_null(bn254_g2_cache_init(NULL, sizeof mem, 0));
    assert_null(bn254_g2_cache_init(mem, 0, 0));
    assert_null(bn254_g2_cache_init(mem, BN254_G2_CACHE_BYTES(1) - 1, 0));
    for (off = 0; off < 64; off++) {
        bn254_g2_cache *c = bn254_g2_cache_init(mem + off, BN254_G2_CACHE_BYTES(1), 0);
        assert_non_null(c);
        assert_int_equal((uintptr_t)c % 64, 0);
        assert_true((uint8_t *)c >= mem + off && (uint8_t *)c < mem + off + 64);
        assert_int_equal(stats(c).capacity, 1);
        c = bn254_g2_cache_init(mem + off, BN254_G2_CACHE_BYTES(3) - 1, 0);
        assert_int_equal(stats(c).capacity, 2);
        c = bn254_g2_cache_init(mem + off, BN254_G2_CACHE_BYTES(3), 0);
        s = stats(c);
        assert_int_equal(s.capacity, 3);
        assert_int_equal(s.hits + s.misses + s.inserts + s.evictions, 0);
        /* the last entry's filter ends inside the memory given */
        assert_true((uint8_t *)(bn254_g2c_filter(c) + c->dk_slots) <=
                    mem + off + BN254_G2_CACHE_BYTES(3));
    }
    /* no cache, or memory that is not one: the path without a cache */
    memset(&s, 0xff, sizeof s);
    bn254_g2_cache_get_stats(NULL, &s);
    assert_int_equal(s.capacity + s.hits + s.misses + s.inserts + s.evictions, 0);
    put_pair(in, &g1_pool[0], &g2_pool[0]);
    both(in, sizeof in, NULL, "NULL cache");
    memset(mem, 0, sizeof mem);
    /* 64-byte aligned inside mem, as the library aligns a cache */
    not_cache = (bn254_g2_cache *)(void *)(mem + 64 - (uintptr_t)(mem + 64) % 64);
    both(in, sizeof in, not_cache, "zeroed memory, not a cache");
    /* adding to memory that is not a cache: the point's status, nothing
     * written, no counter */
    assert_int_equal(bn254_g2_cache_add(not_cache, in + 64), BN254_OK);
    for (off = 0; off < sizeof mem; off++) assert_int_equal(mem[off], 0);
    memset(&s, 0xff, sizeof s);
    bn254_g2_cache_get_stats(not_cache, &s);
    assert_int_equal(s.capacity + s.hits + s.misses + s.inserts + s.evictions, 0);
    assert_int_equal(bn254_ecpairing_cached(out, NULL, 0, NULL), BN254_OK);
    assert_int_equal(out[31], 1);
    assert_int_equal(bn254_g2_cache_thread_safe(), BN254_G2C_ATOMIC);
}

/* ---- the Miller loop over prepared points ----------------------------------------- */

/* Each prepared line is the line the loop computes divided by its c0. */
static void test_prepared_normalized(void **state) {
    static bn254_g2_prepared raw, pre;
    bn254_g2_aff q;
    size_t k;
    int it;
    (void)state;
    for (it = 0; it < 4; it++) {
        bn254_ref_rand_g2(&q);
        bn254_g2_prepare_lines(&raw, &q);
        bn254_g2_prepare(&pre, &q);
        for (k = 0; k < BN254_ATE_LINES; k++) {
            bn254_fp2 x;
            assert_true(bn254_fp2_is_one(&pre.line[k].c0));
            assert_false(bn254_fp2_is_zero(&raw.line[k].c0));
            bn254_fp2_mul(&x, &pre.line[k].c1, &raw.line[k].c0);
            assert_fp2_equal(&x, &raw.line[k].c1);
            bn254_fp2_mul(&x, &pre.line[k].c3, &raw.line[k].c0);
            assert_fp2_equal(&x, &raw.line[k].c3);
        }
    }
}

static void test_prepared_loop(void **state) {
    bn254_g1_aff p[BN254_MILLER_BATCH];
    bn254_g2_aff q[BN254_MILLER_BATCH];
    static bn254_g2_prepared pre[BN254_MILLER_BATCH];
    const bn254_g2_prepared *pp[BN254_MILLER_BATCH];
    size_t n, i;
    int it;
    (void)state;
    for (i = 0; i < BN254_MILLER_BATCH; i++) {
        bn254_ref_rand_g1(&p[i]);
        bn254_ref_rand_g2(&q[i]);
        bn254_g2_prepare(&pre[i], &q[i]);
    }
    for (it = 0; it < bn254_test_iters_div(8); it++) {
        bn254_fp12_acc fa, fb;
        bn254_fp12 a, b;
        uint64_t mask = bn254_test_rand64();
        n = 1 + (size_t)(bn254_test_rand64() % BN254_MILLER_BATCH);
        for (i = 0; i < n; i++) pp[i] = (mask >> i) & 1 ? &pre[i] : NULL;
        if (it == 0)
            for (i = 0; i < n; i++) pp[i] = &pre[i]; /* all prepared */
        bn254_miller_loop_batch(&fa, p, q, NULL, n, bn254_fp12_acc_form());
        bn254_miller_loop_batch(&fb, p, q, pp, n, bn254_fp12_acc_form());
        bn254_fp12_acc_to(&a, &fa);
        bn254_fp12_acc_to(&b, &fb);
        /* prepared lines are divided by c0 (-yP), an Fp2 factor each: the same
         * pairing, not the same Miller-loop value (unless nothing is prepared) */
        bn254_final_exp(&a, &a);
        bn254_final_exp(&b, &b);
        assert_fp12_equal(&a, &b);
    }
}

/* The batch with prepared points: lines stay with their G2 point. */
static void test_batch_add_prepared(void **state) {
    static bn254_g2_prepared pre[2][4]; /* of g2_pool[i] and of -g2_pool[i] */
    static bn254_pairing_stream b;      /* its batch: b.p, b.q, b.prep [0..b.n) */
    const bn254_g1_aff *bp = b.p;
    const bn254_g2_aff *bq = b.q;
    const bn254_g2_prepared *const *bpp = b.prep;
    bn254_g1_aff all_p[12];
    bn254_g2_aff all_q[12], neg[4];
    size_t i, j;
    int it;
    (void)state;
    for (i = 0; i < 4; i++) {
        bn254_g2_aff_neg(&neg[i], &g2_pool[i]);
        bn254_g2_prepare(&pre[0][i], &g2_pool[i]);
        bn254_g2_prepare(&pre[1][i], &neg[i]);
    }
    for (it = 0; it < bn254_test_iters_div(16); it++) {
        bn254_pairing_stream_init(&b, bn254_fp12_acc_form());
        for (i = 0; i < 12; i++) {
            uint64_t r = bn254_test_rand64();
            size_t k = (size_t)(r % 4), sign = (size_t)((r >> 2) & 1);
            bn254_g1_aff p = g1_pool[(r >> 3) % 4];
            const bn254_g2_prepared *l = (r >> 5) % 3 != 0 ? &pre[sign][k] : NULL;
            bn254_fp12_acc fa, fb;
            bn254_fp12 ga, gb, f;
            if ((r >> 7) & 1) bn254_g1_aff_neg(&p, &p);
            all_p[i] = p;
            all_q[i] = sign ? neg[k] : g2_pool[k];
            bn254_pairing_batch_add(&b, &p, &all_q[i], l);
            for (j = 0; j < b.n; j++) {
                /* a pair's lines, if it has any, are those of its own point */
                size_t s, m;
                int found = bpp[j] == NULL;
                for (s = 0; s < 2; s++) {
                    for (m = 0; m < 4; m++) {
                        if (bpp[j] != &pre[s][m]) continue;
                        found = 1;
                        assert_fp2_equal(&bq[j].x, s ? &neg[m].x : &g2_pool[m].x);
                        assert_fp2_equal(&bq[j].y, s ? &neg[m].y : &g2_pool[m].y);
                    }
                }
                assert_true(found);
            }
            /* the batch's product with its lines = that of all pairs so far */
            bn254_miller_loop_batch(&fa, bp, bq, bpp, b.n, bn254_fp12_acc_form());
            bn254_miller_loop_batch(&fb, bp, bq, NULL, b.n, bn254_fp12_acc_form());
            bn254_fp12_acc_to(&ga, &fa);
            bn254_fp12_acc_to(&gb, &fb);
            bn254_final_exp(&ga, &ga); /* up to Fp2 factors: test_prepared_loop */
            bn254_final_exp(&gb, &gb);
            assert_fp12_equal(&ga, &gb);
            bn254_miller_loop(&f, all_p, all_q, i + 1);
            bn254_final_exp(&gb, &f);
            assert_fp12_equal(&ga, &gb);
        }
    }
}

/* ---- vectors -------------------------------------------------------------------- */

/* A vector file with the answers of the path without a cache, computed once
 * (the same for every cache size and round: a deterministic function of the
 * input). */
typedef struct {
    uint8_t out[32];
    bn254_status st;
} uncached_answer;

typedef struct {
    bn254_vector_file f;
    uncached_answer *want; /* one per vector */
} uncached_file;

static void uncached_load(uncached_file *u, const char *path) {
    char err[512];
    size_t i;
    if (bn254_vector_file_load(&u->f, path, err, sizeof err) != 0) {
        print_error("g2cache: %s\n", err);
        fail();
    }
    u->want = (uncached_answer *)malloc(u->f.n * sizeof *u->want + 1);
    assert_non_null(u->want);
    for (i = 0; i < u->f.n; i++) {
        const bn254_vector *v = &u->f.v[i];
        u->want[i].st = bn254_ecpairing(u->want[i].out, v->input, v->input_len);
    }
}

static void uncached_free(uncached_file *u) {
    free(u->want);
    bn254_vector_file_free(&u->f);
}

/* Every vector of u through c: three calls in a row (a miss, the admitting
 * miss, a hit), then, for rounds > 1, once more per round after the whole
 * file; each against the vector and the path without a cache. */
static unsigned long run_file(const uncached_file *u, bn254_g2_cache *c, int rounds) {
    size_t i;
    int r, k;
    unsigned long n = 0;
    for (r = 0; r < rounds; r++) {
        for (i = 0; i < u->f.n; i++) {
            const bn254_vector *v = &u->f.v[i];
            const uint8_t *want = u->want[i].out;
            const bn254_status want_st = u->want[i].st;
            for (k = 0; k < (r == 0 ? 3 : 1); k++) {
                uint8_t out[33];
                bn254_status st;
                out[32] = 0xa5;
                st = bn254_ecpairing_cached(out, v->input, v->input_len, c);
                n_calls++;
                if (bn254_api_check("g2cache (cached): ", &bn254_api_ops[2], v, st, out) != 0 ||
                    st != want_st || memcmp(out, want, 32) != 0 || out[32] != 0xa5) {
                    print_error("g2cache: %s: cached %s/%u, uncached %s/%u\n", v->name,
                                bn254_status_str(st), out[31], bn254_status_str(want_st), want[31]);
                    n_mismatch++;
                    fail();
                }
                n++;
            }
        }
    }
    return n;
}

static void test_vectors(void **state) {
    /* one set of one entry, a set of 8 and one of 1, 8 sets, each file twice;
     * under valgrind and emulation (BN254_TEST_ITERS below the default) the
     * middle one only, each file once (every vector still a miss, the
     * admitting miss and a hit) */
    static const size_t all_sizes[] = {1, 9, 64};
    const int full = !bn254_test_reduced();
    const size_t *sizes = full ? all_sizes : all_sizes + 1;
    size_t nsizes = full ? 3 : 1;
    int rounds = full ? 2 : 1;
    char path[4096];
    uncached_file files[4];
    size_t nfiles = 0, s, j;
    (void)state;
    uncached_load(&files[nfiles++], BN254_TEST_VECTOR_DIR "/ecpairing.json");
    uncached_load(&files[nfiles++], BN254_TEST_VECTOR_DIR "/distinct/ecpairing.json");
    uncached_load(&files[nfiles++], BN254_TEST_VECTOR_DIR "/verifiers/ecpairing.json");
    if (geth_dir != NULL) {
        snprintf(path, sizeof path, "%s/bn256Pairing.json", geth_dir);
        uncached_load(&files[nfiles++], path);
    }
    for (s = 0; s < nsizes; s++) {
        test_cache t;
        bn254_g2_cache_stats st;
        unsigned long n = 0;
        new_cache(&t, sizes[s]);
        for (j = 0; j < nfiles; j++) n += run_file(&files[j], t.c, rounds);
        st = stats(t.c);
        printf("g2cache: %lu vector calls%s on %lu entries: %lu hits, %lu misses, %lu inserts, "
               "%lu evictions\n",
               n, geth_dir != NULL ? " (with go-ethereum's)" : "", (unsigned long)st.capacity,
               (unsigned long)st.hits, (unsigned long)st.misses, (unsigned long)st.inserts,
               (unsigned long)st.evictions);
        assert_true(st.hits > 0 && st.inserts > 0);
        assert_true(st.inserts - st.evictions <= st.capacity);
        assert_int_equal(cache_valid_entries(t.c), st.inserts - st.evictions);
        if (sizes[s] < 64) assert_true(st.evictions > 0);
        free_cache(&t);
    }
    for (j = 0; j < nfiles; j++) uncached_free(&files[j]);
}

/* The first verifier call of ecpairing.json named name (its 4 or 2 pairs). */
static void verifier_call(uint8_t *in, size_t *len, const char *name) {
    bn254_vector_file f;
    char err[512];
    size_t i;
    assert_int_equal(bn254_vector_file_load(&f, BN254_TEST_VECTOR_DIR "/verifiers/ecpairing.json",
                                            err, sizeof err),
                     0);
    for (i = 0; i < f.n && strcmp(f.v[i].name, name) != 0; i++) {
    }
    assert_true(i < f.n && f.v[i].input_len <= 4 * BN254_PAIR_LEN);
    memcpy(in, f.v[i].input, f.v[i].input_len);
    *len = f.v[i].input_len;
    bn254_vector_file_free(&f);
}

/* ---- keys near stored keys; points that fail ------------------------------------------ */

static void test_one_byte_away(void **state) {
    uint8_t in[4 * BN254_PAIR_LEN], bad[4 * BN254_PAIR_LEN];
    size_t len, j, b;
    int bit, k;
    test_cache t;
    bn254_g2_cache_stats s0, s1;
    (void)state;
    verifier_call(in, &len, "groth16-mimc-4pairs-proof0");
    new_cache(&t, 16);
    for (k = 0; k < 3; k++) assert_int_equal(both(in, len, t.c, "groth16 call"), BN254_OK);
    s0 = stats(t.c);
    assert_int_equal(s0.inserts, 4); /* the key's three points and the proof's B */
    for (j = 0; j < 4; j++) assert_true(cache_holds(t.c, in + j * BN254_PAIR_LEN + 64));
    for (j = 0; j < 4; j++) {
        for (b = 0; b < 128; b++) {
            /* every bit; under valgrind and emulation (BN254_TEST_ITERS below
             * the default) one bit of each byte */
            for (bit = 0; bit < 8; bit++) {
                bn254_g2_cache_stats sa, sb;
                bn254_status st;
                uint8_t *key = bad + j * BN254_PAIR_LEN + 64;
                if (bn254_test_reduced() && bit != (int)(b % 8)) continue;
                memcpy(bad, in, len);
                key[b] ^= (uint8_t)(1u << bit);
                sa = stats(t.c);
                st = both(bad, len, t.c, "a stored key with one bit flipped");
                sb = stats(t.c);
                /* never a hit on it: an error stops the call at pair j, after
                 * at most j hits; a valid neighbour (none expected) misses */
                if (st != BN254_OK) assert_true(sb.hits - sa.hits <= j);
                assert_false(cache_holds(t.c, key));
            }
        }
    }
    s1 = stats(t.c);
    assert_int_equal(s1.inserts, s0.inserts);
    printf("g2cache: one-bit neighbours of 4 stored keys: no hit, nothing stored\n");
    free_cache(&t);
}

static void test_failing_points(void **state) {
    bn254_g2_aff bad[4], good;
    bn254_g1_aff inf1;
    uint8_t in[2 * BN254_PAIR_LEN];
    test_cache t;
    size_t i;
    int k;
    (void)state;
    new_cache(&t, 8);
    good = g2_pool[1];
    bn254_ref_rand_twist(&bad[0]); /* on the twist, not in G2 */
    assert_false(bn254_ref_g2_in_subgroup(&bad[0]));
    bad[1] = g2_pool[2];
    bn254_fp2_add(&bad[1].y, &bad[1].y, &bad[1].x); /* off the twist */
    bad[2] = g2_pool[3];
    bn254_g1_aff_set_infinity(&inf1);
    for (i = 0; i < 3; i++) {
        for (k = 0; k < 4; k++) {
            bn254_status st;
            put_pair(in, &g1_pool[1], &good);
            put_pair(in + BN254_PAIR_LEN, &g1_pool[2], &bad[i]);
            if (i == 2) memset(in + BN254_PAIR_LEN + 64 + 32, 0xff, 32); /* x_re >= p */
            st = both(in, sizeof in, t.c, "a G2 point that fails a check, after a good one");
            assert_int_equal(st, i == 0   ? BN254_ERR_NOT_IN_SUBGROUP
                                 : i == 1 ? BN254_ERR_NOT_ON_CURVE
                                          : BN254_ERR_NOT_IN_FIELD);
            assert_false(cache_holds(t.c, in + BN254_PAIR_LEN + 64));
            /* alone, and first */
            st = both(in + BN254_PAIR_LEN, BN254_PAIR_LEN, t.c, "a G2 point that fails a check");
            assert_true(st != BN254_OK);
            assert_false(cache_holds(t.c, in + BN254_PAIR_LEN + 64));
        }
    }
    /* the good point entered; nothing else did */
    assert_true(cache_holds(t.c, in + 64));
    assert_int_equal(stats(t.c).inserts, 1);
    /* infinity, and a point paired with G1 infinity, are never looked up */
    for (k = 0; k < 4; k++) {
        bn254_g2_aff inf2;
        bn254_g2_aff_set_infinity(&inf2);
        put_pair(in, &g1_pool[1], &inf2);
        put_pair(in + BN254_PAIR_LEN, &inf1, &g2_pool[2]);
        both(in, sizeof in, t.c, "G2 infinity, and G1 infinity with a G2 point");
    }
    assert_false(cache_holds(t.c, in + BN254_PAIR_LEN + 64));
    assert_int_equal(stats(t.c).inserts, 1);
    free_cache(&t);
}

/* ---- a full cache ----------------------------------------------------------------- */

/* (P, Q) with Q = [k] G2 for k small: a valid one-pair input (answer 0). */
static void small_multiple(bn254_g2_aff *q, uint64_t k) {
    bn254_g2_aff g;
    bn254_test_g2_generator(&g);
    bn254_ref_g2_mul_aff(q, &g, &k, 1);
}

static void test_eviction(void **state) {
    uint8_t in[BN254_PAIR_LEN], keys[41][128];
    bn254_g2_aff q;
    test_cache t;
    bn254_g2_cache_stats s;
    uint64_t k;
    (void)state;
    /* one set of 8: LRU among unreferenced entries */
    new_cache(&t, 8);
    for (k = 1; k <= 9; k++) {
        small_multiple(&q, k + 1);
        put_pair(in, &g1_pool[1], &q);
        memcpy(keys[k], in + 64, 128);
        if (k == 9) {
            /* touch key 1: key 2 is then the least recently used */
            put_pair(in, &g1_pool[1], &g2_pool[0]);
            memcpy(in + 64, keys[1], 128);
            s = stats(t.c);
            both(in, sizeof in, t.c, "key 1 again");
            assert_int_equal(stats(t.c).hits, s.hits + 1);
            memcpy(in + 64, keys[9], 128);
        }
        both(in, sizeof in, t.c, "a new key, first miss");
        assert_false(cache_holds(t.c, keys[k])); /* admitted on its second miss only */
        both(in, sizeof in, t.c, "a new key, second miss");
        assert_true(cache_holds(t.c, keys[k]));
    }
    s = stats(t.c);
    assert_int_equal(s.inserts, 9);
    assert_int_equal(s.evictions, 1);
    assert_false(cache_holds(t.c, keys[2]));
    for (k = 1; k <= 9; k++) assert_int_equal(cache_holds(t.c, keys[k]), k != 2);
    free_cache(&t);

    /* 40 keys through 9 entries (a set of 8 and a set of 1), then back */
    new_cache(&t, 9);
    for (k = 1; k <= 40; k++) {
        int r;
        small_multiple(&q, 3 * k + 1);
        put_pair(in, &g1_pool[(size_t)k % 4], &q);
        memcpy(keys[k], in + 64, 128);
        for (r = 0; r < 3; r++) both(in, sizeof in, t.c, "40 keys through 9 entries");
    }
    for (k = 1; k <= 40; k++) {
        memcpy(in + 64, keys[k], 128);
        both(in, sizeof in, t.c, "40 keys through 9 entries, again");
    }
    s = stats(t.c);
    printf("g2cache: 40 keys through 9 entries: %lu inserts, %lu evictions, %lu hits\n",
           (unsigned long)s.inserts, (unsigned long)s.evictions, (unsigned long)s.hits);
    assert_true(s.inserts >= 40 && s.evictions >= 31 && s.hits >= 40);
    assert_int_equal(cache_valid_entries(t.c), s.inserts - s.evictions);
    assert_true(s.inserts - s.evictions <= 9);
    free_cache(&t);
}

/* An entry whose tag matches but whose key does not (two keys with one
 * 32-bit tag: made here by changing the stored key), and entries a lookup
 * cannot take (a writer's, or one with every reader reference taken): each
 * is a miss, never stored twice, and the key hits again once the entry is
 * back as it was. */
static void test_tag_collision(void **state) {
    uint8_t in[BN254_PAIR_LEN], key[128];
    static const uint32_t blocked[] = {BN254_G2C_BUSY, BN254_G2C_VALID | BN254_G2C_REFS};
    bn254_g2c_entry *e;
    bn254_g2_cache_stats s0, s1;
    test_cache t;
    size_t k;
    (void)state;
    new_cache(&t, 8);
    put_pair(in, &g1_pool[1], &g2_pool[1]);
    memcpy(key, in + 64, 128);
    both(in, sizeof in, t.c, "first miss");
    both(in, sizeof in, t.c, "second miss: stored");
    e = entry_of(t.c, key);
    assert_non_null(e);
    /* the same tag, another key: two misses (the second one admitted), and
     * no second entry for the tag */
    e->key[127] ^= 1;
    s0 = stats(t.c);
    both(in, sizeof in, t.c, "a tag collision, first miss");
    both(in, sizeof in, t.c, "a tag collision, second miss");
    s1 = stats(t.c);
    assert_int_equal(s1.hits, s0.hits);
    assert_int_equal(s1.misses, s0.misses + 2);
    assert_int_equal(s1.inserts, s0.inserts);
    assert_int_equal(cache_valid_entries(t.c), 1);
    e->key[127] ^= 1;
    both(in, sizeof in, t.c, "the key restored: a hit");
    assert_int_equal(stats(t.c).hits, s1.hits + 1);
    for (k = 0; k < BN254_ARRAY_LEN(blocked); k++) {
        s0 = stats(t.c);
        e->state = blocked[k];
        both(in, sizeof in, t.c, "an entry a lookup cannot take, first miss");
        both(in, sizeof in, t.c, "an entry a lookup cannot take, second miss");
        s1 = stats(t.c);
        assert_int_equal(e->state, blocked[k]); /* not touched */
        assert_int_equal(s1.hits, s0.hits);
        assert_int_equal(s1.misses, s0.misses + 2);
        assert_int_equal(s1.inserts, s0.inserts);
        e->state = BN254_G2C_VALID;
        both(in, sizeof in, t.c, "the entry back: a hit");
        assert_int_equal(stats(t.c).hits, s1.hits + 1);
    }
    free_cache(&t);
}

/* A full set whose least recently used entry is being read (a reference of
 * another call, white box): the next insertion evicts the least recently
 * used of the others, and the entry being read keeps its key and lines. */
static void test_overwritten(void **state) {
    uint8_t in[BN254_PAIR_LEN], keys[10][128];
    bn254_g2c_entry *oldest;
    bn254_g2_aff q;
    test_cache t;
    uint64_t k;
    (void)state;
    new_cache(&t, 8);
    for (k = 0; k < 9; k++) {
        small_multiple(&q, k + 5);
        put_pair(in, &g1_pool[2], &q);
        memcpy(keys[k], in + 64, 128);
        if (k == 8) {
            /* key 0 is the least recently used: a reader holds it */
            oldest = entry_of(t.c, keys[0]);
            assert_non_null(oldest);
            oldest->state += 1;
        }
        both(in, sizeof in, t.c, "first miss");
        both(in, sizeof in, t.c, "second miss");
    }
    assert_int_equal(stats(t.c).evictions, 1);
    assert_true(cache_holds(t.c, keys[0]));
    assert_false(cache_holds(t.c, keys[1])); /* the least recently used not read */
    assert_true(cache_holds(t.c, keys[8]));
    assert_int_equal(oldest->state, BN254_G2C_VALID | 1u);
    oldest->state -= 1;
    memcpy(in + 64, keys[0], 128);
    both(in, sizeof in, t.c, "the entry read meanwhile, now a hit");
    assert_int_equal(stats(t.c).hits, 1);
    assert_int_equal(cache_valid_entries(t.c), 8);
    free_cache(&t);
}

/* ---- the same key several times in one call ----------------------------------------- */

static void test_same_key(void **state) {
    enum { MAXP = 40 };
    static uint8_t in[MAXP * BN254_PAIR_LEN];
    bn254_g2_aff negq;
    test_cache t;
    size_t n, i;
    int r;
    (void)state;
    new_cache(&t, 16);
    bn254_g2_aff_neg(&negq, &g2_pool[1]);
    /* warm: g2_pool[1], its negation and g2_pool[2] stored */
    for (r = 0; r < 2; r++) {
        put_pair(in, &g1_pool[1], &g2_pool[1]);
        put_pair(in + BN254_PAIR_LEN, &g1_pool[2], &negq);
        put_pair(in + 2 * BN254_PAIR_LEN, &g1_pool[3], &g2_pool[2]);
        both(in, 3 * BN254_PAIR_LEN, t.c, "warm-up");
    }
    assert_int_equal(stats(t.c).inserts, 3);
    /* every count of pairs; under valgrind and emulation every third (1, 4,
     * ..., 40: even and odd, within and across the 16-pair batch) */
    for (n = 1; n <= MAXP; n += bn254_test_reduced() ? 3 : 1) {
        bn254_g2_cache_stats s0 = stats(t.c);
        /* (P_i, +-Q) with random P_i from the pool and random signs: merged
         * into few pairs; 17 and more cross the batch */
        for (i = 0; i < n; i++) {
            uint64_t x = bn254_test_rand64();
            bn254_g1_aff p = g1_pool[x % 4];
            if ((x >> 2) & 1) bn254_g1_aff_neg(&p, &p);
            put_pair(in + i * BN254_PAIR_LEN, &p, (x >> 3) & 1 ? &negq : &g2_pool[1]);
        }
        both(in, n * BN254_PAIR_LEN, t.c, "one key in every pair, either sign");
        assert_int_equal(stats(t.c).hits - s0.hits, n);
        /* the same with the answer 1: (P, Q) (P, -Q) ... and ([2]P, Q) (-P, Q) (-P, Q) */
        for (i = 0; i < n; i++) {
            put_pair(in + i * BN254_PAIR_LEN, &g1_pool[(i / 2) % 4], i % 2 ? &negq : &g2_pool[1]);
        }
        if (n % 2 == 0) assert_int_equal(both(in, n * BN254_PAIR_LEN, t.c, "cancelling"), BN254_OK);
        /* one G1 point with several stored keys: merged by G1, the sums have no lines */
        for (i = 0; i < n; i++) {
            put_pair(in + i * BN254_PAIR_LEN, &g1_pool[2],
                     i % 3 == 0   ? &g2_pool[1]
                     : i % 3 == 1 ? &g2_pool[2]
                                  : &negq);
        }
        both(in, n * BN254_PAIR_LEN, t.c, "one G1 point with several keys");
    }
    free_cache(&t);
}

/* ---- verifying keys -------------------------------------------------------------------- */

static void test_two_keys(void **state) {
    static const char *const names[] = {
        "groth16-cubic-4pairs-proof",  "groth16-mimc-4pairs-proof",
        "groth16-inputs-4pairs-proof", "plonk-cubic-kzg-2pairs-proof",
        "plonk-mimc-kzg-2pairs-proof",
    };
    /* under valgrind and emulation (BN254_TEST_ITERS below the default): a
     * set too small for one Groth16 key and one holding every key, the
     * proofs and the interleaving once (a key's third call already hits) */
    static const size_t all_sizes[] = {3, 4, 64}, few_sizes[] = {3, 64};
    const int full = !bn254_test_reduced();
    const size_t *sizes = full ? all_sizes : few_sizes;
    const size_t nsizes = full ? BN254_ARRAY_LEN(all_sizes) : BN254_ARRAY_LEN(few_sizes);
    const int fill_rounds = full ? 2 : 1, mix_rounds = full ? 3 : 1;
    uint8_t in[5][4][4 * BN254_PAIR_LEN];
    size_t len[5][4], s, a, p;
    char name[64];
    int r;
    (void)state;
    for (a = 0; a < 5; a++) {
        for (p = 0; p < 4; p++) {
            snprintf(name, sizeof name, "%s%u", names[a], (unsigned)p);
            verifier_call(in[a][p], &len[a][p], name);
        }
    }
    for (s = 0; s < nsizes; s++) {
        test_cache t;
        bn254_g2_cache_stats s0, s1;
        new_cache(&t, sizes[s]);
        /* one key's proofs fill it, then another's use it */
        for (a = 0; a < 5; a++) {
            for (r = 0; r < fill_rounds; r++) {
                for (p = 0; p < 4; p++) {
                    uint8_t out[32];
                    assert_int_equal(both(in[a][p], len[a][p], t.c, names[a]), BN254_OK);
                    assert_int_equal(bn254_ecpairing_cached(out, in[a][p], len[a][p], t.c),
                                     BN254_OK);
                    assert_int_equal(out[31], 1);
                }
            }
        }
        /* keys interleaved, proof by proof */
        s0 = stats(t.c);
        for (r = 0; r < mix_rounds; r++) {
            for (p = 0; p < 4; p++) {
                for (a = 0; a < 5; a++) both(in[a][p], len[a][p], t.c, "interleaved keys");
            }
        }
        s1 = stats(t.c);
        printf("g2cache: 5 verifying keys on %lu entries: %lu hits of %lu lookups interleaved\n",
               (unsigned long)sizes[s], (unsigned long)(s1.hits - s0.hits),
               (unsigned long)(s1.hits - s0.hits + s1.misses - s0.misses));
        /* 64 entries hold every key point: each interleaved call hits all of
         * them (3 per Groth16 call, 2 per KZG call) */
        if (sizes[s] == 64)
            assert_true(s1.hits - s0.hits >= (unsigned long)mix_rounds * 4 * (3 * 3 + 2 * 2));
        free_cache(&t);
    }
}

/* ---- a cache that calls only read -------------------------------------------------------- */

static void test_manual(void **state) {
    uint8_t in[4][4 * BN254_PAIR_LEN], key[128];
    size_t len[4], p, j, nkeys = 0;
    const uint8_t *keys[4];
    bn254_g2_cache_stats s;
    bn254_g2_aff twist;
    test_cache t;
    char name[64];
    int r;
    (void)state;
    for (p = 0; p < 4; p++) {
        snprintf(name, sizeof name, "groth16-inputs-4pairs-proof%u", (unsigned)p);
        verifier_call(in[p], &len[p], name);
    }
    /* the key's points: the G2 points every proof's call has */
    for (j = 0; j < 4; j++) {
        const uint8_t *k = in[0] + j * BN254_PAIR_LEN + 64;
        int common = 1;
        for (p = 1; p < 4; p++) common &= memcmp(k, in[p] + j * BN254_PAIR_LEN + 64, 128) == 0;
        if (common) keys[nkeys++] = k;
    }
    assert_int_equal(nkeys, 3); /* beta, gamma, delta; the proof's B differs */
    t.mem = (uint8_t *)malloc(BN254_G2_CACHE_BYTES(8));
    assert_non_null(t.mem);
    t.c = bn254_g2_cache_init(t.mem, BN254_G2_CACHE_BYTES(8), BN254_G2_CACHE_MANUAL);
    assert_non_null(t.c);
    /* calls read only */
    for (r = 0; r < 3; r++) {
        for (p = 0; p < 4; p++) assert_int_equal(both(in[p], len[p], t.c, "manual, empty"), 0);
    }
    s = stats(t.c);
    assert_int_equal(s.inserts + s.hits, 0);
    assert_int_equal(s.misses, 3 * 4 * 4);
    /* points that fail, and infinity: their status, nothing stored */
    bn254_ref_rand_twist(&twist);
    bn254_test_encode_g2(key, &twist);
    assert_int_equal(bn254_g2_cache_add(t.c, key), BN254_ERR_NOT_IN_SUBGROUP);
    memcpy(key, keys[0], 128);
    key[127] ^= 1;
    assert_int_equal(bn254_g2_cache_add(t.c, key), BN254_ERR_NOT_ON_CURVE);
    memset(key, 0xff, 32);
    assert_int_equal(bn254_g2_cache_add(t.c, key), BN254_ERR_NOT_IN_FIELD);
    memset(key, 0, 128);
    assert_int_equal(bn254_g2_cache_add(t.c, key), BN254_OK);
    assert_int_equal(stats(t.c).inserts, 0);
    /* the key's three points, twice: stored once */
    for (r = 0; r < 2; r++) {
        for (j = 0; j < nkeys; j++) assert_int_equal(bn254_g2_cache_add(t.c, keys[j]), BN254_OK);
    }
    s = stats(t.c);
    assert_int_equal(s.inserts, 3);
    assert_int_equal(s.hits + s.misses, 3 * 4 * 4); /* adds do not count as lookups */
    for (j = 0; j < nkeys; j++) assert_true(cache_holds(t.c, keys[j]));
    /* every proof now hits the three, and the proofs' B are never stored */
    for (r = 0; r < 3; r++) {
        for (p = 0; p < 4; p++) {
            bn254_g2_cache_stats a = stats(t.c);
            assert_int_equal(both(in[p], len[p], t.c, "manual, the key's points"), BN254_OK);
            assert_int_equal(stats(t.c).hits - a.hits, 3);
        }
    }
    assert_int_equal(stats(t.c).inserts, 3);
    assert_int_equal(cache_valid_entries(t.c), 3);
    free_cache(&t);
}

/* ---- random and hostile inputs ------------------------------------------------------------ */

static void test_random_inputs(void **state) {
    enum { MAXP = 40 };
    static uint8_t in[MAXP * BN254_PAIR_LEN];
    uint8_t call[4 * BN254_PAIR_LEN];
    size_t len;
    test_cache t;
    int it;
    (void)state;
    new_cache(&t, 6); /* smaller than the 8 pool points and their negations */
    for (it = 0; it < bn254_test_iters_div(1); it++) {
        size_t n = 1 + (size_t)(bn254_test_rand64() % MAXP), i;
        for (i = 0; i < n; i++) {
            uint64_t r = bn254_test_rand64();
            bn254_g1_aff p = g1_pool[r % 4];
            bn254_g2_aff q = g2_pool[(r >> 8) % 4];
            if ((r >> 16) & 1) bn254_g1_aff_neg(&p, &p);
            if ((r >> 17) & 1) bn254_g2_aff_neg(&q, &q);
            if ((r >> 18) % 16 == 0) bn254_g1_aff_set_infinity(&p);
            if ((r >> 22) % 16 == 0) bn254_g2_aff_set_infinity(&q);
            put_pair(in + i * BN254_PAIR_LEN, &p, &q);
            if ((r >> 26) % 64 == 0) in[i * BN254_PAIR_LEN + (r >> 32) % 192] ^= (uint8_t)(r >> 40);
        }
        both(in, n * BN254_PAIR_LEN, t.c, "random pairs over 4 G1 and 4 G2 points");
    }
    /* a verifier call with a few random bytes changed, on a warm cache */
    verifier_call(call, &len, "groth16-inputs-4pairs-proof1");
    for (it = 0; it < 3; it++) both(call, len, t.c, "warm-up");
    for (it = 0; it < bn254_test_iters_div(1) * 4; it++) {
        uint8_t bad[4 * BN254_PAIR_LEN];
        int k, changes = 1 + (int)(bn254_test_rand64() % 3);
        memcpy(bad, call, len);
        for (k = 0; k < changes; k++) {
            uint64_t r = bn254_test_rand64();
            bad[r % len] = (uint8_t)(r >> 32);
        }
        both(bad, len, t.c, "a verifier call with random bytes changed");
        both(call, len, t.c, "the same call unchanged");
    }
    free_cache(&t);
}

static int report(void **state) {
    (void)state;
    printf("g2cache: %lu calls through both paths, %lu mismatch(es)\n", n_calls, n_mismatch);
    return 0;
}

int main(int argc, char **argv) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_init),
        cmocka_unit_test(test_prepared_normalized), /* the stored lines, then the loops */
        cmocka_unit_test(test_prepared_loop),
        cmocka_unit_test(test_batch_add_prepared),
        cmocka_unit_test(test_vectors),
        cmocka_unit_test(test_one_byte_away),
        cmocka_unit_test(test_failing_points),
        cmocka_unit_test(test_eviction),
        cmocka_unit_test(test_tag_collision),
        cmocka_unit_test(test_overwritten),
        cmocka_unit_test(test_same_key),
        cmocka_unit_test(test_two_keys),
        cmocka_unit_test(test_manual),
        cmocka_unit_test(test_random_inputs),
    };
    if (argc > 1 && argv[1][0] != '\0') geth_dir = argv[1];
    if (getenv("G2C_FILTER")) cmocka_set_test_filter(getenv("G2C_FILTER"));
    bn254_test_init("g2cache");
    return cmocka_run_group_tests_name("g2cache", tests, setup_pools, report);
}
