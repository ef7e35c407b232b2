// SPDX-License-Identifier: MIT

package gethtest

// Random precompile inputs, valid and invalid, made without the library
// under test: valid G1 and G2 points are k*G from go-ethereum's own
// crypto/bn256/cloudflare (ScalarBaseMult, Neg); points on the twist but
// outside the order-r subgroup come from gnark-crypto's MapToCurve2 (the
// Shallue-van de Woestijne map, RFC 9380 section 6.6.1, without cofactor
// clearing), and every invalid point is checked to be invalid with
// gnark-crypto's IsOnCurve/IsInSubGroup. Encodings are EIP-196/197's:
// 32-byte big-endian words, G1 x || y, G2 x_im || x_re || y_im || y_re.

import (
	"math/big"
	"math/rand/v2"

	gnark "github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
	cf "github.com/ethereum/go-ethereum/crypto/bn256/cloudflare"
)

// The base field modulus p and the group order r (EIP-196, EIP-197).
var (
	fieldP, _ = new(big.Int).SetString("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47", 16)
	orderR, _ = new(big.Int).SetString("30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001", 16)
	two256    = new(big.Int).Lsh(big.NewInt(1), 256)
)

type gen struct{ r *rand.Rand }

func (g *gen) bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
	return b
}

func (g *gen) chance(oneIn int) bool { return g.r.IntN(oneIn) == 0 }

// scalar: a uniform value below r (nonzero unless it comes out so).
func (g *gen) scalar() *big.Int { return new(big.Int).Mod(new(big.Int).SetBytes(g.bytes(32)), orderR) }

// word32 is v as a 32-byte big-endian word (v < 2^256).
func word32(v *big.Int) []byte { return v.FillBytes(make([]byte, 32)) }

func g1Of(k *big.Int) []byte { return new(cf.G1).ScalarBaseMult(k).Marshal() }
func g2Of(k *big.Int) []byte { return new(cf.G2).ScalarBaseMult(k).Marshal() }

func cat(parts ...[]byte) []byte {
	var b []byte
	for _, p := range parts {
		b = append(b, p...)
	}
	return b
}

// addWord sets the 32-byte word w to (w + v) mod 2^256.
func addWord(w []byte, v *big.Int) {
	s := new(big.Int).Add(new(big.Int).SetBytes(w), v)
	copy(w, word32(s.Mod(s, two256)))
}

// fieldWord is a 32-byte word >= p: p, p+1, x+p for a random x < p (the same
// residue as x, out of range), or 2^256-1.
func (g *gen) fieldWord() []byte {
	switch g.r.IntN(4) {
	case 0:
		return word32(fieldP)
	case 1:
		return word32(new(big.Int).Add(fieldP, big.NewInt(1)))
	case 2:
		x := new(big.Int).Mod(new(big.Int).SetBytes(g.bytes(32)), fieldP)
		return word32(x.Add(x, fieldP))
	default:
		return word32(new(big.Int).Sub(two256, big.NewInt(1)))
	}
}

func g1OnCurve(b []byte) bool {
	var p gnark.G1Affine
	p.X.SetBytes(b[:32])
	p.Y.SetBytes(b[32:64])
	return p.IsOnCurve()
}

func g2Affine(b []byte) gnark.G2Affine {
	var q gnark.G2Affine
	q.X.A1.SetBytes(b[0:32])
	q.X.A0.SetBytes(b[32:64])
	q.Y.A1.SetBytes(b[64:96])
	q.Y.A0.SetBytes(b[96:128])
	return q
}

func encodeG2(q *gnark.G2Affine) []byte {
	xi, xr, yi, yr := q.X.A1.Bytes(), q.X.A0.Bytes(), q.Y.A1.Bytes(), q.Y.A0.Bytes()
	return cat(xi[:], xr[:], yi[:], yr[:])
}

func (g *gen) fpElement() fp.Element {
	var e fp.Element
	e.SetBigInt(new(big.Int).SetBytes(g.bytes(32)))
	return e
}

