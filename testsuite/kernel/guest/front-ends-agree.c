// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * In the guest, on our kernel with both interfaces (SPEC section 3a): v4's
 * calls at 451-453 and mainline's at 459-461 are two front ends of one
 * thing, so they must agree.
 *
 * - The module list through 452, its v4 ids mapped to mainline's, equals
 *   the list through 461, and both follow /sys/kernel/security/lsm.
 * - For each attribute and each module, the value through 451 (v4's
 *   layout, attribute bits, v4 ids) equals the value through 459
 *   (mainline's layout, walked by len, attributes 100-105, mainline
 *   ids).  Strings are compared, never lengths: SELinux's mainline
 *   ctx_len counts the NUL, AppArmor's does not, v4 pads to 8.  No entry
 *   and an empty value are the same answer: mainline gives SELinux an
 *   empty entry for an attribute it has no value for, v4 gives none,
 *   and AppArmor's lack of one fails 459 with ENOENT.
 * - A value set through either is seen through both: SELinux fscreate
 *   and exec (set to the task's own context, which any policy takes,
 *   then cleared), Smack current (to two labels in turn).
 *
 * A kernel without 459-461 (or without 451-453) says SKIP with why; no
 * boot of ours expects it: the series has had both since 0020-0022.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tap.h"

#define NR_V4_GET	451
#define NR_V4_LIST	452
#define NR_V4_SET	453
#define NR_ML_GET	459
#define NR_ML_SET	460
#define NR_ML_LIST	461

/* v4's entry (x86_64: __kernel_size_t is unsigned long). */
struct v4_ctx {
	uint32_t id;
	uint64_t flags;
	unsigned long ctx_len;
	uint8_t ctx[];
};

/* Mainline's entry. */
struct ml_ctx {
	uint64_t id;
	uint64_t flags;
	uint64_t len;
	uint64_t ctx_len;
	uint8_t ctx[];
};

_Static_assert(sizeof(struct v4_ctx) == 24, "v4's lsm_ctx is 24 bytes");
_Static_assert(sizeof(struct ml_ctx) == 32, "mainline's lsm_ctx is 32 bytes");

#define ML_SELINUX	101
#define ML_SMACK	102

/* Mainline's ids and names (SPEC section 3). */
static const struct {
	const char *name;
	unsigned int id;
} modules[] = {
	{ "capability", 100 }, { "selinux", 101 }, { "smack", 102 },
	{ "tomoyo", 103 }, { "apparmor", 104 }, { "yama", 105 },
	{ "loadpin", 106 }, { "safesetid", 107 }, { "lockdown", 108 },
	{ "bpf", 109 }, { "landlock", 110 }, { "ima", 111 }, { "evm", 112 },
	{ "ipe", 113 },
};
#define N_MODULES (sizeof(modules) / sizeof(modules[0]))

static const char *module_name(uint64_t id)
{
	size_t i;

	for (i = 0; i < N_MODULES; i++)
		if (modules[i].id == id)
			return modules[i].name;
	return "?";
}

/* v4's id as mainline numbers it; 0 for an id v4 does not have. */
static unsigned int v4_to_mainline(uint32_t id)
{
	if (id >= 100 && id <= 103)
		return id;		/* capability, selinux, smack, tomoyo */
	if (id == 104)
		return 111;		/* ima */
	if (id >= 105 && id <= 111)
		return id - 1;		/* apparmor .. landlock */
	return 0;
}

static unsigned int mainline_to_v4(unsigned int id)
{
	if (id >= 100 && id <= 103)
		return id;
	if (id == 111)
		return 104;
	if (id >= 104 && id <= 110)
		return id + 1;
	return 0;
}

/* The attributes: v4's bit is 1 << i, mainline's number 100 + i. */
static const char *const attrs[] = {
	"current", "exec", "fscreate", "keycreate", "prev", "sockcreate",
};
#define N_ATTRS 6
#define ATTR_CURRENT	0
#define ATTR_EXEC	1
#define ATTR_FSCREATE	2

