/* SPDX-License-Identifier: MIT */
/*
 * fuzz_field.c: libFuzzer target for the field layer (Fp, Fp2).
 *
 * Input: up to four 32-byte big-endian words A, B, C, D (zero-padded).
 * Properties, each against something that cannot share the bug:
 *   - from_be32 accepts a word iff it is < p (byte comparison with p) and
 *     to_be32(from_be32(w)) = w; from_be32(to_be32(x)) = x (round trips);
 *   - dispatched kernels (bn254_fp_mul/sqr/add/sub: asm when present) equal
 *     the portable C kernels (c64_mont.h, u256.h) limb for limb, on Montgomery
 *     values and on raw ones; the Fp checks run again with the
 *     run-time dispatch forced to C;
 *   - mul, sqr, add, sub, neg, dbl, tpl, half agree with reference arithmetic
 *     with shift-and-subtract reduction (tests/support/ref_int.h);
 *   - a * a^-1 = 1 (0^-1 = 0); every result is canonical; aliasing r = a = b;
 *   - Fp2: Karatsuba mul and complex sqr against the schoolbook product on
 *     reference words; b * b^-1 = 1; mul_xi = mul by 9 + u.
 */
#include "fuzz_common.h"

/* the oracle, whatever the backend of this build */
#include "../../src/arch/c64_mont.h"

/* Word -> field element; words >= p are checked for rejection, then reduced
 * (by the reference) so the algebra below still runs on them. */
static void fuzz_word(bn254_fp *x, uint64_t ref[4], const uint8_t w[32]) {
    uint8_t back[32], p[32];
    int ok = bn254_fp_from_be32(x, w), want;
    /* big-endian bytes compare as numbers byte by byte: no limb code at all */
    bn254_ref_p_be(p);
    want = memcmp(w, p, 32) < 0;
    BN254_CHECK(ok == want);
    bn254_ref_from_be(ref, w);
    if (!ok) {
        bn254_ref_mod(ref, ref, 4, bn254_ref_p);
        bn254_ref_to_be(back, ref);
        BN254_CHECK(bn254_fp_from_be32(x, back));
    } else {
        bn254_fp y;
        bn254_fp_to_be32(back, x);
        BN254_CHECK(memcmp(back, w, 32) == 0);
        BN254_CHECK(bn254_fp_from_be32(&y, back) && bn254_fp_equal(&y, x));
    }
    BN254_CHECK(bn254_fp_is_canonical(x));
}

/* x (library) equals ref (reference integer), via the byte encoding. */
static void fuzz_expect(const bn254_fp *x, const uint64_t ref[4]) {
    uint8_t a[32], b[32];
    BN254_CHECK(bn254_fp_is_canonical(x));
    bn254_fp_to_be32(a, x);
    bn254_ref_to_be(b, ref);
    BN254_CHECK(memcmp(a, b, 32) == 0);
}

/* The portable kernel's product in this build's representation: Montgomery
 * a b / R, or (hooks backend) plain a b = (a b / R) R^2 / R. */
static void fuzz_c64_mul(bn254_fp *r, const bn254_fp *a, const bn254_fp *b) {
    static const uint64_t r2[4] = {BN254_MONT_R2};
    bn254_c64_mul(r->l, a->l, b->l);
    if (!BN254_KERN_MONTGOMERY) bn254_c64_mul(r->l, r->l, r2);
}

static void fuzz_kernels(const bn254_fp *a, const bn254_fp *b) {
    bn254_fp d, c;
    /* the dispatched kernel and the portable one, limb for limb */
    bn254_fp_mul(&d, a, b);
    fuzz_c64_mul(&c, a, b);
    BN254_CHECK(bn254_fp_equal(&d, &c));
    bn254_fp_sqr(&d, a);
    fuzz_c64_mul(&c, a, a);
    BN254_CHECK(bn254_fp_equal(&d, &c));
    bn254_fp_add(&d, a, b);
    bn254_u256_add_mod_p(c.l, a->l, b->l);
    BN254_CHECK(bn254_fp_equal(&d, &c));
    bn254_fp_sub(&d, a, b);
    bn254_u256_sub_mod_p(c.l, a->l, b->l);
    BN254_CHECK(bn254_fp_equal(&d, &c));
    /* aliasing: r = a, r = b, r = a = b */
    d = *a;
    bn254_fp_mul(&d, &d, b);
    bn254_fp_mul(&c, a, b);
    BN254_CHECK(bn254_fp_equal(&d, &c));
    d = *b;
    bn254_fp_mul(&d, a, &d);
    BN254_CHECK(bn254_fp_equal(&d, &c));
    d = *a;
    bn254_fp_mul(&d, &d, &d);
    bn254_fp_sqr(&c, a);
    BN254_CHECK(bn254_fp_equal(&d, &c));
    d = *a;
    bn254_fp_sqr(&d, &d);
    BN254_CHECK(bn254_fp_equal(&d, &c));
}

