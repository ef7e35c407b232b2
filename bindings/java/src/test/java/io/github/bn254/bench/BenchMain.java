// SPDX-License-Identifier: MIT
package io.github.bn254.bench;

import com.sun.jna.Native;

import io.github.bn254.Bn254;
import io.github.bn254.Revision;
import io.github.bn254.Vectors;
import io.github.bn254.Vectors.Op;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
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
 * {@code -f 1 -wi 1 -i 2 -r 200ms}), then prints one line per vector: ns/op and the gas rate at
 * Istanbul (EIP-1108) prices, Mgas/s = gas / (ns/op) * 1000.
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
        System.out.printf(Locale.ROOT, "| %-9s | %-26s | %5s | %12s | %10s | %7s |%n",
                "call", "vector", "pairs", "ns/op", "gas (Ist.)", "Mgas/s");
        System.out.printf(Locale.ROOT, "|%s|%s|%s|%s|%s|%s|%n",
                "-".repeat(11), "-".repeat(28), "-".repeat(7), "-".repeat(14), "-".repeat(12), "-".repeat(9));
        int rows = 0;
        for (RunResult r : results) {
            String method = r.getParams().getBenchmark();
            String call = method.substring(method.lastIndexOf('.') + 1);
            String vector = r.getParams().getParam("vector");
            Op op = call.equals("ecadd") ? Op.ADD : call.equals("ecmul") ? Op.MUL : Op.PAIRING;
            int len = PrecompileBench.input(op, vector).length;
            long gas = op == Op.ADD ? Bn254.ecaddGas(Revision.ISTANBUL)
                    : op == Op.MUL ? Bn254.ecmulGas(Revision.ISTANBUL) : Bn254.ecpairingGas(Revision.ISTANBUL, len);
            double ns = r.getPrimaryResult().getScore();
            double err = r.getPrimaryResult().getScoreError();
            String pairs = op == Op.PAIRING ? String.valueOf(len / 192) : "";
            System.out.printf(Locale.ROOT, "| %-9s | %-26s | %5s | %12s | %10d | %7.1f |%n", call, vector, pairs,
                    Double.isNaN(err) ? String.format(Locale.ROOT, "%.0f", ns)
                            : String.format(Locale.ROOT, "%.0f ± %.0f", ns, err),
                    gas, gas * 1000.0 / ns);
            rows++;
        }
        System.out.println("jmh: " + rows + " benchmarks (vectors checked in setup), indicative numbers");
        if (rows == 0) {
            System.exit(1);
        }
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
