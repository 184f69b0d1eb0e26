// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * liblsm-apparmor against libapparmor 3.0.8, call by call: the same
 * return value, errno, label, mode and buffer bytes, in each state the
 * test policy offers (unconfined, a profile, a hat, a stack).  Setters
 * run twice in fresh children, once per library, from the same state;
 * what each child ends up with (or the signal that ended it) must agree.
 *
 *   apparmor-diff --adapter PATH   the adapter dlopen()ed beside libapparmor
 *   apparmor-diff                  the adapter preloaded (LD_PRELOAD)
 *   apparmor-diff-linked           the adapter linked before libapparmor
 *   ... --no-proc                  also with /proc unmounted (root): the
 *                                  adapter must answer on the calls alone
 *
 * libapparmor's own functions are always taken from libapparmor.so.1
 * itself (dlvsym on its handle), whatever the program's symbols resolve to.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/apparmor.h>
#include <sys/wait.h>
#include <unistd.h>

#include "first-line.h"
#include "tap.h"

struct impl {
	const char *name;
	int (*getcon)(char **, char **);
	int (*gettaskcon)(pid_t, char **, char **);
	int (*getprocattr)(pid_t, const char *, char **, char **);
	int (*getprocattr_raw)(pid_t, const char *, char *, int, char **);
	int (*change_profile)(const char *);
	int (*change_onexec)(const char *);
	int (*chg_hat)(const char *, unsigned long);
	int (*change_hatv)(const char *[], unsigned long);
	int (*stack_profile)(const char *);
	int (*stack_onexec)(const char *);
};

static struct impl lib = { .name = "libapparmor" }, ada = { .name = "adapter" };

static void *sym(void *h, const char *name, const char *ver)
{
	void *p = dlvsym(h, name, ver);

	if (!p)
		printf("# %s@%s: %s\n", name, ver, dlerror());
	return p;
}

static int load(struct impl *im, void *h)
{
	im->getcon = sym(h, "aa_getcon", "APPARMOR_1.1");
	im->gettaskcon = sym(h, "aa_gettaskcon", "APPARMOR_1.1");
	im->getprocattr = sym(h, "aa_getprocattr", "APPARMOR_1.1");
	im->getprocattr_raw = sym(h, "aa_getprocattr_raw", "APPARMOR_1.1");
	im->change_profile = sym(h, "aa_change_profile", "APPARMOR_1.1");
	im->change_onexec = sym(h, "aa_change_onexec", "APPARMOR_1.1");
	im->chg_hat = sym(h, "aa_change_hat", "APPARMOR_1.1");
	im->change_hatv = sym(h, "aa_change_hatv", "APPARMOR_1.1");
	im->stack_profile = sym(h, "aa_stack_profile", "APPARMOR_2.11");
	im->stack_onexec = sym(h, "aa_stack_onexec", "APPARMOR_2.11");
	return im->getcon && im->gettaskcon && im->getprocattr &&
	       im->getprocattr_raw && im->change_profile &&
	       im->change_onexec && im->chg_hat && im->change_hatv &&
	       im->stack_profile && im->stack_onexec;
}

/* Where a function lives: the adapter's must be in liblsm-apparmor.so. */
static const char *where(void *fn)
{
	Dl_info info;

	return dladdr(fn, &info) && info.dli_fname ? info.dli_fname : "?";
}

/* ---- one answer, printed so that two can be compared ---------------- */

static void show(char *out, size_t n, int rc, int err, const char *label,
		 const char *mode)
{
	snprintf(out, n, "rc=%d errno=%d label=%s%s%s%s", rc,
		 rc < 0 ? err : 0, label ? "\"" : "", label ? label : "NULL",
		 label ? "\"" : "", mode ? "" : " mode=NULL");
	if (mode)
		snprintf(out + strlen(out), n - strlen(out), " mode=\"%s\"@%ld",
			 mode, (long)(mode - label));
}

static void one_getprocattr(const struct impl *im, pid_t tid, const char *attr,
			    int with_mode, char *out, size_t n)
{
	char *label = NULL, *mode = NULL;
	int rc;

	errno = 0;
	rc = im->getprocattr(tid, attr, &label, with_mode ? &mode : NULL);
	show(out, n, rc, errno, label, with_mode ? mode : NULL);
	if (rc >= 0)
		free(label);
}

