# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: packaging (make distcheck, debian/).
# make distcheck boots nothing and fetches nothing: LSM_NO_GUEST=1 makes
# every guest test SKIP with the reason (make check LSM_NO_GUEST=1 too).
AM_DISTCHECK_CONFIGURE_FLAGS = LSM_NO_GUEST=1
# COPYING points to the license texts; run-demo is README's quick start;
# docs/abi.md is the interface README points to.
EXTRA_DIST += LICENSES docs run-demo guest/demo-show
AM_TESTS_ENVIRONMENT += \
	LSM_NO_GUEST='$(LSM_NO_GUEST)'; export LSM_NO_GUEST; \
	LSM_TOP_BUILDDIR='$(abs_top_builddir)'; export LSM_TOP_BUILDDIR; \
	LSM_CC='$(CC)'; export LSM_CC; LSM_PKG_CONFIG='$(PKG_CONFIG)'; \
	export LSM_PKG_CONFIG;
