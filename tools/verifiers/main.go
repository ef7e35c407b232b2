// SPDX-License-Identifier: MIT

// Command verifiers generates vectors/verifiers/: BN254 Groth16 and PLONK
// proofs made with gnark for the circuits of circuits.go, gnark's Solidity
// verifiers for their keys (ExportSolidity), those compiled with solc-js
// (compile.mjs), the verifiers' call data for every proof, and the mutated
// call data the EVM tests run (mutate.go), each with its outcome in
// go-ethereum's EVM with its built-in precompiles (evm.go). It also writes
// ecpairing.json: the verifiers' own ecpairing calls, captured in that EVM,
// as go-ethereum-format vectors whose Expected is go-ethereum's built-in
// output (1: gnark verified each proof first).
//
//	go run . [-out DIR] [-proofs N]   regenerate (new keys and proofs: the
//	                                  setups and provers draw from crypto/rand)
//	go run . -check [-out DIR]        check the committed files: every proof
//	                                  verifies with gnark against its key, solc
//	                                  gives the same bytecode, every case has
//	                                  the recorded outcome in go-ethereum's EVM
//
// gen.sh runs it with the pinned node packages installed.
package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"math/big"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/backend/groth16"
	groth16bn254 "github.com/consensys/gnark/backend/groth16/bn254"
	"github.com/consensys/gnark/backend/plonk"
	plonkbn254 "github.com/consensys/gnark/backend/plonk/bn254"
	"github.com/consensys/gnark/backend/solidity"
	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/frontend/cs/scs"
	"github.com/consensys/gnark/logger"
	"github.com/consensys/gnark/test/unsafekzg"
	"github.com/ethereum/go-ethereum/accounts/abi"
)

// verifierFile is vectors/verifiers/<name>.json (README.md there describes
// the fields).
type verifierFile struct {
	Name         string `json:"name"`
	Scheme       string `json:"scheme"`
	Circuit      string `json:"circuit"`
	Description  string `json:"description"`
	Constraints  int    `json:"constraints"`
	PublicInputs int    `json:"public_inputs"`
	Commitments  int    `json:"commitments"`
	Gnark        string `json:"gnark"`
	Solc         string `json:"solc"`
	Solidity     string `json:"solidity"`
	Contract     string `json:"contract"`
	Function     string `json:"function"`
	DeployCode   string `json:"deploy_code"`
	RuntimeCode  string `json:"runtime_code"`
	VerifyingKey string `json:"verifying_key"`
	// Calls of each precompile (address -> count) by one valid verifier
	// call, in go-ethereum's EVM.
	PrecompileCalls map[string]int `json:"precompile_calls"`
	// GasValid: the gas one valid call used there (the call frame, without
	// a transaction's intrinsic gas).
	GasValid uint64       `json:"gas_valid"`
	Proofs   []proofEntry `json:"proofs"`
	Elements []element    `json:"elements"`
	Cases    []evmCase    `json:"cases"`
}

type proofEntry struct {
	Proof         string   `json:"proof"`          // gnark's binary encoding (WriteTo)
	PublicWitness string   `json:"public_witness"` // gnark's binary witness encoding
	PublicInputs  []string `json:"public_inputs"`  // 32-byte words
	Calldata      string   `json:"calldata"`
}

// element is one value in the call data that the tests mutate.
type element struct {
	Name string `json:"name"`
	Kind string `json:"kind"` // g1 (64 bytes), g2 (128), fr (32), word (32: ABI offset or length)
	At   int    `json:"at"`   // byte offset in the call data
}

// evmCase: the call data of proof Proof with Edits written over it, then cut
// to Length bytes if Length >= 0; Status and Return: go-ethereum's EVM with
// its built-in precompiles.
type evmCase struct {
	Name   string `json:"name"`
	Proof  int    `json:"proof"`
	Edits  []edit `json:"edits,omitempty"`
	Length int    `json:"length"`
	Valid  bool   `json:"valid"`
	Status string `json:"status"` // success or revert
	Return string `json:"return"`
}

type edit struct {
	At    int    `json:"at"`
	Bytes string `json:"bytes"`
}

// benchVector is go-ethereum's precompile test format.
type benchVector struct {
	Input       string
	Expected    string
	Name        string
	Gas         uint64
	NoBenchmark bool
}

type built struct {
	file        verifierFile
	solidity    []byte
	solProofs   [][]byte   // MarshalSolidity of each proof
	publicWords [][][]byte // each proof's public inputs as 32-byte words
}

