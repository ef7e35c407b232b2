// SPDX-License-Identifier: MIT
// bench_precompiles.cc: one benchmark per vector that expects success and is
// not marked NoBenchmark, from go-ethereum's bn256{Add,ScalarMul,Pairing}.json
// (named <op>/<Name>) and from this project's vectors/ec{add,mul,pairing}.json
// (named ours/<op>/<Name>). Timed through include/bn254.h only, on libbn254.a
// as shipped. Every selected vector is run once and compared with its
// Expected output before anything is timed: a wrong answer is never timed.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench_report.h"
#include "bn254.h"
#include "vector_file.h"

#ifndef BN254_BENCH_GETH_DIR
#define BN254_BENCH_GETH_DIR ""
#endif
#ifndef BN254_BENCH_OURS_DIR
#error "bench/CMakeLists.txt defines BN254_BENCH_OURS_DIR, the project's vectors/ folder"
#endif

namespace {

typedef bn254_status (*PrecompileFn)(uint8_t* out, const uint8_t* in, size_t in_len);
typedef uint64_t (*GasFn)(size_t in_len);

struct Op {
    const char* name;
    const char* geth_file;
    const char* ours_file;
    PrecompileFn fn;
    GasFn istanbul_gas;
    size_t out_len;
};

const Op kOps[] = {
    {"ecadd", "bn256Add.json", "ecadd.json", bn254_ecadd,
     [](size_t) { return bn254_ecadd_gas(BN254_ISTANBUL); }, BN254_POINT_LEN},
    {"ecmul", "bn256ScalarMul.json", "ecmul.json", bn254_ecmul,
     [](size_t) { return bn254_ecmul_gas(BN254_ISTANBUL); }, BN254_POINT_LEN},
    {"ecpairing", "bn256Pairing.json", "ecpairing.json", bn254_ecpairing,
     [](size_t len) { return bn254_ecpairing_gas(BN254_ISTANBUL, len); }, BN254_PAIRING_OUTPUT_LEN},
};

struct Case {
    std::string name;
    const Op* op;
    std::vector<uint8_t> input;
    uint64_t gas;  // from the library, not the file
};

struct Tally {
    int wrong = 0;
    int gas_mismatch = 0;
};

std::string Hex(const uint8_t* b, size_t n) {
    static const char digits[] = "0123456789abcdef";
    std::string s;
    for (size_t i = 0; i < n; i++) {
        s += digits[b[i] >> 4];
        s += digits[b[i] & 15];
    }
    return s.empty() ? "(empty)" : s;
}

// Appends the benchmarkable vectors of one file, each checked against its
// Expected output; false if the file cannot be read.
bool LoadFile(const Op& op, const std::string& path, const std::string& prefix,
              std::vector<Case>* cases, Tally* tally) {
    bn254_vector_file file;
    char err[256];
    if (bn254_vector_file_load(&file, path.c_str(), err, sizeof err) != 0) {
        std::fprintf(stderr, "bench_precompiles: %s\n", err);
        return false;
    }
    for (size_t i = 0; i < file.n; i++) {
        const bn254_vector& v = file.v[i];
        if (v.no_benchmark || v.expected == nullptr) continue;
        Case c;
        c.name = prefix + v.name;
        c.op = &op;
        c.input.assign(v.input, v.input + v.input_len);
        c.gas = op.istanbul_gas(v.input_len);
        for (const Case& other : *cases) {
            if (other.name == c.name) c.name += "#" + std::to_string(i);  // keep names unique
        }

        uint8_t out[64];
        bn254_status st = op.fn(out, v.input, v.input_len);
        if (st != BN254_OK || v.expected_len != op.out_len ||
            std::memcmp(out, v.expected, op.out_len) != 0) {
            std::fprintf(stderr,
                         "WRONG ANSWER: %s (%s): status %s\n  got      %s\n  expected %s\n",
                         c.name.c_str(), path.c_str(), bn254_status_str(st),
                         Hex(out, st == BN254_OK ? op.out_len : 0).c_str(),
                         Hex(v.expected, v.expected_len).c_str());
            tally->wrong++;
        }
        if (!v.has_gas || v.gas != c.gas) {
            std::fprintf(stderr,
                         "\n*** WARNING: GAS MISMATCH: %s: bn254 Istanbul gas %llu, "
                         "vector Gas %s ***\n\n",
                         c.name.c_str(), static_cast<unsigned long long>(c.gas),
                         v.has_gas ? std::to_string(v.gas).c_str() : "missing");
            tally->gas_mismatch++;
        }
        cases->push_back(c);
    }
    bn254_vector_file_free(&file);
    return true;
}

void RunCase(benchmark::State& state, const Case& c) {
    uint8_t out[64];
    const uint8_t* in = c.input.empty() ? nullptr : c.input.data();
    const size_t len = c.input.size();
    for (auto _ : state) {
        bn254_status st = c.op->fn(out, in, len);
        benchmark::DoNotOptimize(st);
        benchmark::ClobberMemory();
    }
    state.counters["gas"] = benchmark::Counter(static_cast<double>(c.gas));
    // Multiplied by the iterations and divided by the seconds: Mgas per second.
    state.counters["Mgas/s"] = benchmark::Counter(static_cast<double>(c.gas) / 1e6,
                                                  benchmark::Counter::kIsIterationInvariantRate);
}

const char kHelp[] =
    "bench_precompiles: bn254_ecadd/ecmul/ecpairing on every success vector of the vector files.\n"
    "  --geth-only  only go-ethereum's vectors, from $BN254_GETH_VECTORS, default\n"
    "               '" BN254_BENCH_GETH_DIR "'\n"
    "  --ours-only  only the project's vectors, from " BN254_BENCH_OURS_DIR "\n"
    "Counters: gas (Istanbul, EIP-1108) and Mgas/s. A markdown table follows the run.\n\n";

}  // namespace

