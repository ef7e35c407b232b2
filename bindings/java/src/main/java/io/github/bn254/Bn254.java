// SPDX-License-Identifier: MIT
package io.github.bn254;

/**
 * Ethereum's BN254 (alt_bn128) precompiles on the bn254 C library:
 * ecadd (0x06, EIP-196), ecmul (0x07, EIP-196), ecpairing (0x08, EIP-197), and their gas
 * (Byzantium and EIP-1108 Istanbul prices).
 *
 * <p>Inputs and outputs are the precompiles' bytes: 32-byte big-endian words; ecadd reads
 * x1 || y1 || x2 || y2 and ecmul x || y || s, both as if right-padded with zeros or truncated to
 * 128 and 96 bytes; ecpairing reads 192-byte pairs (G1 x, y; G2 x_im, x_re, y_im, y_re) and its
 * length must be a multiple of 192. ecadd and ecmul return x || y (64 bytes, infinity is 64 zero
 * bytes); ecpairing returns the 32-byte word 1 or 0.
 *
 * <p>All methods are thread-safe. The input array is read once, into native memory, before the C
 * library runs (see the README: a thread changing the array meanwhile gets an answer for one of
 * its states), and is never written.
 */
public final class Bn254 {
    /** ecadd and ecmul output length: x || y. */
    public static final int POINT_LENGTH = 64;
    /** ecpairing output length. */
    public static final int PAIRING_OUTPUT_LENGTH = 32;
    /** Length of one ecpairing pair: G1 (64 bytes) then G2 (128 bytes). */
    public static final int PAIR_LENGTH = 192;

    private Bn254() {
    }

    // ---- throwing form: a new array, or Bn254Exception ----

    /**
     * ecadd (0x06): the sum of two G1 points.
     *
     * @param in the call's input (any length; read as if padded or truncated to 128 bytes)
     * @return 64 bytes, x || y
     * @throws Bn254Exception {@link Status#NOT_IN_FIELD} or {@link Status#NOT_ON_CURVE}
     */
    public static byte[] ecadd(byte[] in) throws Bn254Exception {
        return ecadd(in, 0, in.length);
    }

    /**
     * ecadd (0x06) on {@code in[off, off+len)}.
     *
     * @param in array holding the input
     * @param off first byte of the input
     * @param len input length
     * @return 64 bytes, x || y
     * @throws Bn254Exception {@link Status#NOT_IN_FIELD} or {@link Status#NOT_ON_CURVE}
     */
    public static byte[] ecadd(byte[] in, int off, int len) throws Bn254Exception {
        return call("ecadd", NativeLib.ADD, in, off, len);
    }

    /**
     * ecmul (0x07): a G1 point times a 256-bit scalar (any value, also &gt;= r).
     *
     * @param in the call's input (any length; read as if padded or truncated to 96 bytes)
     * @return 64 bytes, x || y
     * @throws Bn254Exception {@link Status#NOT_IN_FIELD} or {@link Status#NOT_ON_CURVE}
     */
    public static byte[] ecmul(byte[] in) throws Bn254Exception {
        return ecmul(in, 0, in.length);
    }

    /**
     * ecmul (0x07) on {@code in[off, off+len)}.
     *
     * @param in array holding the input
     * @param off first byte of the input
     * @param len input length
     * @return 64 bytes, x || y
     * @throws Bn254Exception {@link Status#NOT_IN_FIELD} or {@link Status#NOT_ON_CURVE}
     */
    public static byte[] ecmul(byte[] in, int off, int len) throws Bn254Exception {
        return call("ecmul", NativeLib.MUL, in, off, len);
    }

    /**
     * ecpairing (0x08): whether e(P_1, Q_1) * ... * e(P_k, Q_k) == 1.
     *
     * @param in k pairs of 192 bytes (k = 0 gives 1)
     * @return the 32-byte word 1 or 0
     * @throws Bn254Exception {@link Status#INPUT_LENGTH}, {@link Status#NOT_IN_FIELD},
     *     {@link Status#NOT_ON_CURVE} or {@link Status#NOT_IN_SUBGROUP}
     */
    public static byte[] ecpairing(byte[] in) throws Bn254Exception {
        return ecpairing(in, 0, in.length);
    }

    /**
     * ecpairing (0x08) on {@code in[off, off+len)}.
     *
     * @param in array holding the input
     * @param off first byte of the input
     * @param len input length
     * @return the 32-byte word 1 or 0
     * @throws Bn254Exception {@link Status#INPUT_LENGTH}, {@link Status#NOT_IN_FIELD},
     *     {@link Status#NOT_ON_CURVE} or {@link Status#NOT_IN_SUBGROUP}
     */
    public static byte[] ecpairing(byte[] in, int off, int len) throws Bn254Exception {
        return call("ecpairing", NativeLib.PAIRING, in, off, len);
    }

