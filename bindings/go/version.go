// SPDX-License-Identifier: MIT

package bn254

// Version is the release of this module, the same as the C library's
// (include/bn254.h, BN254_VERSION_*; TestVersionMatchesC checks it). Go
// takes a module's version from the repository tag, here v0.2.0 at the
// repository root, where go.mod is; this constant only says which release
// the code is.
const Version = "0.2.0"
