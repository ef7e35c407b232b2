#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/reliability.sh: reliability (a phase of .ci/run; runs alone too, from
# any folder): installs what it needs, exits non-zero on any failure. Steps:
#  1. the reliability tests (bn254.noheap, .bounds, .threads, .stack) of the
#     Release build tools/test.sh makes (preset release, build/release; a
#     no-op build when tools/test.sh ran before);
#  2. static proof of the stack bound: gcc's call graph of src/bn254.c has no
#     recursion, no VLA/alloca and no indirect call; prints the bound;
#  3. TSan: a clang build with -DBN254_SANITIZE=thread (preset tsan) runs
#     bn254.threads;
#  4. valgrind memcheck (preset valgrind) on the ctest suite of a Debug build without
#     sanitizers (BN254_TEST_ITERS=4; the 1000-pair CLI line, the install test
#     and the one-process-per-vector cases excluded: minutes of emulation
#     that test nothing the other cases do not; noheap and stack skip
#     themselves, valgrind owning malloc and thread stacks);
#  5. every libFuzzer target (ASan + UBSan) for BN254_FUZZ_SECONDS (default 60)
#     seconds each, two at a time, seeded from tests/fuzz/corpus and
#     tests/fuzz/regressions.
# Environment: BN254_GETH_VECTORS (default ../shared/vectors, .ci/lib.sh),
# BN254_FUZZ_SECONDS, BN254_RELIABILITY_STEPS (e.g. "1 3 5" to run a subset).
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # BN254_ROOT, cd there, bn254_phase, ...
want() { [[ " ${BN254_RELIABILITY_STEPS:-1 2 3 4 5} " == *" $1 "* ]]; }
bn254_geth_vectors --require
bn254_apt cmake make gcc clang pkg-config libcmocka-dev valgrind libclang-rt-14-dev python3
jobs=$BN254_JOBS

if want 1; then
    bn254_phase "1. reliability tests (preset release: tools/test.sh's tree)"
    bn254_preset_build release
    ctest --preset release -L reliability -V
fi

if want 2; then
    bn254_phase "2. static stack bound (gcc call graph, -O3 as Release)"
    # As the Release build compiles it: the backend src/target.h chooses
    # (the assembly kernels on x86-64 and aarch64). Their frames are not in
    # gcc's graph: 512 bytes each bounds them (fp2_mont_adx.S: 6 pushes, 264
    # bytes of locals, the return address); a C backend calls none.
    extern=512
    mkdir -p build/ci-callgraph
    (cd build/ci-callgraph && gcc -std=c99 -O3 -DNDEBUG -fcallgraph-info=su \
        -c ../../src/bn254.c -o bn254.o)
    python3 tests/reliability/stack_bound.py --extern-frame="$extern" build/ci-callgraph/bn254.ci
fi

if want 3; then
    bn254_phase "3. TSan: bn254.threads (preset tsan: clang, -DBN254_SANITIZE=thread)"
    cmake --preset tsan >/dev/null
    cmake --build --preset tsan -j"$jobs" --target test_threads
    ctest --preset tsan
fi

if want 4; then
    bn254_phase "4. valgrind memcheck: the ctest suite of a Debug build (preset valgrind)"
    # Every test executable runs as valgrind <exe> (the emulator hook, which
    # the vector and CLI tests also use for bn254 exec); -O1 keeps it fast
    # enough while still a Debug build with accurate line numbers. The test
    # preset leaves out the install test (a build), the 1000-pair CLI line,
    # and the one-process-per-vector cases (ours.<op>.<name>,
    # geth.<op>.<name>): the same vectors run under valgrind through the API
    # in bn254.threads and through bn254 exec in <set>.exec.<op>, without 300
    # valgrind start-ups. Also the other field backends' tests (label
    # "backend": c32 and the hooks on every vector: many minutes under
    # valgrind), which the portable and hooks builds run under ASan + UBSan.
    # BN254_TEST_ITERS=4, BN254_REL_ROUNDS=1, BN254_REL_SPLIT=1 (the preset).
    cmake --preset valgrind >/dev/null
    cmake --build --preset valgrind -j"$jobs"
    ctest --preset valgrind -j"$jobs"
fi

if want 5; then
    bn254_phase "5. libFuzzer targets, ${BN254_FUZZ_SECONDS:-60} s each (ASan + UBSan)"
    tests/fuzz/run_fuzz.sh -t "${BN254_FUZZ_SECONDS:-60}" -j "$jobs" -o build/ci-fuzz
fi
