/* SPDX-License-Identifier: MIT */
/*
 * consts.h: every BN254 constant the library uses, as limb initializers
 * (4 x 64-bit, least significant limb first). Field elements are in
 * Montgomery form, a * R mod p with R = 2^256, unless the name ends in _RAW.
 *
 * All values are derived from the BN parameter x0 by tools/gen_consts.py and
 * recomputed independently by tests/test_consts.c through the library's own
 * arithmetic. Sources: Barreto-Naehrig, "Pairing-friendly elliptic curves of
 * prime order" (ePrint 2005/133) for p(x), r(x); EIP-196/197 for the curve
 * and generators.
 */
#ifndef BN254_CONSTS_H
#define BN254_CONSTS_H

/* ---- BN parameter --------------------------------------------------------
 * x0 = 4965661367192848881 = 0x44e992b44a6909f1,
 * p = 36x0^4 + 36x0^3 + 24x0^2 + 6x0 + 1, r = 36x0^4 + 36x0^3 + 18x0^2 + 6x0 + 1.
 */
#define BN254_X0 0x44e992b44a6909f1ULL

/* ---- Fp (fp_impl.h) ------------------------------------------------------ */
/* p = 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47 */
#define BN254_P_RAW {0x3c208c16d87cfd47ULL, 0x97816a916871ca8dULL, 0xb85045b68181585dULL, 0x30644e72e131a029ULL}
/* n0 = -p^-1 mod 2^64, the Montgomery reduction multiplier. */
#define BN254_N0 0x87d20782e4866389ULL
/* R mod p: the Montgomery form of 1. */
#define BN254_ONE {0xd35d438dc58f0d9dULL, 0x0a78eb28f5c70b3dULL, 0x666ea36f7879462cULL, 0x0e0a77c19a07df2fULL}
/* R^2 mod p: to_mont(a) = mont_mul(a, R^2). */
#define BN254_R2_RAW {0xf32cfc5b538afa89ULL, 0xb5e71911d44501fbULL, 0x47ab1eff0a417ff6ULL, 0x06d89f71cab8351fULL}
/* R^3 mod p: fixes the R^-1 factor a plain-integer inversion of a*R leaves. */
#define BN254_R3_RAW {0xb1cd6dafda1530dfULL, 0x62f210e6a7283db6ULL, 0xef7f0b0c0ada0afbULL, 0x20fd6e902d592544ULL}

/* ---- Fr: group order r (glv_impl.h) --------------------------------------- */
/* r = 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001 */
#define BN254_R_RAW {0x43e1f593f0000001ULL, 0x2833e84879b97091ULL, 0xb85045b68181585dULL, 0x30644e72e131a029ULL}

/* ---- G1 (g1_impl.h) -------------------------------------------------------
 * E: y^2 = x^3 + 3 over Fp; 3 in Montgomery form. */
#define BN254_G1_B3 {0x7a17caa950ad28d7ULL, 0x1f6ac17ae15521b9ULL, 0x334bea4e696bd284ULL, 0x2a1f6744ce179d8eULL}

/* ---- G2 twist (g2_impl.h, pairing_impl.h) ---------------------------------
 * E': y^2 = x^3 + b', b' = 3 / (9 + u), a D-type sextic twist (EIP-197).
 * b'  = 0x2b149d40ceb8aaae81be18991be06ac3b5b4c5e559dbefa33267e6dc24a138e5
 *     + 0x009713b03af0fed4cd2cafadeed8fdf4a74fa084e52d1852e4a2bd0685c315d2 u */
#define BN254_TWIST_B_C0 {0x3bf938e377b802a8ULL, 0x020b1b273633535dULL, 0x26b7edf049755260ULL, 0x2514c6324384a86dULL}
#define BN254_TWIST_B_C1 {0x38e7ecccd1dcff67ULL, 0x65f0b37d93ce0d3eULL, 0xd749d0dd22ac00aaULL, 0x0141b9ce4a688d4dULL}
/* 3b', used by the Miller-loop doubling step.
 * 3b' = 0x20753adca9c6bfb81499be5e509e8f8ff21b7c8d3cb039cf1ef69c66bce9b021
 *     + 0x01c53b10b0d2fc7e67860f09cc8af9ddf5eee18eaf8748f8ade8371391494176 u */
