# SPDX-License-Identifier: MIT
# Cross build for Linux on 32-bit ARM (Debian armhf: ARMv7-A, hard float):
# no __int128, so the pure C99 32-bit-halves multiplier.
# Debian: gcc-arm-linux-gnueabihf, qemu-user; cmocka for the tests: see debian-cross.cmake.
# Use: cmake -S . -B build/armhf --toolchain cmake/toolchains/arm-linux-gnueabihf.cmake
set(BN254_CROSS_PROCESSOR armv7l)
set(BN254_CROSS_TRIPLET arm-linux-gnueabihf)
set(BN254_CROSS_MULTIARCH arm-linux-gnueabihf)
set(BN254_CROSS_QEMU arm)
include(${CMAKE_CURRENT_LIST_DIR}/debian-cross.cmake)
