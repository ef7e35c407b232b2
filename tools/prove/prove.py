#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Symbolic proofs that the group-law, line and psi formulas of src/ are the
textbook ones (tools/prove/README.md says what is proven and how).

    build/prove/venv/bin/python tools/prove/prove.py [group_law|g1|lines|psi]...
    (.ci/prove.sh makes the venv from tools/prove/requirements.txt)

Each formula is read from the C source by cparse.py and run on symbolic
values; nothing here restates a formula of the library. Exits 1 on the
first claim that does not hold (or any code the reader cannot follow).
"""

import os
import pathlib
import re
import sys
import time

from sympy.polys.domains import FF
from sympy.polys.fields import field

import cparse

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
# BN254_PROVE_SRC: another src/ (the mutation check of .ci/prove.sh)
SRC = pathlib.Path(os.environ.get("BN254_PROVE_SRC", ROOT / "src"))

# ---- the prime and the constants ---------------------------------------------------

x0 = int(re.search(r"^x0 = (\d+)", (ROOT / "tools" / "gen_consts.py").read_text(), re.M).group(1))
p = 36 * x0**4 + 36 * x0**3 + 24 * x0**2 + 6 * x0 + 1
r = 36 * x0**4 + 36 * x0**3 + 18 * x0**2 + 6 * x0 + 1
assert p == 21888242871839275222246405745257275088696311157297823662689037894645226208583
CONSTS = (SRC / "consts.h").read_text()


def const_int(name):
    """A constant of src/consts.h from its plain-integer limbs (NAME_INT)."""
    m = re.search(r"#define %s_INT ([^\n]+)" % name, CONSTS)
    limbs = [int(v, 16) for v in m.group(1).split(",")]
    return sum(v << (64 * i) for i, v in enumerate(limbs))


# Fp2 on Python integers: the one of tools/gen_consts.py.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from gen_consts import F2  # noqa: E402


def const_f2(name):
    return F2(const_int(name + "_C0"), const_int(name + "_C1"))


XI = F2(9, 1)
claims = 0


def claim(ok, what):
    global claims
    if not ok:
        print(f"FAILED: {what}")
        sys.exit(1)
    claims += 1
    print(f"  ok  {what}")


# ---- the value domain: rational functions over GF(p) ---------------------------------

# Variables: y's first, so that lex order makes {y_i^2 - x_i^3 - c} a Groebner
# basis (the leading terms y_i^2 are coprime) and the remainder is the normal
# form modulo the curve equations.
VARS = "y1,y2,yT,yP,x1,x2,xT,xP,z1,z2,zT,b,c,X1,Y1,X2,Y2"
K = FF(p)
FIELD, *GENS = field(VARS, K)
RING = FIELD.ring
V = dict(zip(VARS.split(","), GENS))
RV = dict(zip(VARS.split(","), RING.gens))


class Dom:
    """Field values are elements of GF(p)(VARS): the formulas hold as
    identities there, hence for values in every extension of GF(p), Fp2
    included. A predicate is decided for the generic inputs of the case:
    its value is identically zero modulo the case's curve equations, or not."""

    def __init__(self, constants, relations):
        self.constants = constants
        self.relations = relations

    def has_constant(self, name):
        return name in self.constants

    def constant(self, name):
        return self.constants[name]

    def field_op(self, op, a):
        if op == "set_zero":
            return FIELD(0)
        if op == "set_one":
            return FIELD(1)
        if op in ("mul", "mul_fp"):
            return a[0] * a[1]
        if op == "sqr":
            return a[0] * a[0]
        if op == "add":
            return a[0] + a[1]
        if op == "sub":
            return a[0] - a[1]
        if op == "dbl":
            return a[0] + a[0]
        if op == "tpl":
            return a[0] + a[0] + a[0]
        if op == "half":
            return a[0] / 2
        if op == "neg":
            return -a[0]
        if op == "inv":
            return FIELD(0) if self.is_zero(a[0]) else 1 / a[0]
        raise NameError(f"field operation {op} not modelled")

    def is_zero(self, v):
        if not self.relations:
            return v.numer == 0
        return v.numer.rem(self.relations) == 0

    def predicate(self, op, a):
        if op == "is_zero":
            return self.is_zero(a[0])
        if op == "equal":
            return self.is_zero(a[0] - a[1])
        if op == "is_one":
            return self.is_zero(a[0] - 1)
        raise NameError(op)


