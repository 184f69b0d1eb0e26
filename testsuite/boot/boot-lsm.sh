#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# usage: boot-lsm.sh TEST-SCRIPT LSM-LIST (from testsuite/boot/boot-*.test)
# Boot this project's kernel with lsm=LSM-LIST and run its LSM selftests,
# Linux 6.12's own (/tests/lsm-6.12, testsuite/mainline-selftests/: the
# mainline calls judged by mainline's tests, the stock 6.12 boot their
# control), the harness's filter test (/tests/kernel), liblsm's guest tests
# (lsm-guest-test twice: lsm-guest-nosecfs runs it again with securityfs
# unmounted), the AppArmor adapter's, id-lsm's and the seccomp profiles'.
# LSM_BOOT_KERNEL boots another kernel (then an empty LSM-LIST keeps its
# default), LSM_BOOT_RUN picks the programs (a comma-separated list of
# files and folders in the guest) and LSM_BOOT_ARGS gives them arguments
# (commas for spaces).  LSM_BOOT_FUZZ_CALLS, LSM_BOOT_FUZZ_CALLS32 and
# LSM_FUZZ_SEED reach lsm_fuzz_test as lsmtest.fuzz_calls=,
# lsmtest.fuzz_calls32= (its 32-bit build's count) and lsmtest.fuzz_seed=
# (boot-debug.sh asks for 10^5, or 10^6 in the expensive tier, and
# 30 000; the seed, printed, replays a run).  LSM_BOOT_PROGRAM_TIMEOUT is the guest's limit for one program
# (lsmtest.timeout=, 120 s by default), LSM_BOOT_TIMEOUT the boot's.
# LSM_BOOT_CMDLINE: more kernel arguments (enforcing=1).
# LSM_BOOT_KERNEL_NAME says which kernel boots, as lsmtest.kernel= (the
# guest tests whose answers depend on it read it, and never guess):
# ours (the default: LSM_KERNEL_DIR's kernel, kernel/lsm.config, v4's
# numbers on), distribution (kernel/distribution.config), stock-6.1 or
# stock-6.12.  A boot that gives LSM_BOOT_KERNEL names its kernel too.
name=$(basename "$1" .test) lsm=$2
kdir=${LSM_KERNEL_DIR:-}
kname=${LSM_BOOT_KERNEL_NAME:-}
[ -z "$kname" ] && [ -z "${LSM_BOOT_KERNEL:-}" ] && kname=ours
# make distcheck and the Debian build boot nothing.
if [ "${LSM_NO_GUEST:-}" = 1 ]; then
	echo "1..0 # SKIP LSM_NO_GUEST=1: guest boots disabled"
	exit 0
fi
kernel=${LSM_BOOT_KERNEL:-$kdir/bzImage}
# A boot script may add to the default list with LSM_BOOT_RUN_MORE.
run=${LSM_BOOT_RUN:-/tests/lsm,/tests/lsm32,/tests/lsmx32,/tests/lsm-6.12,/tests/kernel,/tests/liblsm,/tests/apparmor,/tests/id-lsm,/tests/seccomp${LSM_BOOT_RUN_MORE:+,$LSM_BOOT_RUN_MORE}}
if [ -z "${LSM_BOOT_KERNEL:-}" ] && { [ -z "$kdir" ] || [ ! -f "$kdir/bzImage" ]; }; then
	echo "1..0 # SKIP no kernel built (run kernel/build)"
	exit 0
fi
# make builds the image (see Makefile.am); by hand, build one here.
initrd=guest/initramfs-tests.cpio.gz
# LSM_BOOT_INITRD: a boot's own image (the SELinux policy boots'), built by make.
if [ -n "${LSM_BOOT_INITRD:-}" ]; then
	initrd=$LSM_BOOT_INITRD
	[ -f "$initrd" ] || { echo "Bail out! no $initrd (make builds it)"; exit 99; }
fi
if [ ! -f "$initrd" ]; then
	initrd=$(mktemp "${TMPDIR:-/tmp}/lsm-initrd.XXXXXX")
	trap 'rm -rf "$initrd" "$initrd.d"' EXIT
	set --
	for d in lsm lsm32 lsmx32; do
		[ -d "$kdir/selftests/$d" ] && set -- "$@" --add "$kdir/selftests/$d:/tests/$d"
	done
	set -- "$@" --test "${srcdir:-.}/testsuite/kernel/guest/selftest-filter"
	mainline=$("${srcdir:-.}/testsuite/mainline-selftests/image-args" "$initrd.d") ||
		exit 99
	# shellcheck disable=SC2086 # image-args prints words
	set -- "$@" $mainline
	[ -x testsuite/liblsm/guest/lsm-guest-test ] &&
		set -- "$@" --test testsuite/liblsm/guest/lsm-guest-test \
			--test "${srcdir:-.}/testsuite/liblsm/guest/lsm-guest-nosecfs"
	"${srcdir:-.}/testsuite/boot/mkinitramfs" -o "$initrd" "$@" || exit 99
fi
mkdir -p testsuite/guest
"${srcdir:-.}/testsuite/boot/boot" -k "$kernel" -i "$initrd" -n "${name#boot-}" \
	-l "testsuite/guest/$name.serial" -t "${LSM_BOOT_TIMEOUT:-900}" \
	-s "${srcdir:-.}/testsuite/boot/$name.skips" ${LSM_BOOT_ARGS:+-p "$LSM_BOOT_ARGS"} \
	-a "${lsm:+lsm=$lsm }${LSM_BOOT_CMDLINE:+$LSM_BOOT_CMDLINE }lsmtest.run=$run${kname:+ lsmtest.kernel=$kname}${LSM_BOOT_ARGS:+ lsmtest.args=$LSM_BOOT_ARGS}${LSM_BOOT_FUZZ_CALLS:+ lsmtest.fuzz_calls=$LSM_BOOT_FUZZ_CALLS}${LSM_BOOT_FUZZ_CALLS32:+ lsmtest.fuzz_calls32=$LSM_BOOT_FUZZ_CALLS32}${LSM_FUZZ_SEED:+ lsmtest.fuzz_seed=$LSM_FUZZ_SEED}${LSM_BOOT_PROGRAM_TIMEOUT:+ lsmtest.timeout=$LSM_BOOT_PROGRAM_TIMEOUT}"
# Failures are in the TAP already; only a broken harness (2+) is an ERROR.
rc=$?
[ $rc -le 1 ] && exit 0
exit $rc
