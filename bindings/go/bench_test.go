// SPDX-License-Identifier: MIT

package bn254

// Benchmarks named as go-ethereum's (core/vm/contracts_test.go), so that
// `go test -bench` output compares line by line with go-ethereum's:
// BenchmarkPrecompiledBn256Add/chfast1-Gas=150, ...: every vector of
// go-ethereum's files that is not NoBenchmark, through the Istanbul
// PrecompiledContract (ecpairing's without the G2 cache; RequiredGas, then Run on a fresh copy of the input,
// as go-ethereum's benchmark does), with allocs, gas/op and mgas/s.
// BenchmarkRawC<same>/<same> times the same inputs in a loop in C (one cgo
// call for all b.N calls): the C figure, so the difference per op is the
// cost of the binding. On Linux both also report cpu-ns/op, the CPU time
// of the benchmark's (locked) thread per op: on a shared machine steadier
// than ns/op, and without the CPU the Go runtime's other threads spend
// meanwhile.

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"runtime"
	"testing"
	"time"
)

func benchGeth(b *testing.B, o opInfo) {
	vs := gethVectors(b, o)
	if vs == nil {
		b.Skip("no go-ethereum vectors")
	}
	p := o.istanbul
	if o.op == opPairing {
		// without the shared G2 cache: one input repeated would hit it, and
		// this measures the binding beside the same calls in C
		p = PairingContract(Istanbul, nil)
	}
	for _, v := range vs {
		if v.NoBenchmark || v.ExpectedError != "" {
			continue
		}
		in := unhex(b, v.Input)
		reqGas := p.RequiredGas(in)
		data := make([]byte, len(in))
		b.Run(fmt.Sprintf("%s-Gas=%d", v.Name, reqGas), func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			b.ReportAllocs()
			var res []byte
			var err error
			cpu := threadCPU()
			start := time.Now()
			for i := 0; i < b.N; i++ {
				copy(data, in)
				if p.RequiredGas(data) > reqGas {
					b.Fatal("gas")
				}
				res, err = p.Run(data)
			}
			reportGas(b, reqGas, time.Since(start), cpu)
			if err != nil || hex.EncodeToString(res) != v.Expected {
				b.Fatalf("got (%x, %v), want %s", res, err, v.Expected)
			}
		})
	}
}

func benchRawC(b *testing.B, o opInfo) {
	vs := gethVectors(b, o)
	if vs == nil {
		b.Skip("no go-ethereum vectors")
	}
	for _, v := range vs {
		if v.NoBenchmark || v.ExpectedError != "" {
			continue
		}
		in := unhex(b, v.Input)
		reqGas := o.istanbul.RequiredGas(in)
		b.Run(fmt.Sprintf("%s-Gas=%d", v.Name, reqGas), func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			cpu := threadCPU()
			start := time.Now()
			if cRepeat(o.op, in, b.N) != 0 {
				b.Fatal("a call failed")
			}
			reportGas(b, reqGas, time.Since(start), cpu)
			if _, raw := rawCall(o.op, in); !bytes.HasPrefix(raw[:], unhex(b, v.Expected)) {
				b.Fatal("wrong answer")
			}
		})
	}
}

// reportGas adds go-ethereum's gas/op and mgas/s metrics, and cpu-ns/op
// from the thread CPU time at the start (cpu0; omitted when unknown).
func reportGas(b *testing.B, gas uint64, elapsed time.Duration, cpu0 int64) {
	if cpu1 := threadCPU(); cpu0 >= 0 && cpu1 >= 0 {
		b.ReportMetric(float64(cpu1-cpu0)/float64(b.N), "cpu-ns/op")
	}
	ns := uint64(elapsed)
	if ns < 1 {
		ns = 1
	}
	b.ReportMetric(float64(gas), "gas/op")
	b.ReportMetric(float64(100*1000*gas*uint64(b.N)/ns)/100, "mgas/s")
}

func BenchmarkPrecompiledBn256Add(b *testing.B)       { benchGeth(b, ops[0]) }
func BenchmarkPrecompiledBn256ScalarMul(b *testing.B) { benchGeth(b, ops[1]) }
func BenchmarkPrecompiledBn256Pairing(b *testing.B)   { benchGeth(b, ops[2]) }

func BenchmarkRawCBn256Add(b *testing.B)       { benchRawC(b, ops[0]) }
func BenchmarkRawCBn256ScalarMul(b *testing.B) { benchRawC(b, ops[1]) }
func BenchmarkRawCBn256Pairing(b *testing.B)   { benchRawC(b, ops[2]) }