def rel(y, x, c):
    """y^2 - x^3 - c, a curve equation (variable names)."""
    return RV[y] ** 2 - RV[x] ** 3 - RV[c]


FIELDS = ["x", "y", "z", "infinity", "l0", "l1", "l3", "c0", "c1", "c3"]


def machine(funcs, dom):
    return cparse.Machine(funcs, dom, FIELDS)


def put(m, name, **coords):
    for k, v in coords.items():
        m.write(f"in:{name}.{k}", v)
    return f"in:{name}"


# ---- the affine law (the textbook definition) ------------------------------------------


def aff_add(P, Q):
    """Chord and tangent on y^2 = x^3 + c (a = 0); None is infinity."""
    if P is None:
        return Q
    if Q is None:
        return P
    (xa, ya), (xb, yb) = P, Q
    return aff_add_known(xa, ya, xb, yb)


def aff_add_known(xa, ya, xb, yb, double=False):
    lam = (3 * xa * xa) / (2 * ya) if double else (yb - ya) / (xb - xa)
    x3 = lam * lam - xa - xb
    return (x3, lam * (xa - x3) - ya)


def jac_is(dom, m, where, want, proj=False):
    """The point at location where (Jacobian, or homogeneous if proj) is want."""
    X, Y, Z = (m.read(where + "." + k) for k in "xyz")
    if want is None:
        return dom.is_zero(Z)
    x, y = want
    if dom.is_zero(Z):
        return False
    if proj:
        return dom.is_zero(X - x * Z) and dom.is_zero(Y - y * Z)
    return dom.is_zero(X - x * Z * Z) and dom.is_zero(Y - y * Z * Z * Z)


def aff_is(dom, m, where, want):
    inf = m.read(where + ".infinity")
    if want is None:
        return inf == 1
    return (
        inf == 0
        and dom.is_zero(m.read(where + ".x") - want[0])
        and dom.is_zero(m.read(where + ".y") - want[1])
    )


# ---- group_law.h ----------------------------------------------------------------------


