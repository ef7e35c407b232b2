#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/embed.sh: embedding and exported symbols (a phase of .ci/run; runs
# alone too, from any folder): installs what it needs, exits non-zero on any
# failure. Build trees under build/ci-embed/ and the presets' build/<preset>.
# Steps:
#  1. control: a top-level configure with find_package(PkgConfig) disabled
#     fails for want of cmocka -- so in steps 2 and 3, where the same setting
#     hides cmocka, a configure that succeeds proves bn254's tests were not
#     configured;
#  2. tests/embed as a parent that add_subdirectory()s this checkout, with no
#     build type: configure (its own checks: no tests, tool or install rules of
#     bn254, its cache and directory flags untouched), build, run its consumer
#     (bn254_ecmul through bn254::bn254); its CMAKE_BUILD_TYPE is still empty
#     and the library got -O2 anyway; ctest lists the consumer alone;
#     `cmake --install` installs nothing; tools/check_symbols.sh on the static
#     library it built;
#  3. the same through FetchContent from the local path
#     (FETCHCONTENT_FULLY_DISCONNECTED=ON), BN254_VERIFY set by the parent;
#  4. the shared library (preset shared: Release, BUILD_SHARED_LIBS=ON,
#     -Werror); its SONAME; tools/check_symbols.sh on libbn254.so; the
#     tests that load libbn254.so (API, vectors, CLI, install, reliability).
#  5. x86-64 CET: a consumer built with -fcf-protection=full and linked with
#     the library built the same way (C and assembly) keeps the GNU property
#     note "IBT, SHSTK" (readelf -n). The check links the consumer's object
#     and every library object into one relocatable object (ld -r), because
#     Debian 12's own start files (Scrt1.o, crti.o) carry no CET note, so no
#     executable on this system has one; the linker keeps a property only if
#     every input has it. A control build whose assembly lacks the flag must
#     lose the note, which shows the check sees a kernel without it.
# go-ethereum's vectors: $BN254_GETH_VECTORS, else ../shared/vectors (.ci/lib.sh).
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # BN254_ROOT, cd there, bn254_phase, ...
bn254_geth_vectors --require
bn254_apt cmake make gcc pkg-config libcmocka-dev binutils
root=$BN254_ROOT
jobs=$BN254_JOBS
work=build/ci-embed
rm -rf "$work"
mkdir -p "$work"
# cmocka out of reach twice over: no FindPkgConfig, and no .pc files if it ran.
hide_cmocka=(-DCMAKE_DISABLE_FIND_PACKAGE_PkgConfig=ON)
export PKG_CONFIG_PATH="" PKG_CONFIG_LIBDIR=/nonexistent

bn254_phase "1. control: a top-level configure cannot find cmocka this way"
if cmake -S . -B "$work/control" "${hide_cmocka[@]}" > "$work/control.log" 2>&1; then
    cat "$work/control.log"
    bn254_die "FAIL: top-level configure succeeded with cmocka hidden: steps 2 and 3 would prove nothing"
fi
grep -q "cmocka not found" "$work/control.log" || { cat "$work/control.log"; bn254_die "FAIL: unexpected error"; }
echo "configure failed as it must: cmocka not found"

# embed <variant> <library path inside its build tree>
embed() {
    local variant=$1 lib=$2 dir="$work/$1" tests
    cmake -S tests/embed -B "$dir" -DBN254_EMBED="$variant" -DBN254_SOURCE_DIR="$root" \
          -DFETCHCONTENT_FULLY_DISCONNECTED=ON "${hide_cmocka[@]}"
    grep -qx 'CMAKE_BUILD_TYPE:STRING=' "$dir/CMakeCache.txt" ||
        bn254_die "FAIL: $variant: the parent's CMAKE_BUILD_TYPE is no longer empty"
    cmake --build "$dir" -j"$jobs"
    grep -q -- '-O2' "$dir/$(dirname "$lib")/CMakeFiles/bn254.dir/flags.make" ||
        bn254_die "FAIL: $variant: the library was built without -O2 in a parent without build type"
    tests="$(ctest --test-dir "$dir" -N | sed -n 's/^ *Test *#[0-9]*: //p')"
    [ "$tests" = embed_consumer ] || bn254_die "FAIL: $variant: ctest lists '$tests', not embed_consumer alone"
    ctest --test-dir "$dir" --output-on-failure
    cmake --install "$dir" --prefix "$root/$dir/prefix" > /dev/null
    if [ -e "$dir/prefix" ]; then
        find "$dir/prefix"
        bn254_die "FAIL: $variant: the parent's install installed files of bn254"
    fi
    tools/check_symbols.sh "$dir/$lib"
}

bn254_phase "2. add_subdirectory from a parent project, without cmocka or build type"
embed subdirectory bn254/libbn254.a

bn254_phase "3. FetchContent from the local path, BN254_VERIFY from the parent"
embed fetchcontent _deps/bn254-build/libbn254.a

bn254_phase "4. shared library (BUILD_SHARED_LIBS=ON): SONAME, exported symbols, ctest"
unset PKG_CONFIG_PATH PKG_CONFIG_LIBDIR
dir=build/shared
cmake --preset shared
cmake --build --preset shared -j"$jobs"
soname="$(readelf -dW "$dir/libbn254.so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')"
[[ "$soname" =~ ^libbn254\.so\.[0-9]+(\.[0-9]+)?$ ]] || bn254_die "FAIL: SONAME of libbn254.so is '$soname'"
echo "SONAME $soname"
readelf -dW "$dir/tests/test_precompile" | grep -q "NEEDED.*\[$soname\]" ||
    bn254_die "FAIL: test_precompile does not load $soname"
tools/check_symbols.sh "$dir/libbn254.so"
# The tests that load the library (the layer tests compile src/bn254.c
# themselves and ran in the static build already).
ctest --preset shared -j"$jobs"

if [ "$(uname -m)" = x86_64 ]; then
    bn254_phase "5. CET: IBT/SHSTK property note through the assembly kernels"
    cat > "$work/cet_consumer.c" <<'CEOF'
#include <bn254.h>
#include <stdio.h>
int main(void) {
    unsigned char in[96] = {0}, out[64];
    in[31] = 1, in[63] = 2, in[95] = 2; /* 2 * (1, 2) */
    if (bn254_ecmul(out, in, sizeof in) != BN254_OK || out[0] != 0x03) return 1;
    puts(bn254_backend());
    return 0;
}
CEOF
    # cet <preset>: the library with -fcf-protection=full in C (the assembly
    # as the preset says), a consumer linked against it; prints its notes.
    cet() {
        local d="build/$1"
        cmake --preset "$1" > /dev/null
        cmake --build --preset "$1" -j"$jobs" > /dev/null
        gcc -fcf-protection=full -Iinclude -c "$work/cet_consumer.c" -o "$d/consumer.o"
        gcc "$d/consumer.o" "$d/libbn254.a" -o "$d/consumer"
        "$d/consumer" > /dev/null || bn254_die "FAIL: CET consumer ($1) computed a wrong ecmul"
        ld -r -o "$d/combined.o" "$d/consumer.o" --whole-archive "$d/libbn254.a"
        readelf -nW "$d/combined.o"
    }
    cet cet-control | grep -q 'x86 feature: IBT, SHSTK' &&
        bn254_die "FAIL: the control build kept IBT/SHSTK although its assembly was built without CET"
    cet cet | grep 'x86 feature: IBT, SHSTK' ||
        bn254_die "FAIL: a CET build of the library does not carry the IBT/SHSTK property"
fi

