# SPDX-License-Identifier: MIT
"""Differential test against py_ecc (PyPI, pinned in requirements/test.txt):
the module's answer (output bytes, or the exception class) for every input
must equal the reference's, the precompiles written out from EIP-196/197
over py_ecc's arithmetic (py_ecc_ref.py).

Random inputs from py_ecc's own arithmetic: multiples k G1 and k G2 for
random k, their sums, doublings and negations, random scalars, pairing
inputs whose product is 1 by bilinearity (e(aP, bQ) e(-abP, Q)) and random
ones. Edge inputs: the infinity encodings, coordinates p, p - 1, p + 1 and
2^256 - 1 in every word, points off the curve and off the twist, twist
points outside the order-r subgroup (py_ecc_ref.twist_point_outside_subgroup),
the Fp2 halves swapped, scalars 0, 1, 2, r - 1, r, r + 1, p, 2^256 - 1,
inputs shorter and longer than 128/96 bytes, pairing lengths that are not a
multiple of 192. Every input goes in as bytes and as a bytearray (the
copying path).

py_ecc is slow (a pairing ~0.4 s, a G2 multiple ~0.05 s): the counts keep
the test near half a minute. BN254_PY_ECC_SCALE multiplies the random
counts; BN254_TEST_SEED replays a run. Prints
"py_ecc: N random + M edge, 0 mismatches"."""

import os
import time
import unittest

import bn254_precompiles as bn254

import py_ecc_ref as ref
import vectors

P, R = ref.P, ref.R
TOKEN = {
    bn254.InputLengthError: "input-length",
    bn254.NotInFieldError: "not-in-field",
    bn254.NotOnCurveError: "not-on-curve",
    bn254.NotInSubgroupError: "not-in-subgroup",
}
SCALE = max(1, int(os.environ.get("BN254_PY_ECC_SCALE", "1")))
# Random inputs per operation (times SCALE).
COUNTS = {"ecadd": 120, "ecmul": 60, "ecpairing": 8}


def module_answer(op, data):
    try:
        return ("ok", getattr(bn254, op)(data))
    except bn254.Error as e:
        return ("error", TOKEN.get(type(e), "?" + type(e).__name__))


def w(n):
    return (n % 2**256).to_bytes(32, "big")


class Material:
    """Points made by py_ecc: k G1, k G2 for random k, and edge encodings."""

    def __init__(self, rng):
        self.rng = rng
        ks = [rng.randrange(1, R) for _ in range(12)]
        self.g1 = [ref.g1_mul(k) for k in ks] + [ref.g1_mul(1), ref.g1_mul(R - 1), ref.g1_mul(2)]
        self.k2 = [rng.randrange(1, R) for _ in range(3)]
        self.g2 = {k: ref.g2_mul(k) for k in self.k2 + [1]}
        self.twist_bad = [ref.twist_point_outside_subgroup(rng) for _ in range(2)]

    def g1_point(self):
        return self.rng.choice(self.g1)


def g1_edges(m):
    """(name, 64 bytes) of G1 encodings: valid, infinity, and invalid."""
    g = m.g1[0]
    x, y = vectors_word(g, 0), vectors_word(g, 1)
    out = [
        ("infinity", bytes(64)),
        ("generator", w(1) + w(2)),
        ("-generator", w(1) + w(P - 2)),
        ("random", g),
        ("x=p", w(P) + w(y)),
        ("y=p", w(x) + w(P)),
        ("x+p", w(x + P) + w(y)),
        ("y+p", w(x) + w(y + P)),
        ("x=p-1", w(P - 1) + w(y)),
        ("y=p-1", w(x) + w(P - 1)),
        ("x=p+1", w(P + 1) + w(y)),
        ("x=2^256-1", w(2**256 - 1) + w(y)),
        ("y=2^256-1", w(x) + w(2**256 - 1)),
        ("off-curve y+1", w(x) + w(y + 1)),
        ("x=0,y=1", w(0) + w(1)),
        ("x=1,y=0", w(1) + w(0)),
        ("x=0,y=p", w(0) + w(P)),
        ("x=p,y=0", w(P) + w(0)),
    ]
    return out


def vectors_word(data, i):
    return int.from_bytes(data[32 * i : 32 * i + 32], "big")


