// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * The convenience calls, over the three calls of lsm.c: sized fetches,
 * one module's value, and the module list as names.  LSM_FALLBACK_PROC
 * turns to fallback.c where no system call answers.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

/* A fetch whose size keeps growing gives up after this many tries. */
#define LSM_MAX_TRIES 8

/*
 * The first try's buffer: most answers (one module, one context) fit,
 * which saves asking for the size first, a whole second call.
 */
#define LSM_FIRST_SIZE 256

/*
 * EPERM may be seccomp's even where the probe got through: a filter
 * can allow the module list by number and refuse the get.  A module's
 * own EPERM is its answer: /proc would ask it again, and audit again.
 */
static int wants_fallback(unsigned int flags, int rc, unsigned int call)
{
	return (flags & LSM_FALLBACK_PROC) &&
	       (rc == -ENOSYS || lsm_refused_by_filter(rc, call));
}

static int alloc_get(unsigned int attr, struct lsm_ctx **ctxp, size_t *sizep,
		     unsigned int flags)
{
	size_t size = LSM_FIRST_SIZE, want;
	struct lsm_ctx *buf;
	int tries, rc = -EAGAIN;

	for (tries = 0; tries < LSM_MAX_TRIES; tries++) {
		buf = malloc(size);
		if (!buf)
			return -ENOMEM;
		want = size;
		rc = lsm_call_get(buf, &size, attr);
		if (rc >= 0) {
			if (!rc) {
				free(buf);
				buf = NULL;
				size = 0;
			}
			*ctxp = buf;
			*sizep = size;
			return rc;
		}
		free(buf);
		if (rc != -ERANGE)
			break;
		/* It grew since we asked (or the kernel is confused). */
		if (size <= want)
			return -EIO;
		rc = -EAGAIN;
	}
	if (wants_fallback(flags, rc, LSM_CALL_GET_SELF_ATTR))
		return lsm_fallback_get(attr, ctxp, sizep);
	return rc;
}

LSM_EXPORT int lsm_get_self_attr_alloc(unsigned int attr,
				       struct lsm_ctx **ctxp, size_t *sizep,
				       unsigned int flags)
{
	int saved_errno = errno;

	if (!ctxp || !sizep || (flags & ~LSM_FALLBACK_PROC))
		return lsm_result(-EINVAL, saved_errno);
	return lsm_result(alloc_get(attr, ctxp, sizep, flags), saved_errno);
}

/* The active modules' ids, with the fallback when asked for. */
static int module_ids(unsigned int *ids, int max, unsigned int flags)
{
	size_t size = (size_t)max * sizeof(*ids);
	int rc = lsm_call_list(ids, &size, 0);

	if (wants_fallback(flags, rc, LSM_CALL_MODULE_LIST))
		return lsm_fallback_list(ids, max);
	return rc;
}

static int get_value(unsigned int id, unsigned int attr, char **value,
		     unsigned int flags)
{
	unsigned int ids[LSM_MAX_MODULES];
	struct lsm_ctx *buf = NULL, *pos;
	size_t size = 0;
	int rc, i, n;

	/* attr is checked once, by lsm_call_get(), fallback or not. */
	if (!value || (flags & ~LSM_FALLBACK_PROC))
		return -EINVAL;
	rc = alloc_get(attr, &buf, &size, flags);
	if (rc < 0)
		return rc;
	lsm_ctx_for_each(pos, buf, size) {
		if (pos->id != id)
			continue;
		*value = strdup((char *)pos->ctx);
		free(buf);
		return *value ? 0 : -ENOMEM;
	}
	free(buf);

	/* No value: is the module there and does it use the attribute? */
	n = module_ids(ids, LSM_MAX_MODULES, flags);
	if (n < 0)
		return n;
	for (i = 0; i < n; i++)
		if (ids[i] == id)
			return lsm_attrs_used(id) & attr ? -ENODATA : -ENOENT;
	return -ENOENT;
}

LSM_EXPORT int lsm_get_self_value(unsigned int id, unsigned int attr,
				  char **value, unsigned int flags)
{
	int saved_errno = errno;

	return lsm_result(get_value(id, attr, value, flags), saved_errno);
}

/* Requests up to this size are built on the stack. */
#define LSM_SET_STACK 512

static int set_value(unsigned int id, unsigned int attr, const char *value,
		     unsigned int flags)
{
	size_t len = value ? strlen(value) : 0;
	size_t size = lsm_entry_size(len);
	uint64_t stack[LSM_SET_STACK / sizeof(uint64_t)];
	struct lsm_ctx *ctx;
	int rc;

	if (flags & ~LSM_FALLBACK_PROC)
		return -EINVAL;
	if (len >= (size_t)sysconf(_SC_PAGESIZE))
		return -E2BIG;
	ctx = size <= sizeof(stack) ? (struct lsm_ctx *)stack : malloc(size);
	if (!ctx)
		return -ENOMEM;
	lsm_entry_put(ctx, id, attr, value ? value : "", len);
	rc = lsm_call_set(ctx, size, attr);
	if ((void *)ctx != stack)
		free(ctx);
	if (wants_fallback(flags, rc, LSM_CALL_SET_SELF_ATTR))
		return lsm_fallback_set(id, attr, value);
	return rc;
}

LSM_EXPORT int lsm_set_self_value(unsigned int id, unsigned int attr,
				  const char *value, unsigned int flags)
{
	int saved_errno = errno;

	return lsm_result(set_value(id, attr, value, flags), saved_errno);
}

static int module_names(char ***namesp, unsigned int flags)
{
	unsigned int ids[LSM_MAX_MODULES];
	const char *name;
	char **names;
	int n, i;

	if (!namesp || (flags & ~LSM_FALLBACK_PROC))
		return -EINVAL;
	n = module_ids(ids, LSM_MAX_MODULES, 0);
	/* securityfs names every module, even those our table lacks. */
	if (wants_fallback(flags, n, LSM_CALL_MODULE_LIST))
		return lsm_fallback_names(namesp);
	if (n < 0)
		return n;
	names = calloc((size_t)n + 1, sizeof(*names));
	if (!names)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		name = lsm_id_to_name(ids[i]);
		/* A module newer than our table: its number is all we know. */
		if (name)
			names[i] = strdup(name);
		else if (asprintf(&names[i], "%u", ids[i]) < 0)
			names[i] = NULL;
		if (!names[i]) {
			lsm_free_names(names);
			return -ENOMEM;
		}
	}
	*namesp = names;
	return n;
}

LSM_EXPORT int lsm_module_names(char ***names, unsigned int flags)
{
	int saved_errno = errno;

	return lsm_result(module_names(names, flags), saved_errno);
}

int lsm_module_listed(unsigned int id, int *known)
{
	unsigned int ids[LSM_MAX_MODULES];
	size_t size = sizeof(ids);
	int i, n, k = __atomic_load_n(known, __ATOMIC_RELAXED);

	if (k >= 0)
		return k;
	n = lsm_call_list(ids, &size, 0);
	if (n < 0 && n != -ENOSYS &&
	    !lsm_refused_by_filter(n, LSM_CALL_MODULE_LIST))
		return n;
	k = 0;
	for (i = 0; i < n; i++)
		if (ids[i] == id)
			k = 1;
	__atomic_store_n(known, k, __ATOMIC_RELAXED);
	return k;
}
