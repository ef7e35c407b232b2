# SPDX-License-Identifier: MIT
"""The execution specs' own alt_bn128 precompiles (ethereum-execution, the
latest fork that has them: execution_specs.latest_fork) run twice on every
input, as published (py_ecc) and with bn254 plugged in under them
(execution_specs.bn254_backend: the spec's gas, decoding and error handling
unchanged): the output, the gas the frame lost and the exception (its type
and its cause's type) must be the same. Inputs: every vector of ours
(vectors/*.json) and of go-ethereum's ($BN254_GETH_VECTORS), and random
ones (valid and invalid, vectors.Pools) with gas limits around the price
(enough, exact, one short). Each vector's own expectation is checked too
(the published spec against the files: Expected and Gas, or a failure).
The vectors of more than SPEC_MAX_PAIRS pairs (10 to 33 pairs: the
batch-boundary calls, more than half of py_ecc's time) are not run through the
published spec: spec+bn254 is checked against their files only; every
random input and every other vector goes through both.

Also prints the time of both per precompile (thread CPU time, summed over
the vectors; py_ecc's pairing dominates: ~0.5 s a pair) and the speed-up.
BN254_SPEC_RANDOM scales the random counts; BN254_TEST_SEED replays."""

import multiprocessing
import os
import unittest

import bn254_precompiles as bn254

from bn254_precompiles import execution_specs
import vectors

