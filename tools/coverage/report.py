#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Line and branch coverage of src/ per file, merged over every program of a
coverage build (preset coverage: gcc --coverage at -O0).

    python3 tools/coverage/report.py [--build DIR] [--min-branches PCT]
                                     [--exclude REGEX] [--skip FILE]...
                                     [--uncovered FILE] [--json FILE] [--markdown]

src/bn254.c is one translation unit that the library and about twenty test
programs compile, each with its own object and so its own .gcda file (the
library's counts are in its object's, whatever program ran it). gcov reads
one object at a time; this script runs `gcov --json-format --stdout` on each
.gcda of the build (Python's standard library only, no gcovr) and merges:

  - a line or branch is identified by (file, line, function, number of
    branches on that line in that function): the two instances of
    src/group_law.h (G1 over Fp, G2 over Fp2) are separate functions, so
    each instance's branches count on their own; a line whose branches
    differ between two compilations (another backend, other macros) counts
    once per shape;
  - it is covered if any program executed it (its count > 0 in any .gcda).

Only files under src/ are reported. Assembly (src/arch/*.S and the inline
assembly of the x86-64 backend) has no gcov counters: its branches do not
appear. The objects whose path matches --exclude (default: the hooks
backend's programs, which are not one of the measured backends) are left out.

--skip FILE leaves a file of src/ out (.ci/coverage.sh: the AVX-512 IFMA
lanes on a CPU without them, which cannot run there).

A line of code inlined at -O0 (always_inline) carries the branches of every
inlined copy in one record; they count per copy, as gcov gives them.

--min-branches PCT fails (exit 1) if the branch coverage of src/ as a whole
is below PCT. --uncovered FILE writes every branch never taken, one per line
("file:line: function: branch i of n, source"), for doc/testing.md's list.
"""

import argparse
import concurrent.futures
import json
import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
DEFAULT_EXCLUDE = r"hooks"


def gcov_json(gcda):
    """The JSON records gcov prints for one .gcda (one per line of output)."""
    out = subprocess.run(
        ["gcov", "--json-format", "--stdout", "--branch-probabilities", str(gcda)],
        cwd=gcda.parent,
        capture_output=True,
        text=True,
        check=False,
    )
    if out.returncode != 0:
        raise SystemExit(f"gcov failed on {gcda}: {out.stderr.strip()}")
    return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


def program_of(gcda, build):
    """The CMake target that owns an object: <target>.dir in its path."""
    for part in gcda.relative_to(build).parts:
        if part.endswith(".dir"):
            return part[:-4]
    return str(gcda.relative_to(build))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=str(ROOT / "build" / "coverage"))
    ap.add_argument(
        "--exclude",
        default=DEFAULT_EXCLUDE,
        help="regex over .gcda paths to leave out (default: %(default)s)",
    )
    ap.add_argument("--min-branches", type=float, default=None)
    ap.add_argument(
        "--skip",
        action="append",
        default=[],
        help="a file of src/ left out of the report (code this CPU cannot run)",
    )
    ap.add_argument("--uncovered", help="write the branches never taken to this file")
    ap.add_argument("--json", help="write the per-file numbers as JSON to this file")
    ap.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("BN254_JOBS", "2")))
    args = ap.parse_args()

    build = pathlib.Path(args.build).resolve()
    src = (ROOT / "src").resolve()
    exclude = re.compile(args.exclude) if args.exclude else None
    gcdas = sorted(
        p
        for p in build.rglob("*.gcda")
        if not (exclude and exclude.search(str(p.relative_to(build))))
    )
    if not gcdas:
        raise SystemExit(f"no .gcda files under {build}: run the tests of a coverage build first")

    # key (file, line, function, n_branches) -> [line count > 0, [branch taken], programs]
    lines = {}
    programs = set()
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(gcov_json, gcdas))
    for gcda, records in zip(gcdas, results):
        prog = program_of(gcda, build)
        for rec in records:
            cwd = pathlib.Path(rec.get("current_working_directory", gcda.parent))
            for f in rec["files"]:
                path = (cwd / f["file"]).resolve()
                try:
                    rel = path.relative_to(src)
                except ValueError:
                    continue
                programs.add(prog)
                name = "src/" + rel.as_posix()
                if name in args.skip:
                    continue
                for ln in f["lines"]:
                    br = ln["branches"]
                    key = (name, ln["line_number"], ln.get("function_name", ""), len(br))
                    ent = lines.setdefault(key, [False, [False] * len(br), set()])
                    ent[0] = ent[0] or ln["count"] > 0
                    for i, b in enumerate(br):
                        if b["count"] > 0:
                            ent[1][i] = True
                    ent[2].add(prog)

    files = {}
    for (name, _, _, _), (hit, brs, _) in lines.items():
        s = files.setdefault(name, [0, 0, 0, 0])
        s[0] += 1
        s[1] += hit
        s[2] += len(brs)
        s[3] += sum(brs)
    total = [sum(s[i] for s in files.values()) for i in range(4)]

    def pct(a, b):
        return 100.0 * a / b if b else 100.0

    rows = [(n, *files[n]) for n in sorted(files)] + [("total", *total)]
    if args.markdown:
        print("| file | lines | line % | branches | branch % |")
        print("|---|---:|---:|---:|---:|")
        for n, lt, lh, bt, bh in rows:
            name = f"**{n}**" if n == "total" else f"`{n}`"
            print(f"| {name} | {lh} / {lt} | {pct(lh, lt):.1f} | {bh} / {bt} | {pct(bh, bt):.1f} |")
    else:
        w = max(len(r[0]) for r in rows)
        print(f"{'file':<{w}}  {'lines':>13} {'%':>6}  {'branches':>13} {'%':>6}")
        for n, lt, lh, bt, bh in rows:
            if n == "total":
                print("-" * (w + 44))
            print(
                f"{n:<{w}}  {lh:>6}/{lt:<6} {pct(lh, lt):6.1f}  {bh:>6}/{bt:<6} {pct(bh, bt):6.1f}"
            )
    for name in args.skip:
        print(f"not measured: {name} (this CPU cannot run it)")
    print(
        f"{len(gcdas)} .gcda files, {len(programs)} programs compiling src/: "
        + ", ".join(sorted(programs))
    )

    source_cache = {}

    def source_line(name, n):
        if name not in source_cache:
            source_cache[name] = (ROOT / name).read_text().splitlines()
        text = source_cache[name]
        return text[n - 1].strip() if 0 < n <= len(text) else ""

    uncovered = []
    for (name, n, func, nb), (hit, brs, _progs) in sorted(lines.items()):
        for i, b in enumerate(brs):
            if not b:
                uncovered.append(
                    f"{name}:{n}: {func}: branch {i} of {nb}"
                    f"{'' if hit else ' (line never run)'}: {source_line(name, n)}"
                )
    if args.uncovered:
        pathlib.Path(args.uncovered).write_text("".join(u + "\n" for u in uncovered))
        print(f"{len(uncovered)} branches never taken: {args.uncovered}")
    if args.json:
        pathlib.Path(args.json).write_text(
            json.dumps(
                {
                    "files": {
                        n: dict(zip(("lines", "lines_hit", "branches", "branches_hit"), s))
                        for n, s in files.items()
                    },
                    "total": dict(zip(("lines", "lines_hit", "branches", "branches_hit"), total)),
                    "programs": sorted(programs),
                },
                indent=1,
            )
            + "\n"
        )
    if args.min_branches is not None:
        got = pct(total[3], total[2])
        if got < args.min_branches:
            print(
                f"FAILED: branch coverage of src/ {got:.2f}% < {args.min_branches}%",
                file=sys.stderr,
            )
            return 1
        print(f"branch coverage of src/ {got:.2f}% >= {args.min_branches}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
