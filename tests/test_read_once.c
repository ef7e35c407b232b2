/* SPDX-License-Identifier: MIT */
/*
 * test_read_once.c (ctest bn254.read_once): every precompile reads each
 * byte of the caller's input at most once, exactly once where EIP-196/197
 * consume it, and never past that; so a buffer that changes during a call
 * (a binding that releases its interpreter lock around a mutable buffer)
 * gives the answer of one input, never a mix of two passes or a point left
 * unset by a pass that skipped the checks.
 *
 * How. The library is compiled into this program (src/bn254.c through
 * support/layer.h) with BN254_READ_INPUT, its one way of reading the
 * caller's input (src/precompile_impl.h), defined as read_once_hook below.
 * Each call gets its input at the end of a private mapping followed by a
 * guard page, and the whole mapping is PROT_NONE while the library runs:
 * the hook makes the bytes it is asked for readable, copies them, counts
 * the read of each byte, overwrites them with their complement (so a second
 * read, through the hook or not, would see other bytes and change the
 * answer) and makes them unreadable again. A read of the input that does
 * not go through the hook therefore faults, and the SIGSEGV handler reports
 * it as a bypass (a fork()ed self-test checks that the guard really traps
 * on this machine); a hook read outside [in, in + in_len) is reported too.
 * After each call: the status and output against the expected ones, and
 * the read counts against the consumed length:
 *   ecadd, ecmul  bytes [0, min(in_len, 128 or 96)) once each, none after;
 *   ecpairing     in_len % 192 != 0: none; OK: all, once; an error: the
 *                 pairs up to the failing one once each, none after it.
 * Inputs: every vector of vectors/ec{add,mul,pairing}.json and, when its
 * folder is argv[1] (BN254_GETH_VECTORS), of go-ethereum's bn256*.json;
 * the ecadd/ecmul vectors of canonical length again with garbage after
 * (same answer, garbage never read), each pairing vector one byte longer
 * (input-length, nothing read); generated inputs, whose answers follow from
 * the reference arithmetic of support/ref_ec.h and from bilinearity:
 * every length of an ecadd and of two ecmul inputs from 0 to past the
 * canonical one (zero padding, truncated words, ignored tails); pairings of
 * up to 49 pairs of [i]G1 and [j]G2 laid out to merge within and across the
 * 16-pair batches, with infinities at batch boundaries, true and false; the
 * same with an invalid pair (five kinds: G1 word >= p, G1 off the curve, G2
 * word >= p, G2 off the twist, G2 outside the subgroup) in the first,
 * middle and last batch, and two invalid pairs in different batches (the
 * first in input order decides); bad lengths and the empty input.
 * Every ecpairing case runs once through bn254_ecpairing and three times
 * through bn254_ecpairing_cached on one cache (a miss, the admitting miss, a
 * hit): a hit reads the G2 bytes once too, as the key, and nothing else.
 * BN254_READ_ONCE_GUARD=0 leaves the input readable (counts and complements
 * only), to see what the hook alone finds.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static void read_once_hook(void *dst, const void *src, size_t n);
#define BN254_READ_INPUT(dst, src, n) read_once_hook((dst), (src), (n))

#include "support/layer.h"

#include "support/api.h"
#include "support/kat.h"
#include "support/ref_ec.h"
#include "support/vector_file.h"

#ifndef BN254_TEST_VECTOR_DIR
#error "tests/CMakeLists.txt defines BN254_TEST_VECTOR_DIR, the project's vectors/ folder"
#endif

#define MAX_INPUT_LEN (64 * 1024) /* longest input (our vectors: 6336 bytes) */
#define SELF_TEST_EXIT 42         /* test_harness's child, ended by the fault handler */

/* ---- the watched input ------------------------------------------------------ */

static struct {
    uint8_t *map; /* data pages, then one guard page (always PROT_NONE) */
    size_t map_len, data_len, page;
    uint8_t *in; /* the current input: it ends where the guard page starts */
    size_t len;
    int guard;                     /* the data pages are PROT_NONE while the library runs */
    volatile sig_atomic_t active;  /* a precompile call is running */
    unsigned reads[MAX_INPUT_LEN]; /* per input byte */
    size_t stray;                  /* hook reads outside the input */
    int self_test;                 /* test_harness's child: the fault is expected */
} w;

static const char *geth_dir;
static size_t n_vectors, n_generated, n_mismatch;

static void protect(uintptr_t from, uintptr_t to, int prot) {
    uintptr_t a = from & ~(uintptr_t)(w.page - 1);
    uintptr_t b = (to + w.page - 1) & ~(uintptr_t)(w.page - 1);
    if (a < b && mprotect((void *)a, (size_t)(b - a), prot) != 0) {
        perror("read_once: mprotect");
        abort();
    }
}

