#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# zkVM CI phase (called from .ci/run; also runs by hand, as root or with the
# packages already installed):
#   1. host build (preset release, tools/test.sh's tree): rvsim,
#      test_vectors, the bn254 CLI and the zkvm ABI test,
#      which runs every vector (ours and go-ethereum's) through
#      libbn254_zkvm.a natively;
#   2. bare-metal guests: rv32im and rv64im with gcc, rv32im with clang
#      (BN254_FREESTANDING=ON, Release, the portable backend AUTO picks); no compiler warning
#      is allowed outside src/ (the library's own warnings are reported by
#      the main jobs);
#   3. rvsim's hook ECALLs against the library (guest_hooks_check), and each
#      hook contract violation must stop rvsim with status 125;
#   4. every vector file, ours and go-ethereum's, through guest_exec (bn254.h)
#      of the rv32im and rv64im gcc guests under qemu-user and under rvsim,
#      and through guest_exec_zkvm (zkvm_accelerators.h) and the clang
#      guest's guest_exec under qemu-user (two runs at a time);
#   5. the instruction table (one call each, counted by rvsim's regions):
#      ecadd on revm's benchmark input (go-ethereum's chfast1), ecmul on
#      revm's input (chfast1's first point times chfast1's last word, a
#      251-bit scalar: revm crates/precompile/benches/eip1962.rs), ecpairing
#      on jeff1 (2 pairs, also revm's input), and per Fp multiplication,
#      squaring and inversion (guest_fpmul); each call's output is checked
#      (geth's Expected, or the host CLI for ecmul), and each count must stay
#      under its ceiling below. The table goes to stdout and to
#      build/zkvm/table.md.
# The hooks backend (include/bn254_hooks.h) is built for rv32im too (gcc,
# linked with zkvm/guest/hooks_ecall.c), twice: with the CMake options in
# BN254_ZKVM_HOOKS_CMAKE_ARGS (default: the field hooks with the Fp2 and G1
# hooks; set it empty to skip both) and with the field hooks alone. Every
# vector runs in both under rvsim (qemu-user cannot answer hooks), and a
# second table gives their counts: instructions outside the hooks and hook
# calls of each kind.
# Build trees: build/zkvm/<name> (raw configures: each needs its toolchain file). go-ethereum's vectors: $BN254_GETH_VECTORS,
# else ../shared/vectors (.ci/lib.sh). The SP1 executor's counts of the same
# guests are .ci/sp1.sh's.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # BN254_ROOT, cd there, bn254_phase, ...
bn254_geth_vectors --require
geth=$BN254_GETH_VECTORS

# Ceilings (instructions per call), about 20% above the counts of doc/zkvm.md's
# table, so that only a real regression trips them (gcc's inlining budget
# alone moves a count by a few percent); lower them as the library gets
# faster. Keys: <build>.<call>.
declare -A ceiling=(
    [rv32-gcc.ecadd]=46000 [rv32-gcc.ecmul]=2000000 [rv32-gcc.ecpairing]=41000000
    [rv32-gcc.fp_mul]=1320
    [rv32-clang.ecadd]=48000 [rv32-clang.ecmul]=2000000 [rv32-clang.ecpairing]=42000000
    [rv32-clang.fp_mul]=1320
    [rv64-gcc.ecadd]=28000 [rv64-gcc.ecmul]=670000 [rv64-gcc.ecpairing]=17500000
    [rv64-gcc.fp_mul]=340
    [rv32-hooks-field.ecadd]=1800 [rv32-hooks-field.ecmul]=73000
    [rv32-hooks-field.ecpairing]=1820000
    [rv32-hooks.ecadd]=1500 [rv32-hooks.ecmul]=45000 [rv32-hooks.ecpairing]=890000
)

# ---- 0. packages --------------------------------------------------------------
bn254_phase "packages"
bn254_apt cmake make gcc clang jq pkg-config libcmocka-dev qemu-user gcc-riscv64-unknown-elf
out=build/zkvm
mkdir -p "$out"

