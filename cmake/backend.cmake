# SPDX-License-Identifier: MIT
# The backend of src/arch/kernels.h as CMake sees it. The choice itself is made
# in one place, src/target.h, by the preprocessor (so that every build
# tool gets the same answer): BN254_BACKEND=AUTO defines nothing and leaves it
# to that header; any other value (c64, x86_64, aarch64, c32, hooks) only
# names the backend, overriding the header's default. Included by the
# top-level CMakeLists.txt after its options; sets
#   BN254_BACKEND_RESOLVED     the backend this build gets (never AUTO): asked
#                              of backend.h by compiling it, for the tests and
#                              the configure summary
#   BN254_BACKEND_DEFINITIONS  the compile definitions of the build: the named
#                              backend, if any, and the backend's own options
#                              (BN254_X86_ADX, BN254_HOOKS_*)
#   BN254_BACKEND_NAME         what bn254_backend() returns (x86_64: on a CPU
#                              with BMI2 and ADX, else "x86_64-noadx")
#   BN254_KERNEL_SOURCES       src/arch/kernels.S where the backend has assembly

set(BN254_BACKENDS c64 x86_64 aarch64 c32 hooks)

set(BN254_BACKEND_DEFINITIONS "")
if(BN254_BACKEND STREQUAL "AUTO")
  # Ask backend.h: compile it with this build's options and one #error per
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
  set(BN254_BACKEND_RESOLVED "")
  foreach(_bn254_b IN LISTS BN254_BACKENDS)
    string(TOUPPER "${_bn254_b}" _bn254_upper)
    # The result variable is named after the options it depends on, so that a
    # reconfigure with other options asks again.
    set(_bn254_var "BN254_AUTO_IS_${_bn254_upper}_INT128_${BN254_FORCE_NO_INT128}")
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
