// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * liblsm-apparmor: libapparmor 3.0.8's calls on the calling task's own
 * confinement (aa_getcon(), aa_change_hat() and the rest of kernel.c's
 * process calls), served by the LSM system calls through liblsm instead
 * of /proc/<tid>/attr.
 *
 * It sits in front of libapparmor, preloaded or linked first, so what a
 * caller can see is libapparmor 3.0.8's: the strings written, the
 * label/mode split, the buffer and size rules, every return value and
 * errno.  A value from the calls is handed to the same parsing as the
 * bytes /proc would give (the value and AppArmor's newline).
 *
 * /proc is used, the way libapparmor uses it, only where the calls cannot
 * answer for AppArmor: the kernel has none (ENOSYS), a seccomp filter
 * refuses them (EPERM; AppArmor's own EPERM is its answer, given once),
 * AppArmor is not an active module, it has no value for the
 * attribute (the calls leave it out, /proc gives AppArmor's errno), or
 * the request cannot travel in one (over a page).  A change_hatv vector
 * of several NUL-separated hats goes through the call like the rest: the
 * call hands the module the whole value.  Other tasks are libapparmor's
 * own: their requests go to the next aa_getprocattr(), or to /proc when
 * there is none.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"

/* ---- /proc/<tid>/attr, as libapparmor 3.0.8 opens it ----------------- */

/*
 * libapparmor prefers attr/apparmor/ (Linux 5.1+), and falls back to the
 * shared attr/ files when that is missing and AppArmor is enabled.  The
 * path is libapparmor's, /proc/<tid>, not liblsm's /proc/thread-self
 * (lsm_proc_attr_open()): AppArmor mediates these files by path, and
 * profiles written for libapparmor allow @{PROC}/@{tid}/attr/... there.
 */
static int proc_open(pid_t tid, const char *attr, int flags)
{
	char path[80];
	int fd, err;

	snprintf(path, sizeof(path), "/proc/%d/attr/apparmor/%s", tid, attr);
	fd = open(path, flags);
	if (fd >= 0)
		return fd;
	err = errno;
	snprintf(path, sizeof(path), "/sys/module/apparmor/parameters/enabled");
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		char c = 0;
		bool no = read(fd, &c, 1) == 1 && c != 'Y';

		close(fd);
		if (no) {
			errno = err;
			return -1;
		}
	}
	snprintf(path, sizeof(path), "/proc/%d/attr/%s", tid, attr);
	return open(path, flags);
}

/* ---- libapparmor's split of "label (mode)" --------------------------- */

/*
 * Splits con[0..size) in place into the label and, when the value ends
 * in " (mode)", the mode; a single trailing newline goes (only on
 * success).  Returns the label, or NULL when the value is neither
 * "unconfined" nor "label (mode)".
 */
static char *splitcon(char *con, int size, bool strip_newline, char **mode)
{
	char *label = NULL, *mode_str = NULL, *newline = NULL;
	int pos;

	if (size == 0)
		goto out;
	if (strip_newline && con[size - 1] == '\n') {
		newline = &con[size - 1];
		size--;
	}
	if (size == 10 && !strncmp(con, "unconfined", 10)) {
		label = con;
		goto out;
	}
	if (size > 3 && con[size - 1] == ')') {
		pos = size - 2;
		while (pos > 0 && !(con[pos] == ' ' && con[pos + 1] == '('))
			pos--;
		if (pos > 0) {
			con[pos] = 0;
			con[size - 1] = 0;
			mode_str = &con[pos + 2];
			label = con;
		}
	}
out:
	if (label && newline)
		*newline = 0;
	if (mode)
		*mode = mode_str;
	return label;
}

/*
 * What libapparmor does with the size bytes it has read into buf, len
 * bytes of room being left: the terminating checks and the split.
 */
static int finish_raw(char *buf, int size, int len, char **mode)
{
	if (size > 0 && buf[size - 1] != 0) {
		if (buf[size - 1] != '\n') {
			if (len == 0) {
				errno = ERANGE;
				return -1;
			}
			buf[size] = 0;
			size++;
		}
		if (splitcon(buf, size, true, mode) != buf) {
			errno = EINVAL;
			return -1;
		}
	}
	return size;
}

static int proc_getprocattr_raw(pid_t tid, const char *attr, char *buf,
				int len, char **mode)
{
	int fd, ret, size = 0, err, rc;
	char *tmp = buf;

	fd = proc_open(tid, attr, O_RDONLY);
	if (fd < 0)
		return -1;
	do {
		ret = read(fd, tmp, len);
		if (ret <= 0)
			break;
		tmp += ret;
		size += ret;
		len -= ret;
	} while (ret > 0);
	if (ret < 0) {
		err = errno;
		close(fd);
		errno = err;
		return -1;
	}
	rc = finish_raw(buf, size, len, mode);
	err = errno;
	close(fd);
	errno = err;
	return rc;
}

/* ---- the calls ------------------------------------------------------- */

/*
 * Whether the calls can speak for AppArmor (lsm_module_listed()); where
 * that cannot be learnt (ENOMEM, say), /proc answers this time.
 */
static int listed = -1;

static bool apparmor_listed(void)
{
	return lsm_module_listed(LSM_ID_APPARMOR, &listed) > 0;
}

/* One call's worth of entries fits here on the common path. */
#define GET_STACK 1024

/*
 * AppArmor's value of attr as /proc would give it (the value and a
 * newline), as much as fits in the len bytes at dst, as libapparmor's
 * read loop would leave it; *copied is the bytes written.  1 on success,
 * 0 when /proc must answer instead, -1 with errno on an error of the
 * call's own.  Straight into the caller's buffer: no allocation unless
 * the entries outgrow GET_STACK.
 */
static int sys_get(unsigned int attr, char *dst, int len, int *copied)
{
	union {
		struct lsm_ctx ctx;
		char bytes[GET_STACK];
	} u;
	struct lsm_ctx *buf = &u.ctx, *pos;
	size_t size = sizeof(u), vlen, n;
	int rc, err;

	if (!apparmor_listed())
		return 0;
	rc = lsm_get_self_attr(buf, &size, attr);
	if (rc < 0 && errno == ERANGE) {
		buf = NULL;
		rc = lsm_get_self_attr_alloc(attr, &buf, &size, 0);
	}
	if (rc < 0) {
		/* Asking whether a filter refused it may change errno. */
		err = errno;
		if (err == ENOSYS ||
		    lsm_refused_by_filter(-err, LSM_CALL_GET_SELF_ATTR))
			return 0;
		errno = err;
		return -1;
	}
	rc = 0;
	lsm_ctx_for_each(pos, buf, size) {
		if (pos->id != LSM_ID_APPARMOR)
			continue;
		vlen = strlen((char *)pos->ctx);
		n = vlen + 1 < (size_t)len ? vlen + 1 : (size_t)len;
		memcpy(dst, pos->ctx, n < vlen ? n : vlen);
		if (n > vlen)
			dst[vlen] = '\n';
		*copied = (int)n;
		rc = 1;
		break;
	}
	if (buf != &u.ctx)
		free(buf);
	return rc;
}

static unsigned int attr_bit(const char *attr)
{
	if (!strcmp(attr, "current"))
		return LSM_ATTR_CURRENT;
	if (!strcmp(attr, "exec"))
		return LSM_ATTR_EXEC;
	if (!strcmp(attr, "prev"))
		return LSM_ATTR_PREV;
	return 0;
}

static bool is_self(pid_t tid)
{
	return tid == gettid();
}

/* ---- libapparmor for other tasks ------------------------------------ */

typedef int (*getprocattr_raw_fn)(pid_t, const char *, char *, int, char **);
static getprocattr_raw_fn next_raw;
static pthread_once_t next_once = PTHREAD_ONCE_INIT;

/*
 * Preloaded or linked first, RTLD_NEXT finds libapparmor; opened with
 * dlopen(RTLD_LOCAL) it does not, and libapparmor.so.1 is asked by name.
 */
static void find_next(void)
{
	void *lib;

	next_raw = (getprocattr_raw_fn)dlvsym(RTLD_NEXT, "aa_getprocattr_raw",
					      "APPARMOR_1.1");
	if (next_raw)
		return;
	lib = dlopen("libapparmor.so.1", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
	if (lib)
		next_raw = (getprocattr_raw_fn)dlvsym(lib, "aa_getprocattr_raw",
						      "APPARMOR_1.1");
}

static int other_raw(pid_t tid, const char *attr, char *buf, int len,
		     char **mode)
{
	pthread_once(&next_once, find_next);
	if (next_raw)
		return next_raw(tid, attr, buf, len, mode);
	return proc_getprocattr_raw(tid, attr, buf, len, mode);
}

/* ---- the reads ------------------------------------------------------- */

/*
 * self: the caller asks about itself, and tid (0 when not known yet) is
 * looked up only if /proc is needed: aa_getcon() makes no gettid() call.
 */
static int getprocattr_raw(pid_t tid, bool self, const char *attr, char *buf,
			   int len, char **mode)
{
	unsigned int bit;
	int rc, n = 0;

	if (!buf || len <= 0) {
		errno = EINVAL;
		return -1;
	}
	bit = attr ? attr_bit(attr) : 0;
	if (!self && !is_self(tid))
		return other_raw(tid, attr, buf, len, mode);
	if (!bit)
		return other_raw(tid ? tid : gettid(), attr, buf, len, mode);
	rc = sys_get(bit, buf, len, &n);
	if (rc < 0)
		return -1;
	if (rc == 0)
		return proc_getprocattr_raw(tid ? tid : gettid(), attr, buf,
					    len, mode);
	return finish_raw(buf, n, len - n, mode);
}

static int getprocattr(pid_t tid, bool self, const char *attr, char **label,
		       char **mode)
{
	int rc, size = 64;
	char *buffer = NULL, *tmp;

	if (!label) {
		errno = EINVAL;
		return -1;
	}
	/* libapparmor's buffer: 128 bytes, doubled while ERANGE. */
	do {
		size <<= 1;
		tmp = realloc(buffer, (size_t)size);
		if (!tmp) {
			free(buffer);
			return -1;
		}
		buffer = tmp;
		memset(buffer, 0, (size_t)size);
		rc = getprocattr_raw(tid, self, attr, buffer, size, mode);
	} while (rc == -1 && errno == ERANGE);
	if (rc == -1) {
		free(buffer);
		*label = NULL;
		if (mode)
			*mode = NULL;
	} else {
		*label = buffer;
	}
	return rc;
}

LSM_EXPORT int aa_getprocattr_raw(pid_t tid, const char *attr, char *buf, int len,
			      char **mode)
{
	return getprocattr_raw(tid, false, attr, buf, len, mode);
}

LSM_EXPORT int aa_getprocattr(pid_t tid, const char *attr, char **label,
			  char **mode)
{
	return getprocattr(tid, false, attr, label, mode);
}

LSM_EXPORT int aa_gettaskcon(pid_t target, char **label, char **mode)
{
	return aa_getprocattr(target, "current", label, mode);
}

LSM_EXPORT int aa_getcon(char **label, char **mode)
{
	return getprocattr(0, true, "current", label, mode);
}

/* ---- the writes ------------------------------------------------------ */

static int proc_set(const char *attr, const char *buf, int len)
{
	int fd, ret, err;

	fd = proc_open(gettid(), attr, O_WRONLY);
	if (fd < 0)
		return -1;
	ret = write(fd, buf, len);
	if (ret != len) {
		if (ret != -1)
			errno = EPROTO;
		err = errno;
		close(fd);
		errno = err;
		return -1;
	}
	close(fd);
	return 0;
}

/* The token must not outlive the request in freed memory. */
static void wipe_free(char *buf, size_t len)
{
	if (!buf)
		return;
	explicit_bzero(buf, len);
	free(buf);
}

/*
 * The request libapparmor would write, len bytes at buf, NULs inside it
 * and all (a change_hatv vector separates its hats with NULs).  The call
 * hands the module the whole value, its trailing NUL padding cut to one
 * NUL: the bytes a /proc write gives it, and a NUL where they end
 * without one, which AppArmor adds to such a write itself.
 */
static int setprocattr(unsigned int bit, const char *attr, const char *buf,
		       int len)
{
	struct lsm_ctx *ctx;
	size_t size;
	int rc, err;

	if (!buf || len < 0) {
		errno = EINVAL;
		return -1;
	}
	if (!apparmor_listed())
		return proc_set(attr, buf, len);
	size = lsm_entry_size((size_t)len);
	ctx = malloc(size);
	if (!ctx)
		return -1;
	lsm_entry_put(ctx, LSM_ID_APPARMOR, bit, buf, (size_t)len);
	rc = lsm_set_self_attr(ctx, size, bit);
	err = errno;
	wipe_free((char *)ctx, size);
	if (!rc)
		return 0;
	/*
	 * Over a page the call says E2BIG where /proc cuts the request to a
	 * page and hands that on.  AppArmor's own EPERM (a change under
	 * no_new_privs) is the answer: /proc would ask it again.
	 */
	if (err == ENOSYS || err == E2BIG ||
	    lsm_refused_by_filter(-err, LSM_CALL_SET_SELF_ATTR))
		return proc_set(attr, buf, len);
	errno = err;
	return -1;
}

LSM_EXPORT int aa_change_hat(const char *subprofile, unsigned long token)
{
	char *buf = NULL;
	int len, rc;

	if (!token && !subprofile) {
		errno = EINVAL;
		return -1;
	}
	if (subprofile && strnlen(subprofile, PATH_MAX + 1) > PATH_MAX) {
		errno = EPROTO;
		return -1;
	}
	len = asprintf(&buf, "changehat %016lx^%s", token,
		       subprofile ? subprofile : "");
	if (len < 0)
		return -1;
	rc = setprocattr(LSM_ATTR_CURRENT, "current", buf, len);
	wipe_free(buf, (size_t)len);
	return rc;
}

LSM_EXPORT int aa_change_hatv(const char *subprofiles[], unsigned long token)
{
	const char **hat;
	size_t total = 0, size, n;
	char *buf, *pos;
	int rc;

	if (!token && !(subprofiles && *subprofiles)) {
		errno = EINVAL;
		return -1;
	}
	for (hat = subprofiles; hat && *hat; hat++) {
		n = strnlen(*hat, PATH_MAX + 1);
		if (n > PATH_MAX) {
			errno = EPROTO;
			return -1;
		}
		total += n + 1;
	}
	/* "changehat " and 16 hex digits and "^", the hats, one NUL more. */
	size = 10 + 17 + total + 1;
	buf = malloc(size);
	if (!buf)
		return -1;
	pos = buf + sprintf(buf, "changehat %016lx^", token);
	if (subprofiles && *subprofiles) {
		for (hat = subprofiles; *hat; hat++)
			pos = stpcpy(pos, *hat) + 1;
	} else {
		pos++;
	}
	rc = setprocattr(LSM_ATTR_CURRENT, "current", buf, (int)(pos - buf));
	wipe_free(buf, size);
	return rc;
}

static int request(unsigned int bit, const char *attr, const char *cmd,
		   const char *profile)
{
	char *buf = NULL;
	int len, rc;

	if (!profile) {
		errno = EINVAL;
		return -1;
	}
	len = asprintf(&buf, "%s %s", cmd, profile);
	if (len < 0)
		return -1;
	rc = setprocattr(bit, attr, buf, len);
	free(buf);
	return rc;
}

LSM_EXPORT int aa_change_profile(const char *profile)
{
	return request(LSM_ATTR_CURRENT, "current", "changeprofile", profile);
}

LSM_EXPORT int aa_change_onexec(const char *profile)
{
	return request(LSM_ATTR_EXEC, "exec", "exec", profile);
}

LSM_EXPORT int aa_stack_profile(const char *profile)
{
	return request(LSM_ATTR_CURRENT, "current", "stack", profile);
}

LSM_EXPORT int aa_stack_onexec(const char *profile)
{
	return request(LSM_ATTR_EXEC, "exec", "stack", profile);
}
