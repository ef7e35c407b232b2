// SPDX-License-Identifier: MIT

package bn254

// The G2 cache (cache.go) against the path without one: every pairing
// vector (ours and go-ethereum's) and random inputs give PairingCheck's
// output and error through PairingCheckCached, on small caches (evictions),
// on the shared one and from many goroutines at once; Add stores exactly
// the valid points and gives each invalid one ecpairing's error; the
// counters show the cache was used.

import (
	"bytes"
	"sync"
	"testing"
)

func pairingVectors(t *testing.T) [][]byte {
	var ins [][]byte
	for _, o := range ops {
		if o.op != opPairing {
			continue
		}
		for _, v := range append(oursVectors(t, o), gethVectors(t, o)...) {
			ins = append(ins, unhex(t, v.Input))
		}
	}
	if len(ins) == 0 {
		t.Fatal("no pairing vectors")
	}
	return ins
}

// sameAsUncached fails t unless PairingCheckCached(in, c) is PairingCheck(in).
func sameAsUncached(t *testing.T, in []byte, c *G2Cache, what string) {
	want, wantErr := PairingCheck(in)
	got, err := PairingCheckCached(in, c)
	if err != wantErr || !bytes.Equal(got, want) {
		t.Errorf("%s (%d bytes): cached (%x, %v), uncached (%x, %v)", what, len(in), got, err,
			want, wantErr)
	}
}

func TestCacheVectors(t *testing.T) {
	ins := pairingVectors(t)
	for _, entries := range []int{1, 9, 64} {
		c, err := NewG2Cache(entries, false)
		if err != nil {
			t.Fatal(err)
		}
		for round := 0; round < 3; round++ {
			for _, in := range ins {
				sameAsUncached(t, in, c, "vector")
			}
		}
		s := c.Stats()
		t.Logf("%d entries: %+v", entries, s)
		if s.Capacity != uint64(entries) || s.Hits == 0 || s.Inserts == 0 {
			t.Errorf("%d entries: the cache was not used: %+v", entries, s)
		}
		if entries == 1 && s.Evictions == 0 {
			t.Errorf("one entry and no eviction: %+v", s)
		}
	}
	sameAsUncached(t, ins[0], nil, "no cache")
}

func TestCacheConcurrent(t *testing.T) {
	p := newPools(t)
	c, err := NewG2Cache(8, false)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	n := 300
	if testing.Short() {
		n = 50
	}
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(seed uint64) {
			defer wg.Done()
			r := newRng(t, seed)
			for i := 0; i < n; i++ {
				sameAsUncached(t, p.input(r, opPairing), c, "random input, 8 goroutines")
			}
		}(uint64(1000 + g))
	}
	wg.Wait()
	s := c.Stats()
	t.Logf("8 goroutines x %d random pairing inputs: %+v", n, s)
	if s.Hits == 0 {
		t.Errorf("no hit: %+v", s)
	}
}

func TestCacheAdd(t *testing.T) {
	p := newPools(t)
	c, err := NewG2Cache(16, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewG2Cache(0, false); err == nil {
		t.Error("a cache of 0 entries")
	}
	if err := c.Add(make([]byte, 127)); err == nil {
		t.Error("Add of 127 bytes")
	}
	// A manual cache: calls only read it.
	for _, ch := range p.pairChunks {
		sameAsUncached(t, ch, c, "manual cache, empty")
		sameAsUncached(t, ch, c, "manual cache, empty, again")
	}
	if s := c.Stats(); s.Inserts != 0 || s.Hits != 0 {
		t.Fatalf("a manual cache stored points: %+v", s)
	}
	// Add gives each point ecpairing's error for (infinity, point) and
	// stores the valid finite ones, each once.
	zeroG1 := make([]byte, 64)
	valid := map[string]bool{}
	for _, kind := range append([][][]byte{p.pairChunks}, p.badChunks[:]...) {
		for _, ch := range kind {
			g2 := clone(ch[64:])
			_, want := PairingCheck(append(clone(zeroG1), g2...))
			if err := c.Add(g2); err != want {
				t.Errorf("Add(%x): %v, ecpairing says %v", g2, err, want)
			}
			if want == nil && !bytes.Equal(g2, make([]byte, 128)) {
				valid[string(g2)] = true
			}
		}
	}
	s := c.Stats()
	if s.Inserts != uint64(len(valid)) && s.Evictions == 0 {
		t.Errorf("%d valid finite points, %d inserts: %+v", len(valid), s.Inserts, s)
	}
	// Every pair now through the cache: the same answers, and hits.
	for _, ch := range p.pairChunks {
		sameAsUncached(t, ch, c, "manual cache, filled")
	}
	if c.Stats().Hits == 0 {
		t.Errorf("no hit after Add: %+v", c.Stats())
	}
}

func TestPairingContracts(t *testing.T) {
	ins := pairingVectors(t)
	plain := PairingContract(Istanbul, nil)
	own, err := NewG2Cache(4, false)
	if err != nil {
		t.Fatal(err)
	}
	withOwn := PairingContract(Byzantium, own)
	if plain.Name() != "BN254_PAIRING" || withOwn.Name() != "BN254_PAIRING" {
		t.Error("names")
	}
	before := SharedG2Cache().Stats()
	for round := 0; round < 3; round++ {
		for _, in := range ins {
			want, wantErr := PairingCheck(in)
			for _, p := range []PrecompiledContract{plain, withOwn, Bn256PairingIstanbul, Bn256PairingByzantium} {
				got, err := p.Run(in)
				if err != wantErr || !bytes.Equal(got, want) {
					t.Errorf("%d bytes: (%x, %v), want (%x, %v)", len(in), got, err, want, wantErr)
				}
			}
			if plain.RequiredGas(in) != PairingGas(Istanbul, len(in)) ||
				withOwn.RequiredGas(in) != PairingGas(Byzantium, len(in)) {
				t.Error("gas")
			}
		}
	}
	after := SharedG2Cache().Stats()
	t.Logf("shared cache: %+v", after)
	if after.Capacity != SharedG2CacheEntries || after.Hits == before.Hits {
		t.Errorf("the contract values do not use the shared cache: %+v -> %+v", before, after)
	}
	if own.Stats().Hits == 0 {
		t.Errorf("PairingContract(rev, cache) does not use its cache: %+v", own.Stats())
	}
}
