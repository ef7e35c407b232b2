// SPDX-License-Identifier: MIT
package io.github.bn254;

import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Platform;
import com.sun.jna.Pointer;

import java.io.File;
import java.io.IOException;
import java.util.Objects;

/**
 * libbn254 through JNA direct mapping, and the one copy of the input into native memory.
 *
 * <p>Loading, first match wins:
 * <ol>
 *   <li>the file named by the system property {@code bn254.library} (an absolute path);
 *   <li>{@code <prefix>/libbn254.so} on this class's class path, where {@code <prefix>} is JNA's
 *       {@link Platform#RESOURCE_PREFIX} ({@code linux-x86-64}, ...): the library the jar carries,
 *       extracted to JNA's temporary folder. This comes before the system's library path, so a
 *       stale libbn254 installed on the machine is not picked up in place of the jar's;
 *   <li>JNA's usual search for "bn254" ({@code jna.library.path}, the system's library path).
 * </ol>
 * The library's status tokens are checked against {@link Status} at load time.
 *
 * <p>Inputs: JNA's {@code byte[]} parameters go through JNI's {@code Get<Type>ArrayElements}
 * (HotSpot copies the array to C heap memory) and, after the call,
 * {@code Release<Type>ArrayElements(..., 0)}, which copies that buffer back into the Java array.
 * The copy back would overwrite whatever another thread wrote into the input array meanwhile.
 * So the binding does not pass {@code byte[]} to C: it copies the input once into a per-thread
 * native buffer ({@link Memory#write}, JNI {@code GetByteArrayRegion}), calls the C function on
 * that snapshot, and copies the output out of native memory; the caller's input array is read
 * once and never written. Another thread changing the input array during a call changes neither
 * the answer (it is the answer for the bytes as they were copied) nor the array's new contents.
 */
final class NativeLib {
    static final int ADD = 0;
    static final int MUL = 1;
    static final int PAIRING = 2;

    /** Largest per-thread buffer kept between calls; larger inputs get a buffer of their own. */
    private static final int KEEP_MAX = 64 * 1024;
    private static final int KEEP_MIN = 1024;
    private static final ThreadLocal<Memory[]> SCRATCH = ThreadLocal.withInitial(() -> new Memory[1]);

    private static final NativeLibrary LIBRARY;
    private static final String LOADED_FROM;

    static {
        if (Native.POINTER_SIZE != 8 || Native.SIZE_T_SIZE != 8) {
            throw new UnsupportedOperationException("the bn254 Java binding needs a 64-bit JVM (pointers and size_t as long)");
        }
        String[] from = new String[1];
        LIBRARY = open(from);
        LOADED_FROM = from[0];
        Native.register(NativeLib.class, LIBRARY);
        for (Status s : Status.values()) {
            String t = bn254_status_str(s.code());
            if (!s.token().equals(t)) {
                throw new UnsatisfiedLinkError("libbn254 at " + LOADED_FROM + " names status " + s.code()
                        + " '" + t + "', this binding expects '" + s.token() + "': a library of another version");
            }
        }
    }

    private NativeLib() {
    }

    private static NativeLibrary open(String[] from) {
        String explicit = System.getProperty("bn254.library");
        if (explicit != null && !explicit.isEmpty()) {
            from[0] = explicit;
            return NativeLibrary.getInstance(new File(explicit).getAbsolutePath());
        }
        String resource = Platform.RESOURCE_PREFIX + "/" + System.mapLibraryName("bn254");
        ClassLoader loader = NativeLib.class.getClassLoader();
        if (loader != null && loader.getResource(resource) != null) {
            try {
                File file = Native.extractFromResourcePath(resource, loader);
                from[0] = "class path " + resource;
                return NativeLibrary.getInstance(file.getAbsolutePath());
            } catch (IOException e) {
                UnsatisfiedLinkError err = new UnsatisfiedLinkError("cannot extract " + resource + ": " + e);
                err.initCause(e);
                throw err;
            }
        }
        from[0] = "JNA library search for bn254";
        return NativeLibrary.getInstance("bn254");
    }

    static NativeLibrary library() {
        return LIBRARY;
    }

    static String loadedFrom() {
        return LOADED_FROM;
    }

    // ---- include/bn254.h (pointers as addresses: uint8_t * is a long, size_t a long) ----
    static native int bn254_ecadd(long out, long in, long inLen);

    static native int bn254_ecmul(long out, long in, long inLen);

    static native int bn254_ecpairing(long out, long in, long inLen);

    static native long bn254_ecadd_gas(int rev);

    static native long bn254_ecmul_gas(int rev);

    static native long bn254_ecpairing_gas(int rev, long inLen);

    static native String bn254_status_str(int status);

    static native String bn254_backend();

    static native long bn254_g2_cache_init(long mem, long memLen, int flags);

    static native int bn254_g2_cache_add(long cache, long in);

    static native int bn254_ecpairing_cached(long out, long in, long inLen, long cache);

    static native void bn254_g2_cache_get_stats(long cache, long stats);

    static native int bn254_g2_cache_thread_safe();

    static int outputLength(int op) {
        return op == PAIRING ? 32 : 64;
    }

    /**
     * Runs one precompile on {@code in[off, off+len)}: copies those bytes to native memory,
     * calls C, and on success copies the output (64 bytes, 32 for ecpairing) into
     * {@code out[outOff, ...)}. On an error {@code out} is not written.
     *
     * @return the C status (0 is OK)
     */
    static int run(int op, byte[] in, int off, int len, byte[] out, int outOff) {
        return run(op, in, off, len, out, outOff, 0L);
    }

    /**
     * {@link #run(int, byte[], int, int, byte[], int)} with, for ecpairing, the G2 cache at
     * address {@code cache} (0: none; the caller keeps its memory reachable).
     */
    static int run(int op, byte[] in, int off, int len, byte[] out, int outOff, long cache) {
        int outLen = outputLength(op);
        Objects.checkFromIndexSize(outOff, outLen, out.length);
        if (len != 0 || in != null) {
            Objects.checkFromIndexSize(off, len, Objects.requireNonNull(in, "in").length);
        }
        long need = (long) outLen + len;
        Memory[] slot = SCRATCH.get();
        Memory mem = slot[0];
        boolean own = false;
        if (mem == null || mem.size() < need) {
            if (need <= KEEP_MAX) {
                long size = Math.max(KEEP_MIN, Long.highestOneBit(need - 1) << 1);
                if (mem != null) {
                    mem.close();
                }
                mem = new Memory(size);
                slot[0] = mem;
            } else {
                mem = new Memory(need);
                own = true;
            }
        }
        try {
            // Layout: output first, then the input (the C functions allow any placement).
            if (len > 0) {
                mem.write(outLen, in, off, len);
            }
            long base = Pointer.nativeValue(mem);
            int status;
            switch (op) {
                case ADD:
                    status = bn254_ecadd(base, base + outLen, len);
                    break;
                case MUL:
                    status = bn254_ecmul(base, base + outLen, len);
                    break;
                default:
                    status = cache == 0L ? bn254_ecpairing(base, base + outLen, len)
                            : bn254_ecpairing_cached(base, base + outLen, len, cache);
                    break;
            }
            if (status == 0) {
                mem.read(0, out, outOff, outLen);
            }
            return status;
        } finally {
            if (own) {
                mem.close();
            }
        }
    }
}
