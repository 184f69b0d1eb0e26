# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the AppArmor adapter's tests (testsuite/apparmor/)
# and the guest's AppArmor test policy.
# The differential test against libapparmor 3.0.8, twice: the adapter
# dlopen()ed (or preloaded) by a program linked with libapparmor, and
# linked before libapparmor.  -no-install: real binaries for the guest.
check_PROGRAMS += testsuite/apparmor/guest/apparmor-diff \
	testsuite/apparmor/guest/apparmor-diff-linked
LSM_APPARMOR_DIFF_SOURCES = testsuite/apparmor/guest/apparmor-diff.c \
	testsuite/harness/tap.c testsuite/harness/tap.h \
	testsuite/harness/first-line.c testsuite/harness/first-line.h
testsuite_apparmor_guest_apparmor_diff_SOURCES = $(LSM_APPARMOR_DIFF_SOURCES)
testsuite_apparmor_guest_apparmor_diff_CFLAGS = $(AM_CFLAGS)
testsuite_apparmor_guest_apparmor_diff_LDADD = -lapparmor -ldl
testsuite_apparmor_guest_apparmor_diff_linked_SOURCES = \
	$(LSM_APPARMOR_DIFF_SOURCES)
testsuite_apparmor_guest_apparmor_diff_linked_CPPFLAGS = $(AM_CPPFLAGS) -DLINKED
testsuite_apparmor_guest_apparmor_diff_linked_CFLAGS = \
	$(testsuite_apparmor_guest_apparmor_diff_CFLAGS)
testsuite_apparmor_guest_apparmor_diff_linked_LDADD = \
	libc-shim/apparmor/liblsm-apparmor.la -lapparmor -ldl
testsuite_apparmor_guest_apparmor_diff_linked_LDFLAGS = -no-install

# In the image every boot uses (see testsuite/local.mk): the adapter's
# guest test, and what the AppArmor tests run.  The guest's AppArmor
# profiles (testsuite/apparmor/guest/lsmtest.profile) are compiled on the
# host by testsuite/apparmor/build-policy (cached outside the clone) and loaded by
# /etc/lsmtest.d/40-apparmor-policy in every boot where AppArmor is
# active, for the adapter's tests, liblsm's and the benchmark.
INITRAMFS_TESTS += $(srcdir)/testsuite/apparmor/guest/apparmor-guest
INITRAMFS_ADDS += `$(srcdir)/testsuite/apparmor/initramfs-adds $(srcdir) \
	libc-shim/apparmor/.libs/liblsm-apparmor.so \
	testsuite/apparmor/guest/apparmor-diff$(EXEEXT) \
	testsuite/apparmor/guest/apparmor-diff-linked$(EXEEXT)`
$(INITRAMFS): libc-shim/apparmor/liblsm-apparmor.la \
	testsuite/apparmor/guest/apparmor-diff$(EXEEXT) \
	testsuite/apparmor/guest/apparmor-diff-linked$(EXEEXT)
# The adapter's logic against the fake kernel (testsuite/harness/fake-kernel.c
# in place of raw.c), on any host.
check_PROGRAMS += testsuite/apparmor/apparmor-unit
testsuite_apparmor_apparmor_unit_SOURCES = \
	testsuite/apparmor/apparmor-unit.c \
	libc-shim/apparmor/liblsm-apparmor.c testsuite/harness/fake-kernel.c \
	testsuite/harness/fake-kernel.h testsuite/harness/tap.c testsuite/harness/tap.h
testsuite_apparmor_apparmor_unit_CFLAGS = \
	$(testsuite_apparmor_guest_apparmor_diff_CFLAGS)
testsuite_apparmor_apparmor_unit_CPPFLAGS = $(AM_CPPFLAGS) -DLSM_TEST_HOOKS
testsuite_apparmor_apparmor_unit_LDADD = libc-shim/liblsm-test.la -ldl
TESTS += testsuite/apparmor/apparmor-unit.test \
	testsuite/apparmor/apparmor-host.test \
	testsuite/apparmor/apparmor-man.test
EXTRA_DIST += testsuite/apparmor/guest/lsmtest.profile \
	testsuite/apparmor/guest/load-policy testsuite/apparmor/initramfs-adds \
	testsuite/apparmor/guest/apparmor-guest testsuite/apparmor/apparmor-host.skips \
	testsuite/apparmor/build-policy