static void read_once_hook(void *dst, const void *src, size_t n) {
    uint8_t *d = (uint8_t *)dst;
    uintptr_t s = (uintptr_t)src, lo = (uintptr_t)w.in, hi = lo + w.len;
    size_t i, off;
    if (!w.active) { /* the test's own calls, building inputs */
        if (n > 0) memcpy(dst, src, n);
        return;
    }
    if (n == 0) return;
    if (s < lo || s > hi || n > hi - s) { /* not inside the input: never touched */
        w.stray++;
        memset(dst, 0x5a, n);
        return;
    }
    off = (size_t)(s - lo);
    if (w.guard) protect(s, s + n, PROT_READ | PROT_WRITE);
    for (i = 0; i < n; i++) {
        d[i] = w.in[off + i];
        w.in[off + i] = (uint8_t)~w.in[off + i]; /* a second read sees other bytes */
        w.reads[off + i]++;
    }
    if (w.guard) protect(s, s + n, PROT_NONE);
}

/* A read of the input that bypassed the hook (the mapping is PROT_NONE). */
static void put_str(const char *s) {
    ssize_t r = write(2, s, strlen(s));
    (void)r;
}

static void on_segv(int sig, siginfo_t *si, void *ctx) {
    uintptr_t a = (uintptr_t)si->si_addr, m = (uintptr_t)w.map;
    (void)ctx;
    if (w.map != NULL && a >= m && a < m + w.map_len) {
        char num[24];
        size_t k = sizeof num;
        uintptr_t lo = (uintptr_t)w.in;
        uintptr_t v = a >= lo ? a - lo : lo - a;
        num[--k] = '\0';
        do {
            num[--k] = (char)('0' + v % 10);
            v /= 10;
        } while (v > 0 && k > 1);
        if (a < lo) num[--k] = '-';
        put_str(w.self_test ? "read_once: (harness self-test) " : "read_once: FAIL: ");
        put_str("the library accessed input byte ");
        put_str(num + k);
        put_str(a >= lo + w.len ? " (past in_len)" : "");
        put_str(" directly, not through BN254_READ_INPUT\n");
        _exit(w.self_test ? SELF_TEST_EXIT : 1);
    }
    signal(sig, SIG_DFL); /* not ours: fault again, as without this handler */
}

/* cmocka installs its own SIGSEGV handler around each test: ours is put
 * back before each watched call. */
static void catch_faults(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGSEGV, &sa, NULL) != 0 || sigaction(SIGBUS, &sa, NULL) != 0) {
        perror("read_once: sigaction");
        abort();
    }
}

static int watch_setup(void) {
    const char *g = getenv("BN254_READ_ONCE_GUARD");
    long page = sysconf(_SC_PAGESIZE);
    w.page = page > 0 ? (size_t)page : 4096;
    w.data_len = (MAX_INPUT_LEN + w.page - 1) / w.page * w.page;
    w.map_len = w.data_len + w.page;
    w.map = (uint8_t *)mmap(NULL, w.map_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                            -1, 0);
    if (w.map == (uint8_t *)MAP_FAILED) {
        perror("read_once: mmap");
        return -1;
    }
    if (mprotect(w.map + w.data_len, w.page, PROT_NONE) != 0) {
        perror("read_once: mprotect");
        return -1;
    }
    w.guard = !(g != NULL && strcmp(g, "0") == 0);
    return 0;
}

/* Places in[0..len) at the end of the data pages, counts zeroed; returns
 * the pointer the library gets (NULL as asked for an empty input). */
static const uint8_t *watch_load(const uint8_t *in, size_t len, int null_if_empty) {
    assert_true(len <= w.data_len);
    protect((uintptr_t)w.map, (uintptr_t)(w.map + w.data_len), PROT_READ | PROT_WRITE);
    w.in = w.map + w.data_len - len;
    w.len = len;
    if (len > 0) memcpy(w.in, in, len);
    memset(w.reads, 0, len * sizeof w.reads[0]);
    w.stray = 0;
    catch_faults();
    if (w.guard) protect((uintptr_t)w.map, (uintptr_t)(w.map + w.data_len), PROT_NONE);
    return len == 0 && null_if_empty ? NULL : w.in;
}

/* ---- one call ---------------------------------------------------------------- */

enum { OP_ADD, OP_MUL, OP_PAIRING };
#define CANON_UNKNOWN ((size_t)-1)

/*
 * Reads against the consumed length: [0, consumed) once each, nothing after.
 * consumed = CANON_UNKNOWN (a failing pairing vector, whose failing pair the
 * file does not name): the bytes read once must be whole pairs from the
 * start, at least one, and nothing after. Returns the number of problems.
 */
