// SPDX-License-Identifier: MIT
// An EIP-196/197 reference on @noble/curves, independent of the C library,
// for the differential tests: input padding and truncation, the field check
// (every 32-byte word < p), the curve equations y^2 = x^3 + 3 (G1) and
// y^2 = x^3 + 3/(9+u) (G2, the twist of EIP-197), the order-r subgroup for G2
// (noble's isTorsionFree), and the error order documented in bn254.h: points
// in input order, within a point the field check of all its words first.
// Returns { out: hex } or { error: token }.
import { bn254 } from '@noble/curves/bn254.js';

const { Fp, Fp2, Fp12 } = bn254.fields;
export const P = Fp.ORDER;
export const R = bn254.fields.Fr.ORDER;
const B1 = bn254.G1.Point.CURVE().b;
const B2 = bn254.G2.Point.CURVE().b;

class Fail extends Error {
    constructor(token) {
        super(token);
        this.token = token;
    }
}

const word = (bytes, i) => {
    let v = 0n;
    for (let k = 0; k < 32; k++) v = (v << 8n) | BigInt(bytes[i * 32 + k]);
    return v;
};
const hex32 = (v) => v.toString(16).padStart(64, '0');
const padTo = (input, n) => {
    const out = new Uint8Array(n);
    out.set(input.subarray(0, n));
    return out;
};

function g1(bytes, first) {
    const x = word(bytes, first), y = word(bytes, first + 1);
    if (x >= P || y >= P) throw new Fail('not-in-field');
    if (x === 0n && y === 0n) return bn254.G1.Point.ZERO;
    const rhs = Fp.add(Fp.mul(Fp.sqr(x), x), B1);
    if (Fp.sqr(y) !== rhs) throw new Fail('not-on-curve');
    return bn254.G1.Point.fromAffine({ x, y });
}

const g2Cache = new Map();
function g2(bytes, first) {
    const w = [0, 1, 2, 3].map((k) => word(bytes, first + k)); // x_im, x_re, y_im, y_re
    const key = w.join(',');
    if (g2Cache.has(key)) {
        const c = g2Cache.get(key);
        if (c instanceof Fail) throw c;
        return c;
    }
    let res;
    if (w.some((v) => v >= P)) res = new Fail('not-in-field');
    else if (w.every((v) => v === 0n)) res = bn254.G2.Point.ZERO;
    else {
        const x = Fp2.fromBigTuple([w[1], w[0]]), y = Fp2.fromBigTuple([w[3], w[2]]);
        const rhs = Fp2.add(Fp2.mul(Fp2.sqr(x), x), B2);
        if (!Fp2.eql(Fp2.sqr(y), rhs)) res = new Fail('not-on-curve');
        else {
            const pt = bn254.G2.Point.fromAffine({ x, y });
            res = pt.isTorsionFree() ? pt : new Fail('not-in-subgroup');
        }
    }
    g2Cache.set(key, res);
    if (res instanceof Fail) throw res;
    return res;
}

const g1Hex = (pt) => {
    if (pt.is0()) return '00'.repeat(64);
    const a = pt.toAffine();
    return hex32(a.x) + hex32(a.y);
};

function guard(fn) {
    try {
        return { out: fn() };
    } catch (e) {
        if (e instanceof Fail) return { error: e.token };
        throw e;
    }
}

export function refEcadd(input) {
    return guard(() => {
        const b = padTo(input, 128);
        const p1 = g1(b, 0);
        const p2 = g1(b, 2);
        return g1Hex(p1.add(p2));
    });
}

export function refEcmul(input) {
    return guard(() => {
        const b = padTo(input, 96);
        const pt = g1(b, 0);
        const s = word(b, 2) % R; // the group has order r: [s]P = [s mod r]P
        return g1Hex(s === 0n || pt.is0() ? bn254.G1.Point.ZERO : pt.multiplyUnsafe(s));
    });
}

export function refEcpairing(input) {
    return guard(() => {
        if (input.length % 192 !== 0) throw new Fail('input-length');
        const pairs = [];
        for (let i = 0; i < input.length / 192; i++) {
            const chunk = input.subarray(i * 192, i * 192 + 192);
            const a = g1(chunk, 0);
            const q = g2(chunk, 2);
            if (!a.is0() && !q.is0()) pairs.push({ g1: a, g2: q });
        }
        const one = pairs.length === 0 || Fp12.eql(bn254.pairingBatch(pairs), Fp12.ONE);
        return hex32(one ? 1n : 0n);
    });
}

export const G1 = bn254.G1.Point;
export const G2 = bn254.G2.Point;
export { Fp, Fp2, B2, hex32 };
