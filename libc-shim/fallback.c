// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * The fallback the helpers use, when the caller asks, where no system
 * call answers: /sys/kernel/security/lsm for the module list and
 * /proc/thread-self/attr for the values, giving the same entries, in
 * the same order and form, as this project's lsm_get_self_attr().
 * /proc/thread-self, not /proc/self: the values belong to each thread;
 * /proc/self/task/<tid> where a kernel before 3.17 has no thread-self.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "internal.h"

#define SECURITYFS_LSM	"/sys/kernel/security/lsm"

/* No attribute value or module list is longer than a page. */
#define FB_MAX		4096

/* Where /proc and /sys are: "" but in the unit tests' fake trees. */
static const char *root = "";

#ifdef LSM_TEST_HOOKS
void lsm_fallback_root(const char *dir)
{
	root = dir;
}
#endif

static int open_file(const char *path, int flags)
{
	char full[4096];
	int n = snprintf(full, sizeof(full), "%s%s", root, path);

	if (n < 0 || (size_t)n >= sizeof(full))
		return -ENAMETOOLONG;
	n = open(full, flags | O_CLOEXEC);
	return n < 0 ? -errno : n;
}

int lsm_proc_attr_open(const char *file, int flags)
{
	char path[128];
	int fd;

	snprintf(path, sizeof(path), "/proc/thread-self/attr/%s", file);
	fd = open_file(path, flags);
	if (fd != -ENOENT)
		return fd;
	/* syscall(), not gettid(): that needs glibc 2.30. */
	snprintf(path, sizeof(path), "/proc/self/task/%ld/attr/%s",
		 syscall(SYS_gettid), file);
	return open_file(path, flags);
}

/* Reads up to max bytes from fd, which it closes: the count or -errno. */
static ssize_t read_fd(int fd, char *buf, size_t max)
{
	size_t len = 0;
	ssize_t n;
	int err;

	if (fd < 0)
		return fd;
	while (len < max) {
		n = read(fd, buf + len, max - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			err = errno;
			close(fd);
			return -err;
		}
		if (!n)
			break;
		len += (size_t)n;
	}
	close(fd);
	return (ssize_t)len;
}

static ssize_t read_file(const char *path, char *buf, size_t max)
{
	return read_fd(open_file(path, O_RDONLY), buf, max);
}

int lsm_fallback_names(char ***namesp)
{
	char buf[FB_MAX + 1], *tok, *save = NULL, **names;
	ssize_t len;
	int n = 0;

	len = read_file(SECURITYFS_LSM, buf, FB_MAX);
	if (len < 0)
		return (int)len;
	buf[len] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	names = calloc(LSM_MAX_MODULES + 1, sizeof(*names));
	if (!names)
		return -ENOMEM;
	for (tok = strtok_r(buf, ",", &save); tok && n < LSM_MAX_MODULES;
	     tok = strtok_r(NULL, ",", &save)) {
		names[n] = strdup(tok);
		if (!names[n]) {
			lsm_free_names(names);
			return -ENOMEM;
		}
		n++;
	}
	*namesp = names;
	return n;
}

/* Names this library does not know have no id, so they are left out. */
int lsm_fallback_list(unsigned int *ids, int max)
{
	char **names;
	unsigned int id;
	int i, n, count = 0;

	n = lsm_fallback_names(&names);
	if (n < 0)
		return n;
	for (i = 0; i < n && count < max; i++) {
		id = lsm_name_to_id(names[i]);
		if (id)
			ids[count++] = id;
	}
	lsm_free_names(names);
	return count;
}

/*
 * The file under attr/: SELinux has only the top-level files (it is the
 * first module with them wherever it is active); Smack and AppArmor
 * have their own.
 */
static int attr_file(char *path, size_t max, unsigned int id,
		     unsigned int attr)
{
	const char *dir;
	int n;

	switch (id) {
	case LSM_ID_SELINUX:
		dir = "";
		break;
	case LSM_ID_SMACK:
		dir = "smack/";
		break;
	case LSM_ID_APPARMOR:
		dir = "apparmor/";
		break;
	default:
		return -EINVAL;
	}
	n = snprintf(path, max, "%s%s", dir, lsm_attr_to_name(attr));
	return n < 0 || (size_t)n >= max ? -EINVAL : 0;
}

