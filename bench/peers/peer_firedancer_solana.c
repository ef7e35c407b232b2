/* SPDX-License-Identifier: MIT */
/*
 * peer_firedancer_solana.c: Firedancer's Solana alt_bn128 functions
 * (src/ballet/bn254/fd_bn254.c: the bodies of its sol_alt_bn128_group_op and
 * sol_alt_bn128_compression syscalls) beside bn254_solana.h, two ways:
 *
 *   --corpus FILE  every case of the differential corpus, with solana-bn254's
 *                  (Agave's) answer (bindings/rust/solana-test, bin corpus),
 *                  through both libraries; counts per op how often each
 *                  agrees with Agave (success and output bytes, or failure)
 *                  and prints every Firedancer disagreement (the first 10
 *                  per op in full). Ops Firedancer lacks (the V0 length
 *                  rules) are counted as skipped.
 *   --bench DIR    ns/op of both on the distinct-point vectors of DIR
 *                  (vectors/distinct: ecadd, ecmul, ecpairing in the EVM
 *                  layout, which is Solana's BE one), their LE forms, G2
 *                  addition and multiplication and the compressions of the
 *                  same vectors' points; interleaved rounds, the median.
 *
 * Firedancer's syscall wrapper (src/flamenco/vm/syscall/fd_vm_syscall_crypto.c)
 * checks the compression lengths before it calls these functions; the
 * harness does the same. Firedancer reports only success or failure (the
 * syscall's 0 or 1), so errors are compared as such. Built by
 * bench/peers/solana.sh against a Firedancer library given to it
 * (--firedancer-lib, --firedancer-include).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <ballet/bn254/fd_bn254.h> /* Firedancer's src/ (C17) */

#include "bn254_solana.h"
#include "vector_file.h"

/* ---- the two libraries behind one signature ------------------------------------ */

typedef int (*op_fn)(uint8_t *out, const uint8_t *in, size_t len, int be);

#define FD_GROUP(name, fdfn) \
    static int name(uint8_t *out, const uint8_t *in, size_t len, int be) { \
        return fdfn(out, in, (unsigned long)len, be) == 0; \
    }
FD_GROUP(fd_g1_add, fd_bn254_g1_add_syscall)
FD_GROUP(fd_g1_mul, fd_bn254_g1_scalar_mul_syscall)
FD_GROUP(fd_g2_add, fd_bn254_g2_add_syscall)
FD_GROUP(fd_g2_mul, fd_bn254_g2_scalar_mul_syscall)
FD_GROUP(fd_pairing, fd_bn254_pairing_is_one_syscall)

/* the syscall's own length check, then the function */
#define FD_COMPRESSION(name, fdfn, want) \
    static int name(uint8_t *out, const uint8_t *in, size_t len, int be) { \
        return len == (want) && fdfn(out, in, be) != NULL; \
    }
FD_COMPRESSION(fd_g1_compress, fd_bn254_g1_compress, 64)
FD_COMPRESSION(fd_g1_decompress, fd_bn254_g1_decompress, 32)
FD_COMPRESSION(fd_g2_compress, fd_bn254_g2_compress, 128)
FD_COMPRESSION(fd_g2_decompress, fd_bn254_g2_decompress, 64)

#define OURS(name, fn, v0) \
    static int name(uint8_t *out, const uint8_t *in, size_t len, int be) { \
        unsigned f = (be ? BN254_SOLANA_BE : BN254_SOLANA_LE) | (v0); \
        return fn(out, in, len, f) == BN254_SOLANA_OK; \
    }
OURS(our_g1_add, bn254_solana_g1_add, 0)
OURS(our_g1_mul, bn254_solana_g1_mul, 0)
OURS(our_g1_mul_v0, bn254_solana_g1_mul, BN254_SOLANA_V0)
OURS(our_g2_add, bn254_solana_g2_add, 0)
OURS(our_g2_mul, bn254_solana_g2_mul, 0)
OURS(our_pairing, bn254_solana_pairing, 0)
OURS(our_pairing_v0, bn254_solana_pairing, BN254_SOLANA_V0)
OURS(our_g1_compress, bn254_solana_g1_compress, 0)
OURS(our_g1_decompress, bn254_solana_g1_decompress, 0)
OURS(our_g2_compress, bn254_solana_g2_compress, 0)
OURS(our_g2_decompress, bn254_solana_g2_decompress, 0)

typedef struct {
    const char *name; /* the corpus's op name without _be/_le */
    op_fn ours, fd;   /* fd NULL: Firedancer has no such op */
    size_t out_len;
} op_info;

