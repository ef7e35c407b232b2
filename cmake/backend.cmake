# SPDX-License-Identifier: MIT
# The backend of src/arch/kernels.h as CMake sees it. The choice itself is made
# in one place, src/target.h, by the preprocessor (so that every build
# tool gets the same answer): BN254_BACKEND=AUTO defines nothing and leaves it
# to that header; any other value (c64, x86_64, aarch64, c32, hooks) only
# names the backend, overriding the header's default. Included by the
# top-level CMakeLists.txt after its options; sets
#   BN254_BACKEND_RESOLVED     the backend this build gets (never AUTO): asked
#                              of target.h by compiling it, for the tests and
#                              the configure summary
#   BN254_BACKEND_DEFINITIONS  the compile definitions of the build: the named
#                              backend, if any, and the backend's own options
#                              (BN254_X86_ADX, BN254_X86_IFMA, BN254_HOOKS_*)
#   BN254_BACKEND_INCLUDE_DIRS the header folders its options need (SIMDe for
#   BN254_BACKEND_OPTIONS      BN254_X86_IFMA=EMULATE) and compile options, if any
#   BN254_BACKEND_NAME         what bn254_backend() returns (x86_64: on a CPU
#                              with BMI2 and ADX, else "x86_64-noadx"; "-ifma"
#                              appended where the AVX-512 IFMA lanes run)
#   BN254_KERNEL_SOURCES       src/arch/kernels.S where the backend has assembly

set(BN254_BACKENDS c64 x86_64 aarch64 c32 hooks)

set(BN254_BACKEND_DEFINITIONS "")
if(BN254_BACKEND STREQUAL "AUTO")
  # Ask target.h: compile it with this build's options and one #error per
  # backend it did not choose. Compile only (a static library), so toolchains
  # without a C library answer too.
  include(CheckCSourceCompiles)
  set(_bn254_saved_type "${CMAKE_TRY_COMPILE_TARGET_TYPE}")
  set(_bn254_saved_defs "${CMAKE_REQUIRED_DEFINITIONS}")
  set(_bn254_saved_quiet "${CMAKE_REQUIRED_QUIET}")
  set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
  set(CMAKE_REQUIRED_QUIET ON)
  set(CMAKE_REQUIRED_DEFINITIONS "")
  if(BN254_FORCE_NO_INT128)
    list(APPEND CMAKE_REQUIRED_DEFINITIONS -DBN254_FORCE_NO_INT128)
  endif()
  if(BN254_X86_IFMA STREQUAL "EMULATE") # target.h: c64 hosts the lanes off x86-64
    list(APPEND CMAKE_REQUIRED_DEFINITIONS -DBN254_IFMA_EMULATE)
  endif()
  set(BN254_BACKEND_RESOLVED "")
  foreach(_bn254_b IN LISTS BN254_BACKENDS)
    string(TOUPPER "${_bn254_b}" _bn254_upper)
    # The result variable is named after the options it depends on, so that a
    # reconfigure with other options asks again.
    set(_bn254_var "BN254_AUTO_IS_${_bn254_upper}_INT128_${BN254_FORCE_NO_INT128}_IFMA_${BN254_X86_IFMA}")
    check_c_source_compiles("
#include \"${CMAKE_CURRENT_SOURCE_DIR}/src/target.h\"
#if !defined(BN254_BACKEND_${_bn254_upper})
#error not this backend
#endif
int bn254_probe(void);
int bn254_probe(void) { return 0; }" ${_bn254_var})
    if(${_bn254_var})
      set(BN254_BACKEND_RESOLVED "${_bn254_b}")
      break()
    endif()
  endforeach()
  set(CMAKE_TRY_COMPILE_TARGET_TYPE "${_bn254_saved_type}")
  set(CMAKE_REQUIRED_DEFINITIONS "${_bn254_saved_defs}")
  set(CMAKE_REQUIRED_QUIET "${_bn254_saved_quiet}")
  if(NOT BN254_BACKEND_RESOLVED)
    message(FATAL_ERROR "src/target.h chose no backend for this compiler (see CMakeError.log)")
  endif()
elseif(BN254_BACKEND IN_LIST BN254_BACKENDS)
  set(BN254_BACKEND_RESOLVED "${BN254_BACKEND}")
  string(TOUPPER "${BN254_BACKEND}" _bn254_upper)
  list(APPEND BN254_BACKEND_DEFINITIONS BN254_BACKEND_${_bn254_upper})
else()
  message(FATAL_ERROR "BN254_BACKEND must be AUTO, c64, x86_64, aarch64, c32 or hooks "
                      "(got '${BN254_BACKEND}')")
endif()

# ---- the backend's own options ---------------------------------------------------
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

# The one assembly entry, for the backends that have assembly (it includes
# their files under the same macros as kernels.h; for the others it would be
# an empty object, which CMake need not build).
set(BN254_KERNEL_SOURCES "")
if(BN254_BACKEND_RESOLVED MATCHES "^(x86_64|aarch64)$")
  set(BN254_KERNEL_SOURCES src/arch/kernels.S)
endif()
