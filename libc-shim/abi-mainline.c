// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * The Linux 6.8+ calls, translated to this project's ABI: attribute bit
 * <-> number, module ids, entry layout and errno.  All of the
 * translation is here.  The answer each call gives is the one this
 * project's kernel would give, down to the bytes and the order of the
 * checks (see security/lsm_syscalls.c in the kernel series).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"
#include "syscall.h"

/* struct lsm_ctx of mainline: 32 bytes of header, walked by len. */
struct ml_ctx {
	uint64_t id;
	uint64_t flags;
	uint64_t len;
	uint64_t ctx_len;
};

#define MHDR sizeof(struct ml_ctx)
#define HDR sizeof(struct lsm_ctx)

/* Most answers fit the first try; a kernel that keeps growing is bogus. */
#define ML_FIRST_SIZE	512
#define ML_MAX_SIZE	(1u << 20)
#define ML_MAX_TRIES	8

/*
 * Fetches the mainline answer for one attribute into a malloc()ed
 * buffer.  Returns the entry count, or -errno with nothing to free.
 */
static int ml_fetch(unsigned int mattr, uint64_t single, char **bufp,
		    size_t *lenp)
{
	size_t cap = ML_FIRST_SIZE, want;
	char *buf = NULL, *nbuf;
	lsm_msize_t msize;
	long rc;
	int tries;

	for (tries = 0; tries < ML_MAX_TRIES; tries++) {
		nbuf = realloc(buf, cap);
		if (!nbuf) {
			free(buf);
			return -ENOMEM;
		}
		buf = nbuf;
		msize = cap;
		/* LSM_FLAG_SINGLE names its module in the first entry's id. */
		memset(buf, 0, MHDR);
		memcpy(buf, &single, sizeof(single));
		rc = lsm_sys_mainline_get(mattr, buf, &msize, single ? 1 : 0);
		if (rc >= 0) {
			/* Never trust a size past what we gave it. */
			want = (uint32_t)msize;
			*bufp = buf;
			*lenp = want < cap ? want : cap;
			return rc > INT32_MAX ? -EIO : (int)rc;
		}
		if (rc != -E2BIG)
			break;
		want = (uint32_t)msize;
		cap = want > cap ? want : cap * 2;
		if (cap > ML_MAX_SIZE) {
			rc = -EIO;
			break;
		}
	}
	free(buf);
	return tries == ML_MAX_TRIES ? -EAGAIN : (int)rc;
}

/*
 * Checks every mainline entry against the buffer before using it, and
 * keeps the values this project's kernel would report: cut at the first
 * NUL and one trailing newline, empty values left out.
 */
static int ml_parse(const char *buf, size_t len, int count,
		    unsigned int attr, struct lsm_value *vals, int max)
{
	unsigned int id;
	struct ml_ctx h;
	size_t off = 0, vlen;
	int i, n = 0;

	for (i = 0; i < count; i++) {
		if (len - off < MHDR)
			return -EIO;
		memcpy(&h, buf + off, MHDR);
		if (h.len < MHDR || h.len > len - off ||
		    h.ctx_len > h.len - MHDR)
			return -EIO;
		vlen = lsm_value_len(buf + off + MHDR, h.ctx_len);
		id = lsm_id_from_mainline(h.id);
		/* The seed kernel asks only modules that use the attribute. */
		if (lsm_id_to_name(id) && !(lsm_attrs_used(id) & attr))
			vlen = 0;
		if (vlen) {
			if (n == max)
				return -EIO;
			vals[n].id = id;
			vals[n].str = buf + off + MHDR;
			vals[n].len = vlen;
			n++;
		}
		off += h.len;
	}
	return n;
}

static int ml_list(unsigned int *ids, int max);

/*
 * Mainline fails the whole call when one module fails (AppArmor says
 * ENOENT for an unset exec), where the seed kernel leaves that module
 * out: ask each module on its own, and join the answers.
 */
static int ml_fetch_each(unsigned int attr, char **bufp, size_t *lenp)
{
	unsigned int ids[LSM_MAX_MODULES];
	char *all = NULL, *one, *nall;
	size_t len = 0, olen;
	int i, n, rc, count = 0;

	n = ml_list(ids, LSM_MAX_MODULES);
	if (n < 0)
		return n;
	for (i = 0; i < n; i++) {
		if (!(lsm_attrs_used(ids[i]) & attr))
			continue;
		rc = ml_fetch(lsm_attr_to_mainline(attr),
			      lsm_id_to_mainline(ids[i]), &one, &olen);
		if (rc == -EOPNOTSUPP || rc == -EINVAL || rc == -ENOENT)
			continue;
		if (rc < 0) {
			free(all);
			return rc;
		}
		nall = realloc(all, len + olen + 1);
		if (!nall) {
			free(one);
			free(all);
			return -ENOMEM;
		}
		all = nall;
		memcpy(all + len, one, olen);
		free(one);
		/* A single answer holds one entry whatever it claims. */
		if (rc > 1 || (rc == 1 && olen < MHDR))
			rc = -EIO;
		if (rc < 0) {
			free(all);
			return rc;
		}
		len += olen;
		count += rc;
	}
	*bufp = all;
	*lenp = len;
	return count;
}

