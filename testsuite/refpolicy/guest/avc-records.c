// SPDX-License-Identifier: GPL-2.0-or-later
/* The AVC records the kernel logs, read back in order (avc-records.h). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/socket.h>
#include <unistd.h>
#include <linux/audit.h>
#include <linux/netlink.h>

#include "avc-records.h"

static int kmsg = -1, audit_fd = -1;
static unsigned int fences;

int avc_open(void)
{
	struct sockaddr_nl kernel = { .nl_family = AF_NETLINK };

	kmsg = open("/dev/kmsg", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (kmsg < 0 || lseek(kmsg, 0, SEEK_END) < 0)
		return -1;
	audit_fd = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_AUDIT);
	if (audit_fd < 0)
		return -1;
	return connect(audit_fd, (struct sockaddr *)&kernel, sizeof(kernel));
}

/*
 * A userspace AVC record with our text: 0, or -1 with errno.  Not
 * AUDIT_USER: with no audit daemon, audit is off and the kernel drops
 * every userspace record but this type, which it logs as it logs its own.
 */
static int send_fence(const char *text)
{
	struct {
		struct nlmsghdr h;
		char text[64];
	} msg = { 0 };

	snprintf(msg.text, sizeof(msg.text), "%s", text);
	msg.h.nlmsg_len = NLMSG_LENGTH(strlen(msg.text) + 1);
	msg.h.nlmsg_type = AUDIT_USER_AVC;
	msg.h.nlmsg_flags = NLM_F_REQUEST;
	return send(audit_fd, &msg, msg.h.nlmsg_len, 0) < 0 ? -1 : 0;
}

/*
 * Appends an AVC record's words but the pid and inode, and a newline:
 * the new length, or max when the record did not fit.
 */
static size_t add_record(char *out, size_t max, size_t len, char *avc)
{
	const char *sep = "";
	int n;

	for (char *w = strtok(avc, " "); w; w = strtok(NULL, " ")) {
		if (!strncmp(w, "pid=", 4) || !strncmp(w, "ino=", 4))
			continue;
		n = snprintf(out + len, max - len, "%s%s", sep, w);
		if (n < 0 || (size_t)n >= max - len)
			return max;
		len += n;
		sep = " ";
	}
	n = snprintf(out + len, max - len, "\n");
	if (n < 0 || (size_t)n >= max - len)
		return max;
	return len + n;
}

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000L + ts.tv_nsec / 1000000;
}

int avc_collect(char *out, size_t max)
{
	char fence[48], seen[52], rec[2048];
	long deadline = now_ms() + 5000;
	int lost = 0;
	size_t len = 0;

	*out = '\0';
	snprintf(fence, sizeof(fence), "lsmtest avc fence %d.%u", getpid(),
		 ++fences);
	/* With the closing quote (msg='...'): fence 1 is not fence 12. */
	snprintf(seen, sizeof(seen), "%s'", fence);
	if (send_fence(fence) || max < 2)
		return -1;
	while (now_ms() < deadline) {
		struct pollfd pfd = { .fd = kmsg, .events = POLLIN };
		char *msg, *end, *avc;
		ssize_t n;

		if (poll(&pfd, 1, 100) <= 0)
			continue;
		n = read(kmsg, rec, sizeof(rec) - 1);
		if (n < 0 && errno == EPIPE) {
			lost = 1;	/* overwritten before we read them */
			continue;
		}
		if (n < 0 && (errno == EAGAIN || errno == EINTR))
			continue;
		if (n <= 0)
			return -1;
		rec[n] = '\0';
		msg = strchr(rec, ';');
		if (!msg)
			continue;
		end = strchr(msg, '\n');
		if (end)
			*end = '\0';
		if (strstr(msg, seen))
			return lost || len >= max ? -1 : 0;
		avc = strstr(msg, "avc:");
		if (avc && len < max)
			len = add_record(out, max, len, avc);
	}
	return -1;
}
