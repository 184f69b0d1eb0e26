/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The raw system calls liblsm makes, and the only place their numbers
 * are written down.  Every call goes through lsm_raw_syscall(), which
 * the host unit tests replace at link time with a fake kernel.
 */
#ifndef LSM_SYSCALL_H
#define LSM_SYSCALL_H

#include <stdint.h>

/* This project's calls ("seed"), free on 6.1; other calls from 6.5/6.6 on. */
#define LSM_NR_SEED_GET_SELF_ATTR	451
#define LSM_NR_SEED_MODULE_LIST		452
#define LSM_NR_SEED_SET_SELF_ATTR	453

/* Linux 6.8+ ("mainline"); x86_64, i386 and asm-generic agree. */
#define LSM_NR_MAINLINE_GET_SELF_ATTR	459
#define LSM_NR_MAINLINE_SET_SELF_ATTR	460
#define LSM_NR_MAINLINE_LIST_MODULES	461

/* Returns the kernel's answer: a result >= 0, or -errno. */
long lsm_raw_syscall(long nr, long a1, long a2, long a3, long a4);

/* The running kernel's version from uname(2); 0 on success, -errno. */
int lsm_raw_kernel_version(unsigned int *major, unsigned int *minor);

static inline long lsm_sys_seed_get(void *ctx, void *size, unsigned int flags)
{
	return lsm_raw_syscall(LSM_NR_SEED_GET_SELF_ATTR, (long)ctx,
			       (long)size, (long)flags, 0);
}

static inline long lsm_sys_seed_list(void *ids, void *size,
				     unsigned long flags)
{
	return lsm_raw_syscall(LSM_NR_SEED_MODULE_LIST, (long)ids,
			       (long)size, (long)flags, 0);
}

static inline long lsm_sys_seed_set(void *ctx, unsigned long size,
				    unsigned int flags)
{
	return lsm_raw_syscall(LSM_NR_SEED_SET_SELF_ATTR, (long)ctx,
			       (long)size, (long)flags, 0);
}

static inline long lsm_sys_mainline_get(unsigned int attr, void *ctx,
					void *size, uint32_t flags)
{
	return lsm_raw_syscall(LSM_NR_MAINLINE_GET_SELF_ATTR, (long)attr,
			       (long)ctx, (long)size, (long)flags);
}

static inline long lsm_sys_mainline_set(unsigned int attr, void *ctx,
					uint32_t size, uint32_t flags)
{
	return lsm_raw_syscall(LSM_NR_MAINLINE_SET_SELF_ATTR, (long)attr,
			       (long)ctx, (long)size, (long)flags);
}

static inline long lsm_sys_mainline_list(void *ids, void *size,
					 uint32_t flags)
{
	return lsm_raw_syscall(LSM_NR_MAINLINE_LIST_MODULES, (long)ids,
			       (long)size, (long)flags, 0);
}

#endif /* LSM_SYSCALL_H */
