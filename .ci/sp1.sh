#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/sp1.sh: bn254's RISC-V guests in SP1's own executor (sp1-core-executor
# from crates.io), counted by it, outputs checked (called from .ci/run; also
# runs by hand, as root or with the packages already installed):
#   1. packages; host tools: rvsim (zkvm/rvsim), test_vectors, the bn254 CLI
#      (preset release, tools/test.sh's tree);
#   2. guests (zkvm/sp1/guest: SP1's system calls and layout, Debian's
#      riscv64-unknown-elf gcc, Release) in the guest trees of
#      .ci/zkvm-lib.sh, shared with .ci/zkvm.sh (each library is compiled once
#      per run): rv64im for SP1 v6 and rv32im for SP1 v5, each pure software
#      (rv64-gcc, rv32-gcc: the library's default backend) and on SP1's BN254
#      precompiles (rv64-hooks, rv32-hooks: BN254_BACKEND=hooks with the Fp2
#      and G1 hooks, zkvm/sp1/guest/sp1_hooks.c);
#   3. the SP1 host, cargo build --release --locked: zkvm/sp1/host, both
#      executors in one program (sp1-core-executor 6.10.0, feature
#      `profiling` only, runs the 64-bit ELFs; 5.2.4 the 32-bit ones); its
#      target directory stays under build/sp1/ between runs (a cold build,
#      CI's, is the first run's);
#   4. every vector file, ours and go-ethereum's, through sp1_bn254.elf (the
#      shape of SP1's zkvm_accelerators.h C examples, on libbn254_zkvm.a) in
#      the four builds (the software ones on our short pairing file, see
#      below), one execution per vector: output against Expected
#      (or the failure against ExpectedError), and the count of the call and
#      of the whole run against rvsim --sp1 on the same ELF; with SP1's SDK
#      report (every build but rv64-gcc, see below) also the executor's clock
#      against the report and the report's syscalls against rvsim's (two
#      jobs at a time);
#   5. the `bn254 exec` guests (sp1_exec over bn254.h, sp1_exec_zkvm over
#      zkvm_accelerators.h) through `test_vectors exec` with the SP1 host as
#      the emulator, rv64im: every vector with its error token in sp1_exec
#      (our short pairing file, see below), the ecadd and ecmul files in
#      sp1_exec_zkvm (see below; the rv32im exec guests run under qemu in
#      .ci/zkvm.sh, and every vector runs in SP1 v5 through rv32-hooks's
#      sp1_bn254.elf above);
#   6. the table: revm's benchmark inputs (.ci/zkvm-lib.sh: ecadd chfast1,
#      ecmul chfast1's point times its last word, ecpairing jeff1), per build
#      the call (SP1's cycle tracker), the whole run as SP1's SDK counts it
#      (instructions + syscalls), the precompile calls by kind (rvsim), and
#      the instructions per Fp multiplication, squaring and inversion
#      (sp1_fpmul); to stdout and build/sp1/table.md.
# SP1 v5. v6 runs RV64IM ELFs only, and v5 is the last SP1 on RV32IM, the ISA
# of most zkVMs and of the rv32im columns; without it the rv32im counts would
# rest on rvsim alone, and the runtime's rv32im path (v5's layout, its
# precompiles on 32-bit pointers) would never run in a real SP1. So the
# rv32im builds run in v5, from the same host as v6: what two hosts cost was
# their two builds (cold, 289 + 211 s of CPU; one host: 356 s), not the runs.
# The short pairing file. In both executors the hooks builds run every
# vector; the software builds (rv32-gcc, rv64-gcc; and sp1_exec) run our
# pairing file as its vectors of at most 2 pairs, k17_true (past the
# library's batch of 16) and k33_true (the longest input): the others (3 to
# 32 pairs) are the same Miller loop and final exponentiation on more pairs,
# 3.3G of the software builds' 5.0G instructions in SP1 (about 165 s of CPU
# with rvsim's beside them, 2-core AMD EPYC VM, 2026-12-07), and each runs
# in the same libbn254_zkvm.a of the same trees under qemu (.ci/zkvm.sh).
# BN254_SP1_V5=0 leaves out the rv32im builds and their runs.
# go-ethereum's vectors: $BN254_GETH_VECTORS, else ../shared/vectors.
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # BN254_ROOT, cd there, bn254_phase, ...
# shellcheck source=.ci/zkvm-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/zkvm-lib.sh" # the guest trees, the inputs
bn254_geth_vectors --require
out=build/sp1
mkdir -p "$out"
v5=${BN254_SP1_V5:-1}
bn254_caches # CARGO_HOME: build/cache/cargo unless set

