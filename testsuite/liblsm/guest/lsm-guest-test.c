// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * liblsm on a real kernel (the test guest's, or the host's): its answers
 * must equal /proc/thread-self/attr and /sys/kernel/security/lsm, on
 * kernels that are not this project's it must never reach 451-453 (a
 * seccomp filter kills the child that runs it if it does), and under a
 * seccomp EPERM its fallback must give what the calls gave.  Prints TAP.
 * With --host: exit 77-style SKIP (plan 1..0) unless the mainline calls
 * answer, since that is all a host can show.  With --no-securityfs (from
 * lsm-guest-nosecfs): the fallback's answers without securityfs.  A last
 * "-t TEXT" runs out loud only the checks whose description holds TEXT.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "abi-name.h"
#include "lsm.h"
#include "syscall-nr.h"
#include "tap.h"

/* Reads a file as the seed kernel reports it: to the NUL, less one '\n'. */
static int read_value(const char *path, char *buf, size_t max)
{
	ssize_t n;
	int fd;

	fd = open(path, O_RDONLY);
	if (fd < 0)
		return -errno;
	n = read(fd, buf, max - 1);
	if (n < 0) {
		n = -errno;
		close(fd);
		return (int)n;
	}
	close(fd);
	buf[n] = '\0';
	n = (ssize_t)strlen(buf);
	if (n && buf[n - 1] == '\n')
		buf[--n] = '\0';
	return (int)n;
}

static void proc_path(char *path, size_t max, unsigned int id,
		      unsigned int attr)
{
	const char *dir = id == LSM_ID_SMACK ? "smack/" :
			  id == LSM_ID_APPARMOR ? "apparmor/" : "";

	snprintf(path, max, "/proc/thread-self/attr/%s%s", dir,
		 lsm_attr_to_name(attr));
}

/* The calls' answers, taken before any seccomp filter, to compare with. */
struct answer {
	int rc;
	size_t size;
	struct lsm_ctx *ctx;
};
static struct answer answers[6];
static char securityfs[4096];
static int have_securityfs;

static void check_list(void)
{
	unsigned int ids[64];
	char **names, want[4096];
	size_t size = sizeof(ids);
	int n, i;

	n = lsm_module_list(ids, &size, 0);
	if (lsm_abi() == LSM_ABI_NONE) {
		tap_ok(n == -1 && (errno == ENOSYS || errno == EPERM),
		   "module list: ENOSYS or EPERM without calls");
	} else {
		want[0] = '\0';
		for (i = 0; i < n; i++) {
			const char *name = lsm_id_to_name(ids[i]);

			if (!name)
				continue;
			strcat(want, want[0] ? "," : "");
			strcat(want, name);
		}
		tap_ok(n > 0 && size == n * sizeof(ids[0]) &&
		   (!have_securityfs || !strcmp(want, securityfs)),
		   "module list: %s", want);
	}
	n = lsm_module_names(&names, LSM_FALLBACK_PROC);
	if (n >= 0) {
		want[0] = '\0';
		for (i = 0; i < n; i++) {
			strcat(want, i ? "," : "");
			strcat(want, names[i]);
		}
		lsm_free_names(names);
	}
	if (have_securityfs)
		tap_ok(n > 0 && !strcmp(want, securityfs),
		   "module names (fallback allowed) equal securityfs");
	else
		tap_ok(1, "module names # SKIP no /sys/kernel/security/lsm");
}

/* Every entry equals its module's /proc file; the first, the top level. */
static void check_attr(unsigned int attr, int fallback)
{
	char path[128], want[4096];
	struct lsm_ctx *ctx = NULL, *pos;
	size_t size = 0;
	int rc, n = 0, good = 1, top;
	const char *name = lsm_attr_to_name(attr);

	rc = lsm_get_self_attr_alloc(attr, &ctx, &size,
				     fallback ? LSM_FALLBACK_PROC : 0);
	if (rc < 0 && lsm_abi() == LSM_ABI_NONE && !fallback) {
		tap_ok(errno == ENOSYS || errno == EPERM, "%s: no calls, %s", name,
		   strerror(errno));
		return;
	}
	if (rc < 0) {
		tap_ok(0, "%s: %s", name, strerror(errno));
		return;
	}
	lsm_ctx_for_each(pos, ctx, size) {
		if (pos->flags != attr)
			good = 0;
		proc_path(path, sizeof(path), pos->id, attr);
		if (read_value(path, want, sizeof(want)) < 0 ||
		    strcmp(want, (char *)pos->ctx))
			good = 0;
		if (pos->ctx_len % 8)
			good = 0;
		n++;
	}
	top = read_value((snprintf(path, sizeof(path),
				   "/proc/thread-self/attr/%s", name), path),
			 want, sizeof(want));
	if (n && (top < 0 || strcmp(want, (char *)ctx->ctx)))
		good = 0;
	/* No entry: the top-level file has nothing (or no module) either. */
	if (!n && top > 0)
		good = 0;
	tap_ok(good && n == rc, "%s%s: %d entries equal /proc/thread-self/attr",
	   name, fallback ? " (fallback allowed)" : "", rc);
	free(ctx);
}

