# SPDX-License-Identifier: GPL-2.0-or-later
# Included by Makefile.am: the benchmarks (bench/); their tests are
# testsuite/bench/local.mk's.
# lsm-bench links liblsm statically (libtool's -static) but libc
# dynamically: its getcon_raw() rows dlopen() libselinux, whose TLS
# glibc's dlopen() cannot set up inside a fully static program.
check_PROGRAMS += bench/lsm-bench
bench_lsm_bench_SOURCES = bench/lsm-bench.c bench/insn-marker.h id-lsm/json.c testsuite/harness/abi-name.h
bench_lsm_bench_CFLAGS = $(AM_CFLAGS)
bench_lsm_bench_LDADD = libc-shim/liblsm.la
bench_lsm_bench_LDFLAGS = -static

# make bench: boots our kernel (LSM_KERNEL_DIR, else what kernel/build
# prints) and Debian's stock 6.12, prints the tables, writes the JSON.
# LSM_BENCH_BASE names another build of the series (a kernel/build
# output folder) to boot alongside ours, for a before/after in one run.
# LSM_BENCH_ARGS go to lsm-bench (e.g. --rounds 9 --round-ms 100);
# LSM_BENCH_BOOTARGS to every boot's kernel (e.g. mitigations=off).
LSM_BENCH_ADAPTER = libc-shim/selinux/.libs/liblsm-selinux.so
LSM_BENCH_BASE =
LSM_BENCH_ARGS =
LSM_BENCH_BOOTARGS =
LSM_BENCH_DEPS = bench/lsm-bench$(EXEEXT) bench/insn-count.so \
	libc-shim/selinux/liblsm-selinux.la libc-shim/apparmor/liblsm-apparmor.la
LSM_BENCH_RUN = k='$(LSM_KERNEL_DIR)'; b='$(LSM_BENCH_BASE)'; \
	LSM_BENCH_BOOTARGS='$(LSM_BENCH_BOOTARGS)' $(srcdir)/bench/run-bench \
	-b bench/lsm-bench$(EXEEXT) $${k:+-k "$$k"} $${b:+-c "$$b"} \
	-I bench/insn-count.so -A libc-shim/apparmor/.libs/liblsm-apparmor.so \
	-a '$(LSM_BENCH_ADAPTER)' -d bench
bench: $(LSM_BENCH_DEPS)
	$(LSM_BENCH_RUN) -o bench-results.json -- $(LSM_BENCH_ARGS)
# make bench-insns: the instruction boots alone.
bench-insns: $(LSM_BENCH_DEPS)
	$(LSM_BENCH_RUN) -i
.PHONY: bench bench-insns
# The instruction counter of make bench, a QEMU plugin, built against the
# plugin interface of Debian's qemu (bench/qemu-plugin-api) and loaded
# by the host's qemu-system-x86_64, never by the guest: no sanitizers.
bench/insn-count.so: $(srcdir)/bench/insn-count.c $(srcdir)/bench/insn-marker.h
	$(MKDIR_P) bench
	inc=`$(srcdir)/bench/qemu-plugin-api` && inc=`echo "$$inc" | tail -n 1` && \
	$(CC) -O2 -g $(LSM_WARN_CFLAGS) -shared -fPIC -I"$$inc" \
		-o $@ $(srcdir)/bench/insn-count.c
EXTRA_DIST += bench/run-bench bench/build-mainline bench/split-serial.awk bench/tables.awk \
	bench/insn-count.c bench/insn-marker.h bench/qemu-plugin-api \
	bench/insn-pair.awk bench/insn-tables.awk bench/insn-profile.awk \
	bench/insn-profile-table.awk
CLEANFILES += bench-results.json bench/*.serial bench/*.table bench/insn-count.so \
	bench/*.insns? bench/*.insns-serial? bench/*.insns-counts? bench/*.insns-tap? bench/*.profile \
	bench/*.json bench/*.tap bench/run bench/libs.list \
	bench/stock-kernels.err bench/initramfs-bench.cpio.gz
