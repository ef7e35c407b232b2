#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# tools/bench.sh: the benchmark job. From a fresh Debian 12 machine: install
# what is missing, build a Release tree in build/bench with the benchmarks on,
# run bench/bench_precompiles (every success vector: first vectors/distinct,
# the inputs that no shortcut serves, then vectors/verifiers, the ecpairing
# calls of gnark's Solidity verifiers, then go-ethereum's vectors and ours,
# then the worst cases) and bench/bench_internal (the micro benchmarks), each
# with 3 repetitions, and print one compact table per section, the distinct
# vectors first (bench/tables.py). While they run, one progress line; their
# console output goes to build/bench/*.log, every repetition to
# build/bench/*.json (google-benchmark's --benchmark_out), the full tables to
# build/bench/report.md (and, with peer results, the vector tables drawn as
# build/bench/report.svg). When bench/peers/run.sh has left results in
# build/peers/, the tables get the peers' columns (from that run).
#
#   tools/bench.sh [benchmark flags...]      e.g. --benchmark_filter=ecpairing
#
# Extra arguments go to both programs, after the defaults, so they win
# (--geth-only, --ours-only, --distinct-only, --verifiers-only, --no-worst and --worst-only
# only to bench_precompiles). With
# --benchmark_format, --benchmark_out or --benchmark_list_tests, or with
# BN254_BENCH_RAW=1, the programs print their raw output as they used to.
# Environment:
#   BN254_GETH_VECTORS     folder with go-ethereum's bn256{Add,ScalarMul,Pairing}.json
#                          (default: ../shared/vectors beside the repository, if present)
#   BN254_BENCH_MIN_TIME   --benchmark_min_time in seconds (default 0.1: about 2 minutes)
#   BN254_BENCH_BUILD_DIR  build folder (default build/bench)
#   BN254_PEERS_DIR        peer results to show beside ours (default build/peers)
set -euo pipefail

log() { printf '==> %s\n' "$*"; }
die() { printf 'bench.sh: error: %s\n' "$*" >&2; exit 1; }

# A BN254_GETH_VECTORS that is set must be a folder (relative: to the caller's
# folder, which .ci/lib.sh resolves before it cds to the repository).
if [[ -n "${BN254_GETH_VECTORS:-}" && ! -d "$BN254_GETH_VECTORS" ]]; then
    die "BN254_GETH_VECTORS='$BN254_GETH_VECTORS' is not a folder"
fi
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../.ci/lib.sh" # BN254_ROOT, cd there, helpers
[[ -f CMakeLists.txt && -d bench ]] || die "$BN254_ROOT does not look like the bn254 repository"
bn254_geth_vectors # BN254_GETH_VECTORS: the folder, or empty
geth_vectors=$BN254_GETH_VECTORS

build_dir=${BN254_BENCH_BUILD_DIR:-build/bench}
min_time=${BN254_BENCH_MIN_TIME:-0.1}
peers_dir=${BN254_PEERS_DIR:-build/peers}
raw=${BN254_BENCH_RAW:-0}
for arg in "$@"; do
    case "$arg" in
        --benchmark_format=* | --benchmark_out=* | --benchmark_out_format=* | \
            --benchmark_list_tests*) raw=1 ;;
    esac
done

# ---- 1. packages --------------------------------------------------------------
# make: the default CMake generator; cmake only recommends it. python3: the
# report (standard library only). Only what is missing is installed (not on
# Debian: nothing, and CMake says what is missing).
packages=(cmake make g++ libbenchmark-dev python3)
bn254_apt "${packages[@]}" || die "could not install ${packages[*]}"
log "packages present: ${packages[*]}"

# ---- 2. configure and build ---------------------------------------------------
if [[ -n "$geth_vectors" ]]; then
    log "go-ethereum vectors: $geth_vectors"
else
    log "no go-ethereum vectors (set BN254_GETH_VECTORS): benchmarking the project's vectors only"
fi
mkdir -p "$build_dir"
# The build's own output goes to a log; shown only if it fails.
quiet() {
    local what=$1
    shift
    if ! "$@" >"$build_dir/$what.log" 2>&1; then
        tail -n 40 "$build_dir/$what.log" >&2
        die "$what failed (full output: $build_dir/$what.log)"
    fi
}
log "configuring $build_dir (CMake preset bench: Release, BN254_BUILD_BENCH=ON, BN254_BUILD_TESTS=OFF)"
quiet configure cmake --preset bench -B "$build_dir"
log "building bench_precompiles and bench_internal"
quiet build cmake --build "$build_dir" --target bench_precompiles bench_internal \
    --parallel "$BN254_JOBS"

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
common=(--benchmark_repetitions=3 "--benchmark_min_time=$min_time")
# bench_precompiles' own vector selection flags mean nothing to bench_internal.
internal_args=()
for arg in "$@"; do
    case "$arg" in
        --geth-only | --ours-only | --distinct-only | --verifiers-only | --no-worst | --worst-only) ;;
        *) internal_args+=("$arg") ;;
    esac
done
start=$SECONDS

if [[ "$raw" == 1 ]]; then
    common+=(--benchmark_report_aggregates_only=true)
    log "bench_precompiles ${common[*]} $*"
    "$bench_precompiles" "${common[@]}" "$@"
    log "bench_internal ${common[*]} ${internal_args[*]}"
    "$bench_internal" "${common[@]}" ${internal_args[@]+"${internal_args[@]}"}
    log "done in $((SECONDS - start)) s"
    exit 0
fi

# Every repetition goes to the JSON file (the spread needs them), the console
# shows only the aggregates, which is what the progress line counts.
common+=(--benchmark_display_aggregates_only=true --benchmark_out_format=json)
# Line-buffered, so the progress line follows the benchmarks as they finish.
unbuffer=()
command -v stdbuf >/dev/null 2>&1 && unbuffer=(stdbuf -oL -eL)
run_one() { # name program [args...]
    local name=$1 program=$2
    shift 2
    "$program" --benchmark_list_tests=true "$@" 2>/dev/null |
        python3 bench/tables.py names >"$build_dir/$name.names"
    "${unbuffer[@]}" "$program" "${common[@]}" "--benchmark_out=$build_dir/$name.json" "$@" 2>&1 |
        python3 bench/tables.py progress --names "$build_dir/$name.names" \
            --log "$build_dir/$name.log" --label "$name"
}
status=0
rm -f "$build_dir/bench_precompiles.json" "$build_dir/bench_internal.json"
run_one bench_precompiles "$bench_precompiles" "$@" || status=1
run_one bench_internal "$bench_internal" ${internal_args[@]+"${internal_args[@]}"} || status=1
log "benchmarks done in $((SECONDS - start)) s"

report=(python3 bench/tables.py report --peers "$peers_dir" --markdown "$build_dir/report.md"
        --chart "$build_dir/report.svg")
for name in bench_precompiles bench_internal; do
    if [[ -s "$build_dir/$name.json" ]]; then
        report+=("--${name#bench_}" "$build_dir/$name.json" --header-log "$build_dir/$name.log")
    fi
done
echo
"${report[@]}" || status=1
exit "$status"
