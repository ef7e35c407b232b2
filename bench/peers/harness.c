/* SPDX-License-Identifier: MIT */
/*
 * harness.c: the driver of the C peer harnesses (see harness.h). It reads
 * the vector files (the project's vectors/distinct/, go-ethereum's, the
 * project's vectors/ec*.json), runs every vector once through the adapter
 * and compares the output (or the error token) with the file; then it times
 * the cases: each benchmarkable success vector of vectors/distinct/ (first:
 * the inputs that no shortcut serves) and of go-ethereum's files, and each
 * micro benchmark of the adapter. A case is timed in batches of n calls, n
 * calibrated so that one batch takes at least --min-time seconds of the
 * process's CPU time; the figure is the median batch, in CPU ns per call
 * (the wall-clock figure is kept beside it). CPU time, as google-benchmark
 * reports for bench/, because it is what the call costs whatever else the
 * machine runs; a Go program's CPU time also counts its garbage collector,
 * which is part of that cost. The same rules are written in geth/main.go for
 * the Go harness, so the figures of every library come out of one method.
 *
 * Two ways to run:
 *  - alone: every case, --batches batches in a row, results to --out (the
 *    JSON that bench/tables.py turns into tables);
 *  - --serve, under bench/peers/rounds.py, which interleaves the libraries:
 *    after the check, one JSON line on stdout describes the harness and
 *    lists the cases; then each line "time <case> <n>" on stdin times one
 *    batch of that case (n = 0: calibrate n first; else one warm-up batch of
 *    n / 8 calls, then n calls) and answers with one JSON line; "quit" or
 *    the end of stdin ends the program.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "harness.h"
#include "vector_file.h"

volatile uint64_t bn254_peer_sink;

typedef struct {
    const char *op;        /* "ecadd", ... */
    const char *geth_file; /* go-ethereum's file */
    const char *ours_file; /* the project's file (vectors/ and vectors/distinct/) */
    size_t out_len;
} bn254_harness_op;

static const bn254_harness_op bn254_harness_ops[3] = {
    {"ecadd", "bn256Add.json", "ecadd.json", 64},
    {"ecmul", "bn256ScalarMul.json", "ecmul.json", 64},
    {"ecpairing", "bn256Pairing.json", "ecpairing.json", 32},
};

typedef struct {
    const char *geth_dir;
    const char *ours_dir;
    const char *distinct_dir;
    const char *out_path;
    const char *filter;
    const char *label;
    const char *version;
    const char *build;
    double min_time;
    int batches;
    int all;
    int no_micro;
    int check_only;
    int serve;
    const char *corpus;  /* --corpus: the differential run's input */
    const char *results; /* --results: its answers */
} bn254_harness_args;

/* One timed case: a vector or a micro benchmark. */
typedef struct {
    char name[160];
    const char *kind; /* "vector" or "micro" */
    uint64_t gas;     /* vectors only */
    size_t op;        /* vectors: the operation */
    const bn254_vector *v;
    const bn254_peer_micro *micro;
    int ready;         /* checked again (vector) or set up (micro) */
    const char *error; /* why it cannot be timed, or NULL */
    /* alone: the batches */
    uint64_t iters;
    double ns[64];
    double median, min, max, wall_median;
} bn254_harness_case;

static bn254_peer_fn bn254_harness_fn(size_t op) {
    return op == 0   ? bn254_peer_impl.ecadd
           : op == 1 ? bn254_peer_impl.ecmul
                     : bn254_peer_impl.ecpairing;
}

