// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * usage: avc-log FILE PROGRAM [ARG...]
 * Runs PROGRAM with this program's standard streams and writes to FILE
 * the AVC records the kernel logged while it ran (avc-records.h), for the
 * refpolicy shell tests.  Exits with PROGRAM's status (128 + a signal's
 * number), or 125 when the records could not be read or written.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "avc-records.h"

int main(int argc, char **argv)
{
	static char records[65536];
	int status = 0;
	pid_t pid;
	FILE *f;

	if (argc < 3) {
		fprintf(stderr, "usage: avc-log FILE PROGRAM [ARG...]\n");
		return 125;
	}
	if (avc_open() || avc_collect(records, sizeof(records))) {
		perror("avc-log: the kernel log or the audit socket");
		return 125;
	}
	pid = fork();
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		fprintf(stderr, "avc-log: %s: %s\n", argv[2], strerror(errno));
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &status, 0) < 0) {
		perror("avc-log: fork");
		return 125;
	}
	f = fopen(argv[1], "w");
	if (avc_collect(records, sizeof(records)) || !f ||
	    fputs(records, f) == EOF || fclose(f)) {
		fprintf(stderr, "avc-log: the records could not be kept in %s\n",
			argv[1]);
		return 125;
	}
	return WIFEXITED(status) ? WEXITSTATUS(status) :
				   128 + WTERMSIG(status);
}
