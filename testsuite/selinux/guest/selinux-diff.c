// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The differential test of liblsm-selinux: every call it exports, made
 * through Debian's libselinux 3.4 and through the adapter, must give the
 * same return value, errno and string.  TAP on stdout.
 *
 * Built twice from this file:
 *   selinux-diff ADAPTER.so      linked with libselinux only; the adapter
 *                                is dlopen()ed and its calls looked up.
 *                                ADAPTER.so may also be a patched
 *                                libselinux.so.1 (by its path): a second
 *                                copy is loaded, and compared.
 *   selinux-diff-linked          linked with liblsm-selinux before
 *                                libselinux, as a program that wants the
 *                                adapter is; libselinux's own calls are
 *                                looked up in libselinux.so.1.
 * Options (after ADAPTER.so for the first):
 *   --host            SELinux may be absent: compare, but SKIP the checks
 *                     that need the mdp policy.
 *   --noproc CONTEXT  /proc is not mounted: the adapter must still answer
 *                     (CONTEXT is the current context) and libselinux fail.
 *   --abi             print which LSM calls this kernel has (liblsm's
 *                     probe: seed, mainline or none) and exit.
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

#include <selinux/selinux.h>

#include "abi-name.h"
#include "lsm.h"
#include "tap.h"

/*
 * Contexts of the kernel's mdp policy (scripts/selinux/mdp), written as
 * the kernel writes them back ("c0,c1": "c0.c1" would read back changed).
 */
#define PROC_A	"user_u:base_r:base_t:s1"
#define PROC_B	"user_u:base_r:base_t:s0-s1:c0,c1"
#define OBJ_A	"user_u:object_r:base_t:s1"
#define OBJ_B	"user_u:object_r:base_t:s0:c0"
#define BOGUS	"no_such_user:no_such_r:no_such_t:s0"

typedef int (*get_fn)(char **);
typedef int (*set_fn)(const char *);

/* One implementation's calls for one attribute. */
struct calls {
	get_fn get, get_raw;
	set_fn set, set_raw;	/* NULL for prev */
};

enum { CURRENT, EXEC, FSCREATE, KEYCREATE, SOCKCREATE, PREV, NATTR };
static const char *const attr_names[NATTR] = {
	"current", "exec", "fscreate", "keycreate", "sockcreate", "prev",
};
static const char *const fn_names[NATTR] = {
	"con", "execcon", "fscreatecon", "keycreatecon", "sockcreatecon",
	"prevcon",
};

enum { LIB, ADAPTER };
static const char *const impl_names[] = { "libselinux", "adapter" };
static struct calls impl[2][NATTR];

static int host_mode;
static const char *adapter_path;	/* NULL when linked */

/* What one call gave: its return value, errno if it failed, string. */
struct outcome {
	int rc, err;
	char *str;
	int is_get;
};

static void show(const char *who, const struct outcome *o)
{
	if (o->rc < 0)
		printf("#   %s: %d, errno %d (%s)\n", who, o->rc, o->err,
		       strerror(o->err));
	else if (o->is_get)
		printf("#   %s: %d, \"%s\"\n", who, o->rc,
		       o->str ? o->str : "(NULL)");
	else
		printf("#   %s: %d\n", who, o->rc);
}

static int same(const struct outcome *a, const struct outcome *b)
{
	if (a->rc != b->rc)
		return 0;
	if (a->rc < 0)
		return a->err == b->err;
	if (!a->is_get)
		return 1;
	if (!a->str || !b->str)
		return a->str == b->str;
	return !strcmp(a->str, b->str);
}

static struct outcome do_get(get_fn fn)
{
	struct outcome o = { 0, 0, NULL, 1 };
	/* A stale pointer would show; libselinux leaves *con alone on errors. */
	char *con = (char *)"untouched";

	errno = 0;
	o.rc = fn(&con);
	o.err = errno;
	if (o.rc == 0)
		o.str = con ? strdup(con) : NULL;
	if (o.rc == 0 && con)
		freecon(con);
	return o;
}

