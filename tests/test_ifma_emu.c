/* SPDX-License-Identifier: MIT */
/*
 * test_ifma_emu.c: the portable emulation of the AVX-512 intrinsics of the
 * Fp12 lane kernels (src/arch/x86_64/ifma_emu.h: SIMDe plus our own
 * VPMADD52LUQ, VPMADD52HUQ, VPSRAQ, VPADDQ and VPSUBQ) on its own:
 *   - known answers worked out by hand from the Operation sections of the
 *     Intel SDM (vol. 2, VPMADD52LUQ, VPMADD52HUQ, PSRAQ): the extreme
 *     52 x 52-bit products, accumulation modulo 2^64, shifts by 0, 52, 63,
 *     64 and 255;
 *   - every contract check aborting: a factor of 2^52 or more in either
 *     operand, a column that overflows 2^63 - 1, a load and a store that
 *     are not 64-byte aligned (each in a child process, which must die of
 *     SIGABRT), and the accepted cases next to them (a negative column, the
 *     Montgomery factor's wide operand masked by BN254_IFMA_LOW52);
 *   - the real instructions, where the CPU has AVX-512F and IFMA (and the
 *     compiler targets x86-64): every intrinsic the kernels use, on random
 *     operands in the kernels' ranges, lane for lane. Elsewhere that part
 *     is skipped, and on a machine without it the lane kernels themselves
 *     are checked against the scalar tower by bn254.fp12 and bn254.pairing
 *     in the emulated build (CMake preset lanes-emulated).
 * Without SIMDe (libsimde-dev) the whole program reports SKIP.
 */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "support/check.h"
#include "support/rng.h"

#if defined(BN254_TEST_HAVE_SIMDE)

#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#define BN254_IFMA_EMU_NO_NAMES
#include "../src/arch/x86_64/ifma_emu.h"

#define M52 ((uint64_t)0xfffffffffffff)

/* Eight lanes in memory, aligned as the aligned loads and stores need. */
typedef struct {
    __attribute__((aligned(64))) uint64_t q[8];
} lanes;

static bn254_emu_v put(const uint64_t v[8]) {
    return bn254_emu_put(v);
}

static void get(uint64_t r[8], bn254_emu_v v) {
    bn254_emu_get(r, v);
}

static void set_all(uint64_t v[8], uint64_t x) {
    int j;
    for (j = 0; j < 8; j++) v[j] = x;
}

/* ---- known answers ------------------------------------------------------ */

/* One lane of madd52lo and madd52hi; all eight lanes get the same operands. */
static void check_madd52(uint64_t a, uint64_t b, uint64_t c, uint64_t lo, uint64_t hi) {
    uint64_t va[8], vb[8], vc[8], r[8];
    int j;
    set_all(va, a);
    set_all(vb, b);
    set_all(vc, c);
    get(r, bn254_emu_madd52lo_epu64(put(va), put(vb), put(vc)));
    for (j = 0; j < 8; j++) assert_int_equal(r[j], lo);
    get(r, bn254_emu_madd52hi_epu64(put(va), put(vb), put(vc)));
    for (j = 0; j < 8; j++) assert_int_equal(r[j], hi);
}

static void test_madd52_known_answers(void **state) {
    (void)state;
    /* (2^52 - 1)^2 = (2^52 - 2) 2^52 + 1 */
    check_madd52(5, M52, M52, 6, (M52 - 1) + 5);
    check_madd52(0, 3, 5, 15, 0);
    /* 2^51 2^51 = 2^102 = 2^50 2^52 */
    check_madd52(0, (uint64_t)1 << 51, (uint64_t)1 << 51, 0, (uint64_t)1 << 50);
    check_madd52(7, M52, 1, M52 + 7, 7);
    /* (2^52 - 1) 2^51 = (2^51 - 1) 2^52 + 2^51 */
    check_madd52(0, M52, (uint64_t)1 << 51, (uint64_t)1 << 51, ((uint64_t)1 << 51) - 1);
    /* a column that is negative (as the kernels' signed columns can be): the
     * sum wraps modulo 2^64, -1 + 1 = 0 */
    check_madd52(~(uint64_t)0, 1, 1, 0, ~(uint64_t)0);
    check_madd52((uint64_t)1 << 63, M52, M52, ((uint64_t)1 << 63) + 1,
                 ((uint64_t)1 << 63) + M52 - 1);
    /* the largest column that takes (2^52 - 1)^2's high half without overflow */
    check_madd52(((uint64_t)1 << 63) - 1 - (M52 - 1), M52, M52, ((uint64_t)1 << 63) - (M52 - 1),
                 ((uint64_t)1 << 63) - 1);
}

