// SPDX-License-Identifier: MIT
//! revm with its default BN254 backend (nothing installed), run as a
//! separate process by tests/verifiers.rs (revm's crypto provider is
//! process-global, and that test installs one): deploys every verifier of
//! vectors/verifiers/ and prints one line per case, "<verifier> <case> |
//! <outcome>" (src/verifiers.rs: status, output, gas used).

use std::io::{BufWriter, Write};

use bn254_revm_test::verifiers::{self, VerifierEvm};

fn main() {
    let provider = format!("{:?}", revm::precompile::crypto());
    assert_eq!(provider, "DefaultCrypto", "revm's provider in this process");
    let mut out = BufWriter::new(std::io::stdout().lock());
    for v in verifiers::load_all() {
        let mut evm = VerifierEvm::new(&v);
        for c in &v.cases {
            writeln!(out, "{} {} | {}", v.name, c.name, evm.call(&c.calldata)).unwrap();
        }
    }
    out.flush().unwrap();
}