bn254_phase "packages"
bn254_apt cmake make gcc pkg-config libcmocka-dev jq gcc-riscv64-unknown-elf
command -v cargo >/dev/null || bn254_die "cargo not found (Rust via rustup)"

bn254_phase "host tools (preset release): rvsim, test_vectors, bn254"
bn254_preset_build release rvsim test_vectors bn254_cli
rvsim="$BN254_ROOT/build/release/zkvm/rvsim/rvsim"
test_vectors="$BN254_ROOT/build/release/tests/test_vectors"
cli="$BN254_ROOT/build/release/cli/bn254"

# ---- 2. guests (the trees of .ci/zkvm-lib.sh, shared with .ci/zkvm.sh) -------------------
builds=(rv64-gcc rv64-hooks)
((v5)) && builds+=(rv32-gcc rv32-hooks)
for b in "${builds[@]}"; do
    bn254_phase "guest build $b"
    targets=(sp1_bn254 sp1_exec sp1_exec_zkvm)
    [[ $b == *-hooks ]] || targets+=(sp1_fpmul)
    bn254_guest_build "$b" "${targets[@]}"
done
sp1elf() { echo "$BN254_ROOT/build/zkvm/$1/zkvm/sp1/guest/$2.elf"; } # build guest

# ---- 3. the SP1 host ---------------------------------------------------------------
# One host for both ISAs: one cargo build compiles the ~150 crates the two
# executors share once.
bn254_phase "SP1 host: cargo build (sp1-core-executor 6.10.0 and 5.2.4)"
cargo build --release --locked --manifest-path zkvm/sp1/host/Cargo.toml \
      --target-dir "$out/target" 2>&1 | grep -v '^ *\(Compiling\|Downloaded\)' || true
host="$BN254_ROOT/$out/target/release/bn254-sp1-host"
test -x "$host" || bn254_die "the SP1 host did not build"

# ---- 4. every vector through sp1_bn254.elf ---------------------------------------------
bn254_phase "vectors: sp1_bn254.elf in SP1's executor against Expected and rvsim --sp1"
bn254_zkvm_files
jobs_list="$out/jobs.txt"
: >"$jobs_list"
order=(rv64-gcc rv64-hooks)
((v5)) && order=(rv32-gcc rv64-gcc rv32-hooks rv64-hooks) # the long ones first: v5 is the slowest
# The SDK's report on every vector but rv64-gcc's: v6 computes it by replaying
# the run's trace in a GasEstimatingVM, 3.7 times the execution's CPU time
# (k33_true: 6.0 s against 1.6 s, 2-core AMD EPYC VM, 2026-12-04; for
# rv64-gcc's 1.6G instructions about 50 s of CPU), and on a build without
# precompiles it can only restate the clock (still checked on the table's
# inputs below). v5's report is free (run_fast fills it); rv64-hooks's has the
# syscalls rvsim must match.
# The software builds' short pairing file (see the top; also sp1_exec's):
# run_file BUILD FILE is the file BUILD runs in place of FILE.
short_pairing=$out/ecpairing-short.json
jq '[.[] | select((.Input | length) <= 2 * 384 or .Name == "k17_true" or .Name == "k33_true")]' \
    vectors/ecpairing.json >"$short_pairing"
run_file() {
    if [[ $1 == *-gcc && $2 == vectors/ecpairing.json ]]; then echo "$short_pairing"; else echo "$2"; fi
}
for op in ecpairing ecmul ecadd; do
    for b in "${order[@]}"; do
        report=report
        [ "$b" = rv64-gcc ] && report=-
        for f in ${files[$op]}; do
            echo "$b $op $(run_file "$b" "$f") $(sp1elf "$b" sp1_bn254) $report" >>"$jobs_list"
        done
    done
