# SPDX-License-Identifier: MIT
# Bare-metal rv32im/ilp32 guests (zkVM style, no C library) with clang
# (--target=riscv32-unknown-elf) and the GNU linker; BN254_RISCV_CLANG picks the clang
# (e.g. clang-19), BN254_RISCV_LINKER=lld the linker.
# Use: cmake -S . -B build/guest-rv32-clang --toolchain cmake/toolchains/riscv32-elf-clang.cmake \
#        -DBN254_FREESTANDING=ON -DBN254_BUILD_GUESTS=ON
# See riscv-elf.cmake.
set(BN254_RISCV_XLEN 32)
set(BN254_RISCV_CC clang)
include(${CMAKE_CURRENT_LIST_DIR}/riscv-elf.cmake)
