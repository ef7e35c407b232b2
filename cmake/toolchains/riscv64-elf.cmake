# SPDX-License-Identifier: MIT
# Bare-metal rv64im/lp64 guests (zkVM style, no C library) with Debian's
# gcc-riscv64-unknown-elf (its rv64im/lp64 multilib).
# Use: cmake -S . -B build/guest-rv64-gcc --toolchain cmake/toolchains/riscv64-elf.cmake \
#        -DBN254_FREESTANDING=ON -DBN254_BUILD_GUESTS=ON
# See riscv-elf.cmake.
set(BN254_RISCV_XLEN 64)
set(BN254_RISCV_CC gcc)
include(${CMAKE_CURRENT_LIST_DIR}/riscv-elf.cmake)
