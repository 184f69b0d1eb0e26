# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the patched libselinux's tests (testsuite/libselinux/).
# Linked against libselinux, found in the guest through its RUNPATH: as a
# setuid program it ignores LD_LIBRARY_PATH and LD_PRELOAD.
check_PROGRAMS += testsuite/libselinux/guest/setuid-con
testsuite_libselinux_guest_setuid_con_SOURCES = \
	testsuite/libselinux/guest/setuid-con.c
testsuite_libselinux_guest_setuid_con_CFLAGS = $(AM_CFLAGS)
testsuite_libselinux_guest_setuid_con_LDADD = -lselinux
testsuite_libselinux_guest_setuid_con_LDFLAGS = \
	-Wl,-rpath,/usr/lib/lsmtest/libselinux/lib
# fake-setrans stands in for mcstransd, so that translation is tested.
check_PROGRAMS += testsuite/libselinux/guest/fake-setrans
testsuite_libselinux_guest_fake_setrans_SOURCES = \
	testsuite/libselinux/guest/fake-setrans.c
testsuite_libselinux_guest_fake_setrans_CFLAGS = $(AM_CFLAGS)
testsuite_libselinux_guest_fake_setrans_LDFLAGS = -all-static
# static-con: linked statically against the patched libselinux.a, as a
# user of the -dev packages links (testsuite/libselinux/static-link):
# gcc -static with pkg-config --static, in a staging root holding the
# patched libselinux's installed tree (the build's root/) and liblsm's
# (make install-... DESTDIR=), each with its .pc.  Made every run, as the
# library in the cache may change; a failed link leaves no program and a
# .log saying why, which libselinux-host.test shows (and the guest test
# finds the program missing) instead of stopping make.
LIBSELINUX_STATIC = testsuite/libselinux/guest/static-con
$(LIBSELINUX_STATIC): FORCE libc-shim/liblsm.la libc-shim/liblsm.pc \
		$(srcdir)/testsuite/libselinux/guest/static-con.c
	@rm -rf $@ $@.stage; \
	root=$(LIBSELINUX_PATCHED_DIR)/root; \
	if [ ! -f "$$root/usr/local/lib/libselinux.a" ]; then \
		echo "no $$root/usr/local/lib/libselinux.a (make libselinux-patched)" >$@.log; \
	else \
		mkdir -p $@.stage && cp -a "$$root/." $@.stage/ && \
		$(MAKE) $(AM_MAKEFLAGS) install-libLTLIBRARIES \
			install-pkgconfigDATA install-includeHEADERS \
			DESTDIR='$(abs_builddir)/$@.stage' >$@.log 2>&1 && \
		CC='$(CC)' $(srcdir)/testsuite/libselinux/static-link \
			'$(abs_builddir)/$@.stage' \
			$(srcdir)/testsuite/libselinux/guest/static-con.c $@ \
			'$(pkgconfigdir)' >>$@.log 2>&1 || \
		echo "$@: the static link failed (see $@.log)"; \
	fi
CLEANFILES += $(LIBSELINUX_STATIC) $(LIBSELINUX_STATIC).log
# In the SELinux boots' image (see testsuite/local.mk): the guest tests,
# and the library and the programs they run.
SELINUX_INITRAMFS_TESTS += \
	$(srcdir)/testsuite/libselinux/guest/libselinux-guest \
	$(srcdir)/testsuite/libselinux/guest/libselinux-seccomp
SELINUX_INITRAMFS_ADDS += `$(srcdir)/testsuite/libselinux/initramfs-adds \
	$(srcdir) $(LIBSELINUX_PATCHED_DIR) \
	testsuite/libselinux/guest/setuid-con$(EXEEXT) \
	testsuite/libselinux/guest/fake-setrans$(EXEEXT) \
	$(LIBSELINUX_STATIC) $(ID_LSM_COREUTILS_ID)`
$(SELINUX_INITRAMFS): testsuite/libselinux/guest/setuid-con$(EXEEXT) \
	testsuite/libselinux/guest/fake-setrans$(EXEEXT) $(LIBSELINUX_STATIC)
TESTS += testsuite/libselinux/libselinux-host.test
testsuite/libselinux/libselinux-host.log: \
	testsuite/selinux/guest/selinux-diff$(EXEEXT) $(LIBSELINUX_STATIC)
EXTRA_DIST += testsuite/libselinux/guest/libselinux-guest \
	testsuite/libselinux/libselinux-host.skips \
	testsuite/libselinux/guest/libselinux-seccomp \
	testsuite/libselinux/initramfs-adds \
	testsuite/libselinux/static-link \
	testsuite/libselinux/guest/static-con.c
