// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A module's own EPERM, through each library that sets a value: the
 * caller gets EPERM, and nothing asks the module again through /proc.
 *
 * SELinux (the mdp policy with testsuite/selinux/build-policy's other_t) refuses
 * a new type to a multithreaded process: a bounded transition, which it
 * audits.  Each way of setting must give EPERM and leave exactly one
 * audit record.  kauditd prints records after the fact, so a marker (the
 * same refusal written to /proc by this program, for another level)
 * shows when the call's records are all out.
 *
 * AppArmor refuses change_profile under no_new_privs without an audit
 * record, so there /proc is unmounted first: a second request through
 * /proc would end in ENOENT instead of AppArmor's EPERM.
 *
 * The module is the one whose test policy is loaded: the SELinux boots'
 * image and the main image both have this program.
 * Each way runs in a child of its own.  SKIP (exit 4) where neither
 * module has its test policy.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/klog.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "lsm.h"
#include "first-line.h"
#include "tap.h"

#define SELINUX_ADAPTER		"/usr/lib/lsmtest/selinux/liblsm-selinux.so"
#define LIBSELINUX_PATCHED	"/usr/lib/lsmtest/libselinux/lib/libselinux.so.1"
#define APPARMOR_ADAPTER	"/usr/lib/lsmtest/apparmor/liblsm-apparmor.so"

#define SE_CALL		"user_u:base_r:other_t:s0"
#define SE_MARKER	"user_u:base_r:other_t:s1"
#define SE_RECORD	"op=security_bounded_transition"

/* Writes value and its NUL to path: 0, or errno. */
static int write_file(const char *path, const char *value)
{
	int fd, err = 0;

	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return errno;
	if (write(fd, value, strlen(value) + 1) < 0)
		err = errno;
	close(fd);
	return err;
}

static int proc_write(const char *file, const char *value)
{
	char path[96];

	snprintf(path, sizeof(path), "/proc/thread-self/attr/%s", file);
	return write_file(path, value);
}

/* Lines of the kernel log holding both a and b; -1 if it cannot be read. */
static int log_lines(const char *a, const char *b)
{
	int size = klogctl(10, NULL, 0), n, count = 0;	/* SIZE_BUFFER */
	char *buf, *line, *save = NULL;

	if (size <= 0)
		return -1;
	buf = malloc((size_t)size + 1);
	if (!buf)
		return -1;
	n = klogctl(3, buf, size);			/* READ_ALL */
	if (n < 0) {
		free(buf);
		return -1;
	}
	buf[n] = 0;
	for (line = strtok_r(buf, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save))
		count += strstr(line, a) && strstr(line, b);
	free(buf);
	return count;
}

/* A library's set: 0, or -1 with errno. */
typedef int (*set_fn)(const char *value);

static void *lib;	/* the dlopen()ed library of the way in use */
static int (*lib_set)(const char *value);

static int with_liblsm_se(const char *value)
{
	return lsm_set_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, value,
				  LSM_FALLBACK_PROC);
}

static int with_liblsm_aa(const char *value)
{
	return lsm_set_self_value(LSM_ID_APPARMOR, LSM_ATTR_CURRENT, value,
				  LSM_FALLBACK_PROC);
}

static int with_lib(const char *value)
{
	return lib_set(value);
}

/* Loads path's symbol; 0 with a SKIP printed when the image lacks it. */
static int load(const char *path, const char *symbol)
{
	lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (lib)
		*(void **)&lib_set = dlsym(lib, symbol);
	if (!lib || !lib_set) {
		tap_skip(dlerror(), "%s's %s()", path, symbol);
		return 0;
	}
	return 1;
}

/* ---- SELinux: setcon in a multithreaded process ---------------------- */

static int hold[2];

static void *held_thread(void *arg)
{
	char c;

	(void)arg;
	while (read(hold[0], &c, 1) < 0 && errno == EINTR)
		;
	return NULL;
}

