#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bindings/rust/revm-test/bench.sh [criterion args]: runs the criterion bench
# benches/backends.rs (arkworks = revm's default, substrate-bn = revm's `bn`
# feature, bn254 = ours; the same inputs, interleaved per input) and prints
# the side-by-side table (ns/op and Mgas/s at Istanbul gas) with the machine,
# date and versions, also written to <target>/bench_table.md. Needs go-ethereum's
# vectors ($BN254_GETH_VECTORS or ../shared/vectors beside the repository).
# Extra arguments go to criterion, e.g. `--measurement-time 5 --sample-size 50`
# on a quiet machine, or a filter such as `ecpairing`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
target=${CARGO_TARGET_DIR:-$PWD/target}
rm -rf "$target/criterion" # the table shows this run only
cargo bench --locked --bench backends -- "$@"
version() { grep -A1 "^name = \"$1\"\$" Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p'; }
{
    echo "$(date -u +%Y-%m-%d), $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //') ($(nproc) cores), $(rustc --version)"
    echo "revm $(version revm), ark-bn254 $(version ark-bn254), substrate-bn $(version substrate-bn), criterion $(version criterion); bn254 backend: $(cargo run --locked --release --quiet --example bench_table -- --backend)"
    echo
    cargo run --locked --release --quiet --example bench_table -- "$target/criterion"
} | tee "$target/bench_table.md"
