// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * Copying to and from the caller's buffers on paths where the library,
 * not the kernel, touches them.  A bad pointer must give EFAULT, as the
 * kernel's copy_to_user() would, never SIGSEGV: process_vm_readv() and
 * process_vm_writev() on our own process check the pages for us.  They
 * cost several null system calls each, so a call's writes go out in one.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#include "internal.h"

/*
 * Copies n ranges in order, stopping at the first bad one, as the kernel
 * does.  Where the calls themselves are refused (seccomp, very old
 * kernels), a plain copy is the best we can do.
 */
static int vm_copy(struct iovec *ours, struct iovec *theirs, int n, int out)
{
	size_t total = 0;
	ssize_t done;
	int i;

	for (i = 0; i < n; i++)
		total += ours[i].iov_len;
	if (!total)
		return 0;
	if (out)
		done = process_vm_writev(getpid(), ours, n, theirs, n, 0);
	else
		done = process_vm_readv(getpid(), ours, n, theirs, n, 0);
	if (done == (ssize_t)total)
		return 0;
	if (done >= 0 || (errno != ENOSYS && errno != EPERM))
		return -EFAULT;
	for (i = 0; i < n; i++) {
		if (!ours[i].iov_len)
			continue;
		if (!ours[i].iov_base || !theirs[i].iov_base)
			return -EFAULT;
		if (out)
			memcpy(theirs[i].iov_base, ours[i].iov_base,
			       ours[i].iov_len);
		else
			memcpy(ours[i].iov_base, theirs[i].iov_base,
			       ours[i].iov_len);
	}
	return 0;
}

int lsm_copy_in(void *dst, const void *src, size_t len)
{
	struct iovec ours = { dst, len }, theirs = { (void *)src, len };

	return vm_copy(&ours, &theirs, 1, 0);
}

int lsm_copy_out(void *dst, const void *src, size_t len)
{
	return lsm_copy_out2(dst, src, len, NULL, NULL, 0);
}

int lsm_copy_out2(void *dst, const void *src, size_t len,
		  void *dst2, const void *src2, size_t len2)
{
	struct iovec ours[2] = { { (void *)src, len }, { (void *)src2, len2 } };
	struct iovec theirs[2] = { { dst, len }, { dst2, len2 } };

	return vm_copy(ours, theirs, 2, 1);
}
