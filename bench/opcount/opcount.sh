#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/opcount/opcount.sh: builds bench/opcount/opcount.c (the library
# compiled into it, the c64 backend, -finstrument-functions -fno-inline:
# every call of an Fp or Fp2 function is counted, with no hook in the library)
# and prints its tables: field operations per ecmul on each path and per
# pairing step, final exponentiation and ecpairing call. Extra arguments are
# more ecmul scalars (hex). With go-ethereum's vectors present
# ($BN254_GETH_VECTORS or ../shared/vectors) it adds revm's ecmul scalar
# (chfast1's last word).
#   bench/opcount/opcount.sh [--check] [hex-scalar...]   (--check: see opcount.c)
#   bench/opcount/opcount.sh --sweep                      (CSV, see opcount.c)
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../.ci/lib.sh" # BN254_ROOT, cd there, helpers
bn254_apt gcc
out=build/opcount
mkdir -p "$out"
gcc -std=c99 -O1 -fno-inline -finstrument-functions -Wall -Wextra -DBN254_BACKEND_C64 -o "$out/opcount" \
    bench/opcount/opcount.c
bn254_geth_vectors
geth=$BN254_GETH_VECTORS
extra=()
if [ -n "$geth" ] && [ -f "$geth/bn256Add.json" ] && command -v jq >/dev/null; then
    add=$(jq -r '.[] | select(.Name == "chfast1") | .Input' "$geth/bn256Add.json")
    extra+=("${add:192:64}")
fi
check=()
if [ "${1:-}" = --check ]; then check=(--check); shift; fi
"$out/opcount" ${check[@]+"${check[@]}"} ${extra[@]+"${extra[@]}"} "$@"
