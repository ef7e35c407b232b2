// SPDX-License-Identifier: MIT
// Loads the test vectors shared by the tests and the benchmark: ours from
// vectors/ (with ExpectedError cases) and go-ethereum's, read at run time from
// $BN254_GETH_VECTORS or ../shared/vectors beside the repository (never
// copied into it). A missing go-ethereum folder is an error, not a skip.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..', '..');

export function gethDir() {
    const dir = process.env.BN254_GETH_VECTORS || path.join(repoRoot, '..', 'shared', 'vectors');
    if (!fs.existsSync(path.join(dir, 'bn256Pairing.json'))) {
        throw new Error(`go-ethereum vectors not found in ${dir} (set BN254_GETH_VECTORS)`);
    }
    return dir;
}

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** [{ op: 'ecadd'|'ecmul'|'ecpairing', source, Name, Input, Expected?, ExpectedError?, Gas }] */
export function loadVectors({ ours = true, geth = true } = {}) {
    const out = [];
    const ops = [
        ['ecadd', 'ecadd.json', 'bn256Add.json'],
        ['ecmul', 'ecmul.json', 'bn256ScalarMul.json'],
        ['ecpairing', 'ecpairing.json', 'bn256Pairing.json'],
    ];
    for (const [op, oursFile, gethFile] of ops) {
        if (ours) {
            const file = path.join(repoRoot, 'vectors', oursFile);
            for (const v of read(file)) out.push({ op, source: 'ours', ...v });
        }
        if (geth) {
            const file = path.join(gethDir(), gethFile);
            for (const v of read(file)) out.push({ op, source: 'geth', ...v });
        }
    }
    return out;
}

export const hexToBytes = (hex) => new Uint8Array(Buffer.from(hex, 'hex'));
export const bytesToHex = (bytes) => Buffer.from(bytes).toString('hex');
