# SPDX-License-Identifier: MIT
"""Benchmark of the `bn254` module on go-ethereum's vectors (every vector
that is not NoBenchmark, named <op>/<Name> as in bench/bench_precompiles),
in ns per call as a Python caller sees it: a loop of module calls on bytes.
Median of 5 samples of at least 0.1 s each (BN254_BENCH_SAMPLE_MS), of the
thread's CPU time (steadier on a shared machine) and of wall time.

    python3 bench.py [--quick] [--tsv] [filter...]
    python3 bench.py --spec [--quick] [filter...]
    python3 bench.py --copy [--quick]

--quick: one short sample per vector (a smoke run); --tsv: lines
"name<TAB>python<TAB>wall ns/op<TAB>cpu ns/op". The C figure for the same vectors comes from
bench_precompiles; bench/bindings.sh runs both and prints the table.

--spec: the execution specs' alt_bn128 precompiles (bn254_precompiles/execution_specs.py,
the latest fork of the installed ethereum-execution) as published (py_ecc)
and with bn254 plugged in, beside the bare module, per vector: a markdown
table of thread CPU time per call, with the machine, date and versions.
The published spec's pairings take ~0.5 s a pair: slow calls are timed once.

--copy: the cost of the copy the module makes of a mutable input (another thread may write into it)
on a long pairing input: the same call on bytes (read in place) and on a
bytearray (copied), for an input that fails at its first pair (the call is
little more than the copy) and for a valid one (the copy against the
pairing)."""

import datetime
import os
import platform
import statistics
import sys
import time

# The installed package, not the source folder beside this script (Python puts
# the script's folder first on sys.path, and bn254_precompiles/ there has no
# built extension).
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != HERE]
import bn254_precompiles as bn254  # noqa: E402

sys.path.insert(0, os.path.join(HERE, "tests"))
import vectors  # noqa: E402


def measure(fn, data, quick, sample_ns, samples=5):
    iters = 1
    while True:
        t = time.perf_counter_ns()
        for _ in range(iters):
            fn(data)
        ns = time.perf_counter_ns() - t
        if quick or ns * 2 >= sample_ns:
            break
        iters *= 2
    if ns >= 5 * sample_ns:  # one call is long: the calibration was the sample
        samples = 0
    wall, cpu = [], []
    for _ in range(1 if quick else samples):
        c = time.thread_time_ns()
        t = time.perf_counter_ns()
        for _ in range(iters):
            fn(data)
        wall.append((time.perf_counter_ns() - t) / iters)
        cpu.append((time.thread_time_ns() - c) / iters)
    if not wall:  # measure the single long call once, by CPU time too
        c = time.thread_time_ns()
        t = time.perf_counter_ns()
        fn(data)
        wall.append(time.perf_counter_ns() - t)
        cpu.append(time.thread_time_ns() - c)
    return statistics.median(wall), statistics.median(cpu)


def bench_vectors(filters):
    for op in vectors.FILES:
        for v in vectors.geth(op):
            name = "%s/%s" % (op, v["Name"])
            if v.get("NoBenchmark") or "Expected" not in v:
                continue
            if filters and not any(f in name for f in filters):
                continue
            yield op, name, v


def main_module(quick, tsv, filters, sample_ns):
    if not tsv:
        print(
            "bn254 %s, backend %s; thread CPU time (wall time) in ns/op, median of %d samples"
            % (bn254.__version__, bn254.backend(), 1 if quick else 5)
        )
    for op, name, v in bench_vectors(filters):
        fn = getattr(bn254, op)
        data = bytes.fromhex(v["Input"])
        if fn(data).hex() != v["Expected"]:
            sys.exit("bench.py: wrong answer for " + name)
        wall, cpu = measure(fn, data, quick, sample_ns)
        if tsv:
            print("%s\tpython\t%.1f\t%.1f" % (name, wall, cpu))
        else:
            print("%-32s %12.1f (%.1f)" % (name, cpu, wall))


def fmt(ns):
    if ns >= 1e9:
        return "%.2f s" % (ns / 1e9)
    if ns >= 1e6:
        return "%.1f ms" % (ns / 1e6)
    return "%.1f µs" % (ns / 1e3)


