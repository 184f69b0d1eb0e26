# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the patched libselinux (libc-shim/libselinux/);
# its tests are testsuite/libselinux/local.mk's.
# Debian's libselinux 3.4 (or trixie's 3.8.1 tarball where the mirror lacks
# 3.4's files) with patches/series, built outside the clone (seconds once
# the source is cached) into a drop-in libselinux.so.1, and from the same
# tree libselinux.a and libselinux.pc; the SELinux boots run it under
# Debian's programs, a setuid program, a static program and the
# differential test.  run-tests makes it before make check.
LIBSELINUX_PATCHED_DIR = $(LSM_CACHE_DIR)/libselinux/lib
libselinux-patched:
	$(srcdir)/libc-shim/libselinux/build
.PHONY: libselinux-patched
EXTRA_DIST += libc-shim/libselinux/build libc-shim/libselinux/patches \
	scripts/apt-source