#define BN254_TWIST_3B_C0 {0x3baa927cb62e0d6aULL, 0xd71e7c52d1b664fdULL, 0x03873e63d95d4664ULL, 0x0e75b5b1082ab8f4ULL}
#define BN254_TWIST_3B_C1 {0xaab7c6667596fe35ULL, 0x31d21a78bb6a27baULL, 0x85dd7297680401ffULL, 0x03c52d6adf39a7e9ULL}

/* ---- Frobenius coefficients (fp12_impl.h, g2_impl.h) ----------------------
 * With Fp12 = Fp2[w]/(w^6 - xi), xi = 9 + u, (w^i)^(p^k) = gamma_{k,i} w^i where
 * gamma_{k,i} = xi^(i (p^k - 1) / 6). gamma_{2,i} lie in Fp (imaginary part 0).
 * The twist endomorphism psi (untwist-Frobenius-twist) uses gamma_{1,2}
 * for x and gamma_{1,3} for y. */
/* gamma_{1,1} = 0x1284b71c2865a7dfe8b99fdd76e68b605c521e08292f2176d60b35dadcc9e470
 *             + 0x246996f3b4fae7e6a6327cfe12150b8e747992778eeec7e5ca5cf05f80f362ac u */
#define BN254_GAMMA1_1 {{0xaf9ba69633144907ULL, 0xca6b1d7387afb78aULL, 0x11bded5ef08a2087ULL, 0x02f34d751a1f3a7cULL}}, \
                       {{0xa222ae234c492d72ULL, 0xd00f02a4565de15bULL, 0xdc2ff3a253dfc926ULL, 0x10a75716b3899551ULL}}
/* gamma_{1,2} = 0x2fb347984f7911f74c0bec3cf559b143b78cc310c2c3330c99e39557176f553d
 *             + 0x16c9e55061ebae204ba4cc8bd75a079432ae2a1d0b7c9dce1665d51c640fcba2 u */
#define BN254_GAMMA1_2 {{0xb5773b104563ab30ULL, 0x347f91c8a9aa6454ULL, 0x7a007127242e0991ULL, 0x1956bcd8118214ecULL}}, \
                       {{0x6e849f1ea0aa4757ULL, 0xaa1c7b6d89f89141ULL, 0xb6e713cdfae0ca3aULL, 0x26694fbb4e82ebc3ULL}}
/* gamma_{1,3} = 0x063cf305489af5dcdc5ec698b6e2f9b9dbaae0eda9c95998dc54014671a0135a
 *             + 0x07c03cbcac41049a0704b5a7ec796f2b21807dc98fa25bd282d37f632623b0e3 u */
#define BN254_GAMMA1_3 {{0xe4bbdd0c2936b629ULL, 0xbb30f162e133bacbULL, 0x31a9d1b6f9645366ULL, 0x253570bea500f8ddULL}}, \
                       {{0xa1d77ce45ffe77c7ULL, 0x07affd117826d1dbULL, 0x6d16bd27bb7edc6bULL, 0x2c87200285defeccULL}}
/* gamma_{1,4} = 0x05b54f5e64eea80180f3c0b75a181e84d33365f7be94ec72848a1f55921ea762
 *             + 0x2c145edbe7fd8aee9f3a80b03b0b1c923685d2ea1bdec763c13b4711cd2b8126 u */
#define BN254_GAMMA1_4 {{0x7361d77f843abe92ULL, 0xa5bb2bd3273411fbULL, 0x9c941f314b3e2399ULL, 0x15df9cddbb9fd3ecULL}}, \
                       {{0x5dddfd154bd8c949ULL, 0x62cb29a5a4445b60ULL, 0x37bc870a0c7dd2b9ULL, 0x24830a9d3171f0fdULL}}
/* gamma_{1,5} = 0x0183c1e74f798649e93a3661a4353ff4425c459b55aa1bd32ea2c810eab7692f
 *             + 0x12acf2ca76fd0675a27fb246c7729f7db080cb99678e2ac024c6b8ee6e0c2c4b u */
#define BN254_GAMMA1_5 {{0xc970692f41690fe7ULL, 0xe240342127694b0bULL, 0x32bee66b83c459e8ULL, 0x12aabced0ab08841ULL}}, \
                       {{0x0d485d2340aebfa9ULL, 0x05193418ab2fcc57ULL, 0xd3b0a40b8a4910f5ULL, 0x2f21ebb535d2925aULL}}
