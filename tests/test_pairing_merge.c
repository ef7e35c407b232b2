/* SPDX-License-Identifier: MIT */
/*
 * test_pairing_merge.c: ecpairing's merging of pairs that share a point
 * (bn254_pairing_batch_add, through the precompile's pairing stream,
 * bn254_pairing_stream_add/_finish) against the unmerged path: every input is also run through
 * the plain multi-Miller loop over all its pairs (bn254_miller_loop, which
 * merges nothing), and the two final exponentiations must be the same
 * element of GT, not just the same 0/1 answer; the precompile's answer must
 * be whether that element is 1. Inputs are built to share points: duplicate
 * pairs, (P, Q) with (P, -Q) (go-ethereum's two_point_match_2 is (G1, G2),
 * (G1, -G2)), (P, Q) with (-P, Q), many repeats of one pair across the
 * 16-pair batch boundary, merged sums hitting infinity and then being added
 * to again, pairs with an infinity mixed in, pairs sharing their G1 point
 * with one pair and their G2 point with another, and random inputs drawn
 * from small pools of points (with random signs) so that sharing happens at
 * random. The batch itself is checked too: after each addition, the product
 * of the batch's pairings equals that of all pairs added so far.
 */
#include "support/layer.h"

#define MAX_PAIRS 48

/* EIP-197 encodings: G1 x || y, G2 x_im || x_re || y_im || y_re; (0...0) is infinity. */
static void encode_g2(uint8_t out[128], const bn254_g2_aff *q) {
    if (q->infinity) {
        memset(out, 0, 128);
        return;
    }
    bn254_fp_to_be32(out, &q->x.c1);
    bn254_fp_to_be32(out + 32, &q->x.c0);
    bn254_fp_to_be32(out + 64, &q->y.c1);
    bn254_fp_to_be32(out + 96, &q->y.c0);
}

typedef struct {
    bn254_g1_aff p[MAX_PAIRS];
    bn254_g2_aff q[MAX_PAIRS];
    size_t n;
} pairs_t;

static void pairs_push(pairs_t *s, const bn254_g1_aff *p, const bn254_g2_aff *q) {
    assert_true(s->n < MAX_PAIRS);
    s->p[s->n] = *p;
    s->q[s->n] = *q;
    s->n++;
}

/* The reference: the plain multi-Miller loop over every pair (it skips the
 * infinity pairs and nothing else), then the final exponentiation. */
static void reference_gt(bn254_fp12 *gt, const pairs_t *s) {
    bn254_fp12 f;
    bn254_miller_loop(&f, s->p, s->q, s->n);
    bn254_final_exp(gt, &f);
}

static bn254_g2_cache *merge_cache; /* check_input's, for the whole run */

/* Runs s through the pairing stream and the precompile (with and without
 * prepared G2 points) and compares them with the reference. */
#define check_input(s, what) check_input_at((s), (what), __FILE__, __LINE__)
static void check_input_at(const pairs_t *s, const char *what, const char *file, int line) {
    static uint8_t in[MAX_PAIRS * BN254_PAIR_LEN];
    uint8_t out[32], want_out[32];
    bn254_fp12 want, acc, got;
    bn254_pairing_stream st;
    size_t i;
    bn254_pairing_stream_init(&st, bn254_fp12_acc_form());
    for (i = 0; i < s->n; i++) {
        bn254_encode_g1(in + i * BN254_PAIR_LEN, &s->p[i]);
        encode_g2(in + i * BN254_PAIR_LEN + 64, &s->q[i]);
        (void)bn254_pairing_stream_add(&st, &s->p[i], &s->q[i], NULL);
    }
    reference_gt(&want, s);
    if (bn254_pairing_stream_finish(&acc, &st)) {
        bn254_final_exp(&got, &acc);
    } else {
        bn254_fp12_set_one(&got); /* every pair merged away or at infinity */
    }
    if (!bn254_fp12_equal(&got, &want)) {
        print_error("%s:%d: %s (%u pairs): merged pairing differs from the plain Miller loop\n",
                    file, line, what, (unsigned)s->n);
        _fail(file, line);
    }
    memset(want_out, 0, sizeof want_out);
    want_out[31] = (uint8_t)bn254_fp12_is_one(&want);
    assert_int_equal(bn254_ecpairing(out, in, s->n * BN254_PAIR_LEN), BN254_OK);
    if (memcmp(out, want_out, 32) != 0) {
        print_error("%s:%d: %s: ecpairing answers %u, the plain Miller loop %u\n", file, line, what,
                    out[31], want_out[31]);
        _fail(file, line);
    }
    /* the prepared-G2 path, twice on one cache for the whole run (the pools'
     * points and their negations enter on their second miss): merging keeps
     * or drops lines, the answer must stay the Miller loop's */
    for (i = 0; i < 2; i++) {
        static uint8_t mem[BN254_G2_CACHE_BYTES(16)];
        if (merge_cache == NULL) merge_cache = bn254_g2_cache_init(mem, sizeof mem, 0);
        assert_int_equal(bn254_ecpairing_cached(out, in, s->n * BN254_PAIR_LEN, merge_cache),
                         BN254_OK);
        if (memcmp(out, want_out, 32) != 0) {
            print_error("%s:%d: %s: cached ecpairing answers %u, the plain Miller loop %u\n", file,
                        line, what, out[31], want_out[31]);
            _fail(file, line);
        }
    }
}

