// SPDX-License-Identifier: GPL-2.0-or-later
/* The unit tests' kernel (see fake-kernel.h). */
#include <errno.h>

#include "fake-kernel.h"
#include "syscall.h"

#define FAKE_MAX_CALLS 256

fake_kernel_fn *fake_kernel;
unsigned int fake_kernel_major = 6, fake_kernel_minor = 18;
int fake_ncalls;
static long calls[FAKE_MAX_CALLS];

/* As raw.c's syscall(), a failure also sets errno. */
long lsm_raw_syscall(long nr, long a1, long a2, long a3, long a4)
{
	long rc = fake_kernel ? fake_kernel(nr, a1, a2, a3, a4) : -ENOSYS;

	if (fake_ncalls < FAKE_MAX_CALLS)
		calls[fake_ncalls++] = nr;
	if (rc < 0)
		errno = (int)-rc;
	return rc;
}

int lsm_raw_kernel_version(unsigned int *major, unsigned int *minor)
{
	*major = fake_kernel_major;
	*minor = fake_kernel_minor;
	return 0;
}

void fake_calls_reset(void)
{
	fake_ncalls = 0;
}

int fake_times_called(long nr)
{
	int i, n = 0;

	for (i = 0; i < fake_ncalls; i++)
		n += calls[i] == nr;
	return n;
}

int fake_called(long nr)
{
	return fake_times_called(nr) > 0;
}
