// SPDX-License-Identifier: MIT
package io.github.bn254;

/** Gas schedule ({@code bn254_revision} of {@code include/bn254.h}). */
public enum Revision {
    /** EIP-196/197: ecadd 500, ecmul 40000, ecpairing 100000 + 80000 per pair. */
    BYZANTIUM(0),
    /** EIP-1108 (every fork since Istanbul): ecadd 150, ecmul 6000, ecpairing 45000 + 34000 per pair. */
    ISTANBUL(1);

    final int value;

    Revision(int value) {
        this.value = value;
    }
}
