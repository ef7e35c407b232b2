// SPDX-License-Identifier: MIT

// Command benchtable reads the output of the gethtest benchmarks
// (`go test -bench Precompiled`, any -count) on stdin and prints one
// Markdown table: per precompile and case, go-ethereum's built-in contract
// and the binding's side by side, ns/op and mgas/s (the median over the
// runs of each), and go-ethereum's time over ours (>1: ours is faster).
// The header lines of the benchmark output (goos, goarch, cpu) are kept.
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
var lineRE = regexp.MustCompile(`^BenchmarkPrecompiled(\w+)/(.+)/impl=(\w+?)(?:-\d+)?\s+\d+\s+(.*)$`)

type key struct{ op, name string }

type sample struct{ ns, mgas []float64 }

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
	data := map[key]map[string]*sample{}
	runs := 0
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if m := lineRE.FindStringSubmatch(line); m != nil {
			k := key{m[1], m[2]}
			if data[k] == nil {
				data[k] = map[string]*sample{}
				order = append(order, k)
			}
			s := data[k][m[3]]
			if s == nil {
				s = &sample{}
				data[k][m[3]] = s
			}
			f := strings.Fields(m[4])
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
		fmt.Fprintln(os.Stderr, "benchtable: no BenchmarkPrecompiled*/impl=* lines on stdin")
		os.Exit(1)
	}
	for _, h := range header {
		fmt.Println(h)
	}
	fmt.Printf("%d measurements; median per case\n\n", runs)
	fmt.Println("| precompile | case | geth ns/op | bn254 ns/op | geth mgas/s | bn254 mgas/s | geth/bn254 |")
	fmt.Println("|---|---|--:|--:|--:|--:|--:|")
	for _, k := range order {
		g, b := data[k]["geth"], data[k]["bn254"]
		if g == nil || b == nil {
			fmt.Fprintf(os.Stderr, "benchtable: %s %s: not both implementations\n", k.op, k.name)
			os.Exit(1)
		}
		gns, bns := median(g.ns), median(b.ns)
		ratio := "-"
		if bns > 0 {
			ratio = fmt.Sprintf("%.2f", gns/bns)
		}
		fmt.Printf("| %s | %s | %.0f | %.0f | %.1f | %.1f | %s |\n",
			k.op, k.name, gns, bns, median(g.mgas), median(b.mgas), ratio)
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
