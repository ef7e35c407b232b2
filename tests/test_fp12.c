/* SPDX-License-Identifier: MIT */
/*
 * test_fp12.c: Fp12 = Fp6[w]/(w^2 - v) is computed correctly: known answers
 * from an independent non-tower model of Fp12, the Karatsuba product and
 * complex squaring against the schoolbook product in the w-basis, inversion,
 * conjugation and the three Frobenius maps against powers by p^k, the sparse
 * line product against the dense one, Granger-Scott squaring against plain
 * squaring on the cyclotomic subgroup (and not elsewhere), and every aliasing
 * pattern.
 */
#include "support/kat.h"
#include "support/layer.h"

/* Random element; 1 time in 4 with some w-basis coordinates zeroed, 1 in 8
 * in Fp6 (c1 = 0) and 1 in 8 in Fp6 w (c0 = 0). */
static void rand_sparse_fp12(bn254_fp12 *a) {
    bn254_fp2 g[6];
    uint64_t m = bn254_test_rand64();
    int i;
    bn254_test_rand_nonzero_fp12(a);
    if (m % 8 == 4) bn254_fp6_set_zero(&a->c1);
    if (m % 8 == 5) bn254_fp6_set_zero(&a->c0);
    if (m & 3) return;
    bn254_test_fp12_to_w(g, a);
    for (i = 0; i < 6; i++)
        if ((m >> (i + 3)) & 1) bn254_fp2_set_zero(&g[i]);
    bn254_test_fp12_from_w(a, g);
}

/* The field laws (support/field_laws.h), against the schoolbook product in
 * the w-basis, with the tests' own addition (the library has none). */
#define BN254_TF fp12
#define BN254_TF_RAND(a) rand_sparse_fp12(a)
#define BN254_TF_REF_MUL(r, a, b) bn254_ref_fp12_mul((r), (a), (b))
#define BN254_TF_ADD bn254_test_fp12_add
#define BN254_TF_SUB bn254_test_fp12_sub
#define BN254_TF_NEG bn254_test_fp12_neg
#define BN254_TF_SET_ZERO bn254_test_fp12_set_zero
#define BN254_TF_IS_ZERO bn254_test_fp12_is_zero
#include "support/field_laws.h"

/* Uniform element with no edge bias (the negative control must not hit a
 * degenerate value). */
static void rand_generic_fp12(bn254_fp12 *a) {
    bn254_fp2 g[6];
    int i;
    for (i = 0; i < 6; i++) {
        uint64_t raw[4];
        int k;
        for (k = 0; k < 4; k++) raw[k] = bn254_test_rand64();
        raw[3] &= 0x0fffffffffffffffULL;
        bn254_test_fp_from_raw(&g[i].c0, raw);
        for (k = 0; k < 4; k++) raw[k] = bn254_test_rand64();
        raw[3] &= 0x0fffffffffffffffULL;
        bn254_test_fp_from_raw(&g[i].c1, raw);
    }
    bn254_test_fp12_from_w(a, g);
}

/* An element of the cyclotomic subgroup: the reference easy part of a random
 * non-zero f, i.e. f^((p^6 - 1)(p^2 + 1)) by powers by p (slow). */
static void rand_cyclotomic(bn254_fp12 *r) {
    bn254_fp12 f, t;
    bn254_test_rand_nonzero_fp12(&f);
    bn254_ref_easy_part(r, &f);
    /* premise: a^(p^6 + 1) = 1 (conj = a^(p^6) is checked against the
     * reference power in test_fp12_frobenius_vs_power) */
    bn254_fp12_conj(&t, r);
    bn254_ref_fp12_mul(&t, &t, r);
    assert_true(bn254_fp12_is_one(&t));
}

/* ---- known answers ----------------------------------------------------------
 * Computed by tools/gen_tower_kat.py (Python 3 big integers) in a model of
 * Fp12 that shares nothing with the library's tower: Fp12 = Fp[W]/(W^12 - 18 W^6 + 82), an element
 * being the 12 Fp coefficients h_0 .. h_11 of 1, W, ..., W^11:
 *   mul: schoolbook polynomial product, then for k = 22 down to 12
 *        h_(k-6) += 18 h_k, h_(k-12) -= 82 h_k (W^12 = 18 W^6 - 82), all mod p;
 *   pow: square and multiply on the plain integer exponent;
 *   inv: a^(p^12 - 2).
 * With u = W^6 - 9 (so u^2 = -1) and xi = 9 + u = W^6, the library's w is W,
 * and its coordinate g_i = c0 + c1 u of w^i is c0 = h_i + 9 h_(i+6), c1 = h_(i+6).
 * The arbitrary inputs: A (support/kat.h: g_i = SHA-256("fp12 a<i>") +
 * SHA-256("fp12 a<i>'") u) and B likewise with "fp12 b<i>", each hash read
 * big-endian mod p; C = A^((p^6 - 1)(p^2 + 1)) (support/kat.h).
 * Arrays list g0 real, g0 imaginary, g1 real, ..., g5 imaginary.
 */
