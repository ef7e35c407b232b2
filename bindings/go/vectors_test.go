// SPDX-License-Identifier: MIT

package bn254

// Every vector, ours (vectors/*.json, expected values from @noble/curves)
// and go-ethereum's (read from $BN254_GETH_VECTORS or ../shared/vectors),
// through the byte functions and through the PrecompiledContract values the
// way go-ethereum's tests drive them (subtests named <Name>-Gas=<gas>).

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"testing"
)

var tokenErrors = map[string]error{
	"input-length":    ErrInputLength,
	"not-in-field":    ErrNotInField,
	"not-on-curve":    ErrNotOnCurve,
	"not-in-subgroup": ErrNotInSubgroup,
}

// eipGas is the gas of a call by the EIPs' formulas, written out here.
func eipGas(op int, rev Revision, n int) uint64 {
	k := uint64(n / 192)
	switch {
	case op == opAdd && rev == Byzantium:
		return 500
	case op == opAdd:
		return 150
	case op == opMul && rev == Byzantium:
		return 40000
	case op == opMul:
		return 6000
	case rev == Byzantium:
		return 100000 + 80000*k
	default:
		return 45000 + 34000*k
	}
}

func checkVector(t *testing.T, o opInfo, v vector) {
	in := unhex(t, v.Input)
	p := o.istanbul
	gas := p.RequiredGas(in)
	t.Run(fmt.Sprintf("%s-Gas=%d", v.Name, gas), func(t *testing.T) {
		out, err := p.Run(in)
		if v.ExpectedError != "" {
			want, ok := tokenErrors[v.ExpectedError]
			if !ok {
				t.Fatalf("unknown error token %q", v.ExpectedError)
			}
			if err != want || out != nil {
				t.Errorf("got (%x, %v), want error %v", out, err, want)
			}
		} else if err != nil || hex.EncodeToString(out) != v.Expected {
			t.Errorf("got (%x, %v), want %s", out, err, v.Expected)
		}
		if gas != v.Gas {
			t.Errorf("gas %d, file says %d", gas, v.Gas)
		}
		for _, rev := range []Revision{Byzantium, Istanbul} {
			c := o.byzantium
			if rev == Istanbul {
				c = o.istanbul
			}
			if g := c.RequiredGas(in); g != eipGas(o.op, rev, len(in)) {
				t.Errorf("revision %d: gas %d", rev, g)
			}
		}
		// The byte function gives the same answer, and no call touches the input.
		out2, err2 := o.run(in)
		if !bytes.Equal(out, out2) || err != err2 {
			t.Errorf("byte function: (%x, %v)", out2, err2)
		}
		if !bytes.Equal(in, unhex(t, v.Input)) {
			t.Errorf("input modified")
		}
	})
}

func TestOurVectors(t *testing.T) {
	for _, o := range ops {
		t.Run(o.name, func(t *testing.T) {
			vs := oursVectors(t, o)
			for _, v := range vs {
				checkVector(t, o, v)
			}
			t.Logf("%d vectors", len(vs))
		})
	}
}

func TestGethVectors(t *testing.T) {
	for _, o := range ops {
		t.Run(o.name, func(t *testing.T) {
			vs := gethVectors(t, o)
			if vs == nil {
				t.Skip("no go-ethereum vectors")
			}
			for _, v := range vs {
				checkVector(t, o, v)
			}
			t.Logf("%d vectors", len(vs))
		})
	}
}

func TestContractNames(t *testing.T) {
	for c, want := range map[PrecompiledContract]string{
		Bn256AddByzantium: "BN254_ADD", Bn256AddIstanbul: "BN254_ADD",
		Bn256ScalarMulByzantium: "BN254_MUL", Bn256ScalarMulIstanbul: "BN254_MUL",
		Bn256PairingByzantium: "BN254_PAIRING", Bn256PairingIstanbul: "BN254_PAIRING",
	} {
		if c.Name() != want {
			t.Errorf("%T: %s", c, c.Name())
		}
	}
}

func TestErrorsMatchStatusTokens(t *testing.T) {
	for st, e := range []error{nil, ErrInputLength, ErrNotInField, ErrNotOnCurve, ErrNotInSubgroup} {
		tok := rawStatusString(st)
		if e == nil {
			if tok != "ok" {
				t.Errorf("status 0: %q", tok)
			}
			continue
		}
		if e.Error() != "bn254: "+tok || tokenErrors[tok] != e {
			t.Errorf("status %d: %v vs %q", st, e, tok)
		}
	}
}

func TestPairingGasMatchesC(t *testing.T) {
	lengths := []uint64{0, 1, 191, 192, 193, 383, 384, 1 << 20, 1<<31 - 1, 1 << 40}
	for _, rev := range []Revision{Byzantium, Istanbul} {
		for _, n := range lengths {
			if g, c := PairingGas(rev, int(n)), rawPairingGas(rev, n); g != c {
				t.Errorf("rev %d, %d bytes: %d, C %d", rev, n, g, c)
			}
		}
		// Saturation, where C computes it for a length no slice has.
		if c := rawPairingGas(rev, 1<<63); c != ^uint64(0) {
			t.Errorf("C does not saturate: %d", c)
		}
		if g := PairingGas(rev, int(^uint(0)>>1)); g != rawPairingGas(rev, uint64(^uint(0)>>1)) {
			t.Errorf("max int: %d", g)
		}
	}
}

func TestVersionMatchesC(t *testing.T) {
	major, minor, patch := rawVersion()
	if c := fmt.Sprintf("%d.%d.%d", major, minor, patch); c != Version {
		t.Errorf("Version %s, the C library %s", Version, c)
	}
}

func TestBackend(t *testing.T) {
	b := Backend()
	t.Logf("backend %s", b)
	switch b {
	case "c64", "c32", "x86_64", "x86_64-ifma", "x86_64-noadx", "aarch64":
	default:
		t.Errorf("backend %q", b)
	}
}
