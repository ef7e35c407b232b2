# SPDX-License-Identifier: MIT
"""Benchmark of the `bn254` module on go-ethereum's vectors (every vector
that is not NoBenchmark, named <op>/<Name> as in bench/bench_precompiles),
in ns per call as a Python caller sees it: a loop of module calls on bytes.
Median of 5 samples of at least 0.1 s each (BN254_BENCH_SAMPLE_MS), of the
thread's CPU time (steadier on a shared machine) and of wall time.

    python3 bench.py [--quick] [--tsv] [filter...]

--quick: one short sample per vector (a smoke run); --tsv: lines
"name<TAB>python<TAB>wall ns/op<TAB>cpu ns/op". The C figure for the same vectors comes from
bench_precompiles; bindings/bench.sh runs both and prints the table."""
import os
import statistics
import sys
import time

import bn254

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "tests"))
import vectors  # noqa: E402


def measure(fn, data, quick, sample_ns):
    iters = 1
    while True:
        t = time.perf_counter_ns()
        for _ in range(iters):
            fn(data)
        ns = time.perf_counter_ns() - t
        if quick or ns * 2 >= sample_ns:
            break
        iters *= 2
    wall, cpu = [], []
    for _ in range(1 if quick else 5):
        c = time.thread_time_ns()
        t = time.perf_counter_ns()
        for _ in range(iters):
            fn(data)
        wall.append((time.perf_counter_ns() - t) / iters)
        cpu.append((time.thread_time_ns() - c) / iters)
    return statistics.median(wall), statistics.median(cpu)


def main(argv):
    quick = "--quick" in argv
    tsv = "--tsv" in argv
    filters = [a for a in argv if not a.startswith("--")]
    sample_ns = int(os.environ.get("BN254_BENCH_SAMPLE_MS", "100")) * 1_000_000
    if vectors.geth_dir() is None:
        sys.exit("bench.py: go-ethereum vectors not found (set BN254_GETH_VECTORS)")
    if not tsv:
        print("bn254 %s, backend %s; thread CPU time (wall time) in ns/op, median of %d samples"
              % (bn254.__version__, bn254.backend(), 1 if quick else 5))
    for op in vectors.FILES:
        fn = getattr(bn254, op)
        for v in vectors.geth(op):
            name = "%s/%s" % (op, v["Name"])
            if v.get("NoBenchmark") or "Expected" not in v:
                continue
            if filters and not any(f in name for f in filters):
                continue
            data = bytes.fromhex(v["Input"])
            if fn(data).hex() != v["Expected"]:
                sys.exit("bench.py: wrong answer for " + name)
            wall, cpu = measure(fn, data, quick, sample_ns)
            if tsv:
                print("%s\tpython\t%.1f\t%.1f" % (name, wall, cpu))
            else:
                print("%-32s %12.1f (%.1f)" % (name, cpu, wall))


if __name__ == "__main__":
    main(sys.argv[1:])
