// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * In the guest: what each /proc/self/attr file answers, read and written,
 * as root and as uid 1000, one line per case:
 *
 *     procattr: FILE read|write root|uid1000 ok|ENAME
 *
 * Nothing is judged here: testsuite/kernel/boot-procattr.test boots
 * Debian's stock 6.1 and our kernel with the same lsm= and compares the
 * lines.  The value written is the task's own current value (or "_"),
 * and each case runs in a child of its own, so that no write changes
 * what the next case sees.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define TEST_UID 1000

static const char *const files[] = {
	"current", "exec", "fscreate", "keycreate", "prev", "sockcreate",
	"smack/current", "apparmor/current", "apparmor/exec", "apparmor/prev",
};

static char value[4096];
static size_t value_len;

/* 0 or an errno: what reading or writing @path answers. */
static int try_file(const char *path, int write_it)
{
	char buf[4096];
	ssize_t n;
	int fd;

	fd = open(path, write_it ? O_WRONLY : O_RDONLY);
	if (fd < 0)
		return errno;
	if (write_it)
		n = write(fd, value, value_len);
	else
		n = read(fd, buf, sizeof(buf));
	if (n < 0) {
		int err = errno;

		close(fd);
		return err;
	}
	close(fd);
	return 0;
}

/* Runs one case in a child, as root or as TEST_UID; prints its line. */
static void one_case(const char *file, int write_it, int as_user)
{
	char path[128];
	int status;
	pid_t pid;

	snprintf(path, sizeof(path), "/proc/self/attr/%s", file);
	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		perror("fork");
		exit(1);
	}
	if (!pid) {
		int err;

		if (as_user && (setgid(TEST_UID) || setuid(TEST_UID)))
			_exit(255);
		err = try_file(path, write_it);
		_exit(err > 254 ? 254 : err);
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status) == 255) {
		printf("procattr: %s %s %s child-failed\n", file,
		       write_it ? "write" : "read", as_user ? "uid1000" : "root");
		return;
	}
	printf("procattr: %s %s %s %s\n", file, write_it ? "write" : "read",
	       as_user ? "uid1000" : "root",
	       WEXITSTATUS(status) ? strerrorname_np(WEXITSTATUS(status)) :
				     "ok");
}

int main(void)
{
	size_t i;
	int fd;
	ssize_t n = -1;

	fd = open("/proc/self/attr/current", O_RDONLY);
	if (fd >= 0) {
		n = read(fd, value, sizeof(value) - 1);
		close(fd);
	}
	if (n <= 0)
		n = snprintf(value, sizeof(value), "_");
	value[n] = '\0';
	value_len = strcspn(value, "\n");
	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		one_case(files[i], 0, 0);
		one_case(files[i], 0, 1);
		one_case(files[i], 1, 0);
		one_case(files[i], 1, 1);
	}
	return 0;
}
