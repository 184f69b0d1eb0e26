# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: id-lsm (id-lsm/); its tests are
# testsuite/id-lsm/local.mk's.
ID_LSM_SOURCES = id-lsm/id-lsm.c id-lsm/json.c id-lsm/json.h
ID_LSM_CFLAGS = $(AM_CFLAGS)
bin_PROGRAMS = id-lsm/id-lsm
id_lsm_id_lsm_SOURCES = $(ID_LSM_SOURCES)
id_lsm_id_lsm_CFLAGS = $(ID_LSM_CFLAGS)
id_lsm_id_lsm_LDADD = libc-shim/liblsm.la
dist_man1_MANS = id-lsm/id-lsm.1

# The guest has no libc, and the host tests need a real binary, not a
# libtool wrapper, as messages carry argv[0]: a static copy for both.
check_PROGRAMS += id-lsm/id-lsm-static
id_lsm_id_lsm_static_SOURCES = $(ID_LSM_SOURCES)
id_lsm_id_lsm_static_CFLAGS = $(ID_LSM_CFLAGS)
id_lsm_id_lsm_static_LDADD = libc-shim/liblsm.la
id_lsm_id_lsm_static_LDFLAGS = -all-static

# coreutils' id with id-lsm/coreutils/coreutils-9.1-id-lsm.patch, built
# outside the clone in a patched coreutils tree that coreutils' own tests
# use too (make coreutils-suite; minutes cold, so not part of make check:
# run-tests makes it first); the guest test and
# testsuite/id-lsm/coreutils-id.test use it when it is there.
ID_LSM_COREUTILS_ID = $(LSM_CACHE_DIR)/coreutils/bin/id
coreutils-id: libc-shim/liblsm.la
	$(srcdir)/id-lsm/coreutils/build libc-shim/.libs/liblsm.a \
		$(srcdir)/libc-shim
.PHONY: coreutils-id
EXTRA_DIST += id-lsm/coreutils/build id-lsm/coreutils/coreutils-9.1-id-lsm.patch