    /**
     * ecpairing (0x08) with a cache of prepared G2 points ({@code null}: none): the same output
     * and status as {@link #ecpairing(byte[])} for every input.
     *
     * @param in k pairs of 192 bytes
     * @param cache the cache, or {@code null}
     * @return the 32-byte word 1 or 0
     * @throws Bn254Exception as {@link #ecpairing(byte[])}
     */
    public static byte[] ecpairing(byte[] in, G2Cache cache) throws Bn254Exception {
        byte[] out = new byte[PAIRING_OUTPUT_LENGTH];
        Status status = ecpairingInto(in, 0, in.length, out, 0, cache);
        if (status != Status.OK) {
            throw new Bn254Exception("ecpairing", status);
        }
        return out;
    }

    /**
     * {@link #ecpairingInto(byte[], int, int, byte[], int)} with a cache of prepared G2 points
     * ({@code null}: none): the same output and status for every input.
     *
     * @param in array holding the input ({@code null} allowed when {@code len} is 0)
     * @param off first byte of the input
     * @param len input length
     * @param out receives the word 1 or 0
     * @param outOff where in {@code out}
     * @param cache the cache, or {@code null}
     * @return the status
     */
    public static Status ecpairingInto(byte[] in, int off, int len, byte[] out, int outOff, G2Cache cache) {
        try {
            return Status.ofCode(NativeLib.run(NativeLib.PAIRING, in, off, len, out, outOff,
                    cache == null ? 0L : cache.address()));
        } finally {
            java.lang.ref.Reference.reachabilityFence(cache);
        }
    }

    private static byte[] call(String name, int op, byte[] in, int off, int len) throws Bn254Exception {
        byte[] out = new byte[NativeLib.outputLength(op)];
        Status status = Status.ofCode(NativeLib.run(op, in, off, len, out, 0));
        if (status != Status.OK) {
            throw new Bn254Exception(name, status);
        }
        return out;
    }

    // ---- status form: no allocation, no exception ----

    /**
     * ecadd into a caller's array: on {@link Status#OK} writes 64 bytes at
     * {@code out[outOff]}; on an error leaves {@code out} as it was.
     *
     * @param in array holding the input ({@code null} allowed when {@code len} is 0)
     * @param off first byte of the input
     * @param len input length
     * @param out receives x || y
     * @param outOff where in {@code out}
     * @return the status
     */
    public static Status ecaddInto(byte[] in, int off, int len, byte[] out, int outOff) {
        return Status.ofCode(NativeLib.run(NativeLib.ADD, in, off, len, out, outOff));
    }

    /**
     * ecmul into a caller's array, as {@link #ecaddInto}.
     *
     * @param in array holding the input ({@code null} allowed when {@code len} is 0)
     * @param off first byte of the input
     * @param len input length
     * @param out receives x || y
     * @param outOff where in {@code out}
     * @return the status
     */
    public static Status ecmulInto(byte[] in, int off, int len, byte[] out, int outOff) {
        return Status.ofCode(NativeLib.run(NativeLib.MUL, in, off, len, out, outOff));
    }

    /**
     * ecpairing into a caller's array: on {@link Status#OK} writes the 32-byte word at
     * {@code out[outOff]}; on an error leaves {@code out} as it was.
     *
     * @param in array holding the input ({@code null} allowed when {@code len} is 0)
     * @param off first byte of the input
     * @param len input length
     * @param out receives the word 1 or 0
     * @param outOff where in {@code out}
     * @return the status
     */
    public static Status ecpairingInto(byte[] in, int off, int len, byte[] out, int outOff) {
        return Status.ofCode(NativeLib.run(NativeLib.PAIRING, in, off, len, out, outOff));
    }

    // ---- gas ----

    /**
     * Gas of one ecadd call.
     *
     * @param rev the schedule
     * @return 500 (Byzantium) or 150 (Istanbul)
     */
    public static long ecaddGas(Revision rev) {
        return NativeLib.bn254_ecadd_gas(rev.value);
    }

    /**
     * Gas of one ecmul call.
     *
     * @param rev the schedule
     * @return 40000 (Byzantium) or 6000 (Istanbul)
     */
    public static long ecmulGas(Revision rev) {
        return NativeLib.bn254_ecmul_gas(rev.value);
    }

    /**
     * Gas of one ecpairing call: base + per_pair * floor(inputLength / 192), also for a length
     * that is not a multiple of 192 (the call then fails, and this gas is consumed).
     *
     * @param rev the schedule
     * @param inputLength the input length in bytes, &gt;= 0
     * @return 100000 + 80000 k (Byzantium) or 45000 + 34000 k (Istanbul)
     */
    public static long ecpairingGas(Revision rev, int inputLength) {
        if (inputLength < 0) {
            throw new IllegalArgumentException("negative input length " + inputLength);
        }
        return NativeLib.bn254_ecpairing_gas(rev.value, inputLength);
    }

    // ---- reports ----

    /**
     * The field-arithmetic backend the loaded library uses ({@code bn254_backend}), e.g.
     * "x86_64", "x86_64-ifma" (with the AVX-512 IFMA lanes), "x86_64-noadx", "aarch64", "c64"
     * or "c32".
     *
     * @return the backend's name
     */
    public static String backend() {
        return NativeLib.bn254_backend();
    }

    /**
     * Where the native library was loaded from, for logs.
     *
     * @return a path or a description of the search
     */
    public static String libraryLocation() {
        return NativeLib.loadedFrom();
    }
}
