# SPDX-License-Identifier: MIT
"""Test support: the three precompiles written out from EIP-196 and EIP-197
over py_ecc's arithmetic (py_ecc.optimized_bn128: the curve, the twist, the
optimal ate pairing), independent of the C library, as the reference of
test_py_ecc.py; and py_ecc-made material for random inputs (points as
multiples of the generators, points on the twist outside the order-r
subgroup).

The answers are ("ok", output bytes) or ("error", token), with the tokens of
the library's statuses. EIP-196/197 only say "the call fails"; which failure
is reported follows the library's documented order (bn254.h): ecpairing
checks the length first, then the pairs in order, in a pair G1 before G2, in
a point every coordinate's range (< p) before the curve equation, and for G2
the curve before the subgroup."""

from py_ecc.optimized_bn128 import (
    FQ,
    FQ2,
    FQ12,
    G1,
    G2,
    add,
    b,
    b2,
    curve_order,
    field_modulus,
    final_exponentiate,
    is_inf,
    is_on_curve,
    multiply,
    neg,
    normalize,
    pairing,
)

P = field_modulus
R = curve_order


def word(data, i):
    return int.from_bytes(data[32 * i : 32 * i + 32], "big")


def pad(data, n):
    """EIP-196: the input is read as if padded with zeros or truncated to n bytes."""
    data = bytes(data[:n])
    return data + bytes(n - len(data))


class Fail(Exception):
    def __init__(self, token):
        super().__init__(token)
        self.token = token


def decode_g1(data):
    """64 bytes, x || y: (0, 0) is infinity (EIP-196)."""
    x, y = word(data, 0), word(data, 1)
    if x >= P or y >= P:
        raise Fail("not-in-field")
    if x == 0 and y == 0:
        return (FQ(1), FQ(1), FQ(0))
    pt = (FQ(x), FQ(y), FQ(1))
    if not is_on_curve(pt, b):
        raise Fail("not-on-curve")
    return pt


def decode_g2(data):
    """128 bytes, x_im || x_re || y_im || y_re over Fp2 = Fp[u]/(u^2 + 1)
    (EIP-197: the imaginary part first); all zero is infinity. Checked: the
    twist's equation y^2 = x^3 + 3/(9 + u), and membership of the order-r
    subgroup (r Q = infinity), which EIP-197 requires."""
    x_im, x_re, y_im, y_re = (word(data, i) for i in range(4))
    if max(x_im, x_re, y_im, y_re) >= P:
        raise Fail("not-in-field")
    if x_im == x_re == y_im == y_re == 0:
        return (FQ2.one(), FQ2.one(), FQ2.zero())
    pt = (FQ2([x_re, x_im]), FQ2([y_re, y_im]), FQ2.one())
    if not is_on_curve(pt, b2):
        raise Fail("not-on-curve")
    if not is_inf(multiply(pt, R)):
        raise Fail("not-in-subgroup")
    return pt


def encode_g1(pt):
    if is_inf(pt):
        return bytes(64)
    x, y = normalize(pt)
    return int(x).to_bytes(32, "big") + int(y).to_bytes(32, "big")


def encode_g2(pt):
    if is_inf(pt):
        return bytes(128)
    x, y = normalize(pt)
    return b"".join(
        c.to_bytes(32, "big") for c in (x.coeffs[1], x.coeffs[0], y.coeffs[1], y.coeffs[0])
    )


def ecadd(data):
    data = pad(data, 128)
    try:
        a, c = decode_g1(data[:64]), decode_g1(data[64:])
    except Fail as e:
        return ("error", e.token)
    return ("ok", encode_g1(add(a, c)))


def ecmul(data):
    data = pad(data, 96)
    try:
        a = decode_g1(data[:64])
    except Fail as e:
        return ("error", e.token)
    # Any 256-bit scalar: 0, r, values above r and 2^256 - 1 included.
    return ("ok", encode_g1(multiply(a, word(data, 2))))


def ecpairing(data):
    if len(data) % 192:
        return ("error", "input-length")
    f = FQ12.one()
    try:
        pairs = [
            (decode_g1(data[i : i + 64]), decode_g2(data[i + 64 : i + 192]))
            for i in range(0, len(data), 192)
        ]
    except Fail as e:
        return ("error", e.token)
    # The product of the Miller loops, one final exponentiation: the same
    # product as that of the pairings (py_ecc's pairing() returns 1 for an
    # infinity).
    for g1, g2 in pairs:
        f = f * pairing(g2, g1, final_exponentiate=False)
    one = final_exponentiate(f) == FQ12.one()
    return ("ok", (1 if one else 0).to_bytes(32, "big"))


OPS = {"ecadd": ecadd, "ecmul": ecmul, "ecpairing": ecpairing}


def g1_mul(k):
    return encode_g1(multiply(G1, k))


def g2_mul(k):
    return encode_g2(multiply(G2, k))


def fq2_sqrt(a):
    """A square root of a in Fp2, or None: Algorithm 9 of Adj and
    Rodriguez-Henriquez, "Square root computation over even extension
    fields" (IEEE Trans. Computers 63(11), 2014), for p = 3 mod 4 (BN254's p
    is). The root is checked before it is returned."""
    a1 = a ** ((P - 3) // 4)
    alpha = a1 * a1 * a
    a0 = (alpha**P) * alpha
    if a0 == -FQ2.one():
        return None
    x0 = a1 * a
    if alpha == -FQ2.one():
        x = FQ2([0, 1]) * x0
    else:
        x = ((FQ2.one() + alpha) ** ((P - 1) // 2)) * x0
    return x if x * x == a else None


def twist_point_outside_subgroup(rng):
    """128 bytes: a point on the twist y^2 = x^3 + 3/(9+u) with a random x,
    not of order r (checked: r Q != infinity). The twist has r (2p - r)
    points, so nearly every point of it is outside the subgroup."""
    while True:
        x = FQ2([rng.randrange(P), rng.randrange(P)])
        y = fq2_sqrt(x**3 + b2)
        if y is None:
            continue
        pt = (x, y, FQ2.one())
        assert is_on_curve(pt, b2)
        if not is_inf(multiply(pt, R)):
            return encode_g2(pt)


__all__ = [
    "OPS",
    "P",
    "R",
    "G1",
    "G2",
    "g1_mul",
    "g2_mul",
    "twist_point_outside_subgroup",
    "encode_g1",
    "encode_g2",
    "neg",
    "multiply",
]
