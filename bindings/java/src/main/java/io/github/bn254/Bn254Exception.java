// SPDX-License-Identifier: MIT
package io.github.bn254;

/**
 * A precompile call failed: the input is malformed (an EVM failure of the call, all gas
 * consumed). {@link #status()} says why; {@link #token()} is the C library's token for it.
 */
public final class Bn254Exception extends Exception {
    private static final long serialVersionUID = 1L;

    private final Status status;

    Bn254Exception(String operation, Status status) {
        super(operation + ": " + status.token());
        this.status = status;
    }

    /**
     * Why the call failed.
     *
     * @return never {@link Status#OK}
     */
    public Status status() {
        return status;
    }

    /**
     * The status token ({@code bn254_status_str}).
     *
     * @return "input-length", "not-in-field", "not-on-curve" or "not-in-subgroup"
     */
    public String token() {
        return status.token();
    }
}
