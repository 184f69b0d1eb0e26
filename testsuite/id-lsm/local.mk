# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: id-lsm's tests (testsuite/id-lsm/).
check_PROGRAMS += testsuite/id-lsm/json-escape
testsuite_id_lsm_json_escape_SOURCES = testsuite/id-lsm/json-escape.c \
	id-lsm/json.c id-lsm/json.h
testsuite_id_lsm_json_escape_CFLAGS = $(ID_LSM_CFLAGS)
testsuite_id_lsm_json_escape_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/id-lsm

# In the image every boot uses (see testsuite/local.mk): the guest test,
# and what it runs, under /usr/lib/lsmtest/id-lsm so that nothing there
# is run as a test and busybox's /usr/bin/id stays as it is: a static
# id-lsm, Debian's own id and, if built, the patched coreutils id, with
# the shared libraries ldd names for those two.
INITRAMFS_TESTS += $(srcdir)/testsuite/id-lsm/guest/id-lsm-guest
INITRAMFS_ADDS += \
	--add id-lsm/id-lsm-static$(EXEEXT):/usr/lib/lsmtest/id-lsm/id-lsm \
	`$(srcdir)/testsuite/boot/with-libs /usr/bin/id:/usr/lib/lsmtest/id-lsm/debian-id \
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
	testsuite/id-lsm/coreutils-id.skips
