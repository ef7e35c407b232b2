#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# CI: the benchmark report and the peer harness, quickly, on the Release tree
# of the benchmark smoke run (build/ci-bench, built by .ci/run before this).
#  1. tools/test_bench_report.py: the formatter on inputs with known tables;
#  2. tools/bench.sh end to end on that tree with a tiny --benchmark_min_time:
#     progress filter, JSON files, one table per section;
#  3. tools/peers/run.sh with no peer checkout (none in CI): builds and runs
#     our harness, which checks all 265 vectors (errors included) before it
#     times anything, and prints the side-by-side table with bn254 alone.
# Timings here mean nothing (a few ms per case); only the plumbing is tested.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo ".ci/bench_report.sh: $*" >&2; exit 1; }
[[ -d build/ci-bench ]] || fail "no build/ci-bench: .ci/run's smoke step makes it"
dpkg -s python3 2>/dev/null | grep -q '^Status: install ok installed' ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o DPkg::Lock::Timeout=600 python3

expect() { # file text...
    local file=$1
    shift
    for text in "$@"; do
        grep -qF -- "$text" "$file" || fail "'$text' missing from $file"
    done
}

python3 tools/test_bench_report.py

BN254_BENCH_BUILD_DIR=build/ci-bench BN254_BENCH_MIN_TIME=0.002 BN254_PEERS_DIR=build/ci-peers \
    tools/bench.sh >build/ci-bench/report.txt
cat build/ci-bench/report.txt
expect build/ci-bench/report.txt "## go-ethereum vectors" "| ecpairing/jeff1 " \
    "## project vectors" "## worst cases" "| worst/ecpairing_24_pairs " \
    "## micro benchmarks (bench_internal)" "| miller_loop_1 "
for f in bench_precompiles.json bench_internal.json report.md; do
    [[ -s "build/ci-bench/$f" ]] || fail "build/ci-bench/$f missing"
done

tools/peers/run.sh --bn254-build build/ci-bench --build build/ci-peers --min-time 0.002 \
    --batches 3 >build/ci-peers.txt
cat build/ci-peers.txt
expect build/ci-peers.txt "| ecpairing/ten_point_match_1 " "| final_exp " \
    "265 vectors checked, 0 wrong"

# The harness's check must be able to fail: our vectors under go-ethereum's
# file names, one Expected output changed, must give WRONG ANSWER and status 1.
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
if build/ci-peers/peer_bn254 --vectors "$bad" --check-only 2>build/ci-peers/bad.txt; then
    fail "the harness accepted a changed Expected output"
fi
expect build/ci-peers/bad.txt "WRONG ANSWER" "1 wrong"
echo ".ci/bench_report.sh: ok"
