// SPDX-License-Identifier: MIT
// Every vector through a real, pinned @ethereumjs/evm with WasmBN254 plugged
// in: calls to 0x06, 0x07, 0x08 checked for return data, gas used (the EVM's
// own schedule) and, for invalid inputs, a failed call that consumes all gas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EVM, EVMMockBlockchain, NobleBN254, createEVM } from '@ethereumjs/evm';
import { Common, Hardfork, Mainnet } from '@ethereumjs/common';
import { SimpleStateManager } from '@ethereumjs/statemanager';
import { Account, createAddressFromString } from '@ethereumjs/util';
import { WasmBN254, ecaddGas, ecmulGas, ecpairingGas } from '../dist/index.js';
import { loadVectors, hexToBytes, bytesToHex } from './vectors.mjs';

const vectors = loadVectors();
const address = {
    ecadd: createAddressFromString('0x0000000000000000000000000000000000000006'),
    ecmul: createAddressFromString('0x0000000000000000000000000000000000000007'),
    ecpairing: createAddressFromString('0x0000000000000000000000000000000000000008'),
};

/** WasmBN254 that counts its calls, to prove the EVM really used it. */
class CountingBN254 extends WasmBN254 {
    calls = 0;
    add(input) { this.calls++; return super.add(input); }
    mul(input) { this.calls++; return super.mul(input); }
    pairing(input) { this.calls++; return super.pairing(input); }
}

function makeEVM(hardfork, bn254) {
    return new EVM({
        common: new Common({ chain: Mainnet, hardfork }),
        stateManager: new SimpleStateManager(),
        blockchain: new EVMMockBlockchain(),
        bn254,
    });
}

const call = (evm, v, gasLimit) =>
    evm.runCall({ to: address[v.op], data: hexToBytes(v.Input), gasLimit });

test('createEVM in @ethereumjs/evm 10.1.3 replaces the bn254 option with NobleBN254', async () => {
    // constructors.js sets opts.bn254 = new NobleBN254() unconditionally, so the
    // README shows `new EVM({ ..., bn254 })`. When this fails, upstream fixed it.
    const evm = await createEVM({ bn254: new WasmBN254() });
    assert.ok(evm._bn254 instanceof NobleBN254);
});

for (const hardfork of [Hardfork.Prague, Hardfork.Istanbul]) {
    test(`every vector through the EVM (${hardfork}): output, gas used, failures`, async () => {
        const bn254 = new CountingBN254();
        const evm = makeEVM(hardfork, bn254);
        let ok = 0, failed = 0;
        for (const v of vectors) {
            const what = `${v.source} ${v.op} ${v.Name}`;
            const gasLimit = BigInt(v.Gas) + 10000n;
            const { execResult: r } = await call(evm, v, gasLimit);
            if (v.ExpectedError) {
                assert.ok(r.exceptionError !== undefined, `${what}: the call must fail`);
                assert.equal(r.executionGasUsed, gasLimit, `${what}: a failure consumes all gas`);
                assert.equal(r.returnValue.length, 0, what);
                failed++;
            } else {
                assert.equal(r.exceptionError, undefined, what);
                assert.equal(bytesToHex(r.returnValue), v.Expected, what);
                assert.equal(r.executionGasUsed, BigInt(v.Gas), `${what}: gas used`);
                ok++;
            }
        }
        // EthereumJS rejects a pairing input of bad length before calling the
        // library; every other vector reached our class.
        const preChecked = vectors.filter((v) => v.ExpectedError === 'input-length').length;
        assert.equal(bn254.calls, vectors.length - preChecked);
        assert.equal(ok + failed, vectors.length);
        assert.ok(failed > 50 && ok > 150);
    });
}

