/* SPDX-License-Identifier: MIT */
/*
 * test_bounds.c (ctest bn254.bounds): no read past in_len, no write past the
 * output, zeroed output on error, whatever the length.
 *
 * Every input is placed so that its last byte is the last byte of a page,
 * and the next page is PROT_NONE (mmap + mprotect): one byte read too far is
 * a SIGSEGV, in any build, without a sanitizer. The same holds for outputs:
 * each call is made twice, once into a buffer followed by canary bytes and
 * once into 64/32 bytes at the end of a page followed by a guard page.
 * Covered: all three precompiles, every length from 0 to 2*192+1 = 385 bytes
 * and some long ones (up to 100 pairs, 64 KiB), four contents (valid points
 * or pairs then bytes that must be ignored, all 0xff, all zero, and one byte
 * changed in the valid content), a zero-length input at the very start of
 * the guard page and a NULL one. Each result must equal the same call on an
 * ordinary heap copy, the input must be unchanged, and on error every output
 * byte must be zero.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "rel_util.h"

#define REL_MAX_PAIRS 100
#define REL_MAX_LEN 65536

typedef struct {
    uint8_t *base; /* data pages, then one PROT_NONE page */
    size_t data_len;
} rel_guarded;

static int rel_guarded_new(rel_guarded *g, size_t data_len, size_t page) {
    void *m;
    g->data_len = (data_len + page - 1) / page * page;
    m = mmap(NULL, g->data_len + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return -1;
    g->base = (uint8_t *)m;
    return mprotect(g->base + g->data_len, page, PROT_NONE);
}

/* The end of the readable data: the first byte of the guard page. */
static uint8_t *rel_guarded_end(const rel_guarded *g) {
    return g->base + g->data_len;
}

static unsigned long rel_calls, rel_failures;

static void rel_fail(const rel_op *op, size_t len, int pattern, const char *what) {
    fprintf(stderr, "FAIL %s len %lu content %d: %s\n", op->name, (unsigned long)len, pattern,
            what);
    rel_failures++;
}

/* One input: the reference call on a heap copy, then the two guarded calls. */
static void rel_check_input(const rel_op *op, const uint8_t *src, size_t len, int pattern,
                            const rel_guarded *in_g, const rel_guarded *out_g) {
    uint8_t ref[64], canary[64 + 32], *heap = NULL, *in, *out;
    bn254_status ref_st, st;
    size_t i;

    if (len > 0) {
        heap = (uint8_t *)malloc(len);
        if (heap == NULL) abort();
        memcpy(heap, src, len);
    }
    memset(ref, 0x5a, sizeof ref);
    ref_st = op->fn(ref, heap, len);
    free(heap);
    if (op->fn == bn254_ecpairing &&
        (len % BN254_PAIR_LEN != 0) != (ref_st == BN254_ERR_INPUT_LENGTH)) {
        rel_fail(op, len, pattern, "input-length status does not follow len % 192");
    }

    in = rel_guarded_end(in_g) - len;
    memcpy(in, src, len);

    memset(canary, 0xa5, sizeof canary);
    st = op->fn(canary, len ? in : rel_guarded_end(in_g), len);
    rel_calls++;
    if (st != ref_st || memcmp(canary, ref, op->out_len) != 0) {
        rel_fail(op, len, pattern, "result differs from the same call on a heap copy");
    }
    for (i = op->out_len; i < sizeof canary; i++) {
        if (canary[i] != 0xa5) {
            rel_fail(op, len, pattern, "wrote past the output");
            break;
        }
    }
    if (st != BN254_OK) {
        for (i = 0; i < op->out_len; i++) {
            if (canary[i] != 0) {
                rel_fail(op, len, pattern, "output not zeroed on error");
                break;
            }
        }
    }

    out = rel_guarded_end(out_g) - op->out_len;
    memset(out, 0xa5, op->out_len);
    st = op->fn(out, in, len);
    rel_calls++;
    if (st != ref_st || memcmp(out, ref, op->out_len) != 0) {
        rel_fail(op, len, pattern, "result differs with the output at a page end");
    }
    if (memcmp(in, src, len) != 0) rel_fail(op, len, pattern, "the input was modified");
}

/* Content pattern k for op, max_len bytes. */
static void rel_content(uint8_t *buf, size_t max_len, const rel_op *op, int k) {
    size_t i;
    switch (k) {
    case 1:
        memset(buf, 0xff, max_len);
        return;
    case 2:
        memset(buf, 0, max_len);
        return;
    default:
        break;
    }
    /* valid content, then bytes that must be ignored or are checked */
    memset(buf, 0xee, max_len);
    if (op->fn == bn254_ecpairing) {
        rel_pairing_input(buf, REL_MAX_PAIRS);
    } else {
        rel_g1_mul(buf, 5);
        if (op->fn == bn254_ecadd) {
            rel_g1_mul(buf + 64, 7);
        } else {
            for (i = 64; i < 96; i++) buf[i] = (uint8_t)(0xc3 ^ i);
        }
    }
    if (k == 3) {
        for (i = 0; i < max_len; i += 61) buf[i] ^= 0x10;
    }
}

int main(void) {
    static const size_t long_lens[] = {512,
                                       4095,
                                       4096,
                                       4097,
                                       15 * 192,
                                       16 * 192,
                                       17 * 192,
                                       17 * 192 + 1,
                                       33 * 192,
                                       REL_MAX_PAIRS * 192,
                                       REL_MAX_PAIRS * 192 - 1,
                                       REL_MAX_LEN};
    long page = sysconf(_SC_PAGESIZE);
    rel_guarded in_g, out_g;
    uint8_t *src = (uint8_t *)malloc(REL_MAX_LEN);
    size_t o, len, j;
    int k;

    if (page <= 0 || src == NULL) return 2;
    if (rel_guarded_new(&in_g, REL_MAX_LEN, (size_t)page) != 0 ||
        rel_guarded_new(&out_g, 64, (size_t)page) != 0) {
        perror("mmap/mprotect");
        return 2;
    }
    for (o = 0; o < 3; o++) {
        const rel_op *op = &bn254_api_ops[o];
        for (k = 0; k < 4; k++) {
            rel_content(src, REL_MAX_LEN, op, k);
            for (len = 0; len <= 2 * BN254_PAIR_LEN + 1; len++) {
                rel_check_input(op, src, len, k, &in_g, &out_g);
            }
            for (j = 0; j < sizeof long_lens / sizeof long_lens[0]; j++) {
                /* the long pairing inputs only with the cheap contents */
                if (op->fn == bn254_ecpairing && k == 0 && long_lens[j] > 17 * 192 + 1) continue;
                rel_check_input(op, src, long_lens[j], k, &in_g, &out_g);
            }
        }
        /* a NULL input of length 0 */
        {
            uint8_t out[64];
            bn254_status st;
            memset(out, 0xa5, sizeof out);
            st = op->fn(out, NULL, 0);
            rel_calls++;
            if (st != BN254_OK) rel_fail(op, 0, -1, "NULL empty input is not ok");
        }
    }
    free(src);
    printf("bounds: %lu guarded calls over lengths 0..%d and %lu long ones, %lu failure(s)\n",
           rel_calls, 2 * BN254_PAIR_LEN + 1,
           (unsigned long)(sizeof long_lens / sizeof long_lens[0]), rel_failures);
    return rel_failures ? 1 : 0;
}
