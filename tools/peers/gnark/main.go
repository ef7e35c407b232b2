// SPDX-License-Identifier: MIT

// Command gnark is the peer harness for Consensys/gnark-crypto: it runs the
// BN254 precompiles the way go-ethereum does on top of gnark-crypto (the
// decoding, validation and encoding of go-ethereum's crypto/bn256/gnark
// wrapper and the call sequence of core/vm/contracts.go, written here
// against gnark-crypto's public API), checks every answer against the
// vector files, then times each case with the method of harness.c: batches
// of n calls, n calibrated so that one batch takes at least -min-time
// seconds of process CPU time (which includes the garbage collector), the
// median of -batches batches in ns per call. Output: the same JSON as the C
// harnesses. Built by tools/peers/run.sh in GOPATH mode, offline, against a
// local checkout; it fetches nothing.
package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
)

// Error tokens of the EIP rules, as bn254_status_str() spells them.
const (
	errNotInField    = "not-in-field"
	errNotOnCurve    = "not-on-curve"
	errNotInSubgroup = "not-in-subgroup"
	errInputLength   = "input-length"
)

// ---- the precompiles, as go-ethereum runs them on gnark-crypto ----------

// padded returns size bytes of in from start, zero-padded on the right, as
// go-ethereum's getData does (a sub-slice when the input is long enough).
func padded(in []byte, start, size int) []byte {
	if start+size <= len(in) {
		return in[start : start+size]
	}
	out := make([]byte, size)
	if start < len(in) {
		copy(out, in[start:])
	}
	return out
}

func allZero(b []byte) bool {
	for _, v := range b {
		if v != 0 {
			return false
		}
	}
	return true
}

// setWord reads a 32-byte big-endian word, rejecting values >= p.
func setWord(e *fp.Element, b []byte) bool {
	return e.SetBytesCanonical(b) == nil
}

// decodeG1: EIP-196 point x || y; (0,0) is infinity (gnark's affine zero).
func decodeG1(b []byte) (*bn254.G1Affine, string) {
	p := new(bn254.G1Affine)
	if allZero(b[:64]) {
		return p, ""
	}
	if !setWord(&p.X, b[:32]) || !setWord(&p.Y, b[32:64]) {
		return nil, errNotInField
	}
	if !p.IsOnCurve() {
		return nil, errNotOnCurve
	}
	if !p.IsInSubGroup() { // as go-ethereum does, though G1 has cofactor 1
		return nil, errNotInSubgroup
	}
	return p, ""
}

// decodeG2: EIP-197 point x_im || x_re || y_im || y_re (A1 is the
// imaginary part in gnark's E2); all zero is infinity; order r required.
func decodeG2(b []byte) (*bn254.G2Affine, string) {
	q := new(bn254.G2Affine)
	if allZero(b[:128]) {
		return q, ""
	}
	if !setWord(&q.X.A1, b[:32]) || !setWord(&q.X.A0, b[32:64]) ||
		!setWord(&q.Y.A1, b[64:96]) || !setWord(&q.Y.A0, b[96:128]) {
		return nil, errNotInField
	}
	if !q.IsOnCurve() {
		return nil, errNotOnCurve
	}
	if !q.IsInSubGroup() {
		return nil, errNotInSubgroup
	}
	return q, ""
}

func encodeG1(p *bn254.G1Affine) []byte {
	out := make([]byte, 64)
	if p.X.IsZero() && p.Y.IsZero() {
		return out
	}
	x, y := p.X.Bytes(), p.Y.Bytes()
	copy(out[:32], x[:])
	copy(out[32:], y[:])
	return out
}

func ecadd(in []byte) ([]byte, string) {
	a, err := decodeG1(padded(in, 0, 64))
	if err != "" {
		return nil, err
	}
	b, err := decodeG1(padded(in, 64, 64))
	if err != "" {
		return nil, err
	}
	var r bn254.G1Affine
	r.Add(a, b)
	return encodeG1(&r), ""
}

func ecmul(in []byte) ([]byte, string) {
	p, err := decodeG1(padded(in, 0, 64))
	if err != "" {
		return nil, err
	}
	var r bn254.G1Affine
	r.ScalarMultiplication(p, new(big.Int).SetBytes(padded(in, 64, 32)))
	return encodeG1(&r), ""
}

var (
	true32  = append(make([]byte, 31), 1)
	false32 = make([]byte, 32)
)

