/* SPDX-License-Identifier: MIT */
/* api.c: the precompile table and the public-API test helpers (api.h). */
#include "api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ref_ec.h"

const bn254_api_op bn254_api_ops[3] = {
    {"ecadd", bn254_ecadd, BN254_POINT_LEN, "bn256Add.json"},
    {"ecmul", bn254_ecmul, BN254_POINT_LEN, "bn256ScalarMul.json"},
    {"ecpairing", bn254_ecpairing, BN254_PAIRING_OUTPUT_LEN, "bn256Pairing.json"},
};

const bn254_api_op *bn254_api_op_named(const char *name, size_t len) {
    size_t i;
    for (i = 0; i < 3; i++) {
        const char *n = bn254_api_ops[i].name;
        if (strlen(n) == len && strncmp(n, name, len) == 0) return &bn254_api_ops[i];
    }
    return NULL;
}

uint64_t bn254_api_gas(const bn254_api_op *op, bn254_revision rev, size_t in_len) {
    if (op->fn == bn254_ecadd) return bn254_ecadd_gas(rev);
    if (op->fn == bn254_ecmul) return bn254_ecmul_gas(rev);
    return bn254_ecpairing_gas(rev, in_len);
}

static void bn254_api_print_hex(const char *what, const uint8_t *b, size_t n) {
    size_t i;
    fprintf(stderr, "  %s ", what);
    for (i = 0; i < n; i++) fprintf(stderr, "%02x", b[i]);
    fprintf(stderr, "\n");
}

int bn254_api_check(const char *prefix, const bn254_api_op *op, const bn254_vector *v,
                    bn254_status st, const uint8_t *out) {
    if (v->expected_error != NULL) {
        if (st == BN254_OK || strcmp(bn254_status_str(st), v->expected_error) != 0) {
            fprintf(stderr, "%sFAIL %s/%s: expected error %s, got %s\n", prefix, op->name, v->name,
                    v->expected_error, bn254_status_str(st));
            return 1;
        }
        if (!bn254_ref_all_zero(out, op->out_len)) {
            fprintf(stderr, "%sFAIL %s/%s: output not zeroed on error\n", prefix, op->name,
                    v->name);
            return 1;
        }
        return 0;
    }
    if (st != BN254_OK || v->expected_len != op->out_len ||
        memcmp(out, v->expected, op->out_len) != 0) {
        fprintf(stderr, "%sFAIL %s/%s: status %s\n", prefix, op->name, v->name,
                bn254_status_str(st));
        bn254_api_print_hex("got     ", out, op->out_len);
        bn254_api_print_hex("expected", v->expected, v->expected_len);
        return 1;
    }
    return 0;
}

bn254_status bn254_api_mul(uint8_t out[64], const uint8_t p[64], const uint8_t k[32]) {
    uint8_t in[96];
    memcpy(in, p, 64);
    memcpy(in + 64, k, 32);
    return bn254_ecmul(out, in, sizeof in);
}

void bn254_api_g1_mul(uint8_t out[64], const uint8_t p[64], uint64_t k) {
    uint8_t kb[32];
    int i;
    memset(kb, 0, 24);
    for (i = 0; i < 8; i++) kb[31 - i] = (uint8_t)(k >> (8 * i));
    if (bn254_api_mul(out, p, kb) != BN254_OK) {
        fprintf(stderr, "bn254_api_g1_mul: ecmul rejects a valid point\n");
        abort();
    }
}
