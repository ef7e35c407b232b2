// Generator for the BN254 (alt_bn128) precompile test vectors in this folder:
// ecadd.json (0x06), ecmul.json (0x07), ecpairing.json (0x08), and the
// benchmark vectors distinct/{ecadd,ecmul,ecpairing}.json: random points no
// shortcut of an implementation serves (distinct points, full scalars, pairs
// that share no point up to sign), README.md says why.
//
// Usage (by hand, never at test time; the JSON output is checked in):
//   cd vectors && npm ci && node gen_vectors.mjs
//   node gen_vectors.mjs --check-geth DIR   # replay go-ethereum's bn256*.json through our evaluator
//
// Expected outputs come from @noble/curves (an implementation independent of
// the C library under test). The byte-level EIP-196/197 rules (padding,
// truncation, field/curve/subgroup checks, infinity encoding) are implemented
// here on top of noble's group and pairing arithmetic, and every fault is
// double-checked: once by our own formula and once by noble rejecting the point.
//
// Output is deterministic: all "random" values come from a fixed-seed
// splitmix64 below, so a re-run reproduces the files byte for byte.

import { bn254 } from '@noble/curves/bn254.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const G1 = bn254.G1.Point;
const G2 = bn254.G2.Point;
const { Fp, Fp2, Fp12, Fr } = bn254.fields;

const P = Fp.ORDER; // base field modulus
const R = Fr.ORDER; // group order
const TWO256 = 1n << 256n;
const MAX256 = TWO256 - 1n;
const B2 = G2.CURVE().b; // twist constant 3/(9+u)

// Sanity-check the constants against the EIP text so a noble change cannot slip by.
check(P === 21888242871839275222246405745257275088696311157297823662689037894645226208583n, 'p');
check(R === 21888242871839275222246405745257275088548364400416034343698204186575808495617n, 'r');
check(Fp2.eql(Fp2.mul(B2, Fp2.fromBigTuple([9n, 1n])), Fp2.fromBigTuple([3n, 0n])), "b' = 3/(9+u)");
check(Fp2.eql(Fp2.sqr(Fp2.fromBigTuple([0n, 1n])), Fp2.neg(Fp2.ONE)), 'u^2 = -1');

function check(cond, msg) {
  if (!cond) throw new Error('internal check failed: ' + msg);
}

// ---------------------------------------------------------------------------
// Deterministic PRNG: splitmix64 (public-domain algorithm, written out here).
const M64 = (1n << 64n) - 1n;
let prngState = 0x626e3235345f7663n; // arbitrary fixed seed ("bn254_vc")
// Each group of files has its own seed, so adding a group never changes the
// bytes of another.
function reseed(seed) {
  prngState = seed & M64;
}
function next64() {
  prngState = (prngState + 0x9e3779b97f4a7c15n) & M64;
  let z = prngState;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
  return z ^ (z >> 31n);
}
function randBits(bits) {
  let v = 0n;
  for (let i = 0; i < bits; i += 64) v = (v << 64n) | next64();
  return v & ((1n << BigInt(bits)) - 1n);
}
// Uniform in [lo, hi) by rejection, so values are unbiased and reproducible.
function randRange(lo, hi) {
  const n = hi - lo;
  const bits = n.toString(2).length;
  for (;;) {
    const v = randBits(bits);
    if (v < n) return lo + v;
  }
}
const randScalar = () => randRange(1n, R); // non-zero group scalar
const randFp = () => randRange(0n, P);
const randG1 = () => G1.BASE.multiplyUnsafe(randScalar());
const randG2 = () => G2.BASE.multiplyUnsafe(randScalar());
// Garbage trailer bytes, each non-zero so "ignored" really means ignored.
function garbageHex(n) {
  let s = '';
  for (let i = 0; i < n; i++) s += (Number(randRange(1n, 256n))).toString(16).padStart(2, '0');
  return s;
}

// ---------------------------------------------------------------------------
// Encoding helpers (32-byte big-endian words, lowercase hex, no 0x).
function word(v) {
  check(v >= 0n && v < TWO256, 'word range');
  return v.toString(16).padStart(64, '0');
}
const words = (...vs) => vs.map(word).join('');
function g1Words(pt) {
  const { x, y } = pt.toAffine(); // noble maps infinity to (0,0), the EIP encoding
  return [x, y];
}
const encG1 = (pt) => words(...g1Words(pt));
// EIP-197 G2 order: x_im, x_re, y_im, y_re (imaginary part first).
function g2Words(pt) {
  const { x, y } = pt.toAffine();
  return [x.c1, x.c0, y.c1, y.c0];
}
const encG2 = (pt) => words(...g2Words(pt));
const hexLen = (h) => h.length / 2;

// ---------------------------------------------------------------------------
// The evaluator: EIP-196/197 semantics on raw hex input. Throws PrecompileError
// with one of the four tokens on failure.
class PrecompileError extends Error {
  constructor(token) {
    super(token);
    this.token = token;
  }
}

