// SPDX-License-Identifier: MIT
package io.github.bn254.besu;

import io.github.bn254.Bn254;
import io.github.bn254.G2Cache;
import io.github.bn254.Status;

import java.util.Objects;

/**
 * The EIP-196/197 entry points in the shape of besu-native's gnark class
 * ({@code org.hyperledger.besu.nativelib.gnark.LibGnarkEIP196}, besu-native 1.4.2): the same
 * public static fields and methods, signatures, return codes and buffer behaviour, on the bn254 C
 * library. Besu's {@code AbstractAltBnPrecompiledContract.computeNative} calls
 * {@link #eip196_perform_operation} with a fresh 64-byte output array, the input cut to at most
 * one byte more than the precompile reads, and turns any code but {@link #EIP196_ERR_CODE_SUCCESS}
 * into an exceptional halt (PRECOMPILE_ERROR); on success it takes the first 64 (ecadd, ecmul) or
 * 32 (ecpairing) bytes of the output array.
 *
 * <p>Behaviour, as besu-native's:
 * <ul>
 *   <li>The return code is the only error report: nothing is written into the output on an error
 *       and no message goes anywhere (besu-native before 1.4.2 had an error-string buffer; 1.4.2,
 *       the version Besu calls this way, has none).
 *   <li>ecadd and ecmul write 64 bytes on success. ecpairing writes byte 31 alone (1 or 0) and
 *       leaves bytes 0..30 as they were, so the result word is right in a zero-filled array, as
 *       Besu passes. (gnark leaves byte 31 alone too when the answer is 0; here it is written
 *       with 0, so a reused array gets the right byte 31 either way.)
 *   <li>Only {@code input[0, inputSize)} is read; a shorter input is padded with zeros, a longer
 *       one truncated, as EIP-196 says.
 *   <li>An output array shorter than 64 (ecadd, ecmul) or 32 (ecpairing) bytes gives
 *       {@link #EIP196_ERR_CODE_INVALID_OUTPUT_LENGTH}, from the three methods as well (in
 *       besu-native they are private and unchecked).
 * </ul>
 * Stricter than besu-native: an {@code inputSize} outside {@code [0, input.length]} throws
 * {@link IndexOutOfBoundsException} (there native code would read past the copied array).
 *
 * <p>Status mapping (bn254 token: besu-native code): ok 0, input-length 1, not-in-field 2,
 * not-in-subgroup 3, not-on-curve 4. Code 5 (gnark's internal pairing error) is never returned.
 */
public final class LibBn254EIP196 {
    /** Output array length for ecadd and ecmul, and what Besu allocates for all three. */
    public static final int EIP196_PREALLOCATE_FOR_RESULT_BYTES = 64;
    /** Least output array length for ecpairing. */
    public static final int EIP196_PAIR_PREALLOCATE_FOR_RESULT_BYTES = 32;
    /** {@link #eip196_perform_operation} operation: ecadd. */
    public static final byte EIP196_ADD_OPERATION_RAW_VALUE = 1;
    /** {@link #eip196_perform_operation} operation: ecmul. */
    public static final byte EIP196_MUL_OPERATION_RAW_VALUE = 2;
    /** {@link #eip196_perform_operation} operation: ecpairing. */
    public static final byte EIP196_PAIR_OPERATION_RAW_VALUE = 3;

    /** Success. */
    public static final int EIP196_ERR_CODE_SUCCESS = 0;
    /** ecpairing input length not a multiple of 192 (bn254: input-length). */
    public static final int EIP196_ERR_CODE_INVALID_INPUT_PAIRING_LENGTH = 1;
    /** A coordinate word &gt;= p (bn254: not-in-field). */
    public static final int EIP196_ERR_CODE_POINT_NOT_IN_FIELD = 2;
    /** A G2 point outside the order-r subgroup (bn254: not-in-subgroup). */
    public static final int EIP196_ERR_CODE_POINT_IN_SUBGROUP_CHECK_FAILED = 3;
    /** A point off the curve or the twist (bn254: not-on-curve). */
    public static final int EIP196_ERR_CODE_POINT_ON_CURVE_CHECK_FAILED = 4;
    /** gnark's internal pairing error; bn254 has no such case and never returns it. */
    public static final int EIP196_ERR_CODE_PAIRING_CHECK_ERROR = 5;
    /** The output array is too short (checked in Java, before any native code runs). */
    public static final int EIP196_ERR_CODE_INVALID_OUTPUT_LENGTH = 6;

    /** Whether libbn254 loaded; Besu reads this to choose the native path. */
    public static final boolean ENABLED;

    private static final Throwable LOAD_ERROR;

    static {
        boolean enabled;
        Throwable error = null;
        try {
            Bn254.backend();
            enabled = true;
        } catch (Throwable t) {
            enabled = false;
            error = t;
            System.err.println("bn254: native library not available: " + t);
        }
        ENABLED = enabled;
        LOAD_ERROR = error;
    }

    private LibBn254EIP196() {
    }

