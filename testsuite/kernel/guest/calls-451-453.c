// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * In the guest: system calls 451-453 made exactly as a program built for
 * Linux 6.5 or later makes them, and what each kernel answers.  Since
 * 6.5/6.6, 451 is cachestat, 452 fchmodat2 (glibc 2.39's fchmodat tries
 * it first, falling back only on ENOSYS) and 453 map_shadow_stack; the
 * series' v4 numbers give those numbers to the LSM calls instead:
 *
 *   451 cachestat(fd, &range, &cs, 0)
 *   452 fchmodat2(AT_FDCWD, path, 0644, AT_SYMLINK_NOFOLLOW)
 *   452 fchmodat2(fd, path, 0, 0)
 *   453 map_shadow_stack(0, 4096, SHADOW_STACK_SET_TOKEN)
 *
 * Which kernel booted is what the boot says (lsmtest.kernel=, from
 * testsuite/boot/boot-lsm.sh), never guessed from the answers:
 *
 *   stock-6.1, distribution (ours, kernel/distribution.config: v4's
 *     numbers off): ENOSYS for each call, as on Debian's 6.1.
 *   ours (kernel/lsm.config: v4's numbers on): v4's LSM calls answer,
 *     the known cost of that choice: EINVAL (get: the flags are &cs),
 *     EINVAL (list: the flags are 0644), EFAULT (list: ids is the fd),
 *     EFAULT (set: ctx is NULL).
 *   stock-6.12: the real calls: 0, 0, 0, EOPNOTSUPP (no user shadow
 *     stacks here); both fchmodat2 calls change the mode.
 *
 * Every buffer passed, and the guard bytes around it, must be as it was
 * after the call (only cachestat's result, on 6.12, may change), and the
 * file's mode must be as it was wherever fchmodat2 must not run.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "tap.h"

/* Mainline's numbers and layouts (bookworm's headers predate them). */
#define NR_CACHESTAT		451
#define NR_FCHMODAT2		452
#define NR_MAP_SHADOW_STACK	453
#define SHADOW_STACK_SET_TOKEN	1

struct cachestat_range {
	uint64_t off;
	uint64_t len;
};

struct cachestat {
	uint64_t nr_cache;
	uint64_t nr_dirty;
	uint64_t nr_writeback;
	uint64_t nr_evicted;
	uint64_t nr_recently_evicted;
};

/* What answers 451-453 on each kernel the boots name. */
enum answers { NONE, V4, MAINLINE };

static const struct {
	const char *name;
	enum answers answers;
	const char *release;	/* what uname's release starts with */
} kernels[] = {
	{ "stock-6.1", NONE, "6.1." },
	{ "distribution", NONE, "6.1." },
	{ "ours", V4, "6.1." },
	{ "stock-6.12", MAINLINE, "6.12." },
};

/*
 * The memory each call is given: objects at fixed offsets, everything
 * else guard bytes.  The whole area is filled with a pattern first and
 * copied, so any byte the kernel writes shows.
 */
#define AREA_SIZE	512
#define OBJECT_OFF	64	/* the first object (range, path) */
#define RESULT_OFF	192	/* cachestat's result */

static union {
	unsigned char bytes[AREA_SIZE];
	uint64_t align;
} area;
static unsigned char saved[AREA_SIZE];

static void fill_area(void)
{
	size_t i;

	for (i = 0; i < AREA_SIZE; i++)
		area.bytes[i] = (unsigned char)(0xa5 ^ (i * 7));
}

static void save_area(void)
{
	memcpy(saved, area.bytes, AREA_SIZE);
}

/* The first byte in [from, to) that differs from the saved copy, or -1. */
static long changed_byte(size_t from, size_t to)
{
	size_t i;

	for (i = from; i < to; i++)
		if (area.bytes[i] != saved[i])
			return (long)i;
	return -1;
}

/* "the caller's memory is untouched", except [keep_from, keep_to). */
static void check_area(const char *call, size_t keep_from, size_t keep_to)
{
	long at = changed_byte(0, keep_from);

	if (at < 0)
		at = changed_byte(keep_to, AREA_SIZE);
	if (!tap_ok(at < 0, "%s: the buffers and the guard bytes around them are unchanged",
		    call))
		tap_got("byte %ld of the area: 0x%02x, was 0x%02x", at,
			area.bytes[at], saved[at]);
}

/* One answer: rc 0, or -1 with want_errno. */
static void check_answer(const char *call, long rc, int err, int want_errno)
{
	errno = err;
	if (want_errno) {
		tap_fails(rc, want_errno, "%s: answers -1, errno %s", call,
			  strerrorname_np(want_errno));
		return;
	}
	if (!tap_eq_long(rc, 0, "%s: answers 0", call) && rc == -1)
		tap_got("errno %d (%s)", err, strerror(err));
}

static char path[64];
static int fd;

/* The file's permission bits, or -1. */
static long file_mode(void)
{
	struct stat st;

	if (fstat(fd, &st))
		return -1;
	return st.st_mode & 07777;
}

static void test_cachestat(enum answers answers)
{
	static const char *const call = "451 cachestat(fd, &range, &cs, 0)";
	static const int want[] = { [NONE] = ENOSYS, [V4] = EINVAL,
				    [MAINLINE] = 0 };
	struct cachestat_range range = { .off = 0, .len = 4096 };
	struct cachestat cs;
	long rc;
	int err;

	fill_area();
	memcpy(area.bytes + OBJECT_OFF, &range, sizeof(range));
	save_area();
	errno = 0;
	rc = syscall(NR_CACHESTAT, fd, area.bytes + OBJECT_OFF,
		     area.bytes + RESULT_OFF, 0);
	err = errno;
	check_answer(call, rc, err, want[answers]);
	if (answers != MAINLINE) {
		check_area(call, 0, 0);
		return;
	}
	/* The result may change, nothing else. */
	check_area(call, RESULT_OFF, RESULT_OFF + sizeof(cs));
	memcpy(&cs, area.bytes + RESULT_OFF, sizeof(cs));
	/* One page written a moment ago on a tmpfs: cached, never evicted. */
	tap_eq_long((long)cs.nr_cache, 1, "%s: nr_cache counts the file's page",
		    call);
	tap_eq_long((long)cs.nr_evicted, 0, "%s: nr_evicted is 0", call);
}

/* One fchmodat2 call on the file, its mode 0600 before. */
static void test_fchmodat2(const char *call, int dirfd, unsigned int mode,
			   unsigned int flags, int want_errno, int runs)
{
	long rc, after;
	int err;

	if (fchmod(fd, 0600)) {
		tap_ok(0, "%s: fchmod(fd, 0600) first: %s", call, strerror(errno));
		return;
	}
	fill_area();
	strcpy((char *)area.bytes + OBJECT_OFF, path);
	save_area();
	errno = 0;
	rc = syscall(NR_FCHMODAT2, dirfd, area.bytes + OBJECT_OFF, mode, flags);
	err = errno;
	check_answer(call, rc, err, want_errno);
	check_area(call, 0, 0);
	after = file_mode();
	if (runs ? !tap_eq_long(after, mode, "%s: the mode is now %#o", call, mode) :
		   !tap_eq_long(after, 0600, "%s: the mode is still 0600", call))
		tap_got("mode %#lo", after);
}

static void test_map_shadow_stack(enum answers answers)
{
	static const char *const call = "453 map_shadow_stack(0, 4096, SHADOW_STACK_SET_TOKEN)";
	static const int want[] = { [NONE] = ENOSYS, [V4] = EFAULT,
				    [MAINLINE] = EOPNOTSUPP };
	long rc;
	int err;

	fill_area();
	save_area();
	errno = 0;
	rc = syscall(NR_MAP_SHADOW_STACK, 0UL, 4096UL,
		     (unsigned long)SHADOW_STACK_SET_TOKEN);
	err = errno;
	check_answer(call, rc, err, want[answers]);
	check_area(call, 0, 0);
}

/* The value of lsmtest.kernel= on the kernel's command line, or NULL. */
static const char *kernel_name(void)
{
	static char cmdline[4096];
	const char *key = "lsmtest.kernel=";
	char *p;
	FILE *f = fopen("/proc/cmdline", "r");
	size_t n;

	if (!f)
		return NULL;
	n = fread(cmdline, 1, sizeof(cmdline) - 1, f);
	fclose(f);
	cmdline[n] = '\0';
	for (p = strtok(cmdline, " \n"); p; p = strtok(NULL, " \n")) {
		if (!strncmp(p, key, strlen(key)))
			return p + strlen(key);
	}
	return NULL;
}

int main(void)
{
	enum answers answers;
	const char *name;
	struct utsname u;
	size_t i;
	int want_list, want_fault, runs;

	setvbuf(stdout, NULL, _IOLBF, 0);
	uname(&u);
	name = kernel_name();
	printf("# kernel: %s, lsmtest.kernel=%s\n", u.release,
	       name ? name : "(none)");
	for (i = 0; name && i < sizeof(kernels) / sizeof(kernels[0]); i++)
		if (!strcmp(name, kernels[i].name))
			break;
	if (!name || i == sizeof(kernels) / sizeof(kernels[0])) {
		tap_ok(0, "the boot names the kernel: lsmtest.kernel=stock-6.1, distribution, ours or stock-6.12 (testsuite/boot/boot-lsm.sh)");
		return tap_done();
	}
	answers = kernels[i].answers;
	/* The boot's word checked against what cannot be the answers'. */
	tap_ok(!strncmp(u.release, kernels[i].release,
			strlen(kernels[i].release)),
	       "lsmtest.kernel=%s boots a %sy kernel", name, kernels[i].release);

	strcpy(path, "/tmp/calls-451-453.XXXXXX");
	fd = mkstemp(path);
	if (fd < 0 || write(fd, "one page of a small file\n", 25) != 25) {
		tap_ok(0, "a small file in /tmp: %s", strerror(errno));
		return tap_done();
	}

	test_cachestat(answers);

	runs = answers == MAINLINE;
	want_list = answers == NONE ? ENOSYS : answers == V4 ? EINVAL : 0;
	test_fchmodat2("452 fchmodat2(AT_FDCWD, path, 0644, AT_SYMLINK_NOFOLLOW)",
		       AT_FDCWD, 0644, AT_SYMLINK_NOFOLLOW, want_list, runs);
	want_fault = answers == NONE ? ENOSYS : answers == V4 ? EFAULT : 0;
	test_fchmodat2("452 fchmodat2(fd, path, 0, 0)", fd, 0, 0, want_fault,
		       runs);

	test_map_shadow_stack(answers);

	close(fd);
	unlink(path);
	return tap_done();
}
