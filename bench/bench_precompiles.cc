// SPDX-License-Identifier: MIT
// bench_precompiles.cc: one benchmark per vector that expects success and is
// not marked NoBenchmark, from go-ethereum's bn256{Add,ScalarMul,Pairing}.json
// (named <op>/<Name>) and from this project's vectors/ec{add,mul,pairing}.json
// (named ours/<op>/<Name>). Timed through include/bn254.h only, on libbn254.a
// as shipped. Every selected vector is run once and compared with its
// Expected output before anything is timed: a wrong answer is never timed.
//
// Then the worst cases client teams ask for when they set gas (named
// worst/..., built at start-up, not read from files; --no-worst, --geth-only
// and --ours-only drop them, --worst-only keeps only them): ecmul with the
// scalar 2^256 - 1 and with the scalar that maximises the GLV/wNAF work,
// ecadd P + P and P + (-P), ecpairing with 1, 2, 4, 8, 16 and 24 distinct
// valid pairs, and the same lengths failing late (k - 1 valid pairs, then a
// G2 point outside the subgroup). Pairing cases also report ns/pair, which
// must not grow with k.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "bench_report.h"
#include "bn254.h"
#include "../src/consts.h"  // p (preprocessor definitions only)
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
    uint64_t gas;      // from the library, not the file
    size_t pairs = 0;  // ecpairing: in_len / 192, for the ns/pair counter
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
        if (op.fn == bn254_ecpairing) c.pairs = v.input_len / BN254_PAIR_LEN;
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
    // CPU time of the loop, as ns/op is, for the ns/pair counter
    const std::clock_t start = std::clock();
    for (auto _ : state) {
        bn254_status st = c.op->fn(out, in, len);
        benchmark::DoNotOptimize(st);
        benchmark::ClobberMemory();
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
// by the small modular arithmetic below: the API has no G2 scalar
// multiplication, and this file must time libbn254.a as shipped, so it does
// not compile the library's internals. Every input is checked by the library
// before it is timed (status, and e(P, Q) e(-P, Q) = 1 for each Q).

// 256-bit integers as 8 little-endian 32-bit words, arithmetic mod p: slow
// (shift-and-subtract reduction) and simple; used for 24 points at start-up.
struct U256 {
    uint32_t w[8];
};

// p from the generated constants (64-bit limbs, least significant first).
#define BN254_BENCH_LIMB(x) uint32_t((x) & 0xffffffffu), uint32_t((x) >> 32)
const U256 kP = {{BN254_BENCH_LIMB(BN254_P_0), BN254_BENCH_LIMB(BN254_P_1),
                  BN254_BENCH_LIMB(BN254_P_2), BN254_BENCH_LIMB(BN254_P_3)}};

int Cmp(const U256& a, const U256& b) {
    for (int i = 7; i >= 0; i--) {
        if (a.w[i] != b.w[i]) return a.w[i] < b.w[i] ? -1 : 1;
    }
    return 0;
}

uint32_t SubWords(U256* r, const U256& a, const U256& b) {
    uint64_t borrow = 0;
    for (int i = 0; i < 8; i++) {
        uint64_t t = static_cast<uint64_t>(a.w[i]) - b.w[i] - borrow;
        r->w[i] = static_cast<uint32_t>(t);
        borrow = (t >> 32) & 1;
    }
    return static_cast<uint32_t>(borrow);
}

U256 AddMod(const U256& a, const U256& b) {
    U256 r;
    uint64_t c = 0;
    for (int i = 0; i < 8; i++) {
        c += static_cast<uint64_t>(a.w[i]) + b.w[i];
        r.w[i] = static_cast<uint32_t>(c);
        c >>= 32;
    }
    if (c != 0 || Cmp(r, kP) >= 0) SubWords(&r, r, kP);
    return r;
}

U256 SubMod(const U256& a, const U256& b) {
    U256 r;
    if (SubWords(&r, a, b) != 0) {
        uint64_t c = 0;
        for (int i = 0; i < 8; i++) {
            c += static_cast<uint64_t>(r.w[i]) + kP.w[i];
            r.w[i] = static_cast<uint32_t>(c);
            c >>= 32;
        }
    }
    return r;
}

U256 MulMod(const U256& a, const U256& b) {
    uint32_t prod[16] = {0};
    for (int i = 0; i < 8; i++) {
        uint64_t c = 0;
        for (int j = 0; j < 8; j++) {
            c += static_cast<uint64_t>(a.w[i]) * b.w[j] + prod[i + j];
            prod[i + j] = static_cast<uint32_t>(c);
            c >>= 32;
        }
        prod[i + 8] = static_cast<uint32_t>(c);
    }
    U256 rem = {{0}};
    for (int bit = 511; bit >= 0; bit--) {  // rem < p < 2^254: 2 rem + 1 fits
        for (int i = 7; i > 0; i--) rem.w[i] = (rem.w[i] << 1) | (rem.w[i - 1] >> 31);
        rem.w[0] = (rem.w[0] << 1) | ((prod[bit / 32] >> (bit % 32)) & 1);
        if (Cmp(rem, kP) >= 0) SubWords(&rem, rem, kP);
    }
    return rem;
}

U256 InvMod(const U256& a) {  // a^(p-2)
    U256 e = kP, acc = {{1}};
    e.w[0] -= 2;
    for (int bit = 255; bit >= 0; bit--) {
        acc = MulMod(acc, acc);
        if ((e.w[bit / 32] >> (bit % 32)) & 1) acc = MulMod(acc, a);
    }
    return acc;
}

U256 FromBytes(const uint8_t* be) {
    U256 r;
    for (int i = 0; i < 8; i++) {
        const uint8_t* q = be + 28 - 4 * i;
        r.w[i] = (static_cast<uint32_t>(q[0]) << 24) | (static_cast<uint32_t>(q[1]) << 16) |
                 (static_cast<uint32_t>(q[2]) << 8) | q[3];
    }
    return r;
}

void ToBytes(uint8_t* be, const U256& a) {
    for (int i = 0; i < 8; i++) {
        uint8_t* q = be + 28 - 4 * i;
        q[0] = static_cast<uint8_t>(a.w[i] >> 24);
        q[1] = static_cast<uint8_t>(a.w[i] >> 16);
        q[2] = static_cast<uint8_t>(a.w[i] >> 8);
        q[3] = static_cast<uint8_t>(a.w[i]);
    }
}

// Fp2 = Fp[u]/(u^2 + 1); c0 real, c1 imaginary.
struct Fp2 {
    U256 c0, c1;
};

Fp2 Add2(const Fp2& a, const Fp2& b) { return {AddMod(a.c0, b.c0), AddMod(a.c1, b.c1)}; }
Fp2 Sub2(const Fp2& a, const Fp2& b) { return {SubMod(a.c0, b.c0), SubMod(a.c1, b.c1)}; }
Fp2 Mul2(const Fp2& a, const Fp2& b) {
    return {SubMod(MulMod(a.c0, b.c0), MulMod(a.c1, b.c1)),
            AddMod(MulMod(a.c0, b.c1), MulMod(a.c1, b.c0))};
}
Fp2 Inv2(const Fp2& a) {  // conj(a) / (a0^2 + a1^2)
    U256 n = InvMod(AddMod(MulMod(a.c0, a.c0), MulMod(a.c1, a.c1)));
    U256 zero = {{0}};
    return {MulMod(a.c0, n), MulMod(SubMod(zero, a.c1), n)};
}

// Affine twist points in the precompile's byte order: x_im, x_re, y_im, y_re.
struct G2Point {
    Fp2 x, y;
};

G2Point G2FromBytes(const uint8_t* b) {
    return {{FromBytes(b + 32), FromBytes(b)}, {FromBytes(b + 96), FromBytes(b + 64)}};
}

void G2ToBytes(uint8_t* b, const G2Point& q) {
    ToBytes(b, q.x.c1);
    ToBytes(b + 32, q.x.c0);
    ToBytes(b + 64, q.y.c1);
    ToBytes(b + 96, q.y.c0);
}

// 2a for a of order > 2 (tangent rule: l = 3x^2 / 2y).
G2Point G2Dbl(const G2Point& a) {
    Fp2 xx = Mul2(a.x, a.x);
    Fp2 l = Mul2(Add2(Add2(xx, xx), xx), Inv2(Add2(a.y, a.y)));
    Fp2 x3 = Sub2(Sub2(Mul2(l, l), a.x), a.x);
    return {x3, Sub2(Mul2(l, Sub2(a.x, x3)), a.y)};
}

// a + b for a != +-b (chord rule).
G2Point G2Add(const G2Point& a, const G2Point& b) {
    Fp2 l = Mul2(Sub2(b.y, a.y), Inv2(Sub2(b.x, a.x)));
    Fp2 x3 = Sub2(Sub2(Mul2(l, l), a.x), b.x);
    return {x3, Sub2(Mul2(l, Sub2(a.x, x3)), a.y)};
}

void Unhex(uint8_t* out, size_t n, const char* hex) {
    for (size_t i = 0; i < n; i++) {
        auto d = [](char ch) { return ch <= '9' ? ch - '0' : ch - 'a' + 10; };
        out[i] = static_cast<uint8_t>(d(hex[2 * i]) << 4 | d(hex[2 * i + 1]));
    }
}

// The EIP-197 G2 generator, precompile order.
const char kG2Gen[] =
    "198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2"
    "1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed"
    "090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b"
    "12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa";
// A twist point outside G2 (on the twist, order a multiple of r larger than
// r): the G2 point of vectors/ecpairing.json "g2_not_in_subgroup".
const char kG2NotInSubgroup[] =
    "1c1752ac63f67324d2d65084a65af133a8171a53adc105e7536bc6e877a7465f"
    "0b673b7f283d8dd266b4364e88b26c7bdcffee6e2efd2b2bb622f1fe6d68f0b0"
    "2ec1af730afd075d6727e62d0655de4928e34d14d57b030637c43b2214cf8539"
    "3043c9e0997f957ee761ca2e9f4c213427b0f3031bed9049e08487d12865cf4c";
// The scalar with the most ecmul work found (see WorstCases).
const char kGlvMaxScalar[] =
    "f6698a72167e253eca15f4e3a6493cd627ace04c3ecf0b4ad4ea24f532a94ee4";

// Deterministic 64-bit values (splitmix64), for G1 scalars.
uint64_t Mix(uint64_t* s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// [k] G1 through bn254_ecmul, k from 32 big-endian bytes.
bool G1Mul(uint8_t out[64], const uint8_t k[32]) {
    uint8_t in[96] = {0};
    in[31] = 1;
    in[63] = 2;
    std::memcpy(in + 64, k, 32);
    return bn254_ecmul(out, in, sizeof in) == BN254_OK;
}

void G1Neg(uint8_t out[64], const uint8_t in[64]) {
    U256 zero = {{0}};
    std::memmove(out, in, 32);
    ToBytes(out + 32, SubMod(zero, FromBytes(in + 32)));
}

const int kPairCounts[] = {1, 2, 4, 8, 16, 24};
const int kMaxPairs = 24;

// Builds the worst cases; false (with a message) if the library disagrees
// with how an input was built.
bool WorstCases(std::vector<Case>* cases) {
    const Op& add = kOps[0];
    const Op& mul = kOps[1];
    const Op& pairing = kOps[2];
    uint64_t seed = 0x5eedb254;
    uint8_t k[32], p[64], neg[64], out[64];

    // A G1 point with random-looking coordinates.
    for (int i = 0; i < 4; i++) {
        uint64_t v = Mix(&seed);
        for (int j = 0; j < 8; j++) k[8 * i + j] = static_cast<uint8_t>(v >> (56 - 8 * j));
    }
    k[0] &= 0x2f;
    if (!G1Mul(p, k)) return false;
    G1Neg(neg, p);

    auto push = [&](const std::string& name, const Op& op, const std::vector<uint8_t>& in,
                    bn254_status want, int want_bit) {
        Case c;
        c.name = "worst/" + name;
        c.op = &op;
        c.input = in;
        c.gas = op.istanbul_gas(in.size());
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
    Unhex(in.data() + 64, 32, kGlvMaxScalar);
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
    uint8_t g2_bytes[128], bad[128];
    Unhex(g2_bytes, sizeof g2_bytes, kG2Gen);
    Unhex(bad, sizeof bad, kG2NotInSubgroup);
    const G2Point g2 = G2FromBytes(g2_bytes);
    G2Point q = g2;
    for (int i = 0; i < kMaxPairs; i++) {
        uint8_t* pair = pairs.data() + i * BN254_PAIR_LEN;
        for (int w = 0; w < 4; w++) {
            uint64_t v = Mix(&seed);
            for (int j = 0; j < 8; j++) k[8 * w + j] = static_cast<uint8_t>(v >> (56 - 8 * j));
        }
        k[0] &= 0x2f;
        if (!G1Mul(pair, k)) return false;
        if (i > 0) q = i == 1 ? G2Dbl(g2) : G2Add(q, g2);  // q = [i + 1] G2
        G2ToBytes(pair + 64, q);
        // e(P, Q) e(-P, Q) = 1 checks that Q was built right (on the twist, in G2)
        std::vector<uint8_t> check(pair, pair + BN254_PAIR_LEN);
        check.resize(2 * BN254_PAIR_LEN);
        G1Neg(check.data() + BN254_PAIR_LEN, pair);
        std::memcpy(check.data() + BN254_PAIR_LEN + 64, pair + 64, 128);
        uint8_t r[32];
        if (bn254_ecpairing(r, check.data(), check.size()) != BN254_OK || r[31] != 1) {
            std::fprintf(stderr, "WRONG ANSWER: worst-case G2 point %d is not [%d] G2\n", i,
                         i + 1);
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
    // G2. Every pair is validated before any pairing work, so this costs
    // k subgroup checks and no Miller loop.
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

const char kHelp[] =
    "bench_precompiles: bn254_ecadd/ecmul/ecpairing on every success vector of the vector files.\n"
    "  --geth-only  only go-ethereum's vectors, from $BN254_GETH_VECTORS, default\n"
    "               '" BN254_BENCH_GETH_DIR "'\n"
    "  --ours-only  only the project's vectors, from " BN254_BENCH_OURS_DIR "\n"
    "  --no-worst   without the generated worst cases (worst/...; --geth-only and\n"
    "               --ours-only leave them out too)\n"
    "  --worst-only only the worst cases: no vector files are read\n"
    "Counters: gas (Istanbul, EIP-1108) and Mgas/s; ns/pair for ecpairing. A markdown table\n"
    "follows the run.\n\n";

}  // namespace

int main(int argc, char** argv) {
    // Our flags go before benchmark::Initialize, which rejects unknown ones.
    bool geth = true, ours = true, worst = true;
    int kept = 1;
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--geth-only") == 0) {
            ours = worst = false;
        } else if (std::strcmp(argv[i], "--ours-only") == 0) {
            geth = worst = false;
        } else if (std::strcmp(argv[i], "--no-worst") == 0) {
            worst = false;
        } else if (std::strcmp(argv[i], "--worst-only") == 0) {
            geth = ours = false;
        } else {
            argv[kept++] = argv[i];
        }
    }
    argv[kept] = nullptr;
    argc = kept;
    if (!geth && !ours && !worst) {
        std::fprintf(stderr, "bench_precompiles: nothing selected (--geth-only, --ours-only, "
                             "--no-worst and --worst-only exclude each other)\n");
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
