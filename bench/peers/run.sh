#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# bench/peers/run.sh: bn254 beside other BN254 libraries, each the way an EVM
# client runs it, in one interleaved run on this machine, and one table.
#
#   bench/peers/run.sh [--mcl-lib FILE --mcl-include DIR ...] [options]
#
# The libraries (ids as in the JSON files; README.md in this folder says more):
#   bn254           this library: peer_bn254.c on libbn254.a (CMake Release)
#   geth_gnark      go-ethereum v1.17.10's core/vm precompiles on gnark-crypto
#                   v0.18.1, go-ethereum's own pin (geth/go.mod + go.sum)
#   geth_gnark_latest  the same on the newest gnark-crypto release
#                   (geth/gnark-latest.mod + .sum)
#   revm_arkworks   revm-precompile 43.0.3's bn254 functions, default backend
#                   arkworks (revm/Cargo.toml + Cargo.lock)
#   revm_substrate  the same with its `bn` feature: substrate-bn
#   mcl             peer_mcl.c on herumi/mcl's C API (libmcl.a)
#   evmone          peer_evmone.cc on evmone's evmmax::bn254 functions (its
#                   precompiles library, libevmone_precompiles.a, and intx)
#   constantine     peer_constantine.c on Constantine's EVM precompiles
#                   (ctt_eth_evm_bn254_*, libconstantine.a)
#   firedancer      peer_firedancer.c on Firedancer's fd_bn254 in the EVM's
#                   big-endian layout (a static library with fd_bn254)
# The Go and Rust peers are built here from the Go module proxy and crates.io
# (`go` and `cargo` on PATH; GOMODCACHE, GOCACHE and CARGO_HOME as the
# environment sets them). The local peers are never built here: build each
# with its own project's build, outside this repository, and give its
# library and headers; run.sh only compiles our adapter and links it against
# them, and records what it was given. Every harness first checks every
# vector (vectors/distinct, go-ethereum's and vectors/ec*.json, error cases
# included) and refuses to time a wrong answer. Then rounds.py times the
# cases in rounds, each library in turn on each case, vectors/distinct first
# (the inputs that no shortcut serves), then go-ethereum's vectors, then the
# micro benchmarks.
#
# A local peer ID (mcl, evmone, constantine, firedancer) takes part when its
# library is given; each option has an environment variable beside it
# (BN254_PEERS_<ID>_LIB, _INCLUDE, _REV, _CONFIG: BN254_PEERS_MCL_LIB, ...):
#   --ID-lib FILES      its static library (several joined by ':', linked in
#                       that order): mcl's libmcl.a, evmone's
#                       libevmone_precompiles.a, Constantine's
#                       libconstantine.a, Firedancer's fd_bn254 objects
#   --ID-include DIRS   its headers' folders (joined by ':'): mcl's include/
#                       (mcl/bn.h), evmone's lib/ and include/
#                       (evmone_precompiles/bn254.hpp, evmmax/evmmax.hpp),
#                       Constantine's include/ (constantine/protocols/...),
#                       Firedancer's src/ (ballet/bn254/fd_bn254.h)
#   --intx-include DIR  intx's include/ for evmone (BN254_PEERS_INTX_INCLUDE)
#   --ID-rev TEXT       the commit or version the library was built from, as
#                       you state it (recorded; without it the report says
#                       "not stated" and names the headers' git commit)
#   --ID-config TEXT    how it was built, as you state it (recorded), e.g.
#                       "MCL_FP_BIT=256 MCL_FR_BIT=256"
# Other options:
#   --no-registry      without the Go and Rust peers
#   --only LIST        only these peers (comma-separated ids; bn254 always)
#   --check-only       build every harness and check every vector; no timing
#   --vectors DIR      go-ethereum's vector files (or $BN254_GETH_VECTORS,
#                      default ../shared/vectors beside the repository)
#   --build DIR        output folder (default build/peers)
#   --bn254-build DIR  use this configured bn254 build tree (with
#                      BN254_BUILD_BENCH=ON) instead of <build>/bn254
#   --min-time S       seconds of CPU per batch, at least (default 0.2)
#   --rounds N         rounds, one batch per case and library each; the median
#                      batch is reported (default 5; --batches N is the same)
#   --all              also time the vectors marked NoBenchmark
#   --filter TEXT      only cases whose name contains TEXT
#
# Output in <build>: <id>.json per library (every batch), bn254_micro.json
# (bench/bench_internal's micro benchmarks, one repetition per round),
# run-meta.json (machine, cores, load before and after, dates), table.md,
# chart.svg (the vector tables drawn: bench/charts.py),
# and the table on stdout, with each library's version, commit and build.
set -euo pipefail

