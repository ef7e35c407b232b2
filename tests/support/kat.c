/* SPDX-License-Identifier: MIT */
/* kat.c: known multiples of the generators (kat.h). */
#include "kat.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "ref_int.h"

const bn254_kat_g1 bn254_kat_g1_mul[] = {
    /* 2G = (-23/16, -11/64): the tangent at (1, 2) has slope 3/4 */
    {"2", "-17/10", "-b/40"},
    {"3", "0769bf9ac56bea3ff40232bcb1b6bd159315d84715b8e679f2d355961915abf0",
     "2ab799bee0489429554fdb7c8d086475319e63b40b9c5b57cdf1ff3dd9fe2261"},
    {"5", "17c139df0efee0f766bc0204762b774362e4ded88953a39ce849a8a7fa163fa9",
     "01e0559bacb160664764a357af8a9fe70baa9258e0b959273ffc5718c6d4cc7c"},
    {"deadbeef", "1fd9bf9c6c9fc892f0b4f856657cd9309f43e2f1cfa3ed4724c40bd74ea13803",
     "18ee06de0e49deaf292d55f31fd13e603489f81bfa4ec6f2443ba2274621703f"},
    {"ffffffffffffffffffffffffffffffff",
     "2f341669a4213947dec095a447c16cb7880d2dcf362dc0ee0cf8cc074905fe14",
     "03b9858feadc5e60d56eb056bb833104bb102aa618282e5a21ce4a7a36893166"},
    /* r - 1: -G */
    {"30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000000", "1", "-2"},
    /* r - 2: -2G */
    {"30644e72e131a029b85045b68181585d2833e84879b9709143e1f593efffffff", "-17/10", "b/40"},
    /* (r - 1) / 2 */
    {"183227397098d014dc2822db40c0ac2e9419f4243cdcb848a1f0fac9f8000000",
     "16c372d654908a9ae463a429149fd61b49e61926c29d6b83d6c2945ebebf69f5",
     "0bd73965d13c74f86c48cf10239fafde44a4c6cd431c0f50e55bfd943ac76190"},
    {"ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
     "2f588cffe99db877a4434b598ab28f81e0522910ea52b45f0adaa772b2d5d352",
     "12f42fa8fd34fb1b33d8c6a718b6590198389b26fc9d8808d971f8b009777a97"},
    {"1b8a0b25f5e1c1b2c46e7a0d7d19b1ae9b0dc3e5e5f6f9d5d6c0a5b4e3f2a190",
     "1308d91aa16df47b53bcac808122ba3bd7dbef03761a5299b623b5c9242c86d7",
     "2be28fadf341dc991cf030b7c8852cd35737f43a8cfc0959b30a31f23ad4320a"},
};
const size_t bn254_kat_g1_mul_count = sizeof bn254_kat_g1_mul / sizeof bn254_kat_g1_mul[0];

const bn254_kat_g2 bn254_kat_g2_mul[] = {
    {"2", "27dc7234fd11d3e8c36c59277c3e6f149d5cd3cfa9a62aee49f8130962b4b3b9",
     "203e205db4f19b37b60121b83a7333706db86431c6d835849957ed8c3928ad79",
     "04bb53b8977e5f92a0bc372742c4830944a59b4fe6b1c0466e2a6dad122b5d2e",
     "195e8aa5b7827463722b8c153931579d3505566b4edf48d498e185f0509de152"},
    {"3", "06064e784db10e9051e52826e192715e8d7e478cb09a5e0012defa0694fbc7f5",
     "1014772f57bb9742735191cd5dcfe4ebbc04156b6878a0a7c9824f32ffb66e85",
     "058e1d5681b5b9e0074b0f9c8d2c68a069b920d74521e79765036d57666c5597",
     "021e2335f3354bb7922ffcc2f38d3323dd9453ac49b55441452aeaca147711b2"},
    /* x0, the BN parameter */
    {"44e992b44a6909f1", "0705d9d880decc84565fe2e1af82dc8d51ac8409dc2172006bfba9e316a0c218",
     "0c3244119322c84079479d4d7fb689f34a2c953d300b173bc0a516cdcf597155",
     "0c8b48ce229c870322461e68c2987d402540b5b7473cccb7e050f6ad9050fbe2",
     "26a7e9e79f844c6c66a39e0a413d7e1bb75d2b23bf77426b8ea866bc03693e4b"},
    /* p - r = p mod r: psi(G2) = [p] G2 (Python also checked it against the
     * Frobenius formula with xi^((p-1)/3), xi^((p-1)/2)) */
    {"6f4d8248eeb859fbf83e9682e87cfd46",
     "1e90992b13fc8e562f6839592f0f452b62d162aea782a401520fddb6b3cd6250",
     "0d6b98e29dca4786eaf4ea76d5e5883ed4169e25e55f247b9f5ac1e62410e140",
     "0957319384dacb13be8dc707070ab3d2f7279a2907b2f1aa942881b2d7c9d081",
     "211deca8c1d666d2bbf7862af1db06c460561e089558a2fbdfdd52b511756e53"},
    {"1b8a0b25f5e1c1b2c46e7a0d7d19b1ae9b0dc3e5e5f6f9d5d6c0a5b4e3f2a190",
     "19d0023b3da6cd0c49c336047e9e646a8c5eb8dd8654c1d23f9f2d20500ebe4e",
     "26720ba494e6b384ccbd31c8c26fd4595599253feca6bc80c63b2d67a851841a",
     "1574f27ad6338e55191800de552796f9bb8d0374275018ff55181af1d9e8cc76",
     "16e62c9ac49acc975b4db4593b5567e7128e425af27d4ad6a49b03476a187fec"},
};
const size_t bn254_kat_g2_mul_count = sizeof bn254_kat_g2_mul / sizeof bn254_kat_g2_mul[0];

