#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# usage: boot-debug.sh TEST-SCRIPT LSM-LIST (from boot-debug-*.test)
# boot-lsm.sh on the debug kernel (KASAN, kmemleak, lockdep, UBSAN): the
# same tests, and any report in its log fails the boot.  lsm_fuzz_test
# makes 10^5 calls in the 64-bit run (10^6 in the expensive tier,
# RUN_EXPENSIVE_TESTS=yes) and 30 000 in the 32-bit one (the compat entry
# points, checked call by call in every other test too).  Measured beside
# another boot (make -j2), 10^6 calls took SELinux 302 s, Smack 111 s and
# AppArmor 83 s under TCG; the guest's limit for one program and the
# boot's leave room for a machine six times slower.
LSM_KERNEL_DIR=${LSM_DEBUG_KERNEL_DIR:-}
fuzz_calls=100000
[ "${RUN_EXPENSIVE_TESTS:-}" = yes ] && fuzz_calls=1000000
LSM_BOOT_FUZZ_CALLS=${LSM_BOOT_FUZZ_CALLS:-$fuzz_calls}
LSM_BOOT_FUZZ_CALLS32=${LSM_BOOT_FUZZ_CALLS32:-30000}
LSM_BOOT_PROGRAM_TIMEOUT=${LSM_BOOT_PROGRAM_TIMEOUT:-1800}
LSM_BOOT_TIMEOUT=${LSM_BOOT_TIMEOUT:-2400}
export LSM_KERNEL_DIR LSM_BOOT_FUZZ_CALLS LSM_BOOT_FUZZ_CALLS32 \
	LSM_BOOT_PROGRAM_TIMEOUT LSM_BOOT_TIMEOUT
exec "${srcdir:-.}/testsuite/boot/boot-lsm.sh" "$@"