/* One front end's answer for one attribute: mainline ids and strings. */
#define MAX_VALUES 16
struct values {
	int err;		/* 0, or the errno of a call that failed */
	int n;
	unsigned int id[MAX_VALUES];
	char str[MAX_VALUES][256];
};

static union {
	unsigned char bytes[8192];
	uint64_t align;
} buf;

/* The string in ctx[0 .. ctx_len), up to its first NUL. */
static void take(struct values *out, unsigned int id, const uint8_t *ctx,
		 uint64_t ctx_len)
{
	size_t len = strnlen((const char *)ctx, ctx_len);

	if (out->n == MAX_VALUES)
		return;
	if (len >= sizeof(out->str[0]))
		len = sizeof(out->str[0]) - 1;
	out->id[out->n] = id;
	memcpy(out->str[out->n], ctx, len);
	out->str[out->n][len] = '\0';
	out->n++;
}

static void get_v4(int attr, struct values *out)
{
	size_t size = sizeof(buf), off = 0;
	long rc, i;

	memset(out, 0, sizeof(*out));
	rc = syscall(NR_V4_GET, buf.bytes, &size, 1u << attr);
	if (rc < 0) {
		out->err = errno;
		return;
	}
	for (i = 0; i < rc; i++) {
		const struct v4_ctx *e = (const void *)(buf.bytes + off);

		if (size - off < sizeof(*e) ||
		    e->ctx_len > size - off - sizeof(*e)) {
			out->err = EOVERFLOW;
			return;
		}
		take(out, v4_to_mainline(e->id), e->ctx, e->ctx_len);
		off += sizeof(*e) + e->ctx_len;
	}
}

static void get_mainline(int attr, struct values *out)
{
	uint32_t size = sizeof(buf), off = 0;
	long rc, i;

	memset(out, 0, sizeof(*out));
	rc = syscall(NR_ML_GET, 100 + attr, buf.bytes, &size, 0);
	if (rc < 0) {
		/*
		 * No entries: no module has the attribute (EOPNOTSUPP), or
		 * AppArmor has no value for it (ENOENT, as on 6.12, where
		 * AppArmor's getselfattr fails the call without one).
		 */
		if (errno != EOPNOTSUPP && errno != ENOENT)
			out->err = errno;
		return;
	}
	for (i = 0; i < rc; i++) {
		const struct ml_ctx *e = (const void *)(buf.bytes + off);

		if (size - off < sizeof(*e) || e->len > size - off ||
		    e->len < sizeof(*e) || e->ctx_len > e->len - sizeof(*e)) {
			out->err = EOVERFLOW;
			return;
		}
		take(out, (unsigned int)e->id, e->ctx, e->ctx_len);
		off += e->len;
	}
}

/* The value of module id in vals, or "(none)" (no entry, or empty). */
static const char *value_of(const struct values *vals, unsigned int id)
{
	int i;

	for (i = 0; i < vals->n; i++)
		if (vals->id[i] == id && vals->str[i][0])
			return vals->str[i];
	return "(none)";
}

/* Every module's value of attr is the same through 451 and 459. */
static void compare_attr(int attr, const char *when)
{
	struct values v4, ml;
	size_t i;

	get_v4(attr, &v4);
	get_mainline(attr, &ml);
	if (!tap_ok(!v4.err && !ml.err, "%s%s: both calls answer", when,
		    attrs[attr])) {
		tap_got("451: %s, 459: %s", v4.err ? strerror(v4.err) : "ok",
			ml.err ? strerror(ml.err) : "ok");
		return;
	}
	for (i = 0; i < N_MODULES; i++) {
		const char *a = value_of(&v4, modules[i].id);
		const char *b = value_of(&ml, modules[i].id);

		/* A module neither gives a value is not printed. */
		if (!strcmp(a, "(none)") && !strcmp(b, "(none)"))
			continue;
		tap_eq_str(a, b, "%s%s %s: 451's value equals 459's", when,
			   attrs[attr], modules[i].name);
	}
	/* An id only one front end knows would be missed above. */
	for (i = 0; i < (size_t)v4.n; i++)
		if (v4.str[i][0] && !strcmp(module_name(v4.id[i]), "?"))
			tap_ok(0, "%s%s: 451 names no id 459 knows (%u)", when,
			       attrs[attr], v4.id[i]);
	for (i = 0; i < (size_t)ml.n; i++)
		if (ml.str[i][0] && !mainline_to_v4(ml.id[i]))
			tap_ok(0, "%s%s: 459 names an id v4 has not (%u)", when,
			       attrs[attr], ml.id[i]);
}

