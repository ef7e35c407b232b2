/* SPDX-License-Identifier: MIT */
/*
 * consumer.c: a program built against an installed bn254, the way a user
 * would (only <bn254.h> and the installed library), to prove the install
 * tree, the CMake package and the pkg-config file all work. It checks one
 * known answer: ecmul of the generator G1 = (1, 2) by 2 is
 * 2G = (0x030644e7...6d87cfd3, 0x15ed738c...5a18a2c4).
 */
#include <bn254.h>

#include <stdio.h>
#include <string.h>

int main(void) {
    /* x = 1, y = 2, s = 2: three 32-byte big-endian words. */
    uint8_t input[BN254_ECMUL_INPUT_LEN] = {0};
    static const uint8_t expected_2g[BN254_POINT_LEN] = {
        0x03, 0x06, 0x44, 0xe7, 0x2e, 0x13, 0x1a, 0x02, 0x9b, 0x85, 0x04, 0x5b, 0x68,
        0x18, 0x15, 0x85, 0xd9, 0x78, 0x16, 0xa9, 0x16, 0x87, 0x1c, 0xa8, 0xd3, 0xc2,
        0x08, 0xc1, 0x6d, 0x87, 0xcf, 0xd3, 0x15, 0xed, 0x73, 0x8c, 0x0e, 0x0a, 0x7c,
        0x92, 0xe7, 0x84, 0x5f, 0x96, 0xb2, 0xae, 0x9c, 0x0a, 0x68, 0xa6, 0xa4, 0x49,
        0xe3, 0x53, 0x8f, 0xc7, 0xff, 0x3e, 0xbf, 0x7a, 0x5a, 0x18, 0xa2, 0xc4,
    };
    uint8_t output[BN254_POINT_LEN];
    bn254_status status;

    input[31] = 1;
    input[63] = 2;
    input[95] = 2;
    status = bn254_ecmul(output, input, sizeof input);
    if (status != BN254_OK) {
        fprintf(stderr, "consumer: bn254_ecmul failed: %s\n", bn254_status_str(status));
        return 1;
    }
    if (memcmp(output, expected_2g, sizeof expected_2g) != 0) {
        fprintf(stderr, "consumer: bn254_ecmul(G, 2) is not 2G\n");
        return 1;
    }
    printf("consumer: bn254 %d.%d.%d (%s): ecmul(G, 2) == 2G\n", BN254_VERSION_MAJOR,
           BN254_VERSION_MINOR, BN254_VERSION_PATCH, bn254_backend());
    return 0;
}
