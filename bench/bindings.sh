#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
#
# bench/bindings.sh: the bindings' side-by-side benchmark tables, in one run.
# Times the same go-ethereum vectors through the C library
# (bench/bench_precompiles, CMake Release), the Rust crate
# (`bn254_precompiles::ec*`; cargo bench, release), the Go package (the
# Istanbul PrecompiledContract, as go-ethereum's benchmarks call it) and the
# Python module, plus revm's three bench inputs through
# bn254-precompiles-sys, `bn254_precompiles::ec*` and the revm-shaped functions.
# The four programs run one after the other in BN254_BENCH_ROUNDS rounds
# (default 3), so load changes hit them all; each figure is the median over
# rounds of each program's own median of 5 samples. The figures are CPU time
# per call (google-benchmark's cpu_time, Go's cpu-ns/op, the thread CPU
# clock in Rust and Python): on a shared machine, wall time mostly measures
# the other jobs. Every library build uses gcc -O3. Prints markdown tables
# (also in build/bindings/bench/tables.md).
#
# Needs the toolchains of .ci/rust.sh, .ci/go.sh and .ci/python.sh, plus
# libbenchmark-dev and g++ (which tools/bench.sh installs), and go-ethereum's
# vectors ($BN254_GETH_VECTORS or ../shared/vectors). BN254_BENCH_SAMPLE_MS:
# length of one sample (100).
# cargo, go and python3 are the ones on PATH; their packages come from their
# registries (crates.io, the Go module proxy, PyPI) as the bindings pin them.
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../.ci/lib.sh" # BN254_ROOT, cd there, helpers
root=$BN254_ROOT
out="$root/build/bindings/bench"
rounds=${BN254_BENCH_ROUNDS:-3}
sample_ms=${BN254_BENCH_SAMPLE_MS:-100}
bn254_geth_vectors --require
export BN254_BENCH_SAMPLE_MS="$sample_ms"

# The vectors of the table: short calls (where a binding's cost shows) and
# the usual long ones.
names=(chfast1 cdetrio1 empty_data one_point jeff1 ten_point_match_1)
vectors=(ecadd/chfast1 ecadd/cdetrio1 ecmul/chfast1 ecmul/cdetrio1 ecpairing/empty_data
         ecpairing/one_point ecpairing/jeff1 ecpairing/ten_point_match_1)
alt=$(IFS='|'; echo "${vectors[*]}")
sub=$(IFS='|'; echo "${names[*]}")
rm -rf "$out" && mkdir -p "$out"

echo "==> building (C bench, Rust release, Go, Python module)"
cmake -S . -B build/bindings/bench-c -DCMAKE_BUILD_TYPE=Release -DBN254_BUILD_TESTS=OFF \
      -DBN254_BUILD_BENCH=ON "-DBN254_GETH_VECTORS=$BN254_GETH_VECTORS" >/dev/null
cmake --build build/bindings/bench-c --target bench_precompiles -j2 >/dev/null
export CARGO_TARGET_DIR="$root/build/bindings/rust"
rust_bench() {
    (cd bindings/rust && cargo bench -q --bench revm_names -- "$@")
}
rust_bench --quick "no such case" >/dev/null
(cd bindings/go && go test -c -o "$out/go.test" . >/dev/null)
venv="$root/build/bindings/venv"
if ! "$venv/bin/python" -c 'import bn254_precompiles' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/python" -m pip install -q bindings/python
fi

for r in $(seq 1 "$rounds"); do
    echo "==> round $r of $rounds"
    build/bindings/bench-c/bench/bench_precompiles --geth-only --no-worst \
        "--benchmark_filter=^($alt)\$" "--benchmark_min_time=$(echo "scale=3; $sample_ms/1000" | bc)" \
        --benchmark_repetitions=5 --benchmark_report_aggregates_only=true \
        "--benchmark_out=$out/c.$r.json" --benchmark_out_format=json >/dev/null 2>&1
    rust_bench --tsv precompile "${vectors[@]}" >"$out/rust.$r.tsv"
    (cd bindings/go && "$out/go.test" -test.run '^$' -test.count 5 \
        -test.benchtime "${sample_ms}ms" \
        -test.bench "(Precompiled|RawC)Bn256(Add|ScalarMul|Pairing)\$/^($sub)-Gas" \
        >"$out/go.$r.txt")
    "$venv/bin/python" bindings/python/bench.py --tsv "${vectors[@]}" >"$out/python.$r.tsv"
