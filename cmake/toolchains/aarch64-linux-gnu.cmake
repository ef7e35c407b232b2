# SPDX-License-Identifier: MIT
# Cross build for Linux on 64-bit ARM (aarch64): the aarch64 backend with BN254_BACKEND=AUTO.
# Debian: crossbuild-essential-arm64, qemu-user; cmocka for the tests: see debian-cross.cmake.
# Use: cmake -S . -B build/aarch64 --toolchain cmake/toolchains/aarch64-linux-gnu.cmake
set(BN254_CROSS_PROCESSOR aarch64)
set(BN254_CROSS_TRIPLET aarch64-linux-gnu)
set(BN254_CROSS_MULTIARCH aarch64-linux-gnu)
set(BN254_CROSS_QEMU aarch64)
include(${CMAKE_CURRENT_LIST_DIR}/debian-cross.cmake)
