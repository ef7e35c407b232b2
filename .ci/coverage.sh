#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/coverage.sh: line and branch coverage of src/ (doc/testing.md, "Coverage").
#  1. preset coverage: gcc --coverage at -O0, every program that compiles
#     src/bn254.c (library, layer tests, fuzz replays) without BN254_VERIFY:
#     the library as shipped, whose contract checks are compiled out;
#  2. the suite (ctest --preset coverage: all but the install test and the
#     hooks backend's programs), the counters zeroed first;
#  3. tools/coverage/report.py: the per-file table merged over every program,
#     the branches never taken (build/coverage/uncovered.txt), and a failure
#     if branch coverage of src/ is below BN254_COVERAGE_MIN (default 98).
# On a CPU without AVX-512 IFMA the Fp12 lanes (src/arch/x86_64/fp12_ifma.h)
# cannot run: the report leaves that file out and says so.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bn254_geth_vectors --require
bn254_apt cmake make gcc pkg-config libcmocka-dev python3
out=$BN254_ROOT/build/coverage

bn254_phase "1. build (preset coverage)"
bn254_preset_build coverage >"$BN254_ROOT/build/coverage-build.log" 2>&1 ||
    { tail -40 "$BN254_ROOT/build/coverage-build.log"; bn254_die "build failed"; }

bn254_phase "2. the suite (ctest --preset coverage)"
find "$out" -name '*.gcda' -delete
ctest --preset coverage -j"$BN254_JOBS" >"$out/ctest.log" 2>&1 || { cat "$out/ctest.log"; exit 1; }
grep -E '^(100% tests passed|[0-9]+% tests passed)|^Total Test time' "$out/ctest.log"

bn254_phase "3. report (tools/coverage/report.py)"
skip=()
grep -qw avx512ifma /proc/cpuinfo || skip=(--skip src/arch/x86_64/fp12_ifma.h)
python3 tools/coverage/report.py --build "$out" --min-branches "${BN254_COVERAGE_MIN:-98}" \
    --uncovered "$out/uncovered.txt" --json "$out/coverage.json" ${skip[@]+"${skip[@]}"}
echo "branches never taken (doc/testing.md explains each):"
cat "$out/uncovered.txt"
