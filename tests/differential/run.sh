#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# tests/differential/run.sh: one seeded corpus through bn254 and every peer
# that can run here, and the comparison (README.md in this folder).
#
#   tests/differential/run.sh [--cases N] [--seed S] [--mcl DIR] [--constantine DIR] ...
#
#  1. gen_corpus.py writes the corpus (--cases cases from --seed, each with
#     the answer EIP-196/197/1108 require) and a subset for the slow peers
#     (every kind's first case, then every k-th case: --slow-cases);
#  2. bench/peers/run.sh --check-only builds bn254 and the C, Go and Rust
#     peers (registry peers, and the local checkouts given) and checks each
#     on every vector; each of its harnesses then answers the corpus
#     (--corpus mode of harness.c and geth/main.go);
#  3. node runs bindings/js/tools/differential.mjs for the npm peers
#     (bindings/js/node_modules: npm ci from package-lock.json if missing);
#  4. python_peers.py runs py_ecc and the execution specs on the subset, in
#     a venv of bindings/python/requirements/test.txt (--require-hashes);
#  5. compare.py: every peer against the EIP's answers, the known list
#     (known.tsv), bn254 against the EIP; exit 1 on a new disagreement.
#
# Options:
#   --cases N          corpus size (default 3000)
#   --seed S           the generator's seed (default 1)
#   --slow-cases N     about how many cases the Python peers run (default 150)
#   --build DIR        output folder (default build/differential)
#   --peers-build DIR  bench/peers/run.sh's --build (default <build>/peers)
#   --bn254-build DIR  passed to bench/peers/run.sh (a configured bench tree)
#   --mcl DIR, --evmone DIR, --intx DIR, --constantine DIR, --nim FILE
#                      local checkouts, passed to bench/peers/run.sh
#   --peer-option OPT  any other bench/peers/run.sh option (with its value as
#                      a second --peer-option): e.g. a peer it has gained
#   --no-registry      no Go, Rust, npm or PyPI peers (local checkouts only)
#   --no-js, --no-python   leave those peers out
#   --python FILE      a Python with the test requirements installed (default:
#                      a venv under <build>, made from the lock file)
#   --vectors DIR      go-ethereum's vectors for run.sh's check
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

die() { printf 'differential/run.sh: error: %s\n' "$*" >&2; exit 1; }
log() { printf '==> %s\n' "$*" >&2; }

cases=3000 seed=1 slow_cases=150 build="" peers_build="" python="" registry=1 js=1 py=1
peer_args=()
while (($#)); do
    case "$1" in
        --cases) cases=$2; shift ;;
        --seed) seed=$2; shift ;;
        --slow-cases) slow_cases=$2; shift ;;
        --build) build=$2; shift ;;
        --peers-build) peers_build=$2; shift ;;
        --bn254-build | --mcl | --evmone | --intx | --constantine | --nim | --vectors)
            [[ "$1" == --nim ]] && peer_args+=("$1" "$2") ||
                peer_args+=("$1" "$(cd "$2" && pwd)")
            shift ;;
        --peer-option) peer_args+=("$2"); shift ;;
        --no-registry) registry=0 ;;
        --no-js) js=0 ;;
        --no-python) py=0 ;;
        --python) python=$2; shift ;;
        -h | --help) awk 'NR > 2 && /^#/ { sub(/^# ?/, ""); print; next } NR > 2 { exit }' "$0"
            exit 0 ;;
        *) die "unknown argument '$1' (see --help)" ;;
    esac
    shift
done
[[ -z "$build" ]] || { mkdir -p "$build" && build=$(cd "$build" && pwd); }
[[ -z "$peers_build" ]] || { mkdir -p "$peers_build" && peers_build=$(cd "$peers_build" && pwd); }
[[ -z "$python" ]] || python=$(command -v "$python")

source "$here/../../.ci/lib.sh" # BN254_ROOT, cd there, bn254_caches
bn254_caches
build=${build:-$BN254_ROOT/build/differential}
peers_build=${peers_build:-$build/peers}
results=$build/results
rm -rf "$results"
mkdir -p "$results"
((registry)) || { js=0 py=0 peer_args+=(--no-registry); }
timing=() # "peer: wall and CPU seconds" lines
timed() { # ID COMMAND...: run, note the seconds (CPU: bn254_cpu of .ci/lib.sh)
    local id=$1 t0=$SECONDS c0
    c0=$(bn254_cpu)
    shift
    "$@" || die "$id: its runner failed (see above)"
    timing+=("$(printf '%-18s %4d s wall %4d s cpu' "$id" $((SECONDS - t0)) \
        $(($(bn254_cpu) - c0)))")
}

