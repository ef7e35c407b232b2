// SPDX-License-Identifier: MIT
//! Build script of bn254-precompiles-sys: compiles the bn254 C library from source (the
//! unity file `src/bn254.c`, plus the assembly kernels of the target
//! architecture) into `libbn254.a` with the `cc` crate, so no installed copy
//! of the library is needed. The kernel selection lives
//! in `asm_kernels` only: it mirrors CMake's `BN254_BACKEND=AUTO` (ELF targets,
//! x86-64 and aarch64), and the same define goes to the C unity file and to
//! every `.S` file. Targets without an operating system (zkVM guests, wasm32)
//! get `BN254_FREESTANDING`, which keeps libc headers out of the build.
//!
//! The sources are read from `c/src` and `c/include` inside this crate. In a
//! checkout of the repository those two are symlinks to the repository's
//! `src/` and `include/` (so a build always sees the current sources); in the
//! published crate they are real folders, because `cargo package` follows the
//! symlinks and packs the files. A checkout made without symlinks (git's
//! `core.symlinks=false`) falls back to the repository root, `../../..`.
//!
//! Environment: `BN254_SRC_ROOT` (a folder with `src/bn254.c` and
//! `include/bn254.h`, e.g. another checkout, used instead of the above),
//! `BN254_SYS_ASM=off` (portable C kernels even where assembly exists:
//! `BN254_NO_ASM` for src/target.h),
//! `BN254_SYS_FREESTANDING=1` (force a freestanding build).

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

/// Targets with no C library: bare metal, wasm32-unknown-unknown, zkVMs.
fn freestanding(os: &str) -> bool {
    matches!(os, "none" | "unknown" | "zkvm") || env_flag("BN254_SYS_FREESTANDING")
}

/// An environment variable set to off, 0 or false.
fn env_flag_off(name: &str) -> bool {
    println!("cargo:rerun-if-env-changed={}", name);
    matches!(
        env::var(name).as_deref(),
        Ok("0") | Ok("off") | Ok("OFF") | Ok("false")
    )
}

fn env_flag(name: &str) -> bool {
    println!("cargo:rerun-if-env-changed={}", name);
    matches!(
        env::var(name).as_deref(),
        Ok("1") | Ok("on") | Ok("ON") | Ok("true")
    )
}

fn has_sources(dir: &Path) -> bool {
    dir.join("src/bn254.c").is_file() && dir.join("include/bn254.h").is_file()
}

/// The folder holding `src/` and `include/`.
fn source_root(manifest_dir: &Path) -> PathBuf {
    println!("cargo:rerun-if-env-changed=BN254_SRC_ROOT");
    let root = if let Some(dir) = env::var_os("BN254_SRC_ROOT") {
        let dir = PathBuf::from(dir);
        if !has_sources(&dir) {
            panic!(
                "bn254-precompiles-sys: BN254_SRC_ROOT={} has no src/bn254.c and include/bn254.h",
                dir.display()
            );
        }
        dir
    } else {
        let bundled = manifest_dir.join("c");
        let checkout = manifest_dir.join("../../..");
        if has_sources(&bundled) {
            bundled
        } else if has_sources(&checkout) {
            checkout
        } else {
            panic!(
                "bn254-precompiles-sys: no C sources in {} nor in {} (expected src/bn254.c and \
                 include/bn254.h); set BN254_SRC_ROOT to a checkout of the bn254 repository",
                bundled.display(),
                checkout.display()
            );
        }
    };
    root
}

/// `dir` with symlinks resolved, so the paths given to the compiler and to
/// cargo's change tracking are the real files.
fn real(dir: PathBuf) -> PathBuf {
    fs::canonicalize(&dir).unwrap_or_else(|e| {
        panic!(
            "bn254-precompiles-sys: cannot resolve {}: {}",
            dir.display(),
            e
        )
    })
}

fn main() {
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap());
    let root = source_root(&manifest_dir);
    let src = real(root.join("src"));
    let include = real(root.join("include"));
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();

    let mut build = cc::Build::new();
    build
        .file(src.join("bn254.c"))
        .file(manifest_dir.join("abi_check.c"))
        .include(&include)
        .flag_if_supported("-std=c99");

    // The backend is src/target.h's choice (the same as every other build's);
    // this script only says what the target lacks (no C library) or what the
    // user overrides. The one assembly entry, src/arch/kernels.S, is empty for
    // a backend without assembly; MSVC cannot assemble it (target.h then
    // takes a portable backend anyway).
    if freestanding(&os) {
        build
            .define("BN254_FREESTANDING", None)
            .flag_if_supported("-ffreestanding");
    }
    if env_flag_off("BN254_SYS_ASM") {
        build.define("BN254_NO_ASM", None);
    }
    if !build.get_compiler().is_like_msvc() {
        build.file(src.join("arch").join("kernels.S"));
    }
    build.compile("bn254");

    println!("cargo:rerun-if-changed={}", src.display());
    println!("cargo:rerun-if-changed={}", include.display());
    println!(
        "cargo:rerun-if-changed={}",
        manifest_dir.join("abi_check.c").display()
    );
    // For dependents' build scripts: DEP_BN254_INCLUDE.
    println!("cargo:include={}", include.display());
}
