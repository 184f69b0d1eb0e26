// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * seccomp-compile RULES OUT: build the rule list that profile-rules
 * writes into a raw BPF program for this (the native) architecture, as a
 * container runtime would through libseccomp, and write it to OUT for
 * seccomp-run to install in the guest.
 *
 * As runc does: a name libseccomp does not know is skipped (so the call
 * falls to the default action), and so is a rule whose action is the
 * default one.  "#N" names a call by number, which is how a filter
 * reaches calls that have no name in this libseccomp.  Only the native
 * architecture is filtered: the programs under test are native, and any
 * other architecture gets libseccomp's bad-architecture action.
 */
#include <errno.h>
#include <fcntl.h>
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int parse_action(const char *word, uint32_t *act)
{
	char *end;
	long n;

	if (!strcmp(word, "allow")) {
		*act = SCMP_ACT_ALLOW;
		return 0;
	}
	if (!strcmp(word, "kill")) {
		*act = SCMP_ACT_KILL_PROCESS;
		return 0;
	}
	if (!strncmp(word, "errno:", 6)) {
		n = strtol(word + 6, &end, 10);
		if (*end || n < 0 || n > 4095)
			return -1;
		*act = SCMP_ACT_ERRNO((uint16_t)n);
		return 0;
	}
	return -1;
}

static int parse_cond(const char *word, struct scmp_arg_cmp *c)
{
	static const struct { const char *name; enum scmp_compare op; } ops[] = {
		{ "ne", SCMP_CMP_NE }, { "lt", SCMP_CMP_LT },
		{ "le", SCMP_CMP_LE }, { "eq", SCMP_CMP_EQ },
		{ "ge", SCMP_CMP_GE }, { "gt", SCMP_CMP_GT },
		{ "masked_eq", SCMP_CMP_MASKED_EQ },
	};
	char op[16];
	unsigned int arg;
	unsigned long long a, b;
	size_t i;

	if (sscanf(word, "%u:%15[a-z_]:%llu:%llu", &arg, op, &a, &b) != 4 ||
	    arg > 5)
		return -1;
	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		if (!strcmp(op, ops[i].name)) {
			c->arg = arg;
			c->op = ops[i].op;
			c->datum_a = a;
			c->datum_b = b;
			return 0;
		}
	}
	return -1;
}

int main(int argc, char **argv)
{
	scmp_filter_ctx ctx = NULL;
	uint32_t def = 0, act;
	char line[1024];
	unsigned int lineno = 0, rules = 0, skipped = 0, same = 0;
	FILE *in;
	int fd, rc;

	if (argc != 3) {
		fprintf(stderr, "usage: seccomp-compile RULES OUT\n");
		return 2;
	}
	in = fopen(argv[1], "r");
	if (!in) {
		perror(argv[1]);
		return 1;
	}
	while (fgets(line, sizeof(line), in)) {
		struct scmp_arg_cmp conds[6];
		unsigned int ncond = 0;
		char *word, *name, *save;
		int nr;

		lineno++;
		word = strtok_r(line, " \t\n", &save);
		if (!word || *word == '#')
			continue;
		if (!strcmp(word, "default")) {
			word = strtok_r(NULL, " \t\n", &save);
			if (ctx || !word || parse_action(word, &def))
				goto bad;
			ctx = seccomp_init(def);
			if (!ctx) {
				fprintf(stderr, "seccomp_init failed\n");
				return 1;
			}
			continue;
		}
		name = strtok_r(NULL, " \t\n", &save);
		if (!ctx || !name || parse_action(word, &act))
			goto bad;
		while ((word = strtok_r(NULL, " \t\n", &save))) {
			if (ncond == 6 || parse_cond(word, &conds[ncond++]))
				goto bad;
		}
		if (act == def) {
			same++;
			continue;
		}
		nr = *name == '#' ? atoi(name + 1) :
			seccomp_syscall_resolve_name(name);
		if (nr == __NR_SCMP_ERROR) {
			fprintf(stderr, "%s: skipped, unknown to libseccomp: %s\n",
				argv[1], name);
			skipped++;
			continue;
		}
		/* Pseudo numbers (calls other architectures have) are
		 * dropped by libseccomp itself. */
		rc = seccomp_rule_add_array(ctx, act, nr, ncond, conds);
		if (rc < 0) {
			fprintf(stderr, "%s:%u: %s: %s\n", argv[1], lineno, name,
				strerror(-rc));
			return 1;
		}
		rules++;
	}
	fclose(in);
	if (!ctx)
		goto bad;
	fd = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0) {
		perror(argv[2]);
		return 1;
	}
	rc = seccomp_export_bpf(ctx, fd);
	if (rc < 0 || close(fd)) {
		fprintf(stderr, "%s: export failed: %s\n", argv[2],
			strerror(rc < 0 ? -rc : errno));
		unlink(argv[2]);
		return 1;
	}
	seccomp_release(ctx);
	fprintf(stderr, "%s: %u rules, %u unknown names skipped, %u as the default\n",
		argv[2], rules, skipped, same);
	return 0;
bad:
	fprintf(stderr, "%s:%u: cannot read this line\n", argv[1], lineno);
	return 1;
}