# ---- 1. the corpus ------------------------------------------------------------------
corpus=$build/corpus.tsv subset=$build/subset.tsv
python3 "$here/gen_corpus.py" --seed "$seed" --cases "$cases" --out "$corpus"
# The slow peers: tier 0 (every kind once), then every k-th case of the
# rest, k chosen so that the subset has about --slow-cases cases.
awk -F'\t' -v want="$slow_cases" '
    NR == FNR { n0 += $4 == "0"; total++; next }
    FNR == 1 { k = want > n0 ? int((total - n0) / (want - n0)) : total; if (k < 1) k = 1 }
    $4 == "0" || ($4 != "0" && ++rest % k == 0)' "$corpus" "$corpus" >"$subset"
log "corpus: $(wc -l <"$corpus") cases (seed $seed), slow subset: $(wc -l <"$subset")"

# ---- 2. bn254 and the peers of bench/peers (C, Go, Rust) ---------------------------------
# A harness that fails its vector check still answers the corpus (the
# comparer then says what it gets wrong); a build that fails stops here.
check() {
    bench/peers/run.sh --check-only --build "$peers_build" ${peer_args[@]+"${peer_args[@]}"} \
        >"$build/peers-check.log" 2>&1 && return 0
    grep -q 'harnesses checked: ' "$build/peers-check.log" && return 0
    tail -n 40 "$build/peers-check.log"
    return 1
}
timed "(build, check)" check
grep -E 'vectors checked|documented bugs|check FAILED' "$build/peers-check.log" || true
order=(bn254) # bn254 first for compare.py
while IFS=$'\t' read -r id _ _ _ command; do
    [[ "$id" == bn254 ]] || order+=("$id")
    eval "timed $id $command --corpus \"\$corpus\" --results \"\$results/$id.tsv\""
done <"$peers_build/members.tsv"
specs=()
for id in "${order[@]}"; do specs+=("$results/$id.tsv"); done

# ---- 3. the npm peers ------------------------------------------------------------
if ((js)); then
    command -v node >/dev/null || die "node is not on PATH (or pass --no-js)"
    if [[ ! -d bindings/js/node_modules/@ethereumjs/evm ]]; then
        (cd bindings/js && npm ci --no-audit --no-fund --ignore-scripts >/dev/null)
    fi
    for id in ethereumjs_noble ethereumjs_rustbn mcl_wasm; do
        timed "$id" node bindings/js/tools/differential.mjs --peer "$id" --corpus "$corpus" \
            --results "$results/$id.tsv"
        specs+=("$results/$id.tsv")
    done
fi

# ---- 4. the PyPI peers, on the subset ------------------------------------------------
if ((py)); then
    if [[ -z "$python" ]]; then
        venv=$build/venv
        lock=bindings/python/requirements/test.txt
        if [[ ! -x "$venv/bin/python" ||
            "$(cat "$venv/lock" 2>/dev/null)" != "$(sha256sum <"$lock")" ]]; then
            rm -rf "$venv"
            python3 -m venv "$venv"
            # from the wheels .ci/run's fetch-python phase downloaded, when there
            local_wheels=()
            [[ -d build/cache/pip-download ]] &&
                local_wheels=(--no-index --find-links build/cache/pip-download)
            PIP_DISABLE_PIP_VERSION_CHECK=1 "$venv/bin/python" -m pip install -q \
                ${local_wheels[@]+"${local_wheels[@]}"} --require-hashes -r "$lock"
            sha256sum <"$lock" >"$venv/lock"
        fi
        python=$venv/bin/python
    fi
    for id in py_ecc execution_specs; do
        timed "$id" "$python" "$here/python_peers.py" --peer "$id" --corpus "$subset" \
            --results "$results/$id.tsv"
        specs+=("$results/$id.tsv@$subset")
    done
fi

# ---- 5. compare -----------------------------------------------------------------
echo "seconds per runner (wall, and CPU of all its processes):"
printf '  %s\n' "${timing[@]}"
python3 "$here/compare.py" --corpus "$corpus" --known "$here/known.tsv" "${specs[@]}" |
    tee "$build/compare.txt"
