#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""tools/check_snippets.py: the code blocks of the READMEs and docs, run as
written. A fenced block in one of the languages below (c, go, rust, python,
js, java) must be marked by an HTML comment on the line right before its
fence:

    <!-- snippet: NAME [OPTION...] -->     extracted and run (or compiled)
    <!-- snippet: none, REASON -->         not code to run (say why)

Options: compile-only (build, do not run); include=HEADER (C: the block
follows #include <HEADER>: declarations checked against the header);
module=DIR (Go: build with DIR's go.mod and go.sum; Rust: with DIR's
Cargo.toml dependencies and Cargo.lock); signatures=PATH (not compiled: each
line of the block, less a final ';', must begin a line of PATH).

    tools/check_snippets.py check                 every block marked, names unique,
                                                  signatures= blocks match (seconds)
    tools/check_snippets.py list [--lang L]       the snippets
    tools/check_snippets.py run --lang L [...]    extract L's snippets and run them:
      c       --prefix DIR   an install of tools/build.sh (include/, lib/libbn254.a)
      go      (the repository's module through replace; GOFLAGS=-mod=mod)
      rust    (path dependency on bindings/rust/bn254; cargo --offline)
      python  --python EXE   an interpreter with bn254_precompiles installed
      js      --dir DIR      a project with the packed tarball installed (node DIR/x.mjs)
      java    --classpath CP the jar and JNA

Each run prints one line per snippet and ends with 'N passed, N failed'.
Rust snippets without `fn main` are wrapped in one (as rustdoc does).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = ["README.md", "CONTRIBUTING.md", "doc", "bindings", "bench", "zkvm", "vectors"]
LANGS = {
    "c": "c",
    "go": "go",
    "rust": "rust",
    "python": "python",
    "py": "python",
    "js": "js",
    "javascript": "js",
    "mjs": "js",
    "java": "java",
}
MARK = re.compile(r"^<!--\s*snippet:\s*(.*?)\s*-->\s*$")


class Snippet:
    def __init__(self, path, line, lang, name, options, code):
        self.path, self.line, self.lang, self.name = path, line, lang, name
        self.options, self.code = options, code

    def where(self):
        return "%s:%d" % (self.path, self.line)


def markdown_files():
    for top in DOCS:
        full = os.path.join(ROOT, top)
        if os.path.isfile(full):
            yield top
            continue
        for folder, dirs, names in os.walk(full):
            dirs[:] = sorted(d for d in dirs if d not in ("node_modules", "target", "build"))
            for name in sorted(names):
                if name.endswith(".md"):
                    yield os.path.relpath(os.path.join(folder, name), ROOT)


def parse(path, errors):
    """The blocks of one file in a checked language: Snippets, and the
    unmarked ones as errors."""
    lines = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
    out, i = [], 0
    while i < len(lines):
        m = re.match(r"^```\s*([\w+-]*)", lines[i])
        if not m:
            i += 1
            continue
        lang = LANGS.get(m.group(1).lower())
        start = i
        i += 1
        body = []
        while i < len(lines) and not lines[i].startswith("```"):
            body.append(lines[i])
            i += 1
        i += 1
        if lang is None:
            continue
        mark = MARK.match(lines[start - 1]) if start > 0 else None
        if not mark:
            errors.append(
                "%s:%d: a %s block without a <!-- snippet: ... --> line before it"
                % (path, start + 1, lang)
            )
            continue
        text = mark.group(1)
        if text.startswith("none"):
            if not re.match(r"^none,\s*\S", text):
                errors.append(
                    "%s:%d: 'snippet: none' needs a reason ('none, why')" % (path, start + 1)
                )
            continue
        words = text.split()
        options = {}
        for w in words[1:]:
            key, _, value = w.partition("=")
            options[key] = value or True
        out.append(Snippet(path, start + 1, lang, words[0], options, "\n".join(body) + "\n"))
    return out


def collect():
    errors, snippets = [], []
    for path in markdown_files():
        snippets += parse(path, errors)
    seen = {}
    for s in snippets:
        if s.name in seen:
            errors.append("%s: snippet name %s also at %s" % (s.where(), s.name, seen[s.name]))
        seen[s.name] = s.where()
        known = {"compile-only", "include", "module", "signatures"}
        for key in s.options:
            if key not in known:
                errors.append("%s: unknown option %s" % (s.where(), key))
    return snippets, errors


def check_signatures(s):
    """Every line of the block (less a final ';') begins a line of the file."""
    text = [line.strip() for line in open(os.path.join(ROOT, s.options["signatures"]))]
    bad = []
    for line in s.code.strip().split("\n"):
        want = line.strip().rstrip(";").strip()
        if want and not any(t.startswith(want) for t in text):
            bad.append(want)
    return bad


def sh(cmd, cwd, env=None):
    """Runs cmd; (ok, output)."""
    e = dict(os.environ)
    e.update(env or {})
    p = subprocess.run(
        cmd,
        cwd=cwd,
        env=e,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        universal_newlines=True,
    )
    return p.returncode == 0, p.stdout


def run_c(s, work, args):
    src = os.path.join(work, s.name + ".c")
    code = s.code
    if "include" in s.options:
        code = "#include <%s>\n%s" % (s.options["include"], code)
    open(src, "w").write(code)
    inc = os.path.join(args.prefix, "include")
    lib = os.path.join(args.prefix, "lib", "libbn254.a")
    if "compile-only" in s.options:
        return [["cc", "-std=c99", "-Wall", "-Werror", "-I" + inc, "-c", src, "-o", src + ".o"]]
    exe = os.path.join(work, s.name)
    return [["cc", "-std=c99", "-Wall", "-Werror", "-I" + inc, src, lib, "-o", exe], [exe]]


def run_go(s, work, args):
    if "module" in s.options:
        mod = os.path.join(ROOT, s.options["module"])
        gomod = open(os.path.join(mod, "go.mod")).read()
        # relative replace targets, from the module's own folder
        gomod = re.sub(
            r"=>\s*(\.[^\s]*)",
            lambda m: "=> " + os.path.normpath(os.path.join(mod, m.group(1))),
            gomod,
        )
        gomod = re.sub(r"^module .*$", "module snippet", gomod, flags=re.M)
        open(os.path.join(work, "go.mod"), "w").write(gomod)
        shutil.copy(os.path.join(mod, "go.sum"), os.path.join(work, "go.sum"))
    else:
        open(os.path.join(work, "go.mod"), "w").write(
            "module snippet\n\ngo 1.19\n\nrequire github.com/bn254/bn254 v0.0.0\n\n"
            "replace github.com/bn254/bn254 => %s\n" % ROOT
        )
    open(os.path.join(work, s.name.replace("-", "_") + ".go"), "w").write(s.code)
    if "compile-only" in s.options:
        return [["go", "vet", "."]]
    return [["go", "vet", "."], ["go", "run", "."]]


def run_rust(s, work, args):
    crate = os.path.join(ROOT, "bindings", "rust", "bn254")
    deps = 'bn254-precompiles = { path = "%s" }\n' % crate
    profiles = ""
    lock = os.path.join(ROOT, "bindings", "rust", "Cargo.lock")
    if "module" in s.options:
        mod = os.path.join(ROOT, s.options["module"])
        manifest = open(os.path.join(mod, "Cargo.toml")).read()
        # its dependencies and dev-dependencies: the features cargo unifies
        # for the module's tests, so the snippet reuses what they built
        # (with the dependencies alone every crate of revm built twice)
        section = "".join(
            m.group(1)
            for m in re.finditer(r"^\[(?:dev-)?dependencies\]\n(.*?)(?=^\[)", manifest, re.S | re.M)
        )
        deps = re.sub(
            r'path = "(\.[^"]*)"',
            lambda m: 'path = "%s"' % os.path.normpath(os.path.join(mod, m.group(1))),
            section,
        )
        lock = os.path.join(mod, "Cargo.lock")
        # and its profiles, which are part of what a reused crate was built with
        profile_re = r"^\[profile\.[^\]]*\]\n.*?(?=^\[|\Z)"
        profiles = "".join(m.group(0) for m in re.finditer(profile_re, manifest, re.S | re.M))
    open(os.path.join(work, "Cargo.toml"), "w").write(
        '[package]\nname = "snippet"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n'
        "[dependencies]\n%s\n%s[workspace]\n" % (deps, profiles)
    )
    shutil.copy(lock, os.path.join(work, "Cargo.lock"))
    os.makedirs(os.path.join(work, "src"))
    code = s.code
    if not re.search(r"^\s*fn main\s*\(", code, re.M):
        code = "fn main() {\n%s}\n" % code
    open(os.path.join(work, "src", "main.rs"), "w").write(code)
    profile = ["--release"] if "module" in s.options else []
    verb = "build" if "compile-only" in s.options else "run"
    return [["cargo", verb, "--offline", "--quiet"] + profile]


def run_python(s, work, args):
    src = os.path.join(work, s.name + ".py")
    open(src, "w").write(s.code)
    return [[args.python, src]]


def run_js(s, work, args):
    src = os.path.join(args.dir, "snippet-%s.mjs" % s.name)
    open(src, "w").write(s.code)
    return [["node", src]]


def run_java(s, work, args):
    m = re.search(r"public\s+class\s+(\w+)", s.code)
    if not m:
        raise SystemExit("%s: a Java snippet needs a public class" % s.where())
    src = os.path.join(work, m.group(1) + ".java")
    open(src, "w").write(s.code)
    cp = args.classpath + os.pathsep + work
    cmds = [["javac", "-Xlint:all", "-Werror", "-cp", args.classpath, "-d", work, src]]
    if "compile-only" not in s.options:
        cmds.append(["java", "-cp", cp, m.group(1)])
    return cmds


RUNNERS = {
    "c": run_c,
    "go": run_go,
    "rust": run_rust,
    "python": run_python,
    "js": run_js,
    "java": run_java,
}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", choices=["check", "list", "run"])
    ap.add_argument("--lang", choices=sorted(RUNNERS))
    ap.add_argument("--prefix")
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--dir")
    ap.add_argument("--classpath")
    args = ap.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # each snippet's line as it ends, in CI logs
    for key in ("prefix", "dir"):
        if getattr(args, key):
            setattr(args, key, os.path.abspath(getattr(args, key)))
    snippets, errors = collect()
    if args.command == "check":
        for s in snippets:
            if "signatures" in s.options:
                for bad in check_signatures(s):
                    errors.append("%s: not in %s: %s" % (s.where(), s.options["signatures"], bad))
        for e in errors:
            print("check_snippets: " + e, file=sys.stderr)
        counts = {}
        for s in snippets:
            counts[s.lang] = counts.get(s.lang, 0) + 1
        print(
            "check_snippets: %d snippets (%s), every block marked%s"
            % (
                len(snippets),
                ", ".join("%s %d" % kv for kv in sorted(counts.items())),
                "" if not errors else "; %d errors" % len(errors),
            )
        )
        return 1 if errors else 0
    if errors:
        for e in errors:
            print("check_snippets: " + e, file=sys.stderr)
        return 1
    chosen = [s for s in snippets if args.lang in (None, s.lang)]
    if args.command == "list":
        for s in chosen:
            opts = " ".join(k if v is True else "%s=%s" % (k, v) for k, v in s.options.items())
            print("%-28s %-7s %s %s" % (s.name, s.lang, s.where(), opts))
        return 0
    if not args.lang:
        ap.error("run needs --lang")
    need = {"c": "prefix", "js": "dir", "java": "classpath"}.get(args.lang)
    if need and not getattr(args, need):
        ap.error("--lang %s needs --%s" % (args.lang, need))
    passed = failed = 0
    for s in chosen:
        if "signatures" in s.options:
            continue  # checked by `check`, nothing to run
        work = tempfile.mkdtemp(prefix="bn254-snippet-")
        try:
            ok, output = True, ""
            env = {"GOFLAGS": "-mod=mod", "GOTOOLCHAIN": "local"} if s.lang == "go" else {}
            for cmd in RUNNERS[s.lang](s, work, args):
                ok, output = sh(cmd, work, env)
                if not ok:
                    break
            verb = "compiled" if "compile-only" in s.options else "ran"
            if ok:
                passed += 1
                last = output.strip().split("\n")[-1] if output.strip() else ""
                print(
                    "snippet %s (%s): %s%s"
                    % (s.name, s.where(), verb, (", printed: " + last[:80]) if last else "")
                )
            else:
                failed += 1
                print(
                    "snippet %s (%s): FAILED: %s\n%s"
                    % (s.name, s.where(), " ".join(cmd), output[-3000:])
                )
        finally:
            shutil.rmtree(work, ignore_errors=True)
            if s.lang == "js":
                try:
                    os.remove(os.path.join(args.dir, "snippet-%s.mjs" % s.name))
                except OSError:
                    pass
    print("snippets %s: %d passed, %d failed" % (args.lang, passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
