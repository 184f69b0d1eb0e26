// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * AppArmor transitions made through lsm_set_self_attr() and
 * lsm_set_self_value(), with the guest's test profiles loaded
 * (testsuite/apparmor/guest/lsmtest.profile): change_profile, an exec
 * transition, change_hat with a token and back, a stack, a child
 * profile, complain mode, a refused transition as a non-root user, and
 * two threads in different hats.  After each step the call's value must
 * equal /proc/thread-self/attr/current, and the profile must be in
 * force: the file it denies gives EACCES.
 *
 * Transitions cannot be undone, so each scenario runs in a child of its
 * own, which starts unconfined; the child's TAP counters come back to
 * the parent through a pipe, so the numbering runs on.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <grp.h>
#include <sys/wait.h>
#include <unistd.h>

#include "first-line.h"
#include "lsm.h"
#include "tap.h"

#define TEST_UID 4242
#define DIR "/tmp/lsmtest/"

/* Stock 6.1 has no calls: the steps then go through liblsm's fallback. */
static unsigned int lflags;

/* /proc/thread-self/attr/NAME without its newline, or NULL with errno. */
static char *proc_attr(const char *name)
{
	char path[64], buf[4096];
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/thread-self/attr/%s", name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n < 0)
		return NULL;
	buf[n] = 0;
	if (n > 0 && buf[n - 1] == '\n')
		buf[n - 1] = 0;
	return strdup(buf);
}

/* The errno a write of VALUE to /proc/thread-self/attr/NAME gets, or 0. */
static int proc_set_errno(const char *name, const char *value)
{
	char path[64];
	int fd, err = 0;

	snprintf(path, sizeof(path), "/proc/thread-self/attr/%s", name);
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return errno;
	if (write(fd, value, strlen(value)) < 0)
		err = errno;
	close(fd);
	return err;
}

/* AppArmor's value through the calls; NULL with errno when none. */
static char *call_attr(unsigned int attr)
{
	char *v = NULL;

	if (lsm_get_self_value(LSM_ID_APPARMOR, attr, &v, lflags))
		return NULL;
	return v;
}

/* The value matches /proc and is the label wanted. */
static void check_label(const char *step, unsigned int attr, const char *want)
{
	const char *name = attr == LSM_ATTR_EXEC ? "exec" :
			   attr == LSM_ATTR_PREV ? "prev" : "current";
	char *got = call_attr(attr), *proc = proc_attr(name);

	tap_eq_str(got, proc ? proc : "(unreadable)",
		   "%s: lsm_get_self_attr(%s) equals /proc/thread-self/attr/%s",
		   step, name, name);
	tap_eq_str(got, want, "%s: %s is %s", step, name, want);
	free(got);
	free(proc);
}

/* A file the profile in force must deny (or, complaining, allow). */
static void check_open(const char *step, const char *file, int want_errno)
{
	int fd = open(file, O_RDONLY | O_CLOEXEC);
	int err = fd < 0 ? errno : 0;

	if (fd >= 0)
		close(fd);
	tap_eq_long(err, want_errno, "%s: open(%s) gives %s", step, file,
		    want_errno ? strerror(want_errno) : "success");
}

/* One request through lsm_set_self_attr() itself, the struct built here. */
static int set_attr(unsigned int attr, const char *value)
{
	union {
		struct lsm_ctx ctx;
		char bytes[512];
	} u;
	size_t len = strlen(value) + 1;

	if (sizeof(struct lsm_ctx) + len > sizeof(u)) {
		errno = E2BIG;
		return -1;
	}
	memset(&u, 0, sizeof(u));
	u.ctx.id = LSM_ID_APPARMOR;
	u.ctx.flags = attr;
	u.ctx.ctx_len = len;
	memcpy(u.ctx.ctx, value, len);
	if (lflags && lsm_abi() == LSM_ABI_NONE)
		return lsm_set_self_value(LSM_ID_APPARMOR, attr, value, lflags);
	return lsm_set_self_attr(&u.ctx, sizeof(struct lsm_ctx) + len, attr);
}