static struct outcome do_set(set_fn fn, const char *con)
{
	struct outcome o = { 0, 0, NULL, 0 };

	errno = 0;
	o.rc = fn(con);
	o.err = errno;
	return o;
}

/* The kernel's value, read straight from /proc (not through any cache). */
static struct outcome kernel_value(int attr)
{
	struct outcome o = { 0, 0, NULL, 1 };
	char path[64], buf[4096] = "";
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/thread-self/attr/%s",
		 attr_names[attr]);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		o.rc = -1;
		o.err = errno;
		return o;
	}
	n = read(fd, buf, sizeof(buf) - 1);
	if (n < 0) {
		o.rc = -1;
		o.err = errno;
	} else if (n > 0) {
		o.str = strdup(buf);
	}
	close(fd);
	return o;
}

/* ---- set sequences, each in a thread of its own ---------------------- */

#define MAX_STEPS 24
struct run {
	int impl, attr, raw;
	int nsteps;
	const char *what[MAX_STEPS];
	struct outcome out[MAX_STEPS];
	/* What a test of the policy expects: 0 or errno, NULL = no check. */
	int want_err[MAX_STEPS];
	const char *want_str[MAX_STEPS];
	int check[MAX_STEPS];
};

static char long_context[5000];

static void step(struct run *r, const char *what, struct outcome o,
		 int check, int want_err, const char *want_str)
{
	int i = r->nsteps++;

	r->what[i] = what;
	r->out[i] = o;
	r->check[i] = check;
	r->want_err[i] = want_err;
	r->want_str[i] = want_str;
}

static void *sequence(void *arg)
{
	struct run *r = arg;
	const struct calls *c = &impl[r->impl][r->attr];
	get_fn get = r->raw ? c->get_raw : c->get;
	set_fn set = r->raw ? c->set_raw : c->set;
	int cur = r->attr == CURRENT;
	const char *a = cur || r->attr == EXEC ? PROC_A : OBJ_A;
	const char *b = cur || r->attr == EXEC ? PROC_B : OBJ_B;
	struct outcome start = do_get(get);
	int forced = r->attr == FSCREATE && !geteuid();
	/* Clearing "current" is refused; the others become empty. */
	int clear_err = cur ? EINVAL : 0;
	const char *after_clear = cur ? b : NULL;

	step(r, "get at start", start, 0, 0, NULL);
	step(r, "set A", do_set(set, a), 1, 0, NULL);
	step(r, "get after set A", do_get(get), 1, 0, a);
	step(r, "kernel value after set A", kernel_value(r->attr), 1, 0, a);
	step(r, "set A again", do_set(set, a), 1, 0, NULL);
	/*
	 * SELinux takes any fscreate value from a CAP_MAC_ADMIN caller (to
	 * label files with contexts the policy does not know): then the
	 * illegal one, and a page of 'a', are set.
	 */
	step(r, "set an illegal context", do_set(set, BOGUS), 1,
	     forced ? 0 : EINVAL, NULL);
	step(r, "get after the illegal one", do_get(get), 1, 0,
	     forced ? BOGUS : a);
	step(r, "set a context longer than a page", do_set(set, long_context),
	     1, forced ? 0 : EINVAL, NULL);
	/* What SELinux reads back for that forced value is its business. */
	step(r, "kernel value after the long one", kernel_value(r->attr),
	     !forced, 0, a);
	step(r, "set B", do_set(set, b), 1, 0, NULL);
	step(r, "get after set B", do_get(get), 1, 0, b);
	step(r, "kernel value after set B", kernel_value(r->attr), 1, 0, b);
	step(r, "clear with NULL", do_set(set, NULL), 1, clear_err, NULL);
	step(r, "get after clear", do_get(get), 1, 0, after_clear);
	step(r, "kernel value after clear", kernel_value(r->attr), 1, 0,
	     after_clear);
	step(r, "clear again", do_set(set, NULL), 1, clear_err, NULL);
	step(r, "set A after clear", do_set(set, a), 1, 0, NULL);
	step(r, "get after set A again", do_get(get), 1, 0, a);
	step(r, "prev after all that", do_get(r->raw ? impl[r->impl][PREV].get_raw
					       : impl[r->impl][PREV].get),
	     0, 0, NULL);
	/* Leave no exec/create value behind for the next test. */
	step(r, "set the start value back", do_set(set, start.rc ? NULL :
						  start.str), 0, 0, NULL);
	return NULL;
}

