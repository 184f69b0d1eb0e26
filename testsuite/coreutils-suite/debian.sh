# SPDX-License-Identifier: GPL-2.0-or-later
# Sourced by build and stage: Debian's own build of a coreutils program,
# which the stage takes for every program but id (the only one the patch
# changes).

# debian_coreutils PROGRAM: the path of Debian's build of PROGRAM (as
# coreutils' Makefile names it: ginstall is installed as install), or
# nothing when Debian's coreutils package does not ship it.
debian_coreutils() {
	local name=$1
	[ "$name" = ginstall ] && name=install
	[ -n "${debian_coreutils_files:-}" ] ||
		debian_coreutils_files=$(dpkg -L coreutils) ||
		die "dpkg -L coreutils failed"
	awk -F/ -v n="$name" '$NF == n && $(NF - 1) ~ /bin$/ { print; exit }' \
		<<<"$debian_coreutils_files"
}
