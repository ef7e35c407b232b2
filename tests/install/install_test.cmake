# SPDX-License-Identifier: MIT
# Install test, run as `cmake -P install_test.cmake` (registered by
# CMakeLists.txt beside it as ctest bn254.install). It installs a built bn254
# tree into a fresh prefix and builds consumer/consumer.c against it twice,
# the two ways users do: with find_package(bn254 CONFIG) and with pkg-config.
#
# Variables (-D...):
#   BUILD_DIR         the configured and built bn254 build tree (required)
#   WORK_DIR          scratch folder, wiped first (required)
#   C_COMPILER        C compiler for the consumer (required)
#   CONFIG            build configuration to install and build (optional)
#   GENERATOR         CMake generator for the consumer project (optional)
#   MAKE_PROGRAM      CMAKE_MAKE_PROGRAM for that generator (optional)
#   EXTRA_C_FLAGS     flags the consumer must compile and link with, e.g. the
#                     sanitizer flags the library was built with (optional)
#   EXPECTED_VERSION  the project version the package must report (optional)
#   EXPECT_CLI        ON if the bn254 tool must be installed (optional)
#   LIBRARY_FILE      file name of the library a consumer links, e.g. libbn254.a
#                     or libbn254.so (default libbn254.a)
#   SONAME_FILE       for a shared library, the file its SONAME names, e.g.
#                     libbn254.so.0.2: it must be installed, and the pkg-config
#                     consumer gets a run-time search path (optional)
cmake_minimum_required(VERSION 3.22)

foreach(required BUILD_DIR WORK_DIR C_COMPILER)
  if(NOT DEFINED ${required} OR "${${required}}" STREQUAL "")
    message(FATAL_ERROR "install test: pass -D${required}=...")
  endif()
endforeach()

set(source_dir "${CMAKE_CURRENT_LIST_DIR}")
set(prefix "${WORK_DIR}/prefix")
set(consumer_build "${WORK_DIR}/consumer-build")
separate_arguments(extra_flags UNIX_COMMAND "${EXTRA_C_FLAGS}")
set(config_args "")
if(CONFIG)
  set(config_args --config "${CONFIG}")
endif()

# Runs a command; on failure stops the test with the command and its output.
# The command's stdout is left in run_checked_output.
function(run_checked what)
  execute_process(COMMAND ${ARGN}
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE errors)
  if(NOT result EQUAL 0)
    string(REPLACE ";" " " command_line "${ARGN}")
    message(FATAL_ERROR "install test: ${what} failed (${result})\n"
                        "command: ${command_line}\n--- stdout\n${output}\n--- stderr\n${errors}")
  endif()
  message(STATUS "install test: ${what}: ok")
  set(run_checked_output "${output}" PARENT_SCOPE)
endfunction()

# Fails unless text contains part.
function(expect_contains what text part)
  string(FIND "${text}" "${part}" position)
  if(position EQUAL -1)
    message(FATAL_ERROR "install test: ${what}: expected '${part}' in:\n${text}")
  endif()
endfunction()

# ---- 1. install into a fresh prefix ---------------------------------------
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
run_checked("cmake --install" "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${prefix}"
            ${config_args})

foreach(installed include/bn254.h)
  if(NOT EXISTS "${prefix}/${installed}")
    message(FATAL_ERROR "install test: ${prefix}/${installed} was not installed")
  endif()
endforeach()
set(library_name libbn254.a)
if(LIBRARY_FILE)
  set(library_name "${LIBRARY_FILE}")
endif()
file(GLOB installed_libraries "${prefix}/lib*/${library_name}" "${prefix}/lib*/*/${library_name}")
file(GLOB installed_configs "${prefix}/lib*/cmake/bn254/bn254Config.cmake"
     "${prefix}/lib*/*/cmake/bn254/bn254Config.cmake")
if(NOT installed_libraries OR NOT installed_configs)
  message(FATAL_ERROR "install test: ${library_name} or bn254Config.cmake missing under ${prefix}")
endif()
list(GET installed_libraries 0 installed_library)
get_filename_component(installed_libdir "${installed_library}" DIRECTORY)
if(SONAME_FILE AND NOT EXISTS "${installed_libdir}/${SONAME_FILE}")
  message(FATAL_ERROR "install test: ${installed_libdir}/${SONAME_FILE} (the SONAME) missing")
