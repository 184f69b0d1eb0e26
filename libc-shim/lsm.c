// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * The three calls and the choice, once per process, of the kernel ABI
 * that answers them.
 */
#include <errno.h>
#include <pthread.h>
#include <unistd.h>

#include "internal.h"
#include "syscall.h"

/*
 * On 6.5+ kernels 451-453 are cachestat, fchmodat2 and map_shadow_stack,
 * so the probe asks the mainline call first, and asks the seed call only
 * on kernels too old to have fchmodat2 (6.6).  This project's 6.1
 * kernel can have both: there the seed calls win, as lsm_abi(3) says,
 * since liblsm's API is theirs and needs no translation.  A seccomp
 * EPERM for one says nothing about the other: a filter that allows
 * fchmodat2 by number allows this project's module list on its kernel.
 */
enum lsm_abi lsm_probe(int *none_errno)
{
	unsigned int major, minor;
	int mainline, rc;

	*none_errno = ENOSYS;
	mainline = lsm_mainline_probe();
	if (mainline == -EPERM)
		*none_errno = EPERM;
	else if (mainline <= 0 && mainline != -ENOSYS)
		return LSM_ABI_NONE;
	if (lsm_raw_kernel_version(&major, &minor) < 0 ||
	    major > 6 || (major == 6 && minor >= 6))
		return mainline > 0 ? LSM_ABI_MAINLINE : LSM_ABI_NONE;
	rc = lsm_seed_probe();
	if (rc > 0)
		return LSM_ABI_SEED;
	if (mainline > 0)
		return LSM_ABI_MAINLINE;
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
	int err, saved_errno = errno;
	enum lsm_abi abi = current_abi(&err);

	errno = saved_errno;
	return abi;
}

int lsm_result(int rc, int saved_errno)
{
	errno = rc < 0 ? -rc : saved_errno;
	return rc < 0 ? -1 : rc;
}

/*
 * The arguments the caller got wrong are EINVAL or E2BIG whatever the
 * kernel, seccomp or no system call at all: checked before the ABI is
 * chosen, in the seed kernel's order.
 */
int lsm_call_get(struct lsm_ctx *ctx, size_t *size, unsigned int flags)
{
	int err;

	if (!lsm_attr_valid(flags))
		return -EINVAL;
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

	if (size > (size_t)sysconf(_SC_PAGESIZE))
		return -E2BIG;
	if (size <= LSM_HDR || !lsm_attr_valid(flags))
		return -EINVAL;
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

	if (flags)
		return -EINVAL;
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
	int saved_errno = errno;

	return lsm_result(lsm_call_get(ctx, size, flags), saved_errno);
}

LSM_EXPORT int lsm_set_self_attr(struct lsm_ctx *ctx, size_t size,
				 unsigned int flags)
{
	int saved_errno = errno;

	return lsm_result(lsm_call_set(ctx, size, flags), saved_errno);
}

LSM_EXPORT int lsm_module_list(unsigned int *ids, size_t *size,
			       unsigned long flags)
{
	int saved_errno = errno;

	return lsm_result(lsm_call_list(ids, size, flags), saved_errno);
}

/*
 * An EPERM is seccomp's or the module's.  Asked again with flags no call
 * takes, which every kernel refuses before anything else, a kernel that
 * runs the call says EINVAL (or EFAULT) and a filter says EPERM again.
 * One question per call, kept for the life of the process: a filter
 * cannot be taken away, a fork inherits the filters and the answers
 * alike, and an exec starts the library anew.  Racing threads store the
 * same answer.  Index: LSM_CALL_* - 1.
 */
static int filtered[3] = { -1, -1, -1 };

static long ask_kernel(enum lsm_abi abi, unsigned int call)
{
	if (abi == LSM_ABI_SEED) {
		if (call == LSM_CALL_GET_SELF_ATTR)
			return lsm_sys_seed_get(NULL, NULL, 0);
		if (call == LSM_CALL_SET_SELF_ATTR)
			return lsm_sys_seed_set(NULL, 0, 0);
		return lsm_sys_seed_list(NULL, NULL, ~0UL);
	}
	if (call == LSM_CALL_GET_SELF_ATTR)
		return lsm_sys_mainline_get(0, NULL, NULL, ~0U);
	if (call == LSM_CALL_SET_SELF_ATTR)
		return lsm_sys_mainline_set(0, NULL, 0, ~0U);
	return lsm_sys_mainline_list(NULL, NULL, ~0U);
}

/* 1 when a filter answers call (LSM_CALL_*) with EPERM, 0, or -EINVAL. */
static int lsm_filtered(unsigned int call)
{
	enum lsm_abi abi;
	int err, k;

	if (call < LSM_CALL_GET_SELF_ATTR || call > LSM_CALL_MODULE_LIST)
		return -EINVAL;
	k = __atomic_load_n(&filtered[call - 1], __ATOMIC_RELAXED);
	if (k >= 0)
		return k;
	abi = current_abi(&err);
	/* No call answered the probe: its EPERM was a filter's. */
	if (abi == LSM_ABI_NONE)
		k = err == EPERM;
	else
		k = ask_kernel(abi, call) == -EPERM;
	__atomic_store_n(&filtered[call - 1], k, __ATOMIC_RELAXED);
	return k;
}

#ifdef LSM_TEST_HOOKS
/*
 * For the unit tests only: pretend the probe chose abi, and forget what
 * the calls of another ABI said about filters.
 */
void lsm_abi_override(int abi, int none_errno)
{
	int i;

	forced = abi;
	forced_errno = none_errno;
	for (i = 0; i < 3; i++)
		filtered[i] = -1;
}
#endif

int lsm_refused_by_filter(int rc, unsigned int call)
{
	return rc == -EPERM && lsm_filtered(call) > 0;
}

LSM_EXPORT int lsm_call_filtered(unsigned int call)
{
	int saved_errno = errno;

	return lsm_result(lsm_filtered(call), saved_errno);
}
