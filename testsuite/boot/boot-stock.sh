#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# usage: boot-stock.sh TEST-SCRIPT stock-6.12|stock-6.1 [LSM-LIST]
# Boot one of Debian's stock kernels (testsuite/boot/stock-kernels) and run only
# liblsm's, the AppArmor adapter's, id-lsm's and the seccomp profiles'
# guest tests, and what 451-453 answer a 6.5+ program
# (/tests/kernel/calls-451-453): the kernel selftests need this
# project's kernel.  Another
# boot of a stock kernel gives its own LSM_BOOT_RUN (and image, see
# boot-lsm.sh) and LSM-LIST (default: the kernel's own); LSM_BOOT_RUN_MORE
# adds to the default list (boot-stock-6.12.test: Linux 6.12's selftests).
want=$2
# Debian's kernels are fetched only for a run that has ours to boot, so
# make distcheck and the Debian build fetch nothing.
if [ "${LSM_NO_GUEST:-}" = 1 ] || [ -z "${LSM_KERNEL_DIR:-}" ]; then
	echo "1..0 # SKIP no LSM_KERNEL_DIR (or LSM_NO_GUEST=1): stock kernels not fetched"
	exit 0
fi
kernel=$("${srcdir:-.}/testsuite/boot/stock-kernels" 2>/dev/null |
	awk -v k="$want" '$1 == k { print $2 }')
if [ -z "$kernel" ] || [ ! -f "$kernel" ]; then
	echo "1..0 # SKIP no $want kernel (testsuite/boot/stock-kernels failed)"
	exit 0
fi
LSM_BOOT_KERNEL=$kernel LSM_BOOT_KERNEL_NAME=$want \
	LSM_BOOT_RUN=${LSM_BOOT_RUN:-/tests/liblsm,/tests/apparmor,/tests/id-lsm,/tests/seccomp,/tests/kernel/calls-451-453${LSM_BOOT_RUN_MORE:+,$LSM_BOOT_RUN_MORE}} \
	exec "${srcdir:-.}/testsuite/boot/boot-lsm.sh" "$1" "${3:-}"
