# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: liblsm's tests (testsuite/liblsm/).
# The unit tests link the library's objects with a fake kernel in place of
# libc-shim/raw.c; the second build runs them under ASan and UBSan.
check_PROGRAMS += testsuite/liblsm/liblsm-unit testsuite/liblsm/liblsm-unit-asan \
	testsuite/liblsm/guest/lsm-guest-test
testsuite_liblsm_liblsm_unit_SOURCES = testsuite/liblsm/liblsm-unit.c \
	testsuite/harness/fake-kernel.c testsuite/harness/fake-kernel.h \
	testsuite/harness/tap.c testsuite/harness/tap.h
testsuite_liblsm_liblsm_unit_CPPFLAGS = $(AM_CPPFLAGS) -DLSM_TEST_HOOKS
testsuite_liblsm_liblsm_unit_LDADD = libc-shim/liblsm-test.la
testsuite_liblsm_liblsm_unit_asan_SOURCES = \
	$(testsuite_liblsm_liblsm_unit_SOURCES) $(LIBLSM_SOURCES)
testsuite_liblsm_liblsm_unit_asan_CPPFLAGS = $(AM_CPPFLAGS) -DLSM_TEST_HOOKS
testsuite_liblsm_liblsm_unit_asan_CFLAGS = $(AM_CFLAGS) -O1 \
	-fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer
testsuite_liblsm_liblsm_unit_asan_LDFLAGS = -fsanitize=address,undefined
# Static, so that it runs in the busybox guest as it is.
testsuite_liblsm_guest_lsm_guest_test_SOURCES = testsuite/liblsm/guest/lsm-guest-test.c \
	testsuite/harness/tap.c testsuite/harness/tap.h testsuite/harness/abi-name.h
testsuite_liblsm_guest_lsm_guest_test_LDADD = libc-shim/liblsm.la
testsuite_liblsm_guest_lsm_guest_test_LDFLAGS = -all-static
# A module's own EPERM through liblsm, both adapters and the patched
# libselinux: returned once, never asked again through /proc.  In the
# main image for AppArmor and in the SELinux boots' image for SELinux.
# Dynamic, for dlopen(); liblsm's objects linked in.
check_PROGRAMS += testsuite/liblsm/guest/eperm-once
testsuite_liblsm_guest_eperm_once_SOURCES = testsuite/liblsm/guest/eperm-once.c \
	testsuite/harness/tap.c testsuite/harness/tap.h \
	testsuite/harness/first-line.c testsuite/harness/first-line.h
testsuite_liblsm_guest_eperm_once_CFLAGS = $(AM_CFLAGS) -pthread
testsuite_liblsm_guest_eperm_once_LDADD = $(LIBLSM_OBJECTS) -ldl
testsuite_liblsm_guest_eperm_once_LDFLAGS = -no-install -pthread
# AppArmor transitions through liblsm, under the AppArmor test policy.
check_PROGRAMS += testsuite/liblsm/guest/aa-guest-test
testsuite_liblsm_guest_aa_guest_test_SOURCES = \
	testsuite/liblsm/guest/aa-guest-test.c testsuite/harness/tap.c testsuite/harness/tap.h \
	testsuite/harness/first-line.c testsuite/harness/first-line.h
testsuite_liblsm_guest_aa_guest_test_CFLAGS = $(AM_CFLAGS) -pthread
testsuite_liblsm_guest_aa_guest_test_LDADD = libc-shim/liblsm.la
testsuite_liblsm_guest_aa_guest_test_LDFLAGS = -all-static -pthread
# The guest tests, in the image every boot uses (see testsuite/local.mk);
# eperm-once in the SELinux boots' image too.
INITRAMFS_TESTS += testsuite/liblsm/guest/lsm-guest-test$(EXEEXT) \
	$(srcdir)/testsuite/liblsm/guest/lsm-guest-nosecfs \
	testsuite/liblsm/guest/eperm-once$(EXEEXT) \
	testsuite/liblsm/guest/aa-guest-test$(EXEEXT)
SELINUX_INITRAMFS_TESTS += testsuite/liblsm/guest/eperm-once$(EXEEXT)

TESTS += \
	testsuite/liblsm/liblsm-unit.test \
	testsuite/liblsm/liblsm-unit-asan.test \
	testsuite/liblsm/liblsm-unit-armhf.test \
	testsuite/liblsm/liblsm-unit-s390x.test \
	testsuite/liblsm/liblsm-unit-i386.test \
	testsuite/liblsm/liblsm-host.test \
	testsuite/liblsm/liblsm-cxx.test \
	testsuite/liblsm/liblsm-man.test
# syscall-nr.h per architecture, lsm.h's ids and attributes and names.c's
# tables against the series and against Debian's linux-source-6.12.
TESTS += testsuite/liblsm/syscall-numbers.test
EXTRA_DIST += testsuite/liblsm/syscall-numbers.py
# <lsm.h> beside our installed <linux/lsm.h>, mainline's and libapparmor's
# <sys/apparmor.h>, in both include orders.
TESTS += testsuite/liblsm/lsm-h-coexist.test
# A program outside the tree built with pkg-config, and an autoconf
# consumer with PKG_CHECK_MODULES, both against liblsm as make install
# puts it in a temporary DESTDIR.
TESTS += testsuite/liblsm/consumer.test
AM_TESTS_ENVIRONMENT += \
	LSM_CXX='$(LSM_CXX)'; export LSM_CXX; \
	LSM_MANDOC='$(MANDOC)'; export LSM_MANDOC;
EXTRA_DIST += testsuite/liblsm/liblsm-unit-cross.sh \
	testsuite/liblsm/guest/lsm-guest-nosecfs \
	testsuite/liblsm/liblsm-host.skips testsuite/liblsm/lsm-h-coexist.skips
CLEANFILES += testsuite/liblsm/liblsm-unit-armhf testsuite/liblsm/liblsm-unit-s390x \
	testsuite/liblsm/liblsm-unit-i386 testsuite/liblsm/liblsm-unit-i386-probe \
	testsuite/liblsm/liblsm-unit-*.err
