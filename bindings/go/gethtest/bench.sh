#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bindings/go/gethtest/bench.sh: go-ethereum's built-in bn256 precompiles and
# the bn254 binding's, side by side in go-ethereum's benchmark harness
# (bench_test.go), printed as one table (cmd/benchtable): ns/op and mgas/s
# per case, the median of -count runs.
#
#   bindings/go/gethtest/bench.sh [BENCHTIME [COUNT [REGEXP]]]
#     BENCHTIME  go test -benchtime (default 1s; 1x runs each case once)
#     COUNT      rounds (default 3): each round is one go test -count 1 run of
#                every case, so the rounds of a case spread over the whole run
#     REGEXP     go test -bench (default 'Precompiled|Verifier': the three
#                precompiles and the whole verifier calls of verifiers_test.go)
#
# The raw output stays in build/go/gethtest-bench.txt (benchstat reads it:
# `benchstat -col /impl build/go/gethtest-bench.txt`).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
benchtime=${1:-1s}
count=${2:-3}
regexp=${3:-Precompiled|Verifier}
mkdir -p "$root/build/go"
raw=$root/build/go/gethtest-bench.txt
cd "$here"
{
    echo "# $(date -u +%Y-%m-%d) $(go version | cut -d' ' -f3-)"
    go list -m -f '# {{.Path}} {{.Version}}' github.com/ethereum/go-ethereum github.com/consensys/gnark-crypto
    go test -count=1 -run '^TestContractNames$' -v . | sed -n 's/.*binding backend /# bn254 backend /p'
} >"$raw"
go test -c -o "$root/build/go/gethtest.test" .
for ((round = 1; round <= count; round++)); do
    "$root/build/go/gethtest.test" -test.run '^$' -test.bench "$regexp" -test.benchtime "$benchtime" |
        tee -a "$raw" >&2
done
grep '^# ' "$raw"
go run ./cmd/benchtable <"$raw"
