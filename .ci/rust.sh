#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/rust.sh: the Rust binding (bindings/rust) with rustup's toolchain and
# crates.io, every build --locked against the committed Cargo.lock files, one
# shared target folder (build/rust/target):
#  1. library workspace (bn254-precompiles-sys in bn254-sys/,
#     bn254-precompiles in bn254/): cargo test (every vector, the
#     differential tests, the doc test), the install example, the
#     no-default-features builds, the revm-named bench once per case;
#  2. the same tests with the crates' rust-version toolchain (rustup, minimal
#     profile; skipped, saying why, if rustup cannot download it);
#  3. no_std: the #![no_std] static library on the host, and for
#     wasm32-unknown-unknown (rustup target + clang; skipped, saying why, if
#     the target cannot be downloaded);
#  4. cargo publish --dry-run of both crates (cargo packs and builds them),
#     then the tests of the unpacked .crate files, in a folder outside the
#     checkout;
#  5. revm-test (its own workspace): revm 43 with our provider installed
#     (entry points + transactions vs revm's default backend in another
#     process, provider vs DefaultCrypto and substrate-bn), alloy-evm's
#     PrecompilesMap route, gnark's Solidity verifiers of vectors/verifiers
#     with each BN254 backend (every valid and mutated proof, against revm
#     untouched in another process), the criterion bench once per benchmark
#     (test mode; the verifier calls too), and the bench table script on
#     one input (--quick);
#  6. solana-test (its own workspace): bn254_precompiles::solana against solana-bn254
#     3.2.1 (the crate Agave's syscalls wrap) on the random and adversarial
#     corpus, solana-bn254's own vectors (its repository's JSON files when a
#     checkout is at $BN254_SOLANA_SDK or ../peers/solana-sdk, else SKIPPED;
#     the crate source's points always), the criterion bench once;
#  7. the READMEs' Rust snippets (tools/check_snippets.py).
# Prints the vector/random/mismatch counts of every consumer test.
# Needs go-ethereum's vectors ($BN254_GETH_VECTORS or ../shared/vectors).
# CARGO_HOME: .ci/lib.sh's (build/cache/cargo unless set: a clean clone
# downloads every crate from crates.io; set it to ~/.cargo to reuse a cache).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bn254_geth_vectors --require

bn254_caches
out="$BN254_ROOT/build/rust"
mkdir -p "$out"
export CARGO_TARGET_DIR="$out/target" BN254_REQUIRE_GETH_VECTORS=1 RUSTFLAGS="-D warnings"
rs="$BN254_ROOT/bindings/rust"
msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' "$rs/bn254/Cargo.toml")
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$rs/bn254/Cargo.toml")
# The tests' count lines, printed again at the end.
counts="$out/counts.txt"
: >"$counts"
# counted LABEL PATTERN COMMAND...: runs COMMAND (output shown in full) and
# keeps the lines of its output that match PATTERN, prefixed with LABEL.
counted() {
    local label=$1 pattern=$2
    shift 2
    "$@" 2>&1 | tee "$out/last.log"
    grep -E "$pattern" "$out/last.log" | sed "s/^/$label: /" >>"$counts" || true
}
lib_counts='^(Add|Mul|Pairing): [0-9]+ (vectors|inputs)|^test result: [a-zA-Z]+\. [1-9]'

bn254_phase "1. library workspace: cargo test (vectors, differential, doc test), example, bench once"
echo "$(cargo --version), $(rustc --version)"
(
    cd "$rs"
    counted "bn254 (stable)" "$lib_counts" cargo test --locked -- --show-output
    cargo run --locked --example revm_install
    cargo build --locked -p bn254-precompiles --no-default-features
    cargo build --locked -p bn254-precompiles --no-default-features --features alloc
    cargo test --locked --bench revm_names -- --quick | tail -n 4
)

bn254_phase "2. library workspace with Rust $msrv (rust-version)"
if rustup toolchain install "$msrv" --profile minimal >"$out/rustup-msrv.log" 2>&1; then
    (cd "$rs" && counted "bn254 (Rust $msrv)" "$lib_counts" cargo "+$msrv" test --locked -- --show-output)
else
    echo "SKIPPED: rustup could not install Rust $msrv (no download?):"
    tail -n 3 "$out/rustup-msrv.log"
fi

