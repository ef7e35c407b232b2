# SPDX-License-Identifier: MIT
"""Build of the package `bn254_precompiles` (bn254_precompiles/*.py) and its
CPython extension module `bn254_precompiles._bn254` from the repository's C
sources: bn254module.c and the two files every build of the library
compiles, the unity file src/bn254.c and the one assembly entry
src/arch/kernels.S (the backend is src/target.h's choice). On Python 3.11+
the module uses the limited API and is built as abi3 (cp311-abi3 wheels). Metadata: pyproject.toml.

    pip install bindings/python            (from a checkout; build isolation)
    python -m build bindings/python        (sdist, then a wheel from the sdist)

Where the C sources come from, first match:
  - BN254_SRC_ROOT, a bn254 checkout (or unpacked sdist's c/ folder);
  - c/ beside this file: an sdist, which carries its own copy (below);
  - ../.. : this file in a checkout, bindings/python/setup.py.
The sdist command writes that copy: it puts src/ (*.c, *.h, *.S), include/
and LICENSE of the tree it builds from into the sdist's c/ folder (LICENSE
also at the sdist's top), in the temporary release tree only: nothing is
written into the checkout, nothing copied is committed.

Environment: BN254_PY_ASM=off (portable C kernels only: BN254_NO_ASM). In
a checkout, build products go to <root>/build/bindings/python-setuptools, outside the source
tree; in an sdist, to its own build/.
"""

import os
import shutil
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.sdist import sdist

HERE = os.path.dirname(os.path.abspath(__file__))
SDIST_C = "c"  # the sdist's folder of C sources, relative to HERE


def has_sources(root):
    return os.path.isfile(os.path.join(root, "src", "bn254.c")) and os.path.isfile(
        os.path.join(root, "include", "bn254.h")
    )


def source_root():
    """(root, kind): where src/ and include/ are, and which case it is."""
    env = os.environ.get("BN254_SRC_ROOT")
    if env:
        root = os.path.abspath(env)
        if not has_sources(root):
            sys.exit("setup.py: BN254_SRC_ROOT=%s has no src/bn254.c and include/bn254.h" % env)
        return root, "env"
    for root, kind in (
        (os.path.join(HERE, SDIST_C), "sdist"),
        (os.path.join(HERE, "..", ".."), "checkout"),
    ):
        if has_sources(root):
            return os.path.abspath(root), kind
    sys.exit(
        "setup.py: no C sources (neither %s/ nor ../..); set BN254_SRC_ROOT to a bn254 "
        "checkout" % SDIST_C
    )


ROOT, ROOT_KIND = source_root()

LIMITED_API = sys.version_info >= (3, 11)


class BuildExt(build_ext):
    """Adds the library's sources once the compiler is known. (setup() may
    only name sources below this directory; these are outside it in a
    checkout.)"""

    def build_extensions(self):
        print("setup.py: C sources from %s (%s)" % (ROOT, ROOT_KIND))
        for ext in self.extensions:
            ext.sources.append(os.path.join(ROOT, "src", "bn254.c"))
        # The backend is src/target.h's choice, as in every other build; the
        # one assembly entry src/arch/kernels.S is empty for a backend
        # without assembly. gcc and clang preprocess and assemble .S files
        # themselves; MSVC cannot (target.h then takes a portable backend).
        if self.compiler.compiler_type == "unix":
            self.compiler.src_extensions.append(".S")
            for ext in self.extensions:
                ext.sources.append(os.path.join(ROOT, "src", "arch", "kernels.S"))
        if os.environ.get("BN254_PY_ASM") == "off":
            for ext in self.extensions:
                ext.define_macros.append(("BN254_NO_ASM", None))
        super().build_extensions()


C_SUFFIXES = (".c", ".h", ".S")


class Sdist(sdist):
    """The sdist carries the C sources it compiles: a copy of ROOT's src/
    and include/ (C, header and assembly files) and LICENSE, made in the
    release tree that becomes the archive."""

    def make_release_tree(self, base_dir, files):
        super().make_release_tree(base_dir, files)
        dest = os.path.join(base_dir, SDIST_C)
        copied = 0
        for sub in ("src", "include"):
            top = os.path.join(ROOT, sub)
            for folder, dirs, names in os.walk(top):
                dirs.sort()
                for name in sorted(names):
                    if not name.endswith(C_SUFFIXES):
                        continue
                    rel = os.path.relpath(os.path.join(folder, name), ROOT)
                    os.makedirs(os.path.dirname(os.path.join(dest, rel)), exist_ok=True)
                    shutil.copy2(os.path.join(ROOT, rel), os.path.join(dest, rel))
                    copied += 1
        if not has_sources(dest):
            sys.exit(
                "setup.py sdist: the copy in %s/ lacks src/bn254.c or include/bn254.h" % SDIST_C
            )
        licence = os.path.join(ROOT, "LICENSE")
        if not os.path.isfile(licence):
            sys.exit("setup.py sdist: no LICENSE in %s" % ROOT)
        shutil.copy2(licence, os.path.join(dest, "LICENSE"))
        if not os.path.exists(os.path.join(base_dir, "LICENSE")):
            shutil.copy2(licence, os.path.join(base_dir, "LICENSE"))
        print("setup.py sdist: %d C source files from %s into %s/" % (copied, ROOT, SDIST_C))


# BN254_API empty: the library's functions stay hidden in the extension
# (-fvisibility=hidden) instead of being exported by it.
macros = [("BN254_API", "")]
if LIMITED_API:
    macros.append(("Py_LIMITED_API", "0x030B0000"))
unix_flags = ["-std=c99", "-O3", "-fvisibility=hidden"] if os.name == "posix" else []

options = {}
if ROOT_KIND == "checkout":
    build_base = os.path.join(ROOT, "build", "bindings", "python-setuptools")
    options = {"build": {"build_base": build_base}, "egg_info": {"egg_base": build_base}}
    os.makedirs(build_base, exist_ok=True)
if LIMITED_API:
    options["bdist_wheel"] = {"py_limited_api": "cp311"}

setup(
    py_modules=[],  # no automatic discovery: bench.py is not part of the package
    packages=["bn254_precompiles"],
    ext_modules=[
        Extension(
            "bn254_precompiles._bn254",
            sources=["bn254module.c"],
            include_dirs=[os.path.join(ROOT, "include")],
            define_macros=macros,
            extra_compile_args=unix_flags,
            py_limited_api=LIMITED_API,
        )
    ],
    cmdclass={"build_ext": BuildExt, "sdist": Sdist},
    options=options,
)
