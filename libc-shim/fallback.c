// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * The fallback the helpers use, when the caller asks, where no system
 * call answers: /sys/kernel/security/lsm for the module list and
 * /proc/thread-self/attr for the values, giving the same entries, in
 * the same order and form, as this project's lsm_get_self_attr().
 * /proc/thread-self, not /proc/self: the values belong to each thread.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

#define SECURITYFS_LSM	"/sys/kernel/security/lsm"
#define PROC_ATTR	"/proc/thread-self/attr/"

/* No attribute value or module list is longer than a page. */
#define FB_MAX		4096

/* Reads up to max bytes; returns the count or -errno. */
static ssize_t read_file(const char *path, char *buf, size_t max)
{
	size_t len = 0;
	ssize_t n;
	int fd, err;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
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
 * SELinux has only the top-level files (it is the first module with
 * them wherever it is active); Smack and AppArmor have their own.
 */
static int proc_path(char *path, size_t max, unsigned int id,
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
	n = snprintf(path, max, PROC_ATTR "%s%s", dir, lsm_attr_to_name(attr));
	return n < 0 || (size_t)n >= max ? -EINVAL : 0;
}

/* Without securityfs, any of the modules with /proc files may be there. */
static const unsigned int guess_ids[] = {
	LSM_ID_SELINUX, LSM_ID_SMACK, LSM_ID_APPARMOR,
};

int lsm_fallback_get(unsigned int attr, struct lsm_ctx **ctxp, size_t *sizep)
{
	struct lsm_value vals[LSM_MAX_MODULES];
	unsigned int ids[LSM_MAX_MODULES];
	char path[64], buf[FB_MAX];
	size_t total;
	ssize_t len;
	int i, n, count = 0, rc = 0;
	void *out;

	if (!lsm_attr_valid(attr))
		return -EINVAL;
	n = lsm_fallback_list(ids, LSM_MAX_MODULES);
	if (n < 0) {
		n = sizeof(guess_ids) / sizeof(guess_ids[0]);
		memcpy(ids, guess_ids, sizeof(guess_ids));
	}
	for (i = 0; i < n; i++) {
		if (!(lsm_attrs_used(ids[i]) & attr))
			continue;
		if (proc_path(path, sizeof(path), ids[i], attr) < 0)
			continue;
		len = read_file(path, buf, sizeof(buf));
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

	if (!lsm_attr_valid(attr) || !(lsm_attrs_used(id) & attr))
		return -EINVAL;
	count = lsm_fallback_list(ids, LSM_MAX_MODULES);
	for (i = 0; i < count && ids[i] != id; i++)
		;
	if (count >= 0 && i == count)
		return -EINVAL;
	if (proc_path(path, sizeof(path), id, attr) < 0)
		return -EINVAL;
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	/* As libselinux 3.4: the value with its NUL; no value, no bytes. */
	do {
		n = value ? write(fd, value, strlen(value) + 1) : write(fd, "", 0);
	} while (n < 0 && errno == EINTR);
	err = n < 0 ? errno : 0;
	close(fd);
	return -err;
}
