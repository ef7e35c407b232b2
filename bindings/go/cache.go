// SPDX-License-Identifier: MIT

//go:build cgo

package bn254

// #include <stdlib.h>
// #include "bn254.h"
import "C"

import (
	"errors"
	"runtime"
	"sync"
	"unsafe"
)

// G2Cache holds prepared G2 points for PairingCheckCached (the C library's
// bn254_g2_cache): each entry is a G2 point that passed every check, keyed
// by its 128 input bytes, with its Miller-loop lines, so that a pair whose
// G2 point is found skips decoding, the subgroup check and the G2 half of
// the Miller loop. A verifier's verifying key (Groth16's beta, gamma, delta;
// KZG's [1]2 and [x]2) comes back on every call and hits.
//
// The outputs and errors of PairingCheckCached are those of PairingCheck
// for every input, whatever the cache holds. A point enters on its second
// miss (a proof's own G2 point, new on every call, never displaces a key's),
// or, for a cache made with manual set, only through Add. A cache may be
// used by any number of goroutines at once, without a lock (see
// G2CacheThreadSafe). Its memory (G2CacheBytes(entries)) is allocated in C
// and freed when the G2Cache is garbage collected.
type G2Cache struct {
	mem     unsafe.Pointer
	c       *C.bn254_g2_cache
	entries int
}

// G2CacheStats are a cache's counters since it was made (each exact once
// the calls that count it have returned).
type G2CacheStats struct {
	Capacity  uint64 // entries
	Hits      uint64 // pairs whose G2 point was found
	Misses    uint64 // pairs looked up and not found
	Inserts   uint64 // points prepared into the cache
	Evictions uint64 // inserts that replaced another point
}

// G2CacheBytes is the memory of a cache of n entries (about 16.8 KiB each).
func G2CacheBytes(n int) int { return int(C.BN254_G2_CACHE_ENTRY_BYTES)*n + 128 }

// G2CacheThreadSafe reports whether a cache may be shared by goroutines in
// this build: true on every target with lock-free atomics (every target Go
// runs on with cgo).
func G2CacheThreadSafe() bool { return C.bn254_g2_cache_thread_safe() == 1 }

// NewG2Cache makes an empty cache of entries entries (at least 1). With
// manual set, calls only read it and points enter through Add alone (for a
// caller that knows its verifying keys: no input can evict them).
func NewG2Cache(entries int, manual bool) (*G2Cache, error) {
	if entries < 1 || entries > 1<<24 {
		return nil, errors.New("bn254: a G2 cache holds 1 to 2^24 entries")
	}
	n := C.size_t(G2CacheBytes(entries))
	mem := C.malloc(n)
	if mem == nil {
		return nil, errors.New("bn254: out of memory for the G2 cache")
	}
	flags := C.unsigned(0)
	if manual {
		flags = C.BN254_G2_CACHE_MANUAL
	}
	g := &G2Cache{mem: mem, c: C.bn254_g2_cache_init(mem, n, flags), entries: entries}
	runtime.SetFinalizer(g, func(g *G2Cache) { C.free(g.mem) })
	return g, nil
}

// Add prepares the G2 point g2 (128 bytes: x_im, x_re, y_im, y_re, as in a
// pair) into the cache now. It returns the error ecpairing would give the
// point (ErrNotInField, ErrNotOnCurve, ErrNotInSubgroup) and stores only a
// valid point; infinity (128 zero bytes) is valid and never stored.
func (g *G2Cache) Add(g2 []byte) error {
	if len(g2) != 128 {
		return errors.New("bn254: a G2 point is 128 bytes")
	}
	st := C.bn254_g2_cache_add(g.c, inPtr(g2))
	runtime.KeepAlive(g)
	return statusError(st)
}

// Stats returns the cache's counters.
func (g *G2Cache) Stats() G2CacheStats {
	var s C.bn254_g2_cache_stats
	C.bn254_g2_cache_get_stats(g.c, &s)
	runtime.KeepAlive(g)
	return G2CacheStats{uint64(s.capacity), uint64(s.hits), uint64(s.misses),
		uint64(s.inserts), uint64(s.evictions)}
}

// PairingCheckCached is PairingCheck with a cache of prepared G2 points
// (nil: none): the same output and error for every input.
func PairingCheckCached(input []byte, g *G2Cache) ([]byte, error) {
	var c *C.bn254_g2_cache
	if g != nil {
		c = g.c
	}
	out := make([]byte, 32)
	st := C.bn254_ecpairing_cached(outPtr(out), inPtr(input), C.size_t(len(input)), c)
	runtime.KeepAlive(g)
	if st != C.BN254_OK {
		return nil, statusError(st)
	}
	return out, nil
}

// SharedG2CacheEntries is the size of the process-wide cache: 64 entries,
// 1.1 MB, the keys of some twenty verifiers (a Groth16 key has 3 G2
// points, a KZG key 2).
const SharedG2CacheEntries = 64

var (
	sharedOnce  sync.Once
	sharedCache *G2Cache
)

// SharedG2Cache is the process-wide cache the pairing contract values
// (Bn256PairingIstanbul, Bn256PairingByzantium) use, made on first use with
// SharedG2CacheEntries entries and admission on the second miss; nil where
// a cache cannot be shared (G2CacheThreadSafe false), and then the
// contracts use none. Every EVM of the process may share it.
func SharedG2Cache() *G2Cache {
	sharedOnce.Do(func() {
		if G2CacheThreadSafe() {
			sharedCache, _ = NewG2Cache(SharedG2CacheEntries, false)
		}
	})
	return sharedCache
}
