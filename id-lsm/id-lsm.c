// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * id-lsm: prints the calling process's security context as coreutils 9.1
 * 'id -Z' does (same bytes, messages and exit status), and what 'id -Z'
 * cannot show: every module's value, any attribute, the module list.
 *
 * The values come from liblsm with its /proc fallback, so the tool works
 * on this project's kernel, on mainline 6.8+ and on kernels without the
 * system calls alike.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>

#include <lsm.h>

#include "json.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

/*
 * What coreutils 9.1 'id -Z' says, word for word.  Debian builds coreutils
 * without libsmack, so its id never uses the "SELinux/SMACK-enabled"
 * wording; id-lsm matches the id people actually run.
 */
#define MSG_NO_CONTEXT "--context (-Z) works only on an SELinux-enabled kernel"
#define MSG_CANT_GET "can't get process context"

/* Like coreutils, messages carry argv[0] as given: a link named 'id' then
 * prints exactly what 'id' prints. */
static const char *program_name = "id-lsm";

static void __attribute__((format(printf, 2, 3)))
error_msg(int errnum, const char *fmt, ...)
{
	va_list ap;

	/* Keep what was printed before the message before it, as error(3). */
	fflush(stdout);
	fprintf(stderr, "%s: ", program_name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	if (errnum)
		fprintf(stderr, ": %s", strerror(errnum));
	putc('\n', stderr);
}

/*
 * As coreutils' close_stdout: output the kernel did not take is a failure,
 * even when the rest went well.  A closed stdout with nothing to write is
 * not an error (EBADF with nothing pending).
 */
static int finish(int status)
{
	bool pending = __fpending(stdout) != 0;
	bool failed = ferror(stdout) != 0;
	int err;

	errno = 0;
	if (fclose(stdout) != 0) {
		err = errno;
		if (err != EBADF || pending || failed) {
			error_msg(err, "write error");
			return EXIT_FAILURE;
		}
	}
	if (failed) {
		error_msg(0, "write error");
		return EXIT_FAILURE;
	}
	return status;
}

static void try_help(void)
{
	fprintf(stderr, "Try '%s --help' for more information.\n",
		program_name);
}

static void usage(void)
{
	printf("Usage: %s [OPTION]...\n", program_name);
	fputs("\
Print the security context of the current process, as 'id -Z' does,\n\
or what the Linux security modules hold for it.\n\
\n\
  -Z, --context      print the context (the default; as 'id -Z')\n\
      --all          print every module's value, one 'NAME: VALUE' line each\n\
      --attr=ATTR    use attribute ATTR instead of 'current': exec, prev,\n\
                       fscreate, keycreate or sockcreate\n\
      --lsm=NAME     print the value of module NAME only\n\
      --list         print the active modules, one per line\n\
      --json         print the module list and the values as JSON\n\
  -z, --zero         end each line with NUL, not newline\n\
      --help         display this help and exit\n\
      --version      output version information and exit\n\
\n\
Exit status is 0 when everything asked for was printed, 1 otherwise.\n",
	      stdout);
}

static void put_line(const char *s, char end)
{
	fputs(s, stdout);
	putchar(end);
}

/* Modules newer than liblsm's table have only their number to show. */
static const char *module_name(unsigned int id, char *buf, size_t size)
{
	const char *name = lsm_id_to_name(id);

	if (name)
		return name;
	snprintf(buf, size, "%u", id);
	return buf;
}

/* The first entry is what /proc/self/attr/ATTR shows, as 'id -Z' reads. */
static int print_first(unsigned int attr, char end)
{
	struct lsm_ctx *buf, *pos;
	size_t size;
	int n;

	n = lsm_get_self_attr_alloc(attr, &buf, &size, LSM_FALLBACK_PROC);
	if (n < 0) {
		if (attr == LSM_ATTR_CURRENT)
			error_msg(0, MSG_CANT_GET);
		else
			error_msg(errno, "cannot get attribute '%s'",
				  lsm_attr_to_name(attr));
		return EXIT_FAILURE;
	}
	pos = lsm_ctx_first(buf, size);
	if (n == 0 || !pos) {
		if (attr == LSM_ATTR_CURRENT)
			error_msg(0, MSG_NO_CONTEXT);
		else
			error_msg(0, "no security module has a value for '%s'",
				  lsm_attr_to_name(attr));
		free(buf);
		return EXIT_FAILURE;
	}
	put_line((char *)pos->ctx, end);
	free(buf);
	return EXIT_SUCCESS;
}

static int print_module(unsigned int id, const char *name, unsigned int attr,
			char end)
{
	const char *attr_name = lsm_attr_to_name(attr);
	char *value;

	if (lsm_get_self_value(id, attr, &value, LSM_FALLBACK_PROC) < 0) {
		if (errno == ENODATA)
			error_msg(0, "%s has no value for '%s'", name, attr_name);
		else if (errno == ENOENT)
			error_msg(0, "%s is not active or does not use '%s'",
				  name, attr_name);
		else
			error_msg(errno, "cannot get the '%s' value of %s",
				  attr_name, name);
		return EXIT_FAILURE;
	}
	put_line(value, end);
	free(value);
	return EXIT_SUCCESS;
}

static int print_all(unsigned int attr, char end)
{
	struct lsm_ctx *buf, *pos;
	char num[16];
	size_t size;

	if (lsm_get_self_attr_alloc(attr, &buf, &size, LSM_FALLBACK_PROC) < 0) {
		error_msg(errno, "cannot get attribute '%s'",
			  lsm_attr_to_name(attr));
		return EXIT_FAILURE;
	}
	lsm_ctx_for_each(pos, buf, size) {
		printf("%s: ", module_name(pos->id, num, sizeof(num)));
		put_line((char *)pos->ctx, end);
	}
	free(buf);
	return EXIT_SUCCESS;
}

static int print_list(char end)
{
	char **names;
	int i, n;

	n = lsm_module_names(&names, LSM_FALLBACK_PROC);
	if (n < 0) {
		error_msg(errno, "cannot list the security modules");
		return EXIT_FAILURE;
	}
	for (i = 0; i < n; i++)
		put_line(names[i], end);
	lsm_free_names(names);
	return EXIT_SUCCESS;
}

/*
 * {"attr":"current","modules":["capability","selinux"],
 *  "values":[{"lsm":"selinux","id":101,"value":"kernel"}]}
 * "modules" is null where no list can be had; a value that is not UTF-8
 * also gets "hex", its exact bytes.  only_id 0 means every module.
 */
static int print_json(unsigned int attr, unsigned int only_id, char end)
{
	struct lsm_ctx *buf, *pos;
	const char *value, *name;
	char **names;
	size_t size;
	bool first = true;
	int i, n;

	if (lsm_get_self_attr_alloc(attr, &buf, &size, LSM_FALLBACK_PROC) < 0) {
		error_msg(errno, "cannot get attribute '%s'",
			  lsm_attr_to_name(attr));
		return EXIT_FAILURE;
	}
	fputs("{\"attr\":", stdout);
	name = lsm_attr_to_name(attr);
	json_put_string(stdout, name, strlen(name));
	fputs(",\"modules\":", stdout);
	n = lsm_module_names(&names, LSM_FALLBACK_PROC);
	if (n < 0) {
		fputs("null", stdout);
	} else {
		putchar('[');
		for (i = 0; i < n; i++) {
			if (i)
				putchar(',');
			json_put_string(stdout, names[i], strlen(names[i]));
		}
		putchar(']');
		lsm_free_names(names);
	}
	fputs(",\"values\":[", stdout);
	lsm_ctx_for_each(pos, buf, size) {
		if (only_id && pos->id != only_id)
			continue;
		if (!first)
			putchar(',');
		first = false;
		fputs("{\"lsm\":", stdout);
		name = lsm_id_to_name(pos->id);
		if (name)
			json_put_string(stdout, name, strlen(name));
		else
			fputs("null", stdout);
		printf(",\"id\":%u,\"value\":", (unsigned int)pos->id);
		value = (const char *)pos->ctx;
		if (!json_put_string(stdout, value, strlen(value))) {
			fputs(",\"hex\":", stdout);
			json_put_hex(stdout, value, strlen(value));
		}
		putchar('}');
	}
	fputs("]}", stdout);
	putchar(end);
	free(buf);
	return EXIT_SUCCESS;
}

enum {
	OPT_ALL = 256,
	OPT_ATTR,
	OPT_LSM,
	OPT_LIST,
	OPT_JSON,
	OPT_HELP,
	OPT_VERSION,
};

static const struct option long_options[] = {
	{ "context", no_argument, NULL, 'Z' },
	{ "zero", no_argument, NULL, 'z' },
	{ "all", no_argument, NULL, OPT_ALL },
	{ "attr", required_argument, NULL, OPT_ATTR },
	{ "lsm", required_argument, NULL, OPT_LSM },
	{ "list", no_argument, NULL, OPT_LIST },
	{ "json", no_argument, NULL, OPT_JSON },
	{ "help", no_argument, NULL, OPT_HELP },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

/* Bad usage: the message, the hint, status 1 (as coreutils' usage()). */
static int bad_usage(const char *fmt, const char *arg)
{
	if (fmt)
		error_msg(0, fmt, arg);
	try_help();
	return finish(EXIT_FAILURE);
}

int main(int argc, char **argv)
{
	const char *mode = NULL, *attr_arg = NULL, *lsm_arg = NULL;
	unsigned int attr = LSM_ATTR_CURRENT, lsm_id = 0;
	char end = '\n';
	int c;

	if (argc > 0 && argv[0] && argv[0][0])
		program_name = argv[0];

	while ((c = getopt_long(argc, argv, "zZ", long_options, NULL)) != -1) {
		switch (c) {
		case 'Z':
			break;
		case 'z':
			end = '\0';
			break;
		case OPT_ALL:
		case OPT_LIST:
		case OPT_JSON: {
			const char *opt = c == OPT_ALL ? "--all" :
					  c == OPT_LIST ? "--list" : "--json";

			if (mode && strcmp(mode, opt)) {
				error_msg(0, "%s and %s cannot be used together",
					  mode, opt);
				return bad_usage(NULL, NULL);
			}
			mode = opt;
			break;
		}
		case OPT_ATTR:
			attr_arg = optarg;
			break;
		case OPT_LSM:
			lsm_arg = optarg;
			break;
		case OPT_HELP:
			usage();
			return finish(EXIT_SUCCESS);
		case OPT_VERSION:
			printf("id-lsm (lsm-syscalls) %s\n", PACKAGE_VERSION);
			return finish(EXIT_SUCCESS);
		default:
			/* getopt_long has said what was wrong. */
			return bad_usage(NULL, NULL);
		}
	}
	if (optind < argc)
		return bad_usage("extra operand '%s'", argv[optind]);

	if (attr_arg) {
		attr = lsm_name_to_attr(attr_arg);
		if (!attr)
			return bad_usage("unknown attribute '%s'", attr_arg);
	}
	if (lsm_arg) {
		lsm_id = lsm_name_to_id(lsm_arg);
		if (!lsm_id)
			return bad_usage("unknown security module '%s'",
					 lsm_arg);
	}
	if (mode && !strcmp(mode, "--list") && (attr_arg || lsm_arg))
		return bad_usage("--list cannot be used with %s",
				 attr_arg ? "--attr" : "--lsm");
	if (mode && !strcmp(mode, "--all") && lsm_arg)
		return bad_usage("--all and --lsm cannot be used together",
				 NULL);

	if (!mode)
		return finish(lsm_id ? print_module(lsm_id, lsm_arg, attr, end)
				     : print_first(attr, end));
	if (!strcmp(mode, "--all"))
		return finish(print_all(attr, end));
	if (!strcmp(mode, "--list"))
		return finish(print_list(end));
	return finish(print_json(attr, lsm_id, end));
}
