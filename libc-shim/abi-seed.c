// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * This project's kernel: its calls already speak the library's API, and
 * its own checks give EFAULT for bad pointers, so pass everything on.
 */
#include <errno.h>

#include "internal.h"
#include "syscall.h"

/*
 * 1 if the seed module list answers.  The question (ids NULL, size 0)
 * is harmless to 6.5's cachestat-era tables, where 452 is unassigned.
 */
int lsm_seed_probe(void)
{
	size_t size = 0;
	long rc = lsm_sys_seed_list(NULL, &size, 0);

	if (rc == -E2BIG && size && size % sizeof(uint32_t) == 0)
		return 1;
	return rc < 0 ? (int)rc : -ENOSYS;
}

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
