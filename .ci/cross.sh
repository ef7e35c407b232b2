#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/cross.sh: the whole ctest suite (layer tests, our vectors, go-ethereum's
# vectors, `bn254 exec`, CLI and reliability tests) built with Debian's cross
# compilers and run under qemu-user, on
#   aarch64        the aarch64 backend (BN254_BACKEND=AUTO), plus the asm/C
#                  differential test again with many more random inputs
#   aarch64-noasm  (on request only) BN254_BACKEND=c64 on aarch64: the
#                  portable C kernels that riscv64 runs too, and that the
#                  aarch64 build's kernel test compares its assembly with
#   armhf          32-bit ARM: no __int128, the 8 x 32-bit-limb backend c32
#   s390x          big-endian: byte decoding/encoding and limb loads
#   riscv64        the portable C kernels (c64)
#   i686           (on request only) 32-bit x86, the same C path as armhf;
#                  qemu-i386 runs the compute-bound tests about 8 times slower
#                  than the CPU itself and half as fast as qemu-arm runs armhf
# Release builds. Under emulation the property tests take BN254_TEST_ITERS=8
# (instead of 64) and the reliability tests BN254_REL_ROUNDS=1 (instead of 2)
# and BN254_REL_SPLIT=1 (the 8 threads of bn254.threads share one pass over
# the vectors instead of one pass each: still 8 threads at once on the shared
# caches; the race detector is TSan's run in .ci/reliability.sh), unless set
# by the caller. The tests of the other backends (label backend:
# c32, c64 without __int128 and the hooks backend against the target's
# kernels, plain C that the native suites run on every CI machine) run on
# aarch64 only, and there only those that compare them with its assembly
# (label backend_alone, the hooks backend's own runs of every vector, is
# native only); the other targets run the rest of the suite on their own
# backend, which is what they are here for. Like valgrind's run (the preset
# valgrind), the one-process-per-vector cases of our and go-ethereum's files
# (ours.<op>.<Name>, geth.<op>.<Name>: 265 qemu starts, about 20 s a target)
# are left out: the same vectors run through the API in bn254.threads and
# bn254.noheap and through `bn254 exec` in <set>.exec.<op>, under the same
# qemu. Installs its Debian packages when missing (as
# root); exits non-zero on any failure. Run from anywhere:
#   .ci/cross.sh [target...]     (default: aarch64 armhf s390x riscv64)
# Build trees: build/cross/<target> (raw configures: each needs its toolchain
# file). go-ethereum's vectors: $BN254_GETH_VECTORS, else ../shared/vectors
# (.ci/lib.sh). The Debian packages of the build machine come through
# bn254_apt (tools/apt-ensure.sh) like everywhere else; the only apt-get of
# its own is fetch_cmocka's below, which installs nothing: it downloads
# another architecture's cmocka with a private apt state folder.
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # BN254_ROOT, cd there, bn254_phase, ...
bn254_geth_vectors --require
vectors=$BN254_GETH_VECTORS

