/* SPDX-License-Identifier: MIT */
/*
 * bn254_zkvm.c: the zkvm_accelerators.h BN254 functions (include/bn254_zkvm.h)
 * as thin wrappers of the public API in bn254.h: each one lays its arguments
 * out as the precompile input (EIP-196/197), calls the precompile, and maps
 * its status to ZKVM_EOK/ZKVM_EFAIL. All validation is the library's. Built
 * as C11 (the standard's types use _Alignas) into libbn254_zkvm.a; it needs
 * no C library, so it serves the freestanding guests as it is.
 */
#include "bn254_zkvm.h"

#include "bn254.h"

/* Sizes the wrappers rely on: an array of pairs is exactly the EIP-197 input. */
_Static_assert(sizeof(zkvm_bn254_g1_point) == 64, "G1 point is 64 bytes");
_Static_assert(sizeof(zkvm_bn254_g2_point) == 128, "G2 point is 128 bytes");
_Static_assert(sizeof(zkvm_bn254_scalar) == 32, "scalar is 32 bytes");
_Static_assert(sizeof(zkvm_bn254_pairing_pair) == BN254_PAIR_LEN, "pair is 192 bytes");

/* Byte copy without the C library (freestanding guests have none). */
static void bn254_zkvm_copy(uint8_t *dst, const uint8_t *src, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) dst[i] = src[i];
}

zkvm_status zkvm_bn254_g1_add(const zkvm_bn254_g1_point *p1, const zkvm_bn254_g1_point *p2,
                              zkvm_bn254_g1_point *result) {
    uint8_t in[BN254_ECADD_INPUT_LEN];
    /* Both points are copied before the call, so result may alias either. */
    bn254_zkvm_copy(in, p1->data, 64);
    bn254_zkvm_copy(in + 64, p2->data, 64);
    return bn254_ecadd(result->data, in, sizeof in) == BN254_OK ? ZKVM_EOK : ZKVM_EFAIL;
}

zkvm_status zkvm_bn254_g1_mul(const zkvm_bn254_g1_point *point, const zkvm_bn254_scalar *scalar,
                              zkvm_bn254_g1_point *result) {
    uint8_t in[BN254_ECMUL_INPUT_LEN];
    bn254_zkvm_copy(in, point->data, 64);
    bn254_zkvm_copy(in + 64, scalar->data, 32);
    return bn254_ecmul(result->data, in, sizeof in) == BN254_OK ? ZKVM_EOK : ZKVM_EFAIL;
}

zkvm_status zkvm_bn254_pairing(const zkvm_bn254_pairing_pair *pairs, size_t num_pairs,
                               bool *verified) {
    uint8_t out[BN254_PAIRING_OUTPUT_LEN];
    size_t i;
    int one;
    /* *verified is written last, after the pairs are read, in case it aliases them. */
    if (num_pairs > (size_t)-1 / BN254_PAIR_LEN) {
        *verified = false;
        return ZKVM_EFAIL;
    }
    /* The pairs are read in place: the array is the 192 * num_pairs byte input. */
    if (bn254_ecpairing(out, num_pairs ? (const uint8_t *)pairs : NULL,
                        num_pairs * BN254_PAIR_LEN) != BN254_OK) {
        *verified = false;
        return ZKVM_EFAIL;
    }
    /* The precompile answers the 32-byte big-endian integer 1 or 0. */
    one = out[sizeof out - 1] == 1;
    for (i = 0; i + 1 < sizeof out; i++) one &= out[i] == 0;
    *verified = one != 0;
    return ZKVM_EOK;
}
