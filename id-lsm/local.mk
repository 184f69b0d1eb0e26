# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: id-lsm (id-lsm/) and its tests.
ID_LSM_SOURCES = id-lsm/id-lsm.c id-lsm/json.c id-lsm/json.h
ID_LSM_CFLAGS = $(AM_CFLAGS)
bin_PROGRAMS = id-lsm/id-lsm
id_lsm_id_lsm_SOURCES = $(ID_LSM_SOURCES)
id_lsm_id_lsm_CFLAGS = $(ID_LSM_CFLAGS)
id_lsm_id_lsm_LDADD = libc-shim/liblsm.la
dist_man1_MANS = id-lsm/id-lsm.1

# The guest has no libc, and the host tests need a real binary, not a
# libtool wrapper, as messages carry argv[0]: a static copy for both.
check_PROGRAMS += id-lsm/id-lsm-static testsuite/id-lsm/json-escape
id_lsm_id_lsm_static_SOURCES = $(ID_LSM_SOURCES)
id_lsm_id_lsm_static_CFLAGS = $(ID_LSM_CFLAGS)
id_lsm_id_lsm_static_LDADD = libc-shim/liblsm.la
id_lsm_id_lsm_static_LDFLAGS = -all-static
testsuite_id_lsm_json_escape_SOURCES = testsuite/id-lsm/json-escape.c \
	id-lsm/json.c id-lsm/json.h
testsuite_id_lsm_json_escape_CFLAGS = $(ID_LSM_CFLAGS)
testsuite_id_lsm_json_escape_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/id-lsm

# coreutils' id with id-lsm/coreutils/coreutils-9.1-id-lsm.patch, from
# the whole patched coreutils tree built outside the clone for
# coreutils' own tests (make coreutils-suite; several minutes cold, so
# not part of make check: run-tests makes it first); the guest test and
# testsuite/id-lsm/coreutils-id.test use it when it is there.
ID_LSM_COREUTILS_ID = $(LSM_CACHE_DIR)/coreutils/bin/id
coreutils-id: libc-shim/liblsm.la
	$(srcdir)/id-lsm/coreutils/build libc-shim/.libs/liblsm.a \
		$(srcdir)/libc-shim
.PHONY: coreutils-id

# In the image every boot uses (see testsuite/local.mk): the guest test,
# and what it runs, under /usr/lib/lsmtest/id-lsm so that nothing there
# is run as a test and busybox's /usr/bin/id stays as it is: a static
# id-lsm, Debian's own id and, if built, the patched coreutils id, with
# the shared libraries ldd names for those two.
INITRAMFS_TESTS += $(srcdir)/testsuite/id-lsm/guest/id-lsm-guest
INITRAMFS_ADDS += \
	--add id-lsm/id-lsm-static$(EXEEXT):/usr/lib/lsmtest/id-lsm/id-lsm \
	`$(srcdir)/scripts/with-libs /usr/bin/id:/usr/lib/lsmtest/id-lsm/debian-id \
	$$(test -x $(ID_LSM_COREUTILS_ID) && \
		echo $(ID_LSM_COREUTILS_ID):/usr/lib/lsmtest/id-lsm/coreutils-id)`
$(INITRAMFS): id-lsm/id-lsm-static$(EXEEXT)

TESTS += \
	testsuite/id-lsm/id-lsm-host.test \
	testsuite/id-lsm/json-escape.test \
	testsuite/id-lsm/id-lsm-man.test \
	testsuite/id-lsm/coreutils-id.test
EXTRA_DIST += \
	testsuite/id-lsm/guest/id-lsm-guest testsuite/id-lsm/id-lsm-host.skips \
	id-lsm/coreutils/build \
	id-lsm/coreutils/coreutils-9.1-id-lsm.patch
