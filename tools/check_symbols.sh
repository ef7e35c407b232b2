#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/check_symbols.sh: proves that a built libbn254 exposes exactly the
# public API. The API is the list of functions declared in the public headers
# include/bn254.h and include/bn254_solana.h (every one of them must be marked
# BN254_API there); then, for each library:
#
#   shared (.so)   its dynamic symbol table exports exactly those functions,
#                  each defined: no internal symbol, no missing function;
#   static (.a)    each of those functions is defined once, global, with
#                  default visibility; every other defined global symbol (the
#                  assembly kernels, say) is hidden, so that linking the
#                  archive into a shared object exports nothing else.
#
#   tools/check_symbols.sh [--header <h>]... <libbn254.a | libbn254.so>...
# (--header, repeatable, replaces the default list of headers)
#
# ELF only (readelf from binutils reads the objects of any architecture, so
# cross builds are checked too). Prints what it checked; on a mismatch, each
# offending symbol and the reason, and exits 1.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
headers=("$root/include/bn254.h" "$root/include/bn254_solana.h")
given=()
libs=()
while (($#)); do
    case $1 in
    --header) given+=("$2"); shift 2 ;;
    -h | --help) sed -n '3,18p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) libs+=("$1"); shift ;;
    esac
done
((${#given[@]} == 0)) || headers=("${given[@]}")
if ((${#libs[@]} == 0)); then
    echo "usage: tools/check_symbols.sh [--header <h>]... <libbn254.a | libbn254.so>..." >&2
    exit 2
fi
command -v readelf >/dev/null 2>&1 || { echo "check_symbols: readelf not found (binutils)" >&2; exit 2; }

# ---- the API, from the header -------------------------------------------------
# Comments and preprocessor lines removed, the rest joined into one line and
# split at ';': one declaration per record. A function is a bn254_ name
# followed by '('; its declaration must start with BN254_API.
declarations="$(perl -0777 -ne '
    s{/\*.*?\*/}{ }gs;                 # comments
    s{^[ \t]*#(?:[^\n]*\\\n)*[^\n]*}{}mg;  # preprocessor lines, with continuations
    s{\s+}{ }g;
    print join("\n", map { s/^ +| +$//gr } split /;/), "\n";
' "${headers[@]}")"
api=()
unmarked=()
declare -A is_api=()
while IFS= read -r decl; do
    [[ "$decl" =~ (^|[^A-Za-z0-9_])(bn254_[a-z0-9_]+)\ *\( ]] || continue
    name=${BASH_REMATCH[2]}
    api+=("$name")
    is_api[$name]=1
    # What follows a brace (the end of a type, `extern "C" {`) starts the declaration.
    decl=${decl##*[\{\}]}
    decl=${decl# }
    [[ "$decl" == "BN254_API "* ]] || unmarked+=("$name")
done <<<"$declarations"
if ((${#api[@]} == 0)); then
    echo "check_symbols: no function declarations found in ${headers[*]}" >&2
    exit 2
fi
mapfile -t api < <(printf '%s\n' "${api[@]}" | sort -u)
echo "check_symbols: ${headers[*]} declare ${#api[@]} functions: ${api[*]}"
status=0
if ((${#unmarked[@]})); then
    echo "check_symbols: FAIL: declared without BN254_API: ${unmarked[*]}" >&2
    status=1
fi

# readelf -sW rows of defined symbols as "bind vis name" (name without
# @version). Columns: Num Value Size Type Bind Vis [other] Ndx Name, where
# some targets print extra bracketed flags after Vis (e.g. [VARIANT_PCS]).
defined_symbols() {
    readelf -sW "$@" | awk '
        $1 ~ /^[0-9]+:$/ && NF >= 8 {
            i = 7
            while (i < NF && $i ~ /^\[/) { while (i < NF && $i !~ /\]$/) i++; i++ }
            if ($i == "UND") next
            name = $NF; sub(/@.*/, "", name)
            print $5, $6, name
        }'
}

check_shared() {
    local lib=$1 exported missing=() extra=() fn
    # Dynamic symbols only: what a program linking the library can see.
    exported="$(defined_symbols --dyn-syms "$lib" |
                awk '($1 == "GLOBAL" || $1 == "WEAK" || $1 == "UNIQUE") &&
                     ($2 == "DEFAULT" || $2 == "PROTECTED") { print $3 }' | sort -u)"
    for fn in "${api[@]}"; do
        grep -qx -- "$fn" <<<"$exported" || missing+=("$fn")
    done
    while IFS= read -r fn; do
        if [ -n "$fn" ] && [ -z "${is_api[$fn]:-}" ]; then extra+=("$fn"); fi
    done <<<"$exported"
    report "$lib (shared)" "exports" missing extra
}

check_static() {
    local lib=$1 rows missing=() extra=() fn count
    rows="$(defined_symbols "$lib" | awk '$1 == "GLOBAL" || $1 == "WEAK" || $1 == "UNIQUE"')"
    for fn in "${api[@]}"; do
        count="$(awk -v n="$fn" '$3 == n && ($2 == "DEFAULT" || $2 == "PROTECTED")' <<<"$rows" |
                 wc -l)"
        if ((count != 1)); then
            missing+=("$fn (defined with default visibility $count times)")
        fi
    done
    # Every other global must be hidden (or internal).
    while read -r bind vis fn; do
        if [ -z "$fn" ] || [ -n "${is_api[$fn]:-}" ]; then continue; fi
        case $vis in
        HIDDEN | INTERNAL) ;;
        *) extra+=("$fn ($bind $vis)") ;;
        esac
    done <<<"$rows"
    report "$lib (static)" "defines as visible" missing extra
}

# report <what> <verb> <name of missing array> <name of extra array>
report() {
    local -n report_missing=$3 report_extra=$4
    local item
    if ((${#report_missing[@]} == 0 && ${#report_extra[@]} == 0)); then
        echo "check_symbols: ok: $1 $2 exactly the ${#api[@]} API functions"
        return 0
    fi
    echo "check_symbols: FAIL: $1" >&2
    for item in "${report_missing[@]}"; do
        echo "  missing or not exported:  $item" >&2
    done
    for item in "${report_extra[@]}"; do
        echo "  visible but not API:      $item" >&2
    done
    status=1
}

for lib in "${libs[@]}"; do
    if [ ! -f "$lib" ]; then
        echo "check_symbols: FAIL: $lib: no such file" >&2
        status=1
        continue
    fi
    case $(readelf -hW "$lib" 2>/dev/null | awk '/^ *Type:/ { print $2; exit }') in
    DYN) check_shared "$lib" ;;
    REL) check_static "$lib" ;;
    *)
        echo "check_symbols: FAIL: $lib is neither an ELF shared object nor an archive" >&2
        status=1
        ;;
    esac
done
exit "$status"
