// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Runs in the demo guest: what the new system calls answer, through
 * liblsm with no /proc fallback, so every line printed here came from a
 * system call (or says which call failed and why).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsm.h"

static const char *abi_name(enum lsm_abi abi)
{
	switch (abi) {
	case LSM_ABI_SEED:
		return "this project's calls (451-453)";
	case LSM_ABI_MAINLINE:
		return "the Linux 6.8+ calls (459-461)";
	default:
		return "none: the kernel has neither";
	}
}

static const char *id_name(unsigned int id)
{
	const char *name = lsm_id_to_name(id);

	return name ? name : "?";
}

static int show_modules(void)
{
	unsigned int ids[64];
	size_t size = sizeof(ids);
	int i, n;

	n = lsm_module_list(ids, &size, 0);
	if (n < 0) {
		printf("lsm_module_list:          failed: %s\n", strerror(errno));
		return 1;
	}
	printf("lsm_module_list:         ");
	for (i = 0; i < n; i++)
		printf(" %s(%u)", id_name(ids[i]), ids[i]);
	printf("\n");
	return 0;
}

static int show_current(void)
{
	struct lsm_ctx *buf, *e;
	size_t size;
	int n;

	n = lsm_get_self_attr_alloc(LSM_ATTR_CURRENT, &buf, &size, 0);
	if (n < 0) {
		printf("lsm_get_self_attr:        failed: %s\n", strerror(errno));
		return 1;
	}
	if (n == 0)
		printf("lsm_get_self_attr:        no module has a current value\n");
	lsm_ctx_for_each(e, buf, size)
		printf("lsm_get_self_attr:        %s: %s\n", id_name(e->id),
		       (const char *)e->ctx);
	free(buf);
	return 0;
}

int main(void)
{
	int bad;

	printf("system calls:             %s\n", abi_name(lsm_abi()));
	bad = show_modules();
	bad |= show_current();
	return bad;
}