    /**
     * Why {@link #ENABLED} is false.
     *
     * @return the loading error, or {@code null} when the library loaded
     */
    public static Throwable loadError() {
        return LOAD_ERROR;
    }

    /**
     * One precompile call, as Besu makes it.
     *
     * @param op {@link #EIP196_ADD_OPERATION_RAW_VALUE}, {@link #EIP196_MUL_OPERATION_RAW_VALUE}
     *     or {@link #EIP196_PAIR_OPERATION_RAW_VALUE}
     * @param i the input
     * @param i_len how many bytes of {@code i} are the input
     * @param output at least 64 bytes (ecadd, ecmul) or 32 (ecpairing)
     * @return a code {@code EIP196_ERR_CODE_*}
     * @throws RuntimeException for another {@code op}
     */
    public static int eip196_perform_operation(byte op, byte[] i, int i_len, byte[] output) {
        switch (op) {
            case EIP196_ADD_OPERATION_RAW_VALUE:
                return eip196altbn128G1Add(i, output, i_len);
            case EIP196_MUL_OPERATION_RAW_VALUE:
                return eip196altbn128G1Mul(i, output, i_len);
            case EIP196_PAIR_OPERATION_RAW_VALUE:
                return eip196altbn128Pairing(i, output, i_len);
            default:
                throw new RuntimeException("EIP-196 operation " + op + " is not implemented (1 add, 2 mul, 3 pairing)");
        }
    }

    /**
     * ecadd (0x06): on success {@code output[0, 64)} is x || y.
     *
     * @param input the input
     * @param output at least 64 bytes
     * @param inputSize how many bytes of {@code input} are the input
     * @return a code {@code EIP196_ERR_CODE_*}
     */
    public static int eip196altbn128G1Add(byte[] input, byte[] output, int inputSize) {
        if (output.length < EIP196_PREALLOCATE_FOR_RESULT_BYTES) {
            return EIP196_ERR_CODE_INVALID_OUTPUT_LENGTH;
        }
        checkInput(input, inputSize);
        return code(Bn254.ecaddInto(input, 0, inputSize, output, 0));
    }

    /**
     * ecmul (0x07): on success {@code output[0, 64)} is x || y.
     *
     * @param input the input
     * @param output at least 64 bytes
     * @param inputSize how many bytes of {@code input} are the input
     * @return a code {@code EIP196_ERR_CODE_*}
     */
    public static int eip196altbn128G1Mul(byte[] input, byte[] output, int inputSize) {
        if (output.length < EIP196_PREALLOCATE_FOR_RESULT_BYTES) {
            return EIP196_ERR_CODE_INVALID_OUTPUT_LENGTH;
        }
        checkInput(input, inputSize);
        return code(Bn254.ecmulInto(input, 0, inputSize, output, 0));
    }

    /**
     * ecpairing (0x08): on success {@code output[31]} is 1 or 0; bytes 0..30 are not written
     * (pass a zero-filled array, as Besu does, and {@code output[0, 32)} is the result word).
     *
     * @param input the input
     * @param output at least 32 bytes
     * @param inputSize how many bytes of {@code input} are the input
     * @return a code {@code EIP196_ERR_CODE_*}
     */
    public static int eip196altbn128Pairing(byte[] input, byte[] output, int inputSize) {
        if (output.length < EIP196_PAIR_PREALLOCATE_FOR_RESULT_BYTES) {
            return EIP196_ERR_CODE_INVALID_OUTPUT_LENGTH;
        }
        checkInput(input, inputSize);
        byte[] word = new byte[Bn254.PAIRING_OUTPUT_LENGTH];
        // through the process-wide cache of prepared G2 points: the same result for every
        // input, and a verifier's key points are prepared once instead of on every call
        Status status = Bn254.ecpairingInto(input, 0, inputSize, word, 0, G2Cache.shared());
        if (status == Status.OK) {
            output[31] = word[31];
        }
        return code(status);
    }

    private static void checkInput(byte[] input, int inputSize) {
        if (input == null && inputSize == 0) {
            return;
        }
        Objects.checkFromIndexSize(0, inputSize, Objects.requireNonNull(input, "input").length);
    }

    /**
     * besu-native's code for a bn254 status.
     *
     * @param status a bn254 status
     * @return 0 to 4
     */
    public static int code(Status status) {
        switch (status) {
            case OK:
                return EIP196_ERR_CODE_SUCCESS;
            case INPUT_LENGTH:
                return EIP196_ERR_CODE_INVALID_INPUT_PAIRING_LENGTH;
            case NOT_IN_FIELD:
                return EIP196_ERR_CODE_POINT_NOT_IN_FIELD;
            case NOT_IN_SUBGROUP:
                return EIP196_ERR_CODE_POINT_IN_SUBGROUP_CHECK_FAILED;
            case NOT_ON_CURVE:
                return EIP196_ERR_CODE_POINT_ON_CURVE_CHECK_FAILED;
            default:
                throw new IllegalStateException("unmapped status " + status);
        }
    }
}
