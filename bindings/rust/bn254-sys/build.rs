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
//! `BN254_SYS_ASM=off` (portable C kernels even where assembly exists),
//! `BN254_SYS_FREESTANDING=1` (force a freestanding build).

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

/// The assembly kernels for a target: (folder under src/arch, define), or
/// None for the portable C kernels. Windows is not System V and Mach-O is not
/// tested, so only ELF systems get assembly, as in CMakeLists.txt.
fn asm_kernels(arch: &str, os: &str) -> Option<(&'static str, &'static str)> {
    let elf = matches!(
        os,
        "linux" | "android" | "freebsd" | "netbsd" | "openbsd" | "dragonfly"
    );
    match arch {
        "x86_64" if elf => Some(("x86_64", "BN254_BACKEND_X86_64")),
        "aarch64" if elf => Some(("aarch64", "BN254_BACKEND_AARCH64")),
        _ => None,
    }
}

/// Targets with no C library: bare metal, wasm32-unknown-unknown, zkVMs.
fn freestanding(os: &str) -> bool {
    matches!(os, "none" | "unknown" | "zkvm") || env_flag("BN254_SYS_FREESTANDING")
}

fn env_flag(name: &str) -> bool {
    println!("cargo:rerun-if-env-changed={}", name);
    matches!(env::var(name).as_deref(), Ok("1") | Ok("on") | Ok("ON") | Ok("true"))
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
    fs::canonicalize(&dir).unwrap_or_else(|e| panic!("bn254-precompiles-sys: cannot resolve {}: {}", dir.display(), e))
}

/// The `.S` files of one arch folder, sorted so the build is reproducible.
fn asm_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("bn254-precompiles-sys: cannot list {}: {}", dir.display(), e))
        .map(|entry| entry.expect("bn254-precompiles-sys: read_dir entry").path())
        .filter(|p| p.extension().map_or(false, |ext| ext == "S"))
        .collect();
    files.sort();
    if files.is_empty() {
        panic!("bn254-precompiles-sys: no .S files in {}", dir.display());
    }
    files
}

fn main() {
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap());
    let root = source_root(&manifest_dir);
    let src = real(root.join("src"));
    let include = real(root.join("include"));
    let arch = env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();

    let mut build = cc::Build::new();
    build
        .file(src.join("bn254.c"))
        .file(manifest_dir.join("abi_check.c"))
        .include(&include)
        .flag_if_supported("-std=c99");

    let kernels = if env::var("BN254_SYS_ASM").as_deref() == Ok("off") {
        None
    } else {
        asm_kernels(&arch, &os)
    };
    println!("cargo:rerun-if-env-changed=BN254_SYS_ASM");
    // The portable backend CMake's AUTO would take: 4 x 64-bit limbs on 64-bit
    // targets with unsigned __int128, 8 x 32-bit limbs on the others (32-bit
    // targets, wasm32, MSVC), with BN254_FORCE_NO_INT128 on wasm32.
    let wide = env::var("CARGO_CFG_TARGET_POINTER_WIDTH").as_deref() == Ok("64")
        && env::var("CARGO_CFG_TARGET_ENV").as_deref() != Ok("msvc");
    let portable = if wide { "BN254_BACKEND_C64" } else { "BN254_BACKEND_C32" };
    if arch.starts_with("wasm") {
        build.define("BN254_FORCE_NO_INT128", None);
    }
    if freestanding(&os) {
        build.define("BN254_FREESTANDING", None).flag_if_supported("-ffreestanding");
        build.define(portable, None);
    } else if let Some((folder, define)) = kernels {
        for file in asm_files(&src.join("arch").join(folder)) {
            build.file(file);
        }
        // cc passes defines to every file of the build: the .S files and the
        // C unity file must agree on the kernel selection.
        build.define(define, None);
    } else {
        build.define(portable, None);
    }
    build.compile("bn254");

    println!("cargo:rerun-if-changed={}", src.display());
    println!("cargo:rerun-if-changed={}", include.display());
    println!("cargo:rerun-if-changed={}", manifest_dir.join("abi_check.c").display());
    // For dependents' build scripts: DEP_BN254_INCLUDE.
    println!("cargo:include={}", include.display());
}
