# SPDX-License-Identifier: MIT
"""The execution specs' alt_bn128 precompiles (the PyPI package
ethereum-execution; tested with the version in requirements/test.txt of the
repository, 2.20.0) run as written, with py_ecc, or with this library
plugged in underneath:

    from bn254_precompiles import execution_specs

    with execution_specs.bn254_backend():       # the latest fork's module
        ...                                     # the spec's precompiles use bn254
    spec = execution_specs.Spec()               # or call them directly:
    with execution_specs.bn254_backend(spec.module):
        output, gas_used, error, cause = spec.call("ecpairing", data, gas=10**6)

ethereum-execution is not a dependency of this package: install it beside
(`pip install bn254-precompiles[execution-specs]`); this module imports it
only when a function here needs it.

The spec's module ethereum.forks.<fork>.vm.precompiled_contracts.alt_bn128
imports its curve arithmetic from py_ecc by name (add, multiply, normalize,
is_inf, pairing, FQ12) and keeps the rest to itself: gas (charge_gas before
any work), the input reading (buffer_read: zero padding), the decoding and
its checks (bytes_to_g1, bytes_to_g2: coordinates < p, the curve equations
through py_ecc's is_on_curve), the subgroup checks as r P = infinity and
r Q = infinity, and every failure as OutOfGasError (an exceptional halt:
the frame's gas is lost). `bn254_backend(module)` replaces only those six
py_ecc names in the module, as a client would plug a faster backend under
the spec, so the spec's own gas and error handling still run:

  add(P1, P2)              G1: bn254.ecadd on the two 64-byte encodings
  multiply(P, n)           G1: bn254.ecmul; G2 with n = r (the spec's only
                           use: its subgroup check): bn254.ecpairing of
                           (infinity, Q), which fails with NotInSubgroupError
                           exactly when r Q != infinity (EIP-197 checks every
                           G2 point, also beside an infinity); other uses
                           fall through to py_ecc
  normalize(P), is_inf(P)  on the results above (affine bytes)
  pairing(Q, P), FQ12      a lazy product: pairing() returns the pair's 192
                           bytes, FQ12.one() an empty product, `*=` appends,
                           and `result == FQ12.one()` is bn254.ecpairing of
                           the pairs == 1 (the spec's only comparison)

Points reach these functions as py_ecc tuples made by the spec's decoders
(z = 1, or z = 0 for infinity), or as the G1 results of the functions above.
"""

import dataclasses
import importlib
import os
import pkgutil
import time
from contextlib import contextmanager

import bn254_precompiles as bn254  # looked up at each call: a test may replace a function


def latest_fork():
    """(name, alt_bn128 module, PRE_COMPILED_CONTRACTS) of the latest fork
    (by its FORK_CRITERIA, block numbers before timestamps) that has
    vm/precompiled_contracts/alt_bn128.py; BN254_SPEC_FORK names another."""
    import ethereum.forks

    want = os.environ.get("BN254_SPEC_FORK")
    found = []
    for info in pkgutil.iter_modules(ethereum.forks.__path__):
        if want and info.name != want:
            continue
        try:
            fork = importlib.import_module("ethereum.forks." + info.name)
            importlib.import_module(
                "ethereum.forks.%s.vm.precompiled_contracts.alt_bn128" % info.name
            )
        except ModuleNotFoundError:
            continue
        found.append((fork.FORK_CRITERIA, info.name))
    if not found:
        raise RuntimeError(
            "no fork with vm/precompiled_contracts/alt_bn128.py (%s)" % (want or "any")
        )
    name = max(found)[1]
    base = "ethereum.forks.%s.vm" % name
    module = importlib.import_module(base + ".precompiled_contracts.alt_bn128")
    mapping = importlib.import_module(base + ".precompiled_contracts.mapping")
    return name, module, mapping


class Spec:
    """One fork's three precompiles and what a call needs: an Evm frame
    (the spec's dataclass; the precompiles read message.data and gas_left and
    write output), its exceptions and integer types."""

    def __init__(self):
        self.fork, self.module, mapping = latest_fork()
        pc = importlib.import_module("ethereum.forks.%s.vm.precompiled_contracts" % self.fork)
        vm = importlib.import_module("ethereum.forks.%s.vm" % self.fork)
        self.Evm, self.Message = vm.Evm, vm.Message
        contracts = mapping.PRE_COMPILED_CONTRACTS
        self.ops = {
            "ecadd": contracts[pc.ALT_BN128_ADD_ADDRESS],
            "ecmul": contracts[pc.ALT_BN128_MUL_ADDRESS],
            "ecpairing": contracts[pc.ALT_BN128_PAIRING_CHECK_ADDRESS],
        }
        for fn in self.ops.values():
            assert fn.__module__ == self.module.__name__, fn
        from ethereum_types.numeric import Uint

        self.Uint = Uint

    def frame(self, data, gas):
        msg = self.Message(**{f.name: None for f in dataclasses.fields(self.Message)})
        msg.data = bytes(data)
        msg.gas = self.Uint(gas)
        evm = self.Evm(**{f.name: None for f in dataclasses.fields(self.Evm)})
        evm.message = msg
        evm.gas_left = self.Uint(gas)
        evm.output = b""
        return evm

    def call(self, op, data, gas=10**9):
        """(output, gas used, exception type name, its cause's type name);
        output None on an exception. Gas used is what the frame lost before
        the precompile returned or raised (the spec's halt takes the rest
        later, in its interpreter)."""
        evm = self.frame(data, gas)
        try:
            self.ops[op](evm)
        except Exception as e:  # compared by type: any type may show up
            cause = e.__cause__
            return (
                None,
                gas - int(evm.gas_left),
                type(e).__name__,
                type(cause).__name__ if cause is not None else None,
            )
        return (bytes(evm.output), gas - int(evm.gas_left), None, None)

    def timed_call(self, op, data, gas=10**9):
        t = time.thread_time_ns()
        res = self.call(op, data, gas)
        return res, time.thread_time_ns() - t


