// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * liblsm-selinux: libselinux 3.4's calls on the calling thread's own
 * attributes (getcon(), setexeccon() and the rest of procattr.c), served
 * by the LSM system calls through liblsm instead of /proc/thread-self/attr.
 *
 * It is meant to sit in front of libselinux, preloaded or linked first, so
 * every behaviour a caller can see is copied from libselinux 3.4: the
 * per-thread cache of the last value set, NULL for an empty value, the
 * NUL-inclusive write, clearing with NULL, and every errno.  What is not a
 * read or write of our own attributes (context translation, freecon(),
 * getpidcon()) stays libselinux's: we look its functions up, never copy
 * them.
 *
 * /proc/thread-self/attr is used, exactly as libselinux uses it, only where
 * the system calls cannot answer for SELinux: the kernel has none
 * (ENOSYS), a seccomp filter refuses them (an EPERM lsm_refused_by_filter()
 * tells from SELinux's own), or SELinux is not among the
 * active modules (then the /proc files belong to whichever module is, and
 * libselinux would read that module's value: so must we).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

/* The attributes, in the order of the cache below. */
enum slot { CURRENT, EXEC, FSCREATE, KEYCREATE, SOCKCREATE, PREV };

static const struct {
	const char *name;	/* under /proc/thread-self/attr/ */
	unsigned int attr;	/* LSM_ATTR_* */
} attrs[] = {
	[CURRENT] = { "current", LSM_ATTR_CURRENT },
	[EXEC] = { "exec", LSM_ATTR_EXEC },
	[FSCREATE] = { "fscreate", LSM_ATTR_FSCREATE },
	[KEYCREATE] = { "keycreate", LSM_ATTR_KEYCREATE },
	[SOCKCREATE] = { "sockcreate", LSM_ATTR_SOCKCREATE },
	[PREV] = { "prev", LSM_ATTR_PREV },
};

/*
 * libselinux's cache: the value this thread last set, which the next get
 * returns without asking the kernel, and which makes setting the same
 * value again (or clearing twice) a no-op.  UNSET until the first set;
 * NULL after a clear.  "prev" cannot be set, so it has no slot.
 */
#define UNSET ((char *)-1)
#define CACHED 5
static __thread char *cache[CACHED] = { UNSET, UNSET, UNSET, UNSET, UNSET };
static __thread char thread_seen;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_key_t key;
static int key_made;

/* A thread's cached strings go with the thread, as in libselinux. */
static void thread_gone(void *unused)
{
	int i;

	(void)unused;
	for (i = 0; i < CACHED; i++) {
		if (cache[i] != UNSET)
			free(cache[i]);
		cache[i] = UNSET;
	}
}

static void make_key(void)
{
	key_made = !pthread_key_create(&key, thread_gone);
}

/* Once unloaded (dlclose), no thread may call thread_gone() any more. */
__attribute__((destructor)) static void unload(void)
{
	if (key_made)
		pthread_key_delete(key);
}

static void thread_init(void)
{
	pthread_once(&once, make_key);
	if (!thread_seen && key_made) {
		/* Any non-NULL value: it only makes the destructor run. */
		pthread_setspecific(key, &thread_seen);
		thread_seen = 1;
	}
}

/* ---- /proc/thread-self/attr, as libselinux 3.4 reads and writes it ---- */

static int proc_open(const char *name, int flags)
{
	int fd = lsm_proc_attr_open(name, flags);

	if (fd >= 0)
		return fd;
	errno = -fd;
	return -1;
}

/* At most a page less one byte; NULL when the file is empty. */
static int proc_get(const char *name, char **con)
{
	long page = sysconf(_SC_PAGESIZE);
	char *buf;
	ssize_t n;
	int fd, err;

	fd = proc_open(name, O_RDONLY);
	if (fd < 0)
		return -1;
	buf = calloc(1, (size_t)page);
	if (!buf) {
		close(fd);
		errno = ENOMEM;
		return -1;
	}
	do {
		n = read(fd, buf, (size_t)page - 1);
	} while (n < 0 && errno == EINTR);
	if (n > 0) {
		*con = strdup(buf);
		if (!*con)
			n = -1;
	} else if (n == 0) {
		*con = NULL;
	}
	err = errno;
	free(buf);
	close(fd);
	errno = err;
	return n < 0 ? -1 : 0;
}

/* The value with its NUL; a clear is a write of no bytes. */
static int proc_set(const char *name, const char *con)
{
	ssize_t n;
	int fd, err;

	fd = proc_open(name, O_RDWR);
	if (fd < 0)
		return -1;
	do {
		n = con ? write(fd, con, strlen(con) + 1) : write(fd, NULL, 0);
	} while (n < 0 && errno == EINTR);
	err = errno;
	close(fd);
	errno = err;
	return n < 0 ? -1 : 0;
}

/* ---- the system calls, with the fallback ----------------------------- */

/* Whether the calls can speak for SELinux (lsm_module_listed()). */
static int listed = -1;

static int selinux_listed(void)
{
	return lsm_module_listed(LSM_ID_SELINUX, &listed);
}

static int get_raw(enum slot s, char **con)
{
	const char *cached = s < CACHED ? cache[s] : NULL;
	char *val = NULL;
	int err;

	thread_init();
	if (cached && cached != UNSET) {
		*con = strdup(cached);
		return *con ? 0 : -1;
	}
	/* Without SELinux the calls would only end in ENOENT. */
	if (!selinux_listed())
		return proc_get(attrs[s].name, con);
	if (!lsm_get_self_value(LSM_ID_SELINUX, attrs[s].attr, &val, 0)) {
		*con = val;
		return 0;
	}
	err = errno;
	/* SELinux is there but has no value: libselinux reads 0 bytes. */
	if (err == ENODATA) {
		*con = NULL;
		return 0;
	}
	/* ENOENT: SELinux is not an active module. */
	if (err != ENOSYS && err != ENOENT &&
	    !lsm_refused_by_filter(-err, LSM_CALL_GET_SELF_ATTR)) {
		errno = err;
		return -1;
	}
	return proc_get(attrs[s].name, con);
}

static int sys_set(enum slot s, const char *con)
{
	int err, listed;

	if (!lsm_set_self_value(LSM_ID_SELINUX, attrs[s].attr, con, 0))
		return 0;
	err = errno;
	/*
	 * A refusal (EINVAL, EACCES...) from SELinux is the answer; from a
	 * kernel without SELinux it is not, as libselinux would have written
	 * to whichever module owns the /proc files.  A value of a page or
	 * more, which the call refuses (E2BIG), /proc cuts to a page and
	 * hands on: SELinux takes even that as an fscreate value from a
	 * CAP_MAC_ADMIN caller, so only /proc gives libselinux's answer.
	 * SELinux's own EPERM (setcon in a multithreaded process) is the
	 * answer, given once: /proc would ask it again and audit again.
	 */
	if (err != ENOSYS && err != E2BIG &&
	    !lsm_refused_by_filter(-err, LSM_CALL_SET_SELF_ATTR)) {
		listed = selinux_listed();
		if (listed) {
			errno = err;
			return -1;
		}
	}
	return proc_set(attrs[s].name, con);
}

static int set_raw(enum slot s, const char *con)
{
	char **cached = &cache[s];
	char *copy = NULL;

	thread_init();
	if (!con && !*cached)
		return 0;
	if (con && *cached && *cached != UNSET && !strcmp(con, *cached))
		return 0;
	if (con) {
		copy = strdup(con);
		if (!copy)
			return -1;
	}
	if (sys_set(s, con) < 0) {
		free(copy);
		return -1;
	}
	if (*cached != UNSET)
		free(*cached);
	*cached = copy;
	return 0;
}

/* ---- translation: libselinux's own functions ------------------------- */

typedef int (*trans_fn)(const char *in, char **out);
static trans_fn raw_to_trans, trans_to_raw;
static pthread_once_t trans_once = PTHREAD_ONCE_INIT;

static void *selinux_sym(void *handle, const char *name)
{
	return dlvsym(handle, name, "LIBSELINUX_1.0");
}

/*
 * Preloaded, or linked before libselinux, RTLD_NEXT finds libselinux.
 * Opened with dlopen(RTLD_LOCAL) it does not: then libselinux.so.1 is
 * opened by name (the program's copy when it has one).
 */
static void find_trans(void)
{
	void *lib;

	raw_to_trans = (trans_fn)selinux_sym(RTLD_NEXT,
					     "selinux_raw_to_trans_context");
	trans_to_raw = (trans_fn)selinux_sym(RTLD_NEXT,
					     "selinux_trans_to_raw_context");
	if (raw_to_trans && trans_to_raw)
		return;
	lib = dlopen("libselinux.so.1", RTLD_NOW | RTLD_LOCAL);
	if (!lib)
		return;
	raw_to_trans = (trans_fn)selinux_sym(lib,
					     "selinux_raw_to_trans_context");
	trans_to_raw = (trans_fn)selinux_sym(lib,
					     "selinux_trans_to_raw_context");
}

/* Without libselinux there is nothing to translate with. */
static int have_trans(void)
{
	pthread_once(&trans_once, find_trans);
	if (raw_to_trans && trans_to_raw)
		return 1;
	errno = ENOSYS;
	return 0;
}

static int get_trans(enum slot s, char **con)
{
	char *raw;
	int rc;

	if (!have_trans())
		return -1;
	rc = get_raw(s, &raw);
	if (!rc) {
		rc = raw_to_trans(raw, con);
		free(raw);
	}
	return rc;
}

static int set_trans(enum slot s, const char *con)
{
	char *raw;
	int rc;

	if (!have_trans())
		return -1;
	if (trans_to_raw(con, &raw))
		return -1;
	rc = set_raw(s, raw);
	free(raw);
	return rc;
}

/* ---- the exported calls (libselinux's names and version node) -------- */

#define GET(fn, slot)							\
	LSM_EXPORT int get##fn##_raw(char **con)			\
	{								\
		return get_raw(slot, con);				\
	}								\
	LSM_EXPORT int get##fn(char **con)				\
	{								\
		return get_trans(slot, con);				\
	}

#define SET(fn, slot)							\
	LSM_EXPORT int set##fn##_raw(const char *con)			\
	{								\
		return set_raw(slot, con);				\
	}								\
	LSM_EXPORT int set##fn(const char *con)				\
	{								\
		return set_trans(slot, con);				\
	}

/* Declared here, as <selinux/selinux.h> would, for -Wmissing-prototypes. */
#define PROTOS(fn)							\
	int get##fn##_raw(char **con);					\
	int get##fn(char **con);					\
	int set##fn##_raw(const char *con);				\
	int set##fn(const char *con);

PROTOS(con)
PROTOS(execcon)
PROTOS(fscreatecon)
PROTOS(keycreatecon)
PROTOS(sockcreatecon)
int getprevcon_raw(char **con);
int getprevcon(char **con);

GET(con, CURRENT)
SET(con, CURRENT)
GET(prevcon, PREV)
GET(execcon, EXEC)
SET(execcon, EXEC)
GET(fscreatecon, FSCREATE)
SET(fscreatecon, FSCREATE)
GET(keycreatecon, KEYCREATE)
SET(keycreatecon, KEYCREATE)
GET(sockcreatecon, SOCKCREATE)
SET(sockcreatecon, SOCKCREATE)
