// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A security context is whatever bytes a module keeps: nothing promises
 * it is text, let alone UTF-8.  JSON must be UTF-8 with no raw control
 * characters, so every byte is checked here.
 */
#include "json.h"

/* Length of the UTF-8 sequence at p, or 0 if the bytes there are not one. */
static size_t utf8_len(const unsigned char *p, size_t left)
{
	unsigned int cp;
	size_t n, i;

	if (p[0] < 0x80)
		return 1;
	if (p[0] >= 0xc2 && p[0] <= 0xdf) {
		n = 2;
		cp = p[0] & 0x1f;
	} else if ((p[0] & 0xf0) == 0xe0) {
		n = 3;
		cp = p[0] & 0x0f;
	} else if (p[0] >= 0xf0 && p[0] <= 0xf4) {
		n = 4;
		cp = p[0] & 0x07;
	} else {
		return 0;
	}
	if (left < n)
		return 0;
	for (i = 1; i < n; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (p[i] & 0x3f);
	}
	/* Overlong forms, surrogates and code points past Unicode are not UTF-8. */
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return n;
}

bool json_put_string(FILE *out, const char *s, size_t len)
{
	const unsigned char *p = (const unsigned char *)s;
	bool exact = true;
	size_t i = 0, n;

	putc('"', out);
	while (i < len) {
		n = utf8_len(p + i, len - i);
		if (n == 0) {
			fputs("\\ufffd", out);
			exact = false;
			i++;
			continue;
		}
		if (n > 1) {
			fwrite(p + i, 1, n, out);
			i += n;
			continue;
		}
		switch (p[i]) {
		case '"':
			fputs("\\\"", out);
			break;
		case '\\':
			fputs("\\\\", out);
			break;
		case '\b':
			fputs("\\b", out);
			break;
		case '\f':
			fputs("\\f", out);
			break;
		case '\n':
			fputs("\\n", out);
			break;
		case '\r':
			fputs("\\r", out);
			break;
		case '\t':
			fputs("\\t", out);
			break;
		default:
			/* DEL is legal JSON, but raw it upsets terminals. */
			if (p[i] < 0x20 || p[i] == 0x7f)
				fprintf(out, "\\u%04x", p[i]);
			else
				putc(p[i], out);
		}
		i++;
	}
	putc('"', out);
	return exact;
}

void json_put_hex(FILE *out, const char *s, size_t len)
{
	size_t i;

	putc('"', out);
	for (i = 0; i < len; i++)
		fprintf(out, "%02x", (unsigned char)s[i]);
	putc('"', out);
}
