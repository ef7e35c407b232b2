// SPDX-License-Identifier: MIT

package bn254_test

// Runnable examples (go test runs them and checks their output); README's
// Go example is the first one.

import (
	"errors"
	"fmt"

	bn254 "github.com/bn254/bn254/bindings/go"
)

func Example() {
	// ecmul input: x || y || s, 32-byte big-endian words: here 2 * (1, 2)
	in := make([]byte, 96)
	in[31], in[63], in[95] = 1, 2, 2
	out, err := bn254.ScalarMul(in)
	if err != nil {
		panic(err) // an EVM failure: all gas consumed, no output
	}
	fmt.Printf("2G.x = %x...\n", out[:4])
	fmt.Println("gas", bn254.ScalarMulGas(bn254.Istanbul))

	_, err = bn254.PairingCheck(make([]byte, 191))
	fmt.Println(err, errors.Is(err, bn254.ErrInputLength))
	// Output:
	// 2G.x = 030644e7...
	// gas 6000
	// bn254: input-length true
}

// The contracts have go-ethereum's method set; a client swaps them into its
// precompile table, e.g. for go-ethereum (address 0x08, Istanbul and later):
//
//	vm.PrecompiledContractsCancun[common.BytesToAddress([]byte{8})] = bn254.Bn256PairingIstanbul
func Example_precompiledContract() {
	p := bn254.Bn256PairingIstanbul
	input := []byte{} // no pairs: the empty product is 1
	gas := p.RequiredGas(input)
	out, err := p.Run(input)
	fmt.Println(p.Name(), gas, out[31], err)
	// Output: BN254_PAIRING 45000 1 <nil>
}
