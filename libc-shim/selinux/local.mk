# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the SELinux adapter, liblsm-selinux (libc-shim/selinux/), and its tests.
# libselinux 3.4's getcon() and friends on the LSM calls, under libselinux's
# version node.  liblsm's objects are linked in, hidden by the version
# script: preloading then needs this one file, which no installed liblsm
# has to match, and a program's own liblsm cannot clash with it.
# Installed outside the linker's path and shared only, with no .a and no
# .la: LD_PRELOAD=$(libdir)/liblsm-selinux/liblsm-selinux.so.  "exec" in
# the folder's name makes it part of install-exec, like lib_LTLIBRARIES.
lsmselinuxexecdir = $(libdir)/liblsm-selinux
lsmselinuxexec_LTLIBRARIES = libc-shim/selinux/liblsm-selinux.la
LSM_SELINUX_CFLAGS = $(AM_CFLAGS)
libc_shim_selinux_liblsm_selinux_la_SOURCES = \
	libc-shim/selinux/liblsm-selinux.c
libc_shim_selinux_liblsm_selinux_la_LIBADD = $(LIBLSM_OBJECTS)
libc_shim_selinux_liblsm_selinux_la_CFLAGS = $(LSM_SELINUX_CFLAGS) \
	-fvisibility=hidden
# No version in the file name: LD_PRELOAD=.../liblsm-selinux.so.
libc_shim_selinux_liblsm_selinux_la_LDFLAGS = -avoid-version -shared \
	-Wl,-z,defs \
	-Wl,--version-script=$(srcdir)/libc-shim/selinux/libselinux-adapter.sym
EXTRA_libc_shim_selinux_liblsm_selinux_la_DEPENDENCIES = \
	libc-shim/selinux/libselinux-adapter.sym
dist_man3_MANS += libc-shim/selinux/liblsm-selinux.3
# libtool installs the .la beside the .so; nothing links against it, so it
# goes, and the .so (which libtool finds through the .la) goes by hand.
install-exec-hook:
	rm -f '$(DESTDIR)$(lsmselinuxexecdir)/liblsm-selinux.la'
uninstall-hook:
	rm -f '$(DESTDIR)$(lsmselinuxexecdir)/liblsm-selinux.so'

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
	--add `$(srcdir)/scripts/selinux-policy | tail -n 1`:$(LSM_SELINUX_GUEST)/policy.33 \
	`$(srcdir)/scripts/with-libs \
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

LSM_SELINUX_BOOT_TESTS = \
	testsuite/boot/boot-selinux-policy.test \
	testsuite/boot/boot-selinux-enforcing.test \
	testsuite/boot/boot-stock-6.1-selinux.test \
	testsuite/boot/boot-stock-6.12-selinux.test
TESTS += \
	testsuite/selinux/selinux-host.test \
	testsuite/selinux/selinux-host-linked.test \
	$(LSM_SELINUX_BOOT_TESTS)
$(LSM_SELINUX_BOOT_TESTS:.test=.log): $(SELINUX_INITRAMFS)
EXTRA_DIST += libc-shim/selinux/libselinux-adapter.sym \
	testsuite/selinux/selinux-host.skips \
	testsuite/selinux/selinux-host-linked.skips \
	testsuite/selinux/guest/load-policy \
	testsuite/selinux/guest/selinux-guest \
	scripts/selinux-policy scripts/with-libs