static int set_value(unsigned int attr, const char *value)
{
	return lsm_set_self_value(LSM_ID_APPARMOR, attr, value, lflags);
}

static void check_set(const char *step, int rc)
{
	tap_eq_long(rc ? errno : 0, 0, "%s: accepted", step);
}

/* ---- scenarios, each in a child that starts unconfined ---------------- */

static void changeprofile(void)
{
	check_set("changeprofile lsmtest_enforce",
		  set_attr(LSM_ATTR_CURRENT, "changeprofile lsmtest_enforce"));
	check_label("changeprofile", LSM_ATTR_CURRENT,
		    "lsmtest_enforce (enforce)");
	check_open("changeprofile", DIR "denied-enforce", EACCES);
	check_open("changeprofile", DIR "denied-other", 0);

	check_set("changeprofile lsmtest_enforce//child",
		  set_value(LSM_ATTR_CURRENT,
			    "changeprofile lsmtest_enforce//child"));
	check_label("child profile", LSM_ATTR_CURRENT,
		    "lsmtest_enforce//child (enforce)");
	check_open("child profile", DIR "denied-child", EACCES);
	check_open("child profile", DIR "denied-enforce", 0);
}

static void changehat(void)
{
	char req[64];

	check_set("changeprofile lsmtest_enforce",
		  set_value(LSM_ATTR_CURRENT, "changeprofile lsmtest_enforce"));
	snprintf(req, sizeof(req), "changehat %016lx^hat_a", 0x5eed1234abcdUL);
	check_set("changehat TOKEN^hat_a", set_attr(LSM_ATTR_CURRENT, req));
	check_label("in hat_a", LSM_ATTR_CURRENT,
		    "lsmtest_enforce//hat_a (enforce)");
	check_label("in hat_a", LSM_ATTR_PREV, "lsmtest_enforce (enforce)");
	check_open("in hat_a", DIR "denied-hat_a", EACCES);
	check_open("in hat_a", DIR "denied-enforce", 0);

	snprintf(req, sizeof(req), "changehat %016lx^", 0x5eed1234abcdUL);
	check_set("changehat TOKEN^", set_value(LSM_ATTR_CURRENT, req));
	check_label("back from hat_a", LSM_ATTR_CURRENT,
		    "lsmtest_enforce (enforce)");
	check_open("back from hat_a", DIR "denied-enforce", EACCES);
	check_open("back from hat_a", DIR "denied-hat_a", 0);
}

static void stack(void)
{
	check_set("changeprofile lsmtest_enforce",
		  set_value(LSM_ATTR_CURRENT, "changeprofile lsmtest_enforce"));
	check_set("stack lsmtest_other",
		  set_attr(LSM_ATTR_CURRENT, "stack lsmtest_other"));
	check_label("stacked", LSM_ATTR_CURRENT,
		    "lsmtest_enforce//&lsmtest_other (enforce)");
	check_open("stacked", DIR "denied-enforce", EACCES);
	check_open("stacked", DIR "denied-other", EACCES);
	check_open("stacked", DIR "denied-exec", 0);
}

static void complain(void)
{
	check_set("changeprofile lsmtest_complain",
		  set_attr(LSM_ATTR_CURRENT, "changeprofile lsmtest_complain"));
	check_label("complain", LSM_ATTR_CURRENT,
		    "lsmtest_complain (complain)");
	/* Not allowed by the profile, but only logged. */
	check_open("complain", DIR "denied-enforce", 0);
}

