// SPDX-License-Identifier: MIT
// Types of bn254-precompiles: Ethereum's BN254 precompiles (EIP-196, EIP-197) in WebAssembly.

/** The library's status token of a rejected input. */
export type BN254ErrorCode = 'input-length' | 'not-in-field' | 'not-on-curve' | 'not-in-subgroup';

/** Gas schedule: EIP-196/197 (byzantium) or EIP-1108 (istanbul). */
export type BN254Revision = 'byzantium' | 'istanbul';

/** Thrown by ecadd, ecmul, ecpairing (and WasmBN254) on invalid input. */
export declare class BN254Error extends Error {
    readonly name: 'BN254Error';
    readonly code: BN254ErrorCode;
}

/** Instantiates the module asynchronously; required once on a browser's main thread. */
export declare function init(): Promise<void>;

/** ecadd (0x06): x || y (64 bytes). Input read as if padded or truncated to 128 bytes. */
export declare function ecadd(input: Uint8Array): Uint8Array;
/** ecmul (0x07): x || y (64 bytes). Input read as if padded or truncated to 96 bytes. */
export declare function ecmul(input: Uint8Array): Uint8Array;
/** ecpairing (0x08): 32 bytes, 1 if the pairing product is 1, else 0. */
export declare function ecpairing(input: Uint8Array): Uint8Array;
/** ecpairing through the module's cache of prepared G2 points: the same result for every input. */
export declare function ecpairingCached(input: Uint8Array): Uint8Array;
/** The counters of the module's G2 cache. */
export declare function g2CacheStats(): {
    capacity: number;
    hits: number;
    misses: number;
    inserts: number;
    evictions: number;
};

export declare function ecaddGas(rev?: BN254Revision): bigint;
export declare function ecmulGas(rev?: BN254Revision): bigint;
export declare function ecpairingGas(inputLength: number, rev?: BN254Revision): bigint;

/** EthereumJS's EVMBN254Interface: `createEVM({ bn254: new WasmBN254() })`. */
export declare class WasmBN254 {
    add(input: Uint8Array): Uint8Array;
    mul(input: Uint8Array): Uint8Array;
    pairing(input: Uint8Array): Uint8Array;
}
