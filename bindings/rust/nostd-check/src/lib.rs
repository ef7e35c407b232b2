// SPDX-License-Identifier: MIT
//! A no_std consumer of `bn254` (see Cargo.toml): exports one C function
//! that runs the three precompiles, so none of them is compiled away.
#![no_std]

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// ecadd, ecmul and ecpairing of `len` bytes at `input`; returns the number
/// of calls that succeeded, plus the ecadd gas.
///
/// # Safety
/// `input` must point to `len` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn bn254_nostd_check(input: *const u8, len: usize) -> u64 {
    let data = core::slice::from_raw_parts(input, len);
    let ok = bn254_precompiles::ecadd(data).is_ok() as u64
        + bn254_precompiles::ecmul(data).is_ok() as u64
        + bn254_precompiles::ecpairing(data).is_ok() as u64;
    ok + bn254_precompiles::ecadd_gas(bn254_precompiles::Revision::Istanbul)
}
