/* SPDX-License-Identifier: MIT */
/*
 * vector_file.c: a minimal JSON reader, enough for the vector files: one
 * top-level array of flat objects whose values are strings, numbers, booleans
 * or null. Anything else is reported as an error, never guessed at.
 */
#include "vector_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hex.h"

typedef struct {
    const char *s;
    size_t pos, len;
    char *err;
    size_t err_len;
} bn254_json;

static int json_fail(bn254_json *j, const char *what) {
    snprintf(j->err, j->err_len, "JSON error at byte %lu: %s", (unsigned long)j->pos, what);
    return -1;
}

static void json_ws(bn254_json *j) {
    while (j->pos < j->len && strchr(" \t\r\n", j->s[j->pos]) != NULL) j->pos++;
}

static int json_expect(bn254_json *j, char c) {
    json_ws(j);
    if (j->pos >= j->len || j->s[j->pos] != c) {
        char msg[32];
        snprintf(msg, sizeof msg, "expected '%c'", c);
        return json_fail(j, msg);
    }
    j->pos++;
    return 0;
}

/* A string without escapes other than \" and \\ (the vector files have none). */
static int json_string(bn254_json *j, char **out) {
    size_t start, n = 0;
    char *buf;
    if (json_expect(j, '"') != 0) return -1;
    start = j->pos;
    while (j->pos < j->len && j->s[j->pos] != '"') {
        if (j->s[j->pos] == '\\') j->pos++;
        j->pos++;
    }
    if (j->pos >= j->len) return json_fail(j, "unterminated string");
    buf = (char *)malloc(j->pos - start + 1);
    if (buf == NULL) return json_fail(j, "out of memory");
    for (; start < j->pos; start++) {
        if (j->s[start] == '\\') start++;
        buf[n++] = j->s[start];
    }
    buf[n] = '\0';
    j->pos++;
    *out = buf;
    return 0;
}

static int json_scalar(bn254_json *j, char **str, unsigned long long *num, int *boolean) {
    json_ws(j);
    if (j->pos >= j->len) return json_fail(j, "unexpected end");
    if (j->s[j->pos] == '"') return json_string(j, str);
    if (j->len - j->pos >= 4 && memcmp(j->s + j->pos, "true", 4) == 0) {
        j->pos += 4, *boolean = 1;
        return 0;
    }
    if (j->len - j->pos >= 5 && memcmp(j->s + j->pos, "false", 5) == 0) {
        j->pos += 5, *boolean = 0;
        return 0;
    }
    if (j->len - j->pos >= 4 && memcmp(j->s + j->pos, "null", 4) == 0) {
        j->pos += 4;
        return 0;
    }
    if (j->s[j->pos] >= '0' && j->s[j->pos] <= '9') {
        unsigned long long v = 0;
        while (j->pos < j->len && j->s[j->pos] >= '0' && j->s[j->pos] <= '9') {
            v = v * 10 + (unsigned long long)(j->s[j->pos] - '0');
            j->pos++;
        }
        *num = v;
        return 0;
    }
    return json_fail(j, "unsupported value");
}

static int json_object(bn254_json *j, bn254_vector *v) {
    memset(v, 0, sizeof *v);
    if (json_expect(j, '{') != 0) return -1;
    json_ws(j);
    if (j->pos < j->len && j->s[j->pos] == '}') return json_fail(j, "empty object");
    for (;;) {
        char *key = NULL, *str = NULL;
        unsigned long long num = 0;
        int boolean = -1, rc = 0;
        if (json_string(j, &key) != 0 || json_expect(j, ':') != 0 ||
            json_scalar(j, &str, &num, &boolean) != 0) {
            free(key);
            return -1;
        }
        if (strcmp(key, "Name") == 0 && str != NULL) {
            v->name = str, str = NULL;
        } else if (strcmp(key, "Input") == 0 && str != NULL) {
            rc = bn254_hex_decode(&v->input, &v->input_len, str, strlen(str));
        } else if (strcmp(key, "Expected") == 0 && str != NULL) {
            rc = bn254_hex_decode(&v->expected, &v->expected_len, str, strlen(str));
        } else if (strcmp(key, "ExpectedError") == 0 && str != NULL) {
            v->expected_error = str, str = NULL;
        } else if (strcmp(key, "Gas") == 0) {
            v->gas = num, v->has_gas = 1;
        } else if (strcmp(key, "NoBenchmark") == 0) {
            v->no_benchmark = boolean == 1;
        }
        free(key);
        free(str);
        if (rc != 0) return json_fail(j, "bad hex");
        json_ws(j);
        if (j->pos < j->len && j->s[j->pos] == ',') {
            j->pos++;
            continue;
        }
        if (json_expect(j, '}') != 0) return -1;
        break;
    }
    if (v->name == NULL || v->input == NULL) return json_fail(j, "vector without Name or Input");
    if ((v->expected == NULL) == (v->expected_error == NULL)) {
        return json_fail(j, "vector needs exactly one of Expected and ExpectedError");
    }
    return 0;
}

static void vector_free(bn254_vector *v) {
    free(v->name);
    free(v->input);
    free(v->expected);
    free(v->expected_error);
}

int bn254_vector_file_load(bn254_vector_file *f, const char *path, char *err, size_t err_len) {
    FILE *fp = fopen(path, "rb");
    char *text = NULL;
    long size;
    size_t cap = 0;
    bn254_json j;
    f->v = NULL;
    f->n = 0;
    if (fp == NULL) {
        snprintf(err, err_len, "cannot open %s", path);
        return -1;
    }
    if (fseek(fp, 0, SEEK_END) != 0 || (size = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) != 0 ||
        (text = (char *)malloc((size_t)size + 1)) == NULL ||
        fread(text, 1, (size_t)size, fp) != (size_t)size) {
        snprintf(err, err_len, "cannot read %s", path);
        fclose(fp);
        free(text);
        return -1;
    }
    fclose(fp);
    j.s = text, j.pos = 0, j.len = (size_t)size, j.err = err, j.err_len = err_len;
    if (json_expect(&j, '[') != 0) goto fail;
    json_ws(&j);
    if (j.pos < j.len && j.s[j.pos] == ']') {
        j.pos++;
    } else {
        for (;;) {
            if (f->n == cap) {
                bn254_vector *nv;
                cap = cap ? 2 * cap : 64;
                nv = (bn254_vector *)realloc(f->v, cap * sizeof *nv);
                if (nv == NULL) goto fail;
                f->v = nv;
            }
            if (json_object(&j, &f->v[f->n]) != 0) {
                vector_free(&f->v[f->n]);
                goto fail;
            }
            f->n++;
            json_ws(&j);
            if (j.pos < j.len && j.s[j.pos] == ',') {
                j.pos++;
                continue;
            }
            if (json_expect(&j, ']') != 0) goto fail;
            break;
        }
    }
    free(text);
    return 0;
fail:
    free(text);
    bn254_vector_file_free(f);
    return -1;
}

void bn254_vector_file_free(bn254_vector_file *f) {
    size_t i;
    for (i = 0; i < f->n; i++) vector_free(&f->v[i]);
    free(f->v);
    f->v = NULL;
    f->n = 0;
}
