#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/bench.sh: the benchmark plumbing, quickly (timings here mean nothing:
# a few ms per case; only the programs, the checks and the tables are tested).
#  1. bench/test_tables.py: the table formatter on inputs with known tables;
#  2. the Release tree with the benchmarks (preset bench, build/bench: the
#     tree tools/bench.sh uses), and a smoke run of bench_precompiles and
#     bench_internal (every benchmark, --benchmark_min_time=0.01);
#  3. tools/bench.sh end to end on that tree, tiny --benchmark_min_time: the
#     distinct vectors' section first, every section (the verifiers'
#     ecpairing calls of vectors/verifiers too), the JSON files;
#  4. bench/peers/run.sh with the registry peers (go-ethereum v1.17.10 on
#     gnark-crypto v0.18.1 and on the newest release, from the Go module
#     proxy; revm-precompile 43.0.3 on arkworks and on substrate-bn, from
#     crates.io; all pinned by the committed go.sum and Cargo.lock): builds
#     every harness, checks each on every vector (vectors/distinct,
#     go-ethereum's, vectors/ec*.json, error classes included), then one tiny
#     interleaved run and the side-by-side tables; mcl, evmone, Constantine
#     and Firedancer are libraries a user gives (--ID-lib) and are left out;
#  5. the harnesses' check must be able to fail: a changed Expected output
#     gives WRONG ANSWER and status 1, in the C harness and in the Go one.
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bn254_geth_vectors --require
bn254_apt cmake make gcc g++ libbenchmark-dev python3
bn254_caches # the peers: GOMODCACHE, GOCACHE, CARGO_HOME under build/cache unless set

expect() { # file text...: every text is in the file
    local file=$1
    shift
    for text in "$@"; do
        grep -qF -- "$text" "$file" || bn254_die "'$text' missing from $file"
    done
}

bn254_phase "1. table formatter: bench/test_tables.py"
python3 bench/test_tables.py

bn254_phase "2. the benchmark tree (preset bench, build/bench), smoke run of both programs"
cmake --preset bench >build/bench.configure.log
cmake --build --preset bench -j"$BN254_JOBS" >build/bench.build.log ||
    { tail -n 40 build/bench.build.log; bn254_die "build/bench failed"; }
build/bench/bench/bench_precompiles --benchmark_min_time=0.01 >build/bench/smoke-precompiles.txt
build/bench/bench/bench_internal --benchmark_min_time=0.01 >build/bench/smoke-internal.txt
echo "smoke run: $(grep -c '^[a-z]' build/bench/smoke-precompiles.txt) + $(grep -c '^[a-z]' build/bench/smoke-internal.txt) benchmarks"

bn254_phase "3. tools/bench.sh end to end (tiny min time)"
report=build/bench/ci-report.txt
BN254_BENCH_MIN_TIME=0.002 BN254_PEERS_DIR=build/ci-peers tools/bench.sh >"$report"
cat "$report"
expect "$report" "## distinct vectors" "| distinct/ecpairing_16_pairs_true " \
    "| distinct/ecmul_random_point_full_scalar_1 " "## go-ethereum vectors" "| ecpairing/jeff1 " \
    "## proof verifiers' ecpairing calls" "| verifiers/groth16-cubic-4pairs-proof0 " \
    "| verifiers/plonk-mimc-kzg-2pairs-proof0 " \
    "## project vectors" "## worst cases" "| worst/ecpairing_24_pairs " \
    "## micro benchmarks (bench_internal)" "| miller_loop_1 "
# the headline section comes first
first=$(grep -m 1 '^## ' "$report")
[[ "$first" == "## distinct vectors"* ]] || bn254_die "first section of the report: '$first'"
for f in bench_precompiles.json bench_internal.json report.md; do
    [[ -s "build/bench/$f" ]] || bn254_die "build/bench/$f missing"
done

bn254_phase "4a. peer harnesses: build (Go module proxy, crates.io) and check every vector"
bench/peers/run.sh --bn254-build build/bench --build build/ci-peers --check-only \
    2>&1 | tee build/ci-peers.check.txt
for id in bn254 geth_gnark geth_gnark_latest revm_arkworks revm_substrate; do
    expect build/ci-peers.check.txt "$id: 282 vectors checked"
done
[[ $(grep -c "vectors checked (.*), 0 wrong" build/ci-peers.check.txt) == 5 ]] ||
    bn254_die "not every harness checked every vector with 0 wrong"

bn254_phase "4b. peer harnesses: one tiny interleaved run and the tables"
bench/peers/run.sh --bn254-build build/bench --build build/ci-peers --min-time 0.002 \
    --rounds 2 >build/ci-peers.txt
cat build/ci-peers.txt
expect build/ci-peers.txt "### distinct vectors" "| distinct/ecpairing_16_pairs_false " \
    "### go-ethereum vectors" "| ecpairing/ten_point_match_1 " "### micro benchmarks" \
    "| final_exp " "bn254 / best" "geth/gnark v0.18.1" "revm/arkworks" "revm/substrate-bn" \
    "282 vectors checked, 0 wrong"

bn254_phase "5. the harnesses' check can fail"
# Our vectors under go-ethereum's file names, one Expected output changed:
# each harness must say WRONG ANSWER and exit 1.
bad=build/ci-peers/bad-vectors
mkdir -p "$bad"
cp vectors/ecmul.json "$bad/bn256ScalarMul.json"
cp vectors/ecpairing.json "$bad/bn256Pairing.json"
python3 - vectors/ecadd.json "$bad/bn256Add.json" <<'PY'
import json, sys
v = json.load(open(sys.argv[1]))
case = next(x for x in v if x.get("Expected"))
case["Expected"] = case["Expected"][:-1] + ("0" if case["Expected"][-1] != "0" else "1")
json.dump(v, open(sys.argv[2], "w"))
PY
for harness in peer_bn254 peer_geth_gnark; do
    if build/ci-peers/$harness --vectors "$bad" --check-only 2>"build/ci-peers/bad.$harness.txt"; then
        bn254_die "$harness accepted a changed Expected output"
    fi
    expect "build/ci-peers/bad.$harness.txt" "WRONG ANSWER" "1 wrong"
    echo "$harness: a changed Expected output is caught ($(grep -c WRONG "build/ci-peers/bad.$harness.txt") mismatch)"
done
echo ".ci/bench.sh: ok"
