// SPDX-License-Identifier: MIT

package bn254

// Test support: the vector files (go-ethereum's precompile test format plus
// our ExpectedError, see vectors/README.md), their locations, a seeded PRNG
// and the generator of random valid and invalid inputs for the
// differential test.

import (
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

type vector struct {
	Input         string
	Expected      string
	ExpectedError string
	Name          string
	Gas           uint64
	NoBenchmark   bool
}

type opInfo struct {
	op        int
	name      string // geth's benchmark stem: Bn256Add, ...
	oursFile  string
	gethFile  string
	run       func([]byte) ([]byte, error)
	istanbul  PrecompiledContract
	byzantium PrecompiledContract
}

var ops = []opInfo{
	{opAdd, "Bn256Add", "ecadd.json", "bn256Add.json", Add, Bn256AddIstanbul, Bn256AddByzantium},
	{opMul, "Bn256ScalarMul", "ecmul.json", "bn256ScalarMul.json", ScalarMul,
		Bn256ScalarMulIstanbul, Bn256ScalarMulByzantium},
	{opPairing, "Bn256Pairing", "ecpairing.json", "bn256Pairing.json", PairingCheck,
		Bn256PairingIstanbul, Bn256PairingByzantium},
}

func loadVectors(tb testing.TB, path string) []vector {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	var v []vector
	if err := json.Unmarshal(data, &v); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	if len(v) == 0 {
		tb.Fatalf("%s: no vectors", path)
	}
	return v
}

func unhex(tb testing.TB, s string) []byte {
	tb.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// gethDir is go-ethereum's vector folder ($BN254_GETH_VECTORS, else
// ../shared/vectors beside the repository), or "" when absent; absence
// fails the test when BN254_REQUIRE_GETH_VECTORS=1 (as in CI).
func gethDir(tb testing.TB) string {
	dir := os.Getenv("BN254_GETH_VECTORS")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "vectors")
	}
	if _, err := os.Stat(filepath.Join(dir, "bn256Pairing.json")); err == nil {
		return dir
	}
	if os.Getenv("BN254_REQUIRE_GETH_VECTORS") == "1" {
		tb.Fatalf("go-ethereum vectors not found in %s (BN254_REQUIRE_GETH_VECTORS=1)", dir)
	}
	tb.Logf("go-ethereum vectors not found in %s: skipped", dir)
	return ""
}

func oursVectors(tb testing.TB, o opInfo) []vector {
	return loadVectors(tb, filepath.Join("..", "..", "vectors", o.oursFile))
}

func gethVectors(tb testing.TB, o opInfo) []vector {
	dir := gethDir(tb)
	if dir == "" {
		return nil
	}
	return loadVectors(tb, filepath.Join(dir, o.gethFile))
}

// rng is splitmix64 (Steele, Lea, Flood 2014), seeded from BN254_TEST_SEED
// when set so a failure can be replayed.
type rng struct{ s uint64 }

func newRng(tb testing.TB, seed uint64) *rng {
	if s, err := strconv.ParseUint(os.Getenv("BN254_TEST_SEED"), 10, 64); err == nil {
		seed = s
	}
	tb.Logf("BN254_TEST_SEED=%d", seed)
	return &rng{seed}
}

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

func (r *rng) below(n int) int       { return int(r.next() % uint64(n)) }
func (r *rng) chance(oneIn int) bool { return r.below(oneIn) == 0 }
func (r *rng) bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.next())
	}
	return b
}

// The base field modulus p and the group order r (EIP-196).
var (
	fieldP = mustHex("30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47")
	orderR = mustHex("30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001")
)

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// add256 is a + b mod 2^256, big-endian 32-byte words.
func add256(a, b []byte) []byte {
	out := make([]byte, 32)
	carry := 0
	for i := 31; i >= 0; i-- {
		s := int(a[i]) + int(b[i]) + carry
		out[i] = byte(s)
		carry = s >> 8
	}
	return out
}

func word(v byte) []byte {
	w := make([]byte, 32)
	w[31] = v
	return w
}

// pools: material for random inputs, from the vector files. badChunks are
// single failing pairs by error (not-in-field, not-on-curve,
// not-in-subgroup), sorted by the library: it decides what inputs are made
// of, never what a test expects.
type pools struct {
	g1         [][]byte
	pairChunks [][]byte
	badChunks  [3][][]byte
}

