// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TAP output shared by the C test programs.  Every line is flushed, so
 * that a test which dies leaves its results up to the death on the
 * console.
 */
#include <stdarg.h>
#include <stdio.h>

#include "tap.h"

int tap_tests, tap_failures;

void tap_ok(int cond, const char *fmt, ...)
{
	va_list ap;

	tap_tests++;
	if (!cond)
		tap_failures++;
	printf("%sok %d - ", cond ? "" : "not ", tap_tests);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

void tap_skip(const char *why, const char *fmt, ...)
{
	va_list ap;

	tap_tests++;
	printf("ok %d - ", tap_tests);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf(" # SKIP %s\n", why);
	fflush(stdout);
}

int tap_done(void)
{
	printf("1..%d\n", tap_tests);
	return tap_failures ? 1 : 0;
}