log() { printf '==> %s\n' "$*" >&2; }
die() { printf 'peers/run.sh: error: %s\n' "$*" >&2; exit 1; }
abs_dir() { [[ -d "$1" ]] || die "$2: '$1' is not a folder"; (cd "$1" && pwd); }

local_peers=(mcl evmone constantine firedancer)
declare -A peer_lib peer_inc peer_rev peer_cfg
for id in "${local_peers[@]}"; do
    ID=${id^^}
    peer_lib[$id]=$(printenv "BN254_PEERS_${ID}_LIB" || true)
    peer_inc[$id]=$(printenv "BN254_PEERS_${ID}_INCLUDE" || true)
    peer_rev[$id]=$(printenv "BN254_PEERS_${ID}_REV" || true)
    peer_cfg[$id]=$(printenv "BN254_PEERS_${ID}_CONFIG" || true)
done
intx_inc=${BN254_PEERS_INTX_INCLUDE:-}
vectors=${BN254_GETH_VECTORS:-}
build_dir=""
bn254_build=""
min_time=0.2
rounds=5
registry=1
only=""
check_only=0
harness_args=()
name_filter=""
while (($#)); do
    case "$1" in
        --mcl-* | --evmone-* | --constantine-* | --firedancer-*)
            id=${1#--} what=${id#*-} id=${id%%-*}
            (($# > 1)) || die "$1 needs a value"
            case $what in
                lib) peer_lib[$id]=$2 ;;
                include) peer_inc[$id]=$2 ;;
                rev) peer_rev[$id]=$2 ;;
                config) peer_cfg[$id]=$2 ;;
                *) die "unknown argument '$1' (see --help)" ;;
            esac
            shift ;;
        --intx-include) intx_inc=$2; shift ;;
        --mcl | --evmone | --intx | --constantine | --nim)
            die "$1 is gone: run.sh builds no peer now; build it with its own project's" \
                "build and give --ID-lib FILE --ID-include DIR (bench/peers/README.md)" ;;
        --no-registry) registry=0 ;;
        --only) only=",$2,"; shift ;;
        --check-only) check_only=1 ;;
        --vectors) vectors=$2; shift ;;
        --build) build_dir=$2; shift ;;
        --bn254-build) bn254_build=$2; shift ;;
        --min-time) min_time=$2; shift ;;
        --rounds | --batches) rounds=$2; shift ;;
        --all) harness_args+=(--all) ;;
        --filter) harness_args+=(--filter "$2"); name_filter=$2; shift ;;
        -h | --help) awk 'NR > 2 && /^#/ { sub(/^# ?/, ""); print; next } NR > 2 { exit }' "$0"
            exit 0 ;;
        *) die "unknown argument '$1' (see --help)" ;;
    esac
    shift
done

# Paths given relative to the caller's folder, resolved before the cd.
caller=$PWD
[[ -z "$vectors" ]] || vectors=$(abs_dir "$vectors" --vectors)
[[ -z "$bn254_build" ]] || bn254_build=$(abs_dir "$bn254_build" --bn254-build)
if [[ -n "$build_dir" ]]; then
    mkdir -p "$build_dir"
    build_dir=$(abs_dir "$build_dir" --build)
fi

# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../.ci/lib.sh" # BN254_ROOT, cd there, helpers
root=$BN254_ROOT
[[ -f include/bn254.h ]] || die "$root is not the bn254 repository"
# Each local peer's paths: absolute, and there.
for id in "${local_peers[@]}"; do
    peer_lib[$id]=$(bn254_abs_list "$caller" "${peer_lib[$id]}")
    peer_inc[$id]=$(bn254_abs_list "$caller" "${peer_inc[$id]}")
    IFS=: read -r -a files <<<"${peer_lib[$id]}"
    for f in ${files[@]+"${files[@]}"}; do
        [[ -f "$f" ]] || die "--$id-lib: no file '$f'"
    done
    IFS=: read -r -a dirs <<<"${peer_inc[$id]}"
    for d in ${dirs[@]+"${dirs[@]}"}; do
        [[ -d "$d" ]] || die "--$id-include: '$d' is not a folder"
    done
    [[ -z "${peer_lib[$id]}" || -n "${peer_inc[$id]}" ]] ||
        die "--$id-lib given without --$id-include DIR (its headers)"
    [[ -n "${peer_lib[$id]}" || -z "${peer_inc[$id]}" ]] ||
        die "--$id-include given without --$id-lib FILE (its library)"
done
intx_inc=$(bn254_abs_list "$caller" "$intx_inc")
if [[ -z "$vectors" ]]; then
    bn254_geth_vectors # $BN254_GETH_VECTORS (checked above) or ../shared/vectors
    vectors=$BN254_GETH_VECTORS
    [[ -n "$vectors" ]] || die "no go-ethereum vectors: pass --vectors DIR"
fi
[[ -f "$vectors/bn256Pairing.json" ]] || die "$vectors has no bn256Pairing.json"
build_dir=${build_dir:-$root/build/peers}
mkdir -p "$build_dir"

# wanted ID: is this peer part of the run?
wanted() { [[ -z "$only" || "$only" == *",$1,"* ]]; }
known=",bn254,geth_gnark,geth_gnark_latest,revm_arkworks,revm_substrate,mcl,evmone,"
known+="constantine,firedancer,"
IFS=, read -r -a only_ids <<<"${only#,}"
for id in ${only_ids[@]+"${only_ids[@]}"}; do
    [[ "$known" == *",$id,"* ]] || die "--only: unknown peer '$id' (known: ${known:1:-1})"
done
if [[ -n "$only" ]]; then
    for id in "${local_peers[@]}"; do
        ! wanted "$id" || [[ -n "${peer_lib[$id]}" ]] ||
            die "--only names $id: give its library and headers (--$id-lib FILE --$id-include DIR)"
    done
fi
want_go=0 want_rust=0
if ((registry)); then
    for id in geth_gnark geth_gnark_latest; do wanted "$id" && want_go=1; done
    for id in revm_arkworks revm_substrate; do wanted "$id" && want_rust=1; done
fi
if ((want_go)); then command -v go >/dev/null || die "go is not on PATH (or pass --no-registry)"; fi
if ((want_rust)); then
    command -v cargo >/dev/null || die "cargo is not on PATH (or pass --no-registry)"
fi

# ---- packages (Debian; only what is missing) -----------------------------------
bn254_apt cmake make gcc g++ libbenchmark-dev python3 ||
    die "could not install cmake make gcc g++ libbenchmark-dev python3"

git_rev() { git -C "$1" describe --tags --always --dirty 2>/dev/null || echo "not a git checkout"; }
git_sha() { git -C "$1" rev-parse HEAD 2>/dev/null || echo unknown; }
git_short() { git -C "$1" rev-parse --short=7 HEAD 2>/dev/null || echo "?"; }
cc_version=$(gcc --version | head -n 1)
cflags=(-std=c99 -O2 -Wall -Wextra -I"$root/bench/peers" -I"$root/tests/support")
support=(bench/peers/harness.c tests/support/vector_file.c tests/support/hex.c)
# The arguments of every harness (C and Go take the same).
common=(--vectors "$vectors" --distinct "$root/vectors/distinct" --ours-vectors "$root/vectors"
    --min-time "$min_time" ${harness_args[@]+"${harness_args[@]}"})
members=$build_dir/members.tsv
: >"$members"
ids=()
# member ID LABEL VERSION BUILD COMMAND...: one line of rounds.py's members file.
member() {
    local id=$1 label=$2 version=$3 build=$4
    shift 4
    ids+=("$id")
    printf '%s\t%s\t%s\t%s\t%s\n' "$id" "$label" "$version" "$build" \
        "$(printf '%q ' "$@" "${common[@]}")" >>"$members"
}
# quiet LOG COMMAND...: the command's output to LOG, shown if it fails.
quiet() {
    local out=$1
    shift
    "$@" >"$out" 2>&1 || { tail -n 30 "$out" >&2; die "failed: $* (full output: $out)"; }
}

