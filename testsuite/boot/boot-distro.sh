#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# usage: boot-distro.sh TEST-SCRIPT LSM-LIST (from boot-distribution*.test)
# Our kernel as a distribution builds it: kernel/distribution.config
# turns CONFIG_SECURITY_LSM_V4_SYSCALLS off, so only the 6.8 interface
# (459-461) is there and 451-453 must answer ENOSYS, as Debian's stock
# 6.1 does, to a program that makes them as cachestat, fchmodat2 and
# map_shadow_stack (/tests/kernel/calls-451-453).  Runs Linux 6.12's own
# selftests and, once more, liblsm's, the adapters', id-lsm's and the
# seccomp profiles' guest tests: liblsm takes its mainline path on our
# kernel here.  v4's selftests (/tests/lsm*) are left out: they need
# 451-453.  The kernel is LSM_DISTRO_KERNEL_DIR=$(kernel/build
# distribution.config | tail -n1); without it the boot says SKIP.
if [ "${LSM_NO_GUEST:-}" = 1 ] || [ -z "${LSM_DISTRO_KERNEL_DIR:-}" ]; then
	echo "1..0 # SKIP no distribution kernel given (LSM_DISTRO_KERNEL_DIR=\$(kernel/build distribution.config | tail -n1)), or LSM_NO_GUEST=1"
	exit 0
fi
LSM_KERNEL_DIR=$LSM_DISTRO_KERNEL_DIR LSM_BOOT_KERNEL_NAME=distribution \
	LSM_BOOT_RUN=${LSM_BOOT_RUN:-/tests/kernel/calls-451-453,/tests/lsm-6.12,/tests/liblsm,/tests/apparmor,/tests/id-lsm,/tests/seccomp} \
	exec "${srcdir:-.}/testsuite/boot/boot-lsm.sh" "$@"
