# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am, first: the guest images the boots share and
# the test harness's own tests.  The boots are testsuite/boot/local.mk's.

TESTS = \
	testsuite/harness/tap-merge.test \
	testsuite/harness/tap-skips.test \
	$(GUEST_TESTS)
check_PROGRAMS =

# The guest images.  Each part's local.mk adds its guest tests, files
# of testsuite/COMPONENT/guest/, to an image's *_TESTS, and what they
# need elsewhere in the guest (libraries, policies, /usr/lib/lsmtest/...)
# to its *_ADDS, as testsuite/boot/mkinitramfs arguments.  A test goes in as
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
	add="$(SELFTEST_ADDS) `$(srcdir)/testsuite/boot/with-libs $(INITRAMFS_TESTS)`" && \
	LSM_BUSYBOX='$(BUSYBOX)' $(srcdir)/testsuite/boot/mkinitramfs -o $@.tmp $$add \
		$(INITRAMFS_ADDS) && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi

# The SELinux boots' own image: the policy (testsuite/selinux/build-policy,
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
	add="$(SELFTEST_ADDS) `$(srcdir)/testsuite/boot/with-libs $(SELINUX_INITRAMFS_TESTS)`" && \
	LSM_BUSYBOX='$(BUSYBOX)' $(srcdir)/testsuite/boot/mkinitramfs -o $@.tmp $$add \
		$(SELINUX_INITRAMFS_ADDS) && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi


EXTRA_DIST = \
	$(TESTS) testsuite/README \
	testsuite/harness/tap-merge-cases \
	testsuite/boot/boot guest/init testsuite/boot/mkinitramfs testsuite/boot/stock-kernels \
	testsuite/harness/tap-merge testsuite/harness/tap-merge.awk testsuite/harness/tap.sh \
	testsuite/harness/tap-skips testsuite/harness/tap-skips.awk testsuite/harness/skip-list.awk \
	scripts/setup-deps scripts/lib.sh run-tests \
	kernel

# Every boot's serial log (testsuite/boot/boot -l, from the boot scripts).
CLEANFILES = $(INITRAMFS) $(INITRAMFS).tmp testsuite/guest/*.serial \
	$(SELINUX_INITRAMFS) $(SELINUX_INITRAMFS).tmp