func ecpairing(in []byte) ([]byte, string) {
	if len(in)%192 != 0 {
		return nil, errInputLength
	}
	var g1s []*bn254.G1Affine
	var g2s []*bn254.G2Affine
	for i := 0; i < len(in); i += 192 {
		p, err := decodeG1(in[i : i+64])
		if err != "" {
			return nil, err
		}
		q, err := decodeG2(in[i+64 : i+192])
		if err != "" {
			return nil, err
		}
		g1s = append(g1s, p)
		g2s = append(g2s, q)
	}
	// go-ethereum's wrapper: the empty product is 1 (gnark says false), and
	// gnark takes slices of values, so the points are copied.
	if len(g1s) == 0 {
		return true32, ""
	}
	ps := make([]bn254.G1Affine, 0, len(g1s))
	qs := make([]bn254.G2Affine, 0, len(g2s))
	for i := range g1s {
		ps = append(ps, *g1s[i])
		qs = append(qs, *g2s[i])
	}
	ok, e := bn254.PairingCheck(ps, qs)
	if e != nil || !ok {
		return false32, ""
	}
	return true32, ""
}

// ---- vectors and the check ------------------------------------------------

type vector struct {
	Input         string
	Expected      *string
	ExpectedError *string
	Name          string
	Gas           uint64
	NoBenchmark   bool
}

type operation struct {
	name, gethFile, oursFile string
	fn                       func([]byte) ([]byte, string)
}

var operations = []operation{
	{"ecadd", "bn256Add.json", "ecadd.json", ecadd},
	{"ecmul", "bn256ScalarMul.json", "ecmul.json", ecmul},
	{"ecpairing", "bn256Pairing.json", "ecpairing.json", ecpairing},
}

func loadVectors(path string) ([]vector, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var v []vector
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	for _, x := range v {
		if (x.Expected == nil) == (x.ExpectedError == nil) {
			return nil, fmt.Errorf("%s: %s: needs exactly one of Expected and ExpectedError",
				path, x.Name)
		}
	}
	return v, nil
}

func unhex(s string) []byte {
	b, err := hex.DecodeString(strings.TrimPrefix(s, "0x"))
	if err != nil {
		panic(err)
	}
	return b
}

// check runs one vector; false (with a message) if the answer differs.
func check(op operation, path string, v vector) bool {
	out, err := op.fn(unhex(v.Input))
	if v.Expected != nil {
		want := unhex(*v.Expected)
		if err == "" && bytes.Equal(out, want) {
			return true
		}
		fmt.Fprintf(os.Stderr, "gnark: WRONG ANSWER: %s %s (%s): %q\n  got      %x\n  expected %x\n",
			op.name, v.Name, path, err, out, want)
		return false
	}
	if err == *v.ExpectedError {
		return true
	}
	if err == "" {
		err = "ok"
	}
	fmt.Fprintf(os.Stderr, "gnark: WRONG STATUS: %s %s (%s): got %s, expected %s\n",
		op.name, v.Name, path, err, *v.ExpectedError)
	return false
}

// ---- timing -----------------------------------------------------------------

var sink uint64

func cpuNow() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) * 1e-9
}

type result struct {
	Name         string    `json:"name"`
	Kind         string    `json:"kind"`
	Gas          uint64    `json:"gas,omitempty"`
	Error        string    `json:"error,omitempty"`
	Iterations   uint64    `json:"iterations,omitempty"`
	MedianNs     float64   `json:"median_ns,omitempty"`
	MinNs        float64   `json:"min_ns,omitempty"`
	MaxNs        float64   `json:"max_ns,omitempty"`
	WallMedianNs float64   `json:"wall_median_ns,omitempty"`
	BatchNs      []float64 `json:"batch_ns,omitempty"`
}

func median(v []float64) (med, lo, hi float64) {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		med = s[n/2]
	} else {
		med = (s[n/2-1] + s[n/2]) / 2
	}
	return med, s[0], s[n-1]
}

// timeIt is harness.c's bn254_harness_time: grow n until a batch takes
// minTime of CPU (aiming 25% above), then time `batches` batches; or, with
// fixedN from an earlier round, one warm-up batch of fixedN/8 calls instead
// of the calibration.
func timeIt(r *result, batch func(n uint64), minTime float64, batches int, fixedN uint64) {
	n := uint64(1)
	if fixedN > 0 {
		n = fixedN
		if n/8 > 0 {
			batch(n / 8)
		} else {
			batch(1)
		}
	}
	for fixedN == 0 {
		start := cpuNow()
		batch(n)
		t := cpuNow() - start
		if t >= minTime {
			break
		}
		want := float64(n) * 100
		if t > 0 {
			want = float64(n) * minTime * 1.25 / t
		}
		next := uint64(want) + 1
		if want > float64(n)*100 {
			next = n * 100
		}
		if next < 2*n {
			next = 2 * n
		}
		n = next
	}
	r.Iterations = n
	wall := make([]float64, batches)
	r.BatchNs = make([]float64, batches)
	for i := 0; i < batches; i++ {
		start, wallStart := cpuNow(), time.Now()
		batch(n)
		wall[i] = float64(time.Since(wallStart).Nanoseconds()) / float64(n)
		r.BatchNs[i] = (cpuNow() - start) * 1e9 / float64(n)
	}
	r.MedianNs, r.MinNs, r.MaxNs = median(r.BatchNs)
	r.WallMedianNs, _, _ = median(wall)
}

