#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/peers/solana.sh --firedancer-lib FILES --firedancer-include DIRS
#     [--firedancer-rev TEXT] [--firedancer-config TEXT] [--corpus-only | --bench-only] [--rounds N]
# Firedancer's Solana alt_bn128 functions as a second oracle and a peer
# (doc/solana.md): links bench/peers/peer_firedancer_solana.c against our
# libbn254.a and a Firedancer library given here (a static library with
# fd_bn254's objects, built by Firedancer's own build outside this
# repository; --firedancer-include: Firedancer's src/, with
# ballet/bn254/fd_bn254.h; several libraries or folders joined by ':'), then
#  1. writes the differential corpus with solana-bn254's (Agave's) answers
#     (bindings/rust/solana-test, `cargo run --bin corpus`) and compares
#     Firedancer's and our answers with Agave's, op by op;
#  2. times both on the distinct-point vectors (vectors/distinct), BE and LE.
# The options have the environment variables of bench/peers/run.sh beside
# them (BN254_PEERS_FIREDANCER_LIB, _INCLUDE, _REV, _CONFIG); the revision
# and configuration, as you state them, go into the stamp. Output in
# build/peers/solana (corpus.txt, corpus.md, bench.md). CI does not run this.
set -euo pipefail
fd_lib=${BN254_PEERS_FIREDANCER_LIB:-} fd_inc=${BN254_PEERS_FIREDANCER_INCLUDE:-}
fd_rev=${BN254_PEERS_FIREDANCER_REV:-} fd_cfg=${BN254_PEERS_FIREDANCER_CONFIG:-}
what=both rounds=7
while (($#)); do
    case $1 in
    --firedancer-lib) fd_lib=$2; shift ;;
    --firedancer-include) fd_inc=$2; shift ;;
    --firedancer-rev) fd_rev=$2; shift ;;
    --firedancer-config) fd_cfg=$2; shift ;;
    --firedancer) echo "solana.sh: --firedancer DIR is gone: build Firedancer with its own" \
        "build and give --firedancer-lib FILE --firedancer-include DIR" >&2; exit 1 ;;
    --corpus-only) what=corpus ;;
    --bench-only) what=bench ;;
    --rounds) rounds=$2; shift ;;
    -h | --help) sed -n '3,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "solana.sh: unknown argument '$1'" >&2; exit 1 ;;
    esac
    shift
done
caller=$PWD
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../.ci/lib.sh" # BN254_ROOT, cd there
[[ -n "$fd_lib" && -n "$fd_inc" ]] ||
    bn254_die "give Firedancer's library and headers: --firedancer-lib FILE --firedancer-include DIR"
IFS=: read -r -a libs <<<"$(bn254_abs_list "$caller" "$fd_lib")"
IFS=: read -r -a dirs <<<"$(bn254_abs_list "$caller" "$fd_inc")"
incs=()
for f in "${libs[@]}"; do [[ -f "$f" ]] || bn254_die "--firedancer-lib: no file '$f'"; done
for d in "${dirs[@]}"; do
    [[ -d "$d" ]] || bn254_die "--firedancer-include: '$d' is not a folder"
    incs+=(-isystem "$d")
done
out=$BN254_ROOT/build/peers/solana
mkdir -p "$out"
cmake --preset release >"$out/configure.log"
cmake --build --preset release -j"$BN254_JOBS" --target bn254 >"$out/build.log"
# Firedancer's headers are C17.
gcc -std=c17 -O2 -Wall -Wextra -Iinclude -Itests/support "${incs[@]}" \
    -o "$out/peer_firedancer_solana" bench/peers/peer_firedancer_solana.c \
    tests/support/vector_file.c tests/support/hex.c build/release/libbn254.a "${libs[@]}"
fd_given="Firedancer ${fd_rev:-(commit not stated)}${fd_cfg:+ (built with: $fd_cfg)}"
for f in "${libs[@]}"; do fd_given+=", $(basename "$f") sha256 $(sha256sum "$f" | cut -c1-12)"; done
stamp="$(date -u +%Y-%m-%d), bn254 $(git rev-parse --short HEAD), $fd_given, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //') ($(nproc) cores), $(gcc --version | head -n1)"
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