// badG1 is an invalid G1 encoding and its kind: a coordinate >= p, or a
// point off the curve y^2 = x^3 + 3.
func (g *gen) badG1() (string, []byte) {
	p := g1Of(g.scalar())
	for {
		switch g.r.IntN(4) {
		case 0:
			copy(p[32*g.r.IntN(2):], g.fieldWord())
			return "g1-not-in-field", p
		case 1: // y+1: off the curve unless y = (p-1)/2
			y := new(big.Int).SetBytes(p[32:])
			copy(p[32:], word32(y.Add(y, big.NewInt(1)).Mod(y, fieldP)))
		case 2: // x+1
			x := new(big.Int).SetBytes(p[:32])
			copy(p[:32], word32(x.Add(x, big.NewInt(1)).Mod(x, fieldP)))
		default: // random coordinates below p
			x, y := g.fpElement(), g.fpElement()
			xb, yb := x.Bytes(), y.Bytes()
			p = cat(xb[:], yb[:])
		}
		if !g1OnCurve(p) && !isZero(p) {
			return "g1-off-curve", p
		}
		p = g1Of(g.scalar())
	}
}

// badG2 is an invalid G2 encoding and its kind: a coordinate word >= p, a
// point off the twist y^2 = x^3 + 3/(9+i), or a twist point outside the
// order-r subgroup.
func (g *gen) badG2() (string, []byte) {
	for {
		switch g.r.IntN(4) {
		case 0:
			q := g2Of(g.scalar())
			copy(q[32*g.r.IntN(4):], g.fieldWord())
			return "g2-not-in-field", q
		case 1: // one word of a subgroup point + 1
			q := g2Of(g.scalar())
			at := 32 * g.r.IntN(4)
			w := new(big.Int).SetBytes(q[at : at+32])
			copy(q[at:], word32(w.Add(w, big.NewInt(1)).Mod(w, fieldP)))
			if a := g2Affine(q); !a.IsOnCurve() {
				return "g2-off-twist", q
			}
		case 2: // random coordinates below p
			var a gnark.G2Affine
			a.X.A0, a.X.A1, a.Y.A0, a.Y.A1 = g.fpElement(), g.fpElement(), g.fpElement(), g.fpElement()
			if !a.IsOnCurve() {
				return "g2-off-twist", encodeG2(&a)
			}
		default: // on the twist, outside the subgroup (the cofactor is not cleared)
			var u gnark.E2
			u.A0, u.A1 = g.fpElement(), g.fpElement()
			a := gnark.MapToCurve2(&u)
			if a.IsOnCurve() && !a.IsInSubGroup() {
				return "g2-not-in-subgroup", encodeG2(&a)
			}
		}
	}
}

func isZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// relength truncates a valid input (the precompile reads missing bytes as
// zeros) or appends bytes past what it reads.
func (g *gen) relength(in []byte, max int) (string, []byte) {
	if g.chance(2) {
		return "short", in[:g.r.IntN(len(in))]
	}
	return "long", cat(in, g.bytes(1+g.r.IntN(max)))
}

// addInput is one ecadd input and its kind.
func (g *gen) addInput() (string, []byte) {
	a, b := g.scalar(), g.scalar()
	switch g.r.IntN(12) {
	case 0:
		return "double", cat(g1Of(a), g1Of(a))
	case 1:
		return "inverse", cat(g1Of(a), g1Of(new(big.Int).Sub(orderR, a)))
	case 2:
		return "infinity", cat(make([]byte, 64), g1Of(b))
	case 3:
		return "infinity", cat(g1Of(a), make([]byte, 64))
	case 4, 5:
		kind, bad := g.badG1()
		if g.chance(2) {
			return kind, cat(bad, g1Of(b))
		}
		return kind, cat(g1Of(a), bad)
	case 6:
		return g.relength(cat(g1Of(a), g1Of(b)), 64)
	case 7:
		return "random-bytes", g.bytes(g.r.IntN(200))
	default:
		return "valid", cat(g1Of(a), g1Of(b))
	}
}

