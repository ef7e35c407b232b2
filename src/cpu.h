/* SPDX-License-Identifier: MIT */
/*
 * cpu.h: run-time CPU feature detection for the x86-64 kernels.
 *
 * The one piece of global state in the library: bn254_cpu_adx, 1 when the
 * CPU has BMI2 (MULX) and ADX (ADCX/ADOX). It is written once, before main,
 * by a constructor; every later access only reads it, so there is no data
 * race. Its default, 0, selects the portable kernels, which are always
 * correct: code running before the constructor (another library's
 * constructor) is merely slower. Tests may set it to force either path.
 */
#ifndef BN254_CPU_H
#define BN254_CPU_H

/* 1 if the ADX kernels are in use (meaningful with BN254_ASM_X86_64). */
static int bn254_cpu_adx;

/* Detect the features (idempotent, no side effect besides the flag). */
static void bn254_cpu_init(void);

#endif /* BN254_CPU_H */
