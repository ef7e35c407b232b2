// SPDX-License-Identifier: MIT
// Differential tests against @noble/curves (test/reference.mjs) on a few
// thousand random inputs, valid and invalid: random points and their
// negatives, infinity, coordinates at and past p (p, p+1, x+p, 2^256-1),
// points off the curve, G2 points on the twist outside the order-r subgroup,
// special scalars, and random input lengths. Deterministic: splitmix64 with a
// fixed seed (BN254_DIFF_SEED to change it; BN254_DIFF_SCALE to scale counts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ecadd, ecmul, ecpairing } from '../dist/index.js';
import { refEcadd, refEcmul, refEcpairing, P, R, G1, G2, Fp2, B2, hex32 } from './reference.mjs';

const SEED = BigInt(process.env.BN254_DIFF_SEED ?? '0x62e254d1ff');
const SCALE = Number(process.env.BN254_DIFF_SCALE ?? '1');
const M64 = (1n << 64n) - 1n;

// splitmix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number generators", 2014).
let state = SEED & M64;
function next64() {
    state = (state + 0x9e3779b97f4a7c15n) & M64;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
    return z ^ (z >> 31n);
}
const rand = (n) => Number(next64() % BigInt(n)); // 0 <= rand(n) < n
const chance = (p) => rand(1e6) < p * 1e6;
const randBig = (bits) => {
    let v = 0n;
    for (let i = 0; i < bits; i += 64) v = (v << 64n) | next64();
    return v & ((1n << BigInt(bits)) - 1n);
};
const randBelow = (n) => randBig(320) % n;
const randBytes = (n) => Uint8Array.from({ length: n }, () => rand(256));
const pick = (arr) => arr[rand(arr.length)];

const toHex = (u8) => Buffer.from(u8).toString('hex');
const fromHex = (h) => new Uint8Array(Buffer.from(h, 'hex'));
const TOP = (1n << 256n) - 1n;

// Pools of valid points, made once (noble's scalar multiplication is slow).
const g1Pool = Array.from({ length: 40 },
                          () => G1.BASE.multiplyUnsafe(randBelow(R - 1n) + 1n).toAffine());
const g2Scalars = Array.from({ length: 5 }, () => randBelow(R - 1n) + 1n);
const g2Pool = g2Scalars.map((s) => G2.BASE.multiplyUnsafe(s).toAffine());
// Points on the twist outside the subgroup: y = sqrt(x^3 + b') for random x.
const g2Bad = [];
while (g2Bad.length < 3) {
    const x = Fp2.fromBigTuple([randBelow(P), randBelow(P)]);
    const rhs = Fp2.add(Fp2.mul(Fp2.sqr(x), x), B2);
    let y;
    try {
        y = Fp2.sqrt(rhs);
    } catch {
        continue;
    }
    if (!Fp2.eql(Fp2.sqr(y), rhs)) continue;
    const pt = G2.fromAffine({ x, y });
    if (!pt.isTorsionFree()) g2Bad.push({ x, y });
}

// A 32-byte word at or past p; which one decides whether reduction mod p
// would have made a valid point.
function badWord(v) {
    return pick([P, P + 1n, v + P <= TOP ? v + P : P + 7n, TOP, P + randBelow(TOP - P),
                 v + 4n * P <= TOP ? v + 4n * P : TOP]);
}

/** Two words x || y of a G1 slot: valid or not; with `bad`, a faulty one. */
function g1Words(bad = false) {
    const a = pick(g1Pool);
    const k = bad ? 70 + rand(30) : rand(100);
    if (k < 55) return [a.x, a.y];
    if (k < 62) return [0n, 0n];
    if (k < 70) return [a.x, P - a.y];
    if (k < 76) return [badWord(a.x), a.y];
    if (k < 82) return [a.x, badWord(a.y)];
    if (k < 84) return pick([[P, 0n], [0n, P], [TOP, TOP]]);
    if (k < 90) return [a.x, (a.y + 1n) % P];
    if (k < 95) return [randBelow(P), randBelow(P)];
    return pick([[1n, 2n], [0n, 1n], [1n, 0n], [P - 1n, P - 1n], [0n, randBelow(P)]]);
}

function g2Words(bad = false) {
    const k = bad ? 67 + rand(33) : rand(100);
    const enc = (pt) => [pt.x.c1, pt.x.c0, pt.y.c1, pt.y.c0]; // x_im, x_re, y_im, y_re
    if (k < 60) return enc(pick(g2Pool));
    if (k < 67) return [0n, 0n, 0n, 0n];
    if (k < 76) return enc(pick(g2Bad));
    if (k < 84) {
        const w = enc(pick(g2Pool));
        const i = rand(4);
        w[i] = badWord(w[i]);
        return w;
    }
    if (k < 92) {
        const w = enc(pick(g2Pool));
        w[3] = (w[3] + 1n) % P;
        return w;
    }
    const w = enc(pick(g2Pool));
    return [w[1], w[0], w[3], w[2]]; // real and imaginary parts swapped
}

const wordsToBytes = (words) => fromHex(words.map(hex32).join(''));

/** Sometimes cut or extend the input with random garbage. */
function mutateLength(bytes, maxExtra) {
    if (!chance(0.15)) return bytes;
    const len = rand(bytes.length + maxExtra + 1);
    const out = randBytes(len);
    out.set(bytes.subarray(0, Math.min(len, bytes.length)));
    return out;
}

