#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tools/check_docs.py: the documentation is kept true by checks (run by
tools/check_docs.sh in CI). Fails (exit 1, one line per finding) when

  1. a path named in a Markdown file (a link, or a code span that names a
     file of the repository) or in a comment of a source file does not
     exist in the tree (placeholders such as <name>, *, {a,b}, $VAR and
     generated places such as build/ are not paths);
  2. a CMake preset named in Markdown (`--preset NAME`, preset `NAME`) is
     not in CMakePresets.json, or doc/building.md does not name every
     configure preset; the backends of doc/building.md's backend table are
     not exactly those of src/arch/kernels.h (BN254_BACKEND_*), or README's
     BN254_BACKEND row does not name each;
  3. a table of figures in doc/ (a Markdown table with measured values:
     times, rates, instruction or cycle counts, ratios) has no stamp in the
     text from the heading before it to the table: a commit (hexadecimal,
     7 to 40 digits), a date (YYYY-MM-DD) and a machine (its CPU or kind);
  4. a comment of the library (src/, include/) gives a measured figure (ns, us,
     ms, %, a speed ratio, instructions, cycles, Mgas/s, bytes of stack)
     without a commit or a date in the same comment;
  5. a file refers to "issue N": a reader of the repository cannot follow it.

Counts of operations (3M + 4S, 117 multiplications) are arithmetic, not
measurements, and need no stamp.
    tools/check_docs.py [--list]      (--list: every table and its stamp)
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
os.chdir(ROOT)

FILES = subprocess.run(
    ["git", "ls-files", "-co", "--exclude-standard"], capture_output=True, text=True, check=True
).stdout.split()
FILES = [f for f in FILES if os.path.isfile(f)]
FILESET = set(FILES)
DIRS = set()
for f in FILES:
    d = os.path.dirname(f)
    while d:
        DIRS.add(d)
        d = os.path.dirname(d)
BASENAMES = {}
for f in FILES:
    BASENAMES.setdefault(os.path.basename(f), []).append(f)

TOP = (
    "src",
    "tests",
    "bench",
    "tools",
    "doc",
    "bindings",
    "zkvm",
    "vectors",
    "cmake",
    "include",
    "cli",
    ".ci",
)
EXTS = (
    ".h",
    ".c",
    ".S",
    ".sh",
    ".py",
    ".md",
    ".json",
    ".toml",
    ".cmake",
    ".go",
    ".rs",
    ".mjs",
    ".js",
    ".java",
    ".cc",
    ".in",
    ".svg",
    ".mod",
    ".sum",
    ".lock",
    ".tsv",
    ".txt",
    ".xml",
    ".nim",
    ".ts",
)
# Generated places, other repositories, the machine: not paths of this tree.
NOT_OURS = (
    "build/",
    "/tmp",
    "~",
    "../shared",
    "../peers",
    "/work",
    "/usr",
    "/proc",
    "/etc",
    "target/",
    "dist/",
    "node_modules",
    "http",
    "$",
    "%",
    "-",
    "lib/",
    "c/",
    "/dev",
)

# Another project named just before a path: the path is that project's.
PEER = re.compile(
    r"'s\s*$|\b(?:Firedancer|mcl|evmone|Constantine|Agave|go-ethereum|geth|revm|SP1|"
    r"solana-bn254|solana-sdk|arkworks|gnark|Nim|blst|libsecp256k1|intx|Hunter|"
    r"EthereumJS|execution[- ]specs|ethereum-execution|py_ecc|Besu|besu-native|s2n-bignum|"
    r"sp1-zkvm|the crate|cargo registry)\b[^.;]*$",
    re.I,
)
# Folders that builds and package managers create: never in the tree.
GENERATED = ("build", "target", "node_modules", "dist")

findings = []


def finding(where, msg):
    findings.append("%s: %s" % (where, msg))


def placeholder(tok):
    return any(c in tok for c in "<>*{}$[]|=?,;()' \"") or "..." in tok or tok.endswith("/.")


def exists(tok, base_dir):
    """tok names a file or folder of the tree: from the root, from base_dir,
    or (for a Markdown file's own folder) below it, as a binding's README
    names tests/x.rs of its sub-crate; or a program built from tok.c/.cc."""
    tok = tok.rstrip(".:/")
    if not tok:
        return True
    cands = [os.path.normpath(os.path.join(base_dir, tok)), os.path.normpath(tok)]
    for c in cands:
        if c in FILESET or c in DIRS or c + ".c" in FILESET or c + ".cc" in FILESET:
            return True
    prefix = (base_dir + "/") if base_dir else ""
    for name in FILES:
        if name.startswith(prefix) and (name.endswith("/" + tok) or ("/" + tok + "/") in name):
            return True
    # a crate's or package's own path, from a file deep inside it
    d = base_dir
    while d:
        d = os.path.dirname(d)
        c = os.path.normpath(os.path.join(d, tok))
        if c in FILESET or c in DIRS:
            return True
    return False


