# SPDX-License-Identifier: MIT
# Shared part of the cross toolchain files beside it: Debian's cross compilers
# (<triplet>-gcc from crossbuild-essential-arm64, gcc-arm-linux-gnueabihf,
# gcc-s390x-linux-gnu, gcc-riscv64-linux-gnu, gcc-i686-linux-gnu), cmocka
# built for the target, and qemu-user as CMAKE_CROSSCOMPILING_EMULATOR, so
# that ctest runs every test under emulation.
#
# The including file sets:
#   BN254_CROSS_PROCESSOR  CMAKE_SYSTEM_PROCESSOR (aarch64, armv7l, s390x, ...)
#   BN254_CROSS_TRIPLET    the compiler prefix and /usr/<triplet> runtime root
#   BN254_CROSS_MULTIARCH  Debian's multiarch folder name (/usr/lib/<multiarch>)
#   BN254_CROSS_QEMU       the qemu-user binary suffix (qemu-<suffix>)
# cmocka for the target comes from, as -D or environment variable,
#   BN254_CROSS_PKG_ROOT   a folder holding Debian's libcmocka0 and
#                          libcmocka-dev of the target unpacked with
#                          dpkg-deb -x (what .ci/cross.sh does): its
#                          usr/lib/<multiarch>/pkgconfig is searched;
# or, without it, from Debian's multiarch packages installed on the build
# machine (dpkg --add-architecture <arch>; apt-get install libcmocka-dev:<arch>).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR ${BN254_CROSS_PROCESSOR})
set(CMAKE_C_COMPILER ${BN254_CROSS_TRIPLET}-gcc)
set(CMAKE_CXX_COMPILER ${BN254_CROSS_TRIPLET}-g++)
set(CMAKE_ASM_COMPILER ${BN254_CROSS_TRIPLET}-gcc)

# Programs (pkg-config, qemu) come from the build machine; headers and
# libraries are found through the cross compiler's own multiarch search path.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)

# pkg-config answers for the target, never with the build machine's .pc files.
# This file is read again for each try_compile, which does not see -D values:
# the environment carries BN254_CROSS_PKG_ROOT to those later reads.
if(BN254_CROSS_PKG_ROOT)
  set(ENV{BN254_CROSS_PKG_ROOT} "${BN254_CROSS_PKG_ROOT}")
elseif(DEFINED ENV{BN254_CROSS_PKG_ROOT})
  set(BN254_CROSS_PKG_ROOT "$ENV{BN254_CROSS_PKG_ROOT}")
endif()
set(ENV{PKG_CONFIG_PATH} "")
if(BN254_CROSS_PKG_ROOT)
  set(ENV{PKG_CONFIG_LIBDIR} "${BN254_CROSS_PKG_ROOT}/usr/lib/${BN254_CROSS_MULTIARCH}/pkgconfig")
  set(ENV{PKG_CONFIG_SYSROOT_DIR} "${BN254_CROSS_PKG_ROOT}")
  # Keep -I<root>/usr/include and -L<root>/usr/lib/...: they are not this system's.
  set(ENV{PKG_CONFIG_ALLOW_SYSTEM_CFLAGS} 1)
  set(ENV{PKG_CONFIG_ALLOW_SYSTEM_LIBS} 1)
else()
  set(ENV{PKG_CONFIG_LIBDIR} "/usr/lib/${BN254_CROSS_MULTIARCH}/pkgconfig:/usr/share/pkgconfig")
endif()

# qemu-user runs the target's programs. The ELF interpreter and libc.so.6
# must come from the same glibc build (a mix of two builds, say Debian's
# multiarch libc6:<arch> and the cross runtime libc6-<arch>-cross, or the
# build machine's 32-bit libc in /usr/lib32, loops forever in pthread_create).
# With the multiarch runtime installed (libc6:<arch>), both are found in / as
# on the target. Otherwise -L takes the interpreter from Debian's cross
# runtime in /usr/<triplet>, and LD_LIBRARY_PATH (set for the target program
# only) the libraries, ahead of the build machine's /etc/ld.so.cache. Cached,
# so -DCMAKE_CROSSCOMPILING_EMULATOR=... overrides it and scripts can read it
# from CMakeCache.txt.
find_program(BN254_CROSS_QEMU_PROGRAM
             NAMES qemu-${BN254_CROSS_QEMU} qemu-${BN254_CROSS_QEMU}-static)
if(NOT BN254_CROSS_QEMU_PROGRAM)
  message(WARNING "qemu-${BN254_CROSS_QEMU} not found (Debian package qemu-user): "
                  "the tests are built but ctest cannot run them")
elseif(EXISTS "/usr/lib/${BN254_CROSS_MULTIARCH}/libc.so.6")
  set(CMAKE_CROSSCOMPILING_EMULATOR "${BN254_CROSS_QEMU_PROGRAM}"
      CACHE STRING "Runs target programs")
else()
  set(CMAKE_CROSSCOMPILING_EMULATOR
      "${BN254_CROSS_QEMU_PROGRAM};-L;/usr/${BN254_CROSS_TRIPLET}"
      "-E;LD_LIBRARY_PATH=/usr/${BN254_CROSS_TRIPLET}/lib"
      CACHE STRING "Runs target programs")
endif()
