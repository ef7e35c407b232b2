// SPDX-License-Identifier: MIT

package main

// The differential run (tests/differential/): -corpus FILE -results FILE
// runs every case of a corpus once through go-ethereum's contracts and
// writes each answer, nothing timed, no vectors read. The formats are
// harness.c's (bn254_harness_corpus): a corpus line is
// "id <TAB> op <TAB> input hex (- for none) ...", an answer line
// "id <TAB> ok|fail <TAB> output hex|- <TAB> gas|- <TAB> error token|-",
// after a first line "# <peer> <TAB> <what was linked>". The gas is
// go-ethereum's own: the contract's RequiredGas, reported for a call that
// succeeded (a failed call consumes all the gas it was given).

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"os"
	"strings"
)

func runCorpus(corpus, results string) error {
	in, err := os.Open(corpus)
	if err != nil {
		return err
	}
	defer in.Close()
	f, err := os.Create(results)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "# %s\t%s\n", peerName, linked())
	index := map[string]int{"ecadd": 0, "ecmul": 1, "ecpairing": 2}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<16), 1<<26)
	cases, lineno := 0, 0
	for sc.Scan() {
		lineno++
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		cols := strings.SplitN(line, "\t", 4)
		op, known := 0, false
		if len(cols) >= 3 {
			op, known = index[cols[1]]
		}
		if !known {
			return fmt.Errorf("%s:%d: not a corpus line", corpus, lineno)
		}
		var input []byte
		if cols[2] != "-" {
			if input, err = hex.DecodeString(cols[2]); err != nil {
				return fmt.Errorf("%s:%d: %v", corpus, lineno, err)
			}
		}
		out, tok := precompile(op)(input)
		if tok == "" {
			fmt.Fprintf(w, "%s\tok\t%x\t%d\t-\n", cols[0], out, contracts[op].RequiredGas(input))
		} else {
			fmt.Fprintf(w, "%s\tfail\t-\t-\t%s\n", cols[0], tok)
		}
		if err := w.Flush(); err != nil { // a crash leaves every answer before it
			return err
		}
		cases++
	}
	if err := sc.Err(); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%s: %d corpus cases run, answers in %s\n", peerName, cases, results)
	return f.Close()
}
