// SPDX-License-Identifier: MIT

package main

// The call data layout of gnark's two Solidity verifiers and the mutations
// of it that the EVM tests run.
//
// Groth16, verifyProof(bytes proof, uint256[N] input) (gnark's
// backend/groth16/bn254/solidity.go; proof = MarshalSolidity()):
//
//	selector | offset of proof | input[0..N) | proof length | A (G1) | B (G2) | C (G1)
//	         [| commitment_j (G1) ... | proof of knowledge (G1)]
//
// PLONK, Verify(bytes proof, uint256[] public_inputs) (backend/plonk/bn254/
// solidity.go; its MarshalSolidity):
//
//	selector | offset of proof | offset of inputs | proof length | proof | input count | inputs
//	proof = L, R, O, H0, H1, H2 (G1) | l, r, o, s1, s2 at zeta (Fr) | Z (G1) | Z at omega zeta (Fr)
//	        | W_zeta, W_omega_zeta (G1) | per commitment: its opening (Fr) | per commitment (G1)
//
// G1 points are x || y, G2 points EIP-197's x_im || x_re || y_im || y_re,
// each a 32-byte big-endian word. Every element of the layout is checked
// against the proof's own encoding (encodeCall) and the whole call data
// against go-ethereum's ABI encoder (finish).
//
// Mutations, per element: each coordinate + 1; the point negated, replaced
// by infinity, by an off-curve point, by the generator, by a point with a
// coordinate >= p (x + p), its coordinates swapped (G1 x<->y; G2 real <->
// imaginary parts, the usual encoding mistake); for G2 also a point on the
// twist outside the order-r subgroup; for field elements + 1, + r, 2^256 - 1
// and 0; for ABI words + 1, + 32 and 0; each element swapped with the next
// one of its kind; the public inputs of another proof; the selector
// changed; the call data truncated (one byte, one word, half, the selector
// only, nothing). Case k mutates proof k mod (number of proofs), so the
// distinct proofs share the mutations.

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"math/big"
	"reflect"

	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
)

// newArray: a [len(elems)]*big.Int for go-ethereum's ABI encoder (uint256[N]).
func newArray(elems []any) any {
	arr := reflect.New(reflect.ArrayOf(len(elems), reflect.TypeOf(&big.Int{}))).Elem()
	for i, e := range elems {
		arr.Index(i).Set(reflect.ValueOf(e))
	}
	return arr.Interface()
}

func toSlice(elems []any) []*big.Int {
	s := make([]*big.Int, len(elems))
	for i, e := range elems {
		s[i] = e.(*big.Int)
	}
	return s
}