def group_law(sqr_cheap, group):
    funcs = cparse.load(SRC / "group_law.h", {"BN254_GL_SQR_CHEAP": sqr_cheap})
    x1, y1, x2, y2, z1, z2, b = (V[n] for n in ("x1", "y1", "x2", "y2", "z1", "z2", "b"))
    P, Q = (x1, y1), (x2, y2)
    both = [rel("y1", "x1", "b"), rel("y2", "x2", "b")]
    one = [rel("y1", "x1", "b")]
    tag = f"{group} (BN254_GL_SQR_CHEAP {sqr_cheap})"

    def jac(m, name, pt, z):
        if pt is None:
            return put(m, name, x=V["X1"], y=V["Y1"], z=FIELD(0))
        return put(m, name, x=pt[0] * z * z, y=pt[1] * z * z * z, z=z)

    def aff(m, name, pt):
        if pt is None:
            return put(m, name, x=FIELD(0), y=FIELD(0), infinity=1)
        return put(m, name, x=pt[0], y=pt[1], infinity=0)

    dbl = aff_add_known(x1, y1, x1, y1, double=True)
    neg = (x1, -y1)
    # doubling, in place too (r aliases a)
    for alias in (False, True):
        dom = Dom({"BN254_GL_B": b}, one)
        m = machine(funcs, dom)
        a = jac(m, "a", P, z1)
        out = a if alias else put(m, "r", x=FIELD(0), y=FIELD(0), z=FIELD(0))
        m.run("G_jac_dbl", {"r": out, "a": a})
        claim(jac_is(dom, m, out, dbl), f"{tag} jac_dbl: 2P{' in place' if alias else ''}")
    dom = Dom({"BN254_GL_B": b}, one)
    m = machine(funcs, dom)
    a = jac(m, "a", None, None)
    m.run("G_jac_dbl", {"r": a, "a": a})
    claim(jac_is(dom, m, a, None), f"{tag} jac_dbl: 2 O = O")
    for pt, want, what in ((P, dbl, "2P"), (None, None, "2 O = O")):
        dom = Dom({"BN254_GL_B": b}, one)
        m = machine(funcs, dom)
        a = aff(m, "a", pt)
        out = put(m, "r", x=FIELD(0), y=FIELD(0), z=FIELD(0))
        m.run("G_jac_dbl_aff", {"r": out, "a": a})
        claim(jac_is(dom, m, out, want), f"{tag} jac_dbl_aff: {what} (Z = 1 input)")

    # addition: generic, P = Q (other Z), P = -Q, O + Q, P + O, O + O; and in place
    cases = [
        ("P + Q", P, z1, Q, z2, aff_add(P, Q), both),
        ("P + P", P, z1, P, z2, dbl, one),
        ("P + (-P)", P, z1, neg, z2, None, one),
        ("O + Q", None, None, Q, z2, Q, both),
        ("P + O", P, z1, None, None, P, both),
        ("O + O", None, None, None, None, None, both),
    ]
    for what, pa, za, pb, zb, want, rels in cases:
        for alias in ("", "r = a", "r = b"):
            dom = Dom({"BN254_GL_B": b}, rels)
            m = machine(funcs, dom)
            a = jac(m, "a", pa, za)
            bb = jac(m, "b", pb, zb)
            out = {"": put(m, "r", x=FIELD(0), y=FIELD(0), z=FIELD(0)), "r = a": a, "r = b": bb}[
                alias
            ]
            m.run("G_jac_add", {"r": out, "a": a, "b": bb})
            claim(
                jac_is(dom, m, out, want),
                f"{tag} jac_add (add-2007-bl): {what}{', ' + alias if alias else ''}",
            )
        # mixed: b affine (Z = 1)
        for alias in ("", "r = a"):
            dom = Dom({"BN254_GL_B": b}, rels)
            m = machine(funcs, dom)
            a = jac(m, "a", pa, za)
            bb = aff(m, "b", pb)
            out = a if alias else put(m, "r", x=FIELD(0), y=FIELD(0), z=FIELD(0))
            m.run("G_jac_add_aff", {"r": out, "a": a, "b": bb})
            claim(
                jac_is(dom, m, out, want),
                f"{tag} jac_add_aff (madd-2007-bl, madd_finish): "
                f"{what}{', ' + alias if alias else ''}",
            )

    # jac_equal, jac_to_aff (Z = 1 shortcut, infinity), jac_neg
    for what, pa, za, pb, zb, want, rels in (
        ("P, P (other Z)", P, z1, P, z2, True, one),
        ("P, -P", P, z1, neg, z2, False, one),
        ("P, Q", P, z1, Q, z2, False, both),
        ("O, O", None, None, None, None, True, both),
        ("O, Q", None, None, Q, z2, False, both),
        ("P, O", P, z1, None, None, False, both),
    ):
        dom = Dom({"BN254_GL_B": b}, rels)
        m = machine(funcs, dom)
        got = m.run("G_jac_equal", {"a": jac(m, "a", pa, za), "b": jac(m, "b", pb, zb)})
        claim(bool(got) == want, f"{tag} jac_equal: {what} -> {want}")
    for what, pa, za in (("(X/Z^2, Y/Z^3)", P, z1), ("Z = 1", P, FIELD(1)), ("O", None, None)):
        dom = Dom({"BN254_GL_B": b}, one)
        m = machine(funcs, dom)
        out = put(m, "r", x=FIELD(0), y=FIELD(0), infinity=0)
        m.run("G_jac_to_aff", {"r": out, "a": jac(m, "a", pa, za)})
        claim(aff_is(dom, m, out, pa), f"{tag} jac_to_aff: {what}")
    dom = Dom({"BN254_GL_B": b}, one)
    m = machine(funcs, dom)
    a = jac(m, "a", P, z1)
    m.run("G_jac_neg", {"r": a, "a": a})
    claim(jac_is(dom, m, a, neg), f"{tag} jac_neg: -P in place")
    # the checks of BN254_VERIFY builds: on the curve, same curve (any c)
    for what, fn, pts, want in (
        ("aff_is_on_curve(P)", "G_aff_is_on_curve", [("a", P, None)], True),
        ("jac_is_on_curve(P)", "G_jac_is_on_curve", [("a", P, z1)], True),
    ):
        dom = Dom({"BN254_GL_B": b}, one)
        m = machine(funcs, dom)
        args = {n: (aff(m, n, pt) if z is None else jac(m, n, pt, z)) for n, pt, z in pts}
        claim(bool(m.run(fn, args)) == want, f"{tag} {what}")
    dom = Dom({"BN254_GL_B": b}, [rel("y1", "x1", "c"), rel("y2", "x2", "c")])
    m = machine(funcs, dom)
    claim(
        bool(m.run("G_jac_same_curve", {"a": jac(m, "a", P, z1), "b": jac(m, "b", Q, z2)})),
        f"{tag} jac_same_curve: two points of y^2 = x^3 + c",
    )
    dom = Dom({"BN254_GL_B": b}, [rel("y1", "x1", "c"), rel("y2", "x2", "b")])
    m = machine(funcs, dom)
    claim(
        not m.run("G_jac_same_curve", {"a": jac(m, "a", P, z1), "b": jac(m, "b", Q, z2)}),
        f"{tag} jac_same_curve: points of y^2 = x^3 + c and y^2 = x^3 + b (c != b)",
    )