// ---- micro benchmarks, on the operands of bench/bench_shim.c ----------------

const g2GenEVM = "198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2" +
	"1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed" +
	"090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b" +
	"12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa"

type micro struct {
	name string
	run  func(n uint64)
}

// micros builds P = [kA](1, 2) with bench_shim.c's kA and Q = the EIP-197
// G2 generator, and returns the micro benchmarks on them.
func micros() ([]micro, error) {
	var g, p bn254.G1Affine
	g.X.SetOne()
	g.Y.SetUint64(2)
	if !g.IsOnCurve() {
		return nil, errors.New("(1, 2) is not on gnark's curve")
	}
	ka, _ := new(big.Int).SetString(
		"2b7e151628aed2a6abf7158809cf4f3c762e7160f38b4da56a784d9045190cfe", 16)
	p.ScalarMultiplication(&g, ka)
	q, err := decodeG2(unhex(g2GenEVM))
	if err != "" {
		return nil, errors.New("the G2 generator is rejected: " + err)
	}
	ml, e := bn254.MillerLoop([]bn254.G1Affine{p}, []bn254.G2Affine{*q})
	if e != nil {
		return nil, e
	}
	return []micro{
		{"fp_mul", func(n uint64) {
			a, b := p.X, p.Y
			for i := uint64(0); i < n; i++ {
				a.Mul(&a, &b)
			}
			sink += a[0]
		}},
		{"fp2_mul", func(n uint64) {
			a, b := q.X, q.Y
			for i := uint64(0); i < n; i++ {
				a.Mul(&a, &b)
			}
			sink += a.A0[0]
		}},
		{"fp12_cyclo_sqr", func(n uint64) {
			f := bn254.FinalExponentiation(&ml) // in the cyclotomic subgroup
			for i := uint64(0); i < n; i++ {
				f.CyclotomicSquare(&f)
			}
			sink += f.C0.B0.A0[0]
		}},
		{"miller_loop_1", func(n uint64) {
			ps, qs := []bn254.G1Affine{p}, []bn254.G2Affine{*q}
			for i := uint64(0); i < n; i++ {
				f, _ := bn254.MillerLoop(ps, qs)
				if f.C0.B0.A0[0]&1 == 1 { // as bench_shim.c: P flips on a bit of f
					ps[0].Neg(&ps[0])
				}
			}
		}},
		{"final_exp", func(n uint64) {
			f := ml
			for i := uint64(0); i < n; i++ {
				f = bn254.FinalExponentiation(&f)
			}
			sink += f.C0.B0.A0[0]
		}},
		{"g2_subgroup_check", func(n uint64) {
			var acc uint64
			for i := uint64(0); i < n; i++ {
				if q.IsInSubGroup() {
					acc++
				}
			}
			sink += acc
		}},
	}, nil
}

// ---- main -------------------------------------------------------------------

type report struct {
	Peer     string   `json:"peer"`
	Label    string   `json:"label"`
	Version  string   `json:"version"`
	Describe string   `json:"describe"`
	Build    string   `json:"build"`
	CPU      string   `json:"cpu"`
	Date     string   `json:"date"`
	Harness  string   `json:"harness"`
	Clock    string   `json:"clock"`
	MinTime  float64  `json:"min_time_s"`
	Batches  int      `json:"batches"`
	Check    checked  `json:"check"`
	Results  []result `json:"results"`
	GoMaxCPU int      `json:"gomaxprocs"`
}

type checked struct {
	Vectors  int `json:"vectors"`
	Failures int `json:"failures"`
}

func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(line, "model name") {
				if i := strings.Index(line, ":"); i >= 0 {
					return strings.TrimSpace(line[i+1:])
				}
			}
		}
	}
	return "unknown CPU"
}

func progress(k, total int, name string) {
	if st, err := os.Stderr.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return
	}
	if name == "" {
		fmt.Fprint(os.Stderr, "\r\033[K")
		return
	}
	fmt.Fprintf(os.Stderr, "\r\033[K[%d/%d] gnark %s", k, total, name)
}

