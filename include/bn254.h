/* SPDX-License-Identifier: MIT */
/*
 * bn254.h: the Ethereum BN254 (alt_bn128) precompiles as a C99 library.
 *
 *   ecadd      address 0x06, EIP-196
 *   ecmul      address 0x07, EIP-196
 *   ecpairing  address 0x08, EIP-197
 *   gas        Byzantium (EIP-196/197) and Istanbul (EIP-1108) prices
 *
 * This header is the library's API. include/ also holds bn254_hooks.h, the
 * functions that a build with the hooks backend calls and the integrator
 * defines, and bn254_zkvm.h, the zkvm_accelerators.h interface of the
 * separate libbn254_zkvm.a.
 *
 * Inputs are public: precompile inputs are transaction data, so nothing in
 * this library is constant time. Do NOT use it on secret data.
 *
 * Every function is reentrant and thread-safe: the library allocates no heap
 * memory and keeps no state between calls. Its only global variables are the
 * CPU-feature flags of the x86_64 backend's run-time kernel selection (BMI2
 * and ADX; AVX-512F and IFMA): a constructor writes them once, before main()
 * and before any thread the program starts, and calls only read them, so
 * there is no data race. Until the constructor has run (a call from another
 * library's constructor) the flags select the portable code: correct, only
 * slower. Builds for a fixed CPU (BN254_X86_ADX=ON, other architectures,
 * freestanding builds) have no such variables. Stack use is bounded and does
 * not depend on the input length (ecpairing: about 17 KiB; 34 KiB where the
 * AVX-512 IFMA lanes run).
 */
#ifndef BN254_H
#define BN254_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The only place the version is written: CMakeLists.txt reads these lines. */
#define BN254_VERSION_MAJOR 0
#define BN254_VERSION_MINOR 2
#define BN254_VERSION_PATCH 0

/*
 * BN254_API marks the library's functions, the only symbols it exports. The
 * library is compiled with hidden visibility by default (-fvisibility=hidden),
 * so a shared build exports exactly these and a static archive linked into a
 * shared object adds nothing else to its interface. On Windows a DLL build
 * defines BN254_DLL for itself and for its users (CMake does this through the
 * bn254::bn254 target; define it yourself otherwise), which turns BN254_API
 * into dllexport while building and dllimport when using it. Define BN254_API
 * before including this header to override all of this.
 */
#ifndef BN254_API
#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(BN254_DLL) && defined(BN254_BUILDING)
#define BN254_API __declspec(dllexport)
#elif defined(BN254_DLL)
#define BN254_API __declspec(dllimport)
#else
#define BN254_API
#endif
#elif defined(__GNUC__) && __GNUC__ >= 4
#define BN254_API __attribute__((visibility("default")))
#else
#define BN254_API
#endif
#endif

#if defined(__GNUC__) || defined(__clang__)
#define BN254_WARN_UNUSED_RESULT __attribute__((warn_unused_result))
#define BN254_ARG_NONNULL(i) __attribute__((nonnull(i)))
#else
#define BN254_WARN_UNUSED_RESULT
#define BN254_ARG_NONNULL(i)
#endif

/* Canonical input and output sizes, in bytes. */
#define BN254_ECADD_INPUT_LEN 128  /* x1 || y1 || x2 || y2 */
#define BN254_ECMUL_INPUT_LEN 96   /* x || y || s */
#define BN254_PAIR_LEN 192         /* x || y || x_im || x_re || y_im || y_re */
#define BN254_POINT_LEN 64         /* ecadd and ecmul output: x || y */
#define BN254_PAIRING_OUTPUT_LEN 32

/*
 * Result of a precompile call. Every value other than BN254_OK is an EVM
 * failure of the call (all gas consumed, no output); the distinct codes say
 * why, for logs and tests.
 */
typedef enum {
    BN254_OK = 0,
    BN254_ERR_INPUT_LENGTH,    /* ecpairing: length not a multiple of 192 */
    BN254_ERR_NOT_IN_FIELD,    /* a 32-byte coordinate word is >= p */
    BN254_ERR_NOT_ON_CURVE,    /* not on y^2 = x^3 + 3 (G1) or on the twist
                                  y^2 = x^3 + 3/(9+u) (G2), and not (0,0) */
    BN254_ERR_NOT_IN_SUBGROUP  /* G2 point on the twist, not of order r */
} bn254_status;

/*
 * Which gas schedule to price calls with. BN254_BYZANTIUM prices Byzantium;
 * BN254_ISTANBUL and every other value, including values outside this enum
 * (say, a later fork's number cast to bn254_revision), price Istanbul: the
 * schedule every fork since Istanbul charges.
 */
typedef enum {
    BN254_BYZANTIUM = 0, /* EIP-196/197: ecadd 500, ecmul 40000,
                            ecpairing 100000 + 80000 per pair */
    BN254_ISTANBUL = 1   /* EIP-1108:    ecadd 150, ecmul 6000,
                            ecpairing 45000 + 34000 per pair */
} bn254_revision;

