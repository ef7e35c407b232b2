# SPDX-License-Identifier: MIT
# Cross build for Linux on 64-bit IBM Z (s390x): big-endian.
# Debian: gcc-s390x-linux-gnu, qemu-user; cmocka for the tests: see debian-cross.cmake.
# Use: cmake -S . -B build/s390x --toolchain cmake/toolchains/s390x-linux-gnu.cmake
set(BN254_CROSS_PROCESSOR s390x)
set(BN254_CROSS_TRIPLET s390x-linux-gnu)
set(BN254_CROSS_MULTIARCH s390x-linux-gnu)
set(BN254_CROSS_QEMU s390x)
include(${CMAKE_CURRENT_LIST_DIR}/debian-cross.cmake)
