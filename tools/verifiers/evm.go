// SPDX-License-Identifier: MIT

package main

// go-ethereum's EVM (core/vm/runtime's environment, mainnet rules after
// BPO2: Osaka's, the bn256 precompiles at EIP-1108 prices) with its built-in
// precompiles, each wrapped to count its calls and to record the ecpairing
// inputs and outputs. The verifier is deployed with its deploy code (which
// must return the runtime code solc printed) and called as a transaction's
// top call with CallGas gas.

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/state"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/ethereum/go-ethereum/params"
	"github.com/holiman/uint256"
)

// CallGas: the gas of each verifier call (below EIP-7825's transaction cap
// of 2^24, so a transaction could carry it).
const CallGas = 10_000_000

type pairingCall struct{ in, out []byte }

type rig struct {
	evm      *vm.EVM
	state    *state.StateDB
	rules    params.Rules
	origin   common.Address
	addr     common.Address
	calls    map[byte]int
	pairings []pairingCall
}

// recorder wraps one built-in precompile.
type recorder struct {
	inner vm.PrecompiledContract
	addr  byte
	r     *rig
}

func (p recorder) RequiredGas(in []byte) uint64 { return p.inner.RequiredGas(in) }
func (p recorder) Name() string                 { return p.inner.Name() }
func (p recorder) Run(in []byte) ([]byte, error) {
	out, err := p.inner.Run(in)
	p.r.calls[p.addr]++
	if p.addr == 8 && err == nil {
		p.r.pairings = append(p.r.pairings, pairingCall{bytes.Clone(in), bytes.Clone(out)})
	}
	return out, err
}

func newRig(deploy, runtimeCode []byte) (*rig, error) {
	db, err := state.New(types.EmptyRootHash, state.NewDatabaseForTesting())
	if err != nil {
		return nil, err
	}
	t := *params.MainnetChainConfig.BPO2Time + 1
	cfg := &runtime.Config{
		ChainConfig: params.MainnetChainConfig,
		Difficulty:  new(big.Int),
		BlockNumber: big.NewInt(24_000_000),
		Time:        t,
		GasLimit:    CallGas,
		GasPrice:    new(big.Int),
		Value:       new(big.Int),
		BaseFee:     big.NewInt(params.InitialBaseFee),
		BlobBaseFee: big.NewInt(params.BlobTxMinBlobGasprice),
		Origin:      common.HexToAddress("0x00000000000000000000000000000000000b0b"),
		State:       db,
		GetHashFn:   func(uint64) common.Hash { return common.Hash{} },
		Random:      new(common.Hash),
	}
	r := &rig{
		evm:    runtime.NewEnv(cfg),
		state:  db,
		rules:  params.MainnetChainConfig.Rules(cfg.BlockNumber, true, t),
		origin: cfg.Origin,
		calls:  map[byte]int{},
	}
	pre := vm.ActivePrecompiledContracts(r.rules)
	for _, a := range []byte{2, 5, 6, 7, 8} {
		pre[common.BytesToAddress([]byte{a})] = recorder{pre[common.BytesToAddress([]byte{a})], a, r}
	}
	r.evm.SetPrecompiles(pre)
	r.state.Prepare(r.rules, r.origin, common.Address{}, nil, vm.ActivePrecompiles(r.rules), nil)
	code, addr, _, err := r.evm.Create(r.origin, deploy, vm.NewGasBudget(CallGas, 0), new(uint256.Int))
	if err != nil {
		return nil, fmt.Errorf("deploying the verifier: %w", err)
	}
	if !bytes.Equal(code, runtimeCode) {
		return nil, errors.New("the deploy code returned another runtime code than solc's")
	}
	r.addr = addr
	return r, nil
}

// call: the outcome of one verifier call: success or revert (any other
// error is reported as its message), the return data, the gas used.
func (r *rig) call(data []byte) (string, []byte, uint64) {
	r.state.Prepare(r.rules, r.origin, common.Address{}, &r.addr, vm.ActivePrecompiles(r.rules), nil)
	start := vm.NewGasBudget(CallGas, 0)
	ret, left, err := r.evm.Call(r.origin, r.addr, data, start, new(uint256.Int))
	status := "success"
	switch {
	case errors.Is(err, vm.ErrExecutionReverted):
		status = "revert"
	case err != nil:
		status = "error: " + err.Error()
	}
	return status, ret, left.Used(start)
}

func (r *rig) resetCounts() {
	r.calls = map[byte]int{}
	r.pairings = nil
}

func (r *rig) counts() map[string]int {
	m := map[string]int{}
	for a, n := range r.calls {
		m[fmt.Sprintf("0x%02x", a)] = n
	}
	return m
}
