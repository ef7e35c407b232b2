/* SPDX-License-Identifier: MIT */
/*
 * sp1_rt.c: the guests' "operating system" (zkvm/guest/guest_rt.h) on SP1's
 * system calls, so that the same guest sources run in SP1's executor; plus
 * read_input / write_output, the two I/O functions of SP1's C runtime
 * (libzkevm, used by its zkvm_accelerators.h examples), for guests written
 * against that interface (sp1_bn254.c).
 *
 *   bn254_guest_read      the hint stream as a byte stream: each entry is read
 *                         whole (HINT_LEN, HINT_READ) into fresh memory above
 *                         _end, then handed out; an empty stream is the end
 *                         of input (the hosts, zkvm/sp1/host and rvsim --sp1,
 *                         cut stdin into entries of 64 KiB)
 *   bn254_guest_write_all fd 1 goes to SP1's public values (fd 13), which the
 *                         hosts print as the guest's stdout; fd 2 to stderr
 *   bn254_guest_exit      HALT with the status
 *   regions               SP1's cycle tracker: WRITE of
 *                         "cycle-tracker-report-start: <name>" and
 *                         "cycle-tracker-report-end: <name>" lines to fd 1;
 *                         the executor (built with its `profiling` feature)
 *                         adds the clock between the two to <name>. Both
 *                         lines are composed before the begin ECALL, so the
 *                         region holds only the call and two returns.
 *
 * SP1's HINT_READ writes into memory nothing has touched (v5 refuses any
 * other), 8-byte aligned on v6, and may write up to 8 bytes past the end of
 * the entry: each entry gets a fresh, aligned slot with room for that.
 */
#include <stddef.h>
#include <stdint.h>

#include "guest_rt.h"
#include "sp1_rt.h"
#include "sp1_syscalls.h"

extern char _end[]; /* sp1.ld: the end of .bss */

static uintptr_t bn254_sp1_heap;

void *bn254_sp1_hint_read(size_t *len) {
    uintptr_t n = bn254_sp1_ecall(BN254_SP1_HINT_LEN, 0, 0, 0), p;
    if (n == BN254_SP1_HINT_NONE) return NULL;
    if (bn254_sp1_heap == 0) bn254_sp1_heap = ((uintptr_t)_end + 7) & ~(uintptr_t)7;
    p = bn254_sp1_heap;
    bn254_sp1_heap += ((n + 7) & ~(uintptr_t)7) + 8;
    (void)bn254_sp1_ecall(BN254_SP1_HINT_READ, p, n, 0);
    *len = (size_t)n;
    return (void *)p;
}

/* ---- guest_rt.h ----------------------------------------------------------- */

static const uint8_t *bn254_sp1_in;
static size_t bn254_sp1_in_len;
static int bn254_sp1_in_done;

long bn254_guest_read(void *buf, size_t n) {
    uint8_t *d = (uint8_t *)buf;
    size_t i;
    while (bn254_sp1_in_len == 0) {
        if (bn254_sp1_in_done) return 0;
        bn254_sp1_in = (const uint8_t *)bn254_sp1_hint_read(&bn254_sp1_in_len);
        if (bn254_sp1_in == NULL) {
            bn254_sp1_in_done = 1;
            bn254_sp1_in_len = 0;
        }
    }
    if (n > bn254_sp1_in_len) n = bn254_sp1_in_len;
    for (i = 0; i < n; i++) d[i] = bn254_sp1_in[i];
    bn254_sp1_in += n;
    bn254_sp1_in_len -= n;
    return (long)n;
}

long bn254_guest_write_all(int fd, const void *buf, size_t n) {
    if (fd != 1 && fd != 2) return -9; /* EBADF */
    (void)bn254_sp1_ecall(BN254_SP1_WRITE,
                          fd == 1 ? BN254_SP1_FD_PUBLIC_VALUES : BN254_SP1_FD_STDERR,
                          (uintptr_t)buf, n);
    return 0;
}

void bn254_guest_log(const char *s) {
    size_t n = 0;
    while (s[n] != '\0') n++;
    (void)bn254_guest_write_all(2, s, n);
}

void bn254_sp1_halt(int status) {
    for (;;) (void)bn254_sp1_ecall(BN254_SP1_HALT, (uintptr_t)(status & 0xff), 0, 0);
}

void bn254_guest_exit(int status) {
    bn254_sp1_halt(status);
}

/* ---- regions: SP1's cycle tracker ---------------------------------------------- */

#define BN254_SP1_REGION_DEPTH 4
#define BN254_SP1_REGION_LINE 112 /* prefix (27) + name (at most 63) + '\n' */

static char bn254_sp1_region_line[BN254_SP1_REGION_DEPTH][BN254_SP1_REGION_LINE];
static size_t bn254_sp1_region_len[BN254_SP1_REGION_DEPTH];
static unsigned bn254_sp1_region_depth;

/* prefix, name (truncated to 63 characters) and '\n' into line; its length. */
static size_t bn254_sp1_region_compose(char *line, const char *prefix, const char *name) {
    size_t n = 0, i;
    for (i = 0; prefix[i] != '\0'; i++) line[n++] = prefix[i];
    for (i = 0; name[i] != '\0' && i < 63; i++) line[n++] = name[i];
    line[n++] = '\n';
    return n;
}

void bn254_guest_region_begin(const char *name) {
    char start[BN254_SP1_REGION_LINE];
    size_t len;
    unsigned d = bn254_sp1_region_depth;
    if (d == BN254_SP1_REGION_DEPTH) {
        bn254_guest_log("sp1_rt: regions nested too deeply\n");
        bn254_sp1_halt(125);
    }
    bn254_sp1_region_len[d] =
        bn254_sp1_region_compose(bn254_sp1_region_line[d], "cycle-tracker-report-end: ", name);
    len = bn254_sp1_region_compose(start, "cycle-tracker-report-start: ", name);
    bn254_sp1_region_depth = d + 1;
    (void)bn254_sp1_ecall(BN254_SP1_WRITE, BN254_SP1_FD_STDOUT, (uintptr_t)start, len);
}

void bn254_guest_region_end(void) {
    unsigned d = bn254_sp1_region_depth - 1;
    (void)bn254_sp1_ecall(BN254_SP1_WRITE, BN254_SP1_FD_STDOUT, (uintptr_t)bn254_sp1_region_line[d],
                          bn254_sp1_region_len[d]);
    bn254_sp1_region_depth = d;
}

/* ---- SP1's C runtime I/O (libzkevm) --------------------------------------------- */

void read_input(const uint8_t **buf_ptr, size_t *buf_size) {
    size_t len = 0;
    const uint8_t *p = (const uint8_t *)bn254_sp1_hint_read(&len);
    *buf_ptr = p;
    *buf_size = p != NULL ? len : 0;
}

void write_output(const uint8_t *output, size_t size) {
    (void)bn254_sp1_ecall(BN254_SP1_WRITE, BN254_SP1_FD_PUBLIC_VALUES, (uintptr_t)output, size);
}
