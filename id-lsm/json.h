/* SPDX-License-Identifier: GPL-2.0-or-later */
/* JSON strings for id-lsm: byte strings from the kernel, written safely. */
#ifndef ID_LSM_JSON_H
#define ID_LSM_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/*
 * Writes the len bytes at s as a JSON string, quotes included.  Bytes
 * that are not UTF-8 become U+FFFD; returns false when that happened, so
 * the caller can add the exact bytes with json_put_hex().
 */
bool json_put_string(FILE *out, const char *s, size_t len);

/* Writes the len bytes at s as a JSON string of lowercase hex digits. */
void json_put_hex(FILE *out, const char *s, size_t len);

#endif /* ID_LSM_JSON_H */