static const op_info ops[] = {
    {"g1_add", our_g1_add, fd_g1_add, 64},
    {"g1_mul", our_g1_mul, fd_g1_mul, 64},
    {"g1_mul_v0", our_g1_mul_v0, NULL, 64},
    {"g2_add", our_g2_add, fd_g2_add, 128},
    {"g2_mul", our_g2_mul, fd_g2_mul, 128},
    {"pairing", our_pairing, fd_pairing, 32},
    {"pairing_v0", our_pairing_v0, NULL, 32},
    {"g1_compress", our_g1_compress, fd_g1_compress, 32},
    {"g1_decompress", our_g1_decompress, fd_g1_decompress, 64},
    {"g2_compress", our_g2_compress, fd_g2_compress, 64},
    {"g2_decompress", our_g2_decompress, fd_g2_decompress, 128},
};
#define N_OPS (sizeof ops / sizeof ops[0])

/* ---- --corpus ------------------------------------------------------------------ */

static int unhex(uint8_t *out, size_t cap, const char *s, size_t *n) {
    size_t len = strlen(s), i;
    if (strcmp(s, "-") == 0) {
        *n = 0;
        return 1;
    }
    if (len % 2 || len / 2 > cap) return 0;
    for (i = 0; i < len / 2; i++) {
        unsigned v;
        if (sscanf(s + 2 * i, "%2x", &v) != 1) return 0;
        out[i] = (uint8_t)v;
    }
    *n = len / 2;
    return 1;
}

static void print_hex(const char *what, const uint8_t *b, size_t n) {
    size_t i;
    printf("    %s ", what);
    for (i = 0; i < n; i++) printf("%02x", b[i]);
    printf("\n");
}

static int run_corpus(const char *path) {
    static char line[1 << 16];
    static uint8_t in[1 << 14], want[256], got[256];
    unsigned long cases[N_OPS][2] = {{0}}, ours_bad[N_OPS][2] = {{0}}, fd_bad[N_OPS][2] = {{0}};
    unsigned long fd_ok_when_err[N_OPS][2] = {{0}}, fd_err_when_ok[N_OPS][2] = {{0}};
    unsigned long fd_bytes[N_OPS][2] = {{0}}, shown[N_OPS] = {0}, total = 0, fd_total = 0;
    unsigned long ours_total = 0, skipped = 0;
    size_t i;
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        perror(path);
        return 2;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        char *op = strtok(line, " \n"), *hin = strtok(NULL, " \n"), *res = strtok(NULL, " \n");
        char *hout = strtok(NULL, " \n");
        size_t n_in = 0, n_want = 0, k, oplen;
        int le, want_ok, ok;
        if (op == NULL || hin == NULL || res == NULL) continue;
        oplen = strlen(op);
        if (oplen < 4) continue;
        le = strcmp(op + oplen - 3, "_le") == 0;
        op[oplen - 3] = '\0';
        for (k = 0; k < N_OPS && strcmp(ops[k].name, op) != 0; k++) {
        }
        if (k == N_OPS || !unhex(in, sizeof in, hin, &n_in)) {
            fprintf(stderr, "corpus: bad line (op %s)\n", op);
            return 2;
        }
        want_ok = strcmp(res, "ok") == 0;
        if (want_ok && (hout == NULL || !unhex(want, sizeof want, hout, &n_want))) return 2;
        total++;
        cases[k][le]++;
        memset(got, 0, sizeof got);
        ok = ops[k].ours(got, in, n_in, !le);
        if (ok != want_ok || (ok && memcmp(got, want, ops[k].out_len) != 0)) {
            ours_bad[k][le]++;
            ours_total++;
        }
        if (ops[k].fd == NULL) {
            skipped++;
            continue;
        }
        memset(got, 0, sizeof got);
        ok = ops[k].fd(got, in, n_in, !le);
        if (ok == want_ok && (!ok || memcmp(got, want, ops[k].out_len) == 0)) continue;
        fd_bad[k][le]++;
        fd_total++;
        if (ok && !want_ok)
            fd_ok_when_err[k][le]++;
        else if (!ok)
            fd_err_when_ok[k][le]++;
        else
            fd_bytes[k][le]++;
        if (shown[k]++ < 10) {
            printf("DISAGREE firedancer %s_%s, %lu bytes: Agave %s %s, Firedancer %s\n",
                   ops[k].name, le ? "le" : "be", (unsigned long)n_in, res,
                   want_ok ? "" : (hout ? hout : ""), ok ? "ok" : "error");
            print_hex("input ", in, n_in);
            if (want_ok) print_hex("agave ", want, ops[k].out_len);
            if (ok) print_hex("fd    ", got, ops[k].out_len);
        }
    }
    fclose(f);
    printf("| op | endian | cases | bn254 vs Agave | Firedancer vs Agave | FD ok, Agave error "
           "| FD error, Agave ok | FD other bytes |\n|---|---|---:|---:|---:|---:|---:|---:|\n");
    for (i = 0; i < N_OPS; i++) {
        int e;
        for (e = 0; e < 2; e++) {
            if (ops[i].fd == NULL) {
                printf("| %s | %s | %lu | %lu | (no such op) | | | |\n", ops[i].name,
                       e ? "le" : "be", cases[i][e], ours_bad[i][e]);
            } else {
                printf("| %s | %s | %lu | %lu | %lu | %lu | %lu | %lu |\n", ops[i].name,
                       e ? "le" : "be", cases[i][e], ours_bad[i][e], fd_bad[i][e],
                       fd_ok_when_err[i][e], fd_err_when_ok[i][e], fd_bytes[i][e]);
            }
        }
    }
    printf("solana corpus: %lu cases; bn254 disagrees with Agave on %lu; Firedancer on %lu "
           "(%lu cases of ops it lacks skipped)\n",
           total, ours_total, fd_total, skipped);
    return ours_total != 0;
}