static double bn254_harness_clock(clockid_t id) {
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double bn254_harness_cpu_now(void) {
    return bn254_harness_clock(CLOCK_PROCESS_CPUTIME_ID);
}

static double bn254_harness_wall_now(void) {
    return bn254_harness_clock(CLOCK_MONOTONIC);
}

/* Median of v[0..n), n <= 64, v unchanged. */
static double bn254_harness_median(const double *v, int n, double *min, double *max) {
    double sorted[64];
    int i, j;
    for (i = 0; i < n; i++) { /* insertion sort of a handful of values */
        for (j = i; j > 0 && sorted[j - 1] > v[i]; j--) sorted[j] = sorted[j - 1];
        sorted[j] = v[i];
    }
    if (min != NULL) *min = sorted[0];
    if (max != NULL) *max = sorted[n - 1];
    return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

static void bn254_harness_hex(FILE *f, const uint8_t *b, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) fprintf(f, "%02x", b[i]);
    if (n == 0) fputs("(empty)", f);
}

/* n calls of one case. */
static void bn254_harness_batch(const bn254_harness_case *c, uint64_t n) {
    uint64_t i, acc = 0;
    if (c->micro != NULL) {
        c->micro->run(n);
        return;
    }
    {
        const bn254_peer_fn fn = bn254_harness_fn(c->op);
        const uint8_t *in = c->v->input;
        const size_t len = c->v->input_len;
        uint8_t out[64];
        for (i = 0; i < n; i++) {
            const char *err = fn(out, in, len);
            acc += (uint64_t)out[31] + (err != NULL);
        }
    }
    bn254_peer_sink += acc;
}

/*
 * The method, shared with geth/main.go: grow n until one batch of n calls
 * takes min_time (the last growth step doubles as the warm-up); that n is
 * then kept for every batch of the case. Returns n.
 */
static uint64_t bn254_harness_calibrate(const bn254_harness_case *c, double min_time) {
    uint64_t n = 1;
    for (;;) {
        double start = bn254_harness_cpu_now(), t;
        bn254_harness_batch(c, n);
        t = bn254_harness_cpu_now() - start;
        if (t >= min_time) return n;
        {
            /* Aim 25% above the goal so the timed batches do not fall short. */
            double want = t > 0 ? (double)n * min_time * 1.25 / t : (double)n * 100;
            uint64_t next = want > (double)n * 100 ? n * 100 : (uint64_t)want + 1;
            n = next < 2 * n ? 2 * n : next;
        }
    }
}

/* One timed batch of n calls: CPU and wall ns per call. */
static void bn254_harness_timed(const bn254_harness_case *c, uint64_t n, double *cpu_ns,
                                double *wall_ns) {
    double start = bn254_harness_cpu_now(), wall_start = bn254_harness_wall_now();
    bn254_harness_batch(c, n);
    *wall_ns = (bn254_harness_wall_now() - wall_start) * 1e9 / (double)n;
    *cpu_ns = (bn254_harness_cpu_now() - start) * 1e9 / (double)n;
}

/*
 * 1 if the adapter's error token stands for the expected one: the same
 * token, one of the '|'-separated tokens the adapter gave, or "failed"
 * (the library does not say which rule failed; see harness.h).
 */
static int bn254_harness_token_ok(const char *got, const char *want) {
    size_t n = strlen(want);
    const char *at;
    if (strcmp(got, "failed") == 0) return 1;
    for (at = got; (at = strstr(at, want)) != NULL; at += n) {
        if ((at == got || at[-1] == '|') && (at[n] == '\0' || at[n] == '|')) return 1;
    }
    return 0;
}

/* The documented bug of the library that an input with a wrong answer
 * triggers, or NULL (see harness.h). */
static const char *bn254_harness_known_bug(size_t op, const bn254_vector *v) {
    return bn254_peer_impl.known_bug != NULL ? bn254_peer_impl.known_bug(op, v->input, v->input_len)
                                             : (const char *)0;
}

/*
 * Runs one vector; 0 if the output (or the error token) is what the file
 * says, else prints the difference and returns 1, or 2 when the difference
 * is a documented bug of the library (harness.h, known_bug).
 */
static int bn254_harness_check(size_t op, const char *file, const bn254_vector *v) {
    uint8_t out[64];
    const size_t out_len = bn254_harness_ops[op].out_len;
    const char *err, *bug;
    memset(out, 0xa5, sizeof out);
    err = bn254_harness_fn(op)(out, v->input, v->input_len);
    if (v->expected != NULL) {
        if (err == NULL && v->expected_len == out_len && memcmp(out, v->expected, out_len) == 0) {
            return 0;
        }
        bug = bn254_harness_known_bug(op, v);
        fprintf(stderr, "%s: %s: %s %s (%s): %s\n  got      ", bn254_peer_impl.name,
                bug != NULL ? "KNOWN PEER BUG (not timed)" : "WRONG ANSWER",
                bn254_harness_ops[op].op, v->name, file, err != NULL ? err : "ok");
        bn254_harness_hex(stderr, out, err == NULL ? out_len : 0);
        fputs("\n  expected ", stderr);
        bn254_harness_hex(stderr, v->expected, v->expected_len);
        fputc('\n', stderr);
        if (bug != NULL) fprintf(stderr, "  %s\n", bug);
        return bug != NULL ? 2 : 1;
    }
    if (err != NULL && bn254_harness_token_ok(err, v->expected_error)) return 0;
    bug = bn254_harness_known_bug(op, v);
    fprintf(stderr, "%s: %s: %s %s (%s): got %s, expected %s\n", bn254_peer_impl.name,
            bug != NULL ? "KNOWN PEER BUG (not timed)" : "WRONG STATUS", bn254_harness_ops[op].op,
            v->name, file, err != NULL ? err : "ok", v->expected_error);
    if (bug != NULL) fprintf(stderr, "  %s\n", bug);
    return bug != NULL ? 2 : 1;
}

static void bn254_harness_json_str(FILE *f, const char *s) {
    fputc('"', f);
    for (; s != NULL && *s != '\0'; s++) {
        if (*s == '"' || *s == '\\') {
            fprintf(f, "\\%c", *s);
        } else if ((unsigned char)*s < 0x20) {
            fprintf(f, "\\u%04x", (unsigned)(unsigned char)*s);
        } else {
            fputc(*s, f);
        }
    }
    fputc('"', f);
}

static void bn254_harness_cpu(char *buf, size_t len) {
    char line[512];
    FILE *f = fopen("/proc/cpuinfo", "r");
    snprintf(buf, len, "unknown CPU");
    if (f == NULL) return;
    while (fgets(line, sizeof line, f) != NULL) {
        char *colon = strchr(line, ':');
        if (strncmp(line, "model name", 10) == 0 && colon != NULL) {
            colon++;
            while (*colon == ' ' || *colon == '\t') colon++;
            colon[strcspn(colon, "\n")] = '\0';
            snprintf(buf, len, "%s", colon);
            break;
        }
    }
    fclose(f);
}

/* Makes a case ready to time: a vector is checked once more (a wrong answer
 * is never timed), a micro benchmark builds its operands. */
static const char *bn254_harness_prepare(bn254_harness_case *c) {
    if (c->ready) return c->error;
    c->ready = 1;
    if (c->micro != NULL) {
        c->error = c->micro->setup();
        if (c->error != NULL) {
            fprintf(stderr, "%s: %s: %s\n", bn254_peer_impl.name, c->name, c->error);
        }
    } else if (bn254_harness_check(c->op, "again", c->v) != 0) {
        c->error = bn254_harness_known_bug(c->op, c->v) != NULL ? "known peer bug" : "wrong answer";
    }
    return c->error;
}

static void bn254_harness_write_head(FILE *f, const bn254_harness_args *a, size_t checked,
                                     size_t failures, size_t known, const char *sep) {
    char cpu[256], date[64];
    time_t now = time(NULL);
    bn254_harness_cpu(cpu, sizeof cpu);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    fprintf(f, "{%s\"peer\": ", sep);
    bn254_harness_json_str(f, bn254_peer_impl.name);
    fprintf(f, ",%s\"label\": ", sep);
    bn254_harness_json_str(f, a->label != NULL ? a->label : bn254_peer_impl.name);
    fprintf(f, ",%s\"version\": ", sep);
    bn254_harness_json_str(f, a->version != NULL ? a->version : "");
    fprintf(f, ",%s\"describe\": ", sep);
    bn254_harness_json_str(f, bn254_peer_impl.describe());
    fprintf(f, ",%s\"build\": ", sep);
    bn254_harness_json_str(f, a->build != NULL ? a->build : "");
    fprintf(f, ",%s\"cpu\": ", sep);
    bn254_harness_json_str(f, cpu);
    fprintf(f, ",%s\"date\": \"%s\",%s\"harness\": \"c\",%s\"clock\": \"process CPU time\"", sep,
            date, sep, sep);
    fprintf(f, ",%s\"min_time_s\": %g", sep, a->min_time);
    fprintf(f,
            ",%s\"check\": {\"vectors\": %lu, \"failures\": %lu, \"known_bugs\": %lu, "
            "\"error_classes\": ",
            sep, (unsigned long)checked, (unsigned long)failures, (unsigned long)known);
    bn254_harness_json_str(f, bn254_peer_impl.error_classes != NULL ? bn254_peer_impl.error_classes
                                                                    : "exact");
    fputs("}", f);
}

/* Alone: the results of every case, one per line. */
static int bn254_harness_write(const bn254_harness_args *a, const bn254_harness_case *cases,
                               size_t count, size_t checked, size_t failures, size_t known) {
    FILE *f = fopen(a->out_path, "w");
    size_t i;
    int b;
    if (f == NULL) {
        fprintf(stderr, "%s: cannot write %s\n", bn254_peer_impl.name, a->out_path);
        return -1;
    }
    bn254_harness_write_head(f, a, checked, failures, known, "\n  ");
    fprintf(f, ",\n  \"batches\": %d,\n  \"results\": [", a->batches);
    for (i = 0; i < count; i++) {
        const bn254_harness_case *r = &cases[i];
        fputs(i ? ",\n    {\"name\": " : "\n    {\"name\": ", f);
        bn254_harness_json_str(f, r->name);
        fprintf(f, ", \"kind\": \"%s\"", r->kind);
        if (r->gas > 0) fprintf(f, ", \"gas\": %llu", (unsigned long long)r->gas);
        if (r->error != NULL) {
            fputs(", \"error\": ", f);
            bn254_harness_json_str(f, r->error);
            fputs("}", f);
            continue;
        }
        fprintf(f,
                ", \"iterations\": %llu, \"median_ns\": %.2f, \"min_ns\": %.2f, "
                "\"max_ns\": %.2f, \"wall_median_ns\": %.2f, \"batch_ns\": [",
                (unsigned long long)r->iters, r->median, r->min, r->max, r->wall_median);
        for (b = 0; b < a->batches; b++) fprintf(f, b ? ", %.2f" : "%.2f", r->ns[b]);
        fputs("]}", f);
    }
    fputs("\n  ]\n}\n", f);
    return fclose(f) == 0 ? 0 : -1;
}

static const char bn254_harness_usage[] =
    "usage: %s --vectors DIR [--distinct DIR] [--ours-vectors DIR] [--out FILE]\n"
    "          [--min-time S] [--batches N] [--all] [--filter TEXT] [--no-micro]\n"
    "          [--check-only] [--serve] [--label TEXT] [--version TEXT] [--build TEXT]\n"
    "  --vectors DIR       go-ethereum's bn256{Add,ScalarMul,Pairing}.json (default\n"
    "                      $BN254_GETH_VECTORS)\n"
    "  --distinct DIR      the project's vectors/distinct/ec*.json: checked, and timed\n"
    "                      first (named distinct/<Name>)\n"
    "  --ours-vectors DIR  also check (not time) the project's vectors/ec*.json, error\n"
    "                      cases included\n"
    "  --out FILE          JSON results (default: <peer>.json)\n"
    "  --min-time S        seconds per batch, at least (default 0.2)\n"
    "  --batches N         batches per case, median reported (default 5)\n"
    "  --all               time the NoBenchmark vectors too\n"
    "  --filter TEXT       only cases whose name contains TEXT\n"
    "  --check-only        check the vectors, time nothing\n"
    "  --serve             time batches on request (bench/peers/rounds.py)\n"
    "   or: %s --corpus FILE --results FILE\n"
    "  --corpus FILE       a differential corpus (tests/differential/gen_corpus.py):\n"
    "                      every case run once, nothing timed, no vectors read\n"
    "  --results FILE      one line per case: id, ok|fail, output, gas, error token\n";

static int bn254_harness_parse(bn254_harness_args *a, int argc, char **argv) {
    int i;
    memset(a, 0, sizeof *a);
    a->geth_dir = getenv("BN254_GETH_VECTORS");
    a->min_time = 0.2;
    a->batches = 5;
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        int takes = 1;
        if (strcmp(arg, "--vectors") == 0 && val) {
            a->geth_dir = val;
        } else if (strcmp(arg, "--ours-vectors") == 0 && val) {
            a->ours_dir = val;
        } else if (strcmp(arg, "--distinct") == 0 && val) {
            a->distinct_dir = val;
        } else if (strcmp(arg, "--out") == 0 && val) {
            a->out_path = val;
        } else if (strcmp(arg, "--filter") == 0 && val) {
            a->filter = val;
        } else if (strcmp(arg, "--label") == 0 && val) {
            a->label = val;
        } else if (strcmp(arg, "--version") == 0 && val) {
            a->version = val;
        } else if (strcmp(arg, "--build") == 0 && val) {
            a->build = val;
        } else if (strcmp(arg, "--min-time") == 0 && val) {
            a->min_time = atof(val);
        } else if (strcmp(arg, "--batches") == 0 && val) {
            a->batches = atoi(val);
        } else if (strcmp(arg, "--corpus") == 0 && val) {
            a->corpus = val;
        } else if (strcmp(arg, "--results") == 0 && val) {
            a->results = val;
        } else {
            takes = 0;
            if (strcmp(arg, "--all") == 0) {
                a->all = 1;
            } else if (strcmp(arg, "--no-micro") == 0) {
                a->no_micro = 1;
            } else if (strcmp(arg, "--check-only") == 0) {
                a->check_only = 1;
            } else if (strcmp(arg, "--serve") == 0) {
                a->serve = 1;
            } else {
                fprintf(stderr, bn254_harness_usage, argv[0], argv[0]);
                return -1;
            }
        }
        i += takes;
    }
    if ((a->corpus == NULL) != (a->results == NULL)) {
        fprintf(stderr, bn254_harness_usage, argv[0], argv[0]);
        return -1;
    }
    if (a->corpus != NULL) return 0; /* the differential run reads no vectors */
    if (a->geth_dir == NULL || *a->geth_dir == '\0' || a->min_time <= 0 || a->batches < 1 ||
        a->batches > 64) {
        fprintf(stderr, bn254_harness_usage, argv[0], argv[0]);
        return -1;
    }
    return 0;
}