def is_repo_path(tok):
    """A token that names a file or folder of this repository: a path of two
    parts or more (a bare file name may be another project's), not a version
    or tag (vX.Y.Z)."""
    if placeholder(tok) or tok.startswith(NOT_OURS) or "://" in tok:
        return False
    if any(part in GENERATED for part in tok.split("/")):
        return False
    if re.search(r"/v\d|/vX", tok):
        return False
    return "/" in tok and (tok.split("/", 1)[0] in TOP or tok.endswith(EXTS))


# ---- 1. paths ----------------------------------------------------------------
# CHANGELOG.md names what existed when each release was made.
MD = [f for f in FILES if f.endswith(".md") and f != "CHANGELOG.md"]
for md in MD:
    text = open(md, encoding="utf-8").read()
    base = os.path.dirname(md)
    in_fence = False
    prev = ""
    for n, line in enumerate(text.split("\n"), 1):
        before_line, prev = prev, line
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for m in re.finditer(r"\]\(([^)\s]+)\)", line):
            target = m.group(1).split("#", 1)[0]
            if not target or "://" in target or target.startswith("mailto:"):
                continue
            if not exists(target, base):
                finding("%s:%d" % (md, n), "link to %s, which does not exist" % target)
        for m in re.finditer(r"`([^`\s]+)`", line):
            tok = m.group(1)
            # another project's file: "Firedancer's `src/ballet/bn254`"
            if PEER.search((before_line + " " + line[: m.start()])[-100:]):
                continue
            if is_repo_path(tok) and not exists(tok, base):
                finding("%s:%d" % (md, n), "names %s, which does not exist" % tok)

COMMENTED = (".h", ".c", ".S", ".sh", ".py", ".cmake", ".cc", ".go", ".rs", ".mjs", ".js", ".java")
SCRIPT_NAMES = ("CMakeLists.txt", "run")


def comments(path, text):
    """(line, comment text) of a source file."""
    out = []
    if path.endswith((".sh", ".py", ".cmake")) or os.path.basename(path) in SCRIPT_NAMES:
        for n, line in enumerate(text.split("\n"), 1):
            i = line.find("#")
            if i >= 0 and (i == 0 or line[i - 1] in " \t") and not line[i:].startswith("#!"):
                out.append((n, line[i + 1 :]))
        return out
    for m in re.finditer(r"/\*.*?\*/|//[^\n]*", text, re.S):
        out.append((text.count("\n", 0, m.start()) + 1, m.group(0)))
    return out


SOURCES = [f for f in FILES if f.endswith(COMMENTED) or os.path.basename(f) in SCRIPT_NAMES]
SOURCES = [f for f in SOURCES if not f.startswith(("vectors/", "tools/verifiers/node_modules"))]
COMMENT_CACHE = {}
for src in SOURCES:
    try:
        text = open(src, encoding="utf-8").read()
    except UnicodeDecodeError:
        continue
    COMMENT_CACHE[src] = comments(src, text)
    base = os.path.dirname(src)
    prev = ""
    for n, c in COMMENT_CACHE[src]:
        before, prev = prev, c
        for m in re.finditer(
            r"(?<![\w/.-])((?:src|tests|bench|tools|doc|bindings|zkvm|vectors|cmake|"
            r"include|cli|\.ci)/[A-Za-z0-9_./+-]*[A-Za-z0-9_+-])",
            c,
        ):
            tok = m.group(1)
            if placeholder(tok) or c[m.end() : m.end() + 1] in ("*", "<", "{", "$"):
                continue
            if any(part in GENERATED for part in tok.split("/")):
                continue
            if PEER.search((before + " " + c[: m.start()])[-100:]):
                continue  # another project's file: "Firedancer's src/ballet/..."
            if not exists(tok, base):
                finding("%s:%d" % (src, n), "comment names %s, which does not exist" % tok)

# ---- 2. presets and backends -----------------------------------------------------
presets = json.load(open("CMakePresets.json"))
configure = {p["name"] for p in presets["configurePresets"] if not p.get("hidden")}
allnames = configure | {
    p["name"] for k in ("buildPresets", "testPresets") for p in presets.get(k, [])
}
for md in MD:
    for n, line in enumerate(open(md, encoding="utf-8").read().split("\n"), 1):
        for m in re.finditer(r"--preset[ =]([A-Za-z0-9_-]+)|preset `([A-Za-z0-9_-]+)`", line):
            name = m.group(1) or m.group(2)
            if name not in allnames and name not in ("NAME", "PRESET"):
                finding("%s:%d" % (md, n), "preset %s is not in CMakePresets.json" % name)
building = open("doc/building.md", encoding="utf-8").read()
for name in sorted(configure):
    if "`%s`" % name not in building:
        finding("doc/building.md", "does not name the preset %s (CMakePresets.json)" % name)
kernels = open("src/arch/kernels.h", encoding="utf-8").read()
check = re.search(r"#if 1 != ((?:[^\n]*\\\n)*[^\n]*)", kernels)
backends = sorted(b.lower() for b in re.findall(r"BN254_BACKEND_(\w+)\)", check.group(1)))
sec = building.split("### Backends", 1)[1].split("\n## ", 1)[0]
table = sorted(re.findall(r"^\| `([a-z0-9_]+)` \|", sec, re.M))
if table != backends:
    finding("doc/building.md", "backend table %s, src/arch/kernels.h %s" % (table, backends))
