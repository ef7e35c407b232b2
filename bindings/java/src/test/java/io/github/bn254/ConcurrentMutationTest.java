// SPDX-License-Identifier: MIT
package io.github.bn254;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.jna.Native;

import io.github.bn254.Vectors.Op;
import io.github.bn254.Vectors.Vector;
import io.github.bn254.besu.LibBn254EIP196;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Concurrent mutation: Java threads change the input array while calls run. The input is a long pairing
 * (noble's k33_true, 33 pairs, product 1); one byte of the last pair's G2 coordinate x_re toggles
 * between its value (state A: the answer is 1) and that value with the low bit flipped (state B:
 * x changes, y does not, so the point is off the twist: not-on-curve). Every call, through both
 * APIs, must give the answer of state A or of state B, never anything else; both must be seen.
 *
 * <p>Second property: the binding reads the caller's array once and never writes it. JNA's own
 * {@code byte[]} mapping copies the array to C memory for the call and copies it back afterwards
 * (JNI Release...ArrayElements, mode 0), which undoes a write another thread made during the call.
 * The control below shows that through JNA's mapping (so the check can see it), and the same
 * check on the binding sees the other thread's write survive every time.
 */
class ConcurrentMutationTest {
    private static final VarHandle BYTES = MethodHandles.arrayElementVarHandle(byte[].class);

    /** JNA's byte[] mapping of bn254_ecpairing: the control only. */
    static final class RawByteArrays {
        static native int bn254_ecpairing(byte[] out, byte[] in, long inLen);

        static {
            Native.register(RawByteArrays.class, NativeLib.library());
        }

        private RawByteArrays() {
        }
    }

    private static byte[] base;
    private static int pos;
    private static byte stateA;
    private static byte stateB;
    private static long callNanos;

    @BeforeAll
    static void setUp() throws Bn254Exception {
        Vector v = Vectors.find(Vectors.ours(Op.PAIRING), "k33_true");
        base = v.input;
        assertEquals(33 * 192, base.length);
        // last pair: G1 x, y (64), then G2 x_im, x_re, y_im, y_re; the low byte of x_re
        pos = base.length - 192 + 64 + 32 + 31;
        stateA = base[pos];
        stateB = (byte) (stateA ^ 1);
        // The two states' answers, one call each, before any thread runs; then the time of one
        // call (the fastest of three, after the first, which loads the library).
        assertArrayEquals(v.expected, Bn254.ecpairing(base));
        callNanos = Long.MAX_VALUE;
        for (int k = 0; k < 3; k++) {
            long t0 = System.nanoTime();
            Bn254.ecpairing(base);
            callNanos = Math.min(callNanos, System.nanoTime() - t0);
        }
        assertEquals(1, v.expected[31]);
        byte[] b = base.clone();
        b[pos] = stateB;
        Bn254Exception e = assertThrows(Bn254Exception.class, () -> Bn254.ecpairing(b));
        assertEquals("not-on-curve", e.token());
    }

    /** 'A', 'B', or a description of anything else. */
    private static String plainCall(byte[] shared) {
        try {
            byte[] r = Bn254.ecpairing(shared);
            byte[] one = new byte[32];
            one[31] = 1;
            return java.util.Arrays.equals(one, r) ? "A" : "plain ok " + Vectors.hex(r);
        } catch (Bn254Exception e) {
            return e.token().equals("not-on-curve") ? "B" : "plain " + e.token();
        }
    }

    private static String besuCall(byte[] shared) {
        byte[] out = new byte[64];
        int rc = LibBn254EIP196.eip196_perform_operation(
                LibBn254EIP196.EIP196_PAIR_OPERATION_RAW_VALUE, shared, shared.length, out);
        byte[] one = new byte[64];
        one[31] = 1;
        if (rc == 0 && java.util.Arrays.equals(one, out)) {
            return "A";
        }
        if (rc == LibBn254EIP196.EIP196_ERR_CODE_POINT_ON_CURVE_CHECK_FAILED && java.util.Arrays.equals(new byte[64], out)) {
            return "B";
        }
        return "besu code " + rc + " " + Vectors.hex(out);
    }

    @Test
    void everyResultIsTheAnswerOfOneState() throws InterruptedException {
        byte[] shared = base.clone();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger toggles = new AtomicInteger();
        Thread mutator = new Thread(() -> {
            int spins = 0;
            while (!stop.get()) {
                BYTES.setVolatile(shared, pos, (spins & 1) == 0 ? stateB : stateA);
                toggles.incrementAndGet();
                for (int k = 0; k < 200; k++) {
                    Thread.onSpinWait();
                }
                spins++;
            }
        }, "mutator");
        int callers = 2;
        AtomicInteger sawA = new AtomicInteger();
        AtomicInteger sawB = new AtomicInteger();
        AtomicInteger calls = new AtomicInteger();
        List<String> wrong = java.util.Collections.synchronizedList(new ArrayList<>());
        long deadline = System.nanoTime() + 60_000_000_000L;
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < callers; t++) {
            threads.add(new Thread(() -> {
                int mine = 0;
                // at least 60 calls per thread, and on until both states were seen (60 s at most)
                while (System.nanoTime() < deadline && (mine < 60 || sawA.get() == 0 || sawB.get() == 0)) {
                    String r = (mine & 1) == 0 ? plainCall(shared) : besuCall(shared);
                    mine++;
                    calls.incrementAndGet();
                    if (r.equals("A")) {
                        sawA.incrementAndGet();
                    } else if (r.equals("B")) {
                        sawB.incrementAndGet();
                    } else {
                        wrong.add(r);
                    }
                }
            }, "caller-" + t));
        }
        mutator.start();
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        stop.set(true);
        mutator.join();
        System.out.println("junit concurrent mutation: " + calls.get() + " pairing calls (33 pairs) from " + callers
                + " threads, plain and besu APIs, during " + toggles.get() + " toggles: " + sawA.get()
                + " state A (1), " + sawB.get() + " state B (not-on-curve), " + wrong.size() + " mismatches");
        assertEquals(List.of(), wrong, "results that are the answer of neither state");
        assertTrue(sawA.get() > 0 && sawB.get() > 0,
                "both states must be seen for the test to have raced (A " + sawA + ", B " + sawB + ")");
    }

    /** Interface of one call on an array. */
    private interface Call {
        void run(byte[] in);
    }

    /**
     * Starts {@code call} on a copy of the state-A input in another thread, writes state B into the
     * array a third of a call's time later (the call has copied the input by then), waits for the
     * call, and says whether the array still holds state B.
     */
    private static boolean writeSurvives(Call call) throws InterruptedException {
        byte[] arr = base.clone();
        CountDownLatch started = new CountDownLatch(1);
        Thread t = new Thread(() -> {
            started.countDown();
            call.run(arr);
        });
        t.start();
        started.await();
        long sleepNanos = Math.max(1_000_000L, callNanos / 3);
        Thread.sleep(sleepNanos / 1_000_000L, (int) (sleepNanos % 1_000_000L));
        BYTES.setVolatile(arr, pos, stateB);
        t.join();
        return (byte) BYTES.getVolatile(arr, pos) == stateB;
    }

    @Test
    void theInputArrayIsNeverWritten() throws InterruptedException {
        // Control: JNA's byte[] mapping copies the array back after the call.
        int controlRuns = 0;
        int reverted = 0;
        while (controlRuns < 10 && reverted == 0) {
            controlRuns++;
            if (!writeSurvives(in -> {
                byte[] out = new byte[32];
                RawByteArrays.bn254_ecpairing(out, in, in.length);
            })) {
                reverted++;
            }
        }
        // The binding, both APIs: the other thread's write is still there after every call.
        int runs = 0;
        int lost = 0;
        for (int k = 0; k < 6; k++) {
            runs++;
            boolean plain = (k & 1) == 0;
            if (!writeSurvives(in -> {
                if (plain) {
                    plainCall(in);
                } else {
                    besuCall(in);
                }
            })) {
                lost++;
            }
        }
        System.out.println("junit input never written: a write during the call was undone in " + lost + " of " + runs
                + " binding calls; control (JNA byte[] mapping, which copies the array back): undone in "
                + reverted + " of " + controlRuns + " (call " + callNanos / 1000 + " us)");
        assertTrue(reverted > 0, "the control never showed JNA's copy-back: the check below could not see a write-back");
        assertEquals(0, lost, "the binding wrote into the caller's input array");
    }
}
