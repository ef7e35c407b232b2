#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Run by hand: python3 tools/gen_tower_kat.py. Prints the known answers pasted
# into tests/test_fp2.c, test_fp6.c, test_fp12.c and test_pairing.c.
# Independent known answers for the tower tests. Fp12 is represented as
# Fp[W]/(W^12 - 18 W^6 + 82) (no tower, no Karatsuba), with u = W^6 - 9
# (so u^2 = -1 and W^6 = 9 + u = xi).
import hashlib

x0 = 4965661367192848881
p = 36 * x0**4 + 36 * x0**3 + 24 * x0**2 + 6 * x0 + 1
r = 36 * x0**4 + 36 * x0**3 + 18 * x0**2 + 6 * x0 + 1


def H(s):
    return int.from_bytes(hashlib.sha256(s.encode()).digest(), "big") % p


# ---- Fp2 from the definition (a0 + a1 u)(b0 + b1 u), u^2 = -1
def f2mul(a, b):
    return ((a[0] * b[0] - a[1] * b[1]) % p, (a[0] * b[1] + a[1] * b[0]) % p)


def f2add(a, b):
    return ((a[0] + b[0]) % p, (a[1] + b[1]) % p)


def f2sub(a, b):
    return ((a[0] - b[0]) % p, (a[1] - b[1]) % p)


def f2inv(a):
    n = pow(a[0] * a[0] + a[1] * a[1], p - 2, p)
    return (a[0] * n % p, -a[1] * n % p)


def hx(v):
    return "%064x" % v


print("== Fp2")
a = (H("fp2 a0"), H("fp2 a1"))
b = (H("fp2 b0"), H("fp2 b1"))
m1 = (p - 1, p - 1)
for name, v in [
    ("a", a),
    ("b", b),
    ("a*b", f2mul(a, b)),
    ("a^2", f2mul(a, a)),
    ("a^-1", f2inv(a)),
    ("a*xi", f2mul(a, (9, 1))),
    ("m1^2", f2mul(m1, m1)),
    ("m1*b", f2mul(m1, b)),
    ("m1^-1", f2inv(m1)),
    ("(1,p-1)^-1", f2inv((1, p - 1))),
]:
    print(name, hx(v[0]), hx(v[1]))
assert f2mul(a, f2inv(a)) == (1, 0)

# ---- Fp6 = Fp2[v]/(v^3 - xi), schoolbook
xi = (9, 1)


def f6mul(a, b):
    acc = [(0, 0)] * 5
    for i in range(3):
        for j in range(3):
            acc[i + j] = f2add(acc[i + j], f2mul(a[i], b[j]))
    return [f2add(acc[0], f2mul(xi, acc[3])), f2add(acc[1], f2mul(xi, acc[4])), acc[2]]


print("== Fp6")
A6 = [(H("fp6 a%d" % i), H("fp6 a%d'" % i)) for i in range(3)]
B6 = [(H("fp6 b%d" % i), H("fp6 b%d'" % i)) for i in range(3)]
for name, v in [("A", A6), ("B", B6), ("A*B", f6mul(A6, B6)), ("A^2", f6mul(A6, A6))]:
    print(name)
    [print("  ", hx(c[0]), hx(c[1])) for c in v]


# ---- Fp12 = Fp[W]/(W^12 - 18 W^6 + 82)
def pmul(a, b):
    c = [0] * 23
    for i in range(12):
        if a[i] == 0:
            continue
        for j in range(12):
            c[i + j] += a[i] * b[j]
    for k in range(22, 11, -1):  # W^k = 18 W^(k-6) - 82 W^(k-12)
        t = c[k]
        if t:
            c[k - 6] += 18 * t
            c[k - 12] -= 82 * t
    return [x % p for x in c[:12]]


ONE = [1] + [0] * 11


def ppow(a, e):
    res = ONE
    for bit in bin(e)[2:]:
        res = pmul(res, res)
        if bit == "1":
            res = pmul(res, a)
    return res


