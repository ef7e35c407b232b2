// SPDX-License-Identifier: MIT

// Not in the fuzz build (-tags bn254fuzz, .ci/go.sh): go test -fuzz
// instruments every package linked, and the EVM these tests need is 85 of
// the 361.

//go:build !bn254fuzz

package gethtest

// Real EVM execution: a contract whose bytecode STATICCALLs a precompile with
// its call data, run by two go-ethereum EVMs, one with go-ethereum's
// built-in precompiles and one whose 0x06, 0x07 and 0x08 are the binding's
// (EVM.SetPrecompiles, the hook go-ethereum offers for replacing them). The
// return data (success word || the precompile's return data) and the gas
// the whole call used must be the same, on every vector and on random valid
// and invalid inputs (gen_test.go), at mainnet's current rules (Osaka, the
// Istanbul prices) and at Byzantium's (the first prices).

import (
	"bytes"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/state"
	"github.com/ethereum/go-ethereum/core/tracing"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/ethereum/go-ethereum/params"
	"github.com/holiman/uint256"
)

// callerCode: call data = a 32-byte word holding the precompile's address,
// then the precompile input. It copies the input to memory at 0, STATICCALLs
// the address with all the gas it has (63/64 of it go to the call, EIP-150),
// and returns the success flag as a 32-byte word followed by the return data.
// Only Byzantium opcodes (STATICCALL EIP-214, RETURNDATA* EIP-211).
var callerCode = []byte{
	0x60, 0x20, // PUSH1 32
	0x36,       // CALLDATASIZE
	0x03,       // SUB                      n = CALLDATASIZE - 32
	0x80,       // DUP1
	0x60, 0x20, // PUSH1 32
	0x60, 0x00, // PUSH1 0
	0x37,       // CALLDATACOPY(0, 32, n)
	0x60, 0x00, // PUSH1 0                  retSize
	0x60, 0x00, // PUSH1 0                  retOffset
	0x82,       // DUP3                     argsSize n
	0x60, 0x00, // PUSH1 0                  argsOffset
	0x60, 0x00, // PUSH1 0
	0x35,       // CALLDATALOAD             the address word
	0x5a,       // GAS
	0xfa,       // STATICCALL
	0x60, 0x00, // PUSH1 0
	0x52,       // MSTORE(0, success)
	0x3d,       // RETURNDATASIZE
	0x60, 0x00, // PUSH1 0
	0x60, 0x20, // PUSH1 32
	0x3e,       // RETURNDATACOPY(32, 0, RETURNDATASIZE)
	0x3d,       // RETURNDATASIZE
	0x60, 0x20, // PUSH1 32
	0x01,       // ADD
	0x60, 0x00, // PUSH1 0
	0xf3, // RETURN(0, 32 + RETURNDATASIZE)
}

// fork is a set of mainnet rules: a block and a time in it.
type fork struct {
	name   string
	block  int64
	time   uint64
	merged bool
	ours   func(o op) vm.PrecompiledContract
}

var forks = []fork{
	// After BPO2 (Osaka's rules; bn256 at the Istanbul prices of EIP-1108).
	{"osaka", 24_000_000, *params.MainnetChainConfig.BPO2Time + 1, true,
		func(o op) vm.PrecompiledContract { return o.ours }},
	// Byzantium: the EIP-196/197 prices.
	{"byzantium", 4_370_000, 0, false,
		func(o op) vm.PrecompiledContract { return o.oursByz }},
}

// evmRig is one EVM with the caller contract deployed.
type evmRig struct {
	evm    *vm.EVM
	state  *state.StateDB
	rules  params.Rules
	caller common.Address
	origin common.Address
}

const callGas = 30_000_000

func newRig(t testing.TB, f fork, ours bool) *evmRig {
	var install func(pre vm.PrecompiledContracts)
	if ours {
		install = func(pre vm.PrecompiledContracts) {
			for _, o := range ops {
				pre[address(o.addr)] = f.ours(o)
			}
		}
	}
	r := newEnvRig(t, f, install)
	r.state.CreateAccount(r.caller)
	r.state.SetCode(r.caller, callerCode, tracing.CodeChangeUnspecified)
	return r
}

