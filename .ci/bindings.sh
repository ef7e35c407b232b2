#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# CI, bindings (called by .ci/run; runs alone too): builds and tests the
# Rust, Go and Python bindings (bindings/) from this checkout, offline, with
# Debian 12 packages only. From the repository root, as root; installs what
# is missing; exits non-zero on any failure. Sub-phases:
#  1. the C reference: `bn254 exec` from a CMake Release build, which the
#     Python differential test compares against;
#  2. Rust with Debian's cargo and rustc 1.63 (not a rustup toolchain that
#     may be first on PATH) and crates-io replaced by the Debian registry
#     directory (/usr/share/cargo/registry: librust-cc-dev): cargo test (every
#     vector, differential tests, doc test), the revm install example, the
#     revm-named bench (one call per case), the no_std checks (a no_std static
#     library on the host, and the crate built for wasm32-unknown-unknown with
#     clang and BN254_FREESTANDING);
#  3. Go with Debian's golang-go: gofmt, vet, go test (vectors, differential,
#     examples, asm wrappers up to date), the geth-named benchmarks once each,
#     a consumer module through `replace`, CGO_ENABLED=0 failing with the
#     package's message, and the vectors on arm64 under qemu (aarch64
#     kernels) when the cross compiler is there;
#  4. Python with Debian's python3 (not a pyenv one): pip install
#     --no-build-isolation into a venv, pytest (vectors, GIL, differential
#     against step 1), the bench script once (quick).
# Every test reads go-ethereum's vectors ($BN254_GETH_VECTORS, exported by
# .ci/run, else ../shared/vectors) and fails without them. Build products go
# to build/bindings/. BN254_BINDINGS_STEPS (e.g. "3 4") runs a subset; step
# 4 needs step 1's tool from this or an earlier run.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
start=$(date +%s)
last=$start
phase=""
# Prints how long the phase that ends took, then the name of the next one.
step() {
    local now
    now=$(date +%s)
    [ -z "$phase" ] || echo "=== .ci/bindings.sh: $phase: $((now - last)) s"
    phase=$1
    last=$now
    echo
    echo "=== .ci/bindings.sh: $phase (at $((now - start)) s)"
}

need=(cmake make gcc clang cargo rustc librust-cc-dev libstd-rust-dev-wasm32 golang-go
      python3-dev python3-setuptools python3-wheel python3-pytest python3-venv python3-pip)
if [ -x tools/apt-ensure.sh ]; then
    tools/apt-ensure.sh "${need[@]}"