def g2_edges(m):
    """(name, 128 bytes) of G2 encodings."""
    q = m.g2[m.k2[0]]
    words = [vectors_word(q, i) for i in range(4)]
    out = [
        ("infinity", bytes(128)),
        ("generator", m.g2[1]),
        ("random", q),
        ("not in subgroup", m.twist_bad[0]),
        ("Fp2 halves swapped", q[32:64] + q[:32] + q[96:] + q[64:96]),
        ("off-twist y_re+1", q[:96] + w(words[3] + 1)),
    ]
    for i, name in enumerate(("x_im", "x_re", "y_im", "y_re")):
        for label, value in (
            ("p", P),
            ("p-1", P - 1),
            ("+p", words[i] + P),
            ("2^256-1", 2**256 - 1),
        ):
            ws = list(words)
            ws[i] = value
            out.append(("%s=%s" % (name, label), b"".join(w(v) for v in ws)))
    out.append(("x=0,y=0 but y_re=1", bytes(96) + w(1)))
    return out


def edge_inputs(m):
    """(op, name, data) of the edge cases."""
    g1e = g1_edges(m)
    g2e = g2_edges(m)
    g = m.g1[0]
    out = []
    for na, a in g1e:
        out.append(("ecadd", "%s + generator" % na, a + w(1) + w(2)))
        out.append(("ecadd", "generator + %s" % na, w(1) + w(2) + a))
    out.append(("ecadd", "P + P", g + g))
    out.append(("ecadd", "P + -P", g + w(vectors_word(g, 0)) + w(P - vectors_word(g, 1))))
    out.append(("ecadd", "inf + inf", bytes(128)))
    full = g + m.g1[1]
    for n in (0, 1, 31, 32, 63, 64, 65, 96, 127, 128, 129, 192, 300):
        data = (full + bytes(range(256)))[:n]
        out.append(("ecadd", "length %d" % n, data))
    scalars = [0, 1, 2, R - 1, R, R + 1, P, 2**255, 2**256 - 1, R - 2, (R - 1) // 2]
    for s in scalars:
        out.append(("ecmul", "random * %d" % s if s < 10 else "random * 0x%x" % s, g + w(s)))
        out.append(("ecmul", "generator * 0x%x" % s, w(1) + w(2) + w(s)))
    for na, a in g1e:
        out.append(("ecmul", "%s * 5" % na, a + w(5)))
        out.append(("ecmul", "%s * r" % na, a + w(R)))
    for n in (0, 1, 32, 63, 64, 65, 95, 96, 97, 128, 200):
        out.append(("ecmul", "length %d" % n, (g + w(R - 1) + bytes(range(100)))[:n]))
    # Pairings. A valid pair for padding: e(G1, G2) e(-G1, G2) = 1.
    gen_pair = w(1) + w(2) + m.g2[1]
    neg_pair = w(1) + w(P - 2) + m.g2[1]
    for n in (0, 1, 64, 191, 193, 255, 383, 385, 576 - 1):
        out.append(("ecpairing", "length %d" % n, ((gen_pair + neg_pair) * 2)[:n]))
    out.append(("ecpairing", "e(G1,G2) e(-G1,G2)", gen_pair + neg_pair))
    out.append(("ecpairing", "e(G1,G2)", gen_pair))
    for na, a in g1e:
        if na in ("generator", "random"):
            continue
        out.append(("ecpairing", "G1 %s, G2 generator" % na, a + m.g2[1]))
    for nq, q in g2e:
        if nq in ("generator",):
            continue
        out.append(("ecpairing", "G1 generator, G2 %s" % nq, w(1) + w(2) + q))
        if nq in ("not in subgroup", "off-twist y_re+1", "x_re=p"):
            out.append(("ecpairing", "G1 infinity, G2 %s" % nq, bytes(64) + q))
            out.append(("ecpairing", "valid pair then G2 %s" % nq, gen_pair + w(1) + w(2) + q))
    out.append(
        ("ecpairing", "G1 off-curve before G2 not in subgroup", w(1) + w(3) + m.twist_bad[1])
    )
    out.append(("ecpairing", "G1 x=p before G2 off-twist", w(P) + w(2) + g2e[5][1]))
    out.append(("ecpairing", "both infinity", bytes(192)))
    out.append(("ecpairing", "infinity pair twice", bytes(384)))
    return out


def random_input(m, op):
    rng = m.rng
    if op == "ecadd":
        a = m.g1_point()
        kind = rng.randrange(6)
        if kind == 0:
            c = a  # doubling
        elif kind == 1:
            c = a[:32] + w(P - vectors_word(a, 1))  # a + (-a)
        elif kind == 2:
            c = bytes(64)
        else:
            c = m.g1_point()
        data = a + c
        if rng.randrange(5) == 0:
            data = data[: rng.randrange(129)]
        elif rng.randrange(8) == 0:
            data += rng.randbytes(rng.randrange(1, 64))
        if rng.randrange(6) == 0:
            data = vectors.Pools.mutate_word(rng, data)
        return data
    if op == "ecmul":
        s = rng.choice(
            [
                rng.getrandbits(256),
                rng.randrange(R),
                rng.getrandbits(64),
                R + rng.getrandbits(128),
                rng.randrange(R, 2**256),
            ]
        )
        data = m.g1_point() + w(s)
        if rng.randrange(6) == 0:
            data = data[: rng.randrange(97)]
        elif rng.randrange(8) == 0:
            data += rng.randbytes(rng.randrange(1, 64))
        if rng.randrange(6) == 0:
            data = vectors.Pools.mutate_word(rng, data)
        return data
    # ecpairing: a product that is 1 by bilinearity, or random pairs.
    k1 = rng.randrange(1, R)
    kq = rng.choice(m.k2)
    p1 = ref.g1_mul(k1)
    if rng.randrange(2) == 0:
        # e(k1 G1, kq G2) e(-k1 kq G1, G2) = e(G1, G2)^(k1 kq - k1 kq) = 1
        data = p1 + m.g2[kq] + ref.g1_mul(R - k1 * kq % R) + m.g2[1]
    else:
        data = p1 + m.g2[kq] + m.g1_point() + m.g2[rng.choice(m.k2)]
    if rng.randrange(3) == 0:
        data = data[192:] + data[:192]
    if rng.randrange(4) == 0:
        data += bytes(64) + m.g2[kq]  # a pair with G1 at infinity: factor 1
    return data


class PyEcc(unittest.TestCase):
    def test_differential(self):
        rng = vectors.rng_from_env(20)
        t0 = time.perf_counter()
        m = Material(rng)
        cases = [(op, "edge " + name, data) for op, name, data in edge_inputs(m)]
        n_edge = len(cases)
        for op, n in COUNTS.items():
            cases += [(op, "random #%d" % i, random_input(m, op)) for i in range(n * SCALE)]
        n_random = len(cases) - n_edge
        mismatches = []
        seen = {}
        t_ref = t_mod = 0.0
        for op, name, data in cases:
            t = time.perf_counter()
            want = ref.OPS[op](data)
            t_ref += time.perf_counter() - t
            t = time.perf_counter()
            got = module_answer(op, data)
            got_copy = module_answer(op, bytearray(data))
            t_mod += time.perf_counter() - t
            key = (op, want[1] if want[0] == "error" else "ok")
            if key == ("ecpairing", "ok"):
                key = (op, "ok %d" % want[1][-1])
            seen[key] = seen.get(key, 0) + 1
            if got != want or got_copy != want:
                mismatches.append(
                    "%s %s (%s): py_ecc %r, bn254 %r / bytearray %r"
                    % (op, name, data.hex(), want, got, got_copy)
                )
        print("py_ecc answers: %s" % sorted(seen.items()))
        print(
            "py_ecc: %.1f s in py_ecc, %.3f s in bn254 (incl. material %.1f s in all)"
            % (t_ref, t_mod, time.perf_counter() - t0)
        )
        print("py_ecc: %d random + %d edge, %d mismatches" % (n_random, n_edge, len(mismatches)))
        for line in mismatches[:20]:
            print("  MISMATCH " + line)
        self.assertEqual(mismatches, [])
        # Every status of every operation was reached, and both pairing results.
        must = {("ecadd", t) for t in ("ok", "not-in-field", "not-on-curve")}
        must |= {("ecmul", t) for t in ("ok", "not-in-field", "not-on-curve")}
        must |= {
            ("ecpairing", t)
            for t in (
                "ok 1",
                "ok 0",
                "not-in-field",
                "not-on-curve",
                "input-length",
                "not-in-subgroup",
            )
        }
        self.assertEqual(must - set(seen), set())


if __name__ == "__main__":
    unittest.main()
