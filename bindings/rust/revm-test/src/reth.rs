// SPDX-License-Identifier: MIT
//! reth's per-EVM route: reth builds its EVMs with alloy-evm, whose
//! `PrecompilesMap` lets a node replace a precompile of one EVM
//! (`map_precompile(address, |old| new)`), without the process-wide
//! `install_crypto`. [`map_bn254`] puts our three precompiles at 0x06, 0x07
//! and 0x08 with Istanbul (EIP-1108) prices, as a reth node of a post-Istanbul
//! chain would; the gas check comes first and failures halt the call, with
//! revm's halt reasons, exactly as revm's own precompiles do.

use std::sync::atomic::{AtomicU64, Ordering};

use alloy_evm::precompiles::{DynPrecompile, PrecompileInput, PrecompilesMap};
use bn254_precompiles::Revision;
use revm::precompile::{
    u64_to_address, PrecompileHalt, PrecompileId, PrecompileOutput, PrecompileResult,
};

use crate::provider::halt;
use crate::Op;

/// Calls of the mapped precompiles in this process.
pub static MAPPED_CALLS: AtomicU64 = AtomicU64::new(0);

fn run(op: Op, input: PrecompileInput<'_>) -> PrecompileResult {
    MAPPED_CALLS.fetch_add(1, Ordering::Relaxed);
    let data = input.data;
    let gas = match op {
        Op::Add => bn254_precompiles::ecadd_gas(Revision::Istanbul),
        Op::Mul => bn254_precompiles::ecmul_gas(Revision::Istanbul),
        Op::Pairing => bn254_precompiles::ecpairing_gas(Revision::Istanbul, data.len()),
    };
    if gas > input.gas {
        return Ok(PrecompileOutput::halt(
            PrecompileHalt::OutOfGas,
            input.reservoir,
        ));
    }
    let out = match op {
        Op::Add => bn254_precompiles::ecadd(data).map(|o| o.to_vec()),
        Op::Mul => bn254_precompiles::ecmul(data).map(|o| o.to_vec()),
        Op::Pairing => bn254_precompiles::ecpairing(data).map(|o| o.to_vec()),
    };
    Ok(match out {
        Ok(bytes) => PrecompileOutput::new(gas, bytes.into(), input.reservoir),
        Err(e) => PrecompileOutput::halt(halt(e.into()), input.reservoir),
    })
}

/// Replaces the BN254 precompiles of `map` by ours.
pub fn map_bn254(map: &mut PrecompilesMap) {
    for (op, id) in [
        (Op::Add, PrecompileId::Bn254Add),
        (Op::Mul, PrecompileId::Bn254Mul),
        (Op::Pairing, PrecompileId::Bn254Pairing),
    ] {
        let address = u64_to_address(op.address_byte() as u64);
        map.map_precompile(&address, move |_revm_default| {
            DynPrecompile::new(id, move |input| run(op, input))
        });
    }
}