def padd(a, b):
    return [(x + y) % p for x, y in zip(a, b)]


def psub(a, b):
    return [(x - y) % p for x, y in zip(a, b)]


def pinv(a):
    return ppow(a, p**12 - 2)


def from_f2(c, i):  # (c0 + c1 u) W^i with u = W^6 - 9
    v = [0] * 12
    v[i] = (c[0] - 9 * c[1]) % p
    v[i + 6] = c[1] % p
    return v


def from_w(g):  # sum g_i W^i
    v = [0] * 12
    for i in range(6):
        v = padd(v, from_f2(g[i], i))
    return v


def to_w(v):
    return [((v[i] + 9 * v[i + 6]) % p, v[i + 6]) for i in range(6)]


assert to_w(from_w([(1, 2), (3, 4), (5, 6), (7, 8), (9, 10), (11, 12)])) == [
    (1, 2),
    (3, 4),
    (5, 6),
    (7, 8),
    (9, 10),
    (11, 12),
]
# u^2 = -1 and W^6 = xi in this representation
U = from_f2((0, 1), 0)
assert pmul(U, U) == [p - 1] + [0] * 11


def show12(name, v):
    print(name)
    for i, c in enumerate(to_w(v)):
        print("   g%d" % i, hx(c[0]), hx(c[1]))


print("== Fp12")
A = from_w([(H("fp12 a%d" % i), H("fp12 a%d'" % i)) for i in range(6)])
B = from_w([(H("fp12 b%d" % i), H("fp12 b%d'" % i)) for i in range(6)])
show12("A", A)
show12("B", B)
show12("A*B", pmul(A, B))
show12("A^-1", pinv(A))
show12("A^p", ppow(A, p))
assert pmul(A, pinv(A)) == ONE

# ---- pairing: optimal ate, textbook affine Miller loop.
# Twist E': y^2 = x^3 + 3/xi over Fp2; untwist (x, y) -> (x W^2, y W^3) into E(Fp12).
bt = f2mul((3, 0), f2inv(xi))


def tadd(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0]:
        if f2add(P[1], Q[1]) == (0, 0):
            return None
        l = f2mul(f2mul((3, 0), f2mul(P[0], P[0])), f2inv(f2add(P[1], P[1])))
    else:
        l = f2mul(f2sub(Q[1], P[1]), f2inv(f2sub(Q[0], P[0])))
    x3 = f2sub(f2sub(f2mul(l, l), P[0]), Q[0])
    return (x3, f2sub(f2mul(l, f2sub(P[0], x3)), P[1]))


def tmul(P, k):
    R_ = None
    while k:
        if k & 1:
            R_ = tadd(R_, P)
        P = tadd(P, P)
        k >>= 1
    return R_


def gadd(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0]:
        if (P[1] + Q[1]) % p == 0:
            return None
        l = 3 * P[0] * P[0] * pow(2 * P[1], p - 2, p)
    else:
        l = (Q[1] - P[1]) * pow(Q[0] - P[0], p - 2, p)
    x3 = (l * l - P[0] - Q[0]) % p
    return (x3, (l * (P[0] - x3) - P[1]) % p)


def gmul(P, k):
    R_ = None
    while k:
        if k & 1:
            R_ = gadd(R_, P)
        P = gadd(P, P)
        k >>= 1
    return R_


W = [0, 1] + [0] * 10
W2 = pmul(W, W)
W3 = pmul(W2, W)


def untwist(Q):
    return (pmul(from_f2(Q[0], 0), W2), pmul(from_f2(Q[1], 0), W3))


def fp(c):
    return [c % p] + [0] * 11


def line12(T, Q, P):
    """Line through T, Q (points of E(Fp12), Q may equal T) at P in E(Fp): generic Fp12."""
    if T[0] == Q[0]:
        lam = pmul(pmul(fp(3), pmul(T[0], T[0])), pinv(padd(T[1], T[1])))
    else:
        lam = pmul(psub(Q[1], T[1]), pinv(psub(Q[0], T[0])))
    return psub(psub(fp(P[1]), T[1]), pmul(lam, psub(fp(P[0]), T[0])))


