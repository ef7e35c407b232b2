// SPDX-License-Identifier: MIT
package io.github.bn254;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;

import java.lang.ref.Reference;
import java.util.Objects;

/**
 * Prepared G2 points for {@link Bn254#ecpairing(byte[], G2Cache)} (the C library's
 * {@code bn254_g2_cache}): each entry is a G2 point that passed every check, keyed by its 128
 * input bytes, with its Miller-loop lines, so that a pair whose G2 point is found skips decoding,
 * the subgroup check and the G2 half of the Miller loop. A verifier's key points (Groth16's beta,
 * gamma, delta; KZG's [1]2 and [x]2) come back on every call and hit.
 *
 * <p>The cached calls give the uncached calls' output and status for every input, whatever the
 * cache holds. A point enters on its second miss (a proof's own G2 point, new on every call,
 * never displaces a key's), or, in a {@link #createManual} cache, only through {@link #add}. Any
 * number of threads may use one cache at once, without a lock (where {@link #threadSafe()}). Its
 * native memory ({@link #bytes(int)}) is freed when the object is garbage collected.
 */
public final class G2Cache {
    /** Bytes of one entry ({@code BN254_G2_CACHE_ENTRY_BYTES}). */
    public static final int ENTRY_BYTES = 17232;
    /** Entries of {@link #shared()}: the keys of some twenty verifiers (1.1 MB). */
    public static final int SHARED_ENTRIES = 64;

    private final Memory memory;
    private final long address;

    /**
     * A cache's counters since it was made.
     *
     * @param capacity entries
     * @param hits pairs whose G2 point was found
     * @param misses pairs looked up and not found
     * @param inserts points prepared into the cache
     * @param evictions inserts that replaced another point
     */
    public record Stats(long capacity, long hits, long misses, long inserts, long evictions) {
    }

    private G2Cache(int entries, boolean manual) {
        if (entries < 1 || entries > (1 << 24)) {
            throw new IllegalArgumentException("a G2 cache holds 1 to 2^24 entries, not " + entries);
        }
        memory = new Memory(bytes(entries));
        address = NativeLib.bn254_g2_cache_init(Pointer.nativeValue(memory), memory.size(), manual ? 1 : 0);
        if (address == 0L) {
            throw new IllegalStateException("bn254_g2_cache_init refused " + memory.size() + " bytes");
        }
    }

    /**
     * Bytes of a cache of {@code entries} entries ({@code BN254_G2_CACHE_BYTES(n)}).
     *
     * @param entries number of entries
     * @return the bytes
     */
    public static long bytes(int entries) {
        return 128L + (long) entries * ENTRY_BYTES;
    }

    /**
     * Whether a cache may be shared by threads (true on every target with lock-free atomics).
     *
     * @return {@code bn254_g2_cache_thread_safe()}
     */
    public static boolean threadSafe() {
        return NativeLib.bn254_g2_cache_thread_safe() == 1;
    }

    /**
     * An empty cache whose points enter on their second miss.
     *
     * @param entries 1 to 2^24
     * @return the cache
     */
    public static G2Cache create(int entries) {
        return new G2Cache(entries, false);
    }

    /**
     * An empty cache that calls only read: points enter through {@link #add} alone (for a caller
     * that knows its verifying keys: no input can evict them).
     *
     * @param entries 1 to 2^24
     * @return the cache
     */
    public static G2Cache createManual(int entries) {
        return new G2Cache(entries, true);
    }

    private static final class Shared {
        static final G2Cache CACHE = threadSafe() ? create(SHARED_ENTRIES) : null;
    }

    /**
     * The process-wide cache ({@link #SHARED_ENTRIES} entries, admission on the second miss),
     * made on first use, that {@link io.github.bn254.besu.LibBn254EIP196}'s pairing uses.
     *
     * @return the cache, or {@code null} where a cache cannot be shared ({@link #threadSafe()})
     */
    public static G2Cache shared() {
        return Shared.CACHE;
    }

    /**
     * Prepares a G2 point into the cache now: {@code point} is 128 bytes, x_im, x_re, y_im, y_re,
     * as in a pair. Only a valid point is stored; infinity (128 zero bytes) is valid and never
     * stored.
     *
     * @param point the point
     * @return the point's status as ecpairing decodes it: {@link Status#OK},
     *     {@link Status#NOT_IN_FIELD}, {@link Status#NOT_ON_CURVE} or {@link Status#NOT_IN_SUBGROUP}
     */
    public Status add(byte[] point) {
        Objects.requireNonNull(point, "point");
        if (point.length != 128) {
            throw new IllegalArgumentException("a G2 point is 128 bytes, not " + point.length);
        }
        Memory in = new Memory(128);
        try {
            in.write(0, point, 0, 128);
            return Status.ofCode(NativeLib.bn254_g2_cache_add(address, Pointer.nativeValue(in)));
        } finally {
            in.close();
            Reference.reachabilityFence(this);
        }
    }

    /**
     * The cache's counters.
     *
     * @return the counters
     */
    public Stats stats() {
        Memory s = new Memory(40);
        try {
            NativeLib.bn254_g2_cache_get_stats(address, Pointer.nativeValue(s));
            return new Stats(s.getLong(0), s.getLong(8), s.getLong(16), s.getLong(24), s.getLong(32));
        } finally {
            s.close();
            Reference.reachabilityFence(this);
        }
    }

    /** The cache's address for one call; the caller fences {@code this} after the call. */
    long address() {
        return address;
    }

    @Override
    public String toString() {
        return "G2Cache" + stats();
    }
}
