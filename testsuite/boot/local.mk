# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am, last: every boot, one automake test each
# (testsuite/boot/boot-NAME.test, or beside its component's tests), the
# image it runs, its expected skips, and the other architectures' and
# the expensive tier's targets.  The images are testsuite/local.mk's
# (the main and the SELinux ones) and testsuite/apparmor-suite/local.mk's.

# The longest boots first, so that make -j2 runs the rest beside them:
# AppArmor's suite (two builds of it in one boot), then the debug boots
# (KASAN under TCG, and a fuzz of 10^5 calls, 10^6 in the expensive tier).
GUEST_TESTS = \
	$(AA_SUITE_BOOT_TESTS) \
	testsuite/boot/boot-debug-selinux.test \
	testsuite/boot/boot-debug-smack.test \
	testsuite/boot/boot-debug-apparmor.test \
	testsuite/boot/boot-selinux.test \
	testsuite/boot/boot-smack.test \
	testsuite/boot/boot-apparmor.test \
	testsuite/boot/boot-bpf-selinux.test \
	testsuite/boot/boot-nocontext.test \
	testsuite/boot/boot-distribution.test \
	testsuite/boot/boot-distribution-apparmor.test \
	$(LIBLSM_BOOT_TESTS) \
	$(LSM_SELINUX_BOOT_TESTS) \
	$(REFPOLICY_BOOT_TESTS) \
	$(PROCATTR_BOOT_TESTS)
# Debian's stock kernels: liblsm's mainline and /proc paths, the
# adapters', id-lsm's.
LIBLSM_BOOT_TESTS = \
	testsuite/boot/boot-stock-6.12.test \
	testsuite/boot/boot-stock-6.1.test
# The SELinux boots with a policy, in the SELinux image.
LSM_SELINUX_BOOT_TESTS = \
	testsuite/boot/boot-selinux-policy.test \
	testsuite/boot/boot-selinux-enforcing.test \
	testsuite/boot/boot-stock-6.1-selinux.test \
	testsuite/boot/boot-stock-6.12-selinux.test
# SELinux as Debian ships it (testsuite/refpolicy/), in its image; on
# Debian's kernels in the expensive tier.
REFPOLICY_BOOT_TESTS = \
	testsuite/boot/boot-refpolicy.test \
	testsuite/boot/boot-stock-6.1-refpolicy.test \
	testsuite/boot/boot-stock-6.12-refpolicy.test
# AppArmor's own regression suite, one boot per kernel, in its image.
AA_SUITE_BOOT_TESTS = \
	testsuite/boot/boot-apparmor-suite.test \
	testsuite/boot/boot-stock-6.12-apparmor-suite.test \
	testsuite/boot/boot-stock-6.1-apparmor-suite.test
# /proc/<pid>/attr on ours as on stock 6.1 (testsuite/kernel/local.mk).
PROCATTR_BOOT_TESTS = testsuite/kernel/boot-procattr.test

$(GUEST_TESTS:.test=.log): $(INITRAMFS)
$(LSM_SELINUX_BOOT_TESTS:.test=.log): $(SELINUX_INITRAMFS)
$(AA_SUITE_BOOT_TESTS:.test=.log): $(AA_SUITE_INITRAMFS)
$(REFPOLICY_BOOT_TESTS:.test=.log): $(REFPOLICY_INITRAMFS)

# Each boot's expected skips (testsuite/harness/tap-merge -s), and the lists they
# include.
BOOT_SKIPS = \
	testsuite/boot/apparmor-suite.skips \
	testsuite/boot/boot-apparmor-suite.skips \
	testsuite/boot/boot-apparmor.skips \
	testsuite/boot/boot-arm64-nocontext.skips \
	testsuite/boot/boot-arm64-selinux.skips \
	testsuite/boot/boot-bpf-selinux.skips \
	testsuite/boot/boot-debug-apparmor.skips \
	testsuite/boot/boot-debug-selinux.skips \
	testsuite/boot/boot-debug-smack.skips \
	testsuite/boot/boot-distribution.skips \
	testsuite/boot/boot-distribution-apparmor.skips \
	testsuite/boot/boot-i386-selinux.skips \
	testsuite/boot/boot-i386-smack.skips \
	testsuite/boot/i386.skips \
	testsuite/boot/lsm-6.12.skips \
	testsuite/boot/boot-nocontext.skips \
	testsuite/boot/boot-refpolicy.skips \
	testsuite/boot/boot-selinux-enforcing.skips \
	testsuite/boot/boot-selinux-policy.skips \
	testsuite/boot/boot-selinux.skips \
	testsuite/boot/boot-smack.skips \
	testsuite/boot/boot-stock-6.1-apparmor-suite.skips \
	testsuite/boot/boot-stock-6.1-refpolicy.skips \
	testsuite/boot/boot-stock-6.1-selinux.skips \
	testsuite/boot/boot-stock-6.1.skips \
	testsuite/boot/boot-stock-6.12-apparmor-suite.skips \
	testsuite/boot/boot-stock-6.12-refpolicy.skips \
	testsuite/boot/boot-stock-6.12-selinux.skips \
	testsuite/boot/boot-stock-6.12.skips \
	testsuite/boot/no-apparmor.skips \
	testsuite/boot/no-context.skips \
	testsuite/boot/refpolicy.skips \
	testsuite/boot/selinux-no-policy.skips \
	testsuite/boot/x86-abis.skips

EXTRA_DIST += $(BOOT_SKIPS) \
	testsuite/boot/boot-lsm.sh testsuite/boot/boot-debug.sh testsuite/boot/boot-distro.sh \
	testsuite/boot/boot-stock.sh testsuite/boot/boot-aa-suite.sh \
	testsuite/boot/boot-refpolicy.sh \
	testsuite/kernel/boot-procattr.skips
