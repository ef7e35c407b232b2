# SPDX-License-Identifier: MIT
# Install rules: the library (static, or shared with its SONAME links) and its
# header, the zkvm_accelerators.h ABI library and header, the `bn254` tool, a
# CMake package (find_package(bn254 CONFIG) -> bn254::bn254 and
# bn254::bn254_zkvm) and a pkg-config file. Included when BN254_INSTALL is ON
# (the default for a top-level build).
# Both the CMake package and bn254.pc locate the prefix from their own install
# path, so `cmake --install <build> --prefix <anywhere>` yields a working tree.
include(CMakePackageConfigHelpers)

set(BN254_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/bn254" CACHE STRING
    "Where to install the bn254 CMake package files, relative to the prefix")
mark_as_advanced(BN254_INSTALL_CMAKEDIR)

# A shared library's versioned file and SONAME link are run-time files; the
# unversioned link, the header and the packages are for development.
install(TARGETS bn254 EXPORT bn254Targets
  ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT bn254_Development
  LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT bn254_Runtime
    NAMELINK_COMPONENT bn254_Development
  RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}" COMPONENT bn254_Runtime
  PUBLIC_HEADER DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}" COMPONENT bn254_Development)

if(TARGET bn254_zkvm)
  install(TARGETS bn254_zkvm EXPORT bn254Targets
    ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT bn254_Development
    PUBLIC_HEADER DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}" COMPONENT bn254_Development)
endif()

if(TARGET bn254_cli)
  install(TARGETS bn254_cli RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}" COMPONENT bn254_Runtime)
endif()

# ---- CMake package ---------------------------------------------------------
install(EXPORT bn254Targets
  NAMESPACE bn254::
  FILE bn254Targets.cmake
  DESTINATION "${BN254_INSTALL_CMAKEDIR}"
  COMPONENT bn254_Development)

configure_package_config_file(
  "${CMAKE_CURRENT_LIST_DIR}/bn254Config.cmake.in"
  "${CMAKE_CURRENT_BINARY_DIR}/bn254Config.cmake"
  INSTALL_DESTINATION "${BN254_INSTALL_CMAKEDIR}")
# As the SONAME: while the major version is 0, a minor version is a new API.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(BN254_PACKAGE_COMPATIBILITY SameMinorVersion)
else()
  set(BN254_PACKAGE_COMPATIBILITY SameMajorVersion)
endif()
write_basic_package_version_file(
  "${CMAKE_CURRENT_BINARY_DIR}/bn254ConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}"
  COMPATIBILITY ${BN254_PACKAGE_COMPATIBILITY})
install(FILES
  "${CMAKE_CURRENT_BINARY_DIR}/bn254Config.cmake"
  "${CMAKE_CURRENT_BINARY_DIR}/bn254ConfigVersion.cmake"
  DESTINATION "${BN254_INSTALL_CMAKEDIR}"
  COMPONENT bn254_Development)

# ---- pkg-config ------------------------------------------------------------
# The .pc file is written at configure time, but `cmake --install --prefix`
# may move the prefix later; so the prefix is derived from ${pcfiledir} (the
# folder pkg-config found the file in) whenever the install dirs are relative.
set(BN254_PKGCONFIG_DIR "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}" OR IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(BN254_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
  set(BN254_PC_LIBDIR "${CMAKE_INSTALL_FULL_LIBDIR}")
  set(BN254_PC_INCLUDEDIR "${CMAKE_INSTALL_FULL_INCLUDEDIR}")
else()
  # The prefix as seen from <prefix>/<libdir>/pkgconfig: "../.." or, for a
  # multiarch libdir such as lib/x86_64-linux-gnu, "../../..".
  file(RELATIVE_PATH BN254_PKGCONFIG_TO_PREFIX "/prefix/${BN254_PKGCONFIG_DIR}" "/prefix")
  string(REGEX REPLACE "/$" "" BN254_PKGCONFIG_TO_PREFIX "${BN254_PKGCONFIG_TO_PREFIX}")
  set(BN254_PC_PREFIX "\${pcfiledir}/${BN254_PKGCONFIG_TO_PREFIX}")
  set(BN254_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
  set(BN254_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
configure_file("${CMAKE_CURRENT_LIST_DIR}/bn254.pc.in" "${CMAKE_CURRENT_BINARY_DIR}/bn254.pc" @ONLY)
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/bn254.pc"
  DESTINATION "${BN254_PKGCONFIG_DIR}"
  COMPONENT bn254_Development)