func main() {
	out := flag.String("out", "../../vectors/verifiers", "output folder")
	nproofs := flag.Int("proofs", 4, "proofs per verifying key")
	check := flag.Bool("check", false, "check the committed files instead of regenerating")
	flag.Parse()
	log.SetFlags(0)
	logger.Disable() // gnark's per-step debug lines
	if *check {
		if err := checkAll(*out); err != nil {
			log.Fatal(err)
		}
		return
	}
	if err := generate(*out, *nproofs); err != nil {
		log.Fatal(err)
	}
}

func moduleVersion(path string) string {
	info, ok := debug.ReadBuildInfo()
	if ok {
		for _, d := range info.Deps {
			if d.Path == path {
				return d.Version
			}
		}
	}
	return "unknown"
}

func generate(out string, nproofs int) error {
	if err := os.MkdirAll(filepath.Join(out, "sol"), 0o755); err != nil {
		return err
	}
	var all []*built
	for _, scheme := range []string{"groth16", "plonk"} {
		for ci, c := range circuits {
			b, err := prove(scheme, c, nproofs, uint64(100*ci+len(scheme)))
			if err != nil {
				return fmt.Errorf("%s-%s: %w", scheme, c.name, err)
			}
			path := filepath.Join(out, "sol", b.file.Name+".sol")
			if err := os.WriteFile(path, b.solidity, 0o644); err != nil {
				return err
			}
			all = append(all, b)
		}
	}
	compiled, err := solcCompile(out)
	if err != nil {
		return err
	}
	var vectors []benchVector
	for _, b := range all {
		c, ok := compiled.Contracts[b.file.Name]
		if !ok {
			return fmt.Errorf("%s: not in solc's output", b.file.Name)
		}
		b.file.Solc, b.file.Contract = compiled.Solc, c.Contract
		b.file.DeployCode, b.file.RuntimeCode = c.Deploy, c.Runtime
		v, err := finish(b, c.ABI)
		if err != nil {
			return fmt.Errorf("%s: %w", b.file.Name, err)
		}
		vectors = append(vectors, v...)
		data, err := json.MarshalIndent(&b.file, "", " ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, b.file.Name+".json"), append(data, '\n'), 0o644); err != nil {
			return err
		}
		log.Printf("%s: %d proofs, %d cases, %d gas per valid call, precompile calls %v",
			b.file.Name, len(b.file.Proofs), len(b.file.Cases), b.file.GasValid, b.file.PrecompileCalls)
	}
	data, err := json.MarshalIndent(vectors, "", "  ")
	if err != nil {
		return err
	}
	log.Printf("ecpairing.json: %d vectors", len(vectors))
	return os.WriteFile(filepath.Join(out, "ecpairing.json"), append(data, '\n'), 0o644)
}

