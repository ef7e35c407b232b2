# SPDX-License-Identifier: MIT
# Bare-metal rv32im/ilp32 guests (zkVM style, no C library) with Debian's
# gcc-riscv64-unknown-elf (its rv32im/ilp32 multilib).
# Use: cmake -S . -B build/guest-rv32-gcc --toolchain cmake/toolchains/riscv32-elf.cmake \
#        -DBN254_FREESTANDING=ON -DBN254_BUILD_GUESTS=ON
# See riscv-elf.cmake.
set(BN254_RISCV_XLEN 32)
set(BN254_RISCV_CC gcc)
include(${CMAKE_CURRENT_LIST_DIR}/riscv-elf.cmake)