/* ---- points ------------------------------------------------------------------ */

static bn254_g1_aff g1_pool[4];
static bn254_g2_aff g2_pool[4];

static int setup_pools(void **state) {
    size_t i;
    (void)state;
    bn254_test_g1_generator(&g1_pool[0]);
    for (i = 1; i < BN254_ARRAY_LEN(g1_pool); i++) bn254_ref_rand_g1(&g1_pool[i]);
    bn254_test_g2_generator(&g2_pool[0]);
    for (i = 1; i < BN254_ARRAY_LEN(g2_pool); i++) bn254_ref_rand_g2(&g2_pool[i]);
    return 0;
}

static void g1_neg(bn254_g1_aff *r, const bn254_g1_aff *a) {
    bn254_g1_aff_neg(r, a);
}

static void g2_neg(bn254_g2_aff *r, const bn254_g2_aff *a) {
    bn254_g2_aff_neg(r, a);
}

static void g2_add(bn254_g2_aff *r, const bn254_g2_aff *a, const bn254_g2_aff *b) {
    bn254_g2_jac t, u;
    bn254_g2_jac_from_aff(&t, a);
    bn254_g2_jac_from_aff(&u, b);
    bn254_g2_jac_add(&t, &t, &u);
    bn254_g2_jac_to_aff(r, &t);
}

/* ---- constructed inputs -------------------------------------------------------- */

static void test_shared_g1(void **state) {
    const bn254_g1_aff *p = &g1_pool[1];
    const bn254_g2_aff *q = &g2_pool[1], *q2 = &g2_pool[2];
    bn254_g1_aff g = g1_pool[0];
    bn254_g2_aff nq, ng2;
    pairs_t s;
    (void)state;
    g2_neg(&nq, q);
    g2_neg(&ng2, &g2_pool[0]);

    /* go-ethereum's two_point_match_2 shape: (G1, G2), (G1, -G2): all merged away */
    memset(&s, 0, sizeof s);
    pairs_push(&s, &g, &g2_pool[0]);
    pairs_push(&s, &g, &ng2);
    check_input(&s, "(G1, G2), (G1, -G2)");

    memset(&s, 0, sizeof s); /* a duplicate pair: (P, 2Q) */
    pairs_push(&s, p, q);
    pairs_push(&s, p, q);
    check_input(&s, "(P, Q), (P, Q)");

    memset(&s, 0, sizeof s); /* (P, Q), (P, -Q), (P, Q): to infinity and back */
    pairs_push(&s, p, q);
    pairs_push(&s, p, &nq);
    pairs_push(&s, p, q);
    check_input(&s, "(P, Q), (P, -Q), (P, Q)");

    memset(&s, 0, sizeof s); /* (P, Q), (-P, -Q): (P, 2Q) through the sign of P */
    {
        bn254_g1_aff np;
        g1_neg(&np, p);
        pairs_push(&s, p, q);
        pairs_push(&s, &np, &nq);
        check_input(&s, "(P, Q), (-P, -Q)");
        pairs_push(&s, &np, q); /* and then (-P, Q): (P, Q) left */
        check_input(&s, "(P, Q), (-P, -Q), (-P, Q)");
    }

    memset(&s, 0, sizeof s); /* three G2 points on one P, and a distinct pair */
    pairs_push(&s, p, q);
    pairs_push(&s, &g, q2);
    pairs_push(&s, p, q2);
    pairs_push(&s, p, &g2_pool[3]);
    check_input(&s, "(P, Q), (G, Q2), (P, Q2), (P, Q3)");
}

