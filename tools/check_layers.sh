#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# tools/check_layers.sh: the layering of src/ (CONTRIBUTING.md, Layers), checked and
# printed. Fails (exit 1, one line per violation) when
#   1. a file of src/ has no layer below, or an #include "..." names a file
#      that does not exist;
#   2. the include graph of src/ has a circle, or an arrow that points up the
#      layer order below (a file may include its own layer and lower ones);
#   3. an _impl.h includes another layer's _impl.h, or a contract (.h)
#      includes an _impl.h: only src/bn254.c includes implementations;
#   4. a layer above Fp2 (fp6 and up) names, outside comments and strings,
#      a backend macro (BN254_BACKEND_*, BN254_HOOKS_*, BN254_X86_*,
#      BN254_KERN_* but the G1 capability, ...), a hook or a backend's own
#      function (bn254_hook_*, bn254_hooks_*, bn254_c64_*, bn254_c32_*,
#      bn254_x64_*, bn254_asm_*, bn254_cpu_*), a field kernel (bn254_kern_*),
#      or raw limbs (.l / ->l). Allowed crossings: the group layer (g1) uses
#      the optional G1 kernels (bn254_kern_g1_*, BN254_KERN_G1_AFFINE),
#      the Fp12 layer the optional lane kernels (bn254_kern_fp12x*,
#      BN254_KERN_FP12X);
#      bn254.c returns bn254_kern_backend_name(); scalar.h/scalar_impl.h work
#      on the limbs of scalars (integers mod r, not field elements).
# Prints the graph it checked: every file with its layer and its includes.
#   tools/check_layers.sh [src-dir]     (default: the repository's src/)
set -euo pipefail
cd "$(dirname "$0")/.."
src="${1:-src}"
exec python3 - "$src" <<'PYEOF'
import os
import re
import sys

src = os.path.normpath(sys.argv[1])

# The layer order, lowest first; a file belongs to the first layer whose
# pattern matches its path relative to src/.
LAYERS = [
    ("util",       [r"util\.h", r"int128\.h", r"consts\.h", r"target\.h"]),
    ("u256",       [r"u256(_impl)?\.h"]),
    ("modinv",     [r"modinv(_impl)?\.h"]),
    ("arch",       [r"arch/.*"]),
    ("fp",         [r"fp(_impl)?\.h"]),
    ("fp2",        [r"fp2(_impl)?\.h"]),
    ("fp6",        [r"fp6(_impl)?\.h"]),
    ("fp12",       [r"fp12(_impl)?\.h"]),
    ("g1",         [r"g1(_impl)?\.h", r"group_law\.h"]),
    ("g2",         [r"g2(_impl)?\.h"]),
    ("scalar",     [r"scalar(_impl)?\.h"]),
    ("glv",        [r"glv(_impl)?\.h"]),
    ("pairing",    [r"pairing(_impl)?\.h"]),
    ("g2cache",    [r"g2cache(_impl)?\.h"]),
    ("precompile", [r"precompile(_impl)?\.h"]),
    ("solana",     [r"solana(_impl)?\.h"]),
    ("bn254.c",    [r"bn254\.c"]),
]
RANK = {name: i for i, (name, _) in enumerate(LAYERS)}
ABOVE_FP2 = RANK["fp6"]

FORBIDDEN = [
    ("a backend macro", re.compile(
        r"\bBN254_(?:BACKEND_\w+|HOOKS_\w+|X86_\w+|ASM_(?:X86_64|AARCH64)\b|FIELD_\w+|"
        r"HAVE_INT128|FORCE_NO_INT128|C32_\w+|C64_\w+|CPU_\w+|KERN_\w+)")),
    ("a hook or a backend's own function", re.compile(
        r"\bbn254_(?:hook|hooks|c64|c32|x64|asm|cpu)_\w+")),
    ("a kernel", re.compile(r"\bbn254_kern_\w+")),
    ("raw limbs", re.compile(r"(?:\.|->)\s*l\b")),
]
ALLOWED = {
    "g1": {"BN254_KERN_G1_AFFINE"},
    "fp12": {"BN254_KERN_FP12X", "bn254_kern_fp12x"},
    "bn254.c": {"bn254_kern_backend_name"},
}
ALLOWED_PREFIX = {"g1": ("bn254_kern_g1_",), "fp12": ("bn254_kern_fp12x_",)}
LIMBS_OK = {"scalar"}