static void bn254_harness_progress(size_t k, size_t total, const char *name) {
    if (!isatty(STDERR_FILENO)) return;
    if (name == NULL) {
        fprintf(stderr, "\r\033[K");
    } else {
        fprintf(stderr, "\r\033[K[%lu/%lu] %s %s", (unsigned long)k, (unsigned long)total,
                bn254_peer_impl.name, name);
    }
    fflush(stderr);
}

/* Loads one folder's three files into files[3] (0, or prints why not). */
static int bn254_harness_load(bn254_vector_file files[3], const char *dir, int geth_names) {
    char path[4096], err[256];
    size_t op;
    for (op = 0; op < 3; op++) {
        snprintf(path, sizeof path, "%s/%s", dir,
                 geth_names ? bn254_harness_ops[op].geth_file : bn254_harness_ops[op].ours_file);
        if (bn254_vector_file_load(&files[op], path, err, sizeof err) != 0) {
            fprintf(stderr, "%s: %s: %s\n", bn254_peer_impl.name, path, err);
            while (op > 0) bn254_vector_file_free(&files[--op]);
            return -1;
        }
    }
    return 0;
}

/* Checks every vector of files[3] (read from dir); returns the failures
 * and adds the answers of documented peer bugs to *known. */
static size_t bn254_harness_check_all(const bn254_vector_file files[3], const char *dir,
                                      size_t *checked, size_t *known) {
    size_t op, i, failures = 0;
    for (op = 0; op < 3; op++) {
        for (i = 0; i < files[op].n; i++) {
            int r = bn254_harness_check(op, dir, &files[op].v[i]);
            failures += r == 1;
            *known += r == 2;
            (*checked)++;
        }
    }
    return failures;
}

