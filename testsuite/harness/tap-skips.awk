# SPDX-License-Identifier: GPL-2.0-or-later
# testsuite/harness/tap-skips' program: one test's TAP in, the same TAP out with
# its skips judged (testsuite/harness/skip-list.awk), renumbered, the plan last.
function base(path) { sub(/.*\//, "", path); return path }
function result(ok, desc) {
	jdesc = desc
	ok = judge(ok, desc)
	n++
	print (ok ? "ok " : "not ok ") n " - " jdesc
}
/^1\.\.0/ && match($0, /# [Ss][Kk][Ii][Pp][ \t]*/) {
	result(1, "every case # SKIP " substr($0, RSTART + RLENGTH))
	next
}
/^1\.\.[0-9]+/ { next }
match($0, /^(not )?ok( [0-9]+)?( - | |$)/) {
	result($0 !~ /^not/, substr($0, RLENGTH + 1))
	next
}
{ print }
END {
	for (i = 1; i <= npat; i++)
		if (!matched[i])
			stale(i)
	print "1.." n
}