static const char *const kat_b[12] = {
    "03cd130e7c0459a4dbf16a92a70c89786dc12e3148710142e164d8ea4907408b",
    "2c824aecdac264cb5e46d4b1844791d4c74b2cd40e67f8e13891b23d3a74feac",
    "2420ab7db7dfe73f22cf853fa660ca19c578fb2d118417085c41974276008ec2",
    "042bd891efd4baa0762486aa4f6bd8bbe2b1b37492dcc902efb38ed02ff147c4",
    "2cc810148e61a56de974cfe00bf277cf9c78005e869ec823969fe111620e197c",
    "1fc8a52b98f3cf84997f67372ab1c86eaf15a4a0d2674f133ab2dd39744e86dd",
    "009381aa210ca952b688ae8281d549a541041efeb458636faa48dd602c1fd01c",
    "067db8770865801aa8cad6dff725c06adc56132ab5a4dae400e9994bc4ab4190",
    "0976d59b90c7a6513cde248d97be83ffc8161f976dbcdb61305ae40d26b99029",
    "1add1477a633d8d230caa109b3c31c1a22b9f33741e309372bba2122ed9d6b61",
    "065a2e314f8630c3e4dfab84e2b3e3dc36541e19ee8ada5d61d807a77d79519d",
    "1d88eb70c2ce338caf88245f895c0ebafe5c4f61521394fbbb14f8af158d9ba0"};
static const char *const kat_ab[12] = {
    "0e856cc366040740dc3c6198f81fdc0df4cef0ab214cdb8ccd00a97933c5f139",
    "11e4162d8a3b70480799775c4825c2fb50fce4192ab3632c0f75f8265e8c2681",
    "21ec7ee342f33553adc635d39e0252c0fb1d637370e7cb129f0bbe1f20dca57d",
    "046a171bf15770e4c1bc5b7ef57800dd4e7cfb725fa973dfa94f1d7ce6a2fe81",
    "00c4d2be3c4a280a79b3a57666db5c845b89ec80839e5037c505e2290caaf9c0",
    "04de873b5fb2f2f91adc27f27a9978d462b6a1c9e8b27078d04c153dce7c5fd6",
    "09405e8c55b31018a658a5583db3f1e6dd7b60f9cd17b332a5cfd67f4e3372ea",
    "0a5abe2a3e6e636163fbc5cefad8b220399952b3e5c88df18909d5091e6e05f3",
    "02729473cefec4544952228f757d2c0eb6bce4839b03c2eb19376d1aed36832c",
    "126274600a44f608a02edbfac1686b37058affb89837bbf28dd622f15020f4dd",
    "052c0f73e260dbd4d2837dd792ca0315ed7b5750de392ed4b51183ba68b83bac",
    "11ffb938c84b77d725367345a5d5566f93272ae965a633372db979b605fd9e6e"};
static const char *const kat_a_inv[12] = {
    "247b0b228e96faf01c94865f909f4da96b99abd9f7a12dfb7cf4462f1e4d1f96",
    "2011dcf7eecbd436e554cfcbaba72860e11351157937e236f49adf8575b49626",
    "13e0307cddf94c4606dc4fbe3fe68e477b511c1bc8b089ff73c0d0d71a8e8bce",
    "2f2e6669c690ca1bacc1a868426d0f69d2ce977a45a5f9ccba67939c93b0d5ed",
    "14fdd2170788871a0c38d570d4326ad82782b216b6ac5f8c2b003020ec546164",
    "02f6e564b7059ef4ea7ab3202a7b5ec57b8e4a256da92109cfb4e8f7b59a38a0",
    "145da2bd9efa01ae0ac1f5a8a23dfdb42a5da8339e4eb29e32a84d4fb3485dc7",
    "00dc9bda3f2e4ea5fd3e91490bac58fefe30bd802cbd56876bd371a92ccc1732",
    "2ef19d8710e109dab190ccbb4806f38c3c1af230e237007b859cdbf2979b1d2e",
    "09cb5c69eed56bd590aa477c128908939172f71669497f937f0d0545e8379066",
    "0bcfec19ae5d0de893d2678b6d5a37ae5a352e2e9770ecc663174767043b1a29",
    "0f8a29dbf0827cd301e7d0ee66a53b966b6d4d47209c71fe0296e3fb44973f18"};
static const char *const kat_a_p[12] = {
    "0cc9c05f6963e68f329331a78f1256d5855963c4897483671b9aabd30da21de7",
    "04337cf82ae96900606208d8582509a0ed4675c8a9441d87236ac4e2f79524f1",
    "21f998cb2c66be4636680da0cc8e159abadc8873c4ec1e4d859896307c9ca708",
    "0ca802929089010c78e4ee15f77502caf85b83354182b0351932304237414d61",
    "080767c159b32c72c4d3fb408365dd3d5b21c3b7f56b4f29038c809fc7beb6ef",
    "0b7b2061830e28885626d5ba26110e2814c826da846761dc27d00450e685a992",
    "0be920788b07636594c1d21c120f30f69f96bbfb796248a0c881dc6f213bd059",
    "0cb5ff5baaba5d62cb531930d75a83e5bc7b1e75d888073f6fcf45e72395dcbe",
    "04aaab386b7d838a571a7f9d943586d1b250e6b6cd9d085e305b84ea0c092b60",
    "14943477a0b20fca2db56da0285efafddd805a49072ba275c88001286427be2e",
    "2cc8c1b06be4ff883ef6ec8d46da921b1e1a59e13a67862ad82c90eb7ce707b9",
    "27b384a7e54ddb8e097344e03f938e8c867d757d78b2593810245665d1b76699"};
