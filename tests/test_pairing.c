/* SPDX-License-Identifier: MIT */
/*
 * test_pairing.c: the optimal ate pairing is the pairing: known answers
 * computed outside the library (e(G1, G2), a final exponentiation, an
 * exponentiation by x0), the fast final exponentiation against the single
 * big power, e^r = 1, non-degeneracy, bilinearity against the reference
 * scalar ladders, inverses under negation, and the multi-Miller loop's
 * exact agreement with the product of single loops, infinity pairs included.
 */
#include "support/kat.h"
#include "support/layer.h"

/* A cyclotomic element: f^((p^6 - 1)(p^2 + 1)) for a random non-zero f, by
 * the library's conj, inv and frobenius2 (test_fp12 checks those against
 * powers by p^k), with the premise a^(p^6 + 1) = 1 checked. */
static void rand_cyclotomic(bn254_fp12 *r) {
    bn254_fp12 f, t;
    bn254_test_rand_nonzero_fp12(&f);
    bn254_fp12_inv(&t, &f);
    bn254_fp12_conj(&f, &f);
    bn254_ref_fp12_mul(&f, &f, &t);
    bn254_fp12_frobenius2(&t, &f);
    bn254_ref_fp12_mul(r, &f, &t);
    bn254_fp12_conj(&t, r);
    bn254_ref_fp12_mul(&t, &t, r);
    assert_true(bn254_fp12_is_one(&t));
}

/* A non-zero scalar below 2^64, sometimes small or all ones. */
static uint64_t rand_scalar64(void) {
    uint64_t k = bn254_test_rand64();
    switch (k % 8) {
    case 0:
        return 1 + (k >> 60);
    case 1:
        return UINT64_MAX;
    default:
        return k ? k : 1;
    }
}

/* A G2 point [k] G2 for a random non-zero k < 2^64: a quarter of the cost of
 * bn254_ref_rand_g2, for the tests that need many points. */
static void rand_g2_cheap(bn254_g2_aff *r) {
    uint64_t k[1];
    bn254_g2_aff g;
    k[0] = rand_scalar64();
    bn254_test_g2_generator(&g);
    bn254_ref_g2_mul_aff(r, &g, k, 1);
}

/* e(P, Q) = final_exp(miller(P, Q)). */
static void pairing(bn254_fp12 *e, const bn254_g1_aff *p, const bn254_g2_aff *q) {
    bn254_fp12 f;
    bn254_miller_loop(&f, p, q, 1);
    bn254_final_exp(e, &f);
}

/* Random P in G1 and Q in G2 and e = e(P, Q); 0 when Q came out as
 * infinity (the round is then skipped). */
static int rand_pair(bn254_g1_aff *p, bn254_g2_aff *q, bn254_fp12 *e) {
    bn254_ref_rand_g1(p);
    bn254_ref_rand_g2(q);
    if (q->infinity) return 0;
    pairing(e, p, q);
    return 1;
}

/* ---- known answers ----------------------------------------------------------
 * Computed by tools/gen_tower_kat.py (Python 3 big integers), with none of the library's formulas:
 * Fp12 = Fp[W]/(W^12 - 18 W^6 + 82) (schoolbook products, W^12 = 18 W^6 - 82,
 * powers by square and multiply), converted to the library's w-basis by
 * u = W^6 - 9, w = W: coordinate g_i = (h_i + 9 h_(i+6)) + h_(i+6) u.
 * The pairing: the textbook Miller function f_(6x0+2,Q)(P) by binary double
 * and add with affine chord-and-tangent lines l(P) = (yP - yT) - lambda (xP - xT)
 * for Q untwisted to (x W^2, y W^3) in E(Fp12) (slopes computed on the twist,
 * lambda = lambda' W), times the lines through T, pi(Q) and T + pi(Q), -pi^2(Q)
 * with pi(Q) = (x^p, y^p) in E(Fp12) (generic Fp12 slopes, inversion by the
 * power p^12 - 2), then f^((p^12 - 1)/r * c), c = 2x0(6x0^2 + 3x0 + 1), as one
 * integer power. Checked there: e != 1, e^r = 1, e([2]G1, G2) = e^2 =
 * e(G1, [2]G2). Arrays list g0 real, g0 imaginary, g1 real, ..., g5 imaginary.
 */
