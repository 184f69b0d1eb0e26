// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * setuid-con EXEC-CONTEXT: made setuid root by the guest test and run by
 * an unprivileged user.  The loader then ignores LD_PRELOAD and
 * LD_LIBRARY_PATH, so the libselinux it uses is the one it was linked
 * against (found through its RUNPATH): the patched one in the guest.
 * Prints one line per fact for the test to check, and exits 0 only when
 * every call succeeded.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>
#include <unistd.h>

#include <selinux/selinux.h>

int main(int argc, char **argv)
{
	char *con = NULL, *exec = NULL;
	int rc_get, rc_set, rc_exec, err;
	Dl_info info;

	if (argc != 2) {
		fprintf(stderr, "usage: %s EXEC-CONTEXT\n", argv[0]);
		return 2;
	}
	printf("secure %lu\n", getauxval(AT_SECURE));
	printf("ids %d %d\n", (int)getuid(), (int)geteuid());
	printf("lib %s\n", dladdr((void *)getcon, &info) && info.dli_fname ?
	       info.dli_fname : "?");

	errno = 0;
	rc_get = getcon(&con);
	err = errno;
	printf("getcon %d %s\n", rc_get, rc_get ? strerror(err) : con);

	errno = 0;
	rc_set = setexeccon(argv[1]);
	err = errno;
	printf("setexeccon %d %s\n", rc_set, rc_set ? strerror(err) : "");

	errno = 0;
	rc_exec = getexeccon(&exec);
	err = errno;
	printf("getexeccon %d %s\n", rc_exec,
	       rc_exec ? strerror(err) : exec ? exec : "(null)");

	freecon(con);
	freecon(exec);
	return rc_get || rc_set || rc_exec;
}
