#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# usage: boot-arm64.sh TEST-SCRIPT LSM-LIST (from boot-arm64-*.test)
# Boot the arm64 kernel (LSM_ARCH=arm64 kernel/build) on qemu-system-aarch64
# -M virt with lsm=LSM-LIST, and run the LSM selftests and liblsm's guest
# test built for aarch64 (/tests/lsm, /tests/liblsm) and for armhf
# (/tests/lsm32, /tests/liblsm/armhf): the armhf ones reach the kernel
# through arm64's unistd32.h and the compat entry points.
name=$(basename "$1" .test) lsm=$2
src=${srcdir:-.}
. "$src/testsuite/boot/arch-kernel.sh"
arch_kernel arm64 Image

# Each boot builds its own image: the two boots may run at once, and it
# only takes seconds.  make check-arm64 builds the liblsm guest tests.
initrd=$(mktemp "${TMPDIR:-/tmp}/lsm-initrd-arm64.XXXXXX")
trap 'rm -f "$initrd"' EXIT
set -- --add "$kdir/selftests/lsm:/tests/lsm" --add "$kdir/selftests/lsm32:/tests/lsm32"
run=/tests/lsm,/tests/lsm32
# The armhf build beside the aarch64 one, in a folder named after its
# ABI, as the selftests' lsm32 is beside lsm.
for abi in arm64 armhf; do
	dir=/tests/liblsm
	[ $abi = arm64 ] || dir=$dir/$abi
	if [ -x "$abi/testsuite/liblsm/guest/lsm-guest-test" ]; then
		set -- "$@" --add "$abi/testsuite/liblsm/guest/lsm-guest-test:$dir/lsm-guest-test" \
			--add "$src/testsuite/liblsm/guest/lsm-guest-nosecfs:$dir/lsm-guest-nosecfs"
		run=$run,$dir
	fi
done
LSM_BUSYBOX=$busybox "$src/testsuite/boot/mkinitramfs" -o "$initrd" "$@" || exit 99

mkdir -p testsuite/guest
LSM_ARCH=arm64 "$src/testsuite/boot/boot" -k "$kdir/Image" -i "$initrd" \
	-n "${name#boot-}" -l "testsuite/guest/$name.serial" \
	-s "$src/testsuite/boot/$name.skips" \
	-t "${LSM_BOOT_TIMEOUT:-1500}" -a "lsm=$lsm lsmtest.run=$run"
# Failures are in the TAP already; only a broken harness (2+) is an ERROR.
rc=$?
[ $rc -le 1 ] && exit 0
exit $rc
