# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# .ci/lib.sh: the helpers every CI script (and tools/test.sh, tools/bench.sh)
# sources, so that each rule is written once:
#
#   source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"     (from .ci/; tools/ use ../.ci/lib.sh)
#
#   bn254_phase NAME        ends the running phase (prints its duration) and
#                           starts NAME; at exit the script prints one line per
#                           phase: wall seconds, CPU seconds of the commands it
#                           ran (user + system, all cores) and the name (the CI
#                           log's time table)
#   bn254_geth_vectors [--require]
#                           exports BN254_GETH_VECTORS: the folder already in
#                           it (relative to the caller's folder), else
#                           ../shared/vectors beside the repository; with
#                           --require, a missing bn256Pairing.json is an error;
#                           without, BN254_GETH_VECTORS may end up empty
#   bn254_apt PKG...        the Debian packages, installed if missing
#                           (tools/apt-ensure.sh: one apt-get, dpkg lock timeout)
#   bn254_caches            exports the registry caches, each one left as the
#                           caller set it, else under build/cache/ (so that a
#                           clean clone is a cold run, and .ci/run's prefetch
#                           and the phases use the same folders):
#                             CARGO_HOME      build/cache/cargo  (crates.io index + crates)
#                             GOMODCACHE      build/cache/go-mod (Go module proxy)
#                             GOCACHE         build/cache/go-build (compiled Go packages)
#                             PIP_CACHE_DIR   build/cache/pip    (PyPI)
#                             BN254_M2        build/cache/m2     (Maven's local repository)
#                             npm_config_cache build/cache/npm   (npm's cache)
#                           rustup's toolchains stay the machine's (RUSTUP_HOME).
#   bn254_on_exit CMD       runs CMD (a string, eval'ed) at exit, before the
#                           time table: the one EXIT trap is lib.sh's, scripts
#                           add their clean-up here
#   bn254_die MESSAGE       prints "<script>: MESSAGE" and exits 1
#   bn254_preset_build PRESET [TARGET...]
#                           configures the preset once and builds, under a lock
#   bn254_abs_list BASE LIST
#                           LIST, paths joined by ':', with each relative one
#                           made absolute against BASE (a script's caller's
#                           folder, saved before sourcing this: the cd below)
#
# It sets BN254_ROOT (the repository root) and BN254_JOBS (nproc) and cds to
# the root; in the scripts of .ci/ it exports BN254_WERROR=ON unless set (the
# CMake presets take -Werror from it). Bash strict mode is the caller's
# (set -euo pipefail before sourcing).

# A relative BN254_GETH_VECTORS means the caller's folder: resolved before the cd.
if [ -n "${BN254_GETH_VECTORS:-}" ] && [ -d "$BN254_GETH_VECTORS" ]; then
    BN254_GETH_VECTORS=$(cd "$BN254_GETH_VECTORS" && pwd)
