/* SPDX-License-Identifier: MIT *
 * Assembled only as part of src/arch/kernels.S, which includes it.
 */
/*
 * fp_mont_arm64.S: Montgomery multiplication and squaring modulo the BN254
 * base prime p for AArch64 (A64), with MUL/UMULH for the two halves of each
 * 64x64-bit product and ADDS/ADCS carry chains. p and n0 = -p^-1 mod 2^64
 * are baked in (rodata below, from the generated consts.h).
 *
 *   void bn254_asm_fp_mul_arm64(uint64_t r[4], const uint64_t a[4], const uint64_t b[4]);
 *   void bn254_asm_fp_sqr_arm64(uint64_t r[4], const uint64_t a[4]);
 *   r = a b / 2^256 mod p and r = a^2 / 2^256 mod p, for a, b < p; r < p.
 *   r may alias a or b: every input is read before r is written.
 *
 * Multiplication: CIOS (Koc, Acar, Kaliski 1996), one round per limb b[i],
 * in the "no final carry" form of fp_c_impl.h (the C oracle):
 *   (A) u = t + a b[i]          5 limbs: the four MUL (low halves) go down
 *                               one ADDS/ADCS chain, the four UMULH (high
 *                               halves, one limb up) down a second one;
 *   (B) m = u[0] n0 mod 2^64;
 *   (C) t = (u + m p) / 2^64    limb 0 of u + m p is zero by the choice of
 *                               m, so lo(m p[0]) is not computed: its carry
 *                               into limb 1 is (u[0] != 0), which CMP u[0], #1
 *                               leaves in C.
 * Since p < 2^254, t < 2p after every round (u + m p < 2^65 p), so t needs
 * no sixth limb and no carry leaves the top limb. MUL and UMULH do not touch
 * the flags, so products may be issued between the additions of a chain.
 *
 * Squaring: the 512-bit a^2 by symmetry (six cross products, doubled with
 * one ADDS/ADCS chain, plus the four squares: 20 multiplications instead of
 * 32), then Montgomery reduction of its low half only, t = (L + M p) / 2^256
 * <= p in four rounds of (B)+(C) above on 4 limbs (a round maps u < 2^256
 * to (u + m p) / 2^64 < 2^192 + p), and r = t + H (H the high half, < 2^252)
 * < 2p. It relies on a < 2^254 (a[3] < 2^62): the doubled cross products
 * stay below 2^448 and no partial row overflows its top limb.
 *
 * Both end with one conditional subtraction of p (SUBS/SBCS, CSEL on the
 * borrow, flag LO), making r canonical.
 *
 * Registers (AAPCS64; x18, the platform register, is not used):
 *   x0       r (both)                  x2        b (mul)
 *   x1       a, then temporary H1      x3-x6     a[0..3] (mul); high half of a^2 (sqr)
 *   x7-x10   p[0..3]; a[0..3] in the squaring's first phase
 *   x11      n0                        x12       b[i] then m; address of the constants
 *   x13      L0, temporaries L1-L3 x14-x16, H0 x17, H1 x1, H2 x19, H3 x20
 *   x21-x25  the five limbs of t, rotating (after a round the zeroed limb 0
 *            becomes the next round's limb 4, as in the x86-64 kernel)
 * Clobbers x1-x17 and the flags; saves and restores x19-x25 on the stack
 * (64 bytes, with CFI). Leaf functions: x30 is neither used nor saved.
 * With -mbranch-protection, each entry is a BTI landing pad and the object
 * carries the matching GNU property note.
 */
#include "../asm_macros.h"
#include "../../consts.h"

#define A0 x3
#define A1 x4
#define A2 x5
#define A3 x6
#define P0 x7
#define P1 x8
#define P2 x9
#define P3 x10
#define N0 x11
#define BM x12
#define L0 x13
#define L1 x14
#define L2 x15
#define L3 x16
#define H0 x17
#define H1 x1
#define H2 x19
#define H3 x20
#define T_A x21
#define T_B x22
#define T_C x23
#define T_D x24
#define T_E x25
/* squaring: a[0..3] in the registers of p until p is loaded; the high half of a^2 */
#define S0 x7
#define S1 x8
#define S2 x9
#define S3 x10
#define Q4 x3
#define Q5 x4
#define Q6 x5
#define Q7 x6

/* Multi-instruction helpers are assembler macros, one instruction a line:
 * Apple's arm64 assembler takes ';' as a comment, not as a separator. */
#if defined(__APPLE__)
#define BN254_ARM64_CONSTS Lbn254_arm64_consts
    .macro bn254_load_consts reg
    adrp \reg, BN254_ARM64_CONSTS@PAGE
    add \reg, \reg, BN254_ARM64_CONSTS@PAGEOFF
    .endm