/* The value that attr of module id has now, through both, is want. */
static void both_see(int attr, unsigned int id, const char *want,
		     const char *how)
{
	struct values v4, ml;

	get_v4(attr, &v4);
	get_mainline(attr, &ml);
	tap_eq_str(v4.err ? strerror(v4.err) : value_of(&v4, id), want,
		   "%s: 451 sees %s %s", how, module_name(id), attrs[attr]);
	tap_eq_str(ml.err ? strerror(ml.err) : value_of(&ml, id), want,
		   "%s: 459 sees %s %s", how, module_name(id), attrs[attr]);
}

/* Sets attr of module id (a mainline id) to value through 453. */
static long set_v4(int attr, unsigned int id, const char *value)
{
	size_t len = strlen(value) + 1;
	struct v4_ctx *e = (void *)buf.bytes;

	memset(buf.bytes, 0, sizeof(*e) + len);
	e->id = mainline_to_v4(id);
	e->flags = 1u << attr;
	e->ctx_len = len;
	memcpy(e->ctx, value, len);
	return syscall(NR_V4_SET, e, sizeof(*e) + len, 1u << attr);
}

/* The same through 460, in mainline's layout (len padded to 8). */
static long set_mainline(int attr, unsigned int id, const char *value)
{
	size_t len = strlen(value) + 1;
	size_t total = (sizeof(struct ml_ctx) + len + 7) & ~(size_t)7;
	struct ml_ctx *e = (void *)buf.bytes;

	memset(buf.bytes, 0, total);
	e->id = id;
	e->flags = 0;
	e->len = total;
	e->ctx_len = len;
	memcpy(e->ctx, value, len);
	return syscall(NR_ML_SET, 100 + attr, e, (uint32_t)total, 0);
}

/* One set, checked, then what both front ends see. */
static void set_and_see(int through_mainline, int attr, unsigned int id,
			const char *value, const char *want)
{
	char how[384];
	long rc;

	snprintf(how, sizeof(how), "%s %s set to \"%s\" through %s",
		 module_name(id), attrs[attr], value,
		 through_mainline ? "460" : "453");
	errno = 0;
	rc = through_mainline ? set_mainline(attr, id, value) :
				set_v4(attr, id, value);
	if (!tap_eq_long(rc, 0, "%s: answers 0", how) && rc == -1)
		tap_got("errno %d (%s)", errno, strerror(errno));
	both_see(attr, id, want, how);
}

static char context[256];

/* SELinux: fscreate and exec, set to the task's context and cleared. */
static void selinux_sets(void)
{
	set_and_see(0, ATTR_FSCREATE, ML_SELINUX, context, context);
	set_and_see(1, ATTR_FSCREATE, ML_SELINUX, "", "(none)");
	set_and_see(1, ATTR_EXEC, ML_SELINUX, context, context);
	set_and_see(0, ATTR_EXEC, ML_SELINUX, "", "(none)");
}

/* Smack: current to two labels in turn (root has CAP_MAC_ADMIN). */
static void smack_sets(void)
{
	set_and_see(0, ATTR_CURRENT, ML_SMACK, "lsmtest-a", "lsmtest-a");
	set_and_see(1, ATTR_CURRENT, ML_SMACK, "lsmtest-b", "lsmtest-b");
}

