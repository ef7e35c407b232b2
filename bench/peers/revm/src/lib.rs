// SPDX-License-Identifier: MIT
//! The three BN254 precompiles of revm-precompile, as revm runs them
//! (`revm_precompile::bn254::run_add`, `run_mul`, `run_pair` at Istanbul
//! prices: padding, decoding, checks and encoding are revm's), behind a C
//! ABI for the peer harness (bench/peers/peer_revm.c). The backend is the
//! crate's default, arkworks, or substrate-bn with the `substrate` feature
//! (revm-precompile's `bn`).

use revm_precompile::bn254::{add, mul, pair, run_add, run_mul, run_pair};
use revm_precompile::PrecompileHalt;

/// Status codes of `bn254_peer_revm_call`.
const OK: i32 = 0;
const FIELD: i32 = 1; // Bn254FieldPointNotAMember: a word >= p
const POINT: i32 = 2; // Bn254AffineGFailedToCreate: not on the curve, or not in the subgroup
const LENGTH: i32 = 3; // Bn254PairLength
const OTHER: i32 = 4; // anything else: the harness's check fails on it

#[cfg(feature = "substrate")]
const BACKEND: &[u8] = b"revm-precompile 43.0.3, feature bn (substrate-bn)\0";
#[cfg(not(feature = "substrate"))]
const BACKEND: &[u8] = b"revm-precompile 43.0.3, default backend (arkworks)\0";

/// The backend, as a NUL-terminated string.
#[no_mangle]
pub extern "C" fn bn254_peer_revm_backend() -> *const u8 {
    BACKEND.as_ptr()
}

/// One call of precompile `op` (0 ecadd, 1 ecmul, 2 ecpairing) on
/// `input[..len]`; on success the output (64 or 32 bytes) goes to `out`,
/// which must hold 64 bytes, *out_len gets its length and *gas_used the gas
/// revm charged for the call (its `gas_used`, at Istanbul prices).
///
/// # Safety
/// `input` must point to `len` readable bytes (or `len` be 0), `out` to 64
/// writable bytes, `out_len` to a writable usize and `gas_used` to a
/// writable u64.
#[no_mangle]
pub unsafe extern "C" fn bn254_peer_revm_call(
    op: u32,
    out: *mut u8,
    out_len: *mut usize,
    gas_used: *mut u64,
    input: *const u8,
    len: usize,
) -> i32 {
    let input: &[u8] = if len == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(input, len)
    };
    let result = match op {
        0 => run_add(input, add::ISTANBUL_ADD_GAS_COST, u64::MAX),
        1 => run_mul(input, mul::ISTANBUL_MUL_GAS_COST, u64::MAX),
        2 => run_pair(
            input,
            pair::ISTANBUL_PAIR_PER_POINT,
            pair::ISTANBUL_PAIR_BASE,
            u64::MAX,
        ),
        _ => return OTHER,
    };
    match result {
        Ok(output) => {
            let bytes = output.bytes.as_ref();
            if bytes.len() > 64 {
                return OTHER;
            }
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), out, bytes.len());
            *out_len = bytes.len();
            *gas_used = output.gas_used;
            OK
        }
        Err(PrecompileHalt::Bn254FieldPointNotAMember) => FIELD,
        Err(PrecompileHalt::Bn254AffineGFailedToCreate) => POINT,
        Err(PrecompileHalt::Bn254PairLength) => LENGTH,
        Err(_) => OTHER,
    }
}
