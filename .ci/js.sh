#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/js.sh: the WebAssembly build and the npm package in bindings/js.
#  1. installs what is missing: Debian's clang-19, lld-19, llvm-19 (llvm-ar),
#     cmake, chromium; node >= 20.19 and npm must be on the machine;
#  2. npm ci (committed package-lock.json: pinned devDependencies only);
#  3. bindings/js/build.sh: CMake wasm32 build, export/import/size checks,
#     dist/ with the module embedded;
#  4. tsc on the declarations (against EthereumJS's EVMBN254Interface);
#     node's test runner: API on every vector (ours and go-ethereum's),
#     @ethereumjs/evm with WasmBN254 at 0x06/0x07/0x08, differential tests
#     against @noble/curves, a worker changing a SharedArrayBuffer input
#     during calls (every answer one of the two states), every vector in
#     headless Chromium;
#  5. benchmark smoke run (every peer checked on every go-ethereum vector);
#  6. npm pack, install the tarball in an empty folder, import and require it;
#  7. npm publish --dry-run of that tarball, and the README's snippets run in
#     that folder (with the pinned EthereumJS packages from npm's cache).
set -euo pipefail
# shellcheck source=.ci/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bn254_geth_vectors --require
bn254_caches # npm_config_cache: build/cache/npm unless set

bn254_phase "packages"
bn254_apt clang-19 lld-19 llvm-19 cmake make chromium
node -e 'const [a, b] = process.versions.node.split(".").map(Number);
         if (a < 20 || (a === 20 && b < 19)) {
             console.error("node >= 20.19 needed, found " + process.version);
             process.exit(1);
         }'
command -v npm >/dev/null || bn254_die "npm not found"

cd bindings/js
bn254_phase "npm ci"
npm ci --no-audit --no-fund
bn254_phase "build.sh"
./build.sh
bn254_phase "type check of the declarations (tsc)"
npx tsc -p test/tsconfig.json
bn254_phase "tests: API, EthereumJS EVM, differential, shared buffers, headless Chromium"
node --test test/api.test.mjs test/evm.test.mjs test/diff.test.mjs test/shared-buffer.test.mjs \
    test/browser.test.mjs
bn254_phase "benchmark smoke"
node bench/bench.mjs --smoke

bn254_phase "npm pack, install and load from a clean folder"
tmp="$BN254_ROOT/build/js-pack"
rm -rf "$tmp" && mkdir -p "$tmp"
tarball=$(npm pack --silent --pack-destination "$tmp" | tail -1)
mkdir "$tmp/app"
(cd "$tmp/app" && npm init -y >/dev/null &&
    npm install --no-audit --no-fund --offline "$tmp/$tarball" >/dev/null)
cat > "$tmp/app/smoke.mjs" <<'JS'
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { ecpairing, ecadd, BN254Error, WasmBN254 } from 'bn254-precompiles';
const cjs = createRequire(import.meta.url)('bn254-precompiles');
const v = JSON.parse(fs.readFileSync(`${process.env.BN254_GETH_VECTORS}/bn256Pairing.json`, 'utf8'))
    .find((x) => x.Name === 'jeff1');
const input = new Uint8Array(Buffer.from(v.Input, 'hex'));
for (const out of [ecpairing(input), cjs.ecpairing(input), new WasmBN254().pairing(input)]) {
    if (Buffer.from(out).toString('hex') !== v.Expected) throw new Error('jeff1 mismatch');
}
try {
    ecadd(new Uint8Array(64).fill(1));
    throw new Error('no error for an invalid point');
} catch (e) {
    if (!(e instanceof BN254Error) || e.code !== 'not-on-curve') throw e;
}
console.log('packed bn254-precompiles: ESM, CommonJS and WasmBN254 load and pass jeff1');
JS
(cd "$tmp/app" && node smoke.mjs && ls -l "$tmp/$tarball" | awk '{print "tarball: " $5 " bytes"}')

bn254_phase "npm publish --dry-run of the tarball; README's snippets in the clean project"
# What `npm publish` would send (the registry is asked nothing but the
# dist-tags: the package is new there).
npm publish --dry-run "$tmp/$tarball" 2>&1 | grep -E '^npm notice (name|version|filename|package size|unpacked size|total files)|Publishing'
# README's EthereumJS snippet needs the EthereumJS packages: the versions
# package.json pins for the tests (their tarballs from npm's cache, which npm ci
# above filled; --prefer-offline: the registry for the metadata npm ci does not keep).
ejs=()
for p in @ethereumjs/evm @ethereumjs/common @ethereumjs/statemanager; do
    ejs+=("$p@$(node -p "require('./package.json').devDependencies['$p']")")
done
(cd "$tmp/app" && npm install --no-audit --no-fund --prefer-offline --no-save "${ejs[@]}" >/dev/null)
python3 "$BN254_ROOT/tools/check_snippets.py" run --lang js --dir "$tmp/app"
