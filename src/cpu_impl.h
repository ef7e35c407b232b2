/* SPDX-License-Identifier: MIT */
/*
 * cpu_impl.h: CPUID leaf 7 (structured extended features), EBX bit 8 = BMI2,
 * bit 19 = ADX (Intel SDM vol. 2A, CPUID; the same bits on AMD).
 */
#ifndef BN254_CPU_IMPL_H
#define BN254_CPU_IMPL_H

#include "cpu.h"
#include "util.h"

#if defined(BN254_ASM_X86_64) && !defined(BN254_X86_ADX_ALWAYS) && !defined(BN254_FREESTANDING) && \
    (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>

static int bn254_cpu_detect_adx(void) {
    unsigned int eax, ebx, ecx, edx;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    (void)eax, (void)ecx, (void)edx;
    return ((ebx >> 8) & 1) && ((ebx >> 19) & 1);
}

static void bn254_cpu_init(void) {
    bn254_cpu_adx = bn254_cpu_detect_adx();
}

/* Runs before main (and before any thread the program starts). */
__attribute__((constructor)) static void bn254_cpu_constructor(void) {
    bn254_cpu_init();
}
#elif defined(BN254_ASM_X86_64) && defined(BN254_X86_ADX_ALWAYS)
/* Built for ADX CPUs only: no detection. */
BN254_UNUSED static void bn254_cpu_init(void) {
    bn254_cpu_adx = 1;
}
__attribute__((constructor)) static void bn254_cpu_constructor(void) {
    bn254_cpu_init();
}
#else
BN254_UNUSED static void bn254_cpu_init(void) {
    bn254_cpu_adx = 0;
}
#endif

#endif /* BN254_CPU_IMPL_H */
