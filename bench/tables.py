#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/tables.py: the tables of the benchmark jobs, from their JSON files.

tools/bench.sh runs bench/bench_precompiles and bench/bench_internal with
google-benchmark's --benchmark_out (JSON, every repetition) and pipes their
console output through `progress`, which keeps it in a log file and shows one
progress line instead; `report` then prints one compact table per section,
the vectors that no shortcut serves (vectors/distinct) first.
bench/peers/run.sh gives `peers` the harness results of build/peers/ and gets
the side-by-side tables. Python 3 standard library only.

  tables.py names    < output of --benchmark_list_tests=true
  tables.py progress --names FILE --log FILE --label TEXT  < console output
  tables.py report --precompiles JSON --internal JSON [--peers DIR]
                   [--header-log LOG ...] [--markdown FILE]
  tables.py merge --out JSON JSON...     (google-benchmark files of several rounds)
  tables.py peers DIR [--markdown FILE] [--chart SVG]
  tables.py chart-md MARKDOWN --out SVG --stamp TEXT...   (the doc's tables as a chart)

`report` and `peers` with --chart also draw the vector tables beside the
peers as one SVG (bench/charts.py): bn254 beside each peer per vector, and
bn254's time over the fastest peer's, stamped like the tables.

Figures are CPU time per call (what google-benchmark and the peer harnesses
measure), as the median of the repetitions; "spread" is (max - min) / median
over the repetitions.
"""

import argparse
import json
import subprocess
import os
import re
import statistics
import sys
import time

import charts

# The first section of every report: the inputs that no shortcut serves.
DISTINCT_TITLE = "distinct vectors (vectors/distinct: no shortcut applies)"
VERIFIERS_TITLE = "proof verifiers' ecpairing calls (vectors/verifiers: gnark's Solidity verifiers)"
CACHED_TITLE = (
    "the same calls with prepared G2 points (bn254_ecpairing_cached: the key's "
    "points, or all, stored)"
)
# Micro benchmarks that the peers' public APIs have too, in table order.
PEER_MICROS = [
    "fp_mul",
    "fp2_mul",
    "fp12_cyclo_sqr",
    "miller_loop_1",
    "final_exp",
    "g2_subgroup_check",
]
PEER_ORDER = ["mcl", "evmone", "geth_gnark", "geth_gnark_latest", "revm_arkworks", "revm_substrate"]
TIME_UNIT = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}
AGGREGATE_SUFFIX = re.compile(r"_(mean|median|stddev|cv)$")
# Console lines worth showing while the progress line runs (the rest goes to the log).
IMPORTANT = re.compile(r"WRONG|GAS MISMATCH|ERROR|error:|Failed to match|refusing")


# ---- formatting -----------------------------------------------------------------


def fmt_ns(ns):
    if ns is None:
        return "-"
    if ns < 10:
        return "%.2f" % ns
    if ns < 100:
        return "%.1f" % ns
    return "%.0f" % ns


def fmt_pct(x):
    return "-" if x is None else "%.1f%%" % (100.0 * x)


def fmt_ratio(x):
    return "-" if x is None else "%.2f" % x


def table(headers, rows, left=(0,)):
    """A markdown table: the columns in `left` left-aligned (names), the rest right."""
    cells = [list(headers)] + [[str(c) for c in r] for r in rows]
    width = [max(3, max(len(r[i]) for r in cells)) for i in range(len(headers))]
    out = []
    for k, r in enumerate(cells):
        parts = [
            (r[i].ljust(width[i]) if i in left else r[i].rjust(width[i])) for i in range(len(r))
        ]
        out.append("| " + " | ".join(parts) + " |")
        if k == 0:
            out.append(
                "|"
                + "|".join(
                    (":" + "-" * (width[i] + 1)) if i in left else ("-" * (width[i] + 1) + ":")
                    for i in range(len(r))
                )
                + "|"
            )
    return out


# ---- loading ----------------------------------------------------------------------


class Row:
    """One benchmark: CPU ns per call of each repetition, and its counters."""

    def __init__(self, name):
        self.name = name
        self.reps = []
        self.aggregate_median = None
        self.gas = None
        self.ns_per_pair = []
        self.error = None

    @property
    def median(self):
        if self.reps:
            return statistics.median(self.reps)
        return self.aggregate_median

    @property
    def spread(self):
        if len(self.reps) < 2 or not self.median:
            return None
        return (max(self.reps) - min(self.reps)) / self.median

    @property
    def mgas(self):
        if self.gas is None or not self.median:
            return None
        return self.gas * 1000.0 / self.median  # gas / ns = 1000 Mgas/s

    @property
    def pair_ns(self):
        return statistics.median(self.ns_per_pair) if self.ns_per_pair else None


def load_gbench(path):
    """google-benchmark JSON -> (context, [Row]) in run order."""
    with open(path) as f:
        data = json.load(f)
    rows = {}
    order = []
    for b in data.get("benchmarks", []):
        name = b.get("run_name") or AGGREGATE_SUFFIX.sub("", b["name"])
        if name not in rows:
            rows[name] = Row(name)
            order.append(name)
        row = rows[name]
        if b.get("error_occurred"):
            row.error = b.get("error_message") or "error"
            continue
        ns = b["cpu_time"] * TIME_UNIT.get(b.get("time_unit", "ns"), 1.0)
        if b.get("run_type") == "aggregate":
            if b.get("aggregate_name") == "median":
                row.aggregate_median = ns
            continue
        row.reps.append(ns)
        if "gas" in b:
            row.gas = b["gas"]
        if "ns/pair" in b:
            row.ns_per_pair.append(b["ns/pair"])
    return data.get("context", {}), [rows[n] for n in order]


def load_peers(folder):
    """The peer harness files of folder, ours excluded, in a fixed order."""
    peers = []
    if not folder or not os.path.isdir(folder):
        return peers
    for entry in sorted(os.listdir(folder)):
        if not entry.endswith(".json"):
            continue
        try:
            with open(os.path.join(folder, entry)) as f:
                data = json.load(f)
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict) or "peer" not in data or "results" not in data:
            continue
        data["by_name"] = {r["name"]: r for r in data["results"]}
        peers.append(data)
    rank = {p: i for i, p in enumerate(PEER_ORDER)}
    peers.sort(key=lambda d: (rank.get(d["peer"], len(rank)), d["peer"]))
    return peers


def peer_ns(peer, name):
    r = peer["by_name"].get(name)
    return None if r is None or "error" in r else r.get("median_ns")


def first_line(path, prefix):
    try:
        with open(path, errors="replace") as f:
            for line in f:
                if line.startswith(prefix):
                    return line.strip()
    except OSError:
        pass
    return None


# ---- names and progress -------------------------------------------------------------


def cmd_names(_args):
    """Benchmark names from --benchmark_list_tests output: the lines that are one word."""
    for line in sys.stdin:
        line = line.strip()
        if line and not line.startswith(("|", "-")) and " " not in line and ":" not in line:
            print(line)
    return 0


def cmd_progress(args):
    with open(args.names) as f:
        names = [n.strip() for n in f if n.strip()]
    known = set(names)
    done = set()
    tty = sys.stderr.isatty()
    start = time.time()
    shown = [False]

    def show():
        if not tty:
            return
        k = len(done)
        text = "[%d/%d] %s" % (
            min(k + 1, len(names)),
            len(names),
            next((n for n in names if n not in done), "finishing"),
        )
        sys.stderr.write("\r\033[K" + text[:160])
        sys.stderr.flush()
        shown[0] = True

    def clear():
        if shown[0]:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()
            shown[0] = False

    if not tty:
        sys.stderr.write("%s: %d benchmarks...\n" % (args.label, len(names)))
    show()
    echo_next = False
    with open(args.log, "w") as log:
        for line in sys.stdin:
            log.write(line)
            if IMPORTANT.search(line) or (echo_next and line.startswith("  ")):
                clear()
                sys.stderr.write(line)
                echo_next = True
            else:
                echo_next = False
            words = line.split()
            base = AGGREGATE_SUFFIX.sub("", words[0]) if words else ""
            if base in known and base not in done:
                done.add(base)
                show()
    clear()
    sys.stderr.write(
        "%s: %d of %d benchmarks in %.0f s (console output: %s)\n"
        % (args.label, len(done), len(names), time.time() - start, args.log)
    )
    return 0


# ---- the report of tools/bench.sh --------------------------------------------------------


def peer_columns(peers):
    return [p.get("label") or p["peer"] for p in peers]


def vs_best(ours, values):
    best = [v for v in values if v]
    return ours / min(best) if ours and best else None


def section_vectors(rows, peers):
    head = ["vector", "gas", "ns/op", "Mgas/s", "spread"] + peer_columns(peers)
    if peers:
        head.append("vs best peer")
    out = []
    for r in rows:
        if r.error:
            out.append(
                [r.name, "-", "error: " + r.error, "-", "-"]
                + ["-"] * len(peers)
                + (["-"] if peers else [])
            )
            continue
        theirs = [peer_ns(p, r.name) for p in peers]
        line = [
            r.name,
            "%.0f" % r.gas if r.gas is not None else "-",
            fmt_ns(r.median),
            "%.1f" % r.mgas if r.mgas else "-",
            fmt_pct(r.spread),
        ]
        line += [fmt_ns(v) for v in theirs]
        if peers:
            line.append(fmt_ratio(vs_best(r.median, theirs)))
        out.append(line)
    return table(head, out)


def section_worst(rows, first="worst case"):
    """Rows with ns/pair: the worst cases, the verifiers' ecpairing calls."""
    head = [first, "gas", "ns/op", "Mgas/s", "ns/pair", "spread"]
    out = []
    for r in rows:
        if r.error:
            out.append([r.name, "-", "error: " + r.error, "-", "-", "-"])
            continue
        out.append(
            [
                r.name,
                "%.0f" % r.gas if r.gas is not None else "-",
                fmt_ns(r.median),
                "%.1f" % r.mgas if r.mgas else "-",
                fmt_ns(r.pair_ns),
                fmt_pct(r.spread),
            ]
        )
    return table(head, out)


def section_cached(rows, base):
    """cached/<Name>/keys and /all beside verifiers/<Name> (base: all rows)."""
    by = {r.name: r for r in base}
    head = [
        "verifier ecpairing call",
        "uncached ns/op",
        "key's G2 cached",
        "speedup",
        "all G2 cached",
        "speedup",
    ]
    out = []
    names = []
    for r in rows:
        name = r.name[len("cached/") :].rsplit("/", 1)[0]
        if name not in names:
            names.append(name)
    for name in names:
        plain = by.get("verifiers/" + name)
        cells = [name, fmt_ns(plain.median) if plain and not plain.error else "-"]
        for variant in ("keys", "all"):
            r = by.get("cached/%s/%s" % (name, variant))
            if r is None or r.error:
                cells += ["-" if r is None else "error: " + r.error, "-"]
                continue
            ok = plain is not None and not plain.error and r.median
            cells += [fmt_ns(r.median), fmt_ratio(plain.median / r.median) if ok else "-"]
        out.append(cells)
    return table(head, out)


def section_ours_summary(rows):
    """The project's vectors, one line per precompile: they are many and alike."""
    head = [
        "project vectors",
        "count",
        "fastest ns/op",
        "median ns/op",
        "slowest ns/op",
        "slowest vector",
        "max spread",
    ]
    out = []
    for op in ("ecadd", "ecmul", "ecpairing"):
        group = [r for r in rows if r.name.startswith("ours/%s/" % op) and not r.error]
        if not group:
            continue
        group.sort(key=lambda r: r.median)
        spreads = [r.spread for r in group if r.spread is not None]
        out.append(
            [
                op,
                str(len(group)),
                fmt_ns(group[0].median),
                fmt_ns(statistics.median([r.median for r in group])),
                fmt_ns(group[-1].median),
                group[-1].name[len("ours/") :],
                fmt_pct(max(spreads) if spreads else None),
            ]
        )
    errors = [r for r in rows if r.name.startswith("ours/") and r.error]
    for r in errors:
        out.append([r.name, "error", r.error, "-", "-", "-", "-"])
    return table(head, out, left=(0, 5))


def section_micro(rows, peers):
    head = ["micro", "ns/op", "spread"] + peer_columns(peers)
    if peers:
        head.append("vs best peer")
    out = []
    for r in rows:
        if r.error:
            out.append(
                [r.name, "error: " + r.error, "-"] + ["-"] * len(peers) + (["-"] if peers else [])
            )
            continue
        theirs = [peer_ns(p, r.name) for p in peers]
        line = [r.name, fmt_ns(r.median), fmt_pct(r.spread)] + [fmt_ns(v) for v in theirs]
        if peers:
            line.append(fmt_ratio(vs_best(r.median, theirs)))
        out.append(line)
    return table(head, out)


def repetitions_note(rows):
    reps = sorted({len(r.reps) for r in rows if not r.error})
    if reps == [1] or not reps:
        return "one run per benchmark (no spread: use --benchmark_repetitions=3)"
    return "median of %s repetitions" % "/".join(str(n) for n in reps)


def cmd_report(args):
    ctx, pre = load_gbench(args.precompiles) if args.precompiles else ({}, [])
    ctx_int, micro = load_gbench(args.internal) if args.internal else ({}, [])
    peers = [p for p in load_peers(args.peers) if p["peer"] != "bn254"]
    lines = []
    for log in args.header_log or []:
        line = first_line(log, os.path.basename(log).split(".")[0] + ":")
        if line:
            lines.append(line)
    context = ctx or ctx_int
    if context:
        load = context.get("load_avg")
        lines.append(
            "run %s on %s, %s CPUs%s"
            % (
                context.get("date", "?"),
                context.get("host_name", "?"),
                context.get("num_cpus", "?"),
                ", load average %s" % " ".join("%.2f" % x for x in load) if load else "",
            )
        )
    if context.get("library_build_type") == "debug":
        lines.append("(libbenchmark itself is Debian's debug build; bn254 is built Release)")

    full = list(lines)
    distinct = [r for r in pre if r.name.startswith("distinct/")]
    geth = [r for r in pre if r.name.split("/")[0] in ("ecadd", "ecmul", "ecpairing")]
    ours = [r for r in pre if r.name.startswith("ours/")]
    worst = [r for r in pre if r.name.startswith("worst/")]
    verifiers = [r for r in pre if r.name.startswith("verifiers/")]
    cached = [r for r in pre if r.name.startswith("cached/")]
    other = [r for r in pre if r not in distinct + geth + ours + worst + verifiers + cached]
    for title, rows, short, longer in (
        (DISTINCT_TITLE, distinct, lambda rs: section_vectors(rs, peers), None),
        (VERIFIERS_TITLE, verifiers, lambda rs: section_worst(rs, "verifier ecpairing call"), None),
        (CACHED_TITLE, cached, lambda rs: section_cached(rs, pre), None),
        ("go-ethereum vectors", geth, lambda rs: section_vectors(rs, peers), None),
        (
            "project vectors (vectors/*.json)",
            ours,
            section_ours_summary,
            lambda rs: section_vectors(rs, []),
        ),
        ("worst cases", worst, section_worst, None),
        ("other", other, lambda rs: section_vectors(rs, []), None),
        ("micro benchmarks (bench_internal)", micro, lambda rs: section_micro(rs, peers), None),
    ):
        if not rows:
            continue
        lines += ["", "## " + title, ""] + short(rows)
        full += ["", "## " + title, ""] + (longer or short)(rows)

    notes = [
        "",
        "ns/op: CPU time per call, %s; spread: (max - min) / median over the "
        "repetitions." % repetitions_note(pre + micro),
        "gas: Istanbul (EIP-1108); Mgas/s = gas * 1000 / (ns/op).",
    ]
    if peers:
        dates = sorted({p.get("date", "?") for p in peers})
        notes.append(
            "peer columns: %s, from bench/peers/run.sh (%s), a separate run: ns/op "
            "there is the median of %s batches of >= %s s."
            % (
                ", ".join(
                    "%s %s" % (p.get("label", p["peer"]), p.get("version", "")) for p in peers
                ),
                ", ".join(dates),
                peers[0].get("batches"),
                peers[0].get("min_time_s"),
            )
        )
        notes.append(
            "vs best peer: this run's bn254 ns/op / the fastest peer's (< 1: bn254 is faster)."
        )
    if args.chart and peers:
        rows = [
            (r.name, [r.median] + [peer_ns(p, r.name) for p in peers])
            for r in distinct + geth
            if not r.error
        ]
        stamp = [
            "commit %s; tools/bench.sh, peers from bench/peers/run.sh (%s)"
            % (git_commit(), ", ".join(sorted({p.get("date", "?") for p in peers})))
        ] + [line for line in lines if line.startswith("run ")]
        with open(args.chart, "w") as f:
            f.write(
                charts.bar_chart(
                    "bn254 beside other libraries (tools/bench.sh)",
                    stamp,
                    ["bn254"] + peer_columns(peers),
                    rows,
                )
            )
        notes.append("chart: %s" % args.chart)
    if args.markdown:
        notes.append("full tables: %s" % args.markdown)
    lines += notes
    full += notes[:-1] if args.markdown else notes
    print("\n".join(lines))
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("\n".join(full) + "\n")
    bad = [r.name for r in pre + micro if r.error]
    return 1 if bad else 0


# ---- merging rounds ----------------------------------------------------------------------


def cmd_merge(args):
    """One file from the rounds' files: the batches of each case side by side.

    google-benchmark files: their runs concatenated (the repetitions of a row);
    harness files: per case, the batches of every round, and the figures again.
    """
    datas = []
    for path in args.inputs:
        with open(path) as f:
            datas.append(json.load(f))
    if all("benchmarks" in d for d in datas):
        merged = dict(datas[0])
        merged["benchmarks"] = [
            b for d in datas for b in d["benchmarks"] if b.get("run_type") != "aggregate"
        ]
    else:
        merged = {k: v for k, v in datas[0].items() if k != "results"}
        merged["rounds"] = len(datas)
        merged["check"] = {
            "vectors": datas[0]["check"]["vectors"],
            "failures": max(d["check"]["failures"] for d in datas),
        }
        order, cases = [], {}
        for d in datas:
            for r in d["results"]:
                if r["name"] not in cases:
                    order.append(r["name"])
                    cases[r["name"]] = []
                cases[r["name"]].append(r)
        results = []
        for name in order:
            rs = cases[name]
            out = {k: v for k, v in rs[0].items() if k in ("name", "kind", "gas", "iterations")}
            errors = [r["error"] for r in rs if "error" in r]
            if errors:
                out["error"] = errors[0]
            else:
                batches = [b for r in rs for b in r["batch_ns"]]
                out["median_ns"] = statistics.median(batches)
                out["min_ns"], out["max_ns"] = min(batches), max(batches)
                out["wall_median_ns"] = statistics.median(r["wall_median_ns"] for r in rs)
                out["batch_ns"] = batches
            results.append(out)
        merged["batches"] = max((len(r.get("batch_ns", [])) for r in results), default=0)
        merged["results"] = results
    with open(args.out, "w") as f:
        json.dump(merged, f, indent=1)
        f.write("\n")
    return 0


# ---- the side-by-side tables of bench/peers/run.sh ----------------------------------------


def git_commit():
    """The checkout's commit (with -dirty for uncommitted edits), or '?'."""
    try:
        return subprocess.run(
            [
                "git",
                "-C",
                os.path.dirname(os.path.abspath(__file__)),
                "describe",
                "--always",
                "--dirty",
                "--abbrev=7",
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def cmd_peers(args):
    folder = args.folder
    everyone = load_peers(folder)
    ours = next((p for p in everyone if p["peer"] == "bn254"), None)
    peers = [p for p in everyone if p["peer"] != "bn254"]
    micro_path = os.path.join(folder, "bn254_micro.json")
    micro = {}
    if os.path.exists(micro_path):
        _, rows = load_gbench(micro_path)
        micro = {r.name: r for r in rows}
    if ours is None:
        sys.stderr.write("tables.py: no bn254.json in %s\n" % folder)
        return 1

    names = [r["name"] for r in ours["results"] if r.get("kind") != "micro"]
    for p in peers:
        names += [
            r["name"] for r in p["results"] if r.get("kind") == "vector" and r["name"] not in names
        ]
    gas = {}
    for p in [ours] + peers:
        for r in p["results"]:
            if r.get("gas"):
                gas.setdefault(r["name"], r["gas"])

    columns = ["bn254"] + [p.get("label") or p["peer"] for p in peers]
    head = ["gas"] + columns + (["bn254 / best"] if peers else [])
    spreads = {c: [] for c in columns}

    def harness_value(p, name):
        r = p["by_name"].get(name)
        if r is None or "median_ns" not in r:
            return None, None
        spread = (r["max_ns"] - r["min_ns"]) / r["median_ns"] if r.get("median_ns") else None
        return r["median_ns"], spread

    def row(name, mine, mine_spread, theirs):
        line = [name, str(gas.get(name, ""))]
        line += [fmt_ns(mine)] + [fmt_ns(v) for v, _ in theirs]
        if peers:
            line.append(fmt_ratio(vs_best(mine, [v for v, _ in theirs])))
        for col, sp in zip(columns, [mine_spread] + [sp for _, sp in theirs]):
            if sp is not None:
                spreads[col].append(sp)
        return line

    sections = [
        (DISTINCT_TITLE, "distinct vector", []),
        ("go-ethereum vectors", "vector", []),
        ("micro benchmarks", "micro", []),
    ]
    chart_rows = []
    for name in names:
        mine, mine_spread = harness_value(ours, name)
        theirs = [harness_value(p, name) for p in peers]
        line = row(name, mine, mine_spread, theirs)
        sections[0 if name.startswith("distinct/") else 1][2].append(line)
        chart_rows.append((name, [mine] + [v for v, _ in theirs]))
    for name in PEER_MICROS:
        r = micro.get(name)
        theirs = [harness_value(p, name) for p in peers]
        if r is None and not any(v for v, _ in theirs):
            continue
        sections[2][2].append(
            row(
                name,
                r.median if r and not r.error else None,
                r.spread if r and not r.error else None,
                theirs,
            )
        )

    meta = {}
    try:
        with open(os.path.join(folder, "run-meta.json")) as f:
            meta = json.load(f)
    except (OSError, ValueError):
        pass
    date = meta.get("date_start") or ours.get("date", "?")
    if meta.get("date_end"):
        date += " to " + meta["date_end"]
    cpu = ours.get("cpu", "?")
    if meta:
        cpu += " (family %s, model %s), %s cores; load average %s at the start, %s at the end" % (
            meta.get("cpu_family", "?"),
            meta.get("cpu_model", "?"),
            meta.get("nproc", "?"),
            meta.get("load_start", "?"),
            meta.get("load_end", "?"),
        )
    head_lines = [
        "bn254 beside other libraries: one run of bench/peers/run.sh, %s" % date,
        "",
        "CPU: %s" % cpu,
    ]
    if meta.get("machine"):
        head_lines.append("machine: %s (%s)" % (meta["machine"], meta.get("host", "?")))
    head_lines.append("")
    for p in [ours] + peers:
        check = p["check"]
        classes = check.get("error_classes", "exact")
        known = check.get("known_bugs", 0)  # answers of the library's documented bugs
        head_lines.append(
            "- %s (%s): %s; built with %s; %d vectors checked, %d wrong%s%s"
            % (
                p.get("label") or p["peer"],
                p.get("version", ""),
                p.get("describe", ""),
                p.get("build", ""),
                check["vectors"],
                check["failures"],
                "; %d answers of a documented bug of the library (not timed)" % known
                if known
                else "",
                "" if classes == "exact" else "; error classes: " + classes,
            )
        )
    body = []
    for title, first, rows in sections:
        if rows:
            body += ["", "### " + title, ""] + table([first] + head, rows)
    rounds = ours.get("rounds", 1)
    foot = [
        "",
        "ns/op: CPU time per call, the median of %s batches of >= %s s each (process CPU "
        "time; for Go this includes the garbage collector), one batch per round: in each of "
        "the %s rounds, case by case, every library times one batch in turn, in an order "
        "that rotates from case to case and round to round. Every harness does the whole "
        "precompile path (decode, validate, compute, encode) and checked every vector "
        "first. bn254's micro rows come from bench/bench_internal, one repetition of >= %s "
        "s at the end of each round."
        % (ours.get("batches"), ours.get("min_time_s"), rounds, ours.get("min_time_s")),
        "",
        "gas: Istanbul (EIP-1108). -: not measured (the library's public API has no such "
        "operation, or the harness has none). bn254 / best: bn254 ns/op over the fastest "
        "peer's (< 1: bn254 is faster).",
        "",
        "largest spread (max - min) / median over the batches of one case: "
        + ", ".join("%s %s" % (c, fmt_pct(max(v)) if v else "-") for c, v in spreads.items())
        + ".",
    ]
    if args.chart:
        stamp = [
            "bn254 %s; one run of bench/peers/run.sh, %s" % (ours.get("describe", "?"), date),
            "CPU: %s" % cpu,
        ]
        if meta.get("machine"):
            stamp.append("machine: %s" % meta["machine"])
        with open(args.chart, "w") as f:
            f.write(
                charts.bar_chart(
                    "bn254 beside other libraries",
                    stamp,
                    columns,
                    sorted(chart_rows, key=lambda r: not r[0].startswith("distinct/")),
                )
            )
        foot += ["", "chart: %s" % args.chart]
    out = head_lines + body + foot
    print("\n".join(out))
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write("\n".join(out) + "\n")
    failures = sum(p["check"]["failures"] for p in [ours] + peers)
    return 1 if failures else 0


def first_number(cell):
    """The first figure of a table cell: '1,156-1,274' -> 1156.0, 'mcl 1,060' -> 1060.0."""
    m = re.search(r"(\d[\d,]*(?:\.\d+)?)", cell)
    return float(m.group(1).replace(",", "")) if m else None


def markdown_chart_rows(text):
    """(label, [bn254, fastest peer]) from every markdown table of text with the
    columns bn254 and 'fastest peer' (doc/performance.md's side-by-side
    tables); the peer's name goes into the label."""
    rows, head = [], None
    for line in text.splitlines():
        if not line.startswith("|"):
            head = None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if head is None:
            head = cells
            continue
        if set(line) <= set("|-: "):
            continue
        if "bn254" not in head or "fastest peer" not in head:
            continue
        # "go-ethereum/gnark v0.22.0 343,130": the name, then the figures
        tokens = cells[head.index("fastest peer")].split()
        k = next((i for i, t in enumerate(tokens) if t[0].isdigit()), len(tokens))
        label = cells[0] + (" (%s)" % " ".join(tokens[:k]) if k else "")
        rows.append(
            (label, [first_number(cells[head.index("bn254")]), first_number(" ".join(tokens[k:]))])
        )
    return rows


def cmd_chart_md(args):
    with open(args.markdown) as f:
        rows = markdown_chart_rows(f.read())
    if not rows:
        sys.stderr.write(
            "tables.py: no table with bn254 and fastest peer columns in %s\n" % args.markdown
        )
        return 1
    with open(args.out, "w") as f:
        f.write(charts.bar_chart(args.title, args.stamp or [], ["bn254", "fastest peer"], rows))
    print("tables.py: %d rows into %s" % (len(rows), args.out))
    return 0


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("names")
    p = sub.add_parser("progress")
    p.add_argument("--names", required=True)
    p.add_argument("--log", required=True)
    p.add_argument("--label", default="benchmarks")
    p = sub.add_parser("report")
    p.add_argument("--precompiles")
    p.add_argument("--internal")
    p.add_argument("--peers")
    p.add_argument("--header-log", action="append")
    p.add_argument("--markdown")
    p.add_argument("--chart")
    p = sub.add_parser("merge")
    p.add_argument("--out", required=True)
    p.add_argument("inputs", nargs="+")
    p = sub.add_parser("peers")
    p.add_argument("folder")
    p.add_argument("--markdown")
    p.add_argument("--chart")
    p = sub.add_parser("chart-md")
    p.add_argument("markdown")
    p.add_argument("--out", required=True)
    p.add_argument("--title", default="bn254 beside the fastest other library")
    p.add_argument("--stamp", action="append")
    args = ap.parse_args(argv)
    return {
        "names": cmd_names,
        "progress": cmd_progress,
        "report": cmd_report,
        "merge": cmd_merge,
        "peers": cmd_peers,
        "chart-md": cmd_chart_md,
    }[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
