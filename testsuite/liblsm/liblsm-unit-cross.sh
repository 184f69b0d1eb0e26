#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# usage: liblsm-unit-cross.sh ABI (from testsuite/liblsm/liblsm-unit-*.test)
# liblsm's unit tests built for another ABI and run there (under
# qemu-user): armhf, where a value starts 4 bytes before the end of the
# header (offsetof 20, sizeof 24); s390x, 64-bit big-endian; i386, the
# 4-aligned 32-bit layout.  The tests read every value through ->ctx.
abi=$1
src=${srcdir:-.}
case $abi in
armhf)	cc="clang --target=arm-linux-gnueabihf" sysroot=/usr/arm-linux-gnueabihf
	run=qemu-arm-static ;;
s390x)	cc="clang --target=s390x-linux-gnu" sysroot=/usr/s390x-linux-gnu
	run=qemu-s390x-static ;;
i386)	cc="gcc -m32" sysroot=/usr/lib32 run= ;;
*)	echo "Bail out! unknown ABI $abi"; exit 99 ;;
esac
skip() { echo "1..0 # SKIP $*"; exit 0; }
command -v "${cc%% *}" >/dev/null || skip "no ${cc%% *}"
[ -d "$sysroot" ] || skip "no $abi C library ($sysroot; scripts/setup-deps installs it)"
[ -z "$run" ] || command -v "$run" >/dev/null ||
	skip "no $run (apt-get install qemu-user-static)"

bin=testsuite/liblsm/liblsm-unit-$abi
mkdir -p testsuite/liblsm
set --
for f in "$src"/libc-shim/*.c; do
	# The fake kernel (testsuite/harness/fake-kernel.c) stands in for the real one.
	[ "${f##*/}" = raw.c ] || set -- "$@" "$f"
done
# shellcheck disable=SC2086
if ! $cc -static -O2 -Wall -Wextra -Werror -DLSM_TEST_HOOKS -I"$src/libc-shim" \
	-I"$src/testsuite/harness" -o "$bin" "$src/testsuite/liblsm/liblsm-unit.c" \
	"$src/testsuite/harness/fake-kernel.c" "$src/testsuite/harness/tap.c" "$@" 2>"$bin.err"; then
	sed 's/^/# /' "$bin.err"
	echo "Bail out! the $abi build failed"
	exit 99
fi
# i386 runs natively where the host kernel has IA32 emulation; some
# hosts' kernels are built or booted without it (exec fails with ENOEXEC):
# there qemu-user runs it, as it runs the other ABIs.
if [ "$abi" = i386 ]; then
	probe=$bin-probe
	echo 'int main(void) { return 0; }' |
		$cc -static -x c -o "$probe" - 2>"$bin.err" ||
		{ sed 's/^/# /' "$bin.err"; echo "Bail out! the $abi probe failed"; exit 99; }
	if ! ( exec "./$probe" ) 2>/dev/null; then
		run=qemu-i386-static
		command -v "$run" >/dev/null ||
			skip "the host kernel runs no i386 programs and there is no $run"
		echo "# the host kernel runs no i386 programs: running under $run"
	fi
fi
exec $run "./$bin"
