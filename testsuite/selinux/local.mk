# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the SELinux adapter's tests (testsuite/selinux/).
# The differential test, twice: the adapter dlopen()ed by a program linked
# with libselinux, and linked before libselinux.  Both carry liblsm's
# sources for --abi.  -no-install: real binaries, to copy into the guest.
check_PROGRAMS += testsuite/selinux/guest/selinux-diff \
	testsuite/selinux/guest/selinux-diff-linked
LSM_SELINUX_DIFF_SOURCES = testsuite/selinux/guest/selinux-diff.c \
	testsuite/harness/tap.c testsuite/harness/tap.h testsuite/harness/abi-name.h
testsuite_selinux_guest_selinux_diff_SOURCES = $(LSM_SELINUX_DIFF_SOURCES)
testsuite_selinux_guest_selinux_diff_CFLAGS = $(LSM_SELINUX_CFLAGS)
testsuite_selinux_guest_selinux_diff_LDADD = $(LIBLSM_OBJECTS) -lselinux
testsuite_selinux_guest_selinux_diff_linked_SOURCES = \
	$(LSM_SELINUX_DIFF_SOURCES)
testsuite_selinux_guest_selinux_diff_linked_CPPFLAGS = $(AM_CPPFLAGS) -DLINKED
testsuite_selinux_guest_selinux_diff_linked_CFLAGS = $(LSM_SELINUX_CFLAGS)
testsuite_selinux_guest_selinux_diff_linked_LDADD = \
	libc-shim/selinux/liblsm-selinux.la $(LIBLSM_OBJECTS) -lselinux
testsuite_selinux_guest_selinux_diff_linked_LDFLAGS = -no-install

# In the SELinux boots' image (see testsuite/local.mk): the guest test,
# the policy and its loader (/etc/lsmtest.d/), the adapter, both builds
# of the differential test, and Debian's libselinux users (coreutils'
# id, runcon, mkdir, stat) with every library they need, under
# /usr/lib/lsmtest/selinux, out of PATH, so busybox's applets stay as
# they are.
LSM_SELINUX_GUEST = /usr/lib/lsmtest/selinux
SELINUX_INITRAMFS_TESTS += $(srcdir)/testsuite/selinux/guest/selinux-guest
SELINUX_INITRAMFS_ADDS += \
	--add $(srcdir)/testsuite/selinux/guest/load-policy:/etc/lsmtest.d/50-selinux-policy \
	--add `$(srcdir)/testsuite/selinux/build-policy | tail -n 1`:$(LSM_SELINUX_GUEST)/policy.33 \
	`$(srcdir)/testsuite/boot/with-libs \
		libc-shim/selinux/.libs/liblsm-selinux.so:$(LSM_SELINUX_GUEST)/liblsm-selinux.so \
		testsuite/selinux/guest/selinux-diff$(EXEEXT):$(LSM_SELINUX_GUEST)/selinux-diff \
		testsuite/selinux/guest/selinux-diff-linked$(EXEEXT):$(LSM_SELINUX_GUEST)/selinux-diff-linked \
		/usr/bin/id:$(LSM_SELINUX_GUEST)/bin/id \
		/usr/bin/runcon:$(LSM_SELINUX_GUEST)/bin/runcon \
		/usr/bin/mkdir:$(LSM_SELINUX_GUEST)/bin/mkdir \
		/usr/bin/stat:$(LSM_SELINUX_GUEST)/bin/stat`
$(SELINUX_INITRAMFS): libc-shim/selinux/liblsm-selinux.la \
	testsuite/selinux/guest/selinux-diff$(EXEEXT) \
	testsuite/selinux/guest/selinux-diff-linked$(EXEEXT)

TESTS += \
	testsuite/selinux/selinux-host.test \
	testsuite/selinux/selinux-host-linked.test
EXTRA_DIST += testsuite/selinux/selinux-host.skips \
	testsuite/selinux/selinux-host-linked.skips \
	testsuite/selinux/guest/load-policy \
	testsuite/selinux/guest/selinux-guest \
	testsuite/selinux/build-policy testsuite/boot/with-libs
