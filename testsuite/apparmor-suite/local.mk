# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: AppArmor's own regression suite.
# tests/regression/apparmor of the apparmor source the machine can get,
# built twice against bookworm's libapparmor by testsuite/apparmor-suite/build
# (cached outside the clone, keyed by the source, the script and the
# adapter's sources): a control build and one linked to liblsm-apparmor
# first.  run-tests makes it before make check; the image rule asks for
# it again (only a path, once cached).  Its boots (testsuite/boot/
# local.mk), one per kernel, run both builds with aa-suite-guest, in an
# image of their own (bash, perl, apparmor_parser...).
apparmor-suite: libc-shim/apparmor/liblsm-apparmor.la
	$(srcdir)/testsuite/apparmor-suite/build libc-shim/apparmor/.libs/liblsm-apparmor.so
.PHONY: apparmor-suite
AA_SUITE_INITRAMFS = guest/initramfs-aasuite.cpio.gz
AA_SUITE_GUEST = $(srcdir)/testsuite/apparmor-suite/guest/aa-suite-guest
$(AA_SUITE_INITRAMFS): FORCE libc-shim/apparmor/liblsm-apparmor.la \
		$(AA_SUITE_GUEST) $(srcdir)/testsuite/apparmor-suite/guest/setup
	$(AM_V_GEN)test '$(LSM_NO_GUEST)' != 1 && test -n '$(LSM_KERNEL_DIR)' || exit 0; \
	$(MKDIR_P) guest && \
	suite=`$(srcdir)/testsuite/apparmor-suite/build \
		libc-shim/apparmor/.libs/liblsm-apparmor.so | tail -n 1`; \
	adds=`$(srcdir)/testsuite/apparmor-suite/initramfs-adds $(srcdir) \
		"$$suite" libc-shim/apparmor/.libs/liblsm-apparmor.so` && \
	LSM_BUSYBOX='$(BUSYBOX)' $(srcdir)/testsuite/boot/mkinitramfs -o $@.tmp \
		--test $(AA_SUITE_GUEST) $$adds && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi
EXTRA_DIST += testsuite/apparmor-suite/build \
	testsuite/apparmor-suite/guest/aa-suite-guest testsuite/apparmor-suite/guest/setup \
	testsuite/apparmor-suite/initramfs-adds
CLEANFILES += $(AA_SUITE_INITRAMFS) $(AA_SUITE_INITRAMFS).tmp
