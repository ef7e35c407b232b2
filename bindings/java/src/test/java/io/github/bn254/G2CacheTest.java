// SPDX-License-Identifier: MIT
package io.github.bn254;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bn254.Vectors.Op;
import io.github.bn254.Vectors.Vector;
import io.github.bn254.besu.LibBn254EIP196;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;

/**
 * The G2 cache against the path without one: every pairing vector (go-ethereum's and ours) three
 * times on caches of 1, 9 and 64 entries, pairs of the vectors in random order from 8 threads on
 * one cache, {@code add} on every G2 point of the vectors, and Besu's pairing entry point on the
 * shared cache; each answer compared with {@link Bn254#ecpairingInto} without a cache, and the
 * counters show the cache was used.
 */
class G2CacheTest {
    private static List<byte[]> inputs() {
        List<byte[]> v = new ArrayList<>();
        for (Vector x : Vectors.ours(Op.PAIRING)) {
            v.add(x.input);
        }
        for (Vector x : Vectors.geth(Op.PAIRING)) {
            v.add(x.input);
        }
        return v;
    }

    private static void sameAsUncached(byte[] in, G2Cache cache) {
        byte[] want = new byte[32];
        byte[] got = new byte[32];
        Status ws = Bn254.ecpairingInto(in, 0, in.length, want, 0);
        Status gs = Bn254.ecpairingInto(in, 0, in.length, got, 0, cache);
        assertEquals(ws, gs, () -> "status of " + Vectors.hex(in));
        assertArrayEquals(want, got, () -> "output of " + Vectors.hex(in));
    }

    @Test
    void vectorsThroughCaches() {
        List<byte[]> ins = inputs();
        for (int entries : new int[] {1, 9, 64}) {
            G2Cache c = G2Cache.create(entries);
            for (int round = 0; round < 3; round++) {
                for (byte[] in : ins) {
                    sameAsUncached(in, c);
                }
            }
            G2Cache.Stats s = c.stats();
            System.out.println("g2cache " + entries + " entries: " + s);
            assertEquals(entries, s.capacity());
            assertTrue(s.hits() > 0 && s.inserts() > 0, s::toString);
        }
        sameAsUncached(ins.get(0), null);
        assertThrows(IllegalArgumentException.class, () -> G2Cache.create(0));
    }

    @Test
    void threadsShareACache() throws Exception {
        List<byte[]> chunks = new ArrayList<>();
        for (byte[] in : inputs()) {
            for (int off = 0; off + 192 <= in.length; off += 192) {
                chunks.add(Arrays.copyOfRange(in, off, off + 192));
            }
        }
        G2Cache c = G2Cache.create(8);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            long seed = 3000 + t;
            done.add(pool.submit(() -> {
                Random r = new Random(seed);
                for (int i = 0; i < 200; i++) {
                    int k = 1 + r.nextInt(4);
                    byte[] in = new byte[192 * k];
                    for (int j = 0; j < k; j++) {
                        System.arraycopy(chunks.get(r.nextInt(chunks.size())), 0, in, 192 * j, 192);
                    }
                    sameAsUncached(in, c);
                }
            }));
        }
        for (Future<?> f : done) {
            f.get();
        }
        pool.shutdown();
        System.out.println("g2cache: 8 threads x 200 calls: " + c.stats());
        assertTrue(c.stats().hits() > 0, c::toString);
    }

    @Test
    void addStoresValidPointsOnly() {
        G2Cache c = G2Cache.createManual(16);
        Set<String> valid = new HashSet<>();
        for (byte[] in : inputs()) {
            for (int off = 0; off + 192 <= in.length; off += 192) {
                byte[] g2 = Arrays.copyOfRange(in, off + 64, off + 192);
                byte[] pair = new byte[192];
                System.arraycopy(g2, 0, pair, 64, 128);
                Status want = Bn254.ecpairingInto(pair, 0, 192, new byte[32], 0);
                assertEquals(want, c.add(g2), () -> "add " + Vectors.hex(g2));
                if (want == Status.OK && !Arrays.equals(g2, new byte[128])) {
                    valid.add(Vectors.hex(g2));
                }
            }
        }
        G2Cache.Stats s = c.stats();
        assertTrue(s.inserts() == valid.size() || s.evictions() > 0, s::toString);
        assertEquals(0, s.hits() + s.misses(), "adds are not lookups");
        for (byte[] in : inputs()) {
            sameAsUncached(in, c);
        }
        assertTrue(c.stats().hits() > 0, c::toString);
        assertThrows(IllegalArgumentException.class, () -> c.add(new byte[127]));
    }

    @Test
    void besuPairingUsesTheSharedCache() {
        G2Cache shared = G2Cache.shared();
        assertTrue(shared != null && shared == G2Cache.shared());
        long before = shared.stats().hits();
        for (int round = 0; round < 3; round++) {
            for (byte[] in : inputs()) {
                byte[] want = new byte[32];
                Status ws = Bn254.ecpairingInto(in, 0, in.length, want, 0);
                byte[] got = new byte[32];
                int code = LibBn254EIP196.eip196altbn128Pairing(in, got, in.length);
                assertEquals(VectorsTest.BESU_CODE.getOrDefault(ws.token(), 0), code);
                if (ws == Status.OK) {
                    assertArrayEquals(want, got);
                }
            }
        }
        System.out.println("g2cache shared: " + shared.stats());
        assertEquals(G2Cache.SHARED_ENTRIES, shared.stats().capacity());
        assertTrue(shared.stats().hits() > before, shared::toString);
    }
}