CLEANFILES += testsuite/guest/boot-procattr-*

# The arm64 boots (a cross-built kernel under TCG), in the expensive
# tier: make check-arm64 LSM_ARM64_KERNEL_DIR=$(LSM_ARCH=arm64 kernel/build)
# runs them, with their own test-suite log; run-tests --expensive too.
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
# A static guest program for another ABI, liblsm's sources compiled in:
# the rule sets cc (the compiler and its ABI flags) and main (the
# program's own sources).
STATIC_GUEST_BUILD = \
	srcs=; for f in $(LIBLSM_SOURCES) libc-shim/raw.c $$main; do \
		case $$f in *.c) srcs="$$srcs $(srcdir)/$$f" ;; esac; \
	done; \
	$(MKDIR_P) $(@D) && \
	$$cc -static -O2 $(LSM_WARN_CFLAGS) -I$(srcdir)/libc-shim \
		-I$(srcdir)/testsuite/harness -o $@ $$srcs
LSM_GUEST_TEST_MAIN = testsuite/liblsm/guest/lsm-guest-test.c testsuite/harness/tap.c
arm64/testsuite/liblsm/guest/lsm-guest-test: $(LIBLSM_SOURCES) libc-shim/raw.c \
		testsuite/liblsm/guest/lsm-guest-test.c testsuite/harness/tap.c testsuite/harness/abi-name.h
	$(AM_V_GEN)cc='clang --target=aarch64-linux-gnu' main='$(LSM_GUEST_TEST_MAIN)'; \
	$(STATIC_GUEST_BUILD)
armhf/testsuite/liblsm/guest/lsm-guest-test: $(LIBLSM_SOURCES) libc-shim/raw.c \
		testsuite/liblsm/guest/lsm-guest-test.c testsuite/harness/tap.c testsuite/harness/abi-name.h
	$(AM_V_GEN)cc='clang --target=arm-linux-gnueabihf' main='$(LSM_GUEST_TEST_MAIN)'; \
	$(STATIC_GUEST_BUILD)
# make check-ARCH: the boots of another architecture's kernel (arch,
# kdir and tests set by the rule), with a test-suite log of their own.
# Its busybox is fetched here, once, before the boots run in parallel:
# each boot only reads the cached copy.  The rules' "+" is the
# recursive make's, which make cannot see inside the variable.
ARCH_CHECK = \
	if test '$(LSM_NO_GUEST)' != 1 && test -n "$$kdir"; then \
		$(srcdir)/testsuite/boot/busybox-debian $$arch >/dev/null || exit 1; \
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
	testsuite/boot/arch-kernel.sh testsuite/boot/busybox-debian
CLEANFILES += $(ARM64_GUEST_TESTS) test-suite-arm64.log

# The native 32-bit x86 kernel's boots (LSM_ARCH=i386 kernel/build): make
# check-i386 LSM_I386_KERNEL_DIR=$(LSM_ARCH=i386 kernel/build | tail -n1),
# with their own test-suite log; run-tests --expensive runs it after
# check-arm64.
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
i386/testsuite/liblsm/guest/lsm-guest-test: $(LIBLSM_SOURCES) libc-shim/raw.c \
		testsuite/liblsm/guest/lsm-guest-test.c testsuite/harness/tap.c testsuite/harness/abi-name.h
	$(AM_V_GEN)cc='$(CC) -m32' main='$(LSM_GUEST_TEST_MAIN)'; $(STATIC_GUEST_BUILD)
i386/id-lsm/id-lsm: $(LIBLSM_SOURCES) libc-shim/raw.c \
		$(ID_LSM_SOURCES)
	$(AM_V_GEN)cc='$(CC) -m32' main='$(ID_LSM_SOURCES)'; \
	$(STATIC_GUEST_BUILD) -DPACKAGE_VERSION='"$(PACKAGE_VERSION)"'
check-i386: $(I386_GUEST_TESTS)
	+@arch=i386 kdir='$(LSM_I386_KERNEL_DIR)' tests='$(I386_TESTS)'; \
	$(ARCH_CHECK)
.PHONY: check-i386
AM_TESTS_ENVIRONMENT += \
	LSM_I386_KERNEL_DIR='$(LSM_I386_KERNEL_DIR)'; \
	export LSM_I386_KERNEL_DIR;
EXTRA_DIST += $(I386_TESTS) testsuite/boot/boot-i386.sh
CLEANFILES += $(I386_GUEST_TESTS) test-suite-i386.log

# The expensive tier (docs/testing.md): what make check
# leaves out unless RUN_EXPENSIVE_TESTS=yes (AppArmor's suite on Debian's
# kernels, the debug boots' fuzz at 10^6 calls), then the arm64 and i386
# boots, then the build robot's checks of the series (check-robot).
# Give it the kernels as make check, check-arm64 and check-i386 take
# them; ./run-tests --expensive builds them and does all of this.
check-expensive:
	+$(MAKE) $(AM_MAKEFLAGS) check RUN_EXPENSIVE_TESTS=yes
	+$(MAKE) $(AM_MAKEFLAGS) check-arm64 RUN_EXPENSIVE_TESTS=yes
	+$(MAKE) $(AM_MAKEFLAGS) check-i386 RUN_EXPENSIVE_TESTS=yes
	+$(MAKE) $(AM_MAKEFLAGS) check-robot RUN_EXPENSIVE_TESTS=yes
.PHONY: check-expensive
