/* SPDX-License-Identifier: MIT */
/*
 * sp1_rt.h: what sp1_rt.c offers besides zkvm/guest/guest_rt.h: SP1's C
 * runtime I/O (the functions of SP1's libzkevm that its zkvm_accelerators.h
 * examples call), the next hint-stream entry, and HALT.
 */
#ifndef BN254_SP1_RT_H
#define BN254_SP1_RT_H

#include <stddef.h>
#include <stdint.h>

/* The next hint-stream entry (the whole private input, if the host wrote it
 * as one entry): *buf_ptr = NULL and *buf_size = 0 if there is none. */
void read_input(const uint8_t **buf_ptr, size_t *buf_size);
/* Appends size bytes to the public values (SP1's fd 13). */
void write_output(const uint8_t *output, size_t size);

/* The next hint-stream entry, read into fresh memory (8-byte aligned), or
 * NULL if the stream is empty. */
void *bn254_sp1_hint_read(size_t *len);

/* HALT with status & 0xff. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noreturn))
#endif
void bn254_sp1_halt(int status);

#endif /* BN254_SP1_RT_H */