static void one_raw(const struct impl *im, const char *attr, int len,
		    int null_buf, char *out, size_t n)
{
	char buf[512], *mode = (char *)1;
	int rc, i;
	size_t at;

	memset(buf, 'x', sizeof(buf));
	errno = 0;
	rc = im->getprocattr_raw(gettid(), attr, null_buf ? NULL : buf, len,
				 &mode);
	snprintf(out, n, "rc=%d errno=%d mode=", rc, rc < 0 ? errno : 0);
	at = strlen(out);
	if (mode == (char *)1)
		snprintf(out + at, n - at, "untouched");
	else if (!mode)
		snprintf(out + at, n - at, "NULL");
	else
		snprintf(out + at, n - at, "@%ld", (long)(mode - buf));
	/* Every byte of the buffer, those it wrote and those it left. */
	at = strlen(out);
	snprintf(out + at, n - at, " buf=");
	for (i = 0; !null_buf && i < len + 1 && i < (int)sizeof(buf); i++) {
		at = strlen(out);
		if (at + 5 >= n)
			break;
		snprintf(out + at, n - at, buf[i] >= 32 && buf[i] < 127 ?
			 "%c" : "\\%02x", (unsigned char)buf[i]);
	}
}

static void same(const char *state, const char *call, const char *a,
		 const char *b)
{
	tap_ok(!strcmp(a, b), "%s: %s", state, call);
	if (strcmp(a, b))
		printf("#   libapparmor: %s\n#   adapter:     %s\n", a, b);
}

/* Every read, both ways, in the calling task's state. */
static void reads(const char *state)
{
	static const char *attrs[] = { "current", "prev", "exec", "bogus" };
	char a[2048], b[2048], call[96];
	int lens[] = { -1, 0, 1, 5, 0, 0, 0, 200 }, i, n, w;
	char *label = NULL;

	for (w = 0; w < 2; w++) {
		one_getprocattr(&lib, gettid(), "current", w, a, sizeof(a));
		one_getprocattr(&ada, gettid(), "current", w, b, sizeof(b));
		same(state, w ? "aa_getprocattr(self, current, &mode)" :
		     "aa_getprocattr(self, current, NULL)", a, b);
	}
	for (w = 0; w < 2; w++) {
		char *l1 = NULL, *m1 = NULL, *l2 = NULL, *m2 = NULL;
		int r1, r2, e1, e2;

		errno = 0;
		r1 = w ? lib.getcon(&l1, &m1) : lib.gettaskcon(getppid(), &l1, &m1);
		e1 = errno;
		errno = 0;
		r2 = w ? ada.getcon(&l2, &m2) : ada.gettaskcon(getppid(), &l2, &m2);
		e2 = errno;
		show(a, sizeof(a), r1, e1, l1, m1);
		show(b, sizeof(b), r2, e2, l2, m2);
		same(state, w ? "aa_getcon()" : "aa_gettaskcon(parent)", a, b);
		free(l1);
		free(l2);
	}
	for (i = 1; i < 4; i++) {
		one_getprocattr(&lib, gettid(), attrs[i], 1, a, sizeof(a));
		one_getprocattr(&ada, gettid(), attrs[i], 1, b, sizeof(b));
		snprintf(call, sizeof(call), "aa_getprocattr(self, %s)", attrs[i]);
		same(state, call, a, b);
	}
	/* The buffer rules around the value's own length. */
	n = lib.getcon(&label, NULL);
	free(label);
	if (n > 0) {
		lens[4] = n - 1;
		lens[5] = n;
		lens[6] = n + 1;
	}
	for (i = 0; i < 8; i++) {
		one_raw(&lib, "current", lens[i], 0, a, sizeof(a));
		one_raw(&ada, "current", lens[i], 0, b, sizeof(b));
		snprintf(call, sizeof(call), "aa_getprocattr_raw(self, current, len %d)",
			 lens[i]);
		same(state, call, a, b);
	}
	one_raw(&lib, "current", 10, 1, a, sizeof(a));
	one_raw(&ada, "current", 10, 1, b, sizeof(b));
	same(state, "aa_getprocattr_raw(NULL buffer)", a, b);
}

/* ---- setters, each in a fresh child per library --------------------- */

static int policy;

/* The guest's test profiles are loaded (testsuite/apparmor/guest/load-policy). */
static int policy_loaded(void)
{
	char line[256];
	int found = 0;
	FILE *f = fopen("/sys/kernel/security/apparmor/profiles", "r");

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		found |= !strncmp(line, "lsmtest_enforce ", 16);
	fclose(f);
	return found;
}