int main(int argc, char** argv) {
    // Our flags go before benchmark::Initialize, which rejects unknown ones.
    bool geth = true, ours = true;
    int kept = 1;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--geth-only") == 0) {
            ours = false;
        } else if (std::strcmp(argv[i], "--ours-only") == 0) {
            geth = false;
        } else {
            argv[kept++] = argv[i];
        }
    }
    argv[kept] = nullptr;
    argc = kept;
    if (!geth && !ours) {
        std::fprintf(stderr, "bench_precompiles: --geth-only and --ours-only exclude each other\n");
        return 2;
    }
    if (bn254_bench_init(&argc, argv, kHelp) != 0) return 2;

    std::vector<Case> cases;
    Tally tally;
    std::string sources;
    if (geth) {
        const char* env = std::getenv("BN254_GETH_VECTORS");
        std::string dir = env != nullptr && *env != '\0' ? env : BN254_BENCH_GETH_DIR;
        if (dir.empty()) {
            std::fprintf(stderr,
                         "bench_precompiles: no folder for go-ethereum's vectors: set the "
                         "environment variable BN254_GETH_VECTORS or configure with "
                         "-DBN254_GETH_VECTORS=<dir>%s\n",
                         ours ? "; running the project's vectors only" : "");
            if (!ours) return 2;
        } else {
            size_t before = cases.size();
            for (const Op& op : kOps) {
                if (!LoadFile(op, dir + "/" + op.geth_file, std::string(op.name) + "/", &cases,
                              &tally)) {
                    return 2;
                }
            }
            sources += "go-ethereum " + dir + " (" + std::to_string(cases.size() - before) + ")";
        }
    }
    if (ours) {
        size_t before = cases.size();
        for (const Op& op : kOps) {
            if (!LoadFile(op, std::string(BN254_BENCH_OURS_DIR "/") + op.ours_file,
                          std::string("ours/") + op.name + "/", &cases, &tally)) {
                return 2;
            }
        }
        if (!sources.empty()) sources += ", ";
        sources += "ours " BN254_BENCH_OURS_DIR " (" + std::to_string(cases.size() - before) + ")";
    }
    bn254_bench_print_header("bench_precompiles", bn254_backend(), ("vectors: " + sources).c_str());
    if (tally.wrong > 0) {
        std::fprintf(stderr,
                     "bench_precompiles: %d vector(s) give a wrong answer (listed above); "
                     "refusing to time them. Nothing was benchmarked.\n",
                     tally.wrong);
        return 1;
    }

    for (const Case& c : cases) {
        benchmark::RegisterBenchmark(c.name.c_str(),
                                     [c](benchmark::State& state) { RunCase(state, c); });
    }
    int status = bn254_bench_run(1);
    if (tally.gas_mismatch > 0) {
        std::fprintf(stderr,
                     "\n*** WARNING: %d vector(s) disagree with the library's Istanbul gas "
                     "(listed at the start); the table uses the library's gas. ***\n",
                     tally.gas_mismatch);
    }
    return status;
}
