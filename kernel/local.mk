# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the kernel side's tests (checkpatch, the
# series' syscall tables, its kselftest harness, /proc/<pid>/attr), and
# the arm64 and i386 kernels' boots.
# Every patch of the series passes the kernel's checkpatch.pl --strict.
TESTS += testsuite/kernel/checkpatch.test
EXTRA_DIST += testsuite/kernel/checkpatch.skips
# Every table the series touches, checked in the patched files alone.
TESTS += testsuite/kernel/syscall-tables.test
EXTRA_DIST += testsuite/kernel/syscall-tables.py testsuite/kernel/series-tree
# Mainline's files the liblsm tests compare with (Debian's linux-source-6.12).
EXTRA_DIST += testsuite/kernel/linux-6.12-files

# The arm64 boots (a cross-built kernel under TCG) take too long for make
# check: make check-arm64 LSM_ARM64_KERNEL_DIR=$(LSM_ARCH=arm64 kernel/build)
# runs them, with their own test-suite log; run-tests runs it too.
LSM_ARM64_KERNEL_DIR =
ARM64_TESTS = \
	testsuite/boot/boot-arm64-selinux.test \
	testsuite/boot/boot-arm64-nocontext.test
# liblsm's guest test, static for aarch64 and for armhf (the compat path),
# built with clang like the arm64 kernel (see scripts/setup-deps), each
# where the tree's would be, under a folder named after its ABI.
ARM64_GUEST_TESTS = \
	arm64/testsuite/liblsm/guest/lsm-guest-test \
	armhf/testsuite/liblsm/guest/lsm-guest-test
ARM64_GUEST_TEST_BUILD = \
	srcs=; for f in $(LIBLSM_SOURCES) libc-shim/raw.c; do \
		case $$f in *.c) srcs="$$srcs $(srcdir)/$$f" ;; esac; \
	done; \
	$(MKDIR_P) $(@D) && \
	clang --target=$$cross -static -O2 $(LSM_WARN_CFLAGS) -I$(srcdir)/libc-shim \
		-I$(srcdir)/testsuite/harness -o $@ $(srcdir)/testsuite/liblsm/guest/lsm-guest-test.c \
		$(srcdir)/testsuite/harness/tap.c $$srcs
arm64/testsuite/liblsm/guest/lsm-guest-test: $(LIBLSM_SOURCES) libc-shim/raw.c \
		testsuite/liblsm/guest/lsm-guest-test.c testsuite/harness/tap.c testsuite/harness/abi-name.h
	$(AM_V_GEN)cross=aarch64-linux-gnu; $(ARM64_GUEST_TEST_BUILD)
armhf/testsuite/liblsm/guest/lsm-guest-test: $(LIBLSM_SOURCES) libc-shim/raw.c \
		testsuite/liblsm/guest/lsm-guest-test.c testsuite/harness/tap.c testsuite/harness/abi-name.h
	$(AM_V_GEN)cross=arm-linux-gnueabihf; $(ARM64_GUEST_TEST_BUILD)
# make check-ARCH: the boots of another architecture's kernel (arch,
# kdir and tests set by the rule), with a test-suite log of their own.
# Its busybox is fetched here, once, before the boots run in parallel:
# each boot only reads the cached copy.  The rules' "+" is the
# recursive make's, which make cannot see inside the variable.
ARCH_CHECK = \
	if test '$(LSM_NO_GUEST)' != 1 && test -n "$$kdir"; then \
		$(srcdir)/scripts/busybox-debian $$arch >/dev/null || exit 1; \
	fi; \
	$(MAKE) $(AM_MAKEFLAGS) check TESTS="$$tests" \
		TEST_SUITE_LOG=test-suite-$$arch.log
check-arm64: $(ARM64_GUEST_TESTS)
	+@arch=arm64 kdir='$(LSM_ARM64_KERNEL_DIR)' tests='$(ARM64_TESTS)'; \
	$(ARCH_CHECK)
.PHONY: check-arm64
AM_TESTS_ENVIRONMENT += \
	LSM_ARM64_KERNEL_DIR='$(LSM_ARM64_KERNEL_DIR)'; \
	export LSM_ARM64_KERNEL_DIR;
EXTRA_DIST += $(ARM64_TESTS) testsuite/boot/boot-arm64.sh \
	testsuite/boot/arch-kernel.sh scripts/busybox-debian
CLEANFILES += $(ARM64_GUEST_TESTS) test-suite-arm64.log

