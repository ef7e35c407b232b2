/* SPDX-License-Identifier: MIT */
/*
 * field_laws.h: the field-law tests that Fp, Fp2, Fp6 and Fp12 share,
 * written once. test_fp.c, test_fp2.c, test_fp6.c and test_fp12.c each
 * include it after defining
 *   BN254_TF               the field: fp, fp2, fp6 or fp12 (bn254_<f>_* names);
 *   BN254_TF_RAND(a)       a random element (edge-biased or sparse);
 *   BN254_TF_REF_MUL(r, a, b)  the product by a reference that shares no
 *                          formula with the layer under test (schoolbook
 *                          products, reference integers);
 * and where they apply:
 *   BN254_TF_N_EDGES, BN254_TF_EDGE(a, i)  edge elements 0 .. N-1;
 *   BN254_TF_CANONICAL(a)  1 if a's limbs are canonical (checked on results);
 *   BN254_TF_HALF          the field has dbl, tpl and half;
 *   BN254_TF_ROUNDS        random rounds (default bn254_test_iters);
 *   BN254_TF_ADD, _SUB, _NEG, _SET_ZERO, _IS_ZERO, _IS_ONE  for a field whose
 *                          library layer has none (the tests' own).
 * The tests, named test_<f>_<law>, are for the including file's cmocka table
 * (BN254_TF_TESTS):
 *   mul          = the reference product, on edges (every pair when there
 *                  are at most 32, else each with two others) and at random
 *   ring_laws    a b = b a, (a b) c = a (b c), a (b + c) = a b + a c,
 *                c (a - b) = c a - c b, a + b = b + a, a 1 = a, a 0 = 0, a + 0 = a
 *   sqr          a^2 = a a (library and reference)
 *   inv          a a^-1 = 1 (reference product), (a^-1)^-1 = a, 0^-1 = 0
 *   add_sub_neg  (a + b) - b = a, a - b = a + (-b), a + (-a) = 0,
 *                -(-a) = a, -a = (-1) a, -0 = 0
 *   dbl_tpl_half (BN254_TF_HALF) 2a, 3a, a/2 against sums and products
 *   aliasing     r == a, r == b, r == a == b give what a separate output gets,
 *                for add, sub, mul, neg, sqr, inv (and dbl, tpl, half)
 */
#ifndef BN254_TF
#error "define BN254_TF, BN254_TF_RAND and BN254_TF_REF_MUL before field_laws.h"
#endif

#define BN254_TF_CAT_(a, b, c) a##b##c
#define BN254_TF_CAT(a, b, c) BN254_TF_CAT_(a, b, c)
/* bn254_<f>_<name> (the library), test_<f>_<name> (the tests),
 * bn254_test_<f>_elem (the elements they run on) */
#define TF_OP(name) BN254_TF_CAT(bn254_, BN254_TF, _##name)
#define TF_TEST(name) BN254_TF_CAT(test_, BN254_TF, _##name)
#define TF_ELEM BN254_TF_CAT(bn254_test_, BN254_TF, _elem)
#define TF_DISTRIBUTES BN254_TF_CAT(bn254_test_, BN254_TF, _distributes)
#define TF_T BN254_TF_CAT(bn254_, BN254_TF, )

#ifdef BN254_TF_ADD
#define BN254_TF_OWN_ADD /* not the library's: no aliasing test for them */
#else
#define BN254_TF_ADD TF_OP(add)
#define BN254_TF_SUB TF_OP(sub)
#define BN254_TF_NEG TF_OP(neg)
#define BN254_TF_SET_ZERO TF_OP(set_zero)
#define BN254_TF_IS_ZERO TF_OP(is_zero)
#endif
#ifndef BN254_TF_IS_ONE
#define BN254_TF_IS_ONE TF_OP(is_one)
#endif
#ifndef BN254_TF_N_EDGES
#define BN254_TF_N_EDGES 0
#define BN254_TF_EDGE(a, i) ((void)(a), (void)(i))
#endif
#ifndef BN254_TF_CANONICAL
#define BN254_TF_CANONICAL(a) ((void)(a), 1)
#endif
#ifndef BN254_TF_ROUNDS
#define BN254_TF_ROUNDS bn254_test_iters
#endif

