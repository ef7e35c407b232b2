#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The test command (README): on a fresh Debian 12 machine, installs what is
# missing, builds Release in build/release (CMake preset "release") and runs
# the whole ctest suite: layer tests, our vectors, go-ethereum's vectors,
# `bn254 exec`, the CLI and the install/consumer test.
#
# go-ethereum's vectors are read from $BN254_GETH_VECTORS, or from
# ../shared/vectors when that folder exists; without them they are skipped
# (and CMake says so). Extra arguments go to ctest.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../.ci/lib.sh" # BN254_ROOT, cd there, helpers
bn254_apt cmake make gcc pkg-config libcmocka-dev libsimde-dev # SIMDe: bn254.ifma_emu
bn254_geth_vectors # the preset reads BN254_GETH_VECTORS

cmake --preset release
cmake --build --preset release -j"$BN254_JOBS"
ctest --preset release -j"$BN254_JOBS" "$@"
