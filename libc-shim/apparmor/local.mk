# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: AppArmor: liblsm-apparmor (libc-shim/apparmor/),
# its tests, and the guest's AppArmor test policy.
# libapparmor 3.0.8's process calls on the LSM calls, built and installed
# as liblsm-selinux is: liblsm linked in and hidden by the version
# script, which exports libapparmor's own nodes; shared only, outside
# the linker's path: LD_PRELOAD=$(libdir)/liblsm-apparmor/liblsm-apparmor.so.
lsmapparmorexecdir = $(libdir)/liblsm-apparmor
lsmapparmorexec_LTLIBRARIES = libc-shim/apparmor/liblsm-apparmor.la
libc_shim_apparmor_liblsm_apparmor_la_SOURCES = \
	libc-shim/apparmor/liblsm-apparmor.c
libc_shim_apparmor_liblsm_apparmor_la_LIBADD = $(LIBLSM_OBJECTS)
libc_shim_apparmor_liblsm_apparmor_la_CFLAGS = $(AM_CFLAGS) -fvisibility=hidden
libc_shim_apparmor_liblsm_apparmor_la_LDFLAGS = -avoid-version -shared \
	-Wl,-z,defs -ldl \
	-Wl,--version-script=$(srcdir)/libc-shim/apparmor/libapparmor-adapter.sym
EXTRA_libc_shim_apparmor_liblsm_apparmor_la_DEPENDENCIES = \
	libc-shim/apparmor/libapparmor-adapter.sym
dist_man3_MANS += libc-shim/apparmor/liblsm-apparmor.3
install-exec-hook: install-exec-apparmor
install-exec-apparmor:
	rm -f '$(DESTDIR)$(lsmapparmorexecdir)/liblsm-apparmor.la'
uninstall-hook: uninstall-apparmor
uninstall-apparmor:
	rm -f '$(DESTDIR)$(lsmapparmorexecdir)/liblsm-apparmor.so'
.PHONY: install-exec-apparmor uninstall-apparmor

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
# host by scripts/apparmor-policy (cached outside the clone) and loaded by
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
	libc-shim/apparmor/libapparmor-adapter.sym \
	testsuite/apparmor/guest/apparmor-guest testsuite/apparmor/apparmor-host.skips \
	scripts/apparmor-policy