/* A law that failed names itself; the values are the caller's to print. */
#define TF_LAW(cond, what) bn254_test_law((cond), (what), __FILE__, __LINE__)
BN254_UNUSED static void bn254_test_law(int ok, const char *what, const char *file, int line) {
    if (!ok) {
        print_error("%s:%d: %s does not hold\n", file, line, what);
        _fail(file, line);
    }
}

#define TF_EQ(a, b) TF_OP(equal)((a), (b))

/* Element number i of the edge rounds, then random ones. */
static void TF_ELEM(TF_T *a, int i) {
    if (i < BN254_TF_N_EDGES) {
        BN254_TF_EDGE(a, i);
    } else {
        BN254_TF_RAND(a);
    }
}

static void TF_TEST(mul)(void **state) {
    int i, j;
    (void)state;
    for (i = 0; i < BN254_TF_N_EDGES + BN254_TF_ROUNDS; i++) {
        TF_T a, b, got, want;
        int partners = BN254_TF_N_EDGES <= 32 ? BN254_TF_N_EDGES + 1 : 2;
        TF_ELEM(&a, i);
        if (i >= BN254_TF_N_EDGES) partners = 1;
        for (j = 0; j < partners; j++) {
            if (j + 1 == partners) { /* the last partner is random */
                BN254_TF_RAND(&b);
            } else {
                TF_ELEM(&b, BN254_TF_N_EDGES <= 32 ? j : (i * 37 + 11) % BN254_TF_N_EDGES);
            }
            TF_OP(mul)(&got, &a, &b);
            BN254_TF_REF_MUL(&want, &a, &b);
            TF_LAW(TF_EQ(&got, &want), "mul = reference product");
            TF_LAW(BN254_TF_CANONICAL(&got), "mul canonical");
        }
    }
}

/* a (b op c) = a b op a c, for op addition or subtraction */
static int TF_DISTRIBUTES(void (*op)(TF_T *, const TF_T *, const TF_T *), const TF_T *a,
                          const TF_T *b, const TF_T *c) {
    TF_T x, y, t;
    op(&t, b, c);
    TF_OP(mul)(&x, a, &t);
    TF_OP(mul)(&y, a, b);
    TF_OP(mul)(&t, a, c);
    op(&y, &y, &t);
    return TF_EQ(&x, &y);
}

static void TF_TEST(ring_laws)(void **state) {
    int i;
    (void)state;
    for (i = 0; i < BN254_TF_ROUNDS; i++) {
        TF_T a, b, c, x, y, one, zero;
        BN254_TF_RAND(&a);
        BN254_TF_RAND(&b);
        BN254_TF_RAND(&c);
        TF_OP(set_one)(&one);
        BN254_TF_SET_ZERO(&zero);
        TF_OP(mul)(&x, &a, &b);
        TF_OP(mul)(&y, &b, &a);
        TF_LAW(TF_EQ(&x, &y), "a b = b a");
        TF_OP(mul)(&x, &x, &c);
        TF_OP(mul)(&y, &b, &c);
        TF_OP(mul)(&y, &a, &y);
        TF_LAW(TF_EQ(&x, &y), "(a b) c = a (b c)");
        TF_LAW(TF_DISTRIBUTES(BN254_TF_ADD, &a, &b, &c), "a (b + c) = a b + a c");
        TF_LAW(TF_DISTRIBUTES(BN254_TF_SUB, &c, &a, &b), "c (a - b) = c a - c b");
        BN254_TF_ADD(&x, &a, &b);
        BN254_TF_ADD(&y, &b, &a);
        TF_LAW(TF_EQ(&x, &y), "a + b = b + a");
        TF_OP(mul)(&x, &a, &one);
        TF_LAW(TF_EQ(&x, &a), "a 1 = a");
        TF_OP(mul)(&x, &a, &zero);
        TF_LAW(BN254_TF_IS_ZERO(&x), "a 0 = 0");
        BN254_TF_ADD(&x, &a, &zero);
        TF_LAW(TF_EQ(&x, &a), "a + 0 = a");
    }
}

