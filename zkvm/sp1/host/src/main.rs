// SPDX-License-Identifier: MIT
//! bn254-sp1-host: runs the bn254 guests (zkvm/sp1/guest, rv64im) in SP1's own
//! executor, `sp1-core-executor` 6.10.0 from crates.io, and reports the
//! executor's counts.
//!
//! ```text
//! bn254-sp1-host run [--stats-json FILE] [--report] [--hint FILE]... GUEST.elf [ARGS...]
//!     stdin (or the --hint files) is the hint stream, stdin cut into entries
//!     of 64 KiB as rvsim --sp1 cuts it; the guest's public values are
//!     written to stdout, its exit code is the exit status. ARGS are ignored
//!     (SP1 has no argv), so `test_vectors exec OP FILE bn254-sp1-host run
//!     GUEST.elf` runs every vector of FILE through a `bn254 exec` guest.
//! bn254-sp1-host vectors [--stats-json FILE] [--counts FILE] [--rvsim RVSIM]
//!                        GUEST.elf OP FILE.json...
//!     one execution of sp1_bn254.elf (zkvm_accelerators.h, SP1's C-example
//!     shape: mode || payload in, result out) per vector of go-ethereum's JSON
//!     format; checks the output (or the failure) against Expected
//!     (ExpectedError), and with --rvsim runs the same ELF on the same input
//!     under `RVSIM --sp1` and checks outputs and counts against SP1's.
//! ```
//!
//! Counts. `instructions` is the executor's clock (global_clk: every retired
//! instruction, ECALLs included). SP1's SDK reports an `ExecutionReport` (its
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
use std::collections::BTreeMap;
use std::process::ExitCode;
use std::sync::Arc;

use sp1_core_executor::{
    ExecutionReport, GasEstimatingVMEnum, MinimalExecutorEnum, Program, SP1CoreOpts,
};

mod common;
use common::{Outcome, Vm};

/// SP1 v6: RV64IM.
struct V6;

impl Vm for V6 {
    type Program = Arc<Program>;
    const EXECUTOR: &'static str = "sp1-core-executor 6.10.0";
    const SYSCALLS_ARE_ECALLS: bool = false;

    fn load(elf: &[u8]) -> Result<Arc<Program>, String> {
        Program::from(elf).map(Arc::new).map_err(|e| e.to_string())
    }

    fn execute(program: &Arc<Program>, hints: &[Vec<u8>], report: bool) -> Outcome {
        let opts = SP1CoreOpts::default();
        // The SDK's gas path: the minimal executor records trace chunks, each of
        // which a GasEstimatingVM replays into a partial report.
        let threshold = if report {
            Some(opts.gas_trace_chunk_threshold)
        } else {
            None
        };
        let mut exec = MinimalExecutorEnum::new(program.clone(), false, threshold);
        for h in hints {
            exec.with_input(h);
        }
        let mut sdk = ExecutionReport::default();
        while let Some(chunk) = exec.execute_chunk() {
            if report {
                let mut vm = GasEstimatingVMEnum::new(
                    &chunk,
                    program.clone(),
                    Default::default(),
                    opts.clone(),
                );
                sdk += vm.execute().expect("gas estimation of a trace chunk");
            }
        }
        let totals = exec.take_cycle_tracker_totals();
        let calls = exec.take_invocation_tracker();
        let regions: BTreeMap<String, (u64, u64)> = totals
            .into_iter()
            .map(|(name, cycles)| {
                let n = calls.get(&name).copied().unwrap_or(0);
                (name, (n, cycles))
            })
            .collect();
        Outcome {
            exit_code: exec.exit_code(),
            instructions: exec.global_clk(),
            public_values: exec.public_values_stream().clone(),
            regions,
            report: report.then(|| {
                (
                    sdk.total_instruction_count(),
                    sdk.total_syscall_count(),
                    sdk.gas(),
                )
            }),
        }
    }
}

fn main() -> ExitCode {
    common::main::<V6>()
}
