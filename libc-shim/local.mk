# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: liblsm (libc-shim/) and its tests.
lib_LTLIBRARIES = libc-shim/liblsm.la
include_HEADERS = libc-shim/lsm.h
pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = libc-shim/liblsm.pc

LIBLSM_SOURCES = \
	libc-shim/lsm.c libc-shim/abi-seed.c libc-shim/abi-mainline.c \
	libc-shim/entries.c libc-shim/names.c libc-shim/helpers.c \
	libc-shim/fallback.c libc-shim/internal.h libc-shim/syscall.h \
	libc-shim/syscall-nr.h
# liblsm's objects are compiled into two convenience libraries: the
# library proper, and raw.c, the real kernel behind it, which the unit
# tests replace with a fake.  liblsm.so, the adapters and the guest tests
# link them.  The unit tests link liblsm-test.la, the same sources with
# the test hooks (LSM_TEST_HOOKS), which the installed library lacks; the
# sanitizer build and the cross builds compile them anew, hooks included.
noinst_LTLIBRARIES = libc-shim/liblsm-core.la libc-shim/liblsm-raw.la \
	libc-shim/liblsm-test.la
libc_shim_liblsm_core_la_SOURCES = $(LIBLSM_SOURCES)
libc_shim_liblsm_core_la_CFLAGS = $(AM_CFLAGS) -fvisibility=hidden
libc_shim_liblsm_test_la_SOURCES = $(LIBLSM_SOURCES)
libc_shim_liblsm_test_la_CPPFLAGS = $(AM_CPPFLAGS) -DLSM_TEST_HOOKS
libc_shim_liblsm_test_la_CFLAGS = $(AM_CFLAGS) -fvisibility=hidden
libc_shim_liblsm_raw_la_SOURCES = libc-shim/raw.c libc-shim/syscall.h
libc_shim_liblsm_raw_la_CFLAGS = $(AM_CFLAGS) -fvisibility=hidden
LIBLSM_OBJECTS = libc-shim/liblsm-core.la libc-shim/liblsm-raw.la
libc_shim_liblsm_la_SOURCES =
libc_shim_liblsm_la_LIBADD = $(LIBLSM_OBJECTS)
# libtool's -version-info is current:revision:age, not the soname: on a
# release, any change to the code bumps revision; an added interface bumps
# current, zeroes revision and bumps age; a removed or changed interface
# bumps current and zeroes revision and age.  The soname is
# liblsm.so.(current - age): 1:0:0 gives liblsm.so.1, which the Debian
# package liblsm1 is named after.
# -Bsymbolic-functions: the library's calls to its own API stay inside it,
# so a program's lsm_id_to_name() cannot change what lsm_module_names()
# returns.
libc_shim_liblsm_la_LDFLAGS = -version-info 2:0:1 \
	-Wl,--version-script=$(srcdir)/libc-shim/liblsm.sym \
	-Wl,-Bsymbolic-functions
EXTRA_libc_shim_liblsm_la_DEPENDENCIES = libc-shim/liblsm.sym
# The installed liblsm.a defines the API alone, as liblsm.so exports it:
# its internal names (the test hooks among them) become local.
install-exec-hook: install-exec-liblsm-archive
install-exec-liblsm-archive:
	LD='$(LD)' OBJCOPY='$(OBJCOPY)' AR='$(AR)' NM='$(NM)' \
		$(SHELL) $(srcdir)/scripts/localize-archive \
		'$(DESTDIR)$(libdir)/liblsm.a' $(srcdir)/libc-shim/liblsm.sym
.PHONY: install-exec-liblsm-archive
EXTRA_DIST += scripts/localize-archive

LIBLSM_MAN2 = libc-shim/man/lsm_get_self_attr.2 \
	libc-shim/man/lsm_set_self_attr.2 libc-shim/man/lsm_module_list.2
LIBLSM_MAN3 = libc-shim/man/lsm_abi.3 libc-shim/man/lsm_call_filtered.3 \
	libc-shim/man/lsm_ctx_first.3 libc-shim/man/lsm_ctx_next.3 \
	libc-shim/man/lsm_ctx_for_each.3 \
	libc-shim/man/lsm_id_to_name.3 libc-shim/man/lsm_name_to_id.3 \
	libc-shim/man/lsm_attr_to_name.3 libc-shim/man/lsm_name_to_attr.3 \
	libc-shim/man/lsm_get_self_attr_alloc.3 \
	libc-shim/man/lsm_get_self_value.3 libc-shim/man/lsm_set_self_value.3 \
	libc-shim/man/lsm_module_names.3 libc-shim/man/lsm_free_names.3
dist_man2_MANS = $(LIBLSM_MAN2)
dist_man3_MANS = $(LIBLSM_MAN3)

# The unit tests link the library's objects with a fake kernel in place of
# libc-shim/raw.c; the second build runs them under ASan and UBSan.
check_PROGRAMS = testsuite/liblsm/liblsm-unit testsuite/liblsm/liblsm-unit-asan \
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

LIBLSM_BOOT_TESTS = \
	testsuite/boot/boot-stock-6.12.test \
	testsuite/boot/boot-stock-6.1.test
TESTS += \
	testsuite/liblsm/liblsm-unit.test \
	testsuite/liblsm/liblsm-unit-asan.test \
	testsuite/liblsm/liblsm-unit-armhf.test \
	testsuite/liblsm/liblsm-unit-s390x.test \
	testsuite/liblsm/liblsm-unit-i386.test \
	testsuite/liblsm/liblsm-host.test \
	testsuite/liblsm/liblsm-cxx.test \
	testsuite/liblsm/liblsm-man.test \
	$(LIBLSM_BOOT_TESTS)
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
$(LIBLSM_BOOT_TESTS:.test=.log): $(INITRAMFS)
EXTRA_DIST += libc-shim/liblsm.sym libc-shim/liblsm.pc.in \
	testsuite/boot/boot-stock.sh testsuite/liblsm/liblsm-unit-cross.sh \
	testsuite/liblsm/guest/lsm-guest-nosecfs \
	testsuite/liblsm/liblsm-host.skips testsuite/liblsm/lsm-h-coexist.skips
CLEANFILES += testsuite/liblsm/liblsm-unit-armhf testsuite/liblsm/liblsm-unit-s390x \
	testsuite/liblsm/liblsm-unit-i386 testsuite/liblsm/liblsm-unit-i386-probe \
	testsuite/liblsm/liblsm-unit-*.err
