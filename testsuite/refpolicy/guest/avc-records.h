/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The AVC records the kernel logs, read back in order: the refpolicy
 * tests compare what two runs of one request made SELinux log.
 */
#ifndef LSM_TESTSUITE_AVC_RECORDS_H
#define LSM_TESTSUITE_AVC_RECORDS_H

#include <stddef.h>

/* Opens /dev/kmsg at its end and the audit socket: 0, or -1 with errno. */
int avc_open(void);

/*
 * The AVC records logged since the last call (or avc_open()), one a
 * line, each without what differs between two runs of one request (its
 * time and serial, the pid, the inode), into out.  The end is a fence:
 * a record of our own sent through the audit socket now, which kauditd
 * logs after every record before it.  0, or -1 if the fence did not come
 * within 5 s, records were lost (overwritten in the kernel's buffer
 * before they were read) or they did not fit in out.
 */
int avc_collect(char *out, size_t max);

#endif