static void TF_TEST(sqr)(void **state) {
    int i;
    (void)state;
    for (i = 0; i < BN254_TF_N_EDGES + BN254_TF_ROUNDS; i++) {
        TF_T a, got, want;
        TF_ELEM(&a, i);
        TF_OP(sqr)(&got, &a);
        BN254_TF_REF_MUL(&want, &a, &a);
        TF_LAW(TF_EQ(&got, &want), "a^2 = reference a a");
        TF_LAW(BN254_TF_CANONICAL(&got), "sqr canonical");
        TF_OP(mul)(&want, &a, &a);
        TF_LAW(TF_EQ(&got, &want), "a^2 = a a");
    }
}

static void TF_TEST(inv)(void **state) {
    int i;
    TF_T zero, r;
    (void)state;
    for (i = 0; i < BN254_TF_N_EDGES + BN254_TF_ROUNDS; i++) {
        TF_T a, ai, t;
        TF_ELEM(&a, i);
        if (BN254_TF_IS_ZERO(&a)) continue;
        TF_OP(inv)(&ai, &a);
        TF_LAW(BN254_TF_CANONICAL(&ai), "inv canonical");
        BN254_TF_REF_MUL(&t, &a, &ai);
        TF_LAW(BN254_TF_IS_ONE(&t), "a a^-1 = 1");
        TF_OP(inv)(&t, &ai);
        TF_LAW(TF_EQ(&t, &a), "(a^-1)^-1 = a");
    }
    BN254_TF_SET_ZERO(&zero);
    TF_OP(set_one)(&r);
    TF_OP(inv)(&r, &zero);
    TF_LAW(BN254_TF_IS_ZERO(&r), "0^-1 = 0 (by contract)");
}

static void TF_TEST(add_sub_neg)(void **state) {
    int i;
    TF_T zero, r;
    (void)state;
    for (i = 0; i < BN254_TF_N_EDGES + BN254_TF_ROUNDS; i++) {
        TF_T a, b, x, y;
        TF_ELEM(&a, i);
        TF_ELEM(&b, i < BN254_TF_N_EDGES ? BN254_TF_N_EDGES - 1 - i : i);
        BN254_TF_ADD(&x, &a, &b);
        TF_LAW(BN254_TF_CANONICAL(&x), "add canonical");
        BN254_TF_SUB(&x, &x, &b);
        TF_LAW(TF_EQ(&x, &a), "(a + b) - b = a");
        TF_LAW(BN254_TF_CANONICAL(&x), "sub canonical");
        BN254_TF_NEG(&y, &b);
        BN254_TF_ADD(&y, &a, &y);
        BN254_TF_SUB(&x, &a, &b);
        TF_LAW(TF_EQ(&x, &y), "a - b = a + (-b)");
        BN254_TF_NEG(&x, &a);
        TF_LAW(BN254_TF_CANONICAL(&x), "neg canonical");
        BN254_TF_ADD(&y, &a, &x);
        TF_LAW(BN254_TF_IS_ZERO(&y), "a + (-a) = 0");
        BN254_TF_NEG(&y, &x);
        TF_LAW(TF_EQ(&y, &a), "-(-a) = a");
        TF_OP(set_one)(&y);
        BN254_TF_NEG(&y, &y);
        BN254_TF_REF_MUL(&y, &y, &a);
        TF_LAW(TF_EQ(&x, &y), "-a = (-1) a");
    }
    BN254_TF_SET_ZERO(&zero);
    TF_OP(set_one)(&r);
    BN254_TF_NEG(&r, &zero);
    TF_LAW(BN254_TF_IS_ZERO(&r), "-0 = 0");
}