/* Under seccomp EPERM the fallback must give what the calls gave. */
static void check_fallback_same(void)
{
	struct lsm_ctx *ctx;
	size_t size;
	unsigned int attr;
	int rc, good = 1, i;

	int compared = 0;

	for (i = 0; i < 6; i++) {
		attr = 1u << i;
		ctx = NULL;
		rc = lsm_get_self_attr_alloc(attr, &ctx, &size,
					     LSM_FALLBACK_PROC);
		if (answers[i].rc >= 0) {
			compared++;
			if (rc != answers[i].rc || size != answers[i].size ||
			    (size && memcmp(ctx, answers[i].ctx, size)))
				good = 0;
		}
		free(ctx);
	}
	if (!compared)
		tap_skip("the calls gave nothing to compare with",
			 "fallback entries are the calls' entries");
	else
		tap_ok(good, "fallback entries are byte for byte the calls' entries");
}

static void check_values(void)
{
	struct lsm_ctx *ctx = NULL;
	char *value = NULL;
	size_t size = 0;
	int rc;

	rc = lsm_get_self_attr_alloc(LSM_ATTR_CURRENT, &ctx, &size,
				     LSM_FALLBACK_PROC);
	if (rc > 0) {
		rc = lsm_get_self_value(ctx->id, LSM_ATTR_CURRENT, &value,
					LSM_FALLBACK_PROC);
		tap_ok(rc == 0 && !strcmp(value, (char *)ctx->ctx),
		   "value of %s: %s", lsm_id_to_name(ctx->id), value);
		free(value);
	} else {
		tap_ok(1, "value # SKIP no module has a current value");
	}
	free(ctx);
	rc = lsm_get_self_attr(NULL, &size, 3);
	tap_ok(rc == -1 && (errno == EINVAL || lsm_abi() == LSM_ABI_NONE),
	   "get with two attribute bits fails");
	rc = lsm_get_self_value(LSM_ID_LANDLOCK, LSM_ATTR_CURRENT, &value,
				LSM_FALLBACK_PROC);
	tap_ok(rc == -1 && errno == ENOENT, "no landlock current value: ENOENT");
}

/*
 * AppArmor takes a command, not a label.  This runs last in a child of
 * its own: it changes to the test policy's complain-mode profile (which
 * refuses nothing) and must read that profile back.
 */
static void check_set_apparmor(const char *before)
{
	static const char request[] = "changeprofile lsmtest_complain";
	char *after = NULL;
	int rc;

	if (strcmp(before, "unconfined")) {
		tap_skip("confined: only an unconfined task may change freely",
			 "set apparmor current");
		return;
	}
	rc = lsm_set_self_value(LSM_ID_APPARMOR, LSM_ATTR_CURRENT, request,
				LSM_FALLBACK_PROC);
	if (rc == -1 && errno == ENOENT) {
		tap_skip("no lsmtest_complain: the test policy is not loaded",
			 "set apparmor current");
		return;
	}
	if (!tap_ok(rc == 0 && !lsm_get_self_value(LSM_ID_APPARMOR,
			LSM_ATTR_CURRENT, &after, LSM_FALLBACK_PROC) &&
		    !strcmp(after, "lsmtest_complain (complain)"),
		    "set apparmor current to \"%s\" and read the profile back",
		    request))
		tap_got("rc %d, errno %d, then \"%s\"", rc, errno,
			after ? after : "(nothing)");
	free(after);
}

