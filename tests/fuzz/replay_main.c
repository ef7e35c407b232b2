/* SPDX-License-Identifier: MIT */
/*
 * replay_main.c: a main() for the fuzz targets without libFuzzer, so that
 * every test build (any compiler, sanitizers, valgrind) runs each target's
 * properties on its committed seeds and regression inputs:
 *
 *   fuzz_replay_<target> <file or folder>...
 *
 * Each file is one input; a folder means every regular file in it, in name
 * order, but for names starting with a dot (regressions/<target>/.keep
 * keeps a folder without findings in git). A missing file or folder fails,
 * and so does a run with no input at all. A failed property aborts
 * (BN254_CHECK), which fails the test.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay_file(const char *path) {
    FILE *f = fopen(path, "rb");
    uint8_t *buf = NULL;
    long n;
    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
        fseek(f, 0, SEEK_SET) != 0) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        if (f != NULL) fclose(f);
        return -1;
    }
    /* an exact-size buffer, as libFuzzer gives, so over-reads are visible */
    if (n > 0 && ((buf = (uint8_t *)malloc((size_t)n)) == NULL ||
                  fread(buf, 1, (size_t)n, f) != (size_t)n)) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        free(buf);
        fclose(f);
        return -1;
    }
    fclose(f);
    (void)LLVMFuzzerTestOneInput(buf, (size_t)n);
    free(buf);
    return 0;
}

static int replay_cmp(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every regular file of a folder, sorted; returns the count or -1. */
static long replay_dir(const char *dir) {
    DIR *d = opendir(dir);
    struct dirent *e;
    char **names = NULL;
    size_t n = 0, cap = 0, i;
    long done = 0;
    if (d == NULL) return -1;
    for (;;) {
        errno = 0;
        if ((e = readdir(d)) == NULL) break;
        if (e->d_name[0] == '.') continue;
        if (n == cap) {
            char **grown = (char **)realloc(names, (cap = cap ? 2 * cap : 64) * sizeof *names);
            if (grown == NULL) abort();
            names = grown;
        }
        names[n] = (char *)malloc(strlen(dir) + strlen(e->d_name) + 2);
        if (names[n] == NULL) abort();
        sprintf(names[n], "%s/%s", dir, e->d_name);
        n++;
    }
    if (errno != 0) {
        /* e.g. EOVERFLOW: a 32-bit program without _FILE_OFFSET_BITS=64 */
        perror(dir);
        closedir(d);
        return -1;
    }
    closedir(d);
    if (n > 0) qsort(names, n, sizeof *names, replay_cmp);
    for (i = 0; i < n; i++) {
        struct stat st;
        if (stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
            if (replay_file(names[i]) != 0) done = -1;
            if (done >= 0) done++;
        }
        free(names[i]);
    }
    free(names);
    return done;
}

int main(int argc, char **argv) {
    long total = 0;
    int i;
    for (i = 1; i < argc; i++) {
        struct stat st;
        long n;
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "replay: no such file or folder: %s\n", argv[i]);
            return 2;
        }
        n = S_ISDIR(st.st_mode) ? replay_dir(argv[i]) : replay_file(argv[i]) == 0 ? 1 : -1;
        if (n < 0) {
            fprintf(stderr, "replay: %s: read error\n", argv[i]);
            return 2;
        }
        printf("replay: %s: %ld input(s) ok\n", argv[i], n);
        total += n;
    }
    if (total == 0) {
        fprintf(stderr, "replay: no input given\n");
        return 2;
    }
    printf("replay: %ld input(s), every property held\n", total);
    return 0;
}
