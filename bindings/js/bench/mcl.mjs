// SPDX-License-Identifier: MIT
// EIP-196/197 semantics on mcl-wasm (curve BN_SNARK1, Ethereum's BN254) for
// the benchmark, with EthereumJS's interface (add, mul, pairing: bytes in,
// bytes out, throw on invalid input). mcl-wasm has no precompile wrapper of
// its own; this one does what the precompiles require: words < p (checked
// here, as mcl reduces), the curve equation (isValid with order checks off),
// the G2 subgroup (isValidOrder), infinity as (0,0), and one final
// exponentiation for the product of Miller loops.
import * as mcl from 'mcl-wasm';

// p of BN254 (EIP-196), big-endian.
const P_BYTES = Buffer.from(
    '30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47', 'hex');

class McLError extends Error {}

export async function createMclBN254() {
    await mcl.init(mcl.BN_SNARK1);
    mcl.verifyOrderG1(false);
    mcl.verifyOrderG2(false);
    const one = new mcl.Fp();
    one.setInt(1);
    const one2 = new mcl.Fp2();
    one2.setInt(1, 0);

    const isZero = (b, off, n) => {
        for (let i = off; i < off + n; i++) if (b[i] !== 0) return false;
        return true;
    };
    const fp = (b, off) => {
        const w = b.subarray(off, off + 32);
        if (Buffer.compare(w, P_BYTES) >= 0) throw new McLError('not-in-field');
        const f = new mcl.Fp();
        f.setBigEndianMod(w);
        return f;
    };
    const g1 = (b, off) => {
        const x = fp(b, off), y = fp(b, off + 32);
        const p = new mcl.G1();
        if (isZero(b, off, 64)) return p;
        p.setX(x);
        p.setY(y);
        p.setZ(one);
        if (!p.isValid()) throw new McLError('not-on-curve');
        return p;
    };
    const g2 = (b, off) => {
        const w = [0, 1, 2, 3].map((k) => fp(b, off + 32 * k)); // x_im, x_re, y_im, y_re
        const q = new mcl.G2();
        if (isZero(b, off, 128)) return q;
        const x = new mcl.Fp2(), y = new mcl.Fp2();
        x.set_a(w[1]);
        x.set_b(w[0]);
        y.set_a(w[3]);
        y.set_b(w[2]);
        q.setX(x);
        q.setY(y);
        q.setZ(one2);
        if (!q.isValid()) throw new McLError('not-on-curve');
        if (!q.isValidOrder()) throw new McLError('not-in-subgroup');
        return q;
    };
    const out = (p) => {
        const r = new Uint8Array(64);
        if (p.isZero()) return r;
        const n = mcl.normalize(p);
        r.set(Buffer.from(n.getX().getStr(16).padStart(64, '0'), 'hex'), 0);
        r.set(Buffer.from(n.getY().getStr(16).padStart(64, '0'), 'hex'), 32);
        return r;
    };
    const padded = (input, n) => {
        const b = new Uint8Array(n);
        b.set(input.subarray(0, n));
        return b;
    };
    return {
        add(input) {
            const b = padded(input, 128);
            return out(mcl.add(g1(b, 0), g1(b, 64)));
        },
        mul(input) {
            const b = padded(input, 96);
            const p = g1(b, 0);
            const s = new mcl.Fr();
            s.setBigEndianMod(b.subarray(64, 96)); // [s]P = [s mod r]P
            return out(mcl.mul(p, s));
        },
        pairing(input) {
            if (input.length % 192 !== 0) throw new McLError('input-length');
            const pairs = [];
            for (let off = 0; off < input.length; off += 192) {
                const p = g1(input, off), q = g2(input, off + 64);
                if (!p.isZero() && !q.isZero()) pairs.push([p, q]);
            }
            const r = new Uint8Array(32);
            let f = null;
            for (const [p, q] of pairs) {
                const m = mcl.millerLoop(p, q);
                f = f === null ? m : mcl.mul(f, m);
            }
            r[31] = f === null || mcl.finalExp(f).isOne() ? 1 : 0;
            return r;
        },
    };
}