// prove compiles the circuit, runs the setup, makes nproofs proofs of
// distinct witnesses (seeded stream), verifies each with gnark, and exports
// the Solidity verifier.
func prove(scheme string, c circuitSpec, nproofs int, seed uint64) (*built, error) {
	field := ecc.BN254.ScalarField()
	b := &built{file: verifierFile{
		Name: scheme + "-" + c.name, Scheme: scheme, Circuit: c.name, Description: c.description,
		Gnark: moduleVersion("github.com/consensys/gnark"),
	}}
	b.file.Solidity = "sol/" + b.file.Name + ".sol"
	var (
		ccs    constraint.ConstraintSystem
		err    error
		g16pk  groth16.ProvingKey
		g16vk  groth16.VerifyingKey
		plonkP plonk.ProvingKey
		plonkV plonk.VerifyingKey
	)
	if scheme == "groth16" {
		if ccs, err = frontend.Compile(field, r1cs.NewBuilder, c.blank()); err != nil {
			return nil, err
		}
		if g16pk, g16vk, err = groth16.Setup(ccs); err != nil {
			return nil, err
		}
	} else {
		if ccs, err = frontend.Compile(field, scs.NewBuilder, c.blank()); err != nil {
			return nil, err
		}
		srs, lagrange, err := unsafekzg.NewSRS(ccs)
		if err != nil {
			return nil, err
		}
		if plonkP, plonkV, err = plonk.Setup(ccs, srs, lagrange); err != nil {
			return nil, err
		}
	}
	b.file.Constraints = ccs.GetNbConstraints()
	var vkBuf, solBuf bytes.Buffer
	if scheme == "groth16" {
		_, err = g16vk.WriteTo(&vkBuf)
		if err == nil {
			err = g16vk.ExportSolidity(&solBuf)
		}
		b.file.Commitments = len(g16vk.(*groth16bn254.VerifyingKey).CommitmentKeys)
	} else {
		_, err = plonkV.WriteTo(&vkBuf)
		if err == nil {
			err = plonkV.ExportSolidity(&solBuf)
		}
		b.file.Commitments = len(plonkV.(*plonkbn254.VerifyingKey).CommitmentConstraintIndexes)
	}
	if err != nil {
		return nil, err
	}
	b.file.VerifyingKey = hex.EncodeToString(vkBuf.Bytes())
	b.solidity = solBuf.Bytes()

	r := rand.New(rand.NewPCG(seed, 0x76657269))
	seen := map[string]bool{}
	for len(b.file.Proofs) < nproofs {
		full, err := frontend.NewWitness(c.assignment(r), field)
		if err != nil {
			return nil, err
		}
		pub, err := full.Public()
		if err != nil {
			return nil, err
		}
		var proofBuf bytes.Buffer
		var sol []byte
		if scheme == "groth16" {
			bid := backend.GROTH16
			proof, err := groth16.Prove(ccs, g16pk, full, solidity.WithProverTargetSolidityVerifier(bid))
			if err != nil {
				return nil, err
			}
			if err := groth16.Verify(proof, g16vk, pub, solidity.WithVerifierTargetSolidityVerifier(bid)); err != nil {
				return nil, fmt.Errorf("gnark rejects its own proof: %w", err)
			}
			if _, err := proof.WriteTo(&proofBuf); err != nil {
				return nil, err
			}
			sol = proof.(*groth16bn254.Proof).MarshalSolidity()
		} else {
			bid := backend.PLONK
			proof, err := plonk.Prove(ccs, plonkP, full, solidity.WithProverTargetSolidityVerifier(bid))
			if err != nil {
				return nil, err
			}
			if err := plonk.Verify(proof, plonkV, pub, solidity.WithVerifierTargetSolidityVerifier(bid)); err != nil {
				return nil, fmt.Errorf("gnark rejects its own proof: %w", err)
			}
			if _, err := proof.WriteTo(&proofBuf); err != nil {
				return nil, err
			}
			sol = proof.(*plonkbn254.Proof).MarshalSolidity()
		}
		words, err := publicWords(pub)
		if err != nil {
			return nil, err
		}
		key := string(bytes.Join(words, nil))
		if seen[key] {
			continue // the same public inputs twice: draw another witness
		}
		seen[key] = true
		pubBin, err := pub.MarshalBinary()
		if err != nil {
			return nil, err
		}
		b.file.PublicInputs = len(words)
		b.file.Proofs = append(b.file.Proofs, proofEntry{
			Proof: hex.EncodeToString(proofBuf.Bytes()), PublicWitness: hex.EncodeToString(pubBin),
			PublicInputs: hexWords(words),
		})
		b.solProofs = append(b.solProofs, sol)
		b.publicWords = append(b.publicWords, words)
	}
	log.Printf("%s: %d constraints, %d public inputs, %d commitments, %d proofs verified by gnark",
		b.file.Name, b.file.Constraints, b.file.PublicInputs, b.file.Commitments, nproofs)
	return b, nil
}

func publicWords(pub witness.Witness) ([][]byte, error) {
	vec, ok := pub.Vector().(fr.Vector)
	if !ok {
		return nil, errors.New("public witness is not an fr.Vector")
	}
	words := make([][]byte, len(vec))
	for i := range vec {
		b := vec[i].Bytes()
		words[i] = b[:]
	}
	return words, nil
}

func hexWords(words [][]byte) []string {
	s := make([]string, len(words))
	for i, w := range words {
		s[i] = hex.EncodeToString(w)
	}
	return s
}

type solcOutput struct {
	Solc      string `json:"solc"`
	Contracts map[string]struct {
		Contract string          `json:"contract"`
		ABI      json.RawMessage `json:"abi"`
		Deploy   string          `json:"deploy"`
		Runtime  string          `json:"runtime"`
	} `json:"contracts"`
}

func solcCompile(out string) (*solcOutput, error) {
	cmd := exec.Command("node", "compile.mjs", out)
	cmd.Stderr = os.Stderr
	data, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("node compile.mjs (run gen.sh, which installs solc with npm ci): %w", err)
	}
	var o solcOutput
	if err := json.Unmarshal(data, &o); err != nil {
		return nil, err
	}
	return &o, nil
}

