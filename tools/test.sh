#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The test command (README): on a fresh Debian 12 machine, installs what is
# missing, builds Release in build/test and runs the whole ctest suite:
# layer tests, our vectors, go-ethereum's vectors, `bn254 exec`, the CLI and
# the install/consumer test.
#
# go-ethereum's vectors are read from $BN254_GETH_VECTORS, or from
# ../shared/vectors when that folder exists; without them they are skipped
# (and CMake says so). Extra arguments go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."

tools/apt-ensure.sh cmake make gcc pkg-config libcmocka-dev

vectors="${BN254_GETH_VECTORS:-}"
if [ -z "$vectors" ] && [ -d ../shared/vectors ]; then
    vectors="$(cd ../shared/vectors && pwd)"
fi

cmake -S . -B build/test -DCMAKE_BUILD_TYPE=Release -DBN254_GETH_VECTORS="$vectors"
cmake --build build/test -j"$(nproc)"
ctest --test-dir build/test -j"$(nproc)" --output-on-failure "$@"
