# SPDX-License-Identifier: MIT
"""Differential test against the C API: random valid and invalid inputs
(points from the vector files, words set to p, p+1, p-1, 2^256-1, x+p, y+1,
r, random; infinity; truncated and over-long inputs; random bytes) through
the module, compared with the C library called by the `bn254 exec` tool of
a CMake build (the C API on the same bytes, one process for all inputs).
Checks outputs, the exception class of every status, and that every status
an operation can return was produced; every input as bytes and as a
bytearray (the module's copying path). A mismatch fails at once.

The tool: $BN254_CLI, else build/bindings/c/cli/bn254 or build/release/cli/bn254;
absent, the test is skipped, or fails with BN254_REQUIRE_CLI=1 (as in CI).
BN254_TEST_SEED replays a run; BN254_DIFF_ITERS scales the counts."""

import os
import subprocess
import unittest

import bn254_precompiles as bn254

import vectors

TOKEN_ERRORS = {
    "input-length": bn254.InputLengthError,
    "not-in-field": bn254.NotInFieldError,
    "not-on-curve": bn254.NotOnCurveError,
    "not-in-subgroup": bn254.NotInSubgroupError,
}


def find_cli():
    for path in (
        os.environ.get("BN254_CLI"),
        os.path.join(vectors.ROOT, "build", "bindings", "c", "cli", "bn254"),
        os.path.join(vectors.ROOT, "build", "release", "cli", "bn254"),
    ):
        if path and os.access(path, os.X_OK):
            return path
    if os.environ.get("BN254_REQUIRE_CLI") == "1":
        raise RuntimeError("bn254 exec tool not found (BN254_REQUIRE_CLI=1)")
    return None


class Differential(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.cli = find_cli()
        if cls.cli is None:
            raise unittest.SkipTest("no bn254 exec tool (build the CMake target bn254_cli)")
        cls.pools = vectors.Pools(bn254)

    def run_op(self, op, iters, seed):
        rng = vectors.rng_from_env(seed)
        iters *= max(1, int(os.environ.get("BN254_DIFF_ITERS", "1")))
        inputs = [self.pools.input(rng, op) for _ in range(iters)]
        lines = "".join("%s %s\n" % (op, d.hex()) for d in inputs)
        res = subprocess.run(
            [self.cli, "exec"], input=lines, capture_output=True, text=True, check=True
        )
        answers = res.stdout.splitlines()
        self.assertEqual(len(answers), len(inputs))
        seen = {}
        fn = getattr(bn254, op)
        for i, (data, answer) in enumerate(zip(inputs, answers)):
            token = answer[6:] if answer.startswith("error ") else "ok"
            # bytes (read in place) and a bytearray (copied first)
            for arg in (data, bytearray(data)):
                if token != "ok":
                    with self.assertRaises(
                        TOKEN_ERRORS[token], msg="#%d %s" % (i, data.hex())
                    ) as cm:
                        fn(arg)
                    self.assertIs(type(cm.exception), TOKEN_ERRORS[token])
                else:
                    self.assertEqual(fn(arg).hex(), answer, "#%d %s" % (i, data.hex()))
            seen[token] = seen.get(token, 0) + 1
        print("bn254 exec %s: %d random, 0 mismatches, %s" % (op, iters, sorted(seen.items())))
        must = {"ok", "not-in-field", "not-on-curve"}
        if op == "ecpairing":
            must |= {"input-length", "not-in-subgroup"}
        else:
            self.assertFalse({"input-length", "not-in-subgroup"} & set(seen))
        self.assertEqual(must - set(seen), set(), "statuses never produced")

    def test_ecadd(self):
        self.run_op("ecadd", 3000, 6)

    def test_ecmul(self):
        self.run_op("ecmul", 2000, 7)

    def test_ecpairing(self):
        self.run_op("ecpairing", 400, 8)


if __name__ == "__main__":
    unittest.main()
