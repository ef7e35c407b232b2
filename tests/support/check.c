/* SPDX-License-Identifier: MIT */
/* check.c: the failure path of BN254_CHECK (check.h). */
#include "check.h"

#include <stdio.h>
#include <stdlib.h>

void bn254_check_failed(const char *file, int line, const char *what) {
    fprintf(stderr, "%s:%d: property failed: %s\n", file, line, what);
    abort();
}
