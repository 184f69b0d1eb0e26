// SPDX-License-Identifier: GPL-2.0-or-later
/* The AVC records the kernel logs, read back in order (avc-records.h). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
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

/* Appends an AVC record's words but the pid and inode, and a newline. */
static size_t add_record(char *out, size_t max, size_t len, char *avc)
{
	const char *sep = "";

	for (char *w = strtok(avc, " "); w; w = strtok(NULL, " ")) {
		if (!strncmp(w, "pid=", 4) || !strncmp(w, "ino=", 4))
			continue;
		len += snprintf(out + len, len < max ? max - len : 0, "%s%s",
				sep, w);
		sep = " ";
	}
	len += snprintf(out + len, len < max ? max - len : 0, "\n");
	return len;
}

int avc_collect(char *out, size_t max)
{
	char fence[48], rec[2048];
	size_t len = 0;
	int waited = 0;

	*out = '\0';
	snprintf(fence, sizeof(fence), "lsmtest avc fence %d.%u", getpid(),
		 ++fences);
	if (send_fence(fence))
		return -1;
	while (waited < 5000) {
		struct pollfd pfd = { .fd = kmsg, .events = POLLIN };
		char *msg, *end, *avc;
		ssize_t n;

		if (poll(&pfd, 1, 100) == 0) {
			waited += 100;
			continue;
		}
		n = read(kmsg, rec, sizeof(rec) - 1);
		if (n < 0 && errno == EPIPE)
			continue;	/* overwritten before we read: read on */
		if (n <= 0)
			return -1;
		rec[n] = '\0';
		msg = strchr(rec, ';');
		if (!msg)
			continue;
		end = strchr(msg, '\n');
		if (end)
			*end = '\0';
		if (strstr(msg, fence))
			return 0;
		avc = strstr(msg, "avc:");
		if (avc)
			len = add_record(out, max, len, avc);
	}
	return -1;
}