// encodeCall: the call data of one proof, and the layout of its elements.
func encodeCall(scheme string, selector []byte, proof []byte, inputs [][]byte, commitments int) ([]byte, []element, error) {
	w := func(v int) []byte { return new(big.Int).SetInt64(int64(v)).FillBytes(make([]byte, 32)) }
	var cd []byte
	var elems []element
	add := func(name, kind string, at int) { elems = append(elems, element{name, kind, at}) }
	cd = append(cd, selector...)
	if scheme == "groth16" {
		add("abi/proof-offset", "word", len(cd))
		cd = append(cd, w(32*(1+len(inputs)))...)
		for i, in := range inputs {
			add(fmt.Sprintf("input%d", i), "fr", len(cd))
			cd = append(cd, in...)
		}
		add("abi/proof-length", "word", len(cd))
		cd = append(cd, w(len(proof))...)
		base := len(cd)
		cd = append(cd, proof...)
		if want := 256 + 64*commitments; commitments > 0 {
			want += 64
			if len(proof) != want {
				return nil, nil, fmt.Errorf("proof of %d bytes, expected %d", len(proof), want)
			}
		} else if len(proof) != want {
			return nil, nil, fmt.Errorf("proof of %d bytes, expected %d", len(proof), want)
		}
		add("A", "g1", base)
		add("B", "g2", base+64)
		add("C", "g1", base+192)
		for j := 0; j < commitments; j++ {
			add(fmt.Sprintf("commitment%d", j), "g1", base+256+64*j)
		}
		if commitments > 0 {
			add("commitment-pok", "g1", base+256+64*commitments)
		}
	} else {
		if len(proof) != 0x300+0x60*commitments {
			return nil, nil, fmt.Errorf("proof of %d bytes, expected %d", len(proof), 0x300+0x60*commitments)
		}
		add("abi/proof-offset", "word", len(cd))
		cd = append(cd, w(0x40)...)
		add("abi/inputs-offset", "word", len(cd))
		cd = append(cd, w(0x60+len(proof))...)
		add("abi/proof-length", "word", len(cd))
		cd = append(cd, w(len(proof))...)
		base := len(cd)
		cd = append(cd, proof...)
		for i, n := range []string{"L", "R", "O", "H0", "H1", "H2"} {
			add(n, "g1", base+64*i)
		}
		for i, n := range []string{"l-zeta", "r-zeta", "o-zeta", "s1-zeta", "s2-zeta"} {
			add(n, "fr", base+0x180+32*i)
		}
		add("Z", "g1", base+0x220)
		add("z-omega-zeta", "fr", base+0x260)
		add("W-zeta", "g1", base+0x280)
		add("W-omega-zeta", "g1", base+0x2c0)
		for j := 0; j < commitments; j++ {
			add(fmt.Sprintf("qcp%d-zeta", j), "fr", base+0x300+32*j)
		}
		for j := 0; j < commitments; j++ {
			add(fmt.Sprintf("bsb%d", j), "g1", base+0x300+32*commitments+64*j)
		}
		add("abi/inputs-length", "word", len(cd))
		cd = append(cd, w(len(inputs))...)
		for i, in := range inputs {
			add(fmt.Sprintf("input%d", i), "fr", len(cd))
			cd = append(cd, in...)
		}
	}
	// Every point of the layout must be a valid point (the proof's own), and
	// every field element below r.
	for _, e := range elems {
		switch e.Kind {
		case "g1":
			var p bn254.G1Affine
			if err := setG1(&p, cd[e.At:e.At+64]); err != nil || !p.IsOnCurve() {
				return nil, nil, fmt.Errorf("layout: %s is not a G1 point (%v)", e.Name, err)
			}
		case "g2":
			var p bn254.G2Affine
			if err := setG2(&p, cd[e.At:e.At+128]); err != nil || !p.IsOnCurve() || !p.IsInSubGroup() {
				return nil, nil, fmt.Errorf("layout: %s is not a G2 point (%v)", e.Name, err)
			}
		case "fr":
			if new(big.Int).SetBytes(cd[e.At:e.At+32]).Cmp(fr.Modulus()) >= 0 {
				return nil, nil, fmt.Errorf("layout: %s is not below r", e.Name)
			}
		}
	}
	return cd, elems, nil
}

func setG1(p *bn254.G1Affine, b []byte) error {
	if err := p.X.SetBytesCanonical(b[:32]); err != nil {
		return err
	}
	err := p.Y.SetBytesCanonical(b[32:64])
	return err
}

func setG2(p *bn254.G2Affine, b []byte) error {
	for i, c := range []*fp.Element{&p.X.A1, &p.X.A0, &p.Y.A1, &p.Y.A0} {
		if err := c.SetBytesCanonical(b[32*i : 32*i+32]); err != nil {
			return err
		}
	}
	return nil
}

func encG1(p *bn254.G1Affine) []byte {
	x, y := p.X.Bytes(), p.Y.Bytes()
	return append(x[:], y[:]...)
}

func encG2(p *bn254.G2Affine) []byte {
	var out []byte
	for _, c := range []*fp.Element{&p.X.A1, &p.X.A0, &p.Y.A1, &p.Y.A0} {
		b := c.Bytes()
		out = append(out, b[:]...)
	}
	return out
}

var two256 = new(big.Int).Lsh(big.NewInt(1), 256)

