// SPDX-License-Identifier: MIT
//! bn254-sp1-host-v5: the bn254 rv32im guests (zkvm/sp1/guest) in SP1's v5
//! executor, `sp1-core-executor` 5.2.4 from crates.io (SP1 v5 runs RV32IM
//! ELFs; v6, zkvm/sp1/host, runs RV64IM). The command line, the vector
//! checks and the rvsim comparison are zkvm/sp1/host/src/common.rs, shared;
//! see zkvm/sp1/host/src/main.rs for what the counts are.
//!
//! v5 differences: the executor's `run_fast` (what SP1 v5's SDK `execute`
//! runs) fills the `ExecutionReport` itself: `total_instruction_count()` is
//! the clock again, but `total_syscall_count()` counts every system call
//! (WRITE, HINT_LEN, HINT_READ and HALT too, not only the precompiles); v5
//! reports no gas. The cycle tracker needs no feature. A non-zero HALT is an
//! execution error in v5 (its SDK gives no report then); here it gives the
//! exit code, and the count includes the HALT as for exit 0.
use std::collections::BTreeMap;
use std::process::ExitCode;

use sp1_core_executor::{ExecutionError, Executor, Program};
use sp1_stark::SP1CoreOpts;

#[path = "../../host/src/common.rs"]
mod common;
use common::{Outcome, Vm};

/// SP1 v5: RV32IM.
struct V5;

impl Vm for V5 {
    type Program = Program;
    const EXECUTOR: &'static str = "sp1-core-executor 5.2.4";
    const SYSCALLS_ARE_ECALLS: bool = true;

    fn load(elf: &[u8]) -> Result<Program, String> {
        Program::from(elf).map_err(|e| e.to_string())
    }

    fn execute(program: &Program, hints: &[Vec<u8>], report: bool) -> Outcome {
        let mut exec = Executor::new(program.clone(), SP1CoreOpts::default());
        for h in hints {
            exec.write_stdin_slice(h);
        }
        // v5 returns a non-zero HALT as an error from inside the HALT ECALL,
        // before the clock counts that instruction (its opcode count has it):
        // the HALT is added back, so the count is the run's, as for exit 0.
        let (exit_code, halt_not_clocked) = match exec.run_fast() {
            Ok(()) => (0, 0),
            Err(ExecutionError::HaltWithNonZeroExitCode(c)) => (c, 1),
            Err(e) => panic!("SP1 v5 execution failed: {e}"),
        };
        let r = &exec.report;
        let regions: BTreeMap<String, (u64, u64)> = r
            .cycle_tracker
            .iter()
            .map(|(name, cycles)| {
                let n = r.invocation_tracker.get(name).copied().unwrap_or(0);
                (name.clone(), (n, *cycles))
            })
            .collect();
        Outcome {
            exit_code,
            instructions: exec.state.global_clk + halt_not_clocked,
            public_values: exec.state.public_values_stream.clone(),
            regions,
            report: report.then(|| (r.total_instruction_count(), r.total_syscall_count(), None)),
        }
    }
}

fn main() -> ExitCode {
    common::main::<V5>()
}