static const char *const kat_a_p2[12] = {
    "0cc9c05f6963e68f329331a78f1256d5855963c4897483671b9aabd30da21de7",
    "2c30d17ab648372957ee3cde295c4ebcaa3af4c8bf2dad0618b5c733e0e7d856",
    "1117a1a2b93c867ccbaf185f8285d6338968a273ff89b7dea85f6d09eb012c2c",
    "01e131d91e8080dbef6ecfbec7f5a6ae531e84e23718cf957dd9f1d8cca91fcf",
    "24eaef1e39cc62a3ae7d087c4312da9598c13121a82f6054498eca08d288883e",
    "06b8e0a2399c7d294dd31c07a9d22bd0a6bad37fb6f545079e906ecba1790d46",
    "144a3a06198afd66424edbf8932f12917f483a90a9b2ae8864e1d6a445d52ee8",
    "001a3fe4c4df43a73f18edfa4087ac93f250a904156be0fa552d1bcaf4faa2a4",
    "00810a2f7e31e8cce766cab97ea36f6186f09406647c471a33e523dec7cdf1ce",
    "0ed592ef44d16721b5f462cc1c4122c9a5411ac57ca96c0fea942c131ee74b28",
    "17702d1f4a742215d633e589d7d3fcd25b0370c82fa70ae284ca17bd2d9aa6b4",
    "060c190b2af618f1826a67b105e1309b4b2183fc8e5bbf1976cb97694bbc9f35"};
static const char *const kat_a_p3[12] = {
    "0cc9c05f6963e68f329331a78f1256d5855963c4897483671b9aabd30da21de7",
    "04337cf82ae96900606208d8582509a0ed4675c8a9441d87236ac4e2f79524f1",
    "06b22c986cd74d096d5cbdd07578097f9dc0358a83c30d386184b5be3877795c",
    "0e77651658f5d9f49ee2d29d3a6686ca73f06e96a8afb7db109c4b5c82d036bf",
    "07de6144e72b909e72116beab3181b3068724ffcbb035c1555eb92bcc17baa8e",
    "1cf87ec4705b8d0fa0f2ef5249c9908a54500da0593aacb524f0df38f3087233",
    "247b2dfa562a3cc4238e739a6f722766f7eaae95ef0f81ec739eafa7b7412cee",
    "23ae4f17367742c6ecfd2c85aa26d477db064c1b8fe9c34dcc51462fb4e72089",
    "283a4b23a6f633d3cc74291b5e39455bfad6900e55625f335714687d5ff1d6c0",
    "1b7ad77b79ebe8e006950c93b3b6df906bebca80998b23650dad5f6f4e4ffe73",
    "2af25e70696da970182b2ce0ab633a6242f44fc85138abe662cc8ef1496d6b2c",
    "0c4c77c9530edc13a5f668721da6cb9e02bedc996901835b06232b0b0e76eb8e"};
/* C^2 */
static const char *const kat_c2[12] = {
    "1f8af63dbffcb9e2628922328be5c16b6e94ad36b4078effd2d5a4dee981b7ff",
    "12d103767f1dff8dd7762ee286e9f57bd28bf9aee24990d98db5637869ad5eda",
    "28d2897a555c9055bae4af40471f6477acd010d1a92241203bb404af3558afde",
    "0c0115afde46d653cf67a65a6e351c9be1891acee2f72f63061d73016222cac7",
    "14f631de47c3b4f451d53c6abab6fc812dd3e9c5de853a8b62c93400b9f41973",
    "10ad1c4a8a92465c8b58781be528012c0e254835bfaf494618c6792d25cbe505",
    "14b421bb78fe9f9fd06af426792a9e3000e9475059dc565e7f15ea420362f951",
    "110da5a5f8742a297ec0328fced3f45769093f50868e80521d01a8bdada7e32e",
    "0fe18154fb35756ee348e420b1212e64670350e6674f9edb5e59c0bda52d431d",
    "0cb598ad583cd0b6d71f1e86071afa537c6cc29c10dac0aada4ce075ea2a6145",
    "1757a245d33d0ab9539e6702ee7b1ef8256cc6f8bf00d36e07cfa69751b63b23",
    "1ea8dfcba06f95ee7937334b2271c366d6ac3f4748ecf1a0e959b0193eaf4884"};

static void test_fp12_known_answers(void **state) {
    bn254_fp12 a, b, want, got;
    (void)state;
    bn254_test_fp12_from_hex(&a, bn254_kat_fp12_a);
    bn254_test_fp12_from_hex(&b, kat_b);
    bn254_test_fp12_from_hex(&want, kat_ab);
    bn254_fp12_mul(&got, &a, &b);
    assert_fp12_equal(&got, &want);
    bn254_ref_fp12_mul(&got, &a, &b); /* the reference agrees too */
    assert_fp12_equal(&got, &want);
    assert_fp12_kat(bn254_fp12_inv, bn254_kat_fp12_a, kat_a_inv);
    assert_fp12_kat(bn254_fp12_frobenius, bn254_kat_fp12_a, kat_a_p);
    assert_fp12_kat(bn254_fp12_frobenius2, bn254_kat_fp12_a, kat_a_p2);
    assert_fp12_kat(bn254_fp12_frobenius3, bn254_kat_fp12_a, kat_a_p3);
    assert_fp12_kat(bn254_fp12_cyclo_sqr, bn254_kat_fp12_c, kat_c2);
    assert_fp12_kat(bn254_fp12_sqr, bn254_kat_fp12_c, kat_c2);
}

