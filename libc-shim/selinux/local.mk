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

# The SELinux boots' own image: the policy (scripts/selinux-policy, cached
# outside the clone), its loader, the adapter, the tests, and Debian's
# libselinux users with their libraries.  Rebuilt like $(INITRAMFS).
SELINUX_INITRAMFS = guest/initramfs-selinux.cpio.gz
$(SELINUX_INITRAMFS): FORCE libc-shim/selinux/liblsm-selinux.la \
		testsuite/liblsm/guest/eperm-once$(EXEEXT) \
		testsuite/selinux/guest/selinux-diff$(EXEEXT) \
		testsuite/selinux/guest/selinux-diff-linked$(EXEEXT)
	$(AM_V_GEN)test '$(LSM_NO_GUEST)' != 1 && test -n '$(LSM_KERNEL_DIR)' || exit 0; \
	$(MKDIR_P) guest && \
	policy=`$(srcdir)/scripts/selinux-policy | tail -n 1` && \
	adds=`$(srcdir)/testsuite/selinux/initramfs-adds $(srcdir) \
		libc-shim/selinux/.libs/liblsm-selinux.so \
		testsuite/selinux/guest/selinux-diff$(EXEEXT) \
		testsuite/selinux/guest/selinux-diff-linked$(EXEEXT) \
		"$$policy"` && \
	LSM_BUSYBOX='$(BUSYBOX)' $(srcdir)/scripts/mkinitramfs -o $@.tmp $$adds \
		$(SECCOMP_INITRAMFS_ADDS) $(LIBSELINUX_PATCHED_ADDS) \
		$(SELINUX_COREUTILS_SUITE_ADDS) \
		`$(srcdir)/scripts/with-libs \
			testsuite/liblsm/guest/eperm-once$(EXEEXT):/tests/selinux/eperm-once` \
		--add $(srcdir)/testsuite/seccomp/guest/seccomp-adapter:/tests/seccomp-selinux/seccomp-adapter && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi

LSM_SELINUX_BOOT_TESTS = \
	testsuite/boot/boot-selinux-policy.test \
	testsuite/boot/boot-stock-6.1-selinux.test \
	testsuite/boot/boot-stock-6.12-selinux.test
TESTS += \
	testsuite/selinux/selinux-host.test \
	testsuite/selinux/selinux-host-linked.test \
	$(LSM_SELINUX_BOOT_TESTS)
$(LSM_SELINUX_BOOT_TESTS:.test=.log): $(SELINUX_INITRAMFS)
EXTRA_DIST += libc-shim/selinux/libselinux-adapter.sym \
	testsuite/selinux/initramfs-adds \
	testsuite/selinux/guest/load-policy \
	testsuite/selinux/guest/selinux-guest \
	scripts/selinux-policy scripts/with-libs
CLEANFILES += $(SELINUX_INITRAMFS) $(SELINUX_INITRAMFS).tmp \
	$(LSM_SELINUX_BOOT_TESTS:.test=.serial)
