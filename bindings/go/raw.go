// SPDX-License-Identifier: MIT

package bn254

// Direct calls of the C API for this package's tests and benchmarks (cgo
// cannot be used in _test.go files): the differential test compares the Go
// functions with rawCall, and the benchmarks time cRepeat, a loop in C, as
// the C figure beside the binding's. Unexported; nothing else uses them.

// #include <string.h>
// #include "bn254.h"
//
// /* One call into a 64-byte buffer pre-filled with 0xa5, so a test sees any
//    byte the call did not write. */
// static bn254_status bn254_go_raw(int op, uint8_t out[64], const uint8_t *in, size_t len) {
//     memset(out, 0xa5, 64);
//     switch (op) {
//     case 0: return bn254_ecadd(out, in, len);
//     case 1: return bn254_ecmul(out, in, len);
//     default: return bn254_ecpairing(out, in, len);
//     }
// }
//
// /* n calls; returns how many failed (a benchmark must time successes only). */
// static long bn254_go_repeat(int op, const uint8_t *in, size_t len, long n) {
//     uint8_t out[64];
//     long failed = 0;
//     for (long i = 0; i < n; i++) {
//         if (bn254_go_raw(op, out, in, len) != BN254_OK) failed++;
//     }
//     return failed;
// }
import "C"

import "unsafe"

const (
	opAdd = iota
	opMul
	opPairing
)

// rawCall runs one precompile through the C API and returns the status and
// all 64 bytes of the output buffer (the part past the output size keeps
// its 0xa5 fill).
func rawCall(op int, input []byte) (status int, out [64]byte) {
	st := C.bn254_go_raw(C.int(op), (*C.uint8_t)(unsafe.Pointer(&out[0])), inPtr(input),
		C.size_t(len(input)))
	return int(st), out
}

// rawPairingGas is bn254_ecpairing_gas, for lengths no slice can have.
func rawPairingGas(rev Revision, inputLen uint64) uint64 {
	return uint64(C.bn254_ecpairing_gas(C.bn254_revision(rev), C.size_t(inputLen)))
}

// rawVersion is the C header's BN254_VERSION_MAJOR.MINOR.PATCH.
func rawVersion() (major, minor, patch int) {
	return int(C.BN254_VERSION_MAJOR), int(C.BN254_VERSION_MINOR), int(C.BN254_VERSION_PATCH)
}

// rawStatusString is bn254_status_str.
func rawStatusString(status int) string {
	return C.GoString(C.bn254_status_str(C.bn254_status(status)))
}

// cRepeat makes n calls in C and returns the number that failed.
func cRepeat(op int, input []byte, n int) int {
	return int(C.bn254_go_repeat(C.int(op), inPtr(input), C.size_t(len(input)), C.long(n)))
}
