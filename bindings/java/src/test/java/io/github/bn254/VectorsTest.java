// SPDX-License-Identifier: MIT
package io.github.bn254;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.bn254.Vectors.Op;
import io.github.bn254.Vectors.Vector;
import io.github.bn254.besu.LibBn254EIP196;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every known-answer vector (go-ethereum's three files, this repository's three noble files)
 * through every call path: the plain API (whole array, and the input inside a larger array at an
 * offset), the status form into a caller's array, besu-native's three methods, and
 * eip196_perform_operation exactly as Besu's computeNative calls it; plus the gas of both
 * schedules. The expected answer and error token come from the vector file; the expected
 * besu-native code from the token, by besu-native's constants.
 */
class VectorsTest {
    /** besu-native 1.4.2's codes (LibGnarkEIP196.EIP196_ERR_CODE_*) for each bn254 token. */
    static final Map<String, Integer> BESU_CODE = Map.of(
            "input-length", 1, "not-in-field", 2, "not-in-subgroup", 3, "not-on-curve", 4);

    private static final AtomicInteger VECTORS = new AtomicInteger();
    private static final AtomicInteger CHECKS = new AtomicInteger();
    private static final AtomicInteger MISMATCHES = new AtomicInteger();
    private static final Map<String, AtomicInteger> BY_SOURCE = new java.util.concurrent.ConcurrentHashMap<>();
    private static volatile boolean gethMissing;

    @AfterAll
    static void summary() {
        System.out.println("junit vectors: " + VECTORS.get() + " vectors (geth " + count("geth") + " + noble "
                + count("noble") + "), "
                + CHECKS.get() + " checks through 5 call paths + gas, " + MISMATCHES.get() + " mismatches"
                + (gethMissing ? " (go-ethereum's vectors not found: skipped)" : ""));
    }

    private static int count(String source) {
        AtomicInteger n = BY_SOURCE.get(source);
        return n == null ? 0 : n.get();
    }

    @TestFactory
    Stream<DynamicTest> nobleVectors() {
        List<Vector> all = new ArrayList<>();
        for (Op op : Op.values()) {
            all.addAll(Vectors.ours(op));
        }
        return all.stream().map(v -> DynamicTest.dynamicTest(v.toString(), () -> check(v)));
    }

    @TestFactory
    Stream<DynamicTest> gethVectors() {
        if (Vectors.gethDir() == null) {
            if (Vectors.gethRequired()) {
                fail("go-ethereum's vectors not found: set BN254_GETH_VECTORS (bn254.geth.required=true)");
            }
            gethMissing = true;
            assumeTrue(false, "go-ethereum's vectors not found (BN254_GETH_VECTORS)");
        }
        List<Vector> all = new ArrayList<>();
        for (Op op : Op.values()) {
            all.addAll(Vectors.geth(op));
        }
        return all.stream().map(v -> DynamicTest.dynamicTest(v.toString(), () -> check(v)));
    }

    private static int outLen(Op op) {
        return op == Op.PAIRING ? 32 : 64;
    }

    private static byte[] plain(Op op, byte[] in, int off, int len) throws Bn254Exception {
        switch (op) {
            case ADD: return Bn254.ecadd(in, off, len);
            case MUL: return Bn254.ecmul(in, off, len);
            default: return Bn254.ecpairing(in, off, len);
        }
    }

    private static Status into(Op op, byte[] in, byte[] out, int outOff) {
        switch (op) {
            case ADD: return Bn254.ecaddInto(in, 0, in.length, out, outOff);
            case MUL: return Bn254.ecmulInto(in, 0, in.length, out, outOff);
            default: return Bn254.ecpairingInto(in, 0, in.length, out, outOff);
        }
    }

    private static int besuRaw(Op op, byte[] in, byte[] out, int len) {
        switch (op) {
            case ADD: return LibBn254EIP196.eip196altbn128G1Add(in, out, len);
            case MUL: return LibBn254EIP196.eip196altbn128G1Mul(in, out, len);
            default: return LibBn254EIP196.eip196altbn128Pairing(in, out, len);
        }
    }

    private static byte besuOp(Op op) {
        switch (op) {
            case ADD: return LibBn254EIP196.EIP196_ADD_OPERATION_RAW_VALUE;
            case MUL: return LibBn254EIP196.EIP196_MUL_OPERATION_RAW_VALUE;
            default: return LibBn254EIP196.EIP196_PAIR_OPERATION_RAW_VALUE;
        }
    }

    /** Besu's parameter length (AltBN128*PrecompiledContract): computeNative passes at most one byte more. */
    private static int besuInputLimit(Op op) {
        switch (op) {
            case ADD: return 128 + 1;
            case MUL: return 96 + 1;
            default: return (Integer.MAX_VALUE / 192) * 192 + 1;
        }
    }

    /** Byzantium gas by EIP-196 (ecadd 500, ecmul 40000) and EIP-197 (100000 + 80000 per pair). */
    private static long byzantiumGas(Op op, int len) {
        switch (op) {
            case ADD: return 500;
            case MUL: return 40000;
            default: return 100000L + 80000L * (len / 192);
        }
    }

