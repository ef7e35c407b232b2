/* SPDX-License-Identifier: MIT */
/*
 * util.h: compiler shims shared by every layer: inline and branch hints,
 * VERIFY_CHECK (internal invariants, on only in test builds with
 * BN254_VERIFY), and big-endian byte loads and stores. Nothing here depends
 * on the host byte order: words are assembled byte by byte.
 */
#ifndef BN254_UTIL_H
#define BN254_UTIL_H

#include <stddef.h>
#include <stdint.h>

/*
 * gcc on RISC-V: no instruction scheduling before register allocation for the
 * rest of this translation unit. That pass only reorders for latency, and on
 * the unrolled multiplication kernels it raises register pressure until gcc 12
 * spills: with it, the 32-bit Montgomery multiplication executes 1,320
 * instructions on rv32im, without it 1,100, and a whole pairing 13% fewer
 * (rv64im: 4% fewer; measured at 0757d77, 2026-11-30). zkVMs pay per instruction, and in-order
 * cores gain little from this pass.
 */
#if defined(__GNUC__) && !defined(__clang__) && defined(__riscv)
#pragma GCC optimize("no-schedule-insns")
#endif

#if defined(__GNUC__) || defined(__clang__)
#define BN254_INLINE __inline__
/* For the few-instruction helpers (additions): call overhead would dominate. */
#define BN254_ALWAYS_INLINE __inline__ __attribute__((always_inline))
#define BN254_EXPECT(x, c) __builtin_expect((x), (c))
/* BN254_UNUSED marks a function that a program may leave uncalled: in src/ only
 * the group-law template's (group_law.h: one group may not call it; the
 * library has no other, tools/check_unused.sh), and the tests' support. */
#define BN254_UNUSED __attribute__((unused))
/* For loop bodies that the compilers would inline into one function too big
 * for the registers (measured, where used). */
#define BN254_NOINLINE __attribute__((noinline))
#else
#define BN254_INLINE
#define BN254_NOINLINE
#define BN254_ALWAYS_INLINE
#define BN254_EXPECT(x, c) (x)
#define BN254_UNUSED
#endif

/* Compile-time assertion usable in C99 (no _Static_assert). */
#define BN254_STATIC_ASSERT(name, cond) typedef char bn254_static_assert_##name[(cond) ? 1 : -1]

#if defined(BN254_VERIFY) && !defined(BN254_FREESTANDING)
#include <stdio.h>
#include <stdlib.h>
/* The report of a failed check: VERIFY_CHECK's and the out-of-line operand
 * checks' of fp_impl.h. */
static BN254_NOINLINE BN254_UNUSED void bn254_verify_failed(const char *file, int line,
                                                            const char *cond) {
    fprintf(stderr, "%s:%d: VERIFY_CHECK(%s) failed\n", file, line, cond);
    abort();
}
#define BN254_VERIFY_FAIL(file, line, cond) bn254_verify_failed((file), (line), (cond))
#elif defined(BN254_VERIFY)
/* Freestanding: no stdio to report with; stop at the failed check. */
#define BN254_VERIFY_FAIL(file, line, cond) \
    ((void)(file), (void)(line), (void)(cond), __builtin_trap())
#endif
#if defined(BN254_VERIFY)
#define VERIFY_CHECK(cond) \
    do { \
        if (!(cond)) BN254_VERIFY_FAIL(__FILE__, __LINE__, #cond); \
    } while (0)
#else
#define VERIFY_CHECK(cond) ((void)0)
#endif
/* Code that exists only in BN254_VERIFY builds (the state a check needs). */
#if defined(BN254_VERIFY)
#define BN254_VERIFY_ONLY(code) code
#else
#define BN254_VERIFY_ONLY(code)
#endif

/*
 * Byte copy and fill. A hosted build uses the C library's; a freestanding one
 * (BN254_FREESTANDING: zkVM guests, wasm32 without libc) includes no libc
 * header and uses the compiler's builtins (or plain loops). gcc and clang may
 * emit calls to memcpy and memset for large structure copies in any build
 * (GCC manual, "Standards": a freestanding environment must provide memcpy,
 * memmove, memset and memcmp), so a freestanding program links its own
 * (zkvm/guest and bindings/js/wasm have them).
 */
#if defined(BN254_FREESTANDING) && (defined(__GNUC__) || defined(__clang__))
/* The compilers' builtins: inline code for small fixed sizes, else a call to
 * the environment's memcpy/memset (which it must have anyway, see above). */
static BN254_INLINE void bn254_copy(void *dst, const void *src, size_t n) {
    __builtin_memcpy(dst, src, n);
}
static BN254_INLINE void bn254_zero(void *dst, size_t n) {
    __builtin_memset(dst, 0, n);
}
#elif defined(BN254_FREESTANDING)
static BN254_INLINE void bn254_copy(void *dst, const void *src, size_t n) {
    uint8_t *d = (uint8_t *)dst;
    const uint8_t *s = (const uint8_t *)src;
    while (n--) *d++ = *s++;
}
static BN254_INLINE void bn254_zero(void *dst, size_t n) {
    uint8_t *d = (uint8_t *)dst;
    while (n--) *d++ = 0;
}
#else
#include <string.h>
static BN254_INLINE void bn254_copy(void *dst, const void *src, size_t n) {
    memcpy(dst, src, n);
}
static BN254_INLINE void bn254_zero(void *dst, size_t n) {
    memset(dst, 0, n);
}
#endif

/* Number of elements of a true array (not a pointer). */
#define BN254_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

static BN254_INLINE uint64_t bn254_load_be64(const uint8_t *p) {
    uint64_t v = 0;
    int i;
    for (i = 0; i < 8; i++) v = (v << 8) | p[i];
    return v;
}

static BN254_INLINE void bn254_store_be64(uint8_t *p, uint64_t v) {
    int i;
    for (i = 7; i >= 0; i--) {
        p[i] = (uint8_t)v;
        v >>= 8;
    }
}

/* A 256-bit big-endian word to 4 little-endian 64-bit limbs, and back. */
static BN254_INLINE void bn254_load_be256(uint64_t l[4], const uint8_t in[32]) {
    l[3] = bn254_load_be64(in);
    l[2] = bn254_load_be64(in + 8);
    l[1] = bn254_load_be64(in + 16);
    l[0] = bn254_load_be64(in + 24);
}

static BN254_INLINE void bn254_store_be256(uint8_t out[32], const uint64_t l[4]) {
    bn254_store_be64(out, l[3]);
    bn254_store_be64(out + 8, l[2]);
    bn254_store_be64(out + 16, l[1]);
    bn254_store_be64(out + 24, l[0]);
}

#endif /* BN254_UTIL_H */