/* As a user without privilege, confined: a transition not allowed. */
static void unprivileged(void)
{
	char *before, *after;
	int rc, err, perr;

	check_set("changeprofile lsmtest_enforce",
		  set_value(LSM_ATTR_CURRENT, "changeprofile lsmtest_enforce"));
	tap_ok(!setgroups(0, NULL) && !setgid(TEST_UID) && !setuid(TEST_UID),
	       "unprivileged: setuid/setgid to %d", TEST_UID);
	tap_eq_long(geteuid(), TEST_UID, "unprivileged: euid");
	before = call_attr(LSM_ATTR_CURRENT);

	rc = set_attr(LSM_ATTR_CURRENT, "changeprofile lsmtest_complain");
	err = rc ? errno : 0;
	perr = proc_set_errno("current", "changeprofile lsmtest_complain");
	tap_ok(rc == -1, "unprivileged: changeprofile lsmtest_complain refused");
	tap_eq_long(err, perr, "unprivileged: errno (%s) is /proc's",
		    strerror(err));
	tap_eq_long(err, EACCES, "unprivileged: errno is EACCES");
	after = call_attr(LSM_ATTR_CURRENT);
	tap_eq_str(after, before ? before : "(none)",
		   "unprivileged: the label did not change");
	free(after);

	rc = set_value(LSM_ATTR_EXEC, "exec lsmtest_complain");
	err = rc ? errno : 0;
	perr = proc_set_errno("exec", "exec lsmtest_complain");
	tap_ok(rc == -1, "unprivileged: exec lsmtest_complain refused");
	tap_eq_long(err, perr, "unprivileged: exec errno (%s) is /proc's",
		    strerror(err));
	after = call_attr(LSM_ATTR_CURRENT);
	tap_eq_str(after, before ? before : "(none)",
		   "unprivileged: the label still did not change");
	check_open("unprivileged", DIR "denied-enforce", EACCES);
	free(after);
	free(before);
}

/* ---- two threads, two hats ------------------------------------------- */

static pthread_barrier_t barrier;

struct hat_thread {
	const char *hat;
	unsigned long token;
	int set_err, back_err;
	char *in, *in_proc, *back, *back_proc;
	int denied_err;
};

static void *hat_thread(void *arg)
{
	struct hat_thread *t = arg;
	char req[64], file[64];
	int fd;

	snprintf(req, sizeof(req), "changehat %016lx^%s", t->token, t->hat);
	t->set_err = set_value(LSM_ATTR_CURRENT, req) ? errno : 0;
	/* Both are in their hats before either looks. */
	pthread_barrier_wait(&barrier);
	t->in = call_attr(LSM_ATTR_CURRENT);
	t->in_proc = proc_attr("current");
	snprintf(file, sizeof(file), DIR "denied-%s", t->hat);
	fd = open(file, O_RDONLY | O_CLOEXEC);
	t->denied_err = fd < 0 ? errno : 0;
	if (fd >= 0)
		close(fd);
	pthread_barrier_wait(&barrier);
	snprintf(req, sizeof(req), "changehat %016lx^", t->token);
	t->back_err = set_value(LSM_ATTR_CURRENT, req) ? errno : 0;
	t->back = call_attr(LSM_ATTR_CURRENT);
	t->back_proc = proc_attr("current");
	return NULL;
}

static void threads(void)
{
	struct hat_thread t[2] = {
		{ .hat = "hat_a", .token = 0xa11ce },
		{ .hat = "hat_b", .token = 0xb0b },
	};
	pthread_t id[2];
	char want[64];
	int i;

	check_set("changeprofile lsmtest_enforce",
		  set_value(LSM_ATTR_CURRENT, "changeprofile lsmtest_enforce"));
	pthread_barrier_init(&barrier, NULL, 2);
	for (i = 0; i < 2; i++)
		pthread_create(&id[i], NULL, hat_thread, &t[i]);
	for (i = 0; i < 2; i++)
		pthread_join(id[i], NULL);
	for (i = 0; i < 2; i++) {
		snprintf(want, sizeof(want), "lsmtest_enforce//%s (enforce)",
			 t[i].hat);
		tap_eq_long(t[i].set_err, 0, "thread %d: changehat %s", i,
			    t[i].hat);
		tap_eq_str(t[i].in, want, "thread %d: its own value", i);
		tap_eq_str(t[i].in, t[i].in_proc ? t[i].in_proc : "(none)",
			   "thread %d: equals its /proc/thread-self", i);
		tap_eq_long(t[i].denied_err, EACCES,
			    "thread %d: %s denies its file", i, t[i].hat);
		tap_eq_long(t[i].back_err, 0, "thread %d: changehat back", i);
		tap_eq_str(t[i].back, "lsmtest_enforce (enforce)",
			   "thread %d: back in lsmtest_enforce", i);
		tap_eq_str(t[i].back, t[i].back_proc ? t[i].back_proc : "",
			   "thread %d: back equals /proc", i);
	}
	check_label("main thread", LSM_ATTR_CURRENT,
		    "lsmtest_enforce (enforce)");
}

