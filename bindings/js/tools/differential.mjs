// SPDX-License-Identifier: MIT
// The JavaScript peers of the differential run (tests/differential/run.sh):
// every case of a corpus through a pinned @ethereumjs/evm (package-lock.json),
// as EthereumJS runs the precompiles, with one of three BN254 libraries under
// it:
//   ethereumjs_noble   EthereumJS's default, NobleBN254 on @noble/curves
//   ethereumjs_rustbn  RustBN254 on rustbn-wasm (Parity's bn crate in wasm)
//   mcl_wasm           mcl-wasm through bench/mcl.mjs (EthereumJS has no
//                      mcl backend: that file writes the EIP-196/197 byte
//                      rules on mcl's API)
// A case is one EVM call to 0x06, 0x07 or 0x08 (Prague: Istanbul prices),
// so the answer includes EthereumJS's own padding, length check and gas:
// the return data and the gas used on success, or the exception on failure
// (which consumes the call's whole gas limit, so no gas is reported).
//   node tools/differential.mjs --peer ethereumjs_noble --corpus FILE --results FILE
// Formats: tests/differential/README.md (the answer of a case on one line,
// written as it comes).
import fs from 'node:fs';
import { EVM, EVMMockBlockchain, NobleBN254, RustBN254 } from '@ethereumjs/evm';
import { Common, Hardfork, Mainnet } from '@ethereumjs/common';
import { SimpleStateManager } from '@ethereumjs/statemanager';
import { createAddressFromString } from '@ethereumjs/util';
import { initRustBN } from 'rustbn-wasm';
import { createMclBN254 } from '../bench/mcl.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((acc, a, i, all) => {
    if (a.startsWith('--')) acc.push([a.slice(2), all[i + 1]]);
    return acc;
}, []));
const peers = {
    ethereumjs_noble: async () => new NobleBN254(), // what createEVM installs by default
    ethereumjs_rustbn: async () => new RustBN254(await initRustBN()),
    mcl_wasm: createMclBN254,
};
if (!(args.peer in peers) || !args.corpus || !args.results) {
    console.error(`usage: node tools/differential.mjs --peer ${Object.keys(peers).join('|')} ` +
                  '--corpus FILE --results FILE');
    process.exit(2);
}

// (package.json files read directly: some packages do not export them)
const version = (pkg) => JSON.parse(fs.readFileSync(
    new URL(`../node_modules/${pkg}/package.json`, import.meta.url), 'utf8')).version;
const describe = {
    ethereumjs_noble: `@ethereumjs/evm ${version('@ethereumjs/evm')}, NobleBN254, ` +
                      `@noble/curves ${version('@noble/curves')}`,
    ethereumjs_rustbn: `@ethereumjs/evm ${version('@ethereumjs/evm')}, RustBN254, ` +
                       `rustbn-wasm ${version('rustbn-wasm')}`,
    mcl_wasm: `@ethereumjs/evm ${version('@ethereumjs/evm')}, bench/mcl.mjs, ` +
              `mcl-wasm ${version('mcl-wasm')}`,
}[args.peer];

const bn254 = await peers[args.peer]();
const evm = new EVM({
    common: new Common({ chain: Mainnet, hardfork: Hardfork.Prague }),
    stateManager: new SimpleStateManager(),
    blockchain: new EVMMockBlockchain(),
    bn254,
});
const address = {
    ecadd: createAddressFromString('0x0000000000000000000000000000000000000006'),
    ecmul: createAddressFromString('0x0000000000000000000000000000000000000007'),
    ecpairing: createAddressFromString('0x0000000000000000000000000000000000000008'),
};
const gasLimit = 100_000_000n; // above the price of any corpus case

const out = fs.openSync(args.results, 'w');
fs.writeSync(out, `# ${args.peer}\t${describe}\n`);
let cases = 0;
for (const line of fs.readFileSync(args.corpus, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [id, op, hex] = line.split('\t');
    if (!(op in address) || hex === undefined) throw new Error(`not a corpus line: ${line}`);
    const data = hex === '-' ? new Uint8Array(0) : new Uint8Array(Buffer.from(hex, 'hex'));
    let answer;
    try {
        const { execResult: r } = await evm.runCall({ to: address[op], data, gasLimit });
        if (r.exceptionError === undefined) {
            answer = ['ok', Buffer.from(r.returnValue).toString('hex') || '-',
                      String(r.executionGasUsed), '-'];
        } else {
            answer = ['fail', '-', '-', String(r.exceptionError.error ?? r.exceptionError)
                .replace(/\s+/g, '_')];
        }
    } catch (e) { // an exception out of the EVM itself: a failure, said as such
        answer = ['fail', '-', '-', `threw:${String(e.message ?? e).replace(/\s+/g, '_')}`];
    }
    fs.writeSync(out, `${id}\t${answer.join('\t')}\n`);
    cases++;
}
fs.closeSync(out);
console.error(`${args.peer}: ${cases} corpus cases run, answers in ${args.results}`);