RANDOM = {"ecadd": 300, "ecmul": 60, "ecpairing": 6}
# py_ecc takes ~0.3 s a pair: the 12 vectors above 8 pairs (10 of ours, 2 of
# go-ethereum's) are 246 of the 405 pairs of the vector files; py_ecc's CPU
# time over the vectors 112.8 s with them, 39.7 s without (2026-12-07).
SPEC_MAX_PAIRS = 8
SCALE = max(1, int(os.environ.get("BN254_SPEC_RANDOM", "1")))
# The published spec's calls run in this many processes (py_ecc's pairings
# take minutes of CPU in all); 1 runs them here.
JOBS = max(1, int(os.environ.get("BN254_SPEC_JOBS", str(min(2, os.cpu_count() or 1)))))
PRICE = {
    "ecadd": lambda n: 150,
    "ecmul": lambda n: 6000,
    "ecpairing": lambda n: 45000 + 34000 * (n // 192),
}  # EIP-1108

_worker_spec = None


def _published(task):
    """A worker's call of the published spec: (index, answer, CPU ns)."""
    global _worker_spec
    if _worker_spec is None:
        _worker_spec = execution_specs.Spec()
    i, op, data, gas = task
    answer, ns = _worker_spec.timed_call(op, data, gas)
    return i, answer, ns


def published(spec, tasks):
    """The published spec's answers and CPU times for tasks [(op, data, gas)],
    the costly ones (pairs) first across JOBS processes."""
    order = sorted(
        range(len(tasks)), key=lambda i: -len(tasks[i][1]) if tasks[i][0] == "ecpairing" else 0
    )
    jobs = [(i,) + tuple(tasks[i]) for i in order]
    out = [None] * len(tasks)
    if JOBS == 1:
        results = map(_published, jobs)
        for i, answer, ns in results:
            out[i] = (answer, ns)
        return out
    with multiprocessing.get_context("fork").Pool(JOBS) as pool:
        for i, answer, ns in pool.imap_unordered(_published, jobs):
            out[i] = (answer, ns)
    return out


class ExecutionSpecs(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.spec = execution_specs.Spec()
        print("execution-specs: fork %s, %s" % (cls.spec.fork, cls.spec.module.__name__))

    def test_vectors_and_random(self):
        spec = self.spec
        cases = []  # (label, op, data, gas, vector or None)
        for op in vectors.FILES:
            for source, vs in (("ours", vectors.ours(op)), ("geth", vectors.geth(op))):
                for v in vs:
                    cases.append(
                        (
                            "%s %s/%s" % (source, op, v["Name"]),
                            op,
                            bytes.fromhex(v["Input"]),
                            10**9,
                            v,
                        )
                    )
        n_vectors = len(cases)
        rng = vectors.rng_from_env(30)
        pools = vectors.Pools(bn254)
        for op, count in RANDOM.items():
            for i in range(count * SCALE):
                data = pools.input(rng, op)
                price = PRICE[op](len(data))
                gas = rng.choice([10**9, price, price - 1, price + 1, 0])
                cases.append(
                    ("random %s #%d (%s, gas %d)" % (op, i, data.hex(), gas), op, data, gas, None)
                )
        n_random = len(cases) - n_vectors

        def spec_runs(case):
            _, op, data, _, v = case
            return v is None or op != "ecpairing" or len(data) // 192 <= SPEC_MAX_PAIRS

        run = [i for i, c in enumerate(cases) if spec_runs(c)]
        n_unpublished = len(cases) - len(run)  # vectors only
        wants = [None] * len(cases)
        for i, w in zip(run, published(spec, [cases[i][1:4] for i in run])):
            wants[i] = w
        mismatches = []
        file_mismatches = []
        times = {op: [0, 0, 0] for op in vectors.FILES}
        with execution_specs.bn254_backend(spec.module):
            for (name, op, data, gas, v), published_answer in zip(cases, wants):
                got, t_ours = spec.timed_call(op, data, gas)
                # above SPEC_MAX_PAIRS, spec+bn254 alone is checked against the file
                want, t_spec = published_answer or (got, None)
                if want != got:
                    mismatches.append("%s: spec %r, spec+bn254 %r" % (name, want, got))
                if v is None:
                    continue
                if t_spec is not None:
                    times[op][0] += t_spec
                    times[op][1] += t_ours
                    times[op][2] += 1
                # the published spec (or spec+bn254, above SPEC_MAX_PAIRS) against the file
                if "Expected" in v:
                    ok = want[2] is None and want[0].hex() == v["Expected"] and want[1] == v["Gas"]
                else:
                    ok = want[2] == "OutOfGasError"
                if not ok:
                    file_mismatches.append("%s: spec %r, file %r" % (name, want, v))
        print(
            "execution-specs: speed on the vectors (thread CPU time, sum of all calls; "
            "published spec in %d processes)" % JOBS
        )
        print(
            "  %-10s %6s %14s %14s %9s"
            % ("precompile", "calls", "spec+py_ecc", "spec+bn254", "speed-up")
        )
        for op, (t_spec, t_ours, n) in times.items():
            print(
                "  %-10s %6d %12.1f ms %12.2f ms %8.0fx"
                % (op, n, t_spec / 1e6, t_ours / 1e6, t_spec / max(t_ours, 1))
            )
        print(
            "execution-specs: against the vector files: %d vectors, %d mismatches (the "
            "published spec on %d, spec+bn254 alone on the %d of more than %d pairs)"
            % (
                n_vectors,
                len(file_mismatches),
                n_vectors - n_unpublished,
                n_unpublished,
                SPEC_MAX_PAIRS,
            )
        )
        print(
            "execution-specs: %d vectors + %d random, %d mismatches"
            % (n_vectors, n_random, len(mismatches))
        )
        for line in (mismatches + file_mismatches)[:20]:
            print("  MISMATCH " + line)
        self.assertGreater(n_vectors, 0)
        self.assertEqual(mismatches, [])
        self.assertEqual(file_mismatches, [])

    def test_backend_is_used(self):
        """The backend really computes with bn254: inside it, a wrong answer
        from the library shows in the spec's output (a test of the test)."""
        spec = self.spec
        data = bytes.fromhex("%064x%064x" % (1, 2)) + (5).to_bytes(32, "big")
        real = spec.call("ecmul", data)
        saved = bn254.ecmul
        bn254.ecmul = lambda d: bytes(64)
        try:
            with execution_specs.bn254_backend(spec.module):
                faked = spec.call("ecmul", data)
        finally:
            bn254.ecmul = saved
        self.assertEqual(faked[0], bytes(64))
        self.assertNotEqual(real[0], faked[0])
        # and the module's names are restored on exit
        self.assertEqual(spec.call("ecmul", data), real)


if __name__ == "__main__":
    unittest.main()
