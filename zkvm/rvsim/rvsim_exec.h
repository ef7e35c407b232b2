/* SPDX-License-Identifier: MIT */
/*
 * rvsim_exec.h: the instruction loop of rvsim, written once and included
 * twice by rvsim.c, with BN254_RVSIM_XLEN 32 (RV32IM) and 64 (RV64IM), so that
 * neither variant pays a per-instruction test of the register width. A plain
 * fetch-decode-execute switch: every instruction is decoded each time it runs,
 * which keeps the code obviously equivalent to the ISA manual (The RISC-V
 * Instruction Set Manual, Volume I: Unprivileged ISA, chapters "RV32I Base
 * Integer Instruction Set", "RV64I", "M Extension"). Reserved encodings stop
 * the run as illegal instructions rather than being guessed at.
 *
 * Included with BN254_RVSIM_XLEN, BN254_RVSIM_UX (unsigned XLEN type),
 * BN254_RVSIM_SX (signed XLEN) and the function name BN254_RVSIM_RUN defined.
 */

/* Sign-extends the low `bits` bits of v. */
#define BN254_RVSIM_SEXT(v, bits) ((int64_t)((uint64_t)(v) << (64 - (bits))) >> (64 - (bits)))

/* Immediates of the I, S, B, U and J formats (ISA manual, "Immediate Encoding Variants"). */
#define BN254_RVSIM_IMM_I(i) BN254_RVSIM_SEXT((i) >> 20, 12)
#define BN254_RVSIM_IMM_S(i) BN254_RVSIM_SEXT((((i) >> 25) << 5) | (((i) >> 7) & 0x1f), 12)
#define BN254_RVSIM_IMM_B(i) \
    BN254_RVSIM_SEXT((((i) >> 31) << 12) | ((((i) >> 7) & 1) << 11) | \
                         ((((i) >> 25) & 0x3f) << 5) | ((((i) >> 8) & 0xf) << 1), \
                     13)
#define BN254_RVSIM_IMM_U(i) BN254_RVSIM_SEXT((uint32_t)(i) & 0xfffff000u, 32)
#define BN254_RVSIM_IMM_J(i) \
    BN254_RVSIM_SEXT((((i) >> 31) << 20) | ((((i) >> 12) & 0xff) << 12) | \
                         ((((i) >> 20) & 1) << 11) | ((((i) >> 21) & 0x3ff) << 1), \
                     21)

/* Guest address -> host pointer for an access of n bytes, or a fault. */
#define BN254_RVSIM_ADDR(addr, n, what) \
    do { \
        off = (uint64_t)(BN254_RVSIM_UX)((addr) - (BN254_RVSIM_UX)m->mem_base); \
        if (off > m->mem_size - (n)) { \
            m->icount = icount; \
            bn254_rvsim_fault(m, pc, insn, what, (uint64_t)(BN254_RVSIM_UX)(addr)); \
        } \
    } while (0)

#define BN254_RVSIM_ILLEGAL() \
    (m->icount = icount, bn254_rvsim_stop(m, pc, insn, "illegal instruction"))

/* A jump target must be 4-byte aligned: there is no C extension. */
#define BN254_RVSIM_JUMP(target) \
    do { \
        next = (BN254_RVSIM_UX)(target); \
        if (next & 3) { \
            m->icount = icount; \
            bn254_rvsim_fault(m, pc, insn, "misaligned jump target", next); \
        } \
    } while (0)

