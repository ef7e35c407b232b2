# SPDX-License-Identifier: MIT
"""Every vector, ours (vectors/*.json, expected values from @noble/curves)
and go-ethereum's ($BN254_GETH_VECTORS or ../shared/vectors), through the
installed `bn254` module; gas of both schedules; the exception classes;
the GIL released during a call. Run: python3 -m unittest discover -s
bindings/python/tests (or pytest), with the module installed."""

import threading
import time
import unittest

import bn254_precompiles as bn254

import vectors

ERRORS = {
    "input-length": bn254.InputLengthError,
    "not-in-field": bn254.NotInFieldError,
    "not-on-curve": bn254.NotOnCurveError,
    "not-in-subgroup": bn254.NotInSubgroupError,
}


def eip_gas(op, rev, n):
    """Gas by the EIPs' formulas (EIP-196/197 and EIP-1108), written out here."""
    k = n // 192
    return {
        ("ecadd", bn254.BYZANTIUM): 500,
        ("ecadd", bn254.ISTANBUL): 150,
        ("ecmul", bn254.BYZANTIUM): 40000,
        ("ecmul", bn254.ISTANBUL): 6000,
        ("ecpairing", bn254.BYZANTIUM): 100000 + 80000 * k,
        ("ecpairing", bn254.ISTANBUL): 45000 + 34000 * k,
    }[(op, rev)]


def lib_gas(op, rev, n):
    if op == "ecpairing":
        return bn254.ecpairing_gas(n, rev)
    return getattr(bn254, op + "_gas")(rev)


class Vectors(unittest.TestCase):
    def run_file(self, op, vs):
        """(vectors, mismatches) of one file; each mismatch is a failed subtest."""
        fn = getattr(bn254, op)
        bad = 0
        for v in vs:
            data = bytes.fromhex(v["Input"])
            with self.subTest(op=op, name=v["Name"]):
                try:
                    self.check(fn, op, v, data)
                except AssertionError:
                    bad += 1
                    raise
        return len(vs), bad

    def check(self, fn, op, v, data):
        if "ExpectedError" in v:
            cls = ERRORS[v["ExpectedError"]]
            for arg in (data, bytearray(data)):
                with self.assertRaises(cls) as cm:
                    fn(arg)
                self.assertIs(type(cm.exception), cls)
                self.assertEqual(str(cm.exception), v["ExpectedError"])
        else:
            self.assertEqual(fn(data).hex(), v["Expected"])
            # any bytes-like object
            self.assertEqual(fn(bytearray(data)).hex(), v["Expected"])
            self.assertEqual(fn(memoryview(data)).hex(), v["Expected"])
            self.assertEqual(fn(memoryview(bytearray(data)).toreadonly()).hex(), v["Expected"])
        self.assertEqual(lib_gas(op, bn254.ISTANBUL, len(data)), v["Gas"])
        for rev in (bn254.BYZANTIUM, bn254.ISTANBUL):
            self.assertEqual(lib_gas(op, rev, len(data)), eip_gas(op, rev, len(data)))

    def run_files(self, label, load):
        n = bad = 0
        for op in vectors.FILES:
            k, b = self.run_file(op, load(op))
            n, bad = n + k, bad + b
        print("vectors (%s): %d vectors, %d mismatches" % (label, n, bad))
        self.assertGreater(n, 0)

    def test_ours(self):
        self.run_files("ours, @noble/curves", vectors.ours)

    def test_geth(self):
        if vectors.geth_dir() is None:
            self.skipTest("no go-ethereum vectors")
        self.run_files("go-ethereum", vectors.geth)


class Api(unittest.TestCase):
    def test_exception_classes(self):
        self.assertTrue(issubclass(bn254.Error, ValueError))
        for token, cls in ERRORS.items():
            self.assertTrue(issubclass(cls, bn254.Error))
            self.assertEqual(cls.token, token)

    def test_bad_arguments(self):
        with self.assertRaises(TypeError):
            bn254.ecadd("00")  # str is not bytes-like
        with self.assertRaises(ValueError):
            bn254.ecadd_gas(2)
        with self.assertRaises(ValueError):
            bn254.ecpairing_gas(-1)
        self.assertEqual(bn254.ecpairing_gas(2**63 - 1, bn254.ISTANBUL), 2**64 - 1)

    def test_backend(self):
        self.assertIn(
            bn254.backend(), ("c64", "c32", "x86_64", "x86_64-ifma", "x86_64-noadx", "aarch64")
        )

    def test_gil_released(self):
        """While one thread is inside a long pairing, the other runs Python.
        Holding the GIL, the call would let the other thread run at most a
        switch interval (5 ms) at its start and end, never in its middle."""
        jeff1 = next(
            v
            for v in vectors.ours("ecpairing") + vectors.geth("ecpairing")
            if len(v["Input"]) == 2 * 384 and v.get("Expected", "").endswith("1")
        )
        # 2000 pairs: the library merges the repeats within each batch of 16
        # pairs (two Miller loops a batch) but validates every pair: ~0.1 s.
        data = bytes.fromhex(jeff1["Input"]) * 1000
        window = []
        stamps = []
        done = threading.Event()

        def work():
            window.append(time.perf_counter())
            bn254.ecpairing(data)
            window.append(time.perf_counter())
            done.set()

        t = threading.Thread(target=work)
        t.start()
        while not done.is_set():
            stamps.append(time.perf_counter())
        t.join()
        enter, leave = window
        d = leave - enter
        middle = [s for s in stamps if enter + 0.4 * d < s < enter + 0.6 * d]
        self.assertGreater(d, 0.02, "the call was too short to tell")
        self.assertTrue(middle, "no Python ran during the middle of a %.0f ms call" % (d * 1e3))


if __name__ == "__main__":
    unittest.main()
