// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * liblsm against a fake kernel: the library's objects are linked with
 * fake-kernel.c's lsm_raw_syscall() instead of the real one, each group
 * installing its own handler there, so every probe
 * decision and translation can be checked, hostile answers included.
 * Prints TAP.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"
#include "tap.h"
#include "fake-kernel.h"
#include "syscall.h"

/* ---- the fake kernel (fake-kernel.c) and what a test asks of it ---- */

static int called_seed_numbers(void)
{
	return fake_called(LSM_NR_SEED_GET_SELF_ATTR) ||
	       fake_called(LSM_NR_SEED_MODULE_LIST) ||
	       fake_called(LSM_NR_SEED_SET_SELF_ATTR);
}

/* Memory the fake kernel treats as unmapped: its copies give EFAULT. */
static char bad_page[4096];

static int uaccess_ok(const void *p, size_t len)
{
	const char *c = p;

	if (!len)
		return 1;
	if (!c)
		return 0;
	return c + len <= bad_page || c >= bad_page + sizeof(bad_page);
}

/* Mainline: modules in mainline numbers, values per attribute number. */
struct ml_entry {
	uint64_t id;
	const char *val;
	size_t len;		/* ctx_len as the module reports it */
};

static uint64_t ml_ids[16];
static int ml_nids;
static struct ml_entry ml_vals[4];
static int ml_nvals;
static int ml_sizet;		/* 6.8.0: size is a size_t */
static int ml_hostile;		/* 1: len past buffer, 2: ctx_len past len */
static int ml_grow;		/* value grows by 8 bytes on every call */
static int ml_enoent;		/* the whole call fails, LSM_FLAG_SINGLE works */
static int ml_vanish;		/* after an E2BIG: 1 no values, 2 ml_enoent */
static long ml_list_rc;		/* forced answer to 461, 0: none */
static char ml_set_buf[8192];
static long ml_set_attr, ml_set_size, ml_set_rc;

/* As the kernel reads a __u32 or (6.8.0) a size_t, on any byte order. */
static uint64_t read_size(void *p)
{
	uint64_t v = 0;
	uint32_t v32;

	if (ml_sizet) {
		memcpy(&v, p, 8);
		return v;
	}
	memcpy(&v32, p, 4);
	return v32;
}

static void write_size(void *p, uint64_t v)
{
	uint32_t v32 = (uint32_t)v;

	if (ml_sizet)
		memcpy(p, &v, 8);
	else
		memcpy(p, &v32, 4);
}

static char grown[256];

static long ml_get(unsigned int attr, char *uctx, void *size, long flags)
{
	uint64_t left, total = 0, len, single = 0;
	char *pos = uctx;
	int i, first = 0, last;

	if (attr < 100 || attr > 105 || !size)
		return -EINVAL;
	left = read_size(size);
	if (flags == 1) {
		if (!uaccess_ok(uctx, 8))
			return -EFAULT;
		memcpy(&single, uctx, 8);
	} else if (flags) {
		return -EINVAL;
	} else if (ml_enoent) {
		return -ENOENT;
	}
	if (!ml_nvals)
		return -EOPNOTSUPP;
	if (ml_grow) {
		memset(grown, 'g', sizeof(grown));
		ml_vals[0].val = grown;
		ml_vals[0].len = (size_t)(ml_grow++ * 8);
		if (ml_vals[0].len >= sizeof(grown))
			ml_vals[0].len = sizeof(grown) - 1;
	}
	last = ml_nvals;
	if (single) {
		for (first = 0; first < ml_nvals; first++)
			if (ml_vals[first].id == single)
				break;
		if (first == ml_nvals)
			return -EOPNOTSUPP;
		last = first + 1;
	}
	for (i = first; i < last; i++)
		total += LSM_PAD8(32 + ml_vals[i].len);
	write_size(size, total);
	if (total > left) {
		if (ml_vanish == 1)
			ml_nvals = 0;
		if (ml_vanish == 2)
			ml_enoent = 1;
		return -E2BIG;
	}
	/* As mainline: a NULL buffer that would suffice is only counted. */
	if (!uctx)
		return last - first;
	if (!uaccess_ok(uctx, total))
		return -EFAULT;
	for (i = first; i < last; i++) {
		uint64_t h[4];

		len = LSM_PAD8(32 + ml_vals[i].len);
		h[0] = ml_vals[i].id;
		h[1] = 0;
		h[2] = len;
		h[3] = ml_vals[i].len;
		if (ml_hostile == 1 && i == last - 1)
			h[2] = len + 64;
		if (ml_hostile == 2 && i == first)
			h[3] = len;
		memset(pos, 0, len);
		memcpy(pos, h, 32);
		memcpy(pos + 32, ml_vals[i].val, ml_vals[i].len);
		pos += len;
	}
	return last - first;
}

static int ml_active(uint64_t id)
{
	int i;

	for (i = 0; i < ml_nids; i++)
		if (ml_ids[i] == id)
			return 1;
	return 0;
}

static long ml_kernel(long nr, long a1, long a2, long a3, long a4)
{
	uint64_t left, total, id;
	int i;

	switch (nr) {
	case LSM_NR_MAINLINE_LIST_MODULES:
		if (ml_list_rc)
			return ml_list_rc;
		if (a3)
			return -EINVAL;
		left = read_size((void *)a2);
		total = (uint64_t)ml_nids * 8;
		write_size((void *)a2, total);
		if (total > left)
			return -E2BIG;
		if (!uaccess_ok((void *)a1, total))
			return -EFAULT;
		for (i = 0; i < ml_nids; i++)
			memcpy((char *)a1 + 8 * i, &ml_ids[i], 8);
		return ml_nids;
	case LSM_NR_MAINLINE_GET_SELF_ATTR:
		return ml_get((unsigned int)a1, (char *)a2, (void *)a3, a4);
	case LSM_NR_MAINLINE_SET_SELF_ATTR:
		if (a4)
			return -EINVAL;
		if (!a2)
			return -EFAULT;
		ml_set_attr = a1;
		ml_set_size = a3;
		if (a3 > 0 && (size_t)a3 <= sizeof(ml_set_buf))
			memcpy(ml_set_buf, (void *)a2, (size_t)a3);
		memcpy(&id, (void *)a2, 8);
		/* No module with that id takes it: mainline's default. */
		if (!ml_active(id))
			return -EOPNOTSUPP;
		return ml_set_rc;
	}
	return -ENOSYS;
}

/* Seed: 452 answers the probe; 451 follows a script of sizes. */
static long seed_list_rc = -E2BIG;
static size_t seed_sizes[8];
static int seed_nsizes, seed_call;
static void *seed_last_ctx;
static long seed_last_size, seed_last_flags;