static int check_reads(const char *what, int op, size_t consumed) {
    size_t i, first_unread = w.len, bad = 0;
    for (i = 0; i < w.len; i++) {
        if (w.reads[i] == 0) {
            first_unread = i;
            break;
        }
    }
    if (consumed == CANON_UNKNOWN) {
        consumed = first_unread;
        if (op != OP_PAIRING || consumed == 0 || consumed % BN254_PAIR_LEN != 0) {
            fprintf(stderr, "read_once: FAIL %s: %u bytes read, not a prefix of whole pairs\n",
                    what, (unsigned)consumed);
            bad++;
        }
    }
    for (i = 0; i < w.len; i++) {
        unsigned want = i < consumed ? 1 : 0;
        if (w.reads[i] != want) {
            if (bad < 4) {
                fprintf(stderr, "read_once: FAIL %s: input byte %u of %u read %u times, want %u\n",
                        what, (unsigned)i, (unsigned)w.len, w.reads[i], want);
            }
            bad++;
        }
    }
    if (w.stray > 0) {
        fprintf(stderr, "read_once: FAIL %s: %u reads outside the input\n", what,
                (unsigned)w.stray);
        bad++;
    }
    return bad > 0;
}

/* The prepared-G2 cache of the ecpairing calls made through
 * bn254_ecpairing_cached (cached_mode 1): every pairing case runs once
 * without it and three times with it (a miss, the admitting miss, a hit),
 * each call with the same reads. */
static uint8_t cache_mem[BN254_G2_CACHE_BYTES(16)];
static bn254_g2_cache *cache;
static int cached_mode;
#define PAIRING_RUNS 4 /* per pairing case: plain, then cached 3 times */

/* Runs op on in[0..len) under the watch; returns the status, out filled. */
static bn254_status watched_call(int op, uint8_t out[64], const uint8_t *in, size_t len,
                                 int null_if_empty) {
    const uint8_t *p = watch_load(in, len, null_if_empty);
    bn254_status st;
    memset(out, 0xee, 64);
    w.active = 1;
    if (op == OP_PAIRING && cached_mode) {
        st = bn254_ecpairing_cached(out, p, len, cache);
    } else {
        st = bn254_api_ops[op].fn(out, p, len);
    }
    w.active = 0;
    protect((uintptr_t)w.map, (uintptr_t)(w.map + w.data_len), PROT_READ | PROT_WRITE);
    return st;
}

static size_t consumed_len(int op, size_t len, bn254_status st, long fail_pair) {
    if (op == OP_ADD) return len < 128 ? len : 128;
    if (op == OP_MUL) return len < 96 ? len : 96;
    if (len % BN254_PAIR_LEN != 0) return 0;
    if (st == BN254_OK) return len;
    return fail_pair < 0 ? CANON_UNKNOWN : (size_t)(fail_pair + 1) * BN254_PAIR_LEN;
}

static void print_hex(const char *what, const uint8_t *b, size_t n) {
    size_t i;
    fprintf(stderr, "  %s ", what);
    for (i = 0; i < n; i++) fprintf(stderr, "%02x", b[i]);
    fprintf(stderr, "\n");
}

/*
 * A generated input: op on in[0..len) must give want_st and (on success)
 * want_out; fail_pair is the index of the pair that fails (ecpairing
 * errors other than the length), else -1.
 */
static void gen_case_once(const char *what, int op, const uint8_t *in, size_t len,
                          bn254_status want_st, const uint8_t *want_out, long fail_pair);
static void gen_case(const char *what, int op, const uint8_t *in, size_t len, bn254_status want_st,
                     const uint8_t *want_out, long fail_pair) {
    int run;
    for (run = 0; run < (op == OP_PAIRING ? PAIRING_RUNS : 1); run++) {
        cached_mode = run > 0;
        gen_case_once(what, op, in, len, want_st, want_out, fail_pair);
    }
    cached_mode = 0;
}

static void gen_case_once(const char *what, int op, const uint8_t *in, size_t len,
                          bn254_status want_st, const uint8_t *want_out, long fail_pair) {
    uint8_t out[64];
    size_t out_len = bn254_api_ops[op].out_len;
    bn254_status st = watched_call(op, out, in, len, 0);
    int bad = 0;
    if (st != want_st) {
        fprintf(stderr, "read_once: FAIL %s: status %s, want %s\n", what, bn254_status_str(st),
                bn254_status_str(want_st));
        bad = 1;
    } else if (st != BN254_OK ? !bn254_ref_all_zero(out, out_len)
                              : (want_out == NULL || memcmp(out, want_out, out_len) != 0)) {
        fprintf(stderr, "read_once: FAIL %s: wrong output\n", what);
        print_hex("got ", out, out_len);
        if (st == BN254_OK) print_hex("want", want_out, out_len);
        bad = 1;
    }
    bad |= check_reads(what, op, consumed_len(op, len, want_st, fail_pair));
    n_generated++;
    n_mismatch += (size_t)bad;
}

/* ---- vectors ------------------------------------------------------------------- */

static void vector_case_once(const bn254_api_op *op, int opi, const bn254_vector *v, size_t len,
                             const char *how);