/* ---- the exec transition --------------------------------------------- */

static const char *self;

/* What the program exec'ed into lsmtest_exec checks, its count handed on. */
static int exec_child(int start)
{
	tap_tests = start;
	check_label("after exec", LSM_ATTR_CURRENT, "lsmtest_exec (enforce)");
	check_open("after exec", DIR "denied-exec", EACCES);
	check_open("after exec", DIR "denied-enforce", 0);
	return 0;
}

static void exec_transition(void)
{
	char count[16];

	check_set("exec lsmtest_exec",
		  set_attr(LSM_ATTR_EXEC, "exec lsmtest_exec"));
	check_label("exec set", LSM_ATTR_EXEC, "lsmtest_exec (enforce)");
	check_label("exec set", LSM_ATTR_CURRENT, "unconfined");
	snprintf(count, sizeof(count), "%d", tap_tests);
	fflush(stdout);
	/* fd 3 carries the counts back, as for every child. */
	execl(self, self, "--exec-child", count, (char *)NULL);
	tap_ok(0, "exec %s: %s", self, strerror(errno));
}

/* The loader's verdict (testsuite/apparmor/guest/load-policy). */
static int policy_loaded(void)
{
	char buf[512];

	first_line("/run/lsmtest-apparmor", buf, sizeof(buf));
	if (strcmp(buf, "loaded")) {
		tap_ok(0, "the test policy is loaded: %s",
		       buf[0] ? buf : "the loader did not run");
		return 0;
	}
	tap_ok(1, "the test policy is loaded");
	return 1;
}

int main(int argc, char **argv)
{
	unsigned int ids[32];
	size_t size = sizeof(ids);
	int i, n, found = 0;

	setvbuf(stdout, NULL, _IOLBF, 0);
	self = argv[0];
	if (argc == 3 && !strcmp(argv[1], "--exec-child")) {
		lflags = lsm_abi() == LSM_ABI_NONE ? LSM_FALLBACK_PROC : 0;
		exec_child(atoi(argv[2]));
		fflush(stdout);
		tap_report(3);
		return 0;
	}
	/* 4: guest/init's "skipped" status, as kselftest's. */
	if (access("/sys/kernel/security/apparmor", F_OK)) {
		printf("1..0 # SKIP AppArmor is not active\n");
		return 4;
	}
	if (lsm_abi() == LSM_ABI_NONE) {
		/* The transitions still run, through liblsm's fallback. */
		printf("# no LSM calls in this kernel: liblsm's /proc fallback\n");
		lflags = LSM_FALLBACK_PROC;
	} else {
		n = lsm_module_list(ids, &size, 0);
		for (i = 0; i < n; i++)
			found |= ids[i] == LSM_ID_APPARMOR;
		tap_ok(found, "lsm_module_list() lists AppArmor");
	}
	if (getuid() != 0) {
		printf("1..0 # SKIP needs root to make transitions\n");
		return 4;
	}
	if (!policy_loaded())
		return tap_done();
	check_label("start", LSM_ATTR_CURRENT, "unconfined");
	tap_in_child("changeprofile", changeprofile);
	tap_in_child("changehat", changehat);
	tap_in_child("stack", stack);
	tap_in_child("complain", complain);
	tap_in_child("exec", exec_transition);
	tap_in_child("unprivileged", unprivileged);
	tap_in_child("threads", threads);
	return tap_done();
}
