#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/check_docs.sh: the documentation kept true by a check (CI phase
# `docs`): paths named in Markdown and in comments exist, presets and
# backends in the docs match CMakePresets.json and src/arch/kernels.h, every
# table of figures in doc/ is stamped (commit, machine, date), no measured
# figure in a library comment without a commit or date, no "issue N" that a
# reader cannot follow. The rules are tools/check_docs.py's docstring.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 tools/check_docs.py "$@"
