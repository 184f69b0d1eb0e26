// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * static-con EXEC-CONTEXT FSCREATE-CONTEXT: linked statically against
 * the patched libselinux.a, and liblsm.a, by testsuite/libselinux/
 * static-link (gcc -static with pkg-config --static, as a user of the
 * -dev packages links).  Asks libselinux for the calling thread's own
 * contexts and prints one line per call, "NAME RC VALUE-OR-ERROR", for
 * the guest test to compare with /proc.  It also prints what
 * /proc/thread-self/attr says, read here directly: current and prev
 * first, and the attribute after each set ("proc-ATTR VALUE", or
 * "proc-ATTR -" where it cannot be read: with /proc unmounted).  Exits 0
 * only when every libselinux call succeeded.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <selinux/selinux.h>

static int failed;

/* One line for a get: its status, then the value or the error. */
static void get(const char *name, int (*fn)(char **))
{
	char *con = NULL;
	int rc;

	errno = 0;
	rc = fn(&con);
	if (rc < 0) {
		printf("%s %d %s\n", name, rc, strerror(errno));
		failed = 1;
	} else {
		printf("%s %d %s\n", name, rc, con ? con : "(null)");
	}
	freecon(con);
}

static void set(const char *name, int (*fn)(const char *), const char *con)
{
	int rc;

	errno = 0;
	rc = fn(con);
	printf("%s %d %s\n", name, rc, rc < 0 ? strerror(errno) : "");
	if (rc < 0)
		failed = 1;
}

/* The kernel's own view, not libselinux's per-thread cache. */
static void show_proc(const char *attr)
{
	char path[64], buf[4096];
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/thread-self/attr/%s", attr);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	n = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);
	if (fd >= 0)
		close(fd);
	if (n < 0) {
		printf("proc-%s -\n", attr);
		return;
	}
	buf[n] = '\0';
	printf("proc-%s %s\n", attr, buf);
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s EXEC-CONTEXT FSCREATE-CONTEXT\n",
			argv[0]);
		return 2;
	}

	show_proc("current");
	show_proc("prev");
	get("getcon_raw", getcon_raw);
	get("getcon", getcon);
	get("getprevcon", getprevcon);

	set("setexeccon", setexeccon, argv[1]);
	show_proc("exec");
	get("getexeccon", getexeccon);

	set("setfscreatecon", setfscreatecon, argv[2]);
	show_proc("fscreate");
	get("getfscreatecon", getfscreatecon);

	set("setexeccon-null", setexeccon, NULL);
	show_proc("exec");
	get("getexeccon-null", getexeccon);

	return failed;
}
