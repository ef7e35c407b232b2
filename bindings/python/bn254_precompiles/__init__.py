# SPDX-License-Identifier: MIT
"""Ethereum's BN254 (alt_bn128) precompiles ecadd (0x06, EIP-196), ecmul
(0x07, EIP-196) and ecpairing (0x08, EIP-197), and their gas (Byzantium and
EIP-1108 Istanbul prices), backed by the bn254 C library (the extension
module bn254_precompiles._bn254). Failures raise subclasses of Error (a
ValueError), one per C status, each with the C token as `token`.

bn254_precompiles.execution_specs plugs this library in under the Ethereum
execution specs' own alt_bn128 precompiles (the PyPI package
ethereum-execution, not a dependency of this one)."""

from ._bn254 import (
    BYZANTIUM,
    ISTANBUL,
    Error,
    InputLengthError,
    NotInFieldError,
    NotInSubgroupError,
    NotOnCurveError,
    __version__,
    backend,
    ecadd,
    ecadd_gas,
    ecmul,
    ecmul_gas,
    ecpairing,
    ecpairing_gas,
)

__all__ = [
    "BYZANTIUM",
    "ISTANBUL",
    "Error",
    "InputLengthError",
    "NotInFieldError",
    "NotInSubgroupError",
    "NotOnCurveError",
    "__version__",
    "backend",
    "ecadd",
    "ecadd_gas",
    "ecmul",
    "ecmul_gas",
    "ecpairing",
    "ecpairing_gas",
]