/* ---- multiplication -------------------------------------------------------- */

/* w^2 = v and w^6 = xi, the defining relations. */
static void test_fp12_w_relations(void **state) {
    bn254_fp12 w, x, want;
    (void)state;
    memset(&w, 0, sizeof w);
    bn254_fp2_set_one(&w.c1.c0);
    bn254_fp12_sqr(&x, &w);
    memset(&want, 0, sizeof want);
    bn254_fp2_set_one(&want.c0.c1); /* v */
    assert_fp12_equal(&x, &want);
    bn254_fp12_mul(&x, &x, &w);
    bn254_fp12_mul(&x, &x, &w);
    bn254_fp12_mul(&x, &x, &w);
    bn254_fp12_mul(&x, &x, &w);
    memset(&want, 0, sizeof want);
    bn254_fp_set_u64(&want.c0.c0.c0, 9);
    bn254_fp_set_u64(&want.c0.c0.c1, 1);
    assert_fp12_equal(&x, &want);
}

/* ---- conjugation and Frobenius -------------------------------------------- */

/* Against the definition, powers by p (slow: few iterations). */
static void test_fp12_frobenius_vs_power(void **state) {
    int i, n = bn254_test_iters_div(64);
    (void)state;
    for (i = 0; i < n; i++) {
        bn254_fp12 a, pk, got;
        rand_sparse_fp12(&a);
        bn254_ref_fp12_frobenius(&pk, &a, 1);
        bn254_fp12_frobenius(&got, &a);
        assert_fp12_equal(&got, &pk);
        bn254_ref_fp12_frobenius(&pk, &pk, 1);
        bn254_fp12_frobenius2(&got, &a);
        assert_fp12_equal(&got, &pk);
        bn254_ref_fp12_frobenius(&pk, &pk, 1);
        bn254_fp12_frobenius3(&got, &a);
        assert_fp12_equal(&got, &pk);
        bn254_ref_fp12_frobenius(&pk, &pk, 3);
        bn254_fp12_conj(&got, &a); /* a^(p^6) */
        assert_fp12_equal(&got, &pk);
    }
}

/* Cheap consequences, on many elements: each map is a ring homomorphism of
 * finite order, frob^2 = frob2, frob^3 = frob3, frob3^2 = conj. */
static void test_fp12_frobenius_laws(void **state) {
    /* each map with its order: frob^12 = frob2^6 = frob3^4 = conj^2 = id */
    static const struct {
        const char *name;
        void (*map)(bn254_fp12 *, const bn254_fp12 *);
        int order;
    } maps[] = {{"frobenius", bn254_fp12_frobenius, 12},
                {"frobenius2", bn254_fp12_frobenius2, 6},
                {"frobenius3", bn254_fp12_frobenius3, 4},
                {"conj", bn254_fp12_conj, 2}};
    size_t m;
    int i, k;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp12 a, b, x, y, t;
        rand_sparse_fp12(&a);
        rand_sparse_fp12(&b);
        for (m = 0; m < BN254_ARRAY_LEN(maps); m++) {
            /* a ring homomorphism: map(a b) = map(a) map(b) */
            bn254_fp12_mul(&t, &a, &b);
            maps[m].map(&x, &t);
            maps[m].map(&y, &a);
            maps[m].map(&t, &b);
            bn254_ref_fp12_mul(&y, &y, &t);
            if (!bn254_fp12_equal(&x, &y)) print_error("%s(a b)\n", maps[m].name);
            assert_fp12_equal(&x, &y);
            x = a;
            for (k = 0; k < maps[m].order; k++) maps[m].map(&x, &x);
            if (!bn254_fp12_equal(&x, &a)) print_error("%s^%d\n", maps[m].name, maps[m].order);
            assert_fp12_equal(&x, &a);
        }
        /* frob^2 = frob2, frob^3 = frob3, frob3^2 = conj */
        bn254_fp12_frobenius(&x, &a);
        bn254_fp12_frobenius(&x, &x);
        bn254_fp12_frobenius2(&y, &a);
        assert_fp12_equal(&x, &y);
        bn254_fp12_frobenius(&x, &x);
        bn254_fp12_frobenius3(&y, &a);
        assert_fp12_equal(&x, &y);
        bn254_fp12_frobenius3(&x, &x);
        bn254_fp12_conj(&y, &a);
        assert_fp12_equal(&x, &y);
    }
}

