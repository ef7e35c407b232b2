/* SPDX-License-Identifier: MIT */
/*
 * bench_shim.h: the micro benchmarks of the library's internal layers, as a
 * plain C table (bench_shim.c, C99) that bench_internal.cc registers with
 * google-benchmark. The internals are static, so only the shim can reach
 * them; C++ sees nothing but this table.
 */
#ifndef BN254_BENCH_SHIM_H
#define BN254_BENCH_SHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Operands and results of one micro benchmark; opaque outside the shim. */
typedef struct bn254_bench_ctx bn254_bench_ctx;

typedef struct {
    const char *name;
    /*
     * Build the operands deterministically. Returns NULL, or a message if a
     * sanity check of the library failed (then the timings would be of a
     * wrong computation and the benchmark is reported as an error).
     */
    const char *(*setup)(bn254_bench_ctx *ctx);
    /* iters operations, each taking the previous one's output as input. */
    void (*run)(bn254_bench_ctx *ctx, uint64_t iters);
    /* NULL, or 0 when this CPU cannot run the benchmark (it is then not
     * registered at all). */
    int (*available)(void);
} bn254_bench_micro;

extern const bn254_bench_micro bn254_bench_micros[];
extern const size_t bn254_bench_micro_count;

/* A zeroed context (NULL if out of memory); free with bn254_bench_ctx_free. */
bn254_bench_ctx *bn254_bench_ctx_new(void);
void bn254_bench_ctx_free(bn254_bench_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif /* BN254_BENCH_SHIM_H */
