// SPDX-License-Identifier: MIT

package gethtest

// Benchmarks of go-ethereum's built-in precompiles and the binding's side by
// side, with the method and output of go-ethereum's BenchmarkPrecompiled*
// (core/vm/contracts_test.go, benchmarkPrecompiled): per case, RequiredGas
// once, then a b.Loop of copy-the-input + RunPrecompiledContract with
// exactly that gas; reported: ns/op, gas/op, mgas/s (gas * calls / elapsed
// time), allocs; and on Linux cpu-ns/op, the CPU time of the benchmark's
// thread (locked to it) per call, steadier than wall time on a shared machine. The names are go-ethereum's with the implementation as a
// last key, so that the two lines of a case are neighbours and
// `benchstat -col /impl` pivots on it:
//
//	BenchmarkPrecompiledBn256Pairing/jeff1-Gas=113000/impl=geth
//	BenchmarkPrecompiledBn256Pairing/jeff1-Gas=113000/impl=bn254
//
// Cases: every vector of go-ethereum's files not marked NoBenchmark, for
// ecpairing also "verifier-*", the benchmarked ecpairing calls of gnark's
// Solidity verifiers (vectors/verifiers/ecpairing.json), and
// "random-distinct-*" cases made here with a fixed seed by go-ethereum's
// crypto/bn256/cloudflare: points that are all different (go-ethereum's
// multi-pair pairing vectors repeat the same few points, which an
// implementation may merge). Each case checks both answers after the loop
// (the vector's expected output; for random cases go-ethereum's output).
// bench.sh prints them as one table (cmd/benchtable).

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	bn254 "github.com/bn254/bn254/bindings/go"
	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/ethereum/go-ethereum/params"
)

type benchCase struct {
	name     string
	in       []byte
	expected []byte
}

// randomBenchCases: for ecadd and ecmul two random points (ecmul: with a
// random scalar below r); for ecpairing 2, 4 and 10 pairs of distinct
// random points whose product is 1 (the full check, answer 1).
func randomBenchCases(b *testing.B, i int) []benchCase {
	g := &gen{newRand(b, uint64(300+i))}
	var cs []benchCase
	switch i {
	case 0:
		for n := 1; n <= 2; n++ {
			cs = append(cs, benchCase{name: fmt.Sprintf("random-distinct-%d", n),
				in: cat(g1Of(g.scalar()), g1Of(g.scalar()))})
		}
	case 1:
		for n := 1; n <= 2; n++ {
			cs = append(cs, benchCase{name: fmt.Sprintf("random-distinct-%d", n),
				in: cat(g1Of(g.scalar()), word32(g.scalar()))})
		}
	default:
		for _, k := range []int{2, 4, 10} {
			var in []byte
			for {
				in = g.pairs(k, true)
				if distinctPairs(in) {
					break
				}
			}
			cs = append(cs, benchCase{name: fmt.Sprintf("random-distinct-%dpairs", k), in: in})
		}
	}
	for j := range cs {
		out, err := ops[i].geth.Run(cs[j].in)
		if err != nil {
			b.Fatalf("%s: go-ethereum: %v", cs[j].name, err)
		}
		cs[j].expected = out
	}
	return cs
}

// distinctPairs: no G1 point, and no G2 point, appears twice, and none is
// infinity.
func distinctPairs(in []byte) bool {
	seen := map[string]bool{}
	for at := 0; at < len(in); at += 192 {
		for _, p := range [][]byte{in[at : at+64], in[at+64 : at+192]} {
			if isZero(p) || seen[string(p)] {
				return false
			}
			seen[string(p)] = true
		}
	}
	return true
}

func benchOp(b *testing.B, i int) {
	o := ops[i]
	var cases []benchCase
	for _, v := range gethVectors(b, o) {
		if !v.NoBenchmark {
			cases = append(cases, benchCase{v.Name, unhex(b, v.Input), unhex(b, v.Expected)})
		}
	}
	if o.addr == 8 {
		// the ecpairing calls of gnark's Solidity verifiers
		// (vectors/verifiers/ecpairing.json: Groth16's 4 pairs, PLONK's 2)
		for _, v := range loadVectors(b, filepath.Join(verifiersDir(), "ecpairing.json")) {
			if !v.NoBenchmark {
				cases = append(cases, benchCase{"verifier-" + v.Name, unhex(b, v.Input), unhex(b, v.Expected)})
			}
		}
	}
	cases = append(cases, randomBenchCases(b, i)...)
	// ecpairing without the G2 cache of the default contract: a loop over
	// one input would run from it (BenchmarkVerifier has the cached column,
	// over distinct proofs)
	ours := o.ours
	if o.addr == 8 {
		ours = bn254.PairingContract(bn254.Istanbul, nil)
	}
	for _, c := range cases {
		for _, impl := range []struct {
			name string
			p    vm.PrecompiledContract
		}{{"geth", o.geth}, {"bn254", ours}} {
			reqGas := impl.p.RequiredGas(c.in)
			b.Run(fmt.Sprintf("%s-Gas=%d/impl=%s", c.name, reqGas, impl.name), func(b *testing.B) {
				benchPrecompile(b, impl.p, o.addr, c, reqGas)
			})
		}
	}
}

// benchPrecompile is go-ethereum's benchmarkPrecompiled loop and metrics.
func benchPrecompile(b *testing.B, p vm.PrecompiledContract, a byte, c benchCase, reqGas uint64) {
	var (
		res  []byte
		err  error
		data = make([]byte, len(c.in))
		addr = address(a)
	)
	b.ReportAllocs()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cpu0 := threadCPU()
	start := time.Now()
	for b.Loop() {
		copy(data, c.in)
		res, _, err = vm.RunPrecompiledContract(nil, p, addr, data, vm.NewGasBudget(reqGas, 0), nil,
			params.Rules{}, nil)
	}
	elapsed := uint64(time.Since(start))
	if cpu1 := threadCPU(); cpu0 >= 0 && cpu1 >= 0 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op")
	}
	if elapsed < 1 {
		elapsed = 1
	}
	gasUsed := reqGas * uint64(b.N)
	b.ReportMetric(float64(reqGas), "gas/op")
	// go-ethereum's rounding: an integer of hundredths of Mgas/s.
	b.ReportMetric(float64(100*1000*gasUsed/elapsed)/100, "mgas/s")
	if err != nil || !bytes.Equal(res, c.expected) {
		b.Fatalf("got (%x, %v), want %s", res, err, hex.EncodeToString(c.expected))
	}
}

func BenchmarkPrecompiledBn256Add(b *testing.B)       { benchOp(b, 0) }
func BenchmarkPrecompiledBn256ScalarMul(b *testing.B) { benchOp(b, 1) }
func BenchmarkPrecompiledBn256Pairing(b *testing.B)   { benchOp(b, 2) }
