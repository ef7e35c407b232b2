/* SPDX-License-Identifier: MIT */
/*
 * peer_firedancer.c: Firedancer's fd_bn254 in the peer harness, through its
 * EVM-layout functions (Firedancer's src/ballet/bn254/fd_bn254.h, the
 * bodies of Solana's sol_alt_bn128_group_op syscall):
 * fd_bn254_g1_add_syscall, fd_bn254_g1_scalar_mul_syscall and
 * fd_bn254_pairing_is_one_syscall with
 * big_endian = 1. In that byte order they take EIP-196/197's layout
 * (32-byte big-endian words, G2's imaginary part first), zero-pad a short
 * ecadd or ecmul input, require a pairing length that is a multiple of 192
 * (0 included: the answer 1) and check G1 on the curve and G2 in the
 * subgroup. They keep Solana's length rule, though: an ecadd input over
 * 128 bytes or an ecmul input over 96 fails, where EIP-196 reads the first
 * 128 (96) bytes and ignores the rest, so this adapter passes at most that
 * many, the truncation an EVM client makes before calling such a function.
 * The functions return 0 or -1 without saying which rule failed: every error
 * is "failed" here. No gas: fd_bn254 has no EVM gas schedule.
 *
 * Known rule (doc/testing.md, "Differential findings"): the top two bits of
 * a y coordinate word (G1's y, the imaginary part of G2's y) are read as
 * arkworks' serialization flags, the encoding of Solana's syscalls
 * (fd_bn254_fp_frombytes_nm in fd_bn254_field_inl.h): bit 254 set makes the
 * point infinity, bit 255 alone is dropped and the rest read as y, both
 * fail. EIP-196/197 want every such word to fail the call (it is >= p).
 * known_bug below reports an input with such a word that the call accepted.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <ballet/bn254/fd_bn254.h>

#include "harness.h"

static const char bn254_fd_failed[] = "failed";

/* ecadd: the first 128 bytes (EIP-196 truncation), then Firedancer's padding. */
static const char *bn254_fd_ecadd(uint8_t *out, const uint8_t *in, size_t in_len) {
    ulong n = in_len < 128 ? (ulong)in_len : 128UL;
    return fd_bn254_g1_add_syscall(out, in, n, 1) == 0 ? (const char *)0 : bn254_fd_failed;
}

static const char *bn254_fd_ecmul(uint8_t *out, const uint8_t *in, size_t in_len) {
    ulong n = in_len < 96 ? (ulong)in_len : 96UL;
    return fd_bn254_g1_scalar_mul_syscall(out, in, n, 1) == 0 ? (const char *)0 : bn254_fd_failed;
}

static const char *bn254_fd_ecpairing(uint8_t *out, const uint8_t *in, size_t in_len) {
    return fd_bn254_pairing_is_one_syscall(out, in, (ulong)in_len, 1) == 0 ? (const char *)0
                                                                           : bn254_fd_failed;
}

/* 1 when the 32-byte word at in[off] is within the input read (EIP-196
 * padding: a word past the end is zero) and has bit 255 or 254 set. */
static int bn254_fd_flagged(const uint8_t *in, size_t in_len, size_t off) {
    return off < in_len && (in[off] & 0xC0) != 0;
}

/* The flags rule above: a y word of the input with a flag bit, and a call
 * that succeeded (both bits set fail in Firedancer too, as EIP-196 wants). */
static const char *bn254_fd_known_bug(size_t op, const uint8_t *in, size_t in_len) {
    uint8_t out[64];
    size_t off, n = in_len;
    int flagged = 0;
    const char *err;
    if (op == 0) {
        if (n > 128) n = 128;
        flagged = bn254_fd_flagged(in, n, 32) || bn254_fd_flagged(in, n, 96);
        err = flagged ? bn254_fd_ecadd(out, in, in_len) : bn254_fd_failed;
    } else if (op == 1) {
        if (n > 96) n = 96;
        flagged = bn254_fd_flagged(in, n, 32);
        err = flagged ? bn254_fd_ecmul(out, in, in_len) : bn254_fd_failed;
    } else {
        if (n % 192 != 0) return (const char *)0;
        for (off = 0; off < n; off += 192) {
            flagged |= bn254_fd_flagged(in, n, off + 32) || bn254_fd_flagged(in, n, off + 128);
        }
        err = flagged ? bn254_fd_ecpairing(out, in, in_len) : bn254_fd_failed;
    }
    if (err != (const char *)0) return (const char *)0;
    return "Firedancer 178b48f: bits 255 and 254 of a y word are read as arkworks' flags "
           "(Solana's encoding) instead of failing (doc/testing.md, Differential findings; "
           "tests/differential/known.tsv)";
}

static const char *bn254_fd_init(void) {
    return (const char *)0;
}

static const char *bn254_fd_describe(void) {
    return "fd_bn254_*_syscall, big-endian (src/ballet/bn254/fd_bn254.h)";
}

const bn254_peer bn254_peer_impl = {
    "firedancer",
    bn254_fd_init,
    bn254_fd_describe,
    bn254_fd_ecadd,
    bn254_fd_ecmul,
    bn254_fd_ecpairing,
    (const bn254_peer_micro *)0,
    0,
    "failure only: Firedancer's functions return 0 or -1",
    (uint64_t (*)(size_t, const uint8_t *, size_t))0, /* no EVM gas in fd_bn254 */
    bn254_fd_known_bug,
};