static void BN254_RVSIM_RUN(bn254_rvsim *m) {
    BN254_RVSIM_UX x[32];
    BN254_RVSIM_UX pc = (BN254_RVSIM_UX)m->entry;
    uint8_t *const mem = m->mem;
    const int slow = m->slow;
    uint64_t icount = m->icount; /* kept local; stored to m before anything reads it */
    int k;

    for (k = 0; k < 32; k++) x[k] = (BN254_RVSIM_UX)m->init_regs[k];
    if (pc & 3) bn254_rvsim_fault(m, pc, 0, "misaligned entry point", pc);

    for (;;) {
        uint32_t insn;
        uint64_t off;
        BN254_RVSIM_UX next = pc + 4;
        unsigned rd, rs1, rs2, f3;

        /* pc is 4-byte aligned: the entry point and every jump target are checked */
        x[0] = 0;
        off = (uint64_t)(BN254_RVSIM_UX)(pc - (BN254_RVSIM_UX)m->mem_base);
        if (off > m->mem_size - 4) {
            m->icount = icount;
            bn254_rvsim_fault(m, pc, 0, "pc outside memory", pc);
        }
        insn = bn254_rvsim_load32(mem + off);
        icount++;
        if (slow) {
            m->icount = icount;
            if (icount > m->max_insns) {
                bn254_rvsim_stop(m, pc, insn, "instruction limit reached (--max-insns)");
            }
            bn254_rvsim_observe(m, pc, (uint64_t)x[2]);
        }

        rd = (insn >> 7) & 31;
        f3 = (insn >> 12) & 7;
        rs1 = (insn >> 15) & 31;
        rs2 = (insn >> 20) & 31;

        switch (insn & 0x7f) {
        case 0x37: /* LUI */
            x[rd] = (BN254_RVSIM_UX)BN254_RVSIM_IMM_U(insn);
            break;
        case 0x17: /* AUIPC */
            x[rd] = pc + (BN254_RVSIM_UX)BN254_RVSIM_IMM_U(insn);
            break;
        case 0x6f: /* JAL */
            BN254_RVSIM_JUMP(pc + (BN254_RVSIM_UX)BN254_RVSIM_IMM_J(insn));
            x[rd] = pc + 4;
            if (slow) bn254_rvsim_observe_jump(m, rd, 0, next, pc + 4);
            break;
        case 0x67: /* JALR: target computed before rd is written (rd may equal rs1) */
            if (f3 != 0) BN254_RVSIM_ILLEGAL();
            BN254_RVSIM_JUMP((x[rs1] + (BN254_RVSIM_UX)BN254_RVSIM_IMM_I(insn)) &
                             ~(BN254_RVSIM_UX)1);
            x[rd] = pc + 4;
            if (slow) bn254_rvsim_observe_jump(m, rd, rs1, next, pc + 4);
            break;
        case 0x63: { /* BRANCH */
            BN254_RVSIM_UX a = x[rs1], b = x[rs2];
            int taken;
            switch (f3) {
            case 0:
                taken = a == b;
                break;
            case 1:
                taken = a != b;
                break;
            case 4:
                taken = (BN254_RVSIM_SX)a < (BN254_RVSIM_SX)b;
                break;
            case 5:
                taken = (BN254_RVSIM_SX)a >= (BN254_RVSIM_SX)b;
                break;
            case 6:
                taken = a < b;
                break;
            case 7:
                taken = a >= b;
                break;
            default:
                taken = 0;
                BN254_RVSIM_ILLEGAL();
            }
            if (taken) BN254_RVSIM_JUMP(pc + (BN254_RVSIM_UX)BN254_RVSIM_IMM_B(insn));
            break;
        }
        case 0x03: { /* LOAD */
            BN254_RVSIM_UX addr = x[rs1] + (BN254_RVSIM_UX)BN254_RVSIM_IMM_I(insn);
            switch (f3) {
            case 0: /* LB */
                BN254_RVSIM_ADDR(addr, 1, "load outside memory");
                x[rd] = (BN254_RVSIM_UX)(int8_t)mem[off];
                break;
            case 1: /* LH */
                BN254_RVSIM_ADDR(addr, 2, "load outside memory");
                x[rd] = (BN254_RVSIM_UX)(int16_t)bn254_rvsim_load16(mem + off);
                break;
            case 2: /* LW */
                BN254_RVSIM_ADDR(addr, 4, "load outside memory");
                x[rd] = (BN254_RVSIM_UX)(int32_t)bn254_rvsim_load32(mem + off);
                break;
            case 4: /* LBU */
                BN254_RVSIM_ADDR(addr, 1, "load outside memory");
                x[rd] = mem[off];
                break;
            case 5: /* LHU */
                BN254_RVSIM_ADDR(addr, 2, "load outside memory");
                x[rd] = bn254_rvsim_load16(mem + off);
                break;
#if BN254_RVSIM_XLEN == 64
            case 3: /* LD */
                BN254_RVSIM_ADDR(addr, 8, "load outside memory");
                x[rd] = bn254_rvsim_load64(mem + off);
                break;
            case 6: /* LWU */
                BN254_RVSIM_ADDR(addr, 4, "load outside memory");
                x[rd] = bn254_rvsim_load32(mem + off);
                break;
#endif
            default:
                BN254_RVSIM_ILLEGAL();
            }
            break;
        }
        case 0x23: { /* STORE */
            BN254_RVSIM_UX addr = x[rs1] + (BN254_RVSIM_UX)BN254_RVSIM_IMM_S(insn);
            BN254_RVSIM_UX v = x[rs2];
            switch (f3) {
            case 0: /* SB */
                BN254_RVSIM_ADDR(addr, 1, "store outside memory");
                mem[off] = (uint8_t)v;
                break;
            case 1: /* SH */
                BN254_RVSIM_ADDR(addr, 2, "store outside memory");
                bn254_rvsim_store16(mem + off, (uint16_t)v);
                break;
            case 2: /* SW */
                BN254_RVSIM_ADDR(addr, 4, "store outside memory");
                bn254_rvsim_store32(mem + off, (uint32_t)v);
                break;
#if BN254_RVSIM_XLEN == 64
            case 3: /* SD */
                BN254_RVSIM_ADDR(addr, 8, "store outside memory");
                bn254_rvsim_store64(mem + off, (uint64_t)v);
                break;
#endif
            default:
                BN254_RVSIM_ILLEGAL();
            }
            break;
        }
        case 0x13: { /* OP-IMM */
            BN254_RVSIM_UX a = x[rs1];
            BN254_RVSIM_UX imm = (BN254_RVSIM_UX)BN254_RVSIM_IMM_I(insn);
            /* Shift amounts: 5 bits on RV32, 6 on RV64; the bits above select SRLI/SRAI. */
            unsigned shamt = (insn >> 20) & (BN254_RVSIM_XLEN - 1);
            uint32_t top = BN254_RVSIM_XLEN == 64 ? insn >> 26 : insn >> 25;
            switch (f3) {
            case 0:
                x[rd] = a + imm;
                break; /* ADDI */
            case 2:
                x[rd] = (BN254_RVSIM_SX)a < (BN254_RVSIM_SX)imm;
                break; /* SLTI */
            case 3:
                x[rd] = a < imm;
                break; /* SLTIU */
            case 4:
                x[rd] = a ^ imm;
                break; /* XORI */
            case 6:
                x[rd] = a | imm;
                break; /* ORI */
            case 7:
                x[rd] = a & imm;
                break; /* ANDI */
            case 1:    /* SLLI */
                if (top != 0) BN254_RVSIM_ILLEGAL();
                x[rd] = a << shamt;
                break;
            case 5:
                if (top == 0) { /* SRLI */
                    x[rd] = a >> shamt;
                } else if (top == (BN254_RVSIM_XLEN == 64 ? 0x10u : 0x20u)) { /* SRAI */
                    x[rd] = (BN254_RVSIM_UX)bn254_rvsim_sra((int64_t)(BN254_RVSIM_SX)a, shamt);
                } else {
                    BN254_RVSIM_ILLEGAL();
                }
                break;
            }
            break;
        }
        case 0x33: { /* OP */
            BN254_RVSIM_UX a = x[rs1], b = x[rs2];
            uint32_t f7 = insn >> 25;
            unsigned sh = (unsigned)(b & (BN254_RVSIM_XLEN - 1));
            if (f7 == 0) {
                switch (f3) {
                case 0:
                    x[rd] = a + b;
                    break; /* ADD */
                case 1:
                    x[rd] = a << sh;
                    break; /* SLL */
                case 2:
                    x[rd] = (BN254_RVSIM_SX)a < (BN254_RVSIM_SX)b;
                    break; /* SLT */
                case 3:
                    x[rd] = a < b;
                    break; /* SLTU */
                case 4:
                    x[rd] = a ^ b;
                    break; /* XOR */
                case 5:
                    x[rd] = a >> sh;
                    break; /* SRL */
                case 6:
                    x[rd] = a | b;
                    break; /* OR */
                case 7:
                    x[rd] = a & b;
                    break; /* AND */
                }
            } else if (f7 == 0x20 && f3 == 0) { /* SUB */
                x[rd] = a - b;
            } else if (f7 == 0x20 && f3 == 5) { /* SRA */
                x[rd] = (BN254_RVSIM_UX)bn254_rvsim_sra((int64_t)(BN254_RVSIM_SX)a, sh);
            } else if (f7 == 1) { /* M extension */
                x[rd] = BN254_RVSIM_MULDIV(f3, a, b);
            } else {
                BN254_RVSIM_ILLEGAL();
            }
            break;
        }
#if BN254_RVSIM_XLEN == 64
        case 0x1b: { /* OP-IMM-32: results are the low 32 bits, sign-extended */
            uint32_t a = (uint32_t)x[rs1];
            unsigned shamt = (insn >> 20) & 31;
            uint32_t f7 = insn >> 25;
            if (f3 == 0) { /* ADDIW */
                x[rd] = (BN254_RVSIM_UX)(int64_t)(int32_t)(a + (uint32_t)BN254_RVSIM_IMM_I(insn));
            } else if (f3 == 1 && f7 == 0) { /* SLLIW */
                x[rd] = (BN254_RVSIM_UX)(int64_t)(int32_t)(a << shamt);
            } else if (f3 == 5 && f7 == 0) { /* SRLIW */
                x[rd] = (BN254_RVSIM_UX)(int64_t)(int32_t)(a >> shamt);
            } else if (f3 == 5 && f7 == 0x20) { /* SRAIW */
                x[rd] = (BN254_RVSIM_UX)bn254_rvsim_sra((int64_t)(int32_t)a, shamt);
            } else {
                BN254_RVSIM_ILLEGAL();
            }
            break;
        }
        case 0x3b: { /* OP-32 */
            uint32_t a = (uint32_t)x[rs1], b = (uint32_t)x[rs2];
            uint32_t f7 = insn >> 25;
            unsigned sh = b & 31;
            uint32_t r;
            if (f7 == 0 && f3 == 0) { /* ADDW */
                r = a + b;
            } else if (f7 == 0x20 && f3 == 0) { /* SUBW */
                r = a - b;
            } else if (f7 == 0 && f3 == 1) { /* SLLW */
                r = a << sh;
            } else if (f7 == 0 && f3 == 5) { /* SRLW */
                r = a >> sh;
            } else if (f7 == 0x20 && f3 == 5) { /* SRAW */
                r = (uint32_t)bn254_rvsim_sra((int64_t)(int32_t)a, sh);
            } else if (f7 == 1 && (f3 == 0 || f3 >= 4)) { /* MULW DIVW DIVUW REMW REMUW */
                r = bn254_rvsim_muldiv32(f3, a, b);
            } else {
                r = 0;
                BN254_RVSIM_ILLEGAL();
            }
            x[rd] = (BN254_RVSIM_UX)(int64_t)(int32_t)r;
            break;
        }
#endif
        case 0x0f: /* MISC-MEM: FENCE, FENCE.I (one hart, no caches: nothing to do) */
            if (f3 > 1) BN254_RVSIM_ILLEGAL();
            break;
        case 0x73: /* SYSTEM: ECALL only (EBREAK and the CSR instructions are not in RV32IM) */
            if (insn != 0x00000073u) BN254_RVSIM_ILLEGAL();
            {
                uint64_t a[8], t0 = (uint64_t)(BN254_RVSIM_UX)x[5];
                for (k = 0; k < 8; k++) a[k] = (uint64_t)(BN254_RVSIM_UX)x[10 + k];
                m->icount = icount;
                m->sp = (uint64_t)x[2];
                x[10] = (BN254_RVSIM_UX)bn254_rvsim_ecall(m, pc, a, &t0);
                x[5] = (BN254_RVSIM_UX)t0;
            }
            break;
        default:
            BN254_RVSIM_ILLEGAL();
        }
        pc = next;
    }
}

#undef BN254_RVSIM_SEXT
#undef BN254_RVSIM_IMM_I
#undef BN254_RVSIM_IMM_S
#undef BN254_RVSIM_IMM_B
#undef BN254_RVSIM_IMM_U
#undef BN254_RVSIM_IMM_J
#undef BN254_RVSIM_ADDR
#undef BN254_RVSIM_ILLEGAL
#undef BN254_RVSIM_JUMP
