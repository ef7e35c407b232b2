/* SPDX-License-Identifier: MIT */
/*
 * guest_rt.h: the whole "operating system" of the RISC-V guests: three Linux
 * system calls (read from stdin, write to stdout/stderr, exit), answered by
 * qemu-user and by rvsim alike, and rvsim's measurement regions (ECALLs
 * 0x1f0/0x1f1: rvsim counts the instructions between a begin and its end;
 * qemu-user answers them with -ENOSYS, which is ignored). No other libc.
 */
#ifndef BN254_GUEST_RT_H
#define BN254_GUEST_RT_H

#include <stddef.h>

/* read(0, buf, n): bytes read, 0 at end of input, negative errno on failure. */
long bn254_guest_read(void *buf, size_t n);
/* write(fd, buf, n) until all n bytes are written: 0, or negative errno. */
long bn254_guest_write_all(int fd, const void *buf, size_t n);
/* write of a NUL-terminated string to stderr (diagnostics). */
void bn254_guest_log(const char *s);
/* exit(status): does not return. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noreturn))
#endif
void bn254_guest_exit(int status);

/* rvsim measurement region: begin (name: [A-Za-z0-9_.-], at most 63 chars), end. */
void bn254_guest_region_begin(const char *name);
void bn254_guest_region_end(void);

/* The C library functions the compilers may call even in freestanding code. */
void *memcpy(void *dst, const void *src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);

#endif /* BN254_GUEST_RT_H */