test('out of gas one below the price, success at the price', async () => {
    const evm = makeEVM(Hardfork.Prague, new WasmBN254());
    for (const name of ['chfast1', 'cdetrio1', 'jeff1']) {
        const v = vectors.find((x) => x.source === 'geth' && x.Name === name);
        const low = await call(evm, v, BigInt(v.Gas) - 1n);
        assert.ok(low.execResult.exceptionError !== undefined, name);
        assert.equal(low.execResult.executionGasUsed, BigInt(v.Gas) - 1n, name);
        const exact = await call(evm, v, BigInt(v.Gas));
        assert.equal(exact.execResult.exceptionError, undefined, name);
        assert.equal(bytesToHex(exact.execResult.returnValue), v.Expected, name);
    }
});

test('byzantium prices: the EVM and the package agree (EIP-196/197)', async () => {
    const evm = makeEVM(Hardfork.Byzantium, new WasmBN254());
    for (const name of ['chfast1', 'cdetrio1', 'jeff1', 'empty_data']) {
        const v = vectors.find((x) => x.source === 'geth' && x.Name === name);
        if (!v) continue;
        const { execResult: r } = await call(evm, v, 10n ** 7n);
        const want = { ecadd: ecaddGas('byzantium'), ecmul: ecmulGas('byzantium'),
                       ecpairing: ecpairingGas(v.Input.length / 2, 'byzantium') }[v.op];
        assert.equal(r.exceptionError, undefined, name);
        assert.equal(r.executionGasUsed, want, name);
        assert.equal(bytesToHex(r.returnValue), v.Expected, name);
    }
});

test('same results as EthereumJS default NobleBN254 on every vector', async () => {
    const ours = makeEVM(Hardfork.Prague, new WasmBN254());
    const noble = makeEVM(Hardfork.Prague, new NobleBN254());
    for (const v of vectors) {
        const gasLimit = BigInt(v.Gas) + 1n;
        const a = (await call(ours, v, gasLimit)).execResult;
        const b = (await call(noble, v, gasLimit)).execResult;
        const what = `${v.source} ${v.op} ${v.Name}`;
        assert.equal(bytesToHex(a.returnValue), bytesToHex(b.returnValue), what);
        assert.equal(a.executionGasUsed, b.executionGasUsed, what);
        assert.equal(a.exceptionError === undefined, b.exceptionError === undefined, what);
    }
});

test('every vector through STATICCALL from a contract', async () => {
    // CALLDATACOPY the input to memory, STATICCALL the precompile with all gas,
    // return 96 bytes: the 64-byte output area and the success flag.
    const code = (addr) => hexToBytes(
        '36600060003760406000366000' + `60${addr}` + '5afa604052606060' + '00f3');
    const evm = makeEVM(Hardfork.Prague, new CountingBN254());
    const contract = {};
    for (const [op, addr] of [['ecadd', '06'], ['ecmul', '07'], ['ecpairing', '08']]) {
        contract[op] = createAddressFromString(`0x00000000000000000000000000000000000000c${addr[1]}`);
        await evm.stateManager.putAccount(contract[op], new Account());
        await evm.stateManager.putCode(contract[op], code(addr));
    }
    let failures = 0;
    for (const v of vectors) {
        const what = `${v.source} ${v.op} ${v.Name}`;
        const { execResult: r } = await evm.runCall({
            to: contract[v.op], data: hexToBytes(v.Input), gasLimit: 5_000_000n,
        });
        assert.equal(r.exceptionError, undefined, what);
        const ret = bytesToHex(r.returnValue);
        const success = ret.slice(128, 192);
        if (v.ExpectedError) {
            assert.equal(success, '00'.repeat(32), `${what}: the inner call must fail`);
            failures++;
        } else {
            assert.equal(success, '00'.repeat(31) + '01', what);
            assert.equal(ret.slice(0, v.Expected.length), v.Expected, what);
        }
    }
    assert.ok(failures > 50);
    const preChecked = vectors.filter((v) => v.ExpectedError === 'input-length').length;
    assert.equal(evm._bn254.calls, vectors.length - preChecked);
});