# ---- g1_impl.h ------------------------------------------------------------------------


def g1():
    renames = [(r"\bbn254_g1_(\w+)\s*\(", r"G_\1("), (r"\bbn254_fp_(\w+)\s*\(", r"F_\1(")]
    funcs = cparse.load(SRC / "group_law.h", {"BN254_GL_SQR_CHEAP": 0})
    funcs.update(cparse.load(SRC / "g1_impl.h", {"BN254_G1_AFFINE_KERNELS": 0}, renames))
    x1, y1, x2, y2, z1, b, c = (V[n] for n in ("x1", "y1", "x2", "y2", "z1", "b", "c"))
    P, Q = (x1, y1), (x2, y2)
    both = [rel("y1", "x1", "b"), rel("y2", "x2", "b")]
    one = [rel("y1", "x1", "b")]

    def aff(m, name, pt):
        if pt is None:
            return put(m, name, x=FIELD(0), y=FIELD(0), infinity=1)
        return put(m, name, x=pt[0], y=pt[1], infinity=0)

    for what, pa, pb, want, rels in (
        ("P + Q", P, Q, aff_add(P, Q), both),
        ("P + P", P, P, aff_add_known(x1, y1, x1, y1, True), one),
        ("P + (-P)", P, (x1, -y1), None, one),
        ("O + Q", None, Q, Q, both),
        ("P + O", P, None, P, both),
        ("O + O", None, None, None, both),
    ):
        for alias in ("", "r = a", "r = b"):
            dom = Dom({"bn254_g1_b": b}, rels)
            m = machine(funcs, dom)
            a, bb = aff(m, "a", pa), aff(m, "b", pb)
            out = {"": put(m, "r", x=FIELD(0), y=FIELD(0), infinity=0), "r = a": a, "r = b": bb}[
                alias
            ]
            m.run("G_aff_add", {"r": out, "a": a, "b": bb})
            claim(
                aff_is(dom, m, out, want),
                f"g1 aff_add (one inversion): {what}{', ' + alias if alias else ''}",
            )
    # aff_add's y = 0 test (a point of order 2) never holds on y^2 = x^3 + 3:
    # -3 is not a cube mod p (p = 1 mod 3), so x^3 + 3 has no root
    claim(
        p % 3 == 1 and pow(p - 3, (p - 1) // 3, p) != 1,
        "g1: x^3 + 3 = 0 has no root in Fp (no point with y = 0)",
    )
    # the odd-multiples helpers, on an isomorphic curve y^2 = x^3 + c
    crels = [rel("y1", "x1", "c"), rel("y2", "x2", "c")]
    dom = Dom({"bn254_g1_b": b}, crels)
    m = machine(funcs, dom)
    acc = put(m, "acc", x=x1 * z1 * z1, y=y1 * z1**3, z=z1)
    zr = "in:zr"
    m.write(zr, FIELD(0))
    d = aff(m, "d", Q)
    m.run("G_jac_add_aff_zr", {"acc": acc, "zr": zr, "d": d})
    ok = jac_is(dom, m, acc, aff_add(P, Q)) and dom.is_zero(m.read("in:acc.z") - z1 * m.read(zr))
    claim(ok, "g1 jac_add_aff_zr: acc + d on y^2 = x^3 + c, in place, Z3 = Z zr")
    dom = Dom({"bn254_g1_b": b}, crels)
    m = machine(funcs, dom)
    acc = put(m, "acc", x=FIELD(0), y=FIELD(0), z=FIELD(0))
    m.run("G_aff_add_to_jac", {"acc": acc, "a": aff(m, "a", P), "d": aff(m, "d", Q)})
    claim(
        jac_is(dom, m, acc, aff_add(P, Q)),
        "g1 aff_add_to_jac (mmadd-2007-bl): a + d on y^2 = x^3 + c",
    )
    # the lemma odd_multiples relies on: with (X, Y, Z) = 2a, the map
    # (x, y) -> (x Z^2, y Z^3) takes y^2 = x^3 + b to y^2 = x^3 + b Z^6, on
    # which 2a is the affine (X, Y) (transcribed: odd_multiples has a loop)
    dom = Dom({"BN254_GL_B": b}, one)
    m = machine(cparse.load(SRC / "group_law.h", {"BN254_GL_SQR_CHEAP": 0}), dom)
    a = aff(m, "a", P)
    dd = put(m, "d", x=FIELD(0), y=FIELD(0), z=FIELD(0))
    m.run("G_jac_dbl_aff", {"r": dd, "a": a})
    X, Y, Z = (m.read("in:d." + k) for k in "xyz")
    sx, sy = x1 * Z**2, y1 * Z**3
    claim(
        dom.is_zero(Y * Y - X**3 - b * Z**6) and dom.is_zero(sy * sy - sx**3 - b * Z**6),
        "g1 odd_multiples: 2a = (X, Y) and a = (x Z^2, y Z^3) lie on y^2 = x^3 + b Z^6",
    )


# ---- pairing_impl.h: the Miller-loop steps -----------------------------------------------


# The Fp12 products by lines are not part of this proof (test_fp12 checks
# them against the full Fp12 product): a line is read as the loop evaluates
# it at P, through bn254_line_eval_at.
def lines():
    renames = [(r"\bbn254_fp2?_(\w+)\s*\(", r"F_\1(")]
    funcs = cparse.load(SRC / "pairing_impl.h", {"BN254_VERIFY": None}, renames)

    def line_at(m, fn, q):
        """Run the step fn (the tangent, or the chord through Q) on T at in:t and
        evaluate its line at P = (xP, yP) as the loop does: (l0, l1, l3)."""
        ln = put(m, "l", c0=FIELD(0), c1=FIELD(0), c3=FIELD(0))
        args = {"l": ln, "t": "in:t"}
        if q:
            m.write("in:xq", q[0])
            m.write("in:yq", q[1])
            args.update(xq="in:xq", yq="in:yq")
        m.run(fn, args)
        m.write("in:xp", xP)
        m.write("in:nyp", -yP)
        e = put(m, "e", l0=FIELD(0), l1=FIELD(0), l3=FIELD(0))
        m.run("bn254_line_eval_at", {"e": e, "l": ln, "xp": "in:xp", "neg_yp": "in:nyp"})
        return tuple(m.read("in:e." + k) for k in ("l0", "l1", "l3"))

    xT, yT, zT, xP, yP, x2, y2, b = (V[n] for n in ("xT", "yT", "zT", "xP", "yP", "x2", "y2", "b"))
    consts = {"bn254_twist_3b": 3 * b}
    claim(
        const_f2("BN254_TWIST_3B") == const_f2("BN254_TWIST_B") * 3,
        "consts.h: BN254_TWIST_3B = 3 BN254_TWIST_B",
    )
    claim(
        const_f2("BN254_TWIST_B") == XI.inv() * 3, "consts.h: BN254_TWIST_B = 3 / (9 + u) (EIP-197)"
    )
    # Untwisting (x', y') -> (x' w^2, y' w^3): the line through T (and Q) at
    # P = (xP, yP) is yP - lam xP w + (lam xT - yT) w^3 with lam the slope on
    # the twist; the code's (l0, l1, l3) must be c times (yP, -lam xP,
    # lam xT - yT) for one c that does not depend on P (an Fp2 factor).
    for what, fn, q, lam, rels, want in (
        (
            "line_dbl: tangent at T, T = 2T",
            "bn254_line_dbl",
            None,
            3 * xT * xT / (2 * yT),
            [rel("yT", "xT", "b")],
            aff_add_known(xT, yT, xT, yT, True),
        ),
        (
            "line_add: chord through T and Q, T = T + Q",
            "bn254_line_add",
            (x2, y2),
            (y2 - yT) / (x2 - xT),
            [rel("yT", "xT", "b"), rel("y2", "x2", "b")],
            aff_add((xT, yT), (x2, y2)),
        ),
    ):
        dom = Dom(consts, rels)
        m = machine(funcs, dom)
        t = put(m, "t", x=xT * zT, y=yT * zT, z=zT)  # homogeneous: x = X/Z, y = Y/Z
        l0, l1, l3 = line_at(m, fn, q)
        c = l0 / yP
        free = all(
            c.numer.degree(RING.gens[i]) <= 0 and c.denom.degree(RING.gens[i]) <= 0
            for i in (VARS.split(",").index("xP"), VARS.split(",").index("yP"))
        )
        ok = (
            free
            and not dom.is_zero(c)
            and dom.is_zero(l1 + c * lam * xP)
            and dom.is_zero(l3 - c * (lam * xT - yT))
        )
        claim(ok, f"pairing {what}: the line at P up to a factor in Fp2")
        claim(jac_is(dom, m, t, want, proj=True), f"pairing {what}: the new T (homogeneous)")
    # T = -Q (not met by the loop, below): the code gives (0, N xP, -N xQ) =
    # N w (xP - xQ w^2), the vertical line times N w, and T = O
    dom = Dom(consts, [rel("yT", "xT", "b")])
    m = machine(funcs, dom)
    t = put(m, "t", x=xT * zT, y=yT * zT, z=zT)
    l0, l1, l3 = line_at(m, "bn254_line_add", (xT, -yT))
    claim(
        dom.is_zero(l0)
        and dom.is_zero(l1 * xT + l3 * xP)
        and not dom.is_zero(l1)
        and jac_is(dom, m, t, None, proj=True),
        "pairing line_add at T = -Q: N w (xP - xQ w^2), the vertical line times N w; T = O",
    )
    # No step of the loop meets T = +-Q (where the chord is vertical or the
    # tangent is meant): T runs through [m] Q for the prefixes m of the NAF
    # of 6x0 + 2, then adds Q1 = psi(Q) = [p] Q and Q2 = -psi^2(Q) = [-p^2] Q
    # (psi acts on G2 as [p]); Q has order r.
    naf = [
        int(v)
        for v in re.search(r"#define BN254_ATE_NAF\s*\\\s*\{([^}]*)\}", CONSTS)
        .group(1)
        .replace("\\", "")
        .split(",")
    ]
    claim(
        sum(d * 2 ** (len(naf) - 1 - i) for i, d in enumerate(naf)) == 6 * x0 + 2,
        "consts.h: BN254_ATE_NAF is 6x0 + 2",
    )
    mq, bad = naf[0], 0
    for d in naf[1:]:
        mq = 2 * mq
        bad += mq % r == 0
        if d:
            bad += (mq - d) % r == 0 or (mq + d) % r == 0
            mq += d
    for add in (p, -p * p):
        bad += (mq - add) % r == 0 or (mq + add) % r == 0
        mq += add
    claim(bad == 0, "the Miller loop never doubles O nor adds +-T (L != 0 in every line_add)")


# ---- g2_impl.h: psi, psi^2 -----------------------------------------------------------


class F2Dom(Dom):
    """Fp2 values as pairs (c0, c1) of rational functions over GF(p): conj is (c0, -c1)."""

    def field_op(self, op, a):
        if op == "conj":
            return (a[0][0], -a[0][1])
        if op == "mul":
            (x0_, x1_), (y0, y1_) = a
            return (x0_ * y0 - x1_ * y1_, x0_ * y1_ + x1_ * y0)
        if op == "mul_fp":
            return (a[0][0] * a[1], a[0][1] * a[1])
        if op == "neg":
            return (-a[0][0], -a[0][1])
        raise NameError(f"Fp2 operation {op} not modelled")


def psi():
    renames = [(r"\bbn254_g2_(\w+)\s*\(", r"G_\1("), (r"\bbn254_fp2_(\w+)\s*\(", r"F_\1(")]
    funcs = cparse.load(SRC / "g2_impl.h", {}, renames)
    g12, g13, g22 = (
        const_f2("BN254_GAMMA1_2"),
        const_f2("BN254_GAMMA1_3"),
        const_int("BN254_GAMMA2_2"),
    )
    # untwist (x w^2, y w^3), Frobenius, twist back: x -> conj(x) w^(2(p-1)),
    # y -> conj(y) w^(3(p-1)), with w^6 = xi: w^(2(p-1)) = xi^((p-1)/3), w^(3(p-1)) = xi^((p-1)/2)
    claim(g12 == XI ** ((p - 1) // 3), "consts.h: gamma_{1,2} = xi^((p-1)/3) = w^(2(p-1))")
    claim(g13 == XI ** ((p - 1) // 2), "consts.h: gamma_{1,3} = xi^((p-1)/2) = w^(3(p-1))")
    claim(
        F2(g22) == g12 * g12.conj() and g13 * g13.conj() == F2(p - 1),
        "consts.h: gamma_{2,2} = gamma_{1,2}^(p+1) in Fp, gamma_{1,3}^(p+1) = -1",
    )
    bt = const_f2("BN254_TWIST_B")
    claim(
        g13 * g13 == g12 * g12 * g12 and g13 * g13 * bt.conj() == bt,
        "psi maps the twist to itself: gamma_{1,3}^2 = gamma_{1,2}^3, gamma_{1,3}^2 conj(b') = b'",
    )
    K2 = {
        "bn254_psi_cx": (FIELD(g12.a), FIELD(g12.b)),
        "bn254_psi_cy": (FIELD(g13.a), FIELD(g13.b)),
        "bn254_psi2_cx": FIELD(g22),
    }
    X0, X1, Y0, Y1 = V["X1"], V["Y1"], V["X2"], V["Y2"]
    z0, z1 = V["z1"], V["z2"]

    def f2mul(a, b):
        return (a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0])

    def f2inv(a):
        n = a[0] * a[0] + a[1] * a[1]
        return (a[0] / n, -a[1] / n)

    def frob_twist(x, y):
        return f2mul((x[0], -x[1]), K2["bn254_psi_cx"]), f2mul((y[0], -y[1]), K2["bn254_psi_cy"])

    x, y, Z = (X0, X1), (Y0, Y1), (z0, z1)
    ax, ay = f2mul(x, f2inv(f2mul(Z, Z))), f2mul(y, f2inv(f2mul(f2mul(Z, Z), Z)))
    dom = F2Dom(K2, [])
    for fn, twice in (("G_aff_psi", False), ("G_aff_psi2", True)):
        m = machine(funcs, dom)
        a = put(m, "a", x=x, y=y, infinity=0)
        out = put(m, "r", x=(FIELD(0), FIELD(0)), y=(FIELD(0), FIELD(0)), infinity=0)
        m.run(fn, {"r": out, "a": a})
        wx, wy = frob_twist(x, y)
        if twice:
            wx, wy = frob_twist(wx, wy)
        gx, gy = m.read("in:r.x"), m.read("in:r.y")
        claim(
            all(dom.is_zero(u - v) for u, v in zip(gx + gy, wx + wy)),
            f"g2 {fn[2:]}: (x, y) -> twist(Frobenius{'^2' if twice else ''}(untwist(x, y)))",
        )
    for fn, twice in (("G_jac_psi", False), ("G_jac_psi2", True)):
        for alias in (False, True):
            m = machine(funcs, dom)
            a = put(m, "a", x=x, y=y, z=Z)
            out = (
                a if alias else put(m, "r", x=(FIELD(0),) * 2, y=(FIELD(0),) * 2, z=(FIELD(0),) * 2)
            )
            m.run(fn, {"r": out, "a": a})
            gx, gy, gz = (m.read(out + "." + k) for k in "xyz")
            wx, wy = frob_twist(ax, ay)
            if twice:
                wx, wy = frob_twist(wx, wy)
            zz = f2mul(gz, gz)
            ok = all(
                dom.is_zero(u - v)
                for u, v in zip(f2mul(wx, zz) + f2mul(wy, f2mul(zz, gz)), gx + gy)
            )
            claim(
                ok,
                f"g2 {fn[2:]}: the affine psi{'^2' if twice else ''} of (X/Z^2, Y/Z^3)"
                f"{' in place' if alias else ''}",
            )


SECTIONS = {
    "group_law": (
        "group_law.h (both instances: G1 over Fp, G2 over Fp2; identities over GF(p)(vars))",
        lambda: (group_law(0, "g1"), group_law(1, "g2")),
    ),
    "g1": ("g1_impl.h", g1),
    "lines": ("pairing_impl.h", lines),
    "psi": ("g2_impl.h", psi),
}


def main():
    t0 = time.time()
    names = sys.argv[1:] or list(SECTIONS)
    for n in names:
        title, fn = SECTIONS[n]
        print(title)
        fn()
    print(f"prove: {claims} claims hold ({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