#define TOKEN 0x1234abcdUL
enum setup { NONE, ENFORCE, HAT, UNPRIV };

struct result {
	int rc, err;
	char after[1024];
};

typedef int (*op_fn)(const struct impl *);

static int op_profile(const struct impl *im) { return im->change_profile("lsmtest_enforce"); }
static int op_profile_missing(const struct impl *im) { return im->change_profile("lsmtest_missing"); }
static int op_profile_null(const struct impl *im) { return im->change_profile(NULL); }
static int op_profile_denied(const struct impl *im) { return im->change_profile("lsmtest_complain"); }
static int op_child(const struct impl *im) { return im->change_profile("lsmtest_enforce//child"); }
static int op_onexec(const struct impl *im) { return im->change_onexec("lsmtest_exec"); }
static int op_onexec_null(const struct impl *im) { return im->change_onexec(NULL); }
static int op_stack(const struct impl *im) { return im->stack_profile("lsmtest_other"); }
static int op_stack_onexec(const struct impl *im) { return im->stack_onexec("lsmtest_other"); }
static int op_stack_null(const struct impl *im) { return im->stack_profile(NULL); }
static int op_hat(const struct impl *im) { return im->chg_hat("hat_a", TOKEN); }
static int op_hat_back(const struct impl *im) { return im->chg_hat(NULL, TOKEN); }
static int op_hat_wrong(const struct impl *im) { return im->chg_hat(NULL, TOKEN + 1); }
static int op_hat_none(const struct impl *im) { return im->chg_hat(NULL, 0); }
static int op_hat_missing(const struct impl *im) { return im->chg_hat("no_such_hat", TOKEN); }

static int op_hat_long(const struct impl *im)
{
	static char name[PATH_MAX + 2];

	memset(name, 'h', sizeof(name) - 1);
	return im->chg_hat(name, TOKEN);
}

static int op_hatv(const struct impl *im)
{
	const char *hats[] = { "no_such_hat", "hat_b", NULL };

	return im->change_hatv(hats, TOKEN);
}

static int op_hatv_one(const struct impl *im)
{
	const char *hats[] = { "hat_a", NULL };

	return im->change_hatv(hats, TOKEN);
}

static int op_hatv_none(const struct impl *im) { return im->change_hatv(NULL, 0); }
static int op_hatv_back(const struct impl *im) { return im->change_hatv(NULL, TOKEN); }

static const struct op {
	const char *name;
	enum setup setup;
	op_fn fn;
} ops[] = {
	{ "aa_change_profile(lsmtest_enforce)", NONE, op_profile },
	{ "aa_change_profile(missing)", NONE, op_profile_missing },
	{ "aa_change_profile(NULL)", NONE, op_profile_null },
	{ "aa_change_profile(child)", ENFORCE, op_child },
	{ "aa_change_profile(not allowed, uid 4242)", UNPRIV, op_profile_denied },
	{ "aa_change_onexec(lsmtest_exec)", NONE, op_onexec },
	{ "aa_change_onexec(NULL)", NONE, op_onexec_null },
	{ "aa_stack_profile(lsmtest_other)", ENFORCE, op_stack },
	{ "aa_stack_onexec(lsmtest_other)", ENFORCE, op_stack_onexec },
	{ "aa_stack_profile(NULL)", NONE, op_stack_null },
	{ "aa_change_hat(hat_a, token)", ENFORCE, op_hat },
	{ "aa_change_hat(NULL, token) back", HAT, op_hat_back },
	{ "aa_change_hat(NULL, wrong token)", HAT, op_hat_wrong },
	{ "aa_change_hat(NULL, 0)", ENFORCE, op_hat_none },
	{ "aa_change_hat(PATH_MAX+1 name)", ENFORCE, op_hat_long },
	{ "aa_change_hat(missing hat)", ENFORCE, op_hat_missing },
	{ "aa_change_hatv({missing, hat_b})", ENFORCE, op_hatv },
	{ "aa_change_hatv({hat_a})", ENFORCE, op_hatv_one },
	{ "aa_change_hatv(NULL, 0)", ENFORCE, op_hatv_none },
	{ "aa_change_hatv(NULL, token) back", HAT, op_hatv_back },
};

/* libapparmor's own calls set the state up, the same for both. */
static int setup(enum setup s)
{
	if (s == NONE)
		return 0;
	if (lib.change_profile("lsmtest_enforce"))
		return -1;
	if (s == HAT)
		return lib.chg_hat("hat_a", TOKEN);
	if (s == UNPRIV)
		return setgid(4242) || setuid(4242);
	return 0;
}