/* gamma_{2,1} = 0x30644e72e131a0295e6dd9e7e0acccb0c28f069fbb966e3de4bd44e5607cfd49 */
#define BN254_GAMMA2_1 {0xca8d800500fa1bf2ULL, 0xf0c5d61468b39769ULL, 0x0e201271ad0d4418ULL, 0x04290f65bad856e6ULL}
/* gamma_{2,2} = 0x30644e72e131a0295e6dd9e7e0acccb0c28f069fbb966e3de4bd44e5607cfd48 */
#define BN254_GAMMA2_2 {0x3350c88e13e80b9cULL, 0x7dce557cdb5e56b9ULL, 0x6001b4b8b615564aULL, 0x2682e617020217e0ULL}
/* gamma_{2,3} = p - 1 = -1 */
#define BN254_GAMMA2_3 {0x68c3488912edefaaULL, 0x8d087f6872aabf4fULL, 0x51e1a24709081231ULL, 0x2259d6b14729c0faULL}
/* gamma_{2,4} = 0x000000000000000059e26bcea0d48bacd4f263f1acdb5c4f5763473177fffffe */
#define BN254_GAMMA2_4 {0x71930c11d782e155ULL, 0xa6bb947cffbe3323ULL, 0xaa303344d4741444ULL, 0x2c3b3f0d26594943ULL}
/* gamma_{2,5} = 0x000000000000000059e26bcea0d48bacd4f263f1acdb5c4f5763473177ffffff */
#define BN254_GAMMA2_5 {0x08cfc388c494f1abULL, 0x19b315148d1373d4ULL, 0x584e90fdcb6c0213ULL, 0x09e1685bdf2f8849ULL}
/* gamma_{3,1} = 0x19dc81cfcc82e4bbefe9608cd0acaa90894cb38dbe55d24ae86f7d391ed4a67f
 *             + 0x00abf8b60be77d7306cbeee33576139d7f03a5e397d439ec7694aa2bf4c0c101 u */
#define BN254_GAMMA3_1 {{0x365316184e46d97dULL, 0x0af7129ed4c96d9fULL, 0x659da72fca1009b5ULL, 0x08116d8983a20d23ULL}}, \
                       {{0xb1df4af7c39c1939ULL, 0x3d9f02878a73bf7fULL, 0x9b2220928caf0ae0ULL, 0x26684515eff054a6ULL}}
/* gamma_{3,2} = 0x0856e078b755ef0abaff1c77959f25ac805ffd3d5d6942d37b746ee87bdcfb6d
 *             + 0x04f1de41b3d1766fa9f30e6dec26094f0fdf31bf98ff2631380cab2baaa586de u */
#define BN254_GAMMA3_2 {{0xc9af22f716ad6badULL, 0xb311782a4aa662b2ULL, 0x19eeaf64e248c7f4ULL, 0x20273e77e3439f82ULL}}, \
                       {{0xacc02860f7ce93acULL, 0x3933d5817ba76b4cULL, 0x69e6188b446c8467ULL, 0x0a46036d4417cc55ULL}}
/* gamma_{3,3} = 0x2a275b6d9896aa4cdbf17f1dca9e5ea3bbd689a3bea870f45fcc8ad066dce9ed
 *             + 0x28a411b634f09b8fb14b900e9507e9327600ecc7d8cf6ebab94d0cb3b2594c64 u */
#define BN254_GAMMA3_3 {{0x5764af0aaf46471eULL, 0xdc50792e873e0fc1ULL, 0x86a673ff881d04f6ULL, 0x0b2eddb43c30a74cULL}}, \
                       {{0x9a490f32787e8580ULL, 0x8fd16d7ff04af8b1ULL, 0x4b39888ec6027bf2ULL, 0x03dd2e705b52a15dULL}}
/* gamma_{3,4} = 0x0bc58c6611c08dab19bee0f7b5b2444ee633094575b06bcb0e1a92bc3ccbf066
 *             + 0x23d5e999e1910a12feb0f6ef0cd21d04a44a9e08737f96e55fe3ed9d730c239f u */
#define BN254_GAMMA3_4 {{0x448a93a57b6762dfULL, 0xbfd62df528fdeadfULL, 0xd858f5d00e9bd47aULL, 0x06b03d4d3476ec58ULL}}, \
                       {{0x2b19daf4bcc936d1ULL, 0xa1a54e7a56f4299fULL, 0xb533eee05adeaef1ULL, 0x170c812b84dda0b2ULL}}
/* gamma_{3,5} = 0x13c49044952c0905711699fa3b4d3f692ed68098967c84a5ebde847076261b43
 *             + 0x16db366a59b1dd0b9fb1b2282a48633d3e2ddaea200280211f25041384282499 u */