// addWord: the 32-byte word w + v mod 2^256.
func addWord(w []byte, v *big.Int) []byte {
	s := new(big.Int).Add(new(big.Int).SetBytes(w), v)
	return s.Mod(s, two256).FillBytes(make([]byte, 32))
}

func words(ws ...[]byte) []byte { return bytes.Join(ws, nil) }

// notInSubgroup: a point of the twist E'(Fp2) outside the order-r subgroup
// (the twist's group has order r * c with cofactor c = 2p - r, so almost
// every point of it is outside): the first x = k + u, k = 1, 2, ..., with
// x^3 + b' a square, b' = 3 / (9 + u) (EIP-197).
func notInSubgroup() *bn254.G2Affine {
	var bTwist, nine bn254.E2
	nine.A0.SetUint64(9)
	nine.A1.SetOne()
	bTwist.Inverse(&nine)
	var three bn254.E2
	three.A0.SetUint64(3)
	bTwist.Mul(&bTwist, &three)
	for k := uint64(1); ; k++ {
		var p bn254.G2Affine
		p.X.A0.SetUint64(k)
		p.X.A1.SetOne()
		var rhs bn254.E2
		rhs.Square(&p.X).Mul(&rhs, &p.X).Add(&rhs, &bTwist)
		if rhs.Legendre() != 1 {
			continue
		}
		p.Y.Sqrt(&rhs)
		if p.IsOnCurve() && !p.IsInSubGroup() {
			return &p
		}
	}
}

