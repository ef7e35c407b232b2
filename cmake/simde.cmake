# SPDX-License-Identifier: MIT
# bn254_find_simde(<var>): SIMDe's headers (Debian libsimde-dev), for the
# emulated Fp12 lanes (BN254_X86_IFMA=EMULATE, src/arch/x86_64/ifma_emu.h) and
# tests/test_ifma_emu.c. Sets <var> to a folder that holds only simde/ (a link
# in the build tree to the folder found), so that adding it to the include
# path brings in nothing else: SIMDe sits in /usr/include, which a cross
# compiler must not search; "" when SIMDe is not found.
# BN254_SIMDE_INCLUDE_DIR (cache) is the folder with simde/x86/avx512.h.
function(bn254_find_simde var)
  find_path(BN254_SIMDE_INCLUDE_DIR simde/x86/avx512.h
            DOC "The folder that holds simde/x86/avx512.h (Debian: libsimde-dev)")
  if(NOT BN254_SIMDE_INCLUDE_DIR)
    set(${var} "" PARENT_SCOPE)
    return()
  endif()
  set(dir "${PROJECT_BINARY_DIR}/simde-include")
  file(MAKE_DIRECTORY "${dir}")
  file(REMOVE "${dir}/simde")
  file(CREATE_LINK "${BN254_SIMDE_INCLUDE_DIR}/simde" "${dir}/simde" SYMBOLIC)
  set(${var} "${dir}" PARENT_SCOPE)
endfunction()
