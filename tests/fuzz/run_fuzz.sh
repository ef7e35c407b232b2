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
# clang), BN254_FUZZ_CFLAGS (extra flags), BN254_FUZZ_BACKEND (AUTO, c64 or
# c32; AUTO: src/target.h chooses, as in every build).
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
# The backend: src/target.h's choice (as every build makes it), or the one
# BN254_FUZZ_BACKEND names. The assembly (src/arch/kernels.S, the one
# assembly entry: empty for the C backends) is assembled once, without the
# sanitizers (which cannot see into it: the differential checks do).
backend=${BN254_FUZZ_BACKEND:-AUTO}
case "$backend" in
AUTO) ;;
c64 | c32 | x86_64 | aarch64) flags+=(-DBN254_BACKEND_"${backend^^}") ;;
*) echo "run_fuzz: BN254_FUZZ_BACKEND must be AUTO, c64, c32, x86_64 or aarch64" >&2; exit 2 ;;
esac
backend_def=()
[ "$backend" = AUTO ] || backend_def=(-DBN254_BACKEND_"${backend^^}")
"$cc" -c -I"$root/src" "${backend_def[@]}" "$root/src/arch/kernels.S" -o "$out/kernels.o"
asm_objs=("$out/kernels.o")
echo "run_fuzz: backend $backend${asm_objs[*]:+ (${asm_objs[*]##*/})}"
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
