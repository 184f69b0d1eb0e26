# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the benchmark tool's tests (testsuite/bench/):
# of the tool and of its tables' verdicts on the host, never of the
# timings.
TESTS += testsuite/bench/lsm-bench-host.test testsuite/bench/bench-tables.test \
	testsuite/bench/insn-tables.test
EXTRA_DIST += testsuite/bench/bench-tables
