// SPDX-License-Identifier: MIT

// Command geth is the peer harness for go-ethereum: it runs the BN254
// precompiles through go-ethereum's own code, the Istanbul contracts of
// core/vm (PrecompiledContractsIstanbul at 0x06, 0x07 and 0x08, whose Run
// is what the EVM calls: getData padding, crypto/bn256 decoding and checks,
// the pairing length rule, encoding), on the gnark-crypto version the module
// graph selects: go.mod takes go-ethereum's own pin, gnark-latest.mod the
// newest release (bench/peers/run.sh builds both). It checks every answer
// against the vector files, then times each case with the method of
// harness.c: batches of n calls, n calibrated so that one batch takes at
// least -min-time seconds of process CPU time (which includes the garbage
// collector), the median of -batches batches in ns per call. The micro
// benchmarks call gnark-crypto's bn254 package directly, on the operands of
// bench/bench_shim.c. Output: the same JSON as the C harnesses.
package main

import (
	"bufio"
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
	"runtime/debug"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/vm"
)

// Error tokens of the EIP rules, as bn254_status_str() spells them.
const (
	errNotInField    = "not-in-field"
	errNotOnCurve    = "not-on-curve"
	errNotInSubgroup = "not-in-subgroup"
	errInputLength   = "input-length"
)

// ---- the precompiles, as go-ethereum runs them --------------------------

var contracts = [3]vm.PrecompiledContract{
	vm.PrecompiledContractsIstanbul[common.BytesToAddress([]byte{6})],
	vm.PrecompiledContractsIstanbul[common.BytesToAddress([]byte{7})],
	vm.PrecompiledContractsIstanbul[common.BytesToAddress([]byte{8})],
}

// token names the EIP rule behind one of go-ethereum's errors: the texts of
// crypto/bn256/gnark (curve, subgroup), of core/vm (pairing length) and of
// gnark-crypto's fp.Element.SetBytesCanonical (a word >= p). An error text
// the harness does not know is its own token, so the check fails on it.
func token(err error) string {
	msg := err.Error()
	switch {
	case strings.Contains(msg, "not on curve"):
		return errNotOnCurve
	case strings.Contains(msg, "subgroup"):
		return errNotInSubgroup
	case strings.Contains(msg, "pairing size"):
		return errInputLength
	case strings.Contains(msg, "invalid fp.Element encoding"),
		strings.Contains(msg, "larger than the modulus"):
		return errNotInField
	}
	return "unknown error: " + msg
}