/* --serve: the cases on one line, then one batch per "time <case> <n>". */
static void bn254_harness_serve(const bn254_harness_args *a, bn254_harness_case *cases,
                                size_t count, size_t checked, size_t failures, size_t known) {
    char line[256];
    size_t i;
    bn254_harness_write_head(stdout, a, checked, failures, known, " ");
    fputs(", \"cases\": [", stdout);
    for (i = 0; i < count; i++) {
        fputs(i ? ", {\"name\": " : "{\"name\": ", stdout);
        bn254_harness_json_str(stdout, cases[i].name);
        fprintf(stdout, ", \"kind\": \"%s\"", cases[i].kind);
        if (cases[i].gas > 0) fprintf(stdout, ", \"gas\": %llu", (unsigned long long)cases[i].gas);
        fputs("}", stdout);
    }
    fputs("]}\n", stdout);
    fflush(stdout);
    while (fgets(line, sizeof line, stdin) != NULL) {
        unsigned long k;
        unsigned long long n;
        double cpu_ns, wall_ns;
        const char *err;
        if (strncmp(line, "quit", 4) == 0) break;
        if (sscanf(line, "time %lu %llu", &k, &n) != 2 || k >= count) {
            fprintf(stdout, "{\"error\": \"bad command\"}\n");
            fflush(stdout);
            continue;
        }
        err = bn254_harness_prepare(&cases[k]);
        if (err != NULL) {
            fprintf(stdout, "{\"case\": %lu, \"error\": ", k);
            bn254_harness_json_str(stdout, err);
            fputs("}\n", stdout);
            fflush(stdout);
            continue;
        }
        if (n == 0) {
            n = bn254_harness_calibrate(&cases[k], a->min_time);
        } else {
            bn254_harness_batch(&cases[k], n / 8 > 0 ? n / 8 : 1);
        }
        bn254_harness_timed(&cases[k], n, &cpu_ns, &wall_ns);
        fprintf(stdout, "{\"case\": %lu, \"iterations\": %llu, \"ns\": %.2f, \"wall_ns\": %.2f}\n",
                k, n, cpu_ns, wall_ns);
        fflush(stdout);
    }
}