/* On Fp (embedded) every Frobenius is the identity; on Fp2 the odd ones conjugate. */
static void test_fp12_frobenius_subfields(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp12 a, x, y;
        memset(&a, 0, sizeof a);
        bn254_test_rand_fp2(&a.c0.c0);
        bn254_fp12_frobenius2(&x, &a);
        assert_fp12_equal(&x, &a);
        y = a;
        bn254_fp2_conj(&y.c0.c0, &a.c0.c0);
        bn254_fp12_frobenius(&x, &a);
        assert_fp12_equal(&x, &y);
        bn254_fp12_frobenius3(&x, &a);
        assert_fp12_equal(&x, &y);
        bn254_fp12_conj(&x, &a);
        assert_fp12_equal(&x, &a);
    }
}

/* ---- line multiplication ----------------------------------------------------- */

static void line_dense(bn254_fp12 *b, const bn254_fp2 *l0, const bn254_fp2 *l1,
                       const bn254_fp2 *l3) {
    memset(b, 0, sizeof *b);
    b->c0.c0 = *l0;
    b->c1.c0 = *l1;
    b->c1.c1 = *l3;
}

static void test_fp12_mul_by_line(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp12 a, b, got, want;
        bn254_fp2 l0, l1, l3;
        rand_sparse_fp12(&a);
        bn254_test_rand_fp2(&l0);
        bn254_test_rand_fp2(&l1);
        bn254_test_rand_fp2(&l3);
        if (i % 8 == 1) bn254_fp2_set_zero(&l0);
        if (i % 8 == 2) bn254_fp2_set_zero(&l1);
        if (i % 8 == 3) bn254_fp2_set_zero(&l3);
        if (i % 8 == 4 || i % 8 == 5) bn254_fp2_set_one(&l0); /* the prepared lines */
        line_dense(&b, &l0, &l1, &l3);
        bn254_fp12_mul_by_line(&got, &a, &l0, &l1, &l3);
        bn254_ref_fp12_mul(&want, &a, &b);
        assert_fp12_equal(&got, &want);
        bn254_fp12_mul(&want, &a, &b);
        assert_fp12_equal(&got, &want);
    }
}

/* Two lines at once: against the reference product of a by both dense lines,
 * and against two single-line products; zero and one coefficients, a line
 * twice, and r == a. */
static void test_fp12_mul_by_lines(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp12 a, da, db, got, want, r;
        bn254_fp12_line la, lb;
        rand_sparse_fp12(&a);
        bn254_test_rand_fp2(&la.l0);
        bn254_test_rand_fp2(&la.l1);
        bn254_test_rand_fp2(&la.l3);
        bn254_test_rand_fp2(&lb.l0);
        bn254_test_rand_fp2(&lb.l1);
        bn254_test_rand_fp2(&lb.l3);
        if (i % 8 == 1)
            bn254_fp2_set_zero(i / 8 % 3 == 0 ? &la.l0 : i / 8 % 3 == 1 ? &la.l1 : &la.l3);
        if (i % 8 == 2)
            bn254_fp2_set_zero(i / 8 % 3 == 0 ? &lb.l0 : i / 8 % 3 == 1 ? &lb.l1 : &lb.l3);
        if (i % 8 == 3) bn254_fp2_set_one(&lb.l0); /* l0 = 1: the prepared lines */
        if (i % 8 == 4) lb = la;
        if (i % 8 == 5) bn254_fp2_set_one(&la.l0);
        if (i % 8 == 6) bn254_fp2_set_one(&la.l0), bn254_fp2_set_one(&lb.l0);
        if (i % 16 == 7) bn254_fp2_set_one(&la.l0), lb = la;
        line_dense(&da, &la.l0, &la.l1, &la.l3);
        line_dense(&db, &lb.l0, &lb.l1, &lb.l3);
        bn254_fp12_mul_by_lines(&got, &a, &la, &lb);
        bn254_ref_fp12_mul(&want, &a, &da);
        bn254_ref_fp12_mul(&want, &want, &db);
        assert_fp12_equal(&got, &want);
        bn254_fp12_mul_by_line(&want, &a, &la.l0, &la.l1, &la.l3);
        bn254_fp12_mul_by_line(&want, &want, &lb.l0, &lb.l1, &lb.l3);
        assert_fp12_equal(&got, &want);
        r = a; /* r == a */
        bn254_fp12_mul_by_lines(&r, &r, &la, &lb);
        assert_fp12_equal(&r, &want);
    }
}

/* ---- cyclotomic squaring ------------------------------------------------------ */

static void test_fp12_cyclo_sqr(void **state) {
    int i, j, n = bn254_test_iters_div(64);
    bn254_fp12 c[2];
    (void)state;
    bn254_test_fp12_from_hex(&c[1], bn254_kat_fp12_c); /* cyclotomic by construction */
    for (i = 0; i < n; i++) {
        bn254_fp12 x, got, want;
        rand_cyclotomic(&c[0]);
        /* the subgroup is closed under products, powers and Frobenius: many
         * more elements from the two */
        x = c[0];
        for (j = 0; j < 64; j++) {
            bn254_fp12_cyclo_sqr(&got, &x);
            bn254_ref_fp12_mul(&want, &x, &x);
            assert_fp12_equal(&got, &want);
            bn254_fp12_sqr(&want, &x);
            assert_fp12_equal(&got, &want);
            bn254_ref_fp12_mul(&x, &x, &c[(j + 1) % 2]);
            if (j % 4 == 3) bn254_fp12_frobenius(&x, &x);
        }
        /* the identity, and a chain of cyclotomic squarings */
        bn254_fp12_set_one(&x);
        bn254_fp12_cyclo_sqr(&got, &x);
        assert_true(bn254_fp12_is_one(&got));
        x = c[0];
        want = c[0];
        for (j = 0; j < 8; j++) {
            bn254_fp12_cyclo_sqr(&x, &x);
            bn254_ref_fp12_mul(&want, &want, &want);
        }
        assert_fp12_equal(&x, &want);
    }
}

