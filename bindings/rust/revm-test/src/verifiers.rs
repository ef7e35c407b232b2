// SPDX-License-Identifier: MIT
//! Real proof verifiers as revm workloads: gnark's Solidity verifiers
//! (Groth16 and PLONK over BN254, compiled with solc) and their cases from
//! vectors/verifiers/ (made by tools/verifiers; README.md there): each valid
//! proof and every mutated one, with the outcome go-ethereum's EVM gave with
//! its built-in precompiles when the files were made. A verifier is deployed
//! by a CREATE transaction of its deploy code (which must return the
//! file's runtime code) and called by transactions.
//!
//! The backend revm uses is chosen at run time through [`Switch`], a crypto
//! provider installed once per process that forwards the three BN254
//! methods to the backend of [`select`]: every entry of [`Backend::ALL`]
//! (revm's default arkworks, substrate-bn, ours) runs the same EVM code path
//! in one process. The other precompiles the verifiers call (0x02 sha256,
//! 0x05 modexp) are revm's own whatever is selected.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use revm::{
    context::{result::ExecutionResult, result::Output, TxEnv},
    context_interface::result::HaltReason,
    precompile::{Crypto, PrecompileHalt},
    primitives::{Address, Bytes},
    ExecuteCommitEvm, ExecuteEvm,
};

use crate::backends::Backend;
use crate::evm::{self, RevmEvm, TX_GAS};
use crate::unhex;

pub struct Case {
    pub name: String,
    pub calldata: Vec<u8>,
    pub valid: bool,
    /// go-ethereum's outcome with its built-ins (from the file): "success"
    /// or "revert", and the return data.
    pub geth_status: String,
    pub geth_return: Vec<u8>,
}

pub struct Verifier {
    pub name: String,
    /// "groth16" or "plonk".
    pub scheme: String,
    pub deploy_code: Vec<u8>,
    pub runtime_code: Vec<u8>,
    /// The call data of each valid proof (distinct proofs under one key).
    pub proofs: Vec<Vec<u8>>,
    pub cases: Vec<Case>,
}

impl Verifier {
    /// The verifier's "valid": Groth16's verifyProof returns nothing and
    /// reverts on an invalid proof; PLONK's Verify returns a bool.
    pub fn accepts(&self, o: &Outcome) -> bool {
        if o.status != "success" {
            return false;
        }
        if self.scheme == "groth16" {
            return o.output.is_empty();
        }
        let mut one = [0u8; 32];
        one[31] = 1;
        o.output == one
    }
}

pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../vectors/verifiers")
}

/// Every verifier file (`<scheme>-<circuit>.json`), sorted by name.
pub fn load_all() -> Vec<Verifier> {
    let dir = dir();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "json")
                && p.file_stem()
                    .and_then(|s| s.to_str())
                    .is_some_and(|s| s.contains('-'))
        })
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no verifier files in {}", dir.display());
    paths.iter().map(|p| load(p)).collect()
}

fn load(path: &Path) -> Verifier {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: serde_json::Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let s = |v: &serde_json::Value, k: &str| -> String {
        v.get(k)
            .and_then(|x| x.as_str())
            .unwrap_or_else(|| panic!("{}: no {k}", path.display()))
            .to_string()
    };
    let n = |v: &serde_json::Value, k: &str| -> i64 {
        v.get(k)
            .and_then(|x| x.as_i64())
            .unwrap_or_else(|| panic!("{}: no {k}", path.display()))
    };
    let proofs: Vec<Vec<u8>> = json["proofs"]
        .as_array()
        .expect("proofs")
        .iter()
        .map(|p| unhex(&s(p, "calldata")))
        .collect();
    let cases = json["cases"]
        .as_array()
        .expect("cases")
        .iter()
        .map(|c| {
            let mut cd = proofs[n(c, "proof") as usize].clone();
            for e in c
                .get("edits")
                .and_then(|e| e.as_array())
                .into_iter()
                .flatten()
            {
                let at = n(e, "at") as usize;
                let b = unhex(&s(e, "bytes"));
                cd[at..at + b.len()].copy_from_slice(&b);
            }
            let length = n(c, "length");
            if length >= 0 {
                cd.truncate(length as usize);
            }
            Case {
                name: s(c, "name"),
                calldata: cd,
                valid: c["valid"].as_bool().expect("valid"),
                geth_status: s(c, "status"),
                geth_return: unhex(&s(c, "return")),
            }
        })
        .collect::<Vec<_>>();
    assert!(
        !proofs.is_empty() && !cases.is_empty(),
        "{}: no proofs or cases",
        path.display()
    );
    Verifier {
        name: s(&json, "name"),
        scheme: s(&json, "scheme"),
        deploy_code: unhex(&s(&json, "deploy_code")),
        runtime_code: unhex(&s(&json, "runtime_code")),
        proofs,
        cases,
    }
}

