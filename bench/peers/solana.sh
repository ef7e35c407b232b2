#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/peers/solana.sh --firedancer DIR [--corpus-only | --bench-only] [--rounds N]
# Firedancer's Solana alt_bn128 functions as a second oracle and a peer
# (doc/solana.md): builds Firedancer's BN254 code from the checkout DIR
# (bench/peers/firedancer.sh, outside the repository) and
# bench/peers/peer_firedancer_solana.c against our libbn254.a, then
#  1. writes the differential corpus with solana-bn254's (Agave's) answers
#     (bindings/rust/solana-test, `cargo run --bin corpus`) and compares
#     Firedancer's and our answers with Agave's, op by op;
#  2. times both on the distinct-point vectors (vectors/distinct), BE and LE.
# Output in build/peers/solana (corpus.txt, corpus.md, bench.md). Needs a
# Firedancer checkout: like mcl and evmone for run.sh, it is never fetched,
# and CI does not run this.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../.ci/lib.sh" # BN254_ROOT, cd there
fd_dir=${BN254_PEERS_FIREDANCER:-} what=both rounds=7
while (($#)); do
    case $1 in
    --firedancer) fd_dir=$2; shift ;;
    --corpus-only) what=corpus ;;
    --bench-only) what=bench ;;
    --rounds) rounds=$2; shift ;;
    -h | --help) sed -n '3,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) bn254_die "unknown argument '$1'" ;;
    esac
    shift
done
[[ -n "$fd_dir" ]] || bn254_die "pass the Firedancer checkout: --firedancer DIR"
out=$BN254_ROOT/build/peers/solana
mkdir -p "$out"
bench/peers/firedancer.sh "$fd_dir" "$out/firedancer"
cmake --preset release >"$out/configure.log"
cmake --build --preset release -j"$BN254_JOBS" --target bn254 >"$out/build.log"
gcc -std=c99 -O2 -Wall -Wextra -Iinclude -Itests/support -o "$out/peer_firedancer_solana" \
    bench/peers/peer_firedancer_solana.c tests/support/vector_file.c tests/support/hex.c \
    build/release/libbn254.a "$out/firedancer/libfd_bn254.a"
fd_rev=$(git -C "$fd_dir" rev-parse HEAD 2>/dev/null || echo unknown)
stamp="$(date -u +%Y-%m-%d), bn254 $(git rev-parse --short HEAD), Firedancer ${fd_rev:0:10}, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //') ($(nproc) cores), $(gcc --version | head -n1)"
status=0
if [[ $what != bench ]]; then
    (cd bindings/rust/solana-test && CARGO_TARGET_DIR=$BN254_ROOT/build/rust/target \
        cargo run --release --locked --quiet --bin corpus -- "$out/corpus.txt")
    { echo "$stamp"; echo; "$out/peer_firedancer_solana" --corpus "$out/corpus.txt"; } |
        tee "$out/corpus.md" || status=1
fi
if [[ $what != corpus ]]; then
    { echo "$stamp; median of $rounds interleaved rounds"; echo
      "$out/peer_firedancer_solana" --bench vectors/distinct --rounds "$rounds"; } |
        tee "$out/bench.md" || status=1
fi
exit "$status"
