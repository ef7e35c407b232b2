#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# CI phase: the field backends that the main jobs do not build as the library.
# (The default build's layer tests already compare c32 and the hooks backend
# with the 64-bit kernels on every vector, lying inversion hints included; the
# portable preset of .ci/run is the c32 backend with the 30-bit divsteps.)
# Here the hooks backend is the library itself (preset "hooks": plain
# representation, Fp2 and G1 hooks on, answered by tests/hooks_host.c, which
# aborts on any contract violation), and the API, zkvm-ABI, vector and
# `bn254 exec` tests run on it: every vector, ours and go-ethereum's, through
# libbn254.a and the tool as a zkVM port would build them. The library is
# compiled once (no layer tests), so this stays short; `ctest --preset hooks`
# runs the whole suite by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)

tools/apt-ensure.sh cmake make gcc pkg-config libcmocka-dev
geth="${BN254_GETH_VECTORS:-}"
if [ -z "$geth" ] && [ -f ../shared/vectors/bn256Pairing.json ]; then
    geth="$(cd ../shared/vectors && pwd)"
fi
export BN254_GETH_VECTORS="$geth"

cmake --preset hooks -DBN254_WERROR=ON >/dev/null
cmake --build --preset hooks -j2 --target bn254 bn254_cli test_vectors test_precompile test_zkvm
ctest --preset hooks -j2 -L "api|vectors|zkvm"
echo ".ci/backends.sh: hooks backend done ($(( $(date +%s) - start )) s)"
