// SPDX-License-Identifier: MIT
//! The part of the host that does not depend on the executor's version: the
//! command line, the hint stream from stdin, the go-ethereum vector files,
//! the rvsim comparison and the JSON summaries. The executor side is the
//! `Vm` trait, implemented for SP1 v6 (v6.rs) and v5 (v5.rs).
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use serde_json::{json, Value};

/// stdin is cut into hint entries of this size (as rvsim --sp1 does).
pub const CHUNK: usize = 65536;

/// What one execution gives.
pub struct Outcome {
    pub exit_code: u32,
    pub public_values: Vec<u8>,
    /// The executor's clock: every retired instruction, ECALLs included.
    pub instructions: u64,
    /// cycle-tracker region name -> (calls, clock cycles)
    pub regions: BTreeMap<String, (u64, u64)>,
    /// The SDK's report (--report): total instructions, syscalls, gas (v6 only).
    pub report: Option<(u64, u64, Option<u64>)>,
}

/// One version of SP1's executor.
pub trait Vm {
    type Program;
    /// "sp1-core-executor X.Y.Z"
    const EXECUTOR: &'static str;
    /// Whether the SDK's `total_syscall_count()` counts every ECALL (v5) or
    /// only the precompiles (v6); rvsim's count to compare with follows.
    const SYSCALLS_ARE_ECALLS: bool;
    fn load(elf: &[u8]) -> Result<Self::Program, String>;
    /// Runs the program to its HALT with `hints` as the hint stream; with
    /// `report`, also the SDK's execution report.
    fn execute(program: &Self::Program, hints: &[Vec<u8>], report: bool) -> Outcome;
}

fn load<V: Vm>(elf: &Path) -> Result<V::Program, String> {
    let bytes = std::fs::read(elf).map_err(|e| format!("{}: {e}", elf.display()))?;
    V::load(&bytes).map_err(|e| format!("{}: {e}", elf.display()))
}

fn stats_json(executor: &str, elf: &Path, o: &Outcome) -> Value {
    let regions: Vec<Value> = o
        .regions
        .iter()
        .map(
            |(name, (calls, cycles))| json!({"name": name, "calls": calls, "instructions": cycles}),
        )
        .collect();
    let mut v = json!({
        "executor": executor,
        "elf": elf.display().to_string(),
        "exit_code": o.exit_code,
        "instructions": o.instructions,
        "regions": regions,
    });
    if let Some((insns, syscalls, gas)) = o.report {
        v["sdk"] = json!({
            "total_instruction_count": insns,
            "total_syscall_count": syscalls,
            "cycles": insns + syscalls,
            "gas": gas,
        });
    }
    v
}

fn write_json(path: &Path, v: &Value) -> Result<(), String> {
    std::fs::write(path, format!("{v}\n")).map_err(|e| format!("{}: {e}", path.display()))
}

struct Args {
    stats_json: Option<PathBuf>,
    counts: Option<PathBuf>,
    rvsim: Option<PathBuf>,
    report: bool,
    hints: Vec<PathBuf>,
    rest: Vec<String>,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        stats_json: None,
        counts: None,
        rvsim: None,
        report: false,
        hints: Vec::new(),
        rest: Vec::new(),
    };
    let mut i = 0;
    while i < args.len() {
        let value = |i: usize| {
            args.get(i + 1)
                .cloned()
                .ok_or(format!("{} needs a value", args[i]))
        };
        match args[i].as_str() {
            "--stats-json" => a.stats_json = Some(value(i)?.into()),
            "--counts" => a.counts = Some(value(i)?.into()),
            "--rvsim" => a.rvsim = Some(value(i)?.into()),
            "--hint" => a.hints.push(value(i)?.into()),
            "--report" => {
                a.report = true;
                i += 1;
                continue;
            }
            s if s.starts_with("--") => return Err(format!("unknown option {s}")),
            _ => {
                a.rest = args[i..].to_vec();
                break;
            }
        }
        i += 2;
    }
    Ok(a)
}

