# SPDX-License-Identifier: MIT
# The backend of src/arch/kernels.h, chosen here once: BN254_BACKEND (AUTO,
# c64, x86_64, aarch64, c32 or hooks) resolves to exactly one backend, whose
# name is the same everywhere (this value, the macro BN254_BACKEND_<NAME>, what
# bn254_backend() returns, the docs). Included by the top-level CMakeLists.txt
# after its options; sets
#   BN254_BACKEND_RESOLVED     the backend (never AUTO)
#   BN254_BACKEND_DEFINITIONS  the compile definitions that select it, with its
#                              own options (BN254_X86_ADX, BN254_X86_IFMA,
#                              BN254_HOOKS_*)
#   BN254_BACKEND_INCLUDE_DIRS the header folders its options need (SIMDe for
#   BN254_BACKEND_OPTIONS      BN254_X86_IFMA=EMULATE) and compile options, if any
#   BN254_BACKEND_NAME         what bn254_backend() returns (x86_64: on a CPU
#                              with BMI2 and ADX, else "x86_64-noadx"; "-ifma"
#                              appended where the AVX-512 IFMA lanes run)
#   BN254_KERNEL_SOURCES       the assembly files of the backend, if any
#
# AUTO: the assembly backend of the target CPU on ELF platforms (Linux, BSD)
# with a GNU-like toolchain: x86_64 (64-bit ABI) or aarch64. Windows (not
# System V) and macOS (Mach-O: written for, not tested) need BN254_BACKEND
# set explicitly, or stay portable. Elsewhere c64 where the compiler has
# unsigned __int128 (a compile-only probe, so freestanding toolchains answer
# too), else c32 (rv32, armhf, i686, wasm32); BN254_FORCE_NO_INT128 takes c32.
# With BN254_X86_IFMA=EMULATE, AUTO takes c64 wherever it would not take
# x86_64: the emulated lanes are hosted by those two backends only.

set(BN254_BACKENDS c64 x86_64 aarch64 c32 hooks)

# ---- the two options that chose the backend before 0.2.0 -----------------------
# BN254_ASM=AUTO|OFF|x86_64|aarch64 and BN254_FIELD_BACKEND=AUTO|c64|c32|hooks are
# still understood for this release, with a deprecation warning: OFF keeps AUTO
# off the assembly backends, the other values name a backend (BN254_FIELD_BACKEND
# =c64 now means c64 alone, without assembly). AUTO in either is ignored, so old
# build trees, which cached both as AUTO, configure as before.
set(_bn254_requested "${BN254_BACKEND}")
set(_bn254_auto_asm ON)
set(_bn254_old_asm "")
set(_bn254_old_field "")
if(DEFINED BN254_ASM AND NOT BN254_ASM STREQUAL "AUTO")
  set(_bn254_old_asm "${BN254_ASM}")
endif()
if(DEFINED BN254_FIELD_BACKEND AND NOT BN254_FIELD_BACKEND STREQUAL "AUTO")
  set(_bn254_old_field "${BN254_FIELD_BACKEND}")
endif()
if(NOT _bn254_old_asm STREQUAL "" OR NOT _bn254_old_field STREQUAL "") # not if(): OFF is false
  if(NOT BN254_BACKEND STREQUAL "AUTO")
    message(FATAL_ERROR "BN254_BACKEND=${BN254_BACKEND} replaces BN254_ASM and BN254_FIELD_BACKEND: "
                        "drop those (cmake -U BN254_ASM -U BN254_FIELD_BACKEND)")
  endif()
  if(NOT _bn254_old_asm STREQUAL "" AND NOT _bn254_old_asm MATCHES "^(OFF|x86_64|aarch64)$")
    message(FATAL_ERROR "BN254_ASM must be AUTO, OFF, x86_64 or aarch64 (got '${_bn254_old_asm}'); "
                        "it is deprecated: use BN254_BACKEND")
  endif()
  if(NOT _bn254_old_field STREQUAL "" AND NOT _bn254_old_field MATCHES "^(c64|c32|hooks)$")
    message(FATAL_ERROR "BN254_FIELD_BACKEND must be AUTO, c64, c32 or hooks (got "
                        "'${_bn254_old_field}'); it is deprecated: use BN254_BACKEND")
  endif()
  if(_bn254_old_field AND _bn254_old_asm MATCHES "^(x86_64|aarch64)$")
    message(FATAL_ERROR "BN254_ASM=${_bn254_old_asm} with BN254_FIELD_BACKEND=${_bn254_old_field}: "
                        "one backend only; use BN254_BACKEND=${_bn254_old_asm} or =${_bn254_old_field}")
  endif()
  if(_bn254_old_field)
    set(_bn254_requested "${_bn254_old_field}")
    set(_bn254_instead "BN254_BACKEND=${_bn254_old_field}")
  elseif(_bn254_old_asm STREQUAL "OFF")
    set(_bn254_auto_asm OFF)
    set(_bn254_instead "BN254_BACKEND=c64 (or c32)")
  else()
    set(_bn254_requested "${_bn254_old_asm}")
    set(_bn254_instead "BN254_BACKEND=${_bn254_old_asm}")
  endif()
  message(DEPRECATION "BN254_ASM and BN254_FIELD_BACKEND are replaced by BN254_BACKEND (here "
                      "${_bn254_instead}); they will be removed after 0.2.0")