/* Negative control: Granger-Scott squaring is wrong off the subgroup, so the
 * test above does distinguish. */
static void test_fp12_cyclo_sqr_negative(void **state) {
    int i;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp12 a, x, y;
        rand_generic_fp12(&a);
        bn254_fp12_cyclo_sqr(&x, &a);
        bn254_fp12_sqr(&y, &a);
        assert_false(bn254_fp12_equal(&x, &y));
    }
}

/* ---- predicates ---------------------------------------------------------------- */

static void test_fp12_predicates(void **state) {
    bn254_fp12 a, b;
    bn254_fp2 g[6];
    int k;
    (void)state;
    bn254_fp12_set_one(&a);
    assert_true(bn254_fp12_is_one(&a));
    assert_true(bn254_fp2_is_one(&a.c0.c0));
    bn254_test_fp12_to_w(g, &a);
    for (k = 1; k < 6; k++) assert_true(bn254_fp2_is_zero(&g[k]));
    /* one plus anything in any single coordinate is not one */
    for (k = 0; k < 12; k++) {
        bn254_fp12_set_one(&b);
        bn254_test_fp12_to_w(g, &b);
        bn254_fp_set_u64(k % 2 ? &g[k / 2].c1 : &g[k / 2].c0, 2);
        bn254_test_fp12_from_w(&b, g);
        assert_false(bn254_fp12_is_one(&b));
        assert_false(bn254_fp12_equal(&a, &b));
        assert_true(bn254_fp12_equal(&b, &b));
    }
}

/* ---- aliasing ------------------------------------------------------------------ */

/* The k-th Fp2 coordinate (w-basis order) of a. */
static bn254_fp2 *wcoord(bn254_fp12 *a, int k) {
    bn254_fp6 *h = k % 2 ? &a->c1 : &a->c0;
    return k / 2 == 0 ? &h->c0 : k / 2 == 1 ? &h->c1 : &h->c2;
}

/* (add, sub, mul, neg, sqr, inv, ...: field_laws.h) */
static void test_fp12_aliasing_special(void **state) {
    int i, k;
    (void)state;
    for (i = 0; i < bn254_test_iters; i++) {
        bn254_fp12 a, b, want, r;
        bn254_fp2 l0, l1, l3;
        bn254_test_rand_nonzero_fp12(&a);
        bn254_test_rand_nonzero_fp12(&b);
        BN254_TEST_UNOP_ALIASING(bn254_fp12, bn254_fp12_equal, "conj", bn254_fp12_conj, &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp12, bn254_fp12_equal, "frobenius", bn254_fp12_frobenius,
                                 &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp12, bn254_fp12_equal, "frobenius2", bn254_fp12_frobenius2,
                                 &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp12, bn254_fp12_equal, "frobenius3", bn254_fp12_frobenius3,
                                 &a);
        BN254_TEST_UNOP_ALIASING(bn254_fp12, bn254_fp12_equal, "cyclo_sqr", bn254_fp12_cyclo_sqr,
                                 &a);

        /* mul_by_line: r == a; the line coefficients inside r (== a) */
        bn254_test_rand_fp2(&l0);
        bn254_test_rand_fp2(&l1);
        bn254_test_rand_fp2(&l3);
        bn254_fp12_mul_by_line(&want, &a, &l0, &l1, &l3);
        r = a;
        bn254_fp12_mul_by_line(&r, &r, &l0, &l1, &l3);
        assert_fp12_equal(&r, &want);
        for (k = 0; k < 6; k++) {
            int k1 = (k + 1) % 6, k3 = (k + 3) % 6;
            bn254_fp12_mul_by_line(&want, &a, wcoord(&a, k), wcoord(&a, k1), wcoord(&a, k3));
            r = a;
            bn254_fp12_mul_by_line(&r, &r, wcoord(&r, k), wcoord(&r, k1), wcoord(&r, k3));
            if (!bn254_fp12_equal(&r, &want))
                print_error("mul_by_line: r == a, l in r at %d %d %d\n", k, k1, k3);
            assert_fp12_equal(&r, &want);
            /* r distinct from a, but holding the coefficients */
            bn254_fp12_mul_by_line(&want, &b, wcoord(&a, k), wcoord(&a, k1), wcoord(&a, k3));
            r = a;
            bn254_fp12_mul_by_line(&r, &b, wcoord(&r, k), wcoord(&r, k1), wcoord(&r, k3));
            if (!bn254_fp12_equal(&r, &want))
                print_error("mul_by_line: l in r at %d %d %d\n", k, k1, k3);
            assert_fp12_equal(&r, &want);
            /* l0 = 1 (its own branch), l1 and l3 in r == a */
            {
                bn254_fp2 one;
                bn254_fp2_set_one(&one);
                bn254_fp12_mul_by_line(&want, &a, &one, wcoord(&a, k1), wcoord(&a, k3));
                r = a;
                bn254_fp12_mul_by_line(&r, &r, &one, wcoord(&r, k1), wcoord(&r, k3));
                assert_fp12_equal(&r, &want);
            }
        }
    }
}

