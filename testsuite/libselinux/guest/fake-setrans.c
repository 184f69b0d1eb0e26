// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fake-setrans: a stand-in for mcstransd, so the guest can check that
 * programs print translated contexts.  It serves libselinux's setrans
 * protocol on /var/run/setrans/.setrans-unix with one plain rule: raw
 * CONTEXT is shown as "tr:CONTEXT", and "tr:CONTEXT" reads back as
 * CONTEXT.  Once listening it goes to the background and prints its pid,
 * so the caller knows it is ready and how to stop it.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#define DIR "/var/run/setrans"
#define SOCK DIR "/.setrans-unix"
#define PREFIX "tr:"
/* libselinux's function numbers. */
#define RAW_TO_TRANS 2
#define TRANS_TO_RAW 3
#define MAX_DATA 8192
#define LIFETIME 60	/* seconds */

static int read_all(int fd, void *buf, size_t len)
{
	char *p = buf;
	ssize_t n;

	while (len) {
		n = read(fd, p, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

static void serve(int fd)
{
	uint32_t hdr[3], out_hdr[3];
	char in[MAX_DATA], out[MAX_DATA + sizeof(PREFIX)], skip[MAX_DATA];
	size_t len;

	if (read_all(fd, hdr, sizeof(hdr)) || !hdr[1] || hdr[1] > MAX_DATA ||
	    hdr[2] > MAX_DATA || read_all(fd, in, hdr[1]) ||
	    read_all(fd, skip, hdr[2]))
		return;
	in[hdr[1] - 1] = '\0';
	if (hdr[0] == RAW_TO_TRANS)
		snprintf(out, sizeof(out), "%s%s", PREFIX, in);
	else if (hdr[0] == TRANS_TO_RAW && !strncmp(in, PREFIX, strlen(PREFIX)))
		snprintf(out, sizeof(out), "%s", in + strlen(PREFIX));
	else
		snprintf(out, sizeof(out), "%s", in);
	len = strlen(out) + 1;
	out_hdr[0] = hdr[0];
	out_hdr[1] = (uint32_t)len;
	out_hdr[2] = 0;
	/* One write: libselinux reads the header with a single readv. */
	if (write(fd, out_hdr, sizeof(out_hdr)) == (ssize_t)sizeof(out_hdr))
		(void)!write(fd, out, len);
}

int main(void)
{
	struct sockaddr_un addr;
	pid_t pid;
	int s, c, null;

	mkdir("/var", 0755);
	mkdir("/var/run", 0755);
	mkdir(DIR, 0755);
	unlink(SOCK);
	s = socket(AF_UNIX, SOCK_STREAM, 0);
	if (s < 0) {
		perror("socket");
		return 1;
	}
	memset(&addr, 0, sizeof(addr));
	addr.sun_family = AF_UNIX;
	strcpy(addr.sun_path, SOCK);
	if (bind(s, (struct sockaddr *)&addr, sizeof(addr)) || listen(s, 8)) {
		perror(SOCK);
		return 1;
	}
	chmod(SOCK, 0666);
	signal(SIGPIPE, SIG_IGN);
	pid = fork();
	if (pid < 0) {
		perror("fork");
		return 1;
	}
	if (pid > 0) {
		printf("%d\n", (int)pid);
		return 0;
	}
	/*
	 * The caller reads our pid through a pipe: holding it open would
	 * keep the caller waiting.  A caller that dies before stopping us
	 * must not leave later tests translated, hence the time limit.
	 */
	setsid();
	null = open("/dev/null", O_RDWR);
	if (null >= 0) {
		dup2(null, 0);
		dup2(null, 1);
		dup2(null, 2);
		if (null > 2)
			close(null);
	}
	alarm(LIFETIME);
	for (;;) {
		c = accept(s, NULL, NULL);
		if (c < 0)
			continue;
		serve(c);
		close(c);
	}
}