static void run_op(const struct op *op, const struct impl *im, char *out,
		   size_t n)
{
	struct result r;
	int p[2], status;
	char *label = NULL, *mode = NULL, *exec = NULL;
	pid_t pid;
	ssize_t got;

	fflush(stdout);
	if (pipe(p)) {
		snprintf(out, n, "pipe: %s", strerror(errno));
		return;
	}
	pid = fork();
	if (pid == 0) {
		close(p[0]);
		memset(&r, 0, sizeof(r));
		if (setup(op->setup)) {
			snprintf(r.after, sizeof(r.after), "setup failed: %s",
				 strerror(errno));
		} else {
			errno = 0;
			r.rc = op->fn(im);
			r.err = r.rc < 0 ? errno : 0;
			/* Read back with libapparmor: the state, not the reader. */
			lib.getcon(&label, &mode);
			lib.getprocattr(gettid(), "exec", &exec, NULL);
			snprintf(r.after, sizeof(r.after), "current=%s mode=%s exec=%s",
				 label ? label : "?", mode ? mode : "NULL",
				 exec ? exec : "none");
		}
		if (write(p[1], &r, sizeof(r)) != sizeof(r))
			_exit(2);
		_exit(0);
	}
	close(p[1]);
	got = read(p[0], &r, sizeof(r));
	close(p[0]);
	waitpid(pid, &status, 0);
	if (got == sizeof(r))
		snprintf(out, n, "rc=%d errno=%d %s", r.rc, r.err, r.after);
	else if (WIFSIGNALED(status))
		snprintf(out, n, "killed by signal %d", WTERMSIG(status));
	else
		snprintf(out, n, "no answer, status 0x%x", status);
}

static void setters(void)
{
	char a[1200], b[1200];
	size_t i;

	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		if (!policy && ops[i].setup != NONE) {
			tap_skip("no test policy loaded", "set: %s", ops[i].name);
			continue;
		}
		run_op(&ops[i], &lib, a, sizeof(a));
		run_op(&ops[i], &ada, b, sizeof(b));
		same("set", ops[i].name, a, b);
	}
}

/* The states the reads are made in, each in a child set up by libapparmor. */
static const struct state {
	const char *name;
	enum setup s;
	int stack;
} states_list[] = {
	{ "lsmtest_enforce", ENFORCE, 0 },
	{ "hat_a", HAT, 0 },
	{ "stacked", ENFORCE, 1 },
};
static const struct state *state;

static void reads_in_state(void)
{
	if (setup(state->s) ||
	    (state->stack && lib.stack_profile("lsmtest_other")))
		tap_ok(0, "%s: setup: %s", state->name, strerror(errno));
	else
		reads(state->name);
}

static void states(void)
{
	size_t i;

	for (i = 0; i < sizeof(states_list) / sizeof(states_list[0]); i++) {
		state = &states_list[i];
		tap_in_child(state->name, reads_in_state);
	}
}

/* ---- without /proc --------------------------------------------------- */

static int stock_61(void)
{
	char v[256];

	first_line("/proc/version", v, sizeof(v));
	return strstr(v, "Linux version 6.1.0-") &&
	       strstr(v, "debian-kernel@lists.debian.org");
}

static void expect_con(const char *step, const char *want_label,
		       const char *want_mode)
{
	char *label = NULL, *mode = NULL, a[512], b[512];
	int rc;

	errno = 0;
	rc = ada.getcon(&label, &mode);
	show(a, sizeof(a), rc, errno, label, mode);
	snprintf(b, sizeof(b), "%s (%s)", want_label, want_mode ? want_mode : "");
	tap_ok(rc > 0 && label && !strcmp(label, want_label) &&
	       (want_mode ? mode && !strcmp(mode, want_mode) : !mode),
	       "no /proc: %s: adapter's aa_getcon() is %s", step, b);
	if (!(rc > 0 && label && !strcmp(label, want_label)))
		printf("#   got %s\n", a);
	free(label);
}

/* What libapparmor gave with /proc, for the adapter to match without. */
static char np_label[512];
static char *np_mode;

