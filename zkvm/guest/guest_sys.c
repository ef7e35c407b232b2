/* SPDX-License-Identifier: MIT */
/*
 * guest_sys.c: the system calls of guest_rt.h as RISC-V ECALLs (Linux
 * calling convention: number in a7, arguments in a0..a2, result in a0; RISC-V
 * Linux uses the asm-generic numbers: read 63, write 64, exit 93).
 */
#include "guest_rt.h"

#define BN254_GUEST_SYS_READ 63
#define BN254_GUEST_SYS_WRITE 64
#define BN254_GUEST_SYS_EXIT 93
#define BN254_GUEST_REGION_BEGIN 0x1f0
#define BN254_GUEST_REGION_END 0x1f1

static long bn254_guest_ecall3(long num, long arg0, long arg1, long arg2) {
    register long a0 __asm__("a0") = arg0;
    register long a1 __asm__("a1") = arg1;
    register long a2 __asm__("a2") = arg2;
    register long a7 __asm__("a7") = num;
    __asm__ volatile("ecall" : "+r"(a0) : "r"(a1), "r"(a2), "r"(a7) : "memory");
    return a0;
}

long bn254_guest_read(void *buf, size_t n) {
    return bn254_guest_ecall3(BN254_GUEST_SYS_READ, 0, (long)buf, (long)n);
}

long bn254_guest_write_all(int fd, const void *buf, size_t n) {
    const char *p = (const char *)buf;
    while (n > 0) {
        long put = bn254_guest_ecall3(BN254_GUEST_SYS_WRITE, fd, (long)p, (long)n);
        if (put == -4) continue;                 /* EINTR */
        if (put <= 0) return put < 0 ? put : -5; /* EIO for a write of nothing */
        p += put;
        n -= (size_t)put;
    }
    return 0;
}

void bn254_guest_log(const char *s) {
    size_t n = 0;
    while (s[n] != '\0') n++;
    (void)bn254_guest_write_all(2, s, n);
}

void bn254_guest_exit(int status) {
    for (;;) (void)bn254_guest_ecall3(BN254_GUEST_SYS_EXIT, status, 0, 0);
}

void bn254_guest_region_begin(const char *name) {
    (void)bn254_guest_ecall3(BN254_GUEST_REGION_BEGIN, (long)name, 0, 0);
}

void bn254_guest_region_end(void) {
    (void)bn254_guest_ecall3(BN254_GUEST_REGION_END, 0, 0, 0);
}
