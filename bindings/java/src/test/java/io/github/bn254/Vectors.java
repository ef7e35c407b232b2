// SPDX-License-Identifier: MIT
package io.github.bn254;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * The known-answer vectors: go-ethereum's precompile files (bn256Add.json, bn256ScalarMul.json,
 * bn256Pairing.json; read from their folder, never copied) and this repository's
 * vectors/{ecadd,ecmul,ecpairing}.json (generated with @noble/curves). Format of both:
 * [{Input, Expected | ExpectedError, Name, Gas, NoBenchmark}].
 */
public final class Vectors {
    /** The three precompiles and their file names. */
    public enum Op {
        ADD("ecadd", "bn256Add"),
        MUL("ecmul", "bn256ScalarMul"),
        PAIRING("ecpairing", "bn256Pairing");

        final String ours;
        final String geth;

        Op(String ours, String geth) {
            this.ours = ours;
            this.geth = geth;
        }
    }

    /** One vector; exactly one of expected and expectedError is non-null. */
    public static final class Vector {
        public final String source;
        public final Op op;
        public final String name;
        public final byte[] input;
        public final byte[] expected;
        public final String expectedError;
        public final long gas;

        Vector(String source, Op op, String name, byte[] input, byte[] expected, String expectedError, long gas) {
            this.source = source;
            this.op = op;
            this.name = name;
            this.input = input;
            this.expected = expected;
            this.expectedError = expectedError;
            this.gas = gas;
        }

        @Override
        public String toString() {
            return source + "/" + op.ours + "/" + name;
        }
    }

    private Vectors() {
    }

    static byte[] hex(String h) {
        if (h.startsWith("0x")) {
            h = h.substring(2);
        }
        return HexFormat.of().parseHex(h);
    }

    public static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }

    private static String property(String name) {
        String v = System.getProperty(name);
        // An unset ${env.X} reaches the tests as the literal text.
        return v == null || v.isEmpty() || v.startsWith("${") ? null : v;
    }

    /** This repository's vectors folder (property bn254.vectors, default ../../vectors). */
    static Path oursDir() {
        String d = property("bn254.vectors");
        return Path.of(d != null ? d : "../../vectors");
    }

    /**
     * go-ethereum's vectors folder: bn254.geth.vectors (from $BN254_GETH_VECTORS), else
     * bn254.geth.default (../shared/vectors beside the checkout); null when neither has
     * bn256Pairing.json.
     */
    static Path gethDir() {
        for (String p : new String[] {"bn254.geth.vectors", "bn254.geth.default"}) {
            String d = property(p);
            if (d != null && Files.isRegularFile(Path.of(d, "bn256Pairing.json"))) {
                return Path.of(d);
            }
        }
        return null;
    }

    static boolean gethRequired() {
        return Boolean.parseBoolean(property("bn254.geth.required"));
    }

    public static List<Vector> ours(Op op) {
        return load("noble", op, oursDir().resolve(op.ours + ".json"));
    }

    public static List<Vector> geth(Op op) {
        Path dir = gethDir();
        if (dir == null) {
            throw new IllegalStateException("go-ethereum's vectors not found (set BN254_GETH_VECTORS)");
        }
        return load("geth", op, dir.resolve(op.geth + ".json"));
    }

    static List<Vector> load(String source, Op op, Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        List<Vector> out = new ArrayList<>();
        for (Object o : (List<?>) Json.parse(text)) {
            Map<?, ?> m = (Map<?, ?>) o;
            String exp = (String) m.get("Expected");
            String err = (String) m.get("ExpectedError");
            if ((exp == null) == (err == null)) {
                throw new IllegalArgumentException(file + ": " + m.get("Name") + " needs Expected or ExpectedError");
            }
            out.add(new Vector(source, op, (String) m.get("Name"), hex((String) m.get("Input")),
                    exp == null ? null : hex(exp), err, ((Number) m.get("Gas")).longValue()));
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException(file + " has no vectors");
        }
        return out;
    }

    public static Vector find(List<Vector> list, String name) {
        for (Vector v : list) {
            if (v.name.equals(name)) {
                return v;
            }
        }
        throw new IllegalArgumentException("no vector " + name);
    }
}