static void check_srai(uint64_t a, unsigned n, uint64_t want) {
    uint64_t va[8], r[8];
    int j;
    set_all(va, a);
    get(r, bn254_emu_srai_epi64(put(va), n));
    for (j = 0; j < 8; j++) assert_int_equal(r[j], want);
}

static void test_srai_known_answers(void **state) {
    (void)state;
    check_srai((uint64_t)1 << 63, 52, 0xfffffffffffff800u);
    check_srai(~(uint64_t)0, 52, ~(uint64_t)0);
    check_srai(((uint64_t)1 << 63) - 1, 52, 2047);
    check_srai(0x0123456789abcdefu, 0, 0x0123456789abcdefu);
    check_srai(0xfedcba9876543210u, 4, 0xffedcba987654321u);
    check_srai(0xfedcba9876543210u, 63, ~(uint64_t)0);
    check_srai(0x7edcba9876543210u, 63, 0);
    check_srai(0xfedcba9876543210u, 64, ~(uint64_t)0); /* count > 63: the sign bit everywhere */
    check_srai(0x7edcba9876543210u, 64, 0);
    check_srai(0xfedcba9876543210u, 255, ~(uint64_t)0);
    /* a carry of the kernels' norm: -(2^52) + 5 in a limb carries -1 */
    check_srai((uint64_t)0 - ((uint64_t)1 << 52) + 5, 52, ~(uint64_t)0);
}

/* Additions and subtractions wrap modulo 2^64, past the signed range too. */
static void test_add_sub_known_answers(void **state) {
    uint64_t va[8], vb[8], r[8];
    int j;
    (void)state;
    for (j = 0; j < 8; j++) {
        va[j] = ((uint64_t)1 << 63) - 1 + (uint64_t)j; /* INT64_MAX + j */
        vb[j] = (uint64_t)j << 62;
    }
    get(r, bn254_emu_add_epi64(put(va), put(vb)));
    for (j = 0; j < 8; j++) assert_int_equal(r[j], va[j] + vb[j]);
    assert_int_equal(r[1], ((uint64_t)1 << 63) + ((uint64_t)1 << 62));
    assert_int_equal(r[5], ((uint64_t)1 << 63) + 4 + ((uint64_t)1 << 62)); /* 5 2^62 mod 2^64 */
    get(r, bn254_emu_sub_epi64(put(vb), put(va)));
    for (j = 0; j < 8; j++) assert_int_equal(r[j], vb[j] - va[j]);
    assert_int_equal(r[0], ((uint64_t)1 << 63) + 1); /* 0 - (2^63 - 1) */
}

/* ---- contracts ---------------------------------------------------------- */

typedef void (*violation_fn)(void);

