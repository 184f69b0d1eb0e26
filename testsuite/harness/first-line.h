/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The guest programs' reading of one-line files (/proc, /sys, /run). */
#ifndef LSM_TESTSUITE_FIRST_LINE_H
#define LSM_TESTSUITE_FIRST_LINE_H

#include <stddef.h>

/* The first line of path, without its newline, in buf ("" if unreadable). */
void first_line(const char *path, char *buf, size_t max);

#endif
