#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# bench/peers/run.sh: bn254 beside other BN254 libraries, each the way an EVM
# client runs it, in one interleaved run on this machine, and one table.
#
#   bench/peers/run.sh [--mcl DIR] [--evmone DIR [--intx DIR]] [--constantine DIR] [options]
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
#   mcl             herumi/mcl from a local checkout (--mcl), peer_mcl.c
#   evmone          evmone's evmmax::bn254 from a local checkout (--evmone,
#                   with intx, --intx), peer_evmone.cc
#   constantine     Constantine's EVM precompiles (ctt_eth_evm_bn254_*) from a
#                   local checkout (--constantine; Nim >= 2.2 on PATH or
#                   --nim), peer_constantine.c
# The Go and Rust peers come from the Go module proxy and crates.io (`go` and
# `cargo` on PATH; GOMODCACHE, GOCACHE and CARGO_HOME as the environment
# sets them); mcl and evmone are never fetched: give their checkouts. Every
# harness first checks every vector (vectors/distinct, go-ethereum's and
# vectors/ec*.json, error cases included) and refuses to time a wrong
# answer. Then rounds.py times the cases in rounds, each library in turn on
# each case, vectors/distinct first (the inputs that no shortcut serves),
# then go-ethereum's vectors, then the micro benchmarks.
#
#   --mcl DIR          mcl checkout (or $BN254_PEERS_MCL)
#   --evmone DIR       evmone checkout (or $BN254_PEERS_EVMONE)
#   --intx DIR         intx checkout for evmone (or $BN254_PEERS_INTX; default:
#                      the folder intx beside the evmone checkout)
#   --constantine DIR  Constantine checkout (or $BN254_PEERS_CONSTANTINE)
#   --nim FILE         the Nim compiler for Constantine (or $BN254_PEERS_NIM;
#                      default: nim on PATH)
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

mcl_dir=${BN254_PEERS_MCL:-}
evmone_dir=${BN254_PEERS_EVMONE:-}
intx_dir=${BN254_PEERS_INTX:-}
constantine_dir=${BN254_PEERS_CONSTANTINE:-}
nim=${BN254_PEERS_NIM:-nim}
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
        --mcl) mcl_dir=$2; shift ;;
        --evmone) evmone_dir=$2; shift ;;
        --intx) intx_dir=$2; shift ;;
        --constantine) constantine_dir=$2; shift ;;
        --nim) nim=$2; shift ;;
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
[[ -z "$mcl_dir" ]] || mcl_dir=$(abs_dir "$mcl_dir" --mcl)
[[ -z "$evmone_dir" ]] || evmone_dir=$(abs_dir "$evmone_dir" --evmone)
[[ -z "$intx_dir" ]] || intx_dir=$(abs_dir "$intx_dir" --intx)
[[ -z "$constantine_dir" ]] || constantine_dir=$(abs_dir "$constantine_dir" --constantine)
[[ -z "$vectors" ]] || vectors=$(abs_dir "$vectors" --vectors)
[[ -z "$bn254_build" ]] || bn254_build=$(abs_dir "$bn254_build" --bn254-build)
if [[ -n "$build_dir" ]]; then
    mkdir -p "$build_dir"
    build_dir=$(abs_dir "$build_dir" --build)
fi

source "$(dirname "${BASH_SOURCE[0]}")/../../.ci/lib.sh" # BN254_ROOT, cd there, helpers
root=$BN254_ROOT
[[ -f include/bn254.h ]] || die "$root is not the bn254 repository"
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
known+="constantine,"
IFS=, read -r -a only_ids <<<"${only#,}"
for id in ${only_ids[@]+"${only_ids[@]}"}; do
    [[ "$known" == *",$id,"* ]] || die "--only: unknown peer '$id' (known: ${known:1:-1})"
done
if [[ -n "$only" ]]; then
    ! wanted mcl || [[ -n "$mcl_dir" ]] || die "--only names mcl: pass its checkout with --mcl DIR"
    ! wanted evmone || [[ -n "$evmone_dir" ]] ||
        die "--only names evmone: pass its checkout with --evmone DIR"
    ! wanted constantine || [[ -n "$constantine_dir" ]] ||
        die "--only names constantine: pass its checkout with --constantine DIR"
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

# ---- mcl, from a local checkout ---------------------------------------------------
if [[ -n "$mcl_dir" ]] && wanted mcl; then
    [[ -f "$mcl_dir/include/mcl/bn.h" ]] || die "$mcl_dir is not an mcl checkout"
    mcl_out=$build_dir/mcl
    mkdir -p "$mcl_out/lib" "$mcl_out/obj"
    # mcl's Makefile, objects and library under our build folder; 256-bit Fp
    # and Fr (BN254 only); its x86-64 JIT picks MULX/ADX at run time, and
    # MARCH adds -march=native to its C++.
    mcl_make=(MCL_FP_BIT=256 MCL_FR_BIT=256 MARCH=-march=native
        "LIB_DIR=$mcl_out/lib" "OBJ_DIR=$mcl_out/obj")
    log "mcl $(git_rev "$mcl_dir"): libmcl.a in $mcl_out (make ${mcl_make[*]:0:3})"
    quiet "$mcl_out/build.log" make -C "$mcl_dir" -j"$(nproc 2>/dev/null || echo 2)" \
        "${mcl_make[@]}" "$mcl_out/lib/libmcl.a"
    gcc "${cflags[@]}" -march=native -DMCL_FP_BIT=256 -DMCL_FR_BIT=256 -I"$mcl_dir/include" \
        -I"$root/include" -o "$build_dir/peer_mcl" "${support[@]}" bench/peers/peer_mcl.c \
        "$mcl_out/lib/libmcl.a" -lstdc++ -lm
    member mcl "mcl $(git_short "$mcl_dir")" "$(git_rev "$mcl_dir"), commit $(git_sha "$mcl_dir") (local checkout)" \
        "$(g++ --version | head -n 1), make ${mcl_make[*]:0:3}" "$build_dir/peer_mcl"