def machine():
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return "%s, %d cores, %s" % (model, os.cpu_count() or 0, platform.platform())


def version(dist):
    from importlib.metadata import PackageNotFoundError, version as v

    try:
        return v(dist)
    except PackageNotFoundError:
        return "?"


def main_spec(quick, filters, sample_ns):
    from bn254_precompiles import execution_specs

    spec = execution_specs.Spec()
    print(
        "execution specs (ethereum-execution %s, fork %s) with py_ecc %s, and with bn254 %s "
        "(backend %s); Python %s"
        % (
            version("ethereum-execution"),
            spec.fork,
            version("py_ecc"),
            bn254.__version__,
            bn254.backend(),
            platform.python_version(),
        )
    )
    print(
        "%s; %s UTC"
        % (machine(), datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M"))
    )
    print(
        "thread CPU time per call, median of %s samples (one call when it is long)"
        % (1 if quick else 5)
    )
    print()
    print("| vector | spec + py_ecc | spec + bn254 | bn254 | spec speed-up |")
    print("|---|---:|---:|---:|---:|")
    for op, name, v in bench_vectors(filters):
        data = bytes.fromhex(v["Input"])
        fn = spec.ops[op]
        evm = spec.frame(data, 10**9)
        gas = spec.Uint(10**9)

        def call(_):
            evm.gas_left = gas
            fn(evm)

        def check(label):
            call(None)
            if evm.output.hex() != v["Expected"]:
                sys.exit("bench.py: %s: wrong answer for %s" % (label, name))

        check("spec")
        _, spec_ns = measure(call, None, quick, sample_ns)
        with execution_specs.bn254_backend(spec.module):
            check("spec+bn254")
            _, ours_ns = measure(call, None, quick, sample_ns)
        _, bare_ns = measure(getattr(bn254, op), data, quick, sample_ns)
        print(
            "| %s | %s | %s | %s | %.0fx |"
            % (name, fmt(spec_ns), fmt(ours_ns), fmt(bare_ns), spec_ns / ours_ns)
        )
        sys.stdout.flush()


def main_copy(quick, sample_ns):
    good = next(
        v
        for v in vectors.ours("ecpairing") + vectors.geth("ecpairing")
        if len(v["Input"]) == 2 * 384 and v.get("Expected", "").endswith("1")
    )
    pair2 = bytes.fromhex(good["Input"])
    print(
        "copy of a mutable input: ecpairing on bytes (read in place) and on a "
        "bytearray (copied); thread CPU time per call"
    )
    print()
    print("| input | bytes | bytearray | copy (difference) |")
    print("|---|---:|---:|---:|")
    for pairs in (2, 1000, 6000):
        valid = pair2 * (pairs // 2)
        # the first pair's G1 x set to p: fails at the first check, so the
        # call is the copy and little else
        failing = (vectors.P).to_bytes(32, "big") + valid[32:]
        for label, data in (("first pair invalid", failing), ("valid", valid)):
            if label == "valid" and pairs > 1000 and quick:
                continue
            _, b = measure(call_pairing, data, quick, sample_ns)
            _, a = measure(call_pairing, bytearray(data), quick, sample_ns)
            print(
                "| %d pairs (%d KiB), %s | %s | %s | %s |"
                % (pairs, len(data) // 1024, label, fmt(b), fmt(a), fmt(a - b))
            )


def call_pairing(data):
    try:
        return bn254.ecpairing(data)
    except bn254.Error:
        return None


def main(argv):
    quick = "--quick" in argv
    tsv = "--tsv" in argv
    filters = [a for a in argv if not a.startswith("--")]
    sample_ns = int(os.environ.get("BN254_BENCH_SAMPLE_MS", "100")) * 1_000_000
    if vectors.geth_dir() is None:
        sys.exit("bench.py: go-ethereum vectors not found (set BN254_GETH_VECTORS)")
    if "--spec" in argv:
        main_spec(quick, filters, sample_ns)
    elif "--copy" in argv:
        main_copy(quick, sample_ns)
    else:
        main_module(quick, tsv, filters, sample_ns)


if __name__ == "__main__":
    main(sys.argv[1:])
