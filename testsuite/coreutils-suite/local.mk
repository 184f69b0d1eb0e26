# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: coreutils' own tests (testsuite/coreutils-suite/).
# The whole patched coreutils 9.1 tree (its tests want the built src/
# first in PATH), built outside the clone and cached by source, patch and
# script (26 minutes of wall time cold on 2 shared cores, 5 of CPU, so
# not part of make check: run-tests makes it first).  The last line of the build, the
# staged tree, is kept in coreutils-suite.stage for the images.  In the
# guest coreutils' tests/id/context.sh, tests/id/no-context.sh,
# tests/misc/runcon-no-reorder.sh and tests/mkdir/selinux.sh run in the
# SELinux policy boots and tests/id/smack.sh in the Smack boot, each
# with Debian's id and with ours.
coreutils-suite: libc-shim/liblsm.la
	$(srcdir)/testsuite/coreutils-suite/build libc-shim/.libs/liblsm.a \
		$(srcdir)/libc-shim >coreutils-suite.stage.tmp && \
	tail -n 1 coreutils-suite.stage.tmp >coreutils-suite.stage && \
	rm -f coreutils-suite.stage.tmp
.PHONY: coreutils-suite
# The guest test, in the SELinux boots' image (see testsuite/local.mk)
# and the Smack boot's, with the staged tree it runs.
COREUTILS_SUITE_GUEST = $(srcdir)/testsuite/coreutils-suite/guest/coreutils-guest
COREUTILS_SUITE_ADDS = `$(srcdir)/testsuite/coreutils-suite/initramfs-adds \
	$(srcdir) coreutils-suite.stage`
SELINUX_INITRAMFS_TESTS += $(COREUTILS_SUITE_GUEST)
SELINUX_INITRAMFS_ADDS += $(COREUTILS_SUITE_ADDS)
EXTRA_DIST += testsuite/coreutils-suite/build \
	testsuite/coreutils-suite/stage \
	testsuite/coreutils-suite/debian.sh \
	testsuite/coreutils-suite/guest/coreutils-guest \
	testsuite/coreutils-suite/guest/run-one \
	testsuite/coreutils-suite/initramfs-adds
# The Smack boot's image: the default one with a second archive appended
# (the kernel unpacks one after the other) holding the coreutils tree,
# so the other boots do not carry it.  That archive ($@.part) is made
# again only when what goes in changed: its key is every file's name,
# size and time, the busybox, and the scripts that make the image.
SMACK_INITRAMFS = guest/initramfs-smack.cpio.gz
$(SMACK_INITRAMFS): $(INITRAMFS) FORCE $(COREUTILS_SUITE_GUEST)
	$(AM_V_GEN)test '$(LSM_NO_GUEST)' != 1 || exit 0; \
	$(MKDIR_P) guest && \
	adds="$(COREUTILS_SUITE_ADDS)" && \
	key=`{ echo "$$adds"; echo "$$adds" | sed -n 's/^--add \([^:]*\):.*/\1/p' | \
		xargs -r stat -L -c '%n %s %Y'; \
		stat -L -c '%n %s %Y' '$(BUSYBOX)' $(srcdir)/testsuite/boot/mkinitramfs \
			$(srcdir)/guest/init $(srcdir)/testsuite/harness/tap.sh \
			$(COREUTILS_SUITE_GUEST); } | \
		sha256sum` && \
	if test ! -f $@.part || test "`cat $@.part.key 2>/dev/null`" != "$$key"; then \
		LSM_BUSYBOX='$(BUSYBOX)' $(srcdir)/testsuite/boot/mkinitramfs -o $@.part \
			--test $(COREUTILS_SUITE_GUEST) $$adds && \
		echo "$$key" >$@.part.key; \
	fi && \
	cat $(INITRAMFS) $@.part >$@.tmp && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi
testsuite/boot/boot-smack.log: $(SMACK_INITRAMFS)
CLEANFILES += coreutils-suite.stage coreutils-suite.stage.tmp \
	$(SMACK_INITRAMFS) $(SMACK_INITRAMFS).tmp $(SMACK_INITRAMFS).part \
	$(SMACK_INITRAMFS).part.key
