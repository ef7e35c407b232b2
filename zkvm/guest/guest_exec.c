/* SPDX-License-Identifier: MIT */
/*
 * guest_exec.c: the `bn254 exec` protocol (cli/bn254_cli.c) as a freestanding
 * RISC-V guest, so that the host harness `test_vectors exec <op> <file>
 * <emulator> <guest>` runs every vector file through the guest under
 * qemu-user or rvsim. It reads `<op> <hex>` lines from stdin and writes one
 * line per input line, exactly as the CLI does: the output in lowercase hex,
 * `error <status>`, `error bad-hex` or `error unknown-op`. Each precompile
 * call is wrapped in an rvsim measurement region named after the op, so a
 * one-line input gives the instruction count of one call.
 *
 * Built twice: guest_exec calls the bn254.h API; guest_exec_zkvm (with
 * BN254_GUEST_ZKVM, C11) goes through the zkvm_accelerators.h functions of
 * libbn254_zkvm.a, with the inputs laid out as an EVM would (padded or
 * truncated to 128/96 bytes, pairs read in place). Their status is only
 * EOK/EFAIL, so on EFAIL the guest asks the API for the status token, and
 * answers `error zkvm-mismatch` if the API succeeds where the ABI failed
 * (or `error zkvm-not-zeroed` if a failed call left output bytes). An
 * ecpairing input whose length is not a multiple of 192 cannot be expressed
 * as pairs; its answer (input-length) comes from the API.
 *
 * Limits: a line of at most BN254_GUEST_LINE_MAX bytes (longer lines stop the
 * guest with status 3 and a message); no heap.
 */
#include <stdint.h>

#include "bn254.h"
#include "guest_rt.h"
#ifdef BN254_GUEST_ZKVM
#include "bn254_zkvm.h"
#endif

#define BN254_GUEST_LINE_MAX (2u << 20) /* 1 MiB of input: 5461 pairs */
#define BN254_GUEST_EXIT_IO 3           /* as the CLI: reading or writing failed */

/* ---- input: lines from fd 0 ---------------------------------------------- */

static char bn254_guest_line[BN254_GUEST_LINE_MAX];
static char bn254_guest_rbuf[1u << 16];
static size_t bn254_guest_rpos, bn254_guest_rlen;
static int bn254_guest_eof;

/* The next line without its '\n' into bn254_guest_line; 1, or 0 at the end. */
static int bn254_guest_read_line(size_t *len) {
    size_t n = 0;
    for (;;) {
        char c;
        if (bn254_guest_rpos == bn254_guest_rlen) {
            long got =
                bn254_guest_eof ? 0 : bn254_guest_read(bn254_guest_rbuf, sizeof bn254_guest_rbuf);
            if (got < 0) {
                bn254_guest_log("guest_exec: reading stdin failed\n");
                bn254_guest_exit(BN254_GUEST_EXIT_IO);
            }
            if (got == 0) {
                bn254_guest_eof = 1;
                *len = n;
                return n > 0; /* a last line without '\n' still counts */
            }
            bn254_guest_rpos = 0;
            bn254_guest_rlen = (size_t)got;
        }
        c = bn254_guest_rbuf[bn254_guest_rpos++];
        if (c == '\n') {
            *len = n;
            return 1;
        }
        if (n == sizeof bn254_guest_line) {
            bn254_guest_log("guest_exec: input line longer than 2 MiB\n");
            bn254_guest_exit(BN254_GUEST_EXIT_IO);
        }
        bn254_guest_line[n++] = c;
    }
}

/* ---- the exec protocol ----------------------------------------------------- */

/*
 * Decoded input. In the zkvm build it is an array of pairs, so that the
 * ecpairing input is 8-byte aligned as the standard's types require.
 */
#ifdef BN254_GUEST_ZKVM
static union {
    zkvm_bn254_pairing_pair pairs[BN254_GUEST_LINE_MAX / 2 / sizeof(zkvm_bn254_pairing_pair) + 1];
    uint8_t bytes[BN254_GUEST_LINE_MAX / 2];
} bn254_guest_in;
#define BN254_GUEST_INPUT bn254_guest_in.bytes
#else
static uint8_t bn254_guest_input[BN254_GUEST_LINE_MAX / 2];
#define BN254_GUEST_INPUT bn254_guest_input
#endif

