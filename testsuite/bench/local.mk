# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the benchmark tool's tests (testsuite/bench/):
# of the tool and of its tables' verdicts on the host, never of the
# timings.
TESTS += testsuite/bench/lsm-bench-host.test testsuite/bench/bench-tables.test \
	testsuite/bench/insn-tables.test testsuite/bench/get-layer.test \
	testsuite/bench/run-bench-args.test
EXTRA_DIST += testsuite/bench/bench-tables testsuite/bench/get-layer.insns \
	testsuite/bench/get-layer.skips
# get-layer boots with the instruction plugin, whose build fetches
# Debian's qemu source once: not where no guest boots (LSM_NO_GUEST=1).
testsuite/bench/get-layer.log: bench/lsm-bench$(EXEEXT) get-layer-plugin
get-layer-plugin:
	+@test '$(LSM_NO_GUEST)' = 1 || $(MAKE) $(AM_MAKEFLAGS) bench/insn-count.so
.PHONY: get-layer-plugin