/* Setting a value to what it already is must work on every path. */
static void check_set(void)
{
	char *value = NULL, *again = NULL;
	unsigned int id, attr;
	int rc;

	if (!lsm_get_self_value(LSM_ID_SMACK, LSM_ATTR_CURRENT, &value,
				LSM_FALLBACK_PROC)) {
		id = LSM_ID_SMACK;
		attr = LSM_ATTR_CURRENT;
	} else if (!lsm_get_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, &value,
				       LSM_FALLBACK_PROC)) {
		/* fscreate takes any valid context, and clears with none. */
		id = LSM_ID_SELINUX;
		attr = LSM_ATTR_FSCREATE;
	} else if (!lsm_get_self_value(LSM_ID_APPARMOR, LSM_ATTR_CURRENT,
				       &value, LSM_FALLBACK_PROC)) {
		check_set_apparmor(value);
		free(value);
		return;
	} else {
		tap_ok(1, "set # SKIP no Smack, SELinux or AppArmor value to set");
		return;
	}
	rc = lsm_set_self_value(id, attr, value, LSM_FALLBACK_PROC);
	tap_ok(rc == 0 && !lsm_get_self_value(id, attr, &again, LSM_FALLBACK_PROC) &&
	   !strcmp(again, value), "set %s %s to %s and read it back",
	   lsm_id_to_name(id), lsm_attr_to_name(attr), value);
	if (id == LSM_ID_SELINUX)
		tap_ok(!lsm_set_self_value(id, attr, NULL, LSM_FALLBACK_PROC),
		   "clear selinux fscreate");
	free(value);
	free(again);
}

static void install_filter(const long *nrs, int n, unsigned int action)
{
	struct sock_filter f[16];
	struct sock_fprog prog;
	int i, k = 0;

	f[k++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
				offsetof(struct seccomp_data, nr));
	for (i = 0; i < n; i++)
		f[k++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
					(unsigned int)nrs[i], (unsigned char)(n - i), 0);
	f[k++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	f[k++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, action);
	prog.len = (unsigned short)k;
	prog.filter = f;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
	    prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog)) {
		/* This project's small kernel may be built without seccomp. */
		if (errno == EINVAL) {
			printf("ok - # SKIP no seccomp filters in this kernel\n");
			exit(0);
		}
		printf("not ok - seccomp filter: %s\n", strerror(errno));
		exit(1);
	}
}

/*
 * Runs fn in a child (behind a seccomp filter unless nrs is NULL), so
 * that it makes its own ABI choice, and re-numbers its TAP lines; a
 * child killed by the filter is a failure of its own.
 */
static void in_child(const char *what, const long *nrs, int n,
		     unsigned int action, void (*fn)(void))
{
	char line[1024];
	int fd[2], status;
	FILE *in;
	pid_t pid;

	fflush(stdout);
	if (pipe(fd))
		return;
	pid = fork();
	if (!pid) {
		dup2(fd[1], 1);
		close(fd[0]);
		if (nrs)
			install_filter(nrs, n, action);
		tap_tests = 0;
		fn();
		fflush(stdout);
		_exit(0);
	}
	close(fd[1]);
	in = fdopen(fd[0], "r");
	while (in && fgets(line, sizeof(line), in)) {
		char *desc = strstr(line, " - ");

		line[strcspn(line, "\n")] = '\0';
		if (!strncmp(line, "ok", 2) || !strncmp(line, "not ok", 6))
			tap_ok(line[0] == 'o', "%s: %s", what, desc ? desc + 3 : line);
		else
			printf("%s\n", line);
	}
	if (in)
		fclose(in);
	waitpid(pid, &status, 0);
	tap_ok(WIFEXITED(status) && !WEXITSTATUS(status),
	   "%s: child ended cleanly (status %#x%s)", what, status,
	   WIFSIGNALED(status) && WTERMSIG(status) == SIGSYS ?
	   ", killed by seccomp" : "");
}

static void run_checks(void)
{
	unsigned int attr;

	printf("# abi: %s\n", lsm_abi_name(lsm_abi()));
	check_list();
	for (attr = 1; attr <= LSM_ATTR_SOCKCREATE; attr <<= 1)
		check_attr(attr, 0);
	for (attr = 1; attr <= LSM_ATTR_SOCKCREATE; attr <<= 1)
		check_attr(attr, 1);
	check_values();
	check_set();
}