# --- the backend ---------------------------------------------------------


class G1Bytes:
    """A G1 point as the library returns it: 64 bytes, affine, zero for
    infinity."""

    __slots__ = ("enc",)

    def __init__(self, enc):
        self.enc = enc


class G2Order:
    """multiply(Q, r) for a G2 point Q: infinity or not, that is all the
    spec asks of it."""

    __slots__ = ("inf",)

    def __init__(self, inf):
        self.inf = inf


class PairingProduct:
    """The spec's FQ12 accumulator: the pairs of the product, evaluated by
    bn254.ecpairing when compared with FQ12.one()."""

    __slots__ = ("pairs",)

    def __init__(self, pairs=b""):
        self.pairs = pairs

    @classmethod
    def one(cls):
        return cls()

    def __mul__(self, other):
        if not isinstance(other, PairingProduct):
            return NotImplemented
        return PairingProduct(self.pairs + other.pairs)

    def __eq__(self, other):
        if not isinstance(other, PairingProduct) or other.pairs:
            raise TypeError("the backend compares a product with FQ12.one() only")
        return bn254.ecpairing(self.pairs)[-1] == 1

    __hash__ = None


def _ints(pt):
    """py_ecc tuple (x, y, z) -> affine ints, or None for infinity."""
    x, y, z = pt
    if z == z.zero():
        return None
    if z != z.one():
        x, y = x / z, y / z
    return x, y


def g1_encode(pt):
    if isinstance(pt, G1Bytes):
        return pt.enc
    xy = _ints(pt)
    if xy is None:
        return bytes(64)
    return int(xy[0]).to_bytes(32, "big") + int(xy[1]).to_bytes(32, "big")


def g2_encode(pt):
    xy = _ints(pt)
    if xy is None:
        return bytes(128)
    x, y = xy
    # EIP-197: x_im || x_re || y_im || y_re
    return b"".join(
        int(c).to_bytes(32, "big") for c in (x.coeffs[1], x.coeffs[0], y.coeffs[1], y.coeffs[0])
    )


def is_g2(pt):
    return not isinstance(pt, G1Bytes) and hasattr(pt[0], "coeffs") and len(pt[0].coeffs) == 2


def make_backend(py_ecc_names, curve_order):
    """The six replacements; py_ecc_names: the module's originals, for the
    uses the library does not cover (none in the spec)."""
    orig = py_ecc_names

    def add(p1, p2):
        if is_g2(p1) or is_g2(p2):
            return orig["add"](p1, p2)
        return G1Bytes(bn254.ecadd(g1_encode(p1) + g1_encode(p2)))

    def multiply(pt, n):
        n = int(n)
        if is_g2(pt):
            if n != curve_order:
                return orig["multiply"](pt, n)
            try:
                bn254.ecpairing(bytes(64) + g2_encode(pt))
            except bn254.NotInSubgroupError:
                return G2Order(False)
            return G2Order(True)
        return G1Bytes(bn254.ecmul(g1_encode(pt) + n.to_bytes(32, "big")))

    def normalize(pt):
        if isinstance(pt, G1Bytes):
            return (int.from_bytes(pt.enc[:32], "big"), int.from_bytes(pt.enc[32:], "big"))
        return orig["normalize"](pt)

    def is_inf(pt):
        if isinstance(pt, G1Bytes):
            return pt.enc == bytes(64)
        if isinstance(pt, G2Order):
            return pt.inf
        return orig["is_inf"](pt)

    def pairing(q, p):
        return PairingProduct(g1_encode(p) + g2_encode(q))

    return {
        "add": add,
        "multiply": multiply,
        "normalize": normalize,
        "is_inf": is_inf,
        "pairing": pairing,
        "FQ12": PairingProduct,
    }


REPLACED = ("add", "multiply", "normalize", "is_inf", "pairing", "FQ12")


@contextmanager
def bn254_backend(module=None):
    """Within: the spec's alt_bn128 module (default: the latest fork's,
    latest_fork()) computes with bn254."""
    if module is None:
        module = latest_fork()[1]
    saved = {name: getattr(module, name) for name in REPLACED}
    for name, fn in make_backend(saved, module.curve_order).items():
        setattr(module, name, fn)
    try:
        yield
    finally:
        for name, fn in saved.items():
            setattr(module, name, fn)
