// SPDX-License-Identifier: MIT
// bench_precompiles.cc: one benchmark per vector that expects success and is
// not marked NoBenchmark: first this project's vectors/distinct/*.json, the
// inputs that no shortcut serves (named distinct/<Name>: distinct random
// points, full scalars, pairs that share no point; vectors/README.md), then
// vectors/verifiers/ecpairing.json, the ecpairing calls of real proof
// verifiers (named verifiers/<Name>: gnark's Groth16 4-pair and PLONK/KZG
// 2-pair checks, captured in go-ethereum's EVM; vectors/verifiers/README.md),
// then the same calls with the verifying key's G2 points prepared (named
// cached/<Name>/keys, and cached/<Name>/all with every G2 point prepared; see
// CachedCases), then go-ethereum's bn256{Add,ScalarMul,Pairing}.json (named <op>/<Name>), then
// this project's vectors/ec{add,mul,pairing}.json (named ours/<op>/<Name>).
// Timed through include/bn254.h only, on libbn254.a as shipped. Every
// selected vector is run once and compared with its Expected output before
// anything is timed: a wrong answer is never timed.
//
// Then the worst cases client teams ask for when they set gas (named
// worst/..., built at start-up, not read from files; --no-worst, --geth-only
// and --ours-only drop them, --worst-only keeps only them): ecmul with the
// scalar 2^256 - 1 and with the scalar that maximises the GLV/wNAF work,
// ecadd P + P and P + (-P), ecpairing with 1, 2, 4, 8, 16 and 24 distinct
// valid pairs, and the same lengths failing late (k - 1 valid pairs, then a
// G2 point outside the subgroup). Pairing cases also report ns/pair, which
// must not grow with k. --distinct-only keeps only vectors/distinct,
// --verifiers-only only vectors/verifiers.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "bench_driver.h"
#include "bn254.h"
#include "support/api.h"
#include "support/hex.h"
#include "support/ref_ec.h"
#include "support/rng.h"
#include "support/vector_file.h"

#ifndef BN254_BENCH_GETH_DIR
#define BN254_BENCH_GETH_DIR ""
#endif
#ifndef BN254_BENCH_OURS_DIR
#error "bench/CMakeLists.txt defines BN254_BENCH_OURS_DIR, the project's vectors/ folder"
#endif

