#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/verifiers/gen.sh: regenerates vectors/verifiers/ (gnark proofs, keys,
# Solidity verifiers, solc bytecode, call data, mutated cases and their
# outcomes in go-ethereum's EVM, ecpairing.json), or checks the committed
# files with --check. Installs the pinned solc-js (npm ci, package-lock.json)
# and takes gnark and go-ethereum from the Go module proxy (go.sum).
#
#   tools/verifiers/gen.sh             new keys and proofs (about 3 minutes)
#   tools/verifiers/gen.sh --check     the committed files still hold (about 1 minute)
#   tools/verifiers/gen.sh -proofs 6   options go to the generator (main.go)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
npm ci --no-audit --no-fund --ignore-scripts --silent
export GOFLAGS=-mod=readonly GOTOOLCHAIN=local
if [ "${1:-}" = --check ]; then
    shift
    exec go run . -check "$@"
fi
exec go run . "$@"