static void no_proc_checks(void)
{
	char *label = NULL;
	int rc;

	if (unshare(CLONE_NEWNS) ||
	    mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) ||
	    umount2("/proc", MNT_DETACH)) {
		tap_ok(0, "no /proc: unmount: %s", strerror(errno));
		return;
	}
	tap_ok(access("/proc/self", F_OK) != 0, "no /proc: /proc is gone");
	expect_con("unconfined", np_label, np_mode);
	errno = 0;
	rc = lib.getcon(&label, NULL);
	printf("# without /proc libapparmor's aa_getcon() gives %d (%s)\n",
	       rc, rc < 0 ? strerror(errno) : label);
	free(label);
	tap_ok(!ada.change_profile("lsmtest_enforce"),
	       "no /proc: adapter's aa_change_profile()");
	expect_con("changeprofile", "lsmtest_enforce", "enforce");
	tap_ok(!ada.chg_hat("hat_a", TOKEN), "no /proc: aa_change_hat(hat_a)");
	expect_con("in hat_a", "lsmtest_enforce//hat_a", "enforce");
	tap_ok(!ada.chg_hat(NULL, TOKEN), "no /proc: aa_change_hat() back");
	expect_con("back", "lsmtest_enforce", "enforce");
	tap_ok(!ada.stack_profile("lsmtest_other"), "no /proc: aa_stack_profile()");
	expect_con("stacked", "lsmtest_enforce//&lsmtest_other", "enforce");
}

static void no_proc(void)
{
	char *label = NULL, *mode = NULL;

	if (geteuid()) {
		tap_skip("needs root", "no /proc");
		return;
	}
	if (stock_61()) {
		tap_skip("stock 6.1 has no LSM calls: without /proc nothing answers",
			 "no /proc");
		return;
	}
	if (lib.getcon(&label, &mode) < 0) {
		tap_ok(0, "no /proc: libapparmor's aa_getcon(): %s", strerror(errno));
		return;
	}
	snprintf(np_label, sizeof(np_label), "%s", label);
	np_mode = mode ? strdup(mode) : NULL;
	free(label);
	tap_in_child("no /proc", no_proc_checks);
	free(np_mode);
	np_mode = NULL;
}

int main(int argc, char **argv)
{
	void *h;
	int i, no_proc_too = 0;
	const char *adapter = NULL;

	setvbuf(stdout, NULL, _IOLBF, 0);
	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--adapter") && i + 1 < argc)
			adapter = argv[++i];
		else if (!strcmp(argv[i], "--no-proc"))
			no_proc_too = 1;
	}
	h = dlopen("libapparmor.so.1", RTLD_NOW | RTLD_LOCAL);
	if (!h || !load(&lib, h)) {
		printf("Bail out! libapparmor.so.1: %s\n", dlerror());
		return 1;
	}
#ifdef LINKED
	(void)adapter;
	ada.getcon = aa_getcon;
	ada.gettaskcon = aa_gettaskcon;
	ada.getprocattr = aa_getprocattr;
	ada.getprocattr_raw = aa_getprocattr_raw;
	ada.change_profile = aa_change_profile;
	ada.change_onexec = aa_change_onexec;
	ada.chg_hat = aa_change_hat;
	ada.change_hatv = aa_change_hatv;
	ada.stack_profile = aa_stack_profile;
	ada.stack_onexec = aa_stack_onexec;
#else
	if (adapter && !(h = dlopen(adapter, RTLD_NOW | RTLD_LOCAL))) {
		printf("Bail out! %s: %s\n", adapter, dlerror());
		return 1;
	}
	if (!load(&ada, adapter ? h : RTLD_DEFAULT)) {
		printf("Bail out! the adapter's symbols\n");
		return 1;
	}
#endif
	tap_ok(strstr(where((void *)ada.getcon), "liblsm-apparmor") != NULL,
	       "aa_getcon under test is the adapter's (%s)",
	       where((void *)ada.getcon));
	tap_ok(strstr(where((void *)ada.stack_onexec), "liblsm-apparmor") != NULL,
	       "aa_stack_onexec under test is the adapter's");
	tap_ok(strstr(where((void *)lib.getcon), "libapparmor") != NULL,
	       "aa_getcon compared with is libapparmor's (%s)",
	       where((void *)lib.getcon));
	policy = policy_loaded();
	if (!policy)
		printf("# no test policy loaded: the calls that need it SKIP, the others must fail alike\n");
	reads("unconfined");
	if (policy)
		states();
	else
		tap_skip("no test policy loaded", "reads in lsmtest_enforce, hat_a, stacked");
	setters();
	if (no_proc_too && policy)
		no_proc();
	else if (no_proc_too)
		tap_skip("no test policy loaded", "no /proc");
	return tap_done();
}
