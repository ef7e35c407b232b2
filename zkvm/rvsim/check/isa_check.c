/* SPDX-License-Identifier: MIT */
/*
 * isa_check.c: a guest for zkvm/rvsim/crosscheck.sh. Runs every RV32IM
 * (and, built for rv64, RV64IM) register-register and register-immediate
 * instruction on a table of edge operands (0, +-1, the most negative and
 * most positive values, single bits, alternating patterns, shift amounts
 * around the word size), the loads and stores of every width and sign, and
 * the division corner cases (x / 0, MIN / -1), and prints one hash line per
 * instruction. The output under rvsim must equal the output under qemu-user,
 * and so must the instruction count.
 */
#include <stddef.h>
#include <stdint.h>

#include "guest_rt.h"

typedef unsigned long bn254_isa_word; /* XLEN bits on ilp32 and lp64 */

#define BN254_ISA_RR(name) \
    static bn254_isa_word bn254_isa_##name(bn254_isa_word a, bn254_isa_word b) { \
        bn254_isa_word r; \
        __asm__ volatile(#name " %0, %1, %2" : "=r"(r) : "r"(a), "r"(b)); \
        return r; \
    }
#define BN254_ISA_RI(name, insn, imm) \
    static bn254_isa_word bn254_isa_##name(bn254_isa_word a, bn254_isa_word b) { \
        bn254_isa_word r; \
        (void)b; \
        __asm__ volatile(#insn " %0, %1, " #imm : "=r"(r) : "r"(a)); \
        return r; \
    }

/* One function per macro, several to a line (clang-format would fold them
 * as one expression). */
/* clang-format off */
BN254_ISA_RR(add) BN254_ISA_RR(sub) BN254_ISA_RR(sll) BN254_ISA_RR(srl) BN254_ISA_RR(sra)
BN254_ISA_RR(slt) BN254_ISA_RR(sltu) BN254_ISA_RR(xor) BN254_ISA_RR(or) BN254_ISA_RR(and)
BN254_ISA_RR(mul) BN254_ISA_RR(mulh) BN254_ISA_RR(mulhsu) BN254_ISA_RR(mulhu)
BN254_ISA_RR(div) BN254_ISA_RR(divu) BN254_ISA_RR(rem) BN254_ISA_RR(remu)
BN254_ISA_RI(addi_m1, addi, -1) BN254_ISA_RI(addi_2047, addi, 2047)
BN254_ISA_RI(addi_m2048, addi, -2048) BN254_ISA_RI(slti_0, slti, 0)
BN254_ISA_RI(slti_m1, slti, -1) BN254_ISA_RI(sltiu_m1, sltiu, -1) BN254_ISA_RI(sltiu_1, sltiu, 1)
BN254_ISA_RI(xori_m1, xori, -1) BN254_ISA_RI(ori_0x555, ori, 0x555)
BN254_ISA_RI(andi_m2048, andi, -2048)
BN254_ISA_RI(slli_1, slli, 1) BN254_ISA_RI(slli_31, slli, 31) BN254_ISA_RI(srli_1, srli, 1)
BN254_ISA_RI(srli_31, srli, 31) BN254_ISA_RI(srai_1, srai, 1) BN254_ISA_RI(srai_31, srai, 31)
#if __riscv_xlen == 64
BN254_ISA_RR(addw) BN254_ISA_RR(subw) BN254_ISA_RR(sllw) BN254_ISA_RR(srlw) BN254_ISA_RR(sraw)
BN254_ISA_RR(mulw) BN254_ISA_RR(divw) BN254_ISA_RR(divuw) BN254_ISA_RR(remw) BN254_ISA_RR(remuw)
BN254_ISA_RI(slli_63, slli, 63) BN254_ISA_RI(srli_63, srli, 63) BN254_ISA_RI(srai_63, srai, 63)
BN254_ISA_RI(srli_32, srli, 32) BN254_ISA_RI(srai_32, srai, 32)
BN254_ISA_RI(addiw_m1, addiw, -1) BN254_ISA_RI(addiw_2047, addiw, 2047)
BN254_ISA_RI(slliw_31, slliw, 31) BN254_ISA_RI(srliw_1, srliw, 1) BN254_ISA_RI(srliw_31, srliw, 31)
BN254_ISA_RI(sraiw_1, sraiw, 1) BN254_ISA_RI(sraiw_31, sraiw, 31)
#endif
    /* clang-format on */

    typedef struct {
    const char *name;
    bn254_isa_word (*fn)(bn254_isa_word, bn254_isa_word);
} bn254_isa_op;

