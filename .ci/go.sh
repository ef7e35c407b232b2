#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/go.sh: the Go binding (bindings/go, module github.com/bn254/bn254 at the
# repository root) and its go-ethereum consumer test (bindings/go/gethtest,
# a module of its own pinning go-ethereum v1.17.10), with the go on PATH
# (Go 1.26) and modules from the module proxy, go.sum authoritative
# (GOFLAGS=-mod=readonly). Phases:
#  1. gofmt; the root module holds only the binding's package; go vet of
#     both modules;
#  2. the binding's tests (our and go-ethereum's vectors, differential
#     against the C API, concurrency and the concurrent mutation of the input,
#     examples, asm wrappers up to date), its benchmarks once each;
#  3. CGO_ENABLED=0 fails with the package's message;
#  4. consumers: a module outside the tree through `replace`, and one that
#     `go get`s github.com/bn254/bn254@v0.2.0 from a file proxy serving the
#     module zip of HEAD (what a proxy serves for a tag: only the module's
#     committed tree), both built and run;
#  5. gethtest: go-ethereum's vector files from the module cache, our files
#     against go-ethereum's contracts, the EVM differential (STATICCALL in two
#     EVMs), gnark's Solidity verifiers of vectors/verifiers in two EVMs
#     (every valid and mutated proof), fuzz seeds; and the pinned solc-js
#     (tools/verifiers, npm ci) still compiles those verifiers to the
#     committed bytecode (needs node and npm on the machine);
#  6. gethtest: each fuzz target for a fixed number of executions (about
#     20 s each; BN254_GO_FUZZTIME overrides);
#  7. gethtest: the side-by-side benchmarks once each (-benchtime 1x), as a
#     table (the precompiles and the whole verifier calls): the plumbing,
#     not numbers;
#  8. the binding's vectors and the concurrent-mutation test on arm64 under qemu (the
#     aarch64 kernels), with Debian's cross compiler.
# Caches: GOMODCACHE and GOCACHE (.ci/lib.sh: build/cache/go-mod and
# build/cache/go-build unless set); -modcacherw so rm -rf build/ works. BN254_GO_STEPS (e.g. "1 5") runs a subset.
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bn254_geth_vectors --require
bn254_apt gcc libc6-dev gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user

out=$BN254_ROOT/build/go
mkdir -p "$out"
bn254_caches # GOMODCACHE, GOCACHE: build/cache/go-mod, build/cache/go-build unless set
export GOFLAGS="-mod=readonly -modcacherw" GOTOOLCHAIN=local CGO_ENABLED=1
export BN254_REQUIRE_GETH_VECTORS=1
want() { [[ " ${BN254_GO_STEPS:-1 2 3 4 5 6 7 8} " == *" $1 "* ]]; }
gethtest=$BN254_ROOT/bindings/go/gethtest
tag=v$(tools/check_version.sh --print) # the release tag of this version
echo "$(go version); GOMODCACHE=$GOMODCACHE GOCACHE=$GOCACHE"

# go test -v output -> the log, and one line of counts; fails on a failure.
# Summary lines the tests print ("name: N vectors ..., K mismatches") are shown.
gotest() {
    local log=$1 label=$2
    shift 2
    if ! go test -v "$@" >"$log" 2>&1; then
        grep -E -- '--- FAIL|^FAIL|panic:|mismatches' "$log" | head -40 >&2 || true
        tail -20 "$log" >&2
        bn254_die "$label: failed (log: $log)"
    fi
    grep -E '^[a-z0-9-]+: [0-9]+ .*mismatches' "$log" || true
    echo "$label: $(grep -c -- '^--- PASS' "$log") tests and $(grep -c -- '^ .*--- PASS' "$log") subtests passed, $(grep -c -- '--- SKIP' "$log") skipped, 0 failed"
}

# The packages of the root module. It must hold only the binding: a folder
# with Go code and no go.mod of its own would become part of the module every
# `go get` downloads, with its dependencies. A module zip carries the
# committed tree only, so the folders come from git, each belonging to the
# nearest go.mod above it (`go list ./...` would also walk the untracked
# build/, where CI keeps the registries' caches). Called with its output
# redirected, never in a pipe, so that bn254_die stops the script.
root_packages() {
    local d up
    while read -r d; do
        up=$d
        while [ "$up" != . ] && [ ! -f "$up/go.mod" ]; do up=$(dirname "$up"); done
        [ "$up" = . ] || continue # in a module of its own
        case $d in
        bindings/go) echo "github.com/bn254/bn254/$d" ;;
        *) bn254_die "the root module holds $d: give its folder a go.mod of its own" ;;
        esac
    done < <(git -C "$BN254_ROOT" ls-files '*.go' | xargs -r -n1 dirname | sort -u)
}