/* ---- --bench --------------------------------------------------------------------- */

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

volatile uint64_t sink;

/* ns per call of fn over the inputs (each called n times per batch, the
 * batch about 0.2 s); median of `rounds` batches, alternating libraries. */
typedef struct {
    const char *name;
    op_fn fn[2];
    int be;
    uint8_t *in;
    size_t len, count; /* count inputs of len bytes, back to back */
} bench_case;

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double batch(const bench_case *c, int lib, unsigned long n) {
    uint8_t out[128];
    unsigned long i;
    double t0 = now_ns();
    for (i = 0; i < n; i++) {
        const uint8_t *in = c->in + (i % c->count) * c->len;
        sink += (uint64_t)c->fn[lib](out, in, c->len, c->be);
        sink += out[0];
    }
    return (now_ns() - t0) / (double)n;
}

static void run_bench_case(const bench_case *c, int rounds) {
    double t[2][64];
    unsigned long n[2];
    int lib, r;
    uint8_t out[128];
    for (lib = 0; lib < 2; lib++) { /* calibrate, and check both succeed */
        size_t i;
        for (i = 0; i < c->count; i++) {
            if (!c->fn[lib](out, c->in + i * c->len, c->len, c->be)) {
                printf("%s: %s fails on input %lu\n", c->name, lib ? "firedancer" : "bn254",
                       (unsigned long)i);
                return;
            }
        }
        n[lib] = 1;
        while (batch(c, lib, n[lib]) * (double)n[lib] < 2e8 / 4) n[lib] *= 2;
    }
    for (r = 0; r < rounds; r++) {
        for (lib = 0; lib < 2; lib++) t[lib][r] = batch(c, lib, n[lib]);
    }
    for (lib = 0; lib < 2; lib++) qsort(t[lib], (size_t)rounds, sizeof(double), cmp_double);
    printf("| %s | %.0f | %.0f | %.2f |\n", c->name, t[0][rounds / 2], t[1][rounds / 2],
           t[0][rounds / 2] / t[1][rounds / 2]);
    fflush(stdout);
}

/* Reverse each chunk of b[0..n). */
static void swap_chunks(uint8_t *b, size_t n, size_t chunk) {
    size_t c, i;
    for (c = 0; c < n; c += chunk) {
        for (i = 0; i < chunk / 2; i++) {
            uint8_t t = b[c + i];
            b[c + i] = b[c + chunk - 1 - i];
            b[c + chunk - 1 - i] = t;
        }
    }
}

