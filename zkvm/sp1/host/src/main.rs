// SPDX-License-Identifier: MIT
//! bn254-sp1-host: runs the bn254 guests (zkvm/sp1/guest) in SP1's own
//! executor from crates.io and reports the executor's counts: an RV64IM ELF
//! in SP1 v6 (`sp1-core-executor` 6.10.0, v6.rs), an RV32IM ELF in SP1 v5
//! (5.2.4, v5.rs), chosen by the ELF's class. Both executors are in this one
//! program (Cargo takes two major versions of a crate side by side), so one
//! build serves both ISAs and the crates they share are compiled once.
//!
//! ```text
//! bn254-sp1-host --version
//!     the two executors' versions, one a line (v6 first)
//! bn254-sp1-host run [--stats-json FILE] [--report] [--hint FILE]... GUEST.elf [ARGS...]
//!     stdin (or the --hint files) is the hint stream, stdin cut into entries
//!     of 64 KiB as rvsim --sp1 cuts it; the guest's public values are
//!     written to stdout, its exit code is the exit status. ARGS are ignored
//!     (SP1 has no argv), so `test_vectors exec OP FILE bn254-sp1-host run
//!     GUEST.elf` runs every vector of FILE through a `bn254 exec` guest.
//! bn254-sp1-host vectors [--stats-json FILE] [--counts FILE] [--rvsim RVSIM] [--report]
//!                        GUEST.elf OP FILE.json...
//!     one execution of sp1_bn254.elf (zkvm_accelerators.h, SP1's C-example
//!     shape: mode || payload in, result out) per vector of go-ethereum's JSON
//!     format; checks the output (or the failure) against Expected
//!     (ExpectedError), and with --rvsim runs the same ELF on the same input
//!     under `RVSIM --sp1` and checks outputs and counts (total, call) against
//!     SP1's; with --report also the SDK's report of each run: its instruction
//!     count against the clock, its syscalls against rvsim's (v6 computes the
//!     report by replaying the trace, about 3.7 times the execution's time).
//! ```
//!
//! Counts (v6; v5.rs says where v5 differs). `instructions` is the
//! executor's clock (global_clk: every retired instruction, ECALLs
//! included). SP1's SDK reports an `ExecutionReport` (its
//! `execute` runs the traced minimal executor and a `GasEstimatingVM` on each
//! trace chunk, sp1-prover worker/prover/execute.rs); its
//! `total_instruction_count()` is the same number (opcode counts, ECALL among
//! them) and `total_syscall_count()` the precompile calls (calls with their
//! own proving table: not WRITE, HINT_*, HALT). SP1's C examples print
//! `cycles = total_instruction_count() + total_syscall_count()`
//! (zkevm/examples/*-c/script/src/execute.rs); `--report` (and `vectors`)
//! computes that report the SDK's way and prints those `cycles` and the gas.
//! Regions: the guests write SP1 cycle-tracker lines around each call
//! (`cycle-tracker-report-start: NAME`), which the executor's `profiling`
//! feature (on here) turns into the clock between the two lines; the
//! `profiling` feature selects the executor's portable interpreter (its
//! x86-64 JIT has no cycle tracker).
use std::process::ExitCode;

mod common;
mod v5;
mod v6;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: bn254-sp1-host --version\n       \
                 bn254-sp1-host run [--stats-json FILE] [--report] [--hint FILE]... GUEST.elf [ARGS...]\n       \
                 bn254-sp1-host vectors [--stats-json FILE] [--counts FILE] [--rvsim RVSIM] GUEST.elf OP FILE.json...";
    let result = match argv.first().map(String::as_str) {
        Some(cmd @ ("run" | "vectors")) => {
            common::elf_class(&argv[1..]).and_then(|class| match class {
                1 => common::command::<v5::V5>(cmd, &argv[1..]),
                2 => common::command::<v6::V6>(cmd, &argv[1..]),
                c => Err(format!("ELF class {c}: neither 32- nor 64-bit")),
            })
        }
        Some("--version") => {
            use common::Vm;
            println!("{}\n{}", v6::V6::EXECUTOR, v5::V5::EXECUTOR);
            Ok(ExitCode::SUCCESS)
        }
        _ => Err(usage.to_string()),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("bn254-sp1-host: {e}");
            ExitCode::from(125)
        }
    }
}
