// SPDX-License-Identifier: MIT
// The package API (ESM and CommonJS) on every vector, ours and go-ethereum's:
// outputs, error codes, gas; plus input handling and memory growth.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import * as esm from '../dist/index.js';
import { loadVectors, hexToBytes, bytesToHex } from './vectors.mjs';

const cjs = createRequire(import.meta.url)('../dist/index.cjs');
const vectors = loadVectors();
const outLen = { ecadd: 64, ecmul: 64, ecpairing: 32 };

test('vector files are complete', () => {
    const count = (src, op) => vectors.filter((v) => v.source === src && v.op === op).length;
    // go-ethereum: 16 add, 19 mul, 14 pairing (vectors/README.md); ours: 66, 70, 80.
    const counts = (src) => ['ecadd', 'ecmul', 'ecpairing'].map((op) => count(src, op));
    assert.deepEqual(counts('geth'), [16, 19, 14]);
    assert.deepEqual(counts('ours'), [66, 70, 80]);
    assert.ok(vectors.some((v) => v.ExpectedError));
});

for (const [flavour, api] of [['esm', esm], ['cjs', cjs]]) {
    test(`every vector through the ${flavour} API`, () => {
        let ok = 0;
        for (const v of vectors) {
            const input = hexToBytes(v.Input);
            const copy = input.slice();
            const what = `${v.source} ${v.op} ${v.Name}`;
            if (v.ExpectedError) {
                assert.throws(() => api[v.op](input), (err) => {
                    assert.ok(err instanceof api.BN254Error, what);
                    assert.equal(err.name, 'BN254Error', what);
                    assert.equal(err.code, v.ExpectedError, what);
                    return true;
                }, what);
            } else {
                const out = api[v.op](input);
                assert.ok(out instanceof Uint8Array, what);
                assert.equal(out.length, outLen[v.op], what);
                assert.equal(bytesToHex(out), v.Expected, what);
            }
            assert.deepEqual(input, copy, `${what}: input modified`);
            const gas = v.op === 'ecpairing' ? api.ecpairingGas(input.length) : api[`${v.op}Gas`]();
            assert.equal(gas, BigInt(v.Gas), `${what}: gas`);
            ok++;
        }
        assert.equal(ok, vectors.length);
    });
}

test('WasmBN254 is the API under EthereumJS names', () => {
    const b = new esm.WasmBN254();
    for (const v of vectors.filter((x) => !x.ExpectedError)) {
        const m = { ecadd: 'add', ecmul: 'mul', ecpairing: 'pairing' }[v.op];
        assert.equal(bytesToHex(b[m](hexToBytes(v.Input))), v.Expected, v.Name);
    }
    assert.throws(() => b.pairing(new Uint8Array(191)), { code: 'input-length' });
});

test('gas: EIP-196/197 (byzantium) and EIP-1108 (istanbul) prices', () => {
    assert.equal(esm.ecaddGas('byzantium'), 500n);
    assert.equal(esm.ecmulGas('byzantium'), 40000n);
    assert.equal(esm.ecaddGas('istanbul'), 150n);
    assert.equal(esm.ecmulGas('istanbul'), 6000n);
    const lengths = [0, 1, 191, 192, 383, 384, 192 * 1000 + 5, 0xffffffff, 2 ** 40, 2 ** 53 - 1];
    for (const len of lengths) {
        const k = BigInt(Math.floor(len / 192));
        assert.equal(esm.ecpairingGas(len, 'byzantium'), 100000n + 80000n * k, `byzantium ${len}`);
        assert.equal(esm.ecpairingGas(len), 45000n + 34000n * k, `istanbul ${len}`);
    }
    assert.throws(() => esm.ecaddGas('london'), RangeError);
    assert.throws(() => esm.ecpairingGas(-1), RangeError);
    assert.throws(() => esm.ecpairingGas(1.5), RangeError);
});

test('inputs: type check, subarray views, output not aliased', () => {
    assert.throws(() => esm.ecadd('00'), TypeError);
    assert.throws(() => esm.ecadd([0, 0]), TypeError);
    const v = vectors.find((x) => x.source === 'geth' && x.Name === 'chfast1');
    const raw = hexToBytes(v.Input);
    const big = new Uint8Array(raw.length + 7).fill(0xee);
    big.set(raw, 3);
    const view = big.subarray(3, 3 + raw.length);
    assert.equal(bytesToHex(esm.ecadd(view)), v.Expected);
    const a = esm.ecadd(view);
    const b = esm.ecmul(new Uint8Array(96));
    assert.equal(bytesToHex(a), v.Expected, 'first output overwritten by a later call');
    assert.equal(bytesToHex(b), '00'.repeat(64));
});

test('large pairing input grows wasm memory: 600 pairs, true and false', () => {
    // jeff1 is a true 2-pair product, so 300 copies of it are true too.
    const jeff1 = vectors.find((x) => x.source === 'geth' && x.Name === 'jeff1');
    assert.equal(jeff1.Expected.slice(-2), '01');
    const one = hexToBytes(jeff1.Input);
    const input = new Uint8Array(one.length * 300);
    for (let i = 0; i < 300; i++) input.set(one, i * one.length);
    assert.equal(esm.ecpairing(input)[31], 1);
    // Drop the last pair: the product is no longer 1.
    const res = esm.ecpairing(input.subarray(0, input.length - 192));
    assert.equal(bytesToHex(res), '00'.repeat(32));
    // Corrupt the last G1 point: the error comes from the last pair.
    const bad = input.slice();
    bad[bad.length - 192 + 63] ^= 1;
    assert.throws(() => esm.ecpairing(bad), { code: 'not-on-curve' });
    // A small call still works after the memory grew.
    assert.equal(esm.ecpairing(new Uint8Array(0))[31], 1);
});

test('init() resolves and the module still works', async () => {
    await esm.init();
    await esm.init();
    assert.equal(esm.ecpairing(new Uint8Array(0))[31], 1);
});

test('ecpairingCached and WasmBN254.pairing equal ecpairing on every pairing vector', () => {
    const pairing = vectors.filter((v) => v.op === 'ecpairing');
    const before = esm.g2CacheStats();
    assert.equal(before.capacity, 16);
    const b = new esm.WasmBN254();
    const outcome = (f, input) => {
        try {
            return bytesToHex(f(input));
        } catch (err) {
            assert.equal(err.name, 'BN254Error');
            return err.code;
        }
    };
    for (let round = 0; round < 3; round++) {
        for (const v of pairing) {
            const input = hexToBytes(v.Input);
            const want = outcome(esm.ecpairing, input);
            assert.equal(outcome(esm.ecpairingCached, input), want, v.Name);
            assert.equal(outcome((x) => b.pairing(x), input), want, v.Name);
            assert.equal(outcome(cjs.ecpairingCached, input), outcome(cjs.ecpairing, input), v.Name);
        }
    }
    const after = esm.g2CacheStats();
    assert.ok(after.hits > before.hits && after.inserts > 0, JSON.stringify(after));
});
