/* SPDX-License-Identifier: MIT */
/*
 * sp1_bn254.c: a guest written the way SP1's C examples for the zkVM
 * accelerator standard (zkvm_accelerators.h) are written: one input,
 * (mode || payload), from read_input; the result through write_output; main's
 * return value as the exit status (0 success, 1 failure). It calls the three
 * BN254 functions of the standard only, here those of libbn254_zkvm.a
 * (include/bn254_zkvm.h):
 *
 *   mode 0  zkvm_bn254_g1_add   payload p1 || p2 (128 bytes)   -> 64 bytes
 *   mode 1  zkvm_bn254_g1_mul   payload point || scalar (96)   -> 64 bytes
 *   mode 2  zkvm_bn254_pairing  payload k pairs of 192 bytes   -> 1 byte, 1 = verified
 *
 * A payload of another length, an unknown mode or a failed call (ZKVM_EFAIL)
 * returns 1 with no output. The host (zkvm/sp1/host) lays out EVM inputs
 * (padding or truncating ecadd/ecmul inputs to 128/96 bytes, as the
 * precompiles do) and checks the output against the vector's expected bytes.
 *
 * The call is wrapped in a cycle-tracker region named after the function, so
 * the executor reports the call alone beside the whole program. The payload
 * is copied into the standard's 8-byte aligned types (read_input's buffer is
 * aligned, so the payload after the mode byte is not).
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bn254_zkvm.h"
#include "guest_rt.h"
#include "sp1_rt.h"

#define BN254_SP1_MAX_PAIRS 512

static zkvm_bn254_pairing_pair bn254_sp1_pairs[BN254_SP1_MAX_PAIRS];

static void bn254_sp1_copy_bytes(uint8_t *d, const uint8_t *s, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) d[i] = s[i];
}

int main(void) {
    const uint8_t *buf = NULL;
    size_t size = 0, payload_size;
    const uint8_t *payload;
    zkvm_status status;

    read_input(&buf, &size);
    if (size < 1) return 1;
    payload = buf + 1;
    payload_size = size - 1;

    if (buf[0] == 0) {
        zkvm_bn254_g1_point p1, p2, result;
        if (payload_size != 128) return 1;
        bn254_sp1_copy_bytes(p1.data, payload, 64);
        bn254_sp1_copy_bytes(p2.data, payload + 64, 64);
        bn254_guest_region_begin("zkvm_bn254_g1_add");
        status = zkvm_bn254_g1_add(&p1, &p2, &result);
        bn254_guest_region_end();
        if (status != ZKVM_EOK) return 1;
        write_output(result.data, sizeof result.data);
    } else if (buf[0] == 1) {
        zkvm_bn254_g1_point point, result;
        zkvm_bn254_scalar scalar;
        if (payload_size != 96) return 1;
        bn254_sp1_copy_bytes(point.data, payload, 64);
        bn254_sp1_copy_bytes(scalar.data, payload + 64, 32);
        bn254_guest_region_begin("zkvm_bn254_g1_mul");
        status = zkvm_bn254_g1_mul(&point, &scalar, &result);
        bn254_guest_region_end();
        if (status != ZKVM_EOK) return 1;
        write_output(result.data, sizeof result.data);
    } else if (buf[0] == 2) {
        size_t num_pairs;
        bool verified = false;
        uint8_t out;
        if (payload_size % sizeof(zkvm_bn254_pairing_pair) != 0) return 1;
        num_pairs = payload_size / sizeof(zkvm_bn254_pairing_pair);
        if (num_pairs > BN254_SP1_MAX_PAIRS) return 1;
        bn254_sp1_copy_bytes((uint8_t *)bn254_sp1_pairs, payload, payload_size);
        bn254_guest_region_begin("zkvm_bn254_pairing");
        status = zkvm_bn254_pairing(num_pairs ? bn254_sp1_pairs : NULL, num_pairs, &verified);
        bn254_guest_region_end();
        if (status != ZKVM_EOK) return 1;
        out = verified ? 1 : 0;
        write_output(&out, 1);
    } else {
        return 1;
    }
    return 0;
}