/* /sys/kernel/security/lsm as mainline ids, "108 100 101". */
static void securityfs_ids(char *out, size_t size)
{
	char names[512], *p;
	size_t i;
	int fd = open("/sys/kernel/security/lsm", O_RDONLY);
	ssize_t n = fd < 0 ? -1 : read(fd, names, sizeof(names) - 1);

	if (fd >= 0)
		close(fd);
	out[0] = '\0';
	if (n <= 0) {
		snprintf(out, size, "(unreadable)");
		return;
	}
	names[n] = '\0';
	for (p = strtok(names, ",\n"); p; p = strtok(NULL, ",\n")) {
		for (i = 0; i < N_MODULES; i++)
			if (!strcmp(p, modules[i].name))
				break;
		snprintf(out + strlen(out), size - strlen(out), "%s%u",
			 out[0] ? " " : "", i < N_MODULES ? modules[i].id : 0);
	}
}

/* The module lists through 452 and 461, as mainline ids. */
static int compare_lists(int *has_selinux, int *has_smack)
{
	uint32_t v4ids[32];
	uint64_t mlids[32];
	size_t v4size = sizeof(v4ids);
	uint32_t mlsize = sizeof(mlids);
	char a[256] = "", b[256] = "", want[256];
	long n4, nm, i;

	n4 = syscall(NR_V4_LIST, v4ids, &v4size, 0);
	if (!tap_ok(n4 > 0, "452: the module list")) {
		tap_got("rc %ld, errno %s", n4, strerror(errno));
		return 0;
	}
	nm = syscall(NR_ML_LIST, mlids, &mlsize, 0);
	if (!tap_ok(nm > 0, "461: the module list")) {
		tap_got("rc %ld, errno %s", nm, strerror(errno));
		return 0;
	}
	for (i = 0; i < n4 && i < 32; i++)
		snprintf(a + strlen(a), sizeof(a) - strlen(a), "%s%u",
			 i ? " " : "", v4_to_mainline(v4ids[i]));
	for (i = 0; i < nm && i < 32; i++) {
		snprintf(b + strlen(b), sizeof(b) - strlen(b), "%s%llu",
			 i ? " " : "", (unsigned long long)mlids[i]);
		*has_selinux |= mlids[i] == ML_SELINUX;
		*has_smack |= mlids[i] == ML_SMACK;
	}
	securityfs_ids(want, sizeof(want));
	tap_eq_str(a, want, "452's list, as mainline ids, follows /sys/kernel/security/lsm");
	tap_eq_str(b, want, "461's list follows /sys/kernel/security/lsm");
	return 1;
}

static int has_selinux, has_smack;

static void sets(void)
{
	if (has_selinux)
		selinux_sets();
	if (has_smack)
		smack_sets();
}

int main(void)
{
	uint32_t size = 0;
	size_t v4size = 0;
	int attr, fd;
	ssize_t n;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (syscall(NR_ML_LIST, NULL, &size, 0) < 0 && errno == ENOSYS) {
		printf("1..0 # SKIP this kernel has no 459-461 (mainline's calls)\n");
		return 0;
	}
	if (syscall(NR_V4_LIST, NULL, &v4size, 0) < 0 && errno == ENOSYS) {
		printf("1..0 # SKIP this kernel has no 451-453 (v4's numbers off)\n");
		return 0;
	}
	if (!compare_lists(&has_selinux, &has_smack))
		return tap_done();
	for (attr = 0; attr < N_ATTRS; attr++)
		compare_attr(attr, "");

	/* The value to set SELinux's attributes to: /proc's current. */
	fd = open("/proc/self/attr/current", O_RDONLY);
	n = fd < 0 ? -1 : read(fd, context, sizeof(context) - 1);
	if (fd >= 0)
		close(fd);
	while (n > 0 && (context[n - 1] == '\n' || context[n - 1] == '\0'))
		n--;
	context[n > 0 ? n : 0] = '\0';
	if (has_selinux && !tap_ok(n > 0, "SELinux: /proc/self/attr/current has the context to set"))
		has_selinux = 0;
	/* In a child: the sets change what this task is. */
	tap_in_child("sets through one front end, seen through both", sets);
	return tap_done();
}
