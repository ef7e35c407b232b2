// SPDX-License-Identifier: MIT
package io.github.bn254;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bn254.Vectors.Op;
import io.github.bn254.besu.LibBn254EIP196;

import java.math.BigInteger;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

/**
 * Every kind of malformed input, built here from the curve's constants (EIP-196, EIP-197), with
 * the exception token of the plain API and besu-native's code; the argument checks of both APIs;
 * gas edges; inputs beyond the per-thread buffer.
 */
class ErrorCasesTest {
    /** EIP-196: the field modulus p. */
    static final BigInteger P = new BigInteger(
            "21888242871839275222246405745257275088696311157297823662689037894645226208583");
    /** EIP-197: the G2 generator, x = X_IM * i + X_RE, y = Y_IM * i + Y_RE. */
    static final BigInteger G2_X_IM = new BigInteger(
            "11559732032986387107991004021392285783925812861821192530917403151452391805634");
    static final BigInteger G2_X_RE = new BigInteger(
            "10857046999023057135944570762232829481370756359578518086990519993285655852781");
    static final BigInteger G2_Y_IM = new BigInteger(
            "4082367875863433681332203403145435568316851327593401208105741076214120093531");
    static final BigInteger G2_Y_RE = new BigInteger(
            "8495653923123431417604973247489272438418190587263600148770280649306958101930");

    static byte[] word(BigInteger v) {
        byte[] b = v.toByteArray();
        byte[] w = new byte[32];
        int n = Math.min(b.length, 32);
        System.arraycopy(b, b.length - n, w, 32 - n, n);
        return w;
    }

    static byte[] words(BigInteger... vs) {
        byte[] out = new byte[32 * vs.length];
        for (int k = 0; k < vs.length; k++) {
            System.arraycopy(word(vs[k]), 0, out, 32 * k, 32);
        }
        return out;
    }

    static BigInteger n(long v) {
        return BigInteger.valueOf(v);
    }

