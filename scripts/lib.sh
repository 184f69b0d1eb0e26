# SPDX-License-Identifier: GPL-2.0-or-later
# Sourced by the host-side scripts and tests, never run: where the caches
# live, which kernel tarball is patched, the series and the cache keys,
# each said once.  POSIX sh, so that sh and bash scripts share it.

# Every build and download is cached here, outside any clone.
LSM_CACHE=${LSM_CACHE:-/var/cache/lsm-syscalls}
# The tree the series applies to, as Debian's linux-source-6.1 installs it.
LSM_KERNEL_TARBALL=${LSM_KERNEL_TARBALL:-/usr/src/linux-source-6.1.tar.xz}
export LSM_CACHE LSM_KERNEL_TARBALL

# log MESSAGE: to stderr, after the script's name (LSM_ME if set, as
# "kernel/build" for a name that says little alone, else the file's).
log() { echo "${LSM_ME:-${0##*/}}: $*" >&2; }
# die MESSAGE: log it and exit 1; die_with STATUS MESSAGE: exit STATUS
# (a test's 77 for SKIP, 99 for a hard error).
die_with() { log "$2"; exit "$1"; }
die() { die_with 1 "$*"; }

# lsm_series KERNEL-DIR: the patches kernel/series lists, in order, one
# path (under KERNEL-DIR) a line.
lsm_series() {
	grep -v -e '^#' -e '^[[:space:]]*$' "$1/series" | sed "s|^|$1/|"
}

# lsm_tarball_id: the kernel tarball by name, size and time, for a cache
# key: hashing its 130 MB on every run would cost more than the cache saves.
lsm_tarball_id() {
	stat -c '%n %s %Y' "$LSM_KERNEL_TARBALL"
}

# lsm_key: the cache key of what stdin holds.
lsm_key() {
	sha256sum | cut -c1-16
}

# lsm_apply DIR PATCH: apply one patch of the series to the tree in DIR,
# exactly: a patch that applies only with fuzz or at an offset was made
# against another tree and must be regenerated.  On failure patch's
# output and the reason go to stderr and the status is 1.
lsm_apply() {
	_lsm_out=$(patch -d "$1" -p1 -F0 --no-backup-if-mismatch <"$2" 2>&1) || {
		printf '%s\n' "$_lsm_out" >&2
		echo "${2##*/} does not apply" >&2
		return 1
	}
	if printf '%s\n' "$_lsm_out" |
		grep -qE '^Hunk #[0-9]+ succeeded at .*(offset|fuzz)'; then
		printf '%s\n' "$_lsm_out" >&2
		echo "${2##*/} applies only with offset or fuzz: regenerate it" >&2
		return 1
	fi
}
