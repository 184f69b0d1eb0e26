// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * In the boot where SELinux enforces the test policy
 * (testsuite/boot/boot-selinux-enforcing.test): a change of type that
 * the policy refuses (base_t has no dyntransition to other_t, see
 * testsuite/selinux/build-policy) gets EACCES through lsm_set_self_attr(), as it
 * does through /proc/self/attr/current, and changes nothing.  The task's
 * own context, which the policy allows, is set through both first, so a
 * refusal is the policy's and not a fault of the request.  Each way runs
 * in a child of its own, so a set that wrongly succeeds cannot change
 * what the other way starts from.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lsm.h"
#include "first-line.h"
#include "tap.h"

#define OWN	"user_u:base_r:base_t:s0"
#define REFUSED	"user_u:base_r:other_t:s0"

/* Writes value and its NUL, as libselinux does: 0, or -1 with errno. */
static int proc_set(const char *value)
{
	int fd, rc = 0;

	fd = open("/proc/thread-self/attr/current", O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (write(fd, value, strlen(value) + 1) < 0)
		rc = -1;
	if (rc) {
		int err = errno;

		close(fd);
		errno = err;
		return rc;
	}
	close(fd);
	return 0;
}

/* Through the call only: no fallback to /proc. */
static int call_set(const char *value)
{
	return lsm_set_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, value, 0);
}

static void check_way(const char *way, int (*set)(const char *))
{
	char now[256];
	int rc;

	tap_ok(set(OWN) == 0, "%s: sets the task's own context " OWN, way);
	errno = 0;
	rc = set(REFUSED);
	tap_fails(rc, EACCES, "%s: " REFUSED " refused by the policy", way);
	first_line("/proc/thread-self/attr/current", now, sizeof(now));
	tap_eq_str(now, OWN, "%s: the context is unchanged", way);
}

static void through_call(void)
{
	check_way("lsm_set_self_attr", call_set);
}

static void through_proc(void)
{
	check_way("/proc/thread-self/attr/current", proc_set);
}

int main(void)
{
	char enforce[8], own[256];

	setvbuf(stdout, NULL, _IOLBF, 0);
	first_line("/sys/fs/selinux/enforce", enforce, sizeof(enforce));
	first_line("/proc/self/attr/current", own, sizeof(own));
	if (strcmp(enforce, "1") || strcmp(own, OWN)) {
		printf("1..0 # SKIP SELinux does not enforce the test policy "
		       "(enforce: '%s', current: '%s')\n", enforce, own);
		return 4;
	}
	tap_in_child("lsm_set_self_attr", through_call);
	tap_in_child("/proc/thread-self/attr/current", through_proc);
	return tap_done();
}