static int run_bench(const char *dir, int rounds) {
    char path[4096], err[256];
    bn254_vector_file add, mul, pair;
    static uint8_t buf[8][1 << 16];
    size_t i, n_add = 0, n_mul = 0, n_g2 = 0;
    size_t pair_len = 0;
    snprintf(path, sizeof path, "%s/ecadd.json", dir);
    if (bn254_vector_file_load(&add, path, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    snprintf(path, sizeof path, "%s/ecmul.json", dir);
    if (bn254_vector_file_load(&mul, path, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    snprintf(path, sizeof path, "%s/ecpairing.json", dir);
    if (bn254_vector_file_load(&pair, path, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    /* [0] add BE, [1] add LE, [2] mul BE, [3] mul LE, [4] G2 add, [5] G2 mul,
     * [6] G1 points, [7] G2 points; pairings one vector at a time */
    for (i = 0; i < add.n && n_add < 64; i++) {
        if (add.v[i].input_len != 128 || add.v[i].expected_len == 0) continue;
        memcpy(buf[0] + n_add * 128, add.v[i].input, 128);
        memcpy(buf[1] + n_add * 128, add.v[i].input, 128);
        swap_chunks(buf[1] + n_add * 128, 128, 32);
        memcpy(buf[6] + n_add * 64, add.v[i].input, 64);
        n_add++;
    }
    for (i = 0; i < mul.n && n_mul < 64; i++) {
        if (mul.v[i].input_len != 96 || mul.v[i].expected_len == 0) continue;
        memcpy(buf[2] + n_mul * 96, mul.v[i].input, 96);
        memcpy(buf[3] + n_mul * 96, mul.v[i].input, 96);
        swap_chunks(buf[3] + n_mul * 96, 96, 32);
        n_mul++;
    }
    for (i = 0; i < pair.n && n_g2 < 64; i++) { /* G2 points of the pairing vectors */
        size_t k;
        for (k = 0; k + 192 <= pair.v[i].input_len && n_g2 < 64; k += 192) {
            memcpy(buf[7] + n_g2 * 128, pair.v[i].input + k + 64, 128);
            n_g2++;
        }
    }
    for (i = 0; i + 1 < n_g2; i++) {
        memcpy(buf[4] + i * 256, buf[7] + i * 128, 256);
        memcpy(buf[5] + i * 160, buf[7] + i * 128, 128);
        memcpy(buf[5] + i * 160 + 128, buf[2] + (i % n_mul) * 96 + 64, 32);
    }
    printf("| op | bn254 ns/op | Firedancer ns/op | ratio |\n|---|---:|---:|---:|\n");
    {
        bench_case c[] = {
            {"g1_add_be (ecadd distinct)", {our_g1_add, fd_g1_add}, 1, buf[0], 128, n_add},
            {"g1_add_le", {our_g1_add, fd_g1_add}, 0, buf[1], 128, n_add},
            {"g1_mul_be (ecmul distinct)", {our_g1_mul, fd_g1_mul}, 1, buf[2], 96, n_mul},
            {"g1_mul_le", {our_g1_mul, fd_g1_mul}, 0, buf[3], 96, n_mul},
            {"g2_add_be", {our_g2_add, fd_g2_add}, 1, buf[4], 256, n_g2 - 1},
            {"g2_mul_be", {our_g2_mul, fd_g2_mul}, 1, buf[5], 160, n_g2 - 1},
            {"g1_compress_be", {our_g1_compress, fd_g1_compress}, 1, buf[6], 64, n_add},
            {"g2_compress_be", {our_g2_compress, fd_g2_compress}, 1, buf[7], 128, n_g2},
        };
        size_t k;
        for (k = 0; k < sizeof c / sizeof c[0]; k++) run_bench_case(&c[k], rounds);
    }
    { /* decompression of the compressed points */
        static uint8_t c1[64 * 32], c2[64 * 64];
        bench_case d1 = {"g1_decompress_be", {our_g1_decompress, fd_g1_decompress}, 1, c1, 32, 0};
        bench_case d2 = {"g2_decompress_be", {our_g2_decompress, fd_g2_decompress}, 1, c2, 64, 0};
        for (i = 0; i < n_add; i++) {
            if (!our_g1_compress(c1 + i * 32, buf[6] + i * 64, 64, 1)) return 2;
        }
        for (i = 0; i < n_g2; i++) {
            if (!our_g2_compress(c2 + i * 64, buf[7] + i * 128, 128, 1)) return 2;
        }
        d1.count = n_add, d2.count = n_g2;
        run_bench_case(&d1, rounds);
        run_bench_case(&d2, rounds);
    }
    for (i = 0; i < pair.n; i++) { /* each distinct pairing vector */
        char name[128];
        bench_case c;
        if (pair.v[i].input_len == 0 || pair.v[i].input_len % 192) continue;
        pair_len = pair.v[i].input_len;
        snprintf(name, sizeof name, "pairing_be %s (%lu pairs)", pair.v[i].name,
                 (unsigned long)(pair_len / 192));
        c.name = name, c.fn[0] = our_pairing, c.fn[1] = fd_pairing, c.be = 1;
        c.in = pair.v[i].input, c.len = pair_len, c.count = 1;
        run_bench_case(&c, rounds);
    }
    return 0;
}

int main(int argc, char **argv) {
    int rounds = 5;
    if (argc >= 4 && strcmp(argv[3], "--rounds") == 0) rounds = atoi(argv[4 - (argc < 5)]);
    if (rounds < 1 || rounds > 63) rounds = 5;
    if (argc >= 3 && strcmp(argv[1], "--corpus") == 0) return run_corpus(argv[2]);
    if (argc >= 3 && strcmp(argv[1], "--bench") == 0) return run_bench(argv[2], rounds);
    fprintf(stderr, "usage: %s --corpus FILE | --bench VECTOR_DIR [--rounds N]\n", argv[0]);
    return 2;
}