static long seed_kernel(long nr, long a1, long a2, long a3, long a4)
{
	size_t need;

	(void)a4;
	switch (nr) {
	case LSM_NR_MAINLINE_LIST_MODULES:
		return -ENOSYS;
	case LSM_NR_SEED_MODULE_LIST:
		if (a3)
			return -EINVAL;
		if (seed_list_rc == -E2BIG)
			*(size_t *)a2 = 12;
		return seed_list_rc;
	case LSM_NR_SEED_GET_SELF_ATTR:
		if (!a3 || (a3 & (a3 - 1)) || a3 > LSM_ATTR_SOCKCREATE)
			return -EINVAL;
		seed_last_ctx = (void *)a1;
		need = seed_sizes[seed_call < seed_nsizes ? seed_call :
				  seed_nsizes - 1];
		seed_call++;
		if (*(size_t *)a2 < need) {
			*(size_t *)a2 = need;
			return -ERANGE;
		}
		/* One SELinux entry filling the whole size. */
		memset((void *)a1, 0, need);
		((struct lsm_ctx *)a1)->id = LSM_ID_SELINUX;
		((struct lsm_ctx *)a1)->flags = a3;
		((struct lsm_ctx *)a1)->ctx_len = need - sizeof(struct lsm_ctx);
		memset(((struct lsm_ctx *)a1)->ctx, 's',
		       need - sizeof(struct lsm_ctx) - 1);
		*(size_t *)a2 = need;
		return 1;
	case LSM_NR_SEED_SET_SELF_ATTR:
		if ((size_t)a2 <= sizeof(struct lsm_ctx))
			return -EINVAL;
		seed_last_ctx = (void *)a1;
		seed_last_size = a2;
		seed_last_flags = a3;
		return 0;
	}
	return -ENOSYS;
}

static long answer_461, answer_452;

static long probe_kernel(long nr, long a1, long a2, long a3, long a4)
{
	(void)a1; (void)a3; (void)a4;
	if (nr == LSM_NR_MAINLINE_LIST_MODULES) {
		if (answer_461 == -E2BIG)
			write_size((void *)a2, 32);
		return answer_461;
	}
	if (nr == LSM_NR_SEED_MODULE_LIST) {
		if (answer_452 == -E2BIG)
			*(size_t *)a2 = 8;
		return answer_452;
	}
	return -ENOSYS;
}

static enum lsm_abi probe(long a461, long a452, unsigned int major,
			  unsigned int minor, int *err)
{
	answer_461 = a461;
	answer_452 = a452;
	fake_kernel_major = major;
	fake_kernel_minor = minor;
	fake_kernel = probe_kernel;
	fake_calls_reset();
	return lsm_probe(err);
}

static void test_probe(void)
{
	int err;

	tap_ok(probe(-E2BIG, 0, 6, 12, &err) == LSM_ABI_MAINLINE &&
	   !called_seed_numbers(), "probe: mainline E2BIG, 451-453 untouched");
	tap_ok(probe(3, 0, 6, 12, &err) == LSM_ABI_MAINLINE &&
	   !called_seed_numbers(), "probe: mainline success, 451-453 untouched");
	tap_ok(probe(-ENOSYS, -E2BIG, 6, 1, &err) == LSM_ABI_SEED &&
	   fake_called(LSM_NR_SEED_MODULE_LIST) &&
	   !fake_called(LSM_NR_SEED_GET_SELF_ATTR) &&
	   !fake_called(LSM_NR_SEED_SET_SELF_ATTR),
	   "probe: seed on 6.1 asks 452 only");
	tap_ok(probe(-ENOSYS, -ENOSYS, 6, 1, &err) == LSM_ABI_NONE &&
	   err == ENOSYS, "probe: none on stock 6.1");
	tap_ok(probe(-EPERM, -E2BIG, 6, 12, &err) == LSM_ABI_NONE &&
	   err == EPERM && !called_seed_numbers(),
	   "probe: seccomp EPERM on 6.12 gives none, 452 untouched");
	tap_ok(probe(-EPERM, -E2BIG, 6, 1, &err) == LSM_ABI_SEED,
	   "probe: seccomp EPERM for 461 on 6.1 still asks 452");
	tap_ok(probe(-EPERM, -EPERM, 6, 1, &err) == LSM_ABI_NONE &&
	   err == EPERM, "probe: seccomp EPERM for both gives none, EPERM");
	tap_ok(probe(-ENOSYS, -E2BIG, 6, 6, &err) == LSM_ABI_NONE &&
	   !called_seed_numbers(), "probe: 6.6 without 461 never asks 452");
	tap_ok(probe(-ENOSYS, -E2BIG, 7, 0, &err) == LSM_ABI_NONE &&
	   !called_seed_numbers(), "probe: 7.0 without 461 never asks 452");
	tap_ok(probe(-ENOSYS, -ENOENT, 6, 5, &err) == LSM_ABI_NONE,
	   "probe: fchmodat2-like ENOENT from 452 is not seed");
	tap_ok(probe(-E2BIG, -E2BIG, 6, 1, &err) == LSM_ABI_SEED,
	   "probe: ours with both interfaces on 6.1 takes the seed one");
	tap_ok(probe(-E2BIG, -ENOSYS, 6, 1, &err) == LSM_ABI_MAINLINE &&
	   fake_called(LSM_NR_SEED_MODULE_LIST),
	   "probe: ours without v4's numbers on 6.1 takes mainline");
	tap_ok(probe(-E2BIG, -EPERM, 6, 1, &err) == LSM_ABI_MAINLINE,
	   "probe: seccomp EPERM for 452 on 6.1 with 461 takes mainline");
	tap_ok(probe(-EPERM, -ENOSYS, 6, 1, &err) == LSM_ABI_NONE &&
	   err == EPERM, "probe: seccomp EPERM for 461, 452 ENOSYS gives EPERM");
}

static void ml_reset(void)
{
	static const uint64_t ids[] = { 108, 100, 101, 104, 111, 112, 113, 200 };

	memcpy(ml_ids, ids, sizeof(ids));
	ml_nids = 8;
	ml_nvals = 0;
	ml_sizet = ml_hostile = ml_grow = ml_enoent = ml_vanish = 0;
	ml_list_rc = ml_set_rc = 0;
	fake_kernel = ml_kernel;
	lsm_abi_override(LSM_ABI_MAINLINE, 0);
	/* The probe learns whether the kernel's size is a size_t. */
	lsm_mainline_probe();
	fake_calls_reset();
}

/* A 6.8.0 kernel, whose size argument is a size_t. */
static void ml_use_size_t(void)
{
	ml_sizet = 1;
	lsm_mainline_probe();
	fake_calls_reset();
}

/* What the seed kernel would write for these values, built by hand. */
static size_t expect(char *buf, const unsigned int *ids, const char **vals,
		     int n, unsigned int attr)
{
	size_t off = 0, cl;
	struct lsm_ctx h;
	int i;

	for (i = 0; i < n; i++) {
		cl = (strlen(vals[i]) + 1 + 7) / 8 * 8;
		memset(&h, 0, sizeof(h));
		h.id = ids[i];
		h.flags = attr;
		h.ctx_len = cl;
		memset(buf + off, 0, sizeof(h) + cl);
		/* The value starts inside the header on some 32-bit ABIs. */
		memcpy(buf + off, &h, offsetof(struct lsm_ctx, ctx));
		memcpy(buf + off + offsetof(struct lsm_ctx, ctx), vals[i],
		       strlen(vals[i]));
		off += sizeof(h) + cl;
	}
	return off;
}

/* Every entry read through ->ctx, as a caller reads it. */
static int values_are(void *buf, size_t size, const unsigned int *ids,
		      const char **vals, int n)
{
	struct lsm_ctx *pos;
	int i = 0;

	lsm_ctx_for_each(pos, buf, size) {
		if (i == n || pos->id != ids[i] ||
		    strcmp((char *)pos->ctx, vals[i])) {
			printf("#   entry %d: got %u \"%s\", want %u \"%s\"\n", i,
			       pos->id, (char *)pos->ctx, i < n ? ids[i] : 0,
			       i < n ? vals[i] : "(none)");
			return 0;
		}
		i++;
	}
	return i == n;
}

