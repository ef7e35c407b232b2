# SPDX-License-Identifier: MIT
"""pytest: names the module under test in the header (which file was
imported: the installed wheel, not a build tree), and its backend."""

import bn254_precompiles as bn254


def pytest_report_header(config):
    return "bn254 %s (C library) from %s, backend %s" % (
        bn254.__version__,
        bn254.__file__,
        bn254.backend(),
    )