const bn254_kat_g2 bn254_kat_twist_not_g2 = {
    "", "0", "1", "0cf32d3c49a2cb8a092f24ec3201e68dc299b6216e6321ee60573e3a7f596ea8",
    "07bca656753ef8cbee60335acbffe3def91636952d4ab9eb0b839c7f3566c0e2"};

/* The row whose first member, the scalar, is k, in a table of count rows
 * of size bytes each (both row types start with it). */
static const void *bn254_kat_row(const void *table, size_t count, size_t size, const char *k) {
    size_t i;
    for (i = 0; i < count; i++) {
        const void *row = (const char *)table + i * size;
        if (strcmp(*(const char *const *)row, k) == 0) return row;
    }
    fprintf(stderr, "no known answer for the scalar %s\n", k);
    BN254_CHECK(!"known answer missing");
    return NULL;
}

const bn254_kat_g1 *bn254_kat_g1_row(const char *k) {
    return (const bn254_kat_g1 *)bn254_kat_row(bn254_kat_g1_mul, bn254_kat_g1_mul_count,
                                               sizeof bn254_kat_g1_mul[0], k);
}

const bn254_kat_g2 *bn254_kat_g2_row(const char *k) {
    return (const bn254_kat_g2 *)bn254_kat_row(bn254_kat_g2_mul, bn254_kat_g2_mul_count,
                                               sizeof bn254_kat_g2_mul[0], k);
}

/* One literal as a 32-byte word. */
static void bn254_kat_word(uint8_t out[32], const char *literal) {
    uint64_t v[4];
    BN254_CHECK(bn254_ref_parse_fp(v, literal) == 0);
    bn254_ref_to_be(out, v);
}

void bn254_kat_g1_encode(uint8_t out[64], const bn254_kat_g1 *row) {
    bn254_kat_word(out, row->x);
    bn254_kat_word(out + 32, row->y);
}

void bn254_kat_g2_encode(uint8_t out[128], const bn254_kat_g2 *row) {
    bn254_kat_word(out, row->x_im);
    bn254_kat_word(out + 32, row->x_re);
    bn254_kat_word(out + 64, row->y_im);
    bn254_kat_word(out + 96, row->y_re);
}

/* Fp12 elements in the w-basis, computed by tools/gen_tower_kat.py (Python 3
 * big integers) in a model of Fp12 that shares nothing with the library's
 * tower (see test_fp12.c): A's g_i = SHA-256("fp12 a<i>") +
 * SHA-256("fp12 a<i>'") u mod p, and C = A^((p^6 - 1)(p^2 + 1)). */
const char *const bn254_kat_fp12_a[12] = {
    "0cc9c05f6963e68f329331a78f1256d5855963c4897483671b9aabd30da21de7",
    "2c30d17ab648372957ee3cde295c4ebcaa3af4c8bf2dad0618b5c733e0e7d856",
    "087af8460987d50b4ed8aecbf5b0567d66e82c7d2b52d583c089dd0de8cc978a",
    "0f1d58e1a814b07d1ea9c26ef2e85450ff1fcdde4db2ee7d50df09de7d541a69",
    "18c190a62e4f042fc32bf1349286dbf97033555f482472bebb89ae7b729d6cf9",
    "1b728f672581d0e97cfdc8c2aee877b72a2f6475dfb96904ed3c0e844c8e1cb5",
    "1c1a146cc7a6a2c3760169bdee5245cc18393000bebf1c04d73eb57292a7ce5f",
    "304a0e8e1c525c82793757bc40f9abc9a530c18d5305e992e6f3704be3825aa3",
    "14303783f56ee03a8d14f305dca10f52644e9be4c810b14c4fcf8f58e036efc0",
    "07c22f7bd34f62ee1b7d1408478af5a537907d8b149604d2f0a0c257f228919f",
    "011410060881c0882a982c36de6fb602710ce420a74cbaba83f3d0fb74ab3d86",
    "0d547f4e7248d9d73ed483e329b5547165ee6103c89fd7239de34f00a2c89a8b"};
const char *const bn254_kat_fp12_c[12] = {
    "157fa6b1dea6fe8da67831816ef375cde568ad397510a9ae15d88c1aaac0dd16",
    "1fdc6aa2558b0579e82983d7fd3845c626ae37436cfd62eecdba4a42c0eba301",
    "1ee659302938c991f10a5de275957cc36a03ed1e4cb3bf6f9074b2f650151ad0",
    "17eed358f538272d7d3fafac3696e4f4b75ae95f56835ae01b4372e90d4e3aa7",
    "09071514de5c190baf748470a484f06b0b2a4c52322179bee8c8a801730a0ca0",
    "027fd31a001522ce80e22d9fce091e6b7ba89e8c31710ba2f3c3fa875dc01b36",
    "2877b916781cb9b6a59765c46a9eb8b23152891372a5510edcf13bb8fd10d0fe",
    "165b3c2fdcd19468414f7ea44f305affc8101563f2cb5254ef1270805ae9167d",
    "0b5e0f2a1c017c09fb61dc5784ee555e752a84678fa0d02217c84253393dc4e3",
    "007a0e29f9c0fbf596f664f8f3aa86710363dfd360e4dbc871a9a9e65bec88d4",
    "20678d09434aaf7ca1f70b49bbe80a527427a3ec154864f77fdb7eb60a8a4560",
    "3000e01297ff350edb2469df884b93585256566d7d5600d46c40a73e41226ec0"};
