#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bindings/js/build.sh: builds bn254.wasm with CMake (clang-19 for wasm32,
# cmake/toolchains/wasm32.cmake, bindings/js/wasm/CMakeLists.txt), checks its
# exports, imports and size, and writes the npm package's dist/ (the module
# embedded as base64, ESM, CommonJS, types; the repository's LICENSE). Installs
# the Debian packages it uses when they are missing (tools/apt-ensure.sh):
# clang-19 (the wasm32 compiler), lld-19 (wasm-ld-19, the linker), llvm-19
# (llvm-ar-19), cmake and make; node >= 20.19 must be on the machine.
# Environment: BN254_WASM_BUILD_DIR (default build/wasm under the repository),
# BN254_WASM_OPT (the optimisation flags) and BN254_WASM_LIB_OPTIONS (library
# options such as the field backend, NAME=VALUE;...), see wasm/CMakeLists.txt.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${BN254_WASM_BUILD_DIR:-$root/build/wasm}

"$root/tools/apt-ensure.sh" clang-19 lld-19 llvm-19 cmake make
for tool in clang-19 wasm-ld-19 llvm-ar-19 cmake node; do
    command -v "$tool" >/dev/null || {
        echo "build.sh: $tool not found (Debian packages clang-19, lld-19, llvm-19, cmake; node >= 20.19)" >&2
        exit 1
    }
done

opt=()
[ -n "${BN254_WASM_OPT:-}" ] && opt+=("-DBN254_WASM_OPT=$BN254_WASM_OPT")
[ -n "${BN254_WASM_LIB_OPTIONS:-}" ] && opt+=("-DBN254_WASM_LIB_OPTIONS=$BN254_WASM_LIB_OPTIONS")
cmake -S "$here/wasm" -B "$build" --toolchain "$root/cmake/toolchains/wasm32.cmake" \
      -DCMAKE_BUILD_TYPE=Release -DBN254_WERROR=ON "${opt[@]}" >/dev/null
cmake --build "$build" -j2
node "$here/tools/embed.mjs" "$build/bn254.wasm" "$here/dist"
cp "$root/LICENSE" "$here/dist/LICENSE"
