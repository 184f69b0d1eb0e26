/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The few lines of TAP the C test programs print: one result a call, the
 * plan at the end.
 */
#ifndef LSM_TESTSUITE_TAP_H
#define LSM_TESTSUITE_TAP_H

extern int tap_tests, tap_failures;

/* "ok N - ..." when cond holds, "not ok N - ..." when it does not. */
void tap_ok(int cond, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* "ok N - ... # SKIP why". */
void tap_skip(const char *why, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Prints the plan; returns the exit status for main(). */
int tap_done(void);

#endif