func newPools(tb testing.TB) *pools {
	p := &pools{g1: [][]byte{make([]byte, 64)}}
	for _, o := range ops {
		for _, v := range append(oursVectors(tb, o), gethVectors(tb, o)...) {
			in := unhex(tb, v.Input)
			switch o.op {
			case opAdd, opMul:
				if v.ExpectedError == "" {
					p.g1 = append(p.g1, unhex(tb, v.Expected)) // a valid point or infinity
				}
				if len(in) >= 64 {
					p.g1 = append(p.g1, in[:64])
				}
			case opPairing:
				for off := 0; off+192 <= len(in); off += 192 {
					c := in[off : off+192]
					p.pairChunks = append(p.pairChunks, c)
					p.g1 = append(p.g1, c[:64])
					switch _, err := PairingCheck(c); err {
					case ErrNotInField:
						p.badChunks[0] = append(p.badChunks[0], c)
					case ErrNotOnCurve:
						p.badChunks[1] = append(p.badChunks[1], c)
					case ErrNotInSubgroup:
						p.badChunks[2] = append(p.badChunks[2], c)
					}
				}
			}
		}
	}
	for i, b := range p.badChunks {
		if len(b) == 0 {
			tb.Fatalf("no failing pair of kind %d in the vectors", i)
		}
	}
	return p
}

func clone(b []byte) []byte { return append([]byte(nil), b...) }

func (r *rng) pick(v [][]byte) []byte { return clone(v[r.below(len(v))]) }

// mutateWord replaces one 32-byte word by a value near a boundary, or bumps it.
func mutateWord(r *rng, buf []byte) {
	if len(buf) < 32 {
		return
	}
	at := r.below(len(buf)/32) * 32
	w := buf[at : at+32]
	pMinus1 := clone(fieldP)
	pMinus1[31]--
	var nw []byte
	switch r.below(9) {
	case 0:
		nw = fieldP
	case 1:
		nw = add256(fieldP, word(1))
	case 2:
		nw = pMinus1
	case 3:
		nw = []byte{}
		for i := 0; i < 32; i++ {
			nw = append(nw, 0xff)
		}
	case 4:
		nw = make([]byte, 32)
	case 5:
		nw = add256(w, fieldP) // x + p: the same residue, out of range
	case 6:
		nw = add256(w, word(1)) // off the curve, usually
	case 7:
		nw = orderR
	default:
		nw = r.bytes(32)
	}
	copy(w, nw)
}

func (p *pools) g1Item(r *rng) []byte {
	pt := r.pick(p.g1)
	if r.chance(3) {
		mutateWord(r, pt)
	}
	return pt
}

func relength(r *rng, v []byte, padMax int) []byte {
	if r.chance(4) {
		return v[:r.below(len(v)+1)]
	}
	if r.chance(6) {
		return append(v, r.bytes(1+r.below(padMax))...)
	}
	return v
}

func (p *pools) input(r *rng, op int) []byte {
	if r.chance(20) {
		return r.bytes(r.below(400))
	}
	switch op {
	case opAdd:
		return relength(r, append(p.g1Item(r), p.g1Item(r)...), 64)
	case opMul:
		var s []byte
		switch r.below(6) {
		case 0:
			s = make([]byte, 32)
		case 1:
			s = word(1)
		case 2:
			s = orderR
		case 3:
			s = add256(orderR, fieldP) // >= r: any 256-bit scalar is valid
		default:
			s = r.bytes(32)
		}
		return relength(r, append(p.g1Item(r), s...), 64)
	default:
		var v []byte
		for k := r.below(4); k > 0; k-- {
			from := p.pairChunks
			if r.chance(6) {
				from = p.badChunks[r.below(3)]
			}
			c := r.pick(from)
			if r.chance(4) {
				copy(c[:64], r.pick(p.g1))
			}
			if r.chance(4) {
				mutateWord(r, c)
			}
			v = append(v, c...)
		}
		if r.chance(8) {
			return v[:r.below(len(v)+1)]
		}
		if r.chance(8) {
			return append(v, r.bytes(1+r.below(191))...)
		}
		return v
	}
}
