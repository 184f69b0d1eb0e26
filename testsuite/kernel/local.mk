# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the kernel side's tests (checkpatch, the
# series' syscall tables, its kselftest harness, /proc/<pid>/attr); the
# boots are testsuite/boot/local.mk's.
# Every patch of the series passes the kernel's checkpatch.pl --strict.
TESTS += testsuite/kernel/checkpatch.test
EXTRA_DIST += testsuite/kernel/checkpatch.skips
# Every table the series touches, checked in the patched files alone.
TESTS += testsuite/kernel/syscall-tables.test
EXTRA_DIST += testsuite/kernel/syscall-tables.py testsuite/kernel/series-tree
# Mainline's files the liblsm tests compare with (Debian's linux-source-6.12).
EXTRA_DIST += testsuite/kernel/linux-6.12-files

# /proc/<pid>/attr answers on our kernel as on Debian's stock 6.1 with the
# same lsm= (kernel/0008): six short boots, one program each, run only
# by boot-procattr.test (testsuite/boot/local.mk; the image has it in
# /tests/kernel/procattr, which no other boot runs).
check_PROGRAMS += testsuite/kernel/guest/procattr/procattr-errno
testsuite_kernel_guest_procattr_procattr_errno_SOURCES = testsuite/kernel/guest/procattr/procattr-errno.c
testsuite_kernel_guest_procattr_procattr_errno_LDFLAGS = -all-static
# The series' kselftest_harness.h (kernel/0011) as other kselftests use
# it: plain arguments, each option, a filter that matches nothing; and in
# every boot of our kernel, its options on lsm_module_list_test.
TESTS += testsuite/kernel/harness-filter.test
EXTRA_DIST += testsuite/kernel/harness-filter.c \
	testsuite/kernel/guest/selftest-filter
# 451-453 made as a program for Linux 6.5+ makes them (cachestat,
# fchmodat2, map_shadow_stack), judged by the kernel the boot names
# (lsmtest.kernel=): in every boot of our kernel, of Debian's stock 6.1
# and 6.12 (boot-stock.sh) and of the distribution configuration.
check_PROGRAMS += testsuite/kernel/guest/calls-451-453
testsuite_kernel_guest_calls_451_453_SOURCES = \
	testsuite/kernel/guest/calls-451-453.c \
	testsuite/harness/tap.c testsuite/harness/tap.h
testsuite_kernel_guest_calls_451_453_LDFLAGS = -all-static
# Our kernel's two front ends agree: v4's calls at 451-453 and
# mainline's at 459-461 give each module's values alike, and a set
# through either is seen through both.  Every kernel of the series has
# both since 0020-0022: no boot expects its SKIP (a kernel without them).
check_PROGRAMS += testsuite/kernel/guest/front-ends-agree
testsuite_kernel_guest_front_ends_agree_SOURCES = \
	testsuite/kernel/guest/front-ends-agree.c \
	testsuite/harness/tap.c testsuite/harness/tap.h
testsuite_kernel_guest_front_ends_agree_LDFLAGS = -all-static
# In the image every boot uses (see testsuite/local.mk).
INITRAMFS_TESTS += $(srcdir)/testsuite/kernel/guest/selftest-filter \
	testsuite/kernel/guest/procattr/procattr-errno$(EXEEXT) \
	testsuite/kernel/guest/calls-451-453$(EXEEXT) \
	testsuite/kernel/guest/front-ends-agree$(EXEEXT)
# A set the enforced SELinux policy refuses, through the call and through
# /proc: in the SELinux boots' image (/tests/kernel/enforcing, which only
# boot-selinux-enforcing runs, with the selftests).
check_PROGRAMS += testsuite/kernel/guest/enforcing/refused-set
testsuite_kernel_guest_enforcing_refused_set_SOURCES = \
	testsuite/kernel/guest/enforcing/refused-set.c \
	testsuite/harness/tap.c testsuite/harness/tap.h \
	testsuite/harness/first-line.c testsuite/harness/first-line.h
testsuite_kernel_guest_enforcing_refused_set_LDADD = $(LIBLSM_OBJECTS)
testsuite_kernel_guest_enforcing_refused_set_LDFLAGS = -no-install
SELINUX_INITRAMFS_TESTS += \
	testsuite/kernel/guest/enforcing/refused-set$(EXEEXT)

# The mutation table (not part of check: a kernel build and 75 boots):
# which selftests fail when one check of the calls is removed.
EXTRA_DIST += testsuite/kernel/mutants/run testsuite/kernel/mutants/mutants.patch
mutants: guest/initramfs-tests.cpio.gz
	$(srcdir)/testsuite/kernel/mutants/run
.PHONY: mutants

# The checks a kernel build robot makes of the series (kernel/robot/run:
# every prefix, eleven configurations, gcc and clang, W=1, sparse,
# objtool, kernel-doc, checkpatch): make kernel-robot prints its table
# and fails with any row.  Not part of check: the expensive tier runs
# make check-robot, with its own test-suite log: the table as TAP, then
# each prefix's selftests booted on LSM_KERNEL_DIR's kernel.
kernel-robot:
	$(srcdir)/kernel/robot/run >/dev/null
ROBOT_TESTS = testsuite/kernel/robot.test \
	testsuite/boot/boot-series-prefixes.test
check-robot:
	+$(MAKE) $(AM_MAKEFLAGS) check TESTS='$(ROBOT_TESTS)' \
		TEST_SUITE_LOG=test-suite-robot.log
.PHONY: kernel-robot check-robot
# The boot takes the prefixes' selftests from the robot's result.
testsuite/boot/boot-series-prefixes.log: testsuite/kernel/robot.log
EXTRA_DIST += $(ROBOT_TESTS) testsuite/boot/boot-series-prefixes.skips
CLEANFILES += test-suite-robot.log
