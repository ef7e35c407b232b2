/* SPDX-License-Identifier: MIT */
/*
 * avx2_fp_mul4.c: an experiment, not part of the library (doc/notes.md,
 * "AVX2 lanes"). Four independent Montgomery products modulo the BN254 base
 * prime in the four 64-bit lanes of AVX2 registers (VPMULUDQ: 32 x 32 -> 64
 * bits per lane): 9 limbs of 29 bits, R = 2^261, the operand-scanning form
 * with the reduction of each limb interleaved and the carries left in the
 * 64-bit columns until the end (9 x 9 products of 58 bits and 9 x 9 of m p
 * stay below 2^63 per column), mul4_ops; and the product-scanning form
 * (FIPS, Koc, Acar, Kaliski 1996), mul4_fips. Checked against the scalar
 * kernel on 80,000 products (the lane result times 2^5 = a b 2^-256 mod p),
 * then timed beside it:
 *
 *   clang-19 -O3 -std=gnu99 -mavx2 -Iinclude -DBN254_BUILDING \
 *       -o build/avx2_fp_mul4 bench/experiments/avx2_fp_mul4.c src/arch/kernels.S
 *   taskset -c 1 build/avx2_fp_mul4       (-DMULFN=mul4_ops is the default)
 */
#include "../../src/bn254.c"
#include <immintrin.h>
#include <stdio.h>
#include <time.h>

#define L 9
#define MASK ((1u << 29) - 1)
typedef struct {
    __m256i v[L];
} fe4; /* limb i of 4 elements */

static uint32_t P29[L], N0P; /* p in 29-bit limbs; -p^-1 mod 2^29 */

static void to29(uint32_t o[L], const uint64_t x[4]) {
    int i;
    for (i = 0; i < L; i++) {
        int bit = 29 * i, w = bit / 64, s = bit % 64;
        uint64_t v = x[w] >> s;
        if (s > 35 && w < 3) v |= x[w + 1] << (64 - s);
        o[i] = (uint32_t)(v & MASK);
    }
}
static void from29(uint64_t x[4], const uint32_t o[L]) {
    int i;
    memset(x, 0, 32);
    for (i = 0; i < L; i++) {
        int bit = 29 * i, w = bit / 64, s = bit % 64;
        x[w] |= (uint64_t)o[i] << s;
        if (s > 35 && w < 3) x[w + 1] |= (uint64_t)o[i] >> (64 - s);
    }
}

static void mul4_ops(fe4 *r, const fe4 *a, const fe4 *b) {
    __m256i t[2 * L + 1];
    const __m256i mask = _mm256_set1_epi64x(MASK), n0 = _mm256_set1_epi64x(N0P);
    int i, j;
    for (i = 0; i < 2 * L + 1; i++) t[i] = _mm256_setzero_si256();
    for (i = 0; i < L; i++) {
        __m256i ai = a->v[i], m;
        for (j = 0; j < L; j++)
            t[i + j] = _mm256_add_epi64(t[i + j], _mm256_mul_epu32(ai, b->v[j]));
        m = _mm256_and_si256(_mm256_mul_epu32(t[i], n0), mask);
        for (j = 0; j < L; j++)
            t[i + j] = _mm256_add_epi64(t[i + j], _mm256_mul_epu32(m, _mm256_set1_epi64x(P29[j])));
        t[i + 1] = _mm256_add_epi64(t[i + 1], _mm256_srli_epi64(t[i], 29));
    }
    for (i = L; i < 2 * L - 1; i++) { /* normalise */
        t[i + 1] = _mm256_add_epi64(t[i + 1], _mm256_srli_epi64(t[i], 29));
        r->v[i - L] = _mm256_and_si256(t[i], mask);
    }
    r->v[L - 1] = t[2 * L - 1];
}

/* FIPS: column k of a b and m p together, m_k from the column's low limb. */
static void mul4_fips(fe4 *r, const fe4 *a, const fe4 *b) {
    __m256i m[L], acc = _mm256_setzero_si256();
    const __m256i mask = _mm256_set1_epi64x(MASK), n0 = _mm256_set1_epi64x(N0P);
    int i, k;
    for (k = 0; k < L; k++) {
        for (i = 0; i <= k; i++)
            acc = _mm256_add_epi64(acc, _mm256_mul_epu32(a->v[i], b->v[k - i]));
        for (i = 0; i < k; i++)
            acc = _mm256_add_epi64(acc, _mm256_mul_epu32(m[i], _mm256_set1_epi64x(P29[k - i])));
        m[k] = _mm256_and_si256(_mm256_mul_epu32(acc, n0), mask);
        acc = _mm256_add_epi64(acc, _mm256_mul_epu32(m[k], _mm256_set1_epi64x(P29[0])));
        acc = _mm256_srli_epi64(acc, 29);
    }
    for (k = L; k < 2 * L - 1; k++) {
        for (i = k - L + 1; i < L; i++) {
            acc = _mm256_add_epi64(acc, _mm256_mul_epu32(a->v[i], b->v[k - i]));
            acc = _mm256_add_epi64(acc, _mm256_mul_epu32(m[i], _mm256_set1_epi64x(P29[k - i])));
        }
        r->v[k - L] = _mm256_and_si256(acc, mask);
        acc = _mm256_srli_epi64(acc, 29);
    }
    r->v[L - 1] = acc;
}

