/* SPDX-License-Identifier: MIT */
/*
 * bn254_solana.h: Solana's alt_bn128 syscalls on bytes, as the validators
 * run them: sol_alt_bn128_group_op (G1 and G2 addition and multiplication,
 * pairing) and sol_alt_bn128_compression (G1 and G2 compression and
 * decompression), each in big- and little-endian. The reference is Agave,
 * whose syscalls wrap the crate solana-bn254 3.2.1 (the version Agave's
 * workspace pins); every function here returns what that crate returns for
 * every input, byte for byte (tested against it, doc/solana.md).
 *
 * Encodings (solana-bn254, on arkworks 0.5):
 *   big-endian (BE)     the EIP-196/197 layout: G1 x || y, G2 x_im || x_re ||
 *                       y_im || y_re, 32-byte big-endian words
 *   little-endian (LE)  the BE bytes reversed per coordinate: G1 x || y and
 *                       G2 x_re || x_im || y_re || y_im, 32-byte
 *                       little-endian words (arkworks' own layout)
 *   flags               arkworks' two spare bits in the most significant
 *                       byte of y (G2: of y_im; compressed: of x, x_im):
 *                       bit 7 "y is the larger root", bit 6 "infinity";
 *                       both set is an error. A point whose infinity flag
 *                       is set is infinity whatever its words (they must
 *                       still be < p); the all-zero encoding is infinity.
 *                       Outputs never carry flags, except compressed points.
 *   scalars             any 256-bit integer, in the call's endianness
 *
 * Same guarantees as bn254.h: no heap, no state, reentrant; each input byte
 * read at most once, into the library's own buffers; out may alias in; on
 * any error the whole output is zeroed. Inputs are public: variable time.
 * The subtraction op codes (1, 5) that solana-bn254 defines have no
 * function: Agave rejects them (SyscallError::InvalidAttribute).
 */
#ifndef BN254_SOLANA_H
#define BN254_SOLANA_H

#include <stddef.h>
#include <stdint.h>