fn cmd_run<V: Vm>(a: &Args) -> Result<ExitCode, String> {
    let elf = PathBuf::from(a.rest.first().ok_or("run: no guest ELF")?);
    let program = load::<V>(&elf)?;
    let mut hints = Vec::new();
    if a.hints.is_empty() {
        let mut input = Vec::new();
        std::io::stdin()
            .read_to_end(&mut input)
            .map_err(|e| format!("stdin: {e}"))?;
        hints.extend(input.chunks(CHUNK).map(|c| c.to_vec()));
    } else {
        for h in &a.hints {
            hints.push(std::fs::read(h).map_err(|e| format!("{}: {e}", h.display()))?);
        }
    }
    let o = V::execute(&program, &hints, a.report);
    std::io::stdout()
        .write_all(&o.public_values)
        .map_err(|e| format!("stdout: {e}"))?;
    std::io::stdout()
        .flush()
        .map_err(|e| format!("stdout: {e}"))?;
    if let Some(p) = &a.stats_json {
        write_json(p, &stats_json(V::EXECUTOR, &elf, &o))?;
    }
    if a.report {
        let (insns, syscalls, gas) = o.report.unwrap_or((0, 0, None));
        let gas = gas.map_or("n/a".to_string(), |g| g.to_string());
        eprintln!(
            "{}: exit {}, {} instructions (SDK report: {insns} instructions + {syscalls} \
             syscalls = {} cycles, gas {gas})",
            V::EXECUTOR,
            o.exit_code,
            o.instructions,
            insns + syscalls
        );
    }
    Ok(ExitCode::from((o.exit_code & 0xff) as u8))
}

// ---- vectors -----------------------------------------------------------------

fn unhex(s: &str) -> Result<Vec<u8>, String> {
    hex::decode(s.trim_start_matches("0x")).map_err(|e| format!("bad hex: {e}"))
}

/// The guest input (mode || payload) of an EVM call, laid out as an EVM
/// client calling zkvm_accelerators.h would: ecadd/ecmul inputs right-padded
/// with zeros or truncated to 128/96 bytes (EIP-196), ecpairing as it is
/// (EIP-197: a length that is not a multiple of 192 is an error, which the
/// guest answers by failing).
fn guest_input(op: &str, input: &[u8]) -> Result<Vec<u8>, String> {
    let (mode, len) = match op {
        "ecadd" => (0u8, Some(128)),
        "ecmul" => (1u8, Some(96)),
        "ecpairing" => (2u8, None),
        _ => return Err(format!("unknown op {op} (ecadd, ecmul or ecpairing)")),
    };
    let mut v = vec![mode];
    match len {
        Some(n) => {
            let mut p = input[..input.len().min(n)].to_vec();
            p.resize(n, 0);
            v.extend(p);
        }
        None => v.extend_from_slice(input),
    }
    Ok(v)
}

/// The guest's expected (exit code, public values) for a vector.
fn expected_output(op: &str, v: &Value) -> Result<(u32, Vec<u8>), String> {
    if v.get("ExpectedError").is_some() {
        return Ok((1, Vec::new()));
    }
    let e = unhex(v["Expected"].as_str().ok_or("vector without Expected")?)?;
    if op == "ecpairing" {
        // the 32-byte word 0 or 1 of EIP-197 is the guest's one byte
        if e.len() != 32 || e[..31].iter().any(|&b| b != 0) || e[31] > 1 {
            return Err("pairing Expected is not 0 or 1".into());
        }
        return Ok((0, vec![e[31]]));
    }
    Ok((0, e))
}

