// SPDX-License-Identifier: MIT
package io.github.bn254.bench;

import com.sun.jna.Native;

import io.github.bn254.Bn254;
import io.github.bn254.Bn254Exception;
import io.github.bn254.Revision;
import io.github.bn254.Vectors;
import io.github.bn254.Vectors.Op;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link PrecompileBench} with JMH (command-line options as JMH's own, e.g.
 * {@code -f 1 -wi 1 -i 2 -r 200ms}), then prints one line per vector: JMH's ns/op (wall time),
 * the CPU time per call of the same call measured here (the thread's CPU clock, median of 5
 * samples of {@code bn254.bench.cpuSampleMs} ms, default 100, after 200 ms of warm-up: on a shared
 * machine wall time also counts the other jobs, as in bench/bindings.sh), and the gas rate at
 * Istanbul (EIP-1108) prices of both, Mgas/s = gas / (ns/op) * 1000.
 */
public final class BenchMain {
    private BenchMain() {
    }

    public static void main(String[] args) throws Exception {
        CommandLineOptions cli = new CommandLineOptions(args);
        ChainedOptionsBuilder opts = new OptionsBuilder().parent(cli);
        if (cli.getIncludes().isEmpty()) {
            opts.include(PrecompileBench.class.getName());
        }
        if (!cli.shouldFailOnError().hasValue()) {
            opts.shouldFailOnError(true);
        }
        // The forks find the vector folders as this JVM does (JMH gives them this JVM's
        // arguments unless -jvmArgs replaces them).
        List<String> inherited = ManagementFactory.getRuntimeMXBean().getInputArguments();
        List<String> props = new ArrayList<>();
        for (String p : new String[] {"bn254.vectors", "bn254.geth.vectors", "bn254.geth.default"}) {
            String v = System.getProperty(p);
            if (v != null && !inherited.contains("-D" + p + "=" + v)) {
                props.add("-D" + p + "=" + v);
            }
        }
        if (!props.isEmpty()) {
            opts.jvmArgsAppend(props.toArray(new String[0]));
        }
        Collection<RunResult> results = new Runner(opts.build()).run();

        System.out.println();
        System.out.printf(Locale.ROOT, "bn254 Java binding %s, JNA %s, backend %s, %s %s, %s, %s%n",
                "0.2.0", Native.VERSION, Bn254.backend(), System.getProperty("java.vm.name"),
                System.getProperty("java.version"), cpu(), LocalDate.now());
        int sampleMs = Integer.getInteger("bn254.bench.cpuSampleMs", 100);
        System.out.printf(Locale.ROOT, "| %-9s | %-26s | %5s | %20s | %10s | %10s | %11s | %11s |%n",
                "call", "vector", "pairs", "JMH ns/op", "CPU ns/op", "gas (Ist.)", "Mgas/s JMH", "Mgas/s CPU");
        System.out.printf(Locale.ROOT, "|%s|%s|%s|%s|%s|%s|%s|%s|%n", "-".repeat(11), "-".repeat(28),
                "-".repeat(7), "-".repeat(22), "-".repeat(12), "-".repeat(12), "-".repeat(13), "-".repeat(13));
        int rows = 0;
        for (RunResult r : results) {
            String method = r.getParams().getBenchmark();
            String call = method.substring(method.lastIndexOf('.') + 1);
            String vector = r.getParams().getParam("vector");
            Op op = call.equals("ecadd") ? Op.ADD : call.equals("ecmul") ? Op.MUL : Op.PAIRING;
            byte[] in = PrecompileBench.input(op, vector);
            long gas = op == Op.ADD ? Bn254.ecaddGas(Revision.ISTANBUL)
                    : op == Op.MUL ? Bn254.ecmulGas(Revision.ISTANBUL) : Bn254.ecpairingGas(Revision.ISTANBUL, in.length);
            double ns = r.getPrimaryResult().getScore();
            double err = r.getPrimaryResult().getScoreError();
            double cpu = cpuNsPerOp(op, in, sampleMs);
            String pairs = op == Op.PAIRING ? String.valueOf(in.length / 192) : "";
            System.out.printf(Locale.ROOT, "| %-9s | %-26s | %5s | %20s | %10.0f | %10d | %11.1f | %11.1f |%n",
                    call, vector, pairs,
                    Double.isNaN(err) ? String.format(Locale.ROOT, "%.0f", ns)
                            : String.format(Locale.ROOT, "%.0f ± %.0f", ns, err),
                    cpu, gas, gas * 1000.0 / ns, gas * 1000.0 / cpu);
            rows++;
        }
        System.out.println("jmh: " + rows + " benchmarks (vectors checked in setup), indicative numbers");
        if (rows == 0) {
            System.exit(1);
        }
    }

    private static long sink;

    private static void call(Op op, byte[] in) throws Bn254Exception {
        byte[] out = op == Op.ADD ? Bn254.ecadd(in) : op == Op.MUL ? Bn254.ecmul(in) : Bn254.ecpairing(in);
        sink += out[out.length - 1];
    }

    /** CPU time of one call on this thread: median of 5 samples of sampleMs each, after a warm-up. */
    static double cpuNsPerOp(Op op, byte[] in, int sampleMs) throws Bn254Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long end = System.nanoTime() + 200_000_000L;
        while (System.nanoTime() < end) {
            call(op, in);
        }
        double[] samples = new double[5];
        for (int k = 0; k < samples.length; k++) {
            long n = 0;
            long c0 = mx.getCurrentThreadCpuTime();
            end = System.nanoTime() + sampleMs * 1_000_000L;
            do {
                call(op, in);
                n++;
            } while (System.nanoTime() < end);
            samples[k] = (mx.getCurrentThreadCpuTime() - c0) / (double) n;
        }
        Arrays.sort(samples);
        return samples[samples.length / 2];
    }

    private static String cpu() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux
        }
        return System.getProperty("os.arch");
    }

    static {
        // Vectors must load before JMH forks ask for them (fail early on a wrong folder).
        Vectors.ours(Op.ADD);
    }
}
