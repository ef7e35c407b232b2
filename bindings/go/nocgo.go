// SPDX-License-Identifier: MIT

//go:build !cgo

package bn254

// This package is the bn254 C library compiled by cgo; there is no pure-Go
// fallback, so a build without cgo must stop here rather than produce a
// package without functions. The compiler reports the undefined name below:
// build with CGO_ENABLED=1 and a C compiler (gcc or clang) on PATH.
var _ = bn254_needs_cgo__build_with_CGO_ENABLED_1_and_a_C_compiler