static const char *const kat_e_g1_g2[12] = {
    "262b253feda94cfe0da01bde280a3ed6f87e5feb898578b55e1f63739d870e95",
    "02e02d2cc795a2000a1b1f823879abbd397c4dea0918ed66b49d34b48efb8a4a",
    "095c0fbf5d5a1ac023794a0d856f92591ba990ecfd4b7aef5c0d58c5dc2429fe",
    "14d3d6ca72d8a950a31dc10f7b4053c9e9ad9ebb590cb4a60f8215d4b99f2b4a",
    "13a9f2d6e29b128da5b1ad44b31977935fd2957387ecb1fc4e135402fdbd1de0",
    "040ba9fa500f1a5c4b31984a74e68659c4b420bd699ce630b130b08a6ea1162b",
    "1dc0e7bbc3d70e6689dc206b4b91c85759dc1a23043c585fdfaf545838ca7429",
    "0b53320e5a6488cb98a855ffc837d2a75ab90d61ac16cc1b7ab2cd3ed5e22b97",
    "0afc2f3fd870678fbe359d7f9873f052478f590b211ce30bf5e3eeaef89eafdb",
    "1c54a530398c9064bdc662d929e645cadda9a712cc5a8243f9cddbd2d98dd1f0",
    "13a8afd3085dae4c6c91476ef36cd1d318ce07bac42a9c0f9bd7fddaf5ebd723",
    "00f97b5221474526b601f3730a3afa965ceee1b343940c383e5314859e762c97"};
static const char *const kat_e_2g1_g2[12] = {
    "1169a2f59e28b738bcc03f4bf98397b7f1a22e45ed1493e5bc0a8fe1f729706c",
    "071714f9c0ae52c3a9e608ab8805ac85f916deaf40367798d1e722f4cd2f8f5a",
    "017910999b90e85c67a5f490085eb5493f383b5629649025227ac3fad1883949",
    "15cfa10a405b40a15dc4838249728590a558c7b4a28fefc552a7c59da6cac5b7",
    "13483920a1fb10b90bb11b2564432f50f4b2f8e484008e1913e95645aee21720",
    "00183aac7806c96c0a93a2cd8b2422c1db9b859ca7245b67df3928ea83caa41e",
    "0498c22b19a80d4886d1eec286049da1bdac0f9e7430b7010227f81883851af3",
    "1b55ec7ea0669846457044046d90b93f550cc139b2c762a94d1094a90fd32f9c",
    "16f1f218919b4354f9893ec017c2ea747c2bcf2078a9a3045239bebb0fb115d6",
    "0f55ee5d937044ca302f2b521a46c967d135d6aaab39b3eff5999f1e59393924",
    "04ad665a6ddcb3555c729e72d917800b267b5c918a6366be657162727f683a82",
    "227d11f71f828edd604643a804acedc91cf35c869412f8f6365ff589dc19d146"};
/* A^((p^12 - 1)/r * c) for A of support/kat.h. */
static const char *const kat_a_final[12] = {
    "2270012aed9fd8101687c407b394b9670e941d162ecaaa34dee1d5571f5260cf",
    "2374759e8c7b6e533b89d50cb4cbcfdb7eb5bc3271db363e1c858d952404250e",
    "1c02b4c656df8849ffdbbcc8cf4082ff2a679630c62177b091ca3c7782fc2484",
    "1768a78912426bf4628be0ef1963eaaa54b8aeb42f65ec52dd8689375865d160",
    "0b1c5e9295048e0702a59290cc7613e1558ae1cbee5cc9dfd4a422e89879a91a",
    "1b5166ba3442c435c00e22c9c691f82211b722612ebd32ef00ba42ae22dc2be9",
    "2725b1dd5f493ae66e899c863bff5b8a065e5b97bbeef3a3cd5f4074038aef8e",
    "2706ab932db17e198318a9288e88a6250fb14234ff80edcbc726123a42fe200a",
    "103f079f20afbedcc0166d4dcd166554ce59fbaaba96c2f0469a15afb441318a",
    "1eaa641d683d717133e7bfd42ca1768a360ccf65aba5fc984f248cc0f4413f3c",
    "2f7d723ac07a497a283a0c6dc38772e544840c4c89e7adfe926d93d68508d8a1",
    "185c6cd2aa0b811f0242aa516ec2ed4530198b76a6bdfd9e5b7ba32c213e0f88"};
