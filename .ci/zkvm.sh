#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# zkVM CI phase (called from .ci/run; also runs by hand, as root or with the
# packages already installed):
#   1. host build (preset release, tools/test.sh's tree): rvsim,
#      test_vectors, the bn254 CLI and the zkvm ABI test,
#      which runs every vector (ours and go-ethereum's) through
#      libbn254_zkvm.a natively;
#   2. bare-metal guests in the trees of .ci/zkvm-lib.sh (build/zkvm/<name>,
#      shared with .ci/sp1.sh): rv32im and rv64im with gcc, rv32im with clang
#      (BN254_FREESTANDING=ON, Release, the portable backend AUTO picks); no
#      compiler warning is allowed outside src/ (the library's own warnings
#      are reported by the main jobs);
#   3. rvsim's hook ECALLs against the library (guest_hooks_check), and each
#      hook contract violation must stop rvsim with status 125;
#   4. every vector file, ours and go-ethereum's, through guest_exec (bn254.h)
#      and guest_exec_zkvm (zkvm_accelerators.h) of the rv32im and rv64im gcc
#      guests, and the clang guest's guest_exec, under qemu-user (two runs at
#      a time; rvsim runs the same trees' every vector in .ci/sp1.sh);
#   5. the instruction table (one call each, counted by rvsim's regions) of
#      revm's benchmark inputs (.ci/zkvm-lib.sh: ecadd chfast1, ecmul
#      chfast1's first point times its last word, ecpairing jeff1), and per
#      Fp multiplication, squaring and inversion (guest_fpmul); each call's
#      output is checked (geth's Expected, or the host CLI for ecmul), and
#      each count must stay under its ceiling below. The table goes to stdout
#      and to build/zkvm/table.md.
# The hooks backend (include/bn254_hooks.h) is built for rv32im too (gcc,
# linked with zkvm/guest/hooks_ecall.c), twice: with the field hooks and the
# Fp2 and G1 hooks (rv32-hooks; BN254_ZKVM_HOOKS_CMAKE_ARGS, if set, gives
# other CMake options, or empty skips both) and with the field hooks alone
# (rv32-hooks-field). Every vector runs in both under rvsim (qemu-user cannot
# answer hooks), and a second table gives their counts: instructions outside
# the hooks and hook calls of each kind.
# go-ethereum's vectors: $BN254_GETH_VECTORS, else ../shared/vectors
# (.ci/lib.sh). The SP1 executor's counts of the same guests are .ci/sp1.sh's.
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # BN254_ROOT, cd there, bn254_phase, ...
# shellcheck source=.ci/zkvm-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/zkvm-lib.sh" # the guest trees, the inputs
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
builds=(rv32-gcc rv64-gcc rv32-clang)
hooks=rv32-hooks # the Fp2 and G1 hooks (.ci/zkvm-lib.sh), unless BN254_ZKVM_HOOKS_CMAKE_ARGS says
if [ -n "${BN254_ZKVM_HOOKS_CMAKE_ARGS+set}" ] &&
   [ "$BN254_ZKVM_HOOKS_CMAKE_ARGS" != "${bn254_guest_args[rv32-hooks]}" ]; then
    hooks=rv32-hooks-custom
    bn254_guest_toolchain[$hooks]=riscv32-elf
    bn254_guest_args[$hooks]=$BN254_ZKVM_HOOKS_CMAKE_ARGS
fi
all_builds=("${builds[@]}")
[ -n "${bn254_guest_args[$hooks]}" ] && all_builds+=("$hooks" rv32-hooks-field)
for b in "${all_builds[@]}"; do
    bn254_phase "guest build $b (cmake/toolchains/${bn254_guest_toolchain[$b]}.cmake)"
    bn254_guest_build "$b" guest_exec guest_exec_zkvm guest_fpmul guest_hooks_check
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
bn254_zkvm_files
jobs_list="$out/jobs.txt"
: >"$jobs_list"
# qemu-user runs the gcc and clang builds; rvsim the hooks builds, which qemu
# cannot answer. rvsim does not run the gcc builds' guest_exec here: it is ten
# times slower than qemu (rv64im: 190 M instructions/s against 2,000 M, 2-core
# AMD EPYC VM, 2026-12-04; 32 s of CPU for the two), and .ci/sp1.sh runs every
# vector of the same trees (the same libbn254.a) under rvsim --sp1, outputs
# and counts checked against SP1's executor.
for b in "${all_builds[@]}"; do
    qemu="qemu-riscv32"
    [[ $b == rv64-* ]] && qemu="qemu-riscv64"
    runs=("guest_exec $qemu" "guest_exec_zkvm $qemu")
    [ "$b" = rv32-clang ] && runs=("guest_exec $qemu")
    [ "$b" = "$hooks" ] && runs=("guest_exec $rvsim" "guest_exec_zkvm $rvsim")
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
bn254_revm_inputs "$out" "$cli" # $out/{ecadd,ecmul,ecpairing,k17}.in, expected[...]
declare -A count
over=0
check_ceiling() { # key value (a custom hooks build has rv32-hooks's ceilings)
    local key=${1/rv32-hooks-custom/rv32-hooks}
    if [ "$2" -gt "${ceiling[$key]}" ]; then
        echo ".ci/zkvm.sh: $1 takes $2 instructions, above its ceiling ${ceiling[$key]}" >&2
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
fmt() { bn254_fmt "$1"; }
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
if [ -n "${bn254_guest_args[$hooks]}" ]; then
    # instructions outside the hooks, and hook calls "kind n, ..." per call
    for b in rv32-hooks-field "$hooks"; do
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
        echo "| rv32im gcc $gcc_version, hooks backend | field hooks: instructions outside the hooks | hook calls | ${bn254_guest_args[$hooks]}: instructions outside | hook calls |"
        echo "|---|---:|---|---:|---|"
        for row in "ecadd:ecadd (chfast1)" "ecmul:ecmul (revm's input)" "ecpairing:ecpairing (jeff1)"; do
            key=${row%%:*}
            echo "| ${row#*:} | $(fmt "${count[rv32-hooks-field.$key]}") | ${count[rv32-hooks-field.$key.hooks]} | $(fmt "${count[$hooks.$key]}") | ${count[$hooks.$key.hooks]} |"
        done
    } | tee -a "$out/table.md"
fi
if [ "$over" != 0 ]; then
    exit 1
fi
