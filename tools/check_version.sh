#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/check_version.sh: the release version is written once, in
# include/bn254.h (BN254_VERSION_MAJOR/MINOR/PATCH); every package of the
# repository must carry the same one, and CHANGELOG.md must have its section.
# Prints the version and one line per place checked; exits 1 on the first
# place that differs (naming it). CI runs it (.ci/run).
#
#   tools/check_version.sh            check
#   tools/check_version.sh --print    print the version only
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

bad=0
# check FILE DESCRIPTION EXTENDED-REGEX: the regex (with the version spliced
# in for @V@, dots escaped) must match a line of FILE.
check() {
    local file=$1 what=$2 regex=${3//@V@/${version//./\\.}}
    if [ ! -f "$file" ]; then
        echo "check_version: $file missing ($what)" >&2
        bad=1
    elif grep -Eq -- "$regex" "$file"; then
        printf '  %-44s %s\n' "$file" "$what"
    else
        echo "check_version: $file: $what is not $version" >&2
        bad=1
    fi
}

echo "version $version (include/bn254.h)"
check CHANGELOG.md "release section" "^## \[@V@\] - [0-9]{4}-[0-9]{2}-[0-9]{2}"
check bindings/rust/bn254-sys/Cargo.toml "crate bn254-sys" '^version = "@V@"'
check bindings/rust/bn254/Cargo.toml "crate bn254" '^version = "@V@"'
check bindings/rust/bn254/Cargo.toml "its bn254-sys dependency" '^bn254-sys = \{.*version = "=?@V@"'
check bindings/python/pyproject.toml "wheel bn254" '^version = "@V@"'
check bindings/js/package.json "npm package bn254-wasm" '^  "version": "@V@",'
check bindings/js/package-lock.json "npm lock file's root package" '^  "version": "@V@",'
check bindings/java/pom.xml "Maven artifact io.github.bn254:bn254" '^  <version>@V@</version>'
check bindings/go/version.go "Go module (release tag v$version)" '^const Version = "@V@"'
exit $bad
