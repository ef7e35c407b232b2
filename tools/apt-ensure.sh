#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/apt-ensure.sh: makes sure the Debian packages named on the command line
# are installed, installing only those that are missing. Every script of this
# repository that needs Debian packages calls it instead of apt-get:
#
#   tools/apt-ensure.sh <package>...       e.g. tools/apt-ensure.sh cmake libcmocka-dev
#
# - A package counts as installed when dpkg-query says "install ok installed"
#   for it (a name, or name:arch; installed for any architecture counts).
# - When something is missing: `apt-get update` once (a failing update is
#   reported and the install tried anyway: a mirror mid-sync or a stale index
#   of an unrelated suite need not stop us; the install fails if a package is
#   really unavailable), then one `apt-get install -y` of the missing ones.
# - Every apt-get runs with DEBIAN_FRONTEND=noninteractive and waits up to
#   600 s for the dpkg lock (-o DPkg::Lock::Timeout=600) instead of failing
#   while another apt runs.
# - As root directly, otherwise through sudo (an error if there is none).
# - Without dpkg-query (not Debian) it installs nothing, says so and exits 0:
#   the build that follows reports what is missing.
# Prints one line when it installs something, nothing otherwise. Exit status:
# 0 when every package is installed at the end, non-zero otherwise.
set -euo pipefail

if (($# == 0)); then
    echo "usage: tools/apt-ensure.sh <debian-package>..." >&2
    exit 2
fi
if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "apt-ensure: no dpkg-query (not Debian): not installing $*" >&2
    exit 0
fi

missing=()
for pkg in "$@"; do
    # ${db:Status-Abbrev} is "ii " for an installed package; one line per
    # architecture it is known for.
    if ! dpkg-query -W -f='${db:Status-Abbrev}\n' "$pkg" 2>/dev/null | grep -q '^ii'; then
        missing+=("$pkg")
    fi
done
((${#missing[@]})) || exit 0

sudo=()
if [ "$(id -u)" != 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "apt-ensure: not root and no sudo: install ${missing[*]} by hand" >&2
        exit 1
    fi
    sudo=(sudo)
fi
apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=600)

echo "apt-ensure: installing ${missing[*]}"
"${apt[@]}" update || echo "apt-ensure: apt-get update reported errors; installing anyway" >&2
"${apt[@]}" install -y "${missing[@]}"
