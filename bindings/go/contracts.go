// SPDX-License-Identifier: MIT

//go:build cgo

package bn254

// PrecompiledContract has the method set of go-ethereum's
// core/vm.PrecompiledContract: gas is priced from the input before Run, and
// a Run error makes the call fail with all gas consumed.
type PrecompiledContract interface {
	RequiredGas(input []byte) uint64
	Run(input []byte) ([]byte, error)
	Name() string
}

type addContract struct{ rev Revision }
type mulContract struct{ rev Revision }

// pairingContract: with shared, the process-wide cache (SharedG2Cache, made
// on the first call), else cache (nil: none).
type pairingContract struct {
	rev    Revision
	shared bool
	cache  *G2Cache
}

func (c addContract) RequiredGas([]byte) uint64        { return AddGas(c.rev) }
func (c addContract) Run(input []byte) ([]byte, error) { return Add(input) }
func (c addContract) Name() string                     { return "BN254_ADD" }

func (c mulContract) RequiredGas([]byte) uint64        { return ScalarMulGas(c.rev) }
func (c mulContract) Run(input []byte) ([]byte, error) { return ScalarMul(input) }
func (c mulContract) Name() string                     { return "BN254_MUL" }

func (c pairingContract) RequiredGas(input []byte) uint64 { return PairingGas(c.rev, len(input)) }
func (c pairingContract) Run(input []byte) ([]byte, error) {
	if c.shared {
		return PairingCheckCached(input, SharedG2Cache())
	}
	return PairingCheckCached(input, c.cache)
}
func (c pairingContract) Name() string { return "BN254_PAIRING" }

// PairingContract is the ecpairing contract at rev's prices with the cache
// given (nil: no cache), for a caller that manages its own (a manual cache
// of known verifying keys, or none).
func PairingContract(rev Revision, cache *G2Cache) PrecompiledContract {
	return pairingContract{rev: rev, cache: cache}
}

// The six precompiles as go-ethereum's maps hold them: 0x06, 0x07 and 0x08
// with Byzantium prices (PrecompiledContractsByzantium) and with Istanbul
// prices (Istanbul and every later fork). Names are go-ethereum's. The two
// pairing contracts share the process-wide cache of prepared G2 points
// (SharedG2Cache): byte-identical results and gas, 1.1 MB once, and a
// verifier's key points are then prepared once per process instead of on
// every call (a Groth16 verifier's 4-pair check with its 3 key points found:
// 1.82x faster in C at f1255eb, doc/performance.md). PairingContract(rev,
// nil) has none.
var (
	Bn256AddByzantium       PrecompiledContract = addContract{Byzantium}
	Bn256AddIstanbul        PrecompiledContract = addContract{Istanbul}
	Bn256ScalarMulByzantium PrecompiledContract = mulContract{Byzantium}
	Bn256ScalarMulIstanbul  PrecompiledContract = mulContract{Istanbul}
	Bn256PairingByzantium   PrecompiledContract = pairingContract{rev: Byzantium, shared: true}
	Bn256PairingIstanbul    PrecompiledContract = pairingContract{rev: Istanbul, shared: true}
)
