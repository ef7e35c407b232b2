#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""test_tables.py: tests of bench/tables.py on hand-made inputs whose
tables are known (medians, spreads, Mgas/s, ratios worked out by hand), plus the
name filter and the progress filter. Run: python3 bench/test_tables.py
"""

import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import charts  # noqa: E402
import tables  # noqa: E402
import xml.etree.ElementTree as ET  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def gbench_run(name, cpu_ns, index, unit="ns", **counters):
    scale = {"ns": 1.0, "us": 1e-3}[unit]
    run = {
        "name": name,
        "run_name": name,
        "run_type": "iteration",
        "repetitions": 3,
        "repetition_index": index,
        "iterations": 10,
        "real_time": cpu_ns * scale,
        "cpu_time": cpu_ns * scale,
        "time_unit": unit,
    }
    run.update(counters)
    return run


def gbench_aggregate(name, what, cpu_ns):
    return {
        "name": name + "_" + what,
        "run_name": name,
        "run_type": "aggregate",
        "aggregate_name": what,
        "repetitions": 3,
        "iterations": 3,
        "real_time": cpu_ns,
        "cpu_time": cpu_ns,
        "time_unit": "ns",
    }


class Fixture(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)

    def path(self, name):
        return os.path.join(self.dir.name, name)

    def write(self, name, data):
        with open(self.path(name), "w") as f:
            json.dump(data, f)
        return self.path(name)

    def run_main(self, argv):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            status = tables.main(argv)
        return status, out.getvalue()

    def precompiles(self):
        # ecadd/chfast1: 100, 120, 110 ns -> median 110, spread 20/110 = 18.2%,
        # Mgas/s = 150 * 1000 / 110 = 1363.6. The aggregates say something else
        # on purpose: the table must come from the repetitions.
        b = [gbench_run("distinct/ecmul_x", v, i, gas=6000) for i, v in enumerate((300, 330, 310))]
        b += [gbench_run("ecadd/chfast1", v, i, gas=150) for i, v in enumerate((100, 120, 110))]
        b += [
            gbench_aggregate("ecadd/chfast1", "median", 999),
            gbench_aggregate("ecadd/chfast1", "cv", 0.5),
        ]
        # microseconds in the file: 400, 500, 450 us -> 450000 ns, spread 22.2%.
        b += [
            gbench_run("ecpairing/jeff1", v, i, unit="us", gas=113000)
            for i, v in enumerate((400e3, 500e3, 450e3))
        ]
        b += [gbench_run("ours/ecadd/a", v, i, gas=150) for i, v in enumerate((10, 10, 10))]
        b += [gbench_run("ours/ecadd/b", v, i, gas=150) for i, v in enumerate((30, 31, 29))]
        # a verifier's ecpairing call: 4 pairs, 800, 900, 1000 ns -> median 900, ns/pair 225,
        # Mgas/s = 181000 * 1000 / 900 = 201111.1, spread 200/900 = 22.2%
        b += [
            gbench_run("verifiers/groth16-x-4pairs-proof0", v, i, gas=181000, **{"ns/pair": v / 4})
            for i, v in enumerate((800, 900, 1000))
        ]
        # the same call with the key's G2 points prepared: 450, 500, 400 -> 450, speedup
        # 900 / 450 = 2.00; all prepared: 300 -> 3.00
        b += [
            gbench_run(
                "cached/groth16-x-4pairs-proof0/keys", v, i, gas=181000, **{"ns/pair": v / 4}
            )
            for i, v in enumerate((450, 500, 400))
        ]
        b += [
            gbench_run("cached/groth16-x-4pairs-proof0/all", v, i, gas=181000, **{"ns/pair": v / 4})
            for i, v in enumerate((300, 300, 300))
        ]
        b += [
            gbench_run("worst/ecpairing_2_pairs", v, i, gas=113000, **{"ns/pair": v / 2})
            for i, v in enumerate((800, 1000, 900))
        ]
        b.append(
            {
                "name": "ecmul/broken",
                "run_name": "ecmul/broken",
                "run_type": "iteration",
                "error_occurred": True,
                "error_message": "boom",
                "cpu_time": 0,
                "real_time": 0,
                "time_unit": "ns",
            }
        )
        return self.write(
            "pre.json",
            {"context": {"date": "today", "host_name": "h", "num_cpus": 2}, "benchmarks": b},
        )

    def internal(self):
        b = [gbench_run("fp_mul", v, i) for i, v in enumerate((16, 18, 17))]
        return self.write("int.json", {"context": {}, "benchmarks": b})

    def peer(self, name, label, results):
        return self.write(
            name + ".json",
            {
                "peer": name,
                "label": label,
                "version": "commit x",
                "describe": "d",
                "build": "b",
                "cpu": "Test CPU",
                "date": "2000-01-01T00:00:00Z",
                "min_time_s": 0.2,
                "batches": 5,
                "check": {"vectors": 265, "failures": 0},
                "results": results,
            },
        )


class LoadTest(Fixture):
    def test_medians_spreads_and_rates(self):
        _, rows = tables.load_gbench(self.precompiles())
        by = {r.name: r for r in rows}
        add = by["ecadd/chfast1"]
        self.assertEqual(add.reps, [100, 120, 110])
        self.assertEqual(add.median, 110)
        self.assertAlmostEqual(add.spread, 20 / 110)
        self.assertAlmostEqual(add.mgas, 150 * 1000 / 110)
        self.assertEqual(by["ecpairing/jeff1"].median, 450e3)
        self.assertEqual(by["worst/ecpairing_2_pairs"].pair_ns, 450)
        self.assertEqual(by["ecmul/broken"].error, "boom")
        self.assertEqual(
            [r.name for r in rows][:3], ["distinct/ecmul_x", "ecadd/chfast1", "ecpairing/jeff1"]
        )

    def test_single_run_has_no_spread(self):
        path = self.write("one.json", {"benchmarks": [gbench_run("fp_mul", 5, 0)]})
        _, rows = tables.load_gbench(path)
        self.assertEqual(rows[0].median, 5)
        self.assertIsNone(rows[0].spread)


class FormatTest(unittest.TestCase):
    def test_numbers(self):
        self.assertEqual(tables.fmt_ns(2.345), "2.35")
        self.assertEqual(tables.fmt_ns(16.54), "16.5")
        self.assertEqual(tables.fmt_ns(153032.4), "153032")
        self.assertEqual(tables.fmt_ns(None), "-")
        self.assertEqual(tables.fmt_pct(0.0512), "5.1%")

    def test_table_alignment(self):
        lines = tables.table(["name", "ns"], [["a", "1"], ["long", "100"]])
        self.assertEqual(
            lines, ["| name |  ns |", "|:-----|----:|", "| a    |   1 |", "| long | 100 |"]
        )


class ReportTest(Fixture):
    def test_sections_and_peer_columns(self):
        pre, internal = self.precompiles(), self.internal()
        peers = os.path.join(self.dir.name, "peers")
        os.mkdir(peers)
        with open(os.path.join(peers, "mcl.json"), "w") as f:
            json.dump(
                {
                    "peer": "mcl",
                    "label": "mcl v9",
                    "date": "d",
                    "batches": 5,
                    "min_time_s": 0.2,
                    "check": {"vectors": 1, "failures": 0},
                    "results": [
                        {
                            "name": "ecadd/chfast1",
                            "kind": "vector",
                            "median_ns": 220.0,
                            "min_ns": 200,
                            "max_ns": 240,
                        },
                        {
                            "name": "distinct/ecmul_x",
                            "kind": "vector",
                            "median_ns": 620.0,
                            "min_ns": 600,
                            "max_ns": 640,
                        },
                        {
                            "name": "fp_mul",
                            "kind": "micro",
                            "median_ns": 8.5,
                            "min_ns": 8,
                            "max_ns": 9,
                        },
                    ],
                },
                f,
            )
        with open(os.path.join(peers, "bn254.json"), "w") as f:  # ours: never a peer column
            json.dump({"peer": "bn254", "label": "bn254", "results": []}, f)
        md = self.path("report.md")
        status, out = self.run_main(
            [
                "report",
                "--precompiles",
                pre,
                "--internal",
                internal,
                "--peers",
                peers,
                "--markdown",
                md,
            ]
        )
        self.assertEqual(status, 1)  # ecmul/broken is an error row
        # the vectors no shortcut serves come first, with the peer columns too
        self.assertLess(out.index("## distinct vectors"), out.index("## go-ethereum vectors"))
        row = next(line for line in out.splitlines() if line.startswith("| distinct/ecmul_x "))
        self.assertEqual(
            [c.strip() for c in row.strip("|").split("|")],
            ["distinct/ecmul_x", "6000", "310", "19354.8", "9.7%", "620", "0.50"],
        )
        self.assertIn("## go-ethereum vectors", out)
        self.assertIn("## worst cases", out)
        # the verifiers' ecpairing calls: their own section, after the distinct vectors
        self.assertLess(out.index("## distinct vectors"), out.index("## proof verifiers'"))
        row = next(
            line
            for line in out.splitlines()
            if line.startswith("| verifiers/groth16-x-4pairs-proof0 ")
        )
        self.assertEqual(
            [c.strip() for c in row.strip("|").split("|")],
            ["verifiers/groth16-x-4pairs-proof0", "181000", "900", "201111.1", "225", "22.2%"],
        )
        # and beside them the cached calls, with their speedups
        self.assertLess(out.index("## proof verifiers'"), out.index("## the same calls with"))
        row = next(
            line for line in out.splitlines() if line.startswith("| groth16-x-4pairs-proof0 ")
        )
        self.assertEqual(
            [c.strip() for c in row.strip("|").split("|")],
            ["groth16-x-4pairs-proof0", "900", "450", "2.00", "300", "3.00"],
        )
        self.assertIn("## micro benchmarks (bench_internal)", out)
        row = next(line for line in out.splitlines() if line.startswith("| ecadd/chfast1 "))
        cells = [c.strip() for c in row.strip("|").split("|")]
        # vector, gas, ns/op, Mgas/s, spread, mcl v9, vs best peer
        self.assertEqual(cells, ["ecadd/chfast1", "150", "110", "1363.6", "18.2%", "220", "0.50"])
        micro = next(line for line in out.splitlines() if line.startswith("| fp_mul "))
        self.assertEqual(
            [c.strip() for c in micro.strip("|").split("|")],
            ["fp_mul", "17.0", "11.8%", "8.50", "2.00"],
        )
        self.assertNotIn("| bn254 ", out)
        worst = next(line for line in out.splitlines() if line.startswith("| worst/"))
        self.assertEqual(
            [c.strip() for c in worst.strip("|").split("|")],
            ["worst/ecpairing_2_pairs", "113000", "900", "125555.6", "450", "22.2%"],
        )
        # our vectors: one summary line per precompile here, every row in the markdown
        summary = next(line for line in out.splitlines() if line.startswith("| ecadd "))
        self.assertEqual(
            [c.strip() for c in summary.strip("|").split("|")],
            ["ecadd", "2", "10.0", "20.0", "30.0", "ecadd/b", "6.7%"],
        )
        with open(md) as f:
            text = f.read()
        self.assertIn("| ours/ecadd/b ", text)
        self.assertNotIn("| ours/ecadd/b ", out)

    def test_without_peers(self):
        status, out = self.run_main(
            ["report", "--internal", self.internal(), "--peers", self.path("none")]
        )
        self.assertEqual(status, 0)
        self.assertNotIn("vs best peer", out)
        self.assertIn("| fp_mul |  17.0 |  11.8% |", out)


class PeersTest(Fixture):
    def test_side_by_side(self):
        self.peer(
            "bn254",
            "bn254 v1",
            [
                {
                    "name": "distinct/ecadd_x",
                    "kind": "vector",
                    "gas": 150,
                    "median_ns": 1000,
                    "min_ns": 1000,
                    "max_ns": 1000,
                },
                {
                    "name": "ecmul/chfast1",
                    "kind": "vector",
                    "gas": 6000,
                    "median_ns": 15000,
                    "min_ns": 14000,
                    "max_ns": 16500,
                },
            ],
        )
        self.peer(
            "mcl",
            "mcl v3",
            [
                {
                    "name": "distinct/ecadd_x",
                    "kind": "vector",
                    "gas": 150,
                    "median_ns": 800,
                    "min_ns": 800,
                    "max_ns": 800,
                },
                {
                    "name": "ecmul/chfast1",
                    "kind": "vector",
                    "gas": 6000,
                    "median_ns": 12000,
                    "min_ns": 12000,
                    "max_ns": 12600,
                },
                {"name": "fp_mul", "kind": "micro", "median_ns": 16, "min_ns": 16, "max_ns": 16},
            ],
        )
        self.peer(
            "gnark",
            "gnark-crypto v0",
            [
                {
                    "name": "ecmul/chfast1",
                    "kind": "vector",
                    "gas": 6000,
                    "median_ns": 30000,
                    "min_ns": 30000,
                    "max_ns": 30000,
                },
                {"name": "fp_mul", "kind": "micro", "median_ns": 32, "min_ns": 32, "max_ns": 32},
                {
                    "name": "fp12_cyclo_sqr",
                    "kind": "micro",
                    "median_ns": 400,
                    "min_ns": 400,
                    "max_ns": 400,
                },
            ],
        )
        self.write(
            "bn254_micro.json",
            {
                "benchmarks": [
                    gbench_run("fp_mul", v, i) for i, v in enumerate((15, 17, 16, 16, 16))
                ]
            },
        )
        self.write(
            "run-meta.json",
            {
                "nproc": 2,
                "cpu_family": "26",
                "cpu_model": "2",
                "load_start": "1.00 2.00 3.00",
                "load_end": "4.00 5 6",
            },
        )
        md = self.path("table.md")
        status, out = self.run_main(["peers", self.dir.name, "--markdown", md])
        self.assertEqual(status, 0)
        lines = out.splitlines()
        head = next(line for line in lines if line.startswith("| vector "))
        self.assertEqual(
            [c.strip() for c in head.strip("|").split("|")],
            ["vector", "gas", "bn254", "mcl v3", "gnark-crypto v0", "bn254 / best"],
        )
        # three tables: distinct vectors first, go-ethereum's, the micro benchmarks
        self.assertLess(out.index("### distinct vectors"), out.index("### go-ethereum vectors"))
        self.assertLess(out.index("### go-ethereum vectors"), out.index("### micro benchmarks"))
        self.assertLess(out.index("| distinct/ecadd_x "), out.index("| ecmul/chfast1 "))

        def cells(prefix):
            row = next(line for line in lines if line.startswith("| " + prefix + " "))
            return [c.strip() for c in row.strip("|").split("|")]

        # gnark has no distinct row: "-", and the best of the others
        self.assertEqual(
            cells("distinct/ecadd_x"), ["distinct/ecadd_x", "150", "1000", "800", "-", "1.25"]
        )
        self.assertEqual(
            cells("ecmul/chfast1"), ["ecmul/chfast1", "6000", "15000", "12000", "30000", "1.25"]
        )
        self.assertEqual(cells("fp_mul"), ["fp_mul", "", "16.0", "16.0", "32.0", "1.00"])
        # a micro only one peer has: bn254 has no figure here, nor mcl
        self.assertEqual(cells("fp12_cyclo_sqr"), ["fp12_cyclo_sqr", "", "-", "-", "400", "-"])
        self.assertIn(
            "CPU: Test CPU (family 26, model 2), 2 cores; load average 1.00 2.00 3.00 "
            "at the start, 4.00 5 6 at the end",
            out,
        )
        self.assertIn("bn254 16.7%", out)  # (16500 - 14000) / 15000
        with open(md) as f:
            self.assertEqual(f.read(), out)

    def test_failed_check_fails(self):
        self.peer("bn254", "bn254", [])
        path = self.peer("mcl", "mcl", [])
        with open(path) as f:
            data = json.load(f)
        data["check"]["failures"] = 2
        self.write("mcl.json", data)
        status, _ = self.run_main(["peers", self.dir.name])
        self.assertEqual(status, 1)


class MergeTest(Fixture):
    def test_rounds_of_a_harness(self):
        paths = []
        for r, (ns, wall) in enumerate(((100.0, 150.0), (300.0, 310.0), (200.0, 400.0))):
            paths.append(
                self.peer(
                    "r%d" % r,
                    "mcl v3",
                    [
                        {
                            "name": "ecadd/x",
                            "kind": "vector",
                            "gas": 150,
                            "iterations": 10 + r,
                            "median_ns": ns,
                            "min_ns": ns,
                            "max_ns": ns,
                            "wall_median_ns": wall,
                            "batch_ns": [ns],
                        },
                        {"name": "fp_mul", "kind": "micro", "error": "setup failed"}
                        if r == 1
                        else {
                            "name": "fp_mul",
                            "kind": "micro",
                            "iterations": 5,
                            "median_ns": 9.0,
                            "min_ns": 9.0,
                            "max_ns": 9.0,
                            "wall_median_ns": 9.0,
                            "batch_ns": [9.0],
                        },
                    ],
                )
            )
        out = self.path("merged.json")
        self.assertEqual(tables.main(["merge", "--out", out] + paths), 0)
        with open(out) as f:
            merged = json.load(f)
        self.assertEqual(merged["rounds"], 3)
        self.assertEqual(merged["batches"], 3)
        add, mul = merged["results"]
        self.assertEqual((add["median_ns"], add["min_ns"], add["max_ns"]), (200.0, 100.0, 300.0))
        self.assertEqual(add["batch_ns"], [100.0, 300.0, 200.0])
        self.assertEqual(add["wall_median_ns"], 310.0)
        self.assertEqual(add["iterations"], 10)  # the calibrated count of round 1
        self.assertEqual(mul["error"], "setup failed")

    def test_rounds_of_google_benchmark(self):
        paths = [
            self.write(
                "g%d.json" % r,
                {
                    "context": {"n": r},
                    "benchmarks": [
                        gbench_run("fp_mul", v, 0),
                        gbench_aggregate("fp_mul", "median", v),
                    ],
                },
            )
            for r, v in enumerate((15, 17, 16))
        ]
        out = self.path("merged.json")
        self.assertEqual(tables.main(["merge", "--out", out] + paths), 0)
        _, rows = tables.load_gbench(out)
        self.assertEqual(rows[0].reps, [15, 17, 16])


class StreamTest(Fixture):
    def test_names(self):
        text = (
            "bench_internal: bn254 0.1.0, backend c, CPU x\nfp_mul\nfp2_mul\n"
            "ecadd/chfast1#3\n| benchmark | ns/op |\n|:--|--:|\nns/op: CPU time\n"
        )
        done = subprocess.run(
            [sys.executable, os.path.join(HERE, "tables.py"), "names"],
            input=text,
            capture_output=True,
            text=True,
            check=True,
        )
        self.assertEqual(done.stdout.split(), ["fp_mul", "fp2_mul", "ecadd/chfast1#3"])

    def test_progress_keeps_everything_and_echoes_errors(self):
        names = self.path("names")
        with open(names, "w") as f:
            f.write("a/x\nb/y\n")
        text = "header\na/x_mean 1 ns\na/x_median 1 ns\nWRONG ANSWER: b/y\n  got 1\nb/y_mean 2 ns\n"
        log = self.path("log")
        done = subprocess.run(
            [
                sys.executable,
                os.path.join(HERE, "tables.py"),
                "progress",
                "--names",
                names,
                "--log",
                log,
                "--label",
                "t",
            ],
            input=text,
            capture_output=True,
            text=True,
            check=True,
        )
        with open(log) as f:
            self.assertEqual(f.read(), text)
        self.assertEqual(done.stdout, "")
        self.assertIn("WRONG ANSWER: b/y\n  got 1\n", done.stderr)
        self.assertIn("t: 2 of 2 benchmarks", done.stderr)


SVG = "{http://www.w3.org/2000/svg}"


def svg_parts(svg):
    root = ET.fromstring(svg)
    bars = [r for r in root.iter(SVG + "rect") if r.get("class") == "bar"]
    ratios = [t.text for t in root.iter(SVG + "text") if t.get("class") == "ratio-value"]
    texts = [t.text for t in root.iter(SVG + "text")]
    return root, bars, ratios, texts


class ChartTest(unittest.TestCase):
    def test_bars_ratios_and_stamp(self):
        svg = charts.bar_chart(
            "t <&>",
            ["commit abc1234, machine M, 2026-01-01"],
            ["bn254", "mcl", "gnark"],
            [
                ("ecadd/x", [1000, 800, None]),
                ("ecmul/y", [15000, 12000, 30000]),
                ("none", [None, 5, 6]),
            ],
        )
        root, bars, ratios, texts = svg_parts(svg)  # well-formed XML, the title escaped
        self.assertIn("t <&>", texts)
        self.assertIn("commit abc1234, machine M, 2026-01-01", texts)
        # one bar per figure (7 of 9), each vector on its own scale: the slowest full length
        self.assertEqual(len(bars), 7)
        widths = [float(b.get("width")) for b in bars]
        self.assertEqual(widths[:2], [charts.BARS_W, charts.BARS_W * 0.8])
        self.assertEqual(widths[2:5], [charts.BARS_W * 0.5, charts.BARS_W * 0.4, charts.BARS_W])
        # bn254 / fastest other: 1000 / 800, 15000 / 12000, none without a bn254 figure
        self.assertEqual(ratios, ["1.25", "1.25", "-"])
        self.assertIn("-", texts)  # the missing gnark figure of ecadd/x
        self.assertIn("1.0 us", texts)

    def test_ratio(self):
        self.assertEqual(charts.ratio([10, 20, 5]), 2.0)
        self.assertIsNone(charts.ratio([10, None]))
        self.assertIsNone(charts.ratio([None, 3]))

    def test_markdown_rows(self):
        md = (
            "| case | gas | bn254 | Mgas/s | fastest peer | bn254 / best |\n"
            "|---|---:|---:|---:|---:|\n"
            "| ecadd, 4 cases | 150 | 1,156-1,274 | 118 | mcl 1,060-1,114 | 1.04 |\n"
            "| ecpairing, 2 pairs | 113,000 | 218,876 / 254,039 | 516 | "
            "go-ethereum/gnark v0.22.0 515,204 / 594,116 | 0.42 |\n\ntext\n"
            "| vector | gas | bn254 | mcl |\n|---|---|---|---|\n| x | 1 | 2 | 3 |\n"
        )
        self.assertEqual(
            tables.markdown_chart_rows(md),
            [
                ("ecadd, 4 cases (mcl)", [1156.0, 1060.0]),
                ("ecpairing, 2 pairs (go-ethereum/gnark v0.22.0)", [218876.0, 515204.0]),
            ],
        )

    def test_peers_chart(self):
        fx = PeersTest("test_side_by_side")
        fx.setUp()
        try:
            fx.peer(
                "bn254",
                "bn254",
                [
                    {
                        "name": "distinct/ecadd_x",
                        "kind": "vector",
                        "gas": 150,
                        "median_ns": 1000,
                        "min_ns": 1000,
                        "max_ns": 1000,
                    }
                ],
            )
            fx.peer(
                "mcl",
                "mcl v3",
                [
                    {
                        "name": "distinct/ecadd_x",
                        "kind": "vector",
                        "gas": 150,
                        "median_ns": 500,
                        "min_ns": 500,
                        "max_ns": 500,
                    }
                ],
            )
            svg_path = fx.path("chart.svg")
            status, out = fx.run_main(["peers", fx.dir.name, "--chart", svg_path])
            self.assertEqual(status, 0)
            self.assertIn("chart: " + svg_path, out)
            with open(svg_path) as f:
                _, bars, ratios, texts = svg_parts(f.read())
            self.assertEqual(len(bars), 2)
            self.assertEqual(ratios, ["2.00"])
            self.assertTrue(
                any(t and t.startswith("bn254 ") and "bench/peers/run.sh" in t for t in texts)
            )
        finally:
            fx.dir.cleanup()


if __name__ == "__main__":
    unittest.main()
