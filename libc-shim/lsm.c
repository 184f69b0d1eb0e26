// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * The three calls and the choice, once per process, of the kernel ABI
 * that answers them.
 */
#include <errno.h>
#include <pthread.h>

#include "internal.h"
#include "syscall.h"

/*
 * On 6.5+ kernels 451-453 are cachestat, fchmodat2 and map_shadow_stack,
 * so the probe asks the mainline call first, and asks the seed call only
 * on kernels too old to have fchmodat2 (6.6).  A seccomp EPERM for the
 * mainline call says nothing about the seed one: a filter that allows
 * fchmodat2 by number allows this project's module list on its kernel.
 */
enum lsm_abi lsm_probe(int *none_errno)
{
	unsigned int major, minor;
	int rc;

	*none_errno = ENOSYS;
	rc = lsm_mainline_probe();
	if (rc > 0)
		return LSM_ABI_MAINLINE;
	if (rc == -EPERM)
		*none_errno = EPERM;
	else if (rc != -ENOSYS)
		return LSM_ABI_NONE;
	if (lsm_raw_kernel_version(&major, &minor) < 0 ||
	    major > 6 || (major == 6 && minor >= 6))
		return LSM_ABI_NONE;
	rc = lsm_seed_probe();
	if (rc > 0)
		return LSM_ABI_SEED;
	if (rc == -EPERM)
		*none_errno = EPERM;
	return LSM_ABI_NONE;
}

static pthread_once_t once = PTHREAD_ONCE_INIT;
static enum lsm_abi chosen;
static int chosen_errno;
static int forced = -1;
static int forced_errno;

static void choose(void)
{
	chosen = lsm_probe(&chosen_errno);
}

/* For the unit tests only: pretend the probe chose abi. */
void lsm_abi_override(int abi, int none_errno)
{
	forced = abi;
	forced_errno = none_errno;
}

static enum lsm_abi current_abi(int *none_errno)
{
	if (forced >= 0) {
		*none_errno = forced_errno;
		return (enum lsm_abi)forced;
	}
	pthread_once(&once, choose);
	*none_errno = chosen_errno;
	return chosen;
}

LSM_EXPORT enum lsm_abi lsm_abi(void)
{
	int err;

	return current_abi(&err);
}

int lsm_result(int rc)
{
	if (rc < 0) {
		errno = -rc;
		return -1;
	}
	return rc;
}

int lsm_call_get(struct lsm_ctx *ctx, size_t *size, unsigned int flags)
{
	int err;

	switch (current_abi(&err)) {
	case LSM_ABI_SEED:
		return lsm_seed_get(ctx, size, flags);
	case LSM_ABI_MAINLINE:
		return lsm_mainline_get(ctx, size, flags);
	default:
		return -err;
	}
}

int lsm_call_set(struct lsm_ctx *ctx, size_t size, unsigned int flags)
{
	int err;

	switch (current_abi(&err)) {
	case LSM_ABI_SEED:
		return lsm_seed_set(ctx, size, flags);
	case LSM_ABI_MAINLINE:
		return lsm_mainline_set(ctx, size, flags);
	default:
		return -err;
	}
}

int lsm_call_list(unsigned int *ids, size_t *size, unsigned long flags)
{
	int err;

	switch (current_abi(&err)) {
	case LSM_ABI_SEED:
		return lsm_seed_list(ids, size, flags);
	case LSM_ABI_MAINLINE:
		return lsm_mainline_list(ids, size, flags);
	default:
		return -err;
	}
}

LSM_EXPORT int lsm_get_self_attr(struct lsm_ctx *ctx, size_t *size,
				 unsigned int flags)
{
	return lsm_result(lsm_call_get(ctx, size, flags));
}

LSM_EXPORT int lsm_set_self_attr(struct lsm_ctx *ctx, size_t size,
				 unsigned int flags)
{
	return lsm_result(lsm_call_set(ctx, size, flags));
}

LSM_EXPORT int lsm_module_list(unsigned int *ids, size_t *size,
			       unsigned long flags)
{
	return lsm_result(lsm_call_list(ids, size, flags));
}