done

python3 - "$out" "$rounds" "${vectors[@]}" <<'EOF' | tee "$out/tables.md"
import json, re, statistics, sys
out, rounds, vectors = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
runs = {}  # (impl, name) -> [per-round figure]

def add(impl, name, ns):
    runs.setdefault((impl, name), []).append(float(ns))

go_ops = {"Bn256Add": "ecadd", "Bn256ScalarMul": "ecmul", "Bn256Pairing": "ecpairing"}
for r in range(1, rounds + 1):
    for b in json.load(open("%s/c.%d.json" % (out, r)))["benchmarks"]:
        if b.get("aggregate_name") == "median":
            add("c", b["run_name"], b["cpu_time"])
            add("c-wall", b["run_name"], b["real_time"])
    for line in open("%s/rust.%d.tsv" % (out, r)):
        name, variant, wall, cpu = line.rstrip("\n").split("\t")
        add("rust-" + variant, name, cpu)
    for line in open("%s/python.%d.tsv" % (out, r)):
        name, _, wall, cpu = line.rstrip("\n").split("\t")
        add("python", name, cpu)
    samples = {}
    for line in open("%s/go.%d.txt" % (out, r)):
        m = re.match(r"Benchmark(Precompiled|RawC)(\w+)/(\w+)-Gas=\d+-\d+\s+\d+\s+[\d.]+ ns/op"
                     r"\s+([\d.]+) cpu-ns/op", line)
        if m:
            kind = "go" if m.group(1) == "Precompiled" else "go-rawc"
            samples.setdefault((kind, go_ops[m.group(2)] + "/" + m.group(3)), []).append(float(m.group(4)))
    for (impl, name), s in samples.items():
        add(impl, name, statistics.median(s))

def fig(impl, name):
    v = runs.get((impl, name))
    return statistics.median(v) if v else None

def ns(v):
    if v is None:
        return "-"
    return "%.0f" % v if v >= 100 else "%.1f" % v

def delta(v, c):
    return "-" if v is None or c is None else "%+.0f" % (v - c)

print("CPU time in ns per call; C wall time beside it shows how loaded the machine was.")
print()
def spread(name):
    """Largest (max - min) / median across rounds among the four programs."""
    worst = 0.0
    for impl in ("c", "rust-safe", "go", "python"):
        v = runs.get((impl, name))
        if v and len(v) > 1:
            worst = max(worst, (max(v) - min(v)) / statistics.median(v))
    return "%.0f%%" % (100 * worst) if rounds > 1 else "-"

print("| vector | C (wall) | C | Rust `bn254_precompiles::ec*` | Rust - C | Go `Run` | Go - C"
      " | Python | Python - C | spread |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for name in vectors:
    c = fig("c", name)
    rs, go, py = fig("rust-safe", name), fig("go", name), fig("python", name)
    print("| %s | (%s) | %s | %s | %s | %s | %s | %s | %s | %s |" % (name, ns(fig("c-wall", name)),
          ns(c), ns(rs), delta(rs, c), ns(go), delta(go, c), ns(py), delta(py, c), spread(name)))
print()
print("spread: the largest range across rounds, relative to the median, of the four programs.")
print()
print("In-process C figures (same compiled code as the binding beside it): Rust through"
      " bn254-precompiles-sys, Go through a loop in C (BenchmarkRawC...):")
print()
print("| vector | C (bench_precompiles) | Rust bn254-precompiles-sys | Go RawC |")
print("|---|---:|---:|---:|")
for name in vectors:
    print("| %s | %s | %s | %s |" % (name, ns(fig("c", name)), ns(fig("rust-c", name)),
          ns(fig("go-rawc", name))))
print()
print("| revm bench name | C (bn254-precompiles-sys) | `bn254_precompiles::ec*` | revm-shaped"
      " | revm-shaped - C |")
print("|---|---:|---:|---:|---:|")
for name in ("bn254 add precompile", "bn254 mul precompile", "ecpairing precompile"):
    c, s, r = fig("rust-c", name), fig("rust-safe", name), fig("rust-revm", name)
    print("| %s | %s | %s | %s | %s |" % (name, ns(c), ns(s), ns(r), delta(r, c)))
EOF
echo "load average after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
