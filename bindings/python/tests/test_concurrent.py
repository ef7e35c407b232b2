# SPDX-License-Identifier: MIT
"""Concurrent mutation of the input. The module releases the GIL
during a call; a mutable input (bytearray, memoryview, array) can then be
written by another Python thread while the library reads it. The module
copies such inputs before it releases the GIL, so every call answers for one
state the input was in. Here a thread toggles one 32-byte word of the input
between two states, as fast as it can, while the main thread calls the
module on it; every answer must be the answer of state A or of state B (each
computed beforehand on an immutable bytes snapshot), and both states must be
seen (else the toggling did not overlap the calls and the test proved
nothing).

Pairing: PAIRS pairs whose product is 1 (a two-pair vector with result 1,
repeated), one pair in the middle toggled between its valid G2 point and
the same point with y_re + 1, off the twist: answers 1 or not-on-curve.
Before the fix, a review of this very set-up got OK with result 0 too (the
pair read valid when checked and changed when computed). ecmul and ecadd:
the scalar, or a coordinate, toggled between two values that give two
different valid answers.

BN254_CONCURRENT_SECONDS bounds each case (default 3 s; it stops earlier
once enough calls ran and both states were seen)."""

import array
import os
import threading
import time
import unittest

import bn254_precompiles as bn254

import vectors

PAIRS = int(os.environ.get("BN254_CONCURRENT_PAIRS", "600"))
SECONDS = float(os.environ.get("BN254_CONCURRENT_SECONDS", "3"))


def outcome(fn, data):
    """The answer for one input: ("ok", bytes) or ("error", class name)."""
    try:
        return ("ok", fn(data))
    except bn254.Error as e:
        return ("error", type(e).__name__)


def unshared(v, one):
    """A two-pair vector with result 1 whose four points are finite and
    share no x coordinate: the library merges pairs with a shared x within
    a batch (e(P, Q) e(P, Q') = e(P, Q + Q')), and a toggled pair merged
    away with its twin would hide a bad read."""
    d = bytes.fromhex(v["Input"])
    if len(d) != 384 or v.get("Expected") != one:
        return False
    p1, q1, p2, q2 = d[:64], d[64:192], d[192:256], d[256:]
    return (
        p1[:32] != p2[:32]
        and q1[:64] != q2[:64]
        and bytes(64) not in (p1, p2)
        and bytes(128) not in (q1, q2)
    )


def pairing_case():
    one = (1).to_bytes(32, "big").hex()
    two_pairs = next(
        v for v in vectors.ours("ecpairing") + vectors.geth("ecpairing") if unshared(v, one)
    )
    base = bytes.fromhex(two_pairs["Input"])
    data = base * (PAIRS // 2)
    # y_re of the G2 point of the pair in the middle: offset 64 (after G1)
    # + 96 (x_im, x_re, y_im) inside the pair.
    at = 192 * (PAIRS // 2) + 64 + 96
    word = int.from_bytes(data[at : at + 32], "big")
    other = ((word + 1) % vectors.P).to_bytes(32, "big")
    return data, at, other


def ecmul_case():
    g1 = bytes.fromhex("%064x%064x" % (1, 2))  # the generator
    s1 = (vectors.R - 1).to_bytes(32, "big")
    s2 = (2**255 + 12345).to_bytes(32, "big")
    return g1 + s1, 64, s2


def ecadd_case():
    g1 = bytes.fromhex("%064x%064x" % (1, 2))
    minus_g = bytes.fromhex("%064x%064x" % (1, vectors.P - 2))
    # G + G, or G + (-G) = infinity
    return g1 + g1, 96, minus_g[32:]


class ConcurrentMutation(unittest.TestCase):
    def run_case(self, op, case, min_calls):
        fn = getattr(bn254, op)
        data, at, other = case
        state_a = data
        state_b = data[:at] + other + data[at + 32 :]
        answers = {outcome(fn, state_a): "A", outcome(fn, state_b): "B"}
        self.assertEqual(len(answers), 2, "the two states must have different answers")
        word_a, word_b = state_a[at : at + 32], state_b[at : at + 32]
        kinds = {
            "bytearray": lambda: (lambda b: (b, b))(bytearray(state_a)),
            "memoryview": lambda: (lambda b: (b, memoryview(b)))(bytearray(state_a)),
            "readonly memoryview": lambda: (lambda b: (b, memoryview(b).toreadonly()))(
                bytearray(state_a)
            ),
            "array": lambda: (lambda b: (b, b))(array.array("B", state_a)),
        }
        report = []
        bad = []
        for kind, make in kinds.items():
            buf, arg = make()
            # what a slice of buf takes (array slices want arrays)
            to_a, to_b = (
                (word_a, word_b)
                if isinstance(buf, bytearray)
                else (array.array("B", word_a), array.array("B", word_b))
            )
            stop = threading.Event()
            toggles = [0]

            def toggle():
                # One state a turn: the thread gives the GIL up only between
                # turns (at the loop's call or jump), so it may leave either.
                n = 0
                states = (to_b, to_a)
                while not stop.is_set():
                    buf[at : at + 32] = states[n & 1]
                    n += 1
                buf[at : at + 32] = to_a
                toggles[0] = n

            t = threading.Thread(target=toggle)
            seen = {"A": 0, "B": 0}
            calls = 0
            t.start()
            t0 = time.monotonic()
            try:
                while time.monotonic() - t0 < SECONDS:
                    # A short call rarely lets the toggler in; sleep(0)
                    # hands it the GIL between calls, so the state the next
                    # call starts from varies too.
                    time.sleep(0)
                    got = outcome(fn, arg)
                    calls += 1
                    state = answers.get(got)
                    if state is None:
                        bad.append((kind, got))
                    else:
                        seen[state] += 1
                    if calls >= min_calls and seen["A"] and seen["B"]:
                        break
            finally:
                stop.set()
                t.join()
            report.append(
                "%s: %d calls (A %d, B %d), %d toggles"
                % (kind, calls, seen["A"], seen["B"], toggles[0])
            )
            self.assertTrue(
                seen["A"] and seen["B"] or bad,
                "%s %s: only one state seen in %d calls: the toggling did not "
                "overlap the calls" % (op, kind, calls),
            )
        print("concurrent %s: %s; %d answers for no state" % (op, "; ".join(report), len(bad)))
        self.assertEqual(bad[:5], [], "answers for no state the input was in (%d)" % len(bad))

    def test_pairing(self):
        self.run_case("ecpairing", pairing_case(), 10)

    def test_ecmul(self):
        self.run_case("ecmul", ecmul_case(), 100)

    def test_ecadd(self):
        self.run_case("ecadd", ecadd_case(), 100)


if __name__ == "__main__":
    unittest.main()