static void vector_case(const bn254_api_op *op, int opi, const bn254_vector *v, size_t len,
                        const char *how) {
    int run;
    for (run = 0; run < (opi == OP_PAIRING ? PAIRING_RUNS : 1); run++) {
        cached_mode = run > 0;
        vector_case_once(op, opi, v, len, how);
    }
    cached_mode = 0;
}

static void vector_case_once(const bn254_api_op *op, int opi, const bn254_vector *v, size_t len,
                             const char *how) {
    uint8_t out[64];
    char what[256];
    bn254_status st;
    int bad;
    snprintf(what, sizeof what, "%s/%s%s%s", op->name, v->name, how,
             cached_mode ? " (cached)" : "");
    st = watched_call(opi, out, v->input, len, 1);
    if (len == v->input_len) {
        bad = bn254_api_check("read_once: ", op, v, st, out);
        bad |= check_reads(what, opi, consumed_len(opi, len, st, -1));
    } else { /* longer than the vector: garbage after it */
        if (opi == OP_PAIRING) {
            bad = st != BN254_ERR_INPUT_LENGTH || !bn254_ref_all_zero(out, op->out_len);
            if (bad) fprintf(stderr, "read_once: FAIL %s: status %s\n", what, bn254_status_str(st));
        } else {
            bad = bn254_api_check("read_once: (garbage after) ", op, v, st, out);
        }
        bad |= check_reads(what, opi, consumed_len(opi, len, BN254_ERR_INPUT_LENGTH, -1));
    }
    n_vectors++;
    n_mismatch += (size_t)bad;
}

static void run_vector_file(const char *path, int opi) {
    static uint8_t buf[MAX_INPUT_LEN];
    const bn254_api_op *op = &bn254_api_ops[opi];
    size_t canon = opi == OP_ADD ? 128 : opi == OP_MUL ? 96 : 0;
    bn254_vector_file f;
    char err[512];
    size_t i;
    if (bn254_vector_file_load(&f, path, err, sizeof err) != 0) {
        fprintf(stderr, "read_once: %s\n", err);
        fail();
    }
    for (i = 0; i < f.n; i++) {
        bn254_vector v = f.v[i];
        assert_true(v.input_len + 64 <= sizeof buf);
        vector_case(op, opi, &v, v.input_len, "");
        memcpy(buf, v.input, v.input_len);
        if (opi != OP_PAIRING && v.input_len >= canon) {
            memset(buf + v.input_len, 0xff, 37);
            v.input = buf;
            vector_case(op, opi, &v, f.v[i].input_len + 37, " + 37 bytes of garbage");
        } else if (opi == OP_PAIRING && (v.input_len + 1) % BN254_PAIR_LEN != 0) {
            buf[v.input_len] = 0x01;
            v.input = buf;
            vector_case(op, opi, &v, f.v[i].input_len + 1, " + 1 byte");
        }
    }
    bn254_vector_file_free(&f);
}

static void test_vectors(void **state) {
    char path[4096];
    int i;
    size_t before = n_mismatch;
    (void)state;
    for (i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s.json", BN254_TEST_VECTOR_DIR, bn254_api_ops[i].name);
        run_vector_file(path, i);
        if (geth_dir != NULL) {
            snprintf(path, sizeof path, "%s/%s", geth_dir, bn254_api_ops[i].geth_file);
            run_vector_file(path, i);
        }
    }
    assert_int_equal(n_mismatch - before, 0);
}

/* ---- generated: ecadd and ecmul ------------------------------------------------------ */

#define NPTS 24
static uint8_t P[NPTS][64], NP[NPTS][64], Q[NPTS][128]; /* [i+1] G1, -[i+1] G1, [i+1] G2 */
static uint8_t O1[64], O2[128];
static uint8_t BAD_G1_P[64], BAD_G1_OFF[64], BAD_G2_P[128], BAD_G2_OFF[128], BAD_G2_NOTG2[128];

static int setup_points(void **state) {
    uint8_t g1[64], g2[128];
    int i;
    (void)state;
    bn254_ref_g1_gen(g1);
    bn254_ref_g2_gen(g2);
    memcpy(P[0], g1, 64);
    memcpy(Q[0], g2, 128);
    for (i = 1; i < NPTS; i++) {
        bn254_ref_g1_add(P[i], P[i - 1], g1);
        bn254_ref_g2_add(Q[i], Q[i - 1], g2);
    }
    for (i = 0; i < NPTS; i++) bn254_ref_g1_neg(NP[i], P[i]);
    memset(O1, 0, sizeof O1);
    memset(O2, 0, sizeof O2);
    /* invalid points, each checked against the reference's rules */
    bn254_ref_p_be(BAD_G1_P); /* (p, 2) */
    memcpy(BAD_G1_P + 32, g1 + 32, 32);
    memcpy(BAD_G1_OFF, g1, 64); /* (1, 3) */
    BAD_G1_OFF[63] = 3;
    memcpy(BAD_G2_P, g2, 128); /* x_im = p */
    bn254_ref_p_be(BAD_G2_P);
    memcpy(BAD_G2_OFF, g2, 128); /* y_re + 1 */
    BAD_G2_OFF[127] ^= 1;
    bn254_kat_g2_encode(BAD_G2_NOTG2, &bn254_kat_twist_not_g2);
    assert_int_equal(bn254_ref_g1_status(BAD_G1_P), BN254_ERR_NOT_IN_FIELD);
    assert_int_equal(bn254_ref_g1_status(BAD_G1_OFF), BN254_ERR_NOT_ON_CURVE);
    assert_int_equal(bn254_ref_g2_curve_status(BAD_G2_P), BN254_ERR_NOT_IN_FIELD);
    assert_int_equal(bn254_ref_g2_curve_status(BAD_G2_OFF), BN254_ERR_NOT_ON_CURVE);
    assert_int_equal(bn254_ref_g2_curve_status(BAD_G2_NOTG2), BN254_OK);
    return 0;
}