static void run_eperm(void)
{
	unsigned int attr;
	size_t size = 0;

	tap_ok(lsm_abi() == LSM_ABI_NONE, "no ABI chosen");
	tap_ok(lsm_get_self_attr(NULL, &size, LSM_ATTR_CURRENT) == -1 &&
	   errno == EPERM, "the call fails with EPERM");
	check_list();
	for (attr = 1; attr <= LSM_ATTR_SOCKCREATE; attr <<= 1)
		check_attr(attr, 1);
	check_fallback_same();
	check_values();
	check_set();
}

static int selinux_registered(void)
{
	char buf[4096];
	int n = read_value("/proc/filesystems", buf, sizeof(buf) - 1);

	/* read_value() cut the last line's newline: put it back. */
	if (n <= 0)
		return 0;
	strcpy(buf + n, "\n");
	return strstr(buf, "\tselinuxfs\n") != NULL;
}

/*
 * Without securityfs the fallback ties a value to AppArmor or Smack by
 * their own folders and to SELinux only when it is active, and leaves
 * out the rest: worked out here from /proc alone, without liblsm.
 */
static void check_nosecfs_attr(unsigned int attr)
{
	static const unsigned int ids[] = {
		LSM_ID_SELINUX, LSM_ID_SMACK, LSM_ID_APPARMOR,
	};
	char want[3][4096], path[128];
	int have[3] = { 0 }, seen[3] = { 0 }, i, rc, n = 0, good = 1;
	const char *name = lsm_attr_to_name(attr);
	struct lsm_ctx *ctx = NULL, *pos;
	size_t size = 0;

	if (selinux_registered())
		have[0] = read_value((snprintf(path, sizeof(path),
			"/proc/thread-self/attr/%s", name), path),
			want[0], sizeof(want[0])) > 0;
	if (attr == LSM_ATTR_CURRENT) {
		proc_path(path, sizeof(path), LSM_ID_SMACK, attr);
		have[1] = read_value(path, want[1], sizeof(want[1])) > 0;
	}
	if (attr & (LSM_ATTR_CURRENT | LSM_ATTR_EXEC | LSM_ATTR_PREV)) {
		proc_path(path, sizeof(path), LSM_ID_APPARMOR, attr);
		have[2] = read_value(path, want[2], sizeof(want[2])) > 0;
	}
	rc = lsm_get_self_attr_alloc(attr, &ctx, &size, LSM_FALLBACK_PROC);
	if (rc < 0) {
		tap_ok(0, "%s without securityfs: %s", name, strerror(errno));
		return;
	}
	lsm_ctx_for_each(pos, ctx, size) {
		for (i = 0; i < 3 && ids[i] != pos->id; i++)
			;
		if (i == 3 || !have[i] || seen[i]++ ||
		    strcmp((char *)pos->ctx, want[i])) {
			printf("# unexpected %s entry: %u \"%s\"\n", name,
			       pos->id, (char *)pos->ctx);
			good = 0;
		}
		n++;
	}
	for (i = 0; i < 3; i++)
		if (have[i] && !seen[i]) {
			printf("# missing %s entry of %s: \"%s\"\n", name,
			       lsm_id_to_name(ids[i]), want[i]);
			good = 0;
		}
	tap_ok(good && n == rc, "%s without securityfs: %d entries, each tied to its module",
	   name, rc);
	free(ctx);
}

static void run_nosecfs(void)
{
	unsigned int attr;
	char **names, *value;
	int fd, n;

	fd = open("/sys/kernel/security/lsm", O_RDONLY);
	tap_ok(fd < 0 && errno == ENOENT, "no /sys/kernel/security/lsm");
	if (fd >= 0)
		close(fd);
	for (attr = 1; attr <= LSM_ATTR_SOCKCREATE; attr <<= 1)
		check_nosecfs_attr(attr);
	if (!selinux_registered())
		tap_ok(lsm_get_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, &value,
					  LSM_FALLBACK_PROC) == -1 &&
		   errno == ENOENT, "no SELinux value where SELinux is not active");
	n = lsm_module_names(&names, LSM_FALLBACK_PROC);
	tap_ok(n == -1 && errno == ENOENT,
	   "no module list without the calls or securityfs");
	check_fallback_same();
}

static int read_all(int fd, void *buf, size_t len)
{
	ssize_t n;

	while (len) {
		n = read(fd, buf, len);
		if (n <= 0)
			return -1;
		buf = (char *)buf + n;
		len -= (size_t)n;
	}
	return 0;
}

