# SPDX-License-Identifier: MIT
# Cross build for Linux on 32-bit x86 (i686): no __int128, so the pure C99
# 32-bit-halves multiplier. (.ci/cross.sh tests armhf by default, which
# qemu-arm runs twice as fast as qemu-i386 runs this; `.ci/cross.sh i686`.)
# Debian: gcc-i686-linux-gnu, qemu-user; cmocka for the tests: see debian-cross.cmake.
# Use: cmake -S . -B build/i686 --toolchain cmake/toolchains/i686-linux-gnu.cmake
set(BN254_CROSS_PROCESSOR i686)
set(BN254_CROSS_TRIPLET i686-linux-gnu)
set(BN254_CROSS_MULTIARCH i386-linux-gnu)
set(BN254_CROSS_QEMU i386)
include(${CMAKE_CURRENT_LIST_DIR}/debian-cross.cmake)
