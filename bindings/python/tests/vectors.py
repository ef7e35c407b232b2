# SPDX-License-Identifier: MIT
"""Test support: the vector files (go-ethereum's precompile test format plus
our ExpectedError, see vectors/README.md), their locations, and the
generator of random valid and invalid inputs for the differential test."""

import json
import os
import random

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))

# op -> (our file, go-ethereum's file)
FILES = {
    "ecadd": ("ecadd.json", "bn256Add.json"),
    "ecmul": ("ecmul.json", "bn256ScalarMul.json"),
    "ecpairing": ("ecpairing.json", "bn256Pairing.json"),
}

# The base field modulus p and the group order r (EIP-196).
P = 0x30644E72E131A029B85045B68181585D97816A916871CA8D3C208C16D87CFD47
R = 0x30644E72E131A029B85045B68181585D2833E84879B9709143E1F593F0000001


def load(path):
    with open(path) as f:
        vectors = json.load(f)
    assert vectors, path
    return vectors


def geth_dir():
    """go-ethereum's vector folder, or None; BN254_REQUIRE_GETH_VECTORS=1
    (as in CI) turns absence into an error."""
    d = os.environ.get("BN254_GETH_VECTORS") or os.path.join(ROOT, "..", "shared", "vectors")
    if os.path.isfile(os.path.join(d, "bn256Pairing.json")):
        return d
    if os.environ.get("BN254_REQUIRE_GETH_VECTORS") == "1":
        raise RuntimeError("go-ethereum vectors not found in %s" % d)
    return None


def ours(op):
    return load(os.path.join(ROOT, "vectors", FILES[op][0]))


def geth(op):
    d = geth_dir()
    return load(os.path.join(d, FILES[op][1])) if d else []


class Pools:
    """Material for random inputs, from the vector files: G1 points (valid
    outputs and inputs), 192-byte pairing chunks, and single failing pairs
    sorted by the exception the module raises for them (the module decides
    what the inputs are made of, never what a test expects)."""

    def __init__(self, bn254):
        self.g1 = [bytes(64)]
        self.chunks = []
        self.bad = {
            bn254.NotInFieldError: [],
            bn254.NotOnCurveError: [],
            bn254.NotInSubgroupError: [],
        }
        for op in FILES:
            for v in ours(op) + geth(op):
                data = bytes.fromhex(v["Input"])
                if op == "ecpairing":
                    for i in range(0, len(data) - len(data) % 192, 192):
                        c = data[i : i + 192]
                        self.chunks.append(c)
                        self.g1.append(c[:64])
                        try:
                            bn254.ecpairing(c)
                        except bn254.Error as e:
                            if type(e) in self.bad:
                                self.bad[type(e)].append(c)
                else:
                    if "Expected" in v:
                        self.g1.append(bytes.fromhex(v["Expected"]))
                    if len(data) >= 64:
                        self.g1.append(data[:64])
        assert all(self.bad.values()), "some kind of failing pair is missing"
        self.bad = list(self.bad.values())

    @staticmethod
    def mutate_word(rng, buf):
        """Replaces one 32-byte word by a value near a boundary, or bumps it."""
        if len(buf) < 32:
            return buf
        at = rng.randrange(len(buf) // 32) * 32
        w = int.from_bytes(buf[at : at + 32], "big")
        new = (
            rng.choice([P, P + 1, P - 1, 2**256 - 1, 0, w + P, w + 1, R, rng.getrandbits(256)])
            % 2**256
        )
        return buf[:at] + new.to_bytes(32, "big") + buf[at + 32 :]

    def g1_item(self, rng):
        p = rng.choice(self.g1)
        return self.mutate_word(rng, p) if rng.randrange(3) == 0 else p

    @staticmethod
    def relength(rng, v, pad_max):
        if rng.randrange(4) == 0:
            return v[: rng.randrange(len(v) + 1)]
        if rng.randrange(6) == 0:
            return v + rng.randbytes(1 + rng.randrange(pad_max))
        return v

    def input(self, rng, op):
        if rng.randrange(20) == 0:
            return rng.randbytes(rng.randrange(400))
        if op == "ecadd":
            return self.relength(rng, self.g1_item(rng) + self.g1_item(rng), 64)
        if op == "ecmul":
            s = rng.choice([0, 1, R, R + P, rng.getrandbits(256), rng.getrandbits(128)])
            return self.relength(rng, self.g1_item(rng) + s.to_bytes(32, "big"), 64)
        v = b""
        for _ in range(rng.randrange(4)):
            c = rng.choice(rng.choice(self.bad) if rng.randrange(6) == 0 else self.chunks)
            if rng.randrange(4) == 0:
                c = rng.choice(self.g1) + c[64:]
            if rng.randrange(4) == 0:
                c = self.mutate_word(rng, c)
            v += c
        if rng.randrange(8) == 0:
            return v[: rng.randrange(len(v) + 1)]
        if rng.randrange(8) == 0:
            return v + rng.randbytes(1 + rng.randrange(191))
        return v


def rng_from_env(default):
    seed = int(os.environ.get("BN254_TEST_SEED", default))
    print("BN254_TEST_SEED=%d" % seed)
    return random.Random(seed)