done
sp1_vector_job() { # build op file elf report|-
    local log t0=$SECONDS flags
    log="$out/log-$1-$2-$(basename "$3" .json)"
    flags=(--rvsim "$rvsim" --counts "$log.tsv")
    [ "$5" = report ] && flags+=(--report)
    if timeout 1800 "$host" vectors "${flags[@]}" "$4" "$2" "$3" >"$log.txt" 2>&1; then
        echo "ok   $1 $(tail -n 1 "$log.txt") [$((SECONDS - t0)) s]"
    else
        echo "FAIL $1 $2 $3 (log: $log.txt)"
        tail -n 20 "$log.txt"
    fi
}
export -f sp1_vector_job
export out rvsim host
xargs -P 2 -L 1 bash -c 'sp1_vector_job "$@"' _ <"$jobs_list" | tee "$out/vectors.txt"
grep -q '^FAIL' "$out/vectors.txt" && bn254_die "vector failures in SP1's executor"
echo "$(grep -c '^ok' "$out/vectors.txt") vector files passed (every build, outputs and counts)"

# ---- 5. the exec guests through test_vectors ----------------------------------------------
bn254_phase "vectors: the bn254 exec guests in SP1's executor (test_vectors exec)"
: >"$jobs_list"
# sp1_exec_zkvm without the pairing files: they are the run's longest (1.6G of
# its 1.65G instructions), and the pairing vectors already go through the
# same libbn254_zkvm.a in the same executor (sp1_bn254.elf, above: go-ethereum's
# file and our short one) and through guest_exec_zkvm of the same build under
# qemu (.ci/zkvm.sh, every vector, with its check that the ABI fails exactly
# where the API does). sp1_exec takes the short pairing file (see the top).
exec_runs=("rv64-gcc sp1_exec ecpairing ecmul ecadd" "rv64-gcc sp1_exec_zkvm ecmul ecadd")
for run in "${exec_runs[@]}"; do
    read -r b g ops <<<"$run"
    for op in $ops; do
        for f in ${files[$op]}; do
            echo "$b $g $op $(run_file "$b" "$f") $(sp1elf "$b" "$g")" >>"$jobs_list"
        done
    done
done
sp1_exec_job() { # build guest op file elf
    local log t0=$SECONDS
    log="$out/log-exec-$1-$2-$3-$(basename "$4" .json).txt"
    if timeout 1800 "$test_vectors" exec "$3" "$4" "$host" run "$5" >"$log" 2>&1; then
        echo "ok   $1 $2 $(tail -n 1 "$log") ($(basename "$4")) [$((SECONDS - t0)) s]"
    else
        echo "FAIL $1 $2 $3 $4 (log: $log)"
        tail -n 20 "$log"
    fi
}
export -f sp1_exec_job
export test_vectors
xargs -P 2 -L 1 bash -c 'sp1_exec_job "$@"' _ <"$jobs_list" | tee "$out/exec.txt"
grep -q '^FAIL' "$out/exec.txt" && bn254_die "exec guest failures in SP1's executor"
echo "$(grep -c '^ok' "$out/exec.txt") vector files passed through the exec guests"

