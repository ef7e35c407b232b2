/* SPDX-License-Identifier: MIT */
/*
 * cpu_x86_64.h: run-time detection of the CPU features the x86-64 assembly
 * kernels need, BMI2 (MULX) and ADX (ADCX/ADOX): CPUID leaf 7, subleaf 0,
 * EBX bit 8 = BMI2, bit 19 = ADX (Intel SDM vol. 2A, "CPUID"; the same bits
 * on AMD). Included only by kernels_x86_64.h, the one file that reads the
 * flag.
 *
 * bn254_cpu_adx is the library's one piece of mutable global state. A
 * constructor writes it once, before main and before any thread the program
 * starts; afterwards it is only read, so there is no data race. Its default,
 * 0, selects the portable product, which is always correct: code that runs
 * before the constructor (another library's constructor) is merely slower.
 * Tests may change it through bn254_kern_force_portable() (kernels_x86_64.h).
 *
 * With BN254_X86_ADX_ALWAYS (-DBN254_X86_ADX=ON) the build is for ADX CPUs
 * only; a freestanding build (BN254_FREESTANDING) cannot run CPUID through
 * the C library's <cpuid.h> and stays on the portable product unless it asks
 * for ADX always. Neither has the flag (BN254_CPU_DETECTION 0).
 */
#ifndef BN254_CPU_X86_64_H
#define BN254_CPU_X86_64_H

#include "../../util.h"

#if !defined(BN254_X86_ADX_ALWAYS) && !defined(BN254_FREESTANDING) && \
    (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#define BN254_CPU_DETECTION 1

/* 1 if the ADX kernels are in use. */
static int bn254_cpu_adx;

static int bn254_cpu_detect_adx(void) {
    unsigned int eax, ebx, ecx, edx;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    (void)eax, (void)ecx, (void)edx;
    return ((ebx >> 8) & 1) && ((ebx >> 19) & 1);
}

/* Runs before main (and before any thread the program starts). */
__attribute__((constructor)) static void bn254_cpu_constructor(void) {
    bn254_cpu_adx = bn254_cpu_detect_adx();
}
#else
#define BN254_CPU_DETECTION 0
#endif

#endif /* BN254_CPU_X86_64_H */