// finish: the call data of every proof (ABI-encoded with the contract's
// ABI, cross-checked against the layout of mutate.go), the valid calls in
// go-ethereum's EVM (each must succeed and accept; its ecpairing calls are
// captured), then the mutated cases and their outcomes.
func finish(b *built, abiJSON json.RawMessage) ([]benchVector, error) {
	parsed, err := abi.JSON(bytes.NewReader(abiJSON))
	if err != nil {
		return nil, err
	}
	fn := "verifyProof"
	if b.file.Scheme == "plonk" {
		fn = "Verify"
	}
	method, ok := parsed.Methods[fn]
	if !ok {
		return nil, fmt.Errorf("the ABI has no %s", fn)
	}
	b.file.Function = method.Sig
	for i := range b.file.Proofs {
		cd, elems, err := encodeCall(b.file.Scheme, method.ID, b.solProofs[i], b.publicWords[i], b.file.Commitments)
		if err != nil {
			return nil, err
		}
		args, err := abiArgs(method, b.solProofs[i], b.publicWords[i])
		if err != nil {
			return nil, err
		}
		packed, err := parsed.Pack(fn, args...)
		if err != nil {
			return nil, err
		}
		if !bytes.Equal(packed, cd) {
			return nil, errors.New("the call data layout differs from go-ethereum's ABI encoding")
		}
		b.file.Proofs[i].Calldata = hex.EncodeToString(cd)
		b.file.Elements = elems
	}

	rig, err := newRig(hexBytes(b.file.DeployCode), hexBytes(b.file.RuntimeCode))
	if err != nil {
		return nil, err
	}
	var vectors []benchVector
	for i, p := range b.file.Proofs {
		rig.resetCounts()
		status, ret, gas := rig.call(hexBytes(p.Calldata))
		if !accepts(b.file.Scheme, status, ret) {
			return nil, fmt.Errorf("proof %d: go-ethereum's EVM: %s %x, not accepted", i, status, ret)
		}
		b.file.PrecompileCalls, b.file.GasValid = rig.counts(), gas
		for k, pc := range rig.pairings {
			if !bytes.Equal(pc.out, word(1)) {
				return nil, fmt.Errorf("proof %d: ecpairing call %d returned %x", i, k, pc.out)
			}
			// The Groth16 check, the Pedersen commitment's proof of
			// knowledge (Groth16 with a commitment), PLONK's KZG check.
			what := "kzg-"
			if b.file.Scheme == "groth16" {
				what = map[bool]string{true: "", false: "pok-"}[len(pc.in) == 4*192]
			}
			vectors = append(vectors, benchVector{
				Input: hex.EncodeToString(pc.in), Expected: hex.EncodeToString(pc.out),
				Name:        fmt.Sprintf("%s-%s%dpairs-proof%d", b.file.Name, what, len(pc.in)/192, i),
				Gas:         45000 + 34000*uint64(len(pc.in)/192),
				NoBenchmark: i != 0,
			})
		}
	}

	cases := mutations(b)
	seen := map[string]bool{}
	for _, c := range cases {
		if seen[c.Name] {
			return nil, fmt.Errorf("case name %s twice", c.Name)
		}
		seen[c.Name] = true
	}
	b.file.Cases = nil
	for _, c := range cases {
		cd := applyCase(b, c)
		if !c.Valid && bytes.Equal(cd, hexBytes(b.file.Proofs[c.Proof].Calldata)) {
			continue // a mutation that changed nothing (e.g. zero over a zero)
		}
		status, ret, _ := rig.call(cd)
		c.Status, c.Return = status, hex.EncodeToString(ret)
		if c.Valid != accepts(b.file.Scheme, status, ret) {
			return nil, fmt.Errorf("case %s: go-ethereum's EVM: %s %x (valid %v)", c.Name, status, ret, c.Valid)
		}
		b.file.Cases = append(b.file.Cases, c)
	}
	return vectors, nil
}

// accepts: the verifier's answer "valid". Groth16's verifyProof returns
// nothing and reverts on an invalid proof; PLONK's Verify returns a bool
// (false when the final pairing fails) and reverts on malformed input.
func accepts(scheme, status string, ret []byte) bool {
	if status != "success" {
		return false
	}
	if scheme == "groth16" {
		return len(ret) == 0
	}
	return bytes.Equal(ret, word(1))
}

func word(v byte) []byte {
	w := make([]byte, 32)
	w[31] = v
	return w
}

