// SPDX-License-Identifier: MIT

package bn254

// Differential test against the C API: random valid and invalid inputs
// (points from the vector files, words set to p, p+1, p-1, 2^256-1, x+p,
// y+1, r, random; infinity; truncated and over-long inputs; random bytes)
// through Add/ScalarMul/PairingCheck and through the PrecompiledContract
// values, compared with a direct C call (rawCall). Checks the output, the
// error value of each status, that the C call writes exactly its output
// bytes (zeros on error), and that every status an operation can return was
// produced. BN254_TEST_SEED replays a run; BN254_DIFF_ITERS scales counts.

import (
	"bytes"
	"os"
	"strconv"
	"testing"
)

// wantErr is the Go error each status must map to, written out per status.
var wantErr = map[int]error{
	1: ErrInputLength,
	2: ErrNotInField,
	3: ErrNotOnCurve,
	4: ErrNotInSubgroup,
}

func diffIters(base int) int {
	if s, err := strconv.Atoi(os.Getenv("BN254_DIFF_ITERS")); err == nil && s > 1 {
		return base * s
	}
	return base
}

func TestDifferential(t *testing.T) {
	p := newPools(t)
	for _, c := range []struct {
		o     opInfo
		iters int
		seed  uint64
	}{{ops[0], 3000, 6}, {ops[1], 2000, 7}, {ops[2], 400, 8}} {
		o := c.o
		t.Run(o.name, func(t *testing.T) {
			r := newRng(t, c.seed)
			var seen [5]int
			outLen := 64
			if o.op == opPairing {
				outLen = 32
			}
			for i := 0; i < diffIters(c.iters); i++ {
				in := p.input(r, o.op)
				keep := clone(in)
				st, raw := rawCall(o.op, in)
				if st < 0 || st >= len(seen) {
					t.Fatalf("#%d: status %d outside the C enum", i, st)
				}
				seen[st]++
				for _, b := range raw[outLen:] {
					if b != 0xa5 {
						t.Fatalf("#%d: C wrote past %d output bytes", i, outLen)
					}
				}
				out, err := o.run(in)
				out2, err2 := o.istanbul.Run(in)
				if st == 0 {
					if err != nil || !bytes.Equal(out, raw[:outLen]) {
						t.Fatalf("#%d %x: got (%x, %v), C %x", i, in, out, err, raw[:outLen])
					}
				} else {
					if !bytes.Equal(raw[:outLen], make([]byte, outLen)) {
						t.Fatalf("#%d %x: C output not zeroed on error", i, in)
					}
					if err != wantErr[st] || out != nil {
						t.Fatalf("#%d %x: got (%x, %v), C status %d", i, in, out, err, st)
					}
				}
				if err2 != err || !bytes.Equal(out2, out) {
					t.Fatalf("#%d: contract Run (%x, %v) differs", i, out2, err2)
				}
				if !bytes.Equal(in, keep) {
					t.Fatalf("#%d: input modified", i)
				}
			}
			t.Logf("statuses ok/len/field/curve/subgroup = %v", seen)
			must := []int{0, 2, 3}
			if o.op == opPairing {
				must = []int{0, 1, 2, 3, 4}
			} else if seen[1]+seen[4] != 0 {
				t.Errorf("input-length or not-in-subgroup from %s", o.name)
			}
			for _, st := range must {
				if seen[st] == 0 {
					t.Errorf("the generator never produced status %d", st)
				}
			}
		})
	}
}

// TestConcurrent runs the vectors from several goroutines at once: the C
// library has no mutable state, and the binding must not add any.
func TestConcurrent(t *testing.T) {
	type job struct {
		o   opInfo
		in  []byte
		out []byte
		err error
	}
	var jobs []job
	for _, o := range ops {
		for _, v := range oursVectors(t, o) {
			in := unhex(t, v.Input)
			out, err := o.run(in)
			jobs = append(jobs, job{o, in, out, err})
		}
	}
	done := make(chan string, 8)
	for g := 0; g < 8; g++ {
		go func(g int) {
			for i := range jobs {
				j := jobs[(i+g*37)%len(jobs)]
				out, err := j.o.run(j.in)
				if err != j.err || !bytes.Equal(out, j.out) {
					done <- j.o.name + ": different answer under concurrency"
					return
				}
			}
			done <- ""
		}(g)
	}
	for g := 0; g < 8; g++ {
		if msg := <-done; msg != "" {
			t.Error(msg)
		}
	}
}
