// SPDX-License-Identifier: MIT

// Command benchtable reads the output of the gethtest benchmarks
// (`go test -bench 'Precompiled|Verifier'`, any -count) on stdin and prints
// one Markdown table: per precompile (or "Verifier", the whole verifier
// call of verifiers_test.go) and case, every implementation side by side
// (impl=..., in the order they first appear; go-ethereum's built-in "geth"
// first), ns/op and mgas/s (the median over the runs of each; cpu-ns/op too
// when the benchmarks report it, "-" where a case does not; "-" too for an
// implementation not benchmarked on a case), and
// go-ethereum's time over each other implementation's (>1: that one is
// faster; CPU time where the case has it, else wall time). The header lines of the benchmark output (goos, goarch, cpu) are
// kept.
//
//	go test -run '^$' -bench Precompiled -count 5 . | go run ./cmd/benchtable
package main

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// A benchmark line: name-GOMAXPROCS, iterations, then value-unit pairs.
var lineRE = regexp.MustCompile(`^Benchmark(?:Precompiled(\w+)|(Verifier))/(.+)/impl=([^\s/]+?)(?:-\d+)?\s+\d+\s+(.*)$`)

type key struct{ op, name string }

type sample struct{ ns, mgas, cpu []float64 }

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func main() {
	var header []string
	var order []key
	var impls []string
	data := map[key]map[string]*sample{}
	runs := 0
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if m := lineRE.FindStringSubmatch(line); m != nil {
			k := key{m[1] + m[2], m[3]}
			if data[k] == nil {
				data[k] = map[string]*sample{}
				order = append(order, k)
			}
			impl := m[4]
			if !contains(impls, impl) {
				impls = append(impls, impl)
			}
			s := data[k][impl]
			if s == nil {
				s = &sample{}
				data[k][impl] = s
			}
			f := strings.Fields(m[5])
			for i := 0; i+1 < len(f); i += 2 {
				v, err := strconv.ParseFloat(f[i], 64)
				if err != nil {
					continue
				}
				switch f[i+1] {
				case "ns/op":
					s.ns = append(s.ns, v)
					runs++
				case "mgas/s":
					s.mgas = append(s.mgas, v)
				case "cpu-ns/op":
					s.cpu = append(s.cpu, v)
				}
			}
			continue
		}
		for _, p := range []string{"goos:", "goarch:", "cpu:", "pkg:"} {
			if strings.HasPrefix(line, p) && !contains(header, line) {
				header = append(header, line)
			}
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
	if len(order) == 0 {
		fmt.Fprintln(os.Stderr, "benchtable: no BenchmarkPrecompiled*/impl=* or BenchmarkVerifier/*/impl=* lines on stdin")
		os.Exit(1)
	}
	if impls[0] != "geth" {
		// geth first: the reference of the ratio columns
		for i, x := range impls {
			if x == "geth" {
				impls = append(append([]string{"geth"}, impls[:i]...), impls[i+1:]...)
				break
			}
		}
		if impls[0] != "geth" {
			fmt.Fprintln(os.Stderr, "benchtable: no impl=geth lines")
			os.Exit(1)
		}
	}
	for _, h := range header {
		fmt.Println(h)
	}
	// cpu-ns/op (the verifier benchmarks' thread CPU time) when a case has it
	units := []string{"ns/op", "mgas/s"}
	for _, k := range order {
		if len(data[k]["geth"].cpu) > 0 {
			units = append(units, "cpu-ns/op")
			break
		}
	}
	fmt.Printf("%d measurements; median per case", runs)
	if len(units) == 3 {
		fmt.Print("; geth/x: of cpu-ns/op where a case has it, else of ns/op")
	}
	fmt.Print("\n\n")
	head := "| precompile | case |"
	rule := "|---|---|"
	for _, unit := range units {
		for _, impl := range impls {
			head += fmt.Sprintf(" %s %s |", impl, unit)
			rule += "--:|"
		}
	}
	for _, impl := range impls[1:] {
		head += fmt.Sprintf(" geth/%s |", impl)
		rule += "--:|"
	}
	fmt.Println(head)
	fmt.Println(rule)
	for _, k := range order {
		row := fmt.Sprintf("| %s | %s |", k.op, k.name)
		// geth is the reference of every row; another implementation may
		// be benchmarked on some cases only (bn254-cache: the verifier
		// calls), "-" elsewhere
		if data[k]["geth"] == nil {
			fmt.Fprintf(os.Stderr, "benchtable: %s %s: no geth lines\n", k.op, k.name)
			os.Exit(1)
		}
		for _, impl := range impls {
			if s := data[k][impl]; s != nil {
				row += fmt.Sprintf(" %.0f |", median(s.ns))
			} else {
				row += " - |"
			}
		}
		for _, impl := range impls {
			if s := data[k][impl]; s != nil {
				row += fmt.Sprintf(" %.1f |", median(s.mgas))
			} else {
				row += " - |"
			}
		}
		if len(units) == 3 {
			for _, impl := range impls {
				if s := data[k][impl]; s != nil && len(s.cpu) > 0 {
					c := s.cpu
					row += fmt.Sprintf(" %.0f |", median(c))
				} else {
					row += " - |"
				}
			}
		}
		// the ratio of CPU times where the case has them (steadier on a
		// shared machine), else of wall times
		of := func(s *sample) float64 { return median(s.ns) }
		if len(data[k]["geth"].cpu) > 0 {
			of = func(s *sample) float64 { return median(s.cpu) }
		}
		gns := of(data[k]["geth"])
		for _, impl := range impls[1:] {
			ratio := "-"
			if s := data[k][impl]; s != nil && of(s) > 0 {
				ratio = fmt.Sprintf("%.2f", gns/of(s))
			}
			row += " " + ratio + " |"
		}
		fmt.Println(row)
	}
}

func contains(v []string, s string) bool {
	for _, x := range v {
		if x == s {
			return true
		}
	}
	return false
}
