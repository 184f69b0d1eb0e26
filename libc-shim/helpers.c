// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * Helpers over the three calls: building and walking entries, sized
 * fetches, one module's value, and the module list as names.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

#define HDR sizeof(struct lsm_ctx)

/* A fetch whose size keeps growing gives up after this many tries. */
#define LSM_MAX_TRIES 8

/* As the seed kernel does: the value ends at its first NUL, less one '\n'. */
size_t lsm_value_len(const char *str, size_t max)
{
	size_t len = strnlen(str, max);

	if (len && str[len - 1] == '\n')
		len--;
	return len;
}

size_t lsm_entries_size(const struct lsm_value *vals, int count)
{
	size_t total = 0;
	int i;

	for (i = 0; i < count; i++)
		total += HDR + LSM_PAD8(vals[i].len + 1);
	return total;
}

/* buf must hold lsm_entries_size() bytes; padding comes out as zeros. */
void lsm_entries_fill(void *buf, const struct lsm_value *vals, int count,
		      unsigned int attr)
{
	char *pos = buf;
	struct lsm_ctx hdr;
	int i;

	memset(buf, 0, lsm_entries_size(vals, count));
	for (i = 0; i < count; i++) {
		memset(&hdr, 0, sizeof(hdr));
		hdr.id = vals[i].id;
		hdr.flags = attr;
		hdr.ctx_len = LSM_PAD8(vals[i].len + 1);
		memcpy(pos, &hdr, HDR);
		memcpy(pos + HDR, vals[i].str, vals[i].len);
		pos += HDR + hdr.ctx_len;
	}
}

/*
 * The end of lsm_get_self_attr() where the library builds the answer:
 * the same size checks and the same order of writes as the seed kernel.
 */
int lsm_finish_get(struct lsm_ctx *ctx, size_t *size, size_t usize,
		   const struct lsm_value *vals, int count, unsigned int attr)
{
	size_t total = lsm_entries_size(vals, count);
	uint64_t small[64];	/* most answers: no malloc() */
	void *buf;
	int rc;

	if (total > usize) {
		rc = lsm_copy_out(size, &total, sizeof(total));
		return rc ? rc : -ERANGE;
	}
	buf = total > sizeof(small) ? malloc(total) : small;
	if (!buf)
		return -ENOMEM;
	lsm_entries_fill(buf, vals, count, attr);
	rc = lsm_copy_out2(ctx, buf, total, size, &total, sizeof(total));
	if (buf != small)
		free(buf);
	return rc ? rc : count;
}

/* A whole entry, with a NUL inside its ctx_len, at offset off of buf. */
static struct lsm_ctx *entry_at(void *buf, size_t size, size_t off)
{
	char *pos = (char *)buf + off;
	size_t ctx_len;

	if (!buf || off > size || size - off < HDR)
		return NULL;
	/* memcpy: a caller's buffer need not be aligned. */
	memcpy(&ctx_len, pos + offsetof(struct lsm_ctx, ctx_len),
	       sizeof(ctx_len));
	if (!ctx_len || ctx_len > size - off - HDR)
		return NULL;
	if (!memchr(pos + HDR, 0, ctx_len))
		return NULL;
	return (struct lsm_ctx *)pos;
}

LSM_EXPORT struct lsm_ctx *lsm_ctx_first(void *buf, size_t size)
{
	return entry_at(buf, size, 0);
}

LSM_EXPORT struct lsm_ctx *lsm_ctx_next(void *buf, size_t size,
					const struct lsm_ctx *cur)
{
	size_t off, ctx_len;

	if (!buf || !cur || (const char *)cur < (char *)buf)
		return NULL;
	off = (size_t)((const char *)cur - (char *)buf);
	if (!entry_at(buf, size, off))
		return NULL;
	memcpy(&ctx_len, (const char *)cur + offsetof(struct lsm_ctx, ctx_len),
	       sizeof(ctx_len));
	return entry_at(buf, size, off + HDR + ctx_len);
}

static int wants_fallback(unsigned int flags, int err)
{
	return (flags & LSM_FALLBACK_PROC) && (err == ENOSYS || err == EPERM);
}

/*
 * The first try's buffer: most answers (one module, one context) fit,
 * which saves asking for the size first, a whole second call.
 */
#define LSM_FIRST_SIZE 256

