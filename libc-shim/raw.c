// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * The real kernel behind syscall.h.  Kept apart from everything else so
 * that the unit tests can link the rest of the library against a fake.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "syscall.h"

long lsm_raw_syscall(long nr, long a1, long a2, long a3, long a4)
{
	long rc = syscall(nr, a1, a2, a3, a4);

	return rc < 0 ? -errno : rc;
}

int lsm_raw_kernel_version(unsigned int *major, unsigned int *minor)
{
	struct utsname u;
	char buf[64];
	FILE *f;

	if (uname(&u) < 0)
		return -errno;
	if (sscanf(u.release, "%u.%u", major, minor) != 2)
		return -EINVAL;
	if (*major >= 3)
		return 0;
	/*
	 * The UNAME26 personality makes any kernel say 2.6.x, and the
	 * probe must not take a 6.6+ kernel for an old one: ask /proc,
	 * which it does not change, and know nothing without it.
	 */
	f = fopen("/proc/sys/kernel/osrelease", "re");
	if (!f)
		return -EINVAL;
	if (!fgets(buf, sizeof(buf), f) ||
	    sscanf(buf, "%u.%u", major, minor) != 2 || *major < 3) {
		fclose(f);
		return -EINVAL;
	}
	fclose(f);
	return 0;
}