fi
BN254_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The CI scripts (.ci/*) build with -Werror: the CMake presets read
# BN254_WERROR from the environment (README's tools/ commands leave it unset).
if [ "$(cd "$(dirname "$0")" 2>/dev/null && pwd)" = "$BN254_ROOT/.ci" ]; then
    export BN254_WERROR=${BN254_WERROR:-ON}
fi
cd "$BN254_ROOT" || exit 1
BN254_JOBS=$(nproc 2>/dev/null || echo 2)
bn254_script=$(basename "$0")
[ "$bn254_script" = run ] && bn254_script=.ci/run
bn254_t0=$SECONDS
bn254_phase_name=""
bn254_phase_t0=$SECONDS
bn254_phase_cpu0=0
bn254_phase_log=()
bn254_exit_hooks=()

bn254_die() {
    echo "$bn254_script: $*" >&2
    exit 1
}

# CPU seconds (user + system) of the children waited for so far, rounded:
# cutime + cstime of this shell (/proc/<pid>/stat, fields 16 and 17, in ticks).
bn254_clk_tck=$(getconf CLK_TCK 2>/dev/null || echo 100)
bn254_cpu() {
    awk -v hz="$bn254_clk_tck" '{ sub(/^.*\) /, ""); printf "%d\n", ($14 + $15) / hz + 0.5 }' "/proc/$$/stat" 2>/dev/null || echo 0
}

bn254_phase_end() {
    [ -n "$bn254_phase_name" ] || return 0
    local took=$((SECONDS - bn254_phase_t0)) cpu
    cpu=$(($(bn254_cpu) - bn254_phase_cpu0))
    echo "=== $bn254_script: $bn254_phase_name: ${took} s (cpu ${cpu} s)"
    bn254_phase_log+=("$(printf '%6d s %6d s  %s' "$took" "$cpu" "$bn254_phase_name")")
    bn254_phase_name=""
}

bn254_phase() {
    bn254_phase_end
    bn254_phase_name=$*
    bn254_phase_t0=$SECONDS
    bn254_phase_cpu0=$(bn254_cpu)
    echo
    echo "=== $bn254_script: $bn254_phase_name (at $((SECONDS - bn254_t0)) s)"
}

bn254_on_exit() {
    bn254_exit_hooks+=("$*")
}

# The exit hooks, then the time table (also after a failure: it shows where).
bn254_phase_summary() {
    local status=$? hook
    for hook in ${bn254_exit_hooks[@]+"${bn254_exit_hooks[@]}"}; do
        eval "$hook" || true
    done
    bn254_phase_end
    if ((${#bn254_phase_log[@]})); then
        echo
        echo "=== $bn254_script: time by phase ($((SECONDS - bn254_t0)) s in all, exit $status)"
        echo "  wall      cpu  phase"
        printf '%s\n' "${bn254_phase_log[@]}"
    fi
}
trap bn254_phase_summary EXIT

bn254_geth_vectors() {
    local dir=${BN254_GETH_VECTORS:-}
    if [ -z "$dir" ] && [ -f "$BN254_ROOT/../shared/vectors/bn256Pairing.json" ]; then
        dir=$BN254_ROOT/../shared/vectors
    fi
    if [ -n "$dir" ] && [ -f "$dir/bn256Pairing.json" ]; then
        BN254_GETH_VECTORS=$(cd "$dir" && pwd)
    elif [ "${1:-}" = --require ]; then
        bn254_die "go-ethereum's vectors (bn256Pairing.json) not found in '${dir:-../shared/vectors}'; set BN254_GETH_VECTORS"
    else
        BN254_GETH_VECTORS=""
    fi
    export BN254_GETH_VECTORS
}

# bn254_preset_build PRESET [TARGET...]: configures CMake preset PRESET
# (build/PRESET) unless it is configured already, and builds TARGET (all
# without one), holding build/PRESET.lock: .ci/run runs phases side by side,
# and several of them build targets of tools/test.sh's tree (build/release),
# so no two configures or builds of one tree overlap.
bn254_preset_build() {
    local preset=$1
    shift
    mkdir -p "$BN254_ROOT/build"
    (
        flock 9
        [ -f "$BN254_ROOT/build/$preset/CMakeCache.txt" ] || cmake --preset "$preset" >/dev/null
        if (($#)); then
            cmake --build --preset "$preset" -j"$BN254_JOBS" --target "$@"
        else
            cmake --build --preset "$preset" -j"$BN254_JOBS"
        fi
    ) 9>"$BN254_ROOT/build/$preset.lock"
}

bn254_abs_list() {
    local base=$1 out="" p parts=()
    IFS=: read -r -a parts <<<"$2"
    for p in ${parts[@]+"${parts[@]}"}; do
        [ -n "$p" ] || continue
        case $p in /*) ;; *) p=$base/$p ;; esac
        out+=${out:+:}$p
    done
    printf '%s\n' "$out"
}

bn254_apt() {
    "$BN254_ROOT/tools/apt-ensure.sh" "$@"
}

bn254_caches() {
    local c=$BN254_ROOT/build/cache
    export CARGO_HOME=${CARGO_HOME:-$c/cargo}
    export GOMODCACHE=${GOMODCACHE:-$c/go-mod}
    export GOCACHE=${GOCACHE:-$c/go-build}
    export PIP_CACHE_DIR=${PIP_CACHE_DIR:-$c/pip}
    export BN254_M2=${BN254_M2:-$c/m2}
    export npm_config_cache=${npm_config_cache:-$c/npm}
    mkdir -p "$CARGO_HOME" "$GOMODCACHE" "$GOCACHE" "$PIP_CACHE_DIR" "$BN254_M2" "$npm_config_cache"
}
