#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# usage: boot-i386.sh TEST-SCRIPT LSM-LIST (from boot-i386-*.test)
# Boot the native 32-bit x86 kernel (LSM_ARCH=i386 kernel/build) on
# qemu-system-i386 with lsm=LSM-LIST.  Everything in the image is an i386
# program: busybox (Debian's busybox-static:i386), the LSM selftests
# (/tests/lsm), the harness's filter test (/tests/kernel), liblsm's guest
# test (/tests/liblsm) and id-lsm's (/tests/id-lsm), so every call goes
# through the i386 table
# to the native entry points, with a 4-byte size_t and no compat layer.
# LSM_BOOT_RUN and LSM_BOOT_ARGS work as in boot-lsm.sh.
name=$(basename "$1" .test) lsm=$2
src=${srcdir:-.}
. "$src/testsuite/boot/arch-kernel.sh"
arch_kernel i386 bzImage

# Each boot builds its own image, in seconds; make check-i386 builds the
# 32-bit liblsm and id-lsm programs (under i386/).
initrd=$(mktemp "${TMPDIR:-/tmp}/lsm-initrd-i386.XXXXXX")
trap 'rm -f "$initrd"' EXIT
set -- --add "$kdir/selftests/lsm:/tests/lsm" \
	--test "$src/testsuite/kernel/guest/selftest-filter"
run=/tests/lsm,/tests/kernel
if [ -x i386/testsuite/liblsm/guest/lsm-guest-test ]; then
	set -- "$@" --test i386/testsuite/liblsm/guest/lsm-guest-test \
		--test "$src/testsuite/liblsm/guest/lsm-guest-nosecfs"
	run=$run,/tests/liblsm
fi
# id-lsm's test with a static i386 id-lsm only: Debian's id and the
# patched coreutils id are amd64 programs here (their cases say SKIP).
if [ -x i386/id-lsm/id-lsm ]; then
	set -- "$@" --test "$src/testsuite/id-lsm/guest/id-lsm-guest" \
		--add "i386/id-lsm/id-lsm:/usr/lib/lsmtest/id-lsm/id-lsm"
	run=$run,/tests/id-lsm
fi
LSM_BUSYBOX=$busybox "$src/testsuite/boot/mkinitramfs" -o "$initrd" "$@" || exit 99

mkdir -p testsuite/guest
LSM_ARCH=i386 "$src/testsuite/boot/boot" -k "$kdir/bzImage" -i "$initrd" \
	-n "${name#boot-}" -l "testsuite/guest/$name.serial" \
	-s "$src/testsuite/boot/$name.skips" ${LSM_BOOT_ARGS:+-p "$LSM_BOOT_ARGS"} \
	-t "${LSM_BOOT_TIMEOUT:-900}" \
	-a "lsm=$lsm lsmtest.run=${LSM_BOOT_RUN:-$run}${LSM_BOOT_ARGS:+ lsmtest.args=$LSM_BOOT_ARGS}"
# Failures are in the TAP already; only a broken harness (2+) is an ERROR.
rc=$?
[ $rc -le 1 ] && exit 0
exit $rc
