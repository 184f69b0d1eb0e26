# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: Linux 6.12's own LSM selftests, unchanged, as
# a judge of the mainline calls.  build makes them as 6.12 ships them
# (Debian's linux-source-6.12, cached in LSM_CACHE); nothing of them is
# in this tree.  build.test checks what it made; the main image has the
# programs in /tests/lsm-6.12, which every boot of our kernel and the
# stock 6.12 boot, the control, run (testsuite/boot/boot-lsm.sh,
# boot-stock-6.12.test).
TESTS += testsuite/mainline-selftests/build.test
EXTRA_DIST += testsuite/mainline-selftests/build \
	testsuite/mainline-selftests/build.skips \
	testsuite/mainline-selftests/image-args
# The image's mkinitramfs arguments for /tests/lsm-6.12, written before
# the image so that a failed build stops make (in the image's own rule a
# command substitution would hide it).  Without the tarball the folder
# holds a program that skips (image-args).
MAINLINE_SELFTESTS_ARGS = guest/lsm-6.12.args
$(MAINLINE_SELFTESTS_ARGS): FORCE
	$(AM_V_GEN)$(MKDIR_P) guest && \
	if test '$(LSM_NO_GUEST)' = 1; then : >$@; else \
		$(srcdir)/testsuite/mainline-selftests/image-args \
			guest/lsm-6.12-absent >$@.tmp && mv -f $@.tmp $@; \
	fi
$(INITRAMFS): $(MAINLINE_SELFTESTS_ARGS)
INITRAMFS_ADDS += `cat $(MAINLINE_SELFTESTS_ARGS)`
# run-tests builds them in its third lane, beside the kernels, so that
# the image's rule finds them cached; without the tarball there is
# nothing to build and the tests say SKIP.
mainline-selftests:
	$(srcdir)/testsuite/mainline-selftests/build >/dev/null || test $$? = 77
.PHONY: mainline-selftests
CLEANFILES += $(MAINLINE_SELFTESTS_ARGS) $(MAINLINE_SELFTESTS_ARGS).tmp \
	guest/lsm-6.12-absent/no-linux-source-6.12