// mulScalar is a 256-bit scalar word: uniform below r or below 2^256, or one
// of 0, 1, 2, r-1, r, r+1, 2^256-1 (any 256-bit value is a valid scalar).
func (g *gen) mulScalar() []byte {
	switch g.r.IntN(10) {
	case 0:
		return make([]byte, 32)
	case 1:
		return word32(big.NewInt(int64(1 + g.r.IntN(2))))
	case 2:
		return word32(new(big.Int).Sub(orderR, big.NewInt(1)))
	case 3:
		return word32(new(big.Int).Add(orderR, big.NewInt(int64(g.r.IntN(2)))))
	case 4:
		return word32(new(big.Int).Sub(two256, big.NewInt(1)))
	case 5, 6:
		return word32(g.scalar())
	default:
		return g.bytes(32)
	}
}

func (g *gen) mulInput() (string, []byte) {
	switch g.r.IntN(10) {
	case 0:
		return "infinity", cat(make([]byte, 64), g.mulScalar())
	case 1, 2:
		kind, bad := g.badG1()
		return kind, cat(bad, g.mulScalar())
	case 3:
		return g.relength(cat(g1Of(g.scalar()), g.mulScalar()), 64)
	case 4:
		return "random-bytes", g.bytes(g.r.IntN(200))
	default:
		return "valid", cat(g1Of(g.scalar()), g.mulScalar())
	}
}

// pairs returns k pairs (a_i*G1, b_i*G2); with one, the product of their
// pairings is 1: sum a_i*b_i = 0 mod r (EIP-197's check, by bilinearity),
// the last a solved for. Some pairs are infinity in G1 or G2, and some
// repeat a G2 point of an earlier pair.
func (g *gen) pairs(k int, one bool) []byte {
	as := make([]*big.Int, k)
	bs := make([]*big.Int, k)
	for i := range k {
		as[i], bs[i] = g.scalar(), g.scalar()
		switch {
		case g.chance(12):
			as[i].SetInt64(0)
		case g.chance(12):
			bs[i].SetInt64(0)
		case i > 0 && g.chance(4):
			bs[i].Set(bs[g.r.IntN(i)])
		}
	}
	if one && k > 0 {
		sum := new(big.Int)
		for i := 0; i < k-1; i++ {
			sum.Add(sum, new(big.Int).Mul(as[i], bs[i]))
		}
		b := bs[k-1]
		for b.Sign() == 0 {
			b.Set(g.scalar())
		}
		inv := new(big.Int).ModInverse(b, orderR)
		as[k-1] = sum.Neg(sum).Mul(sum, inv).Mod(sum, orderR)
	}
	var in []byte
	for i := range k {
		in = append(in, g1Of(as[i])...)
		in = append(in, g2Of(bs[i])...)
	}
	return in
}

func (g *gen) pairingInput() (string, []byte) {
	k := g.r.IntN(7)
	if g.chance(10) {
		k += 4 + g.r.IntN(6)
	}
	switch g.r.IntN(10) {
	case 0, 1, 2:
		if k == 0 {
			k = 1
		}
		return "product-1", g.pairs(k, true)
	case 3, 4:
		return "product-random", g.pairs(k, false)
	case 5, 6, 7:
		in := g.pairs(k+1, g.chance(2))
		at := 192 * g.r.IntN(k+1)
		kind, bad := "", []byte(nil)
		if g.chance(3) {
			kind, bad = g.badG1()
			copy(in[at:], bad)
		} else {
			kind, bad = g.badG2()
			copy(in[at+64:], bad)
		}
		return kind, in
	case 8:
		in := g.pairs(k, true)
		if len(in) > 0 && g.chance(2) {
			return "bad-length", in[:len(in)-1-g.r.IntN(191)]
		}
		return "bad-length", cat(in, g.bytes(1+g.r.IntN(191)))
	default:
		if g.chance(2) {
			return "empty", nil
		}
		return "random-bytes", g.bytes(g.r.IntN(400))
	}
}

// randomInput is a random input for the precompile at index i of ops.
func (g *gen) randomInput(i int) (string, []byte) {
	switch i {
	case 0:
		return g.addInput()
	case 1:
		return g.mulInput()
	default:
		return g.pairingInput()
	}
}