#define BN254_ISA_ENTRY(name) {#name, bn254_isa_##name}
static const bn254_isa_op bn254_isa_ops[] = {
    BN254_ISA_ENTRY(add),        BN254_ISA_ENTRY(sub),        BN254_ISA_ENTRY(sll),
    BN254_ISA_ENTRY(srl),        BN254_ISA_ENTRY(sra),        BN254_ISA_ENTRY(slt),
    BN254_ISA_ENTRY(sltu),       BN254_ISA_ENTRY(xor),        BN254_ISA_ENTRY(or),
    BN254_ISA_ENTRY(and),        BN254_ISA_ENTRY(mul),        BN254_ISA_ENTRY(mulh),
    BN254_ISA_ENTRY(mulhsu),     BN254_ISA_ENTRY(mulhu),      BN254_ISA_ENTRY(div),
    BN254_ISA_ENTRY(divu),       BN254_ISA_ENTRY(rem),        BN254_ISA_ENTRY(remu),
    BN254_ISA_ENTRY(addi_m1),    BN254_ISA_ENTRY(addi_2047),  BN254_ISA_ENTRY(addi_m2048),
    BN254_ISA_ENTRY(slti_0),     BN254_ISA_ENTRY(slti_m1),    BN254_ISA_ENTRY(sltiu_m1),
    BN254_ISA_ENTRY(sltiu_1),    BN254_ISA_ENTRY(xori_m1),    BN254_ISA_ENTRY(ori_0x555),
    BN254_ISA_ENTRY(andi_m2048), BN254_ISA_ENTRY(slli_1),     BN254_ISA_ENTRY(slli_31),
    BN254_ISA_ENTRY(srli_1),     BN254_ISA_ENTRY(srli_31),    BN254_ISA_ENTRY(srai_1),
    BN254_ISA_ENTRY(srai_31),
#if __riscv_xlen == 64
    BN254_ISA_ENTRY(addw),       BN254_ISA_ENTRY(subw),       BN254_ISA_ENTRY(sllw),
    BN254_ISA_ENTRY(srlw),       BN254_ISA_ENTRY(sraw),       BN254_ISA_ENTRY(mulw),
    BN254_ISA_ENTRY(divw),       BN254_ISA_ENTRY(divuw),      BN254_ISA_ENTRY(remw),
    BN254_ISA_ENTRY(remuw),      BN254_ISA_ENTRY(slli_63),    BN254_ISA_ENTRY(srli_63),
    BN254_ISA_ENTRY(srai_63),    BN254_ISA_ENTRY(srli_32),    BN254_ISA_ENTRY(srai_32),
    BN254_ISA_ENTRY(addiw_m1),   BN254_ISA_ENTRY(addiw_2047), BN254_ISA_ENTRY(slliw_31),
    BN254_ISA_ENTRY(srliw_1),    BN254_ISA_ENTRY(srliw_31),   BN254_ISA_ENTRY(sraiw_1),
    BN254_ISA_ENTRY(sraiw_31),
#endif
};

/* Edge operands; the 64-bit ones truncate to interesting 32-bit values too. */
static const uint64_t bn254_isa_values[] = {0,
                                            1,
                                            2,
                                            3,
                                            31,
                                            32,
                                            33,
                                            63,
                                            64,
                                            0x7fffffff,
                                            0x80000000u,
                                            0x80000001u,
                                            0xffffffffu,
                                            0x100000000ull,
                                            0x7fffffffffffffffull,
                                            0x8000000000000000ull,
                                            0xffffffffffffffffull,
                                            0xfffffffffffffffeull,
                                            0xaaaaaaaaaaaaaaaaull,
                                            0x5555555555555555ull,
                                            0x0123456789abcdefull,
                                            0xfedcba9876543210ull,
                                            0xffffffff80000000ull,
                                            0x00000000fffff800ull};