/*
 * The calls' answers, from a child: this process must not probe, so
 * that the seccomp EPERM child makes its own choice.
 */
static void child_answers(void)
{
	struct answer *a;
	int fd[2], i, status;
	pid_t pid;

	if (pipe(fd))
		return;
	pid = fork();
	if (!pid) {
		close(fd[0]);
		for (i = 0; i < 6; i++) {
			a = &answers[i];
			a->rc = lsm_get_self_attr_alloc(1u << i, &a->ctx,
							&a->size, 0);
			if (a->rc < 0)
				a->size = 0;
			if (write(fd[1], a, sizeof(*a)) < 0 ||
			    (a->size && write(fd[1], a->ctx, a->size) < 0))
				_exit(1);
		}
		_exit(0);
	}
	close(fd[1]);
	for (i = 0; i < 6; i++) {
		a = &answers[i];
		if (read_all(fd[0], a, sizeof(*a))) {
			a->rc = -1;
			continue;
		}
		a->ctx = a->size ? malloc(a->size) : NULL;
		if (a->size && (!a->ctx || read_all(fd[0], a->ctx, a->size)))
			a->rc = -1;
	}
	close(fd[0]);
	waitpid(pid, &status, 0);
}

/* Which ABI a fresh process chooses, without the filter. */
static int child_abi(void)
{
	int status;
	pid_t pid = fork();

	if (!pid)
		_exit(lsm_abi());
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int main(int argc, char **argv)
{
	static const long seed_nrs[] = { LSM_NR_SEED_GET_SELF_ATTR,
		LSM_NR_SEED_MODULE_LIST, LSM_NR_SEED_SET_SELF_ATTR };
	static const long no_452[] = { LSM_NR_SEED_GET_SELF_ATTR,
		LSM_NR_SEED_SET_SELF_ATTR };
	static const long lsm_nrs[] = { LSM_NR_SEED_GET_SELF_ATTR,
		LSM_NR_SEED_MODULE_LIST, LSM_NR_SEED_SET_SELF_ATTR,
		LSM_NR_MAINLINE_GET_SELF_ATTR, LSM_NR_MAINLINE_SET_SELF_ATTR,
		LSM_NR_MAINLINE_LIST_MODULES };
	int host, nosecfs;
	struct utsname u;
	unsigned int major = 0, minor = 0;
	int abi, n;

	/* -t TEXT: only the checks whose description holds TEXT. */
	if (argc > 2 && !strcmp(argv[argc - 2], "-t")) {
		tap_only(argv[argc - 1]);
		argc -= 2;
	}
	host = argc > 1 && !strcmp(argv[1], "--host");
	nosecfs = argc > 1 && !strcmp(argv[1], "--no-securityfs");
	setvbuf(stdout, NULL, _IOLBF, 0);
	uname(&u);
	sscanf(u.release, "%u.%u", &major, &minor);
	printf("# kernel: %s\n", u.release);
	n = read_value("/sys/kernel/security/lsm", securityfs,
		       sizeof(securityfs));
	have_securityfs = n > 0;
	abi = child_abi();
	if (host && abi != LSM_ABI_MAINLINE) {
		printf("1..0 # SKIP the host kernel has no mainline LSM calls\n");
		return 0;
	}

	/* Run by lsm-guest-nosecfs, with securityfs unmounted. */
	if (nosecfs) {
		child_answers();
		in_child("no securityfs, seccomp EPERM", lsm_nrs, 6,
			 SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA),
			 run_nosecfs);
		return tap_done();
	}
	/* Each in a child: this process must not make the ABI choice. */
	if (abi == LSM_ABI_SEED) {
		in_child("seed", NULL, 0, 0, run_checks);
	} else if (major > 6 || (major == 6 && minor >= 6)) {
		in_child("451-453 killed", seed_nrs, 3, SECCOMP_RET_KILL_PROCESS,
			 run_checks);
	} else {
		/*
		 * Below 6.6 the probe may ask 452, also where 461 answers
		 * (this project's kernel without v4's numbers); nothing else
		 * is allowed.
		 */
		in_child("451,453 killed", no_452, 2, SECCOMP_RET_KILL_PROCESS,
			 run_checks);
	}
	child_answers();
	in_child("seccomp EPERM", lsm_nrs, 6,
		 SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA), run_eperm);
	return tap_done();
}