static void fuzz_fp(const bn254_fp *a, const uint64_t ra[4], const bn254_fp *b,
                    const uint64_t rb[4]) {
    bn254_fp t, u;
    uint64_t rt[4];
    const uint64_t *p = bn254_ref_p;

    fuzz_kernels(a, b);
    bn254_fp_mul(&t, a, b);
    bn254_ref_mulmod(rt, ra, rb, p);
    fuzz_expect(&t, rt);
    bn254_fp_sqr(&t, a);
    bn254_ref_mulmod(rt, ra, ra, p);
    fuzz_expect(&t, rt);
    bn254_fp_add(&t, a, b);
    bn254_ref_addmod(rt, ra, rb, p);
    fuzz_expect(&t, rt);
    bn254_fp_sub(&t, a, b);
    bn254_ref_submod(rt, ra, rb, p);
    fuzz_expect(&t, rt);
    bn254_fp_neg(&t, a);
    bn254_ref_negmod(rt, ra, p);
    fuzz_expect(&t, rt);
    bn254_fp_dbl(&t, a);
    bn254_ref_addmod(rt, ra, ra, p);
    fuzz_expect(&t, rt);
    bn254_fp_tpl(&t, a);
    bn254_ref_addmod(rt, rt, ra, p);
    fuzz_expect(&t, rt);
    bn254_fp_half(&t, a);
    bn254_fp_dbl(&u, &t);
    BN254_CHECK(bn254_fp_is_canonical(&t) && bn254_fp_equal(&u, a));

    bn254_fp_inv(&t, a);
    BN254_CHECK(bn254_fp_is_canonical(&t));
    if (bn254_fp_is_zero(a)) {
        BN254_CHECK(bn254_fp_is_zero(&t));
    } else {
        bn254_fp_mul(&u, &t, a);
        BN254_CHECK(bn254_fp_is_one(&u));
        u = *a; /* aliasing */
        bn254_fp_inv(&u, &u);
        BN254_CHECK(bn254_fp_equal(&u, &t));
    }
}

static void fuzz_fp2(const bn254_fp2 *a, const bn254_ref_fp2 *ra, const bn254_fp2 *b,
                     const bn254_ref_fp2 *rb) {
    bn254_fp2 t, u, xi;
    bn254_ref_fp2 rt;
    u = *b; /* aliasing */
    bn254_fp2_mul(&u, a, &u);
    bn254_fp2_mul(&t, a, b);
    BN254_CHECK(bn254_fp2_equal(&t, &u));
    bn254_fp2_mul(&t, a, b);
    bn254_ref_fp2_mul(&rt, ra, rb);
    fuzz_expect(&t.c0, rt.c0);
    fuzz_expect(&t.c1, rt.c1);
    bn254_fp2_sqr(&t, a);
    bn254_ref_fp2_mul(&rt, ra, ra);
    fuzz_expect(&t.c0, rt.c0);
    fuzz_expect(&t.c1, rt.c1);
    u = *a;
    bn254_fp2_sqr(&u, &u);
    BN254_CHECK(bn254_fp2_equal(&u, &t));
    bn254_fp_set_u64(&xi.c0, 9);
    bn254_fp_set_u64(&xi.c1, 1);
    bn254_fp2_mul(&t, a, &xi);
    bn254_fp2_mul_xi(&u, a);
    BN254_CHECK(bn254_fp2_equal(&u, &t));
    bn254_fp2_inv(&t, b);
    if (bn254_fp2_is_zero(b)) {
        BN254_CHECK(bn254_fp2_is_zero(&t));
    } else {
        bn254_fp2_mul(&u, &t, b);
        BN254_CHECK(bn254_fp2_is_one(&u));
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    bn254_fuzz_reader rd;
    uint8_t w[4][32];
    bn254_fp x[4];
    uint64_t r[4][4];
    bn254_fp2 a, b;
    bn254_ref_fp2 ra, rb;
    int i;

    rd.data = data, rd.size = size, rd.pos = 0;
    for (i = 0; i < 4; i++) {
        bn254_fuzz_take(&rd, w[i], 32);
        fuzz_word(&x[i], r[i], w[i]);
    }
    fuzz_fp(&x[0], r[0], &x[1], r[1]);
    fuzz_fp(&x[2], r[2], &x[3], r[3]);
    if (bn254_fuzz_can_force_c()) {
        bn254_fuzz_set_force_c(1);
        fuzz_fp(&x[0], r[0], &x[1], r[1]);
        bn254_fuzz_set_force_c(0);
    }
    /* the kernels on raw (non-Montgomery) values too: any value < p is valid */
    {
        bn254_fp raw0, raw1;
        bn254_load_be256(raw0.l, w[0]);
        bn254_load_be256(raw1.l, w[1]);
        if (bn254_fp_is_canonical(&raw0) && bn254_fp_is_canonical(&raw1)) {
            fuzz_kernels(&raw0, &raw1);
        }
    }
    a.c0 = x[0], a.c1 = x[1], b.c0 = x[2], b.c1 = x[3];
    memcpy(ra.c0, r[0], 32), memcpy(ra.c1, r[1], 32);
    memcpy(rb.c0, r[2], 32), memcpy(rb.c1, r[3], 32);
    fuzz_fp2(&a, &ra, &b, &rb);
    return 0;
}
