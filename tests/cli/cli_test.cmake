# SPDX-License-Identifier: MIT
# Behaviour tests of the bn254 tool, run as `cmake -P cli_test.cmake` with
#   -DCASE=<case>              which test to run (see the if() chain at the end)
#   -DCLI=<path of bn254>      the tool
#   -DEMULATOR_FILE=<file>     sets BN254_EMULATOR (empty natively, else e.g. qemu)
#   -DWORK_DIR=<dir>           scratch folder for input files
#   -DEXPECTED_VERSION=<x.y.z> the project version `bn254 version` must print
#
# Every expected value is a fact that holds for any correct implementation,
# not a value copied from this library's output: 2G is our vector
# g1_plus_g1 (computed with @noble/curves); P + O = P; P + (-P) = O;
# 1*G = G; r*G = O; e(G1, G2) * e(-G1, G2) = 1; e(G1, G2) != 1; a pair with
# an infinity contributes 1.
cmake_minimum_required(VERSION 3.22)

foreach(required CASE CLI EMULATOR_FILE WORK_DIR)
  if(NOT DEFINED ${required} OR "${${required}}" STREQUAL "")
    message(FATAL_ERROR "cli test: pass -D${required}=...")
  endif()
endforeach()
include("${EMULATOR_FILE}")
set(bn254_command ${BN254_EMULATOR} "${CLI}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(input_file "${WORK_DIR}/${CASE}.in")

# ---- values ---------------------------------------------------------------

# Left-pads a hex number with zeros to one 32-byte word (64 digits).
function(pad_word out_var hex)
  string(LENGTH "${hex}" hex_length)
  math(EXPR zero_count "64 - ${hex_length}")
  string(REPEAT "0" ${zero_count} zeros)
  set(${out_var} "${zeros}${hex}" PARENT_SCOPE)
endfunction()

# Field modulus p, read from src/consts.h (the one place it is written, as
# four 64-bit limbs BN254_P_0 .. BN254_P_3), p - 2, and the group order r.
set(source_root "${CMAKE_CURRENT_LIST_DIR}/../..")
file(STRINGS "${source_root}/src/consts.h" p_limbs REGEX "^#define BN254_P_[0-3] 0x[0-9a-f]+$")
set(P "")
foreach(limb IN LISTS p_limbs)  # in file order: P_0 first, the least significant
  string(REGEX REPLACE ".* 0x" "" limb "${limb}")
  set(P "${limb}${P}")
  if(NOT DEFINED P_LOW)
    set(P_LOW "${limb}")
  endif()
endforeach()
string(LENGTH "${P}" p_length)
if(NOT p_length EQUAL 64)
  message(FATAL_ERROR "cli test: cannot read p from src/consts.h (got '${P}')")
endif()
math(EXPR p_low_minus_2 "0x${P_LOW} - 2" OUTPUT_FORMAT HEXADECIMAL)  # P_0 < 2^63: no overflow
string(REPLACE "0x" "" p_low_minus_2 "${p_low_minus_2}")
string(SUBSTRING "${P}" 0 48 p_high)
set(P_MINUS_2 "${p_high}${p_low_minus_2}")
set(R "30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001")
pad_word(ZERO 0)
pad_word(ONE 1)
pad_word(TWO 2)
pad_word(THREE 3)

set(G1 "${ONE}${TWO}")
set(NEG_G1 "${ONE}${P_MINUS_2}")
set(G1_OFF_CURVE "${ONE}${THREE}")  # 3^2 != 1^3 + 3
set(INFINITY_G1 "${ZERO}${ZERO}")
# 2G: the output of our vector g1_plus_g1 (vectors/ecadd.json, computed with
# @noble/curves, see vectors/README.md).
file(READ "${source_root}/vectors/ecadd.json" ecadd_vectors)
string(JSON ecadd_count LENGTH "${ecadd_vectors}")
math(EXPR ecadd_last "${ecadd_count} - 1")
foreach(i RANGE ${ecadd_last})
  string(JSON name GET "${ecadd_vectors}" ${i} Name)
  if(name STREQUAL "g1_plus_g1")
    string(JSON TWO_G GET "${ecadd_vectors}" ${i} Expected)
  endif()
endforeach()
if(NOT TWO_G MATCHES "^[0-9a-f]+$")
  message(FATAL_ERROR "cli test: no vector g1_plus_g1 in vectors/ecadd.json")
endif()
# The G2 generator of EIP-197: x_im, x_re, y_im, y_re.
string(CONCAT G2
  "198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2"
  "1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed"
  "090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b"
  "12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa")
# A point on the twist that is not of order r (checked with a separate
# script: on the curve, r*Q != O).
string(CONCAT G2_NOT_IN_SUBGROUP
  "1c1752ac63f67324d2d65084a65af133a8171a53adc105e7536bc6e877a7465f"
  "0b673b7f283d8dd266b4364e88b26c7bdcffee6e2efd2b2bb622f1fe6d68f0b0"
  "2ec1af730afd075d6727e62d0655de4928e34d14d57b030637c43b2214cf8539"
  "3043c9e0997f957ee761ca2e9f4c213427b0f3031bed9049e08487d12865cf4c")
# G2 with x_im = p: every word after it is irrelevant.
string(SUBSTRING "${G2}" 64 -1 G2_TAIL)
set(G2_NOT_IN_FIELD "${P}${G2_TAIL}")

string(REPEAT "0" 128 ZERO_POINT)
set(PAIRING_TRUE "${ONE}")
set(PAIRING_FALSE "${ZERO}")

# ---- helpers ----------------------------------------------------------------

# Shortens text for a failure message (inputs can be 384 KB).
function(shorten out_var text)
  string(LENGTH "${text}" text_length)
  if(text_length GREATER 600)
    string(SUBSTRING "${text}" 0 600 text)
    set(text "${text}... (${text_length} chars)")
  endif()
  set(${out_var} "${text}" PARENT_SCOPE)
endfunction()

# Feeds input to `bn254 exec` and requires exit 0 and exactly expected on
# stdout. Both are whole texts, newlines included.
function(check_exec input expected)
  file(WRITE "${input_file}" "${input}")
  execute_process(COMMAND ${bn254_command} exec
    INPUT_FILE "${input_file}"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE errors)
  if(NOT "${result}" STREQUAL "0" OR NOT "${output}" STREQUAL "${expected}")
    shorten(input "${input}")
    shorten(output "${output}")
    message(FATAL_ERROR "cli test ${CASE}: bn254 exec\n--- input\n${input}\n"
                        "--- expected (exit 0)\n${expected}\n--- got (exit ${result})\n${output}\n"
                        "--- stderr\n${errors}")
  endif()
endfunction()

# Joins the arguments into lines, each ended by "\n".
function(lines out_var)
  set(text "")
  foreach(line IN LISTS ARGN)
    string(APPEND text "${line}\n")
  endforeach()
  set(${out_var} "${text}" PARENT_SCOPE)
endfunction()

# Runs `bn254 <args...>` on the case's input file; sets result, OUTPUT and
# ERROR in the caller, and arguments (for messages).
macro(run_cli)
  execute_process(COMMAND ${bn254_command} ${ARGN}
    INPUT_FILE "${input_file}"
    RESULT_VARIABLE result OUTPUT_VARIABLE OUTPUT ERROR_VARIABLE ERROR)
  string(REPLACE ";" " " arguments "${ARGN}")
endmacro()

# Runs `bn254 <args...>` with no input; requires the exit code and exactly
# expected_stdout.
function(check_run expected_result expected_stdout)
  run_cli(${ARGN})
  if(NOT "${result}" STREQUAL "${expected_result}" OR NOT "${OUTPUT}" STREQUAL "${expected_stdout}")
    message(FATAL_ERROR "cli test ${CASE}: bn254 ${arguments}\n"
                        "--- expected (exit ${expected_result})\n${expected_stdout}\n"
                        "--- got (exit ${result})\n${OUTPUT}\n--- stderr\n${ERROR}")
  endif()
endfunction()

# Runs `bn254 <args...>`; requires the exit code and that the stream
# (OUTPUT or ERROR) matches regex.
function(check_run_matches expected_result stream regex)
  run_cli(${ARGN})
  if(NOT "${result}" STREQUAL "${expected_result}" OR NOT "${${stream}}" MATCHES "${regex}")
    message(FATAL_ERROR "cli test ${CASE}: bn254 ${arguments}\n"
                        "--- expected exit ${expected_result}, std${stream} matching: ${regex}\n"
                        "--- got exit ${result}\n--- stdout\n${OUTPUT}\n--- stderr\n${ERROR}")
  endif()
endfunction()

# Usage errors: the given exit code, nothing on stdout, the usage on stderr.
function(check_usage_error)
  check_run(2 "" ${ARGN})
  check_run_matches(2 ERROR "usage: bn254" ${ARGN})
endfunction()

# The three lines `bn254 run` prints.
function(run_report out_var output status istanbul_gas byzantium_gas)
  set(${out_var} "output: ${output}\nstatus: ${status}\n"
                 "gas: ${istanbul_gas} (istanbul), ${byzantium_gas} (byzantium)\n")
  string(CONCAT ${out_var} ${${out_var}})
  set(${out_var} "${${out_var}}" PARENT_SCOPE)
endfunction()

file(WRITE "${input_file}" "") # stdin of the run cases

# ---- cases ------------------------------------------------------------------

if(CASE STREQUAL "exec.ecadd")
  lines(input "ecadd ${G1}${G1}" "ecadd ${G1}${INFINITY_G1}" "ecadd ${G1}${NEG_G1}")
  lines(expected "${TWO_G}" "${G1}" "${ZERO_POINT}")
  check_exec("${input}" "${expected}")

elseif(CASE STREQUAL "exec.ecmul")
  lines(input "ecmul ${G1}${TWO}" "ecmul ${G1}${ONE}" "ecmul ${G1}${ZERO}" "ecmul ${G1}${R}")
  lines(expected "${TWO_G}" "${G1}" "${ZERO_POINT}" "${ZERO_POINT}")
  check_exec("${input}" "${expected}")

elseif(CASE STREQUAL "exec.ecpairing")
  lines(input "ecpairing" "ecpairing ${G1}${G2}${NEG_G1}${G2}" "ecpairing ${G1}${G2}"
              "ecpairing ${INFINITY_G1}${G2}")
  lines(expected "${PAIRING_TRUE}" "${PAIRING_TRUE}" "${PAIRING_FALSE}" "${PAIRING_TRUE}")
  check_exec("${input}" "${expected}")

elseif(CASE STREQUAL "exec.case-and-prefix")
  string(TOUPPER "${G1}${G1}" upper_g1_g1)
  string(TOUPPER "${G2}" upper_g2)
  lines(input "ecadd 0x${G1}${G1}" "ecadd 0X${upper_g1_g1}" "ecadd ${upper_g1_g1}"
              "ecmul 0x${G1}${TWO}" "ecpairing 0X${G1}${upper_g2}${NEG_G1}${G2}"
              "ecadd 0x" "ecpairing 0X")
  lines(expected "${TWO_G}" "${TWO_G}" "${TWO_G}" "${TWO_G}" "${PAIRING_TRUE}" "${ZERO_POINT}"
                 "${PAIRING_TRUE}")
  check_exec("${input}" "${expected}")
  # Output is lowercase whatever the input case: 1 * 2G, given in uppercase.
  string(TOUPPER "${TWO_G}${ONE}" upper_two_g_by_1)
  check_exec("ecmul 0X${upper_two_g_by_1}\n" "${TWO_G}\n")

elseif(CASE STREQUAL "exec.empty-hex")
  check_exec("ecadd\necmul\necpairing\n" "${ZERO_POINT}\n${ZERO_POINT}\n${PAIRING_TRUE}\n")
  # Trailing blanks after the op, and a bare prefix, are empty input too.
  check_exec("ecadd \necmul\t\necpairing \t \n" "${ZERO_POINT}\n${ZERO_POINT}\n${PAIRING_TRUE}\n")

elseif(CASE STREQUAL "exec.bad-hex")
  string(LENGTH "${G1}${G1}" full_length)
  math(EXPR all_but_last "${full_length} - 1")
  string(SUBSTRING "${G1}${G1}" 0 ${all_but_last} g1_g1_short)
  lines(input
    "ecadd 0"                       # odd length
    "ecadd 0x123"                   # odd length after the prefix
    "ecadd ${g1_g1_short}"          # odd length, long
    "ecadd zz"                      # non-hex digits
    "ecmul 0g"
    "ecadd ${g1_g1_short}g"         # the bad digit is the last one
    "ecpairing 0x0x00"              # a second prefix is not hex
    "ecadd -0"
    "ecmul 0x00g0")                 # a bad digit inside
  lines(expected "error bad-hex" "error bad-hex" "error bad-hex" "error bad-hex" "error bad-hex"
                 "error bad-hex" "error bad-hex" "error bad-hex" "error bad-hex")
  check_exec("${input}" "${expected}")

elseif(CASE STREQUAL "exec.extra-field")
  # A third field is its own error, whether the hex before it is good, bad
  # or empty, and whatever the field holds; an unknown op still comes first.
  lines(input
    "ecmul 00 00"
    "ecadd 0x\t00"                  # a tab separates fields too
    "ecpairing  ${G1}${G2} x"
    "ecadd ${G1}${G1} ${G1}"
    "ecmul zz 00"                   # bad hex, but three fields
    "ecadd 0x 0x"
    "ecmul ${G1}${TWO} \t extra \t"
    "ecrecover 00 00")
  lines(expected "error extra-field" "error extra-field" "error extra-field" "error extra-field"
                 "error extra-field" "error extra-field" "error extra-field" "error unknown-op")
  check_exec("${input}" "${expected}")
  # Neighbours are answered as usual.
  check_exec("ecadd ${G1}${G1}\necadd 00 00\necpairing\n"
             "${TWO_G}\nerror extra-field\n${PAIRING_TRUE}\n")

elseif(CASE STREQUAL "exec.unknown-op")
  # The op is checked before the hex, and ops are lowercase.
  lines(input "ecrecover 00" "ECADD 00" "ecadd2" "ecad 00" "foo zz" "0x00" "ecpairing,00")
  lines(expected "error unknown-op" "error unknown-op" "error unknown-op" "error unknown-op"
                 "error unknown-op" "error unknown-op" "error unknown-op")
  check_exec("${input}" "${expected}")

elseif(CASE STREQUAL "exec.blank-line")
  check_exec("\n" "error unknown-op\n")
  check_exec("   \n\t\n \t \n" "error unknown-op\nerror unknown-op\nerror unknown-op\n")
  # A blank line in the middle is answered and does not disturb its neighbours.
  check_exec("ecadd\n\necpairing\n" "${ZERO_POINT}\nerror unknown-op\n${PAIRING_TRUE}\n")

elseif(CASE STREQUAL "exec.crlf")
  set(input "ecadd ${G1}${G1}\r\necpairing\r\necadd \r\n\r\necadd 0\r\n")
  string(APPEND input "ecmul ${G1}${TWO} \t\r\nfoo\r\necpairing 00\r\n")
  lines(expected "${TWO_G}" "${PAIRING_TRUE}" "${ZERO_POINT}" "error unknown-op" "error bad-hex"
                 "${TWO_G}" "error unknown-op" "error input-length")
  check_exec("${input}" "${expected}")

elseif(CASE STREQUAL "exec.precompile-error")
  string(SUBSTRING "${G1}${G2}" 0 382 one_byte_short_pair)
  lines(input
    "ecpairing 00"                                   # not a multiple of 192 bytes
    "ecpairing ${one_byte_short_pair}"
    "ecadd ${P}${ZERO}"                              # x1 = p
    "ecadd ${G1}${ONE}${P}"                          # y2 = p
    "ecadd ${G1_OFF_CURVE}${G1}"
    "ecadd ${G1}${G1_OFF_CURVE}"
    "ecmul ${P}${ZERO}${TWO}"
    "ecmul ${G1_OFF_CURVE}${TWO}"
    "ecpairing ${G1_OFF_CURVE}${G2}"
    "ecpairing ${G1}${G2_NOT_IN_FIELD}"
    "ecpairing ${G1}${G2_NOT_IN_SUBGROUP}"
    "ecpairing ${INFINITY_G1}${G2_NOT_IN_SUBGROUP}") # checked even against infinity
  lines(expected "error input-length" "error input-length" "error not-in-field"
                 "error not-in-field" "error not-on-curve" "error not-on-curve"
                 "error not-in-field" "error not-on-curve" "error not-on-curve"
                 "error not-in-field" "error not-in-subgroup" "error not-in-subgroup")
  check_exec("${input}" "${expected}")

elseif(CASE STREQUAL "exec.multi-line")
  # Exactly one answer per line, in order, errors included.
  lines(input "ecadd ${G1}${G1}" "" "ecpairing 00" "ecmul ${G1}${TWO}" "ecadd 0" "bogus"
              "ecpairing ${G1}${G2}${NEG_G1}${G2}" "ecadd" "ecmul ${P}" "ecpairing ${G1}${G2}"
              "ecadd ${G1}${G1}" "ecpairing")
  lines(expected "${TWO_G}" "error unknown-op" "error input-length" "${TWO_G}" "error bad-hex"
                 "error unknown-op" "${PAIRING_TRUE}" "${ZERO_POINT}" "error not-in-field"
                 "${PAIRING_FALSE}" "${TWO_G}" "${PAIRING_TRUE}")
  check_exec("${input}" "${expected}")

elseif(CASE STREQUAL "exec.no-final-newline")
  check_exec("ecadd ${G1}${G1}\necpairing" "${TWO_G}\n${PAIRING_TRUE}\n")
  check_exec("ecmul ${G1}${TWO}\r" "${TWO_G}\n")

elseif(CASE STREQUAL "exec.empty-input")
  check_exec("" "")

elseif(CASE STREQUAL "exec.long-line")
  # 1000 pairs, (G1, G2) and (-G1, G2) 500 times: 384000 hex digits on one
  # line. Then a short line (the buffer shrinks back correctly) and a long
  # line with odd length.
  string(REPEAT "${G1}${G2}${NEG_G1}${G2}" 500 thousand_pairs)
  string(LENGTH "${thousand_pairs}" thousand_pairs_length)
  if(NOT thousand_pairs_length EQUAL 384000)
    message(FATAL_ERROR "cli test ${CASE}: built ${thousand_pairs_length} hex digits")
  endif()
  lines(input "ecpairing ${thousand_pairs}" "ecpairing ${G1}${G2}" "ecpairing 0${thousand_pairs}")
  lines(expected "${PAIRING_TRUE}" "${PAIRING_FALSE}" "error bad-hex")
  check_exec("${input}" "${expected}")

elseif(CASE STREQUAL "exec.write-error")
  # Output that cannot be written is an I/O error: exit non-zero.
  if(NOT EXISTS /dev/full)
    message(STATUS "cli test ${CASE}: no /dev/full here, nothing to test")
    return()
  endif()
  file(WRITE "${input_file}" "ecadd\n")
  execute_process(COMMAND ${bn254_command} exec
    INPUT_FILE "${input_file}" OUTPUT_FILE /dev/full ERROR_VARIABLE errors RESULT_VARIABLE result)
  if("${result}" STREQUAL "0")
    message(FATAL_ERROR "cli test ${CASE}: bn254 exec > /dev/full exited 0")
  endif()

elseif(CASE STREQUAL "exec.usage")
  check_usage_error(exec extra)
  check_run_matches(0 OUTPUT "^usage: bn254 exec\n" exec --help)

elseif(CASE STREQUAL "run.ok")
  run_report(expected "${TWO_G}" ok 150 500)
  check_run(0 "${expected}" run ecadd "${G1}${G1}")
  run_report(expected "${TWO_G}" ok 6000 40000)
  string(TOUPPER "${G1}${TWO}" upper_g1_by_2)
  check_run(0 "${expected}" run ecmul "0X${upper_g1_by_2}")
  # 2 pairs: 45000 + 2 * 34000 and 100000 + 2 * 80000.
  run_report(expected "${PAIRING_TRUE}" ok 113000 260000)
  check_run(0 "${expected}" run ecpairing "0x${G1}${G2}${NEG_G1}${G2}")
  run_report(expected "${PAIRING_FALSE}" ok 79000 180000)
  check_run(0 "${expected}" run ecpairing "${G1}${G2}")
  # No hex, or an empty argument: empty input.
  run_report(expected "${PAIRING_TRUE}" ok 45000 100000)
  check_run(0 "${expected}" run ecpairing)
  execute_process(COMMAND ${bn254_command} run ecpairing ""
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE errors)
  if(NOT "${result}" STREQUAL "0" OR NOT "${output}" STREQUAL "${expected}")
    message(FATAL_ERROR "cli test ${CASE}: bn254 run ecpairing \"\": exit ${result}\n"
                        "${output}${errors}")
  endif()
  run_report(expected "${ZERO_POINT}" ok 150 500)
  check_run(0 "${expected}" run ecadd)

elseif(CASE STREQUAL "run.precompile-error")
  # Exit 1, the zeroed output, the status token, and the gas all the same.
  string(REPEAT "0" 64 zero_pairing_output)
  run_report(expected "${zero_pairing_output}" input-length 45000 100000)
  check_run(1 "${expected}" run ecpairing 00)
  run_report(expected "${ZERO_POINT}" not-in-field 150 500)
  check_run(1 "${expected}" run ecadd "${P}${ZERO}")
  run_report(expected "${ZERO_POINT}" not-on-curve 6000 40000)
  check_run(1 "${expected}" run ecmul "${G1_OFF_CURVE}${TWO}")
  run_report(expected "${zero_pairing_output}" not-in-subgroup 79000 180000)
  check_run(1 "${expected}" run ecpairing "${G1}${G2_NOT_IN_SUBGROUP}")

elseif(CASE STREQUAL "run.usage")
  check_usage_error(run)
  check_usage_error(run ecrecover 00)
  check_usage_error(run ECADD 00)
  check_usage_error(run ecadd 00 00)
  # Bad hex: exit 2 and nothing on stdout, with a reason on stderr.
  foreach(bad_hex 0 0x123 zz 0g 0x0x00)
    check_run(2 "" run ecadd ${bad_hex})
    check_run_matches(2 ERROR "bad hex" run ecadd ${bad_hex})
  endforeach()
  check_run_matches(0 OUTPUT "^usage: bn254 run " run --help)

elseif(CASE STREQUAL "main.usage")
  check_usage_error()
  check_usage_error(bogus)
  check_usage_error(--bogus)
  check_usage_error(version extra)
  check_run_matches(0 OUTPUT "^usage: bn254 <command>" --help)
  check_run_matches(0 OUTPUT "^usage: bn254 <command>" -h)
  string(REPLACE "." "\\." version_regex "${EXPECTED_VERSION}")
  check_run_matches(0 OUTPUT "^bn254 ${version_regex}\nbackend: [a-z0-9_-]+\n$" version)

else()
  message(FATAL_ERROR "cli test: unknown case '${CASE}'")
endif()
