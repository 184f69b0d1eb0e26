// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TAP output shared by the C test programs.  Every line is flushed, so
 * that a test which dies leaves its results up to the death on the
 * console.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tap.h"

int tap_tests, tap_failures;
static const char *only;

void tap_only(const char *substring)
{
	only = substring;
}

/* A check whose description lacks the filter's text is not run out loud. */
static int filtered(const char *fmt, va_list ap)
{
	char desc[1024];
	va_list copy;

	if (!only)
		return 0;
	va_copy(copy, ap);
	vsnprintf(desc, sizeof(desc), fmt, copy);
	va_end(copy);
	return !strstr(desc, only);
}

/* Prints one result unless filtered out; returns whether it did. */
static int vtap(int cond, const char *fmt, va_list ap)
{
	if (filtered(fmt, ap))
		return 0;
	tap_tests++;
	if (!cond)
		tap_failures++;
	printf("%sok %d - ", cond ? "" : "not ", tap_tests);
	vprintf(fmt, ap);
	putchar('\n');
	return 1;
}

int tap_ok_expr(int cond, const char *expr, const char *fmt, ...)
{
	int saved = errno, shown;
	va_list ap;

	va_start(ap, fmt);
	shown = vtap(cond, fmt, ap);
	va_end(ap);
	if (shown && !cond)
		printf("#   want: %s\n", expr);
	fflush(stdout);
	errno = saved;
	return cond;
}

void tap_got(const char *fmt, ...)
{
	va_list ap;

	fputs("#   got: ", stdout);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

int tap_eq_long(long got, long want, const char *fmt, ...)
{
	va_list ap;

	int shown;

	va_start(ap, fmt);
	shown = vtap(got == want, fmt, ap);
	va_end(ap);
	if (shown && got != want)
		printf("#   got %ld, want %ld\n", got, want);
	fflush(stdout);
	return got == want;
}

int tap_eq_str(const char *got, const char *want, const char *fmt, ...)
{
	int same = got && want ? !strcmp(got, want) : got == want;
	va_list ap;

	int shown;

	va_start(ap, fmt);
	shown = vtap(same, fmt, ap);
	va_end(ap);
	if (shown && !same)
		printf("#   got \"%s\", want \"%s\"\n", got ? got : "(null)",
		       want ? want : "(null)");
	fflush(stdout);
	return same;
}

int tap_fails(long rc, int want_errno, const char *fmt, ...)
{
	int err = errno, good = rc == -1 && err == want_errno, shown;
	va_list ap;

	va_start(ap, fmt);
	shown = vtap(good, fmt, ap);
	va_end(ap);
	if (shown && !good)
		printf("#   got rc %ld, errno %d (%s); want -1, errno %d (%s)\n",
		       rc, rc == -1 ? err : 0, rc == -1 ? strerror(err) : "-",
		       want_errno, strerror(want_errno));
	fflush(stdout);
	return good;
}

void tap_skip(const char *why, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (filtered(fmt, ap)) {
		va_end(ap);
		return;
	}
	tap_tests++;
	printf("ok %d - ", tap_tests);
	vprintf(fmt, ap);
	va_end(ap);
	printf(" # SKIP %s\n", why);
	fflush(stdout);
}

void tap_report(int fd)
{
	int c[2] = { tap_tests, tap_failures };

	fflush(stdout);
	if (write(fd, c, sizeof(c)) != sizeof(c))
		_exit(2);
}

void tap_in_child(const char *name, void (*fn)(void))
{
	int p[2], c[2], status = 0;
	pid_t pid;
	ssize_t n;

	fflush(stdout);
	if (pipe(p)) {
		tap_ok(0, "%s: pipe: %s", name, strerror(errno));
		return;
	}
	pid = fork();
	if (pid == 0) {
		close(p[0]);
		if (p[1] != 3) {
			dup2(p[1], 3);
			close(p[1]);
		}
		fn();
		tap_report(3);
		_exit(0);
	}
	close(p[1]);
	n = pid < 0 ? -1 : read(p[0], c, sizeof(c));
	close(p[0]);
	if (pid > 0)
		waitpid(pid, &status, 0);
	if (n == sizeof(c)) {
		tap_tests = c[0];
		tap_failures = c[1];
	}
	tap_ok(n == sizeof(c) && WIFEXITED(status) && !WEXITSTATUS(status),
	       "%s: the child finished (status 0x%x)", name, status);
}

int tap_done(void)
{
	printf("1..%d\n", tap_tests);
	return tap_failures ? 1 : 0;
}