endif()

# ---- AUTO -------------------------------------------------------------------------
if(_bn254_requested STREQUAL "AUTO")
  set(BN254_BACKEND_RESOLVED "")
  if(_bn254_auto_asm AND NOT WIN32 AND NOT APPLE AND CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
    if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$" AND CMAKE_SIZEOF_VOID_P EQUAL 8)
      set(BN254_BACKEND_RESOLVED x86_64)
    elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64|ARM64)$")
      set(BN254_BACKEND_RESOLVED aarch64)
    endif()
  endif()
  if(NOT BN254_BACKEND_RESOLVED)
    if(BN254_FORCE_NO_INT128)
      set(BN254_BACKEND_RESOLVED c32)
    else()
      # Compile only (a static library), so toolchains without a C library answer too.
      include(CheckCSourceCompiles)
      set(_bn254_saved_type "${CMAKE_TRY_COMPILE_TARGET_TYPE}")
      set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
      check_c_source_compiles("
#if !defined(__SIZEOF_INT128__)
#error no unsigned __int128
#endif
int bn254_probe(void);
int bn254_probe(void) { return 0; }" BN254_COMPILER_HAS_INT128)
      set(CMAKE_TRY_COMPILE_TARGET_TYPE "${_bn254_saved_type}")
      if(BN254_COMPILER_HAS_INT128)
        set(BN254_BACKEND_RESOLVED c64)
      else()
        set(BN254_BACKEND_RESOLVED c32)
      endif()
    endif()
  endif()
  if(BN254_X86_IFMA STREQUAL "EMULATE" AND NOT BN254_BACKEND_RESOLVED STREQUAL "x86_64")
    set(BN254_BACKEND_RESOLVED c64)
  endif()
elseif(_bn254_requested IN_LIST BN254_BACKENDS)
  set(BN254_BACKEND_RESOLVED "${_bn254_requested}")
else()
  message(FATAL_ERROR "BN254_BACKEND must be AUTO, c64, x86_64, aarch64, c32 or hooks "
                      "(got '${_bn254_requested}')")
endif()

# ---- the backend's definitions and its own options -------------------------------
string(TOUPPER "${BN254_BACKEND_RESOLVED}" _bn254_upper)
set(BN254_BACKEND_DEFINITIONS BN254_BACKEND_${_bn254_upper})
set(BN254_BACKEND_NAME "${BN254_BACKEND_RESOLVED}")

if(NOT BN254_X86_ADX MATCHES "^(RUNTIME|ON)$")
  message(FATAL_ERROR "BN254_X86_ADX must be RUNTIME or ON (got '${BN254_X86_ADX}')")
endif()
if(BN254_BACKEND_RESOLVED STREQUAL "x86_64" AND BN254_X86_ADX STREQUAL "ON")
  list(APPEND BN254_BACKEND_DEFINITIONS BN254_X86_ADX_ALWAYS)
elseif(BN254_BACKEND_RESOLVED STREQUAL "x86_64" AND BN254_FREESTANDING)
  set(BN254_BACKEND_NAME "x86_64-noadx") # no CPUID without the C library's cpuid.h
endif()

# BN254_X86_IFMA: the Fp12 lanes of the x86_64 backend (x86_64/fp12_ifma.h).
# RUNTIME: CPUID decides at load time. OFF: not compiled; the scalar tower on
# every CPU (to build and measure that path on a CPU that has the lanes).
# EMULATE (tests): compiled against x86_64/ifma_emu.h, a portable C
# emulation of the intrinsics on SIMDe (Debian libsimde-dev), and always on,
# on any CPU; in the x86_64 backend (with CPUID, for the ADX kernels) or in
# c64, so on any host.
set(BN254_BACKEND_INCLUDE_DIRS "")
set(BN254_BACKEND_OPTIONS "")
if(NOT BN254_X86_IFMA MATCHES "^(RUNTIME|OFF|EMULATE)$")
  message(FATAL_ERROR "BN254_X86_IFMA must be RUNTIME, OFF or EMULATE (got '${BN254_X86_IFMA}')")
endif()
if(BN254_BACKEND_RESOLVED STREQUAL "x86_64" AND BN254_X86_IFMA STREQUAL "OFF")
  list(APPEND BN254_BACKEND_DEFINITIONS BN254_X86_IFMA_OFF)
elseif(BN254_X86_IFMA STREQUAL "EMULATE")
  if(NOT BN254_BACKEND_RESOLVED MATCHES "^(x86_64|c64)$")
    message(FATAL_ERROR "BN254_X86_IFMA=EMULATE runs the lanes in the x86_64 or the c64 backend "
                        "(this build: ${BN254_BACKEND_RESOLVED})")
  endif()
  if(BN254_FREESTANDING OR
     (BN254_BACKEND_RESOLVED STREQUAL "x86_64" AND BN254_X86_ADX STREQUAL "ON"))
    message(FATAL_ERROR "BN254_X86_IFMA=EMULATE needs a hosted build (not BN254_FREESTANDING) and, "
                        "in the x86_64 backend, BN254_X86_ADX=RUNTIME (the lanes sit beside CPUID)")
  endif()
  include(${CMAKE_CURRENT_LIST_DIR}/simde.cmake)
  bn254_find_simde(_bn254_simde)
  if(NOT _bn254_simde)
    message(FATAL_ERROR "BN254_X86_IFMA=EMULATE needs SIMDe: tools/apt-ensure.sh libsimde-dev, "
                        "or -DBN254_SIMDE_INCLUDE_DIR=<folder with simde/x86/avx512.h>")
  endif()
  list(APPEND BN254_BACKEND_DEFINITIONS BN254_IFMA_EMULATE)
  # SIMDe's 512-bit type is a vector of the compiler's vector extension: gcc
  # and clang note that a function returning one would pass it differently
  # with AVX-512F enabled, which does not matter in one translation unit.
  if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
    list(APPEND BN254_BACKEND_OPTIONS -Wno-psabi)
  endif()
  list(APPEND BN254_BACKEND_INCLUDE_DIRS "${_bn254_simde}")
  string(APPEND BN254_BACKEND_NAME "-ifma-emulated")
endif()

if(BN254_BACKEND_RESOLVED STREQUAL "hooks")
  if(BN254_HOOKS_FP2)
    list(APPEND BN254_BACKEND_DEFINITIONS BN254_HOOKS_FP2)
    string(APPEND BN254_BACKEND_NAME "-fp2")
  endif()
  if(BN254_HOOKS_G1)
    list(APPEND BN254_BACKEND_DEFINITIONS BN254_HOOKS_G1)
    string(APPEND BN254_BACKEND_NAME "-g1")
  endif()
elseif(BN254_HOOKS_FP2 OR BN254_HOOKS_G1 OR BN254_HOOKS_IMPL)
  message(FATAL_ERROR "BN254_HOOKS_FP2, BN254_HOOKS_G1 and BN254_HOOKS_IMPL need BN254_BACKEND=hooks "
                      "(this build: ${BN254_BACKEND_RESOLVED})")
endif()

set(BN254_KERNEL_SOURCES "")
if(BN254_BACKEND_RESOLVED STREQUAL "x86_64")
  set(BN254_KERNEL_SOURCES src/arch/x86_64/fp_mont_adx.S src/arch/x86_64/fp2_mont_adx.S)
elseif(BN254_BACKEND_RESOLVED STREQUAL "aarch64")
  file(GLOB BN254_KERNEL_SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/src/arch/aarch64/*.S)
endif()
