// SPDX-License-Identifier: MIT
// Type check of the declarations (tsc --noEmit -p test/tsconfig.json): the
// ESM types against EthereumJS's own EVMBN254Interface; types-cjs.cts does
// the CommonJS entry. Nothing here runs.
import type { EVMBN254Interface } from '@ethereumjs/evm';
import {
    BN254Error, WasmBN254, ecadd, ecaddGas, ecmul, ecmulGas, ecpairing, ecpairingGas, init,
    type BN254ErrorCode, type BN254Revision,
} from 'bn254-precompiles';

const bn254: EVMBN254Interface = new WasmBN254();
const outputs: Uint8Array[] = [
    ecadd(new Uint8Array(128)), ecmul(new Uint8Array(96)), ecpairing(new Uint8Array(0)),
];
const rev: BN254Revision = 'byzantium';
const gas: bigint[] = [ecaddGas(), ecaddGas(rev), ecpairingGas(192, 'istanbul')];
const ready: Promise<void> = init();
try {
    bn254.add(new Uint8Array(1));
} catch (e) {
    if (e instanceof BN254Error) {
        const code: BN254ErrorCode = e.code;
        const message: string = e.message;
        void code, message;
    }
}
// @ts-expect-error: only byzantium and istanbul
ecmulGas('london');
// @ts-expect-error: inputs are bytes
ecadd('00');
void outputs, gas, ready;