static void run_thread(void *(*fn)(void *), void *arg)
{
	pthread_t t;

	if (pthread_create(&t, NULL, fn, arg) || pthread_join(t, NULL)) {
		printf("Bail out! pthread_create failed\n");
		exit(1);
	}
}

static void compare_sequences(int attr, int raw, int selinux)
{
	struct run r[2];
	const char *variant = raw ? "_raw" : "";
	int i, k, ok;

	memset(r, 0, sizeof(r));
	for (k = LIB; k <= ADAPTER; k++) {
		r[k].impl = k;
		r[k].attr = attr;
		r[k].raw = raw;
		run_thread(sequence, &r[k]);
	}
	for (i = 0; i < r[0].nsteps; i++) {
		const struct outcome *o = &r[ADAPTER].out[i];

		ok = same(&r[LIB].out[i], o);
		if (!ok || (selinux && r[0].check[i])) {
			/* The policy's answer, so both cannot be wrong alike. */
			if (selinux && r[0].check[i]) {
				if (r[0].want_err[i])
					ok = ok && o->rc == -1 &&
					     o->err == r[0].want_err[i];
				else if (o->is_get)
					ok = ok && o->rc == 0 &&
					     (r[0].want_str[i] && o->str ?
					      !strcmp(o->str, r[0].want_str[i]) :
					      r[0].want_str[i] == o->str);
				else
					ok = ok && o->rc == 0;
			}
		}
		tap_ok(ok, "set%s%s/get%s%s: %s: same as libselinux%s",
		       fn_names[attr], variant, fn_names[attr], variant,
		       r[0].what[i],
		       selinux && r[0].check[i] ? ", as the policy says" : "");
		if (!ok) {
			show(impl_names[LIB], &r[LIB].out[i]);
			show(impl_names[ADAPTER], o);
		}
	}
	for (k = LIB; k <= ADAPTER; k++)
		for (i = 0; i < r[k].nsteps; i++)
			free(r[k].out[i].str);
}

/* ---- two threads: a set in one is not seen by the other -------------- */

struct pair {
	int impl, attr;
	pthread_barrier_t *bar;
	struct outcome set_a, own, other, other_set, mine_after, mine_kernel;
};

static void *pair_setter(void *arg)
{
	struct pair *p = arg;
	const struct calls *c = &impl[p->impl][p->attr];
	const char *a = p->attr == EXEC ? PROC_A : OBJ_A;

	p->set_a = do_set(c->set_raw, a);
	p->own = do_get(c->get_raw);
	pthread_barrier_wait(p->bar);	/* 1: set done */
	pthread_barrier_wait(p->bar);	/* 2: other looked, and set B */
	p->mine_after = do_get(c->get_raw);
	p->mine_kernel = kernel_value(p->attr);
	do_set(c->set_raw, NULL);
	return NULL;
}

static void *pair_other(void *arg)
{
	struct pair *p = arg;
	const struct calls *c = &impl[p->impl][p->attr];
	const char *b = p->attr == EXEC ? PROC_B : OBJ_B;

	pthread_barrier_wait(p->bar);
	p->other = do_get(c->get_raw);
	p->other_set = do_set(c->set_raw, b);
	pthread_barrier_wait(p->bar);
	do_set(c->set_raw, NULL);
	return NULL;
}

