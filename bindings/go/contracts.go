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
type pairingContract struct{ rev Revision }

func (c addContract) RequiredGas([]byte) uint64        { return AddGas(c.rev) }
func (c addContract) Run(input []byte) ([]byte, error) { return Add(input) }
func (c addContract) Name() string                     { return "BN254_ADD" }

func (c mulContract) RequiredGas([]byte) uint64        { return ScalarMulGas(c.rev) }
func (c mulContract) Run(input []byte) ([]byte, error) { return ScalarMul(input) }
func (c mulContract) Name() string                     { return "BN254_MUL" }

func (c pairingContract) RequiredGas(input []byte) uint64  { return PairingGas(c.rev, len(input)) }
func (c pairingContract) Run(input []byte) ([]byte, error) { return PairingCheck(input) }
func (c pairingContract) Name() string                     { return "BN254_PAIRING" }

// The six precompiles as go-ethereum's maps hold them: 0x06, 0x07 and 0x08
// with Byzantium prices (PrecompiledContractsByzantium) and with Istanbul
// prices (Istanbul and every later fork). Names are go-ethereum's.
var (
	Bn256AddByzantium       PrecompiledContract = addContract{Byzantium}
	Bn256AddIstanbul        PrecompiledContract = addContract{Istanbul}
	Bn256ScalarMulByzantium PrecompiledContract = mulContract{Byzantium}
	Bn256ScalarMulIstanbul  PrecompiledContract = mulContract{Istanbul}
	Bn256PairingByzantium   PrecompiledContract = pairingContract{Byzantium}
	Bn256PairingIstanbul    PrecompiledContract = pairingContract{Istanbul}
)
