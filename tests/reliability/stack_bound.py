#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Static stack bound of the library, from gcc's call graph.

    gcc -O2 -fcallgraph-info=su -c src/bn254.c -o bn254.o   # writes bn254.ci
    tests/reliability/stack_bound.py [--extern-frame=N] bn254.ci [entry ...]

Reads the VCG call graph gcc writes with -fcallgraph-info=su (each node: a
function and its own frame size; each edge: a call) and fails (exit 1) if
  - a function's frame is not of static size (alloca or a VLA),
  - a call is indirect (the graph would be incomplete),
  - the call graph has a cycle (recursion, direct or mutual).
Otherwise every call path is finite, and the deepest one from each entry
point bounds its stack use: it prints that bound (sum of the frames on the
path, return addresses included as gcc counts them) and the path. Callees
outside the file (assembly kernels, memcpy) count as N bytes each
(--extern-frame, default 0), an upper bound the caller states, and are listed.
Entry points default to the three precompiles, the cached pairing and
bn254_g2_cache_add, and the Solana syscall functions of bn254_solana.h.
"""

import re
import sys

NODE = re.compile(r'^node: \{ title: "([^"]+)" label: "([^"]*)"')
EDGE = re.compile(r'^edge: \{ sourcename: "([^"]+)" targetname: "([^"]+)"')


def short(title):
    return title.rsplit(":", 1)[-1]


def main(argv):
    extern_frame = 0
    while len(argv) > 1 and argv[1].startswith("--extern-frame="):
        extern_frame = int(argv[1].split("=", 1)[1])
        argv = argv[:1] + argv[2:]
    if len(argv) < 2:
        print(__doc__)
        return 2
    entries = argv[2:] or [
        "bn254_ecadd",
        "bn254_ecmul",
        "bn254_ecpairing",
        "bn254_ecpairing_cached",
        "bn254_g2_cache_add",
    ] + [
        "bn254_solana_" + op
        for op in (
            "g1_add",
            "g1_mul",
            "g2_add",
            "g2_mul",
            "pairing",
            "g1_compress",
            "g1_decompress",
            "g2_compress",
            "g2_decompress",
        )
    ]
    frames, kinds, calls = {}, {}, {}
    with open(argv[1]) as f:
        for line in f:
            m = NODE.match(line)
            if m:
                title, label = m.groups()
                sm = re.search(r"(\d+) bytes \(([a-z,]+)\)", label)
                if sm:
                    frames[title] = int(sm.group(1))
                    kinds[title] = sm.group(2)
                calls.setdefault(title, [])
                continue
            m = EDGE.match(line)
            if m:
                calls.setdefault(m.group(1), []).append(m.group(2))
    errors = []
    for title, kind in sorted(kinds.items()):
        if kind != "static":
            errors.append(
                "%s: stack frame is %s, not static (alloca or VLA)" % (short(title), kind)
            )
    external = sorted({short(t) for ts in calls.values() for t in ts if t not in frames})
    for ts in calls.values():
        for t in ts:
            if t not in frames:
                frames[t] = extern_frame
                kinds[t] = "static"
    for name in external:
        if "indirect" in name:
            errors.append("an indirect call: the call graph is incomplete")

    # Depth-first search: cycles, and the deepest path from each node.
    WHITE, GREY, BLACK = 0, 1, 2
    colour, depth, nxt = {}, {}, {}
    sys.setrecursionlimit(100000)

    def visit(n, stack):
        colour[n] = GREY
        best, best_next = 0, None
        for t in sorted(set(calls.get(n, []))):
            c = colour.get(t, WHITE)
            if c == GREY:
                cycle = stack[stack.index(t) :] + [t]
                errors.append("recursion: " + " -> ".join(short(x) for x in cycle))
                continue
            if c == WHITE:
                visit(t, stack + [t])
            if depth.get(t, 0) > best:
                best, best_next = depth[t], t
        depth[n] = frames.get(n, 0) + best
        nxt[n] = best_next
        colour[n] = BLACK

    for n in list(calls):
        if colour.get(n, WHITE) == WHITE:
            visit(n, [n])
    if errors:
        for e in errors:
            print("stack_bound: FAIL: " + e)
        return 1
    print(
        "stack_bound: %d functions, no recursion, no VLA/alloca, no indirect call"
        % (len(frames) - len(external))
    )
    if external:
        print(
            "stack_bound: external callees counted as %d bytes each: %s"
            % (extern_frame, ", ".join(external))
        )
    status = 0
    for e in entries:
        title = next((t for t in frames if short(t) == e), None)
        if title is None:
            print("stack_bound: FAIL: entry point %s not in the graph" % e)
            status = 1
            continue
        path, n = [], title
        while n is not None:
            path.append("%s (%d)" % (short(n), frames.get(n, 0)))
            n = nxt.get(n)
        print("stack_bound: %s: at most %d bytes: %s" % (e, depth[title], " -> ".join(path)))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