# ---- 6. the table ------------------------------------------------------------------------------
bn254_phase "table: revm's inputs in SP1's executor"
bn254_revm_inputs "$out" "$cli" # $out/{ecadd,ecmul,ecpairing}.hint, expected[...]
tohex() { od -An -v -tx1 | tr -d ' \n'; } # bytes to hex digits
expected[ecpairing]=${expected[ecpairing]:62:2} # sp1_bn254 answers the word's last byte
declare -A cell
for b in "${builds[@]}"; do
    elf=$(sp1elf "$b" sp1_bn254)
    for op in ecadd ecmul ecpairing; do
        got=$("$host" run --report --stats-json "$out/stats.json" --hint "$out/$op.hint" "$elf" | tohex)
        [ "$got" = "${expected[$op]}" ] || bn254_die "$b $op: wrong answer $got"
        [ "$(jq -r '.instructions == .sdk.total_instruction_count' "$out/stats.json")" = true ] ||
            bn254_die "$b $op: the executor's clock is not the SDK report's instruction count"
        "$rvsim" --sp1 --stats-json "$out/rvsim.json" --hint "$out/$op.hint" "$elf" >/dev/null
        call=$(jq -r '.regions[0].instructions' "$out/stats.json")
        rv_call=$(jq -r '.regions[0].instructions' "$out/rvsim.json")
        [ "$call" = "$rv_call" ] || bn254_die "$b $op: SP1 counts $call, rvsim $rv_call"
        cell[$b.$op]="$call / $(jq -r '.sdk.cycles' "$out/stats.json")"
        cell[$b.$op.gas]=$(jq -r '.sdk.gas // ""' "$out/stats.json")
        cell[$b.$op.calls]=$(jq -r '.regions[0].hooks | to_entries |
            map(select(.value > 0) | "\(.key | sub("^bn254_"; "")) \(.value)") | join(", ")' "$out/rvsim.json")
    done
    [[ $b == *-hooks ]] && continue
    "$host" run --stats-json "$out/stats.json" "$(sp1elf "$b" sp1_fpmul)" </dev/null >/dev/null
    for r in fp_mul_x1000 fp_sqr_x1000 fp_inv_x16; do
        n=${r##*_x}
        total=$(jq -r --arg r "$r" '.regions[] | select(.name == $r) | .instructions' "$out/stats.json")
        cell[$b.${r%_x*}]=$(( (total + n / 2) / n ))
    done
done
fmt() { bn254_fmt "$1"; }
sp1v6=$("$host" --version | sed -n 1p)
sp1v5=$("$host" --version | sed -n 2p)
gcc_version=$(riscv64-unknown-elf-gcc -dumpversion)
{
    echo "| call: cycle-tracker count / SDK cycles of the run | rv64im, software | rv64im, SP1 precompiles | rv32im, software | rv32im, SP1 precompiles | SP1 book: substrate-bn / patched (rv32im, v4) |"
    echo "|---|---:|---:|---:|---:|---:|"
    for row in "ecadd:ecadd (chfast1):170,298 / 111,615" \
               "ecmul:ecmul (chfast1 point, revm's 251-bit scalar):1,860,836 / 243,830" \
               "ecpairing:ecpairing (jeff1, 2 pairs):255,627,625 / 11,528,503"; do
        IFS=: read -r key label book <<<"$row"
        echo "| $label | $(fmt "${cell[rv64-gcc.$key]:-}") | $(fmt "${cell[rv64-hooks.$key]:-}") | $(fmt "${cell[rv32-gcc.$key]:-}") | $(fmt "${cell[rv32-hooks.$key]:-}") | $book |"
    done
    for row in "fp_mul:Fp multiplication" "fp_sqr:Fp squaring" "fp_inv:Fp inversion"; do
        key=${row%%:*}
        echo "| ${row#*:} (instructions) | $(fmt "${cell[rv64-gcc.$key]:-}") | | $(fmt "${cell[rv32-gcc.$key]:-}") | | |"
    done
    echo
    echo "Precompile calls of one call (SP1 syscalls; rvsim --sp1 counts them by kind):"
    echo
    echo "| call | rv64im (SP1 v6) | rv32im (SP1 v5) | SP1 v6 gas of the run: software / precompiles |"
    echo "|---|---|---|---:|"
    for op in ecadd ecmul ecpairing; do
        echo "| $op | ${cell[rv64-hooks.$op.calls]:-} | ${cell[rv32-hooks.$op.calls]:-} | $(fmt "${cell[rv64-gcc.$op.gas]:-}") / $(fmt "${cell[rv64-hooks.$op.gas]:-}") |"
    done
    echo
    echo "Counted by SP1's executor: rv64im by $sp1v6 (SP1 v6), rv32im by $sp1v5"
    echo "(SP1 v5); the first number is the call alone (SP1's cycle tracker around it: every"
    echo "instruction from the start line's ECALL to the end line's), equal to rvsim --sp1's on"
    echo "the same ELF; the second the whole run as SP1's SDK reports it (total_instruction_count +"
    echo "total_syscall_count; v6 counts only precompile calls as syscalls, v5 every ECALL)."
    echo "Guests: zkvm/sp1/guest/sp1_bn254.c on libbn254_zkvm.a, gcc $gcc_version -O3, the portable backend (c32 on rv32, c64 on rv64);"
    echo "software: the default backend; SP1 precompiles: the hooks backend with the Fp2 and G1"
    echo "hooks on SP1's BN254 Fp, Fp2 and curve precompiles. The SP1 book's column is revm's"
    echo "run_add/run_mul/run_pair on its own test inputs (SP1 v3/v4 book, patched-crates.md)."
} | tee "$out/table.md"