int lsm_mainline_get(struct lsm_ctx *ctx, size_t *size, unsigned int flags)
{
	struct lsm_value vals[LSM_MAX_MODULES];
	char *buf = NULL;
	size_t usize, len = 0;
	int rc, n;

	if (!lsm_attr_valid(flags))
		return -EINVAL;
	rc = lsm_copy_in(&usize, size, sizeof(usize));
	if (rc)
		return rc;
	rc = ml_fetch(lsm_attr_to_mainline(flags), 0, &buf, &len);
	if (rc == -ENOENT || rc == -EINVAL)
		rc = ml_fetch_each(flags, &buf, &len);
	/* Mainline says EOPNOTSUPP where no module has a value. */
	if (rc == -EOPNOTSUPP)
		n = 0;
	else if (rc < 0)
		return rc;
	else
		n = ml_parse(buf, len, rc, flags, vals, LSM_MAX_MODULES);
	if (n >= 0)
		n = lsm_finish_get(ctx, size, usize, vals, n, flags);
	free(buf);
	return n;
}

/* The active modules' ids in seed numbers: count, or -errno. */
static int ml_list(unsigned int *ids, int max)
{
	uint64_t mids[LSM_MAX_MODULES];
	lsm_msize_t msize = sizeof(mids);
	long rc;
	int i;

	rc = lsm_sys_mainline_list(mids, &msize, 0);
	if (rc < 0)
		return rc == -E2BIG ? -EIO : (int)rc;
	if (rc > max || (uint32_t)msize < (uint64_t)rc * sizeof(mids[0]))
		return -EIO;
	for (i = 0; i < rc; i++)
		ids[i] = lsm_id_from_mainline(mids[i]);
	return (int)rc;
}

int lsm_mainline_list(unsigned int *ids, size_t *size, unsigned long flags)
{
	unsigned int kids[LSM_MAX_MODULES];
	size_t usize, total;
	int rc, n;

	if (flags)
		return -EINVAL;
	rc = lsm_copy_in(&usize, size, sizeof(usize));
	if (rc)
		return rc;
	n = ml_list(kids, LSM_MAX_MODULES);
	if (n < 0)
		return n;
	total = (size_t)n * sizeof(*ids);
	if (total > usize) {
		rc = lsm_copy_out(size, &total, sizeof(total));
		return rc ? rc : -E2BIG;
	}
	rc = lsm_copy_out2(ids, kids, total, size, &total, sizeof(total));
	return rc ? rc : n;
}

/* ctx->id must be an active module that uses the attribute. */
static int ml_check_module(unsigned int id, unsigned int attr)
{
	unsigned int ids[LSM_MAX_MODULES];
	int i, n;

	if (!(lsm_attrs_used(id) & attr))
		return -EINVAL;
	n = ml_list(ids, LSM_MAX_MODULES);
	if (n < 0)
		return n;
	for (i = 0; i < n; i++)
		if (ids[i] == id)
			return 0;
	return -EINVAL;
}

int lsm_mainline_set(struct lsm_ctx *ctx, size_t size, unsigned int flags)
{
	struct lsm_ctx *k;
	struct ml_ctx h;
	char *m = NULL;
	size_t len, msize;
	long rc;

	if (size > (size_t)sysconf(_SC_PAGESIZE))
		return -E2BIG;
	if (size <= HDR || !lsm_attr_valid(flags))
		return -EINVAL;
	k = malloc(size);
	if (!k)
		return -ENOMEM;
	rc = lsm_copy_in(k, ctx, size);
	if (rc)
		goto out;
	rc = -EINVAL;
	/* Compared without adding to ctx_len, which could wrap. */
	if (!k->ctx_len || k->ctx_len > size - HDR)
		goto out;
	if (k->flags && k->flags != flags)
		goto out;
	rc = ml_check_module(k->id, flags);
	if (rc)
		goto out;

	/* The module gets the value up to and including its first NUL. */
	len = strnlen((char *)k->ctx, k->ctx_len);
	if (len < k->ctx_len)
		len++;
	msize = LSM_PAD8(MHDR + len);
	m = calloc(1, msize);
	if (!m) {
		rc = -ENOMEM;
		goto out;
	}
	memset(&h, 0, sizeof(h));
	h.id = lsm_id_to_mainline(k->id);
	h.len = msize;
	h.ctx_len = len;
	memcpy(m, &h, MHDR);
	memcpy(m + MHDR, k->ctx, len);
	rc = lsm_sys_mainline_set(lsm_attr_to_mainline(flags), m,
				  (uint32_t)msize, 0);
	/* The seed kernel hands the request to the module, which refuses. */
	if (rc == -EOPNOTSUPP)
		rc = -EINVAL;
	else if (rc > 0)
		rc = 0;
out:
	free(m);
	free(k);
	return (int)rc;
}