static int alloc_get(unsigned int attr, struct lsm_ctx **ctxp, size_t *sizep,
		     unsigned int flags)
{
	size_t size = LSM_FIRST_SIZE, want;
	struct lsm_ctx *buf = malloc(size);
	int tries, rc;

	if (!buf)
		return -ENOMEM;
	for (tries = 0; tries < LSM_MAX_TRIES; tries++) {
		want = size;
		rc = lsm_get_self_attr(buf, &size, attr);
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
		rc = errno;
		free(buf);
		buf = NULL;
		if (rc != ERANGE)
			break;
		/* It grew since we asked (or the kernel is confused). */
		if (size <= want)
			return -EIO;
		buf = malloc(size);
		if (!buf)
			return -ENOMEM;
	}
	if (tries == LSM_MAX_TRIES) {
		free(buf);
		return -EAGAIN;
	}
	if (wants_fallback(flags, rc))
		return lsm_fallback_get(attr, ctxp, sizep);
	return -rc;
}

LSM_EXPORT int lsm_get_self_attr_alloc(unsigned int attr,
				       struct lsm_ctx **ctxp, size_t *sizep,
				       unsigned int flags)
{
	struct lsm_ctx *buf = NULL;
	size_t size = 0;
	int rc;

	if (!ctxp || !sizep || (flags & ~LSM_FALLBACK_PROC)) {
		errno = EINVAL;
		return -1;
	}
	rc = alloc_get(attr, &buf, &size, flags);
	if (rc < 0) {
		errno = -rc;
		return -1;
	}
	*ctxp = buf;
	*sizep = size;
	return rc;
}

/* The active modules' ids, with the fallback when asked for. */
static int module_ids(unsigned int *ids, int max, unsigned int flags)
{
	size_t size = (size_t)max * sizeof(*ids);
	int rc = lsm_module_list(ids, &size, 0);

	if (rc >= 0)
		return rc;
	rc = errno;
	if (wants_fallback(flags, rc))
		return lsm_fallback_list(ids, max);
	return -rc;
}

static int get_value(unsigned int id, unsigned int attr, char **value,
		     unsigned int flags)
{
	unsigned int ids[LSM_MAX_MODULES];
	struct lsm_ctx *buf = NULL, *pos;
	size_t size = 0;
	int rc, i, n;

	if (!lsm_attr_valid(attr) || !value || (flags & ~LSM_FALLBACK_PROC))
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
	int rc = get_value(id, attr, value, flags);

	if (rc < 0) {
		errno = -rc;
		return -1;
	}
	return 0;
}

static int set_value(unsigned int id, unsigned int attr, const char *value,
		     unsigned int flags)
{
	size_t len = value ? strlen(value) : 0;
	size_t ctx_len = LSM_PAD8(len + 1);
	struct lsm_ctx *ctx;
	int rc;

	if (flags & ~LSM_FALLBACK_PROC)
		return -EINVAL;
	if (len >= (size_t)sysconf(_SC_PAGESIZE))
		return -E2BIG;
	ctx = calloc(1, HDR + ctx_len);
	if (!ctx)
		return -ENOMEM;
	ctx->id = id;
	ctx->flags = attr;
	ctx->ctx_len = ctx_len;
	if (len)
		memcpy(ctx->ctx, value, len);
	rc = lsm_set_self_attr(ctx, HDR + ctx_len, attr);
	rc = rc < 0 ? errno : 0;
	free(ctx);
	if (wants_fallback(flags, rc))
		return lsm_fallback_set(id, attr, value);
	return -rc;
}

LSM_EXPORT int lsm_set_self_value(unsigned int id, unsigned int attr,
				  const char *value, unsigned int flags)
{
	int rc = set_value(id, attr, value, flags);

	if (rc < 0) {
		errno = -rc;
		return -1;
	}
	return 0;
}

LSM_EXPORT void lsm_free_names(char **names)
{
	char **p;

	for (p = names; p && *p; p++)
		free(*p);
	free(names);
}

static int module_names(char ***namesp, unsigned int flags)
{
	unsigned int ids[LSM_MAX_MODULES];
	const char *name;
	char **names;
	int n, i;

	if (!namesp || (flags & ~LSM_FALLBACK_PROC))
		return -EINVAL;
	n = module_ids(ids, LSM_MAX_MODULES, flags & ~LSM_FALLBACK_PROC);
	if (n < 0 && wants_fallback(flags, -n))
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
	int rc = module_names(names, flags);

	if (rc < 0) {
		errno = -rc;
		return -1;
	}
	return rc;
}
