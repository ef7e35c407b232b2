# SPDX-License-Identifier: MIT
# Cross build for Linux on 64-bit RISC-V (riscv64): the portable C kernels.
# Debian: gcc-riscv64-linux-gnu, qemu-user to run the tests. Debian 12 has no
# riscv64 port, hence no libcmocka-dev:riscv64: .ci/cross.sh unpacks Debian 13's
# riscv64 libcmocka packages into a folder and passes it as BN254_CROSS_PKG_ROOT
# (see debian-cross.cmake).
# Use: cmake -S . -B build/riscv64 --toolchain cmake/toolchains/riscv64-linux-gnu.cmake
set(BN254_CROSS_PROCESSOR riscv64)
set(BN254_CROSS_TRIPLET riscv64-linux-gnu)
set(BN254_CROSS_MULTIARCH riscv64-linux-gnu)
set(BN254_CROSS_QEMU riscv64)
include(${CMAKE_CURRENT_LIST_DIR}/debian-cross.cmake)