# ---- 1. host tools and the native ABI test ---------------------------------------
bn254_phase "host build (preset release): rvsim, test_vectors, bn254, test_zkvm"
host=build/release # tools/test.sh's tree: nothing to build after it
bn254_preset_build release rvsim test_vectors bn254_cli test_zkvm
rvsim="$BN254_ROOT/$host/zkvm/rvsim/rvsim"
test_vectors="$BN254_ROOT/$host/tests/test_vectors"
cli="$BN254_ROOT/$host/cli/bn254"
"$host/tests/test_zkvm" "$geth"

# ---- 2. guests ------------------------------------------------------------------------
declare -A toolchain=([rv32-gcc]=riscv32-elf [rv64-gcc]=riscv64-elf [rv32-clang]=riscv32-elf-clang
                      [rv32-hooks]=riscv32-elf [rv32-hooks-field]=riscv32-elf)
builds=(rv32-gcc rv64-gcc rv32-clang)
hooks_default="-DBN254_BACKEND=hooks -DBN254_HOOKS_FP2=ON -DBN254_HOOKS_G1=ON"
read -r -a hooks_args <<<"${BN254_ZKVM_HOOKS_CMAKE_ARGS-$hooks_default}"
hooks_field_args=(-DBN254_BACKEND=hooks)
all_builds=("${builds[@]}")
((${#hooks_args[@]})) && all_builds+=(rv32-hooks rv32-hooks-field)
for b in "${all_builds[@]}"; do
    bn254_phase "guest build $b (cmake/toolchains/${toolchain[$b]}.cmake)"
    extra=()
    [ "$b" = rv32-hooks ] && extra=("${hooks_args[@]}")
    [ "$b" = rv32-hooks-field ] && extra=("${hooks_field_args[@]}")
    cmake -S . -B "$out/$b" --toolchain "cmake/toolchains/${toolchain[$b]}.cmake" \
          -DCMAKE_BUILD_TYPE=Release -DBN254_FREESTANDING=ON \
          -DBN254_BUILD_GUESTS=ON -DBN254_GUESTS_SP1=OFF "${extra[@]}" >"$out/$b-configure.log"
    cmake --build "$out/$b" -j"$BN254_JOBS" 2>&1 | tee "$out/$b-build.log" | grep -E 'warning|error' || true
    if grep -E '(warning|error):' "$out/$b-build.log" | grep -v '/src/' | grep -q .; then
        bn254_die "warnings outside src/ in the $b build (see above)"
    fi
    test -f "$out/$b/zkvm/guest/guest_exec.elf"
done

# ---- 3. rvsim's hooks against the library ----------------------------------------------
bn254_phase "hook ECALLs: guest_hooks_check under rvsim"
for b in rv32-gcc rv64-gcc; do
    "$rvsim" "$out/$b/zkvm/guest/guest_hooks_check.elf"
    for misuse in inv-zero add-equal-x not-canonical not-on-curve; do
        status=0
        "$rvsim" "$out/$b/zkvm/guest/guest_hooks_check.elf" "$misuse" 2>"$out/misuse.log" || status=$?
        if [ "$status" != 125 ] || ! grep -q '^rvsim: hook ' "$out/misuse.log"; then
            cat "$out/misuse.log" >&2
            bn254_die "$b: rvsim accepted the hook misuse $misuse (status $status)"
        fi
    done
    echo "$b: 4 hook contract violations stopped by rvsim"
done

# ---- 4. every vector in the guests ---------------------------------------------------------
bn254_phase "vectors in the guests (qemu-user and rvsim)"
declare -A files=([ecadd]="vectors/ecadd.json $geth/bn256Add.json"
                  [ecmul]="vectors/ecmul.json $geth/bn256ScalarMul.json"
                  [ecpairing]="vectors/ecpairing.json $geth/bn256Pairing.json")
jobs_list="$out/jobs.txt"
: >"$jobs_list"
for b in "${all_builds[@]}"; do
    qemu=qemu-riscv32
    [[ $b == rv64-* ]] && qemu=qemu-riscv64
    runs=("guest_exec $qemu" "guest_exec $rvsim" "guest_exec_zkvm $qemu")
    [ "$b" = rv32-clang ] && runs=("guest_exec $qemu")
    [ "$b" = rv32-hooks ] && runs=("guest_exec $rvsim" "guest_exec_zkvm $rvsim")
    [ "$b" = rv32-hooks-field ] && runs=("guest_exec $rvsim")
    for run in "${runs[@]}"; do
        read -r g emu <<<"$run"
        for op in ecpairing ecmul ecadd; do # the long ones first
            for f in ${files[$op]}; do
                echo "$b $g $(basename "$emu") $op $f $emu $(pwd)/$out/$b/zkvm/guest/$g.elf" >>"$jobs_list"
            done
        done
    done
done
run_job() { # build guest emulator-name op file emulator elf
    local log
    log="$out/log-$1-$2-$3-$4-$(basename "$5" .json).txt"
    if timeout 900 "$test_vectors" exec "$4" "$5" "$6" "$7" >"$log" 2>&1; then
        echo "ok   $1 $2 $3 $(tail -n 1 "$log")"
    else
        echo "FAIL $1 $2 $3 $4 $5 (log: $log)"
        tail -n 20 "$log"
    fi
}
export -f run_job
export out test_vectors
xargs -P 2 -L 1 bash -c 'run_job "$@"' _ <"$jobs_list" | tee "$out/vectors.txt"
if grep -q '^FAIL' "$out/vectors.txt"; then
    bn254_die "vector failures in the guests"
fi
echo "$(grep -c '^ok' "$out/vectors.txt") vector files passed in the guests"

# ---- 5. the instruction table ------------------------------------------------------------------
bn254_phase "instruction table (rvsim)"
add=$(jq -r '.[] | select(.Name == "chfast1") | .Input' "$geth/bn256Add.json")
add_expected=$(jq -r '.[] | select(.Name == "chfast1") | .Expected' "$geth/bn256Add.json")
pair=$(jq -r '.[] | select(.Name == "jeff1") | .Input' "$geth/bn256Pairing.json")
pair_expected=$(jq -r '.[] | select(.Name == "jeff1") | .Expected' "$geth/bn256Pairing.json")
mul="${add:0:128}${add:192:64}" # chfast1's (x1, y1) and y2 as the scalar
mul_expected=$(printf 'ecmul %s\n' "$mul" | "$cli" exec)
printf 'ecadd %s\n' "$add" >"$out/ecadd.in"
printf 'ecmul %s\n' "$mul" >"$out/ecmul.in"
printf 'ecpairing %s\n' "$pair" >"$out/ecpairing.in"
# 17 pairs: past the library's batch of 16, for the stack row
jq -r '.[] | select(.Name == "k17_true") | "ecpairing " + .Input' vectors/ecpairing.json >"$out/k17.in"
k17_expected=$(jq -r '.[] | select(.Name == "k17_true") | .Expected' vectors/ecpairing.json)
declare -A expected=([ecadd]="$add_expected" [ecmul]="$mul_expected" [ecpairing]="$pair_expected"
                     [k17]="$k17_expected")
declare -A count
over=0
check_ceiling() { # key value
    if [ "$2" -gt "${ceiling[$1]}" ]; then
        echo ".ci/zkvm.sh: $1 takes $2 instructions, above its ceiling ${ceiling[$1]}" >&2
        over=1
    fi
}
for b in "${builds[@]}"; do
    count[$b.stack]=0
    for input in ecadd ecmul ecpairing k17; do
        op=$input
        [ "$input" = k17 ] && op=ecpairing
        "$rvsim" --stack --stats-json "$out/stats.json" "$out/$b/zkvm/guest/guest_exec.elf" \
            <"$out/$input.in" >"$out/answer.txt"
        if [ "$(cat "$out/answer.txt")" != "${expected[$input]}" ]; then
            bn254_die "$b $input: wrong answer $(cat "$out/answer.txt")"
        fi
        stack=$(jq -r --arg r "$op" '.regions[] | select(.name == $r) | .stack' "$out/stats.json")
        [ "$stack" -gt "${count[$b.stack]}" ] && count[$b.stack]=$stack
        [ "$input" = k17 ] && continue
        count[$b.$op]=$(jq -r --arg r "$op" '.regions[] | select(.name == $r) | .instructions' \
                        "$out/stats.json")
        check_ceiling "$b.$op" "${count[$b.$op]}"
    done
    "$rvsim" --stats-json "$out/stats.json" "$out/$b/zkvm/guest/guest_fpmul.elf" >/dev/null
    for r in fp_mul_x1000 fp_sqr_x1000 fp_inv_x16; do
        n=${r##*_x}
        total=$(jq -r --arg r "$r" '.regions[] | select(.name == $r) | .instructions' "$out/stats.json")
        count[$b.${r%_x*}]=$(( (total + n / 2) / n ))
    done
    check_ceiling "$b.fp_mul" "${count[$b.fp_mul]}"
done

gcc_version=$(riscv64-unknown-elf-gcc -dumpversion)
clang_version=$(clang --version | head -n 1 | sed 's/^.*version \([0-9.]*\).*$/\1/')
fmt() { echo "$1" | sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta'; }
{
    echo "| call (instructions, one call) | rv32im gcc $gcc_version | rv32im clang $clang_version | rv64im gcc $gcc_version |"
    echo "|---|---:|---:|---:|"
    for row in "ecadd:ecadd (chfast1)" "ecmul:ecmul (chfast1 point, revm's 251-bit scalar)" \
               "ecpairing:ecpairing (jeff1, 2 pairs)" "fp_mul:Fp multiplication" \
               "fp_sqr:Fp squaring" "fp_inv:Fp inversion" \
               "stack:peak stack of one call, bytes (ecadd, ecmul, ecpairing with 2 and 17 pairs)"; do
        key=${row%%:*}
        echo "| ${row#*:} | $(fmt "${count[rv32-gcc.$key]}") | $(fmt "${count[rv32-clang.$key]}") | $(fmt "${count[rv64-gcc.$key]}") |"
    done
    echo
    echo "Counted by zkvm/rvsim (regions around the call; the Fp rows divide a chain of 1000, or 16"
    echo "inversions; the stack is the deepest sp below its value at the call, rvsim --stack);"
    echo "Release builds (-O3), BN254_FREESTANDING=ON, the default backend (c32 on rv32, c64 on rv64)."
} | tee "$out/table.md"
if ((${#hooks_args[@]})); then
    # instructions outside the hooks, and hook calls "kind n, ..." per call
    for b in rv32-hooks-field rv32-hooks; do
        for op in ecadd ecmul ecpairing; do
            "$rvsim" --stats-json "$out/stats.json" "$out/$b/zkvm/guest/guest_exec.elf" \
                <"$out/$op.in" >"$out/answer.txt"
            if [ "$(cat "$out/answer.txt")" != "${expected[$op]}" ]; then
                bn254_die "$b $op: wrong answer $(cat "$out/answer.txt")"
            fi
            count[$b.$op]=$(jq -r --arg r "$op" '.regions[] | select(.name == $r) | .instructions' \
                            "$out/stats.json")
            count[$b.$op.hooks]=$(jq -r --arg r "$op" '.regions[] | select(.name == $r) |
                (.hooks | to_entries | map(select(.value > 0) | "\(.key) \(.value)") | join(", "))' \
                "$out/stats.json")
            check_ceiling "$b.$op" "${count[$b.$op]}"
        done
    done
    {
        echo
        echo "| rv32im gcc $gcc_version, hooks backend | field hooks: instructions outside the hooks | hook calls | ${hooks_args[*]}: instructions outside | hook calls |"
        echo "|---|---:|---|---:|---|"
        for row in "ecadd:ecadd (chfast1)" "ecmul:ecmul (revm's input)" "ecpairing:ecpairing (jeff1)"; do
            key=${row%%:*}
            echo "| ${row#*:} | $(fmt "${count[rv32-hooks-field.$key]}") | ${count[rv32-hooks-field.$key.hooks]} | $(fmt "${count[rv32-hooks.$key]}") | ${count[rv32-hooks.$key.hooks]} |"
        done
    } | tee -a "$out/table.md"
fi
if [ "$over" != 0 ]; then
    exit 1
fi