all_targets=(aarch64 armhf s390x riscv64)
targets=("$@")
((${#targets[@]})) || targets=("${all_targets[@]}")

export BN254_TEST_ITERS="${BN254_TEST_ITERS:-8}" BN254_REL_ROUNDS="${BN254_REL_ROUNDS:-1}" \
    BN254_REL_SPLIT="${BN254_REL_SPLIT:-1}"
jobs=$BN254_JOBS

# ---- Debian packages --------------------------------------------------------
# Cross compilers (with their runtime, libc6-<arch>-cross in /usr/<triplet>)
# and qemu-user, installed on the build machine.
bn254_phase "packages"
declare -A arch_of=([aarch64]=arm64 [aarch64-noasm]=arm64 [armhf]=armhf [s390x]=s390x
                    [riscv64]=riscv64 [i686]=i386)
declare -A compiler_pkg=([arm64]=crossbuild-essential-arm64 [armhf]=gcc-arm-linux-gnueabihf
                         [s390x]=gcc-s390x-linux-gnu [riscv64]=gcc-riscv64-linux-gnu
                         [i386]=gcc-i686-linux-gnu)
declare -A triplet_of=([arm64]=aarch64-linux-gnu [armhf]=arm-linux-gnueabihf
                       [s390x]=s390x-linux-gnu [riscv64]=riscv64-linux-gnu [i386]=i686-linux-gnu)
declare -A multiarch_of=([arm64]=aarch64-linux-gnu [armhf]=arm-linux-gnueabihf
                         [s390x]=s390x-linux-gnu [riscv64]=riscv64-linux-gnu [i386]=i386-linux-gnu)
wanted=(cmake make pkg-config qemu-user)
arches=()
for t in "${targets[@]}"; do
    [ -n "${arch_of[$t]:-}" ] || { echo ".ci/cross.sh: unknown target $t" >&2; exit 2; }
    wanted+=("${compiler_pkg[${arch_of[$t]}]}")
    arches+=("${arch_of[$t]}")
done
mapfile -t arches < <(printf '%s\n' "${arches[@]}" | sort -u)
mapfile -t wanted < <(printf '%s\n' "${wanted[@]}" | sort -u)
bn254_apt "${wanted[@]}"

# cmocka for each target: Debian's libcmocka0 and libcmocka-dev of that
# architecture, downloaded (`apt-get download`, not installed: the one apt-get
# of the CI scripts outside tools/apt-ensure.sh, which installs packages of
# this machine's architecture only) by apt into its own state folder (the system's
# mirror and archive keyring; the system's sources and architectures are left
# alone) and unpacked into build/cross/pkgs-<arch>, which the toolchain files
# take as BN254_CROSS_PKG_ROOT. Not installed through multiarch
# (dpkg --add-architecture): a second instance of libcmocka-dev makes
# `dpkg -s libcmocka-dev` ambiguous, and so failing, for every other script.
# Debian 12 for arm64, armhf, s390x, i386; Debian 13 for riscv64, which is a
# release architecture only since Debian 13. Each library must need no glibc
# symbol version newer than the cross runtime's (2.36), which is checked.
pkgs_root() { echo "$(pwd)/build/cross/pkgs-$1"; }
fetch_cmocka() {
    local apt_dir mirror a deb lib max bookworm=() trixie=() want=() opts=()
    for a in "$@"; do
        [ -f "$(pkgs_root "$a")/usr/lib/${multiarch_of[$a]}/pkgconfig/cmocka.pc" ] && continue
        want+=("$a")
        if [ "$a" = riscv64 ]; then trixie+=("$a"); else bookworm+=("$a"); fi
    done
    ((${#want[@]})) || return 0
    apt_dir="$(pwd)/build/cross/apt"
    rm -rf "$apt_dir"
    mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/debs"
    # The mirror that Debian's own packages come from on this machine.
    mirror="$(apt-cache policy | awk '/ bookworm\/main / && $2 ~ /^https?:/ { print $2; exit }')"
    if [ -z "$mirror" ]; then
        echo ".ci/cross.sh: no Debian mirror for bookworm/main in the apt sources" >&2
        return 1
    fi
    {
        local key=signed-by=/usr/share/keyrings/debian-archive-keyring.gpg
        if ((${#bookworm[@]})); then
            echo "deb [arch=$(IFS=,; echo "${bookworm[*]}") $key] $mirror bookworm main"
        fi
        if ((${#trixie[@]})); then
            echo "deb [arch=$(IFS=,; echo "${trixie[*]}") $key] $mirror trixie main"
        fi
    } > "$apt_dir/sources.list"
    opts=(-o "Dir::Etc::SourceList=$apt_dir/sources.list" -o "Dir::Etc::SourceParts=/dev/null"
          -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache"
          -o "APT::Architectures::=$(IFS=,; echo "${want[*]}")" -o "APT::Sandbox::User=root"
          -o DPkg::Lock::Timeout=600)
    apt-get "${opts[@]}" update -q
    for a in "${want[@]}"; do
        rm -rf "$(pkgs_root "$a")" "$apt_dir/debs"
        mkdir -p "$(pkgs_root "$a")" "$apt_dir/debs"
        (cd "$apt_dir/debs" && apt-get "${opts[@]}" download "libcmocka0:$a" "libcmocka-dev:$a")
        for deb in "$apt_dir"/debs/*.deb; do
            dpkg-deb -x "$deb" "$(pkgs_root "$a")"
        done
        lib="$(pkgs_root "$a")/usr/lib/${multiarch_of[$a]}/libcmocka.so.0"
        max="$("${triplet_of[$a]}-objdump" -T "$lib" | grep -o 'GLIBC_[0-9.]*' |
               sort -uV | tail -1)"
        if [ "$(printf '%s\nGLIBC_2.36\n' "$max" | sort -V | tail -1)" != GLIBC_2.36 ]; then
            echo ".ci/cross.sh: $a libcmocka needs $max, newer than the cross glibc 2.36" >&2
            return 1
        fi
        echo "cmocka for $a: $(cd "$apt_dir/debs" && echo *.deb) (glibc symbols up to $max)"
    done
}
fetch_cmocka "${arches[@]}"

# ---- builds and tests ---------------------------------------------------------
declare -A toolchain_of=([aarch64]=aarch64-linux-gnu [aarch64-noasm]=aarch64-linux-gnu
                         [armhf]=arm-linux-gnueabihf [s390x]=s390x-linux-gnu
                         [riscv64]=riscv64-linux-gnu [i686]=i686-linux-gnu)
# Every target runs the whole suite of its own backend: every known answer and
# every vector (the API and vector tests against the shipped -O3 library, and
# the layer tests); the random cases of the layer tests at full length run
# natively and on aarch64. On the others the layer-test programs compile at
# -O1 (BN254_TEST_LAYER_OPT: a third of their compile time, the larger part of
# this phase; qemu runs them at BN254_TEST_ITERS=8 either way), and the other
# backends' tests (label backend), which only aarch64 runs, are not built.
other=(-DBN254_TEST_BACKENDS=OFF -DBN254_TEST_LAYER_OPT=-O1)
declare -A cmake_args_of=([aarch64]="-DBN254_BACKEND=AUTO" [aarch64-noasm]="-DBN254_BACKEND=c64"
                          [armhf]="${other[*]}" [s390x]="${other[*]}" [riscv64]="${other[*]}"
                          [i686]="${other[*]}")
# What `bn254 version` must report: proves which kernels each build runs.
declare -A backend_of=([aarch64]=aarch64 [aarch64-noasm]=c64 [armhf]=c32 [s390x]=c64
                       [riscv64]=c64 [i686]=c32)
summary=()
failed=()

# ctest of one target, in the background while the next target builds (the
# machine's cores stay busy: a ctest -j under qemu ends on a long tail).
# Writes build/cross/<target>/ctest.log; returns ctest's status.
run_tests() {
    local t=$1 dir=$2 t0 status=0
    t0=$(date +%s)
    local only_own=(-LE backend)
    # aarch64: the other backends' kernels against its assembly, not the
    # hooks backend's runs of every vector on its own (label backend_alone:
    # plain C, which the release and debug-sanitize trees run natively; 117
    # of aarch64's 229 s under qemu)
    [ "$t" != aarch64 ] || only_own=(-LE backend_alone)
    ctest --test-dir "$dir" -j"$jobs" --output-on-failure "${only_own[@]}" \
          -E '^(ours|geth)\.(ecadd|ecmul|ecpairing)\.' > "$dir/ctest.log" 2>&1 ||
        status=$?
    if ((status == 0)) && [ "$t" = aarch64 ]; then
        # The asm/C differential test once more: 512 x 256 random pairs.
        {
            echo "bn254.kernels again with BN254_TEST_ITERS=512"
            BN254_TEST_ITERS=512 ctest --test-dir "$dir" -R '^bn254\.kernels$' --output-on-failure
        } >> "$dir/ctest.log" 2>&1 || status=$?
    fi
    echo $(($(date +%s) - t0)) > "$dir/ctest.seconds"
    return "$status"
}

declare -A pid_of build_time_of
# On an early exit (a failed build), stop a ctest still running in the background.
stop_tests() {
    local pid
    for pid in "${pid_of[@]}"; do
        pkill -P "$pid" 2>/dev/null || true
        kill "$pid" 2>/dev/null || true
    done
}
bn254_on_exit stop_tests

# Waits for the background ctest of a target, prints its outcome, records it.
finish_tests() {
    local t=$1 dir="build/cross/$1" status=0 count skipped
    wait "${pid_of[$t]}" || status=$?
    echo "=== .ci/cross.sh: $t: ctest under qemu done (BN254_TEST_ITERS=$BN254_TEST_ITERS," \
         "BN254_REL_ROUNDS=$BN254_REL_ROUNDS, BN254_REL_SPLIT=$BN254_REL_SPLIT), log in $dir/ctest.log"
    if ((status != 0)) || ! grep -q "^100% tests passed" "$dir/ctest.log"; then
        cat "$dir/ctest.log"
        echo ".ci/cross.sh: $t: ctest failed" >&2
        failed+=("$t")
        return 0
    fi
    grep -E "tests passed|^Total Test time" "$dir/ctest.log"
    count="$(sed -n 's/^100% tests passed, 0 tests failed out of \([0-9]*\)$/\1/p' \
             "$dir/ctest.log" | head -1)"
    skipped="$(grep -c '\*\*\*Skipped' "$dir/ctest.log" || true)"
    summary+=("$(printf '%-14s %-9s %5s passed %3s skipped   build %4s s   test %4s s' "$t" \
                 "${backend_of[$t]}" "$count" "$skipped" "${build_time_of[$t]}" \
                 "$(cat "$dir/ctest.seconds")")")
}

previous=""
for t in "${targets[@]}"; do
    dir="build/cross/$t"
    t0=$(date +%s)
    then=""
    [ -z "$previous" ] || then=", then the end of the $previous ctest"
    bn254_phase "$t: configure and build ($dir)$then"
    # shellcheck disable=SC2086 # the extra arguments are words on purpose
    cmake -S . -B "$dir" --no-warn-unused-cli \
          --toolchain "cmake/toolchains/${toolchain_of[$t]}.cmake" \
          -DCMAKE_BUILD_TYPE=Release -DBN254_WERROR=ON -DBN254_GETH_VECTORS="$vectors" \
          -DBN254_CROSS_PKG_ROOT="$(pkgs_root "${arch_of[$t]}")" ${cmake_args_of[$t]:-}
    cmake --build "$dir" -j"$jobs"
    build_time_of[$t]=$(($(date +%s) - t0))

    echo "--- $t: bn254 version under qemu"
    IFS=';' read -r -a emulator < <(sed -n 's/^CMAKE_CROSSCOMPILING_EMULATOR:[A-Z]*=//p' \
                                     "$dir/CMakeCache.txt")
    version="$("${emulator[@]}" "$dir/cli/bn254" version)"
    echo "$version"
    if ! grep -qx "backend: ${backend_of[$t]}" <<<"$version"; then
        echo ".ci/cross.sh: $t: expected backend ${backend_of[$t]}" >&2
        exit 1
    fi
    # The target's archive exposes the API alone (its assembly kernels hidden).
    tools/check_symbols.sh "$dir/libbn254.a"

    # One ctest at a time in the background: the previous one ends first.
    if [ -n "$previous" ]; then
        finish_tests "$previous"
    fi
    echo "--- $t: ctest under qemu started in the background"
    run_tests "$t" "$dir" &
    pid_of[$t]=$!
    previous=$t
done
bn254_phase "last ctest under qemu ($previous)"
finish_tests "$previous"
bn254_phase_end
printf '%s\n' "${summary[@]}"
echo "cross CI wall time: $((SECONDS - bn254_t0)) s" \
     "(a target's tests overlap the next target's build)"
if ((${#failed[@]})); then
    echo ".ci/cross.sh: FAILED: ${failed[*]}" >&2
    exit 1
fi
