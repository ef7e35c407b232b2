// SPDX-License-Identifier: MIT
// bench_internal.cc: registers the micro benchmarks of bench_shim.h (field,
// group and pairing internals) with google-benchmark. The shim is C and owns
// every operand; this file sees only its table and include/bn254.h.

#include <benchmark/benchmark.h>

#include <cstdint>

#include "bench_driver.h"
#include "bench_shim.h"
#include "bn254.h"

namespace {

void RunMicro(benchmark::State &state, const bn254_bench_micro *micro) {
    bn254_bench_ctx *ctx = bn254_bench_ctx_new();
    if (ctx == nullptr) {
        state.SkipWithError("out of memory");
        return;
    }
    const char *err = micro->setup(ctx);
    if (err != nullptr) {
        state.SkipWithError(err);
        bn254_bench_ctx_free(ctx);
        return;
    }
    // One batch of all the planned iterations: one indirect call per run, the
    // loop itself inside the shim, where the operation inlines.
    while (state.KeepRunningBatch(state.max_iterations)) {
        micro->run(ctx, static_cast<uint64_t>(state.max_iterations));
    }
    bn254_bench_ctx_free(ctx);
}

const char kHelp[] =
    "bench_internal: micro benchmarks of the bn254 internals (one operation per iteration,\n"
    "each taking the previous one's output, so the times are latencies).\n\n";

} // namespace

int main(int argc, char **argv) {
    if (bn254_bench_init(&argc, argv, kHelp) != 0) return 2;
    bn254_bench_print_header("bench_internal", bn254_backend(), nullptr);
    for (size_t i = 0; i < bn254_bench_micro_count; i++) {
        const bn254_bench_micro *micro = &bn254_bench_micros[i];
        if (micro->available != nullptr && micro->available() == 0) continue;
        benchmark::RegisterBenchmark(micro->name,
                                     [micro](benchmark::State &state) { RunMicro(state, micro); });
    }
    return bn254_bench_run(0);
}
