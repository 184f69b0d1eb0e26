// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A QEMU TCG plugin for make bench's instruction counts (bench/run-bench
 * -I).  It counts the guest's instructions, the kernel's (the upper half
 * of the address space) and user space's apart, and writes both totals
 * each time the guest executes the marker of bench/insn-marker.h, which
 * lsm-bench --insns runs before and after each measured loop.
 *
 *   -plugin insn-count.so,out=FILE[,profile=on]
 *
 * FILE gets one line per marker: "mark N user U kernel K".  With
 * profile=on, each marker line is followed by "block N ADDR COUNT" for
 * every kernel translation block that ran since the previous marker,
 * which run-bench names from System.map.
 *
 * Counts are added per translation block as it starts (an inline add,
 * no callback), so a block cut short by an interrupt counts whole.
 * Under -icount the interrupts land on the same instruction in every
 * run, and so the counts repeat.  One vCPU only: the totals are not
 * atomic.  Errors go to stderr, which QEMU leaves as it is.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <qemu-plugin.h>

#include "insn-marker.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

/* A kernel translation block, for profile=on. */
struct block {
	uint64_t vaddr;
	uint64_t count;		/* instructions run in it (inline adds) */
	uint64_t seen;		/* count at the previous marker */
	struct block *next;
};

static const unsigned char marker[] = { INSN_MARKER_BYTES };
static uint64_t user_insns, kernel_insns;
static struct block *blocks;
static bool profile;
static unsigned long marks;
static FILE *out;

static void on_marker(unsigned int vcpu, void *udata)
{
	struct block *b;

	(void)vcpu;
	(void)udata;
	marks++;
	fprintf(out, "mark %lu user %" PRIu64 " kernel %" PRIu64 "\n",
		marks, user_insns, kernel_insns);
	/* A guest killed by a timeout still leaves its markers so far. */
	for (b = blocks; b; b = b->next) {
		if (b->count == b->seen)
			continue;
		fprintf(out, "block %lu %" PRIx64 " %" PRIu64 "\n", marks,
			b->vaddr, b->count - b->seen);
		b->seen = b->count;
	}
	fflush(out);
}

static bool is_marker(const struct qemu_plugin_insn *insn)
{
	return qemu_plugin_insn_size(insn) == sizeof(marker) &&
	       !memcmp(qemu_plugin_insn_data(insn), marker, sizeof(marker));
}

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
	uint64_t vaddr = qemu_plugin_tb_vaddr(tb);
	size_t n = qemu_plugin_tb_n_insns(tb), i;
	struct block *b;

	(void)id;
	if (vaddr >> 63) {
		qemu_plugin_register_vcpu_tb_exec_inline(tb,
			QEMU_PLUGIN_INLINE_ADD_U64, &kernel_insns, n);
		if (!profile)
			return;
		/* A block translated again gets a second entry; run-bench
		 * adds them up by address. */
		b = calloc(1, sizeof(*b));
		if (!b) {
			fputs("insn-count: out of memory\n", stderr);
			abort();
		}
		b->vaddr = vaddr;
		b->next = blocks;
		blocks = b;
		qemu_plugin_register_vcpu_tb_exec_inline(tb,
			QEMU_PLUGIN_INLINE_ADD_U64, &b->count, n);
		return;
	}
	qemu_plugin_register_vcpu_tb_exec_inline(tb,
		QEMU_PLUGIN_INLINE_ADD_U64, &user_insns, n);
	for (i = 0; i < n; i++) {
		struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);

		if (is_marker(insn))
			qemu_plugin_register_vcpu_insn_exec_cb(insn, on_marker,
				QEMU_PLUGIN_CB_NO_REGS, NULL);
	}
}

static void on_qemu_exit(qemu_plugin_id_t id, void *udata)
{
	(void)id;
	(void)udata;
	if (ferror(out) | fclose(out))
		fputs("insn-count: writing the counts failed\n", stderr);
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id,
					   const qemu_info_t *info,
					   int argc, char **argv)
{
	const char *path = NULL;
	int i;

	if (strcmp(info->target_name, "x86_64") || !info->system_emulation ||
	    info->system.max_vcpus != 1) {
		fputs("insn-count: x86_64 system emulation, one vCPU (-smp 1)\n",
		      stderr);
		return -1;
	}
	for (i = 0; i < argc; i++) {
		if (!strncmp(argv[i], "out=", 4)) {
			path = argv[i] + 4;
		} else if (!strncmp(argv[i], "profile=", 8)) {
			if (!qemu_plugin_bool_parse("profile", argv[i] + 8, &profile)) {
				fputs("insn-count: profile=on|off\n", stderr);
				return -1;
			}
		} else {
			fprintf(stderr, "insn-count: %s: the arguments are out=FILE[,profile=on]\n",
				argv[i]);
			return -1;
		}
	}
	if (!path) {
		fputs("insn-count: out=FILE is needed\n", stderr);
		return -1;
	}
	out = fopen(path, "w");
	if (!out) {
		fprintf(stderr, "insn-count: %s: %s\n", path, strerror(errno));
		return -1;
	}
	qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
	qemu_plugin_register_atexit_cb(id, on_qemu_exit, NULL);
	return 0;
}