static void test_shared_g2(void **state) {
    const bn254_g1_aff *p = &g1_pool[1], *p2 = &g1_pool[2];
    const bn254_g2_aff *q = &g2_pool[1];
    bn254_g1_aff np;
    bn254_g2_aff nq;
    pairs_t s;
    (void)state;
    g1_neg(&np, p);
    g2_neg(&nq, q);

    memset(&s, 0, sizeof s); /* (P, Q), (-P, Q): all merged away */
    pairs_push(&s, p, q);
    pairs_push(&s, &np, q);
    check_input(&s, "(P, Q), (-P, Q)");

    memset(&s, 0, sizeof s); /* (P, Q), (P2, Q), (P, -Q): G1 sum, then minus P */
    pairs_push(&s, p, q);
    pairs_push(&s, p2, q);
    pairs_push(&s, p, &nq);
    check_input(&s, "(P, Q), (P2, Q), (P, -Q)");

    memset(&s, 0, sizeof s); /* (P, Q), (P2, -Q): (P - P2, Q) */
    pairs_push(&s, p, q);
    pairs_push(&s, p2, &nq);
    check_input(&s, "(P, Q), (P2, -Q)");

    memset(&s, 0, sizeof s); /* shares G1 with one pair and G2 with another */
    pairs_push(&s, p, &g2_pool[2]);
    pairs_push(&s, p2, q);
    pairs_push(&s, p, q);
    pairs_push(&s, &g1_pool[3], &g2_pool[2]);
    check_input(&s, "G1 with one pair, G2 with another");
}

static void test_sums_at_infinity(void **state) {
    /* a merged G2 sum that reaches infinity from three terms: Q1 + Q2 - (Q1 + Q2) */
    const bn254_g1_aff *p = &g1_pool[2];
    bn254_g2_aff q12, nq12;
    bn254_g1_aff p12, np12;
    pairs_t s;
    (void)state;
    g2_add(&q12, &g2_pool[1], &g2_pool[2]);
    g2_neg(&nq12, &q12);
    memset(&s, 0, sizeof s);
    pairs_push(&s, p, &g2_pool[1]);
    pairs_push(&s, p, &g2_pool[2]);
    pairs_push(&s, p, &nq12);
    check_input(&s, "(P, Q1), (P, Q2), (P, -(Q1 + Q2))");
    pairs_push(&s, &g1_pool[1], &g2_pool[3]); /* one more, distinct: stays */
    check_input(&s, "... and a distinct pair");

    /* a merged G1 sum reaching infinity: P1 + P2 - (P1 + P2) on one Q */
    bn254_g1_aff_add(&p12, &g1_pool[1], &g1_pool[2]);
    g1_neg(&np12, &p12);
    memset(&s, 0, sizeof s);
    pairs_push(&s, &g1_pool[1], &g2_pool[3]);
    pairs_push(&s, &g1_pool[2], &g2_pool[3]);
    pairs_push(&s, &np12, &g2_pool[3]);
    check_input(&s, "(P1, Q), (P2, Q), (-(P1 + P2), Q)");

    /* the sum P1 + P2 then matches a later pair by G1: merged into a G2 sum */
    memset(&s, 0, sizeof s);
    pairs_push(&s, &g1_pool[1], &g2_pool[3]);
    pairs_push(&s, &g1_pool[2], &g2_pool[3]);
    pairs_push(&s, &p12, &g2_pool[1]);
    check_input(&s, "(P1, Q), (P2, Q), (P1 + P2, Q1)");
}

static void test_infinity_mixed(void **state) {
    bn254_g1_aff o1;
    bn254_g2_aff o2, nq;
    pairs_t s;
    (void)state;
    bn254_g1_aff_set_infinity(&o1);
    bn254_g2_aff_set_infinity(&o2);
    g2_neg(&nq, &g2_pool[1]);
    memset(&s, 0, sizeof s);
    pairs_push(&s, &o1, &g2_pool[1]);
    pairs_push(&s, &g1_pool[1], &o2);
    pairs_push(&s, &g1_pool[1], &g2_pool[1]);
    pairs_push(&s, &o1, &o2);
    pairs_push(&s, &g1_pool[1], &nq);
    pairs_push(&s, &g1_pool[2], &o2);
    check_input(&s, "infinity pairs around (P, Q), (P, -Q)");
    pairs_push(&s, &g1_pool[2], &g2_pool[2]);
    check_input(&s, "... and one real pair");
}

static void test_repeats_across_batches(void **state) {
    /* k copies of (P, Q) for k up to 40: one batch entry whatever k; then 16
     * distinct pairs (a full batch) followed by repeats of the first pair,
     * which go to the next batch unmerged with it */
    pairs_t s;
    size_t k, i;
    (void)state;
    memset(&s, 0, sizeof s);
    for (k = 1; k <= 40; k++) {
        pairs_push(&s, &g1_pool[1], &g2_pool[1]);
        if (k <= 3 || (k >= 15 && k <= 17) || k == 40) check_input(&s, "k copies of (P, Q)");
    }
    memset(&s, 0, sizeof s);
    for (i = 0; i < BN254_MILLER_BATCH; i++) { /* 16 distinct pairs: G1 i+1 (P), G2 pool by i */
        bn254_g1_aff p;
        bn254_g1_jac j;
        bn254_scalar c;
        memset(&c, 0, sizeof c);
        c.l[0] = (uint64_t)i + 2;
        bn254_g1_mul_glv(&j, &g1_pool[1], &c);
        bn254_g1_jac_to_aff(&p, &j);
        pairs_push(&s, &p, &g2_pool[i % 4]);
    }
    check_input(&s, "16 pairs, distinct G1 points");
    pairs_push(&s, &s.p[0], &s.q[0]);
    pairs_push(&s, &s.p[1], &s.q[1]);
    check_input(&s, "16 distinct pairs and two repeats after the batch");
}

