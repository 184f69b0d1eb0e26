/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The raw system calls liblsm makes: one inline each.  Every call goes
 * through lsm_raw_syscall(), which the host unit tests replace at link
 * time with a fake kernel.  The numbers are in syscall-nr.h; where an
 * architecture lacks a call, its inline answers -ENOSYS unasked.
 */
#ifndef LSM_SYSCALL_H
#define LSM_SYSCALL_H

#include <errno.h>
#include <stdint.h>

#include "syscall-nr.h"

/* Returns the kernel's answer: a result >= 0, or -errno. */
long lsm_raw_syscall(long nr, long a1, long a2, long a3, long a4);

/* The running kernel's version from uname(2); 0 on success, -errno. */
int lsm_raw_kernel_version(unsigned int *major, unsigned int *minor);

#ifdef LSM_NR_SEED_BASE
#define LSM_SEED_CALL(nr, a1, a2, a3) \
	lsm_raw_syscall((nr), (long)(a1), (long)(a2), (long)(a3), 0)
#else
#define LSM_SEED_CALL(nr, a1, a2, a3) \
	((void)(a1), (void)(a2), (void)(a3), (long)-ENOSYS)
#endif
#ifdef LSM_NR_MAINLINE_BASE
#define LSM_MAINLINE_CALL(nr, a1, a2, a3, a4) \
	lsm_raw_syscall((nr), (long)(a1), (long)(a2), (long)(a3), (long)(a4))
#else
#define LSM_MAINLINE_CALL(nr, a1, a2, a3, a4) \
	((void)(a1), (void)(a2), (void)(a3), (void)(a4), (long)-ENOSYS)
#endif

static inline long lsm_sys_seed_get(void *ctx, void *size, unsigned int flags)
{
	return LSM_SEED_CALL(LSM_NR_SEED_GET_SELF_ATTR, ctx, size, flags);
}

static inline long lsm_sys_seed_list(void *ids, void *size,
				     unsigned long flags)
{
	return LSM_SEED_CALL(LSM_NR_SEED_MODULE_LIST, ids, size, flags);
}

static inline long lsm_sys_seed_set(void *ctx, unsigned long size,
				    unsigned int flags)
{
	return LSM_SEED_CALL(LSM_NR_SEED_SET_SELF_ATTR, ctx, size, flags);
}

static inline long lsm_sys_mainline_get(unsigned int attr, void *ctx,
					void *size, uint32_t flags)
{
	return LSM_MAINLINE_CALL(LSM_NR_MAINLINE_GET_SELF_ATTR, attr, ctx,
				 size, flags);
}

static inline long lsm_sys_mainline_set(unsigned int attr, void *ctx,
					uint32_t size, uint32_t flags)
{
	return LSM_MAINLINE_CALL(LSM_NR_MAINLINE_SET_SELF_ATTR, attr, ctx,
				 size, flags);
}

static inline long lsm_sys_mainline_list(void *ids, void *size,
					 uint32_t flags)
{
	return LSM_MAINLINE_CALL(LSM_NR_MAINLINE_LIST_MODULES, ids, size,
				 flags, 0);
}

#endif /* LSM_SYSCALL_H */