func main() {
	gethDir := flag.String("vectors", os.Getenv("BN254_GETH_VECTORS"),
		"go-ethereum's bn256{Add,ScalarMul,Pairing}.json")
	oursDir := flag.String("ours-vectors", "", "also check the project's vectors/ec*.json")
	outPath := flag.String("out", "gnark.json", "JSON results")
	minTime := flag.Float64("min-time", 0.2, "seconds of CPU per batch, at least")
	batches := flag.Int("batches", 5, "batches per case, median reported")
	all := flag.Bool("all", false, "time the NoBenchmark vectors too")
	filter := flag.String("filter", "", "only cases whose name contains this")
	noMicro := flag.Bool("no-micro", false, "no micro benchmarks")
	checkOnly := flag.Bool("check-only", false, "check the vectors, time nothing")
	label := flag.String("label", "gnark-crypto", "column title")
	version := flag.String("version", "", "version of the checkout")
	build := flag.String("build", "", "how it was built")
	priorPath := flag.String("iterations-from", "",
		"calls per batch from an earlier run's JSON (no calibration)")
	flag.Parse()
	prior := map[string]uint64{}
	if *priorPath != "" {
		var old report
		data, err := os.ReadFile(*priorPath)
		if err == nil {
			err = json.Unmarshal(data, &old)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "gnark:", err)
			os.Exit(2)
		}
		for _, r := range old.Results {
			prior[r.Name] = r.Iterations
		}
	}
	if *gethDir == "" || *minTime <= 0 || *batches < 1 || *batches > 64 {
		flag.Usage()
		os.Exit(2)
	}

	gethFiles := make([][]vector, len(operations))
	count, failures := 0, 0
	for i, op := range operations {
		path := filepath.Join(*gethDir, op.gethFile)
		v, err := loadVectors(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, "gnark:", err)
			os.Exit(2)
		}
		gethFiles[i] = v
		for _, x := range v {
			count++
			if !check(op, path, x) {
				failures++
			}
		}
	}
	which := "go-ethereum's"
	if *oursDir != "" {
		which = "go-ethereum's and the project's"
		for _, op := range operations {
			path := filepath.Join(*oursDir, op.oursFile)
			v, err := loadVectors(path)
			if err != nil {
				fmt.Fprintln(os.Stderr, "gnark:", err)
				os.Exit(2)
			}
			for _, x := range v {
				count++
				if !check(op, path, x) {
					failures++
				}
			}
		}
	}
	fmt.Fprintf(os.Stderr, "gnark: %d vectors checked (%s), %d wrong\n", count, which, failures)
	status := 0
	if failures > 0 {
		status = 1
	}
	if *checkOnly {
		os.Exit(status)
	}

	var results []result
	ms, merr := micros()
	total := 0
	if !*noMicro {
		total = len(ms)
	}
	for _, file := range gethFiles {
		for _, v := range file {
			if v.Expected != nil && (!v.NoBenchmark || *all) {
				total++
			}
		}
	}
	k := 0
	for i, op := range operations {
		for _, v := range gethFiles[i] {
			if v.Expected == nil || (v.NoBenchmark && !*all) {
				continue
			}
			r := result{Name: op.name + "/" + v.Name, Kind: "vector", Gas: v.Gas}
			if !strings.Contains(r.Name, *filter) {
				continue
			}
			if !check(op, "again", v) {
				r.Error = "wrong answer"
				results = append(results, r)
				continue
			}
			in, fn := unhex(v.Input), op.fn
			k++
			progress(k, total, r.Name)
			timeIt(&r, func(n uint64) {
				var acc uint64
				for j := uint64(0); j < n; j++ {
					out, _ := fn(in)
					acc += uint64(len(out))
				}
				sink += acc
			}, *minTime, *batches, prior[r.Name])
			results = append(results, r)
		}
	}
	if !*noMicro {
		if merr != nil {
			fmt.Fprintln(os.Stderr, "gnark: micro benchmarks:", merr)
			status = 1
		}
		for _, m := range ms {
			if !strings.Contains(m.name, *filter) {
				continue
			}
			r := result{Name: m.name, Kind: "micro"}
			k++
			progress(k, total, r.Name)
			timeIt(&r, m.run, *minTime, *batches, prior[r.Name])
			results = append(results, r)
		}
	}
	progress(0, 0, "")

	rep := report{
		Peer: "gnark", Label: *label, Version: *version, Build: *build,
		Describe: runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH, CPU: cpuModel(),
		Date: time.Now().UTC().Format("2006-01-02T15:04:05Z"), Harness: "go",
		Clock: "process CPU time", MinTime: *minTime, Batches: *batches,
		Check: checked{count, failures}, Results: results, GoMaxCPU: runtime.GOMAXPROCS(0),
	}
	data, err := json.MarshalIndent(rep, "", "  ")
	if err == nil {
		err = os.WriteFile(*outPath, append(data, '\n'), 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gnark:", err)
		os.Exit(2)
	}
	fmt.Fprintf(os.Stderr, "gnark: %d cases timed, results in %s\n", len(results), *outPath)
	os.Exit(status)
}