// newEnvRig: an EVM at the rules of f with nothing deployed; install, when
// not nil, replaces precompiles in a copy of the fork's set (EVM.SetPrecompiles).
func newEnvRig(t testing.TB, f fork, install func(pre vm.PrecompiledContracts)) *evmRig {
	db, err := state.New(types.EmptyRootHash, state.NewDatabaseForTesting())
	if err != nil {
		t.Fatal(err)
	}
	cfg := &runtime.Config{
		ChainConfig: params.MainnetChainConfig,
		Difficulty:  new(big.Int),
		BlockNumber: big.NewInt(f.block),
		Time:        f.time,
		GasLimit:    callGas,
		GasPrice:    new(big.Int),
		Value:       new(big.Int),
		BaseFee:     big.NewInt(params.InitialBaseFee),
		BlobBaseFee: big.NewInt(params.BlobTxMinBlobGasprice),
		Origin:      common.HexToAddress("0x00000000000000000000000000000000000b0b"),
		State:       db,
		GetHashFn:   func(uint64) common.Hash { return common.Hash{} },
	}
	if f.merged {
		cfg.Random = new(common.Hash)
	}
	r := &evmRig{
		evm:    runtime.NewEnv(cfg),
		state:  db,
		rules:  params.MainnetChainConfig.Rules(cfg.BlockNumber, f.merged, f.time),
		caller: common.HexToAddress("0x00000000000000000000000000000000000ca11e"),
		origin: cfg.Origin,
	}
	if install != nil {
		pre := vm.ActivePrecompiledContracts(r.rules) // a copy
		install(pre)
		r.evm.SetPrecompiles(pre)
	}
	return r
}

// call runs the caller contract on (address, input) as a transaction's top
// call and returns its return data and the gas it used.
func (r *evmRig) call(t testing.TB, a byte, in []byte) ([]byte, uint64) {
	r.state.Prepare(r.rules, r.origin, common.Address{}, &r.caller, vm.ActivePrecompiles(r.rules), nil)
	data := append(common.LeftPadBytes([]byte{a}, 32), in...)
	start := vm.NewGasBudget(callGas, 0)
	ret, left, err := r.evm.Call(r.origin, r.caller, data, start, new(uint256.Int))
	if err != nil {
		t.Fatalf("the caller contract failed: %v", err)
	}
	return ret, left.Used(start)
}

// evmCase is one input with what is known of its answer independently of
// both implementations: want is the expected output (nil: failure) when known.
type evmCase struct {
	op    int
	label string
	in    []byte
	known bool
	want  []byte
}

func TestEVMDifferential(t *testing.T) {
	var vectors []evmCase
	for i, o := range ops {
		for _, v := range gethVectors(t, o) {
			vectors = append(vectors, evmCase{i, "geth:" + v.Name, unhex(t, v.Input), true, unhex(t, v.Expected)})
		}
		for _, v := range oursVectors(t, o) {
			c := evmCase{i, "ours:" + v.Name, unhex(t, v.Input), true, nil}
			if v.ExpectedError == "" {
				c.want = unhex(t, v.Expected)
			}
			vectors = append(vectors, c)
		}
	}
	g := &gen{newRand(t, 20260504)}
	var random []evmCase
	for i, n := range []int{scaled(700), scaled(700), scaled(600)} {
		for range n {
			label, in := g.randomInput(i)
			c := evmCase{op: i, label: label, in: in}
			switch {
			case label == "product-1" || label == "empty":
				c.known, c.want = true, common.LeftPadBytes([]byte{1}, 32)
			case strings.HasPrefix(label, "g1-"), strings.HasPrefix(label, "g2-"), label == "bad-length":
				c.known = true
			}
			random = append(random, c)
		}
	}

	mismatches := 0
	kinds := map[string]int{}
	for _, f := range forks {
		geth, ours := newRig(t, f, false), newRig(t, f, true)
		check := func(c evmCase) {
			o := ops[c.op]
			gret, ggas := geth.call(t, o.addr, c.in)
			oret, ogas := ours.call(t, o.addr, c.in)
			var errs []string
			if !bytes.Equal(gret, oret) || ggas != ogas {
				errs = append(errs, fmt.Sprintf("ours %x (gas %d), go-ethereum %x (gas %d)", oret, ogas, gret, ggas))
			}
			if c.known {
				want := append(common.LeftPadBytes([]byte{1}, 32), c.want...)
				if c.want == nil {
					want = make([]byte, 32)
				}
				if !bytes.Equal(oret, want) {
					errs = append(errs, fmt.Sprintf("returned %x, expected %x", oret, want))
				}
			}
			if len(errs) > 0 {
				mismatches++
				if mismatches <= 10 {
					t.Errorf("%s %s %s (input %x): %s", f.name, o.name, c.label, c.in, strings.Join(errs, "; "))
				}
			}
		}
		for _, c := range vectors {
			check(c)
		}
		if f.name == forks[0].name {
			for _, c := range random {
				check(c)
				kinds[ops[c.op].name+" "+c.label]++
			}
		}
	}
	var names []string
	for k, n := range kinds {
		names = append(names, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(names)
	t.Logf("random inputs by kind: %s", strings.Join(names, ", "))
	fmt.Printf("geth-evm: %d vectors + %d random, %d mismatches (vectors at %s and %s rules, random at %s)\n",
		len(vectors), len(random), mismatches, forks[0].name, forks[1].name, forks[0].name)
}
