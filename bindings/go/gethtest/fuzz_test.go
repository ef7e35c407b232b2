// SPDX-License-Identifier: MIT

package gethtest

// Differential fuzz targets against go-ethereum's built-in precompiles
// (gnark-crypto): the binding's contract and go-ethereum's on the same
// input must give the same output, fail together, and price it the same at
// both gas schedules; the input must not change. Seeds: every vector of
// go-ethereum's files and ours, and random inputs of gen_test.go. Without
// -fuzz, `go test` runs the seeds.
//
//	go test -tags bn254fuzz -run '^$' -fuzz '^FuzzBn256Pairing$' -fuzztime 30s
//
// The raw targets mutate bytes, so most pairing inputs they make are off
// the curve; FuzzBn256PairingScalars builds valid pairs (and chosen invalid
// ones) from fuzzed scalars with go-ethereum's crypto/bn256/cloudflare, so
// that the fuzzer also explores the pairing of valid points. Coverage
// guidance comes from the Go code only (go-ethereum's and gnark-crypto's):
// the C library is not instrumented.

import (
	"bytes"
	"math/big"
	"testing"

	gnark "github.com/consensys/gnark-crypto/ecc/bn254"
)

func compareContracts(t *testing.T, o op, in []byte) {
	keep := append([]byte(nil), in...)
	out, err := o.ours.Run(in)
	gout, gerr := o.geth.Run(in)
	if (err == nil) != (gerr == nil) || !bytes.Equal(out, gout) {
		t.Fatalf("%s(%x): ours (%x, %v), go-ethereum (%x, %v)", o.name, in, out, err, gout, gerr)
	}
	if g, b := o.geth.RequiredGas(in), o.ours.RequiredGas(in); g != b {
		t.Fatalf("%s(%x): gas %d, go-ethereum %d", o.name, in, b, g)
	}
	if g, b := o.gethByz.RequiredGas(in), o.oursByz.RequiredGas(in); g != b {
		t.Fatalf("%s(%x): Byzantium gas %d, go-ethereum %d", o.name, in, b, g)
	}
	if !bytes.Equal(in, keep) {
		t.Fatalf("%s: the input was modified", o.name)
	}
}

func fuzzRaw(f *testing.F, i int) {
	o := ops[i]
	for _, v := range gethVectors(f, o) {
		f.Add(unhex(f, v.Input))
	}
	for _, v := range oursVectors(f, o) {
		f.Add(unhex(f, v.Input))
	}
	g := &gen{newRand(f, uint64(100+i))}
	for range 40 {
		_, in := g.randomInput(i)
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in []byte) { compareContracts(t, o, in) })
}

func FuzzBn256Add(f *testing.F)       { fuzzRaw(f, 0) }
func FuzzBn256ScalarMul(f *testing.F) { fuzzRaw(f, 1) }
func FuzzBn256Pairing(f *testing.F)   { fuzzRaw(f, 2) }

// FuzzBn256PairingScalars: data = one byte of flags, then up to 6 pairs of
// 32-byte scalars (a_i, b_i), each pair the points a_i*G1, b_i*G2. Flag bit 0
// solves the last a for a product of 1; bits 1-2 pick a fault in the last
// pair: none, its G2 point replaced by a twist point outside the subgroup
// (MapToCurve2 of the scalars' bytes), its G1 y+1 (off the curve), its G2 x
// word + p (not in the field).
func FuzzBn256PairingScalars(f *testing.F) {
	g := &gen{newRand(f, 200)}
	for flags := range 8 {
		for k := 1; k <= 3; k++ {
			f.Add(append([]byte{byte(flags)}, g.bytes(64*k)...))
		}
	}
	o := ops[2]
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1+64 {
			return
		}
		flags := data[0]
		data = data[1:]
		k := min(len(data)/64, 6)
		as := make([]*big.Int, k)
		bs := make([]*big.Int, k)
		for i := range k {
			as[i] = new(big.Int).Mod(new(big.Int).SetBytes(data[64*i:64*i+32]), orderR)
			bs[i] = new(big.Int).Mod(new(big.Int).SetBytes(data[64*i+32:64*i+64]), orderR)
		}
		if flags&1 != 0 && bs[k-1].Sign() != 0 {
			sum := new(big.Int)
			for i := 0; i < k-1; i++ {
				sum.Add(sum, new(big.Int).Mul(as[i], bs[i]))
			}
			inv := new(big.Int).ModInverse(bs[k-1], orderR)
			as[k-1] = sum.Neg(sum).Mul(sum, inv).Mod(sum, orderR)
		}
		var in []byte
		for i := range k {
			in = append(in, g1Of(as[i])...)
			in = append(in, g2Of(bs[i])...)
		}
		last := in[192*(k-1):]
		switch (flags >> 1) & 3 {
		case 1:
			var u gnark.E2
			u.A0.SetBytes(data[64*(k-1) : 64*(k-1)+32])
			u.A1.SetBytes(data[64*(k-1)+32 : 64*k])
			q := gnark.MapToCurve2(&u)
			copy(last[64:], encodeG2(&q))
		case 2:
			y := new(big.Int).SetBytes(last[32:64])
			copy(last[32:64], word32(y.Add(y, big.NewInt(1)).Mod(y, fieldP)))
		case 3:
			addWord(last[64:96], fieldP)
		}
		compareContracts(t, o, in)
	})
}