/* [k] A by double-and-add on the reference arithmetic (k < 2^32). */
static void ref_g1_mul(uint8_t out[64], const uint8_t a[64], uint32_t k) {
    uint8_t r[64];
    int i;
    memset(r, 0, sizeof r);
    for (i = 31; i >= 0; i--) {
        bn254_ref_g1_add(r, r, r);
        if ((k >> i) & 1) bn254_ref_g1_add(r, r, a);
    }
    memcpy(out, r, 64);
}

/* Every length of A || B || 32 bytes of garbage: the zero-padded (or
 * truncated) input's answer by the reference rules. */
static void test_ecadd_lengths(void **state) {
    uint8_t in[160], pad[128], want[64];
    char what[64];
    size_t len, before = n_mismatch;
    (void)state;
    memcpy(in, P[2], 64);
    memcpy(in + 64, P[4], 64);
    memset(in + 128, 0xff, 32);
    for (len = 0; len <= sizeof in; len++) {
        bn254_status s1, s2, want_st;
        memset(pad, 0, sizeof pad);
        memcpy(pad, in, len < 128 ? len : 128);
        s1 = bn254_ref_g1_status(pad);
        s2 = bn254_ref_g1_status(pad + 64);
        want_st = s1 != BN254_OK ? s1 : s2;
        if (want_st == BN254_OK) bn254_ref_g1_add(want, pad, pad + 64);
        snprintf(what, sizeof what, "ecadd [3]G + [5]G, %u bytes", (unsigned)len);
        gen_case(what, OP_ADD, in, len, want_st, want, -1);
    }
    assert_int_equal(n_mismatch - before, 0);
}

/* Every length of P || k || 40 bytes of garbage for P = G1 and [3] G1,
 * k = 0x010203 (truncation leaves 0, 0x010000, 0x010200 or k). */
static void test_ecmul_lengths(void **state) {
    uint8_t in[136], pad[96], want[64];
    char what[64];
    size_t len, before = n_mismatch;
    int which;
    (void)state;
    for (which = 0; which < 2; which++) {
        memcpy(in, which == 0 ? P[0] : P[2], 64);
        memset(in + 64, 0, 32);
        in[93] = 1, in[94] = 2, in[95] = 3;
        memset(in + 96, 0xff, 40);
        for (len = 0; len <= sizeof in; len++) {
            bn254_status want_st;
            uint32_t k;
            memset(pad, 0, sizeof pad);
            memcpy(pad, in, len < 96 ? len : 96);
            want_st = bn254_ref_g1_status(pad);
            k = (uint32_t)pad[93] << 16 | (uint32_t)pad[94] << 8 | pad[95];
            if (want_st == BN254_OK) ref_g1_mul(want, pad, k);
            snprintf(what, sizeof what, "ecmul %s * 0x010203, %u bytes", which ? "[3]G" : "G",
                     (unsigned)len);
            gen_case(what, OP_MUL, in, len, want_st, want, -1);
        }
    }
    assert_int_equal(n_mismatch - before, 0);
}

/* ---- generated: ecpairing -------------------------------------------------------- */

#define MAX_PAIRS 64
typedef struct {
    uint8_t b[MAX_PAIRS * BN254_PAIR_LEN];
    size_t n;
} pairs_t;

static void push(pairs_t *s, const uint8_t g1[64], const uint8_t g2[128]) {
    assert_true(s->n < MAX_PAIRS);
    memcpy(s->b + s->n * BN254_PAIR_LEN, g1, 64);
    memcpy(s->b + s->n * BN254_PAIR_LEN + 64, g2, 128);
    s->n++;
}

static void set_pair(pairs_t *s, size_t i, const uint8_t g1[64], const uint8_t g2[128]) {
    if (g1 != NULL) memcpy(s->b + i * BN254_PAIR_LEN, g1, 64);
    if (g2 != NULL) memcpy(s->b + i * BN254_PAIR_LEN + 64, g2, 128);
}

