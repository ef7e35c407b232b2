#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/backends.sh: the field backends that the main jobs do not build as the library.
# (The default build's layer tests already compare c32 and the hooks backend
# with the 64-bit kernels on every vector, lying inversion hints included; the
# portable-sanitize preset of .ci/run is the c32 backend with the 30-bit divsteps.)
# Here the hooks backend is the library itself (preset "hooks": plain
# representation, Fp2 and G1 hooks on, answered by tests/hooks_host.c, which
# aborts on any contract violation), and the API, zkvm-ABI, vector and
# `bn254 exec` tests run on it: every vector, ours and go-ethereum's, through
# libbn254.a and the tool as a zkVM port would build them. The library is
# compiled once (no layer tests), so this stays short; `ctest --preset hooks`
# runs the whole suite by hand.
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # BN254_ROOT, cd there, bn254_phase, ...
bn254_geth_vectors --require
bn254_apt cmake make gcc pkg-config libcmocka-dev

bn254_phase "hooks backend: build (preset hooks)"
cmake --preset hooks >/dev/null
cmake --build --preset hooks -j"$BN254_JOBS" --target bn254 bn254_cli test_vectors test_precompile test_zkvm
bn254_phase "hooks backend: API, zkvm ABI, vectors, bn254 exec"
ctest --preset hooks -j"$BN254_JOBS" -L "api|vectors|zkvm"