/// rvsim --sp1 on the same ELF and input: (exit code, stdout, total
/// instructions, region instructions, syscalls: its precompile calls, or
/// with `all_ecalls` every ECALL).
fn run_rvsim(
    rvsim: &Path,
    elf: &Path,
    input: &[u8],
    tmp: &Path,
    all_ecalls: bool,
) -> Result<(u32, Vec<u8>, u64, u64, u64), String> {
    let hint = tmp.with_extension("hint");
    let stats = tmp.with_extension("json");
    std::fs::write(&hint, input).map_err(|e| format!("{}: {e}", hint.display()))?;
    let out = Command::new(rvsim)
        .arg("--sp1")
        .arg("--hint")
        .arg(&hint)
        .arg("--stats-json")
        .arg(&stats)
        .arg(elf)
        .output()
        .map_err(|e| format!("{}: {e}", rvsim.display()))?;
    let s: Value = serde_json::from_str(
        &std::fs::read_to_string(&stats).map_err(|e| format!("{}: {e}", stats.display()))?,
    )
    .map_err(|e| format!("rvsim stats: {e}"))?;
    let region = s["regions"]
        .as_array()
        .and_then(|r| r.first())
        .map_or(0, |r| r["instructions"].as_u64().unwrap_or(0));
    let precompiles: u64 = s["hooks"].as_object().map_or(0, |h| {
        h.iter()
            .filter(|(k, _)| k.starts_with("bn254_"))
            .map(|(_, v)| v.as_u64().unwrap_or(0))
            .sum()
    });
    let syscalls = if all_ecalls {
        s["ecalls"].as_u64().unwrap_or(0)
    } else {
        precompiles
    };
    Ok((
        out.status.code().unwrap_or(-1) as u32,
        out.stdout,
        s["instructions"].as_u64().unwrap_or(0),
        region,
        syscalls,
    ))
}

