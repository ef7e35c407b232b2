// SPDX-License-Identifier: MIT
// Type check of the CommonJS declarations (index.d.cts); nothing here runs.
import bn = require('bn254-precompiles');

const out: Uint8Array = bn.ecpairing(new Uint8Array(0));
const gas: bigint = bn.ecmulGas();
const evm: { add(i: Uint8Array): Uint8Array } = new bn.WasmBN254();
void out, gas, evm;