/* ---- Fp12 in vector lanes (arch/kernels.h, BN254_KERN_FP12X) ------------------ */

#if BN254_KERN_FP12X
static void lanes_in(bn254_kern_fp12x *x, const bn254_fp12 *a) {
    bn254_fp2 g[6];
    bn254_fp12_to_w(g, a);
    bn254_kern_fp12x_from(x, g);
}
static void lanes_out(bn254_fp12 *a, const bn254_kern_fp12x *x) {
    bn254_fp2 g[6];
    bn254_kern_fp12x_to(g, x);
    bn254_fp12_from_w(a, g);
}
#endif

/* Every lane kernel against the scalar tower on edge-biased elements
 * (support/internal.h: 0, 1, p - 1, limb boundaries one time in eight),
 * with every aliasing; the line product against the scalar one divided by
 * BN254_KERN_FP12X_LINE_DIV. Skipped where the CPU has no lanes. */
static void test_fp12_lanes_vs_scalar(void **state) {
#if BN254_KERN_FP12X
    int i, n = bn254_test_iters_div(4);
    bn254_fp12 div_inv;
    (void)state;
    if (!bn254_kern_fp12x_enabled()) skip();
    { /* 1 / DIV as an element of Fp12 (in c0.c0.c0) */
        bn254_fp d;
        bn254_fp12_set_one(&div_inv);
        bn254_fp_set_u64(&d, BN254_KERN_FP12X_LINE_DIV);
        bn254_fp_inv(&div_inv.c0.c0.c0, &d);
    }
    for (i = 0; i < n; i++) {
        bn254_fp12 a, b, c, got, want;
        bn254_kern_fp12x xa, xb, xr;
        bn254_test_rand_fp12(&a);
        bn254_test_rand_fp12(&b);
        lanes_in(&xa, &a);
        lanes_in(&xb, &b);
        lanes_out(&got, &xa);
        assert_fp12_equal(&got, &a);
        bn254_fp12_mul(&want, &a, &b);
        bn254_kern_fp12x_mul(&xr, &xa, &xb);
        lanes_out(&got, &xr);
        assert_fp12_equal(&got, &want);
        xr = xa; /* r == a */
        bn254_kern_fp12x_mul(&xr, &xr, &xb);
        lanes_out(&got, &xr);
        assert_fp12_equal(&got, &want);
        xr = xb; /* r == b */
        bn254_kern_fp12x_mul(&xr, &xa, &xr);
        lanes_out(&got, &xr);
        assert_fp12_equal(&got, &want);
        bn254_fp12_sqr(&want, &a);
        xr = xa; /* r == a == b */
        bn254_kern_fp12x_mul(&xr, &xr, &xr);
        lanes_out(&got, &xr);
        assert_fp12_equal(&got, &want);
        bn254_fp12_conj(&want, &a);
        bn254_kern_fp12x_conj(&xr, &xa);
        lanes_out(&got, &xr);
        assert_fp12_equal(&got, &want);
        bn254_fp12_frobenius(&want, &a);
        xr = xa;
        bn254_kern_fp12x_frobenius(&xr, &xr);
        lanes_out(&got, &xr);
        assert_fp12_equal(&got, &want);
        bn254_fp12_frobenius2(&want, &a);
        bn254_kern_fp12x_frobenius2(&xr, &xa);
        lanes_out(&got, &xr);
        assert_fp12_equal(&got, &want);
        bn254_fp12_frobenius3(&want, &a);
        bn254_kern_fp12x_frobenius3(&xr, &xa);
        lanes_out(&got, &xr);
        assert_fp12_equal(&got, &want);
        /* a line: b's g0, g1, g3 */
        bn254_fp12_mul_by_line(&want, &a, &b.c0.c0, &b.c1.c0, &b.c1.c1);
        bn254_fp12_mul(&want, &want, &div_inv);
        xr = xa;
        bn254_kern_fp12x_mul_by_line(&xr, &xr, &b.c0.c0, &b.c1.c0, &b.c1.c1);
        lanes_out(&got, &xr);
        assert_fp12_equal(&got, &want);
        /* cyclotomic squaring, on a cyclotomic element */
        rand_cyclotomic(&c);
        bn254_fp12_cyclo_sqr(&want, &c);
        lanes_in(&xr, &c);
        bn254_kern_fp12x_cyclo_sqr(&xr, &xr);
        lanes_out(&got, &xr);
        assert_fp12_equal(&got, &want);
        /* is_one */
        assert_int_equal(bn254_kern_fp12x_is_one(&xa), bn254_fp12_is_one(&a));
    }
    {
        bn254_kern_fp12x one;
        bn254_fp12 x;
        bn254_kern_fp12x_set_one(&one);
        assert_true(bn254_kern_fp12x_is_one(&one));
        lanes_out(&x, &one);
        assert_true(bn254_fp12_is_one(&x));
        bn254_fp12_set_one(&x);
        bn254_fp_set_u64(&x.c1.c2.c1, 1); /* one plus u w^5: not one */
        lanes_in(&one, &x);
        assert_false(bn254_kern_fp12x_is_one(&one));
    }
#else
    (void)state;
    skip();
#endif
}