/*
 * SELinux registers selinuxfs only when it is active.  The top-level
 * files answer for whichever module is first, so without this a
 * container's AppArmor label would be named SELinux's.
 */
static int selinux_active(void)
{
	char buf[FB_MAX + 1];
	ssize_t len = read_file("/proc/filesystems", buf, FB_MAX);

	if (len < 0)
		return 0;
	buf[len] = '\0';
	return strstr(buf, "\tselinuxfs\n") != NULL;
}

/*
 * The modules whose values the fallback may report, in securityfs
 * order.  Without securityfs (usual in containers) only modules that
 * can be told apart: Smack and AppArmor by their own folders (a module
 * that is not active answers EINVAL there), SELinux only when active.
 */
static int value_modules(unsigned int *ids, int max)
{
	int n = lsm_fallback_list(ids, max);

	if (n >= 0)
		return n;
	n = 0;
	if (selinux_active())
		ids[n++] = LSM_ID_SELINUX;
	ids[n++] = LSM_ID_SMACK;
	ids[n++] = LSM_ID_APPARMOR;
	return n;
}

int lsm_fallback_get(unsigned int attr, struct lsm_ctx **ctxp, size_t *sizep)
{
	struct lsm_value vals[LSM_MAX_MODULES];
	unsigned int ids[LSM_MAX_MODULES];
	char path[64], buf[FB_MAX];
	size_t total;
	ssize_t len;
	int i, n, count = 0, rc = 0;
	void *out;

	n = value_modules(ids, LSM_MAX_MODULES);
	for (i = 0; i < n; i++) {
		if (!(lsm_attrs_used(ids[i]) & attr))
			continue;
		if (attr_file(path, sizeof(path), ids[i], attr) < 0)
			continue;
		len = read_fd(lsm_proc_attr_open(path, O_RDONLY), buf,
			      sizeof(buf));
		/* As the seed kernel: no value from this module. */
		if (len == -EINVAL || len == -ENOENT)
			continue;
		if (len < 0) {
			rc = (int)len;
			goto out;
		}
		vals[count].len = lsm_value_len(buf, (size_t)len);
		if (!vals[count].len)
			continue;
		vals[count].str = strndup(buf, vals[count].len);
		if (!vals[count].str) {
			rc = -ENOMEM;
			goto out;
		}
		vals[count].id = ids[i];
		count++;
	}
	total = lsm_entries_size(vals, count);
	out = NULL;
	if (total) {
		out = malloc(total);
		if (!out) {
			rc = -ENOMEM;
			goto out;
		}
		lsm_entries_fill(out, vals, count, attr);
	}
	*ctxp = out;
	*sizep = total;
	rc = count;
out:
	for (i = 0; i < count; i++)
		free((char *)vals[i].str);
	return rc;
}

int lsm_fallback_set(unsigned int id, unsigned int attr, const char *value)
{
	unsigned int ids[LSM_MAX_MODULES];
	char path[64];
	ssize_t n;
	int fd, i, count, err;

	if (!(lsm_attrs_used(id) & attr))
		return -EINVAL;
	count = value_modules(ids, LSM_MAX_MODULES);
	for (i = 0; i < count && ids[i] != id; i++)
		;
	if (i == count)
		return -EINVAL;
	if (attr_file(path, sizeof(path), id, attr) < 0)
		return -EINVAL;
	fd = lsm_proc_attr_open(path, O_WRONLY);
	if (fd < 0)
		return fd;
	/* As libselinux 3.4: the value with its NUL; no value, no bytes. */
	do {
		n = value ? write(fd, value, strlen(value) + 1) : write(fd, "", 0);
	} while (n < 0 && errno == EINTR);
	err = n < 0 ? errno : 0;
	close(fd);
	return -err;
}
