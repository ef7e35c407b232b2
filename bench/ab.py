#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/ab.py: before/after comparison of two builds of a benchmark program.

On a shared, noisy machine two separate runs differ by more than most
optimisations gain. This runs the same google-benchmark program from two
build trees (A = before, B = after) in alternating rounds (A B, B A, A B, ...),
pinned to one CPU with taskset, one repetition per round, and prints per
benchmark the median CPU ns/op of each side and the median of the per-round
ratios B/A with its interquartile range: a change is real when that range
excludes 1. This is how the kernel figures in doc/performance.md were taken.

  bench/ab.py A_PROGRAM B_PROGRAM REGEX ROUNDS [extra benchmark flags...]
  e.g. bench/ab.py build/base/bench/bench_internal build/bench/bench/bench_internal \\
           '^(fp_mul|fp2_mul)$' 15

The second form compares benchmarks of one program with each other: every
benchmark B whose name the pattern PAT matches is compared with the one named
re.sub(PAT, REPL, B) (its baseline), in ROUNDS rounds of one repetition each,
every round in a new random order (--benchmark_enable_random_interleaving);
it prints the median of the per-round speedups baseline/B and their
quartiles (> 1: B is faster). This is how the prepared-G2 figures of
doc/performance.md were taken.

  bench/ab.py --within PROGRAM REGEX ROUNDS PAT=REPL [extra benchmark flags...]
  e.g. bench/ab.py --within build/bench/bench/bench_precompiles \\
           'verifiers/.*proof0$|cached/' 15 'cached/(.*)/(keys|all)=verifiers/\\1'

Environment: AB_CPU (CPU to pin to, default 1), AB_MIN_TIME (seconds per
benchmark and round, default 0.1). Standard library only.
"""

import json
import os
import re
import statistics
import subprocess
import sys


def run(program, regex, extra):
    cmd = [
        "taskset",
        "-c",
        os.environ.get("AB_CPU", "1"),
        program,
        "--benchmark_filter=" + regex,
        "--benchmark_min_time=" + os.environ.get("AB_MIN_TIME", "0.1"),
        "--benchmark_format=json",
    ] + extra
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    data = json.loads(out[out.index("{") :])
    scale = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}
    return {
        b["name"]: b["cpu_time"] * scale[b["time_unit"]]
        for b in data["benchmarks"]
        if not b.get("error_occurred")
    }


def within(prog, regex, rounds, rule, extra):
    pat, repl = rule.split("=", 1)
    times, ratios = {}, {}
    for _ in range(rounds):
        got = run(prog, regex, ["--benchmark_enable_random_interleaving=true"] + extra)
        for name, t in got.items():
            times.setdefault(name, []).append(t)
            if not re.search(pat, name):
                continue
            base = re.sub(pat, repl, name)
            if base in got:
                ratios.setdefault(name, []).append(got[base] / t)
    print("%-44s %12s %12s %8s  %s" % ("benchmark", "base ns/op", "ns/op", "speedup", "quartiles"))
    for name in sorted(ratios):
        base = re.sub(pat, repl, name)
        q = sorted(ratios[name])
        print(
            "%-44s %12.1f %12.1f %8.3f  [%.3f, %.3f]"
            % (
                name,
                statistics.median(times[base]),
                statistics.median(times[name]),
                statistics.median(q),
                q[len(q) // 4],
                q[(3 * len(q)) // 4],
            )
        )
    print(
        "medians over %d rounds in random order; CPU time; speedup = base / benchmark, "
        "per round" % rounds
    )


def main():
    if len(sys.argv) >= 6 and sys.argv[1] == "--within":
        within(sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6:])
        return
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    prog_a, prog_b, regex, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    extra = sys.argv[5:]
    times = {"A": {}, "B": {}}
    ratios = {}
    for r in range(rounds):
        order = (("A", prog_a), ("B", prog_b)) if r % 2 == 0 else (("B", prog_b), ("A", prog_a))
        got = {}
        for side, prog in order:
            got[side] = run(prog, regex, extra)
            for name, t in got[side].items():
                times[side].setdefault(name, []).append(t)
        for name, t in got["A"].items():
            if name in got["B"]:
                ratios.setdefault(name, []).append(got["B"][name] / t)
    print("%-34s %12s %12s %8s  %s" % ("benchmark", "A ns/op", "B ns/op", "B/A", "B/A quartiles"))
    for name in times["A"]:
        if name not in ratios:
            continue
        q = sorted(ratios[name])
        print(
            "%-34s %12.1f %12.1f %8.3f  [%.3f, %.3f]"
            % (
                name,
                statistics.median(times["A"][name]),
                statistics.median(times["B"][name]),
                statistics.median(q),
                q[len(q) // 4],
                q[(3 * len(q)) // 4],
            )
        )
    print("medians over %d alternating rounds; CPU time; B/A < 1: B is faster" % rounds)


if __name__ == "__main__":
    main()
