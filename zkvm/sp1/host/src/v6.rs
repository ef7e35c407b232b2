// SPDX-License-Identifier: MIT
//! SP1 v6 (RV64IM): `sp1-core-executor` 6.10.0, feature `profiling` (the
//! cycle tracker; it also selects the executor's portable interpreter, its
//! x86-64 JIT has none). The SDK's report is computed as sp1-prover's
//! `execute` does: the traced minimal executor plus a `GasEstimatingVM` on
//! each trace chunk.
use std::collections::BTreeMap;
use std::sync::Arc;

use sp1_core_executor::{
    ExecutionReport, GasEstimatingVMEnum, MinimalExecutorEnum, Program, SP1CoreOpts,
};

use crate::common::{Outcome, Vm};

/// SP1 v6: RV64IM.
pub struct V6;

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
