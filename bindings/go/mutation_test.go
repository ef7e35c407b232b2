// SPDX-License-Identifier: MIT

package bn254

// Concurrent mutation: the input slice changes while a call runs. A goroutine toggles
// one byte of the input between two values (state A and state B) while
// other goroutines call the function on that same slice; every answer must
// be the answer for A or the answer for B (each computed beforehand on a
// stable copy), never a mixture: a library that validated one state and
// computed on the other would give a third answer, or crash. A caller that
// does this has a data race by the Go memory model, but a node must not
// split or crash because of one; this is what read-once input handling
// guarantees (each input byte is read once, so one byte toggling gives one
// of the two states).
//
// The binding passes the slice to C without copying it: a copy in Go would
// read each byte once too, which is what the C library itself does, so it
// would add an allocation per call for no extra guarantee.
//
// The race detector does not see C code (only Go memory accesses are
// instrumented), so `go test -race` reports nothing here either way: the
// test is meaningful, and run, without -race.

import (
	"bytes"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// outcome is one answer: output bytes or an error.
type outcome struct {
	out []byte
	err error
}

func (o outcome) String() string {
	if o.err != nil {
		return o.err.Error()
	}
	return fmt.Sprintf("%x", o.out)
}

func (o outcome) equal(p outcome) bool { return o.err == p.err && bytes.Equal(o.out, p.out) }

type mutationCase struct {
	name  string
	run   func([]byte) ([]byte, error)
	input []byte
	at    int  // the byte that toggles
	alt   byte // its value in state B (state A: input[at])
	calls int  // calls per caller goroutine, at least
}

// runMutation runs c with a toggling goroutine and `callers` calling ones;
// it returns how many answers were A's and B's, and fails on any other.
func runMutation(t *testing.T, c mutationCase, callers int) (nA, nB int) {
	t.Helper()
	a := clone(c.input)
	b := clone(c.input)
	b[c.at] = c.alt
	oa, ob := outcome{}, outcome{}
	oa.out, oa.err = c.run(a)
	ob.out, ob.err = c.run(b)
	if oa.equal(ob) {
		t.Fatalf("%s: states A and B have the same answer %v; the test could not fail", c.name, oa)
	}
	t.Logf("%s: A -> %v, B -> %v", c.name, oa, ob)

	shared := clone(c.input)
	var stop atomic.Bool
	var toggles atomic.Int64
	var tw sync.WaitGroup
	tw.Add(1)
	go func() {
		defer tw.Done()
		va, vb := a[c.at], c.alt
		// Plain byte stores (the data race under test), each state held for
		// a few microseconds by spinning (not yielding: a yielding toggler
		// waits behind the callers and the byte rarely changes).
		hold := func() {
			for t0 := time.Now(); time.Since(t0) < 3*time.Microsecond; {
			}
		}
		for n := int64(1); !stop.Load(); n++ {
			shared[c.at] = vb
			hold()
			shared[c.at] = va
			hold()
			toggles.Store(n)
		}
	}()
	for toggles.Load() < 2 { // the toggler is running
		time.Sleep(10 * time.Microsecond)
	}
	var mu sync.Mutex
	var bad []string
	var cw sync.WaitGroup
	var countA, countB atomic.Int64
	for g := 0; g < callers; g++ {
		cw.Add(1)
		go func() {
			defer cw.Done()
			// At least c.calls calls and 100 ms, so that fast calls too
			// overlap many toggles.
			for t0, i := time.Now(), 0; i < c.calls || time.Since(t0) < 100*time.Millisecond; i++ {
				var o outcome
				o.out, o.err = c.run(shared)
				switch {
				case o.equal(oa):
					countA.Add(1)
				case o.equal(ob):
					countB.Add(1)
				default:
					mu.Lock()
					bad = append(bad, o.String())
					mu.Unlock()
				}
			}
		}()
	}
	cw.Wait()
	stop.Store(true)
	tw.Wait()
	nA, nB = int(countA.Load()), int(countB.Load())
	t.Logf("%s: %d calls, %d answers of A, %d of B, %d others; %d toggles",
		c.name, nA+nB+len(bad), nA, nB, len(bad), toggles.Load())
	if len(bad) > 0 {
		show := bad
		if len(show) > 3 {
			show = show[:3]
		}
		t.Errorf("%s: %d answers are neither A's nor B's, e.g. %v", c.name, len(bad), show)
	}
	return nA, nB
}

// offTwistByte finds a byte of the last pair's G2 y (its imaginary part's
// lowest byte, then the next ones) whose change by xor 1 puts that point off
// the twist, so that the pairing fails with ErrNotOnCurve; it asks the
// library, which here only chooses the input (the two answers are then
// compared with each other, not with a known answer).
func offTwistByte(tb testing.TB, in []byte) (at int, alt byte) {
	last := len(in) - 192
	for _, off := range []int{160 - 1, 192 - 1, 128 - 1, 160 - 2} {
		at = last + off
		b := clone(in)
		b[at] ^= 1
		if _, err := PairingCheck(b); err == ErrNotOnCurve {
			return at, b[at]
		}
	}
	tb.Fatal("no off-twist toggle found")
	return 0, 0
}

func TestConcurrentMutation(t *testing.T) {
	// The longest pairing input that succeeds with 1, from the vector files.
	var long []byte
	for _, v := range append(oursVectors(t, ops[2]), gethVectors(t, ops[2])...) {
		if v.ExpectedError == "" && v.Expected[len(v.Expected)-1] == '1' && len(v.Input)/2 > len(long) {
			long = unhex(t, v.Input)
		}
	}
	if len(long) < 2*192 {
		t.Fatalf("no pairing vector of 2 or more pairs with answer 1")
	}
	at, alt := offTwistByte(t, long)

	// ecadd and ecmul: 2G + G, the point's y toggling to an off-curve value
	// (y+1 by its last byte: 2 -> 3), and the scalar's last byte 2 <-> 3.
	g := make([]byte, 64)
	g[31], g[63] = 1, 2
	twoG, err := ScalarMul(append(clone(g), word(2)...))
	if err != nil {
		t.Fatal(err)
	}
	addIn := append(clone(twoG), g...)
	mulIn := append(clone(g), word(2)...)

	cases := []mutationCase{
		{fmt.Sprintf("ecpairing %d pairs, G2 y of the last pair on/off the twist", len(long)/192),
			PairingCheck, long, at, alt, 40},
		{"ecadd, y of the second point on/off the curve", Add, addIn, 127, 3, 4000},
		{"ecmul, the scalar 2 or 3", ScalarMul, mulIn, 95, 3, 2000},
		{"ecmul, y on/off the curve", ScalarMul, mulIn, 63, 3, 2000},
	}
	deadline := time.Now().Add(60 * time.Second)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Both states must be seen for the run to have tested anything;
			// a loaded machine may need a second round.
			seenA, seenB := 0, 0
			for round := 0; round < 5 && (seenA == 0 || seenB == 0); round++ {
				nA, nB := runMutation(t, c, 3)
				seenA += nA
				seenB += nB
				if time.Now().After(deadline) {
					break
				}
			}
			if seenA == 0 || seenB == 0 {
				t.Errorf("only one state was ever read (A %d, B %d): the mutation was not exercised", seenA, seenB)
			}
		})
	}
}
