// SPDX-License-Identifier: MIT

// Package gethtest is the go-ethereum consumer test of the bn254 Go binding
// (github.com/bn254/bn254/bindings/go), a module of its own so that the
// binding does not depend on go-ethereum. Its tests, all in _test.go files:
//
//   - go-ethereum's own precompile test files (core/vm/testdata/precompiles
//     of the go-ethereum module in the module cache, at the version go.mod
//     pins) through the binding's PrecompiledContract values: output, gas,
//     error;
//   - real EVM execution: bytecode that STATICCALLs 0x06, 0x07 and 0x08 in
//     one EVM whose precompiles are the binding's (EVM.SetPrecompiles) and
//     in one with go-ethereum's built-in ones (gnark-crypto), on every vector
//     and on random valid and invalid inputs made with go-ethereum's own
//     crypto/bn256/cloudflare and gnark-crypto: return data, success and gas
//     must agree;
//   - real proof verifiers: gnark's Groth16 and PLONK Solidity verifiers of
//     vectors/verifiers deployed in both EVMs and called with every valid
//     and mutated proof of the files: status, return data and gas must
//     agree (verifiers_test.go);
//   - fuzz targets against the built-in precompiles (go test -fuzz);
//   - benchmarks of both side by side in go-ethereum's format (mgas/s), of
//     the precompiles and of the whole verifier calls;
//     cmd/benchtable turns their output into a table (bench.sh).
//
// The binding comes from this checkout through go.mod's replace.
package gethtest