function scalar() {
    return pick([
        () => randBig(256), () => randBig(256), () => randBelow(R), () => randBig(128),
        () => BigInt(rand(65536)), () => 0n, () => 1n, () => R - 1n, () => R, () => R + 1n,
        () => 2n * R, () => TOP, () => 1n << 255n, () => (1n << 128n) - 1n,
    ])();
}

function compare(name, ours, ref, input, tally) {
    let got;
    try {
        got = { out: toHex(ours(input)) };
    } catch (e) {
        if (e?.name !== 'BN254Error') throw e;
        got = { error: e.code };
    }
    const want = ref(input);
    assert.deepEqual(got, want, `${name} input ${toHex(input)}`);
    const key = want.error ?? 'ok';
    tally[key] = (tally[key] ?? 0) + 1;
}

test('setup: the pools are what they claim', () => {
    for (const q of g2Pool) assert.ok(G2.fromAffine(q).isTorsionFree());
    assert.equal(g2Bad.length, 3);
    assert.equal(g1Pool.length, 40);
});

test(`ecadd: ${2000 * SCALE} random inputs against noble`, () => {
    const tally = {};
    for (let i = 0; i < 2000 * SCALE; i++) {
        let w1 = g1Words(), w2 = g1Words();
        if (chance(0.1)) w2 = [...w1]; // doubling
        if (chance(0.05)) w2 = [w1[0], w1[1] === 0n ? 0n : P - w1[1]]; // P + (-P)
        compare('ecadd', ecadd, refEcadd, mutateLength(wordsToBytes([...w1, ...w2]), 64), tally);
    }
    console.log('ecadd outcomes', tally);
    for (const k of ['ok', 'not-in-field', 'not-on-curve']) assert.ok(tally[k] > 100 * SCALE, k);
});

test(`ecmul: ${1000 * SCALE} random inputs against noble`, () => {
    const tally = {};
    for (let i = 0; i < 1000 * SCALE; i++) {
        const w = g1Words();
        compare('ecmul', ecmul, refEcmul, mutateLength(wordsToBytes([...w, scalar()]), 64), tally);
    }
    console.log('ecmul outcomes', tally);
    for (const k of ['ok', 'not-in-field', 'not-on-curve']) assert.ok(tally[k] > 50 * SCALE, k);
});

test(`ecpairing: ${400 * SCALE} random inputs against noble`, () => {
    const tally = {};
    let trueCount = 0;
    for (let i = 0; i < 400 * SCALE; i++) {
        const k = rand(5);
        const words = [];
        if (chance(0.3) && k > 0) {
            // A product that is 1: e(a_i G1, b_i G2) ... e(-(sum a_i b_i) G1, G2).
            let sum = 0n;
            for (let j = 0; j < k; j++) {
                const a = randBelow(R - 1n) + 1n, b = rand(g2Pool.length);
                sum = (sum + a * g2Scalars[b]) % R;
                const p1 = G1.BASE.multiplyUnsafe(a).toAffine(), q = g2Pool[b];
                words.push(p1.x, p1.y, q.x.c1, q.x.c0, q.y.c1, q.y.c0);
            }
            const c = (R - sum) % R;
            const p1 = c === 0n ? { x: 0n, y: 0n } : G1.BASE.multiplyUnsafe(c).toAffine();
            const q = G2.BASE.toAffine();
            words.push(p1.x, p1.y, q.x.c1, q.x.c0, q.y.c1, q.y.c0);
            // Sometimes break one slot of it.
            if (chance(0.4)) {
                const slot = rand(k + 1) * 6;
                if (chance(0.5)) words.splice(slot, 2, ...g1Words());
                else words.splice(slot + 2, 4, ...g2Words());
            }
        } else {
            // Mostly valid pairs: at most one slot drawn from the invalid kinds.
            for (let j = 0; j < k; j++) {
                const a = pick(g1Pool), q = pick(g2Pool);
                words.push(a.x, a.y, q.x.c1, q.x.c0, q.y.c1, q.y.c0);
            }
            if (k > 0 && chance(0.6)) {
                const slot = rand(k) * 6;
                if (chance(0.3)) words.splice(slot, 2, ...g1Words(true));
                else words.splice(slot + 2, 4, ...g2Words(true));
            }
        }
        let input = wordsToBytes(words);
        if (chance(0.08)) {
            const len = rand(input.length + 400);
            const out = randBytes(len);
            out.set(input.subarray(0, Math.min(len, input.length)));
            input = out;
        }
        const before = tally.ok ?? 0;
        compare('ecpairing', ecpairing, refEcpairing, input, tally);
        if ((tally.ok ?? 0) > before && ecpairing(input)[31] === 1) trueCount++;
    }
    console.log('ecpairing outcomes', tally, 'true', trueCount);
    for (const k of ['ok', 'not-in-field', 'not-on-curve', 'not-in-subgroup', 'input-length']) {
        assert.ok(tally[k] > 10 * SCALE, k);
    }
    assert.ok(trueCount > 40 * SCALE, 'true results');
    assert.ok(tally.ok - trueCount > 40 * SCALE, 'false results');
});