static void test_mainline_get(void)
{
	static const unsigned int eids[] = { LSM_ID_SELINUX, LSM_ID_APPARMOR };
	static const char *evals[] = { "user_u:base_r:base_t:s0", "unconfined" };
	char want[512], got[512];
	size_t wlen, size;
	int rc, pass;

	for (pass = 0; pass < 2; pass++) {
		ml_reset();
		if (pass)
			ml_use_size_t();
		ml_vals[0] = (struct ml_entry){ 101, "user_u:base_r:base_t:s0", 24 };
		ml_vals[1] = (struct ml_entry){ 104, "unconfined\n", 11 };
		ml_nvals = 2;
		wlen = expect(want, eids, evals, 2, LSM_ATTR_CURRENT);
		memset(got, 0xa5, sizeof(got));
		size = sizeof(got);
		rc = lsm_get_self_attr((struct lsm_ctx *)got, &size,
				       LSM_ATTR_CURRENT);
		if (!tap_ok(rc == 2 && size == wlen && !memcmp(got, want, wlen),
		   "mainline get (%s size): seed bytes, ids, padding, newline cut",
		   pass ? "size_t" : "u32"))
			tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
		if (!tap_ok(values_are(got, size, eids, evals, 2),
		   "mainline get (%s size): values read through ->ctx",
		   pass ? "size_t" : "u32"))
			tap_got("size %lu", (unsigned long)size);
		tap_eq_long(fake_ncalls, 1, "mainline get: one system call");
		tap_ok(!called_seed_numbers(), "mainline get never reaches 451-453");
	}

	/* Mainline needs 64 + 48 bytes here, ours 24 + 24 + 24 + 16. */
	size = wlen;
	memset(got, 0xa5, sizeof(got));
	fake_calls_reset();
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_CURRENT);
	if (!tap_ok(rc == 2 && size == wlen && !memcmp(got, want, wlen) &&
	   (unsigned char)got[wlen] == 0xa5,
	   "mainline get: a buffer that fits ours but not mainline's answer"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	tap_eq_long(fake_ncalls, 2, "mainline get: that takes a second call");
	size = wlen - 1;
	errno = 0;
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_CURRENT);
	if (!tap_ok(rc == -1 && errno == ERANGE && size == wlen,
	   "mainline get: small buffer gives ERANGE and the exact size needed"))
		tap_got("rc %ld, errno %d, size %lu", (long)rc, errno, (unsigned long)size);
	size = 0;
	rc = lsm_get_self_attr(NULL, &size, LSM_ATTR_CURRENT);
	if (!tap_ok(rc == -1 && errno == ERANGE && size == wlen,
	   "mainline get: NULL, 0 asks for the size"))
		tap_got("rc %ld, errno %d, size %lu", (long)rc, errno, (unsigned long)size);
	size = sizeof(got);
	rc = lsm_get_self_attr(NULL, &size, LSM_ATTR_CURRENT);
	tap_fails(rc, EFAULT,
	   "mainline get: NULL with a size that suffices EFAULT");
	/* Mainline counts an unset value for NULL; ours has no entry. */
	ml_vals[0] = (struct ml_entry){ 101, "", 0 };
	ml_nvals = 1;
	size = sizeof(got);
	rc = lsm_get_self_attr(NULL, &size, LSM_ATTR_FSCREATE);
	if (!tap_ok(rc == 0 && size == 0,
	   "mainline get: NULL, and only an empty value: 0 entries"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	ml_vals[0] = (struct ml_entry){ 101, "user_u:base_r:base_t:s0", 24 };
	ml_nvals = 2;
	size = 77;
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, 3);
	if (!tap_ok(rc == -1 && errno == EINVAL && size == 77,
	   "mainline get: two bits give EINVAL, size untouched"))
		tap_got("rc %ld, errno %d, size %lu", (long)rc, errno, (unsigned long)size);
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, 0x40);
	tap_fails(rc, EINVAL, "mainline get: unknown bit EINVAL");
	rc = lsm_get_self_attr((struct lsm_ctx *)got, NULL, LSM_ATTR_CURRENT);
	tap_fails(rc, EFAULT, "mainline get: size NULL gives EFAULT");

	/* The kernel checks the caller's buffer: its EFAULT is handed on. */
	size = sizeof(bad_page);
	fake_calls_reset();
	rc = lsm_get_self_attr((struct lsm_ctx *)bad_page, &size,
			       LSM_ATTR_CURRENT);
	if (!tap_ok(rc == -1 && errno == EFAULT && fake_ncalls == 1,
	   "mainline get: the kernel's EFAULT for ctx, in one call"))
		tap_got("rc %ld, errno %d", (long)rc, errno);

	ml_nvals = 0;
	size = 99;
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_EXEC);
	if (!tap_ok(rc == 0 && size == 0,
		    "mainline get: EOPNOTSUPP becomes 0 entries"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);

	/* A value with no NUL in its ctx_len, and an empty value. */
	ml_vals[0] = (struct ml_entry){ 102, "abcdefgh", 8 };
	ml_vals[1] = (struct ml_entry){ 101, "\n", 1 };
	ml_nvals = 2;
	size = sizeof(got);
	memset(got, 0xa5, sizeof(got));
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_CURRENT);
	{
		static const unsigned int id1[] = { LSM_ID_SMACK };
		static const char *v1[] = { "abcdefgh" };

		wlen = expect(want, id1, v1, 1, LSM_ATTR_CURRENT);
		if (!tap_ok(rc == 1 && size == wlen && !memcmp(got, want, wlen) &&
		   values_are(got, size, id1, v1, 1),
		   "mainline get: unterminated value terminated, empty one dropped"))
			tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	}
	tap_ok(got[wlen] == 0 && got[80 - 1] == 0 &&
	   (unsigned char)got[80] == 0xa5,
	   "mainline get: the rest of mainline's answer zeroed, no more");

	ml_vals[0] = (struct ml_entry){ 101, "a:b:c:s0", 9 };
	ml_vals[1] = (struct ml_entry){ 104, "unconfined", 10 };
	ml_hostile = 1;
	size = sizeof(got);
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_CURRENT);
	tap_fails(rc, EIO, "mainline get: len past the buffer EIO");
	ml_hostile = 2;
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_CURRENT);
	tap_fails(rc, EIO, "mainline get: ctx_len past len EIO");

	/* One module's failure fails mainline's call, not the seed's. */
	ml_hostile = 0;
	ml_enoent = 1;
	ml_vals[0] = (struct ml_entry){ 104, "exec-profile", 13 };
	ml_nvals = 1;
	size = sizeof(got);
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_EXEC);
	{
		static const unsigned int id1[] = { LSM_ID_APPARMOR };
		static const char *v1[] = { "exec-profile" };

		if (!tap_ok(rc == 1 && values_are(got, size, id1, v1, 1),
		   "mainline get: ENOENT for all, asked module by module"))
			tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	}
	ml_nvals = 0;
	size = sizeof(got);
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_EXEC);
	if (!tap_ok(rc == 0 && size == 0,
	   "mainline get: module by module, no module with a value"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	ml_enoent = 0;

	ml_nvals = 1;
	ml_grow = 60;
	size = sizeof(got);
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_CURRENT);
	if (!tap_ok(rc == 1 && size > 0, "mainline get: answer growing between calls"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
}

static void test_mainline_list(void)
{
	static const unsigned int want[] = {
		LSM_ID_LOCKDOWN, LSM_ID_CAPABILITY, LSM_ID_SELINUX,
		LSM_ID_APPARMOR, LSM_ID_IMA, LSM_ID_EVM, LSM_ID_IPE, 200,
	};
	unsigned int ids[16];
	size_t size;
	int rc;

	ml_reset();
	size = sizeof(ids);
	rc = lsm_module_list(ids, &size, 0);
	if (!tap_ok(rc == 8 && size == sizeof(want) &&
		    !memcmp(ids, want, sizeof(want)),
	   "mainline list: ids translated, new ones passed through"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	tap_eq_long(fake_ncalls, 1, "mainline list: one system call");
	/* 32 bytes hold our 8 ids, not mainline's. */
	memset(ids, 0, sizeof(ids));
	size = sizeof(want);
	rc = lsm_module_list(ids, &size, 0);
	if (!tap_ok(rc == 8 && size == sizeof(want) &&
		    !memcmp(ids, want, sizeof(want)),
	   "mainline list: a buffer that fits ours but not mainline's"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	size = 4;
	rc = lsm_module_list(ids, &size, 0);
	if (!tap_ok(rc == -1 && errno == E2BIG && size == sizeof(want),
	   "mainline list: small buffer E2BIG with the size"))
		tap_got("rc %ld, errno %d, size %lu", (long)rc, errno, (unsigned long)size);
	size = 5;
	rc = lsm_module_list(ids, &size, 1);
	if (!tap_ok(rc == -1 && errno == EINVAL && size == 5,
	   "mainline list: flags EINVAL, size untouched"))
		tap_got("rc %ld, errno %d, size %lu", (long)rc, errno, (unsigned long)size);
	rc = lsm_module_list(ids, NULL, 0);
	tap_fails(rc, EFAULT, "mainline list: size NULL EFAULT");
	size = sizeof(bad_page);
	rc = lsm_module_list((unsigned int *)bad_page, &size, 0);
	tap_fails(rc, EFAULT,
	   "mainline list: the kernel's EFAULT for ids");
	size = sizeof(want);
	rc = lsm_module_list(NULL, &size, 0);
	tap_fails(rc, EFAULT,
	   "mainline list: NULL ids that our size fits EFAULT");
	tap_ok(!called_seed_numbers(), "mainline list never reaches 451-453");
}

static int set(unsigned int id, uint64_t flags, size_t ctx_len,
	       const char *val, size_t size, unsigned int attr)
{
	char buf[8192];
	struct lsm_ctx *c = (struct lsm_ctx *)buf;

	memset(buf, 0, sizeof(buf));
	c->id = id;
	c->flags = flags;
	c->ctx_len = ctx_len;
	memcpy(c->ctx, val, strlen(val));
	return lsm_set_self_attr(c, size, attr);
}

/* A set of vlen bytes at val, NULs and all, as an entry of ctx_len. */
static int set_bytes(unsigned int id, const char *val, size_t vlen,
		     size_t ctx_len, unsigned int attr)
{
	char buf[512];
	struct lsm_ctx *c = (struct lsm_ctx *)buf;

	memset(buf, 0, sizeof(buf));
	c->id = id;
	c->flags = attr;
	c->ctx_len = ctx_len;
	memcpy(c->ctx, val, vlen);
	return lsm_set_self_attr(c, sizeof(*c) + ctx_len, attr);
}

/* The list answers, the get is refused: a filter written by number. */
static long seccomp_get_kernel(long nr, long a1, long a2, long a3, long a4)
{
	if (nr == LSM_NR_MAINLINE_GET_SELF_ATTR)
		return -EPERM;
	return ml_kernel(nr, a1, a2, a3, a4);
}

static void test_mainline_set(void)
{
	const size_t H = sizeof(struct lsm_ctx);
	struct lsm_ctx *fctx = NULL;
	size_t fsize;
	uint64_t h[4];
	int rc;

	ml_reset();
	rc = set(LSM_ID_APPARMOR, LSM_ATTR_EXEC, 16, "unconfined", H + 16,
		 LSM_ATTR_EXEC);
	memcpy(h, ml_set_buf, sizeof(h));
	if (!tap_ok(rc == 0 && ml_set_attr == 101 && h[0] == 104 && h[1] == 0 &&
	   h[3] == 11 && h[2] == 48 && ml_set_size == 48 &&
	   !memcmp(ml_set_buf + 32, "unconfined", 11),
	   "mainline set: id, attribute, layout and value translated"))
		tap_got("rc %ld", (long)rc);
	tap_ok(!called_seed_numbers(), "mainline set never reaches 451-453");
	/* A hat vector: NUL-separated names, each kept; padding cut to one. */
	{
		static const char vec[] = "changehat 0000000000004242^a\0b";
		const size_t vlen = sizeof(vec);	/* and b's NUL */

		ml_reset();
		rc = set_bytes(LSM_ID_APPARMOR, vec, vlen, 40,
			       LSM_ATTR_CURRENT);
		memcpy(h, ml_set_buf, sizeof(h));
		if (!tap_ok(rc == 0 && h[3] == vlen && h[2] == 64 &&
		   !memcmp(ml_set_buf + 32, vec, vlen) &&
		   ml_set_buf[32 + vlen] == 0,
		   "mainline set: the whole value, NULs inside kept, "
		   "trailing NULs cut to one"))
			tap_got("rc %ld", (long)rc);
		ml_reset();
		rc = set_bytes(LSM_ID_APPARMOR, "abcdefgh", 8, 8,
			       LSM_ATTR_CURRENT);
		memcpy(h, ml_set_buf, sizeof(h));
		if (!tap_ok(rc == 0 && h[3] == 8 && h[2] == 40 &&
		   !memcmp(ml_set_buf + 32, "abcdefgh", 8),
		   "mainline set: a value with no NUL passed as it is"))
			tap_got("rc %ld", (long)rc);
		ml_reset();
		rc = set_bytes(LSM_ID_APPARMOR, "", 0, 16, LSM_ATTR_CURRENT);
		memcpy(h, ml_set_buf, sizeof(h));
		if (!tap_ok(rc == 0 && h[3] == 1 && h[2] == 40 &&
		   ml_set_buf[32] == 0,
		   "mainline set: NULs only become one NUL"))
			tap_got("rc %ld", (long)rc);
	}
	tap_fails(set(101, 1, 8, "x", 8192, 1), E2BIG,
	   "mainline set: size over a page E2BIG");
	tap_fails(set(101, 1, 8, "x", H, 1), EINVAL,
	   "mainline set: header-only size EINVAL");
	tap_fails(set(101, 1, 8, "x", H + 8, 3), EINVAL,
	   "mainline set: two attribute bits EINVAL");
	tap_fails(set(101, 1, 0, "x", H + 8, 1), EINVAL,
	   "mainline set: ctx_len 0 EINVAL");
	tap_fails(set(101, 1, (size_t)-8, "x", H + 8, 1), EINVAL,
	   "mainline set: huge ctx_len cannot wrap");
	tap_fails(set(101, 1, 16, "x", H + 8, 1), EINVAL,
	   "mainline set: ctx_len past size EINVAL");
	tap_fails(set(101, 2, 8, "x", H + 8, 1), EINVAL,
	   "mainline set: other flags field EINVAL");
	tap_fails(set(0, 1, 8, "x", H + 8, 1), EINVAL,
	   "mainline set: id 0 EINVAL");
	tap_fails(set(LSM_ID_SMACK, 1, 8, "x", H + 8, 1), EINVAL,
	   "mainline set: inactive module EINVAL");
	tap_fails(set(LSM_ID_APPARMOR, 0, 8, "x", H + 8, LSM_ATTR_FSCREATE),
	   EINVAL, "mainline set: attribute the module lacks EINVAL");
	tap_fails(lsm_set_self_attr(NULL, H + 8, 1), EFAULT,
	   "mainline set: NULL ctx EFAULT");
	ml_set_rc = -EPERM;
	tap_fails(set(101, 0, 8, "x", H + 8, 1), EPERM,
	   "mainline set: the module's errno passed on");
	/* A filter that lets the probe through may still refuse the get. */
	ml_list_rc = 0;
	fake_kernel = seccomp_get_kernel;
	rc = lsm_get_self_attr_alloc(LSM_ATTR_CURRENT, &fctx, &fsize, 0);
	tap_fails(rc, EPERM,
	   "get: a seccomp EPERM after the probe, no fallback asked: EPERM");
	/* An empty /proc: the fallback's answer is 0 entries. */
	lsm_fallback_root("/nonexistent");
	rc = lsm_get_self_attr_alloc(LSM_ATTR_CURRENT, &fctx, &fsize,
				     LSM_FALLBACK_PROC);
	if (!tap_ok(rc == 0 && !fctx,
	   "get: a seccomp EPERM after the probe goes to the fallback"))
		tap_got("rc %ld", (long)rc);
	lsm_fallback_root("");
	fake_kernel = ml_kernel;
	ml_set_rc = -EOPNOTSUPP;
	tap_fails(set(105, 0, 8, "x", H + 8, LSM_ATTR_PREV), EINVAL,
	   "mainline set: EOPNOTSUPP from the module becomes EINVAL");
}

static void test_walk(void)
{
	static const unsigned int ids[] = { 101, 102, 105 };
	static const char *vals[] = { "one", "two-two-two", "" };
	char buf[512];
	struct lsm_ctx *pos;
	size_t len;
	int n = 0;

	len = expect(buf, ids, vals, 3, LSM_ATTR_CURRENT);
	lsm_ctx_for_each(pos, buf, len)
		n++;
	if (!tap_ok(n == 3, "walk: three entries"))
		tap_got("n %d", n);
	n = 0;
	lsm_ctx_for_each(pos, buf, len - 1)
		n++;
	if (!tap_ok(n == 2, "walk: a truncated last entry is not reached"))
		tap_got("n %d", n);
	((struct lsm_ctx *)(buf + sizeof(struct lsm_ctx) + 8))->ctx_len = 1000;
	n = 0;
	lsm_ctx_for_each(pos, buf, len)
		n++;
	if (!tap_ok(n == 1, "walk: ctx_len past the buffer stops the walk"))
		tap_got("n %d", n);
	((struct lsm_ctx *)buf)->ctx_len = (size_t)-16;
	if (!tap_ok(!lsm_ctx_first(buf, len), "walk: a wrapping ctx_len stops it"))
		tap_got("len %lu", (unsigned long)len);
	len = expect(buf, ids, vals, 1, LSM_ATTR_CURRENT);
	memset(buf + offsetof(struct lsm_ctx, ctx), 'x', 8);
	if (!tap_ok(!lsm_ctx_first(buf, len), "walk: a value with no NUL is refused"))
		tap_got("len %lu", (unsigned long)len);
	tap_ok(!lsm_ctx_first(buf, sizeof(struct lsm_ctx) - 1) &&
	   !lsm_ctx_first(NULL, 100), "walk: too small or NULL buffers");
}

static void test_names(void)
{
	unsigned int id, bit;
	int good = 1;

	for (id = 100; id <= 113; id++)
		if (!lsm_id_to_name(id) ||
		    lsm_name_to_id(lsm_id_to_name(id)) != id)
			good = 0;
	tap_ok(good, "names: every id round-trips");
	tap_ok(!strcmp(lsm_id_to_name(LSM_ID_APPARMOR), "apparmor") &&
	   !strcmp(lsm_id_to_name(LSM_ID_IMA), "ima") &&
	   !lsm_id_to_name(0) && !lsm_id_to_name(114) &&
	   !lsm_name_to_id("nosuch") && !lsm_name_to_id(NULL),
	   "names: ids and unknowns");
	good = 1;
	for (bit = 1; bit <= 0x20; bit <<= 1)
		if (!lsm_attr_to_name(bit) ||
		    lsm_name_to_attr(lsm_attr_to_name(bit)) != bit)
			good = 0;
	tap_ok(good && !strcmp(lsm_attr_to_name(LSM_ATTR_SOCKCREATE),
			   "sockcreate") &&
	   !lsm_attr_to_name(0) && !lsm_attr_to_name(3) &&
	   !lsm_attr_to_name(0x40) && !lsm_name_to_attr("context"),
	   "names: attributes round-trip, others refused");
	tap_ok(lsm_id_from_mainline(104) == LSM_ID_APPARMOR &&
	   lsm_id_from_mainline(111) == LSM_ID_IMA &&
	   lsm_id_from_mainline(110) == LSM_ID_LANDLOCK &&
	   lsm_id_to_mainline(LSM_ID_YAMA) == 105 &&
	   lsm_id_from_mainline(300) == 300 &&
	   lsm_attr_to_mainline(LSM_ATTR_PREV) == 104,
	   "names: mainline ids and attributes");
}

static void test_seed_and_helpers(void)
{
	const size_t H = sizeof(struct lsm_ctx);
	struct lsm_ctx *ctx = NULL;
	char *value = NULL, **names = NULL;
	size_t size = 0;
	int rc;

	fake_kernel = seed_kernel;
	lsm_abi_override(LSM_ABI_SEED, 0);
	fake_calls_reset();
	/* Larger than the first try's buffer, then larger again. */
	seed_sizes[0] = H + 304;
	seed_sizes[1] = H + 512;
	seed_sizes[2] = H + 512;
	seed_nsizes = 3;
	seed_call = 0;
	rc = lsm_get_self_attr_alloc(LSM_ATTR_CURRENT, &ctx, &size, 0);
	if (!tap_ok(rc == 1 && ctx && size == H + 512 && seed_call == 3 &&
	   strlen((char *)ctx->ctx) == 511,
	   "alloc: a size that grows between query and fetch"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	free(ctx);

	/* A kernel whose answer grows at every call: give up, free all. */
	for (rc = 0; rc < 8; rc++)
		seed_sizes[rc] = H + 304 + 8 * rc;
	seed_nsizes = 8;
	seed_call = 0;
	ctx = NULL;
	rc = lsm_get_self_attr_alloc(LSM_ATTR_CURRENT, &ctx, &size, 0);
	if (!tap_ok(rc == -1 && errno == EAGAIN && !ctx && seed_call == 8,
	   "alloc: an answer that never stops growing gives EAGAIN"))
		tap_got("rc %ld, errno %d", (long)rc, errno);

	seed_sizes[0] = H + 8;
	seed_nsizes = 1;
	seed_call = 0;
	rc = lsm_get_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, &value, 0);
	if (!tap_ok(rc == 0 && value && !strcmp(value, "sssssss") && seed_call == 1,
	   "value: one module's value as a string, in one call"))
		tap_got("rc %ld", (long)rc);
	free(value);

	rc = lsm_set_self_value(LSM_ID_SMACK, LSM_ATTR_CURRENT, "_", 0);
	ctx = seed_last_ctx;
	if (!tap_ok(rc == 0 && seed_last_size == (long)(H + 8) &&
	   seed_last_flags == LSM_ATTR_CURRENT,
	   "set value: a seed entry handed to 453"))
		tap_got("rc %ld", (long)rc);
	if (!tap_ok(!lsm_get_self_value(LSM_ID_SELINUX, 3, &value, 0) ? 0 :
	   errno == EINVAL, "value: bad attribute EINVAL"))
		tap_got("errno %d", errno);

	/* Neither ABI: ENOSYS, and the helpers give up without fallback. */
	lsm_abi_override(LSM_ABI_NONE, ENOSYS);
	fake_calls_reset();
	size = 0;
	if (!tap_ok(lsm_get_self_attr(NULL, &size, 1) == -1 && errno == ENOSYS &&
	   lsm_module_list(NULL, &size, 0) == -1 && errno == ENOSYS &&
	   lsm_set_self_attr(NULL, 100, 1) == -1 && errno == ENOSYS &&
	   fake_ncalls == 0, "none: ENOSYS and no system call"))
		tap_got("errno %d, size %lu", errno, (unsigned long)size);
	tap_fails(lsm_module_names(&names, 0), ENOSYS,
	   "none: names without fallback ENOSYS");
	lsm_abi_override(LSM_ABI_NONE, EPERM);
	tap_fails(lsm_get_self_attr(NULL, &size, 1), EPERM,
	   "none after seccomp: EPERM");

	ml_reset();
	rc = lsm_module_names(&names, 0);
	if (!tap_ok(rc == 8 && !strcmp(names[0], "lockdown") &&
	   !strcmp(names[4], "ima") && !strcmp(names[7], "200") && !names[8],
	   "names: module list as names"))
		tap_got("rc %ld", (long)rc);
	lsm_free_names(names);
	ml_vals[0] = (struct ml_entry){ 104, "unconfined", 11 };
	ml_nvals = 1;
	errno = 0;
	tap_fails(lsm_get_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, &value, 0),
	   ENODATA, "value: active module without value ENODATA");
	tap_fails(lsm_get_self_value(LSM_ID_SMACK, LSM_ATTR_CURRENT, &value, 0),
	   ENOENT, "value: inactive module ENOENT");
	tap_fails(lsm_get_self_value(LSM_ID_APPARMOR, LSM_ATTR_FSCREATE, &value,
				     0),
	   ENOENT, "value: attribute the module lacks ENOENT");
}

/* Each entry point's success must leave errno as the caller had it. */
static int errno_kept(void)
{
	const size_t H = sizeof(struct lsm_ctx);
	struct lsm_ctx *ctx = NULL;
	char *value = NULL, **names = NULL;
	size_t size;
	int bad = 0, rc;

#define KEPT(call) do {							\
		errno = 4242;						\
		rc = (call);						\
		if (rc < 0 || errno != 4242) {				\
			printf("#   %s: rc %d, errno %d\n", #call, rc, errno); \
			bad++;						\
		}							\
	} while (0)
	ml_reset();
	ml_vals[0] = (struct ml_entry){ 101, "user_u:base_r:base_t:s0", 24 };
	ml_nvals = 1;
	KEPT((int)lsm_abi());
	KEPT(lsm_call_filtered(LSM_CALL_GET_SELF_ATTR));
	KEPT(lsm_get_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, &value, 0));
	free(value);
	KEPT(lsm_set_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, "x", 0));
	KEPT(lsm_module_names(&names, 0));
	lsm_free_names(names);
	/* The seed kernel: ERANGE for the first try's buffer, then the answer. */
	fake_kernel = seed_kernel;
	lsm_abi_override(LSM_ABI_SEED, 0);
	seed_sizes[0] = H + 304;
	seed_nsizes = 1;
	seed_call = 0;
	KEPT(lsm_get_self_attr_alloc(LSM_ATTR_CURRENT, &ctx, &size, 0));
	free(ctx);
	size = H + 304;
	KEPT(lsm_get_self_attr_alloc(LSM_ATTR_CURRENT, &ctx, &size, 0));
	free(ctx);
#undef KEPT
	return bad;
}

/* What the library itself promises, whatever kernel answers. */
static void test_library_rules(void)
{
	const size_t H = sizeof(struct lsm_ctx);
	unsigned int ids[32];
	char got[512];
	size_t size, i;
	int rc, zero;

	/* A caller's mistake is EINVAL or E2BIG, even under seccomp. */
	lsm_abi_override(LSM_ABI_NONE, EPERM);
	size = sizeof(got);
	tap_eq_long(lsm_get_self_attr(NULL, &size, 0) == -1 ? errno : 0, EINVAL,
	   "rules: get's bad attribute EINVAL before the ABI's EPERM");
	tap_eq_long(set(101, 1, 8, "x", H + 8, 3) == -1 ? errno : 0, EINVAL,
	   "rules: set's bad attribute EINVAL before the ABI's EPERM");
	tap_eq_long(set(101, 1, 8, "x", H, 1) == -1 ? errno : 0, EINVAL,
	   "rules: set's header-only size EINVAL before the ABI's EPERM");
	tap_eq_long(set(101, 1, 8, "x", 8192, 3) == -1 ? errno : 0, E2BIG,
	   "rules: set's size over a page E2BIG first, as the kernel's order");
	size = sizeof(ids);
	tap_eq_long(lsm_module_list(ids, &size, 1) == -1 ? errno : 0, EINVAL,
	   "rules: list's flags EINVAL before the ABI's EPERM");
	tap_eq_long(lsm_get_self_attr(NULL, &size, 1) == -1 ? errno : 0, EPERM,
	   "rules: a good request still gets the ABI's EPERM");

	/* errno is the caller's after a success that took two calls. */
	ml_reset();
	ml_vals[0] = (struct ml_entry){ 101, "user_u:base_r:base_t:s0", 24 };
	ml_nvals = 1;
	size = H + 24;
	errno = 4242;
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_CURRENT);
	tap_eq_long(rc, 1, "rules: mainline get through a second call");
	tap_eq_long(fake_ncalls, 2, "rules: that get took two system calls");
	tap_eq_long(errno, 4242, "rules: errno unchanged by the first's E2BIG");
	errno = 4242;
	size = 4;
	rc = lsm_module_list(ids, &size, 0);
	tap_fails(rc, E2BIG, "rules: a failure still sets errno");

	/* No mainline 64-bit ids are left past our 32-bit ones. */
	memset(ids, 0xa5, sizeof(ids));
	size = sizeof(ids);
	rc = lsm_module_list(ids, &size, 0);
	for (zero = 1, i = (size_t)rc; rc > 0 && i < (size_t)rc * 2; i++)
		zero &= ids[i] == 0;
	if (!tap_ok(rc == 8 && zero, "rules: list zeroes the kernel's leftovers"))
		tap_got("rc %ld", (long)rc);
	tap_eq_long(ids[rc * 2] == 0xa5a5a5a5, 1,
	   "rules: list leaves the caller's bytes past the kernel's alone");

	/* Values that change between the two calls of one get. */
	ml_reset();
	ml_vals[0] = (struct ml_entry){ 101, "user_u:base_r:base_t:s0", 24 };
	ml_nvals = 1;
	ml_vanish = 1;
	size = H + 24;
	errno = 0;
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_CURRENT);
	if (!tap_ok(rc == 0 && size == 0,
	   "rules: values gone by the second call: 0 entries, not EOPNOTSUPP"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	ml_reset();
	ml_vals[0] = (struct ml_entry){ 101, "user_u:base_r:base_t:s0", 24 };
	ml_nvals = 1;
	ml_vanish = 2;
	size = H + 24;
	rc = lsm_get_self_attr((struct lsm_ctx *)got, &size, LSM_ATTR_CURRENT);
	if (!tap_ok(rc == 1 && !strcmp((char *)((struct lsm_ctx *)got)->ctx,
				  "user_u:base_r:base_t:s0"),
	   "rules: a second call's ENOENT asks module by module"))
		tap_got("rc %ld", (long)rc);

	/* Every entry point's success, internal failures on the way. */
	tap_eq_long(errno_kept(), 0, "rules: errno unchanged by every "
		    "successful entry point (see the lines above on failure)");
}

/* ---- the /proc fallback, in fake /proc and /sys trees ---- */

static char fake_root[] = "/tmp/liblsm-unit.XXXXXX";

static void put_file(const char *path, const char *text)
{
	char full[512], *slash;
	int fd;

	snprintf(full, sizeof(full), "%s%s", fake_root, path);
	for (slash = strchr(full + strlen(fake_root) + 1, '/'); slash;
	     slash = strchr(slash + 1, '/')) {
		*slash = '\0';
		mkdir(full, 0755);
		*slash = '/';
	}
	fd = open(full, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || write(fd, text, strlen(text)) != (ssize_t)strlen(text))
		printf("# cannot write %s\n", full);
	if (fd >= 0)
		close(fd);
}

static void get_file(const char *path, char *buf, size_t max)
{
	char full[512];
	ssize_t n = -1;
	int fd;

	snprintf(full, sizeof(full), "%s%s", fake_root, path);
	fd = open(full, O_RDONLY);
	if (fd >= 0) {
		n = read(fd, buf, max - 1);
		close(fd);
	}
	buf[n > 0 ? n : 0] = '\0';
}

static void clear_tree(void)
{
	char cmd[600];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'/proc '%s'/sys", fake_root,
		 fake_root);
	if (system(cmd))
		printf("# cannot clear %s\n", fake_root);
}

/* SELinux refuses the set; the kernel runs the library's question. */
static long module_eperm_kernel(long nr, long a1, long a2, long a3, long a4)
{
	if (nr == LSM_NR_MAINLINE_SET_SELF_ATTR && !a4)
		return -EPERM;
	return ml_kernel(nr, a1, a2, a3, a4);
}

/* A seccomp filter refuses every set. */
static long filter_eperm_kernel(long nr, long a1, long a2, long a3, long a4)
{
	if (nr == LSM_NR_MAINLINE_SET_SELF_ATTR)
		return -EPERM;
	return ml_kernel(nr, a1, a2, a3, a4);
}

/* The seed kernel: SELinux refuses the set, or a filter refuses 453. */
static long seed_module_eperm_kernel(long nr, long a1, long a2, long a3,
				     long a4)
{
	if (nr == LSM_NR_SEED_SET_SELF_ATTR &&
	    (size_t)a2 > sizeof(struct lsm_ctx))
		return -EPERM;
	return seed_kernel(nr, a1, a2, a3, a4);
}

static long seed_filter_eperm_kernel(long nr, long a1, long a2, long a3,
				     long a4)
{
	if (nr == LSM_NR_SEED_SET_SELF_ATTR)
		return -EPERM;
	return seed_kernel(nr, a1, a2, a3, a4);
}

static void eperm_setup(long (*k)(long, long, long, long, long))
{
	clear_tree();
	put_file("/sys/kernel/security/lsm", "lockdown,capability,selinux");
	put_file("/proc/thread-self/attr/current", "old");
	ml_reset();
	fake_kernel = k;
}

static void eperm_of_module(void)
{
	char buf[64];
	int rc;

	eperm_setup(module_eperm_kernel);
	rc = lsm_set_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, "new",
				LSM_FALLBACK_PROC);
	tap_fails(rc, EPERM,
	   "eperm: the module's EPERM returned, fallback or not");
	tap_eq_long(fake_times_called(LSM_NR_MAINLINE_SET_SELF_ATTR), 2,
	   "eperm: the set and one question");
	get_file("/proc/thread-self/attr/current", buf, sizeof(buf));
	tap_eq_str(buf, "old", "eperm: /proc not asked again");
	fake_calls_reset();
	rc = lsm_set_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, "new",
				LSM_FALLBACK_PROC);
	if (!tap_ok(rc == -1 && errno == EPERM &&
	   fake_times_called(LSM_NR_MAINLINE_SET_SELF_ATTR) == 1,
	   "eperm: the answer is kept, no second question"))
		tap_got("rc %ld, errno %d", (long)rc, errno);
	tap_eq_long(lsm_call_filtered(LSM_CALL_SET_SELF_ATTR), 0,
	   "eperm: lsm_call_filtered() says the kernel ran the set");
}

static void eperm_of_filter(void)
{
	char buf[64];
	int rc;

	eperm_setup(filter_eperm_kernel);
	rc = lsm_set_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, "new",
				LSM_FALLBACK_PROC);
	tap_eq_long(rc, 0, "eperm: seccomp's EPERM goes to /proc");
	get_file("/proc/thread-self/attr/current", buf, sizeof(buf));
	tap_eq_str(buf, "new", "eperm: /proc written after seccomp's EPERM");
	rc = lsm_set_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, "new", 0);
	tap_fails(rc, EPERM,
	   "eperm: seccomp's EPERM without the fallback is EPERM");
	tap_eq_long(lsm_call_filtered(LSM_CALL_SET_SELF_ATTR), 1,
	   "eperm: lsm_call_filtered() says a filter refused the set");
	tap_eq_long(lsm_call_filtered(LSM_CALL_GET_SELF_ATTR), 0,
	   "eperm: and that the get is the kernel's");
	if (!tap_ok(lsm_call_filtered(0) == -1 && errno == EINVAL &&
	   lsm_call_filtered(4) == -1 && errno == EINVAL,
	   "eperm: lsm_call_filtered() of no call EINVAL"))
		tap_got("errno %d", errno);
}

