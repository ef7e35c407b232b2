#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# CI, reliability (called by .ci/run; runs alone too): from the repository
# root, as root on Debian 12, installs what it needs, exits non-zero on any
# failure. Steps:
#  1. the reliability tests (bn254.noheap, .bounds, .threads, .stack) of the
#     Release build tools/test.sh made in build/test, or of a fresh one;
#  2. static proof of the stack bound: gcc's call graph of src/bn254.c has no
#     recursion, no VLA/alloca and no indirect call; prints the bound;
#  3. TSan: a clang build with -DBN254_SANITIZE=thread runs bn254.threads;
#  4. valgrind memcheck on the ctest suite of a Debug build without
#     sanitizers (BN254_TEST_ITERS=4; the 1000-pair CLI line, the install test
#     and the one-process-per-vector cases excluded: minutes of emulation
#     that test nothing the other cases do not; noheap and stack skip
#     themselves, valgrind owning malloc and thread stacks);
#  5. every libFuzzer target (ASan + UBSan) for BN254_FUZZ_SECONDS (default 60)
#     seconds each, two at a time, seeded from tests/fuzz/corpus and
#     tests/fuzz/regressions.
# Environment: BN254_GETH_VECTORS (default ../shared/vectors when present),
# BN254_FUZZ_SECONDS, BN254_RELIABILITY_STEPS (e.g. "1 3 5" to run a subset).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { echo; echo "=== .ci/reliability.sh: $* ($(( $(date +%s) - start )) s)"; }
want() { [[ " ${BN254_RELIABILITY_STEPS:-1 2 3 4 5} " == *" $1 "* ]]; }

tools/apt-ensure.sh cmake make gcc clang pkg-config libcmocka-dev valgrind libclang-rt-14-dev python3
jobs="$(nproc)"
geth="${BN254_GETH_VECTORS:-}"
if [ -z "$geth" ] && [ -d ../shared/vectors ]; then
    geth="$(cd ../shared/vectors && pwd)"
fi

if want 1; then
    step "1. reliability tests (Release)"
    if [ ! -f build/test/CTestTestfile.cmake ]; then
        cmake -S . -B build/test -DCMAKE_BUILD_TYPE=Release -DBN254_GETH_VECTORS="$geth"
    fi
    cmake --build build/test -j"$jobs"
    ctest --test-dir build/test -L reliability --output-on-failure -V
fi

if want 2; then
    step "2. static stack bound (gcc call graph, -O3 as Release)"
    # As the Release build compiles it: with the x86-64 kernels on x86-64.
    # Their frames are not in gcc's graph: 512 bytes each bounds them
    # (fp2_mont_adx.S: 6 pushes, 264 bytes of locals, the return address).
    defs=(-DBN254_BACKEND_C64) extern=0
    if [ "$(uname -m)" = x86_64 ]; then defs=(-DBN254_BACKEND_X86_64) extern=512; fi
    mkdir -p build/ci-callgraph
    (cd build/ci-callgraph && gcc -std=c99 -O3 -DNDEBUG "${defs[@]}" -fcallgraph-info=su \
        -c ../../src/bn254.c -o bn254.o)
    python3 tests/reliability/stack_bound.py --extern-frame="$extern" build/ci-callgraph/bn254.ci
fi

if want 3; then
    step "3. TSan: bn254.threads (clang, -DBN254_SANITIZE=thread)"
    CC=clang cmake -S . -B build/ci-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DBN254_SANITIZE=thread -DBN254_WERROR=ON -DBN254_BUILD_CLI=OFF \
        -DBN254_GETH_VECTORS="$geth"
    cmake --build build/ci-tsan -j"$jobs" --target test_threads
    BN254_REL_ROUNDS=4 TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1" \
        ctest --test-dir build/ci-tsan -R '^bn254\.threads$' --output-on-failure
fi

if want 4; then
    step "4. valgrind memcheck: the ctest suite of a Debug build"
    # Every test executable runs as valgrind <exe> (the emulator hook, which
    # the vector and CLI tests also use for bn254 exec); -O1 keeps it fast
    # enough while still a Debug build with accurate line numbers.
    valgrind_cmd="valgrind;--error-exitcode=99;--leak-check=full;--errors-for-leak-kinds=definite"
    valgrind_cmd+=";--track-origins=yes;--quiet"
    cmake -S . -B build/ci-valgrind -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS_DEBUG="-g -O1" \
        -DBN254_WERROR=ON -DBN254_GETH_VECTORS="$geth" \
        -DCMAKE_CROSSCOMPILING_EMULATOR="$valgrind_cmd"
    cmake --build build/ci-valgrind -j"$jobs"
    # Excluded: the install test (a build), the 1000-pair CLI line, and the
    # one-process-per-vector cases (ours.<op>.<name>, geth.<op>.<name>): the
    # same vectors run under valgrind through the API in bn254.threads and
    # through bn254 exec in <set>.exec.<op>, without 300 valgrind start-ups.
    # Also the other field backends' tests (label "backend": c32 and the
    # hooks on every vector: many minutes under valgrind), which the portable
    # and hooks builds run under ASan + UBSan.
    BN254_TEST_ITERS=4 BN254_REL_ROUNDS=1 BN254_REL_SPLIT=1 \
        ctest --test-dir build/ci-valgrind -j"$jobs" --output-on-failure --timeout 900 -LE backend \
        -E '^(bn254\.install|bn254\.cli\.exec\.long-line|(ours|geth)\.(ecadd|ecmul|ecpairing)\..*)$'
fi

if want 5; then
    step "5. libFuzzer targets, ${BN254_FUZZ_SECONDS:-60} s each (ASan + UBSan)"
    tests/fuzz/run_fuzz.sh -t "${BN254_FUZZ_SECONDS:-60}" -j "$jobs" -o build/ci-fuzz
fi

step "done"
