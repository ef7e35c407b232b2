#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# crosscheck.sh: rvsim against qemu-user on a few small guests, rv32im and
# rv64im. For each program it compares
#   - the output (stdout) under rvsim with the output under qemu, and
#   - rvsim's instruction count with qemu's: qemu-riscv32/64 -singlestep
#     makes every translation block one instruction, and -d nochain,exec logs
#     one "Trace" line each time a block runs (nochain: also when blocks
#     would jump to each other directly), so the number of Trace lines is the
#     number of instructions executed, ECALLs included, as rvsim counts them.
# Debian's qemu-user 7.2 ships no TCG plugins (no libinsn.so), hence the log.
# Programs: zkvm/rvsim/check/isa_check.c (every RV32IM/RV64IM operation on
# edge operands, results hashed and printed), and zkvm/guest/guest_exec.c
# with the library (no input; ecadd and ecmul of revm's benchmark inputs,
# built from go-ethereum's chfast1 vector, or our first vectors if that file is
# not there). Everything is built here with one gcc command per program
# (riscv64-unknown-elf-gcc, -O2), into build/crosscheck.
# Needs: gcc-riscv64-unknown-elf, qemu-user, jq, a host cc. Not run in CI
# (the log of the rv32 ecmul has 3-4 million lines): run it by hand,
#   zkvm/rvsim/crosscheck.sh
# Exit status 0 when every output and every count agree.
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../.ci/lib.sh" # BN254_ROOT, cd there, helpers
out=build/crosscheck
mkdir -p "$out"

for tool in riscv64-unknown-elf-gcc qemu-riscv32 qemu-riscv64 jq cc; do
    command -v "$tool" >/dev/null || { echo "crosscheck: $tool not found" >&2; exit 2; }
done

cc -O2 -std=c99 -o "$out/rvsim" zkvm/rvsim/rvsim.c

# Inputs: revm's ecadd and ecmul benchmark inputs, as the CI's instruction
# tables take them (.ci/zkvm-lib.sh, bn254_revm_inputs: go-ethereum's chfast1,
# and its first point times its last word), or our first ecadd vector.
bn254_geth_vectors
if [ -n "$BN254_GETH_VECTORS" ]; then
    # shellcheck source=.ci/zkvm-lib.sh
    source "$BN254_ROOT/.ci/zkvm-lib.sh"
    bn254_revm_inputs "$out" # $out/ecadd.in, $out/ecmul.in (and the pairing inputs)
    source_note="go-ethereum chfast1"
else
    add=$(jq -r '.[0].Input' vectors/ecadd.json)
    source_note="vectors/ecadd.json (first vector)"
    printf 'ecadd %s\n' "$add" >"$out/ecadd.in"
    printf 'ecmul %s\n' "${add:0:128}${add:192:64}" >"$out/ecmul.in"
fi
: >"$out/empty.in"

rt="zkvm/guest/start.S zkvm/guest/guest_sys.c zkvm/guest/guest_mem.c"
fail=0
printf '%-6s %-22s %14s %14s  %s\n' arch program rvsim qemu result
for xlen in 32 64; do
    abi=ilp32 backend=C32 # as CMake's BN254_BACKEND=AUTO: no __int128 on rv32
    [ "$xlen" = 64 ] && abi=lp64 backend=C64
    flags="-march=rv${xlen}im -mabi=$abi -O2 -ffreestanding -fno-builtin -nostdlib -static"
    libgcc=$(riscv64-unknown-elf-gcc -march=rv${xlen}im -mabi=$abi -print-libgcc-file-name)
    # shellcheck disable=SC2086 # flags and rt are word lists
    riscv64-unknown-elf-gcc $flags -Izkvm/guest -T zkvm/guest/guest.ld -o "$out/isa$xlen.elf" \
        $rt zkvm/rvsim/check/isa_check.c "$libgcc"
    # shellcheck disable=SC2086
    riscv64-unknown-elf-gcc $flags -DBN254_FREESTANDING -DBN254_BACKEND_$backend -Iinclude -Izkvm/guest -T zkvm/guest/guest.ld \
        -o "$out/exec$xlen.elf" $rt zkvm/guest/guest_exec.c src/bn254.c "$libgcc"

    for case in "isa$xlen.elf empty" "exec$xlen.elf empty" "exec$xlen.elf ecadd" "exec$xlen.elf ecmul"; do
        read -r elf input <<<"$case"
        "$out/rvsim" --stats-json "$out/stats.json" "$out/$elf" <"$out/$input.in" >"$out/rvsim.out"
        r=$(jq .instructions "$out/stats.json")
        q=$({ "qemu-riscv$xlen" -singlestep -d nochain,exec "$out/$elf" <"$out/$input.in" \
                2>&1 >"$out/qemu.out" || true; } | grep -c '^Trace' || true)
        result=ok
        if ! cmp -s "$out/rvsim.out" "$out/qemu.out"; then
            result="OUTPUT DIFFERS"
            fail=1
        elif [ "$r" != "$q" ]; then
            result="COUNT DIFFERS"
            fail=1
        fi
        printf '%-6s %-22s %14s %14s  %s\n' "rv${xlen}im" "${elf%.elf}/${input}" "$r" "$q" "$result"
    done
done
echo "inputs: $source_note; programs built with riscv64-unknown-elf-gcc -O2"
exit "$fail"
