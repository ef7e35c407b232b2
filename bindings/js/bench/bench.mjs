// SPDX-License-Identifier: MIT
// Benchmark, in one node process, of BN254 precompile implementations through
// EthereumJS's EVMBN254Interface (add, mul, pairing on raw input bytes) on
// go-ethereum's vectors: ours (bn254-precompiles's WasmBN254), rustbn-wasm (through
// EthereumJS's RustBN254), mcl-wasm (bench/mcl.mjs) and @noble/curves
// (EthereumJS's NobleBN254). Every implementation is first checked on every
// vector; then each vector is timed per implementation (calls repeated for
// --min-time seconds, --reps times, median kept). Prints a markdown table of
// ns/op and Mgas/s (Istanbul gas) and how the speed goals of the wasm build
// (README, "JavaScript and WebAssembly") stand: ratios to rustbn-wasm and mcl-wasm.
//   node bench/bench.mjs [--min-time=0.25] [--reps=3] [--smoke] [--json=out.json]
// --smoke only checks every implementation on every vector (CI).
//                        [--only=jeff1,cdetrio1] [--impls=ours,rustbn,mcl,noble]
import fs from 'node:fs';
import os from 'node:os';
import { NobleBN254, RustBN254 } from '@ethereumjs/evm';
import { initRustBN } from 'rustbn-wasm';
import { WasmBN254 } from '../dist/index.js';
import { createMclBN254 } from './mcl.mjs';
import { loadVectors, hexToBytes, bytesToHex } from '../test/vectors.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
}));
const smoke = Boolean(args.smoke);
const minTime = Number(args['min-time'] ?? (smoke ? 0 : 0.25)) * 1e9;
const reps = Number(args.reps ?? (smoke ? 1 : 3));
const only = args.only ? new Set(String(args.only).split(',')) : null;

const all = {
    ours: async () => new WasmBN254(),
    rustbn: async () => new RustBN254(await initRustBN()),
    mcl: createMclBN254,
    noble: async () => new NobleBN254(),
};
const names = args.impls ? String(args.impls).split(',') : Object.keys(all);
const impls = {};
for (const n of names) impls[n] = await all[n]();

const method = { ecadd: 'add', ecmul: 'mul', ecpairing: 'pairing' };
const vectors = loadVectors({ ours: false }).filter((v) => !only || only.has(v.Name));

// Correctness first: a fast wrong answer is no result. EthereumJS pads ecadd
// and ecmul inputs to 128 bytes before calling; do the same.
const evmInput = (v) => {
    const raw = hexToBytes(v.Input);
    if (v.op === 'ecpairing' || raw.length >= 128) return raw;
    const b = new Uint8Array(128);
    b.set(raw);
    return b;
};
for (const v of vectors) {
    for (const [n, impl] of Object.entries(impls)) {
        const got = bytesToHex(impl[method[v.op]](evmInput(v)));
        if (got !== v.Expected) {
            throw new Error(`${n} ${v.op} ${v.Name}: got ${got}, expected ${v.Expected}`);
        }
    }
}

// CPU time of this process (process.cpuUsage), like google-benchmark's CPU
// column of the native bench: on a shared machine wall time mostly measures
// the other load. Wall time is kept too, for the JSON output.
function time(fn, input) {
    const cpu = [], wall = [];
    for (let r = 0; r < reps; r++) {
        let n = 0;
        const w0 = process.hrtime.bigint();
        const c0 = process.cpuUsage();
        let dt;
        do {
            fn(input);
            n++;
            dt = Number(process.hrtime.bigint() - w0);
        } while (dt < minTime);
        const c = process.cpuUsage(c0);
        cpu.push(((c.user + c.system) * 1e3) / n);
        wall.push(dt / n);
    }
    const med = (a) => a.sort((x, y) => x - y)[a.length >> 1];
    return { cpu: med(cpu), wall: med(wall) };
}

if (smoke) {
    // One cold call each: the timings would mean nothing, so print none.
    console.log(`bench smoke: ${names.join(', ')} correct on ${vectors.length} geth vectors`);
    process.exit(0);
}

const rows = [];
for (const v of vectors) {
    const input = evmInput(v);
    const row = { op: v.op, name: v.Name, gas: v.Gas, ns: {}, wall: {} };
    for (const [n, impl] of Object.entries(impls)) {
        const fn = impl[method[v.op]].bind(impl);
        fn(input); // warm-up
        const t = time(fn, input);
        row.ns[n] = t.cpu;
        row.wall[n] = t.wall;
    }
    rows.push(row);
}

const fmtNs = (ns) => {
    if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
    return ns >= 1e3 ? `${(ns / 1e3).toFixed(1)} us` : `${ns.toFixed(0)} ns`;
};
const mgas = (gas, ns) => (gas * 1e3 / ns).toFixed(1);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(`node ${process.version}, ${cpu}, ${os.cpus().length} CPUs; ` +
            `CPU time per call, median of ${reps} runs of >= ${minTime / 1e9} s\n`);
const others = names.filter((n) => n !== 'ours');
const head = ['vector', 'gas', ...names.map((n) => `${n} ns/op (Mgas/s)`),
              ...others.map((n) => `${n}/ours`)];
console.log(`| ${head.join(' | ')} |`);
console.log(`|${head.map((_, i) => (i < 1 ? ' --- ' : ' ---: ')).join('|')}|`);
for (const r of rows) {
    const cells = [`${r.op} ${r.name}`, r.gas,
        ...names.map((n) => `${fmtNs(r.ns[n])} (${mgas(r.gas, r.ns[n])})`),
        ...others.map((n) => `${(r.ns[n] / r.ns.ours).toFixed(1)}x`)];
    console.log(`| ${cells.join(' | ')} |`);
}

if ('ours' in impls) {
    const ratio = (n, pred) => rows.filter(pred).map((r) => r.ns[n] / r.ns.ours);
    const min = (a) => Math.min(...a);
    console.log('\nSpeed goals of the wasm build (README):');
    if ('rustbn' in impls) {
        const pair = ratio('rustbn', (r) => r.op === 'ecpairing' && r.name !== 'empty_data');
        const cd = ratio('rustbn', (r) => r.op === 'ecmul' && r.name === 'cdetrio1');
        console.log(`- >= 8x rustbn-wasm on every pairing vector: min ${min(pair).toFixed(1)}x ` +
                    `(${pair.filter((x) => x >= 8).length}/${pair.length} met); ` +
                    `ecmul cdetrio1: ${cd.map((x) => x.toFixed(1))}x`);
    }
    if ('mcl' in impls) {
        const m = ratio('mcl', () => true);
        console.log(`- faster than mcl-wasm on every vector: ` +
                    `${m.filter((x) => x > 1).length}/${m.length} ` +
                    `(min ${min(m).toFixed(2)}x)`);
    }
}
if (args.json) {
    fs.writeFileSync(args.json, JSON.stringify({ node: process.version, cpu, rows }, null, 1));
}
