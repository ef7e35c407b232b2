// SPDX-License-Identifier: MIT
// Inputs that change during a call: a worker thread toggles one byte of a
// SharedArrayBuffer while the main thread runs the precompiles on a view of
// it. Every result must be the answer for one of the two states the input
// was in (the package copies the input into the module's memory once, and
// the library reads that copy once). The answers for both states are taken
// first from unshared copies, and both states are checked to be different.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import * as bn254 from '../dist/index.js';
import { loadVectors, hexToBytes, bytesToHex } from './vectors.mjs';

// The worker flips `mask` into byte `at` of the shared buffer until told to
// stop (flag word 0 of `ctl`), counting its flips in word 1.
const toggler = `
const { workerData } = require('node:worker_threads');
const bytes = new Uint8Array(workerData.sab);
const ctl = new Int32Array(workerData.ctl);
while (Atomics.load(ctl, 0) === 0) {
    Atomics.xor(bytes, workerData.at, workerData.mask);
    Atomics.add(ctl, 1, 1);
}`;

// Answer for one state: the output as hex, or the error code.
function answer(op, input) {
    try {
        return bytesToHex(bn254[op](input));
    } catch (e) {
        if (!(e instanceof bn254.BN254Error)) throw e;
        return `error:${e.code}`;
    }
}

async function raced(op, input, at, mask, calls) {
    const flipped = input.slice();
    flipped[at] ^= mask;
    const states = new Set([answer(op, input), answer(op, flipped)]);
    assert.equal(states.size, 2, `${op}: flipping byte ${at} must change the answer`);

    const sab = new SharedArrayBuffer(input.length);
    const shared = new Uint8Array(sab);
    shared.set(input);
    const ctl = new SharedArrayBuffer(8);
    const flags = new Int32Array(ctl);
    const worker = new Worker(toggler, { eval: true, workerData: { sab, ctl, at, mask } });
    await new Promise((resolve) => worker.once('online', resolve));
    while (Atomics.load(flags, 1) === 0) await new Promise((r) => setTimeout(r, 1));
    const seen = new Map();
    let wrong = 0;
    try {
        for (let i = 0; i < calls; i++) {
            const a = answer(op, shared);
            seen.set(a, (seen.get(a) ?? 0) + 1);
            if (!states.has(a)) wrong++;
        }
    } finally {
        Atomics.store(flags, 0, 1);
        await new Promise((resolve) => worker.once('exit', resolve));
    }
    const summary = [...seen].map(([a, n]) => `${n} x ${a.slice(0, 24)}`).join(', ');
    console.log(`shared-buffer ${op}: ${calls} calls, ${Atomics.load(flags, 1)} flips, ` +
                `${wrong} answers of no state; ${summary}`);
    assert.equal(wrong, 0, `${op}: an answer that matches neither state`);
}

const geth = loadVectors({ ours: false });

test('ecpairing on a buffer another thread changes', async () => {
    // go-ethereum's pairings with product 1, one after the other: still
    // product 1, long enough for the worker to flip the byte mid-call.
    const one = '0'.repeat(63) + '1';
    const parts = geth.filter((v) => v.op === 'ecpairing' && v.Expected === one && v.Input.length)
        .map((v) => hexToBytes(v.Input));
    const input = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (input.set(p, at), at + p.length), 0);
    assert.ok(input.length >= 192 * 8, 'a long input');
    // The low byte of the last pair's G2 x (imaginary part): off the twist when flipped.
    await raced('ecpairing', input, input.length - 192 + 64 + 31, 1, 60);
});

test('ecadd and ecmul on a buffer another thread changes', async () => {
    const add = hexToBytes(geth.find((v) => v.op === 'ecadd' && v.Name === 'chfast1').Input);
    await raced('ecadd', add, 127, 1, 3000); // second point's y: off the curve when flipped
    const mul = hexToBytes(geth.find((v) => v.op === 'ecmul' && v.Name === 'chfast1').Input);
    await raced('ecmul', mul, 95, 1, 1000); // the scalar's low byte: another product
});
