#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The Python peers of the differential run (run.sh): every case of a corpus
through one of

  py_ecc           bindings/python/tests/py_ecc_ref.py: the EIP-196/197 byte
                   rules written on py_ecc's optimized_bn128 (PyPI, pinned
                   with hashes in bindings/python/requirements/test.txt)
  execution_specs  the Ethereum execution specs' own alt_bn128 precompiles
                   (PyPI ethereum-execution, same lock file), run as written
                   on py_ecc by bindings/python/bn254_precompiles/
                   execution_specs.py's Spec:
                   the latest fork's gas, padding, checks and errors

    python_peers.py --peer py_ecc --corpus FILE --results FILE

Formats: README.md in this folder. Both are slow (py_ecc's pairing, about a
second per pair): run.sh gives them a subset of the corpus. The gas of
execution_specs is the gas its frame lost in a call that succeeded; py_ecc
has no gas schedule.
"""

import argparse
import os
import sys
import types

PYTHON = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python")
TESTS = os.path.join(PYTHON, "tests")
sys.path.insert(0, TESTS)


def py_ecc_peer():
    import py_ecc_ref
    from importlib.metadata import version

    def call(op, data):
        kind, value = py_ecc_ref.OPS[op](data)
        if kind == "ok":
            return "ok", value.hex(), "-", "-"
        return "fail", "-", "-", value

    return call, (
        "py_ecc %s (optimized_bn128) through bindings/python/tests/py_ecc_ref.py"
        % version("py_ecc")
    )


def specs_peer():
    try:
        import bn254_precompiles  # noqa: F401 (execution_specs imports it for its backend)
    except ImportError:
        # That backend is not used here (the spec runs as written, on py_ecc),
        # so without the built extension the package is a bare namespace
        # over its source folder, and only execution_specs is imported.
        stub = types.ModuleType("bn254_precompiles")
        stub.__path__ = [os.path.join(PYTHON, "bn254_precompiles")]
        sys.modules["bn254_precompiles"] = stub
    from bn254_precompiles import execution_specs
    from importlib.metadata import version

    spec = execution_specs.Spec()

    def call(op, data):
        out, gas, exc, cause = spec.call(op, data)
        if exc is None:
            return "ok", out.hex(), str(gas), "-"
        return "fail", "-", "-", exc + ("(%s)" % cause if cause else "")

    return call, "ethereum-execution %s, fork %s, on py_ecc %s" % (
        version("ethereum-execution"),
        spec.fork,
        version("py_ecc"),
    )


PEERS = {"py_ecc": py_ecc_peer, "execution_specs": specs_peer}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--peer", choices=sorted(PEERS), required=True)
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--results", required=True)
    args = ap.parse_args()
    call, describe = PEERS[args.peer]()
    cases = 0
    with open(args.corpus) as corpus, open(args.results, "w") as res:
        res.write("# %s\t%s\n" % (args.peer, describe))
        for line in corpus:
            if not line.strip() or line.startswith("#"):
                continue
            case_id, op, hexdata = line.rstrip("\n").split("\t")[:3]
            data = b"" if hexdata == "-" else bytes.fromhex(hexdata)
            try:
                answer = call(op, data)
            except Exception as e:  # said as a failure, with what was raised
                answer = ("fail", "-", "-", "raised:%s" % type(e).__name__)
            res.write("\t".join((case_id,) + tuple(answer)) + "\n")
            res.flush()
            cases += 1
    print(
        "%s: %d corpus cases run, answers in %s" % (args.peer, cases, args.results), file=sys.stderr
    )


if __name__ == "__main__":
    main()
