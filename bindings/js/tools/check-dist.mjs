// SPDX-License-Identifier: MIT
// npm pack's prepack step: refuse to pack without the generated dist/ that
// build.sh writes (the package would install but could not load).
import fs from 'node:fs';

const need = ['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts', 'wasm.js', 'wasm.cjs'];
const missing = need.filter((f) => !fs.existsSync(new URL(`../dist/${f}`, import.meta.url)));
if (missing.length) {
    console.error(`check-dist: dist/ lacks ${missing.join(', ')}: run ./build.sh first`);
    process.exit(1);
}
