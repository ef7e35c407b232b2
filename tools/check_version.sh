#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/check_version.sh: the release version is written once, in
# include/bn254.h (BN254_VERSION_MAJOR/MINOR/PATCH); every manifest of the
# repository, the lock files' entries of our own packages, README's version
# line and the Go consumer test's requirement must carry the same one, and
# CHANGELOG.md must have its section. The list below is the one list of those
# places: tools/release.sh rewrites them through --set. Prints the version
# and one line per place checked; exits 1 if a place differs (naming each).
# CI runs it (.ci/run).
#
#   tools/check_version.sh             check
#   tools/check_version.sh --print     print the version only
#   tools/check_version.sh --set NEW   write NEW into every place below that
#                                      carries the current version (not
#                                      bn254.h or CHANGELOG: tools/release.sh)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

part() {
    sed -n "s/^#define BN254_VERSION_$1 \\([0-9][0-9]*\\) *$/\\1/p" include/bn254.h
}
version="$(part MAJOR).$(part MINOR).$(part PATCH)"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] ||
    { echo "check_version: include/bn254.h has no complete BN254_VERSION_*" >&2; exit 1; }
if [ "${1:-}" = --print ]; then
    echo "$version"
    exit 0
fi

new=""
if [ "${1:-}" = --set ]; then
    new=${2:?--set needs a version}
    [[ "$new" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "check_version: '$new' is not X.Y.Z" >&2; exit 2; }
fi
bad=0
esc=${version//./\\.}
report() {
    if [ -n "$new" ]; then printf '  %-44s %s: %s -> %s\n' "$1" "$2" "$version" "$new"; else printf '  %-44s %s\n' "$1" "$2"; fi
}
# check FILE DESCRIPTION EXTENDED-REGEX: the regex (with the version spliced
# in for @V@, dots escaped) must match a line of FILE; with --set, the
# version on the matching lines becomes NEW.
check() {
    local file=$1 what=$2 regex=${3//@V@/$esc}
    if [ ! -f "$file" ]; then
        echo "check_version: $file missing ($what)" >&2
        bad=1
    elif grep -Eq -- "$regex" "$file"; then
        [ -z "$new" ] || REGEX=$regex OLD=$version NEW=$new perl -i -pe \
            'if (/$ENV{REGEX}/) { s/\Q$ENV{OLD}\E/$ENV{NEW}/ }' "$file"
        report "$file" "$what"
    else
        echo "check_version: $file: $what is not $version" >&2
        bad=1
    fi
}
# check_after FILE DESCRIPTION NAME-LINE VERSION-LINE: every line equal to
# NAME-LINE must be followed by VERSION-LINE (@V@: the version), at least
# once: a lock file's entry of one of our own packages, never another's.
check_after() {
    local file=$1 what=$2 name=$3 line=${4//@V@/$version}
    if [ -f "$file" ] && awk -v n="$name" -v v="$line" \
        '$0 == n { getline; found = 1; if ($0 != v) bad = 1 } END { exit !(found && !bad) }' "$file"; then
        [ -z "$new" ] || NAME=$name LINE=$line NEWLINE=${4//@V@/$new} perl -i -pe \
            'if ($want) { s/^\Q$ENV{LINE}\E$/$ENV{NEWLINE}/; $want = 0 }
             chomp(my $l = $_); $want = 1 if $l eq $ENV{NAME}' "$file"
        report "$file" "$what"
    else
        echo "check_version: $file: $what is not $version" >&2
        bad=1
    fi
}
# check_lock FILE PACKAGE...: Cargo.lock entries.
check_lock() {
    local file=$1 pkg
    shift
    for pkg in "$@"; do
        check_after "$file" "lock entry $pkg" "name = \"$pkg\"" 'version = "@V@"'
    done
}

echo "version $version (include/bn254.h)"
[ -n "$new" ] || check CHANGELOG.md "release section" "^## \[@V@\] - [0-9]{4}-[0-9]{2}-[0-9]{2}"
check README.md "the version line" '^\*\*Version @V@\*\* '
# Rust: the two crates, the -sys requirement, our other crates, their locks.
check bindings/rust/bn254-sys/Cargo.toml "crate bn254-precompiles-sys" '^version = "@V@"'
check bindings/rust/bn254/Cargo.toml "crate bn254-precompiles" '^version = "@V@"'
check bindings/rust/bn254/Cargo.toml "its -sys dependency" '^bn254-precompiles-sys = \{.*version = "=@V@"'
check bindings/rust/revm-test/Cargo.toml "crate bn254-revm-test" '^version = "@V@"'
check bindings/rust/solana-test/Cargo.toml "crate bn254-solana-test" '^version = "@V@"'
check zkvm/sp1/host/Cargo.toml "crate bn254-sp1-host" '^version = "@V@"'
check bench/peers/revm/Cargo.toml "crate bn254-peer-revm" '^version = "@V@"'
check_lock bindings/rust/Cargo.lock bn254-precompiles bn254-precompiles-sys
check_lock bindings/rust/nostd-check/Cargo.lock bn254-precompiles bn254-precompiles-sys
check_lock bindings/rust/revm-test/Cargo.lock bn254-precompiles bn254-precompiles-sys bn254-revm-test
check_lock bindings/rust/solana-test/Cargo.lock bn254-precompiles bn254-precompiles-sys bn254-solana-test
check_lock zkvm/sp1/host/Cargo.lock bn254-sp1-host
check_lock bench/peers/revm/Cargo.lock bn254-peer-revm
# Python, npm (manifest and lock), Maven, Go.
check bindings/python/pyproject.toml "PyPI bn254-precompiles" '^version = "@V@"'
check bindings/js/package.json "npm bn254-precompiles" '^  "version": "@V@",'
check_after bindings/js/package-lock.json "npm lock file: root" '  "name": "bn254-precompiles",' '  "version": "@V@",'
check_after bindings/js/package-lock.json "npm lock file: packages[\"\"]" '      "name": "bn254-precompiles",' \
    '      "version": "@V@",'
check bindings/java/pom.xml "Maven io.github.bn254:bn254-precompiles" '^  <version>@V@</version>'
check bindings/go/version.go "Go module (release tag v$version)" '^const Version = "@V@"'
check bindings/go/gethtest/go.mod "gethtest's requirement (replaced)" '^	github\.com/bn254/bn254 v@V@$'
exit $bad
