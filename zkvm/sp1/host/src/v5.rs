// SPDX-License-Identifier: MIT
//! SP1 v5 (RV32IM): `sp1-core-executor` 5.2.4 (the last SP1 that runs RV32IM
//! ELFs; v6 runs RV64IM). Differences from v6: the executor's `run_fast`
//! (what SP1 v5's SDK `execute` runs) fills the `ExecutionReport` itself:
//! `total_instruction_count()` is the clock again, but `total_syscall_count()`
//! counts every system call (WRITE, HINT_LEN, HINT_READ and HALT too, not
//! only the precompiles); v5 reports no gas. The cycle tracker needs no
//! feature. A non-zero HALT is an execution error in v5 (its SDK gives no
//! report then); here it gives the exit code, and the count includes the
//! HALT as for exit 0.
use std::collections::BTreeMap;
use std::sync::OnceLock;

use sp1_core_executor_v5::{ExecutionError, Executor, Program};
use sp1_stark_v5::SP1CoreOpts;

use crate::common::{Outcome, Vm};

/// SP1 v5: RV32IM.
pub struct V5;

impl Vm for V5 {
    type Program = Program;
    const EXECUTOR: &'static str = "sp1-core-executor 5.2.4";
    const SYSCALLS_ARE_ECALLS: bool = true;

    fn load(elf: &[u8]) -> Result<Program, String> {
        Program::from(elf).map_err(|e| e.to_string())
    }

    fn execute(program: &Program, hints: &[Vec<u8>], report: bool) -> Outcome {
        // Once per process: v5's SP1CoreOpts::default() sizes its shards from
        // the machine's memory through sysinfo's System::new_all(), which reads
        // every process's /proc entries (tenths of a second on a busy machine,
        // once per vector of `vectors` before). The values are the same each
        // time.
        static OPTS: OnceLock<SP1CoreOpts> = OnceLock::new();
        let opts = OPTS.get_or_init(SP1CoreOpts::default);
        let mut exec = Executor::new(program.clone(), *opts);
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
