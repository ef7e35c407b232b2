/* SPDX-License-Identifier: MIT */
/*
 * test_vectors.c: runs precompile vectors (go-ethereum's JSON format) through
 * the shipped library, via include/bn254.h only, or through `bn254 exec`.
 *
 *   test_vectors api  <op> <file.json> [name]   one vector (or all) via the API
 *   test_vectors exec <op> <file.json> <cmd...> every vector via "<cmd...> exec"
 *
 * Checks the output bytes, the status class (ExpectedError token), that
 * failing calls leave the output zeroed, and that Gas equals our Istanbul gas.
 * Exit status 0 only if every selected vector passes; failures name the vector.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bn254.h"
#include "support/api.h"
#include "support/hex.h"
#include "support/vector_file.h"

static int run_api(const bn254_api_op *op, const bn254_vector *v) {
    uint8_t out[64 + 1];
    /* An exact-size heap copy of the input, so ASan sees any over-read. */
    uint8_t *in = v->input_len ? (uint8_t *)malloc(v->input_len) : NULL;
    bn254_status st;
    uint64_t gas = bn254_api_gas(op, BN254_ISTANBUL, v->input_len);
    int fail = 0;
    if (v->has_gas && v->gas != gas) {
        fprintf(stderr, "FAIL %s/%s: Gas field %llu, bn254_%s_gas gives %llu\n", op->name, v->name,
                (unsigned long long)v->gas, op->name, (unsigned long long)gas);
        fail = 1;
    }
    if (v->input_len) memcpy(in, v->input, v->input_len);
    memset(out, 0xa5, sizeof out); /* poison: every byte must be written */
    st = op->fn(out, in, v->input_len);
    free(in);
    fail |= bn254_api_check("", op, v, st, out);
    if (out[op->out_len] != 0xa5) {
        fprintf(stderr, "FAIL %s/%s: wrote past %lu output bytes\n", op->name, v->name,
                (unsigned long)op->out_len);
        fail = 1;
    }
    return fail;
}

/* Feed every vector to "<cmd> exec" through a temporary file; compare line by line. */
static int run_exec(const bn254_api_op *op, const bn254_vector_file *f, char **cmd, int ncmd) {
    char in_path[] = "/tmp/bn254_exec_in_XXXXXX";
    char *line = NULL, *hex = NULL, *shell = NULL;
    size_t cap = 0, shell_len = 64, i;
    int fd = mkstemp(in_path), fail = 0, k;
    FILE *in, *out;
    if (fd < 0) {
        perror("mkstemp");
        return 1;
    }
    in = fdopen(fd, "w");
    for (i = 0; i < f->n; i++) {
        hex = (char *)realloc(hex, 2 * f->v[i].input_len + 1);
        bn254_hex_encode(hex, f->v[i].input, f->v[i].input_len);
        /* alternate the accepted spellings: plain, 0x-prefixed, upper case */
        if (i % 3 == 1) {
            fprintf(in, "%s 0x%s\n", op->name, hex);
        } else if (i % 3 == 2) {
            char *c;
            for (c = hex; *c; c++)
                if (*c >= 'a' && *c <= 'f') *c = (char)(*c - 'a' + 'A');
            fprintf(in, "%s %s\n", op->name, hex);
        } else {
            fprintf(in, "%s %s\n", op->name, hex);
        }
    }
    fclose(in);
    for (k = 0; k < ncmd; k++) shell_len += strlen(cmd[k]) + 3;
    shell_len += strlen(in_path);
    shell = (char *)calloc(1, shell_len);
    for (k = 0; k < ncmd; k++) {
        strcat(shell, "'");
        strcat(shell, cmd[k]);
        strcat(shell, "' ");
    }
    strcat(shell, "exec < ");
    strcat(shell, in_path);
    out = popen(shell, "r");
    if (out == NULL) {
        perror("popen");
        fail = 1;
    }
    for (i = 0; out != NULL && i < f->n; i++) {
        const bn254_vector *v = &f->v[i];
        ssize_t n = getline(&line, &cap, out);
        char want[256];
        if (n <= 0) {
            fprintf(stderr, "FAIL exec %s/%s: no output line\n", op->name, v->name);
            fail = 1;
            break;
        }
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = '\0';
        if (v->expected_error != NULL) {
            snprintf(want, sizeof want, "error %s", v->expected_error);
        } else {
            bn254_hex_encode(want, v->expected, v->expected_len);
        }
        if (strcmp(line, want) != 0) {
            fprintf(stderr, "FAIL exec %s/%s:\n  got      %s\n  expected %s\n", op->name, v->name,
                    line, want);
            fail = 1;
        }
    }
    if (out != NULL) {
        if (getline(&line, &cap, out) > 0) {
            fprintf(stderr, "FAIL exec %s: more output lines than inputs\n", op->name);
            fail = 1;
        }
        if (pclose(out) != 0) {
            fprintf(stderr, "FAIL exec %s: '%s' exited non-zero\n", op->name, shell);
            fail = 1;
        }
    }
    unlink(in_path);
    free(line);
    free(hex);
    free(shell);
    if (!fail) printf("exec %s: %lu vectors ok\n", op->name, (unsigned long)f->n);
    return fail;
}

int main(int argc, char **argv) {
    const bn254_api_op *op;
    bn254_vector_file f;
    char err[256];
    size_t i, ran = 0;
    int fail = 0;
    if (argc < 4 || (strcmp(argv[1], "api") != 0 && strcmp(argv[1], "exec") != 0)) {
        fprintf(stderr,
                "usage: %s api <op> <file.json> [name]\n"
                "       %s exec <op> <file.json> <bn254 command...>\n",
                argv[0], argv[0]);
        return 2;
    }
    op = bn254_api_op_named(argv[2], strlen(argv[2]));
    if (op == NULL) {
        fprintf(stderr, "unknown op %s\n", argv[2]);
        return 2;
    }
    if (bn254_vector_file_load(&f, argv[3], err, sizeof err) != 0) {
        fprintf(stderr, "%s: %s\n", argv[3], err);
        return 2;
    }
    if (strcmp(argv[1], "exec") == 0) {
        fail = argc < 5 ? 2 : run_exec(op, &f, argv + 4, argc - 4);
        bn254_vector_file_free(&f);
        return fail;
    }
    for (i = 0; i < f.n; i++) {
        if (argc > 4 && strcmp(f.v[i].name, argv[4]) != 0) continue;
        fail |= run_api(op, &f.v[i]);
        ran++;
    }
    bn254_vector_file_free(&f);
    if (ran == 0) {
        fprintf(stderr, "no vector named %s in %s\n", argc > 4 ? argv[4] : "(any)", argv[3]);
        return 1;
    }
    if (!fail) printf("%lu vector(s) ok\n", (unsigned long)ran);
    return fail;
}