static void two_threads(int attr, int selinux)
{
	struct pair p[2];
	pthread_barrier_t bar;
	pthread_t t1, t2;
	const char *a = attr == EXEC ? PROC_A : OBJ_A;
	int k, ok;

	memset(p, 0, sizeof(p));
	for (k = LIB; k <= ADAPTER; k++) {
		pthread_barrier_init(&bar, NULL, 2);
		p[k].impl = k;
		p[k].attr = attr;
		p[k].bar = &bar;
		if (pthread_create(&t1, NULL, pair_setter, &p[k]) ||
		    pthread_create(&t2, NULL, pair_other, &p[k])) {
			printf("Bail out! pthread_create failed\n");
			exit(1);
		}
		pthread_join(t1, NULL);
		pthread_join(t2, NULL);
		pthread_barrier_destroy(&bar);
	}
	ok = same(&p[LIB].set_a, &p[ADAPTER].set_a) &&
	     same(&p[LIB].own, &p[ADAPTER].own) &&
	     same(&p[LIB].other, &p[ADAPTER].other) &&
	     same(&p[LIB].other_set, &p[ADAPTER].other_set) &&
	     same(&p[LIB].mine_after, &p[ADAPTER].mine_after) &&
	     same(&p[LIB].mine_kernel, &p[ADAPTER].mine_kernel);
	if (selinux) {
		const struct pair *q = &p[ADAPTER];

		ok = ok && q->set_a.rc == 0 && q->own.str &&
		     !strcmp(q->own.str, a) && q->other.rc == 0 &&
		     !q->other.str && q->other_set.rc == 0 &&
		     q->mine_after.str && !strcmp(q->mine_after.str, a) &&
		     q->mine_kernel.str && !strcmp(q->mine_kernel.str, a);
	}
	tap_ok(ok, "set%s_raw in one thread is not seen by another, "
	       "same as libselinux", fn_names[attr]);
	if (!ok)
		for (k = LIB; k <= ADAPTER; k++) {
			printf("# %s:\n", impl_names[k]);
			show("set A", &p[k].set_a);
			show("own get", &p[k].own);
			show("other thread's get", &p[k].other);
			show("other thread's set B", &p[k].other_set);
			show("own get after", &p[k].mine_after);
			show("own kernel value after", &p[k].mine_kernel);
		}
	for (k = LIB; k <= ADAPTER; k++) {
		free(p[k].own.str);
		free(p[k].other.str);
		free(p[k].mine_after.str);
		free(p[k].mine_kernel.str);
	}
}

/* ---- finding the two implementations --------------------------------- */

static void *lookup(void *handle, const char *name)
{
	void *p = dlvsym(handle, name, "LIBSELINUX_1.0");

	if (!p) {
		printf("Bail out! %s@LIBSELINUX_1.0 not found: %s\n", name,
		       dlerror());
		exit(1);
	}
	return p;
}

/* Which file a function lives in: the wiring must be the one we think. */
static const char *home(void *fn)
{
	Dl_info info;

	if (!dladdr(fn, &info) || !info.dli_fname)
		return "?";
	return info.dli_fname;
}

#ifdef LINKED
/*
 * Linked: the program's own references, bound by the linker to the first
 * library that defines them, -llsm-selinux, as in any program that links
 * it (a lookup by name would not even make the linker keep the library).
 */
static const struct calls linked[NATTR] = {
	[CURRENT] = { getcon, getcon_raw, setcon, setcon_raw },
	[EXEC] = { getexeccon, getexeccon_raw, setexeccon, setexeccon_raw },
	[FSCREATE] = { getfscreatecon, getfscreatecon_raw, setfscreatecon,
		       setfscreatecon_raw },
	[KEYCREATE] = { getkeycreatecon, getkeycreatecon_raw, setkeycreatecon,
			setkeycreatecon_raw },
	[SOCKCREATE] = { getsockcreatecon, getsockcreatecon_raw,
			 setsockcreatecon, setsockcreatecon_raw },
	[PREV] = { getprevcon, getprevcon_raw, NULL, NULL },
};
#endif