    static void check(Vector v) {
        VECTORS.incrementAndGet();
        BY_SOURCE.computeIfAbsent(v.source, k -> new AtomicInteger()).incrementAndGet();
        List<String> bad = new ArrayList<>();
        Checker c = new Checker(bad);
        byte[] in = v.input;
        int n = outLen(v.op);
        String token = v.expectedError;
        Integer code = token == null ? 0 : BESU_CODE.get(token);
        if (code == null) {
            fail(v + ": unknown token " + token);
        }

        // 1. plain API on the whole array
        try {
            byte[] got = plain(v.op, in, 0, in.length);
            c.eq("plain", token == null ? Vectors.hex(v.expected) : "error " + token, Vectors.hex(got));
        } catch (Bn254Exception e) {
            c.eq("plain", token == null ? Vectors.hex(v.expected) : "error " + token, "error " + e.token());
            c.eq("plain status token", e.token(), e.status().token());
        }

        // 2. plain API on the input inside a larger array, with non-zero bytes around it
        byte[] framed = new byte[in.length + 13];
        Arrays.fill(framed, (byte) 0xee);
        System.arraycopy(in, 0, framed, 7, in.length);
        try {
            byte[] got = plain(v.op, framed, 7, in.length);
            c.eq("plain at offset", token == null ? Vectors.hex(v.expected) : "error " + token, Vectors.hex(got));
        } catch (Bn254Exception e) {
            c.eq("plain at offset", token == null ? Vectors.hex(v.expected) : "error " + token, "error " + e.token());
        }

        // 3. status form into a caller's array at an offset: written on OK, untouched otherwise
        byte[] dst = new byte[n + 10];
        Arrays.fill(dst, (byte) 0x5a);
        Status st = into(v.op, in, dst, 5);
        c.eq("into status", token == null ? "ok" : token, st.token());
        byte[] want = dst.clone();
        Arrays.fill(want, (byte) 0x5a);
        if (token == null) {
            System.arraycopy(v.expected, 0, want, 5, n);
        }
        c.eq("into output", Vectors.hex(want), Vectors.hex(dst));

        // 4. besu-native's method, on a 64-byte array of 0xa5 (not written on an error; ecpairing
        //    writes byte 31 alone)
        byte[] out = new byte[64];
        Arrays.fill(out, (byte) 0xa5);
        int rc = besuRaw(v.op, in, out, in.length);
        c.eq("besu code", String.valueOf(code), String.valueOf(rc));
        byte[] wantOut = new byte[64];
        Arrays.fill(wantOut, (byte) 0xa5);
        if (token == null) {
            if (v.op == Op.PAIRING) {
                wantOut[31] = v.expected[31];
            } else {
                System.arraycopy(v.expected, 0, wantOut, 0, 64);
            }
        }
        c.eq("besu output", Vectors.hex(wantOut), Vectors.hex(out));

        // 5. Besu's computeNative: input cut to inputLimit, a fresh 64-byte result array, the
        //    first outputLength bytes taken on success
        int inputSize = Math.min(besuInputLimit(v.op), in.length);
        byte[] slice = Arrays.copyOfRange(in, 0, inputSize);
        byte[] result = new byte[LibBn254EIP196.EIP196_PREALLOCATE_FOR_RESULT_BYTES];
        int errorNo = LibBn254EIP196.eip196_perform_operation(besuOp(v.op), slice, inputSize, result);
        c.eq("besu computeNative code", String.valueOf(code), String.valueOf(errorNo));
        if (token == null && errorNo == 0) {
            c.eq("besu computeNative output", Vectors.hex(v.expected), Vectors.hex(Arrays.copyOf(result, n)));
        }

        // gas: Istanbul as the vector file says, Byzantium by the EIPs' formulas
        long ist = v.op == Op.ADD ? Bn254.ecaddGas(Revision.ISTANBUL)
                : v.op == Op.MUL ? Bn254.ecmulGas(Revision.ISTANBUL) : Bn254.ecpairingGas(Revision.ISTANBUL, in.length);
        long byz = v.op == Op.ADD ? Bn254.ecaddGas(Revision.BYZANTIUM)
                : v.op == Op.MUL ? Bn254.ecmulGas(Revision.BYZANTIUM) : Bn254.ecpairingGas(Revision.BYZANTIUM, in.length);
        c.eq("Istanbul gas", String.valueOf(v.gas), String.valueOf(ist));
        c.eq("Byzantium gas", String.valueOf(byzantiumGas(v.op, in.length)), String.valueOf(byz));

        CHECKS.addAndGet(c.count);
        if (!bad.isEmpty()) {
            MISMATCHES.incrementAndGet();
            fail(v + ": " + String.join("; ", bad));
        }
    }

    private static final class Checker {
        final List<String> bad;
        int count;

        Checker(List<String> bad) {
            this.bad = bad;
        }

        void eq(String what, String want, String got) {
            count++;
            if (!want.equals(got)) {
                bad.add(what + ": want " + want + ", got " + got);
            }
        }
    }
}
