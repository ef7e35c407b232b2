#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/snippets.sh: README's build-only path and the documentation's snippets
# that need nothing but the C library:
#  1. tools/check_snippets.py check: every c/go/rust/python/js/java block of
#     the Markdown files is marked (a snippet, or `none` with a reason), the
#     names are unique, the signatures= blocks match their source files;
#  2. tools/build.sh --prefix build/snippets/install (the command README
#     gives: Release, no tests, no cmocka), timed;
#  3. the C snippets compiled against that install and run.
# The other languages' snippets run in their bindings' scripts (.ci/go.sh,
# rust.sh, python.sh, js.sh, java.sh), where the packages they use are built.
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
out=$BN254_ROOT/build/snippets
rm -rf "$out"

bn254_phase "1. every code block of the docs marked"
python3 tools/check_snippets.py check

bn254_phase "2. tools/build.sh (README's build-only command)"
t0=$SECONDS
tools/build.sh --prefix "$out/install" | tail -n 12
echo "tools/build.sh: $((SECONDS - t0)) s"

bn254_phase "3. C snippets against the install"
python3 tools/check_snippets.py run --lang c --prefix "$out/install"