static void load(void *lib, void *adapter)
{
	char name[64];
	int a, k;
	void *h;

	for (k = LIB; k <= ADAPTER; k++) {
#ifdef LINKED
		if (k == ADAPTER) {
			memcpy(impl[k], linked, sizeof(linked));
			break;
		}
#endif
		h = k == LIB ? lib : adapter;
		for (a = 0; a < NATTR; a++) {
			snprintf(name, sizeof(name), "get%s", fn_names[a]);
			impl[k][a].get = (get_fn)lookup(h, name);
			snprintf(name, sizeof(name), "get%s_raw", fn_names[a]);
			impl[k][a].get_raw = (get_fn)lookup(h, name);
			if (a == PREV)
				continue;
			snprintf(name, sizeof(name), "set%s", fn_names[a]);
			impl[k][a].set = (set_fn)lookup(h, name);
			snprintf(name, sizeof(name), "set%s_raw", fn_names[a]);
			impl[k][a].set_raw = (set_fn)lookup(h, name);
		}
	}
	/*
	 * The file given may be a patched libselinux.so.1 as well as the
	 * adapter: its calls must come from that very file, not from the
	 * libselinux.so.1 already loaded.
	 */
	tap_ok(strstr(home((void *)impl[LIB][CURRENT].get_raw),
		      "libselinux.so") &&
	       (adapter_path ?
		!strcmp(home((void *)impl[ADAPTER][CURRENT].get_raw),
			adapter_path) :
		!!strstr(home((void *)impl[ADAPTER][CURRENT].get_raw),
			 "liblsm-selinux")),
	       "the adapter's getcon_raw is in %s, libselinux's in %s",
	       home((void *)impl[ADAPTER][CURRENT].get_raw),
	       home((void *)impl[LIB][CURRENT].get_raw));
}

/* ---- /proc unmounted: only the system calls can answer --------------- */

static void *noproc_thread(void *arg)
{
	struct outcome *o = arg;

	/* A new thread: nothing cached; its exec value is inherited. */
	o[LIB] = do_get(impl[LIB][EXEC].get_raw);
	o[ADAPTER] = do_get(impl[ADAPTER][EXEC].get_raw);
	return NULL;
}

static void noproc(const char *context)
{
	struct outcome o[2], t[2];
	int a, raw, k;

	if (!access("/proc/self", F_OK)) {
		tap_ok(0, "/proc is not mounted");
		return;
	}
	for (a = 0; a < NATTR; a++) {
		for (raw = 0; raw <= 1; raw++) {
			for (k = LIB; k <= ADAPTER; k++)
				o[k] = do_get(raw ? impl[k][a].get_raw :
					      impl[k][a].get);
			tap_ok(o[LIB].rc == -1 && o[LIB].err == ENOENT,
			       "no /proc: libselinux's get%s%s fails, ENOENT",
			       fn_names[a], raw ? "_raw" : "");
			if (a == CURRENT || a == PREV)
				tap_ok(o[ADAPTER].rc == 0 && o[ADAPTER].str &&
				       !strcmp(o[ADAPTER].str, context),
				       "no /proc: the adapter's get%s%s is %s",
				       fn_names[a], raw ? "_raw" : "",
				       context);
			else
				tap_ok(o[ADAPTER].rc == 0 && !o[ADAPTER].str,
				       "no /proc: the adapter's get%s%s is NULL",
				       fn_names[a], raw ? "_raw" : "");
			if (o[ADAPTER].rc)
				show("adapter", &o[ADAPTER]);
			free(o[ADAPTER].str);
		}
	}
	o[LIB] = do_set(impl[LIB][EXEC].set_raw, PROC_A);
	tap_ok(o[LIB].rc == -1 && o[LIB].err == ENOENT,
	       "no /proc: libselinux's setexeccon_raw fails, ENOENT");
	o[ADAPTER] = do_set(impl[ADAPTER][EXEC].set_raw, PROC_A);
	tap_ok(o[ADAPTER].rc == 0, "no /proc: the adapter's setexeccon_raw "
	       "works");
	o[ADAPTER] = do_set(impl[ADAPTER][EXEC].set_raw, BOGUS);
	tap_ok(o[ADAPTER].rc == -1 && o[ADAPTER].err == EINVAL,
	       "no /proc: the adapter's setexeccon_raw of an illegal "
	       "context fails, EINVAL");
	run_thread(noproc_thread, t);
	tap_ok(t[LIB].rc == -1 && t[LIB].err == ENOENT && t[ADAPTER].rc == 0 &&
	       t[ADAPTER].str && !strcmp(t[ADAPTER].str, PROC_A),
	       "no /proc: a new thread (nothing cached) reads the exec value "
	       "through the adapter only");
	free(t[ADAPTER].str);
	o[ADAPTER] = do_set(impl[ADAPTER][EXEC].set_raw, NULL);
	tap_ok(o[ADAPTER].rc == 0, "no /proc: the adapter clears it");
}

