#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/differential.sh: bn254 beside every registry peer on one seeded corpus
# (tests/differential/, README.md there):
#  1. tests/differential/run.sh: 3000 cases of seed 1 through bn254, go-ethereum
#     v1.17.10 on gnark-crypto v0.18.1 and v0.22.0, revm-precompile 43.0.3 on
#     arkworks and substrate-bn (the harnesses of bench/peers, built in
#     build/ci-peers and build/bench by the bench phase: built here only
#     where missing, through the Go, cargo and CMake caches), @ethereumjs/evm 10.1.3 on @noble/curves, rustbn-wasm and
#     mcl-wasm (bindings/js/node_modules, which the fetch-js phase installs),
#     and py_ecc 8.0.0 and the execution specs (ethereum-execution 2.20.0)
#     on a subset of about 120 cases (a venv from the pip cache); the
#     comparer fails on a new disagreement or on one of bn254's with the EIPs;
#  2. the comparer can fail: a changed output in a peer's answers, a changed
#     status in bn254's, a known-list entry whose example no longer
#     reproduces, and a runner that stopped early each give exit 1; a peer
#     with Constantine's documented infinity bug (bn254's answers with that
#     bug applied) passes as known, and fails without its entry.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bn254_geth_vectors --require
bn254_apt cmake make gcc g++ libbenchmark-dev python3
bn254_caches # GOMODCACHE, GOCACHE, CARGO_HOME, PIP_CACHE_DIR, npm_config_cache
out=$BN254_ROOT/build/ci-differential
cases=3000 slow=120 peers=9
mkdir -p "$out"

bn254_phase "1. the differential run: $cases cases, the registry peers"
# bn254 from the bench phase's tree (configured and built here when this
# phase runs alone: `.ci/run differential`)
bn254_preset_build bench bn254 bench_internal >/dev/null
tests/differential/run.sh --cases "$cases" --seed 1 --slow-cases "$slow" --build "$out" \
    --peers-build build/ci-peers --bn254-build build/bench
summary=$(grep '^differential: ' "$out/compare.txt")
[[ "$summary" == "differential: $cases cases x $peers peers "*", 0 new" ]] ||
    bn254_die "expected $cases cases x $peers peers and 0 new disagreements: '$summary'"

bn254_phase "2. the comparer can fail"
diff_dir=$out/self-test
rm -rf "$diff_dir"
mkdir -p "$diff_dir"
compare() { # KNOWN RESULTS...: compare.py's exit status, its output in $diff_dir/last.txt
    local known=$1
    shift
    python3 tests/differential/compare.py --corpus "$out/corpus.tsv" --known "$known" "$@" \
        >"$diff_dir/last.txt" && return 0 || return $?
}
known=tests/differential/known.tsv
bn254=$out/results/bn254.tsv
# rewrite IN OUT AWK: OUT is IN with one change made by the awk program
rewrite() { awk -F'\t' -v OFS='\t' "$3" "$1" >"$2"; }
expect_fail() { # WHAT TEXT: the last comparison failed and said TEXT
    grep -qF -- "$2" "$diff_dir/last.txt" ||
        { cat "$diff_dir/last.txt"; bn254_die "$1: no '$2' in the comparer's output"; }
    echo "caught: $1"
}
# a peer's changed output
rewrite "$out/results/geth_gnark.tsv" "$diff_dir/geth.tsv" '!done && $2 == "ok" {
    $3 = substr($3, 1, 63) (substr($3, 64, 1) == "0" ? "1" : "0"); done = 1 } 1'
! compare "$known" "$bn254" "$diff_dir/geth.tsv" || bn254_die "a changed output passed"
expect_fail "a peer's changed output" "FAIL: geth_gnark: 1 new disagreements"
# bn254's changed status
rewrite "$bn254" "$diff_dir/bn254.tsv" \
    '!done && $2 == "ok" { $2 = "fail"; $3 = "-"; $4 = "-"; done = 1 } 1'
! compare "$known" "$diff_dir/bn254.tsv" || bn254_die "bn254's changed status passed"
expect_fail "bn254's changed status" "FAIL: bn254: 1 disagreements with the EIP"
# a runner that stopped early
head -n 100 "$out/results/revm_arkworks.tsv" >"$diff_dir/revm.tsv"
! compare "$known" "$bn254" "$diff_dir/revm.tsv" || bn254_die "a truncated answer file passed"
expect_fail "a runner that stopped" \
    "FAIL: revm_arkworks: $((cases - 99)) of $cases cases unanswered"
# Constantine's bug, simulated: bn254's answers with 1 for every pairing
# input that has a pair with an infinity (the corpus's tag has-inf-pair)
awk -F'\t' -v OFS='\t' 'NR == FNR { if ($5 ~ /(^|,)has-inf-pair(,|$)/) inf[$1] = 1; next }
    FNR == 1 { print "# constantine\tbn254 with the infinity bug applied (self-test)"; next }
    ($1 in inf) && $2 == "ok" { $3 = sprintf("%063d1", 0) } 1' \
    "$out/corpus.tsv" "$bn254" >"$diff_dir/constantine.tsv"
compare "$known" "$bn254" "$diff_dir/constantine.tsv" ||
    { cat "$diff_dir/last.txt"; bn254_die "the documented bug did not pass as known"; }
grep -E '^constantine .* [1-9][0-9]* known, 0 new' "$diff_dir/last.txt" ||
    { cat "$diff_dir/last.txt"; bn254_die "the documented bug was not counted as known"; }
grep -v '^constantine' "$known" >"$diff_dir/known-without.tsv"
! compare "$diff_dir/known-without.tsv" "$bn254" "$diff_dir/constantine.tsv" ||
    bn254_die "the infinity bug passed without its entry in the known list"
expect_fail "the infinity bug without its entry" "FAIL: constantine: "
# an entry whose example no longer reproduces (geth_gnark has no such bug)
{ cat "$known"; printf '%s\t' geth_gnark v1.17.10 pairing-true-beside-infinity \
    ecpairing/inf-pair-false/0; echo self-test; } >"$diff_dir/known-stale.tsv"
! compare "$diff_dir/known-stale.tsv" "$bn254" "$out/results/geth_gnark.tsv" ||
    bn254_die "a stale known entry passed"
expect_fail "a stale known entry" "no longer reproduces on ecpairing/inf-pair-false/0"
echo ".ci/differential.sh: ok ($summary)"