/* The same on this project's kernel: its own question to 453. */
static void eperm_seed(void)
{
	char buf[64];
	int rc;

	eperm_setup(seed_module_eperm_kernel);
	lsm_abi_override(LSM_ABI_SEED, 0);
	fake_calls_reset();
	rc = lsm_set_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, "new",
				LSM_FALLBACK_PROC);
	if (!tap_ok(rc == -1 && errno == EPERM &&
	   fake_times_called(LSM_NR_SEED_SET_SELF_ATTR) == 2,
	   "eperm (seed): the module's EPERM returned after one question"))
		tap_got("rc %ld, errno %d", (long)rc, errno);
	get_file("/proc/thread-self/attr/current", buf, sizeof(buf));
	tap_eq_str(buf, "old", "eperm (seed): /proc not asked again");
	fake_kernel = seed_filter_eperm_kernel;
	lsm_abi_override(LSM_ABI_SEED, 0);
	rc = lsm_set_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, "new",
				LSM_FALLBACK_PROC);
	get_file("/proc/thread-self/attr/current", buf, sizeof(buf));
	if (!tap_ok(rc == 0 && !strcmp(buf, "new"),
	   "eperm (seed): a filter's EPERM for 453 goes to /proc"))
		tap_got("rc %ld", (long)rc);
	tap_ok(!called_seed_numbers() || !fake_called(LSM_NR_MAINLINE_SET_SELF_ATTR),
	   "eperm (seed): the question is asked of 453, not 460");
}

