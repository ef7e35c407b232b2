# SPDX-License-Identifier: MIT
"""Build of the CPython extension module `bn254` from this repository's C
sources: bn254module.c, the library's unity file src/bn254.c, and the
assembly kernels of the target (src/arch/<arch>/*.S, globbed at build time).
The kernel selection is in ASM_KERNELS only, and its define goes to every
source, C and assembly alike. On Python 3.11+ the module uses the limited
API and is built as abi3 (cp311-abi3 wheels).

    pip install --no-build-isolation .        (Debian: python3-setuptools, python3-dev)

Environment: BN254_SRC_ROOT (a repository checkout to build from instead of
../..), BN254_PY_ASM=off (portable C kernels only). Build products go to
<root>/build/bindings/python-setuptools, outside the source tree.
"""
import glob
import os
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.environ.get("BN254_SRC_ROOT") or os.path.join(HERE, "..", ".."))
if not os.path.isfile(os.path.join(ROOT, "src", "bn254.c")):
    sys.exit("setup.py: no C sources in %s (set BN254_SRC_ROOT to a bn254 checkout)" % ROOT)

# Machine (the tail of sysconfig.get_platform()) -> (src/arch folder, define).
# ELF systems only, as CMake's BN254_ASM=AUTO: Windows is not System V and
# Mach-O is not tested.
ASM_KERNELS = {
    "x86_64": ("x86_64", "BN254_ASM_X86_64"),
    "amd64": ("x86_64", "BN254_ASM_X86_64"),
    "aarch64": ("aarch64", "BN254_ASM_AARCH64"),
    "arm64": ("aarch64", "BN254_ASM_AARCH64"),
}
ELF_PLATFORMS = ("linux", "freebsd", "netbsd", "openbsd")

LIMITED_API = sys.version_info >= (3, 11)


def asm_kernels(compiler_type):
    if os.environ.get("BN254_PY_ASM") == "off" or compiler_type != "unix":
        return None
    platform = sysconfig.get_platform()
    if not platform.startswith(ELF_PLATFORMS):
        return None
    return ASM_KERNELS.get(platform.rsplit("-", 1)[-1])


class BuildExt(build_ext):
    """Adds the library's sources once the compiler is known. (setup() may
    only name sources below this directory; these are outside it.)"""

    def build_extensions(self):
        for ext in self.extensions:
            ext.sources.append(os.path.join(ROOT, "src", "bn254.c"))
        kernels = asm_kernels(self.compiler.compiler_type)
        if kernels:
            folder, define = kernels
            # gcc and clang preprocess and assemble .S files themselves.
            self.compiler.src_extensions.append(".S")
            files = sorted(glob.glob(os.path.join(ROOT, "src", "arch", folder, "*.S")))
            if not files:
                sys.exit("setup.py: no .S files in src/arch/%s" % folder)
            for ext in self.extensions:
                ext.sources.extend(files)
                ext.define_macros.append((define, None))
        super().build_extensions()


# BN254_API empty: the library's functions stay hidden in the extension
# (-fvisibility=hidden) instead of being exported by it.
macros = [("BN254_API", "")]
if LIMITED_API:
    macros.append(("Py_LIMITED_API", "0x030B0000"))
unix_flags = ["-std=c99", "-O3", "-fvisibility=hidden"] if os.name == "posix" else []

build_base = os.path.join(ROOT, "build", "bindings", "python-setuptools")
options = {"build": {"build_base": build_base}, "egg_info": {"egg_base": build_base}}
if LIMITED_API:
    options["bdist_wheel"] = {"py_limited_api": "cp311"}
os.makedirs(build_base, exist_ok=True)

setup(
    py_modules=[],  # no automatic discovery: bench.py is not part of the module
    packages=[],
    ext_modules=[
        Extension(
            "bn254",
            sources=["bn254module.c"],
            include_dirs=[os.path.join(ROOT, "include")],
            define_macros=macros,
            extra_compile_args=unix_flags,
            py_limited_api=LIMITED_API,
        )
    ],
    cmdclass={"build_ext": BuildExt},
    options=options,
)
