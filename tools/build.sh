#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/build.sh: builds and installs the C library, and nothing else to
# wait for: Release, the CPU's backend, no tests (so no cmocka), no
# benchmarks, no instruction counter. What it installs: libbn254.a (or
# libbn254.so with --shared), libbn254_zkvm.a, bn254.h and bn254_zkvm.h, the
# `bn254` tool, the CMake package (find_package(bn254)) and bn254.pc.
# Installs the Debian packages it needs when they are missing (cmake, make,
# gcc: tools/apt-ensure.sh).
#
#   tools/build.sh [--prefix DIR] [--shared] [CMAKE-ARGS...]
#
# --prefix: where to install (default build/install in the repository; a
# relative DIR is taken from the current folder). CMAKE-ARGS go to the
# configure step (e.g. -DBN254_BACKEND=c64). The build folder is
# build/install-only; BN254_JOBS (default: nproc) sets the parallel jobs.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
prefix=$root/build/install
shared=OFF
args=()
while (($#)); do
    case $1 in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --shared) shared=ON; shift ;;
    -h | --help) sed -n '3,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) args+=("$1"); shift ;;
    esac
done
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)
"$root/tools/apt-ensure.sh" cmake make gcc
t0=$SECONDS
build=$root/build/install-only
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS="$shared" \
    -DBN254_BUILD_TESTS=OFF -DBN254_BUILD_BENCH=OFF -DBN254_BUILD_RVSIM=OFF \
    -DBN254_BUILD_CLI=ON -DBN254_INSTALL=ON -DCMAKE_INSTALL_PREFIX="$prefix" \
    ${args[@]+"${args[@]}"} >/dev/null
cmake --build "$build" -j"${BN254_JOBS:-$(nproc 2>/dev/null || echo 2)}"
cmake --install "$build" >/dev/null
echo "tools/build.sh: installed into $prefix in $((SECONDS - t0)) s:"
(cd "$prefix" && find . -type f -o -type l | sed 's|^\./|  |' | sort)
