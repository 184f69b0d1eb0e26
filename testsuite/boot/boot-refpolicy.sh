#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# usage: boot-refpolicy.sh TEST-SCRIPT ours|stock-6.1|stock-6.12
# SELinux as Debian ships it: the refpolicy image (testsuite/refpolicy/),
# whose /sbin/init loads Debian's reference policy, enforcing, and runs
# the tests of /tests/refpolicy and coreutils' own SELinux tests as
# root's login context, on this project's kernel (the calls), or on
# Debian's stock 6.1 (no calls: the libraries' /proc paths) or 6.12
# (mainline's calls), those two in the expensive tier.
name=$1 which=$2
export LSM_BOOT_INITRD=guest/initramfs-refpolicy.cpio.gz \
	LSM_BOOT_CMDLINE=rdinit=/sbin/init \
	LSM_BOOT_RUN=${LSM_BOOT_RUN:-/tests/refpolicy,/tests/coreutils-suite}
lsm=lockdown,capability,selinux
if [ "$which" = ours ]; then
	exec "${srcdir:-.}/testsuite/boot/boot-lsm.sh" "$name" "$lsm"
fi
if [ "${LSM_NO_GUEST:-}" != 1 ] && [ -n "${LSM_KERNEL_DIR:-}" ] &&
   [ "${RUN_EXPENSIVE_TESTS:-}" != yes ]; then
	echo "1..0 # SKIP expensive tier: ./run-tests --expensive (or RUN_EXPENSIVE_TESTS=yes) runs it"
	exit 0
fi
exec "${srcdir:-.}/testsuite/boot/boot-stock.sh" "$name" "$which" "$lsm"