    static byte[] cat(byte[]... parts) {
        int len = 0;
        for (byte[] p : parts) {
            len += p.length;
        }
        byte[] out = new byte[len];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    static final byte[] G1 = words(n(1), n(2));
    static final byte[] G2 = words(G2_X_IM, G2_X_RE, G2_Y_IM, G2_Y_RE);

    /** The plain API throws with this token, and besu-native's method returns this code, output untouched. */
    static void expectError(Op op, byte[] in, String token, int besuCode) {
        Bn254Exception e = assertThrows(Bn254Exception.class, () -> {
            switch (op) {
                case ADD: Bn254.ecadd(in); break;
                case MUL: Bn254.ecmul(in); break;
                default: Bn254.ecpairing(in); break;
            }
        });
        assertEquals(token, e.token());
        assertEquals(token, e.status().token());
        assertTrue(e.getMessage().endsWith(": " + token), e.getMessage());
        byte[] out = new byte[64];
        Arrays.fill(out, (byte) 0x77);
        int rc;
        switch (op) {
            case ADD: rc = LibBn254EIP196.eip196altbn128G1Add(in, out, in.length); break;
            case MUL: rc = LibBn254EIP196.eip196altbn128G1Mul(in, out, in.length); break;
            default: rc = LibBn254EIP196.eip196altbn128Pairing(in, out, in.length); break;
        }
        assertEquals(besuCode, rc, token);
        byte[] untouched = new byte[64];
        Arrays.fill(untouched, (byte) 0x77);
        assertArrayEquals(untouched, out, "output written on an error");
    }

    @Test
    void notInField() {
        // each word of each point equal to p, and p + 1 (the generator's x after reduction)
        expectError(Op.ADD, cat(words(P, n(2)), G1), "not-in-field", 2);
        expectError(Op.ADD, cat(words(n(1), P.add(n(2))), G1), "not-in-field", 2);
        expectError(Op.ADD, cat(G1, words(P.add(n(1)), n(2))), "not-in-field", 2);
        expectError(Op.ADD, cat(G1, words(n(1), P)), "not-in-field", 2);
        expectError(Op.MUL, cat(words(P, n(0)), word(n(1))), "not-in-field", 2);
        expectError(Op.MUL, cat(words(n(1), P.add(n(2))), word(n(0))), "not-in-field", 2);
        // 2^256 - 1
        BigInteger max = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
        expectError(Op.MUL, cat(words(max, n(2)), word(n(3))), "not-in-field", 2);
        expectError(Op.PAIRING, cat(words(P, n(0)), G2), "not-in-field", 2);
        expectError(Op.PAIRING, cat(G1, words(P, G2_X_RE, G2_Y_IM, G2_Y_RE)), "not-in-field", 2);
        expectError(Op.PAIRING, cat(G1, words(G2_X_IM, G2_X_RE.add(P), G2_Y_IM, G2_Y_RE)), "not-in-field", 2);
        expectError(Op.PAIRING, cat(G1, words(G2_X_IM, G2_X_RE, P, G2_Y_RE)), "not-in-field", 2);
        expectError(Op.PAIRING, cat(G1, words(G2_X_IM, G2_X_RE, G2_Y_IM, max)), "not-in-field", 2);
    }

    @Test
    void notOnCurve() {
        expectError(Op.ADD, cat(words(n(1), n(3)), G1), "not-on-curve", 4);
        expectError(Op.ADD, cat(G1, words(n(0), n(1))), "not-on-curve", 4);
        expectError(Op.ADD, words(n(1), n(0)), "not-on-curve", 4);  // 64 bytes: (1, 0), then padded infinity
        expectError(Op.MUL, cat(words(n(1), n(3)), word(n(0))), "not-on-curve", 4);
        expectError(Op.MUL, cat(words(n(1), n(3)), word(n(5))), "not-on-curve", 4);
        expectError(Op.PAIRING, cat(words(n(1), n(3)), G2), "not-on-curve", 4);
        expectError(Op.PAIRING, cat(words(n(1), n(3)), new byte[128]), "not-on-curve", 4);
        // G2: y_re + 1 is off the twist; real and imaginary parts of x swapped too
        expectError(Op.PAIRING, cat(G1, words(G2_X_IM, G2_X_RE, G2_Y_IM, G2_Y_RE.add(n(1)))), "not-on-curve", 4);
        expectError(Op.PAIRING, cat(G1, words(G2_X_RE, G2_X_IM, G2_Y_IM, G2_Y_RE)), "not-on-curve", 4);
        expectError(Op.PAIRING, cat(new byte[64], words(n(1), n(2), n(3), n(4))), "not-on-curve", 4);
    }

    @Test
    void notInSubgroup() {
        // A twist point outside the order-r subgroup, from the noble-generated vectors.
        byte[] v = Vectors.find(Vectors.ours(Op.PAIRING), "g2_not_in_subgroup").input;
        assertEquals(192, v.length);
        expectError(Op.PAIRING, v, "not-in-subgroup", 3);
        byte[] q = Arrays.copyOfRange(v, 64, 192);
        expectError(Op.PAIRING, cat(new byte[64], q), "not-in-subgroup", 3);      // next to G1 infinity
        expectError(Op.PAIRING, cat(G1, G2, G1, q), "not-in-subgroup", 3);       // in the second pair
    }

    @Test
    void pairingLength() {
        for (int len : new int[] {1, 31, 32, 64, 100, 128, 191, 193, 383, 385}) {
            expectError(Op.PAIRING, new byte[len], "input-length", 1);
        }
        // the length is checked before the points: an invalid point in a bad length
        expectError(Op.PAIRING, cat(words(P, P), G2, new byte[1]), "input-length", 1);
    }

    @Test
    void firstFailingPointWins() {
        // ecadd: first point off the curve, second not in the field: the first one's error
        expectError(Op.ADD, cat(words(n(1), n(3)), words(P, n(0))), "not-on-curve", 4);
        expectError(Op.ADD, cat(words(P, n(0)), words(n(1), n(3))), "not-in-field", 2);
        // ecpairing: G1 of pair 1 off the curve before G2 of pair 1 not in the field
        expectError(Op.PAIRING, cat(words(n(1), n(3)), words(P, n(0), n(0), n(0))), "not-on-curve", 4);
    }

    @Test
    void validEdges() throws Bn254Exception {
        assertArrayEquals(new byte[64], Bn254.ecadd(new byte[0]));
        assertArrayEquals(new byte[64], Bn254.ecmul(new byte[0]));
        assertArrayEquals(word(n(1)), Bn254.ecpairing(new byte[0]));
        // G1 + infinity (padded) is G1; G1 * 1 is G1; e(G1, G2) alone is not 1
        assertArrayEquals(G1, Bn254.ecadd(G1));
        assertArrayEquals(G1, Bn254.ecmul(cat(G1, word(n(1)))));
        assertArrayEquals(new byte[32], Bn254.ecpairing(cat(G1, G2)));
        // e(G1, G2) * e(-G1, G2) == 1
        byte[] negG1 = words(n(1), P.subtract(n(2)));
        assertArrayEquals(word(n(1)), Bn254.ecpairing(cat(G1, G2, negG1, G2)));
    }

    @Test
    void argumentChecks() {
        byte[] in = cat(G1, G1);
        byte[] out = new byte[64];
        // plain API: off/len must lie inside the array
        assertThrows(IndexOutOfBoundsException.class, () -> Bn254.ecadd(in, 1, 128));
        assertThrows(IndexOutOfBoundsException.class, () -> Bn254.ecadd(in, -1, 10));
        assertThrows(IndexOutOfBoundsException.class, () -> Bn254.ecadd(in, 0, -1));
        assertThrows(IndexOutOfBoundsException.class, () -> Bn254.ecaddInto(in, 0, 128, out, 1));
        assertThrows(NullPointerException.class, () -> Bn254.ecadd(null));
        assertThrows(NullPointerException.class, () -> Bn254.ecmulInto(null, 0, 5, out, 0));
        assertEquals(Status.OK, Bn254.ecpairingInto(null, 0, 0, out, 0));
        assertEquals(1, out[31]);

        // besu-native shape: inputSize outside [0, input.length] is refused before native code
        assertThrows(IndexOutOfBoundsException.class, () -> LibBn254EIP196.eip196altbn128G1Add(in, out, 129));
        assertThrows(IndexOutOfBoundsException.class, () -> LibBn254EIP196.eip196altbn128G1Mul(in, out, -1));
        assertThrows(IndexOutOfBoundsException.class, () -> LibBn254EIP196.eip196altbn128Pairing(new byte[192], out, 384));
        byte[] zero = new byte[64];
        assertEquals(0, LibBn254EIP196.eip196altbn128G1Add(null, zero, 0));
        assertArrayEquals(new byte[64], zero);
        // output too short: code 6, nothing written
        byte[] small = new byte[63];
        assertEquals(6, LibBn254EIP196.eip196altbn128G1Add(in, small, 128));
        assertEquals(6, LibBn254EIP196.eip196altbn128G1Mul(in, small, 96));
        assertEquals(6, LibBn254EIP196.eip196_perform_operation((byte) 2, in, 96, small));
        assertArrayEquals(new byte[63], small);
        assertEquals(6, LibBn254EIP196.eip196altbn128Pairing(new byte[0], new byte[31], 0));
        byte[] exact = new byte[32];
        assertEquals(0, LibBn254EIP196.eip196altbn128Pairing(new byte[0], exact, 0));
        assertArrayEquals(word(n(1)), exact);
        // unknown operation
        assertThrows(RuntimeException.class, () -> LibBn254EIP196.eip196_perform_operation((byte) 0, in, 0, out));
        assertThrows(RuntimeException.class, () -> LibBn254EIP196.eip196_perform_operation((byte) 4, in, 0, out));
        assertTrue(LibBn254EIP196.ENABLED);
        assertEquals(null, LibBn254EIP196.loadError());
    }

    @Test
    void onlyInputSizeBytesAreRead() throws Bn254Exception {
        // A valid call followed, in the same array, by bytes that would make it fail.
        byte[] add = cat(G1, G1, words(n(1), n(3)));
        byte[] want = Bn254.ecadd(cat(G1, G1));
        byte[] out = new byte[64];
        assertEquals(0, LibBn254EIP196.eip196altbn128G1Add(add, out, 128));
        assertArrayEquals(want, out);
        assertArrayEquals(want, Bn254.ecadd(add, 0, 128));
        // bytes past 128 are ignored by the precompile itself too
        assertArrayEquals(want, Bn254.ecadd(add));
        byte[] pair = cat(G1, G2, new byte[] {1});
        byte[] pout = new byte[64];
        assertEquals(0, LibBn254EIP196.eip196altbn128Pairing(pair, pout, 192));
        assertEquals(0, pout[31]);
        assertEquals(1, LibBn254EIP196.eip196altbn128Pairing(pair, pout, 193));
    }

    @Test
    void statusTokensAreTheLibrarys() {
        for (Status s : Status.values()) {
            assertEquals(s.token(), NativeLib.bn254_status_str(s.code()));
            assertEquals(s, Status.ofCode(s.code()));
        }
        assertEquals("unknown", NativeLib.bn254_status_str(5));
        assertEquals("unknown", NativeLib.bn254_status_str(-1));
        assertThrows(IllegalStateException.class, () -> Status.ofCode(5));
        assertEquals(0, LibBn254EIP196.code(Status.OK));
        assertEquals(1, LibBn254EIP196.code(Status.INPUT_LENGTH));
        assertEquals(2, LibBn254EIP196.code(Status.NOT_IN_FIELD));
        assertEquals(3, LibBn254EIP196.code(Status.NOT_IN_SUBGROUP));
        assertEquals(4, LibBn254EIP196.code(Status.NOT_ON_CURVE));
        assertTrue(!Bn254.backend().isEmpty());
        System.out.println("bn254: backend " + Bn254.backend() + ", loaded from " + Bn254.libraryLocation());
    }

    @Test
    void gas() {
        // EIP-196/197 (Byzantium) and EIP-1108 (Istanbul)
        assertEquals(500, Bn254.ecaddGas(Revision.BYZANTIUM));
        assertEquals(150, Bn254.ecaddGas(Revision.ISTANBUL));
        assertEquals(40000, Bn254.ecmulGas(Revision.BYZANTIUM));
        assertEquals(6000, Bn254.ecmulGas(Revision.ISTANBUL));
        assertEquals(100000, Bn254.ecpairingGas(Revision.BYZANTIUM, 0));
        assertEquals(45000, Bn254.ecpairingGas(Revision.ISTANBUL, 191));
        assertEquals(45000 + 34000, Bn254.ecpairingGas(Revision.ISTANBUL, 192));
        assertEquals(100000 + 2 * 80000, Bn254.ecpairingGas(Revision.BYZANTIUM, 384));
        long k = Integer.MAX_VALUE / 192;
        assertEquals(45000 + 34000 * k, Bn254.ecpairingGas(Revision.ISTANBUL, Integer.MAX_VALUE));
        assertThrows(IllegalArgumentException.class, () -> Bn254.ecpairingGas(Revision.ISTANBUL, -1));
    }

    @Test
    void inputsLargerThanTheKeptBuffer() throws Bn254Exception {
        // 400 pairs of infinities (76800 bytes, over the 64 KiB kept per thread): 1
        byte[] inf = new byte[400 * 192];
        assertArrayEquals(word(n(1)), Bn254.ecpairing(inf));
        // the same with e(G1, G2) * e(-G1, G2) at the end: 1; with G2's y_re + 1 there: not-on-curve
        byte[] big = cat(inf, G1, G2, words(n(1), P.subtract(n(2))), G2);
        assertArrayEquals(word(n(1)), Bn254.ecpairing(big));
        byte[] bad = big.clone();
        bad[bad.length - 1] ^= 1;
        expectError(Op.PAIRING, bad, "not-on-curve", 4);
        // small calls keep working afterwards
        assertArrayEquals(G1, Bn254.ecadd(G1));
    }
}