/* C^x0 for C = A^((p^6 - 1)(p^2 + 1)) of support/kat.h. */
static const char *const kat_c_x0[12] = {
    "13b3ab7b4b1a45421de5fecbf442ceb975b27bc8bdc5dbfc94109738db4e1d26",
    "258b84e82a879434aad97450634cfdca988b7cd22af8defb10d9231ab9e61103",
    "14159ba6a3672f4ad6c46bedb546231c3b202da145f858acdab9614f6e2f23cc",
    "2545333efd457f601ee1a740557dc47fd1e9e32c0e67361ce497504248d22209",
    "08cd45b1e146eb90738eff4802b6b0de92290cce2a6a92904549b6264f7fd203",
    "1a78cfdbbefba379409f3edef5d8685e3f59675a8b77b49931df9af8a315ddf7",
    "095012122c87650408c05f7034176a77f6c3e0f6c212cbb458cac8829b819750",
    "0cf7bb7931725dc1ad7b02593a3c8fb05a84d56cd5821ad5f2ef0c777fd1f412",
    "0c2e1a20891456b81fa76a55ad8f6a6d10cc4dfdf2569f171f2360f8b717442d",
    "2e00193813520558b1cdeea50571b647a7f8f41db87f9d4a45b190ddcded851a",
    "184e095072b495cbf5056b826d394898d1775e255fc5700fd631471ffdb8f99b",
    "0b8327b550959610a926297ca3515266ab6720d4285574d8a62ad3d28f1aefa4"};

static void test_pairing_known_answer(void **state) {
    static const uint64_t two[1] = {2};
    bn254_g1_aff g1, g1x2;
    bn254_g2_aff g2, g2x2;
    bn254_fp12 want, want2, e, t;
    (void)state;
    bn254_test_g1_generator(&g1);
    bn254_test_g2_generator(&g2);
    bn254_test_fp12_from_hex(&want, kat_e_g1_g2);
    bn254_test_fp12_from_hex(&want2, kat_e_2g1_g2);

    pairing(&e, &g1, &g2);
    assert_fp12_equal(&e, &want);
    assert_false(bn254_fp12_is_one(&e)); /* non-degenerate */
    bn254_ref_fp12_pow(&t, &e, bn254_ref_r, 4);
    assert_true(bn254_fp12_is_one(&t)); /* of order r */

    bn254_ref_g1_mul_aff(&g1x2, &g1, two, 1);
    pairing(&t, &g1x2, &g2);
    assert_fp12_equal(&t, &want2);
    assert_false(bn254_fp12_equal(&t, &e));
    bn254_ref_g2_mul_aff(&g2x2, &g2, two, 1);
    pairing(&t, &g1, &g2x2);
    assert_fp12_equal(&t, &want2);
    bn254_ref_fp12_mul(&t, &e, &e);
    assert_fp12_equal(&t, &want2);
}

static void test_final_exp_known_answers(void **state) {
    (void)state;
    assert_fp12_kat(bn254_final_exp, bn254_kat_fp12_a, kat_a_final);
    assert_fp12_kat(bn254_fp12_cyclo_exp_x0, bn254_kat_fp12_c, kat_c_x0);
}

/* ---- final exponentiation ------------------------------------------------------ */

/* Against the reference: one big power after the easy part by powers by p. */
static void test_final_exp_vs_reference(void **state) {
    int i, n = bn254_test_iters_div(64);
    (void)state;
    for (i = 0; i < n; i++) {
        bn254_fp12 f, got, want;
        bn254_test_rand_nonzero_fp12(&f);
        bn254_final_exp(&got, &f);
        bn254_ref_final_exp(&want, &f);
        assert_fp12_equal(&got, &want);
    }
}

/* final_exp(f)^r = 1; final_exp is a homomorphism that kills Fp6 (so the
 * Fp2 scaling of the lines cannot matter). */