#ifndef MULFN
#define MULFN mul4_ops
#endif
#define mul4 MULFN
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

int main(void) {
    uint64_t p[4] = {BN254_P_0, BN254_P_1, BN254_P_2, BN254_P_3};
    uint32_t inv = 1;
    int i, j, k, bad = 0;
    to29(P29, p);
    for (i = 0; i < 5; i++) inv *= 2 - P29[0] * inv; /* p^-1 mod 2^32 (Newton) */
    N0P = (uint32_t)(-inv) & MASK;
    /* correctness: lane result * 2^5 == a b 2^-256 (the scalar kernel on raw integers) */
    for (k = 0; k < 20000; k++) {
        bn254_fp a[4], b[4], want, got;
        fe4 A, B, R;
        uint32_t la[4][L], lb[4][L], lr[L];
        for (i = 0; i < 4; i++) {
            for (j = 0; j < 4; j++) {
                a[i].l[j] = (uint64_t)(k * 4 + i + 1) * 0x9e3779b97f4a7c15ULL * (j + 3);
                b[i].l[j] = a[i].l[j] * 0xc2b2ae3d27d4eb4fULL;
            }
            a[i].l[3] %= p[3];
            b[i].l[3] %= p[3];
            to29(la[i], a[i].l);
            to29(lb[i], b[i].l);
        }
        for (j = 0; j < L; j++) {
            A.v[j] = _mm256_setr_epi64x(la[0][j], la[1][j], la[2][j], la[3][j]);
            B.v[j] = _mm256_setr_epi64x(lb[0][j], lb[1][j], lb[2][j], lb[3][j]);
        }
        mul4(&R, &A, &B);
        for (i = 0; i < 4; i++) {
            for (j = 0; j < L; j++) lr[j] = (uint32_t)((uint64_t *)&R.v[j])[i];
            from29(got.l, lr);
            /* got < 2p: reduce, then times 32 */
            {
                bn254_fp z = {{0}};
                bn254_fp_add(&got, &got, &z);
            }
            for (j = 0; j < 5; j++) bn254_fp_add(&got, &got, &got);
            bn254_fp_mul(&want, &a[i], &b[i]);
            if (memcmp(&want, &got, 32)) bad++;
        }
    }
    printf("mismatches: %d of 80000\n", bad);
    {
        static fe4 X[16];
        fe4 Y;
        bn254_fp s[64], sb;
        int n = 200000, rep;
        double t0, t1, best4 = 1e9, bests = 1e9, bestc = 1e9;
        memset(X, 1, sizeof X);
        memset(&Y, 2, sizeof Y);
        for (j = 0; j < L; j++) {
            Y.v[j] = _mm256_and_si256(Y.v[j], _mm256_set1_epi64x(MASK));
            for (i = 0; i < 16; i++)
                X[i].v[j] = _mm256_and_si256(X[i].v[j], _mm256_set1_epi64x(MASK >> 1));
        }
        for (i = 0; i < 64; i++) {
            s[i].l[0] = i + 1;
            s[i].l[1] = 7;
            s[i].l[2] = 9;
            s[i].l[3] = 11;
        }
        sb = s[3];
        for (rep = 0; rep < 7; rep++) {
            t0 = now();
            for (k = 0; k < n; k++)
                for (i = 0; i < 16; i++) mul4(&X[i], &X[i], &Y);
            t1 = now();
            if ((t1 - t0) / n / 16 < best4) best4 = (t1 - t0) / n / 16;
            t0 = now();
            for (k = 0; k < n / 4; k++)
                for (i = 0; i < 64; i++) bn254_fp_mul(&s[i], &s[i], &sb);
            t1 = now();
            if ((t1 - t0) / (n / 4) / 64 < bests) bests = (t1 - t0) / (n / 4) / 64;
            t0 = now();
            for (k = 0; k < n; k++) mul4(&X[0], &X[0], &Y);
            t1 = now();
            if ((t1 - t0) / n < bestc) bestc = (t1 - t0) / n;
        }
        printf("AVX2 4-lane product: %.2f ns per call of 4 independent products (%.2f ns each), a "
               "dependent chain %.2f ns per call\n",
               best4, best4 / 4, bestc);
        printf("scalar MULX/ADX fp_mul, independent products: %.2f ns each (%lx %x)\n", bests,
               s[5].l[0], (unsigned)_mm256_extract_epi32(X[3].v[2], 1));
    }
    return bad != 0;
}