fn cmd_vectors<V: Vm>(a: &Args) -> Result<ExitCode, String> {
    if a.rest.len() < 3 {
        return Err("vectors: GUEST.elf OP FILE.json... expected".into());
    }
    let elf = PathBuf::from(&a.rest[0]);
    let op = a.rest[1].as_str();
    let program = load::<V>(&elf)?;
    let tmp = std::env::temp_dir().join(format!("bn254-sp1-host-{}", std::process::id()));
    let mut counts = match &a.counts {
        Some(p) => Some(std::fs::File::create(p).map_err(|e| format!("{}: {e}", p.display()))?),
        None => None,
    };
    if let Some(f) = counts.as_mut() {
        writeln!(
            f,
            "file\tvector\tinput_bytes\tsp1_instructions\tsp1_call\tsp1_syscalls\tsp1_cycles\tsp1_gas\trvsim_instructions\trvsim_call\trvsim_syscalls"
        )
        .map_err(|e| e.to_string())?;
    }
    let mut files = Vec::new();
    let mut failed = false;
    for file in &a.rest[2..] {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        let vectors: Vec<Value> =
            serde_json::from_str(&text).map_err(|e| format!("{file}: {e}"))?;
        let base = Path::new(file)
            .file_name()
            .map_or(file.clone(), |n| n.to_string_lossy().into());
        let (mut bad_out, mut bad_count, mut sum_call, mut max_call, mut sum_cycles) =
            (0, 0, 0u64, 0u64, 0u64);
        for v in &vectors {
            let name = v["Name"].as_str().unwrap_or("?");
            let input = unhex(v["Input"].as_str().ok_or("vector without Input")?)?;
            let gi = guest_input(op, &input)?;
            let (want_code, want_out) = expected_output(op, v)?;
            let o = V::execute(&program, std::slice::from_ref(&gi), a.report);
            let call = o.regions.values().map(|r| r.1).sum::<u64>();
            if o.exit_code != want_code || o.public_values != want_out {
                bad_out += 1;
                eprintln!(
                    "MISMATCH {base}/{name}: exit {} output {} (expected exit {want_code} output {})",
                    o.exit_code,
                    hex::encode(&o.public_values),
                    hex::encode(&want_out)
                );
            }
            // The SDK's report (--report): instructions (equal to the clock),
            // syscalls and gas; without it the syscalls are not compared.
            let sdk = o.report.map(|(insns, syscalls, gas)| {
                (
                    insns,
                    syscalls,
                    insns + syscalls,
                    gas.map_or(String::new(), |g| g.to_string()),
                )
            });
            if let Some((insns, ..)) = &sdk {
                if *insns != o.instructions {
                    bad_count += 1;
                    eprintln!(
                        "MISMATCH {base}/{name}: executor clock {} but SDK report {insns} \
                         instructions",
                        o.instructions
                    );
                }
            }
            let mut rv = (String::new(), String::new(), String::new());
            if let Some(r) = &a.rvsim {
                let (code, out, total, region, pre) =
                    run_rvsim(r, &elf, &gi, &tmp, V::SYSCALLS_ARE_ECALLS)?;
                if code != o.exit_code || out != o.public_values {
                    bad_out += 1;
                    eprintln!(
                        "MISMATCH {base}/{name}: rvsim exit {code} output {}",
                        hex::encode(&out)
                    );
                }
                let syscalls = sdk.as_ref().map(|r| r.1);
                if total != o.instructions || region != call || syscalls.is_some_and(|n| n != pre) {
                    bad_count += 1;
                    eprintln!(
                        "MISMATCH {base}/{name}: rvsim {total} instructions, call {region}, \
                         {pre} syscalls; SP1 {}, {call}, {}",
                        o.instructions,
                        syscalls.map_or("(no report)".to_string(), |n| n.to_string())
                    );
                }
                rv = (total.to_string(), region.to_string(), pre.to_string());
            }
            sum_call += call;
            max_call = max_call.max(call);
            sum_cycles += sdk.as_ref().map_or(0, |r| r.2);
            if let Some(f) = counts.as_mut() {
                let (syscalls, cycles, gas) = sdk
                    .as_ref()
                    .map_or((String::new(), String::new(), String::new()), |r| {
                        (r.1.to_string(), r.2.to_string(), r.3.clone())
                    });
                writeln!(
                    f,
                    "{base}\t{name}\t{}\t{}\t{call}\t{syscalls}\t{cycles}\t{gas}\t{}\t{}\t{}",
                    input.len(),
                    o.instructions,
                    rv.0,
                    rv.1,
                    rv.2
                )
                .map_err(|e| e.to_string())?;
            }
        }
        let against = match (a.report, a.rvsim.is_some()) {
            (true, true) => " (SP1 against its SDK report and rvsim --sp1)",
            (true, false) => " (SP1 against its SDK report)",
            (false, true) => " (SP1 against rvsim --sp1)",
            (false, false) => "",
        };
        let cycles = if a.report {
            format!("; SDK cycles of the runs {sum_cycles}")
        } else {
            String::new()
        };
        println!(
            "{} {op} {base}: {} vectors, {bad_out} output mismatches, {bad_count} count \
             mismatches{against}; calls: {sum_call} instructions in all, at most {max_call}{cycles}",
            V::EXECUTOR,
            vectors.len(),
        );
        failed |= bad_out != 0 || bad_count != 0;
        files.push(
            json!({"file": base, "vectors": vectors.len(), "output_mismatches": bad_out,
                          "count_mismatches": bad_count, "call_instructions": sum_call,
                          "max_call_instructions": max_call, "sdk_cycles": sum_cycles}),
        );
    }
    for ext in ["hint", "json"] {
        let _ = std::fs::remove_file(tmp.with_extension(ext));
    }
    if let Some(p) = &a.stats_json {
        write_json(
            p,
            &json!({"executor": V::EXECUTOR, "elf": elf.display().to_string(), "op": op, "files": files}),
        )?;
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Runs `run` or `vectors` (`cmd`) with the arguments after it on executor V.
pub fn command<V: Vm>(cmd: &str, args: &[String]) -> Result<ExitCode, String> {
    let a = parse(args)?;
    match cmd {
        "run" => cmd_run::<V>(&a),
        _ => cmd_vectors::<V>(&a),
    }
}

/// The guest ELF of a `run` or `vectors` command line (its first argument
/// after the options) and its class, e_ident[EI_CLASS]: 1 for a 32-bit
/// ELF, 2 for a 64-bit one.
pub fn elf_class(args: &[String]) -> Result<u8, String> {
    let elf = PathBuf::from(parse(args)?.rest.first().ok_or("no guest ELF")?);
    let bytes = std::fs::read(&elf).map_err(|e| format!("{}: {e}", elf.display()))?;
    if bytes.len() < 5 || &bytes[..4] != b"\x7fELF" {
        return Err(format!("{}: not an ELF file", elf.display()));
    }
    Ok(bytes[4])
}
