// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * The Linux 6.8+ calls, translated to this project's ABI: attribute bit
 * <-> number, module ids, entry layout and errno.  All of the
 * translation is here.  Each call answers as this project's kernel
 * would (security/lsm_syscalls.c in the series), in the same order of
 * checks.
 *
 * The common path is one system call and no allocation: the caller's
 * own buffer goes to the kernel, which checks it (EFAULT is the
 * kernel's), and its entries are turned into ours where they lie.  One
 * of ours is never longer than the mainline entry it comes from (a
 * header of at most 24 bytes for 32, the same value or less), so the
 * conversion only moves bytes towards the start.
 *
 * The library itself touches caller memory in three places, which the
 * man pages name: it reads and writes *size (which it must translate),
 * reads a set request (to translate it), and copies an answer that fits
 * the caller's buffer only in our layout, or that it had to gather one
 * module at a time.  There a bad pointer is not caught.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

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

/* LSM_FLAG_SINGLE: one module's value, the module named by ctx->id. */
#define ML_FLAG_SINGLE	1

/*
 * The size argument.  Linux 6.8.0 read and wrote a size_t, later
 * kernels a __u32.  u32 lies at the start of wide on every byte order;
 * a 64-bit little-endian value under 4 GiB reads the same both ways, so
 * only 64-bit big-endian machines need to know which kernel this is.
 */
union ml_size {
	uint64_t wide;
	uint32_t u32;
};

static int ml_wide;	/* set once by lsm_mainline_probe() */

static void ml_size_set(union ml_size *s, size_t v)
{
	s->wide = 0;
	if (ml_wide)
		s->wide = v;
	else
		s->u32 = v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
}

static size_t ml_size_get(const union ml_size *s)
{
	return ml_wide ? (size_t)s->wide : s->u32;
}

int lsm_mainline_probe(void)
{
	union ml_size s = { 0 };
	long rc = lsm_sys_mainline_list(NULL, &s, 0);

	if (rc < 0 && rc != -E2BIG)
		return (int)rc;
	/* A size_t written on a big-endian machine leaves u32 zero. */
	ml_wide = s.u32 == 0 && s.wide != 0;
	return 1;
}

/*
 * Turns the count mainline entries in buf[0, len) into ours, in place.
 * Keeps what the seed kernel reports: values cut at the first NUL and
 * one trailing newline, empty values and modules that do not use the
 * attribute left out.  Returns our entry count and sets *out to their
 * size, or -EIO for an answer that does not hold together.
 */
static int ml_convert(char *buf, size_t len, long count, unsigned int attr,
		      size_t *out)
{
	size_t r = 0, w = 0, vlen;
	unsigned int id;
	struct ml_ctx h;
	long i;
	int n = 0;

	for (i = 0; i < count; i++) {
		if (len - r < MHDR)
			return -EIO;
		memcpy(&h, buf + r, MHDR);
		if (h.len < MHDR || h.len > len - r || h.ctx_len > h.len - MHDR)
			return -EIO;
		vlen = lsm_value_len(buf + r + MHDR, h.ctx_len);
		id = lsm_id_from_mainline(h.id);
		/* The seed kernel asks only modules that use the attribute. */
		if (lsm_id_to_name(id) && !(lsm_attrs_used(id) & attr))
			vlen = 0;
		if (vlen) {
			lsm_entry_put(buf + w, id, attr, buf + r + MHDR, vlen);
			w += lsm_entry_size(vlen);
			n++;
		}
		r += h.len;
	}
	*out = w;
	return n;
}

/* A kernel whose answer keeps growing between two calls is bogus. */
#define ML_MAX_TRIES	8
/* Answers up to this size are fetched on the stack. */
#define ML_STACK_SIZE	512

/*
 * Fetches one answer into library memory (*bufp: stack, or malloc()ed
 * when it is not stack), and turns it into our entries.  want is a
 * size the kernel asked for.  single: the module for LSM_FLAG_SINGLE,
 * 0 for all.  Returns the entry count and sets *lenp, or -errno with
 * nothing to free.
 */
static int ml_fetch(unsigned int attr, unsigned int single, size_t want,
		    char *stack, char **bufp, size_t *lenp)
{
	char *buf = stack, *nbuf;
	size_t cap = ML_STACK_SIZE;
	union ml_size s;
	struct ml_ctx h;
	uint64_t id = single ? lsm_id_to_mainline(single) : 0;
	long rc = -EAGAIN;
	int tries;

	for (tries = 0; tries < ML_MAX_TRIES; tries++) {
		if (want > cap) {
			cap = want;
			nbuf = realloc(buf == stack ? NULL : buf, cap);
			if (!nbuf) {
				rc = -ENOMEM;
				break;
			}
			buf = nbuf;
		}
		memset(&h, 0, sizeof(h));
		memcpy(&h.id, &id, sizeof(id));
		memcpy(buf, &h, MHDR);
		ml_size_set(&s, cap);
		rc = lsm_sys_mainline_get(lsm_attr_to_mainline(attr), buf, &s,
					  single ? ML_FLAG_SINGLE : 0);
		want = ml_size_get(&s);
		if (rc != -E2BIG)
			break;
		if (want <= cap) {
			rc = -EIO;
			break;
		}
		rc = -EAGAIN;
	}
	if (rc >= 0 && want > cap)
		rc = -EIO;
	if (rc >= 0)
		rc = ml_convert(buf, want, rc, attr, lenp);
	if (rc < 0 && buf != stack)
		free(buf);
	if (rc >= 0)
		*bufp = buf;
	return (int)rc;
}

static int ml_list(unsigned int *ids, int max);

/*
 * Mainline fails the whole call when one module fails (AppArmor says
 * ENOENT for an unset exec), where the seed kernel leaves that module
 * out: ask each module on its own, and join the answers in *bufp
 * (malloc()ed).  Rare: 6.8-6.12 let one module at most have values.
 */
static int ml_gather(unsigned int attr, char **bufp, size_t *lenp)
{
	unsigned int ids[LSM_MAX_MODULES];
	char stack[ML_STACK_SIZE], *all = NULL, *one, *nall;
	size_t len = 0, olen;
	int i, n, rc, count = 0;

	n = ml_list(ids, LSM_MAX_MODULES);
	if (n < 0)
		return n;
	for (i = 0; i < n; i++) {
		if (!(lsm_attrs_used(ids[i]) & attr))
			continue;
		rc = ml_fetch(attr, ids[i], 0, stack, &one, &olen);
		if (rc == -EOPNOTSUPP || rc == -EINVAL || rc == -ENOENT)
			continue;
		if (rc >= 0) {
			/* A single answer holds one entry whatever it claims. */
			nall = rc > 1 ? NULL : realloc(all, len + olen + 1);
			if (nall) {
				all = nall;
				memcpy(all + len, one, olen);
				len += olen;
				count += rc;
			}
			if (one != stack)
				free(one);
			if (!nall)
				rc = rc > 1 ? -EIO : -ENOMEM;
		}
		if (rc < 0) {
			free(all);
			return rc;
		}
	}
	*bufp = all;
	*lenp = len;
	return count;
}

/* Hands an answer built in library memory to the caller. */
static int ml_copy_out(struct lsm_ctx *ctx, size_t *size, size_t usize,
		       const char *buf, size_t len, int count)
{
	if (len > usize) {
		*size = len;
		return -ERANGE;
	}
	if (len && !ctx)
		return -EFAULT;
	if (len)
		memcpy(ctx, buf, len);
	*size = len;
	return count;
}

int lsm_mainline_get(struct lsm_ctx *ctx, size_t *size, unsigned int flags)
{
	char stack[ML_STACK_SIZE], *buf = NULL;
	size_t usize, len, klen;
	union ml_size s;
	long rc;
	int n;

	if (!size)
		return -EFAULT;
	usize = *size;
	ml_size_set(&s, usize);
	rc = lsm_sys_mainline_get(lsm_attr_to_mainline(flags), ctx, &s, 0);
	/*
	 * Mainline counts entries without writing them for a NULL buffer,
	 * empty ones included: ours may be none, or need less room.
	 */
	if (rc >= 0 && !ctx)
		rc = -E2BIG;
	if (rc >= 0) {
		klen = ml_size_get(&s);
		if (klen > usize)
			return -EIO;
		n = ml_convert((char *)ctx, klen, rc, flags, &len);
		if (n < 0)
			return n;
		/* What is left of mainline's answer past ours. */
		memset((char *)ctx + len, 0, klen - len);
		*size = len;
		return n;
	}
	/* Mainline says EOPNOTSUPP where no module has a value. */
	if (rc == -EOPNOTSUPP) {
		*size = 0;
		return 0;
	}
	/* Too small for mainline's entries; ours may still fit. */
	n = (int)rc;
	if (rc == -E2BIG)
		n = ml_fetch(flags, 0, ml_size_get(&s), stack, &buf, &len);
	/* The values changed between the two calls: answer as for one. */
	if (n == -EOPNOTSUPP) {
		*size = 0;
		return 0;
	}
	if (n == -ENOENT || n == -EINVAL)
		n = ml_gather(flags, &buf, &len);
	else if (rc != -E2BIG)
		return (int)rc;
	if (n >= 0)
		n = ml_copy_out(ctx, size, usize, buf, len, n);
	if (buf != stack)
		free(buf);
	return n;
}

/* The active modules' ids in seed numbers: count, or -errno. */
static int ml_list(unsigned int *ids, int max)
{
	uint64_t mids[LSM_MAX_MODULES];
	union ml_size s;
	long rc;
	int i;

	ml_size_set(&s, sizeof(mids));
	rc = lsm_sys_mainline_list(mids, &s, 0);
	if (rc < 0)
		return rc == -E2BIG ? -EIO : (int)rc;
	if (rc > max || ml_size_get(&s) < (uint64_t)rc * sizeof(mids[0]))
		return -EIO;
	for (i = 0; i < rc; i++)
		ids[i] = lsm_id_from_mainline(mids[i]);
	return (int)rc;
}

int lsm_mainline_list(unsigned int *ids, size_t *size, unsigned long flags)
{
	size_t usize, total;
	union ml_size s;
	uint64_t id;
	long rc, i;

	(void)flags;	/* 0: lsm_call_list() refuses any other */
	if (!size)
		return -EFAULT;
	usize = *size;
	ml_size_set(&s, usize);
	rc = lsm_sys_mainline_list(ids, &s, 0);
	if (rc == -E2BIG) {
		/* Eight bytes an id there, four here: it may still fit. */
		total = ml_size_get(&s) / sizeof(uint64_t) * sizeof(*ids);
		if (total > usize) {
			*size = total;
			return -E2BIG;
		}
		if (!ids)
			return -EFAULT;
		rc = ml_list(ids, (int)(usize / sizeof(*ids)));
		if (rc >= 0)
			*size = (size_t)rc * sizeof(*ids);
		return (int)rc;
	}
	if (rc < 0)
		return (int)rc;
	if (rc > LSM_MAX_MODULES ||
	    ml_size_get(&s) < (uint64_t)rc * sizeof(id))
		return -EIO;
	/* In place: id i is read before anything is written over it. */
	for (i = 0; i < rc; i++) {
		memcpy(&id, (char *)ids + i * sizeof(id), sizeof(id));
		ids[i] = lsm_id_from_mainline(id);
	}
	/* No leftovers of the kernel's wider ids: get zeroes its own too. */
	memset(ids + rc, 0, (size_t)rc * (sizeof(id) - sizeof(*ids)));
	*size = (size_t)rc * sizeof(*ids);
	return (int)rc;
}

/* The bytes of a value of ctx_len bytes: trailing NULs cut to one. */
static size_t ml_set_len(const char *value, size_t ctx_len)
{
	size_t len = ctx_len;

	while (len && !value[len - 1])
		len--;
	return len < ctx_len ? len + 1 : len;
}

/* Sets larger than this are built with malloc(); values are short. */
#define ML_SET_STACK	512

int lsm_mainline_set(struct lsm_ctx *ctx, size_t size, unsigned int flags)
{
	char stack[ML_SET_STACK], *m;
	struct lsm_ctx k;
	struct ml_ctx h;
	size_t len, msize;
	long rc;

	/* size and flags: lsm_call_set() checked them. */
	if (!ctx)
		return -EFAULT;
	memcpy(&k, ctx, LSM_VAL);
	/* Compared without adding to ctx_len, which could wrap. */
	if (!k.ctx_len || k.ctx_len > size - LSM_HDR)
		return -EINVAL;
	if (k.flags && k.flags != flags)
		return -EINVAL;
	/* An inactive module gets EOPNOTSUPP from the kernel, below. */
	if (!(lsm_attrs_used(k.id) & flags))
		return -EINVAL;

	/*
	 * The module gets the whole value, as a /proc write of it would
	 * give it (NULs inside kept: AppArmor's hat vectors), with its
	 * trailing NUL padding cut to one NUL, as our calls hand it over.
	 * Mainline hands its module ctx_len bytes, so ctx_len is that.
	 */
	len = ml_set_len((char *)ctx + LSM_VAL, k.ctx_len);
	msize = LSM_PAD8(MHDR + len);
	m = msize <= sizeof(stack) ? stack : malloc(msize);
	if (!m)
		return -ENOMEM;
	memset(&h, 0, sizeof(h));
	h.id = lsm_id_to_mainline(k.id);
	h.len = msize;
	h.ctx_len = len;
	memcpy(m, &h, MHDR);
	memcpy(m + MHDR, (char *)ctx + LSM_VAL, len);
	memset(m + MHDR + len, 0, msize - MHDR - len);
	rc = lsm_sys_mainline_set(lsm_attr_to_mainline(flags), m,
				  (uint32_t)msize, 0);
	if (m != stack)
		free(m);
	/* The seed kernel refuses an inactive module, or the module does. */
	if (rc == -EOPNOTSUPP)
		return -EINVAL;
	return rc > 0 ? 0 : (int)rc;
}