#else
#define BN254_ARM64_CONSTS .Lbn254_arm64_consts
    .macro bn254_load_consts reg
    adrp \reg, BN254_ARM64_CONSTS
    add \reg, \reg, :lo12:BN254_ARM64_CONSTS
    .endm
#endif

#if defined(__ARM_FEATURE_BTI_DEFAULT)
#define BN254_A64_BTI_C hint #34 /* bti c: landing pad for calls through a pointer */
#else
#define BN254_A64_BTI_C
#endif

/* BM holds b[i]. t0..t3 += a b[i], and t4 (free on entry) gets limb 4. */
    .macro bn254_mul_add t0, t1, t2, t3, t4
    mul L0, A0, BM
    mul L1, A1, BM
    mul L2, A2, BM
    mul L3, A3, BM
    umulh H0, A0, BM
    umulh H1, A1, BM
    umulh H2, A2, BM
    umulh H3, A3, BM
    adds \t0, \t0, L0
    adcs \t1, \t1, L1
    adcs \t2, \t2, L2
    adcs \t3, \t3, L3
    cset \t4, cs
    adds \t1, \t1, H0
    adcs \t2, \t2, H1
    adcs \t3, \t3, H2
    adc \t4, \t4, H3
    .endm

/* (B) and (C) on t0..t4: afterwards (t1, t2, t3, t4) hold t and t0 is free.
 * top is t4 when t4 holds limb 4 (multiplication), xzr when t4 is free
 * (the 4-limb reduction of the squaring). */
    .macro bn254_reduce t0, t1, t2, t3, t4, top
    mul BM, \t0, N0
    mul L1, BM, P1
    mul L2, BM, P2
    mul L3, BM, P3
    umulh H0, BM, P0
    umulh H1, BM, P1
    umulh H2, BM, P2
    umulh H3, BM, P3
    cmp \t0, #1 /* C = carry of t0 + lo(m p[0]), which is 2^64 or 0 */
    adcs \t1, \t1, L1
    adcs \t2, \t2, L2
    adcs \t3, \t3, L3
    adc \t4, \top, xzr
    adds \t1, \t1, H0
    adcs \t2, \t2, H1
    adcs \t3, \t3, H2
    adc \t4, \t4, H3
    .endm

