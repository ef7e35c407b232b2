// SPDX-License-Identifier: MIT

package gethtest

// go-ethereum's precompile test files through the binding's contracts, the
// way go-ethereum's core/vm tests drive its own (RunPrecompiledContract with
// exactly the required gas, and with one less, which must be out of gas),
// and our vector files (which have invalid inputs) through both the binding
// and go-ethereum's built-in contracts.

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"testing"

	bn254 "github.com/bn254/bn254/bindings/go"
	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/ethereum/go-ethereum/params"
)

func runContract(p vm.PrecompiledContract, a byte, in []byte, gas uint64) ([]byte, error) {
	out, _, err := vm.RunPrecompiledContract(nil, p, address(a), in, vm.NewGasBudget(gas, 0), nil,
		params.Rules{}, nil)
	return out, err
}

func TestGethVectorFiles(t *testing.T) {
	n, bad := 0, 0
	for _, o := range ops {
		t.Run(o.name, func(t *testing.T) {
			vs := gethVectors(t, o)
			for _, v := range vs {
				n++
				in := unhex(t, v.Input)
				gas := o.ours.RequiredGas(in)
				t.Run(fmt.Sprintf("%s-Gas=%d", v.Name, gas), func(t *testing.T) {
					var errs []string
					out, err := runContract(o.ours, o.addr, in, gas)
					if err != nil || hex.EncodeToString(out) != v.Expected {
						errs = append(errs, fmt.Sprintf("got (%x, %v), want %s", out, err, v.Expected))
					}
					if gas != v.Gas {
						errs = append(errs, fmt.Sprintf("gas %d, the file says %d", gas, v.Gas))
					}
					if g := o.geth.RequiredGas(in); g != gas {
						errs = append(errs, fmt.Sprintf("gas %d, go-ethereum's contract %d", gas, g))
					}
					if g, b := o.gethByz.RequiredGas(in), o.oursByz.RequiredGas(in); g != b {
						errs = append(errs, fmt.Sprintf("Byzantium gas %d, go-ethereum's %d", b, g))
					}
					if _, err := runContract(o.ours, o.addr, in, gas-1); !errors.Is(err, vm.ErrOutOfGas) {
						errs = append(errs, fmt.Sprintf("with gas-1: %v, want out of gas", err))
					}
					if !bytes.Equal(in, unhex(t, v.Input)) {
						errs = append(errs, "the input was modified")
					}
					if len(errs) > 0 {
						bad++
						t.Error(strings.Join(errs, "; "))
					}
				})
			}
		})
	}
	fmt.Printf("geth-vector-files: %d vectors, %d mismatches\n", n, bad)
}

// TestOurVectorsAgainstGeth: vectors/*.json (valid and invalid inputs)
// through the binding and go-ethereum's built-in contracts: the same output,
// failure for the same inputs, the file's error token for ours, the same gas
// at both prices.
func TestOurVectorsAgainstGeth(t *testing.T) {
	n, bad := 0, 0
	for _, o := range ops {
		t.Run(o.name, func(t *testing.T) {
			for _, v := range oursVectors(t, o) {
				n++
				in := unhex(t, v.Input)
				var errs []string
				out, err := o.ours.Run(in)
				gout, gerr := o.geth.Run(in)
				if !bytes.Equal(out, gout) || (err == nil) != (gerr == nil) {
					errs = append(errs, fmt.Sprintf("ours (%x, %v), go-ethereum (%x, %v)", out, err, gout, gerr))
				}
				want := v.Expected
				if v.ExpectedError != "" {
					want = "error " + v.ExpectedError
				}
				got := hex.EncodeToString(out)
				if err != nil {
					got = "error " + strings.TrimPrefix(err.Error(), "bn254: ")
				}
				if got != want {
					errs = append(errs, fmt.Sprintf("got %s, the file says %s", got, want))
				}
				if o.ours.RequiredGas(in) != o.geth.RequiredGas(in) ||
					o.oursByz.RequiredGas(in) != o.gethByz.RequiredGas(in) {
					errs = append(errs, "gas differs")
				}
				if len(errs) > 0 {
					bad++
					t.Errorf("%s: %s", v.Name, strings.Join(errs, "; "))
				}
			}
		})
	}
	fmt.Printf("ours-vs-geth-contracts: %d vectors, %d mismatches\n", n, bad)
}

func TestContractNames(t *testing.T) {
	for _, o := range ops {
		if o.ours.Name() != o.geth.Name() || o.oursByz.Name() != o.gethByz.Name() {
			t.Errorf("%s: name %q, go-ethereum's %q", o.name, o.ours.Name(), o.geth.Name())
		}
	}
	t.Logf("binding backend %s", bn254.Backend())
}