// mutations: every case of a verifier, valid ones first.
func mutations(b *built) []evmCase {
	n := len(b.file.Proofs)
	var cases []evmCase
	for i := 0; i < n; i++ {
		cases = append(cases, evmCase{Name: fmt.Sprintf("valid/proof%d", i), Proof: i, Length: -1, Valid: true})
	}
	k := 0
	next := func() int { k++; return (k - 1) % n }
	calldata := func(i int) []byte { return hexBytes(b.file.Proofs[i].Calldata) }
	mut := func(name string, edits ...edit) {
		cases = append(cases, evmCase{Name: name, Proof: next(), Edits: edits, Length: -1})
	}
	// at(e, off, bytes): an edit of the word(s) at element offset off.
	at := func(e element, off int, b []byte) edit { return edit{e.At + off, hex.EncodeToString(b)} }
	p := fp.Modulus()
	r := fr.Modulus()
	max := new(big.Int).Sub(two256, big.NewInt(1)).FillBytes(make([]byte, 32))
	_, _, g1Gen, g2Gen := bn254.Generators()
	offG1 := words(word(1), word(3)) // 3^2 != 1^3 + 3
	offG2 := make([]byte, 128)       // x = 1, y = 1 (real parts): 1 != 1 + b'
	offG2[63], offG2[127] = 1, 1
	nis := encG2(notInSubgroup())
	// The element values come from the proof the case mutates: mutate(e,
	// f) calls f with that proof's bytes of e.
	mutate := func(name string, e element, size int, f func(v []byte) []edit) {
		i := k % n
		v := calldata(i)[e.At : e.At+size]
		cases = append(cases, evmCase{Name: name, Proof: i, Edits: f(v), Length: -1})
		k++
	}
	for _, e := range b.file.Elements {
		pre := e.Name + "/"
		switch e.Kind {
		case "g1":
			mutate(pre+"x+1", e, 64, func(v []byte) []edit { return []edit{at(e, 0, addWord(v[:32], big.NewInt(1)))} })
			mutate(pre+"y+1", e, 64, func(v []byte) []edit { return []edit{at(e, 32, addWord(v[32:], big.NewInt(1)))} })
			mutate(pre+"negated", e, 64, func(v []byte) []edit {
				y := new(big.Int).Sub(p, new(big.Int).SetBytes(v[32:]))
				return []edit{at(e, 32, y.FillBytes(make([]byte, 32)))}
			})
			mut(pre+"infinity", at(e, 0, make([]byte, 64)))
			mut(pre+"off-curve", at(e, 0, offG1))
			mut(pre+"generator", at(e, 0, encG1(&g1Gen)))
			mutate(pre+"x+p", e, 64, func(v []byte) []edit { return []edit{at(e, 0, addWord(v[:32], p))} })
			mutate(pre+"x-y-swapped", e, 64, func(v []byte) []edit { return []edit{at(e, 0, words(v[32:], v[:32]))} })
		case "g2":
			for wi, wn := range []string{"x_im", "x_re", "y_im", "y_re"} {
				mutate(pre+wn+"+1", e, 128, func(v []byte) []edit {
					return []edit{at(e, 32*wi, addWord(v[32*wi:32*wi+32], big.NewInt(1)))}
				})
			}
			mutate(pre+"negated", e, 128, func(v []byte) []edit {
				var q bn254.G2Affine
				if err := setG2(&q, v); err != nil {
					panic(err)
				}
				q.Neg(&q)
				return []edit{at(e, 0, encG2(&q))}
			})
			mut(pre+"infinity", at(e, 0, make([]byte, 128)))
			mut(pre+"off-curve", at(e, 0, offG2))
			mut(pre+"not-in-subgroup", at(e, 0, nis))
			mut(pre+"generator", at(e, 0, encG2(&g2Gen)))
			mutate(pre+"x_im+p", e, 128, func(v []byte) []edit { return []edit{at(e, 0, addWord(v[:32], p))} })
			mutate(pre+"re-im-swapped", e, 128, func(v []byte) []edit {
				return []edit{at(e, 0, words(v[32:64], v[:32], v[96:], v[64:96]))}
			})
		case "fr":
			mutate(pre+"+1", e, 32, func(v []byte) []edit { return []edit{at(e, 0, addWord(v, big.NewInt(1)))} })
			mutate(pre+"+r", e, 32, func(v []byte) []edit { return []edit{at(e, 0, addWord(v, r))} })
			mut(pre+"2^256-1", at(e, 0, max))
			mut(pre+"zero", at(e, 0, make([]byte, 32)))
		case "word":
			mutate(pre+"+1", e, 32, func(v []byte) []edit { return []edit{at(e, 0, addWord(v, big.NewInt(1)))} })
			mutate(pre+"+32", e, 32, func(v []byte) []edit { return []edit{at(e, 0, addWord(v, big.NewInt(32)))} })
			mut(pre+"zero", at(e, 0, make([]byte, 32)))
		}
	}
	// Each element swapped with the next one of its kind.
	size := map[string]int{"g1": 64, "g2": 128, "fr": 32}
	for i, e := range b.file.Elements {
		if size[e.Kind] == 0 {
			continue
		}
		for _, f := range b.file.Elements[i+1:] {
			if f.Kind != e.Kind {
				continue
			}
			s := size[e.Kind]
			mutate(e.Name+"/swapped-with-"+f.Name, e, s, func(v []byte) []edit {
				w := calldata(k % n)[f.At : f.At+s]
				return []edit{at(e, 0, w), at(f, 0, v)}
			})
			break
		}
	}
	// The public inputs of another proof.
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		var edits []edit
		for _, e := range b.file.Elements {
			if e.Kind == "fr" && len(e.Name) > 5 && e.Name[:5] == "input" {
				edits = append(edits, edit{e.At, hex.EncodeToString(calldata(j)[e.At : e.At+32])})
			}
		}
		cases = append(cases, evmCase{Name: fmt.Sprintf("inputs-of-proof%d/proof%d", j, i), Proof: i, Edits: edits, Length: -1})
	}
	// The selector; truncations.
	mutate("selector/changed", element{At: 0}, 4, func(v []byte) []edit {
		return []edit{{0, hex.EncodeToString([]byte{v[0], v[1], v[2], v[3] ^ 1})}}
	})
	full := len(calldata(0))
	for _, t := range []struct {
		name string
		n    int
	}{{"truncated/-1-byte", full - 1}, {"truncated/-1-word", full - 32}, {"truncated/half", full / 2},
		{"truncated/selector-only", 4}, {"truncated/empty", 0}} {
		cases = append(cases, evmCase{Name: t.name, Proof: next(), Length: t.n})
	}
	return cases
}
