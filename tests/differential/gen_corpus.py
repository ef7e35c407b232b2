#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The differential corpus: seeded random and adversarial inputs of the three
precompiles, each with the answer EIP-196/197 (and EIP-1108's gas) require.

    tests/differential/gen_corpus.py --seed 1 --cases 3000 --out corpus.tsv

One line per case, tab-separated:

    id  op  input-hex  tier  tags  expected-status  expected-output  expected-gas

id is <op>/<kind>/<n>; op ecadd, ecmul or ecpairing; input-hex may be empty
("-" then); tier 0 marks the first case of every kind (the subset every peer
runs, the slow ones too), tier 1 the rest; tags are comma-separated facts
about the input that the comparer's known-bug rules match on (known.tsv);
expected-status is "ok" or "fail"; expected-output the output hex ("-" on
failure); expected-gas the Istanbul price of a successful call ("-" on
failure: a failed call consumes all the gas it was given). The runners read
the first three columns only.

The expected answers are computed here, with nothing but Python's integers,
from the EIPs' definitions: p, r, b = 3, the twist b' = 3 / (9 + u) over
Fp2 = Fp[u] / (u^2 + 1), G1 = (1, 2) and EIP-197's G2; 32-byte big-endian
words, ecadd and ecmul inputs zero-padded or truncated to 128 and 96 bytes,
(0, 0) and the 128 zero bytes as the points at infinity, every word < p,
the curve equations, G2 in the order-r subgroup ([r]Q = O, checked here
by a scalar multiplication), an ecpairing length that is a multiple of 192,
gas 150, 6000 and 45000 + 34000 k. A pairing answer needs no pairing: every
valid point of a pairing case is built as a known multiple, a_i G1 or
b_i G2 (infinity is the multiple 0), and the product of the e(a_i G1,
b_i G2) = e(G1, G2)^(sum a_i b_i) is 1 exactly when sum a_i b_i = 0 mod r
(bilinearity, and e(G1, G2) has order r). The evaluator decodes each input
itself and looks the multiple up by the point's bytes; a valid pairing
input whose points were not made that way is a bug of this generator, and
it stops.

Deterministic: the cases depend on --seed and --cases only (random.Random,
Mersenne Twister, seeded with the integer).
"""

import argparse
import random
import sys

# ---- the curve (EIP-196, EIP-197) --------------------------------------------
P = 21888242871839275222246405745257275088696311157297823662689037894645226208583
R = 21888242871839275222246405745257275088548364400416034343698204186575808495617
TOP = (1 << 256) - 1
G1_GEN = (1, 2)
# EIP-197's generator of G2, each coordinate (re, im) = re + im u.
G2_GEN = (
    (
        10857046999023057135944570762232829481370756359578518086990519993285655852781,
        11559732032986387107991004021392285783925812861821192530917403151452391805634,
    ),
    (
        8495653923123431417604973247489272438418190587263600148770280649306958101930,
        4082367875863433681332203403145435568316851327593401208105741076214120093531,
    ),
)
GAS = {"ecadd": 150, "ecmul": 6000}  # EIP-1108
PAIRING_BASE, PAIRING_PER_PAIR = 45000, 34000


class Fp:
    """The prime field, elements as ints in [0, p)."""

    zero, one = 0, 1

    @staticmethod
    def add(a, b):
        return (a + b) % P

    @staticmethod
    def sub(a, b):
        return (a - b) % P

    @staticmethod
    def mul(a, b):
        return a * b % P

    @staticmethod
    def neg(a):
        return -a % P

    @staticmethod
    def inv(a):
        return pow(a, P - 2, P)

    @staticmethod
    def small(n):
        return n % P


class Fp2:
    """Fp[u] / (u^2 + 1), elements as pairs (re, im)."""

    zero, one = (0, 0), (1, 0)

    @staticmethod
    def add(a, b):
        return ((a[0] + b[0]) % P, (a[1] + b[1]) % P)

    @staticmethod
    def sub(a, b):
        return ((a[0] - b[0]) % P, (a[1] - b[1]) % P)

    @staticmethod
    def mul(a, b):
        return ((a[0] * b[0] - a[1] * b[1]) % P, (a[0] * b[1] + a[1] * b[0]) % P)

    @staticmethod
    def neg(a):
        return (-a[0] % P, -a[1] % P)

    @staticmethod
    def inv(a):
        n = pow((a[0] * a[0] + a[1] * a[1]) % P, P - 2, P)  # 1 / norm
        return (a[0] * n % P, -a[1] * n % P)

    @staticmethod
    def small(n):
        return (n % P, 0)


B1 = 3
B2 = Fp2.mul((3, 0), Fp2.inv((9, 1)))  # the twist's b' = 3 / (9 + u)


def fp_sqrt(a):
    """A square root mod p (p = 3 mod 4: a^((p+1)/4)), or None."""
    s = pow(a, (P + 1) // 4, P)
    return s if s * s % P == a % P else None


def fp2_sqrt(a):
    """A square root in Fp2, or None: x^2 = a with x = x0 + x1 u gives
    x0^2 - x1^2 = a0 and 2 x0 x1 = a1, so x0^2 = (a0 + n) / 2 with n a square
    root of the norm a0^2 + a1^2; the candidate is checked."""
    if a == Fp2.zero:
        return Fp2.zero
    n = fp_sqrt((a[0] * a[0] + a[1] * a[1]) % P)
    if n is None:
        return None
    half = Fp.inv(2)
    for sign in (n, -n % P):
        x0 = fp_sqrt((a[0] + sign) * half % P)
        if x0 is None or x0 == 0:
            continue
        x = (x0, a[1] * Fp.inv(2 * x0 % P) % P)
        if Fp2.mul(x, x) == a:
            return x
    if a[1] == 0:  # a = a0 in Fp, not a square there: sqrt(-a0) u
        y = fp_sqrt(-a[0] % P)
        if y is not None:
            return (0, y)
    return None


def on_curve(F, b, pt):
    x, y = pt
    return F.mul(y, y) == F.add(F.mul(F.mul(x, x), x), b)


# ---- group law (affine in and out, Jacobian inside) ---------------------------
# Jacobian (X, Y, Z) is (X / Z^2, Y / Z^3); Z = 0 is infinity. Doubling and
# addition for a = 0 curves: "dbl-2009-l" and "add-2007-bl" of the
# Explicit-Formulas Database (hyperelliptic.org/EFD/g1p/auto-shortw-jacobian-0.html).


def jac_double(F, p):
    X, Y, Z = p
    if Z == F.zero or Y == F.zero:
        return (F.one, F.one, F.zero)
    A = F.mul(X, X)
    B = F.mul(Y, Y)
    C = F.mul(B, B)
    t = F.add(X, B)
    D = F.mul(F.small(2), F.sub(F.sub(F.mul(t, t), A), C))
    E = F.mul(F.small(3), A)
    X3 = F.sub(F.mul(E, E), F.mul(F.small(2), D))
    Y3 = F.sub(F.mul(E, F.sub(D, X3)), F.mul(F.small(8), C))
    Z3 = F.mul(F.small(2), F.mul(Y, Z))
    return (X3, Y3, Z3)


def jac_add(F, p, q):
    if p[2] == F.zero:
        return q
    if q[2] == F.zero:
        return p
    X1, Y1, Z1 = p
    X2, Y2, Z2 = q
    Z1Z1 = F.mul(Z1, Z1)
    Z2Z2 = F.mul(Z2, Z2)
    U1 = F.mul(X1, Z2Z2)
    U2 = F.mul(X2, Z1Z1)
    S1 = F.mul(F.mul(Y1, Z2), Z2Z2)
    S2 = F.mul(F.mul(Y2, Z1), Z1Z1)
    if U1 == U2:
        return jac_double(F, p) if S1 == S2 else (F.one, F.one, F.zero)
    H = F.sub(U2, U1)
    I = F.mul(F.small(4), F.mul(H, H))
    J = F.mul(H, I)
    rr = F.mul(F.small(2), F.sub(S2, S1))
    V = F.mul(U1, I)
    X3 = F.sub(F.sub(F.mul(rr, rr), J), F.mul(F.small(2), V))
    Y3 = F.sub(F.mul(rr, F.sub(V, X3)), F.mul(F.small(2), F.mul(S1, J)))
    Zs = F.add(Z1, Z2)
    Z3 = F.mul(F.sub(F.sub(F.mul(Zs, Zs), Z1Z1), Z2Z2), H)
    return (X3, Y3, Z3)


def to_jac(F, pt):
    return (F.one, F.one, F.zero) if pt is None else (pt[0], pt[1], F.one)


def to_affine(F, p):
    if p[2] == F.zero:
        return None
    zi = F.inv(p[2])
    zi2 = F.mul(zi, zi)
    return (F.mul(p[0], zi2), F.mul(p[1], F.mul(zi2, zi)))


def mul(F, pt, k):
    """[k] pt, affine (None is infinity), double-and-add from the top bit."""
    acc = (F.one, F.one, F.zero)
    base = to_jac(F, pt)
    for bit in bin(k)[2:] if k > 0 else "":
        acc = jac_double(F, acc)
        if bit == "1":
            acc = jac_add(F, acc, base)
    return to_affine(F, acc)


def add(F, a, b):
    return to_affine(F, jac_add(F, to_jac(F, a), to_jac(F, b)))


def neg(F, pt):
    return None if pt is None else (pt[0], F.neg(pt[1]))


# ---- encodings ----------------------------------------------------------------


def w32(v):
    return v.to_bytes(32, "big")


def word(data, i):
    return int.from_bytes(data[32 * i : 32 * i + 32], "big")


def enc_g1(pt):
    return bytes(64) if pt is None else w32(pt[0]) + w32(pt[1])


def enc_g2(pt):
    """EIP-197: x_im, x_re, y_im, y_re."""
    if pt is None:
        return bytes(128)
    (x0, x1), (y0, y1) = pt
    return w32(x1) + w32(x0) + w32(y1) + w32(y0)


def pad(data, n):
    data = bytes(data[:n])
    return data + bytes(n - len(data))


# ---- the EIP's answer ---------------------------------------------------------


class Evaluator:
    """Decodes an input as EIP-196/197 define it and computes the answer;
    pairing answers from the known multiples (see the module's comment)."""

    def __init__(self):
        self.g1_log = {bytes(64): 0}  # 64-byte encoding -> a with the point = a G1
        self.g2_log = {bytes(128): 0}  # 128-byte encoding -> b with the point = b G2
        self.g2_checked = {}  # 128-byte encoding -> result of decode_g2

    def decode_g1(self, b):
        x, y = word(b, 0), word(b, 1)
        if x >= P or y >= P:
            return False, None
        if x == 0 and y == 0:
            return True, None
        if not on_curve(Fp, B1, (x, y)):
            return False, None
        return True, (x, y)

    def decode_g2(self, b):
        b = bytes(b)
        if b in self.g2_checked:
            return self.g2_checked[b]
        w = [word(b, i) for i in range(4)]
        res = (False, None)
        if max(w) < P:
            if w == [0, 0, 0, 0]:
                res = (True, None)
            else:
                pt = ((w[1], w[0]), (w[3], w[2]))
                if on_curve(Fp2, B2, pt) and mul(Fp2, pt, R) is None:
                    res = (True, pt)
        self.g2_checked[b] = res
        return res

    def ecadd(self, data):
        b = pad(data, 128)
        (ok1, p1), (ok2, p2) = self.decode_g1(b[:64]), self.decode_g1(b[64:])
        if not (ok1 and ok2):
            return None
        return enc_g1(add(Fp, p1, p2))

    def ecmul(self, data):
        b = pad(data, 96)
        ok, p1 = self.decode_g1(b[:64])
        if not ok:
            return None
        # every point of G1 has order r (cofactor 1): [k]P = [k mod r]P
        return enc_g1(mul(Fp, p1, word(b, 2) % R))

    def ecpairing(self, data):
        if len(data) % 192:
            return None
        total = 0
        for i in range(0, len(data), 192):
            c = bytes(data[i : i + 192])
            ok1, _ = self.decode_g1(c[:64])
            ok2, _ = self.decode_g2(c[64:])
            if not (ok1 and ok2):
                return None
            a, b = self.g1_log.get(c[:64]), self.g2_log.get(c[64:])
            if a is None or b is None:
                raise RuntimeError(
                    "gen_corpus: a valid pairing input with a point of unknown "
                    "discrete log (a generator bug): %s" % c.hex()
                )
            total = (total + a * b) % R
        return w32(1 if total == 0 else 0)

    def answer(self, op, data):
        """(status, output hex, gas) as EIP-196/197/1108 define them."""
        out = getattr(self, op)(data)
        if out is None:
            return "fail", "-", "-"
        gas = GAS.get(op, PAIRING_BASE + PAIRING_PER_PAIR * (len(data) // 192))
        return "ok", out.hex(), str(gas)


# ---- the generator ------------------------------------------------------------


class Gen:
    def __init__(self, seed, ev):
        self.rng = random.Random(seed)
        self.ev = ev
        # Pools of points with known multiples (G1: 48, G2: 12, each a
        # random multiple; the generators themselves first).
        self.g1 = [(1, G1_GEN)] + [self.fresh_g1() for _ in range(47)]
        self.g2 = [(1, G2_GEN)]
        for _ in range(11):
            k = self.scalar()
            self.g2.append((k, mul(Fp2, G2_GEN, k)))
        for k, pt in self.g2:  # the points and their negatives
            ev.g2_log[enc_g2(pt)], ev.g2_log[enc_g2(neg(Fp2, pt))] = k, R - k
        for k, pt in self.g1:
            ev.g1_log[enc_g1(pt)], ev.g1_log[enc_g1(neg(Fp, pt))] = k, R - k
        # Points on the twist outside the order-r subgroup (the twist has
        # r (2p - r) points: nearly every random one is outside).
        self.g2_bad = []
        while len(self.g2_bad) < 4:
            x = (self.rng.randrange(P), self.rng.randrange(P))
            y = fp2_sqrt(Fp2.add(Fp2.mul(Fp2.mul(x, x), x), B2))
            if y is not None and mul(Fp2, (x, y), R) is not None:
                self.g2_bad.append((x, y))
        # Points of y^2 = x^3 + 3 over Fp2 (G1's equation, not the twist's).
        self.g2_wrong_curve = []
        while len(self.g2_wrong_curve) < 2:
            x = (self.rng.randrange(P), self.rng.randrange(P))
            y = fp2_sqrt(Fp2.add(Fp2.mul(Fp2.mul(x, x), x), (3, 0)))
            if y is not None:
                self.g2_wrong_curve.append((x, y))

    # -- random material
    def scalar(self):
        return self.rng.randrange(1, R)

    def fresh_g1(self):
        k = self.scalar()
        return (k, mul(Fp, G1_GEN, k))

    def pick_g1(self):
        return self.rng.choice(self.g1)

    def pick_g2(self):
        return self.rng.choice(self.g2)

    def known_g1(self, k):
        """The point k G1, recorded for the pairing evaluator."""
        k %= R
        pt = mul(Fp, G1_GEN, k)
        self.ev.g1_log[enc_g1(pt)] = k
        return pt

    def bad_word(self, v):
        """A 32-byte word >= p and its tags: some reduce mod p to v (a valid
        point if v is a coordinate of one: tag ge-p-reduces), some carry the
        flag bits of compressed encodings (bits 255 and 254, as arkworks and
        zcash serialise them: tag flag-bits)."""
        r = self.rng
        choices = [
            (P, ""),
            (P + 1, ""),
            (TOP, ""),
            (r.randrange(P, TOP + 1), ""),
            (v | (1 << 255), "flag-bits"),
            (v | (1 << 254), "flag-bits"),
            (v | (3 << 254), "flag-bits"),
        ]
        if v + P <= TOP:
            choices += [(v + P, "ge-p-reduces")] * 3
        if v + 2 * P <= TOP:
            choices.append((v + 2 * P, "ge-p-reduces"))
        value, tag = r.choice(choices)
        if value < P:  # v | flag bits below p: v had the bits already (never for v < p)
            value, tag = P, ""
        return value, ",".join(t for t in ("ge-p", tag) if t)

    def plus_p(self, data, words):
        """data with one of its first `words` 32-byte words w replaced by
        w + k p (k = 1..4, below 2^256): the same value mod p, so a library
        that reduces instead of checking sees a valid point."""
        r = self.rng
        i = r.randrange(words)
        w = word(data, i)
        k = r.choice([k for k in (1, 2, 3, 4) if w + k * P <= TOP])
        return data[: 32 * i] + w32(w + k * P) + data[32 * i + 32 :], "ge-p,ge-p-reduces"

    def g1_bad_words(self):
        """64 bytes of an invalid G1 encoding and its tags."""
        r = self.rng
        _, (x, y) = self.pick_g1()
        k = r.randrange(8)
        if k == 0:
            bad, tags = self.bad_word(x)
            return w32(bad) + w32(y), tags + ",ge-p-x"
        if k == 1:
            bad, tags = self.bad_word(y)
            return w32(x) + w32(bad), tags + ",ge-p-y"
        if k == 2:
            bad, tags = self.bad_word(0)
            return w32(r.choice([0, bad])) + w32(bad), tags + ",inf-ge-p"
        if k == 3:
            return w32(x) + w32((y + 1) % P), "off-curve"
        if k == 4:
            return w32(r.randrange(P)) + w32(r.randrange(P)), "off-curve"
        if k == 5:
            return w32(0) + w32(r.randrange(1, P)), "off-curve,zero-x"
        if k == 6:
            return w32(x) + w32(0), "off-curve,zero-y"
        return w32(1) + w32(1), "off-curve"

    def tail(self, data, n):
        """data followed by random bytes, cut to n bytes."""
        extra = bytes(self.rng.randrange(256) for _ in range(max(0, n - len(data))))
        return (data + extra)[:n]

    # -- ecadd
    def ecadd(self, kind):
        r = self.rng
        (_, a), (_, b) = self.pick_g1(), self.pick_g1()
        if kind == "random":
            return enc_g1(a) + enc_g1(b), ""
        if kind == "fresh":
            return enc_g1(self.fresh_g1()[1]) + enc_g1(self.fresh_g1()[1]), ""
        if kind == "double":
            return enc_g1(a) * 2, "same-point"
        if kind == "inverse":
            return enc_g1(a) + enc_g1(neg(Fp, a)), "sum-inf"
        if kind == "inf":
            return r.choice(
                [
                    (bytes(64) + enc_g1(a), "inf-left"),
                    (enc_g1(a) + bytes(64), "inf-right"),
                    (bytes(128), "inf-both"),
                ]
            )
        if kind == "length":
            n = r.choice(
                [
                    0,
                    1,
                    31,
                    32,
                    33,
                    63,
                    64,
                    65,
                    95,
                    96,
                    97,
                    127,
                    129,
                    160,
                    191,
                    192,
                    193,
                    255,
                    256,
                    r.randrange(300),
                ]
            )
            return self.tail(enc_g1(a) + enc_g1(b), n), "length,length-%d" % n
        if kind == "short-zero":  # short inputs whose padding completes a point
            return enc_g1(a)[: r.choice([64, 40, 33])], "length"
        if kind == "plus-p":
            return self.plus_p(enc_g1(a) + enc_g1(b), 4)
        if kind in ("bad-left", "bad-right"):
            bad, tags = self.g1_bad_words()
            return (bad + enc_g1(b)) if kind == "bad-left" else (enc_g1(a) + bad), tags
        if kind == "junk":
            return bytes(r.randrange(256) for _ in range(r.randrange(160))), "junk"
        raise ValueError(kind)

    # -- ecmul
    def ecmul(self, kind):
        r = self.rng
        _, a = self.pick_g1()
        specials = [
            0,
            1,
            2,
            3,
            R - 1,
            R,
            R + 1,
            2 * R,
            TOP,
            TOP - 1,
            1 << 255,
            (1 << 128) - 1,
            1 << 128,
            R // 2,
            (R + 1) // 2,
            5 * R + 3,
        ]
        if kind == "random":
            return enc_g1(a) + w32(r.randrange(TOP + 1)), ""
        if kind == "random-below-r":
            return enc_g1(a) + w32(r.randrange(R)), ""
        if kind == "small":
            return enc_g1(a) + w32(r.randrange(1 << r.choice([1, 4, 8, 16, 64, 128]))), ""
        if kind == "special":
            return enc_g1(r.choice([a, neg(Fp, a)])) + w32(r.choice(specials)), "special-scalar"
        if kind == "ge-r":
            return enc_g1(a) + w32(r.randrange(R, TOP + 1)), "scalar-ge-r"
        if kind == "inf":
            return bytes(64) + w32(r.choice(specials + [r.randrange(TOP + 1)])), "inf"
        if kind == "length":
            n = r.choice([0, 1, 32, 63, 64, 65, 80, 95, 97, 127, 128, 160, 192, r.randrange(200)])
            return self.tail(enc_g1(a) + w32(r.randrange(TOP + 1)), n), "length,length-%d" % n
        if kind == "plus-p":
            return self.plus_p(enc_g1(a) + w32(r.randrange(TOP + 1)), 2)
        if kind == "bad":
            bad, tags = self.g1_bad_words()
            return bad + w32(r.choice([0, 1, 2, r.randrange(TOP + 1)])), tags
        if kind == "junk":
            return bytes(r.randrange(256) for _ in range(r.randrange(130))), "junk"
        raise ValueError(kind)

    # -- ecpairing
    def g2_bad_words(self):
        r = self.rng
        _, q = self.pick_g2()
        enc = enc_g2(q)
        k = r.randrange(7)
        if k == 0:
            return enc_g2(r.choice(self.g2_bad)), "g2-not-in-subgroup"
        if k == 1:  # a word >= p (four choices), often reducing to the valid word
            i = r.randrange(4)
            bad, tags = self.bad_word(word(enc, i))
            return enc[: 32 * i] + w32(bad) + enc[32 * i + 32 :], tags + ",g2-ge-p"
        if k == 2:  # real part first: the order EIP-197 does not use
            return enc[32:64] + enc[:32] + enc[96:128] + enc[64:96], "g2-swapped"
        if k == 3:
            return enc_g2(r.choice(self.g2_wrong_curve)), "g2-off-twist,g2-wrong-curve"
        if k == 4:
            return enc[:127] + bytes([enc[127] ^ 1]), "g2-off-twist"
        if k == 5:
            return bytes(96) + w32(1), "g2-off-twist"
        return bytes(r.randrange(256) for _ in range(128)), "g2-off-twist"

    def pairs(self, n, total_zero):
        """n valid pairs (a_i G1, b_i G2), sum a_i b_i = 0 mod r if total_zero
        (the last G1 point solves for it), else != 0."""
        out, logs = [], []
        for _ in range(n):
            (a, p1), (b, q) = self.pick_g1(), self.pick_g2()
            out.append([p1, q])
            logs.append((a, b))
        s = sum(a * b for a, b in logs) % R
        if total_zero:
            a, b = logs[-1]
            need = (a * b - s) * pow(b, R - 2, R) % R  # a' b = a b - s
            out[-1][0] = self.known_g1(need)
        elif s == 0:  # astronomically unlikely; keep the answer what the kind says
            out[-1][0] = self.known_g1(logs[-1][0] + 1)
        return [enc_g1(p1) + enc_g2(q) for p1, q in out]

    def inf_pair(self):
        r = self.rng
        _, p1 = self.pick_g1()
        _, q = self.pick_g2()
        return r.choice([bytes(64) + enc_g2(q), enc_g1(p1) + bytes(128), bytes(192)])

    def ecpairing(self, kind):
        r = self.rng
        n = r.choice([1, 1, 2, 2, 2, 3, 3, 4, 5, 6])
        if kind == "empty":
            return b"", "empty"
        if kind == "true":
            return b"".join(self.pairs(max(2, n), True)), "pairing-true"
        if kind == "false":
            return b"".join(self.pairs(n, False)), "pairing-false"
        if kind == "many":  # around bn254's 16-pair batches (architecture.md)
            m = r.choice([15, 16, 17, 31, 32, 33])
            truth = r.randrange(2) == 0
            return b"".join(self.pairs(m, truth)), "pairing-%s,pairs-%d" % (
                "true" if truth else "false",
                m,
            )
        if kind == "neg-pair":  # (P, Q), (-P, Q) or (P, -Q)
            (_, p1), (_, q) = self.pick_g1(), self.pick_g2()
            other = (
                (enc_g1(neg(Fp, p1)) + enc_g2(q))
                if r.randrange(2)
                else (enc_g1(p1) + enc_g2(neg(Fp2, q)))
            )
            return enc_g1(p1) + enc_g2(q) + other, "pairing-true"
        if kind == "inf-only":
            return b"".join(
                self.inf_pair() for _ in range(r.randrange(1, 4))
            ), "has-inf-pair,pairing-true"
        if kind in ("inf-pair-false", "inf-pair-true"):
            # infinity pairs mixed with valid ones; the answer is the valid
            # ones' (a pair with an infinity contributes 1 to the product)
            pairs = self.pairs(n if kind.endswith("false") else max(2, n), kind.endswith("true"))
            for _ in range(r.randrange(1, 3)):
                pairs.insert(r.randrange(len(pairs) + 1), self.inf_pair())
            if kind == "inf-pair-false" and r.randrange(3) == 0:  # the shortest: (O, Q), (P, Q')
                pairs = [bytes(64) + enc_g2(self.pick_g2()[1])] + self.pairs(1, False)
            return b"".join(pairs), "has-inf-pair,pairing-" + kind[9:]
        if kind == "plus-p":  # one word of a valid pair, G1's or G2's, plus k p
            pairs = self.pairs(n, r.randrange(2) == 0)
            i = r.randrange(len(pairs))
            bad, tags = self.plus_p(pairs[i], 6)
            pairs[i] = bad
            return b"".join(pairs), tags
        if kind == "g2-bad":
            pairs = self.pairs(n, r.randrange(2) == 0)
            bad, tags = self.g2_bad_words()
            g1 = r.choice([bytes(64), pairs[0][:64], enc_g1(self.pick_g1()[1])])
            pairs.insert(r.randrange(len(pairs) + 1), g1 + bad)
            return b"".join(pairs), tags + (",g1-inf-beside-bad-g2" if g1 == bytes(64) else "")
        if kind == "g1-bad":
            pairs = self.pairs(n, r.randrange(2) == 0)
            bad, tags = self.g1_bad_words()
            g2 = r.choice([bytes(128), enc_g2(self.pick_g2()[1])])
            pairs.insert(r.randrange(len(pairs) + 1), bad + g2)
            return b"".join(pairs), tags + (",g2-inf-beside-bad-g1" if g2 == bytes(128) else "")
        if kind == "length":
            data = b"".join(self.pairs(n, True)) if n > 1 else b"".join(self.pairs(1, False))
            cut = r.choice([-1, 1, -64, 64, -128, 96, -191, 191, r.randrange(1, 192)])
            m = max(0, len(data) + cut) if cut < 0 else len(data) + cut
            if m % 192 == 0:
                m += 1
            return self.tail(data, m), "length"
        if kind == "short":
            m = r.choice([1, 32, 64, 128, 191, 193, 383, 385])
            return self.tail(b"".join(self.pairs(2, True)), m), "length"
        if kind == "junk":  # random 192-byte chunks: almost never a point
            return bytes(r.randrange(256) for _ in range(192 * r.randrange(1, 3))), "junk"
        raise ValueError(kind)


# Kinds and their weights per operation (a case picks a kind by weight; the
# first case of every kind is made whatever its weight).
KINDS = {
    "ecadd": [
        ("random", 10),
        ("fresh", 3),
        ("double", 4),
        ("inverse", 3),
        ("inf", 4),
        ("length", 8),
        ("short-zero", 2),
        ("plus-p", 3),
        ("bad-left", 5),
        ("bad-right", 5),
        ("junk", 2),
    ],
    "ecmul": [
        ("random", 10),
        ("random-below-r", 4),
        ("small", 3),
        ("special", 6),
        ("ge-r", 3),
        ("inf", 3),
        ("length", 6),
        ("plus-p", 3),
        ("bad", 7),
        ("junk", 2),
    ],
    "ecpairing": [
        ("empty", 0),
        ("true", 8),
        ("false", 8),
        ("many", 1),
        ("neg-pair", 3),
        ("inf-only", 3),
        ("inf-pair-false", 6),
        ("inf-pair-true", 4),
        ("g2-bad", 10),
        ("g1-bad", 6),
        ("plus-p", 3),
        ("length", 4),
        ("short", 2),
        ("junk", 2),
    ],
}
# The share of each operation in the corpus.
OP_SHARE = [("ecadd", 0.34), ("ecmul", 0.33), ("ecpairing", 0.33)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--out", default="-")
    args = ap.parse_args()
    ev = Evaluator()
    gen = Gen(args.seed, ev)
    lines, count = [], {}
    # Every kind once first (tier 0), then the rest by weight (tier 1).
    plan = [(op, kind) for op, _ in OP_SHARE for kind, _ in KINDS[op]]
    rest = max(0, args.cases - len(plan))
    for i, (op, share) in enumerate(OP_SHARE):
        kinds = [k for k, _ in KINDS[op]]
        weights = [w for _, w in KINDS[op]]
        n = round(rest * share) if i + 1 < len(OP_SHARE) else args.cases - len(plan)
        plan += [(op, k) for k in gen.rng.choices(kinds, weights, k=max(0, n))]
    for op, kind in plan[: max(args.cases, sum(len(k) for k in KINDS.values()))]:
        n = count.get((op, kind), 0)
        count[(op, kind)] = n + 1
        data, tags = getattr(gen, op)(kind)
        status, out, gas = ev.answer(op, data)
        tags = ",".join(t for t in [op, kind] + tags.split(",") if t)
        lines.append(
            "\t".join(
                [
                    f"{op}/{kind}/{n}",
                    op,
                    data.hex() or "-",
                    "0" if n == 0 else "1",
                    tags,
                    status,
                    out,
                    gas,
                ]
            )
        )
    text = "\n".join(lines) + "\n"
    if args.out == "-":
        sys.stdout.write(text)
    else:
        with open(args.out, "w") as f:
            f.write(text)
    fails = sum(1 for line in lines if line.split("\t")[5] == "fail")
    print(
        f"gen_corpus: {len(lines)} cases (seed {args.seed}): "
        + ", ".join(
            f"{op} {sum(1 for line in lines if line.split(chr(9))[1] == op)}" for op, _ in OP_SHARE
        )
        + f"; {fails} expected to fail",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
