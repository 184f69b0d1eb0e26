// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * This project's kernel: its calls already speak the library's API, and
 * its own checks give EFAULT for bad pointers, so pass everything on.
 */
#include "internal.h"
#include "syscall.h"

int lsm_seed_get(struct lsm_ctx *ctx, size_t *size, unsigned int flags)
{
	return (int)lsm_sys_seed_get(ctx, size, flags);
}

int lsm_seed_set(struct lsm_ctx *ctx, size_t size, unsigned int flags)
{
	return (int)lsm_sys_seed_set(ctx, size, flags);
}

int lsm_seed_list(unsigned int *ids, size_t *size, unsigned long flags)
{
	return (int)lsm_sys_seed_list(ids, size, flags);
}
