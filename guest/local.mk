# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the demo (run-demo).
# make demo builds what run-demo puts in the guest: the static id-lsm and
# guest/demo-calls, which shows the system calls' own answers.  Static,
# as the guest has no libc; not built by plain make, since the Debian
# build and make install have no use for them.
EXTRA_PROGRAMS = guest/demo-calls
guest_demo_calls_SOURCES = guest/demo-calls.c
guest_demo_calls_LDADD = libc-shim/liblsm.la
guest_demo_calls_LDFLAGS = -all-static
demo: id-lsm/id-lsm-static$(EXEEXT) guest/demo-calls$(EXEEXT)
.PHONY: demo
CLEANFILES += guest/demo-calls$(EXEEXT)
