// SPDX-License-Identifier: MIT
//! revm with its default BN254 backend (arkworks; no provider installed),
//! run as a separate process by tests/revm.rs: revm's crypto provider is
//! process-global, so the process that installed ours cannot also run revm's
//! entry points on the default. Reads lines "<op> <hex input>" from the file
//! named on the command line and prints one outcome line per input
//! (evm::outcome_line: entry points, then a transaction).

use std::io::{BufWriter, Write};

use bn254_revm_test::{evm, unhex, Op};

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: revm_default <cases file>");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let provider = format!("{:?}", revm::precompile::crypto());
    assert_eq!(provider, "DefaultCrypto", "revm's provider in this process");
    let mut evm = evm::revm_evm();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for line in text.lines() {
        let (op, input) = line.split_once(' ').unwrap_or((line, ""));
        writeln!(
            out,
            "{}",
            evm::outcome_line(&mut evm, Op::parse(op), &unhex(input))
        )
        .unwrap();
    }
    out.flush().unwrap();
}