/* 1 if fn() dies of SIGABRT in a child process (its report to /dev/null). */
static int aborts(violation_fn fn) {
    int status;
    pid_t pid;
    fflush(NULL);
    pid = fork();
    BN254_CHECK(pid >= 0);
    if (pid == 0) {
        if (!freopen("/dev/null", "w", stderr)) _exit(2);
        fn();
        _exit(0);
    }
    BN254_CHECK(waitpid(pid, &status, 0) == pid);
    return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

static volatile uint64_t sink;

static void madd(uint64_t a, uint64_t b, uint64_t c, int hi, int lane) {
    uint64_t va[8] = {0}, vb[8] = {0}, vc[8] = {0}, r[8];
    va[lane] = a;
    vb[lane] = b;
    vc[lane] = c;
    if (hi) {
        get(r, bn254_emu_madd52hi_epu64(put(va), put(vb), put(vc)));
    } else {
        get(r, bn254_emu_madd52lo_epu64(put(va), put(vb), put(vc)));
    }
    sink = r[lane];
}

static void wide_b_lo(void) {
    madd(0, (uint64_t)1 << 52, 1, 0, 3);
}
static void wide_c_hi(void) {
    madd(0, 1, ~(uint64_t)0, 1, 7);
}
static void overflow_lo(void) {
    madd(((uint64_t)1 << 63) - 1, 1, 1, 0, 0);
}
static void overflow_hi(void) {
    madd(((uint64_t)1 << 63) - 1 - (M52 - 1) + 1, M52, M52, 1, 5);
}
static lanes buffer[2];
static void misaligned_load(void) {
    uint64_t r[8];
    get(r, bn254_emu_load_si512((const char *)&buffer[0] + 8));
    sink = r[0];
}
static void misaligned_store(void) {
    uint64_t v[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    bn254_emu_store_si512((char *)&buffer[0] + 32, put(v));
}
static void aligned_both(void) {
    uint64_t v[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    bn254_emu_store_si512(&buffer[1], put(v));
    get(v, bn254_emu_load_si512(&buffer[1]));
    sink = v[7];
}
static void negative_column(void) {
    madd((uint64_t)0 - 12345, M52, M52, 1, 2);
}
static void masked_wide(void) {
    uint64_t va[8] = {0}, vb[8], vc[8], r[8];
    set_all(vb, ~(uint64_t)0);
    set_all(vc, 3);
    get(r, bn254_emu_madd52lo_epu64(put(va), BN254_IFMA_LOW52(put(vb)), put(vc)));
    sink = r[0];
}

static void test_contracts(void **state) {
    (void)state;
    assert_true(aborts(wide_b_lo));
    assert_true(aborts(wide_c_hi));
    assert_true(aborts(overflow_lo));
    assert_true(aborts(overflow_hi));
    assert_true(aborts(misaligned_load));
    assert_true(aborts(misaligned_store));
    assert_false(aborts(aligned_both));
    assert_false(aborts(negative_column));
    assert_false(aborts(masked_wide));
    { /* and what the masked product computes: (2^52 - 1) 3 mod 2^52 = 2^52 - 3 */
        masked_wide();
        assert_int_equal(sink, M52 - 2);
    }
}

/* ---- against the real instructions -------------------------------------- */

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

#define N_OPS 19

/* Every intrinsic of fp12_ifma.h on a (any 64-bit values), b and c (below
 * 2^52, the kernels' factors), the mask m and the lane indices idx (0..7),
 * with the kernels' shift counts and the edges of the counts. */
#define ALL_OPS(P, T, in_a, in_b, in_c, in_idx, m, mem) \
    do { \
        T a_ = P##load_si512(in_a), b_ = P##load_si512(in_b), c_ = P##load_si512(in_c); \
        T i_ = P##load_si512(in_idx); \
        T o_[N_OPS]; \
        int k_; \
        o_[0] = P##madd52lo_epu64(a_, b_, c_); \
        o_[1] = P##madd52hi_epu64(a_, b_, c_); \
        o_[2] = P##srai_epi64(a_, 52); \
        o_[3] = P##srai_epi64(a_, 0); \
        o_[4] = P##srai_epi64(a_, 63); \
        o_[5] = P##srai_epi64(a_, 64); \
        o_[6] = P##add_epi64(a_, b_); \
        o_[7] = P##sub_epi64(b_, a_); \
        o_[8] = P##and_si512(a_, c_); \
        o_[9] = P##slli_epi64(a_, 3); \
        o_[10] = P##slli_epi64(a_, 4); \
        o_[11] = P##permutexvar_epi64(i_, a_); \
        o_[12] = P##mask_permutexvar_epi64(b_, m, i_, a_); \
        o_[13] = P##mask_blend_epi64(m, a_, b_); \
        o_[14] = P##maskz_mov_epi64(m, a_); \
        o_[15] = P##set1_epi64((long long)in_a[3]); \
        o_[16] = P##setr_epi64((long long)in_a[0], (long long)in_b[1], (long long)in_c[2], 3, 4, \
                               5, (long long)in_a[6], -1); \
        o_[17] = P##setzero_si512(); \
        o_[18] = P##madd52lo_epu64(P##setzero_si512(), BN254_IFMA_LOW52_##P(a_), c_); \
        for (k_ = 0; k_ < N_OPS; k_++) P##store_si512(mem[k_], o_[k_]); \
    } while (0)

#define BN254_IFMA_LOW52__mm512_(x) (x) /* the instruction reads bits 0..51 only */
#define BN254_IFMA_LOW52_bn254_emu_(x) BN254_IFMA_LOW52(x)

/* The SIMDe half under the names the macro pastes. */
#define bn254_emu_and_si512 simde_mm512_and_si512
#define bn254_emu_slli_epi64 simde_mm512_slli_epi64
#define bn254_emu_permutexvar_epi64 simde_mm512_permutexvar_epi64
#define bn254_emu_mask_permutexvar_epi64 simde_mm512_mask_permutexvar_epi64
#define bn254_emu_mask_blend_epi64 simde_mm512_mask_blend_epi64
#define bn254_emu_maskz_mov_epi64 simde_mm512_maskz_mov_epi64
#define bn254_emu_set1_epi64 simde_mm512_set1_epi64
#define bn254_emu_setr_epi64 simde_mm512_setr_epi64
#define bn254_emu_setzero_si512 simde_mm512_setzero_si512

__attribute__((target("avx512f,avx512ifma"))) static void native_ops(lanes out[N_OPS],
                                                                     const lanes *a, const lanes *b,
                                                                     const lanes *c,
                                                                     const lanes *idx, uint8_t m) {
    uint64_t(*mem)[8] = (uint64_t(*)[8])out;
    ALL_OPS(_mm512_, __m512i, a->q, b->q, c->q, idx->q, (__mmask8)m, mem);
}

static void emulated_ops(lanes out[N_OPS], const lanes *a, const lanes *b, const lanes *c,
                         const lanes *idx, uint8_t m) {
    uint64_t(*mem)[8] = (uint64_t(*)[8])out;
    ALL_OPS(bn254_emu_, bn254_emu_v, a->q, b->q, c->q, idx->q, (bn254_emu_mask8)m, mem);
}

static int cpu_has_ifma(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512ifma");
}

static void test_against_instructions(void **state) {
    int i, n = 64 * bn254_test_iters;
    (void)state;
    if (!cpu_has_ifma()) {
        print_message("ifma_emu: this CPU has no AVX-512 IFMA: no instructions to compare with\n");
        skip();
    }
    for (i = 0; i < n; i++) {
        static lanes a, b, c, idx, want[N_OPS], got[N_OPS];
        uint8_t m = (uint8_t)bn254_test_rand64();
        int j, k;
        for (j = 0; j < 8; j++) {
            uint64_t r = bn254_test_rand64();
            a.q[j] = bn254_test_rand64();
            /* factors below 2^52, one time in four at the top of that range */
            b.q[j] = (r & 3) ? bn254_test_rand64() & M52 : M52 - (r >> 60);
            c.q[j] = (r & 12) ? bn254_test_rand64() & M52 : M52 - (r >> 56 & 15);
            idx.q[j] = bn254_test_rand64() & 7;
            /* the column must not overflow: keep a below 2^63 - 2^52 unless negative */
            if (!(a.q[j] >> 63)) a.q[j] &= ((uint64_t)1 << 62) - 1;
        }
        native_ops(want, &a, &b, &c, &idx, m);
        emulated_ops(got, &a, &b, &c, &idx, m);
        for (k = 0; k < N_OPS; k++) {
            for (j = 0; j < 8; j++) {
                if (got[k].q[j] != want[k].q[j]) {
                    fail_msg("operation %d lane %d: emulated 0x%016llx, instruction 0x%016llx "
                             "(a 0x%016llx b 0x%016llx c 0x%016llx idx %llu mask 0x%02x)",
                             k, j, (unsigned long long)got[k].q[j],
                             (unsigned long long)want[k].q[j], (unsigned long long)a.q[j],
                             (unsigned long long)b.q[j], (unsigned long long)c.q[j],
                             (unsigned long long)idx.q[j], m);
                }
            }
        }
    }
}
#else
static void test_against_instructions(void **state) {
    (void)state;
    print_message("ifma_emu: not an x86-64 build: no instructions to compare with\n");
    skip();
}
#endif

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_madd52_known_answers),  cmocka_unit_test(test_srai_known_answers),
        cmocka_unit_test(test_add_sub_known_answers), cmocka_unit_test(test_contracts),
        cmocka_unit_test(test_against_instructions),
    };
    bn254_test_rng_init("ifma_emu", "ifma-emulated");
    return cmocka_run_group_tests_name("ifma_emu", tests, NULL, NULL);
}

#else /* no SIMDe */

int main(void) {
    puts("ifma_emu: SIMDe (libsimde-dev) not found at configure time: nothing to test (SKIP)");
    return BN254_TEST_SKIP;
}

#endif
