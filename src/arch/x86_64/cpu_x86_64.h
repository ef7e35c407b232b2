/* SPDX-License-Identifier: MIT */
/*
 * cpu_x86_64.h: run-time detection of the CPU features the x86-64 assembly
 * kernels need, BMI2 (MULX) and ADX (ADCX/ADOX): CPUID leaf 7, subleaf 0,
 * EBX bit 8 = BMI2, bit 19 = ADX (Intel SDM vol. 2A, "CPUID"; the same bits
 * on AMD). Included only by kernels_x86_64.h, the one file that reads the
 * flag.
 *
 * bn254_cpu_adx and bn254_cpu_ifma (below) are the library's only mutable
 * global state, the CPU-feature flags. A constructor writes them once, before
 * main and before any thread the program starts; afterwards they are only
 * read, so there is no data race. Their default, 0, selects the portable
 * code, which is always correct: code that runs before the constructor
 * (another library's constructor) is merely slower.
 * Tests may change them (tests/support/lib_refs.h, bn254_kern_force_portable).
 *
 * bn254_cpu_ifma, written by the same constructor, says whether the Fp12
 * lane kernels (fp12_ifma.h) may run: AVX-512F (CPUID 7.0 EBX bit 16) and
 * AVX-512 IFMA (bit 21), and an operating system that saves the vector
 * state (CPUID 1 ECX bit 27 OSXSAVE, and XGETBV(0) with the SSE, AVX,
 * opmask, ZMM_Hi256 and Hi16_ZMM bits 1, 2, 5, 6, 7 set; Intel SDM vol. 1,
 * 15.2 "Detection of AVX-512"). Under valgrind, which has no AVX-512, CPUID
 * reports none and the scalar tower runs. With BN254_X86_IFMA_OFF (CMake
 * -DBN254_X86_IFMA=OFF) there are no lanes and no such flag; with
 * BN254_IFMA_EMULATE (-DBN254_X86_IFMA=EMULATE, tests) the lanes run on a
 * portable emulation of their instructions (ifma_emu.h), so the flag is 1
 * whatever the CPU.
 *
 * With BN254_X86_ADX_ALWAYS (-DBN254_X86_ADX=ON) the build is for ADX CPUs
 * only; a freestanding build (BN254_FREESTANDING) cannot run CPUID through
 * the C library's <cpuid.h> and stays on the portable product unless it asks
 * for ADX always. Neither has the flags (BN254_CPU_DETECTION 0), and neither
 * uses the lane kernels.
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

#if !defined(BN254_X86_IFMA_OFF)
/* 1 if the Fp12 lane kernels are in use. */
static int bn254_cpu_ifma;

static int bn254_cpu_detect_ifma(void) {
#if defined(BN254_IFMA_EMULATE)
    return 1;
#else
    unsigned int eax, ebx, ecx, edx, xcr0_lo, xcr0_hi;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid(1, eax, ebx, ecx, edx);
    if (!((ecx >> 27) & 1)) return 0;
    __asm__ volatile("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
    (void)xcr0_hi;
    if ((xcr0_lo & 0xe6) != 0xe6) return 0;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    (void)eax, (void)ecx, (void)edx;
    return ((ebx >> 16) & 1) && ((ebx >> 21) & 1);
#endif
}
#endif

/* Runs before main (and before any thread the program starts). */
__attribute__((constructor)) static void bn254_cpu_constructor(void) {
    bn254_cpu_adx = bn254_cpu_detect_adx();
#if !defined(BN254_X86_IFMA_OFF)
    bn254_cpu_ifma = bn254_cpu_detect_ifma();
#endif
}
#else
#define BN254_CPU_DETECTION 0
#endif

#endif /* BN254_CPU_X86_64_H */
