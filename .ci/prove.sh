#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/prove.sh: the symbolic proofs of tools/prove (README there):
#  1. a venv under build/prove with sympy from tools/prove/requirements.txt
#     (pinned, --require-hashes; pip's cache is build/cache/pip, which
#     .ci/run's fetch-python fills);
#  2. tools/prove/prove.py on src/: every group-law, line and psi formula
#     against the affine law, read from the C source;
#  3. the same on two mutated copies of src/ (one operation changed in the
#     doubling of group_law.h, one in the tangent line of pairing_impl.h):
#     the proof must fail on each, or it proves nothing.
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bn254_caches
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1 PYTHONDONTWRITEBYTECODE=1
out=$BN254_ROOT/build/prove
venv=$out/venv

bn254_phase "1. venv (tools/prove/requirements.txt)"
if ! "$venv/bin/python" -c "import sympy" 2>/dev/null ||
    ! cmp -s tools/prove/requirements.txt "$venv/requirements.txt"; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install -q --require-hashes -r tools/prove/requirements.txt
    cp tools/prove/requirements.txt "$venv/requirements.txt"
fi
"$venv/bin/python" -c "import sympy; print('sympy', sympy.__version__)"

bn254_phase "2. the proofs on src/"
"$venv/bin/python" tools/prove/prove.py | tee "$out/prove.log" | grep -v '^  ok '

bn254_phase "3. the proofs fail on mutated formulas"
mutate() { # file, sed expression (must change the file), sections
    local file=$1 expr=$2
    shift 2
    rm -rf "$out/mutant" && cp -r src "$out/mutant"
    sed -i "$expr" "$out/mutant/$file"
    ! cmp -s "src/$file" "$out/mutant/$file" || bn254_die "mutation of $file changed nothing: $expr"
    if BN254_PROVE_SRC=$out/mutant "$venv/bin/python" tools/prove/prove.py "$@" >"$out/mutant.log" 2>&1; then
        bn254_die "the proofs passed on a mutated $file ($expr)"
    fi
    echo "mutated $file ($expr): $(grep -m1 FAILED "$out/mutant.log" || tail -1 "$out/mutant.log")"
}
mutate group_law.h 's/GF(sub)(x3, &u, &t);/GF(add)(x3, \&u, \&t);/' group_law
mutate pairing_impl.h 's/bn254_fp2_sub(&l->c3, &e, &b);/bn254_fp2_add(\&l->c3, \&e, \&b);/' lines
