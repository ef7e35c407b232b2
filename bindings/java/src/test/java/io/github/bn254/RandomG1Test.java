// SPDX-License-Identifier: MIT
package io.github.bn254;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bn254.besu.LibBn254EIP196;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * Random ecadd and ecmul cases against a reference written here on BigInteger: affine group law
 * on y^2 = x^3 + 3 over F_p (EIP-196), chord-and-tangent formulas (Hankerson, Menezes, Vanstone,
 * Guide to Elliptic Curve Cryptography, 3.1.2), double-and-add over all 256 scalar bits. Points are
 * a*G for random 128-bit a; ecmul scalars are random 256-bit values (also &gt;= r) and small ones;
 * ecadd covers P + Q, P + P, P + (-P) and infinity + Q; both APIs are checked.
 */
class RandomG1Test {
    static final BigInteger P = ErrorCasesTest.P;
    static final BigInteger THREE = BigInteger.valueOf(3);

    /** An affine point; null is infinity. */
    static final class Pt {
        final BigInteger x;
        final BigInteger y;

        Pt(BigInteger x, BigInteger y) {
            this.x = x;
            this.y = y;
        }
    }

    static Pt add(Pt a, Pt b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        BigInteger lambda;
        if (a.x.equals(b.x)) {
            if (!a.y.equals(b.y) || a.y.signum() == 0) {
                return null; // b = -a
            }
            lambda = THREE.multiply(a.x).multiply(a.x).multiply(a.y.shiftLeft(1).modInverse(P)).mod(P);
        } else {
            lambda = b.y.subtract(a.y).multiply(b.x.subtract(a.x).mod(P).modInverse(P)).mod(P);
        }
        BigInteger x3 = lambda.multiply(lambda).subtract(a.x).subtract(b.x).mod(P);
        BigInteger y3 = lambda.multiply(a.x.subtract(x3)).subtract(a.y).mod(P);
        return new Pt(x3, y3);
    }

    static Pt mul(Pt a, BigInteger s) {
        Pt r = null;
        for (int i = 255; i >= 0; i--) {
            r = add(r, r);
            if (s.testBit(i)) {
                r = add(r, a);
            }
        }
        return r;
    }

    static Pt neg(Pt a) {
        return a == null ? null : new Pt(a.x, P.subtract(a.y).mod(P));
    }

    static byte[] enc(Pt a) {
        return a == null ? new byte[64] : ErrorCasesTest.words(a.x, a.y);
    }

    static BigInteger random(SplittableRandom rng, int bits) {
        byte[] b = new byte[(bits + 7) / 8];
        rng.nextBytes(b);
        return new BigInteger(1, b);
    }

    @Test
    void randomAgainstReference() {
        SplittableRandom rng = new SplittableRandom(0x626e323534L);
        Pt g = new Pt(BigInteger.ONE, BigInteger.TWO);
        List<String> bad = new ArrayList<>();
        int cases = 0;
        for (int it = 0; it < 24; it++) {
            // points a*G with 128-bit a (the reference's time goes by the bits of a)
            Pt p = mul(g, random(rng, 128));
            Pt q = mul(g, random(rng, 128));
            BigInteger s = random(rng, 256);
            BigInteger t = BigInteger.valueOf(rng.nextInt(1 << 16));
            List<byte[][]> adds = List.of(
                    new byte[][] {ErrorCasesTest.cat(enc(p), enc(q)), enc(add(p, q))},
                    new byte[][] {ErrorCasesTest.cat(enc(p), enc(p)), enc(add(p, p))},
                    new byte[][] {ErrorCasesTest.cat(enc(p), enc(neg(p))), new byte[64]},
                    new byte[][] {ErrorCasesTest.cat(enc(null), enc(q)), enc(q)});
            List<byte[][]> muls = List.of(
                    new byte[][] {ErrorCasesTest.cat(enc(p), ErrorCasesTest.word(s)), enc(mul(p, s))},
                    new byte[][] {ErrorCasesTest.cat(enc(q), ErrorCasesTest.word(t)), enc(mul(q, t))});
            for (byte[][] c : adds) {
                cases++;
                check(bad, true, c[0], c[1]);
            }
            for (byte[][] c : muls) {
                cases++;
                check(bad, false, c[0], c[1]);
            }
        }
        System.out.println("junit random: " + cases + " ecadd/ecmul cases against the BigInteger reference, both APIs, "
                + bad.size() + " mismatches");
        assertEquals(List.of(), bad);
    }

    private static void check(List<String> bad, boolean isAdd, byte[] in, byte[] want) {
        try {
            byte[] got = isAdd ? Bn254.ecadd(in) : Bn254.ecmul(in);
            if (!Arrays.equals(want, got)) {
                bad.add((isAdd ? "ecadd " : "ecmul ") + Vectors.hex(in) + ": plain " + Vectors.hex(got));
            }
        } catch (Bn254Exception e) {
            bad.add((isAdd ? "ecadd " : "ecmul ") + Vectors.hex(in) + ": plain " + e.token());
        }
        byte[] out = new byte[64];
        int rc = LibBn254EIP196.eip196_perform_operation(isAdd ? LibBn254EIP196.EIP196_ADD_OPERATION_RAW_VALUE
                : LibBn254EIP196.EIP196_MUL_OPERATION_RAW_VALUE, in, in.length, out);
        if (rc != 0 || !Arrays.equals(want, out)) {
            bad.add((isAdd ? "ecadd " : "ecmul ") + Vectors.hex(in) + ": besu " + rc + " " + Vectors.hex(out));
        }
    }
}
