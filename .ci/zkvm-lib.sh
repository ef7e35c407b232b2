# SPDX-License-Identifier: MIT
# shellcheck shell=bash disable=SC2034 # files, input, expected: for the scripts that source it
# .ci/zkvm-lib.sh: what .ci/zkvm.sh and .ci/sp1.sh share, so that each is
# written once (sourced after .ci/lib.sh; zkvm/rvsim/crosscheck.sh takes the
# inputs from here too):
#
#   bn254_zkvm_files        declares the associative array `files`: per
#                           operation, the vector files every guest runs (ours,
#                           then go-ethereum's from $BN254_GETH_VECTORS)
#   bn254_revm_inputs DIR [CLI]
#                           the inputs of the instruction tables, revm's
#                           benchmark inputs (crates/precompile/benches/
#                           eip1962.rs): ecadd is go-ethereum's chfast1, ecmul
#                           chfast1's first point (x1, y1) times chfast1's last
#                           word (y2, a 251-bit scalar), ecpairing jeff1 (2
#                           pairs); and k17, our k17_true (17 pairs, past the
#                           library's batch of 16). Declares `input` (hex) and
#                           `expected` (the output's hex: go-ethereum's and our
#                           Expected; ecmul's from CLI, the host build's bn254
#                           tool, when given: there is no independent answer for
#                           that input, and every guest must reproduce the
#                           host's), and writes DIR/OP.in (`bn254 exec` lines)
#                           and DIR/OP.hint (mode byte || input, the input of
#                           sp1_bn254.elf) for OP in ecadd ecmul ecpairing k17
#   bn254_guest_build NAME TARGET...
#                           configures build/zkvm/NAME, one of the guest trees
#                           below, and builds TARGET..., holding
#                           build/zkvm/NAME.lock (the zkvm and sp1 phases run
#                           side by side and share the trees: each library is
#                           compiled once per run); fails on a compiler warning
#                           outside src/ (the library's own are the main jobs')
#   bn254_fmt N             N with thousands separators (also inside text)
#
# The guest trees (Release, BN254_FREESTANDING=ON, BN254_BUILD_GUESTS=ON; the
# default backend is c32 on rv32 and c64 on rv64):
#   rv32-gcc, rv64-gcc      Debian's riscv64-unknown-elf-gcc
#   rv32-clang              clang (cmake/toolchains/riscv32-elf-clang.cmake)
#   rv32-hooks, rv64-hooks  gcc, the hooks backend with the Fp2 and G1 hooks
#   rv32-hooks-field        gcc, the hooks backend with the field hooks alone
# (A script may add a tree of its own to bn254_guest_toolchain and
# bn254_guest_args before building it.)

bn254_zkvm_files() {
    declare -gA files=([ecadd]="vectors/ecadd.json $BN254_GETH_VECTORS/bn256Add.json"
                       [ecmul]="vectors/ecmul.json $BN254_GETH_VECTORS/bn256ScalarMul.json"
                       [ecpairing]="vectors/ecpairing.json $BN254_GETH_VECTORS/bn256Pairing.json")
}

bn254_revm_inputs() {
    local dir=$1 cli=${2:-} geth=$BN254_GETH_VECTORS op mode
    local add add_expected
    add=$(jq -r '.[] | select(.Name == "chfast1") | .Input' "$geth/bn256Add.json")
    add_expected=$(jq -r '.[] | select(.Name == "chfast1") | .Expected' "$geth/bn256Add.json")
    declare -gA input=([ecadd]="$add" [ecmul]="${add:0:128}${add:192:64}")
    input[ecpairing]=$(jq -r '.[] | select(.Name == "jeff1") | .Input' "$geth/bn256Pairing.json")
    input[k17]=$(jq -r '.[] | select(.Name == "k17_true") | .Input' vectors/ecpairing.json)
    declare -gA expected=([ecadd]="$add_expected")
    expected[ecpairing]=$(jq -r '.[] | select(.Name == "jeff1") | .Expected' "$geth/bn256Pairing.json")
    expected[k17]=$(jq -r '.[] | select(.Name == "k17_true") | .Expected' vectors/ecpairing.json)
    if [ -n "$cli" ]; then
        expected[ecmul]=$(printf 'ecmul %s\n' "${input[ecmul]}" | "$cli" exec)
    fi
    mkdir -p "$dir"
    for op in ecadd ecmul ecpairing k17; do
        [ -n "${input[$op]}" ] || bn254_die "revm input $op not found"
        mode=02
        [ "$op" = ecadd ] && mode=00
        [ "$op" = ecmul ] && mode=01
        printf '%s %s\n' "${op/k17/ecpairing}" "${input[$op]}" >"$dir/$op.in"
        # shellcheck disable=SC2001 # sed's &: in ${//} it needs bash 5.2 (patsub_replacement)
        printf '%b' "$(sed 's/../\\x&/g' <<<"$mode${input[$op]}")" >"$dir/$op.hint"
    done
}

declare -gA bn254_guest_toolchain=([rv32-gcc]=riscv32-elf [rv64-gcc]=riscv64-elf
    [rv32-clang]=riscv32-elf-clang [rv32-hooks]=riscv32-elf [rv64-hooks]=riscv64-elf
    [rv32-hooks-field]=riscv32-elf)
declare -gA bn254_guest_args=(
    [rv32-hooks]="-DBN254_BACKEND=hooks -DBN254_HOOKS_FP2=ON -DBN254_HOOKS_G1=ON"
    [rv64-hooks]="-DBN254_BACKEND=hooks -DBN254_HOOKS_FP2=ON -DBN254_HOOKS_G1=ON"
    [rv32-hooks-field]="-DBN254_BACKEND=hooks")

bn254_guest_build() {
    local name=$1 tree=build/zkvm/$1 args
    shift
    [ -n "${bn254_guest_toolchain[$name]:-}" ] || bn254_die "no guest tree $name"
    read -r -a args <<<"${bn254_guest_args[$name]:-}"
    mkdir -p build/zkvm
    (
        flock 9
        cmake -S . -B "$tree" --toolchain "cmake/toolchains/${bn254_guest_toolchain[$name]}.cmake" \
              -DCMAKE_BUILD_TYPE=Release -DBN254_FREESTANDING=ON -DBN254_BUILD_GUESTS=ON \
              ${args[@]+"${args[@]}"} >"$tree-configure.log"
        cmake --build "$tree" -j"$BN254_JOBS" --target "$@" >"$tree-build.log" 2>&1 ||
            { cat "$tree-build.log"; bn254_die "the $name guest build failed"; }
        if grep -E '(warning|error):' "$tree-build.log" | grep -v '/src/' | grep -q .; then
            grep -E '(warning|error):' "$tree-build.log"
            bn254_die "warnings outside src/ in the $name build (above; $tree-build.log)"
        fi
        grep -E 'warning:' "$tree-build.log" || true
    ) 9>"build/zkvm/$name.lock"
}

bn254_fmt() {
    echo "$1" | sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|[^0-9]\)/\1,\2\3/' -e 'ta'
}