elif [[ -z "$only" ]]; then
    log "mcl: left out (no --mcl DIR)"
fi

# ---- evmone, from a local checkout ------------------------------------------------
if [[ -n "$evmone_dir" ]] && wanted evmone; then
    pre=$evmone_dir/lib/evmone_precompiles
    [[ -f "$pre/bn254.hpp" ]] || die "$evmone_dir is not an evmone checkout (no lib/evmone_precompiles)"
    intx_dir=${intx_dir:-$(dirname "$evmone_dir")/intx}
    [[ -f "$intx_dir/include/intx/intx.hpp" ]] ||
        die "no intx checkout at '$intx_dir' (evmone needs it: pass --intx DIR)"
    # As evmone's CMake builds by default: C++20, Release (-O3 -DNDEBUG), its
    # default x86-64 level 2 (EVMONE_X86_64_ARCH_LEVEL).
    evmone_flags=(-std=c++20 -O3 -DNDEBUG)
    [[ "$(uname -m)" == x86_64 ]] && evmone_flags+=(-march=x86-64-v2)
    log "evmone $(git_rev "$evmone_dir") with intx $(git_rev "$intx_dir"): g++ ${evmone_flags[*]}"
    mkdir -p "$build_dir/evmone"
    for c in "${support[@]}"; do
        gcc "${cflags[@]}" -c -o "$build_dir/evmone/$(basename "$c" .c).o" "$c"
    done
    quiet "$build_dir/evmone/build.log" g++ "${evmone_flags[@]}" -I"$pre" \
        -I"$evmone_dir/include" -I"$intx_dir/include" -I"$root/bench/peers" \
        -o "$build_dir/peer_evmone" bench/peers/peer_evmone.cc "$pre/bn254.cpp" \
        "$pre/pairing/bn254/pairing.cpp" "$build_dir"/evmone/{harness,vector_file,hex}.o
    member evmone "evmone $(git_short "$evmone_dir")" \
        "$(git_rev "$evmone_dir"), commit $(git_sha "$evmone_dir"); intx $(git_rev "$intx_dir") (local checkouts)" \
        "$(g++ --version | head -n 1), ${evmone_flags[*]}" "$build_dir/peer_evmone"
elif [[ -z "$only" ]]; then
    log "evmone: left out (no --evmone DIR)"
fi

# ---- Constantine, from a local checkout ---------------------------------------------
if [[ -n "$constantine_dir" ]] && wanted constantine; then
    [[ -f "$constantine_dir/bindings/lib_constantine.nim" &&
        -f "$constantine_dir/include/constantine.h" ]] ||
        die "$constantine_dir is not a Constantine checkout (no bindings/lib_constantine.nim)"
    command -v "$nim" >/dev/null ||
        die "no Nim compiler '$nim' (Constantine needs Nim >= 2.2.0: --nim FILE)"
    ctt_out=$build_dir/constantine
    mkdir -p "$ctt_out"
    # The static-library half of Constantine's `make_lib` nimble task
    # (constantine.nimble: genStaticLib with releaseBuildOptions(bmStaticLib)
    # on Linux, no CC/CTT_* variables: its assembly on, no LTO), with the
    # library and Nim's cache under our build folder; rebuilt when the
    # checkout's commit or the compiler changes (the stamp).
    ctt_flags=(--tlsEmulation:off -d:danger --panics:on -d:noSignalHandler --mm:arc -d:useMalloc
        --verbosity:0 --hints:off --warnings:off --passC:-fno-semantic-interposition
        --passC:-falign-functions=64 --passC:-fmerge-all-constants --threads:on --noMain
        --app:staticlib --nimMainPrefix:ctt_init_)
    nim_version=$("$nim" --version | awk 'NR == 1') # all of it read: no SIGPIPE
    stamp="$(git_sha "$constantine_dir") $(git_rev "$constantine_dir") $nim_version ${ctt_flags[*]}"
    if [[ ! -f "$ctt_out/lib/libconstantine.a" ||
        "$(cat "$ctt_out/stamp" 2>/dev/null)" != "$stamp" ]]; then
        log "constantine $(git_rev "$constantine_dir"): libconstantine.a in $ctt_out" \
            "($nim_version; minutes)"
        rm -f "$ctt_out/stamp"
        start=$SECONDS
        (cd "$constantine_dir" && quiet "$ctt_out/build.log" "$nim" c "${ctt_flags[@]}" \
            --out:libconstantine.a --outdir:"$ctt_out/lib" \
            --nimcache:"$ctt_out/nimcache/libconstantine_static" bindings/lib_constantine.nim)
        printf '%s\n' "$stamp" >"$ctt_out/stamp"
        log "constantine: built in $((SECONDS - start)) s"
    fi
    gcc "${cflags[@]}" -isystem "$constantine_dir/include" -o "$build_dir/peer_constantine" \
        "${support[@]}" bench/peers/peer_constantine.c "$ctt_out/lib/libconstantine.a" -lpthread -lm
    member constantine "constantine $(git_short "$constantine_dir")" \
        "$(git_rev "$constantine_dir"), commit $(git_sha "$constantine_dir") (local checkout)" \
        "$nim_version, $(gcc --version | head -n 1), make_lib's static library (-d:danger)" \
        "$build_dir/peer_constantine"
elif [[ -z "$only" ]]; then
    log "constantine: left out (no --constantine DIR)"
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
