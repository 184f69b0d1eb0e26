# SPDX-License-Identifier: GPL-2.0-or-later
# Sourced by boot-arm64.sh and boot-i386.sh, after src is set: the kernel
# and the busybox of another architecture, or why the boot cannot run.
# arch_kernel ARCH IMAGE: sets kdir (from LSM_<ARCH>_KERNEL_DIR, which
# must hold IMAGE) and busybox (testsuite/boot/busybox-debian ARCH); otherwise
# ends the boot with its whole-test SKIP, or a Bail out! for busybox.
arch_kernel() {
	if [ "${LSM_NO_GUEST:-}" = 1 ]; then
		echo "1..0 # SKIP LSM_NO_GUEST=1: guest boots disabled"
		exit 0
	fi
	var=LSM_$(echo "$1" | tr '[:lower:]' '[:upper:]')_KERNEL_DIR
	eval "kdir=\${$var:-}"
	if [ -z "$kdir" ] || [ ! -f "$kdir/$2" ]; then
		echo "1..0 # SKIP no $1 kernel given ($var=\$(LSM_ARCH=$1 kernel/build | tail -n1))"
		exit 0
	fi
	busybox=$("$src/testsuite/boot/busybox-debian" "$1") ||
		{ echo "Bail out! no $1 busybox (testsuite/boot/busybox-debian $1)"; exit 99; }
}