static void test_final_exp_properties(void **state) {
    int i, n = bn254_test_iters_div(32);
    (void)state;
    for (i = 0; i < n; i++) {
        bn254_fp12 f, g, s, x, y, t;
        bn254_test_rand_nonzero_fp12(&f);
        bn254_test_rand_nonzero_fp12(&g);
        bn254_final_exp(&x, &f);
        assert_false(bn254_fp12_is_one(&x));
        bn254_ref_fp12_pow(&t, &x, bn254_ref_r, 4);
        assert_true(bn254_fp12_is_one(&t));

        /* final_exp(f g) = final_exp(f) final_exp(g) */
        bn254_ref_fp12_mul(&t, &f, &g);
        bn254_final_exp(&y, &t);
        bn254_final_exp(&t, &g);
        bn254_ref_fp12_mul(&t, &x, &t);
        assert_fp12_equal(&y, &t);

        /* s in Fp6 (c1 = 0) and s w (c0 = 0): final_exp(s) = 1, final_exp(f s) = final_exp(f) */
        memset(&s, 0, sizeof s);
        do {
            bn254_test_rand_fp6(&s.c0);
        } while (bn254_fp6_is_zero(&s.c0));
        bn254_final_exp(&t, &s);
        assert_true(bn254_fp12_is_one(&t));
        bn254_ref_fp12_mul(&t, &f, &s);
        bn254_final_exp(&y, &t);
        assert_fp12_equal(&y, &x);
        s.c1 = s.c0;
        bn254_fp6_set_zero(&s.c0);
        bn254_final_exp(&t, &s);
        assert_true(bn254_fp12_is_one(&t));
    }
}

/* ---- exponentiation by x0 ------------------------------------------------------- */

static void test_cyclo_exp_x0(void **state) {
    static const uint64_t x0[1] = {BN254_X0};
    int i, n = bn254_test_iters_div(8);
    bn254_fp12 one, r;
    (void)state;
    for (i = 0; i < n; i++) {
        bn254_fp12 c, got, want;
        rand_cyclotomic(&c);
        bn254_fp12_cyclo_exp_x0(&got, &c);
        bn254_ref_fp12_pow(&want, &c, x0, 1);
        assert_fp12_equal(&got, &want);
        bn254_fp12_cyclo_exp_x0(&c, &c); /* in place */
        assert_fp12_equal(&c, &want);
    }
    bn254_fp12_set_one(&one);
    bn254_fp12_cyclo_exp_x0(&r, &one);
    assert_true(bn254_fp12_is_one(&r));
}

/* ---- the pairing ----------------------------------------------------------------- */

static void test_pairing_non_degenerate(void **state) {
    int i, n = bn254_test_iters_div(32);
    (void)state;
    for (i = 0; i < n; i++) {
        bn254_g1_aff p;
        bn254_g2_aff q;
        bn254_fp12 e, t;
        if (!rand_pair(&p, &q, &e)) continue;
        assert_false(bn254_fp12_is_one(&e));
        bn254_ref_fp12_pow(&t, &e, bn254_ref_r, 4);
        assert_true(bn254_fp12_is_one(&t));
    }
}

/* e([a]P, [b]Q) = e(P, Q)^(ab) = e([ab]P, Q) = e(P, [ab]Q) for a, b < 2^64. */
static void test_pairing_bilinearity(void **state) {
    int i, n = bn254_test_iters_div(32);
    (void)state;
    for (i = 0; i < n; i++) {
        uint64_t a[4] = {0}, b[4] = {0}, ab[8];
        bn254_g1_aff p, ap, abp;
        bn254_g2_aff q, bq, abq;
        bn254_fp12 e, e_ab, t;
        if (!rand_pair(&p, &q, &e)) continue;
        a[0] = rand_scalar64();
        b[0] = rand_scalar64();
        bn254_ref_mul_wide(ab, a, b); /* < 2^128 */
        bn254_ref_g1_mul_aff(&ap, &p, a, 1);
        bn254_ref_g2_mul_aff(&bq, &q, b, 1);
        bn254_ref_g1_mul_aff(&abp, &p, ab, 2);
        bn254_ref_g2_mul_aff(&abq, &q, ab, 2);
        bn254_ref_fp12_pow(&e_ab, &e, ab, 2);
        pairing(&t, &ap, &bq);
        assert_fp12_equal(&t, &e_ab);
        pairing(&t, &abp, &q);
        assert_fp12_equal(&t, &e_ab);
        pairing(&t, &p, &abq);
        assert_fp12_equal(&t, &e_ab);
        if (a[0] != 1 || b[0] != 1) assert_false(bn254_fp12_equal(&e, &e_ab));
    }
}

