# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the Debian package build (testsuite/package/).
TESTS += testsuite/package/dpkg-buildpackage.test
EXTRA_DIST += testsuite/package/dpkg-buildpackage.test \
	testsuite/package/dpkg-buildpackage.skips
