// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TAP: id-lsm's JSON strings for every kind of byte a context may hold.
 * The kernel will not hand us these bytes on demand, so the writer is
 * tested on its own.
 */
#define _GNU_SOURCE
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

struct vector {
	const char *name;
	const char *in;
	size_t len;
	const char *want;
	bool exact;
};

#define V(name, in, want, exact) { name, in, sizeof(in) - 1, want, exact }

static const struct vector vectors[] = {
	V("plain context", "user_u:base_r:base_t:s0",
	  "\"user_u:base_r:base_t:s0\"", true),
	V("empty", "", "\"\"", true),
	V("quote and backslash", "a\"b\\c", "\"a\\\"b\\\\c\"", true),
	V("short escapes", "\b\f\n\r\t", "\"\\b\\f\\n\\r\\t\"", true),
	V("other control bytes", "\x01\x1f", "\"\\u0001\\u001f\"", true),
	V("DEL", "a\x7f", "\"a\\u007f\"", true),
	V("slash stays", "a/b", "\"a/b\"", true),
	V("two-byte UTF-8", "caf\xc3\xa9", "\"caf\xc3\xa9\"", true),
	V("three-byte UTF-8", "\xe2\x82\xac", "\"\xe2\x82\xac\"", true),
	V("four-byte UTF-8", "\xf0\x9f\x98\x80", "\"\xf0\x9f\x98\x80\"", true),
	V("lone continuation byte", "a\x80z", "\"a\\ufffdz\"", false),
	V("Latin-1 byte", "\xe9", "\"\\ufffd\"", false),
	V("overlong slash", "\xc0\xaf", "\"\\ufffd\\ufffd\"", false),
	V("overlong three-byte", "\xe0\x80\xaf", "\"\\ufffd\\ufffd\\ufffd\"",
	  false),
	V("surrogate", "\xed\xa0\x80", "\"\\ufffd\\ufffd\\ufffd\"", false),
	V("past U+10FFFF", "\xf4\x90\x80\x80",
	  "\"\\ufffd\\ufffd\\ufffd\\ufffd\"", false),
	V("truncated sequence at the end", "ok\xe2\x82",
	  "\"ok\\ufffd\\ufffd\"", false),
	V("0xff", "\xff", "\"\\ufffd\"", false),
};

/* Runs the writer into memory; returns what it wrote (malloc()ed). */
static char *capture(const struct vector *v, bool *exact)
{
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);

	if (!f)
		return NULL;
	*exact = json_put_string(f, v->in, v->len);
	if (fclose(f) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

int main(void)
{
	size_t i, n = sizeof(vectors) / sizeof(vectors[0]);
	int failed = 0;
	char *hex = NULL;
	size_t hex_size = 0;
	FILE *f;

	printf("1..%zu\n", n + 1);
	for (i = 0; i < n; i++) {
		bool exact = !vectors[i].exact;
		char *got = capture(&vectors[i], &exact);
		bool ok = got && !strcmp(got, vectors[i].want) &&
			  exact == vectors[i].exact;

		if (!ok) {
			printf("# want %s (exact %d)\n", vectors[i].want,
			       vectors[i].exact);
			printf("# got  %s (exact %d)\n", got ? got : "(null)",
			       exact);
			failed++;
		}
		printf("%s %zu - %s\n", ok ? "ok" : "not ok", i + 1,
		       vectors[i].name);
		free(got);
	}

	f = open_memstream(&hex, &hex_size);
	if (f) {
		json_put_hex(f, "\xe9\x00\x7f" "A", 4);
		fclose(f);
	}
	if (hex && !strcmp(hex, "\"e9007f41\"")) {
		printf("ok %zu - hex keeps every byte\n", n + 1);
	} else {
		printf("# got %s\nnot ok %zu - hex keeps every byte\n",
		       hex ? hex : "(null)", n + 1);
		failed++;
	}
	free(hex);
	return failed ? 1 : 0;
}
