#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/format.sh: one layout for every source of the tree, by the ecosystem's
# formatters (CI phase `format` runs `tools/format.sh --check`):
#
#   tools/format.sh           rewrite the files in place
#   tools/format.sh --check   change nothing; list what differs, exit 1 if any
#
#   C and C++ (.c, .h, .cc)   clang-format-19 (Debian), the rules of .clang-format
#   Python                    ruff 0.17.6 (PyPI, tools/lint/requirements.txt with
#                             hashes): `ruff format` and `ruff check` (ruff.toml)
#   Rust                      rustfmt of the rustup toolchain, edition 2021
#   Go                        gofmt of the Go toolchain
#   shell                     shellcheck (Debian), warnings and errors (--check
#                             and without: it has no rewrite mode)
#
# Only files git tracks are read (never build/ or the registries' folders).
# The assembly (.S) keeps its hand layout: no formatter knows it.
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
case "${1-}" in
    --check) check=1 ;;
    "") ;;
    *) echo "usage: tools/format.sh [--check]" >&2; exit 2 ;;
esac

tools/apt-ensure.sh clang-format-19 shellcheck >/dev/null
venv=build/lint/venv
if ! "$venv/bin/ruff" --version >/dev/null 2>&1 ||
    ! cmp -s tools/lint/requirements.txt "$venv/requirements.txt"; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    PIP_DISABLE_PIP_VERSION_CHECK=1 "$venv/bin/python" -m pip install -q --require-hashes \
        -r tools/lint/requirements.txt
    cp tools/lint/requirements.txt "$venv/requirements.txt"
fi
if ! command -v rustfmt >/dev/null || ! rustfmt --version >/dev/null 2>&1; then
    rustup component add rustfmt
fi

status=0
fail() { # what, files...
    local what=$1
    shift
    echo "format: $what:"
    printf '  %s\n' "$@"
    status=1
}
# Left to their own layout: src/consts.h (tools/gen_consts.py's output, laid
# out by it: gen_consts --check) and the headers the assembly includes, which
# the assembler reads too (clang-format would join their directives:
# ".section .rodata" -> ".section.rodata"). Every other header an .S file
# includes must be preprocessor-only (src/target.h); a new one fails here.
own_layout=(src/consts.h src/arch/asm_macros.h src/arch/x86_64/adx_macros.h)
while read -r s; do
    while read -r inc; do
        h=$(realpath -m --relative-to=. "$(dirname "$s")/$inc")
        [[ " ${own_layout[*]} src/target.h " == *" $h "* ]] && continue
        [[ "$h" == *.S ]] && continue
        echo "format: $s includes $h: add it to own_layout in tools/format.sh" >&2
        exit 1
    done < <(sed -n 's/^#include "\(.*\)"/\1/p' "$s")
done < <(git ls-files '*.S')
mapfile -t c_files < <(git ls-files '*.c' '*.h' '*.cc' | grep -vxF -f <(printf '%s\n' "${own_layout[@]}"))
mapfile -t py_files < <(git ls-files '*.py')
mapfile -t rs_files < <(git ls-files '*.rs')
mapfile -t go_files < <(git ls-files '*.go')
mapfile -t sh_files < <(git ls-files '*.sh' .ci/run)

if ((check)); then
    bad=()
    for f in "${c_files[@]}"; do
        clang-format-19 --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
    done
    ((${#bad[@]} == 0)) || fail "not in clang-format-19's layout (run tools/format.sh)" "${bad[@]}"
    "$venv/bin/ruff" format --check --quiet "${py_files[@]}" || status=1
    "$venv/bin/ruff" check --quiet "${py_files[@]}" || status=1
    mapfile -t bad < <(rustfmt --check --edition 2021 -l "${rs_files[@]}" 2>/dev/null |
        grep -v '^Diff in' | grep '\.rs$' | sort -u || true)
    ((${#bad[@]} == 0)) || fail "not in rustfmt's layout (run tools/format.sh)" "${bad[@]}"
    mapfile -t bad < <(gofmt -l "${go_files[@]}")
    ((${#bad[@]} == 0)) || fail "not in gofmt's layout (run tools/format.sh)" "${bad[@]}"
else
    clang-format-19 -i "${c_files[@]}"
    "$venv/bin/ruff" format --quiet "${py_files[@]}"
    "$venv/bin/ruff" check --quiet --fix "${py_files[@]}" || status=1
    rustfmt --edition 2021 "${rs_files[@]}"
    gofmt -w "${go_files[@]}"
fi
shellcheck -x -S warning "${sh_files[@]}" || status=1
if ((status == 0)); then
    echo "format: ${#c_files[@]} C, ${#py_files[@]} Python, ${#rs_files[@]} Rust, ${#go_files[@]} Go" \
        "and ${#sh_files[@]} shell files: clang-format-19 $(clang-format-19 --version |
            grep -o '[0-9][0-9.]*' | head -1), $("$venv/bin/ruff" --version)," \
        "$(rustfmt --version | cut -d' ' -f1-2), $(go version | cut -d' ' -f3)," \
        "shellcheck $(shellcheck --version | sed -n 's/^version: //p')"
fi
exit "$status"
