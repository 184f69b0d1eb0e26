#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# usage: boot-aa-suite.sh TEST-SCRIPT ours|stock-6.12|stock-6.1 calls|proc
# AppArmor's own regression suite (testsuite/apparmor-suite/
# aa-suite-guest), control and adapter builds, in one boot of a kernel
# with lsm=lockdown,capability,apparmor: this project's (our calls),
# Debian's stock 6.12 (mainline's calls) or stock 6.1 (no calls: the
# adapter's /proc path); the last argument says which path the adapter
# takes there.  Its image is guest/initramfs-aasuite.cpio.gz (make builds
# it), with the stock kernel's modules.cpio.gz appended for a stock boot.  LSM_AA_SUITE_SCRIPTS (comma-separated) runs only those scripts.
name=$1 which=$2 mode=$3
if [ "${LSM_NO_GUEST:-}" = 1 ] || [ -z "${LSM_KERNEL_DIR:-}" ]; then
	echo "1..0 # SKIP no LSM_KERNEL_DIR (or LSM_NO_GUEST=1): nothing to boot"
	exit 0
fi
initrd=guest/initramfs-aasuite.cpio.gz
# On Debian's kernels the suite is the expensive tier's: about 14 minutes
# of a core for both kernels, and the adapter's paths there are checked
# by the stock boots of the default tier too.
if [ "$which" != ours ] && [ "${RUN_EXPENSIVE_TESTS:-}" != yes ]; then
	echo "1..0 # SKIP expensive tier: ./run-tests --expensive (or RUN_EXPENSIVE_TESTS=yes) runs it"
	exit 0
fi
if [ "$which" != ours ]; then
	# Debian's kernels are fetched only for a run that has ours to boot.
	LSM_BOOT_KERNEL=$("${srcdir:-.}/testsuite/boot/stock-kernels" 2>/dev/null |
		awk -v k="$which" '$1 == k { print $2 }')
	if [ -z "$LSM_BOOT_KERNEL" ] || [ ! -f "$LSM_BOOT_KERNEL" ]; then
		echo "1..0 # SKIP no $which kernel (testsuite/boot/stock-kernels failed)"
		exit 0
	fi
	LSM_BOOT_KERNEL_NAME=$which
	export LSM_BOOT_KERNEL LSM_BOOT_KERNEL_NAME
	# Their loop and ext4 modules (pivot_root.sh), appended to the image.
	[ -f "$initrd" ] || { echo "Bail out! no $initrd (make builds it)"; exit 99; }
	both=$(mktemp "${TMPDIR:-/tmp}/lsm-aasuite.XXXXXX") || exit 99
	trap 'rm -f "$both"' EXIT
	cat "$initrd" "${LSM_BOOT_KERNEL%/*}/modules.cpio.gz" >"$both" || exit 99
	initrd=$both
fi
# Two builds of 12 scripts under TCG: about 7 minutes on an idle machine.
# lsmtest.newroot=1: the guest runs from a tmpfs, which pivot_root(2)
# can move (not from the initramfs's rootfs).  Not exec: the trap above
# removes the appended image.
LSM_BOOT_INITRD=$initrd \
LSM_BOOT_CMDLINE="lsmtest.newroot=1${LSM_BOOT_CMDLINE:+ $LSM_BOOT_CMDLINE}" \
LSM_BOOT_RUN=/tests/apparmor-suite/aa-suite-guest \
LSM_BOOT_ARGS=$mode${LSM_AA_SUITE_SCRIPTS:+,$LSM_AA_SUITE_SCRIPTS} \
LSM_BOOT_PROGRAM_TIMEOUT=${LSM_BOOT_PROGRAM_TIMEOUT:-2400} \
LSM_BOOT_TIMEOUT=${LSM_BOOT_TIMEOUT:-3000} \
	"${srcdir:-.}/testsuite/boot/boot-lsm.sh" "$name" lockdown,capability,apparmor
