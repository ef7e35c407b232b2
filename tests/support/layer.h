/* SPDX-License-Identifier: MIT */
/*
 * layer.h: the header of the layer tests (tests/test_<layer>.c): cmocka,
 * the library as one translation unit (src/bn254.c through library.h, built
 * with BN254_VERIFY, so the static internals are reachable), the internal test
 * support (internal.h, ref_curve.h), and cmocka assertions on field
 * elements and points that print both values on failure.
 *
 * Points of G1 and G2 are compared by one set of functions: a G1 coordinate
 * is an Fp2 element with a zero imaginary part, on which Fp2 arithmetic is
 * exactly Fp arithmetic.
 */
#ifndef BN254_TEST_LAYER_H
#define BN254_TEST_LAYER_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "library.h" /* src/bn254.c */
#include "internal.h"
#include "ref_curve.h"

BN254_UNUSED static void bn254_test_init(const char *name) {
    bn254_test_rng_init(name, bn254_backend());
}

/* ---- field elements ------------------------------------------------------- */

/* Every tower element is a sequence of Fp coordinates (Fp2: 2, Fp6: 6,
 * Fp12: 12, in the order of the structure's members): one comparison for
 * all, which names the first coordinate that differs. */
BN254_STATIC_ASSERT(fp12_is_12_fp, sizeof(bn254_fp12) == 12 * sizeof(bn254_fp));
BN254_UNUSED static void bn254_test_assert_coords_equal(const bn254_fp *a, const bn254_fp *b,
                                                        size_t n, const char *file, int line) {
    size_t i;
    for (i = 0; i < n; i++) {
        if (!bn254_fp_equal(&a[i], &b[i])) {
            char ha[65], hb[65];
            bn254_test_fp_to_hex(ha, &a[i]);
            bn254_test_fp_to_hex(hb, &b[i]);
            print_error("%s:%d: values differ in Fp coordinate %u of %u\n  0x%s\n  0x%s\n", file,
                        line, (unsigned)i, (unsigned)n, ha, hb);
            _fail(file, line);
        }
    }
}

/* (the member access also checks the argument types) */
#define assert_fp_equal(a, b) bn254_test_assert_coords_equal((a), (b), 1, __FILE__, __LINE__)
#define assert_fp2_equal(a, b) \
    bn254_test_assert_coords_equal(&(a)->c0, &(b)->c0, 2, __FILE__, __LINE__)
#define assert_fp6_equal(a, b) \
    bn254_test_assert_coords_equal(&(a)->c0.c0, &(b)->c0.c0, 6, __FILE__, __LINE__)
#define assert_fp12_equal(a, b) \
    bn254_test_assert_coords_equal(&(a)->c0.c0.c0, &(b)->c0.c0.c0, 12, __FILE__, __LINE__)

/* Known answer of a unary Fp12 operation: op(x) = want, into a separate
 * output and in place (x, want: w-basis hex, support/internal.h). */
#define assert_fp12_kat(op, x, want) bn254_test_fp12_kat((op), (x), (want), __FILE__, __LINE__)
BN254_UNUSED static void bn254_test_fp12_kat(void (*op)(bn254_fp12 *, const bn254_fp12 *),
                                             const char *const x[12], const char *const want[12],
                                             const char *file, int line) {
    bn254_fp12 a, w, got;
    bn254_test_fp12_from_hex(&a, x);
    bn254_test_fp12_from_hex(&w, want);
    op(&got, &a);
    bn254_test_assert_coords_equal(&got.c0.c0.c0, &w.c0.c0.c0, 12, file, line);
    op(&a, &a);
    bn254_test_assert_coords_equal(&a.c0.c0.c0, &w.c0.c0.c0, 12, file, line);
}

/*
 * Aliasing: op(r, a, b) with r == a, r == b and r == a == b (op(r, a) with
 * r == a) must give what it gives into a separate output. T is the element
 * type, eq its equality (bn254_fp2_equal, ...); name says which op failed.
 */
#define BN254_TEST_BINOP_ALIASING(T, eq, name, op, a, b) \
    do { \
        T want_, want_aa_, r_; \
        (op)(&want_, (a), (b)); \
        (op)(&want_aa_, (a), (a)); \
        r_ = *(a); \
        (op)(&r_, &r_, (b)); \
        bn254_test_aliasing_ok(eq(&r_, &want_), (name), "r == a", __FILE__, __LINE__); \
        r_ = *(b); \
        (op)(&r_, (a), &r_); \
        bn254_test_aliasing_ok(eq(&r_, &want_), (name), "r == b", __FILE__, __LINE__); \
        r_ = *(a); \
        (op)(&r_, &r_, &r_); \
        bn254_test_aliasing_ok(eq(&r_, &want_aa_), (name), "r == a == b", __FILE__, __LINE__); \
    } while (0)

#define BN254_TEST_UNOP_ALIASING(T, eq, name, op, a) \
    do { \
        T want_, r_; \
        (op)(&want_, (a)); \
        r_ = *(a); \
        (op)(&r_, &r_); \
        bn254_test_aliasing_ok(eq(&r_, &want_), (name), "r == a", __FILE__, __LINE__); \
    } while (0)

BN254_UNUSED static void bn254_test_aliasing_ok(int ok, const char *name, const char *how,
                                                const char *file, int line) {
    if (!ok) {
        print_error("%s:%d: %s with %s differs from a separate output\n", file, line, name, how);
        _fail(file, line);
    }
}

/* ---- points ------------------------------------------------------------------ */

/* A point as Fp2 coordinates: x, y (affine) or X, Y, Z (Jacobian). */
typedef struct {
    bn254_fp2 x, y, z;
    int infinity; /* affine only */
} bn254_test_pt;

