# SPDX-License-Identifier: GPL-2.0-or-later
# TAP output for the shell tests: sourced, never run.  The same file
# serves the host's tests (srcdir/testsuite/harness/tap.sh) and the guest's
# (testsuite/boot/mkinitramfs puts it in every image as /usr/lib/lsmtest/tap.sh),
# so it is POSIX sh that busybox runs too.
#
# Results are numbered as they come; tap_done prints the plan last and
# returns 1 when a result failed, so a test ends with "tap_done; exit".
# A whole test that cannot run prints its own "1..0 # SKIP why" instead.

tap_n=0
tap_failed=0

tap_ok() {
	tap_n=$((tap_n + 1))
	echo "ok $tap_n - $1"
}

tap_not_ok() {
	tap_n=$((tap_n + 1))
	tap_failed=$((tap_failed + 1))
	echo "not ok $tap_n - $1"
}

# tap_skip DESC WHY
tap_skip() {
	tap_n=$((tap_n + 1))
	echo "ok $tap_n - $1 # SKIP $2"
}

# tap_check DESC CMD...: one result, CMD's exit status.
tap_check() {
	tap_desc=$1
	shift
	if "$@"; then tap_ok "$tap_desc"; else tap_not_ok "$tap_desc"; fi
}

# tap_is DESC GOT WANT: one result; a failure shows both values.
tap_is() {
	if [ "$2" = "$3" ]; then
		tap_ok "$1"
	else
		tap_not_ok "$1"
		printf '%s\n' "$2" | sed "s/^/#   got:  '/; s/\$/'/"
		printf '%s\n' "$3" | sed "s/^/#   want: '/; s/\$/'/"
	fi
}

# tap_sub DESC CMD...: run a TAP program and renumber its results into
# ours as "DESC: ...".  Its plan is not printed (ours is the plan); one
# more result says whether it kept to its plan and exited 0 (4 or 77,
# the guest's and automake's "skipped", only with a 1..0 plan).
tap_sub() {
	tap_sub_desc=$1
	shift
	tap_sub_out=${TMPDIR:-/tmp}/.tap-sub.$$
	"$@" >"$tap_sub_out" 2>&1
	tap_sub_rc=$?
	tap_sub_plan='' tap_sub_ran=0
	while IFS= read -r tap_line; do
		case $tap_line in
		"not ok"*) tap_sub_result tap_not_ok "${tap_line#not ok}" ;;
		"ok"*) tap_sub_result tap_ok "${tap_line#ok}" ;;
		"1..0"*"# SKIP"*)
			tap_sub_plan=0
			tap_skip "$tap_sub_desc" "${tap_line#*# SKIP }" ;;
		1..*) tap_sub_plan=${tap_line#1..} tap_sub_plan=${tap_sub_plan%% *} ;;
		"Bail out!"*) tap_not_ok "$tap_sub_desc: $tap_line" ;;
		"#"*) echo "$tap_line" ;;
		"") ;;
		*) echo "# $tap_line" ;;
		esac
	done <"$tap_sub_out"
	rm -f "$tap_sub_out"
	case $tap_sub_plan:$tap_sub_rc in
	0:0 | 0:4 | 0:77) return 0 ;;
	esac
	tap_sub_kept=false
	[ "$tap_sub_rc" = 0 ] && [ "$tap_sub_ran" = "$tap_sub_plan" ] &&
		tap_sub_kept=true
	tap_check "$tap_sub_desc: exit status 0 (got $tap_sub_rc), ran its plan ($tap_sub_ran of ${tap_sub_plan:-none})" \
		"$tap_sub_kept"
}

# tap_sub_result FUNC " N - text": one renumbered result of tap_sub's.
tap_sub_result() {
	tap_text=${2# }
	tap_text=${tap_text#"${tap_text%%[!0-9]*}"}
	tap_text=${tap_text# }
	tap_text=${tap_text#- }
	tap_sub_ran=$((tap_sub_ran + 1))
	"$1" "$tap_sub_desc: $tap_text"
}

# tap_done: the plan; false when a result failed.
tap_done() {
	echo "1..$tap_n"
	[ "$tap_failed" -eq 0 ]
}