/* r = t - p unless that borrows (t < p: keep t), for t = (t0, t1, t2, t3) < 2p. */
    .macro bn254_sub_p_store t0, t1, t2, t3
    subs L0, \t0, P0
    sbcs L1, \t1, P1
    sbcs L2, \t2, P2
    sbcs L3, \t3, P3
    csel L0, \t0, L0, lo
    csel L1, \t1, L1, lo
    csel L2, \t2, L2, lo
    csel L3, \t3, L3, lo
    stp L0, L1, [x0]
    stp L2, L3, [x0, #16]
    .endm

    .macro bn254_save_regs
    stp x19, x20, [sp, #-64]!
    .cfi_def_cfa_offset 64
    .cfi_offset x19, -64
    .cfi_offset x20, -56
    stp x21, x22, [sp, #16]
    .cfi_offset x21, -48
    .cfi_offset x22, -40
    stp x23, x24, [sp, #32]
    .cfi_offset x23, -32
    .cfi_offset x24, -24
    str x25, [sp, #48]
    .cfi_offset x25, -16
    .endm

    .macro bn254_restore_regs_ret
    ldr x25, [sp, #48]
    ldp x23, x24, [sp, #32]
    ldp x21, x22, [sp, #16]
    ldp x19, x20, [sp], #64
    .cfi_restore x19
    .cfi_restore x20
    .cfi_restore x21
    .cfi_restore x22
    .cfi_restore x23
    .cfi_restore x24
    .cfi_restore x25
    .cfi_def_cfa_offset 0
    ret
    .endm

    .text
BN254_ASM_FUNC(bn254_asm_fp_mul_arm64)
    .cfi_startproc
    BN254_A64_BTI_C
    bn254_save_regs
    bn254_load_consts BM
    ldp P0, P1, [BM]
    ldp P2, P3, [BM, #16]
    ldr N0, [BM, #32]
    ldp A0, A1, [x1]
    ldp A2, A3, [x1, #16]
    ldr BM, [x2]

    /* round 0: t = a b[0] (no previous t to add) */
    mul T_A, A0, BM
    mul L1, A1, BM
    mul L2, A2, BM
    mul L3, A3, BM
    umulh H0, A0, BM
    umulh H1, A1, BM
    umulh H2, A2, BM
    umulh T_E, A3, BM
    adds T_B, L1, H0
    adcs T_C, L2, H1
    adcs T_D, L3, H2
    adc T_E, T_E, xzr
    bn254_reduce T_A, T_B, T_C, T_D, T_E, T_E

    /* rounds 1..3, the limbs of t rotating by one register each round */
    ldr BM, [x2, #8]
    bn254_mul_add T_B, T_C, T_D, T_E, T_A
    bn254_reduce T_B, T_C, T_D, T_E, T_A, T_A
    ldr BM, [x2, #16]
    bn254_mul_add T_C, T_D, T_E, T_A, T_B
    bn254_reduce T_C, T_D, T_E, T_A, T_B, T_B
    ldr BM, [x2, #24]
    bn254_mul_add T_D, T_E, T_A, T_B, T_C
    bn254_reduce T_D, T_E, T_A, T_B, T_C, T_C

    /* t = (T_E, T_A, T_B, T_C), least significant first */
    bn254_sub_p_store T_E, T_A, T_B, T_C
    bn254_restore_regs_ret
    .cfi_endproc
BN254_ASM_END(bn254_asm_fp_mul_arm64)

BN254_ASM_FUNC(bn254_asm_fp_sqr_arm64)
    .cfi_startproc
    BN254_A64_BTI_C
    bn254_save_regs
    ldp S0, S1, [x1]
    ldp S2, S3, [x1, #16]

    /* Cross products C = sum a[i] a[j] 2^(64(i+j)), i < j, into limbs
     * 1..6 = (T_B, T_C, T_D, Q4, Q5, Q6). Row 0: a[0] (a[1], a[2], a[3]). */
    mul T_B, S1, S0
    umulh L1, S1, S0
    mul L2, S2, S0
    umulh L3, S2, S0
    mul H0, S3, S0
    umulh Q4, S3, S0
    adds T_C, L1, L2
    adcs T_D, L3, H0
    adc Q4, Q4, xzr
    /* row 1: a[1] (a[2], a[3]) at limbs 3..5 */
    mul L1, S2, S1
    umulh L2, S2, S1
    mul L3, S3, S1
    umulh Q5, S3, S1
    adds L2, L2, L3
    adc Q5, Q5, xzr
    adds T_D, T_D, L1
    adcs Q4, Q4, L2
    adc Q5, Q5, xzr
    /* row 2: a[2] a[3] at limbs 5..6 */
    mul L1, S3, S2
    umulh Q6, S3, S2
    adds Q5, Q5, L1
    adc Q6, Q6, xzr

    /* 2C < 2^448: doubling carries nothing out of limb 6 */
    adds T_B, T_B, T_B
    adcs T_C, T_C, T_C
    adcs T_D, T_D, T_D
    adcs Q4, Q4, Q4
    adcs Q5, Q5, Q5
    adc Q6, Q6, Q6

    /* + a[i]^2 at limbs 2i, 2i+1: a^2 = (T_A, T_B, T_C, T_D, Q4, Q5, Q6, Q7) */
    mul T_A, S0, S0
    umulh L1, S0, S0
    mul L2, S1, S1
    umulh L3, S1, S1
    mul H0, S2, S2
    umulh H1, S2, S2
    mul H2, S3, S3
    umulh Q7, S3, S3
    adds T_B, T_B, L1
    adcs T_C, T_C, L2
    adcs T_D, T_D, L3
    adcs Q4, Q4, H0
    adcs Q5, Q5, H1
    adcs Q6, Q6, H2
    adc Q7, Q7, xzr

    /* a is dead: its registers take p */
    bn254_load_consts BM
    ldp P0, P1, [BM]
    ldp P2, P3, [BM, #16]
    ldr N0, [BM, #32]

    /* reduce the low half (T_A..T_D), then add the high half (Q4..Q7) */
    bn254_reduce T_A, T_B, T_C, T_D, T_E, xzr
    bn254_reduce T_B, T_C, T_D, T_E, T_A, xzr
    bn254_reduce T_C, T_D, T_E, T_A, T_B, xzr
    bn254_reduce T_D, T_E, T_A, T_B, T_C, xzr
    adds T_E, T_E, Q4
    adcs T_A, T_A, Q5
    adcs T_B, T_B, Q6
    adc T_C, T_C, Q7

    bn254_sub_p_store T_E, T_A, T_B, T_C
    bn254_restore_regs_ret
    .cfi_endproc
BN254_ASM_END(bn254_asm_fp_sqr_arm64)

    BN254_ASM_RODATA
    .p2align 5
BN254_ARM64_CONSTS:
    /* p, least significant limb first, then n0 = -p^-1 mod 2^64 (consts.h) */
    .quad BN254_P_0, BN254_P_1, BN254_P_2, BN254_P_3
    .quad BN254_N0
