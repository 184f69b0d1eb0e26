/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The unit tests' kernel: linked in place of libc-shim/raw.c, it hands
 * each system call liblsm makes to the handler a test installs, records
 * the call's number, and reports the kernel version the test sets.
 */
#ifndef LSM_FAKE_KERNEL_H
#define LSM_FAKE_KERNEL_H

/* Answers one call as a kernel would: a result >= 0 or -errno.  NULL:
 * every call is ENOSYS. */
typedef long fake_kernel_fn(long nr, long a1, long a2, long a3, long a4);
extern fake_kernel_fn *fake_kernel;
/* What lsm_raw_kernel_version() says; 6.18 unless a test changes it. */
extern unsigned int fake_kernel_major, fake_kernel_minor;

/* The calls made since fake_calls_reset(), by number. */
extern int fake_ncalls;
void fake_calls_reset(void);
int fake_called(long nr);
int fake_times_called(long nr);

#endif /* LSM_FAKE_KERNEL_H */
