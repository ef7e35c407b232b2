// SPDX-License-Identifier: MIT
//! A precompile call from a real transaction, and the printed outcome of one
//! input through revm's precompile entry points and through such a
//! transaction. Two processes (one with our provider installed, one with
//! revm's default backend) print these lines for the same inputs and the
//! test compares them: outputs, gas and halt reasons, byte for byte.

use revm::{
    bytecode::Bytecode,
    context::TxEnv,
    database::{CacheDB, EmptyDB},
    handler::{MainBuilder, MainContext, MainnetContext, MainnetEvm},
    precompile::{u64_to_address, Precompiles},
    primitives::{Address, Bytes, U256},
    state::AccountInfo,
    Context, ExecuteEvm,
};

use crate::Op;

/// Gas limit of every transaction (below EIP-7825's cap of 2^24).
pub const TX_GAS: u64 = 10_000_000;
/// Gas limit of the direct entry-point calls.
pub const CALL_GAS: u64 = 5_000_000;

/// The runtime code of the caller contract for precompile `target`:
///
/// ```text
/// CALLDATASIZE PUSH1 0 PUSH1 0 CALLDATACOPY           mem[0..] = calldata
/// PUSH1 0 PUSH1 0 CALLDATASIZE PUSH1 0 PUSH1 target GAS
/// STATICCALL                                          (gas, addr, in 0, in len, out 0, out 0)
/// PUSH1 0 MSTORE                                      mem[0..32] = success (1 or 0)
/// RETURNDATASIZE PUSH1 0 PUSH1 32 RETURNDATACOPY      mem[32..] = the precompile's output
/// RETURNDATASIZE PUSH1 32 ADD PUSH1 0 RETURN          return mem[0 .. 32 + output length]
/// ```
///
/// A failing precompile consumes the gas it was given and returns nothing,
/// so the transaction returns the word 0 and the gas shows the failure.
pub fn caller_code(target: u8) -> Bytes {
    Bytes::from(vec![
        0x36, 0x60, 0x00, 0x60, 0x00, 0x37, // calldata to memory
        0x60, 0x00, 0x60, 0x00, 0x36, 0x60, 0x00, 0x60, target, 0x5a, 0xfa, // STATICCALL
        0x60, 0x00, 0x52, // store the success flag
        0x3d, 0x60, 0x00, 0x60, 0x20, 0x3e, // copy the return data after it
        0x3d, 0x60, 0x20, 0x01, 0x60, 0x00, 0xf3, // return both
    ])
}

/// Address of the caller contract for `op`.
pub fn contract(op: Op) -> Address {
    let mut a = [0xc0u8; 20];
    a[19] = op.address_byte();
    Address::from(a)
}

/// The externally owned account that sends the transactions.
pub fn sender() -> Address {
    Address::from([0x5eu8; 20])
}

/// A database with the three caller contracts and a funded sender.
pub fn db() -> CacheDB<EmptyDB> {
    let mut db = CacheDB::new(EmptyDB::default());
    for op in Op::ALL {
        let code = Bytecode::new_raw(caller_code(op.address_byte()));
        db.insert_account_info(contract(op), AccountInfo::default().with_code(code));
    }
    db.insert_account_info(
        sender(),
        AccountInfo::default().with_balance(U256::from(10u64).pow(U256::from(18))),
    );
    db
}

/// The transaction that sends `input` to the caller contract of `op`.
pub fn tx(op: Op, input: &[u8]) -> TxEnv {
    TxEnv::builder()
        .caller(sender())
        .call(contract(op))
        .data(Bytes::copy_from_slice(input))
        .gas_limit(TX_GAS)
        .gas_price(0)
        .nonce(0)
        .build()
        .expect("a legacy transaction")
}

pub type RevmEvm = MainnetEvm<MainnetContext<CacheDB<EmptyDB>>>;

/// revm's mainnet EVM (default spec: the newest fork) over [`db`].
pub fn revm_evm() -> RevmEvm {
    Context::mainnet().with_db(db()).build_mainnet()
}

/// The outcome of the transaction (not committed, so every transaction
/// starts from the same state and nonce 0).
pub fn tx_outcome(evm: &mut RevmEvm, op: Op, input: &[u8]) -> String {
    format!("{:?}", evm.transact(tx(op, input)).map(|r| r.result))
}

/// revm's precompile entry points, as the EVM calls them: the Istanbul and
/// the Byzantium precompile sets with ample gas, and the newest set with
/// one gas less than the price (out of gas before any work).
pub fn entry_outcome(op: Op, input: &[u8]) -> String {
    let address = u64_to_address(op.address_byte() as u64);
    let call = |set: &Precompiles, gas: u64| {
        let p = set.get(&address).expect("a BN254 precompile");
        format!("{:?}", p.execute(input, gas, 0))
    };
    let price = op.istanbul_gas(input.len());
    [
        call(Precompiles::istanbul(), CALL_GAS),
        call(Precompiles::byzantium(), CALL_GAS),
        call(Precompiles::latest(), price - 1),
    ]
    .join(" ")
}

/// One line for one input: entry points, then the transaction.
pub fn outcome_line(evm: &mut RevmEvm, op: Op, input: &[u8]) -> String {
    format!(
        "{} | {}",
        entry_outcome(op, input),
        tx_outcome(evm, op, input)
    )
}