/* The chain type in both forms (lanes where the CPU has them, and the scalar
 * form) gives the same values: a chain of the final exponentiation's
 * operations. The form is the chain's, chosen when it starts: the CPU's
 * choice is flipped (bn254_kern_force_portable) before every operation, and
 * the chain must neither notice nor be read in the other form. */
static void test_fp12_acc_forms(void **state) {
    int i, k, flip = 0, n = bn254_test_iters_div(16);
    bn254_fp12_form forms[2];
    (void)state;
    forms[0] = BN254_FP12_SCALAR;
    forms[1] = bn254_fp12_acc_form(); /* the lanes where they run */
    bn254_kern_force_portable(1);
    assert_int_equal(bn254_fp12_acc_form(), BN254_FP12_SCALAR);
    bn254_kern_force_portable(0);
    assert_int_equal(bn254_fp12_acc_form(), forms[1]);
#if BN254_KERN_FP12X
    assert_int_equal(forms[1] == BN254_FP12_LANES, bn254_kern_fp12x_enabled());
#endif
#define FLIP() bn254_kern_force_portable(flip ^= 1)
    for (i = 0; i < n; i++) {
        bn254_fp12 a, b, c, out[2];
        bn254_test_rand_fp12(&a);
        bn254_test_rand_fp12(&b);
        rand_cyclotomic(&c);
        for (k = 0; k < 2; k++) {
            bn254_fp12_acc x, y, z;
            bn254_fp12_acc_from(&x, &a, forms[k]);
            FLIP();
            bn254_fp12_acc_from(&y, &b, forms[k]);
            FLIP();
            bn254_fp12_acc_from(&z, &c, forms[k]);
            FLIP();
            bn254_fp12_acc_mul(&x, &x, &y);
            FLIP();
            bn254_fp12_acc_sqr(&x, &x);
            FLIP();
            bn254_fp12_acc_frobenius(&y, &x);
            FLIP();
            bn254_fp12_acc_frobenius2(&x, &y);
            FLIP();
            bn254_fp12_acc_frobenius3(&x, &x);
            FLIP();
            bn254_fp12_acc_conj(&y, &x);
            FLIP();
            bn254_fp12_acc_cyclo_sqr(&z, &z);
            FLIP();
            bn254_fp12_acc_mul(&x, &y, &z);
            FLIP();
            bn254_fp12_acc_to(&out[k], &x);
            FLIP();
            /* two lines at once = one at a time, in each form (a lane line
             * carries its factor 1/BN254_KERN_FP12X_LINE_DIV either way) */
            {
                bn254_fp12_acc w;
                bn254_fp12 want, got;
                bn254_fp12_line la, lb;
                la.l0 = b.c0.c0, la.l1 = b.c0.c1, la.l3 = b.c0.c2;
                lb.l0 = b.c1.c0, lb.l1 = b.c1.c1, lb.l3 = b.c1.c2;
                bn254_fp12_acc_mul_by_lines(&y, &x, &la, &lb);
                FLIP();
                bn254_fp12_acc_mul_by_line(&w, &x, &la.l0, &la.l1, &la.l3);
                FLIP();
                bn254_fp12_acc_mul_by_line(&w, &w, &lb.l0, &lb.l1, &lb.l3);
                bn254_fp12_acc_to(&got, &y);
                bn254_fp12_acc_to(&want, &w);
                assert_fp12_equal(&got, &want);
            }
            assert_false(bn254_fp12_acc_is_one(&x));
            FLIP();
            bn254_fp12_acc_set_one(&x, forms[k]);
            FLIP();
            assert_true(bn254_fp12_acc_is_one(&x));
            FLIP();
        }
        bn254_kern_force_portable(0);
        flip = 0;
        assert_fp12_equal(&out[0], &out[1]);
    }
#undef FLIP
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fp12_known_answers),
        BN254_TF_TESTS,
        cmocka_unit_test(test_fp12_w_relations),
        cmocka_unit_test(test_fp12_frobenius_vs_power),
        cmocka_unit_test(test_fp12_frobenius_laws),
        cmocka_unit_test(test_fp12_frobenius_subfields),
        cmocka_unit_test(test_fp12_mul_by_line),
        cmocka_unit_test(test_fp12_mul_by_lines),
        cmocka_unit_test(test_fp12_cyclo_sqr),
        cmocka_unit_test(test_fp12_cyclo_sqr_negative),
        cmocka_unit_test(test_fp12_predicates),
        cmocka_unit_test(test_fp12_aliasing_special),
        cmocka_unit_test(test_fp12_lanes_vs_scalar),
        cmocka_unit_test(test_fp12_acc_forms),
    };
    bn254_test_init("fp12");
    return cmocka_run_group_tests_name("fp12", tests, NULL, NULL);
}
