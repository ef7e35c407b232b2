#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/check_unused.sh: src/ defines no function that the library does not
# call. Functions that only tests, benchmarks or tools call live in
# tests/support/lib_refs.h; a static function that no code of the library
# calls is then an error of gcc's -Wunused-function. Checked here for every
# configuration that changes which code is compiled: each backend (with its
# options), with and without BN254_VERIFY and BN254_FREESTANDING (gcc
# -O0 on src/bn254.c: seconds). Only the group-law template
# (src/group_law.h, instantiated for G1 and G2) may mark a function
# BN254_UNUSED: an instance that one of the groups does not call.
# -Wunused-function does not see unused static inline functions.
#   tools/check_unused.sh        (exit 1 on the first configuration that fails)
set -euo pipefail
cd "$(dirname "$0")/.."
cc=${CC:-gcc}
bad=0
if grep -n 'BN254_UNUSED' -r src --include='*.h' --include='*.c' |
    grep -v '^src/group_law.h:' | grep -v '^src/util.h:'; then
    echo "check_unused: BN254_UNUSED outside src/group_law.h (above): move test-only code to tests/support/lib_refs.h" >&2
    bad=1
fi
configs=(
    "-DBN254_BACKEND_C64"
    "-DBN254_BACKEND_C64 -DBN254_FORCE_NO_INT128"
    "-DBN254_BACKEND_C32"
    "-DBN254_BACKEND_X86_64"
    "-DBN254_BACKEND_X86_64 -DBN254_X86_ADX_ALWAYS"
    "-DBN254_BACKEND_X86_64 -DBN254_X86_IFMA_OFF"
    "-DBN254_BACKEND_X86_64 -DBN254_FREESTANDING"
    "-DBN254_BACKEND_HOOKS"
    "-DBN254_BACKEND_HOOKS -DBN254_HOOKS_FP2"
    "-DBN254_BACKEND_HOOKS -DBN254_HOOKS_FP2 -DBN254_HOOKS_G1"
)
# The emulated lanes (BN254_X86_IFMA=EMULATE) where SIMDe is installed.
if [ -f /usr/include/simde/x86/avx512.h ]; then
    configs+=("-DBN254_BACKEND_X86_64 -DBN254_IFMA_EMULATE -Wno-psabi"
              "-DBN254_BACKEND_C64 -DBN254_IFMA_EMULATE -Wno-psabi")
fi
if command -v aarch64-linux-gnu-gcc >/dev/null; then configs+=("CC=aarch64-linux-gnu-gcc"); fi
n=0
for c in "${configs[@]}"; do
    for extra in "" "-DBN254_VERIFY"; do
        comp=$cc defs=$c
        if [[ $c == CC=* ]]; then comp=${c#CC=} defs=""; fi
        # shellcheck disable=SC2086 # the definitions are words on purpose
        if ! out=$($comp -std=c99 -c -o /dev/null -O0 -Wall -Wunused-function -Werror=unused-function \
                   -Iinclude $defs $extra src/bn254.c 2>&1); then
            echo "check_unused: $comp $defs $extra:" >&2
            echo "$out" | grep -E 'error|warning' >&2 || echo "$out" >&2
            bad=1
        fi
        n=$((n + 1))
    done
done
if ((bad)); then exit 1; fi
echo "check_unused: $n configurations, no function in src/ that the library does not call"
