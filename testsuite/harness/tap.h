/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The few lines of TAP the C test programs print: one result a call, the
 * plan at the end.
 */
#ifndef LSM_TESTSUITE_TAP_H
#define LSM_TESTSUITE_TAP_H

extern int tap_tests, tap_failures;

/*
 * "ok N - ..." when cond holds, "not ok N - ..." when it does not; a
 * failure also prints what was wanted, the condition as written.
 * Returns whether it passed; errno is as it was, for a tap_got().
 */
#define tap_ok(cond, ...) tap_ok_expr((cond), #cond, __VA_ARGS__)
int tap_ok_expr(int cond, const char *expr, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* After a failed tap_ok(): what the check got, as a TAP comment. */
void tap_got(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/*
 * The same for one value: a failure also prints, as a TAP comment, the
 * value it got and the one it wanted.  Both return whether they passed.
 */
int tap_eq_long(long got, long want, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int tap_eq_str(const char *got, const char *want, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/*
 * A call that must fail: rc -1 with errno want_errno (errno as it is when
 * tap_fails() starts, so rc may be the call itself).  A failure prints
 * the rc and errno it got and the errno it wanted.
 */
int tap_fails(long rc, int want_errno, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* "ok N - ... # SKIP why". */
void tap_skip(const char *why, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/*
 * Report only the checks whose description holds substring (one case
 * at a time: a program's -t option); the others neither print nor count.
 */
void tap_only(const char *substring);
/*
 * Runs fn() in a forked child, for checks that change what the process is
 * (its label, its mounts): the child's results count as the caller's, and
 * one more result says whether it finished.  The child's fd 3 carries its
 * counts back; a program it execs reports on fd 3 with tap_report(3).
 */
void tap_in_child(const char *name, void (*fn)(void));
/* Writes this process's counts to fd, for the parent of tap_in_child(). */
void tap_report(int fd);
/* Prints the plan; returns the exit status for main(). */
int tap_done(void);

#endif