static void selinux_way(const char *way, set_fn set)
{
	int before, marker, n, err, rc, tries;
	pthread_t t;

	if (pipe(hold) || pthread_create(&t, NULL, held_thread, NULL)) {
		tap_ok(0, "%s: a second thread", way);
		return;
	}
	before = log_lines(SE_RECORD, "newcontext=" SE_CALL);
	marker = log_lines(SE_RECORD, "newcontext=" SE_MARKER);
	rc = set(SE_CALL);
	err = rc ? errno : 0;
	tap_eq_long(err, EPERM, "%s: SELinux's EPERM for a new type in a "
		    "multithreaded process", way);
	tap_eq_long(proc_write("current", SE_MARKER), EPERM,
		    "%s: the marker, through /proc, refused alike", way);
	/* kauditd prints in order: once the marker is out, so is the rest. */
	for (tries = 0; tries < 50; tries++) {
		if (log_lines(SE_RECORD, "newcontext=" SE_MARKER) > marker)
			break;
		usleep(100000);
	}
	n = log_lines(SE_RECORD, "newcontext=" SE_CALL) - before;
	tap_eq_long(n, 1, "%s: one audit record: SELinux was asked once", way);
	close(hold[1]);
	pthread_join(t, NULL);
	close(hold[0]);
}

static void se_liblsm(void)
{
	selinux_way("liblsm lsm_set_self_value(LSM_FALLBACK_PROC)",
		    with_liblsm_se);
}

static void se_adapter(void)
{
	if (load(SELINUX_ADAPTER, "setcon_raw"))
		selinux_way("liblsm-selinux setcon_raw()", with_lib);
}

static void se_patched(void)
{
	if (load(LIBSELINUX_PATCHED, "setcon_raw"))
		selinux_way("patched libselinux setcon_raw()", with_lib);
}

static int selinux(void)
{
	/* The kernel prints at most 10 records in 5 s unless told not to. */
	if (write_file("/proc/sys/kernel/printk_ratelimit", "0"))
		sleep(5);
	tap_ok(log_lines("", "") >= 0, "the kernel log can be read");
	tap_in_child("liblsm", se_liblsm);
	tap_in_child("liblsm-selinux", se_adapter);
	tap_in_child("patched libselinux", se_patched);
	return tap_done();
}

/* ---- AppArmor: change_profile under no_new_privs --------------------- */

static void apparmor_way(const char *way, set_fn set, const char *value)
{
	static const char enter[] = "changeprofile lsmtest_enforce";
	int fd, rc, err, noproc;

	/* Opened first: the profile allows no umount, and /proc goes. */
	fd = open("/proc/thread-self/attr/apparmor/current",
		  O_WRONLY | O_CLOEXEC);
	/* Without the calls /proc is the only way: keep it. */
	noproc = lsm_abi() != LSM_ABI_NONE;
	if (noproc)
		tap_ok(!unshare(CLONE_NEWNS) &&
		       !mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) &&
		       !umount2("/proc", MNT_DETACH) &&
		       access("/proc/self", F_OK),
		       "%s: /proc unmounted in a namespace of our own", way);
	tap_ok(fd >= 0 && write(fd, enter, sizeof(enter)) == sizeof(enter),
	       "%s: into lsmtest_enforce", way);
	if (fd >= 0)
		close(fd);
	tap_eq_long(prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), 0,
		    "%s: no_new_privs set", way);
	rc = set(value);
	err = rc ? errno : 0;
	tap_eq_long(err, EPERM, "%s: AppArmor's EPERM for a change under "
		    "no_new_privs%s", way,
		    noproc ? ", not the /proc retry's ENOENT" : "");
}

static void aa_liblsm(void)
{
	apparmor_way("liblsm lsm_set_self_value(LSM_FALLBACK_PROC)",
		     with_liblsm_aa, "changeprofile lsmtest_other");
}

static void aa_adapter(void)
{
	if (load(APPARMOR_ADAPTER, "aa_change_profile"))
		apparmor_way("liblsm-apparmor aa_change_profile()", with_lib,
			     "lsmtest_other");
}

static int apparmor(void)
{
	tap_in_child("liblsm", aa_liblsm);
	tap_in_child("liblsm-apparmor", aa_adapter);
	return tap_done();
}

int main(void)
{
	char aa[64], se[256];

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (getuid() != 0) {
		printf("1..0 # SKIP needs root\n");
		return 4;
	}
	/* testsuite/selinux/guest/load-policy and apparmor/load-policy. */
	first_line("/proc/self/attr/current", se, sizeof(se));
	if (!strcmp(se, "user_u:base_r:base_t:s0"))
		return selinux();
	first_line("/run/lsmtest-apparmor", aa, sizeof(aa));
	if (!strcmp(aa, "loaded"))
		return apparmor();
	printf("1..0 # SKIP neither the mdp policy (current: %s) nor the "
	       "AppArmor test policy is loaded\n", se);
	return 4;
}
