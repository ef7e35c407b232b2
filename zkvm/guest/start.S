/* SPDX-License-Identifier: MIT */
/*
 * start.S: the start-up code of the RISC-V guests (rv32im and rv64im, one
 * source). Sets gp (the linker's __global_pointer$, with relaxation off so
 * this very load is not turned into a gp-relative one), switches to the stack
 * reserved by guest.ld (below the program: an overflow faults instead of
 * corrupting data), clears .sbss/.bss, and calls main(argc, argv) with the
 * arguments the loader left on its stack (Linux ABI: argc at 0(sp), argv
 * after it; qemu-user and rvsim both lay it out that way). main's return value
 * goes to the exit system call (Linux number 93, also answered by rvsim).
 */
#if __riscv_xlen == 64
#define BN254_LOAD_WORD ld
#define BN254_WORD 8
#else
#define BN254_LOAD_WORD lw
#define BN254_WORD 4
#endif

    .section .text.start, "ax", @progbits
    .globl _start
    .type _start, @function
_start:
    .option push
    .option norelax
    la gp, __global_pointer$
    .option pop
    mv s0, sp
    la sp, __stack_top
    /* .sbss and .bss: both ends 16-byte aligned by guest.ld */
    la t0, __bss_start
    la t1, __bss_end
1:  bgeu t0, t1, 2f
    sw zero, 0(t0)
    sw zero, 4(t0)
    sw zero, 8(t0)
    sw zero, 12(t0)
    addi t0, t0, 16
    j 1b
2:  BN254_LOAD_WORD a0, 0(s0)
    addi a1, s0, BN254_WORD
    call main
    li a7, 93
    ecall
3:  j 3b
    .size _start, . - _start

    .section .note.GNU-stack, "", @progbits
