// SPDX-License-Identifier: MIT
package io.github.bn254.bench;

import io.github.bn254.Bn254;
import io.github.bn254.Bn254Exception;
import io.github.bn254.Vectors;
import io.github.bn254.Vectors.Op;
import io.github.bn254.Vectors.Vector;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One call of each precompile per operation, through the plain API (input copy, C call, output
 * array), on known-answer vectors: a few of go-ethereum's and distinct points of this repository's
 * noble-generated files (ecadd of two distinct random points, ecmul with a 256-bit scalar whose top
 * bit is set, pairings of 1, 2 and 4 pairs); go-ethereum's empty pairing input (no work in C) shows
 * the fixed cost of a call through the binding. Each vector's answer is checked once in the setup.
 * "source:name" selects a vector: geth = go-ethereum's files, noble = vectors/*.json.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PrecompileBench {

    static byte[] input(Op op, String vector) {
        int colon = vector.indexOf(':');
        String source = vector.substring(0, colon);
        String name = vector.substring(colon + 1);
        Vector v = Vectors.find(source.equals("geth") ? Vectors.geth(op) : Vectors.ours(op), name);
        byte[] got;
        try {
            got = op == Op.ADD ? Bn254.ecadd(v.input) : op == Op.MUL ? Bn254.ecmul(v.input) : Bn254.ecpairing(v.input);
        } catch (Bn254Exception e) {
            throw new IllegalStateException(vector + ": " + e.token());
        }
        if (v.expected == null || !Arrays.equals(v.expected, got)) {
            throw new IllegalStateException(vector + ": wrong answer " + Vectors.hex(got));
        }
        return v.input;
    }

    /** ecadd inputs. */
    @State(Scope.Thread)
    public static class AddInput {
        @Param({"geth:chfast1", "noble:rand_p_plus_q_1"})
        public String vector;
        byte[] in;

        @Setup
        public void setup() {
            in = input(Op.ADD, vector);
        }
    }

    /** ecmul inputs. */
    @State(Scope.Thread)
    public static class MulInput {
        @Param({"geth:chfast2", "noble:rand_mul_rand256_3"})
        public String vector;
        byte[] in;

        @Setup
        public void setup() {
            in = input(Op.MUL, vector);
        }
    }

    /** ecpairing inputs. */
    @State(Scope.Thread)
    public static class PairingInput {
        @Param({"geth:empty_data", "geth:jeff1", "geth:ten_point_match_1", "noble:one_pair_rand", "noble:k2_true",
            "noble:k4_true"})
        public String vector;
        byte[] in;

        @Setup
        public void setup() {
            in = input(Op.PAIRING, vector);
        }
    }

    @Benchmark
    public byte[] ecadd(AddInput s) throws Bn254Exception {
        return Bn254.ecadd(s.in);
    }

    @Benchmark
    public byte[] ecmul(MulInput s) throws Bn254Exception {
        return Bn254.ecmul(s.in);
    }

    @Benchmark
    public byte[] ecpairing(PairingInput s) throws Bn254Exception {
        return Bn254.ecpairing(s.in);
    }
}
