/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What the parts of liblsm share.  Nothing here is exported: internal
 * functions return a result >= 0 or -errno, and only the public entry
 * points turn that into -1 and errno.
 */
#ifndef LSM_INTERNAL_H
#define LSM_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "lsm.h"

#define LSM_EXPORT __attribute__((visibility("default")))

#define LSM_ATTR_ALL	(LSM_ATTR_CURRENT | LSM_ATTR_EXEC | \
			 LSM_ATTR_FSCREATE | LSM_ATTR_KEYCREATE | \
			 LSM_ATTR_PREV | LSM_ATTR_SOCKCREATE)

/* Rounds up to the next multiple of 8, as the kernel pads ctx_len. */
#define LSM_PAD8(n)	(((n) + 7) & ~(size_t)7)

/*
 * The mainline size argument: Linux 6.8.0 read a size_t, later kernels a
 * __u32.  A 64-bit little-endian value with its upper half zero reads
 * the same either way; 32-bit builds have a 4-byte size_t anyway.
 */
#if UINTPTR_MAX == UINT64_MAX
#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "liblsm: the mainline size trick needs a little-endian 64-bit build"
#endif
typedef uint64_t lsm_msize_t;
#else
typedef uint32_t lsm_msize_t;
#endif

/* No module list is longer than this in any kernel we know. */
#define LSM_MAX_MODULES	64

/* names.c: the only tables of ids and attributes. */
int lsm_attr_valid(uint64_t attr);
unsigned int lsm_attrs_used(unsigned int id);
unsigned int lsm_id_from_mainline(uint64_t id);
uint64_t lsm_id_to_mainline(unsigned int id);
unsigned int lsm_attr_to_mainline(unsigned int attr);

/* lsm.c: the ABI chosen for this process. */
enum lsm_abi lsm_probe(int *none_errno);
void lsm_abi_override(int abi, int none_errno);

/* abi-seed.c and abi-mainline.c: one entry point per call and ABI. */
int lsm_seed_get(struct lsm_ctx *ctx, size_t *size, unsigned int flags);
int lsm_seed_set(struct lsm_ctx *ctx, size_t size, unsigned int flags);
int lsm_seed_list(unsigned int *ids, size_t *size, unsigned long flags);
int lsm_mainline_get(struct lsm_ctx *ctx, size_t *size, unsigned int flags);
int lsm_mainline_set(struct lsm_ctx *ctx, size_t size, unsigned int flags);
int lsm_mainline_list(unsigned int *ids, size_t *size, unsigned long flags);

/* usercopy.c: caller memory touched without risking SIGSEGV. */
int lsm_copy_in(void *dst, const void *src, size_t len);
int lsm_copy_out(void *dst, const void *src, size_t len);
/* Both ranges in one call, in order: the second is not written if the
 * first is bad. */
int lsm_copy_out2(void *dst, const void *src, size_t len,
		  void *dst2, const void *src2, size_t len2);

/* helpers.c: building seed entries the way the seed kernel does. */
struct lsm_value {
	unsigned int id;
	const char *str;	/* not NUL-terminated */
	size_t len;
};
size_t lsm_value_len(const char *str, size_t max);
size_t lsm_entries_size(const struct lsm_value *vals, int count);
void lsm_entries_fill(void *buf, const struct lsm_value *vals, int count,
		      unsigned int attr);
int lsm_finish_get(struct lsm_ctx *ctx, size_t *size, size_t usize,
		   const struct lsm_value *vals, int count, unsigned int attr);

/* fallback.c: /proc/thread-self/attr and /sys/kernel/security/lsm. */
int lsm_fallback_list(unsigned int *ids, int max);
int lsm_fallback_names(char ***names);
int lsm_fallback_get(unsigned int attr, struct lsm_ctx **ctxp, size_t *sizep);
int lsm_fallback_set(unsigned int id, unsigned int attr, const char *value);

#endif /* LSM_INTERNAL_H */
