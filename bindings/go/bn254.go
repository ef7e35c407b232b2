// SPDX-License-Identifier: MIT

// Package bn254 is a cgo binding of the bn254 C library: Ethereum's BN254
// (alt_bn128) precompiles ecadd (0x06, EIP-196), ecmul (0x07, EIP-196) and
// ecpairing (0x08, EIP-197) on bytes, with Byzantium (EIP-196/197) and
// Istanbul (EIP-1108) gas, and values shaped like go-ethereum's
// PrecompiledContract (Bn256AddIstanbul, ...).
//
// The C library is compiled from this repository's sources by cgo, the way
// go-ethereum builds libsecp256k1: bn254_lib.c includes src/bn254.c, and
// kernels.S the one assembly entry src/arch/kernels.S (which is why the
// module's root is the repository's: see README.md); the backend is the
// library's own choice (src/target.h). No installed
// library is needed, but cgo is: with CGO_ENABLED=0 the package does not
// compile (nocgo.go says why).
//
// Inputs follow the EVM rules: Add and ScalarMul read their input as if
// zero-padded or truncated to 128 and 96 bytes; PairingCheck needs a
// multiple of 192 bytes. Every failure is one of the four Err* values; any
// failure is an EVM failure of the call (all gas consumed, no output).
// Functions are safe for concurrent use; the input is never modified, and
// is passed to C without a copy (the library reads each byte once, so an
// input changed during a call still gets the answer of one of its states).
// Variable time: precompile inputs are public; do not use on secrets.
package bn254

// #cgo CFLAGS: -I${SRCDIR}/../../include -std=c99 -O3
// #include "bn254.h"
import "C"

import (
	"errors"
	"math"
	"unsafe"
)

// The errors of the precompiles, one per C status (bn254_status_str tokens).
var (
	// ErrInputLength: ecpairing input length not a multiple of 192 (EIP-197).
	ErrInputLength = errors.New("bn254: input-length")
	// ErrNotInField: a 32-byte coordinate word is >= p (EIP-196/197).
	ErrNotInField = errors.New("bn254: not-in-field")
	// ErrNotOnCurve: a point is neither on its curve (G1, or the G2 twist)
	// nor the all-zero encoding of infinity.
	ErrNotOnCurve = errors.New("bn254: not-on-curve")
	// ErrNotInSubgroup: a G2 point is on the twist but not of order r.
	ErrNotInSubgroup = errors.New("bn254: not-in-subgroup")
)

// statusError maps a bn254_status. The C API returns only its five
// enumerated values; another one would still fail the call (the EVM
// outcome of every error is the same) rather than panic a node.
func statusError(st C.bn254_status) error {
	switch st {
	case C.BN254_OK:
		return nil
	case C.BN254_ERR_INPUT_LENGTH:
		return ErrInputLength
	case C.BN254_ERR_NOT_IN_FIELD:
		return ErrNotInField
	case C.BN254_ERR_NOT_IN_SUBGROUP:
		return ErrNotInSubgroup
	default:
		return ErrNotOnCurve
	}
}

// inPtr is the C view of an input slice: NULL for an empty one (allowed by
// bn254.h with length 0). The C functions only read it, within the call.
func inPtr(b []byte) *C.uint8_t {
	if len(b) == 0 {
		return nil
	}
	return (*C.uint8_t)(unsafe.Pointer(&b[0]))
}

func outPtr(b []byte) *C.uint8_t {
	return (*C.uint8_t)(unsafe.Pointer(&b[0]))
}

// Add is ecadd (0x06, EIP-196): the sum of two G1 points, 64 bytes x || y
// (infinity is 64 zero bytes).
func Add(input []byte) ([]byte, error) {
	out := make([]byte, 64)
	st := C.bn254_ecadd(outPtr(out), inPtr(input), C.size_t(len(input)))
	if st != C.BN254_OK {
		return nil, statusError(st)
	}
	return out, nil
}

// ScalarMul is ecmul (0x07, EIP-196): a G1 point times a 256-bit scalar
// (any value), 64 bytes x || y.
func ScalarMul(input []byte) ([]byte, error) {
	out := make([]byte, 64)
	st := C.bn254_ecmul(outPtr(out), inPtr(input), C.size_t(len(input)))
	if st != C.BN254_OK {
		return nil, statusError(st)
	}
	return out, nil
}

// PairingCheck is ecpairing (0x08, EIP-197): the 32-byte big-endian word 1
// if the product of the pairings of the input pairs is 1 (also for the empty
// input), else 0.
func PairingCheck(input []byte) ([]byte, error) {
	out := make([]byte, 32)
	st := C.bn254_ecpairing(outPtr(out), inPtr(input), C.size_t(len(input)))
	if st != C.BN254_OK {
		return nil, statusError(st)
	}
	return out, nil
}

// Revision is a gas schedule.
type Revision int

const (
	// Byzantium prices (EIP-196/197): ecadd 500, ecmul 40000, ecpairing
	// 100000 + 80000 per pair.
	Byzantium Revision = iota
	// Istanbul prices (EIP-1108), in force since: ecadd 150, ecmul 6000,
	// ecpairing 45000 + 34000 per pair.
	Istanbul
)

// The prices, read from the C library once: RequiredGas runs on every call
// of a precompile and should not cross into C.
var addGas, mulGas, pairBase, pairPer [2]uint64

func init() {
	for i, rev := range []C.bn254_revision{C.BN254_BYZANTIUM, C.BN254_ISTANBUL} {
		addGas[i] = uint64(C.bn254_ecadd_gas(rev))
		mulGas[i] = uint64(C.bn254_ecmul_gas(rev))
		pairBase[i] = uint64(C.bn254_ecpairing_gas(rev, 0))
		pairPer[i] = uint64(C.bn254_ecpairing_gas(rev, 192)) - pairBase[i]
	}
}

// AddGas is the gas of one ecadd call. rev must be Byzantium or Istanbul.
func AddGas(rev Revision) uint64 { return addGas[rev] }

// ScalarMulGas is the gas of one ecmul call.
func ScalarMulGas(rev Revision) uint64 { return mulGas[rev] }

// PairingGas is the gas of one ecpairing call on inputLen bytes: base +
// per-pair price * (inputLen / 192), rounded down also for a bad length
// (the call then fails, having paid), saturating at 2^64-1 like the C API.
func PairingGas(rev Revision, inputLen int) uint64 {
	k := uint64(inputLen) / 192
	if k > (math.MaxUint64-pairBase[rev])/pairPer[rev] {
		return math.MaxUint64
	}
	return pairBase[rev] + k*pairPer[rev]
}

// Backend names the field arithmetic in use: "x86_64", "x86_64-ifma" (with the
// AVX-512 IFMA lanes), "x86_64-noadx", "aarch64", "c64" or "c32" (for benchmark
// reports).
func Backend() string {
	return C.GoString(C.bn254_backend())
}
