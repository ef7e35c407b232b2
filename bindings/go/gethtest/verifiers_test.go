// SPDX-License-Identifier: MIT

// Not in the fuzz build (-tags bn254fuzz, .ci/go.sh): go test -fuzz
// instruments every package linked, and the EVM these tests need is 85 of
// the 361.

//go:build !bn254fuzz

package gethtest

// Real proof verifiers as workloads: gnark's Solidity verifiers (Groth16
// and PLONK over BN254, compiled with solc) from vectors/verifiers/ (made by
// tools/verifiers; README.md there), deployed with their deploy code in
// go-ethereum's EVM once per backend of verifierBackends (go-ethereum's
// built-in precompiles, then the binding's 0x06-0x08 installed with
// EVM.SetPrecompiles; 0x02 sha256 and 0x05 modexp, which the verifiers also
// call, stay go-ethereum's), and called with every case of the files: each
// valid proof (distinct proofs under one verifying key), and every mutated
// proof (each element changed, negated, swapped, replaced by infinity, by an
// off-curve point, by a G2 point outside the subgroup, ABI words changed,
// truncated call data). Every backend must give go-ethereum's built-in
// outcome: status (success or revert), return data and gas used; and the
// built-in outcome must be the one the generator recorded (also from
// go-ethereum's built-ins, at generation) and accept exactly the valid
// proofs (which gnark verified first).
//
// BenchmarkVerifier times the whole verifier call per backend, cycling
// through the distinct proofs of a key (one call per b.Loop iteration), in
// the format of the precompile benchmarks (bench_test.go); bench.sh prints
// both in one table.
//
// The binding runs twice: without a cache of prepared G2 points and with
// the default contracts' process-wide one (bn254-cache; it is warm after a
// key's first calls, as in a node). A further backend is one more entry in
// verifierBackends: the test then requires it to agree with the built-ins
// on every case, and the benchmark gets its column.

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	bn254 "github.com/bn254/bn254/bindings/go"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/holiman/uint256"
)

// verifierFile: the fields of vectors/verifiers/<name>.json the tests read.
type verifierFile struct {
	Name        string `json:"name"`
	Scheme      string `json:"scheme"`
	DeployCode  string `json:"deploy_code"`
	RuntimeCode string `json:"runtime_code"`
	GasValid    uint64 `json:"gas_valid"`
	Proofs      []struct {
		Calldata string `json:"calldata"`
	} `json:"proofs"`
	Cases []struct {
		Name  string `json:"name"`
		Proof int    `json:"proof"`
		Edits []struct {
			At    int    `json:"at"`
			Bytes string `json:"bytes"`
		} `json:"edits"`
		Length int    `json:"length"`
		Valid  bool   `json:"valid"`
		Status string `json:"status"`
		Return string `json:"return"`
	} `json:"cases"`
}

// verifierBackend: a name and what it installs over go-ethereum's
// precompile set (nil: the built-ins, the reference every other backend is
// compared with; it must stay first).
type verifierBackend struct {
	name    string
	install func(pre vm.PrecompiledContracts)
}

var verifierBackends = []verifierBackend{
	{"geth", nil},
	// the binding without a cache of prepared G2 points
	{"bn254", func(pre vm.PrecompiledContracts) {
		for _, o := range ops {
			pre[address(o.addr)] = o.ours
		}
		pre[address(8)] = bn254.PairingContract(bn254.Istanbul, nil)
	}},
	// the binding's default contracts: ecpairing with the process-wide cache
	// (bn254.SharedG2Cache), which the key points enter on their second call
	{"bn254-cache", func(pre vm.PrecompiledContracts) {
		for _, o := range ops {
			pre[address(o.addr)] = o.ours
		}
	}},
}

// The verifier calls: a transaction's top call with this much gas (below
// EIP-7825's cap of 2^24; tools/verifiers/evm.go uses the same).
const verifierGas = 10_000_000

func loadVerifiers(tb testing.TB) []*verifierFile {
	tb.Helper()
	paths, err := filepath.Glob(filepath.Join(verifiersDir(), "*-*.json"))
	if err != nil {
		tb.Fatal(err)
	}
	if len(paths) == 0 {
		tb.Fatalf("no verifier files in %s", verifiersDir())
	}
	var files []*verifierFile
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		var f verifierFile
		if err := json.Unmarshal(data, &f); err != nil {
			tb.Fatalf("%s: %v", p, err)
		}
		if len(f.Proofs) == 0 || len(f.Cases) == 0 {
			tb.Fatalf("%s: no proofs or no cases", p)
		}
		files = append(files, &f)
	}
	return files
}

// calldata of case i: its proof's call data with the edits written over it,
// then cut to Length bytes (Length >= 0).
func (f *verifierFile) calldata(tb testing.TB, i int) []byte {
	c := f.Cases[i]
	cd := unhex(tb, f.Proofs[c.Proof].Calldata)
	for _, e := range c.Edits {
		copy(cd[e.At:], unhex(tb, e.Bytes))
	}
	if c.Length >= 0 {
		cd = cd[:c.Length]
	}
	return cd
}

// accepts: Groth16's verifyProof returns nothing and reverts on an invalid
// proof; PLONK's Verify returns a bool.
func (f *verifierFile) accepts(status string, ret []byte) bool {
	if status != "success" {
		return false
	}
	if f.Scheme == "groth16" {
		return len(ret) == 0
	}
	return bytes.Equal(ret, common.LeftPadBytes([]byte{1}, 32))
}

// verifierRig: one EVM (mainnet rules after BPO2) with one verifier
// deployed by its deploy code.
type verifierRig struct {
	*evmRig
	addr common.Address
}