readme = open("README.md", encoding="utf-8").read()
row = [line for line in readme.split("\n") if line.startswith("| `BN254_BACKEND` |")]
for b in backends:
    if not row or "`%s`" % b not in row[0]:
        finding("README.md", "the BN254_BACKEND row does not name the backend %s" % b)

# ---- 3. stamps of the tables of figures in doc/ ----------------------------------
UNIT = re.compile(
    r"(?<![-\w.])\d[\d,.]*\s*(?:ns|us|µs|ms|s(?![~\w])|Mgas/s|instructions|cycles|KB|KiB|MB|"
    r"bytes)\b|\b\d+\.\d+x\b|\bns/op\b|Mgas/s|/ best|/ fastest|\bratio\b",
    re.I,
)
COMMIT = re.compile(r"\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\b")
DATE = re.compile(r"\b20\d\d-[01]\d-[0-3]\d\b")
MACHINE = re.compile(
    r"Zen|EPYC|Intel|Xeon|Ryzen|Core i|AMD|ARM|Graviton|VM\b|vCPU|machine|CPU|"
    r"qemu|rvsim|executor|Chromium|node",
    re.I,
)
listing = "--list" in sys.argv
for md in sorted(f for f in MD if f.startswith("doc/")):
    lines = open(md, encoding="utf-8").read().split("\n")
    i = 0
    context_start = 0
    in_fence = False
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        if not in_fence and line.startswith("#"):
            context_start = i
        if not in_fence and line.startswith("|"):
            j = i
            while j < len(lines) and lines[j].startswith("|"):
                j += 1
            body = "\n".join(lines[i:j])
            figures = bool(UNIT.search(body)) and bool(re.search(r"\d", body))
            if figures:
                before = "\n".join(lines[context_start:i]) + "\n" + body
                after = "\n".join(lines[j : j + 3])
                stamp = before + "\n" + after
                missing = [
                    w
                    for w, rx in (("commit", COMMIT), ("date", DATE), ("machine", MACHINE))
                    if not rx.search(stamp)
                ]
                if listing:
                    print(
                        "%s:%d: table of figures, stamp %s"
                        % (md, i + 1, "complete" if not missing else "lacks " + ", ".join(missing))
                    )
                if missing:
                    finding(
                        "%s:%d" % (md, i + 1),
                        "table of figures without its %s" % ", ".join(missing),
                    )
            i = j
            continue
        i += 1

# ---- 4. figures in code comments --------------------------------------------------
FIGURE = re.compile(
    r"\b\d[\d,.]*\s*(?:ns|us|µs|ms)\b|\b\d[\d.]*\s?%|\b\d[\d.]*x (?:faster|slower)|"
    r"\b\d[\d,]*\s+instructions\b|\b\d[\d,]*\s+cycles\b|\b\d[\d,.]*\s*Mgas/s\b|"
    r"\b0\.\d+x\b|\b\d+(?:\.\d+)?x the\b"
)
STAMP = re.compile(COMMIT.pattern + "|" + DATE.pattern)
for src, cs in COMMENT_CACHE.items():
    if not src.startswith(("src/", "include/")):
        continue
    # a comment block: consecutive line comments count as one
    blocks, cur, last = [], [], -2
    for n, c in cs:
        if cur and n == last + 1 and not c.startswith("/*"):
            cur.append((n, c))
        else:
            if cur:
                blocks.append(cur)
            cur = [(n, c)]
        last = n + c.count("\n")
    if cur:
        blocks.append(cur)
    for b in blocks:
        text = "\n".join(c for _, c in b)
        m = FIGURE.search(text)
        if m and not STAMP.search(text):
            line = b[0][0] + text.count("\n", 0, m.start())
            finding(
                "%s:%d" % (src, line),
                "figure '%s' in a comment without a commit or date" % m.group(0).strip(),
            )

# ---- 5. issue numbers ----------------------------------------------------------------
ISSUE = re.compile(r"\b[Ii]ssues? \d+\b|\(issue \d+|issue #\d+")
for f in FILES:
    if f.startswith("CHANGELOG") or not (f.endswith(".md") or f in COMMENT_CACHE):
        continue
    try:
        text = open(f, encoding="utf-8").read()
    except UnicodeDecodeError:
        continue
    for n, line in enumerate(text.split("\n"), 1):
        for m in ISSUE.finditer(line):
            if "go.dev/issue" in line or "/issues/" in line:
                continue
            finding("%s:%d" % (f, n), "refers to '%s', which a reader cannot follow" % m.group(0))

for x in findings:
    print("check_docs: " + x, file=sys.stderr)
if findings:
    print("check_docs: %d finding(s)" % len(findings), file=sys.stderr)
    sys.exit(1)
print(
    "check_docs: paths, presets, backends, the stamps of %d Markdown files and the comments of "
    "%d source files are consistent" % (len(MD), len(COMMENT_CACHE))
)
