# SPDX-License-Identifier: MIT
# WebAssembly (wasm32) with Debian's clang-19 and lld-19 (wasm-ld-19): no
# Emscripten, no WASI, no C library. The library must be configured with
# BN254_FREESTANDING=ON; bindings/js/wasm/CMakeLists.txt does that, chooses
# the c32 backend and links the module (bindings/js/build.sh drives it).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR wasm32)

set(CMAKE_C_COMPILER clang-19)
set(CMAKE_C_COMPILER_TARGET wasm32-unknown-unknown)
set(CMAKE_AR llvm-ar-19 CACHE FILEPATH "")
set(CMAKE_RANLIB llvm-ranlib-19 CACHE FILEPATH "")

# No C runtime to link a test executable against: probe with a static library.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "-ffreestanding")
# clang drives wasm-ld from its own folder (wasm-ld-19 for clang-19).
set(CMAKE_EXE_LINKER_FLAGS_INIT "-nostdlib")

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
