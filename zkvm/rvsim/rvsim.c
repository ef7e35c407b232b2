/* SPDX-License-Identifier: MIT */
/*
 * rvsim.c: an RV32IM / RV64IM user-mode interpreter that counts instructions.
 * It loads a static little-endian RISC-V ELF executable (the width comes from
 * the ELF header), runs it from its entry point, counts every retired
 * instruction exactly (an ECALL counts as one), and answers a small, fixed
 * table of ECALLs: the Linux read/write/exit calls, so the same ELF also runs
 * under qemu-riscv32/qemu-riscv64, and the BN254 accelerator hooks of the
 * library's plain field backend, answered here as a zkVM answers its
 * precompile syscalls (outside the guest: not counted as guest instructions,
 * counted per kind instead). The hook arithmetic is deliberately the
 * simplest correct big-integer code (schoolbook product, bitwise remainder,
 * Fermat inversion): its speed does not matter and it must be easy to check.
 * Build: cc -O2 -o rvsim zkvm/rvsim/rvsim.c (or the CMake target rvsim).
 * Usage and the ECALL table: rvsim --help, and zkvm/rvsim/README.md.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../src/consts.h"

/* Exit status for anything that goes wrong on the simulator's side. */
#define BN254_RVSIM_EXIT_ERROR 125

/* ---- ECALL numbers (a7) ---------------------------------------------------- */
/* Linux RISC-V generic syscall numbers (asm-generic/unistd.h). */
#define BN254_RVSIM_SYS_READ 63
#define BN254_RVSIM_SYS_WRITE 64
#define BN254_RVSIM_SYS_EXIT 93
#define BN254_RVSIM_SYS_EXIT_GROUP 94
/* BN254 hooks (this project's numbering; see zkvm/rvsim/README.md). */
#define BN254_RVSIM_HOOK_FIRST 0x100
#define BN254_RVSIM_HOOK_COUNT 7
/* Measurement regions: begin (a0 = name, a NUL-terminated string), end. */
#define BN254_RVSIM_REGION_BEGIN 0x1f0
#define BN254_RVSIM_REGION_END 0x1f1

/* Counted calls: the hooks, or with --sp1 SP1's BN254 precompiles and its
 * FP_INV hook (at most BN254_RVSIM_KINDS kinds). */
#define BN254_RVSIM_KINDS 9
static const char *const bn254_rvsim_hook_names[BN254_RVSIM_KINDS] = {
    "fp_mul", "fp_add", "fp_sub", "fp2_mul", "fp_inv", "g1_add", "g1_dbl", "", ""};

/*
 * --sp1: SP1's system calls (sp1-zkvm's entrypoint crate, syscalls/mod.rs,
 * v6.4.0 and v5.2.4): number in t0, arguments in a0..a2, t0 overwritten with
 * the result (or the number). The precompiles work in place on 8-word
 * (element) or 16-word (point, Fp2 element) operands.
 */
#define BN254_RVSIM_SP1_HALT 0x00000000u
#define BN254_RVSIM_SP1_WRITE 0x00000002u
#define BN254_RVSIM_SP1_COMMIT 0x00000010u
#define BN254_RVSIM_SP1_COMMIT_DEFERRED 0x0000001au
#define BN254_RVSIM_SP1_HINT_LEN 0x000000f0u
#define BN254_RVSIM_SP1_HINT_READ 0x000000f1u
#define BN254_RVSIM_SP1_BN254_ADD 0x0001010eu
#define BN254_RVSIM_SP1_BN254_DOUBLE 0x0000010fu
#define BN254_RVSIM_SP1_BN254_FP_ADD 0x00010126u
#define BN254_RVSIM_SP1_BN254_FP_SUB 0x00010127u
#define BN254_RVSIM_SP1_BN254_FP_MUL 0x00010128u
#define BN254_RVSIM_SP1_BN254_FP2_ADD 0x00010129u
#define BN254_RVSIM_SP1_BN254_FP2_SUB 0x0001012au
#define BN254_RVSIM_SP1_BN254_FP2_MUL 0x0001012bu
/* WRITE file descriptors (sp1-primitives consts::fd) */
#define BN254_RVSIM_SP1_FD_PUBLIC_VALUES 13
#define BN254_RVSIM_SP1_FD_FP_INV 21
/* stdin is cut into hint entries of this size when no --hint is given */
#define BN254_RVSIM_SP1_CHUNK 65536

/* Kinds counted with --sp1: the precompiles (SP1's SDK counts these as
 * syscalls), then the FP_INV hook (not a precompile: no proving table). */
enum {
    BN254_RVSIM_SP1_K_FP_ADD,
    BN254_RVSIM_SP1_K_FP_SUB,
    BN254_RVSIM_SP1_K_FP_MUL,
    BN254_RVSIM_SP1_K_FP2_ADD,
    BN254_RVSIM_SP1_K_FP2_SUB,
    BN254_RVSIM_SP1_K_FP2_MUL,
    BN254_RVSIM_SP1_K_ADD,
    BN254_RVSIM_SP1_K_DOUBLE,
    BN254_RVSIM_SP1_K_FP_INV
};
static const char *const bn254_rvsim_sp1_names[BN254_RVSIM_KINDS] = {
    "bn254_fp_add",  "bn254_fp_sub", "bn254_fp_mul", "bn254_fp2_add", "bn254_fp2_sub",
    "bn254_fp2_mul", "bn254_add",    "bn254_double", "fp_inv_hook"};

/* ---- simulator state --------------------------------------------------------- */

typedef struct {
    uint64_t lo, size; /* [lo, lo + size) */
    char *name;
} bn254_rvsim_symbol;

typedef struct {
    uint64_t ret;   /* return address the matching return jumps to */
    uint64_t start; /* icount at the call */
    size_t func;    /* symbol index of the callee */
} bn254_rvsim_frame;

#define BN254_RVSIM_MAX_REGIONS 64
#define BN254_RVSIM_REGION_DEPTH 16
#define BN254_RVSIM_MAX_FRAMES 65536

typedef struct {
    char name[64];
    uint64_t calls, instructions;
    uint64_t hooks[BN254_RVSIM_KINDS];
    uint64_t stack; /* deepest sp below its value at the begin ECALL (--stack) */
} bn254_rvsim_region;

typedef struct {
    uint8_t *data;
    size_t len;
} bn254_rvsim_hint;

typedef struct {
    int xlen;
    uint64_t entry;
    uint8_t *mem;
    uint64_t mem_base, mem_size;
    uint64_t init_regs[32];

    uint64_t icount, ecalls, max_insns;
    /* counted call kinds: the hooks, or SP1's precompiles (--sp1) */
    int nkinds;
    const char *const *kind_names;

    /* --sp1: SP1's ABI, its hint stream (a queue; the FP_INV hook pushes to
     * the front) and the memory below the lowest segment for the stack */
    int sp1;
    bn254_rvsim_hint *hints;
    size_t hint_head, hint_count, hint_cap;
    uint64_t below;
    uint64_t hooks[BN254_RVSIM_KINDS];
    int slow; /* profile, trace, stack or instruction limit: call bn254_rvsim_observe */

    /* stack depth (--stack): sp at the last ECALL, lowest sp since the innermost region began */
    int stack;
    uint64_t sp, min_sp;

    /* measurement regions */
    bn254_rvsim_region regions[BN254_RVSIM_MAX_REGIONS];
    size_t nregions;
    struct {
        size_t region;
        uint64_t start, start_sp, outer_min_sp;
        uint64_t hooks[BN254_RVSIM_KINDS];
    } open[BN254_RVSIM_REGION_DEPTH];
    size_t nopen;

    /* profile: self counts per instruction word of the executable segments,
     * and inclusive counts per function from a shadow call stack */
    int profile, trace;
    size_t profile_top;
    uint64_t text_lo, text_hi;
    uint64_t *pc_counts;
    uint64_t outside_text;
    bn254_rvsim_symbol *syms;
    size_t nsyms;
    uint64_t *incl, *calls;
    uint32_t *active;
    bn254_rvsim_frame *frames;
    size_t nframes;

    /* output */
    int count;
    const char *stats_json;
    const char *elf_path;
    FILE *trace_out;
} bn254_rvsim;

static bn254_rvsim bn254_rvsim_state;

#if defined(__GNUC__) || defined(__clang__)
#define BN254_RVSIM_NORETURN __attribute__((noreturn))
#else
#define BN254_RVSIM_NORETURN
#endif

BN254_RVSIM_NORETURN static void bn254_rvsim_finish(bn254_rvsim *m, int status, const char *why);

/* ---- little-endian memory access ------------------------------------------------ */
/* The host must be little-endian (checked in main), like the guest. */

static uint16_t bn254_rvsim_load16(const uint8_t *p) {
    uint16_t v;
    memcpy(&v, p, 2);
    return v;
}
static uint32_t bn254_rvsim_load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}
static uint64_t bn254_rvsim_load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}
static void bn254_rvsim_store16(uint8_t *p, uint16_t v) {
    memcpy(p, &v, 2);
}
static void bn254_rvsim_store32(uint8_t *p, uint32_t v) {
    memcpy(p, &v, 4);
}
static void bn254_rvsim_store64(uint8_t *p, uint64_t v) {
    memcpy(p, &v, 8);
}

/* ---- diagnostics -------------------------------------------------------------- */

BN254_RVSIM_NORETURN static void bn254_rvsim_die(const char *msg, const char *detail) {
    fprintf(stderr, "rvsim: %s%s%s\n", msg, detail ? ": " : "", detail ? detail : "");
    exit(BN254_RVSIM_EXIT_ERROR);
}

/* Stops the run: prints what, where, and after how many instructions. */
BN254_RVSIM_NORETURN static void bn254_rvsim_stop(bn254_rvsim *m, uint64_t pc, uint32_t insn,
                                                  const char *what) {
    char why[320];
    snprintf(why, sizeof why, "%s at pc 0x%llx, instruction 0x%08lx", what, (unsigned long long)pc,
             (unsigned long)insn);
    bn254_rvsim_finish(m, BN254_RVSIM_EXIT_ERROR, why);
}

