/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * What the parts of liblsm share.  Nothing here is exported.  Internal
 * functions return a result >= 0 or -errno; lsm_result() alone turns
 * that into -1 and errno, at the public entry points.
 *
 * The layers, each using only those below it:
 *   helpers.c             the convenience calls
 *   lsm.c                 the three calls, the ABI choice, lsm_result()
 *   abi-seed.c, abi-mainline.c, fallback.c
 *   entries.c             building and walking this project's entries
 *   names.c               the tables of ids and attributes
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

/* An entry's header, and where its value starts (see entries.c). */
#define LSM_HDR		sizeof(struct lsm_ctx)
#define LSM_VAL		offsetof(struct lsm_ctx, ctx)

/* No module list is longer than this in any kernel we know. */
#define LSM_MAX_MODULES	64

/* names.c: the only tables of ids and attributes. */
int lsm_attr_valid(uint64_t attr);
unsigned int lsm_attrs_used(unsigned int id);
unsigned int lsm_id_from_mainline(uint64_t id);
uint64_t lsm_id_to_mainline(unsigned int id);
unsigned int lsm_attr_to_mainline(unsigned int attr);

/* entries.c: one value, as the seed kernel reports it. */
struct lsm_value {
	unsigned int id;
	const char *str;	/* not NUL-terminated */
	size_t len;
};
/* The value's length: to its first NUL, less one trailing newline. */
size_t lsm_value_len(const char *str, size_t max);
/* The bytes an entry with a value of len bytes takes. */
size_t lsm_entry_size(size_t len);
/* Writes that entry at pos; str may overlap it (in-place conversion). */
void lsm_entry_put(void *pos, unsigned int id, unsigned int attr,
		   const char *str, size_t len);
size_t lsm_entries_size(const struct lsm_value *vals, int count);
/* buf must hold lsm_entries_size() bytes; padding comes out as zeros. */
void lsm_entries_fill(void *buf, const struct lsm_value *vals, int count,
		      unsigned int attr);

/* abi-seed.c and abi-mainline.c: one entry point per call and ABI. */
int lsm_seed_probe(void);
int lsm_seed_get(struct lsm_ctx *ctx, size_t *size, unsigned int flags);
int lsm_seed_set(struct lsm_ctx *ctx, size_t size, unsigned int flags);
int lsm_seed_list(unsigned int *ids, size_t *size, unsigned long flags);
int lsm_mainline_probe(void);
int lsm_mainline_get(struct lsm_ctx *ctx, size_t *size, unsigned int flags);
int lsm_mainline_set(struct lsm_ctx *ctx, size_t size, unsigned int flags);
int lsm_mainline_list(unsigned int *ids, size_t *size, unsigned long flags);

/* fallback.c: /proc/thread-self/attr and /sys/kernel/security/lsm. */
int lsm_fallback_list(unsigned int *ids, int max);
int lsm_fallback_names(char ***names);
/* attr must be one attribute: lsm_call_get() and _set() checked it. */
int lsm_fallback_get(unsigned int attr, struct lsm_ctx **ctxp, size_t *sizep);
int lsm_fallback_set(unsigned int id, unsigned int attr, const char *value);
/*
 * Opens the calling thread's /proc/<tid>/attr/<file> (file: "current",
 * "smack/current"...): fd, or -errno.  The one rule for liblsm and the
 * adapters: /proc/thread-self, /proc/self/task/<tid> on kernels without.
 */
int lsm_proc_attr_open(const char *file, int flags);
#ifdef LSM_TEST_HOOKS
/* For the unit tests only: read /proc and /sys under dir instead. */
void lsm_fallback_root(const char *dir);
#endif

/* lsm.c: the ABI chosen for this process, and the calls on it. */
enum lsm_abi lsm_probe(int *none_errno);
#ifdef LSM_TEST_HOOKS
/* For the unit tests only (liblsm-test.la): pretend the probe chose abi. */
void lsm_abi_override(int abi, int none_errno);
#endif
int lsm_call_get(struct lsm_ctx *ctx, size_t *size, unsigned int flags);
int lsm_call_set(struct lsm_ctx *ctx, size_t size, unsigned int flags);
int lsm_call_list(unsigned int *ids, size_t *size, unsigned long flags);
/*
 * What a public entry point returns: rc >= 0 as it is, with errno as it
 * was on entry (saved_errno); -errno as -1 with errno set.
 */
int lsm_result(int rc, int saved_errno);
/* Whether rc, call's answer, is a filter's EPERM. */
int lsm_refused_by_filter(int rc, unsigned int call);

/*
 * helpers.c, for the adapters (which link liblsm's objects in): whether
 * the calls can answer for module id, 1 yes, 0 no (use /proc), -errno
 * when that cannot be learnt.  The modules are fixed at boot and a
 * seccomp refusal stays, so a yes or a no is kept in *known (-1 until
 * then) for the life of the process; racing threads store the same.
 */
int lsm_module_listed(unsigned int id, int *known);

#endif /* LSM_INTERNAL_H */