#ifdef BN254_TF_HALF
static void TF_TEST(dbl_tpl_half)(void **state) {
    int i;
    TF_T two, three, two_inv;
    (void)state;
    TF_OP(set_one)(&two_inv);
    BN254_TF_ADD(&two, &two_inv, &two_inv);
    BN254_TF_ADD(&three, &two, &two_inv);
    TF_OP(inv)(&two_inv, &two);
    for (i = 0; i < BN254_TF_N_EDGES + BN254_TF_ROUNDS; i++) {
        TF_T a, x, y;
        TF_ELEM(&a, i);
        TF_OP(dbl)(&x, &a);
        BN254_TF_ADD(&y, &a, &a);
        TF_LAW(TF_EQ(&x, &y), "dbl a = a + a");
        BN254_TF_REF_MUL(&y, &a, &two);
        TF_LAW(TF_EQ(&x, &y), "dbl a = 2 a");
        TF_OP(tpl)(&x, &a);
        BN254_TF_ADD(&y, &y, &a);
        TF_LAW(TF_EQ(&x, &y), "tpl a = a + a + a");
        BN254_TF_REF_MUL(&y, &a, &three);
        TF_LAW(TF_EQ(&x, &y), "tpl a = 3 a");
        TF_LAW(BN254_TF_CANONICAL(&x), "tpl canonical");
        TF_OP(half)(&x, &a);
        TF_LAW(BN254_TF_CANONICAL(&x), "half canonical");
        BN254_TF_ADD(&y, &x, &x);
        TF_LAW(TF_EQ(&y, &a), "half a + half a = a");
        BN254_TF_REF_MUL(&y, &a, &two_inv);
        TF_LAW(TF_EQ(&x, &y), "half a = a / 2");
        TF_OP(dbl)(&y, &a);
        TF_OP(half)(&y, &y);
        TF_LAW(TF_EQ(&y, &a), "half (dbl a) = a");
    }
}
#define BN254_TF_HALF_TEST , BN254_TF_UNIT(TF_TEST(dbl_tpl_half))
#else
#define BN254_TF_HALF_TEST
#endif

static void TF_TEST(aliasing)(void **state) {
    int i;
    (void)state;
    for (i = 0; i < BN254_TF_ROUNDS; i++) {
        TF_T a, b;
        BN254_TF_RAND(&a);
        BN254_TF_RAND(&b);
        BN254_TEST_BINOP_ALIASING(TF_T, TF_OP(equal), "mul", TF_OP(mul), &a, &b);
        BN254_TEST_UNOP_ALIASING(TF_T, TF_OP(equal), "sqr", TF_OP(sqr), &a);
        BN254_TEST_UNOP_ALIASING(TF_T, TF_OP(equal), "inv", TF_OP(inv), &a);
#ifndef BN254_TF_OWN_ADD
        BN254_TEST_BINOP_ALIASING(TF_T, TF_OP(equal), "add", TF_OP(add), &a, &b);
        BN254_TEST_BINOP_ALIASING(TF_T, TF_OP(equal), "sub", TF_OP(sub), &a, &b);
        BN254_TEST_UNOP_ALIASING(TF_T, TF_OP(equal), "neg", TF_OP(neg), &a);
#endif
#ifdef BN254_TF_HALF
        BN254_TEST_UNOP_ALIASING(TF_T, TF_OP(equal), "dbl", TF_OP(dbl), &a);
        BN254_TEST_UNOP_ALIASING(TF_T, TF_OP(equal), "tpl", TF_OP(tpl), &a);
        BN254_TEST_UNOP_ALIASING(TF_T, TF_OP(equal), "half", TF_OP(half), &a);
#endif
    }
}

/* The cmocka table entries of the tests above (one level of expansion more,
 * so that cmocka names them test_<f>_<law>). */
#define BN254_TF_UNIT(f) cmocka_unit_test(f)
#define BN254_TF_TESTS \
    BN254_TF_UNIT(TF_TEST(mul)), BN254_TF_UNIT(TF_TEST(ring_laws)), BN254_TF_UNIT(TF_TEST(sqr)), \
        BN254_TF_UNIT(TF_TEST(inv)), BN254_TF_UNIT(TF_TEST(add_sub_neg)), \
        BN254_TF_UNIT(TF_TEST(aliasing)) BN254_TF_HALF_TEST
