# SPDX-License-Identifier: MIT
# Shared part of the bare-metal RISC-V toolchain files (riscv32-elf*.cmake,
# riscv64-elf*.cmake): zkVM-style guests with no C library and no OS, built
# with Debian's gcc-riscv64-unknown-elf (multilib: rv32im/ilp32 and
# rv64im/lp64), or with clang (--target=riscv32/riscv64-unknown-elf) and the
# GNU linker of binutils-riscv64-unknown-elf (which relaxes calls and
# gp-relative accesses, as for gcc) or lld (BN254_RISCV_LINKER=lld).
#
# The including file sets BN254_RISCV_XLEN (32 or 64) and BN254_RISCV_CC
# (gcc or clang). Options, also settable on the command line:
#   BN254_RISCV_CLANG   the clang to use (default clang; e.g. clang-19)
#   BN254_RISCV_LINKER  gnu (default) or lld, for clang
# Sets BN254_GUEST_LIBGCC: gcc's libgcc.a of the same multilib (64-bit
# division on rv32, __multi3 for __int128 on rv64), linked into the guests
# for either compiler, since bare metal has no compiler-rt here.
# Use with -DBN254_FREESTANDING=ON (and BN254_BUILD_GUESTS=ON for
# zkvm/guest); BN254_BACKEND=AUTO is then c32 on rv32 and c64 on rv64.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR riscv${BN254_RISCV_XLEN})
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY) # no C library to link a test program with

if(BN254_RISCV_XLEN EQUAL 32)
  set(_bn254_march rv32im)
  set(_bn254_mabi ilp32)
else()
  set(_bn254_march rv64im)
  set(_bn254_mabi lp64)
endif()

find_program(BN254_RISCV_GCC riscv64-unknown-elf-gcc)
find_program(BN254_RISCV_AR riscv64-unknown-elf-ar)
find_program(BN254_RISCV_RANLIB riscv64-unknown-elf-ranlib)
find_program(BN254_RISCV_LD riscv64-unknown-elf-ld)
if(NOT BN254_RISCV_GCC OR NOT BN254_RISCV_AR OR NOT BN254_RISCV_LD)
  message(FATAL_ERROR "riscv64-unknown-elf-gcc/ar/ld not found: apt-get install -y gcc-riscv64-unknown-elf")
endif()
execute_process(
  COMMAND "${BN254_RISCV_GCC}" -march=${_bn254_march} -mabi=${_bn254_mabi} -print-libgcc-file-name
  OUTPUT_VARIABLE BN254_GUEST_LIBGCC OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT EXISTS "${BN254_GUEST_LIBGCC}")
  message(FATAL_ERROR "no libgcc.a for ${_bn254_march}/${_bn254_mabi} in ${BN254_RISCV_GCC}")
endif()

set(_bn254_flags "-march=${_bn254_march} -mabi=${_bn254_mabi} -ffreestanding")
if(BN254_RISCV_CC STREQUAL "clang")
  set(BN254_RISCV_CLANG clang CACHE STRING "clang executable for the RISC-V guests")
  set(BN254_RISCV_LINKER gnu CACHE STRING "Linker for clang RISC-V guests: gnu or lld")
  set(CMAKE_C_COMPILER "${BN254_RISCV_CLANG}")
  set(CMAKE_ASM_COMPILER "${BN254_RISCV_CLANG}")
  set(CMAKE_C_COMPILER_TARGET riscv${BN254_RISCV_XLEN}-unknown-elf)
  set(CMAKE_ASM_COMPILER_TARGET riscv${BN254_RISCV_XLEN}-unknown-elf)
  if(BN254_RISCV_LINKER STREQUAL "lld")
    set(_bn254_link "-fuse-ld=lld")
  else()
    # clang's bare-metal driver does not tell GNU ld the ELF class: -m does.
    set(_bn254_link "--ld-path=${BN254_RISCV_LD} -Wl,-m,elf${BN254_RISCV_XLEN}lriscv")
  endif()
else()
  set(CMAKE_C_COMPILER "${BN254_RISCV_GCC}")
  set(CMAKE_ASM_COMPILER "${BN254_RISCV_GCC}")
  set(_bn254_link "-nostartfiles")
endif()
set(CMAKE_AR "${BN254_RISCV_AR}" CACHE FILEPATH "" FORCE)
set(CMAKE_RANLIB "${BN254_RISCV_RANLIB}" CACHE FILEPATH "" FORCE)

set(CMAKE_C_FLAGS_INIT "${_bn254_flags}")
set(CMAKE_ASM_FLAGS_INIT "${_bn254_flags}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "${_bn254_link} -nostdlib -static")

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