bn254_phase "3. no_std: host static library, wasm32-unknown-unknown"
cargo build --locked --manifest-path "$rs/nostd-check/Cargo.toml"
if rustup target add wasm32-unknown-unknown >"$out/rustup-wasm.log" 2>&1; then
    bn254_apt clang llvm
    CC_wasm32_unknown_unknown=clang AR_wasm32_unknown_unknown=llvm-ar \
        cargo build --locked --manifest-path "$rs/nostd-check/Cargo.toml" --target wasm32-unknown-unknown
    lib="$CARGO_TARGET_DIR/wasm32-unknown-unknown/debug/libbn254_nostd_check.a"
    llvm-nm "$lib" >"$out/wasm-nm.txt" 2>/dev/null || true
    for sym in bn254_nostd_check bn254_ecpairing; do
        grep -q " T $sym\$" "$out/wasm-nm.txt" || bn254_die "wasm32: $sym is not defined in $lib"
    done
    echo "wasm32-unknown-unknown: $lib defines bn254_nostd_check and bn254_ecpairing"
else
    echo "SKIPPED: the wasm32-unknown-unknown target could not be installed (no download?):"
    tail -n 3 "$out/rustup-wasm.log"
fi

bn254_phase "4. cargo publish --dry-run (both crates), then the .crate files' tests outside the checkout"
dirty=()
[ "${CI:-}" = true ] || dirty=(--allow-dirty) # a local run may have uncommitted edits
# Packs both crates, builds each packed copy (bn254-precompiles against the
# packed -sys crate through cargo's temporary registry) and stops before the
# upload.
(cd "$rs" && cargo publish --dry-run --workspace --locked "${dirty[@]}")
(cd "$rs" && cargo package --locked "${dirty[@]}" -p bn254-precompiles-sys --list) >"$out/sys.files"
grep -qx 'c/src/bn254.c' "$out/sys.files" || bn254_die "the -sys package does not carry c/src/bn254.c"
echo "bn254-precompiles-sys-$version.crate: $(grep -c '^c/' "$out/sys.files") C/assembly files under c/"
# Unpacked in a folder outside the checkout: the build script cannot fall
# back to the repository's sources there (its ../../.. is not a checkout).
unpacked=$(mktemp -d /tmp/bn254-crates.XXXXXX)
bn254_on_exit "rm -rf '$unpacked'"
for crate in bn254-precompiles-sys bn254-precompiles; do
    tar -xzf "$CARGO_TARGET_DIR/package/$crate-$version.crate" -C "$unpacked"
done
# bn254-precompiles needs bn254-precompiles-sys from crates.io: the unpacked one instead.
mkdir -p "$unpacked/bn254-precompiles-$version/.cargo"
printf '[patch.crates-io]\nbn254-precompiles-sys = { path = "../bn254-precompiles-sys-%s" }\n' "$version" \
    >"$unpacked/bn254-precompiles-$version/.cargo/config.toml"
(cd "$unpacked/bn254-precompiles-$version" && unset BN254_SRC_ROOT &&
    counted "unpacked bn254-precompiles-$version.crate" "$lib_counts" cargo test -- --show-output)

bn254_phase "5. revm-test: revm 43 install_crypto, alloy-evm PrecompilesMap, criterion once"
(
    cd "$rs/revm-test"
    counted "revm-test" '^(revm|alloy-evm): [0-9]+ vectors|^revm-verifiers: [0-9]+ verifier cases|^test result: [a-zA-Z]+\. [1-9]' \
        cargo test --release --locked -- --show-output
    n=$(cargo test --release --locked --bench backends 2>&1 | tee "$out/criterion-test.log" | grep -c '^Success$')
    [ "$n" -gt 0 ] || { cat "$out/criterion-test.log"; bn254_die "criterion: no benchmark ran"; }
    echo "criterion (test mode): $n benchmarks ran once each" | tee -a "$counts"
    ./bench.sh --quick 'ecadd/chfast1/' | tail -n 3
)

bn254_phase "6. solana-test: bn254_precompiles::solana vs solana-bn254 3.2.1 (differential, upstream vectors)"
(
    cd "$rs/solana-test"
    counted "solana-test" '^solana differential: |^solana-bn254 |^test result: [a-zA-Z]+\. [1-9]' \
        cargo test --release --locked -- --show-output
    n=$(cargo test --release --locked --bench solana 2>&1 | tee "$out/criterion-solana.log" | grep -c '^Success$')
    [ "$n" -gt 0 ] || { cat "$out/criterion-solana.log"; bn254_die "criterion (solana): no benchmark ran"; }
    echo "criterion (solana, test mode): $n benchmarks ran once each" | tee -a "$counts"
)

bn254_phase "7. the READMEs' Rust snippets (the revm one with revm-test's dependencies)"
python3 tools/check_snippets.py run --lang rust

bn254_phase "summary"
cat "$counts"
