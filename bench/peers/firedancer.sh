#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/peers/firedancer.sh DIR OUT: builds Firedancer's BN254 code from a
# checkout DIR (firedancer-io/firedancer, pinned at 178b48f in doc/solana.md)
# into OUT/libfd_bn254.a, outside the repository: the nine
# src/ballet/bn254/fd_bn254*.c files (not Poseidon) and s2n-bignum's x86
# bignum_modinv.S (vendored in Firedancer's src/third_party/s2n-bignum), with
# the flags Firedancer's own build gives them on x86-64 (`make -n
# MACHINE=linux_gcc_x86_64` prints them; debug, warning and hardening flags
# left out). They need nothing of Firedancer but memcpy and memcmp. Used by
# bench/peers/run.sh (--firedancer) and bench/peers/solana.sh.
set -euo pipefail
dir=$1 out=$2
[[ -f "$dir/src/ballet/bn254/fd_bn254.c" ]] || { echo "firedancer.sh: $dir is not a Firedancer checkout" >&2; exit 2; }
[[ "$(uname -m)" == x86_64 ]] || { echo "firedancer.sh: x86-64 only (s2n-bignum's x86 modinv)" >&2; exit 2; }
mkdir -p "$out/obj"
flags=(-DFD_USING_GCC=1 -mfpmath=sse -falign-functions=32 -mbranch-cost=5 -falign-jumps=32
    -falign-labels=32 -falign-loops=32 -isystem "$dir/src/third_party/s2n-bignum/include"
    -fPIC -O3 -ffp-contract=off -fno-math-errno -DFD_HAS_OPTIMIZATION=1 -D_XOPEN_SOURCE=700
    -DFD_HAS_HOSTED=1 -pthread -DFD_HAS_THREADS=1 -DFD_HAS_ATOMIC=1 -march=haswell -mtune=skylake
    -DFD_HAS_INT128=1 -DFD_HAS_DOUBLE=1 -DFD_HAS_ALLOCA=1 -DFD_HAS_X86=1 -DFD_HAS_SSE=1
    -DFD_HAS_AVX=1 -std=c17 -fwrapv -DFD_HAS_S2NBIGNUM=1)
objs=()
for f in fd_bn254 fd_bn254_field fd_bn254_field_ext fd_bn254_fp12 fd_bn254_g1 fd_bn254_g2 \
    fd_bn254_g2_check fd_bn254_pairing fd_bn254_final_exp; do
    gcc "${flags[@]}" -c "$dir/src/ballet/bn254/$f.c" -o "$out/obj/$f.o"
    objs+=("$out/obj/$f.o")
done
gcc "${flags[@]}" -c "$dir/src/third_party/s2n-bignum/x86/generic/bignum_modinv.S" \
    -o "$out/obj/bignum_modinv.o"
rm -f "$out/libfd_bn254.a"
ar rcs "$out/libfd_bn254.a" "${objs[@]}" "$out/obj/bignum_modinv.o"
echo "firedancer $(git -C "$dir" rev-parse --short=10 HEAD 2>/dev/null || echo '?'): $out/libfd_bn254.a (gcc ${flags[*]:0:1} ... -O3 -march=haswell -mtune=skylake)"