/* e([k]P, Q) = e(P, [k]Q) = e(P, Q)^k for full-width k (reduced mod r implicitly). */
static void test_pairing_bilinearity_full_scalar(void **state) {
    int i, n = bn254_test_iters_div(32);
    (void)state;
    for (i = 0; i < n; i++) {
        uint64_t k[4];
        bn254_g1_aff p, kp;
        bn254_g2_aff q, kq;
        bn254_fp12 e, e_k, t;
        if (!rand_pair(&p, &q, &e)) continue;
        bn254_test_rand256(k);
        bn254_ref_g1_mul_aff(&kp, &p, k, 4);
        bn254_ref_g2_mul_aff(&kq, &q, k, 4);
        bn254_ref_fp12_pow(&e_k, &e, k, 4);
        if (kp.infinity) continue; /* k = 0 mod r: nothing left to compare */
        pairing(&t, &kp, &q);
        assert_fp12_equal(&t, &e_k);
        pairing(&t, &p, &kq);
        assert_fp12_equal(&t, &e_k);
    }
}

/* psi acts on G2 as [p]: e(P, psi(Q)) = e(P, Q)^p. */
static void test_pairing_psi(void **state) {
    int i, n = bn254_test_iters_div(32);
    (void)state;
    for (i = 0; i < n; i++) {
        bn254_g1_aff p;
        bn254_g2_aff q, pq;
        bn254_fp12 e, t;
        if (!rand_pair(&p, &q, &e)) continue;
        bn254_ref_fp12_pow(&e, &e, bn254_ref_p, 4);
        bn254_g2_aff_psi(&pq, &q);
        pairing(&t, &p, &pq);
        assert_fp12_equal(&t, &e);
    }
}

/* e(P, Q) e(-P, Q) = e(P, Q) e(P, -Q) = 1, as two pairings and as one product. */
static void test_pairing_negation(void **state) {
    int i, n = bn254_test_iters_div(32);
    (void)state;
    for (i = 0; i < n; i++) {
        bn254_g1_aff p, np, ps[2];
        bn254_g2_aff q, nq, qs[2];
        bn254_fp12 e, e_np, e_nq, f, t;
        if (!rand_pair(&p, &q, &e)) continue;
        bn254_g1_aff_neg(&np, &p);
        bn254_g2_aff_neg(&nq, &q);
        pairing(&e_np, &np, &q);
        pairing(&e_nq, &p, &nq);
        bn254_ref_fp12_mul(&t, &e, &e_np);
        assert_true(bn254_fp12_is_one(&t));
        bn254_ref_fp12_mul(&t, &e, &e_nq);
        assert_true(bn254_fp12_is_one(&t));
        assert_fp12_equal(&e_np, &e_nq);
        assert_false(bn254_fp12_equal(&e_np, &e));

        ps[0] = p;
        ps[1] = np;
        qs[0] = q;
        qs[1] = q;
        bn254_miller_loop(&f, ps, qs, 2);
        bn254_final_exp(&t, &f);
        assert_true(bn254_fp12_is_one(&t));
        ps[1] = p;
        qs[1] = nq;
        bn254_miller_loop(&f, ps, qs, 2);
        bn254_final_exp(&t, &f);
        assert_true(bn254_fp12_is_one(&t));
    }
}

/* ---- the multi-Miller loop ------------------------------------------------------- */

/* For n = 1 .. BN254_MILLER_BATCH, the shared loop equals the product of the
 * single loops exactly (no final exponentiation). Pairs include repeats and
 * negations. */
static void test_miller_multi_vs_single(void **state) {
    bn254_g1_aff ps[BN254_MILLER_BATCH];
    bn254_g2_aff qs[BN254_MILLER_BATCH];
    bn254_fp12 prod, f, t;
    int i, n;
    (void)state;
    for (i = 0; i < BN254_MILLER_BATCH; i++) {
        if (i % 5 == 3) {
            ps[i] = ps[i - 1]; /* same pair again */
            qs[i] = qs[i - 1];
        } else if (i % 5 == 4) {
            bn254_g1_aff_neg(&ps[i], &ps[i - 2]); /* inverse of an earlier pair */
            qs[i] = qs[i - 2];
        } else {
            bn254_ref_rand_g1(&ps[i]);
            rand_g2_cheap(&qs[i]);
        }
    }
    bn254_fp12_set_one(&prod);
    for (n = 1; n <= BN254_MILLER_BATCH; n++) {
        bn254_miller_loop(&t, &ps[n - 1], &qs[n - 1], 1);
        bn254_ref_fp12_mul(&prod, &prod, &t);
        bn254_miller_loop(&f, ps, qs, (size_t)n);
        if (!bn254_fp12_equal(&f, &prod)) print_error("n = %d\n", n);
        assert_fp12_equal(&f, &prod);
    }
}