def layer_of(rel):
    for name, pats in LAYERS:
        if any(re.fullmatch(p, rel) for p in pats):
            return name
    return None


def strip_comments_and_strings(text):
    """C text without comments, string and character literals (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


files = []
for root, _, names in os.walk(src):
    for name in names:
        if name.endswith((".h", ".c", ".S")):
            files.append(os.path.relpath(os.path.join(root, name), src).replace(os.sep, "/"))
files.sort()

errors = []
graph = {}
external = {}
layer = {}
for rel in files:
    layer[rel] = layer_of(rel)
    if layer[rel] is None:
        errors.append("%s: in no layer (add it to tools/check_layers.sh)" % rel)
for rel in files:
    text = open(os.path.join(src, rel), encoding="utf-8").read()
    graph[rel], external[rel] = [], []
    for m in re.finditer(r'^\s*#\s*include\s+"([^"]+)"', text, re.M):
        target = os.path.normpath(os.path.join(os.path.dirname(rel), m.group(1))).replace(os.sep, "/")
        if target.startswith("../"):
            path = os.path.normpath(os.path.join(src, target))
            if not os.path.isfile(path):
                errors.append("%s: includes %s, which does not exist" % (rel, m.group(1)))
            external[rel].append(target)
            continue
        if target not in layer:
            errors.append("%s: includes %s, which does not exist" % (rel, m.group(1)))
            continue
        graph[rel].append(target)
        if layer[rel] is None or layer[target] is None:
            continue
        if RANK[layer[target]] > RANK[layer[rel]]:
            errors.append("%s (%s): includes %s of the higher layer %s" %
                          (rel, layer[rel], target, layer[target]))
        if target.endswith("_impl.h") and rel != "bn254.c":
            errors.append("%s: includes the implementation %s (only bn254.c may)" % (rel, target))
    # the names a layer above Fp2 must not use
    if layer[rel] is not None and RANK[layer[rel]] >= ABOVE_FP2:
        code = strip_comments_and_strings(text)
        for what, rx in FORBIDDEN:
            if what == "raw limbs" and layer[rel] in LIMBS_OK:
                continue
            for m in rx.finditer(code):
                word = m.group(0)
                if word in ALLOWED.get(layer[rel], ()):
                    continue
                if word.startswith(ALLOWED_PREFIX.get(layer[rel], ("\0",))):
                    continue
                line = code.count("\n", 0, m.start()) + 1
                errors.append("%s:%d (%s, above fp2): names %s: %s" %
                              (rel, line, layer[rel], what, word.strip()))

# circles: depth-first search, reporting each back edge's cycle once
state, stack, seen_cycles = {}, [], set()


def visit(node):
    state[node] = 1
    stack.append(node)
    for nxt in graph.get(node, []):
        if state.get(nxt) == 1:
            cycle = stack[stack.index(nxt):] + [nxt]
            key = frozenset(cycle)
            if key not in seen_cycles:
                seen_cycles.add(key)
                errors.append("circle: " + " -> ".join(cycle))
        elif state.get(nxt) is None:
            visit(nxt)
    stack.pop()
    state[node] = 2


for rel in files:
    if state.get(rel) is None:
        visit(rel)

order = sorted(files, key=lambda f: (RANK.get(layer[f], len(LAYERS)), f))
arrows = sum(len(v) for v in graph.values())
print("include graph of %s/ (layer order: %s)" % (src, " < ".join(n for n, _ in LAYERS)))
for rel in order:
    deps = graph[rel] + ["[%s]" % e for e in external[rel]]
    print("  %-11s %-30s -> %s" % (layer[rel] or "?", rel, ", ".join(deps) if deps else "-"))
print("%d files, %d arrows inside src/ ([...]: public headers outside it)" % (len(files), arrows))
if errors:
    for e in errors:
        print("check_layers: " + e, file=sys.stderr)
    print("check_layers: %d violation(s)" % len(errors), file=sys.stderr)
    sys.exit(1)
print("check_layers: no circle, no upward arrow, no implementation included but by bn254.c, "
      "nothing above fp2 names a backend, a hook, a kernel or a limb")
PYEOF
