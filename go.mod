// SPDX-License-Identifier: MIT
//
// The Go module of this repository: its root, so that a download from the
// module proxy (which holds only the files of the module's own tree) has the
// C sources the cgo package bindings/go compiles (src/, include/). The one
// package is github.com/bn254/bn254/bindings/go; folders with a go.mod of
// their own (bindings/go/gethtest, the peer harnesses in bench/peers) are other modules and
// not part of this one. Releases are tags of the repository: v0.2.0.
module github.com/bn254/bn254

go 1.19