# ---- bn254 --------------------------------------------------------------------------
if [[ -z "$bn254_build" ]]; then
    bn254_build=$build_dir/bn254
    log "bn254: CMake Release build in $bn254_build"
    quiet "$build_dir/bn254-configure.log" cmake --preset bench -B "$bn254_build"
fi
quiet "$build_dir/bn254-build.log" cmake --build "$bn254_build" --target bn254 bench_internal \
    --parallel "$(nproc 2>/dev/null || echo 2)"
libbn254=$(find "$bn254_build" -maxdepth 2 -name libbn254.a | head -n 1)
bench_internal=$(find "$bn254_build" -maxdepth 3 -type f -name bench_internal -perm -u+x |
    head -n 1)
[[ -n "$libbn254" && -n "$bench_internal" ]] || die "no libbn254.a or bench_internal in $bn254_build"
gcc "${cflags[@]}" -I"$root/include" -o "$build_dir/peer_bn254" "${support[@]}" \
    bench/peers/peer_bn254.c "$libbn254"
member bn254 "bn254 $(git_rev "$root")" "commit $(git_sha "$root")" \
    "$cc_version, CMake Release (library defaults)" "$build_dir/peer_bn254"

# ---- go-ethereum on gnark-crypto, from the Go module proxy ------------------------
if ((want_go)); then
    go_env=(env CGO_ENABLED=0 GOFLAGS=-mod=readonly)
    for spec in geth_gnark:go.mod geth_gnark_latest:gnark-latest.mod; do
        id=${spec%%:*} mod=${spec#*:}
        wanted "$id" || continue
        gnark=$(cd bench/peers/geth && "${go_env[@]}" go list -modfile="$mod" -m \
            -f '{{.Version}}' github.com/consensys/gnark-crypto)
        geth=$(cd bench/peers/geth && "${go_env[@]}" go list -modfile="$mod" -m \
            -f '{{.Version}}' github.com/ethereum/go-ethereum)
        log "$id: go-ethereum $geth core/vm on gnark-crypto $gnark (bench/peers/geth/$mod)"
        start=$SECONDS
        (cd bench/peers/geth && quiet "$build_dir/$id-build.log" "${go_env[@]}" go build \
            -trimpath -modfile="$mod" -o "$build_dir/peer_$id" .)
        log "$id: built in $((SECONDS - start)) s"
        member "$id" "geth/gnark $gnark" "go-ethereum $geth, gnark-crypto $gnark (bench/peers/geth/$mod)" \
            "$(go version | cut -d' ' -f3), go build -trimpath, CGO_ENABLED=0" \
            "$build_dir/peer_$id" -peer "$id"
    done
fi

# ---- revm-precompile on arkworks and substrate-bn, from crates.io ------------------
if ((want_rust)); then
    lock=bench/peers/revm/Cargo.lock
    lock_version() { # crate: its version in Cargo.lock
        awk -v want="$1" '$1 == "name" { name = $3 } $1 == "version" && name == "\"" want "\"" {
            gsub(/"/, "", $3); print $3; exit }' "$lock"
    }
    revm=$(lock_version revm-precompile)
    target=$build_dir/revm-target
    for spec in revm_arkworks:ark-bn254:arkworks: revm_substrate:substrate-bn:substrate-bn:substrate; do
        IFS=: read -r id crate backend feature <<<"$spec"
        wanted "$id" || continue
        log "$id: revm-precompile $revm on $crate $(lock_version "$crate") (bench/peers/revm)"
        start=$SECONDS
        quiet "$build_dir/$id-build.log" cargo build --release --locked \
            --manifest-path bench/peers/revm/Cargo.toml --target-dir "$target" \
            ${feature:+--features "$feature"}
        cp "$target/release/libbn254_peer_revm.a" "$build_dir/lib$id.a"
        log "$id: built in $((SECONDS - start)) s"
        gcc "${cflags[@]}" -DBN254_PEER_REVM_NAME="\"$id\"" -o "$build_dir/peer_$id" \
            "${support[@]}" bench/peers/peer_revm.c "$build_dir/lib$id.a" -lpthread -ldl -lm
        member "$id" "revm/$backend" \
            "revm-precompile $revm, $crate $(lock_version "$crate") (bench/peers/revm/Cargo.lock)" \
            "$(rustc --version | cut -d' ' -f1-2), cargo build --release (thin LTO)" \
            "$build_dir/peer_$id"
    done
fi

# ---- the local peers: our adapter linked against the library given --------------------
# peer_given ID: is the local peer ID given and part of the run? (says so if not)
peer_given() {
    if [[ -n "${peer_lib[$1]}" ]] && wanted "$1"; then return 0; fi
    [[ -n "$only" ]] || log "$1: left out (no --$1-lib FILE --$1-include DIR)"
    return 1
}
# peer_flags ID OPTION: OPTION DIR for each of ID's include folders
peer_flags() {
    local d dirs=()
    IFS=: read -r -a dirs <<<"${peer_inc[$1]}"
    for d in "${dirs[@]}"; do printf '%s\n' "$2" "$d"; done
}
# peer_libs ID: ID's libraries, one a line
peer_libs() { tr : '\n' <<<"${peer_lib[$1]}"; }
# peer_header ID FILE: FILE is under one of ID's include folders
peer_header() {
    local d dirs=()
    IFS=: read -r -a dirs <<<"${peer_inc[$1]}"
    for d in "${dirs[@]}"; do [[ -f "$d/$2" ]] && return 0; done
    die "--$1-include: no $2 in ${peer_inc[$1]}"
}
# peer_label ID: the column label (the stated revision's first word)
peer_label() { printf '%s%s\n' "$1" "${peer_rev[$1]:+ ${peer_rev[$1]%% *}}"; }
# peer_version ID: what run.sh was given, for the report's version column
peer_version() {
    local f files=() out="" head_dir
    head_dir=${peer_inc[$1]%%:*}
    out=${peer_rev[$1]:-"commit not stated"}
    if [[ -z "${peer_rev[$1]}" ]] && git -C "$head_dir" rev-parse HEAD >/dev/null 2>&1; then
        out+=" (its headers: $(git_rev "$head_dir") of a git checkout)"
    fi
    IFS=: read -r -a files <<<"${peer_lib[$1]}"
    for f in "${files[@]}"; do out+="; $f (sha256 $(sha256sum "$f" | cut -c1-12))"; done
    printf '%s\n' "$out"
}
# peer_build ID ADAPTER: the report's build column
peer_build() {
    printf 'the library given%s; adapter: %s\n' \
        "${peer_cfg[$1]:+ (its build, as stated: ${peer_cfg[$1]})}" "$2"
}
# support_objs DIR: the harness's C files compiled (C99) into DIR
support_objs() {
    local c dir=$1
    mkdir -p "$dir"
    for c in "${support[@]}"; do
        gcc "${cflags[@]}" -c -o "$dir/$(basename "$c" .c).o" "$c"
    done
}

if peer_given mcl; then
    # mcl's compile-time sizes: peer_mcl.c is compiled for 256-bit Fp and Fr
    # (BN254 only), and mclBn_init refuses a libmcl.a built for others.
    peer_header mcl mcl/bn.h
    mcl_flags=(-march=native -DMCL_FP_BIT=256 -DMCL_FR_BIT=256)
    log "mcl: peer_mcl.c on ${peer_lib[mcl]}"
    mapfile -t incs < <(peer_flags mcl -I)
    mapfile -t libs < <(peer_libs mcl)
    gcc "${cflags[@]}" "${mcl_flags[@]}" "${incs[@]}" \
        -I"$root/include" -o "$build_dir/peer_mcl" "${support[@]}" bench/peers/peer_mcl.c \
        "${libs[@]}" -lstdc++ -lm
    member mcl "$(peer_label mcl)" "$(peer_version mcl)" \
        "$(peer_build mcl "$cc_version ${mcl_flags[*]}")" "$build_dir/peer_mcl"
fi

if peer_given evmone; then
    peer_header evmone evmone_precompiles/bn254.hpp
    peer_header evmone evmmax/evmmax.hpp
    [[ -n "$intx_inc" && -f "$intx_inc/intx/intx.hpp" ]] ||
        die "evmone needs intx's headers: --intx-include DIR (with intx/intx.hpp)"
    # The adapter inlines intx's and evmmax's header code: compiled as
    # evmone's CMake compiles evmone by default (C++20, Release, x86-64 level 2).
    evmone_flags=(-std=c++20 -O3 -DNDEBUG)
    [[ "$(uname -m)" == x86_64 ]] && evmone_flags+=(-march=x86-64-v2)
    log "evmone: peer_evmone.cc on ${peer_lib[evmone]}"
    support_objs "$build_dir/evmone"
    mapfile -t incs < <(peer_flags evmone -isystem)
    mapfile -t libs < <(peer_libs evmone)
    g++ "${evmone_flags[@]}" -Wall -Wextra "${incs[@]}" \
        -isystem "$intx_inc" -I"$root/bench/peers" -o "$build_dir/peer_evmone" \
        bench/peers/peer_evmone.cc "$build_dir"/evmone/{harness,vector_file,hex}.o "${libs[@]}"
    intx_rev=""
    git -C "$intx_inc" rev-parse HEAD >/dev/null 2>&1 && intx_rev=" $(git_rev "$intx_inc")"
    member evmone "$(peer_label evmone)" "$(peer_version evmone); intx headers$intx_rev" \
        "$(peer_build evmone "$(g++ --version | head -n 1) ${evmone_flags[*]}")" \
        "$build_dir/peer_evmone"
fi

if peer_given constantine; then
    peer_header constantine constantine/protocols/ethereum_evm_precompiles.h
    log "constantine: peer_constantine.c on ${peer_lib[constantine]}"
    mapfile -t incs < <(peer_flags constantine -isystem)
    mapfile -t libs < <(peer_libs constantine)
    gcc "${cflags[@]}" "${incs[@]}" \
        -o "$build_dir/peer_constantine" "${support[@]}" bench/peers/peer_constantine.c \
        "${libs[@]}" -lpthread -lm
    member constantine "$(peer_label constantine)" "$(peer_version constantine)" \
        "$(peer_build constantine "$cc_version")" "$build_dir/peer_constantine"
fi

if peer_given firedancer; then
    # Firedancer's headers are C17; the harness's C files stay C99.
    peer_header firedancer ballet/bn254/fd_bn254.h
    log "firedancer: peer_firedancer.c on ${peer_lib[firedancer]}"
    support_objs "$build_dir/firedancer"
    mapfile -t incs < <(peer_flags firedancer -isystem)
    mapfile -t libs < <(peer_libs firedancer)
    gcc -std=c17 -O2 -Wall -Wextra \
        -I"$root/bench/peers" "${incs[@]}" -o "$build_dir/peer_firedancer" \
        bench/peers/peer_firedancer.c "$build_dir"/firedancer/{harness,vector_file,hex}.o \
        "${libs[@]}"
    member firedancer "$(peer_label firedancer)" "$(peer_version firedancer)" \
        "$(peer_build firedancer "$cc_version -std=c17 -O2")" "$build_dir/peer_firedancer"
fi

# ---- check only ---------------------------------------------------------------------
if ((check_only)); then
    status=0
    while IFS=$'\t' read -r id _ _ _ command; do
        eval "$command --check-only" || { status=1; log "$id: check FAILED"; }
    done <"$members"
    log "${#ids[@]} harnesses checked: ${ids[*]}"
    exit "$status"
fi

# ---- the interleaved rounds and the table -------------------------------------------
filter='^(fp_mul|fp2_mul|fp12_cyclo_sqr|miller_loop_1|final_exp|g2_subgroup_check)$'
# --filter TEXT is a substring for the harnesses; a regex without special
# characters means the same to google-benchmark.
[[ -z "$name_filter" ]] || filter=$name_filter
rm -rf "$build_dir/rounds"
rm -f "$build_dir"/*.json
status=0
python3 bench/peers/rounds.py --out "$build_dir" --rounds "$rounds" --members "$members" \
    --micro "$(printf '%q ' "$bench_internal" "--benchmark_filter=$filter" \
        "--benchmark_min_time=$min_time")" || status=1
python3 bench/tables.py peers "$build_dir" --markdown "$build_dir/table.md" \
    --chart "$build_dir/chart.svg" || status=1
exit "$status"