#include "bn254.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Result of a call. solana-bn254 has two error types, AltBn128Error (group
 * ops, pairing) and AltBn128CompressionError; each code below is one of
 * their variants, given with the variant's u64 code in that crate. The
 * syscalls return 1 to the program for every error (Agave's Ok(1)), 0 on
 * success.
 */
typedef enum {
    BN254_SOLANA_OK = 0,
    /* AltBn128Error::InvalidInputData (1): a length Solana rejects, a word
     * >= p, both flags set, or a point off its curve or (G2, except for
     * G2 addition) outside the order-r subgroup */
    BN254_SOLANA_ERR_INVALID_INPUT_DATA = 1,
    /* AltBn128Error::GroupError (2): G2 addition only, a point off the
     * twist (solana-bn254 checks the curve apart there) */
    BN254_SOLANA_ERR_GROUP = 2,
    /* AltBn128CompressionError::G1DecompressionFailed (1): a word >= p, both
     * flags set, or x^3 + 3 not a square */
    BN254_SOLANA_ERR_G1_DECOMPRESS = 3,
    /* AltBn128CompressionError::G2DecompressionFailed (2): as above on the
     * twist */
    BN254_SOLANA_ERR_G2_DECOMPRESS = 4,
    /* AltBn128CompressionError::G1CompressionFailed (3): a word >= p or both
     * flags set (the curve is not checked) */
    BN254_SOLANA_ERR_G1_COMPRESS = 5,
    /* AltBn128CompressionError::G2CompressionFailed (4) */
    BN254_SOLANA_ERR_G2_COMPRESS = 6,
    /* AltBn128CompressionError::InvalidInputSize (5): a compression input
     * of the wrong length */
    BN254_SOLANA_ERR_INVALID_INPUT_SIZE = 7
} bn254_solana_status;

/* Flags of every call. */
#define BN254_SOLANA_BE 0u /* big-endian (the EVM layout) */
#define BN254_SOLANA_LE 1u /* little-endian (the LE_FLAG 0x80 op codes) */
/* The syscall's version 0 length rules (solana-bn254's VersionedG1-
 * Multiplication::V0 and VersionedPairing::V0): G1 multiplication takes up
 * to 128 bytes BE (exactly 128 LE) of which bytes 96..127 are ignored; the
 * pairing takes any length and ignores a trailing partial pair. Agave uses
 * V1 (the default here) except for the BE pairing before its feature
 * fix_alt_bn128_pairing_length_check (SIMD-0334). Ignored by the others. */
#define BN254_SOLANA_V0 2u

/* The syscall's op codes (solana-bn254's constants); | 0x80 for LE. */
#define BN254_SOLANA_G1_ADD 0u
#define BN254_SOLANA_G1_SUB 1u /* defined by solana-bn254, rejected by Agave */
#define BN254_SOLANA_G1_MUL 2u
#define BN254_SOLANA_PAIRING 3u
#define BN254_SOLANA_G2_ADD 4u
#define BN254_SOLANA_G2_SUB 5u /* defined by solana-bn254, rejected by Agave */
#define BN254_SOLANA_G2_MUL 6u
#define BN254_SOLANA_G1_COMPRESS 0u
#define BN254_SOLANA_G1_DECOMPRESS 1u
#define BN254_SOLANA_G2_COMPRESS 2u
#define BN254_SOLANA_G2_DECOMPRESS 3u
#define BN254_SOLANA_LE_FLAG 0x80u

/*
 * G1 addition (op 0, LE 0x80). in: BE at most 128 bytes, read as if
 * zero-padded to 128 (an empty input is O + O); LE exactly 128. Both points
 * are checked (field, flags, curve). out: 64 bytes, the sum.
 * Returns BN254_SOLANA_OK or BN254_SOLANA_ERR_INVALID_INPUT_DATA.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_solana_status
    bn254_solana_g1_add(uint8_t out[64], const uint8_t *in, size_t in_len, unsigned flags);

/*
 * G1 scalar multiplication (op 2). in: point || scalar; BE at most 96 bytes,
 * zero-padded; LE exactly 96 (BN254_SOLANA_V0: 128). out: 64 bytes.
 * Returns BN254_SOLANA_OK or BN254_SOLANA_ERR_INVALID_INPUT_DATA.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_solana_status
    bn254_solana_g1_mul(uint8_t out[64], const uint8_t *in, size_t in_len, unsigned flags);

/*
 * G2 addition (op 4). in: exactly 256 bytes in either endianness (no
 * padding). Points are checked for field and flags (INVALID_INPUT_DATA),
 * then for the twist (ERR_GROUP), the first point before the second; NOT
 * for the subgroup: any twist points are added. out: 128 bytes.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_solana_status
    bn254_solana_g2_add(uint8_t out[128], const uint8_t *in, size_t in_len, unsigned flags);

/*
 * G2 scalar multiplication (op 6). in: exactly 160 bytes, point || scalar;
 * the point must be in G2 (field, flags, twist, subgroup). out: 128 bytes.
 * Returns BN254_SOLANA_OK or BN254_SOLANA_ERR_INVALID_INPUT_DATA.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_solana_status
    bn254_solana_g2_mul(uint8_t out[128], const uint8_t *in, size_t in_len, unsigned flags);

/*
 * Pairing check (op 3). in: a multiple of 192 bytes (BN254_SOLANA_V0: any
 * length, the trailing partial pair ignored and not read), pairs G1 || G2,
 * every point checked (G2: subgroup too). out: 32 bytes, the integer 1 if the
 * product of the pairings is 1 (also for no pair), else 0, in the call's
 * endianness (LE: out[0], BE: out[31]). Any number of pairs; the stack use
 * does not depend on it.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_solana_status
    bn254_solana_pairing(uint8_t out[32], const uint8_t *in, size_t in_len, unsigned flags);

/*
 * G1 compression (compression op 0). in: exactly 64 bytes, a point checked
 * for field and flags only (not the curve, as solana-bn254). out: 32 bytes,
 * x with bit 7 of its most significant byte set when y is the larger of
 * y, -y; all-zero in, all-zero out; a point with the infinity flag gives
 * zero with bit 6 set. Errors: ERR_INVALID_INPUT_SIZE, ERR_G1_COMPRESS.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_solana_status
    bn254_solana_g1_compress(uint8_t out[32], const uint8_t *in, size_t in_len, unsigned flags);

/*
 * G1 decompression (compression op 1). in: exactly 32 bytes, x with flags.
 * out: 64 bytes, (x, y) with y the smaller root, or the larger one when bit 7
 * is set; infinity (flag bit 6, or all zero) gives 64 zero bytes.
 * Errors: ERR_INVALID_INPUT_SIZE, ERR_G1_DECOMPRESS.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_solana_status
    bn254_solana_g1_decompress(uint8_t out[64], const uint8_t *in, size_t in_len, unsigned flags);

/*
 * G2 compression (compression op 2). in: exactly 128 bytes; out: 64 bytes,
 * x with the flags in the most significant byte of x_im. "Larger" compares
 * Fp2 elements by their imaginary part first, then the real part (arkworks'
 * order). Errors: ERR_INVALID_INPUT_SIZE, ERR_G2_COMPRESS.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_solana_status
    bn254_solana_g2_compress(uint8_t out[64], const uint8_t *in, size_t in_len, unsigned flags);

/*
 * G2 decompression (compression op 3). in: exactly 64 bytes; out: 128
 * bytes. The result is on the twist; it is NOT checked for the subgroup
 * (neither does solana-bn254). Errors: ERR_INVALID_INPUT_SIZE,
 * ERR_G2_DECOMPRESS.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_solana_status
    bn254_solana_g2_decompress(uint8_t out[128], const uint8_t *in, size_t in_len, unsigned flags);

/*
 * Compute units Agave charges for sol_alt_bn128_group_op with op (a code
 * above, | 0x80 for LE) on in_len bytes, before it runs the op (also when
 * the op then fails): G1 add 334, G2 add 535, G1 mul 3840, G2 mul 15670,
 * pairing 36364 + 12121 (k - 1) + 85 + in_len + 32 with k = in_len / 192
 * (k - 1 saturating at 0), saturating at UINT64_MAX. 0 for an op code
 * Agave rejects (subtraction, unknown codes: no units, an InvalidAttribute
 * abort). Sources: Agave's SVMTransactionExecutionCost defaults
 * (program-runtime/src/execution_budget.rs) and SyscallAltBn128
 * (syscalls/src/lib.rs); the G2 prices as Firedancer 178b48f states them
 * (src/flamenco/vm/fd_vm_base.h), doc/solana.md.
 */
BN254_API uint64_t bn254_solana_group_op_cu(uint64_t op, size_t in_len);

/*
 * Compute units of sol_alt_bn128_compression with op: the syscall base 100
 * plus G1 compress 30, G1 decompress 398, G2 compress 86, G2 decompress
 * 13610; 0 for an unknown op code.
 */
BN254_API uint64_t bn254_solana_compression_cu(uint64_t op);

/*
 * Short stable token for a status: "ok", "invalid-input-data",
 * "group-error", "g1-decompression-failed", "g2-decompression-failed",
 * "g1-compression-failed", "g2-compression-failed", "invalid-input-size";
 * "unknown" outside the enum. Never NULL; static storage.
 */
BN254_API const char *bn254_solana_status_str(bn254_solana_status status);

#ifdef __cplusplus
}
#endif

#endif /* BN254_SOLANA_H */
