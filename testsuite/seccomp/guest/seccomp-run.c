// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * seccomp-run [-k NR[,NR]...] FILTER|- PROG [ARG]...
 * Runs PROG the way a container runtime or systemd starts a sandboxed
 * program: no_new_privs, the raw BPF program in FILTER (seccomp-compile's
 * output; "-" for none) installed, then exec.  -k first stacks a filter
 * that kills the process on any of the numbered calls: where the kernel
 * is not this project's, that proves nothing reaches 451-453 whatever
 * the profile answers (the kernel applies the strictest of all filters).
 * Exit 126 when the sandbox cannot be set up, 127 when PROG cannot run.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#else
#error "seccomp-run: add this architecture's AUDIT_ARCH_*"
#endif

#define MAX_KILL 16

static int install(struct sock_filter *insns, size_t n, const char *what)
{
	struct sock_fprog prog = { .len = (unsigned short)n, .filter = insns };

	if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog)) {
		fprintf(stderr, "seccomp-run: %s: %s\n", what, strerror(errno));
		return -1;
	}
	return 0;
}

static int install_kill(const char *list)
{
	struct sock_filter f[4 + 2 * MAX_KILL + 1];
	unsigned int k = 0;
	const char *p = list;
	char *end;

	f[k++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
				offsetof(struct seccomp_data, arch));
	/* Another ABI's numbers mean other calls: leave them alone. */
	f[k++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
				NATIVE_ARCH, 1, 0);
	f[k++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	f[k++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
				offsetof(struct seccomp_data, nr));
	for (;;) {
		unsigned long nr = strtoul(p, &end, 10);

		if (end == p || k >= 4 + 2 * MAX_KILL) {
			fprintf(stderr, "seccomp-run: bad -k list '%s'\n", list);
			return -1;
		}
		f[k++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
				(unsigned int)nr, 0, 1);
		f[k++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
				SECCOMP_RET_KILL_PROCESS);
		if (*end != ',')
			break;
		p = end + 1;
	}
	if (*end) {
		fprintf(stderr, "seccomp-run: bad -k list '%s'\n", list);
		return -1;
	}
	f[k++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
	return install(f, k, "kill filter");
}

static int install_file(const char *path)
{
	static struct sock_filter insns[BPF_MAXINSNS + 1];
	size_t got = 0;
	ssize_t n;
	int fd;

	fd = open(path, O_RDONLY);
	if (fd < 0) {
		fprintf(stderr, "seccomp-run: %s: %s\n", path, strerror(errno));
		return -1;
	}
	while ((n = read(fd, (char *)insns + got, sizeof(insns) - got)) > 0)
		got += (size_t)n;
	close(fd);
	if (n < 0 || got == 0 || got % sizeof(insns[0]) ||
	    got / sizeof(insns[0]) > BPF_MAXINSNS) {
		fprintf(stderr, "seccomp-run: %s: not a BPF program\n", path);
		return -1;
	}
	return install(insns, got / sizeof(insns[0]), path);
}

int main(int argc, char **argv)
{
	const char *kill = NULL;
	int i = 1;

	if (argc > 2 && !strcmp(argv[1], "-k")) {
		kill = argv[2];
		i = 3;
	}
	if (argc - i < 2) {
		fprintf(stderr, "usage: seccomp-run [-k NR[,NR]...] FILTER|- PROG [ARG]...\n");
		return 126;
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)) {
		perror("seccomp-run: no_new_privs");
		return 126;
	}
	if (kill && install_kill(kill))
		return 126;
	if (strcmp(argv[i], "-") && install_file(argv[i]))
		return 126;
	execv(argv[i + 1], argv + i + 1);
	fprintf(stderr, "seccomp-run: %s: %s\n", argv[i + 1], strerror(errno));
	return 127;
}