/*
 * ecadd (0x06, EIP-196): sum of two G1 points.
 *
 * Returns: BN254_OK, BN254_ERR_NOT_IN_FIELD or BN254_ERR_NOT_ON_CURVE.
 * Out:     out: 64 bytes, x || y big-endian; the point at infinity is 64
 *               zero bytes. On error all 64 bytes are zero.
 * In:      in: in_len bytes; may be NULL when in_len is 0. The input is
 *               read as if right-padded with zeros (or truncated) to 128
 *               bytes: x1 || y1 || x2 || y2, 32-byte big-endian words.
 *               Bytes after the first 128 are ignored, never read.
 * Each word must be < p; each point must be on the curve or be (0,0), the
 * encoding of infinity. Errors are reported for the first point that fails,
 * in input order; within a point, the field check of both words comes first.
 * out may alias in (the input is fully read before out is written).
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1)
bn254_status bn254_ecadd(uint8_t out[64], const uint8_t *in, size_t in_len);

/*
 * ecmul (0x07, EIP-196): scalar multiple of a G1 point.
 *
 * Returns: BN254_OK, BN254_ERR_NOT_IN_FIELD or BN254_ERR_NOT_ON_CURVE.
 * Out:     out: 64 bytes, x || y as for bn254_ecadd; zero on error.
 * In:      in: in_len bytes (NULL allowed when in_len is 0), read as if
 *               padded or truncated to 96 bytes: x || y || s. The scalar s
 *               is any 256-bit big-endian value (0, the group order r,
 *               values >= r and 2^256-1 are all valid).
 * out may alias in.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1)
bn254_status bn254_ecmul(uint8_t out[64], const uint8_t *in, size_t in_len);

/*
 * ecpairing (0x08, EIP-197): pairing product check.
 *
 * Returns: BN254_OK, BN254_ERR_INPUT_LENGTH, BN254_ERR_NOT_IN_FIELD,
 *          BN254_ERR_NOT_ON_CURVE or BN254_ERR_NOT_IN_SUBGROUP.
 * Out:     out: 32 bytes, the big-endian integer 1 if
 *               e(P_1, Q_1) * ... * e(P_k, Q_k) == 1, else 0; zero on error.
 * In:      in: in_len bytes (NULL allowed when in_len is 0); in_len must be
 *               a multiple of 192. Each 192-byte pair is P = (x, y) in G1
 *               followed by Q = (x_im, x_re, y_im, y_re) in G2 over
 *               Fp2 = Fp[u]/(u^2+1): imaginary part first, as in EIP-197.
 *               (0,0) and (0,0,0,0) encode infinity.
 * Every point is checked (field, curve, and for G2 the order-r subgroup)
 * even when the other point of its pair is infinity; each pair is checked
 * before it takes part in the pairing, and the first failing word or point,
 * in input order, gives the error. A pair with an infinity contributes 1;
 * the empty input gives 1. Any number of pairs is accepted; no heap is used.
 * out may alias in.
 *
 * All three functions read each input byte at most once (and never after
 * the first failing pair here, or past 128/96 bytes for ecadd/ecmul), into
 * buffers of their own, and compute on those copies only: if the caller's
 * buffer changes during a call (a data race), the status and output are
 * those of the input made of the byte values that were read.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1)
bn254_status bn254_ecpairing(uint8_t out[32], const uint8_t *in, size_t in_len);

/*
 * Gas of one ecadd call: 500 for BN254_BYZANTIUM, 150 for any other rev
 * (BN254_ISTANBUL or a value outside the enum; see bn254_revision).
 */
BN254_API uint64_t bn254_ecadd_gas(bn254_revision rev);

/*
 * Gas of one ecmul call: 40000 for BN254_BYZANTIUM, 6000 for any other rev
 * (BN254_ISTANBUL or a value outside the enum).
 */
BN254_API uint64_t bn254_ecmul_gas(bn254_revision rev);

/*
 * Gas of one ecpairing call with in_len input bytes: base + per_pair * k,
 * k = in_len / 192 (rounded down). BN254_BYZANTIUM: 100000 + 80000 k; any
 * other rev (BN254_ISTANBUL or a value outside the enum): 45000 + 34000 k.
 * Saturates at UINT64_MAX instead of wrapping.
 */
BN254_API uint64_t bn254_ecpairing_gas(bn254_revision rev, size_t in_len);

/*
 * Short stable token for a status, usable in logs and machine output:
 * "ok", "input-length", "not-in-field", "not-on-curve", "not-in-subgroup";
 * "unknown" for a value outside the enum. Never NULL; static storage.
 */
BN254_API const char *bn254_status_str(bn254_status status);

/*
 * Name of the field-arithmetic backend this build uses at run time, for
 * benchmark reports: the build's backend (CMake option BN254_BACKEND, or the
 * definition BN254_BACKEND_<NAME>) in lower case:
 *   "c64"      portable C99, 4 x 64-bit limbs
 *   "c32"      portable C99, 8 x 32-bit limbs
 *   "x86_64"   x86-64 MULX/ADX assembly; "x86_64-noadx" on a CPU without
 *              BMI2 and ADX, where the backend runs its portable products;
 *              "-ifma" appended while the pairing's Fp12 chains run in
 *              AVX-512 IFMA lanes ("x86_64-ifma": CPUs with AVX-512F and
 *              IFMA, unless built with BN254_X86_IFMA=OFF), "-ifma-emulated"
 *              in a test build of the lanes on their emulation
 *   "aarch64"  AArch64 assembly
 *   "hooks"    the integrator's hooks (bn254_hooks.h), followed by "-fp2"
 *              and "-g1" when the Fp2 and G1 hooks are on
 * Never NULL; static storage.
 */
BN254_API const char *bn254_backend(void);

#ifdef __cplusplus
}
#endif

#endif /* BN254_H */
