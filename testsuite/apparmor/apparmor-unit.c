// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * liblsm-apparmor's logic against the fake kernel (fake-kernel.c, in
 * place of libc-shim/raw.c): aa_kernel() answers as this project's 6.1
 * would, with an AppArmor value the test chooses, and
 * records each set request.  What libapparmor's callers can see (split,
 * sizes, ERANGE, the request strings, a hat vector's bytes) and which
 * requests must stay off the calls (other tasks) show here without a
 * guest.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/apparmor.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fake-kernel.h"
#include "lsm.h"
#include "syscall-nr.h"
#include "tap.h"

void lsm_abi_override(int abi, int none_errno);

static const char *value = "lsmtest_enforce (enforce)";
static int with_apparmor = 1, gets, sets;
static long set_rc;
static char last_set[4096], last_bytes[4096], last_pad[4];
static size_t last_ctx_len;
static unsigned long last_set_flags;

static long aa_kernel(long nr, long a1, long a2, long a3, long a4)
{
	struct lsm_ctx *ctx = (struct lsm_ctx *)a1;
	size_t *size = (size_t *)a2, len, need;
	unsigned int *ids = (unsigned int *)a1;

	(void)a4;
	switch (nr) {
	case LSM_NR_SEED_MODULE_LIST:
		if (*size < 2 * sizeof(*ids)) {
			*size = 2 * sizeof(*ids);
			return -E2BIG;
		}
		ids[0] = LSM_ID_CAPABILITY;
		ids[1] = with_apparmor ? LSM_ID_APPARMOR : LSM_ID_LOCKDOWN;
		*size = 2 * sizeof(*ids);
		return 2;
	case LSM_NR_SEED_GET_SELF_ATTR:
		gets++;
		if (!with_apparmor) {
			*size = 0;
			return 0;
		}
		len = (strlen(value) + 1 + 7) & ~(size_t)7;
		need = sizeof(*ctx) + len;
		if (*size < need) {
			*size = need;
			return -ERANGE;
		}
		memset(ctx, 0, need);
		ctx->id = LSM_ID_APPARMOR;
		ctx->flags = (uint64_t)a3;
		ctx->ctx_len = len;
		memcpy(ctx->ctx, value, strlen(value));
		*size = need;
		return 1;
	case LSM_NR_SEED_SET_SELF_ATTR:
		sets++;
		last_set_flags = (unsigned long)a3;
		snprintf(last_set, sizeof(last_set), "%s", (char *)ctx->ctx);
		last_ctx_len = ctx->ctx_len;
		memcpy(last_bytes, ctx->ctx, last_ctx_len < sizeof(last_bytes) ?
		       last_ctx_len : sizeof(last_bytes));
		/* The padding after id: 4 bytes, none where u64 is 4-aligned. */
		memcpy(last_pad, (char *)ctx + sizeof(ctx->id),
		       offsetof(struct lsm_ctx, flags) - sizeof(ctx->id));
		return set_rc;
	}
	return -ENOSYS;
}

static void getcon_is(const char *v, int rc_want, const char *label_want,
		      const char *mode_want)
{
	char *label = NULL, *mode = NULL;
	int rc;

	value = v;
	rc = aa_getcon(&label, &mode);
	tap_eq_long(rc, rc_want, "aa_getcon() of \"%s\" returns %d", v, rc_want);
	if (rc_want < 0)
		return;
	tap_eq_str(label, label_want, "  its label");
	if (mode_want)
		tap_eq_str(mode, mode_want, "  its mode");
	else
		tap_ok(mode == NULL, "  no mode");
	free(label);
}

/* AppArmor not among the modules: the calls must not be asked. */
static int without_apparmor(void)
{
	char *label = NULL;

	with_apparmor = 0;
	gets = sets = 0;
	aa_getcon(&label, NULL);
	free(label);
	aa_change_profile("p");
	return gets == 0 && sets == 0;
}

