#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench/peers/rounds.py: one interleaved run of the peer harnesses.

bench/peers/run.sh builds the harnesses and calls this with their commands.
Every harness is started once with --serve: it checks every vector (and says
so on stderr), then lists its cases on one JSON line and times one batch of
a case per request (harness.c describes the protocol). The run is made of
rounds; in each round, case by case, every library that has the case times
one batch of it, in an order that rotates from case to case and from round
to round, so that a change in the machine's load (a shared machine) falls on
all of them alike instead of on whichever ran last. Round 1 calibrates the
calls per batch (at least --min-time seconds of CPU, given to the harnesses);
the later rounds reuse that count after a warm-up of an eighth of it. Our
micro benchmarks come from bench/bench_internal, one repetition per round,
at the end of the round.

  rounds.py --out DIR --rounds N --members FILE [--micro COMMAND]

FILE: one harness per line, tab-separated: id, column label, version, how it
was built, and its command (shell words, as printf %q writes them; rounds.py
adds --serve). Output in
DIR: <id>.json per harness (the batches of every round: the figure is their
median), bn254_micro.json (bench_internal's rounds), rounds/ (each round's
bench_internal file), run-meta.json (machine, load, dates). Exit status 1 if
a harness failed its check, stopped, or could not time a case. Standard
library only.
"""

import argparse
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import tables  # noqa: E402  (bench/tables.py: merging google-benchmark rounds)


def loadavg():
    try:
        with open("/proc/loadavg") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "?"


def cpu_field(name):
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key.strip() == name:
                    return value.strip()
    except OSError:
        pass
    return "?"


def utc_now():
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


class Member:
    """One harness process, in --serve mode."""

    def __init__(self, ident, label, version, build, command):
        self.id, self.label, self.version, self.build = ident, label, version, build
        self.command = command
        self.proc = None
        self.head = None
        self.index = {}  # case name -> the harness's case number
        self.cases = {}  # case name -> its kind and gas
        self.iterations = {}  # case name -> calls per batch (round 1)
        self.batches = {}  # case name -> [cpu ns per call]
        self.walls = {}
        self.errors = {}
        self.failed = None  # why the harness is out of the run

    def start(self):
        try:
            self.proc = subprocess.Popen(
                self.command + ["--serve"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                bufsize=1,
            )
        except OSError as e:
            self.failed = "cannot start: %s" % e
            return
        line = self.proc.stdout.readline()
        if not line:
            self.failed = "stopped before listing its cases (exit %s)" % self.proc.wait()
            return
        self.head = json.loads(line)
        for k, case in enumerate(self.head.pop("cases")):
            self.index[case["name"]] = k
            self.cases[case["name"]] = {key: case[key] for key in ("kind", "gas") if key in case}

    def time(self, name):
        """One batch of case `name`; False if the harness stopped."""
        n = self.iterations.get(name, 0)
        try:
            self.proc.stdin.write("time %d %d\n" % (self.index[name], n))
            self.proc.stdin.flush()
            line = self.proc.stdout.readline()
        except (BrokenPipeError, OSError):
            line = ""
        if not line:
            self.failed = "stopped while timing %s (exit %s)" % (name, self.proc.wait())
            return False
        reply = json.loads(line)
        if "error" in reply:
            self.errors[name] = reply["error"]
            return True
        self.iterations.setdefault(name, reply["iterations"])
        self.batches.setdefault(name, []).append(reply["ns"])
        self.walls.setdefault(name, []).append(reply["wall_ns"])
        return True

    def stop(self):
        if self.proc is None or self.proc.poll() is not None:
            return self.proc.returncode if self.proc else None
        try:
            self.proc.stdin.write("quit\n")
            self.proc.stdin.close()
        except (BrokenPipeError, OSError):
            pass
        return self.proc.wait()


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--members", required=True)
    ap.add_argument("--micro")
    args = ap.parse_args(argv)
    os.makedirs(os.path.join(args.out, "rounds"), exist_ok=True)

    members = []
    with open(args.members) as f:
        for line in f:
            line = line.rstrip("\n")
            if line:
                ident, label, version, build, command = line.split("\t", 4)
                members.append(Member(ident, label, version, build, shlex.split(command)))
    meta = {
        "nproc": os.cpu_count() or 0,
        "cpu": cpu_field("model name"),
        "cpu_family": cpu_field("cpu family"),
        "cpu_model": cpu_field("model"),
        "machine": " ".join(platform.uname()[i] for i in (0, 2, 4)),
        "host": platform.node(),
        "rounds": args.rounds,
        "date_start": utc_now(),
        "load_start": loadavg(),
    }

    status = 0
    for m in members:
        sys.stderr.write("==> %s: starting %s\n" % (m.id, os.path.basename(m.command[0])))
        m.start()
        if m.failed:
            sys.stderr.write("%s: %s\n" % (m.id, m.failed))
            status = 1
        elif m.head["check"]["failures"]:
            status = 1
    live = [m for m in members if not m.failed]
    # Case order: the first harness's (bn254's), then any case only others have.
    names = []
    for m in live:
        names += [n for n in m.index if n not in names]

    tty = sys.stderr.isatty()
    for r in range(args.rounds):
        start = time.time()
        for c, name in enumerate(names):
            have = [m for m in live if name in m.index and not m.failed]
            if not have:
                continue
            shift = (r + c) % len(have)
            for m in have[shift:] + have[:shift]:
                if tty:
                    sys.stderr.write(
                        "\r\033[K[round %d/%d, case %d/%d] %s %s"
                        % (r + 1, args.rounds, c + 1, len(names), m.id, name)
                    )
                    sys.stderr.flush()
                if not m.time(name):
                    sys.stderr.write("\n%s: %s\n" % (m.id, m.failed))
                    status = 1
        if args.micro:
            path = os.path.join(args.out, "rounds", "bn254_micro.%d.json" % (r + 1))
            cmd = shlex.split(args.micro) + [
                "--benchmark_repetitions=1",
                "--benchmark_out=" + path,
                "--benchmark_out_format=json",
            ]
            with open(os.path.join(args.out, "rounds", "bn254_micro.%d.log" % (r + 1)), "w") as log:
                if subprocess.run(cmd, stdout=log, stderr=subprocess.STDOUT).returncode:
                    sys.stderr.write("\nbench_internal failed, see %s\n" % log.name)
                    status = 1
        if tty:
            sys.stderr.write("\r\033[K")
        sys.stderr.write(
            "==> round %d of %d: %d cases x %d libraries in %.0f s, load %s\n"
            % (r + 1, args.rounds, len(names), len(live), time.time() - start, loadavg())
        )

    meta["load_end"] = loadavg()
    meta["date_end"] = utc_now()
    for m in members:
        code = m.stop()
        if m.failed:
            continue
        if code not in (0, None):
            status = 1
        results = []
        for name in m.index:
            out = {"name": name}
            out.update(m.cases.get(name, {}))
            if name in m.errors:
                out["error"] = m.errors[name]
                status = 1
            elif name in m.batches:
                b = m.batches[name]
                out.update(
                    iterations=m.iterations[name],
                    median_ns=statistics.median(b),
                    min_ns=min(b),
                    max_ns=max(b),
                    wall_median_ns=statistics.median(m.walls[name]),
                    batch_ns=b,
                )
            results.append(out)
        data = dict(m.head)
        data.update(
            label=m.label,
            version=m.version,
            build=m.build,
            rounds=args.rounds,
            batches=args.rounds,
            results=results,
        )
        with open(os.path.join(args.out, m.id + ".json"), "w") as f:
            json.dump(data, f, indent=1)
            f.write("\n")
    micro_files = [
        os.path.join(args.out, "rounds", "bn254_micro.%d.json" % (r + 1))
        for r in range(args.rounds)
    ]
    micro_files = [p for p in micro_files if os.path.exists(p)]
    if micro_files:
        tables.main(["merge", "--out", os.path.join(args.out, "bn254_micro.json")] + micro_files)
    with open(os.path.join(args.out, "run-meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
        f.write("\n")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
