/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * <lsm.h>: the LSM self-attribute system calls, wrapped the way libc wraps
 * a system call, and the helpers every caller would otherwise write.
 *
 * The three calls return -1 and set errno on failure.  Whichever kernel
 * answers underneath (this project's calls, the mainline 6.8+ calls, or
 * none), they behave as this project's kernel documents: the layout of
 * struct lsm_ctx, the LSM_ID_* numbers, the LSM_ATTR_* bits and every
 * errno below are the same on all of them.
 */
#ifndef LSM_H
#define LSM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * A kernel's <linux/lsm.h> guards itself with _LINUX_LSM_H once
 * installed (headers_install strips the _UAPI of its source's guard).
 * This project's defines the names below with the same values: included
 * first, its definitions stand.  Mainline's (Linux 6.8+, the one with
 * LSM_FLAG_SINGLE) and libapparmor 5's <sys/apparmor.h> give
 * LSM_ATTR_CURRENT another value (100): included first, they stop the
 * build here.  Included after this header, a kernel's <linux/lsm.h>
 * finds its guard taken and adds nothing; libapparmor 5's redefinition
 * of LSM_ATTR_CURRENT is then the compiler's to report.
 */
#if defined(_LINUX_LSM_H) || defined(_UAPI_LINUX_LSM_H)
#if defined(LSM_FLAG_SINGLE) || !defined(LSM_ATTR_CURRENT) || \
	LSM_ATTR_CURRENT != 0x0001
#error "<lsm.h> cannot be used with mainline's <linux/lsm.h> (Linux 6.8+): its LSM_ID_*, LSM_ATTR_* and struct lsm_ctx differ from <lsm.h>'s"
#endif
#elif defined(LSM_ATTR_CURRENT) && LSM_ATTR_CURRENT != 0x0001
#error "<lsm.h>: LSM_ATTR_CURRENT is already defined with another value (libapparmor 5's <sys/apparmor.h> defines mainline's 100); <lsm.h>'s LSM_ATTR_* are bits"
#else
#define _LINUX_LSM_H
#define _UAPI_LINUX_LSM_H
/* One module's value of one attribute: see lsm_get_self_attr(2). */
struct lsm_ctx {
	uint32_t id;		/* LSM_ID_* of the module */
	uint64_t flags;		/* LSM_ATTR_* bit of the attribute */
	size_t ctx_len;		/* bytes in ctx[]: value, NUL, padding */
	uint8_t ctx[];		/* the value, NUL-terminated */
};

#define LSM_ID_CAPABILITY	100
#define LSM_ID_SELINUX		101
#define LSM_ID_SMACK		102
#define LSM_ID_TOMOYO		103
#define LSM_ID_IMA		104
#define LSM_ID_APPARMOR		105
#define LSM_ID_YAMA		106
#define LSM_ID_LOADPIN		107
#define LSM_ID_SAFESETID	108
#define LSM_ID_LOCKDOWN		109
#define LSM_ID_BPF		110
#define LSM_ID_LANDLOCK		111

#define LSM_ATTR_CURRENT	0x0001
#define LSM_ATTR_EXEC		0x0002
#define LSM_ATTR_FSCREATE	0x0004
#define LSM_ATTR_KEYCREATE	0x0008
#define LSM_ATTR_PREV		0x0010
#define LSM_ATTR_SOCKCREATE	0x0020
#endif /* _LINUX_LSM_H */

/* Modules only mainline kernels have, numbered after the seed table. */
#define LSM_ID_EVM		112
#define LSM_ID_IPE		113

/* The system calls (section 2 man pages). */
int lsm_get_self_attr(struct lsm_ctx *ctx, size_t *size, unsigned int flags);
int lsm_set_self_attr(struct lsm_ctx *ctx, size_t size, unsigned int flags);
int lsm_module_list(unsigned int *ids, size_t *size, unsigned long flags);

/* Which kernel interface the library found, probed once per process. */
enum lsm_abi {
	LSM_ABI_NONE = 0,	/* neither: ENOSYS, or EPERM under seccomp */
	LSM_ABI_SEED = 1,	/* this project's calls, 451-453 */
	LSM_ABI_MAINLINE = 2,	/* Linux 6.8+ calls, 459-461, translated */
};
enum lsm_abi lsm_abi(void);

/*
 * lsm_call_filtered: 1 when a filter (seccomp) refuses call, one of
 * LSM_CALL_*, with EPERM instead of letting the kernel run it; 0 when the
 * kernel runs it, so that its EPERM is a module's own refusal; -1 with
 * errno EINVAL for an unknown call.  Asked once per call and process.
 */
#define LSM_CALL_GET_SELF_ATTR	1
#define LSM_CALL_SET_SELF_ATTR	2
#define LSM_CALL_MODULE_LIST	3
int lsm_call_filtered(unsigned int call);

/*
 * Flags of the helpers below.  LSM_FALLBACK_PROC: where no system call
 * answers (ENOSYS), or a seccomp filter refuses them (EPERM, as
 * lsm_call_filtered() tells), read and write /proc/thread-self/attr and
 * /sys/kernel/security/lsm instead.  A module's own EPERM is returned.
 */
#define LSM_FALLBACK_PROC	0x0001

/* Names: the securityfs module names and the /proc/<pid>/attr names. */
const char *lsm_id_to_name(unsigned int id);		/* NULL if unknown */
unsigned int lsm_name_to_id(const char *name);		/* 0 if unknown */
const char *lsm_attr_to_name(unsigned int attr);	/* NULL unless one bit */
unsigned int lsm_name_to_attr(const char *name);	/* 0 if unknown */

/*
 * Walking a buffer filled by lsm_get_self_attr(): each returns NULL when
 * no whole, NUL-terminated entry lies inside the size bytes at buf, so a
 * bad ctx_len can never take the walk outside the buffer.
 */
struct lsm_ctx *lsm_ctx_first(void *buf, size_t size);
struct lsm_ctx *lsm_ctx_next(void *buf, size_t size,
			     const struct lsm_ctx *cur);
#define lsm_ctx_for_each(pos, buf, size)				\
	for ((pos) = lsm_ctx_first((buf), (size)); (pos);		\
	     (pos) = lsm_ctx_next((buf), (size), (pos)))

/*
 * lsm_get_self_attr_alloc: asks for the size, allocates, and asks again
 * until the answer fits.  Returns the number of entries (then *ctxp is a
 * malloc()ed buffer of *sizep bytes, or NULL when there are none), or -1
 * with errno set.
 */
int lsm_get_self_attr_alloc(unsigned int attr, struct lsm_ctx **ctxp,
			    size_t *sizep, unsigned int flags);

/*
 * lsm_get_self_value: one module's value of one attribute as a malloc()ed
 * string.  Returns 0, or -1 with errno: ENODATA when the module has no
 * value, ENOENT when the module is not active or does not use the
 * attribute, EINVAL for an unknown attribute.
 */
int lsm_get_self_value(unsigned int id, unsigned int attr, char **value,
		       unsigned int flags);

/*
 * lsm_set_self_value: sets one module's value of one attribute; value
 * NULL or "" clears it where the module allows.  Returns 0, or -1 with
 * the module's errno.
 */
int lsm_set_self_value(unsigned int id, unsigned int attr, const char *value,
		       unsigned int flags);

/*
 * lsm_module_names: the active modules' names in securityfs order, as a
 * malloc()ed NULL-terminated array; free it with lsm_free_names().
 * Returns the count, or -1 with errno.
 */
int lsm_module_names(char ***names, unsigned int flags);
void lsm_free_names(char **names);

#ifdef __cplusplus
}
#endif

#endif /* LSM_H */