static const uint8_t ONE32[32] = {[31] = 1};
static const uint8_t ZERO32[32] = {0};

static void pairing_case(const char *what, const pairs_t *s, int want_one) {
    gen_case(what, OP_PAIRING, s->b, s->n * BN254_PAIR_LEN, BN254_OK, want_one ? ONE32 : ZERO32,
             -1);
}

/* (P_i, Q_i) for i < m, then (-P_i, Q_i): the cancelling halves are in
 * different batches (16 distinct pairs each) for m > 8. */
static void build_halves(pairs_t *s, size_t m) {
    size_t i;
    s->n = 0;
    for (i = 0; i < m; i++) push(s, P[i], Q[i]);
    for (i = 0; i < m; i++) push(s, NP[i], Q[i]);
}

static void test_pairing_merges(void **state) {
    pairs_t s, t;
    size_t i, before = n_mismatch;
    (void)state;

    build_halves(&s, 20); /* 40 pairs, 3 Miller loops, nothing merges */
    pairing_case("halves of 20", &s, 1);
    set_pair(&s, 27, P[7], NULL); /* e(P_7, Q_7)^2 */
    pairing_case("halves of 20, one sign flipped", &s, 0);

    s.n = 0; /* each pair cancelled by the next: all merge away */
    for (i = 0; i < 20; i++) push(&s, P[i], Q[i]), push(&s, NP[i], Q[i]);
    pairing_case("20 adjacent cancelling couples", &s, 1);
    set_pair(&s, 39, P[19], NULL);
    pairing_case("20 adjacent couples, the last not cancelling", &s, 0);

    s.n = 0; /* one G2 point: a chain of G1 merges, ending at infinity */
    for (i = 0; i < 20; i++) push(&s, P[i], Q[0]);
    for (i = 0; i < 20; i++) push(&s, NP[19 - i], Q[0]);
    pairing_case("(P_i, Q_0) then (-P_i, Q_0)", &s, 1);
    s.n = 39;
    pairing_case("(P_i, Q_0) then (-P_i, Q_0), one missing", &s, 0);

    s.n = 0; /* one G1 point: a chain of G2 merges */
    for (i = 0; i < 20; i++) push(&s, P[0], Q[i]);
    for (i = 0; i < 20; i++) push(&s, NP[0], Q[i]);
    pairing_case("(P_0, Q_i) then (-P_0, Q_i)", &s, 1);

    s.n = 0; /* a merge in the first batch moves its boundary; more merges in the second */
    for (i = 0; i < 15; i++) push(&s, P[i], Q[i]);
    push(&s, NP[0], Q[0]);
    for (i = 15; i < 20; i++) push(&s, P[i], Q[i]);
    for (i = 1; i < 20; i++) push(&s, NP[i], Q[i]);
    pairing_case("merge, then the batch fills, then merges across it", &s, 1);

    build_halves(&t, 24); /* 48 pairs shuffled: merges at random places */
    for (i = t.n - 1; i > 0; i--) {
        size_t j = (size_t)(bn254_test_rand64() % (i + 1));
        uint8_t tmp[BN254_PAIR_LEN];
        memcpy(tmp, t.b + i * BN254_PAIR_LEN, BN254_PAIR_LEN);
        memcpy(t.b + i * BN254_PAIR_LEN, t.b + j * BN254_PAIR_LEN, BN254_PAIR_LEN);
        memcpy(t.b + j * BN254_PAIR_LEN, tmp, BN254_PAIR_LEN);
    }
    pairing_case("halves of 24, shuffled", &t, 1);
    push(&t, P[5], Q[5]);
    pairing_case("halves of 24, shuffled, one pair more", &t, 0);

    s.n = 0; /* e([2]G1, Q_0) e(-G1, [2]G2) = 1 split over the first and the last batch */
    push(&s, P[1], Q[0]);
    for (i = 0; i < 19; i++) push(&s, P[i + 2], Q[i + 2]);
    for (i = 0; i < 19; i++) push(&s, NP[i + 2], Q[i + 2]);
    push(&s, NP[0], Q[1]);
    pairing_case("e(2G, H) .. e(-G, 2H)", &s, 1);
    set_pair(&s, 39, P[0], NULL);
    pairing_case("e(2G, H) .. e(G, 2H)", &s, 0);

    build_halves(&s, 20); /* infinities at the batch boundaries */
    memcpy(t.b, s.b, 15 * BN254_PAIR_LEN);
    t.n = 15;
    push(&t, O1, Q[3]);
    push(&t, P[3], O2);
    push(&t, O1, O2);
    for (i = 15; i < 40; i++) {
        push(&t, s.b + i * BN254_PAIR_LEN, s.b + i * BN254_PAIR_LEN + 64);
        if (i == 29 || i == 30) push(&t, O1, O2);
    }
    pairing_case("halves of 20 with infinities at the batch boundaries", &t, 1);
    assert_int_equal(n_mismatch - before, 0);
}