/* One hex digit's value, or -1. */
static int bn254_harness_nibble(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/*
 * --corpus: every case of the file once, the answer of each on one line of
 * --results, flushed at once (a crash leaves every answer before it):
 *   id <TAB> ok|fail <TAB> output hex|- <TAB> gas|- <TAB> error token|-
 * The first line, "# <peer> <TAB> <describe>", says who answered. A corpus
 * line is "id <TAB> op <TAB> input hex (- for none) ..." (the columns after
 * the input are the comparer's). Returns 0, or 2 if a file cannot be read
 * or written or a line is malformed.
 */
static int bn254_harness_corpus(const bn254_harness_args *a) {
    FILE *in = fopen(a->corpus, "r"), *res = fopen(a->results, "w");
    char *line = NULL;
    size_t cap = 0, cases = 0, lineno = 0;
    uint8_t *buf = NULL;
    size_t buf_cap = 0;
    int status = 0;
    if (in == NULL || res == NULL) {
        fprintf(stderr, "%s: cannot open %s or %s\n", bn254_peer_impl.name, a->corpus, a->results);
        if (in != NULL) fclose(in);
        if (res != NULL) fclose(res);
        return 2;
    }
    fprintf(res, "# %s\t%s\n", bn254_peer_impl.name, bn254_peer_impl.describe());
    while (getline(&line, &cap, in) > 0) {
        char *id = line, *op_name, *hex, *end;
        size_t op, len, i;
        uint8_t out[64];
        const char *err;
        lineno++;
        if (line[0] == '#' || line[0] == '\n') continue;
        op_name = strchr(id, '\t');
        hex = op_name != NULL ? strchr(op_name + 1, '\t') : NULL;
        if (hex == NULL) goto malformed;
        *op_name++ = '\0';
        *hex++ = '\0';
        end = hex + strcspn(hex, "\t\n");
        *end = '\0';
        for (op = 0; op < 3 && strcmp(op_name, bn254_harness_ops[op].op) != 0; op++) continue;
        if (op == 3) goto malformed;
        len = strcmp(hex, "-") == 0 ? 0 : strlen(hex);
        if (len % 2 != 0) goto malformed;
        len /= 2;
        if (len + 1 > buf_cap) { /* + 1: never a zero-size allocation */
            uint8_t *grown = (uint8_t *)realloc(buf, len + 1);
            if (grown == NULL) goto malformed;
            buf = grown;
            buf_cap = len + 1;
        }
        for (i = 0; i < len; i++) {
            int hi = bn254_harness_nibble(hex[2 * i]), lo = bn254_harness_nibble(hex[2 * i + 1]);
            if (hi < 0 || lo < 0) goto malformed;
            buf[i] = (uint8_t)(hi << 4 | lo);
        }
        memset(out, 0xa5, sizeof out);
        err = bn254_harness_fn(op)(out, len != 0 ? buf : NULL, len);
        fprintf(res, "%s\t%s\t", id, err == NULL ? "ok" : "fail");
        if (err == NULL) {
            bn254_harness_hex(res, out, bn254_harness_ops[op].out_len);
        } else {
            fputc('-', res);
        }
        if (err == NULL && bn254_peer_impl.gas != NULL) {
            fprintf(res, "\t%llu\t-\n",
                    (unsigned long long)bn254_peer_impl.gas(op, len != 0 ? buf : NULL, len));
        } else {
            fprintf(res, "\t-\t%s\n", err != NULL ? err : "-");
        }
        fflush(res);
        cases++;
        continue;
    malformed:
        fprintf(stderr, "%s: %s:%lu: not a corpus line\n", bn254_peer_impl.name, a->corpus,
                (unsigned long)lineno);
        status = 2;
        break;
    }
    free(line);
    free(buf);
    fclose(in);
    if (fclose(res) != 0) status = 2;
    fprintf(stderr, "%s: %lu corpus cases run, answers in %s\n", bn254_peer_impl.name,
            (unsigned long)cases, a->results);
    return status;
}

int main(int argc, char **argv) {
    bn254_harness_args a;
    /* The timed sets, in table order: distinct (if given), then go-ethereum's. */
    bn254_vector_file sets[2][3], ours[3];
    const char *set_prefix[2];
    int nsets = 0, s, b, status = 0;
    bn254_harness_case *cases;
    size_t op, i, count = 0, total = 0, checked = 0, failures = 0, known = 0;
    char default_out[256];
    const char *init_err;
    char which[160] = "";

    if (bn254_harness_parse(&a, argc, argv) != 0) return 2;
    if (a.out_path == NULL) {
        snprintf(default_out, sizeof default_out, "%s.json", bn254_peer_impl.name);
        a.out_path = default_out;
    }
    init_err = bn254_peer_impl.init();
    if (init_err != NULL) {
        fprintf(stderr, "%s: %s\n", bn254_peer_impl.name, init_err);
        return 1;
    }
    if (a.corpus != NULL) return bn254_harness_corpus(&a);

    /* ---- check every vector ---- */
    if (a.distinct_dir != NULL) {
        if (bn254_harness_load(sets[nsets], a.distinct_dir, 0) != 0) return 2;
        failures += bn254_harness_check_all(sets[nsets], a.distinct_dir, &checked, &known);
        set_prefix[nsets++] = "distinct/";
        strcat(which, "the project's distinct/, ");
    }
    if (bn254_harness_load(sets[nsets], a.geth_dir, 1) != 0) return 2;
    failures += bn254_harness_check_all(sets[nsets], a.geth_dir, &checked, &known);
    set_prefix[nsets++] = NULL; /* <op>/<Name> */
    strcat(which, "go-ethereum's");
    if (a.ours_dir != NULL) {
        if (bn254_harness_load(ours, a.ours_dir, 0) != 0) return 2;
        failures += bn254_harness_check_all(ours, a.ours_dir, &checked, &known);
        for (op = 0; op < 3; op++) bn254_vector_file_free(&ours[op]);
        strcat(which, " and the project's ec*.json");
    }
    fprintf(stderr, "%s: %lu vectors checked (%s), %lu wrong; error classes: %s\n",
            bn254_peer_impl.name, (unsigned long)checked, which, (unsigned long)failures,
            bn254_peer_impl.error_classes != NULL ? bn254_peer_impl.error_classes : "exact");
    if (known > 0) {
        fprintf(stderr,
                "%s: %lu answers are documented bugs of the library (KNOWN PEER BUG "
                "above: checked as such, not timed)\n",
                bn254_peer_impl.name, (unsigned long)known);
    }
    if (failures > 0) status = 1;

    /* ---- the cases: vectors in table order, then micro benchmarks ---- */
    for (s = 0; s < nsets; s++) {
        for (op = 0; op < 3; op++) total += sets[s][op].n;
    }
    total += bn254_peer_impl.micro_count;
    cases = (bn254_harness_case *)calloc(total + 1, sizeof *cases);
    if (cases == NULL) return 2;
    for (s = 0; s < nsets; s++) {
        for (op = 0; op < 3; op++) {
            for (i = 0; i < sets[s][op].n; i++) {
                const bn254_vector *v = &sets[s][op].v[i];
                bn254_harness_case *c = &cases[count];
                if (v->expected == NULL || (v->no_benchmark && !a.all)) continue;
                if (set_prefix[s] != NULL) {
                    snprintf(c->name, sizeof c->name, "%s%s", set_prefix[s], v->name);
                } else {
                    snprintf(c->name, sizeof c->name, "%s/%s", bn254_harness_ops[op].op, v->name);
                }
                if (a.filter != NULL && strstr(c->name, a.filter) == NULL) continue;
                c->kind = "vector";
                c->gas = v->gas;
                c->op = op;
                c->v = v;
                count++;
            }
        }
    }
    for (i = 0; i < bn254_peer_impl.micro_count && !a.no_micro; i++) {
        const bn254_peer_micro *m = &bn254_peer_impl.micros[i];
        bn254_harness_case *c = &cases[count];
        if (a.filter != NULL && strstr(m->name, a.filter) == NULL) continue;
        snprintf(c->name, sizeof c->name, "%s", m->name);
        c->kind = "micro";
        c->micro = m;
        count++;
    }

    /* ---- time ---- */
    if (a.serve) {
        bn254_harness_serve(&a, cases, count, checked, failures, known);
    } else if (!a.check_only) {
        for (i = 0; i < count; i++) {
            bn254_harness_case *c = &cases[i];
            double wall[64];
            if (bn254_harness_prepare(c) != NULL) {
                if (c->micro != NULL) status = 1;
                continue;
            }
            bn254_harness_progress(i + 1, count, c->name);
            c->iters = bn254_harness_calibrate(c, a.min_time);
            for (b = 0; b < a.batches; b++) bn254_harness_timed(c, c->iters, &c->ns[b], &wall[b]);
            c->median = bn254_harness_median(c->ns, a.batches, &c->min, &c->max);
            c->wall_median = bn254_harness_median(wall, a.batches, NULL, NULL);
        }
        bn254_harness_progress(0, 0, NULL);
        if (bn254_harness_write(&a, cases, count, checked, failures, known) != 0)
            status = 2;
        else
            fprintf(stderr, "%s: %lu cases timed, results in %s\n", bn254_peer_impl.name,
                    (unsigned long)count, a.out_path);
    }
    free(cases);
    for (s = 0; s < nsets; s++) {
        for (op = 0; op < 3; op++) bn254_vector_file_free(&sets[s][op]);
    }
    return status;
}
