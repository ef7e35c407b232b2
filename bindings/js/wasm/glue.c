/* SPDX-License-Identifier: MIT */
/*
 * glue.c: the few things a freestanding wasm32 build of the library needs
 * from outside it, and the one buffer the JavaScript side talks through.
 * There is no C library in the module: the compiler may still emit calls to
 * memcpy and memset for structure copies (GCC manual, "Standards": a
 * freestanding environment must provide them), so they are defined here
 * unless -mbulk-memory turns them into memory.copy / memory.fill.
 */
#include <stddef.h>
#include <stdint.h>

#include "bn254.h"

#if !defined(__wasm_bulk_memory__)
void *memcpy(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
void *memmove(void *dst, const void *src, size_t n);

void *memcpy(void *dst, const void *src, size_t n) {
    uint8_t *d = (uint8_t *)dst;
    const uint8_t *s = (const uint8_t *)src;
    while (n--) *d++ = *s++;
    return dst;
}

void *memset(void *dst, int c, size_t n) {
    uint8_t *d = (uint8_t *)dst;
    while (n--) *d++ = (uint8_t)c;
    return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
    uint8_t *d = (uint8_t *)dst;
    const uint8_t *s = (const uint8_t *)src;
    if (d < s) {
        while (n--) *d++ = *s++;
    } else {
        while (n--) d[n] = s[n];
    }
    return dst;
}
#endif

/* First byte past the linker's data and stack (wasm-ld defines it). */
extern unsigned char __heap_base;

#define BN254_WASM_PAGE 65536u

uint8_t *bn254_wasm_buffer(uint32_t len);

/*
 * The one scratch buffer: the precompile input is copied to its start, the
 * call writes its output over the input (the library allows out == in), and
 * JavaScript reads the output from there. Returns NULL if memory cannot grow
 * to len bytes. Growing detaches the JavaScript view of memory: the caller
 * takes a fresh view after every call to this function.
 */
uint8_t *bn254_wasm_buffer(uint32_t len) {
    uintptr_t base = ((uintptr_t)&__heap_base + 15u) & ~(uintptr_t)15u;
    uintptr_t have = (uintptr_t)__builtin_wasm_memory_size(0) * BN254_WASM_PAGE;
    if (len < BN254_POINT_LEN) len = BN254_POINT_LEN; /* room for any output */
    if ((uintptr_t)len > UINTPTR_MAX - base) return NULL;
    if (base + len > have) {
        uintptr_t need = (base + len - have + BN254_WASM_PAGE - 1) / BN254_WASM_PAGE;
        if (__builtin_wasm_memory_grow(0, need) == (size_t)-1) return NULL;
    }
    return (uint8_t *)base;
}

/*
 * The module's cache of prepared G2 points (include/bn254.h, bn254_g2_cache)
 * behind ecpairingCached and WasmBN254.pairing: 16 entries (276 KB of
 * zero-filled memory, which the module file does not carry), made on first
 * use. An instance of the module runs on one JavaScript thread, so the
 * pointer needs no synchronisation; the library itself still keeps no state.
 */
#define BN254_WASM_CACHE_ENTRIES 16
static uint8_t bn254_wasm_cache_mem[BN254_G2_CACHE_BYTES(BN254_WASM_CACHE_ENTRIES)];
static bn254_g2_cache *bn254_wasm_cache;

bn254_status bn254_wasm_ecpairing_cached(uint8_t out[32], const uint8_t *in, size_t in_len);
void bn254_wasm_g2_cache_stats(uint64_t out[5]);

static bn254_g2_cache *bn254_wasm_g2_cache(void) {
    if (bn254_wasm_cache == NULL) {
        bn254_wasm_cache =
            bn254_g2_cache_init(bn254_wasm_cache_mem, sizeof bn254_wasm_cache_mem, 0);
    }
    return bn254_wasm_cache;
}

/* ecpairing with the module's cache: bn254_ecpairing's status and output. */
bn254_status bn254_wasm_ecpairing_cached(uint8_t out[32], const uint8_t *in, size_t in_len) {
    return bn254_ecpairing_cached(out, in, in_len, bn254_wasm_g2_cache());
}

/* The module cache's counters: capacity, hits, misses, inserts, evictions. */
void bn254_wasm_g2_cache_stats(uint64_t out[5]) {
    bn254_g2_cache_stats s;
    bn254_g2_cache_get_stats(bn254_wasm_g2_cache(), &s);
    out[0] = s.capacity;
    out[1] = s.hits;
    out[2] = s.misses;
    out[3] = s.inserts;
    out[4] = s.evictions;
}