namespace {

// The three precompiles (tests/support/api.h): name, function, output length,
// go-ethereum's file; ours is vectors/<name>.json.
typedef bn254_api_op Op;
const Op (&kOps)[3] = bn254_api_ops;

struct Case {
    std::string name;
    const Op *op;
    std::vector<uint8_t> input;
    uint64_t gas;                    // from the library, not the file
    size_t pairs = 0;                // ecpairing: in_len / 192, for the ns/pair counter
    bn254_g2_cache *cache = nullptr; // ecpairing through bn254_ecpairing_cached
};

struct Tally {
    int wrong = 0;
    int gas_mismatch = 0;
};

// Appends the benchmarkable vectors of one file, each checked against its
// Expected output; false if the file cannot be read.
bool LoadFile(const Op &op, const std::string &path, const std::string &prefix,
              std::vector<Case> *cases, Tally *tally) {
    bn254_vector_file file;
    char err[256];
    if (bn254_vector_file_load(&file, path.c_str(), err, sizeof err) != 0) {
        std::fprintf(stderr, "bench_precompiles: %s\n", err);
        return false;
    }
    for (size_t i = 0; i < file.n; i++) {
        const bn254_vector &v = file.v[i];
        if (v.no_benchmark || v.expected == nullptr) continue;
        Case c;
        c.name = prefix + v.name;
        c.op = &op;
        c.input.assign(v.input, v.input + v.input_len);
        c.gas = bn254_api_gas(&op, BN254_ISTANBUL, v.input_len);
        if (op.fn == bn254_ecpairing) c.pairs = v.input_len / BN254_PAIR_LEN;
        for (const Case &other : *cases) {
            if (other.name == c.name) c.name += "#" + std::to_string(i); // keep names unique
        }

        uint8_t out[64];
        bn254_status st = op.fn(out, v.input, v.input_len);
        const std::string why = "WRONG ANSWER (" + path + "): ";
        if (bn254_api_check(why.c_str(), &op, &v, st, out) != 0) tally->wrong++;
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

void RunCase(benchmark::State &state, const Case &c) {
    uint8_t out[64];
    const uint8_t *in = c.input.empty() ? nullptr : c.input.data();
    const size_t len = c.input.size();
    // CPU time of the loop, as ns/op is, for the ns/pair counter
    const std::clock_t start = std::clock();
    if (c.cache != nullptr) {
        for (auto _ : state) {
            bn254_status st = bn254_ecpairing_cached(out, in, len, c.cache);
            benchmark::DoNotOptimize(st);
            benchmark::ClobberMemory();
        }
    } else {
        for (auto _ : state) {
            bn254_status st = c.op->fn(out, in, len);
            benchmark::DoNotOptimize(st);
            benchmark::ClobberMemory();
        }
    }
    state.counters["gas"] = benchmark::Counter(static_cast<double>(c.gas));
    // Multiplied by the iterations and divided by the seconds: Mgas per second.
    state.counters["Mgas/s"] = benchmark::Counter(static_cast<double>(c.gas) / 1e6,
                                                  benchmark::Counter::kIsIterationInvariantRate);
    if (c.pairs > 0 && state.iterations() > 0) {
        const double ns = static_cast<double>(std::clock() - start) * 1e9 / CLOCKS_PER_SEC;
        state.counters["ns/pair"] = benchmark::Counter(
            ns / static_cast<double>(state.iterations()) / static_cast<double>(c.pairs));
    }
}

// ---- worst cases ------------------------------------------------------------
//
// Inputs are made through the public API (G1 multiples by ecmul) and, for G2,
// by the reference arithmetic of tests/support (ref_ec.h): the API has no G2
// scalar multiplication, and this file must time libbn254.a as shipped, so it
// does not compile the library's internals. Every input is checked by the
// library before it is timed (status, and e(P, Q) e(-P, Q) = 1 for each Q).

// A twist point outside G2 (on the twist, order a multiple of r larger than
// r): the G2 point of vectors/ecpairing.json "g2_not_in_subgroup".
const char kG2NotInSubgroup[] = "1c1752ac63f67324d2d65084a65af133a8171a53adc105e7536bc6e877a7465f"
                                "0b673b7f283d8dd266b4364e88b26c7bdcffee6e2efd2b2bb622f1fe6d68f0b0"
                                "2ec1af730afd075d6727e62d0655de4928e34d14d57b030637c43b2214cf8539"
                                "3043c9e0997f957ee761ca2e9f4c213427b0f3031bed9049e08487d12865cf4c";
// The scalar with the most ecmul work found (see WorstCases).
const char kGlvMaxScalar[] = "f6698a72167e253eca15f4e3a6493cd627ace04c3ecf0b4ad4ea24f532a94ee4";

// A random-looking scalar below 0x30 00.. (so below r), from the fixed seed.
void RandomScalar(uint8_t k[32]) {
    bn254_test_rand_bytes(k, 32);
    k[0] &= 0x2f;
}

// [k] G1 through bn254_ecmul, k from 32 big-endian bytes.
bool G1Mul(uint8_t out[64], const uint8_t k[32]) {
    uint8_t g[64];
    bn254_ref_g1_gen(g);
    return bn254_api_mul(out, g, k) == BN254_OK;
}

const int kPairCounts[] = {1, 2, 4, 8, 16, 24};
const int kMaxPairs = 24;

// Builds the worst cases; false (with a message) if the library disagrees
// with how an input was built.
bool WorstCases(std::vector<Case> *cases) {
    const Op &add = kOps[0];
    const Op &mul = kOps[1];
    const Op &pairing = kOps[2];
    uint8_t k[32], p[64], neg[64], out[64];

    // A G1 point with random-looking coordinates (the same every run).
    bn254_test_rng_seed(0x5eedb254);
    RandomScalar(k);
    if (!G1Mul(p, k)) return false;
    bn254_ref_g1_neg(neg, p);

    auto push = [&](const std::string &name, const Op &op, const std::vector<uint8_t> &in,
                    bn254_status want, int want_bit) {
        Case c;
        c.name = "worst/" + name;
        c.op = &op;
        c.input = in;
        c.gas = bn254_api_gas(&op, BN254_ISTANBUL, in.size());
        if (op.fn == bn254_ecpairing) c.pairs = in.size() / BN254_PAIR_LEN;
        bn254_status st = op.fn(out, in.data(), in.size());
        if (st != want || (want_bit >= 0 && out[31] != want_bit)) {
            std::fprintf(stderr, "WRONG ANSWER: %s: status %s, output byte %u\n", c.name.c_str(),
                         bn254_status_str(st), out[31]);
            return false;
        }
        cases->push_back(c);
        return true;
    };

    // ecmul: [2^256 - 1] P (254-bit reduced scalar after 5 subtractions of r).
    std::vector<uint8_t> in(p, p + 64);
    in.resize(96, 0xff);
    if (!push("ecmul_scalar_max", mul, in, BN254_OK, -1)) return false;
    // ecmul: the most GLV/wNAF work. The cost is one doubling per digit of the
    // longer of the two wNAF halves plus one mixed addition per non-zero digit
    // of either. A search over random and hill-climbed scalars, with the
    // library's own split and recoding (tools outside the repository, run
    // once), found k mod r = 0x04740233...2a94edf: halves of 127 and 126 bits
    // whose wNAFs have 128 digits (the most seen in any sample: the split
    // keeps |k_i| near 2^127) with 51 non-zero digits, against 43.2 on
    // average over 2 million random scalars (one digit in five, the densest
    // a width-5 NAF allows, would be 52). The scalar used is k mod r + 5r,
    // below 2^256, so the reduction mod r also does its most subtractions.
    if (bn254_hex_to_bytes(in.data() + 64, 32, kGlvMaxScalar) != 0) return false;
    if (!push("ecmul_glv_max", mul, in, BN254_OK, -1)) return false;

    // ecadd: P + P (the doubling branch) and P + (-P) (the infinity branch).
    in.assign(p, p + 64);
    in.insert(in.end(), p, p + 64);
    if (!push("ecadd_p_plus_p", add, in, BN254_OK, -1)) return false;
    in.assign(p, p + 64);
    in.insert(in.end(), neg, neg + 64);
    if (!push("ecadd_p_plus_neg_p", add, in, BN254_OK, -1)) return false;

    // ecpairing: pairs ([a_i] G1, [i + 1] G2), a_i random, all distinct.
    std::vector<uint8_t> pairs(kMaxPairs * BN254_PAIR_LEN);
    uint8_t g2[128], q[128], bad[128];
    bn254_ref_g2_gen(g2);
    std::memcpy(q, g2, sizeof q);
    if (bn254_hex_to_bytes(bad, sizeof bad, kG2NotInSubgroup) != 0) return false;
    for (int i = 0; i < kMaxPairs; i++) {
        uint8_t *pair = pairs.data() + i * BN254_PAIR_LEN;
        RandomScalar(k);
        if (!G1Mul(pair, k)) return false;
        if (i > 0) bn254_ref_g2_add(q, q, g2); // q = [i + 1] G2
        std::memcpy(pair + 64, q, 128);
        // e(P, Q) e(-P, Q) = 1 checks that Q was built right (on the twist, in G2)
        std::vector<uint8_t> check(pair, pair + BN254_PAIR_LEN);
        check.resize(2 * BN254_PAIR_LEN);
        bn254_ref_g1_neg(check.data() + BN254_PAIR_LEN, pair);
        std::memcpy(check.data() + BN254_PAIR_LEN + 64, pair + 64, 128);
        uint8_t r[32];
        if (bn254_ecpairing(r, check.data(), check.size()) != BN254_OK || r[31] != 1) {
            std::fprintf(stderr, "WRONG ANSWER: worst-case G2 point %d is not [%d] G2\n", i, i + 1);
            return false;
        }
    }
    for (int n : kPairCounts) {
        in.assign(pairs.begin(), pairs.begin() + n * BN254_PAIR_LEN);
        if (!push("ecpairing_" + std::to_string(n) + "_pairs", pairing, in, BN254_OK, -1)) {
            return false;
        }
    }
    // Failing late: the same pairs, the last G2 point replaced by one outside
    // G2. Each pair is validated before it enters a 16-pair Miller-loop
    // batch, so this costs k subgroup checks plus the Miller loops of the
    // batches filled before the last pair (none for k <= 16).
    for (int n : kPairCounts) {
        in.assign(pairs.begin(), pairs.begin() + n * BN254_PAIR_LEN);
        std::memcpy(in.data() + (n - 1) * BN254_PAIR_LEN + 64, bad, 128);
        if (!push("ecpairing_fail_last_" + std::to_string(n), pairing, in,
                  BN254_ERR_NOT_IN_SUBGROUP, 0)) {
            return false;
        }
    }
    return true;
}

// ---- prepared G2 points ---------------------------------------------------------
//
// The verifiers' calls again through bn254_ecpairing_cached, on caches made
// BN254_G2_CACHE_MANUAL (calls only read them, so what is stored is exactly
// what the benchmark says): cached/<Name>/keys with the verifying key's G2
// points stored (those every proof of the verifier shares: Groth16's beta,
// gamma, delta; KZG's [1] and [x]; the Pedersen key's two), the proof's own
// G2 point (Groth16's B, new on every real call) not; and, where that is
// not already all of them, cached/<Name>/all with every G2 point of the call
// stored (a proof replayed). The uncached figure is verifiers/<Name>.

// The G2 points (128 bytes each) of an ecpairing input.
std::vector<std::string> G2Points(const std::vector<uint8_t> &in) {
    std::vector<std::string> out;
    for (size_t i = 0; i + BN254_PAIR_LEN <= in.size(); i += BN254_PAIR_LEN) {
        out.emplace_back(reinterpret_cast<const char *>(in.data() + i + 64), 128);
    }
    return out;
}

// A manual cache holding the points given (kept alive for the whole run).
bn254_g2_cache *ManualCache(const std::vector<std::string> &points) {
    static std::vector<std::vector<uint8_t>> memory;
    memory.emplace_back(BN254_G2_CACHE_BYTES(16));
    bn254_g2_cache *c =
        bn254_g2_cache_init(memory.back().data(), memory.back().size(), BN254_G2_CACHE_MANUAL);
    for (const std::string &p : points) {
        if (c == nullptr ||
            bn254_g2_cache_add(c, reinterpret_cast<const uint8_t *>(p.data())) != BN254_OK) {
            return nullptr;
        }
    }
    return c;
}

// Appends the cached cases of the verifiers' benchmarked calls; false (with a
// message) if a cached call does not give the uncached answer.
bool CachedCases(const std::vector<Case> &verifier_cases, std::vector<Case> *cases) {
    bn254_vector_file file;
    char err[256];
    const char *path = BN254_BENCH_OURS_DIR "/verifiers/ecpairing.json";
    if (bn254_vector_file_load(&file, path, err, sizeof err) != 0) {
        std::fprintf(stderr, "bench_precompiles: %s\n", err);
        return false;
    }
    bool ok = true;
    for (const Case &v : verifier_cases) {
        // the verifier: the name without its "-proof<i>"
        const std::string name = v.name.substr(std::strlen("verifiers/"));
        const std::string group = name.substr(0, name.rfind("-proof"));
        std::vector<std::string> keys = G2Points(v.input);
        for (size_t i = 0; i < file.n; i++) {
            std::string other = file.v[i].name;
            if (other.rfind(group + "-proof", 0) != 0) continue;
            std::vector<std::string> theirs = G2Points(
                std::vector<uint8_t>(file.v[i].input, file.v[i].input + file.v[i].input_len));
            std::vector<std::string> kept;
            for (const std::string &k : keys) {
                for (const std::string &t : theirs) {
                    if (k == t) {
                        kept.push_back(k);
                        break;
                    }
                }
            }
            keys = kept;
        }
        const std::vector<std::string> all = G2Points(v.input);
        for (int variant = 0; variant < 2; variant++) {
            if (variant == 1 && keys.size() == all.size()) break;
            Case c = v;
            c.name = "cached/" + name + (variant == 0 ? "/keys" : "/all");
            c.cache = ManualCache(variant == 0 ? keys : all);
            uint8_t out[32], want[32];
            bn254_status st =
                c.cache ? bn254_ecpairing_cached(out, c.input.data(), c.input.size(), c.cache)
                        : BN254_ERR_INPUT_LENGTH;
            bn254_status want_st = bn254_ecpairing(want, c.input.data(), c.input.size());
            bn254_g2_cache_stats stats;
            bn254_g2_cache_get_stats(c.cache, &stats);
            if (st != want_st || std::memcmp(out, want, 32) != 0 ||
                stats.hits != (variant == 0 ? keys.size() : all.size())) {
                std::fprintf(stderr, "WRONG ANSWER: %s: cached %s, uncached %s, %llu hits\n",
                             c.name.c_str(), bn254_status_str(st), bn254_status_str(want_st),
                             static_cast<unsigned long long>(stats.hits));
                ok = false;
                continue;
            }
            cases->push_back(c);
        }
    }
    bn254_vector_file_free(&file);
    return ok;
}

const char kHelp[] =
    "bench_precompiles: bn254_ecadd/ecmul/ecpairing on every success vector of the vector files.\n"
    "  --geth-only  only go-ethereum's vectors, from $BN254_GETH_VECTORS, default\n"
    "               '" BN254_BENCH_GETH_DIR "'\n"
    "  --ours-only  only the project's vectors, from " BN254_BENCH_OURS_DIR "\n"
    "               (distinct/, verifiers/ and ec*.json)\n"
    "  --distinct-only  only " BN254_BENCH_OURS_DIR "/distinct (distinct/<Name>), the inputs\n"
    "               that no shortcut serves; without a flag they come first\n"
    "  --verifiers-only  only " BN254_BENCH_OURS_DIR "/verifiers/ecpairing.json\n"
    "               (verifiers/<Name>), the ecpairing calls of gnark's Solidity verifiers,\n"
    "               and the same with prepared G2 points (cached/<Name>/keys, /all)\n"
    "  --no-worst   without the generated worst cases (worst/...; --geth-only and\n"
    "               --ours-only leave them out too)\n"
    "  --worst-only only the worst cases: no vector files are read\n"
    "Counters: gas (Istanbul, EIP-1108) and Mgas/s; ns/pair for ecpairing. A markdown table\n"
    "follows the run.\n\n";

} // namespace

int main(int argc, char **argv) {
    // Our flags go before benchmark::Initialize, which rejects unknown ones.
    bool distinct = true, verifiers = true, geth = true, ours = true, worst = true;
    int kept = 1;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--geth-only") == 0) {
            distinct = verifiers = ours = worst = false;
        } else if (std::strcmp(argv[i], "--ours-only") == 0) {
            geth = worst = false;
        } else if (std::strcmp(argv[i], "--distinct-only") == 0) {
            verifiers = geth = ours = worst = false;
        } else if (std::strcmp(argv[i], "--verifiers-only") == 0) {
            distinct = geth = ours = worst = false;
        } else if (std::strcmp(argv[i], "--no-worst") == 0) {
            worst = false;
        } else if (std::strcmp(argv[i], "--worst-only") == 0) {
            distinct = verifiers = geth = ours = false;
        } else {
            argv[kept++] = argv[i];
        }
    }
    argv[kept] = nullptr;
    argc = kept;
    if (!distinct && !verifiers && !geth && !ours && !worst) {
        std::fprintf(stderr, "bench_precompiles: nothing selected (--geth-only, --ours-only, "
                             "--distinct-only, --verifiers-only, --no-worst and --worst-only "
                             "exclude each other)\n");
        return 2;
    }
    if (bn254_bench_init(&argc, argv, kHelp) != 0) return 2;