func precompile(op int) func([]byte) ([]byte, string) {
	c := contracts[op]
	return func(in []byte) ([]byte, string) {
		out, err := c.Run(in)
		if err != nil {
			return nil, token(err)
		}
		return out, ""
	}
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
	{"ecadd", "bn256Add.json", "ecadd.json", precompile(0)},
	{"ecmul", "bn256ScalarMul.json", "ecmul.json", precompile(1)},
	{"ecpairing", "bn256Pairing.json", "ecpairing.json", precompile(2)},
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

// peerName is the -peer flag: the JSON file's "peer" and the prefix of messages.
var peerName = "geth"

// check runs one vector; false (with a message) if the answer differs.
func check(op operation, path string, v vector) bool {
	out, err := op.fn(unhex(v.Input))
	if v.Expected != nil {
		want := unhex(*v.Expected)
		if err == "" && bytes.Equal(out, want) {
			return true
		}
		fmt.Fprintf(os.Stderr, "%s: WRONG ANSWER: %s %s (%s): %q\n  got      %x\n  expected %x\n",
			peerName, op.name, v.Name, path, err, out, want)
		return false
	}
	if err == *v.ExpectedError {
		return true
	}
	if err == "" {
		err = "ok"
	}
	fmt.Fprintf(os.Stderr, "%s: WRONG STATUS: %s %s (%s): got %s, expected %s\n",
		peerName, op.name, v.Name, path, err, *v.ExpectedError)
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

// calibrate is harness.c's bn254_harness_calibrate: grow n until one batch
// of n calls takes minTime of CPU (aiming 25% above); the last growth step
// doubles as the warm-up. That n is then kept for every batch of the case.
func calibrate(batch func(n uint64), minTime float64) uint64 {
	n := uint64(1)
	for {
		start := cpuNow()
		batch(n)
		t := cpuNow() - start
		if t >= minTime {
			return n
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
}

// timed is one timed batch of n calls: CPU and wall ns per call.
func timed(batch func(n uint64), n uint64) (cpuNs, wallNs float64) {
	start, wallStart := cpuNow(), time.Now()
	batch(n)
	wallNs = float64(time.Since(wallStart).Nanoseconds()) / float64(n)
	cpuNs = (cpuNow() - start) * 1e9 / float64(n)
	return cpuNs, wallNs
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
	// EIP-197 order x_im, x_re, y_im, y_re; A1 is the imaginary part in gnark's E2.
	gen := unhex(g2GenEVM)
	q := new(bn254.G2Affine)
	if q.X.A1.SetBytesCanonical(gen[:32]) != nil || q.X.A0.SetBytesCanonical(gen[32:64]) != nil ||
		q.Y.A1.SetBytesCanonical(gen[64:96]) != nil || q.Y.A0.SetBytesCanonical(gen[96:]) != nil ||
		!q.IsOnCurve() || !q.IsInSubGroup() {
		return nil, errors.New("the G2 generator is rejected")
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
	Batches  int      `json:"batches,omitempty"`
	Check    checked  `json:"check"`
	Results  []result `json:"results,omitempty"`
	GoMaxCPU int      `json:"gomaxprocs"`
}

type checked struct {
	Vectors      int    `json:"vectors"`
	Failures     int    `json:"failures"`
	ErrorClasses string `json:"error_classes"`
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

// linked says which go-ethereum and gnark-crypto this binary was built with
// (the module graph's choice, from the build information), and the Go version.
func linked() string {
	parts := []string{runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH}
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, m := range info.Deps {
			if m.Path == "github.com/ethereum/go-ethereum" ||
				m.Path == "github.com/consensys/gnark-crypto" {
				v := m.Version
				if m.Replace != nil {
					v += " => " + m.Replace.Path + " " + m.Replace.Version
				}
				parts = append(parts, m.Path+" "+v)
			}
		}
	}
	return strings.Join(parts, ", ")
}

func progress(k, total int, name string) {
	if st, err := os.Stderr.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return
	}
	if name == "" {
		fmt.Fprint(os.Stderr, "\r\033[K")
		return
	}
	fmt.Fprintf(os.Stderr, "\r\033[K[%d/%d] %s %s", k, total, peerName, name)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, peerName+":", err)
	os.Exit(2)
}

// vectorSet is one folder's files, in operations order, and how its cases are named.
type vectorSet struct {
	files  [][]vector
	prefix string // "distinct/": distinct/<Name>; "": <op>/<Name>
}

func loadSet(dir string, geth bool, prefix string) vectorSet {
	set := vectorSet{prefix: prefix}
	for _, op := range operations {
		name := op.oursFile
		if geth {
			name = op.gethFile
		}
		v, err := loadVectors(filepath.Join(dir, name))
		if err != nil {
			fail(err)
		}
		set.files = append(set.files, v)
	}
	return set
}

func checkSet(set vectorSet, dir string) (count, failures int) {
	for i, op := range operations {
		for _, x := range set.files[i] {
			count++
			if !check(op, dir, x) {
				failures++
			}
		}
	}
	return count, failures
}

func main() {
	flag.StringVar(&peerName, "peer", peerName, "peer id: the JSON's \"peer\" and message prefix")
	gethDir := flag.String("vectors", os.Getenv("BN254_GETH_VECTORS"),
		"go-ethereum's bn256{Add,ScalarMul,Pairing}.json")
	distinctDir := flag.String("distinct", "",
		"the project's vectors/distinct: checked, and timed first (distinct/<Name>)")
	oursDir := flag.String("ours-vectors", "", "also check the project's vectors/ec*.json")
	outPath := flag.String("out", "", "JSON results (default <peer>.json)")
	minTime := flag.Float64("min-time", 0.2, "seconds of CPU per batch, at least")
	batches := flag.Int("batches", 5, "batches per case, median reported")
	all := flag.Bool("all", false, "time the NoBenchmark vectors too")
	filter := flag.String("filter", "", "only cases whose name contains this")
	noMicro := flag.Bool("no-micro", false, "no micro benchmarks")
	checkOnly := flag.Bool("check-only", false, "check the vectors, time nothing")
	label := flag.String("label", "", "column title (default the peer id)")
	version := flag.String("version", "", "version of what is measured")
	build := flag.String("build", "", "how it was built")
	serveMode := flag.Bool("serve", false, "time batches on request (bench/peers/rounds.py)")
	corpusPath := flag.String("corpus", "", "a differential corpus: every case once (corpus.go)")
	resultsPath := flag.String("results", "", "with -corpus: the answers, one line per case")
	flag.Parse()
	if *corpusPath != "" || *resultsPath != "" {
		if *corpusPath == "" || *resultsPath == "" {
			flag.Usage()
			os.Exit(2)
		}
		if err := runCorpus(*corpusPath, *resultsPath); err != nil {
			fail(err)
		}
		return
	}
	if *outPath == "" {
		*outPath = peerName + ".json"
	}
	if *label == "" {
		*label = peerName
	}
	if *gethDir == "" || *minTime <= 0 || *batches < 1 || *batches > 64 {
		flag.Usage()
		os.Exit(2)
	}
	for i, c := range contracts {
		if c == nil {
			fail(fmt.Errorf("core/vm has no Istanbul contract at 0x%02x", 6+i))
		}
	}

	// ---- check every vector: distinct, go-ethereum's, the project's ----
	var sets []vectorSet
	count, failures := 0, 0
	which := ""
	if *distinctDir != "" {
		sets = append(sets, loadSet(*distinctDir, false, "distinct/"))
		n, f := checkSet(sets[0], *distinctDir)
		count, failures, which = count+n, failures+f, "the project's distinct/, "
	}
	sets = append(sets, loadSet(*gethDir, true, ""))
	n, f := checkSet(sets[len(sets)-1], *gethDir)
	count, failures, which = count+n, failures+f, which+"go-ethereum's"
	if *oursDir != "" {
		n, f := checkSet(loadSet(*oursDir, false, ""), *oursDir)
		count, failures, which = count+n, failures+f, which+" and the project's ec*.json"
	}
	fmt.Fprintf(os.Stderr, "%s: %d vectors checked (%s), %d wrong; error classes: exact\n",
		peerName, count, which, failures)
	status := 0
	if failures > 0 {
		status = 1
	}
	if *checkOnly {
		os.Exit(status)
	}

	// ---- the cases: vectors in table order, then micro benchmarks ----
	var cases []*timedCase
	for _, set := range sets {
		for i, op := range operations {
			for _, v := range set.files[i] {
				if v.Expected == nil || (v.NoBenchmark && !*all) {
					continue
				}
				name := op.name + "/" + v.Name
				if set.prefix != "" {
					name = set.prefix + v.Name
				}
				if !strings.Contains(name, *filter) {
					continue
				}
				c := &timedCase{Name: name, Kind: "vector", Gas: v.Gas, op: op, v: v}
				cases = append(cases, c)
			}
		}
	}
	ms, merr := micros()
	if !*noMicro {
		if merr != nil {
			fmt.Fprintln(os.Stderr, peerName+": micro benchmarks:", merr)
			status = 1
		}
		for _, m := range ms {
			if strings.Contains(m.name, *filter) {
				cases = append(cases, &timedCase{Name: m.name, Kind: "micro", micro: m.run})
			}
		}
	}
	head := report{
		Peer: peerName, Label: *label, Version: *version, Build: *build,
		Describe: linked(), CPU: cpuModel(),
		Date: time.Now().UTC().Format("2006-01-02T15:04:05Z"), Harness: "go",
		Clock: "process CPU time", MinTime: *minTime,
		Check: checked{count, failures, "exact"}, GoMaxCPU: runtime.GOMAXPROCS(0),
	}
	if *serveMode {
		serve(head, cases, *minTime)
		os.Exit(status)
	}

	// ---- time, alone ----
	var results []result
	for k, c := range cases {
		r := result{Name: c.Name, Kind: c.Kind, Gas: c.Gas}
		if err := c.prepare(); err != "" {
			r.Error = err
			results = append(results, r)
			continue
		}
		progress(k+1, len(cases), c.Name)
		r.Iterations = calibrate(c.batch, *minTime)
		wall := make([]float64, *batches)
		r.BatchNs = make([]float64, *batches)
		for i := range r.BatchNs {
			r.BatchNs[i], wall[i] = timed(c.batch, r.Iterations)
		}
		r.MedianNs, r.MinNs, r.MaxNs = median(r.BatchNs)
		r.WallMedianNs, _, _ = median(wall)
		results = append(results, r)
	}
	progress(0, 0, "")
	head.Batches, head.Results = *batches, results
	data, err := json.MarshalIndent(head, "", "  ")
	if err == nil {
		err = os.WriteFile(*outPath, append(data, '\n'), 0o644)
	}
	if err != nil {
		fail(err)
	}
	fmt.Fprintf(os.Stderr, "%s: %d cases timed, results in %s\n", peerName, len(results), *outPath)
	os.Exit(status)
}

// timedCase is one case to time: a vector through the precompile, or a micro benchmark.
type timedCase struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"`
	Gas   uint64 `json:"gas,omitempty"`
	op    operation
	v     vector
	micro func(n uint64)
	in    []byte
	ready bool
	err   string
}

// prepare checks a vector once more (a wrong answer is never timed); "" or why not.
func (c *timedCase) prepare() string {
	if !c.ready {
		c.ready = true
		if c.micro == nil {
			if check(c.op, "again", c.v) {
				c.in = unhex(c.v.Input)
			} else {
				c.err = "wrong answer"
			}
		}
	}
	return c.err
}

func (c *timedCase) batch(n uint64) {
	if c.micro != nil {
		c.micro(n)
		return
	}
	var acc uint64
	fn, in := c.op.fn, c.in
	for j := uint64(0); j < n; j++ {
		out, _ := fn(in)
		acc += uint64(len(out))
	}
	sink += acc
}

// serve is harness.c's --serve: the head and the cases on one JSON line, then
// one batch per "time <case> <n>" line on stdin (n = 0: calibrate first;
// else one warm-up batch of n/8 calls), each answered with one JSON line,
// until "quit" or the end of stdin.
func serve(head report, cases []*timedCase, minTime float64) {
	out := bufio.NewWriter(os.Stdout)
	reply := func(v any) {
		data, err := json.Marshal(v)
		if err != nil {
			fail(err)
		}
		out.Write(append(data, '\n'))
		out.Flush()
	}
	reply(struct {
		report
		Cases []*timedCase `json:"cases"`
	}{head, cases})
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		line := in.Text()
		if strings.HasPrefix(line, "quit") {
			return
		}
		var k int
		var n uint64
		if _, err := fmt.Sscanf(line, "time %d %d", &k, &n); err != nil || k < 0 || k >= len(cases) {
			reply(map[string]string{"error": "bad command"})
			continue
		}
		c := cases[k]
		if err := c.prepare(); err != "" {
			reply(map[string]any{"case": k, "error": err})
			continue
		}
		if n == 0 {
			n = calibrate(c.batch, minTime)
		} else if n/8 > 0 {
			c.batch(n / 8)
		} else {
			c.batch(1)
		}
		ns, wall := timed(c.batch, n)
		reply(map[string]any{"case": k, "iterations": n, "ns": ns, "wall_ns": wall})
	}
}