/// The outcome of one transaction: "success", "revert" or "halt <reason>",
/// the output, the gas the transaction used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub status: String,
    pub output: Vec<u8>,
    pub gas: u64,
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {} gas {}",
            self.status,
            crate::hex(&self.output),
            self.gas
        )
    }
}

fn outcome(r: ExecutionResult<HaltReason>) -> Outcome {
    let gas = r.tx_gas_used();
    match r {
        ExecutionResult::Success { output, .. } => Outcome {
            status: "success".into(),
            output: output.data().to_vec(),
            gas,
        },
        ExecutionResult::Revert { output, .. } => Outcome {
            status: "revert".into(),
            output: output.to_vec(),
            gas,
        },
        ExecutionResult::Halt { reason, .. } => Outcome {
            status: format!("halt {reason:?}"),
            output: Vec::new(),
            gas,
        },
    }
}

/// revm's mainnet EVM (evm.rs: the newest fork, a funded sender) with one
/// verifier deployed by a committed CREATE transaction.
pub struct VerifierEvm {
    evm: RevmEvm,
    address: Address,
}

impl VerifierEvm {
    pub fn new(v: &Verifier) -> VerifierEvm {
        let mut evm = evm::revm_evm();
        let create = TxEnv::builder()
            .caller(evm::sender())
            .create()
            .data(Bytes::copy_from_slice(&v.deploy_code))
            .gas_limit(TX_GAS)
            .gas_price(0)
            .nonce(0)
            .build()
            .expect("a legacy transaction");
        let r = evm
            .transact_commit(create)
            .unwrap_or_else(|e| panic!("{}: deploying: {e:?}", v.name));
        let address = match &r {
            ExecutionResult::Success {
                output: Output::Create(code, Some(address)),
                ..
            } => {
                assert!(
                    code[..] == v.runtime_code[..],
                    "{}: the deploy code returned another runtime code",
                    v.name
                );
                *address
            }
            other => panic!("{}: deploying: {other:?}", v.name),
        };
        VerifierEvm { evm, address }
    }

    /// One verifier call (not committed: every call starts from the same
    /// state, the sender's nonce 1 after the deployment).
    pub fn call(&mut self, calldata: &[u8]) -> Outcome {
        let tx = TxEnv::builder()
            .caller(evm::sender())
            .call(self.address)
            .data(Bytes::copy_from_slice(calldata))
            .gas_limit(TX_GAS)
            .gas_price(0)
            .nonce(1)
            .build()
            .expect("a legacy transaction");
        outcome(
            self.evm
                .transact(tx)
                .expect("the transaction is valid")
                .result,
        )
    }
}

/// The backend [`Switch`] forwards to: an index into [`Backend::ALL`].
static SELECTED: AtomicUsize = AtomicUsize::new(0);

/// Makes `b` the backend of [`Switch`] (for the whole process).
pub fn select(b: Backend) {
    let i = Backend::ALL
        .iter()
        .position(|x| *x == b)
        .expect("a backend of Backend::ALL");
    SELECTED.store(i, Ordering::SeqCst);
}

pub fn selected() -> Backend {
    Backend::ALL[SELECTED.load(Ordering::Relaxed)]
}

/// revm's crypto provider that forwards BN254 to the selected backend and
/// leaves everything else to revm's defaults. Install it once per process
/// with `revm::install_crypto(Switch)`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Switch;

impl Crypto for Switch {
    fn bn254_g1_add(&self, p1: &[u8], p2: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        selected().crypto().bn254_g1_add(p1, p2)
    }

    fn bn254_g1_mul(&self, point: &[u8], scalar: &[u8]) -> Result<[u8; 64], PrecompileHalt> {
        selected().crypto().bn254_g1_mul(point, scalar)
    }

    fn bn254_pairing_check(&self, pairs: &[(&[u8], &[u8])]) -> Result<bool, PrecompileHalt> {
        selected().crypto().bn254_pairing_check(pairs)
    }
}
