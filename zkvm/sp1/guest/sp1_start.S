/* SPDX-License-Identifier: MIT */
/*
 * sp1_start.S: start-up of the bn254 guests for SP1's executor (rv64im for
 * SP1 v6, rv32im for v5; one source). SP1 loads the ELF's segments, clears
 * nothing and passes nothing: memory it does not load reads as zero, so
 * .bss needs no clearing (sp1-zkvm's own _start does not clear it either),
 * and the stack pointer starts wherever we set it. Sets gp (relaxation off
 * for this very load), sp to __stack_top (sp1.ld: SP1's STACK_TOP, the stack
 * grows down below the program), calls main(0, NULL) and halts with its
 * return value (bn254_sp1_halt, sp1_rt.c).
 */
    .section .text.start, "ax", @progbits
    .globl _start
    .type _start, @function
_start:
    .option push
    .option norelax
    la gp, __global_pointer$
    .option pop
    la sp, __stack_top
    li a0, 0
    li a1, 0
    call main
    tail bn254_sp1_halt
    .size _start, . - _start

    .section .note.GNU-stack, "", @progbits
