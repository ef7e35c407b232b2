// SPDX-License-Identifier: MIT
//! Writes the differential corpus with solana-bn254's answer to each input,
//! for the Firedancer harness (bench/peers/solana.sh): one line per case,
//!   <op> <input hex> ok <output hex>     or     <op> <input hex> err <variant>
//! (an empty input is "-"). `cargo run --release --bin corpus -- FILE`.

use bn254_solana_test::{corpus, theirs};
use std::io::Write;

fn hex(b: &[u8]) -> String {
    if b.is_empty() {
        return "-".into();
    }
    b.iter().map(|x| format!("{:02x}", x)).collect()
}

fn main() {
    let path = std::env::args().nth(1).expect("usage: corpus FILE");
    let mut f = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    let cases = corpus(0x5eed_b254);
    for c in &cases {
        match theirs(c.op, &c.input) {
            Ok(out) => writeln!(f, "{} {} ok {}", c.op.name(), hex(&c.input), hex(&out)),
            Err(e) => writeln!(f, "{} {} err {}", c.op.name(), hex(&c.input), e),
        }
        .unwrap();
    }
    eprintln!(
        "corpus: {} cases with solana-bn254 3.2.1's answers in {}",
        cases.len(),
        path
    );
}
