// SPDX-License-Identifier: MIT

package main

// The circuits whose verifiers are the workloads: a small one, a medium one
// (a hash preimage) and one with several public inputs and a commitment
// (gnark's commitment-based range check: a Pedersen commitment in Groth16,
// whose Solidity verifier then makes a second, 2-pair pairing call for its
// proof of knowledge; a BSB22 commitment in PLONK). The verifier's cost does
// not grow with the circuit (Groth16: one 4-pair pairing and one ecmul +
// ecadd per public input; PLONK: a fixed number of ecmul/ecadd and one 2-pair
// pairing); the sizes differ so that the keys and domains do.

import (
	"fmt"
	"math/big"
	"math/rand/v2"

	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	nativemimc "github.com/consensys/gnark-crypto/ecc/bn254/fr/mimc"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/hash/mimc"
	"github.com/consensys/gnark/std/rangecheck"
)

// circuitSpec is one circuit: a blank instance to compile and a maker of
// satisfying assignments (the k-th witness from a seeded stream).
type circuitSpec struct {
	name        string
	description string
	blank       func() frontend.Circuit
	assignment  func(r *rand.Rand) frontend.Circuit
}

// cubic: x^3 + x + 5 == y, y public (gnark's classic example circuit).
type cubicCircuit struct {
	X frontend.Variable
	Y frontend.Variable `gnark:",public"`
}

func (c *cubicCircuit) Define(api frontend.API) error {
	x3 := api.Mul(c.X, c.X, c.X)
	api.AssertIsEqual(c.Y, api.Add(x3, c.X, 5))
	return nil
}

// mimc: the MiMC digest (gnark-crypto's Miyaguchi-Preneel MiMC over the BN254
// scalar field) of a 64-element private preimage equals the public Digest.
const mimcLen = 64

type mimcCircuit struct {
	Preimage [mimcLen]frontend.Variable
	Digest   frontend.Variable `gnark:",public"`
}

func (c *mimcCircuit) Define(api frontend.API) error {
	h, err := mimc.NewMiMC(api)
	if err != nil {
		return err
	}
	h.Write(c.Preimage[:]...)
	api.AssertIsEqual(h.Sum(), c.Digest)
	return nil
}

// inputs: 8 public inputs X[i], each the square of a private Y[i] that is
// range-checked to 64 bits (std/rangecheck: with a committing builder it
// uses a commitment-based lookup argument, so the proof carries one
// commitment).
const inputsLen = 8

type inputsCircuit struct {
	X [inputsLen]frontend.Variable `gnark:",public"`
	Y [inputsLen]frontend.Variable
}

func (c *inputsCircuit) Define(api frontend.API) error {
	rc := rangecheck.New(api)
	for i := range c.X {
		api.AssertIsEqual(api.Mul(c.Y[i], c.Y[i]), c.X[i])
		rc.Check(c.Y[i], 64)
	}
	return nil
}

func randFr(r *rand.Rand) *big.Int {
	var e fr.Element
	var b [fr.Bytes]byte
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	e.SetBytes(b[:]) // reduced mod r
	return e.BigInt(new(big.Int))
}

var circuits = []circuitSpec{
	{
		name:        "cubic",
		description: "x^3 + x + 5 == y; 1 public input (y)",
		blank:       func() frontend.Circuit { return &cubicCircuit{} },
		assignment: func(r *rand.Rand) frontend.Circuit {
			x := randFr(r)
			var xe, y fr.Element
			xe.SetBigInt(x)
			y.Square(&xe).Mul(&y, &xe).Add(&y, &xe)
			y.Add(&y, new(fr.Element).SetUint64(5))
			return &cubicCircuit{X: x, Y: y.BigInt(new(big.Int))}
		},
	},
	{
		name:        "mimc",
		description: fmt.Sprintf("MiMC(preimage) == digest, %d private field elements; 1 public input (digest)", mimcLen),
		blank:       func() frontend.Circuit { return &mimcCircuit{} },
		assignment: func(r *rand.Rand) frontend.Circuit {
			var c mimcCircuit
			h := nativemimc.NewMiMC()
			for i := range c.Preimage {
				v := randFr(r)
				c.Preimage[i] = v
				var e fr.Element
				e.SetBigInt(v)
				b := e.Bytes()
				if _, err := h.Write(b[:]); err != nil {
					panic(err)
				}
			}
			c.Digest = new(big.Int).SetBytes(h.Sum(nil))
			return &c
		},
	},
	{
		name: "inputs",
		description: fmt.Sprintf("x[i] == y[i]^2 with y[i] < 2^64 (commitment-based range check); %d public inputs",
			inputsLen),
		blank: func() frontend.Circuit { return &inputsCircuit{} },
		assignment: func(r *rand.Rand) frontend.Circuit {
			var c inputsCircuit
			for i := range c.X {
				y := new(big.Int).SetUint64(r.Uint64())
				c.Y[i] = y
				c.X[i] = new(big.Int).Mul(y, y)
			}
			return &c
		},
	},
}