    std::vector<Case> cases;
    Tally tally;
    std::string sources;
    if (distinct) {
        for (const Op &op : kOps) {
            if (!LoadFile(op, std::string(BN254_BENCH_OURS_DIR "/distinct/") + op.name + ".json",
                          "distinct/", &cases, &tally)) {
                return 2;
            }
        }
        sources +=
            "distinct " BN254_BENCH_OURS_DIR "/distinct (" + std::to_string(cases.size()) + ")";
    }
    if (verifiers) {
        size_t before = cases.size();
        if (!LoadFile(kOps[2], BN254_BENCH_OURS_DIR "/verifiers/ecpairing.json", "verifiers/",
                      &cases, &tally)) {
            return 2;
        }
        const std::vector<Case> verifier_cases(cases.begin() + before, cases.end());
        if (!sources.empty()) sources += ", ";
        sources += "verifiers " BN254_BENCH_OURS_DIR "/verifiers (" +
                   std::to_string(cases.size() - before) + ")";
        before = cases.size();
        if (!CachedCases(verifier_cases, &cases)) tally.wrong++;
        sources +=
            ", the same with prepared G2 points (" + std::to_string(cases.size() - before) + ")";
    }
    if (geth) {
        const char *env = std::getenv("BN254_GETH_VECTORS");
        std::string dir = env != nullptr && *env != '\0' ? env : BN254_BENCH_GETH_DIR;
        if (dir.empty()) {
            std::fprintf(stderr,
                         "bench_precompiles: no folder for go-ethereum's vectors: set the "
                         "environment variable BN254_GETH_VECTORS or configure with "
                         "-DBN254_GETH_VECTORS=<dir>%s\n",
                         ours || distinct || verifiers ? "; running the project's vectors only"
                                                       : "");
            if (!ours && !distinct && !verifiers) return 2;
        } else {
            size_t before = cases.size();
            for (const Op &op : kOps) {
                if (!LoadFile(op, dir + "/" + op.geth_file, std::string(op.name) + "/", &cases,
                              &tally)) {
                    return 2;
                }
            }
            if (!sources.empty()) sources += ", ";
            sources += "go-ethereum " + dir + " (" + std::to_string(cases.size() - before) + ")";
        }
    }
    if (ours) {
        size_t before = cases.size();
        for (const Op &op : kOps) {
            if (!LoadFile(op, std::string(BN254_BENCH_OURS_DIR "/") + op.name + ".json",
                          std::string("ours/") + op.name + "/", &cases, &tally)) {
                return 2;
            }
        }
        if (!sources.empty()) sources += ", ";
        sources += "ours " BN254_BENCH_OURS_DIR " (" + std::to_string(cases.size() - before) + ")";
    }
    if (worst) {
        size_t before = cases.size();
        if (!WorstCases(&cases)) tally.wrong++;
        if (!sources.empty()) sources += ", ";
        sources += "worst cases (" + std::to_string(cases.size() - before) + ")";
    }
    bn254_bench_print_header("bench_precompiles", bn254_backend(), ("vectors: " + sources).c_str());
    if (tally.wrong > 0) {
        std::fprintf(stderr,
                     "bench_precompiles: %d vector(s) give a wrong answer (listed above); "
                     "refusing to time them. Nothing was benchmarked.\n",
                     tally.wrong);
        return 1;
    }

    for (const Case &c : cases) {
        benchmark::RegisterBenchmark(c.name.c_str(),
                                     [c](benchmark::State &state) { RunCase(state, c); });
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
