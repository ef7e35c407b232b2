// SPDX-License-Identifier: MIT
// Headless Chromium (Debian's /usr/bin/chromium, or $BN254_CHROMIUM) loads
// test/browser/page.html from a local HTTP server on 127.0.0.1; the page
// imports dist/index.js (the embedded module, no file fetch for the .wasm)
// and runs every vector, ours and go-ethereum's. Fails if any vector fails or
// if Chromium cannot be started: there is no skip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { loadVectors } from './vectors.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vectors = loadVectors();
const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json' };

function serve() {
    const routes = new Map([
        ['/', path.join(pkg, 'test', 'browser', 'page.html')],
        ['/dist/index.js', path.join(pkg, 'dist', 'index.js')],
        ['/dist/wasm.js', path.join(pkg, 'dist', 'wasm.js')],
    ]);
    const server = http.createServer((req, res) => {
        const url = new URL(req.url, 'http://localhost').pathname;
        if (url === '/vectors.json') {
            res.writeHead(200, { 'content-type': types['.json'] });
            res.end(JSON.stringify(vectors));
            return;
        }
        const file = routes.get(url);
        if (!file) {
            res.writeHead(404).end();
            return;
        }
        res.writeHead(200, { 'content-type': types[path.extname(file)] });
        res.end(fs.readFileSync(file));
    });
    return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('every vector in headless Chromium', { timeout: 300_000 }, async () => {
    const server = await serve();
    const browser = await chromium.launch({
        executablePath: process.env.BN254_CHROMIUM || '/usr/bin/chromium',
        // Root in CI needs --no-sandbox; the rest keeps a closed network quiet.
        // Playwright gives each launch a fresh temporary profile of its own.
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
               '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        timeout: 60_000,
    });
    try {
        const page = await browser.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(`http://127.0.0.1:${server.address().port}/`);
        await page.waitForFunction(() => window.bn254Result !== undefined, null,
                                   { timeout: 240_000 });
        const r = await page.evaluate(() => window.bn254Result);
        console.log(`chromium: ${r.userAgent}; ${r.passed}/${r.total} vectors; ` +
                    `synchronous compile on the main thread: ${r.syncCompile}`);
        assert.deepEqual(errors, []);
        assert.equal(r.error, undefined);
        assert.deepEqual(r.failures, []);
        assert.equal(r.total, vectors.length);
        assert.equal(r.passed, vectors.length);
    } finally {
        await browser.close();
        server.close();
    }
});
