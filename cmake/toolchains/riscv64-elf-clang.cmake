# SPDX-License-Identifier: MIT
# Bare-metal rv64im/lp64 guests (zkVM style, no C library) with clang
# (--target=riscv64-unknown-elf) and the GNU linker; BN254_RISCV_CLANG picks the clang
# (e.g. clang-19), BN254_RISCV_LINKER=lld the linker.
# Use: cmake -S . -B build/guest-rv64-clang --toolchain cmake/toolchains/riscv64-elf-clang.cmake \
#        -DBN254_FREESTANDING=ON -DBN254_BUILD_GUESTS=ON
# See riscv-elf.cmake.
set(BN254_RISCV_XLEN 64)
set(BN254_RISCV_CC clang)
include(${CMAKE_CURRENT_LIST_DIR}/riscv-elf.cmake)
