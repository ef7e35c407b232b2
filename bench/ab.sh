#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/ab.sh: a before/after in one command. Builds revision REV (A, before)
# in a git worktree under build/, builds the working tree (B, after: with its
# uncommitted edits), both with the CMake preset bench (tools/bench.sh's
# Release tree), and runs bench/ab.py on the two programs: alternating
# rounds, pinned to one CPU, the median ratio B/A and its quartiles
# (bench/ab.py says how to read them). The worktree and A's build are
# removed at the end, also after a failure.
#
#   bench/ab.sh REV [PROGRAM [FILTER [ROUNDS [BENCHMARK-FLAGS...]]]]
#   e.g. bench/ab.sh HEAD~1
#        bench/ab.sh main bench_internal '^(fp_mul|fp2_mul)$' 15
#
# PROGRAM: bench_precompiles (default) or bench_internal; FILTER: a
# --benchmark_filter regex (default: the distinct-point vectors, 'distinct');
# ROUNDS: default 9. The rest goes to both programs (and bench/ab.py's
# environment, AB_CPU and AB_MIN_TIME, applies). Installs what tools/bench.sh
# installs (cmake, make, g++, libbenchmark-dev, python3). B's tree is
# build/bench (tools/bench.sh's, reused).
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../.ci/lib.sh"
(($#)) || bn254_die "usage: bench/ab.sh REV [PROGRAM [FILTER [ROUNDS [FLAGS...]]]]"
rev=$1 program=${2:-bench_precompiles} filter=${3:-distinct} rounds=${4:-9}
shift $(($# < 4 ? $# : 4))
case $program in
bench_precompiles | bench_internal) ;;
*) bn254_die "PROGRAM is bench_precompiles or bench_internal, not '$program'" ;;
esac
commit=$(git rev-parse --verify --quiet "$rev^{commit}") || bn254_die "'$rev' is not a revision"
bn254_apt cmake make g++ libbenchmark-dev python3

src=$BN254_ROOT/build/ab-src-${commit:0:12}
build_a=$BN254_ROOT/build/ab-${commit:0:12}
cleanup() {
    git -C "$BN254_ROOT" worktree remove --force "$src" 2>/dev/null || rm -rf "$src"
    git -C "$BN254_ROOT" worktree prune
    rm -rf "$build_a"
}
bn254_on_exit cleanup
cleanup

bn254_phase "A: $rev (${commit:0:12}) in a worktree, preset bench"
git -C "$BN254_ROOT" worktree add --detach --quiet "$src" "$commit"
cmake --preset bench -S "$src" -B "$build_a" >/dev/null 2>&1 ||
    cmake -S "$src" -B "$build_a" -DCMAKE_BUILD_TYPE=Release -DBN254_BUILD_BENCH=ON \
        -DBN254_BUILD_TESTS=OFF >/dev/null # a revision from before the preset
cmake --build "$build_a" --target "$program" -j"$BN254_JOBS" >/dev/null

bn254_phase "B: the working tree, preset bench (build/bench)"
[ -f build/bench/CMakeCache.txt ] || cmake --preset bench -B build/bench >/dev/null
cmake --build build/bench --target "$program" -j"$BN254_JOBS" >/dev/null

bn254_phase "bench/ab.py: $program '$filter', $rounds rounds (A = $rev, B = working tree)"
echo "A: ${commit:0:12} $(git log -1 --format=%s "$commit" | cut -c1-70)"
echo "B: $(git rev-parse --short=12 HEAD)$(git diff --quiet HEAD -- . ':!build' || echo ' + uncommitted edits')"
python3 bench/ab.py "$build_a/bench/$program" "build/bench/bench/$program" "$filter" "$rounds" "$@"