endif()
if(EXPECT_CLI)
  run_checked("installed bn254 version" "${prefix}/bin/bn254" version)
  if(EXPECTED_VERSION)
    expect_contains("installed bn254 version" "${run_checked_output}" "bn254 ${EXPECTED_VERSION}")
  endif()
endif()

# ---- 2. CMake consumer: find_package(bn254 CONFIG REQUIRED) ----------------
set(configure_args
  -S "${source_dir}/consumer" -B "${consumer_build}"
  "-DCMAKE_C_COMPILER=${C_COMPILER}"
  "-DCMAKE_PREFIX_PATH=${prefix}"
  "-DBN254_EXPECTED_PREFIX=${prefix}")
if(GENERATOR)
  list(APPEND configure_args -G "${GENERATOR}")
endif()
if(MAKE_PROGRAM)
  list(APPEND configure_args "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
endif()
if(CONFIG)
  list(APPEND configure_args "-DCMAKE_BUILD_TYPE=${CONFIG}")
endif()
if(EXTRA_C_FLAGS)
  list(APPEND configure_args "-DCMAKE_C_FLAGS=${EXTRA_C_FLAGS}"
                             "-DCMAKE_EXE_LINKER_FLAGS=${EXTRA_C_FLAGS}")
endif()
if(EXPECTED_VERSION)
  list(APPEND configure_args "-DBN254_EXPECTED_VERSION=${EXPECTED_VERSION}")
endif()
run_checked("configure CMake consumer" "${CMAKE_COMMAND}" ${configure_args})
run_checked("build CMake consumer" "${CMAKE_COMMAND}" --build "${consumer_build}" ${config_args})
if(CONFIG)
  set(ctest_config_args -C "${CONFIG}")
endif()
run_checked("run CMake consumer" "${CMAKE_CTEST_COMMAND}" --test-dir "${consumer_build}"
            ${ctest_config_args} --output-on-failure)

# ---- 3. pkg-config consumer --------------------------------------------------
find_program(PKG_CONFIG_EXECUTABLE NAMES pkg-config pkgconf)
if(NOT PKG_CONFIG_EXECUTABLE)
  message(FATAL_ERROR "install test: pkg-config not found (Debian: apt-get install pkg-config)")
endif()
file(GLOB pc_files "${prefix}/lib*/pkgconfig/bn254.pc" "${prefix}/lib*/*/pkgconfig/bn254.pc")
list(LENGTH pc_files pc_count)
if(NOT pc_count EQUAL 1)
  message(FATAL_ERROR
    "install test: expected one bn254.pc under ${prefix}/lib*, found '${pc_files}'")
endif()
get_filename_component(pc_dir "${pc_files}" DIRECTORY)
set(ENV{PKG_CONFIG_PATH} "${pc_dir}")

if(EXPECTED_VERSION)
  run_checked("pkg-config --modversion" "${PKG_CONFIG_EXECUTABLE}" --modversion bn254)
  string(STRIP "${run_checked_output}" pc_version)
  if(NOT pc_version STREQUAL EXPECTED_VERSION)
    message(FATAL_ERROR
      "install test: bn254.pc says version ${pc_version}, expected ${EXPECTED_VERSION}")
  endif()
endif()
run_checked("pkg-config --cflags --libs" "${PKG_CONFIG_EXECUTABLE}" --cflags --libs bn254)
string(STRIP "${run_checked_output}" pc_flags_text)
# The flags must point into the prefix under test, not to another install.
expect_contains("pkg-config flags" "${pc_flags_text}" "-I${prefix}/")
expect_contains("pkg-config flags" "${pc_flags_text}" "-L${prefix}/")
separate_arguments(pc_flags UNIX_COMMAND "${pc_flags_text}")
# pkg-config gives no run-time search path: a shared library is found through
# one the consumer records, as an application installed beside it would.
if(SONAME_FILE)
  list(APPEND pc_flags "-Wl,-rpath,${installed_libdir}")
endif()
set(pkgconfig_consumer "${WORK_DIR}/consumer_pkgconfig")
run_checked("compile pkg-config consumer" "${C_COMPILER}" ${extra_flags}
            "${source_dir}/consumer/consumer.c" -o "${pkgconfig_consumer}" ${pc_flags})
run_checked("run pkg-config consumer" "${pkgconfig_consumer}")

message(STATUS "install test: passed (prefix ${prefix})")
