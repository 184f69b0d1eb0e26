# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the boots, the guest images they share, the
# test harness's own tests and the boots' lists of expected skips.

# The longest boots first, so that make -j2 runs the rest beside them:
# AppArmor's suite (two builds of it in one boot), then the debug boots
# (KASAN under TCG, and a fuzz of 10^5 calls, 10^6 in the expensive tier).
GUEST_TESTS = \
	$(AA_SUITE_BOOT_TESTS) \
	testsuite/boot/boot-debug-selinux.test \
	testsuite/boot/boot-debug-smack.test \
	testsuite/boot/boot-debug-apparmor.test \
	testsuite/boot/boot-selinux.test \
	testsuite/boot/boot-smack.test \
	testsuite/boot/boot-apparmor.test \
	testsuite/boot/boot-bpf-selinux.test \
	testsuite/boot/boot-nocontext.test

TESTS = \
	testsuite/harness/tap-merge.test \
	testsuite/harness/tap-skips.test \
	$(GUEST_TESTS)

# The guest images.  Each part's local.mk adds its guest tests, files
# of testsuite/COMPONENT/guest/, to an image's *_TESTS, and what they
# need elsewhere in the guest (libraries, policies, /usr/lib/lsmtest/...)
# to its *_ADDS, as scripts/mkinitramfs arguments.  A test goes in as
# /tests/COMPONENT/NAME (mkinitramfs --test), the name its results carry.
#
# One image for all guest boots. Rebuilt every run because make cannot see
# into LSM_KERNEL_DIR; replaced only when it changed (the build is
# deterministic), so nothing downstream reruns for nothing.  The kernel's
# selftests keep their own folders: /tests/lsm, /tests/lsm32, /tests/lsmx32.
INITRAMFS = guest/initramfs-tests.cpio.gz
# The selftests the kernel build left, as mkinitramfs arguments.
SELFTEST_ADDS = `for d in lsm lsm32 lsmx32; do \
	test ! -d $(LSM_KERNEL_DIR)/selftests/$$d || \
		echo --add $(LSM_KERNEL_DIR)/selftests/$$d:/tests/$$d; done`
INITRAMFS_TESTS =
INITRAMFS_ADDS =
$(INITRAMFS): FORCE $(INITRAMFS_TESTS)
	$(AM_V_GEN)test '$(LSM_NO_GUEST)' != 1 || exit 0; \
	$(MKDIR_P) guest && \
	add="$(SELFTEST_ADDS) `$(srcdir)/scripts/with-libs $(INITRAMFS_TESTS)`" && \
	LSM_BUSYBOX='$(BUSYBOX)' $(srcdir)/scripts/mkinitramfs -o $@.tmp $$add \
		$(INITRAMFS_ADDS) && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi

# The SELinux boots' own image: the policy (scripts/selinux-policy,
# cached outside the clone), the adapter, the patched libselinux,
# coreutils' tree and Debian's libselinux users would only weigh down
# the other boots.  The selftests too, for the boot that enforces the
# policy.  Rebuilt like $(INITRAMFS).
SELINUX_INITRAMFS = guest/initramfs-selinux.cpio.gz
SELINUX_INITRAMFS_TESTS =
SELINUX_INITRAMFS_ADDS =
$(SELINUX_INITRAMFS): FORCE $(SELINUX_INITRAMFS_TESTS)
	$(AM_V_GEN)test '$(LSM_NO_GUEST)' != 1 && test -n '$(LSM_KERNEL_DIR)' || exit 0; \
	$(MKDIR_P) guest && \
	add="$(SELFTEST_ADDS) `$(srcdir)/scripts/with-libs $(SELINUX_INITRAMFS_TESTS)`" && \
	LSM_BUSYBOX='$(BUSYBOX)' $(srcdir)/scripts/mkinitramfs -o $@.tmp $$add \
		$(SELINUX_INITRAMFS_ADDS) && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi

$(GUEST_TESTS:.test=.log): $(INITRAMFS)

# Each boot's expected skips (scripts/tap-merge -s), and the lists they
# include.
BOOT_SKIPS = \
	testsuite/boot/apparmor-suite.skips \
	testsuite/boot/boot-apparmor-suite.skips \
	testsuite/boot/boot-apparmor.skips \
	testsuite/boot/boot-arm64-nocontext.skips \
	testsuite/boot/boot-arm64-selinux.skips \
	testsuite/boot/boot-bpf-selinux.skips \
	testsuite/boot/boot-debug-apparmor.skips \
	testsuite/boot/boot-debug-selinux.skips \
	testsuite/boot/boot-debug-smack.skips \
	testsuite/boot/boot-i386-selinux.skips \
	testsuite/boot/boot-i386-smack.skips \
	testsuite/boot/i386.skips \
	testsuite/boot/boot-nocontext.skips \
	testsuite/boot/boot-selinux-enforcing.skips \
	testsuite/boot/boot-selinux-policy.skips \
	testsuite/boot/boot-selinux.skips \
	testsuite/boot/boot-smack.skips \
	testsuite/boot/boot-stock-6.1-apparmor-suite.skips \
	testsuite/boot/boot-stock-6.1-selinux.skips \
	testsuite/boot/boot-stock-6.1.skips \
	testsuite/boot/boot-stock-6.12-apparmor-suite.skips \
	testsuite/boot/boot-stock-6.12-selinux.skips \
	testsuite/boot/boot-stock-6.12.skips \
	testsuite/boot/no-apparmor.skips \
	testsuite/boot/no-context.skips \
	testsuite/boot/selinux-no-policy.skips \
	testsuite/boot/x86-abis.skips

EXTRA_DIST = \
	$(TESTS) $(BOOT_SKIPS) testsuite/README \
	testsuite/boot/boot-lsm.sh testsuite/boot/boot-debug.sh \
	testsuite/harness/tap-merge \
	scripts/boot guest/init scripts/mkinitramfs scripts/stock-kernels \
	scripts/tap-merge scripts/tap-merge.awk testsuite/harness/tap.sh \
	scripts/tap-skips scripts/tap-skips.awk scripts/skip-list.awk \
	scripts/setup-deps scripts/lib.sh run-tests \
	kernel

# Every boot's serial log (scripts/boot -l, from the boot scripts).
CLEANFILES = $(INITRAMFS) $(INITRAMFS).tmp testsuite/guest/*.serial \
	$(SELINUX_INITRAMFS) $(SELINUX_INITRAMFS).tmp

# The expensive tier (docs/testing.md): what make check
# leaves out unless RUN_EXPENSIVE_TESTS=yes (AppArmor's suite on Debian's
# kernels, the debug boots' fuzz at 10^6 calls), then the arm64 and i386
# boots.  Give it the kernels as make check-arm64 and check-i386 take
# them; ./run-tests --expensive builds them and does all of this.
check-expensive:
	+$(MAKE) $(AM_MAKEFLAGS) check RUN_EXPENSIVE_TESTS=yes
	+$(MAKE) $(AM_MAKEFLAGS) check-arm64 RUN_EXPENSIVE_TESTS=yes
	+$(MAKE) $(AM_MAKEFLAGS) check-i386 RUN_EXPENSIVE_TESTS=yes
.PHONY: check-expensive
