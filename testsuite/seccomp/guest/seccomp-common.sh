# SPDX-License-Identifier: GPL-2.0-or-later
# Sourced by the seccomp guest tests (busybox sh): TAP helpers, the
# profiles, and how to run a program under one.
sdir=/usr/lib/lsmtest/seccomp
. /usr/lib/lsmtest/tap.sh
# nr_seed_get... and id_selinux...: lsm-numbers.sh, made from the headers.
. $sdir/lsm-numbers.sh

# Every profile is listed, so that one the host could not build shows
# as a SKIP with its reason rather than not at all.
profiles="docker containerd podman systemd-eperm systemd-kill systemd-kill-lsm
	containerd-lsm"

# Debian's stock kernels name themselves after their flavour; ours has
# no local version.  On theirs 451-453 are other calls from 6.6 on, so
# every run there stacks a filter that kills on them.  Below 6.6 the
# library may ask 452 (with arguments harmless to fchmodat2, and
# unassigned there) to tell our kernel from theirs, as lsm-guest-test
# allows too; 451 and 453 it must never ask.
case $(uname -r) in
*-amd64|*-arm64)
	ours=
	release=$(uname -r)
	major=${release%%.*} minor=${release#*.} minor=${minor%%[.-]*}
	if [ "$major" -gt 6 ] || { [ "$major" = 6 ] && [ "$minor" -ge 6 ]; }; then
		guard="-k $nr_seed_get,$nr_seed_list,$nr_seed_set"
	else
		guard="-k $nr_seed_get,$nr_seed_set"
	fi ;;
*) ours=1 guard= ;;
esac

# The LSM calls a killing profile may stop a program at: ours where
# the kernel is ours, the mainline ones everywhere.
lsm_nrs() {
	if [ -n "$ours" ]; then
		printf '%s ' "$nr_seed_get" "$nr_seed_list" "$nr_seed_set"
	fi
	echo "$nr_mainline_get $nr_mainline_set $nr_mainline_list"
}

# The kill's audit record goes through printk_ratelimit(): after a burst
# of SELinux denials it was dropped now and then.  An interval of 0 turns
# the limit off.  A mark written to the log, not a line count, tells the
# run's records apart even where the log buffer has wrapped.
echo 0 >/proc/sys/kernel/printk_ratelimit 2>/dev/null
runs=0
# sandboxed PROFILE CMD...: CMD under the profile (and the guard); its
# status in $rc, and in $killed_at the call a seccomp kill stopped it at,
# from the kernel's audit record (empty when none was logged).
sandboxed() {
	prof=$1
	shift
	runs=$((runs + 1))
	mark="lsmtest-seccomp-mark-$$-$runs"
	echo "$mark" >/dev/kmsg
	"$sdir/seccomp-run" $guard "$sdir/profiles/$prof.bpf" "$@"
	rc=$?
	killed_at=$(dmesg | sed -n "/$mark/,\$p" |
		sed -n 's/.*type=1326.* syscall=\([0-9]*\).*/\1/p' | tail -n 1)
}

# verdict PROFILE WHAT: whether the last sandboxed run may be judged on
# its output.  A run must never be killed, with one exception: a profile
# that kills every call it does not name (SystemCallFilter= without
# SystemCallErrorNumber=) kills at the library's first LSM call, as no
# libseccomp or systemd on Debian has a name for them; that is asserted
# as exactly that, and the rest of the profile is not judged.
verdict() {
	prof=$1 what=$2
	if [ "$rc" -lt 128 ]; then
		tap_ok "$prof: $what not killed (status $rc)"
		return 0
	fi
	echo "# $prof: $what: signal $((rc - 128)), seccomp audit syscall=${killed_at:-none}"
	if [ "$prof" = systemd-kill ] && [ "$rc" = $((128 + 31)) ] &&
	   [ -n "$killed_at" ] && echo " $(lsm_nrs) " | grep -q " $killed_at "; then
		tap_ok "$prof: $what killed at an LSM call ($killed_at), the only call the allow-list cannot name"
		return 1
	fi
	tap_not_ok "$prof: $what not killed"
	return 1
}

# have_profile PROFILE: the filter is there, or a SKIP says why not.
have_profile() {
	if [ -f "$sdir/profiles/$1.bpf" ]; then
		return 0
	fi
	if [ -f "$sdir/profiles/$1.skip" ]; then
		tap_skip "$1" "$(cat "$sdir/profiles/$1.skip")"
	else
		tap_skip "$1" "not in this image"
	fi
	return 1
}