if want 1; then
    bn254_phase "1. gofmt, the root module's packages, go vet"
    unformatted=$(gofmt -l bindings/go)
    [ -z "$unformatted" ] || bn254_die "gofmt: $unformatted"
    root_packages >"$out/root-packages.txt"
    mapfile -t pkgs <"$out/root-packages.txt"
    ((${#pkgs[@]} == 1)) || bn254_die "root module packages: ${pkgs[*]}"
    echo "root module github.com/bn254/bn254: ${pkgs[*]}"
    go vet "${pkgs[@]}"
    (cd "$gethtest" && go vet ./...)
    echo "gofmt and go vet: clean"
fi

if want 2; then
    bn254_phase "2. the binding: go test, benchmarks once"
    go env CC CGO_CFLAGS | tr '\n' ' '
    echo
    gotest "$out/binding-test.log" "binding" -count=1 ./bindings/go/...
    grep -E 'mutation_test.go.*calls,' "$out/binding-test.log" | sed 's/^ *mutation_test.go:[0-9]*: /concurrent mutation: /'
    go test -count=1 -run '^$' -bench . -benchtime 1x ./bindings/go/ >"$out/binding-bench.log" 2>&1 ||
        { cat "$out/binding-bench.log" >&2; bn254_die "binding benchmarks failed"; }
    echo "binding benchmarks run once: $(grep -c '^Benchmark' "$out/binding-bench.log")"
fi

if want 3; then
    bn254_phase "3. CGO_ENABLED=0 fails with the package's message"
    if CGO_ENABLED=0 go build ./bindings/go/ >"$out/nocgo.log" 2>&1; then
        bn254_die "CGO_ENABLED=0 build succeeded; it must fail"
    fi
    grep -q 'bn254_needs_cgo__build_with_CGO_ENABLED_1_and_a_C_compiler' "$out/nocgo.log" ||
        { cat "$out/nocgo.log" >&2; bn254_die "CGO_ENABLED=0: not the package's message"; }
    echo "CGO_ENABLED=0: fails as intended: $(grep -m1 needs_cgo "$out/nocgo.log")"
fi

if want 4; then
    bn254_phase "4. consumers: replace, and go get from a file proxy of HEAD"
    consumer_main='package main

import (
	"fmt"
	"os"

	bn254 "github.com/bn254/bn254/bindings/go"
)

// 2 * (1, 2) by ecmul: the x word starts 030644e7 (EIP-196 test values).
func main() {
	in := make([]byte, 96)
	in[31], in[63], in[95] = 1, 2, 2
	out, err := bn254.ScalarMul(in)
	if err != nil || fmt.Sprintf("%x", out[:4]) != "030644e7" {
		fmt.Println("wrong answer", err)
		os.Exit(1)
	}
	fmt.Println("ok, backend", bn254.Backend())
}
'
    rm -rf "$out/consumer-replace" "$out/consumer-proxy" "$out/proxy" "$out/modsrc"
    mkdir -p "$out/consumer-replace" "$out/consumer-proxy"
    printf 'module consumer\n\ngo 1.19\n\nrequire github.com/bn254/bn254 %s\n\nreplace github.com/bn254/bn254 => %s\n' \
        "$tag" "$BN254_ROOT" >"$out/consumer-replace/go.mod"
    printf '%s' "$consumer_main" >"$out/consumer-replace/main.go"
    echo "replace: $(cd "$out/consumer-replace" && go run .)"
    # The module zip of HEAD (committed files only) from a clone: what the
    # proxy would serve for the tag.
    git clone -q --no-checkout "$BN254_ROOT" "$out/modsrc"
    (cd "$gethtest" && go run ./cmd/modproxy -repo "$out/modsrc" -rev HEAD -version "$tag" -out "$out/proxy")
    printf '%s' "$consumer_main" >"$out/consumer-proxy/main.go"
    (
        cd "$out/consumer-proxy"
        # Its own module cache: the served tag must not mix with a real one.
        export GOPROXY=file://$out/proxy GONOSUMDB=github.com/bn254 GOMODCACHE=$out/proxy-modcache
        export GOFLAGS=-modcacherw
        printf 'module consumer\n\ngo 1.19\n' >go.mod
        go get "github.com/bn254/bn254@$tag" 2>&1 | grep -v '^go: downloading' || true
        echo "go get github.com/bn254/bn254@$tag: $(go run .)"
    )
    # bindings/go/README.md's snippets: the usage program (replace), the
    # go-ethereum one compiled with gethtest's go.mod and go.sum.
    python3 tools/check_snippets.py run --lang go
fi

if want 5; then
    bn254_phase "5. gethtest: vector files, EVM differential, fuzz seeds"
    (cd "$gethtest" && go list -m -f 'gethtest: {{.Path}} {{.Version}}' \
        github.com/ethereum/go-ethereum github.com/consensys/gnark-crypto)
    (cd "$gethtest" && gotest "$out/gethtest.log" "gethtest" -count=1 .)
    command -v node >/dev/null && command -v npm >/dev/null ||
        bn254_die "node and npm are needed to check vectors/verifiers' bytecode (tools/verifiers)"
    (
        cd tools/verifiers
        npm ci --no-audit --no-fund --ignore-scripts --silent
        node compile.mjs --check ../../vectors/verifiers
    )
fi

if want 6; then
    # Budgets are execution counts, about 20 s each on a quiet 2-core
    # machine: a duration (-fuzztime 20s) races Go's fuzzing coordinator
    # against its own deadline (go.dev/issue/75804, not fixed in Go 1.26) and,
    # when the workers are starved by the other CI phases, fails the target
    # with a bare "context deadline exceeded" and no input. A count has no
    # deadline; -timeout bounds a hang. BN254_GO_FUZZTIME (a count "Nx" or a
    # duration) replaces every budget. -tags bn254fuzz: go test -fuzz
    # instruments every package the test program links, and the targets need
    # go-ethereum's precompiles (core/vm) only, not the EVM and state of
    # evm_test.go and verifiers_test.go (step 5 runs those), which the tag
    # leaves out: 276 packages instead of 361, a cold instrumented build in
    # 119 s instead of 170 s (2 cores beside another CI phase, 2026-12-07).
    bn254_phase "6. gethtest: fuzz, ${BN254_GO_FUZZTIME:-a fixed count} per target"
    (
        cd "$gethtest"
        for entry in FuzzBn256Add=130000x FuzzBn256ScalarMul=180000x \
                     FuzzBn256Pairing=100000x FuzzBn256PairingScalars=10000x; do
            target=${entry%=*}
            log=$out/fuzz-$target.log
            fuzztime=${BN254_GO_FUZZTIME:-${entry#*=}}
            if ! go test -tags bn254fuzz -run '^$' -fuzz "^$target\$" -fuzztime "$fuzztime" \
                -timeout 10m . >"$log" 2>&1; then
                tail -30 "$log" >&2
                [[ -d testdata/fuzz/$target ]] ||
                    bn254_die "$target: go test failed and wrote no input (log: $log)"
                bn254_die "$target: a difference from go-ethereum (testdata/fuzz/$target holds the input)"
            fi
            last=$(grep -E '^fuzz: elapsed' "$log" | tail -1)
            echo "$target: ${last#fuzz: }, 0 mismatches"
        done
    )
fi

if want 7; then
    bn254_phase "7. gethtest: side-by-side benchmarks once (plumbing; numbers meaningless)"
    "$gethtest/bench.sh" 1x 1 2>"$out/gethtest-bench.err" >"$out/gethtest-table.md" ||
        { cat "$out/gethtest-bench.err" >&2; bn254_die "gethtest benchmarks failed"; }
    cases=$(grep -c '^| Bn256' "$out/gethtest-table.md")
    ((cases > 40)) || bn254_die "benchmark table: only $cases cases"
    verifiers=$(grep -c '^| Verifier' "$out/gethtest-table.md")
    ((verifiers == $(ls vectors/verifiers/*-*.json | wc -l))) ||
        bn254_die "benchmark table: $verifiers verifier rows"
    head -n 14 "$out/gethtest-table.md"
    echo "... ($cases cases, table in build/go/gethtest-table.md)"
fi

if want 8; then
    bn254_phase "8. arm64 under qemu: vectors and the concurrent mutation (aarch64 kernels)"
    if command -v aarch64-linux-gnu-gcc >/dev/null && command -v qemu-aarch64 >/dev/null; then
        GOARCH=arm64 CC=aarch64-linux-gnu-gcc go test -c -o "$out/arm64.test" ./bindings/go/
        (
            cd bindings/go
            QEMU_LD_PREFIX=/usr/aarch64-linux-gnu qemu-aarch64 "$out/arm64.test" -test.v \
                -test.run 'Vectors|Backend|ConcurrentMutation' >"$out/arm64.log" 2>&1
        ) || { tail -30 "$out/arm64.log" >&2; bn254_die "arm64 under qemu: failed (log: $out/arm64.log)"; }
        grep -q 'backend aarch64' "$out/arm64.log" || bn254_die "arm64: not the aarch64 kernels"
        echo "arm64 under qemu: $(grep -c -- '--- PASS' "$out/arm64.log") tests and subtests passed, backend aarch64"
    else
        bn254_die "arm64: no aarch64-linux-gnu-gcc or qemu-aarch64 after installing them"
    fi
fi
