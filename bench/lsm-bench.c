// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lsm-bench: what one call costs, in nanoseconds, for each way a program
 * can learn its LSM attributes or the module list, next to the null
 * system call.  Each operation runs several rounds of many calls; the
 * table gives the median round's ns/call, the fastest and slowest round,
 * the calls per round and the round count, then the ratios between
 * operations measured in the same run (only ratios compare across
 * machines and emulators).
 *
 * usage: lsm-bench [--rounds N] [--round-ms MS] [--calls N]
 *                  [--selinux LIB] [--adapter LIB] [--json FILE|-]
 *                  [--apparmor LIB] [--aa-adapter LIB] [--aa-profile P]
 *                  [--ns-per-tick X] [--tsc-rate]
 *
 * The *_raw rows make the kernel call directly, without liblsm, so that
 * the kernel's cost and the library's show apart.  The getcon_raw() rows
 * dlopen() libselinux and the adapter at run time, and are skipped, saying
 * why, where either is missing; the aa_getcon() rows do the same with
 * libapparmor and liblsm-apparmor, after changing to profile P when
 * asked (so that the label read is a loaded profile's).  Rounds are timed with the TSC where
 * there is one (a tinyconfig guest's clock may tick only every 4 ms),
 * scaled to ns against CLOCK_MONOTONIC over a long enough span, or at
 * the rate --ns-per-tick gives (the host's, measured with --tsc-rate).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif

#include "../id-lsm/json.h"
#include "abi-name.h"
#include "insn-marker.h"
#include "lsm.h"
/* liblsm's own list of the syscall numbers, for the rows without liblsm. */
#include "syscall.h"

#define MAX_ROUNDS	99
#define MAX_MODULES	64

/* Where the answers go: big and aligned for struct lsm_ctx. */
static uint64_t ctx_buf[512];
static char read_buf[4096];

/* libselinux's two calls, from whichever library was dlopen()ed. */
typedef int (*getcon_fn)(char **con);
typedef void (*freecon_fn)(char *con);
static getcon_fn plain_getcon, adapter_getcon;
static freecon_fn plain_freecon, adapter_freecon;

/* libapparmor's aa_getcon(), from libapparmor and from the adapter. */
typedef int (*aa_getcon_fn)(char **label, char **mode);
static aa_getcon_fn aa_plain_getcon, aa_adapter_getcon;

static int op_null(void)
{
	return syscall(SYS_getppid) < 0 ? -1 : 0;
}

/* The kernel call alone, in the kernel's own ABI: never 451 elsewhere. */
static enum lsm_abi abi;

static int op_get_raw(void)
{
	size_t size = sizeof(ctx_buf);
	uint64_t msize = sizeof(ctx_buf);	/* __u32 or 6.8.0's size_t */

	if (abi == LSM_ABI_SEED)
		return syscall(LSM_NR_SEED_GET_SELF_ATTR, ctx_buf, &size,
			       LSM_ATTR_CURRENT) < 0 ? -1 : 0;
	/* Where no module has a value mainline says EOPNOTSUPP, which is
	 * its whole answer (liblsm's 0 entries): time that too. */
	if (abi == LSM_ABI_MAINLINE)
		return syscall(LSM_NR_MAINLINE_GET_SELF_ATTR, 100, ctx_buf,
			       &msize, 0) < 0 && errno != EOPNOTSUPP ? -1 : 0;
	errno = ENOSYS;
	return -1;
}

static int op_list_raw(void)
{
	size_t size = sizeof(ctx_buf);
	uint64_t msize = sizeof(ctx_buf);

	if (abi == LSM_ABI_SEED)
		return syscall(LSM_NR_SEED_MODULE_LIST, ctx_buf, &size,
			       0) < 0 ? -1 : 0;
	if (abi == LSM_ABI_MAINLINE)
		return syscall(LSM_NR_MAINLINE_LIST_MODULES, ctx_buf, &msize,
			       0) < 0 ? -1 : 0;
	errno = ENOSYS;
	return -1;
}

static int op_get(void)
{
	size_t size = sizeof(ctx_buf);

	return lsm_get_self_attr((struct lsm_ctx *)ctx_buf, &size,
				 LSM_ATTR_CURRENT) < 0 ? -1 : 0;
}

/* The set row's request, made once by set_prepare(). */
static uint64_t set_buf[512];
static size_t set_size;
static unsigned int set_attr;

static int op_set(void)
{
	return lsm_set_self_attr((struct lsm_ctx *)set_buf, set_size, set_attr);
}

static int read_file(const char *path)
{
	ssize_t n;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	n = read(fd, read_buf, sizeof(read_buf) - 1);
	close(fd);
	if (n < 0)
		return -1;
	read_buf[n] = '\0';
	return (int)n;
}

static int op_proc_self(void)
{
	return read_file("/proc/self/attr/current") < 0 ? -1 : 0;
}

static int op_proc_thread_self(void)
{
	return read_file("/proc/thread-self/attr/current") < 0 ? -1 : 0;
}

static int op_list(void)
{
	unsigned int ids[MAX_MODULES];
	size_t size = sizeof(ids);

	return lsm_module_list(ids, &size, 0) < 0 ? -1 : 0;
}

/* What a program without the call does: read, split, map names to ids. */
static int sysfs_ids(unsigned int *ids, int max)
{
	char *name, *save = NULL;
	int count = 0;

	if (read_file("/sys/kernel/security/lsm") < 0)
		return -1;
	for (name = strtok_r(read_buf, ",\n", &save); name && count < max;
	     name = strtok_r(NULL, ",\n", &save))
		ids[count++] = lsm_name_to_id(name);
	return count;
}

static int op_sysfs(void)
{
	unsigned int ids[MAX_MODULES];

	return sysfs_ids(ids, MAX_MODULES) < 0 ? -1 : 0;
}

static int getcon_once(getcon_fn get, freecon_fn put)
{
	char *con = NULL;

	if (get(&con) < 0)
		return -1;
	put(con);
	return 0;
}

static int op_getcon_plain(void)
{
	return getcon_once(plain_getcon, plain_freecon);
}

static int op_getcon_adapter(void)
{
	return getcon_once(adapter_getcon, adapter_freecon);
}

static int aa_getcon_once(aa_getcon_fn get)
{
	char *label = NULL;

	if (get(&label, NULL) < 0)
		return -1;
	free(label);
	return 0;
}

static int op_aa_getcon_plain(void)
{
	return aa_getcon_once(aa_plain_getcon);
}

static int op_aa_getcon_adapter(void)
{
	return aa_getcon_once(aa_adapter_getcon);
}

struct op {
	const char *name;
	const char *what;
	int (*call)(void);
	/* Filled in by measure() */
	int ok;
	char reason[256];
	unsigned long calls;
	int rounds;
	double round_ns[MAX_ROUNDS];
	double median, min, max;
};

enum { NULL_OP, GET_RAW, GET, PROC_SELF, PROC_THREAD_SELF, LIST_RAW, LIST,
       SET, SYSFS, GETCON_PLAIN, GETCON_ADAPTER, AA_GETCON_PLAIN, AA_GETCON_ADAPTER,
       NOPS };

static struct op ops[NOPS] = {
	[NULL_OP] = { "null", "syscall(SYS_getppid)", op_null },
	[GET_RAW] = { "get_self_attr_raw",
		      "the kernel's get_self_attr(current), no liblsm",
		      op_get_raw },
	[GET] = { "get_self_attr",
		  "lsm_get_self_attr(CURRENT) via liblsm", op_get },
	[PROC_SELF] = { "proc_self",
			"open+read+close /proc/self/attr/current",
			op_proc_self },
	[PROC_THREAD_SELF] = { "proc_thread_self",
			       "open+read+close /proc/thread-self/attr/current",
			       op_proc_thread_self },
	[LIST_RAW] = { "module_list_raw",
		       "the kernel's module list call, no liblsm", op_list_raw },
	[LIST] = { "module_list", "lsm_module_list() via liblsm", op_list },
	[SET] = { "set_self_attr",
		  "lsm_set_self_attr(), a value the module keeps (below)",
		  op_set },
	[SYSFS] = { "sysfs_lsm", "read+split /sys/kernel/security/lsm",
		    op_sysfs },
	[GETCON_PLAIN] = { "getcon_plain", "libselinux getcon_raw()+freecon()",
			   op_getcon_plain },
	[GETCON_ADAPTER] = { "getcon_adapter",
			     "adapter getcon_raw()+freecon()",
			     op_getcon_adapter },
	[AA_GETCON_PLAIN] = { "aa_getcon_plain",
			      "libapparmor aa_getcon()+free()",
			      op_aa_getcon_plain },
	[AA_GETCON_ADAPTER] = { "aa_getcon_adapter",
				"liblsm-apparmor aa_getcon()+free()",
				op_aa_getcon_adapter },
};

/* Each ratio: numerator / denominator, and the target for it. */
struct ratio {
	const char *name;
	int num, den;
	const char *target;
};

static const struct ratio ratios[] = {
	{ "get_raw/null", GET_RAW, NULL_OP, "<= 3" },
	{ "get/null", GET, NULL_OP, "<= 3" },
	{ "get/get_raw", GET, GET_RAW, "<= 1.3" },
	{ "module_list/module_list_raw", LIST, LIST_RAW, "<= 1.3" },
	{ "proc_self/get", PROC_SELF, GET, ">= 10" },
	{ "proc_thread_self/get", PROC_THREAD_SELF, GET, ">= 10" },
	{ "sysfs/module_list", SYSFS, LIST, ">= 20" },
	{ "sysfs/module_list_raw", SYSFS, LIST_RAW, ">= 20" },
	{ "getcon_plain/adapter", GETCON_PLAIN, GETCON_ADAPTER, ">= 5" },
	{ "aa_getcon_plain/adapter", AA_GETCON_PLAIN, AA_GETCON_ADAPTER, ">= 5" },
};

#define NRATIOS (sizeof(ratios) / sizeof(ratios[0]))

static void skip(struct op *op, const char *fmt, ...)
{
	va_list ap;

	op->ok = 0;
	va_start(ap, fmt);
	vsnprintf(op->reason, sizeof(op->reason), fmt, ap);
	va_end(ap);
}

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* The round timer: TSC ticks where there is a TSC, else ns. */
static struct {
	int tsc;		/* 2: with the rate given by --ns-per-tick */
	double ns_per_tick;
	double granularity_ns;	/* of CLOCK_MONOTONIC, as seen */
} timer = { 0, 1, 0 };

static double ticks(void)
{
#if defined(__x86_64__) || defined(__i386__)
	if (timer.tsc)
		return (double)__rdtsc();
#endif
	return now_ns();
}

/* The first CLOCK_MONOTONIC reading after the clock moves on from t. */
static double next_edge(double t)
{
	double u;

	while ((u = now_ns()) == t)
		;
	return u;
}

/*
 * How far CLOCK_MONOTONIC moves at a time, and the TSC's rate against it
 * over at least 100 of those steps, edge to edge.
 */
static void timer_init(double given)
{
#if defined(__x86_64__) || defined(__i386__)
	double e0, e1, span;
	uint64_t c0, c1;
#endif
	double t, g = 0;
	int i;

	t = next_edge(now_ns());
	for (i = 0; i < 5; i++) {
		double u = next_edge(t);

		if (u - t > g)
			g = u - t;
		t = u;
	}
	timer.granularity_ns = g;
#if defined(__x86_64__) || defined(__i386__)
	if (given > 0) {
		timer.ns_per_tick = given;
		timer.tsc = 2;
		return;
	}
	span = 100 * g > 50e6 ? (100 * g < 1e9 ? 100 * g : 1e9) : 50e6;
	e0 = next_edge(now_ns());
	c0 = __rdtsc();
	while (now_ns() < e0 + span)
		;
	e1 = next_edge(now_ns());
	c1 = __rdtsc();
	if (c1 > c0 && e1 > e0) {
		timer.ns_per_tick = (e1 - e0) / (double)(c1 - c0);
		timer.tsc = 1;
	}
#else
	(void)given;
#endif
}

/* Nanoseconds per call over n calls, or -1 with errno if a call failed. */
static double round_ns(const struct op *op, unsigned long n)
{
	unsigned long i;
	double start = ticks();

	for (i = 0; i < n; i++)
		if (op->call() < 0)
			return -1;
	return (ticks() - start) * timer.ns_per_tick / n;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/*
 * Calls per round, so that a round takes about target ns (unless calls
 * is given); 0 with the row skipped if a call fails.
 */
static unsigned long calibrate(struct op *op, double target,
			       unsigned long calls)
{
	double per_call;

	if (op->call() < 0) {
		skip(op, "first call failed: %s", strerror(errno));
		return 0;
	}
	if (calls)
		return calls;
	calls = 1;
	for (;;) {
		per_call = round_ns(op, calls);
		if (per_call < 0) {
			skip(op, "call failed: %s", strerror(errno));
			return 0;
		}
		/* A tenth of a round is long enough to scale from. */
		if (per_call * calls >= target / 10 || calls >= 1UL << 30)
			break;
		calls *= 4;
	}
	calls = (unsigned long)(target / (per_call > 0 ? per_call : 1));
	return calls ? calls : 1;
}

/*
 * Every operation's rounds, interleaved: round i of each operation runs
 * before round i + 1 of any, so that a slow spell of the machine (other
 * guests, the emulator's own work) lands on every row alike.
 */
static void measure_all(int rounds, double round_ms, unsigned long calls)
{
	double sorted[MAX_ROUNDS], target = round_ms * 1e6;
	struct op *op;
	int i, r;

	/* A coarse clock without a TSC: rounds long enough to read it. */
	if (!timer.tsc && target < 50 * timer.granularity_ns)
		target = 50 * timer.granularity_ns;
	for (i = 0; i < NOPS; i++) {
		op = &ops[i];
		/* A reason set already (no library) stands. */
		if (op->reason[0])
			continue;
		op->calls = calibrate(op, target, calls);
		op->ok = op->calls > 0;
	}
	for (r = 0; r < rounds; r++) {
		for (i = 0; i < NOPS; i++) {
			op = &ops[i];
			if (!op->ok)
				continue;
			op->round_ns[r] = round_ns(op, op->calls);
			if (op->round_ns[r] < 0)
				skip(op, "call failed: %s", strerror(errno));
		}
	}
	for (i = 0; i < NOPS; i++) {
		op = &ops[i];
		if (!op->ok)
			continue;
		memcpy(sorted, op->round_ns, rounds * sizeof(double));
		qsort(sorted, rounds, sizeof(double), cmp_double);
		op->median = rounds % 2 ? sorted[rounds / 2] :
			(sorted[rounds / 2 - 1] + sorted[rounds / 2]) / 2;
		op->min = sorted[0];
		op->max = sorted[rounds - 1];
		op->rounds = rounds;
	}
}

/* Fill set_buf with one request, 0 if the kernel took it; errno else. */
static int set_try(unsigned int id, unsigned int attr, const char *prefix,
		   const char *value, size_t len)
{
	struct lsm_ctx *ctx = (struct lsm_ctx *)set_buf;
	size_t plen = strlen(prefix);

	if (sizeof(*ctx) + plen + len + 1 > sizeof(set_buf)) {
		errno = E2BIG;
		return -1;
	}
	ctx->id = id;
	ctx->flags = attr;
	ctx->ctx_len = plen + len + 1;
	memcpy(ctx->ctx, prefix, plen);
	memcpy(ctx->ctx + plen, value, len);
	ctx->ctx[plen + len] = '\0';
	set_size = sizeof(*ctx) + ctx->ctx_len;
	set_attr = attr;
	return op_set();
}

/*
 * The set row sets what the first module with a current value keeps
 * without changing the process: SELinux the fscreate context to the
 * current one (set_undo() clears it again), Smack the current label to
 * itself, AppArmor the exec profile to the current one.  The row's
 * line says which, or why none.
 */
static void set_prepare(void)
{
	struct op *op = &ops[SET];
	struct lsm_ctx *cur;
	size_t size = sizeof(ctx_buf), len;
	const char *value;
	int rc;

	rc = lsm_get_self_attr((struct lsm_ctx *)ctx_buf, &size,
			       LSM_ATTR_CURRENT);
	if (rc <= 0) {
		skip(op, "no current value to set from (%s)",
		     rc ? strerror(errno) : "no module has one");
		return;
	}
	cur = lsm_ctx_first(ctx_buf, size);
	value = (const char *)cur->ctx;
	len = strlen(value);
	switch (cur->id) {
	case LSM_ID_SELINUX:
		rc = set_try(cur->id, LSM_ATTR_FSCREATE, "", value, len);
		op->what = "lsm_set_self_attr(FSCREATE = current), SELinux";
		break;
	case LSM_ID_SMACK:
		rc = set_try(cur->id, LSM_ATTR_CURRENT, "", value, len);
		op->what = "lsm_set_self_attr(CURRENT = current), Smack";
		break;
	case LSM_ID_APPARMOR:
		/* "name (mode)": the exec request names the profile alone. */
		len = strcspn(value, " ");
		rc = set_try(cur->id, LSM_ATTR_EXEC, "exec ", value, len);
		op->what = "lsm_set_self_attr(EXEC = \"exec\" current), AppArmor";
		break;
	default:
		rc = -1;
		errno = EOPNOTSUPP;
	}
	if (rc < 0)
		skip(op, "%s (module %u)", strerror(errno), cur->id);
}

/* SELinux: files made from here on (the JSON) get the default context. */
static void set_undo(void)
{
	const struct lsm_ctx *ctx = (const struct lsm_ctx *)set_buf;

	if (ctx->id == LSM_ID_SELINUX && ctx->flags == LSM_ATTR_FSCREATE)
		set_try(ctx->id, LSM_ATTR_FSCREATE, "", "", 0);
}

/*
 * --insns N: instructions, not time.  For each row, one call to warm
 * its path (page faults, first allocations), then the marker of
 * insn-marker.h, N calls, the marker again: a QEMU plugin
 * (bench/insn-count.c) counts what the guest ran between the two.
 * Prints "insns ROW N" for each measured row, in marker order, or
 * "insns ROW SKIP REASON" (no marker), for run-bench to pair up.
 */
static int count_all(unsigned long calls)
{
#ifdef __x86_64__
	unsigned long i;
	struct op *op;
	int n;

	for (n = 0; n < NOPS; n++) {
		op = &ops[n];
		if (!op->reason[0] && op->call() < 0)
			skip(op, "first call failed: %s", strerror(errno));
		if (op->reason[0]) {
			printf("insns %s SKIP %s\n", op->name, op->reason);
			continue;
		}
		__asm__ volatile(INSN_MARKER_ASM ::: "memory");
		for (i = 0; i < calls; i++)
			if (op->call() < 0)
				break;
		__asm__ volatile(INSN_MARKER_ASM ::: "memory");
		/* The markers ran: a line for each pair, even a failed one. */
		if (i < calls)
			printf("insns %s FAIL call %lu: %s\n", op->name, i + 1,
			       strerror(errno));
		else
			printf("insns %s %lu\n", op->name, calls);
	}
	return fflush(stdout) == 0 ? 0 : 1;
#else
	(void)calls;
	fprintf(stderr, "lsm-bench: --insns: the marker is an x86_64 instruction\n");
	return 1;
#endif
}

/* Ratio of two medians, or 0 when either row was skipped. */
static double ratio_value(const struct ratio *r)
{
	if (!ops[r->num].ok || !ops[r->den].ok || ops[r->den].median <= 0)
		return 0;
	return ops[r->num].median / ops[r->den].median;
}

/*
 * libselinux and the adapter.  Both are opened in the same namespace, so
 * the adapter's calls to libselinux (RTLD_NEXT) find the real one, and
 * each getcon_raw() result goes back to the freecon() of its own libc.
 */
static void open_selinux(const char *plain_lib, const char *adapter_lib)
{
	void *plain, *adapter;
	const char *err;

	plain = dlopen(plain_lib, RTLD_NOW | RTLD_GLOBAL);
	if (!plain) {
		err = dlerror();
		skip(&ops[GETCON_PLAIN], "dlopen: %s", err);
		skip(&ops[GETCON_ADAPTER], "needs libselinux: dlopen: %s", err);
		return;
	}
	plain_getcon = (getcon_fn)dlsym(plain, "getcon_raw");
	plain_freecon = (freecon_fn)dlsym(plain, "freecon");
	if (!plain_getcon || !plain_freecon) {
		skip(&ops[GETCON_PLAIN], "%s has no getcon_raw/freecon",
		     plain_lib);
		skip(&ops[GETCON_ADAPTER], "needs libselinux");
		return;
	}
	ops[GETCON_PLAIN].ok = 1;

	adapter = dlopen(adapter_lib, RTLD_NOW);
	if (!adapter) {
		skip(&ops[GETCON_ADAPTER], "adapter not available: %s",
		     dlerror());
		return;
	}
	adapter_getcon = (getcon_fn)dlsym(adapter, "getcon_raw");
	adapter_freecon = (freecon_fn)dlsym(adapter, "freecon");
	if (!adapter_freecon)
		adapter_freecon = plain_freecon;
	if (!adapter_getcon || adapter_getcon == plain_getcon) {
		skip(&ops[GETCON_ADAPTER], "%s has no getcon_raw of its own",
		     adapter_lib);
		return;
	}
	ops[GETCON_ADAPTER].ok = 1;
}

/* The adapter must answer what libselinux answers, or timing it is moot. */
static void check_adapter(void)
{
	char *a = NULL, *b = NULL;

	if (!ops[GETCON_PLAIN].ok || !ops[GETCON_ADAPTER].ok)
		return;
	if (plain_getcon(&a) < 0 || adapter_getcon(&b) < 0)
		return;		/* measure() reports the failure */
	if (!a != !b || (a && strcmp(a, b)))
		skip(&ops[GETCON_ADAPTER],
		     "adapter answered \"%s\", libselinux \"%s\"",
		     b ? b : "(null)", a ? a : "(null)");
	if (a)
		plain_freecon(a);
	if (b)
		adapter_freecon(b);
}

/*
 * libapparmor and liblsm-apparmor, each in a namespace of its own
 * (RTLD_LOCAL), their aa_getcon() by libapparmor's version node.  With a
 * profile named, the process first changes to it, so that both read a
 * loaded profile's label, not "unconfined"; and both must read the same.
 */
static void open_apparmor(const char *plain_lib, const char *adapter_lib,
			  const char *profile)
{
	char *a = NULL, *b = NULL, req[256];
	void *plain, *adapter;

	plain = dlopen(plain_lib, RTLD_NOW | RTLD_LOCAL);
	if (!plain) {
		skip(&ops[AA_GETCON_PLAIN], "dlopen: %s", dlerror());
		skip(&ops[AA_GETCON_ADAPTER], "needs libapparmor");
		return;
	}
	aa_plain_getcon = (aa_getcon_fn)dlvsym(plain, "aa_getcon",
					       "APPARMOR_1.1");
	adapter = dlopen(adapter_lib, RTLD_NOW | RTLD_LOCAL);
	if (adapter)
		aa_adapter_getcon = (aa_getcon_fn)dlvsym(adapter, "aa_getcon",
							 "APPARMOR_1.1");
	if (!aa_plain_getcon) {
		skip(&ops[AA_GETCON_PLAIN], "%s has no aa_getcon", plain_lib);
		skip(&ops[AA_GETCON_ADAPTER], "needs libapparmor");
		return;
	}
	if (!aa_adapter_getcon || aa_adapter_getcon == aa_plain_getcon)
		skip(&ops[AA_GETCON_ADAPTER], "no aa_getcon in %s: %s",
		     adapter_lib, adapter ? "not its own" : dlerror());
	if (profile) {
		snprintf(req, sizeof(req), "changeprofile %s", profile);
		if (lsm_set_self_value(LSM_ID_APPARMOR, LSM_ATTR_CURRENT, req,
				       LSM_FALLBACK_PROC)) {
			skip(&ops[AA_GETCON_PLAIN], "%s: %s", req,
			     strerror(errno));
			skip(&ops[AA_GETCON_ADAPTER], "%s: %s", req,
			     strerror(errno));
			return;
		}
	}
	if (aa_plain_getcon(&a, NULL) < 0) {
		skip(&ops[AA_GETCON_PLAIN], "aa_getcon: %s", strerror(errno));
		skip(&ops[AA_GETCON_ADAPTER], "needs libapparmor's answer");
		return;
	}
	if (ops[AA_GETCON_ADAPTER].reason[0] == 0 &&
	    (aa_adapter_getcon(&b, NULL) < 0 || strcmp(a, b)))
		skip(&ops[AA_GETCON_ADAPTER],
		     "adapter answered \"%s\", libapparmor \"%s\"",
		     b ? b : "(error)", a);
	free(a);
	free(b);
}

/* The first line of a small file, for the header; "?" if unreadable. */
static void first_line(const char *path, char *out, size_t len)
{
	size_t n;

	if (read_file(path) < 0) {
		snprintf(out, len, "? (%s)", strerror(errno));
		return;
	}
	n = strcspn(read_buf, "\n");
	if (n >= len)
		n = len - 1;
	memcpy(out, read_buf, n);
	out[n] = '\0';
}

struct info {
	char kernel[80];
	char machine[80];
	const char *abi;
	char lsm[512];
	char current[512];
	int rounds;
	double round_ms;
	unsigned long calls;
};

static void print_header(FILE *f, const struct info *in)
{
	fprintf(f, "lsm-bench: kernel %s %s, liblsm abi %s\n", in->kernel,
		in->machine, in->abi);
	fprintf(f, "lsm-bench: lsm %s\n", in->lsm);
	fprintf(f, "lsm-bench: current %s\n", in->current);
}

static void print_table(FILE *f, const struct info *in)
{
	size_t i;
	double v;

	print_header(f, in);
	if (timer.tsc == 2)
		fprintf(f, "lsm-bench: timer tsc, %.4f ns/tick as given "
			"(CLOCK_MONOTONIC moves %.0f ns at a time)\n",
			timer.ns_per_tick, timer.granularity_ns);
	else if (timer.tsc)
		fprintf(f, "lsm-bench: timer tsc, %.4f ns/tick against "
			"CLOCK_MONOTONIC (which moves %.0f ns at a time)\n",
			timer.ns_per_tick, timer.granularity_ns);
	else
		fprintf(f, "lsm-bench: timer CLOCK_MONOTONIC (moves %.0f ns "
			"at a time)\n", timer.granularity_ns);
	fprintf(f, "%-20s %10s %10s %10s %11s %6s  %s\n", "operation",
		"ns/call", "min", "max", "calls/round", "rounds", "what");
	for (i = 0; i < NOPS; i++) {
		const struct op *op = &ops[i];

		if (op->ok)
			fprintf(f, "%-20s %10.1f %10.1f %10.1f %11lu %6d  %s\n",
				op->name, op->median, op->min, op->max,
				op->calls, op->rounds, op->what);
		else
			fprintf(f, "%-20s SKIP %s\n", op->name, op->reason);
	}
	for (i = 0; i < NRATIOS; i++) {
		v = ratio_value(&ratios[i]);
		if (v > 0)
			fprintf(f, "ratio %-27s %8.2f  (target %s)\n",
				ratios[i].name, v, ratios[i].target);
		else
			fprintf(f, "ratio %-27s %8s  (target %s)\n",
				ratios[i].name, "-", ratios[i].target);
	}
}

/* Our strings are the kernel's; id-lsm's writer makes any bytes valid JSON. */
static void json_string(FILE *f, const char *s)
{
	json_put_string(f, s, strlen(s));
}

static void print_json(FILE *f, const struct info *in)
{
	size_t i;
	int r;
	double v;

	fputs("{\n  \"tool\": \"lsm-bench\",\n  \"format\": 1,\n  \"kernel\": ", f);
	json_string(f, in->kernel);
	fputs(",\n  \"machine\": ", f);
	json_string(f, in->machine);
	fputs(",\n  \"abi\": ", f);
	json_string(f, in->abi);
	fputs(",\n  \"lsm\": ", f);
	json_string(f, in->lsm);
	fputs(",\n  \"current\": ", f);
	json_string(f, in->current);
	fprintf(f, ",\n  \"rounds\": %d,\n  \"round_ms\": %g,\n", in->rounds,
		in->round_ms);
	fprintf(f, "  \"timer\": {\"source\": \"%s\", \"ns_per_tick\": %.6f, "
		"\"clock_granularity_ns\": %.0f},\n",
		timer.tsc == 2 ? "tsc-given" : timer.tsc ? "tsc" :
		"clock_gettime", timer.ns_per_tick,
		timer.granularity_ns);
	fputs("  \"operations\": [\n", f);
	for (i = 0; i < NOPS; i++) {
		const struct op *op = &ops[i];

		fputs("    {\"name\": ", f);
		json_string(f, op->name);
		fputs(", \"what\": ", f);
		json_string(f, op->what);
		if (!op->ok) {
			fputs(", \"status\": \"skip\", \"reason\": ", f);
			json_string(f, op->reason);
		} else {
			fprintf(f, ", \"status\": \"ok\", \"median_ns\": %.1f, "
				"\"min_ns\": %.1f, \"max_ns\": %.1f, "
				"\"calls_per_round\": %lu, \"rounds\": %d, "
				"\"round_ns\": [", op->median, op->min, op->max,
				op->calls, op->rounds);
			for (r = 0; r < op->rounds; r++)
				fprintf(f, "%s%.1f", r ? ", " : "",
					op->round_ns[r]);
			fputc(']', f);
		}
		fprintf(f, "}%s\n", i + 1 < NOPS ? "," : "");
	}
	fputs("  ],\n  \"ratios\": [\n", f);
	for (i = 0; i < NRATIOS; i++) {
		v = ratio_value(&ratios[i]);
		fputs("    {\"name\": ", f);
		json_string(f, ratios[i].name);
		if (v > 0)
			fprintf(f, ", \"value\": %.3f", v);
		else
			fputs(", \"value\": null", f);
		fputs(", \"target\": ", f);
		json_string(f, ratios[i].target);
		fprintf(f, "}%s\n", i + 1 < NRATIOS ? "," : "");
	}
	fputs("  ]\n}\n", f);
}

static void usage(FILE *f, const char *argv0)
{
	fprintf(f, "usage: %s [--rounds N] [--round-ms MS] [--calls N]\n"
		"       [--selinux LIB] [--adapter LIB] [--json FILE|-]\n"
		"       [--apparmor LIB] [--aa-adapter LIB] [--aa-profile P]\n"
		"       [--ns-per-tick X] [--tsc-rate] [--insns N]\n"
		"  --rounds N     rounds per operation, 1-%d (default 7)\n"
		"  --round-ms MS  calibrate each round to about MS ms (default 75)\n"
		"  --calls N      N calls per round, no calibration\n"
		"  --selinux LIB  libselinux to dlopen (default libselinux.so.1)\n"
		"  --adapter LIB  the adapter to dlopen (default liblsm-selinux.so)\n"
		"  --apparmor LIB libapparmor to dlopen (default libapparmor.so.1)\n"
		"  --aa-adapter LIB  its adapter (default liblsm-apparmor.so)\n"
		"  --aa-profile P change to AppArmor profile P first\n"
		"  --json FILE    also write the results as JSON ('-': stdout,\n"
		"                 and then the table goes to stderr)\n"
		"  --ns-per-tick X  the TSC's rate, not measured here (a guest\n"
		"                 whose clock is coarse gets the host's)\n"
		"  --tsc-rate     print the TSC's ns/tick as measured and exit\n"
		"  --insns N      no timing: N calls per row between two markers\n"
		"                 for the QEMU plugin bench/insn-count.so\n",
		argv0, MAX_ROUNDS);
}

static int number(const char *s, double lo, double hi, double *out)
{
	char *end;

	errno = 0;
	*out = strtod(s, &end);
	return !errno && end != s && !*end && *out >= lo && *out <= hi;
}

int main(int argc, char **argv)
{
	const char *plain_lib = "libselinux.so.1";
	const char *adapter_lib = "liblsm-selinux.so";
	const char *aa_lib = "libapparmor.so.1";
	const char *aa_adapter_lib = "liblsm-apparmor.so", *aa_profile = NULL;
	const char *json = NULL;
	struct info in = { .rounds = 7, .round_ms = 75 };
	double given = 0;
	unsigned long insns = 0;
	struct utsname u;
	FILE *table = stdout, *jf;
	double v;
	int i;

	for (i = 1; i < argc; i++) {
		const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;

		if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
			usage(stdout, argv[0]);
			return 0;
		}
		if (!strcmp(arg, "--tsc-rate")) {
			timer_init(0);
			if (timer.tsc != 1)
				return 1;
			printf("%.6f\n", timer.ns_per_tick);
			return 0;
		}
		if (!val)
			goto bad;
		i++;
		if (!strcmp(arg, "--rounds") && number(val, 1, MAX_ROUNDS, &v))
			in.rounds = (int)v;
		else if (!strcmp(arg, "--round-ms") && number(val, 0.001, 1e5, &v))
			in.round_ms = v;
		else if (!strcmp(arg, "--calls") && number(val, 1, 1e9, &v))
			in.calls = (unsigned long)v;
		else if (!strcmp(arg, "--selinux"))
			plain_lib = val;
		else if (!strcmp(arg, "--adapter"))
			adapter_lib = val;
		else if (!strcmp(arg, "--apparmor"))
			aa_lib = val;
		else if (!strcmp(arg, "--aa-adapter"))
			aa_adapter_lib = val;
		else if (!strcmp(arg, "--aa-profile"))
			aa_profile = val;
		else if (!strcmp(arg, "--json"))
			json = val;
		else if (!strcmp(arg, "--ns-per-tick") && number(val, 1e-3, 1e3, &v))
			given = v;
		else if (!strcmp(arg, "--insns") && number(val, 1, 1e9, &v) &&
			 v == (unsigned long)v)
			insns = (unsigned long)v;
		else
			goto bad;
	}

	if (insns && json) {
		fprintf(stderr, "lsm-bench: --insns writes no JSON: not with --json\n");
		return 2;
	}
	if (uname(&u) == 0) {
		snprintf(in.kernel, sizeof(in.kernel), "%s", u.release);
		snprintf(in.machine, sizeof(in.machine), "%s", u.machine);
	}
	abi = lsm_abi();
	in.abi = lsm_abi_name(abi);
	first_line("/sys/kernel/security/lsm", in.lsm, sizeof(in.lsm));
	/* First: a profile asked for is the state every row runs in. */
	open_apparmor(aa_lib, aa_adapter_lib, aa_profile);
	first_line("/proc/self/attr/current", in.current, sizeof(in.current));

	open_selinux(plain_lib, adapter_lib);
	check_adapter();
	set_prepare();
	if (insns) {
		print_header(stdout, &in);
		i = count_all(insns);
		set_undo();
		return i;
	}
	timer_init(given);
	measure_all(in.rounds, in.round_ms, in.calls);
	set_undo();

	if (json && !strcmp(json, "-"))
		table = stderr;
	print_table(table, &in);
	fflush(table);
	if (json) {
		jf = strcmp(json, "-") ? fopen(json, "w") : stdout;
		if (!jf) {
			fprintf(stderr, "lsm-bench: %s: %s\n", json,
				strerror(errno));
			return 1;
		}
		print_json(jf, &in);
		if ((jf == stdout ? fflush(jf) : fclose(jf)) != 0) {
			fprintf(stderr, "lsm-bench: %s: write failed\n", json);
			return 1;
		}
	}
	return 0;

bad:
	usage(stderr, argv[0]);
	return 2;
}