func newVerifierRig(tb testing.TB, be verifierBackend, f *verifierFile) *verifierRig {
	r := &verifierRig{evmRig: newEnvRig(tb, forks[0], be.install)}
	r.state.Prepare(r.rules, r.origin, common.Address{}, nil, vm.ActivePrecompiles(r.rules), nil)
	code, addr, _, err := r.evm.Create(r.origin, unhex(tb, f.DeployCode), vm.NewGasBudget(verifierGas, 0),
		new(uint256.Int))
	if err != nil {
		tb.Fatalf("%s (%s): deploying: %v", f.Name, be.name, err)
	}
	if !bytes.Equal(code, unhex(tb, f.RuntimeCode)) {
		tb.Fatalf("%s (%s): the deploy code returned another runtime code than the file's", f.Name, be.name)
	}
	r.addr = addr
	return r
}

// call: status (success, revert, or another error's message), return data,
// gas used.
func (r *verifierRig) call(data []byte) (string, []byte, uint64) {
	r.state.Prepare(r.rules, r.origin, common.Address{}, &r.addr, vm.ActivePrecompiles(r.rules), nil)
	start := vm.NewGasBudget(verifierGas, 0)
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

func TestVerifiers(t *testing.T) {
	files := loadVerifiers(t)
	var names []string
	for _, be := range verifierBackends {
		names = append(names, be.name)
	}
	total, valid, mismatches := 0, 0, 0
	outcomes := map[string]int{}
	for _, f := range files {
		rigs := make([]*verifierRig, len(verifierBackends))
		for i, be := range verifierBackends {
			rigs[i] = newVerifierRig(t, be, f)
		}
		for i, c := range f.Cases {
			cd := f.calldata(t, i)
			var errs []string
			refStatus, refRet, refGas := rigs[0].call(cd)
			if refStatus != c.Status || hex.EncodeToString(refRet) != c.Return {
				errs = append(errs, fmt.Sprintf("go-ethereum's built-ins give %s %x, the file recorded %s %s",
					refStatus, refRet, c.Status, c.Return))
			}
			if f.accepts(refStatus, refRet) != c.Valid {
				errs = append(errs, fmt.Sprintf("valid %v, but %s %x", c.Valid, refStatus, refRet))
			}
			for j := 1; j < len(rigs); j++ {
				status, ret, gas := rigs[j].call(cd)
				if status != refStatus || !bytes.Equal(ret, refRet) || gas != refGas {
					errs = append(errs, fmt.Sprintf("%s: %s %x gas %d; geth: %s %x gas %d",
						verifierBackends[j].name, status, ret, gas, refStatus, refRet, refGas))
				}
			}
			total++
			if c.Valid {
				valid++
			}
			outcome := refStatus
			if refStatus == "success" && !c.Valid {
				outcome = "returned false"
			}
			outcomes[outcome]++
			if len(errs) > 0 {
				mismatches++
				if mismatches <= 10 {
					t.Errorf("%s %s: %s", f.Name, c.Name, strings.Join(errs, "; "))
				}
			}
		}
	}
	t.Logf("outcomes (go-ethereum's built-ins): %v", outcomes)
	// the cached backend really ran from the cache: the key points hit
	if s := bn254.SharedG2Cache().Stats(); s.Hits < uint64(total) {
		t.Errorf("the shared G2 cache had %d hits over %d verifier cases: %+v", s.Hits, total, s)
	} else {
		fmt.Printf("geth-verifiers: the shared G2 cache: %d hits, %d misses, %d inserts, %d evictions\n",
			s.Hits, s.Misses, s.Inserts, s.Evictions)
	}
	fmt.Printf("geth-verifiers: %d verifier cases (%d verifiers, %d valid proofs, %d mutated), %d mismatches "+
		"(backends %s: status, return data, gas)\n",
		total, len(files), valid, total-valid, mismatches, strings.Join(names, ", "))
}

// BenchmarkVerifier: one verifier call per iteration, the proofs of the key
// in turn. Reported like the precompile benchmarks: ns/op, gas/op (the
// gas of the call frame), mgas/s; and on Linux cpu-ns/op, the CPU time of
// the benchmark's (locked) thread per call, steadier than wall time on a
// shared machine.
func BenchmarkVerifier(b *testing.B) {
	for _, f := range loadVerifiers(b) {
		var cds [][]byte
		for _, p := range f.Proofs {
			cds = append(cds, unhex(b, p.Calldata))
		}
		for _, be := range verifierBackends {
			b.Run(fmt.Sprintf("%s-Gas=%d/impl=%s", f.Name, f.GasValid, be.name), func(b *testing.B) {
				r := newVerifierRig(b, be, f)
				var gasUsed uint64
				for _, cd := range cds {
					status, ret, gas := r.call(cd)
					if !f.accepts(status, ret) {
						b.Fatalf("a valid proof: %s %x", status, ret)
					}
					gasUsed = gas
				}
				b.ReportAllocs()
				i := 0
				var (
					status string
					ret    []byte
				)
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				cpu0 := threadCPU()
				start := time.Now()
				for b.Loop() {
					status, ret, _ = r.call(cds[i%len(cds)])
					i++
				}
				elapsed := uint64(time.Since(start))
				if cpu1 := threadCPU(); cpu0 >= 0 && cpu1 >= 0 {
					b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op")
				}
				if elapsed < 1 {
					elapsed = 1
				}
				b.ReportMetric(float64(gasUsed), "gas/op")
				b.ReportMetric(float64(100*1000*gasUsed*uint64(b.N)/elapsed)/100, "mgas/s")
				if !f.accepts(status, ret) {
					b.Fatalf("a valid proof: %s %x", status, ret)
				}
			})
		}
	}
}