BN254_UNUSED static void bn254_test_fp2_of(bn254_fp2 *r, const bn254_fp *a) {
    r->c0 = *a;
    bn254_fp_set_zero(&r->c1);
}

BN254_UNUSED static bn254_test_pt bn254_test_pt_g1(const bn254_g1_aff *a, const bn254_g1_jac *j) {
    bn254_test_pt t;
    memset(&t, 0, sizeof t);
    if (a != NULL) {
        bn254_test_fp2_of(&t.x, &a->x);
        bn254_test_fp2_of(&t.y, &a->y);
        t.infinity = a->infinity;
    } else {
        bn254_test_fp2_of(&t.x, &j->x);
        bn254_test_fp2_of(&t.y, &j->y);
        bn254_test_fp2_of(&t.z, &j->z);
    }
    return t;
}

BN254_UNUSED static bn254_test_pt bn254_test_pt_g2(const bn254_g2_aff *a, const bn254_g2_jac *j) {
    bn254_test_pt t;
    memset(&t, 0, sizeof t);
    if (a != NULL) {
        t.x = a->x, t.y = a->y, t.infinity = a->infinity;
    } else {
        t.x = j->x, t.y = j->y, t.z = j->z;
    }
    return t;
}

/* Affine points equal: both infinity, or neither with equal coordinates. */
BN254_UNUSED static void bn254_test_aff_eq(bn254_test_pt a, bn254_test_pt b, const char *file,
                                           int line) {
    if ((a.infinity != 0) != (b.infinity != 0)) {
        print_error("%s:%d: infinity flags differ (%d, %d)\n", file, line, a.infinity, b.infinity);
        _fail(file, line);
    }
    if (a.infinity) return;
    bn254_test_assert_coords_equal(&a.x.c0, &b.x.c0, 2, file, line);
    bn254_test_assert_coords_equal(&a.y.c0, &b.y.c0, 2, file, line);
}

/* Jacobian j represents affine a: Z = 0 for infinity, else X = x Z^2 and
 * Y = y Z^3, checked with field multiplications only (not with to_aff or
 * jac_equal, which are under test). */
BN254_UNUSED static void bn254_test_jac_is(bn254_test_pt j, bn254_test_pt a, const char *file,
                                           int line) {
    bn254_fp2 z2, z3, t;
    if ((a.infinity != 0) != bn254_fp2_is_zero(&j.z)) {
        print_error("%s:%d: %s infinity (Z = 0)\n", file, line,
                    a.infinity ? "expected" : "unexpected");
        _fail(file, line);
    }
    if (a.infinity) return;
    bn254_fp2_sqr(&z2, &j.z);
    bn254_fp2_mul(&z3, &z2, &j.z);
    bn254_fp2_mul(&t, &a.x, &z2);
    bn254_test_assert_coords_equal(&j.x.c0, &t.c0, 2, file, line);
    bn254_fp2_mul(&t, &a.y, &z3);
    bn254_test_assert_coords_equal(&j.y.c0, &t.c0, 2, file, line);
}

#define assert_g1_aff_eq(a, b) \
    bn254_test_aff_eq(bn254_test_pt_g1((a), NULL), bn254_test_pt_g1((b), NULL), __FILE__, __LINE__)
#define assert_g2_aff_eq(a, b) \
    bn254_test_aff_eq(bn254_test_pt_g2((a), NULL), bn254_test_pt_g2((b), NULL), __FILE__, __LINE__)
#define assert_g1_jac_is(j, a) \
    bn254_test_jac_is(bn254_test_pt_g1(NULL, (j)), bn254_test_pt_g1((a), NULL), __FILE__, __LINE__)
#define assert_g2_jac_is(j, a) \
    bn254_test_jac_is(bn254_test_pt_g2(NULL, (j)), bn254_test_pt_g2((a), NULL), __FILE__, __LINE__)

/* (x z^2, y z^3, z) for a non-zero z; infinity becomes (x, y, 0) with
 * random x, y. */
BN254_UNUSED static void bn254_test_scale(bn254_test_pt *r, const bn254_test_pt *a,
                                          const bn254_fp2 *z) {
    bn254_fp2 z2, z3;
    if (a->infinity) {
        bn254_test_rand_fp2(&r->x);
        bn254_test_rand_fp2(&r->y);
        bn254_fp2_set_zero(&r->z);
        return;
    }
    bn254_fp2_sqr(&z2, z);
    bn254_fp2_mul(&z3, &z2, z);
    bn254_fp2_mul(&r->x, &a->x, &z2);
    bn254_fp2_mul(&r->y, &a->y, &z3);
    r->z = *z;
}

/* A random Jacobian representation of a: Z random and non-zero. */
BN254_UNUSED static void bn254_test_g1_scale(bn254_g1_jac *r, const bn254_g1_aff *a) {
    bn254_test_pt in = bn254_test_pt_g1(a, NULL), out;
    bn254_fp z;
    bn254_fp2 z2;
    bn254_test_rand_nonzero_fp(&z);
    bn254_test_fp2_of(&z2, &z);
    bn254_test_scale(&out, &in, &z2);
    r->x = out.x.c0, r->y = out.y.c0, r->z = out.z.c0;
}

BN254_UNUSED static void bn254_test_g2_scale(bn254_g2_jac *r, const bn254_g2_aff *a) {
    bn254_test_pt in = bn254_test_pt_g2(a, NULL), out;
    bn254_fp2 z;
    bn254_test_rand_nonzero_fp2(&z);
    bn254_test_scale(&out, &in, &z);
    r->x = out.x, r->y = out.y, r->z = out.z;
}

#endif /* BN254_TEST_LAYER_H */
