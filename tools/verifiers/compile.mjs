// SPDX-License-Identifier: MIT
// compile.mjs: compiles gnark's exported Solidity verifiers with solc-js (the
// npm package `solc`, pinned in package.json / package-lock.json; it runs the
// compiler as WebAssembly in node, no native solc needed).
//
//   node compile.mjs DIR            compiles DIR/sol/*.sol, prints one JSON object
//                                   {solc, settings, contracts: {name: {contract, abi,
//                                   deploy, runtime}}} (bytecode as lowercase hex)
//   node compile.mjs --check DIR    compiles again and compares the bytecode with
//                                   DIR/<name>.json (deploy_code, runtime_code); exits 1
//                                   on a difference
//
// The settings are fixed here (and recorded in every output): optimizer on with
// 200 runs (solc's default count, what a deployment usually takes), EVM version
// prague, the default metadata hash (the bytecode ends with the CBOR metadata,
// which depends only on the source and these settings).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const solc = require('solc');

const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'prague',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
};

function compile(dir) {
  const solDir = path.join(dir, 'sol');
  const files = fs.readdirSync(solDir).filter((f) => f.endsWith('.sol')).sort();
  if (files.length === 0) throw new Error(`no .sol files in ${solDir}`);
  const sources = {};
  for (const f of files) sources[f] = { content: fs.readFileSync(path.join(solDir, f), 'utf8') };
  const out = JSON.parse(solc.compile(JSON.stringify({ language: 'Solidity', sources, settings })));
  const errors = (out.errors || []).filter((e) => e.severity === 'error');
  if (errors.length > 0) {
    throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  }
  const contracts = {};
  for (const f of files) {
    // The deployable contract of the file: the one with bytecode (gnark's
    // files hold one contract: Verifier or PlonkVerifier).
    const deployable = Object.entries(out.contracts[f]).filter(([, c]) => c.evm.bytecode.object.length > 0);
    if (deployable.length !== 1) throw new Error(`${f}: ${deployable.length} deployable contracts`);
    const [contract, c] = deployable[0];
    contracts[f.replace(/\.sol$/, '')] = {
      contract,
      abi: c.abi,
      deploy: c.evm.bytecode.object,
      runtime: c.evm.deployedBytecode.object,
    };
  }
  return { solc: solc.version(), settings: { optimizer: settings.optimizer, evmVersion: settings.evmVersion }, contracts };
}

const args = process.argv.slice(2);
if (args[0] === '--check' && args.length === 2) {
  const dir = args[1];
  const { solc: version, contracts } = compile(dir);
  let bad = 0;
  for (const [name, c] of Object.entries(contracts)) {
    const data = JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'));
    for (const [field, code] of [['deploy_code', c.deploy], ['runtime_code', c.runtime]]) {
      if (data[field] !== code) {
        console.error(`${name}: ${field} differs from what solc ${version} produces`);
        bad++;
      }
    }
    if (data.solc !== version) {
      console.error(`${name}: compiled with solc ${data.solc}, this is ${version}`);
      bad++;
    }
  }
  console.log(`compile.mjs: ${Object.keys(contracts).length} verifiers recompiled with solc ${version}, ${bad} differences`);
  process.exit(bad === 0 ? 0 : 1);
} else if (args.length === 1) {
  process.stdout.write(JSON.stringify(compile(args[0])));
} else {
  console.error('usage: node compile.mjs DIR | node compile.mjs --check DIR');
  process.exit(2);
}
