#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# tools/bench.sh: the benchmark job. From a fresh Debian 12 machine: install
# what is missing, build a Release tree in build/bench with the benchmarks on,
# run bench_precompiles (every success vector) and bench_internal (the micro
# benchmarks), each with 3 repetitions, and print their markdown tables.
#
#   tools/bench.sh [benchmark flags...]      e.g. --benchmark_filter=ecpairing
#
# Extra arguments go to both programs, after the defaults, so they win
# (--geth-only and --ours-only only to bench_precompiles).
# Environment:
#   BN254_GETH_VECTORS     folder with go-ethereum's bn256{Add,ScalarMul,Pairing}.json
#                          (default: ../shared/vectors beside the repository, if present)
#   BN254_BENCH_MIN_TIME   --benchmark_min_time in seconds (default 0.1: about 2 minutes)
#   BN254_BENCH_BUILD_DIR  build folder (default build/bench)
set -euo pipefail

log() { printf '\n==> %s\n' "$*"; }
die() { printf 'bench.sh: error: %s\n' "$*" >&2; exit 1; }

# Resolve a relative BN254_GETH_VECTORS against the caller's folder, before cd.
geth_vectors=""
if [[ -n "${BN254_GETH_VECTORS:-}" ]]; then
    [[ -d "$BN254_GETH_VECTORS" ]] || die "BN254_GETH_VECTORS='$BN254_GETH_VECTORS' is not a folder"
    geth_vectors=$(cd "$BN254_GETH_VECTORS" && pwd)
fi

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
[[ -f CMakeLists.txt && -d bench ]] || die "$root does not look like the bn254 repository"

if [[ -z "$geth_vectors" && -d ../shared/vectors ]]; then
    geth_vectors=$(cd ../shared/vectors && pwd)
fi

build_dir=${BN254_BENCH_BUILD_DIR:-build/bench}
min_time=${BN254_BENCH_MIN_TIME:-0.1}

# ---- 1. packages --------------------------------------------------------------
# make: the default CMake generator; cmake only recommends it. Only what is
# missing is installed (not on Debian: nothing, and CMake says what is missing).
packages=(cmake make g++ libbenchmark-dev)
tools/apt-ensure.sh "${packages[@]}" || die "could not install ${packages[*]}"
log "packages present: ${packages[*]}"

# ---- 2. configure and build ---------------------------------------------------
if [[ -n "$geth_vectors" ]]; then
    log "go-ethereum vectors: $geth_vectors"
    export BN254_GETH_VECTORS="$geth_vectors"
else
    log "no go-ethereum vectors (set BN254_GETH_VECTORS): benchmarking the project's vectors only"
fi
log "configuring $build_dir (Release, BN254_BUILD_BENCH=ON, BN254_BUILD_TESTS=OFF)"
cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DBN254_BUILD_BENCH=ON \
    -DBN254_BUILD_TESTS=OFF "-DBN254_GETH_VECTORS=$geth_vectors"
log "building bench_precompiles and bench_internal"
cmake --build "$build_dir" --target bench_precompiles bench_internal \
    --parallel "$(nproc 2>/dev/null || echo 2)"

find_program() {
    local f
    for f in "$build_dir/bench/$1" "$build_dir/$1" "$build_dir/bin/$1"; do
        if [[ -x "$f" ]]; then
            printf '%s\n' "$f"
            return 0
        fi
    done
    f=$(find "$build_dir" -maxdepth 3 -type f -name "$1" -perm -u+x | head -n 1)
    [[ -n "$f" ]] || die "built $1 but cannot find it under $build_dir"
    printf '%s\n' "$f"
}
bench_precompiles=$(find_program bench_precompiles)
bench_internal=$(find_program bench_internal)

# ---- 3. run -------------------------------------------------------------------
common=(--benchmark_repetitions=3 --benchmark_report_aggregates_only=true
    "--benchmark_min_time=$min_time")
start=$SECONDS
echo
echo "note: libbenchmark's '***WARNING*** Library was built as DEBUG' is about Debian's build of"
echo "      google-benchmark itself, not about bn254 (which is built Release here)."
log "bench_precompiles ${common[*]} $*"
"$bench_precompiles" "${common[@]}" "$@"
# bench_precompiles' own vector selection flags mean nothing to bench_internal.
internal_args=()
for arg in "$@"; do
    [[ "$arg" == --geth-only || "$arg" == --ours-only ]] || internal_args+=("$arg")
done
log "bench_internal ${common[*]} ${internal_args[*]}"
"$bench_internal" "${common[@]}" "${internal_args[@]}"
log "done in $((SECONDS - start)) s"
