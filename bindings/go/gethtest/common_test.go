// SPDX-License-Identifier: MIT

package gethtest

// Test support: the vector files (go-ethereum's, read from the go-ethereum
// module in the module cache; ours from vectors/ of this checkout), the
// three precompiles as go-ethereum's built-ins and as the binding's values,
// and a seeded random source.

import (
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	bn254 "github.com/bn254/bn254/bindings/go"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/vm"
)

// vector is go-ethereum's precompile test format (core/vm/contracts_test.go's
// precompiledTest) plus ExpectedError, which only our files have (a token of
// bn254_status_str, vectors/README.md).
type vector struct {
	Input         string
	Expected      string
	ExpectedError string
	Name          string
	Gas           uint64
	NoBenchmark   bool
}

// Compile-time check: the binding's values are go-ethereum's interface.
var _ vm.PrecompiledContract = bn254.Bn256PairingIstanbul

// op is one precompile: go-ethereum's built-in contracts for it (Istanbul
// prices, in force since, and Byzantium prices) and the binding's.
type op struct {
	name     string // go-ethereum's benchmark stem
	addr     byte
	gethFile string
	oursFile string
	geth     vm.PrecompiledContract
	gethByz  vm.PrecompiledContract
	ours     vm.PrecompiledContract
	oursByz  vm.PrecompiledContract
}

func address(b byte) common.Address { return common.BytesToAddress([]byte{b}) }

var ops = []op{
	{"Bn256Add", 6, "bn256Add.json", "ecadd.json",
		vm.PrecompiledContractsIstanbul[address(6)], vm.PrecompiledContractsByzantium[address(6)],
		bn254.Bn256AddIstanbul, bn254.Bn256AddByzantium},
	{"Bn256ScalarMul", 7, "bn256ScalarMul.json", "ecmul.json",
		vm.PrecompiledContractsIstanbul[address(7)], vm.PrecompiledContractsByzantium[address(7)],
		bn254.Bn256ScalarMulIstanbul, bn254.Bn256ScalarMulByzantium},
	{"Bn256Pairing", 8, "bn256Pairing.json", "ecpairing.json",
		vm.PrecompiledContractsIstanbul[address(8)], vm.PrecompiledContractsByzantium[address(8)],
		bn254.Bn256PairingIstanbul, bn254.Bn256PairingByzantium},
}

var (
	gethDirOnce sync.Once
	gethDirPath string
	gethDirErr  error
)

// gethTestdata is core/vm/testdata/precompiles of the go-ethereum module this
// build uses, as `go list -m` reports its directory in the module cache
// (GOMODCACHE): the files go-ethereum's own tests read, at the pinned
// version, never copied into this repository.
func gethTestdata(tb testing.TB) string {
	tb.Helper()
	gethDirOnce.Do(func() {
		out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}",
			"github.com/ethereum/go-ethereum").Output()
		if err != nil {
			gethDirErr = err
			if ee, ok := err.(*exec.ExitError); ok {
				gethDirErr = &exec.Error{Name: "go list -m: " + string(ee.Stderr), Err: err}
			}
			return
		}
		gethDirPath = filepath.Join(strings.TrimSpace(string(out)), "core", "vm", "testdata", "precompiles")
	})
	if gethDirErr != nil {
		tb.Fatalf("locating the go-ethereum module: %v", gethDirErr)
	}
	return gethDirPath
}

func loadVectors(tb testing.TB, path string) []vector {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	var v []vector
	if err := json.Unmarshal(data, &v); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	if len(v) == 0 {
		tb.Fatalf("%s: no vectors", path)
	}
	return v
}

func gethVectors(tb testing.TB, o op) []vector {
	return loadVectors(tb, filepath.Join(gethTestdata(tb), o.gethFile))
}

// oursVectors: vectors/*.json of this checkout (expected values from
// @noble/curves, vectors/README.md), with invalid inputs and their errors.
func oursVectors(tb testing.TB, o op) []vector {
	return loadVectors(tb, filepath.Join("..", "..", "..", "vectors", o.oursFile))
}

// verifiersDir: vectors/verifiers of this checkout (gnark's verifiers and
// their calls, made by tools/verifiers).
func verifiersDir() string { return filepath.Join("..", "..", "..", "vectors", "verifiers") }

func unhex(tb testing.TB, s string) []byte {
	tb.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// newRand is a PCG stream for one test, seeded with seed, or with
// BN254_TEST_SEED when set (the seed is logged so a failure can be replayed).
func newRand(tb testing.TB, seed uint64) *rand.Rand {
	if s, err := strconv.ParseUint(os.Getenv("BN254_TEST_SEED"), 10, 64); err == nil {
		seed = s
	}
	tb.Logf("BN254_TEST_SEED=%d", seed)
	return rand.New(rand.NewPCG(seed, 0x6e323534))
}

// scaled is n times BN254_TEST_SCALE (an integer >= 1, default 1).
func scaled(n int) int {
	if s, err := strconv.Atoi(os.Getenv("BN254_TEST_SCALE")); err == nil && s > 1 {
		return n * s
	}
	return n
}
