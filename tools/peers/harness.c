/* SPDX-License-Identifier: MIT */
/*
 * harness.c: the driver of the C peer harnesses (see harness.h). It reads
 * go-ethereum's vector files, runs every vector once through the adapter and
 * compares the output (or the error token) with the file, then times each
 * benchmarkable success vector and each micro benchmark: batches of n calls,
 * n calibrated so that one batch takes at least --min-time seconds of the
 * process's CPU time, and --batches of them; the figure is the median batch,
 * in CPU ns per call (the wall-clock median is kept beside it). CPU time, as
 * google-benchmark reports for bench/, because it is what the call costs
 * whatever else the machine runs; a Go program's CPU time also counts its
 * garbage collector, which is part of that cost. The same rules are written
 * in gnark/main.go for the Go harness, so the figures of every library come
 * out of one method. Results go to a JSON file that tools/bench_report.py
 * turns into tables.
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
    const char *ours_file; /* the project's file, with error cases */
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
    const char *out_path;
    const char *filter;
    const char *label;
    const char *version;
    const char *build;
    char *prior;            /* --iterations-from: an earlier run's JSON, or NULL */
    double min_time;
    int batches;
    int all;
    int no_micro;
    int check_only;
} bn254_harness_args;

/* One timed case: a vector or a micro benchmark. */
typedef struct {
    char name[160];
    const char *kind; /* "vector" or "micro" */
    uint64_t gas;     /* vectors only */
    const char *error;
    uint64_t iters;
    double ns[64];    /* CPU time per call, per batch */
    double median, min, max;
    double wall_median;
} bn254_harness_result;

static bn254_peer_fn bn254_harness_fn(size_t op) {
    return op == 0 ? bn254_peer_impl.ecadd : op == 1 ? bn254_peer_impl.ecmul
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

/*
 * The method, shared with gnark/main.go: grow n until one batch of n calls
 * takes min_time (the last growth step doubles as the warm-up), then time
 * the batches with that n. Every batch therefore lasts about min_time or
 * more; the median batch is the figure, the others give the spread. With
 * --iterations-from (the later rounds of tools/peers/run.sh, which
 * alternates the libraries between batches so that a change in the
 * machine's load hits all of them alike), n comes from the first round and
 * one batch of n / 8 calls warms up instead.
 */
typedef void (*bn254_harness_batch_fn)(const void *ctx, uint64_t n);

static void bn254_harness_time(bn254_harness_result *r, bn254_harness_batch_fn batch,
                               const void *ctx, const bn254_harness_args *a, uint64_t fixed_n) {
    uint64_t n = fixed_n > 0 ? fixed_n : 1;
    double t, wall[64];
    int i;
    if (fixed_n > 0) batch(ctx, n / 8 > 0 ? n / 8 : 1);
    while (fixed_n == 0) {
        double start = bn254_harness_cpu_now();
        batch(ctx, n);
        t = bn254_harness_cpu_now() - start;
        if (t >= a->min_time) break;
        {
            /* Aim 25% above the goal so the timed batches do not fall short. */
            double want = t > 0 ? (double)n * a->min_time * 1.25 / t : (double)n * 100;
            uint64_t next = want > (double)n * 100 ? n * 100 : (uint64_t)want + 1;
            n = next < 2 * n ? 2 * n : next;
        }
    }
    r->iters = n;
    for (i = 0; i < a->batches; i++) {
        double start = bn254_harness_cpu_now(), wall_start = bn254_harness_wall_now();
        batch(ctx, n);
        wall[i] = (bn254_harness_wall_now() - wall_start) * 1e9 / (double)n;
        r->ns[i] = (bn254_harness_cpu_now() - start) * 1e9 / (double)n;
    }
    r->median = bn254_harness_median(r->ns, a->batches, &r->min, &r->max);
    r->wall_median = bn254_harness_median(wall, a->batches, NULL, NULL);
}

typedef struct {
    bn254_peer_fn fn;
    const uint8_t *in;
    size_t len;
} bn254_harness_call;

/* The iterations an earlier run of this program used for name, 0 if none:
 * its JSON has one result per line, {"name": "<name>", ..., "iterations": n. */
static uint64_t bn254_harness_prior_iters(const bn254_harness_args *a, const char *name) {
    char key[200];
    const char *at, *it, *eol;
    if (a->prior == NULL) return 0;
    snprintf(key, sizeof key, "{\"name\": \"%s\",", name);
    at = strstr(a->prior, key);
    if (at == NULL) return 0;
    eol = strchr(at, '\n');
    it = strstr(at, "\"iterations\": ");
    if (it == NULL || (eol != NULL && it > eol)) return 0;
    return strtoull(it + 14, NULL, 10);
}

static char *bn254_harness_read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    char *buf;
    long len;
    if (f == NULL) return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0 ||
        (buf = (char *)malloc((size_t)len + 1)) == NULL) {
        fclose(f);
        return NULL;
    }
    if (fread(buf, 1, (size_t)len, f) != (size_t)len) len = 0;
    buf[len] = '\0';
    fclose(f);
    return buf;
}