# /proc/<pid>/attr answers on our kernel as on Debian's stock 6.1 with the
# same lsm= (kernel/0008): six short boots, one program each, run only
# by boot-procattr.test (the image has it in /tests/kernel/procattr,
# which no other boot runs).
check_PROGRAMS += testsuite/kernel/guest/procattr/procattr-errno
testsuite_kernel_guest_procattr_procattr_errno_SOURCES = testsuite/kernel/guest/procattr/procattr-errno.c
testsuite_kernel_guest_procattr_procattr_errno_LDFLAGS = -all-static
PROCATTR_BOOT_TESTS = testsuite/kernel/boot-procattr.test
TESTS += $(PROCATTR_BOOT_TESTS)
EXTRA_DIST += testsuite/kernel/boot-procattr.skips
$(PROCATTR_BOOT_TESTS:.test=.log): $(INITRAMFS)
CLEANFILES += testsuite/guest/boot-procattr-*
# The series' kselftest_harness.h (kernel/0011) as other kselftests use
# it: plain arguments, each option, a filter that matches nothing; and in
# every boot of our kernel, its options on lsm_module_list_test.
TESTS += testsuite/kernel/harness-filter.test
EXTRA_DIST += testsuite/kernel/harness-filter.c \
	testsuite/kernel/guest/selftest-filter
# In the image every boot uses (see testsuite/local.mk).
INITRAMFS_TESTS += $(srcdir)/testsuite/kernel/guest/selftest-filter \
	testsuite/kernel/guest/procattr/procattr-errno$(EXEEXT)
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

# The native 32-bit x86 kernel's boots (LSM_ARCH=i386 kernel/build): make
# check-i386 LSM_I386_KERNEL_DIR=$(LSM_ARCH=i386 kernel/build | tail -n1),
# with their own test-suite log; run-tests runs it after check-arm64.
LSM_I386_KERNEL_DIR =
I386_TESTS = \
	testsuite/boot/boot-i386-selinux.test \
	testsuite/boot/boot-i386-smack.test
# liblsm's guest test and id-lsm, static i386 programs built with the
# host's compiler and -m32 (gcc-multilib), as the kernel's selftests are,
# each where the tree's would be, under i386/.
I386_GUEST_TESTS = \
	i386/testsuite/liblsm/guest/lsm-guest-test \
	i386/id-lsm/id-lsm
I386_STATIC_BUILD = \
	srcs=; for f in $(LIBLSM_SOURCES) libc-shim/raw.c $$main; do \
		case $$f in *.c) srcs="$$srcs $(srcdir)/$$f" ;; esac; \
	done; \
	$(MKDIR_P) $(@D) && \
	$(CC) -m32 -static -O2 $(LSM_WARN_CFLAGS) -I$(srcdir)/libc-shim \
		-I$(srcdir)/testsuite/harness -o $@ $$srcs
i386/testsuite/liblsm/guest/lsm-guest-test: $(LIBLSM_SOURCES) libc-shim/raw.c \
		testsuite/liblsm/guest/lsm-guest-test.c testsuite/harness/tap.c testsuite/harness/abi-name.h
	$(AM_V_GEN)main='testsuite/liblsm/guest/lsm-guest-test.c testsuite/harness/tap.c'; \
	$(I386_STATIC_BUILD)
i386/id-lsm/id-lsm: $(LIBLSM_SOURCES) libc-shim/raw.c \
		$(ID_LSM_SOURCES)
	$(AM_V_GEN)main='$(ID_LSM_SOURCES)'; \
	$(I386_STATIC_BUILD) -DPACKAGE_VERSION='"$(PACKAGE_VERSION)"'
check-i386: $(I386_GUEST_TESTS)
	+@arch=i386 kdir='$(LSM_I386_KERNEL_DIR)' tests='$(I386_TESTS)'; \
	$(ARCH_CHECK)
.PHONY: check-i386
AM_TESTS_ENVIRONMENT += \
	LSM_I386_KERNEL_DIR='$(LSM_I386_KERNEL_DIR)'; \
	export LSM_I386_KERNEL_DIR;
EXTRA_DIST += $(I386_TESTS) testsuite/boot/boot-i386.sh
CLEANFILES += $(I386_GUEST_TESTS) test-suite-i386.log

# The mutation table (not part of check: a kernel build and 75 boots):
# which selftests fail when one check of the calls is removed.
EXTRA_DIST += testsuite/kernel/mutants/run testsuite/kernel/mutants/mutants.patch
mutants: guest/initramfs-tests.cpio.gz
	$(srcdir)/testsuite/kernel/mutants/run
.PHONY: mutants