else
    # Until tools/apt-ensure.sh is merged: the same rules, in short.
    missing=()
    for pkg in "${need[@]}"; do
        dpkg-query -W -f='${Status}\n' "$pkg" 2>/dev/null | grep -q 'ok installed' || missing+=("$pkg")
    done
    if ((${#missing[@]})); then
        sudo=""
        [ "$(id -u)" = 0 ] || sudo=sudo
        echo ".ci/bindings.sh: installing ${missing[*]}"
        $sudo apt-get update -q || echo ".ci/bindings.sh: apt-get update failed; trying anyway"
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o DPkg::Lock::Timeout=600 \
            "${missing[@]}"
    fi
fi

geth="${BN254_GETH_VECTORS:-$root/../shared/vectors}"
if [ ! -f "$geth/bn256Pairing.json" ]; then
    echo ".ci/bindings.sh: go-ethereum vectors not found in $geth" >&2
    exit 1
fi
export BN254_GETH_VECTORS="$(cd "$geth" && pwd)"
export BN254_REQUIRE_GETH_VECTORS=1
out="$root/build/bindings"
mkdir -p "$out"
want() { [[ " ${BN254_BINDINGS_STEPS:-1 2 3 4} " == *" $1 "* ]]; }
# Runs a command and prints its duration (the Rust phase has several builds).
timed() {
    local t0=$SECONDS
    "$@"
    echo "--- $((SECONDS - t0)) s: $*"
}

export BN254_CLI="$out/c/cli/bn254" BN254_REQUIRE_CLI=1
if want 1; then
step "1. C reference (bn254 exec, CMake Release)"
cmake -S . -B "$out/c" -DCMAKE_BUILD_TYPE=Release -DBN254_BUILD_TESTS=OFF -DBN254_WERROR=ON \
      >/dev/null
cmake --build "$out/c" --target bn254_cli -j2 >/dev/null
fi

if want 2; then
step "2. Rust"
echo "Debian $(/usr/bin/cargo --version), $(/usr/bin/rustc --version); crates-io: the Debian registry"
mkdir -p "$out/cargo-home"
cat >"$out/cargo-home/config.toml" <<'EOF'
[source.crates-io]
replace-with = "debian"
[source.debian]
directory = "/usr/share/cargo/registry"
[net]
offline = true
EOF
(
    export CARGO_HOME="$out/cargo-home" CARGO_TARGET_DIR="$out/rust" RUSTC=/usr/bin/rustc \
           RUSTDOC=/usr/bin/rustdoc RUSTFLAGS="-D warnings"
    cargo=/usr/bin/cargo
    cd bindings/rust
    timed $cargo test
    timed $cargo run --example revm_install
    $cargo build -p bn254 --no-default-features
    $cargo build -p bn254 --no-default-features --features alloc
    # The bench's code path, once per case (the test profile: C at -O3).
    timed $cargo test --bench revm_names -- --quick
    timed $cargo build --manifest-path nostd-check/Cargo.toml
    ar=$(command -v llvm-ar || command -v llvm-ar-14 || echo ar)
    CC_wasm32_unknown_unknown=clang AR_wasm32_unknown_unknown="$ar" \
        timed $cargo build --manifest-path nostd-check/Cargo.toml --target wasm32-unknown-unknown
)
fi

if want 3; then
step "3. Go"
go version
(
    export GOFLAGS=-mod=mod GOPROXY=off CGO_ENABLED=1 GOCACHE="$out/go-cache"
    cd bindings/go
    unformatted=$(gofmt -l .)
    if [ -n "$unformatted" ]; then
        echo "gofmt: $unformatted" >&2
        exit 1
    fi
    timed go vet ./...
    timed go test -count=1 ./...
    go test -count=1 -run '^$' -bench . -benchtime 1x ./... | grep -c '^Benchmark' |
        sed 's/^/benchmarks run once: /'
    # A module outside this one, through replace, as a client would use it.
    mkdir -p "$out/go-consumer"
    printf 'module consumer\n\ngo 1.19\n\nrequire bn254/bindings/go v0.0.0\n\nreplace bn254/bindings/go => %s\n' \
        "$root/bindings/go" >"$out/go-consumer/go.mod"
    printf 'package main\n\nimport bn254 "bn254/bindings/go"\n\nfunc main() { println(bn254.Backend()) }\n' \
        >"$out/go-consumer/main.go"
    (cd "$out/go-consumer" && timed go run .)
    if CGO_ENABLED=0 go build ./... >"$out/go-nocgo.log" 2>&1; then
        echo "CGO_ENABLED=0 build succeeded; it must fail" >&2
        exit 1
    fi
    grep -q 'bn254_needs_cgo__build_with_CGO_ENABLED_1_and_a_C_compiler' "$out/go-nocgo.log" ||
        { cat "$out/go-nocgo.log" >&2; exit 1; }
    echo "CGO_ENABLED=0: fails as intended: $(grep -m1 needs_cgo "$out/go-nocgo.log")"
    # The arm64 wrappers and define, under qemu, when .ci/cross.sh (earlier
    # in .ci/run) has installed the cross compiler; vectors only.
    if command -v aarch64-linux-gnu-gcc >/dev/null && command -v qemu-aarch64 >/dev/null; then
        GOARCH=arm64 CC=aarch64-linux-gnu-gcc timed go test -c -o "$out/go-arm64.test" .
        QEMU_LD_PREFIX=/usr/aarch64-linux-gnu qemu-aarch64 "$out/go-arm64.test" -test.v \
            -test.run 'Vectors|Backend' >"$out/go-arm64.log" 2>&1 ||
            { cat "$out/go-arm64.log" >&2; exit 1; }
        grep -q 'backend aarch64' "$out/go-arm64.log" ||
            { echo "arm64: not the aarch64 kernels" >&2; exit 1; }
        echo "arm64 under qemu: $(grep -c -- '--- PASS' "$out/go-arm64.log") tests and subtests passed, backend aarch64"
    else
        echo "arm64 under qemu: skipped (no aarch64-linux-gnu-gcc or qemu-aarch64)"
    fi
)
fi

if want 4; then
step "4. Python"
/usr/bin/python3 --version
(
    export PYTHONDONTWRITEBYTECODE=1
    rm -rf "$out/venv" "$out/python-setuptools"  # setuptools reuses objects across flag changes
    /usr/bin/python3 -m venv --system-site-packages "$out/venv"
    "$out/venv/bin/python" -m pip install -q --no-build-isolation --no-index bindings/python
    ls "$out"/venv/lib/python3*/site-packages/bn254*.so
    cd "$out"
    "$out/venv/bin/python" -m pytest -q -p no:cacheprovider "$root/bindings/python/tests"
    "$out/venv/bin/python" "$root/bindings/python/bench.py" --quick chfast1 jeff1
)
fi

step "done"
