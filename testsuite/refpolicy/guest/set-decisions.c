// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * liblsm's set paths under Debian's reference policy, enforcing (the
 * refpolicy boot, as root's unconfined_t): each attribute set once
 * through lsm_set_self_value() and once by a write to
 * /proc/thread-self/attr/<name> (as libselinux writes it), each way in a
 * child of its own, for a request the policy allows and one it refuses:
 *
 *   current     dyntransition to lsmtest_t (lsmtest.cil permits it) and
 *               to unconfined_execmem_t (Debian's policy does not); prev
 *               after the first;
 *   exec        setexec, then exec into unconfined_execmem_t (a
 *               transition Debian's policy allows) and into init_t (one
 *               it refuses); prev in the new program;
 *   fscreate    the label of the file made next: etc_t, and unconfined_t,
 *               which no file may carry;
 *   keycreate   the label of the key made next: init_t, and etc_t, which
 *               the policy refuses at the set;
 *   sockcreate  the label of the socket made next: init_t, and etc_t.
 *
 * Each way must give what the policy decides (the expected results below
 * are read from the policy's rules, not from a run), the two ways the
 * same result and errno, and the same AVC records in the kernel's log
 * (avc-records.h).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>
#include <linux/keyctl.h>

#include "abi-name.h"
#include "avc-records.h"
#include "first-line.h"
#include "lsm.h"
#include "tap.h"

#define ROOT	"unconfined_u:unconfined_r:unconfined_t:s0-s0:c0.c1023"
#define MOVED	"unconfined_u:unconfined_r:lsmtest_t:s0-s0:c0.c1023"
#define EXECMEM	"unconfined_u:unconfined_r:unconfined_execmem_t:s0-s0:c0.c1023"
#define INIT	"system_u:system_r:init_t:s0"
#define ETC	"system_u:object_r:etc_t:s0"
#define DOMAIN_AS_FILE	"system_u:object_r:unconfined_t:s0"
#define ENTRY	"system_u:object_r:unconfined_execmem_exec_t:s0"
#define REPORTER	"/tmp/set-decisions-reporter"
#define MADE	"/tmp/set-decisions-file"
#define RESULT_MAX	512

/* A way to set one attribute: 0, or -1 with errno. */
typedef int (*set_fn)(unsigned int attr, const char *value);

/*
 * liblsm's own fallback: /proc only where the kernel has no call (stock
 * 6.1), so that there this way is liblsm's /proc path.
 */
static int call_set(unsigned int attr, const char *value)
{
	return lsm_set_self_value(LSM_ID_SELINUX, attr, value,
				  LSM_FALLBACK_PROC);
}

static int proc_set(unsigned int attr, const char *value)
{
	char path[64];
	int fd, rc = 0, err;

	snprintf(path, sizeof(path), "/proc/thread-self/attr/%s",
		 lsm_attr_to_name(attr));
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (write(fd, value, strlen(value) + 1) < 0)
		rc = -1;
	err = errno;
	close(fd);
	errno = err;
	return rc;
}

static char result[RESULT_MAX];

static void add(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void add(const char *fmt, ...)
{
	size_t len = strlen(result);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(result + len, sizeof(result) - len, fmt, ap);
	va_end(ap);
}

static const char *errno_name(int err)
{
	const char *name = strerrorname_np(err);

	return name ? name : "an unnamed errno";
}

/* "name=0", or "name=ERRNO-NAME". */
static void add_rc(const char *name, int rc)
{
	add("%s%s=%s", *result ? " " : "", name,
	    rc < 0 ? errno_name(errno) : "0");
}

static void add_attr(const char *name)
{
	char path[64], value[256];

	snprintf(path, sizeof(path), "/proc/self/attr/%s", name);
	first_line(path, value, sizeof(value));
	add(" %s=%s", name, value);
}

static void current_to(set_fn set, const char *context)
{
	add_rc("set", set(LSM_ATTR_CURRENT, context));
	add_attr("current");
	add_attr("prev");
}

static void exec_as(set_fn set, const char *context)
{
	add_rc("set", set(LSM_ATTR_EXEC, context));
	/* The new program writes its part of the result to fd 3. */
	if (write(3, result, strlen(result)) < 0)
		_exit(2);
	execl(REPORTER, REPORTER, "--report", (char *)NULL);
	snprintf(result, sizeof(result), " exec=%s", errno_name(errno));
}

/* " label=..." of what fd (if any) is open on; closes it. */
static void add_label(int fd)
{
	char label[256] = "";

	if (fd < 0)
		return;
	if (fgetxattr(fd, "security.selinux", label, sizeof(label) - 1) > 0)
		add(" label=%s", label);
	close(fd);
}

static void fscreate_as(set_fn set, const char *context)
{
	int fd;

	add_rc("set", set(LSM_ATTR_FSCREATE, context));
	unlink(MADE);
	fd = open(MADE, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0600);
	add_rc("create", fd);
	add_label(fd);
	unlink(MADE);
}

static void keycreate_as(set_fn set, const char *context)
{
	char label[256] = "";
	long key;
	int rc;

	rc = set(LSM_ATTR_KEYCREATE, context);
	add_rc("set", rc);
	if (rc)
		return;
	key = syscall(SYS_add_key, "user", "set-decisions", "x", 1,
		      KEY_SPEC_THREAD_KEYRING);
	add_rc("add_key", key < 0 ? -1 : 0);
	if (key >= 0 && syscall(SYS_keyctl, KEYCTL_GET_SECURITY, key, label,
				sizeof(label) - 1) > 0)
		add(" label=%s", label);
}

static void sockcreate_as(set_fn set, const char *context)
{
	int fd;

	add_rc("set", set(LSM_ATTR_SOCKCREATE, context));
	fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	add_rc("socket", fd);
	add_label(fd);
}

struct request {
	const char *name;
	void (*run)(set_fn set, const char *context);
	const char *context;
	const char *want;
	const char *denied;	/* the AVC record's "{ perm }", or NULL */
};

static const struct request requests[] = {
	{ "current: dyntransition lsmtest.cil permits", current_to, MOVED,
	  "set=0 current=" MOVED " prev=" ROOT, NULL },
	{ "current: dyntransition Debian's policy refuses", current_to,
	  EXECMEM, "set=EACCES current=" ROOT " prev=" ROOT,
	  "{ dyntransition }" },
	{ "exec: a transition the policy allows", exec_as, EXECMEM,
	  "set=0 current=" EXECMEM " prev=" ROOT, NULL },
	{ "exec: a transition the policy refuses", exec_as, INIT,
	  "set=0 exec=EACCES", "{ transition }" },
	{ "fscreate: the next file's label", fscreate_as, ETC,
	  "set=0 create=0 label=" ETC, NULL },
	{ "fscreate: a label no file may carry", fscreate_as, DOMAIN_AS_FILE,
	  "set=0 create=EACCES", "{ create }" },
	{ "keycreate: the next key's label", keycreate_as, INIT,
	  "set=0 add_key=0 label=" INIT, NULL },
	{ "keycreate: a label the policy refuses at the set", keycreate_as,
	  ETC, "set=EACCES", "{ create }" },
	{ "sockcreate: the next socket's label", sockcreate_as, INIT,
	  "set=0 socket=0 label=" INIT, NULL },
	{ "sockcreate: a label the policy refuses at socket()",
	  sockcreate_as, ETC, "set=0 socket=EACCES", "{ create }" },
};

/* Runs one request one way in a child; its result into out. */
static void run_child(const struct request *r, set_fn set, char *out)
{
	int p[2], status = 0;
	ssize_t n, got = 0;
	pid_t pid;

	*out = '\0';
	if (pipe(p)) {
		snprintf(out, RESULT_MAX, "pipe: %s", strerror(errno));
		return;
	}
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		close(p[0]);
		dup2(p[1], 3);
		*result = '\0';
		r->run(set, r->context);
		_exit(write(3, result, strlen(result)) < 0);
	}
	close(p[1]);
	while (pid > 0 && got < RESULT_MAX - 1 &&
	       (n = read(p[0], out + got, RESULT_MAX - 1 - got)) > 0)
		got += n;
	out[got] = '\0';
	close(p[0]);
	if (pid < 0 || waitpid(pid, &status, 0) < 0)
		snprintf(out + got, RESULT_MAX - got, " (child: %s)",
			 strerror(errno));
	else if (status)
		snprintf(out + got, RESULT_MAX - got, " (child status 0x%x)",
			 status);
}

/* The reporter: the exec'd program's side of exec_as(). */
static int report(void)
{
	*result = '\0';
	add_attr("current");
	add_attr("prev");
	return write(3, result, strlen(result)) < 0;
}

/* ---- main --------------------------------------------------------------- */

/* The reporter: this program, labelled as unconfined_execmem_t's entry. */
static int make_reporter(void)
{
	char buf[65536];
	int in, out, rc = -1;
	ssize_t n;

	in = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
	out = open(REPORTER, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0755);
	if (in >= 0 && out >= 0) {
		while ((n = read(in, buf, sizeof(buf))) > 0)
			if (write(out, buf, n) != n)
				break;
		rc = n == 0 ? 0 : -1;
	}
	if (in >= 0)
		close(in);
	if (out >= 0 && close(out))
		rc = -1;
	if (rc)
		return -1;
	return setxattr(REPORTER, "security.selinux", ENTRY, strlen(ENTRY), 0);
}

static void one_request(const struct request *r)
{
	static const struct {
		const char *name;
		set_fn set;
	} ways[] = {
		{ "lsm_set_self_attr", call_set },
		{ "/proc/thread-self/attr", proc_set },
	};
	char got[2][RESULT_MAX], avc[2][4096];
	int fenced[2];

	for (int w = 0; w < 2; w++) {
		avc_collect(avc[w], sizeof(avc[w]));	/* what came before */
		run_child(r, ways[w].set, got[w]);
		fenced[w] = avc_collect(avc[w], sizeof(avc[w]));
		tap_eq_str(got[w], r->want, "%s: %s: %s", r->name,
			   ways[w].name, r->context);
		if (*avc[w])
			printf("#   AVC (%s): %s", ways[w].name, avc[w]);
	}
	tap_eq_str(got[1], got[0], "%s: /proc gives what the call gives",
		   r->name);
	tap_ok(fenced[0] == 0 && fenced[1] == 0,
	       "%s: both ways' audit records fenced", r->name);
	tap_eq_str(avc[1], avc[0], "%s: /proc logs the AVC records the call logs",
		   r->name);
	/*
	 * What the policy decides is logged (Debian's policy audits each of
	 * these refusals and nothing of what it allows), so that two empty
	 * logs cannot pass for two equal ones.
	 */
	if (r->denied)
		tap_ok(strstr(avc[0], "denied") && strstr(avc[0], r->denied),
		       "%s: the refusal is logged: denied %s", r->name,
		       r->denied);
	else
		tap_eq_str(avc[0], "", "%s: nothing is logged", r->name);
}

int main(int argc, char **argv)
{
	char enforce[8] = "", current[256] = "";

	if (argc == 2 && !strcmp(argv[1], "--report"))
		return report();
	setvbuf(stdout, NULL, _IOLBF, 0);
	first_line("/sys/fs/selinux/enforce", enforce, sizeof(enforce));
	first_line("/proc/self/attr/current", current, sizeof(current));
	if (strcmp(enforce, "1") || strcmp(current, ROOT)) {
		printf("1..0 # SKIP not the refpolicy boot (enforce '%s', "
		       "current '%s')\n", enforce, current);
		return 4;
	}
	printf("# liblsm's calls: %s\n", lsm_abi_name(lsm_abi()));
	tap_ok(avc_open() == 0, "the kernel log and the audit socket are open");
	tap_ok(make_reporter() == 0, "the reporter labelled %s", ENTRY);
	for (size_t i = 0; i < sizeof(requests) / sizeof(requests[0]); i++)
		one_request(&requests[i]);
	unlink(REPORTER);
	return tap_done();
}
