// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * This project's entries (struct lsm_ctx), built and walked the way the
 * seed kernel writes them.  Below the ABI files and the fallback, which
 * build answers with it; above nothing but names.c.
 *
 * Two sizes matter: an entry's header is sizeof(struct lsm_ctx) bytes
 * long, but its value starts at offsetof(struct lsm_ctx, ctx).  They
 * differ on 32-bit ABIs that align uint64_t to 8 (armhf, mips o32,
 * ppc32: 24 and 20), where the value runs 4 bytes into the header's
 * tail padding and the next entry still starts at header + ctx_len.
 */
#include <string.h>

#include "internal.h"

size_t lsm_value_len(const char *str, size_t max)
{
	size_t len = strnlen(str, max);

	if (len && str[len - 1] == '\n')
		len--;
	return len;
}

size_t lsm_entry_size(size_t len)
{
	return LSM_HDR + LSM_PAD8(len + 1);
}

void lsm_entry_put(void *pos, unsigned int id, unsigned int attr,
		   const char *str, size_t len)
{
	struct lsm_ctx hdr;
	size_t ctx_len = LSM_PAD8(len + 1);

	memset(&hdr, 0, sizeof(hdr));
	hdr.id = id;
	hdr.flags = attr;
	hdr.ctx_len = ctx_len;
	/* The value may already lie where it goes, or overlap it. */
	memmove((char *)pos + LSM_VAL, str, len);
	memcpy(pos, &hdr, LSM_VAL);
	memset((char *)pos + LSM_VAL + len, 0, LSM_HDR + ctx_len - LSM_VAL - len);
}

size_t lsm_entries_size(const struct lsm_value *vals, int count)
{
	size_t total = 0;
	int i;

	for (i = 0; i < count; i++)
		total += lsm_entry_size(vals[i].len);
	return total;
}

void lsm_entries_fill(void *buf, const struct lsm_value *vals, int count,
		      unsigned int attr)
{
	char *pos = buf;
	int i;

	for (i = 0; i < count; i++) {
		lsm_entry_put(pos, vals[i].id, attr, vals[i].str, vals[i].len);
		pos += lsm_entry_size(vals[i].len);
	}
}

/* A whole entry, with a NUL inside its ctx_len, at offset off of buf. */
static struct lsm_ctx *entry_at(void *buf, size_t size, size_t off)
{
	char *pos = (char *)buf + off;
	size_t ctx_len;

	if (!buf || off > size || size - off < LSM_HDR)
		return NULL;
	/* memcpy: a caller's buffer need not be aligned. */
	memcpy(&ctx_len, pos + offsetof(struct lsm_ctx, ctx_len),
	       sizeof(ctx_len));
	if (!ctx_len || ctx_len > size - off - LSM_HDR)
		return NULL;
	if (!memchr(pos + LSM_VAL, 0, ctx_len))
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
	return entry_at(buf, size, off + LSM_HDR + ctx_len);
}
