#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Derive every BN254 constant used in src/consts.h from the curve parameter x0.

Run by hand (python3 tools/gen_consts.py); the library never runs it. Each value is
recomputed independently in tests/test_consts.c through the library's own arithmetic.
Sources: BN curves, Barreto-Naehrig (ePrint 2005/133); EIP-196/197 parameters.
"""
x0 = 4965661367192848881
p = 36*x0**4 + 36*x0**3 + 24*x0**2 + 6*x0 + 1
r = 36*x0**4 + 36*x0**3 + 18*x0**2 + 6*x0 + 1
assert p == 21888242871839275222246405745257275088696311157297823662689037894645226208583
assert r == 21888242871839275222246405745257275088548364400416034343698204186575808495617
R = 1 << 256

def limbs(v):
    v %= R
    return ", ".join("0x%016xULL" % ((v >> (64*i)) & (2**64-1)) for i in range(4))

def mont(v):
    return limbs(v * R % p)

def show(name, v, m=True):
    print("/* %s = 0x%064x */" % (name, v % R))
    print("%s: {%s}" % (name, mont(v) if m else limbs(v)))

# Fp2 = Fp[u]/(u^2+1)
class F2:
    def __init__(s, a, b=0): s.a, s.b = a % p, b % p
    def __mul__(s, o): return F2(s.a*o.a - s.b*o.b, s.a*o.b + s.b*o.a)
    def __add__(s, o): return F2(s.a+o.a, s.b+o.b)
    def __sub__(s, o): return F2(s.a-o.a, s.b-o.b)
    def __eq__(s, o): return s.a == o.a and s.b == o.b
    def __pow__(s, e):
        res, b = F2(1), s
        while e:
            if e & 1: res = res*b
            b = b*b; e >>= 1
        return res
    def inv(s):
        n = pow(s.a*s.a + s.b*s.b, p-2, p)
        return F2(s.a*n, -s.b*n)
    def __repr__(s): return "(0x%064x, 0x%064x)" % (s.a, s.b)

xi = F2(9, 1)
print("p  =", hex(p)); print("r  =", hex(r))
n0 = (-pow(p, -1, 2**64)) % 2**64
print("n0 = -p^-1 mod 2^64 = 0x%016x" % n0)
show("R mod p (one)", 1)
print("R^2 mod p: {%s}" % limbs(R*R % p))
print("R^3 mod p: {%s}" % limbs(R*R*R % p))
print("p limbs: {%s}" % limbs(p))

b2 = F2(3) * xi.inv()
print("twist b' = 3/(9+u) =", b2)
print("  mont c0: {%s}\n  mont c1: {%s}" % (mont(b2.a), mont(b2.b)))
b3 = b2 * F2(3)
print("3b' =", b3, "\n  mont c0: {%s}\n  mont c1: {%s}" % (mont(b3.a), mont(b3.b)))

# Frobenius coefficients: gamma_{k,i} = xi^(i*(p^k-1)/6), multiplier of w^i under x -> x^(p^k)
for k in (1, 2, 3):
    for i in range(1, 6):
        g = xi ** (i * (p**k - 1) // 6)
        print("gamma%d_%d =" % (k, i), g)
        print("   mont: {{%s}, {%s}}" % (mont(g.a), mont(g.b)))

# GLV (Gallant-Lambert-Vanstone, CRYPTO 2001): beta^3 = 1 in Fp, lambda^2+lambda+1 = 0 mod r,
# with (beta*x, y) = [lambda](x, y) on G1.
def ec_add(P, Q):
    if P is None: return Q
    if Q is None: return P
    (x1, y1), (x2, y2) = P, Q
    if x1 == x2:
        if (y1 + y2) % p == 0: return None
        l = 3*x1*x1 * pow(2*y1, -1, p) % p
    else:
        l = (y2-y1) * pow(x2-x1, -1, p) % p
    x3 = (l*l - x1 - x2) % p
    return (x3, (l*(x1-x3) - y1) % p)

def ec_mul(P, k):
    Q = None
    while k:
        if k & 1: Q = ec_add(Q, P)
        P = ec_add(P, P); k >>= 1
    return Q

G = (1, 2)
from sympy.ntheory import sqrt_mod
lam = min((-1 + s3) * pow(2, -1, r) % r for s3 in sqrt_mod(-3 % r, r, all_roots=True))
assert (lam*lam + lam + 1) % r == 0
gcube = next(g for g in range(2, 100) if pow(g, (p-1)//3, p) != 1)
betas = [pow(gcube, (p-1)//3, p), pow(gcube, 2*(p-1)//3, p)]
for cand in betas:
    if ec_mul(G, lam) == (cand * G[0] % p, G[1]): beta = cand
print("lambda = 0x%064x" % lam)
print("beta   = 0x%064x" % beta); print("  mont: {%s}" % mont(beta))
# Short basis of the lattice {(a, b): a + b lambda = 0 mod r} by the extended
# Euclidean algorithm on (r, lambda) (GLV paper, Sec. 4): stop at the last
# remainder >= sqrt(r).
import math
rr, tt = [r, lam], [0, 1]
while rr[-1] != 0:
    q = rr[-2] // rr[-1]
    rr.append(rr[-2] - q*rr[-1]); tt.append(tt[-2] - q*tt[-1])
m = max(i for i in range(len(rr)) if rr[i] >= math.isqrt(r))
v1 = (rr[m+1], -tt[m+1])
v2 = min([(rr[m], -tt[m]), (rr[m+2], -tt[m+2])], key=lambda v: v[0]**2 + v[1]**2)
for v in (v1, v2): assert (v[0] + v[1]*lam) % r == 0
print("GLV v1 = (a1, b1) = (%d, %d)\nGLV v2 = (a2, b2) = (%d, %d)" % (v1 + v2))
det = v1[0]*v2[1] - v1[1]*v2[0]
assert det == r
# Babai rounding by constants pre-scaled by 2^256: g1 = round(2^256 b2 / r), g2 = round(-2^256 b1 / r)
print("g1 = {%s}" % limbs((v2[1] * R + r//2) // r))
print("g2 = {%s}" % limbs((-v1[1] * R + r//2) // r))

# Optimal ate loop parameter 6x0+2 in NAF (Vercauteren, IEEE TIT 2010; Aranha et al. ePrint 2010/526)
def naf(n):
    d = []
    while n:
        if n & 1:
            z = 2 - (n % 4); n -= z
        else:
            z = 0
        d.append(z); n //= 2
    return d
L = 6*x0 + 2
print("6x0+2 =", L, "bits", L.bit_length(), "NAF (msb first):", naf(L)[::-1], "len", len(naf(L)))
print("x0 bits:", bin(x0), "NAF:", naf(x0)[::-1])

# x0 in width-4 signed window form (wNAF, digits 0, +-1, +-3, +-5, +-7): 14 nonzero
# digits against 24 in the NAF, for the exponentiations by x0 in the final
# exponentiation (Hankerson, Menezes, Vanstone, "Guide to ECC", Alg. 3.35).
def wnaf(n, w):
    d = []
    while n:
        if n & 1:
            z = n % (1 << w)
            if z >= 1 << (w - 1): z -= 1 << w
            n -= z
        else:
            z = 0
        d.append(z); n //= 2
    return d
x0_w4 = wnaf(x0, 4)[::-1]
assert sum(v << (len(x0_w4) - 1 - i) for i, v in enumerate(x0_w4)) == x0
print("x0 wNAF-4:", x0_w4, "len", len(x0_w4), "nonzero", sum(1 for v in x0_w4 if v))

# Final exponentiation, hard part (Fuentes-Castaneda, Knapp, Rodriguez-Henriquez,
# "Faster hashing to G2", SAC 2011): c (p^4 - p^2 + 1)/r with c = 2x(6x^2 + 3x + 1)
# written in base p with polynomial digits l0..l3, an identity in x.
from sympy import symbols, Poly, div, expand
X = symbols('x')
pX = 36*X**4 + 36*X**3 + 24*X**2 + 6*X + 1
rX = 36*X**4 + 36*X**3 + 18*X**2 + 6*X + 1
q, rem = div(Poly(expand(pX**4 - pX**2 + 1), X), Poly(rX, X))
assert rem.is_zero
cur = Poly(2*X*(6*X**2 + 3*X + 1), X) * q
digits = []
for _ in range(4):
    cur, d = div(cur, Poly(pX, X))
    digits.append(d.as_expr())
assert cur.is_zero
print("final exp hard part digits l0..l3:", digits)
c = 2*x0*(6*x0*x0 + 3*x0 + 1)
d = c * (p**4 - p**2 + 1) // r
print("final exp d = c (p^4 - p^2 + 1)/r, limbs (tests/ref_impl.h):")
print(", ".join("0x%016xULL" % ((d >> (64*i)) & (2**64-1)) for i in range((d.bit_length() + 63)//64)))
