# SPDX-License-Identifier: MIT
# .ci/lib.sh: the helpers every CI script (and tools/test.sh, tools/bench.sh)
# sources, so that each rule is written once:
#
#   source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"     (from .ci/; tools/ use ../.ci/lib.sh)
#
#   bn254_phase NAME        ends the running phase (prints its duration) and
#                           starts NAME; at exit the script prints one line per
#                           phase with its seconds (the CI log's time table)
#   bn254_geth_vectors [--require]
#                           exports BN254_GETH_VECTORS: the folder already in
#                           it, else ../shared/vectors beside the repository;
#                           with --require, a missing bn256Pairing.json is an
#                           error; without, BN254_GETH_VECTORS may end up empty
#   bn254_apt PKG...        the Debian packages, installed if missing
#                           (tools/apt-ensure.sh: one apt-get, dpkg lock timeout)
#   bn254_die MESSAGE       prints "<script>: MESSAGE" and exits 1
#
# It sets BN254_ROOT (the repository root) and cds there; bash strict mode is
# the caller's (set -euo pipefail before sourcing).

BN254_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$BN254_ROOT"
bn254_script=$(basename "$0")
bn254_t0=$SECONDS
bn254_phase_name=""
bn254_phase_t0=$SECONDS
bn254_phase_log=()

bn254_die() {
    echo "$bn254_script: $*" >&2
    exit 1
}

bn254_phase_end() {
    [ -n "$bn254_phase_name" ] || return 0
    local took=$((SECONDS - bn254_phase_t0))
    echo "=== $bn254_script: $bn254_phase_name: ${took} s"
    bn254_phase_log+=("$(printf '%6d s  %s' "$took" "$bn254_phase_name")")
    bn254_phase_name=""
}

bn254_phase() {
    bn254_phase_end
    bn254_phase_name=$*
    bn254_phase_t0=$SECONDS
    echo
    echo "=== $bn254_script: $bn254_phase_name (at $((SECONDS - bn254_t0)) s)"
}

# The time table, printed at exit (also after a failure: it shows where).
bn254_phase_summary() {
    local status=$?
    bn254_phase_end
    if ((${#bn254_phase_log[@]})); then
        echo
        echo "=== $bn254_script: time by phase ($((SECONDS - bn254_t0)) s in all, exit $status)"
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

bn254_apt() {
    "$BN254_ROOT/tools/apt-ensure.sh" "$@"
}