/* Pairs with an infinity (either side or both) contribute exactly 1; n = 0
 * and all-infinity batches give 1 whatever f held before. */
static void test_miller_infinity(void **state) {
    bn254_g1_aff ps[BN254_MILLER_BATCH], real_p[BN254_MILLER_BATCH];
    bn254_g2_aff qs[BN254_MILLER_BATCH], real_q[BN254_MILLER_BATCH];
    bn254_fp12 f, want;
    int i, m = 0, k, round;
    (void)state;
    memset(ps, 0, sizeof ps);
    memset(qs, 0, sizeof qs);
    /* n = 0 */
    bn254_test_rand_nonzero_fp12(&f);
    bn254_miller_loop(&f, ps, qs, 0);
    assert_true(bn254_fp12_is_one(&f));
    /* every pair with an infinity */
    for (i = 0; i < BN254_MILLER_BATCH; i++) {
        bn254_ref_rand_g1(&ps[i]);
        rand_g2_cheap(&qs[i]);
        if (i % 3 != 1) bn254_g1_aff_set_infinity(&ps[i]);
        if (i % 3 != 0) bn254_g2_aff_set_infinity(&qs[i]);
    }
    bn254_test_rand_nonzero_fp12(&f);
    bn254_miller_loop(&f, ps, qs, BN254_MILLER_BATCH);
    assert_true(bn254_fp12_is_one(&f));
    /* a single pair with an infinity */
    bn254_test_rand_nonzero_fp12(&f);
    bn254_miller_loop(&f, ps, qs, 1);
    assert_true(bn254_fp12_is_one(&f));

    /* infinity pairs at random positions among real ones */
    for (round = 0; round < bn254_test_iters_div(64); round++) {
        m = 0;
        for (i = 0; i < BN254_MILLER_BATCH; i++) {
            uint64_t c = bn254_test_rand64() % 4;
            bn254_ref_rand_g1(&ps[i]);
            rand_g2_cheap(&qs[i]);
            if (c == 1) bn254_g1_aff_set_infinity(&ps[i]);
            if (c == 2) bn254_g2_aff_set_infinity(&qs[i]);
            if (c == 3) { /* the flags alone decide: coordinates left as they were */
                ps[i].infinity = 1;
                qs[i].infinity = 1;
            }
            if (c == 0) {
                real_p[m] = ps[i];
                real_q[m] = qs[i];
                m++;
            }
        }
        bn254_miller_loop(&want, real_p, real_q, (size_t)m);
        bn254_miller_loop(&f, ps, qs, BN254_MILLER_BATCH);
        assert_fp12_equal(&f, &want);
        /* prefixes: the real pairs among the first k count, in order */
        for (k = 1; k < BN254_MILLER_BATCH; k += 5) {
            int mk = 0;
            for (i = 0; i < k; i++)
                if (!ps[i].infinity && !qs[i].infinity) mk++;
            bn254_miller_loop(&want, real_p, real_q, (size_t)mk);
            bn254_miller_loop(&f, ps, qs, (size_t)k);
            assert_fp12_equal(&f, &want);
        }
    }
}

/* The pairing in both forms of the Fp12 chains (lanes where the CPU has them,
 * and the scalar tower forced, arch/kernels.h): the same element of GT for 1
 * to 5 random pairs, and the same answer of the check e(P, Q) e(-P, Q) = 1. */
static void test_pairing_both_forms(void **state) {
    int round, n, form;
    (void)state;
    for (round = 0; round < bn254_test_iters_div(32); round++) {
        bn254_g1_aff ps[6];
        bn254_g2_aff qs[6];
        bn254_fp12 e[2];
        int one[2];
        n = 1 + (int)(bn254_test_rand64() % 5);
        for (form = 0; form < n; form++) {
            bn254_ref_rand_g1(&ps[form]);
            rand_g2_cheap(&qs[form]);
        }
        bn254_g1_aff_neg(&ps[n], &ps[0]);
        qs[n] = qs[0];
        for (form = 0; form < 2; form++) {
            bn254_fp12 f;
            bn254_kern_force_portable(form);
            bn254_miller_loop(&f, ps, qs, (size_t)n);
            bn254_final_exp(&e[form], &f);
            bn254_miller_loop(&f, ps, qs, (size_t)n + 1); /* with (-P0, Q0): e(P1, Q1)... */
            one[form] = bn254_final_exp_is_one(&f, bn254_fp12_acc_form());
        }
        bn254_kern_force_portable(0);
        assert_fp12_equal(&e[0], &e[1]);
        assert_int_equal(one[0], one[1]);
        assert_int_equal(one[0], n == 1);
    }
}

