#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/python.sh: the Python binding (bindings/python) with the first python3
# on PATH (pyenv's CPython 3.11, not /usr/bin/python3), every Python package
# from PyPI at the versions and hashes of bindings/python/requirements/*.txt:
#  1. the C reference `bn254 exec` (preset release: tools/test.sh's tree),
#     for the differential test;
#  2. a tools venv: pip, build, setuptools, twine (requirements/build.txt,
#     hashes);
#  3. python -m build: the sdist, then the wheel built from the sdist alone
#     (build isolation, its setuptools pinned and hash-checked through
#     PIP_CONSTRAINT); checks the wheel's tag (cp311-abi3) and that the
#     sdist carries the C sources and the wheel was compiled from them
#     (in build's temporary folder: the sdist builds without a checkout);
#     twine check --strict of both (PyPI's metadata and README checks);
#  4. a clean venv: the test dependencies (requirements/test.txt, hashes) and
#     the wheel; pytest on bindings/python/tests: vectors, GIL, errors,
#     differential against bn254 exec and against py_ecc, the execution
#     specs with and without bn254, concurrent mutation of the input;
#  5. the one-line install from the checkout (pip install bindings/python,
#     build isolation, build dependencies pinned) in a third venv, vectors;
#  6. bench.py once, quickly (module, copy cost, execution-specs table).
# pip's cache is PIP_CACHE_DIR (.ci/lib.sh: build/cache/pip unless set):
# delete it for a cold run. BN254_PY_SKIP_SPECS=1 leaves out the execution-specs test (the
# longest: py_ecc's pairings on every vector, ~70 s of 2 cores).
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bn254_geth_vectors --require
bn254_apt cmake make gcc pkg-config libcmocka-dev

out=$BN254_ROOT/build/python
req=$BN254_ROOT/bindings/python/requirements
mkdir -p "$out"
bn254_caches # PIP_CACHE_DIR: build/cache/pip unless set
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
export PYTHONDONTWRITEBYTECODE=1
python=$(command -v python3)
[ "$python" != /usr/bin/python3 ] || bn254_die "python3 is Debian's; this script wants pyenv's CPython 3.11"
echo "python3: $python, $("$python" --version)"
echo "pip cache: $PIP_CACHE_DIR ($(du -sh "$PIP_CACHE_DIR" 2>/dev/null | cut -f1 || echo empty))"

bn254_phase "1. C reference: bn254 exec (preset release)"
bn254_preset_build release bn254_cli >/dev/null
export BN254_CLI=$BN254_ROOT/build/release/cli/bn254 BN254_REQUIRE_CLI=1 BN254_REQUIRE_GETH_VECTORS=1

bn254_phase "2. tools venv (requirements/build.txt)"
rm -rf "$out/venv-build"
"$python" -m venv "$out/venv-build"
"$out/venv-build/bin/python" -m pip install -q --require-hashes -r "$req/build.txt"
"$out/venv-build/bin/python" -m pip --version

bn254_phase "3. python -m build: sdist, then the wheel from the sdist"
rm -rf "$out/dist" "$BN254_ROOT/build/bindings/python-setuptools"
PIP_CONSTRAINT=$req/build.txt "$out/venv-build/bin/python" -m build --outdir "$out/dist" \
    bindings/python >"$out/build.log" 2>&1 || { tail -40 "$out/build.log"; bn254_die "python -m build failed"; }
version=$(sed -n 's/^version = "\(.*\)"/\1/p' bindings/python/pyproject.toml)
sdist=$(ls "$out/dist/bn254_precompiles-$version.tar.gz") || bn254_die "no sdist in $out/dist"
wheel=$(ls "$out"/dist/bn254_precompiles-"$version"-cp311-abi3-*.whl) ||
    bn254_die "no cp311-abi3 wheel in $out/dist: $(ls "$out/dist")"
grep -m1 -A1 'Installed build dependency versions' "$out/build.log" || true
# The wheel's compilation read the sdist's own copy of the C sources.
grep -q "setup.py: C sources from .*/bn254_precompiles-$version/c (sdist)" "$out/build.log" ||
    bn254_die "the wheel was not compiled from the sdist's c/ folder (see $out/build.log)"
listing=$(tar tzf "$sdist")
for f in c/src/bn254.c c/include/bn254.h c/LICENSE LICENSE bn254module.c setup.py pyproject.toml \
         bn254_precompiles/__init__.py bn254_precompiles/execution_specs.py; do
    grep -qx "bn254_precompiles-$version/$f" <<<"$listing" || bn254_die "sdist lacks $f"
done
echo "sdist: $(basename "$sdist"), $(grep -c '/c/.*\.[chS]$' <<<"$listing") C files in c/"
echo "wheel: $(basename "$wheel")"
# The metadata and the README as PyPI would take and render them (what
# `twine upload` checks before it sends anything).
"$out/venv-build/bin/python" -m twine check --strict "$sdist" "$wheel"
left=$(git -C "$BN254_ROOT" status --porcelain --ignored -- bindings/python)
[ -z "$left" ] || bn254_die "the build left files in bindings/python: $left"

bn254_phase "4. clean venv: test dependencies and the wheel, pytest"
rm -rf "$out/venv-test"
"$python" -m venv "$out/venv-test"
"$out/venv-test/bin/python" -m pip install -q --require-hashes -r "$req/test.txt"
"$out/venv-test/bin/python" -m pip install -q --no-deps "$wheel"
"$out/venv-test/bin/python" -c 'import bn254_precompiles as m; print("installed:", m.__file__)'
tests=(bindings/python/tests)
[ "${BN254_PY_SKIP_SPECS:-0}" = 1 ] &&
    tests+=(--deselect bindings/python/tests/test_execution_specs.py::ExecutionSpecs::test_vectors_and_random)
# -s: each test prints its counts ("N vectors + M random, 0 mismatches").
"$out/venv-test/bin/python" -m pytest -q -s -p no:cacheprovider --durations=6 "${tests[@]}" 2>&1 |
    tee "$out/pytest.log" | { grep -v '^[.u]*$' || true; }
echo "--- summary"
grep -E 'mismatches|answers for no state|passed|failed' "$out/pytest.log" | sed 's/^[.u]*//'
# README's Python snippets, with the installed wheel (and ethereum-execution).
python3 tools/check_snippets.py run --lang python --python "$out/venv-test/bin/python"

bn254_phase "5. pip install bindings/python (from the checkout, build isolation)"
rm -rf "$out/venv-checkout" "$BN254_ROOT/build/bindings/python-setuptools"
"$python" -m venv "$out/venv-checkout"
"$out/venv-build/bin/python" -m pip --python "$out/venv-checkout/bin/python" install -q \
    --build-constraint "$req/build.txt" bindings/python
"$out/venv-checkout/bin/python" -c 'import bn254_precompiles as m; print("installed:", m.__file__, m.backend())'
PYTHONPATH=bindings/python/tests "$out/venv-checkout/bin/python" -m unittest -q test_vectors 2>&1 | tail -3

bn254_phase "6. bench.py once (quick)"
bench=("$out/venv-test/bin/python" bindings/python/bench.py)
"${bench[@]}" --quick chfast1 jeff1
"${bench[@]}" --copy --quick
"${bench[@]}" --spec --quick chfast1 jeff1
