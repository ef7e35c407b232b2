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
 * not depend on the input length (ecpairing: about 19 KiB; 34 KiB where the
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
#define BN254_ECADD_INPUT_LEN 128 /* x1 || y1 || x2 || y2 */
#define BN254_ECMUL_INPUT_LEN 96  /* x || y || s */
#define BN254_PAIR_LEN 192        /* x || y || x_im || x_re || y_im || y_re */
#define BN254_POINT_LEN 64        /* ecadd and ecmul output: x || y */
#define BN254_PAIRING_OUTPUT_LEN 32

/*
 * Result of a precompile call. Every value other than BN254_OK is an EVM
 * failure of the call (all gas consumed, no output); the distinct codes say
 * why, for logs and tests.
 */
typedef enum {
    BN254_OK = 0,
    BN254_ERR_INPUT_LENGTH,   /* ecpairing: length not a multiple of 192 */
    BN254_ERR_NOT_IN_FIELD,   /* a 32-byte coordinate word is >= p */
    BN254_ERR_NOT_ON_CURVE,   /* not on y^2 = x^3 + 3 (G1) or on the twist
                                 y^2 = x^3 + 3/(9+u) (G2), and not (0,0) */
    BN254_ERR_NOT_IN_SUBGROUP /* G2 point on the twist, not of order r */
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
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_status
    bn254_ecadd(uint8_t out[64], const uint8_t *in, size_t in_len);

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
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_status
    bn254_ecmul(uint8_t out[64], const uint8_t *in, size_t in_len);

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
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_status
    bn254_ecpairing(uint8_t out[32], const uint8_t *in, size_t in_len);

/*
 * Prepared G2 points: a cache in the caller's memory for the G2 points that
 * come back call after call (a verifying key's: Groth16's beta, gamma and
 * delta, KZG's [1]2 and [x]2). An entry is keyed by the 128 input bytes of a
 * G2 point and holds the point, decoded and checked to be in G2, and the 88
 * lines of its Miller loop; a pair whose G2 bytes are found skips decoding,
 * the subgroup check and the G2 half of the Miller loop (about 60% of that
 * pair's cost by the operation counts at f1255eb, doc/architecture.md). doc/architecture.md has the
 * design and the operation counts.
 *
 * Size: BN254_G2_CACHE_BYTES(n) bytes hold n entries (about 16.8 KiB each);
 * any alignment will do. A verifier contract uses 2 or 3 entries; 64 entries
 * (1.1 MB) hold the keys of some twenty verifiers.
 *
 * What is stored: only points that passed every check (field, twist, order-r
 * subgroup) and are not infinity; an input that fails a check is never
 * stored, and a stored point is found only by its exact 128 bytes (a full
 * comparison after a 32-bit tag of a hash picks the candidate).
 *
 * Policy: a point is stored on its second miss (the cache remembers a few
 * tags per entry of points missed once), so a proof's own G2 point, new on
 * every call, never displaces a key's; or, in a cache made with
 * BN254_G2_CACHE_MANUAL, only when bn254_g2_cache_add gives it. Entries form
 * sets of 8 (by the hash); a new point replaces the least recently used
 * entry of its set that no call is reading. The hash is not secret: inputs made to collide can
 * evict each other's entries, which costs a call no more than having no cache (the gas price of
 * ecpairing assumes none).
 *
 * Threads: where bn254_g2_cache_thread_safe() returns 1 (every target with
 * lock-free atomics: x86, ARM, RISC-V with the A extension, wasm), any number
 * of threads may call bn254_ecpairing_cached on one cache at once, without a
 * lock: a call reads an entry only while it holds a reference on it, a writer
 * takes only entries nobody reads, and nobody waits (an entry being written
 * is a miss; a full set of entries in use stores nothing). Where it returns 0
 * (rv32 zkVM guests without atomics) a cache is for one thread at a time. The
 * library still has no state of its own: the cache is the caller's memory.
 */

/* Bytes of one entry, and BN254_G2_CACHE_BYTES(n): bytes for n entries
 * (header and alignment slack included). */
#define BN254_G2_CACHE_ENTRY_BYTES 17232u
#define BN254_G2_CACHE_BYTES(n) (128u + (size_t)(n) * BN254_G2_CACHE_ENTRY_BYTES)

/* A cache: a pointer into the memory given to bn254_g2_cache_init. */
typedef struct bn254_g2_cache bn254_g2_cache;

/* Flags of bn254_g2_cache_init. 0: points enter on their second miss. */
#define BN254_G2_CACHE_MANUAL 1u /* only points given to bn254_g2_cache_add */

/*
 * Makes mem[0..mem_len) an empty cache and returns it, or NULL if mem is
 * NULL or mem_len is below BN254_G2_CACHE_BYTES(1). It holds
 * (mem_len - 128) / BN254_G2_CACHE_ENTRY_BYTES entries (at most 2^24).
 * flags: 0, or BN254_G2_CACHE_MANUAL for a cache that calls only read (for
 * a caller that knows its verifying keys: nothing an input does can evict
 * them); other bits are ignored. The memory must stay valid, and be used
 * through the returned pointer only, until the caller is done with the cache
 * (nothing to free: the memory is the caller's). Not thread-safe: call it
 * before any thread uses mem, and again (on the same memory) only when none
 * does; that empties the cache.
 */
BN254_API bn254_g2_cache *bn254_g2_cache_init(void *mem, size_t mem_len, unsigned flags);

/*
 * Prepares the G2 point in[0..128) (x_im || x_re || y_im || y_re, as in a
 * pair) into the cache, now, whatever its flags (a verifying key known in
 * advance). Returns the point's status as ecpairing decodes it: BN254_OK,
 * BN254_ERR_NOT_IN_FIELD, BN254_ERR_NOT_ON_CURVE or
 * BN254_ERR_NOT_IN_SUBGROUP; only a valid point is stored, and infinity
 * (128 zero bytes) is valid but never stored (it needs no lines). A valid
 * point already there stays; otherwise it replaces the least recently used
 * entry of its set, unless every entry of the set is being read at that
 * moment (then nothing is stored: the next call may store it). Thread-safe as
 * bn254_ecpairing_cached; reads each input byte once.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) BN254_ARG_NONNULL(2) bn254_status
    bn254_g2_cache_add(bn254_g2_cache *cache, const uint8_t in[128]);

/*
 * ecpairing (0x08) with the cache: the same status and the same 32 output
 * bytes as bn254_ecpairing(out, in, in_len) for every input, and the same
 * contract (reads each input byte at most once, out may alias in, no heap).
 * cache may be NULL (then it is bn254_ecpairing). For each pair whose G1
 * point is valid and finite and whose G2 point is not (0,0,0,0), the G2
 * bytes are looked up; a point not found is decoded and checked as without
 * a cache and, if valid and admitted (not in a BN254_G2_CACHE_MANUAL cache),
 * prepared into the cache. Stack use as bn254_ecpairing's plus about 300
 * bytes.
 */
BN254_API BN254_WARN_UNUSED_RESULT BN254_ARG_NONNULL(1) bn254_status
    bn254_ecpairing_cached(uint8_t out[32], const uint8_t *in, size_t in_len,
                           bn254_g2_cache *cache);

/* Counters of a cache since its bn254_g2_cache_init (relaxed: exact once
 * the calls have returned); hits and misses count ecpairing's lookups,
 * inserts and evictions also bn254_g2_cache_add's. */
typedef struct {
    uint64_t capacity;  /* entries */
    uint64_t hits;      /* G2 points found prepared */
    uint64_t misses;    /* looked up, not found (then decoded and checked) */
    uint64_t inserts;   /* points prepared into the cache */
    uint64_t evictions; /* inserts that replaced another point */
} bn254_g2_cache_stats;

/* *stats = the counters of cache (all zero for NULL). */
BN254_API BN254_ARG_NONNULL(2) void bn254_g2_cache_get_stats(const bn254_g2_cache *cache,
                                                             bn254_g2_cache_stats *stats);

/* 1 if a cache may be shared by threads in this build (see above), else 0. */
BN254_API int bn254_g2_cache_thread_safe(void);

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