static void test_pairing_invalid(void **state) {
    /* positions among the 40 pairs (Miller batches of 16: 0-15, 16-31, 32-39);
     * under valgrind and emulation (BN254_TEST_ITERS below the default) the
     * first four only: both ends and the first batch boundary */
    static const size_t where[] = {0, 15, 16, 39, 7, 24, 31, 32};
    const size_t nwhere = bn254_test_reduced() ? 4 : BN254_ARRAY_LEN(where);
    static const struct {
        const char *name;
        const uint8_t *g1, *g2;
        bn254_status st;
    } kinds[] = {
        {"G1 x = p", BAD_G1_P, NULL, BN254_ERR_NOT_IN_FIELD},
        {"G1 (1, 3)", BAD_G1_OFF, NULL, BN254_ERR_NOT_ON_CURVE},
        {"G2 x_im = p", NULL, BAD_G2_P, BN254_ERR_NOT_IN_FIELD},
        {"G2 off the twist", NULL, BAD_G2_OFF, BN254_ERR_NOT_ON_CURVE},
        {"G2 not in G2", NULL, BAD_G2_NOTG2, BN254_ERR_NOT_IN_SUBGROUP},
    };
    pairs_t s;
    char what[128];
    size_t i, k, before = n_mismatch;
    (void)state;
    for (k = 0; k < BN254_ARRAY_LEN(kinds); k++)
        for (i = 0; i < nwhere; i++) {
            build_halves(&s, 20);
            set_pair(&s, where[i], kinds[k].g1, kinds[k].g2);
            snprintf(what, sizeof what, "halves of 20, %s at pair %u", kinds[k].name,
                     (unsigned)where[i]);
            gen_case(what, OP_PAIRING, s.b, s.n * BN254_PAIR_LEN, kinds[k].st, NULL,
                     (long)where[i]);
        }
    /* (O, Q) with Q outside G2: checked although its pair contributes 1 */
    build_halves(&s, 20);
    set_pair(&s, 20, O1, BAD_G2_NOTG2);
    gen_case("halves of 20, (O, not in G2) at pair 20", OP_PAIRING, s.b, s.n * BN254_PAIR_LEN,
             BN254_ERR_NOT_IN_SUBGROUP, NULL, 20);
    /* two invalid pairs: the first in input order decides */
    set_pair(&s, 3, BAD_G1_OFF, NULL);
    gen_case("halves of 20, G1 (1, 3) at 3 and (O, not in G2) at 20", OP_PAIRING, s.b,
             s.n * BN254_PAIR_LEN, BN254_ERR_NOT_ON_CURVE, NULL, 3);
    build_halves(&s, 20);
    set_pair(&s, 20, BAD_G1_P, NULL);
    set_pair(&s, 9, NULL, BAD_G2_NOTG2);
    gen_case("halves of 20, not in G2 at 9 and G1 x = p at 20", OP_PAIRING, s.b,
             s.n * BN254_PAIR_LEN, BN254_ERR_NOT_IN_SUBGROUP, NULL, 9);
    set_pair(&s, 5, NULL, BAD_G2_P);
    gen_case("halves of 20, G2 x_im = p at 5, not in G2 at 9, G1 x = p at 20", OP_PAIRING, s.b,
             s.n * BN254_PAIR_LEN, BN254_ERR_NOT_IN_FIELD, NULL, 5);
    /* after pairs that merged away */
    s.n = 0;
    for (i = 0; i < 20; i++) push(&s, P[i], Q[i]), push(&s, NP[i], Q[i]);
    set_pair(&s, 33, NULL, BAD_G2_OFF);
    gen_case("20 adjacent couples, G2 off the twist at 33", OP_PAIRING, s.b, s.n * BN254_PAIR_LEN,
             BN254_ERR_NOT_ON_CURVE, NULL, 33);
    assert_int_equal(n_mismatch - before, 0);
}

static void test_pairing_lengths(void **state) {
    static const size_t cut[] = {1, 191, 193, 40 * 192 - 1, 40 * 192 + 1, 40 * 192 + 191};
    pairs_t s;
    uint8_t out[64];
    char what[64];
    size_t i, before = n_mismatch;
    (void)state;
    build_halves(&s, 20);
    memset(s.b + s.n * BN254_PAIR_LEN, 0xff, BN254_PAIR_LEN);
    for (i = 0; i < BN254_ARRAY_LEN(cut); i++) {
        snprintf(what, sizeof what, "halves of 20, %u bytes", (unsigned)cut[i]);
        gen_case(what, OP_PAIRING, s.b, cut[i], BN254_ERR_INPUT_LENGTH, NULL, -1);
    }
    gen_case("empty pairing", OP_PAIRING, s.b, 0, BN254_OK, ONE32, -1);
    /* NULL with in_len 0, for every precompile */
    for (i = 0; i < 3; i++) {
        bn254_status st = watched_call((int)i, out, NULL, 0, 1);
        int bad = st != BN254_OK ||
                  (i == OP_PAIRING ? memcmp(out, ONE32, 32) != 0 : !bn254_ref_all_zero(out, 64));
        if (bad) fprintf(stderr, "read_once: FAIL %s(NULL, 0)\n", bn254_api_ops[i].name);
        n_generated++;
        n_mismatch += (size_t)bad;
    }
    assert_int_equal(n_mismatch - before, 0);
}

