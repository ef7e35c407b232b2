#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/release.sh VERSION [DATE]: makes the release commit's edits, all
# together, for VERSION (X.Y.Z; DATE defaults to today, UTC):
#  - include/bn254.h: BN254_VERSION_MAJOR, _MINOR, _PATCH (the source of the
#    version: the C library, the CLI, the Python module's __version__);
#  - every other place tools/check_version.sh lists (the manifests of
#    Rust, Python, npm, Maven and Go, the lock files' entries of our own
#    packages, README's version line, gethtest's requirement), through
#    tools/check_version.sh --set;
#  - CHANGELOG.md: the [Unreleased] section's bullets become the section
#    `## [VERSION] - DATE`, under a new empty [Unreleased];
#  - README.md: the date on its version line;
# then runs tools/check_version.sh. It commits nothing and tags nothing: look
# at `git diff`, commit, then tag the commit vVERSION (the Go module's
# version is that tag of the repository root: doc/releasing.md).
# Refuses when the tree's versions disagree before it starts, when VERSION is
# the current one, or when [Unreleased] is empty.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
new=${1:?usage: tools/release.sh VERSION [DATE]}
date=${2:-$(date -u +%F)}
[[ "$new" =~ ^([0-9]+)\.([0-9]+)\.([0-9]+)$ ]] || { echo "release: '$new' is not X.Y.Z" >&2; exit 2; }
major=${BASH_REMATCH[1]} minor=${BASH_REMATCH[2]} patch=${BASH_REMATCH[3]}
[[ "$date" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || { echo "release: '$date' is not YYYY-MM-DD" >&2; exit 2; }

tools/check_version.sh >/dev/null || { echo "release: the versions disagree already (tools/check_version.sh)" >&2; exit 1; }
old=$(tools/check_version.sh --print)
[ "$old" != "$new" ] || { echo "release: $new is the current version" >&2; exit 1; }
# [Unreleased] must have something to release: a line other than blank ones
# before the next section.
awk '/^## \[Unreleased\]/ { on = 1; next } /^## / { on = 0 } on && NF { found = 1 } END { exit !found }' \
    CHANGELOG.md || { echo "release: CHANGELOG.md's [Unreleased] section is empty" >&2; exit 1; }
grep -q "^## \[$new\]" CHANGELOG.md && { echo "release: CHANGELOG.md has a [$new] section already" >&2; exit 1; }

echo "release: $old -> $new ($date)"
tools/check_version.sh --set "$new"
perl -i -pe "s/^#define BN254_VERSION_MAJOR \d+/#define BN254_VERSION_MAJOR $major/;
             s/^#define BN254_VERSION_MINOR \d+/#define BN254_VERSION_MINOR $minor/;
             s/^#define BN254_VERSION_PATCH \d+/#define BN254_VERSION_PATCH $patch/" include/bn254.h
perl -i -pe "s/^## \[Unreleased\]\$/## [Unreleased]\n\n## [$new] - $date/" CHANGELOG.md
perl -i -pe "s/^\*\*Version $new\*\* \(\d{4}-\d{2}-\d{2}\)/**Version $new** ($date)/" README.md
tools/check_version.sh
echo "release: done; review git diff, commit, and tag the commit v$new"