func hexBytes(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

func abiArgs(m abi.Method, proof []byte, words [][]byte) ([]any, error) {
	if len(m.Inputs) != 2 {
		return nil, fmt.Errorf("%s: %d arguments", m.Sig, len(m.Inputs))
	}
	bigs := make([]any, len(words))
	for i, w := range words {
		bigs[i] = new(big.Int).SetBytes(w)
	}
	in := m.Inputs[1].Type
	switch in.T {
	case abi.ArrayTy: // uint256[N]
		arr := newArray(bigs)
		return []any{proof, arr}, nil
	case abi.SliceTy: // uint256[]
		return []any{proof, toSlice(bigs)}, nil
	}
	return nil, fmt.Errorf("%s: unexpected input type %s", m.Sig, in)
}

// applyCase: the call data of a case.
func applyCase(b *built, c evmCase) []byte {
	cd := hexBytes(b.file.Proofs[c.Proof].Calldata)
	for _, e := range c.Edits {
		copy(cd[e.At:], hexBytes(e.Bytes))
	}
	if c.Length >= 0 {
		cd = cd[:c.Length]
	}
	return cd
}

func checkAll(out string) error {
	names, err := filepath.Glob(filepath.Join(out, "*-*.json"))
	if err != nil {
		return err
	}
	sort.Strings(names)
	if len(names) == 0 {
		return fmt.Errorf("no verifier files in %s", out)
	}
	cases, proofs := 0, 0
	for _, path := range names {
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var f verifierFile
		if err := json.Unmarshal(data, &f); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if err := checkProofs(&f); err != nil {
			return fmt.Errorf("%s: %w", f.Name, err)
		}
		rig, err := newRig(hexBytes(f.DeployCode), hexBytes(f.RuntimeCode))
		if err != nil {
			return fmt.Errorf("%s: %w", f.Name, err)
		}
		b := &built{file: f}
		for _, c := range f.Cases {
			status, ret, _ := rig.call(applyCase(b, c))
			if status != c.Status || hex.EncodeToString(ret) != c.Return {
				return fmt.Errorf("%s: case %s: go-ethereum's EVM gives %s %x, the file %s %s",
					f.Name, c.Name, status, ret, c.Status, c.Return)
			}
			if c.Valid != accepts(f.Scheme, status, ret) {
				return fmt.Errorf("%s: case %s: valid %v but %s %x", f.Name, c.Name, c.Valid, status, ret)
			}
		}
		cases += len(f.Cases)
		proofs += len(f.Proofs)
	}
	log.Printf("check: %d verifiers, %d proofs verified by gnark %s, %d cases with their recorded outcome in go-ethereum's EVM",
		len(names), proofs, moduleVersion("github.com/consensys/gnark"), cases)
	cmd := exec.Command("node", "compile.mjs", "--check", out)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	return cmd.Run()
}

// checkProofs: every committed proof verifies with gnark against the
// committed key and public witness, and its public inputs are the
// witness's.
func checkProofs(f *verifierFile) error {
	bid := backend.GROTH16
	if f.Scheme == "plonk" {
		bid = backend.PLONK
	}
	var (
		g16vk  = groth16.NewVerifyingKey(ecc.BN254)
		plonkV = plonk.NewVerifyingKey(ecc.BN254)
		err    error
	)
	if bid == backend.GROTH16 {
		_, err = g16vk.ReadFrom(bytes.NewReader(hexBytes(f.VerifyingKey)))
	} else {
		_, err = plonkV.ReadFrom(bytes.NewReader(hexBytes(f.VerifyingKey)))
	}
	if err != nil {
		return err
	}
	for i, p := range f.Proofs {
		pub, err := witness.New(ecc.BN254.ScalarField())
		if err != nil {
			return err
		}
		if err := pub.UnmarshalBinary(hexBytes(p.PublicWitness)); err != nil {
			return err
		}
		words, err := publicWords(pub)
		if err != nil {
			return err
		}
		if strings.Join(hexWords(words), ",") != strings.Join(p.PublicInputs, ",") {
			return fmt.Errorf("proof %d: public inputs differ from the public witness", i)
		}
		if bid == backend.GROTH16 {
			proof := groth16.NewProof(ecc.BN254)
			if _, err := proof.ReadFrom(bytes.NewReader(hexBytes(p.Proof))); err != nil {
				return err
			}
			err = groth16.Verify(proof, g16vk, pub, solidity.WithVerifierTargetSolidityVerifier(bid))
		} else {
			proof := plonk.NewProof(ecc.BN254)
			if _, err := proof.ReadFrom(bytes.NewReader(hexBytes(p.Proof))); err != nil {
				return err
			}
			err = plonk.Verify(proof, plonkV, pub, solidity.WithVerifierTargetSolidityVerifier(bid))
		}
		if err != nil {
			return fmt.Errorf("proof %d: gnark: %w", i, err)
		}
	}
	return nil
}