/* The probe itself was refused: every call is filtered, none is asked. */
static void eperm_of_probe(void)
{
	eperm_setup(NULL);
	lsm_abi_override(LSM_ABI_NONE, EPERM);
	fake_calls_reset();
	tap_ok(lsm_call_filtered(LSM_CALL_GET_SELF_ATTR) == 1 &&
	   lsm_call_filtered(LSM_CALL_MODULE_LIST) == 1 && fake_ncalls == 0,
	   "eperm: a probe refused by seccomp: filtered, no call made");
}

static int fallback_current(struct lsm_ctx **ctx, size_t *size)
{
	*ctx = NULL;
	return lsm_get_self_attr_alloc(LSM_ATTR_CURRENT, ctx, size,
				       LSM_FALLBACK_PROC);
}

static void test_fallback(void)
{
	static const unsigned int aa[] = { LSM_ID_APPARMOR };
	static const char *aav[] = { "docker-default (enforce)" };
	static const unsigned int se[] = { LSM_ID_SELINUX };
	static const char *sev[] = { "system_u:system_r:kernel_t:s0" };
	struct lsm_ctx *ctx;
	char buf[256];
	size_t size;
	int rc;

	if (!mkdtemp(fake_root)) {
		tap_skip("no temporary folder", "fallback");
		return;
	}
	lsm_fallback_root(fake_root);
	fake_kernel = NULL;
	lsm_abi_override(LSM_ABI_NONE, EPERM);

	/* A container on AppArmor: no securityfs, no selinuxfs. */
	put_file("/proc/filesystems", "nodev\tproc\nnodev\tsecurityfs\n");
	put_file("/proc/thread-self/attr/current", "docker-default (enforce)\n");
	put_file("/proc/thread-self/attr/apparmor/current",
		 "docker-default (enforce)\n");
	errno = 4242;
	rc = fallback_current(&ctx, &size);
	if (!tap_ok(rc == 1 && values_are(ctx, size, aa, aav, 1),
	   "fallback without securityfs: AppArmor by its own folder"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	tap_eq_long(errno, 4242,
	   "fallback: errno unchanged by the files it found missing");
	free(ctx);
	tap_fails(lsm_set_self_value(LSM_ID_SELINUX, LSM_ATTR_CURRENT, "x",
				     LSM_FALLBACK_PROC), EINVAL,
	   "fallback without securityfs: no SELinux to set");
	get_file("/proc/thread-self/attr/current", buf, sizeof(buf));
	tap_eq_str(buf, "docker-default (enforce)\n",
	   "fallback: the refused set wrote nothing");
	tap_ok(lsm_set_self_value(LSM_ID_APPARMOR, LSM_ATTR_CURRENT,
				  "changeprofile p", LSM_FALLBACK_PROC) == 0,
	   "fallback without securityfs: set AppArmor's");
	get_file("/proc/thread-self/attr/apparmor/current", buf, sizeof(buf));
	tap_ok(!memcmp(buf, "changeprofile p", 16),
	   "fallback: the value and its NUL written to AppArmor's file");

	/* The top-level file alone, with no active module to own it. */
	clear_tree();
	put_file("/proc/filesystems", "nodev\tproc\n");
	put_file("/proc/thread-self/attr/current", "unconfined\n");
	rc = fallback_current(&ctx, &size);
	if (!tap_ok(rc == 0 && !ctx && size == 0,
	   "fallback without securityfs: a value no module owns is left out"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);

	/* SELinux, known active by its filesystem. */
	clear_tree();
	put_file("/proc/filesystems", "nodev\tproc\nnodev\tselinuxfs\n");
	put_file("/proc/thread-self/attr/current",
		 "system_u:system_r:kernel_t:s0");
	rc = fallback_current(&ctx, &size);
	if (!tap_ok(rc == 1 && values_are(ctx, size, se, sev, 1),
	   "fallback without securityfs: SELinux when selinuxfs is there"))
		tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	free(ctx);

	/* securityfs names the modules. */
	put_file("/sys/kernel/security/lsm", "lockdown,capability,apparmor");
	put_file("/proc/thread-self/attr/apparmor/current", "unconfined\n");
	rc = fallback_current(&ctx, &size);
	{
		static const char *v[] = { "unconfined" };

		if (!tap_ok(rc == 1 && values_are(ctx, size, aa, v, 1),
		   "fallback with securityfs: its modules only"))
			tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	}
	free(ctx);

	/* A kernel before 3.17: no /proc/thread-self, the task's folder. */
	clear_tree();
	snprintf(buf, sizeof(buf), "/proc/self/task/%d/attr/apparmor/current",
		 gettid());
	put_file(buf, "unconfined\n");
	put_file("/sys/kernel/security/lsm", "lockdown,capability,apparmor");
	rc = fallback_current(&ctx, &size);
	{
		static const char *v[] = { "unconfined" };

		if (!tap_ok(rc == 1 && values_are(ctx, size, aa, v, 1),
		   "fallback without /proc/thread-self: /proc/self/task/<tid>"))
			tap_got("rc %ld, size %lu", (long)rc, (unsigned long)size);
	}
	free(ctx);

	tap_in_child("eperm: SELinux's own", eperm_of_module);
	tap_in_child("eperm: seccomp's", eperm_of_filter);
	tap_in_child("eperm: the probe's", eperm_of_probe);
	tap_in_child("eperm: seed", eperm_seed);
	clear_tree();
	rmdir(fake_root);
	lsm_fallback_root("");
}

/* The groups, in the order a whole run takes them; -t runs one alone. */
static const struct {
	const char *name;
	void (*fn)(void);
} groups[] = {
	{ "names", test_names },
	{ "probe", test_probe },
	{ "mainline-get", test_mainline_get },
	{ "mainline-list", test_mainline_list },
	{ "mainline-set", test_mainline_set },
	{ "walk", test_walk },
	{ "seed-and-helpers", test_seed_and_helpers },
	{ "library-rules", test_library_rules },
	{ "fallback", test_fallback },
};

static int usage(const char *prog)
{
	size_t i;

	fprintf(stderr, "usage: %s [-t GROUP]\ngroups:", prog);
	for (i = 0; i < sizeof(groups) / sizeof(groups[0]); i++)
		fprintf(stderr, " %s", groups[i].name);
	fprintf(stderr, "\n");
	return 2;
}

int main(int argc, char **argv)
{
	const char *only = NULL;
	size_t i;
	int known = 0;

	if (argc == 3 && !strcmp(argv[1], "-t"))
		only = argv[2];
	else if (argc != 1)
		return usage(argv[0]);
	for (i = 0; only && i < sizeof(groups) / sizeof(groups[0]); i++)
		known |= !strcmp(only, groups[i].name);
	if (only && !known)
		return usage(argv[0]);
	setvbuf(stdout, NULL, _IONBF, 0);
	printf("# layout: sizeof(struct lsm_ctx) %zu, value at %zu, size_t %zu, %s-endian\n",
	       sizeof(struct lsm_ctx), offsetof(struct lsm_ctx, ctx),
	       sizeof(size_t),
	       __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ ? "big" : "little");
	for (i = 0; i < sizeof(groups) / sizeof(groups[0]); i++)
		if (!only || !strcmp(only, groups[i].name))
			groups[i].fn();
	return tap_done();
}
