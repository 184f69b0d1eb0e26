// SPDX-License-Identifier: LGPL-2.1-or-later
/*
 * Copying to and from the caller's buffers on paths where the library,
 * not the kernel, touches them.  A bad pointer must give EFAULT, as the
 * kernel's copy_to_user() would, never SIGSEGV: process_vm_readv() and
 * process_vm_writev() on our own process check the pages for us.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#include "internal.h"

/*
 * Where the calls themselves are refused (seccomp, very old kernels),
 * a plain copy is the best we can do.
 */
static int vm_copy(void *dst, const void *src, size_t len, int out)
{
	struct iovec local, remote;
	ssize_t n;

	if (!len)
		return 0;
	if (out) {
		local.iov_base = (void *)src;
		remote.iov_base = dst;
	} else {
		local.iov_base = dst;
		remote.iov_base = (void *)src;
	}
	local.iov_len = remote.iov_len = len;
	if (out)
		n = process_vm_writev(getpid(), &local, 1, &remote, 1, 0);
	else
		n = process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
	if (n == (ssize_t)len)
		return 0;
	if (n < 0 && (errno == ENOSYS || errno == EPERM)) {
		if (!dst || !src)
			return -EFAULT;
		memcpy(dst, src, len);
		return 0;
	}
	return -EFAULT;
}

int lsm_copy_in(void *dst, const void *src, size_t len)
{
	return vm_copy(dst, src, len, 0);
}

int lsm_copy_out(void *dst, const void *src, size_t len)
{
	return vm_copy(dst, src, len, 1);
}