def line_tw(T, Q, P):
    """Same line, with the slope computed on the twist (lambda = lambda' W)."""
    if T == Q:
        lam = f2mul(f2mul((3, 0), f2mul(T[0], T[0])), f2inv(f2add(T[1], T[1])))
    else:
        lam = f2mul(f2sub(Q[1], T[1]), f2inv(f2sub(Q[0], T[0])))
    Tu = untwist(T)
    L = pmul(from_f2(lam, 0), W)
    return psub(psub(fp(P[1]), Tu[1]), pmul(L, psub(fp(P[0]), Tu[0])))


def e12add(P, Q):
    if P[0] == Q[0]:
        lam = pmul(pmul(fp(3), pmul(P[0], P[0])), pinv(padd(P[1], P[1])))
    else:
        lam = pmul(psub(Q[1], P[1]), pinv(psub(Q[0], P[0])))
    x3 = psub(psub(pmul(lam, lam), P[0]), Q[0])
    return (x3, psub(pmul(lam, psub(P[0], x3)), P[1]))


def miller(P, Q):
    s = 6 * x0 + 2
    T, f = Q, ONE
    for bit in bin(s)[3:]:
        f = pmul(pmul(f, f), line_tw(T, T, P))
        T = tadd(T, T)
        if bit == "1":
            f = pmul(f, line_tw(T, Q, P))
            T = tadd(T, Q)
    assert T == tmul(Q, s)
    Tu = untwist(T)
    Qu = untwist(Q)
    Q1 = (ppow(Qu[0], p), ppow(Qu[1], p))  # pi(Q)
    Q2 = (ppow(Q1[0], p), psub([0] * 12, ppow(Q1[1], p)))  # -pi^2(Q)
    f = pmul(f, line12(Tu, Q1, P))
    Tu = e12add(Tu, Q1)
    f = pmul(f, line12(Tu, Q2, P))
    return f


c = 2 * x0 * (6 * x0**2 + 3 * x0 + 1)
assert (p**12 - 1) % r == 0 and (p**4 - p**2 + 1) % r == 0
d = c * (p**4 - p**2 + 1) // r
print(
    "== final exponent d limbs:",
    ", ".join("0x%016x" % ((d >> (64 * i)) & (2**64 - 1)) for i in range(15)),
)
E = (p**12 - 1) // r * c


def pairing(P, Q):
    return ppow(miller(P, Q), E)


G1 = (1, 2)
G2 = (
    (
        0x1800DEEF121F1E76426A00665E5C4479674322D4F75EDADD46DEBD5CD992F6ED,
        0x198E9393920D483A7260BFB731FB5D25F1AA493335A9E71297E485B7AEF312C2,
    ),
    (
        0x12C85EA5DB8C6DEB4AAB71808DCB408FE3D1E7690C43D37B4CE6CC0166FA7DAA,
        0x090689D0585FF075EC9E99AD690C3395BC4B313370B38EF355ACDADCD122975B,
    ),
)
assert f2sub(f2mul(G2[1], G2[1]), f2add(f2mul(G2[0], f2mul(G2[0], G2[0])), bt)) == (0, 0)
assert tmul(G2, r) is None
e = pairing(G1, G2)
assert e != ONE and ppow(e, r) == ONE
e2 = pairing(gmul(G1, 2), G2)
assert e2 == pmul(e, e) == pairing(G1, tmul(G2, 2))
show12("e(G1,G2)", e)
show12("e([2]G1,G2)", e2)
print("== more Fp12")
show12("A^(p^2)", ppow(A, p**2))
show12("A^(p^3)", ppow(A, p**3))
C = ppow(A, (p**6 - 1) * (p**2 + 1))
show12("C = A^((p^6-1)(p^2+1))", C)
show12("C^2", pmul(C, C))
show12("C^x0", ppow(C, x0))
show12("A^((p^12-1)/r*c)", ppow(A, E))