int main(int argc, char **argv)
{
	const char *context = NULL;
	void *lib, *adapter;
	int a, raw, i = 1, selinux;

	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc == 2 && !strcmp(argv[1], "--abi")) {
		puts(lsm_abi_name(lsm_abi()));
		return 0;
	}
#ifdef LINKED
	adapter = NULL;
#else
	if (argc < 2) {
		fprintf(stderr, "usage: %s ADAPTER.so [--host | --noproc CONTEXT]\n"
			"       %s --abi\n", argv[0], argv[0]);
		return 2;
	}
	adapter_path = argv[i];
	adapter = dlopen(argv[i++], RTLD_NOW | RTLD_LOCAL);
	if (!adapter) {
		printf("Bail out! %s\n", dlerror());
		return 1;
	}
#endif
	for (; i < argc; i++) {
		if (!strcmp(argv[i], "--host"))
			host_mode = 1;
		else if (!strcmp(argv[i], "--noproc") && i + 1 < argc)
			context = argv[++i];
	}
	lib = dlopen("libselinux.so.1", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
	if (!lib) {
		printf("Bail out! libselinux.so.1 is not loaded: %s\n",
		       dlerror());
		return 1;
	}
	load(lib, adapter);

	if (context) {
		noproc(context);
		return tap_done();
	}

	selinux = is_selinux_enabled() > 0;
	printf("# is_selinux_enabled: %d\n", selinux);
	if (!selinux && !host_mode)
		tap_ok(0, "SELinux is enabled (policy loaded, selinuxfs, "
		       "/etc/selinux/config)");
	memset(long_context, 'a', sizeof(long_context) - 1);

	/* Every get, in the main thread, as it starts. */
	for (a = 0; a < NATTR; a++)
		for (raw = 0; raw <= 1; raw++) {
			struct outcome o[2];
			int k, ok;

			for (k = LIB; k <= ADAPTER; k++)
				o[k] = do_get(raw ? impl[k][a].get_raw :
					      impl[k][a].get);
			ok = same(&o[LIB], &o[ADAPTER]);
			tap_ok(ok, "get%s%s: same as libselinux",
			       fn_names[a], raw ? "_raw" : "");
			show(impl_names[ADAPTER], &o[ADAPTER]);
			if (!ok)
				show(impl_names[LIB], &o[LIB]);
			free(o[LIB].str);
			free(o[ADAPTER].str);
		}

	for (a = 0; a < PREV; a++)
		for (raw = 0; raw <= 1; raw++)
			compare_sequences(a, raw, selinux);
	for (a = EXEC; a < PREV; a++)
		two_threads(a, selinux);
	if (!selinux)
		tap_skip("SELinux is not enabled here",
		     "the results are the mdp policy's");

	return tap_done();
}