#define BN254_GAMMA3_5 {{0xe0bc4b2275cf559fULL, 0xc238b945c154e60fULL, 0x803982a5929a7d5eULL, 0x15ce052df7e4a37eULL}}, \
                       {{0x2d28efbdbf3799a7ULL, 0x9b097e3c1ad60773ULL, 0x982d4113af4a535bULL, 0x24e18991e3056063ULL}}

/* ---- GLV endomorphism (glv_impl.h) ----------------------------------------
 * Gallant-Lambert-Vanstone, "Faster point multiplication on elliptic curves
 * with efficient endomorphisms", CRYPTO 2001. phi(x, y) = (beta x, y) acts on
 * G1 as multiplication by lambda:
 *   beta   = 0x000000000000000059e26bcea0d48bacd4f263f1acdb5c4f5763473177fffffe
 *            (a primitive cube root of unity in Fp; equals gamma_{2,4})
 *   lambda = 0x0000000000000000b3c4d79d41a917585bfc41088d8daaa78b17ea66b99c90dd
 *            (lambda^2 + lambda + 1 = 0 mod r)
 * Short basis of the lattice {(a, b) : a + b lambda = 0 mod r} (extended
 * Euclid on (r, lambda), GLV Sec. 4), determinant r:
 *   v1 = (a1, b1) = (2x0 + 1, -(6x0^2 + 2x0))
 *      = (9931322734385697763, -147946756881789319000765030803803410728)
 *   v2 = (a2, b2) = (6x0^2 + 4x0 + 1, 2x0 + 1)
 *      = (147946756881789319010696353538189108491, 9931322734385697763)
 * Babai rounding by precomputed constants: c1 = floor(k g1 / 2^256),
 * c2 = floor(k g2 / 2^256) with g1 = round(2^256 b2 / r), g2 = round(-2^256 b1 / r).
 */
#define BN254_GLV_BETA BN254_GAMMA2_4
#define BN254_GLV_A1 0x89d3256894d213e3ULL /* 2x0 + 1 (also b2) */
#define BN254_GLV_MINUS_B1 {0x8211bbeb7d4f1128ULL, 0x6f4d8248eeb859fcULL, 0, 0} /* 6x0^2 + 2x0 */
#define BN254_GLV_A2 {0x0be4e1541221250bULL, 0x6f4d8248eeb859fdULL, 0, 0}       /* 6x0^2 + 4x0 + 1 */
#define BN254_GLV_G1 {0xd91d232ec7e0b3d7ULL, 0x2ULL, 0, 0}
#define BN254_GLV_G2 {0x7a7bd9d4391eb18eULL, 0x4ccef014a773d2cfULL, 0x2ULL, 0}

/* ---- Pairing (pairing_impl.h) ---------------------------------------------
 * Optimal ate loop parameter 6x0 + 2 = 29793968203157093288 (65 bits)
 * (Vercauteren, "Optimal pairings", IEEE TIT 2010), in non-adjacent form,
 * most significant digit first (66 digits, leading 1 handled by init).
 */
#define BN254_ATE_NAF                                                                    \
    {1, 0, -1, 0, 1, 0, 0, 0, -1, 0, -1, 0, 0, 0, -1, 0, 1, 0, -1, 0, 0, -1, 0, 0, 0, 0, 0, \
     1, 0, 0, -1, 0, 1, 0, 0, -1, 0, 0, 0, 0, -1, 0, 1, 0, 0, 0, -1, 0, -1, 0, 0, 1, 0, 0,  \
     0, -1, 0, 0, -1, 0, 1, 0, 1, 0, 0, 0}
/* x0 in non-adjacent form, most significant digit first (63 digits). */
#define BN254_X0_NAF                                                                     \
    {1, 0, 0, 0, 1, 0, 1, 0, 0, -1, 0, 1, 0, 1, 0, -1, 0, 0, 1, 0, 1, 0, -1, 0, -1, 0, -1, 0, \
     1, 0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0, -1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, \
     -1, 0, 0, 0, 1}
/* x0 in width-4 non-adjacent form (digits 0, +-1, +-3, +-5, +-7), most
 * significant digit first (63 digits, 14 nonzero). */
#define BN254_X0_WNAF4                                                                   \
    {1, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, -3, 0, 0, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, -5, 0, 0, 0,  \
     -3, 0, 0, 0, 1, 0, 0, 0, 0, 5, 0, 0, 0, 0, 7, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 5, 0, 0,  \
     0, 0, -1, 0, 0, 0, 1}

#endif /* BN254_CONSTS_H */
