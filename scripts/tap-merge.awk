# SPDX-License-Identifier: GPL-2.0-or-later
# scripts/tap-merge's program: a framed guest serial log in, TAP out.
# Variable: name, the prefix of every result.
function result(ok, desc) {
	n++
	print (ok ? "ok " : "not ok ") n " " name ": " desc
	if (!ok && desc !~ /# [Tt][Oo][Dd][Oo]/)
		bad++
}
function base(path) { sub(/.*\//, "", path); return path }
# Kernel lines on the console are not the programs to judge, so the
# hit list is checked against every line, wherever it sits.
function check_hit(line) {
	sub(/^\[ *[0-9.]+\] /, "", line)
	if (line ~ /BUG:|WARNING:|Oops|KASAN|kmemleak: [0-9]+ new suspected|unreferenced object|Kernel panic|general protection fault|UBSAN:/ &&
	    !(line in seen)) {
		seen[line] = 1
		hits[++nhits] = line
	}
}
{
	# Firmware and the kernel leave terminal escapes on the console.
	gsub(/\033(\[[0-9;?]*[A-Za-z]|.)|\r/, "")
	tail[NR % 40] = $0
}
/^LSMTEST-DMESG-BEGIN/ { indmesg = 1; next }
/^LSMTEST-DMESG-END/ { indmesg = 0; next }
indmesg { check_hit($0); next }
{ check_hit($0) }
/^LSMTEST-BEGIN / { prog = base($2); plan = -1; ran = 0; next }
/^LSMTEST-END / {
	st = $3
	if (st == 0 && plan >= 0 && ran != plan)
		result(0, prog " exit status 0 but planned " plan " and ran " ran)
	else if (st == 0)
		result(1, prog " exit status 0")
	else if (st == 4)
		result(1, prog " exit status 4 # SKIP " prog " skipped all its tests")
	else if (st == 124)
		result(0, prog " exit status 124 (killed: timed out)")
	else
		result(0, prog " exit status " st)
	prog = ""
	next
}
/^LSMTEST-DONE / { done = 1; next }
prog == "" {
	if (/^# /) print "# " name ": " substr($0, 3)
	next
}
{
	line = $0
	indented = line ~ /^[ \t]/
	sub(/^[ \t]+/, "", line)
	if (match(line, /^(not )?ok( [0-9]+)?( - | |$)/)) {
		ok = line !~ /^not/
		desc = substr(line, RLENGTH + 1)
		result(ok, prog ": " desc)
		if (!indented) ran++
	} else if (line ~ /^1\.\.[0-9]+/) {
		if (!indented) plan = substr(line, 4) + 0
	} else if (line ~ /^Bail out!/) {
		result(0, prog ": " line)
	} else if (line ~ /^#/) {
		print line
	} else if (line != "") {
		print "# " line
	}
}
END {
	if (prog != "")
		result(0, prog " did not finish")
	if (done) {
		result(1, "boot reached the test runner")
	} else {
		result(0, "boot reached the test runner")
		for (i = NR - 39; i <= NR; i++)
			if (i > 0) print "# " tail[i % 40]
	}
	for (i = 1; i <= nhits; i++) print "# " hits[i]
	result(nhits == 0, "kernel log clean")
	print "1.." n
	exit bad > 0
}