function hexToBytes(h) {
  check(/^([0-9a-f]{2})*$/.test(h), 'hex input');
  const out = new Uint8Array(h.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(h.slice(2 * i, 2 * i + 2), 16);
  return out;
}
// Right-pad with zeros / truncate, as the EVM does for ecadd and ecmul.
function padTo(bytes, n) {
  const out = new Uint8Array(n);
  out.set(bytes.subarray(0, n));
  return out;
}
function readWord(bytes, off) {
  let v = 0n;
  for (let i = 0; i < 32; i++) v = (v << 8n) | BigInt(bytes[off + i]);
  return v;
}

function expectThrow(fn, re, what) {
  try {
    fn();
  } catch (e) {
    check(re.test(e.message), what + ': unexpected noble message ' + e.message);
    return;
  }
  throw new Error('internal check failed: noble accepted ' + what);
}

// Plain double-and-add with noble's complete addition. Used as a second opinion
// for scalars >= r (noble's multiplyUnsafe only takes s < r) and for the
// subgroup test (r*Q == O), independent of noble's endomorphism-based check.
function mulDoubleAdd(pt, s) {
  let acc = pt.constructor.ZERO;
  for (let i = s.toString(2).length - 1; i >= 0; i--) {
    acc = acc.double();
    if ((s >> BigInt(i)) & 1n) acc = acc.add(pt);
  }
  return acc;
}

const OFF_CURVE_MSG = /equation|bad point coordinate y/;

function decodeG1(x, y) {
  if (x >= P || y >= P) {
    expectThrow(() => G1.fromAffine({ x, y }), /invalid affine point/, 'G1 coordinate >= p');
    throw new PrecompileError('not-in-field');
  }
  if (x === 0n && y === 0n) {
    const inf = G1.fromAffine({ x, y });
    check(inf.is0(), 'G1 (0,0) is infinity');
    return inf;
  }
  const onCurve = Fp.eql(Fp.sqr(y), Fp.add(Fp.mul(Fp.sqr(x), x), 3n));
  if (!onCurve) {
    // noble refuses y = 0 already when building the point (no 2-torsion in G1).
    expectThrow(() => G1.fromAffine({ x, y }).assertValidity(), OFF_CURVE_MSG, 'G1 point off the curve');
    throw new PrecompileError('not-on-curve');
  }
  const pt = G1.fromAffine({ x, y });
  pt.assertValidity(); // G1 has cofactor 1: on the curve means in the group
  return pt;
}

function decodeG2(xi, xr, yi, yr) {
  const x = { c0: xr, c1: xi };
  const y = { c0: yr, c1: yi };
  if (xi >= P || xr >= P || yi >= P || yr >= P) {
    expectThrow(() => G2.fromAffine({ x, y }), /invalid affine point/, 'G2 coordinate >= p');
    throw new PrecompileError('not-in-field');
  }
  const fx = Fp2.fromBigTuple([xr, xi]);
  const fy = Fp2.fromBigTuple([yr, yi]);
  if (xi === 0n && xr === 0n && yi === 0n && yr === 0n) {
    const inf = G2.fromAffine({ x: fx, y: fy });
    check(inf.is0(), 'G2 all-zero is infinity');
    return inf;
  }
  const onTwist = Fp2.eql(Fp2.sqr(fy), Fp2.add(Fp2.mul(Fp2.sqr(fx), fx), B2));
  if (!onTwist) {
    expectThrow(() => G2.fromAffine({ x: fx, y: fy }).assertValidity(), OFF_CURVE_MSG, 'G2 point off the twist');
    throw new PrecompileError('not-on-curve');
  }
  const pt = G2.fromAffine({ x: fx, y: fy });
  const inSubgroup = mulDoubleAdd(pt, R).is0();
  check(inSubgroup === pt.isTorsionFree(), 'own and noble subgroup checks agree');
  if (!inSubgroup) {
    expectThrow(() => pt.assertValidity(), /subgroup/, 'G2 point outside the subgroup');
    throw new PrecompileError('not-in-subgroup');
  }
  pt.assertValidity();
  return pt;
}

function evalEcadd(inputHex) {
  const b = padTo(hexToBytes(inputHex), 128);
  const a = decodeG1(readWord(b, 0), readWord(b, 32));
  const c = decodeG1(readWord(b, 64), readWord(b, 96));
  return encG1(a.add(c));
}

function evalEcmul(inputHex) {
  const b = padTo(hexToBytes(inputHex), 96);
  const pt = decodeG1(readWord(b, 0), readWord(b, 32));
  const s = readWord(b, 64);
  // Every valid point has order dividing r, so s*P == (s mod r)*P; confirm
  // with a full 256-bit double-and-add on the unreduced scalar.
  const res = pt.multiplyUnsafe(s % R);
  check(res.equals(mulDoubleAdd(pt, s)), 'ecmul reduced == unreduced');
  return encG1(res);
}

const PAIRING_TRUE = '0'.repeat(63) + '1';
const PAIRING_FALSE = '0'.repeat(64);
function evalEcpairing(inputHex) {
  const b = hexToBytes(inputHex);
  if (b.length % 192 !== 0) throw new PrecompileError('input-length');
  const pairs = [];
  for (let off = 0; off < b.length; off += 192) {
    const w = (i) => readWord(b, off + 32 * i);
    // Both points are decoded (validated) before looking at infinity.
    const g1 = decodeG1(w(0), w(1));
    const g2 = decodeG2(w(2), w(3), w(4), w(5));
    // A pair with an infinity contributes 1; noble refuses such pairs, so skip them.
    if (!g1.is0() && !g2.is0()) pairs.push({ g1, g2 });
  }
  if (pairs.length === 0) return PAIRING_TRUE;
  return Fp12.eql(bn254.pairingBatch(pairs), Fp12.ONE) ? PAIRING_TRUE : PAIRING_FALSE;
}

// ---------------------------------------------------------------------------
// Vector collection.
const gasAdd = () => 150;
const gasMul = () => 6000;
const gasPairing = (hex) => 45000 + 34000 * Math.floor(hexLen(hex) / 192);

function makeSuite(evalFn, gasFn, outHexLen) {
  const list = [];
  const names = new Set();
  // `expect`: an error token, an exact output hex, or undefined when the result
  // is only computed (then it is logged so a human can look at it).
  function add(name, input, expect) {
    check(/^[a-z0-9_]+$/.test(name), 'name charset ' + name);
    check(!names.has(name), 'duplicate name ' + name);
    names.add(name);
    let entry;
    try {
      const out = evalFn(input);
      check(out.length === outHexLen, 'output length');
      entry = { Input: input, Expected: out };
    } catch (e) {
      if (!(e instanceof PrecompileError)) throw e;
      entry = { Input: input, ExpectedError: e.token };
    }
    const got = entry.Expected ?? entry.ExpectedError;
    if (expect === undefined) console.log(`  computed: ${name} -> ${got}`);
    else check(got === expect, `${name}: constructed ${expect}, evaluated ${got}`);
    entry.Name = name;
    entry.Gas = gasFn(input);
    entry.NoBenchmark = false;
    list.push(entry);
  }
  return { list, add };
}

const INF_G1 = words(0n, 0n);
const INF_G2 = words(0n, 0n, 0n, 0n);
const ZERO64 = '0'.repeat(128);

// Find a random point whose y has a zero low byte, so an input cut one byte
// short of it decodes (after zero padding) to the same point.
function randG1WithZeroLowByte() {
  for (;;) {
    const pt = randG1();
    if ((pt.toAffine().y & 0xffn) === 0n) return pt;
  }
}

// For a value v >= p, return a (x, y) pair that contains v and whose reduction
// mod p would be a valid point, when one exists; then the only fault is the
// non-canonical encoding (an implementation that reduces mod p would accept it).
function withNonCanonical(v, preferX) {
  const vr = v % P;
  const trySqrt = (a) => {
    try {
      const s = Fp.sqrt(a);
      return Fp.eql(Fp.sqr(s), a) ? s : null;
    } catch {
      return null;
    }
  };
  if (preferX) {
    const y = trySqrt(Fp.add(Fp.mul(Fp.sqr(vr), vr), 3n));
    if (y !== null) return [v, y];
  }
  // Otherwise (or for y, where this would need a cube root) pair v with a
  // small coordinate; the result is still rejected only for v >= p.
  return preferX ? [v, 2n] : [1n, v];
}

function genEcadd() {
  const { list, add } = makeSuite(evalEcadd, gasAdd, 128);
  const G = G1.BASE;
  const expect = (pt) => encG1(pt);

  add('g1_plus_g1', encG1(G) + encG1(G), expect(G.multiplyUnsafe(2n)));
  const p0 = randG1();
  add('rand_p_plus_p', encG1(p0) + encG1(p0), expect(p0.multiplyUnsafe(2n)));
  add('g1_plus_neg_g1', encG1(G) + encG1(G.negate()), ZERO64);
  const p1 = randG1();
  add('rand_p_plus_neg_p', encG1(p1) + encG1(p1.negate()), ZERO64);
  add('neg_p_plus_p', encG1(p1.negate()) + encG1(p1), ZERO64);
  for (let i = 1; i <= 6; i++) {
    const a = randScalar(), c = randScalar();
    const pa = G.multiplyUnsafe(a), pc = G.multiplyUnsafe(c);
    add(`rand_p_plus_q_${i}`, encG1(pa) + encG1(pc), expect(G.multiplyUnsafe(Fr.add(a, c))));
  }
  const p2 = randG1();
  add('p_plus_2p', encG1(p2) + encG1(p2.double()), expect(p2.multiplyUnsafe(3n)));
  add('g1_plus_2g1', encG1(G) + encG1(G.double()), expect(G.multiplyUnsafe(3n)));

  // Infinity in every position.
  const p3 = randG1();
  add('inf_plus_inf', INF_G1 + INF_G1, ZERO64);
  add('p_plus_inf', encG1(p3) + INF_G1, expect(p3));
  add('inf_plus_p', INF_G1 + encG1(p3), expect(p3));
  add('inf_plus_g1', INF_G1 + encG1(G), expect(G));

  // (x, p - y) is the canonical encoding of -P and must be accepted.
  const p4 = randG1();
  const [x4, y4] = g1Words(p4);
  add('neg_y_point_plus_inf', words(x4, P - y4) + INF_G1, expect(p4.negate()));
  const q4 = randG1();
  add('neg_y_point_plus_q', words(x4, P - y4) + encG1(q4), expect(q4.subtract(p4)));

  // Lengths: short inputs are zero-padded to 128 bytes, long ones truncated.
  const pa = randG1(), pb = randG1();
  const sumAB = expect(pa.add(pb));
  add('len0_empty', '', ZERO64);
  add('len1_zero_byte', '00', ZERO64);
  add('len1_nonzero_byte', '01', 'not-on-curve'); // (2^248, 0)
  add('len31_zero_bytes', '00'.repeat(31), ZERO64);
  add('len31_ff_bytes', 'ff'.repeat(31), 'not-in-field'); // x1 = 0xff..ff00 > p
  const pz = randG1WithZeroLowByte();
  add('len63_point_y_low_byte_zero', encG1(pz).slice(0, 126), expect(pz));
  add('len64_p_plus_padded_inf', encG1(pa), expect(pa));
  add('len65_p_then_zero_byte', encG1(pa) + '00', expect(pa));
  add('len65_p_then_nonzero_byte', encG1(pa) + '01', 'not-on-curve'); // (2^248, 0)
  add('len127_q_y_low_byte_zero', encG1(pa) + encG1(pz).slice(0, 126), expect(pa.add(pz)));
  add('len128_p_plus_q', encG1(pa) + encG1(pb), sumAB);
  add('len129_trailing_garbage', encG1(pa) + encG1(pb) + garbageHex(1), sumAB);
  add('len160_trailing_garbage', encG1(pa) + encG1(pb) + garbageHex(32), sumAB);
  add('len192_trailing_garbage', encG1(pa) + encG1(pb) + garbageHex(64), sumAB);
  add('len256_trailing_garbage', encG1(pa) + encG1(pb) + garbageHex(128), sumAB);
  add('len256_trailing_ff', encG1(pa) + encG1(pb) + 'ff'.repeat(128), sumAB);
  add('len192_trailing_invalid_point', encG1(pa) + encG1(pb) + words(1n, 3n), sumAB);

  // not-in-field. Each uses a value >= p whose reduction mod p would be valid
  // (infinity or a curve point), so an implementation that reduces is caught.
  add('inf_as_p_0_first', words(P, 0n) + encG1(pb), 'not-in-field');
  add('inf_as_0_p_first', words(0n, P) + encG1(pb), 'not-in-field');
  add('inf_as_p_0_second', encG1(pa) + words(P, 0n), 'not-in-field');
  add('inf_as_0_p_second', encG1(pa) + words(0n, P), 'not-in-field');
  add('inf_as_p_p_first', words(P, P) + INF_G1, 'not-in-field');
  add('x1_eq_p_plus_1_gen', words(P + 1n, 2n) + encG1(G), 'not-in-field');
  add('y1_eq_p_plus_2_gen', words(1n, P + 2n) + encG1(G), 'not-in-field');
  add('x2_eq_p_plus_1_gen', encG1(G) + words(P + 1n, 2n), 'not-in-field');
  add('y2_eq_p_plus_2_gen', encG1(G) + words(1n, P + 2n), 'not-in-field');
  const p5 = randG1();
  const [x5, y5] = g1Words(p5);
  add('x1_plus_p', words(x5 + P, y5) + encG1(pb), 'not-in-field');
  add('y1_plus_p', words(x5, y5 + P) + encG1(pb), 'not-in-field');
  add('x2_plus_p', encG1(pa) + words(x5 + P, y5), 'not-in-field');
  add('y2_plus_p', encG1(pa) + words(x5, y5 + P), 'not-in-field');
  // x + 4p stays below 2^256 only for small x; the generator has x = 1.
  check(1n + 4n * P < TWO256, 'x+4p fits');
  add('x1_plus_4p_gen', words(1n + 4n * P, 2n) + INF_G1, 'not-in-field');
  add('x1_eq_2pow256_minus_1', words(...withNonCanonical(MAX256, true)) + encG1(pb), 'not-in-field');
  add('y2_eq_2pow256_minus_1', encG1(pa) + words(...withNonCanonical(MAX256, false)), 'not-in-field');
  add('all_ff', 'ff'.repeat(128), 'not-in-field');

  // not-on-curve, in either position, also next to infinity.
  add('not_on_curve_first', words(1n, 3n) + encG1(pb), 'not-on-curve');
  add('not_on_curve_second', encG1(pa) + words(1n, 3n), 'not-on-curve');
  add('not_on_curve_first_plus_inf', words(1n, 3n) + INF_G1, 'not-on-curve');
  add('inf_plus_not_on_curve_second', INF_G1 + words(1n, 3n), 'not-on-curve');
  add('point_0_1_first', words(0n, 1n) + encG1(pb), 'not-on-curve');
  add('point_1_0_first', words(1n, 0n) + encG1(pb), 'not-on-curve');
  add('point_0_1_second', encG1(pa) + words(0n, 1n), 'not-on-curve');
  add('point_1_0_second', encG1(pa) + words(1n, 0n), 'not-on-curve');
  add('y_plus_1_first', words(x5, Fp.add(y5, 1n)) + encG1(pb), 'not-on-curve');
  add('y_plus_1_second', encG1(pa) + words(x5, Fp.add(y5, 1n)), 'not-on-curve');
  add('rand_xy_first', words(randFp(), randFp()) + encG1(pb), 'not-on-curve');
  add('rand_xy_second', encG1(pa) + words(randFp(), randFp()), 'not-on-curve');
  add('x_is_p_minus_1_y_1', words(P - 1n, 1n) + INF_G1, 'not-on-curve');
  return list;
}

function genEcmul() {
  const { list, add } = makeSuite(evalEcmul, gasMul, 128);
  const G = G1.BASE;
  const mulRef = (pt, s) => encG1(pt.multiplyUnsafe(s % R));
  const scalars = [
    ['0', 0n],
    ['1', 1n],
    ['2', 2n],
    ['3', 3n],
    ['r_minus_1', R - 1n],
    ['r', R],
    ['r_plus_1', R + 1n],
    ['2r', 2n * R],
    ['2pow128', 1n << 128n],
    ['2pow128_minus_1', (1n << 128n) - 1n],
    ['2pow255', 1n << 255n],
    ['2pow256_minus_1', MAX256],
  ];
  const pr = randG1();
  for (const [n, s] of scalars) add(`g1_mul_${n}`, encG1(G) + word(s), mulRef(G, s));
  for (const [n, s] of scalars) add(`rand_mul_${n}`, encG1(pr) + word(s), mulRef(pr, s));
  for (let i = 1; i <= 6; i++) {
    const pt = randG1(), s = randBits(256);
    add(`rand_mul_rand256_${i}`, encG1(pt) + word(s), mulRef(pt, s));
  }
  for (let i = 1; i <= 3; i++) {
    const pt = randG1(), s = randBits(128);
    add(`rand_mul_rand128_${i}`, encG1(pt) + word(s), mulRef(pt, s));
  }
  // Infinity times anything is infinity.
  for (const [n, s] of [['0', 0n], ['1', 1n], ['2', 2n], ['r', R], ['2pow256_minus_1', MAX256], ['rand', randBits(256)]])
    add(`inf_mul_${n}`, INF_G1 + word(s), ZERO64);
  // (x, p - y) is -P.
  const [xr, yr] = g1Words(pr);
  const s7 = randBits(256);
  add('neg_y_point_mul_rand', words(xr, P - yr) + word(s7), mulRef(pr.negate(), s7));

  // Lengths (zero padding to 96, truncation beyond 96).
  const pl = randG1(), sl = randBits(256);
  const ok = mulRef(pl, sl);
  add('len0_empty', '', ZERO64);
  add('len32_zero_bytes', '00'.repeat(32), ZERO64);
  add('len32_gen_x_only', word(1n), 'not-on-curve'); // (1, 0)
  add('len64_gen_scalar_padded_0', encG1(G), ZERO64);
  add('len64_rand_scalar_padded_0', encG1(pl), ZERO64);
  add('len65_scalar_top_byte_only', encG1(pl) + '05', mulRef(pl, 5n << 248n));
  add('len95_scalar_missing_low_byte', encG1(pl) + word(sl).slice(0, 62), mulRef(pl, (sl >> 8n) << 8n));
  add('len96', encG1(pl) + word(sl), ok);
  add('len97_trailing_garbage', encG1(pl) + word(sl) + garbageHex(1), ok);
  add('len128_trailing_garbage', encG1(pl) + word(sl) + garbageHex(32), ok);
  add('len200_trailing_garbage', encG1(pl) + word(sl) + garbageHex(104), ok);
  add('len128_trailing_ff', encG1(pl) + word(sl) + 'ff'.repeat(32), ok);

  // not-in-field: even with scalar 0 the point must be validated.
  const [xl, yl] = g1Words(pl);
  add('inf_as_p_0_mul_2', words(P, 0n) + word(2n), 'not-in-field');
  add('inf_as_0_p_mul_2', words(0n, P) + word(2n), 'not-in-field');
  add('inf_as_p_0_mul_0', words(P, 0n) + word(0n), 'not-in-field');
  add('x_eq_p_plus_1_gen_mul_1', words(P + 1n, 2n) + word(1n), 'not-in-field');
  add('x_eq_p_plus_1_gen_mul_0', words(P + 1n, 2n) + word(0n), 'not-in-field');
  add('y_eq_p_plus_2_gen_mul_3', words(1n, P + 2n) + word(3n), 'not-in-field');
  add('x_plus_p_mul_rand', words(xl + P, yl) + word(sl), 'not-in-field');
  add('y_plus_p_mul_rand', words(xl, yl + P) + word(sl), 'not-in-field');
  add('x_eq_2pow256_minus_1', words(...withNonCanonical(MAX256, true)) + word(sl), 'not-in-field');
  add('y_eq_2pow256_minus_1', words(...withNonCanonical(MAX256, false)) + word(sl), 'not-in-field');
  add('all_ff', 'ff'.repeat(96), 'not-in-field');

  // not-on-curve, including with scalars that would make the result trivial.
  add('not_on_curve_mul_1', words(1n, 3n) + word(1n), 'not-on-curve');
  add('not_on_curve_mul_0', words(1n, 3n) + word(0n), 'not-on-curve');
  add('not_on_curve_mul_r', words(1n, 3n) + word(R), 'not-on-curve');
  add('point_0_1_mul_5', words(0n, 1n) + word(5n), 'not-on-curve');
  add('point_1_0_mul_2', words(1n, 0n) + word(2n), 'not-on-curve');
  add('y_plus_1_mul_rand', words(xl, Fp.add(yl, 1n)) + word(sl), 'not-on-curve');
  add('rand_xy_mul_rand', words(randFp(), randFp()) + word(sl), 'not-on-curve');
  return list;
}

// Pairs whose pairing product is 1: e(a_i G1, b_i G2) for random a_i, b_i and a
// last pair (c G1, d G2) with c*d = -sum(a_i b_i) mod r. All points distinct.
function truePairs(k) {
  check(k >= 2, 'k >= 2');
  const out = [];
  let acc = 0n;
  for (let i = 0; i < k - 1; i++) {
    const a = randScalar(), b = randScalar();
    out.push([G1.BASE.multiplyUnsafe(a), G2.BASE.multiplyUnsafe(b)]);
    acc = Fr.add(acc, Fr.mul(a, b));
  }
  const d = randScalar();
  const c = Fr.div(Fr.neg(acc), d);
  check(c !== 0n, 'c != 0');
  out.push([G1.BASE.multiplyUnsafe(c), G2.BASE.multiplyUnsafe(d)]);
  return out;
}
function randPairs(k) {
  const out = [];
  for (let i = 0; i < k; i++) out.push([randG1(), randG2()]);
  return out;
}
const encPairs = (pairs) => pairs.map(([a, b]) => encG1(a) + encG2(b)).join('');

// A point on the twist that is not in the order-r subgroup: random Fp2 x until
// x^3 + b' is a square; the cofactor is huge, so such a point is almost never
// in the subgroup (checked both by r*Q != O and by noble's isTorsionFree).
function nonSubgroupG2() {
  for (;;) {
    const x = Fp2.fromBigTuple([randFp(), randFp()]);
    const rhs = Fp2.add(Fp2.mul(Fp2.sqr(x), x), B2);
    let y;
    try {
      y = Fp2.sqrt(rhs);
    } catch {
      continue;
    }
    if (!Fp2.eql(Fp2.sqr(y), rhs)) continue;
    const pt = G2.fromAffine({ x, y });
    check(!pt.isTorsionFree() && !mulDoubleAdd(pt, R).is0(), 'point outside subgroup');
    expectThrow(() => pt.assertValidity(), /subgroup/, 'non-subgroup G2');
    return pt;
  }
}

function genEcpairing() {
  const { list, add } = makeSuite(evalEcpairing, gasPairing, 64);
  const T = PAIRING_TRUE, F = PAIRING_FALSE;
  const g1 = G1.BASE, g2 = G2.BASE;

  add('empty_input', '', T);
  add('one_pair_g1_inf_g2_valid', INF_G1 + encG2(randG2()), T);
  add('one_pair_g1_valid_g2_inf', encG1(randG1()) + INF_G2, T);
  add('one_pair_both_inf', INF_G1 + INF_G2, T);
  add('one_pair_g1_inf_g2_gen', INF_G1 + encG2(g2), T);
  add('one_pair_gen_gen', encG1(g1) + encG2(g2), F);
  add('one_pair_rand', encPairs(randPairs(1)), F);
  add('gen_pair_and_neg_g1', encG1(g1) + encG2(g2) + encG1(g1.negate()) + encG2(g2), T);
  add('gen_pair_and_neg_g2', encG1(g1) + encG2(g2) + encG1(g1) + encG2(g2.negate()), T);
  add('gen_pair_twice', encG1(g1) + encG2(g2) + encG1(g1) + encG2(g2), F);
  for (let k = 2; k <= 6; k++) {
    add(`k${k}_true`, encPairs(truePairs(k)), T);
    add(`k${k}_false_rand`, encPairs(randPairs(k)), F);
    // Almost-true: last G1 point moved by one generator step.
    const near = truePairs(k);
    near[k - 1][0] = near[k - 1][0].add(g1);
    add(`k${k}_false_near_true`, encPairs(near), F);
  }
  for (const k of [15, 16, 17, 32, 33]) {
    add(`k${k}_true`, encPairs(truePairs(k)), T);
    add(`k${k}_false_rand`, encPairs(randPairs(k)), F);
  }
  // Infinities mixed into other pairs: they contribute 1 and change nothing.
  const tp = truePairs(2);
  add('true_pair_plus_g1_inf', encPairs(tp) + INF_G1 + encG2(randG2()), T);
  add('true_pair_plus_g2_inf', encPairs(tp) + encG1(randG1()) + INF_G2, T);
  add('inf_first_then_true_pairs', INF_G1 + INF_G2 + encPairs(tp), T);
  add('false_pair_plus_inf', encPairs(randPairs(1)) + INF_G1 + encG2(randG2()), F);
  add('k4_all_inf_mixed', encPairs([[G1.ZERO, randG2()], [randG1(), G2.ZERO], [G1.ZERO, G2.ZERO], [G1.ZERO, g2]]), T);

  // Bad lengths.
  const two = encPairs(truePairs(2));
  add('len1', '00', 'input-length');
  add('len191', two.slice(0, 382), 'input-length');
  add('len193', two.slice(0, 384) + '00', 'input-length');
  add('len383', two.slice(0, 766), 'input-length');
  add('len385_two_pairs_plus_byte', two + '00', 'input-length');
  add('len385_two_pairs_plus_nonzero_byte', two + '01', 'input-length');
  add('len32', word(1n), 'input-length');
  add('len64_g1_only', encG1(g1), 'input-length');
  add('len128_g2_only', encG2(g2), 'input-length');

  // G2 on the twist but outside the subgroup.
  const ns = nonSubgroupG2();
  add('g2_not_in_subgroup', encG1(randG1()) + encG2(ns), 'not-in-subgroup');
  add('g2_not_in_subgroup_g1_inf', INF_G1 + encG2(ns), 'not-in-subgroup');
  add('g2_not_in_subgroup_after_true_pairs', encPairs(truePairs(2)) + encG1(g1) + encG2(nonSubgroupG2()), 'not-in-subgroup');

  // G2 off the twist.
  const q = randG2();
  const [qxi, qxr, qyi, qyr] = g2Words(q);
  add('g2_not_on_curve', encG1(randG1()) + words(qxi, qxr, qyi, Fp.add(qyr, 1n)), 'not-on-curve');
  add('g2_not_on_curve_g1_inf', INF_G1 + words(qxi, qxr, Fp.add(qyi, 1n), qyr), 'not-on-curve');
  add('g2_not_on_curve_1_2_3_4', encG1(g1) + words(1n, 2n, 3n, 4n), 'not-on-curve');
  // G2 with words in real-first order (a classic encoding mistake). Computed, not assumed.
  const [gxi, gxr, gyi, gyr] = g2Words(g2);
  add('g2_gen_swapped_re_im', encG1(g1) + words(gxr, gxi, gyr, gyi), undefined);
  add('g2_rand_swapped_re_im', encG1(randG1()) + words(qxr, qxi, qyr, qyi), undefined);
  add('g2_rand_swapped_x_only', encG1(randG1()) + words(qxr, qxi, qyi, qyr), undefined);

  // not-in-field: each G2 word equal to p (G2 infinity if reduced) ...
  const g1r = encG1(randG1());
  add('g2_x_im_eq_p', g1r + words(P, 0n, 0n, 0n), 'not-in-field');
  add('g2_x_re_eq_p', g1r + words(0n, P, 0n, 0n), 'not-in-field');
  add('g2_y_im_eq_p', g1r + words(0n, 0n, P, 0n), 'not-in-field');
  add('g2_y_re_eq_p', g1r + words(0n, 0n, 0n, P), 'not-in-field');
  // ... and each word of a valid point plus p (valid point if reduced).
  add('g2_x_im_plus_p', g1r + words(qxi + P, qxr, qyi, qyr), 'not-in-field');
  add('g2_x_re_plus_p', g1r + words(qxi, qxr + P, qyi, qyr), 'not-in-field');
  add('g2_y_im_plus_p', g1r + words(qxi, qxr, qyi + P, qyr), 'not-in-field');
  add('g2_y_re_plus_p', g1r + words(qxi, qxr, qyi, qyr + P), 'not-in-field');
  add('g2_x_im_eq_2pow256_minus_1', g1r + words(MAX256, qxr, qyi, qyr), 'not-in-field');
  add('g2_x_im_plus_p_g1_inf', INF_G1 + words(qxi + P, qxr, qyi, qyr), 'not-in-field');

  // G1 faults, including next to G2 infinity (still validated).
  const [x1, y1] = g1Words(randG1());
  add('g1_not_on_curve_g2_valid', words(1n, 3n) + encG2(q), 'not-on-curve');
  add('g1_not_on_curve_g2_inf', words(1n, 3n) + INF_G2, 'not-on-curve');
  add('g1_y_plus_1_g2_inf', words(x1, Fp.add(y1, 1n)) + INF_G2, 'not-on-curve');
  add('g1_x_plus_p_g2_valid', words(x1 + P, y1) + encG2(q), 'not-in-field');
  add('g1_y_plus_p_g2_inf', words(x1, y1 + P) + INF_G2, 'not-in-field');
  add('g1_inf_as_p_0_g2_inf', words(P, 0n) + INF_G2, 'not-in-field');
  add('g1_inf_as_0_p_g2_valid', words(0n, P) + encG2(q), 'not-in-field');

  // An invalid point in the last pair of a 3-pair input.
  const tp3 = encPairs(truePairs(2));
  add('k3_last_g1_not_on_curve', tp3 + words(1n, 3n) + encG2(q), 'not-on-curve');
  add('k3_last_g2_not_on_curve', tp3 + encG1(g1) + words(qxi, qxr, qyi, Fp.add(qyr, 1n)), 'not-on-curve');
  add('k3_last_g2_not_in_subgroup', tp3 + encG1(g1) + encG2(ns), 'not-in-subgroup');
  add('k3_last_g2_not_in_field', tp3 + encG1(g1) + words(qxi, qxr, qyi, qyr + P), 'not-in-field');
  add('k3_last_g1_not_in_field', tp3 + words(x1 + P, y1) + encG2(q), 'not-in-field');
  return list;
}

// ---------------------------------------------------------------------------
// Benchmark vectors that no shortcut serves (distinct/*.json). Implementations
// take shortcuts on some inputs: P + P and P + (-P) in ecadd, short scalars (or
// r minus a short scalar) in ecmul, pairs that share a point up to sign in
// ecpairing (bilinearity merges them: e(P, Q) e(P, Q') = e(P, Q + Q')), the
// generators (fixed-base tables). These vectors avoid all of them, and the
// generator checks that they do: every point is a random multiple of a
// generator, no two points of a vector share an x coordinate (the same x is
// the same point up to sign), no point is a generator up to sign, every ecmul
// scalar is a full 256-bit word whose reduction k mod r and r - (k mod r) both
// have at least 250 bits.
const SEED_DISTINCT = 0x64697374696e6374n; // "distinct"
const xKey = (pt) => {
  const { x } = pt.toAffine();
  return typeof x === 'bigint' ? x.toString(16) : x.c0.toString(16) + ':' + x.c1.toString(16);
};
// Every point finite, not a generator up to sign, and no two sharing an x.
function checkDistinct(points, what) {
  const seen = new Set([xKey(G1.BASE), xKey(G2.BASE)]);
  for (const pt of points) {
    check(!pt.is0(), what + ': a point at infinity');
    const k = xKey(pt);
    check(!seen.has(k), what + ': two points equal up to sign, or a generator');
    seen.add(k);
  }
}
const bitLength = (v) => (v === 0n ? 0 : v.toString(2).length);

function genDistinctEcadd() {
  const { list, add } = makeSuite(evalEcadd, gasAdd, 128);
  for (let i = 1; i <= 4; i++) {
    const a = randScalar(), c = randScalar();
    const pa = G1.BASE.multiplyUnsafe(a), pc = G1.BASE.multiplyUnsafe(c);
    const sum = G1.BASE.multiplyUnsafe(Fr.add(a, c));
    checkDistinct([pa, pc, sum], `ecadd ${i}`);
    add(`ecadd_random_points_${i}`, encG1(pa) + encG1(pc), encG1(sum));
  }
  return list;
}

function genDistinctEcmul() {
  const { list, add } = makeSuite(evalEcmul, gasMul, 128);
  for (let i = 1; i <= 4; i++) {
    const a = randScalar();
    const pt = G1.BASE.multiplyUnsafe(a);
    const s = (1n << 255n) | randBits(255); // a full 256-bit word: top bit set
    const red = s % R;
    check(bitLength(red) >= 250 && bitLength(R - red) >= 250, 'full-length scalar');
    const res = G1.BASE.multiplyUnsafe(Fr.mul(a, red));
    checkDistinct([pt, res], `ecmul ${i}`);
    add(`ecmul_random_point_full_scalar_${i}`, encG1(pt) + word(s), encG1(res));
  }
  return list;
}

// k pairs ([a_i] G1, [b_i] G2). true: a_k = -(sum_{i<k} a_i b_i) / b_k, so
// sum a_i b_i = 0 mod r and the product e(G1, G2)^(sum a_i b_i) is 1 by
// bilinearity; false: every a_i, b_i random (the product is computed by noble
// and must not be 1).
function distinctPairs(k, product1) {
  const a = [], b = [];
  for (let i = 0; i < k; i++) {
    a.push(randScalar());
    b.push(randScalar());
  }
  if (product1) {
    let acc = 0n;
    for (let i = 0; i < k - 1; i++) acc = Fr.add(acc, Fr.mul(a[i], b[i]));
    a[k - 1] = Fr.div(Fr.neg(acc), b[k - 1]);
    check(a[k - 1] !== 0n, 'closing scalar is not 0');
  }
  const pairs = a.map((ai, i) => [G1.BASE.multiplyUnsafe(ai), G2.BASE.multiplyUnsafe(b[i])]);
  checkDistinct(pairs.map(([p]) => p), `${k} pairs, G1`);
  checkDistinct(pairs.map(([, q]) => q), `${k} pairs, G2`);
  return pairs;
}

function genDistinctEcpairing() {
  const { list, add } = makeSuite(evalEcpairing, gasPairing, 64);
  // One pair of finite points in G1 x G2 never has product 1 (the pairing is
  // non-degenerate), so k = 1 has only the false case.
  add('ecpairing_1_pair_false', encPairs(distinctPairs(1, false)), PAIRING_FALSE);
  for (const k of [2, 4, 8, 16]) {
    add(`ecpairing_${k}_pairs_true`, encPairs(distinctPairs(k, true)), PAIRING_TRUE);
    add(`ecpairing_${k}_pairs_false`, encPairs(distinctPairs(k, false)), PAIRING_FALSE);
  }
  return list;
}

// ---------------------------------------------------------------------------
function writeJson(file, list) {
  writeFileSync(join(HERE, file), JSON.stringify(list, null, 2) + '\n');
}

// Parse the files back and re-check the invariants promised in README.md.
function selfCheck(file, evalFn, outHexLen, gasFn) {
  const list = JSON.parse(readFileSync(join(HERE, file), 'utf8'));
  const names = new Set();
  const tokens = new Set(['input-length', 'not-in-field', 'not-on-curve', 'not-in-subgroup']);
  for (const v of list) {
    check(!names.has(v.Name) && /^[a-z0-9_]+$/.test(v.Name), file + ' name ' + v.Name);
    names.add(v.Name);
    check(/^([0-9a-f]{2})*$/.test(v.Input), file + ' input hex ' + v.Name);
    check(v.Gas === gasFn(v.Input) && v.NoBenchmark === false, file + ' gas ' + v.Name);
    check(('Expected' in v) !== ('ExpectedError' in v), file + ' one result key ' + v.Name);
    if ('Expected' in v) check(/^[0-9a-f]*$/.test(v.Expected) && v.Expected.length === outHexLen, file + ' expected len ' + v.Name);
    else check(tokens.has(v.ExpectedError), file + ' token ' + v.Name);
  }
  const nErr = list.filter((v) => 'ExpectedError' in v).length;
  console.log(`${file}: ${list.length} vectors (${list.length - nErr} ok, ${nErr} error), names unique`);
}

// Replay go-ethereum's vectors (read-only, outside this repo) through the evaluator.
function checkGeth(dir) {
  const files = [
    ['bn256Add.json', evalEcadd, gasAdd],
    ['bn256ScalarMul.json', evalEcmul, gasMul],
    ['bn256Pairing.json', evalEcpairing, gasPairing],
  ];
  let bad = 0, total = 0;
  for (const [f, evalFn, gasFn] of files) {
    const list = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    let okCount = 0;
    for (const v of list) {
      total++;
      let got;
      try {
        got = evalFn(v.Input.toLowerCase());
      } catch (e) {
        if (!(e instanceof PrecompileError)) throw e;
        got = 'error:' + e.token;
      }
      const want = 'Expected' in v ? v.Expected.toLowerCase() : 'error';
      const match = want === 'error' ? got.startsWith('error:') : got === want;
      const gasOk = v.Gas === undefined || v.Gas === gasFn(v.Input);
      if (match && gasOk) okCount++;
      else {
        bad++;
        console.log(`MISMATCH ${f} ${v.Name}: want ${want} gas ${v.Gas}, got ${got} gas ${gasFn(v.Input)}`);
      }
    }
    console.log(`${f}: ${okCount}/${list.length} reproduce`);
  }
  console.log(bad === 0 ? `geth cross-check: all ${total} vectors reproduce` : `geth cross-check: ${bad} of ${total} FAILED`);
  if (bad) process.exitCode = 1;
}

const argv = process.argv.slice(2);
if (argv[0] === '--check-geth') {
  check(argv[1], 'usage: --check-geth DIR');
  checkGeth(argv[1]);
} else {
  writeJson('ecadd.json', genEcadd());
  writeJson('ecmul.json', genEcmul());
  writeJson('ecpairing.json', genEcpairing());
  reseed(SEED_DISTINCT);
  mkdirSync(join(HERE, 'distinct'), { recursive: true });
  writeJson('distinct/ecadd.json', genDistinctEcadd());
  writeJson('distinct/ecmul.json', genDistinctEcmul());
  writeJson('distinct/ecpairing.json', genDistinctEcpairing());
  selfCheck('ecadd.json', evalEcadd, 128, gasAdd);
  selfCheck('ecmul.json', evalEcmul, 128, gasMul);
  selfCheck('ecpairing.json', evalEcpairing, 64, gasPairing);
  selfCheck('distinct/ecadd.json', evalEcadd, 128, gasAdd);
  selfCheck('distinct/ecmul.json', evalEcmul, 128, gasMul);
  selfCheck('distinct/ecpairing.json', evalEcpairing, 64, gasPairing);
}
