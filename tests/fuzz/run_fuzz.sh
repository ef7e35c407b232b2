#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets of tests/fuzz/ with clang, ASan and UBSan, and
# runs each for a bounded time, two at a time (or -j N), then prints a table:
# executions, corpus size, findings. Exit status 1 if any target found a
# failure (a crash, a sanitizer report or a failed property): its reproducer
# is in <out>/artifacts/<target>/ and its log in <out>/<target>.log.
#
#   tests/fuzz/run_fuzz.sh [-t seconds] [-j parallel] [-o out] [target...]
#
# Targets: ecadd ecmul ecpairing field (default: all). The committed seeds
# (tests/fuzz/corpus/<target>/) and regression inputs (tests/fuzz/regressions/
# <target>/, every past finding) are read, never written: new inputs go to
# <out>/corpus/<target>/, which later runs reuse. Environment: CC (default
# clang), BN254_FUZZ_CFLAGS (extra flags), BN254_FUZZ_ASM (AUTO or OFF).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds=60
jobs=$(nproc)
out="$root/build/fuzz"
while getopts "t:j:o:" opt; do
    case $opt in
    t) seconds=$OPTARG ;;
    j) jobs=$OPTARG ;;
    o) out=$OPTARG ;;
    *) echo "usage: $0 [-t seconds] [-j parallel] [-o out] [target...]" >&2; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
targets=("$@")
((${#targets[@]})) || targets=(ecadd ecmul ecpairing field)
cc=${CC:-clang}
mkdir -p "$out"

# -O2 and BN254_VERIFY (the library's internal invariants abort too); the
# project's warnings, as errors.
# shellcheck disable=SC2054 # the commas are -fsanitize's
flags=(-std=c99 -g -O2 -DBN254_VERIFY -I"$root/include"
       -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
       -Wall -Wextra -pedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wundef
       -Wcast-align -Wvla -Werror)
# The assembly kernels, as CMake's BN254_ASM=AUTO picks them (BN254_FUZZ_ASM=OFF:
# portable C only). They are assembled once, without the sanitizers (which
# cannot see into them: the differential checks do).
asm_objs=()
case "${BN254_FUZZ_ASM:-AUTO}:$(uname -m)" in
AUTO:x86_64 | AUTO:amd64) asm_arch=x86_64 asm_def=BN254_ASM_X86_64 ;;
AUTO:aarch64 | AUTO:arm64) asm_arch=aarch64 asm_def=BN254_ASM_AARCH64 ;;
*) asm_arch="" asm_def="" ;;
esac
if [ -n "$asm_arch" ] && compgen -G "$root/src/arch/$asm_arch/*.S" >/dev/null; then
    flags+=(-D"$asm_def")
    for s in "$root"/src/arch/"$asm_arch"/*.S; do
        o="$out/$(basename "$s" .S).o"
        "$cc" -c -D"$asm_def" -I"$root/src" "$s" -o "$o"
        asm_objs+=("$o")
    done
    echo "run_fuzz: with the $asm_arch kernels: ${asm_objs[*]##*/}"
fi
# The shared test support (tests/support: reference arithmetic, hex, ...).
support=("$root"/tests/support/*.c)
built=()
for t in "${targets[@]}"; do
    echo "run_fuzz: building fuzz_$t"
    # shellcheck disable=SC2086
    "$cc" "${flags[@]}" ${BN254_FUZZ_CFLAGS:-} "$root/tests/fuzz/fuzz_$t.c" \
        "${support[@]}" "${asm_objs[@]}" -o "$out/fuzz_$t" &
    built+=($!)
done
for pid in "${built[@]}"; do
    wait "$pid" || { echo "run_fuzz: build failed" >&2; exit 1; }
done

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

run_one() {
    local t=$1 seeds=("$root/tests/fuzz/corpus/$1")
    [ -d "$root/tests/fuzz/regressions/$t" ] && seeds+=("$root/tests/fuzz/regressions/$t")
    mkdir -p "$out/corpus/$t" "$out/artifacts/$t"
    # -timeout: a single input taking a minute is a finding (a hang)
    "$out/fuzz_$t" -max_total_time="$seconds" -timeout=60 -print_final_stats=1 \
        -artifact_prefix="$out/artifacts/$t/" "$out/corpus/$t" "${seeds[@]}" \
        >"$out/$t.log" 2>&1
}

echo "run_fuzz: ${targets[*]}, $seconds s each, $jobs at a time, logs in $out"
status=0
pids=()
names=()
for t in "${targets[@]}"; do
    run_one "$t" &
    pids+=($!)
    names+=("$t")
    if ((${#pids[@]} >= jobs)); then
        wait "${pids[0]}" || status=1
        pids=("${pids[@]:1}")
    fi
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done

printf '\n| target | seconds | executions | exec/s | corpus (inputs) | findings |\n'
printf '|---|---:|---:|---:|---:|---|\n'
for t in "${targets[@]}"; do
    log="$out/$t.log"
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    files=$(sed -n 's/.*DONE .* corp: \([0-9]*\).*/\1/p' "$log" | tail -1)
    found=$(find "$out/artifacts/$t" -type f | wc -l)
    if grep -qE '^==[0-9]+==ERROR|property failed|runtime error|deadly signal' "$log"; then
        findings="FAILED ($found artifact(s), see $log)"
        status=1
    elif [ "$found" -gt 0 ]; then
        findings="$found artifact(s)"
        status=1
    else
        findings="none"
    fi
    printf '| %s | %s | %s | %s | %s | %s |\n' "$t" "$seconds" "${execs:-?}" "${rate:-?}" \
        "${files:-?}" "$findings"
done
if [ "$status" -ne 0 ]; then
    for t in "${targets[@]}"; do
        grep -E -A20 '^==[0-9]+==ERROR|property failed|runtime error' "$out/$t.log" |
            head -40 || true
    done
fi
exit "$status"
