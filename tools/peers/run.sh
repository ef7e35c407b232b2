#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# tools/peers/run.sh: bn254 beside other libraries, from one run on this
# machine. Builds our library and, from LOCAL checkouts given by path, mcl
# (herumi/mcl) and gnark-crypto (Consensys/gnark-crypto); builds the small
# harnesses of this folder against them (ours: peer_bn254.c, mcl:
# peer_mcl.c, both on harness.c; gnark-crypto: gnark/main.go); checks every
# harness on go-ethereum's vectors and ours (error cases included); times
# the same vectors and micro benchmarks in each; prints one table. It
# downloads nothing: README ("Comparing with other libraries") says how to
# get the checkouts. Peer code is built under the build folder only; the
# checkouts are not modified.
#
#   tools/peers/run.sh [--mcl DIR] [--gnark DIR] [options]
#
#   --mcl DIR          mcl checkout (or $BN254_PEERS_MCL)
#   --gnark DIR        gnark-crypto checkout (or $BN254_PEERS_GNARK)
#   --go-dep PATH=DIR  a Go package gnark-crypto imports that Debian does not
#                      ship, as a local checkout (repeatable; or
#                      $BN254_PEERS_GO_DEPS, space-separated). Default: the
#                      folders bavard, addchain and tmplfunc beside the
#                      gnark-crypto checkout, for github.com/consensys/bavard,
#                      github.com/mmcloughlin/addchain and rsc.io/tmplfunc.
#   --vectors DIR      go-ethereum's vector files (or $BN254_GETH_VECTORS,
#                      default ../shared/vectors beside the repository)
#   --build DIR        output folder (default build/peers)
#   --bn254-build DIR  use this configured bn254 build tree (with
#                      BN254_BUILD_BENCH=ON) instead of <build>/bn254
#   --min-time S       seconds of CPU per batch, at least (default 0.2)
#   --batches N        batches per case, one per round (the libraries take
#                      turns); the median is reported (default 5)
#   --all              also time the vectors marked NoBenchmark
#   --filter TEXT      only cases whose name contains TEXT
#
# Output: <build>/<peer>.json per harness, <build>/bn254_micro.json (our
# micro benchmarks from bench/bench_internal), each merged from the rounds in
# <build>/rounds/; <build>/run-meta.json (cores, CPU family and model, load
# average before and after), <build>/table.md, and the table on stdout.
set -euo pipefail

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'peers/run.sh: error: %s\n' "$*" >&2; exit 1; }

abs_dir() { [[ -d "$1" ]] || die "$2: '$1' is not a folder"; (cd "$1" && pwd); }

mcl_dir=${BN254_PEERS_MCL:-}
gnark_dir=${BN254_PEERS_GNARK:-}
read -r -a go_deps <<<"${BN254_PEERS_GO_DEPS:-}"
vectors=${BN254_GETH_VECTORS:-}
build_dir=""
bn254_build=""
min_time=0.2
batches=5
extra=()
name_filter=""
while (($#)); do
    case "$1" in
        --mcl) mcl_dir=$2; shift ;;
        --gnark) gnark_dir=$2; shift ;;
        --go-dep) go_deps+=("$2"); shift ;;
        --vectors) vectors=$2; shift ;;
        --build) build_dir=$2; shift ;;
        --bn254-build) bn254_build=$2; shift ;;
        --min-time) min_time=$2; shift ;;
        --batches) batches=$2; shift ;;
        --all) extra+=(--all) ;;
        --filter) extra+=(--filter "$2"); name_filter=$2; shift ;;
        -h | --help) awk 'NR > 2 && /^#/ { sub(/^# ?/, ""); print; next } NR > 2 { exit }' "$0"
            exit 0 ;;
        *) die "unknown argument '$1' (see --help)" ;;
    esac
    shift
done

