#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bindings/python/requirements/lock.sh: regenerates build.txt and test.txt
# (exact versions and sha256 hashes of every file PyPI serves for them) from
# build.in and test.in with pip-compile (pip-tools, in a venv of its own
# under build/python/lock), with the first python3 on PATH (CPython 3.11).
# CI only reads the .txt files: pip install --require-hashes -r ... and
# PIP_CONSTRAINT for build isolation. Run it after editing a .in file, or to
# move to newer releases (then run .ci/python.sh).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
venv=$root/build/python/lock
[ -x "$venv/bin/pip-compile" ] || {
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q pip-tools==7.6.2
}
cd "$here"
for name in build test; do
    "$venv/bin/pip-compile" -q --generate-hashes --allow-unsafe --strip-extras \
        --no-emit-index-url --no-emit-find-links --output-file "$name.txt" "$name.in"
    { echo "# SPDX-License-Identifier: MIT"; cat "$name.txt"; } >"$name.txt.new"
    mv "$name.txt.new" "$name.txt"
    echo "$name.txt: $(grep -c '^[a-z]' "$name.txt") packages"
done