#define BN254_ISA_NVAL (sizeof bn254_isa_values / sizeof bn254_isa_values[0])

/* FNV-1a over the bytes of each result: any single differing bit shows. */
static uint32_t bn254_isa_hash(uint32_t h, uint64_t v) {
    int i;
    for (i = 0; i < 8; i++) {
        h ^= (uint32_t)(v >> (8 * i)) & 0xff;
        h *= 16777619u;
    }
    return h;
}

static void bn254_isa_print(const char *name, uint32_t h) {
    static const char digits[] = "0123456789abcdef";
    char line[64];
    size_t n = 0;
    int i;
    while (*name && n < 40) line[n++] = *name++;
    line[n++] = ' ';
    for (i = 28; i >= 0; i -= 4) line[n++] = digits[(h >> i) & 15];
    line[n++] = '\n';
    (void)bn254_guest_write_all(1, line, n);
}

/* One volatile access of the given type at byte offset o of the cell: one load or store. */
#define BN254_ISA_AT(type, o) (*(volatile type *)(volatile void *)(b + (o)))

/* Loads and stores of every width and signedness, also at misaligned offsets. */
static uint32_t bn254_isa_memory(void) {
    static uint64_t cell[4];
    volatile uint8_t *b = (volatile uint8_t *)cell;
    uint32_t h = 2166136261u;
    size_t i, off;
    for (i = 0; i < BN254_ISA_NVAL; i++) {
        uint64_t v = bn254_isa_values[i];
        for (off = 0; off < 8; off += 2) {
            cell[0] = cell[1] = 0;
            BN254_ISA_AT(uint8_t, off) = (uint8_t)v;                                  /* sb */
            BN254_ISA_AT(uint16_t, 8 + off) = (uint16_t)v;                            /* sh */
            h = bn254_isa_hash(h, (uint64_t)(int64_t)BN254_ISA_AT(int8_t, off));      /* lb */
            h = bn254_isa_hash(h, BN254_ISA_AT(uint8_t, off));                        /* lbu */
            h = bn254_isa_hash(h, (uint64_t)(int64_t)BN254_ISA_AT(int16_t, 8 + off)); /* lh */
            h = bn254_isa_hash(h, BN254_ISA_AT(uint16_t, 8 + off));                   /* lhu */
        }
        BN254_ISA_AT(uint32_t, 16) = (uint32_t)v;                            /* sw */
        h = bn254_isa_hash(h, (uint64_t)(int64_t)BN254_ISA_AT(int32_t, 16)); /* lw */
        h = bn254_isa_hash(h, BN254_ISA_AT(uint32_t, 16));                   /* lw / lwu */
#if __riscv_xlen == 64
        BN254_ISA_AT(uint64_t, 24) = v;                    /* sd */
        h = bn254_isa_hash(h, BN254_ISA_AT(uint64_t, 24)); /* ld */
#endif
    }
    return h;
}

int main(int argc, char **argv) {
    size_t k, i, j;
    (void)argc;
    (void)argv;
    for (k = 0; k < sizeof bn254_isa_ops / sizeof bn254_isa_ops[0]; k++) {
        uint32_t h = 2166136261u;
        for (i = 0; i < BN254_ISA_NVAL; i++) {
            for (j = 0; j < BN254_ISA_NVAL; j++) {
                bn254_isa_word r = bn254_isa_ops[k].fn((bn254_isa_word)bn254_isa_values[i],
                                                       (bn254_isa_word)bn254_isa_values[j]);
                h = bn254_isa_hash(h, (uint64_t)r);
            }
        }
        bn254_isa_print(bn254_isa_ops[k].name, h);
    }
    bn254_isa_print("load/store", bn254_isa_memory());
    return 0;
}