# Paths given relative to the caller's folder, resolved before the cd.
[[ -z "$mcl_dir" ]] || mcl_dir=$(abs_dir "$mcl_dir" --mcl)
[[ -z "$gnark_dir" ]] || gnark_dir=$(abs_dir "$gnark_dir" --gnark)
[[ -z "$vectors" ]] || vectors=$(abs_dir "$vectors" --vectors)
[[ -z "$bn254_build" ]] || bn254_build=$(abs_dir "$bn254_build" --bn254-build)
if [[ -n "$build_dir" ]]; then
    mkdir -p "$build_dir"
    build_dir=$(abs_dir "$build_dir" --build)
fi
resolved_deps=()
for dep in ${go_deps[@]+"${go_deps[@]}"}; do
    [[ "$dep" == *=* ]] || die "--go-dep wants IMPORT/PATH=DIR, got '$dep'"
    resolved_deps+=("${dep%%=*}=$(abs_dir "${dep#*=}" --go-dep)")
done

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
[[ -f include/bn254.h ]] || die "$root is not the bn254 repository"
if [[ -z "$vectors" ]]; then
    [[ -d ../shared/vectors ]] || die "no go-ethereum vectors: pass --vectors DIR"
    vectors=$(cd ../shared/vectors && pwd)
fi
[[ -f "$vectors/bn256Pairing.json" ]] || die "$vectors has no bn256Pairing.json"
build_dir=${build_dir:-$root/build/peers}
mkdir -p "$build_dir"

# ---- packages -------------------------------------------------------------------
# Debian 12 packages only; installed if missing (root, or sudo).
packages=(cmake make gcc g++ libbenchmark-dev python3)
if [[ -n "$gnark_dir" ]]; then
    # Go 1.19, and the two dependencies of gnark-crypto that Debian ships.
    packages+=(golang-go golang-golang-x-sys-dev golang-github-bits-and-blooms-bitset-dev)
fi
if command -v dpkg >/dev/null 2>&1; then
    missing=()
    for pkg in "${packages[@]}"; do
        dpkg -s "$pkg" 2>/dev/null | grep -q '^Status: install ok installed' || missing+=("$pkg")
    done
    if ((${#missing[@]})); then
        sudo=()
        [[ $(id -u) -eq 0 ]] || sudo=(sudo)
        log "installing ${missing[*]}"
        "${sudo[@]}" apt-get update -q
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
            -o DPkg::Lock::Timeout=600 "${missing[@]}"
    fi
fi

cc_version=$(gcc --version | head -n 1)
git_rev() { git -C "$1" describe --tags --always --dirty 2>/dev/null || echo "not a git checkout"; }
git_sha() { echo "commit $(git -C "$1" rev-parse HEAD 2>/dev/null || echo unknown)"; }
common=(--vectors "$vectors" --ours-vectors "$root/vectors" --min-time "$min_time"
    ${extra[@]+"${extra[@]}"})
cflags=(-std=c99 -O2 -Wall -Wextra -I"$root/tools/peers" -I"$root/tests/support")
status=0
# What each harness is, filled in as they are built: program, column title,
# version, build.
members=(bn254)
declare -A program label version build_info

# ---- bn254 ----------------------------------------------------------------------
if [[ -z "$bn254_build" ]]; then
    bn254_build=$build_dir/bn254
    log "bn254: CMake Release build in $bn254_build"
    cmake -S . -B "$bn254_build" -DCMAKE_BUILD_TYPE=Release -DBN254_BUILD_BENCH=ON \
        -DBN254_BUILD_TESTS=OFF >"$build_dir/bn254-configure.log"
fi
cmake --build "$bn254_build" --target bn254 bench_internal --parallel 2 \
    >"$build_dir/bn254-build.log" || die "bn254 build failed, see $build_dir/bn254-build.log"
libbn254=$(find "$bn254_build" -maxdepth 2 -name libbn254.a | head -n 1)
bench_internal=$(find "$bn254_build" -maxdepth 3 -type f -name bench_internal -perm -u+x |
    head -n 1)
[[ -n "$libbn254" && -n "$bench_internal" ]] ||
    die "no libbn254.a or bench_internal in $bn254_build"
gcc "${cflags[@]}" -I"$root/include" -o "$build_dir/peer_bn254" tools/peers/harness.c \
    tools/peers/peer_bn254.c tests/support/vector_file.c tests/support/hex.c "$libbn254"
program[bn254]=$build_dir/peer_bn254
label[bn254]="bn254 $(git_rev "$root")"
version[bn254]=$(git_sha "$root")
build_info[bn254]="$cc_version, CMake Release (library defaults)"

# ---- mcl ------------------------------------------------------------------------
if [[ -n "$mcl_dir" ]]; then
    [[ -f "$mcl_dir/include/mcl/bn.h" ]] || die "$mcl_dir is not an mcl checkout"
    mcl_rev=$(git_rev "$mcl_dir")
    mcl_out=$build_dir/mcl
    mkdir -p "$mcl_out/lib" "$mcl_out/obj"
    # mcl's Makefile, objects and library under our build folder; 256-bit Fp
    # and Fr (BN254 only, the former libmclbn256); its x86-64 JIT picks
    # MULX/ADX at run time, and MARCH adds -march=native to its C++.
    mcl_make=(MCL_FP_BIT=256 MCL_FR_BIT=256 MARCH=-march=native
        "LIB_DIR=$mcl_out/lib" "OBJ_DIR=$mcl_out/obj")
    log "mcl $mcl_rev: building libmcl.a in $mcl_out (make ${mcl_make[*]:0:3})"
    make -C "$mcl_dir" -j2 "${mcl_make[@]}" "$mcl_out/lib/libmcl.a" >"$mcl_out/build.log" 2>&1 ||
        die "mcl build failed, see $mcl_out/build.log"
    gcc "${cflags[@]}" -march=native -DMCL_FP_BIT=256 -DMCL_FR_BIT=256 -I"$mcl_dir/include" -I"$root/include" \
        -o "$build_dir/peer_mcl" tools/peers/harness.c tools/peers/peer_mcl.c \
        tests/support/vector_file.c tests/support/hex.c "$mcl_out/lib/libmcl.a" -lstdc++ -lm
    members+=(mcl)
    program[mcl]=$build_dir/peer_mcl
    label[mcl]="mcl $mcl_rev"
    version[mcl]=$(git_sha "$mcl_dir")
    build_info[mcl]="$(g++ --version | head -n 1), make ${mcl_make[*]:0:3}"
else
    log "mcl: skipped (no --mcl DIR)"
fi

# ---- gnark-crypto ---------------------------------------------------------------
if [[ -n "$gnark_dir" ]]; then
    [[ -d "$gnark_dir/ecc/bn254" ]] || die "$gnark_dir is not a gnark-crypto checkout"
    gnark_rev=$(git_rev "$gnark_dir")
    gnark_out=$build_dir/gnark
    # GOPATH mode: no module proxy, no go.sum, no network. Imports resolve in
    # this GOPATH (symbolic links to the checkouts), then in Debian's
    # /usr/share/gocode (golang-golang-x-sys-dev, ...-bitset-dev).
    gopath=$gnark_out/gopath
    rm -rf "$gopath"
    mkdir -p "$gopath/src/github.com/consensys"
    ln -s "$gnark_dir" "$gopath/src/github.com/consensys/gnark-crypto"
    if ((${#resolved_deps[@]} == 0)); then
        parent=$(dirname "$gnark_dir")
        for pair in github.com/consensys/bavard=bavard github.com/mmcloughlin/addchain=addchain \
            rsc.io/tmplfunc=tmplfunc; do
            [[ -d "$parent/${pair#*=}" ]] && resolved_deps+=("${pair%%=*}=$parent/${pair#*=}")
        done
    fi
    for dep in ${resolved_deps[@]+"${resolved_deps[@]}"}; do
        mkdir -p "$gopath/src/$(dirname "${dep%%=*}")"
        ln -s "${dep#*=}" "$gopath/src/${dep%%=*}"
        log "gnark: $(basename "${dep%%=*}") $(git_rev "${dep#*=}") from ${dep#*=}"
    done
    go_env=(env GO111MODULE=off GOPATH="$gopath:/usr/share/gocode" GOCACHE="$gnark_out/gocache"
        GOFLAGS= GOPROXY=off GOTOOLCHAIN=local CGO_ENABLED=0)
    log "gnark-crypto $gnark_rev: building the harness ($(go version))"
    "${go_env[@]}" go build -o "$build_dir/peer_gnark" ./tools/peers/gnark \
        >"$gnark_out.build.log" 2>&1 || {
        cat "$gnark_out.build.log" >&2
        die "gnark harness build failed (a missing package above: pass its checkout with --go-dep)"
    }
    members+=(gnark)
    program[gnark]=$build_dir/peer_gnark
    label[gnark]="gnark-crypto $gnark_rev"
    version[gnark]=$(git_sha "$gnark_dir")
    build_info[gnark]="go build in GOPATH mode, default flags"
else
    log "gnark-crypto: skipped (no --gnark DIR)"
fi

# ---- the rounds -------------------------------------------------------------------
# Batch b of every library runs in round b, and the order rotates from round
# to round, so that a change in the machine's load (a shared machine) falls on
# all of them alike instead of on whichever ran last. Round 1 calibrates the
# calls per batch (and checks every vector, as every round does); the later
# rounds reuse those counts. Our micro benchmarks (bench/bench_internal, one
# repetition per round) take part as one more member.
filter='^(fp_mul|fp2_mul|fp12_cyclo_sqr|miller_loop_1|final_exp|g2_subgroup_check)$'
# --filter TEXT is a substring for the harnesses; a regex without special
# characters means the same to google-benchmark, and the table keeps only the
# six rows above.
[[ -z "$name_filter" ]] || filter=$name_filter
rounds=$build_dir/rounds
rm -rf "$rounds"
mkdir -p "$rounds"
run_member() { # member round
    local m=$1 r=$2
    if [[ "$m" == micro ]]; then
        "$bench_internal" "--benchmark_filter=$filter" --benchmark_repetitions=1 \
            "--benchmark_min_time=$min_time" --benchmark_out="$rounds/bn254_micro.$r.json" \
            --benchmark_out_format=json >"$rounds/bn254_micro.$r.log" 2>&1 || {
            tail -n 20 "$rounds/bn254_micro.$r.log" >&2
            return 1
        }
        return 0
    fi
    local args=("${common[@]}" --batches 1 --out "$rounds/$m.$r.json" --label "${label[$m]}"
        --version "${version[$m]}" --build "${build_info[$m]}")
    if ((r == 1)); then
        "${program[$m]}" "${args[@]}"
    elif [[ -f "$rounds/$m.1.json" ]]; then
        "${program[$m]}" "${args[@]}" --iterations-from "$rounds/$m.1.json" 2>"$rounds/$m.$r.log" ||
            { cat "$rounds/$m.$r.log" >&2; return 1; }
    fi
}
cpu_field() { grep -m 1 "^$1[[:space:]]*:" /proc/cpuinfo 2>/dev/null | sed 's/^[^:]*: *//'; }
printf '{"nproc": %s, "cpu_family": "%s", "cpu_model": "%s", "rounds": %s, "load_start": "%s"' \
    "$(nproc 2>/dev/null || echo 0)" "$(cpu_field 'cpu family')" "$(cpu_field model)" \
    "$batches" "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)" >"$build_dir/run-meta.json.part"
order=("${members[@]}" micro)
for ((r = 1; r <= batches; r++)); do
    log "round $r of $batches: ${order[*]}"
    for m in "${order[@]}"; do
        run_member "$m" "$r" || status=1
    done
    order=("${order[@]:1}" "${order[0]}")
done
printf ', "load_end": "%s"}\n' "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)" \
    >>"$build_dir/run-meta.json.part"
mv "$build_dir/run-meta.json.part" "$build_dir/run-meta.json"
rm -f "$build_dir"/{bn254,mcl,gnark,bn254_micro}.json
for m in "${members[@]}" bn254_micro; do
    files=("$rounds/$m".*.json)
    [[ -f "${files[0]}" ]] || continue
    python3 tools/bench_report.py merge --out "$build_dir/$m.json" "${files[@]}"
done
python3 tools/bench_report.py peers "$build_dir" --markdown "$build_dir/table.md"
exit "$status"
