# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: liblsm (libc-shim/); its tests are
# testsuite/liblsm/local.mk's.
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
EXTRA_DIST += libc-shim/liblsm.sym libc-shim/liblsm.pc.in