/* The same for a fault at a guest address (or with a bad value). */
BN254_RVSIM_NORETURN static void bn254_rvsim_fault(bn254_rvsim *m, uint64_t pc, uint32_t insn,
                                                   const char *what, uint64_t addr) {
    char msg[256];
    snprintf(msg, sizeof msg, "%s (0x%llx)", what, (unsigned long long)addr);
    bn254_rvsim_stop(m, pc, insn, msg);
}

/* ---- arithmetic helpers ----------------------------------------------------------- */

/* Arithmetic right shift without relying on implementation-defined >> of negatives. */
static int64_t bn254_rvsim_sra(int64_t v, unsigned sh) {
    return v < 0 ? (int64_t)(~(~(uint64_t)v >> sh)) : (int64_t)((uint64_t)v >> sh);
}

/* High 64 bits of the unsigned 128-bit product, from 32-bit halves. */
static uint64_t bn254_rvsim_mulhu64(uint64_t a, uint64_t b) {
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    return p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

/*
 * The M extension on XLEN = 32 values (also MULW/DIVW/DIVUW/REMW/REMUW on
 * RV64, which are the same operations on the low words). Division by zero
 * and the one signed overflow give the ISA manual's fixed results ("Division
 * Operations": quotient all ones / the dividend, remainder the dividend / 0).
 */
static uint32_t bn254_rvsim_muldiv32(unsigned f3, uint32_t a, uint32_t b) {
    int32_t sa = (int32_t)a, sb = (int32_t)b;
    switch (f3) {
    case 0:
        return a * b; /* MUL */
    case 1:
        return (uint32_t)((uint64_t)((int64_t)sa * sb) >> 32); /* MULH */
    case 2:
        return (uint32_t)((uint64_t)((int64_t)sa * (int64_t)b) >> 32); /* MULHSU */
    case 3:
        return (uint32_t)(((uint64_t)a * b) >> 32); /* MULHU */
    case 4:                                         /* DIV */
        if (b == 0) return 0xffffffffu;
        if (sa == INT32_MIN && sb == -1) return a;
        return (uint32_t)(sa / sb);
    case 5:
        return b == 0 ? 0xffffffffu : a / b; /* DIVU */
    case 6:                                  /* REM */
        if (b == 0) return a;
        if (sa == INT32_MIN && sb == -1) return 0;
        return (uint32_t)(sa % sb);
    default:
        return b == 0 ? a : a % b; /* REMU */
    }
}

static uint64_t bn254_rvsim_muldiv64(unsigned f3, uint64_t a, uint64_t b) {
    int64_t sa = (int64_t)a, sb = (int64_t)b;
    switch (f3) {
    case 0:
        return a * b; /* MUL */
    case 1:           /* MULH: unsigned high part corrected for each negative operand */
        return bn254_rvsim_mulhu64(a, b) - (sa < 0 ? b : 0) - (sb < 0 ? a : 0);
    case 2: /* MULHSU: only a is signed */
        return bn254_rvsim_mulhu64(a, b) - (sa < 0 ? b : 0);
    case 3:
        return bn254_rvsim_mulhu64(a, b); /* MULHU */
    case 4:                               /* DIV */
        if (b == 0) return UINT64_MAX;
        if (sa == INT64_MIN && sb == -1) return a;
        return (uint64_t)(sa / sb);
    case 5:
        return b == 0 ? UINT64_MAX : a / b; /* DIVU */
    case 6:                                 /* REM */
        if (b == 0) return a;
        if (sa == INT64_MIN && sb == -1) return 0;
        return (uint64_t)(sa % sb);
    default:
        return b == 0 ? a : a % b; /* REMU */
    }
}

/* ---- BN254 hook arithmetic ------------------------------------------------------- */
/*
 * Field elements are 8 little-endian 32-bit words, always < p. Only what the
 * hooks need, in the plainest form: the zkVM's side of the accelerators.
 */
#define BN254_RVSIM_W 8
typedef struct {
    uint32_t w[BN254_RVSIM_W];
} bn254_rvsim_fe;

/* p (EIP-196) as 32-bit words, from the 64-bit limbs of src/consts.h. */
#define BN254_RVSIM_LIMB(x) (uint32_t)((x) & 0xffffffffu), (uint32_t)((x) >> 32)
static const bn254_rvsim_fe bn254_rvsim_p = {
    {BN254_RVSIM_LIMB(BN254_P_0), BN254_RVSIM_LIMB(BN254_P_1), BN254_RVSIM_LIMB(BN254_P_2),
     BN254_RVSIM_LIMB(BN254_P_3)}};

static int bn254_rvsim_fe_cmp(const bn254_rvsim_fe *a, const bn254_rvsim_fe *b) {
    int i;
    for (i = BN254_RVSIM_W - 1; i >= 0; i--) {
        if (a->w[i] != b->w[i]) return a->w[i] < b->w[i] ? -1 : 1;
    }
    return 0;
}

static int bn254_rvsim_fe_is_zero(const bn254_rvsim_fe *a) {
    int i;
    for (i = 0; i < BN254_RVSIM_W; i++) {
        if (a->w[i] != 0) return 0;
    }
    return 1;
}

/* r = a + b as 256-bit integers; returns the carry out. */
static uint32_t bn254_rvsim_fe_add_raw(bn254_rvsim_fe *r, const bn254_rvsim_fe *a,
                                       const bn254_rvsim_fe *b) {
    uint64_t c = 0;
    int i;
    for (i = 0; i < BN254_RVSIM_W; i++) {
        c += (uint64_t)a->w[i] + b->w[i];
        r->w[i] = (uint32_t)c;
        c >>= 32;
    }
    return (uint32_t)c;
}

/* r = a - b as 256-bit integers; returns the borrow out. */
static uint32_t bn254_rvsim_fe_sub_raw(bn254_rvsim_fe *r, const bn254_rvsim_fe *a,
                                       const bn254_rvsim_fe *b) {
    uint32_t borrow = 0;
    int i;
    for (i = 0; i < BN254_RVSIM_W; i++) {
        uint64_t d = (uint64_t)a->w[i] - b->w[i] - borrow;
        r->w[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    return borrow;
}

/* a + b mod p: the sum of two values below p < 2^254 cannot overflow 256 bits. */
static void bn254_rvsim_fe_add(bn254_rvsim_fe *r, const bn254_rvsim_fe *a,
                               const bn254_rvsim_fe *b) {
    bn254_rvsim_fe s;
    bn254_rvsim_fe_add_raw(&s, a, b);
    if (bn254_rvsim_fe_cmp(&s, &bn254_rvsim_p) >= 0) bn254_rvsim_fe_sub_raw(&s, &s, &bn254_rvsim_p);
    *r = s;
}

static void bn254_rvsim_fe_sub(bn254_rvsim_fe *r, const bn254_rvsim_fe *a,
                               const bn254_rvsim_fe *b) {
    bn254_rvsim_fe d;
    if (bn254_rvsim_fe_sub_raw(&d, a, b)) bn254_rvsim_fe_add_raw(&d, &d, &bn254_rvsim_p);
    *r = d;
}

/*
 * a * b mod p: the 512-bit schoolbook product, then its remainder bit by bit
 * from the top (r = 2r + bit, minus p when r >= p). r < p < 2^254 before
 * each step, so 2r + 1 < 2^255 fits in 8 words.
 */
static void bn254_rvsim_fe_mul(bn254_rvsim_fe *r, const bn254_rvsim_fe *a,
                               const bn254_rvsim_fe *b) {
    uint32_t prod[2 * BN254_RVSIM_W];
    bn254_rvsim_fe rem;
    int i, j, bit;
    memset(prod, 0, sizeof prod);
    for (i = 0; i < BN254_RVSIM_W; i++) {
        uint64_t c = 0;
        for (j = 0; j < BN254_RVSIM_W; j++) {
            c += (uint64_t)a->w[i] * b->w[j] + prod[i + j];
            prod[i + j] = (uint32_t)c;
            c >>= 32;
        }
        prod[i + BN254_RVSIM_W] = (uint32_t)c;
    }
    memset(&rem, 0, sizeof rem);
    for (bit = 32 * 2 * BN254_RVSIM_W - 1; bit >= 0; bit--) {
        uint32_t in = (prod[bit / 32] >> (bit % 32)) & 1;
        for (j = BN254_RVSIM_W - 1; j > 0; j--) rem.w[j] = (rem.w[j] << 1) | (rem.w[j - 1] >> 31);
        rem.w[0] = (rem.w[0] << 1) | in;
        if (bn254_rvsim_fe_cmp(&rem, &bn254_rvsim_p) >= 0) {
            bn254_rvsim_fe_sub_raw(&rem, &rem, &bn254_rvsim_p);
        }
    }
    *r = rem;
}

/* a^-1 = a^(p-2) mod p (Fermat), square-and-multiply from the top bit. */
static void bn254_rvsim_fe_inv(bn254_rvsim_fe *r, const bn254_rvsim_fe *a) {
    bn254_rvsim_fe e = bn254_rvsim_p, acc;
    int bit;
    e.w[0] -= 2; /* p is odd and its low word is > 2: no borrow */
    memset(&acc, 0, sizeof acc);
    acc.w[0] = 1;
    for (bit = 32 * BN254_RVSIM_W - 1; bit >= 0; bit--) {
        bn254_rvsim_fe_mul(&acc, &acc, &acc);
        if ((e.w[bit / 32] >> (bit % 32)) & 1) bn254_rvsim_fe_mul(&acc, &acc, a);
    }
    *r = acc;
}

/* ---- hook ECALLs ------------------------------------------------------------------- */

/* Host pointer to n bytes of guest memory at addr (4-byte aligned), or a fault. */
static uint8_t *bn254_rvsim_guest_ptr(bn254_rvsim *m, uint64_t pc, uint64_t addr, uint64_t n,
                                      const char *what) {
    uint64_t off = addr - m->mem_base;
    if (m->xlen == 32) off &= 0xffffffffu;
    if (addr < m->mem_base || off > m->mem_size || n > m->mem_size - off) {
        bn254_rvsim_fault(m, pc, 0x73, what, addr);
    }
    return m->mem + off;
}

BN254_RVSIM_NORETURN static void bn254_rvsim_hook_fault(bn254_rvsim *m, uint64_t pc, unsigned hook,
                                                        const char *what) {
    char msg[160];
    if (m->sp1)
        snprintf(msg, sizeof msg, "hook %s (SP1 system call): %s", m->kind_names[hook], what);
    else
        snprintf(msg, sizeof msg, "hook %s (ecall 0x%x): %s", m->kind_names[hook],
                 BN254_RVSIM_HOOK_FIRST + hook, what);
    bn254_rvsim_stop(m, pc, 0x73, msg);
}

/* The alignment mask of hook operands: 4 bytes, or 8 for SP1 v6 (rv64, --sp1). */
static uint64_t bn254_rvsim_align(const bn254_rvsim *m) {
    return m->sp1 && m->xlen == 64 ? 7 : 3;
}

/* Reads n field elements from guest memory; each must be canonical (< p). */
static void bn254_rvsim_read_fe(bn254_rvsim *m, uint64_t pc, unsigned hook, uint64_t addr,
                                bn254_rvsim_fe *out, int n) {
    const uint8_t *src;
    int i, j;
    if (addr & bn254_rvsim_align(m))
        bn254_rvsim_hook_fault(m, pc, hook, "operand pointer misaligned");
    src = bn254_rvsim_guest_ptr(m, pc, addr, 32u * (uint64_t)n, "hook operand outside memory");
    for (i = 0; i < n; i++) {
        for (j = 0; j < BN254_RVSIM_W; j++) out[i].w[j] = bn254_rvsim_load32(src + 32 * i + 4 * j);
        if (bn254_rvsim_fe_cmp(&out[i], &bn254_rvsim_p) >= 0) {
            bn254_rvsim_hook_fault(m, pc, hook, "operand not canonical (>= p)");
        }
    }
}

static void bn254_rvsim_write_fe(bn254_rvsim *m, uint64_t pc, unsigned hook, uint64_t addr,
                                 const bn254_rvsim_fe *in, int n) {
    uint8_t *dst;
    int i, j;
    if (addr & bn254_rvsim_align(m))
        bn254_rvsim_hook_fault(m, pc, hook, "result pointer misaligned");
    dst = bn254_rvsim_guest_ptr(m, pc, addr, 32u * (uint64_t)n, "hook result outside memory");
    for (i = 0; i < n; i++) {
        for (j = 0; j < BN254_RVSIM_W; j++) bn254_rvsim_store32(dst + 32 * i + 4 * j, in[i].w[j]);
    }
}

/* 1 if (x, y) is on y^2 = x^3 + 3 (EIP-196). */
static int bn254_rvsim_on_curve(const bn254_rvsim_fe *x, const bn254_rvsim_fe *y) {
    bn254_rvsim_fe lhs, rhs, three;
    memset(&three, 0, sizeof three);
    three.w[0] = 3;
    bn254_rvsim_fe_mul(&lhs, y, y);
    bn254_rvsim_fe_mul(&rhs, x, x);
    bn254_rvsim_fe_mul(&rhs, &rhs, x);
    bn254_rvsim_fe_add(&rhs, &rhs, &three);
    return bn254_rvsim_fe_cmp(&lhs, &rhs) == 0;
}

/*
 * Answers hook `hook` (a7 - 0x100) with r = a0, a = a1, b = a2, counted (and
 * named in messages) as kind `kind` (the hook itself, or an SP1 precompile). All operands
 * are read before the result is written, so r may alias a or b. The caller's
 * obligations (canonical values, points on the curve, a != +-b for G1_ADD,
 * y != 0 for G1_DBL, a != 0 for FP_INV) are checked: a zkVM would fail the
 * proof, and here a violation stops the run with a message.
 */
static void bn254_rvsim_hook(bn254_rvsim *m, uint64_t pc, unsigned hook, unsigned kind,
                             const uint64_t *a) {
    bn254_rvsim_fe x[4], y[4], r[2];
    switch (hook) {
    case 0: /* FP_MUL */
    case 1: /* FP_ADD */
    case 2: /* FP_SUB */
        bn254_rvsim_read_fe(m, pc, kind, a[1], x, 1);
        bn254_rvsim_read_fe(m, pc, kind, a[2], y, 1);
        if (hook == 0) bn254_rvsim_fe_mul(&r[0], &x[0], &y[0]);
        if (hook == 1) bn254_rvsim_fe_add(&r[0], &x[0], &y[0]);
        if (hook == 2) bn254_rvsim_fe_sub(&r[0], &x[0], &y[0]);
        bn254_rvsim_write_fe(m, pc, kind, a[0], r, 1);
        break;
    case 3: /* FP2_MUL over Fp[u]/(u^2 + 1): (x0 + x1 u)(y0 + y1 u) */
        bn254_rvsim_read_fe(m, pc, kind, a[1], x, 2);
        bn254_rvsim_read_fe(m, pc, kind, a[2], y, 2);
        bn254_rvsim_fe_mul(&r[0], &x[0], &y[0]);
        bn254_rvsim_fe_mul(&x[2], &x[1], &y[1]);
        bn254_rvsim_fe_sub(&r[0], &r[0], &x[2]); /* x0 y0 - x1 y1 */
        bn254_rvsim_fe_mul(&r[1], &x[0], &y[1]);
        bn254_rvsim_fe_mul(&x[3], &x[1], &y[0]);
        bn254_rvsim_fe_add(&r[1], &r[1], &x[3]); /* x0 y1 + x1 y0 */
        bn254_rvsim_write_fe(m, pc, kind, a[0], r, 2);
        break;
    case 4: /* FP_INV_HINT */
        bn254_rvsim_read_fe(m, pc, kind, a[1], x, 1);
        if (bn254_rvsim_fe_is_zero(&x[0])) bn254_rvsim_hook_fault(m, pc, kind, "inverse of 0");
        bn254_rvsim_fe_inv(&r[0], &x[0]);
        bn254_rvsim_write_fe(m, pc, kind, a[0], r, 1);
        break;
    case 5: /* G1_ADD, affine: l = (y2 - y1)/(x2 - x1), x3 = l^2 - x1 - x2, y3 = l(x1 - x3) - y1 */
    case 6: { /* G1_DBL, affine: l = 3 x1^2 / (2 y1), x3 = l^2 - 2 x1, y3 = l(x1 - x3) - y1 */
        bn254_rvsim_fe num, den, l;
        bn254_rvsim_read_fe(m, pc, kind, a[1], x, 2); /* x[0] = x1, x[1] = y1 */
        if (!bn254_rvsim_on_curve(&x[0], &x[1])) {
            bn254_rvsim_hook_fault(m, pc, kind, "first point not on the curve");
        }
        if (hook == 5) {
            bn254_rvsim_read_fe(m, pc, kind, a[2], y, 2); /* y[0] = x2, y[1] = y2 */
            if (!bn254_rvsim_on_curve(&y[0], &y[1])) {
                bn254_rvsim_hook_fault(m, pc, kind, "second point not on the curve");
            }
            if (bn254_rvsim_fe_cmp(&x[0], &y[0]) == 0) {
                bn254_rvsim_hook_fault(m, pc, kind, "points with equal x (P = Q or P = -Q)");
            }
            bn254_rvsim_fe_sub(&num, &y[1], &x[1]);
            bn254_rvsim_fe_sub(&den, &y[0], &x[0]);
        } else {
            if (bn254_rvsim_fe_is_zero(&x[1])) bn254_rvsim_hook_fault(m, pc, kind, "y = 0");
            bn254_rvsim_fe_mul(&num, &x[0], &x[0]);
            bn254_rvsim_fe_add(&l, &num, &num);
            bn254_rvsim_fe_add(&num, &l, &num); /* 3 x1^2 */
            bn254_rvsim_fe_add(&den, &x[1], &x[1]);
            y[0] = x[0]; /* the "second" x is x1 again in x3 = l^2 - x1 - x2 */
        }
        bn254_rvsim_fe_inv(&den, &den);
        bn254_rvsim_fe_mul(&l, &num, &den);
        bn254_rvsim_fe_mul(&r[0], &l, &l);
        bn254_rvsim_fe_sub(&r[0], &r[0], &x[0]);
        bn254_rvsim_fe_sub(&r[0], &r[0], &y[0]);
        bn254_rvsim_fe_sub(&r[1], &x[0], &r[0]);
        bn254_rvsim_fe_mul(&r[1], &l, &r[1]);
        bn254_rvsim_fe_sub(&r[1], &r[1], &x[1]);
        bn254_rvsim_write_fe(m, pc, kind, a[0], r, 2);
        break;
    }
    }
    m->hooks[kind]++;
}

/* ---- measurement regions ----------------------------------------------------------- */

/* Opens region `name` (at most 63 characters) at the current ECALL. */
static void bn254_rvsim_region_open(bn254_rvsim *m, uint64_t pc, const char *name) {
    size_t i, len = strlen(name);
    if (m->nopen == BN254_RVSIM_REGION_DEPTH) {
        bn254_rvsim_stop(m, pc, 0x73, "regions nested too deeply");
    }
    if (len > 63) bn254_rvsim_stop(m, pc, 0x73, "region name too long");
    for (i = 0; i < m->nregions; i++) {
        if (strcmp(m->regions[i].name, name) == 0) break;
    }
    if (i == m->nregions) {
        if (m->nregions == BN254_RVSIM_MAX_REGIONS) {
            bn254_rvsim_stop(m, pc, 0x73, "too many region names");
        }
        memset(&m->regions[i], 0, sizeof m->regions[i]);
        memcpy(m->regions[i].name, name, len + 1);
        m->nregions++;
    }
    m->open[m->nopen].region = i;
    /* icount includes this ECALL: not in the region, but in an SP1 cycle-tracker region */
    m->open[m->nopen].start = m->icount - (m->sp1 ? 1 : 0);
    memcpy(m->open[m->nopen].hooks, m->hooks, sizeof m->hooks);
    m->open[m->nopen].start_sp = m->sp;
    m->open[m->nopen].outer_min_sp = m->min_sp;
    m->min_sp = m->sp;
    m->nopen++;
}

static void bn254_rvsim_region_begin(bn254_rvsim *m, uint64_t pc, uint64_t name_addr) {
    char name[64];
    size_t len = 0;
    const uint8_t *s;
    for (;;) { /* the name: NUL-terminated, at most 63 characters */
        s = bn254_rvsim_guest_ptr(m, pc, name_addr + len, 1, "region name outside memory");
        if (*s == 0) break;
        if (len == sizeof name - 1) bn254_rvsim_stop(m, pc, 0x73, "region name too long");
        name[len++] = (char)*s;
    }
    name[len] = '\0';
    bn254_rvsim_region_open(m, pc, name);
}

/*
 * Closes the innermost open region (name NULL), or with --sp1 the innermost
 * one of that name (SP1's cycle tracker matches by name). A region holds the
 * instructions strictly between its begin and end ECALLs; an SP1
 * cycle-tracker region also holds its begin ECALL, since SP1 counts from the
 * clock at the start line to the clock at the end line (sp1-core-executor,
 * minimal/arch/portable: cycle_tracker_start/_report_end on global_clk,
 * which counts every instruction before the current one).
 */
static void bn254_rvsim_region_end(bn254_rvsim *m, uint64_t pc, const char *name) {
    bn254_rvsim_region *r;
    size_t at = m->nopen;
    int k;
    if (name != NULL) {
        while (at > 0 && strcmp(m->regions[m->open[at - 1].region].name, name) != 0) at--;
        if (at == 0) bn254_rvsim_stop(m, pc, 0x73, "cycle-tracker end without its start");
        if (at != m->nopen) bn254_rvsim_stop(m, pc, 0x73, "cycle-tracker regions not nested");
    }
    if (m->nopen == 0) bn254_rvsim_stop(m, pc, 0x73, "region end without a begin");
    m->nopen--;
    r = &m->regions[m->open[m->nopen].region];
    r->calls++;
    /* icount includes this ECALL, which is not in the region */
    r->instructions += m->icount - 1 - m->open[m->nopen].start;
    for (k = 0; k < m->nkinds; k++) {
        r->hooks[k] += m->hooks[k] - m->open[m->nopen].hooks[k];
    }
    if (m->stack && m->open[m->nopen].start_sp - m->min_sp > r->stack) {
        r->stack = m->open[m->nopen].start_sp - m->min_sp;
    }
    if (m->open[m->nopen].outer_min_sp < m->min_sp) m->min_sp = m->open[m->nopen].outer_min_sp;
}

/* ---- SP1's system calls (--sp1) ------------------------------------------------------ */

/* Appends (or, front = 1, prepends) a copy of data to the hint stream. */
static void bn254_rvsim_hint_push(bn254_rvsim *m, const uint8_t *data, size_t len, int front) {
    uint8_t *copy = malloc(len ? len : 1);
    if (copy == NULL) bn254_rvsim_die("out of memory", NULL);
    memcpy(copy, data, len);
    if (m->hint_count == m->hint_cap || (front && m->hint_head == 0)) {
        /* grow, leaving room in front of the queue */
        size_t cap = 2 * m->hint_cap + 16, head = (cap - m->hint_count) / 2;
        bn254_rvsim_hint *q = malloc(cap * sizeof *q);
        if (q == NULL) bn254_rvsim_die("out of memory", NULL);
        if (m->hint_count) memcpy(q + head, m->hints + m->hint_head, m->hint_count * sizeof *q);
        free(m->hints);
        m->hints = q;
        m->hint_cap = cap;
        m->hint_head = head;
    }
    if (front) {
        m->hint_head--;
    } else if (m->hint_head + m->hint_count == m->hint_cap) {
        memmove(m->hints, m->hints + m->hint_head, m->hint_count * sizeof *m->hints);
        m->hint_head = 0;
    }
    m->hints[front ? m->hint_head : m->hint_head + m->hint_count].data = copy;
    m->hints[front ? m->hint_head : m->hint_head + m->hint_count].len = len;
    m->hint_count++;
}

/* The cycle-tracker commands of one line written to fd 1 (SP1 syscalls/write.rs). */
static int bn254_rvsim_sp1_tracker(bn254_rvsim *m, uint64_t pc, const char *line, size_t len) {
    static const char start[] = "cycle-tracker-report-start:", end[] = "cycle-tracker-report-end:";
    char name[64];
    size_t skip, n = 0;
    int is_start;
    if (len >= sizeof start - 1 && memcmp(line, start, sizeof start - 1) == 0) {
        skip = sizeof start - 1;
        is_start = 1;
    } else if (len >= sizeof end - 1 && memcmp(line, end, sizeof end - 1) == 0) {
        skip = sizeof end - 1;
        is_start = 0;
    } else {
        return 0;
    }
    line += skip;
    len -= skip;
    while (len > 0 && (line[0] == ' ' || line[0] == '\t')) line++, len--;
    while (len > 0 && (line[len - 1] == ' ' || line[len - 1] == '\n' || line[len - 1] == '\r'))
        len--;
    if (len >= sizeof name) bn254_rvsim_stop(m, pc, 0x73, "region name too long");
    for (n = 0; n < len; n++) name[n] = line[n];
    name[n] = '\0';
    if (is_start)
        bn254_rvsim_region_open(m, pc, name);
    else
        bn254_rvsim_region_end(m, pc, name);
    return 1;
}

/* The FP_INV hook: [len (big-endian u32) || a || modulus], both big-endian;
 * answers a^-1 (big-endian, len bytes) at the front of the hint stream. */
static void bn254_rvsim_sp1_fp_inv(bn254_rvsim *m, uint64_t pc, const uint8_t *buf, uint64_t n) {
    bn254_rvsim_fe x, r;
    uint8_t out[32];
    int i;
    if (n != 68 || buf[0] != 0 || buf[1] != 0 || buf[2] != 0 || buf[3] != 32)
        bn254_rvsim_hook_fault(m, pc, BN254_RVSIM_SP1_K_FP_INV, "request is not 32-byte elements");
    for (i = 0; i < 32; i++) {
        if (buf[36 + i] != (uint8_t)(bn254_rvsim_p.w[7 - i / 4] >> (24 - 8 * (i % 4))))
            bn254_rvsim_hook_fault(m, pc, BN254_RVSIM_SP1_K_FP_INV, "modulus is not p");
    }
    for (i = 0; i < 8; i++) {
        const uint8_t *w = buf + 4 + 4 * (7 - i);
        x.w[i] = (uint32_t)w[0] << 24 | (uint32_t)w[1] << 16 | (uint32_t)w[2] << 8 | w[3];
    }
    if (bn254_rvsim_fe_cmp(&x, &bn254_rvsim_p) >= 0)
        bn254_rvsim_hook_fault(m, pc, BN254_RVSIM_SP1_K_FP_INV, "operand not canonical (>= p)");
    if (bn254_rvsim_fe_is_zero(&x))
        bn254_rvsim_hook_fault(m, pc, BN254_RVSIM_SP1_K_FP_INV, "inverse of 0");
    bn254_rvsim_fe_inv(&r, &x);
    for (i = 0; i < 32; i++) out[i] = (uint8_t)(r.w[7 - i / 4] >> (24 - 8 * (i % 4)));
    bn254_rvsim_hint_push(m, out, sizeof out, 1);
    m->hooks[BN254_RVSIM_SP1_K_FP_INV]++;
}

/* One of SP1's BN254 precompiles: x (a0) = op(x, y (a1)), in place. Contracts
 * as for the hooks (canonical operands, points on the curve, distinct x for
 * ADD, y != 0 for DOUBLE), stricter than SP1, which reduces its operands and
 * does not check the curve. */
static void bn254_rvsim_sp1_precompile(bn254_rvsim *m, uint64_t pc, int kind, uint64_t xp,
                                       uint64_t yp) {
    bn254_rvsim_fe x[2], y[2], r[2], t;
    int n = kind == BN254_RVSIM_SP1_K_FP_ADD || kind == BN254_RVSIM_SP1_K_FP_SUB ||
                    kind == BN254_RVSIM_SP1_K_FP_MUL
                ? 1
                : 2;
    bn254_rvsim_read_fe(m, pc, (unsigned)kind, xp, x, n);
    if (kind != BN254_RVSIM_SP1_K_DOUBLE) bn254_rvsim_read_fe(m, pc, (unsigned)kind, yp, y, n);
    switch (kind) {
    case BN254_RVSIM_SP1_K_FP_ADD:
        bn254_rvsim_fe_add(&r[0], &x[0], &y[0]);
        break;
    case BN254_RVSIM_SP1_K_FP_SUB:
        bn254_rvsim_fe_sub(&r[0], &x[0], &y[0]);
        break;
    case BN254_RVSIM_SP1_K_FP_MUL:
        bn254_rvsim_fe_mul(&r[0], &x[0], &y[0]);
        break;
    case BN254_RVSIM_SP1_K_FP2_ADD:
        bn254_rvsim_fe_add(&r[0], &x[0], &y[0]);
        bn254_rvsim_fe_add(&r[1], &x[1], &y[1]);
        break;
    case BN254_RVSIM_SP1_K_FP2_SUB:
        bn254_rvsim_fe_sub(&r[0], &x[0], &y[0]);
        bn254_rvsim_fe_sub(&r[1], &x[1], &y[1]);
        break;
    case BN254_RVSIM_SP1_K_FP2_MUL: /* (x0 + x1 u)(y0 + y1 u), u^2 = -1 */
        bn254_rvsim_fe_mul(&r[0], &x[0], &y[0]);
        bn254_rvsim_fe_mul(&t, &x[1], &y[1]);
        bn254_rvsim_fe_sub(&r[0], &r[0], &t);
        bn254_rvsim_fe_mul(&r[1], &x[0], &y[1]);
        bn254_rvsim_fe_mul(&t, &x[1], &y[0]);
        bn254_rvsim_fe_add(&r[1], &r[1], &t);
        break;
    default: { /* ADD, DOUBLE: the affine formulas of the G1 hooks */
        uint64_t a[3];
        a[0] = xp;
        a[1] = xp;
        a[2] = yp;
        bn254_rvsim_hook(m, pc, kind == BN254_RVSIM_SP1_K_ADD ? 5 : 6, (unsigned)kind, a);
        return;
    }
    }
    bn254_rvsim_write_fe(m, pc, (unsigned)kind, xp, r, n);
    m->hooks[kind]++;
}

/* HINT_READ: the next entry, exactly len bytes, to ptr (8-byte aligned on
 * rv64, 4 on rv32); the words it writes as SP1 does: v6 (rv64) writes the
 * entry's whole 8-byte words and then one more word with the remaining bytes
 * (zero-padded, so a full word of zeros when len is a multiple of 8); v5
 * (rv32) zero-pads the last 4-byte word. */
static void bn254_rvsim_sp1_hint_read(bn254_rvsim *m, uint64_t pc, uint64_t ptr, uint64_t len) {
    bn254_rvsim_hint h;
    uint64_t span;
    uint8_t *dst;
    if (m->hint_count == 0) bn254_rvsim_stop(m, pc, 0x73, "HINT_READ: hint stream exhausted");
    h = m->hints[m->hint_head];
    if (h.len != len) bn254_rvsim_fault(m, pc, 0x73, "HINT_READ: length is not the entry's", len);
    if (ptr & bn254_rvsim_align(m)) bn254_rvsim_fault(m, pc, 0x73, "HINT_READ: misaligned", ptr);
    span = m->xlen == 64 ? (len / 8) * 8 + 8 : (len + 3) / 4 * 4;
    dst = bn254_rvsim_guest_ptr(m, pc, ptr, span, "HINT_READ buffer outside memory");
    memset(dst, 0, (size_t)span);
    memcpy(dst, h.data, h.len);
    free(h.data);
    m->hint_head++;
    m->hint_count--;
}

/* Runs an SP1 ECALL: number *t0, arguments a[0..2]; sets *t0 to the result. */
static void bn254_rvsim_sp1_ecall(bn254_rvsim *m, uint64_t pc, const uint64_t *a, uint64_t *t0) {
    uint64_t num = *t0 & 0xffffffffu;
    switch (num) {
    case BN254_RVSIM_SP1_HALT:
        bn254_rvsim_finish(m, (int)(a[0] & 0xff), NULL);
    case BN254_RVSIM_SP1_WRITE: {
        const uint8_t *buf =
            bn254_rvsim_guest_ptr(m, pc, a[1], a[2], "WRITE buffer outside memory");
        if (a[0] == BN254_RVSIM_SP1_FD_FP_INV) {
            bn254_rvsim_sp1_fp_inv(m, pc, buf, a[2]);
        } else if (a[0] == 1 || a[0] == 2 || a[0] == BN254_RVSIM_SP1_FD_PUBLIC_VALUES) {
            int fd = a[0] == BN254_RVSIM_SP1_FD_PUBLIC_VALUES ? 1 : 2; /* public values: stdout */
            if (a[0] == 1 && bn254_rvsim_sp1_tracker(m, pc, (const char *)buf, (size_t)a[2])) break;
            if (fwrite(buf, 1, (size_t)a[2], fd == 1 ? stdout : stderr) != a[2])
                bn254_rvsim_die("writing the guest's output failed", NULL);
        } else {
            bn254_rvsim_fault(m, pc, 0x73, "WRITE: unsupported file descriptor", a[0]);
        }
        break;
    }
    case BN254_RVSIM_SP1_COMMIT:
    case BN254_RVSIM_SP1_COMMIT_DEFERRED:
        break; /* digests of a proof: nothing to run */
    case BN254_RVSIM_SP1_HINT_LEN:
        *t0 = m->hint_count ? (uint64_t)m->hints[m->hint_head].len
                            : (m->xlen == 64 ? UINT64_MAX : 0xffffffffu);
        return;
    case BN254_RVSIM_SP1_HINT_READ:
        bn254_rvsim_sp1_hint_read(m, pc, a[0], a[1]);
        break;
    case BN254_RVSIM_SP1_BN254_FP_ADD:
        bn254_rvsim_sp1_precompile(m, pc, BN254_RVSIM_SP1_K_FP_ADD, a[0], a[1]);
        break;
    case BN254_RVSIM_SP1_BN254_FP_SUB:
        bn254_rvsim_sp1_precompile(m, pc, BN254_RVSIM_SP1_K_FP_SUB, a[0], a[1]);
        break;
    case BN254_RVSIM_SP1_BN254_FP_MUL:
        bn254_rvsim_sp1_precompile(m, pc, BN254_RVSIM_SP1_K_FP_MUL, a[0], a[1]);
        break;
    case BN254_RVSIM_SP1_BN254_FP2_ADD:
        bn254_rvsim_sp1_precompile(m, pc, BN254_RVSIM_SP1_K_FP2_ADD, a[0], a[1]);
        break;
    case BN254_RVSIM_SP1_BN254_FP2_SUB:
        bn254_rvsim_sp1_precompile(m, pc, BN254_RVSIM_SP1_K_FP2_SUB, a[0], a[1]);
        break;
    case BN254_RVSIM_SP1_BN254_FP2_MUL:
        bn254_rvsim_sp1_precompile(m, pc, BN254_RVSIM_SP1_K_FP2_MUL, a[0], a[1]);
        break;
    case BN254_RVSIM_SP1_BN254_ADD:
        bn254_rvsim_sp1_precompile(m, pc, BN254_RVSIM_SP1_K_ADD, a[0], a[1]);
        break;
    case BN254_RVSIM_SP1_BN254_DOUBLE:
        bn254_rvsim_sp1_precompile(m, pc, BN254_RVSIM_SP1_K_DOUBLE, a[0], 0);
        break;
    default: {
        char msg[96];
        snprintf(msg, sizeof msg, "unknown SP1 system call t0 = 0x%llx", (unsigned long long)num);
        bn254_rvsim_stop(m, pc, 0x73, msg);
    }
    }
    *t0 = num; /* SP1 leaves the call's number in t0 when it has no result */
}

/* ---- ECALL dispatch ------------------------------------------------------------------ */

/* Runs the ECALL with a7 = a[7] and arguments a[0..5] (or, with --sp1, the
 * number in *t0, which receives the result); returns the new a0. */
static uint64_t bn254_rvsim_ecall(bn254_rvsim *m, uint64_t pc, const uint64_t *a, uint64_t *t0) {
    uint64_t num = a[7];
    m->ecalls++;
    if (m->sp1) {
        bn254_rvsim_sp1_ecall(m, pc, a, t0);
        return a[0];
    }
    if (num >= BN254_RVSIM_HOOK_FIRST && num < BN254_RVSIM_HOOK_FIRST + BN254_RVSIM_HOOK_COUNT) {
        bn254_rvsim_hook(m, pc, (unsigned)(num - BN254_RVSIM_HOOK_FIRST),
                         (unsigned)(num - BN254_RVSIM_HOOK_FIRST), a);
        return a[0];
    }
    switch (num) {
    case BN254_RVSIM_SYS_READ: {
        uint8_t *buf;
        ssize_t got;
        if (a[0] != 0) bn254_rvsim_fault(m, pc, 0x73, "read: only fd 0 is supported", a[0]);
        buf = bn254_rvsim_guest_ptr(m, pc, a[1], a[2], "read buffer outside memory");
        do {
            got = read(0, buf, (size_t)a[2]);
        } while (got < 0 && errno == EINTR);
        return got < 0 ? (uint64_t)(-(int64_t)errno) : (uint64_t)got;
    }
    case BN254_RVSIM_SYS_WRITE: {
        const uint8_t *buf;
        uint64_t done = 0;
        if (a[0] != 1 && a[0] != 2) {
            bn254_rvsim_fault(m, pc, 0x73, "write: only fds 1 and 2 are supported", a[0]);
        }
        buf = bn254_rvsim_guest_ptr(m, pc, a[1], a[2], "write buffer outside memory");
        while (done < a[2]) {
            ssize_t put = write((int)a[0], buf + done, (size_t)(a[2] - done));
            if (put < 0 && errno == EINTR) continue;
            if (put < 0) return done ? done : (uint64_t)(-(int64_t)errno);
            done += (uint64_t)put;
        }
        return done;
    }
    case BN254_RVSIM_SYS_EXIT:
    case BN254_RVSIM_SYS_EXIT_GROUP:
        bn254_rvsim_finish(m, (int)(a[0] & 0xff), NULL);
        return 0; /* not reached */
    case BN254_RVSIM_REGION_BEGIN:
        bn254_rvsim_region_begin(m, pc, a[0]);
        return 0;
    case BN254_RVSIM_REGION_END:
        bn254_rvsim_region_end(m, pc, NULL);
        return 0;
    default: {
        char msg[96];
        snprintf(msg, sizeof msg, "unknown ecall a7 = %llu (0x%llx)", (unsigned long long)num,
                 (unsigned long long)num);
        bn254_rvsim_stop(m, pc, 0x73, msg);
        return 0;
    }
    }
}

/* ---- profile and trace ------------------------------------------------------------------ */

/* Index of the symbol containing addr, or nsyms ("outside any function"). */
static size_t bn254_rvsim_sym_at(const bn254_rvsim *m, uint64_t addr) {
    size_t lo = 0, hi = m->nsyms;
    while (lo < hi) { /* last symbol with start <= addr */
        size_t mid = lo + (hi - lo) / 2;
        if (m->syms[mid].lo <= addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == 0) return m->nsyms;
    lo--;
    if (addr - m->syms[lo].lo < m->syms[lo].size) return lo;
    return m->nsyms;
}

/* Called before each instruction when profiling, tracing, limiting or watching the stack. */
static void bn254_rvsim_observe(bn254_rvsim *m, uint64_t pc, uint64_t sp) {
    if (sp < m->min_sp) m->min_sp = sp;
    if (m->trace) fprintf(m->trace_out, "%llx\n", (unsigned long long)pc);
    if (m->profile) {
        if (pc >= m->text_lo && pc < m->text_hi)
            m->pc_counts[(pc - m->text_lo) >> 2]++;
        else
            m->outside_text++;
    }
}

/*
 * Calls and returns for the inclusive profile, by the ISA manual's
 * return-address-stack hints (JAL/JALR section): rd = x1 or x5 is a call;
 * a JALR with rs1 = x1 or x5 and rd not a link register is a return. A return
 * closes the innermost frame waiting for that address (and any left open
 * above it by a longjmp-like exit). A recursive function is credited once,
 * by its outermost activation.
 */
static void bn254_rvsim_observe_jump(bn254_rvsim *m, unsigned rd, unsigned rs1, uint64_t target,
                                     uint64_t link) {
    int rd_link = rd == 1 || rd == 5, rs1_link = rs1 == 1 || rs1 == 5;
    if (!m->profile) return;
    if (rd_link) {
        size_t f = bn254_rvsim_sym_at(m, target);
        m->calls[f]++;
        if (m->nframes < BN254_RVSIM_MAX_FRAMES) {
            m->frames[m->nframes].ret = link;
            m->frames[m->nframes].start = m->icount - 1; /* the call itself is the caller's */
            m->frames[m->nframes].func = f;
            m->nframes++;
            m->active[f]++;
        }
    } else if (rs1_link) {
        size_t i = m->nframes;
        while (i > 0 && m->frames[i - 1].ret != target) i--;
        if (i == 0) return; /* not a return we saw the call of */
        while (m->nframes >= i) {
            bn254_rvsim_frame *fr = &m->frames[--m->nframes];
            if (--m->active[fr->func] == 0) m->incl[fr->func] += m->icount - fr->start;
        }
    }
}

typedef struct {
    size_t sym;
    uint64_t self;
} bn254_rvsim_prof_row;

static int bn254_rvsim_prof_cmp(const void *pa, const void *pb) {
    const bn254_rvsim_prof_row *a = (const bn254_rvsim_prof_row *)pa;
    const bn254_rvsim_prof_row *b = (const bn254_rvsim_prof_row *)pb;
    if (a->self != b->self) return a->self < b->self ? 1 : -1;
    return a->sym < b->sym ? -1 : a->sym > b->sym;
}

static void bn254_rvsim_print_profile(bn254_rvsim *m) {
    bn254_rvsim_prof_row *rows = calloc(m->nsyms + 1, sizeof *rows);
    uint64_t words = (m->text_hi - m->text_lo) / 4, w;
    size_t i, shown;
    if (rows == NULL) bn254_rvsim_die("out of memory", NULL);
    for (i = 0; i <= m->nsyms; i++) rows[i].sym = i;
    for (w = 0; w < words; w++) {
        if (m->pc_counts[w])
            rows[bn254_rvsim_sym_at(m, m->text_lo + 4 * w)].self += m->pc_counts[w];
    }
    rows[m->nsyms].self += m->outside_text;
    qsort(rows, m->nsyms + 1, sizeof *rows, bn254_rvsim_prof_cmp);
    fprintf(stderr,
            "rvsim: profile of %llu instructions (self: in the function's own code; "
            "inclusive: from call to return, callees included)\n",
            (unsigned long long)m->icount);
    fprintf(stderr, "rvsim: %14s %6s %14s %10s  %s\n", "self", "%", "inclusive", "calls",
            "function");
    for (i = 0, shown = 0; i <= m->nsyms && shown < m->profile_top; i++) {
        size_t s = rows[i].sym;
        if (rows[i].self == 0) break;
        fprintf(stderr, "rvsim: %14llu %6.2f %14llu %10llu  %s\n", (unsigned long long)rows[i].self,
                100.0 * (double)rows[i].self / (double)(m->icount ? m->icount : 1),
                (unsigned long long)m->incl[s], (unsigned long long)m->calls[s],
                s < m->nsyms ? m->syms[s].name : "(outside any function)");
        shown++;
    }
    free(rows);
}

/* ---- summary and exit ------------------------------------------------------------------- */

static void bn254_rvsim_json_hooks(const bn254_rvsim *m, FILE *f, const uint64_t *hooks) {
    int k;
    fputc('{', f);
    for (k = 0; k < m->nkinds; k++) {
        fprintf(f, "%s\"%s\": %llu", k ? ", " : "", m->kind_names[k], (unsigned long long)hooks[k]);
    }
    fputc('}', f);
}

static void bn254_rvsim_print_hooks(const bn254_rvsim *m, FILE *f, const uint64_t *hooks) {
    int k;
    for (k = 0; k < m->nkinds; k++) {
        fprintf(f, " %s=%llu", m->kind_names[k], (unsigned long long)hooks[k]);
    }
}

/* Prints the summary, profile and JSON as asked, then exits with status. */
BN254_RVSIM_NORETURN static void bn254_rvsim_finish(bn254_rvsim *m, int status, const char *why) {
    size_t i;
    fflush(stdout);
    if (why != NULL) {
        fprintf(stderr, "rvsim: %s, after %llu instructions\n", why, (unsigned long long)m->icount);
    }
    if (m->count) {
        fprintf(stderr, "rvsim: rv%dim exit %d: %llu instructions, %llu ecalls, hooks:", m->xlen,
                status, (unsigned long long)m->icount, (unsigned long long)m->ecalls);
        bn254_rvsim_print_hooks(m, stderr, m->hooks);
        fputc('\n', stderr);
        for (i = 0; i < m->nregions; i++) {
            const bn254_rvsim_region *r = &m->regions[i];
            fprintf(stderr, "rvsim: region %s: %llu calls, %llu instructions, hooks:", r->name,
                    (unsigned long long)r->calls, (unsigned long long)r->instructions);
            bn254_rvsim_print_hooks(m, stderr, r->hooks);
            if (m->stack) fprintf(stderr, ", stack %llu bytes", (unsigned long long)r->stack);
            fputc('\n', stderr);
        }
    }
    if (m->profile) bn254_rvsim_print_profile(m);
    if (m->stats_json != NULL) {
        FILE *f = fopen(m->stats_json, "w");
        if (f == NULL) {
            perror(m->stats_json);
            exit(BN254_RVSIM_EXIT_ERROR);
        }
        fprintf(f, "{\"elf\": \"");
        for (i = 0; m->elf_path[i]; i++) { /* minimal JSON string escaping */
            unsigned char c = (unsigned char)m->elf_path[i];
            if (c == '"' || c == '\\')
                fprintf(f, "\\%c", c);
            else if (c < 0x20)
                fprintf(f, "\\u%04x", c);
            else
                fputc(c, f);
        }
        fprintf(f,
                "\", \"xlen\": %d, \"exit_code\": %d, \"error\": %s, \"instructions\": %llu, "
                "\"ecalls\": %llu, \"hooks\": ",
                m->xlen, status, why != NULL ? "true" : "false", (unsigned long long)m->icount,
                (unsigned long long)m->ecalls);
        bn254_rvsim_json_hooks(m, f, m->hooks);
        fprintf(f, ", \"regions\": [");
        for (i = 0; i < m->nregions; i++) { /* names come from the guest: [A-Za-z0-9_.-] only */
            const bn254_rvsim_region *r = &m->regions[i];
            const char *c;
            fprintf(f, "%s{\"name\": \"", i ? ", " : "");
            for (c = r->name; *c; c++) {
                int ok = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
                         (*c >= '0' && *c <= '9') || *c == '_' || *c == '.' || *c == '-';
                fputc(ok ? *c : '?', f);
            }
            fprintf(f, "\", \"calls\": %llu, \"instructions\": %llu, ",
                    (unsigned long long)r->calls, (unsigned long long)r->instructions);
            if (m->stack) fprintf(f, "\"stack\": %llu, ", (unsigned long long)r->stack);
            fprintf(f, "\"hooks\": ");
            bn254_rvsim_json_hooks(m, f, r->hooks);
            fputc('}', f);
        }
        fprintf(f, "]}\n");
        if (fclose(f) != 0) {
            perror(m->stats_json);
            exit(BN254_RVSIM_EXIT_ERROR);
        }
    }
    if (m->trace_out != NULL) fflush(m->trace_out);
    exit(status);
}

/* ---- the two interpreters ------------------------------------------------------------------ */

#define BN254_RVSIM_XLEN 32
#define BN254_RVSIM_RUN bn254_rvsim_run32
#define BN254_RVSIM_UX uint32_t
#define BN254_RVSIM_SX int32_t
#define BN254_RVSIM_MULDIV(f3, a, b) bn254_rvsim_muldiv32((f3), (a), (b))
#include "rvsim_exec.h"
#undef BN254_RVSIM_XLEN
#undef BN254_RVSIM_RUN
#undef BN254_RVSIM_UX
#undef BN254_RVSIM_SX
#undef BN254_RVSIM_MULDIV

#define BN254_RVSIM_XLEN 64
#define BN254_RVSIM_RUN bn254_rvsim_run64
#define BN254_RVSIM_UX uint64_t
#define BN254_RVSIM_SX int64_t
#define BN254_RVSIM_MULDIV(f3, a, b) bn254_rvsim_muldiv64((f3), (a), (b))
#include "rvsim_exec.h"

/* ---- ELF loading ----------------------------------------------------------------------------- */
/* ELF layouts from the System V gABI ("Object Files"); fields read by offset, little-endian. */

static uint64_t bn254_rvsim_elf_word(const uint8_t *img, size_t img_len, uint64_t off, int bytes) {
    uint64_t v = 0;
    int i;
    if (off > img_len || (uint64_t)bytes > img_len - off)
        bn254_rvsim_die("truncated ELF file", NULL);
    for (i = bytes - 1; i >= 0; i--) v = (v << 8) | img[off + (uint64_t)i];
    return v;
}

static uint8_t *bn254_rvsim_read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    uint8_t *buf = NULL;
    size_t cap = 0, n = 0;
    if (f == NULL) {
        fprintf(stderr, "rvsim: %s: %s\n", path, strerror(errno));
        exit(BN254_RVSIM_EXIT_ERROR);
    }
    for (;;) {
        size_t got;
        if (n == cap) {
            cap = cap ? 2 * cap : 1 << 16;
            buf = realloc(buf, cap);
            if (buf == NULL) bn254_rvsim_die("out of memory", NULL);
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0) break;
    }
    if (ferror(f)) bn254_rvsim_die("cannot read", path);
    fclose(f);
    *len = n;
    return buf;
}

static int bn254_rvsim_sym_cmp(const void *pa, const void *pb) {
    const bn254_rvsim_symbol *a = (const bn254_rvsim_symbol *)pa;
    const bn254_rvsim_symbol *b = (const bn254_rvsim_symbol *)pb;
    if (a->lo != b->lo) return a->lo < b->lo ? -1 : 1;
    return a->size > b->size ? -1 : a->size < b->size; /* the larger of two aliases first */
}

/* Function symbols (STT_FUNC with a size) of .symtab, sorted, without duplicates. */
static void bn254_rvsim_load_symbols(bn254_rvsim *m, const uint8_t *img, size_t len) {
    int is64 = m->xlen == 64;
    uint64_t shoff = bn254_rvsim_elf_word(img, len, is64 ? 40 : 32, is64 ? 8 : 4);
    uint64_t shentsize = bn254_rvsim_elf_word(img, len, is64 ? 58 : 46, 2);
    uint64_t shnum = bn254_rvsim_elf_word(img, len, is64 ? 60 : 48, 2);
    uint64_t i, j;
    size_t n = 0;
    for (i = 0; i < shnum; i++) {
        uint64_t sh = shoff + i * shentsize, sym_off, sym_size, ent, str_sh, str_off, str_size;
        if (bn254_rvsim_elf_word(img, len, sh + 4, 4) != 2) continue; /* SHT_SYMTAB */
        sym_off = bn254_rvsim_elf_word(img, len, sh + (is64 ? 24 : 16), is64 ? 8 : 4);
        sym_size = bn254_rvsim_elf_word(img, len, sh + (is64 ? 32 : 20), is64 ? 8 : 4);
        str_sh = shoff + bn254_rvsim_elf_word(img, len, sh + (is64 ? 40 : 24), 4) * shentsize;
        str_off = bn254_rvsim_elf_word(img, len, str_sh + (is64 ? 24 : 16), is64 ? 8 : 4);
        str_size = bn254_rvsim_elf_word(img, len, str_sh + (is64 ? 32 : 20), is64 ? 8 : 4);
        ent = is64 ? 24 : 16;
        m->syms = calloc((size_t)(sym_size / ent) + 1, sizeof *m->syms);
        if (m->syms == NULL) bn254_rvsim_die("out of memory", NULL);
        for (j = 0; j < sym_size / ent; j++) {
            uint64_t s = sym_off + j * ent;
            uint64_t name = bn254_rvsim_elf_word(img, len, s, 4);
            unsigned info = (unsigned)bn254_rvsim_elf_word(img, len, s + (is64 ? 4 : 12), 1);
            uint64_t value = bn254_rvsim_elf_word(img, len, s + (is64 ? 8 : 4), is64 ? 8 : 4);
            uint64_t size = bn254_rvsim_elf_word(img, len, s + (is64 ? 16 : 8), is64 ? 8 : 4);
            const char *str;
            if ((info & 0xf) != 2 || size == 0 || name >= str_size) continue; /* STT_FUNC */
            str = (const char *)img + str_off + name;
            if (memchr(str, 0, (size_t)(str_size - name)) == NULL) continue;
            m->syms[n].lo = value;
            m->syms[n].size = size;
            m->syms[n].name = strdup(str);
            if (m->syms[n].name == NULL) bn254_rvsim_die("out of memory", NULL);
            n++;
        }
        break;
    }
    if (n > 1) qsort(m->syms, n, sizeof *m->syms, bn254_rvsim_sym_cmp);
    /* keep one symbol per start address (the first, i.e. the largest) */
    for (i = 0, j = 0; i < n; i++) {
        if (j > 0 && m->syms[j - 1].lo == m->syms[i].lo) {
            free(m->syms[i].name);
            continue;
        }
        m->syms[j++] = m->syms[i];
    }
    m->nsyms = (size_t)j;
}

/*
 * Loads every PT_LOAD segment into one flat, zeroed memory that starts at the
 * lowest segment (page aligned) and is mem_size bytes long; the top of it is
 * the Linux-style initial stack (argc, argv, envp, auxv), for programs that
 * keep the stack pointer they are given.
 */
static void bn254_rvsim_load(bn254_rvsim *m, const char *path, uint64_t mem_size) {
    size_t len;
    uint8_t *img = bn254_rvsim_read_file(path, &len);
    uint64_t phoff, phentsize, phnum, i, lo = UINT64_MAX, hi = 0, flags;
    int is64;
    if (len < 52 || memcmp(img, "\177ELF", 4) != 0) bn254_rvsim_die("not an ELF file", path);
    if (img[4] != 1 && img[4] != 2) bn254_rvsim_die("unknown ELF class", path);
    if (img[5] != 1) bn254_rvsim_die("not a little-endian ELF file", path);
    m->xlen = img[4] == 2 ? 64 : 32;
    is64 = m->xlen == 64;
    if (bn254_rvsim_elf_word(img, len, 18, 2) != 243)
        bn254_rvsim_die("not a RISC-V ELF file", path);
    if (bn254_rvsim_elf_word(img, len, 16, 2) != 2) {
        bn254_rvsim_die("not a static executable (ELF type is not ET_EXEC)", path);
    }
    flags = bn254_rvsim_elf_word(img, len, is64 ? 48 : 36, 4);
    if (flags & 1)
        bn254_rvsim_die("compressed instructions (EF_RISCV_RVC) are not supported", path);
    if (flags & 6)
        bn254_rvsim_die("a floating-point ABI is not supported (rv32im/rv64im only)", path);
    m->entry = bn254_rvsim_elf_word(img, len, 24, is64 ? 8 : 4);
    phoff = bn254_rvsim_elf_word(img, len, is64 ? 32 : 28, is64 ? 8 : 4);
    phentsize = bn254_rvsim_elf_word(img, len, is64 ? 54 : 42, 2);
    phnum = bn254_rvsim_elf_word(img, len, is64 ? 56 : 44, 2);

    m->text_lo = UINT64_MAX;
    m->text_hi = 0;
    for (i = 0; i < phnum; i++) { /* the extent of the PT_LOAD segments */
        uint64_t ph = phoff + i * phentsize;
        uint64_t vaddr = bn254_rvsim_elf_word(img, len, ph + (is64 ? 16 : 8), is64 ? 8 : 4);
        uint64_t memsz = bn254_rvsim_elf_word(img, len, ph + (is64 ? 40 : 20), is64 ? 8 : 4);
        uint64_t pflags = bn254_rvsim_elf_word(img, len, ph + (is64 ? 4 : 24), 4);
        if (bn254_rvsim_elf_word(img, len, ph, 4) != 1 || memsz == 0) continue;
        if (vaddr + memsz < vaddr) bn254_rvsim_die("segment wraps around", path);
        if (vaddr < lo) lo = vaddr;
        if (vaddr + memsz > hi) hi = vaddr + memsz;
        if (pflags & 1) { /* PF_X */
            if (vaddr < m->text_lo) m->text_lo = vaddr & ~(uint64_t)3;
            if (vaddr + memsz > m->text_hi) m->text_hi = vaddr + memsz;
        }
    }
    if (hi == 0) bn254_rvsim_die("no loadable segment", path);
    lo &= ~(uint64_t)0xfff;
    /* SP1's stack grows down from STACK_TOP, below the program: --sp1 maps
     * 16 MiB under the lowest segment (or down to 0) */
    m->below = m->sp1 ? (lo < (16u << 20) ? lo : (16u << 20)) : 0;
    lo -= m->below;
    if (mem_size < hi - lo + 65536 + m->below) {
        bn254_rvsim_die("the ELF's segments and a 64 KiB initial stack do not fit in --mem", path);
    }
    if (!is64 && lo + mem_size > (1ull << 32)) bn254_rvsim_die("--mem too large for rv32", path);
    m->mem_base = lo;
    m->mem_size = mem_size;
    m->mem = calloc(1, (size_t)mem_size); /* large: the C library maps zero pages lazily */
    if (m->mem == NULL) bn254_rvsim_die("cannot allocate guest memory", NULL);

    for (i = 0; i < phnum; i++) {
        uint64_t ph = phoff + i * phentsize;
        uint64_t off = bn254_rvsim_elf_word(img, len, ph + (is64 ? 8 : 4), is64 ? 8 : 4);
        uint64_t vaddr = bn254_rvsim_elf_word(img, len, ph + (is64 ? 16 : 8), is64 ? 8 : 4);
        uint64_t filesz = bn254_rvsim_elf_word(img, len, ph + (is64 ? 32 : 16), is64 ? 8 : 4);
        uint64_t memsz = bn254_rvsim_elf_word(img, len, ph + (is64 ? 40 : 20), is64 ? 8 : 4);
        if (bn254_rvsim_elf_word(img, len, ph, 4) != 1 || memsz == 0) continue;
        if (filesz > memsz || off > len || filesz > len - off) bn254_rvsim_die("bad segment", path);
        memcpy(m->mem + (vaddr - lo), img + off, (size_t)filesz); /* the rest stays zero */
    }
    if (m->text_hi <= m->text_lo) m->text_lo = m->text_hi = 0;
    bn254_rvsim_load_symbols(m, img, len);
    free(img);
}

/* argc, argv[], NULL, envp NULL, auxv AT_NULL at the top of memory (Linux ABI layout). */
static void bn254_rvsim_init_stack(bn254_rvsim *m, int argc, char **argv) {
    uint64_t top = m->mem_base + m->mem_size, p = top, word = (uint64_t)m->xlen / 8, sp;
    uint64_t ptrs[256];
    int i;
    if (argc > 255) bn254_rvsim_die("too many guest arguments", NULL);
    for (i = argc - 1; i >= 0; i--) {
        size_t n = strlen(argv[i]) + 1;
        if (n > 4096) bn254_rvsim_die("guest argument too long", NULL);
        p -= n;
        memcpy(m->mem + (p - m->mem_base), argv[i], n);
        ptrs[i] = p;
    }
    sp = (p - word * (uint64_t)(argc + 5)) & ~(uint64_t)15;
    memset(m->mem + (sp - m->mem_base), 0, (size_t)(p - sp));
    for (i = 0; i <= argc; i++) { /* argc, then argv[0..argc-1]; NULLs after stay zero */
        uint64_t v = i == 0 ? (uint64_t)argc : ptrs[i - 1];
        if (word == 8)
            bn254_rvsim_store64(m->mem + (sp + word * (uint64_t)i - m->mem_base), v);
        else
            bn254_rvsim_store32(m->mem + (sp + word * (uint64_t)i - m->mem_base), (uint32_t)v);
    }
    memset(m->init_regs, 0, sizeof m->init_regs);
    m->init_regs[2] = sp;
}

/* ---- command line ---------------------------------------------------------------------------- */

static const char bn254_rvsim_usage[] =
    "usage: rvsim [options] <program.elf> [guest arguments...]\n"
    "\n"
    "Runs a static RV32IM or RV64IM ELF executable, counting every instruction.\n"
    "The exit status is the guest's (exit/exit_group a0 & 0xff), or 125 if the\n"
    "simulator stops the run (bad ELF, illegal instruction, memory fault, unknown\n"
    "ecall, a hook called against its contract, --max-insns reached).\n"
    "\n"
    "options:\n"
    "  --count              summary on stderr: instructions, ecalls, hook calls per\n"
    "                       kind, and each measurement region\n"
    "  --profile[=N]        instructions per function (ELF .symtab), top N (25)\n"
    "  --stats-json FILE    the summary as JSON (FILE may be /dev/fd/3)\n"
    "  --trace FILE         every executed pc, one hex number per line\n"
    "  --max-insns N        stop (status 125) after N instructions\n"
    "  --stack              also the deepest stack use (bytes below sp at the begin\n"
    "                       ECALL) of each region\n"
    "  --mem MIB            guest memory from the lowest segment (default 256)\n"
    "  --sp1                SP1's system calls instead of the Linux ones and the\n"
    "                       hooks (t0 = number; HALT, WRITE, HINT_LEN, HINT_READ,\n"
    "                       COMMIT, the BN254 precompiles, the FP_INV hook), SP1's\n"
    "                       cycle tracker as regions, 16 MiB of stack below the\n"
    "                       program; public values (fd 13) go to stdout\n"
    "  --hint FILE          with --sp1: FILE is the next hint-stream entry; without\n"
    "                       any, stdin is the hint stream in entries of 64 KiB\n"
    "  --help               this text\n"
    "\n"
    "ecalls (a7): 63 read (fd 0), 64 write (fd 1, 2), 93 exit, 94 exit_group;\n"
    "BN254 hooks, a0 = r, a1 = a, a2 = b (8 little-endian words per element):\n"
    "0x100 fp_mul, 0x101 fp_add, 0x102 fp_sub, 0x103 fp2_mul, 0x104 fp_inv (hint),\n"
    "0x105 g1_add (affine), 0x106 g1_dbl (affine); regions: 0x1f0 begin (a0 = name),\n"
    "0x1f1 end. See zkvm/rvsim/README.md.\n";

static uint64_t bn254_rvsim_parse_u64(const char *s, const char *opt) {
    char *end;
    unsigned long long v;
    errno = 0;
    v = strtoull(s, &end, 0);
    if (errno != 0 || end == s || *end != '\0' || s[0] == '-') {
        fprintf(stderr, "rvsim: %s: bad number '%s'\n", opt, s);
        exit(BN254_RVSIM_EXIT_ERROR);
    }
    return (uint64_t)v;
}

int main(int argc, char **argv) {
    bn254_rvsim *m = &bn254_rvsim_state;
    uint64_t mem_mib = 256;
    const char *trace_path = NULL;
    uint32_t probe = 1;
    int i, nhint_files = 0;

    if (*(const uint8_t *)&probe != 1) bn254_rvsim_die("the host must be little-endian", NULL);
    m->max_insns = UINT64_MAX;
    m->profile_top = 25;
    for (i = 1; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(bn254_rvsim_usage, stdout);
            return 0;
        } else if (strcmp(a, "--count") == 0) {
            m->count = 1;
        } else if (strcmp(a, "--stack") == 0) {
            m->stack = 1;
        } else if (strcmp(a, "--profile") == 0) {
            m->profile = 1;
        } else if (strncmp(a, "--profile=", 10) == 0) {
            m->profile = 1;
            m->profile_top = (size_t)bn254_rvsim_parse_u64(a + 10, "--profile");
        } else if (strcmp(a, "--stats-json") == 0 && i + 1 < argc) {
            m->stats_json = argv[++i];
        } else if (strcmp(a, "--trace") == 0 && i + 1 < argc) {
            trace_path = argv[++i];
        } else if (strcmp(a, "--max-insns") == 0 && i + 1 < argc) {
            m->max_insns = bn254_rvsim_parse_u64(argv[++i], "--max-insns");
        } else if (strcmp(a, "--sp1") == 0) {
            m->sp1 = 1;
        } else if (strcmp(a, "--hint") == 0 && i + 1 < argc) {
            size_t len;
            uint8_t *data = bn254_rvsim_read_file(argv[++i], &len);
            bn254_rvsim_hint_push(m, data, len, 0);
            free(data);
            nhint_files++;
        } else if (strcmp(a, "--mem") == 0 && i + 1 < argc) {
            mem_mib = bn254_rvsim_parse_u64(argv[++i], "--mem");
            if (mem_mib == 0 || mem_mib > 4096) bn254_rvsim_die("--mem: 1 to 4096 MiB", NULL);
        } else if (strcmp(a, "--") == 0) {
            i++;
            break;
        } else {
            fprintf(stderr, "rvsim: unknown option or missing value: %s\n\n%s", a,
                    bn254_rvsim_usage);
            return BN254_RVSIM_EXIT_ERROR;
        }
    }
    if (i >= argc) {
        fputs(bn254_rvsim_usage, stderr);
        return BN254_RVSIM_EXIT_ERROR;
    }
    if (nhint_files && !m->sp1) bn254_rvsim_die("--hint needs --sp1", NULL);
    m->nkinds = m->sp1 ? BN254_RVSIM_KINDS : BN254_RVSIM_HOOK_COUNT;
    m->kind_names = m->sp1 ? bn254_rvsim_sp1_names : bn254_rvsim_hook_names;
    if (m->sp1 && nhint_files == 0) { /* stdin, in entries of 64 KiB */
        uint8_t chunk[BN254_RVSIM_SP1_CHUNK];
        size_t got;
        while ((got = fread(chunk, 1, sizeof chunk, stdin)) > 0) {
            bn254_rvsim_hint_push(m, chunk, got, 0);
            if (got < sizeof chunk) break;
        }
        if (ferror(stdin)) bn254_rvsim_die("cannot read stdin", NULL);
    }
    m->elf_path = argv[i];
    bn254_rvsim_load(m, argv[i], mem_mib << 20);
    bn254_rvsim_init_stack(m, argc - i, argv + i);

    if (trace_path != NULL) {
        m->trace_out = fopen(trace_path, "w");
        if (m->trace_out == NULL) bn254_rvsim_die("cannot open the trace file", trace_path);
        m->trace = 1;
    }
    if (m->profile) {
        size_t words = (size_t)((m->text_hi - m->text_lo) / 4) + 1;
        m->pc_counts = calloc(words, sizeof *m->pc_counts);
        m->incl = calloc(m->nsyms + 1, sizeof *m->incl);
        m->calls = calloc(m->nsyms + 1, sizeof *m->calls);
        m->active = calloc(m->nsyms + 1, sizeof *m->active);
        m->frames = calloc(BN254_RVSIM_MAX_FRAMES, sizeof *m->frames);
        if (!m->pc_counts || !m->incl || !m->calls || !m->active || !m->frames) {
            bn254_rvsim_die("out of memory", NULL);
        }
    }
    m->sp = m->min_sp = m->init_regs[2];
    m->slow = m->profile || m->trace || m->stack || m->max_insns != UINT64_MAX;
    if (m->xlen == 32)
        bn254_rvsim_run32(m);
    else
        bn254_rvsim_run64(m);
    return BN254_RVSIM_EXIT_ERROR; /* not reached: the run ends through bn254_rvsim_finish */
}