/* bn254_g2_cache_add reads its 128 bytes once, valid or not. */
static void test_cache_add(void **state) {
    size_t before = n_mismatch, k;
    (void)state;
    for (k = 0; k < 3; k++) {
        uint8_t key[128];
        const uint8_t *p;
        bn254_status st, want = k == 0   ? BN254_OK
                                : k == 1 ? BN254_ERR_NOT_ON_CURVE
                                         : BN254_ERR_NOT_IN_FIELD;
        int bad;
        memcpy(key, Q[3], 128);
        if (k == 1) key[127] ^= 1;
        if (k == 2) memset(key, 0xff, 32);
        p = watch_load(key, 128, 0);
        w.active = 1;
        st = bn254_g2_cache_add(cache, p);
        w.active = 0;
        protect((uintptr_t)w.map, (uintptr_t)(w.map + w.data_len), PROT_READ | PROT_WRITE);
        bad = st != want;
        if (bad) fprintf(stderr, "read_once: FAIL bn254_g2_cache_add: %s\n", bn254_status_str(st));
        bad |= check_reads("bn254_g2_cache_add", OP_PAIRING, 128);
        n_generated++;
        n_mismatch += (size_t)bad;
    }
    assert_int_equal(n_mismatch - before, 0);
}

/* The harness itself: a direct read of the watched input faults (in a
 * child, which the handler ends with SELF_TEST_EXIT), and a second read through
 * the hook is counted. Without these, a passing run could mean an idle hook. */
static void test_harness(void **state) {
    uint8_t in[192], b[8];
    pid_t pid;
    int status = 0;
    (void)state;
    memset(in, 7, sizeof in);
    if (w.guard) {
        fflush(NULL);
        pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
            const volatile uint8_t *p = watch_load(in, sizeof in, 0);
            w.self_test = 1;
            w.active = 1;
            status = p[100]; /* must fault */
            _exit(status == 7 ? 3 : 4);
        }
        assert_int_equal(waitpid(pid, &status, 0), pid);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != SELF_TEST_EXIT) {
            fprintf(stderr,
                    "read_once: a direct read of the guarded input did not fault "
                    "(status %d): the guard does not work here\n",
                    status);
            fail();
        }
    }
    (void)watch_load(in, sizeof in, 0);
    w.active = 1;
    read_once_hook(b, w.in + 10, sizeof b);
    read_once_hook(b, w.in + 12, 2);
    w.active = 0;
    protect((uintptr_t)w.map, (uintptr_t)(w.map + w.data_len), PROT_READ | PROT_WRITE);
    assert_int_equal(b[0], (uint8_t)~7); /* the second read saw the complement */
    assert_int_equal(w.reads[12], 2);
    assert_int_equal(w.reads[9], 0);
    assert_int_equal(w.reads[17], 1);
}

int main(int argc, char **argv) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_harness),         cmocka_unit_test(test_vectors),
        cmocka_unit_test(test_ecadd_lengths),   cmocka_unit_test(test_ecmul_lengths),
        cmocka_unit_test(test_pairing_merges),  cmocka_unit_test(test_pairing_invalid),
        cmocka_unit_test(test_pairing_lengths), cmocka_unit_test(test_cache_add),
    };
    int rc;
    geth_dir = argc > 1 && argv[1][0] != '\0' ? argv[1] : NULL;
    bn254_test_init("read_once");
    if (watch_setup() != 0) return 1;
    print_message("read_once: backend %s, guard pages %s, go-ethereum vectors %s\n",
                  bn254_kern_backend_name(), w.guard ? "on" : "OFF (BN254_READ_ONCE_GUARD=0)",
                  geth_dir != NULL ? geth_dir : "not given");
    cache = bn254_g2_cache_init(cache_mem, sizeof cache_mem, 0);
    if (cache == NULL) return 1;
    rc = cmocka_run_group_tests_name("read_once", tests, setup_points, NULL);
    {
        bn254_g2_cache_stats cs;
        bn254_g2_cache_get_stats(cache, &cs);
        printf("read_once: %u vector calls + %u generated inputs (ecpairing also 3 times through "
               "bn254_ecpairing_cached: %lu hits, %lu inserts), %u mismatches\n",
               (unsigned)n_vectors, (unsigned)n_generated, (unsigned long)cs.hits,
               (unsigned long)cs.inserts, (unsigned)n_mismatch);
        if (cs.hits == 0) return 1; /* the cached path was not taken */
    }
    return rc != 0 || n_mismatch != 0;
}