/* Runs n pairs through ecpairing's stream (pairing.h) in the form the
 * CPU's choice gives now, with the choice flipped (bn254_kern_force_portable)
 * after every pair; 1 and f = the product of the Miller loops if a pair is
 * left. */
static int stream_flipping(bn254_fp12 *f, const bn254_g1_aff *ps, const bn254_g2_aff *qs, int n) {
    bn254_pairing_stream s;
    int i, flip = bn254_fp12_acc_form() == BN254_FP12_SCALAR;
    bn254_pairing_stream_init(&s, bn254_fp12_acc_form());
    for (i = 0; i < n; i++) {
        (void)bn254_pairing_stream_add(&s, &ps[i], &qs[i], NULL);
        bn254_kern_force_portable(flip ^= 1);
    }
    return bn254_pairing_stream_finish(f, &s);
}

/* A pairing keeps the form of its Fp12 chains that its call read at the start
 * (fp12.h), whatever happens to the CPU's choice meanwhile. Through the
 * stream, with the choice flipped after every pair, starting in each form:
 * BN254_MILLER_BATCH + 2 random pairs (two multi-Miller loops, their values
 * multiplied) give the element of GT of the plain multi-Miller loop with the
 * choice left alone; and as many pairs ([k_i] P_i, Q_i), (-P_i, [k_i] Q_i),
 * whose product is 1 (no two share a point, so none merge), make the final
 * exponentiation answer 1 with the choice flipped before it runs. */
static void test_pairing_form_per_call(void **state) {
    enum { N = BN254_MILLER_BATCH + 2 };
    bn254_g1_aff ps[N], ps1[N];
    bn254_g2_aff qs[N], qs1[N];
    bn254_fp12 want, f, got;
    int i, start;
    (void)state;
    for (i = 0; i < N; i++) {
        bn254_ref_rand_g1(&ps[i]);
        rand_g2_cheap(&qs[i]);
    }
    for (i = 0; i < N; i += 2) {
        uint64_t k[1];
        k[0] = rand_scalar64() | 2; /* k >= 2: [k] P != +-P */
        bn254_ref_g1_mul_aff(&ps1[i], &ps[i], k, 1);
        qs1[i] = qs[i];
        bn254_g1_aff_neg(&ps1[i + 1], &ps[i]);
        bn254_ref_g2_mul_aff(&qs1[i + 1], &qs[i], k, 1);
    }
    bn254_miller_loop(&f, ps, qs, N);
    bn254_final_exp(&want, &f);
    bn254_miller_loop(&f, ps1, qs1, N);
    assert_true(bn254_final_exp_is_one(&f, bn254_fp12_acc_form()));
    for (start = 0; start < 2; start++) {
        bn254_fp12_form form;
        bn254_kern_force_portable(start);
        assert_true(stream_flipping(&f, ps, qs, N));
        bn254_kern_force_portable(0);
        bn254_final_exp(&got, &f);
        assert_fp12_equal(&got, &want);

        bn254_kern_force_portable(start);
        form = bn254_fp12_acc_form();
        assert_true(stream_flipping(&f, ps1, qs1, N));
        bn254_kern_force_portable(!start);
        assert_true(bn254_final_exp_is_one(&f, form));
    }
    bn254_kern_force_portable(0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pairing_known_answer),
        cmocka_unit_test(test_final_exp_known_answers),
        cmocka_unit_test(test_final_exp_vs_reference),
        cmocka_unit_test(test_final_exp_properties),
        cmocka_unit_test(test_cyclo_exp_x0),
        cmocka_unit_test(test_pairing_non_degenerate),
        cmocka_unit_test(test_pairing_bilinearity),
        cmocka_unit_test(test_pairing_bilinearity_full_scalar),
        cmocka_unit_test(test_pairing_psi),
        cmocka_unit_test(test_pairing_negation),
        cmocka_unit_test(test_miller_multi_vs_single),
        cmocka_unit_test(test_miller_infinity),
        cmocka_unit_test(test_pairing_both_forms),
        cmocka_unit_test(test_pairing_form_per_call),
    };
    bn254_test_init("pairing");
    return cmocka_run_group_tests_name("pairing", tests, NULL, NULL);
}
