/* SPDX-License-Identifier: MIT */
/*
 * abi_check.c: compile-time checks of the assumptions bn254-sys's Rust
 * declarations make about include/bn254.h. Rust has no C enum type, so the
 * two enums cross the FFI boundary as u32; this file fails the build if the
 * C compiler gives them another size (e.g. with -fshort-enums) or if the
 * enumerator values differ from the constants in src/lib.rs. It defines no
 * code.
 */
#include "bn254.h"

#define BN254_SYS_CHECK(name, cond) typedef char bn254_sys_check_##name[(cond) ? 1 : -1]

BN254_SYS_CHECK(status_size, sizeof(bn254_status) == 4);
BN254_SYS_CHECK(revision_size, sizeof(bn254_revision) == 4);
BN254_SYS_CHECK(ok, BN254_OK == 0);
BN254_SYS_CHECK(input_length, BN254_ERR_INPUT_LENGTH == 1);
BN254_SYS_CHECK(not_in_field, BN254_ERR_NOT_IN_FIELD == 2);
BN254_SYS_CHECK(not_on_curve, BN254_ERR_NOT_ON_CURVE == 3);
BN254_SYS_CHECK(not_in_subgroup, BN254_ERR_NOT_IN_SUBGROUP == 4);
BN254_SYS_CHECK(byzantium, BN254_BYZANTIUM == 0);
BN254_SYS_CHECK(istanbul, BN254_ISTANBUL == 1);

/* ISO C forbids an empty translation unit. */
typedef int bn254_sys_abi_check_unit;
