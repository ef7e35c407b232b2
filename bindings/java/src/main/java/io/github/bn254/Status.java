// SPDX-License-Identifier: MIT
package io.github.bn254;

/**
 * Result of a precompile call: {@code bn254_status} of {@code include/bn254.h}, in the same
 * order (the ordinal is the C value). Every value but {@link #OK} is an EVM failure of the call:
 * all gas consumed, no output.
 */
public enum Status {
    /** Success. */
    OK("ok"),
    /** ecpairing: the input length is not a multiple of 192. */
    INPUT_LENGTH("input-length"),
    /** A 32-byte coordinate word is &gt;= p. */
    NOT_IN_FIELD("not-in-field"),
    /** Not on y^2 = x^3 + 3 (G1) or on the twist y^2 = x^3 + 3/(9+u) (G2), and not (0,0). */
    NOT_ON_CURVE("not-on-curve"),
    /** A G2 point on the twist, not of order r. */
    NOT_IN_SUBGROUP("not-in-subgroup");

    private static final Status[] BY_CODE = values();

    private final String token;

    Status(String token) {
        this.token = token;
    }

    /**
     * The C library's stable token for this status ({@code bn254_status_str}); the binding
     * refuses to load a library whose tokens differ.
     *
     * @return "ok", "input-length", "not-in-field", "not-on-curve" or "not-in-subgroup"
     */
    public String token() {
        return token;
    }

    /**
     * The C enum value.
     *
     * @return 0 for {@link #OK}, 1 to 4 for the errors
     */
    public int code() {
        return ordinal();
    }

    static Status ofCode(int code) {
        if (code < 0 || code >= BY_CODE.length) {
            throw new IllegalStateException("libbn254 returned status " + code + ", outside bn254_status");
        }
        return BY_CODE[code];
    }
}