int main(void)
{
	char buf[64], *label = NULL, *mode = NULL, big[400];
	const char *two[] = { "a", "b", NULL }, *one[] = { "a", NULL };
	int status, rc, before;
	pid_t pid;

	fake_kernel = aa_kernel;
	fake_kernel_major = 6;
	fake_kernel_minor = 1;
	lsm_abi_override(LSM_ABI_SEED, 0);
	fflush(stdout);
	pid = fork();
	if (pid == 0)
		_exit(without_apparmor() ? 0 : 1);
	waitpid(pid, &status, 0);
	tap_ok(WIFEXITED(status) && WEXITSTATUS(status) == 0,
	       "without AppArmor active, neither get nor set asks the calls");

	getcon_is("lsmtest_enforce (enforce)", 26, "lsmtest_enforce", "enforce");
	getcon_is("unconfined", 11, "unconfined", NULL);
	getcon_is("a//&b (complain)", 17, "a//&b", "complain");
	getcon_is("no mode here", -1, NULL, NULL);
	tap_eq_long(errno, EINVAL, "  a value with no mode is EINVAL");

	/* The buffer rules around the value's length: 25 bytes and "\n". */
	value = "lsmtest_enforce (enforce)";
	rc = aa_getprocattr_raw(getpid(), "current", buf, 25, &mode);
	tap_ok(rc == -1 && errno == ERANGE, "raw, len 25: ERANGE");
	memset(buf, 'x', sizeof(buf));
	rc = aa_getprocattr_raw(getpid(), "current", buf, 26, &mode);
	tap_eq_long(rc, 26, "raw, len 26: fits, the newline is the NUL");
	tap_eq_str(buf, "lsmtest_enforce", "  label split in place");
	tap_ok(mode == buf + 17 && !strcmp(mode, "enforce"), "  mode inside buf");
	rc = aa_getprocattr_raw(getpid(), "current", buf, 0, &mode);
	tap_ok(rc == -1 && errno == EINVAL, "raw, len 0: EINVAL");
	rc = aa_getprocattr_raw(getpid(), "current", NULL, 10, &mode);
	tap_ok(rc == -1 && errno == EINVAL, "raw, NULL buffer: EINVAL");

	/* Longer than libapparmor's first 128 bytes: the buffer grows. */
	memset(big, 'p', sizeof(big));
	strcpy(big + 300, " (enforce)");
	value = big;
	rc = aa_getprocattr(getpid(), "current", &label, &mode);
	tap_eq_long(rc, 311, "aa_getprocattr() of a 310-byte value");
	tap_ok(label && strlen(label) == 300 && mode && !strcmp(mode, "enforce"),
	       "  label and mode");
	free(label);
	tap_eq_long(aa_getprocattr(getpid(), "current", NULL, NULL), -1,
		    "aa_getprocattr(NULL label) fails");

	/* The requests, as libapparmor writes them. */
	value = "lsmtest_enforce (enforce)";
	tap_eq_long(aa_change_profile("lsmtest_other"), 0, "aa_change_profile()");
	tap_eq_str(last_set, "changeprofile lsmtest_other", "  the request");
	tap_eq_long(last_set_flags, LSM_ATTR_CURRENT, "  to current");
	aa_change_onexec("x");
	tap_eq_str(last_set, "exec x", "aa_change_onexec(): \"exec x\"");
	tap_eq_long(last_set_flags, LSM_ATTR_EXEC, "  to exec");
	aa_stack_onexec("x");
	tap_ok(!strcmp(last_set, "stack x") && last_set_flags == LSM_ATTR_EXEC,
	       "aa_stack_onexec(): \"stack x\" to exec");
	aa_stack_profile("x");
	tap_ok(!strcmp(last_set, "stack x") && last_set_flags == LSM_ATTR_CURRENT,
	       "aa_stack_profile(): \"stack x\" to current");
	aa_change_hat("hat_a", 0x1234);
	tap_eq_str(last_set, "changehat 0000000000001234^hat_a",
		   "aa_change_hat(): token in 16 hex digits");
	aa_change_hat(NULL, 0x1234);
	tap_eq_str(last_set, "changehat 0000000000001234^", "  and back");
	tap_ok(aa_change_hat(NULL, 0) == -1 && errno == EINVAL,
	       "aa_change_hat(NULL, 0): EINVAL");
	aa_change_hatv(one, 0x99);
	tap_eq_str(last_set, "changehat 0000000000000099^a",
		   "aa_change_hatv() of one hat goes through the call");
	before = sets;
	tap_eq_long(aa_change_hatv(two, 0x99), 0, "aa_change_hatv() of two hats");
	tap_eq_long(sets, before + 1, "  goes through the call too");
	{
		static const char vec[] = "changehat 0000000000000099^a\0b";
		size_t i;
		int zero = 1;

		for (i = sizeof(vec); i < last_ctx_len; i++)
			zero &= !last_bytes[i];
		tap_ok(last_ctx_len >= sizeof(vec) && last_ctx_len % 8 == 0 &&
		       !memcmp(last_bytes, vec, sizeof(vec)) && zero,
		       "  the whole vector, each hat's NUL, NULs after it");
		tap_ok(!memcmp(last_pad, "\0\0\0\0", 4),
		       "  the padding after id zeroed");
	}
	tap_ok(aa_change_profile(NULL) == -1 && errno == EINVAL,
	       "aa_change_profile(NULL): EINVAL");

	/* The module's refusal is the answer. */
	set_rc = -EACCES;
	tap_ok(aa_change_profile("p") == -1 && errno == EACCES,
	       "a refusal (EACCES) is returned as it is");
	/* Other tasks are not the caller's: the calls are not asked. */
	before = gets;
	aa_gettaskcon(getppid(), &label, NULL);
	free(label);
	tap_eq_long(gets, before, "aa_gettaskcon(parent) does not ask the calls");
	return tap_done();
}
