# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: SELinux as Debian ships it (testsuite/refpolicy/).
# The refpolicy boots (testsuite/boot/local.mk) run an image of their
# own: Debian's reference policy with one local module
# (testsuite/refpolicy/build-policy, cached outside the clone), Debian's
# programs, the patched libselinux, and the tests of this folder's
# guest/.  refpolicy-init (the image's /sbin/init) loads the policy,
# enforcing, labels the image from file_contexts and hands over to
# guest/init in root's login context, unconfined_t.
REFPOLICY_INITRAMFS = guest/initramfs-refpolicy.cpio.gz
# liblsm's set paths under the policy's decisions, call against /proc,
# and the AVC records each logs.
REFPOLICY_AVC_SOURCES = testsuite/refpolicy/guest/avc-records.c \
	testsuite/refpolicy/guest/avc-records.h
check_PROGRAMS += testsuite/refpolicy/guest/set-decisions
testsuite_refpolicy_guest_set_decisions_SOURCES = \
	testsuite/refpolicy/guest/set-decisions.c $(REFPOLICY_AVC_SOURCES) \
	testsuite/harness/tap.c testsuite/harness/tap.h \
	testsuite/harness/first-line.c testsuite/harness/first-line.h
# avc-log: the records a Debian program's run logs, for the shell tests.
check_PROGRAMS += testsuite/refpolicy/guest/avc-log
testsuite_refpolicy_guest_avc_log_SOURCES = \
	testsuite/refpolicy/guest/avc-log.c $(REFPOLICY_AVC_SOURCES)
testsuite_refpolicy_guest_set_decisions_LDADD = $(LIBLSM_OBJECTS)
testsuite_refpolicy_guest_set_decisions_LDFLAGS = -no-install
REFPOLICY_INITRAMFS_TESTS = \
	$(srcdir)/testsuite/refpolicy/guest/refpolicy-boot \
	testsuite/refpolicy/guest/set-decisions$(EXEEXT) \
	$(srcdir)/testsuite/refpolicy/guest/debian-programs
# What the shell tests run, in /usr/lib/lsmtest/refpolicy: avc-log, and
# the SELinux adapter's differential test for its --abi.
REFPOLICY_GUEST = /usr/lib/lsmtest/refpolicy
REFPOLICY_HELPERS = \
	testsuite/refpolicy/guest/avc-log$(EXEEXT):$(REFPOLICY_GUEST)/avc-log \
	testsuite/selinux/guest/selinux-diff$(EXEEXT):$(REFPOLICY_GUEST)/selinux-diff
# coreutils' own SELinux tests (testsuite/coreutils-suite/), with its tree.
REFPOLICY_INITRAMFS_TESTS += $(COREUTILS_SUITE_GUEST)
$(REFPOLICY_INITRAMFS): FORCE $(REFPOLICY_INITRAMFS_TESTS) \
		testsuite/refpolicy/guest/avc-log$(EXEEXT) \
		testsuite/selinux/guest/selinux-diff$(EXEEXT)
	$(AM_V_GEN)test '$(LSM_NO_GUEST)' != 1 && test -n '$(LSM_KERNEL_DIR)' || exit 0; \
	$(MKDIR_P) guest && \
	policy=`$(srcdir)/testsuite/refpolicy/build-policy | tail -n 1` && \
	adds=`$(srcdir)/testsuite/refpolicy/initramfs-adds $(srcdir) "$$policy" \
		$(LIBSELINUX_PATCHED_DIR) $(REFPOLICY_HELPERS)` && \
	adds="$$adds $(COREUTILS_SUITE_ADDS)" && \
	tests=`$(srcdir)/testsuite/boot/with-libs $(REFPOLICY_INITRAMFS_TESTS)` && \
	LSM_BUSYBOX='$(BUSYBOX)' $(srcdir)/testsuite/boot/mkinitramfs -o $@.tmp \
		$$tests $$adds && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi
EXTRA_DIST += testsuite/refpolicy/build-policy testsuite/refpolicy/lsmtest.cil \
	testsuite/refpolicy/initramfs-adds \
	testsuite/refpolicy/guest/refpolicy-init \
	testsuite/refpolicy/guest/refpolicy-boot \
	testsuite/refpolicy/guest/debian-programs \
	testsuite/refpolicy/guest/pam-service \
	testsuite/refpolicy/guest/pam-selinux \
	testsuite/refpolicy/guest/selinux-config \
	testsuite/refpolicy/guest/sudoers
CLEANFILES += $(REFPOLICY_INITRAMFS) $(REFPOLICY_INITRAMFS).tmp