/* ---- the batch itself ------------------------------------------------------------ */

/* The product of the pairings of a batch, by the plain Miller loop. */
static void batch_gt(bn254_fp12 *gt, const bn254_g1_aff *p, const bn254_g2_aff *q, size_t n) {
    bn254_fp12 f;
    bn254_miller_loop(&f, p, q, n);
    bn254_final_exp(gt, &f);
}

static void test_batch_add(void **state) {
    /* pairs from the pools with random signs, added one at a time: the
     * batch never holds two pairs that share a point up to sign, never an
     * infinity, and its product equals that of all pairs so far */
    static bn254_pairing_stream b; /* its batch: b.p, b.q [0..b.n) */
    const bn254_g1_aff *bp = b.p;
    const bn254_g2_aff *bq = b.q;
    pairs_t all;
    size_t i, j;
    int it;
    (void)state;
    for (it = 0; it < bn254_test_iters_div(16); it++) {
        memset(&all, 0, sizeof all);
        bn254_pairing_stream_init(&b, bn254_fp12_acc_form());
        for (i = 0; i < 10; i++) {
            bn254_g1_aff p = g1_pool[bn254_test_rand64() % 4];
            bn254_g2_aff q = g2_pool[bn254_test_rand64() % 4];
            bn254_fp12 want, got;
            if (bn254_test_rand64() & 1) g1_neg(&p, &p);
            if (bn254_test_rand64() & 1) g2_neg(&q, &q);
            pairs_push(&all, &p, &q);
            bn254_pairing_batch_add(&b, &p, &q, NULL);
            assert_true(b.n <= BN254_MILLER_BATCH);
            for (j = 0; j < b.n; j++) {
                size_t k;
                assert_false(bp[j].infinity || bq[j].infinity);
                for (k = 0; k < j; k++) {
                    assert_false(bn254_fp_equal(&bp[j].x, &bp[k].x));
                    assert_false(bn254_fp2_equal(&bq[j].x, &bq[k].x));
                }
            }
            batch_gt(&got, bp, bq, b.n);
            reference_gt(&want, &all);
            assert_true(bn254_fp12_equal(&got, &want));
        }
    }
}

static void test_random_inputs(void **state) {
    /* random lengths up to 40 over the pools, random signs, some infinities */
    pairs_t s;
    int it;
    (void)state;
    for (it = 0; it < bn254_test_iters_div(2); it++) {
        size_t len = 1 + (size_t)(bn254_test_rand64() % 40), i;
        memset(&s, 0, sizeof s);
        for (i = 0; i < len; i++) {
            uint64_t r = bn254_test_rand64();
            bn254_g1_aff p = g1_pool[r % 4];
            bn254_g2_aff q = g2_pool[(r >> 8) % 4];
            if ((r >> 16) & 1) g1_neg(&p, &p);
            if ((r >> 17) & 1) g2_neg(&q, &q);
            if ((r >> 18) % 16 == 0) bn254_g1_aff_set_infinity(&p);
            if ((r >> 22) % 16 == 0) bn254_g2_aff_set_infinity(&q);
            pairs_push(&s, &p, &q);
        }
        check_input(&s, "random pairs over 4 G1 and 4 G2 points");
    }
}

/* The cached path was really used (a failure otherwise). */
static int report_cache(void **state) {
    bn254_g2_cache_stats c;
    (void)state;
    bn254_g2_cache_get_stats(merge_cache, &c);
    printf("pairing_merge: cached path: %lu hits, %lu misses, %lu inserts\n", (unsigned long)c.hits,
           (unsigned long)c.misses, (unsigned long)c.inserts);
    return c.hits == 0 || c.inserts == 0;
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shared_g1),
        cmocka_unit_test(test_shared_g2),
        cmocka_unit_test(test_sums_at_infinity),
        cmocka_unit_test(test_infinity_mixed),
        cmocka_unit_test(test_repeats_across_batches),
        cmocka_unit_test(test_batch_add),
        cmocka_unit_test(test_random_inputs),
    };
    bn254_test_init("pairing_merge");
    return cmocka_run_group_tests_name("pairing_merge", tests, setup_pools, report_cache);
}
