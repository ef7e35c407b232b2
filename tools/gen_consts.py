#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Derive every BN254 constant of the library from the curve parameter x0 and
write them to src/consts.h, the one place they are spelled out.

    python3 tools/gen_consts.py --write    regenerate src/consts.h
    python3 tools/gen_consts.py --check    fail if src/consts.h differs (CI)
    python3 tools/gen_consts.py            print the file to stdout

Python 3.8+ standard library only. The library never runs this; tests/test_consts.c
recomputes the values through the library's own arithmetic, so a wrong derivation
here and a matching mistake in the code would both have to happen.

Sources: Barreto, Naehrig, "Pairing-friendly elliptic curves of prime order"
(ePrint 2005/133) for p(x), r(x); EIP-196/197 for the curve, twist and
generators; the papers named at each section below.
"""

import math
import pathlib
import sys

OUT = pathlib.Path(__file__).resolve().parent.parent / "src" / "consts.h"

x0 = 4965661367192848881
p = 36 * x0**4 + 36 * x0**3 + 24 * x0**2 + 6 * x0 + 1
r = 36 * x0**4 + 36 * x0**3 + 18 * x0**2 + 6 * x0 + 1
# The values every implementation agrees on (EIP-196).
assert p == 21888242871839275222246405745257275088696311157297823662689037894645226208583
assert r == 21888242871839275222246405745257275088548364400416034343698204186575808495617
R = 1 << 256
M64 = (1 << 64) - 1


# ---- small helpers -----------------------------------------------------------
def limbs64(v, n=4):
    assert 0 <= v < 1 << (64 * n)
    return [(v >> (64 * i)) & M64 for i in range(n)]


def hexs(words, suffix=""):
    return ", ".join("0x%016x%s" % (w, suffix) for w in words)


def mont(v):
    return v * R % p


def naf(n):
    d = []
    while n:
        z = (2 - n % 4) if n & 1 else 0
        n -= z
        d.append(z)
        n //= 2
    return d


def wnaf(n, w):
    d = []
    while n:
        z = 0
        if n & 1:
            z = n % (1 << w)
            if z >= 1 << (w - 1):
                z -= 1 << w
            n -= z
        d.append(z)
        n //= 2
    return d


class F2:
    """Fp2 = Fp[u]/(u^2 + 1) on Python integers (also tools/prove's checks of
    the constants)."""

    def __init__(s, a, b=0):
        s.a, s.b = a % p, b % p

    def __add__(s, o):
        return F2(s.a + o.a, s.b + o.b)

    def __sub__(s, o):
        return F2(s.a - o.a, s.b - o.b)

    def __mul__(s, o):
        o = o if isinstance(o, F2) else F2(o)
        return F2(s.a * o.a - s.b * o.b, s.a * o.b + s.b * o.a)

    def __eq__(s, o):
        o = o if isinstance(o, F2) else F2(o)
        return s.a == o.a and s.b == o.b

    def __pow__(s, e):
        out, base = F2(1), s
        while e:
            if e & 1:
                out = out * base
            base = base * base
            e >>= 1
        return out

    def inv(s):
        n = pow(s.a * s.a + s.b * s.b, p - 2, p)
        return F2(s.a * n, -s.b * n)

    def conj(s):
        return F2(s.a, -s.b)


def ec_add(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    (x1, y1), (x2, y2) = P, Q
    if x1 == x2:
        if (y1 + y2) % p == 0:
            return None
        lam = 3 * x1 * x1 * pow(2 * y1, -1, p) % p
    else:
        lam = (y2 - y1) * pow(x2 - x1, -1, p) % p
    x3 = (lam * lam - x1 - x2) % p
    return (x3, (lam * (x1 - x3) - y1) % p)


def ec_mul(P, k):
    Q = None
    while k:
        if k & 1:
            Q = ec_add(Q, P)
        P = ec_add(P, P)
        k >>= 1
    return Q


# ---- output ------------------------------------------------------------------
lines = []


def out(s=""):
    lines.append(s)


def raw(name, v, n=4, doc=None):
    """An integer as n little-endian 64-bit limbs, usable in C and assembly."""
    if doc:
        out("/* %s */" % doc)
    out("#define %s %s" % (name, hexs(limbs64(v, n))))


def field(name, v, doc):
    """A field element in both representations: _MONT (v R mod p, Montgomery
    backends) and _INT (v itself, the plain backend); fp.h picks one."""
    out("/* %s = 0x%064x */" % (doc, v % p))
    out("#define %s_MONT %s" % (name, hexs(limbs64(mont(v)))))
    out("#define %s_INT %s" % (name, hexs(limbs64(v % p))))


def field2(name, z, doc):
    out("/* %s = 0x%064x\n *   + 0x%064x u */" % (doc, z.a, z.b))
    for part, v in (("C0", z.a), ("C1", z.b)):
        out("#define %s_%s_MONT %s" % (name, part, hexs(limbs64(mont(v)))))
        out("#define %s_%s_INT %s" % (name, part, hexs(limbs64(v))))


def digits(name, ds, doc):
    out("/* %s */" % doc)
    items = [str(d) for d in ds]
    rows, cur = [], []
    for it in items:
        if len(", ".join(cur + [it])) > 84:
            rows.append(", ".join(cur))
            cur = []
        cur.append(it)
    rows.append(", ".join(cur))
    out("#define %s \\" % name)
    for i, row in enumerate(rows):
        last = i == len(rows) - 1
        out("    %s%s%s" % ("{" if i == 0 else " ", row, "}" if last else ", \\"))


# ---- derivations ---------------------------------------------------------------
n0 = (-pow(p, -1, 1 << 64)) % (1 << 64)
n0_32 = (-pow(p, -1, 1 << 32)) % (1 << 32)
xi = F2(9, 1)
twist_b = F2(3) * xi.inv()
assert twist_b * xi == F2(3)

# GLV (Gallant, Lambert, Vanstone, CRYPTO 2001): beta^3 = 1 in Fp and
# lambda^2 + lambda + 1 = 0 mod r with (beta x, y) = [lambda](x, y) on G1.
G1_GEN = (1, 2)
gcube = next(g for g in range(2, 100) if pow(g, (r - 1) // 3, r) != 1)
lambdas = [pow(gcube, (r - 1) // 3, r), pow(gcube, 2 * (r - 1) // 3, r)]
lam = min(lambdas)
assert (lam * lam + lam + 1) % r == 0
gbeta = next(g for g in range(2, 100) if pow(g, (p - 1) // 3, p) != 1)
beta = next(
    b
    for b in (pow(gbeta, (p - 1) // 3, p), pow(gbeta, 2 * (p - 1) // 3, p))
    if ec_mul(G1_GEN, lam) == (b * G1_GEN[0] % p, G1_GEN[1])
)
# Short lattice basis of {(a, b) : a + b lambda = 0 mod r}: extended Euclid on
# (r, lambda), stopped at the last remainder >= sqrt(r) (GLV paper, Sec. 4).
rr, tt = [r, lam], [0, 1]
while rr[-1] != 0:
    q = rr[-2] // rr[-1]
    rr.append(rr[-2] - q * rr[-1])
    tt.append(tt[-2] - q * tt[-1])
m = max(i for i in range(len(rr)) if rr[i] >= math.isqrt(r))
v1 = (rr[m + 1], -tt[m + 1])
v2 = min([(rr[m], -tt[m]), (rr[m + 2], -tt[m + 2])], key=lambda v: v[0] ** 2 + v[1] ** 2)
for v in (v1, v2):
    assert (v[0] + v[1] * lam) % r == 0
assert v1[0] * v2[1] - v1[1] * v2[0] == r
(a1, b1), (a2, b2) = v1, v2
# The closed forms in x0 the comments state.
assert a1 == 2 * x0 + 1 == b2 and -b1 == 6 * x0**2 + 2 * x0 and a2 == 6 * x0**2 + 4 * x0 + 1
g1 = (b2 * R + r // 2) // r
g2 = (-b1 * R + r // 2) // r

# Final exponentiation hard part (Fuentes-Castaneda, Knapp, Rodriguez-Henriquez,
# "Faster hashing to G2", SAC 2011): c (p^4 - p^2 + 1)/r with c = 2x(6x^2+3x+1)
# equals l0 + l1 p + l2 p^2 + l3 p^3 for the polynomial digits below.
c = 2 * x0 * (6 * x0 * x0 + 3 * x0 + 1)
assert (p**4 - p**2 + 1) % r == 0
final_d = c * (p**4 - p**2 + 1) // r
l1 = 12 * x0**3 + 6 * x0**2 + 4 * x0
l3, l2 = l1 - 1, l1 + 2 * x0
l0 = l2 + 6 * x0**2 + 1
assert l0 + l1 * p + l2 * p**2 + l3 * p**3 == final_d

ate = naf(6 * x0 + 2)[::-1]
x0_naf = naf(x0)[::-1]
x0_w4 = wnaf(x0, 4)[::-1]
assert sum(v << (len(x0_w4) - 1 - i) for i, v in enumerate(x0_w4)) == x0


def signed_limbs(v, bits, n):
    mask = (1 << bits) - 1
    return [(v >> (bits * i)) & mask if i < n - 1 else v >> (bits * i) for i in range(n)]


# ---- the file ------------------------------------------------------------------
out("/* SPDX-License-Identifier: MIT */")
out("/*")
out(" * consts.h: GENERATED by tools/gen_consts.py --write; do not edit.")
out(" * `python3 tools/gen_consts.py --check` (run by .ci/run) fails when this file")
out(" * and its generator disagree; tests/test_consts.c recomputes every value")
out(" * through the library's own arithmetic.")
out(" *")
out(" * Every BN254 constant the library uses, derived from the BN parameter x0")
out(" * (Barreto, Naehrig, ePrint 2005/133; EIP-196/197 for the curve and twist).")
out(" * Integers are lists of little-endian 64-bit limbs without C suffixes, so the")
out(" * assembly kernels include this file too (the few scalars that C code does")
out(
    " * arithmetic on carry a ULL suffix and are not for the assembler). A field element"
    " comes in two"
)
out(" * representations: NAME_MONT is v R mod p (R = 2^256, the Montgomery")
out(" * backends) and NAME_INT is v itself (the plain backend); fp.h chooses with")
out(" * BN254_FP_CONST(NAME). Only #define lines: includable from .S files.")
out(" */")
out("#ifndef BN254_CONSTS_H")
out("#define BN254_CONSTS_H")
out()
out("/* ---- the BN parameter and the two primes ---------------------------------")
out(" * x0 = %d; p = 36x0^4 + 36x0^3 + 24x0^2 + 6x0 + 1 (254 bits)," % x0)
out(" * r = 36x0^4 + 36x0^3 + 18x0^2 + 6x0 + 1 (254 bits, the order of G1 and G2). */")
out("#define BN254_X0 0x%016xULL /* C only (suffix) */" % x0)
raw("BN254_P_0", limbs64(p)[0], 1, "p = 0x%064x" % p)
for i in range(1, 4):
    out("#define BN254_P_%d 0x%016x" % (i, limbs64(p)[i]))
out("#define BN254_P_LIMBS BN254_P_0, BN254_P_1, BN254_P_2, BN254_P_3")
raw("BN254_R_LIMBS", r, 4, "r = 0x%064x" % r)
out()
out("/* ---- Montgomery arithmetic (R = 2^256) ------------------------------------ */")
out("/* n0 = -p^-1 mod 2^64, the word-by-word reduction multiplier (CIOS, Koc, Acar,")
out(" * Kaliski 1996); n0_32 = -p^-1 mod 2^32 for the 32-bit-limb backend. */")
out("#define BN254_N0 0x%016x" % n0)
out("#define BN254_N0_32 0x%08x" % n0_32)
raw("BN254_MONT_R2", R * R % p, 4, "R^2 mod p: to_mont(a) = mont_mul(a, R^2)")
raw(
    "BN254_MONT_R3",
    R**3 % p,
    4,
    "R^3 mod p: mont_mul(A^-1, R^3) = a^-1 R for a plain inverse of A = a R",
)
out("/* 8p, 4p, 2p, p as five limbs each (8p > 2^256): the binary long division")
out(" * that reduces a value below 16p (x86-64 multiplication by 9 + u). */")
for k in (8, 4, 2, 1):
    raw("BN254_P_TIMES%d_5" % k, k * p, 5)
out()
out("/* ---- inversion (Pornin, ePrint 2020/972; Bernstein, Yang, ePrint 2019/266) --")
out(" * p in signed-digit limbs of 62 bits (5 limbs, 64-bit arithmetic) and 30 bits")
out(" * (9 limbs, 32-bit arithmetic), with p^-1 mod 2^62 and 2^30, which make the")
out(" * Bezout coefficients divisible by 2^62 (2^30) after each batch. */")
out("#define BN254_P_S62 %s" % ", ".join("0x%016x" % v for v in signed_limbs(p, 62, 5)))
out("#define BN254_P_INV_MOD_2_62 0x%016x" % pow(p, -1, 1 << 62))
out("#define BN254_P_S30 %s" % ", ".join("0x%08x" % v for v in signed_limbs(p, 30, 9)))
out("#define BN254_P_INV_MOD_2_30 0x%08x" % pow(p, -1, 1 << 30))
out("/* i^-1 mod 256 for odd i, 0 for even i (i = 0..255), indexed by the low")
out(
    " * byte itself: several divsteps at once, one load after the byte (the 30-bit\n"
    " * divsteps). */"
)
inv256 = [pow(i, -1, 256) if i & 1 else 0 for i in range(256)]
out("#define BN254_INV_ODD_MOD256 \\")
for i in range(0, 256, 16):
    tail = ", \\" if i + 16 < 256 else ""
    out("    " + ", ".join("0x%02x" % v for v in inv256[i : i + 16]) + tail)
out()
out("/* ---- field elements (both representations) -------------------------------- */")
field("BN254_FP_ONE", 1, "one")
field("BN254_G1_B", 3, "G1: E: y^2 = x^3 + b, b")
field2(
    "BN254_TWIST_B",
    twist_b,
    "G2: the D-type sextic twist E': y^2 = x^3 + b', b' = b / (9 + u) (EIP-197)\n * b'",
)
field2("BN254_TWIST_3B", twist_b * F2(3), "3b' (Miller-loop doubling step)\n * 3b'")
out("/* Frobenius: with Fp12 = Fp2[w]/(w^6 - xi), xi = 9 + u, (w^i)^(p^k) =")
out(" * gamma_{k,i} w^i, gamma_{k,i} = xi^(i (p^k - 1) / 6). gamma_{2,i} lie in Fp.")
out(" * psi = untwist-Frobenius-twist uses gamma_{1,2} (x) and gamma_{1,3} (y). */")
for k in (1, 2, 3):
    for i in range(1, 6):
        gk = xi ** (i * (p**k - 1) // 6)
        if k == 2:
            assert gk.b == 0
            field("BN254_GAMMA%d_%d" % (k, i), gk.a, "gamma_{%d,%d}" % (k, i))
        else:
            field2("BN254_GAMMA%d_%d" % (k, i), gk, "gamma_{%d,%d}" % (k, i))
assert beta == (xi ** (4 * (p**2 - 1) // 6)).a
field(
    "BN254_GLV_BETA",
    beta,
    "GLV: phi(x, y) = (beta x, y) = [lambda](x, y) on G1,\n"
    " * lambda = 0x%064x (mod r);\n * beta (a primitive cube root of 1; = gamma_{2,4})" % lam,
)
out()
out("/* ---- GLV scalar decomposition (Gallant, Lambert, Vanstone, CRYPTO 2001) ----")
out(" * Short basis of {(a, b) : a + b lambda = 0 mod r} (extended Euclid, Sec. 4),")
out(" * determinant r: v1 = (a1, b1) = (2x0 + 1, -(6x0^2 + 2x0)),")
out(" * v2 = (a2, b2) = (6x0^2 + 4x0 + 1, 2x0 + 1). Babai rounding by constants")
out(" * pre-scaled by 2^256: c1 = floor(k g1 / 2^256), c2 = floor(k g2 / 2^256),")
out(" * g1 = round(2^256 b2 / r), g2 = round(-2^256 b1 / r). */")
out("#define BN254_GLV_LAMBDA %s" % hexs(limbs64(lam)))
out("#define BN254_GLV_A1 0x%016xULL" % a1)
raw("BN254_GLV_MINUS_B1", -b1)
raw("BN254_GLV_A2", a2)
raw("BN254_GLV_G1", g1)
raw("BN254_GLV_G2", g2)
out()
out("/* ---- pairing ---------------------------------------------------------------- */")
digits(
    "BN254_ATE_NAF",
    ate,
    "Optimal ate loop parameter 6x0 + 2 = %d (%d bits; Vercauteren,\n"
    ' * "Optimal pairings", IEEE TIT 2010) in non-adjacent form, most significant\n'
    " * digit first (%d digits, the leading 1 handled by the initialisation)."
    % (6 * x0 + 2, (6 * x0 + 2).bit_length(), len(ate)),
)
out(
    "/* Miller-loop lines per pair: a tangent for each of the %d digits after the\n"
    " * leading one, a chord for each of their %d non-zero digits, and the two\n"
    " * Frobenius chords of the optimal ate pairing (a prepared G2 point holds this\n"
    " * many lines, pairing.h). */" % (len(ate) - 1, sum(1 for v in ate[1:] if v))
)
out("#define BN254_ATE_LINES %d" % (len(ate) - 1 + sum(1 for v in ate[1:] if v) + 2))
digits(
    "BN254_X0_NAF",
    x0_naf,
    "x0 in non-adjacent form, most significant digit first (%d digits)." % len(x0_naf),
)
digits(
    "BN254_X0_WNAF4",
    x0_w4,
    "x0 in width-4 NAF (digits 0, +-1, +-3, +-5, +-7; Hankerson, Menezes, Vanstone,\n"
    ' * "Guide to ECC", Alg. 3.35), most significant first (%d digits, %d non-zero).'
    % (len(x0_w4), sum(1 for v in x0_w4 if v)),
)
nd = (final_d.bit_length() + 63) // 64
out("/* The final exponent's hard part as one integer, d = c (p^4 - p^2 + 1) / r with")
out(" * c = 2x0 (6x0^2 + 3x0 + 1) = l0 + l1 p + l2 p^2 + l3 p^3 (pairing_impl.h); for")
out(" * the tests' reference final exponentiation (%d limbs). */" % nd)
out("#define BN254_FINAL_EXP_D_LIMBS %d" % nd)
out("#define BN254_FINAL_EXP_D %s" % hexs(limbs64(final_d, nd)))
out()
out("/* ---- AVX-512 IFMA lanes (arch/x86_64/fp12_ifma.h) ----------------------------")
out(" * Radix 2^52, five limbs (limb j = bits 52 j .. 52 j + 51), Montgomery form with")
out(" * R' = 2^260. Lane tables are limb-major: {limb 0 of lanes 0..7}, {limb 1 ...}. */")
M52 = (1 << 52) - 1
R52 = 1 << 260


def limbs52(v, n=5):
    assert 0 <= v < 1 << (52 * n)
    return [(v >> (52 * i)) & M52 for i in range(n)]


def hex52(ws):
    return ", ".join("0x%013x" % w for w in ws)


def raw52(name, v, n, doc):
    out("/* %s */" % doc)
    out("#define %s %s" % (name, hex52(limbs52(v, n))))


raw52("BN254_IFMA_P", p, 5, "p")
raw52("BN254_IFMA_P2", 2 * p, 5, "2p")
out("/* -p^-1 mod 2^52, the Montgomery reduction constant */")
out("#define BN254_IFMA_N0 0x%013x" % ((-pow(p, -1, 1 << 52)) % (1 << 52)))
assert R52 // p == 84 and 84 * p * p < p << 260  # T < 84 p^2 reduces below 2p
out("/* floor(2^260 / p): the quotient estimate of a small reduction */")
out("#define BN254_IFMA_QK %d" % (R52 // p))
raw52("BN254_IFMA_ONE", R52 % p, 5, "one in lanes: 2^260 mod p")
raw52(
    "BN254_IFMA_TO_R",
    (1 << 256) % p,
    5,
    "2^256 mod p: a Montgomery product by it turns a R' into a R (R = 2^256)",
)
raw52(
    "BN254_IFMA_P2X24",
    24 * p * p,
    10,
    "24 p^2 in ten limbs: keeps a difference of double-width sums non-negative",
)


def lanes52(vals):
    vals = vals + [vals[0]] * (8 - len(vals))
    return ", ".join("{%s}" % ", ".join("0x%013x" % limbs52(v)[j] for v in vals) for j in range(5))


out("/* Frobenius: lane i holds gamma_{k,i} (i = 0: one) in R' form. */")
for k in (1, 2, 3):
    gs = [xi ** (i * (p**k - 1) // 6) for i in range(6)]
    out("#define BN254_IFMA_GAMMA%d_C0 %s" % (k, lanes52([g.a * R52 % p for g in gs])))
    if k != 2:
        out("#define BN254_IFMA_GAMMA%d_C1 %s" % (k, lanes52([g.b * R52 % p for g in gs])))
out()
out("#endif /* BN254_CONSTS_H */")
text = "\n".join(lines) + "\n"

if __name__ == "__main__":
    arg = sys.argv[1] if len(sys.argv) > 1 else ""
    if arg == "--write":
        OUT.write_text(text)
        print("wrote %s" % OUT)
    elif arg == "--check":
        if not OUT.exists() or OUT.read_text() != text:
            print(
                "src/consts.h is out of date: run python3 tools/gen_consts.py --write",
                file=sys.stderr,
            )
            sys.exit(1)
        print("src/consts.h matches tools/gen_consts.py")
    elif arg == "":
        sys.stdout.write(text)
    else:
        sys.exit("usage: gen_consts.py [--write|--check]")
