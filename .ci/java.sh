#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# .ci/java.sh: the Java binding (bindings/java, Maven + JNA), from a clean clone:
#  1. libbn254.so: CMake Release build with BUILD_SHARED_LIBS=ON, library target
#     only (build/java/cmake), the same configuration the pom runs by itself;
#  2. mvn -B -ntp verify: the pom re-runs CMake on that folder (nothing to do),
#     copies libbn254.so into the jar under JNA's platform prefix, compiles, and
#     runs the JUnit 5 tests: every go-ethereum and noble vector through both
#     APIs, every error kind with its token and besu-native code, random
#     ecadd/ecmul against a BigInteger reference, the concurrent-mutation test
#     (the input changed by another thread during calls); makes the -sources and -javadoc jars Maven Central wants;
#     then checks the jar carries the library and the other two their files;
#  3. the JMH benchmark once, briefly (-f 1 -wi 1 -i 2 -w 200ms -r 200ms), and its
#     table: JMH ns/op, CPU ns/op of the same call, Mgas/s (indicative);
#  4. the counts the tests printed.
# Maven's local repository is BN254_M2 (.ci/lib.sh: build/cache/m2 unless set),
# so a cold run (empty build/cache/m2) measures the downloads from Maven Central; Maven's build
# folder is build/java/target.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
bn254_geth_vectors --require
bn254_apt cmake make gcc

command -v mvn > /dev/null || bn254_die "mvn not found (Maven 3.8 and OpenJDK 17 are expected on the machine)"
command -v java > /dev/null || bn254_die "java not found"

work=build/java
bn254_caches # BN254_M2: build/cache/m2 unless set
m2=$BN254_M2
mkdir -p "$work"
mvn_args=(-B -ntp -f bindings/java/pom.xml "-Dmaven.repo.local=$m2"
          "-Dbn254.target=$BN254_ROOT/$work/target" "-Dbn254.cmake.build=$BN254_ROOT/$work/cmake"
          -Dbn254.requireGeth=true)   # the folder: $BN254_GETH_VECTORS (exported)

bn254_phase "1. libbn254.so (CMake, shared, Release)"
cmake -S . -B "$work/cmake" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=ON \
      -DBN254_BUILD_TESTS=OFF -DBN254_BUILD_CLI=OFF -DBN254_BUILD_ZKVM=OFF \
      -DBN254_BUILD_RVSIM=OFF -DBN254_INSTALL=OFF > "$work/cmake.log"
cmake --build "$work/cmake" --target bn254 -j"$BN254_JOBS" >> "$work/cmake.log"
ls -l "$work"/cmake/libbn254.so*

bn254_phase "2. mvn verify: build, JUnit 5 tests (m2 $(du -sh "$m2" 2>/dev/null | cut -f1 || echo empty))"
mvn "${mvn_args[@]}" verify 2>&1 | tee "$work/verify.log"
version=$(sed -n 's|^  <version>\(.*\)</version>|\1|p' bindings/java/pom.xml)
jar="$work/target/bn254-precompiles-$version.jar"
for f in "$jar" "${jar%.jar}-sources.jar" "${jar%.jar}-javadoc.jar"; do
    [ -s "$f" ] || bn254_die "mvn verify did not make $f"
done
jar tf "${jar%.jar}-sources.jar" >"$work/sources.txt"
jar tf "${jar%.jar}-javadoc.jar" >"$work/javadoc.txt"
grep -qx 'io/github/bn254/Bn254.java' "$work/sources.txt" || bn254_die "the sources jar lacks Bn254.java"
grep -q 'io/github/bn254/Bn254.html$' "$work/javadoc.txt" || bn254_die "the javadoc jar lacks Bn254.html"
echo "jars: $(cd "$(dirname "$jar")" && ls bn254-precompiles-"$version"*.jar | tr '\n' ' ')"
# The jar carries the library under JNA's prefix, as the real file (not a link).
lib_entry=$(jar tvf "$jar" | awk '/libbn254\.so$/ {print $1, $NF}')
case "$lib_entry" in
    *" linux-"*"/libbn254.so") ;;
    *) bn254_die "the jar does not carry libbn254.so under a JNA prefix: '$lib_entry'" ;;
esac
[ "${lib_entry%% *}" -gt 10000 ] || bn254_die "libbn254.so in the jar is ${lib_entry%% *} bytes"
echo "jar: $jar carries $lib_entry bytes"

bn254_phase "2b. README's Java snippets against the jar (and JNA from the local repository)"
jna_version=$(sed -n 's|.*<jna.version>\(.*\)</jna.version>.*|\1|p' bindings/java/pom.xml)
jna=$m2/net/java/dev/jna/jna/$jna_version/jna-$jna_version.jar
[ -f "$jna" ] || bn254_die "no $jna"
python3 tools/check_snippets.py run --lang java --classpath "$BN254_ROOT/$jar:$jna"

bn254_phase "3. JMH once, briefly (indicative)"
mvn "${mvn_args[@]}" exec:exec@jmh "-Djmh.args=-f 1 -wi 1 -i 2 -w 200ms -r 200ms" \
    -Dbn254.bench.cpuSampleMs=50 2>&1 | tee "$work/jmh.log"
grep -q '^jmh: [1-9][0-9]* benchmarks' "$work/jmh.log" || bn254_die "the JMH run reported no benchmark"

bn254_phase "4. counts"
grep -E '^(junit [a-z ]+:|bn254: backend)' "$work/verify.log"
tests=$(grep -E '^\[(INFO|ERROR|WARNING)\] Tests run: [0-9]+, Failures: [0-9]+, Errors: [0-9]+, Skipped: [0-9]+$' \
        "$work/verify.log" | tail -1)
echo "surefire: ${tests#* }"
sed -n '/^| call /,/^jmh: /p' "$work/jmh.log"
grep -Eq '^junit vectors: [0-9]+ vectors \(geth [1-9][0-9]* \+ noble [1-9][0-9]*\), .* 0 mismatches$' "$work/verify.log" ||
    bn254_die "the vector test did not report go-ethereum's and noble's vectors with 0 mismatches"
echo "java: $(du -sh "$m2" | cut -f1) in $m2"
