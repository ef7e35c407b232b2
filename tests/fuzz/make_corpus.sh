#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Regenerates the seed corpora tests/fuzz/corpus/<target>/ from the project's
# own vectors (vectors/ec{add,mul,pairing}.json): one file per vector input,
# named after the vector. fuzz_field gets the ecadd inputs (four words each).
# Pairing inputs longer than fuzz_ecpairing's limit (8 pairs) are left out.
# go-ethereum's vectors are LGPL data and are never copied here.
# Needs python3. Run from anywhere; the output is committed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
python3 - "$root" <<'PY'
import json, os, re, shutil, sys
root = sys.argv[1]
out = os.path.join(root, "tests/fuzz/corpus")
limits = {"ecadd": 1 << 20, "ecmul": 1 << 20, "ecpairing": 8 * 192}
for target in ("ecadd", "ecmul", "ecpairing", "field"):
    shutil.rmtree(os.path.join(out, target), ignore_errors=True)
    os.makedirs(os.path.join(out, target))
for op in ("ecadd", "ecmul", "ecpairing"):
    with open(os.path.join(root, "vectors", op + ".json")) as f:
        vectors = json.load(f)
    for v in vectors:
        data = bytes.fromhex(v["Input"][2:] if v["Input"].startswith("0x") else v["Input"])
        if len(data) > limits[op]:
            continue
        name = re.sub(r"[^A-Za-z0-9_.-]", "_", v["Name"])
        targets = [op, "field"] if op == "ecadd" else [op]
        for t in targets:
            with open(os.path.join(out, t, name), "wb") as g:
                g.write(data if t != "field" else data[:128])
for t in sorted(os.listdir(out)):
    files = os.listdir(os.path.join(out, t))
    size = sum(os.path.getsize(os.path.join(out, t, x)) for x in files)
    print(f"corpus/{t}: {len(files)} files, {size} bytes")
PY