static void bn254_harness_vector_batch(const void *ctx, uint64_t n) {
    const bn254_harness_call *c = (const bn254_harness_call *)ctx;
    uint8_t out[64];
    uint64_t i, acc = 0;
    for (i = 0; i < n; i++) {
        const char *err = c->fn(out, c->in, c->len);
        acc += (uint64_t)out[31] + (err != NULL);
    }
    bn254_peer_sink += acc;
}

static void bn254_harness_micro_batch(const void *ctx, uint64_t n) {
    ((const bn254_peer_micro *)ctx)->run(n);
}

/*
 * Runs one vector; 0 if the output (or the error token) is what the file
 * says, else prints the difference and returns 1.
 */
static int bn254_harness_check(size_t op, const char *file, const bn254_vector *v) {
    uint8_t out[64];
    const size_t out_len = bn254_harness_ops[op].out_len;
    const char *err;
    memset(out, 0xa5, sizeof out);
    err = bn254_harness_fn(op)(out, v->input, v->input_len);
    if (v->expected != NULL) {
        if (err == NULL && v->expected_len == out_len && memcmp(out, v->expected, out_len) == 0) {
            return 0;
        }
        fprintf(stderr, "%s: WRONG ANSWER: %s %s (%s): %s\n  got      ",
                bn254_peer_impl.name, bn254_harness_ops[op].op, v->name, file,
                err != NULL ? err : "ok");
        bn254_harness_hex(stderr, out, err == NULL ? out_len : 0);
        fputs("\n  expected ", stderr);
        bn254_harness_hex(stderr, v->expected, v->expected_len);
        fputc('\n', stderr);
        return 1;
    }
    if (err != NULL && strcmp(err, v->expected_error) == 0) return 0;
    fprintf(stderr, "%s: WRONG STATUS: %s %s (%s): got %s, expected %s\n", bn254_peer_impl.name,
            bn254_harness_ops[op].op, v->name, file, err != NULL ? err : "ok",
            v->expected_error);
    return 1;
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

static int bn254_harness_write(const bn254_harness_args *a, const bn254_harness_result *res,
                               size_t count, size_t checked, size_t failures) {
    FILE *f = fopen(a->out_path, "w");
    char cpu[256], date[64];
    time_t now = time(NULL);
    size_t i;
    int b;
    if (f == NULL) {
        fprintf(stderr, "%s: cannot write %s\n", bn254_peer_impl.name, a->out_path);
        return -1;
    }
    bn254_harness_cpu(cpu, sizeof cpu);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    fputs("{\n  \"peer\": ", f);
    bn254_harness_json_str(f, bn254_peer_impl.name);
    fputs(",\n  \"label\": ", f);
    bn254_harness_json_str(f, a->label != NULL ? a->label : bn254_peer_impl.name);
    fputs(",\n  \"version\": ", f);
    bn254_harness_json_str(f, a->version != NULL ? a->version : "");
    fputs(",\n  \"describe\": ", f);
    bn254_harness_json_str(f, bn254_peer_impl.describe());
    fputs(",\n  \"build\": ", f);
    bn254_harness_json_str(f, a->build != NULL ? a->build : "");
    fputs(",\n  \"cpu\": ", f);
    bn254_harness_json_str(f, cpu);
    fprintf(f, ",\n  \"date\": \"%s\",\n  \"harness\": \"c\",\n", date);
    fputs("  \"clock\": \"process CPU time\",\n", f);
    fprintf(f, "  \"min_time_s\": %g,\n  \"batches\": %d,\n", a->min_time, a->batches);
    fprintf(f, "  \"check\": {\"vectors\": %lu, \"failures\": %lu},\n  \"results\": [",
            (unsigned long)checked, (unsigned long)failures);
    for (i = 0; i < count; i++) {
        const bn254_harness_result *r = &res[i];
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
        fprintf(f, ", \"iterations\": %llu, \"median_ns\": %.2f, \"min_ns\": %.2f, "
                   "\"max_ns\": %.2f, \"wall_median_ns\": %.2f, \"batch_ns\": [",
                (unsigned long long)r->iters, r->median, r->min, r->max, r->wall_median);
        for (b = 0; b < a->batches; b++) fprintf(f, b ? ", %.2f" : "%.2f", r->ns[b]);
        fputs("]}", f);
    }
    fputs("\n  ]\n}\n", f);
    return fclose(f) == 0 ? 0 : -1;
}

static const char bn254_harness_usage[] =
    "usage: %s --vectors DIR [--ours-vectors DIR] [--out FILE] [--min-time S] [--batches N]\n"
    "          [--all] [--filter TEXT] [--no-micro] [--check-only]\n"
    "          [--label TEXT] [--version TEXT] [--build TEXT] [--iterations-from JSON]\n"
    "  --vectors DIR       go-ethereum's bn256{Add,ScalarMul,Pairing}.json (default\n"
    "                      $BN254_GETH_VECTORS)\n"
    "  --ours-vectors DIR  also check (not time) the project's vectors/ec*.json, error\n"
    "                      cases included\n"
    "  --out FILE          JSON results (default: <peer>.json)\n"
    "  --min-time S        seconds per batch, at least (default 0.2)\n"
    "  --batches N         batches per case, median reported (default 5)\n"
    "  --all               time the NoBenchmark vectors too\n"
    "  --filter TEXT       only cases whose name contains TEXT\n"
    "  --iterations-from JSON  calls per batch from an earlier run's output (no\n"
    "                      calibration; one warm-up batch of 1/8 of them)\n";

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
        } else if (strcmp(arg, "--iterations-from") == 0 && val) {
            a->prior = bn254_harness_read_file(val);
            if (a->prior == NULL) {
                fprintf(stderr, "%s: cannot read %s\n", argv[0], val);
                return -1;
            }
        } else if (strcmp(arg, "--min-time") == 0 && val) {
            a->min_time = atof(val);
        } else if (strcmp(arg, "--batches") == 0 && val) {
            a->batches = atoi(val);
        } else {
            takes = 0;
            if (strcmp(arg, "--all") == 0) {
                a->all = 1;
            } else if (strcmp(arg, "--no-micro") == 0) {
                a->no_micro = 1;
            } else if (strcmp(arg, "--check-only") == 0) {
                a->check_only = 1;
            } else {
                fprintf(stderr, bn254_harness_usage, argv[0]);
                return -1;
            }
        }
        i += takes;
    }
    if (a->geth_dir == NULL || *a->geth_dir == '\0' || a->min_time <= 0 || a->batches < 1 ||
        a->batches > 64) {
        fprintf(stderr, bn254_harness_usage, argv[0]);
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

int main(int argc, char **argv) {
    bn254_harness_args a;
    bn254_vector_file geth[3], ours[3];
    bn254_harness_result *res;
    size_t op, i, count = 0, total = 0, checked = 0, failures = 0, k = 0;
    char path[4096], default_out[256], err[256];
    const char *init_err;
    int loaded_ours = 0, status = 0;

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

    /* ---- check every vector ---- */
    for (op = 0; op < 3; op++) {
        snprintf(path, sizeof path, "%s/%s", a.geth_dir, bn254_harness_ops[op].geth_file);
        if (bn254_vector_file_load(&geth[op], path, err, sizeof err) != 0) {
            fprintf(stderr, "%s: %s: %s\n", bn254_peer_impl.name, path, err);
            return 2;
        }
        for (i = 0; i < geth[op].n; i++) {
            failures += (size_t)bn254_harness_check(op, path, &geth[op].v[i]);
            checked++;
        }
    }
    if (a.ours_dir != NULL) {
        for (op = 0; op < 3; op++) {
            snprintf(path, sizeof path, "%s/%s", a.ours_dir, bn254_harness_ops[op].ours_file);
            if (bn254_vector_file_load(&ours[op], path, err, sizeof err) != 0) {
                fprintf(stderr, "%s: %s: %s\n", bn254_peer_impl.name, path, err);
                return 2;
            }
            for (i = 0; i < ours[op].n; i++) {
                failures += (size_t)bn254_harness_check(op, path, &ours[op].v[i]);
                checked++;
            }
            bn254_vector_file_free(&ours[op]);
        }
        loaded_ours = 1;
    }
    fprintf(stderr, "%s: %lu vectors checked (%s), %lu wrong\n", bn254_peer_impl.name,
            (unsigned long)checked,
            loaded_ours ? "go-ethereum's and the project's" : "go-ethereum's",
            (unsigned long)failures);
    if (failures > 0) status = 1;

    /* ---- time ---- */
    for (op = 0; op < 3; op++) {
        for (i = 0; i < geth[op].n; i++) {
            const bn254_vector *v = &geth[op].v[i];
            total += v->expected != NULL && (!v->no_benchmark || a.all);
        }
    }
    total += a.no_micro ? 0 : bn254_peer_impl.micro_count;
    res = (bn254_harness_result *)calloc(total + 1, sizeof *res);
    if (res == NULL) return 2;
    for (op = 0; op < 3 && !a.check_only; op++) {
        for (i = 0; i < geth[op].n; i++) {
            const bn254_vector *v = &geth[op].v[i];
            bn254_harness_result *r = &res[count];
            bn254_harness_call call;
            if (v->expected == NULL || (v->no_benchmark && !a.all)) continue;
            snprintf(r->name, sizeof r->name, "%s/%s", bn254_harness_ops[op].op, v->name);
            if (a.filter != NULL && strstr(r->name, a.filter) == NULL) continue;
            r->kind = "vector";
            r->gas = v->gas;
            count++;
            if (bn254_harness_check(op, "again", v) != 0) {
                r->error = "wrong answer";
                continue;
            }
            call.fn = bn254_harness_fn(op);
            call.in = v->input;
            call.len = v->input_len;
            bn254_harness_progress(++k, total, r->name);
            bn254_harness_time(r, bn254_harness_vector_batch, &call, &a,
                               bn254_harness_prior_iters(&a, r->name));
        }
    }
    for (i = 0; i < bn254_peer_impl.micro_count && !a.no_micro && !a.check_only; i++) {
        const bn254_peer_micro *m = &bn254_peer_impl.micros[i];
        bn254_harness_result *r = &res[count];
        const char *setup_err;
        if (a.filter != NULL && strstr(m->name, a.filter) == NULL) continue;
        snprintf(r->name, sizeof r->name, "%s", m->name);
        r->kind = "micro";
        count++;
        setup_err = m->setup();
        if (setup_err != NULL) {
            fprintf(stderr, "%s: %s: %s\n", bn254_peer_impl.name, m->name, setup_err);
            r->error = setup_err;
            status = 1;
            continue;
        }
        bn254_harness_progress(++k, total, r->name);
        bn254_harness_time(r, bn254_harness_micro_batch, m, &a,
                           bn254_harness_prior_iters(&a, r->name));
    }
    bn254_harness_progress(0, 0, NULL);
    if (!a.check_only) {
        if (bn254_harness_write(&a, res, count, checked, failures) != 0) status = 2;
        else fprintf(stderr, "%s: %lu cases timed, results in %s\n", bn254_peer_impl.name,
                     (unsigned long)count, a.out_path);
    }
    free(res);
    free(a.prior);
    for (op = 0; op < 3; op++) bn254_vector_file_free(&geth[op]);
    return status;
}
