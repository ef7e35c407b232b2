/* SPDX-License-Identifier: MIT */
/*
 * bench_driver.h: the driver shared by bench_precompiles and bench_internal,
 * implemented in bench_driver.cc: flag handling, the header line, and a
 * console reporter wrapped to collect the runs and print a markdown table at
 * the end. Declarations only, in the common subset of C and C++, so that all
 * the C++ stays in the .cc files.
 */
#ifndef BN254_BENCH_DRIVER_H
#define BN254_BENCH_DRIVER_H

/*
 * benchmark::Initialize on argc/argv, then reject unknown arguments (remove
 * the program's own flags first). extra_help is printed before the library's
 * --help text. Returns 0, or 1 after printing why not.
 */
int bn254_bench_init(int *argc, char **argv, const char *extra_help);

/*
 * The first line of the report: program, library version, backend, CPU, build
 * flags; then detail on a line of its own unless NULL. To stdout, or to stderr
 * when --benchmark_format is not console (not to spoil json or csv).
 */
void bn254_bench_print_header(const char *program, const char *backend, const char *detail);

/*
 * Run every registered benchmark, then print the markdown table (with gas
 * and Mgas/s columns, from the "gas" counter, when with_gas is non-zero).
 * Returns the process exit status: 1 if a benchmark reported an error.
 */
int bn254_bench_run(int with_gas);

#endif /* BN254_BENCH_DRIVER_H */