typedef enum { BN254_GUEST_ECADD, BN254_GUEST_ECMUL, BN254_GUEST_ECPAIRING } bn254_guest_op;

static int bn254_guest_is_blank(char c) {
    return c == ' ' || c == '\t';
}

static int bn254_guest_hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static int bn254_guest_token_is(const char *s, size_t len, const char *word) {
    size_t i;
    for (i = 0; i < len; i++) {
        if (word[i] != s[i]) return 0;
    }
    return word[len] == '\0';
}

/* Decodes hex (optional 0x/0X, either case) into BN254_GUEST_INPUT; -1 if bad. */
static long bn254_guest_decode(const char *hex, size_t len) {
    size_t i;
    if (len >= 2 && hex[0] == '0' && (hex[1] == 'x' || hex[1] == 'X')) {
        hex += 2;
        len -= 2;
    }
    if (len % 2 != 0) return -1;
    for (i = 0; i < len / 2; i++) {
        int hi = bn254_guest_hex_value(hex[2 * i]), lo = bn254_guest_hex_value(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return -1;
        BN254_GUEST_INPUT[i] = (uint8_t)(hi * 16 + lo);
    }
    return (long)(len / 2);
}

#ifndef BN254_GUEST_ZKVM
static const char *const bn254_guest_op_names[3] = {"ecadd", "ecmul", "ecpairing"};

/* The API call of op, inside its measurement region. */
static bn254_status bn254_guest_call_api(bn254_guest_op op, uint8_t *out, const uint8_t *in,
                                         size_t len) {
    bn254_status st;
    bn254_guest_region_begin(bn254_guest_op_names[op]);
    if (op == BN254_GUEST_ECADD)
        st = bn254_ecadd(out, in, len);
    else if (op == BN254_GUEST_ECMUL)
        st = bn254_ecmul(out, in, len);
    else
        st = bn254_ecpairing(out, in, len);
    bn254_guest_region_end();
    return st;
}
#else
static unsigned long bn254_guest_calls;

/*
 * The zkvm ABI call of op on an EVM-style input. Returns 0 and the output,
 * or writes the failure answer (the API's token, or a mismatch) into *why.
 */
static int bn254_guest_call_zkvm(bn254_guest_op op, uint8_t out[64], const uint8_t *in, size_t len,
                                 const char **why) {
    static zkvm_bn254_g1_point a, b, r;
    static zkvm_bn254_scalar k;
    zkvm_status zs;
    size_t i;
    int alias = (bn254_guest_calls++ & 1) != 0; /* every other call: result in place */
    bn254_status st;
    uint8_t api_out[64];

    if (op == BN254_GUEST_ECPAIRING && len % BN254_PAIR_LEN != 0) {
        st = bn254_ecpairing(api_out, in, len); /* not expressible as pairs */
        *why = st == BN254_OK ? "zkvm-mismatch" : bn254_status_str(st);
        return -1;
    }
    if (op == BN254_GUEST_ECPAIRING) {
        bool verified = true;
        bn254_guest_region_begin("zkvm_bn254_pairing");
        zs = zkvm_bn254_pairing(len ? bn254_guest_in.pairs : NULL, len / BN254_PAIR_LEN, &verified);
        bn254_guest_region_end();
        for (i = 0; i < 32; i++) out[i] = 0;
        out[31] = verified ? 1 : 0;
        if (zs != ZKVM_EOK && verified) {
            *why = "zkvm-not-zeroed";
            return -1;
        }
    } else {
        /* EVM semantics: right-pad with zeros, or truncate, to 128 / 96 bytes */
        for (i = 0; i < 64; i++) {
            a.data[i] = i < len ? in[i] : 0;
            b.data[i] = 64 + i < len ? in[64 + i] : 0;
            r.data[i] = 0xa5; /* poison: a success must write every byte */
        }
        for (i = 0; i < 32; i++) k.data[i] = 64 + i < len ? in[64 + i] : 0;
        if (op == BN254_GUEST_ECADD) {
            bn254_guest_region_begin("zkvm_bn254_g1_add");
            zs = zkvm_bn254_g1_add(&a, &b, alias ? &a : &r);
        } else {
            bn254_guest_region_begin("zkvm_bn254_g1_mul");
            zs = zkvm_bn254_g1_mul(&a, &k, alias ? &a : &r);
        }
        bn254_guest_region_end();
        for (i = 0; i < 64; i++) out[i] = alias ? a.data[i] : r.data[i];
        if (zs != ZKVM_EOK) {
            for (i = 0; i < 64; i++) {
                if (out[i] != 0) {
                    *why = "zkvm-not-zeroed";
                    return -1;
                }
            }
        }
    }
    if (zs == ZKVM_EOK) return 0;
    /* EFAIL: the reason comes from the API, which must fail as well */
    st = op == BN254_GUEST_ECADD   ? bn254_ecadd(api_out, in, len)
         : op == BN254_GUEST_ECMUL ? bn254_ecmul(api_out, in, len)
                                   : bn254_ecpairing(api_out, in, len);
    *why = st == BN254_OK ? "zkvm-mismatch" : bn254_status_str(st);
    return -1;
}
#endif

/* Answers one line into answer (NUL-terminated, no newline). */
static void bn254_guest_answer(const char *line, size_t len, char *answer) {
    static const char digits[] = "0123456789abcdef";
    size_t op_start = 0, op_end, hex_start, hex_end, out_len, i;
    bn254_guest_op op;
    long in_len;
    uint8_t out[64];
    const char *why = 0;

    /* trailing blanks and the \r of CRLF input are not part of the last field */
    while (len > 0 && (bn254_guest_is_blank(line[len - 1]) || line[len - 1] == '\r')) len--;
    while (op_start < len && bn254_guest_is_blank(line[op_start])) op_start++;
    op_end = op_start;
    while (op_end < len && !bn254_guest_is_blank(line[op_end])) op_end++;
    if (bn254_guest_token_is(line + op_start, op_end - op_start, "ecadd")) {
        op = BN254_GUEST_ECADD;
    } else if (bn254_guest_token_is(line + op_start, op_end - op_start, "ecmul")) {
        op = BN254_GUEST_ECMUL;
    } else if (bn254_guest_token_is(line + op_start, op_end - op_start, "ecpairing")) {
        op = BN254_GUEST_ECPAIRING;
    } else {
        why = "unknown-op";
        goto error;
    }
    hex_start = op_end;
    while (hex_start < len && bn254_guest_is_blank(line[hex_start])) hex_start++;
    hex_end = hex_start;
    while (hex_end < len && !bn254_guest_is_blank(line[hex_end])) hex_end++;
    for (i = hex_end; i < len; i++) {
        if (!bn254_guest_is_blank(line[i])) break;
    }
    in_len = i != len ? -1 : bn254_guest_decode(line + hex_start, hex_end - hex_start);
    if (in_len < 0) {
        why = "bad-hex"; /* odd length, a non-hex digit, or a third field */
        goto error;
    }
    out_len = op == BN254_GUEST_ECPAIRING ? BN254_PAIRING_OUTPUT_LEN : BN254_POINT_LEN;
    {
        /* The CLI passes NULL for an empty input; so do we. */
        const uint8_t *in = in_len ? BN254_GUEST_INPUT : 0;
#ifdef BN254_GUEST_ZKVM
        if (bn254_guest_call_zkvm(op, out, in, (size_t)in_len, &why) != 0) goto error;
#else
        bn254_status st = bn254_guest_call_api(op, out, in, (size_t)in_len);
        if (st != BN254_OK) {
            why = bn254_status_str(st);
            goto error;
        }
#endif
    }
    for (i = 0; i < out_len; i++) {
        answer[2 * i] = digits[out[i] >> 4];
        answer[2 * i + 1] = digits[out[i] & 15];
    }
    answer[2 * out_len] = '\0';
    return;
error: {
    static const char prefix[] = "error ";
    size_t n = 0;
    for (i = 0; prefix[i]; i++) answer[n++] = prefix[i];
    for (i = 0; why[i]; i++) answer[n++] = why[i];
    answer[n] = '\0';
}
}

int main(int argc, char **argv) {
    char answer[2 * 64 + 2];
    size_t len;
    (void)argc; /* `exec` (the harness's argument) is the only mode */
    (void)argv;
    while (bn254_guest_read_line(&len)) {
        size_t n = 0;
        bn254_guest_answer(bn254_guest_line, len, answer);
        while (answer[n] != '\0') n++;
        answer[n++] = '\n';
        if (bn254_guest_write_all(1, answer, n) != 0) {
            bn254_guest_log("guest_exec: writing stdout failed\n");
            return BN254_GUEST_EXIT_IO;
        }
    }
    return 0;
}
