// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lsm-probe: what liblsm answers, one line per question, so that a run
 * under a seccomp filter can be compared line by line with a run without
 * one (seccomp-guest).  Lines:
 *   abi NAME
 *   list ID...                     lsm_module_list()
 *   get ATTR N ID:VALUE...         lsm_get_self_attr()
 *   names NAME...                  lsm_module_names(LSM_FALLBACK_PROC)
 *   fallback ATTR N ID:VALUE...    lsm_get_self_attr_alloc(LSM_FALLBACK_PROC)
 *   filtered GET SET LIST          lsm_call_filtered() of each call
 * or, in place of the answer, "error ENAME".  Only the library's API is
 * used: how it reaches the kernel is its own business.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsm.h"

static const unsigned int attrs[] = {
	LSM_ATTR_CURRENT, LSM_ATTR_EXEC, LSM_ATTR_FSCREATE,
	LSM_ATTR_KEYCREATE, LSM_ATTR_PREV, LSM_ATTR_SOCKCREATE,
};

static void print_errno(int err)
{
	static const struct { int e; const char *name; } names[] = {
		{ ENOSYS, "ENOSYS" }, { EPERM, "EPERM" }, { EACCES, "EACCES" },
		{ EFAULT, "EFAULT" }, { EINVAL, "EINVAL" }, { ERANGE, "ERANGE" },
		{ E2BIG, "E2BIG" }, { ENOENT, "ENOENT" }, { ENODATA, "ENODATA" },
		{ EOPNOTSUPP, "EOPNOTSUPP" }, { ENOMEM, "ENOMEM" },
	};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (names[i].e == err) {
			printf(" error %s\n", names[i].name);
			return;
		}
	}
	printf(" error %d\n", err);
}

/* Values are contexts; anything unprintable would only garble the line. */
static void print_entries(void *buf, size_t size, int count)
{
	struct lsm_ctx *c;
	const unsigned char *p;

	printf(" %d", count);
	lsm_ctx_for_each(c, buf, size) {
		printf(" %u:", c->id);
		for (p = c->ctx; *p; p++)
			putchar(*p > ' ' && *p < 127 ? *p : '?');
	}
	putchar('\n');
}

int main(void)
{
	static union {
		struct lsm_ctx c;
		unsigned char b[65536];
	} buf;
	unsigned int ids[64];
	size_t size, i, j;
	char **names;
	int n;

	switch (lsm_abi()) {
	case LSM_ABI_SEED: puts("abi seed"); break;
	case LSM_ABI_MAINLINE: puts("abi mainline"); break;
	default: puts("abi none"); break;
	}

	size = sizeof(ids);
	n = lsm_module_list(ids, &size, 0);
	printf("list");
	if (n < 0) {
		print_errno(errno);
	} else {
		for (j = 0; j < (size_t)n; j++)
			printf(" %u", ids[j]);
		putchar('\n');
	}

	for (i = 0; i < sizeof(attrs) / sizeof(attrs[0]); i++) {
		size = sizeof(buf);
		n = lsm_get_self_attr(&buf.c, &size, attrs[i]);
		printf("get %s", lsm_attr_to_name(attrs[i]));
		if (n < 0)
			print_errno(errno);
		else
			print_entries(&buf, size, n);
	}

	n = lsm_module_names(&names, LSM_FALLBACK_PROC);
	printf("names");
	if (n < 0) {
		print_errno(errno);
	} else {
		for (j = 0; j < (size_t)n; j++)
			printf(" %s", names[j]);
		putchar('\n');
		lsm_free_names(names);
	}

	for (i = 0; i < sizeof(attrs) / sizeof(attrs[0]); i++) {
		struct lsm_ctx *ctx = NULL;

		n = lsm_get_self_attr_alloc(attrs[i], &ctx, &size,
					    LSM_FALLBACK_PROC);
		printf("fallback %s", lsm_attr_to_name(attrs[i]));
		if (n < 0)
			print_errno(errno);
		else
			print_entries(ctx, ctx ? size : 0, n);
		free(ctx);
	}
	printf("filtered %d %d %d\n",
	       lsm_call_filtered(LSM_CALL_GET_SELF_ATTR),
	       lsm_call_filtered(LSM_CALL_SET_SELF_ATTR),
	       lsm_call_filtered(LSM_CALL_MODULE_LIST));
	return ferror(stdout) || fflush(stdout) ? 1 : 0;
}
